// Integer matrix products (TensorFlow's CPU MatMul and BatchMatMulV2 take
// int32 and int64): exact sums, wrapping around on overflow as TensorFlow
// 2.21's int32 kernel does (65536 * 65536 * 2 is 0 in int32).

// RUN: tagrad-run %s --function=matmul --input="2x3xi32=1,2,3,4,5,6" --input="2x2xi32=1,0,-1,2" | FileCheck %s --check-prefix=MATMUL
// MATMUL: 3x2xi32={{\[}}[-3 8][-3 10][-3 12]]
func.func @matmul(%a: tensor<2x3xi32>, %b: tensor<2x2xi32>) -> tensor<3x2xi32> {
  %r = "tf.MatMul"(%a, %b) {transpose_a = true, transpose_b = false} : (tensor<2x3xi32>, tensor<2x2xi32>) -> tensor<3x2xi32>
  return %r : tensor<3x2xi32>
}

// RUN: tagrad-run %s --function=wraps --input="1x2xi32=65536,65536" --input="2x1xi32=65536,65536" | FileCheck %s --check-prefix=WRAPS
// WRAPS: 1x1xi32={{\[}}[0]]
func.func @wraps(%a: tensor<1x2xi32>, %b: tensor<2x1xi32>) -> tensor<1x1xi32> {
  %r = "tf.MatMul"(%a, %b) : (tensor<1x2xi32>, tensor<2x1xi32>) -> tensor<1x1xi32>
  return %r : tensor<1x1xi32>
}

// RUN: tagrad-run %s --function=batched --input="2x1x2xi64=1,2,3,4" --input="2x1xi64=10,100" | FileCheck %s --check-prefix=BATCHED
// BATCHED: 2x1x1xi64={{\[}}{{\[}}[210]]{{\[}}[430]]]
func.func @batched(%a: tensor<?x1x2xi64>, %b: tensor<2x1xi64>) -> tensor<?x1x1xi64> {
  %r = "tf.BatchMatMulV2"(%a, %b) {adj_x = false, adj_y = false} : (tensor<?x1x2xi64>, tensor<2x1xi64>) -> tensor<?x1x1xi64>
  return %r : tensor<?x1x1xi64>
}
