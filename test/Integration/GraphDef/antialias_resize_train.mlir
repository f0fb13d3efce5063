// The GraphDef of ../TensorFlow/antialias_resize_train.mlir (TensorFlow 2.21,
// TF1 graph; gen_tf_goldens.py writes it as Inputs/antialias_resize_train.pbtxt),
// imported by tagrad-translate instead of TensorFlow: the same golden data
// and tolerance as ../TensorFlow/antialias_resize_train.mlir, where the case is
// described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/antialias_resize_train.pbtxt \
// RUN:   -tf-input-arrays=x \
// RUN:   -tf-input-data-types=DT_FLOAT \
// RUN:   -tf-input-shapes=2,6,8,2 \
// RUN:   -tf-output-arrays=r0,r1,r2,r3,r4,loss \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/antialias_resize_train.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/antialias_resize_train.in1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/antialias_resize_train.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/antialias_resize_train.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/antialias_resize_train.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/antialias_resize_train.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/antialias_resize_train.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/antialias_resize_train.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/antialias_resize_train.out6.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-7: matches
// CHECK-NOT: MISMATCH
