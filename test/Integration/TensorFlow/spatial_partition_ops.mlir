// Ops TensorFlow's APIs emit on the way: a dilated convolution through
// SpaceToBatchND/BatchToSpaceND (tf.nn.atrous_conv2d), tf.pad REFLECT and
// SYMMETRIC (MirrorPad, MirrorPadGrad), embedding_lookup of a table in two
// partitions by both strategies (DynamicPartition, ParallelDynamicStitch),
// tf.gather with batch_dims=1, tf.linspace (BroadcastArgs) and tf.sort (TopKV2),
// under tf.gradients. Results: loss, dx, a, m, e1, g, srt.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 7.4e-07 in tagrad-run's measure; 1e-5 is over 10 times
// that, and a row or pixel taken from the wrong place is off by O(0.1).
//
// RUN: tagrad-run %S/Inputs/spatial_partition_ops.mlir --function=main \
// RUN:   --input=@%S/Inputs/spatial_partition_ops.in0.npy \
// RUN:   --input=@%S/Inputs/spatial_partition_ops.in1.npy \
// RUN:   --input=@%S/Inputs/spatial_partition_ops.in2.npy \
// RUN:   --expected_output=@%S/Inputs/spatial_partition_ops.out0.npy \
// RUN:   --expected_output=@%S/Inputs/spatial_partition_ops.out1.npy \
// RUN:   --expected_output=@%S/Inputs/spatial_partition_ops.out2.npy \
// RUN:   --expected_output=@%S/Inputs/spatial_partition_ops.out3.npy \
// RUN:   --expected_output=@%S/Inputs/spatial_partition_ops.out4.npy \
// RUN:   --expected_output=@%S/Inputs/spatial_partition_ops.out5.npy \
// RUN:   --expected_output=@%S/Inputs/spatial_partition_ops.out6.npy \
// RUN:   --expected_f32_threshold=1e-5
