// Known find of tagrad-run-fuzz (docs/Fuzzing.md), not fixed here: a
// Slice with constant begin and size of an input with dynamic dimensions
// is not checked against them at run time (TensorFlow: "Expected size[0] in
// [0, 1], but got 2"). Here it reads past a 2x2 input (garbage, exit 0);
// a 4x0 or 0x16 input segfaults in memrefCopy. XFAIL until
// -tagrad-legalize-tf (lib/Conversion/TFToTaGrad/LegalizeTF.cpp) checks it.
// RUN: tagrad-run %s --input=2x2xf32=1,2,3,4 > %t 2>&1; test $? -eq 1
// RUN: FileCheck %s < %t
// CHECK: tagrad runtime error: {{.*}}slice_node
//
// FUZZ: @slice 3x4xf32=1,2,3,4,5,6,7,8,9,10,11,12
// EXPECT: @slice shape(r0) == [2,2]
func.func @slice(%x: tensor<?x?xf32>) -> tensor<*xf32> {
  %b = "tf.Const"() {value = dense<[1, 1]> : tensor<2xi64>} : () -> tensor<2xi64>
  %s = "tf.Const"() {value = dense<[2, 2]> : tensor<2xi64>} : () -> tensor<2xi64>
  %r = "tf.Slice"(%x, %b, %s) : (tensor<?x?xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<*xf32> loc("slice_node")
  return %r : tensor<*xf32>
}
