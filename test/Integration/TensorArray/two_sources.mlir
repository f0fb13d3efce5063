// RUN: tagrad-opt %s %tagrad_cpu | %ta_runner | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | %ta_runner | FileCheck %s

// Two sources get separate accumulators; unwritten gradient elements read
// as zeros (TF_SEMANTICS.md section 8, scenario 10): forward size 2 writes
// 5 at 0 and 10 at 1; gA = grad("gradients"), gB = grad("gradients_1");
// gA.write(0, 2), gB.write(0, 7) -> gA.read(0) = 2, gB.read(0) = 7,
// gA.read(1) = 0.

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v5 = arith.constant dense<5.0> : tensor<f32>
  %v10 = arith.constant dense<10.0> : tensor<f32>
  %v2 = arith.constant dense<2.0> : tensor<f32>
  %v7 = arith.constant dense<7.0> : tensor<f32>
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "fwd"} : !tagrad.tensor_array<tensor<f32>>
  %f1 = tagrad.tensor_array.write %ta[%c0], %v5, %f0 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  %f2 = tagrad.tensor_array.write %ta[%c1], %v10, %f1 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  %ga, %fa0 = tagrad.tensor_array.grad %ta, %f2 source "gradients" : !tagrad.tensor_array<tensor<f32>>
  %gb, %fb0 = tagrad.tensor_array.grad %ta, %f2 source "gradients_1" : !tagrad.tensor_array<tensor<f32>>
  %fa1 = tagrad.tensor_array.write %ga[%c0], %v2, %fa0 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  %fb1 = tagrad.tensor_array.write %gb[%c0], %v7, %fb0 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  %a0 = tagrad.tensor_array.read %ga[%c0], %fa1 : !tagrad.tensor_array<tensor<f32>>
  %b0 = tagrad.tensor_array.read %gb[%c0], %fb1 : !tagrad.tensor_array<tensor<f32>>
  %a1 = tagrad.tensor_array.read %ga[%c1], %fa1 : !tagrad.tensor_array<tensor<f32>>
  %x = tensor.extract %a0[] : tensor<f32>
  %y = tensor.extract %b0[] : tensor<f32>
  %z = tensor.extract %a1[] : tensor<f32>
  // CHECK: 2
  vector.print %x : f32
  // CHECK-NEXT: 7
  vector.print %y : f32
  // CHECK-NEXT: 0
  vector.print %z : f32
  return
}
