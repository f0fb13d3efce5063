// OneHot of fed indices (out of range: all off).
// FUZZ: @one_hot 3xi64=0,2,-1 f32=1 f32=0
// EXPECT: @one_hot shape(r0) == shape(a0) ++ 4
func.func @one_hot(%i: tensor<?xi64>, %on: tensor<f32>, %off: tensor<f32>) -> tensor<*xf32> {
  %depth = "tf.Const"() {value = dense<4> : tensor<i32>} : () -> tensor<i32>
  %r = "tf.OneHot"(%i, %depth, %on, %off) {axis = -1 : i64} : (tensor<?xi64>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<*xf32> loc("one_hot_node")
  return %r : tensor<*xf32>
}
