// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// Transpose's and Cross's rules where the graph decides them at compile
// time: TensorFlow's kernels' messages.

func.func @transpose_length(%x: tensor<2x3x4xf32>) -> tensor<*xf32> {
  %p = "tf.Const"() {value = dense<[0, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.Transpose' transpose expects a vector of size 3. But input(1) is a vector of size 2}}
  %y = "tf.Transpose"(%x, %p) : (tensor<2x3x4xf32>, tensor<2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @transpose_runtime_length(%x: tensor<2x3x4xf32>, %p: tensor<4xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Transpose' transpose expects a vector of size 3. But input(1) is a vector of size 4}}
  %y = "tf.Transpose"(%x, %p) : (tensor<2x3x4xf32>, tensor<4xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @transpose_out_of_range(%x: tensor<2x3x4xf32>) -> tensor<*xf32> {
  %p = "tf.Const"() {value = dense<[0, 1, 3]> : tensor<3xi32>} : () -> tensor<3xi32>
  // expected-error@+1 {{'tf.Transpose' 3 is out of range [0 .. 3)}}
  %y = "tf.Transpose"(%x, %p) : (tensor<2x3x4xf32>, tensor<3xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// A negative entry counts from the end; the message shows it so.
func.func @transpose_negative_out_of_range(%x: tensor<2x3x4xf32>) -> tensor<*xf32> {
  %p = "tf.Const"() {value = dense<[-4, 0, 1]> : tensor<3xi32>} : () -> tensor<3xi32>
  // expected-error@+1 {{'tf.Transpose' -1 is out of range [0 .. 3)}}
  %y = "tf.Transpose"(%x, %p) : (tensor<2x3x4xf32>, tensor<3xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @transpose_missing(%x: tensor<2x3x4xf32>) -> tensor<*xf32> {
  %p = "tf.Const"() {value = dense<[-1, -1, 0]> : tensor<3xi32>} : () -> tensor<3xi32>
  // expected-error@+1 {{'tf.Transpose' 1 is missing from {2,2,0}.}}
  %y = "tf.Transpose"(%x, %p) : (tensor<2x3x4xf32>, tensor<3xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @cross_shapes(%a: tensor<2x3xf32>, %b: tensor<3x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Cross' Both inputs must be of same shape: [2,3] vs. [3,3]}}
  %y = "tf.Cross"(%a, %b) : (tensor<2x3xf32>, tensor<3x3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @cross_ranks(%a: tensor<3xf32>, %b: tensor<1x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Cross' Both inputs must be of same shape: [3] vs. [1,3]}}
  %y = "tf.Cross"(%a, %b) : (tensor<3xf32>, tensor<1x3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @cross_scalars(%a: tensor<f32>, %b: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Cross' Input must be at least 1D[]}}
  %y = "tf.Cross"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @cross_four(%a: tensor<2x4xf32>, %b: tensor<2x4xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Cross' Cross-products are only defined for 3-element vectors.}}
  %y = "tf.Cross"(%a, %b) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @cross_bool(%a: tensor<3xi1>, %b: tensor<3xi1>) -> tensor<*xi1> {
  // expected-error@+1 {{'tf.Cross' does not support element type 'i1'}}
  %y = "tf.Cross"(%a, %b) : (tensor<3xi1>, tensor<3xi1>) -> tensor<*xi1>
  return %y : tensor<*xi1>
}

// -----

func.func @cross_unranked(%a: tensor<*xf32>, %b: tensor<3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Cross' needs ranked operands of one type, got 'tensor<*xf32>' and 'tensor<3xf32>'}}
  %y = "tf.Cross"(%a, %b) : (tensor<*xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @invert_permutation_range() -> tensor<*xi32> {
  %p = "tf.Const"() {value = dense<[0, 3, 1]> : tensor<3xi32>} : () -> tensor<3xi32>
  // expected-error@+1 {{'tf.InvertPermutation' 3 is not between 0 and 3}}
  %y = "tf.InvertPermutation"(%p) : (tensor<3xi32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

func.func @list_diff_matrix(%x: tensor<2x2xi32>, %y: tensor<2xi32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.ListDiff' x should be a 1D vector.}}
  %o, %i = "tf.ListDiff"(%x, %y) : (tensor<2x2xi32>, tensor<2xi32>) -> (tensor<*xi32>, tensor<*xi32>)
  return %o : tensor<*xi32>
}

// -----

func.func @list_diff_scalar(%x: tensor<2xi32>, %y: tensor<i32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.ListDiff' y should be a 1D vector.}}
  %o, %i = "tf.ListDiff"(%x, %y) : (tensor<2xi32>, tensor<i32>) -> (tensor<*xi32>, tensor<*xi32>)
  return %o : tensor<*xi32>
}

// -----

func.func @list_diff_types(%x: tensor<2xi32>, %y: tensor<2xi64>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.ListDiff' needs x and y of one type, got 'tensor<2xi32>' and 'tensor<2xi64>'}}
  %o, %i = "tf.ListDiff"(%x, %y) : (tensor<2xi32>, tensor<2xi64>) -> (tensor<*xi32>, tensor<*xi32>)
  return %o : tensor<*xi32>
}

// -----

func.func @list_diff_index_type(%x: tensor<2xi32>, %y: tensor<2xi32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.ListDiff' needs out_idx int32 or int64, got 'i16'}}
  %o, %i = "tf.ListDiff"(%x, %y) {out_idx = i16} : (tensor<2xi32>, tensor<2xi32>) -> (tensor<*xi32>, tensor<*xi16>)
  return %o : tensor<*xi32>
}

// -----

func.func @svd_full_matrices(%x: tensor<3x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Svd' takes full_matrices only for square matrices, got [3,2] (TaGrad builds no orthogonal completion)}}
  %s, %u, %v = "tf.Svd"(%x) {compute_uv = true, full_matrices = true} : (tensor<3x2xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
  return %s : tensor<*xf32>
}
