// The GraphDef of ../TensorFlow/image_patches.mlir (gen_tf_goldens.py writes it as
// Inputs/image_patches.pbtxt), imported by tagrad-translate instead of TensorFlow:
// the same golden data and tolerance as ../TensorFlow/image_patches.mlir, where
// the case is described. The batch is left unknown at import (-1): the
// gradient then rebuilds the image size from a Shape it unpacks.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/image_patches.pbtxt \
// RUN:   -tf-input-arrays=x -tf-input-data-types=DT_FLOAT \
// RUN:   -tf-input-shapes=-1,6,6,2 -tf-output-arrays=loss,dx,o_same_rates,o_ones,o_whole \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/image_patches.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/image_patches.in1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/image_patches.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/image_patches.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/image_patches.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/image_patches.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/image_patches.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/image_patches.out5.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-6: matches
// CHECK-NOT: MISMATCH
