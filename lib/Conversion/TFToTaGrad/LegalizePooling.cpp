//===- LegalizePooling.cpp - Pooling --------------------------------------===//
//
// MaxPool, AvgPool and their gradients, and their 3-D forms, in both data
// formats (channels-first through transposes to channels-last and back);
// MaxPoolV2 and MaxPoolGradV2 with constant ksize and strides operands.
// The forward ops are linalg's named pooling ops on a tensor.pad of the
// input; the gradients route each output gradient back to the inputs its
// window read (max: by TensorFlow's tie rule of each kernel; average:
// divided by the window's count). Attributes and shapes are checked as
// TensorFlow's kernels check them, with their messages (the window's rules:
// WindowOps.cpp).
//
//===----------------------------------------------------------------------===//

#include "WindowOps.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {
namespace {

using namespace window;

//===----------------------------------------------------------------------===//
// MaxPool, AvgPool and their gradients
//===----------------------------------------------------------------------===//

/// The pooling window's spatial sizes, as linalg's pooling ops take it: a
/// tensor whose shape is the window.
Value poolingWindow(Lowering &l, const Window &w, Type element) {
  return tensor::EmptyOp::create(l.b, l.loc(), w.size, element);
}

/// The pooled input of a pooling op (checked, channels-last), its window
/// and extents.
struct Pooled {
  Window w;
  Value x;
  Type element;
  Extents e;
};

FailureOr<Pooled> poolInput(Lowering &l, Value input, WindowKind kind,
                            int rank) {
  FailureOr<Window> w = parseWindow(l, kind, rank);
  if (failed(w))
    return failure();
  if (!hasRank(input, rank + 2))
    return l.error() << "tensor_in must be " << rank + 2 << "-dimensional";
  FailureOr<Type> element = floatElement(l, {input});
  if (failed(element))
    return failure();
  Value x = l.toChannelsLast(*w, input);
  ArrayRef<int64_t> spatial = shapeOf(x).slice(1, rank);
  if (llvm::any_of(spatial, ShapedType::isDynamic))
    return l.error() << "needs static "
                     << (rank == 2 ? "rows and columns"
                                   : "planes, rows and columns")
                     << ", got " << input.getType();
  FailureOr<Extents> e = windowExtents(l, *w, spatial);
  if (failed(e))
    return failure();
  return Pooled{*w, x, *element, *e};
}

/// The sizes of a pooling op's channels-last output.
SmallVector<OpFoldResult> pooledSizes(Lowering &l, const Pooled &p) {
  return l.spatialSizes(p.x, outputsOf(p.e));
}

/// The indexing maps of a window generic with loops (n, o..., k..., c)
/// over channels-last `rank`-D windows: the input read at o * stride + k,
/// the window tensor (which bounds the k loops, as in linalg's pooling
/// ops) and the output.
SmallVector<AffineMap> windowMaps(OpBuilder &b, const Window &w) {
  int rank = w.rank;
  unsigned loops = 2 * rank + 2;
  auto d = [&](unsigned i) { return b.getAffineDimExpr(i); };
  SmallVector<AffineExpr> input = {d(0)}, window, output = {d(0)};
  for (int i = 0; i < rank; ++i) {
    input.push_back(d(1 + i) * w.stride[i] + d(1 + rank + i));
    window.push_back(d(1 + rank + i));
    output.push_back(d(1 + i));
  }
  input.push_back(d(loops - 1));
  output.push_back(d(loops - 1));
  return {AffineMap::get(loops, 0, input, b.getContext()),
          AffineMap::get(loops, 0, window, b.getContext()),
          AffineMap::get(loops, 0, output, b.getContext())};
}

/// The iterator types of windowMaps' loops.
SmallVector<utils::IteratorType> windowIterators(int rank) {
  SmallVector<utils::IteratorType> iterators(2 * rank + 2,
                                             utils::IteratorType::parallel);
  for (int i = 0; i < rank; ++i)
    iterators[1 + rank + i] = utils::IteratorType::reduction;
  return iterators;
}

template <int Rank>
FailureOr<Value> lowerMaxPool(Lowering &l, ArrayRef<Value> operands) {
  FailureOr<Pooled> p = poolInput(l, operands[0], WindowKind::MaxPool, Rank);
  if (failed(p))
    return failure();
  // Padding is the lowest value. TensorFlow's 2-D kernel starts each
  // window from it too, so padding never wins; its 3-D kernel (Eigen's
  // cuboid pooling) starts from -inf and pools the padding as an element:
  // a window of -inf and padding gives the lowest value, one of -inf or
  // NaN alone -inf.
  auto [low, high] = paddingOf(p->e);
  Value padded = l.pad(p->x, low, high, l.lowest(p->element));
  Value init = l.filled(
      pooledSizes(l, *p),
      Rank == 2 ? l.lowest(p->element)
                : floatConstant(l.b, l.loc(), p->element,
                                -std::numeric_limits<double>::infinity()));
  Value window = poolingWindow(l, p->w, p->element);
  Value pool;
  if constexpr (Rank == 2) {
    SmallVector<int64_t> ones(Rank, 1);
    pool = linalg::PoolingNhwcMaxOp::create(
               l.b, l.loc(), init.getType(), ValueRange{padded, window}, init,
               l.b.getI64TensorAttr(p->w.stride), l.b.getI64TensorAttr(ones))
               .getResult(0);
  } else {
    // Eigen's cuboid max pooling, which TensorFlow's 3-D kernel runs, keeps
    // a running maximum that only a greater element replaces. Whether a
    // NaN wins there depends on its vectorization (on the channel count,
    // say); TaGrad takes the choice of its vector path: NaNs never win
    // (arith.maxnumf), unlike linalg's NaN-propagating pooling op.
    pool = linalg::GenericOp::create(
               l.b, l.loc(), init.getType(), ValueRange{padded, window}, init,
               windowMaps(l.b, p->w), windowIterators(Rank),
               [](OpBuilder &nb, Location nloc, ValueRange args) {
                 linalg::YieldOp::create(
                     nb, nloc,
                     arith::MaxNumFOp::create(nb, nloc, args[2], args[0])
                         .getResult());
               })
               .getResult(0);
  }
  return l.fromChannelsLast(p->w, pool);
}

/// The number of input elements (not padding) in the window of output
/// position `out` along spatial dimension `i`, as TensorFlow's average
/// pooling counts them.
Value windowCount(OpBuilder &b, Location loc, const Window &w,
                  ArrayRef<Extent> e, int i, int64_t input, Value out) {
  auto c = [&](int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); };
  Value start = arith::SubIOp::create(
      b, loc, arith::MulIOp::create(b, loc, out, c(w.stride[i])),
      c(e[i].before));
  Value end = arith::MinSIOp::create(
      b, loc, arith::AddIOp::create(b, loc, start, c(w.size[i])), c(input));
  start = arith::MaxSIOp::create(b, loc, start, c(0));
  return arith::SubIOp::create(b, loc, end, start);
}

/// The element count of the window of the output position the enclosing
/// channels-last generic is at, as an i64.
Value windowElements(OpBuilder &b, Location loc, const Window &w,
                     ArrayRef<Extent> e, ArrayRef<int64_t> input) {
  Value count = arith::ConstantIndexOp::create(b, loc, 1);
  for (int i = 0; i < w.rank; ++i)
    count = arith::MulIOp::create(
        b, loc, count,
        windowCount(b, loc, w, e, i, input[i],
                    linalg::IndexOp::create(b, loc, 1 + i)));
  return arith::IndexCastOp::create(b, loc, b.getI64Type(), count);
}

/// The sum pooling (stride `stride`, no dilation) of channels-last `v` into
/// `init`: linalg's named op for the rank.
Value sumPool(Lowering &l, const Window &w, Value v, Value init,
              ArrayRef<int64_t> stride) {
  Type element = getElementTypeOrSelf(v.getType());
  SmallVector<int64_t> ones(w.rank, 1);
  SmallVector<Value> inputs = {v, poolingWindow(l, w, element)};
  if (w.rank == 2)
    return linalg::PoolingNhwcSumOp::create(
               l.b, l.loc(), init.getType(), inputs, init,
               l.b.getI64TensorAttr(stride), l.b.getI64TensorAttr(ones))
        .getResult(0);
  return linalg::PoolingNdhwcSumOp::create(l.b, l.loc(), init.getType(), inputs,
                                           init, l.b.getI64TensorAttr(stride),
                                           l.b.getI64TensorAttr(ones))
      .getResult(0);
}

FailureOr<Value> lowerAvgPool(Lowering &l, ArrayRef<Value> operands) {
  FailureOr<Pooled> p = poolInput(l, operands[0], WindowKind::AvgPool, 2);
  if (failed(p))
    return failure();
  OpBuilder &b = l.b;
  Location loc = l.loc();
  auto [low, high] = paddingOf(p->e);
  Value padded = l.pad(p->x, low, high, l.zero(p->element));
  SmallVector<OpFoldResult> sizes = pooledSizes(l, *p);
  Value init = l.filled(sizes, l.zero(p->element));
  Value sum = sumPool(l, p->w, padded, init, p->w.stride);
  // TensorFlow divides each window's sum by its count of input elements
  // (padding not counted).
  SmallVector<int64_t> input(shapeOf(p->x).slice(1, 2));
  Value empty = tensor::EmptyOp::create(b, loc, sizes, p->element);
  Window w = p->w;
  Extents e = p->e;
  Value avg =
      linalg::GenericOp::create(
          b, loc, empty.getType(), sum, empty,
          SmallVector<AffineMap>(2, b.getMultiDimIdentityMap(4)),
          SmallVector<utils::IteratorType>(4, utils::IteratorType::parallel),
          [&](OpBuilder &nb, Location nloc, ValueRange args) {
            Value divisor =
                arith::SIToFPOp::create(nb, nloc, args[0].getType(),
                                        windowElements(nb, nloc, w, e, input));
            linalg::YieldOp::create(
                nb, nloc,
                arith::DivFOp::create(nb, nloc, args[0], divisor).getResult());
          })
          .getResult(0);
  return l.fromChannelsLast(w, avg);
}

/// AvgPool3D as Eigen's cuboid average pooling, which TensorFlow's 3-D
/// kernel runs, computes it: the padding is the lowest float, and each
/// window's mean skips every element equal to that, padding and input
/// alike (a window of nothing else gives 0 / 0).
FailureOr<Value> lowerAvgPool3D(Lowering &l, ArrayRef<Value> operands) {
  FailureOr<Pooled> p = poolInput(l, operands[0], WindowKind::AvgPool, 3);
  if (failed(p))
    return failure();
  OpBuilder &b = l.b;
  Location loc = l.loc();
  auto [low, high] = paddingOf(p->e);
  Value padded = l.pad(p->x, low, high, l.lowest(p->element));
  SmallVector<OpFoldResult> sizes = pooledSizes(l, *p);
  Value sumInit = l.filled(sizes, l.zero(p->element));
  Value countInit = l.filled(sizes, l.i64(0));
  SmallVector<AffineMap> maps = windowMaps(b, p->w);
  maps.push_back(maps.back());
  Type element = p->element;
  auto reduced = linalg::GenericOp::create(
      b, loc, TypeRange{sumInit.getType(), countInit.getType()},
      ValueRange{padded, poolingWindow(l, p->w, element)},
      ValueRange{sumInit, countInit}, maps, windowIterators(3),
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        Value lowest = arith::ConstantOp::create(
            nb, nloc,
            nb.getFloatAttr(element,
                            APFloat::getLargest(
                                cast<FloatType>(element).getFloatSemantics(),
                                /*Negative=*/true)));
        Value skipped = arith::CmpFOp::create(
            nb, nloc, arith::CmpFPredicate::OEQ, args[0], lowest);
        Value sum = arith::AddFOp::create(nb, nloc, args[2], args[0]);
        Value count = arith::AddIOp::create(
            nb, nloc, args[3], arith::ConstantIntOp::create(nb, nloc, 1, 64));
        linalg::YieldOp::create(
            nb, nloc,
            ValueRange{
                arith::SelectOp::create(nb, nloc, skipped, args[2], sum),
                arith::SelectOp::create(nb, nloc, skipped, args[3], count)});
      });
  Value empty = tensor::EmptyOp::create(b, loc, sizes, element);
  Value avg =
      linalg::GenericOp::create(
          b, loc, empty.getType(), reduced.getResults(), empty,
          SmallVector<AffineMap>(3, b.getMultiDimIdentityMap(5)),
          SmallVector<utils::IteratorType>(5, utils::IteratorType::parallel),
          [&](OpBuilder &nb, Location nloc, ValueRange args) {
            Value divisor = arith::SIToFPOp::create(nb, nloc, element, args[1]);
            linalg::YieldOp::create(
                nb, nloc,
                arith::DivFOp::create(nb, nloc, args[0], divisor).getResult());
          })
          .getResult(0);
  return l.fromChannelsLast(p->w, avg);
}

/// The operands of MaxPoolGrad and MaxPool3DGrad: the pooled input, and
/// orig_output and grad channels-last.
struct MaxPoolGradOperands {
  Pooled p;
  Value y, g;
};

/// MaxPoolGrad's and MaxPool3DGrad's operands (tensor_in, orig_output,
/// grad) checked as TensorFlow checks them: orig_output and grad of the
/// pooled shape, their batch at run time where it is not known.
FailureOr<MaxPoolGradOperands>
maxPoolGradOperands(Lowering &l, ArrayRef<Value> operands, int rank) {
  Value input = operands[0], output = operands[1], grad = operands[2];
  FailureOr<Pooled> pooled = poolInput(l, input, WindowKind::MaxPoolGrad, rank);
  if (failed(pooled))
    return failure();
  const Pooled &p = *pooled;
  const Window &w = p.w;
  int64_t dims = w.rank + 2;
  if (!hasRank(output, dims))
    return l.error() << "tensor_out must be " << dims << "-dimensional";
  if (!hasRank(grad, dims))
    return l.error() << "out_backprop must be " << dims << "-dimensional";
  if (failed(floatElement(l, {input, output, grad})))
    return failure();
  ArrayRef<int64_t> xs = shapeOf(p.x);
  SmallVector<int64_t> outputShape = {xs[0]};
  llvm::append_range(outputShape, outputsOf(p.e));
  outputShape.push_back(xs.back());
  SmallVector<int64_t> expected = w.toFormat(outputShape);
  Value y = l.toChannelsLast(w, output), g = l.toChannelsLast(w, grad);
  if (failed(requireStatic(l, y, "orig_output")) ||
      failed(requireStatic(l, g, "grad")))
    return failure();
  // The batch is checked at run time where it is not known.
  for (auto [name, v] :
       {std::pair<StringRef, Value>("orig_output", output), {"grad", grad}}) {
    ArrayRef<int64_t> got = shapeOf(v);
    for (int64_t i = 0; i < dims; ++i)
      if (got[i] != expected[i] &&
          (i != 0 || (!ShapedType::isDynamic(got[i]) &&
                      !ShapedType::isDynamic(expected[i]))))
        return l.error() << "Expected " << name << " shape to be "
                         << shapeString(expected) << ", but got "
                         << shapeString(got);
  }
  std::string tail = shapeString(ArrayRef(expected).drop_front()).substr(1);
  for (auto [name, v] :
       {std::pair<StringRef, Value>("orig_output", y), {"grad", g}})
    l.checkEqual(l.dim(p.x, 0), l.dim(v, 0),
                 ("Expected " + name + " shape to be [{0}," + tail +
                  ", but got [{1}," + tail)
                     .str());
  return MaxPoolGradOperands{p, y, g};
}

/// In the body of a window generic with loops (n, o..., k..., c) (2-D: (n,
/// oh, ow, kh, kw, c)): the tap's row-major window position (2-D: kh * KW +
/// kw) as i64, whether it reads inside the unpadded input, and the position
/// of the window's first tap inside it.
struct WindowTap {
  Value tap, inside, firstInside;
};
WindowTap windowTap(OpBuilder &nb, Location nloc, const Window &w,
                    const Extents &e, ArrayRef<int64_t> inputShape) {
  auto ci = [&](int64_t v) {
    return arith::ConstantIndexOp::create(nb, nloc, v).getResult();
  };
  Value inside = arith::ConstantIntOp::create(nb, nloc, 1, 1);
  Value tap = ci(0), firstTap = ci(0);
  for (int i = 0; i < w.rank; ++i) {
    Value out = linalg::IndexOp::create(nb, nloc, 1 + i);
    Value k = linalg::IndexOp::create(nb, nloc, 1 + w.rank + i);
    // The input position of tap k, and the window's first in the input.
    Value start = arith::SubIOp::create(
        nb, nloc, arith::MulIOp::create(nb, nloc, out, ci(w.stride[i])),
        ci(e[i].before));
    Value at = arith::AddIOp::create(nb, nloc, start, k);
    inside = arith::AndIOp::create(
        nb, nloc, inside,
        arith::AndIOp::create(
            nb, nloc,
            arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::sge, at,
                                  ci(0)),
            arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::slt, at,
                                  ci(inputShape[1 + i]))));
    Value first = arith::MaxSIOp::create(
        nb, nloc, arith::SubIOp::create(nb, nloc, ci(0), start), ci(0));
    tap = arith::AddIOp::create(
        nb, nloc, arith::MulIOp::create(nb, nloc, tap, ci(w.size[i])), k);
    firstTap = arith::AddIOp::create(
        nb, nloc, arith::MulIOp::create(nb, nloc, firstTap, ci(w.size[i])),
        first);
  }
  auto asI64 = [&](Value v) -> Value {
    return arith::IndexCastOp::create(nb, nloc, nb.getI64Type(), v);
  };
  return {asI64(tap), inside, asI64(firstTap)};
}

/// The window position (kh * KW + kw, -1 for none) of each window's first
/// maximal element in row-major window order, as TensorFlow's CPU kernel
/// picks it: it takes the window's first element and then any strictly
/// greater one. That running rule is written here as a choice that does not
/// depend on the reduction's order: an element ranks above all others if
/// it is the window's first and NaN (no later element beats a NaN); else
/// non-NaN elements rank by value, ties by position; later NaNs never win.
Value firstArgMax(Lowering &l, const Pooled &p, Value padded) {
  OpBuilder &b = l.b;
  Location loc = l.loc();
  const Window &w = p.w;
  ArrayRef<int64_t> xs = shapeOf(p.x);
  // Loops (n, oh, ow, kh, kw, c); an empty window tensor bounds kh and kw,
  // as in linalg's pooling ops.
  SmallVector<AffineMap> window = windowMaps(b, w);
  SmallVector<AffineMap> maps = {window[0], window[1], window[2], window[2]};
  SmallVector<utils::IteratorType> iterators = windowIterators(2);
  SmallVector<OpFoldResult> sizes = pooledSizes(l, p);
  Value bestInit = l.filled(sizes, l.lowest(p.element));
  Value tapInit = l.filled(sizes, l.i64(-1));
  Extents e = p.e;
  auto body = [&](OpBuilder &nb, Location nloc, ValueRange args) {
    Value x = args[0], best = args[2], bestTap = args[3];
    auto c64 = [&](int64_t v) {
      return arith::ConstantIntOp::create(nb, nloc, v, 64).getResult();
    };
    auto cmpi = [&](arith::CmpIPredicate pred, Value a, Value c) {
      return arith::CmpIOp::create(nb, nloc, pred, a, c).getResult();
    };
    auto select = [&](Value cond, Value a, Value c) {
      return arith::SelectOp::create(nb, nloc, cond, a, c).getResult();
    };
    auto [tap, valid, firstTap] = windowTap(nb, nloc, w, e, xs);
    // Ranks: 2 the first element if NaN, 1 numbers, 0 later NaNs, -1 none
    // yet, -2 padding.
    auto rank = [&](Value v, Value at) {
      Value nan =
          arith::CmpFOp::create(nb, nloc, arith::CmpFPredicate::UNO, v, v);
      return select(
          nan,
          select(cmpi(arith::CmpIPredicate::eq, at, firstTap), c64(2), c64(0)),
          c64(1));
    };
    Value newRank = select(valid, rank(x, tap), c64(-2));
    Value bestRank = select(cmpi(arith::CmpIPredicate::slt, bestTap, c64(0)),
                            c64(-1), rank(best, bestTap));
    Value greater =
        arith::CmpFOp::create(nb, nloc, arith::CmpFPredicate::OGT, x, best);
    Value equal =
        arith::CmpFOp::create(nb, nloc, arith::CmpFPredicate::OEQ, x, best);
    Value earlier = cmpi(arith::CmpIPredicate::slt, tap, bestTap);
    Value winsTie = arith::AndIOp::create(
        nb, nloc, cmpi(arith::CmpIPredicate::eq, newRank, c64(1)),
        arith::OrIOp::create(nb, nloc, greater,
                             arith::AndIOp::create(nb, nloc, equal, earlier)));
    Value take = arith::OrIOp::create(
        nb, nloc, cmpi(arith::CmpIPredicate::sgt, newRank, bestRank),
        arith::AndIOp::create(nb, nloc,
                              cmpi(arith::CmpIPredicate::eq, newRank, bestRank),
                              winsTie));
    linalg::YieldOp::create(
        nb, nloc,
        ValueRange{select(take, x, best), select(take, tap, bestTap)});
  };
  return linalg::GenericOp::create(
             b, loc, TypeRange{bestInit.getType(), tapInit.getType()},
             ValueRange{padded, poolingWindow(l, w, p.element)},
             ValueRange{bestInit, tapInit}, maps, iterators, body)
      .getResult(1);
}

FailureOr<Value> lowerMaxPoolGrad(Lowering &l, ArrayRef<Value> operands) {
  FailureOr<MaxPoolGradOperands> in = maxPoolGradOperands(l, operands, 2);
  if (failed(in))
    return failure();
  const Pooled *p = &in->p;
  const Window &w = p->w;
  ArrayRef<int64_t> xs = shapeOf(p->x);
  Value g = in->g;
  // Padding never wins (firstArgMax skips it), so its value does not matter.
  auto [low, high] = paddingOf(p->e);
  Value padded = l.pad(p->x, low, high, l.zero(p->element));
  Value taps = firstArgMax(
      l, *p,
      l.fitExtent(padded, {(p->e[0].output - 1) * w.stride[0] + w.size[0],
                           (p->e[1].output - 1) * w.stride[1] + w.size[1]}));
  // Each input element sums the gradients of the windows whose first
  // maximum it is: the gradient and the taps placed as for a transposed
  // convolution, then for each input position a window over them whose
  // tap (KH - 1 - kh, KW - 1 - kw) reads it.
  SmallVector<int64_t> spatial = {xs[1], xs[2]};
  auto [shift, size] = transposedPlacement(w, p->e, spatial);
  Value placedGrad =
      l.spreadAndPad(g, w.stride, shift, size, l.zero(p->element));
  Value placedTaps = l.spreadAndPad(taps, w.stride, shift, size, l.i64(-1));
  OpBuilder &b = l.b;
  auto d = [&](unsigned i) { return dimExpr(b, i); };
  // Loops (n, h, w, kh, kw, c); kh, kw ascending meet the windows in
  // row-major output order, the order TensorFlow adds their gradients in;
  // an empty window tensor bounds them.
  AffineMap placedMap = AffineMap::get(
      6, 0, {d(0), d(1) + d(3), d(2) + d(4), d(5)}, b.getContext());
  SmallVector<AffineMap> maps = {
      placedMap, placedMap, AffineMap::get(6, 0, {d(3), d(4)}, b.getContext()),
      AffineMap::get(6, 0, {d(0), d(1), d(2), d(5)}, b.getContext())};
  using utils::IteratorType;
  SmallVector<IteratorType> iterators = {
      IteratorType::parallel,  IteratorType::parallel,  IteratorType::parallel,
      IteratorType::reduction, IteratorType::reduction, IteratorType::parallel};
  Value init = l.filled({l.dim(p->x, 0), b.getIndexAttr(xs[1]),
                         b.getIndexAttr(xs[2]), l.dim(p->x, 3)},
                        l.zero(p->element));
  int64_t rows = w.size[0], cols = w.size[1];
  Value routed =
      linalg::GenericOp::create(
          b, l.loc(), init.getType(),
          ValueRange{placedGrad, placedTaps, poolingWindow(l, w, p->element)},
          init, maps, iterators,
          [&](OpBuilder &nb, Location nloc, ValueRange args) {
            auto ci = [&](int64_t v) {
              return arith::ConstantIndexOp::create(nb, nloc, v).getResult();
            };
            Value kh = arith::SubIOp::create(
                nb, nloc, ci(rows - 1), linalg::IndexOp::create(nb, nloc, 3));
            Value kw = arith::SubIOp::create(
                nb, nloc, ci(cols - 1), linalg::IndexOp::create(nb, nloc, 4));
            Value tap = arith::IndexCastOp::create(
                nb, nloc, nb.getI64Type(),
                arith::AddIOp::create(
                    nb, nloc, arith::MulIOp::create(nb, nloc, kh, ci(cols)),
                    kw));
            Value routedHere = arith::CmpIOp::create(
                nb, nloc, arith::CmpIPredicate::eq, args[1], tap);
            Value sum = arith::AddFOp::create(nb, nloc, args[3], args[0]);
            linalg::YieldOp::create(
                nb, nloc,
                arith::SelectOp::create(nb, nloc, routedHere, sum, args[3])
                    .getResult());
          })
          .getResult(0);
  return l.fromChannelsLast(w, routed);
}

/// MaxPoolGradGrad and MaxPool3DGradGrad (MaxPoolGrad's and MaxPool3DGrad's
/// gradients: a gradient penalty through a max-pooling critic) as
/// TensorFlow's CPU kernels compute them: each window takes grad at its
/// first element, in row-major window order, equal to orig_output's value
/// for the window; 0 where none is (a NaN maximum). Both kernels use that
/// exact-equality rule, also the 3-D one, although MaxPool3DGrad routes a
/// window's gradient to every element within 1e-5 of its maximum. (Where
/// orig_output has the input's shape, SAME windows at stride 1, TensorFlow's
/// kernels may take grad's buffer for their result in a graph, zero it and
/// then read grad from it; eager runs give what is computed here.)
template <int Rank>
FailureOr<Value> lowerMaxPoolGradGrad(Lowering &l, ArrayRef<Value> operands) {
  Value input = operands[0], output = operands[1], grad = operands[2];
  FailureOr<Pooled> pooled = poolInput(l, input, WindowKind::MaxPoolGrad, Rank);
  if (failed(pooled))
    return failure();
  const Pooled &p = *pooled;
  const Window &w = p.w;
  constexpr int64_t dims = Rank + 2;
  if (!hasRank(output, dims))
    return l.error() << "tensor_out must be " << dims << "-dimensional";
  if (!hasRank(grad, dims))
    return l.error() << "out_grad_backprop must be " << dims << "-dimensional";
  if (failed(floatElement(l, {input, output, grad})))
    return failure();
  ArrayRef<int64_t> xs = shapeOf(p.x);
  SmallVector<int64_t> pooledShape = {xs[0]};
  llvm::append_range(pooledShape, outputsOf(p.e));
  pooledShape.push_back(xs.back());
  Value y = l.toChannelsLast(w, output), g = l.toChannelsLast(w, grad);
  // Sizes known at compile time must agree; the others are checked at run
  // time (the windows read orig_output and grad at the input's sizes).
  SmallVector<OpFoldResult> outputSizes = pooledSizes(l, p);
  SmallVector<OpFoldResult> inputSizes;
  for (int64_t i = 0; i < dims; ++i)
    inputSizes.push_back(l.dim(p.x, i));
  for (auto [name, v, expected, expectedSizes] :
       {std::tuple(StringRef("orig_output"), y, ArrayRef<int64_t>(pooledShape),
                   ArrayRef<OpFoldResult>(outputSizes)),
        std::tuple(StringRef("grad"), g, xs,
                   ArrayRef<OpFoldResult>(inputSizes))}) {
    ArrayRef<int64_t> got = shapeOf(v);
    for (int64_t i = 0; i < dims; ++i) {
      if (!ShapedType::isDynamic(got[i]) &&
          !ShapedType::isDynamic(expected[i])) {
        if (got[i] != expected[i])
          return l.error() << "Expected " << name << " shape to be "
                           << shapeString(w.toFormat(expected)) << ", but got "
                           << shapeString(w.toFormat(got));
        continue;
      }
      l.checkEqual(expectedSizes[i], l.dim(v, i),
                   ("Expected " + name + " dimension " + Twine(i) +
                    " (channels-last) to be {0}, but got {1}")
                       .str());
    }
  }
  auto [low, high] = paddingOf(p.e);
  SmallVector<int64_t> extent;
  for (int i = 0; i < Rank; ++i)
    extent.push_back((p.e[i].output - 1) * w.stride[i] + w.size[i]);
  Value paddedX = l.fitExtent(l.pad(p.x, low, high, l.zero(p.element)), extent);
  Value paddedG = l.fitExtent(l.pad(g, low, high, l.zero(p.element)), extent);
  OpBuilder &b = l.b;
  // Loops (n, o..., k..., c): x and grad read through the window, the
  // maximum and the results per output element.
  SmallVector<AffineMap> window = windowMaps(b, w);
  SmallVector<AffineMap> maps = {window[0], window[0], window[2],
                                 window[1], window[2], window[2]};
  SmallVector<utils::IteratorType> iterators = windowIterators(Rank);
  Value tapInit = l.filled(outputSizes, l.i64(-1));
  Value valueInit = l.filled(outputSizes, l.zero(p.element));
  Extents e = p.e;
  auto body = [&](OpBuilder &nb, Location nloc, ValueRange args) {
    Value x = args[0], gradAt = args[1], max = args[2], bestTap = args[4],
          best = args[5];
    // Only taps inside the input count (padding could equal the maximum).
    auto [tap, valid, firstInside] = windowTap(nb, nloc, w, e, xs);
    Value matches = arith::AndIOp::create(
        nb, nloc, valid,
        arith::CmpFOp::create(nb, nloc, arith::CmpFPredicate::OEQ, x, max));
    // The first match: the smallest matching tap, whatever the order.
    Value earlier = arith::OrIOp::create(
        nb, nloc,
        arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::slt, bestTap,
                              arith::ConstantIntOp::create(nb, nloc, 0, 64)),
        arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::slt, tap,
                              bestTap));
    Value take = arith::AndIOp::create(nb, nloc, matches, earlier);
    linalg::YieldOp::create(
        nb, nloc,
        ValueRange{arith::SelectOp::create(nb, nloc, take, tap, bestTap),
                   arith::SelectOp::create(nb, nloc, take, gradAt, best)});
  };
  Value picked =
      linalg::GenericOp::create(
          b, l.loc(), TypeRange{tapInit.getType(), valueInit.getType()},
          ValueRange{paddedX, paddedG, y, poolingWindow(l, w, p.element)},
          ValueRange{tapInit, valueInit}, maps, iterators, body)
          .getResult(1);
  return l.fromChannelsLast(w, picked);
}

/// MaxPool3DGrad as TensorFlow's CPU kernel computes it: every input
/// element within 1e-5 of orig_output's value of a window that holds it
/// (|x - max| < 1e-5, in T) gets that window's gradient. Ties all get it
/// (MaxPoolGrad routes to the first maximum only); infinities and NaNs,
/// whose difference is NaN, never do.
FailureOr<Value> lowerMaxPool3DGrad(Lowering &l, ArrayRef<Value> operands) {
  FailureOr<MaxPoolGradOperands> in = maxPoolGradOperands(l, operands, 3);
  if (failed(in))
    return failure();
  const Pooled *p = &in->p;
  const Window &w = p->w;
  ArrayRef<int64_t> xs = shapeOf(p->x);
  Value y = in->y, g = in->g;
  // Each window's output and gradient placed at the window starts, as for
  // AvgPool3DGrad: at each input position, a stride-1 window over them
  // meets every window that holds it, in TensorFlow's order of adding
  // their gradients. The placed output's padding is NaN, which is near no
  // element.
  SmallVector<int64_t> spatial(xs.slice(1, 3));
  auto [shift, size] = transposedPlacement(w, p->e, spatial);
  Value placedGrad =
      l.spreadAndPad(g, w.stride, shift, size, l.zero(p->element));
  Value nan = arith::ConstantOp::create(
      l.b, l.loc(),
      l.b.getFloatAttr(
          p->element,
          APFloat::getNaN(cast<FloatType>(p->element).getFloatSemantics())));
  Value placedOutput = l.spreadAndPad(y, w.stride, shift, size, nan);
  OpBuilder &b = l.b;
  auto d = [&](unsigned i) { return dimExpr(b, i); };
  // Loops (n, d, h, w, kd, kh, kw, c).
  SmallVector<AffineExpr> placedExprs = {d(0)}, windowExprs,
                          inputExprs = {d(0)};
  for (int i = 0; i < 3; ++i) {
    placedExprs.push_back(d(1 + i) + d(4 + i));
    windowExprs.push_back(d(4 + i));
    inputExprs.push_back(d(1 + i));
  }
  placedExprs.push_back(d(7));
  inputExprs.push_back(d(7));
  AffineMap placedMap = AffineMap::get(8, 0, placedExprs, b.getContext());
  AffineMap inputMap = AffineMap::get(8, 0, inputExprs, b.getContext());
  SmallVector<AffineMap> maps = {
      inputMap, placedMap, placedMap,
      AffineMap::get(8, 0, windowExprs, b.getContext()), inputMap};
  Value init = l.filled(l.spatialSizes(p->x, spatial), l.zero(p->element));
  Value routed =
      linalg::GenericOp::create(
          b, l.loc(), init.getType(),
          ValueRange{p->x, placedOutput, placedGrad,
                     poolingWindow(l, w, p->element)},
          init, maps, windowIterators(3),
          [&](OpBuilder &nb, Location nloc, ValueRange args) {
            Value distance = math::AbsFOp::create(
                nb, nloc, arith::SubFOp::create(nb, nloc, args[0], args[1]));
            Value isMax = arith::CmpFOp::create(
                nb, nloc, arith::CmpFPredicate::OLT, distance,
                floatConstant(nb, nloc, distance.getType(), 1e-5));
            Value sum = arith::AddFOp::create(nb, nloc, args[4], args[2]);
            linalg::YieldOp::create(
                nb, nloc,
                arith::SelectOp::create(nb, nloc, isMax, sum, args[4])
                    .getResult());
          })
          .getResult(0);
  return l.fromChannelsLast(w, routed);
}

template <int Rank>
FailureOr<Value> lowerAvgPoolGrad(Lowering &l, ArrayRef<Value> operands) {
  Value sizes = operands[0], grad = operands[1];
  FailureOr<Window> w = parseWindow(l, WindowKind::AvgPool, Rank);
  if (failed(w))
    return failure();
  std::optional<SmallVector<int64_t>> known = partialShape(sizes);
  if (!known || known->size() != Rank + 2)
    return l.error() << (Rank == 2 ? "out_backprop" : "tensor_in")
                     << " must be 1-dimensional and " << Rank + 2
                     << " elements";
  for (int64_t d : *known)
    if (!ShapedType::isDynamic(d) && d < 0)
      return l.error() << "Expected a non-negative size, got " << d;
  if (!hasRank(grad, Rank + 2))
    return l.error() << "out_backprop must be " << Rank + 2 << "-dimensional";
  FailureOr<Type> element = floatElement(l, {grad});
  if (failed(element))
    return failure();
  // The input's channels-last shape.
  SmallVector<int64_t> input = {(*known)[0]};
  for (int i = 0; i < Rank; ++i)
    input.push_back((*known)[w->spatialAxis(i)]);
  input.push_back((*known)[w->axis('C')]);
  if (llvm::any_of(ArrayRef(input).drop_front(), ShapedType::isDynamic))
    return l.error() << "needs constant "
                     << (Rank == 2 ? "rows, columns" : "planes, rows, columns")
                     << " and depth in orig_input_shape (the graph does not "
                        "determine them at compile time)";
  ArrayRef<int64_t> spatial = ArrayRef(input).slice(1, Rank);
  FailureOr<Extents> e = windowExtents(l, *w, spatial);
  if (failed(e))
    return failure();
  // TensorFlow's kernel trusts that grad fits the input shape; a grad of
  // another shape would read out of bounds here.
  Value g = l.toChannelsLast(*w, grad);
  ArrayRef<int64_t> gs = shapeOf(g);
  SmallVector<int64_t> expected = {input[0]};
  llvm::append_range(expected, outputsOf(*e));
  expected.push_back(input.back());
  for (int64_t i = 0; i < Rank + 2; ++i)
    if (!ShapedType::isDynamic(gs[i]) && !ShapedType::isDynamic(expected[i]) &&
        gs[i] != expected[i])
      return l.error() << "Expected grad shape to be "
                       << shapeString(w->toFormat(expected)) << ", but got "
                       << shapeString(shapeOf(grad));
  if (failed(requireStatic(l, g, "grad")))
    return failure();
  l.checkEqual(sizeElement(l, sizes, *known, 0), l.dim(g, 0),
               "orig_input_shape's batch {0} and grad's {1} differ");

  // Each window's gradient, divided among its input elements: TensorFlow
  // multiplies by the reciprocal of the count, computed in double.
  OpBuilder &b = l.b;
  Location loc = l.loc();
  Window window = *w;
  Extents extents = *e;
  SmallVector<int64_t> inputSpatial(spatial);
  Value scaledInit = tensor::EmptyOp::create(
      b, loc, l.spatialSizes(g, gs.slice(1, Rank)), *element);
  Value scaled =
      linalg::GenericOp::create(
          b, loc, scaledInit.getType(), g, scaledInit,
          SmallVector<AffineMap>(2, b.getMultiDimIdentityMap(Rank + 2)),
          SmallVector<utils::IteratorType>(Rank + 2,
                                           utils::IteratorType::parallel),
          [&](OpBuilder &nb, Location nloc, ValueRange args) {
            Value count = arith::SIToFPOp::create(
                nb, nloc, nb.getF64Type(),
                windowElements(nb, nloc, window, extents, inputSpatial));
            Value coefficient = arith::DivFOp::create(
                nb, nloc, floatConstant(nb, nloc, nb.getF64Type(), 1.0), count);
            if (!args[0].getType().isF64())
              coefficient = arith::TruncFOp::create(nb, nloc, args[0].getType(),
                                                    coefficient);
            linalg::YieldOp::create(
                nb, nloc,
                arith::MulFOp::create(nb, nloc, args[0], coefficient)
                    .getResult());
          })
          .getResult(0);
  // Summed back over the windows as the transposed pooling: a sum pool of
  // the scaled gradient placed at the window starts (the all-ones window
  // needs no flip).
  auto [shift, size] = transposedPlacement(window, extents, inputSpatial);
  Value placed =
      l.spreadAndPad(scaled, window.stride, shift, size, l.zero(*element));
  Value init = l.filled(
      l.aroundSpatial(l.dim(g, 0), inputSpatial, b.getIndexAttr(input.back())),
      l.zero(*element));
  SmallVector<int64_t> ones(Rank, 1);
  return l.fromChannelsLast(window, sumPool(l, window, placed, init, ones));
}

/// ExtractImagePatches(images): each output pixel holds its window's
/// pixels, depth fastest, then columns, then rows: out[n, i, j, (r * kc +
/// c) * depth + d] = padded[n, i * sr + r * rr, j * sc + c * rc, d], the
/// windows placed as a convolution's (ksizes, strides, rates, SAME or VALID
/// padding with zeros). One copy generic over [n, i, j, r, c, d], then the
/// last three dimensions as one.
FailureOr<Value> lowerExtractImagePatches(Lowering &l,
                                          ArrayRef<Value> operands) {
  Value images = operands[0];
  Window w;
  // TensorFlow's ParseAttributeVec4: four values, 1 on batch and depth.
  for (auto [name, what, field] :
       {std::tuple<StringRef, StringRef, SmallVector<int64_t, 3> *>(
            "ksizes", "ksizes", &w.size),
        {"strides", "strides", &w.stride},
        {"rates", "rates", &w.dilation}}) {
    std::optional<SmallVector<int64_t>> values = intList(l.op, name);
    if (!values || values->size() != 4)
      return l.error() << "Sliding window " << what
                       << " field must specify 4 dimensions";
    if ((*values)[0] != 1 || (*values)[3] != 1)
      return l.error() << "Only support " << what << " across space.";
    // TensorFlow's kernel takes int32 values.
    for (int64_t v : *values)
      if (v > std::numeric_limits<int32_t>::max() ||
          v < std::numeric_limits<int32_t>::min())
        return l.error() << "has a '" << name << "' value of " << v
                         << ", outside the int32 range TensorFlow's kernels "
                            "take";
    (*field)[0] = (*values)[1];
    (*field)[1] = (*values)[2];
  }
  for (int i = 0; i < 2; ++i)
    if (w.size[i] <= 0 || w.dilation[i] <= 0)
      return l.error() << "ksizes and rates must be positive, got ksizes ["
                       << joined(w.size, ", ") << "] and rates ["
                       << joined(w.dilation, ", ") << "]";
  auto padding = l.op->getAttrOfType<StringAttr>("padding");
  if (!padding ||
      (padding.getValue() != "SAME" && padding.getValue() != "VALID"))
    return l.error() << "takes padding \"SAME\" or \"VALID\"";
  w.padding = padding.getValue() == "SAME" ? Padding::Same : Padding::Valid;
  if (!hasRank(images, 4))
    return l.error() << "input must be 4-dimensional" << shapeOfValue(images);
  FailureOr<Type> element = floatElement(l, {images});
  if (failed(element))
    return failure();
  ArrayRef<int64_t> shape = shapeOf(images);
  if (ShapedType::isDynamic(shape[1]) || ShapedType::isDynamic(shape[2]))
    return l.error() << "needs static rows and columns (its padding is "
                        "computed at compile time), got "
                     << images.getType();
  FailureOr<Extents> e = windowExtents(l, w, {shape[1], shape[2]});
  if (failed(e))
    return failure();
  auto [low, high] = paddingOf(*e);
  Value padded = l.pad(images, low, high, l.zero(*element));
  SmallVector<int64_t> out = outputsOf(*e);
  OpFoldResult batch = l.dim(images, 0), depth = l.dim(images, 3);
  SmallVector<OpFoldResult> sizes = {batch,
                                     l.b.getIndexAttr(out[0]),
                                     l.b.getIndexAttr(out[1]),
                                     l.b.getIndexAttr(w.size[0]),
                                     l.b.getIndexAttr(w.size[1]),
                                     depth};
  Value init = tensor::EmptyOp::create(l.b, l.loc(), sizes, *element);
  auto d = [&](unsigned i) { return dimExpr(l.b, i); };
  SmallVector<AffineMap> maps = {
      AffineMap::get(6, 0,
                     {d(0), d(1) * w.stride[0] + d(3) * w.dilation[0],
                      d(2) * w.stride[1] + d(4) * w.dilation[1], d(5)},
                     l.b.getContext()),
      l.b.getMultiDimIdentityMap(6)};
  Value patches =
      linalg::GenericOp::create(
          l.b, l.loc(), init.getType(),
          l.fitExtent(padded, {(out[0] - 1) * w.stride[0] +
                                   (w.size[0] - 1) * w.dilation[0] + 1,
                               (out[1] - 1) * w.stride[1] +
                                   (w.size[1] - 1) * w.dilation[1] + 1}),
          init, maps,
          SmallVector<utils::IteratorType>(6, utils::IteratorType::parallel),
          [](OpBuilder &nb, Location nloc, ValueRange args) {
            linalg::YieldOp::create(nb, nloc, args[0]);
          })
          .getResult(0);
  SmallVector<ReassociationIndices> groups = {{0}, {1}, {2}, {3, 4, 5}};
  return tensor::CollapseShapeOp::create(l.b, l.loc(), patches, groups)
      .getResult();
}

/// The Targmax of MaxPoolWithArgmax and its gradient (int64 unless int32).
FailureOr<Type> argmaxType(Lowering &l) {
  Type type =
      derivedIndexType(l.op, "Targmax", l.op->getResult(1), l.b.getI64Type());
  if (!type.isSignlessInteger(32) && !type.isSignlessInteger(64))
    return l.error() << "takes Targmax int32 or int64, got " << type;
  return type;
}

/// MaxPoolWithArgmax(input) (NHWC): each window's maximum and where it is,
/// as TensorFlow's CPU kernel finds them: the window's input elements in
/// row-major order (padding never), the first taken, a later one only where
/// it is greater (so a NaN wins only as the first). The position is
/// (y * width + x) * depth + c, plus the batch's offset with
/// include_batch_in_index.
FailureOr<std::pair<Value, Value>>
lowerMaxPoolWithArgmax(Lowering &l, ArrayRef<Value> operands) {
  FailureOr<Pooled> p =
      poolInput(l, operands[0], WindowKind::MaxPool, /*rank=*/2);
  if (failed(p))
    return failure();
  if (p->w.channelsFirst)
    return l.error() << "takes NHWC only";
  FailureOr<Type> indexType = argmaxType(l);
  if (failed(indexType))
    return failure();
  bool withBatch = false;
  if (auto attr = l.op->getAttrOfType<BoolAttr>("include_batch_in_index"))
    withBatch = attr.getValue();
  ArrayRef<int64_t> shape = shapeOf(p->x);
  int64_t rows = shape[1], cols = shape[2];
  OpBuilder &b = l.b;
  Location loc = l.loc();
  Value depth = getValueOrCreateConstantIndexOp(b, loc, l.dim(p->x, 3));
  SmallVector<OpFoldResult> sizes = pooledSizes(l, *p);
  Value values = tensor::EmptyOp::create(b, loc, sizes, p->element);
  Value positions = tensor::EmptyOp::create(b, loc, sizes, *indexType);
  const Window &w = p->w;
  const Extents &e = p->e;
  Value input = p->x;
  // The window's taps that some output reads inside the input (the others
  // only ever read padding): k with 0 <= o * stride - before + k < size for
  // some output o. The window is unrolled over them.
  auto taps = [&](int i, int64_t size) -> std::pair<int64_t, int64_t> {
    int64_t first =
        std::max<int64_t>(0, e[i].before - (e[i].output - 1) * w.stride[i]);
    int64_t end = std::min<int64_t>(w.size[i], e[i].before + size);
    return {first, std::max(first, end)};
  };
  std::pair<int64_t, int64_t> tapsY = taps(0, rows), tapsX = taps(1, cols);
  constexpr int64_t kMaxTaps = 4096;
  if ((tapsY.second - tapsY.first) * (tapsX.second - tapsX.first) > kMaxTaps)
    return l.error() << "takes windows of at most " << kMaxTaps
                     << " input positions, got " << tapsY.second - tapsY.first
                     << "x" << tapsX.second - tapsX.first;
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{values.getType(), positions.getType()}, ValueRange{},
      ValueRange{values, positions},
      SmallVector<AffineMap>(2, b.getMultiDimIdentityMap(4)),
      SmallVector<utils::IteratorType>(4, utils::IteratorType::parallel),
      [&](OpBuilder &nb, Location nloc, ValueRange) {
        auto index = [&](int64_t v) -> Value {
          return arith::ConstantIndexOp::create(nb, nloc, v);
        };
        Value n = linalg::IndexOp::create(nb, nloc, 0);
        Value oy = linalg::IndexOp::create(nb, nloc, 1);
        Value ox = linalg::IndexOp::create(nb, nloc, 2);
        Value c = linalg::IndexOp::create(nb, nloc, 3);
        Value best = l.lowest(p->element);
        Value none = index(-1);
        Value at = none;
        // The window's first row and column (negative inside the padding).
        Value y0 = arith::SubIOp::create(
            nb, nloc, arith::MulIOp::create(nb, nloc, oy, index(w.stride[0])),
            index(e[0].before));
        Value x0 = arith::SubIOp::create(
            nb, nloc, arith::MulIOp::create(nb, nloc, ox, index(w.stride[1])),
            index(e[1].before));
        auto inside = [&](Value v, int64_t size) -> Value {
          return arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::ult, v,
                                       index(size));
        };
        auto clamp = [&](Value v, int64_t size) -> Value {
          return arith::MinSIOp::create(
              nb, nloc, arith::MaxSIOp::create(nb, nloc, v, index(0)),
              index(size - 1));
        };
        for (int64_t ky = tapsY.first; ky < tapsY.second; ++ky) {
          Value y = arith::AddIOp::create(nb, nloc, y0, index(ky));
          for (int64_t kx = tapsX.first; kx < tapsX.second; ++kx) {
            Value x = arith::AddIOp::create(nb, nloc, x0, index(kx));
            Value valid = arith::AndIOp::create(nb, nloc, inside(y, rows),
                                                inside(x, cols));
            Value v = tensor::ExtractOp::create(
                nb, nloc, input,
                ValueRange{n, clamp(y, rows), clamp(x, cols), c});
            Value first = arith::CmpIOp::create(
                nb, nloc, arith::CmpIPredicate::eq, at, none);
            Value greater = arith::CmpFOp::create(
                nb, nloc, arith::CmpFPredicate::OLT, best, v);
            Value take = arith::AndIOp::create(
                nb, nloc, valid,
                arith::OrIOp::create(nb, nloc, first, greater));
            best = arith::SelectOp::create(nb, nloc, take, v, best);
            Value here = arith::AddIOp::create(
                nb, nloc, arith::MulIOp::create(nb, nloc, y, index(cols)), x);
            at = arith::SelectOp::create(nb, nloc, take, here, at);
          }
        }
        // The flat position: (pixel * depth + c), past the earlier images
        // with include_batch_in_index.
        Value flat = arith::AddIOp::create(
            nb, nloc, arith::MulIOp::create(nb, nloc, at, depth), c);
        if (withBatch)
          flat = arith::AddIOp::create(
              nb, nloc, flat,
              arith::MulIOp::create(
                  nb, nloc, n,
                  arith::MulIOp::create(nb, nloc, index(rows * cols), depth)));
        Value found =
            arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::ne, at, none);
        Value position = arith::IndexCastOp::create(
            nb, nloc, *indexType,
            arith::SelectOp::create(nb, nloc, found, flat, none));
        linalg::YieldOp::create(nb, nloc, ValueRange{best, position});
      });
  return std::make_pair(generic.getResult(0), generic.getResult(1));
}

/// MaxPoolGradWithArgmax(input, grad, argmax): each gradient element added
/// into the input position its argmax names (in the image of its batch
/// element unless include_batch_in_index), in order, as TensorFlow's CPU
/// kernel adds them; a position outside that image fails with its message.
FailureOr<Value> lowerMaxPoolGradWithArgmax(Lowering &l,
                                            ArrayRef<Value> operands) {
  FailureOr<Pooled> p =
      poolInput(l, operands[0], WindowKind::MaxPool, /*rank=*/2);
  if (failed(p))
    return failure();
  Value grad = operands[1], argmax = operands[2];
  if (!hasRank(grad, 4) || !hasRank(argmax, 4))
    return l.error() << "needs a 4-dimensional grad and argmax, got "
                     << grad.getType() << " and " << argmax.getType();
  FailureOr<Type> element = floatElement(l, {operands[0], grad});
  if (failed(element))
    return failure();
  Type indexType = cast<RankedTensorType>(argmax.getType()).getElementType();
  if (!indexType.isSignlessInteger(32) && !indexType.isSignlessInteger(64))
    return l.error() << "takes an int32 or int64 argmax, got "
                     << argmax.getType();
  bool withBatch = false;
  if (auto attr = l.op->getAttrOfType<BoolAttr>("include_batch_in_index"))
    withBatch = attr.getValue();
  OpBuilder &b = l.b;
  Location loc = l.loc();
  Value input = p->x;
  auto indexOf = [&](OpFoldResult v) {
    return getValueOrCreateConstantIndexOp(b, loc, v);
  };
  // The gradient and argmax as the pooled output's shape (checked).
  SmallVector<OpFoldResult> pooled = pooledSizes(l, *p);
  for (Value v : {grad, argmax})
    for (int64_t d = 0; d < 4; ++d) {
      std::string message =
          "grad and argmax must have the pooled shape: dimension " +
          std::to_string(d) + " is {0}, not {1}";
      std::optional<int64_t> size = getConstantIntValue(l.dim(v, d)),
                             want = getConstantIntValue(pooled[d]);
      if (size && want && *size != *want)
        return l.error() << "grad and argmax must have the pooled shape "
                         << "(dimension " << d << " is " << *size << ", not "
                         << *want << ")";
      l.checkEqual(l.dim(v, d), pooled[d], message);
    }
  auto flatten = [&](Value v) -> Value {
    return tensor::CollapseShapeOp::create(
        b, loc, v, SmallVector<ReassociationIndices>{{0, 1, 2, 3}});
  };
  Value gradFlat = flatten(grad), argmaxFlat = flatten(argmax);
  Value count = indexOf(l.dim(gradFlat, 0));
  Value depth = indexOf(l.dim(input, 3));
  Value batch = indexOf(l.dim(input, 0));
  ArrayRef<int64_t> shape = shapeOf(input);
  // Folded where the sizes are static: the flat gradient then has the
  // input's static type.
  Value inPerImage =
      b.createOrFold<arith::MulIOp>(loc, l.index(shape[1] * shape[2]), depth);
  SmallVector<int64_t> outputs = outputsOf(p->e);
  Value outPerImage = b.createOrFold<arith::MulIOp>(
      loc, l.index(outputs[0] * outputs[1]), depth);
  Value total = b.createOrFold<arith::MulIOp>(loc, inPerImage, batch);
  Value init = l.filled({getAsOpFoldResult(total)}, l.zero(*element));
  Type i64 = b.getI64Type();
  auto asI64 = [&](Value v) -> Value {
    return arith::IndexCastOp::create(b, loc, i64, v);
  };
  Value sum =
      scf::ForOp::create(
          b, loc, l.index(0), count, l.index(1), ValueRange{init},
          [&](OpBuilder &nb, Location nloc, Value i, ValueRange args) {
            Value raw = tensor::ExtractOp::create(nb, nloc, argmaxFlat, i);
            Value at =
                arith::IndexCastOp::create(nb, nloc, nb.getIndexType(), raw);
            // The range TensorFlow's shard checks: the element's image, or
            // the whole batch with include_batch_in_index.
            Value start = l.index(0), end = total;
            if (!withBatch) {
              Value image = arith::DivUIOp::create(nb, nloc, i, outPerImage);
              start = arith::MulIOp::create(nb, nloc, image, inPerImage);
              end = arith::AddIOp::create(nb, nloc, start, inPerImage);
              at = arith::AddIOp::create(nb, nloc, at, start);
            }
            Value inRange = arith::AndIOp::create(
                nb, nloc,
                arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::sge, at,
                                      start),
                arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::slt, at,
                                      end));
            l.runtimeCheck(arith::XOrIOp::create(
                               nb, nloc, inRange,
                               arith::ConstantIntOp::create(nb, nloc, 1, 1)),
                           "Invalid output gradient index: {0}, {1}, {2}",
                           ValueRange{asI64(at), asI64(start), asI64(end)});
            auto ifOp = scf::IfOp::create(
                nb, nloc, inRange,
                [&](OpBuilder &tb, Location tloc) {
                  Value g = tensor::ExtractOp::create(tb, tloc, gradFlat, i);
                  Value old = tensor::ExtractOp::create(tb, tloc, args[0], at);
                  scf::YieldOp::create(
                      tb, tloc,
                      ValueRange{tensor::InsertOp::create(
                          tb, tloc, arith::AddFOp::create(tb, tloc, old, g),
                          args[0], at)});
                },
                [&](OpBuilder &eb, Location eloc) {
                  scf::YieldOp::create(eb, eloc, args[0]);
                });
            scf::YieldOp::create(nb, nloc, ifOp.getResults());
          })
          .getResult(0);
  return tensor::ExpandShapeOp::create(
             b, loc, input.getType(), sum,
             SmallVector<ReassociationIndices>{{0, 1, 2, 3}},
             l.spatialSizes(input, shape.slice(1, 2)))
      .getResult();
}

} // namespace

void Legalizer::registerPoolingHandlers() {
  // Dilation2D(input [B, H, W, D], filter [FH, FW, D]) (tf.nn.dilation2d,
  // and tf.nn.erosion2d through negations): grayscale morphological
  // dilation, out[b, y, x, d] = max over the window of input + filter,
  // positions outside the input skipped (TensorFlow's kernel; no padding
  // value). Its gradients send each output's gradient to the input position
  // (Dilation2DBackpropInput) or filter tap (Dilation2DBackpropFilter) of
  // the window's first maximum, in the kernel's scan order. Static shapes;
  // the window is unrolled.
  for (StringRef name :
       {"Dilation2D", "Dilation2DBackpropInput", "Dilation2DBackpropFilter"})
    handlers[name] = [this, kind = name.size() == 10
                                       ? 0
                                       : (name.ends_with("Input") ? 1 : 2)](
                         Operation *op, ArrayRef<Value> operands,
                         SmallVectorImpl<Value> &results) -> LogicalResult {
      Location loc = op->getLoc();
      Value input = toTensor(loc, operands[0]);
      Value filter = toTensor(loc, operands[1]);
      auto inputType = dyn_cast<RankedTensorType>(input.getType());
      auto filterType = dyn_cast<RankedTensorType>(filter.getType());
      if (!inputType || inputType.getRank() != 4)
        return error(op) << "input must be 4-dimensional, got "
                         << input.getType();
      if (!filterType || filterType.getRank() != 3)
        return error(op) << "filter must be 3-dimensional, got "
                         << filter.getType();
      if (!inputType.hasStaticShape() || !filterType.hasStaticShape())
        return error(op) << "needs static input and filter shapes, got "
                         << inputType << " and " << filterType;
      Type element = inputType.getElementType();
      if (!isa<FloatType>(element) || filterType.getElementType() != element)
        return error(op) << "needs float input and filter of one type";
      auto list = [&](StringRef attrName) -> SmallVector<int64_t> {
        SmallVector<int64_t> values;
        if (auto attr = op->getAttrOfType<ArrayAttr>(attrName))
          for (Attribute a : attr)
            if (auto i = dyn_cast<IntegerAttr>(a))
              values.push_back(i.getInt());
        return values;
      };
      SmallVector<int64_t> strides = list("strides"), rates = list("rates");
      if (strides.size() != 4 || rates.size() != 4)
        return error(op) << "Input stride and rates must be 4-dimensional";
      if (strides[0] != 1 || strides[3] != 1)
        return error(op) << "Stride is only supported across spatial "
                            "dimensions.";
      if (rates[0] != 1 || rates[3] != 1)
        return error(op) << "Rate is only supported across spatial "
                            "dimensions.";
      if (strides[1] < 1 || strides[2] < 1 || rates[1] < 1 || rates[2] < 1)
        return error(op) << "needs positive strides and rates";
      auto padding = op->getAttrOfType<StringAttr>("padding");
      if (!padding ||
          (padding.getValue() != "SAME" && padding.getValue() != "VALID"))
        return error(op) << "needs padding SAME or VALID";
      bool same = padding.getValue() == "SAME";
      int64_t batch = inputType.getDimSize(0), depth = inputType.getDimSize(3);
      if (filterType.getDimSize(2) != depth)
        return error(op) << "input and filter must have the same depth: "
                         << depth << " vs " << filterType.getDimSize(2);
      int64_t outSize[2], padBefore[2], taps[2];
      for (int d = 0; d < 2; ++d) {
        int64_t in = inputType.getDimSize(1 + d);
        taps[d] = filterType.getDimSize(d);
        int64_t effective = taps[d] + (taps[d] - 1) * (rates[1 + d] - 1);
        int64_t stride = strides[1 + d];
        if (same) {
          outSize[d] = (in + stride - 1) / stride;
          int64_t needed =
              std::max<int64_t>(0, (outSize[d] - 1) * stride + effective - in);
          padBefore[d] = needed / 2;
        } else {
          outSize[d] = (in - effective + stride) / stride;
          padBefore[d] = 0;
        }
        if (outSize[d] < 0)
          return error(op) << "Computed output size would be negative: "
                           << outSize[d];
      }
      SmallVector<int64_t> outShape = {batch, outSize[0], outSize[1], depth};
      Value gradient;
      if (kind != 0) {
        gradient = toTensor(loc, operands[2]);
        auto gradientType = dyn_cast<RankedTensorType>(gradient.getType());
        if (!gradientType || gradientType.getShape() != ArrayRef(outShape) ||
            gradientType.getElementType() != element)
          return error(op) << "out_backprop has shape " << gradient.getType()
                           << ", expected "
                           << RankedTensorType::get(outShape, element);
      }
      // The window's maximum and its first position (in scan order) for
      // output (b, y, x, d): the value and the input row and column (the
      // window's first in-bounds position when none is in bounds).
      auto window = [&](OpBuilder &nb, Location nloc, Value bIdx, Value y,
                        Value x, Value d) -> std::array<Value, 5> {
        auto index = [&](int64_t v) -> Value {
          return arith::ConstantIndexOp::create(nb, nloc, v);
        };
        Value lowest = arith::ConstantOp::create(
            nb, nloc,
            nb.getFloatAttr(
                element,
                APFloat::getInf(cast<FloatType>(element).getFloatSemantics(),
                                /*Negative=*/true)));
        Value rowStart = arith::SubIOp::create(
            nb, nloc, arith::MulIOp::create(nb, nloc, y, index(strides[1])),
            index(padBefore[0]));
        Value colStart = arith::SubIOp::create(
            nb, nloc, arith::MulIOp::create(nb, nloc, x, index(strides[2])),
            index(padBefore[1]));
        Value zero = index(0);
        Value best = lowest;
        Value bestRow = arith::MaxSIOp::create(nb, nloc, rowStart, zero);
        Value bestCol = arith::MaxSIOp::create(nb, nloc, colStart, zero);
        Value bestTapRow = zero, bestTapCol = zero;
        for (int64_t i = 0; i < taps[0]; ++i)
          for (int64_t j = 0; j < taps[1]; ++j) {
            Value row =
                arith::AddIOp::create(nb, nloc, rowStart, index(i * rates[1]));
            Value col =
                arith::AddIOp::create(nb, nloc, colStart, index(j * rates[2]));
            auto inside = [&](Value v, int64_t size) -> Value {
              return arith::AndIOp::create(
                  nb, nloc,
                  arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::sge, v,
                                        zero),
                  arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::slt, v,
                                        index(size)));
            };
            Value ok = arith::AndIOp::create(
                nb, nloc, inside(row, inputType.getDimSize(1)),
                inside(col, inputType.getDimSize(2)));
            // Read clamped in bounds; `ok` decides whether it counts.
            auto clamp = [&](Value v, int64_t size) -> Value {
              return arith::MinSIOp::create(
                  nb, nloc, arith::MaxSIOp::create(nb, nloc, v, zero),
                  index(size - 1));
            };
            Value value = arith::AddFOp::create(
                nb, nloc,
                tensor::ExtractOp::create(
                    nb, nloc, input,
                    ValueRange{bIdx, clamp(row, inputType.getDimSize(1)),
                               clamp(col, inputType.getDimSize(2)), d}),
                tensor::ExtractOp::create(nb, nloc, filter,
                                          ValueRange{index(i), index(j), d}));
            Value take = arith::AndIOp::create(
                nb, nloc, ok,
                arith::CmpFOp::create(nb, nloc, arith::CmpFPredicate::OGT,
                                      value, best));
            best = arith::SelectOp::create(nb, nloc, take, value, best);
            bestRow = arith::SelectOp::create(nb, nloc, take, row, bestRow);
            bestCol = arith::SelectOp::create(nb, nloc, take, col, bestCol);
            bestTapRow =
                arith::SelectOp::create(nb, nloc, take, index(i), bestTapRow);
            bestTapCol =
                arith::SelectOp::create(nb, nloc, take, index(j), bestTapCol);
          }
        return {best, bestRow, bestCol, bestTapRow, bestTapCol};
      };
      SmallVector<OpFoldResult> outSizes =
          llvm::map_to_vector(outShape, [&](int64_t v) -> OpFoldResult {
            return b.getIndexAttr(v);
          });
      if (kind == 0) {
        results.push_back(
            generate(loc, outSizes, element, [&](OpBuilder &gb, Location gloc) {
              std::array<Value, 4> at;
              for (int d = 0; d < 4; ++d)
                at[d] = linalg::IndexOp::create(gb, gloc, d);
              return window(gb, gloc, at[0], at[1], at[2], at[3])[0];
            }));
        return success();
      }
      // The gradients: one sequential pass over the outputs, each adding
      // its gradient where its window's maximum came from.
      Value zeroF = arith::ConstantOp::create(b, loc, b.getZeroAttr(element));
      Value target = kind == 1 ? fill(loc, sizesOf(loc, input), zeroF)
                               : fill(loc, sizesOf(loc, filter), zeroF);
      Value zero = constantIndex(loc, 0), one = constantIndex(loc, 1);
      SmallVector<Value> ivs;
      std::function<Value(OpBuilder &, Location, unsigned, Value)> nest =
          [&](OpBuilder &nb, Location nloc, unsigned level,
              Value acc) -> Value {
        if (level == 4) {
          std::array<Value, 5> w =
              window(nb, nloc, ivs[0], ivs[1], ivs[2], ivs[3]);
          Value g = tensor::ExtractOp::create(nb, nloc, gradient, ivs);
          SmallVector<Value> at =
              kind == 1 ? SmallVector<Value>{ivs[0], w[1], w[2], ivs[3]}
                        : SmallVector<Value>{w[3], w[4], ivs[3]};
          Value sum = arith::AddFOp::create(
              nb, nloc, tensor::ExtractOp::create(nb, nloc, acc, at), g);
          return tensor::InsertOp::create(nb, nloc, sum, acc, at);
        }
        auto loop = scf::ForOp::create(
            nb, nloc, zero,
            arith::ConstantIndexOp::create(nb, nloc, outShape[level]), one,
            ValueRange{acc},
            [&](OpBuilder &lb, Location lloc, Value iv, ValueRange args) {
              ivs.push_back(iv);
              Value next = nest(lb, lloc, level + 1, args[0]);
              ivs.pop_back();
              scf::YieldOp::create(lb, lloc, ValueRange{next});
            });
        return loop.getResult(0);
      };
      results.push_back(nest(b, loc, 0, target));
      return success();
    };
  handlers["MaxPool"] = windowHandler(lowerMaxPool<2>);
  handlers["MaxPoolGrad"] = windowHandler(lowerMaxPoolGrad);
  handlers["MaxPoolGradGrad"] = windowHandler(lowerMaxPoolGradGrad<2>);
  handlers["MaxPool3D"] = windowHandler(lowerMaxPool<3>);
  handlers["MaxPool3DGrad"] = windowHandler(lowerMaxPool3DGrad);
  handlers["MaxPool3DGradGrad"] = windowHandler(lowerMaxPoolGradGrad<3>);
  handlers["AvgPool"] = windowHandler(lowerAvgPool);
  handlers["AvgPoolGrad"] = windowHandler(lowerAvgPoolGrad<2>);
  handlers["AvgPool3D"] = windowHandler(lowerAvgPool3D);
  handlers["AvgPool3DGrad"] = windowHandler(lowerAvgPoolGrad<3>);
  handlers["ExtractImagePatches"] = windowHandler(lowerExtractImagePatches);
  handlers["MaxPoolGradWithArgmax"] = windowHandler(lowerMaxPoolGradWithArgmax);
  // MaxPoolV2 and MaxPoolGradV2: MaxPool and MaxPoolGrad whose ksize and
  // strides are operands (the last two). TaGrad sizes windows at compile
  // time, so they must be constants; checked as MaxPoolingV2Op and
  // MaxPoolingGradOp check them, they become the ksize and strides
  // attributes the MaxPool lowerings read.
  for (bool grad : {false, true})
    handlers[grad ? "MaxPoolGradV2" : "MaxPoolV2"] =
        [this, grad, pool = windowHandler(lowerMaxPool<2>),
         poolGrad = windowHandler(lowerMaxPoolGrad)](
            Operation *op, ArrayRef<Value> operands,
            SmallVectorImpl<Value> &results) -> LogicalResult {
      unsigned first = grad ? 3 : 1;
      SmallVector<SmallVector<int64_t>> lists;
      for (unsigned i = 0; i < 2; ++i) {
        StringRef name = i == 0 ? "ksize" : "strides";
        std::optional<DenseElementsAttr> constant =
            smallConstant(operands[first + i]);
        if (!constant || !constant->getElementType().isInteger(32))
          return error(op) << "takes " << name
                           << " only as a constant (TaGrad sizes the pooling "
                              "window at compile time)";
        lists.push_back(llvm::map_to_vector(
            constant->getValues<APInt>(),
            [](const APInt &v) { return v.getSExtValue(); }));
      }
      ArrayRef<int64_t> ksize = lists[0], strides = lists[1];
      if (ksize.size() != 4)
        return error(op) << "Sliding window ksize field must specify 4 "
                            "dimensions";
      if (strides.size() != 4)
        return error(op) << (grad ? "Sliding window strides field must "
                                    "specify 4 dimensions"
                                  : "Sliding window stride field must "
                                    "specify 4 dimensions");
      if (ksize[0] != 1 || strides[0] != 1)
        return error(op) << "Pooling is not yet supported on the batch "
                            "dimension.";
      if (!grad && llvm::any_of(ksize, [](int64_t k) { return k <= 0; }))
        return error(op) << "Sliding window ksize must be positive.";
      if (auto padding = op->getAttrOfType<StringAttr>("padding");
          padding && padding.getValue() == "EXPLICIT")
        return error(op) << "Value for attr 'padding' of \"EXPLICIT\" is not "
                            "in the list of allowed values: \"SAME\", "
                            "\"VALID\"";
      op->setAttr("ksize", b.getI64ArrayAttr(ksize));
      op->setAttr("strides", b.getI64ArrayAttr(strides));
      return (grad ? poolGrad : pool)(op, operands.take_front(first), results);
    };
  // Two results: the handler builds the lowering itself.
  handlers["MaxPoolWithArgmax"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    auto check = [&](Value failed, StringRef message, ValueRange values) {
      runtimeCheck(op->getLoc(), failed, message, values);
    };
    window::Lowering l{b, op, check};
    FailureOr<std::pair<Value, Value>> pooled =
        lowerMaxPoolWithArgmax(l, operands);
    if (failed(pooled))
      return failure();
    results.push_back(pooled->first);
    results.push_back(pooled->second);
    return success();
  };
}

} // namespace mlir::tagrad::tf_legalize
