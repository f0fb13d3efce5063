// The batch-norm programs of this directory compiled for thread counts
// other than this machine's, against the same goldens: one thread (no
// partial-sum split) and three (an odd count: shares of rows and batches of
// unequal length, some empty for the small shapes, blocks of channels in
// multiples of three), and eight for the edge cases (most shares empty).
// gen_forward's printed spot values (three decimals of y for x = 1e4 +
// noise, where an f32 ulp of x is 1e-3) hold for 1 to 6 threads; with 8
// the summation order moves offset_nhwc y[1] from -0.728 to -0.7275, inside
// the golden tolerance, so it is not run with 8. The schedules split their work at compile time
// (`threads`); OpenMP runs the resulting loops with however many threads it
// has.
//
// RUN: tagrad-opt %S/gen_grad_f32.mlir --tagrad-cpu-pipeline=threads=1 | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils,%mlir_runner_utils,%tagrad_runtime | FileCheck %S/gen_grad_f32.mlir
// RUN: tagrad-opt %S/gen_grad_f32.mlir --tagrad-cpu-pipeline=threads=3 | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils,%mlir_runner_utils,%tagrad_runtime | FileCheck %S/gen_grad_f32.mlir
// RUN: tagrad-opt %S/gen_grad_blocks.mlir --tagrad-cpu-pipeline=threads=1 | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils,%mlir_runner_utils,%tagrad_runtime | FileCheck %S/gen_grad_blocks.mlir
// RUN: tagrad-opt %S/gen_grad_blocks.mlir --tagrad-cpu-pipeline=threads=3 | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils,%mlir_runner_utils,%tagrad_runtime | FileCheck %S/gen_grad_blocks.mlir
// RUN: tagrad-opt %S/gen_grad_edge.mlir --tagrad-cpu-pipeline=threads=1 | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils,%mlir_runner_utils,%tagrad_runtime | FileCheck %S/gen_grad_edge.mlir
// RUN: tagrad-opt %S/gen_grad_edge.mlir --tagrad-cpu-pipeline=threads=3 | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils,%mlir_runner_utils,%tagrad_runtime | FileCheck %S/gen_grad_edge.mlir
// RUN: tagrad-opt %S/gen_grad_edge.mlir --tagrad-cpu-pipeline=threads=8 | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils,%mlir_runner_utils,%tagrad_runtime | FileCheck %S/gen_grad_edge.mlir
// RUN: tagrad-opt %S/gen_forward.mlir --tagrad-cpu-pipeline=threads=1 | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils,%mlir_runner_utils,%tagrad_runtime | FileCheck %S/gen_forward.mlir
// RUN: tagrad-opt %S/gen_forward.mlir --tagrad-cpu-pipeline=threads=3 | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils,%mlir_runner_utils,%tagrad_runtime | FileCheck %S/gen_forward.mlir
// RUN: tagrad-opt %S/fully_dynamic.mlir --tagrad-cpu-pipeline=threads=3 | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils,%mlir_runner_utils,%tagrad_runtime | FileCheck %S/fully_dynamic.mlir
// And with more OpenMP threads than the schedule's count, and fewer.
// RUN: tagrad-opt %S/gen_grad_blocks.mlir --tagrad-cpu-pipeline=threads=1 | env OMP_NUM_THREADS=2 mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils,%mlir_runner_utils,%tagrad_runtime | FileCheck %S/gen_grad_blocks.mlir
// RUN: tagrad-opt %S/gen_grad_f32.mlir --tagrad-cpu-pipeline=threads=3 | env OMP_NUM_THREADS=1 mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils,%mlir_runner_utils,%tagrad_runtime | FileCheck %S/gen_grad_f32.mlir
