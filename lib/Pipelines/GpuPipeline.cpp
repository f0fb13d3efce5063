//===- GpuPipeline.cpp - --tagrad-gpu-pipeline -----------------*- C++ -*-===//
//
// Batch norm to gpu kernels (-convert-tagrad-to-gpu), bufferization of the
// host code around them, kernel outlining, the kernels' math in its NVVM
// form (-tagrad-gpu-lower-math-to-nvvm), then upstream's NVVM pipeline:
// nvvm-attach-target, convert-gpu-to-nvvm, gpu-to-llvm (mgpu* calls, which
// libtagrad_runtime.so implements) and gpu-module-to-binary.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Pipelines/Pipelines.h"

#include "TaGrad/Codegen/CPU/Passes.h"
#include "TaGrad/Codegen/GPU/Passes.h"
#include "TaGrad/Conversion/Passes.h"

#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/GPU/Pipelines/Passes.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::tagrad;

/// The PTX ISA version a chip needs: LLVM's default (6.0) is too old for
/// anything after Volta and fails with "PTX version 6.0 does not support
/// target 'sm_90'".
static std::string ptxFeaturesFor(StringRef chip) {
  unsigned version = 0;
  StringRef digits = chip;
  if (!digits.consume_front("sm_"))
    return "+ptx60";
  digits = digits.take_while([](char c) { return llvm::isDigit(c); });
  if (digits.getAsInteger(10, version))
    return "+ptx60";
  if (version >= 100)
    return "+ptx86";
  if (version >= 90)
    return "+ptx80";
  if (version >= 89)
    return "+ptx78";
  if (version >= 86)
    return "+ptx71";
  if (version >= 80)
    return "+ptx70";
  if (version >= 75)
    return "+ptx63";
  return "+ptx60";
}

void mlir::tagrad::buildGpuPipeline(OpPassManager &pm,
                                    const GpuPipelineOptions &options) {
  // The same input contract as --tagrad-cpu-pipeline's.
  pm.addPass(createTaGradVerifyPipelineInput());
  pm.addPass(createConvertTaGradToGPU());
  // The batch-norm shape checks the conversion above emits.
  pm.addPass(createTaGradLowerRuntimeChecks());
  pm.addPass(createCanonicalizerPass());

  // The kernels index their buffers densely, so function boundaries keep
  // identity layouts (a strided layout would force a copy at to_buffer).
  bufferization::OneShotBufferizePassOptions bufferizeOptions;
  bufferizeOptions.bufferizeFunctionBoundaries = true;
  bufferizeOptions.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferizeOptions));
  // No buffer-deallocation-pipeline: MLIR 22's ownership-based deallocation
  // rejects host functions holding gpu.wait / gpu.launch_func ("ops with
  // unknown memory side effects"). Host buffers the program allocates are
  // therefore not freed (see docs/GPU.md); device temporaries are, by the
  // lowering itself.
  pm.addPass(createCanonicalizerPass());
  // Host code around the kernels (tensor.generate, fills, copies) is linalg
  // after bufferization; upstream's NVVM pipeline expects loops. Host
  // reductions sum pairwise, as on the CPU (docs/Numerics.md).
  pm.addPass(createTaGradLowerPairwiseReductions());
  pm.addPass(createConvertLinalgToLoopsPass());
  // The CPU pipeline's workaround too: -expand-strided-metadata (in the NVVM
  // pipeline) crashes on expand_shapes with several dynamic sizes in a group.
  pm.addPass(createTaGradLowerDynamicExpandShape());

  // The kernels are target-neutral; their math gets its NVVM form (no
  // libdevice) in the outlined gpu.modules before upstream's NVVM pipeline
  // converts them (its own outlining then finds nothing left to outline).
  pm.addPass(createGpuKernelOutliningPass());
  pm.addNestedPass<gpu::GPUModuleOp>(createTaGradGpuLowerMathToNVVM());

  gpu::GPUToNVVMPipelineOptions nvvmOptions;
  nvvmOptions.cubinChip = options.chip;
  nvvmOptions.cubinFeatures = ptxFeaturesFor(options.chip);
  nvvmOptions.cubinFormat = stringifyGpuBinaryFormat(options.format).str();
  nvvmOptions.optLevel = 3;
  gpu::buildLowerToNVVMPassPipeline(pm, nvvmOptions);
}
