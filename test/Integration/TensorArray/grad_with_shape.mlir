// RUN: tagrad-opt %s %tagrad_cpu | %ta_runner | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | %ta_runner | FileCheck %s

// grad_with_shape prepends [3] to the forward element shape [2]
// (TF_SEMANTICS.md section 8, scenario 13): a [3, 2] gradient round-trips,
// an index with no gradient reads as zeros of [3, 2].

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %prepend = arith.constant dense<[3]> : tensor<1xi32>
  %fv = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %gv = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "fwd"} : !tagrad.tensor_array<tensor<2xf32>>
  %f1 = tagrad.tensor_array.write %ta[%c0], %fv, %f0 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  %g, %gf0 = tagrad.tensor_array.grad_with_shape %ta, %f1, %prepend source "source" : !tagrad.tensor_array<tensor<2xf32>>, tensor<1xi32> -> !tagrad.tensor_array<tensor<3x2xf32>>
  %gf1 = tagrad.tensor_array.write %g[%c1], %gv, %gf0 : !tagrad.tensor_array<tensor<3x2xf32>>, tensor<3x2xf32>
  %r1 = tagrad.tensor_array.read %g[%c1], %gf1 : !tagrad.tensor_array<tensor<3x2xf32>>
  %r0 = tagrad.tensor_array.read %g[%c0], %gf1 : !tagrad.tensor_array<tensor<3x2xf32>>
  // CHECK: ( 1, 2 )
  // CHECK-NEXT: ( 3, 4 )
  // CHECK-NEXT: ( 5, 6 )
  call @print3x2(%r1) : (tensor<3x2xf32>) -> ()
  // CHECK-NEXT: ( 0, 0 )
  // CHECK-NEXT: ( 0, 0 )
  // CHECK-NEXT: ( 0, 0 )
  call @print3x2(%r0) : (tensor<3x2xf32>) -> ()
  return
}

func.func private @print3x2(%t: tensor<3x2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    %x = tensor.extract %t[%i, %c0] : tensor<3x2xf32>
    %y = tensor.extract %t[%i, %c1] : tensor<3x2xf32>
    func.call @print_pair(%x, %y) : (f32, f32) -> ()
  }
  return
}

// Prints "( x, y )" (vector.print of a vector needs -convert-vector-to-scf).
func.func private @print_pair(%x: f32, %y: f32) {
  vector.print str "( "
  vector.print %x : f32 punctuation <no_punctuation>
  vector.print str ", "
  vector.print %y : f32 punctuation <no_punctuation>
  vector.print str " )\n"
  return
}
