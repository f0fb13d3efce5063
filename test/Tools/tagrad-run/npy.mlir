// .npy files written by NumPy (Inputs/, see the RUN lines of their use) are
// read with their shape and dtype; results saved with --output=@file are
// read back by the next run, and their header is NumPy's.
// RUN: tagrad-run %s --input=@%S/Inputs/x_2x3_f32.npy --input=@%S/Inputs/flags_i1.npy --input=@%S/Inputs/ids_i64.npy --input="2xf64=0.5,0.25" | FileCheck %s
// RUN: tagrad-run %s --input=@%S/Inputs/x_2x3_f32.npy --input=@%S/Inputs/flags_i1.npy --input=@%S/Inputs/ids_i64.npy --input="2xf64=0.5,0.25" --output=@%t.0.npy --output=- --output=@%t.2.npy --output=@%t.3.npy | FileCheck %s --check-prefix=SAVED
// RUN: tagrad-run %s --input=@%t.0.npy --input=@%S/Inputs/flags_i1.npy --input=@%t.2.npy --input=@%t.3.npy | FileCheck %s --check-prefix=AGAIN
// RUN: FileCheck %s --check-prefix=HEADER < %t.0.npy
// RUN: FileCheck %s --check-prefix=HEADER1 < %t.3.npy

// CHECK: 2x3xf32={{\[\[}}3 -4 6][8 10 12.5]]
// CHECK-NEXT: 3xi1=[false true false]
// CHECK-NEXT: 3xi64=[14 -2 6000000000000]
// CHECK-NEXT: 2xf64=[1 0.5]
// SAVED: 3xi1=[false true false]
// SAVED-NOT: x
// AGAIN: 2x3xf32={{\[\[}}6 -8 12][16 20 25]]
// AGAIN-NEXT: 3xi1=[false true false]
// AGAIN-NEXT: 3xi64=[28 -4 12000000000000]
// AGAIN-NEXT: 2xf64=[2 1]
// HEADER: NUMPY{{.*}}{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }
// HEADER1: {'descr': '<f8', 'fortran_order': False, 'shape': (2,), }
func.func @main(%x: tensor<2x3xf32>, %b: tensor<3xi1>, %i: tensor<3xi64>, %d: tensor<?xf64>) -> (tensor<2x3xf32>, tensor<3xi1>, tensor<3xi64>, tensor<?xf64>) {
  %x2 = arith.addf %x, %x : tensor<2x3xf32>
  %t = arith.constant dense<true> : tensor<3xi1>
  %nb = arith.xori %b, %t : tensor<3xi1>
  %i2 = arith.addi %i, %i : tensor<3xi64>
  %d2 = arith.addf %d, %d : tensor<?xf64>
  return %x2, %nb, %i2, %d2 : tensor<2x3xf32>, tensor<3xi1>, tensor<3xi64>, tensor<?xf64>
}
