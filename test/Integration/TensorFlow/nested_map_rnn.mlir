// tf.map_fn over a batch whose body runs tf.scan (a tanh recurrence) and a
// while_loop writing a TensorArray of its own, with a resource variable u.
// tf.gradients saves each trip's TensorArray handles on stacks (elem_type
// resource) and takes their gradient arrays in the backward outer loop and
// inside the backward inner loops. Results: ys, loss, dxs, dw, du.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 4.2e-07 in tagrad-run's measure (|a - e| / max(1,
// |e|)); TaGrad's may be as far on the other side, so about twice that
// from TensorFlow's. 1e-5 is 12 times that; a gradient taken from a wrong
// trip's array, or split over two accumulators, is off by far more.
//
// RUN: tagrad-run %S/Inputs/nested_map_rnn.mlir --function=main \
// RUN:   --input=@%S/Inputs/nested_map_rnn.in0.npy \
// RUN:   --input=@%S/Inputs/nested_map_rnn.in1.npy \
// RUN:   --input=@%S/Inputs/nested_map_rnn.in2.npy \
// RUN:   --expected_output=@%S/Inputs/nested_map_rnn.out0.npy \
// RUN:   --expected_output=@%S/Inputs/nested_map_rnn.out1.npy \
// RUN:   --expected_output=@%S/Inputs/nested_map_rnn.out2.npy \
// RUN:   --expected_output=@%S/Inputs/nested_map_rnn.out3.npy \
// RUN:   --expected_output=@%S/Inputs/nested_map_rnn.out4.npy \
// RUN:   --expected_f32_threshold=1e-5
