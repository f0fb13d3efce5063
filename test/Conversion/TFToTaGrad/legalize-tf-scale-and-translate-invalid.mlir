// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// The diagnostics of ScaleAndTranslate and ScaleAndTranslateGrad:
// TensorFlow's messages where its kernel rejects the operands, TaGrad's own
// for what it needs at compile time (static shapes, constant scale and
// translation).

func.func @rank(%x: tensor<1x2x3x1xf32>, %d: tensor<?x2x3x1xf32>, %v: tensor<2xf32>, %s: tensor<2xi32>) -> tensor<*xf32> {
  %size = "tf.Const"() {value = dense<[3, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %scale = "tf.Const"() {value = dense<[1.5, 0.5]> : tensor<2xf32>} : () -> tensor<2xf32>
  %shift = "tf.Const"() {value = dense<0.0> : tensor<2xf32>} : () -> tensor<2xf32>
  %r = "tf.Const"() {value = dense<1.0> : tensor<6x1xf32>} : () -> tensor<6x1xf32>
  // expected-error@+1 {{'tf.ScaleAndTranslate' input must be 4-dimensional, got 'tensor<6x1xf32>'}}
  %y = "tf.ScaleAndTranslate"(%r, %size, %scale, %shift) {kernel_type = "triangle", antialias = true} : (tensor<6x1xf32>, tensor<2xi32>, tensor<2xf32>, tensor<2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @dynamic(%x: tensor<1x2x3x1xf32>, %d: tensor<?x2x3x1xf32>, %v: tensor<2xf32>, %s: tensor<2xi32>) -> tensor<*xf32> {
  %size = "tf.Const"() {value = dense<[3, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %scale = "tf.Const"() {value = dense<[1.5, 0.5]> : tensor<2xf32>} : () -> tensor<2xf32>
  %shift = "tf.Const"() {value = dense<0.0> : tensor<2xf32>} : () -> tensor<2xf32>
  // expected-error@+1 {{'tf.ScaleAndTranslate' needs a float input of static shape, got 'tensor<?x2x3x1xf32>'}}
  %y = "tf.ScaleAndTranslate"(%d, %size, %scale, %shift) {kernel_type = "triangle", antialias = true} : (tensor<?x2x3x1xf32>, tensor<2xi32>, tensor<2xf32>, tensor<2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @size_length(%x: tensor<1x2x3x1xf32>, %d: tensor<?x2x3x1xf32>, %v: tensor<2xf32>, %s: tensor<2xi32>) -> tensor<*xf32> {
  %size = "tf.Const"() {value = dense<[3, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %scale = "tf.Const"() {value = dense<[1.5, 0.5]> : tensor<2xf32>} : () -> tensor<2xf32>
  %shift = "tf.Const"() {value = dense<0.0> : tensor<2xf32>} : () -> tensor<2xf32>
  %three = "tf.Const"() {value = dense<[3, 2, 1]> : tensor<3xi32>} : () -> tensor<3xi32>
  // expected-error@+1 {{'tf.ScaleAndTranslate' size must be a 1-D tensor of 2 elements}}
  %y = "tf.ScaleAndTranslate"(%x, %three, %scale, %shift) {kernel_type = "triangle", antialias = true} : (tensor<1x2x3x1xf32>, tensor<3xi32>, tensor<2xf32>, tensor<2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @size_zero(%x: tensor<1x2x3x1xf32>, %d: tensor<?x2x3x1xf32>, %v: tensor<2xf32>, %s: tensor<2xi32>) -> tensor<*xf32> {
  %size = "tf.Const"() {value = dense<[3, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %scale = "tf.Const"() {value = dense<[1.5, 0.5]> : tensor<2xf32>} : () -> tensor<2xf32>
  %shift = "tf.Const"() {value = dense<0.0> : tensor<2xf32>} : () -> tensor<2xf32>
  %zero = "tf.Const"() {value = dense<[3, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.ScaleAndTranslate' output dimensions must be positive}}
  %y = "tf.ScaleAndTranslate"(%x, %zero, %scale, %shift) {kernel_type = "triangle", antialias = true} : (tensor<1x2x3x1xf32>, tensor<2xi32>, tensor<2xf32>, tensor<2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @scale_operand(%x: tensor<1x2x3x1xf32>, %d: tensor<?x2x3x1xf32>, %v: tensor<2xf32>, %s: tensor<2xi32>) -> tensor<*xf32> {
  %size = "tf.Const"() {value = dense<[3, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %scale = "tf.Const"() {value = dense<[1.5, 0.5]> : tensor<2xf32>} : () -> tensor<2xf32>
  %shift = "tf.Const"() {value = dense<0.0> : tensor<2xf32>} : () -> tensor<2xf32>
  // expected-error@+1 {{'tf.ScaleAndTranslate' takes scale only as a constant of two floats (TaGrad computes the resize weights at compile time)}}
  %y = "tf.ScaleAndTranslate"(%x, %size, %v, %shift) {kernel_type = "triangle", antialias = true} : (tensor<1x2x3x1xf32>, tensor<2xi32>, tensor<2xf32>, tensor<2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @scale_zero(%x: tensor<1x2x3x1xf32>, %d: tensor<?x2x3x1xf32>, %v: tensor<2xf32>, %s: tensor<2xi32>) -> tensor<*xf32> {
  %size = "tf.Const"() {value = dense<[3, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %scale = "tf.Const"() {value = dense<[1.5, 0.5]> : tensor<2xf32>} : () -> tensor<2xf32>
  %shift = "tf.Const"() {value = dense<0.0> : tensor<2xf32>} : () -> tensor<2xf32>
  %bad = "tf.Const"() {value = dense<[1.5, 0.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  // expected-error@+1 {{'tf.ScaleAndTranslate' Scale must be greater than zero.}}
  %y = "tf.ScaleAndTranslate"(%x, %size, %bad, %shift) {kernel_type = "triangle", antialias = true} : (tensor<1x2x3x1xf32>, tensor<2xi32>, tensor<2xf32>, tensor<2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @kernel(%x: tensor<1x2x3x1xf32>, %d: tensor<?x2x3x1xf32>, %v: tensor<2xf32>, %s: tensor<2xi32>) -> tensor<*xf32> {
  %size = "tf.Const"() {value = dense<[3, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %scale = "tf.Const"() {value = dense<[1.5, 0.5]> : tensor<2xf32>} : () -> tensor<2xf32>
  %shift = "tf.Const"() {value = dense<0.0> : tensor<2xf32>} : () -> tensor<2xf32>
  // expected-error@+1 {{'tf.ScaleAndTranslate' Unrecognized kernel type: cubic}}
  %y = "tf.ScaleAndTranslate"(%x, %size, %scale, %shift) {kernel_type = "cubic", antialias = true} : (tensor<1x2x3x1xf32>, tensor<2xi32>, tensor<2xf32>, tensor<2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @grad_rank(%x: tensor<1x2x3x1xf32>, %d: tensor<?x2x3x1xf32>, %v: tensor<2xf32>, %s: tensor<2xi32>) -> tensor<*xf32> {
  %size = "tf.Const"() {value = dense<[3, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %scale = "tf.Const"() {value = dense<[1.5, 0.5]> : tensor<2xf32>} : () -> tensor<2xf32>
  %shift = "tf.Const"() {value = dense<0.0> : tensor<2xf32>} : () -> tensor<2xf32>
  // expected-error@+1 {{'tf.ScaleAndTranslateGrad' grads must be 4-dimensional, got 'tensor<2xf32>'}}
  %y = "tf.ScaleAndTranslateGrad"(%v, %x, %scale, %shift) {kernel_type = "triangle", antialias = true} : (tensor<2xf32>, tensor<1x2x3x1xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @grad_original(%x: tensor<1x2x3x1xf32>, %d: tensor<?x2x3x1xf32>, %v: tensor<2xf32>, %s: tensor<2xi32>) -> tensor<*xf32> {
  %size = "tf.Const"() {value = dense<[3, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %scale = "tf.Const"() {value = dense<[1.5, 0.5]> : tensor<2xf32>} : () -> tensor<2xf32>
  %shift = "tf.Const"() {value = dense<0.0> : tensor<2xf32>} : () -> tensor<2xf32>
  // expected-error@+1 {{'tf.ScaleAndTranslateGrad' needs original_image of static 4-d shape, got 'tensor<?x2x3x1xf32>'}}
  %y = "tf.ScaleAndTranslateGrad"(%x, %d, %scale, %shift) {kernel_type = "triangle", antialias = true} : (tensor<1x2x3x1xf32>, tensor<?x2x3x1xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}
