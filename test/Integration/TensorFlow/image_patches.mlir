// tf.image.extract_patches (image_patches in gen_tf_goldens.py):
// ExtractImagePatches of 3x3 windows at stride 2 of a convolution's output
// under SGD (TensorFlow's gradient extracts patches of an index image and
// adds them back with UnsortedSegmentSum), and patches with rates and SAME
// padding, 1x1 windows and the whole image as one window. Arguments: x
// [2,6,6,2], then the variable w [1,1,2,3]. Results: the loss, dL/dx, o_*,
// the updated w.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: the patches are copies and match exactly; the loss (13) and
// the gradients are float32 sums: 1e-5.
//
// RUN: tagrad-run %S/Inputs/image_patches.mlir --function=main \
// RUN:   --input=@%S/Inputs/image_patches.in0.npy \
// RUN:   --input=@%S/Inputs/image_patches.in1.npy \
// RUN:   --expected_output=@%S/Inputs/image_patches.out0.npy \
// RUN:   --expected_output=@%S/Inputs/image_patches.out1.npy \
// RUN:   --expected_output=@%S/Inputs/image_patches.out2.npy \
// RUN:   --expected_output=@%S/Inputs/image_patches.out3.npy \
// RUN:   --expected_output=@%S/Inputs/image_patches.out4.npy \
// RUN:   --expected_output=@%S/Inputs/image_patches.out5.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-6: matches
// CHECK-NOT: MISMATCH
