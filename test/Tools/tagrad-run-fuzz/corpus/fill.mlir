// Fill: the shape and the value are fed.
// FUZZ: @fill 2xi64=2,3 f32=1.5
// EXPECT: @fill shape(r0) == values(a0)
// EXPECT: @fill each(r0) == values(a1)
func.func @fill(%dims: tensor<2xi64>, %value: tensor<f32>) -> tensor<*xf32> {
  %f = "tf.Fill"(%dims, %value) : (tensor<2xi64>, tensor<f32>) -> tensor<*xf32> loc("fill_node")
  return %f : tensor<*xf32>
}
