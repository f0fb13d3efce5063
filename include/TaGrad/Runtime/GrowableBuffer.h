/*===- GrowableBuffer.h - storage of decomposed dynamic arrays ----*- C -*-===*\
|*                                                                            *|
|* A TensorArray or TensorList whose size changes at run time (push_back,     *|
|* dynamic_size writes) but whose elements have a static shape is decomposed  *|
|* by -tagrad-decompose-tensor-arrays{buffers} into one byte buffer that      *|
|* generated code reads and writes inline. The buffer lives in a "box": a     *|
|* rank-0 memref whose element is the rank-1 memref<?xi8> descriptor          *|
|*   struct { uint8_t *allocated; uint8_t *aligned; int64_t offset;           *|
|*            int64_t size; int64_t stride; }                                 *|
|* Generated code calls these functions only to create the storage, to grow   *|
|* it when a write lands past its capacity (amortized doubling: O(1) per      *|
|* push), and to free it. Bytes never written read as zeros.                  *|
|*                                                                            *|
|* The box arrives as MLIR passes a memref argument without the C interface:  *|
|* (allocated, aligned, offset).                                              *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef TAGRAD_RUNTIME_GROWABLEBUFFER_H
#define TAGRAD_RUNTIME_GROWABLEBUFFER_H

#include "TaGrad/Runtime/ErrorHandling.h"

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* What the box holds: memref<?xi8>'s descriptor. */
typedef struct TagradByteBuffer {
  uint8_t *allocated;
  uint8_t *aligned;
  int64_t offset;
  int64_t size;
  int64_t stride;
} TagradByteBuffer;

/* Puts a zeroed buffer of `rows` rows of `rowBytes` bytes into the box (a
 * negative count, which the front end has reported, as none), or of the
 * creation site's last final capacity if that is larger: `hint` is the
 * site's int64 (a memref<i64>, passed as allocated, aligned, offset), which
 * tagradGrowableFree updates. Returns false (after tagradRuntimeError, when
 * a handler returns) if it cannot be allocated; the box then holds an empty
 * buffer. */
TAGRAD_RUNTIME_EXPORT bool
tagradGrowableCreate(void *boxAllocated, void *boxAligned, int64_t boxOffset,
                     int64_t rows, int64_t rowBytes, int64_t *hintAllocated,
                     int64_t *hintAligned, int64_t hintOffset);

/* Grows the boxed buffer so that row `index` of `rowBytes` bytes fits
 * (capacity at least doubles; new bytes are zero). Returns false, leaving
 * the buffer as it was, for a negative index or when the size overflows or
 * cannot be allocated (reported through tagradRuntimeError). */
TAGRAD_RUNTIME_EXPORT bool
tagradGrowableReserve(void *boxAllocated, void *boxAligned, int64_t boxOffset,
                      int64_t index, int64_t rowBytes);

/* Frees the boxed buffer, leaves an empty one, and records its capacity in
 * the creation site's `hint` for the next creation. */
TAGRAD_RUNTIME_EXPORT void
tagradGrowableFree(void *boxAllocated, void *boxAligned, int64_t boxOffset,
                   int64_t *hintAllocated, int64_t *hintAligned,
                   int64_t hintOffset);

#ifdef __cplusplus
}
#endif

#endif /* TAGRAD_RUNTIME_GROWABLEBUFFER_H */
