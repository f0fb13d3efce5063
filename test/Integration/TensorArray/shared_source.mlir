// RUN: tagrad-opt %s %tagrad_cpu | %ta_runner | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | %ta_runner | FileCheck %s

// Two grad ops with one source share one accumulator (TF_SEMANTICS.md
// section 8, scenario 9): a write through the first is read through the
// second. In a loop, both aggregate into the same element.

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %v = arith.constant dense<[4.0, 5.0]> : tensor<2xf32>
  %ta, %f0 = tagrad.tensor_array %c3 {tensor_array_name = "fwd"} : !tagrad.tensor_array<tensor<2xf32>>
  %g0, %gf0 = tagrad.tensor_array.grad %ta, %f0 source "grad" : !tagrad.tensor_array<tensor<2xf32>>
  %g1, %gf1 = tagrad.tensor_array.grad %ta, %f0 source "grad" : !tagrad.tensor_array<tensor<2xf32>>
  %w = tagrad.tensor_array.write %g0[%c0], %v, %gf0 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  %r = tagrad.tensor_array.read %g1[%c0], %w : !tagrad.tensor_array<tensor<2xf32>>
  %x = tensor.extract %r[%c0] : tensor<2xf32>
  %y = tensor.extract %r[%c1] : tensor<2xf32>
  // CHECK: 4
  vector.print %x : f32
  // CHECK-NEXT: 5
  vector.print %y : f32
  %w2 = tagrad.tensor_array.write %g0[%c1], %v, %w : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  %w3 = tagrad.tensor_array.write %g1[%c1], %v, %w2 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  %r1 = tagrad.tensor_array.read %g0[%c1], %w3 : !tagrad.tensor_array<tensor<2xf32>>
  %z = tensor.extract %r1[%c1] : tensor<2xf32>
  // CHECK-NEXT: 10
  vector.print %z : f32
  return
}
