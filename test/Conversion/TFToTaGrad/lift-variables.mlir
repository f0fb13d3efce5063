// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -split-input-file %s | FileCheck %s

// Variables become arguments after the function's own: captured resource
// arguments keep their place, resource placeholders follow in byte order of
// their names, then the declared variables in byte order of shared_name.
// A second declaration typed otherwise is cast from the argument. Written
// variables (through an Identity too) are read at the end and returned in
// argument order; the read-only ones are not.

// CHECK-LABEL: func.func @step(
// CHECK-SAME: %[[X:.*]]: tensor<2xf32>,
// CHECK-SAME: %[[C:.*]]: tensor<!tf_type.resource<tensor<2xf32>>> {tagrad.variable = "captured", tagrad.variable_type = tensor<2xf32>},
// CHECK-SAME: %[[P:.*]]: tensor<!tf_type.resource> {tagrad.variable = "p/resource", tagrad.variable_type = tensor<3xf32>},
// CHECK-SAME: %[[B:.*]]: tensor<!tf_type.resource<tensor<2xf32>>> {tagrad.variable = "b", tagrad.variable_type = tensor<2xf32>},
// CHECK-SAME: %[[W:.*]]: tensor<!tf_type.resource<tensor<2xf32>>> {tagrad.variable = "w", tagrad.variable_type = tensor<2xf32>})
// CHECK-SAME: -> (tensor<2xf32>, tensor<2xf32> {tagrad.variable = "captured"}, tensor<2xf32> {tagrad.variable = "w"})
// CHECK-NOT: tf.VarHandleOp
// CHECK-NOT: tf.Placeholder
// CHECK: %[[W2:.*]] = builtin.unrealized_conversion_cast %[[W]] : tensor<!tf_type.resource<tensor<2xf32>>> to tensor<!tf_type.resource>
// CHECK: "tf.ReadVariableOp"(%[[B]])
// CHECK: "tf.ReadVariableOp"(%[[P]])
// CHECK: %[[ID:.*]] = "tf.Identity"(%[[W2]])
// CHECK: "tf.AssignAddVariableOp"(%[[ID]], %[[X]])
// CHECK: "tf.AssignVariableOp"(%[[C]],
// CHECK: %[[Y:.*]] = "tf.ReadVariableOp"(%[[C]])
// CHECK: %[[CF:.*]] = "tf.ReadVariableOp"(%[[C]])
// CHECK: %[[WF:.*]] = "tf.ReadVariableOp"(%[[W]])
// CHECK: return %[[Y]], %[[CF]], %[[WF]]

func.func @step(%x: tensor<2xf32>, %c: tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32> attributes {tf.entry_function = {inputs = "x,captured", outputs = "y"}} {
  %w = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<2>, shared_name = "w"} : () -> tensor<!tf_type.resource<tensor<2xf32>>>
  %b = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<2>, shared_name = "b"} : () -> tensor<!tf_type.resource<tensor<2xf32>>>
  %p = "tf.Placeholder"() {dtype = !tf_type.resource} : () -> tensor<!tf_type.resource> loc("p/resource")
  %w2 = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<2>, shared_name = "w"} : () -> tensor<!tf_type.resource>
  %bv = "tf.ReadVariableOp"(%b) : (tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32>
  %pv = "tf.ReadVariableOp"(%p) : (tensor<!tf_type.resource>) -> tensor<3xf32>
  %id = "tf.Identity"(%w2) : (tensor<!tf_type.resource>) -> tensor<!tf_type.resource>
  "tf.AssignAddVariableOp"(%id, %x) : (tensor<!tf_type.resource>, tensor<2xf32>) -> ()
  "tf.AssignVariableOp"(%c, %bv) : (tensor<!tf_type.resource<tensor<2xf32>>>, tensor<2xf32>) -> ()
  %cv = "tf.ReadVariableOp"(%c) : (tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32>
  return %cv : tensor<2xf32>
}

// -----

// A TF1 reference variable updated by Assign: read back by an Identity.

// CHECK-LABEL: func.func @reference(
// CHECK-SAME: %[[X:.*]]: tensor<2xf32>, %[[R:.*]]: tensor<2x!tf_type.f32ref> {tagrad.variable = "r", tagrad.variable_type = tensor<2xf32>})
// CHECK-SAME: -> (tensor<2xf32>, tensor<2xf32> {tagrad.variable = "r"})
// CHECK: "tf.Assign"(%[[R]], %[[X]])
// CHECK: %[[RF:.*]] = "tf.Identity"(%[[R]]) : (tensor<2x!tf_type.f32ref>) -> tensor<2xf32>
// CHECK: return %{{.*}}, %[[RF]]
func.func @reference(%x: tensor<2xf32>) -> tensor<2xf32> {
  %v = "tf.VariableV2"() {dtype = f32, shape = #tf_type.shape<2>, shared_name = "r"} : () -> tensor<2x!tf_type.f32ref>
  %a = "tf.Assign"(%v, %x) : (tensor<2x!tf_type.f32ref>, tensor<2xf32>) -> tensor<2x!tf_type.f32ref>
  %y = "tf.Neg"(%a) : (tensor<2x!tf_type.f32ref>) -> tensor<2xf32>
  return %y : tensor<2xf32>
}

// -----

// Variables declared in a loop's functions become arguments of the function
// running the loop; the declarations there name them. Only the one the body
// writes is returned.

// CHECK-LABEL: func.func @loop(
// CHECK-SAME: %{{.*}}: tensor<i32>, %{{.*}}: tensor<!tf_type.resource<tensor<i32>>> {tagrad.variable = "k", tagrad.variable_type = tensor<i32>},
// CHECK-SAME: %[[S:.*]]: tensor<!tf_type.resource<tensor<i32>>> {tagrad.variable = "steps", tagrad.variable_type = tensor<i32>})
// CHECK-SAME: -> (tensor<i32>, tensor<i32> {tagrad.variable = "steps"})
// CHECK: %[[SF:.*]] = "tf.ReadVariableOp"(%[[S]])
// CHECK: return %{{.*}}, %[[SF]]
// CHECK-LABEL: func.func private @body(%{{.*}}: tensor<i32>) -> tensor<i32>
// CHECK: "tf.VarHandleOp"() {{.*}}shared_name = "steps"
// CHECK: "tf.VarHandleOp"() {{.*}}shared_name = "k"
func.func @loop(%n: tensor<i32>) -> tensor<i32> {
  %r = "tf.While"(%n) {body = @body, cond = @cond, is_stateless = false} : (tensor<i32>) -> tensor<i32>
  return %r : tensor<i32>
}
func.func private @cond(%i: tensor<i32>) -> tensor<i1> {
  %z = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %c = "tf.Greater"(%i, %z) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %c : tensor<i1>
}
func.func private @body(%i: tensor<i32>) -> tensor<i32> {
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %s = "tf.VarHandleOp"() {dtype = i32, shape = #tf_type.shape<>, shared_name = "steps"} : () -> tensor<!tf_type.resource<tensor<i32>>>
  %k = "tf.VarHandleOp"() {dtype = i32, shape = #tf_type.shape<>, shared_name = "k"} : () -> tensor<!tf_type.resource<tensor<i32>>>
  "tf.AssignAddVariableOp"(%s, %one) : (tensor<!tf_type.resource<tensor<i32>>>, tensor<i32>) -> ()
  %kv = "tf.ReadVariableOp"(%k) : (tensor<!tf_type.resource<tensor<i32>>>) -> tensor<i32>
  %j = "tf.Sub"(%i, %kv) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %j : tensor<i32>
}

// -----

// A handle carried by a region loop and written in its body.

// CHECK-LABEL: func.func @region_loop(
// CHECK-SAME: %[[V:[^:]*]]: tensor<!tf_type.resource<tensor<2xf32>>> {tagrad.variable = "v", tagrad.variable_type = tensor<2xf32>})
// CHECK-SAME: -> (tensor<2xf32>, tensor<2xf32> {tagrad.variable = "v"})
// CHECK: "tf.WhileRegion"(%{{.*}}, %[[V]])
// CHECK: "tf.AssignSubVariableOp"
// CHECK: %[[VF:.*]] = "tf.ReadVariableOp"(%[[V]])
// CHECK: return %{{.*}}, %[[VF]]
func.func @region_loop(%g: tensor<2xf32>) -> tensor<2xf32> {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<2xf32>>>
  %z = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %r:2 = "tf.WhileRegion"(%z, %v) ({
  ^bb0(%i: tensor<i32>, %h: tensor<!tf_type.resource<tensor<2xf32>>>):
    %c = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %p = "tf.Greater"(%i, %c) : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "tf.Yield"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %h: tensor<!tf_type.resource<tensor<2xf32>>>):
    "tf.AssignSubVariableOp"(%h, %g) : (tensor<!tf_type.resource<tensor<2xf32>>>, tensor<2xf32>) -> ()
    %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %j = "tf.Sub"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "tf.Yield"(%j, %h) : (tensor<i32>, tensor<!tf_type.resource<tensor<2xf32>>>) -> ()
  }) {is_stateless = false} : (tensor<i32>, tensor<!tf_type.resource<tensor<2xf32>>>) -> (tensor<i32>, tensor<!tf_type.resource<tensor<2xf32>>>)
  return %g : tensor<2xf32>
}

// -----

// A captured variable typed by its caller (tagrad-run's feeds): the hint is
// consumed.

// CHECK-LABEL: func.func @typed_by_caller(
// CHECK-SAME: tensor<!tf_type.resource> {tagrad.variable = "arg0", tagrad.variable_type = tensor<4xf32>}) -> tensor<*xf32> {
// CHECK-NOT: tagrad.argument_types
func.func @typed_by_caller(%h: tensor<!tf_type.resource>) -> tensor<*xf32> attributes {tagrad.argument_types = [tensor<4xf32>]} {
  %v = "tf.ReadVariableOp"(%h) : (tensor<!tf_type.resource>) -> tensor<*xf32>
  return %v : tensor<*xf32>
}

// -----

// A handle a conditional yields is the variable too: written through the
// conditional's result.

// CHECK-LABEL: func.func @through_branch(
// CHECK-SAME: -> (tensor<2xf32>, tensor<2xf32> {tagrad.variable = "v"})
// CHECK: %[[VF:.*]] = "tf.ReadVariableOp"
// CHECK: return %{{.*}}, %[[VF]]
func.func @through_branch(%p: tensor<i1>, %g: tensor<2xf32>) -> tensor<2xf32> {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<2xf32>>>
  %h = "tf.IfRegion"(%p) ({
    "tf.Yield"(%v) : (tensor<!tf_type.resource<tensor<2xf32>>>) -> ()
  }, {
    "tf.Yield"(%v) : (tensor<!tf_type.resource<tensor<2xf32>>>) -> ()
  }) {is_stateless = true} : (tensor<i1>) -> tensor<!tf_type.resource<tensor<2xf32>>>
  "tf.AssignVariableOp"(%h, %g) : (tensor<!tf_type.resource<tensor<2xf32>>>, tensor<2xf32>) -> ()
  return %g : tensor<2xf32>
}
