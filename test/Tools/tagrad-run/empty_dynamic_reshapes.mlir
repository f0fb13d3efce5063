// An empty batch of dynamic width through the CPU pipeline: the batch
// norm's lowering collapses [0, 7, ?, 4] to [?, 4] and expands it back, which
// MLIR 22 bufferized into a memref.collapse_shape that does not verify and
// would have lowered the expand's width as 0 / 0 (found by
// tagrad-graphdef-fuzz; -tagrad-cpu-empty-collapses). The result keeps the
// fed width, in every pipeline option combination.
// RUN: tagrad-run %s --input=0x7x5x4xf32= --input=4xf32=1 | FileCheck %s
// RUN: tagrad-run %s --input=0x7x5x4xf32= --input=4xf32=1 --pipeline-options="buffer-cache=false threads=1" | FileCheck %s
// RUN: tagrad-run %s --input=0x7x0x4xf32= --input=4xf32=1 | FileCheck %s --check-prefix=ZERO
// CHECK: 0x7x5x4xf32=[]
// ZERO: 0x7x0x4xf32=[]
func.func @main(%x: tensor<0x7x?x4xf32>, %s: tensor<4xf32>) -> tensor<*xf32> {
  %y:5 = tagrad.fused_batch_norm %x, %s, %s, %s, %s {epsilon = 1.0e-03 : f32, is_training = false} : tensor<0x7x?x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  %c = tensor.cast %y#0 : tensor<0x7x?x4xf32> to tensor<*xf32>
  return %c : tensor<*xf32>
}
