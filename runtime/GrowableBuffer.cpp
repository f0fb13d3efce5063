//===- GrowableBuffer.cpp - storage of decomposed dynamic arrays ----------===//
//
// The boxed memref<?xi8> that -tagrad-decompose-tensor-arrays{buffers} gives
// an array whose size changes at run time (GrowableBuffer.h). Generated code
// reads and writes it inline; it calls here only past the capacity.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Runtime/GrowableBuffer.h"

#include "TaGrad/Runtime/BufferCache.h"

#include <cstdio>
#include <cstring>
#include <string>

namespace {

using ByteBuffer = TagradByteBuffer;

ByteBuffer *boxed(void *boxAligned, int64_t boxOffset) {
  return static_cast<ByteBuffer *>(boxAligned) + boxOffset;
}

/// Cache-line aligned, so that vector loads of an element do not split
/// lines more than the element's own size makes them.
constexpr uint64_t kAlignment = 64;

/// A block of at least `bytes` (never null for success) from the buffer
/// cache (BufferCache.h): the blocks of one call are there for the next, so
/// a training loop's storage is not faulted in afresh every step. Null after
/// the cache reported the exhaustion.
uint8_t *allocate(int64_t bytes) {
  return static_cast<uint8_t *>(_mlir_memref_to_llvm_aligned_alloc(
      kAlignment, static_cast<uint64_t>(bytes > 0 ? bytes : 1)));
}

void reportOutOfMemory(int64_t bytes) {
  std::string message = "OOM when allocating the storage of a TensorArray "
                        "or TensorList: " +
                        std::to_string(bytes) + " bytes";
  tagradRuntimeError(message.c_str());
}

void setBuffer(ByteBuffer *buffer, uint8_t *block, int64_t bytes) {
  buffer->allocated = block;
  buffer->aligned = block;
  buffer->offset = 0;
  buffer->size = bytes;
  buffer->stride = 1;
}

/// No single buffer beyond this: a larger request is a corrupt index (from
/// data), reported as TensorFlow's allocator reports it, not attempted.
constexpr int64_t kMaxBytes = int64_t(1) << 46;

} // namespace

extern "C" bool tagradGrowableCreate(void * /*boxAllocated*/, void *boxAligned,
                                     int64_t boxOffset, int64_t rows,
                                     int64_t rowBytes,
                                     int64_t * /*hintAllocated*/,
                                     int64_t *hintAligned, int64_t hintOffset) {
  ByteBuffer *buffer = boxed(boxAligned, boxOffset);
  setBuffer(buffer, nullptr, 0);
  int64_t bytes = 0;
  if (rows > 0 &&
      (__builtin_mul_overflow(rows, rowBytes, &bytes) || bytes > kMaxBytes)) {
    reportOutOfMemory(bytes > kMaxBytes ? bytes : INT64_MAX);
    return false;
  }
  // Calls may run concurrently: the hint is only a hint.
  int64_t hint = __atomic_load_n(hintAligned + hintOffset, __ATOMIC_RELAXED);
  if (hint > bytes && hint <= kMaxBytes)
    bytes = hint;
  uint8_t *block = allocate(bytes);
  if (!block)
    return false;
  std::memset(block, 0, bytes);
  setBuffer(buffer, block, bytes);
  return true;
}

extern "C" bool tagradGrowableReserve(void * /*boxAllocated*/, void *boxAligned,
                                      int64_t boxOffset, int64_t index,
                                      int64_t rowBytes) {
  ByteBuffer *buffer = boxed(boxAligned, boxOffset);
  if (index < 0 || rowBytes <= 0)
    return false; // the caller reported the index already
  int64_t need;
  if (__builtin_mul_overflow(index + 1, rowBytes, &need) || need > kMaxBytes) {
    reportOutOfMemory(need > kMaxBytes ? need : INT64_MAX);
    return false;
  }
  if (need <= buffer->size)
    return true;
  // Doubling keeps a run of pushes linear; sizes of 4 KiB times a power of
  // two find the previous call's blocks in the cache.
  int64_t bytes = 4096;
  while (bytes < need || bytes < 2 * buffer->size)
    bytes = bytes > kMaxBytes / 2 ? kMaxBytes : 2 * bytes;
  uint8_t *block = allocate(bytes);
  if (!block)
    return false;
  int64_t kept = buffer->size;
  if (kept > 0)
    std::memcpy(block, buffer->aligned + buffer->offset, kept);
  std::memset(block + kept, 0, bytes - kept);
  _mlir_memref_to_llvm_free(buffer->allocated);
  setBuffer(buffer, block, bytes);
  return true;
}

extern "C" void tagradGrowableFree(void * /*boxAllocated*/, void *boxAligned,
                                   int64_t boxOffset,
                                   int64_t * /*hintAllocated*/,
                                   int64_t *hintAligned, int64_t hintOffset) {
  ByteBuffer *buffer = boxed(boxAligned, boxOffset);
  __atomic_store_n(hintAligned + hintOffset, buffer->size, __ATOMIC_RELAXED);
  _mlir_memref_to_llvm_free(buffer->allocated);
  setBuffer(buffer, nullptr, 0);
}
