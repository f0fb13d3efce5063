// MaxPoolGradGrad with a batch known only at run time: each 2x2 window
// takes grad at its first element equal to its maximum; a grad of another
// batch fails with the sizes, at the op.
//
// RUN: tagrad-run %s --input="1x2x2x1xf32=1,3,3,2" --input="1x1x1x1xf32=3" --input="1x2x2x1xf32=10,20,30,40" | FileCheck %s --check-prefix=PICK
// PICK: 1x1x1x1xf32={{\[\[\[}}[20]]]]
// RUN: not tagrad-run %s --input="1x2x2x1xf32=1,3,3,2" --input="1x1x1x1xf32=3" --input="2x2x2x1xf32=1,2,3,4,5,6,7,8" 2>&1 | FileCheck %s --check-prefix=BATCH
// BATCH: Expected grad dimension 0 (channels-last) to be 1, but got 2 (at mpgg_node)

func.func @main(%x: tensor<?x2x2x1xf32>, %y: tensor<?x1x1x1xf32>, %g: tensor<?x2x2x1xf32>) -> tensor<*xf32> {
  %r = "tf.MaxPoolGradGrad"(%x, %y, %g) {ksize = [1, 2, 2, 1], strides = [1, 2, 2, 1], padding = "VALID", data_format = "NHWC"} : (tensor<?x2x2x1xf32>, tensor<?x1x1x1xf32>, tensor<?x2x2x1xf32>) -> tensor<*xf32> loc("mpgg_node")
  return %r : tensor<*xf32>
}
