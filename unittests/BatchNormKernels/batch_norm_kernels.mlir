// Kernels for BatchNormKernelsTest.cpp, compiled at build time by
// tagrad-opt --tagrad-cpu-pipeline, mlir-translate and llc into an object the
// test calls through the C interface (as bench/bn_grad does). Each shape is
// chosen to reach one of the pipeline's schedules (docs/performance.md):
//
// * NHWC 16x64x64x64: x_backprop is 16 MiB, over the (1 MiB) threshold of
//   the non-temporal 64-byte-aligned stores (with their run-time alignment
//   check);
// * NCHW 8x32x28x28: planes of 784 >= 64 elements, the per-channel fused
//   schedule; NCHW 8x64x7x7 and 5x24x14x14: planes of 49 and 196 elements,
//   the separate passes (each thread sums half of the batch, one vector per
//   plane; an odd batch of 5 splits 3 + 2); NCHW 11x128x14x14: the same with
//   a 1.1 MB x_backprop, whose planes are cut at 64-byte boundaries and
//   stored non-temporally where aligned;
// * NHWC 3x5x7x19: 19 channels, a masked 3-channel tail after one 16-lane
//   tile, and an odd row count for the two-thread row split;
// * fully dynamic NHWC and NCHW (masked everywhere; NCHW fused per channel);
// * forward training NHWC and NCHW (40 channels / 121-element planes: both
//   with partial tiles);
// * the inference-mode gradient, NCHW;
// * NCHW 64x2x256x256, gradient and forward training: planes of 65536
//   elements, 8 chunks of 512 vectors each, the channels' sums pairwise
//   over their 512 plane chunks (the error bound of docs/Numerics.md).
//
// Inputs and outputs are caller-owned buffers; outputs are written in place.
// epsilon is 1e-3 everywhere (the test's reference uses the same value).

func.func @bn_grad_nhwc_16x64x64x64(%dy: memref<16x64x64x64xf32>, %x: memref<16x64x64x64xf32>, %scale: memref<64xf32>, %mean: memref<64xf32>, %var: memref<64xf32>, %dx: memref<16x64x64x64xf32>, %dscale: memref<64xf32>, %doffset: memref<64xf32>) attributes {llvm.emit_c_interface} {
  %tdy = bufferization.to_tensor %dy restrict : memref<16x64x64x64xf32> to tensor<16x64x64x64xf32>
  %tx = bufferization.to_tensor %x restrict : memref<16x64x64x64xf32> to tensor<16x64x64x64xf32>
  %ts = bufferization.to_tensor %scale restrict : memref<64xf32> to tensor<64xf32>
  %tm = bufferization.to_tensor %mean restrict : memref<64xf32> to tensor<64xf32>
  %tv = bufferization.to_tensor %var restrict : memref<64xf32> to tensor<64xf32>
  %rdx, %rds, %rdo, %r3, %r4 = tagrad.fused_batch_norm_grad %tdy, %tx, %ts, %tm, %tv {epsilon = 1.0e-03 : f32, data_format = "NHWC", is_training = true} : tensor<16x64x64x64xf32>, tensor<16x64x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
  bufferization.materialize_in_destination %rdx in restrict writable %dx : (tensor<16x64x64x64xf32>, memref<16x64x64x64xf32>) -> ()
  bufferization.materialize_in_destination %rds in restrict writable %dscale : (tensor<64xf32>, memref<64xf32>) -> ()
  bufferization.materialize_in_destination %rdo in restrict writable %doffset : (tensor<64xf32>, memref<64xf32>) -> ()
  return
}

func.func @bn_grad_nchw_16x64x64x64(%dy: memref<16x64x64x64xf32>, %x: memref<16x64x64x64xf32>, %scale: memref<64xf32>, %mean: memref<64xf32>, %var: memref<64xf32>, %dx: memref<16x64x64x64xf32>, %dscale: memref<64xf32>, %doffset: memref<64xf32>) attributes {llvm.emit_c_interface} {
  %tdy = bufferization.to_tensor %dy restrict : memref<16x64x64x64xf32> to tensor<16x64x64x64xf32>
  %tx = bufferization.to_tensor %x restrict : memref<16x64x64x64xf32> to tensor<16x64x64x64xf32>
  %ts = bufferization.to_tensor %scale restrict : memref<64xf32> to tensor<64xf32>
  %tm = bufferization.to_tensor %mean restrict : memref<64xf32> to tensor<64xf32>
  %tv = bufferization.to_tensor %var restrict : memref<64xf32> to tensor<64xf32>
  %rdx, %rds, %rdo, %r3, %r4 = tagrad.fused_batch_norm_grad %tdy, %tx, %ts, %tm, %tv {epsilon = 1.0e-03 : f32, data_format = "NCHW", is_training = true} : tensor<16x64x64x64xf32>, tensor<16x64x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
  bufferization.materialize_in_destination %rdx in restrict writable %dx : (tensor<16x64x64x64xf32>, memref<16x64x64x64xf32>) -> ()
  bufferization.materialize_in_destination %rds in restrict writable %dscale : (tensor<64xf32>, memref<64xf32>) -> ()
  bufferization.materialize_in_destination %rdo in restrict writable %doffset : (tensor<64xf32>, memref<64xf32>) -> ()
  return
}

func.func @bn_grad_nchw_7x32x28x28(%dy: memref<7x32x28x28xf32>, %x: memref<7x32x28x28xf32>, %scale: memref<32xf32>, %mean: memref<32xf32>, %var: memref<32xf32>, %dx: memref<7x32x28x28xf32>, %dscale: memref<32xf32>, %doffset: memref<32xf32>) attributes {llvm.emit_c_interface} {
  %tdy = bufferization.to_tensor %dy restrict : memref<7x32x28x28xf32> to tensor<7x32x28x28xf32>
  %tx = bufferization.to_tensor %x restrict : memref<7x32x28x28xf32> to tensor<7x32x28x28xf32>
  %ts = bufferization.to_tensor %scale restrict : memref<32xf32> to tensor<32xf32>
  %tm = bufferization.to_tensor %mean restrict : memref<32xf32> to tensor<32xf32>
  %tv = bufferization.to_tensor %var restrict : memref<32xf32> to tensor<32xf32>
  %rdx, %rds, %rdo, %r3, %r4 = tagrad.fused_batch_norm_grad %tdy, %tx, %ts, %tm, %tv {epsilon = 1.0e-03 : f32, data_format = "NCHW", is_training = true} : tensor<7x32x28x28xf32>, tensor<7x32x28x28xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  bufferization.materialize_in_destination %rdx in restrict writable %dx : (tensor<7x32x28x28xf32>, memref<7x32x28x28xf32>) -> ()
  bufferization.materialize_in_destination %rds in restrict writable %dscale : (tensor<32xf32>, memref<32xf32>) -> ()
  bufferization.materialize_in_destination %rdo in restrict writable %doffset : (tensor<32xf32>, memref<32xf32>) -> ()
  return
}

func.func @bn_grad_nchw_8x32x28x28(%dy: memref<8x32x28x28xf32>, %x: memref<8x32x28x28xf32>, %scale: memref<32xf32>, %mean: memref<32xf32>, %var: memref<32xf32>, %dx: memref<8x32x28x28xf32>, %dscale: memref<32xf32>, %doffset: memref<32xf32>) attributes {llvm.emit_c_interface} {
  %tdy = bufferization.to_tensor %dy restrict : memref<8x32x28x28xf32> to tensor<8x32x28x28xf32>
  %tx = bufferization.to_tensor %x restrict : memref<8x32x28x28xf32> to tensor<8x32x28x28xf32>
  %ts = bufferization.to_tensor %scale restrict : memref<32xf32> to tensor<32xf32>
  %tm = bufferization.to_tensor %mean restrict : memref<32xf32> to tensor<32xf32>
  %tv = bufferization.to_tensor %var restrict : memref<32xf32> to tensor<32xf32>
  %rdx, %rds, %rdo, %r3, %r4 = tagrad.fused_batch_norm_grad %tdy, %tx, %ts, %tm, %tv {epsilon = 1.0e-03 : f32, data_format = "NCHW", is_training = true} : tensor<8x32x28x28xf32>, tensor<8x32x28x28xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  bufferization.materialize_in_destination %rdx in restrict writable %dx : (tensor<8x32x28x28xf32>, memref<8x32x28x28xf32>) -> ()
  bufferization.materialize_in_destination %rds in restrict writable %dscale : (tensor<32xf32>, memref<32xf32>) -> ()
  bufferization.materialize_in_destination %rdo in restrict writable %doffset : (tensor<32xf32>, memref<32xf32>) -> ()
  return
}

func.func @bn_grad_nchw_8x64x7x7(%dy: memref<8x64x7x7xf32>, %x: memref<8x64x7x7xf32>, %scale: memref<64xf32>, %mean: memref<64xf32>, %var: memref<64xf32>, %dx: memref<8x64x7x7xf32>, %dscale: memref<64xf32>, %doffset: memref<64xf32>) attributes {llvm.emit_c_interface} {
  %tdy = bufferization.to_tensor %dy restrict : memref<8x64x7x7xf32> to tensor<8x64x7x7xf32>
  %tx = bufferization.to_tensor %x restrict : memref<8x64x7x7xf32> to tensor<8x64x7x7xf32>
  %ts = bufferization.to_tensor %scale restrict : memref<64xf32> to tensor<64xf32>
  %tm = bufferization.to_tensor %mean restrict : memref<64xf32> to tensor<64xf32>
  %tv = bufferization.to_tensor %var restrict : memref<64xf32> to tensor<64xf32>
  %rdx, %rds, %rdo, %r3, %r4 = tagrad.fused_batch_norm_grad %tdy, %tx, %ts, %tm, %tv {epsilon = 1.0e-03 : f32, data_format = "NCHW", is_training = true} : tensor<8x64x7x7xf32>, tensor<8x64x7x7xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
  bufferization.materialize_in_destination %rdx in restrict writable %dx : (tensor<8x64x7x7xf32>, memref<8x64x7x7xf32>) -> ()
  bufferization.materialize_in_destination %rds in restrict writable %dscale : (tensor<64xf32>, memref<64xf32>) -> ()
  bufferization.materialize_in_destination %rdo in restrict writable %doffset : (tensor<64xf32>, memref<64xf32>) -> ()
  return
}

func.func @bn_grad_nchw_16x96x7x7(%dy: memref<16x96x7x7xf32>, %x: memref<16x96x7x7xf32>, %scale: memref<96xf32>, %mean: memref<96xf32>, %var: memref<96xf32>, %dx: memref<16x96x7x7xf32>, %dscale: memref<96xf32>, %doffset: memref<96xf32>) attributes {llvm.emit_c_interface} {
  %tdy = bufferization.to_tensor %dy restrict : memref<16x96x7x7xf32> to tensor<16x96x7x7xf32>
  %tx = bufferization.to_tensor %x restrict : memref<16x96x7x7xf32> to tensor<16x96x7x7xf32>
  %ts = bufferization.to_tensor %scale restrict : memref<96xf32> to tensor<96xf32>
  %tm = bufferization.to_tensor %mean restrict : memref<96xf32> to tensor<96xf32>
  %tv = bufferization.to_tensor %var restrict : memref<96xf32> to tensor<96xf32>
  %rdx, %rds, %rdo, %r3, %r4 = tagrad.fused_batch_norm_grad %tdy, %tx, %ts, %tm, %tv {epsilon = 1.0e-03 : f32, data_format = "NCHW", is_training = true} : tensor<16x96x7x7xf32>, tensor<16x96x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>
  bufferization.materialize_in_destination %rdx in restrict writable %dx : (tensor<16x96x7x7xf32>, memref<16x96x7x7xf32>) -> ()
  bufferization.materialize_in_destination %rds in restrict writable %dscale : (tensor<96xf32>, memref<96xf32>) -> ()
  bufferization.materialize_in_destination %rdo in restrict writable %doffset : (tensor<96xf32>, memref<96xf32>) -> ()
  return
}

func.func @bn_grad_nchw_9x5x14x14(%dy: memref<9x5x14x14xf32>, %x: memref<9x5x14x14xf32>, %scale: memref<5xf32>, %mean: memref<5xf32>, %var: memref<5xf32>, %dx: memref<9x5x14x14xf32>, %dscale: memref<5xf32>, %doffset: memref<5xf32>) attributes {llvm.emit_c_interface} {
  %tdy = bufferization.to_tensor %dy restrict : memref<9x5x14x14xf32> to tensor<9x5x14x14xf32>
  %tx = bufferization.to_tensor %x restrict : memref<9x5x14x14xf32> to tensor<9x5x14x14xf32>
  %ts = bufferization.to_tensor %scale restrict : memref<5xf32> to tensor<5xf32>
  %tm = bufferization.to_tensor %mean restrict : memref<5xf32> to tensor<5xf32>
  %tv = bufferization.to_tensor %var restrict : memref<5xf32> to tensor<5xf32>
  %rdx, %rds, %rdo, %r3, %r4 = tagrad.fused_batch_norm_grad %tdy, %tx, %ts, %tm, %tv {epsilon = 1.0e-03 : f32, data_format = "NCHW", is_training = true} : tensor<9x5x14x14xf32>, tensor<9x5x14x14xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
  bufferization.materialize_in_destination %rdx in restrict writable %dx : (tensor<9x5x14x14xf32>, memref<9x5x14x14xf32>) -> ()
  bufferization.materialize_in_destination %rds in restrict writable %dscale : (tensor<5xf32>, memref<5xf32>) -> ()
  bufferization.materialize_in_destination %rdo in restrict writable %doffset : (tensor<5xf32>, memref<5xf32>) -> ()
  return
}

func.func @bn_grad_nchw_600x4x7x7(%dy: memref<600x4x7x7xf32>, %x: memref<600x4x7x7xf32>, %scale: memref<4xf32>, %mean: memref<4xf32>, %var: memref<4xf32>, %dx: memref<600x4x7x7xf32>, %dscale: memref<4xf32>, %doffset: memref<4xf32>) attributes {llvm.emit_c_interface} {
  %tdy = bufferization.to_tensor %dy restrict : memref<600x4x7x7xf32> to tensor<600x4x7x7xf32>
  %tx = bufferization.to_tensor %x restrict : memref<600x4x7x7xf32> to tensor<600x4x7x7xf32>
  %ts = bufferization.to_tensor %scale restrict : memref<4xf32> to tensor<4xf32>
  %tm = bufferization.to_tensor %mean restrict : memref<4xf32> to tensor<4xf32>
  %tv = bufferization.to_tensor %var restrict : memref<4xf32> to tensor<4xf32>
  %rdx, %rds, %rdo, %r3, %r4 = tagrad.fused_batch_norm_grad %tdy, %tx, %ts, %tm, %tv {epsilon = 1.0e-03 : f32, data_format = "NCHW", is_training = true} : tensor<600x4x7x7xf32>, tensor<600x4x7x7xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  bufferization.materialize_in_destination %rdx in restrict writable %dx : (tensor<600x4x7x7xf32>, memref<600x4x7x7xf32>) -> ()
  bufferization.materialize_in_destination %rds in restrict writable %dscale : (tensor<4xf32>, memref<4xf32>) -> ()
  bufferization.materialize_in_destination %rdo in restrict writable %doffset : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

func.func @bn_grad_nchw_600x4x14x14(%dy: memref<600x4x14x14xf32>, %x: memref<600x4x14x14xf32>, %scale: memref<4xf32>, %mean: memref<4xf32>, %var: memref<4xf32>, %dx: memref<600x4x14x14xf32>, %dscale: memref<4xf32>, %doffset: memref<4xf32>) attributes {llvm.emit_c_interface} {
  %tdy = bufferization.to_tensor %dy restrict : memref<600x4x14x14xf32> to tensor<600x4x14x14xf32>
  %tx = bufferization.to_tensor %x restrict : memref<600x4x14x14xf32> to tensor<600x4x14x14xf32>
  %ts = bufferization.to_tensor %scale restrict : memref<4xf32> to tensor<4xf32>
  %tm = bufferization.to_tensor %mean restrict : memref<4xf32> to tensor<4xf32>
  %tv = bufferization.to_tensor %var restrict : memref<4xf32> to tensor<4xf32>
  %rdx, %rds, %rdo, %r3, %r4 = tagrad.fused_batch_norm_grad %tdy, %tx, %ts, %tm, %tv {epsilon = 1.0e-03 : f32, data_format = "NCHW", is_training = true} : tensor<600x4x14x14xf32>, tensor<600x4x14x14xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  bufferization.materialize_in_destination %rdx in restrict writable %dx : (tensor<600x4x14x14xf32>, memref<600x4x14x14xf32>) -> ()
  bufferization.materialize_in_destination %rds in restrict writable %dscale : (tensor<4xf32>, memref<4xf32>) -> ()
  bufferization.materialize_in_destination %rdo in restrict writable %doffset : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

func.func @bn_grad_nchw_5x24x14x14(%dy: memref<5x24x14x14xf32>, %x: memref<5x24x14x14xf32>, %scale: memref<24xf32>, %mean: memref<24xf32>, %var: memref<24xf32>, %dx: memref<5x24x14x14xf32>, %dscale: memref<24xf32>, %doffset: memref<24xf32>) attributes {llvm.emit_c_interface} {
  %tdy = bufferization.to_tensor %dy restrict : memref<5x24x14x14xf32> to tensor<5x24x14x14xf32>
  %tx = bufferization.to_tensor %x restrict : memref<5x24x14x14xf32> to tensor<5x24x14x14xf32>
  %ts = bufferization.to_tensor %scale restrict : memref<24xf32> to tensor<24xf32>
  %tm = bufferization.to_tensor %mean restrict : memref<24xf32> to tensor<24xf32>
  %tv = bufferization.to_tensor %var restrict : memref<24xf32> to tensor<24xf32>
  %rdx, %rds, %rdo, %r3, %r4 = tagrad.fused_batch_norm_grad %tdy, %tx, %ts, %tm, %tv {epsilon = 1.0e-03 : f32, data_format = "NCHW", is_training = true} : tensor<5x24x14x14xf32>, tensor<5x24x14x14xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>
  bufferization.materialize_in_destination %rdx in restrict writable %dx : (tensor<5x24x14x14xf32>, memref<5x24x14x14xf32>) -> ()
  bufferization.materialize_in_destination %rds in restrict writable %dscale : (tensor<24xf32>, memref<24xf32>) -> ()
  bufferization.materialize_in_destination %rdo in restrict writable %doffset : (tensor<24xf32>, memref<24xf32>) -> ()
  return
}

func.func @bn_grad_nchw_11x128x14x14(%dy: memref<11x128x14x14xf32>, %x: memref<11x128x14x14xf32>, %scale: memref<128xf32>, %mean: memref<128xf32>, %var: memref<128xf32>, %dx: memref<11x128x14x14xf32>, %dscale: memref<128xf32>, %doffset: memref<128xf32>) attributes {llvm.emit_c_interface} {
  %tdy = bufferization.to_tensor %dy restrict : memref<11x128x14x14xf32> to tensor<11x128x14x14xf32>
  %tx = bufferization.to_tensor %x restrict : memref<11x128x14x14xf32> to tensor<11x128x14x14xf32>
  %ts = bufferization.to_tensor %scale restrict : memref<128xf32> to tensor<128xf32>
  %tm = bufferization.to_tensor %mean restrict : memref<128xf32> to tensor<128xf32>
  %tv = bufferization.to_tensor %var restrict : memref<128xf32> to tensor<128xf32>
  %rdx, %rds, %rdo, %r3, %r4 = tagrad.fused_batch_norm_grad %tdy, %tx, %ts, %tm, %tv {epsilon = 1.0e-03 : f32, data_format = "NCHW", is_training = true} : tensor<11x128x14x14xf32>, tensor<11x128x14x14xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>
  bufferization.materialize_in_destination %rdx in restrict writable %dx : (tensor<11x128x14x14xf32>, memref<11x128x14x14xf32>) -> ()
  bufferization.materialize_in_destination %rds in restrict writable %dscale : (tensor<128xf32>, memref<128xf32>) -> ()
  bufferization.materialize_in_destination %rdo in restrict writable %doffset : (tensor<128xf32>, memref<128xf32>) -> ()
  return
}

func.func @bn_grad_nhwc_3x5x7x19(%dy: memref<3x5x7x19xf32>, %x: memref<3x5x7x19xf32>, %scale: memref<19xf32>, %mean: memref<19xf32>, %var: memref<19xf32>, %dx: memref<3x5x7x19xf32>, %dscale: memref<19xf32>, %doffset: memref<19xf32>) attributes {llvm.emit_c_interface} {
  %tdy = bufferization.to_tensor %dy restrict : memref<3x5x7x19xf32> to tensor<3x5x7x19xf32>
  %tx = bufferization.to_tensor %x restrict : memref<3x5x7x19xf32> to tensor<3x5x7x19xf32>
  %ts = bufferization.to_tensor %scale restrict : memref<19xf32> to tensor<19xf32>
  %tm = bufferization.to_tensor %mean restrict : memref<19xf32> to tensor<19xf32>
  %tv = bufferization.to_tensor %var restrict : memref<19xf32> to tensor<19xf32>
  %rdx, %rds, %rdo, %r3, %r4 = tagrad.fused_batch_norm_grad %tdy, %tx, %ts, %tm, %tv {epsilon = 1.0e-03 : f32, data_format = "NHWC", is_training = true} : tensor<3x5x7x19xf32>, tensor<3x5x7x19xf32>, tensor<19xf32>, tensor<19xf32>, tensor<19xf32>
  bufferization.materialize_in_destination %rdx in restrict writable %dx : (tensor<3x5x7x19xf32>, memref<3x5x7x19xf32>) -> ()
  bufferization.materialize_in_destination %rds in restrict writable %dscale : (tensor<19xf32>, memref<19xf32>) -> ()
  bufferization.materialize_in_destination %rdo in restrict writable %doffset : (tensor<19xf32>, memref<19xf32>) -> ()
  return
}

func.func @bn_grad_nhwc_dynamic(%dy: memref<?x?x?x?xf32>, %x: memref<?x?x?x?xf32>, %scale: memref<?xf32>, %mean: memref<?xf32>, %var: memref<?xf32>, %dx: memref<?x?x?x?xf32>, %dscale: memref<?xf32>, %doffset: memref<?xf32>) attributes {llvm.emit_c_interface} {
  %tdy = bufferization.to_tensor %dy restrict : memref<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %tx = bufferization.to_tensor %x restrict : memref<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %ts = bufferization.to_tensor %scale restrict : memref<?xf32> to tensor<?xf32>
  %tm = bufferization.to_tensor %mean restrict : memref<?xf32> to tensor<?xf32>
  %tv = bufferization.to_tensor %var restrict : memref<?xf32> to tensor<?xf32>
  %rdx, %rds, %rdo, %r3, %r4 = tagrad.fused_batch_norm_grad %tdy, %tx, %ts, %tm, %tv {epsilon = 1.0e-03 : f32, data_format = "NHWC", is_training = true} : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  bufferization.materialize_in_destination %rdx in restrict writable %dx : (tensor<?x?x?x?xf32>, memref<?x?x?x?xf32>) -> ()
  bufferization.materialize_in_destination %rds in restrict writable %dscale : (tensor<?xf32>, memref<?xf32>) -> ()
  bufferization.materialize_in_destination %rdo in restrict writable %doffset : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}

func.func @bn_grad_nchw_dynamic(%dy: memref<?x?x?x?xf32>, %x: memref<?x?x?x?xf32>, %scale: memref<?xf32>, %mean: memref<?xf32>, %var: memref<?xf32>, %dx: memref<?x?x?x?xf32>, %dscale: memref<?xf32>, %doffset: memref<?xf32>) attributes {llvm.emit_c_interface} {
  %tdy = bufferization.to_tensor %dy restrict : memref<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %tx = bufferization.to_tensor %x restrict : memref<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %ts = bufferization.to_tensor %scale restrict : memref<?xf32> to tensor<?xf32>
  %tm = bufferization.to_tensor %mean restrict : memref<?xf32> to tensor<?xf32>
  %tv = bufferization.to_tensor %var restrict : memref<?xf32> to tensor<?xf32>
  %rdx, %rds, %rdo, %r3, %r4 = tagrad.fused_batch_norm_grad %tdy, %tx, %ts, %tm, %tv {epsilon = 1.0e-03 : f32, data_format = "NCHW", is_training = true} : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  bufferization.materialize_in_destination %rdx in restrict writable %dx : (tensor<?x?x?x?xf32>, memref<?x?x?x?xf32>) -> ()
  bufferization.materialize_in_destination %rds in restrict writable %dscale : (tensor<?xf32>, memref<?xf32>) -> ()
  bufferization.materialize_in_destination %rdo in restrict writable %doffset : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}

func.func @bn_forward_nhwc_4x11x11x40(%x: memref<4x11x11x40xf32>, %scale: memref<40xf32>, %offset: memref<40xf32>, %y: memref<4x11x11x40xf32>, %batch_mean: memref<40xf32>, %batch_var: memref<40xf32>, %rs1: memref<40xf32>, %rs2: memref<40xf32>) attributes {llvm.emit_c_interface} {
  %tx = bufferization.to_tensor %x restrict : memref<4x11x11x40xf32> to tensor<4x11x11x40xf32>
  %ts = bufferization.to_tensor %scale restrict : memref<40xf32> to tensor<40xf32>
  %to = bufferization.to_tensor %offset restrict : memref<40xf32> to tensor<40xf32>
  %none = tensor.empty() : tensor<0xf32>
  %ry, %rbm, %rbv, %r1, %r2 = tagrad.fused_batch_norm %tx, %ts, %to, %none, %none {epsilon = 1.0e-03 : f32, data_format = "NHWC", is_training = true} : tensor<4x11x11x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<0xf32>, tensor<0xf32>
  bufferization.materialize_in_destination %ry in restrict writable %y : (tensor<4x11x11x40xf32>, memref<4x11x11x40xf32>) -> ()
  bufferization.materialize_in_destination %rbm in restrict writable %batch_mean : (tensor<40xf32>, memref<40xf32>) -> ()
  bufferization.materialize_in_destination %rbv in restrict writable %batch_var : (tensor<40xf32>, memref<40xf32>) -> ()
  bufferization.materialize_in_destination %r1 in restrict writable %rs1 : (tensor<40xf32>, memref<40xf32>) -> ()
  bufferization.materialize_in_destination %r2 in restrict writable %rs2 : (tensor<40xf32>, memref<40xf32>) -> ()
  return
}

func.func @bn_forward_nchw_4x40x11x11(%x: memref<4x40x11x11xf32>, %scale: memref<40xf32>, %offset: memref<40xf32>, %y: memref<4x40x11x11xf32>, %batch_mean: memref<40xf32>, %batch_var: memref<40xf32>, %rs1: memref<40xf32>, %rs2: memref<40xf32>) attributes {llvm.emit_c_interface} {
  %tx = bufferization.to_tensor %x restrict : memref<4x40x11x11xf32> to tensor<4x40x11x11xf32>
  %ts = bufferization.to_tensor %scale restrict : memref<40xf32> to tensor<40xf32>
  %to = bufferization.to_tensor %offset restrict : memref<40xf32> to tensor<40xf32>
  %none = tensor.empty() : tensor<0xf32>
  %ry, %rbm, %rbv, %r1, %r2 = tagrad.fused_batch_norm %tx, %ts, %to, %none, %none {epsilon = 1.0e-03 : f32, data_format = "NCHW", is_training = true} : tensor<4x40x11x11xf32>, tensor<40xf32>, tensor<40xf32>, tensor<0xf32>, tensor<0xf32>
  bufferization.materialize_in_destination %ry in restrict writable %y : (tensor<4x40x11x11xf32>, memref<4x40x11x11xf32>) -> ()
  bufferization.materialize_in_destination %rbm in restrict writable %batch_mean : (tensor<40xf32>, memref<40xf32>) -> ()
  bufferization.materialize_in_destination %rbv in restrict writable %batch_var : (tensor<40xf32>, memref<40xf32>) -> ()
  bufferization.materialize_in_destination %r1 in restrict writable %rs1 : (tensor<40xf32>, memref<40xf32>) -> ()
  bufferization.materialize_in_destination %r2 in restrict writable %rs2 : (tensor<40xf32>, memref<40xf32>) -> ()
  return
}

func.func @bn_grad_nchw_64x2x256x256(%dy: memref<64x2x256x256xf32>, %x: memref<64x2x256x256xf32>, %scale: memref<2xf32>, %mean: memref<2xf32>, %var: memref<2xf32>, %dx: memref<64x2x256x256xf32>, %dscale: memref<2xf32>, %doffset: memref<2xf32>) attributes {llvm.emit_c_interface} {
  %tdy = bufferization.to_tensor %dy restrict : memref<64x2x256x256xf32> to tensor<64x2x256x256xf32>
  %tx = bufferization.to_tensor %x restrict : memref<64x2x256x256xf32> to tensor<64x2x256x256xf32>
  %ts = bufferization.to_tensor %scale restrict : memref<2xf32> to tensor<2xf32>
  %tm = bufferization.to_tensor %mean restrict : memref<2xf32> to tensor<2xf32>
  %tv = bufferization.to_tensor %var restrict : memref<2xf32> to tensor<2xf32>
  %rdx, %rds, %rdo, %r3, %r4 = tagrad.fused_batch_norm_grad %tdy, %tx, %ts, %tm, %tv {epsilon = 1.0e-03 : f32, data_format = "NCHW", is_training = true} : tensor<64x2x256x256xf32>, tensor<64x2x256x256xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
  bufferization.materialize_in_destination %rdx in restrict writable %dx : (tensor<64x2x256x256xf32>, memref<64x2x256x256xf32>) -> ()
  bufferization.materialize_in_destination %rds in restrict writable %dscale : (tensor<2xf32>, memref<2xf32>) -> ()
  bufferization.materialize_in_destination %rdo in restrict writable %doffset : (tensor<2xf32>, memref<2xf32>) -> ()
  return
}

func.func @bn_forward_nchw_64x2x256x256(%x: memref<64x2x256x256xf32>, %scale: memref<2xf32>, %offset: memref<2xf32>, %y: memref<64x2x256x256xf32>, %batch_mean: memref<2xf32>, %batch_var: memref<2xf32>, %rs1: memref<2xf32>, %rs2: memref<2xf32>) attributes {llvm.emit_c_interface} {
  %tx = bufferization.to_tensor %x restrict : memref<64x2x256x256xf32> to tensor<64x2x256x256xf32>
  %ts = bufferization.to_tensor %scale restrict : memref<2xf32> to tensor<2xf32>
  %to = bufferization.to_tensor %offset restrict : memref<2xf32> to tensor<2xf32>
  %none = tensor.empty() : tensor<0xf32>
  %ry, %rbm, %rbv, %r1, %r2 = tagrad.fused_batch_norm %tx, %ts, %to, %none, %none {epsilon = 1.0e-03 : f32, data_format = "NCHW", is_training = true} : tensor<64x2x256x256xf32>, tensor<2xf32>, tensor<2xf32>, tensor<0xf32>, tensor<0xf32>
  bufferization.materialize_in_destination %ry in restrict writable %y : (tensor<64x2x256x256xf32>, memref<64x2x256x256xf32>) -> ()
  bufferization.materialize_in_destination %rbm in restrict writable %batch_mean : (tensor<2xf32>, memref<2xf32>) -> ()
  bufferization.materialize_in_destination %rbv in restrict writable %batch_var : (tensor<2xf32>, memref<2xf32>) -> ()
  bufferization.materialize_in_destination %r1 in restrict writable %rs1 : (tensor<2xf32>, memref<2xf32>) -> ()
  bufferization.materialize_in_destination %r2 in restrict writable %rs2 : (tensor<2xf32>, memref<2xf32>) -> ()
  return
}

func.func @bn_grad_inference_nchw_4x24x14x14(%dy: memref<4x24x14x14xf32>, %x: memref<4x24x14x14xf32>, %scale: memref<24xf32>, %mean: memref<24xf32>, %var: memref<24xf32>, %dx: memref<4x24x14x14xf32>, %dscale: memref<24xf32>, %doffset: memref<24xf32>) attributes {llvm.emit_c_interface} {
  %tdy = bufferization.to_tensor %dy restrict : memref<4x24x14x14xf32> to tensor<4x24x14x14xf32>
  %tx = bufferization.to_tensor %x restrict : memref<4x24x14x14xf32> to tensor<4x24x14x14xf32>
  %ts = bufferization.to_tensor %scale restrict : memref<24xf32> to tensor<24xf32>
  %tm = bufferization.to_tensor %mean restrict : memref<24xf32> to tensor<24xf32>
  %tv = bufferization.to_tensor %var restrict : memref<24xf32> to tensor<24xf32>
  %rdx, %rds, %rdo, %r3, %r4 = tagrad.fused_batch_norm_grad %tdy, %tx, %ts, %tm, %tv {epsilon = 1.0e-03 : f32, data_format = "NCHW", is_training = false} : tensor<4x24x14x14xf32>, tensor<4x24x14x14xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>
  bufferization.materialize_in_destination %rdx in restrict writable %dx : (tensor<4x24x14x14xf32>, memref<4x24x14x14xf32>) -> ()
  bufferization.materialize_in_destination %rds in restrict writable %dscale : (tensor<24xf32>, memref<24xf32>) -> ()
  bufferization.materialize_in_destination %rdo in restrict writable %doffset : (tensor<24xf32>, memref<24xf32>) -> ()
  return
}
