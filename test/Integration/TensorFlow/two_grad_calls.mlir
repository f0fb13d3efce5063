// Two tf.gradients calls over one loop-written TensorArray (no element
// shape given): the TensorArrayGradV3 sources "gradients" and "gradients_1"
// must give two separate gradient arrays. Results: both losses, and dx, dw
// of each.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 4.9e-07 in tagrad-run's measure
// (|a - e| / max(1, |e|)); TaGrad's float32 results may be as far on the
// other side (other summation orders, other tanh/exp/rsqrt
// approximations), so they may differ from TF's by about twice that.
// 1e-5 is 20 times TF's own error; a wrong element, index or gradient
// is off by far more than that.
//
// RUN: tagrad-run %S/Inputs/two_grad_calls.mlir --function=main \
// RUN:   --input=@%S/Inputs/two_grad_calls.in0.npy \
// RUN:   --input=@%S/Inputs/two_grad_calls.in1.npy \
// RUN:   --input=@%S/Inputs/two_grad_calls.in2.npy \
// RUN:   --expected_output=@%S/Inputs/two_grad_calls.out0.npy \
// RUN:   --expected_output=@%S/Inputs/two_grad_calls.out1.npy \
// RUN:   --expected_output=@%S/Inputs/two_grad_calls.out2.npy \
// RUN:   --expected_output=@%S/Inputs/two_grad_calls.out3.npy \
// RUN:   --expected_output=@%S/Inputs/two_grad_calls.out4.npy \
// RUN:   --expected_output=@%S/Inputs/two_grad_calls.out5.npy \
// RUN:   --expected_f32_threshold=1e-5
