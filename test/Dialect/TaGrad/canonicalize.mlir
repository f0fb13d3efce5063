// RUN: tagrad-opt %s --canonicalize --split-input-file | FileCheck %s

// size of a fixed-size array created with a constant size folds.
// CHECK-LABEL: func @size_of_fixed_array
func.func @size_of_fixed_array() -> index {
  // CHECK: %[[C3:.*]] = arith.constant 3 : index
  %c3 = arith.constant 3 : index
  %ta, %f = tagrad.tensor_array %c3 : !tagrad.tensor_array<tensor<2xf32>>
  // CHECK-NOT: tagrad.tensor_array.size
  %n = tagrad.tensor_array.size %ta, %f : !tagrad.tensor_array<tensor<2xf32>>
  // CHECK: return %[[C3]]
  return %n : index
}

// -----

// A gradient (aggregating) array grows when it is read past its end
// (TensorFlow: zeros, size index + 1): its size folds only when every read
// is provably in range.
// CHECK-LABEL: func @size_of_gradient_array
func.func @size_of_gradient_array(%i: index) -> (index, index) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %ta, %f = tagrad.tensor_array %c3 {multiple_writes_aggregate = true} : !tagrad.tensor_array<tensor<2xf32>>
  %r = tagrad.tensor_array.read %ta[%i], %f : !tagrad.tensor_array<tensor<2xf32>>
  // CHECK: %[[N:.*]] = tagrad.tensor_array.size
  %n = tagrad.tensor_array.size %ta, %f : !tagrad.tensor_array<tensor<2xf32>>
  %tb, %g = tagrad.tensor_array %c3 {multiple_writes_aggregate = true} : !tagrad.tensor_array<tensor<2xf32>>
  %s = tagrad.tensor_array.read %tb[%c1], %g : !tagrad.tensor_array<tensor<2xf32>>
  %m = tagrad.tensor_array.size %tb, %g : !tagrad.tensor_array<tensor<2xf32>>
  // CHECK: return %[[N]], %[[C3:.*]] :
  return %n, %m : index, index
}

// -----

// A dynamic array can grow: its size does not fold.
// CHECK-LABEL: func @size_of_dynamic_array
func.func @size_of_dynamic_array() -> index {
  %c3 = arith.constant 3 : index
  %ta, %f = tagrad.tensor_array %c3 {dynamic_size = true} : !tagrad.tensor_array<tensor<2xf32>>
  // CHECK: %[[N:.*]] = tagrad.tensor_array.size
  %n = tagrad.tensor_array.size %ta, %f : !tagrad.tensor_array<tensor<2xf32>>
  // CHECK: return %[[N]]
  return %n : index
}

// -----

// Nor does the size of an array whose size is not a constant.
// CHECK-LABEL: func @size_of_array_with_unknown_size
func.func @size_of_array_with_unknown_size(%n: index) -> index {
  %ta, %f = tagrad.tensor_array %n : !tagrad.tensor_array<tensor<2xf32>>
  // CHECK: tagrad.tensor_array.size
  %s = tagrad.tensor_array.size %ta, %f : !tagrad.tensor_array<tensor<2xf32>>
  return %s : index
}

// -----

// A grad whose results are unused is not dead: it locks the forward size.
// Unused reads and lock_size ops stay too (they update element state).
// CHECK-LABEL: func @unused_results_stay
func.func @unused_results_stay(%n: index, %i: index) {
  %ta, %f = tagrad.tensor_array %n {dynamic_size = true} : !tagrad.tensor_array<tensor<2xf32>>
  // CHECK: tagrad.tensor_array.grad
  %g, %gf = tagrad.tensor_array.grad %ta, %f source "gradients" : !tagrad.tensor_array<tensor<2xf32>>
  // CHECK: tagrad.tensor_array.read
  %r = tagrad.tensor_array.read %ta[%i], %f : !tagrad.tensor_array<tensor<2xf32>>
  // CHECK: tagrad.tensor_array.lock_size
  %l = tagrad.tensor_array.lock_size %ta, %f : !tagrad.tensor_array<tensor<2xf32>>
  // CHECK: tagrad.tensor_array.close
  tagrad.tensor_array.close %ta : !tagrad.tensor_array<tensor<2xf32>>
  return
}

// -----

// Batch norm ops are pure: unused ones are erased.
// CHECK-LABEL: func @unused_batch_norm
func.func @unused_batch_norm(%x: tensor<2x2x2x2xf32>, %s: tensor<2xf32>) {
  // CHECK-NOT: tagrad.fused_batch_norm
  %0:5 = tagrad.fused_batch_norm_grad %x, %x, %s, %s, %s : tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
  %1:5 = tagrad.fused_batch_norm %x, %s, %s, %s, %s : tensor<2x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
  // CHECK: return
  return
}
