/*===- TensorArray.h - TaGrad TensorArray runtime C ABI -----------*- C -*-===*\
|*                                                                            *|
|* The store for TensorArrays that stay dynamic after compilation. It follows *|
|* TensorFlow's TensorArray kernel (tensor_array.h / tensor_array_ops.cc):    *|
|* same rules, same error texts. See docs/Runtime.md.                         *|
|*                                                                            *|
|* Handles are int64_t: > 0 valid, 0 invalid. All functions are thread-safe.  *|
|* Errors go through tagradRuntimeError; when an installed handler returns,   *|
|* the failing call returns 0 (handles, sizes, dims) or does nothing.         *|
|*                                                                            *|
|* Element values cross the ABI as MLIR strided memref descriptors:           *|
|*   struct { void *allocated; void *aligned; int64_t offset;                 *|
|*            int64_t sizes[rank]; int64_t strides[rank]; }                   *|
|* with strides and offset in elements and the rank passed separately.        *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef TAGRAD_RUNTIME_TENSORARRAY_H
#define TAGRAD_RUNTIME_TENSORARRAY_H

#include "TaGrad/Runtime/ErrorHandling.h"

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Element types. Values are part of the ABI. */
typedef enum TagradDType {
  TAGRAD_DTYPE_F32 = 0,  /* 4 bytes */
  TAGRAD_DTYPE_F64 = 1,  /* 8 bytes */
  TAGRAD_DTYPE_F16 = 2,  /* 2 bytes, IEEE binary16 */
  TAGRAD_DTYPE_BF16 = 3, /* 2 bytes */
  TAGRAD_DTYPE_I1 = 4,   /* 1 byte (0 or 1); TF bool: no add, no zeros */
  TAGRAD_DTYPE_I8 = 5,   /* 1 byte */
  TAGRAD_DTYPE_I16 = 6,  /* 2 bytes */
  TAGRAD_DTYPE_I32 = 7,  /* 4 bytes */
  TAGRAD_DTYPE_I64 = 8,  /* 8 bytes */
  TAGRAD_DTYPE_C64 = 9,  /* 8 bytes: two f32 (re, im) */
  TAGRAD_DTYPE_C128 = 10 /* 16 bytes: two f64 (re, im) */
} TagradDType;

/* Creation flags (bit mask). */
enum {
  TAGRAD_TA_DYNAMIC_SIZE = 1,
  TAGRAD_TA_CLEAR_AFTER_READ = 2,
  TAGRAD_TA_IDENTICAL_ELEMENT_SHAPES = 4,
  TAGRAD_TA_MULTIPLE_WRITES_AGGREGATE = 8,
  /* A write replaces the element (TensorLists): no double-write or
     write-after-read rule. */
  TAGRAD_TA_WRITES_REPLACE = 16
};

/* Byte width of an element of `dtype`, or 0 for an unknown code. */
TAGRAD_RUNTIME_EXPORT int64_t tagradDTypeByteWidth(int32_t dtype);

/* TensorArrayV3. `rank` = -1 for an unknown element shape, otherwise
 * `elementShape` has `rank` entries, -1 for an unknown dimension. An empty or
 * null `name` gets a unique "tensor_array_<n>". Returns 0 on error. */
TAGRAD_RUNTIME_EXPORT int64_t tagradTensorArrayCreate(
    int64_t size, int32_t dtype, int64_t rank, const int64_t *elementShape,
    int32_t flags, const char *name, const char *location);

/* TensorArrayGradV3 (prependRank = 0) / TensorArrayGradWithShape. Looks up
 * or creates the accumulator "<forward name>@<source>" of `forward`, and
 * locks the forward array's size. Returns 0 on error. */
TAGRAD_RUNTIME_EXPORT int64_t
tagradTensorArrayGrad(int64_t forward, const char *source, int64_t prependRank,
                      const int64_t *shapeToPrepend, const char *location);

/* Turns dynamic_size off, as TensorArrayGradV3 does to its forward array. */
TAGRAD_RUNTIME_EXPORT void tagradTensorArrayLockSize(int64_t handle,
                                                     const char *location);

/* TensorArraySizeV3. Returns 0 on error. */
TAGRAD_RUNTIME_EXPORT int64_t tagradTensorArraySize(int64_t handle,
                                                    const char *location);

/* TensorArrayCloseV3: frees the elements; later uses fail. Closing twice is
 * allowed (as in TF). */
TAGRAD_RUNTIME_EXPORT void tagradTensorArrayClose(int64_t handle,
                                                  const char *location);

/* TensorArrayWriteV3: copies the value described by `descriptor` (of rank
 * `rank`, any strides) into element `index`, or adds it there for
 * aggregating arrays. */
TAGRAD_RUNTIME_EXPORT void tagradTensorArrayWrite(int64_t handle, int64_t index,
                                                  int64_t rank,
                                                  void *descriptor,
                                                  const char *location);

/* Size of dimension `dim` of the value a read of `index` would return now
 * (the written shape, or the zeros' shape for an unwritten element). Makes
 * the same checks as a read but changes nothing. Returns 0 on error. */
TAGRAD_RUNTIME_EXPORT int64_t tagradTensorArrayElementDim(int64_t handle,
                                                          int64_t index,
                                                          int64_t dim,
                                                          const char *location);

/* What an access of an array with unranked elements reads. */
typedef enum TagradTensorArrayRankKind {
  TAGRAD_TA_RANK_READ = 0, /* a read of `index` */
  TAGRAD_TA_RANK_GATHER =
      1,                    /* a gather of `count` indices, the first `index` */
  TAGRAD_TA_RANK_CONCAT = 2 /* a concat of `count` elements, from `index` 0 */
} TagradTensorArrayRankKind;

/* Rank of the value a read of `index` would return now, for accesses whose
 * element rank is only known at run time. Makes the same checks as a read
 * but changes nothing. For gather and concat, `count == 0` fails with
 * TensorFlow's zero-size message (the element shape is not fully defined),
 * and concat needs rank >= 1 ("Concat saw a scalar shape at index 0 ...").
 * Returns 0 on error. */
TAGRAD_RUNTIME_EXPORT int64_t
tagradTensorArrayElementRank(int64_t handle, int64_t index, int64_t count,
                             int32_t kind, const char *location);

/* TensorArrayReadV3 into the caller-allocated destination `descriptor`,
 * whose shape must equal the value's shape. On error the destination is
 * zero-filled when its descriptor is valid. */
TAGRAD_RUNTIME_EXPORT void tagradTensorArrayRead(int64_t handle, int64_t index,
                                                 int64_t rank, void *descriptor,
                                                 const char *location);

/* Frees every array and invalidates all handles (tests, shutdown). */
TAGRAD_RUNTIME_EXPORT void tagradTensorArrayDestroyAll(void);

/* A step, as TensorFlow's per-run step container: compiled functions whose
 * signatures carry no TensorArray call StepBegin on entry and StepEnd with
 * its token before returning. Steps nest per thread; when the outermost one
 * ends, every array the thread created inside it (gradients included) is
 * freed and its handle becomes invalid. Arrays created outside any step
 * live until tagradTensorArrayDestroyAll. */
TAGRAD_RUNTIME_EXPORT int64_t tagradTensorArrayStepBegin(void);
TAGRAD_RUNTIME_EXPORT void tagradTensorArrayStepEnd(int64_t token);

/* TensorArrayScatterV3's checks, made before any row is written:
 * len(indices) == values.shape[0] ("Expected len(indices) ==
 * values.shape[0], but saw: <n> vs. <rows>"), the array is open, and on a
 * non-resizeable array the largest index (`maxIndex`, -1 for no indices) is
 * below the size ("Max scatter index must be < array size (<max> vs.
 * <size>)"). Negative indices are left to the writes. */
TAGRAD_RUNTIME_EXPORT void tagradTensorArrayCheckScatter(int64_t handle,
                                                         int64_t maxIndex,
                                                         int64_t numIndices,
                                                         int64_t numRows,
                                                         const char *location);

/* TensorArraySplitV3's checks, made before any piece is written: the value
 * (of rank `valueRank`, dims `valueShape`) is at least a vector, no length
 * is negative (`minLength`, ignored when `numLengths` is 0), the lengths sum
 * to values.shape[0], the array is open, and its size equals `numLengths`
 * unless it is dynamic and smaller (it then grows). TF's texts, with the
 * numbers. */
TAGRAD_RUNTIME_EXPORT void
tagradTensorArrayCheckSplit(int64_t handle, int64_t numLengths,
                            int64_t minLength, int64_t sumLengths,
                            int64_t valueRank, const int64_t *valueShape,
                            const char *location);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* TAGRAD_RUNTIME_TENSORARRAY_H */
