// Fill with an i32 shape of three dimensions.
// FUZZ: @fill_i32 3xi32=2,1,3 i32=7
// FUZZ: @fill_i32 3xi32=0,5,2 i32=-4
// EXPECT: @fill_i32 shape(r0) == values(a0)
// EXPECT: @fill_i32 each(r0) == values(a1)
func.func @fill_i32(%dims: tensor<3xi32>, %value: tensor<i32>) -> tensor<*xi32> {
  %f = "tf.Fill"(%dims, %value) : (tensor<3xi32>, tensor<i32>) -> tensor<*xi32> loc("fill_node")
  return %f : tensor<*xi32>
}
