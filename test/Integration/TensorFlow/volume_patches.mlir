// tf.extract_volume_patches (volume_patches in gen_tf_goldens.py;
// ExtractVolumePatches, forward only: volume_patches_grad.mlir has its
// gradient) of a volume whose batch the graph does not know: 2x2x2
// patches at stride 2 (VALID, a plane left over), SAME padding with strides
// other than the patch, 3x3x3 patches at stride 1 (SAME), 1x1x1 patches,
// one patch of the whole volume; and SAME patches of an int32 volume
// (TensorFlow's gradient patches an index volume). Arguments: x
// [2,3,4,5,2], ids [1,3,4,5,1] int32. Results: the six patch tensors.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one
// thread). Patches copy elements: exact.
//
// RUN: tagrad-run %S/Inputs/volume_patches.mlir --function=main \
// RUN:   --input=@%S/Inputs/volume_patches.in0.npy \
// RUN:   --input=@%S/Inputs/volume_patches.in1.npy \
// RUN:   --expected_output=@%S/Inputs/volume_patches.out0.npy \
// RUN:   --expected_output=@%S/Inputs/volume_patches.out1.npy \
// RUN:   --expected_output=@%S/Inputs/volume_patches.out2.npy \
// RUN:   --expected_output=@%S/Inputs/volume_patches.out3.npy \
// RUN:   --expected_output=@%S/Inputs/volume_patches.out4.npy \
// RUN:   --expected_output=@%S/Inputs/volume_patches.out5.npy \
// RUN:   --expected_f32_threshold=0 | FileCheck %s
//
// CHECK-COUNT-6: matches
// CHECK-NOT: MISMATCH
