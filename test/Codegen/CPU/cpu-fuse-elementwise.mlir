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

// -----

// A sum carried by a loop (a gradient over TensorFlow's backward steps) is
// updated in its own buffer: the generic's init is the carried tensor, so
// the loop yields the buffer it was given.

// CHECK-LABEL: func @loop_carried_sum_in_place
// CHECK: scf.for {{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (tensor<8xf32>)
// CHECK: %[[NEXT:.*]] = linalg.generic
// CHECK-SAME: ins(%{{.*}} : tensor<8xf32>) outs(%[[ACC]] : tensor<8xf32>)
// CHECK: ^bb0(%[[IN:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK: arith.addf %[[OUT]], %[[IN]]
// CHECK: scf.yield %[[NEXT]]
#v = affine_map<(i) -> (i)>
func.func @loop_carried_sum_in_place(%x: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zeros = arith.constant dense<0.0> : tensor<8xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zeros) -> (tensor<8xf32>) {
    %e = tensor.empty() : tensor<8xf32>
    %s = linalg.generic {indexing_maps = [#v, #v, #v], iterator_types = ["parallel"]}
        ins(%acc, %x : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %t = arith.addf %a, %b : f32
      linalg.yield %t : f32
    } -> tensor<8xf32>
    scf.yield %s : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// Not overwritten: a function's argument and a constant (bufferization
// would copy them first), a tensor of a buffer (its memref may have other
// users), and a loop's sum that starts at one.

// CHECK-LABEL: func @kept_out_of_place
// CHECK: %[[E0:.*]] = tensor.empty()
// CHECK: linalg.generic {{.*}} ins(%arg0 : tensor<8xf32>) outs(%[[E0]] : tensor<8xf32>)
// CHECK: %[[E1:.*]] = tensor.empty()
// CHECK: linalg.generic {{.*}} ins(%cst : tensor<8xf32>) outs(%[[E1]] : tensor<8xf32>)
// CHECK: %[[B:.*]] = bufferization.to_tensor
// CHECK: %[[E2:.*]] = tensor.empty()
// CHECK: linalg.generic {{.*}} ins(%[[B]] : tensor<8xf32>) outs(%[[E2]] : tensor<8xf32>)
// CHECK: scf.for {{.*}} iter_args(%[[ACC:.*]] = %{{.*}})
// CHECK: %[[E3:.*]] = tensor.empty()
// CHECK: linalg.generic {{.*}} ins(%[[ACC]] : tensor<8xf32>) outs(%[[E3]] : tensor<8xf32>)
#w = affine_map<(i) -> (i)>
func.func @kept_out_of_place(%x: tensor<8xf32>, %m: memref<8xf32>, %n: index)
    -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ones = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
  %e0 = tensor.empty() : tensor<8xf32>
  %a = linalg.generic {indexing_maps = [#w, #w], iterator_types = ["parallel"]}
      ins(%x : tensor<8xf32>) outs(%e0 : tensor<8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.exp %v : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  %e1 = tensor.empty() : tensor<8xf32>
  %b = linalg.generic {indexing_maps = [#w, #w], iterator_types = ["parallel"]}
      ins(%ones : tensor<8xf32>) outs(%e1 : tensor<8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.exp %v : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  %buffer = bufferization.to_tensor %m restrict writable : memref<8xf32> to tensor<8xf32>
  %e2 = tensor.empty() : tensor<8xf32>
  %c = linalg.generic {indexing_maps = [#w, #w], iterator_types = ["parallel"]}
      ins(%buffer : tensor<8xf32>) outs(%e2 : tensor<8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.exp %v : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  %start = bufferization.to_tensor %m restrict writable : memref<8xf32> to tensor<8xf32>
  %d = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %start) -> (tensor<8xf32>) {
    %e3 = tensor.empty() : tensor<8xf32>
    %s = linalg.generic {indexing_maps = [#w, #w], iterator_types = ["parallel"]}
        ins(%acc : tensor<8xf32>) outs(%e3 : tensor<8xf32>) {
    ^bb0(%v: f32, %o: f32):
      %t = math.exp %v : f32
      linalg.yield %t : f32
    } -> tensor<8xf32>
    scf.yield %s : tensor<8xf32>
  }
  return %a, %b, %c, %d : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

// -----

// Around batch norm nothing is folded either: x_backprop's tensor.empty
// keeps the output's shape behind its collapse, where empty-tensor
// elimination finds the function's output buffer.

// CHECK-LABEL: func @batch_norm_output_kept
// CHECK: %[[E:.*]] = tensor.empty() : tensor<2x3x4x5xf32>
// CHECK: %[[C:.*]] = tensor.collapse_shape %[[E]]
// CHECK: linalg.generic {{.*}} outs(%[[C]] : tensor<24x5xf32>)
#r2 = affine_map<(r, c) -> (r, c)>
func.func @batch_norm_output_kept(%x: tensor<24x5xf32>, %m: memref<2x3x4x5xf32>) {
  %e = tensor.empty() : tensor<2x3x4x5xf32>
  %c = tensor.collapse_shape %e [[0, 1, 2], [3]] : tensor<2x3x4x5xf32> into tensor<24x5xf32>
  %g = linalg.generic {indexing_maps = [#r2, #r2], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<24x5xf32>) outs(%c : tensor<24x5xf32>)
      attrs = {tagrad.schedule = #tagrad.batch_norm_schedule<layout = channels_last, stage = elementwise, fusion = channels>} {
  ^bb0(%v: f32, %o: f32):
    %t = arith.mulf %v, %v : f32
    linalg.yield %t : f32
  } -> tensor<24x5xf32>
  %r = tensor.expand_shape %g [[0, 1, 2], [3]] output_shape [2, 3, 4, 5] : tensor<24x5xf32> into tensor<2x3x4x5xf32>
  bufferization.materialize_in_destination %r in restrict writable %m : (tensor<2x3x4x5xf32>, memref<2x3x4x5xf32>) -> ()
  return
}
