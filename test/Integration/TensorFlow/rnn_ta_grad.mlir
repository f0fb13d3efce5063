// TensorFlow 2.21's TF1 RNN training graph: a tf1.while_loop reads x_t
// from an unstacked TensorArray (TensorArrayScatterV3 / ReadV3), computes
// h_t = tanh(x_t U + h_{t-1} W) and writes h_t to a TensorArray (WriteV3);
// loss = sum(stack()^2) (GatherV3). tf.gradients builds the backward loop
// through TensorArrayGradV3 arrays and the StackV2 / StackPushV2 / StackPopV2
// that save the forward values. Results: loss, dL/dW, dL/dU, dL/dx.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 5.5e-07 in tagrad-run's measure
// (|a - e| / max(1, |e|)); TaGrad's float32 results may be as far on the
// other side (other summation orders, other tanh/exp/rsqrt
// approximations), so they may differ from TF's by about twice that.
// 1e-5 is 18 times TF's own error; a wrong element, index or gradient
// is off by far more than that.
//
// RUN: tagrad-run %S/Inputs/rnn_ta_grad.mlir --function=main \
// RUN:   --input=@%S/Inputs/rnn_ta_grad.in0.npy \
// RUN:   --input=@%S/Inputs/rnn_ta_grad.in1.npy \
// RUN:   --input=@%S/Inputs/rnn_ta_grad.in2.npy \
// RUN:   --expected_output=@%S/Inputs/rnn_ta_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/rnn_ta_grad.out1.npy \
// RUN:   --expected_output=@%S/Inputs/rnn_ta_grad.out2.npy \
// RUN:   --expected_output=@%S/Inputs/rnn_ta_grad.out3.npy \
// RUN:   --expected_f32_threshold=1e-5
