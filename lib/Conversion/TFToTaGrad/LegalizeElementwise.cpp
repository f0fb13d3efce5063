//===- LegalizeElementwise.cpp - Element-wise ops
//---------------------------===//
//
// Arithmetic, activations and their gradients, comparisons, logic, casts,
// Select, AddN and the bitwise ops, with TensorFlow's broadcasting.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"
#include "SpecialFunctions.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {

/// The one-operand element-wise TensorFlow ops (Legalizer::unary).
// tf.nn.selu's constants (TensorFlow's SeluOp).
constexpr double kSeluAlpha = 1.6732632423543772848170429916717;
constexpr double kSeluScale = 1.0507009873554804934193349852946;

constexpr StringLiteral kUnaryOps[] = {
    "Neg",   "Square",    "Sqrt",    "Rsqrt",    "Exp",        "Log",
    "Tanh",  "Sigmoid",   "Relu",    "Abs",      "Reciprocal", "Sin",
    "Cos",   "Log1p",     "Expm1",   "Erf",      "Floor",      "Ceil",
    "Round", "Rint",      "Sign",    "Softsign", "Softplus",   "Elu",
    "Relu6", "LeakyRelu", "Tan",     "Atan",     "Asin",       "Acos",
    "Sinh",  "Cosh",      "Asinh",   "Acosh",    "Atanh",      "Erfc",
    "Selu",  "Lgamma",    "Digamma", "Ndtri",    "Erfinv"};

/// Where the size of `v` along `d` comes from: through the results of ops
/// that write into a tensor of their result's type (an element-wise
/// generic's init) and tensor.empty's size operands, to a tensor and a
/// dimension, or (second -1) to a size value that no tensor.dim made.
static std::pair<Value, int64_t> sizeOrigin(Value v, int64_t d) {
  while (auto result = dyn_cast<OpResult>(v)) {
    Operation *owner = result.getOwner();
    if (auto dps = dyn_cast<DestinationStyleOpInterface>(owner);
        dps && dps.hasPureTensorSemantics()) {
      v = dps.getTiedOpOperand(result)->get();
      continue;
    }
    auto empty = dyn_cast<tensor::EmptyOp>(owner);
    if (!empty || !empty.getType().isDynamicDim(d))
      break;
    Value size = empty.getDynamicSize(d);
    auto dim = size.getDefiningOp<tensor::DimOp>();
    std::optional<int64_t> index =
        dim ? dim.getConstantIndex() : std::optional<int64_t>();
    if (!index)
      return {size, -1};
    v = dim.getSource();
    d = *index;
  }
  return {v, d};
}

FailureOr<Value> Legalizer::elementwise(
    Operation *op, ArrayRef<Value> operands, Type resultElement,
    function_ref<Value(OpBuilder &, Location, ValueRange)> body) {
  Location loc = op->getLoc();
  SmallVector<Value> inputs;
  SmallVector<RankedTensorType> types;
  for (Value v : operands) {
    v = toTensor(loc, v);
    auto t = dyn_cast<RankedTensorType>(v.getType());
    if (!t) {
      error(op) << "needs ranked operands, but one is " << v.getType();
      return failure();
    }
    inputs.push_back(v);
    types.push_back(t);
  }
  FailureOr<SmallVector<int64_t>> shape = broadcastShape(types);
  if (failed(shape)) {
    error(op) << "has operands that do not broadcast: " << types[0] << ", "
              << types.back();
    return failure();
  }
  int64_t rank = shape->size();
  // One size value per origin (sizeOrigin), shared by operands whose sizes
  // come from the same place (x * x, tanh(x * x) + x): sizes that are the
  // same value need no run-time broadcast, and the op stays a plain
  // element-wise generic that vectorizes and fuses.
  DenseMap<std::pair<Value, int64_t>, Value> dims;
  auto dimOf = [&](Value v, int64_t d) {
    std::pair<Value, int64_t> origin = sizeOrigin(v, d);
    if (origin.second < 0)
      return origin.first;
    Value &dim = dims[origin];
    if (!dim)
      dim = b.createOrFold<tensor::DimOp>(loc, origin.first, origin.second);
    return dim;
  };
  if (rank == 0) {
    SmallVector<Value> scalars =
        llvm::map_to_vector(inputs, [&](Value v) { return toScalar(loc, v); });
    return toTensor(loc, foldConstantScalar(body(b, loc, scalars)));
  }
  // A dynamic result size is the largest of the operands' sizes there (each
  // is that size or 1, checked below).
  SmallVector<OpFoldResult> sizes;
  for (int64_t d = 0; d < rank; ++d) {
    if (!ShapedType::isDynamic((*shape)[d])) {
      sizes.push_back(b.getIndexAttr((*shape)[d]));
      continue;
    }
    Value size;
    for (auto [v, t] : llvm::zip(inputs, types)) {
      int64_t od = d - (rank - t.getRank());
      if (od < 0 || !ShapedType::isDynamic(t.getDimSize(od)))
        continue;
      Value dim = dimOf(v, od);
      size = !size || size == dim
                 ? dim
                 : b.createOrFold<arith::MaxSIOp>(loc, size, dim);
    }
    sizes.push_back(size);
  }
  // A dimension known only at run time is the result's size or 1 (which
  // broadcasts, as in TensorFlow): checked, so a mismatch stops with
  // TensorFlow's message instead of reading out of bounds. An operand that
  // may broadcast along such a dimension is read by index in the body.
  SmallVector<SmallVector<Value>> broadcastDims(inputs.size());
  for (auto [k, v, t] : llvm::enumerate(inputs, types)) {
    int64_t offset = rank - t.getRank();
    broadcastDims[k].assign(t.getRank(), Value());
    for (int64_t od = 0; od < t.getRank(); ++od) {
      if (!t.isDynamicDim(od))
        continue;
      Value size = dimOf(v, od);
      Value expected =
          getValueOrCreateConstantIndexOp(b, loc, sizes[offset + od]);
      if (size == expected)
        continue;
      Value same = b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq,
                                                 size, expected);
      if (matchPattern(same, m_One()))
        continue;
      Value one = b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq,
                                                size, constantIndex(loc, 1));
      std::string message;
      llvm::raw_string_ostream os(message);
      os << "Incompatible shapes: " << types[0] << " vs. " << types.back();
      requireAtRunTime(loc, b.createOrFold<arith::OrIOp>(loc, same, one),
                       message);
      broadcastDims[k][od] = one;
    }
  }
  SmallVector<AffineMap> maps;
  SmallVector<Value> direct;
  SmallVector<int64_t> directIndex(inputs.size(), -1);
  for (auto [k, t] : llvm::enumerate(types)) {
    if (llvm::any_of(broadcastDims[k], [](Value v) { return bool(v); }))
      continue;
    SmallVector<AffineExpr> exprs;
    int64_t offset = rank - t.getRank();
    for (int64_t d = 0; d < t.getRank(); ++d)
      exprs.push_back(t.getDimSize(d) == 1 && (*shape)[offset + d] != 1
                          ? b.getAffineConstantExpr(0)
                          : b.getAffineDimExpr(offset + d));
    maps.push_back(AffineMap::get(rank, 0, exprs, b.getContext()));
    directIndex[k] = direct.size();
    direct.push_back(inputs[k]);
  }
  maps.push_back(b.getMultiDimIdentityMap(rank));
  Value init = tensor::EmptyOp::create(b, loc, sizes, resultElement);
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      b, loc, init.getType(), direct, init, maps, iterators,
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        SmallVector<Value> operandsInOrder;
        for (auto [k, t] : llvm::enumerate(types)) {
          if (directIndex[k] >= 0) {
            operandsInOrder.push_back(args[directIndex[k]]);
            continue;
          }
          // Read by index: 0 along a dimension of size 1.
          int64_t offset = rank - t.getRank();
          SmallVector<Value> at;
          for (int64_t d = 0; d < t.getRank(); ++d) {
            Value i = linalg::IndexOp::create(nb, nloc, offset + d);
            Value zero = arith::ConstantIndexOp::create(nb, nloc, 0);
            if (Value one = broadcastDims[k][d])
              i = arith::SelectOp::create(nb, nloc, one, zero, i);
            else if (t.getDimSize(d) == 1)
              i = zero;
            at.push_back(i);
          }
          operandsInOrder.push_back(
              tensor::ExtractOp::create(nb, nloc, inputs[k], at));
        }
        Value r = body(nb, nloc, operandsInOrder);
        linalg::YieldOp::create(nb, nloc, r);
      });
  return generic.getResult(0);
}

FailureOr<Value> Legalizer::binary(Operation *op, ArrayRef<Value> operands,
                                   StringRef kind, bool isUnsigned) {
  assert(operands.size() == 2 && "binary ops take two operands");
  Type element = getElementTypeOrSelf(operands[0].getType());
  if (element != getElementTypeOrSelf(operands[1].getType())) {
    error(op) << "has operands of different element types";
    return failure();
  }
  bool fp = isFloat(element);
  if (!fp && !element.isSignlessInteger()) {
    error(op) << "does not support element type " << element;
    return failure();
  }
  // Shape arithmetic on constants folds here, so later ops that need
  // constant shapes see them.
  DenseIntElementsAttr lhsConst, rhsConst;
  if (!fp && matchPattern(operands[0], m_Constant(&lhsConst)) &&
      matchPattern(operands[1], m_Constant(&rhsConst)) &&
      (kind == "Add" || kind == "Sub" || kind == "Mul" || kind == "Maximum" ||
       kind == "Minimum" || kind == "FloorMod" || kind == "FloorDiv")) {
    auto lt = cast<RankedTensorType>(lhsConst.getType());
    auto rt = cast<RankedTensorType>(rhsConst.getType());
    // Same shapes, or a one-element side of no larger rank.
    RankedTensorType type;
    if (lt == rt)
      type = lt;
    else if (rt.getNumElements() == 1 && rt.getRank() <= lt.getRank())
      type = lt;
    else if (lt.getNumElements() == 1 && lt.getRank() <= rt.getRank())
      type = rt;
    if (type) {
      SmallVector<APInt> l(lhsConst.getValues<APInt>()),
          r(rhsConst.getValues<APInt>());
      SmallVector<APInt> out;
      bool divisionByZero = false;
      for (int64_t i = 0; i < type.getNumElements(); ++i) {
        const APInt &x = l[l.size() == 1 ? 0 : i];
        const APInt &y = r[r.size() == 1 ? 0 : i];
        if ((kind == "FloorMod" || kind == "FloorDiv") && y.isZero()) {
          divisionByZero = true;
          break;
        }
        if (isUnsigned && (kind == "FloorMod" || kind == "FloorDiv")) {
          out.push_back(kind == "FloorMod" ? x.urem(y) : x.udiv(y));
          continue;
        }
        if (kind == "FloorMod") {
          APInt m = x.srem(y);
          if (!m.isZero() && m.isNegative() != y.isNegative())
            m += y;
          out.push_back(m);
          continue;
        }
        if (kind == "FloorDiv") {
          APInt q = x.sdiv(y);
          if (!x.srem(y).isZero() && x.isNegative() != y.isNegative())
            q -= 1;
          out.push_back(q);
          continue;
        }
        out.push_back(kind == "Add"   ? x + y
                      : kind == "Sub" ? x - y
                      : kind == "Mul" ? x * y
                      : kind == "Maximum"
                          ? ((isUnsigned ? x.ugt(y) : x.sgt(y)) ? x : y)
                          : ((isUnsigned ? x.ult(y) : x.slt(y)) ? x : y));
      }
      if (!divisionByZero)
        return arith::ConstantOp::create(b, op->getLoc(),
                                         DenseElementsAttr::get(type, out))
            .getResult();
    }
  }
  // ... and on shapes known in part (vectors built from scalars: Slice's
  // gradient pads by Shape(x) - Shape(slice) - begin), scalar by scalar,
  // so that the known sizes stay known (d - d is 0 for an unknown d).
  if (!fp &&
      (kind == "Add" || kind == "Sub" || kind == "Mul" || kind == "Maximum" ||
       kind == "Minimum") &&
      (operands[0].getDefiningOp<tensor::FromElementsOp>() ||
       operands[1].getDefiningOp<tensor::FromElementsOp>())) {
    Location loc = op->getLoc();
    Value lhs = toTensor(loc, operands[0]), rhs = toTensor(loc, operands[1]);
    auto lt = dyn_cast<RankedTensorType>(lhs.getType());
    auto rt = dyn_cast<RankedTensorType>(rhs.getType());
    std::optional<SmallVector<Value>> l = knownElements(loc, lhs);
    std::optional<SmallVector<Value>> r =
        l ? knownElements(loc, rhs) : std::nullopt;
    RankedTensorType type;
    if (l && r) {
      if (lt == rt)
        type = lt;
      else if (r->size() == 1 && rt.getRank() <= lt.getRank())
        type = lt;
      else if (l->size() == 1 && lt.getRank() <= rt.getRank())
        type = rt;
    }
    if (type) {
      SmallVector<Value> out;
      for (int64_t i = 0; i < type.getNumElements(); ++i) {
        Value x = (*l)[l->size() == 1 ? 0 : i];
        Value y = (*r)[r->size() == 1 ? 0 : i];
        if (kind == "Add")
          out.push_back(b.createOrFold<arith::AddIOp>(loc, x, y));
        else if (kind == "Sub")
          out.push_back(b.createOrFold<arith::SubIOp>(loc, x, y));
        else if (kind == "Mul")
          out.push_back(b.createOrFold<arith::MulIOp>(loc, x, y));
        else if (kind == "Maximum")
          out.push_back(isUnsigned ? b.createOrFold<arith::MaxUIOp>(loc, x, y)
                                   : b.createOrFold<arith::MaxSIOp>(loc, x, y));
        else
          out.push_back(isUnsigned ? b.createOrFold<arith::MinUIOp>(loc, x, y)
                                   : b.createOrFold<arith::MinSIOp>(loc, x, y));
      }
      return b.createOrFold<tensor::FromElementsOp>(loc, type, out);
    }
  }
  if (!fp && (kind == "RealDiv" || kind == "DivNoNan" || kind == "MulNoNan" ||
              kind == "Atan2" || kind == "Xlogy" || kind == "Xlog1py" ||
              kind == "Xdivy" || kind == "Zeta" || kind == "Polygamma" ||
              kind.ends_with("Grad"))) {
    error(op) << "needs floating-point operands";
    return failure();
  }
  auto body = [&](OpBuilder &nb, Location loc, ValueRange a) -> Value {
    Value x = a[0], y = a[1];
    auto one = [&] { return floatConstant(nb, loc, element, 1.0); };
    if (kind == "Add")
      return fp ? (Value)arith::AddFOp::create(nb, loc, x, y)
                : (Value)arith::AddIOp::create(nb, loc, x, y);
    if (kind == "Sub")
      return fp ? (Value)arith::SubFOp::create(nb, loc, x, y)
                : (Value)arith::SubIOp::create(nb, loc, x, y);
    if (kind == "Mul")
      return fp ? (Value)arith::MulFOp::create(nb, loc, x, y)
                : (Value)arith::MulIOp::create(nb, loc, x, y);
    if (kind == "RealDiv")
      return arith::DivFOp::create(nb, loc, x, y);
    // Unsigned integers: every division truncates and floors alike.
    if (isUnsigned && !fp &&
        (kind == "Div" || kind == "TruncateDiv" || kind == "FloorDiv"))
      return arith::DivUIOp::create(nb, loc, x, y);
    if (isUnsigned && !fp &&
        (kind == "TruncateMod" || kind == "Mod" || kind == "FloorMod"))
      return arith::RemUIOp::create(nb, loc, x, y);
    if (kind == "Div") // TensorFlow's legacy division: truncating on ints
      return fp ? (Value)arith::DivFOp::create(nb, loc, x, y)
                : (Value)arith::DivSIOp::create(nb, loc, x, y);
    if (kind == "TruncateDiv")
      return fp ? (Value)math::TruncOp::create(
                      nb, loc, arith::DivFOp::create(nb, loc, x, y))
                : (Value)arith::DivSIOp::create(nb, loc, x, y);
    if (kind == "TruncateMod" || kind == "Mod") // C's fmod / %
      return fp ? (Value)arith::RemFOp::create(nb, loc, x, y)
                : (Value)arith::RemSIOp::create(nb, loc, x, y);
    if (kind == "Atan2")
      return math::Atan2Op::create(nb, loc, x, y);
    if (kind == "Zeta" || kind == "Polygamma") { // in f64, rounded once
      auto wide = [&](Value v) -> Value {
        return element.isF64()
                   ? v
                   : arith::ExtFOp::create(nb, loc, nb.getF64Type(), v)
                         .getResult();
      };
      Value r = kind == "Zeta" ? special::zeta(nb, loc, wide(x), wide(y))
                               : special::polygamma(nb, loc, wide(x), wide(y));
      return element.isF64()
                 ? r
                 : arith::TruncFOp::create(nb, loc, element, r).getResult();
    }
    if (kind == "Xlogy" || kind == "Xlog1py" ||
        kind == "Xdivy") { // 0 where x is 0
      Value zero = floatConstant(nb, loc, element, 0.0);
      Value xZero =
          arith::CmpFOp::create(nb, loc, arith::CmpFPredicate::OEQ, x, zero);
      Value r;
      if (kind == "Xlogy")
        r = arith::MulFOp::create(nb, loc, x, math::LogOp::create(nb, loc, y));
      else if (kind == "Xlog1py")
        r = arith::MulFOp::create(nb, loc, x,
                                  math::Log1pOp::create(nb, loc, y));
      else
        r = arith::DivFOp::create(nb, loc, x, y);
      return arith::SelectOp::create(nb, loc, xZero, zero, r);
    }
    if (kind == "SeluGrad") { // (dy, y): y < 0 ? dy (y + scale alpha)
      Value zero = floatConstant(nb, loc, element, 0.0);
      Value negative =
          arith::CmpFOp::create(nb, loc, arith::CmpFPredicate::OLT, y, zero);
      Value below = arith::MulFOp::create(
          nb, loc, x,
          arith::AddFOp::create(
              nb, loc, y,
              floatConstant(nb, loc, element, kSeluScale * kSeluAlpha)));
      Value above = arith::MulFOp::create(
          nb, loc, x, floatConstant(nb, loc, element, kSeluScale));
      return arith::SelectOp::create(nb, loc, negative, below, above);
    }
    if (kind == "DivNoNan" || kind == "MulNoNan") {
      // 0 wherever y is 0, whatever x is (NaN and infinities too).
      Value zero = floatConstant(nb, loc, element, 0.0);
      Value yZero =
          arith::CmpFOp::create(nb, loc, arith::CmpFPredicate::OEQ, y, zero);
      Value r = kind == "DivNoNan"
                    ? (Value)arith::DivFOp::create(nb, loc, x, y)
                    : (Value)arith::MulFOp::create(nb, loc, x, y);
      return arith::SelectOp::create(nb, loc, yZero, zero, r);
    }
    if (kind == "Maximum")
      return fp           ? (Value)arith::MaximumFOp::create(nb, loc, x, y)
             : isUnsigned ? (Value)arith::MaxUIOp::create(nb, loc, x, y)
                          : (Value)arith::MaxSIOp::create(nb, loc, x, y);
    if (kind == "Minimum")
      return fp           ? (Value)arith::MinimumFOp::create(nb, loc, x, y)
             : isUnsigned ? (Value)arith::MinUIOp::create(nb, loc, x, y)
                          : (Value)arith::MinSIOp::create(nb, loc, x, y);
    if (kind == "FloorDiv") {
      if (!fp)
        return arith::FloorDivSIOp::create(nb, loc, x, y);
      return math::FloorOp::create(nb, loc,
                                   arith::DivFOp::create(nb, loc, x, y));
    }
    if (kind == "FloorMod") {
      // The remainder takes the divisor's sign, as TensorFlow's does.
      Value r = fp ? (Value)arith::RemFOp::create(nb, loc, x, y)
                   : (Value)arith::RemSIOp::create(nb, loc, x, y);
      Value zero = fp ? floatConstant(nb, loc, element, 0.0)
                      : (Value)arith::ConstantOp::create(
                            nb, loc, nb.getIntegerAttr(element, 0));
      Value rNegative = fp ? (Value)arith::CmpFOp::create(
                                 nb, loc, arith::CmpFPredicate::OLT, r, zero)
                           : (Value)arith::CmpIOp::create(
                                 nb, loc, arith::CmpIPredicate::slt, r, zero);
      Value yNegative = fp ? (Value)arith::CmpFOp::create(
                                 nb, loc, arith::CmpFPredicate::OLT, y, zero)
                           : (Value)arith::CmpIOp::create(
                                 nb, loc, arith::CmpIPredicate::slt, y, zero);
      Value nonZero = fp ? (Value)arith::CmpFOp::create(
                               nb, loc, arith::CmpFPredicate::UNE, r, zero)
                         : (Value)arith::CmpIOp::create(
                               nb, loc, arith::CmpIPredicate::ne, r, zero);
      Value signsDiffer = arith::XOrIOp::create(nb, loc, rNegative, yNegative);
      Value adjust = arith::AndIOp::create(nb, loc, nonZero, signsDiffer);
      Value shifted = fp ? (Value)arith::AddFOp::create(nb, loc, r, y)
                         : (Value)arith::AddIOp::create(nb, loc, r, y);
      return arith::SelectOp::create(nb, loc, adjust, shifted, r);
    }
    if (kind == "Pow")
      return fp ? (Value)math::PowFOp::create(nb, loc, x, y)
                : (Value)math::IPowIOp::create(nb, loc, x, y);
    if (kind == "SquaredDifference") {
      Value d = fp ? (Value)arith::SubFOp::create(nb, loc, x, y)
                   : (Value)arith::SubIOp::create(nb, loc, x, y);
      return fp ? (Value)arith::MulFOp::create(nb, loc, d, d)
                : (Value)arith::MulIOp::create(nb, loc, d, d);
    }
    if (kind == "TanhGrad") { // dy * (1 - y^2)
      Value y2 = arith::MulFOp::create(nb, loc, x, x);
      Value s = arith::SubFOp::create(nb, loc, one(), y2);
      return arith::MulFOp::create(nb, loc, y, s);
    }
    if (kind == "SigmoidGrad") { // dy * y * (1 - y)
      Value s = arith::SubFOp::create(nb, loc, one(), x);
      Value t = arith::MulFOp::create(nb, loc, x, s);
      return arith::MulFOp::create(nb, loc, y, t);
    }
    // The gradients of y = f(x) given y: (y, dy).
    if (kind == "SqrtGrad") // dy * 0.5 / y
      return arith::DivFOp::create(
          nb, loc,
          arith::MulFOp::create(nb, loc, y,
                                floatConstant(nb, loc, element, 0.5)),
          x);
    if (kind == "RsqrtGrad") // dy * -0.5 * y^3
      return arith::MulFOp::create(
          nb, loc,
          arith::MulFOp::create(nb, loc, y,
                                floatConstant(nb, loc, element, -0.5)),
          arith::MulFOp::create(nb, loc, x,
                                arith::MulFOp::create(nb, loc, x, x)));
    if (kind == "ReciprocalGrad") // -dy * y^2
      return arith::NegFOp::create(
          nb, loc,
          arith::MulFOp::create(nb, loc, y,
                                arith::MulFOp::create(nb, loc, x, x)));
    // The gradients given the forward input or output: (dy, x).
    Value zero = floatConstant(nb, loc, element, 0.0);
    if (kind == "Relu6Grad") { // dy where 0 < x < 6
      Value above =
          arith::CmpFOp::create(nb, loc, arith::CmpFPredicate::OGT, y, zero);
      Value below = arith::CmpFOp::create(nb, loc, arith::CmpFPredicate::OLT, y,
                                          floatConstant(nb, loc, element, 6.0));
      return arith::SelectOp::create(
          nb, loc, arith::AndIOp::create(nb, loc, above, below), x, zero);
    }
    if (kind == "EluGrad") // (dy, y): y < 0 ? dy (y + 1) : dy
      return arith::SelectOp::create(
          nb, loc,
          arith::CmpFOp::create(nb, loc, arith::CmpFPredicate::OLT, y, zero),
          arith::MulFOp::create(nb, loc, x,
                                arith::AddFOp::create(nb, loc, y, one())),
          x);
    if (kind == "SoftplusGrad") // dy / (1 + exp(-x))
      return arith::DivFOp::create(
          nb, loc, x,
          arith::AddFOp::create(
              nb, loc, one(),
              math::ExpOp::create(nb, loc, arith::NegFOp::create(nb, loc, y))));
    if (kind == "SoftsignGrad") { // dy / (1 + |x|)^2
      Value d = arith::AddFOp::create(nb, loc, one(),
                                      math::AbsFOp::create(nb, loc, y));
      return arith::DivFOp::create(nb, loc, x,
                                   arith::MulFOp::create(nb, loc, d, d));
    }
    if (kind == "LeakyReluGrad") // x > 0 ? dy : alpha dy
      return arith::SelectOp::create(
          nb, loc,
          arith::CmpFOp::create(nb, loc, arith::CmpFPredicate::OGT, y, zero), x,
          arith::MulFOp::create(
              nb, loc, x, floatConstant(nb, loc, element, leakyReluAlpha(op))));
    // ReluGrad(gradients, features): gradients where features > 0.
    Value positive =
        arith::CmpFOp::create(nb, loc, arith::CmpFPredicate::OGT, y, zero);
    return arith::SelectOp::create(nb, loc, positive, x, zero);
  };
  bool integerDivision =
      !fp && llvm::is_contained({"FloorDiv", "FloorMod", "Div", "TruncateDiv",
                                 "TruncateMod", "Mod"},
                                kind);
  if (!integerDivision)
    return elementwise(op, operands, element, body);
  // TensorFlow's "Integer division by zero"; the division itself never
  // divides by 0 (a SIGFPE) nor INT_MIN by -1 (wrapped, as two's
  // complement negation gives).
  Location loc = op->getLoc();
  FailureOr<Value> zeros = elementwise(
      op, {operands[1]}, b.getI1Type(),
      [&](OpBuilder &nb, Location nloc, ValueRange a) -> Value {
        return arith::CmpIOp::create(
            nb, nloc, arith::CmpIPredicate::eq, a[0],
            arith::ConstantOp::create(nb, nloc, nb.getIntegerAttr(element, 0)));
      });
  if (failed(zeros))
    return failure();
  int64_t rank = cast<RankedTensorType>(zeros->getType()).getRank();
  FailureOr<Value> anyZero =
      reduce(op, *zeros, llvm::to_vector(llvm::seq<int64_t>(0, rank)),
             /*keepDims=*/false, "Any");
  if (failed(anyZero))
    return failure();
  runtimeCheck(loc, toScalar(loc, *anyZero), "Integer division by zero");
  bool remainder = kind.ends_with("Mod");
  return elementwise(
      op, operands, element,
      [&](OpBuilder &nb, Location nloc, ValueRange a) -> Value {
        auto constant = [&](int64_t v) -> Value {
          return arith::ConstantOp::create(nb, nloc,
                                           nb.getIntegerAttr(element, v));
        };
        Value y = a[1];
        Value isZero = arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::eq,
                                             y, constant(0));
        // Unsigned: all ones is the largest divisor, not -1.
        if (isUnsigned)
          return body(nb, nloc,
                      {a[0], arith::SelectOp::create(nb, nloc, isZero,
                                                     constant(1), y)});
        Value isMinusOne = arith::CmpIOp::create(
            nb, nloc, arith::CmpIPredicate::eq, y, constant(-1));
        Value safe = arith::SelectOp::create(
            nb, nloc, arith::OrIOp::create(nb, nloc, isZero, isMinusOne),
            constant(1), y);
        Value r = body(nb, nloc, {a[0], safe});
        Value byMinusOne =
            remainder
                ? constant(0)
                : (Value)arith::SubIOp::create(nb, nloc, constant(0), a[0]);
        return arith::SelectOp::create(nb, nloc, isMinusOne, byMinusOne, r);
      });
}

FailureOr<Value> Legalizer::unary(Operation *op, Value input, StringRef kind) {
  Type element = getElementTypeOrSelf(input.getType());
  bool fp = isFloat(element);
  bool intOk =
      kind == "Neg" || kind == "Square" || kind == "Abs" || kind == "Sign";
  if (!fp && !(intOk && element.isSignlessInteger())) {
    error(op) << "does not support element type " << element;
    return failure();
  }
  return elementwise(
      op, {input}, element,
      [&](OpBuilder &nb, Location loc, ValueRange a) -> Value {
        Value x = a[0];
        auto one = [&] { return floatConstant(nb, loc, element, 1.0); };
        if (kind == "Neg")
          return fp ? (Value)arith::NegFOp::create(nb, loc, x)
                    : (Value)arith::SubIOp::create(
                          nb, loc,
                          arith::ConstantOp::create(
                              nb, loc, nb.getIntegerAttr(element, 0)),
                          x);
        if (kind == "Square")
          return fp ? (Value)arith::MulFOp::create(nb, loc, x, x)
                    : (Value)arith::MulIOp::create(nb, loc, x, x);
        if (kind == "Abs")
          return fp ? (Value)math::AbsFOp::create(nb, loc, x)
                    : (Value)math::AbsIOp::create(nb, loc, x);
        if (kind == "Sqrt")
          return math::SqrtOp::create(nb, loc, x);
        if (kind == "Rsqrt")
          return math::RsqrtOp::create(nb, loc, x);
        if (kind == "Exp")
          return math::ExpOp::create(nb, loc, x);
        if (kind == "Log")
          return math::LogOp::create(nb, loc, x);
        if (kind == "Tanh")
          return math::TanhOp::create(nb, loc, x);
        if (kind == "Reciprocal")
          return arith::DivFOp::create(nb, loc, one(), x);
        if (kind == "Sin")
          return math::SinOp::create(nb, loc, x);
        if (kind == "Tan")
          return math::TanOp::create(nb, loc, x);
        if (kind == "Atan")
          return math::AtanOp::create(nb, loc, x);
        if (kind == "Asin")
          return math::AsinOp::create(nb, loc, x);
        if (kind == "Acos")
          return math::AcosOp::create(nb, loc, x);
        if (kind == "Sinh")
          return math::SinhOp::create(nb, loc, x);
        if (kind == "Cosh")
          return math::CoshOp::create(nb, loc, x);
        if (kind == "Asinh")
          return math::AsinhOp::create(nb, loc, x);
        if (kind == "Acosh")
          return math::AcoshOp::create(nb, loc, x);
        if (kind == "Atanh")
          return math::AtanhOp::create(nb, loc, x);
        if (kind == "Erfc")
          return math::ErfcOp::create(nb, loc, x);
        if (kind == "Lgamma" || kind == "Digamma") { // in f64, rounded once
          Value wide = element.isF64()
                           ? x
                           : arith::ExtFOp::create(nb, loc, nb.getF64Type(), x)
                                 .getResult();
          Value r = kind == "Lgamma" ? special::logGamma(nb, loc, wide)
                                     : special::digamma(nb, loc, wide);
          return element.isF64()
                     ? r
                     : arith::TruncFOp::create(nb, loc, element, r).getResult();
        }
        // Ndtri in f64, rounded once; Erfinv as TensorFlow's kernel takes
        // it, ndtri(x / 2 + 1/2) / sqrt 2 with x / 2 + 1/2 rounded to the
        // element type (erfinv of a float32 just below 1 is +inf there).
        if (kind == "Ndtri" || kind == "Erfinv") {
          Value p = x;
          if (kind == "Erfinv") {
            Value half = floatConstant(nb, loc, element, 0.5);
            p = arith::AddFOp::create(
                nb, loc, arith::MulFOp::create(nb, loc, half, x), half);
          }
          Value wide = element.isF64()
                           ? p
                           : arith::ExtFOp::create(nb, loc, nb.getF64Type(), p)
                                 .getResult();
          Value r = special::ndtri(nb, loc, wide);
          if (kind == "Erfinv")
            r = arith::MulFOp::create(
                nb, loc, r,
                arith::ConstantOp::create(
                    nb, loc, nb.getF64FloatAttr(llvm::numbers::inv_sqrt2)));
          return element.isF64()
                     ? r
                     : arith::TruncFOp::create(nb, loc, element, r).getResult();
        }
        if (kind == "Selu") { // scale * (x > 0 ? x : alpha (exp(x) - 1))
          Value zero = floatConstant(nb, loc, element, 0.0);
          Value positive = arith::CmpFOp::create(
              nb, loc, arith::CmpFPredicate::OGT, x, zero);
          Value negativePart = arith::MulFOp::create(
              nb, loc, floatConstant(nb, loc, element, kSeluScale * kSeluAlpha),
              math::ExpM1Op::create(nb, loc, x));
          Value positivePart = arith::MulFOp::create(
              nb, loc, floatConstant(nb, loc, element, kSeluScale), x);
          return arith::SelectOp::create(nb, loc, positive, positivePart,
                                         negativePart);
        }
        if (kind == "Cos")
          return math::CosOp::create(nb, loc, x);
        if (kind == "Log1p")
          return math::Log1pOp::create(nb, loc, x);
        if (kind == "Expm1")
          return math::ExpM1Op::create(nb, loc, x);
        if (kind == "Erf")
          return math::ErfOp::create(nb, loc, x);
        if (kind == "Floor")
          return math::FloorOp::create(nb, loc, x);
        if (kind == "Ceil")
          return math::CeilOp::create(nb, loc, x);
        // Round and Rint: half to even, as TensorFlow's kernels round.
        if (kind == "Round" || kind == "Rint")
          return math::RoundEvenOp::create(nb, loc, x);
        if (kind == "Sign") {
          if (!fp) {
            Value zero = arith::ConstantOp::create(
                nb, loc, nb.getIntegerAttr(element, 0));
            auto toInt = [&](arith::CmpIPredicate predicate) -> Value {
              return arith::ExtUIOp::create(
                  nb, loc, element,
                  arith::CmpIOp::create(nb, loc, predicate, x, zero));
            };
            Value positive = toInt(arith::CmpIPredicate::sgt);
            Value negative = toInt(arith::CmpIPredicate::slt);
            return arith::SubIOp::create(nb, loc, positive, negative);
          }
          // -1, 1, or x itself for +-0 and NaN.
          Value zero = floatConstant(nb, loc, element, 0.0);
          Value positive = arith::CmpFOp::create(
              nb, loc, arith::CmpFPredicate::OGT, x, zero);
          Value negative = arith::CmpFOp::create(
              nb, loc, arith::CmpFPredicate::OLT, x, zero);
          Value sign = arith::SelectOp::create(
              nb, loc, negative, floatConstant(nb, loc, element, -1.0), x);
          return arith::SelectOp::create(nb, loc, positive, one(), sign);
        }
        if (kind == "Softsign") // x / (1 + |x|)
          return arith::DivFOp::create(
              nb, loc, x,
              arith::AddFOp::create(nb, loc, one(),
                                    math::AbsFOp::create(nb, loc, x)));
        if (kind == "Softplus") {
          // TensorFlow's kernel: x past -log(eps) + 2 is x itself, x below
          // log(eps) - 2 is exp(x), log1p(exp(x)) in between.
          double threshold = std::log(machineEpsilon(element)) + 2.0;
          Value exp = math::ExpOp::create(nb, loc, x);
          Value middle = math::Log1pOp::create(nb, loc, exp);
          Value tooLarge = arith::CmpFOp::create(
              nb, loc, arith::CmpFPredicate::OGT, x,
              floatConstant(nb, loc, element, -threshold));
          Value tooSmall =
              arith::CmpFOp::create(nb, loc, arith::CmpFPredicate::OLT, x,
                                    floatConstant(nb, loc, element, threshold));
          Value low = arith::SelectOp::create(nb, loc, tooSmall, exp, middle);
          return arith::SelectOp::create(nb, loc, tooLarge, x, low);
        }
        if (kind == "Elu") { // x < 0 ? exp(x) - 1 : x
          Value zero = floatConstant(nb, loc, element, 0.0);
          Value negative = arith::CmpFOp::create(
              nb, loc, arith::CmpFPredicate::OLT, x, zero);
          return arith::SelectOp::create(nb, loc, negative,
                                         math::ExpM1Op::create(nb, loc, x), x);
        }
        if (kind == "Relu6") // min(max(x, 0), 6), NaN staying NaN
          return arith::MinimumFOp::create(
              nb, loc,
              arith::MaximumFOp::create(nb, loc, x,
                                        floatConstant(nb, loc, element, 0.0)),
              floatConstant(nb, loc, element, 6.0));
        if (kind == "LeakyRelu") { // x > 0 ? x : alpha x
          Value zero = floatConstant(nb, loc, element, 0.0);
          Value positive = arith::CmpFOp::create(
              nb, loc, arith::CmpFPredicate::OGT, x, zero);
          Value scaled = arith::MulFOp::create(
              nb, loc, x, floatConstant(nb, loc, element, leakyReluAlpha(op)));
          return arith::SelectOp::create(nb, loc, positive, x, scaled);
        }
        if (kind == "Sigmoid") { // 1 / (1 + exp(-x))
          Value e =
              math::ExpOp::create(nb, loc, arith::NegFOp::create(nb, loc, x));
          return arith::DivFOp::create(
              nb, loc, one(), arith::AddFOp::create(nb, loc, one(), e));
        }
        // Relu: NaN stays NaN, as TensorFlow's max(x, 0) kernel gives.
        Value zero = floatConstant(nb, loc, element, 0.0);
        return arith::MaximumFOp::create(nb, loc, x, zero);
      });
}

FailureOr<Value> Legalizer::compare(Operation *op, ArrayRef<Value> operands,
                                    StringRef kind, bool isUnsigned) {
  Type element = getElementTypeOrSelf(operands[0].getType());
  if (element != getElementTypeOrSelf(operands[1].getType())) {
    error(op) << "has operands of different element types";
    return failure();
  }
  bool fp = isFloat(element);
  auto fpred = llvm::StringSwitch<arith::CmpFPredicate>(kind)
                   .Case("Less", arith::CmpFPredicate::OLT)
                   .Case("LessEqual", arith::CmpFPredicate::OLE)
                   .Case("Greater", arith::CmpFPredicate::OGT)
                   .Case("GreaterEqual", arith::CmpFPredicate::OGE)
                   .Case("Equal", arith::CmpFPredicate::OEQ)
                   .Default(arith::CmpFPredicate::UNE);
  auto ipred = llvm::StringSwitch<arith::CmpIPredicate>(kind)
                   .Case("Less", isUnsigned ? arith::CmpIPredicate::ult
                                            : arith::CmpIPredicate::slt)
                   .Case("LessEqual", isUnsigned ? arith::CmpIPredicate::ule
                                                 : arith::CmpIPredicate::sle)
                   .Case("Greater", isUnsigned ? arith::CmpIPredicate::ugt
                                               : arith::CmpIPredicate::sgt)
                   .Case("GreaterEqual", isUnsigned ? arith::CmpIPredicate::uge
                                                    : arith::CmpIPredicate::sge)
                   .Case("Equal", arith::CmpIPredicate::eq)
                   .Default(arith::CmpIPredicate::ne);
  return elementwise(op, operands, b.getI1Type(),
                     [&](OpBuilder &nb, Location loc, ValueRange a) -> Value {
                       if (fp)
                         return arith::CmpFOp::create(nb, loc, fpred, a[0],
                                                      a[1]);
                       return arith::CmpIOp::create(nb, loc, ipred, a[0], a[1]);
                     });
}

/// A float converted to an integer of `bits` (32 or 64) as x86's
/// cvttss2si / cvttsd2si convert it: truncated toward zero, and the lowest
/// integer (0x80...0) where the result does not fit or x is NaN. `x` is an
/// f64 (every narrower float converts to it exactly).
static Value x86FloatToSigned(OpBuilder &nb, Location loc, Value x,
                              unsigned bits) {
  Type f64 = nb.getF64Type(), to = nb.getIntegerType(bits);
  auto f = [&](double v) -> Value {
    return arith::ConstantOp::create(nb, loc, nb.getFloatAttr(f64, v));
  };
  // In range: (-2^31 - 1, 2^31) for 32 bits, [-2^63, 2^63) for 64 (no f64
  // lies in (-2^63 - 1, -2^63)); ordered comparisons, false for NaN.
  double high = std::ldexp(1.0, bits - 1);
  Value above = bits == 32
                    ? arith::CmpFOp::create(nb, loc, arith::CmpFPredicate::OGT,
                                            x, f(-high - 1.0))
                    : arith::CmpFOp::create(nb, loc, arith::CmpFPredicate::OGE,
                                            x, f(-high));
  Value below =
      arith::CmpFOp::create(nb, loc, arith::CmpFPredicate::OLT, x, f(high));
  Value inRange = arith::AndIOp::create(nb, loc, above, below);
  Value converted = arith::FPToSIOp::create(nb, loc, to, x);
  Value lowest = arith::ConstantOp::create(
      nb, loc, nb.getIntegerAttr(to, APInt::getSignedMinValue(bits)));
  return arith::SelectOp::create(nb, loc, inRange, converted, lowest);
}

/// A float converted to an unsigned integer of `to`'s width as TensorFlow's
/// CPU Cast kernel (Eigen's static_cast, compiled for x86-64) converts it.
/// Values in [0, 2^bits) truncate toward zero, as C++ defines. Outside
/// that, what TensorFlow gives is what its code does: uint32 takes the
/// bits of the 32-bit signed conversion (-1.0 gives 4294967295, 2^32 and
/// NaN 2147483648); uint64 is LLVM's x86 expansion of fptoui (the signed
/// conversions of x and of x - 2^63 combined: -1.0 gives 2^64 - 1, 2^64 and
/// NaN 2^63). For uint8 and uint16, TensorFlow's vectorized loop saturates
/// the 32-bit signed conversion into [0, 2^bits - 1] while the loop's
/// scalar remainder truncates it, so one value casts differently by its
/// position; TaGrad saturates every element (300.0 gives 255 as uint8, -1.0
/// and NaN give 0).
static Value floatToUnsigned(OpBuilder &nb, Location loc, Value x, Type to) {
  Type f64 = nb.getF64Type();
  if (x.getType() != f64)
    x = arith::ExtFOp::create(nb, loc, f64, x);
  unsigned bits = to.getIntOrFloatBitWidth();
  if (bits == 64) {
    Value low = x86FloatToSigned(nb, loc, x, 64);
    Value shifted = arith::SubFOp::create(
        nb, loc, x,
        arith::ConstantOp::create(nb, loc,
                                  nb.getFloatAttr(f64, std::ldexp(1.0, 63))));
    Value high = x86FloatToSigned(nb, loc, shifted, 64);
    Value sign = arith::ShRSIOp::create(
        nb, loc, low, arith::ConstantIntOp::create(nb, loc, to, 63));
    return arith::OrIOp::create(nb, loc, low,
                                arith::AndIOp::create(nb, loc, high, sign));
  }
  Value r = x86FloatToSigned(nb, loc, x, 32);
  if (bits == 32)
    return r;
  Type i32 = nb.getI32Type();
  r = arith::MaxSIOp::create(nb, loc, r,
                             arith::ConstantIntOp::create(nb, loc, i32, 0));
  r = arith::MinSIOp::create(
      nb, loc, r,
      arith::ConstantIntOp::create(nb, loc, i32, (int64_t(1) << bits) - 1));
  return arith::TruncIOp::create(nb, loc, to, r);
}

FailureOr<Value> Legalizer::castElements(Operation *op, Value input, Type to,
                                         bool fromUnsigned, bool toUnsigned) {
  Type from = getElementTypeOrSelf(input.getType());
  if (from == to)
    return input;
  DenseIntElementsAttr constant;
  if (matchPattern(input, m_Constant(&constant)) && to.isSignlessInteger() &&
      !to.isInteger(1) && !from.isInteger(1)) {
    unsigned width = to.getIntOrFloatBitWidth();
    return arith::ConstantOp::create(
               b, op->getLoc(),
               constant.mapValues(to,
                                  [&](const APInt &v) {
                                    return fromUnsigned ? v.zextOrTrunc(width)
                                                        : v.sextOrTrunc(width);
                                  }))
        .getResult();
  }
  return elementwise(
      op, {input}, to, [&](OpBuilder &nb, Location loc, ValueRange a) -> Value {
        Value x = a[0];
        if (to.isInteger(1)) {
          if (isFloat(from))
            return arith::CmpFOp::create(nb, loc, arith::CmpFPredicate::UNE, x,
                                         floatConstant(nb, loc, from, 0.0));
          return arith::CmpIOp::create(
              nb, loc, arith::CmpIPredicate::ne, x,
              arith::ConstantOp::create(nb, loc, nb.getIntegerAttr(from, 0)));
        }
        if (isFloat(from) && isFloat(to))
          return from.getIntOrFloatBitWidth() < to.getIntOrFloatBitWidth()
                     ? (Value)arith::ExtFOp::create(nb, loc, to, x)
                     : (Value)arith::TruncFOp::create(nb, loc, to, x);
        if (isFloat(from))
          return toUnsigned ? floatToUnsigned(nb, loc, x, to)
                            : (Value)arith::FPToSIOp::create(nb, loc, to, x);
        if (isFloat(to))
          return from.isInteger(1) || fromUnsigned
                     ? (Value)arith::UIToFPOp::create(nb, loc, to, x)
                     : (Value)arith::SIToFPOp::create(nb, loc, to, x);
        if (from.getIntOrFloatBitWidth() < to.getIntOrFloatBitWidth())
          return from.isInteger(1) || fromUnsigned
                     ? (Value)arith::ExtUIOp::create(nb, loc, to, x)
                     : (Value)arith::ExtSIOp::create(nb, loc, to, x);
        return arith::TruncIOp::create(nb, loc, to, x);
      });
}

void Legalizer::registerElementwiseHandlers() {
  auto &h = handlers;
  for (StringRef kind : {"IsNan", "IsInf", "IsFinite"})
    h[kind] = [this, kind](Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
      Type element = getElementTypeOrSelf(operands[0].getType());
      if (!isFloat(element))
        return error(op) << "needs a floating-point input";
      return pushResult(
          results,
          elementwise(
              op, operands, b.getI1Type(),
              [&](OpBuilder &nb, Location loc, ValueRange a) -> Value {
                Value x = a[0];
                if (kind == "IsNan")
                  return arith::CmpFOp::create(nb, loc,
                                               arith::CmpFPredicate::UNO, x, x);
                Value inf = floatConstant(
                    nb, loc, element, std::numeric_limits<double>::infinity());
                Value magnitude = math::AbsFOp::create(nb, loc, x);
                return arith::CmpFOp::create(nb, loc,
                                             kind == "IsInf"
                                                 ? arith::CmpFPredicate::OEQ
                                                 : arith::CmpFPredicate::OLT,
                                             magnitude, inf);
              }));
    };
  // ClipByValue(t, min, max): min(max(t, min), max), broadcasting.
  h["ClipByValue"] = [this](Operation *op, ArrayRef<Value> operands,
                            SmallVectorImpl<Value> &results) -> LogicalResult {
    bool isUnsigned = isUnsignedTF(op->getOperand(0));
    FailureOr<Value> low =
        binary(op, {operands[0], operands[1]}, "Maximum", isUnsigned);
    if (failed(low))
      return failure();
    return pushResult(results,
                      binary(op, {*low, operands[2]}, "Minimum", isUnsigned));
  };
  auto binaryHandler = [this](StringRef kind) {
    return [this, kind](Operation *op, ArrayRef<Value> operands,
                        SmallVectorImpl<Value> &results) -> LogicalResult {
      return pushResult(
          results, binary(op, operands, kind, isUnsignedTF(op->getOperand(0))));
    };
  };
  for (auto [tf, kind] : SmallVector<std::pair<StringRef, StringRef>>{
           {"Add", "Add"},
           {"AddV2", "Add"},
           {"Sub", "Sub"},
           {"Mul", "Mul"},
           {"RealDiv", "RealDiv"},
           {"Div", "Div"},
           {"DivNoNan", "DivNoNan"},
           {"MulNoNan", "MulNoNan"},
           {"TruncateDiv", "TruncateDiv"},
           {"TruncateMod", "TruncateMod"},
           {"Mod", "Mod"},
           {"Atan2", "Atan2"},
           {"Xlogy", "Xlogy"},
           {"Xlog1py", "Xlog1py"},
           {"Xdivy", "Xdivy"},
           {"Zeta", "Zeta"},
           {"Polygamma", "Polygamma"},
           {"SeluGrad", "SeluGrad"},
           {"Maximum", "Maximum"},
           {"Minimum", "Minimum"},
           {"SquaredDifference", "SquaredDifference"},
           {"FloorMod", "FloorMod"},
           {"FloorDiv", "FloorDiv"},
           {"Pow", "Pow"},
           {"TanhGrad", "TanhGrad"},
           {"SigmoidGrad", "SigmoidGrad"},
           {"ReluGrad", "ReluGrad"},
           {"SqrtGrad", "SqrtGrad"},
           {"RsqrtGrad", "RsqrtGrad"},
           {"ReciprocalGrad", "ReciprocalGrad"},
           {"InvGrad", "ReciprocalGrad"},
           {"Relu6Grad", "Relu6Grad"},
           {"EluGrad", "EluGrad"},
           {"SoftplusGrad", "SoftplusGrad"},
           {"SoftsignGrad", "SoftsignGrad"},
           {"LeakyReluGrad", "LeakyReluGrad"}})
    h[tf] = binaryHandler(kind);
  for (StringRef kind : kUnaryOps)
    h[kind] = [this, kind](Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
      return pushResult(results, unary(op, operands[0], kind));
    };
  for (StringRef kind :
       {"Less", "LessEqual", "Greater", "GreaterEqual", "Equal", "NotEqual"})
    h[kind] = [this, kind](Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
      return pushResult(results, compare(op, operands.take_front(2), kind,
                                         isUnsignedTF(op->getOperand(0))));
    };
  for (StringRef kind : {"LogicalAnd", "LogicalOr", "LogicalNot"})
    h[kind] = [this, kind](Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
      FailureOr<Value> r = elementwise(
          op, operands, b.getI1Type(),
          [&](OpBuilder &nb, Location loc, ValueRange a) -> Value {
            if (kind == "LogicalAnd")
              return arith::AndIOp::create(nb, loc, a[0], a[1]);
            if (kind == "LogicalOr")
              return arith::OrIOp::create(nb, loc, a[0], a[1]);
            Value t = arith::ConstantOp::create(nb, loc, nb.getBoolAttr(true));
            return arith::XOrIOp::create(nb, loc, a[0], t);
          });
      if (failed(r))
        return failure();
      results.push_back(*r);
      return success();
    };
  auto select = [this](Operation *op, ArrayRef<Value> operands,
                       SmallVectorImpl<Value> &results) -> LogicalResult {
    Value cond = toTensor(op->getLoc(), operands[0]);
    auto condType = dyn_cast<RankedTensorType>(cond.getType());
    auto valueType = dyn_cast<RankedTensorType>(operands[1].getType());
    // Select (v1) with a vector condition picks rows.
    if (op->getName().getStringRef() == "tf.Select" && condType && valueType &&
        condType.getRank() == 1 && valueType.getRank() > 1) {
      SmallVector<int64_t> shape(valueType.getRank(), 1);
      shape[0] = condType.getDimSize(0);
      FailureOr<Value> r = reshape(op, cond, shape);
      if (failed(r))
        return failure();
      cond = *r;
    }
    FailureOr<Value> r =
        elementwise(op, {cond, operands[1], operands[2]},
                    getElementTypeOrSelf(operands[1].getType()),
                    [&](OpBuilder &nb, Location loc, ValueRange a) -> Value {
                      return arith::SelectOp::create(nb, loc, a[0], a[1], a[2]);
                    });
    if (failed(r))
      return failure();
    results.push_back(*r);
    return success();
  };
  h["Select"] = select;
  h["SelectV2"] = select;
  h["Cast"] = [this](Operation *op, ArrayRef<Value> operands,
                     SmallVectorImpl<Value> &results) -> LogicalResult {
    // The importer drops attributes TensorFlow derives from types (DstT,
    // T, out_type): the result type says what to cast to.
    auto dst = op->getAttrOfType<TypeAttr>("DstT");
    Type to =
        dst ? dst.getValue() : getElementTypeOrSelf(op->getResult(0).getType());
    Type from = getElementTypeOrSelf(op->getOperand(0).getType());
    // Unsigned integers travel as the signless integers of their width: an
    // unsigned source is zero-extended and converted to floats as unsigned,
    // an unsigned result truncated (from integers, sign-extending a signed
    // source as C++ does) or converted from floats as TensorFlow's kernel
    // converts them (floatToUnsigned).
    bool fromUnsigned = from.isUnsignedInteger();
    bool toUnsigned = to.isUnsignedInteger();
    if (toUnsigned) {
      to = b.getIntegerType(to.getIntOrFloatBitWidth());
    } else if (!(isa<FloatType>(to) || to.isSignlessInteger())) {
      return error(op) << "casts to " << to
                       << ", a type TaGrad does not take (floats, signed "
                          "integers and booleans)";
    }
    return pushResult(
        results, castElements(op, operands[0], to, fromUnsigned, toUnsigned));
  };
  // Bitcast between element types of one width: the same bits (unsigned and
  // signed integers are the same signless values here).
  h["Bitcast"] = [this](Operation *op, ArrayRef<Value> operands,
                        SmallVectorImpl<Value> &results) -> LogicalResult {
    auto typeAttr = op->getAttrOfType<TypeAttr>("type");
    Type to = typeAttr ? typeAttr.getValue()
                       : getElementTypeOrSelf(op->getResult(0).getType());
    Type from = getElementTypeOrSelf(op->getOperand(0).getType());
    if (!from.isIntOrFloat() || !to.isIntOrFloat() || from.isInteger(1) ||
        to.isInteger(1) ||
        from.getIntOrFloatBitWidth() != to.getIntOrFloatBitWidth())
      return error(op) << "bitcasts " << from << " to " << to
                       << ": TaGrad takes bitcasts between numeric types of "
                          "one width only";
    if (to.isInteger())
      to = b.getIntegerType(to.getIntOrFloatBitWidth());
    if (getElementTypeOrSelf(operands[0].getType()) == to) {
      results.push_back(operands[0]);
      return success();
    }
    return pushResult(
        results,
        elementwise(op, {operands[0]}, to,
                    [&](OpBuilder &nb, Location loc, ValueRange a) -> Value {
                      return arith::BitcastOp::create(nb, loc, to, a[0]);
                    }));
  };
  h["AddN"] = [this](Operation *op, ArrayRef<Value> operands,
                     SmallVectorImpl<Value> &results) -> LogicalResult {
    assert(!operands.empty() && "checked by verifyArity");
    if (llvm::any_of(operands, [](Value v) { return !v; }))
      return addLists(op, results);
    // Neighbours added pairwise, level by level: a term goes through
    // ceil(log2 N) additions, not up to N - 1 (docs/Numerics.md).
    SmallVector<Value> terms(operands);
    while (terms.size() > 1) {
      SmallVector<Value> sums;
      for (size_t i = 0; i + 1 < terms.size(); i += 2) {
        FailureOr<Value> r = binary(op, {terms[i], terms[i + 1]}, "Add");
        if (failed(r))
          return failure();
        sums.push_back(*r);
      }
      if (terms.size() % 2)
        sums.push_back(terms.back());
      terms = std::move(sums);
    }
    results.push_back(terms.front());
    return success();
  };
  // tf.math.accumulate_n: AddN's sum (its `shape` attribute only
  // preallocates in TensorFlow).
  h["AccumulateNV2"] = h["AddN"];

  // The bitwise ops (tf.bitwise; TensorFlow's cwise_ops.h) on int8 to int64
  // and uint8 to uint64. Unsigned integers travel as the signless integers
  // of their width: the TensorFlow operand type says whether RightShift is
  // arithmetic and how the shift amount is clamped.
  auto integerElement = [this](Operation *op,
                               ArrayRef<Value> operands) -> FailureOr<Type> {
    Type element = getElementTypeOrSelf(operands[0].getType());
    for (Value v : operands.drop_front())
      if (getElementTypeOrSelf(v.getType()) != element)
        return error(op) << "has operands of different element types";
    if (!element.isSignlessInteger() || element.isInteger(1))
      return error(op) << "does not support element type " << element
                       << " (TensorFlow's bitwise ops take int8 to int64 and "
                          "uint8 to uint64)";
    return element;
  };
  for (StringRef kind : {"BitwiseAnd", "BitwiseOr", "BitwiseXor", "Invert",
                         "LeftShift", "RightShift"})
    h[kind] = [this, kind, integerElement](
                  Operation *op, ArrayRef<Value> operands,
                  SmallVectorImpl<Value> &results) -> LogicalResult {
      FailureOr<Type> element = integerElement(op, operands);
      if (failed(element))
        return failure();
      unsigned bits = element->getIntOrFloatBitWidth();
      bool isUnsigned =
          getElementTypeOrSelf(op->getOperand(0).getType()).isUnsignedInteger();
      return pushResult(
          results,
          elementwise(
              op, operands, *element,
              [&](OpBuilder &nb, Location loc, ValueRange a) -> Value {
                auto constant = [&](int64_t v) -> Value {
                  return arith::ConstantIntOp::create(nb, loc, *element, v);
                };
                if (kind == "BitwiseAnd")
                  return arith::AndIOp::create(nb, loc, a[0], a[1]);
                if (kind == "BitwiseOr")
                  return arith::OrIOp::create(nb, loc, a[0], a[1]);
                if (kind == "BitwiseXor")
                  return arith::XOrIOp::create(nb, loc, a[0], a[1]);
                if (kind == "Invert")
                  return arith::XOrIOp::create(nb, loc, a[0], constant(-1));
                // The shift amount clamped into [0, bits - 1] (as signed or
                // unsigned); LeftShift shifts the bits as unsigned.
                Value y = a[1];
                if (!isUnsigned)
                  y = arith::MaxSIOp::create(nb, loc, y, constant(0));
                y = isUnsigned
                        ? (Value)arith::MinUIOp::create(nb, loc, y,
                                                        constant(bits - 1))
                        : (Value)arith::MinSIOp::create(nb, loc, y,
                                                        constant(bits - 1));
                if (kind == "LeftShift")
                  return arith::ShLIOp::create(nb, loc, a[0], y);
                return isUnsigned
                           ? (Value)arith::ShRUIOp::create(nb, loc, a[0], y)
                           : (Value)arith::ShRSIOp::create(nb, loc, a[0], y);
              }));
    };
  // PopulationCount: the set bits of each element, as uint8 (an i8 here).
  h["PopulationCount"] =
      [this, integerElement](Operation *op, ArrayRef<Value> operands,
                             SmallVectorImpl<Value> &results) -> LogicalResult {
    FailureOr<Type> element = integerElement(op, operands);
    if (failed(element))
      return failure();
    Type u8 = b.getI8Type();
    return pushResult(
        results,
        elementwise(op, operands, u8,
                    [&](OpBuilder &nb, Location loc, ValueRange a) -> Value {
                      Value count = math::CtPopOp::create(nb, loc, a[0]);
                      return *element == u8
                                 ? count
                                 : arith::TruncIOp::create(nb, loc, u8, count)
                                       .getResult();
                    }));
  };
}

} // namespace mlir::tagrad::tf_legalize
