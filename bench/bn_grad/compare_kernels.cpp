//===- compare_kernels.cpp - two builds of the kernels, one process -------===//
//
// Times builds of bench/bn_grad/bn_grad_kernels.mlir against each other (and
// the bandwidth probe) in one process: each build is a shared library
// (libbn_grad_kernels.so, copied aside before a change), loaded with dlopen
// and called in interleaved blocks on the same inputs. This removes most of
// the drift a shared machine adds between separate runs. Prints, per shape,
// the median ms of each library and of the probe, each library's ratio to
// the first one and to the probe, and the largest difference between the
// libraries' outputs (an error above 1e-4 relative to the largest value).
// Warm by default (calls back to back); with --flush-mib N every call, timed
// or not, comes after writing N MiB (bn_grad's cold mode), and the probe is
// then a cold probe.
//
//   compare_kernels [--shape NAME] [--blocks N] [--calls N] [--pause-ms N]
//                   [--flush-mib N] LIB.so [LIB.so ...]
//
//===----------------------------------------------------------------------===//

#include "bench_support.h"

#include <dlfcn.h>
#include <omp.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <memory>
#include <string>
#include <vector>

using namespace tagrad_bench;

namespace {

struct NamedShape {
  const char *name; // the kernel's name in bn_grad_kernels.mlir
  Shape shape;
};

constexpr NamedShape kShapes[] = {
    {"bn_grad_nhwc_32x56x56x64", {32, 56, 56, 64, true}},
    {"bn_grad_nchw_32x56x56x64", {32, 56, 56, 64, false}},
    {"bn_grad_nhwc_32x28x28x128", {32, 28, 28, 128, true}},
    {"bn_grad_nchw_32x28x28x128", {32, 28, 28, 128, false}},
    {"bn_grad_nhwc_32x14x14x256", {32, 14, 14, 256, true}},
    {"bn_grad_nchw_32x14x14x256", {32, 14, 14, 256, false}},
    {"bn_grad_nhwc_32x7x7x512", {32, 7, 7, 512, true}},
    {"bn_grad_nchw_32x7x7x512", {32, 7, 7, 512, false}},
    {"bn_grad_nhwc_2x3x4x5", {2, 3, 4, 5, true}},
    {"bn_grad_nchw_2x3x4x5", {2, 3, 4, 5, false}},
};

/// An aligned buffer of floats, freed with its owner.
struct Buffer {
  explicit Buffer(int64_t count) : data(allocate(count)), count(count) {}
  ~Buffer() { std::free(data); }
  Buffer(const Buffer &) = delete;
  Buffer &operator=(const Buffer &) = delete;
  float *data;
  int64_t count;
};

MemRef<1> vector1(Buffer &b) { return vectorMemRef(b.data, b.count); }

int usage(const char *argv0) {
  std::fprintf(stderr,
               "usage: %s [--shape NAME] [--blocks N] [--calls N] "
               "[--pause-ms N] [--flush-mib N] LIB.so [LIB.so ...]\n"
               "  LIB.so: a shared library of bn_grad_kernels.mlir "
               "(libbn_grad_kernels.so)\n"
               "  --shape: one kernel name, e.g. bn_grad_nchw_32x7x7x512 "
               "(default: all ten)\n"
               "  --blocks: rounds of interleaved blocks (default 20)\n"
               "  --calls: timed calls per block (default 9, after 2 "
               "untimed)\n"
               "  --pause-ms: sleep before each block (default 250: "
               "longer than libomp's spin time)\n"
               "  --flush-mib: cold calls, each after writing N MiB (several "
               "times the last-level cache; default 0: warm calls)\n",
               argv0);
  return 2;
}

} // namespace

int main(int argc, char **argv) {
  std::string only;
  int blocks = 20, calls = 9, pauseMs = 250, flushMib = 0;
  std::vector<std::string> libraries;
  struct CountOption {
    const char *name;
    int *value;
    long min;
  };
  const CountOption countOptions[] = {{"--blocks", &blocks, 1},
                                      {"--calls", &calls, 1},
                                      {"--pause-ms", &pauseMs, 0},
                                      {"--flush-mib", &flushMib, 0}};
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    const char *next = i + 1 < argc ? argv[i + 1] : nullptr;
    if (arg == "--shape" && next) {
      only = argv[++i];
      continue;
    }
    const CountOption *count = nullptr;
    for (const CountOption &option : countOptions)
      if (arg == option.name)
        count = &option;
    if (count) {
      if (!tagrad_bench::parseCount(next, count->min, 1000000, *count->value))
        return usage(argv[0]);
      ++i;
    } else if (!arg.empty() && arg[0] == '-') {
      return usage(argv[0]);
    } else {
      libraries.push_back(arg);
    }
  }
  if (libraries.empty())
    return usage(argv[0]);

  std::vector<void *> handles;
  for (const std::string &library : libraries) {
    // A path without a slash would be looked up in the library path.
    std::string path =
        library.find('/') == std::string::npos ? "./" + library : library;
    void *handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
      std::fprintf(stderr, "error: cannot load %s: %s\n", library.c_str(),
                   dlerror());
      return 1;
    }
    handles.push_back(handle);
  }

  size_t flushCount = (size_t(flushMib) << 20) / sizeof(float);
  std::unique_ptr<Buffer> flushBuffer;
  std::function<void()> flush;
  if (flushCount) {
    flushBuffer = std::make_unique<Buffer>(flushCount);
    std::memset(flushBuffer->data, 0, flushCount * sizeof(float));
    int threads = omp_get_max_threads();
    flush = [&flushBuffer, flushCount, threads] {
      flushCaches(flushBuffer->data, flushCount, threads);
    };
  }

  bool matched = false, agree = true;
  std::printf("%s: median ms over %d blocks of %d calls; ratio: the first "
              "library's time / this one's (>1: faster); of bound: the "
              "probe's time / this one's\n",
              flushCount ? "cold (each call after a flush)" : "warm", blocks,
              calls);
  for (const auto &[name, shape] : kShapes) {
    if (!only.empty() && only != name)
      continue;
    matched = true;
    std::vector<Kernel> kernels;
    std::string symbol = std::string("_mlir_ciface_") + name;
    for (size_t i = 0; i < handles.size(); ++i) {
      auto kernel = reinterpret_cast<Kernel>(dlsym(handles[i], symbol.c_str()));
      if (!kernel) {
        std::fprintf(stderr, "error: %s has no %s\n", libraries[i].c_str(),
                     symbol.c_str());
        return 1;
      }
      kernels.push_back(kernel);
    }
    int64_t count = shape.count();
    Buffer dy(count), x(count), scale(shape.c), mean(shape.c), var(shape.c);
    for (int64_t i = 0; i < count; ++i) {
      dy.data[i] = float((i * 7919) % 1000) * 1e-3f - 0.5f;
      x.data[i] = float((i * 104729) % 997) * 1e-3f;
    }
    for (int64_t c = 0; c < shape.c; ++c)
      scale.data[c] = 1.0f + 0.01f * c, mean.data[c] = 0.5f,
      var.data[c] = 0.08f;
    struct Outputs {
      Outputs(int64_t count, int64_t channels)
          : dx(count), dscale(channels), doffset(channels) {}
      Buffer dx, dscale, doffset;
    };
    std::vector<std::unique_ptr<Outputs>> outputs;
    for (size_t i = 0; i < kernels.size(); ++i)
      outputs.push_back(std::make_unique<Outputs>(count, shape.c));
    Buffer dxProbe(count);
    MemRef<4> mdy = tensorMemRef(dy.data, shape),
              mx = tensorMemRef(x.data, shape);
    MemRef<1> ms = vector1(scale), mm = vector1(mean), mv = vector1(var);
    auto call = [&](size_t i) {
      if (i == kernels.size()) {
        // The probe with streaming dx stores (bn_grad takes the faster of
        // the plain and the streaming variant).
        probe(dy.data, x.data, dxProbe.data, count, /*streaming=*/true);
        return;
      }
      MemRef<4> mdx = tensorMemRef(outputs[i]->dx.data, shape);
      MemRef<1> mds = vector1(outputs[i]->dscale),
                mdo = vector1(outputs[i]->doffset);
      kernels[i](&mdy, &mx, &ms, &mm, &mv, &mdx, &mds, &mdo);
    };
    // The libraries, then the probe, in rotating rounds.
    std::vector<std::function<void()>> runs;
    for (size_t i = 0; i <= kernels.size(); ++i)
      runs.push_back([&call, i] { call(i); });
    std::vector<std::vector<double>> times =
        timeRounds(runs, blocks, calls, pauseMs, flush);
    // Every library against the first, over all three outputs.
    double difference = 0, largest = 1e-30;
    auto compare = [&](const Buffer &got, const Buffer &want) {
      for (int64_t k = 0; k < got.count; ++k) {
        difference =
            std::max(difference, std::fabs(double(got.data[k]) - want.data[k]));
        largest = std::max(largest, std::fabs(double(want.data[k])));
      }
    };
    for (size_t i = 1; i < kernels.size(); ++i) {
      compare(outputs[i]->dx, outputs[0]->dx);
      compare(outputs[i]->dscale, outputs[0]->dscale);
      compare(outputs[i]->doffset, outputs[0]->doffset);
    }
    double first = median(times[0]), bound = median(times.back());
    std::printf("%-28s", name);
    for (size_t i = 0; i < kernels.size(); ++i)
      std::printf(" | %s %.3f ms (%.2fx, %.0f%% of bound)",
                  libraries[i].c_str(), median(times[i]),
                  first / median(times[i]), 100.0 * bound / median(times[i]));
    std::printf(" | probe %.3f ms", bound);
    if (kernels.size() > 1)
      std::printf(" | max diff %.1e", difference / largest);
    std::printf("\n");
    agree &= difference / largest < 1e-4;
  }
  if (!matched) {
    std::fprintf(stderr, "error: no kernel named %s\n", only.c_str());
    return 1;
  }
  if (!agree) {
    std::fprintf(stderr, "error: the libraries' results differ by more than "
                         "1e-4 (relative to the largest value)\n");
    return 1;
  }
  return 0;
}
