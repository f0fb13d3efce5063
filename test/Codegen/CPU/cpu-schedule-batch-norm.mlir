// RUN: tagrad-opt %s --split-input-file --convert-tagrad-to-linalg --canonicalize "--tagrad-cpu-schedule-batch-norm=threads=2 min-parallel-bytes=0" --canonicalize --cse | FileCheck %s
// RUN: tagrad-opt %s --split-input-file --convert-tagrad-to-linalg --canonicalize "--tagrad-cpu-schedule-batch-norm=threads=1 min-parallel-bytes=0" --canonicalize --cse | FileCheck %s --check-prefix=T1
// RUN: tagrad-opt %s --split-input-file --convert-tagrad-to-linalg --canonicalize "--tagrad-cpu-schedule-batch-norm=threads=3 min-parallel-bytes=0" --canonicalize --cse | FileCheck %s --check-prefix=T3
// RUN: tagrad-opt %s --split-input-file --convert-tagrad-to-linalg --canonicalize "--tagrad-cpu-schedule-batch-norm=threads=4 min-parallel-bytes=0" --canonicalize --cse | FileCheck %s --check-prefix=T4
// RUN: not tagrad-opt %s --split-input-file --convert-tagrad-to-linalg --tagrad-cpu-schedule-batch-norm=threads=-1 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: tagrad-opt %s --split-input-file --convert-tagrad-to-linalg --canonicalize "--tagrad-cpu-schedule-batch-norm=nontemporal-min-bytes=-1 min-parallel-bytes=0" | FileCheck %s --check-prefix=NT-NONE
// RUN: tagrad-opt %s --split-input-file --convert-tagrad-to-linalg --canonicalize "--tagrad-cpu-schedule-batch-norm=nontemporal-min-bytes=0 min-parallel-bytes=0" | FileCheck %s --check-prefix=NT-ALL
// RUN: tagrad-opt %s --split-input-file --convert-tagrad-to-linalg --canonicalize --tagrad-cpu-schedule-batch-norm="threads=2 max-block-bytes=65536 min-parallel-bytes=0" --canonicalize --cse | FileCheck %s --check-prefix=BLOCK64K
// RUN: tagrad-opt %s --split-input-file --convert-tagrad-to-linalg --canonicalize --tagrad-cpu-schedule-batch-norm="threads=2 max-block-bytes=131072 min-parallel-bytes=0" --canonicalize --cse | FileCheck %s --check-prefix=BLOCK128K
// RUN: not tagrad-opt %s --split-input-file --convert-tagrad-to-linalg --tagrad-cpu-schedule-batch-norm=max-block-bytes=0 2>&1 | FileCheck %s --check-prefix=BAD-BUDGET

// threads: T threads (0, the default of the NT- runs: this machine's
// logical CPUs); the CHECK lines are for T = 2. A negative count is an
// error.
// BAD: error: -tagrad-cpu-schedule-batch-norm: threads must be 0 (the machine's logical CPUs) or positive, got -1
// BAD-BUDGET: error: -tagrad-cpu-schedule-batch-norm: max-block-bytes must be positive and max-cached-bytes non-negative, got 0 and 8388608

// max-block-bytes is the L2 budget of a block of channels: with 64 KiB
// instead of 256, @nchw_short_planes ([32,64,14,14], 49 KiB of dy and x per
// channel) gets blocks of one channel, 64 of them, instead of four (with
// 128 KiB, two: BLOCK128K below).
// BLOCK64K-LABEL: func.func @nchw_short_planes
// BLOCK64K:       scf.forall (%{{.*}}) in (64) shared_outs({{.*}}) -> (tensor<32x64x196xf32>)
// BLOCK64K:       } {tagrad.cpu_loop = #tagrad.cpu_loop<nontemporal = true, prefetch_channels = 1>}

// nontemporal-min-bytes=-1 marks no loop, 0 every static x_backprop loop.
// NT-NONE-NOT: nontemporal = true
// NT-ALL-LABEL: func.func @nhwc_small
// NT-ALL:       } {tagrad.cpu_loop = #tagrad.cpu_loop<nontemporal = true>}
// NT-ALL-LABEL: func.func @nhwc_dynamic
// NT-ALL-NOT:   nontemporal = true
// NT-ALL:       return

// Channels-last gradient, 25.7 MB x_backprop: the sums split the rows
// between two threads, each share in 98 sub-shares of at most 512 rows
// (the sums' error grows with the rows a lane adds in a row) summed one
// after the other into [2 x 98, C] partials (16 channels per vector; each
// row padded by 64 elements so the threads never share a cache line), a
// [196, C] -> [C] generic adds them (pairwise, once lowered); the elementwise pass splits the rows
// the same way and its vector loop is marked for non-temporal stores. The
// elementwise pass runs backwards, its rows from the last of the thread's
// share and its lanes from the last 16 channels (row 50175 - i, lanes
// 48 - j), so that it starts on the rows the sums read last.
// CHECK-DAG:   #[[LAST_ROW_DOWN:.*]] = affine_map<(d0) -> (-d0 + 50175)>
// CHECK-DAG:   #[[LAST_LANE_DOWN:.*]] = affine_map<(d0) -> (-d0 + 48)>

// CHECK-LABEL: func.func @nhwc_large
// CHECK:       %[[PARTIALS:.*]]:2 = scf.forall (%{{.*}}) in (2) shared_outs({{.*}}) -> (tensor<196x128xf32>, tensor<196x128xf32>)
// CHECK:         scf.for %{{.*}} = %c0 to %c98 step %c1 iter_args({{.*}}) -> (tensor<98x64xf32>, tensor<98x64xf32>)
// CHECK:           scf.for
// CHECK:             scf.for %{{.*}} = %c0 to %c64 step %c16
// CHECK:               vector.transfer_read {{.*}} : tensor<1x16xf32>, vector<16xf32>
// CHECK:               arith.addf {{.*}} : vector<16xf32>
// CHECK:             } {tagrad.cpu_loop = #tagrad.cpu_loop<prefetch_row_bytes = 8192>}
// CHECK:       %[[P0:.*]] = tensor.extract_slice %[[PARTIALS]]#0[0, 0] [196, 64] [1, 1]
// CHECK:       %[[P1:.*]] = tensor.extract_slice %[[PARTIALS]]#1[0, 0] [196, 64] [1, 1]
// CHECK:       linalg.generic {{.*}}iterator_types = ["reduction", "parallel"]{{.*}}ins(%[[P0]], %[[P1]] : tensor<196x64xf32>, tensor<196x64xf32>)
// CHECK:       scf.forall (%{{.*}}) in (2) shared_outs({{.*}}) -> (tensor<100352x64xf32>)
// CHECK:         scf.for %[[TRIP:.*]] = %c0 to %c50176 step %c1
// CHECK:           %[[ROW:.*]] = affine.apply #[[LAST_ROW_DOWN]](%[[TRIP]])
// CHECK:           scf.for %[[LANE_TRIP:.*]] = %c0 to %c64 step %c16
// CHECK:             %[[LANE:.*]] = affine.apply #[[LAST_LANE_DOWN]](%[[LANE_TRIP]])
// CHECK:             tensor.extract_slice {{.*}}[%[[ROW]], %[[LANE]]] [1, 16] [1, 1]
// CHECK:             vector.transfer_write {{.*}} : vector<16xf32>, tensor<1x16xf32>
// CHECK:           } {tagrad.cpu_loop = #tagrad.cpu_loop<nontemporal = true, prefetch_row_bytes = -8192>}
// One thread: [196, C] partials (sub-shares of 512 rows), no padding; the
// single-iteration foralls fold away. Three and four: [T x K, C] partials
// padded by 64 (the threads' shares of the 100352 rows: 33451 and 25088
// rows, never empty, so no max with 0; K = 66 and 49 sub-shares).

// T1-LABEL: func.func @nhwc_large
// T1-NOT:     scf.forall
// T1:         linalg.fill {{.*}} -> tensor<196x64xf32>
// T1:         scf.for %{{.*}} = %c0 to %c196 step %c1
// T1:         linalg.generic {{.*}}iterator_types = ["reduction", "parallel"]{{.*}}ins({{.*}} : tensor<196x64xf32>, tensor<196x64xf32>)
// T1-NOT:     scf.forall
// T1:         } {tagrad.cpu_loop = #tagrad.cpu_loop<nontemporal = true, prefetch_row_bytes = -8192>}
// T1-NOT:     scf.forall
// T1:         return

// T3-LABEL: func.func @nhwc_large
// T3:       scf.forall (%{{.*}}) in (3) shared_outs({{.*}}) -> (tensor<198x128xf32>, tensor<198x128xf32>)
// T3-NOT:     affine.max
// T3:         scf.forall.in_parallel
// T3:       linalg.generic {{.*}}iterator_types = ["reduction", "parallel"]{{.*}} : tensor<198x64xf32>, tensor<198x64xf32>)
// T3:       scf.forall (%{{.*}}) in (3) shared_outs({{.*}}) -> (tensor<100352x64xf32>)
// T3:           } {tagrad.cpu_loop = #tagrad.cpu_loop<nontemporal = true, prefetch_row_bytes = -8192>}

// T4-LABEL: func.func @nhwc_large
// T4:       scf.forall (%{{.*}}) in (4) shared_outs({{.*}}) -> (tensor<196x128xf32>, tensor<196x128xf32>)
// T4:       linalg.generic {{.*}}iterator_types = ["reduction", "parallel"]{{.*}} : tensor<196x64xf32>, tensor<196x64xf32>)
// T4:       scf.forall (%{{.*}}) in (4) shared_outs({{.*}}) -> (tensor<100352x64xf32>)
func.func @nhwc_large(%dy: tensor<32x56x56x64xf32>, %x: tensor<32x56x56x64xf32>, %s: tensor<64xf32>, %m: tensor<64xf32>, %v: tensor<64xf32>) -> (tensor<32x56x56x64xf32>, tensor<64xf32>, tensor<64xf32>) {
  %0:5 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v : tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
  return %0#0, %0#1, %0#2 : tensor<32x56x56x64xf32>, tensor<64xf32>, tensor<64xf32>
}

// -----

// Rows of 512 channels are summed one row at a time like narrower ones
// (no [8, 16] tiles), the vector loop prefetching rows 8 KiB ahead. The
// elementwise pass runs backwards, so its vector loop prefetches rows
// 8 KiB back (-8192) and streams its stores.
// CHECK-LABEL: func.func @nhwc_wide_rows
// CHECK:       scf.forall (%{{.*}}) in (2) shared_outs({{.*}}) -> (tensor<4x576xf32>, tensor<4x576xf32>)
// CHECK:         scf.for %{{.*}} = %c0 to %{{.*}} step %c1
// CHECK:           scf.for %{{.*}} = %c0 to %c512 step %c16
// CHECK:             vector.transfer_read {{.*}} : tensor<1x16xf32>, vector<16xf32>
// CHECK:             arith.addf {{.*}} : vector<16xf32>
// CHECK:           } {tagrad.cpu_loop = #tagrad.cpu_loop<prefetch_row_bytes = 8192>}
// CHECK:       scf.forall (%{{.*}}) in (2) shared_outs({{.*}}) -> (tensor<1568x512xf32>)
// CHECK:             vector.transfer_write {{.*}} : vector<16xf32>, tensor<1x16xf32>
// CHECK:           } {tagrad.cpu_loop = #tagrad.cpu_loop<nontemporal = true, prefetch_row_bytes = -8192>}
// CHECK-NOT:   vector<8x16xf32>
// CHECK:       return
// T1-LABEL:    func.func @nhwc_wide_rows
// T1:          scf.for %{{.*}} = %c0 to %c1568 step %c1
// T1:            vector.transfer_read {{.*}} : tensor<1x16xf32>, vector<16xf32>
// T1:          } {tagrad.cpu_loop = #tagrad.cpu_loop<prefetch_row_bytes = 8192>}
// T1:          } {tagrad.cpu_loop = #tagrad.cpu_loop<nontemporal = true, prefetch_row_bytes = -8192>}
func.func @nhwc_wide_rows(%dy: tensor<32x7x7x512xf32>, %x: tensor<32x7x7x512xf32>, %s: tensor<512xf32>, %m: tensor<512xf32>, %v: tensor<512xf32>) -> (tensor<32x7x7x512xf32>, tensor<512xf32>, tensor<512xf32>) {
  %0:5 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v : tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>
  return %0#0, %0#1, %0#2 : tensor<32x7x7x512xf32>, tensor<512xf32>, tensor<512xf32>
}

// CHECK-LABEL: func.func @nhwc_narrower_rows
// CHECK:       scf.forall (%{{.*}}) in (2) shared_outs({{.*}}) -> (tensor<4x560xf32>, tensor<4x560xf32>)
// CHECK:         scf.for %{{.*}} = %c0 to %{{.*}} step %c1
// CHECK:           scf.for %{{.*}} = %c0 to %c496 step %c16
// CHECK:             vector.transfer_read {{.*}} : tensor<1x16xf32>, vector<16xf32>
// CHECK-NOT:   vector<8x16xf32>
// CHECK:       return
func.func @nhwc_narrower_rows(%dy: tensor<32x7x7x496xf32>, %x: tensor<32x7x7x496xf32>, %s: tensor<496xf32>, %m: tensor<496xf32>, %v: tensor<496xf32>) -> (tensor<32x7x7x496xf32>, tensor<496xf32>, tensor<496xf32>) {
  %0:5 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v : tensor<32x7x7x496xf32>, tensor<32x7x7x496xf32>, tensor<496xf32>, tensor<496xf32>, tensor<496xf32>
  return %0#0, %0#1, %0#2 : tensor<32x7x7x496xf32>, tensor<496xf32>, tensor<496xf32>
}

// -----

// Small channels-last gradient: same schedule, ordinary stores. Each of the
// two [2, C] partials is its own zero-filled alloc_tensor, which CSE leaves
// apart (two tensor.empty + fill pairs would become one, which
// bufferization would then copy into each buffer).

// CHECK-LABEL: func.func @nhwc_small
// CHECK:       %[[P0:.*]] = bufferization.alloc_tensor() : tensor<2x96xf32>
// CHECK:       %[[Z0:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[P0]] : tensor<2x96xf32>)
// CHECK:       %[[P1:.*]] = bufferization.alloc_tensor() : tensor<2x96xf32>
// CHECK:       %[[Z1:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[P1]] : tensor<2x96xf32>)
// CHECK:       scf.forall (%{{.*}}) in (2) shared_outs(%{{.*}} = %[[Z0]], %{{.*}} = %[[Z1]]) -> (tensor<2x96xf32>, tensor<2x96xf32>)
// CHECK:       scf.forall (%{{.*}}) in (2) {{.*}} -> (tensor<32x32xf32>)
// CHECK-NOT:   nontemporal = true
// CHECK:       return
func.func @nhwc_small(%dy: tensor<2x4x4x32xf32>, %x: tensor<2x4x4x32xf32>, %s: tensor<32xf32>, %m: tensor<32xf32>, %v: tensor<32xf32>) -> tensor<2x4x4x32xf32> {
  %0:5 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v : tensor<2x4x4x32xf32>, tensor<2x4x4x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  return %0#0 : tensor<2x4x4x32xf32>
}

// -----

// Channels-first gradient with 784-element planes, longer than a vector
// per plane: fused in blocks all the same, since its runs are whole
// vectors. Blocks of 4 channels (8 * 4 * 784 * 4 * 2 = 200 KB of dy and x),
// 8 blocks, runs of 3136 elements: the sums over the batch into [3136]
// partials, one 784-element reduction per channel, the coefficients, the
// elementwise pass over the runs (x_backprop, 800 KB, under the 1 MiB of
// non-temporal stores), prefetching the next run.

// CHECK-LABEL: func.func @nchw_planes
// CHECK:       scf.forall (%[[B:.*]]) in (8) shared_outs({{.*}}) -> (tensor<8x32x784xf32>)
// CHECK:         tensor.expand_shape %{{.*}} output_shape [8, 8, 3136] : tensor<8x25088xf32> into tensor<8x8x3136xf32>
// CHECK:         scf.for %{{.*}} = %c0 to %c8 step %c1 iter_args(%{{.*}}, %{{.*}}) -> (tensor<3136xf32>, tensor<3136xf32>)
// CHECK:           scf.for %{{.*}} = %c0 to %c3136 step %c16
// CHECK:         scf.for %{{.*}} = %c0 to %c4 step %c1
// CHECK-COUNT-2:   vector.reduction <add>, %{{.*}}, %{{.*}} fastmath<reassoc> : vector<784xf32> into f32
// CHECK:         scf.for %{{.*}} = %c0 to %c8 step %c1 iter_args({{.*}}) -> (tensor<8x1x3136xf32>)
// CHECK:           scf.for %{{.*}} = %c0 to %c3136 step %c16
// CHECK:             vector.transfer_write {{.*}} : vector<16xf32>, tensor<1x1x16xf32>
// CHECK-NOT:   nontemporal = true
// CHECK:           } {tagrad.cpu_loop = #tagrad.cpu_loop<prefetch_channels = 1>}
// CHECK:         scf.forall.in_parallel
// CHECK-NEXT:      tensor.parallel_insert_slice {{.*}}[0, %{{.*}}, 0] [8, 4, 784] [1, 1, 1]
func.func @nchw_planes(%dy: tensor<8x32x28x28xf32>, %x: tensor<8x32x28x28xf32>, %s: tensor<32xf32>, %m: tensor<32xf32>, %v: tensor<32xf32>) -> tensor<8x32x28x28xf32> {
  %0:5 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v {data_format = "NCHW"} : tensor<8x32x28x28xf32>, tensor<8x32x28x28xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  return %0#0 : tensor<8x32x28x28xf32>
}

// -----

// 900-element planes (30x30) are whole vectors only in runs of 4 planes:
// with 8 channels, blocks of 4 (2 blocks, runs of 3600 elements), summed
// over the batch first; with 6 channels no block has such runs, and the
// planes, too long for a vector per plane, are fused per channel instead.

// CHECK-LABEL: func.func @nchw_long_planes_runs
// CHECK:       scf.forall (%{{.*}}) in (2) shared_outs({{.*}}) -> (tensor<2x8x900xf32>)
// CHECK:         tensor.expand_shape %{{.*}} output_shape [2, 2, 3600] : tensor<2x7200xf32> into tensor<2x2x3600xf32>
// CHECK-COUNT-2:   vector.reduction <add>, %{{.*}}, %{{.*}} fastmath<reassoc> : vector<900xf32> into f32
// CHECK:         } {tagrad.cpu_loop = #tagrad.cpu_loop<prefetch_channels = 1>}
// CHECK:         tensor.parallel_insert_slice {{.*}} [2, 4, 900] [1, 1, 1]
// CHECK-LABEL: func.func @nchw_long_planes_no_runs
// CHECK:       scf.forall (%{{.*}}) in (6) shared_outs({{.*}}) -> (tensor<2x6x900xf32>)
// CHECK-NOT:     vector<900xf32>
// CHECK-NOT:     prefetch_channels
// CHECK:         tensor.parallel_insert_slice {{.*}} [2, 1, 900] [1, 1, 1]
// CHECK:       return
func.func @nchw_long_planes_runs(%dy: tensor<2x8x30x30xf32>, %x: tensor<2x8x30x30xf32>, %s: tensor<8xf32>, %m: tensor<8xf32>, %v: tensor<8xf32>) -> tensor<2x8x30x30xf32> {
  %0:5 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v {data_format = "NCHW"} : tensor<2x8x30x30xf32>, tensor<2x8x30x30xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
  return %0#0 : tensor<2x8x30x30xf32>
}
func.func @nchw_long_planes_no_runs(%dy: tensor<2x6x30x30xf32>, %x: tensor<2x6x30x30xf32>, %s: tensor<6xf32>, %m: tensor<6xf32>, %v: tensor<6xf32>) -> tensor<2x6x30x30xf32> {
  %0:5 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v {data_format = "NCHW"} : tensor<2x6x30x30xf32>, tensor<2x6x30x30xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
  return %0#0 : tensor<2x6x30x30xf32>
}

// -----

// Planes too long for a block (one channel's dy and x, 7 * 4900 * 4 * 2 =
// 274 KB, over 256 KiB): one scf.forall over the 32 channels holds the
// channel's two sums (an odd batch, one plane per step: each plane into
// 16-lane vector accumulators, reduced into the plane's partial sums, one
// per plane, which a generic left to -tagrad-lower-pairwise-reductions adds
// into the channel's sums), its coefficients and its elementwise pass.

// CHECK-LABEL: func.func @nchw_odd_batch
// CHECK:       scf.forall (%[[C:.*]]) in (32) shared_outs({{.*}}) -> (tensor<7x32x4900xf32>)
// CHECK:         scf.for %{{.*}} = %c0 to %c7 step %c1 iter_args({{.*}}) -> (tensor<7x1xf32>, tensor<7x1xf32>)
// CHECK:           scf.for %{{.*}} = %c0 to %c4900 step %c16 iter_args({{.*}}) -> (tensor<1x1x16xf32>, tensor<1x1x16xf32>)
// CHECK:             arith.mulf {{.*}} : vector<16xf32>
// CHECK:           linalg.reduce
// CHECK:           linalg.reduce
// CHECK:         linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins({{.*}} : tensor<7x1xf32>, tensor<7x1xf32>) outs({{.*}} : tensor<1xf32>, tensor<1xf32>)
// CHECK:         linalg.generic
// CHECK:         scf.for %{{.*}} = %c0 to %c7 step %c1 iter_args({{.*}}) -> (tensor<7x1x4900xf32>)
// CHECK:           scf.for %{{.*}} = %c0 to %c4900 step %c16
// CHECK:             vector.transfer_write {{.*}} : vector<16xf32>, tensor<1x1x{{.*}}xf32>
// CHECK:           } {tagrad.cpu_loop = #tagrad.cpu_loop<nontemporal = true>}
// CHECK:         scf.forall.in_parallel
// CHECK-NEXT:      tensor.parallel_insert_slice {{.*}}[0, %[[C]], 0] [7, 1, 4900] [1, 1, 1]
func.func @nchw_odd_batch(%dy: tensor<7x32x70x70xf32>, %x: tensor<7x32x70x70xf32>, %s: tensor<32xf32>, %m: tensor<32xf32>, %v: tensor<32xf32>) -> tensor<7x32x70x70xf32> {
  %0:5 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v {data_format = "NCHW"} : tensor<7x32x70x70xf32>, tensor<7x32x70x70xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  return %0#0 : tensor<7x32x70x70xf32>
}

// -----

// The fused channels-first pass writing a 25.7 MB x_backprop is marked for
// non-temporal stores (one channel, 800 KB of dy and x, is too long for a
// block; an even batch: two planes per step in the sums).

// CHECK-LABEL: func.func @nchw_large
// CHECK:       scf.forall (%{{.*}}) in (64)
// CHECK:         scf.for %{{.*}} = %c0 to %c32 step %c2 iter_args({{.*}}) -> (tensor<32x1xf32>, tensor<32x1xf32>)
// CHECK:           scf.for %{{.*}} = %c0 to %c3136 step %c16 iter_args({{.*}}) -> (tensor<2x1x16xf32>, tensor<2x1x16xf32>)
// CHECK:             arith.mulf {{.*}} : vector<2x1x16xf32>
// CHECK:           linalg.reduce ins({{.*}} : tensor<2x1x16xf32>) outs({{.*}} : tensor<2x1xf32>) dimensions = [2]
// CHECK:         linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins({{.*}} : tensor<32x1xf32>, tensor<32x1xf32>)
// CHECK:         scf.for %{{.*}} = %c0 to %c3136 step %c16
// CHECK:             vector.transfer_write {{.*}} : vector<16xf32>, tensor<1x1x16xf32>
// CHECK:           } {tagrad.cpu_loop = #tagrad.cpu_loop<nontemporal = true>}
func.func @nchw_large(%dy: tensor<32x64x56x56xf32>, %x: tensor<32x64x56x56xf32>, %s: tensor<64xf32>, %m: tensor<64xf32>, %v: tensor<64xf32>) -> tensor<32x64x56x56xf32> {
  %0:5 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v {data_format = "NCHW"} : tensor<32x64x56x56xf32>, tensor<32x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
  return %0#0 : tensor<32x64x56x56xf32>
}

// -----

// Short static planes (up to 256 elements) are fused in blocks of channels:
// blocks of K channels whose dy and x span at most 256 KiB, K dividing C
// into an even number of blocks, those whose run per batch entry (K planes)
// is whole 16-lane vectors first, each run at least 512 bytes (here 8 * 16
// * 49 * 4 * 2 = 50 KB, 2 blocks of 16 channels, runs of 784 elements: 49
// vectors). Per block, over its runs (dy and x viewed as [8, 2, 784],
// dimension 1 the block): the sums over the batch, whole vectors per run
// position ([8, 784] rows, the mean spread to the 784 elements) into [784]
// partials, then each channel's 49 partials reduced horizontally (lanes in
// any order: once per channel, not per plane); the coefficients; then the
// elementwise pass over the block's runs (still cached), the other three
// per-channel operands spread the same way (16 lanes at a time per
// channel), one flat sweep of whole vectors per batch entry, marked to
// prefetch the next run.

// CHECK-LABEL: func.func @nchw_small_planes
// CHECK:       scf.forall (%[[B:.*]]) in (2) shared_outs({{.*}}) -> (tensor<8x32x49xf32>)
// CHECK:         %[[C0:.*]] = affine.apply #{{.*}}(%[[B]])
// CHECK:         %[[DY_VIEW:.*]] = tensor.expand_shape %{{.*}} {{\[}}[0], [1, 2]] output_shape [8, 2, 784] : tensor<8x1568xf32> into tensor<8x2x784xf32>
// CHECK:         %[[DY_BLOCK:.*]] = tensor.extract_slice %[[DY_VIEW]][0, %[[B]], 0] [8, 1, 784] [1, 1, 1]
// CHECK:         %[[DY_ROWS:.*]] = tensor.collapse_shape %[[DY_BLOCK]] {{\[}}[0, 1], [2]] : tensor<8x1x784xf32> into tensor<8x784xf32>
// CHECK:         %[[X_VIEW:.*]] = tensor.expand_shape %{{.*}} {{\[}}[0], [1, 2]] output_shape [8, 2, 784] : tensor<8x1568xf32> into tensor<8x2x784xf32>
// CHECK:         %[[X_BLOCK:.*]] = tensor.extract_slice %[[X_VIEW]][0, %[[B]], 0] [8, 1, 784] [1, 1, 1]
// CHECK:         %[[X_ROWS:.*]] = tensor.collapse_shape %[[X_BLOCK]] {{\[}}[0, 1], [2]] : tensor<8x1x784xf32> into tensor<8x784xf32>
// CHECK:           vector.transfer_write {{.*}} : vector<16xf32>, tensor<1x?xf32>
// CHECK:         %[[MEAN_SPREAD:.*]] = tensor.collapse_shape %{{.*}} {{\[}}[0, 1]] : tensor<16x49xf32> into tensor<784xf32>
// CHECK:         scf.for %[[SN:.*]] = %c0 to %c8 step %c1 iter_args(%{{.*}}, %{{.*}}) -> (tensor<784xf32>, tensor<784xf32>)
// CHECK:           scf.for %[[SF:.*]] = %c0 to %c784 step %c16
// CHECK:             tensor.extract_slice %[[DY_ROWS]][%[[SN]], %[[SF]]] [1, 16] [1, 1]
// CHECK:             tensor.extract_slice %[[X_ROWS]][%[[SN]], %[[SF]]] [1, 16] [1, 1]
// CHECK:             tensor.extract_slice %[[MEAN_SPREAD]][%[[SF]]] [16] [1]
// CHECK-COUNT-2:     vector.transfer_write {{.*}} : vector<16xf32>, tensor<16xf32>
// CHECK:         scf.for %{{.*}} = %c0 to %c16 step %c1
// CHECK-COUNT-2:   vector.reduction <add>, %{{.*}}, %{{.*}} fastmath<reassoc> : vector<49xf32> into f32
// CHECK:         linalg.generic {{.*}}iterator_types = ["parallel"]{{.*}}ins({{.*}} : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>)
// CHECK-COUNT-3: vector.transfer_write {{.*}} : vector<16xf32>, tensor<1x?xf32>
// CHECK:         scf.for %[[N:.*]] = %c0 to %c8 step %c1
// CHECK:           scf.for %[[F:.*]] = %c0 to %c784 step %c16
// CHECK:             tensor.extract_slice %[[DY_BLOCK]][%[[N]], 0, %[[F]]] [1, 1, 16] [1, 1, 1]
// CHECK:             tensor.extract_slice %[[X_BLOCK]][%[[N]], 0, %[[F]]] [1, 1, 16] [1, 1, 1]
// CHECK:             vector.transfer_write {{.*}} : vector<16xf32>, tensor<1x1x16xf32>
// CHECK:           } {tagrad.cpu_loop = #tagrad.cpu_loop<prefetch_channels = 1>}
// CHECK:         tensor.expand_shape %{{.*}} output_shape [8, 16, 49] : tensor<8x784xf32> into tensor<8x16x49xf32>
// CHECK:         scf.forall.in_parallel
// CHECK-NEXT:      tensor.parallel_insert_slice %{{.*}} into %{{.*}}[0, %[[C0]], 0] [8, 16, 49] [1, 1, 1]
// CHECK-NOT:   scf.forall (
// CHECK:       return
// Blocks of channels for T threads: a multiple of T blocks where C allows
// it. One thread: one block of all 32 channels, runs of 1568 elements (the
// forall of one iteration folds away, and there is no next block to
// prefetch); four: 4 blocks of 8; three: 32 has no multiple of 3 blocks, so
// 3 blocks or more: 4 of 8. Runs of 8 planes (392 elements) are not whole
// vectors: those blocks' elementwise pass goes plane by plane, prefetching
// 8 channels further on.

// T1-LABEL: func.func @nchw_small_planes
// T1-NOT:     scf.forall
// T1-NOT:     prefetch_channels
// T1:         vector.reduction <add>, %{{.*}}, %{{.*}} fastmath<reassoc> : vector<49xf32> into f32
// T1:         tensor.expand_shape %{{.*}} output_shape [8, 1, 1568]
// T1:         scf.for %{{.*}} = %c0 to %c1568 step %c16
// T1-NOT:     prefetch_channels
// T1:         return
// T3-LABEL: func.func @nchw_small_planes
// T3:       scf.forall (%{{.*}}) in (4) shared_outs({{.*}}) -> (tensor<8x32x49xf32>)
// T3:         } {tagrad.cpu_loop = #tagrad.cpu_loop<prefetch_channels = 8>}
// T4-LABEL: func.func @nchw_small_planes
// T4:       scf.forall (%{{.*}}) in (4) shared_outs({{.*}}) -> (tensor<8x32x49xf32>)
// T4:         } {tagrad.cpu_loop = #tagrad.cpu_loop<prefetch_channels = 8>}
func.func @nchw_small_planes(%dy: tensor<8x32x7x7xf32>, %x: tensor<8x32x7x7xf32>, %s: tensor<32xf32>, %m: tensor<32xf32>, %v: tensor<32xf32>) -> tensor<8x32x7x7xf32> {
  %0:5 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v {data_format = "NCHW"} : tensor<8x32x7x7xf32>, tensor<8x32x7x7xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  return %0#0 : tensor<8x32x7x7xf32>
}

// -----

// An odd channel count: no K > 1 divides 5 into an even number of blocks
// or into two blocks or more, so blocks of one channel (runs of 784 bytes).

// CHECK-LABEL: func.func @nchw_odd_channels
// CHECK:       scf.forall (%{{.*}}) in (5) shared_outs({{.*}}) -> (tensor<2x5x196xf32>)
// CHECK:         vector.reduction <add>, %{{.*}}, %{{.*}} fastmath<reassoc> : vector<196xf32> into f32
// CHECK:       } {tagrad.cpu_loop = #tagrad.cpu_loop<prefetch_channels = 1>}
func.func @nchw_odd_channels(%dy: tensor<2x5x14x14xf32>, %x: tensor<2x5x14x14xf32>, %s: tensor<5xf32>, %m: tensor<5xf32>, %v: tensor<5xf32>) -> tensor<2x5x14x14xf32> {
  %0:5 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v {data_format = "NCHW"} : tensor<2x5x14x14xf32>, tensor<2x5x14x14xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
  return %0#0 : tensor<2x5x14x14xf32>
}

// -----

// 196-element planes: blocks of 4 channels (200 KB of dy and x), 16
// blocks, runs of 784 elements: the block's sums run over the batch into
// [784] partials, then one 196-element reduction per channel; its
// elementwise pass sweeps each run flat, all whole vectors (the
// non-temporal loop, x_backprop's 1.6 MB being over the default 1 MiB,
// prefetching the next run).

// CHECK-LABEL: func.func @nchw_short_planes
// CHECK:       scf.forall (%[[B:.*]]) in (16) shared_outs({{.*}}) -> (tensor<32x64x196xf32>)
// CHECK:         tensor.expand_shape %{{.*}} output_shape [32, 16, 784] : tensor<32x12544xf32> into tensor<32x16x784xf32>
// CHECK:         scf.for %{{.*}} = %c0 to %c32 step %c1 iter_args(%{{.*}}, %{{.*}}) -> (tensor<784xf32>, tensor<784xf32>)
// CHECK:           scf.for %{{.*}} = %c0 to %c784 step %c16
// CHECK:         vector.reduction <add>, %{{.*}}, %{{.*}} fastmath<reassoc> : vector<196xf32> into f32
// CHECK:         scf.for %{{.*}} = %c0 to %c32 step %c1
// CHECK:           scf.for %{{.*}} = %c0 to %c784 step %c16
// CHECK:             vector.transfer_write {{.*}} {in_bounds = [true]} : vector<16xf32>, tensor<1x1x16xf32>
// CHECK:           } {tagrad.cpu_loop = #tagrad.cpu_loop<nontemporal = true, prefetch_channels = 1>}
// CHECK-NOT:   scf.forall (
// CHECK:       return

// With a 128 KiB budget, blocks of 2 channels (100 KB), 32 blocks, whose
// runs (392 elements) are not whole vectors: the block's elementwise pass
// cuts each plane where its memory reaches a 64-byte boundary of the whole
// tensor (the cut depends on the channel in the block and the block, not
// on the batch entry: 64 * 196 elements are whole vectors): a masked head,
// whole 16-lane vectors (the non-temporal loop, prefetching 2 channels
// further on), a masked tail.

// BLOCK128K-LABEL: func.func @nchw_short_planes
// BLOCK128K:       scf.forall (%[[B:.*]]) in (32) shared_outs({{.*}}) -> (tensor<32x64x196xf32>)
// BLOCK128K:         vector.reduction <add>, %{{.*}}, %{{.*}} fastmath<reassoc> : vector<196xf32> into f32
// BLOCK128K:         scf.for %{{.*}} = %c0 to %c32 step %c1
// BLOCK128K:           scf.for %[[C:.*]] = %c0 to %c2 step %c1
// BLOCK128K:             %[[HEAD:.*]] = affine.apply #{{.*}}(%[[C]], %[[B]])
// BLOCK128K:             %[[BODY_END:.*]] = affine.apply #{{.*}}(%[[C]], %[[B]])
// BLOCK128K:             vector.transfer_write {{.*}}, %{{.*}} {in_bounds = [true]} : vector<16xf32>, tensor<1x1x?xf32>
// BLOCK128K:             scf.for %{{.*}} = %[[HEAD]] to %[[BODY_END]] step %c16
// BLOCK128K:               vector.transfer_write {{.*}} {in_bounds = [true]} : vector<16xf32>, tensor<1x1x16xf32>
// BLOCK128K:             } {tagrad.cpu_loop = #tagrad.cpu_loop<nontemporal = true, prefetch_channels = 2>}
// BLOCK128K:             %[[TAIL:.*]] = arith.subi %c196, %[[BODY_END]]
// BLOCK128K:             vector.create_mask %[[TAIL]] : vector<16xi1>
// BLOCK128K:             vector.transfer_write {{.*}}, %{{.*}} {in_bounds = [true]} : vector<16xf32>, tensor<1x1x?xf32>
// BLOCK128K-NOT:   scf.forall (
// BLOCK128K:       return
func.func @nchw_short_planes(%dy: tensor<32x64x14x14xf32>, %x: tensor<32x64x14x14xf32>, %s: tensor<64xf32>, %m: tensor<64xf32>, %v: tensor<64xf32>) -> tensor<32x64x14x14xf32> {
  %0:5 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v {data_format = "NCHW"} : tensor<32x64x14x14xf32>, tensor<32x64x14x14xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
  return %0#0 : tensor<32x64x14x14xf32>
}

// -----

// A batch so long that one channel's dy and x (512 * 196 * 4 * 2 = 800 KB)
// exceed a block, x_backprop (1.6 MB) under 8 MiB: separate passes, both
// sweeping contiguous halves of the batch. The sums: one vector per plane
// into each thread's row of [2, C] partials (padded to 68), added by a
// [2, C] -> [C] generic; the elementwise pass: planes cut as above, the
// whole vectors non-temporal (no prefetching: nothing to prefetch ahead
// of).

// CHECK-LABEL: func.func @nchw_short_planes_long_batch
// CHECK:       scf.forall (%[[T:.*]]) in (2) shared_outs({{.*}}) -> (tensor<2x68xf32>, tensor<2x68xf32>)
// CHECK:         tensor.extract_slice %{{.*}}[%{{.*}}, 0, 0] [%{{.*}}, 4, 196] [1, 1, 1] : tensor<512x4x196xf32> to tensor<?x4x196xf32>
// CHECK:             vector.reduction <add>, %{{.*}}, %{{.*}} fastmath<reassoc> : vector<196xf32> into f32
// CHECK:         scf.forall.in_parallel
// CHECK-NEXT:      tensor.parallel_insert_slice %{{.*}} into %{{.*}}[%[[T]], 0] [1, 4] [1, 1]
// CHECK:       linalg.generic {{.*}}iterator_types = ["reduction", "parallel"]{{.*}} : tensor<2x4xf32>, tensor<2x4xf32>)
// CHECK:       scf.forall (%{{.*}}) in (2) {{.*}} -> (tensor<512x4x196xf32>)
// CHECK:             scf.for %{{.*}} step %c16
// CHECK:             } {tagrad.cpu_loop = #tagrad.cpu_loop<nontemporal = true>}
// CHECK-NOT:   scf.forall (
// CHECK:       return
// T threads share the batch of 512 (T = 3: 171, 171, 170; T = 4: 128
// each) for the [T, C] partial sums and the cut elementwise pass.

// T1-LABEL: func.func @nchw_short_planes_long_batch
// T1-NOT:     scf.forall
// T1:         linalg.generic {{.*}}iterator_types = ["reduction", "parallel"]{{.*}} : tensor<1x4xf32>, tensor<1x4xf32>)
// T1-NOT:     scf.forall
// T1:         return
// T3-LABEL: func.func @nchw_short_planes_long_batch
// T3:       scf.forall (%{{.*}}) in (3) shared_outs({{.*}}) -> (tensor<3x68xf32>, tensor<3x68xf32>)
// T3:       linalg.generic {{.*}}iterator_types = ["reduction", "parallel"]{{.*}} : tensor<3x4xf32>, tensor<3x4xf32>)
// T3:       scf.forall (%{{.*}}) in (3) {{.*}} -> (tensor<512x4x196xf32>)
// T4-LABEL: func.func @nchw_short_planes_long_batch
// T4:       scf.forall (%{{.*}}) in (4) shared_outs({{.*}}) -> (tensor<4x68xf32>, tensor<4x68xf32>)
// T4:       scf.forall (%{{.*}}) in (4) {{.*}} -> (tensor<512x4x196xf32>)
func.func @nchw_short_planes_long_batch(%dy: tensor<512x4x14x14xf32>, %x: tensor<512x4x14x14xf32>, %s: tensor<4xf32>, %m: tensor<4xf32>, %v: tensor<4xf32>) -> tensor<512x4x14x14xf32> {
  %0:5 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v {data_format = "NCHW"} : tensor<512x4x14x14xf32>, tensor<512x4x14x14xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  return %0#0 : tensor<512x4x14x14xf32>
}

// -----

// Blocks whose runs would be under 512 bytes (here at most 2 channels of 49
// elements fit 256 KiB: 392 bytes) are not made: 49-element planes stay on
// the separate passes.

// CHECK-LABEL: func.func @nchw_short_runs
// CHECK:       scf.forall (%{{.*}}) in (2) shared_outs({{.*}}) -> (tensor<2x80xf32>, tensor<2x80xf32>)
// CHECK:         vector.reduction <add>, %{{.*}}, %{{.*}} fastmath<reassoc> : vector<49xf32> into f32
// CHECK:       scf.forall (%{{.*}}) in (2) shared_outs({{.*}}) -> (tensor<256x16x49xf32>)
// CHECK-NOT:   prefetch_channels
// CHECK:       return
func.func @nchw_short_runs(%dy: tensor<256x16x7x7xf32>, %x: tensor<256x16x7x7xf32>, %s: tensor<16xf32>, %m: tensor<16xf32>, %v: tensor<16xf32>) -> tensor<256x16x7x7xf32> {
  %0:5 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v {data_format = "NCHW"} : tensor<256x16x7x7xf32>, tensor<256x16x7x7xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  return %0#0 : tensor<256x16x7x7xf32>
}

// -----

// No block fits (one channel's dy and x: 301 KB) and x_backprop (19.3 MB)
// is over 8 MiB: fused per channel, the per-channel sweep 16 lanes at a
// time, the elementwise pass non-temporal.

// CHECK-LABEL: func.func @nchw_short_planes_uncached
// CHECK:       scf.forall (%{{.*}}) in (128) shared_outs({{.*}}) -> (tensor<192x128x196xf32>)
// CHECK-NOT:   vector<196xf32>
// CHECK:         } {tagrad.cpu_loop = #tagrad.cpu_loop<nontemporal = true>}
// CHECK-NOT:   scf.forall (
// CHECK:       return
func.func @nchw_short_planes_uncached(%dy: tensor<192x128x14x14xf32>, %x: tensor<192x128x14x14xf32>, %s: tensor<128xf32>, %m: tensor<128xf32>, %v: tensor<128xf32>) -> tensor<192x128x14x14xf32> {
  %0:5 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v {data_format = "NCHW"} : tensor<192x128x14x14xf32>, tensor<192x128x14x14xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>
  return %0#0 : tensor<192x128x14x14xf32>
}

// -----

// Dynamic shapes: the same row split with masked channel tiles; no
// non-temporal mark (the size is unknown).

// The elementwise pass runs backwards over dynamic bounds too: rows from
// the share's last, lanes from the last tile, ceil(C / 16) * 16 - 16 (the
// partial one, when C is no multiple of 16), each tile min(16, C - start).
// CHECK-DAG:   #[[ROW_DOWN:.*]] = affine_map<(d0)[s0] -> (-d0 + s0 - 1)>
// CHECK-DAG:   #[[TILE_DOWN:.*]] = affine_map<(d0)[s0] -> (-d0 + (s0 ceildiv 16) * 16 - 16)>
// CHECK-DAG:   #[[TILE_SIZE:.*]] = affine_map<(d0)[s0] -> (d0 + s0 - (s0 ceildiv 16) * 16 + 16, 16)>
// The sums' sub-shares: K = max(ceil(rows / 1024), 1) per thread, [2 K, C]
// partials.
// CHECK-DAG:   #[[SUB_SHARES:.*]] = affine_map<()[s0] -> (s0 ceildiv 1024, 1)>
// CHECK-LABEL: func.func @nhwc_dynamic
// CHECK:       %[[K:.*]] = affine.max #[[SUB_SHARES]]()[%{{.*}}]
// CHECK:       scf.forall (%{{.*}}) in (2) {{.*}} -> (tensor<?x?xf32>, tensor<?x?xf32>)
// CHECK:         scf.for %{{.*}} = %c0 to %[[K]] step %c1
// CHECK:             vector.create_mask %{{.*}} : vector<16xi1>
// CHECK:       scf.forall (%{{.*}}) in (2) {{.*}} -> (tensor<?x?xf32>)
// CHECK:         scf.for %[[I:.*]] = %c0 to %[[SHARE:.*]] step %c1
// CHECK:           affine.apply #[[ROW_DOWN]](%[[I]])[%[[SHARE]]]
// CHECK:           scf.for %[[J:.*]] = %c0 to %[[C:.*]] step %c16
// CHECK:             affine.apply #[[TILE_DOWN]](%[[J]])[%[[C]]]
// CHECK:             affine.min #[[TILE_SIZE]](%[[J]])[%[[C]]]
// CHECK:             vector.transfer_write {{.*}} : vector<16xf32>, tensor<1x?xf32>
// CHECK-NOT:   nontemporal = true
// CHECK:       return
// Dynamic rows and three or more threads: a share can be empty, so its
// size is clamped at 0 (affine.max); with one thread no split between
// threads (the sub-shares remain). The partials: [T x K, C], K dynamic.

// T1-LABEL: func.func @nhwc_dynamic
// T1-NOT:     scf.forall
// T1:         return
// T3-LABEL: func.func @nhwc_dynamic
// T3:       scf.forall (%{{.*}}) in (3) {{.*}} -> (tensor<?x?xf32>, tensor<?x?xf32>)
// T3:         affine.min
// T3:         affine.max
// T3:       scf.forall (%{{.*}}) in (3) {{.*}} -> (tensor<?x?xf32>)
// T4-LABEL: func.func @nhwc_dynamic
// T4:       scf.forall (%{{.*}}) in (4) {{.*}} -> (tensor<?x?xf32>, tensor<?x?xf32>)
// T4:         affine.max
func.func @nhwc_dynamic(%dy: tensor<?x?x?x?xf32>, %x: tensor<?x?x?x?xf32>, %s: tensor<?xf32>, %m: tensor<?xf32>, %v: tensor<?xf32>) -> tensor<?x?x?x?xf32> {
  %0:5 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  return %0#0 : tensor<?x?x?x?xf32>
}

// -----

// Generics of other forms (here a transpose) are left alone.

// CHECK-LABEL: func.func @not_batch_norm
// CHECK-NOT:   scf.forall (
// CHECK:       linalg.generic
// CHECK-NOT:   vector.transfer_read
// CHECK:       return
func.func @not_batch_norm(%a: tensor<64x32xf32>, %b: tensor<32x64xf32>) -> tensor<32x64xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<64x32xf32>) outs(%b : tensor<32x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.addf %in, %in : f32
    linalg.yield %1 : f32
  } -> tensor<32x64xf32>
  return %0 : tensor<32x64xf32>
}

// -----

// Generics of other front ends (TensorFlow's elementwise ops, bias
// gradients) carry no stamp: they are scheduled by their form alone, here
// as channels-last rows, and never fused.
// CHECK-LABEL: func.func @unstamped
// CHECK:       scf.forall (%{{.*}}) in (2) shared_outs({{.*}}) -> (tensor<64x32xf32>)
// CHECK:         vector.transfer_write {{.*}} : vector<16xf32>, tensor<1x16xf32>
// CHECK:       return
func.func @unstamped(%x: tensor<64x32xf32>, %k: tensor<32xf32>) -> tensor<64x32xf32> {
  %e = tensor.empty() : tensor<64x32xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %k : tensor<64x32xf32>, tensor<32xf32>) outs(%e : tensor<64x32xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %1 = arith.mulf %a, %b : f32
    linalg.yield %1 : f32
  } -> tensor<64x32xf32>
  return %0 : tensor<64x32xf32>
}

// -----

// A stamp whose layout does not match the generic's form (three loops are
// not channels-last rows) leaves the generic alone, and every stamp is
// removed.

// CHECK-LABEL: func.func @stamp_mismatch
// CHECK-NOT:   scf.forall (
// CHECK-NOT:   tagrad.schedule
// CHECK:       return
func.func @stamp_mismatch(%x: tensor<2x32x16xf32>, %k: tensor<32xf32>) -> tensor<2x32x16xf32> {
  %e = tensor.empty() : tensor<2x32x16xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %k : tensor<2x32x16xf32>, tensor<32xf32>) outs(%e : tensor<2x32x16xf32>) attrs = {tagrad.schedule = #tagrad.batch_norm_schedule<layout = channels_last, stage = elementwise, fusion = none>} {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %1 = arith.mulf %a, %b : f32
    linalg.yield %1 : f32
  } -> tensor<2x32x16xf32>
  return %0 : tensor<2x32x16xf32>
}

// -----

// Channels-first sums that are neither split by batch shares nor fused
// (the forward statistics of planes of 16384 elements): one scf.forall
// iteration per channel; each plane cut into two chunks of 8192 elements
// (512 vectors per lane at most), each chunk of each plane summed 16 lanes
// at a time into its own row of [2 x 2, 1] partials, which a generic left to
// -tagrad-lower-pairwise-reductions adds into the channel's sum.

// CHECK-LABEL: func.func @nchw_forward_long_planes
// CHECK:       scf.forall (%[[C:.*]]) in (4) shared_outs({{.*}}) -> (tensor<4xf32>)
// CHECK:         %[[P:.*]] = bufferization.alloc_tensor() : tensor<4x1xf32>
// CHECK:         linalg.fill {{.*}} outs(%[[P]] : tensor<4x1xf32>)
// CHECK:         scf.for %{{.*}} = %c0 to %c2 step %c1 iter_args({{.*}}) -> (tensor<4x1xf32>)
// CHECK:           scf.for %{{.*}} = %c0 to %c2 step %c1 iter_args({{.*}}) -> (tensor<2x1xf32>)
// CHECK:             scf.for %{{.*}} = %c0 to %c8192 step %c16 iter_args({{.*}}) -> (tensor<1x1x16xf32>)
// CHECK:               arith.addf {{.*}} : vector<16xf32>
// CHECK:             linalg.reduce ins({{.*}} : tensor<1x1x16xf32>) outs({{.*}} : tensor<1x1xf32>) dimensions = [2]
// CHECK:         linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins({{.*}} : tensor<4x1xf32>) outs({{.*}} : tensor<1xf32>)
// CHECK:         scf.forall.in_parallel
// CHECK-NEXT:      tensor.parallel_insert_slice {{.*}} into %{{.*}}[%[[C]]] [1] [1]
func.func @nchw_forward_long_planes(%x: tensor<2x4x128x128xf32>, %s: tensor<4xf32>, %o: tensor<4xf32>) -> (tensor<2x4x128x128xf32>, tensor<4xf32>, tensor<4xf32>) {
  %none = tensor.empty() : tensor<0xf32>
  %y, %bm, %bv, %r1, %r2 = tagrad.fused_batch_norm %x, %s, %o, %none, %none {epsilon = 1.0e-03 : f32, data_format = "NCHW", is_training = true} : tensor<2x4x128x128xf32>, tensor<4xf32>, tensor<4xf32>, tensor<0xf32>, tensor<0xf32>
  return %y, %bm, %bv : tensor<2x4x128x128xf32>, tensor<4xf32>, tensor<4xf32>
}
