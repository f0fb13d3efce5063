// RUN: tagrad-opt %s --tagrad-cpu-pipeline | FileCheck %s --check-prefix=CACHE
// RUN: tagrad-opt %s '--tagrad-cpu-pipeline=buffer-cache=false' | FileCheck %s --check-prefix=MALLOC

// Heap buffers go through the runtime's buffer cache (MLIR's generic
// allocation hooks, annotated as malloc and free) unless buffer-cache=false;
// then the C library's aligned_alloc is called through the runtime's checked
// wrapper (a NULL is the runtime's "out of memory" error, not a pointer the
// code writes through).

// CACHE: llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr {llvm.allocptr})
// CACHE-SAME: allockind
// CACHE: llvm.func @_mlir_memref_to_llvm_aligned_alloc(i64 {llvm.allocalign}, i64) -> (!llvm.ptr {llvm.noalias})
// CACHE-LABEL: llvm.func @scaled
// The aligned allocation's result is the pointer the code uses, with no
// inttoptr: LLVM still knows the new buffer aliases no argument.
// CACHE: %[[BUF:.*]] = llvm.call @_mlir_memref_to_llvm_aligned_alloc
// CACHE-NOT: llvm.inttoptr
// CACHE: llvm.getelementptr inbounds|nuw %[[BUF]][
// CACHE: llvm.call @_mlir_memref_to_llvm_free
// CACHE-NOT: @malloc
// CACHE-NOT: @free

// MALLOC-NOT: _mlir_memref_to_llvm
// MALLOC-LABEL: llvm.func @scaled
// MALLOC: llvm.call @tagradCheckedAlignedAlloc
// MALLOC-NOT: llvm.call @malloc
// MALLOC: llvm.call @free
// MALLOC-NOT: _mlir_memref_to_llvm
func.func @scaled(%x: tensor<65536xf32>) -> f32 {
  %c7 = arith.constant 7 : index
  %two = arith.constant dense<2.0> : tensor<65536xf32>
  %y = arith.mulf %x, %two : tensor<65536xf32>
  %z = arith.addf %y, %x : tensor<65536xf32>
  %e = tensor.extract %z[%c7] : tensor<65536xf32>
  return %e : f32
}
