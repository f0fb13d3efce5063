// ExpandDims of a fed shape.
// FUZZ: @expand_dims 2x3xf32=1,2,3,4,5,6
// EXPECT: @expand_dims shape(r0) == 1 ++ shape(a0)
func.func @expand_dims(%x: tensor<?x?xf32>) -> tensor<*xf32> {
  %axis = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %r = "tf.ExpandDims"(%x, %axis) : (tensor<?x?xf32>, tensor<i32>) -> tensor<*xf32> loc("expand_dims_node")
  return %r : tensor<*xf32>
}
