// The GraphDef of ../TensorFlow/unstack_stack_grad.mlir (TensorFlow 2.21, TF1 control
// flow; gen_tf_goldens.py writes it as Inputs/unstack_stack_grad.pbtxt), imported by
// tagrad-translate instead of TensorFlow: the same golden data and
// tolerance as ../TensorFlow/unstack_stack_grad.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/unstack_stack_grad.pbtxt \
// RUN:   -tf-input-arrays=x,w \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=4,2,3:2,3 \
// RUN:   -tf-output-arrays=loss,dx,dw \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/unstack_stack_grad.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/unstack_stack_grad.in1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/unstack_stack_grad.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/unstack_stack_grad.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/unstack_stack_grad.out2.npy \
// RUN:   --expected_f32_threshold=1e-5
