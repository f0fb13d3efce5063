// tf.image.adjust_hue and adjust_saturation (AdjustHue, AdjustSaturation;
// TensorFlow has no gradient for either) of a batch with gray, black,
// saturated and two-equal-channel pixels: the hue moved by a fed delta and
// by -0.45 (wrapping below 0), the saturation scaled by a fed factor and by
// 3 (clamped at 1). Inputs: images, delta, scale; results: the four
// adjusted batches.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TaGrad takes each pixel through the kernels' own operations
// (the sextant from the channels' order, the saturation's own RGB and HSV
// conversions) and agrees with TensorFlow to 1e-6; 1e-5 leaves room for
// float32 rounding in another order, where a wrong sextant or a missed wrap
// moves a channel by 0.1 or more.
//
// RUN: tagrad-run %S/Inputs/adjust_hue_saturation.mlir --function=main \
// RUN:   --input=@%S/Inputs/adjust_hue_saturation.in0.npy \
// RUN:   --input=@%S/Inputs/adjust_hue_saturation.in1.npy \
// RUN:   --input=@%S/Inputs/adjust_hue_saturation.in2.npy \
// RUN:   --expected_output=@%S/Inputs/adjust_hue_saturation.out0.npy \
// RUN:   --expected_output=@%S/Inputs/adjust_hue_saturation.out1.npy \
// RUN:   --expected_output=@%S/Inputs/adjust_hue_saturation.out2.npy \
// RUN:   --expected_output=@%S/Inputs/adjust_hue_saturation.out3.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-4: matches
// CHECK-NOT: MISMATCH
