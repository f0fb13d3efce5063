// A graph-attention step (GAT, as TF1 implementations write it): edge
// scores from the node features, tf.sparse.softmax over each node's edges
// (SparseSoftmax; its gradient: SparseReduceSum, SparseDenseCwiseAdd), the
// attention scaled by a dense column and divided by a dense row
// (SparseDenseCwiseMul, SparseDenseCwiseDiv, and their gradients), joined
// with extra edges by tf.sparse.concat along the columns (SparseConcat:
// entries reordered row-major), sparse_dense_matmul of both, and a
// GradientDescent step. Inputs: x [4, 3], the variables W and a; results:
// the attention values, the concatenated indices, values and shape, the
// loss, W and a after the step.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 1.6e-07 in tagrad-run's measure; 1e-5 leaves room for
// the softmax's and products' float32 rounding.
//
// RUN: tagrad-run %S/Inputs/sparse_softmax_gat.mlir --function=main \
// RUN:   --input=@%S/Inputs/sparse_softmax_gat.in0.npy \
// RUN:   --input=@%S/Inputs/sparse_softmax_gat.in1.npy \
// RUN:   --input=@%S/Inputs/sparse_softmax_gat.in2.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_softmax_gat.out0.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_softmax_gat.out1.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_softmax_gat.out2.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_softmax_gat.out3.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_softmax_gat.out4.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_softmax_gat.out5.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_softmax_gat.out6.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-7: matches
// CHECK-NOT: MISMATCH
