#define _GNU_SOURCE /* fmemopen */
/* A C program on the installed C API (TaGrad-c/TaGrad.h, libTaGradCAPI.so):
 * registers the tagrad dialect through its handle, parses a module with a
 * TensorArray written and read in a loop, runs --tagrad-cpu-pipeline and
 * prints the result; then checks that a bad pipeline option fails with a
 * diagnostic naming it. */

#include "TaGrad-c/TaGrad.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/RegisterEverything.h"

#include <stdio.h>
#include <string.h>

static const char *kProgram =
    "func.func @main(%v: tensor<2xf32>) -> tensor<2xf32> {\n"
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
    "  %r = tagrad.tensor_array.read %ta[%c1], %f\n"
    "      : !tagrad.tensor_array<tensor<2xf32>>\n"
    "  return %r : tensor<2xf32>\n"
    "}\n";

static void printToFile(MlirStringRef text, void *file) {
  fwrite(text.data, 1, text.length, (FILE *)file);
}

static char diagnostics[4096];

static MlirLogicalResult collect(MlirDiagnostic diagnostic, void *unused) {
  (void)unused;
  size_t used = strlen(diagnostics);
  FILE *f = fmemopen(diagnostics + used, sizeof(diagnostics) - used - 1, "w");
  mlirDiagnosticPrint(diagnostic, printToFile, f);
  fclose(f);
  return mlirLogicalResultSuccess();
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__tagrad__(), registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  mlirContextLoadAllAvailableDialects(ctx);
  mlirTaGradRegisterPasses();
  mlirContextAttachDiagnosticHandler(ctx, collect, NULL, NULL);

  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(kProgram));
  if (mlirModuleIsNull(module)) {
    fprintf(stderr, "parse failed: %s\n", diagnostics);
    return 1;
  }
  if (mlirLogicalResultIsFailure(mlirTaGradRunCpuPipeline(
          module, mlirStringRefCreateFromCString("checks=all")))) {
    fprintf(stderr, "pipeline failed: %s\n", diagnostics);
    return 1;
  }
  mlirOperationPrint(mlirModuleGetOperation(module), printToFile, stdout);
  mlirModuleDestroy(module);

  MlirModule again =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(kProgram));
  if (!mlirLogicalResultIsFailure(mlirTaGradRunCpuPipeline(
          again, mlirStringRefCreateFromCString("checks=al")))) {
    fprintf(stderr, "a bad option was accepted\n");
    return 1;
  }
  printf("\n// bad option: %s\n", diagnostics);
  mlirModuleDestroy(again);
  mlirContextDestroy(ctx);
  return 0;
}
