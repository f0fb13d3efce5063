// A two-layer RNN in two tf1.while_loops, the second reading the first's
// output TensorArray: h^k_t = tanh(in_t W_k + h^k_{t-1} R_k) (MatMul, Tanh,
// AddV2), loss = sum(h^2 * k), and tf.gradients wrt W1, R1, W2, R2 (two
// backward loops, TanhGrad, MatMul, stacks). Results: loss, dW1, dR1, dW2,
// dR2.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 5.8e-07 in tagrad-run's measure
// (|a - e| / max(1, |e|)); TaGrad's float32 results may be as far on the
// other side (other summation orders, other tanh/exp/rsqrt
// approximations), so they may differ from TF's by about twice that.
// 1e-5 is 17 times TF's own error; a wrong element, index or gradient
// is off by far more than that.
//
// RUN: tagrad-run %S/Inputs/rnn2_tanh_matmul.mlir --function=main \
// RUN:   --input=@%S/Inputs/rnn2_tanh_matmul.in0.npy \
// RUN:   --input=@%S/Inputs/rnn2_tanh_matmul.in1.npy \
// RUN:   --input=@%S/Inputs/rnn2_tanh_matmul.in2.npy \
// RUN:   --input=@%S/Inputs/rnn2_tanh_matmul.in3.npy \
// RUN:   --input=@%S/Inputs/rnn2_tanh_matmul.in4.npy \
// RUN:   --input=@%S/Inputs/rnn2_tanh_matmul.in5.npy \
// RUN:   --expected_output=@%S/Inputs/rnn2_tanh_matmul.out0.npy \
// RUN:   --expected_output=@%S/Inputs/rnn2_tanh_matmul.out1.npy \
// RUN:   --expected_output=@%S/Inputs/rnn2_tanh_matmul.out2.npy \
// RUN:   --expected_output=@%S/Inputs/rnn2_tanh_matmul.out3.npy \
// RUN:   --expected_output=@%S/Inputs/rnn2_tanh_matmul.out4.npy \
// RUN:   --expected_f32_threshold=1e-5
