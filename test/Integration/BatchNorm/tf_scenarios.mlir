// RUN: tagrad-opt %s --tagrad-cpu-pipeline | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils,%mlir_runner_utils,%tagrad_runtime | FileCheck %s

// TF_SEMANTICS.md scenarios 27-31, values exact in binary (printed with %g),
// plus the caller-owned-buffer path (materialize_in_destination into a
// memref, as bench/bn_grad calls the kernels): the gradient must be written
// in place and match.

func.func private @printMemrefF32(memref<*xf32>)

func.func @print(%t: tensor<?xf32>) {
  %m = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// Writes x_backprop into %out (a caller's buffer).
func.func @grad_into(%dy: tensor<1x2x2x1xf32>, %x: tensor<1x2x2x1xf32>, %out: memref<1x2x2x1xf32>) {
  %s = arith.constant dense<1.0> : tensor<1xf32>
  %m = arith.constant dense<1.0> : tensor<1xf32>
  %v = arith.constant dense<1.0> : tensor<1xf32>
  %dx, %ds, %do, %r3, %r4 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v {epsilon = 0.0 : f32, data_format = "NHWC", is_training = true} : tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>
  bufferization.materialize_in_destination %dx in restrict writable %out : (tensor<1x2x2x1xf32>, memref<1x2x2x1xf32>) -> ()
  return
}

func.func @main() {
  %x = arith.constant dense<[[[[0.0], [2.0]], [[0.0], [2.0]]]]> : tensor<1x2x2x1xf32>
  %dy = arith.constant dense<[[[[1.0], [1.0]], [[0.0], [2.0]]]]> : tensor<1x2x2x1xf32>
  %one = arith.constant dense<1.0> : tensor<1xf32>

  // Scenario 27, epsilon 0.
  // CHECK: [0.5,  -0.5,  -0.5,  0.5]
  // CHECK: [2]
  // CHECK: [4]
  %dx, %ds, %do, %r3, %r4 = tagrad.fused_batch_norm_grad %dy, %x, %one, %one, %one {epsilon = 0.0 : f32, data_format = "NHWC", is_training = true} : tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>
  %p0c = tensor.collapse_shape %dx [[0, 1, 2, 3]] : tensor<1x2x2x1xf32> into tensor<4xf32>
  %p0 = tensor.cast %p0c : tensor<4xf32> to tensor<?xf32>
  call @print(%p0) : (tensor<?xf32>) -> ()
  %p1 = tensor.cast %ds : tensor<1xf32> to tensor<?xf32>
  call @print(%p1) : (tensor<?xf32>) -> ()
  %p2 = tensor.cast %do : tensor<1xf32> to tensor<?xf32>
  call @print(%p2) : (tensor<?xf32>) -> ()

  // Scenario 27, epsilon 3.
  // CHECK: [0.0625,  -0.0625,  -0.4375,  0.4375]
  // CHECK: [1]
  %dx3, %ds3, %do3, %r33, %r43 = tagrad.fused_batch_norm_grad %dy, %x, %one, %one, %one {epsilon = 3.0 : f32, data_format = "NHWC", is_training = true} : tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>
  %p3c = tensor.collapse_shape %dx3 [[0, 1, 2, 3]] : tensor<1x2x2x1xf32> into tensor<4xf32>
  %p3 = tensor.cast %p3c : tensor<4xf32> to tensor<?xf32>
  call @print(%p3) : (tensor<?xf32>) -> ()
  %p4 = tensor.cast %ds3 : tensor<1xf32> to tensor<?xf32>
  call @print(%p4) : (tensor<?xf32>) -> ()

  // Scenario 29: inference, scale 3, mean 1, variance 4, epsilon 0, in NHWC
  // and (where TensorFlow refuses) NCHW: [1,2,2,1] NHWC is [1,1,2,2] NCHW.
  // CHECK: [1.5,  1.5,  0,  3]
  // CHECK: [1]
  // CHECK: [4]
  // CHECK: [1.5,  1.5,  0,  3]
  %three = arith.constant dense<3.0> : tensor<1xf32>
  %four = arith.constant dense<4.0> : tensor<1xf32>
  %dxi, %dsi, %doi, %r3i, %r4i = tagrad.fused_batch_norm_grad %dy, %x, %three, %one, %four {epsilon = 0.0 : f32, data_format = "NHWC", is_training = false} : tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>
  %p5c = tensor.collapse_shape %dxi [[0, 1, 2, 3]] : tensor<1x2x2x1xf32> into tensor<4xf32>
  %p5 = tensor.cast %p5c : tensor<4xf32> to tensor<?xf32>
  call @print(%p5) : (tensor<?xf32>) -> ()
  %p6 = tensor.cast %dsi : tensor<1xf32> to tensor<?xf32>
  call @print(%p6) : (tensor<?xf32>) -> ()
  %p7 = tensor.cast %doi : tensor<1xf32> to tensor<?xf32>
  call @print(%p7) : (tensor<?xf32>) -> ()
  %shape_nchw = arith.constant dense<[1, 1, 2, 2]> : tensor<4xindex>
  %xc = tensor.reshape %x(%shape_nchw) : (tensor<1x2x2x1xf32>, tensor<4xindex>) -> tensor<1x1x2x2xf32>
  %dyc = tensor.reshape %dy(%shape_nchw) : (tensor<1x2x2x1xf32>, tensor<4xindex>) -> tensor<1x1x2x2xf32>
  %dxc, %dsc, %doc, %r3c, %r4c = tagrad.fused_batch_norm_grad %dyc, %xc, %three, %one, %four {epsilon = 0.0 : f32, data_format = "NCHW", is_training = false} : tensor<1x1x2x2xf32>, tensor<1x1x2x2xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>
  %dxcf = tensor.collapse_shape %dxc [[0, 1, 2, 3]] : tensor<1x1x2x2xf32> into tensor<4xf32>
  %p8 = tensor.cast %dxcf : tensor<4xf32> to tensor<?xf32>
  call @print(%p8) : (tensor<?xf32>) -> ()

  // Scenario 30: NCHW [1,2,1,2], two channels; dx is zero up to f32
  // rounding of x - mean, rsqrt(100) and the products (|dx| < 1e-5).
  // CHECK: [{{-?(0|[0-9.]+e-0[6-9])}}, {{-?(0|[0-9.]+e-0[6-9])}}, {{-?(0|[0-9.]+e-0[6-9])}}, {{-?(0|[0-9.]+e-0[6-9])}}]
  // CHECK: [-1,  1]
  // CHECK: [1,  1]
  %x30 = arith.constant dense<[[[[1.0, 3.0]], [[10.0, 30.0]]]]> : tensor<1x2x1x2xf32>
  %dy30 = arith.constant dense<[[[[1.0, 0.0]], [[0.0, 1.0]]]]> : tensor<1x2x1x2xf32>
  %s30 = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %m30 = arith.constant dense<[2.0, 20.0]> : tensor<2xf32>
  %v30 = arith.constant dense<[1.0, 100.0]> : tensor<2xf32>
  %dx30, %ds30, %do30, %r330, %r430 = tagrad.fused_batch_norm_grad %dy30, %x30, %s30, %m30, %v30 {epsilon = 0.0 : f32, data_format = "NCHW", is_training = true} : tensor<1x2x1x2xf32>, tensor<1x2x1x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
  %dx30f = tensor.collapse_shape %dx30 [[0, 1, 2, 3]] : tensor<1x2x1x2xf32> into tensor<4xf32>
  %p9 = tensor.cast %dx30f : tensor<4xf32> to tensor<?xf32>
  call @print(%p9) : (tensor<?xf32>) -> ()
  %p10 = tensor.cast %ds30 : tensor<2xf32> to tensor<?xf32>
  call @print(%p10) : (tensor<?xf32>) -> ()
  %p11 = tensor.cast %do30 : tensor<2xf32> to tensor<?xf32>
  call @print(%p11) : (tensor<?xf32>) -> ()

  // Scenario 31: forward training on x = [0,2,0,2]: batch_mean 1, running
  // (Bessel) variance 4/3, reserve_space_1 1, reserve_space_2 1 (biased).
  // CHECK: [1]
  // CHECK: [1.33333]
  // CHECK: [1]
  // CHECK: [1]
  %zero = arith.constant dense<0.0> : tensor<1xf32>
  %empty = arith.constant dense<> : tensor<0xf32>
  %y, %bm, %bv, %rs1, %rs2 = tagrad.fused_batch_norm %x, %one, %zero, %empty, %empty {epsilon = 0.0 : f32} : tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<0xf32>, tensor<0xf32>
  %q0 = tensor.cast %bm : tensor<1xf32> to tensor<?xf32>
  call @print(%q0) : (tensor<?xf32>) -> ()
  %q1 = tensor.cast %bv : tensor<1xf32> to tensor<?xf32>
  call @print(%q1) : (tensor<?xf32>) -> ()
  %q2 = tensor.cast %rs1 : tensor<1xf32> to tensor<?xf32>
  call @print(%q2) : (tensor<?xf32>) -> ()
  %q3 = tensor.cast %rs2 : tensor<1xf32> to tensor<?xf32>
  call @print(%q3) : (tensor<?xf32>) -> ()

  // Caller-owned output buffer (scenario 27 again).
  // CHECK: [0.5,  -0.5,  -0.5,  0.5]
  %out = memref.alloca() : memref<1x2x2x1xf32>
  call @grad_into(%dy, %x, %out) : (tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>, memref<1x2x2x1xf32>) -> ()
  %outc = memref.collapse_shape %out [[0, 1, 2, 3]] : memref<1x2x2x1xf32> into memref<4xf32>
  %outu = memref.cast %outc : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%outu) : (memref<*xf32>) -> ()
  return
}
