// A CNN training step in NCHW (cnn_train_nchw in gen_tf_goldens.py):
// Conv2D + BiasAdd + Relu, MaxPool 3x3/2 SAME, DepthwiseConv2dNative 2x2/2
// (multiplier 2), AvgPool 2x2/1 SAME, a dense layer, the sparse softmax
// cross-entropy of int64 labels, and GradientDescentOptimizer(0.2) on five
// resource variables. Arguments: x [3,2,9,8], labels, then the variables
// before the step by shared_name (conv/bias, conv/kernel, dense/bias,
// dense/kernel, depthwise/kernel). Results: logits, loss, d/dconv and
// d/ddepthwise (fetched through identities that depend on the train op:
// the values before the update), then the variables after the step.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread;
// the NCHW and dilated ops run as their NHWC, zero-dilated reference twin).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 2.7e-07 in tagrad-run's measure
// (|a - e| / max(1, |e|)); TaGrad's float32 results may be as far on the
// other side (other summation orders, other exp/log approximations), so
// they may differ from TF's by about twice that. 1e-5 is 37 times TF's own
// error; a wrong element, tap, window or gradient is off by far more than
// that.
//
// RUN: tagrad-run %S/Inputs/cnn_train_nchw.mlir --function=main \
// RUN:   --input=@%S/Inputs/cnn_train_nchw.in0.npy \
// RUN:   --input=@%S/Inputs/cnn_train_nchw.in1.npy \
// RUN:   --input=@%S/Inputs/cnn_train_nchw.in2.npy \
// RUN:   --input=@%S/Inputs/cnn_train_nchw.in3.npy \
// RUN:   --input=@%S/Inputs/cnn_train_nchw.in4.npy \
// RUN:   --input=@%S/Inputs/cnn_train_nchw.in5.npy \
// RUN:   --input=@%S/Inputs/cnn_train_nchw.in6.npy \
// RUN:   --expected_output=@%S/Inputs/cnn_train_nchw.out0.npy \
// RUN:   --expected_output=@%S/Inputs/cnn_train_nchw.out1.npy \
// RUN:   --expected_output=@%S/Inputs/cnn_train_nchw.out2.npy \
// RUN:   --expected_output=@%S/Inputs/cnn_train_nchw.out3.npy \
// RUN:   --expected_output=@%S/Inputs/cnn_train_nchw.out4.npy \
// RUN:   --expected_output=@%S/Inputs/cnn_train_nchw.out5.npy \
// RUN:   --expected_output=@%S/Inputs/cnn_train_nchw.out6.npy \
// RUN:   --expected_output=@%S/Inputs/cnn_train_nchw.out7.npy \
// RUN:   --expected_output=@%S/Inputs/cnn_train_nchw.out8.npy \
// RUN:   --expected_f32_threshold=1e-5
