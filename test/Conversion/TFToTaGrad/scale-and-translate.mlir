// ScaleAndTranslate (tf.image.resize with antialias, lanczos, gaussian,
// mitchellcubic) and its gradient on data: weights computed at compile
// time from TensorFlow's spans, applied as two contractions. The values
// are TensorFlow 2.21's: an antialiased triangle kernel (rows upscaled and
// translated, columns downscaled: a stretched kernel) and its gradient, and
// keyscubic without antialiasing.
//
// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf %s | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @triangle
// IR-COUNT-2: linalg.generic
// RUN: tagrad-run %s --function=triangle --input="1x2x3x1xf32=1,5,2,4,3,9" --input="1x3x2x1xf32=1,2,3,4,5,6" --expected_output="1x3x2x1xf32=2.85714316,2.75,3.33333349,4.33333302,4.28571463,7.5" --expected_output="1x2x3x1xf32=1.28571439,2.45238113,3.9285717,2.57142878,4.40476227,6.35714293" | FileCheck %s --check-prefix=RUN1
// RUN1-COUNT-2: matches
// RUN: tagrad-run %s --function=keys --input="1x2x3x1xf32=1,5,2,4,3,9" --expected_output="1x3x4x1xf32=0.576507807,3.76799273,4.09433365,1.35174632,2.42164683,3.33494329,4.66519213,5.57839251,4.26678705,2.90189385,5.23605061,9.80504036" | FileCheck %s --check-prefix=RUN2
// RUN2: matches

func.func @triangle(%x: tensor<1x2x3x1xf32>, %g: tensor<1x3x2x1xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %size = "tf.Const"() {value = dense<[3, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %scale = "tf.Const"() {value = dense<[1.5, 0.5]> : tensor<2xf32>} : () -> tensor<2xf32>
  %shift = "tf.Const"() {value = dense<[0.25, 0.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %y = "tf.ScaleAndTranslate"(%x, %size, %scale, %shift) {kernel_type = "triangle", antialias = true} : (tensor<1x2x3x1xf32>, tensor<2xi32>, tensor<2xf32>, tensor<2xf32>) -> tensor<*xf32>
  %d = "tf.ScaleAndTranslateGrad"(%g, %x, %scale, %shift) {kernel_type = "triangle", antialias = true} : (tensor<1x3x2x1xf32>, tensor<1x2x3x1xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<*xf32>
  return %y, %d : tensor<*xf32>, tensor<*xf32>
}
func.func @keys(%x: tensor<1x2x3x1xf32>) -> tensor<*xf32> {
  %size = "tf.Const"() {value = dense<[3, 4]> : tensor<2xi32>} : () -> tensor<2xi32>
  %scale = "tf.Const"() {value = dense<[1.5, 1.3333]> : tensor<2xf32>} : () -> tensor<2xf32>
  %shift = "tf.Const"() {value = dense<0.0> : tensor<2xf32>} : () -> tensor<2xf32>
  %y = "tf.ScaleAndTranslate"(%x, %size, %scale, %shift) {kernel_type = "keyscubic", antialias = false} : (tensor<1x2x3x1xf32>, tensor<2xi32>, tensor<2xf32>, tensor<2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}
