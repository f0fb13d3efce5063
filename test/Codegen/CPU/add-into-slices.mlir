// RUN: tagrad-opt -tagrad-add-into-slices -split-input-file %s | FileCheck %s

// A slice's gradient (the slice in zeros) added to a running gradient: the
// slice is added alone and inserted into the running gradient.
// CHECK-LABEL: func.func @row_gradient
// CHECK-SAME: (%[[ACC:.*]]: tensor<5x3xf32>, %[[D:.*]]: tensor<1x3xf32>, %[[T:.*]]: index)
// CHECK: %[[OLD:.*]] = tensor.extract_slice %[[ACC]][%[[T]], 0] [1, 3] [1, 1] : tensor<5x3xf32> to tensor<1x3xf32>
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} ins(%[[OLD]], %[[D]] : tensor<1x3xf32>, tensor<1x3xf32>)
// CHECK: arith.addf
// CHECK: %[[NEW:.*]] = tensor.insert_slice %[[SUM]] into %[[ACC]][%[[T]], 0] [1, 3] [1, 1]
// CHECK: return %[[NEW]]
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @row_gradient(%acc: tensor<5x3xf32>, %d: tensor<1x3xf32>, %t: index) -> tensor<5x3xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<5x3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<5x3xf32>) -> tensor<5x3xf32>
  %pad = tensor.insert_slice %d into %z[%t, 0] [1, 3] [1, 1] : tensor<1x3xf32> into tensor<5x3xf32>
  %o = tensor.empty() : tensor<5x3xf32>
  %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%pad, %acc : tensor<5x3xf32>, tensor<5x3xf32>) outs(%o : tensor<5x3xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<5x3xf32>
  return %sum : tensor<5x3xf32>
}

// -----

// Not zeros around the slice, or not an add: left alone.
// CHECK-LABEL: func.func @not_zeros
// CHECK-NOT: tensor.extract_slice
// CHECK: linalg.generic
// CHECK: arith.mulf
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @not_zeros(%acc: tensor<5x3xf32>, %d: tensor<1x3xf32>, %t: index) -> (tensor<5x3xf32>, tensor<5x3xf32>) {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant dense<0.0> : tensor<5x3xf32>
  %e = tensor.empty() : tensor<5x3xf32>
  %z = linalg.fill ins(%one : f32) outs(%e : tensor<5x3xf32>) -> tensor<5x3xf32>
  %pad = tensor.insert_slice %d into %z[%t, 0] [1, 3] [1, 1] : tensor<1x3xf32> into tensor<5x3xf32>
  %pad0 = tensor.insert_slice %d into %zero[%t, 0] [1, 3] [1, 1] : tensor<1x3xf32> into tensor<5x3xf32>
  %o = tensor.empty() : tensor<5x3xf32>
  %sum = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%pad, %acc : tensor<5x3xf32>, tensor<5x3xf32>) outs(%o : tensor<5x3xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<5x3xf32>
  %prod = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%pad0, %acc : tensor<5x3xf32>, tensor<5x3xf32>) outs(%o : tensor<5x3xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %s = arith.mulf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<5x3xf32>
  return %sum, %prod : tensor<5x3xf32>, tensor<5x3xf32>
}
