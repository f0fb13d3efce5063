// SparseTensorDenseMatMul on sparse operands fed as data: the product where
// they are valid (a repeated entry adds up), TensorFlow's messages at the
// op where an index, the dense shape or the inner dimension is wrong.
//
// RUN: tagrad-run %s --input="3x2xi64=0,1,1,0,0,1" --input="3xf32=1,2,3" --input="2xi64=2,2" --input="2x2xf32=1,2,3,4" 2>&1 | FileCheck %s --check-prefix=PRODUCT
// PRODUCT: 2x2xf32={{\[\[}}12 16]
// PRODUCT-SAME: [2 4]]
// RUN: not tagrad-run %s --input="1x2xi64=0,2" --input="1xf32=1" --input="2xi64=2,2" --input="2x2xf32=1,2,3,4" 2>&1 | FileCheck %s --check-prefix=K
// K: k (2) from index[0,1] out of bounds (>=2) (at matmul_node)
// RUN: not tagrad-run %s --input="2x2xi64=0,0,5,1" --input="2xf32=1,2" --input="2xi64=2,2" --input="2x2xf32=1,2,3,4" 2>&1 | FileCheck %s --check-prefix=M
// M: m (5) from index[1,0] out of bounds (>=2) (at matmul_node)
// RUN: not tagrad-run %s --input="1x2xi64=0,0" --input="1xf32=1" --input="2xi64=2,3" --input="2x2xf32=1,2,3,4" 2>&1 | FileCheck %s --check-prefix=INNER
// INNER: Cannot multiply A and B because inner dimension does not match: 3 vs. 2.  Did you forget a transpose?  Dimensions of A: [2, 3).  Dimensions of B: [2,2] (at matmul_node)
// RUN: not tagrad-run %s --input="1x2xi64=0,0" --input="1xf32=1" --input="3xi64=2,2,2" --input="2x2xf32=1,2,3,4" 2>&1 | FileCheck %s --check-prefix=SHAPE
// SHAPE: Tensor 'a_shape' must have 2 elements (at matmul_node)

func.func @main(%i: tensor<?x?xi64>, %v: tensor<?xf32>, %s: tensor<?xi64>, %b: tensor<?x?xf32>) -> tensor<*xf32> {
  %y = "tf.SparseTensorDenseMatMul"(%i, %v, %s, %b) : (tensor<?x?xi64>, tensor<?xf32>, tensor<?xi64>, tensor<?x?xf32>) -> tensor<*xf32> loc("matmul_node")
  return %y : tensor<*xf32>
}
