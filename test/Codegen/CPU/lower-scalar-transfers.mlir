// RUN: tagrad-opt %s --tagrad-lower-scalar-transfers | FileCheck %s

// A 0-d transfer_read through a memref with a dynamic stride (left by
// vectorizing batch norm on fully dynamic shapes, and lowered by neither
// -convert-vector-to-scf nor -convert-vector-to-llvm) becomes a load and a
// broadcast; rank-1 in-bounds transfers become vector loads and stores.

// CHECK-LABEL: func.func @zero_d_dynamic_stride
// CHECK-SAME:    (%[[M:.*]]: memref<?xf32, strided<[?], offset: ?>>, %[[I:.*]]: index)
// CHECK:         %[[S:.*]] = memref.load %[[M]][%[[I]]]
// CHECK:         %[[V:.*]] = vector.broadcast %[[S]] : f32 to vector<f32>
// CHECK-NOT:     vector.transfer_read
// CHECK:         return %[[V]]
func.func @zero_d_dynamic_stride(%m: memref<?xf32, strided<[?], offset: ?>>, %i: index) -> vector<f32> {
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i], %pad : memref<?xf32, strided<[?], offset: ?>>, vector<f32>
  return %0 : vector<f32>
}

// CHECK-LABEL: func.func @rank_1
// CHECK:         %[[V:.*]] = vector.load %{{.*}}[%{{.*}}] : memref<?xf32>, vector<16xf32>
// CHECK:         vector.store %[[V]], %{{.*}}[%{{.*}}] : memref<?xf32>, vector<16xf32>
// CHECK-NOT:     vector.transfer
func.func @rank_1(%a: memref<?xf32>, %b: memref<?xf32>, %i: index) {
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_read %a[%i], %pad {in_bounds = [true]} : memref<?xf32>, vector<16xf32>
  vector.transfer_write %0, %b[%i] {in_bounds = [true]} : vector<16xf32>, memref<?xf32>
  return
}
