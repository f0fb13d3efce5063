// The batch-norm gradient with the batch dimension known only at run time:
// TensorFlow's rule that x and y_backprop have the same shape is checked
// when the function runs (a cf.assert), not when it compiles.
func.func @bn_grad(%dy: tensor<?x4x4x3xf32>, %x: tensor<?x4x4x3xf32>,
                   %scale: tensor<3xf32>, %mean: tensor<3xf32>,
                   %variance: tensor<3xf32>)
    -> (tensor<?x4x4x3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %dx, %dscale, %doffset, %rs3, %rs4 = tagrad.fused_batch_norm_grad
      %dy, %x, %scale, %mean, %variance
      {epsilon = 1.0e-03 : f32, data_format = "NHWC", is_training = true}
      : tensor<?x4x4x3xf32>, tensor<?x4x4x3xf32>, tensor<3xf32>,
        tensor<3xf32>, tensor<3xf32>
  return %dx, %dscale, %doffset
      : tensor<?x4x4x3xf32>, tensor<3xf32>, tensor<3xf32>
}
