// RUN: tagrad-opt %s "--tagrad-cpu-pipeline=threads=2 min-parallel-bytes=0" --mlir-print-ir-after=tagrad-cpu-schedule-batch-norm -o /dev/null 2>&1 | FileCheck %s --check-prefix=BLOCKS
// RUN: tagrad-opt %s "--tagrad-cpu-pipeline=threads=2 min-parallel-bytes=0 max-block-bytes=3136" --mlir-print-ir-after=tagrad-cpu-schedule-batch-norm -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEPARATE
// RUN: not tagrad-opt %s "--tagrad-cpu-pipeline=max-cached-bytes=-1" 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: tagrad-opt --help | FileCheck %s --check-prefix=HELP

// --tagrad-cpu-pipeline forwards max-block-bytes and max-cached-bytes (the
// cache sizes the channels-first schedules are tuned to) to
// -tagrad-cpu-schedule-batch-norm. [4,16,7,7]: by default blocks of 8
// channels (8 x 4 x 49 x 4 bytes of dy and x each, within 256 KiB), one per
// thread, prefetching the next; with 3136 bytes a block could hold 2
// channels, whose runs (392 bytes) are too short, so the sums and the
// elementwise pass stay separate, each split between the threads.

// BLOCKS-LABEL: func.func @nchw
// BLOCKS:         scf.forall (%{{.*}}) in (2) shared_outs(%{{.*}} = %{{.*}}) -> (tensor<4x16x49xf32>)
// BLOCKS:           #tagrad.cpu_loop<{{.*}}prefetch_channels = 8>
// BLOCKS-NOT:     scf.forall (

// SEPARATE-LABEL: func.func @nchw
// SEPARATE:         scf.forall (%{{.*}}) in (2) shared_outs({{.*}}) -> (tensor<2x{{[0-9]+}}xf32>, tensor<2x{{[0-9]+}}xf32>)
// SEPARATE-NOT:     prefetch_channels
// SEPARATE:         scf.forall (%{{.*}}) in (2) shared_outs(%{{.*}} = %{{.*}}) -> (tensor<4x16x49xf32>)
// SEPARATE-NOT:     prefetch_channels

// BAD: error: -tagrad-cpu-schedule-batch-norm: max-block-bytes must be positive and max-cached-bytes non-negative, got 262144 and -1

// HELP:      --tagrad-cpu-pipeline
// HELP:        --max-block-bytes=<long> {{.*}}(a fraction of a core's L2)
// HELP:        --max-cached-bytes=<long> {{.*}}stay on separate passes

func.func @nchw(%dy: tensor<4x16x7x7xf32>, %x: tensor<4x16x7x7xf32>, %s: tensor<16xf32>, %m: tensor<16xf32>, %v: tensor<16xf32>) -> tensor<4x16x7x7xf32> {
  %0:5 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v {data_format = "NCHW"} : tensor<4x16x7x7xf32>, tensor<4x16x7x7xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  return %0#0 : tensor<4x16x7x7xf32>
}
