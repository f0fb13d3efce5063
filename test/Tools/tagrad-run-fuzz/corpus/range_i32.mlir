// Range of fed start, limit and delta (i32).
// FUZZ: @range_i32 i32=0 i32=7 i32=2
// FUZZ: @range_i32 i32=3 i32=-3 i32=-1
// EXPECT: @range_i32 shape(r0) == values(a1) - values(a0) cdiv values(a2)
func.func @range_i32(%s: tensor<i32>, %l: tensor<i32>, %d: tensor<i32>) -> tensor<*xi32> {
  %r = "tf.Range"(%s, %l, %d) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<*xi32> loc("range_node")
  return %r : tensor<*xi32>
}
