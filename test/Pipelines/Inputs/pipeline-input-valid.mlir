// What -tagrad-verify-pipeline-input accepts, printed back unchanged
// (checked by test/Pipelines/verify-pipeline-input.mlir).

// CHECK-LABEL: func.func @edges
// CHECK-SAME: tensor<1152921504606846975xi64>
// CHECK: tensor.dim %{{.*}}, %{{.*}} : tensor<?x4xf32>
// CHECK: memref.dim %{{.*}}, %{{.*}} : memref<*xf32>
func.func @edges(%big: tensor<1152921504606846975xi64>, %t: tensor<?x4xf32>,
                 %u: memref<*xf32>, %i: index) -> (index, index, index) {
  // (2^60 - 1) x 8 bytes = 2^63 - 8: the largest size that still fits.
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %a = tensor.dim %t, %c1 : tensor<?x4xf32>
  // An index not known at compile time, and a rank not known: run-time facts.
  %b = tensor.dim %t, %i : tensor<?x4xf32>
  %c = memref.dim %u, %c5 : memref<*xf32>
  return %a, %b, %c : index, index, index
}

// CHECK-LABEL: func.func @index_and_vector_elements
func.func @index_and_vector_elements(%a: tensor<4xindex>, %b: memref<2xvector<4xi1>>,
                                     %c: tensor<3x!tagrad.tensor_array<tensor<2xf32>>>) {
  return
}
