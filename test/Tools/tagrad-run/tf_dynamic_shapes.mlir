// Sizes known only at run time must agree where TensorFlow's broadcasting
// needs them to (equal, or one of them 1: a dynamic dimension of 1
// broadcasts, either side): a mismatch stops the program with TensorFlow's
// "Incompatible shapes" (a tagrad.runtime_check) instead of reading out of
// bounds.
// RUN: tagrad-run %s --input="3xf32=1,2,3" --input="3xf32=10" | FileCheck %s
// RUN: tagrad-run %s --input="3xf32=1,2,3" --input="1xf32=10" | FileCheck %s
// RUN: tagrad-run %s --input="1xf32=5" --input="3xf32=1,2,3" | FileCheck %s --check-prefix=LEFT
// LEFT: 3xf32=[6 7 8]
// RUN: not tagrad-run %s --input="2xf32=1,2" --input="3xf32=10" 2>&1 | FileCheck %s --check-prefix=MISMATCH

// CHECK: 3xf32=[11 12 13]
// MISMATCH: Incompatible shapes: tensor<?xf32> vs. tensor<?xf32> (at add)
func.func @main(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<*xf32> {
  %c = "tf.AddV2"(%a, %b) : (tensor<?xf32>, tensor<?xf32>) -> tensor<*xf32> loc(fused["AddV2:", "add"])
  return %c : tensor<*xf32>
}
