// Two TF1 tf.cond (control flow v1: Switch / Merge) outside any loop,
// with their gradient (cond_v1_grad in gen_tf_goldens.py): t = 0.5 is fed,
// h1 = cond(t > 0, tanh(x * w), relu(x - w)) takes its true branch,
// h2 = cond(t < 0, (x + w)^2, sigmoid(x * w + h1)) its false branch;
// loss = sum(h1 * h2) + sum(h2). Arguments: x [2,3], w [3], t []. Results:
// h1, h2, loss, dx, dw.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 6.1e-08 in tagrad-run's measure
// (|a - e| / max(1, |e|)); TaGrad's float32 results may be as far on the
// other side (other summation orders, other tanh/exp/rsqrt
// approximations), so they may differ from TF's by about twice that.
// 1e-5 is 164 times TF's own error; a wrong element, index or gradient
// is off by far more than that.
//
// RUN: tagrad-run %S/Inputs/cond_v1_grad.mlir --function=main \
// RUN:   --input=@%S/Inputs/cond_v1_grad.in0.npy \
// RUN:   --input=@%S/Inputs/cond_v1_grad.in1.npy \
// RUN:   --input=@%S/Inputs/cond_v1_grad.in2.npy \
// RUN:   --expected_output=@%S/Inputs/cond_v1_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/cond_v1_grad.out1.npy \
// RUN:   --expected_output=@%S/Inputs/cond_v1_grad.out2.npy \
// RUN:   --expected_output=@%S/Inputs/cond_v1_grad.out3.npy \
// RUN:   --expected_output=@%S/Inputs/cond_v1_grad.out4.npy \
// RUN:   --expected_f32_threshold=1e-5
