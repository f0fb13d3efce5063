// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// SparseReduceSum's checks: TensorFlow's messages where its kernel has
// them, TaGrad's own for operands its importer would not produce.

func.func @axis_out_of_range(%i: tensor<?x2xi64>, %v: tensor<?xf32>, %s: tensor<2xi64>) -> tensor<*xf32> {
  %a = "tf.Const"() {value = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error@+1 {{'tf.SparseReduceSum' Invalid reduction dimension 2, for input with 2 dimensions.}}
  %r = "tf.SparseReduceSum"(%i, %v, %s, %a) : (tensor<?x2xi64>, tensor<?xf32>, tensor<2xi64>, tensor<1xi32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @axes_from_data(%i: tensor<?x2xi64>, %v: tensor<?xf32>, %s: tensor<2xi64>, %a: tensor<1xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseReduceSum' needs a constant reduction_axes}}
  %r = "tf.SparseReduceSum"(%i, %v, %s, %a) : (tensor<?x2xi64>, tensor<?xf32>, tensor<2xi64>, tensor<1xi32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @indices_not_matrix(%i: tensor<?xi64>, %v: tensor<?xf32>, %s: tensor<2xi64>) -> tensor<*xf32> {
  %a = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error@+1 {{'tf.SparseReduceSum' needs indices [N, R] of known R and values [N], got 'tensor<?xi64>' and 'tensor<?xf32>'}}
  %r = "tf.SparseReduceSum"(%i, %v, %s, %a) : (tensor<?xi64>, tensor<?xf32>, tensor<2xi64>, tensor<1xi32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @shape_of_other_rank(%i: tensor<?x2xi64>, %v: tensor<?xf32>, %s: tensor<3xi64>) -> tensor<*xf32> {
  %a = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error@+1 {{'tf.SparseReduceSum' needs a dense_shape of 2 elements (the indices' rank), got 3}}
  %r = "tf.SparseReduceSum"(%i, %v, %s, %a) : (tensor<?x2xi64>, tensor<?xf32>, tensor<3xi64>, tensor<1xi32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @rows_mismatch(%i: tensor<4x2xi64>, %v: tensor<3xf32>, %s: tensor<2xi64>) -> tensor<*xf32> {
  %a = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error@+1 {{'tf.SparseReduceSum' indices and values rows (indexing dimension) must match. (indices = 4, values = 3)}}
  %r = "tf.SparseReduceSum"(%i, %v, %s, %a) : (tensor<4x2xi64>, tensor<3xf32>, tensor<2xi64>, tensor<1xi32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @not_numbers(%i: tensor<?x2xi64>, %v: tensor<?xi1>, %s: tensor<2xi64>) -> tensor<*xi1> {
  %a = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error@+1 {{'tf.SparseReduceSum' needs numeric values, got 'tensor<?xi1>'}}
  %r = "tf.SparseReduceSum"(%i, %v, %s, %a) : (tensor<?x2xi64>, tensor<?xi1>, tensor<2xi64>, tensor<1xi32>) -> tensor<*xi1>
  return %r : tensor<*xi1>
}

// -----

func.func @unranked(%i: tensor<?x2xi64>, %v: tensor<*xf32>, %s: tensor<2xi64>) -> tensor<*xf32> {
  %a = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error@+1 {{'tf.SparseReduceSum' needs ranked indices and values}}
  %r = "tf.SparseReduceSum"(%i, %v, %s, %a) : (tensor<?x2xi64>, tensor<*xf32>, tensor<2xi64>, tensor<1xi32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}
