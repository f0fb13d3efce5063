// The TensorFlow golden programs of test/Integration/BatchNorm (inputs and
// TensorFlow's outputs embedded by scripts/gen_bn_goldens.py), run through
// the GPU pipeline instead of the CPU one, with the same CHECK lines.
//
// RUN: tagrad-opt %S/../BatchNorm/gen_grad_f32.mlir --tagrad-gpu-pipeline \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%tagrad_runtime,%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %S/../BatchNorm/gen_grad_f32.mlir
// RUN: tagrad-opt %S/../BatchNorm/gen_grad_low_precision.mlir --tagrad-gpu-pipeline \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%tagrad_runtime,%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %S/../BatchNorm/gen_grad_low_precision.mlir
// RUN: tagrad-opt %S/../BatchNorm/gen_grad_edge.mlir --tagrad-gpu-pipeline \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%tagrad_runtime,%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %S/../BatchNorm/gen_grad_edge.mlir
// RUN: tagrad-opt %S/../BatchNorm/gen_forward.mlir --tagrad-gpu-pipeline \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%tagrad_runtime,%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %S/../BatchNorm/gen_forward.mlir
