// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file %s | FileCheck %s

// Segment reductions, TensorScatter*, TopKV2/InTopKV2 and ResizeBilinear:
// the structure of each lowering and its run-time checks. Values are
// checked against TensorFlow in ../../Integration/TensorFlow
// (segment_reductions, scatter_top_k, resize_bilinear_grad).

// Sorted ids: one pass checks them (non-decreasing, non-negative) and gives
// the segment count (last id + 1); a second adds each row into its segment,
// counting rows; a mean divides by the count, empty segments read 0.
// CHECK-LABEL: func.func @segment_mean
// CHECK: scf.for
// CHECK: tagrad.runtime_check %{{.*}}, "segment ids are not increasing"
// CHECK: tagrad.runtime_check %{{.*}}, "segment ids must be >= 0"
// CHECK: scf.for
// CHECK: tagrad.runtime_check %{{.*}}, "Segment id {0} out of range [0, {1}), possibly because 'segment_ids' input is not sorted."
// CHECK: arith.addf
// CHECK: linalg.generic
// CHECK: arith.divf
// CHECK: return %{{.*}} : tensor<?x2xf32>
func.func @segment_mean(%d: tensor<4x2xf32>, %ids: tensor<4xi32>) -> tensor<*xf32> {
  %y = "tf.SegmentMean"(%d, %ids) : (tensor<4x2xf32>, tensor<4xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// UnsortedSegmentMax starts from float32's lowest value and drops negative
// ids; num_segments from data is checked non-negative. One unsigned compare
// takes a row; out of line, a negative id is dropped and one at or above
// num_segments reported.
// CHECK-LABEL: func.func @unsorted_segment_max
// CHECK: tagrad.runtime_check %{{.*}}, "num_segments must be >= 0, got {0}"
// CHECK: arith.constant -3.40282347E+38 : f32
// CHECK: scf.for
// CHECK: %[[IN:.*]] = arith.cmpi ult, %[[ID:.*]], %{{.*}} : index
// CHECK: scf.if %[[IN]]
// CHECK: arith.maximumf
// CHECK: } else {
// CHECK: %[[BAD:.*]] = arith.cmpi sge, %[[ID]], %c0 : index
// CHECK: tagrad.runtime_check %[[BAD]], "segment_ids[{2}] = {0} is out of range [0, {1})"
func.func @unsorted_segment_max(%d: tensor<4x2xf32>, %ids: tensor<4xi64>, %n: tensor<i32>) -> tensor<*xf32> {
  %y = "tf.UnsortedSegmentMax"(%d, %ids, %n) : (tensor<4x2xf32>, tensor<4xi64>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @segment_sum_max_min_prod
// CHECK-COUNT-4: scf.for
func.func @segment_sum_max_min_prod(%d: tensor<4xf32>, %ids: tensor<4xi32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %s = "tf.SegmentSum"(%d, %ids) : (tensor<4xf32>, tensor<4xi32>) -> tensor<*xf32>
  %m = "tf.SegmentMax"(%d, %ids) : (tensor<4xf32>, tensor<4xi32>) -> tensor<*xf32>
  %n = "tf.SegmentMin"(%s, %ids) : (tensor<*xf32>, tensor<4xi32>) -> tensor<*xf32>
  %p = "tf.SegmentProd"(%m, %ids) : (tensor<*xf32>, tensor<4xi32>) -> tensor<*xf32>
  return %n, %p : tensor<*xf32>, tensor<*xf32>
}

// -----

// Unsorted Min and Prod start from the highest value and from one.
// CHECK-LABEL: func.func @unsorted_segment_min_prod
// CHECK: arith.constant 2147483647 : i32
// CHECK: arith.minsi
// CHECK: arith.constant 1 : i32
// CHECK: arith.muli
func.func @unsorted_segment_min_prod(%d: tensor<4xi32>, %ids: tensor<4xi32>) -> (tensor<*xi32>, tensor<*xi32>) {
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %a = "tf.UnsortedSegmentMin"(%d, %ids, %n) : (tensor<4xi32>, tensor<4xi32>, tensor<i32>) -> tensor<*xi32>
  %b = "tf.UnsortedSegmentProd"(%d, %ids, %n) : (tensor<4xi32>, tensor<4xi32>, tensor<i32>) -> tensor<*xi32>
  return %a, %b : tensor<*xi32>, tensor<*xi32>
}

// -----

// TensorScatter ops update a copy of their tensor: Sub subtracts, Min takes
// the smaller, Update replaces.
// CHECK-LABEL: func.func @tensor_scatter
// CHECK: scf.for
// CHECK: arith.subf
// CHECK: scf.for
// CHECK: arith.minimumf
// CHECK: scf.for
// CHECK: tensor.insert_slice
// CHECK: return %{{.*}} : tensor<4x3xf32>
func.func @tensor_scatter(%t: tensor<4x3xf32>, %i: tensor<2x1xi32>, %u: tensor<2x3xf32>) -> tensor<*xf32> {
  %a = "tf.TensorScatterSub"(%t, %i, %u) : (tensor<4x3xf32>, tensor<2x1xi32>, tensor<2x3xf32>) -> tensor<*xf32>
  %b = "tf.TensorScatterMin"(%a, %i, %u) : (tensor<*xf32>, tensor<2x1xi32>, tensor<2x3xf32>) -> tensor<*xf32>
  %c = "tf.TensorScatterUpdate"(%b, %i, %u) : (tensor<*xf32>, tensor<2x1xi32>, tensor<2x3xf32>) -> tensor<*xf32>
  return %c : tensor<*xf32>
}

// -----

// TopKV2: k passes, each a reduction over the last dimension picking the
// largest element after the previous pick; a dynamic row length is checked
// against k at run time.
// CHECK-LABEL: func.func @top_k
// CHECK: tagrad.runtime_check %{{.*}}, "input must have at least k columns. Had {0}, needed {1}"
// CHECK: scf.for
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]
// CHECK: return %{{.*}} : tensor<2x3xf32>, tensor<2x3xi32>
func.func @top_k(%x: tensor<2x?xf32>) -> (tensor<*xf32>, tensor<*xi32>) {
  %k = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %v, %i = "tf.TopKV2"(%x, %k) {sorted = true} : (tensor<2x?xf32>, tensor<i32>) -> (tensor<*xf32>, tensor<*xi32>)
  return %v, %i : tensor<*xf32>, tensor<*xi32>
}

// -----

// InTopKV2 counts the predictions larger than the target's; rows of
// predictions and targets must agree.
// CHECK-LABEL: func.func @in_top_k
// CHECK: tagrad.runtime_check %{{.*}}, "First dimension of predictions {0} must match length of targets {1}"
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]
// CHECK: arith.cmpf ogt
// CHECK: math.isfinite
// CHECK: return %{{.*}} : tensor<?xi1>
func.func @in_top_k(%p: tensor<?x5xf32>, %t: tensor<?xi32>) -> tensor<*xi1> {
  %k = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  %y = "tf.InTopKV2"(%p, %t, %k) : (tensor<?x5xf32>, tensor<?xi32>, tensor<i32>) -> tensor<*xi1>
  return %y : tensor<*xi1>
}

// -----

// ResizeBilinear reads four neighbours per output pixel and interpolates
// across, then down; its gradient adds into the four, weighted.
// CHECK-LABEL: func.func @resize_bilinear
// CHECK: linalg.generic
// CHECK: math.floor
// CHECK: math.ceil
// CHECK-COUNT-4: tensor.extract
// CHECK: scf.for
// CHECK: scf.for
// CHECK-COUNT-4: tensor.insert_slice
// CHECK: return %{{.*}} : tensor<1x6x4x2xf32>, tensor<1x3x2x2xf32>
func.func @resize_bilinear(%x: tensor<1x3x2x2xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %s = "tf.Const"() {value = dense<[6, 4]> : tensor<2xi32>} : () -> tensor<2xi32>
  %y = "tf.ResizeBilinear"(%x, %s) {align_corners = false, half_pixel_centers = true} : (tensor<1x3x2x2xf32>, tensor<2xi32>) -> tensor<*xf32>
  %g = "tf.ResizeBilinearGrad"(%y, %x) {align_corners = false, half_pixel_centers = true} : (tensor<*xf32>, tensor<1x3x2x2xf32>) -> tensor<*xf32>
  return %y, %g : tensor<*xf32>, tensor<*xf32>
}
