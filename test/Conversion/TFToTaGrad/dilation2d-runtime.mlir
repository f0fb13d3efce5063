// Dilation2D and its gradients on data (values from TensorFlow 2.21):
// SAME padding with the window past the bottom and right edges (those
// positions skipped, not padded), a strided and dilated VALID window; the
// gradients go to the window's first maximum (input position or filter
// tap).
//
// RUN: tagrad-run %s --function=dilation --input="1x3x3x1xf32=1,5,2,4,3,9,0,8,6" --input="2x2x1xf32=0,1,2,-1" 2>&1 | FileCheck %s --check-prefix=FWD
// FWD: 1x3x3x1xf32={{\[\[\[\[}}6]
// FWD-SAME: [8]
// FWD-SAME: [11]]
// FWD-SAME: {{\[\[}}7]
// FWD-SAME: [10]
// FWD-SAME: [9]]
// FWD-SAME: {{\[\[}}9]
// FWD-SAME: [8]
// FWD-SAME: [6]]]]
// FWD: 1x1x1x1xf32={{\[\[\[\[}}8]]]]
// RUN: tagrad-run %s --function=grads --input="1x3x3x1xf32=1,5,2,4,3,9,0,8,6" --input="2x2x1xf32=0,1,2,-1" --input="1x3x3x1xf32=1,2,3,4,5,6,7,8,9" 2>&1 | FileCheck %s --check-prefix=GRAD
// GRAD: 1x3x3x1xf32={{\[\[\[\[}}0]
// GRAD-SAME: [1]
// GRAD-SAME: [0]]
// GRAD-SAME: {{\[\[}}0]
// GRAD-SAME: [0]
// GRAD-SAME: [16]]
// GRAD-SAME: {{\[\[}}0]
// GRAD-SAME: [19]
// GRAD-SAME: [9]]]]
// GRAD: 2x2x1xf32={{\[\[\[}}23]
// GRAD-SAME: [13]]
// GRAD-SAME: {{\[\[}}3]
// GRAD-SAME: [6]]]

func.func @dilation(%x: tensor<1x3x3x1xf32>, %f: tensor<2x2x1xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %y = "tf.Dilation2D"(%x, %f) {strides = [1, 1, 1, 1], rates = [1, 1, 1, 1], padding = "SAME"} : (tensor<1x3x3x1xf32>, tensor<2x2x1xf32>) -> tensor<*xf32>
  %z = "tf.Dilation2D"(%x, %f) {strides = [1, 2, 1, 1], rates = [1, 1, 2, 1], padding = "VALID"} : (tensor<1x3x3x1xf32>, tensor<2x2x1xf32>) -> tensor<*xf32>
  return %y, %z : tensor<*xf32>, tensor<*xf32>
}
func.func @grads(%x: tensor<1x3x3x1xf32>, %f: tensor<2x2x1xf32>, %g: tensor<1x3x3x1xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %i = "tf.Dilation2DBackpropInput"(%x, %f, %g) {strides = [1, 1, 1, 1], rates = [1, 1, 1, 1], padding = "SAME"} : (tensor<1x3x3x1xf32>, tensor<2x2x1xf32>, tensor<1x3x3x1xf32>) -> tensor<*xf32>
  %k = "tf.Dilation2DBackpropFilter"(%x, %f, %g) {strides = [1, 1, 1, 1], rates = [1, 1, 1, 1], padding = "SAME"} : (tensor<1x3x3x1xf32>, tensor<2x2x1xf32>, tensor<1x3x3x1xf32>) -> tensor<*xf32>
  return %i, %k : tensor<*xf32>, tensor<*xf32>
}
