//===- bandwidth_probe.h - the batch-norm gradient's memory-traffic bound -===//
//
// Shared by bn_grad.cpp and compare_kernels.cpp. Needs OpenMP.
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_BENCH_BN_GRAD_BANDWIDTH_PROBE_H
#define TAGRAD_BENCH_BN_GRAD_BANDWIDTH_PROBE_H

#include <omp.h>

#include <immintrin.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>

namespace tagrad_bench {

/// The memory-traffic bound: the batch-norm gradient's traffic (read dy and
/// x; after a barrier, read them again and write dx) as two OpenMP threads
/// each sweeping a contiguous half, vectorized. With `streaming`, dx is
/// written with non-temporal stores (no read-for-ownership of its lines):
/// the faster of the two variants in a round is the bound.
inline void probe(const float *dy, const float *x, float *dx, size_t count,
                  bool streaming, int threadCount = 2) {
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
#endif
    for (; i < end; ++i)
      dx[i] = a * dy[i] - b * x[i];
  }
}

} // namespace tagrad_bench

#endif // TAGRAD_BENCH_BN_GRAD_BANDWIDTH_PROBE_H
