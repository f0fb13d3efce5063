// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-inline-calls -split-input-file %s | FileCheck %s

// Nested calls: @outer's body, with @inner's inlined into it, replaces the
// call; the private callees that only calls named are gone.
// CHECK-LABEL: func.func @nested
// CHECK-SAME:    (%[[X:.*]]: tensor<2xf32>)
// CHECK:         %[[E:.*]] = "tf.Exp"(%[[X]])
// CHECK:         %[[N:.*]] = "tf.Neg"(%[[E]])
// CHECK:         %[[A:.*]] = "tf.AddV2"(%[[N]], %[[X]])
// CHECK:         return %[[A]]
// CHECK-NOT:     PartitionedCall
// CHECK-NOT:     func.func
func.func @nested(%x: tensor<2xf32>) -> tensor<2xf32> {
  %r = "tf.StatefulPartitionedCall"(%x) {f = @outer, config = "", config_proto = "", executor_type = ""} : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func private @outer(%a: tensor<2xf32>) -> tensor<2xf32> {
  %e = "tf.Exp"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  %n = "tf.PartitionedCall"(%e) {f = @inner} : (tensor<2xf32>) -> tensor<2xf32>
  %s = "tf.AddV2"(%n, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %s : tensor<2xf32>
}
func.func private @inner(%b: tensor<2xf32>) -> tensor<2xf32> {
  %n = "tf.Neg"(%b) : (tensor<2xf32>) -> tensor<2xf32>
  return %n : tensor<2xf32>
}

// -----

// Results map to what the callee returns, an argument included; where the
// callee's types differ from the values passed and the results used, a
// cast keeps each op seeing its own type. A callee called twice is inlined
// twice.
// CHECK-LABEL: func.func @results
// CHECK-SAME:    (%[[X:.*]]: tensor<2xf32>, %[[Y:.*]]: tensor<3xi32>)
// CHECK:         %[[XU:.*]] = builtin.unrealized_conversion_cast %[[X]] : tensor<2xf32> to tensor<*xf32>
// CHECK:         %[[T:.*]] = "tf.Tanh"(%[[XU]]) : (tensor<*xf32>) -> tensor<*xf32>
// CHECK:         %[[T2:.*]] = builtin.unrealized_conversion_cast %[[T]] : tensor<*xf32> to tensor<2xf32>
// CHECK:         %[[T3:.*]] = "tf.Tanh"(%[[T2]]) : (tensor<2xf32>) -> tensor<2xf32>
// CHECK:         return %[[T3]], %[[Y]]
func.func @results(%x: tensor<2xf32>, %y: tensor<3xi32>) -> (tensor<2xf32>, tensor<3xi32>) {
  %r:2 = "tf.PartitionedCall"(%x, %y) {f = @pair} : (tensor<2xf32>, tensor<3xi32>) -> (tensor<2xf32>, tensor<3xi32>)
  %s:2 = "tf.LegacyCall"(%r#0, %r#1) {f = @pair_same} : (tensor<2xf32>, tensor<3xi32>) -> (tensor<2xf32>, tensor<3xi32>)
  return %s#0, %s#1 : tensor<2xf32>, tensor<3xi32>
}
func.func private @pair(%a: tensor<*xf32>, %b: tensor<3xi32>) -> (tensor<*xf32>, tensor<3xi32>) {
  %t = "tf.Tanh"(%a) : (tensor<*xf32>) -> tensor<*xf32>
  return %t, %b : tensor<*xf32>, tensor<3xi32>
}
func.func private @pair_same(%a: tensor<2xf32>, %b: tensor<3xi32>) -> (tensor<2xf32>, tensor<3xi32>) {
  %t = "tf.Tanh"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %t, %b : tensor<2xf32>, tensor<3xi32>
}

// -----

// A call in a loop body function: the body stays a function (tf.While
// names it) with the call inlined; the callee goes.
// CHECK-LABEL: func.func @loop
// CHECK:         "tf.While"(%{{.*}}, %{{.*}}) {body = @body, cond = @cond
// CHECK-LABEL: func.func private @cond
// CHECK-LABEL: func.func private @body
// CHECK-SAME:    (%[[I:.*]]: tensor<i32>, %[[V:.*]]: tensor<2xf32>)
// CHECK:         %[[S:.*]] = "tf.Square"(%[[V]])
// CHECK:         "tf.AddV2"(%[[I]], %{{.*}})
// CHECK:         return %{{.*}}, %[[S]]
// CHECK-NOT:     func.func private @step
func.func @loop(%x: tensor<2xf32>) -> tensor<2xf32> {
  %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %r:2 = "tf.While"(%zero, %x) {body = @body, cond = @cond, is_stateless = true} : (tensor<i32>, tensor<2xf32>) -> (tensor<i32>, tensor<2xf32>)
  return %r#1 : tensor<2xf32>
}
func.func private @cond(%i: tensor<i32>, %v: tensor<2xf32>) -> tensor<i1> {
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %p = "tf.Less"(%i, %n) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %p : tensor<i1>
}
func.func private @body(%i: tensor<i32>, %v: tensor<2xf32>) -> (tensor<i32>, tensor<2xf32>) {
  %s = "tf.PartitionedCall"(%v) {f = @step} : (tensor<2xf32>) -> tensor<2xf32>
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %j = "tf.AddV2"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %j, %s : tensor<i32>, tensor<2xf32>
}
func.func private @step(%v: tensor<2xf32>) -> tensor<2xf32> {
  %s = "tf.Square"(%v) : (tensor<2xf32>) -> tensor<2xf32>
  return %s : tensor<2xf32>
}

// -----

// A call inside a loop region (TF1 loops after functionalization) is
// inlined in the region; a public callee stays, as a function of its own.
// CHECK-LABEL: func.func @region
// CHECK:         "tf.WhileRegion"
// CHECK:         "tf.Sqrt"
// CHECK:         "tf.Yield"
// CHECK-NOT:     PartitionedCall
// CHECK-LABEL: func.func @root
// CHECK:         "tf.Sqrt"
func.func @region(%x: tensor<f32>) -> tensor<f32> {
  %r = "tf.WhileRegion"(%x) ({
  ^bb0(%c: tensor<f32>):
    %p = "tf.Const"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    "tf.Yield"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%b: tensor<f32>):
    %s = "tf.PartitionedCall"(%b) {f = @root} : (tensor<f32>) -> tensor<f32>
    "tf.Yield"(%s) : (tensor<f32>) -> ()
  }) {is_stateless = true} : (tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}
func.func @root(%v: tensor<f32>) -> tensor<f32> {
  %s = "tf.Sqrt"(%v) : (tensor<f32>) -> tensor<f32>
  return %s : tensor<f32>
}

// -----

// A func.call passing a resource is inlined (the handle names the caller's
// variable); one that passes none stays a call.
// CHECK-LABEL: func.func @func_calls
// CHECK:         %[[V:.*]] = "tf.VarHandleOp"()
// CHECK:         %[[R:.*]] = "tf.ReadVariableOp"(%[[V]])
// CHECK:         %[[N:.*]] = call @negate(%[[R]])
// CHECK:         return %[[N]]
// CHECK-NOT:     func.func private @reads
// CHECK-LABEL:   func.func private @negate
func.func @func_calls() -> tensor<2xf32> {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<2xf32>>>
  %r = func.call @reads(%v) : (tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32>
  %n = func.call @negate(%r) : (tensor<2xf32>) -> tensor<2xf32>
  return %n : tensor<2xf32>
}
func.func private @reads(%v: tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32> {
  %r = "tf.ReadVariableOp"(%v) : (tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func private @negate(%a: tensor<2xf32>) -> tensor<2xf32> {
  %n = "tf.Neg"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %n : tensor<2xf32>
}
