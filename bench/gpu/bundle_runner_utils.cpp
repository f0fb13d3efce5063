//===- bundle_runner_utils.cpp - printing helpers for the GPU bundle ------===//
//
// The printing entry points the integration programs call, for the
// prepared GPU bundle (scripts/gpu-prepare.sh). MLIR's
// libmlir_runner_utils / libmlir_c_runner_utils need libLLVM and libMLIR
// (over 100 MiB), which neither fit the GPU machine's 64 MiB limit nor
// exist there. Formats follow MLIR's CRunnerUtils / RunnerUtils closely
// enough for scripts/gpu-check.sh, which compares numbers, not bytes. Also
// the one soft-float helper GCC 12's libgcc lacks.
//
//===----------------------------------------------------------------------===//

#include <cinttypes>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>

namespace {

struct UnrankedDescriptor {
  int64_t rank;
  void *descriptor;
};

/// A ranked descriptor: allocated, aligned, offset, sizes[rank],
/// strides[rank].
struct RankedView {
  char *aligned;
  int64_t offset;
  const int64_t *sizes;
  const int64_t *strides;
};

RankedView view(int64_t rank, void *descriptor) {
  auto *words = static_cast<int64_t *>(descriptor);
  RankedView result;
  std::memcpy(&result.aligned, &words[1], sizeof(void *));
  result.offset = words[2];
  result.sizes = &words[3];
  result.strides = &words[3 + rank];
  return result;
}

float halfToFloat(uint16_t bits) {
  uint32_t sign = uint32_t(bits >> 15) << 31;
  int exponent = (bits >> 10) & 0x1f;
  uint32_t mantissa = bits & 0x3ff;
  float magnitude;
  if (exponent == 0)
    magnitude = std::ldexp(float(mantissa), -24);
  else if (exponent == 31)
    magnitude = mantissa ? NAN : INFINITY;
  else
    magnitude = std::ldexp(float(mantissa | 0x400), exponent - 25);
  return sign ? -magnitude : magnitude;
}

float bfloatToFloat(uint16_t bits) {
  uint32_t word = uint32_t(bits) << 16;
  float value;
  std::memcpy(&value, &word, sizeof(value));
  return value;
}

template <typename Load>
void printMemref(int64_t rank, void *descriptor, int64_t elementBytes,
                 Load load) {
  RankedView v = view(rank, descriptor);
  std::printf("Unranked Memref base@ = %p rank = %" PRId64 " offset = %" PRId64
              " sizes = [",
              static_cast<void *>(v.aligned), rank, v.offset);
  int64_t count = 1;
  for (int64_t d = 0; d < rank; ++d) {
    std::printf("%s%" PRId64, d ? ", " : "", v.sizes[d]);
    count *= v.sizes[d];
  }
  std::printf("] strides = [");
  for (int64_t d = 0; d < rank; ++d)
    std::printf("%s%" PRId64, d ? ", " : "", v.strides[d]);
  std::printf("] data = \n[");
  for (int64_t linear = 0; linear < count; ++linear) {
    int64_t rest = linear, offset = v.offset;
    for (int64_t d = rank - 1; d >= 0; --d) {
      offset += (rest % v.sizes[d]) * v.strides[d];
      rest /= v.sizes[d];
    }
    std::printf("%s%g", linear ? ", " : "",
                double(load(v.aligned + offset * elementBytes)));
  }
  std::printf("]\n");
}

} // namespace

extern "C" {

/// float -> bfloat16 (round to nearest even), the libcall LLVM emits for
/// host-side arith.truncf to bf16. libgcc has it from GCC 13 on only. LLVM
/// returns bf16 in an SSE register like half, hence _Float16 as carrier.
_Float16 __truncsfbf2(float value) {
  uint32_t word;
  std::memcpy(&word, &value, sizeof(word));
  uint16_t bits;
  if (std::isnan(value))
    bits = uint16_t((word >> 16) | 0x40);
  else
    bits = uint16_t((word + 0x7fff + ((word >> 16) & 1)) >> 16);
  _Float16 carrier;
  std::memcpy(&carrier, &bits, sizeof(bits));
  return carrier;
}

void printF32(float value) {
  if (std::isnan(value) && std::signbit(value))
    std::printf("-nan");
  else
    std::printf("%g", double(value));
}
void printF64(double value) { std::printf("%g", value); }
void printI64(int64_t value) { std::printf("%" PRId64, value); }
void printU64(uint64_t value) { std::printf("%" PRIu64, value); }
void printString(const char *text) { std::fputs(text, stdout); }
void printNewline() { std::fputc('\n', stdout); }
void printComma() { std::fputs(", ", stdout); }
void printOpen() { std::fputs("( ", stdout); }
void printClose() { std::fputs(" )", stdout); }

void printMemrefF32(int64_t rank, void *descriptor) {
  printMemref(rank, descriptor, 4, [](const char *p) {
    float value;
    std::memcpy(&value, p, sizeof(value));
    return value;
  });
}
void _mlir_ciface_printMemrefF32(UnrankedDescriptor *memref) {
  printMemrefF32(memref->rank, memref->descriptor);
}
void _mlir_ciface_printMemrefF16(UnrankedDescriptor *memref) {
  printMemref(memref->rank, memref->descriptor, 2, [](const char *p) {
    uint16_t bits;
    std::memcpy(&bits, p, sizeof(bits));
    return halfToFloat(bits);
  });
}
void _mlir_ciface_printMemrefBF16(UnrankedDescriptor *memref) {
  printMemref(memref->rank, memref->descriptor, 2, [](const char *p) {
    uint16_t bits;
    std::memcpy(&bits, p, sizeof(bits));
    return bfloatToFloat(bits);
  });
}
}
