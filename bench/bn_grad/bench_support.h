//===- bench_support.h - what bn_grad and compare_kernels share -----------===//
//
// The kernels' C interface, buffers, timing and the memory-traffic bound of
// the batch-norm gradient, shared by bn_grad.cpp and compare_kernels.cpp.
// Needs OpenMP.
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_BENCH_BN_GRAD_BENCH_SUPPORT_H
#define TAGRAD_BENCH_BN_GRAD_BENCH_SUPPORT_H

#include "mlir/ExecutionEngine/CRunnerUtils.h"

#include <omp.h>
#include <sys/mman.h>

#include <immintrin.h>

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <thread>
#include <utility>
#include <vector>

namespace tagrad_bench {

/// The memref descriptor MLIR's C interface passes (upstream's
/// StridedMemRefType: allocated and aligned pointers, offset, sizes, strides).
template <int Rank>
using MemRef = StridedMemRefType<float, Rank>;

/// A kernel of bn_grad_kernels.mlir: dy, x, scale, mean, variance, then the
/// outputs x_backprop, scale_backprop, offset_backprop.
using Kernel = void (*)(MemRef<4> *, MemRef<4> *, MemRef<1> *, MemRef<1> *,
                        MemRef<1> *, MemRef<4> *, MemRef<1> *, MemRef<1> *);

/// One benchmark shape; `nhwc` picks the layout, else NCHW.
struct Shape {
  int64_t n, h, w, c;
  bool nhwc;
  int64_t count() const { return n * h * w * c; }
};

/// `count` zeroed floats (free with std::free). Buffers of 2 MiB or more
/// start at a 2 MiB boundary and ask for transparent huge pages (this
/// machine's THP mode is `madvise`): with 4 KiB pages, where a tensor's pages
/// land in physical memory (cache sets, DRAM banks) is different in every
/// run; with 2 MiB pages each tensor is a few contiguous pieces.
inline float *allocate(size_t count) {
  constexpr size_t kHugePage = size_t(2) << 20;
  size_t bytes = (count * sizeof(float) + 63) / 64 * 64;
  size_t alignment = bytes >= kHugePage ? kHugePage : 64;
  bytes = (bytes + alignment - 1) / alignment * alignment;
  void *p = std::aligned_alloc(alignment, bytes);
  if (!p) {
    std::fprintf(stderr, "error: cannot allocate %zu bytes\n", bytes);
    std::exit(1);
  }
  if (alignment == kHugePage)
    madvise(p, bytes, MADV_HUGEPAGE); // A hint: 4 KiB pages if refused.
  std::fill_n(static_cast<float *>(p), count, 0.0f);
  return static_cast<float *>(p);
}

/// A contiguous 4-D tensor of `shape` in its layout.
inline MemRef<4> tensorMemRef(float *p, const Shape &s) {
  int64_t d1 = s.nhwc ? s.h : s.c, d2 = s.nhwc ? s.w : s.h,
          d3 = s.nhwc ? s.c : s.w;
  return {p, p, 0, {s.n, d1, d2, d3}, {d1 * d2 * d3, d2 * d3, d3, 1}};
}

/// A contiguous vector of `count` floats.
inline MemRef<1> vectorMemRef(float *p, int64_t count) {
  return {p, p, 0, {count}, {1}};
}

/// The q-quantile (0 <= q <= 1) with linear interpolation between the
/// closest ranks.
inline double quantile(std::vector<double> values, double q) {
  std::sort(values.begin(), values.end());
  double rank = q * double(values.size() - 1);
  size_t below = size_t(rank);
  if (below + 1 >= values.size())
    return values.back();
  return values[below] +
         (rank - double(below)) * (values[below + 1] - values[below]);
}

/// The median; for an even count, the mean of the two middle values.
inline double median(std::vector<double> values) {
  return quantile(std::move(values), 0.5);
}

/// A command-line count: the whole of `text` a decimal integer in
/// [min, max]. Returns false otherwise (`out` untouched).
inline bool parseCount(const char *text, long min, long max, int &out) {
  if (!text || !*text)
    return false;
  char *end = nullptr;
  long value = std::strtol(text, &end, 10);
  if (*end != '\0' || value < min || value > max)
    return false;
  out = int(value);
  return true;
}

/// One timed block: a pause of `pauseMs` (longer than libomp's spinning
/// after a parallel region, KMP_BLOCKTIME = 200 ms, so that every block
/// starts with the worker thread asleep), two untimed calls, then the median
/// of `calls` timed ones in ms. `prepare`, if given, runs before every call,
/// outside the timed region (a cache flush for cold calls).
inline double timeBlock(const std::function<void()> &run, int calls,
                        int pauseMs,
                        const std::function<void()> &prepare = nullptr) {
  std::this_thread::sleep_for(std::chrono::milliseconds(pauseMs));
  for (int call = 0; call < 2; ++call) {
    if (prepare)
      prepare();
    run();
  }
  std::vector<double> ms;
  for (int call = 0; call < calls; ++call) {
    if (prepare)
      prepare();
    auto t0 = std::chrono::steady_clock::now();
    run();
    auto t1 = std::chrono::steady_clock::now();
    ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
  }
  return median(ms);
}

/// Times `runs` in `rounds` rounds; in each round every run gets one
/// timeBlock, one after the other, so that a change in the machine's load
/// hits all of them alike. Round r starts with run r mod n and goes on in a
/// cycle, so that none always runs first or after the same one. Returns, per
/// run, its block medians in ms (one per round).
inline std::vector<std::vector<double>>
timeRounds(const std::vector<std::function<void()>> &runs, int rounds,
           int calls, int pauseMs,
           const std::function<void()> &prepare = nullptr) {
  std::vector<std::vector<double>> blocks(runs.size());
  for (int round = 0; round < rounds; ++round)
    for (size_t k = 0; k < runs.size(); ++k) {
      size_t i = (round + k) % runs.size();
      blocks[i].push_back(timeBlock(runs[i], calls, pauseMs, prepare));
    }
  return blocks;
}

/// The size in bytes of the largest cache sysfs reports for cpu0 (the
/// last-level cache), or 0 if it reports none.
inline size_t lastLevelCacheBytes() {
  size_t largest = 0;
  for (int index = 0; index < 16; ++index) {
    char path[96];
    std::snprintf(path, sizeof(path),
                  "/sys/devices/system/cpu/cpu0/cache/index%d/size", index);
    std::FILE *file = std::fopen(path, "r");
    if (!file)
      continue;
    unsigned long value = 0;
    char unit = 0;
    int fields = std::fscanf(file, "%lu%c", &value, &unit);
    std::fclose(file);
    if (fields < 1)
      continue;
    size_t bytes = value;
    if (fields == 2 && (unit == 'K' || unit == 'k'))
      bytes <<= 10;
    else if (fields == 2 && unit == 'M')
      bytes <<= 20;
    largest = std::max(largest, bytes);
  }
  return largest;
}

/// Evicts everything a benchmark left in the caches by writing every line of
/// `count` floats (several times the last-level cache) with plain stores,
/// `threadCount` threads each over its share: the caches then hold the
/// buffer's dirty lines, and the next call finds its operands in DRAM. A
/// read-modify-write, not a fill, so that it cannot become a memset (glibc
/// writes large ones with non-temporal stores, which bypass the caches).
inline void flushCaches(float *buffer, size_t count, int threadCount) {
#pragma omp parallel for num_threads(threadCount) schedule(static)
  for (size_t i = 0; i < count; ++i)
    buffer[i] += 1.0f;
}

/// The STREAM triad (a[i] = b[i] + s * c[i]) over three arrays of
/// `arrayBytes` (much larger than the last-level cache) with `threadCount`
/// threads: the best of `repeats` sweeps, each with plain and with
/// non-temporal stores, in GB/s counted as STREAM counts it (24 bytes per
/// element: two doubles read, one written). The DRAM bandwidth a cold
/// kernel can at best reach.
inline double streamTriadGBps(size_t arrayBytes, int threadCount,
                              int repeats = 10) {
  size_t count = arrayBytes / sizeof(double) / 8 * 8;
  auto *a = static_cast<double *>(std::aligned_alloc(64, count * 8));
  auto *b = static_cast<double *>(std::aligned_alloc(64, count * 8));
  auto *c = static_cast<double *>(std::aligned_alloc(64, count * 8));
  if (!a || !b || !c) {
    std::fprintf(stderr, "error: cannot allocate the triad's arrays\n");
    std::exit(1);
  }
  // First touch by the threads that sweep them.
#pragma omp parallel for num_threads(threadCount) schedule(static)
  for (size_t i = 0; i < count; ++i)
    a[i] = 0.0, b[i] = 1.0, c[i] = 2.0;
  double best = 0;
  for (int repeat = 0; repeat < repeats; ++repeat)
    for (bool streaming : {false, true}) {
      double s = 3.0 + repeat;
      auto t0 = std::chrono::steady_clock::now();
#pragma omp parallel num_threads(threadCount)
      {
        int threads = omp_get_num_threads(), thread = omp_get_thread_num();
        size_t chunk = (count / threads + 7) / 8 * 8;
        size_t begin = std::min(count, thread * chunk);
        size_t end =
            thread == threads - 1 ? count : std::min(count, begin + chunk);
        size_t i = begin;
#if defined(__AVX512F__)
        if (streaming) {
          __m512d vs = _mm512_set1_pd(s);
          for (; i + 8 <= end; i += 8)
            _mm512_stream_pd(a + i, _mm512_fmadd_pd(vs, _mm512_load_pd(c + i),
                                                    _mm512_load_pd(b + i)));
          _mm_sfence();
        }
#elif defined(__AVX2__) && defined(__FMA__)
        if (streaming) {
          __m256d vs = _mm256_set1_pd(s);
          for (; i + 4 <= end; i += 4)
            _mm256_stream_pd(a + i, _mm256_fmadd_pd(vs, _mm256_load_pd(c + i),
                                                    _mm256_load_pd(b + i)));
          _mm_sfence();
        }
#endif
        for (; i < end; ++i)
          a[i] = b[i] + s * c[i];
      }
      auto t1 = std::chrono::steady_clock::now();
      double seconds = std::chrono::duration<double>(t1 - t0).count();
      best = std::max(best, 3.0 * 8.0 * double(count) / seconds / 1e9);
    }
  // Keep the sweeps: a result nothing reads could be dropped.
  volatile double sink = a[count / 2];
  (void)sink;
  std::free(a);
  std::free(b);
  std::free(c);
  return best;
}

/// The memory-traffic bound: the batch-norm gradient's traffic (read dy and
/// x; after a barrier, read them again and write dx) as `threadCount`
/// OpenMP threads (0: OpenMP's team size, OMP_NUM_THREADS) each sweeping a
/// contiguous share, vectorized. With `streaming`, dx is written with
/// non-temporal stores (no read-for-ownership of its lines): the faster of
/// the two variants in a round is the bound.
inline void probe(const float *dy, const float *x, float *dx, size_t count,
                  bool streaming, int threadCount = 0) {
  if (threadCount == 0)
    threadCount = omp_get_max_threads();
#pragma omp parallel num_threads(threadCount)
  {
    int threads = omp_get_num_threads(), thread = omp_get_thread_num();
    size_t chunk = (count / threads + 15) / 16 * 16;
    size_t begin = std::min(count, thread * chunk);
    size_t end = thread == threads - 1 ? count : std::min(count, begin + chunk);
    float a = 1.0f, b = 0.0f;
    size_t i = begin;
#if defined(__AVX512F__)
    // Two independent accumulators per sum hide the add latency.
    __m512 s0 = _mm512_setzero_ps(), s1 = _mm512_setzero_ps();
    __m512 t0 = _mm512_setzero_ps(), t1 = _mm512_setzero_ps();
    for (; i + 32 <= end; i += 32) {
      __m512 d0 = _mm512_loadu_ps(dy + i), d1 = _mm512_loadu_ps(dy + i + 16);
      s0 = _mm512_add_ps(s0, d0);
      t0 = _mm512_add_ps(t0, d1);
      s1 = _mm512_fmadd_ps(d0, _mm512_loadu_ps(x + i), s1);
      t1 = _mm512_fmadd_ps(d1, _mm512_loadu_ps(x + i + 16), t1);
    }
    a += _mm512_reduce_add_ps(_mm512_add_ps(s0, t0)) * 1e-30f;
    b += _mm512_reduce_add_ps(_mm512_add_ps(s1, t1)) * 1e-30f;
#elif defined(__AVX2__) && defined(__FMA__)
    // Without a vector loop the scalar sums below are one dependent add per
    // element: latency-bound, a bound any kernel would beat.
    __m256 s0 = _mm256_setzero_ps(), s1 = _mm256_setzero_ps();
    __m256 t0 = _mm256_setzero_ps(), t1 = _mm256_setzero_ps();
    for (; i + 16 <= end; i += 16) {
      __m256 d0 = _mm256_loadu_ps(dy + i), d1 = _mm256_loadu_ps(dy + i + 8);
      s0 = _mm256_add_ps(s0, d0);
      t0 = _mm256_add_ps(t0, d1);
      s1 = _mm256_fmadd_ps(d0, _mm256_loadu_ps(x + i), s1);
      t1 = _mm256_fmadd_ps(d1, _mm256_loadu_ps(x + i + 8), t1);
    }
    auto reduce = [](__m256 v) {
      alignas(32) float lanes[8];
      _mm256_store_ps(lanes, v);
      float sum = 0;
      for (float lane : lanes)
        sum += lane;
      return sum;
    };
    a += reduce(_mm256_add_ps(s0, t0)) * 1e-30f;
    b += reduce(_mm256_add_ps(s1, t1)) * 1e-30f;
#endif
    for (; i < end; ++i)
      a += dy[i] * 1e-30f, b += dy[i] * x[i] * 1e-30f;
#pragma omp barrier
    i = begin;
#if defined(__AVX512F__)
    if (streaming && reinterpret_cast<uintptr_t>(dx + i) % 64 == 0) {
      __m512 va = _mm512_set1_ps(a), vb = _mm512_set1_ps(b);
      for (; i + 16 <= end; i += 16)
        _mm512_stream_ps(
            dx + i, _mm512_sub_ps(_mm512_mul_ps(va, _mm512_loadu_ps(dy + i)),
                                  _mm512_mul_ps(vb, _mm512_loadu_ps(x + i))));
      _mm_sfence();
    }
#elif defined(__AVX2__) && defined(__FMA__)
    if (streaming && reinterpret_cast<uintptr_t>(dx + i) % 32 == 0) {
      __m256 va = _mm256_set1_ps(a), vb = _mm256_set1_ps(b);
      for (; i + 8 <= end; i += 8)
        _mm256_stream_ps(
            dx + i, _mm256_sub_ps(_mm256_mul_ps(va, _mm256_loadu_ps(dy + i)),
                                  _mm256_mul_ps(vb, _mm256_loadu_ps(x + i))));
      _mm_sfence();
    }
#endif
    for (; i < end; ++i)
      dx[i] = a * dy[i] - b * x[i];
  }
}

} // namespace tagrad_bench

#endif // TAGRAD_BENCH_BN_GRAD_BENCH_SUPPORT_H
