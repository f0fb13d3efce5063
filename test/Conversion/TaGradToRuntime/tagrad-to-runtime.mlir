// RUN: tagrad-opt %s --split-input-file --convert-tagrad-to-runtime | FileCheck %s

// Handles become i64; element values cross the ABI as memref<*xT> through
// per-(dtype, rank) helpers that call the runtime's MemRef entry points.

// CHECK-LABEL: func @create_write_read
// CHECK-SAME: (%[[I:.*]]: index, %[[V:.*]]: tensor<?x2xf32>)
// CHECK: %[[H:.*]] = call @tagradTensorArrayCreate(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (i64, i32, i64, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr) -> i64
// CHECK: %[[BUF:.*]] = bufferization.to_buffer %[[V]] read_only {tagrad.access = 0 : i64} : tensor<?x2xf32> to memref<?x2xf32, strided<[?, ?], offset: ?>>
// CHECK: call @__tagrad_ta_Write_F32_2(%[[H]], %{{.*}}, %{{.*}}, %{{.*}})
// CHECK: %[[DIM:.*]] = call @tagradTensorArrayElementDim(%[[H]], %{{.*}}, %{{.*}}, %{{.*}}) : (i64, i64, i64, !llvm.ptr) -> i64
// CHECK: %[[ALLOC:.*]] = memref.alloc(%{{.*}}) : memref<?x2xf32>
// CHECK: call @__tagrad_ta_Read_F32_2(%[[H]]
// CHECK: %[[R:.*]] = bufferization.to_tensor %[[ALLOC]] restrict writable
// CHECK: call @tagradTensorArrayClose(%[[H]], %{{.*}})
// CHECK: return %[[R]]
// CHECK: func.func private @tagradTensorArrayCreate(i64, i32, i64, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr) -> i64
// CHECK: func.func private @tagradTensorArrayWriteMemRefF32(i64, i64, memref<*xf32>, !llvm.ptr)
// CHECK: func.func private @__tagrad_ta_Write_F32_2(%{{.*}}: i64, %{{.*}}: i64, %[[M:.*]]: memref<?x?xf32, strided<[?, ?], offset: ?>>, %{{.*}}: !llvm.ptr)
// CHECK: memref.cast %[[M]] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<*xf32>
// CHECK: call @tagradTensorArrayWriteMemRefF32
func.func @create_write_read(%i: index, %v: tensor<?x2xf32>) -> tensor<?x2xf32> {
  %c0 = arith.constant 0 : index
  %ta, %f0 = tagrad.tensor_array %c0 {dynamic_size = true, tensor_array_name = "grow"} : !tagrad.tensor_array<tensor<?x2xf32>>
  %f1 = tagrad.tensor_array.write %ta[%i], %v, %f0 : !tagrad.tensor_array<tensor<?x2xf32>>, tensor<?x2xf32>
  %r = tagrad.tensor_array.read %ta[%i], %f1 : !tagrad.tensor_array<tensor<?x2xf32>>
  tagrad.tensor_array.close %ta : !tagrad.tensor_array<tensor<?x2xf32>>
  return %r : tensor<?x2xf32>
}

// -----

// grad returns a fresh flow; lock_size and size map one to one; handles in
// function signatures and scf iter_args become i64.

// CHECK-LABEL: func @grads
// CHECK-SAME: (%[[H:.*]]: i64, %{{.*}}: f32) -> (i64, index)
// CHECK: %[[G:.*]] = call @tagradTensorArrayGrad(%[[H]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (i64, !llvm.ptr, i64, !llvm.ptr, !llvm.ptr) -> i64
// CHECK: call @tagradTensorArrayLockSize(%[[H]], %{{.*}})
// CHECK: %[[N:.*]] = call @tagradTensorArraySize(%[[G]], %{{.*}}) : (i64, !llvm.ptr) -> i64
// CHECK: scf.for {{.*}} -> (i64)
// CHECK: call @tagradTensorArraySize(%{{.*}}, %{{.*}}) : (i64, !llvm.ptr) -> i64
func.func @grads(%ta: !tagrad.tensor_array<tensor<3xf32>>, %f: f32) -> (!tagrad.tensor_array<tensor<3xf32>>, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %g, %gf = tagrad.tensor_array.grad %ta, %f source "gradients" : !tagrad.tensor_array<tensor<3xf32>>
  %l = tagrad.tensor_array.lock_size %ta, %f : !tagrad.tensor_array<tensor<3xf32>>
  %n = tagrad.tensor_array.size %g, %gf : !tagrad.tensor_array<tensor<3xf32>>
  %h = scf.for %i = %c0 to %n step %c1 iter_args(%x = %g) -> (!tagrad.tensor_array<tensor<3xf32>>) {
    %s = tagrad.tensor_array.size %x, %l : !tagrad.tensor_array<tensor<3xf32>>
    scf.yield %x : !tagrad.tensor_array<tensor<3xf32>>
  }
  return %h, %n : !tagrad.tensor_array<tensor<3xf32>>, index
}

// -----

// With the accesses lowered, a tagrad.opaque_constant is what it always
// was: an arith.constant, passed to the runtime (which reports the index).
// CHECK-LABEL: func @opaque_index
func.func @opaque_index(%v: tensor<2xf32>) -> f32 {
  %c3 = arith.constant 3 : index
  // CHECK-NOT: tagrad.opaque_constant
  // CHECK: %[[I:.*]] = arith.constant -1 : index
  %i = tagrad.opaque_constant -1 : index
  %ta, %f = tagrad.tensor_array %c3 : !tagrad.tensor_array<tensor<2xf32>>
  // CHECK: %[[I64:.*]] = arith.index_cast %[[I]] : index to i64
  // CHECK: call @__tagrad_ta_Write_F32_1(%{{.*}}, %[[I64]],
  %f1 = tagrad.tensor_array.write %ta[%i], %v, %f : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  return %f1 : f32
}

// -----

// One tensor written to two arrays: each write gets its own to_buffer,
// numbered apart, so that CSE cannot merge them into one whose second use
// One-Shot Bufferize would not see (it could then reuse the tensor's buffer
// in place before the second write).
// CHECK-LABEL: func @one_value_two_writes
// CHECK: bufferization.to_buffer %{{.*}} read_only {tagrad.access = 0 : i64}
// CHECK: call @__tagrad_ta_Write_F32_0
// CHECK: bufferization.to_buffer %{{.*}} read_only {tagrad.access = 1 : i64}
// CHECK: call @__tagrad_ta_Write_F32_0
func.func @one_value_two_writes(%i: index, %v: tensor<f32>) -> (f32, f32) {
  %n = arith.constant 4 : index
  %a, %fa = tagrad.tensor_array %n {dynamic_size = true} : !tagrad.tensor_array<tensor<f32>>
  %b, %fb = tagrad.tensor_array %n {dynamic_size = true} : !tagrad.tensor_array<tensor<f32>>
  %fa1 = tagrad.tensor_array.write %a[%i], %v, %fa : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  %fb1 = tagrad.tensor_array.write %b[%i], %v, %fb : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  return %fa1, %fb1 : f32, f32
}
