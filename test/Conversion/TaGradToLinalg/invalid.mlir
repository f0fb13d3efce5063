// RUN: tagrad-opt %s --convert-tagrad-to-linalg --split-input-file --verify-diagnostics

// The linalg lowering needs ranked operands; unranked ones are reported at
// the op (never a crash or a generic legalization failure).

func.func @unranked_scale_forward(%x: tensor<2x3x4x5xf32>, %s: tensor<*xf32>, %v: tensor<5xf32>) -> tensor<2x3x4x5xf32> {
  // expected-error @+1 {{operand 'scale' has the unranked type 'tensor<*xf32>', which the linalg lowering does not support: tensor.cast it to a ranked type first}}
  %0:5 = tagrad.fused_batch_norm %x, %s, %v, %v, %v : tensor<2x3x4x5xf32>, tensor<*xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
  return %0#0 : tensor<2x3x4x5xf32>
}

// -----

func.func @unranked_reserve_space_grad(%x: tensor<2x3x4x5xf32>, %s: tensor<*xf32>, %v: tensor<5xf32>) -> tensor<2x3x4x5xf32> {
  // expected-error @+1 {{operand 'reserve_space_2' has the unranked type 'tensor<*xf32>'}}
  %0:5 = tagrad.fused_batch_norm_grad %x, %x, %v, %v, %s : tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<*xf32>
  return %0#0 : tensor<2x3x4x5xf32>
}

// -----

func.func @unranked_data_grad(%x: tensor<*xbf16>, %v: tensor<5xf32>) -> tensor<*xbf16> {
  // expected-error @+1 {{operand 'y_backprop' has the unranked type 'tensor<*xbf16>'}}
  %0:5 = tagrad.fused_batch_norm_grad %x, %x, %v, %v, %v : tensor<*xbf16>, tensor<*xbf16>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
  return %0#0 : tensor<*xbf16>
}
