// Range of fed start, limit and delta (i64).
// FUZZ: @range i64=0 i64=5 i64=1
// FUZZ: @range i64=10 i64=-3 i64=-4
// EXPECT: @range shape(r0) == values(a1) - values(a0) cdiv values(a2)
func.func @range(%s: tensor<i64>, %l: tensor<i64>, %d: tensor<i64>) -> tensor<*xi64> {
  %r = "tf.Range"(%s, %l, %d) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<*xi64> loc("range_node")
  return %r : tensor<*xi64>
}
