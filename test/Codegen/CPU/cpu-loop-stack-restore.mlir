// RUN: tagrad-opt %s --split-input-file --tagrad-cpu-loop-stack-restore | FileCheck %s

// A loop body with a stack temporary saves the stack pointer on entry and
// restores it before yielding.

// CHECK-LABEL: func @temporary_per_trip
// CHECK: scf.for
// CHECK-NEXT: %[[SP:.*]] = llvm.intr.stacksave : !llvm.ptr
// CHECK: memref.alloca() : memref<4xf32>
// CHECK: llvm.intr.stackrestore %[[SP]] : !llvm.ptr
// CHECK-NEXT: scf.yield
func.func @temporary_per_trip(%n: index, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
    %tmp = memref.alloca() : memref<4xf32>
    memref.store %acc, %tmp[%c0] : memref<4xf32>
    %v = memref.load %tmp[%c0] : memref<4xf32>
    scf.yield %v : f32
  }
  memref.store %r, %out[%c0] : memref<?xf32>
  return
}

// -----

// Nested loops: the inner body releases its own temporaries; the outer body
// holds none of its own and is left alone. scf.while: both regions.

// CHECK-LABEL: func @nested
// CHECK: scf.for
// CHECK-NOT: stacksave
// CHECK: scf.for
// CHECK-NEXT: llvm.intr.stacksave
// CHECK-LABEL: func @while_loop
// CHECK: scf.while
// CHECK-NEXT: llvm.intr.stacksave
// CHECK: llvm.intr.stackrestore
// CHECK-NEXT: scf.condition
// CHECK: ^bb0
// CHECK-NEXT: llvm.intr.stacksave
// CHECK: llvm.intr.stackrestore
// CHECK-NEXT: scf.yield
func.func @nested(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %tmp = memref.alloca() : memref<4xf32>
    }
  }
  return
}
func.func @while_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %tmp = memref.alloca() : memref<4xf32>
    %go = arith.cmpi slt, %i, %n : index
    scf.condition(%go) %i : index
  } do {
  ^bb0(%i: index):
    %tmp = memref.alloca() : memref<4xf32>
    %next = arith.addi %i, %c1 : index
    scf.yield %next : index
  }
  return
}

// -----

// A body that yields its own stack buffer (or a view of it) is left alone:
// restoring the stack would free what the next trip reads.

// CHECK-LABEL: func @yields_stack_buffer
// CHECK-NOT: stacksave
func.func @yields_stack_buffer(%n: index, %init: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%b = %init) -> (memref<4xf32>) {
    %tmp = memref.alloca() : memref<4xf32>
    scf.yield %tmp : memref<4xf32>
  }
  return
}

// -----

// No stack temporary, nothing to do.

// CHECK-LABEL: func @no_alloca
// CHECK-NOT: stacksave
func.func @no_alloca(%n: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    memref.store %z, %m[%i] : memref<?xf32>
  }
  return
}
