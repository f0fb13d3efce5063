// Slices of tensors with a statically empty dimension, as tf.function
// graphs of empty inputs have them (e[1:] of a [3, 0] tensor, tf.slice of
// [0, 5], a concat with an empty piece): MLIR 22's verifier takes any
// offset into a dimension of size 0 for out of bounds, so the front end
// builds an empty tensor for such an extraction and drops such an
// insertion. Results as TensorFlow 2.21 gives them.

// RUN: tagrad-run %s --function=strided --input="3x0xf32=0" | FileCheck %s --check-prefix=STRIDED
// STRIDED: 2x0xf32=[]
func.func @strided(%e: tensor<3x0xf32>) -> tensor<2x0xf32> {
  %b = "tf.Const"() {value = dense<[1, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  %en = "tf.Const"() {value = dense<[0, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  %s = "tf.Const"() {value = dense<[1, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %r = "tf.StridedSlice"(%e, %b, %en, %s) {begin_mask = 2 : i64, end_mask = 3 : i64, ellipsis_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64} : (tensor<3x0xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<2x0xf32>
  %two = "tf.Const"() {value = dense<2.0> : tensor<f32>} : () -> tensor<f32>
  %m = "tf.Mul"(%r, %two) : (tensor<2x0xf32>, tensor<f32>) -> tensor<2x0xf32>
  return %m : tensor<2x0xf32>
}

// RUN: tagrad-run %s --function=slice --input="0x5xf32=0" | FileCheck %s --check-prefix=SLICE
// SLICE: 0x3xf32=[]
func.func @slice(%e: tensor<0x5xf32>) -> tensor<0x3xf32> {
  %b = "tf.Const"() {value = dense<[0, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %sz = "tf.Const"() {value = dense<[0, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  %r = "tf.Slice"(%e, %b, %sz) : (tensor<0x5xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<0x3xf32>
  return %r : tensor<0x3xf32>
}

// RUN: tagrad-run %s --function=concat --input="2x0xf32=0" --input="2x3xf32=1,2,3,4,5,6" | FileCheck %s --check-prefix=CONCAT
// CONCAT: 2x3xf32={{\[}}[1 2 3][4 5 6]]
func.func @concat(%e: tensor<2x0xf32>, %x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %axis = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %r = "tf.ConcatV2"(%e, %x, %e, %axis) : (tensor<2x0xf32>, tensor<2x3xf32>, tensor<2x0xf32>, tensor<i32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
