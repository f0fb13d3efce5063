// RUN: tagrad-opt %s --split-input-file --verify-diagnostics --tagrad-cpu-lower-asserts | FileCheck %s

// A cf.assert in a function body becomes a branch to a block that reports
// through the runtime and aborts; one message, one global.
// CHECK-LABEL: func.func @two_asserts
// CHECK-SAME: (%[[A:.*]]: i1, %[[B:.*]]: i1)
// CHECK: cf.cond_br %[[A]], ^[[OK1:.*]], ^[[FAIL1:[^ ]*]]
// CHECK: ^[[FAIL1]]:
// CHECK: %[[M:.*]] = llvm.mlir.addressof @[[MSG:__tagrad_assert_msg_[0-9A-F]+]]
// CHECK: call @tagradRuntimeError(%[[M]]) : (!llvm.ptr) -> ()
// CHECK: call @abort() : () -> ()
// CHECK: llvm.unreachable
// CHECK: ^[[OK1]]:
// CHECK: cf.cond_br %[[B]]
// CHECK: llvm.mlir.addressof @[[MSG]]
// CHECK: return
// CHECK-NOT: cf.assert
// CHECK-DAG: func.func private @tagradRuntimeError(!llvm.ptr)
// CHECK-DAG: func.func private @abort()
// CHECK-DAG: llvm.mlir.global private constant @[[MSG]]("shapes differ\00")
func.func @two_asserts(%a: i1, %b: i1) {
  cf.assert %a, "shapes differ"
  cf.assert %b, "shapes differ"
  return
}

// -----

// Inside an scf region (one block only) the assert keeps upstream's
// lowering.
// CHECK-LABEL: func.func @in_scf_if
// CHECK: scf.if
// CHECK-NEXT: cf.assert
func.func @in_scf_if(%c: i1, %a: i1) {
  scf.if %c {
    cf.assert %a, "inside"
  }
  return
}

// -----

// A module-defined symbol of that name with another type is an error.
// expected-error @+1 {{'tagradRuntimeError' is the TaGrad runtime's '(!llvm.ptr) -> ()', which a failed cf.assert calls}}
func.func private @tagradRuntimeError(i32)
func.func @conflict(%a: i1) {
  cf.assert %a, "x"
  return
}
