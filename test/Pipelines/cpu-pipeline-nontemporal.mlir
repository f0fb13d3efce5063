// RUN: tagrad-opt %s --tagrad-cpu-pipeline | FileCheck %s
// RUN: tagrad-opt %s --tagrad-cpu-pipeline=nontemporal-min-bytes=-1 | FileCheck %s --check-prefix=NONE

// The batch-norm gradient's x_backprop stores are non-temporal (streaming,
// 64-byte aligned vector stores guarded by an alignment check) only when the
// output is at least 1 MiB (the default nontemporal-min-bytes): [32,56,56,64]
// f32 is 25.7 MB (NHWC: the elementwise pass; NCHW: the per-channel fused
// pass), [4,14,14,64] is 200 KB and keeps ordinary stores.

// The pipeline option reaches the schedule: -1 streams nothing.
// NONE-LABEL: llvm.func @large_nhwc
// NONE-NOT:   nontemporal

// CHECK-LABEL: llvm.func @large_nhwc
// CHECK: llvm.store {{.*}} {alignment = 64 : i64, nontemporal} : vector<16xf32>, !llvm.ptr
// CHECK-LABEL: llvm.func @small_nhwc
// CHECK-NOT: nontemporal
// CHECK: llvm.return
// CHECK-LABEL: llvm.func @large_nchw
// CHECK: llvm.store {{.*}} {alignment = 64 : i64, nontemporal} : vector<16xf32>, !llvm.ptr

// Short planes fused in blocks of channels (1.6 MB): the whole vectors of
// the cut planes are streamed, and the next block's dy and x prefetched
// into L2 (hint 2) on the way.
// CHECK-LABEL: llvm.func @short_planes_nchw
// CHECK: "llvm.intr.prefetch"(%{{.*}}) <{cache = 1 : i32, hint = 2 : i32, rw = 0 : i32}>
// CHECK: "llvm.intr.prefetch"(%{{.*}}) <{cache = 1 : i32, hint = 2 : i32, rw = 0 : i32}>
// CHECK: llvm.store {{.*}} {alignment = 64 : i64, nontemporal} : vector<16xf32>, !llvm.ptr

func.func @large_nhwc(%dy: tensor<32x56x56x64xf32>, %x: tensor<32x56x56x64xf32>, %s: tensor<64xf32>, %m: tensor<64xf32>, %v: tensor<64xf32>) -> tensor<32x56x56x64xf32> {
  %0:5 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v : tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
  return %0#0 : tensor<32x56x56x64xf32>
}

func.func @small_nhwc(%dy: tensor<4x14x14x64xf32>, %x: tensor<4x14x14x64xf32>, %s: tensor<64xf32>, %m: tensor<64xf32>, %v: tensor<64xf32>) -> tensor<4x14x14x64xf32> {
  %0:5 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v : tensor<4x14x14x64xf32>, tensor<4x14x14x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
  return %0#0 : tensor<4x14x14x64xf32>
}

func.func @large_nchw(%dy: tensor<32x64x56x56xf32>, %x: tensor<32x64x56x56xf32>, %s: tensor<64xf32>, %m: tensor<64xf32>, %v: tensor<64xf32>) -> tensor<32x64x56x56xf32> {
  %0:5 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v {data_format = "NCHW"} : tensor<32x64x56x56xf32>, tensor<32x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
  return %0#0 : tensor<32x64x56x56xf32>
}

func.func @short_planes_nchw(%dy: tensor<32x64x14x14xf32>, %x: tensor<32x64x14x14xf32>, %s: tensor<64xf32>, %m: tensor<64xf32>, %v: tensor<64xf32>) -> tensor<32x64x14x14xf32> {
  %0:5 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v {data_format = "NCHW"} : tensor<32x64x14x14xf32>, tensor<32x64x14x14xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
  return %0#0 : tensor<32x64x14x14xf32>
}
