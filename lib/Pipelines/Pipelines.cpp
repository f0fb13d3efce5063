//===- Pipelines.cpp - TaGrad pipeline registration ------------*- C++ -*-===//

#include "TaGrad/Pipelines/Pipelines.h"

#include "TaGrad/Conversion/Passes.h"
#include "TaGrad/Dialect/TaGrad/Transforms/Passes.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;
using namespace mlir::tagrad;

void mlir::tagrad::buildResolveGradientsPipeline(OpPassManager &pm) {
  pm.addPass(createTaGradInferGradSource());
  pm.addPass(createTaGradVerifyFlow());
  pm.addPass(createTaGradResolveAccumulators());
}

void mlir::tagrad::buildTFFrontEndPipeline(OpPassManager &pm) {
  // A no-op on functions without tf_executor graphs (convert_saved_model's
  // functional form).
  pm.addNestedPass<func::FuncOp>(createTaGradFunctionalizeTFControlFlow());
  pm.addPass(createTaGradTFInlineCalls());
  pm.addPass(createTaGradTFLiftVariables());
  pm.addPass(createTaGradLegalizeTF());
}

void mlir::tagrad::registerTaGradPipelines() {
  PassPipelineRegistration<>(
      "tagrad-tf-frontend",
      "TensorFlow's importer output to tagrad and upstream dialects: "
      "functionalize control flow, inline calls, lift variables, legalize",
      buildTFFrontEndPipeline);
  PassPipelineRegistration<>(
      "tagrad-resolve-gradients",
      "Infer grad sources, verify flow ordering and resolve gradient "
      "accumulators",
      buildResolveGradientsPipeline);
  PassPipelineRegistration<CpuPipelineOptions>(
      "tagrad-cpu-pipeline",
      "Lower TaGrad and upstream tensor/linalg code to the LLVM dialect, "
      "runnable with mlir-runner and libtagrad_runtime.so",
      buildCpuPipeline);
  PassPipelineRegistration<GpuPipelineOptions>(
      "tagrad-gpu-pipeline",
      "Lower batch norm to GPU kernels, NVVM and PTX/cubin; host code to "
      "LLVM calling the mgpu* runtime",
      buildGpuPipeline);
}
