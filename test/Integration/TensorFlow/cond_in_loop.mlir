// A TF1 tf.cond (Switch / Merge, control flow v1) inside a
// tf1.while_loop over a TensorArray: h = tanh(x_t * w + h) if sum(x_t) > 0
// else relu(h * w - x_t). The backward loop pops the saved predicate and
// branches the same way (ReluGrad / TanhGrad). Results: y = stack(), loss,
// dx, dw.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 1.0e-07 in tagrad-run's measure
// (|a - e| / max(1, |e|)); TaGrad's float32 results may be as far on the
// other side (other summation orders, other tanh/exp/rsqrt
// approximations), so they may differ from TF's by about twice that.
// 1e-5 is 96 times TF's own error; a wrong element, index or gradient
// is off by far more than that.
//
// RUN: tagrad-run %S/Inputs/cond_in_loop.mlir --function=main \
// RUN:   --input=@%S/Inputs/cond_in_loop.in0.npy \
// RUN:   --input=@%S/Inputs/cond_in_loop.in1.npy \
// RUN:   --expected_output=@%S/Inputs/cond_in_loop.out0.npy \
// RUN:   --expected_output=@%S/Inputs/cond_in_loop.out1.npy \
// RUN:   --expected_output=@%S/Inputs/cond_in_loop.out2.npy \
// RUN:   --expected_output=@%S/Inputs/cond_in_loop.out3.npy \
// RUN:   --expected_f32_threshold=1e-5
