// RUN: tagrad-opt %s %tagrad_cpu | %ta_runner | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | %ta_runner | FileCheck %s

// split / concat with uneven lengths [2, 0, 1] (elements tensor<?xf32>, in
// the runtime store), and with even lengths (elements tensor<2xf32>,
// decomposed): TF_SEMANTICS.md section 8, scenario 17.

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %value = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %lengths = arith.constant dense<[2, 0, 1]> : tensor<3xi64>

  %ta, %f0 = tagrad.tensor_array %c3 {tensor_array_name = "uneven", clear_after_read = false} : !tagrad.tensor_array<tensor<?xf32>>
  %f1 = tagrad.tensor_array.split %ta, %value, %lengths, %f0 : !tagrad.tensor_array<tensor<?xf32>>, tensor<3xf32>, tensor<3xi64>
  %r0 = tagrad.tensor_array.read %ta[%c0], %f1 : !tagrad.tensor_array<tensor<?xf32>>
  %r1 = tagrad.tensor_array.read %ta[%c1], %f1 : !tagrad.tensor_array<tensor<?xf32>>
  %r2 = tagrad.tensor_array.read %ta[%c2], %f1 : !tagrad.tensor_array<tensor<?xf32>>
  // CHECK: [ 1 2 ]
  call @print(%r0) : (tensor<?xf32>) -> ()
  // CHECK-NEXT: [ ]
  call @print(%r1) : (tensor<?xf32>) -> ()
  // CHECK-NEXT: [ 3 ]
  call @print(%r2) : (tensor<?xf32>) -> ()
  %all, %lens = tagrad.tensor_array.concat %ta, %f1 : !tagrad.tensor_array<tensor<?xf32>>
  // CHECK-NEXT: [ 1 2 3 ]
  call @print(%all) : (tensor<?xf32>) -> ()
  // CHECK-NEXT: [ 2 0 1 ]
  call @printi(%lens) : (tensor<?xi64>) -> ()

  %even = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %ones = arith.constant dense<[1, 1, 1]> : tensor<3xi64>
  %tb, %g0 = tagrad.tensor_array %c3 {tensor_array_name = "even"} : !tagrad.tensor_array<tensor<1x2xf32>>
  %g1 = tagrad.tensor_array.split %tb, %even, %ones, %g0 : !tagrad.tensor_array<tensor<1x2xf32>>, tensor<3x2xf32>, tensor<3xi64>
  %cat, %catlens = tagrad.tensor_array.concat %tb, %g1 : !tagrad.tensor_array<tensor<1x2xf32>>
  %catd = tensor.cast %cat : tensor<?x2xf32> to tensor<3x2xf32>
  %col0 = tensor.extract_slice %catd[0, 0] [3, 1] [1, 1] : tensor<3x2xf32> to tensor<3xf32>
  %col1 = tensor.extract_slice %catd[0, 1] [3, 1] [1, 1] : tensor<3x2xf32> to tensor<3xf32>
  %c0d = tensor.cast %col0 : tensor<3xf32> to tensor<?xf32>
  %c1d = tensor.cast %col1 : tensor<3xf32> to tensor<?xf32>
  // CHECK-NEXT: [ 1 3 5 ]
  call @print(%c0d) : (tensor<?xf32>) -> ()
  // CHECK-NEXT: [ 2 4 6 ]
  call @print(%c1d) : (tensor<?xf32>) -> ()
  // CHECK-NEXT: [ 1 1 1 ]
  call @printi(%catlens) : (tensor<?xi64>) -> ()
  return
}

func.func private @print(%t: tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %t, %c0 : tensor<?xf32>
  vector.print str "[ "
  scf.for %i = %c0 to %n step %c1 {
    %x = tensor.extract %t[%i] : tensor<?xf32>
    vector.print %x : f32 punctuation <no_punctuation>
    vector.print str " "
  }
  vector.print str "]\n"
  return
}

func.func private @printi(%t: tensor<?xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %t, %c0 : tensor<?xi64>
  vector.print str "[ "
  scf.for %i = %c0 to %n step %c1 {
    %x = tensor.extract %t[%i] : tensor<?xi64>
    vector.print %x : i64 punctuation <no_punctuation>
    vector.print str " "
  }
  vector.print str "]\n"
  return
}
