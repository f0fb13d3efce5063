//===- bn_grad.cpp - batch-norm gradient: TaGrad vs oneDNN vs PyTorch -----===//
//
// One run, same inputs, the same thread count each: TaGrad's compiled kernels
// (bn_grad_kernels.mlir through --tagrad-cpu-pipeline, called through the C
// interface), oneDNN's batch_normalization_backward (in the tensor's layout
// and, for NCHW, also in oneDNN's blocked nChw16c or nChw8c), PyTorch's
// native_batch_norm_backward and a bandwidth probe with the same memory
// traffic (dy and x read twice, dx written once), timed in interleaved
// rounds, cold (every call after a write of several times the last-level
// cache) and warm (back-to-back calls). Prints median ms, GB/s, median
// per-round ratios, the probe and the DRAM bound (the gradient's compulsory
// traffic at the STREAM triad's bandwidth), and checks every implementation
// against a float64 reference. The thread count is OpenMP's
// (OMP_NUM_THREADS, or --threads N) for all of them; TaGrad's kernels were
// compiled for TAGRAD_BENCH_KERNEL_THREADS threads
// (--tagrad-cpu-pipeline=threads=N: bn_grad for the build machine's CPUs or
// TAGRAD_BENCH_THREADS, bn_grad_t1 for one thread).
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
#include <tuple>
#include <unordered_map>
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
DECLARE(bn_grad_nhwc_2x3x4x5)
DECLARE(bn_grad_nchw_2x3x4x5)
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
/// The cold flush, in multiples of the last-level cache.
constexpr size_t kDefaultFlushPerCache = 8;
/// Largest error allowed against the float64 reference, relative to the
/// output's largest magnitude. f32 rounds at 6e-8; dscale and doffset are
/// sums over N*H*W (up to 1e5) terms whose rounding errors, random in sign,
/// grow as sqrt(N*H*W): about 2e-5 of the largest partial sum for plain
/// sequential sums, less for blocked ones. Measured: 5e-8 .. 8.3e-6.
constexpr double kTolerance = 1e-4;

struct Case {
  Shape shape;
  Kernel kernel;
};

enum class Mode { Cold, Warm };

const char *modeName(Mode mode) { return mode == Mode::Cold ? "cold" : "warm"; }

/// What one shape, layout and mode measured: per implementation its block
/// medians in ms, one per round. `blocked` (oneDNN nChw16c/8c) is empty for
/// NHWC; `probe` holds the faster probe variant of each round.
struct Row {
  Shape shape;
  Mode mode;
  std::vector<double> tagrad, onednn, blocked, torch, probe;
  double dramMs; // the DRAM bound
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
  std::fprintf(
      out,
      "usage: %s [--rounds N] [--threads N] [--mode cold|warm|both]\n"
      "          [--flush-mib N] [--shapes NxHxWxC,...] [--csv FILE]\n"
      "  --rounds: interleaved rounds of %d timed calls per implementation "
      "(default %d; more rounds steady the medians on a noisy machine)\n"
      "  --threads: threads for every implementation (default: OpenMP's, "
      "OMP_NUM_THREADS; TaGrad's kernels were compiled for %d)\n"
      "  --mode: cold calls (each after writing --flush-mib MiB), warm "
      "calls (back to back), or both (default)\n"
      "  --flush-mib: the cold flush (default %zu times the last-level "
      "cache sysfs reports)\n"
      "  --shapes: only these shapes, both layouts (default: all)\n"
      "  --csv: also write one row per shape, layout, mode and "
      "implementation there\n",
      program, kBlock, kDefaultRounds, TAGRAD_BENCH_KERNEL_THREADS,
      kDefaultFlushPerCache);
  return 2;
}

std::string shapeName(const Shape &k) {
  return std::to_string(k.n) + "x" + std::to_string(k.h) + "x" +
         std::to_string(k.w) + "x" + std::to_string(k.c);
}

/// TensorFlow's FusedBatchNormGrad, is_training = true, on the CPU
/// (docs: TF_SEMANTICS.md 7.4), in float64 and written out plainly: mean
/// and variance are the saved batch statistics (reserve_space_1, the biased
/// reserve_space_2), not recomputed from x.
struct Reference {
  std::vector<double> dx, dscale, doffset;
};

Reference referenceGradient(const Shape &k, const float *dy, const float *x,
                            const float *scale, const float *mean,
                            const float *var) {
  size_t count = k.count();
  int64_t spatial = k.h * k.w;
  auto channelOf = [&](size_t i) {
    return k.nhwc ? int64_t(i % k.c) : int64_t((i / spatial) % k.c);
  };
  Reference ref{std::vector<double>(count), std::vector<double>(k.c),
                std::vector<double>(k.c)};
  std::vector<double> sumDyXc(k.c);
  for (size_t i = 0; i < count; ++i) {
    int64_t c = channelOf(i);
    ref.doffset[c] += dy[i];
    sumDyXc[c] += double(dy[i]) * (double(x[i]) - mean[c]);
  }
  double perChannel = double(count / k.c);
  std::vector<double> varEps(k.c), rstd(k.c);
  for (int64_t c = 0; c < k.c; ++c) {
    varEps[c] = double(var[c]) + double(kEpsilon);
    rstd[c] = 1.0 / std::sqrt(varEps[c]);
    ref.dscale[c] = rstd[c] * sumDyXc[c];
  }
  for (size_t i = 0; i < count; ++i) {
    int64_t c = channelOf(i);
    double centered = double(x[i]) - mean[c];
    ref.dx[i] = scale[c] * rstd[c] *
                (dy[i] - ref.doffset[c] / perChannel -
                 centered * (sumDyXc[c] / perChannel) / varEps[c]);
  }
  return ref;
}

/// max |got - want| / max |want|.
double relativeError(const float *got, const std::vector<double> &want) {
  double diff = 0, largest = 1e-30;
  for (size_t i = 0; i < want.size(); ++i) {
    diff = std::max(diff, std::fabs(double(got[i]) - want[i]));
    largest = std::max(largest, std::fabs(want[i]));
  }
  return diff / largest;
}

/// The largest relativeError over the three outputs.
double gradientError(const Reference &ref, const float *dx, const float *dscale,
                     const float *doffset) {
  return std::max({relativeError(dx, ref.dx), relativeError(dscale, ref.dscale),
                   relativeError(doffset, ref.doffset)});
}

/// Bytes of the gradient's traffic counted for GB/s: dy and x read twice,
/// dx written once.
double countedBytes(const Shape &k) {
  return 5.0 * double(k.count()) * sizeof(float);
}

void printTable(const std::vector<Row> &rows, Mode mode, size_t flushBytes,
                double triadGBps, int rounds) {
  if (mode == Mode::Cold)
    std::printf("\ncold: every call (timed or not) after writing %.0f MiB; "
                "bound columns: the cold probe, and the DRAM bound (dy, x "
                "read once, dx written once at the triad's %.1f GB/s)\n",
                double(flushBytes) / (1 << 20), triadGBps);
  else
    std::printf("\nwarm: back-to-back calls, operands left in the caches by "
                "the call before; bound columns: the warm probe, and the "
                "DRAM bound (not a bound for cache-resident operands)\n");
  std::printf("%-16s %-6s %9s %9s %9s %9s %9s %9s %7s | %7s %7s %7s %15s "
              "%7s %6s %5s\n",
              "shape [N,H,W,C]", "layout", "TaGrad", "oneDNN", "dnnlblk",
              "PyTorch", "probe", "DRAM", "GB/s", "vs dnnl", "vs blk",
              "vs torch", "of probe (IQR)", "of DRAM", "ahead", "noise");
  for (const Row &row : rows) {
    if (row.mode != mode)
      continue;
    const Shape &k = row.shape;
    double tagrad = median(row.tagrad), probe = median(row.probe);
    int ahead = 0;
    for (int round = 0; round < rounds; ++round) {
      double peers = std::min(row.onednn[round], row.torch[round]);
      if (!row.blocked.empty())
        peers = std::min(peers, row.blocked[round]);
      ahead += row.tagrad[round] < peers;
    }
    std::vector<double> ofProbe = roundRatios(row.probe, row.tagrad);
    char ofProbeText[32], aheadText[16], blockedMs[16] = "-",
                                         vsBlocked[16] = "-";
    std::snprintf(ofProbeText, sizeof(ofProbeText), "%.0f%% (%.0f-%.0f)",
                  100.0 * median(ofProbe), 100.0 * quantile(ofProbe, 0.25),
                  100.0 * quantile(ofProbe, 0.75));
    std::snprintf(aheadText, sizeof(aheadText), "%d/%d", ahead, rounds);
    if (!row.blocked.empty()) {
      std::snprintf(blockedMs, sizeof(blockedMs), "%.4f", median(row.blocked));
      std::snprintf(vsBlocked, sizeof(vsBlocked), "%.2fx",
                    medianRatio(row.blocked, row.tagrad));
    }
    // How much the probe itself varied from round to round: the machine's
    // load, which no kernel controls.
    double noise =
        (quantile(row.probe, 0.75) - quantile(row.probe, 0.25)) / probe;
    char shape[48];
    std::snprintf(shape, sizeof(shape), "[%ld,%ld,%ld,%ld]", long(k.n),
                  long(k.h), long(k.w), long(k.c));
    std::printf("%-16s %-6s %9.4f %9.4f %9s %9.4f %9.4f %9.4f %7.1f | %6.2fx "
                "%7s %7.2fx %15s %6.0f%% %6s %4.0f%%\n",
                shape, k.nhwc ? "NHWC" : "NCHW", tagrad, median(row.onednn),
                blockedMs, median(row.torch), probe, row.dramMs,
                countedBytes(k) / (tagrad * 1e-3) / 1e9,
                medianRatio(row.onednn, row.tagrad), vsBlocked,
                medianRatio(row.torch, row.tagrad), ofProbeText,
                100.0 * row.dramMs / tagrad, aheadText, 100.0 * noise);
  }
}

/// One line per shape, layout, mode and implementation: median ms, GB/s
/// (countedBytes / time), ratio (median over the rounds of this row's time
/// over TaGrad's; for the DRAM bound, over TaGrad's median) and which kind
/// of bound the row is (none, probe, dram).
bool writeCsv(const std::string &path, const std::vector<Row> &rows) {
  std::FILE *file = std::fopen(path.c_str(), "w");
  if (!file) {
    std::fprintf(stderr, "error: cannot write %s\n", path.c_str());
    return false;
  }
  std::fprintf(file,
               "shape,layout,mode,implementation,median_ms,gbps,ratio,bound\n");
  for (const Row &row : rows) {
    std::string shape = shapeName(row.shape);
    const char *layout = row.shape.nhwc ? "NHWC" : "NCHW";
    double bytes = countedBytes(row.shape);
    auto line = [&](const char *name, double ms, double ratio,
                    const char *bound) {
      std::fprintf(file, "%s,%s,%s,%s,%.6g,%.6g,%.6g,%s\n", shape.c_str(),
                   layout, modeName(row.mode), name, ms,
                   bytes / (ms * 1e-3) / 1e9, ratio, bound);
    };
    auto timed = [&](const char *name, const std::vector<double> &times,
                     const char *bound) {
      line(name, median(times), medianRatio(times, row.tagrad), bound);
    };
    timed("tagrad", row.tagrad, "none");
    timed("onednn", row.onednn, "none");
    if (!row.blocked.empty())
      timed("onednn_blocked", row.blocked, "none");
    timed("pytorch", row.torch, "none");
    timed("probe", row.probe, "probe");
    line("dram_bound", row.dramMs, row.dramMs / median(row.tagrad), "dram");
  }
  std::fclose(file);
  return true;
}

/// Parses "NxHxWxC,..." into `out`.
bool parseShapes(const std::string &text, std::vector<std::string> &out) {
  size_t begin = 0;
  while (begin <= text.size()) {
    size_t end = text.find(',', begin);
    if (end == std::string::npos)
      end = text.size();
    std::string name = text.substr(begin, end - begin);
    if (name.empty())
      return false;
    out.push_back(name);
    begin = end + 1;
  }
  return !out.empty();
}

} // namespace

int main(int argc, char **argv) {
  int rounds = kDefaultRounds, threads = omp_get_max_threads(), flushMib = 0;
  std::vector<Mode> modes = {Mode::Cold, Mode::Warm};
  std::vector<std::string> onlyShapes;
  std::string csvPath;
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
    else if (ok && arg == "--flush-mib")
      ok = tagrad_bench::parseCount(argv[++i], 1, 1 << 16, flushMib);
    else if (ok && arg == "--shapes")
      ok = parseShapes(argv[++i], onlyShapes);
    else if (ok && arg == "--csv")
      csvPath = argv[++i];
    else if (ok && arg == "--mode") {
      std::string mode = argv[++i];
      if (mode == "cold")
        modes = {Mode::Cold};
      else if (mode == "warm")
        modes = {Mode::Warm};
      else
        ok = mode == "both";
    } else
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
  size_t cacheBytes = tagrad_bench::lastLevelCacheBytes();
  if (cacheBytes == 0) {
    cacheBytes = size_t(32) << 20;
    std::fprintf(stderr, "note: sysfs reports no cache size; assuming "
                         "32 MiB\n");
  }
  size_t flushBytes =
      flushMib ? size_t(flushMib) << 20 : kDefaultFlushPerCache * cacheBytes;
  // Three arrays of 4x the last-level cache each (at least 64 MiB).
  double triadGBps = tagrad_bench::streamTriadGBps(
      std::max(4 * cacheBytes, size_t(64) << 20), threads);
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
      {{2, 3, 4, 5, true}, _mlir_ciface_bn_grad_nhwc_2x3x4x5},
      {{2, 3, 4, 5, false}, _mlir_ciface_bn_grad_nchw_2x3x4x5},
  };
  if (!onlyShapes.empty()) {
    std::vector<Case> selected;
    for (const Case &entry : cases)
      if (std::find(onlyShapes.begin(), onlyShapes.end(),
                    shapeName(entry.shape)) != onlyShapes.end())
        selected.push_back(entry);
    if (selected.size() != 2 * onlyShapes.size()) {
      std::fprintf(stderr, "error: --shapes names a shape bn_grad has no "
                           "kernel for\n");
      return 2;
    }
    cases = selected;
  }

  std::printf("batch-norm gradient, training, f32, %d threads (TaGrad's "
              "kernels compiled for %d), %d rounds of %d calls per "
              "implementation (GB/s = 5 x tensor bytes / time)\n",
              threads, TAGRAD_BENCH_KERNEL_THREADS, rounds, kBlock);
  std::printf("last-level cache %.0f MiB (sysfs); STREAM triad %.1f GB/s "
              "(%d threads, three arrays of %.0f MiB, best of 10)\n",
              double(cacheBytes) / (1 << 20), triadGBps, threads,
              double(std::max(4 * cacheBytes, size_t(64) << 20)) / (1 << 20));
  float *flushBuffer = nullptr;
  size_t flushCount = flushBytes / sizeof(float);
  if (std::find(modes.begin(), modes.end(), Mode::Cold) != modes.end())
    flushBuffer = allocate(flushCount);
  auto flush = [&] {
    tagrad_bench::flushCaches(flushBuffer, flushCount, threads);
  };

  std::vector<Row> rows;
  // oneDNN's blocked layout for NCHW rows and the implementation it ran.
  std::string blockedImpl;
  // Per case: errors of TaGrad, oneDNN, oneDNN blocked (or -1), PyTorch.
  std::vector<std::vector<double>> errors;
  bool allOk = true;
  for (const Case &entry : cases) {
    const Shape &k = entry.shape;
    std::fprintf(stderr, "%s %s ...\n", shapeName(k).c_str(),
                 k.nhwc ? "NHWC" : "NCHW");
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
    Reference ref = referenceGradient(k, dy, x, scale, mean, var);

    MemRef<4> mdy = tensorMemRef(dy, k), mx = tensorMemRef(x, k),
              mdx = tensorMemRef(dx, k);
    MemRef<1> ms = vectorMemRef(scale, k.c), mm = vectorMemRef(mean, k.c),
              mv = vectorMemRef(var, k.c);
    MemRef<1> mds = vectorMemRef(dscale, k.c), mdo = vectorMemRef(doffset, k.c);
    auto runTaGrad = [&] {
      entry.kernel(&mdy, &mx, &ms, &mm, &mv, &mdx, &mds, &mdo);
    };
    runTaGrad();
    double errTaGrad = gradientError(ref, dx, dscale, doffset);

    // oneDNN in the tensor's own layout.
    using namespace dnnl;
    memory::dims dims = {k.n, k.c, k.h, k.w};
    auto tag = k.nhwc ? memory::format_tag::nhwc : memory::format_tag::nchw;
    memory::desc dataDesc(dims, memory::data_type::f32, tag);
    memory::desc statDesc({k.c}, memory::data_type::f32, memory::format_tag::x);
    auto flags =
        normalization_flags::use_scale | normalization_flags::use_shift;
    auto makeBackwardDesc = [&](const memory::desc &desc) {
      batch_normalization_forward::primitive_desc forward(
          batch_normalization_forward::desc(prop_kind::forward_training, desc,
                                            kEpsilon, flags),
          engine);
      batch_normalization_backward::primitive_desc backward(
          batch_normalization_backward::desc(prop_kind::backward, desc, desc,
                                             kEpsilon, flags),
          engine, forward);
      if (backward.workspace_desc().get_size() != 0)
        std::fprintf(stderr, "note: oneDNN asks for a workspace\n");
      return backward;
    };
    auto makeBackward = [&](const memory::desc &desc) {
      return batch_normalization_backward(makeBackwardDesc(desc));
    };
    batch_normalization_backward primitive = makeBackward(dataDesc);
    memory xMemory(dataDesc, engine, x), dyMemory(dataDesc, engine, dy);
    std::unordered_map<int, memory> args = {
        {DNNL_ARG_SRC, xMemory},
        {DNNL_ARG_DIFF_DST, dyMemory},
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
    runDnnl();
    double errDnnl = gradientError(ref, dxPeer, dscalePeer, doffsetPeer);

    // oneDNN in its blocked layout (NCHW only: its fast NCHW path): dy and x
    // reordered into it once, dx reordered back for the check, both
    // outside the timed calls.
    std::function<void()> runBlocked;
    std::unordered_map<int, memory> blockedArgs;
    batch_normalization_backward blockedPrimitive;
    double errBlocked = -1;
    if (!k.nhwc) {
      // The block of 16 channels needs AVX-512: elsewhere oneDNN runs it in
      // its reference code, and its JIT kernels block by 8.
      memory::desc blockedDesc;
      for (memory::format_tag tag :
           {memory::format_tag::nChw16c, memory::format_tag::nChw8c}) {
        blockedDesc = memory::desc(dims, memory::data_type::f32, tag);
        std::string impl = makeBackwardDesc(blockedDesc).impl_info_str();
        blockedImpl =
            (tag == memory::format_tag::nChw16c ? "nChw16c: " : "nChw8c: ") +
            impl;
        if (impl.find("ref") == std::string::npos)
          break;
      }
      blockedPrimitive = makeBackward(blockedDesc);
      memory xBlocked(blockedDesc, engine), dyBlocked(blockedDesc, engine),
          dxBlocked(blockedDesc, engine);
      reorder(xMemory, xBlocked).execute(stream, xMemory, xBlocked);
      reorder(dyMemory, dyBlocked).execute(stream, dyMemory, dyBlocked);
      stream.wait();
      blockedArgs = args;
      blockedArgs[DNNL_ARG_SRC] = xBlocked;
      blockedArgs[DNNL_ARG_DIFF_DST] = dyBlocked;
      blockedArgs[DNNL_ARG_DIFF_SRC] = dxBlocked;
      runBlocked = [&] {
        blockedPrimitive.execute(stream, blockedArgs);
        stream.wait();
      };
      std::fill_n(dxPeer, count, 0.0f);
      std::fill_n(dscalePeer, k.c, 0.0f);
      std::fill_n(doffsetPeer, k.c, 0.0f);
      runBlocked();
      memory dxPlain(dataDesc, engine, dxPeer);
      reorder(dxBlocked, dxPlain).execute(stream, dxBlocked, dxPlain);
      stream.wait();
      errBlocked = gradientError(ref, dxPeer, dscalePeer, doffsetPeer);
    }

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
        gradientError(ref, tdx.data_ptr<float>(),
                      std::get<1>(result).contiguous().data_ptr<float>(),
                      std::get<2>(result).contiguous().data_ptr<float>());
    errors.push_back({errTaGrad, errDnnl, errBlocked, errTorch});
    for (double error : errors.back())
      allOk &= error < kTolerance;

    // From here on oneDNN (in the tensor's layout) and the probe write
    // TaGrad's dx (the results were checked above), so that the timed writes
    // go to the same physical pages: where dx lies relative to dy and x can
    // change the streams' throughput, differently for each buffer.
    args[DNNL_ARG_DIFF_SRC] = memory(dataDesc, engine, dx);
    auto runProbe = [&] {
      tagrad_bench::probe(dy, x, dx, count, /*streaming=*/false, threads);
    };
    auto runStreamingProbe = [&] {
      tagrad_bench::probe(dy, x, dx, count, /*streaming=*/true, threads);
    };
    std::vector<std::function<void()>> runs = {runTaGrad, runDnnl, runTorch,
                                               runProbe, runStreamingProbe};
    if (runBlocked)
      runs.push_back(runBlocked);
    // Compulsory DRAM traffic of a cold call: dy and x read once, dx
    // written once, at the triad's bandwidth.
    double dramMs = 3.0 * double(count) * sizeof(float) / triadGBps / 1e6;
    for (Mode mode : modes) {
      std::vector<std::vector<double>> times = tagrad_bench::timeRounds(
          runs, rounds, kBlock, /*pauseMs=*/250,
          mode == Mode::Cold ? std::function<void()>(flush) : nullptr);
      for (int round = 0; round < rounds; ++round)
        times[3][round] = std::min(times[3][round], times[4][round]);
      rows.push_back({k, mode, times[0], times[1],
                      runBlocked ? times[5] : std::vector<double>(), times[2],
                      times[3], dramMs});
    }
    for (float *p : {dy, x, dx, dxPeer, scale, mean, var, dscale, doffset,
                     dscalePeer, doffsetPeer, shift})
      std::free(p);
  }
  std::free(flushBuffer);

  for (Mode mode : modes)
    printTable(rows, mode, flushBytes, triadGBps, rounds);
  std::printf(
      "\nms columns: median over the rounds of each round's median call; "
      "dnnlblk: oneDNN on blocked copies of dy and x (NCHW rows; nChw16c, "
      "or nChw8c where oneDNN runs 16c in its reference code: %s); vs dnnl / "
      "vs blk / vs torch / of probe: median over the rounds of the peer's "
      "(the probe's) time / TaGrad's time in the same round (>1: TaGrad "
      "faster), with the interquartile range of the rounds' ratios to the "
      "probe; probe: the gradient's traffic (dy, x read twice, dx written) "
      "swept in this mode, the faster of plain and streaming stores per "
      "round; DRAM: dy and x read once and dx written once at the STREAM "
      "triad's bandwidth, which no cold call can beat; of DRAM: DRAM / "
      "TaGrad's median; ahead: rounds in which TaGrad was faster than every "
      "peer; noise: interquartile range of the probe's round times over "
      "their median.\n",
      blockedImpl.empty() ? "none" : blockedImpl.c_str());
  std::printf("\nerrors against the float64 reference (max |out - ref| / "
              "max |ref|, worst of dx, dscale, doffset; tolerance %.0e):\n",
              kTolerance);
  std::printf("%-16s %-6s %9s %9s %9s %9s\n", "shape [N,H,W,C]", "layout",
              "TaGrad", "oneDNN", "dnnlblk", "PyTorch");
  for (size_t i = 0; i < cases.size(); ++i) {
    const Shape &k = cases[i].shape;
    char blocked[16] = "-";
    if (errors[i][2] >= 0)
      std::snprintf(blocked, sizeof(blocked), "%.1e", errors[i][2]);
    std::printf("%-16s %-6s %9.1e %9.1e %9s %9.1e%s\n", shapeName(k).c_str(),
                k.nhwc ? "NHWC" : "NCHW", errors[i][0], errors[i][1], blocked,
                errors[i][3],
                *std::max_element(errors[i].begin(), errors[i].end()) <
                        kTolerance
                    ? ""
                    : "  MISMATCH");
  }
  if (!csvPath.empty() && !writeCsv(csvPath, rows))
    return 1;
  return allOk ? 0 : 1;
}
