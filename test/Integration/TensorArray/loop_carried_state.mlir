// RUN: tagrad-opt %s %tagrad_cpu | %ta_runner | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | %ta_runner | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_none | %ta_runner | FileCheck %s

// Loop-carried tensors that each step computes afresh (an RNN's hidden
// state, `h = h + h`), in scf.for and scf.while, with and without a
// TensorArray written in the same loop. Expected values: h doubles each
// step from (1, 2), as in TensorFlow's tf.while_loop over the same body.

!t = !tagrad.tensor_array<tensor<2xf32>>

func.func private @printMemrefF32(tensor<*xf32>)

func.func @double(%h: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %n = linalg.add ins(%h, %h : tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  return %n : tensor<2xf32>
}

func.func @print(%v: tensor<2xf32>) {
  %u = tensor.cast %v : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %init = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>

  // scf.for, no TensorArray.
  // CHECK: [16,  32]
  %h = scf.for %i = %c0 to %c4 step %c1 iter_args(%s = %init) -> (tensor<2xf32>) {
    %e = tensor.empty() : tensor<2xf32>
    %n = linalg.add ins(%s, %s : tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) -> tensor<2xf32>
    scf.yield %n : tensor<2xf32>
  }
  call @print(%h) : (tensor<2xf32>) -> ()

  // scf.for writing each new state into a TensorArray (decomposed, updated
  // in place), then a backward loop through its gradient accumulator that
  // carries a state of its own.
  // CHECK: [16,  32]
  // CHECK: [4,  8]
  // CHECK: [2,  2]
  %ta, %f0 = tagrad.tensor_array %c4 {tensor_array_name = "h"} : !t
  %r:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%s = %init, %f = %f0) -> (tensor<2xf32>, f32) {
    %n = func.call @double(%s) : (tensor<2xf32>) -> tensor<2xf32>
    %f1 = tagrad.tensor_array.write %ta[%i], %n, %f : !t, tensor<2xf32>
    scf.yield %n, %f1 : tensor<2xf32>, f32
  }
  call @print(%r#0) : (tensor<2xf32>) -> ()
  %v1 = tagrad.tensor_array.read %ta[%c1], %r#1 : !t
  call @print(%v1) : (tensor<2xf32>) -> ()
  %g, %gf = tagrad.tensor_array.grad %ta, %r#1 source "gradients" : !t
  // The backward state d starts at (1, 1) and doubles; each step adds it
  // into the accumulator at index 3 - i, so element k holds 2^(3-k) in both components.
  %one = arith.constant dense<1.0> : tensor<2xf32>
  %b:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%d = %one, %f = %gf) -> (tensor<2xf32>, f32) {
    %c3 = arith.constant 3 : index
    %k = arith.subi %c3, %i : index
    %f1 = tagrad.tensor_array.write %g[%k], %d, %f : !t, tensor<2xf32>
    %n = func.call @double(%d) : (tensor<2xf32>) -> tensor<2xf32>
    scf.yield %n, %f1 : tensor<2xf32>, f32
  }
  %c2 = arith.constant 2 : index
  %g2 = tagrad.tensor_array.read %g[%c2], %b#1 : !t
  call @print(%g2) : (tensor<2xf32>) -> ()

  // scf.while with a TensorArray: runs until h[0] reaches 8.
  // CHECK: [8,  16]
  // CHECK: [4,  8]
  %lim = arith.constant 8.0 : f32
  %tw, %fw0 = tagrad.tensor_array %c4 {tensor_array_name = "w"} : !t
  %w:3 = scf.while (%s = %init, %i = %c0, %f = %fw0) : (tensor<2xf32>, index, f32) -> (tensor<2xf32>, index, f32) {
    %x = tensor.extract %s[%c0] : tensor<2xf32>
    %go = arith.cmpf olt, %x, %lim : f32
    scf.condition(%go) %s, %i, %f : tensor<2xf32>, index, f32
  } do {
  ^bb0(%s: tensor<2xf32>, %i: index, %f: f32):
    %n = func.call @double(%s) : (tensor<2xf32>) -> tensor<2xf32>
    %f1 = tagrad.tensor_array.write %tw[%i], %n, %f : !t, tensor<2xf32>
    %i1 = arith.addi %i, %c1 : index
    scf.yield %n, %i1, %f1 : tensor<2xf32>, index, f32
  }
  call @print(%w#0) : (tensor<2xf32>) -> ()
  %w1 = tagrad.tensor_array.read %tw[%c1], %w#2 : !t
  call @print(%w1) : (tensor<2xf32>) -> ()
  return
}
