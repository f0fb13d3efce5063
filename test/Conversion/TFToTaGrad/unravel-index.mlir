// UnravelIndex (tf.unravel_index): the coordinates of flat indices in an
// array of shape dims, [len(dims), N] for a vector of indices, [len(dims)]
// for a scalar one. A negative index, which TensorFlow does not reject,
// gets C's truncating % and / of TensorFlow's kernel: -1 in [2, 3, 4] is
// [0, 0, -1], -7 is [0, -1, -3]. dims come from data in @main, from a
// constant in @scalar (int64). The expected values are TensorFlow 2.21's
// (tf.raw_ops.UnravelIndex).
//
// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf %s | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @main
// IR: tagrad.runtime_check {{.*}}"Input dims cannot contain a dim of zero
// IR: tagrad.runtime_check {{.*}}"index is out of bound as with dims"
// IR: arith.remsi
// IR: arith.divsi
// Constant dims are checked at compile time; the fed index at run time.
// IR-LABEL: func.func @scalar
// IR-NOT: Input dims
// IR: tagrad.runtime_check {{.*}}"index is out of bound as with dims"
// IR-NOT: Input dims
// IR: return
//
// RUN: tagrad-run %s --function=main --input="6xi32=0,5,7,23,-1,-7" --input="3xi32=2,3,4" | FileCheck %s
// CHECK: 3x6xi32={{\[\[}}0 0 0 1 0 0][0 1 1 2 0 -1][0 1 3 3 -1 -3]]
// RUN: tagrad-run %s --function=scalar --input="i64=22" | FileCheck %s --check-prefix=SCALAR
// SCALAR: 3xi64=[2 1 2]
// SCALAR-NEXT: 0x2xi64=[]
func.func @main(%i: tensor<?xi32>, %d: tensor<3xi32>) -> tensor<*xi32> {
  %0 = "tf.UnravelIndex"(%i, %d) {Tidx = i32} : (tensor<?xi32>, tensor<3xi32>) -> tensor<*xi32>
  return %0 : tensor<*xi32>
}

func.func @scalar(%i: tensor<i64>) -> (tensor<*xi64>, tensor<*xi64>) {
  %d = "tf.Const"() {value = dense<[3, 2, 4]> : tensor<3xi64>} : () -> tensor<3xi64>
  %0 = "tf.UnravelIndex"(%i, %d) : (tensor<i64>, tensor<3xi64>) -> tensor<*xi64>
  // No dims: every index below the empty product 1, no coordinates.
  %none = "tf.Const"() {value = dense<> : tensor<0xi64>} : () -> tensor<0xi64>
  %zeros = "tf.Const"() {value = dense<0> : tensor<2xi64>} : () -> tensor<2xi64>
  %1 = "tf.UnravelIndex"(%zeros, %none) : (tensor<2xi64>, tensor<0xi64>) -> tensor<*xi64>
  return %0, %1 : tensor<*xi64>, tensor<*xi64>
}
