//===- Gemm.cpp - f32 matrix products through OpenBLAS ----------*- C++ -*-===//
//
// -tagrad-cpu-matmul-to-blas replaces f32 matrix products on buffers by a
// call of tagradSgemm: C[b] += A[b] B[b] for each batch b, each operand given
// by its aligned pointer, offset and the strides of its (row, column, batch)
// dimensions as the buffer has them. A transposed operand (MatMul's
// transpose_a / transpose_b) is a stride pattern, which cblas_sgemm takes as
// CblasTrans without a copy; operands that no BLAS layout describes (neither
// stride 1) take a plain loop in the generic's order.
//
// OpenBLAS is opened on first use (dlopen), after choosing its kernels for
// this CPU where the user has not (OPENBLAS_CORETYPE): Debian's OpenBLAS
// 0.3.21 picks its kernels by CPU model and falls back to its SSE3 ones
// (Prescott) on models it does not know, which includes most virtual
// machines' CPUs, at a third of the AVX-512 speed (docs/Rationale.md).
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Runtime/ErrorHandling.h"

#include <atomic>
#include <cblas.h>
#include <cstdint>
#include <cstdlib>
#include <dlfcn.h>

namespace {

/// OpenBLAS's kernel set for this CPU by its features: SkylakeX (AVX-512
/// F/BW/VL/DQ/CD), Haswell (AVX2 and FMA), else OpenBLAS's own choice.
const char *openBlasCoreType() {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
      __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512dq") &&
      __builtin_cpu_supports("avx512cd"))
    return "SkylakeX";
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
    return "Haswell";
#endif
  return nullptr;
}

/// The OpenBLAS entry points the runtime calls, or null members where the
/// library is missing (products then take the plain loop).
struct OpenBlas {
  decltype(&cblas_sgemm) sgemm = nullptr;
  void (*setNumThreads)(int) = nullptr;
};

const OpenBlas &openBlas() {
  static const OpenBlas library = [] {
    OpenBlas result;
    if (const char *core = openBlasCoreType())
      setenv("OPENBLAS_CORETYPE", core, /*overwrite=*/0);
    void *handle = dlopen("libopenblas.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!handle)
      handle = dlopen(TAGRAD_OPENBLAS_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (!handle)
      return result;
    auto sgemm =
        reinterpret_cast<decltype(&cblas_sgemm)>(dlsym(handle, "cblas_sgemm"));
    auto setNumThreads = reinterpret_cast<void (*)(int)>(
        dlsym(handle, "openblas_set_num_threads"));
    if (sgemm && setNumThreads) {
      result.sgemm = sgemm;
      result.setNumThreads = setNumThreads;
    }
    return result;
  }();
  return library;
}

/// A matrix operand: element (i, j) of batch b at
/// base[offset + b * batchStride + i * rowStride + j * columnStride].
struct Operand {
  const float *data;
  int64_t rowStride, columnStride;
};

/// How cblas_sgemm (row-major) reads `rows` x `columns` of `operand`:
/// CblasNoTrans with leading dimension rowStride when the columns are
/// contiguous, CblasTrans with columnStride when the rows are. A dimension of
/// size 1 may have any stride: it is contiguous either way.
bool blasLayout(const Operand &operand, int64_t rows, int64_t columns,
                CBLAS_TRANSPOSE &trans, int64_t &leading) {
  auto fits = [](int64_t stride, int64_t extent) {
    return stride >= (extent > 1 ? extent : 1);
  };
  if (operand.columnStride == 1 || columns == 1) {
    int64_t stride =
        rows == 1 ? (columns > 1 ? columns : 1) : operand.rowStride;
    if (fits(stride, columns)) {
      trans = CblasNoTrans;
      leading = stride;
      return true;
    }
  }
  if (operand.rowStride == 1 || rows == 1) {
    int64_t stride =
        columns == 1 ? (rows > 1 ? rows : 1) : operand.columnStride;
    if (fits(stride, rows)) {
      trans = CblasTrans;
      leading = stride;
      return true;
    }
  }
  return false;
}

CBLAS_TRANSPOSE flip(CBLAS_TRANSPOSE trans) {
  return trans == CblasNoTrans ? CblasTrans : CblasNoTrans;
}

/// The smallest m n k (times the batch) run on more than one thread.
constexpr int64_t kMinThreadedProduct = int64_t(1) << 23;

/// OpenBLAS's thread count, set only when it changes (setting it costs a
/// lock and a pass over its thread pool).
void useThreads(int64_t threads) {
  static std::atomic<int64_t> current{-1};
  if (threads <= 0 || current.exchange(threads) == threads)
    return;
  openBlas().setNumThreads(static_cast<int>(threads));
}

} // namespace

extern "C" TAGRAD_RUNTIME_EXPORT void
tagradSgemm(int64_t threads, int64_t batch, int64_t m, int64_t n, int64_t k,
            int64_t aPointer, int64_t aOffset, int64_t aBatchStride,
            int64_t aRowStride, int64_t aColumnStride, int64_t bPointer,
            int64_t bOffset, int64_t bBatchStride, int64_t bRowStride,
            int64_t bColumnStride, int64_t cPointer, int64_t cOffset,
            int64_t cBatchStride, int64_t cRowStride, int64_t cColumnStride) {
  if (m <= 0 || n <= 0 || batch <= 0)
    return;
  const float *aBase = reinterpret_cast<const float *>(aPointer) + aOffset;
  const float *bBase = reinterpret_cast<const float *>(bPointer) + bOffset;
  float *cBase = reinterpret_cast<float *>(cPointer) + cOffset;
  Operand a{aBase, aRowStride, aColumnStride};
  Operand b{bBase, bRowStride, bColumnStride};
  CBLAS_TRANSPOSE aTrans, bTrans, cTrans;
  int64_t lda, ldb, ldc;
  // C row-major, or C^T = B^T A^T with C read column by column.
  bool blas =
      k > 0 && openBlas().sgemm && blasLayout(a, m, k, aTrans, lda) &&
      blasLayout(b, k, n, bTrans, ldb) &&
      blasLayout(Operand{cBase, cRowStride, cColumnStride}, m, n, cTrans, ldc);
  // OpenBLAS's own threads only for products whose work repays waking
  // them (about 0.1 ms on one core): below, on a shared machine, a waiting
  // worker thread costs more than it saves (an RNN step's [32, 256] x
  // [256, 256] products).
  if (blas)
    useThreads(m * n * k * batch >= kMinThreadedProduct ? threads : 1);
  for (int64_t i = 0; i < batch; ++i) {
    const float *ai = aBase + i * aBatchStride;
    const float *bi = bBase + i * bBatchStride;
    float *ci = cBase + i * cBatchStride;
    if (blas) {
      if (cTrans == CblasNoTrans)
        openBlas().sgemm(CblasRowMajor, aTrans, bTrans, m, n, k, 1.0f, ai, lda,
                         bi, ldb, 1.0f, ci, ldc);
      else // Column-major reads each layout the other way round.
        openBlas().sgemm(CblasColMajor, flip(aTrans), flip(bTrans), m, n, k,
                         1.0f, ai, lda, bi, ldb, 1.0f, ci, ldc);
      continue;
    }
    for (int64_t r = 0; r < m; ++r)
      for (int64_t c = 0; c < n; ++c) {
        float sum = ci[r * cRowStride + c * cColumnStride];
        for (int64_t j = 0; j < k; ++j)
          sum += ai[r * aRowStride + j * aColumnStride] *
                 bi[j * bRowStride + c * bColumnStride];
        ci[r * cRowStride + c * cColumnStride] = sum;
      }
  }
}
