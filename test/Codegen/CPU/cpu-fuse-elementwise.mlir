// RUN: tagrad-opt %s --split-input-file --tagrad-cpu-fuse-elementwise | FileCheck %s

// A gradient step as TensorFlow's ops legalize it: dW = acc + x^T dh with a
// batch of one, a zero fill, a product over the unit k and an add. One
// elementwise sweep: the product and the add in one body, in that order.

// CHECK-LABEL: func @outer_product_accumulate
// CHECK-NOT: linalg.fill
// CHECK: linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "parallel"]
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: arith.addf
// CHECK: linalg.yield
// CHECK-NOT: linalg.generic
// CHECK: return
#xt = affine_map<(i, j, k) -> (k, i)>
#dh = affine_map<(i, j, k) -> (k, j)>
#out = affine_map<(i, j, k) -> (i, j)>
#id = affine_map<(i, j) -> (i, j)>
func.func @outer_product_accumulate(%x: tensor<1x4xf32>, %d: tensor<1x8xf32>,
                                    %acc: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %p = linalg.generic {indexing_maps = [#xt, #dh, #out],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %d : tensor<1x4xf32>, tensor<1x8xf32>) outs(%z : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%acc, %p : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e2 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// A producer with a second user stays: fused, it would be computed twice.

// CHECK-LABEL: func @shared_producer_kept
// CHECK: %[[T:.*]] = linalg.generic
// CHECK: math.tanh
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[T]]
// CHECK: return %[[T]]
#id1 = affine_map<(i) -> (i)>
func.func @shared_producer_kept(%x: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
  %e = tensor.empty() : tensor<16xf32>
  %t = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%x : tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%a: f32, %c: f32):
    %h = math.tanh %a : f32
    linalg.yield %h : f32
  } -> tensor<16xf32>
  %e2 = tensor.empty() : tensor<16xf32>
  %u = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%t : tensor<16xf32>) outs(%e2 : tensor<16xf32>) {
  ^bb0(%a: f32, %c: f32):
    %s = arith.mulf %a, %a : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  return %t, %u : tensor<16xf32>, tensor<16xf32>
}

// -----

// Generics of the batch-norm lowering keep their shape and their stamp:
// -tagrad-cpu-schedule-batch-norm tiles them by the stamp.

// CHECK-LABEL: func @batch_norm_generics_kept
// CHECK: linalg.generic
// CHECK-SAME: tagrad.schedule = #tagrad.batch_norm_schedule<layout = channels_first, stage = elementwise, fusion = channels>
// CHECK: linalg.generic
// CHECK-SAME: tagrad.schedule = #tagrad.batch_norm_schedule<layout = channels_first, stage = elementwise, fusion = channels>
// CHECK: return
#x3 = affine_map<(n, c, s) -> (n, c, s)>
#c3 = affine_map<(n, c, s) -> (c)>
func.func @batch_norm_generics_kept(%x: tensor<1x3x4xf32>, %k: tensor<3xf32>) -> tensor<1x3x4xf32> {
  %e = tensor.empty() : tensor<1x3x4xf32>
  %a = linalg.generic {indexing_maps = [#x3, #c3, #x3],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %k : tensor<1x3x4xf32>, tensor<3xf32>) outs(%e : tensor<1x3x4xf32>)
      attrs = {tagrad.schedule = #tagrad.batch_norm_schedule<layout = channels_first, stage = elementwise, fusion = channels>} {
  ^bb0(%v: f32, %s: f32, %o: f32):
    %m = arith.mulf %v, %s : f32
    linalg.yield %m : f32
  } -> tensor<1x3x4xf32>
  %e2 = tensor.empty() : tensor<1x3x4xf32>
  %b = linalg.generic {indexing_maps = [#x3, #c3, #x3],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%a, %k : tensor<1x3x4xf32>, tensor<3xf32>) outs(%e2 : tensor<1x3x4xf32>)
      attrs = {tagrad.schedule = #tagrad.batch_norm_schedule<layout = channels_first, stage = elementwise, fusion = channels>} {
  ^bb0(%v: f32, %s: f32, %o: f32):
    %m = arith.addf %v, %s : f32
    linalg.yield %m : f32
  } -> tensor<1x3x4xf32>
  return %b : tensor<1x3x4xf32>
}
