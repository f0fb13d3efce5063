//===- BatchNormShapeChecks.h - Run-time batch-norm shape rules -*- C++ -*-===//
//
// The batch-norm verifiers decide their shape rules where dimensions are
// static; where one is dynamic, the lowerings (to linalg and to the GPU)
// check the rule at run time before any element is read.
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_CONVERSION_BATCHNORMSHAPECHECKS_H
#define TAGRAD_CONVERSION_BATCHNORMSHAPECHECKS_H

namespace mlir {
class OpBuilder;

namespace tagrad {
class FusedBatchNormGradOp;
class FusedBatchNormOp;

/// Emits, before `op`, a tagrad.runtime_check with TensorFlow's message (the
/// sizes in it) for each shape
/// rule the verifier left undecided: x and y_backprop of the same shape,
/// and scale, reserve_space_1 and reserve_space_2 of the channel count.
/// Without them a mismatch read past the smaller operand.
void emitRunTimeShapeChecks(OpBuilder &builder, FusedBatchNormGradOp op);

/// The same for the forward op: scale and offset, and mean and variance
/// when the op reads them (inference, or exponential_avg_factor != 1).
void emitRunTimeShapeChecks(OpBuilder &builder, FusedBatchNormOp op);

} // namespace tagrad
} // namespace mlir

#endif // TAGRAD_CONVERSION_BATCHNORMSHAPECHECKS_H
