// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file %s | FileCheck %s

// Variables become arguments after the function's own, ordered by
// shared_name (bytes: "W" < "b"); the ones written become results after
// the function's own, holding their final values. Reads see earlier writes.
// Names from tf.entry_function are kept as tagrad.name.
// CHECK-LABEL: func.func @sgd
// CHECK-SAME: (%[[X:.*]]: tensor<2xf32> {tagrad.name = "x"}, %[[W:.*]]: tensor<2xf32> {tagrad.variable = "W"}, %[[B:.*]]: tensor<f32> {tagrad.variable = "b"})
// CHECK-SAME: -> (tensor<2xf32> {tagrad.name = "y"}, tensor<2xf32> {tagrad.variable = "W"})
// CHECK: %[[Y:.*]] = linalg.generic {{.*}} ins(%[[X]], %[[W]] :
// CHECK: arith.mulf
// CHECK: %[[NEW:.*]] = linalg.generic {{.*}} ins(%[[W]], %[[X]], %{{.*}} :
// CHECK: arith.mulf
// CHECK: arith.subf
// CHECK: return %[[Y]], %[[NEW]]
func.func @sgd(%x: tensor<2xf32>) -> tensor<*xf32> attributes {tf.entry_function = {inputs = "x", outputs = "y"}} {
  %b = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<>, shared_name = "b"} : () -> tensor<!tf_type.resource<tensor<f32>>>
  %w = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<2>, shared_name = "W"} : () -> tensor<!tf_type.resource<tensor<2xf32>>>
  %wv = "tf.ReadVariableOp"(%w) : (tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32>
  %y = "tf.Mul"(%x, %wv) : (tensor<2xf32>, tensor<2xf32>) -> tensor<*xf32>
  %lr = "tf.Const"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  "tf.ResourceApplyGradientDescent"(%w, %lr, %x) {use_locking = false} : (tensor<!tf_type.resource<tensor<2xf32>>>, tensor<f32>, tensor<2xf32>) -> ()
  return %y : tensor<*xf32>
}

// -----

// Assign, AssignAdd and a read after them; a variable that is only read is
// an argument but no result.
// CHECK-LABEL: func.func @assign
// CHECK-SAME: (%[[V:.*]]: tensor<3xf32> {tagrad.variable = "v"}) -> (tensor<3xf32>, tensor<3xf32> {tagrad.variable = "v"})
// CHECK: %[[ONE:.*]] = arith.constant dense<1.000000e+00> : tensor<3xf32>
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} ins(%[[ONE]], %[[ONE]] :
// CHECK: arith.addf
// CHECK: return %[[SUM]], %[[SUM]]
func.func @assign() -> tensor<3xf32> {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<3xf32>>>
  %one = "tf.Const"() {value = dense<1.0> : tensor<3xf32>} : () -> tensor<3xf32>
  "tf.AssignVariableOp"(%v, %one) : (tensor<!tf_type.resource<tensor<3xf32>>>, tensor<3xf32>) -> ()
  "tf.AssignAddVariableOp"(%v, %one) : (tensor<!tf_type.resource<tensor<3xf32>>>, tensor<3xf32>) -> ()
  %r = "tf.ReadVariableOp"(%v) : (tensor<!tf_type.resource<tensor<3xf32>>>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}

// -----

// Momentum: accum = accum * momentum + grad; var -= lr * accum. A variable
// written in a loop is loop-carried.
// CHECK-LABEL: func.func @momentum
// CHECK-SAME: (%[[G:.*]]: tensor<2xf32>, %[[ACC:.*]]: tensor<2xf32> {tagrad.variable = "a"}, %[[VAR:.*]]: tensor<2xf32> {tagrad.variable = "w"})
// CHECK-SAME: -> (tensor<2xf32> {tagrad.variable = "a"}, tensor<2xf32> {tagrad.variable = "w"})
// CHECK: %[[L:.*]]:3 = scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %[[ACC]], %{{.*}} = %[[VAR]]) : (tensor<i32>, tensor<2xf32>, tensor<2xf32>)
// CHECK: } do {
// CHECK: ^bb0(%{{.*}}: tensor<i32>, %[[A:.*]]: tensor<2xf32>, %[[WV:.*]]: tensor<2xf32>):
// One generic per slot, each the whole update of TensorFlow's kernel.
// CHECK: %[[NW:.*]] = linalg.generic {{.*}} ins(%[[WV]], %[[A]], %[[G]], %{{.*}}, %{{.*}} :
// CHECK: %[[NA:.*]] = linalg.generic {{.*}} ins(%[[WV]], %[[A]], %[[G]], %{{.*}}, %{{.*}} :
// CHECK: scf.yield %{{.*}}, %[[NA]], %[[NW]]
// CHECK: return %[[L]]#1, %[[L]]#2
func.func @momentum(%g: tensor<2xf32>) {
  %a = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<2>, shared_name = "a"} : () -> tensor<!tf_type.resource<tensor<2xf32>>>
  %w = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<2>, shared_name = "w"} : () -> tensor<!tf_type.resource<tensor<2xf32>>>
  %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %lr = "tf.Const"() {value = dense<0.1> : tensor<f32>} : () -> tensor<f32>
  %m = "tf.Const"() {value = dense<0.9> : tensor<f32>} : () -> tensor<f32>
  %r = "tf.WhileRegion"(%zero) ({
  ^bb0(%i: tensor<*xi32>):
    %c = "tf.Less"(%i, %n) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
    "tf.Yield"(%c) : (tensor<*xi1>) -> ()
  }, {
  ^bb0(%i: tensor<*xi32>):
    "tf.ResourceApplyMomentum"(%w, %a, %lr, %g, %m) {use_nesterov = false} : (tensor<!tf_type.resource<tensor<2xf32>>>, tensor<!tf_type.resource<tensor<2xf32>>>, tensor<f32>, tensor<2xf32>, tensor<f32>) -> ()
    %j = "tf.AddV2"(%i, %one) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
    "tf.Yield"(%j) : (tensor<*xi32>) -> ()
  }) {is_stateless = false, parallel_iterations = 10 : i64} : (tensor<i32>) -> tensor<*xi32>
  return
}

// -----

// TF1 reference variables (VariableV2) are the same state: arguments by
// name (here the colocation class, as TensorFlow's importer leaves no node
// names), results when written. Identity of a reference reads it; ops that
// take a value dereference it; Assign and ApplyGradientDescent return the
// reference they update.
// CHECK-LABEL: func.func @reference_variables
// CHECK-SAME: (%[[X:.*]]: tensor<2xf32>, %[[W:.*]]: tensor<2xf32> {tagrad.variable = "dense/w"})
// CHECK-SAME: -> (tensor<2xf32>, tensor<i1>, tensor<2xf32>, tensor<2xf32> {tagrad.variable = "dense/w"})
// CHECK: %[[Y:.*]] = linalg.generic {{.*}} ins(%[[X]], %[[W]] :
// CHECK: %[[NEW:.*]] = linalg.generic {{.*}} ins(%[[W]], %[[X]], %{{.*}} :
// CHECK: %[[ADDED:.*]] = linalg.generic {{.*}} ins(%[[NEW]], %[[X]] :
// CHECK: return %[[Y]], %{{.*}}, %[[ADDED]], %[[ADDED]]
func.func @reference_variables(%x: tensor<2xf32>) -> (tensor<*xf32>, tensor<*xi1>, tensor<*xf32>) {
  %w = "tf.VariableV2"() {_class = ["loc:@dense/w"], container = "", shape = #tf_type.shape<2>, shared_name = ""} : () -> tensor<2x!tf_type.f32ref>
  %wv = "tf.Identity"(%w) : (tensor<2x!tf_type.f32ref>) -> tensor<2xf32>
  %y = "tf.Mul"(%x, %wv) : (tensor<2xf32>, tensor<2xf32>) -> tensor<*xf32>
  %init = "tf.IsVariableInitialized"(%w) {dtype = f32} : (tensor<2x!tf_type.f32ref>) -> tensor<*xi1>
  %lr = "tf.Const"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  %w1 = "tf.ApplyGradientDescent"(%w, %lr, %x) {use_locking = false} : (tensor<2x!tf_type.f32ref>, tensor<f32>, tensor<2xf32>) -> tensor<2x!tf_type.f32ref>
  %w2 = "tf.AssignAdd"(%w1, %x) {use_locking = false} : (tensor<2x!tf_type.f32ref>, tensor<2xf32>) -> tensor<2x!tf_type.f32ref>
  %r = "tf.Identity"(%w2) : (tensor<2x!tf_type.f32ref>) -> tensor<*xf32>
  return %y, %init, %r : tensor<*xf32>, tensor<*xi1>, tensor<*xf32>
}
