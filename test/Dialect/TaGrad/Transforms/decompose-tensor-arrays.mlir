// RUN: tagrad-opt %s --split-input-file --tagrad-decompose-tensor-arrays=checks=none --canonicalize | FileCheck %s
// RUN: tagrad-opt %s --split-input-file --tagrad-decompose-tensor-arrays --canonicalize | FileCheck %s --check-prefix=ALL

// Fixed-size arrays become tensor<size x element>; writes insert_slice,
// reads extract_slice, indices clamped into range even without checks.

// CHECK-LABEL: func @write_read
// CHECK: %[[ZERO:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<3x2xf32>)
// CHECK: %[[SAFE:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : index
// CHECK: %[[DATA:.*]] = tensor.insert_slice %{{.*}} into %[[ZERO]][%[[SAFE]], 0] [1, 2] [1, 1] : tensor<2xf32> into tensor<3x2xf32>
// CHECK: %[[R:.*]] = tensor.extract_slice %[[DATA]][%{{.*}}, 0] [1, 2] [1, 1] : tensor<3x2xf32> to tensor<2xf32>
// CHECK: return %[[R]], %{{.*}} : tensor<2xf32>, index
// CHECK-NOT: tagrad.

// ALL-LABEL: func @write_read
// ALL: %[[FLAGS:.*]] = linalg.fill ins(%{{.*}} : i8) outs(%{{.*}} : tensor<3xi8>)
// ALL: %[[OK:.*]] = tagrad.tensor_array.check "ta"[%arg0] size 3 [%{{.*}} : negative_write_index, %{{.*}} : write_out_of_range]
// ALL: scf.if %[[OK]] -> (tensor<3x2xf32>)
// ALL: tensor.insert_slice
// ALL: tensor.insert %{{.*}} into %[[FLAGS]]
// ALL: tensor.extract %{{.*}} : tensor<3xi8>
// ALL: tagrad.tensor_array.check "ta"[%arg0] size 3 [%{{.*}} : negative_read_index, %{{.*}} : read_out_of_range, %{{.*}} : read_after_clear]
// The decomposition emits no LLVM op and declares no runtime function.
// ALL-NOT: llvm.
// ALL-NOT: tagradReport
func.func @write_read(%i: index, %v: tensor<2xf32>) -> (tensor<2xf32>, index) {
  %c3 = arith.constant 3 : index
  %ta, %f0 = tagrad.tensor_array %c3 {tensor_array_name = "ta"} : !tagrad.tensor_array<tensor<2xf32>>
  %f1 = tagrad.tensor_array.write %ta[%i], %v, %f0 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  %r = tagrad.tensor_array.read %ta[%i], %f1 : !tagrad.tensor_array<tensor<2xf32>>
  %n = tagrad.tensor_array.size %ta, %f1 : !tagrad.tensor_array<tensor<2xf32>>
  tagrad.tensor_array.close %ta : !tagrad.tensor_array<tensor<2xf32>>
  return %r, %n : tensor<2xf32>, index
}

// -----

// Accumulators add (linalg.add) and are sized by their forward array.

// CHECK-LABEL: func @accumulate
// CHECK: %[[OLD:.*]] = tensor.extract_slice %{{.*}} : tensor<4xf32> to tensor<f32>
// CHECK: %[[SUM:.*]] = linalg.add ins(%[[OLD]], %{{.*}} : tensor<f32>, tensor<f32>) outs(%[[OLD]] : tensor<f32>)
// CHECK: tensor.insert_slice %[[SUM]]
func.func @accumulate(%i: index, %v: tensor<f32>) -> tensor<f32> {
  %c4 = arith.constant 4 : index
  %ta, %f0 = tagrad.tensor_array %c4 {tensor_array_name = "fwd"} : !tagrad.tensor_array<tensor<f32>>
  %l = tagrad.tensor_array.lock_size %ta, %f0 : !tagrad.tensor_array<tensor<f32>>
  %n = tagrad.tensor_array.size %ta, %l : !tagrad.tensor_array<tensor<f32>>
  %g, %g0 = tagrad.tensor_array %n {multiple_writes_aggregate = true, tensor_array_name = "fwd@gradients"} : !tagrad.tensor_array<tensor<f32>>
  %g1 = tagrad.tensor_array.write %g[%i], %v, %g0 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  %r = tagrad.tensor_array.read %g[%i], %g1 : !tagrad.tensor_array<tensor<f32>>
  return %r : tensor<f32>
}

// -----

// The array state is threaded through scf.while, scf.if and calls; the
// callee takes and returns it in place of the handle.

// CHECK-LABEL: func.func private @fill
// CHECK-SAME: (%{{.*}}: index, %{{.*}}: f32, %[[DATA:.*]]: tensor<4xf32>) -> (f32, tensor<4xf32>)
// CHECK: tensor.insert_slice %{{.*}} into %[[DATA]]
// CHECK-LABEL: func @while_if_call
// CHECK: scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) : (index, f32, tensor<4xf32>) -> (index, f32, tensor<4xf32>)
// CHECK: scf.if %{{.*}} -> (f32, tensor<4xf32>)
// CHECK: func.call @fill(%{{.*}}, %{{.*}}, %{{.*}}) : (index, f32, tensor<4xf32>) -> (f32, tensor<4xf32>)
// CHECK: } else {
// CHECK: scf.yield %{{.*}}, %{{.*}} : f32, tensor<4xf32>

// ALL-LABEL: func.func private @fill
// ALL-SAME: -> (f32, tensor<4xf32>, tensor<4xi8>, i1)
// ALL-LABEL: func @while_if_call
// ALL: scf.while {{.*}} : (index, f32, tensor<4xf32>, tensor<4xi8>, i1) -> (index, f32, tensor<4xf32>, tensor<4xi8>, i1)
func.func private @fill(%ta: !tagrad.tensor_array<tensor<f32>>, %i: index, %f: f32) -> f32 {
  %v = arith.constant dense<1.0> : tensor<f32>
  %f1 = tagrad.tensor_array.write %ta[%i], %v, %f : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  return %f1 : f32
}
func.func @while_if_call(%n: index, %p: i1) -> tensor<f32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %ta, %f0 = tagrad.tensor_array %c4 {tensor_array_name = "w"} : !tagrad.tensor_array<tensor<f32>>
  %r:2 = scf.while (%i = %c0, %f = %f0) : (index, f32) -> (index, f32) {
    %go = arith.cmpi slt, %i, %n : index
    scf.condition(%go) %i, %f : index, f32
  } do {
  ^bb0(%i: index, %f: f32):
    %f1 = scf.if %p -> f32 {
      %f2 = func.call @fill(%ta, %i, %f) : (!tagrad.tensor_array<tensor<f32>>, index, f32) -> f32
      scf.yield %f2 : f32
    }
    else {
      scf.yield %f : f32
    }
    %i1 = arith.addi %i, %c1 : index
    scf.yield %i1, %f1 : index, f32
  }
  %x = tagrad.tensor_array.read %ta[%c0], %r#1 : !tagrad.tensor_array<tensor<f32>>
  return %x : tensor<f32>
}

// -----

// gather is a loop of reads into a fresh tensor; concat collapses the data.

// CHECK-LABEL: func @gather_concat
// CHECK: scf.for {{.*}} -> (tensor<2x3xf32>)
// CHECK: tensor.extract_slice %{{.*}} : tensor<5x3xf32> to tensor<3xf32>
// CHECK: tensor.insert_slice %{{.*}} : tensor<3xf32> into tensor<2x3xf32>
// CHECK: tensor.collapse_shape %{{.*}} {{\[}}[0, 1]] : tensor<5x3xf32> into tensor<15xf32>
func.func @gather_concat(%idx: tensor<2xi32>) -> (tensor<2x3xf32>, tensor<?xf32>, tensor<?xi64>) {
  %c5 = arith.constant 5 : index
  %ta, %f0 = tagrad.tensor_array %c5 {clear_after_read = false} : !tagrad.tensor_array<tensor<3xf32>>
  %g = tagrad.tensor_array.gather %ta[%idx], %f0 : !tagrad.tensor_array<tensor<3xf32>>, tensor<2xi32>
  %v, %l = tagrad.tensor_array.concat %ta, %f0 : !tagrad.tensor_array<tensor<3xf32>>
  return %g, %v, %l : tensor<2x3xf32>, tensor<?xf32>, tensor<?xi64>
}

// -----

// Left for -convert-tagrad-to-runtime: a dynamic size, a dynamic element
// shape, an unresolved grad (and its forward array), a handle carried
// through a loop.

// CHECK-LABEL: func @stays_dynamic
// CHECK: tagrad.tensor_array %{{.*}} {dynamic_size = true}
// CHECK: tagrad.tensor_array %{{.*}} : !tagrad.tensor_array<tensor<?xf32>>
// CHECK: tagrad.tensor_array %{{.*}} : !tagrad.tensor_array<tensor<2xf32>>
// CHECK: tagrad.tensor_array.grad
// CHECK: tagrad.tensor_array %{{.*}} : !tagrad.tensor_array<tensor<3xf32>>
func.func @stays_dynamic(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a, %fa = tagrad.tensor_array %c2 {dynamic_size = true} : !tagrad.tensor_array<tensor<2xf32>>
  %b, %fb = tagrad.tensor_array %c2 : !tagrad.tensor_array<tensor<?xf32>>
  %c, %fc = tagrad.tensor_array %c2 : !tagrad.tensor_array<tensor<2xf32>>
  %g, %fg = tagrad.tensor_array.grad %c, %fc source "gradients" : !tagrad.tensor_array<tensor<2xf32>>
  %d, %fd = tagrad.tensor_array %c2 : !tagrad.tensor_array<tensor<3xf32>>
  %h = scf.for %i = %c0 to %n step %c1 iter_args(%x = %d) -> (!tagrad.tensor_array<tensor<3xf32>>) {
    scf.yield %x : !tagrad.tensor_array<tensor<3xf32>>
  }
  return
}

// -----

// A value whose shape is only known at run time, written into a decomposed
// array: its dimensions are compared with the element shape, a mismatch is
// an incompatible_shape rule of the check (TensorFlow's "incompatible with
// the TensorArray's inferred element shape" message, with both shapes) and
// the write is skipped.

// CHECK-LABEL: func @dynamic_value_write
// CHECK: %[[D:.*]] = tensor.dim %arg0, %c0
// CHECK: %[[OK:.*]] = arith.cmpi eq, %[[D]], %c2
// CHECK-NOT: tagrad.tensor_array.check
// CHECK: scf.if %[[OK]]
// CHECK: tensor.cast %arg0 : tensor<?xf32> to tensor<2xf32>
// CHECK: tensor.insert_slice
// ALL-LABEL: func @dynamic_value_write
// ALL: %[[D:.*]] = tensor.dim %arg0, %c0
// ALL: %[[BAD:.*]] = arith.cmpi ne, %[[D]], %c2
// ALL: %[[OK:.*]] = tagrad.tensor_array.check "ta"[%c0] size 3 [%[[BAD]] : incompatible_shape{{.*}}] value_shape(%[[D]]) element_shape [2]
// ALL: scf.if %[[OK]] -> (tensor<3x2xf32>)
// ALL: tensor.cast %arg0 : tensor<?xf32> to tensor<2xf32>
// ALL: tensor.insert_slice
// ALL-NOT: llvm.
// ALL-NOT: tagradReport
func.func @dynamic_value_write(%v: tensor<?xf32>) -> tensor<2xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %ta, %f0 = tagrad.tensor_array %c3 {tensor_array_name = "ta"} : !tagrad.tensor_array<tensor<2xf32>>
  %f1 = tagrad.tensor_array.write %ta[%c0], %v, %f0 : !tagrad.tensor_array<tensor<2xf32>>, tensor<?xf32>
  %r = tagrad.tensor_array.read %ta[%c0], %f1 : !tagrad.tensor_array<tensor<2xf32>>
  return %r : tensor<2xf32>
}

// -----

// Threaded through a callee: its other arguments and results keep their
// attributes; the state comes back as extra results without any.
// CHECK-LABEL: func private @keeps_attributes
// CHECK-SAME: (%{{.*}}: tensor<4xf32> {tagrad.variable = "w"}, %{{.*}}: index {tf.name = "i"}, %{{.*}}: tensor<2x4xf32>) -> (index {tf.name = "out"}, tensor<2x4xf32>)
func.func private @keeps_attributes(%v: tensor<4xf32> {tagrad.variable = "w"}, %h: !tagrad.tensor_array<tensor<4xf32>> {tf.name = "h"}, %i: index {tf.name = "i"}) -> (index {tf.name = "out"}) {
  %f = arith.constant 0.0 : f32
  %w = tagrad.tensor_array.write %h[%i], %v, %f : !tagrad.tensor_array<tensor<4xf32>>, tensor<4xf32>
  return %i : index
}

func.func @calls_it(%v: tensor<4xf32>, %i: index) -> index {
  %c2 = arith.constant 2 : index
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "x"} : !tagrad.tensor_array<tensor<4xf32>>
  %r = func.call @keeps_attributes(%v, %ta, %i) : (tensor<4xf32>, !tagrad.tensor_array<tensor<4xf32>>, index) -> index
  return %r : index
}

// -----

// A scatter whose row count is known only at run time: TensorFlow's count
// rule is a tagrad.runtime_check (not at checks=none, where the rows there
// are indices for are written).

// CHECK-LABEL: func @scatter_dynamic_rows
// CHECK-NOT: tagrad.runtime_check
// CHECK: return
// ALL-LABEL: func @scatter_dynamic_rows
// ALL: %[[ROWS:.*]] = tensor.dim %{{.*}}, %{{.*}} : tensor<?x2xf32>
// ALL: %[[DIFFER:.*]] = arith.cmpi ne, %[[ROWS]], %{{.*}} : index
// ALL: tagrad.runtime_check %[[DIFFER]], "TensorArray ta: Expected len(indices) == values.shape[0], but saw: {0} vs. {1}"(%{{.*}}, %[[ROWS]] : index, index)
func.func @scatter_dynamic_rows(%v: tensor<?x2xf32>) -> tensor<3x2xf32> {
  %c3 = arith.constant 3 : index
  %idx = arith.constant dense<[0, 1, 2]> : tensor<3xi32>
  %ta, %f0 = tagrad.tensor_array %c3 {tensor_array_name = "ta"} : !tagrad.tensor_array<tensor<2xf32>>
  %f1 = tagrad.tensor_array.scatter %ta[%idx], %v, %f0 : !tagrad.tensor_array<tensor<2xf32>>, tensor<3xi32>, tensor<?x2xf32>
  %g = tagrad.tensor_array.gather %ta[%idx], %f1 : !tagrad.tensor_array<tensor<2xf32>>, tensor<3xi32>
  return %g : tensor<3x2xf32>
}
