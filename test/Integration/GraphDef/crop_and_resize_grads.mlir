// The GraphDef of ../TensorFlow/crop_and_resize_grads.mlir (gen_tf_goldens.py writes it as
// Inputs/crop_and_resize_grads.pbtxt), imported by tagrad-translate instead of TensorFlow:
// the same golden data and tolerance as ../TensorFlow/crop_and_resize_grads.mlir, where
// the case is described. The batch is left unknown at import (-1).
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/crop_and_resize_grads.pbtxt \
// RUN:   -tf-input-arrays=x -tf-input-data-types=DT_FLOAT \
// RUN:   -tf-input-shapes=-1,6,7,3 -tf-output-arrays=loss,dcorners,dx,bilinear,nearest \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/crop_and_resize_grads.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/crop_and_resize_grads.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/crop_and_resize_grads.in2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/crop_and_resize_grads.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/crop_and_resize_grads.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/crop_and_resize_grads.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/crop_and_resize_grads.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/crop_and_resize_grads.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/crop_and_resize_grads.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/crop_and_resize_grads.out6.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-7: matches
// CHECK-NOT: MISMATCH
