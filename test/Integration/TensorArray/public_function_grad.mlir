// RUN: tagrad-opt %s %tagrad_cpu | %ta_runner | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | %ta_runner | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_none | %ta_runner | FileCheck %s

// Accumulators across public functions: @bwd takes the gradient of an
// array passed in and writes to it; called twice, then read through the
// caller's own grad of the same source. TensorFlow looks the accumulator up
// by (array, source) each time, so the read sees both writes aggregated:
// 2 * (1, 2). A private callee doing the same shares it too.

!t = !tagrad.tensor_array<tensor<2xf32>>

func.func private @printMemrefF32(tensor<*xf32>)

func.func @bwd(%ta: !t, %flow: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %v = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %g, %gf = tagrad.tensor_array.grad %ta, %flow source "gradients" : !t
  %w = tagrad.tensor_array.write %g[%c0], %v, %gf : !t, tensor<2xf32>
  return %w : f32
}

func.func private @private_bwd(%ta: !t, %flow: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %v = arith.constant dense<[10.0, 20.0]> : tensor<2xf32>
  %g, %gf = tagrad.tensor_array.grad %ta, %flow source "gradients" : !t
  %w = tagrad.tensor_array.write %g[%c1], %v, %gf : !t, tensor<2xf32>
  return %w : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = arith.constant dense<[5.0, 6.0]> : tensor<2xf32>
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "a"} : !t
  %f1 = tagrad.tensor_array.write %ta[%c0], %x, %f0 : !t, tensor<2xf32>
  %f2 = tagrad.tensor_array.write %ta[%c1], %x, %f1 : !t, tensor<2xf32>
  %r1 = func.call @bwd(%ta, %f2) : (!t, f32) -> f32
  %r2 = func.call @bwd(%ta, %r1) : (!t, f32) -> f32
  %r3 = func.call @private_bwd(%ta, %r2) : (!t, f32) -> f32
  %g, %gf = tagrad.tensor_array.grad %ta, %r3 source "gradients" : !t
  // CHECK: [2,  4]
  %v0 = tagrad.tensor_array.read %g[%c0], %gf : !t
  %u0 = tensor.cast %v0 : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  // CHECK: [10,  20]
  %v1 = tagrad.tensor_array.read %g[%c1], %gf : !t
  %u1 = tensor.cast %v1 : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  return
}
