// RUN: tagrad-opt %s "--tagrad-cpu-pipeline=threads=3 min-parallel-bytes=0" --mlir-print-ir-after=tagrad-cpu-schedule-batch-norm -o /dev/null 2>&1 | FileCheck %s --check-prefix=T3
// RUN: tagrad-opt %s "--tagrad-cpu-pipeline=threads=1 min-parallel-bytes=0" --mlir-print-ir-after=tagrad-cpu-schedule-batch-norm -o /dev/null 2>&1 | FileCheck %s --check-prefix=T1
// RUN: tagrad-opt %s "--tagrad-cpu-pipeline=threads=3 min-parallel-bytes=0" | FileCheck %s --check-prefix=LLVM
// RUN: not tagrad-opt %s --tagrad-cpu-pipeline=threads=-2 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: tagrad-opt --help | FileCheck %s --check-prefix=HELP

// --tagrad-cpu-pipeline forwards `threads` to -tagrad-cpu-schedule-batch-norm.

// T3-LABEL: func.func @nhwc
// T3:       scf.forall (%{{.*}}) in (3) {{.*}} -> (tensor<3x96xf32>, tensor<3x96xf32>)
// T3:       scf.forall (%{{.*}}) in (3) {{.*}} -> (tensor<64x32xf32>)

// T1-LABEL: func.func @nhwc
// T1-NOT:   scf.forall
// T1:       return

// LLVM-LABEL: llvm.func @nhwc
// LLVM:       omp.parallel
// LLVM:       omp.wsloop

// BAD: error: -tagrad-cpu-schedule-batch-norm: threads must be 0 (the machine's logical CPUs) or positive, got -2

// HELP:      --tagrad-cpu-schedule-batch-norm
// HELP:        --threads=<long> {{.*}}0: the logical CPUs the compiling process may run on
// HELP:      --tagrad-cpu-pipeline
// HELP:        --threads=<long> {{.*}}0: the logical CPUs the compiling process may run on

func.func @nhwc(%dy: tensor<4x4x4x32xf32>, %x: tensor<4x4x4x32xf32>, %s: tensor<32xf32>, %m: tensor<32xf32>, %v: tensor<32xf32>) -> tensor<4x4x4x32xf32> {
  %0:5 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v : tensor<4x4x4x32xf32>, tensor<4x4x4x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  return %0#0 : tensor<4x4x4x32xf32>
}
