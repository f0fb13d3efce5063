// RUN: tagrad-opt %s %tagrad_cpu | %ta_runner | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | %ta_runner | FileCheck %s

// Gradients of an array with partly known element shapes (tensor<?xf32>,
// dynamic size): a gradient read of an index the forward array wrote gives
// zeros of the forward element's shape, [3] here; grad_with_shape gives
// zeros of the prepended shape ++ that shape, [2, 3]. TensorFlow 2.21 (TF1
// graph, raw TensorArrayV3 ops; scripts/gen_tensor_array_goldens.py):
// [0. 0. 0.], size 1, and [[0. 0. 0.] [0. 0. 0.]].

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %ta, %f0 = tagrad.tensor_array %c0 {dynamic_size = true, tensor_array_name = "fwd"} : !tagrad.tensor_array<tensor<?xf32>>
  %f1 = tagrad.tensor_array.write %ta[%c0], %v, %f0 : !tagrad.tensor_array<tensor<?xf32>>, tensor<3xf32>
  %g, %gf = tagrad.tensor_array.grad %ta, %f1 source "gradients" : !tagrad.tensor_array<tensor<?xf32>>
  %r = tagrad.tensor_array.read %g[%c0], %gf : !tagrad.tensor_array<tensor<?xf32>>
  // CHECK: [ 0 0 0 ]
  call @print(%r) : (tensor<?xf32>) -> ()
  %n = tagrad.tensor_array.size %g, %gf : !tagrad.tensor_array<tensor<?xf32>>
  // CHECK-NEXT: 1
  vector.print %n : index

  %tb, %h0 = tagrad.tensor_array %c0 {dynamic_size = true, tensor_array_name = "fwd2"} : !tagrad.tensor_array<tensor<?xf32>>
  %h1 = tagrad.tensor_array.write %tb[%c0], %v, %h0 : !tagrad.tensor_array<tensor<?xf32>>, tensor<3xf32>
  %prepend = arith.constant dense<[2]> : tensor<1xi32>
  %gs, %gsf = tagrad.tensor_array.grad_with_shape %tb, %h1, %prepend source "gradients" : !tagrad.tensor_array<tensor<?xf32>>, tensor<1xi32> -> !tagrad.tensor_array<tensor<2x?xf32>>
  %rs = tagrad.tensor_array.read %gs[%c0], %gsf : !tagrad.tensor_array<tensor<2x?xf32>>
  %d1 = tensor.dim %rs, %c1 : tensor<2x?xf32>
  %row0 = tensor.extract_slice %rs[0, 0] [1, %d1] [1, 1] : tensor<2x?xf32> to tensor<?xf32>
  %row1 = tensor.extract_slice %rs[1, 0] [1, %d1] [1, 1] : tensor<2x?xf32> to tensor<?xf32>
  // CHECK-NEXT: 3
  vector.print %d1 : index
  // CHECK-NEXT: [ 0 0 0 ]
  call @print(%row0) : (tensor<?xf32>) -> ()
  // CHECK-NEXT: [ 0 0 0 ]
  call @print(%row1) : (tensor<?xf32>) -> ()
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
