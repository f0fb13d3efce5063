// RUN: tagrad-opt %s %tagrad_cpu | %ta_runner | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | %ta_runner | FileCheck %s

// scatter / gather with non-contiguous indices of every index type, on a
// fixed-size array (decomposed) and on a dynamic one (runtime). A dynamic
// array grows to max index + 1 (TF_SEMANTICS.md section 8, scenario 16).

func.func @main() {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %rows = arith.constant dense<[[1.0, -1.0], [10.0, -10.0]]> : tensor<2x2xf32>
  %idx = arith.constant dense<[1, 8]> : tensor<2xi32>
  %back = arith.constant dense<[8, 0, 1]> : tensor<3xi64>

  %ta, %f0 = tagrad.tensor_array %c10 {tensor_array_name = "fixed", clear_after_read = false} : !tagrad.tensor_array<tensor<2xf32>>
  %f1 = tagrad.tensor_array.scatter %ta[%idx], %rows, %f0 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xi32>, tensor<2x2xf32>
  %g = tagrad.tensor_array.gather %ta[%back], %f1 : !tagrad.tensor_array<tensor<2xf32>>, tensor<3xi64>
  // CHECK: ( 10, -10 )
  // CHECK-NEXT: ( 0, 0 )
  // CHECK-NEXT: ( 1, -1 )
  call @print3x2(%g) : (tensor<3x2xf32>) -> ()

  %d, %e0 = tagrad.tensor_array %c0 {dynamic_size = true, tensor_array_name = "dynamic"} : !tagrad.tensor_array<tensor<2xf32>>
  %e1 = tagrad.tensor_array.scatter %d[%idx], %rows, %e0 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xi32>, tensor<2x2xf32>
  %n = tagrad.tensor_array.size %d, %e1 : !tagrad.tensor_array<tensor<2xf32>>
  // CHECK-NEXT: 9
  vector.print %n : index
  %h = tagrad.tensor_array.gather %d[%back], %e1 : !tagrad.tensor_array<tensor<2xf32>>, tensor<3xi64>
  // CHECK-NEXT: ( 10, -10 )
  // CHECK-NEXT: ( 0, 0 )
  // CHECK-NEXT: ( 1, -1 )
  call @print3x2(%h) : (tensor<3x2xf32>) -> ()
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
