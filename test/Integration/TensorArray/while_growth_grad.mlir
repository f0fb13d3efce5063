// RUN: tagrad-opt %s %tagrad_cpu | %ta_runner | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | %ta_runner | FileCheck %s

// A dynamically sized array grows in an scf.while whose trip count depends
// on the data (x doubles from 1 while x < 20: five writes). The grad that
// follows locks the forward size at the final count, 5, and its
// accumulator has that size (TF_SEMANTICS.md section 8, scenario 11).
// Dynamic arrays stay in the runtime store.

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %limit = arith.constant 20.0 : f32
  %ta, %f0 = tagrad.tensor_array %c0 {dynamic_size = true, tensor_array_name = "acts"} : !tagrad.tensor_array<tensor<f32>>
  %w:3 = scf.while (%i = %c0, %x = %one, %f = %f0) : (index, f32, f32) -> (index, f32, f32) {
    %go = arith.cmpf olt, %x, %limit : f32
    scf.condition(%go) %i, %x, %f : index, f32, f32
  } do {
  ^bb0(%i: index, %x: f32, %f: f32):
    %t = tensor.from_elements %x : tensor<f32>
    %f1 = tagrad.tensor_array.write %ta[%i], %t, %f : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
    %x2 = arith.addf %x, %x : f32
    %i1 = arith.addi %i, %c1 : index
    scf.yield %i1, %x2, %f1 : index, f32, f32
  }
  // CHECK: 5
  vector.print %w#0 : index
  %g, %gf = tagrad.tensor_array.grad %ta, %w#2 source "gradients" : !tagrad.tensor_array<tensor<f32>>
  %n = tagrad.tensor_array.size %ta, %w#2 : !tagrad.tensor_array<tensor<f32>>
  %gn = tagrad.tensor_array.size %g, %gf : !tagrad.tensor_array<tensor<f32>>
  // CHECK-NEXT: 5
  vector.print %n : index
  // CHECK-NEXT: 5
  vector.print %gn : index

  // Backward through the accumulator: dx_i = 2 * x_i written at every index
  // except 0, then read back in reverse; index 0 reads as zero.
  %b:1 = scf.for %j = %c1 to %n step %c1 iter_args(%gfl = %gf) -> (f32) {
    %xv = tagrad.tensor_array.read %ta[%j], %w#2 : !tagrad.tensor_array<tensor<f32>>
    %xs = tensor.extract %xv[] : tensor<f32>
    %d = arith.addf %xs, %xs : f32
    %dt = tensor.from_elements %d : tensor<f32>
    %gfl1 = tagrad.tensor_array.write %g[%j], %dt, %gfl : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
    scf.yield %gfl1 : f32
  }
  scf.for %j = %c0 to %n step %c1 {
    %t = arith.subi %c4, %j : index
    %r = tagrad.tensor_array.read %g[%t], %b#0 : !tagrad.tensor_array<tensor<f32>>
    %rs = tensor.extract %r[] : tensor<f32>
    vector.print %rs : f32
  }
  // CHECK-NEXT: 32
  // CHECK-NEXT: 16
  // CHECK-NEXT: 8
  // CHECK-NEXT: 4
  // CHECK-NEXT: 0
  return
}
