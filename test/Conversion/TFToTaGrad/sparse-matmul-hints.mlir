// SparseMatMul (tf.matmul with a_is_sparse / b_is_sparse; Keras'
// LocallyConnected layers, implementation 2): a 2-D product, float or
// bfloat16 operands, float result. The flags are hints, but TensorFlow's
// sparse path adds no product of a zero of its sparse operand (a where
// a_is_sparse, else b): a = [[0, 1, 2], [3, 0, -1]] against b holding inf
// and NaN gives NaN densely where a's zero meets inf, 3 with a_is_sparse.
// Transposes, a bfloat16 operand (1.5, -2, 0.25 and 3 exact in bfloat16)
// and an empty inner dimension (zeros) follow. The expected values are
// TensorFlow 2.21's (tf.raw_ops.SparseMatMul).
//
// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf %s | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @main
// IR-NOT: "tf.
// IR: arith.extf {{.*}} : bf16 to f32
//
// RUN: tagrad-run %s --input="2x3xf32=0,1,2,3,0,-1" --input="3x2xf32=inf,1,2,0,0.5,nan" \
// RUN:   --input="2x2xf32=1,2,0,4" --input="2x3xbf16=1.5,-2,0,0.25,3,1" \
// RUN:   --input="3x1xf32=1,2,3" | FileCheck %s
// CHECK: 2x2xf32={{\[\[-?}}nan nan][inf nan]]
// CHECK-NEXT: 2x2xf32={{\[\[}}3 nan][inf nan]]
// CHECK-NEXT: 2x2xf32={{\[\[-?}}nan nan][inf nan]]
// CHECK-NEXT: 3x2xf32={{\[\[}}6 12][1 0][0 -4]]
// CHECK-NEXT: 2x1xf32={{\[\[}}-2.5][9.25]]
// CHECK-NEXT: 2x2xf32={{\[\[}}6.25 -5.625][-5.625 10.0625]]
// CHECK-NEXT: 2x3xf32={{\[\[}}0 0 0][0 0 0]]
func.func @main(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>, %c: tensor<2x2xf32>,
                %h: tensor<2x3xbf16>, %w: tensor<3x1xf32>)
    -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>,
        tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %dense = "tf.SparseMatMul"(%a, %b) {transpose_a = false, transpose_b = false, a_is_sparse = false, b_is_sparse = false, Ta = f32, Tb = f32} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<*xf32>
  %sa = "tf.SparseMatMul"(%a, %b) {a_is_sparse = true} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<*xf32>
  %sb = "tf.SparseMatMul"(%a, %b) {b_is_sparse = true} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<*xf32>
  %t = "tf.SparseMatMul"(%a, %c) {transpose_a = true, transpose_b = true, b_is_sparse = true} : (tensor<2x3xf32>, tensor<2x2xf32>) -> tensor<*xf32>
  %bf = "tf.SparseMatMul"(%h, %w) {a_is_sparse = true} : (tensor<2x3xbf16>, tensor<3x1xf32>) -> tensor<*xf32>
  %bb = "tf.SparseMatMul"(%h, %h) {transpose_b = true} : (tensor<2x3xbf16>, tensor<2x3xbf16>) -> tensor<*xf32>
  %e0 = "tf.Const"() {value = dense<0.0> : tensor<2x0xf32>} : () -> tensor<2x0xf32>
  %e1 = "tf.Const"() {value = dense<0.0> : tensor<0x3xf32>} : () -> tensor<0x3xf32>
  %empty = "tf.SparseMatMul"(%e0, %e1) {a_is_sparse = true} : (tensor<2x0xf32>, tensor<0x3xf32>) -> tensor<*xf32>
  return %dense, %sa, %sb, %t, %bf, %bb, %empty : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}
