// The GraphDef of ../TensorFlow/resize_bilinear_grad.mlir (gen_tf_goldens.py
// writes it as Inputs/resize_bilinear_grad.pbtxt), imported by tagrad-translate instead
// of TensorFlow: the same golden data and tolerance as
// ../TensorFlow/resize_bilinear_grad.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/resize_bilinear_grad.pbtxt \
// RUN:   -tf-input-arrays=x -tf-input-data-types=DT_FLOAT \
// RUN:   -tf-input-shapes=2,5,4,3 -tf-output-arrays=loss,dx,a,e \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/resize_bilinear_grad.in0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/resize_bilinear_grad.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/resize_bilinear_grad.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/resize_bilinear_grad.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/resize_bilinear_grad.out3.npy \
// RUN:   --expected_f32_threshold=1e-5
