// Nested TF1 while loops: the outer loop over time reads x_t from a
// TensorArray and writes h_t to one; the inner loop applies
// h = tanh(h * w + x_t) three times. tf.gradients builds nested backward
// loops with stacks in both frames. Results: loss, dx, dw.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 8.2e-07 in tagrad-run's measure
// (|a - e| / max(1, |e|)); TaGrad's float32 results may be as far on the
// other side (other summation orders, other tanh/exp/rsqrt
// approximations), so they may differ from TF's by about twice that.
// 1e-5 is 12 times TF's own error; a wrong element, index or gradient
// is off by far more than that.
//
// RUN: tagrad-run %S/Inputs/nested_loops.mlir --function=main \
// RUN:   --input=@%S/Inputs/nested_loops.in0.npy \
// RUN:   --input=@%S/Inputs/nested_loops.in1.npy \
// RUN:   --expected_output=@%S/Inputs/nested_loops.out0.npy \
// RUN:   --expected_output=@%S/Inputs/nested_loops.out1.npy \
// RUN:   --expected_output=@%S/Inputs/nested_loops.out2.npy \
// RUN:   --expected_f32_threshold=1e-5
