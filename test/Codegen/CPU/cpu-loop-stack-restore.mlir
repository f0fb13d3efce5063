// RUN: tagrad-opt %s --split-input-file --tagrad-cpu-loop-stack-restore | FileCheck %s

// A static temporary that lives one trip moves to the function's entry
// block: one slot for every trip, and no stack save / restore.

// CHECK-LABEL: func @temporary_per_trip
// CHECK-NEXT: %[[TMP:.*]] = memref.alloca() : memref<4xf32>
// CHECK-NOT: stacksave
// CHECK: scf.for
// CHECK-NEXT: memref.store %{{.*}}, %[[TMP]]
// CHECK-NOT: stacksave
// CHECK: return
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

// A dynamic temporary stays in the body, which saves the stack pointer on
// entry and restores it before yielding.

// CHECK-LABEL: func @dynamic_temporary
// CHECK: scf.for
// CHECK-NEXT: %[[SP:.*]] = llvm.intr.stacksave : !llvm.ptr
// CHECK: memref.alloca(%{{.*}}) : memref<?xf32>
// CHECK: llvm.intr.stackrestore %[[SP]] : !llvm.ptr
// CHECK-NEXT: scf.yield
func.func @dynamic_temporary(%n: index, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
    %tmp = memref.alloca(%i) : memref<?xf32>
    memref.store %acc, %tmp[%c0] : memref<?xf32>
    %v = memref.load %tmp[%c0] : memref<?xf32>
    scf.yield %v : f32
  }
  memref.store %r, %out[%c0] : memref<?xf32>
  return
}

// -----

// Nested loops, scf.if and scf.while: static temporaries leave them all;
// a dynamic one in the inner loop makes only the inner body save and restore.

// CHECK-LABEL: func @nested
// CHECK-NEXT: memref.alloca() : memref<2xf32>
// CHECK-NEXT: memref.alloca() : memref<4xf32>
// CHECK: scf.for
// CHECK-NOT: stacksave
// CHECK: scf.for
// CHECK-NEXT: llvm.intr.stacksave
// CHECK: memref.alloca(%{{.*}}) : memref<?xf32>
// CHECK: llvm.intr.stackrestore
// CHECK-LABEL: func @while_loop
// CHECK-NEXT: memref.alloca() : memref<8xf32>
// CHECK-NEXT: memref.alloca() : memref<4xf32>
// CHECK-NOT: stacksave
// CHECK: return
func.func @nested(%n: index, %flag: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %tmp = memref.alloca() : memref<4xf32>
      %dyn = memref.alloca(%j) : memref<?xf32>
      scf.if %flag {
        %inner = memref.alloca() : memref<2xf32>
      }
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
    %tmp = memref.alloca() : memref<8xf32>
    %next = arith.addi %i, %c1 : index
    scf.yield %next : index
  }
  return
}

// -----

// A body that yields its own stack buffer (or a view of it) is left alone:
// the buffer outlives the trip, so it is neither shared nor released.

// CHECK-LABEL: func @yields_stack_buffer
// CHECK-NOT: stacksave
// CHECK: scf.for
// CHECK-NEXT: memref.alloca
// CHECK-NEXT: memref.subview
// CHECK-NEXT: memref.cast
// CHECK-NEXT: scf.yield
func.func @yields_stack_buffer(%n: index, %init: memref<2xf32, strided<[1], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%b = %init) -> (memref<2xf32, strided<[1], offset: ?>>) {
    %tmp = memref.alloca() : memref<4xf32>
    %view = memref.subview %tmp[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
    %cast = memref.cast %view : memref<2xf32, strided<[1], offset: 1>> to memref<2xf32, strided<[1], offset: ?>>
    scf.yield %cast : memref<2xf32, strided<[1], offset: ?>>
  }
  return
}

// -----

// Parallel trips run concurrently: a temporary leaves the sequential loop
// inside an scf.parallel body, not the parallel loop. Outside any loop (an
// scf.if alone) it stays where it is.

// CHECK-LABEL: func @in_parallel_body
// CHECK: scf.parallel
// CHECK-NEXT: memref.alloca() : memref<4xf32>
// CHECK-NEXT: scf.for
// CHECK-LABEL: func @if_only
// CHECK: scf.if
// CHECK-NEXT: memref.alloca() : memref<4xf32>
func.func @in_parallel_body(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%p) = (%c0) to (%n) step (%c1) {
    scf.for %j = %c0 to %n step %c1 {
      %tmp = memref.alloca() : memref<4xf32>
    }
    scf.reduce
  }
  return
}
func.func @if_only(%flag: i1) {
  scf.if %flag {
    %tmp = memref.alloca() : memref<4xf32>
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

// -----

// A single-block memref.alloca_scope (here inside an scf.if, whose block
// -finalize-memref-to-llvm's lowering of the scope would split) becomes its
// body between a stack save and restore.

// CHECK-LABEL: func @scope_in_if
// CHECK: scf.if
// CHECK-NEXT: %[[SP:.*]] = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %[[BUF:.*]] = memref.alloca(%{{.*}}) : memref<?xf32>
// CHECK: memref.store %{{.*}}, %[[BUF]]
// CHECK-NEXT: %[[Y:.*]] = memref.load %[[BUF]]
// CHECK-NEXT: llvm.intr.stackrestore %[[SP]] : !llvm.ptr
// CHECK-NEXT: %[[W:.*]] = arith.addf %[[Y]], %[[Y]] : f32
// CHECK-NEXT: scf.yield %[[W]] : f32
// CHECK-NOT: alloca_scope
func.func @scope_in_if(%flag: i1, %n: index) -> f32 {
  %r = scf.if %flag -> (f32) {
    %v = memref.alloca_scope -> (f32) {
      %buf = memref.alloca(%n) : memref<?xf32>
      %c0 = arith.constant 0 : index
      %x = arith.constant 3.5 : f32
      memref.store %x, %buf[%c0] : memref<?xf32>
      %y = memref.load %buf[%c0] : memref<?xf32>
      memref.alloca_scope.return %y : f32
    }
    %w = arith.addf %v, %v : f32
    scf.yield %w : f32
  } else {
    %z = arith.constant 0.0 : f32
    scf.yield %z : f32
  }
  return %r : f32
}
