// RUN: tagrad-opt %s %tagrad_cpu | %ta_runner | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_none | %ta_runner | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | %ta_runner | FileCheck %s

// Arrays accessed only by sweeps (loops visiting each index once), whose
// rules -tagrad-decompose-tensor-arrays decides at compile time, compute
// what TensorFlow computes: a forward array written, then read backwards;
// a gradient (aggregating) array whose first sweep stores (TensorFlow's
// first write keeps the value, so -0.0 stays -0.0 where 0 + -0.0 would be
// +0.0) and whose second sweep adds.

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %n = arith.constant 4 : index
  %x, %fx0 = tagrad.tensor_array %n {tensor_array_name = "x"} : !tagrad.tensor_array<tensor<2xf32>>
  %g, %fg0 = tagrad.tensor_array %n {multiple_writes_aggregate = true, tensor_array_name = "x@grad"} : !tagrad.tensor_array<tensor<2xf32>>
  // x[i] = [i, -i]: element 0 is [0, -0].
  %mzero = arith.constant -0.0 : f32
  %fx1 = scf.for %i = %c0 to %n step %c1 iter_args(%f = %fx0) -> (f32) {
    %k = arith.index_cast %i : index to i32
    %s = arith.sitofp %k : i32 to f32
    %z = arith.negf %s : f32
    %v = tensor.from_elements %s, %z : tensor<2xf32>
    %f1 = tagrad.tensor_array.write %x[%i], %v, %f : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
    scf.yield %f1 : f32
  }
  // g[3 - j] = x[3 - j], backwards.
  %fg1 = scf.for %j = %c0 to %n step %c1 iter_args(%f = %fg0) -> (f32) {
    %i = arith.subi %c3, %j : index
    %v = tagrad.tensor_array.read %x[%i], %fx1 : !tagrad.tensor_array<tensor<2xf32>>
    %f1 = tagrad.tensor_array.write %g[%i], %v, %f : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
    scf.yield %f1 : f32
  }
  // g[i] += [10, -0.0]: the aggregation adds; -0.0 + -0.0 stays -0.0.
  %ten = arith.constant dense<[10.0, -0.0]> : tensor<2xf32>
  %fg2 = scf.for %i = %c0 to %n step %c1 iter_args(%f = %fg1) -> (f32) {
    %f1 = tagrad.tensor_array.write %g[%i], %ten, %f : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
    scf.yield %f1 : f32
  }
  // CHECK: ( 10, -0 )
  // CHECK-NEXT: ( 11, -1 )
  // CHECK-NEXT: ( 12, -2 )
  // CHECK-NEXT: ( 13, -3 )
  %fg3 = scf.for %i = %c0 to %n step %c1 iter_args(%f = %fg2) -> (f32) {
    %v = tagrad.tensor_array.read %g[%i], %f : !tagrad.tensor_array<tensor<2xf32>>
    %vv = vector.transfer_read %v[%c0], %mzero : tensor<2xf32>, vector<2xf32>
    vector.print %vv : vector<2xf32>
    scf.yield %f : f32
  }
  return
}
