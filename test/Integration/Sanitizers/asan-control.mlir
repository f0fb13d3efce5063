// REQUIRES: asan-link
// The control for checks-levels-asan.mlir: %asan_build does catch an access
// past the end of a buffer in code the CPU pipeline compiled (a plain
// memref.load, no TensorArray, nothing checked), so a clean run there means
// something. The pipeline's aligned allocations round a buffer's size up to
// its alignment (at least 16 bytes), so the buffer here is 4 floats: its end
// is the allocation's end.
// RUN: tagrad-opt %s --tagrad-cpu-pipeline > %t.mlir
// RUN: %asan_build %t.mlir %S/Inputs/run_indices.c -o %t
// RUN: %t 2 3 2>&1 | FileCheck %s --check-prefix=IN-RANGE
// RUN: not %t 4 4 2>&1 | FileCheck %s --check-prefix=PAST-END

// IN-RANGE: 2
// PAST-END: ERROR: AddressSanitizer: heap-buffer-overflow
// PAST-END: READ of size 4

func.func private @printF32(f32)

// Fills a buffer of n floats with 0, 1, ..., n-1 and prints element i.
func.func @run(%i: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xf32>
  scf.for %k = %c0 to %n step %c1 {
    %as_int = arith.index_cast %k : index to i64
    %as_float = arith.sitofp %as_int : i64 to f32
    memref.store %as_float, %m[%k] : memref<?xf32>
  }
  %r = memref.load %m[%i] : memref<?xf32>
  call @printF32(%r) : (f32) -> ()
  return
}
