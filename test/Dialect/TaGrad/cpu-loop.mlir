// RUN: tagrad-opt %s --split-input-file --verify-diagnostics | FileCheck %s
// RUN: tagrad-opt %s --split-input-file --verify-diagnostics --mlir-print-op-generic | tagrad-opt --split-input-file | FileCheck %s

// #tagrad.cpu_loop, the CPU schedule's marks on its loops
// (docs/CpuSchedule.md, Loop marks), round-trips under the name
// tagrad.cpu_loop; unset marks (false, 0) are not printed.

// CHECK-LABEL: func @marks
// CHECK: } {tagrad.cpu_loop = #tagrad.cpu_loop<writes_dx = true, reversed = true, prefetch_row_bytes = 8192>}
// CHECK: } {tagrad.cpu_loop = #tagrad.cpu_loop<writes_dx = true, prefetch_next_block = true, prefetch_channels = 1>}
// CHECK: } {tagrad.cpu_loop = #tagrad.cpu_loop<nontemporal = true, prefetch_row_bytes = -8192>}
// CHECK: } {tagrad.cpu_loop = #tagrad.cpu_loop<channel_block = 4>}
func.func @marks(%n: index) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %n step %c16 {
  } {tagrad.cpu_loop = #tagrad.cpu_loop<prefetch_row_bytes = 8192, reversed = true, writes_dx = true>}
  scf.for %i = %c0 to %n step %c16 {
  } {tagrad.cpu_loop = #tagrad.cpu_loop<writes_dx = true, prefetch_next_block = true, prefetch_channels = 1, nontemporal = false>}
  scf.for %i = %c0 to %n step %c16 {
  } {tagrad.cpu_loop = #tagrad.cpu_loop<nontemporal = true, prefetch_row_bytes = -8192>}
  scf.forall (%b) in (8) {
  } {tagrad.cpu_loop = #tagrad.cpu_loop<channel_block = 4>}
  return
}

// -----

func.func @not_a_mark(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{'tagrad.cpu_loop' must be a #tagrad.cpu_loop, got "nontemporal"}}
  scf.for %i = %c0 to %n step %c1 {
  } {tagrad.cpu_loop = "nontemporal"}
  return
}

// -----

func.func @not_a_loop(%x: f32) {
  // expected-error @+1 {{'tagrad.cpu_loop' belongs on an 'scf.for' or an 'scf.forall'}}
  %y = arith.addf %x, %x {tagrad.cpu_loop = #tagrad.cpu_loop<nontemporal = true>} : f32
  return
}

// -----

func.func @marks_nothing(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{'tagrad.cpu_loop' marks nothing}}
  scf.for %i = %c0 to %n step %c1 {
  } {tagrad.cpu_loop = #tagrad.cpu_loop<prefetch_row_bytes = 0>}
  return
}

// -----

func.func @forall_without_block() {
  // expected-error @+1 {{'tagrad.cpu_loop' on an 'scf.forall' must carry a channel_block}}
  scf.forall (%b) in (8) {
  } {tagrad.cpu_loop = #tagrad.cpu_loop<reversed = true>}
  return
}

// -----

func.func @for_with_block(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{'tagrad.cpu_loop' on an 'scf.for' cannot carry a channel_block}}
  scf.for %i = %c0 to %n step %c1 {
  } {tagrad.cpu_loop = #tagrad.cpu_loop<channel_block = 2>}
  return
}

// -----

// expected-error @+1 {{channel_block marks an scf.forall and goes alone}}
func.func @block_not_alone() attributes {tagrad.cpu_loop = #tagrad.cpu_loop<channel_block = 2, prefetch_channels = 2>} {
  return
}

// -----

// expected-error @+1 {{prefetch_channels must not be negative, got -1}}
func.func @negative_channels() attributes {tagrad.cpu_loop = #tagrad.cpu_loop<prefetch_channels = -1>} {
  return
}

// -----

// expected-error @+1 {{channel_block must not be negative, got -4}}
func.func @negative_block() attributes {tagrad.cpu_loop = #tagrad.cpu_loop<channel_block = -4>} {
  return
}

// -----

// A row distance is negated when its loop is reversed.
// expected-error @+1 {{prefetch_row_bytes must have a negation, got -9223372036854775808}}
func.func @row_bytes_without_negation() attributes {tagrad.cpu_loop = #tagrad.cpu_loop<prefetch_row_bytes = -9223372036854775808>} {
  return
}

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: prefetch_rows}}
func.func @unknown_mark() attributes {tagrad.cpu_loop = #tagrad.cpu_loop<prefetch_rows = 8192>} {
  return
}
