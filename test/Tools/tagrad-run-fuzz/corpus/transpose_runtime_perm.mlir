// Transpose by a fed permutation (tf.vectorized_map's pfor computes one),
// Squeeze of a fed size and Cross of fed shapes.
// FUZZ: @transpose 2x3x4xf32=1 3xi32=2,0,1
// FUZZ: @transpose 2x3x4xf32=1 3xi32=-1,0,-2
// FUZZ: @transpose 0x3x1xf32= 3xi64=1,2,0
// EXPECT: @transpose numel(r0) == numel(a0)
func.func @transpose(%x: tensor<?x?x?xf32>, %p: tensor<?xi32>) -> tensor<*xf32> {
  %r = "tf.Transpose"(%x, %p) : (tensor<?x?x?xf32>, tensor<?xi32>) -> tensor<*xf32> loc("transpose_node")
  return %r : tensor<*xf32>
}
// FUZZ: @squeeze 2x1x3xf32=1,2,3,4,5,6
// EXPECT: @squeeze numel(r0) == numel(a0)
func.func @squeeze(%x: tensor<?x?x?xf32>) -> tensor<*xf32> {
  %r = "tf.Squeeze"(%x) {squeeze_dims = [1]} : (tensor<?x?x?xf32>) -> tensor<*xf32> loc("squeeze_node")
  return %r : tensor<*xf32>
}
// FUZZ: @cross 2x3xf32=1,2,3,4,5,6 2x3xf32=6,5,4,3,2,1
// EXPECT: @cross shape(r0) == shape(a0)
func.func @cross(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<*xf32> {
  %r = "tf.Cross"(%a, %b) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<*xf32> loc("cross_node")
  return %r : tensor<*xf32>
}
