// A buffer whose size comes from data and whose byte count passes int64
// (here 2^56 + 1 rows of 16 f64: 2^63 + 128 bytes, wrapped to 128 before
// -tagrad-cpu-check-allocation-sizes) or whose size is negative fails with
// an OOM message at the allocation, in every allocator, instead of writing
// past a small buffer.
// RUN: not tagrad-run %s --function=big --input="i64=72057594037927937" 2>&1 | FileCheck %s --check-prefix=OVERFLOW
// RUN: not tagrad-run %s --function=big --input="i64=72057594037927937" --pipeline-options="buffer-cache=false threads=1" 2>&1 | FileCheck %s --check-prefix=OVERFLOW
// RUN: tagrad-run %s --function=big --input="i64=72057594037927937" 2> /dev/null; test $? -eq 1
// OVERFLOW: tagrad runtime error: OOM when allocating a buffer with shape[72057594037927937,16] of 8-byte elements (at {{.*}}allocation_sizes.mlir:[[@LINE+10]]:8)
// RUN: not tagrad-run %s --function=big --input="i64=-1" 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// NEGATIVE: tagrad runtime error: OOM when allocating a buffer with shape[-1,16] of 8-byte elements
// RUN: tagrad-run %s --function=big --input="i64=3" | FileCheck %s --check-prefix=SMALL
// SMALL: f64=0

func.func @big(%n: tensor<i64>) -> tensor<f64> {
  %v = tensor.extract %n[] : tensor<i64>
  %i = arith.index_cast %v : i64 to index
  %zero = arith.constant 0.0 : f64
  %e = tensor.empty(%i) : tensor<?x16xf64>
  %f = linalg.fill ins(%zero : f64) outs(%e : tensor<?x16xf64>) -> tensor<?x16xf64>
  %x = tensor.extract_slice %f[0, 0] [1, 1] [1, 1] : tensor<?x16xf64> to tensor<f64>
  return %x : tensor<f64>
}
