//===- BatchNormShapeChecks.cpp - Run-time batch-norm shape rules ---------===//
//
// TensorFlow's FusedBatchNorm(Grad) shape errors (TF_SEMANTICS.md 7.6), as
// cf.assert where a dimension is only known at run time. cf.assert takes a
// fixed message: the sizes are not in it, the op and its location are.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Conversion/BatchNormShapeChecks.h"
#include "TaGrad/Conversion/TaGradToRuntime/TaGradToRuntime.h"
#include "TaGrad/Dialect/TaGrad/IR/TaGradOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlir::tagrad;

/// " (<op> at <location>)": where the failing op came from, as the
/// TensorArray checks name it (a file position, or a TensorFlow node name).
static std::string where(Operation *op) {
  std::string location = runtimeLocationString(op->getLoc());
  return (" (" + op->getName().getStringRef() +
          (location.empty() ? "" : " at " + location) + ")")
      .str();
}

/// Asserts dimension `lhsDim` of `lhs` equals dimension `rhsDim` of `rhs`
/// unless both are static (the verifier has then decided it).
static void assertSameDim(OpBuilder &b, Location loc, Value lhs,
                          int64_t lhsDim, Value rhs, int64_t rhsDim,
                          const std::string &message) {
  auto lhsType = cast<RankedTensorType>(lhs.getType());
  auto rhsType = cast<RankedTensorType>(rhs.getType());
  if (!lhsType.isDynamicDim(lhsDim) && !rhsType.isDynamicDim(rhsDim))
    return;
  Value lhsSize = b.createOrFold<tensor::DimOp>(loc, lhs, lhsDim);
  Value rhsSize = b.createOrFold<tensor::DimOp>(loc, rhs, rhsDim);
  Value same = b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq,
                                             lhsSize, rhsSize);
  cf::AssertOp::create(b, loc, same, message);
}

static void assertChannels(OpBuilder &b, Operation *op, Value x,
                           int64_t channelDim, StringRef name, Value stat,
                           StringRef prefix = "") {
  assertSameDim(b, op->getLoc(), stat, 0, x, channelDim,
                (prefix + name +
                 " must have the same number of elements as the channels "
                 "of x" +
                 where(op))
                    .str());
}

void mlir::tagrad::emitRunTimeShapeChecks(OpBuilder &b,
                                          FusedBatchNormGradOp op) {
  Location loc = op.getLoc();
  Value x = op.getX(), dy = op.getYBackprop();
  for (int64_t dim = 0, rank = op.getX().getType().getRank(); dim < rank;
       ++dim)
    assertSameDim(b, loc, x, dim, dy, dim,
                  "x and y_backprop must have same shape" + where(op));
  int64_t channelDim = getChannelDim(op.getDataFormat());
  assertChannels(b, op, x, channelDim, "scale", op.getScale());
  assertChannels(b, op, x, channelDim, "reserve_space_1",
                 op.getReserveSpace_1());
  assertChannels(b, op, x, channelDim, "reserve_space_2",
                 op.getReserveSpace_2());
}

void mlir::tagrad::emitRunTimeShapeChecks(OpBuilder &b, FusedBatchNormOp op) {
  Value x = op.getX();
  int64_t channelDim = getChannelDim(op.getDataFormat());
  assertChannels(b, op, x, channelDim, "scale", op.getScale());
  assertChannels(b, op, x, channelDim, "offset", op.getOffset());
  if (!op.readsStatistics())
    return;
  StringRef prefix = op.getIsTraining() ? "When exponential_avg_factor != 1, "
                                        : "When is_training=false, ";
  assertChannels(b, op, x, channelDim, "mean", op.getMean(), prefix);
  assertChannels(b, op, x, channelDim, "variance", op.getVariance(), prefix);
}
