// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file %s | FileCheck %s

// Transpose by a permutation known only at run time (tf.vectorized_map's
// pfor picks one from a size), Squeeze of a dimension whose size is known
// only at run time, Cross of 3-vectors: TensorFlow's rules checked at run
// time with its messages where the graph leaves them open.

// CHECK-LABEL: func.func @transpose_runtime
// CHECK: tagrad.runtime_check %{{.*}}, "transpose expects a vector of size {0}. But input(1) is a vector of size {1}"
// CHECK-COUNT-3: tagrad.runtime_check %{{.*}}, "{0} is out of range [0 .. {1})"
// CHECK-COUNT-3: tagrad.runtime_check %{{.*}}, "{0} is missing from {{[{][{]}}{1},{2},{3}}."
// CHECK: linalg.generic
// CHECK:   linalg.index 2
// CHECK:   tensor.extract %{{.*}} : tensor<?x3x4xf32>
// CHECK: -> tensor<?x?x?xf32>
// CHECK-NOT: "tf.
func.func @transpose_runtime(%x: tensor<?x3x4xf32>, %p: tensor<?xi32>) -> tensor<*xf32> {
  %y = "tf.Transpose"(%x, %p) : (tensor<?x3x4xf32>, tensor<?xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// A permutation of static length needs no length check.
// CHECK-LABEL: func.func @transpose_runtime_static_length
// CHECK-NOT: transpose expects
// CHECK: "{0} is missing from {{[{][{]}}{1},{2}}."
func.func @transpose_runtime_static_length(%x: tensor<2x3xf32>, %p: tensor<2xi64>) -> tensor<*xf32> {
  %y = "tf.Transpose"(%x, %p) : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// A constant permutation's negative entries count from the end.
// CHECK-LABEL: func.func @transpose_negative
// CHECK: linalg.transpose ins(%{{.*}} : tensor<2x3x4xf32>) outs(%{{.*}} : tensor<4x2x3xf32>) permutation = [2, 0, 1]
func.func @transpose_negative(%x: tensor<2x3x4xf32>) -> tensor<*xf32> {
  %p = "tf.Const"() {value = dense<[-1, 0, 1]> : tensor<3xi32>} : () -> tensor<3xi32>
  %y = "tf.Transpose"(%x, %p) : (tensor<2x3x4xf32>, tensor<3xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @squeeze_runtime
// CHECK: tagrad.runtime_check %{{.*}}, "Can not squeeze dim[0], expected a dimension of 1, got {0}"
// CHECK: tagrad.runtime_check %{{.*}}, "Can not squeeze dim[2], expected a dimension of 1, got {0}"
// CHECK: tensor.collapse_shape %{{.*}} {{\[\[}}0, 1, 2]] : tensor<?x3x?xf32> into tensor<?xf32>
// CHECK: tensor.cast %{{.*}} : tensor<?xf32> to tensor<3xf32>
func.func @squeeze_runtime(%x: tensor<?x3x?xf32>) -> tensor<*xf32> {
  %y = "tf.Squeeze"(%x) {squeeze_dims = [0, -1]} : (tensor<?x3x?xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @squeeze_runtime_to_scalar
// CHECK: "Can not squeeze dim[0], expected a dimension of 1, got {0}"
// CHECK: tensor.extract
// CHECK: tensor.from_elements %{{.*}} : tensor<f32>
func.func @squeeze_runtime_to_scalar(%x: tensor<?x1xf32>) -> tensor<*xf32> {
  %y = "tf.Squeeze"(%x) {squeeze_dims = [0, 1]} : (tensor<?x1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @cross_runtime
// CHECK: tagrad.runtime_check %{{.*}}, "Both inputs must be of same shape: [{0},{1}] vs. [{2},{3}]"
// CHECK: tagrad.runtime_check %{{.*}}, "Cross-products are only defined for 3-element vectors."
// CHECK: linalg.generic
// CHECK:   arith.remui
// CHECK:   arith.mulf
// CHECK:   arith.subf
// CHECK: -> tensor<?x3xf32>
func.func @cross_runtime(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<*xf32> {
  %y = "tf.Cross"(%a, %b) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @cross_int
// CHECK-NOT: runtime_check
// CHECK: arith.muli
// CHECK: arith.subi
func.func @cross_int(%a: tensor<3xi32>, %b: tensor<3xi32>) -> tensor<*xi32> {
  %y = "tf.Cross"(%a, %b) : (tensor<3xi32>, tensor<3xi32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

// InvertPermutation of a permutation known at run time only (a Transpose's
// gradient by one): y[x[i]] = i, each entry checked.
// CHECK-LABEL: func.func @invert_permutation_runtime
// CHECK: scf.for
// CHECK:   tagrad.runtime_check %{{.*}}, "{0} is not between 0 and {1}"
// CHECK:   tagrad.runtime_check %{{.*}}, "{0} is duplicated in the input."
// CHECK:   tensor.insert
func.func @invert_permutation_runtime(%p: tensor<?xi32>) -> tensor<*xi32> {
  %y = "tf.InvertPermutation"(%p) : (tensor<?xi32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

// ListDiff: a pass counting the kept values, a pass writing them.
// CHECK-LABEL: func.func @list_diff
// CHECK: %[[COUNT:.*]] = scf.for
// CHECK: tensor.empty(%[[COUNT]]) : tensor<?xf32>
// CHECK: tensor.empty(%[[COUNT]]) : tensor<?xi64>
// CHECK: scf.for
// CHECK:   scf.if
// CHECK:     tensor.insert
func.func @list_diff(%x: tensor<?xf32>, %y: tensor<?xf32>) -> (tensor<*xf32>, tensor<*xi64>) {
  %o, %i = "tf.ListDiff"(%x, %y) {out_idx = i64} : (tensor<?xf32>, tensor<?xf32>) -> (tensor<*xf32>, tensor<*xi64>)
  return %o, %i : tensor<*xf32>, tensor<*xi64>
}
