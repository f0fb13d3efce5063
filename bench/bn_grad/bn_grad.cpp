//===- bn_grad.cpp - batch-norm gradient: TaGrad vs oneDNN vs PyTorch -----===//
//
// One run, same inputs, the same thread count each: TaGrad's compiled kernels
// (bn_grad_kernels.mlir through --tagrad-cpu-pipeline, called through the C
// interface), oneDNN's batch_normalization_backward, PyTorch's
// native_batch_norm_backward and a bandwidth probe with the same memory
// traffic (dy and x read twice, dx written once), timed in interleaved
// rounds. Prints median ms, GB/s, median per-round ratios, and checks each
// peer against TaGrad. The thread count is OpenMP's (OMP_NUM_THREADS, or
// --threads N) for TaGrad, oneDNN, PyTorch and the probe alike; TaGrad's
// kernels were compiled for TAGRAD_BENCH_KERNEL_THREADS threads
// (--tagrad-cpu-pipeline=threads=N: bn_grad for the build machine's CPUs
// or TAGRAD_BENCH_THREADS, bn_grad_t1 for one thread).
//
//===----------------------------------------------------------------------===//

#include "bench_support.h"

#include <ATen/ATen.h>
#include <ATen/Parallel.h>
#include <oneapi/dnnl/dnnl.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <random>
#include <string>
#include <vector>

using tagrad_bench::allocate;
using tagrad_bench::Kernel;
using tagrad_bench::median;
using tagrad_bench::MemRef;
using tagrad_bench::quantile;
using tagrad_bench::Shape;
using tagrad_bench::tensorMemRef;
using tagrad_bench::vectorMemRef;

#define DECLARE(name)                                                          \
  extern "C" void _mlir_ciface_##name(MemRef<4> *, MemRef<4> *, MemRef<1> *,   \
                                      MemRef<1> *, MemRef<1> *, MemRef<4> *,   \
                                      MemRef<1> *, MemRef<1> *);
DECLARE(bn_grad_nhwc_32x56x56x64)
DECLARE(bn_grad_nchw_32x56x56x64)
DECLARE(bn_grad_nhwc_32x28x28x128)
DECLARE(bn_grad_nchw_32x28x28x128)
DECLARE(bn_grad_nhwc_32x14x14x256)
DECLARE(bn_grad_nchw_32x14x14x256)
DECLARE(bn_grad_nhwc_32x7x7x512)
DECLARE(bn_grad_nchw_32x7x7x512)
#undef DECLARE

namespace {

constexpr float kEpsilon = 1e-3f;
/// Rounds of kBlock timed calls per implementation (tagrad_bench::timeRounds:
/// one block each per round, the order rotating from round to round): four
/// times the number of implementations, so that each starts four rounds, and
/// a disturbance of the shared machine that lasts a few rounds does not move
/// the medians (10 rounds: single rows of single runs fell below the bound's
/// target in disturbed minutes that 20 rounds outlast). With a
/// fixed order TaGrad always ran first, and the first of three identical
/// TaGrad blocks was the slowest in 8 of 16 rows, where chance gives about
/// 5. All implementations share one OpenMP runtime: bn_grad links libomp,
/// which also serves the GOMP_* calls of oneDNN, PyTorch and the probe
/// (LD_DEBUG=bindings shows it). The 250 ms pause before each block
/// outlasts libomp's spinning (KMP_BLOCKTIME, 200 ms), so that every block
/// starts with the worker thread asleep.
constexpr int kDefaultRounds = 20;
constexpr int kBlock = 9;

struct Case {
  Shape shape;
  Kernel kernel;
};

/// Per round, a peer's time over TaGrad's in the same round.
std::vector<double> roundRatios(const std::vector<double> &peer,
                                const std::vector<double> &tagrad) {
  std::vector<double> ratios;
  for (size_t i = 0; i < peer.size(); ++i)
    ratios.push_back(peer[i] / tagrad[i]);
  return ratios;
}

double medianRatio(const std::vector<double> &peer,
                   const std::vector<double> &tagrad) {
  return median(roundRatios(peer, tagrad));
}

int usage(const char *program, std::FILE *out = stderr) {
  std::fprintf(out,
               "usage: %s [--rounds N] [--threads N]\n"
               "  --rounds: interleaved rounds of %d timed calls per "
               "implementation (default %d; more rounds steady the medians "
               "on a noisy machine)\n"
               "  --threads: threads for every implementation (default: "
               "OpenMP's, OMP_NUM_THREADS; TaGrad's kernels were compiled "
               "for %d)\n",
               program, kBlock, kDefaultRounds, TAGRAD_BENCH_KERNEL_THREADS);
  return 2;
}

double maxRelativeDifference(const float *a, const float *b, size_t count) {
  double diff = 0, scale = 1e-30;
  for (size_t i = 0; i < count; ++i) {
    diff = std::max(diff, std::fabs(double(a[i]) - double(b[i])));
    scale = std::max(scale, std::fabs(double(b[i])));
  }
  return diff / scale;
}

} // namespace

int main(int argc, char **argv) {
  int rounds = kDefaultRounds, threads = omp_get_max_threads();
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "--help" || arg == "-h") {
      usage(argv[0], stdout);
      return 0;
    }
    bool ok = i + 1 < argc;
    if (ok && arg == "--rounds")
      ok = tagrad_bench::parseCount(argv[++i], 1, 1000, rounds);
    else if (ok && arg == "--threads")
      ok = tagrad_bench::parseCount(argv[++i], 1, 1024, threads);
    else
      ok = false;
    if (!ok)
      return usage(argv[0]);
  }
  // Also OpenMP's team size for TaGrad's kernels (omp_set_num_threads on
  // this thread: ATen runs on libomp here).
  at::set_num_threads(threads);
  omp_set_num_threads(threads);
  if (threads != TAGRAD_BENCH_KERNEL_THREADS)
    std::fprintf(stderr,
                 "note: running %d threads, TaGrad's kernels were compiled "
                 "for %d\n",
                 threads, TAGRAD_BENCH_KERNEL_THREADS);
  dnnl::engine engine(dnnl::engine::kind::cpu, 0);
  dnnl::stream stream(engine);

  std::vector<Case> cases = {
      {{32, 56, 56, 64, true}, _mlir_ciface_bn_grad_nhwc_32x56x56x64},
      {{32, 56, 56, 64, false}, _mlir_ciface_bn_grad_nchw_32x56x56x64},
      {{32, 28, 28, 128, true}, _mlir_ciface_bn_grad_nhwc_32x28x28x128},
      {{32, 28, 28, 128, false}, _mlir_ciface_bn_grad_nchw_32x28x28x128},
      {{32, 14, 14, 256, true}, _mlir_ciface_bn_grad_nhwc_32x14x14x256},
      {{32, 14, 14, 256, false}, _mlir_ciface_bn_grad_nchw_32x14x14x256},
      {{32, 7, 7, 512, true}, _mlir_ciface_bn_grad_nhwc_32x7x7x512},
      {{32, 7, 7, 512, false}, _mlir_ciface_bn_grad_nchw_32x7x7x512},
  };

  std::printf("batch-norm gradient, training, f32, %d threads (TaGrad's "
              "kernels compiled for %d), %d rounds of %d calls per "
              "implementation (GB/s = 5 x tensor bytes / time)\n",
              threads, TAGRAD_BENCH_KERNEL_THREADS, rounds, kBlock);
  std::printf("%-22s %-6s %9s %9s %9s %9s %7s | %7s %7s %15s %6s %5s | %9s "
              "%9s\n",
              "shape [N,H,W,C]", "layout", "TaGrad", "oneDNN", "PyTorch",
              "bound", "GB/s", "vs dnnl", "vs torch", "of bound (IQR)", "ahead",
              "noise", "err dnnl", "err torch");
  bool allOk = true;
  for (const Case &entry : cases) {
    const Shape &k = entry.shape;
    size_t count = k.count();
    float *dy = allocate(count), *x = allocate(count), *dx = allocate(count);
    float *dxPeer = allocate(count);
    float *scale = allocate(k.c), *mean = allocate(k.c), *var = allocate(k.c);
    float *dscale = allocate(k.c), *doffset = allocate(k.c);
    float *dscalePeer = allocate(k.c), *doffsetPeer = allocate(k.c);
    float *shift = allocate(k.c);
    std::mt19937 rng(42);
    std::normal_distribution<float> normal;
    for (size_t i = 0; i < count; ++i) {
      dy[i] = normal(rng);
      x[i] = 3.0f + 2.0f * normal(rng);
    }
    // Batch statistics of x (biased variance), per channel.
    std::vector<double> sum(k.c), sumSq(k.c);
    int64_t spatial = k.h * k.w;
    auto channelOf = [&](size_t i) {
      return k.nhwc ? int64_t(i % k.c) : int64_t((i / spatial) % k.c);
    };
    for (size_t i = 0; i < count; ++i)
      sum[channelOf(i)] += x[i];
    double m = double(count / k.c);
    for (size_t i = 0; i < count; ++i) {
      double d = x[i] - sum[channelOf(i)] / m;
      sumSq[channelOf(i)] += d * d;
    }
    for (int64_t c = 0; c < k.c; ++c) {
      scale[c] = 0.5f + float(c % 7) / 7.0f;
      mean[c] = float(sum[c] / m);
      var[c] = float(sumSq[c] / m);
    }

    MemRef<4> mdy = tensorMemRef(dy, k), mx = tensorMemRef(x, k),
              mdx = tensorMemRef(dx, k);
    MemRef<1> ms = vectorMemRef(scale, k.c), mm = vectorMemRef(mean, k.c),
              mv = vectorMemRef(var, k.c);
    MemRef<1> mds = vectorMemRef(dscale, k.c), mdo = vectorMemRef(doffset, k.c);
    auto runTaGrad = [&] {
      entry.kernel(&mdy, &mx, &ms, &mm, &mv, &mdx, &mds, &mdo);
    };

    // oneDNN.
    using namespace dnnl;
    memory::dims dims = {k.n, k.c, k.h, k.w};
    auto tag = k.nhwc ? memory::format_tag::nhwc : memory::format_tag::nchw;
    memory::desc dataDesc(dims, memory::data_type::f32, tag);
    memory::desc statDesc({k.c}, memory::data_type::f32, memory::format_tag::x);
    auto flags =
        normalization_flags::use_scale | normalization_flags::use_shift;
    batch_normalization_forward::primitive_desc forward(
        batch_normalization_forward::desc(prop_kind::forward_training, dataDesc,
                                          kEpsilon, flags),
        engine);
    batch_normalization_backward::primitive_desc backward(
        batch_normalization_backward::desc(prop_kind::backward, dataDesc,
                                           dataDesc, kEpsilon, flags),
        engine, forward);
    batch_normalization_backward primitive(backward);
    if (backward.workspace_desc().get_size() != 0)
      std::fprintf(stderr, "note: oneDNN asks for a workspace\n");
    std::unordered_map<int, memory> args = {
        {DNNL_ARG_SRC, memory(dataDesc, engine, x)},
        {DNNL_ARG_DIFF_DST, memory(dataDesc, engine, dy)},
        {DNNL_ARG_MEAN, memory(statDesc, engine, mean)},
        {DNNL_ARG_VARIANCE, memory(statDesc, engine, var)},
        {DNNL_ARG_SCALE, memory(statDesc, engine, scale)},
        {DNNL_ARG_SHIFT, memory(statDesc, engine, shift)},
        {DNNL_ARG_DIFF_SRC, memory(dataDesc, engine, dxPeer)},
        {DNNL_ARG_DIFF_SCALE, memory(statDesc, engine, dscalePeer)},
        {DNNL_ARG_DIFF_SHIFT, memory(statDesc, engine, doffsetPeer)}};
    auto runDnnl = [&] {
      primitive.execute(stream, args);
      stream.wait();
    };
    runTaGrad();
    runDnnl();
    double errDnnl =
        std::max({maxRelativeDifference(dxPeer, dx, count),
                  maxRelativeDifference(dscalePeer, dscale, k.c),
                  maxRelativeDifference(doffsetPeer, doffset, k.c)});

    // PyTorch (logical NCHW; NHWC is the channels-last memory format).
    std::vector<int64_t> strides =
        k.nhwc ? std::vector<int64_t>{spatial * k.c, 1, k.w * k.c, k.c}
               : std::vector<int64_t>{k.c * spatial, spatial, k.w, 1};
    auto options = at::TensorOptions().dtype(at::kFloat);
    at::Tensor tdy = at::from_blob(dy, dims, strides, options);
    at::Tensor tx = at::from_blob(x, dims, strides, options);
    at::Tensor tscale = at::from_blob(scale, {k.c}, options);
    at::Tensor tmean = at::from_blob(mean, {k.c}, options);
    std::vector<float> invstd(k.c);
    for (int64_t c = 0; c < k.c; ++c)
      invstd[c] = 1.0f / std::sqrt(var[c] + kEpsilon);
    at::Tensor tinvstd = at::from_blob(invstd.data(), {k.c}, options);
    std::tuple<at::Tensor, at::Tensor, at::Tensor> result;
    auto runTorch = [&] {
      result = at::native_batch_norm_backward(tdy, tx, tscale, {}, {}, tmean,
                                              tinvstd, /*train=*/true, kEpsilon,
                                              {true, true, true});
    };
    runTorch();
    at::Tensor tdx = std::get<0>(result).contiguous(
        k.nhwc ? at::MemoryFormat::ChannelsLast : at::MemoryFormat::Contiguous);
    double errTorch =
        std::max({maxRelativeDifference(tdx.data_ptr<float>(), dx, count),
                  maxRelativeDifference(std::get<1>(result).data_ptr<float>(),
                                        dscale, k.c),
                  maxRelativeDifference(std::get<2>(result).data_ptr<float>(),
                                        doffset, k.c)});

    // From here on oneDNN and the probe write TaGrad's dx (the results were
    // compared above), so that the timed writes go to the same physical
    // pages: where dx lies relative to dy and x can change the streams'
    // throughput, differently for each buffer.
    args[DNNL_ARG_DIFF_SRC] = memory(dataDesc, engine, dx);
    auto runProbe = [&] {
      tagrad_bench::probe(dy, x, dx, count, /*streaming=*/false, threads);
    };
    auto runStreamingProbe = [&] {
      tagrad_bench::probe(dy, x, dx, count, /*streaming=*/true, threads);
    };
    std::vector<std::vector<double>> times = tagrad_bench::timeRounds(
        {runTaGrad, runDnnl, runTorch, runProbe, runStreamingProbe}, rounds,
        kBlock, /*pauseMs=*/250);
    for (int round = 0; round < rounds; ++round)
      times[3][round] = std::min(times[3][round], times[4][round]);
    double tagrad = median(times[0]), onednn = median(times[1]),
           torch = median(times[2]), bound = median(times[3]);
    int ahead = 0;
    for (int round = 0; round < rounds; ++round)
      ahead += times[0][round] < std::min(times[1][round], times[2][round]);
    double gbps = 5.0 * count * sizeof(float) / (tagrad * 1e-3) / 1e9;
    bool ok = errDnnl < 1e-4 && errTorch < 1e-4;
    allOk &= ok;
    char shape[64];
    std::snprintf(shape, sizeof(shape), "[%ld,%ld,%ld,%ld]", long(k.n),
                  long(k.h), long(k.w), long(k.c));
    std::vector<double> ofBound = roundRatios(times[3], times[0]);
    char ofBoundText[32];
    std::snprintf(ofBoundText, sizeof(ofBoundText), "%.0f%% (%.0f-%.0f)",
                  100.0 * median(ofBound), 100.0 * quantile(ofBound, 0.25),
                  100.0 * quantile(ofBound, 0.75));
    // How much the probe itself varied from round to round: the machine's
    // load, which no kernel controls.
    double noise =
        (quantile(times[3], 0.75) - quantile(times[3], 0.25)) / bound;
    char aheadText[16];
    std::snprintf(aheadText, sizeof(aheadText), "%d/%d", ahead, rounds);
    std::printf("%-22s %-6s %9.3f %9.3f %9.3f %9.3f %7.1f | %6.2fx %6.2fx "
                "%15s %6s %4.0f%% | %9.1e %9.1e%s\n",
                shape, k.nhwc ? "NHWC" : "NCHW", tagrad, onednn, torch, bound,
                gbps, medianRatio(times[1], times[0]),
                medianRatio(times[2], times[0]), ofBoundText, aheadText,
                100.0 * noise, errDnnl, errTorch, ok ? "" : "  MISMATCH");
    for (float *p : {dy, x, dx, dxPeer, scale, mean, var, dscale, doffset,
                     dscalePeer, doffsetPeer, shift})
      std::free(p);
  }
  std::printf("ms columns: median over the rounds of each round's median "
              "call; vs dnnl / vs torch / of bound: median over the rounds of "
              "the peer's (the probe's) time / TaGrad's time in the same "
              "round (>1: TaGrad faster), with the interquartile range of "
              "the rounds' ratios to the bound; ahead: rounds in which TaGrad "
              "was faster than both peers; noise: interquartile range of the "
              "probe's round times over their median; err: max |peer - "
              "TaGrad| / max |TaGrad| over dx, dscale, doffset.\n");
  return allOk ? 0 : 1;
}
