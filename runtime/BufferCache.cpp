//===- BufferCache.cpp - heap buffers of compiled code -------------------===//
//
// Large blocks are tracked in `live` (block -> capacity) while compiled code
// holds them and kept in `idle` (capacity -> block) after it frees them; an
// allocation takes the smallest idle block that is large enough, suitably
// aligned and at most a quarter larger than asked. Capacities are rounded to
// pages so that repeated calls with the same shapes match exactly.
//
// Every block comes from posix_memalign, so one that escapes the cache
// (freed after the cache closed at exit) is still a valid malloc block.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Runtime/BufferCache.h"

#include "TaGrad/Runtime/ErrorHandling.h"

#include <algorithm>
#include <cerrno>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>
#include <string>
#include <unordered_map>

#include <malloc.h>

namespace {

/// Below this malloc's own bins serve repeated sizes without system calls.
constexpr uint64_t kMinCachedBytes = 64 << 10;
constexpr uint64_t kPageBytes = 4096;
/// Alignment of every cached block: enough for any vector type we emit.
constexpr uint64_t kBlockAlignment = 64;
constexpr uint64_t kDefaultLimitBytes = uint64_t(512) << 20;

uint64_t readLimitBytes() {
  const char *text = std::getenv("TAGRAD_BUFFER_CACHE_BYTES");
  if (!text || !*text)
    return kDefaultLimitBytes;
  char *end = nullptr;
  errno = 0;
  unsigned long long value = std::strtoull(text, &end, 10);
  if (*end != '\0' || text[0] == '-' || errno == ERANGE) {
    std::fprintf(stderr,
                 "tagrad runtime: ignoring TAGRAD_BUFFER_CACHE_BYTES='%s' "
                 "(not a byte count); using %llu\n",
                 text, static_cast<unsigned long long>(kDefaultLimitBytes));
    return kDefaultLimitBytes;
  }
  return value;
}

void reportOutOfMemory(uint64_t size) {
  std::string message = "out of memory: cannot allocate " +
                        std::to_string(size) + " bytes for a buffer";
  tagradRuntimeError(message.c_str());
}

void *allocateBlock(uint64_t alignment, uint64_t size) {
  void *block = nullptr;
  if (posix_memalign(&block, alignment, size ? size : 1) != 0)
    return nullptr;
  return block;
}

class BufferCache {
public:
  /// At exit: frees the idle blocks; blocks freed later go to free().
  void close() {
    std::lock_guard<std::mutex> lock(mutex);
    releaseIdleLocked();
    closed = true;
  }

  void *allocate(uint64_t alignment, uint64_t size) {
    if (alignment < alignof(std::max_align_t))
      alignment = alignof(std::max_align_t);
    if (size < kMinCachedBytes || alignment > kPageBytes)
      return allocateOrReport(alignment, size);
    if (size > UINT64_MAX - kPageBytes)
      return allocateOrReport(alignment, size);
    uint64_t capacity = (size + kPageBytes - 1) / kPageBytes * kPageBytes;
    {
      std::lock_guard<std::mutex> lock(mutex);
      if (closed)
        return allocateOrReport(alignment, size);
      uint64_t largest = capacity + capacity / 4;
      for (auto it = idle.lower_bound(capacity);
           it != idle.end() && it->first <= largest; ++it) {
        if (reinterpret_cast<uintptr_t>(it->second) % alignment != 0)
          continue;
        void *block = it->second;
        uint64_t blockCapacity = it->first;
        idle.erase(it);
        idleBytes -= blockCapacity;
        live.emplace(block, blockCapacity);
        ++hits;
        return block;
      }
      ++misses;
    }
    uint64_t blockAlignment = std::max(alignment, kBlockAlignment);
    void *block = allocateBlock(blockAlignment, capacity);
    if (!block) {
      // Idle blocks may be what stands between us and the allocation.
      releaseIdle();
      block = allocateBlock(blockAlignment, capacity);
    }
    if (!block) {
      reportOutOfMemory(size);
      return nullptr;
    }
    std::lock_guard<std::mutex> lock(mutex);
    live.emplace(block, capacity);
    return block;
  }

  void free(void *block) {
    if (!block)
      return;
    // Every cached block is at least kMinCachedBytes long: a shorter one
    // (a loop's per-step temporaries) never takes the lock.
    if (malloc_usable_size(block) < kMinCachedBytes) {
      std::free(block);
      return;
    }
    {
      std::lock_guard<std::mutex> lock(mutex);
      auto it = live.find(block);
      if (it != live.end()) {
        uint64_t capacity = it->second;
        live.erase(it);
        if (!closed && idleBytes + capacity <= limitBytes) {
          idle.emplace(capacity, block);
          idleBytes += capacity;
          return;
        }
      }
    }
    std::free(block);
  }

  void releaseIdle() {
    std::lock_guard<std::mutex> lock(mutex);
    releaseIdleLocked();
  }

  TagradBufferCacheStats stats() {
    std::lock_guard<std::mutex> lock(mutex);
    return {hits, misses, idleBytes, static_cast<uint64_t>(live.size())};
  }

private:
  void *allocateOrReport(uint64_t alignment, uint64_t size) {
    void *block = allocateBlock(alignment, size);
    if (!block)
      reportOutOfMemory(size);
    return block;
  }

  void releaseIdleLocked() {
    for (auto &entry : idle)
      std::free(entry.second);
    idle.clear();
    idleBytes = 0;
  }

  std::mutex mutex;
  std::unordered_map<void *, uint64_t> live;
  std::multimap<uint64_t, void *> idle;
  uint64_t idleBytes = 0;
  uint64_t limitBytes = readLimitBytes();
  uint64_t hits = 0, misses = 0;
  bool closed = false;
};

BufferCache &getCache() {
  // Never destroyed: compiled code may free buffers from other threads or
  // from static destructors during exit. The idle blocks are freed at exit
  // by `closeAtExit` below.
  static BufferCache *cache = new BufferCache();
  return *cache;
}

struct CloseAtExit {
  ~CloseAtExit() { getCache().close(); }
} closeAtExit;

} // namespace

extern "C" void *_mlir_memref_to_llvm_alloc(uint64_t size) {
  return getCache().allocate(alignof(std::max_align_t), size);
}

extern "C" void *_mlir_memref_to_llvm_aligned_alloc(uint64_t alignment,
                                                    uint64_t size) {
  // Not a power of two: posix_memalign would fail; malloc's is the best
  // we can honestly give, and the lowering only emits powers of two.
  if (alignment == 0 || (alignment & (alignment - 1)) != 0)
    alignment = alignof(std::max_align_t);
  return getCache().allocate(alignment, size);
}

extern "C" void _mlir_memref_to_llvm_free(void *ptr) { getCache().free(ptr); }

extern "C" void *tagradCheckedMalloc(uint64_t size) {
  void *block = std::malloc(size);
  if (!block && size != 0)
    reportOutOfMemory(size);
  return block;
}

extern "C" void *tagradCheckedAlignedAlloc(uint64_t alignment, uint64_t size) {
  if (alignment < alignof(std::max_align_t) ||
      (alignment & (alignment - 1)) != 0)
    alignment = alignof(std::max_align_t);
  void *block = allocateBlock(alignment, size);
  if (!block)
    reportOutOfMemory(size);
  return block;
}

extern "C" void tagradFreeBuffer(void *ptr) { getCache().free(ptr); }

extern "C" void tagradReleaseBufferCache(void) { getCache().releaseIdle(); }

extern "C" TagradBufferCacheStats tagradGetBufferCacheStats(void) {
  return getCache().stats();
}
