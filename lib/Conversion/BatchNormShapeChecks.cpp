//===- BatchNormShapeChecks.cpp - Run-time batch-norm shape rules ---------===//
//
// TensorFlow's FusedBatchNorm(Grad) shape errors (TF_SEMANTICS.md 7.6), as
// tagrad.runtime_check where a dimension is only known at run time: the
// message has the sizes, the report the op's location.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Conversion/BatchNormShapeChecks.h"
#include "TaGrad/Dialect/TaGrad/IR/TaGradOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlir::tagrad;

/// A dimension as i64, for the check's message.
static Value dimAsI64(OpBuilder &b, Location loc, Value tensor, int64_t dim) {
  Value size = b.createOrFold<tensor::DimOp>(loc, tensor, dim);
  return b.createOrFold<arith::IndexCastOp>(loc, b.getI64Type(), size);
}

/// Whether dimension `lhsDim` of `lhs` differs from dimension `rhsDim` of
/// `rhs` (an i1), or null when both are static (the verifier decided it).
static Value dimsDiffer(OpBuilder &b, Location loc, Value lhs, int64_t lhsDim,
                        Value rhs, int64_t rhsDim) {
  auto lhsType = cast<RankedTensorType>(lhs.getType());
  auto rhsType = cast<RankedTensorType>(rhs.getType());
  if (!lhsType.isDynamicDim(lhsDim) && !rhsType.isDynamicDim(rhsDim))
    return Value();
  return b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::ne,
                                       dimAsI64(b, loc, lhs, lhsDim),
                                       dimAsI64(b, loc, rhs, rhsDim));
}

static void checkChannels(OpBuilder &b, Operation *op, Value x,
                          int64_t channelDim, StringRef name, Value stat,
                          StringRef prefix = "") {
  Location loc = op->getLoc();
  Value differ = dimsDiffer(b, loc, stat, 0, x, channelDim);
  if (!differ)
    return;
  RuntimeCheckOp::create(
      b, loc, differ,
      (prefix + name +
       " must have the same number of elements as the channels of x, got {0} "
       "and {1}")
          .str(),
      ValueRange{dimAsI64(b, loc, stat, 0), dimAsI64(b, loc, x, channelDim)});
}

void mlir::tagrad::emitRunTimeShapeChecks(OpBuilder &b,
                                          FusedBatchNormGradOp op) {
  Location loc = op.getLoc();
  Value x = op.getX(), dy = op.getYBackprop();
  int64_t rank = cast<RankedTensorType>(x.getType()).getRank();
  Value anyDiffer;
  for (int64_t dim = 0; dim < rank; ++dim)
    if (Value differ = dimsDiffer(b, loc, x, dim, dy, dim))
      anyDiffer = anyDiffer
                      ? b.createOrFold<arith::OrIOp>(loc, anyDiffer, differ)
                      : differ;
  if (anyDiffer) {
    // TensorFlow prints both shapes: {0}..{rank-1} are x's dimensions,
    // {rank}..{2 rank - 1} y_backprop's.
    std::string message = "x and y_backprop must have same shape, but x has "
                          "shape [";
    SmallVector<Value> dims;
    Value shaped[] = {x, dy};
    for (auto [i, tensor] : llvm::enumerate(shaped)) {
      if (i == 1)
        message += "] and y_backprop has shape [";
      for (int64_t dim = 0; dim < rank; ++dim) {
        message += (dim ? ",{" : "{") + std::to_string(dims.size()) + "}";
        dims.push_back(dimAsI64(b, loc, tensor, dim));
      }
    }
    message += "]";
    RuntimeCheckOp::create(b, loc, anyDiffer, message, dims);
  }
  int64_t channelDim = getChannelDim(op.getDataFormat());
  checkChannels(b, op, x, channelDim, "scale", op.getScale());
  checkChannels(b, op, x, channelDim, "reserve_space_1",
                op.getReserveSpace_1());
  checkChannels(b, op, x, channelDim, "reserve_space_2",
                op.getReserveSpace_2());
}

void mlir::tagrad::emitRunTimeShapeChecks(OpBuilder &b, FusedBatchNormOp op) {
  Value x = op.getX();
  int64_t channelDim = getChannelDim(op.getDataFormat());
  checkChannels(b, op, x, channelDim, "scale", op.getScale());
  checkChannels(b, op, x, channelDim, "offset", op.getOffset());
  if (!op.readsStatistics())
    return;
  StringRef prefix = op.getIsTraining() ? "When exponential_avg_factor != 1, "
                                        : "When is_training=false, ";
  checkChannels(b, op, x, channelDim, "mean", op.getMean(), prefix);
  checkChannels(b, op, x, channelDim, "variance", op.getVariance(), prefix);
}
