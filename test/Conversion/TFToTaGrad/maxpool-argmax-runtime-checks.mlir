// MaxPoolGradWithArgmax on an argmax fed as data: each gradient added at
// its position (in its own image without include_batch_in_index),
// TensorFlow's message at the op for a position outside that image, and
// the run-time check of a gradient of the wrong shape.
//
// RUN: tagrad-run %s --function=grad --input="2x2x2x1xf32=0" --input="2x1x1x1xf32=5,7" --input="2x1x1x1xi64=3,1" 2>&1 | FileCheck %s --check-prefix=GRAD
// GRAD: 2x2x2x1xf32={{\[\[\[}}[0]
// GRAD-SAME: [0]]
// GRAD-SAME: {{\[\[}}0]
// GRAD-SAME: [5]]]
// GRAD-SAME: {{\[\[\[}}0]
// GRAD-SAME: [7]]
// RUN: not tagrad-run %s --function=grad --input="2x2x2x1xf32=0" --input="2x1x1x1xf32=5,7" --input="2x1x1x1xi64=3,4" 2>&1 | FileCheck %s --check-prefix=INDEX
// INDEX: Invalid output gradient index: 8, 4, 8 (at grad_node)
// RUN: not tagrad-run %s --function=grad --input="2x2x2x1xf32=0" --input="3x1x1x1xf32=5,7,9" --input="2x1x1x1xi64=3,1" 2>&1 | FileCheck %s --check-prefix=SHAPE
// SHAPE: grad and argmax must have the pooled shape: dimension 0 is 3, not 2 (at grad_node)

func.func @grad(%x: tensor<?x2x2x1xf32>, %g: tensor<?x1x1x1xf32>, %a: tensor<?x1x1x1xi64>) -> tensor<*xf32> {
  %y = "tf.MaxPoolGradWithArgmax"(%x, %g, %a) {ksize = [1, 2, 2, 1], strides = [1, 2, 2, 1], padding = "VALID", include_batch_in_index = false} : (tensor<?x2x2x1xf32>, tensor<?x1x1x1xf32>, tensor<?x1x1x1xi64>) -> tensor<*xf32> loc("grad_node")
  return %y : tensor<*xf32>
}
