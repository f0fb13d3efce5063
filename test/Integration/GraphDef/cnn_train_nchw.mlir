// The GraphDef of ../TensorFlow/cnn_train_nchw.mlir (TensorFlow 2.21;
// gen_tf_goldens.py writes it as Inputs/cnn_train_nchw.pbtxt), imported by
// tagrad-translate instead of TensorFlow: the NCHW convolution and pooling
// ops and their gradients typed by the op table. The same golden data and
// tolerance as ../TensorFlow/cnn_train_nchw.mlir, where the case is
// described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/cnn_train_nchw.pbtxt \
// RUN:   -tf-input-arrays=x,labels \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_INT64 \
// RUN:   -tf-input-shapes=3,2,9,8:3 \
// RUN:   -tf-output-arrays=logits,loss,dconv,ddepthwise \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/cnn_train_nchw.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/cnn_train_nchw.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/cnn_train_nchw.in2.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/cnn_train_nchw.in3.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/cnn_train_nchw.in4.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/cnn_train_nchw.in5.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/cnn_train_nchw.in6.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/cnn_train_nchw.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/cnn_train_nchw.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/cnn_train_nchw.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/cnn_train_nchw.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/cnn_train_nchw.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/cnn_train_nchw.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/cnn_train_nchw.out6.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/cnn_train_nchw.out7.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/cnn_train_nchw.out8.npy \
// RUN:   --expected_f32_threshold=1e-5
