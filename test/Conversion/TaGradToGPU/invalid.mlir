// RUN: tagrad-opt %s --convert-tagrad-to-gpu --split-input-file --verify-diagnostics
// RUN: not tagrad-opt %s --convert-tagrad-to-gpu="block-size=48" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BLOCK
// RUN: not tagrad-opt %s --convert-tagrad-to-gpu="grid-blocks=0" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=GRID

// BLOCK: block-size must be a multiple of 32 in [32, 1024], got 48
// GRID: grid-blocks must be in [1, 65535], got 0
