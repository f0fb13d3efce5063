// Conv2D and its gradients, no loop (conv_zoo in gen_tf_goldens.py):
// Conv2DBackpropInput and Conv2DBackpropFilter from tf.gradients, in NHWC
// and NCHW, SAME / VALID / EXPLICIT padding, strides 1, 2 and (2, 1),
// dilations (2, 1), (3, 2) and 2 (also with stride 2), and a 1x1 filter.
// Arguments: x [2,7,6,3] (NHWC), xc [2,3,6,7] (NCHW), filters fa
// [3,3,3,4], fb [2,3,3,2], f1 [1,1,3,2]. Results: the 12 convolutions
// (o_*), the loss (each output weighed by constants), d/dx, d/dxc and the
// three filter gradients.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread;
// the NCHW and dilated ops run as their NHWC, zero-dilated reference twin).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 3.7e-06 in tagrad-run's measure
// (|a - e| / max(1, |e|)); TaGrad's float32 results may be as far on the
// other side (other summation orders, other exp/log approximations), so
// they may differ from TF's by about twice that. 2e-5 is 5 times TF's own
// error; a wrong element, tap, window or gradient is off by far more than
// that.
//
// RUN: tagrad-run %S/Inputs/conv_zoo.mlir --function=main \
// RUN:   --input=@%S/Inputs/conv_zoo.in0.npy \
// RUN:   --input=@%S/Inputs/conv_zoo.in1.npy \
// RUN:   --input=@%S/Inputs/conv_zoo.in2.npy \
// RUN:   --input=@%S/Inputs/conv_zoo.in3.npy \
// RUN:   --input=@%S/Inputs/conv_zoo.in4.npy \
// RUN:   --expected_output=@%S/Inputs/conv_zoo.out0.npy \
// RUN:   --expected_output=@%S/Inputs/conv_zoo.out1.npy \
// RUN:   --expected_output=@%S/Inputs/conv_zoo.out2.npy \
// RUN:   --expected_output=@%S/Inputs/conv_zoo.out3.npy \
// RUN:   --expected_output=@%S/Inputs/conv_zoo.out4.npy \
// RUN:   --expected_output=@%S/Inputs/conv_zoo.out5.npy \
// RUN:   --expected_output=@%S/Inputs/conv_zoo.out6.npy \
// RUN:   --expected_output=@%S/Inputs/conv_zoo.out7.npy \
// RUN:   --expected_output=@%S/Inputs/conv_zoo.out8.npy \
// RUN:   --expected_output=@%S/Inputs/conv_zoo.out9.npy \
// RUN:   --expected_output=@%S/Inputs/conv_zoo.out10.npy \
// RUN:   --expected_output=@%S/Inputs/conv_zoo.out11.npy \
// RUN:   --expected_output=@%S/Inputs/conv_zoo.out12.npy \
// RUN:   --expected_output=@%S/Inputs/conv_zoo.out13.npy \
// RUN:   --expected_output=@%S/Inputs/conv_zoo.out14.npy \
// RUN:   --expected_output=@%S/Inputs/conv_zoo.out15.npy \
// RUN:   --expected_output=@%S/Inputs/conv_zoo.out16.npy \
// RUN:   --expected_output=@%S/Inputs/conv_zoo.out17.npy \
// RUN:   --expected_f32_threshold=2e-5
