// ImageProjectiveTransformV3 and V2 (Keras' RandomRotation,
// RandomTranslation, RandomZoom) of f32, i32, f64 and f16 images, with
// transforms per image fed as data and a constant [1,8] one broadcast over
// the batch, output sizes constant and from data, every interpolation and
// several fill modes, REFLECT and WRAP of an image of one row (every row
// maps to it); the sampling is done in float32 whatever the image type
// (the f64 results have float32's precision, the i32 ones are truncated,
// the fill value 0.3 is 0 for i32). Expected values are
// TensorFlow 2.21's. A transforms operand of neither 1 nor num_images rows
// and an output size of 0 from data fail with TensorFlow's messages.
//
// RUN: tagrad-run %s \
// RUN:   --input="2x3x4x1xf32=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24" \
// RUN:   --input="2x8xf32=1,0,0.5,0,1,-0.5,0,0,0.5,0,0.25,0,0.5,0.5,0,0" \
// RUN:   --input="2xi32=2,5" \
// RUN:   --input="1x3x4x1xi32=-20,-13,-6,1,8,15,22,29,36,43,50,57" \
// RUN:   --input="1x3x4x1xf64=0.3333333333333333,0.43333333333333335,0.5333333333333333,0.6333333333333333,0.7333333333333334,0.8333333333333333,0.9333333333333333,1.0333333333333334,1.1333333333333333,1.2333333333333334,1.3333333333333333,1.4333333333333333" \
// RUN:   --input="1x3x4x1xf16=0.0,0.300048828125,0.60009765625,0.89990234375,1.2001953125,1.5,1.7998046875,2.099609375,2.400390625,2.69921875,3.0,3.30078125" \
// RUN:   --input="1x1x3x1xf32=1,2,3" \
// RUN:   --expected_output="2x3x4x1xf32=5.75,6.25,6.75,8.5,3.5,4.5,5.5,8.0,7.5,8.5,9.5,10.0,15.25,15.75,16.25,16.75,17.25,17.75,18.25,18.75,19.25,19.75,20.25,20.75" \
// RUN:   --expected_output="1x3x4x1xi32=50,57,36,43,22,29,8,15,50,57,36,43" \
// RUN:   --expected_output="1x2x5x1xf64=0.4833333492279053,0.5833333730697632,0.6333333253860474,0.5833333730697632,0.4833333492279053,0.7833333611488342,0.8833333253860474,0.9333332777023315,0.8833333253860474,0.7833333611488342" \
// RUN:   --expected_output="1x3x4x1xf16=0.60009765625,0.89990234375,0.89990234375,0.89990234375,1.7998046875,2.099609375,2.099609375,2.099609375,3.0,3.30078125,3.30078125,3.30078125" \
// RUN:   --expected_output="1x3x4x1xi32=-16,-9,-2,0,11,18,25,14,39,46,53,28" \
// RUN:   --expected_output="1x2x3x1xf32=2.5,3.0,2.5,2.5,3.0,2.5" \
// RUN:   --expected_output="1x2x3x1xf32=2.5,1.0,1.5,2.5,1.0,1.5" \
// RUN:   --expected_f32_threshold=0 | FileCheck %s --check-prefix=VALUES
// VALUES-COUNT-7: matches
// VALUES-NOT: MISMATCH
//
// RUN: not tagrad-run %s \
// RUN:   --input="2x3x4x1xf32=0" --input="3x8xf32=0" --input="2xi32=2,5" \
// RUN:   --input="1x3x4x1xi32=0" --input="1x3x4x1xf64=0" \
// RUN:   --input="1x3x4x1xf16=0" --input="1x1x3x1xf32=0" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ROWS
// ROWS: Input transform should be num_images x 8 or 1 x 8 (at per_image)
//
// RUN: not tagrad-run %s \
// RUN:   --input="2x3x4x1xf32=0" --input="1x8xf32=0" --input="2xi32=0,5" \
// RUN:   --input="1x3x4x1xi32=0" --input="1x3x4x1xf64=0" \
// RUN:   --input="1x3x4x1xf16=0" --input="1x1x3x1xf32=0" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SIZE
// SIZE: output dimensions must be positive (at sized_from_data)

func.func @main(%img: tensor<2x3x4x1xf32>, %t: tensor<?x8xf32>, %size: tensor<2xi32>, %imgi: tensor<1x3x4x1xi32>, %imgd: tensor<1x3x4x1xf64>, %imgh: tensor<1x3x4x1xf16>, %row: tensor<1x1x3x1xf32>) -> (tensor<*xf32>, tensor<*xi32>, tensor<*xf64>, tensor<*xf16>, tensor<*xi32>, tensor<*xf32>, tensor<*xf32>) {
  %s34 = "tf.Const"() {value = dense<[3, 4]> : tensor<2xi32>} : () -> tensor<2xi32>
  %shift = "tf.Const"() {value = dense<[[1.0, 0.0, 1.5, 0.0, 1.0, -0.25, 0.0, 0.0]]> : tensor<1x8xf32>} : () -> tensor<1x8xf32>
  %half = "tf.Const"() {value = dense<[[1.0, 0.0, 0.5, 0.0, 1.0, 0.0, 0.0, 0.0]]> : tensor<1x8xf32>} : () -> tensor<1x8xf32>
  %fill10 = "tf.Const"() {value = dense<10.0> : tensor<f32>} : () -> tensor<f32>
  %fillm1 = "tf.Const"() {value = dense<-1.0> : tensor<f32>} : () -> tensor<f32>
  %fill0 = "tf.Const"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %fill03 = "tf.Const"() {value = dense<0.3> : tensor<f32>} : () -> tensor<f32>
  %r0 = "tf.ImageProjectiveTransformV3"(%img, %t, %s34, %fill10) {dtype = f32, interpolation = "BILINEAR", fill_mode = "CONSTANT"} : (tensor<2x3x4x1xf32>, tensor<?x8xf32>, tensor<2xi32>, tensor<f32>) -> tensor<*xf32> loc("per_image")
  %r1 = "tf.ImageProjectiveTransformV3"(%imgi, %shift, %s34, %fillm1) {dtype = i32, interpolation = "NEAREST", fill_mode = "WRAP"} : (tensor<1x3x4x1xi32>, tensor<1x8xf32>, tensor<2xi32>, tensor<f32>) -> tensor<*xi32>
  %r2 = "tf.ImageProjectiveTransformV3"(%imgd, %shift, %size, %fill0) {dtype = f64, interpolation = "BILINEAR", fill_mode = "REFLECT"} : (tensor<1x3x4x1xf64>, tensor<1x8xf32>, tensor<2xi32>, tensor<f32>) -> tensor<*xf64> loc("sized_from_data")
  %r3 = "tf.ImageProjectiveTransformV2"(%imgh, %shift, %s34) {dtype = f16, interpolation = "NEAREST", fill_mode = "NEAREST"} : (tensor<1x3x4x1xf16>, tensor<1x8xf32>, tensor<2xi32>) -> tensor<*xf16>
  %r4 = "tf.ImageProjectiveTransformV3"(%imgi, %half, %s34, %fill03) {dtype = i32, interpolation = "BILINEAR", fill_mode = "CONSTANT"} : (tensor<1x3x4x1xi32>, tensor<1x8xf32>, tensor<2xi32>, tensor<f32>) -> tensor<*xi32>
  %s23 = "tf.Const"() {value = dense<[2, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  %r5 = "tf.ImageProjectiveTransformV3"(%row, %shift, %s23, %fill0) {dtype = f32, interpolation = "BILINEAR", fill_mode = "REFLECT"} : (tensor<1x1x3x1xf32>, tensor<1x8xf32>, tensor<2xi32>, tensor<f32>) -> tensor<*xf32>
  %r6 = "tf.ImageProjectiveTransformV3"(%row, %shift, %s23, %fill0) {dtype = f32, interpolation = "BILINEAR", fill_mode = "WRAP"} : (tensor<1x1x3x1xf32>, tensor<1x8xf32>, tensor<2xi32>, tensor<f32>) -> tensor<*xf32>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : tensor<*xf32>, tensor<*xi32>, tensor<*xf64>, tensor<*xf16>, tensor<*xi32>, tensor<*xf32>, tensor<*xf32>
}
