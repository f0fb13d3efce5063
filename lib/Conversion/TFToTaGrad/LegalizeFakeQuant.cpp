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
// tf.quantization.quantize_and_dequantize(_v2) (QuantizeAndDequantizeV2,
// V3, V4 and V4's gradient) as quantize_and_dequantize_op.h computes them in
// the input's type: the scale maps [min, max] (given, or the tensor's own
// minimum and maximum, per channel along `axis`) into the integer range of
// num_bits without moving 0, from the side that limits it; each value
// (clamped into the range when it is given) is scaled, rounded (half to
// even, or half up) and scaled back. The gradient passes where the input is
// inside [min, max].
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
  Type type = gradient.getType();
  return arith::MulFOp::create(
      b, loc, gradient,
      arith::SelectOp::create(b, loc, holds, floatConstant(b, loc, type, 1.0),
                              floatConstant(b, loc, type, 0.0)));
}

/// QuantizeAndDequantize's integer range as `element` values: [-2^(n-1)
/// (+ 1 with a narrow range), 2^(n-1) - 1] signed, [0, 2^n - 1] unsigned,
/// for `numBits` n (an i64).
std::pair<Value, Value> quantizedRange(OpBuilder &b, Location loc, Type element,
                                       Value numBits, bool isSigned,
                                       bool narrow) {
  auto i64 = [&](int64_t v) -> Value {
    return arith::ConstantIntOp::create(b, loc, v, 64);
  };
  Value one = i64(1), qmin, qmax;
  if (isSigned) {
    Value half = b.createOrFold<arith::ShLIOp>(
        loc, one, b.createOrFold<arith::SubIOp>(loc, numBits, one));
    qmin = b.createOrFold<arith::SubIOp>(loc, i64(narrow ? 1 : 0), half);
    qmax = b.createOrFold<arith::SubIOp>(loc, half, one);
  } else {
    qmin = i64(0);
    qmax = b.createOrFold<arith::SubIOp>(
        loc, b.createOrFold<arith::ShLIOp>(loc, one, numBits), one);
  }
  return {b.createOrFold<arith::SIToFPOp>(loc, element, qmin),
          b.createOrFold<arith::SIToFPOp>(loc, element, qmax)};
}

/// TensorFlow's ComputeQuantizationRange: the largest scale that maps
/// [min, max] into [qmin, qmax] keeping 0 (from a side whose end and level
/// have one sign; the largest float where neither has), the end of the other
/// side moved to its level.
struct QuantizationRange {
  Value min, max, scale, inverseScale;
};
QuantizationRange quantizationRange(OpBuilder &b, Location loc, Value qmin,
                                    Value qmax, Value min, Value max) {
  Type type = min.getType();
  Value zero = floatConstant(b, loc, type, 0.0);
  Value largest = arith::ConstantOp::create(
      b, loc,
      b.getFloatAttr(type, APFloat::getLargest(
                               cast<FloatType>(type).getFloatSemantics())));
  auto side = [&](Value level, Value end) -> Value {
    Value sameSign =
        arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGT,
                              arith::MulFOp::create(b, loc, level, end), zero);
    return arith::SelectOp::create(
        b, loc, sameSign, arith::DivFOp::create(b, loc, level, end), largest);
  };
  Value fromMin = side(qmin, min), fromMax = side(qmax, max);
  Value useMin = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT,
                                       fromMin, fromMax);
  Value inverse = arith::SelectOp::create(
      b, loc, useMin, arith::DivFOp::create(b, loc, min, qmin),
      arith::DivFOp::create(b, loc, max, qmax));
  return {arith::SelectOp::create(b, loc, useMin, min,
                                  arith::MulFOp::create(b, loc, qmin, inverse)),
          arith::SelectOp::create(b, loc, useMin,
                                  arith::MulFOp::create(b, loc, qmax, inverse),
                                  max),
          arith::SelectOp::create(b, loc, useMin, fromMin, fromMax), inverse};
}

/// One value quantized and dequantized: clamped into the range (when it was
/// given), scaled, rounded half to even (rint, as TensorFlow's kernel
/// rounds) or half up (floor(. + 1/2)), scaled back.
Value quantizeAndDequantize(OpBuilder &b, Location loc, Value x,
                            const QuantizationRange &range, bool clamp,
                            bool halfToEven) {
  if (clamp)
    x = arith::MaximumFOp::create(
        b, loc, arith::MinimumFOp::create(b, loc, x, range.max), range.min);
  Value scaled = arith::MulFOp::create(b, loc, x, range.scale);
  Value level = halfToEven
                    ? (Value)math::RoundEvenOp::create(b, loc, scaled)
                    : (Value)math::FloorOp::create(
                          b, loc,
                          arith::AddFOp::create(
                              b, loc, scaled,
                              floatConstant(b, loc, scaled.getType(), 0.5)));
  return arith::MulFOp::create(b, loc, level, range.inverseScale);
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

  // QuantizeAndDequantize: float or double operands of one type (its CPU
  // kernels' types).
  auto qdqFloats = [this](Operation *op, ArrayRef<Value> operands,
                          SmallVectorImpl<Value> &tensors) -> LogicalResult {
    for (Value v : operands) {
      v = toTensor(op->getLoc(), v);
      auto type = dyn_cast<RankedTensorType>(v.getType());
      Type element = type ? type.getElementType() : Type();
      if (!type || !(element.isF32() || element.isF64()) ||
          (!tensors.empty() &&
           element != getElementTypeOrSelf(tensors[0].getType())))
        return error(op) << "needs ranked float or double operands of one "
                            "type (TensorFlow's CPU kernels), got "
                         << v.getType();
      tensors.push_back(v);
    }
    return success();
  };
  // A per-channel range (a vector as long as dimension `axis` of a rank
  // `rank` input) shaped to broadcast along that dimension.
  auto alongAxis = [this](Operation *op, Value range, int64_t axis,
                          int64_t rank) -> FailureOr<Value> {
    SmallVector<int64_t> shape(rank - axis, 1);
    shape[0] = cast<RankedTensorType>(range.getType()).getDimSize(0);
    return reshape(op, range, shape);
  };
  // V2 and V4 (V2 with a gradient) take num_bits and round_mode as
  // attributes, V3 num_bits as an operand and rounds half to even. The
  // checks are the kernels' (TensorFlow 2.21), in their order.
  for (StringRef name : {"QuantizeAndDequantizeV2", "QuantizeAndDequantizeV3",
                         "QuantizeAndDequantizeV4"})
    handlers[name] = [=,
                      this](Operation *op, ArrayRef<Value> operands,
                            SmallVectorImpl<Value> &results) -> LogicalResult {
      bool v3 = name.ends_with("V3");
      Location loc = op->getLoc();
      bool signedInput = boolAttr(op, "signed_input", true);
      bool rangeGiven = boolAttr(op, "range_given", v3);
      bool narrow = boolAttr(op, "narrow_range", false);
      int64_t axis = -1;
      if (auto attr = op->getAttrOfType<IntegerAttr>("axis"))
        axis = attr.getInt();
      int64_t bitsLimit = signedInput ? 62 : 63;
      SmallVector<Value> tensors;
      if (failed(qdqFloats(op, operands.take_front(3), tensors)))
        return failure();
      Value input = tensors[0], min = tensors[1], max = tensors[2];
      Type element = getElementTypeOrSelf(input.getType());
      int64_t rank = cast<RankedTensorType>(input.getType()).getRank();
      Value numBits;
      bool halfToEven = true;
      if (!v3) {
        int64_t bits = 8;
        if (auto attr = op->getAttrOfType<IntegerAttr>("num_bits"))
          bits = attr.getInt();
        if (bits <= 0 || bits >= bitsLimit)
          return error(op) << "num_bits is out of range: " << bits
                           << " with signed_input_ " << int(signedInput);
        StringRef mode = "HALF_TO_EVEN";
        if (auto attr = op->getAttrOfType<StringAttr>("round_mode"))
          mode = attr.getValue();
        if (mode != "HALF_TO_EVEN" && mode != "HALF_UP")
          return error(op) << "Value for attr 'round_mode' of \"" << mode
                           << "\" is not in the list of allowed values: "
                              "\"HALF_TO_EVEN\", \"HALF_UP\"";
        halfToEven = mode == "HALF_TO_EVEN";
        if (axis < -1)
          return error(op) << "Axis must be at least -1. Found " << axis;
        if (axis != -1 && axis >= rank)
          return error(op) << "Shape must be at least rank " << axis + 1
                           << " but is rank " << rank;
        numBits = arith::ConstantIntOp::create(b, loc, bits, 64);
      } else {
        // An axis below -1 passes V3's kernel check (and crashes it): its
        // shape function's message. The kernel refuses a scalar input even
        // with axis -1.
        if (axis < -1)
          return error(op) << "axis should be at least -1, got " << axis;
        if (axis >= rank || axis < -rank)
          return error(op)
                 << "Axis requested is larger than input dimensions. Axis: "
                 << axis << " Input Dimensions: " << rank;
        Value bitsOperand = toTensor(loc, operands[3]);
        auto bitsType = dyn_cast<RankedTensorType>(bitsOperand.getType());
        if (!bitsType || !bitsType.getElementType().isInteger(32))
          return error(op) << "needs a ranked int32 num_bits, got "
                           << bitsOperand.getType();
        if (bitsType.getRank() != 0)
          return error(op) << "Invalid shape. The `num_bits` tensor should "
                              "be a scalar. Got dimensions: "
                           << bitsType.getRank();
        std::string message = ("num_bits is out of range: {0} with "
                               "`signed_input_` " +
                               Twine(int(signedInput)))
                                  .str();
        if (std::optional<DenseElementsAttr> bits =
                smallConstant(bitsOperand)) {
          int64_t n = (*bits->getValues<APInt>().begin()).getSExtValue();
          if (n <= 0 || n >= bitsLimit)
            return error(op) << "num_bits is out of range: " << n
                             << " with `signed_input_` " << int(signedInput);
          numBits = arith::ConstantIntOp::create(b, loc, n, 64);
        } else {
          numBits = arith::ExtSIOp::create(b, loc, b.getI64Type(),
                                           toScalar(loc, bitsOperand));
          auto compare = [&](arith::CmpIPredicate p, int64_t v) -> Value {
            return arith::CmpIOp::create(
                b, loc, p, numBits,
                arith::ConstantIntOp::create(b, loc, v, 64));
          };
          requireAtRunTime(loc,
                           arith::AndIOp::create(
                               b, loc, compare(arith::CmpIPredicate::sgt, 0),
                               compare(arith::CmpIPredicate::slt, bitsLimit)),
                           message, {numBits});
        }
      }
      Value low, high;
      if (rangeGiven && (axis == -1 || !v3)) {
        // One range. V2's and V4's kernels (TensorFlow 2.21) take scalars
        // only, whatever the axis, and no axis with a range given; V3's
        // reads the one element of each.
        for (auto [what, v] : {std::pair<StringRef, Value>("input_min", min),
                               {"input_max", max}}) {
          auto type = cast<RankedTensorType>(v.getType());
          if (v3 ? !type.hasStaticShape() || type.getNumElements() != 1
                 : type.getRank() != 0)
            return error(op) << what << " must be a scalar.";
        }
        if (axis != -1)
          return error(op) << "Shape must be rank 1 for input_min_tensor "
                              "when the axis is specified";
        FailureOr<Value> lo = reshape(op, min, {}), hi = reshape(op, max, {});
        if (failed(lo) || failed(hi))
          return failure();
        low = *lo;
        high = *hi;
        DenseFPElementsAttr loConst, hiConst;
        if (matchPattern(low, m_Constant(&loConst)) &&
            matchPattern(high, m_Constant(&hiConst))) {
          double lv = (*loConst.getValues<APFloat>().begin()).convertToDouble(),
                 hv = (*hiConst.getValues<APFloat>().begin()).convertToDouble();
          if (!(lv <= hv)) {
            // As TensorFlow prints floats: six significant digits.
            std::string message;
            llvm::raw_string_ostream os(message);
            os << "Invalid range: input_min " << llvm::format("%g", lv)
               << " > input_max " << llvm::format("%g", hv);
            return error(op) << message;
          }
        } else {
          // Run-time messages print integers only: the range without its
          // values.
          requireAtRunTime(
              loc,
              arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLE,
                                    toScalar(loc, low), toScalar(loc, high)),
              "Invalid range: input_min > input_max");
        }
      } else if (rangeGiven) {
        // V3 per channel: vectors as long as dimension `axis`.
        for (auto [what, v] :
             {std::pair<StringRef, Value>("min", min), {"max", max}})
          if (cast<RankedTensorType>(v.getType()).getRank() != 1)
            return error(op) << "Shape must be rank 1 for input_" << what
                             << "_tensor when the axis is specified";
        Value depth = dimAsI64(b, loc, input, axis);
        for (auto [what, v] : {std::pair<StringRef, Value>("input_min", min),
                               {"input_max", max}}) {
          Value size = dimAsI64(b, loc, v, 0);
          if (failed(requireOrError(
                  op,
                  b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq,
                                                size, depth),
                  (what +
                   "_tensor has incorrect size, was {0} expected {1} "
                   "to match dim " +
                   Twine(axis) + " of the input [{2}]")
                      .str(),
                  {size, depth, size})))
            return failure();
        }
        FailureOr<Value> lo = alongAxis(op, min, axis, rank),
                         hi = alongAxis(op, max, axis, rank);
        if (failed(lo) || failed(hi))
          return failure();
        low = *lo;
        high = *hi;
      } else {
        // The tensor's own minimum and maximum (per channel: over every
        // dimension but `axis`, kept to broadcast along it).
        SmallVector<int64_t> axes;
        for (int64_t d = 0; d < rank; ++d)
          if (d != axis)
            axes.push_back(d);
        FailureOr<Value> lo = reduce(op, input, axes, axis != -1, "Min"),
                         hi = reduce(op, input, axes, axis != -1, "Max");
        if (failed(lo) || failed(hi))
          return failure();
        low = *lo;
        high = *hi;
      }
      auto [qmin, qmax] =
          quantizedRange(b, loc, element, numBits, signedInput, narrow);
      return pushResult(
          results,
          elementwise(op, {input, low, high}, element,
                      [&](OpBuilder &nb, Location nloc, ValueRange a) {
                        QuantizationRange range =
                            quantizationRange(nb, nloc, qmin, qmax, a[1], a[2]);
                        return quantizeAndDequantize(nb, nloc, a[0], range,
                                                     rangeGiven, halfToEven);
                      }));
    };
  // (gradients, input, input_min, input_max) -> the gradient where the input
  // is inside [min, max] (per channel along `axis`), and zeros for min and
  // max (both of input_min's shape, as the kernel allocates them).
  handlers["QuantizeAndDequantizeV4Grad"] =
      [=, this](Operation *op, ArrayRef<Value> operands,
                SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    int64_t axis = -1;
    if (auto attr = op->getAttrOfType<IntegerAttr>("axis"))
      axis = attr.getInt();
    SmallVector<Value> tensors;
    if (failed(qdqFloats(op, operands, tensors)))
      return failure();
    Value gradient = tensors[0], input = tensors[1], min = tensors[2],
          max = tensors[3];
    int64_t rank = cast<RankedTensorType>(input.getType()).getRank();
    if (axis < -1)
      return error(op) << "Axis must be at least -1. Found " << axis;
    if (axis != -1 && axis >= rank)
      return error(op) << "Axis should be -1 or 0 or a positive value less "
                          "than "
                       << rank << "but given axis value was " << axis;
    if (failed(sameSize(op, gradient, input)))
      return failure();
    for (auto [what, v] :
         {std::pair<StringRef, Value>("min", min), {"max", max}}) {
      int64_t r = cast<RankedTensorType>(v.getType()).getRank();
      if (r != 0 && r != 1)
        return error(op) << "Input " << what
                         << " tensor must have dimension 0 or 1. Received " << r
                         << ".";
    }
    Value low = min, high = max;
    if (axis != -1) {
      for (auto [what, v] :
           {std::pair<StringRef, Value>("min", min), {"max", max}})
        if (cast<RankedTensorType>(v.getType()).getRank() != 1)
          return error(op) << "Shape must be rank 1 for input_" << what
                           << "_tensor when the axis is specified";
      Value depth = dimAsI64(b, loc, input, axis);
      for (auto [what, v] :
           {std::pair<StringRef, Value>("min", min), {"max", max}}) {
        Value size = dimAsI64(b, loc, v, 0);
        if (failed(requireOrError(
                op,
                b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq,
                                              size, depth),
                (what + " has incorrect size, expected {0} was {1}").str(),
                {depth, size})))
          return failure();
      }
      FailureOr<Value> lo = alongAxis(op, min, axis, rank),
                       hi = alongAxis(op, max, axis, rank);
      if (failed(lo) || failed(hi))
        return failure();
      low = *lo;
      high = *hi;
    } else {
      for (auto [what, v] :
           {std::pair<StringRef, Value>("min", min), {"max", max}})
        if (cast<RankedTensorType>(v.getType()).getRank() != 0)
          return error(op) << "input_" << what
                           << " must be a scalar if axis is unspecified";
    }
    FailureOr<Value> backprop = elementwise(
        op, {gradient, input, low, high}, getElementTypeOrSelf(input.getType()),
        [&](OpBuilder &nb, Location nloc, ValueRange a) {
          return masked(nb, nloc, a[0],
                        inside(nb, nloc, a[1], {a[2], a[3], Value()}));
        });
    if (failed(backprop))
      return failure();
    results.push_back(*backprop);
    Value zero =
        floatConstant(b, loc, getElementTypeOrSelf(min.getType()), 0.0);
    for (int i = 0; i < 2; ++i)
      results.push_back(fill(loc, sizesOf(loc, min), zero));
    return success();
  };
}

} // namespace mlir::tagrad::tf_legalize
