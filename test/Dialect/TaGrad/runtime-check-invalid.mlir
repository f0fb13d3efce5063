// RUN: tagrad-opt %s --split-input-file --verify-diagnostics

// tagrad.runtime_check: one case per verifier rule (TaGradOps.td).

// C1: every {N} names a value.
func.func @error_runtime_check_c1(%failed: i1, %v: i64) {
  // expected-error @+1 {{message names value {1} but has 1 values [C1]}}
  tagrad.runtime_check %failed, "saw {0} vs. {1}" (%v : i64)
  return
}

// -----

func.func @error_runtime_check_c1_no_values(%failed: i1) {
  // expected-error @+1 {{message names value {0} but has 0 values [C1]}}
  tagrad.runtime_check %failed, "Dimension {0} must be >= 0"
  return
}
