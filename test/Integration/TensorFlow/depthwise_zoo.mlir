// DepthwiseConv2dNative and its gradients, no loop (depthwise_zoo in
// gen_tf_goldens.py): channel multipliers 1 and 2, NHWC and NCHW, SAME /
// VALID / EXPLICIT padding, strides 1 and 2, dilation 2 (TensorFlow's GPU
// kernels take it; its CPU kernel rejects it). Arguments: x [2,6,7,3]
// (NHWC), xc [2,3,7,6] (NCHW), filters f2 [3,3,3,2], f1 [2,3,3,1].
// Results: the 6 convolutions (o_*), the loss, d/dx, d/dxc, d/df2, d/df1.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread;
// the NCHW and dilated ops run as their NHWC, zero-dilated reference twin).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 2.0e-06 in tagrad-run's measure
// (|a - e| / max(1, |e|)); TaGrad's float32 results may be as far on the
// other side (other summation orders, other exp/log approximations), so
// they may differ from TF's by about twice that. 1e-5 is 5 times TF's own
// error; a wrong element, tap, window or gradient is off by far more than
// that.
//
// RUN: tagrad-run %S/Inputs/depthwise_zoo.mlir --function=main \
// RUN:   --input=@%S/Inputs/depthwise_zoo.in0.npy \
// RUN:   --input=@%S/Inputs/depthwise_zoo.in1.npy \
// RUN:   --input=@%S/Inputs/depthwise_zoo.in2.npy \
// RUN:   --input=@%S/Inputs/depthwise_zoo.in3.npy \
// RUN:   --expected_output=@%S/Inputs/depthwise_zoo.out0.npy \
// RUN:   --expected_output=@%S/Inputs/depthwise_zoo.out1.npy \
// RUN:   --expected_output=@%S/Inputs/depthwise_zoo.out2.npy \
// RUN:   --expected_output=@%S/Inputs/depthwise_zoo.out3.npy \
// RUN:   --expected_output=@%S/Inputs/depthwise_zoo.out4.npy \
// RUN:   --expected_output=@%S/Inputs/depthwise_zoo.out5.npy \
// RUN:   --expected_output=@%S/Inputs/depthwise_zoo.out6.npy \
// RUN:   --expected_output=@%S/Inputs/depthwise_zoo.out7.npy \
// RUN:   --expected_output=@%S/Inputs/depthwise_zoo.out8.npy \
// RUN:   --expected_output=@%S/Inputs/depthwise_zoo.out9.npy \
// RUN:   --expected_output=@%S/Inputs/depthwise_zoo.out10.npy \
// RUN:   --expected_f32_threshold=1e-5
