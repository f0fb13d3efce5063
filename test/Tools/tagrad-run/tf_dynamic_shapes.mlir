// Sizes known only at run time must agree where TensorFlow's broadcasting
// needs them to (TaGrad does not broadcast a dynamic dimension that is 1):
// a mismatch stops the program (a cf.assert with TensorFlow's
// "Incompatible shapes" message; the abort loses the buffered message when
// stdout is a pipe) instead of reading out of bounds.
// RUN: tagrad-run %s --input="3xf32=1,2,3" --input="3xf32=10" | FileCheck %s
// RUN: not --crash tagrad-run %s --input="2xf32=1,2" --input="3xf32=10"

// CHECK: 3xf32=[11 12 13]
func.func @main(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<*xf32> {
  %c = "tf.AddV2"(%a, %b) : (tensor<?xf32>, tensor<?xf32>) -> tensor<*xf32> loc(fused["AddV2:", "add"])
  return %c : tensor<*xf32>
}
