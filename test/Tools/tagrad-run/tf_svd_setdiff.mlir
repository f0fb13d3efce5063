// Svd and Qr at their edges, ListDiff and InvertPermutation of values from
// data, against TensorFlow 2.21 on the same inputs: a zero matrix and a
// rank-deficient one (the left vectors of zero singular values completed
// to an orthonormal basis, as TensorFlow's are), singular values only
// (empty vectors, TensorFlow's shape function), setdiff1d of integers and
// floats, TensorFlow's run-time messages.

// RUN: tagrad-run %s --function=svd --input="2x2xf32=0" | FileCheck %s --check-prefix=ZERO
// ZERO: 2xf32=[0 0]
// ZERO-NEXT: 2x2xf32={{\[}}[1 0][0 1]]
// ZERO-NEXT: 2x2xf32={{\[}}[1 0][0 1]]
// RUN: tagrad-run %s --function=svd --input="2x2xf32=0,0,0,1" | FileCheck %s --check-prefix=DEFICIENT
// DEFICIENT: 2xf32=[1 0]
// DEFICIENT-NEXT: 2x2xf32={{\[}}[0 1][1 0]]
// DEFICIENT-NEXT: 2x2xf32={{\[}}[0 1][1 0]]
func.func @svd(%x: tensor<2x2xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %s, %u, %v = "tf.Svd"(%x) {compute_uv = true, full_matrices = false} : (tensor<2x2xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
  return %s, %u, %v : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}

// RUN: tagrad-run %s --function=values_only --input="2x3xf32=1,2,3,2,4,6" --expected_output="2xf32=8.3666,0" --expected_output="0xf32=" --expected_output="0xf32=" --expected_f32_threshold=1e-5 | FileCheck %s --check-prefix=VALUES
// VALUES-COUNT-3: matches
func.func @values_only(%x: tensor<2x3xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %s, %u, %v = "tf.Svd"(%x) {compute_uv = false, full_matrices = false} : (tensor<2x3xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
  return %s, %u, %v : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}

// RUN: tagrad-run %s --function=setdiff --input="6xi32=1,2,3,4,3,5" --input="2xi32=3,1" | FileCheck %s --check-prefix=SETDIFF
// SETDIFF: 3xi32=[2 4 5]
// SETDIFF-NEXT: 3xi64=[1 3 5]
// RUN: tagrad-run %s --function=setdiff --input="0xi32=" --input="2xi32=3,1" | FileCheck %s --check-prefix=SETDIFF-NONE
// SETDIFF-NONE: 0xi32=[]
// SETDIFF-NONE-NEXT: 0xi64=[]
func.func @setdiff(%x: tensor<?xi32>, %y: tensor<?xi32>) -> (tensor<*xi32>, tensor<*xi64>) {
  %o, %i = "tf.ListDiff"(%x, %y) {out_idx = i64} : (tensor<?xi32>, tensor<?xi32>) -> (tensor<*xi32>, tensor<*xi64>)
  return %o, %i : tensor<*xi32>, tensor<*xi64>
}

// RUN: tagrad-run %s --function=setdiff_f32 --input="3xf32=1.5,2,1.5" --input="1xf32=2" | FileCheck %s --check-prefix=SETDIFF-F32
// SETDIFF-F32: 2xf32=[1.5 1.5]
// SETDIFF-F32-NEXT: 2xi32=[0 2]
func.func @setdiff_f32(%x: tensor<?xf32>, %y: tensor<?xf32>) -> (tensor<*xf32>, tensor<*xi32>) {
  %o, %i = "tf.ListDiff"(%x, %y) : (tensor<?xf32>, tensor<?xf32>) -> (tensor<*xf32>, tensor<*xi32>)
  return %o, %i : tensor<*xf32>, tensor<*xi32>
}

// RUN: tagrad-run %s --function=invert --input="3xi32=2,0,1" | FileCheck %s --check-prefix=INVERT
// INVERT: 3xi32=[1 2 0]
// RUN: not tagrad-run %s --function=invert --input="3xi32=0,3,1" 2>&1 | FileCheck %s --check-prefix=INVERT-RANGE
// INVERT-RANGE: tagrad runtime error: 3 is not between 0 and 3
// RUN: not tagrad-run %s --function=invert --input="3xi32=-1,0,1" 2>&1 | FileCheck %s --check-prefix=INVERT-NEG
// INVERT-NEG: tagrad runtime error: -1 is not between 0 and 3
// RUN: not tagrad-run %s --function=invert --input="3xi32=0,0,1" 2>&1 | FileCheck %s --check-prefix=INVERT-DUP
// INVERT-DUP: tagrad runtime error: 0 is duplicated in the input.
func.func @invert(%p: tensor<?xi32>) -> tensor<*xi32> {
  %y = "tf.InvertPermutation"(%p) : (tensor<?xi32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// Qr of a zero matrix: no reflection, TensorFlow's identity Q and zero R.
// RUN: tagrad-run %s --function=qr --input="2x2xf32=0" | FileCheck %s --check-prefix=QR-ZERO
// QR-ZERO: 2x2xf32={{\[}}[1 0][0 1]]
// QR-ZERO-NEXT: 2x2xf32={{\[}}[0 0][0 0]]
func.func @qr(%x: tensor<2x2xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %q, %r = "tf.Qr"(%x) {full_matrices = false} : (tensor<2x2xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %q, %r : tensor<*xf32>, tensor<*xf32>
}
