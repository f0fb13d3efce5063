// The input contract of both pipelines: valid IR that an upstream MLIR 22
// pass crashes on (a negative constant dim index: canonicalization segfaults)
// or compiles into a wrapped-around allocation size is an error at its op.
// RUN: tagrad-opt %s --split-input-file --verify-diagnostics --tagrad-verify-pipeline-input
// RUN: tagrad-opt %s --split-input-file --verify-diagnostics --tagrad-cpu-pipeline -o /dev/null
// RUN: tagrad-opt %s --split-input-file --verify-diagnostics --tagrad-gpu-pipeline="chip=sm_80 format=isa" -o /dev/null
// A module that passes is unchanged.
// RUN: tagrad-opt %S/Inputs/pipeline-input-valid.mlir --tagrad-verify-pipeline-input | FileCheck %S/Inputs/pipeline-input-valid.mlir

func.func @memref_dim_negative(%m: memref<?x4xf32>) -> index {
  %c = arith.constant -1 : index
  // expected-error @below {{dimension index -1 is out of range for 'memref<?x4xf32>' (rank 2)}}
  %d = memref.dim %m, %c : memref<?x4xf32>
  return %d : index
}

// -----

func.func @tensor_dim_past_rank(%t: tensor<?x4xf32>) -> index {
  %c = arith.constant 2 : index
  // expected-error @below {{dimension index 2 is out of range for 'tensor<?x4xf32>' (rank 2)}}
  %d = tensor.dim %t, %c : tensor<?x4xf32>
  return %d : index
}

// -----

func.func @unranked_dim_negative(%t: tensor<*xf32>) -> index {
  %c = arith.constant -3 : index
  // expected-error @below {{dimension index -3 is out of range for 'tensor<*xf32>'}}
  %d = tensor.dim %t, %c : tensor<*xf32>
  return %d : index
}

// -----

// 2^62 x 4 f32 = 2^66 bytes: the signature is where the type first appears.
// expected-error @below {{type 'tensor<4611686018427387904x4xf32>' in attribute 'function_type' holds more bytes than a 64-bit index can address (its allocation size would wrap around)}}
func.func @huge_argument(%t: tensor<4611686018427387904x4xf32>) -> f32 {
  %c = arith.constant 0 : index
  %e = tensor.extract %t[%c, %c] : tensor<4611686018427387904x4xf32>
  return %e : f32
}

// -----

func.func @huge_alloc() -> f32 {
  // The element count fits in int64; the bytes (2^61 x 8 x 4) do not.
  // expected-error @below {{type 'memref<2305843009213693952x8xf32>' of result #0 holds more bytes than a 64-bit index can address}}
  %m = memref.alloc() : memref<2305843009213693952x8xf32>
  %c = arith.constant 0 : index
  %e = memref.load %m[%c, %c] : memref<2305843009213693952x8xf32>
  memref.dealloc %m : memref<2305843009213693952x8xf32>
  return %e : f32
}

// -----

// expected-error @below {{type 'memref<4611686018427387904xvector<4xf32>>' in attribute 'type' holds more bytes}}
memref.global "private" @huge_global : memref<4611686018427387904xvector<4xf32>>

// -----

func.func @huge_element_count() -> index {
  // 2^40 x 2^40: the element count itself overflows.
  // expected-error @below {{type 'tensor<1099511627776x1099511627776xi8>' of result #0 holds more bytes}}
  %t = tensor.empty() : tensor<1099511627776x1099511627776xi8>
  %c = arith.constant 0 : index
  %d = tensor.dim %t, %c : tensor<1099511627776x1099511627776xi8>
  return %d : index
}

// -----

func.func @huge_tensor_array_element() -> index {
  %n = arith.constant 2 : index
  // expected-error @below {{type 'tensor<4611686018427387904xcomplex<f32>>' of result #0 holds more bytes}}
  %ta, %f0 = tagrad.tensor_array %n : !tagrad.tensor_array<tensor<4611686018427387904xcomplex<f32>>>
  %s = tagrad.tensor_array.size %ta, %f0 : !tagrad.tensor_array<tensor<4611686018427387904xcomplex<f32>>>
  return %s : index
}

// -----

// A 32-bit index addresses 2^31 - 1 bytes: 2^29 f32 is one too many.
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
  func.func @index32() -> f32 {
    // expected-error @below {{type 'tensor<536870912xf32>' of result #0 holds more bytes than a 32-bit index can address}}
    %t = tensor.empty() : tensor<536870912xf32>
    %c = arith.constant 0 : index
    %e = tensor.extract %t[%c] : tensor<536870912xf32>
    return %e : f32
  }
}

// -----

// Computations outside any function (a module body is never run; found by
// tagrad-fuzz: the passes lowered them into stray module-level calls or,
// for the decomposition, left uses of an erased array): an error at each.

// expected-error @+1 {{'arith.constant' is outside any function: the pipelines compile functions}}
%c2 = arith.constant 2 : index
// expected-error @+1 {{'tagrad.tensor_array' is outside any function: the pipelines compile functions}}
%ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "a"} : !tagrad.tensor_array<tensor<2xf32>>
func.func @f() {
  return
}

// -----

// A reshape whose reassociation does not list the dimensions in order:
// tensor's verifier accepts it, and one-shot bufferization used to turn it
// into a memref.expand_shape that does not verify (found by tagrad-fuzz).

func.func @reshape(%t: tensor<?xf32>, %a: index, %b: index) -> tensor<?x?xf32> {
  // expected-error @+1 {{reassociation must list the dimensions in order, in contiguous groups; found -9223372036854775808 where 0 belongs}}
  %e = tensor.expand_shape %t [[-9223372036854775808, 1]] output_shape [%a, %b] : tensor<?xf32> into tensor<?x?xf32>
  return %e : tensor<?x?xf32>
}

// -----

// Valid with its dynamic operand types, but the casts hide 7 channels
// (NHWC) against statistics of 5: once the lowering's linalg.generics absorb
// the casts (canonicalization) they do not verify, and the code would read
// past the statistics (found by tagrad-fuzz).
func.func @batch_norm_grad_cast_channels(%x: tensor<2x5x3x7xf32>, %s: tensor<5xf32>) -> tensor<?x?x?x?xf32> {
  %xd = tensor.cast %x : tensor<2x5x3x7xf32> to tensor<?x?x?x?xf32>
  %sd = tensor.cast %s : tensor<5xf32> to tensor<?xf32>
  // expected-error @below {{with the static shapes its operands are cast from, 'scale' must have the same number of elements as the channels of x, got 5 and 7 [C6]}}
  %0:5 = tagrad.fused_batch_norm_grad %xd, %xd, %sd, %sd, %sd : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  return %0#0 : tensor<?x?x?x?xf32>
}

// -----

// The same for y_backprop against x, and for the forward op.
func.func @batch_norm_grad_cast_shapes(%x: tensor<2x5x3x7xf32>, %dy: tensor<2x5x3x8xf32>, %s: tensor<?xf32>) -> tensor<?x?x?x?xf32> {
  %xd = tensor.cast %x : tensor<2x5x3x7xf32> to tensor<?x?x?x?xf32>
  %dyd = tensor.cast %dy : tensor<2x5x3x8xf32> to tensor<?x?x?x?xf32>
  // expected-error @below {{with the static shapes its operands are cast from, 'x' and 'y_backprop' must have the same shape, but x has shape [2,5,3,7] and y_backprop has shape [2,5,3,8] [C4]}}
  %0:5 = tagrad.fused_batch_norm_grad %dyd, %xd, %s, %s, %s : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  return %0#0 : tensor<?x?x?x?xf32>
}

// -----

func.func @batch_norm_cast_channels(%x: tensor<2x3x4x4xf32>, %s: tensor<4xf32>) -> tensor<?x?x?x?xf32> {
  %xd = tensor.cast %x : tensor<2x3x4x4xf32> to tensor<?x?x?x?xf32>
  %sd = tensor.cast %s : tensor<4xf32> to tensor<?xf32>
  // expected-error @below {{with the static shapes its operands are cast from, 'scale' must have the same number of elements as the channels of x, got 4 and 3 [C4]}}
  %0:5 = tagrad.fused_batch_norm %xd, %sd, %sd, %sd, %sd {data_format = "NCHW"} : tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  return %0#0 : tensor<?x?x?x?xf32>
}

// -----

// An empty type whose other sizes overflow (0 x 4 x 2^62 x 11 f16: no
// bytes, but its strides and collapsed sizes wrap around; found by
// tagrad-graphdef-fuzz: the batch norm's linalg.generic did not verify).
// expected-error @below {{type 'tensor<0x4x4611686018427387904x11xf16>' in attribute 'function_type' is empty, but its other sizes multiply to more bytes than a 64-bit index can address (its strides would wrap around)}}
func.func @empty_but_huge(%x: tensor<0x4x4611686018427387904x11xf16>) -> tensor<0x4x4611686018427387904x11xf16> {
  return %x : tensor<0x4x4611686018427387904x11xf16>
}

// -----

// A static output_shape the result type contradicts: tensor.expand_shape's
// verifier accepts it, one-shot bufferization's memref.expand_shape does not
// (found by tagrad-fuzz).
func.func @expand_output_shape(%g: tensor<24x5xf32>) -> tensor<2x3x4x5xf32> {
  // expected-error @below {{output_shape has 9223372036854775807 at position 0 where the result type has 2}}
  %r = tensor.expand_shape %g [[0, 1, 2], [3]] output_shape [9223372036854775807, 3, 4, 5] : tensor<24x5xf32> into tensor<2x3x4x5xf32>
  return %r : tensor<2x3x4x5xf32>
}
