// QuantizeAndDequantizeV2, V3 and V4Grad on values known only at run time:
// V3's num_bits fed (3 bits over [-1, 1]: the scale 3 from the max side,
// levels of 1/3; the values are TensorFlow's), TensorFlow's messages at the op where num_bits,
// the range or a per-channel size is wrong. (Run-time messages print
// integers only: the invalid range is reported without its values.)
//
// RUN: tagrad-run %s --function=bits --input="4xf32=-1,-0.4,0.3,0.9" --input="i32=3" 2>&1 | FileCheck %s --check-prefix=BITS
// BITS: 4xf32=[-1 -0.333333343 0.333333343 1]
// RUN: not tagrad-run %s --function=bits --input="4xf32=0" --input="i32=0" 2>&1 | FileCheck %s --check-prefix=BITS-RANGE
// BITS-RANGE: num_bits is out of range: 0 with `signed_input_` 1 (at bits_node)
// RUN: tagrad-run %s --function=range --input="4xf32=-1,-0.4,0.3,0.9" --input="f32=-1" --input="f32=1" 2>&1 | FileCheck %s --check-prefix=RANGE
// RANGE: 4xf32=[-1 -0.40157479 0.299212605 0.897637784]
// RUN: not tagrad-run %s --function=range --input="4xf32=0" --input="f32=1" --input="f32=-1" 2>&1 | FileCheck %s --check-prefix=INVALID
// INVALID: Invalid range: input_min > input_max (at range_node)
// RUN: not tagrad-run %s --function=channels --input="2x3xf32=0" --input="2xf32=-1,-1" --input="3xf32=1,1,1" 2>&1 | FileCheck %s --check-prefix=CHANNELS
// CHANNELS: input_min_tensor has incorrect size, was 2 expected 3 to match dim 1 of the input [2] (at channels_node)
// RUN: tagrad-run %s --function=gradient --input="2x2xf32=1,2,3,4" --input="2x2xf32=-2,0.5,0.5,3" --input="2xf32=-1,0" --input="2xf32=1,4" 2>&1 | FileCheck %s --check-prefix=GRADIENT
// GRADIENT: 2x2xf32={{\[\[}}0 2]
// GRADIENT-SAME: [3 4]]
// GRADIENT: 2xf32=[0 0]
// RUN: not tagrad-run %s --function=gradient --input="2x2xf32=0" --input="2x2xf32=0" --input="3xf32=0,0,0" --input="2xf32=1,1" 2>&1 | FileCheck %s --check-prefix=GRAD-SIZE
// GRAD-SIZE: min has incorrect size, expected 2 was 3 (at gradient_node)

func.func @bits(%x: tensor<4xf32>, %n: tensor<i32>) -> tensor<*xf32> {
  %mn = "tf.Const"() {value = dense<-1.0> : tensor<f32>} : () -> tensor<f32>
  %mx = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  %y = "tf.QuantizeAndDequantizeV3"(%x, %mn, %mx, %n) : (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<i32>) -> tensor<*xf32> loc("bits_node")
  return %y : tensor<*xf32>
}

func.func @range(%x: tensor<4xf32>, %mn: tensor<f32>, %mx: tensor<f32>) -> tensor<*xf32> {
  %y = "tf.QuantizeAndDequantizeV2"(%x, %mn, %mx) {range_given = true} : (tensor<4xf32>, tensor<f32>, tensor<f32>) -> tensor<*xf32> loc("range_node")
  return %y : tensor<*xf32>
}

func.func @channels(%x: tensor<?x?xf32>, %mn: tensor<?xf32>, %mx: tensor<?xf32>) -> tensor<*xf32> {
  %n = "tf.Const"() {value = dense<8> : tensor<i32>} : () -> tensor<i32>
  %y = "tf.QuantizeAndDequantizeV3"(%x, %mn, %mx, %n) {axis = 1 : i64} : (tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<i32>) -> tensor<*xf32> loc("channels_node")
  return %y : tensor<*xf32>
}

func.func @gradient(%g: tensor<?x?xf32>, %x: tensor<?x?xf32>, %mn: tensor<?xf32>, %mx: tensor<?xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %y:3 = "tf.QuantizeAndDequantizeV4Grad"(%g, %x, %mn, %mx) {axis = 1 : i64} : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) loc("gradient_node")
  return %y#0, %y#1 : tensor<*xf32>, tensor<*xf32>
}
