// RUN: tagrad-opt %s %tagrad_cpu | %ta_runner | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | %ta_runner | FileCheck %s

// A gradient array read past its end gives zeros and grows to index + 1:
// its size afterwards is 5. TensorFlow 2.21 (TF1 graph, raw ops;
// scripts/gen_tensor_array_goldens.py): [0. 0.], size 5.

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %v = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "fwd"} : !tagrad.tensor_array<tensor<2xf32>>
  %f1 = tagrad.tensor_array.write %ta[%c0], %v, %f0 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  %g, %gf = tagrad.tensor_array.grad %ta, %f1 source "gradients" : !tagrad.tensor_array<tensor<2xf32>>
  %n0 = tagrad.tensor_array.size %g, %gf : !tagrad.tensor_array<tensor<2xf32>>
  // CHECK: 2
  vector.print %n0 : index
  %r = tagrad.tensor_array.read %g[%c4], %gf : !tagrad.tensor_array<tensor<2xf32>>
  %rd = tensor.cast %r : tensor<2xf32> to tensor<?xf32>
  // CHECK-NEXT: [ 0 0 ]
  call @print(%rd) : (tensor<?xf32>) -> ()
  %n = tagrad.tensor_array.size %g, %gf : !tagrad.tensor_array<tensor<2xf32>>
  // CHECK-NEXT: 5
  vector.print %n : index
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
