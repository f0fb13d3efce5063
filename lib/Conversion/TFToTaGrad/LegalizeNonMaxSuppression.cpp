//===- LegalizeNonMaxSuppression.cpp - Greedy box selection ---------------===//
//
// NonMaxSuppressionV2..V5: TensorFlow's greedy selection of boxes by
// score and overlap (detection models' proposals and post-processing).
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {

void Legalizer::registerNonMaxSuppressionHandlers() {
  auto &h = handlers;
  // NonMaxSuppressionV2..V5(boxes [N, 4], scores [N], max_output_size,
  // iou_threshold[, score_threshold[, soft_nms_sigma]]): TensorFlow's
  // greedy selection (detection models' proposals and post-processing).
  // Each trip takes the best remaining box (highest score above
  // score_threshold, the lower index among equal scores, as the kernel's
  // priority queue pops them) and keeps it unless its IoU with a kept box
  // reaches iou_threshold (corners in either order, a box of no area
  // overlapping nothing), until max_output_size are kept. V4/V5 also return
  // how many, padded with zeros to max_output_size with
  // pad_to_max_output_size; V5 the kept scores (hard suppression only:
  // soft_nms_sigma 0).
  for (StringRef name : {"NonMaxSuppressionV2", "NonMaxSuppressionV3",
                         "NonMaxSuppressionV4", "NonMaxSuppressionV5"})
    h[name] = [this, version = name.back() - '0'](
                  Operation *op, ArrayRef<Value> operands,
                  SmallVectorImpl<Value> &results) -> LogicalResult {
      Location loc = op->getLoc();
      Value boxes = toTensor(loc, operands[0]);
      Value scores = toTensor(loc, operands[1]);
      auto boxesType = dyn_cast<RankedTensorType>(boxes.getType());
      auto scoresType = dyn_cast<RankedTensorType>(scores.getType());
      if (!boxesType || boxesType.getRank() != 2)
        return error(op) << "boxes must be 2-D, got " << boxes.getType();
      if (!boxesType.isDynamicDim(1) && boxesType.getDimSize(1) != 4)
        return error(op) << "boxes must have 4 columns, got " << boxesType;
      if (!scoresType || scoresType.getRank() != 1)
        return error(op) << "scores must be 1-D, got " << scores.getType();
      Type element = scoresType.getElementType();
      if (!isa<FloatType>(element) || boxesType.getElementType() != element)
        return error(op) << "needs float boxes and scores of one type, got "
                         << boxesType << " and " << scoresType;
      for (int k = 2; k < static_cast<int>(operands.size()); ++k) {
        auto type = dyn_cast<RankedTensorType>(operands[k].getType());
        if (!type || type.getRank() != 0)
          return error(op) << "needs scalar max_output_size and thresholds, "
                              "got "
                           << operands[k].getType() << " for operand " << k;
      }
      Type f32 = b.getF32Type(), i32 = b.getI32Type(), i1 = b.getI1Type();
      auto asF32 = [&](OpBuilder &nb, Location nloc, Value v) -> Value {
        if (v.getType() == f32)
          return v;
        return cast<FloatType>(v.getType()).getWidth() < 32
                   ? Value(arith::ExtFOp::create(nb, nloc, f32, v))
                   : Value(arith::TruncFOp::create(nb, nloc, f32, v));
      };
      SmallVector<OpFoldResult> boxSizes = sizesOf(loc, boxes);
      Value boxCount = getValueOrCreateConstantIndexOp(b, loc, boxSizes[0]);
      Value scoreCount =
          getValueOrCreateConstantIndexOp(b, loc, sizesOf(loc, scores)[0]);
      if (boxesType.isDynamicDim(1) &&
          failed(requireOrError(
              op,
              arith::CmpIOp::create(
                  b, loc, arith::CmpIPredicate::eq,
                  getValueOrCreateConstantIndexOp(b, loc, boxSizes[1]),
                  constantIndex(loc, 4)),
              "boxes must have 4 columns")))
        return failure();
      if (failed(requireOrError(
              op,
              b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq,
                                            boxCount, scoreCount),
              "scores has incompatible shape")))
        return failure();
      Value maxOutput = toScalar(loc, toTensor(loc, operands[2]));
      if (!maxOutput.getType().isInteger(32))
        return error(op) << "needs an int32 max_output_size, got "
                         << maxOutput.getType();
      Value iou = asF32(b, loc, toScalar(loc, toTensor(loc, operands[3])));
      Value scoreThreshold =
          version >= 3
              ? asF32(b, loc, toScalar(loc, toTensor(loc, operands[4])))
              : arith::ConstantOp::create(b, loc,
                                          b.getFloatAttr(f32, -INFINITY));
      Value zeroI32 = arith::ConstantIntOp::create(b, loc, 0, 32);
      Value zeroF = arith::ConstantOp::create(b, loc, b.getFloatAttr(f32, 0));
      Value oneF = arith::ConstantOp::create(b, loc, b.getFloatAttr(f32, 1));
      if (failed(requireOrError(
              op,
              b.createOrFold<arith::AndIOp>(
                  loc,
                  b.createOrFold<arith::CmpFOp>(loc, arith::CmpFPredicate::OGE,
                                                iou, zeroF),
                  b.createOrFold<arith::CmpFOp>(loc, arith::CmpFPredicate::OLE,
                                                iou, oneF)),
              "iou_threshold must be in [0, 1]")) ||
          failed(requireOrError(
              op,
              b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::sge,
                                            maxOutput, zeroI32),
              "output size must be non-negative")))
        return failure();
      if (version == 5) {
        Value sigma = toScalar(loc, toTensor(loc, operands[5]));
        if (failed(requireOrError(
                op,
                b.createOrFold<arith::CmpFOp>(loc, arith::CmpFPredicate::OEQ,
                                              asF32(b, loc, sigma), zeroF),
                "supports hard suppression only (soft_nms_sigma = 0)")))
          return failure();
      }
      bool pad = false;
      if (auto attr = op->getAttrOfType<BoolAttr>("pad_to_max_output_size"))
        pad = version >= 4 && attr.getValue();
      Value zero = constantIndex(loc, 0), one = constantIndex(loc, 1);
      Value capacity = b.createOrFold<arith::MaxSIOp>(
          loc, zero,
          b.createOrFold<arith::IndexCastOp>(loc, b.getIndexType(), maxOutput));
      Value count = b.createOrFold<arith::MinUIOp>(loc, boxCount, scoreCount);
      Value limit = b.createOrFold<arith::MinSIOp>(loc, capacity, count);
      Value bufferSize = pad ? capacity : limit;
      Value selected = fill(loc, {bufferSize}, zeroI32);
      Value keptScores =
          fill(loc, {bufferSize},
               arith::ConstantOp::create(b, loc, b.getZeroAttr(element)));
      Value removed = fill(loc, {getAsOpFoldResult(count)},
                           arith::ConstantIntOp::create(b, loc, 0, 1));
      auto coordinate = [&](OpBuilder &nb, Location nloc, Value box, int c) {
        return asF32(
            nb, nloc,
            tensor::ExtractOp::create(
                nb, nloc, boxes,
                ValueRange{box, arith::ConstantIndexOp::create(nb, nloc, c)}));
      };
      // TensorFlow's IOU: corners sorted per box, 0 where a box has no area.
      auto overlap = [&](OpBuilder &nb, Location nloc, Value i,
                         Value j) -> Value {
        auto corners = [&](Value box) {
          Value y0 = coordinate(nb, nloc, box, 0),
                x0 = coordinate(nb, nloc, box, 1),
                y1 = coordinate(nb, nloc, box, 2),
                x1 = coordinate(nb, nloc, box, 3);
          return SmallVector<Value>{
              arith::MinimumFOp::create(nb, nloc, y0, y1),
              arith::MinimumFOp::create(nb, nloc, x0, x1),
              arith::MaximumFOp::create(nb, nloc, y0, y1),
              arith::MaximumFOp::create(nb, nloc, x0, x1)};
        };
        SmallVector<Value> p = corners(i), q = corners(j);
        auto area = [&](ArrayRef<Value> c) -> Value {
          return arith::MulFOp::create(
              nb, nloc, arith::SubFOp::create(nb, nloc, c[2], c[0]),
              arith::SubFOp::create(nb, nloc, c[3], c[1]));
        };
        Value areaI = area(p), areaJ = area(q);
        Value zeroLocal =
            arith::ConstantOp::create(nb, nloc, nb.getFloatAttr(f32, 0));
        auto side = [&](int lo, int hi) -> Value {
          Value length = arith::SubFOp::create(
              nb, nloc, arith::MinimumFOp::create(nb, nloc, p[hi], q[hi]),
              arith::MaximumFOp::create(nb, nloc, p[lo], q[lo]));
          return arith::MaximumFOp::create(nb, nloc, length, zeroLocal);
        };
        Value intersection =
            arith::MulFOp::create(nb, nloc, side(0, 2), side(1, 3));
        Value ratio = arith::DivFOp::create(
            nb, nloc, intersection,
            arith::SubFOp::create(nb, nloc,
                                  arith::AddFOp::create(nb, nloc, areaI, areaJ),
                                  intersection));
        Value empty = arith::OrIOp::create(
            nb, nloc,
            arith::CmpFOp::create(nb, nloc, arith::CmpFPredicate::OLE, areaI,
                                  zeroLocal),
            arith::CmpFOp::create(nb, nloc, arith::CmpFPredicate::OLE, areaJ,
                                  zeroLocal));
        return arith::SelectOp::create(nb, nloc, empty, zeroLocal, ratio);
      };
      Type indexType = b.getIndexType();
      SmallVector<Type> stateTypes = {indexType, removed.getType(),
                                      selected.getType(), keptScores.getType(),
                                      i1};
      auto loop = scf::WhileOp::create(
          b, loc, stateTypes,
          ValueRange{zero, removed, selected, keptScores,
                     arith::ConstantIntOp::create(b, loc, 0, 1)},
          [&](OpBuilder &nb, Location nloc, ValueRange args) {
            Value room = arith::CmpIOp::create(
                nb, nloc, arith::CmpIPredicate::slt, args[0], limit);
            Value open = arith::XOrIOp::create(
                nb, nloc, args[4],
                arith::ConstantIntOp::create(nb, nloc, 1, 1));
            scf::ConditionOp::create(
                nb, nloc, arith::AndIOp::create(nb, nloc, room, open), args);
          },
          [&](OpBuilder &nb, Location nloc, ValueRange args) {
            Value kept = args[0], gone = args[1];
            // The best box left: found, its index, its score.
            auto search = scf::ForOp::create(
                nb, nloc, zero, count, one,
                ValueRange{arith::ConstantIntOp::create(nb, nloc, 0, 1), zero,
                           arith::ConstantOp::create(nb, nloc,
                                                     nb.getFloatAttr(f32, 0))},
                [&](OpBuilder &sb, Location sloc, Value k, ValueRange best) {
                  Value score = asF32(sb, sloc,
                                      tensor::ExtractOp::create(
                                          sb, sloc, scores, ValueRange{k}));
                  Value left = arith::XOrIOp::create(
                      sb, sloc,
                      tensor::ExtractOp::create(sb, sloc, gone, ValueRange{k}),
                      arith::ConstantIntOp::create(sb, sloc, 1, 1));
                  Value passes =
                      arith::CmpFOp::create(sb, sloc, arith::CmpFPredicate::OGT,
                                            score, scoreThreshold);
                  Value better = arith::OrIOp::create(
                      sb, sloc,
                      arith::XOrIOp::create(
                          sb, sloc, best[0],
                          arith::ConstantIntOp::create(sb, sloc, 1, 1)),
                      arith::CmpFOp::create(sb, sloc, arith::CmpFPredicate::OGT,
                                            score, best[2]));
                  Value take = arith::AndIOp::create(
                      sb, sloc, arith::AndIOp::create(sb, sloc, left, passes),
                      better);
                  scf::YieldOp::create(
                      sb, sloc,
                      ValueRange{
                          arith::OrIOp::create(sb, sloc, best[0], take),
                          arith::SelectOp::create(sb, sloc, take, k, best[1]),
                          arith::SelectOp::create(sb, sloc, take, score,
                                                  best[2])});
                });
            Value found = search.getResult(0), box = search.getResult(1);
            // Suppressed: an IoU with a kept box at iou_threshold or more.
            Value keptList = args[2];
            auto check = scf::ForOp::create(
                nb, nloc, zero, kept, one,
                ValueRange{arith::ConstantIntOp::create(nb, nloc, 0, 1)},
                [&](OpBuilder &cb, Location cloc, Value j, ValueRange hit) {
                  Value other = arith::IndexCastOp::create(
                      cb, cloc, cb.getIndexType(),
                      tensor::ExtractOp::create(cb, cloc, keptList,
                                                ValueRange{j}));
                  Value close =
                      arith::CmpFOp::create(cb, cloc, arith::CmpFPredicate::OGE,
                                            overlap(cb, cloc, box, other), iou);
                  scf::YieldOp::create(cb, cloc,
                                       ValueRange{arith::OrIOp::create(
                                           cb, cloc, hit[0], close)});
                });
            Value keep = arith::AndIOp::create(
                nb, nloc, found,
                arith::XOrIOp::create(
                    nb, nloc, check.getResult(0),
                    arith::ConstantIntOp::create(nb, nloc, 1, 1)));
            Value nowGone = tensor::InsertOp::create(
                nb, nloc, arith::ConstantIntOp::create(nb, nloc, 1, 1), gone,
                ValueRange{box});
            auto append = scf::IfOp::create(
                nb, nloc,
                TypeRange{indexType, args[2].getType(), args[3].getType()},
                keep, /*withElseRegion=*/true);
            {
              OpBuilder::InsertionGuard guard(nb);
              nb.setInsertionPointToStart(append.thenBlock());
              Value boxI32 = arith::IndexCastOp::create(nb, nloc, i32, box);
              Value score =
                  tensor::ExtractOp::create(nb, nloc, scores, ValueRange{box});
              scf::YieldOp::create(
                  nb, nloc,
                  ValueRange{arith::AddIOp::create(nb, nloc, kept, one),
                             tensor::InsertOp::create(nb, nloc, boxI32, args[2],
                                                      ValueRange{kept}),
                             tensor::InsertOp::create(nb, nloc, score, args[3],
                                                      ValueRange{kept})});
              nb.setInsertionPointToStart(append.elseBlock());
              scf::YieldOp::create(nb, nloc,
                                   ValueRange{kept, args[2], args[3]});
            }
            Value finished = arith::XOrIOp::create(
                nb, nloc, found, arith::ConstantIntOp::create(nb, nloc, 1, 1));
            scf::YieldOp::create(nb, nloc,
                                 ValueRange{append.getResult(0), nowGone,
                                            append.getResult(1),
                                            append.getResult(2), finished});
          });
      Value keptCount = loop.getResult(0);
      auto firstKept = [&](Value buffer) -> Value {
        if (pad)
          return buffer;
        return tensor::ExtractSliceOp::create(
            b, loc, buffer, ArrayRef<OpFoldResult>{b.getIndexAttr(0)},
            ArrayRef<OpFoldResult>{keptCount},
            ArrayRef<OpFoldResult>{b.getIndexAttr(1)});
      };
      results.push_back(firstKept(loop.getResult(2)));
      if (version == 5)
        results.push_back(firstKept(loop.getResult(3)));
      if (version >= 4)
        results.push_back(tensor::FromElementsOp::create(
            b, loc, RankedTensorType::get({}, i32),
            ValueRange{arith::IndexCastOp::create(b, loc, i32, keptCount)}));
      return success();
    };
}

} // namespace mlir::tagrad::tf_legalize
