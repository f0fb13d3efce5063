// Transpose of a fed shape.
// FUZZ: @transpose 2x3xf32=1,2,3,4,5,6
// EXPECT: @transpose numel(r0) == numel(a0)
func.func @transpose(%x: tensor<?x?xf32>) -> tensor<*xf32> {
  %perm = "tf.Const"() {value = dense<[1, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  %r = "tf.Transpose"(%x, %perm) : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<*xf32> loc("transpose_node")
  return %r : tensor<*xf32>
}
