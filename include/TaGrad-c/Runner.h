/*===- TaGrad-c/Runner.h - Compile a function once, call it many times ----===*\
|*                                                                            *|
|* What tagrad-run does, as a library (libTaGradCAPI.so) for embedders such   *|
|* as the Python package: compile a module (TaGrad or TensorFlow MLIR, text   *|
|* or bytecode, or a GraphDef, binary or text) with --tagrad-cpu-pipeline,    *|
|* read the signature of one function, and call it on caller-owned buffers.   *|
|*                                                                            *|
|* A TensorFlow rule that fails at run time does not end the process: the     *|
|* call returns an error with TensorFlow's message and the op's location.     *|
|* For that the runtime's error handler (tagradSetErrorHandler) is installed  *|
|* while a call runs, so calls are serialized process-wide; compiled code     *|
|* still uses its own threads (the pipeline's `threads` option).              *|
|*                                                                            *|
|* Ownership: every object this API returns is the caller's, and is released  *|
|* by its destroy function (null is ignored by each of them).                 *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef TAGRAD_C_RUNNER_H
#define TAGRAD_C_RUNNER_H

#include "mlir-c/Support.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct TagradCompiledFunctionImpl *TagradCompiledFunction;
typedef struct TagradResultsImpl *TagradResults;
typedef struct TagradRunErrorImpl *TagradRunError;

/* Element types, in tagrad-run's spelling (index arguments take i64; i1 is
 * one byte per element). The values are ABI: append only. */
typedef enum TagradDType {
  TAGRAD_DTYPE_F16 = 0,
  TAGRAD_DTYPE_BF16 = 1,
  TAGRAD_DTYPE_F32 = 2,
  TAGRAD_DTYPE_F64 = 3,
  TAGRAD_DTYPE_I1 = 4,
  TAGRAD_DTYPE_I32 = 5,
  TAGRAD_DTYPE_I64 = 6,
  TAGRAD_DTYPE_I8 = 7,
  TAGRAD_DTYPE_I16 = 8,
  /* TensorFlow's unsigned integers (uint8 to uint64): an argument or result
   * marked tagrad.unsigned (signless in compiled code). An unsigned value
   * may also be given for a signless argument of its width. */
  TAGRAD_DTYPE_U8 = 9,
  TAGRAD_DTYPE_U16 = 10,
  TAGRAD_DTYPE_U32 = 11,
  TAGRAD_DTYPE_U64 = 12,
} TagradDType;

typedef enum TagradRunErrorKind {
  /* The module does not parse, legalize or compile (the diagnostics), or
   * the function or the pipeline options are not usable. */
  TAGRAD_ERROR_COMPILE = 1,
  /* Bad arguments: count, dtype or shape (tagrad-run's exit status 2). */
  TAGRAD_ERROR_BAD_ARGUMENT = 2,
  /* A TensorFlow rule failed at run time (the runtime's message). */
  TAGRAD_ERROR_TENSORFLOW = 3,
} TagradRunErrorKind;

typedef enum TagradSourceKind {
  TAGRAD_SOURCE_MLIR = 0,     /* TaGrad or TensorFlow MLIR, text or bytecode */
  TAGRAD_SOURCE_GRAPHDEF = 1, /* a GraphDef, binary or text */
} TagradSourceKind;

/* Null or empty strings are "not given". */
typedef struct TagradCompileOptions {
  TagradSourceKind sourceKind;
  /* Names the source in diagnostics (a path, "<bytes>"). For a GraphDef,
   * ".pb" at its end makes the binary form the first one tried. */
  const char *sourceName;
  /* Empty: @main, or the module's only public function. */
  const char *functionName;
  /* --tagrad-cpu-pipeline's options, e.g. "threads=1 checks=none". */
  const char *pipelineOptions;
  /* GraphDef only: tagrad-translate's -tf-input-arrays, -tf-input-data-types,
   * -tf-input-shapes ("2,3:3,4"; null means the flag is not given),
   * -tf-output-arrays and -tf-control-output-arrays, as their strings. */
  const char *inputArrays;
  const char *inputDataTypes;
  const char *inputShapes;
  const char *outputArrays;
  const char *controlOutputArrays;
} TagradCompileOptions;

/* Compiles `size` bytes at `source`. On success returns null and sets
 * `*function`; otherwise returns the error (kind TAGRAD_ERROR_COMPILE, its
 * message the diagnostics) and sets `*function` to null. */
MLIR_CAPI_EXPORTED TagradRunError tagradCompile(
    const void *source, size_t size, const TagradCompileOptions *options,
    TagradCompiledFunction *function);
MLIR_CAPI_EXPORTED void
tagradCompiledFunctionDestroy(TagradCompiledFunction function);

/* One argument or result of the signature. The pointers stay valid while
 * the compiled function lives. */
typedef struct TagradSlotInfo {
  TagradDType dtype;
  /* A result of unknown rank (tensor<*x...>): its shape comes with it. */
  int32_t unranked;
  int64_t rank;         /* 0 for a scalar or a 0-d tensor */
  const int64_t *shape; /* rank sizes, -1 where dynamic */
  /* The resource variable's shared_name (attribute tagrad.variable), or
   * null. */
  const char *variable;
  /* "2x?xf32", as tagrad-run's messages spell it. */
  const char *typeString;
} TagradSlotInfo;

MLIR_CAPI_EXPORTED const char *
tagradCompiledFunctionName(TagradCompiledFunction function);
/* The warnings compiling the function emitted (MLIR's diagnostics, one per
 * line: "loc: warning: ..."), "" when there were none. */
MLIR_CAPI_EXPORTED const char *
tagradCompiledFunctionWarnings(TagradCompiledFunction function);
MLIR_CAPI_EXPORTED size_t
tagradCompiledFunctionNumArguments(TagradCompiledFunction function);
MLIR_CAPI_EXPORTED size_t
tagradCompiledFunctionNumResults(TagradCompiledFunction function);
/* False when `index` is out of range. */
MLIR_CAPI_EXPORTED bool
tagradCompiledFunctionGetArgument(TagradCompiledFunction function, size_t index,
                                  TagradSlotInfo *info);
MLIR_CAPI_EXPORTED bool
tagradCompiledFunctionGetResult(TagradCompiledFunction function, size_t index,
                                TagradSlotInfo *info);

/* A dense row-major tensor (a scalar: rank 0). */
typedef struct TagradTensor {
  TagradDType dtype;
  int64_t rank;
  const int64_t *shape;
  /* Product(shape) elements of the dtype's size. */
  const void *data;
} TagradTensor;

/* Calls the function on `arguments` (the caller's buffers, read and not
 * kept: the compiled code gets its own copy, which it may write). Count,
 * dtypes and shapes are checked first, with tagrad-run's messages. On
 * success returns null and sets `*results`; otherwise returns the error
 * and sets `*results` to null. */
MLIR_CAPI_EXPORTED TagradRunError tagradCompiledFunctionCall(
    TagradCompiledFunction function, const TagradTensor *arguments,
    size_t numArguments, TagradResults *results);

MLIR_CAPI_EXPORTED size_t tagradResultsSize(TagradResults results);
/* Result `index`; its shape and data stay valid until tagradResultsDestroy.
 * False when `index` is out of range. */
MLIR_CAPI_EXPORTED bool tagradResultsGet(TagradResults results, size_t index,
                                         TagradTensor *tensor);
MLIR_CAPI_EXPORTED void tagradResultsDestroy(TagradResults results);

MLIR_CAPI_EXPORTED TagradRunErrorKind tagradRunErrorKind(TagradRunError error);
/* The message: the diagnostics, the argument check's text, or TensorFlow's
 * message without the location. */
MLIR_CAPI_EXPORTED const char *tagradRunErrorMessage(TagradRunError error);
/* The failing op's location ("model.mlir:12:29", a node name), or "". */
MLIR_CAPI_EXPORTED const char *tagradRunErrorLocation(TagradRunError error);
MLIR_CAPI_EXPORTED void tagradRunErrorDestroy(TagradRunError error);

#ifdef __cplusplus
}
#endif

#endif /* TAGRAD_C_RUNNER_H */
