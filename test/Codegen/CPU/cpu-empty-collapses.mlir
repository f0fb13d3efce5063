// RUN: tagrad-opt %s --split-input-file --tagrad-cpu-empty-collapses | FileCheck %s

// A collapse / expand group with a static 0 and a dynamic size (an empty
// batch of dynamic width): MLIR 22 bufferizes the collapse to a
// memref.collapse_shape that does not verify and lowers the expand's
// dynamic size as 0 / 0. Both have no elements: tensor.empty of their type.

// CHECK-LABEL: func.func @empty_batch
// CHECK-SAME:    (%[[X:.*]]: tensor<0x7x?x4xf32>)
// CHECK-NOT:     collapse_shape
// CHECK-NOT:     expand_shape
// CHECK:         %[[W:.*]] = tensor.dim %[[X]], %c2
// CHECK:         %[[W2:.*]] = tensor.dim %[[X]], %c2
// CHECK:         %[[N:.*]] = arith.muli %{{.*}}, %[[W2]] : index
// CHECK:         %[[C:.*]] = tensor.empty(%[[N]]) : tensor<?x4xf32>
// CHECK:         %[[E:.*]] = tensor.empty(%[[W]]) : tensor<0x7x?x4xf32>
// CHECK:         return %[[C]], %[[E]]
func.func @empty_batch(%x: tensor<0x7x?x4xf32>) -> (tensor<?x4xf32>, tensor<0x7x?x4xf32>) {
  %c2 = arith.constant 2 : index
  %w = tensor.dim %x, %c2 : tensor<0x7x?x4xf32>
  %c = tensor.collapse_shape %x [[0, 1, 2], [3]] : tensor<0x7x?x4xf32> into tensor<?x4xf32>
  %e = tensor.expand_shape %c [[0, 1, 2], [3]] output_shape [0, 7, %w, 4] : tensor<?x4xf32> into tensor<0x7x?x4xf32>
  return %c, %e : tensor<?x4xf32>, tensor<0x7x?x4xf32>
}

// -----

// Groups without a static 0, or without a dynamic size, stay.
// CHECK-LABEL: func.func @kept
// CHECK:         tensor.collapse_shape %{{.*}} {{\[\[}}0, 1], [2]]
// CHECK:         tensor.collapse_shape %{{.*}} {{\[\[}}0, 1], [2]]
func.func @kept(%x: tensor<3x?x4xf32>, %y: tensor<0x7x?xf32>) -> (tensor<?x4xf32>, tensor<0x?xf32>) {
  %a = tensor.collapse_shape %x [[0, 1], [2]] : tensor<3x?x4xf32> into tensor<?x4xf32>
  %b = tensor.collapse_shape %y [[0, 1], [2]] : tensor<0x7x?xf32> into tensor<0x?xf32>
  return %a, %b : tensor<?x4xf32>, tensor<0x?xf32>
}
