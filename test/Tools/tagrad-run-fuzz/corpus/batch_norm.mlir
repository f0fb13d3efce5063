// FusedBatchNormV3 (inference) on fed shapes: the statistics must match
// the channels.
// FUZZ: @batch_norm 1x2x2x3xf32=1,2,3,4,5,6,7,8,9,10,11,12 3xf32=1 3xf32=0 3xf32=0 3xf32=1
// EXPECT: @batch_norm shape(r0) == shape(a0)
func.func @batch_norm(%x: tensor<?x?x?x?xf32>, %scale: tensor<?xf32>, %offset: tensor<?xf32>, %mean: tensor<?xf32>, %var: tensor<?xf32>) -> tensor<*xf32> {
  %y:6 = "tf.FusedBatchNormV3"(%x, %scale, %offset, %mean, %var) {data_format = "NHWC", epsilon = 0.001 : f32, exponential_avg_factor = 1.0 : f32, is_training = false} : (tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) loc("bn_node")
  return %y#0 : tensor<*xf32>
}
