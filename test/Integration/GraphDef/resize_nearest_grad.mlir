// The GraphDef of ../TensorFlow/resize_nearest_grad.mlir (gen_tf_goldens.py
// writes it as Inputs/resize_nearest_grad.pbtxt), imported by
// tagrad-translate instead of TensorFlow: the same golden data and tolerance
// as ../TensorFlow/resize_nearest_grad.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/resize_nearest_grad.pbtxt \
// RUN:   -tf-input-arrays=x -tf-input-data-types=DT_FLOAT \
// RUN:   -tf-input-shapes=2,3,4,2 -tf-output-arrays=loss,h,dx \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/resize_nearest_grad.in0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/resize_nearest_grad.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/resize_nearest_grad.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/resize_nearest_grad.out2.npy \
// RUN:   --expected_f32_threshold=1e-5
