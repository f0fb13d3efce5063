// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// The diagnostics of Diag and DiagPart: TensorFlow's messages where its
// kernels reject the input, TaGrad's own for inputs of unknown rank.

func.func @diag_unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Diag' needs a ranked diagonal, got 'tensor<*xf32>'}}
  %y = "tf.Diag"(%x) : (tensor<*xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @diag_scalar(%x: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Diag' Input must be at least rank 1, got 0}}
  %y = "tf.Diag"(%x) : (tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @diag_too_deep(%x: tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Diag' has a result of 256 dimensions (TensorFlow allows at most 254)}}
  %y = "tf.Diag"(%x) : (tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @diag_part_unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.DiagPart' needs a ranked input, got 'tensor<*xf32>'}}
  %y = "tf.DiagPart"(%x) : (tensor<*xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @diag_part_odd(%x: tensor<2x?x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.DiagPart' The rank of the tensor should be even and positive, got shape [2,?,2]}}
  %y = "tf.DiagPart"(%x) : (tensor<2x?x2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @diag_part_mismatch(%x: tensor<2x3x2x4xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.DiagPart' Invalid shape [2,3,2,4]: dimensions 1 and 3 do not match.}}
  %y = "tf.DiagPart"(%x) : (tensor<2x3x2x4xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}
