// RUN: tagrad-opt %s --convert-tagrad-to-gpu --split-input-file | FileCheck %s
// RUN: tagrad-opt %s --convert-tagrad-to-gpu="device-resident=1" \
// RUN:   --split-input-file | FileCheck %s --check-prefix=DEVICE

// NHWC: 32 channels on the lanes, 8 rows per block; rows are combined in
// two shared-memory columns and added to the results with atomics.
// CHECK-LABEL: func.func @grad_nhwc(
// CHECK: %[[T0:.*]] = gpu.wait async
// CHECK: bufferization.to_buffer %{{.*}} read_only
// CHECK: gpu.alloc async
// CHECK: gpu.memcpy async
// CHECK: gpu.memset async
// CHECK: gpu.memset async
// CHECK: gpu.launch async {{.*}} threads({{.*}}) in (%{{[a-z0-9_]+}} = %c32{{[_0-9]*}}, %{{[a-z0-9_]+}} = %c8{{[_0-9]*}}, %{{[^)]*}}) module(@bn_grad_nhwc_reduce) function(@bn_grad_nhwc_reduce)
// CHECK-SAME: workgroup({{.*}} : memref<8x32xf32, #gpu.address_space<workgroup>>, {{.*}} : memref<8x32xf32, #gpu.address_space<workgroup>>)
// CHECK: scf.for
// CHECK: math.fma
// CHECK: gpu.barrier
// CHECK: memref.atomic_rmw addf
// CHECK: memref.atomic_rmw addf
// CHECK: function(@bn_grad_nhwc_finish)
// CHECK: math.sqrt
// CHECK: function(@bn_grad_nhwc_apply)
// CHECK: memref.store
// CHECK: memref.alloc
// CHECK: gpu.memcpy async
// CHECK: gpu.dealloc async
// CHECK: gpu.wait [
// CHECK: bufferization.to_tensor {{.*}} restrict writable
// CHECK: return

// DEVICE-LABEL: func.func @grad_nhwc(
// DEVICE-NOT: gpu.memcpy
// DEVICE-NOT: gpu.dealloc
// DEVICE: gpu.alloc async
// DEVICE: gpu.launch async
// DEVICE: gpu.wait [
func.func @grad_nhwc(%dy: tensor<4x3x3x64xf32>, %x: tensor<4x3x3x64xf32>,
                     %scale: tensor<64xf32>, %mean: tensor<64xf32>,
                     %var: tensor<64xf32>)
    -> (tensor<4x3x3x64xf32>, tensor<64xf32>, tensor<64xf32>) {
  %dx, %ds, %do, %r3, %r4 = tagrad.fused_batch_norm_grad %dy, %x, %scale, %mean, %var
      : tensor<4x3x3x64xf32>, tensor<4x3x3x64xf32>, tensor<64xf32>,
        tensor<64xf32>, tensor<64xf32>
  return %dx, %ds, %do : tensor<4x3x3x64xf32>, tensor<64xf32>, tensor<64xf32>
}

// -----

// NCHW, dynamic shapes: one block per channel walking N x H x W linearly,
// threads combined with gpu.all_reduce (warp shuffles).
// CHECK-LABEL: func.func @grad_nchw_dynamic(
// CHECK: gpu.launch async {{.*}} threads({{.*}}) in (%{{[a-z0-9_]+}} = %c256{{[_0-9]*}}, %{{[a-z0-9_]+}} = %c1{{[_0-9]*}}, %{{[^)]*}}) module(@bn_grad_nchw_reduce) function(@bn_grad_nchw_reduce)
// CHECK: arith.divui
// CHECK: arith.remui
// CHECK: scf.for
// CHECK: arith.select
// CHECK: gpu.all_reduce add {{.*}} uniform
// CHECK: gpu.all_reduce add {{.*}} uniform
// CHECK: memref.atomic_rmw addf
// Inference: no x in the elementwise kernel, dx = scale * rstd * dy.
// CHECK: function(@bn_grad_nchw_apply)
// CHECK-NOT: math.fma
// CHECK: arith.mulf
// CHECK: memref.store
// CHECK: gpu.terminator
func.func @grad_nchw_dynamic(%dy: tensor<?x?x?x?xbf16>, %x: tensor<?x?x?x?xbf16>,
                             %scale: tensor<?xf32>, %mean: tensor<?xf32>,
                             %var: tensor<?xf32>) -> tensor<?x?x?x?xbf16> {
  %dx, %ds, %do, %r3, %r4 = tagrad.fused_batch_norm_grad %dy, %x, %scale, %mean, %var
      {data_format = "NCHW", is_training = false}
      : tensor<?x?x?x?xbf16>, tensor<?x?x?x?xbf16>, tensor<?xf32>,
        tensor<?xf32>, tensor<?xf32>
  return %dx : tensor<?x?x?x?xbf16>
}

// -----

// Device resident with destinations: results are computed in place.
// DEVICE-LABEL: func.func @destinations(
// DEVICE-SAME: %[[DX:[a-z0-9]+]]: memref<2x2x2x32xf32>
// DEVICE-NOT: gpu.alloc
// DEVICE: gpu.memset async [{{.*}}] %{{.*}}
// DEVICE: memref.collapse_shape %[[DX]]
// DEVICE: gpu.launch async
// DEVICE-NOT: materialize_in_destination
// DEVICE: return
func.func @destinations(%dx_out: memref<2x2x2x32xf32>, %ds_out: memref<32xf32>,
                        %do_out: memref<32xf32>, %dy: tensor<2x2x2x32xf32>,
                        %x: tensor<2x2x2x32xf32>, %scale: tensor<32xf32>,
                        %mean: tensor<32xf32>, %var: tensor<32xf32>) {
  %dx, %ds, %do, %r3, %r4 = tagrad.fused_batch_norm_grad %dy, %x, %scale, %mean, %var
      : tensor<2x2x2x32xf32>, tensor<2x2x2x32xf32>, tensor<32xf32>,
        tensor<32xf32>, tensor<32xf32>
  bufferization.materialize_in_destination %dx in restrict writable %dx_out
      : (tensor<2x2x2x32xf32>, memref<2x2x2x32xf32>) -> ()
  bufferization.materialize_in_destination %ds in restrict writable %ds_out
      : (tensor<32xf32>, memref<32xf32>) -> ()
  bufferization.materialize_in_destination %do in restrict writable %do_out
      : (tensor<32xf32>, memref<32xf32>) -> ()
  return
}

// -----

// Forward, training: sum, mean, centred sum of squares, variance, apply;
// batch_mean is reserve_space_1 (no blending).
// CHECK-LABEL: func.func @forward(
// CHECK: function(@bn_forward_nhwc_sum)
// CHECK: function(@bn_forward_nhwc_mean)
// CHECK: function(@bn_forward_nhwc_sum_squares)
// CHECK: function(@bn_forward_nhwc_variance)
// CHECK: function(@bn_forward_nhwc_apply)
// CHECK: return %{{[0-9]+}}, %[[MEAN:[0-9]+]], %{{[0-9]+}}, %[[MEAN]], %{{[0-9]+}} :
func.func @forward(%x: tensor<2x3x3x8xf16>, %scale: tensor<8xf32>,
                   %offset: tensor<8xf32>, %mean: tensor<0xf32>,
                   %var: tensor<0xf32>)
    -> (tensor<2x3x3x8xf16>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>,
        tensor<8xf32>) {
  %y, %bm, %bv, %r1, %r2 = tagrad.fused_batch_norm %x, %scale, %offset, %mean, %var
      : tensor<2x3x3x8xf16>, tensor<8xf32>, tensor<8xf32>, tensor<0xf32>,
        tensor<0xf32>
  return %y, %bm, %bv, %r1, %r2 : tensor<2x3x3x8xf16>, tensor<8xf32>,
      tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

// -----

// Inference forward: only the elementwise kernel; the statistics outputs are
// the inputs.
// CHECK-LABEL: func.func @forward_inference(
// CHECK-SAME: %[[X:[a-z0-9]+]]: tensor<2x8x3x3xf32>, %{{.*}}, %{{.*}}, %[[M:[a-z0-9]+]]: tensor<8xf32>, %[[V:[a-z0-9]+]]: tensor<8xf32>
// CHECK-NOT: function(@bn_forward_nchw_sum)
// CHECK: function(@bn_forward_nchw_apply)
// CHECK: return %{{.*}}, %[[M]], %[[V]], %[[M]], %[[V]]
func.func @forward_inference(%x: tensor<2x8x3x3xf32>, %scale: tensor<8xf32>,
                             %offset: tensor<8xf32>, %mean: tensor<8xf32>,
                             %var: tensor<8xf32>)
    -> (tensor<2x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>,
        tensor<8xf32>) {
  %y, %bm, %bv, %r1, %r2 = tagrad.fused_batch_norm %x, %scale, %offset, %mean, %var
      {data_format = "NCHW", is_training = false}
      : tensor<2x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>,
        tensor<8xf32>
  return %y, %bm, %bv, %r1, %r2 : tensor<2x8x3x3xf32>, tensor<8xf32>,
      tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}
