// SelfAdjointEigV2 (tf.linalg.eigh) at its edges, against TensorFlow 2.21
// on the same inputs: eigenvalues ascending with the eigenvectors' columns
// moved along (a diagonal matrix), repeated eigenvalues (no rotation:
// the identity), f64, a 1x1 matrix without eigenvectors (an empty vector,
// TensorFlow's shape function), a 0x0 matrix.

// RUN: tagrad-run %s --function=diagonal --input="3x3xf32=3,0,0,0,1,0,0,0,2" | FileCheck %s --check-prefix=DIAG
// DIAG: 3xf32=[1 2 3]
// DIAG-NEXT: 3x3xf32={{\[}}[0 0 1][1 0 0][0 1 0]]
func.func @diagonal(%x: tensor<3x3xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %e, %v = "tf.SelfAdjointEigV2"(%x) {compute_v = true} : (tensor<3x3xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %e, %v : tensor<*xf32>, tensor<*xf32>
}

// RUN: tagrad-run %s --function=repeated --input="2x2xf64=2,0,0,2" | FileCheck %s --check-prefix=REPEATED
// REPEATED: 2xf64=[2 2]
// REPEATED-NEXT: 2x2xf64={{\[}}[1 0][0 1]]
func.func @repeated(%x: tensor<2x2xf64>) -> (tensor<*xf64>, tensor<*xf64>) {
  %e, %v = "tf.SelfAdjointEigV2"(%x) {compute_v = true} : (tensor<2x2xf64>) -> (tensor<*xf64>, tensor<*xf64>)
  return %e, %v : tensor<*xf64>, tensor<*xf64>
}

// RUN: tagrad-run %s --function=values_only --input="1x1xf32=5" | FileCheck %s --check-prefix=VALUES
// VALUES: 1xf32=[5]
// VALUES-NEXT: 0xf32=[]
func.func @values_only(%x: tensor<1x1xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %e, %v = "tf.SelfAdjointEigV2"(%x) {compute_v = false} : (tensor<1x1xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %e, %v : tensor<*xf32>, tensor<*xf32>
}

// RUN: tagrad-run %s --function=empty --input="0x0xf32=" | FileCheck %s --check-prefix=EMPTY
// EMPTY: 0xf32=[]
// EMPTY-NEXT: 0x0xf32=[]
func.func @empty(%x: tensor<0x0xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %e, %v = "tf.SelfAdjointEigV2"(%x) {compute_v = true} : (tensor<0x0xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %e, %v : tensor<*xf32>, tensor<*xf32>
}
