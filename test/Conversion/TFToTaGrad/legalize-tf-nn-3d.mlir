// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file %s | FileCheck %s

// The 3-D convolution and pooling ops, lowered as their 2-D forms are
// (legalize-tf-nn.mlir) with a third spatial dimension.

// Conv3D, SAME, stride 2: the input padded by TensorFlow's split of the
// needed padding along each spatial dimension, then linalg's named 3-D
// convolution.
// CHECK-LABEL: func.func @conv3d_same_stride2
// CHECK: %[[PAD:.*]] = tensor.pad %arg0 low[0, 1, 1, 1, 0] high[0, 1, 1, 1, 0]
// CHECK: tensor<2x5x5x5x3xf32> to tensor<2x7x7x7x3xf32>
// CHECK: %[[INIT:.*]] = linalg.fill {{.*}} -> tensor<2x3x3x3x4xf32>
// CHECK: %[[Y:.*]] = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%[[PAD]], %arg1 : tensor<2x7x7x7x3xf32>, tensor<3x3x3x3x4xf32>) outs(%[[INIT]] : tensor<2x3x3x3x4xf32>)
// CHECK: return %[[Y]] : tensor<2x3x3x3x4xf32>
func.func @conv3d_same_stride2(%x: tensor<2x5x5x5x3xf32>, %f: tensor<3x3x3x3x4xf32>) -> tensor<*xf32> {
  %y = "tf.Conv3D"(%x, %f) {data_format = "NDHWC", dilations = [1, 1, 1, 1, 1], padding = "SAME", strides = [1, 2, 2, 2, 1]} : (tensor<2x5x5x5x3xf32>, tensor<3x3x3x3x4xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// NCDHW through transposes; strides and dilations in the format's order;
// VALID pads nothing; the batch may be unknown.
// CHECK-LABEL: func.func @conv3d_ncdhw_dilated
// CHECK: %[[X:.*]] = linalg.transpose ins(%arg0 : tensor<?x3x6x5x4xf32>) outs(%{{.*}} : tensor<?x6x5x4x3xf32>) permutation = [0, 2, 3, 4, 1]
// CHECK-NOT: tensor.pad
// CHECK: %[[Y:.*]] = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<[2, 1, 2]> : tensor<3xi64>, strides = dense<[1, 2, 1]> : tensor<3xi64>} ins(%[[X]], %arg1 : tensor<?x6x5x4x3xf32>, tensor<2x2x2x3x4xf32>) {{.*}} -> tensor<?x4x2x2x4xf32>
// CHECK: %[[R:.*]] = linalg.transpose ins(%[[Y]] : tensor<?x4x2x2x4xf32>) outs(%{{.*}} : tensor<?x4x4x2x2xf32>) permutation = [0, 4, 1, 2, 3]
// CHECK: return %[[R]] : tensor<?x4x4x2x2xf32>
func.func @conv3d_ncdhw_dilated(%x: tensor<?x3x6x5x4xf32>, %f: tensor<2x2x2x3x4xf32>) -> tensor<*xf32> {
  %y = "tf.Conv3D"(%x, %f) {data_format = "NCDHW", dilations = [1, 1, 2, 1, 2], padding = "VALID", strides = [1, 1, 1, 2, 1]} : (tensor<?x3x6x5x4xf32>, tensor<2x2x2x3x4xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// The input gradient at stride 2: the output gradient spread to the stride
// by a strided insert into zeros, at the filter's reach less the forward
// padding, convolved with the filter turned by 180 degrees in its three
// spatial dimensions and its channels swapped.
// CHECK: #[[FLIP:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (-d0 + 2, -d1 + 2, -d2 + 2, d4, d3)>
// CHECK-LABEL: func.func @conv3d_backprop_input
// CHECK: %[[DY:.*]] = tensor.insert_slice %arg1 into %{{.*}}[0, 1, 1, 1, 0] [1, 3, 3, 3, 4] [1, 2, 2, 2, 1] : tensor<1x3x3x3x4xf32> into tensor<1x7x7x7x4xf32>
// CHECK: %[[F:.*]] = linalg.generic {indexing_maps = [#[[FLIP]], {{.*}}]{{.*}} ins(%arg0 : tensor<3x3x3x2x4xf32>) outs(%{{.*}} : tensor<3x3x3x4x2xf32>)
// CHECK: %[[DX:.*]] = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%[[DY]], %[[F]] : tensor<1x7x7x7x4xf32>, tensor<3x3x3x4x2xf32>) {{.*}} -> tensor<1x5x5x5x2xf32>
// CHECK: return %[[DX]]
func.func @conv3d_backprop_input(%f: tensor<3x3x3x2x4xf32>, %dy: tensor<1x3x3x3x4xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 5, 5, 5, 2]> : tensor<5xi32>} : () -> tensor<5xi32>
  %y = "tf.Conv3DBackpropInputV2"(%s, %f, %dy) {padding = "SAME", strides = [1, 2, 2, 2, 1]} : (tensor<5xi32>, tensor<3x3x3x2x4xf32>, tensor<1x3x3x3x4xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// The filter gradient contracts the input with the output gradient over
// the batch and the output positions (loops kd, kh, kw, n, od, oh, ow, c,
// f); an unknown batch is checked to agree at run time, with TensorFlow's
// message.
// CHECK: #[[X:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d3, d4 * 2 + d0, d5 * 2 + d1, d6 * 2 + d2, d7)>
// CHECK: #[[DY:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d3, d4, d5, d6, d8)>
// CHECK: #[[DF:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d7, d8)>
// CHECK-LABEL: func.func @conv3d_backprop_filter
// CHECK: tagrad.runtime_check %{{.*}}, "Conv3DBackpropFilterOp: input and out_backprop must have the same batch size. Input batch: {0}, outbackprop batch: {1}, batch_dim: 0"
// CHECK: %[[G:.*]] = linalg.generic {indexing_maps = [#[[X]], #[[DY]], #[[DF]]], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<?x4x4x4x2xf32>, tensor<?x2x2x2x3xf32>) outs(%{{.*}} : tensor<2x2x2x2x3xf32>)
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: return %[[G]] : tensor<2x2x2x2x3xf32>
func.func @conv3d_backprop_filter(%x: tensor<?x4x4x4x2xf32>, %dy: tensor<?x2x2x2x3xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[2, 2, 2, 2, 3]> : tensor<5xi64>} : () -> tensor<5xi64>
  %y = "tf.Conv3DBackpropFilterV2"(%x, %s, %dy) {padding = "VALID", strides = [1, 2, 2, 2, 1]} : (tensor<?x4x4x4x2xf32>, tensor<5xi64>, tensor<?x2x2x2x3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// MaxPool3D: padding is the lowest value, pooled like an element; each
// window starts from -inf, as TensorFlow's 3-D kernel (Eigen's cuboid
// pooling), whose running maximum only a greater element replaces; NaNs
// never win: arith.maxnumf.
// CHECK: #[[IN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d3 * 2 + d6, d7)>
// CHECK: #[[WIN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d4, d5, d6)>
// CHECK-LABEL: func.func @maxpool3d
// CHECK: %[[LOWEST:.*]] = arith.constant -3.40282347E+38 : f32
// CHECK: %[[PAD:.*]] = tensor.pad %arg0 low[0, 0, 1, 0, 0] high[0, 0, 1, 0, 0]
// CHECK: tensor.yield %[[LOWEST]]
// CHECK: %[[NEGINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK: %[[INIT:.*]] = linalg.fill ins(%[[NEGINF]] : f32)
// CHECK: %[[W:.*]] = tensor.empty() : tensor<2x3x2xf32>
// CHECK: %[[Y:.*]] = linalg.generic {indexing_maps = [#[[IN]], #[[WIN]], {{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]} ins(%[[PAD]], %[[W]] : tensor<1x4x7x4x2xf32>, tensor<2x3x2xf32>) outs(%[[INIT]] : tensor<1x2x3x2x2xf32>)
// CHECK: arith.maxnumf
// CHECK: return %[[Y]] : tensor<1x2x3x2x2xf32>
func.func @maxpool3d(%x: tensor<1x4x5x4x2xf32>) -> tensor<*xf32> {
  %y = "tf.MaxPool3D"(%x) {ksize = [1, 2, 3, 2, 1], padding = "SAME", strides = [1, 2, 2, 2, 1]} : (tensor<1x4x5x4x2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// AvgPool3D, NCDHW, as Eigen's cuboid pooling (TensorFlow's 3-D kernel)
// computes it: the input padded with the lowest float, each window's sum
// and count skipping every element equal to it, then their quotient.
// CHECK: #[[IN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 2 + d4, d2 + d5, d3 * 2 + d6, d7)>
// CHECK-LABEL: func.func @avgpool3d_ncdhw
// CHECK: linalg.transpose {{.*}} permutation = [0, 2, 3, 4, 1]
// CHECK: %[[LOWEST:.*]] = arith.constant -3.40282347E+38 : f32
// CHECK: %[[PAD:.*]] = tensor.pad %{{.*}} low[0, 0, 0, 0, 0] high[0, 0, 1, 0, 0]
// CHECK: tensor.yield %[[LOWEST]]
// CHECK: %[[R:.*]]:2 = linalg.generic {indexing_maps = [#[[IN]], {{.*}}]{{.*}} ins(%[[PAD]], %{{.*}} : tensor<1x4x5x4x2xf32>, tensor<2x2x2xf32>) outs(%{{.*}}, %{{.*}} : tensor<1x2x4x2x2xf32>, tensor<1x2x4x2x2xi64>)
// CHECK: ^bb0(%[[V:.*]]: f32, %{{.*}}: f32, %[[SUM:.*]]: f32, %[[COUNT:.*]]: i64):
// CHECK: %[[SKIP:.*]] = arith.cmpf oeq, %[[V]], %{{.*}} : f32
// CHECK: %[[ADDED:.*]] = arith.addf %[[SUM]], %[[V]]
// CHECK: %[[COUNTED:.*]] = arith.addi %[[COUNT]]
// CHECK: %[[S:.*]] = arith.select %[[SKIP]], %[[SUM]], %[[ADDED]]
// CHECK: %[[C:.*]] = arith.select %[[SKIP]], %[[COUNT]], %[[COUNTED]]
// CHECK: linalg.yield %[[S]], %[[C]]
// CHECK: linalg.generic {{.*}} ins(%[[R]]#0, %[[R]]#1
// CHECK: arith.sitofp
// CHECK: arith.divf
// CHECK: linalg.transpose {{.*}} permutation = [0, 4, 1, 2, 3]
func.func @avgpool3d_ncdhw(%x: tensor<1x2x4x4x4xf32>) -> tensor<*xf32> {
  %y = "tf.AvgPool3D"(%x) {data_format = "NCDHW", ksize = [1, 1, 2, 2, 2], padding = "SAME", strides = [1, 1, 2, 1, 2]} : (tensor<1x2x4x4x4xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// MaxPool3DGrad as TensorFlow's CPU kernel computes it: every input
// element within 1e-5 of orig_output's value of a window holding it gets
// that window's gradient. The gradient and orig_output (padded with NaN,
// which is near nothing) are placed at the window starts; a stride-1
// window over them at each input position meets every window that holds
// it.
// CHECK: #[[X:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d7)>
// CHECK: #[[PLACED:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 + d4, d2 + d5, d3 + d6, d7)>
// CHECK-LABEL: func.func @maxpool3d_grad
// CHECK: %[[G:.*]] = tensor.insert_slice %arg2 into %{{.*}}[0, 1, 1, 1, 0] [1, 2, 2, 2, 2] [1, 2, 2, 2, 1]
// CHECK: %[[NAN:.*]] = arith.constant 0x7FC00000 : f32
// CHECK: linalg.fill ins(%[[NAN]]
// CHECK: %[[Y:.*]] = tensor.insert_slice %arg1 into %{{.*}}[0, 1, 1, 1, 0] [1, 2, 2, 2, 2] [1, 2, 2, 2, 1]
// CHECK: %[[DX:.*]] = linalg.generic {indexing_maps = [#[[X]], #[[PLACED]], #[[PLACED]], {{.*}}, #[[X]]], {{.*}} ins(%arg0, %[[Y]], %[[G]], %{{.*}} : {{.*}}) outs(%{{.*}} : tensor<1x4x4x4x2xf32>)
// CHECK: ^bb0(%[[XV:.*]]: f32, %[[YV:.*]]: f32, %{{.*}}: f32, %{{.*}}: f32, %{{.*}}: f32):
// CHECK: %[[DIFF:.*]] = arith.subf %[[XV]], %[[YV]]
// CHECK: %[[ABS:.*]] = math.absf %[[DIFF]]
// CHECK: %[[EPS:.*]] = arith.constant 9.99999974E-6 : f32
// CHECK: %[[EQ:.*]] = arith.cmpf olt, %[[ABS]], %[[EPS]]
// CHECK: %[[SUM:.*]] = arith.addf
// CHECK: arith.select %[[EQ]], %[[SUM]]
// CHECK: return %[[DX]]
func.func @maxpool3d_grad(%x: tensor<1x4x4x4x2xf32>, %o: tensor<1x2x2x2x2xf32>, %g: tensor<1x2x2x2x2xf32>) -> tensor<*xf32> {
  %y = "tf.MaxPool3DGrad"(%x, %o, %g) {ksize = [1, 2, 2, 2, 1], padding = "VALID", strides = [1, 2, 2, 2, 1]} : (tensor<1x4x4x4x2xf32>, tensor<1x2x2x2x2xf32>, tensor<1x2x2x2x2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// AvgPool3DGrad: each window's gradient times the reciprocal of its count
// (in double, as TensorFlow), placed at the window starts and summed back
// by a stride-1 3-D sum pooling.
// CHECK-LABEL: func.func @avgpool3d_grad
// CHECK: %[[SCALED:.*]] = linalg.generic
// CHECK: arith.divf %{{.*}}, %{{.*}} : f64
// CHECK: arith.truncf
// CHECK: %[[PLACED:.*]] = tensor.insert_slice %[[SCALED]] into %{{.*}}[0, 2, 2, 2, 0] [1, 2, 2, 2, 2] [1, 2, 2, 2, 1] : tensor<1x2x2x2x2xf32> into tensor<1x6x6x6x2xf32>
// CHECK: %[[DX:.*]] = linalg.pooling_ndhwc_sum {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%[[PLACED]], %{{.*}} : tensor<1x6x6x6x2xf32>, tensor<3x3x3xf32>) {{.*}} -> tensor<1x4x4x4x2xf32>
// CHECK: return %[[DX]]
func.func @avgpool3d_grad(%g: tensor<1x2x2x2x2xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 4, 4, 4, 2]> : tensor<5xi32>} : () -> tensor<5xi32>
  %y = "tf.AvgPool3DGrad"(%s, %g) {ksize = [1, 3, 3, 3, 1], padding = "SAME", strides = [1, 2, 2, 2, 1]} : (tensor<5xi32>, tensor<1x2x2x2x2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// An unknown batch: orig_output's and grad's are checked against the
// input's at run time, with TensorFlow's message (the pooled shape in the
// op's format, NCDHW here).
// CHECK-LABEL: func.func @maxpool3d_grad_unknown_batch
// CHECK: tagrad.runtime_check %{{.*}}, "Expected orig_output shape to be [{0},2,2,2,2], but got [{1},2,2,2,2]"
// CHECK: tagrad.runtime_check %{{.*}}, "Expected grad shape to be [{0},2,2,2,2], but got [{1},2,2,2,2]"
// CHECK: linalg.generic
// CHECK: math.absf
func.func @maxpool3d_grad_unknown_batch(%x: tensor<?x2x4x4x4xf32>, %o: tensor<?x2x2x2x2xf32>, %g: tensor<?x2x2x2x2xf32>) -> tensor<*xf32> {
  %y = "tf.MaxPool3DGrad"(%x, %o, %g) {data_format = "NCDHW", ksize = [1, 1, 2, 2, 2], padding = "VALID", strides = [1, 1, 2, 2, 2]} : (tensor<?x2x4x4x4xf32>, tensor<?x2x2x2x2xf32>, tensor<?x2x2x2x2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// A grouped Conv3D (input depth 4, filter depth 2) and its gradients: one
// convolution per group, as in 2-D.
// CHECK-LABEL: func.func @conv3d_grouped
// CHECK: %[[X1:.*]] = tensor.extract_slice %arg0[0, 0, 0, 0, 2] [1, 4, 4, 4, 2] [1, 1, 1, 1, 1]
// CHECK: %[[F1:.*]] = tensor.extract_slice %arg1[0, 0, 0, 0, 3] [2, 2, 2, 2, 3] [1, 1, 1, 1, 1]
// CHECK: %[[Y1:.*]] = linalg.conv_3d_ndhwc_dhwcf {{.*}} ins(%[[X1]], %[[F1]] : {{.*}}) {{.*}} -> tensor<1x3x3x3x3xf32>
// CHECK: %[[R:.*]] = tensor.insert_slice %[[Y1]] into %{{.*}}[0, 0, 0, 0, 3] [1, 3, 3, 3, 3] [1, 1, 1, 1, 1] : tensor<1x3x3x3x3xf32> into tensor<1x3x3x3x6xf32>
// CHECK: return %[[R]]
func.func @conv3d_grouped(%x: tensor<1x4x4x4x4xf32>, %f: tensor<2x2x2x2x6xf32>) -> tensor<*xf32> {
  %y = "tf.Conv3D"(%x, %f) {padding = "VALID", strides = [1, 1, 1, 1, 1]} : (tensor<1x4x4x4x4xf32>, tensor<2x2x2x2x6xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @conv3d_backprop_input_grouped
// CHECK: tensor.extract_slice %{{.*}}[0, 0, 0, 0, 3] [1, 5, 5, 5, 3] [1, 1, 1, 1, 1]
// CHECK: linalg.conv_3d_ndhwc_dhwcf {{.*}} -> tensor<1x4x4x4x2xf32>
// CHECK: %[[R:.*]] = tensor.insert_slice %{{.*}} into %{{.*}}[0, 0, 0, 0, 2] [1, 4, 4, 4, 2] [1, 1, 1, 1, 1] : tensor<1x4x4x4x2xf32> into tensor<1x4x4x4x4xf32>
// CHECK: return %[[R]]
func.func @conv3d_backprop_input_grouped(%f: tensor<2x2x2x2x6xf32>, %dy: tensor<1x3x3x3x6xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 4, 4, 4, 4]> : tensor<5xi32>} : () -> tensor<5xi32>
  %y = "tf.Conv3DBackpropInputV2"(%s, %f, %dy) {padding = "VALID", strides = [1, 1, 1, 1, 1]} : (tensor<5xi32>, tensor<2x2x2x2x6xf32>, tensor<1x3x3x3x6xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @conv3d_backprop_filter_grouped
// CHECK: tensor.extract_slice %arg0[0, 0, 0, 0, 2] [1, 4, 4, 4, 2] [1, 1, 1, 1, 1]
// CHECK: tensor.extract_slice %arg1[0, 0, 0, 0, 3] [1, 3, 3, 3, 3] [1, 1, 1, 1, 1]
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<2x2x2x2x3xf32>)
// CHECK: %[[R:.*]] = tensor.insert_slice %{{.*}} into %{{.*}}[0, 0, 0, 0, 3] [2, 2, 2, 2, 3] [1, 1, 1, 1, 1] : tensor<2x2x2x2x3xf32> into tensor<2x2x2x2x6xf32>
// CHECK: return %[[R]]
func.func @conv3d_backprop_filter_grouped(%x: tensor<1x4x4x4x4xf32>, %dy: tensor<1x3x3x3x6xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[2, 2, 2, 2, 6]> : tensor<5xi32>} : () -> tensor<5xi32>
  %y = "tf.Conv3DBackpropFilterV2"(%x, %s, %dy) {padding = "VALID", strides = [1, 1, 1, 1, 1]} : (tensor<1x4x4x4x4xf32>, tensor<5xi32>, tensor<1x3x3x3x6xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// Input depth from data: taken as ungrouped, checked at run time.
// CHECK-LABEL: func.func @conv3d_backprop_input_depth_from_data
// CHECK: tagrad.runtime_check %{{.*}}, "input depth {0} in input_sizes is not the filter's input depth {1}: TaGrad needs a grouped convolution's input depth at compile time"
// CHECK-NOT: tensor.extract_slice
// CHECK: linalg.conv_3d_ndhwc_dhwcf {{.*}} -> tensor<1x4x4x4x2xf32>
func.func @conv3d_backprop_input_depth_from_data(%d: tensor<i32>, %f: tensor<2x2x2x2x6xf32>, %dy: tensor<1x3x3x3x6xf32>) -> tensor<*xf32> {
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %four = "tf.Const"() {value = dense<4> : tensor<i32>} : () -> tensor<i32>
  %s = "tf.Pack"(%one, %four, %four, %four, %d) {axis = 0 : i64} : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<5xi32>
  %y = "tf.Conv3DBackpropInputV2"(%s, %f, %dy) {padding = "VALID", strides = [1, 1, 1, 1, 1]} : (tensor<5xi32>, tensor<2x2x2x2x6xf32>, tensor<1x3x3x3x6xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}
