// Convolution gradients whose out_backprop sizes the graph does not know
// (inside a TF1 while loop's gradient it is reshaped by a shape a stack
// kept: tensor<?x?x?x?xf32>), and a depthwise input gradient whose
// input_sizes come from data (its gradient takes the input's Shape, which
// the loop's gradient pops): the sizes are derived from the input (or
// input_sizes), filter_sizes and the window as TensorFlow's
// ConvBackpropComputeDimensions derives them, and checked at run time with
// TensorFlow's messages. Expected values and messages are TensorFlow
// 2.21's.
//
// RUN: tagrad-run %s --function=c2f \
// RUN:   --input="2x1x5x2xf32=-3,-2,-1,0,1,2,3,-3,-2,-1,0,1,2,3,-3,-2,-1,0,1,2" \
// RUN:   --input="2x1x5x2xf32=-2,-1,0,1,2,3,4,-2,-1,0,1,2,3,4,-2,-1,0,1,2,3" \
// RUN:   --expected_output="1x3x2x2xf32=-7,-16,8,-7,36,12,15,36,-5,9,-13,-5" \
// RUN:   | FileCheck %s --check-prefix=MATCH
// RUN: tagrad-run %s --function=c2i \
// RUN:   --input="2x1x5x2xf32=-2,-1,0,1,2,3,4,-2,-1,0,1,2,3,4,-2,-1,0,1,2,3" \
// RUN:   --expected_output="2x1x5x2xf32=-10,-7,1,0,15,10,8,34,-5,-3,8,14,29,15,-6,11,1,0,19,10" \
// RUN:   | FileCheck %s --check-prefix=MATCH
// RUN: tagrad-run %s --function=c3f \
// RUN:   --input="1x2x3x3x1xf32=-3,-2,-1,0,1,2,3,-3,-2,-1,0,1,2,3,-3,-2,-1,0" \
// RUN:   --input="1x1x2x2x2xf32=-2,-1,0,1,2,3,4,-2" \
// RUN:   --expected_output="2x2x2x1x2xf32=10,-1,14,0,-6,16,-16,-4,18,1,-6,16,-12,-3,-8,-9" \
// RUN:   | FileCheck %s --check-prefix=MATCH
// RUN: tagrad-run %s --function=c3i \
// RUN:   --input="1x1x2x2x2xf32=-2,-1,0,1,2,3,4,-2" \
// RUN:   --expected_output="1x2x3x3x1xf32=2,-4,2,-12,-1,-1,18,11,22,-1,-6,3,-10,18,2,23,4,-4" \
// RUN:   | FileCheck %s --check-prefix=MATCH
// RUN: tagrad-run %s --function=dwf \
// RUN:   --input="1x3x3x2xf32=-3,-2,-1,0,1,2,3,-3,-2,-1,0,1,2,3,-3,-2,-1,0" \
// RUN:   --input="1x2x2x2xf32=-2,-1,0,1,2,3,4,-2" \
// RUN:   --expected_output="2x2x2x1xf32=4,-5,-2,-3,-14,15,-6,-4" \
// RUN:   | FileCheck %s --check-prefix=MATCH
// RUN: tagrad-run %s --function=dwi --input="4xi32=1,3,3,2" \
// RUN:   --input="1x2x2x2xf32=-2,-1,0,1,2,3,4,-2" \
// RUN:   --expected_output="1x3x3x2xf32=2,0,-2,-2,0,2,-8,-4,-12,11,4,-5,6,12,22,-11,20,2" \
// RUN:   | FileCheck %s --check-prefix=MATCH
// MATCH: matches
// MATCH-NOT: MISMATCH
//
// RUN: not tagrad-run %s --function=c2f --input="2x1x5x2xf32=0" \
// RUN:   --input="2x1x4x2xf32=0" 2>&1 | FileCheck %s --check-prefix=C2F-COLS
// C2F-COLS: Conv2DCustomBackpropFilter: Size of out_backprop doesn't match computed: actual = 4, computed = 5 spatial_dim: 2 input: 5 filter: 3 output: 4 stride: 1 dilation: 1 (at c2f_node)
// RUN: not tagrad-run %s --function=c2f --input="2x1x5x2xf32=0" \
// RUN:   --input="2x1x5x3xf32=0" 2>&1 | FileCheck %s --check-prefix=C2F-DEPTH
// C2F-DEPTH: Conv2DCustomBackpropFilter: filter and out_backprop must have the same out_depth (at c2f_node)
// RUN: not tagrad-run %s --function=c2i --input="2x2x5x2xf32=0" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=C2I-ROWS
// C2I-ROWS: Conv2DCustomBackpropInput: Size of out_backprop doesn't match computed: actual = 2, computed = 1 spatial_dim: 1 input: 1 filter: 1 output: 2 stride: 1 dilation: 1 (at c2i_node)
// RUN: not tagrad-run %s --function=c3f --input="1x2x3x3x1xf32=0" \
// RUN:   --input="1x1x2x2x3xf32=0" 2>&1 | FileCheck %s --check-prefix=C3F-DEPTH
// C3F-DEPTH: out_backprop and filter_sizes must have the same number of channels. Got 3 for out_backprop and 2 for filter_sizes (at c3f_node)
// RUN: not tagrad-run %s --function=c3i --input="1x1x2x3x2xf32=0" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=C3I-COLS
// C3I-COLS: Conv3DBackpropInputOp: Size of out_backprop doesn't match computed: actual = 3, computed = 2 spatial_dim: 3 input: 3 filter: 2 output: 3 stride: 1 dilation: 1 (at c3i_node)
// RUN: not tagrad-run %s --function=dwf --input="1x3x3x2xf32=0" \
// RUN:   --input="1x3x2x2xf32=0" 2>&1 | FileCheck %s --check-prefix=DWF-ROWS
// DWF-ROWS: DepthwiseConv2DBackpropFilter: Number of rows of out_backprop doesn't match computed: actual = 3, computed = 2 (at dwf_node)
// RUN: not tagrad-run %s --function=dwf --input="1x3x3x2xf32=0" \
// RUN:   --input="1x2x2x3xf32=0" 2>&1 | FileCheck %s --check-prefix=DWF-DEPTH
// DWF-DEPTH: DepthwiseConv2DBackpropFilter: depth_multiplier * in_depth not equal to out_depth (at dwf_node)
// RUN: not tagrad-run %s --function=dwi --input="4xi32=1,4,3,2" \
// RUN:   --input="1x2x2x2xf32=0" 2>&1 | FileCheck %s --check-prefix=DWI-ROWS
// DWI-ROWS: DepthwiseConv2DBackpropInput: Number of rows of out_backprop doesn't match computed: actual = 2, computed = 3 (at dwi_node)
// RUN: not tagrad-run %s --function=dwi --input="4xi32=1,3,4,2" \
// RUN:   --input="1x2x2x2xf32=0" 2>&1 | FileCheck %s --check-prefix=DWI-COLS
// DWI-COLS: DepthwiseConv2DBackpropInput: Number of cols of out_backprop doesn't match computed: actual = 2, computed = 3 (at dwi_node)
// RUN: not tagrad-run %s --function=dwi --input="4xi32=1,3,3,3" \
// RUN:   --input="1x2x2x2xf32=0" 2>&1 | FileCheck %s --check-prefix=DWI-DEPTH
// DWI-DEPTH: DepthwiseConv2DBackpropInput: input and filter must have the same in_depth (at dwi_node)

func.func @c2f(%x: tensor<?x1x5x2xf32>, %dy: tensor<?x?x?x?xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 3, 2, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
  %r = "tf.Conv2DBackpropFilter"(%x, %s, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<?x1x5x2xf32>, tensor<4xi32>, tensor<?x?x?x?xf32>) -> tensor<*xf32> loc("c2f_node")
  return %r : tensor<*xf32>
}

func.func @c2i(%dy: tensor<?x?x?x?xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[2, 1, 5, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
  %f = "tf.Const"() {value = dense<[[[[-1.0, 0.0], [1.0, 2.0]], [[3.0, 4.0], [5.0, -1.0]], [[0.0, 1.0], [2.0, 3.0]]]]> : tensor<1x3x2x2xf32>} : () -> tensor<1x3x2x2xf32>
  %r = "tf.Conv2DBackpropInput"(%s, %f, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<4xi32>, tensor<1x3x2x2xf32>, tensor<?x?x?x?xf32>) -> tensor<*xf32> loc("c2i_node")
  return %r : tensor<*xf32>
}

func.func @c3f(%x: tensor<1x2x3x3x1xf32>, %dy: tensor<?x?x?x?x?xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[2, 2, 2, 1, 2]> : tensor<5xi32>} : () -> tensor<5xi32>
  %r = "tf.Conv3DBackpropFilterV2"(%x, %s, %dy) {padding = "VALID", strides = [1, 1, 1, 1, 1]} : (tensor<1x2x3x3x1xf32>, tensor<5xi32>, tensor<?x?x?x?x?xf32>) -> tensor<*xf32> loc("c3f_node")
  return %r : tensor<*xf32>
}

func.func @c3i(%dy: tensor<?x?x?x?x?xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, 2, 3, 3, 1]> : tensor<5xi32>} : () -> tensor<5xi32>
  %f = "tf.Const"() {value = dense<[-1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -1.0, 0.0]> : tensor<16xf32>} : () -> tensor<16xf32>
  %fs = "tf.Const"() {value = dense<[2, 2, 2, 1, 2]> : tensor<5xi32>} : () -> tensor<5xi32>
  %f5 = "tf.Reshape"(%f, %fs) : (tensor<16xf32>, tensor<5xi32>) -> tensor<2x2x2x1x2xf32>
  %r = "tf.Conv3DBackpropInputV2"(%s, %f5, %dy) {padding = "VALID", strides = [1, 1, 1, 1, 1]} : (tensor<5xi32>, tensor<2x2x2x1x2xf32>, tensor<?x?x?x?x?xf32>) -> tensor<*xf32> loc("c3i_node")
  return %r : tensor<*xf32>
}

func.func @dwf(%x: tensor<1x3x3x2xf32>, %dy: tensor<?x?x?x?xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[2, 2, 2, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
  %r = "tf.DepthwiseConv2dNativeBackpropFilter"(%x, %s, %dy) {padding = "VALID", strides = [1, 1, 1, 1]} : (tensor<1x3x3x2xf32>, tensor<4xi32>, tensor<?x?x?x?xf32>) -> tensor<*xf32> loc("dwf_node")
  return %r : tensor<*xf32>
}

func.func @dwi(%s: tensor<4xi32>, %dy: tensor<1x2x2x2xf32>) -> tensor<*xf32> {
  %f = "tf.Const"() {value = dense<[[[[-1.0], [0.0]], [[1.0], [2.0]]], [[[3.0], [4.0]], [[5.0], [-1.0]]]]> : tensor<2x2x2x1xf32>} : () -> tensor<2x2x2x1xf32>
  %r = "tf.DepthwiseConv2dNativeBackpropInput"(%s, %f, %dy) {padding = "VALID", strides = [1, 1, 1, 1]} : (tensor<4xi32>, tensor<2x2x2x1xf32>, tensor<1x2x2x2xf32>) -> tensor<*xf32> loc("dwi_node")
  return %r : tensor<*xf32>
}
