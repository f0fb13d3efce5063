// ZerosLike of a fed shape: every element 0.
// FUZZ: @zeros_like 2x3xf32=1,2,3,4,5,6
// EXPECT: @zeros_like shape(r0) == shape(a0)
// EXPECT: @zeros_like each(r0) == 0
func.func @zeros_like(%x: tensor<?x?xf32>) -> tensor<*xf32> {
  %r = "tf.ZerosLike"(%x) : (tensor<?x?xf32>) -> tensor<*xf32> loc("zeros_like_node")
  return %r : tensor<*xf32>
}
