// The GraphDef of ../TensorFlow/boolean_mask_grad.mlir (gen_tf_goldens.py
// writes it as Inputs/boolean_mask_grad.pbtxt), imported by tagrad-translate
// instead of TensorFlow: the same golden data and tolerance as
// ../TensorFlow/boolean_mask_grad.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/boolean_mask_grad.pbtxt \
// RUN:   -tf-input-arrays=x,y -tf-input-data-types=DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=6,3:2,3,4 -tf-output-arrays=loss,kept,coords,dx \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/boolean_mask_grad.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/boolean_mask_grad.in1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/boolean_mask_grad.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/boolean_mask_grad.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/boolean_mask_grad.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/boolean_mask_grad.out3.npy \
// RUN:   --expected_f32_threshold=1e-5
