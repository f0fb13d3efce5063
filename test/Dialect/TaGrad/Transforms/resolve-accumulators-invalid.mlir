// RUN: tagrad-opt %s --tagrad-resolve-accumulators --split-input-file --verify-diagnostics

// The grad's flow comes from a write inside the loop, the forward array is
// dynamic and its final size is unknown: no flow sizes an accumulator that
// must live outside the loop.
func.func @unsizeable(%v: tensor<f32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ta, %f0 = tagrad.tensor_array %c0 {tensor_array_name = "dyn", dynamic_size = true} : !tagrad.tensor_array<tensor<f32>>
  scf.for %i = %c0 to %n step %c1 {
    %f1 = tagrad.tensor_array.write %ta[%i], %v, %f0 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
    // expected-error @+1 {{cannot create the accumulator 'dyn@gradients' outside the region that computes the gradient's flow}}
    %g, %gf = tagrad.tensor_array.grad %ta, %f1 source "gradients" : !tagrad.tensor_array<tensor<f32>>
  }
  return
}

// -----

func.func @type_conflict(%f: f32) {
  %c2 = arith.constant 2 : index
  %prepend = arith.constant dense<[4]> : tensor<1xi32>
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "fwd"} : !tagrad.tensor_array<tensor<3xf32>>
  %g, %gf = tagrad.tensor_array.grad %ta, %f0 source "gradients" : !tagrad.tensor_array<tensor<3xf32>>
  // expected-error @+1 {{gradient of type '!tagrad.tensor_array<tensor<4x3xf32>>' shares its accumulator (same array and source) with a gradient of type '!tagrad.tensor_array<tensor<3xf32>>'}}
  %h, %hf = tagrad.tensor_array.grad_with_shape %ta, %f0, %prepend source "gradients" : !tagrad.tensor_array<tensor<3xf32>>, tensor<1xi32> -> !tagrad.tensor_array<tensor<4x3xf32>>
  return
}

// -----

// Two callers' grads in one private callee with different types.
func.func private @callee(%h: !tagrad.tensor_array<tensor<3xf32>>, %f: f32, %p: tensor<1xi32>) {
  %g, %gf = tagrad.tensor_array.grad %h, %f source "gradients" : !tagrad.tensor_array<tensor<3xf32>>
  // expected-error @+1 {{gradients of one (array, source) with different types share one accumulator}}
  %h2, %hf = tagrad.tensor_array.grad_with_shape %h, %f, %p source "gradients" : !tagrad.tensor_array<tensor<3xf32>>, tensor<1xi32> -> !tagrad.tensor_array<tensor<?x3xf32>>
  return
}

func.func @caller(%p: tensor<1xi32>) {
  %c2 = arith.constant 2 : index
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "fwd"} : !tagrad.tensor_array<tensor<3xf32>>
  func.call @callee(%ta, %f0, %p) : (!tagrad.tensor_array<tensor<3xf32>>, f32, tensor<1xi32>) -> ()
  return
}

// -----

// An empty source (not yet inferred): resolving it would merge the
// accumulators of different gradient computations.
func.func @empty_source(%v: tensor<2xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "a"} : !tagrad.tensor_array<tensor<2xf32>>
  %f1 = tagrad.tensor_array.write %ta[%c0], %v, %f0 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  // expected-error @+1 {{has an empty source: run -tagrad-infer-grad-source first}}
  %g1, %gf1 = tagrad.tensor_array.grad %ta, %f1 source "" : !tagrad.tensor_array<tensor<2xf32>>
  %g2, %gf2 = tagrad.tensor_array.grad %ta, %f1 source "" : !tagrad.tensor_array<tensor<2xf32>> loc("gradients_1/x")
  return
}

// -----

// A private callee needs a grad_with_shape accumulator of an array that
// also reaches a public function: the run-time lookup at the call cannot
// make it (the prepended shape is inside the callee).
func.func private @with_shape(%ta: !tagrad.tensor_array<tensor<2xf32>>, %f: f32) {
  %s = arith.constant dense<[3]> : tensor<1xi32>
  %g, %gf = tagrad.tensor_array.grad_with_shape %ta, %f, %s source "gradients" : !tagrad.tensor_array<tensor<2xf32>>, tensor<1xi32> -> !tagrad.tensor_array<tensor<3x2xf32>>
  return
}
func.func @public_use(%ta: !tagrad.tensor_array<tensor<2xf32>>) {
  return
}
func.func @caller() {
  %c2 = arith.constant 2 : index
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "a"} : !tagrad.tensor_array<tensor<2xf32>>
  // expected-error @+1 {{cannot pass 'with_shape' the grad_with_shape accumulator (source "gradients") of an array that is also used where this pass cannot follow it}}
  func.call @with_shape(%ta, %f0) : (!tagrad.tensor_array<tensor<2xf32>>, f32) -> ()
  func.call @public_use(%ta) : (!tagrad.tensor_array<tensor<2xf32>>) -> ()
  return
}

// -----

// A call that must pass accumulators, outside any function (found by
// tagrad-fuzz: the pass rewrote calls function by function and left this one
// with the old operand count: invalid IR).
func.func private @takes_grad(%ta: !tagrad.tensor_array<tensor<2xf32>>, %f: f32) {
  %g, %gf = tagrad.tensor_array.grad %ta, %f source "gradients" : !tagrad.tensor_array<tensor<2xf32>>
  return
}
%c2 = arith.constant 2 : index
%ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "a"} : !tagrad.tensor_array<tensor<2xf32>>
// expected-error @+1 {{calls 'takes_grad', which takes gradient accumulators, outside a function of the module: -tagrad-resolve-accumulators rewrites the calls in those only}}
func.call @takes_grad(%ta, %f0) : (!tagrad.tensor_array<tensor<2xf32>>, f32) -> ()

// -----

// A gradient of a gradient array: with no verifier rule for it, the pass
// stops at the grad instead of resolving an accumulator of an accumulator.
func.func @grad_of_grad(%ta: !tagrad.tensor_array<tensor<3xf32>>, %f: f32) {
  %g, %gf = tagrad.tensor_array.grad %ta, %f source "gradients" : !tagrad.tensor_array<tensor<3xf32>>
  // expected-error @+1 {{takes the gradient of a gradient array, which TensorFlow cannot do}}
  %gg, %ggf = tagrad.tensor_array.grad %g, %gf source "gradients_1" : !tagrad.tensor_array<tensor<3xf32>>
  return
}
