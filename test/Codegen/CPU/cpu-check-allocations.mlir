// RUN: tagrad-opt %s --split-input-file --tagrad-cpu-check-allocations --verify-diagnostics | FileCheck %s

// malloc and aligned_alloc (what -finalize-memref-to-llvm calls without the
// buffer cache) become the runtime's checked allocators; free stays.

// CHECK-LABEL: llvm.func @alloc
// CHECK: llvm.call @tagradCheckedMalloc(%{{.*}}) : (i64) -> !llvm.ptr
// CHECK: llvm.call @tagradCheckedAlignedAlloc(%{{.*}}, %{{.*}}) : (i64, i64) -> !llvm.ptr
// CHECK: llvm.call @free
// CHECK-DAG: llvm.func @tagradCheckedMalloc(i64) -> !llvm.ptr
// CHECK-DAG: llvm.func @tagradCheckedAlignedAlloc(i64, i64) -> !llvm.ptr
module {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
  llvm.func @free(!llvm.ptr)
  llvm.func @alloc(%n: i64) {
    %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
    %a = llvm.call @aligned_alloc(%n, %n) : (i64, i64) -> !llvm.ptr
    llvm.call @free(%p) : (!llvm.ptr) -> ()
    llvm.call @free(%a) : (!llvm.ptr) -> ()
    llvm.return
  }
}

// -----

// A malloc of another signature is someone else's.

// CHECK-LABEL: llvm.func @other
// CHECK: llvm.call @malloc
module {
  llvm.func @malloc(i32) -> !llvm.ptr
  llvm.func @other(%n: i32) {
    %p = llvm.call @malloc(%n) : (i32) -> !llvm.ptr
    llvm.return
  }
}

// -----

module {
  // expected-error @+1 {{'tagradCheckedMalloc' is the TaGrad runtime's '!llvm.func<ptr (i64)>', which allocations call}}
  llvm.func @tagradCheckedMalloc(i32) -> !llvm.ptr
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @f(%n: i64) {
    %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
    llvm.return
  }
}
