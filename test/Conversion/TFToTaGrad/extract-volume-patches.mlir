// ExtractVolumePatches (tf.extract_volume_patches) of an f32 volume of an
// unknown batch, SAME padding with zeros and a stride other than the patch,
// and of an int64 volume (TensorFlow's gradient patches an index volume of
// int64): each patch's elements depth fastest, then columns, rows, planes.
// Expected values are TensorFlow 2.21's.
//
// RUN: tagrad-run %s --input="1x2x2x3x1xf32=1,2,3,4,5,6,7,8,9,10,11,12" \
// RUN:   --input="1x2x2x2x1xi64=1,2,3,4,5,6,7,8" \
// RUN:   --expected_output="1x2x2x2x4xf32=1,2,4,5,3,0,6,0,4,5,0,0,6,0,0,0,7,8,10,11,9,0,12,0,10,11,0,0,12,0,0,0" \
// RUN:   --expected_output="1x1x1x1x8xi64=1,2,3,4,5,6,7,8" | FileCheck %s
// CHECK-COUNT-2: matches
// CHECK-NOT: MISMATCH

func.func @main(%x: tensor<?x2x2x3x1xf32>, %i: tensor<1x2x2x2x1xi64>) -> (tensor<*xf32>, tensor<*xi64>) {
  %p = "tf.ExtractVolumePatches"(%x) {ksizes = [1, 1, 2, 2, 1], strides = [1, 1, 1, 2, 1], padding = "SAME"} : (tensor<?x2x2x3x1xf32>) -> tensor<*xf32>
  %q = "tf.ExtractVolumePatches"(%i) {ksizes = [1, 2, 2, 2, 1], strides = [1, 1, 1, 1, 1], padding = "VALID"} : (tensor<1x2x2x2x1xi64>) -> tensor<*xi64>
  return %p, %q : tensor<*xf32>, tensor<*xi64>
}
