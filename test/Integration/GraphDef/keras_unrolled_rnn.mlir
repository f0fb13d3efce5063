// The GraphDef of ../TensorFlow/keras_unrolled_rnn.mlir (TensorFlow 2.21,
// TF1 graph; gen_tf_goldens.py writes it as Inputs/keras_unrolled_rnn.pbtxt),
// imported by tagrad-translate instead of TensorFlow: the same golden data
// and tolerance as ../TensorFlow/keras_unrolled_rnn.mlir, where the case is
// described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/keras_unrolled_rnn.pbtxt \
// RUN:   -tf-input-arrays=x \
// RUN:   -tf-input-data-types=DT_FLOAT \
// RUN:   -tf-input-shapes=2,4,3 \
// RUN:   -tf-output-arrays=loss \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/keras_unrolled_rnn.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/keras_unrolled_rnn.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/keras_unrolled_rnn.in2.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/keras_unrolled_rnn.in3.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/keras_unrolled_rnn.in4.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/keras_unrolled_rnn.in5.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/keras_unrolled_rnn.in6.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/keras_unrolled_rnn.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/keras_unrolled_rnn.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/keras_unrolled_rnn.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/keras_unrolled_rnn.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/keras_unrolled_rnn.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/keras_unrolled_rnn.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/keras_unrolled_rnn.out6.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-7: matches
// CHECK-NOT: MISMATCH
