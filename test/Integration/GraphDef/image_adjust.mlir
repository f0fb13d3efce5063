// The GraphDef of ../TensorFlow/image_adjust.mlir (TensorFlow 2.21, TF1
// graph; gen_tf_goldens.py writes it as Inputs/image_adjust.pbtxt),
// imported by tagrad-translate instead of TensorFlow: the same golden data
// and tolerance as ../TensorFlow/image_adjust.mlir, where the case is
// described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/image_adjust.pbtxt \
// RUN:   -tf-input-arrays=images,factor -tf-input-data-types=DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=2,4,5,3: -tf-output-arrays=contrast,standardized \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/image_adjust.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/image_adjust.in1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/image_adjust.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/image_adjust.out1.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-2: matches
// CHECK-NOT: MISMATCH
