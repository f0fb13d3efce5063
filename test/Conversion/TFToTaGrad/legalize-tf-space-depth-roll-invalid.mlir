// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// The diagnostics of SpaceToDepth, DepthToSpace, Roll, LinSpace and
// EuclideanNorm: TensorFlow's messages where TensorFlow rejects the op,
// TaGrad's own where it takes less (NHWC only, constant axes,
// floating-point norms).

func.func @s2d_no_block(%x: tensor<1x4x4x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SpaceToDepth' needs a 'block_size' attribute}}
  %y = "tf.SpaceToDepth"(%x) : (tensor<1x4x4x2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @s2d_block_one(%x: tensor<1x4x4x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SpaceToDepth' Value for attr 'block_size' of 1 must be at least minimum 2}}
  %y = "tf.SpaceToDepth"(%x) {block_size = 1 : i64} : (tensor<1x4x4x2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @d2s_nchw(%x: tensor<1x8x2x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.DepthToSpace' takes only data_format "NHWC" (TensorFlow's CPU kernels' only one), got "NCHW"}}
  %y = "tf.DepthToSpace"(%x) {block_size = 2 : i64, data_format = "NCHW"} : (tensor<1x8x2x2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @s2d_unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SpaceToDepth' needs a ranked input, got 'tensor<*xf32>'}}
  %y = "tf.SpaceToDepth"(%x) {block_size = 2 : i64} : (tensor<*xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @s2d_rank(%x: tensor<4x4x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SpaceToDepth' Input rank should be 4 instead of 3}}
  %y = "tf.SpaceToDepth"(%x) {block_size = 2 : i64} : (tensor<4x4x2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @d2s_rank(%x: tensor<4x4x8xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.DepthToSpace' Input rank should be: 4 instead of: 3}}
  %y = "tf.DepthToSpace"(%x) {block_size = 2 : i64} : (tensor<4x4x8xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @s2d_indivisible(%x: tensor<2x4x6x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SpaceToDepth' Image width 6 and height 4 should be divisible by block_size: 4}}
  %y = "tf.SpaceToDepth"(%x) {block_size = 4 : i64} : (tensor<2x4x6x3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @d2s_indivisible(%x: tensor<2x4x6x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.DepthToSpace' Input depth dimension 3 should be divisible by: 4}}
  %y = "tf.DepthToSpace"(%x) {block_size = 2 : i64} : (tensor<2x4x6x3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @roll_unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %a = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.Roll' needs a ranked input and shift}}
  %y = "tf.Roll"(%x, %s, %a) : (tensor<*xf32>, tensor<i32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @roll_scalar(%x: tensor<f32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %a = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.Roll' input must be 1-D or higher}}
  %y = "tf.Roll"(%x, %s, %a) : (tensor<f32>, tensor<i32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @roll_shift_length(%x: tensor<4xf32>, %s: tensor<?xi32>) -> tensor<*xf32> {
  %a = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error@+1 {{'tf.Roll' needs a shift of a known length, got 'tensor<?xi32>'}}
  %y = "tf.Roll"(%x, %s, %a) : (tensor<4xf32>, tensor<?xi32>, tensor<1xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @roll_sizes(%x: tensor<4x3xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %a = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error@+1 {{'tf.Roll' shift and axis must have the same size}}
  %y = "tf.Roll"(%x, %s, %a) : (tensor<4x3xf32>, tensor<2xi32>, tensor<1xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// TensorFlow reports the axis after adding the rank to a negative one.
func.func @roll_axis(%x: tensor<4x3xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %a = "tf.Const"() {value = dense<-3> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.Roll' axis -1 is out of range}}
  %y = "tf.Roll"(%x, %s, %a) : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @linspace_types(%a: tensor<i32>, %b: tensor<i32>) -> tensor<*xi32> {
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.LinSpace' needs floating-point start and stop of one type}}
  %y = "tf.LinSpace"(%a, %b, %n) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

func.func @linspace_zero(%a: tensor<f32>, %b: tensor<f32>) -> tensor<*xf32> {
  %n = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.LinSpace' Requires num > 0: 0}}
  %y = "tf.LinSpace"(%a, %b, %n) : (tensor<f32>, tensor<f32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @norm_int(%x: tensor<3xi32>) -> tensor<*xi32> {
  %a = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error@+1 {{'tf.EuclideanNorm' takes only floating-point inputs, got 'tensor<3xi32>'}}
  %y = "tf.EuclideanNorm"(%x, %a) : (tensor<3xi32>, tensor<1xi32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

// A block size past an int (tagrad-fuzz found its square overflowing).
func.func @d2s_huge_block(%x: tensor<2x4x6x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.DepthToSpace' Attr block_size has value 4294967296 out of range for an int32}}
  %y = "tf.DepthToSpace"(%x) {block_size = 4294967296 : i64} : (tensor<2x4x6x3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}
