// RUN: tagrad-opt %s --tagrad-resolve-accumulators --split-input-file | FileCheck %s

// TensorFlow's decomposition test: sources "a", "a", "b" on one array give
// exactly two accumulators; the second "a" shares the first.

// CHECK-LABEL: func @two_sources
// CHECK: %[[TA:.*]], %[[F0:.*]] = tagrad.tensor_array %{{.*}} {tensor_array_name = "ta"}
// CHECK: %[[N:.*]] = tagrad.tensor_array.size %[[TA]], %[[F0]]
// CHECK: %[[A:.*]], %{{.*}} = tagrad.tensor_array %[[N]] {multiple_writes_aggregate = true, tensor_array_name = "ta@a"} : !tagrad.tensor_array<tensor<3xf32>>
// CHECK: %[[L0:.*]] = tagrad.tensor_array.lock_size %[[TA]], %[[F0]]
// CHECK: tagrad.tensor_array.write %[[A]][%{{.*}}], %{{.*}}, %[[L0]]
// CHECK: tagrad.tensor_array.lock_size %[[TA]], %[[F0]]
// CHECK: %[[NB:.*]] = tagrad.tensor_array.size %[[TA]], %[[F0]]
// CHECK: %[[B:.*]], %{{.*}} = tagrad.tensor_array %[[NB]] {multiple_writes_aggregate = true, tensor_array_name = "ta@b"}
// CHECK: tagrad.tensor_array.lock_size %[[TA]], %[[F0]]
// CHECK: tagrad.tensor_array.write %[[B]]
// CHECK: tagrad.tensor_array.read %[[A]]
// CHECK-NOT: tagrad.tensor_array.grad
func.func @two_sources(%v: tensor<3xf32>) -> tensor<3xf32> {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %ta, %f0 = tagrad.tensor_array %c5 {tensor_array_name = "ta"} : !tagrad.tensor_array<tensor<3xf32>>
  %a0, %af0 = tagrad.tensor_array.grad %ta, %f0 source "a" : !tagrad.tensor_array<tensor<3xf32>>
  %af1 = tagrad.tensor_array.write %a0[%c0], %v, %af0 : !tagrad.tensor_array<tensor<3xf32>>, tensor<3xf32>
  %a1, %af2 = tagrad.tensor_array.grad %ta, %f0 source "a" : !tagrad.tensor_array<tensor<3xf32>>
  %b, %bf0 = tagrad.tensor_array.grad %ta, %f0 source "b" : !tagrad.tensor_array<tensor<3xf32>>
  %bf1 = tagrad.tensor_array.write %b[%c0], %v, %bf0 : !tagrad.tensor_array<tensor<3xf32>>, tensor<3xf32>
  %r = tagrad.tensor_array.read %a1[%c0], %af1 : !tagrad.tensor_array<tensor<3xf32>>
  return %r : tensor<3xf32>
}

// -----

// An unnamed forward array gets a deterministic name; grad_with_shape gets
// an accumulator of its own element type.

// CHECK-LABEL: func @unnamed
// CHECK: tagrad.tensor_array %{{.*}} {tensor_array_name = "unnamed/TensorArray_0"} : !tagrad.tensor_array<tensor<2x3xf32>>
// CHECK: tagrad.tensor_array %{{.*}} {multiple_writes_aggregate = true, tensor_array_name = "unnamed/TensorArray_0@gradients"} : !tagrad.tensor_array<tensor<4x2x3xf32>>
// CHECK: tagrad.tensor_array %{{.*}} {tensor_array_name = "unnamed/TensorArray_1"}
// CHECK: tagrad.tensor_array %{{.*}} {multiple_writes_aggregate = true, tensor_array_name = "unnamed/TensorArray_1@gradients"} : !tagrad.tensor_array<tensor<2x3xf32>>
func.func @unnamed() {
  %c2 = arith.constant 2 : index
  %prepend = arith.constant dense<[4]> : tensor<1xi32>
  %ta, %f0 = tagrad.tensor_array %c2 : !tagrad.tensor_array<tensor<2x3xf32>>
  %g, %gf = tagrad.tensor_array.grad_with_shape %ta, %f0, %prepend source "gradients" : !tagrad.tensor_array<tensor<2x3xf32>>, tensor<1xi32> -> !tagrad.tensor_array<tensor<4x2x3xf32>>
  %tb, %f1 = tagrad.tensor_array %c2 : !tagrad.tensor_array<tensor<2x3xf32>>
  %h, %hf = tagrad.tensor_array.grad %tb, %f1 source "gradients" : !tagrad.tensor_array<tensor<2x3xf32>>
  return
}

// -----

// A grad inside a loop body shares one accumulator across iterations: it is
// created before the loop, sized on the flow that enters the loop.

// CHECK-LABEL: func @grad_in_loop
// The proven final size is recorded for the passes after this one.
// CHECK: %[[TA:.*]], %[[F0:.*]] = tagrad.tensor_array %{{.*}} {dynamic_size = true, tagrad.final_size = 4 : index, tensor_array_name = "dyn"}
// CHECK: %[[FW:.*]] = scf.for
// CHECK: %[[N:.*]] = tagrad.tensor_array.size %[[TA]], %[[FW]]
// CHECK: %[[ACC:.*]], %{{.*}} = tagrad.tensor_array %[[N]] {multiple_writes_aggregate = true, tensor_array_name = "dyn@gradients"}
// CHECK: scf.for %{{.*}} iter_args(%[[F:.*]] = %[[FW]])
// CHECK:   %[[L:.*]] = tagrad.tensor_array.lock_size %[[TA]], %[[F]]
// CHECK:   tagrad.tensor_array.write %[[ACC]][%{{.*}}], %{{.*}}, %[[L]]
func.func @grad_in_loop(%v: tensor<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %ta, %f0 = tagrad.tensor_array %c0 {tensor_array_name = "dyn", dynamic_size = true} : !tagrad.tensor_array<tensor<f32>>
  %fw = scf.for %i = %c0 to %c4 step %c1 iter_args(%f = %f0) -> (f32) {
    %fn = tagrad.tensor_array.write %ta[%i], %v, %f : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
    scf.yield %fn : f32
  }
  %fb = scf.for %i = %c0 to %c4 step %c1 iter_args(%f = %fw) -> (f32) {
    %g, %gf = tagrad.tensor_array.grad %ta, %f source "gradients" : !tagrad.tensor_array<tensor<f32>>
    %gw = tagrad.tensor_array.write %g[%i], %v, %gf : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
    scf.yield %f : f32
  }
  return
}

// -----

// Grads of one (array, source) in both branches of an scf.if share an
// accumulator created before the if.

// CHECK-LABEL: func @nested_regions
// CHECK: %[[TA:.*]], %[[F0:.*]] = tagrad.tensor_array
// CHECK: %[[ACC:.*]], %{{.*}} = tagrad.tensor_array %{{.*}} {multiple_writes_aggregate = true, tensor_array_name = "fwd@gradients"}
// CHECK-NOT: tagrad.tensor_array %
// CHECK: scf.if
// CHECK:   tagrad.tensor_array.lock_size %[[TA]]
// CHECK:   scf.yield %[[ACC]]
// CHECK: } else {
// CHECK:   tagrad.tensor_array.lock_size %[[TA]]
// CHECK:   scf.yield %[[ACC]]
func.func @nested_regions(%c: i1) -> !tagrad.tensor_array<tensor<f32>> {
  %c2 = arith.constant 2 : index
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "fwd"} : !tagrad.tensor_array<tensor<f32>>
  %r = scf.if %c -> !tagrad.tensor_array<tensor<f32>> {
    %g, %gf = tagrad.tensor_array.grad %ta, %f0 source "gradients" : !tagrad.tensor_array<tensor<f32>>
    scf.yield %g : !tagrad.tensor_array<tensor<f32>>
  } else {
    %g, %gf = tagrad.tensor_array.grad %ta, %f0 source "gradients" : !tagrad.tensor_array<tensor<f32>>
    scf.yield %g : !tagrad.tensor_array<tensor<f32>>
  }
  return %r : !tagrad.tensor_array<tensor<f32>>
}

// -----

// Calls: the callee takes the gradient of its argument array; the pass adds
// an accumulator argument and the caller creates it, sized on the flow it
// passes. A second call with the same (array, source) shares it.

// CHECK-LABEL: func.func private @backprop
// CHECK-SAME: (%[[H:.*]]: !tagrad.tensor_array<tensor<f32>>, %[[F:.*]]: f32, %[[V:.*]]: tensor<f32>, %[[ACC:.*]]: !tagrad.tensor_array<tensor<f32>>)
// CHECK: %[[L:.*]] = tagrad.tensor_array.lock_size %[[H]], %[[F]]
// CHECK: tagrad.tensor_array.write %[[ACC]][%{{.*}}], %[[V]], %[[L]]
func.func private @backprop(%h: !tagrad.tensor_array<tensor<f32>>, %f: f32, %v: tensor<f32>) -> f32 {
  %c0 = arith.constant 0 : index
  %g, %gf = tagrad.tensor_array.grad %h, %f source "gradients" : !tagrad.tensor_array<tensor<f32>>
  %gw = tagrad.tensor_array.write %g[%c0], %v, %gf : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  return %gw : f32
}

// CHECK-LABEL: func @caller
// CHECK: %[[TA:.*]], %[[F0:.*]] = tagrad.tensor_array %{{.*}} {tensor_array_name = "x"}
// CHECK: %[[N:.*]] = tagrad.tensor_array.size %[[TA]], %[[F0]]
// CHECK: %[[ACC:.*]], %{{.*}} = tagrad.tensor_array %[[N]] {multiple_writes_aggregate = true, tensor_array_name = "x@gradients"}
// CHECK: call @backprop(%[[TA]], %[[F0]], %{{.*}}, %[[ACC]])
// CHECK: call @backprop(%[[TA]], %{{.*}}, %{{.*}}, %[[ACC]])
// CHECK: %[[ACC1:.*]], %{{.*}} = tagrad.tensor_array %{{.*}} {multiple_writes_aggregate = true, tensor_array_name = "y@gradients"}
// CHECK: call @backprop(%{{.*}}, %{{.*}}, %{{.*}}, %[[ACC1]])
func.func @caller(%v: tensor<f32>) {
  %c2 = arith.constant 2 : index
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "x"} : !tagrad.tensor_array<tensor<f32>>
  %f1 = func.call @backprop(%ta, %f0, %v) : (!tagrad.tensor_array<tensor<f32>>, f32, tensor<f32>) -> f32
  %f2 = func.call @backprop(%ta, %f1, %v) : (!tagrad.tensor_array<tensor<f32>>, f32, tensor<f32>) -> f32
  %tb, %fb = tagrad.tensor_array %c2 {tensor_array_name = "y"} : !tagrad.tensor_array<tensor<f32>>
  %f3 = func.call @backprop(%tb, %fb, %v) : (!tagrad.tensor_array<tensor<f32>>, f32, tensor<f32>) -> f32
  return
}

// -----

// A grad in the caller and one in a callee, same (array, source): one
// accumulator, created at the caller's grad and passed down.

// CHECK-LABEL: func.func private @inner
// CHECK-SAME: f32, %[[ACC:arg[0-9]+]]: !tagrad.tensor_array<tensor<f32>>)
// CHECK-NOT: tagrad.tensor_array %
// CHECK: return %[[ACC]]
func.func private @inner(%h: !tagrad.tensor_array<tensor<f32>>, %f: f32) -> !tagrad.tensor_array<tensor<f32>> {
  %g, %gf = tagrad.tensor_array.grad %h, %f source "gradients" : !tagrad.tensor_array<tensor<f32>>
  return %g : !tagrad.tensor_array<tensor<f32>>
}

// CHECK-LABEL: func @shared_with_callee
// CHECK: %[[ACC:.*]], %{{.*}} = tagrad.tensor_array %{{.*}} {multiple_writes_aggregate = true, tensor_array_name = "z@gradients"}
// CHECK: %[[R:.*]] = call @inner(%{{.*}}, %{{.*}}, %[[ACC]])
// CHECK: return %[[ACC]], %[[R]]
func.func @shared_with_callee() -> (!tagrad.tensor_array<tensor<f32>>, !tagrad.tensor_array<tensor<f32>>) {
  %c2 = arith.constant 2 : index
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "z"} : !tagrad.tensor_array<tensor<f32>>
  %g, %gf = tagrad.tensor_array.grad %ta, %f0 source "gradients" : !tagrad.tensor_array<tensor<f32>>
  %r = func.call @inner(%ta, %f0) : (!tagrad.tensor_array<tensor<f32>>, f32) -> !tagrad.tensor_array<tensor<f32>>
  return %g, %r : !tagrad.tensor_array<tensor<f32>>, !tagrad.tensor_array<tensor<f32>>
}

// -----

// A public function's argument array: its callers are not all visible, so
// the grad stays TensorFlow's run-time (array, source) lookup, which every
// caller's grads of the pair share.

// CHECK-LABEL: func @public_arg
// CHECK-SAME: (%[[H:.*]]: !tagrad.tensor_array<tensor<f32>>, %[[F:.*]]: f32)
// CHECK-NOT: tagrad.tensor_array %
// CHECK: tagrad.tensor_array.grad %[[H]], %[[F]] source "gradients"
// CHECK-NOT: lock_size
func.func @public_arg(%h: !tagrad.tensor_array<tensor<f32>>, %f: f32) {
  %g, %gf = tagrad.tensor_array.grad %h, %f source "gradients" : !tagrad.tensor_array<tensor<f32>>
  return
}

// -----

// A public function called twice on the caller's array, whose own grad of
// the same source reads the sum: every grad of the array stays a run-time
// lookup (test/Integration/TensorArray/public_function_grad.mlir runs it).

// CHECK-LABEL: func @bwd
// CHECK: tagrad.tensor_array.grad %{{.*}} source "gradients"
// CHECK-LABEL: func @caller
// CHECK-NOT: multiple_writes_aggregate
// CHECK: call @bwd
// CHECK: call @bwd
// CHECK: tagrad.tensor_array.grad %{{.*}} source "gradients"
func.func @bwd(%ta: !tagrad.tensor_array<tensor<2xf32>>, %flow: f32, %v: tensor<2xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %g, %gf = tagrad.tensor_array.grad %ta, %flow source "gradients" : !tagrad.tensor_array<tensor<2xf32>>
  %w = tagrad.tensor_array.write %g[%c0], %v, %gf : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  return %w : f32
}
func.func @caller(%v: tensor<2xf32>) -> tensor<2xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "a"} : !tagrad.tensor_array<tensor<2xf32>>
  %f1 = tagrad.tensor_array.write %ta[%c0], %v, %f0 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  %r1 = func.call @bwd(%ta, %f1, %v) : (!tagrad.tensor_array<tensor<2xf32>>, f32, tensor<2xf32>) -> f32
  %r2 = func.call @bwd(%ta, %r1, %v) : (!tagrad.tensor_array<tensor<2xf32>>, f32, tensor<2xf32>) -> f32
  %g, %gf = tagrad.tensor_array.grad %ta, %r2 source "gradients" : !tagrad.tensor_array<tensor<2xf32>>
  %r = tagrad.tensor_array.read %g[%c0], %gf : !tagrad.tensor_array<tensor<2xf32>>
  return %r : tensor<2xf32>
}

// -----

// The caller's array also goes to a public function, and to a private
// callee that takes its gradient: the callee gets the run-time lookup's
// result as its accumulator argument.

// CHECK-LABEL: func private @private_bwd
// CHECK-SAME: %[[ACC:[^:]*]]: !tagrad.tensor_array<tensor<2xf32>>) -> f32
// CHECK: tagrad.tensor_array.lock_size
// CHECK: tagrad.tensor_array.write %[[ACC]]
// CHECK-LABEL: func @mixed
// CHECK: %[[G:.*]], %{{.*}} = tagrad.tensor_array.grad %[[TA:.*]], %{{.*}} source "gradients"
// CHECK: call @private_bwd(%[[TA]], %{{.*}}, %{{.*}}, %[[G]])
// CHECK: call @public_use(%[[TA]]
func.func private @private_bwd(%ta: !tagrad.tensor_array<tensor<2xf32>>, %flow: f32, %v: tensor<2xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %g, %gf = tagrad.tensor_array.grad %ta, %flow source "gradients" : !tagrad.tensor_array<tensor<2xf32>>
  %w = tagrad.tensor_array.write %g[%c0], %v, %gf : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  return %w : f32
}
func.func @public_use(%ta: !tagrad.tensor_array<tensor<2xf32>>, %flow: f32) {
  return
}
func.func @mixed(%v: tensor<2xf32>) -> f32 {
  %c2 = arith.constant 2 : index
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "m"} : !tagrad.tensor_array<tensor<2xf32>>
  %r = func.call @private_bwd(%ta, %f0, %v) : (!tagrad.tensor_array<tensor<2xf32>>, f32, tensor<2xf32>) -> f32
  func.call @public_use(%ta, %r) : (!tagrad.tensor_array<tensor<2xf32>>, f32) -> ()
  return %r : f32
}

// -----

// Element shapes not fully known: the accumulator needs the forward array's
// per-index shapes (its zeros are those of what the forward array wrote), so
// the resolved form keeps the link to the forward array: one grad of it, at
// the creation point, shared by every grad of the (array, source) and
// preceded by a lock_size at each grad point, as for the plain form.

// CHECK-LABEL: func @partial_shape
// CHECK: %[[TA:.*]], %[[F0:.*]] = tagrad.tensor_array %{{.*}} {dynamic_size = true, tagrad.final_size = 1 : index, tensor_array_name = "fwd"} : !tagrad.tensor_array<tensor<?xf32>>
// CHECK: %[[F1:.*]] = tagrad.tensor_array.write %[[TA]]
// CHECK: %[[G:.*]], %{{.*}} = tagrad.tensor_array.grad %[[TA]], %[[F1]] source "gradients" : !tagrad.tensor_array<tensor<?xf32>>
// CHECK-NOT: tagrad.tensor_array.grad
// CHECK: %[[L0:.*]] = tagrad.tensor_array.lock_size %[[TA]], %[[F1]]
// CHECK: tagrad.tensor_array.write %[[G]][%{{.*}}], %{{.*}}, %[[L0]]
// CHECK: %[[L1:.*]] = tagrad.tensor_array.lock_size %[[TA]], %[[F1]]
// CHECK: tagrad.tensor_array.read %[[G]][%{{.*}}], %[[L1]]
// CHECK: %[[P:.*]] = arith.constant dense<2> : tensor<1xi32>
// CHECK: %[[GS:.*]], %{{.*}} = tagrad.tensor_array.grad_with_shape %[[TA]], %[[F1]], %[[P]] source "gradients_1" : !tagrad.tensor_array<tensor<?xf32>>, tensor<1xi32> -> !tagrad.tensor_array<tensor<2x?xf32>>
// CHECK: tagrad.tensor_array.lock_size %[[TA]], %[[F1]]
// CHECK: tagrad.tensor_array.read %[[GS]]
func.func @partial_shape(%v: tensor<3xf32>) -> (tensor<?xf32>, tensor<2x?xf32>) {
  %c0 = arith.constant 0 : index
  %ta, %f0 = tagrad.tensor_array %c0 {dynamic_size = true, tensor_array_name = "fwd"} : !tagrad.tensor_array<tensor<?xf32>>
  %f1 = tagrad.tensor_array.write %ta[%c0], %v, %f0 : !tagrad.tensor_array<tensor<?xf32>>, tensor<3xf32>
  %g0, %gf0 = tagrad.tensor_array.grad %ta, %f1 source "gradients" : !tagrad.tensor_array<tensor<?xf32>>
  %gf1 = tagrad.tensor_array.write %g0[%c0], %v, %gf0 : !tagrad.tensor_array<tensor<?xf32>>, tensor<3xf32>
  %g1, %gf2 = tagrad.tensor_array.grad %ta, %f1 source "gradients" : !tagrad.tensor_array<tensor<?xf32>>
  %r = tagrad.tensor_array.read %g1[%c0], %gf2 : !tagrad.tensor_array<tensor<?xf32>>
  %p = arith.constant dense<2> : tensor<1xi32>
  %gs, %gsf = tagrad.tensor_array.grad_with_shape %ta, %f1, %p source "gradients_1" : !tagrad.tensor_array<tensor<?xf32>>, tensor<1xi32> -> !tagrad.tensor_array<tensor<2x?xf32>>
  %rs = tagrad.tensor_array.read %gs[%c0], %gsf : !tagrad.tensor_array<tensor<2x?xf32>>
  return %r, %rs : tensor<?xf32>, tensor<2x?xf32>
}

// -----

// A static forward element with a shape_to_prepend only known at run time:
// the accumulator's leading dimension is `?`, so it is created by a
// grad_with_shape that records the prepended shape (a [1, 2] gradient into
// [3, 2] elements then fails as in TensorFlow).

// CHECK-LABEL: func @runtime_prepend
// CHECK: %[[TA:.*]], %[[F0:.*]] = tagrad.tensor_array
// CHECK: tagrad.tensor_array.grad_with_shape %[[TA]], %[[F0]], %arg0 source "gradients" : !tagrad.tensor_array<tensor<2xf32>>, tensor<1xi32> -> !tagrad.tensor_array<tensor<?x2xf32>>
// CHECK-NEXT: tagrad.tensor_array.lock_size %[[TA]], %[[F0]]
func.func @runtime_prepend(%p: tensor<1xi32>) {
  %c2 = arith.constant 2 : index
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "ta"} : !tagrad.tensor_array<tensor<2xf32>>
  %g, %gf = tagrad.tensor_array.grad_with_shape %ta, %f0, %p source "gradients" : !tagrad.tensor_array<tensor<2xf32>>, tensor<1xi32> -> !tagrad.tensor_array<tensor<?x2xf32>>
  return
}

// -----

// Every unnamed array gets the naming policy's name, with or without a
// gradient, so later passes and the runtime print the name the compile-time
// diagnostics use: the node name of its location, else
// "<function>/TensorArray_<k>"; a name taken twice gets "_1", "_2", ...

// CHECK-LABEL: func @names_carried
// CHECK: tagrad.tensor_array %{{.*}} {tensor_array_name = "names_carried/TensorArray_0"}
// CHECK: tagrad.tensor_array %{{.*}} {tensor_array_name = "while/TensorArray"}
// CHECK: tagrad.tensor_array %{{.*}} {tensor_array_name = "while/TensorArray_1"}
// CHECK: tagrad.tensor_array %{{.*}} {tensor_array_name = "names_carried/TensorArray_1"}
func.func @names_carried() {
  %c2 = arith.constant 2 : index
  %a, %fa = tagrad.tensor_array %c2 : !tagrad.tensor_array<tensor<f32>>
  %b, %fb = tagrad.tensor_array %c2 : !tagrad.tensor_array<tensor<f32>> loc("while/TensorArray")
  %c, %fc = tagrad.tensor_array %c2 : !tagrad.tensor_array<tensor<f32>> loc("while/TensorArray")
  %d, %fd = tagrad.tensor_array %c2 : !tagrad.tensor_array<tensor<f32>>
  return
}
