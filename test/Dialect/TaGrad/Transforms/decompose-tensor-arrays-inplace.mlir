// RUN: tagrad-opt %s --tagrad-decompose-tensor-arrays --canonicalize --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s
// RUN: tagrad-opt %s --tagrad-decompose-tensor-arrays=checks=none --canonicalize --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=NONE
// With the CPU pipeline's bufferization options (loops may yield new
// allocations, for loop-carried tensors computed afresh each step), the
// arrays are still updated in place.
// RUN: tagrad-opt %s --tagrad-decompose-tensor-arrays --canonicalize --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" | FileCheck %s

// After one-shot bufferization, a decomposed unstack -> loop -> stack
// updates the array buffers in place: they are allocated once, before the
// loops, and each iteration copies one element (4 floats), never the whole
// 1000x4 array.

#map = affine_map<(d0) -> (d0)>

// CHECK-LABEL: func @unstack_loop_stack
// CHECK-COUNT-2: memref.alloc() {{.*}} : memref<1000x4xf32>
// CHECK: scf.for
// CHECK-NOT: memref.alloc() {{.*}} : memref<1000
// CHECK-NOT: memref<1000x4xf32> to memref<1000x4xf32>
// CHECK: memref.copy %{{.*}}, %{{.*}} : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NOT: memref.alloc() {{.*}} : memref<1000
// CHECK-NOT: memref<1000x4xf32> to memref<1000x4xf32>
// CHECK: scf.for
// CHECK-NOT: memref.alloc() {{.*}} : memref<1000
// CHECK-NOT: memref<1000x4xf32> to memref<1000x4xf32>
// CHECK: memref.copy %{{.*}}, %{{.*}} : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NOT: memref.alloc() {{.*}} : memref<1000
// CHECK-NOT: memref<1000x4xf32> to memref<1000x4xf32>
// CHECK: scf.yield
// The gather's result, outside the loops.
// CHECK: memref.alloc() {{.*}} : memref<1000x4xf32>
// CHECK: return

// NONE-LABEL: func @unstack_loop_stack
// NONE-COUNT-2: memref.alloc() {{.*}} : memref<1000x4xf32>
// NONE: scf.for
// NONE-NOT: memref.alloc() {{.*}} : memref<1000
// NONE-NOT: memref<1000x4xf32> to memref<1000x4xf32>
// NONE: scf.yield
// NONE: scf.for
// NONE-NOT: memref.alloc() {{.*}} : memref<1000
// NONE-NOT: memref<1000x4xf32> to memref<1000x4xf32>
// NONE: scf.yield
func.func @unstack_loop_stack(%src: tensor<1000x4xf32>) -> tensor<1000x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1000 : index
  %in, %fi0 = tagrad.tensor_array %n {tensor_array_name = "in"} : !tagrad.tensor_array<tensor<4xf32>>
  %out, %fo0 = tagrad.tensor_array %n {tensor_array_name = "out"} : !tagrad.tensor_array<tensor<4xf32>>
  %fi1 = scf.for %i = %c0 to %n step %c1 iter_args(%f = %fi0) -> (f32) {
    %row = tensor.extract_slice %src[%i, 0] [1, 4] [1, 1] : tensor<1000x4xf32> to tensor<4xf32>
    %f1 = tagrad.tensor_array.write %in[%i], %row, %f : !tagrad.tensor_array<tensor<4xf32>>, tensor<4xf32>
    scf.yield %f1 : f32
  }
  %fo1 = scf.for %i = %c0 to %n step %c1 iter_args(%f = %fo0) -> (f32) {
    %x = tagrad.tensor_array.read %in[%i], %fi1 : !tagrad.tensor_array<tensor<4xf32>>
    %e = tensor.empty() : tensor<4xf32>
    %y = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%a: f32, %o: f32):
      %s = arith.addf %a, %a : f32
      linalg.yield %s : f32
    } -> tensor<4xf32>
    %f1 = tagrad.tensor_array.write %out[%i], %y, %f : !tagrad.tensor_array<tensor<4xf32>>, tensor<4xf32>
    scf.yield %f1 : f32
  }
  %indices = arith.constant dense<0> : tensor<1000xindex>
  %stacked = tagrad.tensor_array.gather %out[%indices], %fo1 : !tagrad.tensor_array<tensor<4xf32>>, tensor<1000xindex>
  return %stacked : tensor<1000x4xf32>
}
