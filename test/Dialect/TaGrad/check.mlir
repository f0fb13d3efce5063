// RUN: tagrad-opt %s --split-input-file | tagrad-opt --split-input-file | FileCheck %s
// RUN: tagrad-opt %s --split-input-file --mlir-print-op-generic | tagrad-opt --split-input-file | FileCheck %s
// RUN: tagrad-opt %s --split-input-file --canonicalize | FileCheck %s --check-prefix=CANON

// tagrad.tensor_array.check: custom and generic forms round-trip; the
// canonicalizer drops the rules that constant conditions decide.

// CHECK-LABEL: func @check_rules
// CHECK: %[[OK:.*]] = tagrad.tensor_array.check "ta"[%arg0] size 4 [%arg1 : use_after_close, %arg2 : negative_write_index, %arg3 : double_write]
// CHECK: return %[[OK]]
// CANON-LABEL: func @check_rules
// CANON: tagrad.tensor_array.check "ta"[%arg0] size 4 [%arg1 : use_after_close, %arg2 : negative_write_index, %arg3 : double_write]
func.func @check_rules(%i: index, %closed: i1, %negative: i1, %written: i1) -> i1 {
  %ok = tagrad.tensor_array.check "ta"[%i] size 4 [%closed : use_after_close, %negative : negative_write_index, %written : double_write]
  return %ok : i1
}

// -----

// CHECK-LABEL: func @check_shape
// CHECK: tagrad.tensor_array.check "ta"[%arg0] size 3 [%arg1 : write_out_of_range, %arg2 : incompatible_shape] value_shape(%arg3, %arg4) element_shape [2, 5]
// CANON-LABEL: func @check_shape
// CANON: value_shape(%arg3, %arg4) element_shape [2, 5]
func.func @check_shape(%i: index, %big: i1, %bad: i1, %d0: index, %d1: index) -> i1 {
  %ok = tagrad.tensor_array.check "ta"[%i] size 3 [%big : write_out_of_range, %bad : incompatible_shape] value_shape(%d0, %d1) element_shape [2, 5]
  return %ok : i1
}

// -----

// Rules that hold at compile time go; with none left the check goes and
// the access may go ahead.

// CANON-LABEL: func @check_holds
// CANON-NOT: tagrad.tensor_array.check
// CANON: %[[TRUE:.*]] = arith.constant true
// CANON: return %[[TRUE]]
func.func @check_holds(%i: index) -> i1 {
  %false = arith.constant false
  %ok = tagrad.tensor_array.check "ta"[%i] size 4 [%false : use_after_close, %false : write_out_of_range]
  return %ok : i1
}

// -----

// A rule broken at compile time is the last one checked (the later ones are
// never reported); the access never goes ahead. The shape operands go with
// the dropped incompatible_shape rule.

// CANON-LABEL: func @check_broken
// CANON: %[[FALSE:.*]] = arith.constant false
// CANON: %[[TRUE:.*]] = arith.constant true
// CANON: tagrad.tensor_array.check "ta"[%arg0] size 4 [%arg1 : use_after_close, %[[TRUE]] : read_after_clear]{{$}}
// CANON: return %[[FALSE]]
func.func @check_broken(%i: index, %closed: i1, %bad: i1, %d: index) -> i1 {
  %false = arith.constant false
  %true = arith.constant true
  %ok = tagrad.tensor_array.check "ta"[%i] size 4 [%closed : use_after_close, %false : negative_read_index, %true : read_after_clear, %bad : incompatible_shape] value_shape(%d) element_shape [3]
  return %ok : i1
}
