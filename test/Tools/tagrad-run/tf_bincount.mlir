// tf.math.bincount from data: values past the size are not counted, a
// negative value and a negative size stop with TensorFlow's messages.
// RUN: tagrad-run %s --input="5xi32=0,2,2,7,1" --input="i32=4" | FileCheck %s
// CHECK: 4xi32=[1 1 2 0]
// RUN: not tagrad-run %s --input="5xi32=0,2,-1,7,1" --input="i32=4" 2>&1 | FileCheck %s --check-prefix=NEG
// NEG: Input arr must be non-negative! (at bincount_node)
// RUN: not tagrad-run %s --input="5xi32=0,2,2,7,1" --input="i32=-1" 2>&1 | FileCheck %s --check-prefix=SIZE
// SIZE: size (-1) must be non-negative (at bincount_node)
func.func @main(%x: tensor<5xi32>, %n: tensor<i32>) -> tensor<*xi32> {
  %w = "tf.Const"() {value = dense<> : tensor<0xi32>} : () -> tensor<0xi32>
  %r = "tf.DenseBincount"(%x, %n, %w) {T = i32, Tidx = i32, binary_output = false} : (tensor<5xi32>, tensor<i32>, tensor<0xi32>) -> tensor<*xi32> loc("bincount_node")
  return %r : tensor<*xi32>
}
