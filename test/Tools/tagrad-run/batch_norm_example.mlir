// examples/batch_norm_grad.mlir runs with tagrad-run, no main needed. With
// dy = 1, x = 2, scale = mean = variance = 1 and epsilon = 1e-3 TensorFlow's
// training formulas give, per channel, d_scale = sum(dy (x - mean)) /
// sqrt(var + eps) = 1568 / sqrt(1.001) = 1567.21659, d_offset = sum(dy) =
// 1568, and dx = scale / sqrt(var + eps) * (dy - mean(dy) - (x - mean)
// mean(dy (x - mean)) / (var + eps)) = -1 / 1.001^1.5 = -0.998501873.
// RUN: tagrad-run %tagrad_src_root/examples/batch_norm_grad.mlir --input="8x14x14x32xf32=1" --input="8x14x14x32xf32=2" --input="32xf32=1" --input="32xf32=1" --input="32xf32=1" --output=@%t.dx.npy | FileCheck %s
// RUN: tagrad-run %s --input=@%t.dx.npy | FileCheck %s --check-prefix=DX

// CHECK: 32xf32=[1567.2166{{[0-9]*}} 1567.2166{{[0-9]*}} {{.*}} 1567.2166{{[0-9]*}}]
// CHECK-NEXT: 32xf32=[1568 1568 {{.*}} 1568]
// DX: f32=-0.99850{{[0-9]*}}
// DX-NEXT: f32=-0.99850{{[0-9]*}}

// Two elements of dx, the first and the last.
func.func @main(%dx: tensor<8x14x14x32xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %c13 = arith.constant 13 : index
  %c31 = arith.constant 31 : index
  %first = tensor.extract %dx[%c0, %c0, %c0, %c0] : tensor<8x14x14x32xf32>
  %last = tensor.extract %dx[%c7, %c13, %c13, %c31] : tensor<8x14x14x32xf32>
  return %first, %last : f32, f32
}
