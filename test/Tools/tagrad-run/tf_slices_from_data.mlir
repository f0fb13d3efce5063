// ReverseSequence with lengths fed at run time: each batch entry's first
// len[b] steps reversed; lengths outside [0, steps] and a length count that
// is not the batch are TensorFlow's errors at the op.
// RUN: tagrad-run %s --function=reverse --input="2x3xf32=1,2,3,4,5,6" --input="2xi32=2,3" | FileCheck %s
// CHECK: 2x3xf32={{\[}}[2 1 3][6 5 4]]
// RUN: tagrad-run %s --function=reverse --input="2x3xf32=1,2,3,4,5,6" --input="2xi32=0,1" | FileCheck %s --check-prefix=SHORT
// SHORT: 2x3xf32={{\[}}[1 2 3][4 5 6]]
// RUN: not tagrad-run %s --function=reverse --input="2x3xf32=1,2,3,4,5,6" --input="2xi32=2,4" 2>&1 | FileCheck %s --check-prefix=LONG
// LONG: tagrad runtime error: seq_lens(1) > input.dims(1) (at reverse_node)
// RUN: not tagrad-run %s --function=reverse --input="2x3xf32=1,2,3,4,5,6" --input="2xi32=-1,1" --pipeline-options="buffer-cache=false threads=1" 2>&1 | FileCheck %s --check-prefix=NEG
// NEG: tagrad runtime error: seq_lens(0) < 0 (at reverse_node)
// RUN: not tagrad-run %s --function=reverse --input="2x3xf32=1,2,3,4,5,6" --input="3xi32=1,1,1" 2>&1 | FileCheck %s --check-prefix=COUNT
// COUNT: tagrad runtime error: Length of seq_lens != input.dims(0), (3 vs. 2) (at reverse_node)

func.func @reverse(%x: tensor<2x3xf32>, %len: tensor<?xi32>) -> tensor<*xf32> {
  %r = "tf.ReverseSequence"(%x, %len) {seq_dim = 1 : i64, batch_dim = 0 : i64} : (tensor<2x3xf32>, tensor<?xi32>) -> tensor<*xf32> loc("reverse_node")
  return %r : tensor<*xf32>
}

// Slices and paddings from run-time values: TensorFlow's messages.
// RUN: not tagrad-run %s --function=index --input="4xf32=1,2,3,4" --input="i32=4" 2>&1 | FileCheck %s --check-prefix=INDEX
// RUN: not tagrad-run %s --function=index --input="4xf32=1,2,3,4" --input="i32=-5" --pipeline-options="buffer-cache=false threads=1" 2>&1 | FileCheck %s --check-prefix=INDEX-NEG
// INDEX: tagrad runtime error: slice index 4 of dimension 0 out of bounds. (at index_node)
// INDEX-NEG: tagrad runtime error: slice index -5 of dimension 0 out of bounds. (at index_node)
// RUN: tagrad-run %s --function=index --input="4xf32=1,2,3,4" --input="i32=-1" | FileCheck %s --check-prefix=INDEX-LAST
// INDEX-LAST: f32=4
// RUN: not tagrad-run %s --function=pad --input="2xf32=1,2" --input="1x2xi32=1,-1" 2>&1 | FileCheck %s --check-prefix=PAD-NEG
// PAD-NEG: tagrad runtime error: Paddings must be non-negative: 1 -1 (at pad_node)
// RUN: tagrad-run %s --function=pad --input="2xf32=1,2" --input="1x2xi32=1,2" | FileCheck %s --check-prefix=PAD
// PAD: 5xf32=[0 1 2 0 0]

func.func @index(%x: tensor<4xf32>, %t: tensor<i32>) -> tensor<*xf32> {
  %one = "tf.Const"() {value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
  %b = "tf.Reshape"(%t, %one) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
  %e = "tf.AddV2"(%b, %one) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
  %r = "tf.StridedSlice"(%x, %b, %e, %one) {shrink_axis_mask = 1 : i64} : (tensor<4xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<*xf32> loc("index_node")
  return %r : tensor<*xf32>
}

func.func @pad(%x: tensor<2xf32>, %p: tensor<1x2xi32>) -> tensor<*xf32> {
  %r = "tf.Pad"(%x, %p) : (tensor<2xf32>, tensor<1x2xi32>) -> tensor<*xf32> loc("pad_node")
  return %r : tensor<*xf32>
}

// MatrixBandPart with fed bounds larger than the matrix: TensorFlow's error.
// RUN: not tagrad-run %s --function=band --input="2x2xf32=1" --input="i64=3" 2>&1 | FileCheck %s --check-prefix=BAND
// BAND: tagrad runtime error: num_lower must be negative or less or equal to number of rows (2) got: 3 (at band_node)
func.func @band(%x: tensor<2x2xf32>, %n: tensor<i64>) -> tensor<*xf32> {
  %z = "tf.Const"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
  %r = "tf.MatrixBandPart"(%x, %n, %z) : (tensor<2x2xf32>, tensor<i64>, tensor<i64>) -> tensor<*xf32> loc("band_node")
  return %r : tensor<*xf32>
}

// A slice assignment whose value's size comes from data: broadcast when 1,
// written when the slice's, TensorFlow's error otherwise; a slice of no
// elements (rows 3 and on of 3) takes any value and writes nothing.
// RUN: tagrad-run %s --function=assign --input="3x2xf32=1,2,3,4,5,6" --input="1xf32=9" --input="i32=1" | FileCheck %s --check-prefix=ASSIGN-BCAST
// ASSIGN-BCAST: 3x2xf32={{\[}}[1 2][9 9][5 6]]
// RUN: tagrad-run %s --function=assign --input="3x2xf32=1,2,3,4,5,6" --input="2xf32=7,8" --input="i32=2" | FileCheck %s --check-prefix=ASSIGN-ROW
// ASSIGN-ROW: 3x2xf32={{\[}}[1 2][3 4][7 8]]
// RUN: tagrad-run %s --function=assign --input="3x2xf32=1,2,3,4,5,6" --input="3xf32=7,8,9" --input="i32=3" | FileCheck %s --check-prefix=ASSIGN-EMPTY
// ASSIGN-EMPTY: 3x2xf32={{\[}}[1 2][3 4][5 6]]
// RUN: not tagrad-run %s --function=assign --input="3x2xf32=1,2,3,4,5,6" --input="3xf32=7,8,9" --input="i32=0" 2>&1 | FileCheck %s --check-prefix=ASSIGN-BAD
// ASSIGN-BAD: tagrad runtime error: Cannot broadcast input shape [3] into final shape [1,2] (at assign_node)

func.func @assign(%x: tensor<3x2xf32>, %v: tensor<?xf32>, %t: tensor<i32>) -> tensor<*xf32> {
  %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %two = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  %t1 = "tf.AddV2"(%t, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %b = "tf.Pack"(%t, %zero) {axis = 0 : i64} : (tensor<i32>, tensor<i32>) -> tensor<2xi32>
  %e = "tf.Pack"(%t1, %two) {axis = 0 : i64} : (tensor<i32>, tensor<i32>) -> tensor<2xi32>
  %s = "tf.Const"() {value = dense<1> : tensor<2xi32>} : () -> tensor<2xi32>
  %r = "tf.TensorStridedSliceUpdate"(%x, %b, %e, %s, %v) : (tensor<3x2xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<?xf32>) -> tensor<*xf32> loc("assign_node")
  return %r : tensor<*xf32>
}

// SplitV with sizes from data: one -1 takes the rest; TensorFlow's checks
// and messages otherwise.
// RUN: tagrad-run %s --function=split --input="2x6xf32=0,1,2,3,4,5,6,7,8,9,10,11" --input="3xi32=2,-1,1" | FileCheck %s --check-prefix=SPLIT
// SPLIT: 2x2xf32={{\[}}[0 1][6 7]]
// SPLIT: 2x3xf32={{\[}}[2 3 4][8 9 10]]
// SPLIT: 2x1xf32={{\[}}[5][11]]
// RUN: not tagrad-run %s --function=split --input="2x6xf32=0,1,2,3,4,5,6,7,8,9,10,11" --input="3xi32=2,-1,-1" 2>&1 | FileCheck %s --check-prefix=SPLIT-TWO-REST
// SPLIT-TWO-REST: tagrad runtime error: There can only be one -1 in the input. (at split_node)
// RUN: not tagrad-run %s --function=split --input="2x6xf32=0,1,2,3,4,5,6,7,8,9,10,11" --input="3xi32=2,3,4" 2>&1 | FileCheck %s --check-prefix=SPLIT-SUM
// SPLIT-SUM: tagrad runtime error: Determined shape must either match input shape along split_dim exactly if fully specified, or be less than the size of the input along split_dim if not fully specified.  Got: 9 (at split_node)
// RUN: not tagrad-run %s --function=split --input="2x6xf32=0,1,2,3,4,5,6,7,8,9,10,11" --input="3xi32=-3,8,1" 2>&1 | FileCheck %s --check-prefix=SPLIT-NEG
// SPLIT-NEG: tagrad runtime error: Split size at index 0 must be >= 0. Got: -3 (at split_node)
// RUN: not tagrad-run %s --function=split_count --input="2x6xf32=0,1,2,3,4,5,6,7,8,9,10,11" --input="2xi32=2,4" 2>&1 | FileCheck %s --check-prefix=SPLIT-COUNT
// SPLIT-COUNT: tagrad runtime error: size of the split_tensor must be 1-D and have the same elements as outputs got 1 -D and 2 elements (at split_count_node)

func.func @split(%x: tensor<2x6xf32>, %s: tensor<3xi32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %a = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %r:3 = "tf.SplitV"(%x, %s, %a) {num_split = 3 : i64} : (tensor<2x6xf32>, tensor<3xi32>, tensor<i32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) loc("split_node")
  return %r#0, %r#1, %r#2 : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}

func.func @split_count(%x: tensor<2x6xf32>, %s: tensor<?xi32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %a = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %r:3 = "tf.SplitV"(%x, %s, %a) {num_split = 3 : i64} : (tensor<2x6xf32>, tensor<?xi32>, tensor<i32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) loc("split_count_node")
  return %r#0, %r#1, %r#2 : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}

// SplitV along a dimension known only at run time, by constant sizes.
// RUN: tagrad-run %s --function=split_dynamic --input="4xf32=1,2,3,4" | FileCheck %s --check-prefix=SPLIT-DYN
// SPLIT-DYN: 1xf32=[1]
// SPLIT-DYN: 3xf32=[2 3 4]
// RUN: not tagrad-run %s --function=split_dynamic --input="0xf32=" 2>&1 | FileCheck %s --check-prefix=EMPTYSPLIT
// EMPTYSPLIT: tagrad runtime error: Determined shape must either match input shape along split_dim exactly if fully specified, or be less than the size of the input along split_dim if not fully specified.  Got: 1 (at split_dynamic_node)

func.func @split_dynamic(%x: tensor<?xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %s = "tf.Const"() {value = dense<[1, -1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %a = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %r:2 = "tf.SplitV"(%x, %s, %a) {num_split = 2 : i64} : (tensor<?xf32>, tensor<2xi32>, tensor<i32>) -> (tensor<*xf32>, tensor<*xf32>) loc("split_dynamic_node")
  return %r#0, %r#1 : tensor<*xf32>, tensor<*xf32>
}

// RGBToHSV of pixels whose channel count comes from data: TensorFlow's
// message when it is not 3.
// RUN: tagrad-run %s --function=hsv --input="1x3xf32=1,0,0" | FileCheck %s --check-prefix=HSV
// HSV: 1x3xf32={{\[}}[0 1 1]]
// RUN: not tagrad-run %s --function=hsv --input="1x4xf32=1,0,0,0" 2>&1 | FileCheck %s --check-prefix=HSV-CHANNELS
// HSV-CHANNELS: tagrad runtime error: input must have 3 channels but input only has 4 channels. (at hsv_node)

func.func @hsv(%x: tensor<1x?xf32>) -> tensor<*xf32> {
  %r = "tf.RGBToHSV"(%x) : (tensor<1x?xf32>) -> tensor<*xf32> loc("hsv_node")
  return %r : tensor<*xf32>
}

// AdjustHue of pixels whose channel count comes from data.
// RUN: tagrad-run %s --function=hue --input="1x1x3xf32=1,0,0" | FileCheck %s --check-prefix=HUE
// HUE: 1x1x3xf32={{\[}}{{\[}}[0 1 0]]]
// RUN: not tagrad-run %s --function=hue --input="1x1x4xf32=1,0,0,0" 2>&1 | FileCheck %s --check-prefix=HUE-CHANNELS
// HUE-CHANNELS: tagrad runtime error: input must have 3 channels but instead has 4 channels. (at hue_node)

func.func @hue(%x: tensor<1x1x?xf32>) -> tensor<*xf32> {
  %d = "tf.Const"() {value = dense<0.333333343> : tensor<f32>} : () -> tensor<f32>
  %r = "tf.AdjustHue"(%x, %d) : (tensor<1x1x?xf32>, tensor<f32>) -> tensor<*xf32> loc("hue_node")
  return %r : tensor<*xf32>
}
