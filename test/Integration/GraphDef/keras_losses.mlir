// The GraphDef of ../TensorFlow/keras_losses.mlir (TensorFlow 2.21, TF1 graph;
// gen_tf_goldens.py writes it as Inputs/keras_losses.pbtxt), imported by
// tagrad-translate instead of TensorFlow: the same golden data and
// tolerance as ../TensorFlow/keras_losses.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/keras_losses.pbtxt \
// RUN:   -tf-input-arrays=x,y,w \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=5,6:5,3:5,1 \
// RUN:   -tf-output-arrays=loss \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/keras_losses.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/keras_losses.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/keras_losses.in2.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/keras_losses.in3.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/keras_losses.in4.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/keras_losses.in5.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/keras_losses.in6.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/keras_losses.in7.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/keras_losses.in8.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/keras_losses.in9.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/keras_losses.in10.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/keras_losses.in11.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/keras_losses.in12.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/keras_losses.in13.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/keras_losses.in14.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/keras_losses.in15.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/keras_losses.in16.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/keras_losses.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/keras_losses.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/keras_losses.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/keras_losses.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/keras_losses.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/keras_losses.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/keras_losses.out6.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/keras_losses.out7.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/keras_losses.out8.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/keras_losses.out9.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/keras_losses.out10.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/keras_losses.out11.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/keras_losses.out12.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/keras_losses.out13.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/keras_losses.out14.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-15: matches
// CHECK-NOT: MISMATCH
