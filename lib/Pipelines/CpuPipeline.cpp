//===- CpuPipeline.cpp - --tagrad-cpu-pipeline -----------------*- C++ -*-===//

#include "TaGrad/Pipelines/Pipelines.h"

#include "TaGrad/Conversion/Passes.h"
#include "TaGrad/Dialect/TaGrad/Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace mlir::tagrad;

void mlir::tagrad::buildCpuPipeline(OpPassManager &pm,
                                    const CpuPipelineOptions &options) {
  buildResolveGradientsPipeline(pm);
  TaGradDecomposeTensorArraysOptions decomposeOptions;
  decomposeOptions.checks = options.checks;
  pm.addPass(createTaGradDecomposeTensorArrays(decomposeOptions));
  pm.addPass(createConvertTaGradToRuntime());
  pm.addPass(createConvertTaGradToLinalg());
  pm.addPass(createCanonicalizerPass());

  bufferization::OneShotBufferizePassOptions bufferizeOptions;
  bufferizeOptions.bufferizeFunctionBoundaries = true;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferizeOptions));
  bufferization::BufferDeallocationPipelineOptions deallocOptions;
  bufferization::buildBufferDeallocationPipeline(pm, deallocOptions);

  pm.addPass(createConvertLinalgToLoopsPass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createConvertVectorToLLVMPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(createCanonicalizerPass());
}

