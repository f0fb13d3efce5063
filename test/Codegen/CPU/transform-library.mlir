// RUN: tagrad-opt %s --split-input-file --transform-preload-library=transform-library-paths=%tagrad_src_root/lib/Codegen/CPU/TransformLibrary/BatchNormSchedule.mlir --transform-interpreter | FileCheck %s

// The batch-norm schedule's transform library on its own: each test applies
// one of its named sequences (declared here, defined in the library) to a
// small generic, with the thread count as a parameter.

// Channels-last elementwise pass, T = 4: four contiguous shares of the
// rows, 16 lanes innermost, the lane loop marked with %lanes_mark (writing
// the output, running backwards, prefetching rows 8 KiB ahead: the schedule
// pass negates that when it reverses the loop), the row loop to run
// backwards.
// CHECK-LABEL: func.func @elementwise_rows
// CHECK:       scf.forall (%{{.*}}) in (4) shared_outs(%{{.*}} = %{{.*}}) -> (tensor<64x32xf32>)
// CHECK:         tensor.extract_slice {{.*}} [16, 32] [1, 1] : tensor<64x32xf32> to tensor<16x32xf32>
// CHECK:         scf.for %{{.*}} = %c0{{.*}} to %c16{{.*}} step %c1
// CHECK:           scf.for %{{.*}} = %c0{{.*}} to %c32{{.*}} step %c16
// CHECK:             %[[V:.*]] = arith.mulf {{.*}} : vector<1x16xf32>
// CHECK:             vector.transfer_write %[[V]], {{.*}} : vector<1x16xf32>, tensor<1x16xf32>
// CHECK:           } {tagrad.cpu_loop = #tagrad.cpu_loop<writes_dx = true, reversed = true, prefetch_row_bytes = 8192>}
// CHECK:         } {tagrad.cpu_loop = #tagrad.cpu_loop<reversed = true>}
func.func @elementwise_rows(%x: tensor<64x32xf32>, %k: tensor<32xf32>) -> tensor<64x32xf32> {
  %e = tensor.empty() : tensor<64x32xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %k : tensor<64x32xf32>, tensor<32xf32>) outs(%e : tensor<64x32xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<64x32xf32>
  return %r : tensor<64x32xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence private @tagrad_cpu_elementwise_rows(
      %generics: !transform.any_op {transform.consumed},
      %threads: !transform.param<i64> {transform.readonly},
      %lanes_mark: !transform.any_param {transform.readonly})
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %generic = transform.structured.match ops{["linalg.generic"]} in %root
        : (!transform.any_op) -> !transform.any_op
    %threads = transform.param.constant 4 : i64 -> !transform.param<i64>
    %lanes_mark = transform.param.constant
        #tagrad.cpu_loop<writes_dx = true, reversed = true, prefetch_row_bytes = 8192> -> !transform.any_param
    transform.include @tagrad_cpu_elementwise_rows failures(propagate)
        (%generic, %threads, %lanes_mark) : (!transform.any_op, !transform.param<i64>, !transform.any_param) -> ()
    transform.yield
  }
}

// -----

// Channels-first sum, T = 2: two shares of the channels, one channel at a
// time, each plane swept 16 lanes per step into a fresh vector accumulator
// reduced into the channel's sum (a lane adds a plane's S / 16 elements,
// not the channel's N S / 16: docs/Numerics.md).
// CHECK-LABEL: func.func @inner_reduction
// CHECK:       scf.forall (%{{.*}}) in (2) shared_outs({{.*}}) -> (tensor<8xf32>)
// CHECK:         scf.for
// CHECK:           scf.for %{{.*}} = %c0{{.*}} to %c2{{.*}} step %c1
// CHECK:             linalg.fill {{.*}} -> tensor<1x1x16xf32>
// CHECK:             scf.for %{{.*}} = %c0{{.*}} to %c64{{.*}} step %c16
// CHECK:               arith.addf {{.*}} : vector<1x1x16xf32>
// CHECK:             linalg.reduce
func.func @inner_reduction(%x: tensor<2x8x64xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]} ins(%x : tensor<2x8x64xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %o, %a : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence private @tagrad_cpu_inner_reduction_1(
      %generics: !transform.any_op {transform.consumed},
      %threads: !transform.param<i64> {transform.readonly})
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %generic = transform.structured.match ops{["linalg.generic"]} in %root
        : (!transform.any_op) -> !transform.any_op
    %threads = transform.param.constant 2 : i64 -> !transform.param<i64>
    transform.include @tagrad_cpu_inner_reduction_1 failures(propagate)
        (%generic, %threads) : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield
  }
}

// -----

// Chunks of the channels-first planes of one channel, two planes per step
// (the C++ side's chunkedPlaneSums): the batch is a parallel loop, each pair
// of planes swept 16 lanes at a time into fresh vector accumulators,
// reduced into the two planes' own partials.
// CHECK-LABEL: func.func @plane_sums_pairs
// CHECK:       scf.for %{{.*}} = %c0{{.*}} to %c4{{.*}} step %c2{{.*}} iter_args({{.*}}) -> (tensor<4x1xf32>)
// CHECK:         linalg.fill {{.*}} -> tensor<2x1x16xf32>
// CHECK:         scf.for %{{.*}} = %c0{{.*}} to %c64{{.*}} step %c16
// CHECK:           arith.addf {{.*}} : vector<2x1x16xf32>
// CHECK:         linalg.reduce ins({{.*}} : tensor<2x1x16xf32>) outs({{.*}} : tensor<2x1xf32>) dimensions = [2]
func.func @plane_sums_pairs(%x: tensor<4x1x64xf32>, %init: tensor<4x1xf32>) -> tensor<4x1xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<4x1x64xf32>) outs(%init : tensor<4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %o, %a : f32
    linalg.yield %s : f32
  } -> tensor<4x1xf32>
  return %r : tensor<4x1xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence private @tagrad_cpu_plane_sums_pairs_1(
      %generics: !transform.any_op {transform.consumed})
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %generic = transform.structured.match ops{["linalg.generic"]} in %root
        : (!transform.any_op) -> !transform.any_op
    transform.include @tagrad_cpu_plane_sums_pairs_1 failures(propagate)
        (%generic) : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

// Row partials of a channels-last sum, %rows = 4: tiles of 4 rows by 16
// channels; 10 rows leave a last tile of 2 (masked), and the 4 rows of a
// tile are added one after the other into the 16 accumulators. The sequence
// returns the vector loop, which the caller marks.
// CHECK-LABEL: func.func @row_partial
// CHECK:       scf.for %{{.*}} = %c0{{.*}} to %c10{{.*}} step %c4
// CHECK:         scf.for %{{.*}} = %c0{{.*}} to %c32{{.*}} step %c16
// CHECK:           %[[MASK:.*]] = vector.create_mask %{{.*}}, %c16{{.*}} : vector<4x16xi1>
// CHECK:           vector.transfer_read {{.*}}, %[[MASK]] {{.*}} : tensor<?x16xf32>, vector<4x16xf32>
// CHECK-COUNT-4:   arith.addf {{.*}} : vector<16xf32>
// CHECK:           vector.transfer_write {{.*}} : vector<16xf32>, tensor<16xf32>
// CHECK:         } {tagrad.cpu_loop = #tagrad.cpu_loop<prefetch_row_bytes = 1024>}
func.func @row_partial(%x: tensor<10x32xf32>, %init: tensor<32xf32>) -> tensor<32xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%x : tensor<10x32xf32>) outs(%init : tensor<32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %o, %a : f32
    linalg.yield %s : f32
  } -> tensor<32xf32>
  return %r : tensor<32xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence private @tagrad_cpu_row_partial(
      %generics: !transform.any_op {transform.consumed},
      %root: !transform.any_op {transform.readonly},
      %rows: !transform.param<i64> {transform.readonly}) -> !transform.any_op
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %generic = transform.structured.match ops{["linalg.generic"]} in %root
        : (!transform.any_op) -> !transform.any_op
    %rows = transform.param.constant 4 : i64 -> !transform.param<i64>
    %lanes = transform.include @tagrad_cpu_row_partial failures(propagate)
        (%generic, %root, %rows) : (!transform.any_op, !transform.any_op, !transform.param<i64>) -> !transform.any_op
    %mark = transform.param.constant #tagrad.cpu_loop<prefetch_row_bytes = 1024> -> !transform.any_param
    transform.annotate %lanes "tagrad.cpu_loop" = %mark : !transform.any_op, !transform.any_param
    transform.yield
  }
}

// -----

// The entry point schedules what the pass classified (tagrad.cpu_schedule)
// and leaves other generics alone; the clean-up drops the unit dimensions
// of a plane piece's vectors.
// CHECK-LABEL: func.func @entry
// CHECK:       %[[PIECE:.*]] = vector.transfer_read {{.*}} : tensor<1x1x16xf32>, vector<16xf32>
// CHECK:       arith.negf %[[PIECE]] : vector<16xf32>
// CHECK:       linalg.generic
// CHECK-NOT:   tagrad.cpu_schedule
// CHECK:       arith.negf {{.*}} : f32
func.func @entry(%x: tensor<1x1x16xf32>, %y: tensor<4x4xf32>) -> (tensor<1x1x16xf32>, tensor<4x4xf32>) {
  %e = tensor.empty() : tensor<1x1x16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x : tensor<1x1x16xf32>) outs(%e : tensor<1x1x16xf32>) attrs = {tagrad.cpu_schedule = #tagrad.cpu_schedule<plane_piece>} {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<1x1x16xf32>
  %e2 = tensor.empty() : tensor<4x4xf32>
  %r2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y : tensor<4x4xf32>) outs(%e2 : tensor<4x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<4x4xf32>
  return %r, %r2 : tensor<1x1x16xf32>, tensor<4x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence private @tagrad_cpu_schedule_batch_norm(
      %root: !transform.any_op {transform.readonly},
      %threads: !transform.param<i64> {transform.readonly})
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %threads = transform.param.constant 2 : i64 -> !transform.param<i64>
    transform.include @tagrad_cpu_schedule_batch_norm failures(propagate)
        (%root, %threads) : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield
  }
}
