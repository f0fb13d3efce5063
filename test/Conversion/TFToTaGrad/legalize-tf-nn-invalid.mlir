// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// The diagnostics of the convolution, pooling and sparse cross-entropy
// ops: TensorFlow's kernel messages where TensorFlow rejects the op,
// TaGrad's own where it takes less than TensorFlow (static spatial
// shapes, spatial pooling).

func.func @data_format(%x: tensor<1x5x5x2xf32>, %f: tensor<3x3x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2D' Value for attr 'data_format' of "NDHWC" is not in the list of allowed values: "NHWC", "NCHW"}}
  %r = "tf.Conv2D"(%x, %f) {data_format = "NDHWC", padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<3x3x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @no_padding(%x: tensor<1x5x5x2xf32>, %f: tensor<3x3x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2D' needs a 'padding' attribute}}
  %r = "tf.Conv2D"(%x, %f) {strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<3x3x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @bad_padding(%x: tensor<1x5x5x2xf32>, %f: tensor<3x3x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2D' Value for attr 'padding' of "FOO" is not in the list of allowed values: "SAME", "VALID", "EXPLICIT"}}
  %r = "tf.Conv2D"(%x, %f) {padding = "FOO", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<3x3x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @avg_pool_explicit(%x: tensor<1x5x5x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.AvgPool' Value for attr 'padding' of "EXPLICIT" is not in the list of allowed values: "SAME", "VALID"}}
  %r = "tf.AvgPool"(%x) {ksize = [1, 2, 2, 1], padding = "EXPLICIT", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @padding_kind(%x: tensor<1x5x5x2xf32>, %f: tensor<3x3x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2D' has a malformed 'padding' attribute: expected a string, got 1 : i64}}
  %r = "tf.Conv2D"(%x, %f) {padding = 1 : i64, strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<3x3x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @strides_kind(%x: tensor<1x5x5x2xf32>, %f: tensor<3x3x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2D' has a malformed 'strides' attribute: expected an array, got "1"}}
  %r = "tf.Conv2D"(%x, %f) {padding = "SAME", strides = "1"} : (tensor<1x5x5x2xf32>, tensor<3x3x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @no_strides(%x: tensor<1x5x5x2xf32>, %f: tensor<3x3x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2D' needs a 'strides' attribute}}
  %r = "tf.Conv2D"(%x, %f) {padding = "SAME"} : (tensor<1x5x5x2xf32>, tensor<3x3x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @conv_strides_length(%x: tensor<1x5x5x2xf32>, %f: tensor<3x3x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2D' Sliding window strides field must specify 4 dimensions}}
  %r = "tf.Conv2D"(%x, %f) {padding = "SAME", strides = [1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<3x3x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @conv_strides_batch(%x: tensor<1x5x5x2xf32>, %f: tensor<3x3x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2D' Current implementation does not yet support strides in the batch and depth dimensions.}}
  %r = "tf.Conv2D"(%x, %f) {padding = "SAME", strides = [2, 1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<3x3x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @conv_strides_zero(%x: tensor<1x5x5x2xf32>, %f: tensor<3x3x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2D' Row and column strides should be larger than 0.}}
  %r = "tf.Conv2D"(%x, %f) {padding = "SAME", strides = [1, 0, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<3x3x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @dilations_length(%x: tensor<1x5x5x2xf32>, %f: tensor<3x3x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2D' Sliding window dilations field must specify 4 dimensions}}
  %r = "tf.Conv2D"(%x, %f) {dilations = [1, 1, 1], padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<3x3x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @dilations_depth(%x: tensor<1x5x5x2xf32>, %f: tensor<3x3x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2D' Current implementation does not yet support dilations in the batch and depth dimensions.}}
  %r = "tf.Conv2D"(%x, %f) {dilations = [1, 1, 1, 2], padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<3x3x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @dilations_zero(%x: tensor<1x5x5x2xf32>, %f: tensor<3x3x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2D' Dilated rates should be larger than 0.}}
  %r = "tf.Conv2D"(%x, %f) {dilations = [1, 0, 1, 1], padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<3x3x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @explicit_length(%x: tensor<1x5x5x2xf32>, %f: tensor<3x3x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2D' explicit_paddings attribute must contain 8 values, but got: 4}}
  %r = "tf.Conv2D"(%x, %f) {explicit_paddings = [0, 0, 1, 1], padding = "EXPLICIT", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<3x3x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @explicit_negative(%x: tensor<1x5x5x2xf32>, %f: tensor<3x3x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2D' All elements of explicit_paddings must be nonnegative}}
  %r = "tf.Conv2D"(%x, %f) {explicit_paddings = [0, 0, 1, -1, 1, 1, 0, 0], padding = "EXPLICIT", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<3x3x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @explicit_batch(%x: tensor<1x5x5x2xf32>, %f: tensor<3x3x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2D' Nonzero explicit padding in the batch or depth dimensions is not supported}}
  %r = "tf.Conv2D"(%x, %f) {explicit_paddings = [1, 0, 1, 1, 1, 1, 0, 0], padding = "EXPLICIT", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<3x3x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @explicit_not_explicit(%x: tensor<1x5x5x2xf32>, %f: tensor<3x3x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2D' explicit_paddings attribute must be empty if the padding attribute is not EXPLICIT}}
  %r = "tf.Conv2D"(%x, %f) {explicit_paddings = [0, 0, 1, 1, 1, 1, 0, 0], padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<3x3x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @stride_int32(%x: tensor<1x5x5x2xf32>, %f: tensor<3x3x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2D' has a 'strides' value of 4294967296, outside the int32 range TensorFlow's kernels take}}
  %r = "tf.Conv2D"(%x, %f) {padding = "SAME", strides = [1, 4294967296, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<3x3x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @input_rows_int32(%x: tensor<1x4294967296x5x2xf32>, %f: tensor<3x3x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2D' Input rows too large}}
  %r = "tf.Conv2D"(%x, %f) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x4294967296x5x2xf32>, tensor<3x3x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @filter_int32(%x: tensor<1x5x5x2xf32>, %f: tensor<3x4294967296x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2D' filter too large}}
  %r = "tf.Conv2D"(%x, %f) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<3x4294967296x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @negative_output(%x: tensor<1x5x5x2xf32>, %f: tensor<7x3x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2D' Computed output size would be negative: -1 [input_size: 5, effective_filter_size: 7, stride: 1]}}
  %r = "tf.Conv2D"(%x, %f) {padding = "VALID", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<7x3x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @no_ksize(%x: tensor<1x5x5x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPool' needs a 'ksize' attribute}}
  %r = "tf.MaxPool"(%x) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @ksize_length(%x: tensor<1x5x5x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPool' Length for attr 'ksize' of 3 must be at least minimum 4}}
  %r = "tf.MaxPool"(%x) {ksize = [1, 2, 2], padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @pool_strides_length(%x: tensor<1x5x5x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPool' Sliding window stride field must specify 4 dimensions}}
  %r = "tf.MaxPool"(%x) {ksize = [1, 2, 2, 1], padding = "SAME", strides = [1, 1, 1, 1, 1]} : (tensor<1x5x5x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @max_pool_ksize_zero(%x: tensor<1x5x5x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPool' Sliding window ksize must be positive. The specified or inferred ksize is: 1,0,2,1}}
  %r = "tf.MaxPool"(%x) {ksize = [1, 0, 2, 1], padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @avg_pool_ksize_zero(%x: tensor<1x5x5x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.AvgPool' ksize must be a positive int32 value, got:0}}
  %r = "tf.AvgPool"(%x) {ksize = [1, 0, 2, 1], padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @pool_batch(%x: tensor<1x5x5x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPool' Pooling is not yet supported on the batch dimension.}}
  %r = "tf.MaxPool"(%x) {ksize = [2, 2, 2, 1], padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @max_pool_depth(%x: tensor<1x5x5x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPool' pools across depth (ksize [1,1,1,2]), which TaGrad does not support}}
  %r = "tf.MaxPool"(%x) {ksize = [1, 1, 1, 2], padding = "SAME", strides = [1, 1, 1, 2]} : (tensor<1x5x5x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @avg_pool_depth(%x: tensor<1x5x5x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.AvgPool' Non-spatial pooling is not yet supported. Volunteers? :)}}
  %r = "tf.AvgPool"(%x) {ksize = [1, 1, 1, 2], padding = "SAME", strides = [1, 1, 1, 2]} : (tensor<1x5x5x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @pool_stride_zero(%x: tensor<1x5x5x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPool' Stride must be > 0, but got 0}}
  %r = "tf.MaxPool"(%x) {ksize = [1, 2, 2, 1], padding = "SAME", strides = [1, 0, 1, 1]} : (tensor<1x5x5x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @pool_padding_top(%x: tensor<1x5x5x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPool' Top padding 2 needs to be smaller than the window size 2}}
  %r = "tf.MaxPool"(%x) {explicit_paddings = [0, 0, 2, 0, 0, 0, 0, 0], ksize = [1, 2, 2, 1], padding = "EXPLICIT", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @pool_padding_right(%x: tensor<1x5x5x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPool' Right padding 3 needs to be smaller than the window size 2}}
  %r = "tf.MaxPool"(%x) {explicit_paddings = [0, 0, 0, 0, 0, 3, 0, 0], ksize = [1, 2, 2, 1], padding = "EXPLICIT", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @pool_negative_output(%x: tensor<1x5x5x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.AvgPool' Computed output size would be negative: -3 [input_size: 5, effective_filter_size: 9, stride: 1]}}
  %r = "tf.AvgPool"(%x) {ksize = [1, 9, 2, 1], padding = "VALID", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @pool_rank(%x: tensor<5x5x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPool' tensor_in must be 4-dimensional}}
  %r = "tf.MaxPool"(%x) {ksize = [1, 2, 2, 1], padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<5x5x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @pool_dynamic(%x: tensor<1x?x5x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPool' needs static rows and columns, got 'tensor<1x?x5x2xf32>'}}
  %r = "tf.MaxPool"(%x) {ksize = [1, 2, 2, 1], padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x?x5x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @pool_int(%x: tensor<1x5x5x2xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPool' needs floating-point operands of one type, got 'tensor<1x5x5x2xi32>' and 'tensor<1x5x5x2xi32>'}}
  %r = "tf.MaxPool"(%x) {ksize = [1, 2, 2, 1], padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xi32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @conv_input_rank(%x: tensor<5x5x2xf32>, %f: tensor<3x3x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2D' convolution input must be 4-dimensional: [5,5,2]}}
  %r = "tf.Conv2D"(%x, %f) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<5x5x2xf32>, tensor<3x3x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @conv_filter_rank(%x: tensor<1x5x5x2xf32>, %f: tensor<3x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2D' convolution filter must be 4-dimensional: [3,2,3]}}
  %r = "tf.Conv2D"(%x, %f) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<3x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @conv_types(%x: tensor<1x5x5x2xf32>, %f: tensor<3x3x2x3xf64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2D' needs floating-point operands of one type, got 'tensor<1x5x5x2xf32>' and 'tensor<3x3x2x3xf64>'}}
  %r = "tf.Conv2D"(%x, %f) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<3x3x2x3xf64>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @conv_filter_dynamic(%x: tensor<1x5x5x2xf32>, %f: tensor<?x3x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2D' needs a filter of static shape, got [?,3,2,3]}}
  %r = "tf.Conv2D"(%x, %f) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<?x3x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @conv_input_dynamic(%x: tensor<1x5x5x?xf32>, %f: tensor<3x3x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2D' needs a static input shape but for the batch, got 'tensor<1x5x5x?xf32>'}}
  %r = "tf.Conv2D"(%x, %f) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x?xf32>, tensor<3x3x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @conv_depth(%x: tensor<1x5x5x2xf32>, %f: tensor<3x3x3x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2D' input depth must be evenly divisible by filter depth: 2 vs 3}}
  %r = "tf.Conv2D"(%x, %f) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<3x3x3x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @conv_groups_out_depth(%x: tensor<1x5x5x4xf32>, %f: tensor<3x3x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2D' output depth must be evenly divisible by number of groups: 3 vs 2}}
  %r = "tf.Conv2D"(%x, %f) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x4xf32>, tensor<3x3x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @cbi_sizes_kind(%s: tensor<4xf32>, %f: tensor<3x3x2x4xf32>, %dy: tensor<1x5x5x4xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2DBackpropInput' needs an integer vector as operand 0, got 'tensor<4xf32>'}}
  %r = "tf.Conv2DBackpropInput"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<4xf32>, tensor<3x3x2x4xf32>, tensor<1x5x5x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @cbi_sizes_length_unknown(%s: tensor<?xi32>, %f: tensor<3x3x2x4xf32>, %dy: tensor<1x5x5x4xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2DBackpropInput' needs input_sizes of a known length}}
  %r = "tf.Conv2DBackpropInput"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<?xi32>, tensor<3x3x2x4xf32>, tensor<1x5x5x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @cbi_filter_rank(%f: tensor<3x2x4xf32>, %dy: tensor<1x5x5x4xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 5, 5, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.Conv2DBackpropInput' Conv2DCustomBackpropInput: filter must be 4-dimensional}}
  %r = "tf.Conv2DBackpropInput"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<4xi32>, tensor<3x2x4xf32>, tensor<1x5x5x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @cbi_dy_rank(%f: tensor<3x3x2x4xf32>, %dy: tensor<5x5x4xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 5, 5, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.Conv2DBackpropInput' input_sizes must be 4-dimensional, got: 3}}
  %r = "tf.Conv2DBackpropInput"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<4xi32>, tensor<3x3x2x4xf32>, tensor<5x5x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @cbi_dy_unranked(%f: tensor<3x3x2x4xf32>, %dy: tensor<*xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 5, 5, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.Conv2DBackpropInput' needs a ranked out_backprop}}
  %r = "tf.Conv2DBackpropInput"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<4xi32>, tensor<3x3x2x4xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @cbi_sizes_count(%f: tensor<3x3x2x4xf32>, %dy: tensor<1x5x5x4xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[5, 5, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
  // expected-error@+1 {{'tf.Conv2DBackpropInput' Conv2DBackpropInput requires input_sizes to contain 4 values or 2 values, but got: 3}}
  %r = "tf.Conv2DBackpropInput"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<3xi32>, tensor<3x3x2x4xf32>, tensor<1x5x5x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @cbi_sizes_negative(%f: tensor<3x3x2x4xf32>, %dy: tensor<1x5x5x4xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, -5, 5, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.Conv2DBackpropInput' Dimension -5 must be >= 0}}
  %r = "tf.Conv2DBackpropInput"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<4xi32>, tensor<3x3x2x4xf32>, tensor<1x5x5x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @cbi_sizes_from_data(%s: tensor<4xi32>, %f: tensor<3x3x2x4xf32>, %dy: tensor<1x5x5x4xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2DBackpropInput' needs constant rows and columns in input_sizes (the graph does not determine them at compile time)}}
  %r = "tf.Conv2DBackpropInput"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<4xi32>, tensor<3x3x2x4xf32>, tensor<1x5x5x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @cbi_batch(%f: tensor<3x3x2x4xf32>, %dy: tensor<1x5x5x4xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[2, 5, 5, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.Conv2DBackpropInput' Conv2DCustomBackpropInput: input and out_backprop must have the same batch size. Input batch: 2, outbackprop batch: 1, batch_dim: 0}}
  %r = "tf.Conv2DBackpropInput"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<4xi32>, tensor<3x3x2x4xf32>, tensor<1x5x5x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @cbi_depth(%f: tensor<3x3x2x4xf32>, %dy: tensor<1x5x5x4xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 5, 5, 3]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.Conv2DBackpropInput' Conv2DCustomBackpropInput: input depth must be evenly divisible by filter depth}}
  %r = "tf.Conv2DBackpropInput"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<4xi32>, tensor<3x3x2x4xf32>, tensor<1x5x5x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @cbi_out_depth(%f: tensor<3x3x2x4xf32>, %dy: tensor<1x5x5x3xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 5, 5, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.Conv2DBackpropInput' Conv2DCustomBackpropInput: filter and out_backprop must have the same out_depth}}
  %r = "tf.Conv2DBackpropInput"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<4xi32>, tensor<3x3x2x4xf32>, tensor<1x5x5x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @cbi_spatial(%f: tensor<3x3x2x4xf32>, %dy: tensor<1x5x5x4xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 6, 5, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.Conv2DBackpropInput' Conv2DCustomBackpropInput: Size of out_backprop doesn't match computed: actual = 5, computed = 6 spatial_dim: 1 input: 6 filter: 3 output: 5 stride: 1 dilation: 1}}
  %r = "tf.Conv2DBackpropInput"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<4xi32>, tensor<3x3x2x4xf32>, tensor<1x5x5x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @cbi_spatial_nchw(%f: tensor<3x3x2x4xf32>, %dy: tensor<1x4x5x5xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 2, 5, 7]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.Conv2DBackpropInput' Conv2DCustomBackpropInput: Size of out_backprop doesn't match computed: actual = 5, computed = 7 spatial_dim: 3 input: 7 filter: 3 output: 5 stride: 1 dilation: 1}}
  %r = "tf.Conv2DBackpropInput"(%s, %f, %dy) {data_format = "NCHW", padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<4xi32>, tensor<3x3x2x4xf32>, tensor<1x4x5x5xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @cbi_groups_out_depth(%f: tensor<3x3x2x3xf32>, %dy: tensor<1x5x5x3xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 5, 5, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.Conv2DBackpropInput' Conv2DCustomBackpropInput: output depth must be evenly divisible by number of groups: 3 vs 2}}
  %r = "tf.Conv2DBackpropInput"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<4xi32>, tensor<3x3x2x3xf32>, tensor<1x5x5x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @cbf_input_rank(%x: tensor<5x5x2xf32>, %dy: tensor<1x5x5x4xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[3, 3, 2, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.Conv2DBackpropFilter' Conv2DCustomBackpropFilter: input must be 4-dimensional}}
  %r = "tf.Conv2DBackpropFilter"(%x, %s, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<5x5x2xf32>, tensor<4xi32>, tensor<1x5x5x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @cbf_dy_rank(%x: tensor<1x5x5x2xf32>, %dy: tensor<5x5x4xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[3, 3, 2, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.Conv2DBackpropFilter' Conv2DCustomBackpropFilter: out_backprop must be 4-dimensional}}
  %r = "tf.Conv2DBackpropFilter"(%x, %s, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<4xi32>, tensor<5x5x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @cbf_sizes_count(%x: tensor<1x5x5x2xf32>, %dy: tensor<1x5x5x4xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[3, 3, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
  // expected-error@+1 {{'tf.Conv2DBackpropFilter' Conv2DCustomBackpropFilter: filter must be 4-dimensional}}
  %r = "tf.Conv2DBackpropFilter"(%x, %s, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<3xi32>, tensor<1x5x5x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @cbf_sizes_from_data(%x: tensor<1x5x5x2xf32>, %s: tensor<4xi32>, %dy: tensor<1x5x5x4xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2DBackpropFilter' needs a constant filter_sizes (the graph does not determine it at compile time)}}
  %r = "tf.Conv2DBackpropFilter"(%x, %s, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<4xi32>, tensor<1x5x5x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @cbf_batch(%x: tensor<2x5x5x2xf32>, %dy: tensor<1x5x5x4xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[3, 3, 2, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.Conv2DBackpropFilter' Conv2DCustomBackpropFilter: input and out_backprop must have the same batch size. Input batch: 2, outbackprop batch: 1, batch_dim: 0}}
  %r = "tf.Conv2DBackpropFilter"(%x, %s, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<2x5x5x2xf32>, tensor<4xi32>, tensor<1x5x5x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @cbf_depth(%x: tensor<1x5x5x2xf32>, %dy: tensor<1x5x5x4xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[3, 3, 3, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.Conv2DBackpropFilter' Conv2DCustomBackpropFilter: input depth must be evenly divisible by filter depth}}
  %r = "tf.Conv2DBackpropFilter"(%x, %s, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<4xi32>, tensor<1x5x5x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @cbf_out_depth(%x: tensor<1x5x5x2xf32>, %dy: tensor<1x5x5x4xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[3, 3, 2, 3]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.Conv2DBackpropFilter' Conv2DCustomBackpropFilter: filter and out_backprop must have the same out_depth}}
  %r = "tf.Conv2DBackpropFilter"(%x, %s, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<4xi32>, tensor<1x5x5x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @cbf_spatial(%x: tensor<1x5x5x2xf32>, %dy: tensor<1x4x5x4xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[3, 3, 2, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.Conv2DBackpropFilter' Conv2DCustomBackpropFilter: Size of out_backprop doesn't match computed: actual = 4, computed = 5 spatial_dim: 1 input: 5 filter: 3 output: 4 stride: 1 dilation: 1}}
  %r = "tf.Conv2DBackpropFilter"(%x, %s, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<4xi32>, tensor<1x4x5x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @cbf_groups_out_depth(%x: tensor<1x5x5x4xf32>, %dy: tensor<1x5x5x3xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[3, 3, 1, 3]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.Conv2DBackpropFilter' Conv2DCustomBackpropFilter: output depth must be evenly divisible by number of groups: 3 vs 4}}
  %r = "tf.Conv2DBackpropFilter"(%x, %s, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x4xf32>, tensor<4xi32>, tensor<1x5x5x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @conv_groups_positive(%x: tensor<1x5x5x0xf32>, %f: tensor<3x3x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv2D' number of groups must be stricly positive, got 0}}
  %r = "tf.Conv2D"(%x, %f) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x0xf32>, tensor<3x3x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @dw_input_rank(%x: tensor<5x5x2xf32>, %f: tensor<3x3x2x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.DepthwiseConv2dNative' input must be 4-dimensional[5,5,2]}}
  %r = "tf.DepthwiseConv2dNative"(%x, %f) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<5x5x2xf32>, tensor<3x3x2x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @dw_filter_rank(%x: tensor<1x5x5x2xf32>, %f: tensor<3x2x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.DepthwiseConv2dNative' filter must be 4-dimensional: [3,2,2]}}
  %r = "tf.DepthwiseConv2dNative"(%x, %f) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<3x2x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @dw_depth(%x: tensor<1x5x5x2xf32>, %f: tensor<3x3x3x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.DepthwiseConv2dNative' input and filter must have the same depth: 2 vs 3}}
  %r = "tf.DepthwiseConv2dNative"(%x, %f) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<3x3x3x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @dw_strides_unequal(%x: tensor<1x5x5x2xf32>, %f: tensor<3x3x2x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.DepthwiseConv2dNative' Current implementation only supports equal length strides in the row and column dimensions.}}
  %r = "tf.DepthwiseConv2dNative"(%x, %f) {padding = "SAME", strides = [1, 1, 2, 1]} : (tensor<1x5x5x2xf32>, tensor<3x3x2x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @dw_stride_zero(%x: tensor<1x5x5x2xf32>, %f: tensor<3x3x2x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.DepthwiseConv2dNative' Stride must be > 0, but got 0}}
  %r = "tf.DepthwiseConv2dNative"(%x, %f) {padding = "SAME", strides = [1, 0, 0, 1]} : (tensor<1x5x5x2xf32>, tensor<3x3x2x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @dwbi_sizes_count(%f: tensor<3x3x2x2xf32>, %dy: tensor<1x5x5x4xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[5, 5]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.DepthwiseConv2dNativeBackpropInput' DepthwiseConv2DBackpropInput: input must be 4-dimensional}}
  %r = "tf.DepthwiseConv2dNativeBackpropInput"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<2xi32>, tensor<3x3x2x2xf32>, tensor<1x5x5x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @dwbi_filter_rank(%f: tensor<3x2x2xf32>, %dy: tensor<1x5x5x4xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 5, 5, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.DepthwiseConv2dNativeBackpropInput' DepthwiseConv2DBackpropInput: filter must be 4-dimensional}}
  %r = "tf.DepthwiseConv2dNativeBackpropInput"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<4xi32>, tensor<3x2x2xf32>, tensor<1x5x5x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @dwbi_dy_rank(%f: tensor<3x3x2x2xf32>, %dy: tensor<5x5x4xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 5, 5, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.DepthwiseConv2dNativeBackpropInput' DepthwiseConv2DBackpropInput: out_backprop must be 4-dimensional}}
  %r = "tf.DepthwiseConv2dNativeBackpropInput"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<4xi32>, tensor<3x3x2x2xf32>, tensor<5x5x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// Sizes from data with a stride of 2: out_backprop's 3 rows come from 5 or 6.
func.func @dwbi_sizes_from_data(%s: tensor<4xi32>, %f: tensor<3x3x2x2xf32>, %dy: tensor<1x3x3x4xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.DepthwiseConv2dNativeBackpropInput' needs constant rows, columns and depth in input_sizes (the graph does not determine them at compile time)}}
  %r = "tf.DepthwiseConv2dNativeBackpropInput"(%s, %f, %dy) {padding = "SAME", strides = [1, 2, 2, 1]} : (tensor<4xi32>, tensor<3x3x2x2xf32>, tensor<1x3x3x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @dwbi_batch(%f: tensor<3x3x2x2xf32>, %dy: tensor<1x5x5x4xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[2, 5, 5, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.DepthwiseConv2dNativeBackpropInput' DepthwiseConv2DBackpropInput: input and out_backprop must have the same batch size}}
  %r = "tf.DepthwiseConv2dNativeBackpropInput"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<4xi32>, tensor<3x3x2x2xf32>, tensor<1x5x5x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @dwbi_depth(%f: tensor<3x3x2x2xf32>, %dy: tensor<1x5x5x4xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 5, 5, 3]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.DepthwiseConv2dNativeBackpropInput' DepthwiseConv2DBackpropInput: input and filter must have the same in_depth}}
  %r = "tf.DepthwiseConv2dNativeBackpropInput"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<4xi32>, tensor<3x3x2x2xf32>, tensor<1x5x5x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @dwbi_out_depth(%f: tensor<3x3x2x2xf32>, %dy: tensor<1x5x5x3xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 5, 5, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.DepthwiseConv2dNativeBackpropInput' DepthwiseConv2DBackpropInput: depth_multiplier * in_depth not equal to out_depth}}
  %r = "tf.DepthwiseConv2dNativeBackpropInput"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<4xi32>, tensor<3x3x2x2xf32>, tensor<1x5x5x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @dwbi_rows(%f: tensor<3x3x2x2xf32>, %dy: tensor<1x5x5x4xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 6, 5, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.DepthwiseConv2dNativeBackpropInput' DepthwiseConv2DBackpropInput: Number of rows of out_backprop doesn't match computed: actual = 5, computed = 6}}
  %r = "tf.DepthwiseConv2dNativeBackpropInput"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<4xi32>, tensor<3x3x2x2xf32>, tensor<1x5x5x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @dwbi_cols(%f: tensor<3x3x2x2xf32>, %dy: tensor<1x5x5x4xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 5, 7, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.DepthwiseConv2dNativeBackpropInput' DepthwiseConv2DBackpropInput: Number of cols of out_backprop doesn't match computed: actual = 5, computed = 7}}
  %r = "tf.DepthwiseConv2dNativeBackpropInput"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<4xi32>, tensor<3x3x2x2xf32>, tensor<1x5x5x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @dwbf_input_rank(%x: tensor<5x5x2xf32>, %dy: tensor<1x5x5x4xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[3, 3, 2, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.DepthwiseConv2dNativeBackpropFilter' DepthwiseConv2DBackpropFilter: input must be 4-dimensional}}
  %r = "tf.DepthwiseConv2dNativeBackpropFilter"(%x, %s, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<5x5x2xf32>, tensor<4xi32>, tensor<1x5x5x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @dwbf_sizes_count(%x: tensor<1x5x5x2xf32>, %dy: tensor<1x5x5x4xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[3, 3, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
  // expected-error@+1 {{'tf.DepthwiseConv2dNativeBackpropFilter' DepthwiseConv2DBackpropFilter: filter must be 4-dimensional}}
  %r = "tf.DepthwiseConv2dNativeBackpropFilter"(%x, %s, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<3xi32>, tensor<1x5x5x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @dwbf_dy_rank(%x: tensor<1x5x5x2xf32>, %dy: tensor<5x5x4xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[3, 3, 2, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.DepthwiseConv2dNativeBackpropFilter' DepthwiseConv2DBackpropFilter: out_backprop must be 4-dimensional}}
  %r = "tf.DepthwiseConv2dNativeBackpropFilter"(%x, %s, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<4xi32>, tensor<5x5x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @dwbf_multiplier(%x: tensor<1x5x5x2xf32>, %dy: tensor<1x5x5x4xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[3, 3, 2, 3]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.DepthwiseConv2dNativeBackpropFilter' DepthwiseConv2DBackpropFilter: depth_multiplier * in_depth not equal to out_depth}}
  %r = "tf.DepthwiseConv2dNativeBackpropFilter"(%x, %s, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<4xi32>, tensor<1x5x5x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @dwbf_rows(%x: tensor<1x5x5x2xf32>, %dy: tensor<1x4x5x4xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[3, 3, 2, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.DepthwiseConv2dNativeBackpropFilter' DepthwiseConv2DBackpropFilter: Number of rows of out_backprop doesn't match computed: actual = 4, computed = 5}}
  %r = "tf.DepthwiseConv2dNativeBackpropFilter"(%x, %s, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<4xi32>, tensor<1x4x5x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @mpg_input_rank(%x: tensor<5x5x2xf32>, %y: tensor<1x3x3x2xf32>, %g: tensor<1x3x3x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPoolGrad' tensor_in must be 4-dimensional}}
  %r = "tf.MaxPoolGrad"(%x, %y, %g) {ksize = [1, 2, 2, 1], padding = "SAME", strides = [1, 2, 2, 1]} : (tensor<5x5x2xf32>, tensor<1x3x3x2xf32>, tensor<1x3x3x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @mpg_output_rank(%x: tensor<1x5x5x2xf32>, %y: tensor<3x3x2xf32>, %g: tensor<1x3x3x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPoolGrad' tensor_out must be 4-dimensional}}
  %r = "tf.MaxPoolGrad"(%x, %y, %g) {ksize = [1, 2, 2, 1], padding = "SAME", strides = [1, 2, 2, 1]} : (tensor<1x5x5x2xf32>, tensor<3x3x2xf32>, tensor<1x3x3x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @mpg_grad_rank(%x: tensor<1x5x5x2xf32>, %y: tensor<1x3x3x2xf32>, %g: tensor<3x3x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPoolGrad' out_backprop must be 4-dimensional}}
  %r = "tf.MaxPoolGrad"(%x, %y, %g) {ksize = [1, 2, 2, 1], padding = "SAME", strides = [1, 2, 2, 1]} : (tensor<1x5x5x2xf32>, tensor<1x3x3x2xf32>, tensor<3x3x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @mpg_depth(%x: tensor<1x5x5x2xf32>, %y: tensor<1x5x5x1xf32>, %g: tensor<1x5x5x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPoolGrad' MaxPoolingGrad is not yet supported on the depth dimension.}}
  %r = "tf.MaxPoolGrad"(%x, %y, %g) {ksize = [1, 1, 1, 2], padding = "SAME", strides = [1, 1, 1, 2]} : (tensor<1x5x5x2xf32>, tensor<1x5x5x1xf32>, tensor<1x5x5x1xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @mpg_output_shape(%x: tensor<1x5x5x2xf32>, %y: tensor<1x2x3x2xf32>, %g: tensor<1x3x3x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPoolGrad' Expected orig_output shape to be [1,3,3,2], but got [1,2,3,2]}}
  %r = "tf.MaxPoolGrad"(%x, %y, %g) {ksize = [1, 2, 2, 1], padding = "SAME", strides = [1, 2, 2, 1]} : (tensor<1x5x5x2xf32>, tensor<1x2x3x2xf32>, tensor<1x3x3x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @mpg_grad_shape(%x: tensor<1x5x5x2xf32>, %y: tensor<1x3x3x2xf32>, %g: tensor<2x3x3x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPoolGrad' Expected grad shape to be [1,3,3,2], but got [2,3,3,2]}}
  %r = "tf.MaxPoolGrad"(%x, %y, %g) {ksize = [1, 2, 2, 1], padding = "SAME", strides = [1, 2, 2, 1]} : (tensor<1x5x5x2xf32>, tensor<1x3x3x2xf32>, tensor<2x3x3x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @mpg_grad_dynamic(%x: tensor<1x5x5x2xf32>, %y: tensor<1x3x3x2xf32>, %g: tensor<1x3x?x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPoolGrad' needs a static grad shape but for the batch, got 'tensor<1x3x?x2xf32>'}}
  %r = "tf.MaxPoolGrad"(%x, %y, %g) {ksize = [1, 2, 2, 1], padding = "SAME", strides = [1, 2, 2, 1]} : (tensor<1x5x5x2xf32>, tensor<1x3x3x2xf32>, tensor<1x3x?x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @apg_sizes_count(%g: tensor<1x3x3x2xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[5, 5, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
  // expected-error@+1 {{'tf.AvgPoolGrad' out_backprop must be 1-dimensional and 4 elements}}
  %r = "tf.AvgPoolGrad"(%s, %g) {ksize = [1, 2, 2, 1], padding = "SAME", strides = [1, 2, 2, 1]} : (tensor<3xi32>, tensor<1x3x3x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @apg_sizes_negative(%g: tensor<1x3x3x2xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, -5, 5, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.AvgPoolGrad' Expected a non-negative size, got -5}}
  %r = "tf.AvgPoolGrad"(%s, %g) {ksize = [1, 2, 2, 1], padding = "SAME", strides = [1, 2, 2, 1]} : (tensor<4xi32>, tensor<1x3x3x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @apg_grad_rank(%g: tensor<3x3x2xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 5, 5, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.AvgPoolGrad' out_backprop must be 4-dimensional}}
  %r = "tf.AvgPoolGrad"(%s, %g) {ksize = [1, 2, 2, 1], padding = "SAME", strides = [1, 2, 2, 1]} : (tensor<4xi32>, tensor<3x3x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @apg_sizes_from_data(%s: tensor<4xi32>, %g: tensor<1x3x3x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.AvgPoolGrad' needs constant rows, columns and depth in orig_input_shape (the graph does not determine them at compile time)}}
  %r = "tf.AvgPoolGrad"(%s, %g) {ksize = [1, 2, 2, 1], padding = "SAME", strides = [1, 2, 2, 1]} : (tensor<4xi32>, tensor<1x3x3x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @apg_grad_shape(%g: tensor<1x2x3x2xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 5, 5, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.AvgPoolGrad' Expected grad shape to be [1,3,3,2], but got [1,2,3,2]}}
  %r = "tf.AvgPoolGrad"(%s, %g) {ksize = [1, 2, 2, 1], padding = "SAME", strides = [1, 2, 2, 1]} : (tensor<4xi32>, tensor<1x2x3x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @sx_labels_kind(%l: tensor<3x4xf32>, %y: tensor<3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseSoftmaxCrossEntropyWithLogits' needs an integer tensor as operand 1, got 'tensor<3xf32>'}}
  %r:2 = "tf.SparseSoftmaxCrossEntropyWithLogits"(%l, %y) : (tensor<3x4xf32>, tensor<3xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %r#0 : tensor<*xf32>
}

// -----

func.func @sx_unranked(%l: tensor<*xf32>, %y: tensor<3xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseSoftmaxCrossEntropyWithLogits' needs ranked logits and labels, got 'tensor<*xf32>' and 'tensor<3xi32>'}}
  %r:2 = "tf.SparseSoftmaxCrossEntropyWithLogits"(%l, %y) : (tensor<*xf32>, tensor<3xi32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %r#0 : tensor<*xf32>
}

// -----

func.func @sx_logits_rank(%l: tensor<4xf32>, %y: tensor<1xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseSoftmaxCrossEntropyWithLogits' logits must be 2-D, but got shape [4]}}
  %r:2 = "tf.SparseSoftmaxCrossEntropyWithLogits"(%l, %y) : (tensor<4xf32>, tensor<1xi32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %r#0 : tensor<*xf32>
}

// -----

func.func @sx_labels_rank(%l: tensor<3x4xf32>, %y: tensor<1x3xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseSoftmaxCrossEntropyWithLogits' labels must be 1-D, but got shape [1,3]}}
  %r:2 = "tf.SparseSoftmaxCrossEntropyWithLogits"(%l, %y) : (tensor<3x4xf32>, tensor<1x3xi32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %r#0 : tensor<*xf32>
}

// -----

func.func @sx_logits_int(%l: tensor<3x4xi32>, %y: tensor<3xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseSoftmaxCrossEntropyWithLogits' needs floating-point logits, got 'tensor<3x4xi32>'}}
  %r:2 = "tf.SparseSoftmaxCrossEntropyWithLogits"(%l, %y) : (tensor<3x4xi32>, tensor<3xi32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %r#0 : tensor<*xf32>
}

// -----

func.func @sx_batch(%l: tensor<3x4xf32>, %y: tensor<2xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseSoftmaxCrossEntropyWithLogits' logits and labels must have the same first dimension, got logits shape [3,4] and labels shape [2]}}
  %r:2 = "tf.SparseSoftmaxCrossEntropyWithLogits"(%l, %y) : (tensor<3x4xf32>, tensor<2xi32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %r#0 : tensor<*xf32>
}

// -----

func.func @sx_no_class(%l: tensor<3x0xf32>, %y: tensor<3xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseSoftmaxCrossEntropyWithLogits' Must have at least one class, but got logits shape [3,0]}}
  %r:2 = "tf.SparseSoftmaxCrossEntropyWithLogits"(%l, %y) : (tensor<3x0xf32>, tensor<3xi32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %r#0 : tensor<*xf32>
}
