// A TF1 RNN training step on resource variables: h_t = tanh(x_t U +
// h_{t-1} W + b) (the bias broadcast over the batch), a sigmoid readout of
// the stacked states reshaped to [T*B, H], loss = reduce_mean of squared
// errors, one MomentumOptimizer(0.1, 0.9) step (ResourceApplyMomentum) on
// U, W, b, readout and their slot variables "<var>/Momentum" (which start
// nonzero). Arguments: x, target, then the 8 variables before the step by
// shared_name (readout, readout/Momentum, rnn/U, rnn/U/Momentum, rnn/W,
// rnn/W/Momentum, rnn/b, rnn/b/Momentum). Results: loss and dL/dW (fetched
// through identities that depend on the train op: the values before the
// update), then the 8 variables after the step, same order.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 5.4e-08 in tagrad-run's measure
// (|a - e| / max(1, |e|)); TaGrad's float32 results may be as far on the
// other side (other summation orders, other tanh/exp/rsqrt
// approximations), so they may differ from TF's by about twice that.
// 1e-5 is 184 times TF's own error; a wrong element, index or gradient
// is off by far more than that.
//
// RUN: tagrad-run %S/Inputs/rnn_momentum_vars.mlir --function=main \
// RUN:   --input=@%S/Inputs/rnn_momentum_vars.in0.npy \
// RUN:   --input=@%S/Inputs/rnn_momentum_vars.in1.npy \
// RUN:   --input=@%S/Inputs/rnn_momentum_vars.in2.npy \
// RUN:   --input=@%S/Inputs/rnn_momentum_vars.in3.npy \
// RUN:   --input=@%S/Inputs/rnn_momentum_vars.in4.npy \
// RUN:   --input=@%S/Inputs/rnn_momentum_vars.in5.npy \
// RUN:   --input=@%S/Inputs/rnn_momentum_vars.in6.npy \
// RUN:   --input=@%S/Inputs/rnn_momentum_vars.in7.npy \
// RUN:   --input=@%S/Inputs/rnn_momentum_vars.in8.npy \
// RUN:   --input=@%S/Inputs/rnn_momentum_vars.in9.npy \
// RUN:   --expected_output=@%S/Inputs/rnn_momentum_vars.out0.npy \
// RUN:   --expected_output=@%S/Inputs/rnn_momentum_vars.out1.npy \
// RUN:   --expected_output=@%S/Inputs/rnn_momentum_vars.out2.npy \
// RUN:   --expected_output=@%S/Inputs/rnn_momentum_vars.out3.npy \
// RUN:   --expected_output=@%S/Inputs/rnn_momentum_vars.out4.npy \
// RUN:   --expected_output=@%S/Inputs/rnn_momentum_vars.out5.npy \
// RUN:   --expected_output=@%S/Inputs/rnn_momentum_vars.out6.npy \
// RUN:   --expected_output=@%S/Inputs/rnn_momentum_vars.out7.npy \
// RUN:   --expected_output=@%S/Inputs/rnn_momentum_vars.out8.npy \
// RUN:   --expected_output=@%S/Inputs/rnn_momentum_vars.out9.npy \
// RUN:   --expected_f32_threshold=1e-5
