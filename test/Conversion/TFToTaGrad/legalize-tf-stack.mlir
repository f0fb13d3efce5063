// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file %s | FileCheck %s

// A stack is a dynamic TensorArray plus an element count: a push writes at
// the count and increments it, a pop decrements it and reads there, each
// after TensorFlow's check (empty stack, max_size). The element type comes
// from the first push.
// With counts known at compile time the checks fold away and the indices
// are constants.
// CHECK-LABEL: func.func @push_pop
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[TA:.*]], %[[F0:.*]] = tagrad.tensor_array %[[C0]] {clear_after_read = false, dynamic_size = true, tensor_array_name = "s", writes_replace = true} : !tagrad.tensor_array<tensor<2xf32>>
// CHECK-NOT: tagrad.runtime_check
// CHECK: %[[F1:.*]] = tagrad.tensor_array.write %[[TA]][%{{.*}}], %arg0, %[[F0]]
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK: %[[F2:.*]] = tagrad.tensor_array.write %[[TA]][%[[C1]]], %arg1, %[[F1]]
// CHECK: %[[TOP:.*]] = arith.constant 1 : index
// CHECK: %[[V:.*]] = tagrad.tensor_array.read %[[TA]][%[[TOP]]], %[[F2]]
// CHECK: tagrad.tensor_array.close %[[TA]]
// CHECK: return %[[V]] : tensor<2xf32>
func.func @push_pop(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<*xf32> {
  %max = "tf.Const"() {value = dense<8> : tensor<i32>} : () -> tensor<i32>
  %s = "tf.StackV2"(%max) {elem_type = f32, stack_name = "s"} : (tensor<i32>) -> tensor<!tf_type.resource>
  %p0 = "tf.StackPushV2"(%s, %a) {swap_memory = false} : (tensor<!tf_type.resource>, tensor<2xf32>) -> tensor<2xf32>
  %p1 = "tf.StackPushV2"(%s, %b) {swap_memory = false} : (tensor<!tf_type.resource>, tensor<2xf32>) -> tensor<2xf32>
  %v = "tf.StackPopV2"(%s) {elem_type = f32} : (tensor<!tf_type.resource>) -> tensor<*xf32>
  "tf.StackCloseV2"(%s) : (tensor<!tf_type.resource>) -> ()
  return %v : tensor<*xf32>
}

// -----

// Pushes in one loop and pops in another (TF1's loop gradients): the count
// and the array's flow are loop-carried, and the checks run in the loops.
// CHECK-LABEL: func.func @loops
// CHECK: %[[TA:.*]], %[[F0:.*]] = tagrad.tensor_array %{{.*}} {clear_after_read = false, dynamic_size = true, tensor_array_name = "f_acc", writes_replace = true} : !tagrad.tensor_array<tensor<f32>>
// CHECK: %[[W:.*]]:3 = scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %[[F0]]) : (tensor<i32>, index, f32) -> (tensor<i32>, index, f32)
// CHECK: ^bb0(%{{.*}}: tensor<i32>, %[[CNT:.*]]: index, %[[FL:.*]]: f32):
// CHECK: %[[FITS:.*]] = arith.cmpi slt, %[[CNT]], %{{.*}} : index
// CHECK: %[[FULL:.*]] = arith.xori %[[FITS]], %true
// CHECK: tagrad.runtime_check %[[FULL]], "Stack[f_acc] overflowed its max_size (5)"
// CHECK: tagrad.tensor_array.write %[[TA]][%[[CNT]]], %arg0, %[[FL]]
// CHECK: scf.yield
// CHECK: scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %[[W]]#1) : (tensor<i32>, tensor<f32>, index) -> (tensor<i32>, tensor<f32>, index)
// CHECK: tagrad.runtime_check %{{.*}}, "Stack[f_acc] is empty."
// CHECK: tagrad.tensor_array.read %[[TA]][%{{.*}}], %[[W]]#2
func.func @loops(%x: tensor<f32>) -> tensor<*xf32> {
  %m = "tf.Const"() {value = dense<5> : tensor<i32>} : () -> tensor<i32>
  %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %three = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %s = "tf.StackV2"(%m) {elem_type = f32, stack_name = "f_acc"} : (tensor<i32>) -> tensor<!tf_type.resource>
  %w = "tf.WhileRegion"(%zero) ({
  ^bb0(%i: tensor<*xi32>):
    %c = "tf.Less"(%i, %three) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
    "tf.Yield"(%c) : (tensor<*xi1>) -> ()
  }, {
  ^bb0(%i: tensor<*xi32>):
    %p = "tf.StackPushV2"(%s, %x) {swap_memory = false} : (tensor<!tf_type.resource>, tensor<f32>) -> tensor<f32>
    %n = "tf.AddV2"(%i, %one) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
    "tf.Yield"(%n) : (tensor<*xi32>) -> ()
  }) {is_stateless = false, parallel_iterations = 10 : i64} : (tensor<i32>) -> tensor<*xi32>
  %acc = "tf.Const"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %r:2 = "tf.WhileRegion"(%zero, %acc) ({
  ^bb0(%i: tensor<*xi32>, %a: tensor<*xf32>):
    %c = "tf.Less"(%i, %three) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
    "tf.Yield"(%c) : (tensor<*xi1>) -> ()
  }, {
  ^bb0(%i: tensor<*xi32>, %a: tensor<*xf32>):
    %v = "tf.StackPopV2"(%s) {elem_type = f32} : (tensor<!tf_type.resource>) -> tensor<*xf32>
    %a2 = "tf.AddV2"(%a, %v) : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
    %n = "tf.AddV2"(%i, %one) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
    "tf.Yield"(%n, %a2) : (tensor<*xi32>, tensor<*xf32>) -> ()
  }) {is_stateless = false, parallel_iterations = 10 : i64} : (tensor<i32>, tensor<f32>) -> (tensor<*xi32>, tensor<*xf32>)
  return %r#1 : tensor<*xf32>
}

// -----

// max_size -1 means unbounded: no overflow check.
// CHECK-LABEL: func.func @unbounded
// CHECK-NOT: overflowed
// CHECK: return
func.func @unbounded(%x: tensor<f32>) -> tensor<f32> {
  %m = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %s = "tf.StackV2"(%m) {elem_type = f32, stack_name = "u"} : (tensor<i32>) -> tensor<!tf_type.resource>
  %p = "tf.StackPushV2"(%s, %x) {swap_memory = false} : (tensor<!tf_type.resource>, tensor<f32>) -> tensor<f32>
  return %p : tensor<f32>
}

// -----

// A stack of TensorArray handles (a map_fn whose body makes arrays, under
// tf.gradients): the forward loop pushes each array's size; each pop in the
// backward loop stands for an array of that size, one per loop body, so the
// two pops of one trip take their gradients from one accumulator.
// CHECK-LABEL: func.func @array_handles
// CHECK: %[[S:.*]], %{{.*}} = tagrad.tensor_array %{{.*}} {clear_after_read = false, dynamic_size = true, tensor_array_name = "f_acc", writes_replace = true} : !tagrad.tensor_array<tensor<i32>>
// CHECK: scf.while
// CHECK: tagrad.tensor_array %[[N:.*]] {tensor_array_name = "xs"} : !tagrad.tensor_array<tensor<2xf32>>
// CHECK: %[[SIZE:.*]] = arith.index_cast %[[N]] : index to i32
// CHECK: %[[T:.*]] = tensor.from_elements %[[SIZE]] : tensor<i32>
// CHECK: tagrad.tensor_array.write %[[S]][%{{.*}}], %[[T]]
// CHECK: scf.while
// CHECK: %[[P:.*]] = tagrad.tensor_array.read %[[S]]
// CHECK: %[[E:.*]] = tensor.extract %[[P]][] : tensor<i32>
// CHECK: %[[I:.*]] = arith.index_cast %[[E]] : i32 to index
// CHECK: %[[FWD:.*]], %{{.*}} = tagrad.tensor_array %[[I]] {tensor_array_name = "xs"} : !tagrad.tensor_array<tensor<2xf32>>
// CHECK: tagrad.tensor_array.grad %[[FWD]]
// CHECK-SAME: source "gradients"
// CHECK-NOT: tagrad.tensor_array %
// CHECK: tagrad.tensor_array.grad %[[FWD]]
// CHECK-SAME: source "gradients"
func.func @array_handles(%n: tensor<i32>, %g: tensor<2xf32>) -> tensor<*xf32> {
  %m = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %three = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %s1 = "tf.StackV2"(%m) {elem_type = !tf_type.resource, stack_name = "f_acc"} : (tensor<i32>) -> tensor<!tf_type.resource>
  %s2 = "tf.StackV2"(%m) {elem_type = !tf_type.resource, stack_name = "f_acc_1"} : (tensor<i32>) -> tensor<!tf_type.resource>
  %fl = "tf.StackV2"(%m) {elem_type = f32, stack_name = "f_acc_2"} : (tensor<i32>) -> tensor<!tf_type.resource>
  %w = "tf.WhileRegion"(%zero) ({
  ^bb0(%i: tensor<*xi32>):
    %c = "tf.Less"(%i, %three) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
    "tf.Yield"(%c) : (tensor<*xi1>) -> ()
  }, {
  ^bb0(%i: tensor<*xi32>):
    %ta:2 = "tf.TensorArrayV3"(%n) {dtype = f32, element_shape = #tf_type.shape<2>, tensor_array_name = "xs"} : (tensor<i32>) -> (tensor<!tf_type.resource>, tensor<f32>)
    %p1 = "tf.StackPushV2"(%s1, %ta#0) {swap_memory = false} : (tensor<!tf_type.resource>, tensor<!tf_type.resource>) -> tensor<!tf_type.resource>
    %p2 = "tf.StackPushV2"(%s2, %ta#0) {swap_memory = false} : (tensor<!tf_type.resource>, tensor<!tf_type.resource>) -> tensor<!tf_type.resource>
    %p3 = "tf.StackPushV2"(%fl, %ta#1) {swap_memory = false} : (tensor<!tf_type.resource>, tensor<f32>) -> tensor<f32>
    %n2 = "tf.AddV2"(%i, %one) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
    "tf.Yield"(%n2) : (tensor<*xi32>) -> ()
  }) {is_stateless = false, parallel_iterations = 10 : i64} : (tensor<i32>) -> tensor<*xi32>
  %acc = "tf.Const"() {value = dense<0.0> : tensor<2xf32>} : () -> tensor<2xf32>
  %r:2 = "tf.WhileRegion"(%zero, %acc) ({
  ^bb0(%i: tensor<*xi32>, %a: tensor<*xf32>):
    %c = "tf.Less"(%i, %three) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
    "tf.Yield"(%c) : (tensor<*xi1>) -> ()
  }, {
  ^bb0(%i: tensor<*xi32>, %a: tensor<*xf32>):
    %h1 = "tf.StackPopV2"(%s1) {elem_type = !tf_type.resource} : (tensor<!tf_type.resource>) -> tensor<*x!tf_type.resource>
    %f = "tf.StackPopV2"(%fl) {elem_type = f32} : (tensor<!tf_type.resource>) -> tensor<*xf32>
    %g1:2 = "tf.TensorArrayGradV3"(%h1, %f) {source = "gradients"} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> (tensor<!tf_type.resource>, tensor<f32>)
    %w1 = "tf.TensorArrayWriteV3"(%g1#0, %zero, %g, %g1#1) : (tensor<!tf_type.resource>, tensor<i32>, tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %h2 = "tf.StackPopV2"(%s2) {elem_type = !tf_type.resource} : (tensor<!tf_type.resource>) -> tensor<*x!tf_type.resource>
    %g2:2 = "tf.TensorArrayGradV3"(%h2, %w1) {source = "gradients"} : (tensor<*x!tf_type.resource>, tensor<f32>) -> (tensor<!tf_type.resource>, tensor<f32>)
    %v = "tf.TensorArrayReadV3"(%g2#0, %zero, %g2#1) {dtype = f32} : (tensor<!tf_type.resource>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
    %a2 = "tf.AddV2"(%a, %v) : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
    %n2 = "tf.AddV2"(%i, %one) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
    "tf.Yield"(%n2, %a2) : (tensor<*xi32>, tensor<*xf32>) -> ()
  }) {is_stateless = false, parallel_iterations = 10 : i64} : (tensor<i32>, tensor<2xf32>) -> (tensor<*xi32>, tensor<*xf32>)
  return %r#1 : tensor<*xf32>
}
