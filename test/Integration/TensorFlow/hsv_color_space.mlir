// tf.image.rgb_to_hsv and hsv_to_rgb (RGBToHSV, HSVToRGB) of a batch with
// gray, black and saturated pixels and hues in every sextant, a hue shift
// and saturation scale between them, and the loss's gradient through both
// (TensorFlow's, in element-wise ops). Input: images [2, 4, 5, 3] in
// [0, 1); results: the HSV images, the round trip, the loss, dL/dimages.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: the colour conversions take TensorFlow's kernels' operations in
// their order (the HSV images agree to 1e-7); the gradient's element-wise
// chain differs by up to 1e-7 of its largest element. 1e-5 leaves room for
// rounding in another order; a wrong sextant or channel moves a value by
// 0.1 or more.
//
// RUN: tagrad-run %S/Inputs/hsv_color_space.mlir --function=main \
// RUN:   --input=@%S/Inputs/hsv_color_space.in0.npy \
// RUN:   --expected_output=@%S/Inputs/hsv_color_space.out0.npy \
// RUN:   --expected_output=@%S/Inputs/hsv_color_space.out1.npy \
// RUN:   --expected_output=@%S/Inputs/hsv_color_space.out2.npy \
// RUN:   --expected_output=@%S/Inputs/hsv_color_space.out3.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-4: matches
// CHECK-NOT: MISMATCH
