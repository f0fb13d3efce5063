// RUN: tagrad-opt %s --tagrad-verify-flow --split-input-file | FileCheck %s

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
