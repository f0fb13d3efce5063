// RUN: tagrad-opt %s --split-input-file --tagrad-cpu-annotate-alloc-hooks | FileCheck %s
// RUN: tagrad-opt %s --split-input-file --tagrad-cpu-annotate-alloc-hooks | mlir-translate --split-input-file --mlir-to-llvmir | FileCheck %s --check-prefix=LLVMIR

// The generic hooks get malloc's, aligned_alloc's and free's contract.

// CHECK-LABEL: llvm.func @_mlir_memref_to_llvm_alloc
// CHECK-SAME: (i64) -> (!llvm.ptr {llvm.noalias})
// CHECK-SAME: no_unwind
// CHECK-SAME: passthrough = {{\[}}["allockind", "9"], ["alloc-family", "malloc"], ["allocsize", "4294967295"]]
// CHECK-SAME: will_return
// CHECK-LABEL: llvm.func @_mlir_memref_to_llvm_aligned_alloc
// CHECK-SAME: (i64 {llvm.allocalign}, i64) -> (!llvm.ptr {llvm.noalias})
// CHECK-SAME: passthrough = {{\[}}["allockind", "41"], ["alloc-family", "malloc"], ["allocsize", "8589934591"]]
// CHECK-LABEL: llvm.func @_mlir_memref_to_llvm_free
// CHECK-SAME: (!llvm.ptr {llvm.allocptr})
// CHECK-SAME: passthrough = {{\[}}["allockind", "4"], ["alloc-family", "malloc"]]

// LLVMIR-DAG: declare noalias ptr @_mlir_memref_to_llvm_alloc(i64) #[[ALLOC:[0-9]+]]
// LLVMIR-DAG: declare noalias ptr @_mlir_memref_to_llvm_aligned_alloc(i64 allocalign, i64) #[[ALIGNED:[0-9]+]]
// LLVMIR-DAG: declare void @_mlir_memref_to_llvm_free(ptr allocptr) #[[FREE:[0-9]+]]
// LLVMIR-DAG: attributes #[[ALLOC]] = { nounwind willreturn allockind("alloc,uninitialized") allocsize(0) "alloc-family"="malloc" }
// LLVMIR-DAG: attributes #[[ALIGNED]] = { nounwind willreturn allockind("alloc,uninitialized,aligned") allocsize(1) "alloc-family"="malloc" }
// LLVMIR-DAG: attributes #[[FREE]] = { nounwind willreturn allockind("free") "alloc-family"="malloc" }
module {
  llvm.func @_mlir_memref_to_llvm_alloc(i64) -> !llvm.ptr
  llvm.func @_mlir_memref_to_llvm_aligned_alloc(i64, i64) -> !llvm.ptr
  llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)
}

// -----

// A definition of that name, and a declaration with another signature, are
// someone else's functions: left alone.

// CHECK-LABEL: llvm.func @_mlir_memref_to_llvm_alloc
// CHECK-SAME: (%{{.*}}: i64) -> !llvm.ptr {
// CHECK-LABEL: llvm.func @_mlir_memref_to_llvm_free
// CHECK-SAME: (i64){{$}}
// LLVMIR-LABEL: define ptr @_mlir_memref_to_llvm_alloc(i64
// LLVMIR: declare void @_mlir_memref_to_llvm_free(i64){{$}}
module {
  llvm.func @_mlir_memref_to_llvm_alloc(%size: i64) -> !llvm.ptr {
    %p = llvm.mlir.zero : !llvm.ptr
    llvm.return %p : !llvm.ptr
  }
  llvm.func @_mlir_memref_to_llvm_free(i64)
}
