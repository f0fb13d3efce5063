//===- bn_bench.cpp - GPU batch-norm gradient benchmark driver -----------===//
//
// Runs the kernels that --tagrad-gpu-pipeline generated for the bench/bn_grad
// shapes (libbn_bench_kernels.so, built by scripts/gpu-prepare.sh from
// make_bench_mlir.py), checks each against a float64 reference, and times
// them next to a device-to-device copy, which gives the HBM bound.
//
// Everything host-side (inputs, references) is prepared before the first
// CUDA call: the kernel library is dlopen'ed afterwards, and loading it
// runs the generated module constructors (mgpuModuleLoad). On a machine
// without a driver the run therefore gets as far as it can and stops with
// the runtime's "no CUDA driver" message and status 1.
//
// Output: one `RESULT key=value ...` line per configuration, plus
// `HBM ...`; scripts/gpu-check.sh turns them into a table.
//
//===----------------------------------------------------------------------===//

#include "mlir/ExecutionEngine/CRunnerUtils.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <string>
#include <vector>

extern "C" {
void *mgpuStreamCreate();
void mgpuStreamDestroy(void *stream);
void mgpuStreamSynchronize(void *stream);
void *mgpuMemAlloc(uint64_t bytes, void *stream, bool hostShared);
void mgpuMemFree(void *ptr, void *stream);
void mgpuMemcpy(void *dst, void *src, size_t bytes, void *stream);
}

namespace {

/// The memref descriptor MLIR's C interface passes (upstream's
/// StridedMemRefType: allocated and aligned pointers, offset, sizes, strides).
template <int Rank>
using MemRef = StridedMemRefType<float, Rank>;

template <int Rank>
MemRef<Rank> makeMemRef(float *data, const int64_t *dims) {
  MemRef<Rank> ref;
  ref.basePtr = ref.data = data;
  ref.offset = 0;
  int64_t stride = 1;
  for (int i = Rank - 1; i >= 0; --i) {
    ref.sizes[i] = dims[i];
    ref.strides[i] = stride;
    stride *= dims[i];
  }
  return ref;
}

using KernelFn = void (*)(MemRef<4> *, MemRef<4> *, MemRef<1> *, MemRef<1> *,
                          MemRef<1> *, MemRef<4> *, MemRef<1> *, MemRef<1> *);

struct Config {
  const char *layout;
  int index;
  int64_t n, h, w, c;
};

const Config kConfigs[] = {
    {"NHWC", 0, 32, 56, 56, 64},  {"NHWC", 1, 32, 28, 28, 128},
    {"NHWC", 2, 32, 14, 14, 256}, {"NHWC", 3, 32, 7, 7, 512},
    {"NCHW", 0, 32, 56, 56, 64},  {"NCHW", 1, 32, 28, 28, 128},
    {"NCHW", 2, 32, 14, 14, 256}, {"NCHW", 3, 32, 7, 7, 512},
};

constexpr float kEpsilon = 1e-3f;

double now() {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

/// Host inputs and the float64 reference for one configuration.
struct Problem {
  Config config;
  int64_t elements = 0, perChannel = 0, inner = 1;
  std::vector<float> dy, x, scale, mean, var;
  std::vector<double> dx, dscale, doffset;

  int64_t channelOf(int64_t i) const {
    return std::strcmp(config.layout, "NHWC") == 0 ? i % config.c
                                                   : (i / inner) % config.c;
  }
};

Problem prepare(const Config &config) {
  Problem p;
  p.config = config;
  p.elements = config.n * config.h * config.w * config.c;
  p.perChannel = p.elements / config.c;
  p.inner = std::strcmp(config.layout, "NHWC") == 0 ? 1 : config.h * config.w;
  uint64_t state = 0x9E3779B97F4A7C15ull ^ uint64_t(p.elements);
  auto uniform = [&]() {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return float((state >> 40) & 0xFFFFFF) / float(1 << 24) * 2.0f - 1.0f;
  };
  p.dy.resize(p.elements);
  p.x.resize(p.elements);
  for (int64_t i = 0; i < p.elements; ++i) {
    p.dy[i] = uniform();
    p.x[i] = 3.0f * uniform() + 0.5f * float(p.channelOf(i) % 5);
  }
  int64_t c = config.c;
  std::vector<double> sum(c, 0.0), squares(c, 0.0);
  for (int64_t i = 0; i < p.elements; ++i)
    sum[p.channelOf(i)] += p.x[i];
  p.mean.resize(c);
  p.var.resize(c);
  p.scale.resize(c);
  for (int64_t k = 0; k < c; ++k)
    p.mean[k] = float(sum[k] / double(p.perChannel));
  for (int64_t i = 0; i < p.elements; ++i) {
    double d = p.x[i] - p.mean[p.channelOf(i)];
    squares[p.channelOf(i)] += d * d;
  }
  for (int64_t k = 0; k < c; ++k) {
    p.var[k] = float(squares[k] / double(p.perChannel));
    p.scale[k] = 0.5f + float(k % 7) / 8.0f;
  }
  // TensorFlow's FusedBatchNormGrad, training mode (TF_SEMANTICS.md 7.4).
  std::vector<double> sumDy(c, 0.0), sumDyX(c, 0.0);
  for (int64_t i = 0; i < p.elements; ++i) {
    int64_t k = p.channelOf(i);
    sumDy[k] += p.dy[i];
    sumDyX[k] += double(p.dy[i]) * (double(p.x[i]) - p.mean[k]);
  }
  p.dscale.resize(c);
  p.doffset = sumDy;
  std::vector<double> rstd(c);
  for (int64_t k = 0; k < c; ++k) {
    rstd[k] = 1.0 / std::sqrt(double(p.var[k]) + double(kEpsilon));
    p.dscale[k] = sumDyX[k] * rstd[k];
  }
  p.dx.resize(p.elements);
  double m = double(p.perChannel);
  for (int64_t i = 0; i < p.elements; ++i) {
    int64_t k = p.channelOf(i);
    p.dx[i] = p.scale[k] * rstd[k] *
              (p.dy[i] - sumDy[k] / m -
               (p.x[i] - p.mean[k]) * rstd[k] * p.dscale[k] / m);
  }
  return p;
}

double maxRelativeError(const std::vector<float> &got,
                        const std::vector<double> &want) {
  double scale = 0.0, worst = 0.0;
  for (double w : want)
    scale = std::max(scale, std::fabs(w));
  for (size_t i = 0; i < want.size(); ++i) {
    double d = std::fabs(double(got[i]) - want[i]);
    if (std::isnan(got[i]))
      return INFINITY;
    worst = std::max(worst, d);
  }
  return scale > 0 ? worst / scale : worst;
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

float *deviceCopy(const std::vector<float> &host, void *stream) {
  auto *device = static_cast<float *>(
      mgpuMemAlloc(host.size() * sizeof(float), stream, false));
  mgpuMemcpy(device, const_cast<float *>(host.data()),
             host.size() * sizeof(float), stream);
  return device;
}

} // namespace

int main(int argc, char **argv) {
  int iterations = argc > 1 ? std::atoi(argv[1]) : 50;
  const char *library = argc > 2 ? argv[2] : nullptr;
  std::string libraryPath;
  if (!library) {
    // In the bundle layout: bin/bn_bench, lib/libbn_bench_kernels.so.
    std::string self = argv[0];
    size_t slash = self.rfind('/');
    libraryPath = (slash == std::string::npos ? std::string(".")
                                              : self.substr(0, slash)) +
                  "/../lib/libbn_bench_kernels.so";
    library = libraryPath.c_str();
  }

  std::vector<Problem> problems;
  double start = now();
  for (const Config &config : kConfigs)
    problems.push_back(prepare(config));
  std::printf("host: prepared %zu configurations with float64 references in "
              "%.1f s\n",
              problems.size(), now() - start);
  std::printf("host: loading %s (its constructors load the GPU modules)\n",
              library);
  std::fflush(stdout);

  void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    std::fprintf(stderr, "error: %s\n", dlerror());
    return 1;
  }

  void *stream = mgpuStreamCreate();
  bool allOk = true;
  for (Problem &p : problems) {
    const Config &config = p.config;
    std::string symbol = std::string("_mlir_ciface_bn_grad_") +
                         (config.layout[1] == 'H' ? "nhwc_" : "nchw_") +
                         std::to_string(config.index);
    auto kernel = reinterpret_cast<KernelFn>(dlsym(handle, symbol.c_str()));
    if (!kernel) {
      std::fprintf(stderr, "error: %s not found\n", symbol.c_str());
      return 1;
    }
    int64_t dims[4] = {config.n, config.h, config.w, config.c};
    if (config.layout[1] == 'C') {
      dims[1] = config.c;
      dims[2] = config.h;
      dims[3] = config.w;
    }
    int64_t channelDims[1] = {config.c};
    size_t bytes = p.elements * sizeof(float);

    float *dy = deviceCopy(p.dy, stream), *x = deviceCopy(p.x, stream);
    float *scale = deviceCopy(p.scale, stream);
    float *mean = deviceCopy(p.mean, stream);
    float *var = deviceCopy(p.var, stream);
    auto *dx = static_cast<float *>(mgpuMemAlloc(bytes, stream, false));
    auto *dscale = static_cast<float *>(
        mgpuMemAlloc(config.c * sizeof(float), stream, false));
    auto *doffset = static_cast<float *>(
        mgpuMemAlloc(config.c * sizeof(float), stream, false));
    mgpuStreamSynchronize(stream);

    MemRef<4> dyRef = makeMemRef<4>(dy, dims), xRef = makeMemRef<4>(x, dims),
              dxRef = makeMemRef<4>(dx, dims);
    MemRef<1> scaleRef = makeMemRef<1>(scale, channelDims),
              meanRef = makeMemRef<1>(mean, channelDims),
              varRef = makeMemRef<1>(var, channelDims),
              dscaleRef = makeMemRef<1>(dscale, channelDims),
              doffsetRef = makeMemRef<1>(doffset, channelDims);
    auto call = [&] {
      kernel(&dyRef, &xRef, &scaleRef, &meanRef, &varRef, &dxRef, &dscaleRef,
             &doffsetRef);
    };

    // Correctness of exactly what is timed.
    call();
    std::vector<float> gotDx(p.elements), gotScale(config.c),
        gotOffset(config.c);
    mgpuMemcpy(gotDx.data(), dx, bytes, stream);
    mgpuMemcpy(gotScale.data(), dscale, config.c * sizeof(float), stream);
    mgpuMemcpy(gotOffset.data(), doffset, config.c * sizeof(float), stream);
    mgpuStreamSynchronize(stream);
    double error = std::max({maxRelativeError(gotDx, p.dx),
                             maxRelativeError(gotScale, p.dscale),
                             maxRelativeError(gotOffset, p.doffset)});
    bool ok = error <= 1e-4;
    allOk = allOk && ok;

    // Each call ends with a stream synchronization, so wall time per call
    // is the op's latency as a caller sees it.
    for (int i = 0; i < 3; ++i)
      call();
    std::vector<double> times;
    for (int i = 0; i < iterations; ++i) {
      double t0 = now();
      call();
      times.push_back(now() - t0);
    }
    // The HBM reference: copy one tensor (read + write = 2 x bytes).
    std::vector<double> copies;
    for (int i = 0; i < iterations; ++i) {
      double t0 = now();
      mgpuMemcpy(dx, x, bytes, stream);
      mgpuStreamSynchronize(stream);
      copies.push_back(now() - t0);
    }
    std::printf("RESULT layout=%s shape=%lldx%lldx%lldx%lld elements=%lld "
                "tagrad_us=%.2f tagrad_min_us=%.2f copy_us=%.2f "
                "max_rel_error=%.2e ok=%d\n",
                config.layout, (long long)config.n, (long long)config.h,
                (long long)config.w, (long long)config.c, (long long)p.elements,
                median(times) * 1e6,
                *std::min_element(times.begin(), times.end()) * 1e6,
                median(copies) * 1e6, error, ok ? 1 : 0);
    std::fflush(stdout);
    for (float *buffer : {dy, x, scale, mean, var, dx, dscale, doffset})
      mgpuMemFree(buffer, stream);
  }

  // Peak copy bandwidth on a large buffer.
  size_t big = size_t(1) << 30;
  void *a = mgpuMemAlloc(big, stream, false),
       *b = mgpuMemAlloc(big, stream, false);
  std::vector<double> copies;
  for (int i = 0; i < 10; ++i) {
    double t0 = now();
    mgpuMemcpy(b, a, big, stream);
    mgpuStreamSynchronize(stream);
    copies.push_back(now() - t0);
  }
  double best = *std::min_element(copies.begin(), copies.end());
  std::printf("HBM copy_bytes=%zu copy_us=%.1f gbps=%.1f\n", big, best * 1e6,
              2.0 * double(big) / best / 1e9);
  mgpuMemFree(a, stream);
  mgpuMemFree(b, stream);
  mgpuStreamDestroy(stream);
  return allOk ? 0 : 2;
}
