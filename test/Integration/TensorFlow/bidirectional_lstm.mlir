// A bidirectional LSTM layer written by hand in a TF1 graph
// (bidirectional_lstm in gen_tf_goldens.py): the backward direction reads
// the sequence reversed (ReverseV2); each direction is a tf1.while_loop
// over an unstacked TensorArray whose cell splits one MatMul into the four
// gates (Split forward, SplitV with a -1 size backward); the outputs are
// concatenated and padded (Pad, PadV2 with 0.5); tf.gradients goes back
// through both loops (TensorArrayGradV3, stacks, ConcatV2 for Split, Slice
// for Pad, ReverseV2 for ReverseV2). Arguments: x [4,2,3], wf and wb
// [6,12]. Results (o_*): the padded output [4,3,8], the loss, dL/dx,
// dL/dwf, dL/dwb.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 3.3e-07 in tagrad-run's measure
// (|a - e| / max(1, |e|)); TaGrad's may be as far on the other side.
// 1e-5 is 30 times TF's own error; a gate split at the wrong column or a
// step reversed wrongly is off by far more than that.
//
// RUN: tagrad-run %S/Inputs/bidirectional_lstm.mlir --function=main \
// RUN:   --input=@%S/Inputs/bidirectional_lstm.in0.npy \
// RUN:   --input=@%S/Inputs/bidirectional_lstm.in1.npy \
// RUN:   --input=@%S/Inputs/bidirectional_lstm.in2.npy \
// RUN:   --expected_output=@%S/Inputs/bidirectional_lstm.out0.npy \
// RUN:   --expected_output=@%S/Inputs/bidirectional_lstm.out1.npy \
// RUN:   --expected_output=@%S/Inputs/bidirectional_lstm.out2.npy \
// RUN:   --expected_output=@%S/Inputs/bidirectional_lstm.out3.npy \
// RUN:   --expected_output=@%S/Inputs/bidirectional_lstm.out4.npy \
// RUN:   --expected_f32_threshold=1e-5
