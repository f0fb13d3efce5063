// The GraphDef of ../TensorFlow/rnn_ta_grad.mlir (TensorFlow 2.21, TF1 control
// flow; gen_tf_goldens.py writes it as Inputs/rnn_ta_grad.pbtxt), imported by
// tagrad-translate instead of TensorFlow: the same golden data and
// tolerance as ../TensorFlow/rnn_ta_grad.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/rnn_ta_grad.pbtxt \
// RUN:   -tf-input-arrays=x,u,w \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=5,2,3:3,4:4,4 \
// RUN:   -tf-output-arrays=loss,dw,du,dx \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/rnn_ta_grad.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/rnn_ta_grad.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/rnn_ta_grad.in2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/rnn_ta_grad.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/rnn_ta_grad.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/rnn_ta_grad.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/rnn_ta_grad.out3.npy \
// RUN:   --expected_f32_threshold=1e-5
