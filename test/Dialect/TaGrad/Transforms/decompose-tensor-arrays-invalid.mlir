// RUN: tagrad-opt %s --split-input-file --tagrad-decompose-tensor-arrays=checks=foo --verify-diagnostics
// RUN: not tagrad-opt %s --tagrad-decompose-tensor-arrays=checks=foo 2>&1 | FileCheck %s

// An unknown `checks` level is reported once, at the module, and nothing is
// rewritten. (The module is explicit so that the error has a location
// --verify-diagnostics can match.)

// CHECK: decompose-tensor-arrays-invalid.mlir:[[# @LINE + 3]]:1: error: unknown checks level 'foo' (expected all, bounds or none)

// expected-error @+1 {{unknown checks level 'foo' (expected all, bounds or none)}}
module {
  func.func @f() {
    %c3 = arith.constant 3 : index
    %ta, %f = tagrad.tensor_array %c3 : !tagrad.tensor_array<tensor<2xf32>>
    return
  }
}
