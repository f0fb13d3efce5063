// The PTX that --tagrad-gpu-pipeline produces (format=isa needs no GPU and
// no ptxas): one reduction, one finish and one elementwise kernel per op,
// f32 atomics for block partials, warp shuffles for NCHW, a shared-memory
// column sum for NHWC, and host code calling the mgpu* runtime.
//
// RUN: tagrad-opt %s --tagrad-gpu-pipeline="format=isa" | FileCheck %s
// RUN: tagrad-opt %s --tagrad-gpu-pipeline="format=isa chip=sm_80" \
// RUN:   | FileCheck %s --check-prefix=SM80

// Host code: one stream per op, device buffers, copies, three launches.
// CHECK-LABEL: llvm.func @grad_nhwc(
// CHECK: llvm.call @mgpuStreamCreate()
// CHECK: llvm.call @mgpuMemAlloc(
// CHECK: llvm.call @mgpuMemcpy(
// CHECK: llvm.call @mgpuMemset32(
// CHECK: gpu.launch_func <{{.*}}> @bn_grad_nhwc_reduce::@bn_grad_nhwc_reduce
// CHECK: gpu.launch_func <{{.*}}> @bn_grad_nhwc_finish::@bn_grad_nhwc_finish
// CHECK: gpu.launch_func <{{.*}}> @bn_grad_nhwc_apply::@bn_grad_nhwc_apply
// CHECK: llvm.call @mgpuMemFree(
// CHECK: llvm.call @mgpuStreamSynchronize(
// CHECK: llvm.call @mgpuStreamDestroy(

// NHWC kernels: PTX 8.0 for sm_90; rows summed through shared memory.
// CHECK-LABEL: gpu.binary @bn_grad_nhwc_reduce
// CHECK-SAME: #nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">
// CHECK-SAME: .version 8.0
// CHECK-SAME: .target sm_90
// CHECK-SAME: .entry bn_grad_nhwc_reduce(
// CHECK-SAME: ld.global.b32
// CHECK-SAME: ld.global.b32
// CHECK-SAME: fma.rn.f32
// CHECK-SAME: st.shared.b32
// CHECK-SAME: bar.sync
// CHECK-SAME: ld.shared.b32
// CHECK-SAME: atom.global.add.f32
// CHECK-LABEL: gpu.binary @bn_grad_nhwc_finish
// CHECK-SAME: .entry bn_grad_nhwc_finish(
// CHECK-SAME: sqrt.rn.f32
// CHECK-LABEL: gpu.binary @bn_grad_nhwc_apply
// CHECK-SAME: .entry bn_grad_nhwc_apply(
// CHECK-SAME: sqrt.rn.f32
// CHECK-SAME: ld.global.b32
// CHECK-SAME: fma.rn.f32
// CHECK-SAME: st.global.b32

// SM80: .version 7.0
// SM80-SAME: .target sm_80
func.func @grad_nhwc(%dy: tensor<32x7x7x512xf32>, %x: tensor<32x7x7x512xf32>,
                     %scale: tensor<512xf32>, %mean: tensor<512xf32>,
                     %var: tensor<512xf32>)
    -> (tensor<32x7x7x512xf32>, tensor<512xf32>, tensor<512xf32>) {
  %dx, %ds, %do, %r3, %r4 = tagrad.fused_batch_norm_grad %dy, %x, %scale, %mean, %var
      {epsilon = 1.0e-03 : f32, data_format = "NHWC"}
      : tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>, tensor<512xf32>,
        tensor<512xf32>, tensor<512xf32>
  return %dx, %ds, %do
      : tensor<32x7x7x512xf32>, tensor<512xf32>, tensor<512xf32>
}

// NCHW: one channel per block, the block combined with warp butterflies.
// CHECK-LABEL: gpu.binary @bn_grad_nchw_reduce
// CHECK-SAME: .entry bn_grad_nchw_reduce(
// CHECK-SAME: ld.global.b16
// CHECK-SAME: cvt.f32.bf16
// CHECK-SAME: shfl.sync.bfly.b32
// CHECK-SAME: bar.sync
// CHECK-SAME: atom.global.add.f32
// CHECK-LABEL: gpu.binary @bn_grad_nchw_apply
// CHECK-SAME: .entry bn_grad_nchw_apply(
// CHECK-SAME: cvt.rn.bf16.f32
// CHECK-SAME: st.global.b16
func.func @grad_nchw_bf16(%dy: tensor<?x64x?x?xbf16>, %x: tensor<?x64x?x?xbf16>,
                          %scale: tensor<64xf32>, %mean: tensor<64xf32>,
                          %var: tensor<64xf32>) -> tensor<?x64x?x?xbf16> {
  %dx, %ds, %do, %r3, %r4 = tagrad.fused_batch_norm_grad %dy, %x, %scale, %mean, %var
      {data_format = "NCHW"}
      : tensor<?x64x?x?xbf16>, tensor<?x64x?x?xbf16>, tensor<64xf32>,
        tensor<64xf32>, tensor<64xf32>
  return %dx : tensor<?x64x?x?xbf16>
}

// The forward op: two statistics sweeps (sum, centred sum of squares), then
// the elementwise kernel.
// CHECK-LABEL: gpu.binary @bn_forward_nhwc_sum
// CHECK-LABEL: gpu.binary @bn_forward_nhwc_mean
// CHECK-LABEL: gpu.binary @bn_forward_nhwc_sum_squares
// CHECK-LABEL: gpu.binary @bn_forward_nhwc_variance
// CHECK-LABEL: gpu.binary @bn_forward_nhwc_apply
// CHECK-SAME: cvt.f32.f16
// CHECK-SAME: cvt.rn.f16.f32
func.func @forward(%x: tensor<8x4x4x96xf16>, %scale: tensor<96xf32>,
                   %offset: tensor<96xf32>, %mean: tensor<0xf32>,
                   %var: tensor<0xf32>) -> tensor<8x4x4x96xf16> {
  %y, %bm, %bv, %r1, %r2 = tagrad.fused_batch_norm %x, %scale, %offset, %mean, %var
      : tensor<8x4x4x96xf16>, tensor<96xf32>, tensor<96xf32>, tensor<0xf32>,
        tensor<0xf32>
  return %y : tensor<8x4x4x96xf16>
}
