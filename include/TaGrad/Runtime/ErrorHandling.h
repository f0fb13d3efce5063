/*===- ErrorHandling.h - TaGrad runtime error entry point ---------*- C -*-===*\
|*                                                                            *|
|* Every failed run-time check, made by the runtime library or inlined by     *|
|* the compiler into generated code, ends in tagradRuntimeError. By default   *|
|* it prints the message to stderr and exits with status 1; an embedding      *|
|* application can install its own handler instead.                           *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef TAGRAD_RUNTIME_ERRORHANDLING_H
#define TAGRAD_RUNTIME_ERRORHANDLING_H

#include <stdint.h>

/* The runtime builds with -fvisibility=hidden; only the C ABI is exported. */
#ifndef TAGRAD_RUNTIME_EXPORT
#define TAGRAD_RUNTIME_EXPORT __attribute__((visibility("default")))
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* Called with the full message (no "tagrad runtime error: " prefix, no
 * trailing newline). When a handler is installed, the failing runtime call
 * returns a documented sentinel after the handler returns. */
typedef void (*TagradErrorHandler)(const char *message, void *userData);

/* Installs `handler` (with `userData`) for all threads; null restores the
 * default (print to stderr, exit(1)). */
TAGRAD_RUNTIME_EXPORT void tagradSetErrorHandler(TagradErrorHandler handler,
                                                 void *userData);

/* The single error entry point. Default: prints
 * "tagrad runtime error: <message>\n" to stderr, flushes, calls exit(1).
 * With a handler installed: calls it and returns. */
TAGRAD_RUNTIME_EXPORT void tagradRuntimeError(const char *message);

/* TensorArray rules checked by the runtime or by checks the compiler inlines.
 * The numeric values are part of the ABI: never renumber, only append.
 * TensorArrayABI.h pairs each with its keyword and TensorFlow's message. */
typedef enum TagradTensorArrayRule {
  /* index < 0 or index >= size on a non-resizeable array (write). */
  TAGRAD_TA_RULE_WRITE_OUT_OF_RANGE = 1,
  /* index < 0 or index >= size (read of a non-gradient array). */
  TAGRAD_TA_RULE_READ_OUT_OF_RANGE = 2,
  /* Second write to an index of a non-aggregating array. */
  TAGRAD_TA_RULE_DOUBLE_WRITE = 3,
  /* Write to an index that has already been read. */
  TAGRAD_TA_RULE_WRITE_AFTER_READ = 4,
  /* Second read of an element cleared by clear_after_read. */
  TAGRAD_TA_RULE_READ_AFTER_CLEAR = 5,
  /* Any use of a closed array. */
  TAGRAD_TA_RULE_USE_AFTER_CLOSE = 6,
  /* Write past a size locked by a gradient (same TF text as rule 1). */
  TAGRAD_TA_RULE_WRITE_BEYOND_LOCKED_SIZE = 7,
  /* Negative write index (same TF text as rule 1). */
  TAGRAD_TA_RULE_NEGATIVE_WRITE_INDEX = 8,
  /* Negative read index (same TF text as rule 2). */
  TAGRAD_TA_RULE_NEGATIVE_READ_INDEX = 9,
  /* Creation with a negative size (`size` is the requested size). */
  TAGRAD_TA_RULE_NEGATIVE_SIZE = 10,
  /* Gradient requested of a gradient array. */
  TAGRAD_TA_RULE_GRAD_OF_GRAD = 11,
  /* A value that does not have the element shape. Its message needs both
   * shapes: reported through tagradReportTensorArrayShapeError. */
  TAGRAD_TA_RULE_INCOMPATIBLE_SHAPE = 12
} TagradTensorArrayRule;

/* Formats TensorFlow's message for `rule` about array `arrayName` (index and
 * size are used where the message has them) and calls tagradRuntimeError.
 * A non-empty `location` is appended as " (at <location>)". Returns only if
 * a handler is installed. */
TAGRAD_RUNTIME_EXPORT void
tagradReportTensorArrayError(int32_t rule, const char *arrayName, int64_t index,
                             int64_t size, const char *location);

/* A value of shape `valueShape[rank]` written at `index` of `arrayName`
 * does not fit the element shape `elementShape[rank]` (-1 for an unknown
 * dimension): formats TensorFlow's "Could not write to TensorArray index <i>
 * because the value shape is <s> which is incompatible with the
 * TensorArray's inferred element shape: <e> ..." and calls
 * tagradRuntimeError, with `location` as above. For checks the compiler
 * inlines where a value's shape is only known at run time. */
TAGRAD_RUNTIME_EXPORT void
tagradReportTensorArrayShapeError(const char *arrayName, int64_t index,
                                  int64_t rank, const int64_t *valueShape,
                                  const int64_t *elementShape,
                                  const char *location);

/* A failed tagrad.runtime_check (a shape, size or count from run-time data
 * that TensorFlow rejects): `format` with "{N}" replaced by values[N] and
 * "{shape}" by all `count` values as "[a,b]", and `location` as above. */
TAGRAD_RUNTIME_EXPORT void tagradReportRuntimeCheck(const char *format,
                                                    int64_t count,
                                                    const int64_t *values,
                                                    const char *location);

/* malloc / aligned_alloc for compiled code without the buffer cache
 * (buffer-cache=false): a failed allocation reports "out of memory" as the
 * cache does. Blocks are freed with free(). */
TAGRAD_RUNTIME_EXPORT void *tagradCheckedMalloc(uint64_t size);
TAGRAD_RUNTIME_EXPORT void *tagradCheckedAlignedAlloc(uint64_t alignment,
                                                      uint64_t size);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* TAGRAD_RUNTIME_ERRORHANDLING_H */
