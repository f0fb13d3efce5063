// RUN: tagrad-opt %s --split-input-file --tagrad-decompose-tensor-arrays=buffers --canonicalize | FileCheck %s
// RUN: tagrad-opt %s --split-input-file --tagrad-decompose-tensor-arrays="buffers checks=none" --canonicalize | FileCheck %s --check-prefix=NONE

// -tagrad-decompose-tensor-arrays with `buffers` (what --tagrad-cpu-pipeline
// uses): each array's state is memrefs accessed in place, not tensors
// threaded as SSA values. Run-time results of this form are checked by
// test/Integration/TensorArray (%tagrad_cpu).

// CHECK-LABEL: func @static_checks
// CHECK-NOT: memref<2xi8>
// CHECK-NOT: memref<i1>
// CHECK: %[[DATA:.*]] = memref.alloc() : memref<2x4xf32>
// CHECK: linalg.fill {{.*}} outs(%[[DATA]] : memref<2x4xf32>)
// CHECK-NOT: scf.if
// CHECK: %[[VALUE:.*]] = bufferization.to_buffer %arg0 read_only
// CHECK: memref.copy %[[VALUE]], %{{.*}} : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[1]>>
// CHECK: %[[COPY:.*]] = memref.alloc() : memref<4xf32>
// CHECK: memref.copy %{{.*}}, %[[COPY]]
// CHECK: %[[READ:.*]] = bufferization.to_tensor %[[COPY]] restrict writable
// The second read of index 0: read after clear, decided at compile time
// (the only rule left, always reported).
// CHECK-NOT: scf.if
// CHECK: tagrad.tensor_array.check "x"[%c0] size 2 [%true : read_after_clear]{{$}}
// CHECK: return %[[READ]]

// NONE-LABEL: func @static_checks
// NONE-NOT: tagrad.tensor_array.check
// NONE: return

!T = !tagrad.tensor_array<tensor<4xf32>>

// Constant indices in one block: the rules are decided at compile time, no
// per-element state is kept, and the read twice is reported unconditionally.
func.func @static_checks(%v: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 2 : index
  %ta, %f0 = tagrad.tensor_array %n {tensor_array_name = "x"} : !T
  %f1 = tagrad.tensor_array.write %ta[%c0], %v, %f0 : !T, tensor<4xf32>
  %r = tagrad.tensor_array.read %ta[%c0], %f1 : !T
  %r2 = tagrad.tensor_array.read %ta[%c0], %f1 : !T
  return %r : tensor<4xf32>
}

// -----

// CHECK-LABEL: func @loop_state
// CHECK: %[[DATA:.*]] = memref.alloc() : memref<8x4xf32>
// CHECK: %[[FLAGS:.*]] = memref.alloc() : memref<8xi8>
// CHECK: %[[CLOSED:.*]] = memref.alloc() : memref<i1>
// CHECK: memref.store %false, %[[CLOSED]][]
// CHECK: scf.for %[[I:.*]] = %c0 to %arg1 step %c1 {
// CHECK:   %[[IS_CLOSED:.*]] = memref.load %[[CLOSED]][] : memref<i1>
// CHECK:   %[[OLD:.*]] = memref.load %[[FLAGS]][%[[SAFE:.*]]] : memref<8xi8>
// CHECK:   %[[OK:.*]] = tagrad.tensor_array.check "x"[%[[I]]] size 8 [%[[IS_CLOSED]] : use_after_close, %{{.*}} : negative_write_index, %{{.*}} : write_out_of_range, %{{.*}} : write_after_read, %{{.*}} : double_write]
// CHECK:   scf.if %[[OK]] {
// CHECK:     %[[VALUE:.*]] = bufferization.to_buffer %arg0 read_only
// CHECK:     %[[VIEW:.*]] = memref.subview %[[DATA]][%[[SAFE]], 0] [1, 4] [1, 1]
// CHECK:     memref.copy %[[VALUE]], %[[VIEW]]
// CHECK:   }
// CHECK:   memref.store %{{.*}}, %[[FLAGS]][%[[SAFE]]] : memref<8xi8>
// CHECK: }
// CHECK: memref.store %true, %[[CLOSED]][]

// NONE-LABEL: func @loop_state
// NONE-NOT: memref<8xi8>
// NONE-NOT: memref<i1>
// NONE: scf.for
// NONE-NOT: scf.if
// NONE: memref.copy
// NONE: return

!T = !tagrad.tensor_array<tensor<4xf32>>

// A loop index: flags and the closed flag live in buffers, loaded and
// stored in place; nothing is threaded through the loop.
func.func @loop_state(%v: tensor<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %ta, %f0 = tagrad.tensor_array %c8 {tensor_array_name = "x"} : !T
  %f = scf.for %i = %c0 to %n step %c1 iter_args(%fi = %f0) -> (f32) {
    %w = tagrad.tensor_array.write %ta[%i], %v, %fi : !T, tensor<4xf32>
    scf.yield %w : f32
  }
  tagrad.tensor_array.close %ta : !T
  return
}

// -----

// CHECK-LABEL: func @aggregate_gather_concat
// CHECK: %[[DATA:.*]] = memref.alloc() : memref<2x4xf32>
// CHECK: scf.if
// CHECK:   %[[VALUE:.*]] = bufferization.to_buffer %arg0 read_only
// CHECK:   %[[VIEW:.*]] = memref.subview %[[DATA]]
// CHECK:   linalg.add ins(%[[VIEW]], %[[VALUE]] : {{.*}}) outs(%[[VIEW]] :
// CHECK: %[[GATHERED:.*]] = memref.alloc() : memref<2x4xf32>
// CHECK: scf.for %[[J:.*]] =
// CHECK:   %[[TO:.*]] = memref.subview %[[GATHERED]][%[[J]], 0]
// CHECK:   memref.copy %{{.*}}, %[[TO]]
// Read past the end of a gradient array: zeros.
// CHECK:   scf.if
// CHECK:     linalg.fill {{.*}} outs(%[[TO]] :
// CHECK: %[[G:.*]] = bufferization.to_tensor %[[GATHERED]] restrict writable
// CHECK: scf.for
// CHECK: %[[CONCAT:.*]] = memref.alloc() : memref<8xf32>
// CHECK: %[[FLAT:.*]] = memref.collapse_shape %[[DATA]] {{\[\[}}0, 1]] : memref<2x4xf32> into memref<8xf32>
// CHECK: memref.copy %[[FLAT]], %[[CONCAT]]
// CHECK: %[[C:.*]] = bufferization.to_tensor %[[CONCAT]] restrict writable
// CHECK: %[[CAST:.*]] = tensor.cast %[[C]]
// CHECK: return %[[G]], %[[CAST]]

!T = !tagrad.tensor_array<tensor<4xf32>>

// Aggregating writes add in place; a gather copies straight into its
// result; a concat copies the data out.
func.func @aggregate_gather_concat(%v: tensor<4xf32>, %k: index) -> (tensor<2x4xf32>, tensor<?xf32>) {
  %c2 = arith.constant 2 : index
  %ta, %f0 = tagrad.tensor_array %c2 {multiple_writes_aggregate = true, tensor_array_name = "g"} : !T
  %f1 = tagrad.tensor_array.write %ta[%k], %v, %f0 : !T, tensor<4xf32>
  %idx = arith.constant dense<[1, 0]> : tensor<2xindex>
  %gathered = tagrad.tensor_array.gather %ta[%idx], %f1 : !T, tensor<2xindex>
  %value, %lengths = tagrad.tensor_array.concat %ta, %f1 : !T
  return %gathered, %value : tensor<2x4xf32>, tensor<?xf32>
}

// -----

// CHECK-LABEL: func private @fill
// CHECK-SAME: (%{{.*}}: f32, %{{.*}}: tensor<4xf32>, %{{.*}}: index, %[[DATA:.*]]: memref<2x4xf32>, %[[FLAGS:.*]]: memref<2xi8>, %[[CLOSED:.*]]: memref<i1>) -> f32
// CHECK: memref.load %[[FLAGS]]
// CHECK: memref.subview %[[DATA]]
// CHECK: memref.store %{{.*}}, %[[FLAGS]]
// CHECK-LABEL: func @caller
// CHECK: %[[D:.*]] = memref.alloc() : memref<2x4xf32>
// CHECK: %[[F:.*]] = memref.alloc() : memref<2xi8>
// CHECK: %[[C:.*]] = memref.alloc() : memref<i1>
// CHECK: call @fill(%{{.*}}, %arg0, %arg1, %[[D]], %[[F]], %[[C]]) : ({{.*}}) -> f32
// CHECK: memref.subview %[[D]]

!T = !tagrad.tensor_array<tensor<4xf32>>

// A callee takes the buffers as arguments and returns nothing more.
func.func private @fill(%h: !T, %f: f32, %v: tensor<4xf32>, %i: index) -> f32 {
  %w = tagrad.tensor_array.write %h[%i], %v, %f : !T, tensor<4xf32>
  return %w : f32
}

func.func @caller(%v: tensor<4xf32>, %i: index) -> tensor<4xf32> {
  %c2 = arith.constant 2 : index
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "x"} : !T
  %f1 = func.call @fill(%ta, %f0, %v, %i) : (!T, f32, tensor<4xf32>, index) -> f32
  %r = tagrad.tensor_array.read %ta[%i], %f1 : !T
  return %r : tensor<4xf32>
}

// -----

!T = !tagrad.tensor_array<tensor<4xf32>>

// The callee's other arguments and its results keep their attributes when
// the handle argument is replaced by the state buffers.
// CHECK-LABEL: func private @keeps_attributes
// CHECK-SAME: (%{{.*}}: tensor<4xf32> {tagrad.variable = "w"}, %{{.*}}: index {tf.name = "i"}, %{{.*}}: memref<2x4xf32>, %{{.*}}: memref<2xi8>, %{{.*}}: memref<i1>) -> (index {tf.name = "out"})
func.func private @keeps_attributes(%v: tensor<4xf32> {tagrad.variable = "w"}, %h: !T {tf.name = "h"}, %i: index {tf.name = "i"}) -> (index {tf.name = "out"}) {
  %f = arith.constant 0.0 : f32
  %w = tagrad.tensor_array.write %h[%i], %v, %f : !T, tensor<4xf32>
  return %i : index
}

func.func @calls_it(%v: tensor<4xf32>, %i: index) -> index {
  %c2 = arith.constant 2 : index
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "x"} : !T
  %r = func.call @keeps_attributes(%v, %ta, %i) : (tensor<4xf32>, !T, index) -> index
  return %r : index
}

// -----

// An array outside the module's functions is not decomposed (functions are
// rewritten one by one; its uses would have kept pointing at the erased
// creation: tagrad-fuzz found the use-after-free).

// CHECK: tagrad.tensor_array %{{.*}} {tensor_array_name = "a"}
// NONE: tagrad.tensor_array %{{.*}} {tensor_array_name = "a"}
%c3 = arith.constant 3 : index
%ta, %f = tagrad.tensor_array %c3 {tensor_array_name = "a"} : !tagrad.tensor_array<tensor<2xf32>>
%n = tagrad.tensor_array.size %ta, %f : !tagrad.tensor_array<tensor<2xf32>>

// -----

// 2^62 elements of 3 floats do not fit one buffer (its shape would wrap
// around int64; found by tagrad-fuzz): the array stays for the runtime's
// store.

// CHECK-LABEL: func @too_large_for_one_buffer
// CHECK: tagrad.tensor_array %{{.*}} {clear_after_read = false}
// CHECK-NOT: memref.alloc
// NONE-LABEL: func @too_large_for_one_buffer
// NONE: tagrad.tensor_array %{{.*}} {clear_after_read = false}
func.func @too_large_for_one_buffer(%i: index) -> tensor<3xf32> {
  %n = arith.constant 4611686018427387904 : index
  %ta, %f0 = tagrad.tensor_array %n {clear_after_read = false} : !tagrad.tensor_array<tensor<3xf32>>
  %r = tagrad.tensor_array.read %ta[%i], %f0 : !tagrad.tensor_array<tensor<3xf32>>
  return %r : tensor<3xf32>
}

// -----

// A dynamically sized array with TensorList rules (writes replace, reads
// keep) is growable storage: a box holding a memref<?xi8> of 16-byte rows,
// created with the creation's size (or the capacity this creation reached
// last time, kept in a global), written inline when the index is within
// the capacity and after tagradGrowableReserve otherwise, read through
// memref.view or as zeros past the capacity, freed at the end of the block.
// Run-time behaviour: test/Integration/TensorArray/growable_list.mlir.

// CHECK-LABEL: func @growable
// CHECK: %[[BOX:.*]] = memref.alloca() : memref<memref<?xi8>>
// CHECK: %[[HINT:.*]] = memref.get_global @__tagrad_growable_capacity : memref<i64>
// CHECK: call @tagradGrowableCreate(%[[BOX]], %c2_i64, %c16_i64, %[[HINT]])
// CHECK: scf.for %[[I:.*]] = %c0 to %arg1
// CHECK:   tagrad.tensor_array.check "list"[%[[I]]] size 2 [%{{.*}} : negative_write_index]
// CHECK:   scf.if
// CHECK:     %[[BYTES:.*]] = memref.load %[[BOX]][]
// CHECK:     %[[DIM:.*]] = memref.dim %[[BYTES]], %c0
// CHECK:     %[[CAP:.*]] = arith.divui %[[DIM]], %c16
// CHECK:     %[[FITS:.*]] = arith.cmpi ult, %[[I]], %[[CAP]]
// CHECK:     %[[ROOM:.*]] = scf.if %[[FITS]] -> (i1) {
// CHECK:     } else {
// CHECK:       func.call @tagradGrowableReserve(%[[BOX]], %{{.*}}, %c16_i64)
// CHECK:     scf.if %[[ROOM]] {
// CHECK:       memref.load %[[BOX]][]
// CHECK:       memref.view {{.*}} : memref<?xi8> to memref<4xf32>
// CHECK:       memref.copy
// The gather: each row read through the box, zeros past the capacity.
// CHECK: scf.for
// CHECK:   tagrad.tensor_array.check "list"[%{{.*}}] size 2 [%{{.*}} : negative_read_index]
// CHECK:   memref.load %[[BOX]][]
// CHECK:   scf.if
// CHECK:     memref.view
// CHECK:   } else {
// CHECK:     linalg.fill
// CHECK: call @tagradGrowableFree(%[[BOX]], %[[HINT]])
// CHECK-NEXT: return
// CHECK: memref.global "private" @__tagrad_growable_capacity : memref<i64> = dense<0>
// CHECK: func.func private @tagradGrowableCreate(memref<memref<?xi8>>, i64, i64, memref<i64>) -> i1
// CHECK: func.func private @tagradGrowableReserve(memref<memref<?xi8>>, i64, i64) -> i1
// CHECK: func.func private @tagradGrowableFree(memref<memref<?xi8>>, memref<i64>)

// NONE-LABEL: func @growable
// NONE-NOT: tagrad.tensor_array.check
// NONE: call @tagradGrowableFree

!L = !tagrad.tensor_array<tensor<4xf32>>

func.func @growable(%v: tensor<4xf32>, %n: index) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %ta, %f0 = tagrad.tensor_array %c2 {dynamic_size = true, writes_replace = true, clear_after_read = false, tensor_array_name = "list"} : !L
  %f = scf.for %i = %c0 to %n step %c1 iter_args(%fi = %f0) -> (f32) {
    %fj = tagrad.tensor_array.write %ta[%i], %v, %fi : !L, tensor<4xf32>
    scf.yield %fj : f32
  }
  %idx = arith.constant dense<[1, 0]> : tensor<2xi64>
  %g = tagrad.tensor_array.gather %ta[%idx], %f : !L, tensor<2xi64>
  %r = tensor.cast %g : tensor<2x4xf32> to tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

// -----

// Dynamically sized arrays that are not growable stay for the runtime's
// store: TensorArray rules (a read clears), or a size asked.

// CHECK-LABEL: func @not_growable
// CHECK: tagrad.tensor_array %c0 {dynamic_size = true, tensor_array_name = "clears"}
// CHECK: tagrad.tensor_array %c0 {clear_after_read = false, dynamic_size = true, tensor_array_name = "sized", writes_replace = true}
// CHECK-NOT: tagradGrowable
// NONE-LABEL: func @not_growable
// NONE-NOT: tagradGrowable
func.func @not_growable(%v: tensor<4xf32>, %i: index) -> (tensor<4xf32>, index) {
  %c0 = arith.constant 0 : index
  %ta, %f0 = tagrad.tensor_array %c0 {dynamic_size = true, tensor_array_name = "clears"} : !tagrad.tensor_array<tensor<4xf32>>
  %f1 = tagrad.tensor_array.write %ta[%i], %v, %f0 : !tagrad.tensor_array<tensor<4xf32>>, tensor<4xf32>
  %r = tagrad.tensor_array.read %ta[%i], %f1 : !tagrad.tensor_array<tensor<4xf32>>
  %tb, %g0 = tagrad.tensor_array %c0 {dynamic_size = true, writes_replace = true, clear_after_read = false, tensor_array_name = "sized"} : !tagrad.tensor_array<tensor<4xf32>>
  %g1 = tagrad.tensor_array.write %tb[%i], %v, %g0 : !tagrad.tensor_array<tensor<4xf32>>, tensor<4xf32>
  %n = tagrad.tensor_array.size %tb, %g1 : !tagrad.tensor_array<tensor<4xf32>>
  return %r, %n : tensor<4xf32>, index
}
