/* A C program on the installed compile-and-call API (TaGrad-c/Runner.h):
 * compiles a function with a TensorArray written in a loop and read at an
 * index the caller gives, calls it, and calls it again with the index out
 * of range: TensorFlow's error comes back as a value (the process goes on),
 * then a call with a wrong shape gives tagrad-run's message. Everything it
 * gets is destroyed. */

#include "TaGrad-c/Runner.h"

#include <stdio.h>
#include <string.h>

static const char *kProgram =
    "func.func @pick(%v: tensor<2xf32>, %at: index) -> tensor<2xf32> {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %c1 = arith.constant 1 : index\n"
    "  %c4 = arith.constant 4 : index\n"
    "  %ta, %f0 = tagrad.tensor_array %c4 {tensor_array_name = \"xs\"}\n"
    "      : !tagrad.tensor_array<tensor<2xf32>>\n"
    "  %f = scf.for %i = %c0 to %c4 step %c1 iter_args(%fi = %f0) -> (f32) {\n"
    "    %w = tagrad.tensor_array.write %ta[%i], %v, %fi\n"
    "        : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>\n"
    "    scf.yield %w : f32\n"
    "  }\n"
    "  %r = tagrad.tensor_array.read %ta[%at], %f\n"
    "      : !tagrad.tensor_array<tensor<2xf32>>\n"
    "  return %r : tensor<2xf32>\n"
    "}\n";

static int call(TagradCompiledFunction function, int64_t at, int64_t size) {
  float values[2] = {1.5f, 2.5f};
  int64_t shape[1] = {size};
  TagradTensor arguments[2] = {{TAGRAD_DTYPE_F32, 1, shape, values},
                               {TAGRAD_DTYPE_I64, 0, NULL, &at}};
  TagradResults results;
  TagradRunError error =
      tagradCompiledFunctionCall(function, arguments, 2, &results);
  if (error) {
    printf("error %d: %s @ %s\n", (int)tagradRunErrorKind(error),
           tagradRunErrorMessage(error), tagradRunErrorLocation(error));
    tagradRunErrorDestroy(error);
    return 1;
  }
  TagradTensor result;
  tagradResultsGet(results, 0, &result);
  const float *data = (const float *)result.data;
  printf("result: %lldxf32 %g %g\n", (long long)result.shape[0], data[0],
         data[1]);
  tagradResultsDestroy(results);
  return 0;
}

int main(void) {
  TagradCompileOptions options;
  memset(&options, 0, sizeof(options));
  options.sourceKind = TAGRAD_SOURCE_MLIR;
  options.sourceName = "pick.mlir";
  options.pipelineOptions = "threads=1";
  TagradCompiledFunction function;
  TagradRunError error =
      tagradCompile(kProgram, strlen(kProgram), &options, &function);
  if (error) {
    printf("compile error: %s\n", tagradRunErrorMessage(error));
    tagradRunErrorDestroy(error);
    return 1;
  }
  TagradSlotInfo slot;
  tagradCompiledFunctionGetArgument(function, 1, &slot);
  printf("@%s(%zu arguments), argument 1: %s\n",
         tagradCompiledFunctionName(function),
         tagradCompiledFunctionNumArguments(function), slot.typeString);
  int failed = call(function, 3, 2);
  failed |= !call(function, 4, 2); /* out of range: must fail */
  failed |= !call(function, 0, 3); /* wrong shape: must fail */
  failed |= call(function, 0, 2);  /* and the function still works */
  tagradCompiledFunctionDestroy(function);
  return failed;
}
