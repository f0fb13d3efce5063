//===- PipelineInternal.h - passes used only inside the pipelines -*- C++
//-*-===//

#ifndef TAGRAD_LIB_PIPELINES_PIPELINEINTERNAL_H
#define TAGRAD_LIB_PIPELINES_PIPELINEINTERNAL_H

#include <memory>

namespace mlir {
class Pass;
namespace tagrad {

/// Works around an MLIR 22 crash in -expand-strided-metadata on
/// memref.expand_shape with several dynamic dimensions in one group (see
/// LowerDynamicExpandShape.cpp). Run it right before that pass.
std::unique_ptr<Pass> createLowerDynamicExpandShapePass();

/// Lowers the 0-d and rank-1 vector transfers that -convert-vector-to-scf
/// leaves (see LowerScalarTransfers.cpp). Run it right after that pass.
std::unique_ptr<Pass> createLowerScalarTransfersPass();

} // namespace tagrad
} // namespace mlir

#endif // TAGRAD_LIB_PIPELINES_PIPELINEINTERNAL_H
