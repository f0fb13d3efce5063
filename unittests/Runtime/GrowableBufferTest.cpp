//===- GrowableBufferTest.cpp - storage of decomposed dynamic arrays ------===//
//
// The runtime half of growable storage (GrowableBuffer.h): what generated
// code finds in the box after creating, growing and freeing it.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Runtime/GrowableBuffer.h"

#include "CollectedMessages.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>

namespace {

using ByteBuffer = TagradByteBuffer;

class GrowableBufferTest : public CollectedMessages {
protected:
  bool create(int64_t rows, int64_t rowBytes) {
    return tagradGrowableCreate(&box, &box, 0, rows, rowBytes, &hint, &hint, 0);
  }
  bool reserve(int64_t index, int64_t rowBytes) {
    return tagradGrowableReserve(&box, &box, 0, index, rowBytes);
  }
  void release() { tagradGrowableFree(&box, &box, 0, &hint, &hint, 0); }
  bool allZero(int64_t from, int64_t to) const {
    for (int64_t i = from; i < to; ++i)
      if (box.aligned[box.offset + i] != 0)
        return false;
    return true;
  }

  ByteBuffer box{};
  int64_t hint = 0;
};

TEST_F(GrowableBufferTest, CreatesZeroedRows) {
  ASSERT_TRUE(create(3, 12));
  EXPECT_EQ(box.size, 36);
  EXPECT_EQ(box.stride, 1);
  EXPECT_TRUE(allZero(0, 36));
  release();
  EXPECT_EQ(box.size, 0);
  EXPECT_EQ(hint, 36);
  EXPECT_TRUE(messages.empty());
}

TEST_F(GrowableBufferTest, GrowsKeepingRowsAndZeroingTheRest) {
  ASSERT_TRUE(create(0, 16));
  ASSERT_TRUE(reserve(0, 16));
  std::memset(box.aligned, 7, 16);
  // Far past the end: one growth to at least 1001 rows, doubling.
  ASSERT_TRUE(reserve(1000, 16));
  EXPECT_GE(box.size, 1001 * 16);
  EXPECT_EQ(box.aligned[0], 7);
  EXPECT_EQ(box.aligned[15], 7);
  EXPECT_TRUE(allZero(16, box.size));
  int64_t grown = box.size;
  // Within the capacity: nothing moves.
  uint8_t *before = box.aligned;
  ASSERT_TRUE(reserve(grown / 16 - 1, 16));
  EXPECT_EQ(box.aligned, before);
  // One past: at least double.
  ASSERT_TRUE(reserve(grown / 16, 16));
  EXPECT_GE(box.size, 2 * grown);
  release();
  EXPECT_TRUE(messages.empty());
}

TEST_F(GrowableBufferTest, StartsAtTheSitesLastCapacity) {
  ASSERT_TRUE(create(0, 8));
  ASSERT_TRUE(reserve(9999, 8));
  int64_t reached = box.size;
  release();
  EXPECT_EQ(hint, reached);
  // The next creation at the same site needs no growth.
  ASSERT_TRUE(create(0, 8));
  EXPECT_EQ(box.size, reached);
  EXPECT_TRUE(allZero(0, box.size));
  release();
}

TEST_F(GrowableBufferTest, NegativeCountsAndIndicesTouchNothing) {
  ASSERT_TRUE(create(-5, 8));
  EXPECT_EQ(box.size, 0);
  EXPECT_FALSE(reserve(-1, 8));
  EXPECT_EQ(box.size, 0);
  release();
  EXPECT_TRUE(messages.empty()); // the front end reports them
}

TEST_F(GrowableBufferTest, OverflowingSizesAreOutOfMemory) {
  EXPECT_FALSE(create(INT64_MAX / 2, 16));
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_NE(messages[0].find("OOM when allocating"), std::string::npos);
  EXPECT_EQ(box.size, 0);
  ASSERT_TRUE(create(1, 16));
  EXPECT_FALSE(reserve(INT64_MAX - 1, 16));
  EXPECT_EQ(messages.size(), 2u);
  EXPECT_EQ(box.size, 16); // as it was
  release();
}

} // namespace
