//===- TaGradToLinalg.h - Batch norm to linalg ------------------*- C++ -*-===//
//
// Patterns behind -convert-tagrad-to-linalg, for pipelines that embed them.
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_CONVERSION_TAGRADTOLINALG_TAGRADTOLINALG_H
#define TAGRAD_CONVERSION_TAGRADTOLINALG_TAGRADTOLINALG_H

namespace mlir {
class RewritePatternSet;

namespace tagrad {

/// Rewrites tagrad.fused_batch_norm_grad and tagrad.fused_batch_norm into
/// linalg generics on tensors, each stamped with its
/// #tagrad.batch_norm_schedule (the pass has no options).
void populateTaGradToLinalgPatterns(RewritePatternSet &patterns);

} // namespace tagrad
} // namespace mlir

#endif // TAGRAD_CONVERSION_TAGRADTOLINALG_TAGRADTOLINALG_H
