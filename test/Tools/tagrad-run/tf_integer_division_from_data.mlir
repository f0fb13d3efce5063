// Integer division by a divisor fed at run time: a zero is TensorFlow's
// "Integer division by zero" at the op (never a SIGFPE), in every pipeline
// option combination; INT_MIN / -1 wraps as two's complement.
// RUN: not tagrad-run %s --input="3xi32=7,-7,5" --input="3xi32=2,0,1" 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not tagrad-run %s --input="3xi32=7,-7,5" --input="3xi32=2,0,1" --pipeline-options="checks=none threads=1 buffer-cache=false" 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: tagrad runtime error: Integer division by zero (at div_node)
// RUN: tagrad-run %s --input="3xi32=7,-7,-2147483648" --input="3xi32=2,2,-1" | FileCheck %s
// CHECK: 3xi32=[3 -4 -2147483648]
// CHECK-NEXT: 3xi32=[1 1 0]
// CHECK-NEXT: 3xi32=[3 -3 -2147483648]

func.func @main(%x: tensor<3xi32>, %y: tensor<3xi32>) -> (tensor<*xi32>, tensor<*xi32>, tensor<*xi32>) {
  %a = "tf.FloorDiv"(%x, %y) : (tensor<3xi32>, tensor<3xi32>) -> tensor<*xi32> loc("div_node")
  %b = "tf.FloorMod"(%x, %y) : (tensor<3xi32>, tensor<3xi32>) -> tensor<*xi32> loc("mod_node")
  %c = "tf.TruncateDiv"(%x, %y) : (tensor<3xi32>, tensor<3xi32>) -> tensor<*xi32> loc("trunc_node")
  return %a, %b, %c : tensor<*xi32>, tensor<*xi32>, tensor<*xi32>
}
