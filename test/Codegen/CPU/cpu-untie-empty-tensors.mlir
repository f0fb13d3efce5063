// RUN: tagrad-opt %s --split-input-file --tagrad-cpu-untie-empty-tensors | FileCheck %s
// RUN: tagrad-opt %s --split-input-file --tagrad-cpu-untie-empty-tensors \
// RUN:   --one-shot-bufferize="bufferize-function-boundaries=1 allow-return-allocs-from-loops=1" \
// RUN:   | FileCheck %s --check-prefix=BUF

// One tensor.empty (CSE merged the loop body's with the one before the
// loop) initializes a product before the loop and one in each trip, whose
// result the loop carries. Each use gets its own tensor.empty, right before
// its user; bufferized, the trip's product writes a buffer of its own, not
// the one the carried value may live in.

// CHECK-LABEL: func.func @carried_product
// CHECK:         %[[E0:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:    linalg.generic {{.*}} outs(%[[E0]] : tensor<4xf32>)
// CHECK:         scf.for
// CHECK:           %[[E1:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:      linalg.generic {{.*}} outs(%[[E1]] : tensor<4xf32>)
// BUF-LABEL: func.func @carried_product
// BUF:         scf.for
// BUF:           memref.alloc() {{.*}} : memref<4xf32>
// BUF:           linalg.generic
#map = affine_map<(d0) -> (d0)>
func.func @carried_product(%x: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<4xf32>
  %first = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %y = arith.mulf %a, %a : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%h = %first) -> (tensor<4xf32>) {
    %next = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%h : tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%a: f32, %o: f32):
      %y = arith.addf %a, %a : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.yield %next : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// A tensor.empty of dynamic size: each copy takes its size operand. One of
// one use stays as it is.

// CHECK-LABEL: func.func @dynamic_sizes
// CHECK-SAME:    (%[[N:.*]]: index)
// CHECK:         tensor.empty(%[[N]]) : tensor<?xf32>
// CHECK-NEXT:    linalg.fill
// CHECK:         tensor.empty(%[[N]]) : tensor<?xf32>
// CHECK-NEXT:    linalg.fill
// CHECK:         tensor.empty() : tensor<2xf32>
// CHECK-NEXT:    linalg.fill
// CHECK-NOT:     tensor.empty
// CHECK:         return
func.func @dynamic_sizes(%n: index) -> (tensor<?xf32>, tensor<?xf32>, tensor<2xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty(%n) : tensor<?xf32>
  %a = linalg.fill ins(%zero : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %b = linalg.fill ins(%one : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %s = tensor.empty() : tensor<2xf32>
  %c = linalg.fill ins(%one : f32) outs(%s : tensor<2xf32>) -> tensor<2xf32>
  return %a, %b, %c : tensor<?xf32>, tensor<?xf32>, tensor<2xf32>
}
