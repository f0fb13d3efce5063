// RUN: tagrad-opt %s %tagrad_cpu | %ta_runner | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | %ta_runner | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_none | %ta_runner | FileCheck %s

// Write then read back a fixed-size array (decomposed into a tensor), and
// the same through a dynamic array (runtime store). Unwritten elements read
// as zeros (TF_SEMANTICS.md section 8, scenarios 1 and 7).

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = arith.constant dense<[4.0, 5.0]> : tensor<2xf32>
  %b = arith.constant dense<[1.0, -3.0]> : tensor<2xf32>

  // Fixed size: becomes tensor<3x2xf32>.
  %ta, %f0 = tagrad.tensor_array %c3 {tensor_array_name = "fixed"} : !tagrad.tensor_array<tensor<2xf32>>
  %f1 = tagrad.tensor_array.write %ta[%c0], %a, %f0 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  %f2 = tagrad.tensor_array.write %ta[%c2], %b, %f1 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  %r0 = tagrad.tensor_array.read %ta[%c0], %f2 : !tagrad.tensor_array<tensor<2xf32>>
  %r1 = tagrad.tensor_array.read %ta[%c1], %f2 : !tagrad.tensor_array<tensor<2xf32>>
  %r2 = tagrad.tensor_array.read %ta[%c2], %f2 : !tagrad.tensor_array<tensor<2xf32>>
  %n = tagrad.tensor_array.size %ta, %f2 : !tagrad.tensor_array<tensor<2xf32>>
  tagrad.tensor_array.close %ta : !tagrad.tensor_array<tensor<2xf32>>
  // CHECK: ( 4, 5 )
  call @print2(%r0) : (tensor<2xf32>) -> ()
  // CHECK-NEXT: ( 0, 0 )
  call @print2(%r1) : (tensor<2xf32>) -> ()
  // CHECK-NEXT: ( 1, -3 )
  call @print2(%r2) : (tensor<2xf32>) -> ()
  // CHECK-NEXT: 3
  vector.print %n : index

  // Dynamic size: stays in the runtime, grows on write.
  %d, %g0 = tagrad.tensor_array %c0 {dynamic_size = true, tensor_array_name = "grows"} : !tagrad.tensor_array<tensor<2xf32>>
  %g1 = tagrad.tensor_array.write %d[%c2], %b, %g0 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  %g2 = tagrad.tensor_array.write %d[%c0], %a, %g1 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  %m = tagrad.tensor_array.size %d, %g2 : !tagrad.tensor_array<tensor<2xf32>>
  %s0 = tagrad.tensor_array.read %d[%c0], %g2 : !tagrad.tensor_array<tensor<2xf32>>
  %s1 = tagrad.tensor_array.read %d[%c1], %g2 : !tagrad.tensor_array<tensor<2xf32>>
  %s2 = tagrad.tensor_array.read %d[%c2], %g2 : !tagrad.tensor_array<tensor<2xf32>>
  tagrad.tensor_array.close %d : !tagrad.tensor_array<tensor<2xf32>>
  // CHECK-NEXT: 3
  vector.print %m : index
  // CHECK-NEXT: ( 4, 5 )
  call @print2(%s0) : (tensor<2xf32>) -> ()
  // CHECK-NEXT: ( 0, 0 )
  call @print2(%s1) : (tensor<2xf32>) -> ()
  // CHECK-NEXT: ( 1, -3 )
  call @print2(%s2) : (tensor<2xf32>) -> ()
  return
}

func.func private @print2(%t: tensor<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = tensor.extract %t[%c0] : tensor<2xf32>
  %y = tensor.extract %t[%c1] : tensor<2xf32>
  call @print_pair(%x, %y) : (f32, f32) -> ()
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
