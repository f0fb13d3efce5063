// RUN: tagrad-opt %s --convert-tagrad-to-linalg --split-input-file | FileCheck %s
// RUN: tagrad-opt %s --convert-tagrad-to-linalg --split-input-file | FileCheck %s --check-prefix=STAMP

// Every generic carries what the lowering knows for the CPU schedule: the
// collapsed layout, the stage, and (training gradients) that the three may
// run one channel at a time.
// STAMP-LABEL: func @grad_nhwc_training
// STAMP: linalg.generic {{.*}} attrs =  {tagrad.schedule = #tagrad.batch_norm_schedule<layout = channels_last, stage = sums, fusion = channels>}
// STAMP: linalg.generic {{.*}} attrs =  {tagrad.schedule = #tagrad.batch_norm_schedule<layout = channels_last, stage = coefficients, fusion = channels>}
// STAMP: linalg.generic {{.*}} attrs =  {tagrad.schedule = #tagrad.batch_norm_schedule<layout = channels_last, stage = elementwise, fusion = channels>}
// STAMP-LABEL: func @grad_nchw_inference
// STAMP: linalg.generic {{.*}} attrs =  {tagrad.schedule = #tagrad.batch_norm_schedule<layout = channels_first, stage = sums, fusion = none>}
// STAMP: linalg.generic {{.*}} attrs =  {tagrad.schedule = #tagrad.batch_norm_schedule<layout = channels_first, stage = coefficients, fusion = none>}
// STAMP: linalg.generic {{.*}} attrs =  {tagrad.schedule = #tagrad.batch_norm_schedule<layout = channels_first, stage = elementwise, fusion = none>}
// STAMP-LABEL: func @forward_nhwc_f16_training
// STAMP: linalg.generic {{.*}}stage = sums, fusion = none>}
// STAMP: linalg.generic {{.*}}stage = coefficients, fusion = none>}
// STAMP: linalg.generic {{.*}}stage = sums, fusion = none>}
// STAMP: linalg.generic {{.*}}stage = coefficients, fusion = none>}
// STAMP: linalg.generic {{.*}}stage = coefficients, fusion = none>}
// STAMP: linalg.generic {{.*}}layout = channels_last, stage = elementwise, fusion = none>}

// Training grad, NHWC: the data collapses (no transpose) to [R, C]; one
// reduction generic with two outputs sums dy and dy * (x - mean); the
// elementwise generic writes x_backprop.

// CHECK-DAG: #[[ID2:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[CH2:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func @grad_nhwc_training
// CHECK-SAME: (%[[DY:.*]]: tensor<2x3x4x5xf32>, %[[X:.*]]: tensor<2x3x4x5xf32>, %[[S:.*]]: tensor<5xf32>, %[[M:.*]]: tensor<5xf32>, %[[V:.*]]: tensor<5xf32>)
// CHECK-DAG: %[[X2:.*]] = tensor.collapse_shape %[[X]] {{\[}}[0, 1, 2], [3]] : tensor<2x3x4x5xf32> into tensor<24x5xf32>
// CHECK-DAG: %[[DY2:.*]] = tensor.collapse_shape %[[DY]] {{\[}}[0, 1, 2], [3]]
// CHECK: %[[SUMS:.*]]:2 = linalg.generic {indexing_maps = [#[[ID2]], #[[ID2]], #[[CH2]], #[[CH2]], #[[CH2]]], iterator_types = ["reduction", "parallel"]} ins(%[[DY2]], %[[X2]], %[[M]] : tensor<24x5xf32>, tensor<24x5xf32>, tensor<5xf32>) outs(%{{.*}}, %{{.*}} : tensor<5xf32>, tensor<5xf32>)
// CHECK:   %[[XC:.*]] = arith.subf %{{.*}}, %{{.*}} : f32
// CHECK:   arith.addf
// CHECK:   arith.mulf %{{.*}}, %[[XC]] : f32
// CHECK:   arith.addf
// CHECK:   linalg.yield
// CHECK: %[[COEF:.*]]:4 = linalg.generic {{.*}} ins(%[[S]], %[[V]], %[[SUMS]]#0, %[[SUMS]]#1 :
// CHECK:   math.rsqrt
// CHECK: %[[DX2:.*]] = linalg.generic {indexing_maps = [#[[ID2]], #[[ID2]], #[[CH2]], #[[CH2]], #[[CH2]], #[[CH2]], #[[ID2]]], iterator_types = ["parallel", "parallel"]} ins(%[[DY2]], %[[X2]], %[[M]], %[[COEF]]#1, %[[COEF]]#2, %[[COEF]]#3 :
// CHECK: %[[DX:.*]] = tensor.expand_shape %[[DX2]] {{\[}}[0, 1, 2], [3]] output_shape [2, 3, 4, 5] : tensor<24x5xf32> into tensor<2x3x4x5xf32>
// CHECK-NOT: linalg.transpose
// CHECK: return %[[DX]], %[[COEF]]#0, %[[SUMS]]#0, %{{.*}}, %{{.*}} :
func.func @grad_nhwc_training(%dy: tensor<2x3x4x5xf32>, %x: tensor<2x3x4x5xf32>, %s: tensor<5xf32>, %m: tensor<5xf32>, %v: tensor<5xf32>) -> (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<0xf32>, tensor<0xf32>) {
  %dx, %ds, %do, %r3, %r4 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v {epsilon = 1.0e-03 : f32, data_format = "NHWC", is_training = true} : tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
  return %dx, %ds, %do, %r3, %r4 : tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<0xf32>, tensor<0xf32>
}

// -----

// NCHW collapses to [N, C, S]: the channel loop stays loop 1 and the
// reduction runs over loops 0 and 2. Inference: dx = dy * scale * rstd,
// read directly in NCHW.

// CHECK-DAG: #[[ID3:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[CH3:.*]] = affine_map<(d0, d1, d2) -> (d1)>
// CHECK-LABEL: func @grad_nchw_inference
// CHECK: tensor.collapse_shape %{{.*}} {{\[}}[0], [1], [2, 3]] : tensor<2x3x4x5xf32> into tensor<2x3x20xf32>
// CHECK: linalg.generic {indexing_maps = [#[[ID3]], #[[ID3]], #[[CH3]], #[[CH3]], #[[CH3]]], iterator_types = ["reduction", "parallel", "reduction"]}
// CHECK: %[[COEF:.*]]:2 = linalg.generic
// CHECK: linalg.generic {indexing_maps = [#[[ID3]], #[[CH3]], #[[ID3]]], iterator_types = ["parallel", "parallel", "parallel"]} ins(%{{.*}}, %[[COEF]]#1 :
// CHECK-NEXT: ^bb0(%[[G:.*]]: f32, %[[K:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:   %[[P:.*]] = arith.mulf %[[G]], %[[K]] : f32
// CHECK-NEXT:   linalg.yield %[[P]]
// CHECK: tensor.expand_shape %{{.*}} {{\[}}[0], [1], [2, 3]] output_shape [2, 3, 4, 5]
func.func @grad_nchw_inference(%dy: tensor<2x3x4x5xf32>, %x: tensor<2x3x4x5xf32>, %s: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> (tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<3xf32>) {
  %dx, %ds, %do, %r3, %r4 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v {data_format = "NCHW", is_training = false} : tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
  return %dx, %ds, %do : tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<3xf32>
}

// -----

// bf16, 5-D, dynamic: f32 accumulation (extf in the reduction, truncf only
// on x_backprop); M comes from tensor.dim; dy and x are cast to their joined
// (more static) type first.

// CHECK-LABEL: func @grad_ncdhw_bf16_dynamic
// CHECK-DAG: tensor.cast %{{.*}} : tensor<?x3x?x4x5xbf16> to tensor<2x3x?x4x5xbf16>
// CHECK-DAG: tensor.cast %{{.*}} : tensor<2x3x?x4x?xbf16> to tensor<2x3x?x4x5xbf16>
// CHECK: tensor.dim
// CHECK: arith.uitofp %{{.*}} : i64 to f32
// CHECK: tensor.collapse_shape %{{.*}} {{\[}}[0], [1], [2, 3, 4]] : tensor<2x3x?x4x5xbf16> into tensor<2x3x?xbf16>
// CHECK: linalg.generic {{.*}} iterator_types = ["reduction", "parallel", "reduction"]
// CHECK: arith.extf %{{.*}} : bf16 to f32
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel"]
// CHECK: arith.truncf %{{.*}} : f32 to bf16
// CHECK: tensor.expand_shape
// CHECK: tensor.cast %{{.*}} : tensor<2x3x?x4x5xbf16> to tensor<2x3x?x4x?xbf16>
func.func @grad_ncdhw_bf16_dynamic(%dy: tensor<?x3x?x4x5xbf16>, %x: tensor<2x3x?x4x?xbf16>, %s: tensor<?xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> (tensor<2x3x?x4x?xbf16>, tensor<?xf32>) {
  %dx, %ds, %do, %r3, %r4 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v {data_format = "NCDHW"} : tensor<?x3x?x4x5xbf16>, tensor<2x3x?x4x?xbf16>, tensor<?xf32>, tensor<3xf32>, tensor<3xf32>
  return %dx, %ds : tensor<2x3x?x4x?xbf16>, tensor<?xf32>
}

// -----

// Forward, training, NHWC f16: sum(x), mean, then the centred
// sum((x - mean)^2) (a second reduction reading the mean, never
// E[x^2] - E[x]^2), the statistics, k = scale * rstd and y = (x - mean) * k
// + offset.

// CHECK-LABEL: func @forward_nhwc_f16_training
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} iterator_types = ["reduction", "parallel"]} ins(%{{.*}} : tensor<18x4xf16>)
// CHECK: %[[MEAN:.*]] = linalg.generic {{.*}} ins(%[[SUM]] : tensor<4xf32>)
// CHECK: arith.divf
// CHECK: %[[SQ:.*]] = linalg.generic {{.*}} iterator_types = ["reduction", "parallel"]} ins(%{{.*}}, %[[MEAN]] : tensor<18x4xf16>, tensor<4xf32>)
// CHECK:   arith.subf
// CHECK:   arith.mulf
// CHECK:   arith.addf
// CHECK: %[[STATS:.*]]:3 = linalg.generic {{.*}} ins(%[[SQ]], %[[MEAN]] :
// CHECK: %[[K:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %[[STATS]]#0 :
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]} ins(%{{.*}}, %[[MEAN]], %[[K]], %{{.*}} :
// CHECK:   math.fma
// CHECK:   arith.truncf %{{.*}} : f32 to f16
// CHECK: return %{{.*}}, %[[STATS]]#1, %[[STATS]]#2, %[[MEAN]], %[[STATS]]#0
func.func @forward_nhwc_f16_training(%x: tensor<2x3x3x4xf16>, %s: tensor<4xf32>, %o: tensor<4xf32>, %m: tensor<0xf32>, %v: tensor<0xf32>) -> (tensor<2x3x3x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %y, %bm, %bv, %r1, %r2 = tagrad.fused_batch_norm %x, %s, %o, %m, %v {epsilon = 1.0e-03 : f32} : tensor<2x3x3x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<0xf32>, tensor<0xf32>
  return %y, %bm, %bv, %r1, %r2 : tensor<2x3x3x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// Forward inference, NCHW: the given statistics pass through; only the
// elementwise pass touches the data.

// CHECK-LABEL: func @forward_nchw_inference
// CHECK-SAME: %[[M:[^:]*]]: tensor<4xf32>, %[[V:[^:]*]]: tensor<4xf32>)
// CHECK-NOT: "reduction"
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel"]
// CHECK: return %{{.*}}, %[[M]], %[[V]], %[[M]], %[[V]]
func.func @forward_nchw_inference(%x: tensor<2x4x3x3xf32>, %s: tensor<4xf32>, %o: tensor<4xf32>, %m: tensor<4xf32>, %v: tensor<4xf32>) -> (tensor<2x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %y, %bm, %bv, %r1, %r2 = tagrad.fused_batch_norm %x, %s, %o, %m, %v {data_format = "NCHW", is_training = false} : tensor<2x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  return %y, %bm, %bv, %r1, %r2 : tensor<2x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// Forward training with a running-average factor blends the given
// statistics into batch_mean / batch_variance.

// CHECK-LABEL: func @forward_ndhwc_blend
// CHECK-SAME: %[[M:[^:]*]]: tensor<5xf32>, %[[V:[^:]*]]: tensor<5xf32>)
// CHECK-DAG: %[[F:.*]] = arith.constant 2.500000e-01 : f32
// CHECK-DAG: %[[KEEP:.*]] = arith.constant 7.500000e-01 : f32
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}}, %[[M]], %[[V]] : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>)
// CHECK:   arith.mulf %[[KEEP]]
// CHECK:   arith.mulf %[[F]]
func.func @forward_ndhwc_blend(%x: tensor<1x2x6x1x5xf32>, %s: tensor<5xf32>, %o: tensor<5xf32>, %m: tensor<5xf32>, %v: tensor<5xf32>) -> (tensor<1x2x6x1x5xf32>, tensor<5xf32>, tensor<5xf32>) {
  %y, %bm, %bv, %r1, %r2 = tagrad.fused_batch_norm %x, %s, %o, %m, %v {data_format = "NDHWC", exponential_avg_factor = 0.25 : f32} : tensor<1x2x6x1x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
  return %y, %bm, %bv : tensor<1x2x6x1x5xf32>, tensor<5xf32>, tensor<5xf32>
}

// -----

// Shape rules the verifier could not decide (dynamic sizes) are checked at
// run time before anything is read: x against y_backprop per dimension, then
// each statistic against the channels (NCHW: dimension 1). Static pairs have
// no check.
// CHECK-LABEL: func @grad_dynamic_shape_checks
// CHECK-SAME: (%[[DY:[^:]*]]: tensor<2x?x4x5xf32>, %[[X:[^:]*]]: tensor<?x3x4x5xf32>, %[[S:[^:]*]]: tensor<?xf32>, %[[M:[^:]*]]: tensor<3xf32>
// CHECK: %[[XN:.*]] = tensor.dim %[[X]], %{{.*}}
// CHECK: %[[XNI:.*]] = arith.index_cast %[[XN]] : index to i64
// CHECK: %[[NE0:.*]] = arith.cmpi ne, %[[XNI]], %{{.*}}
// CHECK: tensor.dim %[[DY]], %{{.*}}
// CHECK: %[[NE1:.*]] = arith.cmpi ne
// CHECK: %[[ANY:.*]] = arith.ori %[[NE0]], %[[NE1]]
// CHECK: tagrad.runtime_check %[[ANY]], "x and y_backprop must have same shape, but x has shape [{0},{1},{2},{3}] and y_backprop has shape [{4},{5},{6},{7}]"
// CHECK: tensor.dim %[[S]], %{{.*}}
// CHECK: tagrad.runtime_check %{{.*}}, "scale must have the same number of elements as the channels of x, got {0} and {1}"
// CHECK-NOT: tagrad.runtime_check
// CHECK: linalg.generic
func.func @grad_dynamic_shape_checks(%dy: tensor<2x?x4x5xf32>, %x: tensor<?x3x4x5xf32>, %s: tensor<?xf32>, %m: tensor<3xf32>) -> tensor<?x3x4x5xf32> {
  %0:5 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %m {data_format = "NCHW"} : tensor<2x?x4x5xf32>, tensor<?x3x4x5xf32>, tensor<?xf32>, tensor<3xf32>, tensor<3xf32>
  return %0#0 : tensor<?x3x4x5xf32>
}

// -----

// The forward op checks mean and variance only when it reads them: in
// training with exponential_avg_factor = 1 it does not.
// CHECK-LABEL: func @forward_dynamic_statistics_checks
// CHECK: tagrad.runtime_check %{{.*}}, "scale must have the same number of elements as the channels of x, got {0} and {1}"
// CHECK: tagrad.runtime_check %{{.*}}, "offset must have the same number of elements as the channels of x, got {0} and {1}"
// CHECK-NOT: mean must
// CHECK: linalg.generic
// CHECK-LABEL: func @forward_blend_statistics_checks
// CHECK: tagrad.runtime_check %{{.*}}, "When exponential_avg_factor != 1, mean must have the same number of elements as the channels of x, got {0} and {1}"
// CHECK: tagrad.runtime_check %{{.*}}, "When exponential_avg_factor != 1, variance must have the same number of elements as the channels of x, got {0} and {1}"
func.func @forward_dynamic_statistics_checks(%x: tensor<2x3x4x5xf32>, %s: tensor<?xf32>) -> tensor<2x3x4x5xf32> {
  %0:5 = tagrad.fused_batch_norm %x, %s, %s, %s, %s {data_format = "NCHW"} : tensor<2x3x4x5xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  return %0#0 : tensor<2x3x4x5xf32>
}
func.func @forward_blend_statistics_checks(%x: tensor<2x3x4x5xf32>, %s: tensor<3xf32>, %m: tensor<?xf32>) -> tensor<2x3x4x5xf32> {
  %0:5 = tagrad.fused_batch_norm %x, %s, %s, %m, %m {data_format = "NCHW", exponential_avg_factor = 0.5 : f32} : tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<3xf32>, tensor<?xf32>, tensor<?xf32>
  return %0#0 : tensor<2x3x4x5xf32>
}

// -----

// A batch that may be empty: TensorFlow's kernels then report NaN batch
// statistics in inference (training gets them from 0 / 0) and zero scale
// gradients without reading the reserve spaces (NaN after an empty training
// forward pass).
// CHECK-LABEL: func @maybe_empty_inference
// CHECK: %[[EMPTY:.*]] = arith.cmpf oeq, %{{.*}}, %{{.*}} : f32
// CHECK: linalg.generic
// CHECK: ^bb0(%[[M:.*]]: f32, %[[V:.*]]: f32, %{{.*}}: f32, %{{.*}}: f32):
// CHECK: arith.select %[[EMPTY]], %{{.*}}, %[[M]] : f32
// CHECK: arith.select %[[EMPTY]], %{{.*}}, %[[V]] : f32
func.func @maybe_empty_inference(%x: tensor<?x4x4x3xf32>, %s: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %y, %bm, %bv, %r1, %r2 = tagrad.fused_batch_norm %x, %s, %s, %m, %v {is_training = false} : tensor<?x4x4x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
  return %bm, %bv : tensor<3xf32>, tensor<3xf32>
}

// -----

// CHECK-LABEL: func @maybe_empty_grad
// CHECK: %[[EMPTY:.*]] = arith.cmpf oeq, %{{.*}}, %{{.*}} : f32
// CHECK: linalg.generic
// CHECK: %[[SB:.*]] = arith.mulf
// CHECK: arith.select %[[EMPTY]], %{{.*}}, %[[SB]] : f32
func.func @maybe_empty_grad(%dy: tensor<?x4x4x3xf32>, %x: tensor<?x4x4x3xf32>, %s: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> tensor<3xf32> {
  %dx, %ds, %do, %r3, %r4 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v : tensor<?x4x4x3xf32>, tensor<?x4x4x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
  return %ds : tensor<3xf32>
}

// -----

// A batch that is never empty keeps the given statistics as they are.
// CHECK-LABEL: func @never_empty_inference
// CHECK-NOT: arith.cmpf
// CHECK: return %arg2, %arg3
func.func @never_empty_inference(%x: tensor<2x4x4x3xf32>, %s: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %y, %bm, %bv, %r1, %r2 = tagrad.fused_batch_norm %x, %s, %s, %m, %v {is_training = false} : tensor<2x4x4x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
  return %bm, %bv : tensor<3xf32>, tensor<3xf32>
}
