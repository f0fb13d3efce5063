// UnravelIndex with indices and dims from data: TensorFlow's checks, in
// its kernel's order (per dim: zero, negative, the product's overflow;
// then the indices), fail at the op with its messages. The overflow
// message prints the dims unpadded (TensorFlow pads them to one width;
// here they have one width).
//
// RUN: tagrad-run %s --input="2xi32=1,5" --input="2xi32=2,3" | FileCheck %s
// CHECK: 2x2xi32={{\[\[}}0 1][1 2]]
// RUN: not tagrad-run %s --input="2xi32=1,6" --input="2xi32=2,3" 2>&1 | FileCheck %s --check-prefix=BOUND
// BOUND: index is out of bound as with dims (at unravel_node)
// RUN: not tagrad-run %s --input="2xi32=1,6" --input="2xi32=2,0" 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: Input dims cannot contain a dim of zero, but dims contains zero at index 1 (at unravel_node)
// RUN: not tagrad-run %s --input="2xi32=1,6" --input="2xi32=-2,0" 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// NEGATIVE: Input dims cannot be negative. Got dim = -2 at index 0 (at unravel_node)
// RUN: not tagrad-run %s --input="2xi32=1,6" --input="2xi32=65536,65536" 2>&1 | FileCheck %s --check-prefix=OVERFLOW
// OVERFLOW: Input dims product is causing integer overflow: (65536 65536) (at unravel_node)
// RUN: not tagrad-run %s --input="0xi32=" --input="2xi32=2,3" 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: received empty tensor indices: Tensor<type: int32 shape: [0] values: > (at unravel_node)
func.func @main(%i: tensor<?xi32>, %d: tensor<2xi32>) -> tensor<*xi32> {
  %0 = "tf.UnravelIndex"(%i, %d) : (tensor<?xi32>, tensor<2xi32>) -> tensor<*xi32> loc("unravel_node")
  return %0 : tensor<*xi32>
}
