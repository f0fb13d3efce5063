//===- TaGradToGPU.h - Batch norm to GPU kernels ----------------*- C++ -*-===//
//
// Patterns behind -convert-tagrad-to-gpu, for pipelines that embed them.
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_CONVERSION_TAGRADTOGPU_TAGRADTOGPU_H
#define TAGRAD_CONVERSION_TAGRADTOGPU_TAGRADTOGPU_H

namespace mlir {
class RewritePatternSet;

namespace tagrad {

/// Launch geometry and memory model of the generated kernels; the fields
/// mirror the options of -convert-tagrad-to-gpu.
struct TaGradToGPUOptions {
  /// Threads per block: a multiple of 32, at most 1024.
  unsigned blockSize = 256;
  /// Target number of blocks per sweep.
  unsigned gridBlocks = 1024;
  /// The op's tensors live in device memory (no host copies).
  bool deviceResident = false;
};

/// Rewrites tagrad.fused_batch_norm_grad and tagrad.fused_batch_norm on
/// ranked tensors into gpu.launch kernels plus the host code around them.
void populateTaGradToGPUPatterns(RewritePatternSet &patterns,
                                 const TaGradToGPUOptions &options);

} // namespace tagrad
} // namespace mlir

#endif // TAGRAD_CONVERSION_TAGRADTOGPU_TAGRADTOGPU_H
