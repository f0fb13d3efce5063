// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// The diagnostics of ImageProjectiveTransformV2 and V3: TensorFlow's
// messages for its operands and attributes (the kernel's own checks; an
// unknown interpolation or fill mode is the error it logs), TaGrad's own for
// what it needs to know at compile time.

func.func @unranked(%x: tensor<*xf32>, %t: tensor<1x8xf32>, %s: tensor<2xi32>, %f: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ImageProjectiveTransformV3' needs images of known rank, got 'tensor<*xf32>'}}
  %y = "tf.ImageProjectiveTransformV3"(%x, %t, %s, %f) {interpolation = "BILINEAR", fill_mode = "CONSTANT"} : (tensor<*xf32>, tensor<1x8xf32>, tensor<2xi32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @rank(%x: tensor<3x4x1xf32>, %t: tensor<1x8xf32>, %s: tensor<2xi32>, %f: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ImageProjectiveTransformV3' Input images must have rank 4}}
  %y = "tf.ImageProjectiveTransformV3"(%x, %t, %s, %f) {interpolation = "BILINEAR", fill_mode = "CONSTANT"} : (tensor<3x4x1xf32>, tensor<1x8xf32>, tensor<2xi32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @element(%x: tensor<1x3x4x1xi16>, %t: tensor<1x8xf32>, %s: tensor<2xi32>, %f: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ImageProjectiveTransformV3' takes uint8, int32, int64, half, bfloat16, float32 or float64 images, got 'tensor<1x3x4x1xi16>'}}
  %y = "tf.ImageProjectiveTransformV3"(%x, %t, %s, %f) {interpolation = "BILINEAR", fill_mode = "CONSTANT"} : (tensor<1x3x4x1xi16>, tensor<1x8xf32>, tensor<2xi32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @transforms_type(%x: tensor<1x3x4x1xf32>, %t: tensor<1x8xf64>, %s: tensor<2xi32>, %f: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ImageProjectiveTransformV3' needs float32 transforms of known rank, got 'tensor<1x8xf64>'}}
  %y = "tf.ImageProjectiveTransformV3"(%x, %t, %s, %f) {interpolation = "BILINEAR", fill_mode = "CONSTANT"} : (tensor<1x3x4x1xf32>, tensor<1x8xf64>, tensor<2xi32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @transforms_rows(%x: tensor<2x3x4x1xf32>, %t: tensor<3x8xf32>, %s: tensor<2xi32>, %f: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ImageProjectiveTransformV3' Input transform should be num_images x 8 or 1 x 8}}
  %y = "tf.ImageProjectiveTransformV3"(%x, %t, %s, %f) {interpolation = "BILINEAR", fill_mode = "CONSTANT"} : (tensor<2x3x4x1xf32>, tensor<3x8xf32>, tensor<2xi32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @transforms_columns(%x: tensor<1x3x4x1xf32>, %t: tensor<1x6xf32>, %s: tensor<2xi32>, %f: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ImageProjectiveTransformV3' Input transform should be num_images x 8 or 1 x 8}}
  %y = "tf.ImageProjectiveTransformV3"(%x, %t, %s, %f) {interpolation = "BILINEAR", fill_mode = "CONSTANT"} : (tensor<1x3x4x1xf32>, tensor<1x6xf32>, tensor<2xi32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @shape_type(%x: tensor<1x3x4x1xf32>, %t: tensor<1x8xf32>, %s: tensor<2xi64>, %f: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ImageProjectiveTransformV3' needs an int32 output_shape of known rank, got 'tensor<2xi64>'}}
  %y = "tf.ImageProjectiveTransformV3"(%x, %t, %s, %f) {interpolation = "BILINEAR", fill_mode = "CONSTANT"} : (tensor<1x3x4x1xf32>, tensor<1x8xf32>, tensor<2xi64>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @shape_rank(%x: tensor<1x3x4x1xf32>, %t: tensor<1x8xf32>, %s: tensor<1x2xi32>, %f: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ImageProjectiveTransformV3' output shape must be 1-dimensional[1,2]}}
  %y = "tf.ImageProjectiveTransformV3"(%x, %t, %s, %f) {interpolation = "BILINEAR", fill_mode = "CONSTANT"} : (tensor<1x3x4x1xf32>, tensor<1x8xf32>, tensor<1x2xi32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @shape_length(%x: tensor<1x3x4x1xf32>, %t: tensor<1x8xf32>, %s: tensor<?xi32>, %f: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ImageProjectiveTransformV3' needs an output_shape of known length, got 'tensor<?xi32>'}}
  %y = "tf.ImageProjectiveTransformV3"(%x, %t, %s, %f) {interpolation = "BILINEAR", fill_mode = "CONSTANT"} : (tensor<1x3x4x1xf32>, tensor<1x8xf32>, tensor<?xi32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @shape_elements(%x: tensor<1x3x4x1xf32>, %t: tensor<1x8xf32>, %s: tensor<3xi32>, %f: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ImageProjectiveTransformV3' output shape must have two elements[3]}}
  %y = "tf.ImageProjectiveTransformV3"(%x, %t, %s, %f) {interpolation = "BILINEAR", fill_mode = "CONSTANT"} : (tensor<1x3x4x1xf32>, tensor<1x8xf32>, tensor<3xi32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @fill_type(%x: tensor<1x3x4x1xf32>, %t: tensor<1x8xf32>, %s: tensor<2xi32>, %f: tensor<f64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ImageProjectiveTransformV3' needs a float32 fill_value of known rank, got 'tensor<f64>'}}
  %y = "tf.ImageProjectiveTransformV3"(%x, %t, %s, %f) {interpolation = "BILINEAR", fill_mode = "CONSTANT"} : (tensor<1x3x4x1xf32>, tensor<1x8xf32>, tensor<2xi32>, tensor<f64>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @fill_rank(%x: tensor<1x3x4x1xf32>, %t: tensor<1x8xf32>, %s: tensor<2xi32>, %f: tensor<1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ImageProjectiveTransformV3' fill_value must be a scalar[1]}}
  %y = "tf.ImageProjectiveTransformV3"(%x, %t, %s, %f) {interpolation = "BILINEAR", fill_mode = "CONSTANT"} : (tensor<1x3x4x1xf32>, tensor<1x8xf32>, tensor<2xi32>, tensor<1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @interpolation(%x: tensor<1x3x4x1xf32>, %t: tensor<1x8xf32>, %s: tensor<2xi32>, %f: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ImageProjectiveTransformV3' Invalid interpolation BICUBIC. Supported types: NEAREST, BILINEAR}}
  %y = "tf.ImageProjectiveTransformV3"(%x, %t, %s, %f) {interpolation = "BICUBIC", fill_mode = "CONSTANT"} : (tensor<1x3x4x1xf32>, tensor<1x8xf32>, tensor<2xi32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @fill_mode(%x: tensor<1x3x4x1xf32>, %t: tensor<1x8xf32>, %s: tensor<2xi32>, %f: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ImageProjectiveTransformV3' Invalid mode MIRROR. Supported types: REFLECT, WRAP, CONSTANT, NEAREST}}
  %y = "tf.ImageProjectiveTransformV3"(%x, %t, %s, %f) {interpolation = "BILINEAR", fill_mode = "MIRROR"} : (tensor<1x3x4x1xf32>, tensor<1x8xf32>, tensor<2xi32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @size_zero(%x: tensor<1x3x4x1xf32>, %t: tensor<1x8xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[0, 4]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.ImageProjectiveTransformV2' output dimensions must be positive}}
  %y = "tf.ImageProjectiveTransformV2"(%x, %t, %s) {interpolation = "NEAREST", fill_mode = "CONSTANT"} : (tensor<1x3x4x1xf32>, tensor<1x8xf32>, tensor<2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}
