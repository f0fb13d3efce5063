//===- LegalizeFakeQuant.cpp - Quantization-aware training ----------------===//
//
// tf.quantization.fake_quant_with_min_max_{args,vars,vars_per_channel} and
// their gradients, as TensorFlow's kernels (fake_quant_ops_functor.h)
// compute them in f32: the range [min, max] is nudged so that 0 falls on one
// of the 2^num_bits levels (quant_min = narrow_range ? 1 : 0), each value is
// clamped into the nudged range and rounded to its level; the gradient
// passes where the input is inside the nudged range and goes to min (max)
// from the values below (above) it.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

#include "llvm/Support/Format.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {
namespace {

/// The nudged range of [min, max] (f32 scalars).
struct NudgedRange {
  Value min, max, scale;
};

/// TensorFlow's Nudge: scale = (max - min) / (qmax - qmin); the zero point
/// qmin - min / scale rounded (half away from zero) and clamped to the
/// levels; the range moved so that the zero point is exact.
NudgedRange nudge(OpBuilder &b, Location loc, Value min, Value max,
                  int64_t quantMin, int64_t quantMax) {
  Type f32 = b.getF32Type();
  Value qmin = floatConstant(b, loc, f32, quantMin);
  Value qmax = floatConstant(b, loc, f32, quantMax);
  Value scale =
      arith::DivFOp::create(b, loc, arith::SubFOp::create(b, loc, max, min),
                            arith::SubFOp::create(b, loc, qmax, qmin));
  Value fromMin = arith::SubFOp::create(
      b, loc, qmin, arith::DivFOp::create(b, loc, min, scale));
  Value zeroPoint = arith::SelectOp::create(
      b, loc,
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT, fromMin, qmin),
      qmin,
      arith::SelectOp::create(b, loc,
                              arith::CmpFOp::create(b, loc,
                                                    arith::CmpFPredicate::OGT,
                                                    fromMin, qmax),
                              qmax, math::RoundOp::create(b, loc, fromMin)));
  return {arith::MulFOp::create(
              b, loc, arith::SubFOp::create(b, loc, qmin, zeroPoint), scale),
          arith::MulFOp::create(
              b, loc, arith::SubFOp::create(b, loc, qmax, zeroPoint), scale),
          scale};
}

/// One value fake-quantized in `range`: clamped, shifted, rounded to its
/// level (floor(. + 1/2)), scaled back. FakeQuantWithMinMaxArgs multiplies by
/// the scale's reciprocal where the other two divide by the scale.
Value quantize(OpBuilder &b, Location loc, Value x, const NudgedRange &range,
               bool byReciprocal) {
  Type f32 = b.getF32Type();
  Value clamped = arith::MaximumFOp::create(
      b, loc, arith::MinimumFOp::create(b, loc, x, range.max), range.min);
  Value shifted = arith::SubFOp::create(b, loc, clamped, range.min);
  Value levels =
      byReciprocal
          ? (Value)arith::MulFOp::create(
                b, loc, shifted,
                arith::DivFOp::create(b, loc, floatConstant(b, loc, f32, 1.0),
                                      range.scale))
          : (Value)arith::DivFOp::create(b, loc, shifted, range.scale);
  Value level = math::FloorOp::create(
      b, loc,
      arith::AddFOp::create(b, loc, levels, floatConstant(b, loc, f32, 0.5)));
  return arith::AddFOp::create(
      b, loc, arith::MulFOp::create(b, loc, level, range.scale), range.min);
}

/// Whether the range is [0, 0], where TensorFlow's kernels skip the
/// nudge (its scale would be 0).
Value zeroRange(OpBuilder &b, Location loc, Value min, Value max) {
  Value zero = floatConstant(b, loc, b.getF32Type(), 0.0);
  return arith::AndIOp::create(
      b, loc,
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, min, zero),
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, max, zero));
}

/// Whether `x` is inside the nudged range (NaN is not).
Value inside(OpBuilder &b, Location loc, Value x, const NudgedRange &range) {
  return arith::AndIOp::create(
      b, loc,
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGE, x, range.min),
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLE, x, range.max));
}

/// `gradient` where `holds`, else `gradient * 0` (TensorFlow multiplies by
/// a 0/1 mask, so -0 and NaN pass as its kernel passes them).
Value masked(OpBuilder &b, Location loc, Value gradient, Value holds) {
  Type f32 = b.getF32Type();
  return arith::MulFOp::create(
      b, loc, gradient,
      arith::SelectOp::create(b, loc, holds, floatConstant(b, loc, f32, 1.0),
                              floatConstant(b, loc, f32, 0.0)));
}

} // namespace

void Legalizer::registerFakeQuantHandlers() {
  // The levels of the op's num_bits and narrow_range attributes.
  auto levels = [this](Operation *op, int64_t &quantMin,
                       int64_t &quantMax) -> LogicalResult {
    int64_t bits = 8;
    if (auto attr = op->getAttrOfType<IntegerAttr>("num_bits"))
      bits = attr.getInt();
    if (bits < 2 || bits > 16)
      return error(op) << "num_bits must be between 2 and 16, inclusive";
    quantMin = boolAttr(op, "narrow_range", false) ? 1 : 0;
    quantMax = (int64_t(1) << bits) - 1;
    return success();
  };
  // f32 operands only (the ops' only type).
  auto floats = [this](Operation *op, ArrayRef<Value> operands,
                       SmallVectorImpl<Value> &tensors) -> LogicalResult {
    for (Value v : operands) {
      v = toTensor(op->getLoc(), v);
      auto type = dyn_cast<RankedTensorType>(v.getType());
      if (!type || !type.getElementType().isF32())
        return error(op) << "needs ranked float operands, got " << v.getType();
      tensors.push_back(v);
    }
    return success();
  };
  // Args: the range is the op's min and max attributes.
  auto argsRange = [this](Operation *op, double &min,
                          double &max) -> LogicalResult {
    min = -6.0;
    max = 6.0;
    if (auto attr = op->getAttrOfType<FloatAttr>("min"))
      min = attr.getValueAsDouble();
    if (auto attr = op->getAttrOfType<FloatAttr>("max"))
      max = attr.getValueAsDouble();
    if (!(float(min) < float(max))) {
      // As TensorFlow prints floats: six significant digits.
      std::string message;
      llvm::raw_string_ostream os(message);
      os << "min has to be smaller than max, was: "
         << llvm::format("%g", float(min))
         << " >= " << llvm::format("%g", float(max));
      return error(op) << message;
    }
    return success();
  };
  // The gradient and the input agree in shape (checked at run time where a
  // size is unknown).
  auto sameSize = [this](Operation *op, Value gradient,
                         Value input) -> LogicalResult {
    auto g = cast<RankedTensorType>(gradient.getType());
    auto x = cast<RankedTensorType>(input.getType());
    Location loc = op->getLoc();
    if (g.getRank() != x.getRank() ||
        failed(verifyCompatibleShape(g.getShape(), x.getShape())))
      return error(op) << "gradient and input must be the same size";
    SmallVector<OpFoldResult> gs = sizesOf(loc, gradient),
                              xs = sizesOf(loc, input);
    for (auto [gd, xd] : llvm::zip(gs, xs)) {
      if (isa<Attribute>(gd) && isa<Attribute>(xd))
        continue;
      requireAtRunTime(
          loc,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                getValueOrCreateConstantIndexOp(b, loc, gd),
                                getValueOrCreateConstantIndexOp(b, loc, xd)),
          "gradient and input must be the same size");
    }
    return success();
  };
  // min and max of the Vars ops: scalars, or vectors as long as the input's
  // last dimension (per channel).
  auto rangeOperands = [this](Operation *op, Value input, Value min, Value max,
                              bool perChannel) -> LogicalResult {
    Location loc = op->getLoc();
    auto inputType = cast<RankedTensorType>(input.getType());
    int64_t wanted = perChannel ? 1 : 0;
    for (auto [name, v] :
         {std::pair<StringRef, Value>("min", min), {"max", max}}) {
      auto type = cast<RankedTensorType>(v.getType());
      if (type.getRank() != wanted)
        return error(op) << "`" << name << "` must be rank " << wanted
                         << " but is rank " << type.getRank();
      if (!perChannel)
        continue;
      if (inputType.getRank() == 0)
        return error(op) << "needs an input of rank 1 or more";
      int64_t depth = inputType.getShape().back(), size = type.getDimSize(0);
      if (!ShapedType::isDynamic(depth) && !ShapedType::isDynamic(size)) {
        if (depth != size)
          return error(op) << name << " has incorrect size, expected " << depth
                           << " was " << size;
        continue;
      }
      auto asI64 = [&](OpFoldResult size) -> Value {
        return arith::IndexCastOp::create(
            b, loc, b.getI64Type(),
            getValueOrCreateConstantIndexOp(b, loc, size));
      };
      OpFoldResult depthSize = sizesOf(loc, input).back();
      OpFoldResult rangeSize = sizesOf(loc, v)[0];
      requireAtRunTime(
          loc,
          arith::CmpIOp::create(
              b, loc, arith::CmpIPredicate::eq,
              getValueOrCreateConstantIndexOp(b, loc, depthSize),
              getValueOrCreateConstantIndexOp(b, loc, rangeSize)),
          (name + " has incorrect size, expected {0} was {1}").str(),
          {asI64(depthSize), asI64(rangeSize)});
    }
    return success();
  };

  // Args: outputs = quantize(inputs); its gradient (gradients, inputs)
  // passes where the input is inside the range.
  for (bool gradient : {false, true})
    handlers[gradient ? "FakeQuantWithMinMaxArgsGradient"
                      : "FakeQuantWithMinMaxArgs"] =
        [=, this](Operation *op, ArrayRef<Value> operands,
                  SmallVectorImpl<Value> &results) -> LogicalResult {
      int64_t quantMin, quantMax;
      double min, max;
      SmallVector<Value> tensors;
      if (failed(levels(op, quantMin, quantMax)) ||
          failed(argsRange(op, min, max)) ||
          failed(floats(op, operands, tensors)) ||
          (gradient && failed(sameSize(op, tensors[0], tensors[1]))))
        return failure();
      FailureOr<Value> out = elementwise(
          op, tensors, b.getF32Type(),
          [&](OpBuilder &nb, Location loc, ValueRange a) -> Value {
            NudgedRange range =
                nudge(nb, loc, floatConstant(nb, loc, nb.getF32Type(), min),
                      floatConstant(nb, loc, nb.getF32Type(), max), quantMin,
                      quantMax);
            if (gradient)
              return masked(nb, loc, a[0], inside(nb, loc, a[1], range));
            return quantize(nb, loc, a[0], range, /*byReciprocal=*/true);
          });
      if (failed(out))
        return failure();
      results.push_back(*out);
      return success();
    };
  for (bool perChannel : {false, true}) {
    StringRef name = perChannel ? "FakeQuantWithMinMaxVarsPerChannel"
                                : "FakeQuantWithMinMaxVars";
    // outputs = quantize(inputs) with min and max broadcast against them.
    handlers[name] = [=,
                      this](Operation *op, ArrayRef<Value> operands,
                            SmallVectorImpl<Value> &results) -> LogicalResult {
      int64_t quantMin, quantMax;
      SmallVector<Value> tensors;
      if (failed(levels(op, quantMin, quantMax)) ||
          failed(floats(op, operands, tensors)) ||
          failed(rangeOperands(op, tensors[0], tensors[1], tensors[2],
                               perChannel)))
        return failure();
      FailureOr<Value> out = elementwise(
          op, tensors, b.getF32Type(),
          [&](OpBuilder &nb, Location loc, ValueRange a) -> Value {
            NudgedRange range = nudge(nb, loc, a[1], a[2], quantMin, quantMax);
            // A range of [0, 0] quantizes everything (NaN too) to 0.
            return arith::SelectOp::create(
                nb, loc, zeroRange(nb, loc, a[1], a[2]),
                floatConstant(nb, loc, nb.getF32Type(), 0.0),
                quantize(nb, loc, a[0], range, /*byReciprocal=*/false));
          });
      if (failed(out))
        return failure();
      results.push_back(*out);
      return success();
    };
    // (gradients, inputs, min, max) -> the input's gradient, and the sums
    // of the gradients below and above the range (over all elements, or per
    // channel over all but the last dimension).
    handlers[(name + "Gradient").str()] =
        [=, this](Operation *op, ArrayRef<Value> operands,
                  SmallVectorImpl<Value> &results) -> LogicalResult {
      int64_t quantMin, quantMax;
      SmallVector<Value> tensors;
      if (failed(levels(op, quantMin, quantMax)) ||
          failed(floats(op, operands, tensors)) ||
          failed(sameSize(op, tensors[0], tensors[1])) ||
          failed(rangeOperands(op, tensors[1], tensors[2], tensors[3],
                               perChannel)))
        return failure();
      enum Part { Inside, Below, Above };
      SmallVector<Value> parts;
      for (Part part : {Inside, Below, Above}) {
        FailureOr<Value> masks = elementwise(
            op, tensors, b.getF32Type(),
            [&](OpBuilder &nb, Location loc, ValueRange a) -> Value {
              NudgedRange range =
                  nudge(nb, loc, a[2], a[3], quantMin, quantMax);
              Value holds =
                  part == Inside
                      ? inside(nb, loc, a[1], range)
                      : arith::CmpFOp::create(
                            nb, loc,
                            part == Below ? arith::CmpFPredicate::OLT
                                          : arith::CmpFPredicate::OGT,
                            a[1], part == Below ? range.min : range.max)
                            .getResult();
              // A range of [0, 0] passes the whole gradient to the input.
              holds = arith::SelectOp::create(
                  nb, loc, zeroRange(nb, loc, a[2], a[3]),
                  arith::ConstantIntOp::create(nb, loc, part == Inside, 1),
                  holds);
              return masked(nb, loc, a[0], holds);
            });
        if (failed(masks))
          return failure();
        if (part == Inside) {
          parts.push_back(*masks);
          continue;
        }
        int64_t rank = cast<RankedTensorType>(masks->getType()).getRank();
        SmallVector<int64_t> axes = llvm::to_vector(
            llvm::seq<int64_t>(0, perChannel ? rank - 1 : rank));
        FailureOr<Value> sum = reduce(op, *masks, axes, false, "Sum");
        if (failed(sum))
          return failure();
        parts.push_back(*sum);
      }
      llvm::append_range(results, parts);
      return success();
    };
  }
}

} // namespace mlir::tagrad::tf_legalize
