// A training step through grouped convolutions (grouped_conv_train in
// gen_tf_goldens.py; issue 44): Conv2D with 2 groups (SAME, stride 2),
// tanh, Conv2D with 3 groups (SAME, dilation 2) in NHWC; Conv2D with 4
// groups of one input channel in NCHW (VALID, strides (2, 1)); Conv3D with
// 2 groups (SAME, strides (1, 2, 1)); tf.gradients gives grouped
// Conv2DBackpropInput / Conv2DBackpropFilter and Conv3DBackpropInputV2 /
// Conv3DBackpropFilterV2, and GradientDescent updates the filters.
// Arguments: x [2,7,8,4], xc [2,4,6,5] (NCHW), x3 [1,4,5,3,4], then the
// filters g2/kernel [3,3,2,6], g3/kernel [3,3,2,6], g3d/kernel
// [2,2,2,2,6], g4/kernel [2,2,1,8] (sorted by name). Results: the three
// outputs, the loss, the four filter gradients, d/dx, d/dxc, d/dx3, and
// the updated filters.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread;
// TensorFlow's CPU kernels take no grouped gradients, so the data come
// from the reference twin: one ungrouped convolution per group, NHWC, the
// filter zero-dilated). Tolerance: TensorFlow's own float32 results differ
// from the same graph run in float64 by at most 1.0e-06 in tagrad-run's
// measure (|a - e| / max(1, |e|)); 1e-5 is 10 times that, and a group
// reading another group's channels is off by far more.
//
// RUN: tagrad-run %S/Inputs/grouped_conv_train.mlir --function=main \
// RUN:   --input=@%S/Inputs/grouped_conv_train.in0.npy \
// RUN:   --input=@%S/Inputs/grouped_conv_train.in1.npy \
// RUN:   --input=@%S/Inputs/grouped_conv_train.in2.npy \
// RUN:   --input=@%S/Inputs/grouped_conv_train.in3.npy \
// RUN:   --input=@%S/Inputs/grouped_conv_train.in4.npy \
// RUN:   --input=@%S/Inputs/grouped_conv_train.in5.npy \
// RUN:   --input=@%S/Inputs/grouped_conv_train.in6.npy \
// RUN:   --expected_output=@%S/Inputs/grouped_conv_train.out0.npy \
// RUN:   --expected_output=@%S/Inputs/grouped_conv_train.out1.npy \
// RUN:   --expected_output=@%S/Inputs/grouped_conv_train.out2.npy \
// RUN:   --expected_output=@%S/Inputs/grouped_conv_train.out3.npy \
// RUN:   --expected_output=@%S/Inputs/grouped_conv_train.out4.npy \
// RUN:   --expected_output=@%S/Inputs/grouped_conv_train.out5.npy \
// RUN:   --expected_output=@%S/Inputs/grouped_conv_train.out6.npy \
// RUN:   --expected_output=@%S/Inputs/grouped_conv_train.out7.npy \
// RUN:   --expected_output=@%S/Inputs/grouped_conv_train.out8.npy \
// RUN:   --expected_output=@%S/Inputs/grouped_conv_train.out9.npy \
// RUN:   --expected_output=@%S/Inputs/grouped_conv_train.out10.npy \
// RUN:   --expected_output=@%S/Inputs/grouped_conv_train.out11.npy \
// RUN:   --expected_output=@%S/Inputs/grouped_conv_train.out12.npy \
// RUN:   --expected_output=@%S/Inputs/grouped_conv_train.out13.npy \
// RUN:   --expected_output=@%S/Inputs/grouped_conv_train.out14.npy \
// RUN:   --expected_f32_threshold=1e-5
