// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// The diagnostics of the 3-D convolution and pooling ops: TensorFlow's
// kernel and OpDef messages where TensorFlow rejects the op, TaGrad's own
// where it takes less than TensorFlow (static spatial shapes).

func.func @conv3d_data_format(%x: tensor<1x4x4x4x2xf32>, %f: tensor<2x2x2x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv3D' Value for attr 'data_format' of "NHWC" is not in the list of allowed values: "NDHWC", "NCDHW"}}
  %r = "tf.Conv3D"(%x, %f) {data_format = "NHWC", padding = "SAME", strides = [1, 1, 1, 1, 1]} : (tensor<1x4x4x4x2xf32>, tensor<2x2x2x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @conv3d_explicit(%x: tensor<1x4x4x4x2xf32>, %f: tensor<2x2x2x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv3D' Value for attr 'padding' of "EXPLICIT" is not in the list of allowed values: "SAME", "VALID"}}
  %r = "tf.Conv3D"(%x, %f) {padding = "EXPLICIT", strides = [1, 1, 1, 1, 1]} : (tensor<1x4x4x4x2xf32>, tensor<2x2x2x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @conv3d_short_strides(%x: tensor<1x4x4x4x2xf32>, %f: tensor<2x2x2x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv3D' Length for attr 'strides' of 4 must be at least minimum 5}}
  %r = "tf.Conv3D"(%x, %f) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x4x4x4x2xf32>, tensor<2x2x2x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @conv3d_long_strides(%x: tensor<1x4x4x4x2xf32>, %f: tensor<2x2x2x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv3D' Sliding window strides field must specify 5 dimensions}}
  %r = "tf.Conv3D"(%x, %f) {padding = "SAME", strides = [1, 1, 1, 1, 1, 1]} : (tensor<1x4x4x4x2xf32>, tensor<2x2x2x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @conv3d_batch_stride(%x: tensor<1x4x4x4x2xf32>, %f: tensor<2x2x2x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv3D' Current implementation does not yet support strides in the batch and depth dimensions.}}
  %r = "tf.Conv3D"(%x, %f) {padding = "SAME", strides = [2, 1, 1, 1, 1]} : (tensor<1x4x4x4x2xf32>, tensor<2x2x2x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @conv3d_zero_stride(%x: tensor<1x4x4x4x2xf32>, %f: tensor<2x2x2x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv3D' Spatial strides should be larger than 0.}}
  %r = "tf.Conv3D"(%x, %f) {padding = "SAME", strides = [1, 1, 0, 1, 1]} : (tensor<1x4x4x4x2xf32>, tensor<2x2x2x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @conv3d_dilations_length(%x: tensor<1x4x4x4x2xf32>, %f: tensor<2x2x2x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv3D' Dilation rates field must specify 5 dimensions}}
  %r = "tf.Conv3D"(%x, %f) {dilations = [1, 1, 1, 1, 1, 1], padding = "SAME", strides = [1, 1, 1, 1, 1]} : (tensor<1x4x4x4x2xf32>, tensor<2x2x2x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @conv3d_short_dilations(%x: tensor<1x4x4x4x2xf32>, %f: tensor<2x2x2x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv3D' Length for attr 'dilations' of 4 must be at least minimum 5}}
  %r = "tf.Conv3D"(%x, %f) {dilations = [1, 1, 1, 1], padding = "SAME", strides = [1, 1, 1, 1, 1]} : (tensor<1x4x4x4x2xf32>, tensor<2x2x2x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @conv3d_depth_dilation(%x: tensor<1x4x4x4x2xf32>, %f: tensor<2x2x2x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv3D' Current implementation does not yet support dilation rates in the batch and depth dimensions.}}
  %r = "tf.Conv3D"(%x, %f) {dilations = [1, 1, 1, 1, 2], padding = "SAME", strides = [1, 1, 1, 1, 1]} : (tensor<1x4x4x4x2xf32>, tensor<2x2x2x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @conv3d_zero_dilation(%x: tensor<1x4x4x4x2xf32>, %f: tensor<2x2x2x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv3D' Dilated rates should be larger than 0.}}
  %r = "tf.Conv3D"(%x, %f) {dilations = [1, 0, 1, 1, 1], padding = "SAME", strides = [1, 1, 1, 1, 1]} : (tensor<1x4x4x4x2xf32>, tensor<2x2x2x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @conv3d_input_rank(%x: tensor<4x4x4x2xf32>, %f: tensor<2x2x2x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv3D' input must be 5-dimensional}}
  %r = "tf.Conv3D"(%x, %f) {padding = "SAME", strides = [1, 1, 1, 1, 1]} : (tensor<4x4x4x2xf32>, tensor<2x2x2x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @conv3d_filter_rank(%x: tensor<1x4x4x4x2xf32>, %f: tensor<2x2x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv3D' filter must be 5-dimensional}}
  %r = "tf.Conv3D"(%x, %f) {padding = "SAME", strides = [1, 1, 1, 1, 1]} : (tensor<1x4x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @conv3d_filter_depth_zero(%x: tensor<1x4x4x4x2xf32>, %f: tensor<2x2x2x0x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv3D' filter_depth must be non-zero}}
  %r = "tf.Conv3D"(%x, %f) {padding = "SAME", strides = [1, 1, 1, 1, 1]} : (tensor<1x4x4x4x2xf32>, tensor<2x2x2x0x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @conv3d_depth(%x: tensor<1x4x4x4x5xf32>, %f: tensor<2x2x2x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv3D' Input depth must be evenly divisible by filter depth: 5 vs 2}}
  %r = "tf.Conv3D"(%x, %f) {padding = "SAME", strides = [1, 1, 1, 1, 1]} : (tensor<1x4x4x4x5xf32>, tensor<2x2x2x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @conv3d_groups_out_depth(%x: tensor<1x4x4x4x4xf32>, %f: tensor<2x2x2x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv3D' output depth must be evenly divisible by number of groups: 3 vs 2}}
  %r = "tf.Conv3D"(%x, %f) {padding = "SAME", strides = [1, 1, 1, 1, 1]} : (tensor<1x4x4x4x4xf32>, tensor<2x2x2x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @conv3d_negative_output(%x: tensor<1x5x5x5x2xf32>, %f: tensor<7x2x2x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv3D' Computed output size would be negative: -1 [input_size: 5, effective_filter_size: 7, stride: 1]}}
  %r = "tf.Conv3D"(%x, %f) {padding = "VALID", strides = [1, 1, 1, 1, 1]} : (tensor<1x5x5x5x2xf32>, tensor<7x2x2x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @conv3d_dynamic_planes(%x: tensor<1x?x4x4x2xf32>, %f: tensor<2x2x2x2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv3D' needs a static input shape but for the batch, got 'tensor<1x?x4x4x2xf32>'}}
  %r = "tf.Conv3D"(%x, %f) {padding = "SAME", strides = [1, 1, 1, 1, 1]} : (tensor<1x?x4x4x2xf32>, tensor<2x2x2x2x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @c3bi_sizes_length(%f: tensor<2x2x2x2x3xf32>, %dy: tensor<1x4x4x4x3xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 4, 4, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.Conv3DBackpropInputV2' input tensor must have 5 dimensions}}
  %r = "tf.Conv3DBackpropInputV2"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1, 1]} : (tensor<4xi32>, tensor<2x2x2x2x3xf32>, tensor<1x4x4x4x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @c3bi_filter_rank(%f: tensor<2x2x2x3xf32>, %dy: tensor<1x4x4x4x3xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 4, 4, 4, 2]> : tensor<5xi32>} : () -> tensor<5xi32>
  // expected-error@+1 {{'tf.Conv3DBackpropInputV2' filter_sizes tensor must have 5 dimensions}}
  %r = "tf.Conv3DBackpropInputV2"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1, 1]} : (tensor<5xi32>, tensor<2x2x2x3xf32>, tensor<1x4x4x4x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @c3bi_dy_rank(%f: tensor<2x2x2x2x3xf32>, %dy: tensor<4x4x4x3xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 4, 4, 4, 2]> : tensor<5xi32>} : () -> tensor<5xi32>
  // expected-error@+1 {{'tf.Conv3DBackpropInputV2' out_backprop tensor must have 5 dimensions}}
  %r = "tf.Conv3DBackpropInputV2"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1, 1]} : (tensor<5xi32>, tensor<2x2x2x2x3xf32>, tensor<4x4x4x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @c3bi_unknown_sizes(%s: tensor<5xi32>, %f: tensor<2x2x2x2x3xf32>, %dy: tensor<1x4x4x4x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Conv3DBackpropInputV2' needs constant planes, rows and columns in input_sizes (the graph does not determine them at compile time)}}
  %r = "tf.Conv3DBackpropInputV2"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1, 1]} : (tensor<5xi32>, tensor<2x2x2x2x3xf32>, tensor<1x4x4x4x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @c3bi_in_channels(%f: tensor<2x2x2x2x3xf32>, %dy: tensor<1x4x4x4x3xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 4, 4, 4, 5]> : tensor<5xi32>} : () -> tensor<5xi32>
  // expected-error@+1 {{'tf.Conv3DBackpropInputV2' Conv3DBackpropInputOp: input depth must be evenly divisible by filter depth: 5 vs 2}}
  %r = "tf.Conv3DBackpropInputV2"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1, 1]} : (tensor<5xi32>, tensor<2x2x2x2x3xf32>, tensor<1x4x4x4x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @c3bi_groups_out_depth(%f: tensor<2x2x2x2x3xf32>, %dy: tensor<1x4x4x4x3xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 4, 4, 4, 4]> : tensor<5xi32>} : () -> tensor<5xi32>
  // expected-error@+1 {{'tf.Conv3DBackpropInputV2' Conv3DBackpropInputOp: output depth must be evenly divisible by number of groups: 3 vs 2}}
  %r = "tf.Conv3DBackpropInputV2"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1, 1]} : (tensor<5xi32>, tensor<2x2x2x2x3xf32>, tensor<1x4x4x4x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @c3bi_out_channels(%f: tensor<2x2x2x2x3xf32>, %dy: tensor<1x4x4x4x4xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 4, 4, 4, 2]> : tensor<5xi32>} : () -> tensor<5xi32>
  // expected-error@+1 {{'tf.Conv3DBackpropInputV2' out_backprop and filter_sizes must have the same number of channels. Got 4 for out_backprop and 3 for filter_sizes}}
  %r = "tf.Conv3DBackpropInputV2"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1, 1]} : (tensor<5xi32>, tensor<2x2x2x2x3xf32>, tensor<1x4x4x4x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @c3bi_batch(%f: tensor<2x2x2x2x3xf32>, %dy: tensor<1x4x4x4x3xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[2, 4, 4, 4, 2]> : tensor<5xi32>} : () -> tensor<5xi32>
  // expected-error@+1 {{'tf.Conv3DBackpropInputV2' Conv3DBackpropInputOp: input and out_backprop must have the same batch size. Input batch: 2, outbackprop batch: 1, batch_dim: 0}}
  %r = "tf.Conv3DBackpropInputV2"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1, 1]} : (tensor<5xi32>, tensor<2x2x2x2x3xf32>, tensor<1x4x4x4x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @c3bi_spatial(%f: tensor<2x2x2x2x3xf32>, %dy: tensor<1x3x4x4x3xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 4, 4, 4, 2]> : tensor<5xi32>} : () -> tensor<5xi32>
  // expected-error@+1 {{'tf.Conv3DBackpropInputV2' Conv3DBackpropInputOp: Size of out_backprop doesn't match computed: actual = 3, computed = 4 spatial_dim: 1 input: 4 filter: 2 output: 3 stride: 1 dilation: 1}}
  %r = "tf.Conv3DBackpropInputV2"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1, 1]} : (tensor<5xi32>, tensor<2x2x2x2x3xf32>, tensor<1x3x4x4x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @c3bf_input_rank(%x: tensor<4x4x4x2xf32>, %dy: tensor<1x4x4x4x3xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[2, 2, 2, 2, 3]> : tensor<5xi32>} : () -> tensor<5xi32>
  // expected-error@+1 {{'tf.Conv3DBackpropFilterV2' input tensor must have 5 dimensions}}
  %r = "tf.Conv3DBackpropFilterV2"(%x, %s, %dy) {padding = "SAME", strides = [1, 1, 1, 1, 1]} : (tensor<4x4x4x2xf32>, tensor<5xi32>, tensor<1x4x4x4x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @c3bf_sizes_length(%x: tensor<1x4x4x4x2xf32>, %dy: tensor<1x4x4x4x3xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[2, 2, 2, 3]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.Conv3DBackpropFilterV2' filter_sizes tensor must have 5 dimensions}}
  %r = "tf.Conv3DBackpropFilterV2"(%x, %s, %dy) {padding = "SAME", strides = [1, 1, 1, 1, 1]} : (tensor<1x4x4x4x2xf32>, tensor<4xi32>, tensor<1x4x4x4x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @c3bf_dy_rank(%x: tensor<1x4x4x4x2xf32>, %dy: tensor<4x4x4x3xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[2, 2, 2, 2, 3]> : tensor<5xi32>} : () -> tensor<5xi32>
  // expected-error@+1 {{'tf.Conv3DBackpropFilterV2' out_backprop tensor must have 5 dimensions}}
  %r = "tf.Conv3DBackpropFilterV2"(%x, %s, %dy) {padding = "SAME", strides = [1, 1, 1, 1, 1]} : (tensor<1x4x4x4x2xf32>, tensor<5xi32>, tensor<4x4x4x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @c3bf_batch(%x: tensor<2x4x4x4x2xf32>, %dy: tensor<1x4x4x4x3xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[2, 2, 2, 2, 3]> : tensor<5xi32>} : () -> tensor<5xi32>
  // expected-error@+1 {{'tf.Conv3DBackpropFilterV2' Conv3DBackpropFilterOp: input and out_backprop must have the same batch size. Input batch: 2, outbackprop batch: 1, batch_dim: 0}}
  %r = "tf.Conv3DBackpropFilterV2"(%x, %s, %dy) {padding = "SAME", strides = [1, 1, 1, 1, 1]} : (tensor<2x4x4x4x2xf32>, tensor<5xi32>, tensor<1x4x4x4x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @maxpool3d_format(%x: tensor<1x4x4x4x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPool3D' Value for attr 'data_format' of "NCHW" is not in the list of allowed values: "NDHWC", "NCDHW"}}
  %r = "tf.MaxPool3D"(%x) {data_format = "NCHW", ksize = [1, 2, 2, 2, 1], padding = "SAME", strides = [1, 2, 2, 2, 1]} : (tensor<1x4x4x4x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @maxpool3d_short_ksize(%x: tensor<1x4x4x4x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPool3D' Length for attr 'ksize' of 4 must be at least minimum 5}}
  %r = "tf.MaxPool3D"(%x) {ksize = [1, 2, 2, 1], padding = "SAME", strides = [1, 2, 2, 2, 1]} : (tensor<1x4x4x4x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @maxpool3d_long_ksize(%x: tensor<1x4x4x4x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPool3D' Sliding window ksize field must specify 5 dimensions}}
  %r = "tf.MaxPool3D"(%x) {ksize = [1, 2, 2, 2, 1, 1], padding = "SAME", strides = [1, 2, 2, 2, 1]} : (tensor<1x4x4x4x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @maxpool3d_zero_ksize(%x: tensor<1x4x4x4x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPool3D' Sliding window ksize field must have non-negative dimensions}}
  %r = "tf.MaxPool3D"(%x) {ksize = [1, 0, 2, 2, 1], padding = "SAME", strides = [1, 2, 2, 2, 1]} : (tensor<1x4x4x4x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @maxpool3d_long_strides(%x: tensor<1x4x4x4x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPool3D' Sliding window stride field must specify 5 dimensions}}
  %r = "tf.MaxPool3D"(%x) {ksize = [1, 2, 2, 2, 1], padding = "SAME", strides = [1, 2, 2, 2, 1, 1]} : (tensor<1x4x4x4x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @avgpool3d_batch(%x: tensor<1x4x4x4x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.AvgPool3D' Pooling is not yet supported on the batch dimension.}}
  %r = "tf.AvgPool3D"(%x) {ksize = [2, 2, 2, 2, 1], padding = "SAME", strides = [1, 2, 2, 2, 1]} : (tensor<1x4x4x4x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @maxpool3d_depth(%x: tensor<1x4x4x4x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPool3D' Pooling is not yet supported on the depth dimension.}}
  %r = "tf.MaxPool3D"(%x) {ksize = [1, 2, 2, 2, 1], padding = "SAME", strides = [1, 2, 2, 2, 2]} : (tensor<1x4x4x4x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @maxpool3d_zero_stride(%x: tensor<1x4x4x4x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPool3D' Stride must be > 0, but got 0}}
  %r = "tf.MaxPool3D"(%x) {ksize = [1, 2, 2, 2, 1], padding = "SAME", strides = [1, 0, 1, 1, 1]} : (tensor<1x4x4x4x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @maxpool3d_rank(%x: tensor<4x4x4x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPool3D' tensor_in must be 5-dimensional}}
  %r = "tf.MaxPool3D"(%x) {ksize = [1, 2, 2, 2, 1], padding = "SAME", strides = [1, 2, 2, 2, 1]} : (tensor<4x4x4x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @avgpool3d_dynamic(%x: tensor<1x4x?x4x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.AvgPool3D' needs static planes, rows and columns, got 'tensor<1x4x?x4x2xf32>'}}
  %r = "tf.AvgPool3D"(%x) {ksize = [1, 2, 2, 2, 1], padding = "SAME", strides = [1, 2, 2, 2, 1]} : (tensor<1x4x?x4x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @mp3g_output_rank(%x: tensor<1x4x4x4x2xf32>, %y: tensor<2x2x2x2xf32>, %g: tensor<1x2x2x2x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPool3DGrad' tensor_out must be 5-dimensional}}
  %r = "tf.MaxPool3DGrad"(%x, %y, %g) {ksize = [1, 2, 2, 2, 1], padding = "VALID", strides = [1, 2, 2, 2, 1]} : (tensor<1x4x4x4x2xf32>, tensor<2x2x2x2xf32>, tensor<1x2x2x2x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @mp3g_grad_rank(%x: tensor<1x4x4x4x2xf32>, %y: tensor<1x2x2x2x2xf32>, %g: tensor<2x2x2x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPool3DGrad' out_backprop must be 5-dimensional}}
  %r = "tf.MaxPool3DGrad"(%x, %y, %g) {ksize = [1, 2, 2, 2, 1], padding = "VALID", strides = [1, 2, 2, 2, 1]} : (tensor<1x4x4x4x2xf32>, tensor<1x2x2x2x2xf32>, tensor<2x2x2x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @mp3g_output_shape(%x: tensor<1x4x4x4x2xf32>, %y: tensor<1x1x1x1x2xf32>, %g: tensor<1x2x2x2x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPool3DGrad' Expected orig_output shape to be [1,2,2,2,2], but got [1,1,1,1,2]}}
  %r = "tf.MaxPool3DGrad"(%x, %y, %g) {ksize = [1, 2, 2, 2, 1], padding = "VALID", strides = [1, 2, 2, 2, 1]} : (tensor<1x4x4x4x2xf32>, tensor<1x1x1x1x2xf32>, tensor<1x2x2x2x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @ap3g_sizes_length(%g: tensor<1x2x2x2x2xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 4, 4, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.AvgPool3DGrad' tensor_in must be 1-dimensional and 5 elements}}
  %r = "tf.AvgPool3DGrad"(%s, %g) {ksize = [1, 2, 2, 2, 1], padding = "VALID", strides = [1, 2, 2, 2, 1]} : (tensor<4xi32>, tensor<1x2x2x2x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @ap3g_grad_rank(%g: tensor<2x2x2x2xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 4, 4, 4, 2]> : tensor<5xi32>} : () -> tensor<5xi32>
  // expected-error@+1 {{'tf.AvgPool3DGrad' out_backprop must be 5-dimensional}}
  %r = "tf.AvgPool3DGrad"(%s, %g) {ksize = [1, 2, 2, 2, 1], padding = "VALID", strides = [1, 2, 2, 2, 1]} : (tensor<5xi32>, tensor<2x2x2x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @ap3g_unknown_sizes(%s: tensor<5xi32>, %g: tensor<1x2x2x2x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.AvgPool3DGrad' needs constant planes, rows, columns and depth in orig_input_shape (the graph does not determine them at compile time)}}
  %r = "tf.AvgPool3DGrad"(%s, %g) {ksize = [1, 2, 2, 2, 1], padding = "VALID", strides = [1, 2, 2, 2, 1]} : (tensor<5xi32>, tensor<1x2x2x2x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @ap3g_grad_shape(%g: tensor<1x3x2x2x2xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 4, 4, 4, 2]> : tensor<5xi32>} : () -> tensor<5xi32>
  // expected-error@+1 {{'tf.AvgPool3DGrad' Expected grad shape to be [1,2,2,2,2], but got [1,3,2,2,2]}}
  %r = "tf.AvgPool3DGrad"(%s, %g) {ksize = [1, 2, 2, 2, 1], padding = "VALID", strides = [1, 2, 2, 2, 1]} : (tensor<5xi32>, tensor<1x3x2x2x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}
