// tf.image augmentations (image_adjust in gen_tf_goldens.py): adjust_contrast
// (AdjustContrastv2) with a fed factor and per_image_standardization.
// Arguments: images [2,4,5,3], factor. Results: the adjusted and the
// standardized images.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: the per-channel means are float32 sums of 20 values (TaGrad's
// pairwise, TensorFlow's Eigen order), a few ulps of the 5.3 largest value:
// 1e-5.
//
// RUN: tagrad-run %S/Inputs/image_adjust.mlir --function=main \
// RUN:   --input=@%S/Inputs/image_adjust.in0.npy \
// RUN:   --input=@%S/Inputs/image_adjust.in1.npy \
// RUN:   --expected_output=@%S/Inputs/image_adjust.out0.npy \
// RUN:   --expected_output=@%S/Inputs/image_adjust.out1.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-2: matches
// CHECK-NOT: MISMATCH
