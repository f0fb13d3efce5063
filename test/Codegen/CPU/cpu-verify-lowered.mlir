// RUN: tagrad-opt %s --split-input-file --allow-unregistered-dialect --tagrad-cpu-verify-lowered --verify-diagnostics | FileCheck %s

// The LLVM dialect and OpenMP's ops pass unchanged.

// CHECK-LABEL: llvm.func @lowered
// CHECK: omp.parallel
// CHECK: llvm.return
llvm.func @lowered(%a: f32) -> f32 {
  omp.parallel {
    omp.terminator
  }
  %b = llvm.fadd %a, %a : f32
  llvm.return %b : f32
}

// -----

// Any other op is an error naming it, once: the ops nested in it are not
// reported again.
// expected-error @+1 {{'func.func' is not lowered by --tagrad-cpu-pipeline}}
func.func @not_lowered(%a: f32) -> f32 {
  %b = arith.addf %a, %a : f32
  return %b : f32
}

// -----

// Unrealized casts are reported only when nothing else is left: here the
// unlowered op is, and the cast next to it is its consequence.
llvm.func @cast_beside_op(%a: i64) -> i64 {
  %i = builtin.unrealized_conversion_cast %a : i64 to index
  // expected-error @+1 {{'arith.addi' is not lowered by --tagrad-cpu-pipeline}}
  %j = arith.addi %i, %i : index
  %k = builtin.unrealized_conversion_cast %j : index to i64
  llvm.return %k : i64
}

// -----

llvm.func @cast_alone(%a: i64) -> i64 {
  // expected-error @+1 {{'builtin.unrealized_conversion_cast' is not lowered by --tagrad-cpu-pipeline}}
  %i = builtin.unrealized_conversion_cast %a : i64 to index
  // expected-error @+1 {{'builtin.unrealized_conversion_cast' is not lowered by --tagrad-cpu-pipeline}}
  %k = builtin.unrealized_conversion_cast %i : index to i64
  llvm.return %k : i64
}

// -----

// An unregistered op (no dialect at all) is reported like any other.
llvm.func @unregistered() {
  // expected-error @below {{'x.opaque' is not lowered by --tagrad-cpu-pipeline}}
  "x.opaque"() : () -> ()
  llvm.return
}
