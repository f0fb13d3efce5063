// ArgMax along a constant axis of a fed shape (an empty axis is an error).
// FUZZ: @arg_max 2x3xf32=1,5,3,4,2,6

func.func @arg_max(%x: tensor<?x?xf32>) -> tensor<*xi64> {
  %axis = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %r = "tf.ArgMax"(%x, %axis) : (tensor<?x?xf32>, tensor<i32>) -> tensor<*xi64> loc("arg_max_node")
  return %r : tensor<*xi64>
}
