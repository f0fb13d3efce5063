//===- Passes.h - The pipelines' code-generation passes ---------*- C++ -*-===//
//
// The code-generation passes live in TaGrad/Codegen/CPU/Passes.h and
// TaGrad/Codegen/GPU/Passes.h (libraries TaGradCodegenCPU and
// TaGradCodegenGPU); this header keeps the name they were registered under
// when they were part of TaGradPipelines.
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_PIPELINES_PASSES_H
#define TAGRAD_PIPELINES_PASSES_H

#include "TaGrad/Codegen/CPU/Passes.h"
#include "TaGrad/Codegen/GPU/Passes.h"

namespace mlir::tagrad {

/// Registers the code-generation passes the pipelines run (-tagrad-cpu-*,
/// -tagrad-lower-*, -tagrad-gpu-*).
inline void registerTaGradPipelinesPasses() {
  registerTaGradCodegenCPUPasses();
  registerTaGradCodegenGPUPasses();
}

} // namespace mlir::tagrad

#endif // TAGRAD_PIPELINES_PASSES_H
