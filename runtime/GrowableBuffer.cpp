//===- GrowableBuffer.cpp - storage of decomposed dynamic arrays ----------===//
//
// The boxed memref<?xi8> that -tagrad-decompose-tensor-arrays{buffers} gives
// an array whose size changes at run time (GrowableBuffer.h). Generated code
// reads and writes it inline; it calls here only past the capacity.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Runtime/GrowableBuffer.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace {

/// memref<?xi8>'s descriptor: what the box holds.
struct ByteBuffer {
  uint8_t *allocated;
  uint8_t *aligned;
  int64_t offset;
  int64_t size;
  int64_t stride;
};

ByteBuffer *boxed(void *boxAligned, int64_t boxOffset) {
  return static_cast<ByteBuffer *>(boxAligned) + boxOffset;
}

/// Cache-line aligned, so that vector loads of an element do not split
/// lines more than the element's own size makes them.
constexpr size_t kAlignment = 64;

/// A zeroed block of `bytes` (at least one line, so the pointer is never
/// null), or null.
uint8_t *allocateZeroed(int64_t bytes) {
  size_t rounded =
      (static_cast<size_t>(bytes) + kAlignment - 1) / kAlignment * kAlignment;
  if (rounded == 0)
    rounded = kAlignment;
  void *block = nullptr;
  if (posix_memalign(&block, kAlignment, rounded) != 0)
    return nullptr;
  std::memset(block, 0, rounded);
  return static_cast<uint8_t *>(block);
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
                                     int64_t rowBytes) {
  ByteBuffer *buffer = boxed(boxAligned, boxOffset);
  setBuffer(buffer, nullptr, 0);
  int64_t bytes = 0;
  if (rows > 0 &&
      (__builtin_mul_overflow(rows, rowBytes, &bytes) || bytes > kMaxBytes)) {
    reportOutOfMemory(bytes > kMaxBytes ? bytes : INT64_MAX);
    return false;
  }
  uint8_t *block = allocateZeroed(bytes);
  if (!block) {
    reportOutOfMemory(bytes);
    return false;
  }
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
  // Doubling keeps a run of pushes linear; small arrays start at a page.
  int64_t grown = buffer->size > kMaxBytes / 2 ? kMaxBytes : 2 * buffer->size;
  int64_t bytes = need > grown ? need : grown;
  if (bytes < 4096)
    bytes = 4096;
  uint8_t *block = allocateZeroed(bytes);
  if (!block) {
    reportOutOfMemory(bytes);
    return false;
  }
  if (buffer->size > 0)
    std::memcpy(block, buffer->aligned + buffer->offset, buffer->size);
  std::free(buffer->allocated);
  setBuffer(buffer, block, bytes);
  return true;
}

extern "C" void tagradGrowableFree(void * /*boxAllocated*/, void *boxAligned,
                                   int64_t boxOffset) {
  ByteBuffer *buffer = boxed(boxAligned, boxOffset);
  std::free(buffer->allocated);
  setBuffer(buffer, nullptr, 0);
}
