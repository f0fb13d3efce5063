// RUN: tagrad-opt -tagrad-lower-runtime-checks %s | FileCheck %s

// Each tagrad.runtime_check becomes a call of the runtime's report when its
// condition holds, with the message, the values and the op's location; one
// that cannot fail is erased; every other op (a TensorArray here) stays as
// it is.

// CHECK-DAG: llvm.mlir.global private constant @[[LOC:.*]]("{{.*}}lower-runtime-checks.mlir:{{[0-9]+}}:3\00")
// CHECK-DAG: llvm.mlir.global private constant @[[MSG:.*]]("got {0} and {1}\00")
// CHECK-LABEL: func.func @checks
// CHECK-SAME: (%[[N:.*]]: i64, %[[FAILED:.*]]: i1, %[[S:.*]]: index)
// CHECK: scf.if %[[FAILED]] {
// CHECK:   %[[M:.*]] = llvm.mlir.addressof @[[MSG]]
// CHECK:   %[[L:.*]] = llvm.mlir.addressof @[[LOC]]
// CHECK:   func.call @[[HELPER:.*]](%[[M]], %[[N]], %[[N]], %[[L]])
// CHECK: }
// CHECK-NOT: tagrad.runtime_check
// CHECK-NOT: never
// CHECK: tagrad.tensor_array %[[S]]
// CHECK: func.func private @tagradReportRuntimeCheck(!llvm.ptr, i64, !llvm.ptr, !llvm.ptr)
// CHECK: func.func private @[[HELPER]](
// CHECK: call @tagradReportRuntimeCheck
func.func @checks(%n: i64, %failed: i1, %s: index) {
  tagrad.runtime_check %failed, "got {0} and {1}"(%n, %n : i64, i64)
  %false = arith.constant false
  tagrad.runtime_check %false, "never"
  %ta, %flow = tagrad.tensor_array %s : !tagrad.tensor_array<tensor<2xf32>>
  return
}
