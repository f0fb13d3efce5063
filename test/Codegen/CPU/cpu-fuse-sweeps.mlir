// RUN: tagrad-opt %s --split-input-file --tagrad-cpu-fuse-sweeps | FileCheck %s

// A loop writing x[i], one reading x[i] and writing y[i]: trip i of the
// second sees row i as the first left it. One loop, the first body first.

// CHECK-LABEL: func @forward_then_forward
// CHECK: scf.for %[[I:.*]] = %c0 to %c8 step %c1 {
// CHECK-NEXT: memref.store %{{.*}}, %[[X:.*]][%[[I]], %c0]
// CHECK-NEXT: %[[V:.*]] = memref.load %[[X]][%[[I]], %c0]
// CHECK-NEXT: %[[W:.*]] = arith.addf %[[V]], %[[V]]
// CHECK-NEXT: memref.store %[[W]], %{{.*}}[%[[I]], %c0]
// CHECK-NEXT: }
// CHECK-NOT: scf.for
// CHECK: return
func.func @forward_then_forward(%v: f32) -> (memref<8x4xf32>, memref<8x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %x = memref.alloc() : memref<8x4xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %v, %x[%i, %c0] : memref<8x4xf32>
  }
  %y = memref.alloc() : memref<8x4xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %a = memref.load %x[%i, %c0] : memref<8x4xf32>
    %b = arith.addf %a, %a : f32
    memref.store %b, %y[%i, %c0] : memref<8x4xf32>
  }
  return %x, %y : memref<8x4xf32>, memref<8x4xf32>
}

// -----

// A gradient loop reading dy[N-1-j] and writing dx[N-1-j], with no carried
// values, runs forwards to match the loop that wrote dy: its rows become
// the induction variable. Also with a dynamic N, the index as (N - j) - 1,
// row views copied through temporaries, and a reduction loop after them
// (carried values of its own, fused as it is).

// CHECK-LABEL: func @reverse_gradient_loop
// CHECK-SAME: %[[N:.*]]: index
// CHECK: %[[R:.*]] = scf.for %[[I:.*]] = %c0 to %[[N]] step %c1 iter_args(%[[ACC:.*]] = %{{.*}}) -> (f32) {
// CHECK: memref.subview %[[DY:.*]][%[[I]], 0] [1, 4] [1, 1]
// CHECK: %[[LAST:.*]] = arith.subi %[[N]], %c1{{.*}}
// CHECK-NEXT: arith.subi %[[LAST]], %[[I]]
// CHECK: memref.subview %[[DY]][%[[I]], 0] [1, 4] [1, 1]
// CHECK: memref.subview %[[DX:.*]][%[[I]], 0] [1, 4] [1, 1]
// CHECK: memref.load %[[DX]][%[[I]], %c0]
// CHECK: scf.yield
// CHECK-NOT: scf.for
// CHECK: return %[[R]]
func.func @reverse_gradient_loop(%n: index, %one: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %dy = memref.alloc(%n) : memref<?x4xf32>
  %dx = memref.alloc(%n) : memref<?x4xf32>
  scf.for %i = %c0 to %n step %c1 {
    %row = memref.subview %dy[%i, 0] [1, 4] [1, 1] : memref<?x4xf32> to memref<4xf32, strided<[1], offset: ?>>
    memref.copy %one, %row : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
  }
  scf.for %j = %c0 to %n step %c1 {
    %t = arith.subi %n, %j : index
    %i = arith.subi %t, %c1 : index
    %tmp = memref.alloc() : memref<4xf32>
    %src = memref.subview %dy[%i, 0] [1, 4] [1, 1] : memref<?x4xf32> to memref<4xf32, strided<[1], offset: ?>>
    memref.copy %src, %tmp : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32>
    %dst = memref.subview %dx[%i, 0] [1, 4] [1, 1] : memref<?x4xf32> to memref<4xf32, strided<[1], offset: ?>>
    memref.copy %tmp, %dst : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
    memref.dealloc %tmp : memref<4xf32>
  }
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %a = memref.load %dx[%i, %c0] : memref<?x4xf32>
    %s = arith.addf %acc, %a : f32
    scf.yield %s : f32
  }
  memref.dealloc %dy : memref<?x4xf32>
  memref.dealloc %dx : memref<?x4xf32>
  return %sum : f32
}

// -----

// A reverse loop that writes and carries a value (an RNN's gradient state)
// has ordered trips: it cannot run forwards, and the loop before it,
// carrying a value too, cannot run backwards.

// CHECK-LABEL: func @ordered_trips_both
// CHECK: scf.for
// CHECK: scf.for
func.func @ordered_trips_both(%v: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %x = memref.alloc() : memref<8xf32>
  %a = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %v) -> (f32) {
    memref.store %acc, %x[%i] : memref<8xf32>
    %n = arith.addf %acc, %v : f32
    scf.yield %n : f32
  }
  %b = scf.for %j = %c0 to %c8 step %c1 iter_args(%h = %v) -> (f32) {
    %i = arith.subi %c7, %j : index
    %e = memref.load %x[%i] : memref<8xf32>
    %n = arith.mulf %h, %e : f32
    scf.yield %n : f32
  }
  return %a, %b : f32, f32
}

// -----

// The first loop has independent trips: it runs backwards instead, to
// match the ordered reverse loop after it.

// CHECK-LABEL: func @reverse_first_loop
// CHECK: %[[R:.*]] = scf.for %[[J:.*]] = %c0 to %c8 step %c1 iter_args
// CHECK: %[[I:.*]] = arith.subi %c7{{.*}}, %[[J]]
// CHECK: memref.store %{{.*}}, %[[X:.*]][%[[I]]]
// CHECK: %[[I2:.*]] = arith.subi %c7, %[[J]]
// CHECK: memref.load %[[X]][%[[I2]]]
// CHECK-NOT: scf.for
func.func @reverse_first_loop(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %x = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %v, %x[%i] : memref<8xf32>
  }
  %b = scf.for %j = %c0 to %c8 step %c1 iter_args(%h = %v) -> (f32) {
    %i = arith.subi %c7, %j : index
    %e = memref.load %x[%i] : memref<8xf32>
    %n = arith.mulf %h, %e : f32
    scf.yield %n : f32
  }
  return %b : f32
}

// -----

// Loops that stay apart: a row the second loop reads is one a later trip
// of the first writes (x[i+1]); different trip counts; a whole-buffer copy;
// a call; a value of the first loop used by the second; an op between them
// that writes memory.

// CHECK-LABEL: func @next_row
// CHECK: scf.for
// CHECK: scf.for
func.func @next_row(%v: f32, %x: memref<9xf32>) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc() : memref<9xf32>
  %y = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %v, %a[%i] : memref<9xf32>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %k = arith.addi %i, %c1 : index
    %e = memref.load %a[%k] : memref<9xf32>
    memref.store %e, %y[%i] : memref<8xf32>
  }
  return %y : memref<8xf32>
}

// CHECK-LABEL: func @other_trip_count
// CHECK: scf.for
// CHECK: scf.for
func.func @other_trip_count(%v: f32) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %v, %a[%i] : memref<8xf32>
  }
  scf.for %i = %c0 to %c7 step %c1 {
    %e = memref.load %a[%i] : memref<8xf32>
    %f = arith.addf %e, %v : f32
    memref.store %f, %a[%i] : memref<8xf32>
  }
  return %a : memref<8xf32>
}

// CHECK-LABEL: func @whole_buffer_copy
// CHECK: scf.for
// CHECK: scf.for
func.func @whole_buffer_copy(%v: f32, %out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %v, %a[%i] : memref<8xf32>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    memref.copy %a, %out : memref<8xf32> to memref<8xf32>
  }
  return
}

func.func private @report(index)

// CHECK-LABEL: func @call_in_body
// CHECK: scf.for
// CHECK: scf.for
func.func @call_in_body(%v: f32) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %v, %a[%i] : memref<8xf32>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    func.call @report(%i) : (index) -> ()
    %e = memref.load %a[%i] : memref<8xf32>
    %f = arith.addf %e, %v : f32
    memref.store %f, %a[%i] : memref<8xf32>
  }
  return %a : memref<8xf32>
}

// CHECK-LABEL: func @uses_first_result
// CHECK: scf.for
// CHECK: scf.for
func.func @uses_first_result(%v: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %s = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %v) -> (f32) {
    %n = arith.addf %acc, %v : f32
    scf.yield %n : f32
  }
  %t = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %s) -> (f32) {
    %n = arith.mulf %acc, %v : f32
    scf.yield %n : f32
  }
  return %s, %t : f32, f32
}

// CHECK-LABEL: func @store_between
// CHECK: scf.for
// CHECK: memref.store
// CHECK: scf.for
func.func @store_between(%v: f32) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %v, %a[%i] : memref<8xf32>
  }
  memref.store %v, %a[%c0] : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %e = memref.load %a[%i] : memref<8xf32>
    %f = arith.addf %e, %v : f32
    memref.store %f, %a[%i] : memref<8xf32>
  }
  return %a : memref<8xf32>
}

// -----

// Function arguments may alias one another: a loop writing %p[i] and one
// reading %q[i] stay apart, while the same loops over two allocations fuse.

// CHECK-LABEL: func @arguments_may_alias
// CHECK: scf.for
// CHECK: scf.for
func.func @arguments_may_alias(%v: f32, %p: memref<8xf32>, %q: memref<8xf32>, %out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %v, %p[%i] : memref<8xf32>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %e = memref.load %q[%i] : memref<8xf32>
    memref.store %e, %out[%i] : memref<8xf32>
  }
  return
}

// CHECK-LABEL: func @reads_of_an_argument
// CHECK-COUNT-1: scf.for
// CHECK-NOT: scf.for
func.func @reads_of_an_argument(%v: f32, %p: memref<8xf32>) -> (memref<8xf32>, memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %e = memref.load %p[%i] : memref<8xf32>
    memref.store %e, %a[%i] : memref<8xf32>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %e = memref.load %p[%i] : memref<8xf32>
    %f = memref.load %a[%i] : memref<8xf32>
    %g = arith.addf %e, %f : f32
    memref.store %g, %b[%i] : memref<8xf32>
  }
  return %a, %b : memref<8xf32>, memref<8xf32>
}

// -----

// A loop that writes x[i] and reads x[N-1-i] depends on its trip order: it
// is not reversed to match a reverse neighbour.

// CHECK-LABEL: func @mixed_rows
// CHECK: scf.for
// CHECK: scf.for
func.func @mixed_rows(%v: f32) -> (memref<8xf32>, memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %x = memref.alloc() : memref<8xf32>
  %y = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %r = arith.subi %c7, %i : index
    %e = memref.load %x[%r] : memref<8xf32>
    memref.store %e, %x[%i] : memref<8xf32>
  }
  scf.for %j = %c0 to %c8 step %c1 {
    %i = arith.subi %c7, %j : index
    %e = memref.load %x[%i] : memref<8xf32>
    memref.store %e, %y[%i] : memref<8xf32>
  }
  return %x, %y : memref<8xf32>, memref<8xf32>
}

// -----

// A tensor of a buffer's contents taken before the loops: bufferization
// may read the buffer where the tensor is used, so the loops stay apart.

// CHECK-LABEL: func @tensor_of_a_buffer
// CHECK: scf.for
// CHECK: scf.for
func.func @tensor_of_a_buffer(%v: f32) -> (memref<8xf32>, memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %x = memref.alloc() : memref<8xf32>
  %y = memref.alloc() : memref<8xf32>
  %t = bufferization.to_tensor %x : memref<8xf32> to tensor<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %v, %x[%i] : memref<8xf32>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %e = tensor.extract %t[%i] : tensor<8xf32>
    memref.store %e, %y[%i] : memref<8xf32>
  }
  return %x, %y : memref<8xf32>, memref<8xf32>
}

// -----

// Row i of a view at an offset is another row of its buffer: a loop over
// the view and one over the buffer stay apart.

// CHECK-LABEL: func @view_at_an_offset
// CHECK: scf.for
// CHECK: scf.for
func.func @view_at_an_offset(%v: f32) -> (memref<9xf32>, memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %x = memref.alloc() : memref<9xf32>
  %y = memref.alloc() : memref<8xf32>
  %tail = memref.subview %x[1] [8] [1] : memref<9xf32> to memref<8xf32, strided<[1], offset: 1>>
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %v, %tail[%i] : memref<8xf32, strided<[1], offset: 1>>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %e = memref.load %x[%i] : memref<9xf32>
    memref.store %e, %y[%i] : memref<8xf32>
  }
  return %x, %y : memref<9xf32>, memref<8xf32>
}

// -----

// A buffer carried by an outer loop may be any buffer: inner loops that
// touch it stay apart.

// CHECK-LABEL: func @outer_iter_arg
// CHECK: scf.for
// CHECK: scf.for
// CHECK: scf.for
func.func @outer_iter_arg(%v: f32, %a: memref<8xf32>, %b: memref<8xf32>) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %k = %c0 to %c8 step %c1 iter_args(%buf = %a) -> (memref<8xf32>) {
    scf.for %i = %c0 to %c8 step %c1 {
      memref.store %v, %buf[%i] : memref<8xf32>
    }
    scf.for %i = %c0 to %c8 step %c1 {
      %e = memref.load %b[%i] : memref<8xf32>
      memref.store %e, %buf[%i] : memref<8xf32>
    }
    scf.yield %b : memref<8xf32>
  }
  return %r : memref<8xf32>
}

// -----

// Loops that compare unsigned stay as they are (the fused loop would
// compare signed).

// CHECK-LABEL: func @unsigned_loops
// CHECK: scf.for unsigned
// CHECK: scf.for unsigned
func.func @unsigned_loops(%v: f32, %n: index) -> (memref<?xf32>, memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = memref.alloc(%n) : memref<?xf32>
  %y = memref.alloc(%n) : memref<?xf32>
  scf.for unsigned %i = %c0 to %n step %c1 {
    memref.store %v, %x[%i] : memref<?xf32>
  }
  scf.for unsigned %i = %c0 to %n step %c1 {
    %e = memref.load %x[%i] : memref<?xf32>
    memref.store %e, %y[%i] : memref<?xf32>
  }
  return %x, %y : memref<?xf32>, memref<?xf32>
}

// -----

// A region whose block is empty (scf.forall's in_parallel terminator with
// nothing to insert) is walked, not read past its end.

// CHECK-LABEL: func @empty_block
// CHECK: scf.forall
// CHECK: func.call @work
func.func private @work()
func.func @empty_block() {
  scf.forall (%i) in (2) {
    func.call @work() : () -> ()
  }
  return
}
