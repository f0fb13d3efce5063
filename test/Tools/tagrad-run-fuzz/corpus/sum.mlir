// Sum and Mean over a constant axis of a fed shape (empty included).
// FUZZ: @sum 2x3xf32=1,2,3,4,5,6
// EXPECT: @sum shape(r0) == shape(r1)
func.func @sum(%x: tensor<?x?xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %axes = "tf.Const"() {value = dense<[-1]> : tensor<1xi32>} : () -> tensor<1xi32>
  %r = "tf.Sum"(%x, %axes) {keep_dims = false} : (tensor<?x?xf32>, tensor<1xi32>) -> tensor<*xf32> loc("sum_node")
  %m = "tf.Mean"(%x, %axes) {keep_dims = false} : (tensor<?x?xf32>, tensor<1xi32>) -> tensor<*xf32> loc("mean_node")
  return %r, %m : tensor<*xf32>, tensor<*xf32>
}
