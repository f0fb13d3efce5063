// A graph-convolution step whose adjacency gets self loops by tf.sparse.add
// (SparseAdd, thresh 0.05: one edge and its self loop cancel below it and
// are dropped) of the reordered edges (SparseReorder) and a diagonal, both
// with trained weights: A x W through tf.sparse.sparse_dense_matmul, a
// loss, and TensorFlow's gradients (SparseAddGrad to both operands' values,
// a dropped sum's entries getting 0; _SparseReorderGrad) through a
// GradientDescent step; the sum added to the dense x W (x W)^T too
// (SparseTensorDenseAdd, its gradient a GatherNd). Inputs: edges [8, 2]
// (out of order), x [5, 3] (the node count unknown in the graph), the
// variables E (edge weights), S (self-loop weights) and W; results: the
// sum's indices, values and shape, the dense sum, the loss, E, S and W
// after the step.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 9.7e-08 in tagrad-run's measure; 1e-5 leaves room for
// the products' float32 rounding.
//
// RUN: tagrad-run %S/Inputs/sparse_add_gcn.mlir --function=main \
// RUN:   --input=@%S/Inputs/sparse_add_gcn.in0.npy \
// RUN:   --input=@%S/Inputs/sparse_add_gcn.in1.npy \
// RUN:   --input=@%S/Inputs/sparse_add_gcn.in2.npy \
// RUN:   --input=@%S/Inputs/sparse_add_gcn.in3.npy \
// RUN:   --input=@%S/Inputs/sparse_add_gcn.in4.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_add_gcn.out0.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_add_gcn.out1.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_add_gcn.out2.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_add_gcn.out3.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_add_gcn.out4.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_add_gcn.out5.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_add_gcn.out6.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_add_gcn.out7.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-8: matches
// CHECK-NOT: MISMATCH
