// HistogramFixedWidth of fed values, range and bin count, and
// SparseReduceSum of fed indices, values and dense shape: every count and
// every write index checked before it is used.
// FUZZ: @histogram 6xf32=0.5,-1,2,0.25,0.75,1 2xf32=0,1 i32=4
// FUZZ: @histogram 0xf32= 2xf32=-1,1 i32=1
// EXPECT: @histogram numel(r0) == values(a2)
func.func @histogram(%v: tensor<?xf32>, %range: tensor<?xf32>, %n: tensor<i32>) -> tensor<*xi32> {
  %h = "tf.HistogramFixedWidth"(%v, %range, %n) : (tensor<?xf32>, tensor<?xf32>, tensor<i32>) -> tensor<*xi32> loc("histogram_node")
  return %h : tensor<*xi32>
}
// FUZZ: @sparse_reduce 3x2xi64=0,1,2,0,0,1 3xf32=1,2,3 2xi64=3,4
// FUZZ: @sparse_reduce 0x2xi64= 0xf32= 2xi64=0,5
func.func @sparse_reduce(%i: tensor<?x2xi64>, %v: tensor<?xf32>, %s: tensor<2xi64>) -> tensor<*xf32> {
  %a = "tf.Const"() {value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
  %r = "tf.SparseReduceSum"(%i, %v, %s, %a) : (tensor<?x2xi64>, tensor<?xf32>, tensor<2xi64>, tensor<1xi32>) -> tensor<*xf32> loc("sparse_reduce_node")
  return %r : tensor<*xf32>
}
