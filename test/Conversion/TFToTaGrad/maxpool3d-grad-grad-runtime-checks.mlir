// MaxPool3DGradGrad with a batch known only at run time: each 2x2x2
// window takes grad at its first element equal to its maximum (3 at the
// second element of the first batch's window, 5 at the second of the
// second's); a grad of another batch fails with the sizes, at the op.
//
// RUN: tagrad-run %s --input="2x2x2x2x1xf32=1,3,3,2,0,3,1,3,4,5,5,5,5,0,0,0" --input="2x1x1x1x1xf32=3,5" --input="2x2x2x2x1xf32=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16" | FileCheck %s --check-prefix=PICK
// PICK: 2x1x1x1x1xf32={{\[\[\[\[\[}}2]]]]{{\[\[\[\[}}10]]]]]
// RUN: not tagrad-run %s --input="1x2x2x2x1xf32=1,3,3,2,0,3,1,3" --input="1x1x1x1x1xf32=3" --input="2x2x2x2x1xf32=1" 2>&1 | FileCheck %s --check-prefix=BATCH
// BATCH: Expected grad dimension 0 (channels-last) to be 1, but got 2 (at mpgg3d_node)

func.func @main(%x: tensor<?x2x2x2x1xf32>, %y: tensor<?x1x1x1x1xf32>, %g: tensor<?x2x2x2x1xf32>) -> tensor<*xf32> {
  %r = "tf.MaxPool3DGradGrad"(%x, %y, %g) {ksize = [1, 2, 2, 2, 1], strides = [1, 2, 2, 2, 1], padding = "VALID", data_format = "NDHWC"} : (tensor<?x2x2x2x1xf32>, tensor<?x1x1x1x1xf32>, tensor<?x2x2x2x1xf32>) -> tensor<*xf32> loc("mpgg3d_node")
  return %r : tensor<*xf32>
}
