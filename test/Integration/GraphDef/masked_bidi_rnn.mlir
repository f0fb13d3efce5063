// The GraphDef of ../TensorFlow/masked_bidi_rnn.mlir (TensorFlow 2.21, TF1 graph;
// gen_tf_goldens.py writes it as Inputs/masked_bidi_rnn.pbtxt), imported by
// tagrad-translate instead of TensorFlow: the same golden data and
// tolerance as ../TensorFlow/masked_bidi_rnn.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/masked_bidi_rnn.pbtxt \
// RUN:   -tf-input-arrays=x,len \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_INT32 \
// RUN:   -tf-input-shapes=3,5,4:3 \
// RUN:   -tf-output-arrays=loss,dx,dw0,dw1,dw2,dw3,dw4,dw5 \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/masked_bidi_rnn.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/masked_bidi_rnn.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/masked_bidi_rnn.in2.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/masked_bidi_rnn.in3.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/masked_bidi_rnn.in4.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/masked_bidi_rnn.in5.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/masked_bidi_rnn.in6.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/masked_bidi_rnn.in7.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/masked_bidi_rnn.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/masked_bidi_rnn.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/masked_bidi_rnn.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/masked_bidi_rnn.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/masked_bidi_rnn.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/masked_bidi_rnn.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/masked_bidi_rnn.out6.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/masked_bidi_rnn.out7.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-8: matches
// CHECK-NOT: MISMATCH
