//===- GpuPipeline.cpp - --tagrad-gpu-pipeline -----------------*- C++ -*-===//

#include "TaGrad/Pipelines/Pipelines.h"

#include "TaGrad/Conversion/Passes.h"
#include "TaGrad/Dialect/TaGrad/Transforms/Passes.h"

#include "mlir/Pass/PassManager.h"

using namespace mlir;
using namespace mlir::tagrad;

void mlir::tagrad::buildGpuPipeline(OpPassManager &pm,
                                    const GpuPipelineOptions &options) {
  (void)options;
  pm.addPass(createConvertTaGradToGPU());
}

