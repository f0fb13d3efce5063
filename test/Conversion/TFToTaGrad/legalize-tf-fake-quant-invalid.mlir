// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// The diagnostics of the FakeQuant ops: TensorFlow's messages (its kernels'
// attribute and shape checks), TaGrad's own for operands its importer
// would not produce.

func.func @bits(%x: tensor<4xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.FakeQuantWithMinMaxArgs' num_bits must be between 2 and 16, inclusive}}
  %y = "tf.FakeQuantWithMinMaxArgs"(%x) {num_bits = 17 : i64} : (tensor<4xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @args_range(%x: tensor<4xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.FakeQuantWithMinMaxArgs' min has to be smaller than max, was: 1 >= 0.5}}
  %y = "tf.FakeQuantWithMinMaxArgs"(%x) {min = 1.0 : f32, max = 0.5 : f32} : (tensor<4xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @not_float(%x: tensor<4xf64>) -> tensor<*xf64> {
  // expected-error@+1 {{'tf.FakeQuantWithMinMaxArgs' needs ranked float operands, got 'tensor<4xf64>'}}
  %y = "tf.FakeQuantWithMinMaxArgs"(%x) : (tensor<4xf64>) -> tensor<*xf64>
  return %y : tensor<*xf64>
}

// -----

func.func @args_grad_size(%g: tensor<3xf32>, %x: tensor<4xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.FakeQuantWithMinMaxArgsGradient' gradient and input must be the same size}}
  %y = "tf.FakeQuantWithMinMaxArgsGradient"(%g, %x) : (tensor<3xf32>, tensor<4xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @vars_rank(%x: tensor<4xf32>, %mn: tensor<1xf32>, %mx: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.FakeQuantWithMinMaxVars' `min` must be rank 0 but is rank 1}}
  %y = "tf.FakeQuantWithMinMaxVars"(%x, %mn, %mx) : (tensor<4xf32>, tensor<1xf32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @channel_rank(%x: tensor<2x3xf32>, %mn: tensor<3xf32>, %mx: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.FakeQuantWithMinMaxVarsPerChannel' `max` must be rank 1 but is rank 0}}
  %y = "tf.FakeQuantWithMinMaxVarsPerChannel"(%x, %mn, %mx) : (tensor<2x3xf32>, tensor<3xf32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @channel_scalar_input(%x: tensor<f32>, %mn: tensor<1xf32>, %mx: tensor<1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.FakeQuantWithMinMaxVarsPerChannel' needs an input of rank 1 or more}}
  %y = "tf.FakeQuantWithMinMaxVarsPerChannel"(%x, %mn, %mx) : (tensor<f32>, tensor<1xf32>, tensor<1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @channel_size(%g: tensor<2x3xf32>, %x: tensor<2x3xf32>, %mn: tensor<2xf32>, %mx: tensor<3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.FakeQuantWithMinMaxVarsPerChannelGradient' min has incorrect size, expected 3 was 2}}
  %y:3 = "tf.FakeQuantWithMinMaxVarsPerChannelGradient"(%g, %x, %mn, %mx) : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2xf32>, tensor<3xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
  return %y#0 : tensor<*xf32>
}
