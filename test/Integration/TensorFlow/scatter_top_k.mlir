// tf.tensor_scatter_nd_update/add/max (TensorScatter*: a copy of the
// tensor with elements or rows combined in, a repeated row added twice),
// tf.nn.top_k (largest first, ties in index order, and its gradient through
// ScatterNd) and tf.nn.in_top_k, under tf.gradients. Results: loss, dx, the
// top-3 indices, the top-4 indices of rounded (tied) values, those values,
// in_top_k.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 1.2e-07 in tagrad-run's measure; 1e-5 is about 50
// times that, and an index out of order or a value combined wrongly is off by O(1).
//
// RUN: tagrad-run %S/Inputs/scatter_top_k.mlir --function=main \
// RUN:   --input=@%S/Inputs/scatter_top_k.in0.npy \
// RUN:   --input=@%S/Inputs/scatter_top_k.in1.npy \
// RUN:   --expected_output=@%S/Inputs/scatter_top_k.out0.npy \
// RUN:   --expected_output=@%S/Inputs/scatter_top_k.out1.npy \
// RUN:   --expected_output=@%S/Inputs/scatter_top_k.out2.npy \
// RUN:   --expected_output=@%S/Inputs/scatter_top_k.out3.npy \
// RUN:   --expected_output=@%S/Inputs/scatter_top_k.out4.npy \
// RUN:   --expected_output=@%S/Inputs/scatter_top_k.out5.npy \
// RUN:   --expected_f32_threshold=1e-5
