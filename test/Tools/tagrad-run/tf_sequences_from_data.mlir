// ReverseSequence with lengths fed at run time: each batch entry's first
// len[b] steps reversed; lengths outside [0, steps] and a length count that
// is not the batch are TensorFlow's errors at the op.
// RUN: tagrad-run %s --input="2x3xf32=1,2,3,4,5,6" --input="2xi32=2,3" | FileCheck %s
// CHECK: 2x3xf32={{\[}}[2 1 3][6 5 4]]
// RUN: tagrad-run %s --input="2x3xf32=1,2,3,4,5,6" --input="2xi32=0,1" | FileCheck %s --check-prefix=SHORT
// SHORT: 2x3xf32={{\[}}[1 2 3][4 5 6]]
// RUN: not tagrad-run %s --input="2x3xf32=1,2,3,4,5,6" --input="2xi32=2,4" 2>&1 | FileCheck %s --check-prefix=LONG
// LONG: tagrad runtime error: seq_lens(1) > input.dims(1) (at reverse_node)
// RUN: not tagrad-run %s --input="2x3xf32=1,2,3,4,5,6" --input="2xi32=-1,1" --pipeline-options="buffer-cache=false threads=1" 2>&1 | FileCheck %s --check-prefix=NEG
// NEG: tagrad runtime error: seq_lens(0) < 0 (at reverse_node)
// RUN: not tagrad-run %s --input="2x3xf32=1,2,3,4,5,6" --input="3xi32=1,1,1" 2>&1 | FileCheck %s --check-prefix=COUNT
// COUNT: tagrad runtime error: Length of seq_lens != input.dims(0), (3 vs. 2) (at reverse_node)

func.func @main(%x: tensor<2x3xf32>, %len: tensor<?xi32>) -> tensor<*xf32> {
  %r = "tf.ReverseSequence"(%x, %len) {seq_dim = 1 : i64, batch_dim = 0 : i64} : (tensor<2x3xf32>, tensor<?xi32>) -> tensor<*xf32> loc("reverse_node")
  return %r : tensor<*xf32>
}
