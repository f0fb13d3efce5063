// The GraphDef of ../TensorFlow/while_in_cond_grad.mlir (gen_tf_goldens.py
// writes it as Inputs/while_in_cond_grad.pbtxt), imported by
// tagrad-translate instead of TensorFlow: the same golden data and tolerance
// as ../TensorFlow/while_in_cond_grad.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/while_in_cond_grad.pbtxt \
// RUN:   -tf-input-arrays=x,w -tf-input-data-types=DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=3:3 -tf-output-arrays=loss,dx,dw \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/while_in_cond_grad.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/while_in_cond_grad.in1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/while_in_cond_grad.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/while_in_cond_grad.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/while_in_cond_grad.out2.npy \
// RUN:   --expected_f32_threshold=1e-5
