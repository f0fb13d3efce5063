// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file %s | FileCheck %s

// TF2's captured variables: resource arguments of the function keep their
// place (typed by their uses: a ReadVariableOp's element type, an
// AssignSubVariableOp's ranked value), resource placeholders left in the
// graph follow the arguments in byte order of their names, and written
// ones are results in argument order. VariableShape is the variable's
// shape (out_type, i32 by default).
// CHECK-LABEL: func.func @captured
// CHECK-SAME: (%[[X:.*]]: tensor<2xf32> {tagrad.name = "x"}, %[[W:.*]]: tensor<2xf32> {tagrad.variable = "w/resource"}, %[[Y:.*]]: tensor<2xf32> {tagrad.name = "y"}, %[[A:.*]]: tensor<3xi64> {tagrad.variable = "a"}, %[[B:.*]]: tensor<f32> {tagrad.variable = "b"})
// CHECK-SAME: -> (tensor<2xf32> {tagrad.name = "out"}, tensor<1xi64> {tagrad.name = "shape"}, tensor<2xf32> {tagrad.variable = "w/resource"}, tensor<f32> {tagrad.variable = "b"})
// CHECK: %[[NEWW:.*]] = linalg.generic {{.*}} ins(%[[W]], %[[X]] :
// CHECK: arith.subf
// CHECK: %[[SHAPE:.*]] = arith.constant dense<2> : tensor<1xi64>
// CHECK: return %{{.*}}, %[[SHAPE]], %[[NEWW]], %{{.*}}
func.func @captured(%x: tensor<2xf32>, %w: tensor<!tf_type.resource>, %y: tensor<2xf32>) -> (tensor<*xf32>, tensor<*xi64>) attributes {tf.entry_function = {inputs = "x,w/resource,y", outputs = "out,shape"}} {
  %b = "tf.Placeholder"() {shape = #tf_type.shape<>} : () -> tensor<!tf_type.resource> loc("b")
  %a = "tf.Placeholder"() {shape = #tf_type.shape<>} : () -> tensor<!tf_type.resource<tensor<3xi64>>> loc("a")
  %wv = "tf.ReadVariableOp"(%w) : (tensor<!tf_type.resource>) -> tensor<*xf32>
  %bv = "tf.ReadVariableOp"(%b) : (tensor<!tf_type.resource>) -> tensor<f32>
  %av = "tf.ReadVariableOp"(%a) : (tensor<!tf_type.resource<tensor<3xi64>>>) -> tensor<*xi64>
  %p = "tf.Mul"(%wv, %y) : (tensor<*xf32>, tensor<2xf32>) -> tensor<*xf32>
  %q = "tf.Mul"(%p, %bv) : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
  "tf.AssignSubVariableOp"(%w, %x) : (tensor<!tf_type.resource>, tensor<2xf32>) -> ()
  %one = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  "tf.AssignAddVariableOp"(%b, %one) : (tensor<!tf_type.resource>, tensor<f32>) -> ()
  %s = "tf.VariableShape"(%w) {out_type = i64} : (tensor<!tf_type.resource>) -> tensor<*xi64>
  return %q, %s : tensor<*xf32>, tensor<*xi64>
}

// -----

// A variable whose graph leaves its shape unknown takes the caller's feed
// (tagrad.argument_types, which tagrad-run writes from its --input);
// VariableShape of it is that shape, in i32.
// CHECK-LABEL: func.func @fed
// CHECK-SAME: (%{{.*}}: tensor<4x3xf32> {tagrad.variable = "k"}) -> (tensor<2xi32> {tagrad.name = "s"}, tensor<4x3xf32> {tagrad.variable = "k"})
// CHECK: arith.constant dense<[4, 3]> : tensor<2xi32>
// CHECK-NOT: tagrad.argument_types
func.func @fed(%k: tensor<!tf_type.resource>) -> tensor<*xi32> attributes {tagrad.argument_types = [tensor<4x3xf32>], tf.entry_function = {inputs = "k", outputs = "s"}} {
  %v = "tf.ReadVariableOp"(%k) : (tensor<!tf_type.resource>) -> tensor<*xf32>
  %t = "tf.Tanh"(%v) : (tensor<*xf32>) -> tensor<*xf32>
  "tf.AssignVariableOp"(%k, %t) : (tensor<!tf_type.resource>, tensor<*xf32>) -> ()
  %s = "tf.VariableShape"(%k) : (tensor<!tf_type.resource>) -> tensor<*xi32>
  return %s : tensor<*xi32>
}

// -----

// Uses inside the functions a handle flows into (a While's body, through
// an Identity) type it too.
// CHECK-LABEL: func.func @loop
// CHECK-SAME: (%{{.*}}: tensor<i32> {tagrad.name = "n"}, %{{.*}}: tensor<2x2xf32> {tagrad.variable = "m"})
// CHECK-SAME: -> (tensor<i32> {tagrad.name = "i"}, tensor<2x2xf32> {tagrad.variable = "m"})
func.func @loop(%n: tensor<i32>, %m: tensor<!tf_type.resource>) -> tensor<i32> attributes {tf.entry_function = {inputs = "n,m", outputs = "i"}} {
  %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %h = "tf.Identity"(%m) : (tensor<!tf_type.resource>) -> tensor<!tf_type.resource>
  %r:2 = "tf.While"(%zero, %h) {body = @loop_body, cond = @loop_cond, is_stateless = false} : (tensor<i32>, tensor<!tf_type.resource>) -> (tensor<i32>, tensor<!tf_type.resource>)
  return %r#0 : tensor<i32>
}
func.func private @loop_cond(%i: tensor<i32>, %m: tensor<!tf_type.resource>) -> tensor<i1> {
  %c = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %p = "tf.Less"(%i, %c) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %p : tensor<i1>
}
func.func private @loop_body(%i: tensor<i32>, %m: tensor<!tf_type.resource>) -> (tensor<i32>, tensor<!tf_type.resource>) {
  %v = "tf.ReadVariableOp"(%m) : (tensor<!tf_type.resource>) -> tensor<2x2xf32>
  %d = "tf.Add"(%v, %v) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  "tf.AssignVariableOp"(%m, %d) : (tensor<!tf_type.resource>, tensor<2x2xf32>) -> ()
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %j = "tf.AddV2"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %j, %m : tensor<i32>, tensor<!tf_type.resource>
}

// -----

// By name: tagrad.variable_types (tagrad-run's var__NAME.npy files) types a
// variable no argument type does.
// CHECK-LABEL: func.func @named
// CHECK-SAME: (%{{.*}}: tensor<2xf32> {tagrad.name = "x"}, %{{.*}}: tensor<2xf32> {tagrad.variable = "v/resource"}) -> (tensor<2xf32> {tagrad.name = "y"})
// CHECK-NOT: tagrad.variable_types
func.func @named(%x: tensor<2xf32>) -> tensor<*xf32> attributes {tagrad.argument_types = [tensor<2xf32>], tagrad.variable_types = {"v/resource" = tensor<2xf32>}, tf.entry_function = {inputs = "x", outputs = "y"}} {
  %r = "tf.Placeholder"() {shape = #tf_type.shape<>} : () -> tensor<!tf_type.resource> loc("v/resource")
  %v = "tf.ReadVariableOp"(%r) : (tensor<!tf_type.resource>) -> tensor<*xf32>
  %y = "tf.Mul"(%x, %v) : (tensor<2xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}
