//===- Gemm.cpp - f32 matrix products through OpenBLAS ----------*- C++ -*-===//
//
// -tagrad-cpu-matmul-to-blas replaces f32 matrix products on buffers by a
// call of tagradSgemm: C[b] += A[b] B[b] (or C[b] = A[b] B[b], where C held
// zeros: `accumulate` 0) for each batch b, each operand given
// by its aligned pointer, offset and the strides of its (row, column, batch)
// dimensions as the buffer has them. A transposed operand (MatMul's
// transpose_a / transpose_b) is a stride pattern, which cblas_sgemm takes as
// CblasTrans without a copy; operands that no BLAS layout describes (neither
// stride 1) take a plain loop in the generic's order.
//
// A product large enough is split across the threads of libomp's team
// (blocks of C's columns or rows, or batch elements), each block one
// single-threaded sgemm, while a measured cost model says splitting pays
// (SplitPolicy).
//
// OpenBLAS is opened on first use (dlopen), after choosing its kernels for
// this CPU where the user has not (OPENBLAS_CORETYPE): Debian's OpenBLAS
// 0.3.21 picks its kernels by CPU model and falls back to its SSE3 ones
// (Prescott) on models it does not know, which includes most virtual
// machines' CPUs, at a third of the AVX-512 speed (docs/Rationale.md).
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Runtime/ErrorHandling.h"

#include "MeasuredMode.h"

#include <algorithm>
#include <atomic>
#include <cblas.h>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <dlfcn.h>
#include <mutex>

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

/// The smallest m n k (times the batch) split across threads: 32 x 64 x 128.
/// Below, a product takes a few microseconds and the fork and join of the
/// threads cost about as much as they save (bench/gemm's B = 32, H = 64).
constexpr int64_t kMinSplitProduct = int64_t(1) << 18;

/// The columns (or rows) of C one thread takes at least: a multiple of 16
/// floats, so no two threads write one cache line of a row.
constexpr int64_t kMinSplitExtent = 32;

/// OpenBLAS runs on one thread: products are split across libomp's team
/// (the generated code's threads, already running) instead of OpenBLAS's
/// own pool. On a machine with another busy process OpenBLAS's pool waits
/// for a descheduled worker (32 x 1024 x 1024: 3.5 ms against 1.0 ms on one
/// thread), and two pools would compete for the same two cores.
void useOneBlasThread() {
  static std::once_flag once;
  std::call_once(once, [] { openBlas().setNumThreads(1); });
}

/// C[m x n] += A[m x k] B[k x n] for one batch element: cblas_sgemm where a
/// BLAS layout describes all three operands, else a plain loop.
void product(int64_t m, int64_t n, int64_t k, Operand a, Operand b, float *c,
             int64_t cRowStride, int64_t cColumnStride, bool accumulate) {
  // beta = 0: sgemm neither reads C nor keeps a NaN that was there.
  float beta = accumulate ? 1.0f : 0.0f;
  CBLAS_TRANSPOSE aTrans, bTrans, cTrans;
  int64_t lda, ldb, ldc;
  // C row-major, or C^T = B^T A^T with C read column by column.
  bool blas =
      k > 0 && openBlas().sgemm && blasLayout(a, m, k, aTrans, lda) &&
      blasLayout(b, k, n, bTrans, ldb) &&
      blasLayout(Operand{c, cRowStride, cColumnStride}, m, n, cTrans, ldc);
  if (blas) {
    if (cTrans == CblasNoTrans)
      openBlas().sgemm(CblasRowMajor, aTrans, bTrans, m, n, k, 1.0f, a.data,
                       lda, b.data, ldb, beta, c, ldc);
    else // Column-major reads each layout the other way round.
      openBlas().sgemm(CblasColMajor, flip(aTrans), flip(bTrans), m, n, k, 1.0f,
                       a.data, lda, b.data, ldb, beta, c, ldc);
    return;
  }
  for (int64_t r = 0; r < m; ++r)
    for (int64_t col = 0; col < n; ++col) {
      float sum = accumulate ? c[r * cRowStride + col * cColumnStride] : 0.0f;
      for (int64_t j = 0; j < k; ++j)
        sum += a.data[r * a.rowStride + j * a.columnStride] *
               b.data[j * b.rowStride + col * b.columnStride];
      c[r * cRowStride + col * cColumnStride] = sum;
    }
}

using Clock = std::chrono::steady_clock;

extern "C" {
// libomp's extensions (kmp.h), weak: absent when the runtime has no libomp.
int kmp_get_blocktime() __attribute__((weak));
void kmp_set_blocktime(int milliseconds) __attribute__((weak));
}

/// libomp's block time (KMP_BLOCKTIME, 200 ms unless the user set it): how
/// long an idle thread spins before it sleeps.
int defaultBlockTime() {
  static const int milliseconds = kmp_get_blocktime ? kmp_get_blocktime() : 0;
  return milliseconds;
}

/// libomp's idle threads spin for its block time or sleep at once.
void setSpinWait(bool spin) {
  if (kmp_set_blocktime)
    kmp_set_blocktime(spin ? defaultBlockTime() : 0);
}

/// Idle threads sleep at once from the start, unless the user set
/// KMP_BLOCKTIME: a thread spinning for 200 ms after each parallel region
/// keeps a core busy between calls and steps, and on a machine with another
/// busy process takes that core from the calling thread (an RNN step at
/// B = 32, H = 64 with one parallel region per call: 3x slower than on one
/// thread). They spin again while product splits are measured to pay
/// (SplitPolicy), where waking them for each split would cost more. libomp
/// keeps the setting per thread: this is the thread that loads the runtime.
struct SleepingIdleThreads {
  SleepingIdleThreads() {
    if (std::getenv("KMP_BLOCKTIME"))
      return;
    defaultBlockTime();
    setSpinWait(false);
  }
};
const SleepingIdleThreads sleepingIdleThreads;

/// Whether splitting products pays on this machine right now: a cost
/// model measured as the products run. A split product waits for its
/// slowest thread; where another process keeps a core busy, a thread of the
/// team is often descheduled and the wait costs milliseconds where the split
/// saves microseconds (an RNN step's 500 products of 32 x 256 x 256 went
/// from 28 to 570 ms). Each split adds the time it saved (the product on one
/// thread, at the rate of its fastest piece, less its wall time; negative
/// when a thread came late) to a balance of at most 2 ms of savings, where
/// it starts; when the balance falls below zero, splitting pauses (products
/// run on the calling thread alone) for 5 ms, doubling with each pause in a
/// row up to a second, until splits pay again.
class SplitPolicy {
public:
  /// Whether products run unsplit now. Neither the first split (libomp
  /// starts its threads) nor the first after a pause (they were asleep;
  /// it restores libomp's spin-wait) is counted.
  bool paused() {
    if (mode != Mode::Measured)
      return mode == Mode::Never;
    if (Clock::now().time_since_epoch().count() <
        pausedUntil.load(std::memory_order_relaxed))
      return true;
    if (sleeping.exchange(false, std::memory_order_relaxed)) {
      setSpinWait(true);
      skipNext.store(true, std::memory_order_relaxed);
    }
    return false;
  }

  /// `wall`: the split product's seconds; `serial`: its seconds on one
  /// thread at the rate of the fastest piece.
  void record(double wall, double serial) {
    if (mode != Mode::Measured)
      return;
    if (skipNext.exchange(false, std::memory_order_relaxed))
      return;
    std::lock_guard<std::mutex> lock(mutex);
    balance = std::min(kMostCredit, balance + serial - wall);
    if (balance >= 0.0) {
      if (balance > 0.5 * kMostCredit)
        pause = kFirstPause;
      return;
    }
    balance = 0.0;
    pausedUntil.store((Clock::now() + pause).time_since_epoch().count(),
                      std::memory_order_relaxed);
    pause = std::min<Clock::duration>(2 * pause, kLongestPause);
    // Idle threads spinning for libomp's block time (200 ms) would take
    // the busy machine's cores from the calling thread: they sleep at once
    // while paused.
    if (!sleeping.exchange(true, std::memory_order_relaxed))
      setSpinWait(false);
  }

private:
  /// TAGRAD_SPLIT_PRODUCTS: `always` / `never` override the measurement.
  using Mode = tagrad::runtime::MeasuredMode;
  const Mode mode =
      tagrad::runtime::measuredModeFromEnvironment("TAGRAD_SPLIT_PRODUCTS");
  static constexpr Clock::duration kFirstPause =
      std::chrono::duration_cast<Clock::duration>(
          std::chrono::milliseconds(5));
  static constexpr Clock::duration kLongestPause =
      std::chrono::duration_cast<Clock::duration>(std::chrono::seconds(1));
  std::mutex mutex;
  /// Splits start in credit: a new thread's first products (its stack and
  /// OpenBLAS's buffers faulted in) come late once.
  static constexpr double kMostCredit = 2e-3;
  double balance = kMostCredit;
  Clock::duration pause = kFirstPause;
  std::atomic<Clock::rep> pausedUntil{0};
  /// Idle threads start asleep (SleepingIdleThreads): the first split
  /// wakes them and turns their spinning on.
  std::atomic<bool> sleeping{!std::getenv("KMP_BLOCKTIME")}, skipNext{true};
};

SplitPolicy &splitting() {
  static SplitPolicy policy;
  return policy;
}

} // namespace

extern "C" TAGRAD_RUNTIME_EXPORT void
tagradSgemm(int64_t threads, int64_t batch, int64_t m, int64_t n, int64_t k,
            int64_t aPointer, int64_t aOffset, int64_t aBatchStride,
            int64_t aRowStride, int64_t aColumnStride, int64_t bPointer,
            int64_t bOffset, int64_t bBatchStride, int64_t bRowStride,
            int64_t bColumnStride, int64_t cPointer, int64_t cOffset,
            int64_t cBatchStride, int64_t cRowStride, int64_t cColumnStride,
            int64_t accumulate) {
  if (m <= 0 || n <= 0 || batch <= 0)
    return;
  const float *aBase = reinterpret_cast<const float *>(aPointer) + aOffset;
  const float *bBase = reinterpret_cast<const float *>(bPointer) + bOffset;
  float *cBase = reinterpret_cast<float *>(cPointer) + cOffset;
  if (openBlas().sgemm)
    useOneBlasThread();

  // The work is cut into `parts` pieces: whole batch elements where there
  // are enough of them, else blocks of C's wider dimension (columns of C
  // take whole columns of B, rows of C whole rows of A).
  constexpr int64_t kMaxParts = 64;
  threads = std::min(threads, kMaxParts);
  int64_t parts = 1;
  bool splitBatch = false, splitColumns = n >= m;
  int64_t extent = splitColumns ? n : m;
  if (threads > 1 && m * n * k * batch >= kMinSplitProduct &&
      !splitting().paused()) {
    if (batch >= threads) {
      parts = threads;
      splitBatch = true;
    } else {
      parts = std::min<int64_t>(threads, extent / kMinSplitExtent);
    }
  }
  int64_t block = (extent + parts - 1) / parts;
  block = (block + 15) / 16 * 16;

  // Runs one piece; returns its size (batch elements, or rows or columns).
  auto runPart = [&](int64_t part) -> int64_t {
    int64_t batchBegin = 0, batchEnd = batch, begin = 0, end = extent;
    if (splitBatch) {
      batchBegin = batch * part / parts;
      batchEnd = batch * (part + 1) / parts;
    } else {
      begin = std::min(extent, part * block);
      end = std::min(extent, begin + block);
    }
    if (begin >= end || batchBegin >= batchEnd)
      return 0;
    for (int64_t i = batchBegin; i < batchEnd; ++i) {
      Operand a{aBase + i * aBatchStride, aRowStride, aColumnStride};
      Operand b{bBase + i * bBatchStride, bRowStride, bColumnStride};
      float *c = cBase + i * cBatchStride;
      if (splitColumns) {
        b.data += begin * bColumnStride;
        c += begin * cColumnStride;
        product(m, end - begin, k, a, b, c, cRowStride, cColumnStride,
                accumulate);
      } else {
        a.data += begin * aRowStride;
        c += begin * cRowStride;
        product(end - begin, n, k, a, b, c, cRowStride, cColumnStride,
                accumulate);
      }
    }
    return splitBatch ? batchEnd - batchBegin : end - begin;
  };
  if (parts == 1) {
    runPart(0);
    return;
  }
  // libomp's team where the runtime is built with it (a no-op pragma
  // otherwise: the pieces then run one after the other). Each piece's time
  // per unit of work tells how long the product would have taken had every
  // thread started at once.
  double secondsPerUnit[kMaxParts];
  auto start = Clock::now();
#pragma omp parallel for num_threads(parts) schedule(static, 1)
  for (int64_t part = 0; part < parts; ++part) {
    auto partStart = Clock::now();
    int64_t units = runPart(part);
    std::chrono::duration<double> took = Clock::now() - partStart;
    secondsPerUnit[part] = units ? took.count() / units : 0.0;
  }
  std::chrono::duration<double> wall = Clock::now() - start;
  double fastest = 0.0;
  for (int64_t part = 0; part < parts; ++part) {
    if (secondsPerUnit[part] > 0.0 &&
        (fastest == 0.0 || secondsPerUnit[part] < fastest))
      fastest = secondsPerUnit[part];
  }
  splitting().record(wall.count(), fastest * (splitBatch ? batch : extent));
}
