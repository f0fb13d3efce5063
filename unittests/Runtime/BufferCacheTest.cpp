//===- BufferCacheTest.cpp - the allocation hooks' buffer cache -----------===//

#include "TaGrad/Runtime/BufferCache.h"

#include "CollectedMessages.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <thread>

#if defined(__SANITIZE_ADDRESS__)
#define TAGRAD_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TAGRAD_UNDER_ASAN 1
#endif
#endif

namespace {

constexpr uint64_t kLarge = uint64_t(1) << 20;

class BufferCacheTest : public CollectedMessages {
protected:
  void SetUp() override {
    CollectedMessages::SetUp();
    tagradReleaseBufferCache();
  }
  void TearDown() override {
    tagradReleaseBufferCache();
    CollectedMessages::TearDown();
  }
};

TEST_F(BufferCacheTest, FreedLargeBlockServesTheNextAllocation) {
  TagradBufferCacheStats before = tagradGetBufferCacheStats();
  void *first = _mlir_memref_to_llvm_alloc(kLarge);
  ASSERT_NE(first, nullptr);
  std::memset(first, 1, kLarge);
  _mlir_memref_to_llvm_free(first);
  EXPECT_EQ(tagradGetBufferCacheStats().cachedBytes, kLarge);
  void *second = _mlir_memref_to_llvm_alloc(kLarge);
  EXPECT_EQ(second, first);
  TagradBufferCacheStats after = tagradGetBufferCacheStats();
  EXPECT_EQ(after.hits, before.hits + 1);
  EXPECT_EQ(after.misses, before.misses + 1);
  EXPECT_EQ(after.cachedBytes, 0u);
  EXPECT_EQ(after.liveBlocks, before.liveBlocks + 1);
  tagradFreeBuffer(second);
  EXPECT_EQ(tagradGetBufferCacheStats().liveBlocks, before.liveBlocks);
  EXPECT_TRUE(messages.empty());
}

TEST_F(BufferCacheTest, ReusesOnlyBlocksAtMostAQuarterLarger) {
  void *block = _mlir_memref_to_llvm_alloc(kLarge);
  _mlir_memref_to_llvm_free(block);
  // 0.8 MiB fits a 1 MiB block (1.25x); 0.5 MiB does not take it.
  void *half = _mlir_memref_to_llvm_alloc(kLarge / 2);
  EXPECT_NE(half, block);
  void *most = _mlir_memref_to_llvm_alloc(kLarge * 4 / 5);
  EXPECT_EQ(most, block);
  // Larger than any cached block: a new one.
  _mlir_memref_to_llvm_free(half);
  void *larger = _mlir_memref_to_llvm_alloc(kLarge * 2);
  EXPECT_NE(larger, half);
  for (void *p : {most, larger})
    _mlir_memref_to_llvm_free(p);
}

TEST_F(BufferCacheTest, HonoursAlignment) {
  for (uint64_t alignment : {16u, 64u, 128u, 4096u}) {
    void *block = _mlir_memref_to_llvm_aligned_alloc(alignment, kLarge);
    ASSERT_NE(block, nullptr);
    EXPECT_EQ(reinterpret_cast<uintptr_t>(block) % alignment, 0u)
        << "alignment " << alignment;
    _mlir_memref_to_llvm_free(block);
  }
  // A cached 64-byte-aligned block is not handed out for a page alignment
  // it does not have.
  void *block = _mlir_memref_to_llvm_aligned_alloc(4096, kLarge);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(block) % 4096, 0u);
  _mlir_memref_to_llvm_free(block);
  // Above a page: not cached, still aligned.
  void *huge = _mlir_memref_to_llvm_aligned_alloc(1 << 16, kLarge);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(huge) % (1 << 16), 0u);
  _mlir_memref_to_llvm_free(huge);
  // Not a power of two: malloc's alignment, not a failure.
  void *odd = _mlir_memref_to_llvm_aligned_alloc(48, 100);
  EXPECT_NE(odd, nullptr);
  _mlir_memref_to_llvm_free(odd);
  EXPECT_TRUE(messages.empty());
}

TEST_F(BufferCacheTest, SmallBlocksAreNotTracked) {
  TagradBufferCacheStats before = tagradGetBufferCacheStats();
  void *small = _mlir_memref_to_llvm_alloc(256);
  ASSERT_NE(small, nullptr);
  EXPECT_EQ(tagradGetBufferCacheStats().liveBlocks, before.liveBlocks);
  _mlir_memref_to_llvm_free(small);
  EXPECT_EQ(tagradGetBufferCacheStats().cachedBytes, 0u);
  _mlir_memref_to_llvm_free(nullptr);
  tagradFreeBuffer(nullptr);
  // Zero bytes is a valid, freeable allocation.
  void *empty = _mlir_memref_to_llvm_alloc(0);
  EXPECT_NE(empty, nullptr);
  _mlir_memref_to_llvm_free(empty);
}

TEST_F(BufferCacheTest, FreedOnAnotherThread) {
  void *block = _mlir_memref_to_llvm_alloc(kLarge);
  std::thread([block] { _mlir_memref_to_llvm_free(block); }).join();
  EXPECT_EQ(tagradGetBufferCacheStats().cachedBytes, kLarge);
  void *again = _mlir_memref_to_llvm_alloc(kLarge);
  EXPECT_EQ(again, block);
  _mlir_memref_to_llvm_free(again);
}

TEST_F(BufferCacheTest, ReleaseFreesIdleBlocksOnly) {
  void *live = _mlir_memref_to_llvm_alloc(kLarge);
  void *idle = _mlir_memref_to_llvm_alloc(kLarge);
  _mlir_memref_to_llvm_free(idle);
  tagradReleaseBufferCache();
  TagradBufferCacheStats stats = tagradGetBufferCacheStats();
  EXPECT_EQ(stats.cachedBytes, 0u);
  // The live block is still tracked and still usable.
  std::memset(live, 2, kLarge);
  _mlir_memref_to_llvm_free(live);
  EXPECT_EQ(tagradGetBufferCacheStats().cachedBytes, kLarge);
}

TEST_F(BufferCacheTest, ExhaustionIsAnError) {
#ifdef TAGRAD_UNDER_ASAN
  GTEST_SKIP() << "ASan aborts on impossible sizes instead of failing them";
#endif
  // More than any machine has: posix_memalign fails.
  void *block = _mlir_memref_to_llvm_alloc(uint64_t(1) << 62);
  EXPECT_EQ(block, nullptr);
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_EQ(messages[0], "out of memory: cannot allocate 4611686018427387904 "
                         "bytes for a buffer");
  // Near UINT64_MAX (no room to round to pages): the same error.
  EXPECT_EQ(_mlir_memref_to_llvm_alloc(UINT64_MAX - 1), nullptr);
  EXPECT_EQ(messages.size(), 2u);
}

TEST_F(BufferCacheTest, CheckedMallocReportsExhaustion) {
#ifdef TAGRAD_UNDER_ASAN
  GTEST_SKIP() << "ASan aborts on impossible sizes instead of failing them";
#endif
  // buffer-cache=false: malloc's NULL is the cache's error.
  EXPECT_EQ(tagradCheckedMalloc(uint64_t(1) << 62), nullptr);
  EXPECT_EQ(tagradCheckedAlignedAlloc(64, uint64_t(1) << 62), nullptr);
  ASSERT_EQ(messages.size(), 2u);
  EXPECT_EQ(messages[0], "out of memory: cannot allocate 4611686018427387904 "
                         "bytes for a buffer");
  void *block = tagradCheckedAlignedAlloc(64, 100);
  ASSERT_NE(block, nullptr);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(block) % 64, 0u);
  std::free(block);
  std::free(tagradCheckedMalloc(16));
  EXPECT_EQ(messages.size(), 2u);
}

// The limit is read from the environment once, on first use: each case
// runs in a fresh process (the threadsafe death-test style re-executes the
// test binary), sets it, and reports what the cache did.
void allocateFreeAndExit(uint64_t expectCachedBytes) {
  void *block = _mlir_memref_to_llvm_alloc(kLarge);
  _mlir_memref_to_llvm_free(block);
  std::exit(tagradGetBufferCacheStats().cachedBytes == expectCachedBytes ? 0
                                                                         : 1);
}

TEST(BufferCacheLimitTest, ZeroTurnsCachingOff) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(
      {
        setenv("TAGRAD_BUFFER_CACHE_BYTES", "0", 1);
        allocateFreeAndExit(0);
      },
      ::testing::ExitedWithCode(0), "");
}

TEST(BufferCacheLimitTest, BlocksOverTheLimitAreFreed) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(
      {
        setenv("TAGRAD_BUFFER_CACHE_BYTES", "4096", 1);
        allocateFreeAndExit(0);
      },
      ::testing::ExitedWithCode(0), "");
  EXPECT_EXIT(
      {
        setenv("TAGRAD_BUFFER_CACHE_BYTES", "2097152", 1);
        allocateFreeAndExit(kLarge);
      },
      ::testing::ExitedWithCode(0), "");
}

TEST(BufferCacheLimitTest, BadValuesAreReportedAndIgnored) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  for (const char *bad : {"lots", "-1", "12k", "99999999999999999999999"}) {
    EXPECT_EXIT(
        {
          setenv("TAGRAD_BUFFER_CACHE_BYTES", bad, 1);
          allocateFreeAndExit(kLarge);
        },
        ::testing::ExitedWithCode(0),
        "ignoring TAGRAD_BUFFER_CACHE_BYTES='.*' \\(not a byte count\\); "
        "using 536870912")
        << bad;
  }
}

} // namespace
