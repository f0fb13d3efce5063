// A pop from an empty TF1 stack stops with TensorFlow's message (the count
// is only known at run time here: the pop sits in a loop that runs once
// more than the pushes).
// RUN: not tagrad-run %s --input="i32=2" 2>&1 | FileCheck %s
// CHECK: Stack[s] is empty.
func.func @main(%n: tensor<i32>) -> tensor<*xf32> {
  %m = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %x = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  %s = "tf.StackV2"(%m) {elem_type = f32, stack_name = "s"} : (tensor<i32>) -> tensor<!tf_type.resource>
  %p = "tf.StackPushV2"(%s, %x) {swap_memory = false} : (tensor<!tf_type.resource>, tensor<f32>) -> tensor<f32>
  %r:2 = "tf.WhileRegion"(%zero, %x) ({
  ^bb0(%i: tensor<*xi32>, %a: tensor<*xf32>):
    %c = "tf.Less"(%i, %n) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
    "tf.Yield"(%c) : (tensor<*xi1>) -> ()
  }, {
  ^bb0(%i: tensor<*xi32>, %a: tensor<*xf32>):
    %v = "tf.StackPopV2"(%s) {elem_type = f32} : (tensor<!tf_type.resource>) -> tensor<*xf32>
    %a2 = "tf.AddV2"(%a, %v) : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
    %j = "tf.AddV2"(%i, %one) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
    "tf.Yield"(%j, %a2) : (tensor<*xi32>, tensor<*xf32>) -> ()
  }) {is_stateless = false} : (tensor<i32>, tensor<f32>) -> (tensor<*xi32>, tensor<*xf32>)
  return %r#1 : tensor<*xf32>
}
