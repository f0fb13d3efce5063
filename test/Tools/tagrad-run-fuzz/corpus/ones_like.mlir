// OnesLike of a fed shape: every element 1.
// FUZZ: @ones_like 4x1xi32=1,2,3,4
// EXPECT: @ones_like shape(r0) == shape(a0)
// EXPECT: @ones_like each(r0) == 1
func.func @ones_like(%x: tensor<?x?xi32>) -> tensor<*xi32> {
  %r = "tf.OnesLike"(%x) : (tensor<?x?xi32>) -> tensor<*xi32> loc("ones_like_node")
  return %r : tensor<*xi32>
}
