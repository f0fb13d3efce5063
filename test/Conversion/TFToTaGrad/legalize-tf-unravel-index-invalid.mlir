// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// UnravelIndex's diagnostics: TensorFlow's kernel messages where its checks
// of constant dims and indices fail (at the op, at compile time), and
// TaGrad's own where it needs the length of dims (the result's first
// dimension).

func.func @out_of_bound(%d: tensor<2xi32>) -> tensor<*xi32> {
  %i = "tf.Const"() {value = dense<[1, 6]> : tensor<2xi32>} : () -> tensor<2xi32>
  %dims = "tf.Const"() {value = dense<[2, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.UnravelIndex' index is out of bound as with dims}}
  %0 = "tf.UnravelIndex"(%i, %dims) : (tensor<2xi32>, tensor<2xi32>) -> tensor<*xi32>
  return %0 : tensor<*xi32>
}

// -----

func.func @zero_dim(%i: tensor<i32>) -> tensor<*xi32> {
  %dims = "tf.Const"() {value = dense<[2, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.UnravelIndex' Input dims cannot contain a dim of zero, but dims contains zero at index 1}}
  %0 = "tf.UnravelIndex"(%i, %dims) : (tensor<i32>, tensor<2xi32>) -> tensor<*xi32>
  return %0 : tensor<*xi32>
}

// -----

func.func @negative_dim(%i: tensor<i32>) -> tensor<*xi32> {
  %dims = "tf.Const"() {value = dense<[2, -3]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.UnravelIndex' Input dims cannot be negative. Got dim = -3 at index 1}}
  %0 = "tf.UnravelIndex"(%i, %dims) : (tensor<i32>, tensor<2xi32>) -> tensor<*xi32>
  return %0 : tensor<*xi32>
}

// -----

// Eigen prints the dims right-aligned to one width.
func.func @overflow(%i: tensor<i32>) -> tensor<*xi32> {
  %dims = "tf.Const"() {value = dense<[7, 1000, 1000, 1000]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.UnravelIndex' Input dims product is causing integer overflow: (   7 1000 1000 1000)}}
  %0 = "tf.UnravelIndex"(%i, %dims) : (tensor<i32>, tensor<4xi32>) -> tensor<*xi32>
  return %0 : tensor<*xi32>
}

// -----

func.func @empty(%d: tensor<2xi64>) -> tensor<*xi64> {
  %i = "tf.Const"() {value = dense<> : tensor<0xi64>} : () -> tensor<0xi64>
  // expected-error@+1 {{'tf.UnravelIndex' received empty tensor indices: Tensor<type: int64 shape: [0] values: >}}
  %0 = "tf.UnravelIndex"(%i, %d) : (tensor<0xi64>, tensor<2xi64>) -> tensor<*xi64>
  return %0 : tensor<*xi64>
}

// -----

func.func @indices_rank(%i: tensor<1x1xi32>, %d: tensor<2xi32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.UnravelIndex' The indices can only be scalar or vector, got "[1,1]"}}
  %0 = "tf.UnravelIndex"(%i, %d) : (tensor<1x1xi32>, tensor<2xi32>) -> tensor<*xi32>
  return %0 : tensor<*xi32>
}

// -----

// TensorFlow's message for dims says "indices".
func.func @dims_rank(%i: tensor<i32>, %d: tensor<1x2xi32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.UnravelIndex' The indices can only be 1-D, got "[1,2]"}}
  %0 = "tf.UnravelIndex"(%i, %d) : (tensor<i32>, tensor<1x2xi32>) -> tensor<*xi32>
  return %0 : tensor<*xi32>
}

// -----

func.func @dims_length(%i: tensor<i32>, %d: tensor<?xi32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.UnravelIndex' needs dims of a length known at compile time (the result's first dimension), got 'tensor<?xi32>'}}
  %0 = "tf.UnravelIndex"(%i, %d) : (tensor<i32>, tensor<?xi32>) -> tensor<*xi32>
  return %0 : tensor<*xi32>
}

// -----

func.func @types(%i: tensor<i32>, %d: tensor<2xi64>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.UnravelIndex' needs ranked int32 or int64 indices and dims of one type, got 'tensor<i32>' and 'tensor<2xi64>'}}
  %0 = "tf.UnravelIndex"(%i, %d) : (tensor<i32>, tensor<2xi64>) -> tensor<*xi32>
  return %0 : tensor<*xi32>
}
