// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// The diagnostics of the bitwise ops and PopulationCount: operands of
// types TensorFlow's OpDefs refuse (floats, booleans) and of two types.

func.func @float(%x: tensor<4xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.BitwiseAnd' does not support element type 'f32' (TensorFlow's bitwise ops take int8 to int64 and uint8 to uint64)}}
  %y = "tf.BitwiseAnd"(%x, %x) : (tensor<4xf32>, tensor<4xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @boolean(%x: tensor<4xi1>) -> tensor<*xui8> {
  // expected-error@+1 {{'tf.PopulationCount' does not support element type 'i1'}}
  %y = "tf.PopulationCount"(%x) : (tensor<4xi1>) -> tensor<*xui8>
  return %y : tensor<*xui8>
}

// -----

func.func @two_types(%x: tensor<4xi32>, %n: tensor<4xi64>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.LeftShift' has operands of different element types}}
  %y = "tf.LeftShift"(%x, %n) : (tensor<4xi32>, tensor<4xi64>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}
