// The GraphDef of ../TensorFlow/two_grad_calls.mlir (TensorFlow 2.21, TF1 control
// flow; gen_tf_goldens.py writes it as Inputs/two_grad_calls.pbtxt), imported by
// tagrad-translate instead of TensorFlow: the same golden data and
// tolerance as ../TensorFlow/two_grad_calls.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/two_grad_calls.pbtxt \
// RUN:   -tf-input-arrays=x,w,k \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=4,3:3:4,3 \
// RUN:   -tf-output-arrays=loss1,loss2,dx1,dw1,dx2,dw2 \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/two_grad_calls.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/two_grad_calls.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/two_grad_calls.in2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/two_grad_calls.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/two_grad_calls.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/two_grad_calls.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/two_grad_calls.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/two_grad_calls.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/two_grad_calls.out5.npy \
// RUN:   --expected_f32_threshold=1e-5
