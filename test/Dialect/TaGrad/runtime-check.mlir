// RUN: tagrad-opt %s --split-input-file | tagrad-opt --split-input-file | FileCheck %s
// RUN: tagrad-opt %s --split-input-file --canonicalize | FileCheck %s --check-prefix=CANON

// tagrad.runtime_check round-trips; a condition that folds to false goes.

// CHECK-LABEL: func @runtime_check
// CHECK: tagrad.runtime_check %{{.*}}, "Requires delta != 0: {0}"(%{{.*}} : i64)
// CHECK: tagrad.runtime_check %{{.*}}, "Shape {shape} would have more than 2**63 - 1 elements"(%{{.*}}, %{{.*}} : index, i32)
// CHECK: tagrad.runtime_check %{{.*}}, "no values"
// CANON-LABEL: func @runtime_check
// CANON-COUNT-3: tagrad.runtime_check
func.func @runtime_check(%failed: i1, %delta: i64, %a: index, %b: i32) {
  tagrad.runtime_check %failed, "Requires delta != 0: {0}" (%delta : i64)
  tagrad.runtime_check %failed, "Shape {shape} would have more than 2**63 - 1 elements" (%a, %b : index, i32)
  tagrad.runtime_check %failed, "no values"
  return
}

// -----

// CANON-LABEL: func @runtime_check_holds
// CANON-NOT: tagrad.runtime_check
// CANON: return
func.func @runtime_check_holds(%delta: i64) {
  %false = arith.constant false
  tagrad.runtime_check %false, "Requires delta != 0: {0}" (%delta : i64)
  return
}
