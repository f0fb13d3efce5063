// TaGrad's side of bench/bn_grad: one training-mode f32 batch-norm gradient
// per benchmark shape and layout, compiled by --tagrad-cpu-pipeline into an
// object file that bn_grad.cpp calls through the C interface. Inputs and
// outputs are caller-owned buffers (outputs written in place).

func.func @bn_grad_nhwc_32x56x56x64(%dy: memref<32x56x56x64xf32>, %x: memref<32x56x56x64xf32>, %scale: memref<64xf32>, %mean: memref<64xf32>, %var: memref<64xf32>, %dx: memref<32x56x56x64xf32>, %dscale: memref<64xf32>, %doffset: memref<64xf32>) attributes {llvm.emit_c_interface} {
  %tdy = bufferization.to_tensor %dy restrict : memref<32x56x56x64xf32> to tensor<32x56x56x64xf32>
  %tx = bufferization.to_tensor %x restrict : memref<32x56x56x64xf32> to tensor<32x56x56x64xf32>
  %ts = bufferization.to_tensor %scale restrict : memref<64xf32> to tensor<64xf32>
  %tm = bufferization.to_tensor %mean restrict : memref<64xf32> to tensor<64xf32>
  %tv = bufferization.to_tensor %var restrict : memref<64xf32> to tensor<64xf32>
  %rdx, %rds, %rdo, %r3, %r4 = tagrad.fused_batch_norm_grad %tdy, %tx, %ts, %tm, %tv {epsilon = 1.0e-03 : f32, data_format = "NHWC", is_training = true} : tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
  bufferization.materialize_in_destination %rdx in restrict writable %dx : (tensor<32x56x56x64xf32>, memref<32x56x56x64xf32>) -> ()
  bufferization.materialize_in_destination %rds in restrict writable %dscale : (tensor<64xf32>, memref<64xf32>) -> ()
  bufferization.materialize_in_destination %rdo in restrict writable %doffset : (tensor<64xf32>, memref<64xf32>) -> ()
  return
}

func.func @bn_grad_nchw_32x56x56x64(%dy: memref<32x64x56x56xf32>, %x: memref<32x64x56x56xf32>, %scale: memref<64xf32>, %mean: memref<64xf32>, %var: memref<64xf32>, %dx: memref<32x64x56x56xf32>, %dscale: memref<64xf32>, %doffset: memref<64xf32>) attributes {llvm.emit_c_interface} {
  %tdy = bufferization.to_tensor %dy restrict : memref<32x64x56x56xf32> to tensor<32x64x56x56xf32>
  %tx = bufferization.to_tensor %x restrict : memref<32x64x56x56xf32> to tensor<32x64x56x56xf32>
  %ts = bufferization.to_tensor %scale restrict : memref<64xf32> to tensor<64xf32>
  %tm = bufferization.to_tensor %mean restrict : memref<64xf32> to tensor<64xf32>
  %tv = bufferization.to_tensor %var restrict : memref<64xf32> to tensor<64xf32>
  %rdx, %rds, %rdo, %r3, %r4 = tagrad.fused_batch_norm_grad %tdy, %tx, %ts, %tm, %tv {epsilon = 1.0e-03 : f32, data_format = "NCHW", is_training = true} : tensor<32x64x56x56xf32>, tensor<32x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
  bufferization.materialize_in_destination %rdx in restrict writable %dx : (tensor<32x64x56x56xf32>, memref<32x64x56x56xf32>) -> ()
  bufferization.materialize_in_destination %rds in restrict writable %dscale : (tensor<64xf32>, memref<64xf32>) -> ()
  bufferization.materialize_in_destination %rdo in restrict writable %doffset : (tensor<64xf32>, memref<64xf32>) -> ()
  return
}

func.func @bn_grad_nhwc_32x28x28x128(%dy: memref<32x28x28x128xf32>, %x: memref<32x28x28x128xf32>, %scale: memref<128xf32>, %mean: memref<128xf32>, %var: memref<128xf32>, %dx: memref<32x28x28x128xf32>, %dscale: memref<128xf32>, %doffset: memref<128xf32>) attributes {llvm.emit_c_interface} {
  %tdy = bufferization.to_tensor %dy restrict : memref<32x28x28x128xf32> to tensor<32x28x28x128xf32>
  %tx = bufferization.to_tensor %x restrict : memref<32x28x28x128xf32> to tensor<32x28x28x128xf32>
  %ts = bufferization.to_tensor %scale restrict : memref<128xf32> to tensor<128xf32>
  %tm = bufferization.to_tensor %mean restrict : memref<128xf32> to tensor<128xf32>
  %tv = bufferization.to_tensor %var restrict : memref<128xf32> to tensor<128xf32>
  %rdx, %rds, %rdo, %r3, %r4 = tagrad.fused_batch_norm_grad %tdy, %tx, %ts, %tm, %tv {epsilon = 1.0e-03 : f32, data_format = "NHWC", is_training = true} : tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>
  bufferization.materialize_in_destination %rdx in restrict writable %dx : (tensor<32x28x28x128xf32>, memref<32x28x28x128xf32>) -> ()
  bufferization.materialize_in_destination %rds in restrict writable %dscale : (tensor<128xf32>, memref<128xf32>) -> ()
  bufferization.materialize_in_destination %rdo in restrict writable %doffset : (tensor<128xf32>, memref<128xf32>) -> ()
  return
}

func.func @bn_grad_nchw_32x28x28x128(%dy: memref<32x128x28x28xf32>, %x: memref<32x128x28x28xf32>, %scale: memref<128xf32>, %mean: memref<128xf32>, %var: memref<128xf32>, %dx: memref<32x128x28x28xf32>, %dscale: memref<128xf32>, %doffset: memref<128xf32>) attributes {llvm.emit_c_interface} {
  %tdy = bufferization.to_tensor %dy restrict : memref<32x128x28x28xf32> to tensor<32x128x28x28xf32>
  %tx = bufferization.to_tensor %x restrict : memref<32x128x28x28xf32> to tensor<32x128x28x28xf32>
  %ts = bufferization.to_tensor %scale restrict : memref<128xf32> to tensor<128xf32>
  %tm = bufferization.to_tensor %mean restrict : memref<128xf32> to tensor<128xf32>
  %tv = bufferization.to_tensor %var restrict : memref<128xf32> to tensor<128xf32>
  %rdx, %rds, %rdo, %r3, %r4 = tagrad.fused_batch_norm_grad %tdy, %tx, %ts, %tm, %tv {epsilon = 1.0e-03 : f32, data_format = "NCHW", is_training = true} : tensor<32x128x28x28xf32>, tensor<32x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>
  bufferization.materialize_in_destination %rdx in restrict writable %dx : (tensor<32x128x28x28xf32>, memref<32x128x28x28xf32>) -> ()
  bufferization.materialize_in_destination %rds in restrict writable %dscale : (tensor<128xf32>, memref<128xf32>) -> ()
  bufferization.materialize_in_destination %rdo in restrict writable %doffset : (tensor<128xf32>, memref<128xf32>) -> ()
  return
}

func.func @bn_grad_nhwc_32x14x14x256(%dy: memref<32x14x14x256xf32>, %x: memref<32x14x14x256xf32>, %scale: memref<256xf32>, %mean: memref<256xf32>, %var: memref<256xf32>, %dx: memref<32x14x14x256xf32>, %dscale: memref<256xf32>, %doffset: memref<256xf32>) attributes {llvm.emit_c_interface} {
  %tdy = bufferization.to_tensor %dy restrict : memref<32x14x14x256xf32> to tensor<32x14x14x256xf32>
  %tx = bufferization.to_tensor %x restrict : memref<32x14x14x256xf32> to tensor<32x14x14x256xf32>
  %ts = bufferization.to_tensor %scale restrict : memref<256xf32> to tensor<256xf32>
  %tm = bufferization.to_tensor %mean restrict : memref<256xf32> to tensor<256xf32>
  %tv = bufferization.to_tensor %var restrict : memref<256xf32> to tensor<256xf32>
  %rdx, %rds, %rdo, %r3, %r4 = tagrad.fused_batch_norm_grad %tdy, %tx, %ts, %tm, %tv {epsilon = 1.0e-03 : f32, data_format = "NHWC", is_training = true} : tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>
  bufferization.materialize_in_destination %rdx in restrict writable %dx : (tensor<32x14x14x256xf32>, memref<32x14x14x256xf32>) -> ()
  bufferization.materialize_in_destination %rds in restrict writable %dscale : (tensor<256xf32>, memref<256xf32>) -> ()
  bufferization.materialize_in_destination %rdo in restrict writable %doffset : (tensor<256xf32>, memref<256xf32>) -> ()
  return
}

func.func @bn_grad_nchw_32x14x14x256(%dy: memref<32x256x14x14xf32>, %x: memref<32x256x14x14xf32>, %scale: memref<256xf32>, %mean: memref<256xf32>, %var: memref<256xf32>, %dx: memref<32x256x14x14xf32>, %dscale: memref<256xf32>, %doffset: memref<256xf32>) attributes {llvm.emit_c_interface} {
  %tdy = bufferization.to_tensor %dy restrict : memref<32x256x14x14xf32> to tensor<32x256x14x14xf32>
  %tx = bufferization.to_tensor %x restrict : memref<32x256x14x14xf32> to tensor<32x256x14x14xf32>
  %ts = bufferization.to_tensor %scale restrict : memref<256xf32> to tensor<256xf32>
  %tm = bufferization.to_tensor %mean restrict : memref<256xf32> to tensor<256xf32>
  %tv = bufferization.to_tensor %var restrict : memref<256xf32> to tensor<256xf32>
  %rdx, %rds, %rdo, %r3, %r4 = tagrad.fused_batch_norm_grad %tdy, %tx, %ts, %tm, %tv {epsilon = 1.0e-03 : f32, data_format = "NCHW", is_training = true} : tensor<32x256x14x14xf32>, tensor<32x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>
  bufferization.materialize_in_destination %rdx in restrict writable %dx : (tensor<32x256x14x14xf32>, memref<32x256x14x14xf32>) -> ()
  bufferization.materialize_in_destination %rds in restrict writable %dscale : (tensor<256xf32>, memref<256xf32>) -> ()
  bufferization.materialize_in_destination %rdo in restrict writable %doffset : (tensor<256xf32>, memref<256xf32>) -> ()
  return
}

func.func @bn_grad_nhwc_32x7x7x512(%dy: memref<32x7x7x512xf32>, %x: memref<32x7x7x512xf32>, %scale: memref<512xf32>, %mean: memref<512xf32>, %var: memref<512xf32>, %dx: memref<32x7x7x512xf32>, %dscale: memref<512xf32>, %doffset: memref<512xf32>) attributes {llvm.emit_c_interface} {
  %tdy = bufferization.to_tensor %dy restrict : memref<32x7x7x512xf32> to tensor<32x7x7x512xf32>
  %tx = bufferization.to_tensor %x restrict : memref<32x7x7x512xf32> to tensor<32x7x7x512xf32>
  %ts = bufferization.to_tensor %scale restrict : memref<512xf32> to tensor<512xf32>
  %tm = bufferization.to_tensor %mean restrict : memref<512xf32> to tensor<512xf32>
  %tv = bufferization.to_tensor %var restrict : memref<512xf32> to tensor<512xf32>
  %rdx, %rds, %rdo, %r3, %r4 = tagrad.fused_batch_norm_grad %tdy, %tx, %ts, %tm, %tv {epsilon = 1.0e-03 : f32, data_format = "NHWC", is_training = true} : tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>
  bufferization.materialize_in_destination %rdx in restrict writable %dx : (tensor<32x7x7x512xf32>, memref<32x7x7x512xf32>) -> ()
  bufferization.materialize_in_destination %rds in restrict writable %dscale : (tensor<512xf32>, memref<512xf32>) -> ()
  bufferization.materialize_in_destination %rdo in restrict writable %doffset : (tensor<512xf32>, memref<512xf32>) -> ()
  return
}

func.func @bn_grad_nchw_32x7x7x512(%dy: memref<32x512x7x7xf32>, %x: memref<32x512x7x7xf32>, %scale: memref<512xf32>, %mean: memref<512xf32>, %var: memref<512xf32>, %dx: memref<32x512x7x7xf32>, %dscale: memref<512xf32>, %doffset: memref<512xf32>) attributes {llvm.emit_c_interface} {
  %tdy = bufferization.to_tensor %dy restrict : memref<32x512x7x7xf32> to tensor<32x512x7x7xf32>
  %tx = bufferization.to_tensor %x restrict : memref<32x512x7x7xf32> to tensor<32x512x7x7xf32>
  %ts = bufferization.to_tensor %scale restrict : memref<512xf32> to tensor<512xf32>
  %tm = bufferization.to_tensor %mean restrict : memref<512xf32> to tensor<512xf32>
  %tv = bufferization.to_tensor %var restrict : memref<512xf32> to tensor<512xf32>
  %rdx, %rds, %rdo, %r3, %r4 = tagrad.fused_batch_norm_grad %tdy, %tx, %ts, %tm, %tv {epsilon = 1.0e-03 : f32, data_format = "NCHW", is_training = true} : tensor<32x512x7x7xf32>, tensor<32x512x7x7xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>
  bufferization.materialize_in_destination %rdx in restrict writable %dx : (tensor<32x512x7x7xf32>, memref<32x512x7x7xf32>) -> ()
  bufferization.materialize_in_destination %rds in restrict writable %dscale : (tensor<512xf32>, memref<512xf32>) -> ()
  bufferization.materialize_in_destination %rdo in restrict writable %doffset : (tensor<512xf32>, memref<512xf32>) -> ()
  return
}

func.func @bn_grad_nhwc_2x3x4x5(%dy: memref<2x3x4x5xf32>, %x: memref<2x3x4x5xf32>, %scale: memref<5xf32>, %mean: memref<5xf32>, %var: memref<5xf32>, %dx: memref<2x3x4x5xf32>, %dscale: memref<5xf32>, %doffset: memref<5xf32>) attributes {llvm.emit_c_interface} {
  %tdy = bufferization.to_tensor %dy restrict : memref<2x3x4x5xf32> to tensor<2x3x4x5xf32>
  %tx = bufferization.to_tensor %x restrict : memref<2x3x4x5xf32> to tensor<2x3x4x5xf32>
  %ts = bufferization.to_tensor %scale restrict : memref<5xf32> to tensor<5xf32>
  %tm = bufferization.to_tensor %mean restrict : memref<5xf32> to tensor<5xf32>
  %tv = bufferization.to_tensor %var restrict : memref<5xf32> to tensor<5xf32>
  %rdx, %rds, %rdo, %r3, %r4 = tagrad.fused_batch_norm_grad %tdy, %tx, %ts, %tm, %tv {epsilon = 1.0e-03 : f32, data_format = "NHWC", is_training = true} : tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
  bufferization.materialize_in_destination %rdx in restrict writable %dx : (tensor<2x3x4x5xf32>, memref<2x3x4x5xf32>) -> ()
  bufferization.materialize_in_destination %rds in restrict writable %dscale : (tensor<5xf32>, memref<5xf32>) -> ()
  bufferization.materialize_in_destination %rdo in restrict writable %doffset : (tensor<5xf32>, memref<5xf32>) -> ()
  return
}

func.func @bn_grad_nchw_2x3x4x5(%dy: memref<2x5x3x4xf32>, %x: memref<2x5x3x4xf32>, %scale: memref<5xf32>, %mean: memref<5xf32>, %var: memref<5xf32>, %dx: memref<2x5x3x4xf32>, %dscale: memref<5xf32>, %doffset: memref<5xf32>) attributes {llvm.emit_c_interface} {
  %tdy = bufferization.to_tensor %dy restrict : memref<2x5x3x4xf32> to tensor<2x5x3x4xf32>
  %tx = bufferization.to_tensor %x restrict : memref<2x5x3x4xf32> to tensor<2x5x3x4xf32>
  %ts = bufferization.to_tensor %scale restrict : memref<5xf32> to tensor<5xf32>
  %tm = bufferization.to_tensor %mean restrict : memref<5xf32> to tensor<5xf32>
  %tv = bufferization.to_tensor %var restrict : memref<5xf32> to tensor<5xf32>
  %rdx, %rds, %rdo, %r3, %r4 = tagrad.fused_batch_norm_grad %tdy, %tx, %ts, %tm, %tv {epsilon = 1.0e-03 : f32, data_format = "NCHW", is_training = true} : tensor<2x5x3x4xf32>, tensor<2x5x3x4xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
  bufferization.materialize_in_destination %rdx in restrict writable %dx : (tensor<2x5x3x4xf32>, memref<2x5x3x4xf32>) -> ()
  bufferization.materialize_in_destination %rds in restrict writable %dscale : (tensor<5xf32>, memref<5xf32>) -> ()
  bufferization.materialize_in_destination %rdo in restrict writable %doffset : (tensor<5xf32>, memref<5xf32>) -> ()
  return
}
