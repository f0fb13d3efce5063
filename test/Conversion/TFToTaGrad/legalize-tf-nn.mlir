// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file %s | FileCheck %s

// Conv2D, SAME, stride 2: the input padded by TensorFlow's split of the
// needed padding (1 before, 1 after), then linalg's named convolution.
// CHECK-LABEL: func.func @conv2d_same_stride2
// CHECK: %[[PAD:.*]] = tensor.pad %arg0 low[0, 1, 1, 0] high[0, 1, 1, 0]
// CHECK: tensor<2x5x5x3xf32> to tensor<2x7x7x3xf32>
// CHECK: %[[INIT:.*]] = linalg.fill
// CHECK: %[[Y:.*]] = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%[[PAD]], %arg1 : tensor<2x7x7x3xf32>, tensor<3x3x3x4xf32>) outs(%[[INIT]] : tensor<2x3x3x4xf32>)
// CHECK: return %[[Y]] : tensor<2x3x3x4xf32>
func.func @conv2d_same_stride2(%x: tensor<2x5x5x3xf32>, %f: tensor<3x3x3x4xf32>) -> tensor<*xf32> {
  %y = "tf.Conv2D"(%x, %f) {data_format = "NHWC", dilations = [1, 1, 1, 1], explicit_paddings = [], padding = "SAME", strides = [1, 2, 2, 1], use_cudnn_on_gpu = true} : (tensor<2x5x5x3xf32>, tensor<3x3x3x4xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// NCHW through transposes; dilations in the format's order; VALID pads
// nothing; the batch may be unknown.
// CHECK-LABEL: func.func @conv2d_nchw_dilated
// CHECK: %[[X:.*]] = linalg.transpose ins(%arg0 : tensor<?x3x7x6xf32>) outs(%{{.*}} : tensor<?x7x6x3xf32>) permutation = [0, 2, 3, 1]
// CHECK-NOT: tensor.pad
// CHECK: %[[Y:.*]] = linalg.conv_2d_nhwc_hwcf {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%[[X]], %arg1 : tensor<?x7x6x3xf32>, tensor<2x3x3x4xf32>) outs(%{{.*}} : tensor<?x5x4x4xf32>)
// CHECK: %[[R:.*]] = linalg.transpose ins(%[[Y]] : tensor<?x5x4x4xf32>) outs(%{{.*}} : tensor<?x4x5x4xf32>) permutation = [0, 3, 1, 2]
// CHECK: return %[[R]] : tensor<?x4x5x4xf32>
func.func @conv2d_nchw_dilated(%x: tensor<?x3x7x6xf32>, %f: tensor<2x3x3x4xf32>) -> tensor<*xf32> {
  %y = "tf.Conv2D"(%x, %f) {data_format = "NCHW", dilations = [1, 1, 2, 1], padding = "VALID", strides = [1, 1, 1, 1]} : (tensor<?x3x7x6xf32>, tensor<2x3x3x4xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// EXPLICIT: explicit_paddings in the format's order, (before, after) per
// dimension.
// CHECK-LABEL: func.func @conv2d_explicit
// CHECK: tensor.pad %arg0 low[0, 1, 0, 0] high[0, 2, 1, 0]
// CHECK: linalg.conv_2d_nhwc_hwcf {{.*}} -> tensor<1x6x4x3xf32>
func.func @conv2d_explicit(%x: tensor<1x4x4x2xf32>, %f: tensor<2x2x2x3xf32>) -> tensor<*xf32> {
  %y = "tf.Conv2D"(%x, %f) {explicit_paddings = [0, 0, 1, 2, 0, 1, 0, 0], padding = "EXPLICIT", strides = [1, 1, 1, 1]} : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// The input gradient at stride 1: the output gradient padded by the
// filter's reach less the forward padding, convolved with the filter
// turned by 180 degrees and its channels swapped.
// CHECK: #[[FLIP:.*]] = affine_map<(d0, d1, d2, d3) -> (-d0 + 2, -d1 + 2, d3, d2)>
// CHECK-LABEL: func.func @conv2d_backprop_input
// CHECK: %[[DY:.*]] = tensor.pad %arg1 low[0, 1, 1, 0] high[0, 1, 1, 0]
// CHECK: %[[F:.*]] = linalg.generic {indexing_maps = [#[[FLIP]], {{.*}}]{{.*}} ins(%arg0 : tensor<3x3x2x4xf32>) outs(%{{.*}} : tensor<3x3x4x2xf32>)
// CHECK: %[[INIT:.*]] = linalg.fill {{.*}} -> tensor<1x5x5x2xf32>
// CHECK: %[[DX:.*]] = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%[[DY]], %[[F]] : tensor<1x7x7x4xf32>, tensor<3x3x4x2xf32>) outs(%[[INIT]] : tensor<1x5x5x2xf32>)
// CHECK: return %[[DX]]
func.func @conv2d_backprop_input(%f: tensor<3x3x2x4xf32>, %dy: tensor<1x5x5x4xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 5, 5, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
  %y = "tf.Conv2DBackpropInput"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<4xi32>, tensor<3x3x2x4xf32>, tensor<1x5x5x4xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// At stride 2 the output gradient is spread to the stride by a strided
// insert into zeros; input_sizes may give only rows and columns.
// CHECK-LABEL: func.func @conv2d_backprop_input_stride2
// CHECK: %[[Z:.*]] = linalg.fill {{.*}} -> tensor<1x7x7x4xf32>
// CHECK: %[[DY:.*]] = tensor.insert_slice %arg1 into %[[Z]][0, 1, 1, 0] [1, 3, 3, 4] [1, 2, 2, 1]
// CHECK: linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%[[DY]], %{{.*}} : tensor<1x7x7x4xf32>, tensor<3x3x4x2xf32>) {{.*}} -> tensor<1x5x5x2xf32>
func.func @conv2d_backprop_input_stride2(%f: tensor<3x3x2x4xf32>, %dy: tensor<1x3x3x4xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[5, 5]> : tensor<2xi32>} : () -> tensor<2xi32>
  %y = "tf.Conv2DBackpropInput"(%s, %f, %dy) {padding = "SAME", strides = [1, 2, 2, 1]} : (tensor<2xi32>, tensor<3x3x2x4xf32>, tensor<1x3x3x4xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// input_sizes from the Shape of a tensor of unknown batch: the batch is
// checked against out_backprop's at run time, with TensorFlow's message.
// CHECK-LABEL: func.func @conv2d_backprop_input_unknown_batch
// CHECK: %[[B:.*]] = tensor.dim %arg0
// CHECK: %[[DYB:.*]] = tensor.dim %arg2
// CHECK: %[[NE:.*]] = arith.cmpi ne
// CHECK: tagrad.runtime_check %[[NE]], "Conv2DCustomBackpropInput: input and out_backprop must have the same batch size. Input batch: {0}, outbackprop batch: {1}, batch_dim: 0"
// CHECK: linalg.conv_2d_nhwc_hwcf {{.*}} -> tensor<?x5x5x2xf32>
func.func @conv2d_backprop_input_unknown_batch(%x: tensor<?x5x5x2xf32>, %f: tensor<3x3x2x4xf32>, %dy: tensor<?x5x5x4xf32>) -> tensor<*xf32> {
  %s = "tf.Shape"(%x) : (tensor<?x5x5x2xf32>) -> tensor<4xi32>
  %y = "tf.Conv2DBackpropInput"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<4xi32>, tensor<3x3x2x4xf32>, tensor<?x5x5x4xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// The filter gradient contracts the padded input with the output gradient
// over the batch and the output positions: loops (kh, kw, n, oh, ow, c, o).
// CHECK: #[[IN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d2, d3 * 2 + d0, d4 * 2 + d1, d5)>
// CHECK: #[[DY:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d2, d3, d4, d6)>
// CHECK: #[[OUT:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d5, d6)>
// CHECK-LABEL: func.func @conv2d_backprop_filter
// CHECK: tagrad.runtime_check %{{.*}}, "Conv2DCustomBackpropFilter: input and out_backprop must have the same batch size. Input batch: {0}, outbackprop batch: {1}, batch_dim: 0"
// CHECK: %[[PAD:.*]] = tensor.pad %arg0 low[0, 1, 1, 0] high[0, 1, 1, 0]
// CHECK: linalg.generic {indexing_maps = [#[[IN]], #[[DY]], #[[OUT]]], iterator_types = ["parallel", "parallel", "reduction", "reduction", "reduction", "parallel", "parallel"]} ins(%[[PAD]], %arg1 : tensor<?x7x7x2xf32>, tensor<?x3x3x4xf32>) outs(%{{.*}} : tensor<3x3x2x4xf32>)
func.func @conv2d_backprop_filter(%x: tensor<?x5x5x2xf32>, %dy: tensor<?x3x3x4xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[3, 3, 2, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
  %y = "tf.Conv2DBackpropFilter"(%x, %s, %dy) {padding = "SAME", strides = [1, 2, 2, 1]} : (tensor<?x5x5x2xf32>, tensor<4xi32>, tensor<?x3x3x4xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// DepthwiseConv2dNative: linalg's depthwise convolution gives [.., C, M];
// TensorFlow's channel c * M + m is their collapse.
// CHECK-LABEL: func.func @depthwise
// CHECK: %[[PAD:.*]] = tensor.pad %arg0 low[0, 1, 1, 0] high[0, 1, 1, 0]
// CHECK: %[[Y:.*]] = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%[[PAD]], %arg1 : tensor<1x7x7x2xf32>, tensor<3x3x2x3xf32>) {{.*}} -> tensor<1x5x5x2x3xf32>
// CHECK: %[[R:.*]] = tensor.collapse_shape %[[Y]] {{\[}}[0], [1], [2], [3, 4]] : tensor<1x5x5x2x3xf32> into tensor<1x5x5x6xf32>
// CHECK: return %[[R]]
func.func @depthwise(%x: tensor<1x5x5x2xf32>, %f: tensor<3x3x2x3xf32>) -> tensor<*xf32> {
  %y = "tf.DepthwiseConv2dNative"(%x, %f) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<3x3x2x3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// Its input gradient: per channel, the placed output gradient against the
// filter, the output gradient read flipped.
// CHECK: #[[DY:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + -d3 + 2, d2 + -d4 + 2, d5, d6)>
// CHECK: #[[F:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d4, d5, d6)>
// CHECK-LABEL: func.func @depthwise_backprop_input
// CHECK: %[[PAD:.*]] = tensor.pad %arg1 low[0, 1, 1, 0] high[0, 1, 1, 0]
// CHECK: %[[E:.*]] = tensor.expand_shape %[[PAD]] {{\[}}[0], [1], [2], [3, 4]] output_shape [1, 7, 7, 2, 3]
// CHECK: linalg.generic {indexing_maps = [#[[DY]], #[[F]], {{.*}}], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "parallel", "reduction"]} ins(%[[E]], %arg0 : tensor<1x7x7x2x3xf32>, tensor<3x3x2x3xf32>) outs(%{{.*}} : tensor<1x5x5x2xf32>)
func.func @depthwise_backprop_input(%f: tensor<3x3x2x3xf32>, %dy: tensor<1x5x5x6xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 5, 5, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
  %y = "tf.DepthwiseConv2dNativeBackpropInput"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<4xi32>, tensor<3x3x2x3xf32>, tensor<1x5x5x6xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @depthwise_backprop_filter
// CHECK: %[[PAD:.*]] = tensor.pad %arg0 low[0, 1, 1, 0] high[0, 1, 1, 0]
// CHECK: %[[E:.*]] = tensor.expand_shape %arg1 {{\[}}[0], [1], [2], [3, 4]] output_shape [1, 5, 5, 2, 3]
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction", "reduction", "reduction", "parallel", "parallel"]} ins(%[[PAD]], %[[E]] : tensor<1x7x7x2xf32>, tensor<1x5x5x2x3xf32>) outs(%{{.*}} : tensor<3x3x2x3xf32>)
func.func @depthwise_backprop_filter(%x: tensor<1x5x5x2xf32>, %dy: tensor<1x5x5x6xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[3, 3, 2, 3]> : tensor<4xi32>} : () -> tensor<4xi32>
  %y = "tf.DepthwiseConv2dNativeBackpropFilter"(%x, %s, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x2xf32>, tensor<4xi32>, tensor<1x5x5x6xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// MaxPool: padding with the lowest float (never above an input element),
// the window a shape-only tensor.
// CHECK-LABEL: func.func @max_pool
// CHECK: %[[LOW:.*]] = arith.constant -3.40282347E+38 : f32
// CHECK: %[[PAD:.*]] = tensor.pad %arg0 low[0, 0, 0, 0] high[0, 1, 1, 0]
// CHECK: tensor.yield %[[LOW]]
// CHECK: %[[W:.*]] = tensor.empty() : tensor<2x2xf32>
// CHECK: linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%[[PAD]], %[[W]] : tensor<2x6x6x3xf32>, tensor<2x2xf32>) {{.*}} -> tensor<2x3x3x3xf32>
func.func @max_pool(%x: tensor<2x5x5x3xf32>) -> tensor<*xf32> {
  %y = "tf.MaxPool"(%x) {ksize = [1, 2, 2, 1], padding = "SAME", strides = [1, 2, 2, 1]} : (tensor<2x5x5x3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// MaxPoolGrad: each window's first maximal position (window index, -1
// where none) by a two-result reduction; then the gradient and those
// positions placed as for a transposed convolution, and each input element
// sums the gradients whose position is its own.
// CHECK: #[[X:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d3, d2 * 2 + d4, d5)>
// CHECK: #[[W:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4)>
// CHECK: #[[O:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d5)>
// CHECK: #[[P:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d3, d2 + d4, d5)>
// CHECK-LABEL: func.func @max_pool_grad
// CHECK: %[[ARG:.*]]:2 = linalg.generic {indexing_maps = [#[[X]], #[[W]], #[[O]], #[[O]]], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "parallel"]} ins(%arg0, %{{.*}} : tensor<2x4x4x3xf32>, tensor<2x2xf32>) outs(%{{.*}}, %{{.*}} : tensor<2x2x2x3xf32>, tensor<2x2x2x3xi64>)
// CHECK: %[[G:.*]] = tensor.insert_slice %arg2 into %{{.*}}[0, 1, 1, 0] [2, 2, 2, 3] [1, 2, 2, 1]
// CHECK: %[[T:.*]] = tensor.insert_slice %[[ARG]]#1 into %{{.*}}[0, 1, 1, 0] [2, 2, 2, 3] [1, 2, 2, 1]
// CHECK: linalg.generic {indexing_maps = [#[[P]], #[[P]], #[[W]], #[[O]]], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "parallel"]} ins(%[[G]], %[[T]], %{{.*}} : tensor<2x5x5x3xf32>, tensor<2x5x5x3xi64>, tensor<2x2xf32>) outs(%{{.*}} : tensor<2x4x4x3xf32>)
func.func @max_pool_grad(%x: tensor<2x4x4x3xf32>, %y: tensor<2x2x2x3xf32>, %g: tensor<2x2x2x3xf32>) -> tensor<*xf32> {
  %d = "tf.MaxPoolGrad"(%x, %y, %g) {ksize = [1, 2, 2, 1], padding = "VALID", strides = [1, 2, 2, 1]} : (tensor<2x4x4x3xf32>, tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>) -> tensor<*xf32>
  return %d : tensor<*xf32>
}

// -----

// AvgPool: a sum pool over zero padding, then each sum divided by its
// window's count of input elements.
// CHECK-LABEL: func.func @avg_pool_nchw
// CHECK: %[[X:.*]] = linalg.transpose ins(%arg0 : tensor<1x3x4x4xf32>)
// CHECK: %[[PAD:.*]] = tensor.pad %[[X]] low[0, 0, 0, 0] high[0, 1, 1, 0]
// CHECK: %[[S:.*]] = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%[[PAD]], %{{.*}} : tensor<1x5x5x3xf32>, tensor<3x3xf32>) {{.*}} -> tensor<1x2x2x3xf32>
// CHECK: %[[A:.*]] = linalg.generic {{.*}} ins(%[[S]] : tensor<1x2x2x3xf32>)
// CHECK: arith.minsi
// CHECK: arith.maxsi
// CHECK: arith.divf
// CHECK: linalg.transpose ins(%[[A]] : tensor<1x2x2x3xf32>) outs(%{{.*}} : tensor<1x3x2x2xf32>) permutation = [0, 3, 1, 2]
func.func @avg_pool_nchw(%x: tensor<1x3x4x4xf32>) -> tensor<*xf32> {
  %y = "tf.AvgPool"(%x) {data_format = "NCHW", ksize = [1, 1, 3, 3], padding = "SAME", strides = [1, 1, 2, 2]} : (tensor<1x3x4x4xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// AvgPoolGrad: the gradient times 1 / count (computed in f64, as
// TensorFlow's kernel does), placed at the window starts and summed back
// by a sum pool of the window's size.
// CHECK-LABEL: func.func @avg_pool_grad
// CHECK: %[[S:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<1x2x2x3xf32>)
// CHECK: arith.divf %{{.*}}, %{{.*}} : f64
// CHECK: arith.truncf
// CHECK: %[[P:.*]] = tensor.insert_slice %[[S]] into %{{.*}}[0, 2, 2, 0] [1, 2, 2, 3] [1, 2, 2, 1] : tensor<1x2x2x3xf32> into tensor<1x6x6x3xf32>
// CHECK: linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%[[P]], %{{.*}} : tensor<1x6x6x3xf32>, tensor<3x3xf32>) {{.*}} -> tensor<1x4x4x3xf32>
func.func @avg_pool_grad(%g: tensor<1x2x2x3xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 4, 4, 3]> : tensor<4xi32>} : () -> tensor<4xi32>
  %y = "tf.AvgPoolGrad"(%s, %g) {ksize = [1, 3, 3, 1], padding = "SAME", strides = [1, 2, 2, 1]} : (tensor<4xi32>, tensor<1x2x2x3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// SparseSoftmaxCrossEntropyWithLogits: the labels' smallest and largest
// value in one reduction, checked against [0, classes) at run time; the
// loss and backprop compare each class with the row's label.
// CHECK-LABEL: func.func @sparse_xent
// CHECK: %[[B:.*]]:2 = linalg.generic {{.*}} iterator_types = ["reduction"]} ins(%arg1 : tensor<3xi64>) outs(%{{.*}}, %{{.*}} : tensor<i64>, tensor<i64>)
// CHECK: arith.minsi
// CHECK: arith.maxsi
// CHECK: %[[MIN:.*]] = tensor.extract %[[B]]#0[]
// CHECK: %[[MAX:.*]] = tensor.extract %[[B]]#1[]
// CHECK: %[[NEG:.*]] = arith.cmpi slt, %[[MIN]]
// CHECK: %[[BIG:.*]] = arith.cmpi sge, %[[MAX]]
// CHECK: %[[BAD:.*]] = arith.ori %[[NEG]], %[[BIG]]
// CHECK: %[[VALUE:.*]] = arith.select %[[NEG]], %[[MIN]], %[[MAX]]
// CHECK: tagrad.runtime_check %[[BAD]], "Received a label value of {0} which is outside the valid range of [0, {1})."(%[[VALUE]], %{{.*}} : i64, i64)
// CHECK: %[[LOSS:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%{{.*}}, %{{.*}}, %arg1 : tensor<3x4xf32>, tensor<3x1xf32>, tensor<3xi64>) outs(%{{.*}} : tensor<3xf32>)
// CHECK: %[[GRAD:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]} ins(%{{.*}}, %{{.*}}, %arg1 : tensor<3x4xf32>, tensor<3x1xf32>, tensor<3xi64>) outs(%{{.*}} : tensor<3x4xf32>)
// CHECK: return %[[LOSS]], %[[GRAD]] : tensor<3xf32>, tensor<3x4xf32>
func.func @sparse_xent(%logits: tensor<3x4xf32>, %labels: tensor<3xi64>) -> (tensor<*xf32>, tensor<*xf32>) {
  %r:2 = "tf.SparseSoftmaxCrossEntropyWithLogits"(%logits, %labels) : (tensor<3x4xf32>, tensor<3xi64>) -> (tensor<*xf32>, tensor<*xf32>)
  return %r#0, %r#1 : tensor<*xf32>, tensor<*xf32>
}

// -----

// A grouped Conv2D (input depth 4, filter depth 2: two groups of 3 output
// channels): one named convolution per group, on its input channels and
// its filter columns, side by side in the result.
// CHECK-LABEL: func.func @conv2d_grouped
// CHECK: %[[PAD:.*]] = tensor.pad %arg0 low[0, 1, 1, 0] high[0, 1, 1, 0]
// CHECK: %[[X0:.*]] = tensor.extract_slice %[[PAD]][0, 0, 0, 0] [2, 7, 7, 2] [1, 1, 1, 1]
// CHECK: %[[F0:.*]] = tensor.extract_slice %arg1[0, 0, 0, 0] [3, 3, 2, 3] [1, 1, 1, 1]
// CHECK: %[[Y0:.*]] = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%[[X0]], %[[F0]] : tensor<2x7x7x2xf32>, tensor<3x3x2x3xf32>) {{.*}} -> tensor<2x3x3x3xf32>
// CHECK: %[[R0:.*]] = tensor.insert_slice %[[Y0]] into %{{.*}}[0, 0, 0, 0] [2, 3, 3, 3] [1, 1, 1, 1] : tensor<2x3x3x3xf32> into tensor<2x3x3x6xf32>
// CHECK: %[[X1:.*]] = tensor.extract_slice %[[PAD]][0, 0, 0, 2] [2, 7, 7, 2] [1, 1, 1, 1]
// CHECK: %[[F1:.*]] = tensor.extract_slice %arg1[0, 0, 0, 3] [3, 3, 2, 3] [1, 1, 1, 1]
// CHECK: %[[Y1:.*]] = linalg.conv_2d_nhwc_hwcf {{.*}} ins(%[[X1]], %[[F1]] : {{.*}})
// CHECK: %[[R:.*]] = tensor.insert_slice %[[Y1]] into %[[R0]][0, 0, 0, 3] [2, 3, 3, 3] [1, 1, 1, 1]
// CHECK: return %[[R]] : tensor<2x3x3x6xf32>
func.func @conv2d_grouped(%x: tensor<2x5x5x4xf32>, %f: tensor<3x3x2x6xf32>) -> tensor<*xf32> {
  %y = "tf.Conv2D"(%x, %f) {data_format = "NHWC", dilations = [1, 1, 1, 1], padding = "SAME", strides = [1, 2, 2, 1]} : (tensor<2x5x5x4xf32>, tensor<3x3x2x6xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// Its input gradient: group g's output-gradient channels, convolved with
// its flipped filter columns, give its input channels.
// CHECK-LABEL: func.func @conv2d_backprop_input_grouped
// CHECK: %[[DY:.*]] = tensor.pad %arg1 low[0, 1, 1, 0] high[0, 1, 1, 0]
// CHECK: %[[D0:.*]] = tensor.extract_slice %[[DY]][0, 0, 0, 0] [1, 7, 7, 3] [1, 1, 1, 1]
// CHECK: %[[F0:.*]] = tensor.extract_slice %arg0[0, 0, 0, 0] [3, 3, 2, 3] [1, 1, 1, 1]
// CHECK: linalg.generic {{.*}} ins(%[[F0]] : tensor<3x3x2x3xf32>) outs(%{{.*}} : tensor<3x3x3x2xf32>)
// CHECK: linalg.conv_2d_nhwc_hwcf {{.*}} ins(%[[D0]], %{{.*}} : tensor<1x7x7x3xf32>, tensor<3x3x3x2xf32>) {{.*}} -> tensor<1x5x5x2xf32>
// CHECK: tensor.insert_slice %{{.*}} into %{{.*}}[0, 0, 0, 0] [1, 5, 5, 2] [1, 1, 1, 1] : tensor<1x5x5x2xf32> into tensor<1x5x5x4xf32>
// CHECK: tensor.extract_slice %[[DY]][0, 0, 0, 3] [1, 7, 7, 3] [1, 1, 1, 1]
// CHECK: tensor.extract_slice %arg0[0, 0, 0, 3] [3, 3, 2, 3] [1, 1, 1, 1]
// CHECK: %[[R:.*]] = tensor.insert_slice %{{.*}} into %{{.*}}[0, 0, 0, 2] [1, 5, 5, 2] [1, 1, 1, 1]
// CHECK: return %[[R]] : tensor<1x5x5x4xf32>
func.func @conv2d_backprop_input_grouped(%f: tensor<3x3x2x6xf32>, %dy: tensor<1x5x5x6xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 5, 5, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
  %y = "tf.Conv2DBackpropInput"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<4xi32>, tensor<3x3x2x6xf32>, tensor<1x5x5x6xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// Input depth from data: taken as ungrouped, checked at run time.
// CHECK-LABEL: func.func @conv2d_backprop_input_depth_from_data
// CHECK: tagrad.runtime_check %{{.*}}, "input depth {0} in input_sizes is not the filter's input depth {1}: TaGrad needs a grouped convolution's input depth at compile time"
// CHECK-NOT: tensor.extract_slice
// CHECK: linalg.conv_2d_nhwc_hwcf {{.*}} -> tensor<1x5x5x2xf32>
func.func @conv2d_backprop_input_depth_from_data(%d: tensor<i32>, %f: tensor<3x3x2x4xf32>, %dy: tensor<1x5x5x4xf32>) -> tensor<*xf32> {
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %five = "tf.Const"() {value = dense<5> : tensor<i32>} : () -> tensor<i32>
  %s = "tf.Pack"(%one, %five, %five, %d) {axis = 0 : i64} : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4xi32>
  %y = "tf.Conv2DBackpropInput"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<4xi32>, tensor<3x3x2x4xf32>, tensor<1x5x5x4xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// Its filter gradient: group g's input channels and output-gradient
// channels give the filter's columns of group g.
// CHECK-LABEL: func.func @conv2d_backprop_filter_grouped
// CHECK: %[[X:.*]] = tensor.pad %arg0 low[0, 1, 1, 0] high[0, 1, 1, 0]
// CHECK: %[[X0:.*]] = tensor.extract_slice %[[X]][0, 0, 0, 0] [1, 7, 7, 2] [1, 1, 1, 1]
// CHECK: %[[D0:.*]] = tensor.extract_slice %arg1[0, 0, 0, 0] [1, 5, 5, 3] [1, 1, 1, 1]
// CHECK: linalg.generic {{.*}} ins(%[[X0]], %[[D0]] : tensor<1x7x7x2xf32>, tensor<1x5x5x3xf32>) outs(%{{.*}} : tensor<3x3x2x3xf32>)
// CHECK: tensor.insert_slice %{{.*}} into %{{.*}}[0, 0, 0, 0] [3, 3, 2, 3] [1, 1, 1, 1] : tensor<3x3x2x3xf32> into tensor<3x3x2x6xf32>
// CHECK: tensor.extract_slice %[[X]][0, 0, 0, 2] [1, 7, 7, 2] [1, 1, 1, 1]
// CHECK: tensor.extract_slice %arg1[0, 0, 0, 3] [1, 5, 5, 3] [1, 1, 1, 1]
// CHECK: %[[R:.*]] = tensor.insert_slice %{{.*}} into %{{.*}}[0, 0, 0, 3] [3, 3, 2, 3] [1, 1, 1, 1]
// CHECK: return %[[R]] : tensor<3x3x2x6xf32>
func.func @conv2d_backprop_filter_grouped(%x: tensor<1x5x5x4xf32>, %dy: tensor<1x5x5x6xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[3, 3, 2, 6]> : tensor<4xi32>} : () -> tensor<4xi32>
  %y = "tf.Conv2DBackpropFilter"(%x, %s, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x5x5x4xf32>, tensor<4xi32>, tensor<1x5x5x6xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}
