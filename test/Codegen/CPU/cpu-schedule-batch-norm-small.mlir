// RUN: tagrad-opt %s --convert-tagrad-to-linalg --canonicalize --tagrad-cpu-schedule-batch-norm=threads=2 --canonicalize --cse | FileCheck %s
// RUN: tagrad-opt %s --convert-tagrad-to-linalg --canonicalize "--tagrad-cpu-schedule-batch-norm=threads=2 min-parallel-bytes=0" --canonicalize --cse | FileCheck %s --check-prefix=ALWAYS
// RUN: tagrad-opt %s --convert-tagrad-to-linalg --canonicalize "--tagrad-cpu-schedule-batch-norm=threads=2 min-parallel-bytes=1048576" --canonicalize --cse | FileCheck %s --check-prefix=MIB
// RUN: not tagrad-opt %s --convert-tagrad-to-linalg "--tagrad-cpu-schedule-batch-norm=min-parallel-bytes=-1" 2>&1 | FileCheck %s --check-prefix=BAD

// min-parallel-bytes (default 64 KiB): a function whose batch-norm operands
// are all smaller is scheduled for one thread, without an scf.forall (an
// OpenMP region to fork and join: about a microsecond, more than a
// [2,3,4,5] gradient takes). Each function is decided on its own; a
// dynamic shape counts as large.

// CHECK-LABEL: func.func @tiny
// CHECK-NOT:   scf.forall
// CHECK:       vector.
// CHECK-LABEL: func.func @large
// CHECK:       scf.forall (%{{.*}}) in (2)
// CHECK-LABEL: func.func @dynamic
// CHECK:       scf.forall (%{{.*}}) in (2)
// ALWAYS-LABEL: func.func @tiny
// ALWAYS:       scf.forall (%{{.*}}) in (2)
// MIB-LABEL: func.func @large
// MIB-NOT:   scf.forall
// MIB-LABEL: func.func @dynamic
// MIB:       scf.forall (%{{.*}}) in (2)
// BAD: error: -tagrad-cpu-schedule-batch-norm: min-parallel-bytes must be non-negative, got -1

func.func @tiny(%dy: tensor<2x3x4x5xf32>, %x: tensor<2x3x4x5xf32>, %s: tensor<5xf32>, %m: tensor<5xf32>, %v: tensor<5xf32>) -> (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>) {
  %0:5 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v : tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
  return %0#0, %0#1, %0#2 : tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>
}

// 128 KiB each of dy, x and x_backprop.
func.func @large(%dy: tensor<4x16x16x32xf32>, %x: tensor<4x16x16x32xf32>, %s: tensor<32xf32>, %m: tensor<32xf32>, %v: tensor<32xf32>) -> (tensor<4x16x16x32xf32>, tensor<32xf32>, tensor<32xf32>) {
  %0:5 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v : tensor<4x16x16x32xf32>, tensor<4x16x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  return %0#0, %0#1, %0#2 : tensor<4x16x16x32xf32>, tensor<32xf32>, tensor<32xf32>
}

func.func @dynamic(%dy: tensor<?x3x4x5xf32>, %x: tensor<?x3x4x5xf32>, %s: tensor<5xf32>, %m: tensor<5xf32>, %v: tensor<5xf32>) -> (tensor<?x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>) {
  %0:5 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v : tensor<?x3x4x5xf32>, tensor<?x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
  return %0#0, %0#1, %0#2 : tensor<?x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>
}
