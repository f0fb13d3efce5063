// bidirectional_dynamic_rnn with sequence_length, LSTM forward and GRU
// backward (masked_bidi_rnn in gen_tf_goldens.py): ReverseSequence, the
// Assert dynamic_rnn adds on the lengths (string message, reached by a
// control edge), the masks against reduce_min/reduce_max of the lengths,
// and tf.gradients through both loops. Arguments: x [3,5,4], len [3]
// int32 (5, 2, 3), then the cells' variables by shared_name. Results: the
// loss, dL/dx, then dL/dw for each variable.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 2.2e-07 in tagrad-run's measure; 1e-5 is 45
// times that. A step not masked or not reversed changes the loss by O(1).
//
// RUN: tagrad-run %S/Inputs/masked_bidi_rnn.mlir --function=main \
// RUN:   --input=@%S/Inputs/masked_bidi_rnn.in0.npy \
// RUN:   --input=@%S/Inputs/masked_bidi_rnn.in1.npy \
// RUN:   --input=@%S/Inputs/masked_bidi_rnn.in2.npy \
// RUN:   --input=@%S/Inputs/masked_bidi_rnn.in3.npy \
// RUN:   --input=@%S/Inputs/masked_bidi_rnn.in4.npy \
// RUN:   --input=@%S/Inputs/masked_bidi_rnn.in5.npy \
// RUN:   --input=@%S/Inputs/masked_bidi_rnn.in6.npy \
// RUN:   --input=@%S/Inputs/masked_bidi_rnn.in7.npy \
// RUN:   --expected_output=@%S/Inputs/masked_bidi_rnn.out0.npy \
// RUN:   --expected_output=@%S/Inputs/masked_bidi_rnn.out1.npy \
// RUN:   --expected_output=@%S/Inputs/masked_bidi_rnn.out2.npy \
// RUN:   --expected_output=@%S/Inputs/masked_bidi_rnn.out3.npy \
// RUN:   --expected_output=@%S/Inputs/masked_bidi_rnn.out4.npy \
// RUN:   --expected_output=@%S/Inputs/masked_bidi_rnn.out5.npy \
// RUN:   --expected_output=@%S/Inputs/masked_bidi_rnn.out6.npy \
// RUN:   --expected_output=@%S/Inputs/masked_bidi_rnn.out7.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-8: matches
// CHECK-NOT: MISMATCH
