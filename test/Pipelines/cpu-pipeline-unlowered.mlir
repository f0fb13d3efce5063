// RUN: tagrad-opt %s --split-input-file --tagrad-cpu-pipeline --verify-diagnostics

// (-tagrad-cpu-verify-lowered on its own: cpu-verify-lowered.mlir.)

// Ops the CPU pipeline does not lower are errors naming them (not exit 0
// and a failure later in mlir-runner).

func.func @softmax(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %e = tensor.empty() : tensor<2x3xf32>
  // expected-error @+1 {{'linalg.softmax' is not lowered by --tagrad-cpu-pipeline}}
  %s = linalg.softmax dimension(1) ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %s : tensor<2x3xf32>
}

// -----

func.func @complex_add(%a: complex<f32>) -> complex<f32> {
  // expected-error @+1 {{'complex.add' is not lowered by --tagrad-cpu-pipeline}}
  %b = complex.add %a, %a : complex<f32>
  return %b : complex<f32>
}

// -----

// TOSA on tensors is rejected at bufferization, at the op.
func.func @tosa_abs(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{op was not bufferized}}
  %b = tosa.abs %a : (tensor<2xf32>) -> tensor<2xf32>
  return %b : tensor<2xf32>
}
