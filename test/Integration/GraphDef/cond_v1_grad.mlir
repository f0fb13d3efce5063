// The GraphDef of ../TensorFlow/cond_v1_grad.mlir (TensorFlow 2.21, TF1 control
// flow; gen_tf_goldens.py writes it as Inputs/cond_v1_grad.pbtxt), imported by
// tagrad-translate instead of TensorFlow: the same golden data and
// tolerance as ../TensorFlow/cond_v1_grad.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/cond_v1_grad.pbtxt \
// RUN:   -tf-input-arrays=x,w,t \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=2,3:3: \
// RUN:   -tf-output-arrays=h1,h2,loss,dx,dw \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/cond_v1_grad.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/cond_v1_grad.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/cond_v1_grad.in2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/cond_v1_grad.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/cond_v1_grad.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/cond_v1_grad.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/cond_v1_grad.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/cond_v1_grad.out4.npy \
// RUN:   --expected_f32_threshold=1e-5
