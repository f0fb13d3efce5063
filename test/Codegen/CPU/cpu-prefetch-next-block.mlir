// RUN: tagrad-opt %s --split-input-file --tagrad-cpu-prefetch-next-block | FileCheck %s

// In a loop marked #tagrad.cpu_loop<prefetch_channels = K>, each 1-D read
// along the innermost dimension of a view of a channels-first buffer gets a
// prefetch (read, into L2) of the same element K channels further on in the
// buffer under the views (subview offsets resolved into the indices), or of
// its own element where the buffer has no such channel; the mark is
// removed. Reads of rank-1 per-channel operands get none.

// CHECK:       #[[SUM:.*]] = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-LABEL: func.func @marked
// CHECK-SAME:    (%[[BUF:.*]]: memref<8x64x49xf32>, %[[OUT:.*]]: memref<8x64x49xf32>, %[[SCALE:.*]]: memref<64xf32>, %[[BLOCK:.*]]: index)
// CHECK:       %[[VIEW:.*]] = memref.subview %[[BUF]][0, %[[BLOCK]], 0] [8, 2, 49]
// CHECK:       scf.for %[[N:.*]] = %{{.*}} to %{{.*}} step
// CHECK:         scf.for %[[C:.*]] = %{{.*}} to %{{.*}} step
// CHECK:           scf.for %[[S:.*]] = %{{.*}} to %{{.*}} step
// CHECK:             %[[TILE:.*]] = memref.subview %[[VIEW]][%[[N]], %[[C]], %[[S]]] [1, 1, 16]
// CHECK:             %[[C2:.*]] = affine.apply #[[SUM]]()[%[[BLOCK]], %[[C]]]
// CHECK:             %[[AHEAD:.*]] = arith.addi %[[C2]], %c2{{.*}} : index
// CHECK:             %[[INSIDE:.*]] = arith.cmpi ult, %[[AHEAD]], %c64{{.*}} : index
// CHECK:             %[[CHANNEL:.*]] = arith.select %[[INSIDE]], %[[AHEAD]], %[[C2]] : index
// CHECK:             memref.prefetch %[[BUF]][%[[N]], %[[CHANNEL]], %[[S]]], read, locality<2>, data : memref<8x64x49xf32>
// CHECK-NEXT:        vector.transfer_read %[[TILE]]
// CHECK-NOT:         memref.prefetch
// CHECK:             vector.transfer_read %[[SCALE]]
// CHECK-NOT:         memref.prefetch
// CHECK:         }
// CHECK-NOT:   tagrad.cpu_loop
// CHECK:       return
func.func @marked(%buf: memref<8x64x49xf32>, %out: memref<8x64x49xf32>, %scale: memref<64xf32>, %block: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %pad = arith.constant 0.0 : f32
  %view = memref.subview %buf[0, %block, 0] [8, 2, 49] [1, 1, 1] : memref<8x64x49xf32> to memref<8x2x49xf32, strided<[3136, 49, 1], offset: ?>>
  scf.for %n = %c0 to %c8 step %c1 {
    scf.for %c = %c0 to %c2 step %c1 {
      scf.for %s = %c0 to %c32 step %c16 {
        %tile = memref.subview %view[%n, %c, %s] [1, 1, 16] [1, 1, 1] : memref<8x2x49xf32, strided<[3136, 49, 1], offset: ?>> to memref<1x1x16xf32, strided<[3136, 49, 1], offset: ?>>
        %v = vector.transfer_read %tile[%c0, %c0, %c0], %pad {in_bounds = [true]} : memref<1x1x16xf32, strided<[3136, 49, 1], offset: ?>>, vector<16xf32>
        %k = vector.transfer_read %scale[%c], %pad {in_bounds = [true], permutation_map = affine_map<(d0) -> (0)>} : memref<64xf32>, vector<16xf32>
        %r = arith.mulf %v, %k : vector<16xf32>
        vector.transfer_write %r, %out[%n, %c, %s] {in_bounds = [true]} : vector<16xf32>, memref<8x64x49xf32>
      } {tagrad.cpu_loop = #tagrad.cpu_loop<prefetch_channels = 2>}
    }
  }
  return
}

// -----

// Strided subviews resolve through their strides; the walk stops at a
// rank-reducing subview (whose dimension 1 is no longer the buffer's), and
// the prefetch goes to that view.

// CHECK:       #[[TWICE:.*]] = affine_map<()[s0] -> (s0 * 2)>
// CHECK-LABEL: func.func @strided_and_rank_reduced
// CHECK-SAME:    (%[[BUF:.*]]: memref<2x8x64x49xf32>)
// CHECK:       %[[PLANES:.*]] = memref.subview %[[BUF]][1, 0, 0, 0] [1, 8, 64, 49] [1, 1, 1, 1]
// CHECK:       %[[EVEN:.*]] = memref.subview %[[PLANES]][0, 0, 0] [8, 64, 24] [1, 1, 2]
// CHECK:       scf.for %[[S:[a-z0-9_]+]] =
// CHECK:         %[[S2:.*]] = affine.apply #[[TWICE]]()[%[[S]]]
// CHECK:         %[[CHANNEL:.*]] = arith.select %{{.*}}, %c3{{.*}}, %c0{{.*}} : index
// CHECK:         memref.prefetch %[[PLANES]][%c0{{.*}}, %[[CHANNEL]], %[[S2]]], read, locality<2>, data : memref<8x64x49xf32, strided<[3136, 49, 1], offset: 25088>>
// CHECK-NEXT:    vector.transfer_read %[[EVEN]][%c0{{.*}}, %c0{{.*}}, %[[S]]]
func.func @strided_and_rank_reduced(%buf: memref<2x8x64x49xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c24 = arith.constant 24 : index
  %pad = arith.constant 0.0 : f32
  %planes = memref.subview %buf[1, 0, 0, 0] [1, 8, 64, 49] [1, 1, 1, 1] : memref<2x8x64x49xf32> to memref<8x64x49xf32, strided<[3136, 49, 1], offset: 25088>>
  %even = memref.subview %planes[0, 0, 0] [8, 64, 24] [1, 1, 2] : memref<8x64x49xf32, strided<[3136, 49, 1], offset: 25088>> to memref<8x64x24xf32, strided<[3136, 49, 2], offset: 25088>>
  %init = arith.constant dense<0.0> : vector<4xf32>
  %sum = scf.for %s = %c0 to %c24 step %c4 iter_args(%acc = %init) -> (vector<4xf32>) {
    %v = vector.transfer_read %even[%c0, %c0, %s], %pad {in_bounds = [true]} : memref<8x64x24xf32, strided<[3136, 49, 2], offset: 25088>>, vector<4xf32>
    %next = arith.addf %acc, %v : vector<4xf32>
    scf.yield %next : vector<4xf32>
  } {tagrad.cpu_loop = #tagrad.cpu_loop<prefetch_channels = 3>}
  return %sum : vector<4xf32>
}

// -----

// Unmarked loops are left alone.

// CHECK-LABEL: func.func @unmarked
// CHECK-NOT:   memref.prefetch
// CHECK:       return
func.func @unmarked(%buf: memref<8x64x49xf32>, %out: memref<8x64x49xf32>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c48 = arith.constant 48 : index
  %pad = arith.constant 0.0 : f32
  scf.for %s = %c0 to %c48 step %c16 {
    %v = vector.transfer_read %buf[%c0, %c0, %s], %pad {in_bounds = [true]} : memref<8x64x49xf32>, vector<16xf32>
    vector.transfer_write %v, %out[%c0, %c0, %s] {in_bounds = [true]} : vector<16xf32>, memref<8x64x49xf32>
  }
  return
}

// -----

// A block's runs of whole vectors (the schedule's flat sweep of K planes per
// batch entry): the data is read through an [N, C / K, K * S] reshape of
// the buffer, and the walk stops there (it resolves subviews only), so
// `prefetch_channels = 1` prefetches the same element of the next block's
// run, or of its own in the last block.

// CHECK-LABEL: func.func @block_runs
// CHECK-SAME:    (%[[BUF:.*]]: memref<8x64x49xf32>, %[[BLOCK:.*]]: index)
// CHECK:       %[[RUNS:.*]] = memref.expand_shape %{{.*}} {{\[}}[0], [1, 2]] output_shape [8, 4, 784]
// CHECK:       scf.for %[[N:[a-z0-9_]+]] =
// CHECK:         scf.for %[[F:[a-z0-9_]+]] =
// CHECK:           %[[AHEAD:.*]] = arith.addi %[[BLOCK]], %c1{{.*}} : index
// CHECK:           %[[INSIDE:.*]] = arith.cmpi ult, %[[AHEAD]], %c4{{.*}} : index
// CHECK:           %[[TARGET:.*]] = arith.select %[[INSIDE]], %[[AHEAD]], %[[BLOCK]] : index
// CHECK:           memref.prefetch %[[RUNS]][%[[N]], %[[TARGET]], %[[F]]], read, locality<2>, data : memref<8x4x784xf32>
// CHECK-NEXT:      vector.transfer_read
func.func @block_runs(%buf: memref<8x64x49xf32>, %block: index) -> vector<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c784 = arith.constant 784 : index
  %pad = arith.constant 0.0 : f32
  %flat = memref.collapse_shape %buf [[0], [1, 2]] : memref<8x64x49xf32> into memref<8x3136xf32>
  %runs = memref.expand_shape %flat [[0], [1, 2]] output_shape [8, 4, 784] : memref<8x3136xf32> into memref<8x4x784xf32>
  %run = memref.subview %runs[0, %block, 0] [8, 1, 784] [1, 1, 1] : memref<8x4x784xf32> to memref<8x1x784xf32, strided<[3136, 784, 1], offset: ?>>
  %init = arith.constant dense<0.0> : vector<16xf32>
  %sum = scf.for %n = %c0 to %c8 step %c1 iter_args(%acc = %init) -> (vector<16xf32>) {
    %row = scf.for %f = %c0 to %c784 step %c16 iter_args(%a = %acc) -> (vector<16xf32>) {
      %tile = memref.subview %run[%n, 0, %f] [1, 1, 16] [1, 1, 1] : memref<8x1x784xf32, strided<[3136, 784, 1], offset: ?>> to memref<1x1x16xf32, strided<[3136, 784, 1], offset: ?>>
      %v = vector.transfer_read %tile[%c0, %c0, %c0], %pad {in_bounds = [true]} : memref<1x1x16xf32, strided<[3136, 784, 1], offset: ?>>, vector<16xf32>
      %next = arith.addf %a, %v : vector<16xf32>
      scf.yield %next : vector<16xf32>
    } {tagrad.cpu_loop = #tagrad.cpu_loop<prefetch_channels = 1>}
    scf.yield %row : vector<16xf32>
  }
  return %sum : vector<16xf32>
}

// -----

// In a loop marked #tagrad.cpu_loop<prefetch_row_bytes = B>, each read of
// a rank-2 buffer of rows with a static row stride gets one prefetch (into
// L2) per row it reads, ceil(B / row bytes) rows further on (1024 bytes: 4
// rows of 64 f32), or of the row itself past the buffer's last row. Reads
// of rank-1 operands get none; the mark is removed.

// CHECK-LABEL: func.func @rows_ahead
// CHECK-SAME:    (%[[ROWS:.*]]: memref<40x64xf32>, %[[MEAN:.*]]: memref<64xf32>, %[[SHARE:.*]]: index)
// CHECK:       %[[VIEW:.*]] = memref.subview %[[ROWS]][%[[SHARE]], 0] [20, 64] [1, 1]
// CHECK:       scf.for %[[R:[a-z0-9_]+]] =
// CHECK:         scf.for %[[C:[a-z0-9_]+]] =
// CHECK:           %[[ROW0:.*]] = affine.apply #{{.*}}()[%[[SHARE]], %[[R]]]
// CHECK:           %[[AHEAD0:.*]] = arith.addi %[[ROW0]], %c4{{.*}} : index
// CHECK:           %[[INSIDE0:.*]] = arith.cmpi ult, %[[AHEAD0]], %c40{{.*}} : index
// CHECK:           %[[AT0:.*]] = arith.select %[[INSIDE0]], %[[AHEAD0]], %[[ROW0]] : index
// CHECK:           memref.prefetch %[[ROWS]][%[[AT0]], %[[C]]], read, locality<2>, data : memref<40x64xf32>
// CHECK:           %[[ROW1:.*]] = arith.addi %[[ROW0]], %c1{{.*}} : index
// CHECK:           %[[AHEAD1:.*]] = arith.addi %[[ROW1]], %c4{{.*}} : index
// CHECK:           %[[INSIDE1:.*]] = arith.cmpi ult, %[[AHEAD1]], %c40{{.*}} : index
// CHECK:           %[[AT1:.*]] = arith.select %[[INSIDE1]], %[[AHEAD1]], %[[ROW1]] : index
// CHECK:           memref.prefetch %[[ROWS]][%[[AT1]], %[[C]]], read, locality<2>, data : memref<40x64xf32>
// CHECK-NEXT:      vector.transfer_read %[[VIEW]][%[[R]], %[[C]]]
// CHECK-NOT:       memref.prefetch
// CHECK:           vector.transfer_read %[[MEAN]]
// CHECK-NOT:   tagrad.cpu_loop
// CHECK:       return
func.func @rows_ahead(%rows: memref<40x64xf32>, %mean: memref<64xf32>, %share: index) -> vector<16xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %c20 = arith.constant 20 : index
  %c64 = arith.constant 64 : index
  %pad = arith.constant 0.0 : f32
  %view = memref.subview %rows[%share, 0] [20, 64] [1, 1] : memref<40x64xf32> to memref<20x64xf32, strided<[64, 1], offset: ?>>
  %init = arith.constant dense<0.0> : vector<16xf32>
  %sum = scf.for %r = %c0 to %c20 step %c2 iter_args(%acc = %init) -> (vector<16xf32>) {
    %row = scf.for %c = %c0 to %c64 step %c16 iter_args(%a = %acc) -> (vector<16xf32>) {
      %v = vector.transfer_read %view[%r, %c], %pad {in_bounds = [true, true]} : memref<20x64xf32, strided<[64, 1], offset: ?>>, vector<2x16xf32>
      %m = vector.transfer_read %mean[%c], %pad {in_bounds = [true]} : memref<64xf32>, vector<16xf32>
      %v0 = vector.extract %v[0] : vector<16xf32> from vector<2x16xf32>
      %d = arith.subf %v0, %m : vector<16xf32>
      %next = arith.addf %a, %d : vector<16xf32>
      scf.yield %next : vector<16xf32>
    } {tagrad.cpu_loop = #tagrad.cpu_loop<prefetch_row_bytes = 1024>}
    scf.yield %row : vector<16xf32>
  }
  return %sum : vector<16xf32>
}

// -----

// A negative B (a loop the schedule runs backwards: the elementwise pass of
// channels-last rows) prefetches ceil(|B| / row bytes) rows back (-1024
// bytes: 4 rows of 64 f32), or the row itself before the buffer's first
// row. The row index counts down (39 - r), as reversed loops compute it.

// CHECK-LABEL: func.func @rows_behind
// CHECK-SAME:    (%[[ROWS:.*]]: memref<40x64xf32>, %[[OUT:.*]]: memref<40x64xf32>)
// CHECK:       scf.for %[[R:[a-z0-9_]+]] =
// CHECK:         %[[ROW:.*]] = affine.apply #{{.*}}(%[[R]])
// CHECK:         scf.for %[[C:[a-z0-9_]+]] =
// CHECK:           %[[BACK:.*]] = arith.subi %[[ROW]], %c4{{.*}} : index
// CHECK:           %[[INSIDE:.*]] = arith.cmpi uge, %[[ROW]], %c4{{.*}} : index
// CHECK:           %[[AT:.*]] = arith.select %[[INSIDE]], %[[BACK]], %[[ROW]] : index
// CHECK:           memref.prefetch %[[ROWS]][%[[AT]], %[[C]]], read, locality<2>, data : memref<40x64xf32>
// CHECK-NEXT:      vector.transfer_read %[[ROWS]][%[[ROW]], %[[C]]]
// CHECK-NOT:       memref.prefetch
// CHECK:         }
// CHECK-NOT:   tagrad.cpu_loop
// CHECK:       return
func.func @rows_behind(%rows: memref<40x64xf32>, %out: memref<40x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c40 = arith.constant 40 : index
  %c64 = arith.constant 64 : index
  %pad = arith.constant 0.0 : f32
  scf.for %r = %c0 to %c40 step %c1 {
    %row = affine.apply affine_map<(d0) -> (39 - d0)>(%r)
    scf.for %c = %c0 to %c64 step %c16 {
      %v = vector.transfer_read %rows[%row, %c], %pad {in_bounds = [true]} : memref<40x64xf32>, vector<16xf32>
      %twice = arith.addf %v, %v : vector<16xf32>
      vector.transfer_write %twice, %out[%row, %c] {in_bounds = [true]} : vector<16xf32>, memref<40x64xf32>
    } {tagrad.cpu_loop = #tagrad.cpu_loop<prefetch_row_bytes = -1024>}
  }
  return
}

// -----

// No prefetch for rows whose stride is dynamic, or for a static buffer with
// fewer rows than the distance either way (40 rows of 256 bytes, 16 KiB
// ahead or back); the marks are removed. (A distance of 0 is no mark, and
// the most negative i64 no distance: cpu-loop.mlir.)

// CHECK-LABEL: func.func @rows_not_ahead
// CHECK-NOT:   memref.prefetch
// CHECK-NOT:   tagrad.cpu_loop
// CHECK:       return
func.func @rows_not_ahead(%rows: memref<40x64xf32>, %dynamic: memref<?x?xf32, strided<[?, 1]>>) -> (vector<16xf32>, vector<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c20 = arith.constant 20 : index
  %pad = arith.constant 0.0 : f32
  %init = arith.constant dense<0.0> : vector<16xf32>
  %b = scf.for %r = %c0 to %c20 step %c1 iter_args(%acc = %init) -> (vector<16xf32>) {
    %v = vector.transfer_read %dynamic[%r, %c0], %pad {in_bounds = [true]} : memref<?x?xf32, strided<[?, 1]>>, vector<16xf32>
    %next = arith.addf %acc, %v : vector<16xf32>
    scf.yield %next : vector<16xf32>
  } {tagrad.cpu_loop = #tagrad.cpu_loop<prefetch_row_bytes = 4096>}
  %c = scf.for %r = %c0 to %c20 step %c1 iter_args(%acc = %init) -> (vector<16xf32>) {
    %v = vector.transfer_read %rows[%r, %c0], %pad {in_bounds = [true]} : memref<40x64xf32>, vector<16xf32>
    %next = arith.addf %acc, %v : vector<16xf32>
    scf.yield %next : vector<16xf32>
  } {tagrad.cpu_loop = #tagrad.cpu_loop<prefetch_row_bytes = 16384>}
  %d = scf.for %r = %c0 to %c20 step %c1 iter_args(%acc = %init) -> (vector<16xf32>) {
    %v = vector.transfer_read %rows[%r, %c0], %pad {in_bounds = [true]} : memref<40x64xf32>, vector<16xf32>
    %next = arith.addf %acc, %v : vector<16xf32>
    scf.yield %next : vector<16xf32>
  } {tagrad.cpu_loop = #tagrad.cpu_loop<prefetch_row_bytes = -16384>}
  %cd = arith.addf %c, %d : vector<16xf32>
  return %cd, %b : vector<16xf32>, vector<16xf32>
}

// -----

// The loop's other marks stay, for the passes that read them.

// CHECK-LABEL: func.func @other_marks
// CHECK:       memref.prefetch
// CHECK:       } {tagrad.cpu_loop = #tagrad.cpu_loop<nontemporal = true>}
func.func @other_marks(%buf: memref<8x64x16xf32>, %out: memref<8x64x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %pad = arith.constant 0.0 : f32
  scf.for %c = %c0 to %c64 step %c1 {
    %v = vector.transfer_read %buf[%c0, %c, %c0], %pad {in_bounds = [true]} : memref<8x64x16xf32>, vector<16xf32>
    vector.transfer_write %v, %out[%c0, %c, %c0] {in_bounds = [true]} : vector<16xf32>, memref<8x64x16xf32>
  } {tagrad.cpu_loop = #tagrad.cpu_loop<nontemporal = true, prefetch_channels = 2>}
  return
}
