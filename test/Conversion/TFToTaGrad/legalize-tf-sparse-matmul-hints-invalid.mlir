// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// SparseMatMul's diagnostics: TensorFlow's kernel messages where it
// rejects the operands (its OpDef takes float and bfloat16 only).

func.func @double(%a: tensor<2x3xf64>, %b: tensor<3x2xf64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseMatMul' needs ranked float or bfloat16 operands, got 'tensor<2x3xf64>' and 'tensor<3x2xf64>'}}
  %0 = "tf.SparseMatMul"(%a, %b) {a_is_sparse = true} : (tensor<2x3xf64>, tensor<3x2xf64>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @a_rank(%a: tensor<2x3x1xf32>, %b: tensor<3x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseMatMul' a is not a matrix}}
  %0 = "tf.SparseMatMul"(%a, %b) : (tensor<2x3x1xf32>, tensor<3x2xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @b_rank(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseMatMul' b is not a matrix}}
  %0 = "tf.SparseMatMul"(%a, %b) {b_is_sparse = true} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @inner(%a: tensor<2x3xf32>, %b: tensor<2x3xbf16>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseMatMul' Matrix size incompatible: a: [2,3], b: [2,3]}}
  %0 = "tf.SparseMatMul"(%a, %b) {a_is_sparse = true} : (tensor<2x3xf32>, tensor<2x3xbf16>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}
