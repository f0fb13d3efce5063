// The GraphDef of ../TensorFlow/rnn_momentum_vars.mlir (TensorFlow 2.21, TF1 control
// flow; gen_tf_goldens.py writes it as Inputs/rnn_momentum_vars.pbtxt), imported by
// tagrad-translate instead of TensorFlow: the same golden data and
// tolerance as ../TensorFlow/rnn_momentum_vars.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/rnn_momentum_vars.pbtxt \
// RUN:   -tf-input-arrays=x,target \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=4,2,3:8,1 \
// RUN:   -tf-output-arrays=loss,dW \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/rnn_momentum_vars.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/rnn_momentum_vars.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/rnn_momentum_vars.in2.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/rnn_momentum_vars.in3.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/rnn_momentum_vars.in4.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/rnn_momentum_vars.in5.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/rnn_momentum_vars.in6.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/rnn_momentum_vars.in7.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/rnn_momentum_vars.in8.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/rnn_momentum_vars.in9.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/rnn_momentum_vars.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/rnn_momentum_vars.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/rnn_momentum_vars.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/rnn_momentum_vars.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/rnn_momentum_vars.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/rnn_momentum_vars.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/rnn_momentum_vars.out6.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/rnn_momentum_vars.out7.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/rnn_momentum_vars.out8.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/rnn_momentum_vars.out9.npy \
// RUN:   --expected_f32_threshold=1e-5
