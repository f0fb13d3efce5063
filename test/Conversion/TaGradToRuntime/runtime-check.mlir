// RUN: tagrad-opt %s --split-input-file --convert-tagrad-to-runtime | FileCheck %s

// tagrad.runtime_check becomes a call, when the condition holds, of a
// helper that puts the values on its own stack frame and calls
// tagradReportRuntimeCheck(format, count, values, location).

// CHECK-DAG: llvm.mlir.global private constant @__tagrad_rt_str_{{.*}}("Requires start <= limit when delta > 0: {0}/{1}\00")
// CHECK-DAG: llvm.mlir.global private constant @__tagrad_rt_str_{{.*}}("range_node\00")
// CHECK-LABEL: func @runtime_check
// CHECK-SAME: (%[[FAILED:.*]]: i1, %[[START:.*]]: i64, %[[LIMIT:.*]]: index)
// CHECK: scf.if %[[FAILED]] {
// CHECK:   %[[FORMAT:.*]] = llvm.mlir.addressof @__tagrad_rt_str_{{.*}} : !llvm.ptr
// CHECK:   %[[L64:.*]] = arith.index_cast %[[LIMIT]] : index to i64
// CHECK:   %[[LOC:.*]] = llvm.mlir.addressof @__tagrad_rt_str_{{.*}} : !llvm.ptr
// CHECK:   func.call @__tagrad_rt_ReportCheck_2(%[[FORMAT]], %[[START]], %[[L64]], %[[LOC]])
// CHECK: }
// CHECK: func.func private @tagradReportRuntimeCheck(!llvm.ptr, i64, !llvm.ptr, !llvm.ptr)
// CHECK: func.func private @__tagrad_rt_ReportCheck_2(%{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: !llvm.ptr)
// CHECK:   call @tagradReportRuntimeCheck
func.func @runtime_check(%failed: i1, %start: i64, %limit: index) {
  tagrad.runtime_check %failed, "Requires start <= limit when delta > 0: {0}/{1}" (%start, %limit : i64, index) loc("range_node")
  return
}

// -----

// A check that holds leaves nothing.

// CHECK-LABEL: func @runtime_check_holds
// CHECK-NOT: scf.if
// CHECK-NOT: call
// CHECK: return
func.func @runtime_check_holds(%v: i64) {
  %false = arith.constant false
  tagrad.runtime_check %false, "Dimension {0} must be >= 0" (%v : i64)
  return
}
