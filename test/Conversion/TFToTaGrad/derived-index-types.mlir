// The index types TensorFlow derives from result types (ArgMax's
// output_type, Unique's out_idx), which TensorFlow's MLIR importer drops
// from the ops: without the attribute the result's element type says it.
// And Unpack of an axis whose size is unknown (the gradient of a stack,
// imported from a GraphDef): checked at run time as TensorFlow's kernel
// does, with its message, at the op.
//
// RUN: tagrad-run %s --function=argmax --input="2x3xf32=1,5,2,7,0,3" 2>&1 | FileCheck %s --check-prefix=ARGMAX
// ARGMAX: 2xi32=[1 0]
// RUN: tagrad-run %s --function=unique --input="4xi32=5,2,5,9" 2>&1 | FileCheck %s --check-prefix=UNIQUE
// UNIQUE: 4xi64=[0 1 0 2]
// RUN: tagrad-run %s --function=unpack --input="2x2xf32=1,2,3,4" 2>&1 | FileCheck %s --check-prefix=UNPACK
// UNPACK: 2xf32=[1 2]
// UNPACK: 2xf32=[3 4]
// RUN: not tagrad-run %s --function=unpack --input="3x2xf32=1,2,3,4,5,6" 2>&1 | FileCheck %s --check-prefix=AXIS
// AXIS: Input shape axis 0 must equal 2, got shape [3,2] (at unpack_node)

func.func @argmax(%x: tensor<2x3xf32>) -> tensor<*xi32> {
  %d = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %i = "tf.ArgMax"(%x, %d) : (tensor<2x3xf32>, tensor<i32>) -> tensor<*xi32>
  return %i : tensor<*xi32>
}

func.func @unique(%x: tensor<4xi32>) -> tensor<*xi64> {
  %y, %idx = "tf.Unique"(%x) : (tensor<4xi32>) -> (tensor<*xi32>, tensor<*xi64>)
  return %idx : tensor<*xi64>
}

func.func @unpack(%x: tensor<?x2xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %r:2 = "tf.Unpack"(%x) {axis = 0 : i64} : (tensor<?x2xf32>) -> (tensor<*xf32>, tensor<*xf32>) loc("unpack_node")
  return %r#0, %r#1 : tensor<*xf32>, tensor<*xf32>
}
