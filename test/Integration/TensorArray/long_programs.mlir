// RUN: %python %S/Inputs/gen_long_program.py 200 > %t.mlir
// RUN: tagrad-opt %t.mlir %tagrad_cpu | %ta_runner | FileCheck %s
// RUN: tagrad-opt %t.mlir %tagrad_cpu_tensors | %ta_runner | FileCheck %s
// RUN: tagrad-opt %t.mlir %tagrad_cpu_none | %ta_runner | FileCheck %s

// A program shaped like an unrolled TensorFlow loop (Inputs/
// gen_long_program.py, N = 200): chains of 200 elementwise updates, 600
// TensorArray writes and 400 reads at constant indices in one block, a state
// carried through 50 loops. The pipeline cuts the chains every 32 updates
// (-tagrad-cpu-bound-alias-chains) and decides the TensorArray rules at
// compile time; the sums must come out exact: N (N + 1) / 2 * (1, 2),
// 2 N * (1, 2) and 3 * 50 * (1, 2).

// CHECK: ( 20100, 40200 )
// CHECK-NEXT: ( 400, 800 )
// CHECK-NEXT: ( 150, 300 )
