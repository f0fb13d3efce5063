//===- reductions.cpp - pairwise reductions vs a running accumulator ------===//
//
// TensorFlow reductions (reduction_bench_kernels.mlir) compiled by the CPU
// pipeline with -tagrad-lower-pairwise-reductions (pairwise) and with
// pairwise-reductions=false (running: one accumulator per output, what the
// pipeline did before), called in interleaved rounds on the same inputs,
// cold (the caches flushed before every call) and warm. Prints, per
// reduction and mode, the median and min-max of the round medians, the
// ratio running / pairwise (above 1: pairwise is faster), the bandwidth of
// the bytes read and its fraction of the one-thread STREAM triad (front-end
// reductions run on one thread), and each result's relative error against
// a float64 sum of the same inputs. Segment sums are timed against the
// running f32 row loop (TensorScatterAdd into zeros), which TensorFlow's
// kernel and TaGrad before issue 43 run.
//
//   reductions [--rounds N] [--calls N] [--only TEXT]
//
// --only times the reductions whose name contains TEXT (e.g. Segment).
//
//===----------------------------------------------------------------------===//

#include "bench_support.h"

#include "llvm/ADT/APFloat.h"

#include <cmath>
#include <cstring>
#include <random>
#include <string>

namespace {
template <typename T, int Rank>
using Ref = StridedMemRefType<T, Rank>;
} // namespace

extern "C" {
void _mlir_memref_to_llvm_free(void *ptr);
#define DECLARE(name, T, Rank, ResultRank)                                     \
  void _mlir_ciface_##name(Ref<T, ResultRank> *result, Ref<T, Rank> *x);       \
  void _mlir_ciface_running_##name(Ref<T, ResultRank> *result, Ref<T, Rank> *x);
DECLARE(sum_1d, float, 1, 0)
DECLARE(loss_3d, float, 3, 0)
DECLARE(row_sums, float, 2, 1)
DECLARE(sum_1d_f16, uint16_t, 1, 0)
#undef DECLARE
#define DECLARE_SEGMENTS(k)                                                    \
  void _mlir_ciface_segment_sum_k##k(Ref<float, 2> *result, Ref<float, 2> *x,  \
                                     Ref<int32_t, 1> *ids);                    \
  void _mlir_ciface_running_scatter_add_k##k(                                  \
      Ref<float, 2> *result, Ref<float, 2> *x, Ref<int32_t, 1> *ids);
DECLARE_SEGMENTS(1)
DECLARE_SEGMENTS(4)
DECLARE_SEGMENTS(16)
DECLARE_SEGMENTS(64)
#undef DECLARE_SEGMENTS
}

namespace {

float fromF16(uint16_t bits) {
  llvm::APFloat value(llvm::APFloat::IEEEhalf(), llvm::APInt(16, bits));
  bool lost;
  value.convert(llvm::APFloat::IEEEsingle(), llvm::APFloat::rmNearestTiesToEven,
                &lost);
  return value.convertToFloat();
}

/// One reduction: how to call each variant (result freed), the bytes it
/// reads, and its float64 reference (the first output element for row
/// sums).
struct Case {
  std::string name;
  std::function<double()> pairwise, running;
  double bytes;
  double reference;
};

template <typename T, int Rank, int ResultRank>
double call(void (*kernel)(Ref<T, ResultRank> *, Ref<T, Rank> *),
            Ref<T, Rank> input) {
  Ref<T, ResultRank> result{};
  kernel(&result, &input);
  double value;
  if constexpr (std::is_same_v<T, uint16_t>)
    value = fromF16(result.data[result.offset]);
  else
    value = result.data[result.offset];
  _mlir_memref_to_llvm_free(result.basePtr);
  return value;
}

/// A segment sum's (or scatter-add's) first element: segment 0, column 0.
using SegmentKernel = void (*)(Ref<float, 2> *, Ref<float, 2> *,
                               Ref<int32_t, 1> *);
double callSegments(SegmentKernel kernel, Ref<float, 2> input,
                    Ref<int32_t, 1> ids) {
  Ref<float, 2> result{};
  kernel(&result, &input, &ids);
  double value = result.data[result.offset];
  _mlir_memref_to_llvm_free(result.basePtr);
  return value;
}

} // namespace

int main(int argc, char **argv) {
  int rounds = 7, calls = 3;
  std::string only;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--rounds") && i + 1 < argc &&
        tagrad_bench::parseCount(argv[i + 1], 1, 1000, rounds)) {
      ++i;
    } else if (!std::strcmp(argv[i], "--calls") && i + 1 < argc &&
               tagrad_bench::parseCount(argv[i + 1], 1, 1000, calls)) {
      ++i;
    } else if (!std::strcmp(argv[i], "--only") && i + 1 < argc) {
      only = argv[++i];
    } else {
      std::fprintf(
          stderr, "usage: reductions [--rounds N] [--calls N] [--only TEXT]\n");
      return 2;
    }
  }

  const int64_t n = 100000000;
  const int64_t t = 1000, b = 32, h = 1024;
  const int64_t rows = 1000000, cols = 100;
  std::mt19937_64 random(42);
  std::uniform_real_distribution<float> unit(0.0f, 1.0f);
  float *x = tagrad_bench::allocate(n);
  for (int64_t i = 0; i < n; ++i)
    x[i] = unit(random);
  std::vector<uint16_t> half(n);
  // f16 multiples of 2^-11 in [0, 1): exact, summed to about 5e7, beyond
  // f16's range: sum a tenth of them.
  const int64_t halfCount = 10000;
  for (int64_t i = 0; i < halfCount; ++i) {
    llvm::APFloat v(std::floor(x[i] * 2048) / 2048);
    bool lost;
    v.convert(llvm::APFloat::IEEEhalf(), llvm::APFloat::rmNearestTiesToEven,
              &lost);
    half[i] = uint16_t(v.bitcastToAPInt().getZExtValue());
  }

  auto sum64 = [](const float *p, int64_t count, bool square) {
    double s = 0;
    for (int64_t i = 0; i < count; ++i)
      s += square ? double(p[i]) * p[i] : p[i];
    return s;
  };
  Ref<float, 1> flat{x, x, 0, {n}, {1}};
  Ref<float, 3> cube{x, x, 0, {t, b, h}, {b * h, h, 1}};
  Ref<float, 2> matrix{x, x, 0, {rows, cols}, {cols, 1}};
  Ref<uint16_t, 1> halves{half.data(), half.data(), 0, {halfCount}, {1}};
  double halfReference = 0;
  for (int64_t i = 0; i < halfCount; ++i)
    halfReference += fromF16(half[i]);
  std::vector<Case> cases = {
      {"Sum [1e8] f32", [&] { return call(_mlir_ciface_sum_1d, flat); },
       [&] { return call(_mlir_ciface_running_sum_1d, flat); }, 4.0 * n,
       sum64(x, n, false)},
      {"Sum(x*x) [1000,32,1024]",
       [&] { return call(_mlir_ciface_loss_3d, cube); },
       [&] { return call(_mlir_ciface_running_loss_3d, cube); },
       4.0 * t * b * h, sum64(x, t * b * h, true)},
      {"Sum rows [1e6,100]",
       [&] { return call<float, 2, 1>(_mlir_ciface_row_sums, matrix); },
       [&] { return call<float, 2, 1>(_mlir_ciface_running_row_sums, matrix); },
       4.0 * rows * cols, sum64(x, cols, false)},
      {"Sum [1e4] f16", [&] { return call(_mlir_ciface_sum_1d_f16, halves); },
       [&] { return call(_mlir_ciface_running_sum_1d_f16, halves); },
       2.0 * halfCount, halfReference},
  };

  // Segment sums: 3.2M f32 in rows of k into 1000 segments by random ids,
  // against the running f32 sum (TensorScatterAdd into zeros, the same row
  // loop). Bytes: the rows and their ids.
  const int64_t segmentElements = 3200000, segments = 1000;
  std::vector<int32_t> segmentIds(segmentElements);
  std::uniform_int_distribution<int32_t> pick(0, segments - 1);
  for (int32_t &id : segmentIds)
    id = pick(random);
  auto addSegmentCase = [&](int64_t k, SegmentKernel segmentSum,
                            SegmentKernel scatterAdd) {
    int64_t segmentRows = segmentElements / k;
    Ref<float, 2> rowsOfK{x, x, 0, {segmentRows, k}, {k, 1}};
    Ref<int32_t, 1> ids{
        segmentIds.data(), segmentIds.data(), 0, {segmentRows}, {1}};
    double reference = 0;
    for (int64_t r = 0; r < segmentRows; ++r)
      if (segmentIds[r] == 0)
        reference += x[r * k];
    cases.push_back({"UnsortedSegmentSum k=" + std::to_string(k),
                     [=] { return callSegments(segmentSum, rowsOfK, ids); },
                     [=] { return callSegments(scatterAdd, rowsOfK, ids); },
                     4.0 * segmentElements + 4.0 * segmentRows, reference});
  };
  addSegmentCase(1, _mlir_ciface_segment_sum_k1,
                 _mlir_ciface_running_scatter_add_k1);
  addSegmentCase(4, _mlir_ciface_segment_sum_k4,
                 _mlir_ciface_running_scatter_add_k4);
  addSegmentCase(16, _mlir_ciface_segment_sum_k16,
                 _mlir_ciface_running_scatter_add_k16);
  addSegmentCase(64, _mlir_ciface_segment_sum_k64,
                 _mlir_ciface_running_scatter_add_k64);

  size_t cacheBytes = tagrad_bench::lastLevelCacheBytes();
  size_t flushCount = std::max<size_t>(2 * cacheBytes, 64 << 20) / 4;
  float *flush = tagrad_bench::allocate(flushCount);
  double triad = tagrad_bench::streamTriadGBps(
      std::max<size_t>(4 * cacheBytes, 256 << 20), 1);
  std::printf("last-level cache %.0f MiB; one-thread STREAM triad %.1f GB/s; "
              "%d rounds of %d calls\n\n",
              double(cacheBytes) / (1 << 20), triad, rounds, calls);
  std::printf("%-26s %-5s %21s %21s %7s %9s %6s %9s %9s\n", "reduction", "mode",
              "pairwise ms (min-max)", "running ms (min-max)", "ratio", "GB/s",
              "triad", "err pair", "err run");
  for (const Case &c : cases) {
    if (c.name.find(only) == std::string::npos)
      continue;
    double pairwiseError =
        std::fabs(c.pairwise() - c.reference) / std::fabs(c.reference);
    double runningError =
        std::fabs(c.running() - c.reference) / std::fabs(c.reference);
    for (bool cold : {true, false}) {
      std::function<void()> prepare;
      if (cold)
        prepare = [&] { tagrad_bench::flushCaches(flush, flushCount, 1); };
      auto blocks = tagrad_bench::timeRounds(
          {[&] { c.pairwise(); }, [&] { c.running(); }}, rounds, calls, 0,
          prepare);
      double pairwise = tagrad_bench::median(blocks[0]);
      double running = tagrad_bench::median(blocks[1]);
      auto [pMin, pMax] =
          std::minmax_element(blocks[0].begin(), blocks[0].end());
      auto [rMin, rMax] =
          std::minmax_element(blocks[1].begin(), blocks[1].end());
      double gbps = c.bytes / pairwise / 1e6;
      std::printf("%-26s %-5s %7.3f (%5.3f-%5.3f) %7.3f (%5.3f-%5.3f) %6.2fx "
                  "%9.1f %5.0f%% %9.1e %9.1e\n",
                  c.name.c_str(), cold ? "cold" : "warm", pairwise, *pMin,
                  *pMax, running, *rMin, *rMax, running / pairwise, gbps,
                  100 * gbps / triad, pairwiseError, runningError);
    }
  }
  return 0;
}
