//===- TensorArrayMemRefABITest.cpp - memref<*xT> entry points ------------===//
//
// The per-dtype entry points -convert-tagrad-to-runtime calls take
// (handle, index, rank, descriptor, location), the way MLIR passes an
// unranked memref argument. Each must forward to the store with its dtype.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Runtime/TensorArray.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <vector>

extern "C" {
void tagradTensorArrayWriteMemRefF32(int64_t, int64_t, int64_t, void *,
                                     const char *);
void tagradTensorArrayReadMemRefF32(int64_t, int64_t, int64_t, void *,
                                    const char *);
void tagradTensorArrayWriteMemRefI64(int64_t, int64_t, int64_t, void *,
                                     const char *);
void tagradTensorArrayReadMemRefI64(int64_t, int64_t, int64_t, void *,
                                    const char *);
}

namespace {

/// A rank-1 strided memref descriptor {allocated, aligned, offset, size,
/// stride} over `data`.
struct Descriptor1D {
  void *allocated;
  void *aligned;
  int64_t offset;
  int64_t size;
  int64_t stride;
};

TEST(TensorArrayMemRefABI, F32RoundTripWithStride) {
  int64_t shape[] = {2};
  int64_t handle = tagradTensorArrayCreate(2, TAGRAD_DTYPE_F32, 1, shape,
                                           TAGRAD_TA_CLEAR_AFTER_READ,
                                           "memref_f32", nullptr);
  ASSERT_NE(handle, 0);
  float source[] = {1.5f, -7.f, 2.5f, -7.f};
  Descriptor1D in{source, source, 0, 2, 2}; // every other element
  tagradTensorArrayWriteMemRefF32(handle, 1, 1, &in, nullptr);
  float result[2] = {0, 0};
  Descriptor1D out{result, result, 0, 2, 1};
  tagradTensorArrayReadMemRefF32(handle, 1, 1, &out, nullptr);
  EXPECT_EQ(result[0], 1.5f);
  EXPECT_EQ(result[1], 2.5f);
  tagradTensorArrayClose(handle, nullptr);
}

TEST(TensorArrayMemRefABI, I64AggregatesAndZeroFills) {
  int64_t shape[] = {2};
  int64_t handle = tagradTensorArrayCreate(
      3, TAGRAD_DTYPE_I64, 1, shape,
      TAGRAD_TA_CLEAR_AFTER_READ | TAGRAD_TA_MULTIPLE_WRITES_AGGREGATE,
      "memref_i64", nullptr);
  ASSERT_NE(handle, 0);
  int64_t a[] = {3, 4}, b[] = {10, 20};
  Descriptor1D da{a, a, 0, 2, 1}, db{b, b, 0, 2, 1};
  tagradTensorArrayWriteMemRefI64(handle, 0, 1, &da, nullptr);
  tagradTensorArrayWriteMemRefI64(handle, 0, 1, &db, nullptr);
  int64_t result[2] = {-1, -1};
  Descriptor1D out{result, result, 0, 2, 1};
  tagradTensorArrayReadMemRefI64(handle, 0, 1, &out, nullptr);
  EXPECT_EQ(result[0], 13);
  EXPECT_EQ(result[1], 24);
  tagradTensorArrayReadMemRefI64(handle, 2, 1, &out, nullptr);
  EXPECT_EQ(result[0], 0);
  EXPECT_EQ(result[1], 0);
  tagradTensorArrayClose(handle, nullptr);
}

} // namespace
