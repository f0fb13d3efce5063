// The FakeQuant ops on sizes known only at run time: the values where the
// sizes agree (per channel: a [0, 0] channel is all 0, a [-1, 1] channel
// has 255 levels of 2/255), TensorFlow's messages at the op where they do
// not.
//
// RUN: tagrad-run %s --function=channels --input="2x2xf32=-1,-0.5,0.3,1" --input="2xf32=0,-1" --input="2xf32=0,1" 2>&1 | FileCheck %s --check-prefix=CHANNELS
// CHANNELS: 2x2xf32={{\[\[}}0 -0.50196
// CHANNELS-SAME: [0 1.0039
// RUN: not tagrad-run %s --function=channels --input="2x2xf32=0" --input="3xf32=0" --input="2xf32=1" 2>&1 | FileCheck %s --check-prefix=SIZE
// SIZE: min has incorrect size, expected 2 was 3 (at channels_node)
// RUN: tagrad-run %s --function=gradient --input="3xf32=1,2,3" --input="3xf32=-2,0.5,9" 2>&1 | FileCheck %s --check-prefix=GRADIENT
// GRADIENT: 3xf32=[0 2 0]
// GRADIENT: f32=1
// GRADIENT: f32=3
// RUN: not tagrad-run %s --function=gradient --input="2xf32=1,2" --input="3xf32=-2,0.5,9" 2>&1 | FileCheck %s --check-prefix=GRAD-SIZE
// GRAD-SIZE: gradient and input must be the same size (at gradient_node)

func.func @channels(%x: tensor<?x?xf32>, %mn: tensor<?xf32>, %mx: tensor<?xf32>) -> tensor<*xf32> {
  %y = "tf.FakeQuantWithMinMaxVarsPerChannel"(%x, %mn, %mx) : (tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>) -> tensor<*xf32> loc("channels_node")
  return %y : tensor<*xf32>
}

func.func @gradient(%g: tensor<?xf32>, %x: tensor<?xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %mn = "tf.Const"() {value = dense<-1.0> : tensor<f32>} : () -> tensor<f32>
  %mx = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  %y:3 = "tf.FakeQuantWithMinMaxVarsGradient"(%g, %x, %mn, %mx) : (tensor<?xf32>, tensor<?xf32>, tensor<f32>, tensor<f32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) loc("gradient_node")
  return %y#0, %y#1, %y#2 : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}
