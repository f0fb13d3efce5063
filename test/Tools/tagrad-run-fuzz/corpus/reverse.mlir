// ReverseV2 of a fed shape.
// FUZZ: @reverse 2x3xf32=1,2,3,4,5,6
// EXPECT: @reverse shape(r0) == shape(a0)
func.func @reverse(%x: tensor<?x?xf32>) -> tensor<*xf32> {
  %axes = "tf.Const"() {value = dense<[1]> : tensor<1xi32>} : () -> tensor<1xi32>
  %r = "tf.ReverseV2"(%x, %axes) : (tensor<?x?xf32>, tensor<1xi32>) -> tensor<*xf32> loc("reverse_node")
  return %r : tensor<*xf32>
}
