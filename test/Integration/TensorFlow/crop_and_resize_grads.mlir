// ROI crops (crop_and_resize_grads in gen_tf_goldens.py):
// tf.image.crop_and_resize (CropAndResize, and its gradients
// CropAndResizeGradImage and CropAndResizeGradBoxes) in a step that trains
// both the feature map and the boxes: bilinear 3x4 crops of a box inside
// the image, of one reaching past it (extrapolation value 0.5) and of the
// whole image, 1x1 crops (the boxes' middles) and nearest-pixel crops.
// Arguments: x [2,6,7,3], then the variables corners [3,4] and w [1,1,3,2].
// Results: the loss, dL/dcorners, dL/dx, the bilinear and nearest crops, the
// updated variables.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: float32 interpolation and sums (dL/dcorners is up to 12): 1e-5
// relative to max(1, |value|).
//
// RUN: tagrad-run %S/Inputs/crop_and_resize_grads.mlir --function=main \
// RUN:   --input=@%S/Inputs/crop_and_resize_grads.in0.npy \
// RUN:   --input=@%S/Inputs/crop_and_resize_grads.in1.npy \
// RUN:   --input=@%S/Inputs/crop_and_resize_grads.in2.npy \
// RUN:   --expected_output=@%S/Inputs/crop_and_resize_grads.out0.npy \
// RUN:   --expected_output=@%S/Inputs/crop_and_resize_grads.out1.npy \
// RUN:   --expected_output=@%S/Inputs/crop_and_resize_grads.out2.npy \
// RUN:   --expected_output=@%S/Inputs/crop_and_resize_grads.out3.npy \
// RUN:   --expected_output=@%S/Inputs/crop_and_resize_grads.out4.npy \
// RUN:   --expected_output=@%S/Inputs/crop_and_resize_grads.out5.npy \
// RUN:   --expected_output=@%S/Inputs/crop_and_resize_grads.out6.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-7: matches
// CHECK-NOT: MISMATCH
