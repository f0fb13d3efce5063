// RUN: tagrad-opt %s %tagrad_cpu | %ta_runner | FileCheck %s
// RUN: tagrad-opt %s --tagrad-cpu-pipeline=fuse-sweeps=false | %ta_runner | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu --mlir-print-ir-after=tagrad-cpu-fuse-sweeps 2>&1 >/dev/null | FileCheck %s --check-prefix=FUSED

// Sweeps that -tagrad-cpu-fuse-sweeps merges, run fused and apart: x[i] = i
// and y[i] = 2 x[i] (forward), then an RNN-like gradient loop carrying h
// backwards, h = h / 2 + y[3 - j], whose trips are ordered: the forward
// loops run backwards instead, and all three are one loop. By hand, with
// y = [0, 2, 4, 6]: h = 6, 7, 5.5, 2.75. A last loop reads x and y back
// (printing: it stays apart). Both arrays are read twice: clear_after_read
// = false.

// FUSED-LABEL: func.func @main
// FUSED: scf.for {{.*}} iter_args
// FUSED-NOT: scf.for
// FUSED: vector.print
// FUSED: scf.for
// FUSED-NOT: scf.for
// FUSED: return

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %n = arith.constant 4 : index
  %half = arith.constant 0.5 : f32
  %zero = arith.constant 0.0 : f32
  %x, %fx0 = tagrad.tensor_array %n {tensor_array_name = "x", clear_after_read = false} : !tagrad.tensor_array<tensor<2xf32>>
  %y, %fy0 = tagrad.tensor_array %n {tensor_array_name = "y", clear_after_read = false} : !tagrad.tensor_array<tensor<2xf32>>
  %fx1 = scf.for %i = %c0 to %n step %c1 iter_args(%f = %fx0) -> (f32) {
    %k = arith.index_cast %i : index to i32
    %s = arith.sitofp %k : i32 to f32
    %v = tensor.from_elements %s, %s : tensor<2xf32>
    %f1 = tagrad.tensor_array.write %x[%i], %v, %f : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
    scf.yield %f1 : f32
  }
  %fy1 = scf.for %i = %c0 to %n step %c1 iter_args(%f = %fy0) -> (f32) {
    %v = tagrad.tensor_array.read %x[%i], %fx1 : !tagrad.tensor_array<tensor<2xf32>>
    %w = arith.addf %v, %v : tensor<2xf32>
    %f1 = tagrad.tensor_array.write %y[%i], %w, %f : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
    scf.yield %f1 : f32
  }
  %h = scf.for %j = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %i = arith.subi %c3, %j : index
    %v = tagrad.tensor_array.read %y[%i], %fy1 : !tagrad.tensor_array<tensor<2xf32>>
    %e = tensor.extract %v[%c0] : tensor<2xf32>
    %scaled = arith.mulf %acc, %half : f32
    %next = arith.addf %scaled, %e : f32
    scf.yield %next : f32
  }
  // CHECK: 2.75
  vector.print %h : f32
  // CHECK-NEXT: 0, 0
  // CHECK-NEXT: 1, 2
  // CHECK-NEXT: 2, 4
  // CHECK-NEXT: 3, 6
  scf.for %i = %c0 to %n step %c1 {
    %a = tagrad.tensor_array.read %x[%i], %fx1 : !tagrad.tensor_array<tensor<2xf32>>
    %b = tagrad.tensor_array.read %y[%i], %fy1 : !tagrad.tensor_array<tensor<2xf32>>
    %a0 = tensor.extract %a[%c1] : tensor<2xf32>
    %b0 = tensor.extract %b[%c1] : tensor<2xf32>
    vector.print %a0 : f32 punctuation <comma>
    vector.print str " "
    vector.print %b0 : f32
  }
  return
}
