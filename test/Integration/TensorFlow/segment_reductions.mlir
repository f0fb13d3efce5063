// Every segment reduction under tf.gradients: tf.math.segment_sum/mean/
// max/min/prod (sorted ids; the empty segments 1, 3 and 4 read 0) and
// unsorted_segment_max/min/prod/mean/sqrt_n (a negative id dropped; empty
// segments read the reduction's identity), with int32 and int64 ids; the
// gradients run Gather, Equal and UnsortedSegmentSum on the outputs.
// Results: loss, dx, and each reduction (clipped to +-1e3).
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 2.1e-07 in tagrad-run's measure; 1e-5 is about 50
// times that, and a row added into the wrong segment, or an empty segment's value,
// is off by O(1).
//
// RUN: tagrad-run %S/Inputs/segment_reductions.mlir --function=main \
// RUN:   --input=@%S/Inputs/segment_reductions.in0.npy \
// RUN:   --input=@%S/Inputs/segment_reductions.in1.npy \
// RUN:   --input=@%S/Inputs/segment_reductions.in2.npy \
// RUN:   --expected_output=@%S/Inputs/segment_reductions.out0.npy \
// RUN:   --expected_output=@%S/Inputs/segment_reductions.out1.npy \
// RUN:   --expected_output=@%S/Inputs/segment_reductions.out2.npy \
// RUN:   --expected_output=@%S/Inputs/segment_reductions.out3.npy \
// RUN:   --expected_output=@%S/Inputs/segment_reductions.out4.npy \
// RUN:   --expected_output=@%S/Inputs/segment_reductions.out5.npy \
// RUN:   --expected_output=@%S/Inputs/segment_reductions.out6.npy \
// RUN:   --expected_output=@%S/Inputs/segment_reductions.out7.npy \
// RUN:   --expected_output=@%S/Inputs/segment_reductions.out8.npy \
// RUN:   --expected_output=@%S/Inputs/segment_reductions.out9.npy \
// RUN:   --expected_output=@%S/Inputs/segment_reductions.out10.npy \
// RUN:   --expected_output=@%S/Inputs/segment_reductions.out11.npy \
// RUN:   --expected_f32_threshold=1e-5
