// RUN: tagrad-opt %s --tagrad-cpu-pipeline | not mlir-runner -e grad_channels -entry-point-result=void -shared-libs=%mlir_c_runner_utils,%mlir_runner_utils,%tagrad_runtime 2>&1 | FileCheck %s --check-prefix=CHANNELS
// RUN: tagrad-opt %s --tagrad-cpu-pipeline | not mlir-runner -e grad_shapes -entry-point-result=void -shared-libs=%mlir_c_runner_utils,%mlir_runner_utils,%tagrad_runtime 2>&1 | FileCheck %s --check-prefix=SHAPES
// RUN: tagrad-opt %s --tagrad-cpu-pipeline | not mlir-runner -e forward_inference -entry-point-result=void -shared-libs=%mlir_c_runner_utils,%mlir_runner_utils,%tagrad_runtime 2>&1 | FileCheck %s --check-prefix=FORWARD
// RUN: tagrad-opt %s --tagrad-cpu-pipeline | mlir-runner -e matching -entry-point-result=void -shared-libs=%mlir_c_runner_utils,%mlir_runner_utils,%tagrad_runtime 2>&1 | FileCheck %s --check-prefix=OK

// Shapes only known at run time: the verifiers cannot decide TensorFlow's
// shape rules, so the lowering checks them before reading anything (a
// mismatch used to read past the statistics). TensorFlow's messages
// (TF_SEMANTICS.md 7.6) with the sizes, and the op's location.

func.func @grad(%dy: tensor<?x?x?x?xf32>, %x: tensor<?x?x?x?xf32>, %s: tensor<?xf32>, %m: tensor<?xf32>, %v: tensor<?xf32>) -> tensor<?x?x?x?xf32> {
  %dx, %ds, %do, %r3, %r4 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v {data_format = "NHWC"} : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  return %dx : tensor<?x?x?x?xf32>
}

func.func @forward(%x: tensor<?x?x?x?xf32>, %s: tensor<?xf32>, %m: tensor<?xf32>) -> tensor<?x?x?x?xf32> {
  %y, %bm, %bv, %r1, %r2 = tagrad.fused_batch_norm %x, %s, %s, %m, %s {data_format = "NCHW", is_training = false} : tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  return %y : tensor<?x?x?x?xf32>
}

// CHANNELS: tagrad runtime error: reserve_space_1 must have the same number of elements as the channels of x, got 5 and 7 (at {{.*}}fail_dynamic_shapes.mlir:12:29)
func.func @grad_channels() {
  %x = arith.constant dense<1.0> : tensor<2x2x2x7xf32>
  %s = arith.constant dense<1.0> : tensor<7xf32>
  %m = arith.constant dense<0.0> : tensor<5xf32>
  %xd = tensor.cast %x : tensor<2x2x2x7xf32> to tensor<?x?x?x?xf32>
  %sd = tensor.cast %s : tensor<7xf32> to tensor<?xf32>
  %md = tensor.cast %m : tensor<5xf32> to tensor<?xf32>
  %dx = call @grad(%xd, %xd, %sd, %md, %sd) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) -> tensor<?x?x?x?xf32>
  return
}

// SHAPES: tagrad runtime error: x and y_backprop must have same shape, but x has shape [2,2,2,7] and y_backprop has shape [2,3,2,7] (at {{.*}}fail_dynamic_shapes.mlir:12:29)
func.func @grad_shapes() {
  %x = arith.constant dense<1.0> : tensor<2x2x2x7xf32>
  %dy = arith.constant dense<1.0> : tensor<2x3x2x7xf32>
  %s = arith.constant dense<1.0> : tensor<7xf32>
  %xd = tensor.cast %x : tensor<2x2x2x7xf32> to tensor<?x?x?x?xf32>
  %dyd = tensor.cast %dy : tensor<2x3x2x7xf32> to tensor<?x?x?x?xf32>
  %sd = tensor.cast %s : tensor<7xf32> to tensor<?xf32>
  %dx = call @grad(%dyd, %xd, %sd, %sd, %sd) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) -> tensor<?x?x?x?xf32>
  return
}

// FORWARD: tagrad runtime error: When is_training=false, mean must have the same number of elements as the channels of x, got 2 and 3 (at {{.*}}fail_dynamic_shapes.mlir:17:
func.func @forward_inference() {
  %x = arith.constant dense<1.0> : tensor<1x3x2x2xf32>
  %s = arith.constant dense<1.0> : tensor<3xf32>
  %m = arith.constant dense<0.0> : tensor<2xf32>
  %xd = tensor.cast %x : tensor<1x3x2x2xf32> to tensor<?x?x?x?xf32>
  %sd = tensor.cast %s : tensor<3xf32> to tensor<?xf32>
  %md = tensor.cast %m : tensor<2xf32> to tensor<?xf32>
  %y = call @forward(%xd, %sd, %md) : (tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<?xf32>) -> tensor<?x?x?x?xf32>
  return
}

func.func private @printMemrefF32(memref<*xf32>)

// Shapes that agree pass the checks: dx of x = 1 with mean 0, variance 1,
// scale 1 and dy = 1 is 1 / sqrt(1 + 1e-4) in inference (0.99995).
// OK: [0.99995, 0.99995, 0.99995, 0.99995, 0.99995, 0.99995, 0.99995]
func.func @matching() {
  %x = arith.constant dense<1.0> : tensor<1x1x1x7xf32>
  %s = arith.constant dense<1.0> : tensor<7xf32>
  %m = arith.constant dense<0.0> : tensor<7xf32>
  %xd = tensor.cast %x : tensor<1x1x1x7xf32> to tensor<?x?x?x?xf32>
  %sd = tensor.cast %s : tensor<7xf32> to tensor<?xf32>
  %md = tensor.cast %m : tensor<7xf32> to tensor<?xf32>
  %dx = call @grad_inference(%xd, %xd, %sd, %md, %sd) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) -> tensor<?x?x?x?xf32>
  %m2 = bufferization.to_buffer %dx : tensor<?x?x?x?xf32> to memref<?x?x?x?xf32>
  %u = memref.cast %m2 : memref<?x?x?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @grad_inference(%dy: tensor<?x?x?x?xf32>, %x: tensor<?x?x?x?xf32>, %s: tensor<?xf32>, %m: tensor<?xf32>, %v: tensor<?xf32>) -> tensor<?x?x?x?xf32> {
  %dx, %ds, %do, %r3, %r4 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v {data_format = "NHWC", is_training = false} : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  return %dx : tensor<?x?x?x?xf32>
}
