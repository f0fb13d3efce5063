// MaxPool3DGradGrad (a gradient penalty through tf.nn.max_pool3d): each
// window takes grad at its first element, in row-major (plane, row,
// column) order, exactly equal to orig_output's value for it, as
// TensorFlow's CPU kernel picks it, also where MaxPool3DGrad, whose tie
// rule is |x - max| < 1e-5, would route to several: ties (@main's first,
// [1, 3, 3, 2, 0, 3, 1, 3] takes grad 2 of the second element), an element
// within 1e-5 of the maximum before it (the second, 2.99999: the exact 3
// after it wins, grad 3), three channels, one with a NaN (never equal),
// 2x2x2 SAME windows at stride 1 whose padding never counts, and NCDHW
// (through transposes; TensorFlow's CPU kernel takes NDHWC only). grad is
// 1, 2, 3, ... The expected values are TensorFlow 2.21's
// (tf.raw_ops.MaxPool3DGradGrad after tf.nn.max_pool3d).
//
// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf %s | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @main
// IR-NOT: "tf.
// IR: arith.cmpf oeq
// IR: return
//
// RUN: tagrad-run %s --input="1x2x2x2x1xf32=1,3,3,2,0,3,1,3" \
// RUN:   --input="1x2x2x2x1xf32=1,2.99999,3,2,0,1,1,3" \
// RUN:   --input="1x2x2x2x3xf32=5,5,1,2,5,5,0,1,1,4,4,4,9,nan,9,1,2,3,7,7,7,0,0,7" \
// RUN:   --input="1x3x2x2x2xf32=1,1,1,1,1,1,1,1,2,0,2,0,0,2,0,2,3,3,0,0,3,3,0,0" \
// RUN:   --input="1x1x2x2x2xf32=1,3,3,2,0,3,1,3" | FileCheck %s
// CHECK: 1x1x1x1x1xf32={{\[\[\[\[\[}}2]]]]]
// CHECK-NEXT: 1x1x1x1x1xf32={{\[\[\[\[\[}}3]]]]]
// CHECK-NEXT: 1x1x1x1x3xf32={{\[\[\[\[\[}}13 20 15]]]]]
// CHECK-NEXT: 1x3x2x2x2xf32={{\[\[\[\[\[}}9 14][11 16]]{{\[\[}}5 14][7 16]]]{{\[\[\[}}17 18][11 16]]{{\[\[}}21 22][15 16]]]{{\[\[\[}}17 18][19 20]]{{\[\[}}21 22][23 24]]]]]
// CHECK-NEXT: 1x1x1x1x1xf32={{\[\[\[\[\[}}2]]]]]
func.func @main(%x1: tensor<1x2x2x2x1xf32>, %x2: tensor<1x2x2x2x1xf32>,
                %x3: tensor<1x2x2x2x3xf32>, %x4: tensor<1x3x2x2x2xf32>,
                %x5: tensor<1x1x2x2x2xf32>)
    -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %g8 = "tf.Const"() {value = dense<[[[[[1.0], [2.0]], [[3.0], [4.0]]], [[[5.0], [6.0]], [[7.0], [8.0]]]]]> : tensor<1x2x2x2x1xf32>} : () -> tensor<1x2x2x2x1xf32>
  %c1 = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  %c25 = "tf.Const"() {value = dense<25.0> : tensor<f32>} : () -> tensor<f32>
  %r = "tf.Range"(%c1, %c25, %c1) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<24xf32>
  %s3 = "tf.Const"() {value = dense<[1, 2, 2, 2, 3]> : tensor<5xi32>} : () -> tensor<5xi32>
  %s4 = "tf.Const"() {value = dense<[1, 3, 2, 2, 2]> : tensor<5xi32>} : () -> tensor<5xi32>
  %g3 = "tf.Reshape"(%r, %s3) : (tensor<24xf32>, tensor<5xi32>) -> tensor<1x2x2x2x3xf32>
  %g4 = "tf.Reshape"(%r, %s4) : (tensor<24xf32>, tensor<5xi32>) -> tensor<1x3x2x2x2xf32>
  %y1 = "tf.MaxPool3D"(%x1) {data_format = "NDHWC", ksize = [1, 2, 2, 2, 1], padding = "VALID", strides = [1, 2, 2, 2, 1]} : (tensor<1x2x2x2x1xf32>) -> tensor<1x1x1x1x1xf32>
  %r1 = "tf.MaxPool3DGradGrad"(%x1, %y1, %g8) {data_format = "NDHWC", ksize = [1, 2, 2, 2, 1], padding = "VALID", strides = [1, 2, 2, 2, 1]} : (tensor<1x2x2x2x1xf32>, tensor<1x1x1x1x1xf32>, tensor<1x2x2x2x1xf32>) -> tensor<*xf32>
  %y2 = "tf.MaxPool3D"(%x2) {data_format = "NDHWC", ksize = [1, 2, 2, 2, 1], padding = "VALID", strides = [1, 2, 2, 2, 1]} : (tensor<1x2x2x2x1xf32>) -> tensor<1x1x1x1x1xf32>
  %r2 = "tf.MaxPool3DGradGrad"(%x2, %y2, %g8) {data_format = "NDHWC", ksize = [1, 2, 2, 2, 1], padding = "VALID", strides = [1, 2, 2, 2, 1]} : (tensor<1x2x2x2x1xf32>, tensor<1x1x1x1x1xf32>, tensor<1x2x2x2x1xf32>) -> tensor<*xf32>
  %y3 = "tf.MaxPool3D"(%x3) {data_format = "NDHWC", ksize = [1, 2, 2, 2, 1], padding = "VALID", strides = [1, 2, 2, 2, 1]} : (tensor<1x2x2x2x3xf32>) -> tensor<1x1x1x1x3xf32>
  %r3 = "tf.MaxPool3DGradGrad"(%x3, %y3, %g3) {data_format = "NDHWC", ksize = [1, 2, 2, 2, 1], padding = "VALID", strides = [1, 2, 2, 2, 1]} : (tensor<1x2x2x2x3xf32>, tensor<1x1x1x1x3xf32>, tensor<1x2x2x2x3xf32>) -> tensor<*xf32>
  %y4 = "tf.MaxPool3D"(%x4) {data_format = "NDHWC", ksize = [1, 2, 2, 2, 1], padding = "SAME", strides = [1, 1, 1, 1, 1]} : (tensor<1x3x2x2x2xf32>) -> tensor<1x3x2x2x2xf32>
  %r4 = "tf.MaxPool3DGradGrad"(%x4, %y4, %g4) {data_format = "NDHWC", ksize = [1, 2, 2, 2, 1], padding = "SAME", strides = [1, 1, 1, 1, 1]} : (tensor<1x3x2x2x2xf32>, tensor<1x3x2x2x2xf32>, tensor<1x3x2x2x2xf32>) -> tensor<*xf32>
  %s5 = "tf.Const"() {value = dense<[1, 1, 2, 2, 2]> : tensor<5xi32>} : () -> tensor<5xi32>
  %g5 = "tf.Reshape"(%g8, %s5) : (tensor<1x2x2x2x1xf32>, tensor<5xi32>) -> tensor<1x1x2x2x2xf32>
  %y5 = "tf.MaxPool3D"(%x5) {data_format = "NCDHW", ksize = [1, 1, 2, 2, 2], padding = "VALID", strides = [1, 1, 2, 2, 2]} : (tensor<1x1x2x2x2xf32>) -> tensor<1x1x1x1x1xf32>
  %r5 = "tf.MaxPool3DGradGrad"(%x5, %y5, %g5) {data_format = "NCDHW", ksize = [1, 1, 2, 2, 2], padding = "VALID", strides = [1, 1, 2, 2, 2]} : (tensor<1x1x2x2x2xf32>, tensor<1x1x1x1x1xf32>, tensor<1x1x2x2x2xf32>) -> tensor<*xf32>
  return %r1, %r2, %r3, %r4, %r5 : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}
