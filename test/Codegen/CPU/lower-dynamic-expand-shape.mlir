// RUN: tagrad-opt %s --split-input-file --tagrad-lower-dynamic-expand-shape | FileCheck %s

// An identity-layout expand_shape with several dynamic sizes in one group
// (MLIR 22's -expand-strided-metadata crashes on it) becomes a
// reinterpret_cast with row-major strides.

// CHECK-LABEL: func.func @several_dynamic
// CHECK-SAME:    (%[[SRC:.*]]: memref<?x?xf32>, %[[N:.*]]: index, %[[H:.*]]: index, %[[W:.*]]: index)
// CHECK:         %[[C:.*]] = memref.dim %[[SRC]], %c1
// CHECK:         %[[CW:.*]] = arith.muli %[[C]], %[[W]] : index
// CHECK:         %[[CWH:.*]] = arith.muli %[[CW]], %[[H]] : index
// CHECK:         %[[CAST:.*]] = memref.reinterpret_cast %[[SRC]] to offset: [0], sizes: [%[[N]], %[[H]], %[[W]], %[[C]]], strides: [%[[CWH]], %[[CW]], %[[C]], 1]
// CHECK-NOT:     memref.expand_shape
// CHECK:         return %[[CAST]]
func.func @several_dynamic(%src: memref<?x?xf32>, %n: index, %h: index, %w: index) -> memref<?x?x?x?xf32> {
  %c1 = arith.constant 1 : index
  %c = memref.dim %src, %c1 : memref<?x?xf32>
  %0 = memref.expand_shape %src [[0, 1, 2], [3]] output_shape [%n, %h, %w, %c] : memref<?x?xf32> into memref<?x?x?x?xf32>
  return %0 : memref<?x?x?x?xf32>
}

// -----

// One dynamic size per group is left to upstream.

// CHECK-LABEL: func.func @left_alone
// CHECK:         memref.expand_shape
// CHECK-NOT:     memref.reinterpret_cast
func.func @left_alone(%a: memref<?x64xf32>, %n: index) -> memref<?x8x8xf32> {
  %0 = memref.expand_shape %a [[0], [1, 2]] output_shape [%n, 8, 8] : memref<?x64xf32> into memref<?x8x8xf32>
  return %0 : memref<?x8x8xf32>
}

// -----

// A strided source (a function argument's fully dynamic layout): the result
// is a reinterpret_cast of its base buffer and offset, each source stride
// expanded row-major. Both pipelines reached the upstream crash with it.

// CHECK-LABEL: func.func @strided_source
// CHECK-SAME:    (%[[SRC:.*]]: memref<?xf32, strided<[?], offset: ?>>, %[[A:.*]]: index, %[[B:.*]]: index)
// CHECK:         %[[BASE:.*]], %[[OFFSET:.*]], %{{.*}}, %[[STRIDE:.*]] = memref.extract_strided_metadata %[[SRC]]
// CHECK:         %[[OUTER:.*]] = arith.muli %[[STRIDE]], %[[B]] : index
// CHECK:         memref.reinterpret_cast %[[BASE]] to offset: [%[[OFFSET]]], sizes: [%[[A]], %[[B]]], strides: [%[[OUTER]], %[[STRIDE]]]
// CHECK-NOT:     memref.expand_shape
func.func @strided_source(%src: memref<?xf32, strided<[?], offset: ?>>, %a: index, %b: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %e = memref.expand_shape %src [[0, 1]] output_shape [%a, %b] : memref<?xf32, strided<[?], offset: ?>> into memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %e : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// A static stride of the source stays static in the result (the type says 1).
// CHECK-LABEL: func.func @strided_static_inner
// CHECK-SAME:    (%[[SRC:.*]]: memref<?x?xf32, strided<[?, 1], offset: ?>>, %[[N:.*]]: index, %[[H:.*]]: index, %[[W:.*]]: index)
// CHECK:         %[[BASE:.*]], %[[OFFSET:.*]], %{{.*}}:2, %[[STRIDES:.*]]:2 = memref.extract_strided_metadata %[[SRC]]
// CHECK:         %[[OUTER:.*]] = arith.muli %[[STRIDES]]#0, %[[H]] : index
// CHECK:         memref.reinterpret_cast %[[BASE]] to offset: [%[[OFFSET]]], sizes: [%[[N]], %[[H]], %[[W]]], strides: [%[[OUTER]], %[[STRIDES]]#0, 1]
func.func @strided_static_inner(%b: memref<?x?xf32, strided<[?, 1], offset: ?>>, %n: index, %h: index, %w: index) -> memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>> {
  %1 = memref.expand_shape %b [[0, 1], [2]] output_shape [%n, %h, %w] : memref<?x?xf32, strided<[?, 1], offset: ?>> into memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>
  return %1 : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>
}
