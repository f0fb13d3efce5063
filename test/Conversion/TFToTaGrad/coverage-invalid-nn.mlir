// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// Negative tests for NN and optimizer diagnostics of -tagrad-legalize-tf that
// no other test covers (scripts/tf_frontend_coverage.py keeps them covered).

// Einsum whose equation names two inputs, with one operand.
func.func @einsum_input_count(%a: tensor<2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Einsum' has 2 inputs in its equation "ab,bc->ac" but 1 operands}}
  %y = "tf.Einsum"(%a) {equation = "ab,bc->ac"} : (tensor<2x3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// Einsum of an f32 and an f16 input.
func.func @einsum_mixed_element_types(%a: tensor<2x3xf32>, %b: tensor<3x4xf16>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Einsum' needs inputs of one element type}}
  %y = "tf.Einsum"(%a, %b) {equation = "ab,bc->ac"} : (tensor<2x3xf32>, tensor<3x4xf16>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// Einsum of complex inputs (a registered op next to tf ops makes them).
func.func @einsum_complex() -> tensor<*xcomplex<f32>> {
  %e = tensor.empty() : tensor<2x3xcomplex<f32>>
  %f = tensor.empty() : tensor<3x4xcomplex<f32>>
  // expected-error@+1 {{'tf.Einsum' needs numeric inputs}}
  %y = "tf.Einsum"(%e, %f) {equation = "ab,bc->ac"} : (tensor<2x3xcomplex<f32>>, tensor<3x4xcomplex<f32>>) -> tensor<*xcomplex<f32>>
  return %y : tensor<*xcomplex<f32>>
}

// -----

// Einsum of unsigned inputs: refused before its handler, which would
// multiply them as signed.
func.func @einsum_unsigned(%e: tensor<2x3xui8>, %f: tensor<3x4xui8>) -> tensor<*xui8> {
  // expected-error@+1 {{'tf.Einsum' does not support unsigned element type 'ui8': TaGrad carries unsigned integers as their bits and refuses the ops that would compute them as signed}}
  %y = "tf.Einsum"(%e, %f) {equation = "ab,bc->ac"} : (tensor<2x3xui8>, tensor<3x4xui8>) -> tensor<*xui8>
  return %y : tensor<*xui8>
}

// -----

// Einsum with an output label no input has.
func.func @einsum_unknown_output_label(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Einsum' has output label 'z' that no input has, or twice}}
  %y = "tf.Einsum"(%a, %b) {equation = "ab,bc->az"} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// Einsum without an equation.
func.func @einsum_no_equation(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Einsum' needs a string attribute 'equation'}}
  %y = "tf.Einsum"(%a, %b) : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// BiasAdd on a vector value.
func.func @bias_add_of_vector(%x: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.BiasAdd' needs a value of rank >= 2 and a vector bias}}
  %y = "tf.BiasAdd"(%x, %b) : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// BiasAddGrad of a vector gradient.
func.func @bias_add_grad_of_vector(%g: tensor<3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.BiasAddGrad' needs a gradient of rank >= 2}}
  %y = "tf.BiasAddGrad"(%g) : (tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// L2Loss of integers.
func.func @l2_loss_of_integers(%x: tensor<3xi32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.L2Loss' needs a ranked floating-point input, got 'tensor<3xi32>'}}
  %y = "tf.L2Loss"(%x) : (tensor<3xi32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

// Softmax of integer logits.
func.func @softmax_of_integers(%x: tensor<2x3xi32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.Softmax' needs ranked floating-point logits}}
  %y = "tf.Softmax"(%x) : (tensor<2x3xi32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

// SoftmaxCrossEntropyWithLogits of 3-D logits.
func.func @cross_entropy_3d_logits(%l: tensor<2x3x4xf32>, %lab: tensor<2x3x4xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  // expected-error@+1 {{'tf.SoftmaxCrossEntropyWithLogits' needs 2-D logits (batch x classes)}}
  %loss, %bp = "tf.SoftmaxCrossEntropyWithLogits"(%l, %lab) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %loss, %bp : tensor<*xf32>, tensor<*xf32>
}

// -----

// An optimizer on an integer variable.
func.func @optimizer_on_integer_variable(%d: tensor<3xi32>) {
  %v = "tf.VarHandleOp"() {dtype = i32, shape = #tf_type.shape<3>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<3xi32>>>
  %lr = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.ResourceApplyGradientDescent' needs a variable of a ranked float type, got 'tensor<3xi32>'}}
  "tf.ResourceApplyGradientDescent"(%v, %lr, %d) : (tensor<!tf_type.resource<tensor<3xi32>>>, tensor<i32>, tensor<3xi32>) -> ()
  return
}

// -----

// A sparse optimizer whose grad has a lower rank than the variable.
func.func @sparse_optimizer_grad_rank(%lr: tensor<f32>, %g: tensor<2xf32>, %i: tensor<2xi32>) {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  %a = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "a"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  // expected-error@+1 {{'tf.ResourceSparseApplyAdagrad' needs var and grad of the same rank (at least 1), got 'tensor<3x2xf32>' and 'tensor<2xf32>'}}
  "tf.ResourceSparseApplyAdagrad"(%v, %a, %lr, %g, %i) : (tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<f32>, tensor<2xf32>, tensor<2xi32>) -> ()
  return
}

// -----

// Conv2D over more than 2^31 - 1 input rows (TensorFlow's int32 limit).
func.func @conv2d_rows_too_large(%x: tensor<1x2147483648x1x1xf32>, %w: tensor<1x1x1x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2D' Input rows too large}}
  %y = "tf.Conv2D"(%x, %w) {padding = "VALID", strides = [1, 1, 1, 1], data_format = "NHWC"} : (tensor<1x2147483648x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// ResizeNearestNeighbor of an input whose height only the run knows.
func.func @resize_dynamic_height(%x: tensor<1x?x4x2xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[6, 8]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.ResizeNearestNeighbor' needs a 4-d input with static height and width, got 'tensor<1x?x4x2xf32>'}}
  %r = "tf.ResizeNearestNeighbor"(%x, %s) : (tensor<1x?x4x2xf32>, tensor<2xi32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// ResizeNearestNeighbor to an empty size.
func.func @resize_zero_size(%x: tensor<1x3x4x2xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[0, 8]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.ResizeNearestNeighbor' needs a size of two positive values}}
  %r = "tf.ResizeNearestNeighbor"(%x, %s) : (tensor<1x3x4x2xf32>, tensor<2xi32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// ResizeNearestNeighborGrad of integer gradients.
func.func @resize_grad_int(%g: tensor<1x6x8x2xi32>) -> tensor<*xi32> {
  %s = "tf.Const"() {value = dense<[3, 4]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.ResizeNearestNeighborGrad' needs float gradients, got 'tensor<1x6x8x2xi32>'}}
  %r = "tf.ResizeNearestNeighborGrad"(%g, %s) : (tensor<1x6x8x2xi32>, tensor<2xi32>) -> tensor<*xi32>
  return %r : tensor<*xi32>
}

// -----

// ResizeBilinear refuses align_corners with half_pixel_centers, as
// TensorFlow does.
func.func @resize_bilinear_both_modes(%x: tensor<1x3x2x2xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[6, 4]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.ResizeBilinear' If half_pixel_centers is True, align_corners must be False.}}
  %y = "tf.ResizeBilinear"(%x, %s) {align_corners = true, half_pixel_centers = true} : (tensor<1x3x2x2xf32>, tensor<2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// ResizeBilinearGrad of 3-d gradients.
func.func @resize_bilinear_grad_rank(%g: tensor<6x4x2xf32>, %x: tensor<1x3x2x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ResizeBilinearGrad' needs 4-d gradients and image with static height and width, got 'tensor<6x4x2xf32>' and 'tensor<1x3x2x2xf32>'}}
  %y = "tf.ResizeBilinearGrad"(%g, %x) : (tensor<6x4x2xf32>, tensor<1x3x2x2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// ResizeBilinearGrad's gradients are float32 in TensorFlow.
func.func @resize_bilinear_grad_f64(%g: tensor<1x6x4x2xf64>, %x: tensor<1x3x2x2xf64>) -> tensor<*xf64> {
  // expected-error@+1 {{'tf.ResizeBilinearGrad' needs float32 gradients and a float image, got 'tensor<1x6x4x2xf64>' and 'tensor<1x3x2x2xf64>'}}
  %y = "tf.ResizeBilinearGrad"(%g, %x) : (tensor<1x6x4x2xf64>, tensor<1x3x2x2xf64>) -> tensor<*xf64>
  return %y : tensor<*xf64>
}

// -----

func.func @lrn_rank(%x: tensor<3x6xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.LRN' input must be 4-dimensional (float, with a known depth), got 'tensor<3x6xf32>'}}
  %y = "tf.LRN"(%x) : (tensor<3x6xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @lrn_radius(%x: tensor<1x2x2x6xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.LRN' depth_radius = -1 must be non-negative}}
  %y = "tf.LRN"(%x) {depth_radius = -1 : i64} : (tensor<1x2x2x6xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @lrn_grad_types(%g: tensor<1x2x2x6xf32>, %x: tensor<1x2x2x6xf32>, %y: tensor<1x2x2x5xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.LRNGrad' needs gradients, input and output of one type, got 'tensor<1x2x2x6xf32>', 'tensor<1x2x2x6xf32>' and 'tensor<1x2x2x5xf32>'}}
  %r = "tf.LRNGrad"(%g, %x, %y) : (tensor<1x2x2x6xf32>, tensor<1x2x2x6xf32>, tensor<1x2x2x5xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}
