// Pad a fed shape by constant amounts.
// FUZZ: @pad 2x3xf32=1,2,3,4,5,6
// FUZZ: @pad 0x3xf32=
// EXPECT: @pad shape(r0) == shape(a0) + [1,2]
func.func @pad(%x: tensor<?x?xf32>) -> tensor<*xf32> {
  %p = "tf.Const"() {value = dense<[[1, 0], [0, 2]]> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
  %r = "tf.Pad"(%x, %p) : (tensor<?x?xf32>, tensor<2x2xi64>) -> tensor<*xf32> loc("pad_node")
  return %r : tensor<*xf32>
}
