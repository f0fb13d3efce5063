// A graph-convolution step on an adjacency whose edges come unordered
// (tf.sparse.reorder: SparseReorder) with trained edge weights: A x W
// through tf.sparse.sparse_dense_matmul, a loss, and TensorFlow's gradients
// (SparseTensorDenseMatMul's, and _SparseReorderGrad's: a reorder of a
// range, InvertPermutation, a gather) through a GradientDescent step.
// Inputs: edges [9, 2] (out of order, a duplicate among them), x [5, 3]
// (the node count unknown in the graph), the variables E (edge weights) and
// W; results: the reordered indices and values, the loss, E and W after the
// step.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 1.8e-07 in tagrad-run's measure; 1e-5 leaves room for
// the products' float32 rounding.
//
// RUN: tagrad-run %S/Inputs/sparse_reorder_gcn.mlir --function=main \
// RUN:   --input=@%S/Inputs/sparse_reorder_gcn.in0.npy \
// RUN:   --input=@%S/Inputs/sparse_reorder_gcn.in1.npy \
// RUN:   --input=@%S/Inputs/sparse_reorder_gcn.in2.npy \
// RUN:   --input=@%S/Inputs/sparse_reorder_gcn.in3.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_reorder_gcn.out0.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_reorder_gcn.out1.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_reorder_gcn.out2.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_reorder_gcn.out3.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_reorder_gcn.out4.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-5: matches
// CHECK-NOT: MISMATCH
