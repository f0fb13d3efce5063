//===- BatchNormKernelsTest.cpp - compiled batch norm vs a reference ------===//
//
// The CPU pipeline's batch-norm code (batch_norm_kernels.mlir through
// --tagrad-cpu-pipeline, mlir-translate and llc, called through the C
// interface) against straightforward double-precision loops, at the sizes
// where the pipeline's special schedules apply: non-temporal dx stores
// (aligned and misaligned buffers), NCHW per-channel fusion and its
// short-plane alternative, masked channel tails, dynamic shapes, forward
// training statistics (also for x = 1e4 + noise), the inference gradient.
//
// Every output is compared with a relative-to-max-magnitude criterion,
// max_i |got_i - want_i| / max_i |want_i| <= tolerance, with the tolerance
// derived below from the f32 error analysis of what the kernels compute.
// Outputs are filled with NaN before each call, so an element the kernel
// never writes fails the comparison.
//
//===----------------------------------------------------------------------===//

#include "mlir/ExecutionEngine/CRunnerUtils.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <memory>
#include <random>
#include <vector>

namespace {

/// The memref descriptor MLIR's C interface passes (upstream's
/// StridedMemRefType: allocated and aligned pointers, offset, sizes, strides).
template <int Rank>
using MemRef = StridedMemRefType<float, Rank>;

} // namespace

extern "C" {
#define DECLARE_GRAD(name)                                                     \
  void _mlir_ciface_##name(MemRef<4> *dy, MemRef<4> *x, MemRef<1> *scale,      \
                           MemRef<1> *mean, MemRef<1> *variance,               \
                           MemRef<4> *dx, MemRef<1> *scaleBackprop,            \
                           MemRef<1> *offsetBackprop);
DECLARE_GRAD(bn_grad_nhwc_16x64x64x64)
DECLARE_GRAD(bn_grad_nchw_8x32x28x28)
DECLARE_GRAD(bn_grad_nchw_16x64x64x64)
DECLARE_GRAD(bn_grad_nchw_7x32x28x28)
DECLARE_GRAD(bn_grad_nchw_8x64x7x7)
DECLARE_GRAD(bn_grad_nchw_16x96x7x7)
DECLARE_GRAD(bn_grad_nchw_9x5x14x14)
DECLARE_GRAD(bn_grad_nchw_600x4x7x7)
DECLARE_GRAD(bn_grad_nchw_600x4x14x14)
DECLARE_GRAD(bn_grad_nchw_5x24x14x14)
DECLARE_GRAD(bn_grad_nchw_11x128x14x14)
DECLARE_GRAD(bn_grad_nhwc_3x5x7x19)
DECLARE_GRAD(bn_grad_nhwc_dynamic)
DECLARE_GRAD(bn_grad_nchw_dynamic)
DECLARE_GRAD(bn_grad_inference_nchw_4x24x14x14)
DECLARE_GRAD(bn_grad_nchw_64x2x256x256)
#undef DECLARE_GRAD

#define DECLARE_FORWARD(name)                                                  \
  void _mlir_ciface_##name(MemRef<4> *x, MemRef<1> *scale, MemRef<1> *offset,  \
                           MemRef<4> *y, MemRef<1> *batchMean,                 \
                           MemRef<1> *batchVariance, MemRef<1> *reserveSpace1, \
                           MemRef<1> *reserveSpace2);
DECLARE_FORWARD(bn_forward_nhwc_4x11x11x40)
DECLARE_FORWARD(bn_forward_nchw_4x40x11x11)
DECLARE_FORWARD(bn_forward_nchw_64x2x256x256)
#undef DECLARE_FORWARD
}

namespace {

using GradKernel = void (*)(MemRef<4> *, MemRef<4> *, MemRef<1> *, MemRef<1> *,
                            MemRef<1> *, MemRef<4> *, MemRef<1> *, MemRef<1> *);
using ForwardKernel = void (*)(MemRef<4> *, MemRef<1> *, MemRef<1> *,
                               MemRef<4> *, MemRef<1> *, MemRef<1> *,
                               MemRef<1> *, MemRef<1> *);

/// The kernels' epsilon (batch_norm_kernels.mlir).
constexpr double kEpsilon = 1e-3;

//===----------------------------------------------------------------------===//
// Tolerances
//===----------------------------------------------------------------------===//
//
// u = 2^-24 is the unit roundoff of f32 (round to nearest).
//
// Sums over the M elements of a channel (offset_backprop = sum(dy),
// scale_backprop = rstd * sum(dy * (x - mean)), the forward sum(x) and
// sum((x - mean)^2)). Whatever order the schedule uses (a thread's
// sequential chain over its rows, 16-lane vector accumulators, partial sums
// added at the end), no accumulation chain is longer than M. With
// s_i = (s_{i-1} + t_i)(1 + d_i), |d_i| <= u, the first-order error is
// sum_i d_i s_i. Deterministically that is bounded by u * M * max|s_i|,
// far above what happens (and above the effect of the mistakes we want to
// catch). With independent rounding errors (the probabilistic model of
// Higham and Mary, SIAM J. Sci. Comput. 2019) the error is at most
// lambda * u * sqrt(sum s_i^2) <= lambda * u * sqrt(M) * max|s_i| with
// probability >= 1 - 2 exp(-lambda^2 / 2); lambda = 5 (failure ~1e-5). The
// largest partial sum is within a factor 2 of the largest channel's final
// sum for our inputs (channels with a mean grow linearly, zero-mean ones
// are random walks far below the largest channel), hence 10 u sqrt(M). The
// per-term roundings (x - mean, the product, rsqrt, the final scaling,
// adding thread partials) add a few u: 16 u covers them.
//
// For M = 65536 this is 1.5e-4, for M = 105 7e-6. A dropped element is
// about 1 / M of a channel's sum (1e-2 at M = 105): the small, odd-sized
// and dynamic cases catch dropped or double-counted elements and missed
// tails. At M = 65536 one element (3e-5 here) is inside what a bound for
// 32768-long f32 chains must allow (the observed error is 3e-6); that case
// is there for the dx stores, where a wrong or unwritten vector of dx is an
// O(1) error.
//
// Checked by planting mistakes in the reference (then reverted): expecting
// the biased variance as batch_variance, or normalizing y by the unbiased
// one, fails all four forward tests; dropping one element per channel from
// the gradient sums fails every gradient case below M = 65536, dividing
// sum(dy) by M - 1 every training one; a 16-float vector of dx taken from
// the next row fails both 16 MiB cases.
constexpr double kUnitRoundoff = 0x1p-24;

/// The bounds that propagate the kernel's observed upstream errors (dx
/// from its sums, y from its mean and variance) are first-order and can be
/// nearly attained (with x around 1e4 the mean's error is most of y's):
/// they are doubled, a margin for the neglected higher-order terms that is
/// still far below the effect of the mistakes they are meant to catch.
constexpr double kFirstOrderMargin = 2;

double sumTolerance(int64_t m) {
  return 10 * kUnitRoundoff * std::sqrt(static_cast<double>(m)) +
         16 * kUnitRoundoff;
}

//===----------------------------------------------------------------------===//
// Shapes, buffers, descriptors
//===----------------------------------------------------------------------===//

struct Shape {
  int64_t n, c, h, w;
  bool nhwc;

  int64_t elements() const { return n * c * h * w; }
  int64_t perChannel() const { return n * h * w; }
  /// The channel of the element at linear (row-major) index `i`.
  int64_t channel(int64_t i) const { return nhwc ? i % c : (i / (h * w)) % c; }
  /// The dimensions in memory order.
  std::vector<int64_t> dims() const {
    return nhwc ? std::vector<int64_t>{n, h, w, c}
                : std::vector<int64_t>{n, c, h, w};
  }
};

/// A 64-byte-aligned f32 buffer, optionally handed out `shift` floats past
/// the aligned start (to give the kernels misaligned data).
class Buffer {
public:
  explicit Buffer(int64_t count, int64_t shift = 0)
      : count(count), shift(shift),
        memory(static_cast<float *>(std::aligned_alloc(
                   64, ((count + shift) * sizeof(float) + 63) / 64 * 64)),
               &std::free) {
    fill(std::numeric_limits<float>::quiet_NaN());
  }

  float *data() { return memory.get() + shift; }
  const float *data() const { return memory.get() + shift; }
  float &operator[](int64_t i) { return data()[i]; }
  float operator[](int64_t i) const { return data()[i]; }
  int64_t size() const { return count; }
  void fill(float value) { std::fill_n(memory.get(), count + shift, value); }

  MemRef<1> view1() { return {memory.get(), data(), 0, {count}, {1}}; }
  MemRef<4> view4(const Shape &shape) {
    std::vector<int64_t> d = shape.dims();
    return {memory.get(),
            data(),
            0,
            {d[0], d[1], d[2], d[3]},
            {d[1] * d[2] * d[3], d[2] * d[3], d[3], 1}};
  }

private:
  int64_t count;
  int64_t shift;
  std::unique_ptr<float, decltype(&std::free)> memory;
};

/// max_i |got_i - want_i| / max_i |want_i|; infinity for a NaN in `got`
/// (an element never written).
double relativeError(const Buffer &got, const std::vector<double> &want) {
  double worst = 0, largest = 0;
  for (int64_t i = 0; i < got.size(); ++i) {
    double difference = std::fabs(got[i] - want[i]);
    if (std::isnan(difference))
      return std::numeric_limits<double>::infinity();
    worst = std::max(worst, difference);
    largest = std::max(largest, std::fabs(want[i]));
  }
  return largest > 0 ? worst / largest : worst;
}

void expectClose(const char *what, const Buffer &got,
                 const std::vector<double> &want, double tolerance) {
  double error = relativeError(got, want);
  std::printf("  %-16s relative error %.3g (tolerance %.3g)\n", what, error,
              tolerance);
  EXPECT_LE(error, tolerance) << what;
}

//===----------------------------------------------------------------------===//
// Gradient
//===----------------------------------------------------------------------===//

struct GradInputs {
  Buffer dy, x, scale, mean, variance;
};

/// Deterministic inputs shaped like a real backward pass: per channel
/// x = mu + sigma * N(0, 1) (mu in [-2, 2], sigma in [0.5, 2]) and a
/// gradient correlated with the normalized input, dy = beta + gamma * xhat +
/// U(-1, 1), so that dx cancels both the mean of dy and its projection on
/// xhat (the terms the sums feed). Training mode gets the batch mean and
/// biased variance of x (what the forward pass hands over as
/// reserve_space_1/2); inference mode gets different "population"
/// statistics.
GradInputs makeGradInputs(const Shape &shape, bool training, int64_t shift,
                          unsigned seed) {
  int64_t size = shape.elements(), channels = shape.c;
  GradInputs in{Buffer(size, shift), Buffer(size, shift), Buffer(channels),
                Buffer(channels), Buffer(channels)};
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> unit(-1.0f, 1.0f);
  std::normal_distribution<float> normal(0.0f, 1.0f);
  std::vector<double> mu(channels), sigma(channels), beta(channels),
      gamma(channels);
  for (int64_t c = 0; c < channels; ++c) {
    mu[c] = 2.0 * unit(rng);
    sigma[c] = 1.25 + 0.75 * unit(rng);
    beta[c] = unit(rng);
    gamma[c] = unit(rng);
    float magnitude = 1.0f + 0.5f * unit(rng);
    in.scale[c] = unit(rng) < 0 ? -magnitude : magnitude;
  }
  for (int64_t i = 0; i < size; ++i) {
    int64_t c = shape.channel(i);
    in.x[i] = static_cast<float>(mu[c] + sigma[c] * normal(rng));
  }
  std::vector<double> sum(channels), squares(channels);
  for (int64_t i = 0; i < size; ++i)
    sum[shape.channel(i)] += in.x[i];
  int64_t m = shape.perChannel();
  for (int64_t i = 0; i < size; ++i) {
    int64_t c = shape.channel(i);
    double centred = in.x[i] - sum[c] / m;
    squares[c] += centred * centred;
  }
  for (int64_t c = 0; c < channels; ++c) {
    double mean = sum[c] / m, variance = squares[c] / m;
    if (!training) {
      mean += 0.1 * sigma[c];
      variance *= 1.2;
    }
    in.mean[c] = static_cast<float>(mean);
    in.variance[c] = static_cast<float>(variance);
  }
  for (int64_t i = 0; i < size; ++i) {
    int64_t c = shape.channel(i);
    double normalized =
        (in.x[i] - in.mean[c]) / std::sqrt(in.variance[c] + kEpsilon);
    in.dy[i] = static_cast<float>(beta[c] + gamma[c] * normalized + unit(rng));
  }
  return in;
}

struct GradReference {
  std::vector<double> dx, scaleBackprop, offsetBackprop;
  /// 1 / sqrt(variance + epsilon) per channel.
  std::vector<double> rstd;
};

/// FusedBatchNormGradV3 in double, as SPEC.md section 1 writes it.
GradReference referenceGrad(const Shape &shape, const GradInputs &in,
                            bool training) {
  int64_t size = shape.elements(), channels = shape.c;
  double m = static_cast<double>(shape.perChannel());
  GradReference out;
  out.scaleBackprop.assign(channels, 0);
  out.offsetBackprop.assign(channels, 0);
  out.dx.resize(size);
  for (int64_t i = 0; i < size; ++i) {
    int64_t c = shape.channel(i);
    out.offsetBackprop[c] += in.dy[i];
    out.scaleBackprop[c] += double(in.dy[i]) * (double(in.x[i]) - in.mean[c]);
  }
  std::vector<double> &rstd = out.rstd;
  rstd.resize(channels);
  for (int64_t c = 0; c < channels; ++c) {
    rstd[c] = 1 / std::sqrt(double(in.variance[c]) + kEpsilon);
    out.scaleBackprop[c] *= rstd[c];
  }
  for (int64_t i = 0; i < size; ++i) {
    int64_t c = shape.channel(i);
    double k = in.scale[c] * rstd[c];
    if (!training) {
      out.dx[i] = k * in.dy[i];
      continue;
    }
    double meanDy = out.offsetBackprop[c] / m;
    double correction =
        (double(in.x[i]) - in.mean[c]) * rstd[c] * out.scaleBackprop[c] / m;
    out.dx[i] = k * (in.dy[i] - meanDy - correction);
  }
  return out;
}

struct GradOutputs {
  Buffer dx, scaleBackprop, offsetBackprop;
};

/// dx tolerance, relative to max |dx|. Inference: dx = k * dy with
/// k = scale * rsqrt(var + epsilon), a few roundings: 8 u.
///
/// Training: dx = k * (dy - S1 / M - (x - mean) * q), q = S2 / M * rstd^2,
/// where S1 = sum(dy) and S2 = sum(dy (x - mean)) are the sums the kernel
/// also returns (offset_backprop = S1, scale_backprop = rstd * S2, checked
/// against sumTolerance first). Their errors reach dx divided by M, but
/// relative to the subtracted terms, not to dx, which cancels them (dy here
/// carries a mean and a component along x, as real gradients do). Rather
/// than propagate sumTolerance (a bound for the longest accumulation chain,
/// 10-100x above what the blocked schedules do), each element's bound
/// propagates the sums' actual errors, read off the kernel's outputs:
///   |k| (|dS1| / M + |x - mean| rstd |d(rstd S2)| / M)
/// plus 8 u of the terms |k| (|dy| + |S1 / M| + |(x - mean) q|) for the
/// elementwise evaluation (x - mean, three products, two differences, rsqrt
/// and k). So dx must be consistent with the kernel's own sums to a few
/// ulps of its terms, and a difference between the sums it returns and the
/// ones it uses (or a wrong M) shows.
double gradTolerance(const Shape &shape, const GradInputs &in,
                     const GradReference &want, const GradOutputs &got,
                     bool training) {
  if (!training)
    return 8 * kUnitRoundoff;
  double m = static_cast<double>(shape.perChannel());
  double largestBound = 0, largestDx = 0;
  for (int64_t i = 0; i < shape.elements(); ++i) {
    int64_t c = shape.channel(i);
    double k = std::fabs(in.scale[c] * want.rstd[c]);
    double centred = std::fabs(double(in.x[i]) - in.mean[c]);
    double meanDy = std::fabs(want.offsetBackprop[c]) / m;
    double correction =
        centred * want.rstd[c] * std::fabs(want.scaleBackprop[c]) / m;
    double meanDyError =
        std::fabs(got.offsetBackprop[c] - want.offsetBackprop[c]) / m;
    double correctionError =
        centred * want.rstd[c] *
        std::fabs(got.scaleBackprop[c] - want.scaleBackprop[c]) / m;
    double bound =
        k * (meanDyError + correctionError +
             8 * kUnitRoundoff * (std::fabs(in.dy[i]) + meanDy + correction));
    largestBound = std::max(largestBound, bound);
    largestDx = std::max(largestDx, std::fabs(want.dx[i]));
  }
  return kFirstOrderMargin *
         (largestDx > 0 ? largestBound / largestDx : largestBound);
}

GradOutputs runGrad(GradKernel kernel, const Shape &shape, GradInputs &in,
                    int64_t shift) {
  GradOutputs out{Buffer(shape.elements(), shift), Buffer(shape.c),
                  Buffer(shape.c)};
  MemRef<4> dy = in.dy.view4(shape), x = in.x.view4(shape),
            dx = out.dx.view4(shape);
  MemRef<1> scale = in.scale.view1(), mean = in.mean.view1(),
            variance = in.variance.view1(),
            scaleBackprop = out.scaleBackprop.view1(),
            offsetBackprop = out.offsetBackprop.view1();
  kernel(&dy, &x, &scale, &mean, &variance, &dx, &scaleBackprop,
         &offsetBackprop);
  return out;
}

/// Runs `kernel` on `shape` (dy, x and dx `shift` floats past a 64-byte
/// boundary) and checks all three outputs against the reference.
void checkGrad(GradKernel kernel, const Shape &shape, bool training,
               int64_t shift = 0, unsigned seed = 1) {
  GradInputs in = makeGradInputs(shape, training, shift, seed);
  GradReference want = referenceGrad(shape, in, training);
  GradOutputs got = runGrad(kernel, shape, in, shift);
  ASSERT_EQ(reinterpret_cast<uintptr_t>(got.dx.data()) % 64,
            static_cast<uintptr_t>(shift * sizeof(float)) % 64);
  std::printf("%s [%lld, %lld, %lld, %lld], M = %lld\n",
              shape.nhwc ? "NHWC" : "NCHW", (long long)shape.dims()[0],
              (long long)shape.dims()[1], (long long)shape.dims()[2],
              (long long)shape.dims()[3], (long long)shape.perChannel());
  double sums = sumTolerance(shape.perChannel());
  expectClose("offset_backprop", got.offsetBackprop, want.offsetBackprop, sums);
  expectClose("scale_backprop", got.scaleBackprop, want.scaleBackprop, sums);
  expectClose("x_backprop", got.dx, want.dx,
              gradTolerance(shape, in, want, got, training));
}

//===----------------------------------------------------------------------===//
// Forward
//===----------------------------------------------------------------------===//

struct ForwardInputs {
  Buffer x, scale, offset;
};

/// Per channel x = center + mu + sigma * N(0, 1) with mu in [-2, 2], sigma
/// in [0.5, 2]; center = 1e4 for the large-offset case, where a one-pass
/// E[x^2] - E[x]^2 in f32 loses every digit (ulp(1e8) = 8).
ForwardInputs makeForwardInputs(const Shape &shape, double center,
                                unsigned seed) {
  int64_t size = shape.elements(), channels = shape.c;
  ForwardInputs in{Buffer(size), Buffer(channels), Buffer(channels)};
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> unit(-1.0f, 1.0f);
  std::normal_distribution<float> normal(0.0f, 1.0f);
  std::vector<double> mu(channels), sigma(channels);
  for (int64_t c = 0; c < channels; ++c) {
    mu[c] = center + 2.0 * unit(rng);
    sigma[c] = 1.25 + 0.75 * unit(rng);
    in.scale[c] = 1.0f + 0.5f * unit(rng);
    in.offset[c] = unit(rng);
  }
  for (int64_t i = 0; i < size; ++i) {
    int64_t c = shape.channel(i);
    in.x[i] = static_cast<float>(mu[c] + sigma[c] * normal(rng));
  }
  return in;
}

struct ForwardReference {
  std::vector<double> y, mean, biasedVariance, unbiasedVariance;
};

/// FusedBatchNormV3 training, TensorFlow's CPU conventions: batch_mean and
/// reserve_space_1 are the batch mean; batch_variance is Bessel-corrected
/// (M / (M - 1)), reserve_space_2 is the biased variance, which is also
/// what normalizes y (exponential_avg_factor = 1: no blending).
ForwardReference referenceForward(const Shape &shape, const ForwardInputs &in) {
  int64_t size = shape.elements(), channels = shape.c;
  double m = static_cast<double>(shape.perChannel());
  ForwardReference out;
  out.mean.assign(channels, 0);
  out.biasedVariance.assign(channels, 0);
  for (int64_t i = 0; i < size; ++i)
    out.mean[shape.channel(i)] += in.x[i];
  for (double &mean : out.mean)
    mean /= m;
  for (int64_t i = 0; i < size; ++i) {
    int64_t c = shape.channel(i);
    double centred = in.x[i] - out.mean[c];
    out.biasedVariance[c] += centred * centred;
  }
  out.unbiasedVariance.resize(channels);
  for (int64_t c = 0; c < channels; ++c) {
    out.biasedVariance[c] /= m;
    out.unbiasedVariance[c] = out.biasedVariance[c] * m / (m - 1);
  }
  out.y.resize(size);
  for (int64_t i = 0; i < size; ++i) {
    int64_t c = shape.channel(i);
    out.y[i] = in.scale[c] * (in.x[i] - out.mean[c]) /
                   std::sqrt(out.biasedVariance[c] + kEpsilon) +
               in.offset[c];
  }
  return out;
}

void checkForward(ForwardKernel kernel, const Shape &shape, double center,
                  unsigned seed = 2) {
  ForwardInputs in = makeForwardInputs(shape, center, seed);
  ForwardReference want = referenceForward(shape, in);
  int64_t channels = shape.c;
  Buffer y(shape.elements()), batchMean(channels), batchVariance(channels),
      reserveSpace1(channels), reserveSpace2(channels);
  MemRef<4> xView = in.x.view4(shape), yView = y.view4(shape);
  MemRef<1> scaleView = in.scale.view1(), offsetView = in.offset.view1(),
            batchMeanView = batchMean.view1(),
            batchVarianceView = batchVariance.view1(),
            reserveSpace1View = reserveSpace1.view1(),
            reserveSpace2View = reserveSpace2.view1();
  kernel(&xView, &scaleView, &offsetView, &yView, &batchMeanView,
         &batchVarianceView, &reserveSpace1View, &reserveSpace2View);

  int64_t m = shape.perChannel();
  std::printf("%s [%lld, %lld, %lld, %lld], M = %lld, x around %g\n",
              shape.nhwc ? "NHWC" : "NCHW", (long long)shape.dims()[0],
              (long long)shape.dims()[1], (long long)shape.dims()[2],
              (long long)shape.dims()[3], (long long)m, center);
  // The mean is a sum scaled by 1 / M (one more rounding).
  double meanTolerance = sumTolerance(m) + kUnitRoundoff;
  expectClose("batch_mean", batchMean, want.mean, meanTolerance);
  expectClose("reserve_space_1", reserveSpace1, want.mean, meanTolerance);

  // The variance is centred on the kernel's f32 mean m' = mean + d:
  // sum((x - m')^2) / M = var + d^2 exactly, on top of the rounding of a
  // sum of non-negative terms (sumTolerance). d is the kernel's actual mean
  // error (checked just above against its own bound); with x around 1e4 it
  // is the f32 resolution of the mean, ~1e-3, so d^2 ~ 1e-6 of a unit
  // variance. Using the observed d keeps the bound tight enough that the
  // biased and unbiased variances (1 / (M - 1) = 2.1e-3 apart for M = 484)
  // cannot pass for each other even at x = 1e4.
  double shiftSquared = 0, largestBiased = 0;
  for (int64_t c = 0; c < channels; ++c) {
    double d = double(reserveSpace1[c]) - want.mean[c];
    shiftSquared = std::max(shiftSquared, d * d);
    largestBiased = std::max(largestBiased, want.biasedVariance[c]);
  }
  double varianceTolerance =
      sumTolerance(m) + 2 * kUnitRoundoff + shiftSquared / largestBiased;
  expectClose("batch_variance", batchVariance, want.unbiasedVariance,
              varianceTolerance);
  expectClose("reserve_space_2", reserveSpace2, want.biasedVariance,
              varianceTolerance);

  // y = (x - m') * k + offset with k = scale * rsqrt(var' + epsilon), m'
  // and var' the kernel's (returned) statistics. Per element: the mean
  // error d shifts y by |k| d; the variance error dv changes k by the
  // relative dv / (2 (var + epsilon)); rsqrt, the products, the fma and the
  // rounding of y add 8 u of |k (x - m')| + |offset|. With x around 1e4, d
  // (~1e-3, the f32 resolution of the mean) dominates: y is only as
  // accurate as the f32 mean, a conditioning limit, not a kernel error.
  // Elsewhere the bound is a few ulps, so a y normalized by the wrong
  // (unbiased) variance, 1 / (2 (M - 1)) = 1e-3 off, fails.
  double largestY = 0, largestBound = 0;
  for (int64_t i = 0; i < shape.elements(); ++i) {
    int64_t c = shape.channel(i);
    double shifted = want.biasedVariance[c] + kEpsilon;
    double k = std::fabs(in.scale[c] / std::sqrt(shifted));
    double d = std::fabs(double(reserveSpace1[c]) - want.mean[c]);
    double varianceError =
        std::fabs(double(reserveSpace2[c]) - want.biasedVariance[c]);
    double terms =
        k * std::fabs(in.x[i] - want.mean[c]) + std::fabs(in.offset[c]);
    largestY = std::max(largestY, std::fabs(want.y[i]));
    largestBound = std::max(
        largestBound,
        k * d + (varianceError / (2 * shifted) + 8 * kUnitRoundoff) * terms);
  }
  expectClose("y", y, want.y, kFirstOrderMargin * largestBound / largestY);
}

//===----------------------------------------------------------------------===//
// Tests
//===----------------------------------------------------------------------===//

// x_backprop of 16 MiB: the NHWC elementwise pass stores it with
// non-temporal 64-byte stores where the address is 64-byte aligned. With
// dy, x and dx one float past a 64-byte boundary every store takes the
// plain-store fallback of the run-time alignment check.
TEST(BatchNormGradNHWC, NonTemporalStores) {
  for (int64_t shift : {0, 1}) {
    SCOPED_TRACE(testing::Message() << "shift = " << shift);
    checkGrad(_mlir_ciface_bn_grad_nhwc_16x64x64x64,
              Shape{16, 64, 64, 64, /*nhwc=*/true}, /*training=*/true, shift);
  }
}

// 19 channels: one full 16-lane tile and a masked tail of 3; 105 rows
// split unevenly between the two threads.
TEST(BatchNormGradNHWC, MaskedChannelTail) {
  checkGrad(_mlir_ciface_bn_grad_nhwc_3x5x7x19, Shape{3, 19, 5, 7, true},
            /*training=*/true);
}

// Planes of 784 elements (>= 64): reduction, coefficients and elementwise
// pass fused per channel.
TEST(BatchNormGradNCHW, FusedPerChannelPlanes) {
  checkGrad(_mlir_ciface_bn_grad_nchw_8x32x28x28, Shape{8, 32, 28, 28, false},
            /*training=*/true);
}

// x_backprop of 16 MiB, channels first: the per-channel fused pass stores
// it with non-temporal stores where aligned (the fallback with buffers one
// float off); the sums take two planes per step (even batch).
TEST(BatchNormGradNCHW, NonTemporalStores) {
  for (int64_t shift : {0, 1}) {
    SCOPED_TRACE(testing::Message() << "shift = " << shift);
    checkGrad(_mlir_ciface_bn_grad_nchw_16x64x64x64,
              Shape{16, 64, 64, 64, /*nhwc=*/false}, /*training=*/true, shift);
  }
}

// An odd static batch: the fused per-channel sums take one plane per step.
TEST(BatchNormGradNCHW, FusedOddBatch) {
  checkGrad(_mlir_ciface_bn_grad_nchw_7x32x28x28, Shape{7, 32, 28, 28, false},
            /*training=*/true);
}

// Planes of 49 and 196 elements: fused in blocks of channels (sums, then
// the elementwise pass over the cached block, prefetching the next block):
// 2 blocks of 32 channels, 6 blocks of 16 (the last prefetches itself),
// 2 blocks of 12 with cut planes and an odd batch, and an odd channel count
// (5 blocks of one channel).
TEST(BatchNormGradNCHW, BlocksOfChannels) {
  checkGrad(_mlir_ciface_bn_grad_nchw_8x64x7x7, Shape{8, 64, 7, 7, false},
            /*training=*/true);
  checkGrad(_mlir_ciface_bn_grad_nchw_16x96x7x7, Shape{16, 96, 7, 7, false},
            /*training=*/true);
  checkGrad(_mlir_ciface_bn_grad_nchw_5x24x14x14, Shape{5, 24, 14, 14, false},
            /*training=*/true);
  checkGrad(_mlir_ciface_bn_grad_nchw_9x5x14x14, Shape{9, 5, 14, 14, false},
            /*training=*/true);
}

// x_backprop of 1.1 MB, 196-element planes, 32 blocks of 4 channels: each
// plane is cut where its memory reaches a 64-byte boundary (a masked head,
// whole vectors stored non-temporally, a masked tail); with buffers 1 or 3
// floats past a boundary the whole vectors are misaligned and take the
// plain-store fallback.
TEST(BatchNormGradNCHW, AlignedPlanePieces) {
  for (int64_t shift : {0, 1, 3}) {
    SCOPED_TRACE(testing::Message() << "shift = " << shift);
    checkGrad(_mlir_ciface_bn_grad_nchw_11x128x14x14,
              Shape{11, 128, 14, 14, false}, /*training=*/true, shift);
  }
}

// A batch of 600: one channel's dy and x exceed a block, so the passes stay
// separate, each thread taking 300 entries; the sums take each plane as one
// vector; 196-element planes are cut (1.9 MB: non-temporal where aligned).
TEST(BatchNormGradNCHW, SeparatePassesLongBatch) {
  checkGrad(_mlir_ciface_bn_grad_nchw_600x4x7x7, Shape{600, 4, 7, 7, false},
            /*training=*/true);
  for (int64_t shift : {0, 1}) {
    SCOPED_TRACE(testing::Message() << "shift = " << shift);
    checkGrad(_mlir_ciface_bn_grad_nchw_600x4x14x14,
              Shape{600, 4, 14, 14, false}, /*training=*/true, shift);
  }
}

// memref<?x?x?x?xf32>: every tile is masked at run time.
TEST(BatchNormGradDynamic, NHWC) {
  for (Shape shape : {Shape{3, 19, 5, 7, true}, Shape{2, 33, 3, 4, true},
                      Shape{4, 16, 9, 9, true}, Shape{1, 5, 1, 1, true}}) {
    SCOPED_TRACE(testing::Message() << "C = " << shape.c);
    checkGrad(_mlir_ciface_bn_grad_nhwc_dynamic, shape, /*training=*/true);
  }
}

// Dynamic planes are fused per channel whatever their length; planes of
// 9100 elements are summed in two chunks (8192 and 908 elements).
TEST(BatchNormGradDynamic, NCHW) {
  for (Shape shape : {Shape{5, 13, 9, 11, false}, Shape{4, 17, 5, 5, false},
                      Shape{2, 3, 8, 8, false}, Shape{3, 2, 1, 1, false},
                      Shape{3, 2, 91, 100, false}}) {
    SCOPED_TRACE(testing::Message() << "C = " << shape.c);
    checkGrad(_mlir_ciface_bn_grad_nchw_dynamic, shape, /*training=*/true);
  }
}

//===----------------------------------------------------------------------===//
// Channels-first sums: error growing like log(N S)
//===----------------------------------------------------------------------===//
//
// The additions a term of a channels-first sum over [N, C, S] goes through
// (docs/Numerics.md): each plane is cut into Q = ceil(S / 8192) chunks of
// at most 512 vectors of 16 lanes; a lane adds at most 512 terms into a
// zeroed accumulator (512), the 16 lanes are added as a tree (4) into the
// chunk's zeroed partial (1); -tagrad-lower-pairwise-reductions adds the
// P = Q N partials in blocks of L = min(P, 256) (L), the blocks through a
// binary cascade (2 ceil(log2(P / L))) and the total into the output (1).
// Before, a lane added S / 16 terms and the N plane sums went one after the
// other into the output: S / 16 + 4 + N + 1 (4165 at N = 64, S = 65536,
// against 777 now).
int64_t channelsFirstSumAdds(int64_t n, int64_t s) {
  int64_t chunks = std::max<int64_t>(1, (s + 8191) / 8192);
  int64_t partials = chunks * n, leaf = std::min<int64_t>(partials, 256);
  int64_t levels = 0;
  while (leaf << levels < partials)
    ++levels;
  return 512 + 4 + 1 + leaf + 2 * levels + 1;
}

/// Higham's gamma_d = d u / (1 - d u).
double gammaBound(int64_t d) {
  return d * kUnitRoundoff / (1 - d * kUnitRoundoff);
}

// Sums of positive terms over planes of 65536 elements, batch 64: sum(dy)
// (offset_backprop, the gradient's fused per-channel sums, two planes per
// step) and sum(x) (the forward batch mean: channels one per scf.forall
// iteration) against float64, relative to the sum (all terms positive), with
// the bound gamma_d of channelsFirstSumAdds. Two inputs: uniform in (0, 1),
// and every term 1 + 0.99 * 2^-13, which a long run of additions rounds the
// same way each time (an accumulator past 2048 drops nearly half an ulp per
// term): a lane adding 4096 such terms, as before, was off by 6.0e-5 (over
// this bound, 4.6e-5); now 1.1e-6.
TEST(BatchNormSumsNCHW, LongPlanesErrorGrowsLikeLog) {
  Shape shape{64, 2, 256, 256, false};
  int64_t size = shape.elements(), m = shape.perChannel();
  double bound = gammaBound(channelsFirstSumAdds(shape.n, shape.h * shape.w));
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> unit(0.0f, 1.0f);
  for (bool adversarial : {false, true}) {
    SCOPED_TRACE(adversarial ? "1 + 0.99 * 2^-13" : "uniform (0, 1)");
    Buffer data(size), dx(size), scale(shape.c), mean(shape.c),
        variance(shape.c), offset(shape.c), scaleBackprop(shape.c),
        offsetBackprop(shape.c), batchMean(shape.c), batchVariance(shape.c),
        reserve1(shape.c), reserve2(shape.c);
    for (int64_t i = 0; i < size; ++i)
      data[i] = adversarial ? 1.0f + 0.99f * 0x1p-13f : unit(rng);
    scale.fill(1);
    mean.fill(0);
    variance.fill(1);
    offset.fill(0);
    std::vector<double> sums(shape.c, 0);
    for (int64_t i = 0; i < size; ++i)
      sums[shape.channel(i)] += data[i];
    MemRef<4> dy = data.view4(shape), x = data.view4(shape),
              out = dx.view4(shape);
    MemRef<1> s = scale.view1(), mu = mean.view1(), var = variance.view1(),
              ds = scaleBackprop.view1(), doff = offsetBackprop.view1();
    _mlir_ciface_bn_grad_nchw_64x2x256x256(&dy, &x, &s, &mu, &var, &out, &ds,
                                           &doff);
    MemRef<1> off = offset.view1(), bm = batchMean.view1(),
              bv = batchVariance.view1(), r1 = reserve1.view1(),
              r2 = reserve2.view1();
    _mlir_ciface_bn_forward_nchw_64x2x256x256(&x, &s, &off, &out, &bm, &bv,
                                              &r1, &r2);
    std::vector<double> sumDy(shape.c), means(shape.c);
    for (int64_t c = 0; c < shape.c; ++c) {
      sumDy[c] = sums[c];
      means[c] = sums[c] / m;
    }
    expectClose("offset_backprop", offsetBackprop, sumDy, bound);
    // The mean: the sum's error and one rounding of the division.
    expectClose("batch_mean", batchMean, means, bound + kUnitRoundoff);
  }
}

TEST(BatchNormGradInference, NCHW) {
  checkGrad(_mlir_ciface_bn_grad_inference_nchw_4x24x14x14,
            Shape{4, 24, 14, 14, false}, /*training=*/false);
}

TEST(BatchNormForwardTraining, NHWC) {
  checkForward(_mlir_ciface_bn_forward_nhwc_4x11x11x40,
               Shape{4, 40, 11, 11, true}, /*center=*/0);
}

TEST(BatchNormForwardTraining, NCHW) {
  checkForward(_mlir_ciface_bn_forward_nchw_4x40x11x11,
               Shape{4, 40, 11, 11, false}, /*center=*/0);
}

TEST(BatchNormForwardTraining, NHWCLargeOffset) {
  checkForward(_mlir_ciface_bn_forward_nhwc_4x11x11x40,
               Shape{4, 40, 11, 11, true}, /*center=*/1e4);
}

TEST(BatchNormForwardTraining, NCHWLargeOffset) {
  checkForward(_mlir_ciface_bn_forward_nchw_4x40x11x11,
               Shape{4, 40, 11, 11, false}, /*center=*/1e4);
}

} // namespace
