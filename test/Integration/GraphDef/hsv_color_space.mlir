// The GraphDef of ../TensorFlow/hsv_color_space.mlir (gen_tf_goldens.py writes it as
// Inputs/hsv_color_space.pbtxt), imported by tagrad-translate instead of TensorFlow:
// the same golden data and tolerance as ../TensorFlow/hsv_color_space.mlir, where
// the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/hsv_color_space.pbtxt \
// RUN:   -tf-input-arrays=images -tf-input-data-types=DT_FLOAT \
// RUN:   -tf-input-shapes=2,4,5,3 -tf-output-arrays=hsv,round_trip,loss,dimages \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/hsv_color_space.in0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/hsv_color_space.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/hsv_color_space.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/hsv_color_space.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/hsv_color_space.out3.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-4: matches
// CHECK-NOT: MISMATCH
