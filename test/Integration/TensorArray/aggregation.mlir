// RUN: tagrad-opt %s %tagrad_cpu | %ta_runner | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | %ta_runner | FileCheck %s

// Gradient writes to one index add up (TF_SEMANTICS.md section 8,
// scenario 8): 3 + 4 + 5 = 12, for f32 and i32, through a grad op (runtime
// accumulator, or a resolved one under the full pipeline) and through an
// explicit accumulator as -tagrad-resolve-accumulators emits it
// (decomposed).

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %v3 = arith.constant dense<3.0> : tensor<f32>
  %v4 = arith.constant dense<4.0> : tensor<f32>
  %v5 = arith.constant dense<5.0> : tensor<f32>

  %ta, %f0 = tagrad.tensor_array %c3 {tensor_array_name = "fwd"} : !tagrad.tensor_array<tensor<f32>>
  %g, %gf0 = tagrad.tensor_array.grad %ta, %f0 source "grad" : !tagrad.tensor_array<tensor<f32>>
  %gf1 = tagrad.tensor_array.write %g[%c2], %v3, %gf0 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  %gf2 = tagrad.tensor_array.write %g[%c2], %v4, %gf1 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  %gf3 = tagrad.tensor_array.write %g[%c2], %v5, %gf2 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  %r = tagrad.tensor_array.read %g[%c2], %gf3 : !tagrad.tensor_array<tensor<f32>>
  %rs = tensor.extract %r[] : tensor<f32>
  // CHECK: 12
  vector.print %rs : f32

  // Resolved form, i32, writes in a loop.
  %tb, %h0 = tagrad.tensor_array %c3 {tensor_array_name = "ints"} : !tagrad.tensor_array<tensor<2xi32>>
  %l = tagrad.tensor_array.lock_size %tb, %h0 : !tagrad.tensor_array<tensor<2xi32>>
  %n = tagrad.tensor_array.size %tb, %l : !tagrad.tensor_array<tensor<2xi32>>
  %acc, %a0 = tagrad.tensor_array %n {multiple_writes_aggregate = true, tensor_array_name = "ints@gradients"} : !tagrad.tensor_array<tensor<2xi32>>
  %a3 = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %a0) -> (f32) {
    %k = arith.index_cast %i : index to i32
    %v = tensor.from_elements %k, %k : tensor<2xi32>
    %a1 = tagrad.tensor_array.write %acc[%c1], %v, %a : !tagrad.tensor_array<tensor<2xi32>>, tensor<2xi32>
    scf.yield %a1 : f32
  }
  %s1 = tagrad.tensor_array.read %acc[%c1], %a3 : !tagrad.tensor_array<tensor<2xi32>>
  %s0 = tagrad.tensor_array.read %acc[%c0], %a3 : !tagrad.tensor_array<tensor<2xi32>>
  %x = tensor.extract %s1[%c1] : tensor<2xi32>
  %z = tensor.extract %s0[%c1] : tensor<2xi32>
  // 0 + 1 + 2 at index 1; index 0 never written reads as zeros.
  // CHECK-NEXT: 3
  vector.print %x : i32
  // CHECK-NEXT: 0
  vector.print %z : i32
  return
}
