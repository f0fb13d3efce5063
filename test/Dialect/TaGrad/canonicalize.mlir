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

// -----

// A fold that makes an index a negative constant (here arith.select) would
// leave a write and a read the verifier rejects: the constant moves into
// tagrad.opaque_constant instead, and the IR stays valid.
// CHECK-LABEL: func @folded_negative_index
// CHECK-SAME: (%[[I:.*]]: index, %[[V:.*]]: tensor<2xf32>)
func.func @folded_negative_index(%i: index, %v: tensor<2xf32>) -> tensor<2xf32> {
  %true = arith.constant true
  %cm1 = arith.constant -1 : index
  %c3 = arith.constant 3 : index
  %ta, %f = tagrad.tensor_array %c3 : !tagrad.tensor_array<tensor<2xf32>>
  %x = arith.select %true, %cm1, %i : index
  // CHECK: %[[W:.*]] = tagrad.opaque_constant -1 : index
  // CHECK: tagrad.tensor_array.write %{{.*}}[%[[W]]], %[[V]]
  %f1 = tagrad.tensor_array.write %ta[%x], %v, %f : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  // CHECK: %[[R:.*]] = tagrad.opaque_constant -1 : index
  // CHECK: tagrad.tensor_array.read %{{.*}}[%[[R]]]
  %r = tagrad.tensor_array.read %ta[%x], %f1 : !tagrad.tensor_array<tensor<2xf32>>
  return %r : tensor<2xf32>
}

// -----

// A non-negative folded index stays an arith.constant.
// CHECK-LABEL: func @folded_valid_index
func.func @folded_valid_index(%i: index, %v: tensor<2xf32>) -> f32 {
  %true = arith.constant true
  %c2 = arith.constant 2 : index
  %ta, %f = tagrad.tensor_array %c2 : !tagrad.tensor_array<tensor<2xf32>>
  %x = arith.select %true, %c2, %i : index
  // CHECK-NOT: opaque_constant
  // CHECK: tagrad.tensor_array.write %{{.*}}[%c2]
  %f1 = tagrad.tensor_array.write %ta[%x], %v, %f : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  return %f1 : f32
}

// -----

// A size that folds to a negative constant.
// CHECK-LABEL: func @folded_negative_size
func.func @folded_negative_size(%n: index) -> f32 {
  %true = arith.constant true
  %cm2 = arith.constant -2 : index
  %size = arith.select %true, %cm2, %n : index
  // CHECK: %[[S:.*]] = tagrad.opaque_constant -2 : index
  // CHECK: tagrad.tensor_array %[[S]]
  %ta, %f = tagrad.tensor_array %size : !tagrad.tensor_array<tensor<2xf32>>
  return %f : f32
}

// -----

// Index tensors: tensor.from_elements of constants folds into a dense
// constant, which the verifiers of gather and scatter reject when an entry
// is negative.
// CHECK-LABEL: func @folded_negative_indices
func.func @folded_negative_indices(%i: i32, %v: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %true = arith.constant true
  %cm1 = arith.constant -1 : i32
  %c0 = arith.constant 0 : i32
  %c4 = arith.constant 4 : index
  %x = arith.select %true, %cm1, %i : i32
  %indices = tensor.from_elements %c0, %x : tensor<2xi32>
  %ta, %f = tagrad.tensor_array %c4 : !tagrad.tensor_array<tensor<3xf32>>
  // CHECK: %[[S:.*]] = tagrad.opaque_constant dense<[0, -1]> : tensor<2xi32>
  // CHECK: tagrad.tensor_array.scatter %{{.*}}[%[[S]]]
  %f1 = tagrad.tensor_array.scatter %ta[%indices], %v, %f : !tagrad.tensor_array<tensor<3xf32>>, tensor<2xi32>, tensor<2x3xf32>
  // CHECK: %[[G:.*]] = tagrad.opaque_constant dense<[0, -1]> : tensor<2xi32>
  // CHECK: tagrad.tensor_array.gather %{{.*}}[%[[G]]]
  %g = tagrad.tensor_array.gather %ta[%indices], %f1 : !tagrad.tensor_array<tensor<3xf32>>, tensor<2xi32>
  return %g : tensor<2x3xf32>
}

// -----

// Split lengths that fold to a negative length, and to a sum other than the
// value's leading dimension.
// CHECK-LABEL: func @folded_split_lengths
func.func @folded_split_lengths(%l: i64, %v: tensor<4x2xf32>) -> (f32, f32) {
  %true = arith.constant true
  %cm1 = arith.constant -1 : i64
  %c3 = arith.constant 3 : i64
  %c2 = arith.constant 2 : index
  %neg = arith.select %true, %cm1, %l : i64
  %big = arith.select %true, %c3, %l : i64
  %negative = tensor.from_elements %neg, %c3 : tensor<2xi64>
  %mismatch = tensor.from_elements %big, %c3 : tensor<2xi64>
  %ta, %f = tagrad.tensor_array %c2 : !tagrad.tensor_array<tensor<?x2xf32>>
  %tb, %g = tagrad.tensor_array %c2 : !tagrad.tensor_array<tensor<?x2xf32>>
  // CHECK: %[[N:.*]] = tagrad.opaque_constant dense<[-1, 3]> : tensor<2xi64>
  // CHECK: tagrad.tensor_array.split %{{.*}}, %{{.*}}, %[[N]]
  %f1 = tagrad.tensor_array.split %ta, %v, %negative, %f : !tagrad.tensor_array<tensor<?x2xf32>>, tensor<4x2xf32>, tensor<2xi64>
  // CHECK: %[[M:.*]] = tagrad.opaque_constant dense<3> : tensor<2xi64>
  // CHECK: tagrad.tensor_array.split %{{.*}}, %{{.*}}, %[[M]]
  %g1 = tagrad.tensor_array.split %tb, %v, %mismatch, %g : !tagrad.tensor_array<tensor<?x2xf32>>, tensor<4x2xf32>, tensor<2xi64>
  return %f1, %g1 : f32, f32
}

// -----

// A prepended shape that folds to a negative dimension.
// CHECK-LABEL: func @folded_negative_prepend
func.func @folded_negative_prepend(%d: i32) -> f32 {
  %true = arith.constant true
  %cm1 = arith.constant -1 : i32
  %c2 = arith.constant 2 : index
  %x = arith.select %true, %cm1, %d : i32
  %prepend = tensor.from_elements %x : tensor<1xi32>
  %ta, %f = tagrad.tensor_array %c2 : !tagrad.tensor_array<tensor<3xf32>>
  // CHECK: %[[P:.*]] = tagrad.opaque_constant dense<-1> : tensor<1xi32>
  // CHECK: tagrad.tensor_array.grad_with_shape %{{.*}}, %{{.*}}, %[[P]]
  %g, %gf = tagrad.tensor_array.grad_with_shape %ta, %f, %prepend source "gradients" : !tagrad.tensor_array<tensor<3xf32>>, tensor<1xi32> -> !tagrad.tensor_array<tensor<?x3xf32>>
  return %gf : f32
}

// -----

// An opaque constant that no TensorArray verifier sees any more (the access
// was lowered) folds back into arith.constant; one a write uses stays.
// CHECK-LABEL: func @opaque_constant_folds_without_checking_users
func.func @opaque_constant_folds_without_checking_users(%i: index) -> (index, f32) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %v = arith.constant dense<1.0> : tensor<2xf32>
  // CHECK-DAG: %[[KEPT:.*]] = tagrad.opaque_constant -1 : index
  // CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
  %lowered = tagrad.opaque_constant -1 : index
  %sum = arith.addi %lowered, %c1 : index
  %kept = tagrad.opaque_constant -1 : index
  %ta, %f = tagrad.tensor_array %c3 : !tagrad.tensor_array<tensor<2xf32>>
  // CHECK: tagrad.tensor_array.write %{{.*}}[%[[KEPT]]]
  %f1 = tagrad.tensor_array.write %ta[%kept], %v, %f : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  // CHECK: return %[[C0]]
  return %sum, %f1 : index, f32
}

// -----

// Found by tagrad-fuzz: the loop yields its handle unchanged, so
// canonicalization forwards %g into the grad. That grad of a gradient array
// stays valid IR (-tagrad-verify-flow reports it, as before the fold).
// CHECK-LABEL: func @grad_of_loop_carried_grad
func.func @grad_of_loop_carried_grad(%f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "fwd"} : !tagrad.tensor_array<tensor<f32>>
  // CHECK: %[[G:.*]], %[[GF:.*]] = tagrad.tensor_array.grad
  %g, %gf = tagrad.tensor_array.grad %ta, %f0 source "gradients" : !tagrad.tensor_array<tensor<f32>>
  // CHECK: scf.for
  // CHECK: tagrad.tensor_array.grad %[[G]], %[[GF]] source "gradients_1"
  %h = scf.for %i = %c0 to %c2 step %c1 iter_args(%x = %g) -> (!tagrad.tensor_array<tensor<f32>>) {
    %gg, %ggf = tagrad.tensor_array.grad %x, %gf source "gradients_1" : !tagrad.tensor_array<tensor<f32>>
    scf.yield %x : !tagrad.tensor_array<tensor<f32>>
  }
  return
}
