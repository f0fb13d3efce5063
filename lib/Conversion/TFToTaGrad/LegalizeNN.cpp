//===- LegalizeNN.cpp - Neural-network ops
//----------------------------------===//
//
// Matrix products, biases, softmax and the classification losses (dense and
// sparse labels), L2Loss, fused batch normalization and its gradient.
// Convolutions and pooling are in LegalizeConvolutions.cpp.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {

FailureOr<Value> Legalizer::matmul(Operation *op, Value lhs, Value rhs,
                                   bool transA, bool transB) {
  Location loc = op->getLoc();
  auto lt = dyn_cast<RankedTensorType>(lhs.getType());
  auto rt = dyn_cast<RankedTensorType>(rhs.getType());
  if (!lt || !rt || lt.getRank() < 2 || rt.getRank() < 2 ||
      lt.getElementType() != rt.getElementType() ||
      !isFloat(lt.getElementType())) {
    error(op) << "needs ranked floating-point operands of rank >= 2, got "
              << lhs.getType() << " and " << rhs.getType();
    return failure();
  }
  // Batch dimensions broadcast (BatchMatMulV2); then m, n, k.
  auto lBatch =
      RankedTensorType::get(lt.getShape().drop_back(2), lt.getElementType());
  auto rBatch =
      RankedTensorType::get(rt.getShape().drop_back(2), rt.getElementType());
  FailureOr<SmallVector<int64_t>> batch = broadcastShape({lBatch, rBatch});
  if (failed(batch)) {
    error(op) << "has batch dimensions that do not broadcast";
    return failure();
  }
  {
    int64_t lk = transA ? lt.getDimSize(lt.getRank() - 2)
                        : lt.getDimSize(lt.getRank() - 1);
    int64_t rk = transB ? rt.getDimSize(rt.getRank() - 1)
                        : rt.getDimSize(rt.getRank() - 2);
    if (!ShapedType::isDynamic(lk) && !ShapedType::isDynamic(rk) && lk != rk) {
      error(op) << "multiplies " << lhs.getType() << " by " << rhs.getType()
                << ": the inner dimensions " << lk << " and " << rk
                << " differ";
      return failure();
    }
    // Inner dimensions known only at run time are checked there: a
    // mismatch would read past an operand.
    if (ShapedType::isDynamic(lk) || ShapedType::isDynamic(rk)) {
      int64_t lr = lt.getRank(), rr = rt.getRank();
      Value l0 = dimAsI64(b, loc, lhs, lr - 2),
            l1 = dimAsI64(b, loc, lhs, lr - 1);
      Value r0 = dimAsI64(b, loc, rhs, rr - 2),
            r1 = dimAsI64(b, loc, rhs, rr - 1);
      Value differ = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                                           transA ? l0 : l1, transB ? r1 : r0);
      runtimeCheck(loc, differ,
                   "Matrix size-incompatible: In[0]: [{0},{1}], In[1]: "
                   "[{2},{3}]",
                   {l0, l1, r0, r1});
    }
  }
  int64_t nb = batch->size();
  // Loops run in dimension order: with B read row by row (no transpose_b)
  // the reduction goes before n, so the innermost loop walks B and C
  // contiguously (C[m, :] += A[m, k] * B[k, :]); with B transposed, k is
  // innermost (a dot product of two contiguous rows).
  int64_t m = nb, n = transB ? nb + 1 : nb + 2, k = transB ? nb + 2 : nb + 1;
  auto operandMap = [&](RankedTensorType t, bool trans, int64_t row,
                        int64_t col) {
    SmallVector<AffineExpr> exprs;
    int64_t offset = nb - (t.getRank() - 2);
    for (int64_t d = 0; d < t.getRank() - 2; ++d)
      exprs.push_back(t.getDimSize(d) == 1 && (*batch)[offset + d] != 1
                          ? b.getAffineConstantExpr(0)
                          : b.getAffineDimExpr(offset + d));
    exprs.push_back(b.getAffineDimExpr(trans ? col : row));
    exprs.push_back(b.getAffineDimExpr(trans ? row : col));
    return AffineMap::get(nb + 3, 0, exprs, b.getContext());
  };
  SmallVector<AffineExpr> outExprs;
  for (int64_t d = 0; d < nb; ++d)
    outExprs.push_back(b.getAffineDimExpr(d));
  outExprs.push_back(b.getAffineDimExpr(m));
  outExprs.push_back(b.getAffineDimExpr(n));
  SmallVector<AffineMap> maps = {
      operandMap(lt, transA, m, k), operandMap(rt, transB, k, n),
      AffineMap::get(nb + 3, 0, outExprs, b.getContext())};
  int64_t lr = lt.getRank(), rr = rt.getRank();
  SmallVector<OpFoldResult> sizes;
  for (int64_t d = 0; d < nb; ++d) {
    if (!ShapedType::isDynamic((*batch)[d])) {
      sizes.push_back(b.getIndexAttr((*batch)[d]));
      continue;
    }
    int64_t ld = d - (nb - (lr - 2));
    sizes.push_back(
        ld >= 0 && ShapedType::isDynamic(lt.getDimSize(ld))
            ? tensor::getMixedSize(b, loc, lhs, ld)
            : tensor::getMixedSize(b, loc, rhs, d - (nb - (rr - 2))));
  }
  sizes.push_back(tensor::getMixedSize(b, loc, lhs, transA ? lr - 1 : lr - 2));
  sizes.push_back(tensor::getMixedSize(b, loc, rhs, transB ? rr - 2 : rr - 1));
  Type element = lt.getElementType();
  Value init = fill(loc, sizes, floatConstant(b, loc, element, 0.0));
  SmallVector<utils::IteratorType> iterators(nb + 3,
                                             utils::IteratorType::parallel);
  iterators[k] = utils::IteratorType::reduction;
  // TensorFlow's kernels (Eigen, oneDNN) sum k in blocks and with fused
  // multiply-adds, in no documented order; the flags let LLVM do the same.
  // Without them the dot products of transpose_b (k innermost) stay one
  // scalar add after another.
  auto flags = arith::FastMathFlagsAttr::get(
      b.getContext(),
      arith::FastMathFlags::reassoc | arith::FastMathFlags::contract);
  return linalg::GenericOp::create(
             b, loc, init.getType(), ValueRange{lhs, rhs}, init, maps,
             iterators,
             [&](OpBuilder &nb2, Location nloc, ValueRange a) {
               Value p = arith::MulFOp::create(nb2, nloc, a[0], a[1], flags);
               linalg::YieldOp::create(
                   nb2, nloc,
                   arith::AddFOp::create(nb2, nloc, a[2], p, flags)
                       .getResult());
             })
      .getResult(0);
}

/// Einsum(inputs, equation): one linalg.generic over every label of the
/// equation, the output's labels parallel and the others summed (the
/// product of the two inputs' elements, or the one input's element).
FailureOr<Value> Legalizer::einsum(Operation *op, ArrayRef<Value> operands,
                                   StringRef equation) {
  Location loc = op->getLoc();
  std::string compact;
  for (char c : equation)
    if (c != ' ')
      compact.push_back(c);
  StringRef text = compact;
  if (!text.contains("->")) {
    error(op) << "supports explicit equations (\"ab,bc->ac\"), got \""
              << equation << "\"";
    return failure();
  }
  auto [inputsPart, outputPart] = text.split("->");
  SmallVector<StringRef> ellipsisInputs;
  inputsPart.split(ellipsisInputs, ',');
  if (ellipsisInputs.size() != operands.size() || operands.size() > 2) {
    error(op) << "has " << ellipsisInputs.size() << " inputs in its equation \""
              << equation << "\" but " << operands.size() << " operands";
    return failure();
  }
  // '...' stands for the dimensions an input has beyond its letters,
  // right-aligned and broadcast across the inputs as NumPy does: each
  // becomes a fresh label, and a size-1 one against a larger one reads
  // index 0.
  std::string fresh;
  for (char c = 'A'; c <= 'Z'; ++c)
    if (!text.contains(c))
      fresh.push_back(c);
  SmallVector<std::string> expanded;
  SmallVector<int64_t> ellipsisRanks;
  int64_t ellipsisRank = 0;
  for (auto [v, part] : llvm::zip(operands, ellipsisInputs)) {
    size_t at = part.find("...");
    auto type = dyn_cast<RankedTensorType>(toTensor(loc, v).getType());
    int64_t letters = part.size() - (at == StringRef::npos ? 0 : 3);
    int64_t extra = 0;
    if (at != StringRef::npos) {
      if (!type || type.getRank() < letters ||
          part.substr(at + 3).contains("...")) {
        error(op) << "needs a ranked input of at least " << letters
                  << " dimensions for \"" << part << "\"";
        return failure();
      }
      extra = type.getRank() - letters;
    }
    ellipsisRanks.push_back(extra);
    ellipsisRank = std::max(ellipsisRank, extra);
  }
  if (ellipsisRank > (int64_t)fresh.size()) {
    error(op) << "has too many dimensions under '...'";
    return failure();
  }
  StringRef allEllipsis = StringRef(fresh).take_front(ellipsisRank);
  // `part` with its '...' (if any) spelled as `labels`.
  auto substitute = [](StringRef part, StringRef labels) -> std::string {
    size_t at = part.find("...");
    return at == StringRef::npos
               ? part.str()
               : (part.substr(0, at) + labels + part.substr(at + 3)).str();
  };
  for (auto [part, extra] : llvm::zip(ellipsisInputs, ellipsisRanks))
    expanded.push_back(substitute(part, allEllipsis.take_back(extra)));
  std::string outputExpanded = substitute(outputPart, allEllipsis);
  if (!outputPart.contains("...") && ellipsisRank > 0) {
    error(op) << "needs '...' in its output where its inputs have "
                 "dimensions under it, got \""
              << equation << "\"";
    return failure();
  }
  StringRef outputText = outputExpanded;
  SmallVector<StringRef> inputLabels(expanded.begin(), expanded.end());
  SmallVector<Value> inputs;
  SmallVector<char> labels; // iteration dims: output labels, then summed
  for (char c : outputText)
    labels.push_back(c);
  DenseMap<char, OpFoldResult> sizeOf;
  Type element;
  for (auto [v, text] : llvm::zip(operands, inputLabels)) {
    Value t = toTensor(loc, v);
    auto type = dyn_cast<RankedTensorType>(t.getType());
    if (!type || type.getRank() != int64_t(text.size())) {
      error(op) << "needs an input of rank " << text.size() << " for \"" << text
                << "\", got " << t.getType();
      return failure();
    }
    if (element && type.getElementType() != element) {
      error(op) << "needs inputs of one element type";
      return failure();
    }
    element = type.getElementType();
    for (auto [d, c] : llvm::enumerate(text)) {
      if (!llvm::isAlpha(c) || llvm::count(text, c) > 1) {
        error(op) << "supports letters used once per input, got \"" << text
                  << "\"";
        return failure();
      }
      OpFoldResult size = tensor::getMixedSize(b, loc, t, d);
      bool broadcastable = allEllipsis.contains(c);
      auto [it, inserted] = sizeOf.try_emplace(c, size);
      if (!inserted) {
        std::optional<int64_t> a = getConstantIntValue(it->second),
                               bSize = getConstantIntValue(size);
        if (broadcastable && a == 1) {
          it->second = size;
        } else if (a && bSize) {
          if (*a != *bSize && !(broadcastable && *bSize == 1)) {
            error(op) << "has label '" << c << "' of sizes " << *a << " and "
                      << *bSize;
            return failure();
          }
        } else if (!(broadcastable && bSize == 1)) {
          // Sizes from data: equal, or the generic would read out of
          // bounds.
          Value expected = getValueOrCreateConstantIndexOp(b, loc, it->second);
          Value got = getValueOrCreateConstantIndexOp(b, loc, size);
          runtimeCheck(
              loc,
              b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::ne,
                                            expected, got),
              "Expected dimension {0} at axis " + std::to_string(d) +
                  " of the input but got dimension {1}",
              {b.createOrFold<arith::IndexCastOp>(loc, b.getI64Type(),
                                                  expected),
               b.createOrFold<arith::IndexCastOp>(loc, b.getI64Type(), got)});
          // Past a failed check, no input is read out of bounds.
          it->second = b.createOrFold<arith::MinUIOp>(loc, expected, got);
        }
      }
      if (!llvm::is_contained(labels, c))
        labels.push_back(c);
    }
    inputs.push_back(t);
  }
  if (!isFloat(element) && !element.isSignlessInteger()) {
    error(op) << "needs numeric inputs";
    return failure();
  }
  SmallVector<OpFoldResult> outSizes;
  for (char c : outputText) {
    if (!sizeOf.count(c) || llvm::count(outputText, c) > 1) {
      error(op) << "has output label '" << c << "' that no input has, or twice";
      return failure();
    }
    outSizes.push_back(sizeOf[c]);
  }
  auto dimOf = [&](char c) {
    return b.getAffineDimExpr(llvm::find(labels, c) - labels.begin());
  };
  SmallVector<AffineMap> maps;
  for (auto [t, text] : llvm::zip(inputs, inputLabels)) {
    auto type = cast<RankedTensorType>(t.getType());
    SmallVector<AffineExpr> exprs;
    for (auto [d, c] : llvm::enumerate(text)) {
      // A size-1 dimension broadcast against a larger one.
      std::optional<int64_t> full = getConstantIntValue(sizeOf[c]);
      bool broadcast =
          allEllipsis.contains(c) && type.getDimSize(d) == 1 && full != 1;
      exprs.push_back(broadcast ? b.getAffineConstantExpr(0) : dimOf(c));
    }
    maps.push_back(AffineMap::get(labels.size(), 0, exprs, b.getContext()));
  }
  maps.push_back(AffineMap::get(
      labels.size(), 0,
      llvm::map_to_vector(outputText, [&](char c) { return dimOf(c); }),
      b.getContext()));
  SmallVector<utils::IteratorType> iterators;
  for (size_t d = 0; d < labels.size(); ++d)
    iterators.push_back(d < outputText.size() ? utils::IteratorType::parallel
                                              : utils::IteratorType::reduction);
  bool fp = isFloat(element);
  Value zero =
      arith::ConstantOp::create(b, loc,
                                fp ? (TypedAttr)b.getFloatAttr(element, 0.0)
                                   : (TypedAttr)b.getIntegerAttr(element, 0));
  Value init = fill(loc, outSizes, zero);
  return linalg::GenericOp::create(
             b, loc, init.getType(), inputs, init, maps, iterators,
             [&](OpBuilder &nb, Location nloc, ValueRange a) {
               Value term = a[0];
               if (inputs.size() == 2)
                 term = fp ? (Value)arith::MulFOp::create(nb, nloc, a[0], a[1])
                           : (Value)arith::MulIOp::create(nb, nloc, a[0], a[1]);
               Value acc = a.back();
               Value sum =
                   fp ? (Value)arith::AddFOp::create(nb, nloc, acc, term)
                      : (Value)arith::AddIOp::create(nb, nloc, acc, term);
               linalg::YieldOp::create(nb, nloc, sum);
             })
      .getResult(0);
}

/// The input row (or column) TensorFlow's nearest-neighbour resize reads
/// for output row `y` (core/kernels/image/resize_nearest_neighbor_op.cc):
/// scale = in / out (align_corners: (in - 1) / (out - 1)), the row
/// floor(y * scale) (half_pixel_centers: (y + 0.5) * scale; align_corners:
/// rounded), at most in - 1.
static Value nearestSource(OpBuilder &b, Location loc, Value y, int64_t in,
                           int64_t out, bool alignCorners,
                           bool halfPixelCenters) {
  float scale = alignCorners && out > 1 ? float(in - 1) / float(out - 1)
                                        : float(in) / float(out);
  Type f32 = b.getF32Type();
  Value yf = arith::UIToFPOp::create(
      b, loc, f32, arith::IndexCastOp::create(b, loc, b.getI64Type(), y));
  if (halfPixelCenters)
    yf = arith::AddFOp::create(b, loc, yf, floatConstant(b, loc, f32, 0.5));
  Value scaled =
      arith::MulFOp::create(b, loc, yf, floatConstant(b, loc, f32, scale));
  Value rounded = alignCorners
                      ? math::RoundOp::create(b, loc, scaled).getResult()
                      : math::FloorOp::create(b, loc, scaled).getResult();
  Value source = arith::IndexCastOp::create(
      b, loc, b.getIndexType(),
      arith::FPToSIOp::create(b, loc, b.getI64Type(), rounded));
  source = arith::MinSIOp::create(
      b, loc, source, arith::ConstantIndexOp::create(b, loc, in - 1));
  return arith::MaxSIOp::create(b, loc, source,
                                arith::ConstantIndexOp::create(b, loc, 0));
}

/// Bilinear resampling's source along one axis for output position `y`
/// (TensorFlow's compute_interpolation_weights): in = y * scale
/// (half_pixel_centers: (y + 0.5) * scale - 0.5), the rows
/// max(floor(in), 0) and min(ceil(in), in_size - 1), weighted by
/// in - floor(in).
struct BilinearSource {
  Value lower, upper, lerp;
};
static BilinearSource bilinearSource(OpBuilder &b, Location loc, Value y,
                                     int64_t in, int64_t out, bool alignCorners,
                                     bool halfPixelCenters) {
  float scale = alignCorners && out > 1 ? float(in - 1) / float(out - 1)
                                        : float(in) / float(out);
  Type f32 = b.getF32Type();
  Value yf = arith::UIToFPOp::create(
      b, loc, f32, arith::IndexCastOp::create(b, loc, b.getI64Type(), y));
  if (halfPixelCenters)
    yf = arith::AddFOp::create(b, loc, yf, floatConstant(b, loc, f32, 0.5));
  Value source =
      arith::MulFOp::create(b, loc, yf, floatConstant(b, loc, f32, scale));
  if (halfPixelCenters)
    source =
        arith::SubFOp::create(b, loc, source, floatConstant(b, loc, f32, 0.5));
  Value low = math::FloorOp::create(b, loc, source);
  Value high = math::CeilOp::create(b, loc, source);
  auto toIndex = [&](Value v) -> Value {
    return arith::IndexCastOp::create(
        b, loc, b.getIndexType(),
        arith::FPToSIOp::create(b, loc, b.getI64Type(), v));
  };
  BilinearSource result;
  result.lower = arith::MaxSIOp::create(
      b, loc, toIndex(low), arith::ConstantIndexOp::create(b, loc, 0));
  result.upper = arith::MinSIOp::create(
      b, loc, toIndex(high), arith::ConstantIndexOp::create(b, loc, in - 1));
  result.lerp = arith::SubFOp::create(b, loc, source, low);
  return result;
}

/// Bicubic resampling's four taps along one axis for output position `y`,
/// as TensorFlow's resize_bicubic_op.cc computes them: in = y * scale
/// (half_pixel_centers: (y + 0.5) * scale - 0.5), the taps floor(in) - 1 ..
/// floor(in) + 2 clamped into the input, weighted by Keys' cubic
/// convolution sampled at round(1024 (in - floor(in))) / 1024 as its table
/// holds it (a = -0.75; with half_pixel_centers a = -0.5, taps outside the
/// input weigh 0 and the weights are renormalized).
struct BicubicSource {
  std::array<Value, 4> index, weight;
};
static BicubicSource bicubicSource(OpBuilder &b, Location loc, Value y,
                                   int64_t in, int64_t out, bool alignCorners,
                                   bool halfPixelCenters) {
  constexpr int64_t kTableSize = 1024;
  float scale = alignCorners && out > 1 ? float(in - 1) / float(out - 1)
                                        : float(in) / float(out);
  Type f32 = b.getF32Type(), f64 = b.getF64Type(), i64 = b.getI64Type();
  Value yf = arith::UIToFPOp::create(
      b, loc, f32, arith::IndexCastOp::create(b, loc, i64, y));
  if (halfPixelCenters)
    yf = arith::AddFOp::create(b, loc, yf, floatConstant(b, loc, f32, 0.5));
  Value source =
      arith::MulFOp::create(b, loc, yf, floatConstant(b, loc, f32, scale));
  if (halfPixelCenters)
    source =
        arith::SubFOp::create(b, loc, source, floatConstant(b, loc, f32, 0.5));
  Value floor = math::FloorOp::create(b, loc, source);
  Value base = arith::FPToSIOp::create(b, loc, i64, floor);
  Value delta = arith::SubFOp::create(b, loc, source, floor);
  // lrintf: to nearest, ties to even.
  Value offset = arith::FPToSIOp::create(
      b, loc, i64,
      math::RoundEvenOp::create(
          b, loc,
          arith::MulFOp::create(b, loc, delta,
                                floatConstant(b, loc, f32, kTableSize))));
  double a = halfPixelCenters ? -0.5 : -0.75;
  auto c64 = [&](double v) { return floatConstant(b, loc, f64, v); };
  auto mul = [&](Value x, Value y) -> Value {
    return arith::MulFOp::create(b, loc, x, y);
  };
  auto add = [&](Value x, Value y) -> Value {
    return arith::AddFOp::create(b, loc, x, y);
  };
  // The table's entries at i: x = i / 1024 and x + 1, in double, stored as
  // float.
  auto tableX = [&](Value i) -> Value {
    return arith::DivFOp::create(
        b, loc, arith::SIToFPOp::create(b, loc, f64, i), c64(kTableSize));
  };
  auto near = [&](Value i) -> Value { // ((a + 2) x - (a + 3)) x x + 1
    Value x = tableX(i);
    return arith::TruncFOp::create(
        b, loc, f32,
        add(mul(mul(add(mul(c64(a + 2), x), c64(-(a + 3))), x), x), c64(1.0)));
  };
  auto far = [&](Value i) -> Value { // ((a x - 5a) x + 8a) x - 4a, x + 1
    Value x = add(tableX(i), c64(1.0));
    return arith::TruncFOp::create(
        b, loc, f32,
        add(mul(add(mul(add(mul(c64(a), x), c64(-5 * a)), x), c64(8 * a)), x),
            c64(-4 * a)));
  };
  Value rest = arith::SubIOp::create(
      b, loc, arith::ConstantIntOp::create(b, loc, kTableSize, 64), offset);
  BicubicSource result;
  result.weight = {far(offset), near(offset), near(rest), far(rest)};
  Value zero = floatConstant(b, loc, f32, 0.0);
  Value sum = zero;
  for (int k = 0; k < 4; ++k) {
    Value tap = arith::AddIOp::create(
        b, loc, base, arith::ConstantIntOp::create(b, loc, k - 1, 64));
    Value bounded = arith::MinSIOp::create(
        b, loc,
        arith::MaxSIOp::create(b, loc, tap,
                               arith::ConstantIntOp::create(b, loc, 0, 64)),
        arith::ConstantIntOp::create(b, loc, in - 1, 64));
    result.index[k] =
        arith::IndexCastOp::create(b, loc, b.getIndexType(), bounded);
    if (halfPixelCenters) {
      Value inside =
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, bounded, tap);
      result.weight[k] =
          arith::SelectOp::create(b, loc, inside, result.weight[k], zero);
      sum = arith::AddFOp::create(b, loc, sum, result.weight[k]);
    }
  }
  if (halfPixelCenters) {
    // Renormalized unless the sum is (nearly) 0.
    Value big = arith::CmpFOp::create(
        b, loc, arith::CmpFPredicate::OGE, math::AbsFOp::create(b, loc, sum),
        floatConstant(b, loc, f32, 1000.0 * std::numeric_limits<float>::min()));
    Value inverse = arith::SelectOp::create(
        b, loc, big,
        arith::DivFOp::create(b, loc, floatConstant(b, loc, f32, 1.0), sum),
        floatConstant(b, loc, f32, 1.0));
    for (Value &w : result.weight)
      w = arith::MulFOp::create(b, loc, w, inverse);
  }
  return result;
}

/// Where output row (or column) `y` of a crop of box edges [lo, hi] (normalized
/// coordinates) samples an input of `in` rows, as TensorFlow's
/// crop_and_resize_op.cc computes it in float: lo (in - 1) + y (hi - lo)
/// (in - 1) / (crop - 1), or the box's middle for a crop of one; `inside`
/// is false past the input's edges (the extrapolation value goes there).
struct CropSource {
  Value position, inside;
};
static CropSource cropSource(OpBuilder &b, Location loc, Value y, Value lo,
                             Value hi, int64_t in, int64_t crop) {
  Type f32 = b.getF32Type();
  Value last = floatConstant(b, loc, f32, double(in - 1));
  Value position;
  if (crop > 1) {
    Value scale = arith::DivFOp::create(
        b, loc,
        arith::MulFOp::create(b, loc, arith::SubFOp::create(b, loc, hi, lo),
                              last),
        floatConstant(b, loc, f32, double(crop - 1)));
    Value yf = arith::UIToFPOp::create(
        b, loc, f32, arith::IndexCastOp::create(b, loc, b.getI64Type(), y));
    position =
        arith::AddFOp::create(b, loc, arith::MulFOp::create(b, loc, lo, last),
                              arith::MulFOp::create(b, loc, yf, scale));
  } else {
    position = arith::MulFOp::create(
        b, loc,
        arith::MulFOp::create(b, loc, floatConstant(b, loc, f32, 0.5),
                              arith::AddFOp::create(b, loc, lo, hi)),
        last);
  }
  Value inside = arith::AndIOp::create(
      b, loc,
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGE, position,
                            floatConstant(b, loc, f32, 0.0)),
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLE, position, last));
  return {position, inside};
}

/// An in-range crop position's taps: floor and ceil (or the rounded one for
/// nearest), clamped for the reads of positions outside, which are not
/// used.
static Value cropIndex(OpBuilder &b, Location loc, Value position, int64_t in) {
  Value i = arith::FPToSIOp::create(b, loc, b.getI64Type(), position);
  i = arith::MinSIOp::create(
      b, loc,
      arith::MaxSIOp::create(b, loc, i,
                             arith::ConstantIntOp::create(b, loc, 0, 64)),
      arith::ConstantIntOp::create(b, loc, in - 1, 64));
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), i);
}

/// LRN's attributes (TensorFlow's defaults: depth_radius 5, bias 1, alpha 1,
/// beta 0.5).
struct LrnParams {
  int64_t radius = 5;
  double bias = 1.0, alpha = 1.0, beta = 0.5;
};
static LrnParams lrnParams(Operation *op) {
  LrnParams p;
  if (auto a = op->getAttrOfType<IntegerAttr>("depth_radius"))
    p.radius = a.getInt();
  if (auto a = op->getAttrOfType<FloatAttr>("bias"))
    p.bias = a.getValueAsDouble();
  if (auto a = op->getAttrOfType<FloatAttr>("alpha"))
    p.alpha = a.getValueAsDouble();
  if (auto a = op->getAttrOfType<FloatAttr>("beta"))
    p.beta = a.getValueAsDouble();
  return p;
}

/// out[n, h, w, d] = sum of v[n, h, w, d - r .. d + r] (inside the depth):
/// a reduction over the window as an extra loop.
static Value depthWindowSum(OpBuilder &b, Location loc, Value v,
                            RankedTensorType type, int64_t radius,
                            ArrayRef<OpFoldResult> sizes) {
  Type element = type.getElementType();
  Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(element));
  Value init = linalg::FillOp::create(
                   b, loc, zero,
                   ValueRange{tensor::EmptyOp::create(b, loc, sizes, element)})
                   .getResult(0);
  // A dummy input carries the window's extent (2r + 1).
  Value window = tensor::EmptyOp::create(
      b, loc, ArrayRef<int64_t>{2 * radius + 1}, element);
  MLIRContext *ctx = b.getContext();
  SmallVector<AffineMap> maps = {
      AffineMap::get(5, 0, {b.getAffineDimExpr(4)}, ctx),
      AffineMap::get(5, 0,
                     {b.getAffineDimExpr(0), b.getAffineDimExpr(1),
                      b.getAffineDimExpr(2), b.getAffineDimExpr(3)},
                     ctx)};
  SmallVector<utils::IteratorType> iterators(4, utils::IteratorType::parallel);
  iterators.push_back(utils::IteratorType::reduction);
  int64_t depth = type.getDimSize(3);
  auto generic = linalg::GenericOp::create(
      b, loc, init.getType(), window, init, maps, iterators,
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        auto c = [&](int64_t x) -> Value {
          return arith::ConstantIndexOp::create(nb, nloc, x);
        };
        Value d = linalg::IndexOp::create(nb, nloc, 3);
        Value k = arith::SubIOp::create(
            nb, nloc,
            arith::AddIOp::create(nb, nloc, d,
                                  linalg::IndexOp::create(nb, nloc, 4)),
            c(radius));
        Value inside = arith::AndIOp::create(
            nb, nloc,
            arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::sge, k, c(0)),
            arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::slt, k,
                                  c(depth)));
        Value at = arith::SelectOp::create(nb, nloc, inside, k, c(0));
        Value x = tensor::ExtractOp::create(
            nb, nloc, v,
            ValueRange{linalg::IndexOp::create(nb, nloc, 0),
                       linalg::IndexOp::create(nb, nloc, 1),
                       linalg::IndexOp::create(nb, nloc, 2), at});
        Value term = arith::SelectOp::create(
            nb, nloc, inside, x,
            arith::ConstantOp::create(nb, nloc, nb.getZeroAttr(element)));
        linalg::YieldOp::create(
            nb, nloc,
            arith::AddFOp::create(nb, nloc, args[1], term).getResult());
      });
  return generic.getResult(0);
}

/// A batch-norm op's `data_format`, NHWC when absent (TensorFlow's default);
/// verifyAttributes has rejected the spellings no layout has.
static DataFormat batchNormDataFormat(Operation *op) {
  auto format = op->getAttrOfType<StringAttr>("data_format");
  if (!format)
    return DataFormat::NHWC;
  std::optional<DataFormat> layout = symbolizeDataFormat(format.getValue());
  assert(layout && "checked by verifyAttributes");
  return *layout;
}

void Legalizer::registerNNHandlers() {
  auto &h = handlers;
  // ResizeNearestNeighbor (Keras' UpSampling2D) and its gradient, NHWC with
  // static spatial sizes and a constant target size.
  auto resizeSizes = [this](Operation *op, Value input, Value size,
                            RankedTensorType &type, int64_t &height,
                            int64_t &width) -> LogicalResult {
    type = dyn_cast<RankedTensorType>(input.getType());
    if (!type || type.getRank() != 4 || type.isDynamicDim(1) ||
        type.isDynamicDim(2))
      return error(op) << "needs a 4-d input with static height and width, "
                          "got "
                       << input.getType();
    FailureOr<SmallVector<int64_t>> hw = constInts(op, size, "size");
    if (failed(hw))
      return failure();
    if (hw->size() != 2 || (*hw)[0] <= 0 || (*hw)[1] <= 0)
      return error(op) << "needs a size of two positive values";
    height = (*hw)[0];
    width = (*hw)[1];
    return success();
  };
  h["ResizeNearestNeighbor"] =
      [this, resizeSizes](Operation *op, ArrayRef<Value> operands,
                          SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value input = toTensor(loc, operands[0]);
    RankedTensorType type;
    int64_t height, width;
    if (failed(resizeSizes(op, input, operands[1], type, height, width)))
      return failure();
    bool align = boolAttr(op, "align_corners", false);
    bool half = boolAttr(op, "half_pixel_centers", false);
    SmallVector<OpFoldResult> sizes = sizesOf(loc, input);
    sizes[1] = b.getIndexAttr(height);
    sizes[2] = b.getIndexAttr(width);
    Value init = tensor::EmptyOp::create(b, loc, sizes, type.getElementType());
    SmallVector<AffineMap> maps = {b.getMultiDimIdentityMap(4)};
    SmallVector<utils::IteratorType> iterators(4,
                                               utils::IteratorType::parallel);
    int64_t inH = type.getDimSize(1), inW = type.getDimSize(2);
    auto generic = linalg::GenericOp::create(
        b, loc, init.getType(), ValueRange{}, init, maps, iterators,
        [&](OpBuilder &nb, Location nloc, ValueRange) {
          Value n = linalg::IndexOp::create(nb, nloc, 0);
          Value y =
              nearestSource(nb, nloc, linalg::IndexOp::create(nb, nloc, 1), inH,
                            height, align, half);
          Value x =
              nearestSource(nb, nloc, linalg::IndexOp::create(nb, nloc, 2), inW,
                            width, align, half);
          Value c = linalg::IndexOp::create(nb, nloc, 3);
          linalg::YieldOp::create(
              nb, nloc,
              tensor::ExtractOp::create(nb, nloc, input, ValueRange{n, y, x, c})
                  .getResult());
        });
    results.push_back(generic.getResult(0));
    return success();
  };
  // LRN (local response normalization over the depth of NHWC) and its
  // gradient: norm = bias + alpha * (window sum of x^2), y = x * norm^-beta;
  // dx = g * norm^-beta - 2 alpha beta x * (window sum of g y / norm).
  auto lrnInput = [this](Operation *op, Value v,
                         RankedTensorType &type) -> LogicalResult {
    type = dyn_cast<RankedTensorType>(v.getType());
    if (!type || type.getRank() != 4 || !isFloat(type.getElementType()) ||
        type.isDynamicDim(3))
      return error(op) << "input must be 4-dimensional (float, with a known "
                          "depth), got "
                       << v.getType();
    LrnParams p = lrnParams(op);
    if (p.radius < 0)
      return error(op) << "depth_radius = " << p.radius
                       << " must be non-negative";
    return success();
  };
  auto lrnNorm = [this](Operation *op, Value x, RankedTensorType type,
                        const LrnParams &p) -> Value {
    Location loc = op->getLoc();
    Type element = type.getElementType();
    SmallVector<OpFoldResult> sizes = sizesOf(loc, x);
    Value squares =
        *elementwise(op, {x}, element,
                     [](OpBuilder &nb, Location nloc, ValueRange a) -> Value {
                       return arith::MulFOp::create(nb, nloc, a[0], a[0]);
                     });
    Value sums = depthWindowSum(b, loc, squares, type, p.radius, sizes);
    double alpha = p.alpha, bias = p.bias;
    return *elementwise(
        op, {sums}, element,
        [&](OpBuilder &nb, Location nloc, ValueRange a) -> Value {
          return arith::AddFOp::create(
              nb, nloc, floatConstant(nb, nloc, element, bias),
              arith::MulFOp::create(
                  nb, nloc, floatConstant(nb, nloc, element, alpha), a[0]));
        });
  };
  h["LRN"] = [this, lrnInput,
              lrnNorm](Operation *op, ArrayRef<Value> operands,
                       SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value x = toTensor(loc, operands[0]);
    RankedTensorType type;
    if (failed(lrnInput(op, x, type)))
      return failure();
    LrnParams p = lrnParams(op);
    Type element = type.getElementType();
    Value norm = lrnNorm(op, x, type, p);
    return pushResult(
        results,
        elementwise(op, {x, norm}, element,
                    [&](OpBuilder &nb, Location nloc, ValueRange a) -> Value {
                      Value scale = math::PowFOp::create(
                          nb, nloc, a[1],
                          floatConstant(nb, nloc, element, -p.beta));
                      return arith::MulFOp::create(nb, nloc, a[0], scale);
                    }));
  };
  h["LRNGrad"] = [this, lrnInput,
                  lrnNorm](Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value g = toTensor(loc, operands[0]), x = toTensor(loc, operands[1]),
          y = toTensor(loc, operands[2]);
    RankedTensorType type;
    if (failed(lrnInput(op, x, type)))
      return failure();
    if (g.getType() != x.getType() || y.getType() != x.getType())
      return error(op) << "needs gradients, input and output of one type, got "
                       << g.getType() << ", " << x.getType() << " and "
                       << y.getType();
    LrnParams p = lrnParams(op);
    Type element = type.getElementType();
    Value norm = lrnNorm(op, x, type, p);
    FailureOr<Value> ratio = elementwise(
        op, {g, y, norm}, element,
        [&](OpBuilder &nb, Location nloc, ValueRange a) -> Value {
          return arith::DivFOp::create(
              nb, nloc, arith::MulFOp::create(nb, nloc, a[0], a[1]), a[2]);
        });
    if (failed(ratio))
      return failure();
    Value sums =
        depthWindowSum(b, loc, *ratio, type, p.radius, sizesOf(loc, x));
    double factor = -2.0 * p.alpha * p.beta;
    return pushResult(
        results,
        elementwise(op, {g, norm, x, sums}, element,
                    [&](OpBuilder &nb, Location nloc, ValueRange a) -> Value {
                      Value own = arith::MulFOp::create(
                          nb, nloc, a[0],
                          math::PowFOp::create(
                              nb, nloc, a[1],
                              floatConstant(nb, nloc, element, -p.beta)));
                      Value cross = arith::MulFOp::create(
                          nb, nloc, floatConstant(nb, nloc, element, factor),
                          arith::MulFOp::create(nb, nloc, a[2], a[3]));
                      return arith::AddFOp::create(nb, nloc, own, cross);
                    }));
  };
  // AdjustContrastv2(images [..., H, W, C], factor): each image's channel
  // moved away from its mean over H and W, (x - mean) * factor + mean
  // (tf.image's contrast augmentation; TensorFlow has no gradient for it).
  // TensorFlow's CPU kernel takes float32; narrower floats are computed in
  // float32 here.
  h["AdjustContrastv2"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value images = toTensor(loc, operands[0]);
    Value factorTensor = toTensor(loc, operands[1]);
    auto type = dyn_cast<RankedTensorType>(images.getType());
    auto factorType = dyn_cast<RankedTensorType>(factorTensor.getType());
    if (!type || !isFloat(type.getElementType()))
      return error(op) << "needs ranked float images, got " << images.getType();
    if (type.getRank() < 3)
      return error(op) << "input must be at least 3-D, got shape "
                       << images.getType();
    if (!factorType || factorType.getRank() != 0)
      return error(op) << "contrast_factor must be scalar: "
                       << factorTensor.getType();
    int64_t rank = type.getRank();
    Type element = type.getElementType();
    Type f32 = b.getF32Type();
    Type compute = element.getIntOrFloatBitWidth() < 32 ? f32 : element;
    Value wide = images;
    if (compute != element) {
      FailureOr<Value> cast = castElements(op, images, compute);
      if (failed(cast))
        return failure();
      wide = *cast;
    }
    FailureOr<Value> mean =
        reduce(op, wide, {rank - 3, rank - 2}, /*keepDims=*/true, "Mean");
    if (failed(mean))
      return failure();
    Value factor = toScalar(loc, factorTensor);
    if (factor.getType() != compute)
      factor =
          compute.getIntOrFloatBitWidth() > 32
              ? arith::ExtFOp::create(b, loc, compute, factor).getResult()
              : arith::TruncFOp::create(b, loc, compute, factor).getResult();
    Value adjusted = generate(
        loc, sizesOf(loc, wide), compute,
        [&](OpBuilder &nb, Location nloc) -> Value {
          SmallVector<Value> at, channelAt;
          for (int64_t d = 0; d < rank; ++d) {
            Value i = linalg::IndexOp::create(nb, nloc, d);
            at.push_back(i);
            channelAt.push_back(
                d == rank - 3 || d == rank - 2
                    ? arith::ConstantIndexOp::create(nb, nloc, 0).getResult()
                    : i);
          }
          Value x = tensor::ExtractOp::create(nb, nloc, wide, at);
          Value m = tensor::ExtractOp::create(nb, nloc, *mean, channelAt);
          return arith::AddFOp::create(
              nb, nloc,
              arith::MulFOp::create(
                  nb, nloc, arith::SubFOp::create(nb, nloc, x, m), factor),
              m);
        });
    if (compute != element)
      return pushResult(results, castElements(op, adjusted, element));
    results.push_back(adjusted);
    return success();
  };
  // ResizeBilinear (tf.image.resize's default) and its gradient: float
  // results, TensorFlow's interpolation order (across, then down).
  h["ResizeBilinear"] =
      [this, resizeSizes](Operation *op, ArrayRef<Value> operands,
                          SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value input = toTensor(loc, operands[0]);
    RankedTensorType type;
    int64_t height, width;
    if (failed(resizeSizes(op, input, operands[1], type, height, width)))
      return failure();
    if (!isFloat(type.getElementType()) &&
        !type.getElementType().isSignlessInteger())
      return error(op) << "does not support element type "
                       << type.getElementType();
    bool align = boolAttr(op, "align_corners", false);
    bool half = boolAttr(op, "half_pixel_centers", false);
    if (align && half)
      return error(op) << "If half_pixel_centers is True, align_corners must "
                          "be False.";
    Type f32 = b.getF32Type();
    FailureOr<Value> source = castElements(op, input, f32);
    if (failed(source))
      return failure();
    SmallVector<OpFoldResult> sizes = sizesOf(loc, input);
    sizes[1] = b.getIndexAttr(height);
    sizes[2] = b.getIndexAttr(width);
    int64_t inH = type.getDimSize(1), inW = type.getDimSize(2);
    results.push_back(
        generate(loc, sizes, f32, [&](OpBuilder &nb, Location nloc) -> Value {
          Value n = linalg::IndexOp::create(nb, nloc, 0);
          BilinearSource y =
              bilinearSource(nb, nloc, linalg::IndexOp::create(nb, nloc, 1),
                             inH, height, align, half);
          BilinearSource x =
              bilinearSource(nb, nloc, linalg::IndexOp::create(nb, nloc, 2),
                             inW, width, align, half);
          Value c = linalg::IndexOp::create(nb, nloc, 3);
          auto at = [&](Value row, Value col) -> Value {
            return tensor::ExtractOp::create(nb, nloc, *source,
                                             ValueRange{n, row, col, c});
          };
          auto lerp = [&](Value from, Value to, Value t) -> Value {
            return arith::AddFOp::create(
                nb, nloc, from,
                arith::MulFOp::create(
                    nb, nloc, arith::SubFOp::create(nb, nloc, to, from), t));
          };
          Value top = lerp(at(y.lower, x.lower), at(y.lower, x.upper), x.lerp);
          Value bottom =
              lerp(at(y.upper, x.lower), at(y.upper, x.upper), x.lerp);
          return lerp(top, bottom, y.lerp);
        }));
    return success();
  };
  // The gradient adds each output position's gradient into the four input
  // positions it read, weighted as the forward weighted them: one pass over
  // the gradient's rows and columns, each a [N, C] slice.
  h["ResizeBilinearGrad"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value grads = toTensor(loc, operands[0]);
    Value original = toTensor(loc, operands[1]);
    auto gradType = dyn_cast<RankedTensorType>(grads.getType());
    auto originalType = dyn_cast<RankedTensorType>(original.getType());
    if (!gradType || gradType.getRank() != 4 || gradType.isDynamicDim(1) ||
        gradType.isDynamicDim(2) || !originalType ||
        originalType.getRank() != 4 || originalType.isDynamicDim(1) ||
        originalType.isDynamicDim(2))
      return error(op) << "needs 4-d gradients and image with static height "
                          "and width, got "
                       << grads.getType() << " and " << original.getType();
    Type element = originalType.getElementType();
    if (!gradType.getElementType().isF32() || !isFloat(element))
      return error(op) << "needs float32 gradients and a float image, got "
                       << gradType << " and " << originalType;
    bool align = boolAttr(op, "align_corners", false);
    bool half = boolAttr(op, "half_pixel_centers", false);
    int64_t height = originalType.getDimSize(1),
            width = originalType.getDimSize(2);
    int64_t gH = gradType.getDimSize(1), gW = gradType.getDimSize(2);
    SmallVector<OpFoldResult> gradSizes = sizesOf(loc, grads);
    SmallVector<OpFoldResult> sizes = gradSizes;
    sizes[1] = b.getIndexAttr(height);
    sizes[2] = b.getIndexAttr(width);
    Type f32 = b.getF32Type();
    Value out = fill(loc, sizes, floatConstant(b, loc, f32, 0.0));
    auto rows = scf::ForOp::create(b, loc, constantIndex(loc, 0),
                                   constantIndex(loc, gH),
                                   constantIndex(loc, 1), ValueRange{out});
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(rows.getBody());
      Value y = rows.getInductionVar();
      BilinearSource sy = bilinearSource(b, loc, y, height, gH, align, half);
      auto cols = scf::ForOp::create(
          b, loc, constantIndex(loc, 0), constantIndex(loc, gW),
          constantIndex(loc, 1), rows.getRegionIterArgs());
      {
        OpBuilder::InsertionGuard inner(b);
        b.setInsertionPointToStart(cols.getBody());
        Value x = cols.getInductionVar();
        BilinearSource sx = bilinearSource(b, loc, x, width, gW, align, half);
        Value acc = cols.getRegionIterArgs()[0];
        SmallVector<OpFoldResult> strides(4, b.getIndexAttr(1));
        SmallVector<OpFoldResult> sliceSizes = {sizes[0], b.getIndexAttr(1),
                                                b.getIndexAttr(1), sizes[3]};
        auto sliceType = RankedTensorType::get(
            {gradType.getDimSize(0), gradType.getDimSize(3)}, f32);
        SmallVector<OpFoldResult> from = {b.getIndexAttr(0), y, x,
                                          b.getIndexAttr(0)};
        Value g = tensor::ExtractSliceOp::create(b, loc, sliceType, grads, from,
                                                 sliceSizes, strides);
        Value one = floatConstant(b, loc, f32, 1.0);
        Value yInv = arith::SubFOp::create(b, loc, one, sy.lerp);
        Value xInv = arith::SubFOp::create(b, loc, one, sx.lerp);
        // TensorFlow's order: the four corners in turn, each g * wy * wx.
        for (auto [row, wy, col, wx] :
             {std::tuple<Value, Value, Value, Value>{sy.lower, yInv, sx.lower,
                                                     xInv},
              {sy.lower, yInv, sx.upper, sx.lerp},
              {sy.upper, sy.lerp, sx.lower, xInv},
              {sy.upper, sy.lerp, sx.upper, sx.lerp}}) {
          SmallVector<OpFoldResult> at = {b.getIndexAttr(0), row, col,
                                          b.getIndexAttr(0)};
          Value current = tensor::ExtractSliceOp::create(
              b, loc, sliceType, acc, at, sliceSizes, strides);
          Value wyv = wy, wxv = wx;
          auto added = linalg::GenericOp::create(
              b, loc, sliceType, ValueRange{g}, ValueRange{current},
              SmallVector<AffineMap>(2, b.getMultiDimIdentityMap(2)),
              SmallVector<utils::IteratorType>(2,
                                               utils::IteratorType::parallel),
              [&](OpBuilder &nb, Location nloc, ValueRange args) {
                Value w = arith::MulFOp::create(
                    nb, nloc, arith::MulFOp::create(nb, nloc, args[0], wyv),
                    wxv);
                linalg::YieldOp::create(
                    nb, nloc,
                    arith::AddFOp::create(nb, nloc, args[1], w).getResult());
              });
          acc = tensor::InsertSliceOp::create(b, loc, added.getResult(0), acc,
                                              at, sliceSizes, strides);
        }
        scf::YieldOp::create(b, loc, acc);
      }
      scf::YieldOp::create(b, loc, cols.getResults());
    }
    return pushResult(results, castElements(op, rows.getResult(0), element));
  };
  // CropAndResize(image, boxes, box_ind, crop_size) and its image gradient
  // (Faster R-CNN's ROI crops): each box's crop sampled bilinearly (or at
  // the nearest pixel) in float, TensorFlow's extrapolation value where the
  // box leaves the image.
  auto cropOperands = [this](Operation *op, Type image, Value boxes,
                             Value boxIndex, int64_t &height,
                             int64_t &width) -> LogicalResult {
    auto imageType = dyn_cast<RankedTensorType>(image);
    auto boxesType = dyn_cast<RankedTensorType>(boxes.getType());
    auto indexType = dyn_cast<RankedTensorType>(boxIndex.getType());
    if (!imageType || imageType.getRank() != 4)
      return error(op) << "input image must be 4-D, got " << image;
    if (imageType.isDynamicDim(1) || imageType.isDynamicDim(2))
      return error(op) << "needs an image of static height and width, got "
                       << image;
    height = imageType.getDimSize(1);
    width = imageType.getDimSize(2);
    if (height <= 0 || width <= 0)
      return error(op) << "image dimensions must be positive";
    if (!boxesType || boxesType.getRank() != 2 ||
        (!boxesType.isDynamicDim(1) && boxesType.getDimSize(1) != 4) ||
        !boxesType.getElementType().isF32())
      return error(op) << "boxes must be 2-D float32 [num_boxes, 4], got "
                       << boxes.getType();
    if (!indexType || indexType.getRank() != 1 ||
        !indexType.getElementType().isSignlessInteger(32))
      return error(op) << "box_index has incompatible shape "
                       << boxIndex.getType();
    auto method = op->getAttrOfType<StringAttr>("method");
    if (method && method.getValue() != "bilinear" &&
        method.getValue() != "nearest")
      return error(op) << "method must be 'bilinear' or 'nearest', got "
                       << method;
    return success();
  };
  // The box's row of box_ind, checked against the batch as TensorFlow's
  // CheckValidBoxIndexHelper does (a box past it reads the last image).
  auto boxImage = [](OpBuilder &nb, Location loc, Value boxIndex, Value b,
                     Value batch) -> Value {
    Value raw = tensor::ExtractOp::create(nb, loc, boxIndex, b);
    Value at = arith::IndexCastOp::create(nb, loc, nb.getIndexType(), raw);
    return arith::MinUIOp::create(
        nb, loc, at,
        arith::SubIOp::create(nb, loc, batch,
                              arith::ConstantIndexOp::create(nb, loc, 1)));
  };
  auto checkBoxIndices = [this](Location loc, Value boxIndex, Value batch) {
    Value count = tensor::DimOp::create(b, loc, boxIndex, 0);
    auto loop = scf::ForOp::create(
        b, loc, constantIndex(loc, 0), count, constantIndex(loc, 1),
        ValueRange{arith::ConstantIntOp::create(b, loc, 1, 1)},
        [&](OpBuilder &nb, Location nloc, Value i, ValueRange ok) {
          Value raw = tensor::ExtractOp::create(nb, nloc, boxIndex, i);
          Value at =
              arith::IndexCastOp::create(nb, nloc, nb.getIndexType(), raw);
          Value inside = arith::CmpIOp::create(
              nb, nloc, arith::CmpIPredicate::ult, at, batch);
          scf::YieldOp::create(
              nb, nloc,
              ValueRange{arith::AndIOp::create(nb, nloc, ok[0], inside)});
        });
    requireAtRunTime(loc, loop.getResult(0),
                     "box_index has values outside [0, batch_size)");
  };
  h["CropAndResize"] = [this, cropOperands, boxImage, checkBoxIndices](
                           Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value image = toTensor(loc, operands[0]);
    Value boxes = toTensor(loc, operands[1]);
    Value boxIndex = toTensor(loc, operands[2]);
    int64_t height, width;
    if (failed(
            cropOperands(op, image.getType(), boxes, boxIndex, height, width)))
      return failure();
    FailureOr<SmallVector<int64_t>> crop =
        constInts(op, operands[3], "crop_size");
    if (failed(crop))
      return failure();
    if (crop->size() != 2)
      return error(op) << "crop_size must be a 1-D tensor of 2 elements";
    if ((*crop)[0] <= 0 || (*crop)[1] <= 0)
      return error(op) << "crop dimensions must be positive";
    auto method = op->getAttrOfType<StringAttr>("method");
    bool nearest = method && method.getValue() == "nearest";
    double extrapolation = 0.0;
    if (auto attr = op->getAttrOfType<FloatAttr>("extrapolation_value"))
      extrapolation = attr.getValueAsDouble();
    Type f32 = b.getF32Type();
    FailureOr<Value> source = castElements(op, image, f32);
    if (failed(source))
      return failure();
    Value batch = tensor::DimOp::create(b, loc, image, 0);
    checkBoxIndices(loc, boxIndex, batch);
    int64_t cropH = (*crop)[0], cropW = (*crop)[1];
    SmallVector<OpFoldResult> sizes = {
        sizesOf(loc, boxes)[0], b.getIndexAttr(cropH), b.getIndexAttr(cropW),
        sizesOf(loc, image)[3]};
    results.push_back(
        generate(loc, sizes, f32, [&](OpBuilder &nb, Location nloc) -> Value {
          Value n = linalg::IndexOp::create(nb, nloc, 0);
          Value y = linalg::IndexOp::create(nb, nloc, 1);
          Value x = linalg::IndexOp::create(nb, nloc, 2);
          Value d = linalg::IndexOp::create(nb, nloc, 3);
          auto edge = [&](int64_t k) -> Value {
            return tensor::ExtractOp::create(
                nb, nloc, boxes,
                ValueRange{n, arith::ConstantIndexOp::create(nb, nloc, k)});
          };
          Value image = boxImage(nb, nloc, boxIndex, n, batch);
          CropSource sy =
              cropSource(nb, nloc, y, edge(0), edge(2), height, cropH);
          CropSource sx =
              cropSource(nb, nloc, x, edge(1), edge(3), width, cropW);
          auto at = [&](Value row, Value col) -> Value {
            return tensor::ExtractOp::create(nb, nloc, *source,
                                             ValueRange{image, row, col, d});
          };
          Value value;
          if (nearest) {
            value = at(
                cropIndex(nb, nloc,
                          math::RoundOp::create(nb, nloc, sy.position), height),
                cropIndex(nb, nloc,
                          math::RoundOp::create(nb, nloc, sx.position), width));
          } else {
            Value top = math::FloorOp::create(nb, nloc, sy.position);
            Value left = math::FloorOp::create(nb, nloc, sx.position);
            Value yLerp = arith::SubFOp::create(nb, nloc, sy.position, top);
            Value xLerp = arith::SubFOp::create(nb, nloc, sx.position, left);
            Value t = cropIndex(nb, nloc, top, height);
            Value bt = cropIndex(
                nb, nloc, math::CeilOp::create(nb, nloc, sy.position), height);
            Value l = cropIndex(nb, nloc, left, width);
            Value r = cropIndex(
                nb, nloc, math::CeilOp::create(nb, nloc, sx.position), width);
            auto lerp = [&](Value from, Value to, Value w) -> Value {
              return arith::AddFOp::create(
                  nb, nloc, from,
                  arith::MulFOp::create(
                      nb, nloc, arith::SubFOp::create(nb, nloc, to, from), w));
            };
            Value upper = lerp(at(t, l), at(t, r), xLerp);
            Value lower = lerp(at(bt, l), at(bt, r), xLerp);
            value = lerp(upper, lower, yLerp);
          }
          return arith::SelectOp::create(
              nb, nloc, arith::AndIOp::create(nb, nloc, sy.inside, sx.inside),
              value, floatConstant(nb, nloc, f32, extrapolation));
        }));
    return success();
  };
  // The image gradient adds each crop pixel's gradient into the pixels it
  // read, in TensorFlow's order (boxes, rows, columns; top then bottom, left
  // then right), each a [depth] slice.
  h["CropAndResizeGradImage"] =
      [this, cropOperands, boxImage,
       checkBoxIndices](Operation *op, ArrayRef<Value> operands,
                        SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value grads = toTensor(loc, operands[0]);
    Value boxes = toTensor(loc, operands[1]);
    Value boxIndex = toTensor(loc, operands[2]);
    auto gradType = dyn_cast<RankedTensorType>(grads.getType());
    if (!gradType || gradType.getRank() != 4 || gradType.isDynamicDim(1) ||
        gradType.isDynamicDim(2) || !gradType.getElementType().isF32())
      return error(op) << "grads must be 4-D float32 with static crop sizes, "
                          "got "
                       << grads.getType();
    std::optional<SmallVector<int64_t>> imageSize = partialShape(operands[3]);
    if (!imageSize || imageSize->size() != 4)
      return error(op) << "image_size must be a 1-D tensor of 4 elements";
    int64_t height = (*imageSize)[1], width = (*imageSize)[2];
    if (ShapedType::isDynamic(height) || ShapedType::isDynamic(width) ||
        ShapedType::isDynamic((*imageSize)[3]))
      return error(op) << "needs the image's height, width and depth known "
                          "at compile time";
    auto typeAttr = op->getAttrOfType<TypeAttr>("T");
    Type element = typeAttr ? typeAttr.getValue() : b.getF32Type();
    if (!isFloat(element))
      return error(op) << "T must be a float type, got " << element;
    Type f32 = b.getF32Type();
    // The batch: known, else from data (image_size[0]).
    OpFoldResult batchSize =
        !ShapedType::isDynamic((*imageSize)[0])
            ? OpFoldResult(b.getIndexAttr((*imageSize)[0]))
            : OpFoldResult(
                  toIndex(loc, tensor::ExtractOp::create(
                                   b, loc, operands[3],
                                   ValueRange{constantIndex(loc, 0)})));
    auto imageType = RankedTensorType::get(
        {(*imageSize)[0], height, width, (*imageSize)[3]}, f32);
    int64_t unusedHeight, unusedWidth;
    if (failed(cropOperands(op, imageType, boxes, boxIndex, unusedHeight,
                            unusedWidth)))
      return failure();
    auto method = op->getAttrOfType<StringAttr>("method");
    bool nearest = method && method.getValue() == "nearest";
    Value batch = getValueOrCreateConstantIndexOp(b, loc, batchSize);
    checkBoxIndices(loc, boxIndex, batch);
    int64_t cropH = gradType.getDimSize(1), cropW = gradType.getDimSize(2);
    int64_t depth = (*imageSize)[3];
    Value out = fill(loc,
                     {batchSize, b.getIndexAttr(height), b.getIndexAttr(width),
                      b.getIndexAttr(depth)},
                     floatConstant(b, loc, f32, 0.0));
    Value count = tensor::DimOp::create(b, loc, boxes, 0);
    auto index = [&](int64_t v) { return constantIndex(loc, v); };
    auto boxLoop =
        scf::ForOp::create(b, loc, index(0), count, index(1), ValueRange{out});
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(boxLoop.getBody());
      Value n = boxLoop.getInductionVar();
      Value acc = boxLoop.getRegionIterArgs()[0];
      auto edge = [&](int64_t k) -> Value {
        return tensor::ExtractOp::create(b, loc, boxes,
                                         ValueRange{n, index(k)});
      };
      Value y1 = edge(0), x1 = edge(1), y2 = edge(2), x2 = edge(3);
      Value image = boxImage(b, loc, boxIndex, n, batch);
      auto rowLoop = scf::ForOp::create(b, loc, index(0), index(cropH),
                                        index(1), ValueRange{acc});
      {
        OpBuilder::InsertionGuard rowGuard(b);
        b.setInsertionPointToStart(rowLoop.getBody());
        Value y = rowLoop.getInductionVar();
        CropSource sy = cropSource(b, loc, y, y1, y2, height, cropH);
        auto colLoop =
            scf::ForOp::create(b, loc, index(0), index(cropW), index(1),
                               rowLoop.getRegionIterArgs());
        {
          OpBuilder::InsertionGuard colGuard(b);
          b.setInsertionPointToStart(colLoop.getBody());
          Value x = colLoop.getInductionVar();
          CropSource sx = cropSource(b, loc, x, x1, x2, width, cropW);
          Value inside = arith::AndIOp::create(b, loc, sy.inside, sx.inside);
          Value current = colLoop.getRegionIterArgs()[0];
          auto ifOp = scf::IfOp::create(b, loc, TypeRange{current.getType()},
                                        inside, /*withElseRegion=*/true);
          {
            OpBuilder::InsertionGuard ifGuard(b);
            b.setInsertionPointToStart(ifOp.thenBlock());
            SmallVector<OpFoldResult> unit(4, b.getIndexAttr(1));
            SmallVector<OpFoldResult> pixel = {
                b.getIndexAttr(1), b.getIndexAttr(1), b.getIndexAttr(1),
                b.getIndexAttr(depth)};
            auto sliceType = RankedTensorType::get({depth}, f32);
            Value g = tensor::ExtractSliceOp::create(
                b, loc, sliceType, grads,
                SmallVector<OpFoldResult>{n, y, x, b.getIndexAttr(0)}, pixel,
                unit);
            Value acc = current;
            auto addInto = [&](Value row, Value col, Value w1, Value w2) {
              SmallVector<OpFoldResult> at = {image, row, col,
                                              b.getIndexAttr(0)};
              Value old = tensor::ExtractSliceOp::create(b, loc, sliceType, acc,
                                                         at, pixel, unit);
              auto added = linalg::GenericOp::create(
                  b, loc, sliceType, ValueRange{g}, ValueRange{old},
                  SmallVector<AffineMap>(2, b.getMultiDimIdentityMap(1)),
                  SmallVector<utils::IteratorType>(
                      1, utils::IteratorType::parallel),
                  [&](OpBuilder &gb, Location gloc, ValueRange args) {
                    Value v = args[0];
                    if (w1)
                      v = arith::MulFOp::create(gb, gloc, w1, v);
                    if (w2)
                      v = arith::MulFOp::create(gb, gloc, v, w2);
                    linalg::YieldOp::create(
                        gb, gloc,
                        arith::AddFOp::create(gb, gloc, args[1], v)
                            .getResult());
                  });
              acc = tensor::InsertSliceOp::create(b, loc, added.getResult(0),
                                                  acc, at, pixel, unit);
            };
            if (nearest) {
              addInto(
                  cropIndex(b, loc, math::RoundOp::create(b, loc, sy.position),
                            height),
                  cropIndex(b, loc, math::RoundOp::create(b, loc, sx.position),
                            width),
                  Value(), Value());
            } else {
              Value top = math::FloorOp::create(b, loc, sy.position);
              Value left = math::FloorOp::create(b, loc, sx.position);
              Value yLerp = arith::SubFOp::create(b, loc, sy.position, top);
              Value xLerp = arith::SubFOp::create(b, loc, sx.position, left);
              Value one = floatConstant(b, loc, f32, 1.0);
              Value yInv = arith::SubFOp::create(b, loc, one, yLerp);
              Value xInv = arith::SubFOp::create(b, loc, one, xLerp);
              Value t = cropIndex(b, loc, top, height);
              Value bt = cropIndex(
                  b, loc, math::CeilOp::create(b, loc, sy.position), height);
              Value l = cropIndex(b, loc, left, width);
              Value r = cropIndex(
                  b, loc, math::CeilOp::create(b, loc, sx.position), width);
              // dtop = (1 - y_lerp) g, then dtop (1 - x_lerp), dtop x_lerp;
              // dbottom = y_lerp g likewise.
              addInto(t, l, yInv, xInv);
              addInto(t, r, yInv, xLerp);
              addInto(bt, l, yLerp, xInv);
              addInto(bt, r, yLerp, xLerp);
            }
            scf::YieldOp::create(b, loc, acc);
            b.setInsertionPointToStart(ifOp.elseBlock());
            scf::YieldOp::create(b, loc, current);
          }
          scf::YieldOp::create(b, loc, ifOp.getResults());
        }
        scf::YieldOp::create(b, loc, colLoop.getResults());
      }
      scf::YieldOp::create(b, loc, rowLoop.getResults());
    }
    return pushResult(results, castElements(op, boxLoop.getResult(0), element));
  };
  // The boxes' gradient: per box, each in-range crop pixel's gradient
  // times the image's slopes there, moved to the box's four edges in
  // TensorFlow's order (rows, columns, depth; y1, y2, then x1, x2), in
  // float; bilinear only, as TensorFlow's kernel.
  h["CropAndResizeGradBoxes"] =
      [this, cropOperands, boxImage,
       checkBoxIndices](Operation *op, ArrayRef<Value> operands,
                        SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value grads = toTensor(loc, operands[0]);
    Value image = toTensor(loc, operands[1]);
    Value boxes = toTensor(loc, operands[2]);
    Value boxIndex = toTensor(loc, operands[3]);
    auto gradType = dyn_cast<RankedTensorType>(grads.getType());
    if (!gradType || gradType.getRank() != 4 || gradType.isDynamicDim(1) ||
        gradType.isDynamicDim(2) || !gradType.getElementType().isF32())
      return error(op) << "grads must be 4-D float32 with static crop sizes, "
                          "got "
                       << grads.getType();
    int64_t height, width;
    if (failed(
            cropOperands(op, image.getType(), boxes, boxIndex, height, width)))
      return failure();
    auto method = op->getAttrOfType<StringAttr>("method");
    if (method && method.getValue() != "bilinear")
      return error(op) << "method must be 'bilinear', got " << method;
    Type f32 = b.getF32Type();
    FailureOr<Value> source = castElements(op, image, f32);
    if (failed(source))
      return failure();
    Value batch = tensor::DimOp::create(b, loc, image, 0);
    checkBoxIndices(loc, boxIndex, batch);
    int64_t cropH = gradType.getDimSize(1), cropW = gradType.getDimSize(2);
    Value depth = tensor::DimOp::create(b, loc, image, 3);
    Value count = tensor::DimOp::create(b, loc, boxes, 0);
    auto index = [&](int64_t v) { return constantIndex(loc, v); };
    auto c32 = [&](double v) { return floatConstant(b, loc, f32, v); };
    // (in - 1) / (crop - 1), 0 for a crop of one.
    float heightRatio = cropH > 1 ? float(height - 1) / float(cropH - 1) : 0;
    float widthRatio = cropW > 1 ? float(width - 1) / float(cropW - 1) : 0;
    Value out =
        fill(loc, {getAsOpFoldResult(count), b.getIndexAttr(4)}, c32(0.0));
    auto boxLoop =
        scf::ForOp::create(b, loc, index(0), count, index(1), ValueRange{out});
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(boxLoop.getBody());
      Value n = boxLoop.getInductionVar();
      auto edge = [&](int64_t k) -> Value {
        return tensor::ExtractOp::create(b, loc, boxes,
                                         ValueRange{n, index(k)});
      };
      Value y1 = edge(0), x1 = edge(1), y2 = edge(2), x2 = edge(3);
      Value imageRow = boxImage(b, loc, boxIndex, n, batch);
      SmallVector<Value> zeros(4, c32(0.0));
      auto rowLoop =
          scf::ForOp::create(b, loc, index(0), index(cropH), index(1), zeros);
      {
        OpBuilder::InsertionGuard rowGuard(b);
        b.setInsertionPointToStart(rowLoop.getBody());
        Value y = rowLoop.getInductionVar();
        CropSource sy = cropSource(b, loc, y, y1, y2, height, cropH);
        auto colLoop =
            scf::ForOp::create(b, loc, index(0), index(cropW), index(1),
                               rowLoop.getRegionIterArgs());
        {
          OpBuilder::InsertionGuard colGuard(b);
          b.setInsertionPointToStart(colLoop.getBody());
          Value x = colLoop.getInductionVar();
          CropSource sx = cropSource(b, loc, x, x1, x2, width, cropW);
          Value inside = arith::AndIOp::create(b, loc, sy.inside, sx.inside);
          ValueRange sums = colLoop.getRegionIterArgs();
          auto ifOp = scf::IfOp::create(b, loc, TypeRange(sums), inside,
                                        /*withElseRegion=*/true);
          {
            OpBuilder::InsertionGuard ifGuard(b);
            b.setInsertionPointToStart(ifOp.thenBlock());
            Value top = math::FloorOp::create(b, loc, sy.position);
            Value left = math::FloorOp::create(b, loc, sx.position);
            Value yLerp = arith::SubFOp::create(b, loc, sy.position, top);
            Value xLerp = arith::SubFOp::create(b, loc, sx.position, left);
            Value t = cropIndex(b, loc, top, height);
            Value bt = cropIndex(
                b, loc, math::CeilOp::create(b, loc, sy.position), height);
            Value l = cropIndex(b, loc, left, width);
            Value r = cropIndex(
                b, loc, math::CeilOp::create(b, loc, sx.position), width);
            Value yf = arith::UIToFPOp::create(
                b, loc, f32,
                arith::IndexCastOp::create(b, loc, b.getI64Type(), y));
            Value xf = arith::UIToFPOp::create(
                b, loc, f32,
                arith::IndexCastOp::create(b, loc, b.getI64Type(), x));
            // Each edge's share of a slope: y1 takes (h - 1 - y ratio), y2
            // y ratio; a crop of one splits (h - 1) / 2 to both.
            auto shares = [&](Value at, float ratio, int64_t in,
                              int64_t crop) -> std::pair<Value, Value> {
              if (crop <= 1) {
                Value half = c32(0.5 * double(in - 1));
                return {half, half};
              }
              Value scaled = arith::MulFOp::create(b, loc, at, c32(ratio));
              return {
                  arith::SubFOp::create(b, loc, c32(double(in - 1)), scaled),
                  scaled};
            };
            auto [y1Share, y2Share] = shares(yf, heightRatio, height, cropH);
            auto [x1Share, x2Share] = shares(xf, widthRatio, width, cropW);
            auto depthLoop = scf::ForOp::create(
                b, loc, index(0), depth, index(1), sums,
                [&](OpBuilder &db, Location dloc, Value d, ValueRange acc) {
                  auto at = [&](Value row, Value col) -> Value {
                    return tensor::ExtractOp::create(
                        db, dloc, *source, ValueRange{imageRow, row, col, d});
                  };
                  auto mul = [&](Value p, Value q) -> Value {
                    return arith::MulFOp::create(db, dloc, p, q);
                  };
                  auto sub = [&](Value p, Value q) -> Value {
                    return arith::SubFOp::create(db, dloc, p, q);
                  };
                  auto add = [&](Value p, Value q) -> Value {
                    return arith::AddFOp::create(db, dloc, p, q);
                  };
                  Value one = floatConstant(db, dloc, f32, 1.0);
                  Value tl = at(t, l), tr = at(t, r), bl = at(bt, l),
                        br = at(bt, r);
                  Value slopeY = add(mul(sub(one, xLerp), sub(bl, tl)),
                                     mul(xLerp, sub(br, tr)));
                  Value slopeX = add(mul(sub(one, yLerp), sub(tr, tl)),
                                     mul(yLerp, sub(br, bl)));
                  Value g = tensor::ExtractOp::create(db, dloc, grads,
                                                      ValueRange{n, y, x, d});
                  Value gy = mul(g, slopeY), gx = mul(g, slopeX);
                  scf::YieldOp::create(
                      db, dloc,
                      ValueRange{add(acc[0], mul(gy, y1Share)),
                                 add(acc[1], mul(gx, x1Share)),
                                 add(acc[2], mul(gy, y2Share)),
                                 add(acc[3], mul(gx, x2Share))});
                });
            scf::YieldOp::create(b, loc, depthLoop.getResults());
            b.setInsertionPointToStart(ifOp.elseBlock());
            scf::YieldOp::create(b, loc, sums);
          }
          scf::YieldOp::create(b, loc, ifOp.getResults());
        }
        scf::YieldOp::create(b, loc, colLoop.getResults());
      }
      Value acc = boxLoop.getRegionIterArgs()[0];
      for (int64_t k = 0; k < 4; ++k)
        acc = tensor::InsertOp::create(b, loc, rowLoop.getResult(k), acc,
                                       ValueRange{n, index(k)});
      scf::YieldOp::create(b, loc, acc);
    }
    results.push_back(boxLoop.getResult(0));
    return success();
  };
  // ResizeBicubic and its gradient: float results, TensorFlow's order
  // (down each of the four columns, then across).
  h["ResizeBicubic"] =
      [this, resizeSizes](Operation *op, ArrayRef<Value> operands,
                          SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value input = toTensor(loc, operands[0]);
    RankedTensorType type;
    int64_t height, width;
    if (failed(resizeSizes(op, input, operands[1], type, height, width)))
      return failure();
    if (!isFloat(type.getElementType()) &&
        !type.getElementType().isSignlessInteger())
      return error(op) << "does not support element type "
                       << type.getElementType();
    bool align = boolAttr(op, "align_corners", false);
    bool half = boolAttr(op, "half_pixel_centers", false);
    if (align && half)
      return error(op) << "If half_pixel_centers is True, align_corners must "
                          "be False.";
    Type f32 = b.getF32Type();
    FailureOr<Value> source = castElements(op, input, f32);
    if (failed(source))
      return failure();
    SmallVector<OpFoldResult> sizes = sizesOf(loc, input);
    sizes[1] = b.getIndexAttr(height);
    sizes[2] = b.getIndexAttr(width);
    int64_t inH = type.getDimSize(1), inW = type.getDimSize(2);
    results.push_back(
        generate(loc, sizes, f32, [&](OpBuilder &nb, Location nloc) -> Value {
          Value n = linalg::IndexOp::create(nb, nloc, 0);
          BicubicSource y =
              bicubicSource(nb, nloc, linalg::IndexOp::create(nb, nloc, 1), inH,
                            height, align, half);
          BicubicSource x =
              bicubicSource(nb, nloc, linalg::IndexOp::create(nb, nloc, 2), inW,
                            width, align, half);
          Value c = linalg::IndexOp::create(nb, nloc, 3);
          auto weighted = [&](ArrayRef<Value> values,
                              ArrayRef<Value> weights) -> Value {
            Value sum;
            for (auto [v, w] : llvm::zip(values, weights)) {
              Value term = arith::MulFOp::create(nb, nloc, v, w);
              sum = sum ? arith::AddFOp::create(nb, nloc, sum, term).getResult()
                        : term;
            }
            return sum;
          };
          SmallVector<Value> columns;
          for (Value col : x.index) {
            SmallVector<Value> rows;
            for (Value row : y.index)
              rows.push_back(tensor::ExtractOp::create(
                  nb, nloc, *source, ValueRange{n, row, col, c}));
            columns.push_back(weighted(rows, y.weight));
          }
          return weighted(columns, x.weight);
        }));
    return success();
  };
  // The gradient adds each output position's gradient into the sixteen
  // input positions it read, weighted as the forward weighted them, in
  // TensorFlow's order: one pass over the gradient's rows and columns, each
  // a [N, C] slice.
  h["ResizeBicubicGrad"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value grads = toTensor(loc, operands[0]);
    Value original = toTensor(loc, operands[1]);
    auto gradType = dyn_cast<RankedTensorType>(grads.getType());
    auto originalType = dyn_cast<RankedTensorType>(original.getType());
    if (!gradType || gradType.getRank() != 4 || gradType.isDynamicDim(1) ||
        gradType.isDynamicDim(2) || !originalType ||
        originalType.getRank() != 4 || originalType.isDynamicDim(1) ||
        originalType.isDynamicDim(2))
      return error(op) << "needs 4-d gradients and image with static height "
                          "and width, got "
                       << grads.getType() << " and " << original.getType();
    Type element = originalType.getElementType();
    if (!gradType.getElementType().isF32() || !isFloat(element))
      return error(op) << "needs float32 gradients and a float image, got "
                       << gradType << " and " << originalType;
    bool align = boolAttr(op, "align_corners", false);
    bool half = boolAttr(op, "half_pixel_centers", false);
    if (align && half)
      return error(op) << "If half_pixel_centers is True, align_corners must "
                          "be False.";
    int64_t height = originalType.getDimSize(1),
            width = originalType.getDimSize(2);
    int64_t gH = gradType.getDimSize(1), gW = gradType.getDimSize(2);
    SmallVector<OpFoldResult> sizes = sizesOf(loc, grads);
    sizes[1] = b.getIndexAttr(height);
    sizes[2] = b.getIndexAttr(width);
    Type f32 = b.getF32Type();
    Value out = fill(loc, sizes, floatConstant(b, loc, f32, 0.0));
    auto rows = scf::ForOp::create(b, loc, constantIndex(loc, 0),
                                   constantIndex(loc, gH),
                                   constantIndex(loc, 1), ValueRange{out});
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(rows.getBody());
      Value y = rows.getInductionVar();
      BicubicSource sy = bicubicSource(b, loc, y, height, gH, align, half);
      auto cols = scf::ForOp::create(
          b, loc, constantIndex(loc, 0), constantIndex(loc, gW),
          constantIndex(loc, 1), rows.getRegionIterArgs());
      {
        OpBuilder::InsertionGuard inner(b);
        b.setInsertionPointToStart(cols.getBody());
        Value x = cols.getInductionVar();
        BicubicSource sx = bicubicSource(b, loc, x, width, gW, align, half);
        Value acc = cols.getRegionIterArgs()[0];
        SmallVector<OpFoldResult> strides(4, b.getIndexAttr(1));
        SmallVector<OpFoldResult> sliceSizes = {sizes[0], b.getIndexAttr(1),
                                                b.getIndexAttr(1), sizes[3]};
        auto sliceType = RankedTensorType::get(
            {gradType.getDimSize(0), gradType.getDimSize(3)}, f32);
        SmallVector<OpFoldResult> from = {b.getIndexAttr(0), y, x,
                                          b.getIndexAttr(0)};
        Value g = tensor::ExtractSliceOp::create(b, loc, sliceType, grads, from,
                                                 sliceSizes, strides);
        for (int i = 0; i < 4; ++i) {
          for (int j = 0; j < 4; ++j) {
            SmallVector<OpFoldResult> at = {b.getIndexAttr(0), sy.index[i],
                                            sx.index[j], b.getIndexAttr(0)};
            Value current = tensor::ExtractSliceOp::create(
                b, loc, sliceType, acc, at, sliceSizes, strides);
            Value wy = sy.weight[i], wx = sx.weight[j];
            auto added = linalg::GenericOp::create(
                b, loc, sliceType, ValueRange{g}, ValueRange{current},
                SmallVector<AffineMap>(2, b.getMultiDimIdentityMap(2)),
                SmallVector<utils::IteratorType>(2,
                                                 utils::IteratorType::parallel),
                [&](OpBuilder &nb, Location nloc, ValueRange args) {
                  Value w = arith::MulFOp::create(
                      nb, nloc, arith::MulFOp::create(nb, nloc, args[0], wy),
                      wx);
                  linalg::YieldOp::create(
                      nb, nloc,
                      arith::AddFOp::create(nb, nloc, args[1], w).getResult());
                });
            acc = tensor::InsertSliceOp::create(b, loc, added.getResult(0), acc,
                                                at, sliceSizes, strides);
          }
        }
        scf::YieldOp::create(b, loc, acc);
      }
      scf::YieldOp::create(b, loc, cols.getResults());
    }
    return pushResult(results, castElements(op, rows.getResult(0), element));
  };
  // The gradient adds each output position's gradient into the input
  // position it read: zeros of the input's size, then one pass over the
  // gradient's rows and columns, each a [N, C] slice.
  h["ResizeNearestNeighborGrad"] =
      [this, resizeSizes](Operation *op, ArrayRef<Value> operands,
                          SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value grads = toTensor(loc, operands[0]);
    RankedTensorType type;
    int64_t height, width;
    if (failed(resizeSizes(op, grads, operands[1], type, height, width)))
      return failure();
    if (!isFloat(type.getElementType()))
      return error(op) << "needs float gradients, got " << type;
    bool align = boolAttr(op, "align_corners", false);
    bool half = boolAttr(op, "half_pixel_centers", false);
    SmallVector<OpFoldResult> sizes = sizesOf(loc, grads);
    SmallVector<OpFoldResult> gradSizes = sizes;
    sizes[1] = b.getIndexAttr(height);
    sizes[2] = b.getIndexAttr(width);
    Type element = type.getElementType();
    Value out = fill(loc, sizes, floatConstant(b, loc, element, 0.0));
    int64_t gH = type.getDimSize(1), gW = type.getDimSize(2);
    auto rows = scf::ForOp::create(b, loc, constantIndex(loc, 0),
                                   constantIndex(loc, gH),
                                   constantIndex(loc, 1), ValueRange{out});
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(rows.getBody());
      Value y = rows.getInductionVar();
      Value sy = nearestSource(b, loc, y, height, gH, align, half);
      auto cols = scf::ForOp::create(
          b, loc, constantIndex(loc, 0), constantIndex(loc, gW),
          constantIndex(loc, 1), rows.getRegionIterArgs());
      {
        OpBuilder::InsertionGuard inner(b);
        b.setInsertionPointToStart(cols.getBody());
        Value x = cols.getInductionVar();
        Value sx = nearestSource(b, loc, x, width, gW, align, half);
        Value acc = cols.getRegionIterArgs()[0];
        SmallVector<OpFoldResult> strides(4, b.getIndexAttr(1));
        SmallVector<OpFoldResult> sliceSizes = {sizes[0], b.getIndexAttr(1),
                                                b.getIndexAttr(1), sizes[3]};
        auto sliceType = RankedTensorType::get(
            {type.getDimSize(0), type.getDimSize(3)}, element);
        SmallVector<OpFoldResult> at = {b.getIndexAttr(0), sy, sx,
                                        b.getIndexAttr(0)};
        SmallVector<OpFoldResult> from = {b.getIndexAttr(0), y, x,
                                          b.getIndexAttr(0)};
        Value current = tensor::ExtractSliceOp::create(b, loc, sliceType, acc,
                                                       at, sliceSizes, strides);
        Value g = tensor::ExtractSliceOp::create(b, loc, sliceType, grads, from,
                                                 sliceSizes, strides);
        FailureOr<Value> sum = binary(op, {current, g}, "Add");
        if (failed(sum))
          return failure();
        scf::YieldOp::create(b, loc,
                             tensor::InsertSliceOp::create(
                                 b, loc, *sum, acc, at, sliceSizes, strides)
                                 .getResult());
      }
      scf::YieldOp::create(b, loc, cols.getResults());
    }
    results.push_back(rows.getResult(0));
    return success();
  };
  h["Einsum"] = [this](Operation *op, ArrayRef<Value> operands,
                       SmallVectorImpl<Value> &results) -> LogicalResult {
    auto equation = op->getAttrOfType<StringAttr>("equation");
    if (!equation)
      return error(op) << "needs a string attribute 'equation'";
    return pushResult(results, einsum(op, operands, equation.getValue()));
  };
  using Results = SmallVectorImpl<Value>;
  auto matmulHandler = [this](StringRef a, StringRef bName) {
    return [this, a, bName](Operation *op, ArrayRef<Value> operands,
                            SmallVectorImpl<Value> &results) -> LogicalResult {
      return pushResult(results, matmul(op, operands[0], operands[1],
                                        boolAttr(op, a, false),
                                        boolAttr(op, bName, false)));
    };
  };
  h["MatMul"] = matmulHandler("transpose_a", "transpose_b");
  for (StringRef name : {"BatchMatMul", "BatchMatMulV2", "BatchMatMulV3"})
    h[name] = matmulHandler("adj_x", "adj_y");
  // Dense layers and classification losses (tf.compat.v1.layers.dense,
  // tf.nn.softmax_cross_entropy_with_logits).
  auto channelAxis = [](Operation *op, int64_t rank) -> int64_t {
    auto format = op->getAttrOfType<StringAttr>("data_format");
    return format && format.getValue().starts_with("NC") && rank > 2 ? 1
                                                                     : rank - 1;
  };
  h["BiasAdd"] =
      [this, channelAxis](Operation *op, ArrayRef<Value> operands,
                          SmallVectorImpl<Value> &results) -> LogicalResult {
    auto type = dyn_cast<RankedTensorType>(operands[0].getType());
    auto biasType = dyn_cast<RankedTensorType>(operands[1].getType());
    if (!type || type.getRank() < 2 || !biasType || biasType.getRank() != 1)
      return error(op) << "needs a value of rank >= 2 and a vector bias";
    int64_t axis = channelAxis(op, type.getRank());
    // The bias broadcasts along the channel dimension.
    SmallVector<int64_t> shape(type.getRank() - axis, 1);
    shape[0] = biasType.getDimSize(0);
    FailureOr<Value> bias = reshape(op, operands[1], shape);
    FailureOr<Value> sum = succeeded(bias)
                               ? binary(op, {operands[0], *bias}, "Add")
                               : FailureOr<Value>(failure());
    if (failed(sum))
      return failure();
    results.push_back(*sum);
    return success();
  };
  h["BiasAddGrad"] =
      [this, channelAxis](Operation *op, ArrayRef<Value> operands,
                          SmallVectorImpl<Value> &results) -> LogicalResult {
    auto type = dyn_cast<RankedTensorType>(operands[0].getType());
    if (!type || type.getRank() < 2)
      return error(op) << "needs a gradient of rank >= 2";
    int64_t axis = channelAxis(op, type.getRank());
    SmallVector<int64_t> axes;
    for (int64_t d = 0; d < type.getRank(); ++d)
      if (d != axis)
        axes.push_back(d);
    return pushResult(results, reduce(op, operands[0], axes, false, "Sum"));
  };
  // L2Loss: sum(x * x) / 2 over every element, as TensorFlow's kernel
  // ((x.square() * 0.5).sum(); halving is exact, so its place does not
  // matter).
  h["L2Loss"] = [this](Operation *op, ArrayRef<Value> operands,
                       SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value x = toTensor(loc, operands[0]);
    auto type = dyn_cast<RankedTensorType>(x.getType());
    if (!type || !isFloat(type.getElementType()))
      return error(op) << "needs a ranked floating-point input, got "
                       << x.getType();
    FailureOr<Value> square = binary(op, {x, x}, "Mul");
    if (failed(square))
      return failure();
    SmallVector<int64_t> axes =
        llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()));
    FailureOr<Value> sum = reduce(op, *square, axes, false, "Sum");
    if (failed(sum))
      return failure();
    Value half =
        toTensor(loc, floatConstant(b, loc, type.getElementType(), 0.5));
    return pushResult(results, binary(op, {*sum, half}, "Mul"));
  };
  // softmax(x) along the last axis, from x - max(x) (TensorFlow's kernel
  // subtracts the maximum too); also gives log(sum(exp(x - max))).
  auto softmaxParts = [this](Operation *op, Value logits, Value &shifted,
                             Value &logSum) -> LogicalResult {
    auto type = dyn_cast<RankedTensorType>(logits.getType());
    if (!type || type.getRank() < 1 || !isFloat(type.getElementType()))
      return error(op) << "needs ranked floating-point logits";
    int64_t last = type.getRank() - 1;
    FailureOr<Value> max = reduce(op, logits, {last}, true, "Max");
    FailureOr<Value> diff = succeeded(max) ? binary(op, {logits, *max}, "Sub")
                                           : FailureOr<Value>(failure());
    FailureOr<Value> e =
        succeeded(diff) ? unary(op, *diff, "Exp") : FailureOr<Value>(failure());
    FailureOr<Value> sum = succeeded(e) ? reduce(op, *e, {last}, true, "Sum")
                                        : FailureOr<Value>(failure());
    FailureOr<Value> log =
        succeeded(sum) ? unary(op, *sum, "Log") : FailureOr<Value>(failure());
    if (failed(log))
      return failure();
    shifted = *diff;
    logSum = *log;
    return success();
  };
  h["Softmax"] =
      [this, softmaxParts](Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
    Value shifted, logSum;
    if (failed(softmaxParts(op, operands[0], shifted, logSum)))
      return failure();
    FailureOr<Value> logSoftmax = binary(op, {shifted, logSum}, "Sub");
    return pushResult(results, succeeded(logSoftmax)
                                   ? unary(op, *logSoftmax, "Exp")
                                   : FailureOr<Value>(failure()));
  };
  h["LogSoftmax"] =
      [this, softmaxParts](Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
    Value shifted, logSum;
    if (failed(softmaxParts(op, operands[0], shifted, logSum)))
      return failure();
    return pushResult(results, binary(op, {shifted, logSum}, "Sub"));
  };
  // (loss, backprop): loss = sum(labels * -log_softmax(x)) per row,
  // backprop = softmax(x) - labels.
  h["SoftmaxCrossEntropyWithLogits"] =
      [this, softmaxParts](Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
    auto type = dyn_cast<RankedTensorType>(operands[0].getType());
    if (!type || type.getRank() != 2)
      return error(op) << "needs 2-D logits (batch x classes)";
    Value shifted, logSum;
    if (failed(softmaxParts(op, operands[0], shifted, logSum)))
      return failure();
    FailureOr<Value> logSoftmax = binary(op, {shifted, logSum}, "Sub");
    FailureOr<Value> weighted =
        succeeded(logSoftmax) ? binary(op, {operands[1], *logSoftmax}, "Mul")
                              : FailureOr<Value>(failure());
    FailureOr<Value> sum = succeeded(weighted)
                               ? reduce(op, *weighted, {1}, false, "Sum")
                               : FailureOr<Value>(failure());
    FailureOr<Value> loss =
        succeeded(sum) ? unary(op, *sum, "Neg") : FailureOr<Value>(failure());
    FailureOr<Value> softmax = succeeded(loss) ? unary(op, *logSoftmax, "Exp")
                                               : FailureOr<Value>(failure());
    FailureOr<Value> backprop = succeeded(softmax)
                                    ? binary(op, {*softmax, operands[1]}, "Sub")
                                    : FailureOr<Value>(failure());
    if (failed(backprop))
      return failure();
    results.push_back(*loss);
    results.push_back(*backprop);
    return success();
  };
  // (loss, backprop) from integer labels as TensorFlow's kernel computes
  // them: loss = log(sum(exp(x - max))) - (x - max)[label], backprop =
  // exp(x - max) / sum(exp(x - max)) - onehot(label). Its CPU kernel checks
  // the labels first; here a label outside [0, classes) stops the program
  // with its message, and labels are compared, never used as indices.
  h["SparseSoftmaxCrossEntropyWithLogits"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value logits = operands[0], labels = operands[1];
    auto lt = dyn_cast<RankedTensorType>(logits.getType());
    auto bt = dyn_cast<RankedTensorType>(labels.getType());
    if (!lt || !bt)
      return error(op) << "needs ranked logits and labels, got "
                       << logits.getType() << " and " << labels.getType();
    if (lt.getRank() != 2)
      return error(op) << "logits must be 2-D, but got shape "
                       << shapeString(lt.getShape());
    if (bt.getRank() != 1)
      return error(op) << "labels must be 1-D, but got shape "
                       << shapeString(bt.getShape());
    Type element = lt.getElementType();
    if (!isFloat(element))
      return error(op) << "needs floating-point logits, got "
                       << logits.getType();
    int64_t batch = lt.getDimSize(0), classes = lt.getDimSize(1);
    if (!ShapedType::isDynamic(batch) && !bt.isDynamicDim(0) &&
        batch != bt.getDimSize(0))
      return error(op) << "logits and labels must have the same first "
                          "dimension, got logits shape "
                       << shapeString(lt.getShape()) << " and labels shape "
                       << shapeString(bt.getShape());
    if (classes == 0)
      return error(op) << "Must have at least one class, but got logits shape "
                       << shapeString(lt.getShape());
    Type i64 = b.getI64Type();
    auto dimOf = [&](Value v, int64_t d) {
      return b.createOrFold<arith::IndexCastOp>(
          loc, i64, b.createOrFold<tensor::DimOp>(loc, v, d));
    };
    Value batchValue = dimOf(logits, 0), labelCount = dimOf(labels, 0),
          classCount = dimOf(logits, 1);
    runtimeCheck(loc,
                 b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::ne,
                                               batchValue, labelCount),
                 "logits and labels must have the same first dimension, got "
                 "logits shape [{0},{2}] and labels shape [{1}]",
                 ValueRange{batchValue, labelCount, classCount});
    Value zero64 = arith::ConstantIntOp::create(b, loc, 0, 64);
    runtimeCheck(loc,
                 b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq,
                                               classCount, zero64),
                 "Must have at least one class, but got logits shape "
                 "[{0},{1}]",
                 ValueRange{batchValue, classCount});
    // The smallest and the largest label, in one pass: TensorFlow reports
    // the smallest if negative, else the largest.
    Type labelType = bt.getElementType();
    unsigned width = labelType.getIntOrFloatBitWidth();
    auto scalarFill = [&](const APInt &v) {
      return fill(
          loc, {},
          arith::ConstantOp::create(b, loc, b.getIntegerAttr(labelType, v)));
    };
    Value minInit = scalarFill(APInt::getSignedMaxValue(width));
    Value maxInit = scalarFill(APInt::getSignedMinValue(width));
    AffineMap scalarMap = AffineMap::get(1, 0, {}, b.getContext());
    auto bounds = linalg::GenericOp::create(
        b, loc, TypeRange{minInit.getType(), maxInit.getType()}, labels,
        ValueRange{minInit, maxInit},
        {b.getMultiDimIdentityMap(1), scalarMap, scalarMap},
        {utils::IteratorType::reduction},
        [](OpBuilder &nb, Location nloc, ValueRange args) {
          linalg::YieldOp::create(
              nb, nloc,
              ValueRange{arith::MinSIOp::create(nb, nloc, args[0], args[1]),
                         arith::MaxSIOp::create(nb, nloc, args[0], args[2])});
        });
    auto boundOf = [&](Value v) {
      Value scalar = tensor::ExtractOp::create(b, loc, v, ValueRange{});
      return width == 64
                 ? scalar
                 : arith::ExtSIOp::create(b, loc, i64, scalar).getResult();
    };
    Value smallest = boundOf(bounds.getResult(0));
    Value largest = boundOf(bounds.getResult(1));
    Value negative = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt,
                                           smallest, zero64);
    Value tooLarge = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge,
                                           largest, classCount);
    Value outside = arith::OrIOp::create(b, loc, negative, tooLarge);
    Value reported =
        arith::SelectOp::create(b, loc, negative, smallest, largest);
    runtimeCheck(loc, outside,
                 "Received a label value of {0} which is outside the valid "
                 "range of [0, {1}).",
                 ValueRange{reported, classCount});

    FailureOr<Value> max = reduce(op, logits, {1}, true, "Max");
    FailureOr<Value> shifted = succeeded(max)
                                   ? binary(op, {logits, *max}, "Sub")
                                   : FailureOr<Value>(failure());
    FailureOr<Value> e = succeeded(shifted) ? unary(op, *shifted, "Exp")
                                            : FailureOr<Value>(failure());
    FailureOr<Value> sum = succeeded(e) ? reduce(op, *e, {1}, true, "Sum")
                                        : FailureOr<Value>(failure());
    FailureOr<Value> logSum =
        succeeded(sum) ? unary(op, *sum, "Log") : FailureOr<Value>(failure());
    if (failed(logSum))
      return failure();
    // Loops (row, class); `hit` is the class the row's label names.
    auto d = [&](unsigned i) { return b.getAffineDimExpr(i); };
    AffineMap matrixMap = b.getMultiDimIdentityMap(2);
    AffineMap rowMap = AffineMap::get(2, 0, {d(0)}, b.getContext());
    AffineMap rowSumMap = AffineMap::get(
        2, 0, {d(0), b.getAffineConstantExpr(0)}, b.getContext());
    auto hit = [](OpBuilder &nb, Location nloc, Value label) {
      Value at = arith::IndexCastOp::create(nb, nloc, nb.getIndexType(), label);
      return arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::eq,
                                   linalg::IndexOp::create(nb, nloc, 1), at)
          .getResult();
    };
    Value lossInit = fill(loc, {tensor::getMixedSize(b, loc, logits, 0)},
                          floatConstant(b, loc, element, 0.0));
    Value loss =
        linalg::GenericOp::create(
            b, loc, lossInit.getType(), ValueRange{*shifted, *logSum, labels},
            lossInit, {matrixMap, rowSumMap, rowMap, rowMap},
            {utils::IteratorType::parallel, utils::IteratorType::reduction},
            [&](OpBuilder &nb, Location nloc, ValueRange args) {
              Value term = arith::SubFOp::create(nb, nloc, args[1], args[0]);
              Value sum = arith::AddFOp::create(nb, nloc, args[3], term);
              linalg::YieldOp::create(
                  nb, nloc,
                  arith::SelectOp::create(nb, nloc, hit(nb, nloc, args[2]), sum,
                                          args[3])
                      .getResult());
            })
            .getResult(0);
    Value backpropInit =
        tensor::EmptyOp::create(b, loc, sizesOf(loc, logits), element);
    Value backprop =
        linalg::GenericOp::create(
            b, loc, backpropInit.getType(), ValueRange{*e, *sum, labels},
            backpropInit, {matrixMap, rowSumMap, rowMap, matrixMap},
            {utils::IteratorType::parallel, utils::IteratorType::parallel},
            [&](OpBuilder &nb, Location nloc, ValueRange args) {
              Value p = arith::DivFOp::create(nb, nloc, args[0], args[1]);
              Value minusOne = arith::SubFOp::create(
                  nb, nloc, p, floatConstant(nb, nloc, p.getType(), 1.0));
              linalg::YieldOp::create(
                  nb, nloc,
                  arith::SelectOp::create(nb, nloc, hit(nb, nloc, args[2]),
                                          minusOne, p)
                      .getResult());
            })
            .getResult(0);
    results.push_back(loss);
    results.push_back(backprop);
    return success();
  };
  // Batch normalization.
  auto batchNorm = [this](Operation *op, ArrayRef<Value> operands,
                          Results &results) -> LogicalResult {
    Location loc = op->getLoc();
    assert(operands.size() == 5 && "checked by verifyArity");
    auto epsilon = op->getAttrOfType<FloatAttr>("epsilon");
    auto factor = op->getAttrOfType<FloatAttr>("exponential_avg_factor");
    auto fused = FusedBatchNormOp::create(
        b, loc, operands[0], operands[1], operands[2], operands[3], operands[4],
        b.getF32FloatAttr(epsilon ? epsilon.getValueAsDouble() : 1e-4),
        b.getF32FloatAttr(factor ? factor.getValueAsDouble() : 1.0),
        DataFormatAttr::get(b.getContext(), batchNormDataFormat(op)),
        b.getBoolAttr(boolAttr(op, "is_training", true)));
    for (Value r : fused->getResults())
      results.push_back(r);
    while (results.size() < op->getNumResults())
      results.push_back(arith::ConstantOp::create(
          b, loc,
          DenseElementsAttr::get(RankedTensorType::get({0}, b.getF32Type()),
                                 ArrayRef<float>{})));
    return success();
  };
  for (StringRef name :
       {"FusedBatchNorm", "FusedBatchNormV2", "FusedBatchNormV3"})
    h[name] = batchNorm;
  auto batchNormGrad = [this](Operation *op, ArrayRef<Value> operands,
                              Results &results) -> LogicalResult {
    Location loc = op->getLoc();
    assert(operands.size() >= 5 && "checked by verifyArity");
    auto epsilon = op->getAttrOfType<FloatAttr>("epsilon");
    auto grad = FusedBatchNormGradOp::create(
        b, loc, operands[0], operands[1], operands[2], operands[3], operands[4],
        b.getF32FloatAttr(epsilon ? epsilon.getValueAsDouble() : 1e-4),
        DataFormatAttr::get(b.getContext(), batchNormDataFormat(op)),
        b.getBoolAttr(boolAttr(op, "is_training", true)));
    for (Value r : grad->getResults())
      results.push_back(r);
    results.resize(op->getNumResults());
    return success();
  };
  for (StringRef name :
       {"FusedBatchNormGrad", "FusedBatchNormGradV2", "FusedBatchNormGradV3"})
    h[name] = batchNormGrad;
}

} // namespace mlir::tagrad::tf_legalize
