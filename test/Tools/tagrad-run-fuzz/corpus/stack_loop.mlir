// A TF1 stack popped in a loop of a fed trip count after a fed number of
// pushes (popping an empty stack is TensorFlow's error). No EXPECT: the f32
// sum of the pops is exact only for small counts and values.
// FUZZ: @stack_loop i32=2 i32=2 f32=1.5
func.func @stack_loop(%pushes: tensor<i32>, %pops: tensor<i32>, %x: tensor<f32>) -> tensor<*xf32> {
  %m = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %fzero = "tf.Const"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %s = "tf.StackV2"(%m) {elem_type = f32, stack_name = "s"} : (tensor<i32>) -> tensor<!tf_type.resource>
  %w:1 = "tf.WhileRegion"(%zero) ({
  ^bb0(%i: tensor<*xi32>):
    %c = "tf.Less"(%i, %pushes) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
    "tf.Yield"(%c) : (tensor<*xi1>) -> ()
  }, {
  ^bb0(%i: tensor<*xi32>):
    %p = "tf.StackPushV2"(%s, %x) {swap_memory = false} : (tensor<!tf_type.resource>, tensor<f32>) -> tensor<f32>
    %j = "tf.AddV2"(%i, %one) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
    "tf.Yield"(%j) : (tensor<*xi32>) -> ()
  }) {is_stateless = false} : (tensor<i32>) -> (tensor<*xi32>)
  %r:2 = "tf.WhileRegion"(%zero, %fzero) ({
  ^bb0(%i: tensor<*xi32>, %a: tensor<*xf32>):
    %c = "tf.Less"(%i, %pops) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
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
