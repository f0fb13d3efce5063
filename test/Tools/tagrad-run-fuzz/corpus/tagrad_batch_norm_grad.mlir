// TaGrad's fused batch-norm gradient on fed shapes (NCHW).
// FUZZ: @tagrad_batch_norm_grad 1x2x2x2xf32=1,2,3,4,5,6,7,8 1x2x2x2xf32=1,2,1,2,1,2,1,2 2xf32=1 2xf32=4 2xf32=5
// EXPECT: @tagrad_batch_norm_grad shape(r0) == shape(a1)
func.func @tagrad_batch_norm_grad(%dy: tensor<?x?x?x?xf32>, %x: tensor<?x?x?x?xf32>, %scale: tensor<?xf32>, %mean: tensor<?xf32>, %var: tensor<?xf32>) -> (tensor<?x?x?x?xf32>, tensor<?xf32>) {
  %dx, %ds, %do, %r3, %r4 = tagrad.fused_batch_norm_grad %dy, %x, %scale, %mean, %var {epsilon = 0.001 : f32, data_format = "NCHW", is_training = true} : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  return %dx, %ds : tensor<?x?x?x?xf32>, tensor<?xf32>
}
