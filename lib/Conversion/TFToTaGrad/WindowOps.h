//===- WindowOps.h - What the convolutions and pooling share ----*- C++ -*-===//
//
// The sliding window of TensorFlow's convolution and pooling ops (its
// attributes, checked as the kernels check them, and its output sizes and
// padding), and the building blocks their lowerings share
// (LegalizeConvolutions.cpp, LegalizePooling.cpp): transposes between the
// data formats, padding, spreading an output gradient to the strides, and
// run-time checks of dimensions.
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_LIB_CONVERSION_TFTOTAGRAD_WINDOWOPS_H
#define TAGRAD_LIB_CONVERSION_TFTOTAGRAD_WINDOWOPS_H

#include "Legalizer.h"

namespace mlir::tagrad::tf_legalize::window {

/// Which of TensorFlow's attribute rules an op follows.
enum class WindowKind { Conv, Depthwise, MaxPool, MaxPoolGrad, AvgPool };

enum class Padding { Same, Valid, Explicit };

/// The sliding window of a convolution or pooling op over `rank` (2 or 3)
/// spatial dimensions. Per-dimension values are in spatial order ((rows,
/// columns) or (planes, rows, columns)) whatever the data format.
struct Window {
  int rank;
  bool channelsFirst = false;
  // The filter's (convolutions) or ksize (pooling).
  SmallVector<int64_t, 3> size;
  SmallVector<int64_t, 3> stride;
  SmallVector<int64_t, 3> dilation;
  Padding padding = Padding::Valid;
  // (before, after) per spatial dimension; 2-D only.
  SmallVector<std::array<int64_t, 2>, 3> explicitPadding;

  explicit Window(int rank = 2)
      : rank(rank), size(rank, 1), stride(rank, 1), dilation(rank, 1),
        explicitPadding(rank, {0, 0}) {}

  /// The axis of the batch ('N') or the channels ('C') in the op's format.
  int64_t axis(char dim) const {
    if (dim == 'N')
      return 0;
    return channelsFirst ? 1 : rank + 1;
  }
  /// The axis of spatial dimension `i` in the op's format.
  int64_t spatialAxis(int i) const { return channelsFirst ? 2 + i : 1 + i; }
  /// The permutation from the op's format to channels-last (NHWC, NDHWC).
  SmallVector<int64_t> toChannelsLast() const {
    SmallVector<int64_t> perm = {0};
    for (int i = 0; i < rank; ++i)
      perm.push_back(2 + i);
    perm.push_back(1);
    return perm;
  }
  /// The permutation from channels-last to channels-first.
  SmallVector<int64_t> toChannelsFirst() const {
    SmallVector<int64_t> perm = {0, rank + 1};
    for (int i = 0; i < rank; ++i)
      perm.push_back(1 + i);
    return perm;
  }
  /// The op's shape in its data format from a channels-last one.
  SmallVector<int64_t> toFormat(ArrayRef<int64_t> channelsLast) const {
    if (!channelsFirst)
      return SmallVector<int64_t>(channelsLast);
    return llvm::map_to_vector(toChannelsFirst(),
                               [&](int64_t p) { return channelsLast[p]; });
  }
};

/// One spatial dimension of a window op's output, and the padding before
/// and after the input.
struct Extent {
  int64_t output = 0, before = 0, after = 0;
};

/// A window op's extents, one per spatial dimension.
using Extents = SmallVector<Extent, 3>;

/// Builds one op's lowering; diagnostics go to the op, run-time checks
/// through the legalizer's.
struct Lowering {
  OpBuilder &b;
  Operation *op;
  function_ref<void(Value, StringRef, ValueRange)> runtimeCheck;

  Location loc() const { return op->getLoc(); }
  InFlightDiagnostic error() const {
    return op->emitError() << "'" << op->getName() << "' ";
  }

  Value zero(Type element) { return floatConstant(b, loc(), element, 0.0); }
  /// Eigen::NumTraits<T>::lowest(): what TensorFlow's max pooling starts
  /// from and what padding never exceeds.
  Value lowest(Type element) {
    return arith::ConstantOp::create(
        b, loc(),
        b.getFloatAttr(
            element,
            APFloat::getLargest(cast<FloatType>(element).getFloatSemantics(),
                                /*Negative=*/true)));
  }
  Value index(int64_t v) { return arith::ConstantIndexOp::create(b, loc(), v); }
  Value i64(int64_t v) { return arith::ConstantIntOp::create(b, loc(), v, 64); }
  OpFoldResult dim(Value v, int64_t d) {
    return tensor::getMixedSize(b, loc(), v, d);
  }
  Value filled(ArrayRef<OpFoldResult> sizes, Value scalar) {
    Value empty = tensor::EmptyOp::create(b, loc(), sizes, scalar.getType());
    return linalg::FillOp::create(b, loc(), scalar, empty).getResult(0);
  }
  Value transpose(Value v, ArrayRef<int64_t> perm) {
    SmallVector<OpFoldResult> sizes;
    for (int64_t p : perm)
      sizes.push_back(dim(v, p));
    Value init = tensor::EmptyOp::create(b, loc(), sizes,
                                         getElementTypeOrSelf(v.getType()));
    return linalg::TransposeOp::create(b, loc(), v, init, perm).getResult()[0];
  }
  /// `v` in the op's data format as channels-last (NHWC, NDHWC), and back.
  Value toChannelsLast(const Window &w, Value v) {
    return w.channelsFirst ? transpose(v, w.toChannelsLast()) : v;
  }
  Value fromChannelsLast(const Window &w, Value v) {
    return w.channelsFirst ? transpose(v, w.toChannelsFirst()) : v;
  }
  /// Offsets, sizes or strides of a channels-last tensor: `batch` and
  /// `channels` around the spatial `inner`.
  SmallVector<OpFoldResult> aroundSpatial(OpFoldResult batch,
                                          ArrayRef<int64_t> inner,
                                          OpFoldResult channels) {
    SmallVector<OpFoldResult> all = {batch};
    for (int64_t v : inner)
      all.push_back(b.getIndexAttr(v));
    all.push_back(channels);
    return all;
  }
  SmallVector<OpFoldResult> spatialSizes(Value v, ArrayRef<int64_t> inner) {
    return aroundSpatial(dim(v, 0), inner,
                         dim(v, cast<ShapedType>(v.getType()).getRank() - 1));
  }
  /// `v` (channels-last) with `low` and `high` elements of `padValue` added
  /// before and after its spatial dimensions.
  Value pad(Value v, ArrayRef<int64_t> low, ArrayRef<int64_t> high,
            Value padValue) {
    if (llvm::all_of(low, [](int64_t p) { return p == 0; }) &&
        llvm::all_of(high, [](int64_t p) { return p == 0; }))
      return v;
    SmallVector<int64_t> lows = {0}, highs = {0};
    llvm::append_range(lows, low);
    llvm::append_range(highs, high);
    lows.push_back(0);
    highs.push_back(0);
    auto type = tensor::PadOp::inferResultType(
        cast<RankedTensorType>(v.getType()), lows, highs);
    return tensor::PadOp::create(
               b, loc(), type, v, getAsIndexOpFoldResult(b.getContext(), lows),
               getAsIndexOpFoldResult(b.getContext(), highs), padValue)
        .getResult();
  }
  /// `v` (channels-last, static spatial dimensions) spread to the strides
  /// (stride - 1 elements of `padValue` between its elements along each
  /// spatial dimension), shifted by `low` (negative: cut) and cut or padded
  /// with `padValue` to `size`: the output gradient of a window op placed
  /// at the input positions its windows start from.
  Value spreadAndPad(Value v, ArrayRef<int64_t> stride, ArrayRef<int64_t> low,
                     ArrayRef<int64_t> size, Value padValue) {
    ArrayRef<int64_t> shape = cast<RankedTensorType>(v.getType()).getShape();
    int64_t rank = stride.size();
    ArrayRef<int64_t> spatial = shape.slice(1, rank);
    SmallVector<OpFoldResult> finalSizes = spatialSizes(v, size);
    if (llvm::is_contained(spatial, 0))
      return filled(finalSizes, padValue);
    SmallVector<int64_t> before, after, total, cut, ones(rank, 1);
    for (int64_t i = 0; i < rank; ++i) {
      int64_t spread = (spatial[i] - 1) * stride[i] + 1;
      before.push_back(std::max<int64_t>(low[i], 0));
      after.push_back(std::max<int64_t>(size[i] - low[i] - spread, 0));
      total.push_back(before[i] + spread + after[i]);
      // A negative shift or a short size cuts (explicit padding larger
      // than the filter reaches).
      cut.push_back(std::max<int64_t>(-low[i], 0));
    }
    Value padded;
    if (llvm::all_of(stride, [](int64_t s) { return s == 1; })) {
      padded = pad(v, before, after, padValue);
    } else {
      Value dest = filled(spatialSizes(v, total), padValue);
      padded = tensor::InsertSliceOp::create(
          b, loc(), v, dest,
          aroundSpatial(b.getIndexAttr(0), before, b.getIndexAttr(0)),
          spatialSizes(v, spatial),
          aroundSpatial(b.getIndexAttr(1), stride, b.getIndexAttr(1)));
    }
    auto paddedType = cast<RankedTensorType>(padded.getType());
    if (llvm::all_of(cut, [](int64_t c) { return c == 0; }) &&
        paddedType.getShape().slice(1, rank) == size)
      return padded;
    return tensor::ExtractSliceOp::create(
        b, loc(), padded,
        aroundSpatial(b.getIndexAttr(0), cut, b.getIndexAttr(0)), finalSizes,
        aroundSpatial(b.getIndexAttr(1), ones, b.getIndexAttr(1)));
  }
  /// `v` (channels-last) cut to the spatial `sizes` a window generic
  /// reads. Its loops' bounds then follow from every operand alike:
  /// upstream's unit-dimension folding (-tagrad-cpu-fuse-elementwise) turns
  /// an access `oh * stride + kh` with one output row into `kh` and would
  /// then take kh's bound from the longer input.
  Value fitExtent(Value v, ArrayRef<int64_t> sizes) {
    ArrayRef<int64_t> shape = cast<RankedTensorType>(v.getType()).getShape();
    if (llvm::any_of(sizes, [](int64_t s) { return s <= 0; }) ||
        shape.slice(1, sizes.size()) == sizes)
      return v;
    SmallVector<int64_t> zeros(sizes.size(), 0), ones(sizes.size(), 1);
    return tensor::ExtractSliceOp::create(
        b, loc(), v, aroundSpatial(b.getIndexAttr(0), zeros, b.getIndexAttr(0)),
        spatialSizes(v, sizes),
        aroundSpatial(b.getIndexAttr(1), ones, b.getIndexAttr(1)));
  }
  /// A run-time check that two dimensions agree, where they are not known
  /// to (`message` takes them as {0} and {1}).
  void checkEqual(OpFoldResult a, OpFoldResult c, StringRef message) {
    std::optional<int64_t> ca = getConstantIntValue(a),
                           cc = getConstantIntValue(c);
    if (ca && cc)
      return;
    auto asI64 = [&](OpFoldResult v) {
      return b.createOrFold<arith::IndexCastOp>(
          loc(), b.getI64Type(), getValueOrCreateConstantIndexOp(b, loc(), v));
    };
    Value x = asI64(a), y = asI64(c);
    runtimeCheck(
        b.createOrFold<arith::CmpIOp>(loc(), arith::CmpIPredicate::ne, x, y),
        message, ValueRange{x, y});
  }
};

bool hasRank(Value v, int64_t rank);
/// TensorFlow's DebugString of `v`'s shape ("<unknown>" when unranked).
std::string shapeOfValue(Value v);
ArrayRef<int64_t> shapeOf(Value v);
/// The operands' shared floating-point element type.
FailureOr<Type> floatElement(Lowering &l, ArrayRef<Value> values);
/// Fails unless the dimensions of NHWC `v` after the batch are static:
/// padding and output sizes are computed at compile time.
LogicalResult requireStatic(Lowering &l, Value v, StringRef what);
std::optional<SmallVector<int64_t>> intList(Operation *op, StringRef name);
std::string joined(ArrayRef<int64_t> values, StringRef separator);
/// The window of `op` over `rank` spatial dimensions from its attributes
/// (all but the convolutions' size, which is the filter's), checked as
/// TensorFlow's kernel constructors and CheckValidPadding check them.
FailureOr<Window> parseWindow(Lowering &l, WindowKind kind, int rank = 2);
/// TensorFlow's GetWindowedOutputSizeVerbose along spatial dimension `i`.
FailureOr<Extent> windowExtent(Lowering &l, const Window &w, int i,
                               int64_t input);
/// The spatial extents of `w` over channels-last input sizes `input`.
FailureOr<Extents> windowExtents(Lowering &l, const Window &w,
                                 ArrayRef<int64_t> input);
/// The padding before and after each spatial dimension, for Lowering::pad.
std::pair<SmallVector<int64_t>, SmallVector<int64_t>>
paddingOf(ArrayRef<Extent> e);
/// The output sizes of extents `e`.
SmallVector<int64_t> outputsOf(ArrayRef<Extent> e);
/// The shift and size that Lowering::spreadAndPad takes to place an output
/// gradient so that a stride-1 window of the flipped filter over it sums,
/// at each of `input` positions, every tap that read that position.
std::pair<SmallVector<int64_t>, SmallVector<int64_t>>
transposedPlacement(const Window &w, ArrayRef<Extent> e,
                    ArrayRef<int64_t> input);
AffineExpr dimExpr(OpBuilder &b, unsigned d);
/// The input size of a backprop op from its size operand: the NHWC
/// dimensions (kDynamic where only run time knows them), checked as
/// TensorFlow's TensorShapeUtils::MakeShape checks them.
FailureOr<SmallVector<int64_t>> sizesOperand(Lowering &l, Value sizes,
                                             StringRef what);
/// Element `i` of a 1-D integer tensor, as an index.
OpFoldResult sizeElement(Lowering &l, Value sizes, ArrayRef<int64_t> known,
                         int64_t i);

} // namespace mlir::tagrad::tf_legalize::window

#endif // TAGRAD_LIB_CONVERSION_TFTOTAGRAD_WINDOWOPS_H
