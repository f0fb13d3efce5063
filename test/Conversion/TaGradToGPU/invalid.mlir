// RUN: tagrad-opt %s --convert-tagrad-to-gpu --split-input-file --verify-diagnostics
// RUN: not tagrad-opt %s --convert-tagrad-to-gpu="block-size=48" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BLOCK
// RUN: not tagrad-opt %s --convert-tagrad-to-gpu="grid-blocks=0" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=GRID

// BLOCK: block-size must be a multiple of 32 in [32, 1024], got 48
// GRID: grid-blocks must be in [1, 65535], got 0

func.func @unranked(%dy: tensor<*xf32>, %x: tensor<*xf32>, %s: tensor<4xf32>,
                    %m: tensor<4xf32>, %v: tensor<4xf32>) -> tensor<*xf32> {
  // expected-error @below {{cannot lower to GPU kernels: operands must be ranked tensors}}
  %dx, %ds, %do, %r3, %r4 = tagrad.fused_batch_norm_grad %dy, %x, %s, %m, %v
      : tensor<*xf32>, tensor<*xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  return %dx : tensor<*xf32>
}
