// A masked RNN under control flow v2 (while_v2) differentiated by two
// tf.gradients calls: the optimizer's (dL/dU, dL/dW) and a second one for
// dL/dx (while_v2_two_grad_calls in gen_tf_goldens.py). Each call has its
// own gradient loop, and both pop the accumulator lists of the one forward
// loop: TensorFlow's lists are values, so the second loop must see every
// item again ("Trying to pop from an empty list" otherwise). Arguments:
// x [4, 3, 2], len [3] int32 (4, 2, 3), U, W. Results: the loss, dL/dx, then
// U and W after one SGD step.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 3.8e-07 in tagrad-run's measure; 1e-5 is 26
// times that. A gradient loop that pops nothing, or the wrong items, is off
// by O(1).
//
// RUN: tagrad-run %S/Inputs/while_v2_two_grad_calls.mlir --function=main \
// RUN:   --input=@%S/Inputs/while_v2_two_grad_calls.in0.npy \
// RUN:   --input=@%S/Inputs/while_v2_two_grad_calls.in1.npy \
// RUN:   --input=@%S/Inputs/while_v2_two_grad_calls.in2.npy \
// RUN:   --input=@%S/Inputs/while_v2_two_grad_calls.in3.npy \
// RUN:   --expected_output=@%S/Inputs/while_v2_two_grad_calls.out0.npy \
// RUN:   --expected_output=@%S/Inputs/while_v2_two_grad_calls.out1.npy \
// RUN:   --expected_output=@%S/Inputs/while_v2_two_grad_calls.out2.npy \
// RUN:   --expected_output=@%S/Inputs/while_v2_two_grad_calls.out3.npy \
// RUN:   --expected_f32_threshold=1e-5
