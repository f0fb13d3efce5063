// RUN: tagrad-opt %s --split-input-file --verify-each=false \
// RUN:   --mlir-very-unsafe-disable-verifier-on-parsing --tagrad-verify-ir \
// RUN:   --verify-diagnostics | FileCheck %s

// IR that verifies passes unchanged.

// CHECK-LABEL: func.func @valid
// CHECK-NEXT: arith.addf
// CHECK-NEXT: return
func.func @valid(%a: f32) -> f32 {
  %b = arith.addf %a, %a : f32
  return %b : f32
}

// -----

// IR that does not verify (here as parsed with the parser's verifier off,
// as a pass that broke it would leave it) is an error at the offending op
// and fails the pipeline.

func.func @invalid(%a: f32, %b: f64) -> f32 {
  // expected-error @+1 {{'arith.addf' op requires the same type for all operands and results}}
  %c = "arith.addf"(%a, %b) : (f32, f64) -> f32
  return %c : f32
}
