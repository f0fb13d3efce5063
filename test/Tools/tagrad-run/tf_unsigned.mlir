// A uint8 image in and uint8 results out of a TensorFlow program:
// -tagrad-legalize-tf makes the ui8 argument and results of the
// tf.entry_function signless i8 and marks them tagrad.unsigned, and
// tagrad-run takes and gives them back as uint8 (values of 128 and more:
// the Max of [7, 128, 200, 3] is 200, not 7 as signed; 255 - x). The
// scaled image is x / 255 in float32.
// RUN: tagrad-opt --allow-unregistered-dialect %s --tagrad-legalize-tf | FileCheck %s --check-prefix=IR
// RUN: tagrad-run %s --input="4xui8=7,128,200,3" | FileCheck %s
// RUN: tagrad-run %s --input=@%S/Inputs/image_u8.npy --output=@%t.0.npy --output=@%t.1.npy --output=@%t.2.npy
// NumPy's results (Inputs/image_u8_*.npy: x / np.float32(255), x.max(),
// np.uint8(255) - x) match, and so do the files saved.
// RUN: tagrad-run %s --input=@%S/Inputs/image_u8.npy --expected_output=@%S/Inputs/image_u8_scaled.npy --expected_output=@%S/Inputs/image_u8_max.npy --expected_output=@%S/Inputs/image_u8_inverted.npy | FileCheck %s --check-prefix=MATCH
// RUN: FileCheck %s --check-prefix=HEADER < %t.1.npy
// RUN: tagrad-run %s --input=@%S/Inputs/image_u8.npy --expected_output=@%t.0.npy --expected_output=@%t.1.npy --expected_output=@%t.2.npy | FileCheck %s --check-prefix=MATCH
// RUN: not tagrad-run %s --input="4xi8=7,-128,-56,3" 2>&1 | FileCheck %s --check-prefix=SIGNED

// IR-LABEL: func.func @main
// IR-SAME: (%{{.*}}: tensor<4xi8> {tagrad.name = "image", tagrad.unsigned})
// IR-SAME: -> (tensor<4xf32> {tagrad.name = "scaled"}, tensor<i8> {tagrad.name = "brightest", tagrad.unsigned}, tensor<4xi8> {tagrad.name = "inverted", tagrad.unsigned})
// IR: arith.maxui
// CHECK: 4xf32=[0.0274509806 0.501960814 0.784313738 0.0117647061]
// CHECK-NEXT: ui8=200
// CHECK-NEXT: 4xui8=[248 127 55 252]
// HEADER: {'descr': '|u1', 'fortran_order': False, 'shape': (), }
// MATCH-COUNT-3: matches
// SIGNED: tagrad-run: argument 0 of @main is 4xui8 but --input 4xi8=7,-128,-56,3 is 4xi8
func.func @main(%img: tensor<4xui8>) -> (tensor<*xf32>, tensor<*xui8>, tensor<*xui8>) attributes {tf.entry_function = {inputs = "image", outputs = "scaled,brightest,inverted"}} {
  %f = "tf.Cast"(%img) {Truncate = false} : (tensor<4xui8>) -> tensor<4xf32>
  %s = "tf.Const"() {value = dense<255.0> : tensor<f32>} : () -> tensor<f32>
  %scaled = "tf.RealDiv"(%f, %s) : (tensor<4xf32>, tensor<f32>) -> tensor<*xf32>
  %axis = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %max = "tf.Max"(%img, %axis) {keep_dims = false} : (tensor<4xui8>, tensor<i32>) -> tensor<*xui8>
  %white = "tf.Const"() {value = dense<255> : tensor<4xui8>} : () -> tensor<4xui8>
  %inv = "tf.Sub"(%white, %img) : (tensor<4xui8>, tensor<4xui8>) -> tensor<*xui8>
  return %scaled, %max, %inv : tensor<*xf32>, tensor<*xui8>, tensor<*xui8>
}
