// The GraphDef of ../TensorFlow/bn_train_nhwc.mlir (TensorFlow 2.21, TF1 control
// flow; gen_tf_goldens.py writes it as Inputs/bn_train_nhwc.pbtxt), imported by
// tagrad-translate instead of TensorFlow: the same golden data and
// tolerance as ../TensorFlow/bn_train_nhwc.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/bn_train_nhwc.pbtxt \
// RUN:   -tf-input-arrays=x,t \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=2,3,3,4:2,3,3,4 \
// RUN:   -tf-output-arrays=loss,y,batch_mean,batch_var,dx,dscale,doffset \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/bn_train_nhwc.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/bn_train_nhwc.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/bn_train_nhwc.in2.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/bn_train_nhwc.in3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/bn_train_nhwc.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/bn_train_nhwc.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/bn_train_nhwc.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/bn_train_nhwc.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/bn_train_nhwc.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/bn_train_nhwc.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/bn_train_nhwc.out6.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/bn_train_nhwc.out7.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/bn_train_nhwc.out8.npy \
// RUN:   --expected_f32_threshold=1e-5
