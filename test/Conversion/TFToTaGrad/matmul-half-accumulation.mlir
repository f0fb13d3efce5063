// f16 and bf16 matrix products sum in f32 and round once, as TensorFlow's
// CPU MatMul and BatchMatMul do: 2048 + 1 + 1 is 2050 in f16 (a running
// f16 sum stays at 2048: 2049 is not an f16), 256 + 1 + 1 is 258 in bf16.
// The expected values are TensorFlow 2.21's (tf.matmul, tf.linalg.matmul).
//
// RUN: tagrad-run %s --function=matmul_f16 --input="1x3xf16=2048,1,1" \
// RUN:   --input="3x1xf16=1,1,1" | FileCheck %s --check-prefix=F16
// F16: 1x1xf16={{\[\[}}2050]]
// RUN: tagrad-run %s --function=matmul_bf16 --input="1x3xbf16=256,1,1" \
// RUN:   --input="3x1xbf16=1,1,1" | FileCheck %s --check-prefix=BF16
// BF16: 1x1xbf16={{\[\[}}258]]
// RUN: tagrad-run %s --function=batch_matmul_f16 \
// RUN:   --input="2x2x3xf16=2048,1,1,1,1,2048,4096,2,2,1,2,3" \
// RUN:   --input="2x3x1xf16=1,1,1,1,1,1" | FileCheck %s --check-prefix=BATCH
// BATCH: 2x2x1xf16={{\[\[\[}}2050][2050]]{{\[\[}}4100][6]]]

func.func @matmul_f16(%a: tensor<1x3xf16>, %b: tensor<3x1xf16>) -> tensor<*xf16> {
  %c = "tf.MatMul"(%a, %b) {transpose_a = false, transpose_b = false} : (tensor<1x3xf16>, tensor<3x1xf16>) -> tensor<*xf16>
  return %c : tensor<*xf16>
}

func.func @matmul_bf16(%a: tensor<1x3xbf16>, %b: tensor<3x1xbf16>) -> tensor<*xbf16> {
  %c = "tf.MatMul"(%a, %b) {transpose_a = false, transpose_b = false} : (tensor<1x3xbf16>, tensor<3x1xbf16>) -> tensor<*xbf16>
  return %c : tensor<*xbf16>
}

func.func @batch_matmul_f16(%a: tensor<2x2x3xf16>, %b: tensor<2x3x1xf16>) -> tensor<*xf16> {
  %c = "tf.BatchMatMulV2"(%a, %b) {adj_x = false, adj_y = false} : (tensor<2x2x3xf16>, tensor<2x3x1xf16>) -> tensor<*xf16>
  return %c : tensor<*xf16>
}
