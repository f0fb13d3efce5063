// A tf.while_loop writing a TensorArray inside a tf.cond's branch, under
// tf.gradients, twice: on the branch that runs and on the branch that does
// not. The gradient's loop reads the forward loop's trip count (the
// functionalizer makes it an extra result of the forward conditional) and
// pops its saved values through Switches on the cond's predicate, which
// always take the branch's side. Results: loss, dx, dw.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 1.2e-07 in tagrad-run's measure; TaGrad's may be as far
// on the other side. 1e-5 is 40 times that; a gradient through the wrong
// branch or a loop run the wrong number of times is off by far more.
//
// RUN: tagrad-run %S/Inputs/while_in_cond_grad.mlir --function=main \
// RUN:   --input=@%S/Inputs/while_in_cond_grad.in0.npy \
// RUN:   --input=@%S/Inputs/while_in_cond_grad.in1.npy \
// RUN:   --expected_output=@%S/Inputs/while_in_cond_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/while_in_cond_grad.out1.npy \
// RUN:   --expected_output=@%S/Inputs/while_in_cond_grad.out2.npy \
// RUN:   --expected_f32_threshold=1e-5
