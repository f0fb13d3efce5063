//===- ReductionNumericsTest.cpp - compiled reductions vs float64 ---------===//
//
// TensorFlow's Sum, Mean, L2Loss and Prod (reduction_kernels.mlir, through
// -tagrad-legalize-tf and --tagrad-cpu-pipeline) over N = 1e3 ... 1e8
// terms (positive, mixed signs, a wide dynamic range, all equal), in f32,
// f16 and bf16, against a compensated float64 sum of the same values, on
// kernels compiled with threads=1 and with the default thread count.
//
// The bound each result must meet is derived from what
// -tagrad-lower-pairwise-reductions computes (docs/Numerics.md): a term
// goes through at most d additions, d = (the longest run summed in one
// accumulator) + (2 bit-length + 1 per cascade it passes through), so
// |got - sum| <= gamma_d * sum |x_i|, gamma_d = d u / (1 - d u), u = 2^-24,
// plus one rounding to a narrower output type. A running f32 accumulator
// (d = N) fails these bounds from N = 1e6 on (all-equal values stop growing
// at 2^24 times the term: 1e8 terms of 0.1 sum to 2^21).
//
//===----------------------------------------------------------------------===//

#include "mlir/ExecutionEngine/CRunnerUtils.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <vector>

namespace {

template <typename T, int Rank>
using MemRef = StridedMemRefType<T, Rank>;

} // namespace

extern "C" {
void _mlir_memref_to_llvm_free(void *ptr);

/// f32 -> bf16 (round to nearest even), which the kernels compiled for a
/// baseline CPU call and GCC 12's libgcc lacks (it came with GCC 13). The
/// ABI returns a bf16 in xmm0's low half, as a _Float16; weak, so that a
/// libgcc that has it wins.
__attribute__((weak)) _Float16 __truncsfbf2(float x) {
  uint32_t bits;
  std::memcpy(&bits, &x, 4);
  uint16_t rounded;
  if ((bits & 0x7fffffff) > 0x7f800000)
    rounded = uint16_t((bits >> 16) | 0x40); // quiet NaN
  else
    rounded = uint16_t((bits + 0x7fff + ((bits >> 16) & 1)) >> 16);
  _Float16 result;
  std::memcpy(&result, &rounded, 2);
  return result;
}

#define DECLARE(name, T, Rank, ResultRank)                                     \
  void _mlir_ciface_##name(MemRef<T, ResultRank> *result, MemRef<T, Rank> *x); \
  void _mlir_ciface_t1_##name(MemRef<T, ResultRank> *result,                   \
                              MemRef<T, Rank> *x);
DECLARE(sum_f32, float, 1, 0)
DECLARE(mean_f32, float, 1, 0)
DECLARE(l2loss_f32, float, 1, 0)
DECLARE(sum_f16, uint16_t, 1, 0)
DECLARE(mean_f16, uint16_t, 1, 0)
DECLARE(l2loss_f16, uint16_t, 1, 0)
DECLARE(sum_bf16, uint16_t, 1, 0)
DECLARE(mean_bf16, uint16_t, 1, 0)
DECLARE(l2loss_bf16, uint16_t, 1, 0)
DECLARE(sum_all_3d_f32, float, 3, 0)
DECLARE(sum_rows_f32, float, 2, 1)
DECLARE(sum_cols_f32, float, 2, 1)
DECLARE(sum_cols_f16, uint16_t, 2, 1)
DECLARE(prod_f32, float, 1, 0)
DECLARE(sum_cols_static_f32, float, 2, 1)
#undef DECLARE
void _mlir_ciface_unsorted_segment_sum_f32(MemRef<float, 2> *result,
                                           MemRef<float, 2> *x,
                                           MemRef<int32_t, 1> *ids);
void _mlir_ciface_t1_unsorted_segment_sum_f32(MemRef<float, 2> *result,
                                              MemRef<float, 2> *x,
                                              MemRef<int32_t, 1> *ids);
void _mlir_ciface_unsorted_segment_sum_wide_f32(MemRef<float, 2> *result,
                                                MemRef<float, 2> *x,
                                                MemRef<int32_t, 1> *ids);
void _mlir_ciface_t1_unsorted_segment_sum_wide_f32(MemRef<float, 2> *result,
                                                   MemRef<float, 2> *x,
                                                   MemRef<int32_t, 1> *ids);
}

namespace {

constexpr double kUnitRoundoffF32 = 0x1p-24;
constexpr double kUnitRoundoffF16 = 0x1p-11;
constexpr double kUnitRoundoffBF16 = 0x1p-8;
constexpr double kUnitRoundoffF64 = 0x1p-53;
/// -tagrad-lower-pairwise-reductions' defaults.
constexpr int64_t kLeafBlock = 256;
constexpr int64_t kMinBlockTerms = 32;
/// The front end's segment sums: rows of a segment summed in f32 before
/// they go into its f64 total (rows of at least 16 static elements).
constexpr int64_t kSegmentLeafRows = 256;
/// -tagrad-cpu-schedule-batch-norm's longest sub-share of channels-last rows.
constexpr int64_t kMaxShareRows = 512;

int64_t bitLength(int64_t n) {
  int64_t bits = 0;
  for (; n > 0; n >>= 1)
    ++bits;
  return bits;
}

/// Additions a term goes through in a cascade of `blocks` blocks: merged at
/// most bit-length times while pushed, combined with at most bit-length
/// partials at the end, then added to the output's initial value.
int64_t cascadeAdds(int64_t blocks) { return 2 * bitLength(blocks) + 1; }

/// d for an innermost reduction loop of n terms.
int64_t leafAdds(int64_t n) {
  if (n <= kLeafBlock)
    return n + 1;
  return kLeafBlock + cascadeAdds((n + kLeafBlock - 1) / kLeafBlock);
}

/// d added by an outer reduction loop of n iterations over `innerTerms`
/// terms each.
int64_t outerAdds(int64_t n, int64_t innerTerms) {
  int64_t perBlock = std::max<int64_t>(1, (kMinBlockTerms + innerTerms - 1) /
                                              std::max<int64_t>(innerTerms, 1));
  return perBlock + cascadeAdds((n + perBlock - 1) / perBlock);
}

double gamma(int64_t d, double u = kUnitRoundoffF32) {
  return d * u / (1 - d * u);
}

/// Sum and sum of magnitudes in float64, compensated (Neumaier): its own
/// error is about 2^-52 of the magnitudes, far below the bounds checked.
struct Reference {
  double sum = 0, magnitude = 0;
};
template <typename Range, typename F>
Reference reference(Range &&xs, F f) {
  double sum = 0, compensation = 0, magnitude = 0;
  for (auto x : xs) {
    double v = f(x);
    double t = sum + v;
    compensation +=
        std::fabs(sum) >= std::fabs(v) ? (sum - t) + v : (v - t) + sum;
    sum = t;
    magnitude += std::fabs(v);
  }
  return {sum + compensation, magnitude};
}

// f16 / bf16 values as bit patterns, converted by LLVM's APFloat (round to
// nearest even; inf beyond the type's range).
uint16_t encode(float x, const llvm::fltSemantics &semantics) {
  llvm::APFloat value(x);
  bool lost;
  value.convert(semantics, llvm::APFloat::rmNearestTiesToEven, &lost);
  return uint16_t(value.bitcastToAPInt().getZExtValue());
}
float decode(uint16_t bits, const llvm::fltSemantics &semantics) {
  llvm::APFloat value(semantics, llvm::APInt(16, bits));
  bool lost;
  value.convert(llvm::APFloat::IEEEsingle(), llvm::APFloat::rmNearestTiesToEven,
                &lost);
  return value.convertToFloat();
}
uint16_t toF16(float x) { return encode(x, llvm::APFloat::IEEEhalf()); }
float fromF16(uint16_t h) { return decode(h, llvm::APFloat::IEEEhalf()); }

enum class Values { Positive, MixedSigns, WideRange, AllEqual };
const char *name(Values values) {
  switch (values) {
  case Values::Positive:
    return "positive";
  case Values::MixedSigns:
    return "mixed signs";
  case Values::WideRange:
    return "wide range";
  case Values::AllEqual:
    return "all equal";
  }
  return "";
}

/// N values of the kind, each a multiple of 2^-fractionBits (exact in the
/// narrow types when fractionBits is their precision).
std::vector<float> makeValues(int64_t n, Values values, int fractionBits = 0,
                              unsigned seed = 1) {
  std::mt19937_64 random(seed + n);
  std::uniform_real_distribution<float> unit(0.0f, 1.0f);
  std::vector<float> xs(n);
  auto quantize = [&](float x) {
    return fractionBits ? std::ldexp(std::floor(std::ldexp(x, fractionBits)),
                                     -fractionBits)
                        : x;
  };
  for (int64_t i = 0; i < n; ++i) {
    switch (values) {
    case Values::Positive:
      xs[i] = quantize(unit(random));
      break;
    case Values::MixedSigns:
      xs[i] = quantize(2 * unit(random) - 1);
      break;
    case Values::WideRange:
      xs[i] = (unit(random) < 0.5f ? -1.0f : 1.0f) *
              std::ldexp(1.0f + unit(random), int(unit(random) * 40) - 20);
      break;
    case Values::AllEqual:
      xs[i] = fractionBits ? 0.375f : 0.1f;
      break;
    }
  }
  return xs;
}

template <typename T>
MemRef<T, 1> view(std::vector<T> &xs) {
  return {xs.data(), xs.data(), 0, {int64_t(xs.size())}, {1}};
}

/// Calls a rank-1 -> scalar kernel and frees its result.
template <typename T>
T callScalar(void (*kernel)(MemRef<T, 0> *, MemRef<T, 1> *),
             std::vector<T> &xs) {
  MemRef<T, 1> input = view(xs);
  MemRef<T, 0> result{};
  kernel(&result, &input);
  T value = result.data[result.offset];
  _mlir_memref_to_llvm_free(result.basePtr);
  return value;
}

using F32Kernel = void (*)(MemRef<float, 0> *, MemRef<float, 1> *);
using HalfKernel = void (*)(MemRef<uint16_t, 0> *, MemRef<uint16_t, 1> *);

struct Variant {
  const char *threads;
  F32Kernel sum, mean, l2loss;
};
const Variant kF32Variants[] = {
    {"threads=1", _mlir_ciface_t1_sum_f32, _mlir_ciface_t1_mean_f32,
     _mlir_ciface_t1_l2loss_f32},
    {"default threads", _mlir_ciface_sum_f32, _mlir_ciface_mean_f32,
     _mlir_ciface_l2loss_f32}};

void expectWithin(double got, double want, double bound,
                  const std::string &what) {
  double error = std::fabs(got - want);
  EXPECT_LE(error, bound) << what << ": got " << got << ", want " << want;
  std::printf("%-44s error %.2e  bound %.2e  (relative %.2e)\n", what.c_str(),
              error, bound, want != 0 ? error / std::fabs(want) : error);
}

TEST(ReductionNumerics, F32SumMeanL2Loss) {
  const Values kinds[] = {Values::Positive, Values::MixedSigns,
                          Values::WideRange, Values::AllEqual};
  for (int64_t n : {1000, 10000, 100000, 1000000, 10000000, 100000000}) {
    for (Values kind : kinds) {
      // 1e8 terms (400 MB) only where a running sum fails worst.
      if (n == 100000000 && kind != Values::Positive &&
          kind != Values::AllEqual)
        continue;
      std::vector<float> xs = makeValues(n, kind);
      Reference sum = reference(xs, [](float x) { return double(x); });
      Reference squares =
          reference(xs, [](float x) { return double(x) * double(x); });
      int64_t d = leafAdds(n);
      float results[2][3];
      for (int v = 0; v < 2; ++v) {
        const Variant &variant = kF32Variants[v];
        std::string tag =
            std::to_string(n) + " " + name(kind) + ", " + variant.threads;
        float got = callScalar(variant.sum, xs);
        expectWithin(got, sum.sum, gamma(d) * sum.magnitude, "Sum " + tag);
        // Mean: the sum, then one division.
        float mean = callScalar(variant.mean, xs);
        expectWithin(mean, sum.sum / n, gamma(d + 1) * sum.magnitude / n,
                     "Mean " + tag);
        // L2Loss: each square rounded once, halving exact.
        float l2 = callScalar(variant.l2loss, xs);
        expectWithin(l2, squares.sum / 2, gamma(d + 1) * squares.magnitude / 2,
                     "L2Loss " + tag);
        results[v][0] = got;
        results[v][1] = mean;
        results[v][2] = l2;
      }
      // The thread count does not change these results.
      for (int r = 0; r < 3; ++r)
        EXPECT_EQ(results[0][r], results[1][r]) << n << " " << name(kind);
    }
  }
}

struct HalfType {
  const char *name;
  int precision; // significant bits
  double unitRoundoff;
  const llvm::fltSemantics &semantics;
  HalfKernel sum, mean, l2loss, sumT1;
};

TEST(ReductionNumerics, HalfSumsAccumulateInF32) {
  const HalfType types[] = {
      {"f16", 11, kUnitRoundoffF16, llvm::APFloat::IEEEhalf(),
       _mlir_ciface_sum_f16, _mlir_ciface_mean_f16, _mlir_ciface_l2loss_f16,
       _mlir_ciface_t1_sum_f16},
      {"bf16", 8, kUnitRoundoffBF16, llvm::APFloat::BFloat(),
       _mlir_ciface_sum_bf16, _mlir_ciface_mean_bf16, _mlir_ciface_l2loss_bf16,
       _mlir_ciface_t1_sum_bf16}};
  for (const HalfType &type : types) {
    // f16 sums of up to 1e5 terms below 1 stay below its largest finite
    // value (65504).
    for (int64_t n : {1000, 10000, 100000}) {
      for (Values kind :
           {Values::Positive, Values::MixedSigns, Values::AllEqual}) {
        std::vector<float> xs = makeValues(n, kind, type.precision);
        std::vector<uint16_t> bits(n);
        for (int64_t i = 0; i < n; ++i)
          bits[i] = encode(xs[i], type.semantics);
        Reference sum = reference(xs, [](float x) { return double(x); });
        int64_t d = leafAdds(n);
        std::string tag =
            std::string(type.name) + " " + std::to_string(n) + " " + name(kind);
        // Accumulated in f32 (gamma_d in f32's u), rounded once to the type.
        double got = decode(callScalar(type.sum, bits), type.semantics);
        double bound =
            gamma(d) * sum.magnitude +
            type.unitRoundoff * (std::fabs(sum.sum) + gamma(d) * sum.magnitude);
        expectWithin(got, sum.sum, bound, "Sum " + tag);
        EXPECT_EQ(got, decode(callScalar(type.sumT1, bits), type.semantics))
            << tag;
        // Mean: the sum rounded to the type, then a division by the count
        // in the type, as TensorFlow divides: an f16 count above 65504 is
        // inf and TensorFlow's mean of 1e5 f16 terms is 0 (TensorFlow
        // 2.21, tf.reduce_mean), TaGrad's too.
        double mean = decode(callScalar(type.mean, bits), type.semantics);
        if (decode(encode(float(n), type.semantics), type.semantics) ==
            INFINITY)
          EXPECT_EQ(mean, 0.0) << "Mean " << tag;
        else
          expectWithin(mean, sum.sum / n,
                       (bound + 2 * type.unitRoundoff * std::fabs(sum.sum)) / n,
                       "Mean " + tag);
        // L2Loss: squares rounded in the type (as TensorFlow's half
        // arithmetic does), the sum in f32, one rounding to the type.
        Reference squares =
            reference(xs, [](float x) { return double(x) * double(x); });
        double l2 = decode(callScalar(type.l2loss, bits), type.semantics);
        double squaresBound =
            (type.unitRoundoff + gamma(d)) * squares.magnitude * 1.01;
        expectWithin(
            l2, squares.sum / 2,
            (squaresBound + type.unitRoundoff * (squares.sum + squaresBound)) /
                2,
            "L2Loss " + tag);
      }
    }
  }
}

/// Checks each of the k column sums of the [m, k] values against its
/// float64 sum with the bound gamma_d; returns the worst error as a
/// fraction of its bound.
double checkColumnSums(const std::vector<float> &xs, int64_t m, int64_t k,
                       const MemRef<float, 1> &cols, int64_t d,
                       const std::string &what) {
  double worst = 0;
  for (int64_t j = 0; j < k; ++j) {
    std::vector<float> column(m);
    for (int64_t i = 0; i < m; ++i)
      column[i] = xs[i * k + j];
    Reference want = reference(column, [](float x) { return double(x); });
    double got = cols.data[cols.offset + j * cols.strides[0]];
    double bound = gamma(d) * want.magnitude;
    worst = std::max(worst, std::fabs(got - want.sum) / bound);
    EXPECT_LE(std::fabs(got - want.sum), bound)
        << what << ", column " << j << ": got " << got << ", want " << want.sum;
  }
  return worst;
}

TEST(ReductionNumerics, MultiDimensionalSums) {
  // Every element of [A, B, C] to a scalar: the innermost loop's blocks
  // and a cascade per outer loop.
  {
    const int64_t a = 1000, b = 32, c = 1024;
    std::vector<float> xs = makeValues(a * b * c, Values::Positive);
    MemRef<float, 3> input{xs.data(), xs.data(), 0, {a, b, c}, {b * c, c, 1}};
    MemRef<float, 0> result{};
    _mlir_ciface_sum_all_3d_f32(&result, &input);
    float got = result.data[result.offset];
    _mlir_memref_to_llvm_free(result.basePtr);
    Reference sum = reference(xs, [](float x) { return double(x); });
    int64_t d = leafAdds(c) + outerAdds(b, c) + outerAdds(a, b * c);
    expectWithin(got, sum.sum, gamma(d) * sum.magnitude, "Sum [1000,32,1024]");
  }
  // Rows ([M, K] over K) and columns (over M: the batch-norm schedule's
  // shares of rows, cut into sub-shares of at most 512 rows, their [T x K,
  // C] partials added pairwise).
  for (auto [m, k] :
       {std::pair<int64_t, int64_t>{100000, 7}, {7, 100000}, {3000, 300}}) {
    std::vector<float> xs = makeValues(m * k, Values::MixedSigns);
    MemRef<float, 2> input{xs.data(), xs.data(), 0, {m, k}, {k, 1}};
    std::string shape = "[" + std::to_string(m) + "," + std::to_string(k) + "]";
    MemRef<float, 1> rows{};
    _mlir_ciface_sum_rows_f32(&rows, &input);
    for (int64_t i = 0; i < m; ++i) {
      Reference want = reference(
          std::vector<float>(xs.begin() + i * k, xs.begin() + (i + 1) * k),
          [](float x) { return double(x); });
      double got = rows.data[rows.offset + i * rows.strides[0]];
      double bound = gamma(leafAdds(k)) * want.magnitude;
      if (std::fabs(got - want.sum) > bound) {
        ADD_FAILURE() << "row " << i << " of " << shape << ": got " << got
                      << ", want " << want.sum;
        break;
      }
    }
    _mlir_memref_to_llvm_free(rows.basePtr);
    MemRef<float, 1> cols{};
    _mlir_ciface_sum_cols_f32(&cols, &input);
    double worst = checkColumnSums(
        xs, m, k, cols, kMaxShareRows + outerAdds(2 * m / kMaxShareRows + 2, 1),
        shape);
    std::printf("Sum over rows and columns of %-16s worst column at %.2f of "
                "its bound\n",
                shape.c_str(), worst);
    _mlir_memref_to_llvm_free(cols.basePtr);
  }
}

TEST(ReductionNumerics, ScheduledColumnSums) {
  // 1e6 rows of 16 channels: the batch-norm schedule's shares of
  // rows, cut into sub-shares of 512 rows, their partials added pairwise.
  // A running sum per lane (what one share per thread was) of 5e5 equal
  // terms is off by about 1e-2.
  const int64_t m = 1000000, k = 16;
  for (Values kind : {Values::AllEqual, Values::Positive, Values::MixedSigns}) {
    std::vector<float> xs = makeValues(m * k, kind);
    MemRef<float, 2> input{xs.data(), xs.data(), 0, {m, k}, {k, 1}};
    // Static and dynamic row counts, threads=1 and the default.
    for (auto kernel :
         {_mlir_ciface_sum_cols_static_f32, _mlir_ciface_t1_sum_cols_static_f32,
          _mlir_ciface_sum_cols_f32, _mlir_ciface_t1_sum_cols_f32}) {
      MemRef<float, 1> cols{};
      kernel(&cols, &input);
      // Sub-shares of at most 512 rows, at most 2 m / 512 of them (any
      // thread count), added in blocks of 32 and a cascade.
      int64_t d = kMaxShareRows + outerAdds(2 * m / kMaxShareRows, 1);
      double worst = checkColumnSums(xs, m, k, cols, d, name(kind));
      std::printf("Scheduled column sums [1e6,16] %-12s worst column at "
                  "%.2f of its bound\n",
                  name(kind), worst);
      _mlir_memref_to_llvm_free(cols.basePtr);
    }
  }
}

TEST(ReductionNumerics, HalfColumnSumsAccumulateInF32) {
  // 100000 rows of f16 0.375: a running f16 sum stops at 2048 (its spacing
  // there is 2; TensorFlow 2.21's reduce_sum(axis=0) returns 1024);
  // accumulated in f32 and rounded once, 37504.
  const int64_t m = 100000, k = 3;
  std::vector<uint16_t> bits(m * k, toF16(0.375f));
  MemRef<uint16_t, 2> input{bits.data(), bits.data(), 0, {m, k}, {k, 1}};
  MemRef<uint16_t, 1> cols{};
  _mlir_ciface_sum_cols_f16(&cols, &input);
  for (int64_t j = 0; j < k; ++j)
    EXPECT_EQ(fromF16(cols.data[cols.offset + j * cols.strides[0]]), 37504.0f);
  _mlir_memref_to_llvm_free(cols.basePtr);
}

TEST(ReductionNumerics, ProductsAccumulateInF64) {
  // Terms near 1 (1 +- 1e-3): the product stays in range; every f32
  // multiplication would round once (an error growing like N), f64 keeps
  // N u64 far below one f32 rounding.
  for (int64_t n : {1000, 100000, 1000000}) {
    std::mt19937_64 random(n);
    std::uniform_real_distribution<float> unit(-1e-3f, 1e-3f);
    std::vector<float> xs(n);
    long double want = 1;
    for (int64_t i = 0; i < n; ++i) {
      xs[i] = 1.0f + unit(random);
      want *= xs[i];
    }
    float got = callScalar(_mlir_ciface_prod_f32, xs);
    double bound =
        (kUnitRoundoffF32 + 2 * n * kUnitRoundoffF64) * std::fabs(double(want));
    expectWithin(got, double(want), bound, "Prod " + std::to_string(n));
  }
}

using SegmentKernel = void (*)(MemRef<float, 2> *, MemRef<float, 2> *,
                               MemRef<int32_t, 1> *);

/// Rows of k columns into 4 segments in turn, through both kernels (threads=1
/// and the default), each segment's column j (every `columnStep`-th) against
/// a float64 sum with `bound(rows, sum)` of its r rows.
void checkSegmentSums(
    int64_t k, llvm::ArrayRef<int64_t> rowCounts, int64_t columnStep,
    std::pair<const char *, SegmentKernel> const (&kernels)[2],
    llvm::function_ref<double(int64_t, const Reference &)> bound,
    const std::string &label) {
  const int64_t segments = 4;
  for (int64_t m : rowCounts) {
    for (Values kind :
         {Values::Positive, Values::MixedSigns, Values::AllEqual}) {
      std::vector<float> xs = makeValues(m * k, kind);
      std::vector<int32_t> ids(m);
      for (int64_t i = 0; i < m; ++i)
        ids[i] = int32_t(i % segments);
      for (auto [threads, kernel] : kernels) {
        MemRef<float, 2> input{xs.data(), xs.data(), 0, {m, k}, {k, 1}};
        MemRef<int32_t, 1> idView{ids.data(), ids.data(), 0, {m}, {1}};
        MemRef<float, 2> sums{};
        kernel(&sums, &input, &idView);
        for (int64_t s = 0; s < segments; ++s)
          for (int64_t j = 0; j < k; j += columnStep) {
            std::vector<float> terms;
            for (int64_t i = s; i < m; i += segments)
              terms.push_back(xs[i * k + j]);
            Reference want =
                reference(terms, [](float x) { return double(x); });
            double limit = bound(int64_t(terms.size()), want);
            float got = sums.data[sums.offset + s * sums.strides[0] +
                                  j * sums.strides[1]];
            if (s == 0 && j == 0)
              expectWithin(got, want.sum, limit,
                           label + " " + std::to_string(m) + " " + name(kind) +
                               " " + threads);
            else
              EXPECT_LE(std::fabs(got - want.sum), limit)
                  << "segment " << s << " column " << j;
          }
        _mlir_memref_to_llvm_free(sums.basePtr);
      }
    }
  }
}

TEST(ReductionNumerics, SegmentSumsAccumulateInF64) {
  // Rows of 3 columns. A segment of r rows is summed in f64 in row order
  // and rounded to f32 once: |error| <= u32 |want| + r u64 (sum of
  // magnitudes), where an f32 running sum (TensorFlow's kernel) allows
  // r u32 (sum of magnitudes).
  const std::pair<const char *, SegmentKernel> kernels[] = {
      {"threads=1", _mlir_ciface_t1_unsorted_segment_sum_f32},
      {"default threads", _mlir_ciface_unsorted_segment_sum_f32}};
  checkSegmentSums(
      3, {1000, 1000000}, 1, kernels,
      [](int64_t rows, const Reference &want) {
        return kUnitRoundoffF32 * std::fabs(want.sum) +
               gamma(rows, kUnitRoundoffF64) * want.magnitude;
      },
      "UnsortedSegmentSum");
}

TEST(ReductionNumerics, WideSegmentSumsAddF32LeavesInF64) {
  // Rows of 64. Each segment's rows go in leaves of L = 256 rows summed in
  // f32 from 0 (a term through at most L - 1 f32 additions), each full leaf
  // added into the segment's f64 total, the last leaf and the total rounded
  // once: |error| <= u32 |want| + (gamma_L(u32) + gamma_{r/L+1}(u64)) (sum
  // of magnitudes). A running f32 sum of the 250000 rows a segment has at
  // m = 10^6 is far outside it (all-equal values: about 1e-3 relative).
  // 1000, 1024, 1028 rows: no leaf full, one exactly, one moved.
  const std::pair<const char *, SegmentKernel> kernels[] = {
      {"threads=1", _mlir_ciface_t1_unsorted_segment_sum_wide_f32},
      {"default threads", _mlir_ciface_unsorted_segment_sum_wide_f32}};
  checkSegmentSums(
      64, {1000, 1024, 1028, 1000000}, 7, kernels,
      [](int64_t rows, const Reference &want) {
        return kUnitRoundoffF32 * std::fabs(want.sum) +
               (gamma(std::min(rows, kSegmentLeafRows)) +
                gamma(rows / kSegmentLeafRows + 1, kUnitRoundoffF64)) *
                   want.magnitude;
      },
      "UnsortedSegmentSum rows of 64,");
}

} // namespace
