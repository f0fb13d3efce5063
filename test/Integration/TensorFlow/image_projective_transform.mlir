// Keras' RandomRotation / RandomTranslation / RandomZoom op
// (image_projective_transform in gen_tf_goldens.py):
// ImageProjectiveTransformV3 and V2 in a training step. h = conv(x, w)
// [2,5,6,3] transformed by per-image transforms fed as data (a rotation
// with a shift, a projective one; zooms), by [1,8] constant transforms
// broadcast over the batch (shifts by less and by more than the image, ties
// at .5 for the nearest pixel) and by a projective transform whose
// denominator is 0 at x = 2 (the fill value there and past it); every fill
// mode (CONSTANT with a fill value, REFLECT, WRAP, NEAREST) with both
// interpolations, output sizes other than the input's. The gradient
// TensorFlow builds is the op on the output gradient with the inverted
// transforms (MatrixInverse of the fed ones at run time). Arguments: x
// [2,5,6,2], rot [2,8], zoom [2,8], then the variable w [1,1,2,3]. Results:
// the loss, dL/dx, the ten transformed images, the updated w.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: the sampling is TensorFlow's float32 arithmetic step by step;
// the sums of the loss and the gradients (up to 24) are float32 sums in
// another order: 1e-5 relative to max(1, |value|). A pixel read from the
// wrong place (a fill mode's period, a rounding of a tie) fails by far more.
//
// RUN: tagrad-run %S/Inputs/image_projective_transform.mlir --function=main \
// RUN:   --input=@%S/Inputs/image_projective_transform.in0.npy \
// RUN:   --input=@%S/Inputs/image_projective_transform.in1.npy \
// RUN:   --input=@%S/Inputs/image_projective_transform.in2.npy \
// RUN:   --input=@%S/Inputs/image_projective_transform.in3.npy \
// RUN:   --expected_output=@%S/Inputs/image_projective_transform.out0.npy \
// RUN:   --expected_output=@%S/Inputs/image_projective_transform.out1.npy \
// RUN:   --expected_output=@%S/Inputs/image_projective_transform.out2.npy \
// RUN:   --expected_output=@%S/Inputs/image_projective_transform.out3.npy \
// RUN:   --expected_output=@%S/Inputs/image_projective_transform.out4.npy \
// RUN:   --expected_output=@%S/Inputs/image_projective_transform.out5.npy \
// RUN:   --expected_output=@%S/Inputs/image_projective_transform.out6.npy \
// RUN:   --expected_output=@%S/Inputs/image_projective_transform.out7.npy \
// RUN:   --expected_output=@%S/Inputs/image_projective_transform.out8.npy \
// RUN:   --expected_output=@%S/Inputs/image_projective_transform.out9.npy \
// RUN:   --expected_output=@%S/Inputs/image_projective_transform.out10.npy \
// RUN:   --expected_output=@%S/Inputs/image_projective_transform.out11.npy \
// RUN:   --expected_output=@%S/Inputs/image_projective_transform.out12.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-13: matches
// CHECK-NOT: MISMATCH
