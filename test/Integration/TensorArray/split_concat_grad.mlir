// RUN: tagrad-opt %s %tagrad_cpu | %ta_runner | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | %ta_runner | FileCheck %s

// The gradient of a split with uneven lengths (elements tensor<?xf32>): the
// concat of the gradient array, with no gradient written, gives zeros of
// the forward shapes [2] and [3], lengths [2, 3]. TensorFlow 2.21 (TF1
// graph, raw ops; scripts/gen_tensor_array_goldens.py): [0. 0. 0. 0. 0.],
// [2 3].

func.func @main() {
  %c2 = arith.constant 2 : index
  %value = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>
  %lengths = arith.constant dense<[2, 3]> : tensor<2xi64>
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "fwd"} : !tagrad.tensor_array<tensor<?xf32>>
  %f1 = tagrad.tensor_array.split %ta, %value, %lengths, %f0 : !tagrad.tensor_array<tensor<?xf32>>, tensor<5xf32>, tensor<2xi64>
  %g, %gf = tagrad.tensor_array.grad %ta, %f1 source "gradients" : !tagrad.tensor_array<tensor<?xf32>>
  %all, %lens = tagrad.tensor_array.concat %g, %gf : !tagrad.tensor_array<tensor<?xf32>>
  // CHECK: [ 0 0 0 0 0 ]
  call @print(%all) : (tensor<?xf32>) -> ()
  // CHECK-NEXT: [ 2 3 ]
  call @printi(%lens) : (tensor<?xi64>) -> ()
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
