// Known find of tagrad-run-fuzz (docs/Fuzzing.md), not fixed here: the
// ConcatV2 that -tagrad-legalize-tf builds for operands with dynamic
// dimensions checks none of them at run time (TensorFlow: "ConcatOp :
// Dimension 1 in both shapes must be equal: shape[0] = [2,3] vs. shape[1] =
// [1,2]"). Here it returns a 3x3 tensor with an uninitialized element; other
// shapes write past the result's buffer (heap corruption: an abort, or a
// hang in the crash handler's malloc). XFAIL until the legalizer (lib/
// Conversion/TFToTaGrad/LegalizeTF.cpp) checks them.
// RUN: tagrad-run %s --input=2x3xf32=1 --input=1x2xf32=5 > %t 2>&1; test $? -eq 1
// RUN: FileCheck %s < %t
// CHECK: tagrad runtime error: {{.*}}concat_node
//
// FUZZ: @concat 2x2xf32=1,2,3,4 1x2xf32=5,6
// EXPECT: @concat numel(r0) == numel(a0) + numel(a1)
func.func @concat(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<*xf32> {
  %axis = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %r = "tf.ConcatV2"(%a, %b, %axis) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<i32>) -> tensor<*xf32> loc("concat_node")
  return %r : tensor<*xf32>
}
