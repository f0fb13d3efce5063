// Known find of tagrad-run-fuzz (docs/Fuzzing.md), not fixed here: a
// MatMul of operands with dynamic dimensions does not check the inner
// dimensions at run time (TensorFlow: "Matrix size-incompatible: In[0]:
// [2,3], In[1]: [2,1]"). Here it reads past the second operand (exit 0);
// 2x3 times 0x1 with buffer-cache=false segfaults. XFAIL until
// -tagrad-legalize-tf (lib/Conversion/TFToTaGrad/LegalizeTF.cpp) checks it.
// RUN: tagrad-run %s --input=2x3xf32=1 --input=2x1xf32=1 > %t 2>&1; test $? -eq 1
// RUN: FileCheck %s < %t
// CHECK: tagrad runtime error: {{.*}}matmul_node
//
// FUZZ: @matmul 2x3xf32=1,2,3,4,5,6 3x1xf32=1,1,1
func.func @matmul(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<*xf32> {
  %c = "tf.MatMul"(%a, %b) {transpose_a = false, transpose_b = false} : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<*xf32> loc("matmul_node")
  return %c : tensor<*xf32>
}
