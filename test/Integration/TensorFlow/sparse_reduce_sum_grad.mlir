// tf.sparse.reduce_sum (SparseReduceSum) of a SparseTensor whose values
// come from a variable (tf.sparse.from_dense of masked activations: Where,
// GatherNd), over rows, over columns with keepdims and over all axes, and
// TensorFlow's gradient (_SparseReduceSumGrad: the reduced shape through
// DynamicStitch, FloorDiv, GatherNd) through a GradientDescent step.
// Inputs: x [5, 4] (the batch unknown in the graph), the variable W;
// results: the three sums, the loss, W after the step.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 1.1e-07 in tagrad-run's measure; TaGrad's sums
// accumulate in float64 and round once. 1e-5 leaves room for the products'
// float32 rounding.
//
// RUN: tagrad-run %S/Inputs/sparse_reduce_sum_grad.mlir --function=main \
// RUN:   --input=@%S/Inputs/sparse_reduce_sum_grad.in0.npy \
// RUN:   --input=@%S/Inputs/sparse_reduce_sum_grad.in1.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_reduce_sum_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_reduce_sum_grad.out1.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_reduce_sum_grad.out2.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_reduce_sum_grad.out3.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_reduce_sum_grad.out4.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-5: matches
// CHECK-NOT: MISMATCH
