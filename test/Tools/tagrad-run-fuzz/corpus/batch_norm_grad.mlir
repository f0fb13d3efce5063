// FusedBatchNormGradV3 (training) on fed shapes: statistics and scale must
// match the channels, dy must match x.
// FUZZ: @batch_norm_grad 1x2x2x2xf32=1,2,3,4,5,6,7,8 1x2x2x2xf32=1,2,1,2,1,2,1,2 2xf32=1 2xf32=4 2xf32=5
// EXPECT: @batch_norm_grad shape(r0) == shape(a1)
func.func @batch_norm_grad(%dy: tensor<?x?x?x?xf32>, %x: tensor<?x?x?x?xf32>, %scale: tensor<?xf32>, %mean: tensor<?xf32>, %var: tensor<?xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %r3 = "tf.Const"() {value = dense<0.0> : tensor<2xf32>} : () -> tensor<2xf32>
  %g:5 = "tf.FusedBatchNormGradV3"(%dy, %x, %scale, %mean, %var, %r3) {data_format = "NHWC", epsilon = 0.001 : f32, is_training = true} : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<2xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) loc("bn_grad_node")
  return %g#0, %g#1 : tensor<*xf32>, tensor<*xf32>
}
