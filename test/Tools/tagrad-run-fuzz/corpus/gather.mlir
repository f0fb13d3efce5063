// GatherV2 of fed indices from a table of fed rows.
// FUZZ: @gather 3x2xf32=1,2,3,4,5,6 2xi64=2,0
// EXPECT: @gather shape(r0) == shape(a1) ++ 2
func.func @gather(%x: tensor<?x2xf32>, %i: tensor<?xi64>) -> tensor<*xf32> {
  %a = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %r = "tf.GatherV2"(%x, %i, %a) {batch_dims = 0 : i64} : (tensor<?x2xf32>, tensor<?xi64>, tensor<i32>) -> tensor<*xf32> loc("gather_node")
  return %r : tensor<*xf32>
}
