//===- TaGradToLinalg.cpp - fused_batch_norm(_grad) to linalg ---*- C++ -*-===//
//
// Lowers the two batch-norm ops to linalg on tensors with the schedule that
// reaches memory bandwidth (docs/CpuSchedule.md, Pass order):
//
//   grad:    one fused reduction over dy and x producing both per-channel
//            sums, sum(dy) and sum(dy * (x - mean)) (centred: no
//            cancellation for data with a large offset), a tiny per-channel
//            generic for the coefficients, then one elementwise pass.
//   forward: sum(x), then the centred sum((x - mean)^2) (never
//            E[x^2] - E[x]^2), the per-channel coefficients, then one
//            elementwise pass.
//
// The data is first collapsed, without moving anything, to a canonical form
// whose channel loop is always loop 1: [R, C] for NHWC/NDHWC (R = N*H*W or
// N*D*H*W, channels contiguous) and [N, C, S] for NCHW/NCDHW (S = H*W or
// D*H*W, each channel's run contiguous); dynamic dimensions collapse like
// static ones. Each generic carries a #tagrad.batch_norm_schedule (its form,
// stage and fusion) for the CPU pipeline's schedule.
//
// f16/bf16 data is extended to f32 inside the generics and x_backprop / y
// truncated back, so every sum accumulates in f32 (TensorFlow's
// GetSumAccumulationType).
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Conversion/TaGradToLinalg/TaGradToLinalg.h"
#include "TaGrad/Conversion/BatchNormShapeChecks.h"
#include "TaGrad/Conversion/Passes.h"
#include "TaGrad/Dialect/TaGrad/IR/TaGradOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"

#include <limits>

using namespace mlir;
using namespace mlir::tagrad;

namespace {

/// The collapsed view of a batch-norm data tensor and what is needed to
/// expand a result back to the original shape.
struct CollapsedLayout {
  /// Reassociation from the original dims to the collapsed ones.
  SmallVector<ReassociationIndices> reassociation;
  /// 2 ([R, C]) or 3 ([N, C, S]); the channel loop is loop 1 in both.
  int64_t loops;
  /// Which of the two, for the schedule attribute.
  BatchNormLoops nest;
  /// The original (joined) shape, for expand_shape.
  SmallVector<OpFoldResult> originalSizes;
  /// Number of elements per channel, as an f32 value.
  Value elementsPerChannel;
  /// Whether that number may be 0 at run time (an empty batch).
  bool mayBeEmpty;
  /// Channel count, static or dynamic, and the value for dynamic tensors.
  OpFoldResult channels;
};

/// The more static of two compatible shapes (the verifier guarantees
/// compatibility).
RankedTensorType joinTypes(RankedTensorType a, RankedTensorType b) {
  SmallVector<int64_t> shape;
  for (auto [da, db] : llvm::zip_equal(a.getShape(), b.getShape()))
    shape.push_back(ShapedType::isDynamic(da) ? db : da);
  return RankedTensorType::get(shape, a.getElementType());
}

Value castIfNeeded(OpBuilder &b, Location loc, Value value, Type type) {
  if (value.getType() == type)
    return value;
  return tensor::CastOp::create(b, loc, type, value);
}

Value f32Constant(OpBuilder &b, Location loc, double value) {
  return arith::ConstantOp::create(b, loc, b.getF32FloatAttr(value));
}

/// Extends a low-precision scalar to f32 inside a generic body.
Value toF32(OpBuilder &b, Location loc, Value value) {
  if (value.getType().isF32())
    return value;
  return arith::ExtFOp::create(b, loc, b.getF32Type(), value);
}

Value fromF32(OpBuilder &b, Location loc, Value value, Type type) {
  if (type.isF32())
    return value;
  return arith::TruncFOp::create(b, loc, type, value);
}

/// Builds the collapsed layout of `data` (already cast to the joined type).
CollapsedLayout collapseLayout(OpBuilder &b, Location loc, Value data,
                               DataFormat format) {
  CollapsedLayout result;
  int64_t rank = getDataRank(format);
  int64_t channelDim = getChannelDim(format);
  if (isChannelsLast(format)) {
    ReassociationIndices rows;
    for (int64_t d = 0; d < rank - 1; ++d)
      rows.push_back(d);
    result.reassociation = {rows, {rank - 1}};
    result.loops = 2;
    result.nest = BatchNormLoops::ChannelsLast;
  } else {
    ReassociationIndices spatial;
    for (int64_t d = 2; d < rank; ++d)
      spatial.push_back(d);
    result.reassociation = {{0}, {1}, spatial};
    result.loops = 3;
    result.nest = BatchNormLoops::ChannelsFirst;
  }
  result.originalSizes = tensor::getMixedSizes(b, loc, data);
  result.channels = result.originalSizes[channelDim];

  // M = product of every non-channel dimension, folded when static.
  int64_t staticCount = 1;
  Value dynamicCount;
  for (int64_t d = 0; d < rank; ++d) {
    if (d == channelDim)
      continue;
    OpFoldResult size = result.originalSizes[d];
    if (std::optional<int64_t> constant = getConstantIntValue(size)) {
      staticCount *= *constant;
      continue;
    }
    Value sizeValue = cast<Value>(size);
    dynamicCount = dynamicCount
                       ? arith::MulIOp::create(b, loc, dynamicCount, sizeValue)
                       : sizeValue;
  }
  Value count;
  if (!dynamicCount) {
    count = f32Constant(b, loc, static_cast<double>(staticCount));
  } else {
    if (staticCount != 1)
      dynamicCount = arith::MulIOp::create(
          b, loc, dynamicCount,
          arith::ConstantIndexOp::create(b, loc, staticCount));
    Value asInt =
        arith::IndexCastUIOp::create(b, loc, b.getI64Type(), dynamicCount);
    count = arith::UIToFPOp::create(b, loc, b.getF32Type(), asInt);
  }
  result.elementsPerChannel = count;
  result.mayBeEmpty = dynamicCount || staticCount == 0;
  return result;
}

Value collapse(OpBuilder &b, Location loc, Value data,
               const CollapsedLayout &layout) {
  return tensor::CollapseShapeOp::create(b, loc, data, layout.reassociation);
}

Value expand(OpBuilder &b, Location loc, Value collapsed, RankedTensorType type,
             const CollapsedLayout &layout) {
  return tensor::ExpandShapeOp::create(
      b, loc, type, collapsed, layout.reassociation, layout.originalSizes);
}

/// The destination of the elementwise pass: an empty tensor of the
/// original shape, collapsed, so that empty-tensor elimination can replace it
/// with a caller's buffer of the original shape.
Value collapsedEmpty(OpBuilder &b, Location loc, const CollapsedLayout &layout,
                     Type elementType) {
  Value empty =
      tensor::EmptyOp::create(b, loc, layout.originalSizes, elementType);
  return collapse(b, loc, empty, layout);
}

/// A zero-filled f32 per-channel accumulator.
Value zeroChannels(OpBuilder &b, Location loc, OpFoldResult channels) {
  Value empty = tensor::EmptyOp::create(
      b, loc, ArrayRef<OpFoldResult>{channels}, b.getF32Type());
  Value zero = f32Constant(b, loc, 0.0);
  return linalg::FillOp::create(b, loc, zero, empty).getResult(0);
}

Value emptyChannels(OpBuilder &b, Location loc, OpFoldResult channels) {
  return tensor::EmptyOp::create(b, loc, ArrayRef<OpFoldResult>{channels},
                                 b.getF32Type());
}

/// Indexing maps and iterator types shared by the generics over the
/// collapsed data: data operands use the identity map, per-channel operands
/// loop 1.
struct LoopMaps {
  AffineMap data;
  AffineMap channel;
  SmallVector<utils::IteratorType> reductionIterators;
  SmallVector<utils::IteratorType> parallelIterators;
};

LoopMaps loopMaps(MLIRContext *ctx, int64_t loops) {
  LoopMaps maps;
  maps.data = AffineMap::getMultiDimIdentityMap(loops, ctx);
  maps.channel = AffineMap::get(loops, 0, getAffineDimExpr(1, ctx));
  for (int64_t i = 0; i < loops; ++i) {
    maps.reductionIterators.push_back(i == 1 ? utils::IteratorType::parallel
                                             : utils::IteratorType::reduction);
    maps.parallelIterators.push_back(utils::IteratorType::parallel);
  }
  return maps;
}

/// A generic over the [C] statistics only: every operand uses the identity.
linalg::GenericOp
channelGeneric(OpBuilder &b, Location loc, ValueRange inputs,
               ValueRange outputs,
               function_ref<void(OpBuilder &, Location, ValueRange)> body) {
  AffineMap id = b.getMultiDimIdentityMap(1);
  SmallVector<AffineMap> maps(inputs.size() + outputs.size(), id);
  return linalg::GenericOp::create(b, loc, TypeRange(outputs), inputs, outputs,
                                   maps, {utils::IteratorType::parallel}, body);
}

/// Tells -tagrad-cpu-schedule-batch-norm what `op` is (its layout, stage
/// and whether it may be fused per channel), so that it never guesses.
void stampSchedule(linalg::GenericOp op, const CollapsedLayout &layout,
                   BatchNormStage stage,
                   BatchNormFusion fusion = BatchNormFusion::None) {
  op->setAttr(
      BatchNormScheduleAttr::getAttrName(),
      BatchNormScheduleAttr::get(op.getContext(), layout.nest, stage, fusion));
}

/// 1 / max(M, 1): an empty batch divides zero sums by one instead of
/// producing NaN.
Value safeInverseCount(OpBuilder &b, Location loc, Value count) {
  Value one = f32Constant(b, loc, 1.0);
  Value clamped = arith::MaximumFOp::create(b, loc, count, one);
  return arith::DivFOp::create(b, loc, one, clamped);
}

/// `M == 0`, for the results TensorFlow's kernels set without computing
/// when the batch is empty; folds where M is static.
Value isEmptyBatch(OpBuilder &b, Location loc, const CollapsedLayout &layout) {
  return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ,
                               layout.elementsPerChannel,
                               f32Constant(b, loc, 0.0));
}

struct FusedBatchNormGradLowering
    : public OpRewritePattern<FusedBatchNormGradOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(FusedBatchNormGradOp op,
                                PatternRewriter &rewriter) const override {
    emitRunTimeShapeChecks(rewriter, op);
    RankedTensorType xType = op.getX().getType();
    RankedTensorType dyType = op.getYBackprop().getType();

    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    Type elementType = xType.getElementType();
    Type f32 = rewriter.getF32Type();
    RankedTensorType joined = joinTypes(xType, dyType);
    Value x = castIfNeeded(rewriter, loc, op.getX(), joined);
    Value dy = castIfNeeded(rewriter, loc, op.getYBackprop(), joined);

    CollapsedLayout collapsed =
        collapseLayout(rewriter, loc, x, op.getDataFormat());
    Value x2 = collapse(rewriter, loc, x, collapsed);
    Value dy2 = collapse(rewriter, loc, dy, collapsed);
    LoopMaps maps = loopMaps(ctx, collapsed.loops);
    Value mean = op.getReserveSpace_1();
    Value variance = op.getReserveSpace_2();
    Value scale = op.getScale();

    // Pass 1: sum(dy) and sum(dy * (x - mean)) in one sweep.
    Value sumDyInit = zeroChannels(rewriter, loc, collapsed.channels);
    Value sumDyXcInit = zeroChannels(rewriter, loc, collapsed.channels);
    auto reduction = linalg::GenericOp::create(
        rewriter, loc, TypeRange{sumDyInit.getType(), sumDyXcInit.getType()},
        ValueRange{dy2, x2, mean}, ValueRange{sumDyInit, sumDyXcInit},
        ArrayRef<AffineMap>{maps.data, maps.data, maps.channel, maps.channel,
                            maps.channel},
        maps.reductionIterators,
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value g = toF32(b, l, args[0]);
          Value centred =
              arith::SubFOp::create(b, l, toF32(b, l, args[1]), args[2]);
          Value sumDy = arith::AddFOp::create(b, l, args[3], g);
          Value product = arith::MulFOp::create(b, l, g, centred);
          Value sumDyXc = arith::AddFOp::create(b, l, args[4], product);
          linalg::YieldOp::create(b, l, ValueRange{sumDy, sumDyXc});
        });
    Value sumDy = reduction.getResult(0);
    Value sumDyXc = reduction.getResult(1);
    // In training the elementwise pass needs both sums of its channel, so
    // the three generics may run one channel at a time.
    BatchNormFusion fusion =
        op.getIsTraining() ? BatchNormFusion::Channels : BatchNormFusion::None;
    stampSchedule(reduction, collapsed, BatchNormStage::Sums, fusion);

    // Per-channel coefficients. With k = scale * rstd:
    //   training:  dx = k * (dy - sum(dy)/M - (x - mean) * q),
    //              q = sum(dy (x - mean)) / M * rstd^2
    //   inference: dx = k * dy.
    float epsilon = op.getEpsilon().convertToFloat();
    bool training = op.getIsTraining();
    Value inverseCount =
        safeInverseCount(rewriter, loc, collapsed.elementsPerChannel);
    Value epsilonValue = f32Constant(rewriter, loc, epsilon);
    // TensorFlow's gradient kernels return zero scale and offset gradients
    // for an empty x without reading the reserve spaces, which a training
    // forward pass leaves NaN then.
    Value empty =
        collapsed.mayBeEmpty ? isEmptyBatch(rewriter, loc, collapsed) : Value();
    SmallVector<Value> coefficientOutputs;
    for (int i = 0, e = training ? 4 : 2; i < e; ++i)
      coefficientOutputs.push_back(
          emptyChannels(rewriter, loc, collapsed.channels));
    auto coefficients = channelGeneric(
        rewriter, loc, ValueRange{scale, variance, sumDy, sumDyXc},
        coefficientOutputs, [&](OpBuilder &b, Location l, ValueRange args) {
          Value shifted = arith::AddFOp::create(b, l, args[1], epsilonValue);
          Value rstd = math::RsqrtOp::create(b, l, shifted);
          Value scaleBackprop = arith::MulFOp::create(b, l, rstd, args[3]);
          if (empty)
            scaleBackprop = arith::SelectOp::create(
                b, l, empty, f32Constant(b, l, 0.0), scaleBackprop);
          Value k = arith::MulFOp::create(b, l, args[0], rstd);
          SmallVector<Value> yields = {scaleBackprop, k};
          if (training) {
            Value meanDy = arith::MulFOp::create(b, l, args[2], inverseCount);
            Value perElement =
                arith::MulFOp::create(b, l, args[3], inverseCount);
            Value rstdSquared = arith::MulFOp::create(b, l, rstd, rstd);
            Value q = arith::MulFOp::create(b, l, perElement, rstdSquared);
            yields.append({meanDy, q});
          }
          linalg::YieldOp::create(b, l, yields);
        });
    stampSchedule(coefficients, collapsed, BatchNormStage::Coefficients,
                  fusion);
    Value scaleBackprop = coefficients.getResult(0);
    Value k = coefficients.getResult(1);

    // Pass 2: elementwise x_backprop.
    auto dxCollapsedType = cast<RankedTensorType>(dy2.getType());
    Value dxInit = collapsedEmpty(rewriter, loc, collapsed, elementType);
    linalg::GenericOp elementwise;
    if (training) {
      Value meanDy = coefficients.getResult(2);
      Value q = coefficients.getResult(3);
      elementwise = linalg::GenericOp::create(
          rewriter, loc, TypeRange{dxCollapsedType},
          ValueRange{dy2, x2, mean, k, meanDy, q}, ValueRange{dxInit},
          ArrayRef<AffineMap>{maps.data, maps.data, maps.channel, maps.channel,
                              maps.channel, maps.channel, maps.data},
          maps.parallelIterators,
          [&](OpBuilder &b, Location l, ValueRange args) {
            Value g = toF32(b, l, args[0]);
            Value centred =
                arith::SubFOp::create(b, l, toF32(b, l, args[1]), args[2]);
            Value deviation = arith::SubFOp::create(b, l, g, args[4]);
            Value correction = arith::MulFOp::create(b, l, centred, args[5]);
            Value inner = arith::SubFOp::create(b, l, deviation, correction);
            Value dx = arith::MulFOp::create(b, l, args[3], inner);
            linalg::YieldOp::create(b, l, fromF32(b, l, dx, elementType));
          });
    } else {
      elementwise = linalg::GenericOp::create(
          rewriter, loc, TypeRange{dxCollapsedType}, ValueRange{dy2, k},
          ValueRange{dxInit},
          ArrayRef<AffineMap>{maps.data, maps.channel, maps.data},
          maps.parallelIterators,
          [&](OpBuilder &b, Location l, ValueRange args) {
            Value dx =
                arith::MulFOp::create(b, l, toF32(b, l, args[0]), args[1]);
            linalg::YieldOp::create(b, l, fromF32(b, l, dx, elementType));
          });
    }
    stampSchedule(elementwise, collapsed, BatchNormStage::Elementwise, fusion);
    Value dx =
        expand(rewriter, loc, elementwise.getResult(0), joined, collapsed);

    auto statType = op.getScaleBackprop().getType();
    Value placeholder =
        tensor::EmptyOp::create(rewriter, loc, ArrayRef<int64_t>{0}, f32);
    rewriter.replaceOp(op,
                       {castIfNeeded(rewriter, loc, dx, xType),
                        castIfNeeded(rewriter, loc, scaleBackprop, statType),
                        castIfNeeded(rewriter, loc, sumDy, statType),
                        castIfNeeded(rewriter, loc, placeholder,
                                     op.getReserveSpace_3().getType()),
                        castIfNeeded(rewriter, loc, placeholder,
                                     op.getReserveSpace_4().getType())});
    return success();
  }
};

struct FusedBatchNormLowering : public OpRewritePattern<FusedBatchNormOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(FusedBatchNormOp op,
                                PatternRewriter &rewriter) const override {
    emitRunTimeShapeChecks(rewriter, op);
    RankedTensorType xType = op.getX().getType();

    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    Type elementType = xType.getElementType();
    Value x = op.getX();
    CollapsedLayout collapsed =
        collapseLayout(rewriter, loc, x, op.getDataFormat());
    Value x2 = collapse(rewriter, loc, x, collapsed);
    LoopMaps maps = loopMaps(ctx, collapsed.loops);
    float epsilon = op.getEpsilon().convertToFloat();
    float factor = op.getExponentialAvgFactor().convertToFloat();
    bool training = op.getIsTraining();
    Value epsilonValue = f32Constant(rewriter, loc, epsilon);
    Value scale = op.getScale();
    Value offset = op.getOffset();
    auto statType = cast<RankedTensorType>(op.getBatchMean().getType());

    Value mean, variance, batchMean, batchVariance;
    if (training) {
      // mean = sum(x) / M.
      Value sumInit = zeroChannels(rewriter, loc, collapsed.channels);
      auto sumX = linalg::GenericOp::create(
          rewriter, loc, TypeRange{sumInit.getType()}, ValueRange{x2},
          ValueRange{sumInit}, ArrayRef<AffineMap>{maps.data, maps.channel},
          maps.reductionIterators,
          [&](OpBuilder &b, Location l, ValueRange args) {
            Value sum =
                arith::AddFOp::create(b, l, args[1], toF32(b, l, args[0]));
            linalg::YieldOp::create(b, l, sum);
          });
      stampSchedule(sumX, collapsed, BatchNormStage::Sums);
      // An empty batch divides 0 by 0: NaN statistics, as TensorFlow's CPU
      // kernel reports for an empty input.
      Value count = collapsed.elementsPerChannel;
      auto meanGeneric = channelGeneric(
          rewriter, loc, ValueRange{sumX.getResult(0)},
          ValueRange{emptyChannels(rewriter, loc, collapsed.channels)},
          [&](OpBuilder &b, Location l, ValueRange args) {
            linalg::YieldOp::create(
                b, l, arith::DivFOp::create(b, l, args[0], count).getResult());
          });
      stampSchedule(meanGeneric, collapsed, BatchNormStage::Coefficients);
      mean = meanGeneric.getResult(0);
      // Centred second pass: sum((x - mean)^2), exact for large offsets
      // where E[x^2] - E[x]^2 cancels catastrophically.
      Value squaresInit = zeroChannels(rewriter, loc, collapsed.channels);
      auto sumSquares = linalg::GenericOp::create(
          rewriter, loc, TypeRange{squaresInit.getType()}, ValueRange{x2, mean},
          ValueRange{squaresInit},
          ArrayRef<AffineMap>{maps.data, maps.channel, maps.channel},
          maps.reductionIterators,
          [&](OpBuilder &b, Location l, ValueRange args) {
            Value centred =
                arith::SubFOp::create(b, l, toF32(b, l, args[0]), args[1]);
            Value square = arith::MulFOp::create(b, l, centred, centred);
            linalg::YieldOp::create(
                b, l, arith::AddFOp::create(b, l, args[2], square).getResult());
          });
      stampSchedule(sumSquares, collapsed, BatchNormStage::Sums);
      // Biased variance for normalization and reserve_space_2; the running
      // variance is Bessel-corrected, M / max(M - 1, 1), then blended.
      Value one = f32Constant(rewriter, loc, 1.0);
      Value bessel = arith::DivFOp::create(
          rewriter, loc, count,
          arith::MaximumFOp::create(
              rewriter, loc, arith::SubFOp::create(rewriter, loc, count, one),
              one));
      bool blend = factor != 1.0f;
      Value factorValue = f32Constant(rewriter, loc, factor);
      Value keep = f32Constant(rewriter, loc, 1.0 - factor);
      SmallVector<Value> inputs = {sumSquares.getResult(0), mean};
      if (blend)
        inputs.append({op.getMean(), op.getVariance()});
      SmallVector<Value> outputs;
      for (int i = 0; i < 3; ++i)
        outputs.push_back(emptyChannels(rewriter, loc, collapsed.channels));
      auto statistics = channelGeneric(
          rewriter, loc, inputs, outputs,
          [&](OpBuilder &b, Location l, ValueRange args) {
            Value biased = arith::DivFOp::create(b, l, args[0], count);
            Value unbiased = arith::MulFOp::create(b, l, biased, bessel);
            Value runningMean = args[1];
            if (blend) {
              runningMean = arith::AddFOp::create(
                  b, l, arith::MulFOp::create(b, l, keep, args[2]),
                  arith::MulFOp::create(b, l, factorValue, args[1]));
              unbiased = arith::AddFOp::create(
                  b, l, arith::MulFOp::create(b, l, keep, args[3]),
                  arith::MulFOp::create(b, l, factorValue, unbiased));
            }
            linalg::YieldOp::create(b, l,
                                    ValueRange{biased, runningMean, unbiased});
          });
      stampSchedule(statistics, collapsed, BatchNormStage::Coefficients);
      variance = statistics.getResult(0);
      batchMean = statistics.getResult(1);
      batchVariance = statistics.getResult(2);
    } else {
      mean = op.getMean();
      variance = op.getVariance();
      batchMean = mean;
      batchVariance = variance;
      // TensorFlow's CPU kernel reports NaN batch statistics for an empty
      // batch in inference too (training gets them from 0 / 0).
      if (collapsed.mayBeEmpty) {
        Value empty = isEmptyBatch(rewriter, loc, collapsed);
        Value nan = f32Constant(rewriter, loc,
                                std::numeric_limits<double>::quiet_NaN());
        auto statistics = channelGeneric(
            rewriter, loc, ValueRange{mean, variance},
            ValueRange{emptyChannels(rewriter, loc, collapsed.channels),
                       emptyChannels(rewriter, loc, collapsed.channels)},
            [&](OpBuilder &b, Location l, ValueRange args) {
              linalg::YieldOp::create(
                  b, l,
                  ValueRange{
                      arith::SelectOp::create(b, l, empty, nan, args[0]),
                      arith::SelectOp::create(b, l, empty, nan, args[1])});
            });
        stampSchedule(statistics, collapsed, BatchNormStage::Coefficients);
        batchMean = statistics.getResult(0);
        batchVariance = statistics.getResult(1);
      }
    }

    // k = scale * rstd; y = (x - mean) * k + offset, centred so that a large
    // common offset in x never meets a large coefficient.
    auto kGeneric = channelGeneric(
        rewriter, loc, ValueRange{scale, variance},
        ValueRange{emptyChannels(rewriter, loc, collapsed.channels)},
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value shifted = arith::AddFOp::create(b, l, args[1], epsilonValue);
          Value rstd = math::RsqrtOp::create(b, l, shifted);
          linalg::YieldOp::create(
              b, l, arith::MulFOp::create(b, l, args[0], rstd).getResult());
        });
    stampSchedule(kGeneric, collapsed, BatchNormStage::Coefficients);
    Value k = kGeneric.getResult(0);
    Value yInit = collapsedEmpty(rewriter, loc, collapsed, elementType);
    auto elementwise = linalg::GenericOp::create(
        rewriter, loc, TypeRange{x2.getType()}, ValueRange{x2, mean, k, offset},
        ValueRange{yInit},
        ArrayRef<AffineMap>{maps.data, maps.channel, maps.channel, maps.channel,
                            maps.data},
        maps.parallelIterators, [&](OpBuilder &b, Location l, ValueRange args) {
          Value centred =
              arith::SubFOp::create(b, l, toF32(b, l, args[0]), args[1]);
          Value y = math::FmaOp::create(b, l, centred, args[2], args[3]);
          linalg::YieldOp::create(b, l, fromF32(b, l, y, elementType));
        });
    stampSchedule(elementwise, collapsed, BatchNormStage::Elementwise);
    Value y = expand(rewriter, loc, elementwise.getResult(0), xType, collapsed);

    rewriter.replaceOp(op,
                       {y, castIfNeeded(rewriter, loc, batchMean, statType),
                        castIfNeeded(rewriter, loc, batchVariance, statType),
                        castIfNeeded(rewriter, loc, mean, statType),
                        castIfNeeded(rewriter, loc, variance, statType)});
    return success();
  }
};

} // namespace

void mlir::tagrad::populateTaGradToLinalgPatterns(RewritePatternSet &patterns) {
  patterns.add<FusedBatchNormGradLowering, FusedBatchNormLowering>(
      patterns.getContext());
}
