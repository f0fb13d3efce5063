// RUN: tagrad-opt %s --split-input-file --tagrad-lower-runtime-checks | FileCheck %s

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

// -----

// A check that fails on every call (its condition folded to true in the
// function's body) ends the function: the report, then placeholder
// results; the code after it, holding the shape it refuses (a cast that
// later folds could make invalid), is gone.

// CHECK-LABEL: func @runtime_check_always_fails
// CHECK: func.call @__tagrad_rt_ReportCheck_2
// CHECK-NOT: tensor.cast
// CHECK: %[[EMPTY:.*]] = tensor.empty() : tensor<24xf32>
// CHECK: %[[NONE:.*]] = arith.constant 0 : index
// CHECK: %[[DYNAMIC:.*]] = tensor.empty(%[[NONE]]) : tensor<?x3xf32>
// CHECK: %[[ZERO:.*]] = arith.constant 0 : i64
// CHECK: return %[[EMPTY]], %[[DYNAMIC]], %[[ZERO]] : tensor<24xf32>, tensor<?x3xf32>, i64
func.func @runtime_check_always_fails(%x: tensor<0xf32>, %y: tensor<?x3xf32>) -> (tensor<24xf32>, tensor<?x3xf32>, i64) {
  %true = arith.constant true
  %c0 = arith.constant 0 : i64
  %c24 = arith.constant 24 : i64
  tagrad.runtime_check %true, "Input to reshape is a tensor with {0} values, but the requested shape has {1}" (%c0, %c24 : i64, i64) loc("reshape_node")
  %d = tensor.cast %x : tensor<0xf32> to tensor<?xf32>
  %s = tensor.cast %d : tensor<?xf32> to tensor<24xf32>
  %n = arith.addi %c0, %c24 : i64
  return %s, %y, %n : tensor<24xf32>, tensor<?x3xf32>, i64
}
