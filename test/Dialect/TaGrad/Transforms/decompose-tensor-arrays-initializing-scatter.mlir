// RUN: tagrad-opt %s --split-input-file --tagrad-decompose-tensor-arrays=buffers --canonicalize | FileCheck %s

// A scatter of every element (constant indices, a permutation of
// [0, size), one static row each) before any other access of the array
// sets every element before anything reads one: the array's buffer gets no
// zero fill (TensorArray.unstack, and a gradient's scatter into its
// accumulator), and into an aggregating array the scatter stores instead of
// adding to zeros; later writes still add.

// CHECK-LABEL: func @unstack
// CHECK: %[[DATA:.*]] = memref.alloc() : memref<4x2xf32>
// CHECK-NOT: linalg.fill {{.*}} outs(%[[DATA]] :
// CHECK: scf.for
// CHECK: memref.copy
// CHECK-NOT: linalg.add
// CHECK: return
!T = !tagrad.tensor_array<tensor<2xf32>>
func.func @unstack(%v: tensor<4x2xf32>, %i: index) -> tensor<2xf32> {
  %n = arith.constant 4 : index
  %indices = arith.constant dense<[2, 0, 1, 3]> : tensor<4xi32>
  %ta, %f0 = tagrad.tensor_array %n {tensor_array_name = "x"} : !T
  %f1 = tagrad.tensor_array.scatter %ta[%indices], %v, %f0 : !T, tensor<4xi32>, tensor<4x2xf32>
  %r = tagrad.tensor_array.read %ta[%i], %f1 : !T
  return %r : tensor<2xf32>
}

// -----

// CHECK-LABEL: func @aggregating
// CHECK: %[[DATA:.*]] = memref.alloc() : memref<3x2xf32>
// CHECK-NOT: linalg.fill {{.*}} outs(%[[DATA]] :
// CHECK: scf.for
// CHECK: memref.copy
// CHECK: linalg.add
// CHECK: return
!T = !tagrad.tensor_array<tensor<2xf32>>
func.func @aggregating(%v: tensor<3x2xf32>, %w: tensor<2xf32>, %i: index) -> tensor<3x2xf32> {
  %n = arith.constant 3 : index
  %indices = arith.constant dense<[0, 1, 2]> : tensor<3xi32>
  %ta, %f0 = tagrad.tensor_array %n {multiple_writes_aggregate = true, tensor_array_name = "g"} : !T
  %f1 = tagrad.tensor_array.scatter %ta[%indices], %v, %f0 : !T, tensor<3xi32>, tensor<3x2xf32>
  %f2 = tagrad.tensor_array.write %ta[%i], %w, %f1 : !T, tensor<2xf32>
  %all = tagrad.tensor_array.gather %ta[%indices], %f2 : !T, tensor<3xi32>
  return %all : tensor<3x2xf32>
}

// -----

// Zero-filled still: a scatter of some elements only, one that names an
// element twice, and one after a write.

// CHECK-LABEL: func @not_every_element
// CHECK: %[[A:.*]] = memref.alloc() : memref<4x2xf32>
// CHECK: linalg.fill {{.*}} outs(%[[A]] :
// CHECK: %[[B:.*]] = memref.alloc() : memref<4x2xf32>
// CHECK: linalg.fill {{.*}} outs(%[[B]] :
// CHECK: %[[C:.*]] = memref.alloc() : memref<4x2xf32>
// CHECK: linalg.fill {{.*}} outs(%[[C]] :
!T = !tagrad.tensor_array<tensor<2xf32>>
func.func @not_every_element(%two: tensor<2x2xf32>, %four: tensor<4x2xf32>, %w: tensor<2xf32>, %i: index) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
  %n = arith.constant 4 : index
  %some = arith.constant dense<[0, 3]> : tensor<2xi32>
  %twice = arith.constant dense<[0, 1, 1, 3]> : tensor<4xi32>
  %every = arith.constant dense<[0, 1, 2, 3]> : tensor<4xi32>
  %a, %a0 = tagrad.tensor_array %n {tensor_array_name = "a"} : !T
  %a1 = tagrad.tensor_array.scatter %a[%some], %two, %a0 : !T, tensor<2xi32>, tensor<2x2xf32>
  %ra = tagrad.tensor_array.read %a[%i], %a1 : !T
  %b, %b0 = tagrad.tensor_array %n {tensor_array_name = "b", multiple_writes_aggregate = true} : !T
  %b1 = tagrad.tensor_array.scatter %b[%twice], %four, %b0 : !T, tensor<4xi32>, tensor<4x2xf32>
  %rb = tagrad.tensor_array.read %b[%i], %b1 : !T
  %c, %c0 = tagrad.tensor_array %n {tensor_array_name = "c", multiple_writes_aggregate = true} : !T
  %c1 = tagrad.tensor_array.write %c[%i], %w, %c0 : !T, tensor<2xf32>
  %c2 = tagrad.tensor_array.scatter %c[%every], %four, %c1 : !T, tensor<4xi32>, tensor<4x2xf32>
  %rc = tagrad.tensor_array.read %c[%i], %c2 : !T
  return %ra, %rb, %rc : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}
