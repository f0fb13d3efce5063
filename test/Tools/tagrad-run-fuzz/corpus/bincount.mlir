// tf.math.bincount with fed values, size and weights: a negative value or
// size, or weights of another length, are TensorFlow's errors.
// FUZZ: @bincount 5xi32=0,2,2,7,1 i32=4 5xf32=1,2,3,4,5
// EXPECT: @bincount shape(r0) == values(a1)
func.func @bincount(%x: tensor<?xi32>, %n: tensor<i32>, %w: tensor<?xf32>) -> tensor<*xf32> {
  %r = "tf.DenseBincount"(%x, %n, %w) {T = f32, Tidx = i32, binary_output = false} : (tensor<?xi32>, tensor<i32>, tensor<?xf32>) -> tensor<*xf32> loc("bincount_node")
  return %r : tensor<*xf32>
}
