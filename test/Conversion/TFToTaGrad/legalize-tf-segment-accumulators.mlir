// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file %s | FileCheck %s

// Float segment sums never run in the element type (docs/Numerics.md).
// Rows of 16 or more static elements: an f32 partial row per segment, a row
// count, and every 256 rows of a segment the partial moved into the
// segment's f64 total (zeroed at its first full leaf) and restarted from 0;
// at the end the segments of more than one leaf add total and partial,
// rounded once.

// CHECK-LABEL: func.func @wide_rows
// CHECK: %[[PARTIAL:.*]] = linalg.fill {{.*}} -> tensor<8x16xf32>
// CHECK: %[[COUNTS:.*]] = linalg.fill {{.*}} -> tensor<8xi64>
// CHECK: %[[TOTALS:.*]] = tensor.empty() : tensor<8x16xf64>
// CHECK: scf.for {{.*}} iter_args({{.*}} = %[[PARTIAL]], {{.*}} = %[[COUNTS]], {{.*}} = %[[TOTALS]])
// CHECK:   %[[N:.*]] = tensor.extract %{{.*}} : tensor<8xi64>
// CHECK:   arith.andi %[[N]], %c255_i64
// CHECK:   scf.if
// CHECK:     arith.cmpi eq, %[[N]], %c256_i64
// CHECK:     linalg.fill {{.*}} -> tensor<1x16xf64>
// CHECK:     arith.extf %{{.*}} : f32 to f64
// CHECK:     arith.addf %{{.*}} : f64
// CHECK:     linalg.fill {{.*}} -> tensor<1x16xf32>
// CHECK:   linalg.generic
// CHECK:     arith.addf %{{.*}} : f32
// CHECK: scf.for
// CHECK:   arith.cmpi sgt, %{{.*}}, %c256_i64
// CHECK:   arith.truncf %{{.*}} : f64 to f32
// CHECK-NOT: "tf.
func.func @wide_rows(%x: tensor<?x16xf32>, %ids: tensor<?xi32>) -> tensor<*xf32> {
  %n = "tf.Const"() {value = dense<8> : tensor<i32>} : () -> tensor<i32>
  %r = "tf.UnsortedSegmentSum"(%x, %ids, %n) : (tensor<?x16xf32>, tensor<?xi32>, tensor<i32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// bf16 rows take the same leaves in f32, rounded to bf16 at the end.

// CHECK-LABEL: func.func @wide_bf16_rows
// CHECK: linalg.fill {{.*}} -> tensor<4x32xf32>
// CHECK: tensor.empty() : tensor<4x32xf64>
// CHECK: arith.extf %{{.*}} : bf16 to f32
// CHECK: arith.truncf %{{.*}} : f32 to bf16
func.func @wide_bf16_rows(%x: tensor<?x32xbf16>, %ids: tensor<?xi64>) -> tensor<*xbf16> {
  %n = "tf.Const"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
  %r = "tf.UnsortedSegmentSum"(%x, %ids, %n) : (tensor<?x32xbf16>, tensor<?xi64>, tensor<i64>) -> tensor<*xbf16>
  return %r : tensor<*xbf16>
}

// -----

// Narrower rows (and rows of a dynamic size) accumulate in f64: their
// update is cheaper than counting them. Static ones go in blocks of 64 rows
// whose ids are checked at once (their largest, unsigned, below the count):
// such a block takes 4 rows a trip with no check; another one sends a
// dropped row (a negative id) into a ninth segment row, which the result
// leaves out, and reports an id at or above the count.

// CHECK-LABEL: func.func @narrow_rows
// CHECK: linalg.fill {{.*}} -> tensor<9x3xf64>
// CHECK-NOT: tensor<9xi64>
// CHECK: scf.for {{.*}} step %c64
// CHECK:   scf.for {{.*}} -> (i32)
// CHECK:     arith.maxui
// CHECK:   arith.index_castui
// CHECK:   %[[ALL:.*]] = arith.cmpi ult, %{{.*}}, %c8 : index
// CHECK:   scf.if %[[ALL]]
// CHECK:     scf.for {{.*}} step %c4
// CHECK-NOT:   tagrad.runtime_check
// CHECK:       arith.extf %{{.*}} : f32 to f64
// CHECK:       arith.addf %{{.*}} : f64
// CHECK:   } else {
// CHECK:     scf.for {{.*}} step %c4
// CHECK:       %[[IN:.*]] = arith.cmpi ult, %[[ID:.*]], %c8 : index
// CHECK:       %[[BAD:.*]] = arith.cmpi sge, %[[ID]], %c8 : index
// CHECK:       tagrad.runtime_check %[[BAD]]
// CHECK:       arith.select %[[IN]], %[[ID]], %c8 : index
// CHECK: scf.for {{.*}} step %c1
// CHECK: tensor.extract_slice %{{.*}}[0, 0] [8, 3] [1, 1] : tensor<9x3xf64> to tensor<8x3xf64>
// CHECK: arith.truncf %{{.*}} : f64 to f32
func.func @narrow_rows(%x: tensor<?x3xf32>, %ids: tensor<?xi32>) -> tensor<*xf32> {
  %n = "tf.Const"() {value = dense<8> : tensor<i32>} : () -> tensor<i32>
  %r = "tf.UnsortedSegmentSum"(%x, %ids, %n) : (tensor<?x3xf32>, tensor<?xi32>, tensor<i32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// Rows of one element: blocks of 256, widened to f64 a block at a time
// (one generic) before scalar updates.

// CHECK-LABEL: func.func @single_rows
// CHECK: linalg.fill {{.*}} -> tensor<9x1xf64>
// CHECK: scf.for {{.*}} step %c256
// CHECK:   tensor.extract_slice %{{.*}} [256, 1] [1, 1] : tensor<?x1xf32> to tensor<256x1xf32>
// CHECK:   linalg.generic
// CHECK:     arith.extf %{{.*}} : f32 to f64
// CHECK:   } -> tensor<256x1xf64>
// CHECK:   scf.if
// CHECK:     scf.for {{.*}} step %c4
// CHECK:       tensor.extract %{{.*}} : tensor<256x1xf64>
// CHECK:       tensor.extract %{{.*}} : tensor<9x1xf64>
// CHECK:       arith.addf %{{.*}} : f64
// CHECK:       tensor.insert %{{.*}} : tensor<9x1xf64>
// CHECK: arith.truncf %{{.*}} : f64 to f32
func.func @single_rows(%x: tensor<?x1xf32>, %ids: tensor<?xi32>) -> tensor<*xf32> {
  %n = "tf.Const"() {value = dense<8> : tensor<i32>} : () -> tensor<i32>
  %r = "tf.UnsortedSegmentSum"(%x, %ids, %n) : (tensor<?x1xf32>, tensor<?xi32>, tensor<i32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @dynamic_rows
// CHECK: linalg.fill {{.*}} -> tensor<8x?xf64>
// CHECK-NOT: xi64>
// CHECK: arith.truncf %{{.*}} : f64 to f32
func.func @dynamic_rows(%x: tensor<?x?xf32>, %ids: tensor<?xi32>) -> tensor<*xf32> {
  %n = "tf.Const"() {value = dense<8> : tensor<i32>} : () -> tensor<i32>
  %r = "tf.UnsortedSegmentSum"(%x, %ids, %n) : (tensor<?x?xf32>, tensor<?xi32>, tensor<i32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// A mean divides each segment's rounded sum by its row count.

// CHECK-LABEL: func.func @wide_mean
// CHECK: tensor.empty(%{{.*}}) : tensor<?x16xf64>
// CHECK: arith.sitofp %{{.*}} : i64 to f32
// CHECK: arith.divf %{{.*}} : f32
func.func @wide_mean(%x: tensor<?x16xf32>, %ids: tensor<?xi32>) -> tensor<*xf32> {
  %r = "tf.SegmentMean"(%x, %ids) : (tensor<?x16xf32>, tensor<?xi32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}
