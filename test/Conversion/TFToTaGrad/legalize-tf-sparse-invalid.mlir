// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// The diagnostics of SparseTensorDenseMatMul: TensorFlow's messages where
// its kernel rejects the operands (known at compile time here), TaGrad's
// own for types its importer would not produce.

func.func @b_rank(%i: tensor<2x2xi64>, %v: tensor<2xf32>, %s: tensor<2xi64>, %b: tensor<3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseTensorDenseMatMul' Tensor 'b' is not a matrix}}
  %y = "tf.SparseTensorDenseMatMul"(%i, %v, %s, %b) : (tensor<2x2xi64>, tensor<2xf32>, tensor<2xi64>, tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @shape_rank(%i: tensor<2x2xi64>, %v: tensor<2xf32>, %s: tensor<1x2xi64>, %b: tensor<3x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseTensorDenseMatMul' Tensor 'a_shape' is not a vector}}
  %y = "tf.SparseTensorDenseMatMul"(%i, %v, %s, %b) : (tensor<2x2xi64>, tensor<2xf32>, tensor<1x2xi64>, tensor<3x3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @shape_size(%i: tensor<2x2xi64>, %v: tensor<2xf32>, %s: tensor<3xi64>, %b: tensor<3x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseTensorDenseMatMul' Tensor 'a_shape' must have 2 elements}}
  %y = "tf.SparseTensorDenseMatMul"(%i, %v, %s, %b) : (tensor<2x2xi64>, tensor<2xf32>, tensor<3xi64>, tensor<3x3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @values_rank(%i: tensor<2x2xi64>, %v: tensor<2x1xf32>, %s: tensor<2xi64>, %b: tensor<3x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseTensorDenseMatMul' Tensor 'a_values' is not a vector}}
  %y = "tf.SparseTensorDenseMatMul"(%i, %v, %s, %b) : (tensor<2x2xi64>, tensor<2x1xf32>, tensor<2xi64>, tensor<3x3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @indices_rank(%i: tensor<4xi64>, %v: tensor<2xf32>, %s: tensor<2xi64>, %b: tensor<3x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseTensorDenseMatMul' Tensor 'a_indices' is not a matrix}}
  %y = "tf.SparseTensorDenseMatMul"(%i, %v, %s, %b) : (tensor<4xi64>, tensor<2xf32>, tensor<2xi64>, tensor<3x3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @types(%i: tensor<2x2xi64>, %v: tensor<2xf64>, %s: tensor<2xi64>, %b: tensor<3x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseTensorDenseMatMul' needs a_values and b of one float or int32 type, got 'tensor<2xf64>' and 'tensor<3x3xf32>'}}
  %y = "tf.SparseTensorDenseMatMul"(%i, %v, %s, %b) : (tensor<2x2xi64>, tensor<2xf64>, tensor<2xi64>, tensor<3x3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @index_type(%i: tensor<2x2xi16>, %v: tensor<2xf32>, %s: tensor<2xi64>, %b: tensor<3x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseTensorDenseMatMul' needs int32 or int64 indices, got 'tensor<2x2xi16>'}}
  %y = "tf.SparseTensorDenseMatMul"(%i, %v, %s, %b) : (tensor<2x2xi16>, tensor<2xf32>, tensor<2xi64>, tensor<3x3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @entries(%i: tensor<3x2xi64>, %v: tensor<2xf32>, %s: tensor<2xi64>, %b: tensor<3x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseTensorDenseMatMul' Number of rows of a_indices does not match number of entries in a_values}}
  %y = "tf.SparseTensorDenseMatMul"(%i, %v, %s, %b) : (tensor<3x2xi64>, tensor<2xf32>, tensor<2xi64>, tensor<3x3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @index_columns(%i: tensor<2x3xi64>, %v: tensor<2xf32>, %s: tensor<2xi64>, %b: tensor<3x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseTensorDenseMatMul' Number of columns of a_indices does not match number of entries in a_shape}}
  %y = "tf.SparseTensorDenseMatMul"(%i, %v, %s, %b) : (tensor<2x3xi64>, tensor<2xf32>, tensor<2xi64>, tensor<3x3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @inner(%i: tensor<2x2xi64>, %v: tensor<2xf32>, %b: tensor<3x5xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[4, 2]> : tensor<2xi64>} : () -> tensor<2xi64>
  // expected-error@+1 {{'tf.SparseTensorDenseMatMul' Cannot multiply A and B because inner dimension does not match: 2 vs. 3.  Did you forget a transpose?  Dimensions of A: [4, 2).  Dimensions of B: [3,5]}}
  %y = "tf.SparseTensorDenseMatMul"(%i, %v, %s, %b) : (tensor<2x2xi64>, tensor<2xf32>, tensor<2xi64>, tensor<3x5xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @negative(%i: tensor<2x2xi64>, %v: tensor<2xf32>, %b: tensor<3x5xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[-4, 3]> : tensor<2xi64>} : () -> tensor<2xi64>
  // expected-error@+1 {{'tf.SparseTensorDenseMatMul' Dimension -1 must be >= 0}}
  %y = "tf.SparseTensorDenseMatMul"(%i, %v, %s, %b) : (tensor<2x2xi64>, tensor<2xf32>, tensor<2xi64>, tensor<3x5xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @unranked(%i: tensor<*xi64>, %v: tensor<2xf32>, %s: tensor<2xi64>, %b: tensor<3x5xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseTensorDenseMatMul' needs ranked operands}}
  %y = "tf.SparseTensorDenseMatMul"(%i, %v, %s, %b) : (tensor<*xi64>, tensor<2xf32>, tensor<2xi64>, tensor<3x5xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}
