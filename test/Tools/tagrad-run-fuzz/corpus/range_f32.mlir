// Range of fed float start, limit and delta (NaN and Inf included).
// FUZZ: @range_f32 f32=0 f32=1 f32=0.25
// FUZZ: @range_f32 f32=2.5 f32=-1 f32=-0.5
func.func @range_f32(%s: tensor<f32>, %l: tensor<f32>, %d: tensor<f32>) -> tensor<*xf32> {
  %r = "tf.Range"(%s, %l, %d) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<*xf32> loc("range_node")
  return %r : tensor<*xf32>
}
