// A bad option value is an error when the option is parsed: it names the
// option and the valid values, and the module is neither run nor printed.

// RUN: not tagrad-opt %s --tagrad-cpu-pipeline=checks=al 2>&1 | FileCheck %s --check-prefix=CPU
// CPU: for the --checks option: 'al' is not a valid value (expected one of: all, bounds, none)
// CPU-NOT: func.func

// RUN: not tagrad-opt %s --tagrad-gpu-pipeline=format=ptx 2>&1 | FileCheck %s --check-prefix=GPU
// GPU: for the --format option: 'ptx' is not a valid value (expected one of: isa, fatbin)
// GPU-NOT: func.func

// RUN: not tagrad-opt %s --tagrad-decompose-tensor-arrays=checks=al 2>&1 | FileCheck %s --check-prefix=DECOMPOSE
// DECOMPOSE: for the --checks option: Cannot find option named 'al'!
// DECOMPOSE: error: invalid options for -tagrad-decompose-tensor-arrays (checks: all, bounds or none)
// DECOMPOSE-NOT: func.func

// Good values parse and print back by name.
// RUN: tagrad-opt %s --pass-pipeline="builtin.module(tagrad-cpu-pipeline{checks=bounds})" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=GOOD
// GOOD: tagrad-decompose-tensor-arrays{buffers=true checks=bounds}

func.func @f() {
  return
}
