// Reshape to a fed shape (-1 takes the rest).
// FUZZ: @reshape 6xf32=1,2,3,4,5,6 2xi64=2,3
// FUZZ: @reshape 6xf32=1,2,3,4,5,6 2xi64=-1,2
// FUZZ: @reshape 0xf32= 2xi64=0,5
// EXPECT: @reshape numel(r0) == numel(a0)
func.func @reshape(%x: tensor<?xf32>, %shape: tensor<2xi64>) -> tensor<*xf32> {
  %r = "tf.Reshape"(%x, %shape) : (tensor<?xf32>, tensor<2xi64>) -> tensor<*xf32> loc("reshape_node")
  return %r : tensor<*xf32>
}
