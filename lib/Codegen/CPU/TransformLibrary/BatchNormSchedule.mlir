// The CPU schedule of the batch-norm generics, as transform-dialect
// sequences: one per schedule class, parameterized by the generics it
// schedules (a handle, consumed) and, where threads split the work, the
// thread count T. -tagrad-cpu-schedule-batch-norm classifies the generics
// (attribute tagrad.cpu_schedule, a #tagrad.cpu_schedule), restructures
// some forms in C++ and runs @tagrad_cpu_schedule_batch_norm below. The
// build embeds this file in the pass, so the compiler never reads it at run
// time; test/Codegen/CPU/transform-library.mlir applies the sequences on
// their own (--transform-preload-library). Loops are marked for the passes
// after the schedule with a #tagrad.cpu_loop (attribute tagrad.cpu_loop,
// docs/CpuSchedule.md).
//
// The collapsed forms keep the channel loop at position 1: [R, C] for
// channels-last data, [N, C, S] for channels-first data. 16 f32 lanes fill an
// AVX-512 register; partial tiles (dynamic shapes, sizes 16 does not divide)
// are masked.

module attributes {transform.with_named_sequence} {

  // Per-thread row partials of channels-last sums (the C++ side split the
  // rows between the threads): tiles of %rows rows by 16 channels, the row
  // tiles outside, so the accumulators stay in L1 and every load is a
  // contiguous vector. The reduced dimension is the outer one: plain vector
  // adds, %rows of them per load and store of the accumulators. Returns the
  // vector loops, for the caller to mark.
  transform.named_sequence @tagrad_cpu_row_partial(
      %generics: !transform.any_op {transform.consumed},
      %root: !transform.any_op {transform.readonly},
      %rows: !transform.param<i64> {transform.readonly}) -> !transform.any_op {
    // One generic at a time: a parameter tile size needs one value per
    // target op, and a class can have none.
    %all_lanes = transform.foreach %generics : !transform.any_op -> !transform.any_op {
    ^bb0(%generic: !transform.any_op):
      %tiled, %row_tiles, %lanes = transform.structured.tile_using_for %generic
          tile_sizes [%rows, 16] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
      transform.structured.vectorize %tiled vector_sizes [%rows, 16] : !transform.any_op, !transform.param<i64>
      transform.yield %lanes : !transform.any_op
    }
    %funcs = transform.structured.match ops{["func.func"]} in %root
        : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %funcs {
      transform.apply_patterns.vector.lower_masked_transfers
      transform.apply_patterns.vector.lower_multi_reduction
          lowering_strategy = "innerparallel"
    } : !transform.any_op
    transform.yield %all_lanes : !transform.any_op
  }

  // Per thread and plane (one batch entry of one channel, a short static
  // plane): the whole plane as one vector, reduced horizontally and added
  // to the thread's (or the block's) partial sum.
  transform.named_sequence @tagrad_cpu_plane_partial(
      %generics: !transform.any_op {transform.consumed}) {
    %tiled, %entries, %channels = transform.structured.tile_using_for %generics
        tile_sizes [1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.structured.vectorize %tiled : !transform.any_op
    transform.yield
  }

  // Other channels-last reductions [R, C]: each of the T threads takes a
  // share of the channels over every row, then as @tagrad_cpu_row_partial.
  transform.named_sequence @tagrad_cpu_outer_reduction(
      %generics: !transform.any_op {transform.consumed},
      %threads: !transform.param<i64> {transform.readonly}) {
    %shares, %forall = transform.structured.tile_using_forall %generics
        num_threads [0, %threads] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %tiled, %rows, %lanes = transform.structured.tile_using_for %shares
        tile_sizes [1, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.structured.vectorize %tiled vector_sizes [1, 16] : !transform.any_op
    transform.apply_patterns to %forall {
      transform.apply_patterns.vector.lower_masked_transfers
      transform.apply_patterns.vector.lower_multi_reduction
          lowering_strategy = "innerparallel"
    } : !transform.any_op
    transform.yield
  }

  // Chunks of channels-first planes [N, 1, S'] of one channel, one partial
  // per plane and chunk (the C++ side's chunkedPlaneSums; S' at most 512
  // vectors): one plane per step (or two, the _pairs sequences, batch
  // entries n and n + 1: four input streams per thread instead of two keep
  // more reads from memory in flight), swept 16 lanes at a time into vector
  // accumulators (tile_reduction_using_for) reduced horizontally into the
  // plane's partials; one sequence per number of sums (1 or 2: as many fill
  // and merge handles).
  transform.named_sequence @tagrad_cpu_plane_sums_1(
      %generics: !transform.any_op {transform.consumed}) {
    %planes, %batch = transform.structured.tile_using_for %generics
        tile_sizes [1, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %r:4 = transform.structured.tile_reduction_using_for %planes
        by tile_sizes = [0, 0, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.foreach %r#3 : !transform.any_op {
    ^bb0(%loop: !transform.any_op):
      %step = transform.structured.match ops{["linalg.generic"]} in %loop
          : (!transform.any_op) -> !transform.any_op
      transform.structured.vectorize %step vector_sizes [1, 1, 16] : !transform.any_op
    }
    transform.yield
  }

  transform.named_sequence @tagrad_cpu_plane_sums_pairs_1(
      %generics: !transform.any_op {transform.consumed}) {
    %planes, %batch = transform.structured.tile_using_for %generics
        tile_sizes [2, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %r:4 = transform.structured.tile_reduction_using_for %planes
        by tile_sizes = [0, 0, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.foreach %r#3 : !transform.any_op {
    ^bb0(%loop: !transform.any_op):
      %step = transform.structured.match ops{["linalg.generic"]} in %loop
          : (!transform.any_op) -> !transform.any_op
      transform.structured.vectorize %step vector_sizes [2, 1, 16] : !transform.any_op
    }
    transform.yield
  }

  transform.named_sequence @tagrad_cpu_plane_sums_2(
      %generics: !transform.any_op {transform.consumed}) {
    %planes, %batch = transform.structured.tile_using_for %generics
        tile_sizes [1, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %r:6 = transform.structured.tile_reduction_using_for %planes
        by tile_sizes = [0, 0, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.foreach %r#5 : !transform.any_op {
    ^bb0(%loop: !transform.any_op):
      %step = transform.structured.match ops{["linalg.generic"]} in %loop
          : (!transform.any_op) -> !transform.any_op
      transform.structured.vectorize %step vector_sizes [1, 1, 16] : !transform.any_op
    }
    transform.yield
  }

  transform.named_sequence @tagrad_cpu_plane_sums_pairs_2(
      %generics: !transform.any_op {transform.consumed}) {
    %planes, %batch = transform.structured.tile_using_for %generics
        tile_sizes [2, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %r:6 = transform.structured.tile_reduction_using_for %planes
        by tile_sizes = [0, 0, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.foreach %r#5 : !transform.any_op {
    ^bb0(%loop: !transform.any_op):
      %step = transform.structured.match ops{["linalg.generic"]} in %loop
          : (!transform.any_op) -> !transform.any_op
      transform.structured.vectorize %step vector_sizes [2, 1, 16] : !transform.any_op
    }
    transform.yield
  }

  // Channels-first reductions [N, C, S] with one result whose body is not a
  // plain sum (sums go through the C++ side's chunkedPlaneSums and
  // @tagrad_cpu_plane_sums_*): threads split the channels; each plane of a
  // channel is swept 16 lanes at a time into vector accumulators
  // (tile_reduction_using_for), reduced horizontally into the channel's
  // result.
  transform.named_sequence @tagrad_cpu_inner_reduction_1(
      %generics: !transform.any_op {transform.consumed},
      %threads: !transform.param<i64> {transform.readonly}) {
    %shares, %forall = transform.structured.tile_using_forall %generics
        num_threads [0, %threads, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %channel, %channels = transform.structured.tile_using_for %shares
        tile_sizes [0, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %planes, %batch = transform.structured.tile_using_for %channel
        tile_sizes [1, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fill, %partial, %merge, %sweep = transform.structured.tile_reduction_using_for %planes
        by tile_sizes = [1, 0, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.foreach %sweep : !transform.any_op {
    ^bb0(%loop: !transform.any_op):
      %step = transform.structured.match ops{["linalg.generic"]} in %loop
          : (!transform.any_op) -> !transform.any_op
      transform.structured.vectorize %step vector_sizes [1, 1, 16] : !transform.any_op
    }
    transform.yield
  }

  // The same with two sums (tile_reduction_using_for returns one handle per
  // partial-sum fill and merge).
  transform.named_sequence @tagrad_cpu_inner_reduction_2(
      %generics: !transform.any_op {transform.consumed},
      %threads: !transform.param<i64> {transform.readonly}) {
    %shares, %forall = transform.structured.tile_using_forall %generics
        num_threads [0, %threads, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %channel, %channels = transform.structured.tile_using_for %shares
        tile_sizes [0, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %planes, %batch = transform.structured.tile_using_for %channel
        tile_sizes [1, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %r:6 = transform.structured.tile_reduction_using_for %planes
        by tile_sizes = [1, 0, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.foreach %r#5 : !transform.any_op {
    ^bb0(%loop: !transform.any_op):
      %step = transform.structured.match ops{["linalg.generic"]} in %loop
          : (!transform.any_op) -> !transform.any_op
      transform.structured.vectorize %step vector_sizes [1, 1, 16] : !transform.any_op
    }
    transform.yield
  }

  // Channels-first gradients, one channel per scf.forall iteration (fused
  // by the C++ side), where the reduction is not a plain sum (sums go
  // through chunkedPlaneSums): each of the channel's planes swept 16 lanes
  // at a time into vector accumulators, reduced into the channel's
  // results.
  transform.named_sequence @tagrad_cpu_fused_reduction(
      %generics: !transform.any_op {transform.consumed}) {
    %planes, %batch = transform.structured.tile_using_for %generics
        tile_sizes [1, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %r:6 = transform.structured.tile_reduction_using_for %planes
        by tile_sizes = [1, 0, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.foreach %r#5 : !transform.any_op {
    ^bb0(%loop: !transform.any_op):
      %step = transform.structured.match ops{["linalg.generic"]} in %loop
          : (!transform.any_op) -> !transform.any_op
      transform.structured.vectorize %step vector_sizes [1, 1, 16] : !transform.any_op
    }
    transform.yield
  }

  // The same with two planes (batch entries n, n + 1) per step: four input
  // streams per thread instead of two keep more reads from memory in
  // flight. For a static, even batch.
  transform.named_sequence @tagrad_cpu_fused_reduction_pairs(
      %generics: !transform.any_op {transform.consumed}) {
    %planes, %batch = transform.structured.tile_using_for %generics
        tile_sizes [2, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %r:6 = transform.structured.tile_reduction_using_for %planes
        by tile_sizes = [2, 0, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.foreach %r#5 : !transform.any_op {
    ^bb0(%loop: !transform.any_op):
      %step = transform.structured.match ops{["linalg.generic"]} in %loop
          : (!transform.any_op) -> !transform.any_op
      transform.structured.vectorize %step vector_sizes [2, 1, 16] : !transform.any_op
    }
    transform.yield
  }

  // The elementwise pass of a fused channel, over its still-cached planes,
  // 16 lanes innermost; the lane loop writes x_backprop.
  transform.named_sequence @tagrad_cpu_fused_planes(
      %generics: !transform.any_op {transform.consumed}) {
    %tiled, %entries, %lanes = transform.structured.tile_using_for %generics
        tile_sizes [1, 0, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %writes_dx = transform.param.constant #tagrad.cpu_loop<writes_dx = true> -> !transform.any_param
    transform.annotate %lanes "tagrad.cpu_loop" = %writes_dx : !transform.any_op, !transform.any_param
    transform.structured.vectorize %tiled vector_sizes [1, 1, 16] : !transform.any_op
    transform.yield
  }

  // The elementwise pass of a block of channels (short static planes): per
  // plane, 16 lanes at a time; the lane loop writes x_backprop and runs over
  // a block (prefetching the next).
  transform.named_sequence @tagrad_cpu_block_planes(
      %generics: !transform.any_op {transform.consumed}) {
    %tiled, %entries, %channels, %lanes = transform.structured.tile_using_for %generics
        tile_sizes [1, 1, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %block_dx = transform.param.constant #tagrad.cpu_loop<writes_dx = true, prefetch_next_block = true> -> !transform.any_param
    transform.annotate %lanes "tagrad.cpu_loop" = %block_dx : !transform.any_op, !transform.any_param
    transform.structured.vectorize %tiled vector_sizes [1, 1, 16] : !transform.any_op
    transform.yield
  }

  // Channels-last elementwise passes [R, C]: the T threads split the rows
  // (contiguous shares of memory), 16 lanes innermost; the lane loop writes
  // the output. Both loops run backwards: the sums before them sweep the
  // same shares forwards, so the rows they read last, still in the core's
  // caches, come first, and the addresses fall steadily. The lane loop gets
  // the mark %lanes_mark: it writes the output, runs backwards and
  // prefetches rows some bytes ahead (the schedule pass negates that when it
  // reverses the loop: the rows before), which come from L3.
  transform.named_sequence @tagrad_cpu_elementwise_rows(
      %generics: !transform.any_op {transform.consumed},
      %threads: !transform.param<i64> {transform.readonly},
      %lanes_mark: !transform.any_param {transform.readonly}) {
    %shares, %forall = transform.structured.tile_using_forall %generics
        num_threads [%threads, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %tiled, %rows, %lanes = transform.structured.tile_using_for %shares
        tile_sizes [1, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %reversed = transform.param.constant #tagrad.cpu_loop<reversed = true> -> !transform.any_param
    transform.annotate %rows "tagrad.cpu_loop" = %reversed : !transform.any_op, !transform.any_param
    transform.annotate %lanes "tagrad.cpu_loop" = %lanes_mark : !transform.any_op, !transform.any_param
    transform.structured.vectorize %tiled vector_sizes [1, 16] : !transform.any_op
    transform.yield
  }

  // Channels-first elementwise passes [N, C, S]: the T threads split the
  // batch, 16 lanes innermost.
  transform.named_sequence @tagrad_cpu_elementwise_planes(
      %generics: !transform.any_op {transform.consumed},
      %threads: !transform.param<i64> {transform.readonly}) {
    %shares, %forall = transform.structured.tile_using_forall %generics
        num_threads [%threads, 0, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %tiled, %entries, %channels, %lanes = transform.structured.tile_using_for %shares
        tile_sizes [1, 1, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.structured.vectorize %tiled vector_sizes [1, 1, 16] : !transform.any_op
    transform.yield
  }

  // A block's per-channel coefficients spread over its planes [K, S] (the
  // C++ side's runs of blocks): per channel, 16 lanes at a time.
  transform.named_sequence @tagrad_cpu_spread_channels(
      %generics: !transform.any_op {transform.consumed}) {
    %tiled, %channels, %lanes = transform.structured.tile_using_for %generics
        tile_sizes [1, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.structured.vectorize %tiled vector_sizes [1, 16] : !transform.any_op
    transform.yield
  }

  // Pieces of planes cut at 64-byte boundaries by the C++ side: whole
  // vectors, or a masked head or tail.
  transform.named_sequence @tagrad_cpu_plane_piece(
      %generics: !transform.any_op {transform.consumed}) {
    transform.structured.vectorize %generics vector_sizes [1, 1, 16] : !transform.any_op
    transform.yield
  }

  // After every class: masks folded into the transfers, unit dimensions
  // dropped, and what is left of the per-plane merges (a reduction of one
  // vector's lanes) a vector.reduction.
  transform.named_sequence @tagrad_cpu_cleanup(
      %root: !transform.any_op {transform.readonly}) {
    %funcs = transform.structured.match ops{["func.func"]} in %root
        : (!transform.any_op) -> !transform.any_op
    // Fold the masks into the transfers first: canonicalizing a tile's
    // tensor type while it is still inside a vector.mask breaks the mask.
    transform.apply_patterns to %funcs {
      transform.apply_patterns.vector.lower_masked_transfers
    } : !transform.any_op
    transform.apply_patterns to %funcs {
      transform.apply_patterns.linalg.tiling_canonicalization
      transform.apply_patterns.vector.cast_away_vector_leading_one_dim
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.apply_patterns to %funcs {
      transform.apply_patterns.vector.lower_multi_reduction
          lowering_strategy = "innerreduction"
    } : !transform.any_op
    transform.yield
  }

  // The whole schedule, class by class, in the order the classes were
  // tuned in (each class's loops exist before the next is matched).
  transform.named_sequence @tagrad_cpu_schedule_batch_norm(
      %root: !transform.any_op {transform.readonly},
      %threads: !transform.param<i64> {transform.readonly}) {
    %one = transform.param.constant 1 : i64 -> !transform.param<i64>
    // The runs of blocks of channels-first channels (blockRunSums): no
    // prefetch (their rows are batch entries, a block's runs apart), so
    // their vector loops stay unmarked.
    %row_partial = transform.structured.match ops{["linalg.generic"]}
        attributes {tagrad.cpu_schedule = #tagrad.cpu_schedule<row_partial>} in %root
        : (!transform.any_op) -> !transform.any_op
    %run_lanes = transform.include @tagrad_cpu_row_partial failures(propagate)
        (%row_partial, %root, %one) : (!transform.any_op, !transform.any_op, !transform.param<i64>) -> !transform.any_op
    // The threads' shares of channels-last rows (splitRows), read once from
    // memory, and the elementwise passes that read them again from L3:
    // software prefetches 8 KiB ahead, the same distance in both marks. One
    // row per tile at any width: prefetched single rows beat 8-row tiles
    // cold (docs/CpuSchedule.md, Constants).
    %share_lanes_mark = transform.param.constant
        #tagrad.cpu_loop<prefetch_row_bytes = 8192> -> !transform.any_param
    %pass_lanes_mark = transform.param.constant
        #tagrad.cpu_loop<writes_dx = true, reversed = true, prefetch_row_bytes = 8192> -> !transform.any_param
    %row_share = transform.structured.match ops{["linalg.generic"]}
        attributes {tagrad.cpu_schedule = #tagrad.cpu_schedule<row_share>} in %root
        : (!transform.any_op) -> !transform.any_op
    %share_lanes = transform.include @tagrad_cpu_row_partial failures(propagate)
        (%row_share, %root, %one) : (!transform.any_op, !transform.any_op, !transform.param<i64>) -> !transform.any_op
    transform.annotate %share_lanes "tagrad.cpu_loop" = %share_lanes_mark : !transform.any_op, !transform.any_param
    %plane_partial = transform.structured.match ops{["linalg.generic"]}
        attributes {tagrad.cpu_schedule = #tagrad.cpu_schedule<plane_partial>} in %root
        : (!transform.any_op) -> !transform.any_op
    transform.include @tagrad_cpu_plane_partial failures(propagate)
        (%plane_partial) : (!transform.any_op) -> ()
    %outer = transform.structured.match ops{["linalg.generic"]}
        attributes {tagrad.cpu_schedule = #tagrad.cpu_schedule<outer_reduction>} in %root
        : (!transform.any_op) -> !transform.any_op
    transform.include @tagrad_cpu_outer_reduction failures(propagate)
        (%outer, %threads) : (!transform.any_op, !transform.param<i64>) -> ()
    %inner1 = transform.structured.match ops{["linalg.generic"]}
        attributes {tagrad.cpu_schedule = #tagrad.cpu_schedule<inner_reduction_1>} in %root
        : (!transform.any_op) -> !transform.any_op
    transform.include @tagrad_cpu_inner_reduction_1 failures(propagate)
        (%inner1, %threads) : (!transform.any_op, !transform.param<i64>) -> ()
    %inner2 = transform.structured.match ops{["linalg.generic"]}
        attributes {tagrad.cpu_schedule = #tagrad.cpu_schedule<inner_reduction_2>} in %root
        : (!transform.any_op) -> !transform.any_op
    transform.include @tagrad_cpu_inner_reduction_2 failures(propagate)
        (%inner2, %threads) : (!transform.any_op, !transform.param<i64>) -> ()
    %ps_1 = transform.structured.match ops{["linalg.generic"]}
        attributes {tagrad.cpu_schedule = #tagrad.cpu_schedule<plane_sums_1>} in %root
        : (!transform.any_op) -> !transform.any_op
    transform.include @tagrad_cpu_plane_sums_1 failures(propagate)
        (%ps_1) : (!transform.any_op) -> ()
    %ps_pairs_1 = transform.structured.match ops{["linalg.generic"]}
        attributes {tagrad.cpu_schedule = #tagrad.cpu_schedule<plane_sums_pairs_1>} in %root
        : (!transform.any_op) -> !transform.any_op
    transform.include @tagrad_cpu_plane_sums_pairs_1 failures(propagate)
        (%ps_pairs_1) : (!transform.any_op) -> ()
    %ps_2 = transform.structured.match ops{["linalg.generic"]}
        attributes {tagrad.cpu_schedule = #tagrad.cpu_schedule<plane_sums_2>} in %root
        : (!transform.any_op) -> !transform.any_op
    transform.include @tagrad_cpu_plane_sums_2 failures(propagate)
        (%ps_2) : (!transform.any_op) -> ()
    %ps_pairs_2 = transform.structured.match ops{["linalg.generic"]}
        attributes {tagrad.cpu_schedule = #tagrad.cpu_schedule<plane_sums_pairs_2>} in %root
        : (!transform.any_op) -> !transform.any_op
    transform.include @tagrad_cpu_plane_sums_pairs_2 failures(propagate)
        (%ps_pairs_2) : (!transform.any_op) -> ()
    %fused = transform.structured.match ops{["linalg.generic"]}
        attributes {tagrad.cpu_schedule = #tagrad.cpu_schedule<fused_reduction>} in %root
        : (!transform.any_op) -> !transform.any_op
    transform.include @tagrad_cpu_fused_reduction failures(propagate)
        (%fused) : (!transform.any_op) -> ()
    %pairs = transform.structured.match ops{["linalg.generic"]}
        attributes {tagrad.cpu_schedule = #tagrad.cpu_schedule<fused_reduction_pairs>} in %root
        : (!transform.any_op) -> !transform.any_op
    transform.include @tagrad_cpu_fused_reduction_pairs failures(propagate)
        (%pairs) : (!transform.any_op) -> ()
    %fused_planes = transform.structured.match ops{["linalg.generic"]}
        attributes {tagrad.cpu_schedule = #tagrad.cpu_schedule<fused_planes>} in %root
        : (!transform.any_op) -> !transform.any_op
    transform.include @tagrad_cpu_fused_planes failures(propagate)
        (%fused_planes) : (!transform.any_op) -> ()
    %block_planes = transform.structured.match ops{["linalg.generic"]}
        attributes {tagrad.cpu_schedule = #tagrad.cpu_schedule<block_planes>} in %root
        : (!transform.any_op) -> !transform.any_op
    transform.include @tagrad_cpu_block_planes failures(propagate)
        (%block_planes) : (!transform.any_op) -> ()
    %rows = transform.structured.match ops{["linalg.generic"]}
        attributes {tagrad.cpu_schedule = #tagrad.cpu_schedule<elementwise_rows>} in %root
        : (!transform.any_op) -> !transform.any_op
    transform.include @tagrad_cpu_elementwise_rows failures(propagate)
        (%rows, %threads, %pass_lanes_mark) : (!transform.any_op, !transform.param<i64>, !transform.any_param) -> ()
    %planes = transform.structured.match ops{["linalg.generic"]}
        attributes {tagrad.cpu_schedule = #tagrad.cpu_schedule<elementwise_planes>} in %root
        : (!transform.any_op) -> !transform.any_op
    transform.include @tagrad_cpu_elementwise_planes failures(propagate)
        (%planes, %threads) : (!transform.any_op, !transform.param<i64>) -> ()
    %spread = transform.structured.match ops{["linalg.broadcast"]}
        attributes {tagrad.cpu_schedule = #tagrad.cpu_schedule<spread_channels>} in %root
        : (!transform.any_op) -> !transform.any_op
    transform.include @tagrad_cpu_spread_channels failures(propagate)
        (%spread) : (!transform.any_op) -> ()
    %pieces = transform.structured.match ops{["linalg.generic"]}
        attributes {tagrad.cpu_schedule = #tagrad.cpu_schedule<plane_piece>} in %root
        : (!transform.any_op) -> !transform.any_op
    transform.include @tagrad_cpu_plane_piece failures(propagate)
        (%pieces) : (!transform.any_op) -> ()
    transform.include @tagrad_cpu_cleanup failures(propagate)
        (%root) : (!transform.any_op) -> ()
    transform.yield
  }
}
