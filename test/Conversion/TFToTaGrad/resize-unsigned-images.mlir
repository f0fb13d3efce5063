// Resizes and crops of uint8 images (tf.image.resize of a decoded image):
// the pixels are converted to f32 as unsigned (200 is 200, not -56), the
// nearest neighbor moves them as they are. Expected values are
// TensorFlow 2.21's for the image [[0, 100], [200, 255]]:
// resize_bilinear and resize_bicubic to 3x3 with half-pixel centers,
// resize_nearest_neighbor to 3x3, crop_and_resize of the whole image to
// 2x2.
// RUN: tagrad-run %s --input="1x2x2x1xui8=0,100,200,255" | FileCheck %s
// CHECK: 1x3x3x1xf32={{\[\[\[\[}}0][50][100]][{{\[}}100][138.75][177.5]][{{\[}}200][227.5][255]]]]
// CHECK-NEXT: 1x3x3x1xf32={{\[\[\[\[}}-19.96{{[0-9]*}}][38.30{{[0-9]*}}][96.57{{[0-9]*}}]][{{\[}}94.89{{[0-9]*}}][138.75][182.60{{[0-9]*}}]][{{\[}}209.74{{[0-9]*}}][239.19{{[0-9]*}}][268.64{{[0-9]*}}]]]]
// CHECK-NEXT: 1x3x3x1xui8={{\[\[\[\[}}0][0][100]][{{\[}}0][0][100]][{{\[}}200][200][255]]]]
// CHECK-NEXT: 1x2x2x1xf32={{\[\[\[\[}}0][100]][{{\[}}200][255]]]]
func.func @main(%img: tensor<1x2x2x1xui8>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xui8>, tensor<*xf32>) attributes {tf.entry_function = {inputs = "img", outputs = "bilinear,bicubic,nearest,crop"}} {
  %size = "tf.Const"() {value = dense<3> : tensor<2xi32>} : () -> tensor<2xi32>
  %bl = "tf.ResizeBilinear"(%img, %size) {half_pixel_centers = true} : (tensor<1x2x2x1xui8>, tensor<2xi32>) -> tensor<*xf32>
  %bc = "tf.ResizeBicubic"(%img, %size) {half_pixel_centers = true} : (tensor<1x2x2x1xui8>, tensor<2xi32>) -> tensor<*xf32>
  %nn = "tf.ResizeNearestNeighbor"(%img, %size) : (tensor<1x2x2x1xui8>, tensor<2xi32>) -> tensor<*xui8>
  %boxes = "tf.Const"() {value = dense<[[0.0, 0.0, 1.0, 1.0]]> : tensor<1x4xf32>} : () -> tensor<1x4xf32>
  %ind = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %crop = "tf.Const"() {value = dense<2> : tensor<2xi32>} : () -> tensor<2xi32>
  %cr = "tf.CropAndResize"(%img, %boxes, %ind, %crop) : (tensor<1x2x2x1xui8>, tensor<1x4xf32>, tensor<1xi32>, tensor<2xi32>) -> tensor<*xf32>
  return %bl, %bc, %nn, %cr : tensor<*xf32>, tensor<*xf32>, tensor<*xui8>, tensor<*xf32>
}
