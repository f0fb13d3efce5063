// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-inline-calls -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file %s | FileCheck %s

// Unranked loop values get the types the graph determines: h enters as
// 1x3 and comes back as 1x3; a value that enters as 0x3 and grows by a
// row each iteration joins to ?x3 (the loop is rebuilt with the join).
// CHECK-LABEL: func.func @refine
// CHECK: scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %arg0, %{{.*}} = %{{.*}}) : (tensor<i32>, tensor<1x3xf32>, tensor<?x3xf32>) -> (tensor<i32>, tensor<1x3xf32>, tensor<?x3xf32>)
// CHECK: math.tanh
// CHECK: tensor.insert_slice {{.*}} into {{.*}} : tensor<1x3xf32> into tensor<?x3xf32>
// CHECK: return %{{.*}}, %{{.*}} : tensor<1x3xf32>, tensor<?x3xf32>
func.func @refine(%h0: tensor<1x3xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %n = "tf.Const"() {value = dense<4> : tensor<i32>} : () -> tensor<i32>
  %empty = "tf.Const"() {value = dense<> : tensor<0x3xf32>} : () -> tensor<0x3xf32>
  %r:3 = "tf.WhileRegion"(%zero, %h0, %empty) ({
  ^bb0(%i: tensor<*xi32>, %h: tensor<*xf32>, %acc: tensor<*xf32>):
    %c = "tf.Less"(%i, %n) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
    "tf.Yield"(%c) : (tensor<*xi1>) -> ()
  }, {
  ^bb0(%i: tensor<*xi32>, %h: tensor<*xf32>, %acc: tensor<*xf32>):
    %t = "tf.Tanh"(%h) : (tensor<*xf32>) -> tensor<*xf32>
    %ax = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %acc2 = "tf.ConcatV2"(%acc, %t, %ax) : (tensor<*xf32>, tensor<*xf32>, tensor<i32>) -> tensor<*xf32>
    %j = "tf.AddV2"(%i, %one) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
    "tf.Yield"(%j, %t, %acc2) : (tensor<*xi32>, tensor<*xf32>, tensor<*xf32>) -> ()
  }) {is_stateless = false, parallel_iterations = 10 : i64} : (tensor<i32>, tensor<1x3xf32>, tensor<0x3xf32>) -> (tensor<*xi32>, tensor<*xf32>, tensor<*xf32>)
  return %r#1, %r#2 : tensor<*xf32>, tensor<*xf32>
}

// -----

// Functional tf.While (cond/body functions, as convert_saved_model emits
// it) inlines both; a TensorArray handle passed through the loop stays the
// same array (only its flow is carried).
// CHECK-LABEL: func.func @functional
// CHECK: %[[TA:.*]], %[[F0:.*]] = tagrad.tensor_array
// CHECK: %[[W:.*]]:3 = scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %[[F0]], %{{.*}} = %arg0) : (tensor<i32>, f32, tensor<2xf32>) -> (tensor<i32>, f32, tensor<2xf32>)
// CHECK: tagrad.tensor_array.write %[[TA]]
// CHECK: tagrad.tensor_array.gather %[[TA]][%{{.*}}], %[[W]]#1
// CHECK-NOT: func.func private
func.func @functional(%x: tensor<2xf32>) -> tensor<*xf32> {
  %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %ta:2 = "tf.TensorArrayV3"(%n) {dtype = f32, element_shape = #tf_type.shape<2>} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
  %r:4 = "tf.While"(%zero, %ta#0, %ta#1, %x) {body = @body, cond = @cond, is_stateless = false, parallel_iterations = 10 : i64} : (tensor<i32>, tensor<2x!tf_type.resource>, tensor<f32>, tensor<2xf32>) -> (tensor<i32>, tensor<2x!tf_type.resource>, tensor<f32>, tensor<2xf32>)
  %idx = "tf.Const"() {value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
  %g = "tf.TensorArrayGatherV3"(%r#1, %idx, %r#2) {dtype = f32} : (tensor<2x!tf_type.resource>, tensor<3xi32>, tensor<f32>) -> tensor<*xf32>
  return %g : tensor<*xf32>
}
func.func private @cond(%i: tensor<i32>, %h: tensor<2x!tf_type.resource>, %f: tensor<f32>, %x: tensor<2xf32>) -> tensor<i1> {
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %c = "tf.Less"(%i, %n) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %c : tensor<i1>
}
func.func private @body(%i: tensor<i32>, %h: tensor<2x!tf_type.resource>, %f: tensor<f32>, %x: tensor<2xf32>) -> (tensor<i32>, tensor<2x!tf_type.resource>, tensor<f32>, tensor<2xf32>) {
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %f2 = "tf.TensorArrayWriteV3"(%h, %i, %x, %f) : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<2xf32>, tensor<f32>) -> tensor<f32>
  %j = "tf.AddV2"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %j, %h, %f2, %x : tensor<i32>, tensor<2x!tf_type.resource>, tensor<f32>, tensor<2xf32>
}

// -----

// IfRegion and tf.If become scf.if; a call (inlined before) is legalized in
// place.
// CHECK-LABEL: func.func @conditionals
// CHECK: %[[P:.*]] = tensor.extract %arg1[] : tensor<i1>
// CHECK: %[[A:.*]] = scf.if %[[P]] -> (tensor<2xf32>) {
// CHECK: math.exp
// CHECK: } else {
// CHECK: arith.negf
// CHECK: %[[B:.*]] = scf.if %{{.*}} -> (tensor<2xf32>) {
// CHECK: math.tanh
// CHECK: } else {
// CHECK: scf.yield %[[A]]
// CHECK: %[[C:.*]] = linalg.generic {{.*}} ins(%[[B]], %[[B]] :
// CHECK: return %[[C]]
// CHECK-NOT: func.func private
func.func @conditionals(%x: tensor<2xf32>, %p: tensor<i1>) -> tensor<*xf32> {
  %a = "tf.IfRegion"(%p) ({
    %e = "tf.Exp"(%x) : (tensor<2xf32>) -> tensor<*xf32>
    "tf.Yield"(%e) : (tensor<*xf32>) -> ()
  }, {
    %n = "tf.Neg"(%x) : (tensor<2xf32>) -> tensor<*xf32>
    "tf.Yield"(%n) : (tensor<*xf32>) -> ()
  }) {is_stateless = true} : (tensor<i1>) -> tensor<*xf32>
  %b = "tf.If"(%p, %a) {then_branch = @then, else_branch = @else, is_stateless = true} : (tensor<i1>, tensor<*xf32>) -> tensor<*xf32>
  %c = "tf.PartitionedCall"(%b) {f = @double, config = "", config_proto = "", executor_type = ""} : (tensor<*xf32>) -> tensor<*xf32>
  return %c : tensor<*xf32>
}
func.func private @then(%v: tensor<*xf32>) -> tensor<*xf32> {
  %t = "tf.Tanh"(%v) : (tensor<*xf32>) -> tensor<*xf32>
  return %t : tensor<*xf32>
}
func.func private @else(%v: tensor<*xf32>) -> tensor<*xf32> {
  return %v : tensor<*xf32>
}
func.func private @double(%v: tensor<*xf32>) -> tensor<*xf32> {
  %d = "tf.AddV2"(%v, %v) : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %d : tensor<*xf32>
}

// -----

// tf.Case (tf.switch_case): scf.if on index == 0, 1, ...; the last branch
// runs for any other index, as TensorFlow's default. A branch that does not
// compute a value another saves (cond_v2's OptionalNone) yields a
// placeholder of that value's type.
// CHECK-LABEL: func.func @case
// CHECK: %[[I:.*]] = tensor.extract %arg1[]
// CHECK: %[[IS0:.*]] = arith.cmpi eq, %[[I]], %c0_i32
// CHECK: %[[R:.*]]:2 = scf.if %[[IS0]] -> (tensor<2xf32>, tensor<2xf32>)
// CHECK: math.sin
// CHECK: } else {
// CHECK: %[[IS1:.*]] = arith.cmpi eq, %[[I]], %c1_i32
// CHECK: %[[INNER:.*]]:2 = scf.if %[[IS1]] -> (tensor<2xf32>, tensor<2xf32>)
// CHECK: arith.mulf
// CHECK: } else {
// CHECK: math.exp
// CHECK: %[[NONE:.*]] = tensor.empty() : tensor<2xf32>
// CHECK: scf.yield %{{.*}}, %[[NONE]]
// CHECK: scf.yield %[[INNER]]#0, %[[INNER]]#1
// CHECK: return %[[R]]#0, %[[R]]#1
func.func @case(%x: tensor<2xf32>, %i: tensor<i32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %r:2 = "tf.Case"(%i, %x) {branches = [@b0, @b1, @b2], is_stateless = true} : (tensor<i32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<!tf_type.variant>)
  %v = "tf.OptionalGetValue"(%r#1) : (tensor<!tf_type.variant>) -> tensor<2xf32>
  return %r#0, %v : tensor<2xf32>, tensor<2xf32>
}
func.func private @b0(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<!tf_type.variant>) {
  %y = "tf.Sin"(%x) : (tensor<2xf32>) -> tensor<2xf32>
  %o = "tf.OptionalFromValue"(%x) : (tensor<2xf32>) -> tensor<!tf_type.variant>
  return %y, %o : tensor<2xf32>, tensor<!tf_type.variant>
}
func.func private @b1(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<!tf_type.variant>) {
  %y = "tf.Mul"(%x, %x) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %o = "tf.OptionalFromValue"(%y) : (tensor<2xf32>) -> tensor<!tf_type.variant>
  return %y, %o : tensor<2xf32>, tensor<!tf_type.variant>
}
func.func private @b2(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<!tf_type.variant>) {
  %y = "tf.Exp"(%x) : (tensor<2xf32>) -> tensor<2xf32>
  %o = "tf.OptionalNone"() : () -> tensor<!tf_type.variant>
  return %y, %o : tensor<2xf32>, tensor<!tf_type.variant>
}

// -----

// A tf.Case of one branch runs it whatever the index: inline, no scf.if,
// and a TensorList it makes is the Case's result.
// CHECK-LABEL: func.func @case_one_branch
// CHECK-NOT: scf.if
// CHECK: %[[TA:.*]], %{{.*}} = tagrad.tensor_array
// CHECK: tagrad.tensor_array.scatter %[[TA]]
// CHECK-NOT: scf.if
// CHECK: return
func.func @case_one_branch(%i: tensor<i32>, %x: tensor<2xf32>) -> tensor<i32> {
  %l = "tf.Case"(%i, %x) {branches = [@make_list], is_stateless = true} : (tensor<i32>, tensor<2xf32>) -> tensor<!tf_type.variant<tensor<f32>>>
  %len = "tf.TensorListLength"(%l) : (tensor<!tf_type.variant<tensor<f32>>>) -> tensor<i32>
  return %len : tensor<i32>
}
func.func private @make_list(%x: tensor<2xf32>) -> tensor<!tf_type.variant<tensor<f32>>> {
  %shape = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %l = "tf.TensorListFromTensor"(%x, %shape) : (tensor<2xf32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<f32>>>
  return %l : tensor<!tf_type.variant<tensor<f32>>>
}
