// RUN: tagrad-opt %s --split-input-file --tagrad-decompose-tensor-arrays=buffers --canonicalize | FileCheck %s
// RUN: tagrad-opt %s --split-input-file --tagrad-decompose-tensor-arrays --canonicalize | FileCheck %s --check-prefix=TENSORS
// RUN: tagrad-opt %s --split-input-file --tagrad-decompose-tensor-arrays="buffers checks=bounds" --canonicalize | FileCheck %s --check-prefix=BOUNDS

// Sweeps: an array whose every read and write is one trip of an scf.for in
// its creation's block that visits each index once (i, or size-1-i, for i
// from 0 to the size by 1). Each loop leaves every element with the same
// flags, so checks=all decides TensorFlow's rules at compile time: no
// per-element flags, no closed flag, no range checks.

// CHECK-LABEL: func @write_then_reverse_read
// CHECK-NOT: xi8>
// CHECK-NOT: memref<i1>
// CHECK-NOT: tagrad.tensor_array.check
// CHECK: return
// TENSORS-LABEL: func @write_then_reverse_read
// TENSORS-NOT: tensor<100xi8>
// TENSORS-NOT: tagrad.tensor_array.check
// TENSORS: return
// With checks=bounds the sweep's indices are proven in range too.
// BOUNDS-LABEL: func @write_then_reverse_read
// BOUNDS-NOT: tagrad.tensor_array.check
// BOUNDS: return
func.func @write_then_reverse_read(%out: memref<100xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c99 = arith.constant 99 : index
  %n = arith.constant 100 : index
  %v = arith.constant dense<2.0> : tensor<4xf32>
  %ta, %f0 = tagrad.tensor_array %n {tensor_array_name = "x"} : !tagrad.tensor_array<tensor<4xf32>>
  %f1 = scf.for %i = %c0 to %n step %c1 iter_args(%f = %f0) -> (f32) {
    %f2 = tagrad.tensor_array.write %ta[%i], %v, %f : !tagrad.tensor_array<tensor<4xf32>>, tensor<4xf32>
    scf.yield %f2 : f32
  }
  // Reverse, as gradient loops run: 99 - j.
  %f3 = scf.for %j = %c0 to %n step %c1 iter_args(%f = %f1) -> (f32) {
    %i = arith.subi %c99, %j : index
    %r = tagrad.tensor_array.read %ta[%i], %f : !tagrad.tensor_array<tensor<4xf32>>
    %e = tensor.extract %r[%c0] : tensor<4xf32>
    memref.store %e, %out[%j] : memref<100xf32>
    scf.yield %f : f32
  }
  %s = tagrad.tensor_array.size %ta, %f3 : !tagrad.tensor_array<tensor<4xf32>>
  tagrad.tensor_array.close %ta : !tagrad.tensor_array<tensor<4xf32>>
  return
}

// -----

// A rule broken by a whole sweep is broken at its first trip: the check is
// kept, with its condition decided (true), and reports index 0 at run time
// as TensorFlow would. Here: a second write sweep (double_write), a second
// read sweep of a clear_after_read array (read_after_clear), and a read
// after close (use_after_close).

// CHECK-LABEL: func @broken_by_sweeps
// CHECK-NOT: xi8>
// CHECK: scf.for
// CHECK-NOT: tagrad.tensor_array.check
// CHECK: scf.for %[[I:.*]] =
// CHECK: tagrad.tensor_array.check "x"[%[[I]]] size 8 [%true : double_write]{{$}}
// CHECK: scf.for
// CHECK-NOT: tagrad.tensor_array.check
// CHECK: scf.for %[[J:.*]] =
// CHECK: tagrad.tensor_array.check "x"[%[[J]]] size 8 [%true : read_after_clear]{{$}}
// CHECK: scf.for %[[K:.*]] =
// CHECK: tagrad.tensor_array.check "x"[%[[K]]] size 8 [%true : use_after_close]{{$}}
func.func @broken_by_sweeps() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 8 : index
  %v = arith.constant dense<2.0> : tensor<4xf32>
  %ta, %f0 = tagrad.tensor_array %n {tensor_array_name = "x"} : !tagrad.tensor_array<tensor<4xf32>>
  %f1 = scf.for %i = %c0 to %n step %c1 iter_args(%f = %f0) -> (f32) {
    %f2 = tagrad.tensor_array.write %ta[%i], %v, %f : !tagrad.tensor_array<tensor<4xf32>>, tensor<4xf32>
    scf.yield %f2 : f32
  }
  %f3 = scf.for %i = %c0 to %n step %c1 iter_args(%f = %f1) -> (f32) {
    %f2 = tagrad.tensor_array.write %ta[%i], %v, %f : !tagrad.tensor_array<tensor<4xf32>>, tensor<4xf32>
    scf.yield %f2 : f32
  }
  %f4 = scf.for %i = %c0 to %n step %c1 iter_args(%f = %f3) -> (f32) {
    %r = tagrad.tensor_array.read %ta[%i], %f : !tagrad.tensor_array<tensor<4xf32>>
    scf.yield %f : f32
  }
  %f5 = scf.for %i = %c0 to %n step %c1 iter_args(%f = %f4) -> (f32) {
    %r = tagrad.tensor_array.read %ta[%i], %f : !tagrad.tensor_array<tensor<4xf32>>
    scf.yield %f : f32
  }
  tagrad.tensor_array.close %ta : !tagrad.tensor_array<tensor<4xf32>>
  %f6 = scf.for %i = %c0 to %n step %c1 iter_args(%f = %f5) -> (f32) {
    %r = tagrad.tensor_array.read %ta[%i], %f : !tagrad.tensor_array<tensor<4xf32>>
    scf.yield %f : f32
  }
  return
}

// -----

// Not sweeps: the loop starts at 1, steps by 2, stops short and reads i+1,
// accesses the array twice, or guards the access. The array keeps
// per-element flags; accesses off a sweep's index keep their range checks,
// the two at i in one loop do not need them.

// CHECK-LABEL: func @not_sweeps
// CHECK: memref.alloc() : memref<8xi8>
// CHECK-COUNT-3: tagrad.tensor_array.check "x"[%{{.*}}] size 8 [%{{.*}} : use_after_close, %{{.*}} : negative_
// CHECK-COUNT-2: tagrad.tensor_array.check "x"[%{{.*}}] size 8 [%{{.*}} : use_after_close, %{{.*}} : read_after_clear]{{$}}
// CHECK: scf.if
// CHECK: tagrad.tensor_array.check "x"[%{{.*}}] size 8 [%{{.*}} : use_after_close, %{{.*}} : negative_write_index
func.func @not_sweeps(%flag: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %n = arith.constant 8 : index
  %v = arith.constant dense<2.0> : tensor<4xf32>
  %ta, %f0 = tagrad.tensor_array %n {tensor_array_name = "x"} : !tagrad.tensor_array<tensor<4xf32>>
  %f1 = scf.for %i = %c1 to %n step %c1 iter_args(%f = %f0) -> (f32) {
    %f2 = tagrad.tensor_array.write %ta[%i], %v, %f : !tagrad.tensor_array<tensor<4xf32>>, tensor<4xf32>
    scf.yield %f2 : f32
  }
  %f3 = scf.for %i = %c0 to %n step %c2 iter_args(%f = %f1) -> (f32) {
    %r = tagrad.tensor_array.read %ta[%i], %f : !tagrad.tensor_array<tensor<4xf32>>
    scf.yield %f : f32
  }
  %f4 = scf.for %i = %c0 to %c7 step %c1 iter_args(%f = %f3) -> (f32) {
    %i1 = arith.addi %i, %c1 : index
    %r = tagrad.tensor_array.read %ta[%i1], %f : !tagrad.tensor_array<tensor<4xf32>>
    scf.yield %f : f32
  }
  %f5 = scf.for %i = %c0 to %n step %c1 iter_args(%f = %f4) -> (f32) {
    %r = tagrad.tensor_array.read %ta[%i], %f : !tagrad.tensor_array<tensor<4xf32>>
    %r2 = tagrad.tensor_array.read %ta[%i], %f : !tagrad.tensor_array<tensor<4xf32>>
    scf.yield %f : f32
  }
  %f6 = scf.for %i = %c0 to %n step %c1 iter_args(%f = %f5) -> (f32) {
    %g = scf.if %flag -> (f32) {
      %f2 = tagrad.tensor_array.write %ta[%i], %v, %f : !tagrad.tensor_array<tensor<4xf32>>, tensor<4xf32>
      scf.yield %f2 : f32
    } else {
      scf.yield %f : f32
    }
    scf.yield %g : f32
  }
  return
}

// -----

// One access outside a sweep is enough to keep the flags for the whole
// array, but the sweep's own index still needs no range check.

// CHECK-LABEL: func @mixed
// CHECK: memref.alloc() : memref<8xi8>
// CHECK: scf.for %[[I:.*]] =
// CHECK: tagrad.tensor_array.check "x"[%[[I]]] size 8 [%{{.*}} : use_after_close, %{{.*}} : write_after_read, %{{.*}} : double_write]{{$}}
// CHECK: tagrad.tensor_array.check "x"[%{{.*}}] size 8 [%{{.*}} : use_after_close, %{{.*}} : negative_read_index, %{{.*}} : read_out_of_range, %{{.*}} : read_after_clear]{{$}}
func.func @mixed(%k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 8 : index
  %v = arith.constant dense<2.0> : tensor<4xf32>
  %ta, %f0 = tagrad.tensor_array %n {tensor_array_name = "x"} : !tagrad.tensor_array<tensor<4xf32>>
  %f1 = scf.for %i = %c0 to %n step %c1 iter_args(%f = %f0) -> (f32) {
    %f2 = tagrad.tensor_array.write %ta[%i], %v, %f : !tagrad.tensor_array<tensor<4xf32>>, tensor<4xf32>
    scf.yield %f2 : f32
  }
  %r = tagrad.tensor_array.read %ta[%k], %f1 : !tagrad.tensor_array<tensor<4xf32>>
  return
}

// -----

// The first sweep writes every element before anything reads one: no zero
// fill, and that sweep stores its values (TensorFlow's first write) even
// into an aggregating array; the next write sweep adds. At every checks
// level.

// CHECK-LABEL: func @initializing_sweep
// CHECK-NOT: linalg.fill
// CHECK: scf.for
// CHECK-NOT: linalg.add
// CHECK: memref.copy
// CHECK: scf.for
// CHECK: linalg.add
// BOUNDS-LABEL: func @initializing_sweep
// BOUNDS-NOT: linalg.fill
// BOUNDS: memref.copy
// BOUNDS: linalg.add
// TENSORS-LABEL: func @initializing_sweep
// TENSORS-NOT: linalg.fill
// TENSORS: scf.for
// TENSORS-NOT: linalg.add
// TENSORS: tensor.insert_slice
// TENSORS: scf.for
// TENSORS: linalg.add
func.func @initializing_sweep(%out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 8 : index
  %v = arith.constant dense<2.0> : tensor<4xf32>
  %ta, %f0 = tagrad.tensor_array %n {multiple_writes_aggregate = true, tensor_array_name = "g"} : !tagrad.tensor_array<tensor<4xf32>>
  %f1 = scf.for %i = %c0 to %n step %c1 iter_args(%f = %f0) -> (f32) {
    %f2 = tagrad.tensor_array.write %ta[%i], %v, %f : !tagrad.tensor_array<tensor<4xf32>>, tensor<4xf32>
    scf.yield %f2 : f32
  }
  %f3 = scf.for %i = %c0 to %n step %c1 iter_args(%f = %f1) -> (f32) {
    %f2 = tagrad.tensor_array.write %ta[%i], %v, %f : !tagrad.tensor_array<tensor<4xf32>>, tensor<4xf32>
    scf.yield %f2 : f32
  }
  %f4 = scf.for %i = %c0 to %n step %c1 iter_args(%f = %f3) -> (f32) {
    %r = tagrad.tensor_array.read %ta[%i], %f : !tagrad.tensor_array<tensor<4xf32>>
    %e = tensor.extract %r[%c0] : tensor<4xf32>
    memref.store %e, %out[%i] : memref<8xf32>
    scf.yield %f : f32
  }
  return
}

// -----

// A read sweep first (unwritten elements read as zeros), or a close before
// the first write sweep (the write is skipped): the zero fill stays.

// CHECK-LABEL: func @read_first
// CHECK: linalg.fill
// CHECK-LABEL: func @closed_first
// CHECK: linalg.fill
func.func @read_first() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 8 : index
  %v = arith.constant dense<2.0> : tensor<4xf32>
  %ta, %f0 = tagrad.tensor_array %n {tensor_array_name = "x"} : !tagrad.tensor_array<tensor<4xf32>>
  %f1 = scf.for %i = %c0 to %n step %c1 iter_args(%f = %f0) -> (f32) {
    %r = tagrad.tensor_array.read %ta[%i], %f : !tagrad.tensor_array<tensor<4xf32>>
    scf.yield %f : f32
  }
  %f3 = scf.for %i = %c0 to %n step %c1 iter_args(%f = %f1) -> (f32) {
    %f2 = tagrad.tensor_array.write %ta[%i], %v, %f : !tagrad.tensor_array<tensor<4xf32>>, tensor<4xf32>
    scf.yield %f2 : f32
  }
  return
}
func.func @closed_first() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 8 : index
  %v = arith.constant dense<2.0> : tensor<4xf32>
  %ta, %f0 = tagrad.tensor_array %n {tensor_array_name = "x"} : !tagrad.tensor_array<tensor<4xf32>>
  tagrad.tensor_array.close %ta : !tagrad.tensor_array<tensor<4xf32>>
  %f3 = scf.for %i = %c0 to %n step %c1 iter_args(%f = %f0) -> (f32) {
    %f2 = tagrad.tensor_array.write %ta[%i], %v, %f : !tagrad.tensor_array<tensor<4xf32>>, tensor<4xf32>
    scf.yield %f2 : f32
  }
  return
}
