//===- LegalizeNN.cpp - Neural-network ops --------------------------------===//
//
// Matrix products (and Einsum), biases, softmax and the classification
// losses (dense and sparse labels), L2Loss, LRN, fused batch normalization
// and its gradient. Convolutions and pooling are in LegalizeConvolutions.cpp
// and LegalizePooling.cpp, resizes and crops in LegalizeImages.cpp.
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
      !(isFloat(lt.getElementType()) ||
        (lt.getElementType().isSignlessInteger() &&
         !lt.getElementType().isInteger(1)))) {
    error(op) << "needs ranked numeric operands of rank >= 2, got "
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
  // f16 and bf16 products sum in f32 and round once, as TensorFlow's CPU
  // MatMul and BatchMatMul do (a running f16 sum is off by whole ulps).
  Type accumulator =
      isa<Float16Type, BFloat16Type>(element) ? b.getF32Type() : element;
  // Integer products (TensorFlow's int32 and int64 kernels) wrap around.
  bool integer = isa<IntegerType>(element);
  Value init =
      fill(loc, sizes,
           arith::ConstantOp::create(b, loc, b.getZeroAttr(accumulator)));
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
  Value product =
      linalg::GenericOp::create(
          b, loc, init.getType(), ValueRange{lhs, rhs}, init, maps, iterators,
          [&](OpBuilder &nb2, Location nloc, ValueRange a) {
            Value x = a[0], y = a[1];
            if (accumulator != element) {
              x = arith::ExtFOp::create(nb2, nloc, accumulator, x);
              y = arith::ExtFOp::create(nb2, nloc, accumulator, y);
            }
            if (integer) {
              Value p = arith::MulIOp::create(nb2, nloc, x, y);
              linalg::YieldOp::create(
                  nb2, nloc,
                  arith::AddIOp::create(nb2, nloc, a[2], p).getResult());
              return;
            }
            Value p = arith::MulFOp::create(nb2, nloc, x, y, flags);
            linalg::YieldOp::create(
                nb2, nloc,
                arith::AddFOp::create(nb2, nloc, a[2], p, flags).getResult());
          })
          .getResult(0);
  if (accumulator == element)
    return product;
  return castElements(op, product, element);
}

/// Einsum(inputs, "...->output") whose output repeats labels: the einsum
/// into `unique` (each output label once), then out[..] = u[..] where the
/// indices of each repeated label are equal, 0 elsewhere.
FailureOr<Value> Legalizer::diagonalEinsum(Operation *op,
                                           ArrayRef<Value> operands,
                                           StringRef inputs, StringRef output,
                                           StringRef unique) {
  Location loc = op->getLoc();
  FailureOr<Value> u = einsum(op, operands, (inputs + "->" + unique).str());
  if (failed(u))
    return failure();
  auto type = cast<RankedTensorType>(u->getType());
  // Output position p reads dimension unique.find(output[p]) of u; its
  // first position names the loop that dimension is read with.
  SmallVector<OpFoldResult> sizes;
  SmallVector<int64_t> firstOf(unique.size(), -1);
  for (auto [p, c] : llvm::enumerate(output)) {
    size_t k = unique.find(c);
    sizes.push_back(tensor::getMixedSize(b, loc, *u, k));
    if (firstOf[k] < 0)
      firstOf[k] = p;
  }
  SmallVector<AffineExpr> reads;
  for (int64_t p : firstOf)
    reads.push_back(b.getAffineDimExpr(p));
  unsigned rank = output.size();
  SmallVector<AffineMap> maps{
      AffineMap::get(rank, 0, reads, b.getContext()),
      AffineMap::getMultiDimIdentityMap(rank, b.getContext())};
  Type element = type.getElementType();
  Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(element));
  Value init = tensor::EmptyOp::create(b, loc, sizes, element);
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  return linalg::GenericOp::create(
             b, loc, init.getType(), ValueRange{*u}, init, maps, iterators,
             [&](OpBuilder &nb, Location nloc, ValueRange a) {
               Value onDiagonal;
               for (auto [p, c] : llvm::enumerate(output)) {
                 int64_t first = firstOf[unique.find(c)];
                 if (first == (int64_t)p)
                   continue;
                 Value same = arith::CmpIOp::create(
                     nb, nloc, arith::CmpIPredicate::eq,
                     linalg::IndexOp::create(nb, nloc, p),
                     linalg::IndexOp::create(nb, nloc, first));
                 onDiagonal = onDiagonal ? (Value)arith::AndIOp::create(
                                               nb, nloc, onDiagonal, same)
                                         : same;
               }
               linalg::YieldOp::create(
                   nb, nloc,
                   arith::SelectOp::create(nb, nloc, onDiagonal, a[0], zero)
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
  // A label twice in the output ("i->ii", the gradient of "ii->i"): the
  // equation with each output label once, placed on the diagonal of the
  // repeated dimensions, zeros elsewhere.
  std::string uniqueOutput;
  for (char c : outputPart)
    if (!llvm::is_contained(uniqueOutput, c))
      uniqueOutput.push_back(c);
  if (uniqueOutput.size() != outputPart.size() && !outputPart.contains('.'))
    return diagonalEinsum(op, operands, inputsPart, outputPart, uniqueOutput);
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
      // A letter twice in one input ("ii->i") reads its diagonal.
      if (!llvm::isAlpha(c)) {
        error(op) << "supports letters and '...' in its equation, got \""
                  << text << "\"";
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
