/* The per-call time of a function compiled and called through TaGrad's C
 * API (TaGrad-c/Runner.h), as the Python package calls it, without Python:
 * the baseline of run.py's Python column.
 *
 *   overhead SOURCE mlir|graphdef REPETITIONS [INPUTS OUTPUTS CONTROL]
 *
 * The arguments are filled from the signature (floats 0.5, integers 0, a
 * dynamic dimension 1). Prints "median_ns_per_call: N" over REPETITIONS
 * calls after one warm-up: tagradCompiledFunctionCall (the argument checks
 * and copies, the compiled call, the results' copies) and
 * tagradResultsDestroy. */

#include "TaGrad-c/Runner.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int64_t nowNs(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

static int compareTimes(const void *a, const void *b) {
  int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
  return (x > y) - (x < y);
}

static size_t elementSize(TagradDType dtype) {
  switch (dtype) {
  case TAGRAD_DTYPE_F16:
  case TAGRAD_DTYPE_BF16:
  case TAGRAD_DTYPE_I16:
  case TAGRAD_DTYPE_U16:
    return 2;
  case TAGRAD_DTYPE_F32:
  case TAGRAD_DTYPE_I32:
  case TAGRAD_DTYPE_U32:
    return 4;
  case TAGRAD_DTYPE_I1:
  case TAGRAD_DTYPE_I8:
  case TAGRAD_DTYPE_U8:
    return 1;
  default:
    return 8;
  }
}

static void fail(TagradRunError error) {
  fprintf(stderr, "overhead: %s %s\n", tagradRunErrorMessage(error),
          tagradRunErrorLocation(error));
  tagradRunErrorDestroy(error);
  exit(1);
}

static char *readFile(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    perror(path);
    exit(2);
  }
  fseek(f, 0, SEEK_END);
  *size = (size_t)ftell(f);
  fseek(f, 0, SEEK_SET);
  char *data = malloc(*size ? *size : 1);
  if (fread(data, 1, *size, f) != *size)
    exit(2);
  fclose(f);
  return data;
}

int main(int argc, char **argv) {
  if (argc < 4) {
    fprintf(stderr, "usage: overhead SOURCE mlir|graphdef REPETITIONS "
                    "[INPUTS OUTPUTS CONTROL]\n");
    return 2;
  }
  size_t size;
  char *source = readFile(argv[1], &size);
  TagradCompileOptions options = {0};
  options.sourceKind = strcmp(argv[2], "graphdef") == 0 ? TAGRAD_SOURCE_GRAPHDEF
                                                        : TAGRAD_SOURCE_MLIR;
  options.sourceName = argv[1];
  options.pipelineOptions = "threads=1";
  if (argc >= 7) {
    options.inputArrays = argv[4];
    options.outputArrays = argv[5];
    options.controlOutputArrays = argv[6];
  }
  int repetitions = atoi(argv[3]);
  if (repetitions < 1)
    repetitions = 1;

  TagradCompiledFunction function;
  TagradRunError error = tagradCompile(source, size, &options, &function);
  free(source);
  if (error)
    fail(error);

  size_t count = tagradCompiledFunctionNumArguments(function);
  TagradTensor *arguments = calloc(count ? count : 1, sizeof(TagradTensor));
  int64_t **shapes = calloc(count ? count : 1, sizeof(int64_t *));
  void **buffers = calloc(count ? count : 1, sizeof(void *));
  for (size_t i = 0; i < count; ++i) {
    TagradSlotInfo slot;
    tagradCompiledFunctionGetArgument(function, i, &slot);
    shapes[i] = calloc(slot.rank ? slot.rank : 1, sizeof(int64_t));
    size_t elements = 1;
    for (int64_t d = 0; d < slot.rank; ++d) {
      shapes[i][d] = slot.shape[d] < 0 ? 1 : slot.shape[d];
      elements *= (size_t)shapes[i][d];
    }
    buffers[i] = calloc(elements ? elements : 1, elementSize(slot.dtype));
    for (size_t e = 0; e < elements; ++e) {
      if (slot.dtype == TAGRAD_DTYPE_F32)
        ((float *)buffers[i])[e] = 0.5f;
      else if (slot.dtype == TAGRAD_DTYPE_F64)
        ((double *)buffers[i])[e] = 0.5;
    }
    arguments[i] = (TagradTensor){slot.dtype, slot.rank, shapes[i], buffers[i]};
  }

  int64_t *times = malloc(sizeof(int64_t) * (size_t)repetitions);
  for (int r = -1; r < repetitions; ++r) {
    TagradResults results;
    int64_t begin = nowNs();
    error = tagradCompiledFunctionCall(function, arguments, count, &results);
    if (error)
      fail(error);
    tagradResultsDestroy(results);
    if (r >= 0)
      times[r] = nowNs() - begin;
  }
  qsort(times, (size_t)repetitions, sizeof(int64_t), compareTimes);
  printf("median_ns_per_call: %lld\n", (long long)times[repetitions / 2]);

  for (size_t i = 0; i < count; ++i) {
    free(shapes[i]);
    free(buffers[i]);
  }
  free(shapes);
  free(buffers);
  free(arguments);
  free(times);
  tagradCompiledFunctionDestroy(function);
  return 0;
}
