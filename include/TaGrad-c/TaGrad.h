/*===- TaGrad-c/TaGrad.h - C API of the tagrad dialect and pipelines ------===*\
|*                                                                            *|
|* MLIR's C API conventions (mlir-c/): the dialect handle, registration of    *|
|* TaGrad's passes and pipelines, and --tagrad-cpu-pipeline in one call.      *|
|* libTaGradCAPI.so also carries MLIR's own C API (mlir-c/IR.h, Pass.h,       *|
|* RegisterEverything.h): link it alone.                                      *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef TAGRAD_C_TAGRAD_H
#define TAGRAD_C_TAGRAD_H

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* mlirGetDialectHandle__tagrad__(): insert into a registry or load. */
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(TaGrad, tagrad);

/* Registers TaGrad's passes and its pipelines (tagrad-resolve-gradients,
 * tagrad-cpu-pipeline, tagrad-gpu-pipeline) in the global registry, so that
 * mlirParsePassPipeline and mlirOpPassManagerAddPipeline accept them. */
MLIR_CAPI_EXPORTED void mlirTaGradRegisterPasses(void);

/* Runs --tagrad-cpu-pipeline on `module` (to the LLVM dialect). `options`
 * is the pipeline's option string ("checks=none threads=1"), or empty.
 * Errors, bad options included, are reported through the context's
 * diagnostic handlers; the result says whether it succeeded. The IR is
 * verified where the pipeline's stages meet (-tagrad-verify-ir), not after
 * every pass; for that, run the pipeline through mlirPassManagerRunOnOp. */
MLIR_CAPI_EXPORTED MlirLogicalResult
mlirTaGradRunCpuPipeline(MlirModule module, MlirStringRef options);

#ifdef __cplusplus
}
#endif

#endif /* TAGRAD_C_TAGRAD_H */
