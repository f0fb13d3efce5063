// tf.image.resize in a training step where it runs ScaleAndTranslate: an
// antialiased bilinear downscale (the triangle kernel stretched), a lanczos3
// upscale, gaussian and antialiased mitchellcubic, and a raw
// ScaleAndTranslate with a translation (keyscubic); the gradients
// (ScaleAndTranslateGrad) train a 1x1 convolution by GradientDescent (the
// resizes on a float32 copy, as TensorFlow's gradient takes only float32).
// Inputs: x [2, 6, 8, 2], the variable K; results: the five resizes, the
// loss, K after the step.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 1.7e-07 in tagrad-run's measure; 1e-5 leaves room for
// the weighted sums' float32 rounding.
//
// RUN: tagrad-run %S/Inputs/antialias_resize_train.mlir --function=main \
// RUN:   --input=@%S/Inputs/antialias_resize_train.in0.npy \
// RUN:   --input=@%S/Inputs/antialias_resize_train.in1.npy \
// RUN:   --expected_output=@%S/Inputs/antialias_resize_train.out0.npy \
// RUN:   --expected_output=@%S/Inputs/antialias_resize_train.out1.npy \
// RUN:   --expected_output=@%S/Inputs/antialias_resize_train.out2.npy \
// RUN:   --expected_output=@%S/Inputs/antialias_resize_train.out3.npy \
// RUN:   --expected_output=@%S/Inputs/antialias_resize_train.out4.npy \
// RUN:   --expected_output=@%S/Inputs/antialias_resize_train.out5.npy \
// RUN:   --expected_output=@%S/Inputs/antialias_resize_train.out6.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-7: matches
// CHECK-NOT: MISMATCH
