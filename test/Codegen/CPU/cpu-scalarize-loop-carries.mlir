// RUN: tagrad-opt %s --split-input-file --tagrad-cpu-scalarize-loop-carries | FileCheck %s

// TensorFlow's while loop counts in tensor<i32>: carried as i32, the
// compare and the increment use the scalar, and the result is rebuilt
// after the loop. The other carry stays a tensor.

// CHECK-LABEL: func @while_counter
// CHECK: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK: %[[R:.*]]:2 = scf.while (%[[I:.*]] = %[[ZERO]], %[[ACC:.*]] = %arg1) : (i32, tensor<4xf32>) -> (i32, tensor<4xf32>)
// CHECK: %[[N:.*]] = tensor.extract %arg0[]
// CHECK: %[[GO:.*]] = arith.cmpi slt, %[[I]], %[[N]] : i32
// CHECK: scf.condition(%[[GO]]) %[[I]], %[[ACC]] : i32, tensor<4xf32>
// CHECK: ^bb0(%[[J:.*]]: i32, %{{.*}}: tensor<4xf32>):
// CHECK: %[[NEXT:.*]] = arith.addi %[[J]], %{{.*}} : i32
// CHECK: scf.yield %[[NEXT]], %{{.*}} : i32, tensor<4xf32>
// CHECK: %[[T:.*]] = tensor.from_elements %[[R]]#0 : tensor<i32>
// CHECK: return %[[T]], %[[R]]#1
func.func @while_counter(%n: tensor<i32>, %x: tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>) {
  %c0 = arith.constant dense<0> : tensor<i32>
  %r:2 = scf.while (%i = %c0, %acc = %x) : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>) {
    %iv = tensor.extract %i[] : tensor<i32>
    %nv = tensor.extract %n[] : tensor<i32>
    %go = arith.cmpi slt, %iv, %nv : i32
    scf.condition(%go) %i, %acc : tensor<i32>, tensor<4xf32>
  } do {
  ^bb0(%i: tensor<i32>, %acc: tensor<4xf32>):
    %iv = tensor.extract %i[] : tensor<i32>
    %c1 = arith.constant 1 : i32
    %next = arith.addi %iv, %c1 : i32
    %t = tensor.from_elements %next : tensor<i32>
    scf.yield %t, %acc : tensor<i32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<i32>, tensor<4xf32>
}

// -----

// A use other than an extract (here the counter passed to a call) sees the
// tensor rebuilt from the scalar in its region.

// CHECK-LABEL: func @counter_used_as_tensor
// CHECK: scf.for {{.*}} iter_args(%[[S:.*]] = %{{.*}}) -> (f32)
// CHECK: %[[T:.*]] = tensor.from_elements %[[S]] : tensor<f32>
// CHECK: func.call @sink(%[[T]])
// CHECK: %[[W:.*]] = arith.addf %[[S]], %[[S]] : f32
// CHECK: scf.yield %[[W]] : f32
func.func private @sink(tensor<f32>)
func.func @counter_used_as_tensor(%n: index, %s: tensor<f32>) -> tensor<f32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %s) -> (tensor<f32>) {
    func.call @sink(%acc) : (tensor<f32>) -> ()
    %v = tensor.extract %acc[] : tensor<f32>
    %w = arith.addf %v, %v : f32
    %t = tensor.from_elements %w : tensor<f32>
    scf.yield %t : tensor<f32>
  }
  return %r : tensor<f32>
}

// -----

// A while loop whose after region takes other types than its before region
// is left as it is.

// CHECK-LABEL: func @while_types_differ
// CHECK: scf.while (%{{.*}} = %{{.*}}) : (tensor<i32>) -> f32
func.func @while_types_differ(%x: tensor<i32>) -> f32 {
  %r = scf.while (%i = %x) : (tensor<i32>) -> f32 {
    %iv = tensor.extract %i[] : tensor<i32>
    %f = arith.sitofp %iv : i32 to f32
    %go = arith.constant false
    scf.condition(%go) %f : f32
  } do {
  ^bb0(%f: f32):
    %t = arith.constant dense<1> : tensor<i32>
    scf.yield %t : tensor<i32>
  }
  return %r : f32
}
