// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// The diagnostics of CropAndResize and its gradients: TensorFlow's messages
// where its kernels reject the operands, TaGrad's own for sizes it needs at
// compile time and types its importer would not produce.

func.func @image_rank(%i: tensor<6x7x3xf32>, %b: tensor<2x4xf32>, %n: tensor<2xi32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[2, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.CropAndResize' input image must be 4-D, got 'tensor<6x7x3xf32>'}}
  %y = "tf.CropAndResize"(%i, %b, %n, %s) : (tensor<6x7x3xf32>, tensor<2x4xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @image_dynamic(%i: tensor<1x?x7x3xf32>, %b: tensor<2x4xf32>, %n: tensor<2xi32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[2, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.CropAndResize' needs an image of static height and width, got 'tensor<1x?x7x3xf32>'}}
  %y = "tf.CropAndResize"(%i, %b, %n, %s) : (tensor<1x?x7x3xf32>, tensor<2x4xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @image_empty(%i: tensor<1x0x7x3xf32>, %b: tensor<2x4xf32>, %n: tensor<2xi32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[2, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.CropAndResize' image dimensions must be positive}}
  %y = "tf.CropAndResize"(%i, %b, %n, %s) : (tensor<1x0x7x3xf32>, tensor<2x4xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @boxes_shape(%i: tensor<1x6x7x3xf32>, %b: tensor<2x3xf32>, %n: tensor<2xi32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[2, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.CropAndResize' boxes must be 2-D float32 [num_boxes, 4], got 'tensor<2x3xf32>'}}
  %y = "tf.CropAndResize"(%i, %b, %n, %s) : (tensor<1x6x7x3xf32>, tensor<2x3xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @box_index_shape(%i: tensor<1x6x7x3xf32>, %b: tensor<2x4xf32>, %n: tensor<2x1xi32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[2, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.CropAndResize' box_index has incompatible shape 'tensor<2x1xi32>'}}
  %y = "tf.CropAndResize"(%i, %b, %n, %s) : (tensor<1x6x7x3xf32>, tensor<2x4xf32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @method(%i: tensor<1x6x7x3xf32>, %b: tensor<2x4xf32>, %n: tensor<2xi32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[2, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.CropAndResize' method must be 'bilinear' or 'nearest', got "bicubic"}}
  %y = "tf.CropAndResize"(%i, %b, %n, %s) {method = "bicubic"} : (tensor<1x6x7x3xf32>, tensor<2x4xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @crop_size_length(%i: tensor<1x6x7x3xf32>, %b: tensor<2x4xf32>, %n: tensor<2xi32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[2, 2, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
  // expected-error@+1 {{'tf.CropAndResize' crop_size must be a 1-D tensor of 2 elements}}
  %y = "tf.CropAndResize"(%i, %b, %n, %s) : (tensor<1x6x7x3xf32>, tensor<2x4xf32>, tensor<2xi32>, tensor<3xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @crop_size_zero(%i: tensor<1x6x7x3xf32>, %b: tensor<2x4xf32>, %n: tensor<2xi32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[2, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.CropAndResize' crop dimensions must be positive}}
  %y = "tf.CropAndResize"(%i, %b, %n, %s) : (tensor<1x6x7x3xf32>, tensor<2x4xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @grad_image_grads(%g: tensor<2x?x2x3xf32>, %b: tensor<2x4xf32>, %n: tensor<2xi32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 6, 7, 3]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.CropAndResizeGradImage' grads must be 4-D float32 with static crop sizes, got 'tensor<2x?x2x3xf32>'}}
  %y = "tf.CropAndResizeGradImage"(%g, %b, %n, %s) {T = f32} : (tensor<2x?x2x3xf32>, tensor<2x4xf32>, tensor<2xi32>, tensor<4xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @grad_image_size(%g: tensor<2x2x2x3xf32>, %b: tensor<2x4xf32>, %n: tensor<2xi32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[6, 7, 3]> : tensor<3xi32>} : () -> tensor<3xi32>
  // expected-error@+1 {{'tf.CropAndResizeGradImage' image_size must be a 1-D tensor of 4 elements}}
  %y = "tf.CropAndResizeGradImage"(%g, %b, %n, %s) {T = f32} : (tensor<2x2x2x3xf32>, tensor<2x4xf32>, tensor<2xi32>, tensor<3xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @grad_image_unknown(%g: tensor<2x2x2x3xf32>, %b: tensor<2x4xf32>, %n: tensor<2xi32>, %s: tensor<4xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.CropAndResizeGradImage' needs the image's height, width and depth known at compile time}}
  %y = "tf.CropAndResizeGradImage"(%g, %b, %n, %s) {T = f32} : (tensor<2x2x2x3xf32>, tensor<2x4xf32>, tensor<2xi32>, tensor<4xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @grad_image_type(%g: tensor<2x2x2x3xf32>, %b: tensor<2x4xf32>, %n: tensor<2xi32>) -> tensor<*xi32> {
  %s = "tf.Const"() {value = dense<[1, 6, 7, 3]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.CropAndResizeGradImage' T must be a float type, got 'i32'}}
  %y = "tf.CropAndResizeGradImage"(%g, %b, %n, %s) {T = i32} : (tensor<2x2x2x3xf32>, tensor<2x4xf32>, tensor<2xi32>, tensor<4xi32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

func.func @grad_boxes_method(%g: tensor<2x2x2x3xf32>, %i: tensor<1x6x7x3xf32>, %b: tensor<2x4xf32>, %n: tensor<2xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.CropAndResizeGradBoxes' method must be 'bilinear', got "nearest"}}
  %y = "tf.CropAndResizeGradBoxes"(%g, %i, %b, %n) {method = "nearest"} : (tensor<2x2x2x3xf32>, tensor<1x6x7x3xf32>, tensor<2x4xf32>, tensor<2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @grad_boxes_grads(%g: tensor<2x2x3xf32>, %i: tensor<1x6x7x3xf32>, %b: tensor<2x4xf32>, %n: tensor<2xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.CropAndResizeGradBoxes' grads must be 4-D float32 with static crop sizes, got 'tensor<2x2x3xf32>'}}
  %y = "tf.CropAndResizeGradBoxes"(%g, %i, %b, %n) : (tensor<2x2x3xf32>, tensor<1x6x7x3xf32>, tensor<2x4xf32>, tensor<2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}
