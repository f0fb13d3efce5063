// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// The operand checks of MatrixTriangularSolve (whose batch dimensions
// broadcast) and MatrixSolve (whose do not), with TensorFlow's kernel
// messages where the shapes are known at compile time.

func.func @batch_incompatible(%a: tensor<2x4x4xf32>, %r: tensor<3x4x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MatrixTriangularSolve' In[0] and In[1] must have compatible batch dimensions: [2,4,4] vs. [3,4,2]}}
  %x = "tf.MatrixTriangularSolve"(%a, %r) {lower = true, adjoint = false} : (tensor<2x4x4xf32>, tensor<3x4x2xf32>) -> tensor<*xf32>
  return %x : tensor<*xf32>
}

// -----

// TensorFlow prints lower and adjoint after the shapes.
func.func @rows(%a: tensor<4x4xf32>, %r: tensor<5x3x?xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MatrixTriangularSolve' In[0] mismatch In[1] shape: 4 vs. 3: [4,4] [5,3,?] 0 1}}
  %x = "tf.MatrixTriangularSolve"(%a, %r) {lower = false, adjoint = true} : (tensor<4x4xf32>, tensor<5x3x?xf32>) -> tensor<*xf32>
  return %x : tensor<*xf32>
}

// -----

func.func @rhs_vector(%a: tensor<4x4xf32>, %r: tensor<4xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MatrixTriangularSolve' In[1] ndims must be >= 2: 1}}
  %x = "tf.MatrixTriangularSolve"(%a, %r) : (tensor<4x4xf32>, tensor<4xf32>) -> tensor<*xf32>
  return %x : tensor<*xf32>
}

// -----

func.func @rhs_type(%a: tensor<2x2xf32>, %r: tensor<2x1xf64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MatrixTriangularSolve' needs a ranked rhs of the matrix's type, got 'tensor<2x2xf32>' and 'tensor<2x1xf64>'}}
  %x = "tf.MatrixTriangularSolve"(%a, %r) : (tensor<2x2xf32>, tensor<2x1xf64>) -> tensor<*xf32>
  return %x : tensor<*xf32>
}

// -----

func.func @solve_unranked(%a: tensor<2x2xf32>, %r: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MatrixSolve' needs a ranked rhs of the matrix's type, got 'tensor<2x2xf32>' and 'tensor<*xf32>'}}
  %x = "tf.MatrixSolve"(%a, %r) : (tensor<2x2xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %x : tensor<*xf32>
}

// -----

func.func @solve_vector(%a: tensor<2x2xf32>, %r: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MatrixSolve' All input tensors must have the same rank.}}
  %x = "tf.MatrixSolve"(%a, %r) : (tensor<2x2xf32>, tensor<2xf32>) -> tensor<*xf32>
  return %x : tensor<*xf32>
}

// -----

func.func @solve_outer(%a: tensor<1x2x2xf32>, %r: tensor<3x2x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MatrixSolve' All input tensors must have the same outer dimensions.}}
  %x = "tf.MatrixSolve"(%a, %r) : (tensor<1x2x2xf32>, tensor<3x2x1xf32>) -> tensor<*xf32>
  return %x : tensor<*xf32>
}
