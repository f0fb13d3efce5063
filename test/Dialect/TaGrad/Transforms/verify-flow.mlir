// RUN: tagrad-opt %s --tagrad-verify-flow --split-input-file | FileCheck %s --check-prefix=PURE
// RUN: tagrad-opt %s --tagrad-verify-flow --tagrad-resolve-accumulators --split-input-file | FileCheck %s

// -tagrad-verify-flow only checks: it writes nothing, not even the final
// sizes it proves; -tagrad-resolve-accumulators records them.
// PURE-NOT: tagrad.final_size

// TensorFlow's testTensorGradArrayDynamicWriteValues: size 0, dynamic,
// writes at 0, 1, 2 then a grad: the final size is 3.
// CHECK-LABEL: func @dynamic_then_grad
// CHECK: tagrad.tensor_array %{{.*}} {dynamic_size = true, tagrad.final_size = 3 : index, tensor_array_name = "foo"}
func.func @dynamic_then_grad(%v: tensor<1x2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %ta, %f0 = tagrad.tensor_array %c0 {tensor_array_name = "foo", dynamic_size = true} : !tagrad.tensor_array<tensor<1x2xf32>>
  %f1 = tagrad.tensor_array.write %ta[%c0], %v, %f0 : !tagrad.tensor_array<tensor<1x2xf32>>, tensor<1x2xf32>
  %f2 = tagrad.tensor_array.write %ta[%c1], %v, %f1 : !tagrad.tensor_array<tensor<1x2xf32>>, tensor<1x2xf32>
  %f3 = tagrad.tensor_array.write %ta[%c2], %v, %f2 : !tagrad.tensor_array<tensor<1x2xf32>>, tensor<1x2xf32>
  %g, %gf = tagrad.tensor_array.grad %ta, %f3 source "grad" : !tagrad.tensor_array<tensor<1x2xf32>>
  %gf1 = tagrad.tensor_array.write %g[%c0], %v, %gf : !tagrad.tensor_array<tensor<1x2xf32>>, tensor<1x2xf32>
  return
}

// -----

// Writes at the induction variable of a loop with constant bounds: the
// final size is the trip count; the grad follows the loop's flow.
// CHECK-LABEL: func @dynamic_loop
// CHECK: tagrad.final_size = 8 : index
func.func @dynamic_loop(%v: tensor<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %ta, %f0 = tagrad.tensor_array %c0 {tensor_array_name = "loop", dynamic_size = true} : !tagrad.tensor_array<tensor<f32>>
  %fl = scf.for %i = %c0 to %c8 step %c1 iter_args(%f = %f0) -> (f32) {
    %fn = tagrad.tensor_array.write %ta[%i], %v, %f : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
    scf.yield %fn : f32
  }
  %fb = scf.for %i = %c0 to %c8 step %c1 iter_args(%f = %fl) -> (f32) {
    %g, %gf = tagrad.tensor_array.grad %ta, %f source "gradients" : !tagrad.tensor_array<tensor<f32>>
    %r = tagrad.tensor_array.read %g[%i], %gf : !tagrad.tensor_array<tensor<f32>>
    scf.yield %f : f32
  }
  return
}

// -----

// Unknown sizes, indices and trip counts: nothing is proven, nothing is
// reported, no final size is recorded (left to run-time checks).
// CHECK-LABEL: func @unknown
// CHECK-NOT: tagrad.final_size
func.func @unknown(%v: tensor<f32>, %i: index, %n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ta, %f0 = tagrad.tensor_array %c0 {tensor_array_name = "u", dynamic_size = true} : !tagrad.tensor_array<tensor<f32>>
  %f1 = tagrad.tensor_array.write %ta[%i], %v, %f0 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  %f2 = tagrad.tensor_array.write %ta[%i], %v, %f1 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  %f3 = scf.if %c -> f32 {
    %fa = tagrad.tensor_array.write %ta[%c1], %v, %f2 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
    scf.yield %fa : f32
  } else {
    scf.yield %f2 : f32
  }
  // A write in one branch does not make this a double write.
  %f4 = tagrad.tensor_array.write %ta[%c1], %v, %f3 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  %g, %gf = tagrad.tensor_array.grad %ta, %f4 source "gradients" : !tagrad.tensor_array<tensor<f32>>
  return
}

// -----

// An aggregating (gradient) array may be written twice; a non-clearing
// array may be read twice; a close in a branch is not a must-close.
// CHECK-LABEL: func @allowed
func.func @allowed(%v: tensor<f32>, %c: i1) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "a", clear_after_read = false} : !tagrad.tensor_array<tensor<f32>>
  %f1 = tagrad.tensor_array.write %ta[%c0], %v, %f0 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  %r0 = tagrad.tensor_array.read %ta[%c0], %f1 : !tagrad.tensor_array<tensor<f32>>
  %r1 = tagrad.tensor_array.read %ta[%c0], %f1 : !tagrad.tensor_array<tensor<f32>>
  %g, %gf = tagrad.tensor_array.grad %ta, %f1 source "gradients" : !tagrad.tensor_array<tensor<f32>>
  %gf1 = tagrad.tensor_array.write %g[%c0], %v, %gf : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  %gf2 = tagrad.tensor_array.write %g[%c0], %v, %gf1 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  scf.if %c {
    tagrad.tensor_array.close %ta : !tagrad.tensor_array<tensor<f32>>
  }
  %n = tagrad.tensor_array.size %ta, %f1 : !tagrad.tensor_array<tensor<f32>>
  return
}

// -----

// Near misses of the loop checks: nothing here is an error in TensorFlow.
// CHECK-LABEL: func @loops_allowed
func.func @loops_allowed(%v: tensor<f32>, %n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  // A loop that runs once: one write, one read.
  %t1, %f10 = tagrad.tensor_array %c4 {tensor_array_name = "once"} : !tagrad.tensor_array<tensor<f32>>
  %f11 = scf.for %i = %c0 to %c1 step %c1 iter_args(%f = %f10) -> (f32) {
    %fn = tagrad.tensor_array.write %t1[%c2], %v, %f : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
    %r = tagrad.tensor_array.read %t1[%c2], %fn : !tagrad.tensor_array<tensor<f32>>
    scf.yield %fn : f32
  }
  // Step 4 over [0, 3): once.
  scf.for %i = %c0 to %c3 step %c4 {
    %f = tagrad.tensor_array.write %t1[%c3], %v, %f11 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  }
  // A loop that never runs.
  scf.for %i = %c3 to %c0 step %c1 {
    %f = tagrad.tensor_array.write %t1[%c0], %v, %f11 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  }
  // Dynamic bounds: maybe once.
  %t2, %f20 = tagrad.tensor_array %c4 {tensor_array_name = "dyn"} : !tagrad.tensor_array<tensor<f32>>
  scf.for %i = %c0 to %n step %c1 {
    %f = tagrad.tensor_array.write %t2[%c1], %v, %f20 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
    %r = tagrad.tensor_array.read %t2[%c1], %f : !tagrad.tensor_array<tensor<f32>>
  }
  // Writes and reads at the loop index.
  %t3, %f30 = tagrad.tensor_array %c4 {tensor_array_name = "idx"} : !tagrad.tensor_array<tensor<f32>>
  %f31 = scf.for %i = %c0 to %c4 step %c1 iter_args(%f = %f30) -> (f32) {
    %fn = tagrad.tensor_array.write %t3[%i], %v, %f : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
    %r = tagrad.tensor_array.read %t3[%i], %fn : !tagrad.tensor_array<tensor<f32>>
    scf.yield %fn : f32
  }
  // A fixed index under an scf.if in the loop: maybe only one trip.
  %t4, %f40 = tagrad.tensor_array %c4 {tensor_array_name = "cond"} : !tagrad.tensor_array<tensor<f32>>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.if %c {
      %f = tagrad.tensor_array.write %t4[%c0], %v, %f40 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
    }
  }
  // clear_after_read = false: a fixed index may be read in every trip.
  %t5, %f50 = tagrad.tensor_array %c4 {tensor_array_name = "keep", clear_after_read = false} : !tagrad.tensor_array<tensor<f32>>
  %f51 = tagrad.tensor_array.write %t5[%c0], %v, %f50 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  scf.for %i = %c0 to %c4 step %c1 {
    %r = tagrad.tensor_array.read %t5[%c0], %f51 : !tagrad.tensor_array<tensor<f32>>
  }
  // An aggregating (gradient) array may be written at a fixed index in
  // every trip, and read once after the loop.
  %g, %gf = tagrad.tensor_array.grad %t5, %f51 source "gradients" : !tagrad.tensor_array<tensor<f32>>
  %gl = scf.for %i = %c0 to %c4 step %c1 iter_args(%f = %gf) -> (f32) {
    %fn = tagrad.tensor_array.write %g[%c0], %v, %f : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
    scf.yield %fn : f32
  }
  %gr = tagrad.tensor_array.read %g[%c0], %gl : !tagrad.tensor_array<tensor<f32>>
  // An array created in the loop body is a new array in every trip.
  scf.for %i = %c0 to %c4 step %c1 {
    %t6, %f60 = tagrad.tensor_array %c2 {tensor_array_name = "fresh"} : !tagrad.tensor_array<tensor<f32>>
    %f61 = tagrad.tensor_array.write %t6[%c0], %v, %f60 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
    %r = tagrad.tensor_array.read %t6[%c0], %f61 : !tagrad.tensor_array<tensor<f32>>
  }
  return
}

// -----

// Near misses of the read-ordering check.
// CHECK-LABEL: func @reads_ordered
func.func @reads_ordered(%v: tensor<f32>, %fa: f32, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %ta, %f0 = tagrad.tensor_array %c4 {tensor_array_name = "ok", clear_after_read = false} : !tagrad.tensor_array<tensor<f32>>
  %f1 = tagrad.tensor_array.write %ta[%c0], %v, %f0 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  // This write skips the one at 0 but is itself ordered before its reads.
  %f2 = tagrad.tensor_array.write %ta[%c1], %v, %f0 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  %r1 = tagrad.tensor_array.read %ta[%c1], %f2 : !tagrad.tensor_array<tensor<f32>>
  %r0 = tagrad.tensor_array.read %ta[%c0], %f1 : !tagrad.tensor_array<tensor<f32>>
  // A flow of unknown origin may be ordered after anything.
  %r2 = tagrad.tensor_array.read %ta[%c0], %fa : !tagrad.tensor_array<tensor<f32>>
  // A write only in a branch is not known to precede the read.
  scf.if %c {
    %f3 = tagrad.tensor_array.write %ta[%c2], %v, %f0 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  }
  %r3 = tagrad.tensor_array.read %ta[%c2], %f1 : !tagrad.tensor_array<tensor<f32>>
  // A loop-carried flow: the first trip does not read, later trips carry a
  // flow ordered after the write at 0.
  %fl = scf.for %i = %c0 to %c4 step %c1 iter_args(%f = %f0) -> (f32) {
    %first = arith.cmpi eq, %i, %c0 : index
    scf.if %first {
    } else {
      %r = tagrad.tensor_array.read %ta[%c0], %f : !tagrad.tensor_array<tensor<f32>>
    }
    scf.yield %f1 : f32
  }
  return
}

// -----

// A function with two call sites is checked at each, and on its own: its
// own array is a new one at every call (no double write), keeps the final
// size its own interpretation proves, and each caller's array is written
// once at each index.
// CHECK-LABEL: func @calls_first
// CHECK-LABEL: func private @fill
// CHECK: tagrad.tensor_array %{{.*}} {dynamic_size = true, tagrad.final_size = 2 : index, tensor_array_name = "inner"}
func.func @calls_first(%v: tensor<f32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %a, %fa0 = tagrad.tensor_array %c2 {tensor_array_name = "a"} : !tagrad.tensor_array<tensor<f32>>
  %fa1 = tagrad.tensor_array.write %a[%c0], %v, %fa0 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  %b, %fb0 = tagrad.tensor_array %c2 {tensor_array_name = "b"} : !tagrad.tensor_array<tensor<f32>>
  %fb1 = tagrad.tensor_array.write %b[%c0], %v, %fb0 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  %x = func.call @fill(%a, %v, %fa1) : (!tagrad.tensor_array<tensor<f32>>, tensor<f32>, f32) -> f32
  %y = func.call @fill(%b, %v, %fb1) : (!tagrad.tensor_array<tensor<f32>>, tensor<f32>, f32) -> f32
  return %y : f32
}

func.func private @fill(%ta: !tagrad.tensor_array<tensor<f32>>, %v: tensor<f32>, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f1 = tagrad.tensor_array.write %ta[%c1], %v, %f : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  %r = tagrad.tensor_array.read %ta[%c0], %f1 : !tagrad.tensor_array<tensor<f32>>
  %in, %g0 = tagrad.tensor_array %c0 {tensor_array_name = "inner", dynamic_size = true} : !tagrad.tensor_array<tensor<f32>>
  %g1 = tagrad.tensor_array.write %in[%c0], %v, %g0 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  %g2 = tagrad.tensor_array.write %in[%c1], %v, %g1 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  %gr, %gf = tagrad.tensor_array.grad %in, %g2 source "gradients" : !tagrad.tensor_array<tensor<f32>>
  %gw = tagrad.tensor_array.write %gr[%c0], %v, %gf : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  %rr = tagrad.tensor_array.read %gr[%c0], %gw : !tagrad.tensor_array<tensor<f32>>
  return %f1 : f32
}

// -----

// The same with the callee first (interpreted on its own before the calls
// check it).
// CHECK-LABEL: func private @fill_first
// CHECK: tagrad.tensor_array %{{.*}} {dynamic_size = true, tagrad.final_size = 2 : index, tensor_array_name = "inner"}
// CHECK-LABEL: func @calls_after
func.func private @fill_first(%ta: !tagrad.tensor_array<tensor<f32>>, %v: tensor<f32>, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f1 = tagrad.tensor_array.write %ta[%c1], %v, %f : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  %in, %g0 = tagrad.tensor_array %c0 {tensor_array_name = "inner", dynamic_size = true} : !tagrad.tensor_array<tensor<f32>>
  %g1 = tagrad.tensor_array.write %in[%c0], %v, %g0 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  %g2 = tagrad.tensor_array.write %in[%c1], %v, %g1 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  %gr, %gf = tagrad.tensor_array.grad %in, %g2 source "gradients" : !tagrad.tensor_array<tensor<f32>>
  %gw = tagrad.tensor_array.write %gr[%c0], %v, %gf : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  %rr = tagrad.tensor_array.read %gr[%c0], %gw : !tagrad.tensor_array<tensor<f32>>
  return %f1 : f32
}

func.func @calls_after(%v: tensor<f32>) -> f32 {
  %c2 = arith.constant 2 : index
  %a, %fa0 = tagrad.tensor_array %c2 {tensor_array_name = "a"} : !tagrad.tensor_array<tensor<f32>>
  %b, %fb0 = tagrad.tensor_array %c2 {tensor_array_name = "b"} : !tagrad.tensor_array<tensor<f32>>
  %x = func.call @fill_first(%a, %v, %fa0) : (!tagrad.tensor_array<tensor<f32>>, tensor<f32>, f32) -> f32
  %y = func.call @fill_first(%b, %v, %fb0) : (!tagrad.tensor_array<tensor<f32>>, tensor<f32>, f32) -> f32
  return %y : f32
}

// -----

// A grad not ordered after writes that may not run (an scf.if branch, a
// loop with dynamic bounds) is not a proven error.
// CHECK-LABEL: func @grad_after_maybe_writes
func.func @grad_after_maybe_writes(%v: tensor<f32>, %c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ta, %f0 = tagrad.tensor_array %c0 {tensor_array_name = "maybe", dynamic_size = true} : !tagrad.tensor_array<tensor<f32>>
  %f1 = tagrad.tensor_array.write %ta[%c0], %v, %f0 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  scf.if %c {
    %f2 = tagrad.tensor_array.write %ta[%c1], %v, %f1 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  }
  scf.for %i = %c0 to %n step %c1 {
    %f3 = tagrad.tensor_array.write %ta[%i], %v, %f1 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  }
  %g, %gf = tagrad.tensor_array.grad %ta, %f1 source "gradients" : !tagrad.tensor_array<tensor<f32>>
  return
}

// -----

// A write at INT64_MAX grows a dynamic array to no representable size: its
// final size is left unknown (to the runtime), not wrapped to INT64_MIN.
// CHECK-LABEL: func @write_at_int64_max
// CHECK: tagrad.tensor_array %{{.*}} {dynamic_size = true, tensor_array_name = "x"}
func.func @write_at_int64_max(%v: tensor<2xf32>) {
  %max = arith.constant 9223372036854775807 : index
  %c0 = arith.constant 0 : index
  %ta, %f0 = tagrad.tensor_array %c0 {dynamic_size = true, tensor_array_name = "x"} : !tagrad.tensor_array<tensor<2xf32>>
  %f1 = tagrad.tensor_array.write %ta[%max], %v, %f0 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  return
}
