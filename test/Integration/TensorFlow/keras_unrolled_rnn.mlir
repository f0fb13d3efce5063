// tf_keras SimpleRNN(unroll=True) into an LSTM under control flow v2, one
// GradientDescent step (keras_unrolled_rnn in gen_tf_goldens.py): the
// unrolled layer stacks its outputs (Pack), whose gradient is an Unpack that
// the GraphDef importer sees with an axis of unknown size. Arguments: x
// [2,4,3], then the layers' six variables by shared_name. Results: the loss,
// then the six variables after the step.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the float64 graph
// by at most 9e-08; 1e-5 leaves room for TaGrad's other summation orders and
// is far below a wrong gradient.
//
// RUN: tagrad-run %S/Inputs/keras_unrolled_rnn.mlir --function=main \
// RUN:   --input=@%S/Inputs/keras_unrolled_rnn.in0.npy \
// RUN:   --input=@%S/Inputs/keras_unrolled_rnn.in1.npy \
// RUN:   --input=@%S/Inputs/keras_unrolled_rnn.in2.npy \
// RUN:   --input=@%S/Inputs/keras_unrolled_rnn.in3.npy \
// RUN:   --input=@%S/Inputs/keras_unrolled_rnn.in4.npy \
// RUN:   --input=@%S/Inputs/keras_unrolled_rnn.in5.npy \
// RUN:   --input=@%S/Inputs/keras_unrolled_rnn.in6.npy \
// RUN:   --expected_output=@%S/Inputs/keras_unrolled_rnn.out0.npy \
// RUN:   --expected_output=@%S/Inputs/keras_unrolled_rnn.out1.npy \
// RUN:   --expected_output=@%S/Inputs/keras_unrolled_rnn.out2.npy \
// RUN:   --expected_output=@%S/Inputs/keras_unrolled_rnn.out3.npy \
// RUN:   --expected_output=@%S/Inputs/keras_unrolled_rnn.out4.npy \
// RUN:   --expected_output=@%S/Inputs/keras_unrolled_rnn.out5.npy \
// RUN:   --expected_output=@%S/Inputs/keras_unrolled_rnn.out6.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-7: matches
// CHECK-NOT: MISMATCH
