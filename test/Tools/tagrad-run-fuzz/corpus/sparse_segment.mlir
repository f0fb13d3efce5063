// SparseSegmentMean and its gradient with fed indices, segment ids and
// output rows (tf.nn.embedding_lookup_sparse): an index or segment id out
// of range, unsorted ids or a negative row count are TensorFlow's errors.
// FUZZ: @sparse_mean 4x2xf32=1,2,3,4,5,6,7,8 3xi32=0,3,3 3xi32=0,0,2
// FUZZ: @sparse_mean_grad 3x2xf32=1,2,3,4,5,6 4xi32=0,3,3,1 4xi32=0,0,2,2 i32=5
// EXPECT: @sparse_mean_grad shape(r0) == values(a3) ++ 2
func.func @sparse_mean(%d: tensor<4x2xf32>, %i: tensor<3xi32>, %s: tensor<3xi32>) -> tensor<*xf32> {
  %r = "tf.SparseSegmentMean"(%d, %i, %s) : (tensor<4x2xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<*xf32> loc("sparse_mean_node")
  return %r : tensor<*xf32>
}

func.func @sparse_mean_grad(%g: tensor<3x2xf32>, %i: tensor<4xi32>, %s: tensor<4xi32>, %n: tensor<i32>) -> tensor<*xf32> {
  %r = "tf.SparseSegmentSqrtNGrad"(%g, %i, %s, %n) : (tensor<3x2xf32>, tensor<4xi32>, tensor<4xi32>, tensor<i32>) -> tensor<*xf32> loc("sparse_grad_node")
  return %r : tensor<*xf32>
}
