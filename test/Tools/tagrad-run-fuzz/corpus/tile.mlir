// Tile: fed multiples of a tensor with a dynamic dimension.
// FUZZ: @tile 2x2xf32=1,2,3,4 2xi64=2,3
// FUZZ: @tile 1x2xf32=5 2xi64=0,1
// EXPECT: @tile shape(r0) == shape(a0) * values(a1)
func.func @tile(%x: tensor<?x2xf32>, %m: tensor<2xi64>) -> tensor<*xf32> {
  %t = "tf.Tile"(%x, %m) : (tensor<?x2xf32>, tensor<2xi64>) -> tensor<*xf32> loc("tile_node")
  return %t : tensor<*xf32>
}
