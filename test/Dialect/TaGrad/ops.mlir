// RUN: tagrad-opt %s | tagrad-opt | FileCheck %s
// RUN: tagrad-opt %s --mlir-print-op-generic | tagrad-opt | FileCheck %s
// RUN: tagrad-opt %s --mlir-print-op-generic | tagrad-opt --mlir-print-op-generic | tagrad-opt | FileCheck %s

// Round trip of every op: custom -> custom and custom -> generic -> custom.

// CHECK-LABEL: func @create
func.func @create(%n: index) {
  // CHECK: %{{.*}}, %{{.*}} = tagrad.tensor_array %{{.*}} : !tagrad.tensor_array<tensor<3xf32>>
  %ta0, %f0 = tagrad.tensor_array %n : !tagrad.tensor_array<tensor<3xf32>>
  // CHECK: tagrad.tensor_array %{{.*}} {clear_after_read = false, dynamic_size = true, writes_replace = true} : !tagrad.tensor_array<tensor<*xf32>>
  %tl, %fl = tagrad.tensor_array %n {clear_after_read = false, dynamic_size = true, writes_replace = true} : !tagrad.tensor_array<tensor<*xf32>>
  // CHECK: tagrad.tensor_array %{{.*}} {clear_after_read = false, dynamic_size = true, identical_element_shapes = true, tensor_array_name = "foo"} : !tagrad.tensor_array<tensor<?x2xbf16>>
  %ta1, %f1 = tagrad.tensor_array %n {dynamic_size = true, clear_after_read = false, identical_element_shapes = true, tensor_array_name = "foo"} : !tagrad.tensor_array<tensor<?x2xbf16>>
  // CHECK: tagrad.tensor_array %{{.*}} {multiple_writes_aggregate = true, tensor_array_name = "foo@gradients"} : !tagrad.tensor_array<tensor<*xi32>>
  %ta2, %f2 = tagrad.tensor_array %n {multiple_writes_aggregate = true, tensor_array_name = "foo@gradients"} : !tagrad.tensor_array<tensor<*xi32>>
  // Defaults are elided when given explicitly.
  // CHECK: tagrad.tensor_array %{{.*}} : !tagrad.tensor_array<tensor<complex<f32>>>
  %ta3, %f3 = tagrad.tensor_array %n {dynamic_size = false, clear_after_read = true} : !tagrad.tensor_array<tensor<complex<f32>>>
  return
}

// CHECK-LABEL: func @write_read
// CHECK-SAME: (%[[TA:.*]]: !tagrad.tensor_array<tensor<3xf32>>, %[[I:.*]]: index, %[[V:.*]]: tensor<3xf32>, %[[F:.*]]: f32)
func.func @write_read(%ta: !tagrad.tensor_array<tensor<3xf32>>, %i: index, %v: tensor<3xf32>, %f: f32) -> tensor<3xf32> {
  // CHECK: %[[F1:.*]] = tagrad.tensor_array.write %[[TA]][%[[I]]], %[[V]], %[[F]] : !tagrad.tensor_array<tensor<3xf32>>, tensor<3xf32>
  %f1 = tagrad.tensor_array.write %ta[%i], %v, %f : !tagrad.tensor_array<tensor<3xf32>>, tensor<3xf32>
  // CHECK: %[[R:.*]] = tagrad.tensor_array.read %[[TA]][%[[I]]], %[[F1]] : !tagrad.tensor_array<tensor<3xf32>>
  %r = tagrad.tensor_array.read %ta[%i], %f1 : !tagrad.tensor_array<tensor<3xf32>>
  // CHECK: return %[[R]] : tensor<3xf32>
  return %r : tensor<3xf32>
}

// A static value into a partly dynamic element type, any dtype.
// CHECK-LABEL: func @write_dynamic_element
func.func @write_dynamic_element(%ta: !tagrad.tensor_array<tensor<?x2xi64>>, %i: index, %v: tensor<5x2xi64>, %f: f32) -> tensor<?x2xi64> {
  // CHECK: tagrad.tensor_array.write %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}} : !tagrad.tensor_array<tensor<?x2xi64>>, tensor<5x2xi64>
  %f1 = tagrad.tensor_array.write %ta[%i], %v, %f : !tagrad.tensor_array<tensor<?x2xi64>>, tensor<5x2xi64>
  // CHECK: tagrad.tensor_array.read {{.*}} : !tagrad.tensor_array<tensor<?x2xi64>>
  %r = tagrad.tensor_array.read %ta[%i], %f1 : !tagrad.tensor_array<tensor<?x2xi64>>
  return %r : tensor<?x2xi64>
}

// CHECK-LABEL: func @gather_scatter
func.func @gather_scatter(%ta: !tagrad.tensor_array<tensor<2xf64>>, %idx: tensor<3xi32>, %rows: tensor<3x2xf64>, %f: f32) -> tensor<3x2xf64> {
  // CHECK: %[[F1:.*]] = tagrad.tensor_array.scatter %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}} : !tagrad.tensor_array<tensor<2xf64>>, tensor<3xi32>, tensor<3x2xf64>
  %f1 = tagrad.tensor_array.scatter %ta[%idx], %rows, %f : !tagrad.tensor_array<tensor<2xf64>>, tensor<3xi32>, tensor<3x2xf64>
  // CHECK: %[[G:.*]] = tagrad.tensor_array.gather %{{.*}}[%{{.*}}], %[[F1]] : !tagrad.tensor_array<tensor<2xf64>>, tensor<3xi32>
  %g = tagrad.tensor_array.gather %ta[%idx], %f1 : !tagrad.tensor_array<tensor<2xf64>>, tensor<3xi32>
  // CHECK: return %[[G]] : tensor<3x2xf64>
  return %g : tensor<3x2xf64>
}

// CHECK-LABEL: func @gather_dynamic
func.func @gather_dynamic(%ta: !tagrad.tensor_array<tensor<*xf32>>, %idx: tensor<?xindex>, %f: f32) -> tensor<*xf32> {
  // CHECK: tagrad.tensor_array.gather {{.*}} : !tagrad.tensor_array<tensor<*xf32>>, tensor<?xindex>
  %g = tagrad.tensor_array.gather %ta[%idx], %f : !tagrad.tensor_array<tensor<*xf32>>, tensor<?xindex>
  return %g : tensor<*xf32>
}

// CHECK-LABEL: func @split_concat
func.func @split_concat(%ta: !tagrad.tensor_array<tensor<?x4xf16>>, %v: tensor<3x4xf16>, %lengths: tensor<3xi64>, %f: f32) -> (tensor<?x4xf16>, tensor<?xi64>) {
  // CHECK: %[[F1:.*]] = tagrad.tensor_array.split %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : !tagrad.tensor_array<tensor<?x4xf16>>, tensor<3x4xf16>, tensor<3xi64>
  %f1 = tagrad.tensor_array.split %ta, %v, %lengths, %f : !tagrad.tensor_array<tensor<?x4xf16>>, tensor<3x4xf16>, tensor<3xi64>
  // CHECK: %{{.*}}, %{{.*}} = tagrad.tensor_array.concat %{{.*}}, %[[F1]] : !tagrad.tensor_array<tensor<?x4xf16>>
  %value, %len = tagrad.tensor_array.concat %ta, %f1 : !tagrad.tensor_array<tensor<?x4xf16>>
  return %value, %len : tensor<?x4xf16>, tensor<?xi64>
}

// CHECK-LABEL: func @size_close_lock
func.func @size_close_lock(%ta: !tagrad.tensor_array<tensor<3xf32>>, %f: f32) -> index {
  // CHECK: %[[F1:.*]] = tagrad.tensor_array.lock_size %{{.*}}, %{{.*}} : !tagrad.tensor_array<tensor<3xf32>>
  %f1 = tagrad.tensor_array.lock_size %ta, %f : !tagrad.tensor_array<tensor<3xf32>>
  // CHECK: %[[N:.*]] = tagrad.tensor_array.size %{{.*}}, %[[F1]] : !tagrad.tensor_array<tensor<3xf32>>
  %n = tagrad.tensor_array.size %ta, %f1 : !tagrad.tensor_array<tensor<3xf32>>
  // CHECK: tagrad.tensor_array.close %{{.*}} : !tagrad.tensor_array<tensor<3xf32>>
  tagrad.tensor_array.close %ta : !tagrad.tensor_array<tensor<3xf32>>
  return %n : index
}

// CHECK-LABEL: func @grads
func.func @grads(%ta: !tagrad.tensor_array<tensor<2x3xf32>>, %f: f32) {
  // CHECK: tagrad.tensor_array.grad %{{.*}}, %{{.*}} source "gradients" : !tagrad.tensor_array<tensor<2x3xf32>>
  %g, %gf = tagrad.tensor_array.grad %ta, %f source "gradients" : !tagrad.tensor_array<tensor<2x3xf32>>
  // An empty source is accepted on input.
  // CHECK: tagrad.tensor_array.grad %{{.*}}, %{{.*}} source "" : !tagrad.tensor_array<tensor<2x3xf32>>
  %g1, %gf1 = tagrad.tensor_array.grad %ta, %f source "" : !tagrad.tensor_array<tensor<2x3xf32>>
  %prepend = arith.constant dense<[4, 5]> : tensor<2xi32>
  // CHECK: tagrad.tensor_array.grad_with_shape %{{.*}}, %{{.*}}, %{{.*}} source "source" : !tagrad.tensor_array<tensor<2x3xf32>>, tensor<2xi32> -> !tagrad.tensor_array<tensor<4x5x2x3xf32>>
  %g2, %gf2 = tagrad.tensor_array.grad_with_shape %ta, %f, %prepend source "source" : !tagrad.tensor_array<tensor<2x3xf32>>, tensor<2xi32> -> !tagrad.tensor_array<tensor<4x5x2x3xf32>>
  return
}

// TensorFlow's static shape for grad_with_shape: unknown leading dims.
// CHECK-LABEL: func @grad_with_shape_dynamic
func.func @grad_with_shape_dynamic(%ta: !tagrad.tensor_array<tensor<2x3xf32>>, %f: f32, %prepend: tensor<2xi32>, %p2: tensor<?xi32>) {
  // CHECK: -> !tagrad.tensor_array<tensor<?x?x2x3xf32>>
  %g, %gf = tagrad.tensor_array.grad_with_shape %ta, %f, %prepend source "s" : !tagrad.tensor_array<tensor<2x3xf32>>, tensor<2xi32> -> !tagrad.tensor_array<tensor<?x?x2x3xf32>>
  // CHECK: -> !tagrad.tensor_array<tensor<*xf32>>
  %h, %hf = tagrad.tensor_array.grad_with_shape %ta, %f, %p2 source "s" : !tagrad.tensor_array<tensor<2x3xf32>>, tensor<?xi32> -> !tagrad.tensor_array<tensor<*xf32>>
  return
}

// CHECK-LABEL: func @batch_norm_grad
func.func @batch_norm_grad(%dy: tensor<8x7x7x16xf32>, %x: tensor<8x7x7x16xf32>, %s: tensor<16xf32>, %m: tensor<16xf32>, %v: tensor<16xf32>) -> (tensor<8x7x7x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<0xf32>, tensor<0xf32>) {
  // CHECK: tagrad.fused_batch_norm_grad %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {epsilon = 1.000000e-03 : f32} : tensor<8x7x7x16xf32>, tensor<8x7x7x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  %dx, %ds, %do, %r3, %r4 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v {epsilon = 1.0e-03 : f32, data_format = "NHWC", is_training = true} : tensor<8x7x7x16xf32>, tensor<8x7x7x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  return %dx, %ds, %do, %r3, %r4 : tensor<8x7x7x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<0xf32>, tensor<0xf32>
}

// CHECK-LABEL: func @batch_norm_grad_5d_bf16_dynamic
func.func @batch_norm_grad_5d_bf16_dynamic(%dy: tensor<?x3x?x4x5xbf16>, %x: tensor<2x3x?x4x?xbf16>, %s: tensor<?xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> tensor<2x3x?x4x?xbf16> {
  // CHECK: tagrad.fused_batch_norm_grad {{.*}} {data_format = "NCDHW", is_training = false} : tensor<?x3x?x4x5xbf16>, tensor<2x3x?x4x?xbf16>, tensor<?xf32>, tensor<3xf32>, tensor<3xf32>
  %dx, %ds, %do, %r3, %r4 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v {data_format = "NCDHW", is_training = false} : tensor<?x3x?x4x5xbf16>, tensor<2x3x?x4x?xbf16>, tensor<?xf32>, tensor<3xf32>, tensor<3xf32>
  return %dx : tensor<2x3x?x4x?xbf16>
}

// CHECK-LABEL: func @batch_norm
func.func @batch_norm(%x: tensor<2x4x3x3xf16>, %s: tensor<4xf32>, %o: tensor<4xf32>, %m: tensor<0xf32>, %v: tensor<0xf32>) -> (tensor<2x4x3x3xf16>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  // CHECK: tagrad.fused_batch_norm %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {data_format = "NCHW", epsilon = 1.000000e-03 : f32} : tensor<2x4x3x3xf16>, tensor<4xf32>, tensor<4xf32>, tensor<0xf32>, tensor<0xf32>
  %y, %bm, %bv, %r1, %r2 = tagrad.fused_batch_norm %x, %s, %o, %m, %v {epsilon = 1.0e-03 : f32, data_format = "NCHW"} : tensor<2x4x3x3xf16>, tensor<4xf32>, tensor<4xf32>, tensor<0xf32>, tensor<0xf32>
  return %y, %bm, %bv, %r1, %r2 : tensor<2x4x3x3xf16>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// CHECK-LABEL: func @batch_norm_inference
func.func @batch_norm_inference(%x: tensor<2x3x3x4xf32>, %s: tensor<4xf32>, %o: tensor<4xf32>, %m: tensor<4xf32>, %v: tensor<4xf32>) -> tensor<2x3x3x4xf32> {
  // CHECK: tagrad.fused_batch_norm {{.*}} {exponential_avg_factor = 5.000000e-01 : f32, is_training = false}
  %y, %bm, %bv, %r1, %r2 = tagrad.fused_batch_norm %x, %s, %o, %m, %v {is_training = false, exponential_avg_factor = 0.5 : f32} : tensor<2x3x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  return %y : tensor<2x3x3x4xf32>
}

// data_format is stored typed (#tagrad.data_format) and keeps TensorFlow's
// string spelling; the typed spelling is read too. NHWC, the default, is not
// printed.
// CHECK-LABEL: func @batch_norm_data_formats
func.func @batch_norm_data_formats(%x4: tensor<2x4x3x4xf32>, %x5: tensor<2x4x3x3x4xf32>, %s: tensor<4xf32>) {
  // CHECK: tagrad.fused_batch_norm {{.*}} {is_training = false} : tensor<2x4x3x4xf32>
  %0:5 = tagrad.fused_batch_norm %x4, %s, %s, %s, %s {data_format = "NHWC", is_training = false} : tensor<2x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  // CHECK: tagrad.fused_batch_norm {{.*}} {data_format = "NCHW", is_training = false} : tensor<2x4x3x4xf32>
  %1:5 = tagrad.fused_batch_norm %x4, %s, %s, %s, %s {data_format = #tagrad.data_format<NCHW>, is_training = false} : tensor<2x4x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  // CHECK: tagrad.fused_batch_norm {{.*}} {data_format = "NDHWC", is_training = false} : tensor<2x4x3x3x4xf32>
  %2:5 = tagrad.fused_batch_norm %x5, %s, %s, %s, %s {data_format = "NDHWC", is_training = false} : tensor<2x4x3x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  // CHECK: tagrad.fused_batch_norm_grad {{.*}} {data_format = "NCDHW"} : tensor<2x4x3x3x4xf32>
  %3:5 = tagrad.fused_batch_norm_grad %x5, %x5, %s, %s, %s {data_format = #tagrad.data_format<NCDHW>} : tensor<2x4x3x3x4xf32>, tensor<2x4x3x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  return
}

// Partially known shapes: rules that cannot be decided are accepted.
// CHECK-LABEL: func @undecidable_shapes
func.func @undecidable_shapes(%ta: !tagrad.tensor_array<tensor<*xf32>>, %i: index, %u: tensor<*xf32>, %idx: tensor<?xi64>, %l: tensor<?xi64>, %f: f32, %x: tensor<*xf32>, %dy: tensor<?x?x?x?xf32>, %s: tensor<?xf32>, %s2: tensor<*xf32>) {
  // CHECK: tagrad.tensor_array.write {{.*}} : !tagrad.tensor_array<tensor<*xf32>>, tensor<*xf32>
  %f1 = tagrad.tensor_array.write %ta[%i], %u, %f : !tagrad.tensor_array<tensor<*xf32>>, tensor<*xf32>
  // CHECK: tagrad.tensor_array.scatter {{.*}} : !tagrad.tensor_array<tensor<*xf32>>, tensor<?xi64>, tensor<*xf32>
  %f2 = tagrad.tensor_array.scatter %ta[%idx], %u, %f1 : !tagrad.tensor_array<tensor<*xf32>>, tensor<?xi64>, tensor<*xf32>
  // CHECK: tagrad.tensor_array.split {{.*}} : !tagrad.tensor_array<tensor<*xf32>>, tensor<*xf32>, tensor<?xi64>
  %f3 = tagrad.tensor_array.split %ta, %u, %l, %f2 : !tagrad.tensor_array<tensor<*xf32>>, tensor<*xf32>, tensor<?xi64>
  // CHECK: tagrad.tensor_array.concat {{.*}} : !tagrad.tensor_array<tensor<*xf32>>
  %v, %len = tagrad.tensor_array.concat %ta, %f3 : !tagrad.tensor_array<tensor<*xf32>>
  // Batch norm needs ranks (unranked operands are errors), not sizes.
  // CHECK: tagrad.fused_batch_norm_grad {{.*}} : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  %0:5 = tagrad.fused_batch_norm_grad %dy, %dy, %s, %s, %s {data_format = "NCHW"} : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  // CHECK: tagrad.fused_batch_norm {{.*}} : tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  %1:5 = tagrad.fused_batch_norm %dy, %s, %s, %s, %s {is_training = false} : tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  return
}

// CHECK-LABEL: func @opaque_constants
func.func @opaque_constants(%v: tensor<2xf32>) -> f32 {
  %c3 = arith.constant 3 : index
  // CHECK: %[[I:.*]] = tagrad.opaque_constant -1 : index
  %i = tagrad.opaque_constant -1 : index
  // CHECK: tagrad.opaque_constant dense<[0, -2]> : tensor<2xi32>
  %idx = tagrad.opaque_constant dense<[0, -2]> : tensor<2xi32>
  %ta, %f = tagrad.tensor_array %c3 : !tagrad.tensor_array<tensor<2xf32>>
  // CHECK: tagrad.tensor_array.write %{{.*}}[%[[I]]]
  %f1 = tagrad.tensor_array.write %ta[%i], %v, %f : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  return %f1 : f32
}
