// RUN: tagrad-opt %s --tagrad-cpu-bound-alias-chains=max-length=0 -verify-diagnostics -o /dev/null

// A chain of length 0 would cut every update: rejected at the function.
// expected-error @+1 {{-tagrad-cpu-bound-alias-chains: max-length must be at least 1}}
func.func @zero(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
