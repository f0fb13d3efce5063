// Nested while_v2 loops differentiated by two tf.gradients calls, dL/dW and
// then dL/dx (nested_while_v2_two_grad_calls in gen_tf_goldens.py): the
// forward outer loop saves the inner loop's accumulators on lists of lists;
// the second call's gradient loop takes the ZerosLike of those list-of-lists
// outputs (their zero gradient) and both calls' gradient loops pop them.
// Arguments: x [3, 4], then W. Results: the loss, dL/dW, dL/dx.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 5.2e-07 in tagrad-run's measure; 1e-5 is 19
// times that. A gradient loop popping nothing or the other call's items is
// off by O(1).
//
// RUN: tagrad-run %S/Inputs/nested_while_v2_two_grad_calls.mlir --function=main \
// RUN:   --input=@%S/Inputs/nested_while_v2_two_grad_calls.in0.npy \
// RUN:   --input=@%S/Inputs/nested_while_v2_two_grad_calls.in1.npy \
// RUN:   --expected_output=@%S/Inputs/nested_while_v2_two_grad_calls.out0.npy \
// RUN:   --expected_output=@%S/Inputs/nested_while_v2_two_grad_calls.out1.npy \
// RUN:   --expected_output=@%S/Inputs/nested_while_v2_two_grad_calls.out2.npy \
// RUN:   --expected_f32_threshold=1e-5
