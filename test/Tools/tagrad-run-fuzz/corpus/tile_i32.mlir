// Tile with i32 multiples of a rank-1 tensor.
// FUZZ: @tile_i32 3xi32=1,2,3 1xi32=2
// EXPECT: @tile_i32 shape(r0) == shape(a0) * values(a1)
func.func @tile_i32(%x: tensor<?xi32>, %m: tensor<1xi32>) -> tensor<*xi32> {
  %t = "tf.Tile"(%x, %m) : (tensor<?xi32>, tensor<1xi32>) -> tensor<*xi32> loc("tile_node")
  return %t : tensor<*xi32>
}
