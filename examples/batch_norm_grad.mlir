// A training step's batch-norm gradient, as TensorFlow's FusedBatchNormGradV3
// receives it: y_backprop, x, scale and the forward op's reserve spaces.
//   tagrad-opt examples/batch_norm_grad.mlir --convert-tagrad-to-linalg
// scripts/run-example.sh runs it with tagrad-run (dy = 1, x = 2, scale =
// mean = variance = 1; d_scale = 1568 / sqrt(1.001) = 1567.2166 and
// d_offset = 1568 per channel are printed, dx is saved):
// run: tagrad-run examples/batch_norm_grad.mlir --input="8x14x14x32xf32=1" --input="8x14x14x32xf32=2" --input="32xf32=1" --input="32xf32=1" --input="32xf32=1" --output=@/tmp/tagrad_bn_dx.npy
func.func @bn_grad(%dy: tensor<8x14x14x32xf32>, %x: tensor<8x14x14x32xf32>,
                   %scale: tensor<32xf32>, %mean: tensor<32xf32>,
                   %variance: tensor<32xf32>)
    -> (tensor<8x14x14x32xf32>, tensor<32xf32>, tensor<32xf32>) {
  %dx, %dscale, %doffset, %rs3, %rs4 = tagrad.fused_batch_norm_grad
      %dy, %x, %scale, %mean, %variance
      {epsilon = 1.0e-03 : f32, data_format = "NHWC", is_training = true}
      : tensor<8x14x14x32xf32>, tensor<8x14x14x32xf32>, tensor<32xf32>,
        tensor<32xf32>, tensor<32xf32>
  return %dx, %dscale, %doffset
      : tensor<8x14x14x32xf32>, tensor<32xf32>, tensor<32xf32>
}
