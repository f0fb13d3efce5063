// CropAndResize with box indices from data: a crop of the whole image at
// its own size is the image; an index outside the batch fails with
// TensorFlow's message at the op.
//
// RUN: tagrad-run %s --input="1x2x2x1xf32=1,2,3,4" --input="1xi32=0" 2>&1 | FileCheck %s --check-prefix=CROP
// CROP: 1x2x2x1xf32={{\[\[\[}}[1]
// CROP-SAME: [2]]
// CROP-SAME: {{\[\[}}3]
// CROP-SAME: [4]]]]
// RUN: not tagrad-run %s --input="1x2x2x1xf32=1,2,3,4" --input="1xi32=1" 2>&1 | FileCheck %s --check-prefix=INDEX
// INDEX: box_index has values outside [0, batch_size) (at crop_node)

func.func @main(%i: tensor<?x2x2x1xf32>, %n: tensor<?xi32>) -> tensor<*xf32> {
  %b = "tf.Const"() {value = dense<[[0.0, 0.0, 1.0, 1.0]]> : tensor<1x4xf32>} : () -> tensor<1x4xf32>
  %s = "tf.Const"() {value = dense<[2, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %y = "tf.CropAndResize"(%i, %b, %n, %s) : (tensor<?x2x2x1xf32>, tensor<1x4xf32>, tensor<?xi32>, tensor<2xi32>) -> tensor<*xf32> loc("crop_node")
  return %y : tensor<*xf32>
}
