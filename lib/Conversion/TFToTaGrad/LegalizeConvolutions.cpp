//===- LegalizeConvolutions.cpp - Convolutions and pooling
//------------------===//
//
// Conv2D, DepthwiseConv2dNative, MaxPool and AvgPool and their gradients,
// and their 3-D forms (Conv3D, MaxPool3D, AvgPool3D and their gradients), in
// both data formats: channels-first (NCHW, NCDHW) through transposes to
// channels-last and back (TensorFlow's CPU kernels take only channels-last,
// its GPU kernels both). One lowering serves both spatial ranks where
// TensorFlow's rules agree; the 3-D ops keep their kernels' own messages.
//
// The forward ops are linalg's named convolution and pooling ops on a
// tensor.pad of the input, so that later passes see convolutions, not loops.
// An input gradient is the transposed convolution: the output gradient with
// stride - 1 zeros between its elements, padded so that every (output, tap)
// pair that read an input element lands on it, convolved with the flipped
// filter. A filter gradient contracts the padded input with the output
// gradient over the batch and the output positions. Attributes and shapes
// are checked as TensorFlow's kernels check them, with their messages.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {
namespace {

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

bool hasRank(Value v, int64_t rank) {
  auto type = dyn_cast<RankedTensorType>(v.getType());
  return type && type.getRank() == rank;
}

std::string shapeOfValue(Value v) {
  auto type = dyn_cast<RankedTensorType>(v.getType());
  return type ? shapeString(type.getShape()) : "<unknown>";
}

ArrayRef<int64_t> shapeOf(Value v) {
  return cast<RankedTensorType>(v.getType()).getShape();
}

/// The operands' shared floating-point element type.
FailureOr<Type> floatElement(Lowering &l, ArrayRef<Value> values) {
  Type element = getElementTypeOrSelf(values.front().getType());
  for (Value v : values)
    if (getElementTypeOrSelf(v.getType()) != element || !isFloat(element))
      return l.error() << "needs floating-point operands of one type, got "
                       << values.front().getType() << " and " << v.getType();
  return element;
}

/// Fails unless the dimensions of NHWC `v` after the batch are static:
/// padding and output sizes are computed at compile time.
LogicalResult requireStatic(Lowering &l, Value v, StringRef what) {
  ArrayRef<int64_t> shape = shapeOf(v);
  if (llvm::any_of(shape.drop_front(), ShapedType::isDynamic))
    return l.error() << "needs a static " << what
                     << " shape but for the batch, got " << v.getType();
  return success();
}

std::optional<SmallVector<int64_t>> intList(Operation *op, StringRef name) {
  auto attr = op->getAttrOfType<ArrayAttr>(name);
  if (!attr)
    return std::nullopt;
  // verifyAttributeKinds made sure that every element is an integer.
  return llvm::map_to_vector(
      attr, [](Attribute a) { return cast<IntegerAttr>(a).getInt(); });
}

std::string joined(ArrayRef<int64_t> values, StringRef separator) {
  std::string text;
  for (auto [i, v] : llvm::enumerate(values))
    text += (i ? separator.str() : "") + std::to_string(v);
  return text;
}

/// The window of `op` over `rank` spatial dimensions from its attributes
/// (all but the convolutions' size, which is the filter's), checked as
/// TensorFlow's kernel constructors and CheckValidPadding check them.
FailureOr<Window> parseWindow(Lowering &l, WindowKind kind, int rank = 2) {
  Operation *op = l.op;
  Window w(rank);
  const int64_t dims = rank + 2;
  StringRef channelsLast = rank == 2 ? "NHWC" : "NDHWC";
  StringRef channelsFirst = rank == 2 ? "NCHW" : "NCDHW";
  StringRef format = channelsLast;
  if (auto attr = op->getAttrOfType<StringAttr>("data_format"))
    format = attr.getValue();
  if (format != channelsLast && format != channelsFirst)
    return l.error() << "Value for attr 'data_format' of \"" << format
                     << "\" is not in the list of allowed values: \""
                     << channelsLast << "\", \"" << channelsFirst << "\"";
  w.channelsFirst = format == channelsFirst;
  int64_t n = w.axis('N'), c = w.axis('C');
  bool pool = kind == WindowKind::MaxPool || kind == WindowKind::MaxPoolGrad ||
              kind == WindowKind::AvgPool;

  auto paddingAttr = op->getAttrOfType<StringAttr>("padding");
  if (!paddingAttr)
    return l.error() << "needs a 'padding' attribute";
  StringRef padding = paddingAttr.getValue();
  // The 3-D ops' OpDefs take no explicit padding.
  bool explicitAllowed = kind != WindowKind::AvgPool && rank == 2;
  if (padding == "SAME")
    w.padding = Padding::Same;
  else if (padding == "VALID")
    w.padding = Padding::Valid;
  else if (padding == "EXPLICIT" && explicitAllowed)
    w.padding = Padding::Explicit;
  else
    return l.error() << "Value for attr 'padding' of \"" << padding
                     << "\" is not in the list of allowed values: \"SAME\", "
                        "\"VALID\""
                     << (explicitAllowed ? ", \"EXPLICIT\"" : "");

  // TensorFlow's kernels take int32 values; within those, the size
  // arithmetic below cannot overflow.
  for (StringRef name : {"strides", "ksize", "dilations", "explicit_paddings"})
    if (auto attr = op->getAttrOfType<ArrayAttr>(name))
      for (Attribute a : attr)
        if (cast<IntegerAttr>(a).getValue().getSignificantBits() > 32)
          return l.error() << "has a '" << name << "' value of "
                           << llvm::toString(cast<IntegerAttr>(a).getValue(),
                                             10, /*Signed=*/true)
                           << ", outside the int32 range TensorFlow's "
                              "kernels take";
  std::optional<SmallVector<int64_t>> strides = intList(op, "strides");
  if (!strides)
    return l.error() << "needs a 'strides' attribute";
  // The 3-D OpDefs ask for at least 5 strides, ksize and dilations.
  auto checkMinimum = [&](StringRef name,
                          ArrayRef<int64_t> list) -> LogicalResult {
    if (rank == 3 && static_cast<int64_t>(list.size()) < dims)
      return l.error() << "Length for attr '" << name << "' of " << list.size()
                       << " must be at least minimum " << dims;
    return success();
  };
  if (failed(checkMinimum("strides", *strides)))
    return failure();
  if (pool) {
    std::optional<SmallVector<int64_t>> ksize = intList(op, "ksize");
    if (!ksize)
      return l.error() << "needs a 'ksize' attribute";
    if (rank == 2) {
      for (auto [name, list] :
           {std::pair<StringRef, ArrayRef<int64_t>>("ksize", *ksize),
            {"strides", *strides}}) {
        if (list.size() < 4)
          return l.error() << "Length for attr '" << name << "' of "
                           << list.size() << " must be at least minimum 4";
        if (list.size() > 4)
          return l.error() << "Sliding window "
                           << (name == "ksize" ? "ksize" : "stride")
                           << " field must specify 4 dimensions";
      }
      for (int64_t k : *ksize) {
        if (k > 0)
          continue;
        if (kind == WindowKind::AvgPool)
          return l.error() << "ksize must be a positive int32 value, got:" << k;
        return l.error() << "Sliding window ksize must be positive. The "
                            "specified or inferred ksize is: "
                         << joined(*ksize, ",");
      }
    } else {
      // Pooling3DOp's and MaxPooling3dGradOp's constructors.
      if (failed(checkMinimum("ksize", *ksize)))
        return failure();
      if (ksize->size() != 5)
        return l.error()
               << "Sliding window ksize field must specify 5 dimensions";
      if (llvm::any_of(*ksize, [](int64_t k) { return k <= 0; }))
        return l.error() << "Sliding window ksize field must have "
                            "non-negative dimensions";
      if (strides->size() != 5)
        return l.error()
               << "Sliding window stride field must specify 5 dimensions";
    }
    if ((*ksize)[n] != 1 || (*strides)[n] != 1)
      return l.error() << "Pooling is not yet supported on the batch "
                          "dimension.";
    if (rank == 3 && ((*ksize)[c] != 1 || (*strides)[c] != 1))
      return l.error() << "Pooling is not yet supported on the depth "
                          "dimension.";
    if ((*ksize)[c] != 1) {
      if (kind == WindowKind::MaxPoolGrad)
        return l.error() << "MaxPoolingGrad is not yet supported on the "
                            "depth dimension.";
      if (kind == WindowKind::AvgPool)
        return l.error() << "Non-spatial pooling is not yet supported. "
                            "Volunteers? :)";
      return l.error() << "pools across depth (ksize [" << joined(*ksize, ",")
                       << "]), which TaGrad does not support";
    }
    // With a depth window of 1, TensorFlow ignores the depth stride.
    for (int i = 0; i < rank; ++i) {
      w.size[i] = (*ksize)[w.spatialAxis(i)];
      w.stride[i] = (*strides)[w.spatialAxis(i)];
    }
  } else {
    SmallVector<int64_t> dilations =
        intList(op, "dilations").value_or(SmallVector<int64_t>(dims, 1));
    if (failed(checkMinimum("dilations", dilations)))
      return failure();
    if (static_cast<int64_t>(strides->size()) != dims)
      return l.error() << "Sliding window strides field must specify " << dims
                       << " dimensions";
    if (kind == WindowKind::Depthwise &&
        (*strides)[w.spatialAxis(0)] != (*strides)[w.spatialAxis(1)])
      return l.error() << "Current implementation only supports equal length "
                          "strides in the row and column dimensions.";
    if ((*strides)[n] != 1 || (*strides)[c] != 1)
      return l.error() << "Current implementation does not yet support "
                          "strides in the batch and depth dimensions.";
    auto spatialNonPositive = [&](ArrayRef<int64_t> list) {
      return llvm::any_of(llvm::seq(0, rank),
                          [&](int i) { return list[w.spatialAxis(i)] <= 0; });
    };
    if (kind == WindowKind::Conv && spatialNonPositive(*strides))
      return l.error() << (rank == 2
                               ? "Row and column strides should be larger "
                                 "than 0."
                               : "Spatial strides should be larger than 0.");
    if (static_cast<int64_t>(dilations.size()) != dims)
      return l.error() << (rank == 2 ? "Sliding window dilations field"
                                     : "Dilation rates field")
                       << " must specify " << dims << " dimensions";
    if (dilations[n] != 1 || dilations[c] != 1)
      return l.error() << "Current implementation does not yet support "
                       << (rank == 2 ? "dilations" : "dilation rates")
                       << " in the batch and depth dimensions.";
    if (spatialNonPositive(dilations))
      return l.error() << "Dilated rates should be larger than 0.";
    for (int i = 0; i < rank; ++i) {
      w.stride[i] = (*strides)[w.spatialAxis(i)];
      w.dilation[i] = dilations[w.spatialAxis(i)];
    }
  }

  SmallVector<int64_t> paddings =
      intList(op, "explicit_paddings").value_or(SmallVector<int64_t>{});
  if (w.padding == Padding::Explicit) {
    if (paddings.size() != 8)
      return l.error()
             << "explicit_paddings attribute must contain 8 values, but got: "
             << paddings.size();
    if (llvm::any_of(paddings, [](int64_t p) { return p < 0; }))
      return l.error()
             << "All elements of explicit_paddings must be nonnegative";
    if (paddings[2 * n] || paddings[2 * n + 1] || paddings[2 * c] ||
        paddings[2 * c + 1])
      return l.error() << "Nonzero explicit padding in the batch or depth "
                          "dimensions is not supported";
    for (int i = 0; i < 2; ++i) {
      int64_t axis = w.spatialAxis(i);
      w.explicitPadding[i][0] = paddings[2 * axis];
      w.explicitPadding[i][1] = paddings[2 * axis + 1];
    }
    if (pool) {
      // A window wholly in the padding has no element to pool.
      static constexpr StringLiteral sides[2][2] = {{"Top", "Bottom"},
                                                    {"Left", "Right"}};
      for (int i = 0; i < 2; ++i)
        for (int j = 0; j < 2; ++j)
          if (w.explicitPadding[i][j] >= w.size[i])
            return l.error()
                   << sides[i][j] << " padding " << w.explicitPadding[i][j]
                   << " needs to be smaller than the window size " << w.size[i];
    }
  } else if (!pool && !paddings.empty()) {
    return l.error() << "explicit_paddings attribute must be empty if the "
                        "padding attribute is not EXPLICIT";
  }
  return w;
}

/// TensorFlow's GetWindowedOutputSizeVerbose along spatial dimension `i`.
FailureOr<Extent> windowExtent(Lowering &l, const Window &w, int i,
                               int64_t input) {
  int64_t stride = w.stride[i], size = w.size[i];
  if (stride <= 0)
    return l.error() << "Stride must be > 0, but got " << stride;
  int64_t effective = (size - 1) * w.dilation[i] + 1;
  Extent e;
  switch (w.padding) {
  case Padding::Valid:
    e.output = (input - effective + stride) / stride;
    break;
  case Padding::Explicit:
    e.before = w.explicitPadding[i][0];
    e.after = w.explicitPadding[i][1];
    e.output = (input + e.before + e.after - effective + stride) / stride;
    break;
  case Padding::Same: {
    e.output = (input + stride - 1) / stride;
    int64_t needed =
        std::max<int64_t>(0, (e.output - 1) * stride + effective - input);
    e.before = needed / 2;
    e.after = needed - e.before;
    break;
  }
  }
  if (e.output < 0)
    return l.error() << "Computed output size would be negative: " << e.output
                     << " [input_size: " << input
                     << ", effective_filter_size: " << effective
                     << ", stride: " << stride << "]";
  return e;
}

/// The spatial extents of `w` over channels-last input sizes `input`.
FailureOr<Extents> windowExtents(Lowering &l, const Window &w,
                                 ArrayRef<int64_t> input) {
  Extents extents;
  for (int i = 0; i < w.rank; ++i) {
    if (input[i] > std::numeric_limits<int32_t>::max())
      return l.error() << "Input "
                       << (w.rank - i == 1   ? "cols"
                           : w.rank - i == 2 ? "rows"
                                             : "planes")
                       << " too large";
    FailureOr<Extent> e = windowExtent(l, w, i, input[i]);
    if (failed(e))
      return failure();
    extents.push_back(*e);
  }
  return extents;
}

/// The padding before and after each spatial dimension, for Lowering::pad.
std::pair<SmallVector<int64_t>, SmallVector<int64_t>>
paddingOf(ArrayRef<Extent> e) {
  SmallVector<int64_t> before, after;
  for (const Extent &x : e) {
    before.push_back(x.before);
    after.push_back(x.after);
  }
  return {before, after};
}

/// The output sizes of extents `e`.
SmallVector<int64_t> outputsOf(ArrayRef<Extent> e) {
  return llvm::map_to_vector(e, [](const Extent &x) { return x.output; });
}

/// The shift and size that Lowering::spreadAndPad takes to place an output
/// gradient so that a stride-1 window of the flipped filter over it sums,
/// at each of `input` positions, every tap that read that position.
std::pair<SmallVector<int64_t>, SmallVector<int64_t>>
transposedPlacement(const Window &w, ArrayRef<Extent> e,
                    ArrayRef<int64_t> input) {
  SmallVector<int64_t> low, size;
  for (int i = 0; i < w.rank; ++i) {
    int64_t reach = (w.size[i] - 1) * w.dilation[i];
    low.push_back(reach - e[i].before);
    size.push_back(input[i] + reach);
  }
  return {low, size};
}

AffineExpr dimExpr(OpBuilder &b, unsigned d) { return b.getAffineDimExpr(d); }

/// The input size of a backprop op from its size operand: the NHWC
/// dimensions (kDynamic where only run time knows them), checked as
/// TensorFlow's TensorShapeUtils::MakeShape checks them.
FailureOr<SmallVector<int64_t>> sizesOperand(Lowering &l, Value sizes,
                                             StringRef what) {
  std::optional<SmallVector<int64_t>> dims = partialShape(sizes);
  if (!dims)
    return l.error() << "needs " << what << " of a known length";
  for (int64_t d : *dims)
    if (!ShapedType::isDynamic(d) && d < 0)
      return l.error() << "Dimension " << d << " must be >= 0";
  return *dims;
}

/// Element `i` of a 1-D integer tensor, as an index.
OpFoldResult sizeElement(Lowering &l, Value sizes, ArrayRef<int64_t> known,
                         int64_t i) {
  if (!ShapedType::isDynamic(known[i]))
    return l.b.getIndexAttr(known[i]);
  Value element = l.b.createOrFold<tensor::ExtractOp>(l.loc(), sizes,
                                                      ValueRange{l.index(i)});
  return l.b.createOrFold<arith::IndexCastOp>(l.loc(), l.b.getIndexType(),
                                              element);
}

//===----------------------------------------------------------------------===//
// Conv2D and its gradients
//===----------------------------------------------------------------------===//

/// The filter's spatial sizes into `w`; the filter must be static.
LogicalResult takeFilterSize(Lowering &l, Window &w, ArrayRef<int64_t> filter) {
  if (llvm::any_of(filter, ShapedType::isDynamic))
    return l.error() << "needs a filter of static shape, got "
                     << shapeString(filter);
  if (llvm::any_of(filter, [](int64_t d) {
        return d > std::numeric_limits<int32_t>::max();
      }))
    return l.error() << "filter too large";
  for (int i = 0; i < w.rank; ++i)
    w.size[i] = filter[i];
  return success();
}

/// TensorFlow's depth rule of a convolution, where TaGrad takes only the
/// ungrouped ones.
LogicalResult checkDepth(Lowering &l, int64_t inDepth, int64_t filterDepth,
                         StringRef prefix, bool filterDepthInMessage) {
  if (filterDepth == 0 || inDepth % filterDepth != 0) {
    InFlightDiagnostic d = l.error()
                           << prefix
                           << "input depth must be evenly divisible by filter "
                              "depth";
    if (filterDepthInMessage)
      d << ": " << inDepth << " vs " << filterDepth;
    return d;
  }
  if (inDepth != filterDepth)
    return l.error() << "is a grouped convolution (input depth " << inDepth
                     << ", filter depth " << filterDepth
                     << "), which TaGrad does not support";
  return success();
}

/// TensorFlow's ConvBackpropComputeDimensionsV2 rule on the spatial sizes.
LogicalResult checkBackpropSpatial(Lowering &l, const Window &w,
                                   ArrayRef<Extent> e, ArrayRef<int64_t> input,
                                   ArrayRef<int64_t> outBackprop,
                                   StringRef prefix) {
  for (int i = 0; i < w.rank; ++i)
    if (e[i].output != outBackprop[i])
      return l.error() << prefix
                       << "Size of out_backprop doesn't match computed: "
                          "actual = "
                       << outBackprop[i] << ", computed = " << e[i].output
                       << " spatial_dim: " << w.spatialAxis(i)
                       << " input: " << input[i] << " filter: " << w.size[i]
                       << " output: " << outBackprop[i]
                       << " stride: " << w.stride[i]
                       << " dilation: " << w.dilation[i];
  return success();
}

/// linalg's named convolution (2-D or 3-D, channels-last) of `input` with
/// `filter` ([spatial..., in, out]) into the spatial `outputs`.
Value namedConvolution(Lowering &l, Value input, Value filter,
                       ArrayRef<int64_t> outputs, ArrayRef<int64_t> stride,
                       ArrayRef<int64_t> dilation) {
  OpBuilder &b = l.b;
  Type element = getElementTypeOrSelf(input.getType());
  Value init = l.filled(l.aroundSpatial(l.dim(input, 0), outputs,
                                        b.getIndexAttr(shapeOf(filter).back())),
                        l.zero(element));
  DenseIntElementsAttr strides = b.getI64TensorAttr(stride),
                       dilations = b.getI64TensorAttr(dilation);
  SmallVector<Value> inputs = {input, filter};
  if (outputs.size() == 2)
    return linalg::Conv2DNhwcHwcfOp::create(b, l.loc(), init.getType(), inputs,
                                            init, strides, dilations)
        .getResult(0);
  return linalg::Conv3DNdhwcDhwcfOp::create(b, l.loc(), init.getType(), inputs,
                                            init, strides, dilations)
      .getResult(0);
}

/// The forward convolution of channels-last `x` over window `w`: the input
/// padded as TensorFlow pads it, then linalg's named convolution.
Value convolve(Lowering &l, const Window &w, ArrayRef<Extent> e, Value x,
               Value filter) {
  auto [low, high] = paddingOf(e);
  Value padded = l.pad(x, low, high, l.zero(getElementTypeOrSelf(x.getType())));
  return namedConvolution(l, padded, filter, outputsOf(e), w.stride,
                          w.dilation);
}

FailureOr<Value> lowerConv2D(Lowering &l, ArrayRef<Value> operands) {
  Value input = operands[0], filter = operands[1];
  if (!hasRank(input, 4))
    return l.error() << "convolution input must be 4-dimensional: "
                     << shapeOfValue(input);
  if (!hasRank(filter, 4))
    return l.error() << "convolution filter must be 4-dimensional: "
                     << shapeOfValue(filter);
  FailureOr<Type> element = floatElement(l, {input, filter});
  FailureOr<Window> w = succeeded(element) ? parseWindow(l, WindowKind::Conv)
                                           : FailureOr<Window>(failure());
  if (failed(w) || failed(takeFilterSize(l, *w, shapeOf(filter))))
    return failure();
  Value x = l.toChannelsLast(*w, input);
  ArrayRef<int64_t> xs = shapeOf(x), fs = shapeOf(filter);
  if (failed(requireStatic(l, x, "input")) ||
      failed(checkDepth(l, xs[3], fs[2], "", true)))
    return failure();
  FailureOr<Extents> e = windowExtents(l, *w, xs.slice(1, 2));
  if (failed(e))
    return failure();
  return l.fromChannelsLast(*w, convolve(l, *w, *e, x, filter));
}

FailureOr<Value> lowerConv3D(Lowering &l, ArrayRef<Value> operands) {
  Value input = operands[0], filter = operands[1];
  FailureOr<Window> w = parseWindow(l, WindowKind::Conv, /*rank=*/3);
  if (failed(w))
    return failure();
  if (!hasRank(input, 5))
    return l.error() << "input must be 5-dimensional";
  if (!hasRank(filter, 5))
    return l.error() << "filter must be 5-dimensional";
  if (failed(floatElement(l, {input, filter})) ||
      failed(takeFilterSize(l, *w, shapeOf(filter))))
    return failure();
  Value x = l.toChannelsLast(*w, input);
  if (failed(requireStatic(l, x, "input")))
    return failure();
  ArrayRef<int64_t> xs = shapeOf(x), fs = shapeOf(filter);
  if (fs[3] == 0)
    return l.error() << "filter_depth must be non-zero";
  if (xs[4] % fs[3] != 0)
    return l.error() << "Input depth must be evenly divisible by filter "
                        "depth: "
                     << xs[4] << " vs " << fs[3];
  // TaGrad takes only ungrouped convolutions.
  if (failed(checkDepth(l, xs[4], fs[3], "", false)))
    return failure();
  FailureOr<Extents> e = windowExtents(l, *w, xs.slice(1, 3));
  if (failed(e))
    return failure();
  return l.fromChannelsLast(*w, convolve(l, *w, *e, x, filter));
}

/// The filter [spatial..., in, out] turned by 180 degrees in its spatial
/// dimensions, its channels swapped: [spatial..., out, in]. Convolving the
/// output gradient with it gives the input gradient.
Value flipFilter(Lowering &l, Value filter) {
  OpBuilder &b = l.b;
  ArrayRef<int64_t> fs = shapeOf(filter);
  int64_t rank = fs.size();
  SmallVector<int64_t> flippedShape(fs.drop_back(2));
  flippedShape.append({fs[rank - 1], fs[rank - 2]});
  SmallVector<AffineExpr> reads;
  for (int64_t i = 0; i + 2 < rank; ++i)
    reads.push_back(b.getAffineConstantExpr(fs[i] - 1) - dimExpr(b, i));
  reads.append({dimExpr(b, rank - 1), dimExpr(b, rank - 2)});
  Type element = getElementTypeOrSelf(filter.getType());
  Value init = tensor::EmptyOp::create(b, l.loc(), flippedShape, element);
  SmallVector<AffineMap> maps = {AffineMap::get(rank, 0, reads, b.getContext()),
                                 b.getMultiDimIdentityMap(rank)};
  return linalg::GenericOp::create(
             b, l.loc(), init.getType(), filter, init, maps,
             SmallVector<utils::IteratorType>(rank,
                                              utils::IteratorType::parallel),
             [](OpBuilder &nb, Location nloc, ValueRange args) {
               linalg::YieldOp::create(nb, nloc, args[0]);
             })
      .getResult(0);
}

/// The input gradient of a convolution: channels-last `dy` placed at the
/// window starts, convolved with the flipped filter into the spatial
/// `input` sizes.
Value transposedConvolution(Lowering &l, const Window &w, ArrayRef<Extent> e,
                            ArrayRef<int64_t> input, Value dy, Value filter) {
  auto [low, size] = transposedPlacement(w, e, input);
  Value placed = l.spreadAndPad(dy, w.stride, low, size,
                                l.zero(getElementTypeOrSelf(dy.getType())));
  SmallVector<int64_t> ones(w.rank, 1);
  return namedConvolution(l, placed, flipFilter(l, filter), input, ones,
                          w.dilation);
}

FailureOr<Value> lowerConv2DBackpropInput(Lowering &l,
                                          ArrayRef<Value> operands) {
  static constexpr StringLiteral prefix = "Conv2DCustomBackpropInput: ";
  Value sizes = operands[0], filter = operands[1], outBackprop = operands[2];
  FailureOr<Window> w = parseWindow(l, WindowKind::Conv);
  if (failed(w))
    return failure();
  if (!hasRank(filter, 4))
    return l.error() << prefix << "filter must be 4-dimensional";
  if (!hasRank(outBackprop, 4)) {
    auto type = dyn_cast<RankedTensorType>(outBackprop.getType());
    if (!type)
      return l.error() << "needs a ranked out_backprop";
    return l.error() << "input_sizes must be 4-dimensional, got: "
                     << type.getRank();
  }
  FailureOr<Type> element = floatElement(l, {filter, outBackprop});
  FailureOr<SmallVector<int64_t>> known =
      succeeded(element) ? sizesOperand(l, sizes, "input_sizes")
                         : FailureOr<SmallVector<int64_t>>(failure());
  if (failed(known) || failed(takeFilterSize(l, *w, shapeOf(filter))))
    return failure();
  if (known->size() != 4 && known->size() != 2)
    return l.error() << "Conv2DBackpropInput requires input_sizes to contain "
                        "4 values or 2 values, but got: "
                     << known->size();
  Value dy = l.toChannelsLast(*w, outBackprop);
  ArrayRef<int64_t> fs = shapeOf(filter), dys = shapeOf(dy);
  if (failed(requireStatic(l, dy, "out_backprop")))
    return failure();
  // The input's NHWC shape: its batch is out_backprop's and its depth the
  // filter's, checked (at run time where input_sizes comes from data).
  bool twoValues = known->size() == 2;
  int64_t rows = (*known)[twoValues ? 0 : w->spatialAxis(0)];
  int64_t cols = (*known)[twoValues ? 1 : w->spatialAxis(1)];
  if (ShapedType::isDynamic(rows) || ShapedType::isDynamic(cols))
    return l.error() << "needs constant rows and columns in input_sizes "
                        "(the graph does not determine them at compile "
                        "time)";
  int64_t depth = twoValues ? fs[2] : (*known)[w->axis('C')];
  if (ShapedType::isDynamic(depth)) {
    depth = fs[2];
    l.checkEqual(sizeElement(l, sizes, *known, w->axis('C')),
                 l.b.getIndexAttr(depth),
                 "Gradients for grouped convolutions are not supported on "
                 "CPU. Please file a feature request if you run into this "
                 "issue. Computed input depth {0} doesn't match filter input "
                 "depth {1}");
  }
  if (!twoValues) {
    int64_t batch = (*known)[0];
    if (!ShapedType::isDynamic(batch) && !ShapedType::isDynamic(dys[0]) &&
        batch != dys[0])
      return l.error() << prefix
                       << "input and out_backprop must have the same batch "
                          "size. Input batch: "
                       << batch << ", outbackprop batch: " << dys[0]
                       << ", batch_dim: 0";
    l.checkEqual(sizeElement(l, sizes, *known, 0), l.dim(dy, 0),
                 (prefix + "input and out_backprop must have the same batch "
                           "size. Input batch: {0}, outbackprop batch: {1}, "
                           "batch_dim: 0")
                     .str());
  }
  if (fs[2] == 0 || depth % fs[2] != 0)
    return l.error() << prefix
                     << "input depth must be evenly divisible by filter depth";
  if (fs[3] != dys[3])
    return l.error() << prefix
                     << "filter and out_backprop must have the same out_depth";
  int64_t input[2] = {rows, cols};
  FailureOr<Extents> e = windowExtents(l, *w, input);
  if (failed(e) ||
      failed(checkBackpropSpatial(l, *w, *e, input, dys.slice(1, 2), prefix)))
    return failure();
  if (depth != fs[2])
    return l.error() << "Gradients for grouped convolutions are not supported "
                        "on CPU. Please file a feature request if you run "
                        "into this issue. Computed input depth "
                     << depth << " doesn't match filter input depth " << fs[2];

  return l.fromChannelsLast(
      *w, transposedConvolution(l, *w, *e, input, dy, filter));
}

/// d filter[k..., c, m...] = sum over n and the output positions o... of
/// padded[n, o * stride + k * dilation..., c] * dy[n, o..., c, m...]: `dy`
/// is channels-last [N, O..., F] (F: the filter's out) or, depthwise (2-D
/// only), [N, OH, OW, C, M].
Value filterGradient(Lowering &l, const Window &w, Value padded, Value dy,
                     ArrayRef<int64_t> filterShape, bool depthwise) {
  OpBuilder &b = l.b;
  Type element = getElementTypeOrSelf(dy.getType());
  ArrayRef<int64_t> dys = shapeOf(dy);
  int rank = w.rank;
  SmallVector<int64_t> reach;
  for (int i = 0; i < rank; ++i)
    reach.push_back((dys[1 + i] - 1) * w.stride[i] +
                    (w.size[i] - 1) * w.dilation[i] + 1);
  padded = l.fitExtent(padded, reach);
  // Loops (k..., n, o..., c, f): the two channel loops innermost walk the
  // input, dy and the result contiguously; depthwise, f is the multiplier m
  // and dy is indexed by (c, m).
  unsigned loops = 2 * rank + 3, batch = rank, channel = 2 * rank + 1,
           out = 2 * rank + 2;
  auto d = [&](unsigned i) { return dimExpr(b, i); };
  SmallVector<AffineExpr> inputExprs = {d(batch)}, dyExprs = {d(batch)},
                          filterExprs;
  for (int i = 0; i < rank; ++i) {
    inputExprs.push_back(d(rank + 1 + i) * w.stride[i] + d(i) * w.dilation[i]);
    dyExprs.push_back(d(rank + 1 + i));
    filterExprs.push_back(d(i));
  }
  inputExprs.push_back(d(channel));
  if (depthwise)
    dyExprs.push_back(d(channel));
  dyExprs.push_back(d(out));
  filterExprs.append({d(channel), d(out)});
  SmallVector<AffineMap> maps = {
      AffineMap::get(loops, 0, inputExprs, b.getContext()),
      AffineMap::get(loops, 0, dyExprs, b.getContext()),
      AffineMap::get(loops, 0, filterExprs, b.getContext())};
  using utils::IteratorType;
  SmallVector<IteratorType> iterators(loops, IteratorType::reduction);
  for (int i = 0; i < rank; ++i)
    iterators[i] = IteratorType::parallel;
  iterators[channel] = iterators[out] = IteratorType::parallel;
  Value init = l.filled(getAsIndexOpFoldResult(b.getContext(), filterShape),
                        l.zero(element));
  return linalg::GenericOp::create(
             b, l.loc(), init.getType(), ValueRange{padded, dy}, init, maps,
             iterators,
             [](OpBuilder &nb, Location nloc, ValueRange args) {
               Value product =
                   arith::MulFOp::create(nb, nloc, args[0], args[1]);
               linalg::YieldOp::create(
                   nb, nloc,
                   arith::AddFOp::create(nb, nloc, args[2], product)
                       .getResult());
             })
      .getResult(0);
}

FailureOr<Value> lowerConv2DBackpropFilter(Lowering &l,
                                           ArrayRef<Value> operands) {
  static constexpr StringLiteral prefix = "Conv2DCustomBackpropFilter: ";
  Value input = operands[0], sizes = operands[1], outBackprop = operands[2];
  FailureOr<Window> w = parseWindow(l, WindowKind::Conv);
  if (failed(w))
    return failure();
  if (!hasRank(input, 4))
    return l.error() << prefix << "input must be 4-dimensional";
  if (!hasRank(outBackprop, 4))
    return l.error() << prefix << "out_backprop must be 4-dimensional";
  FailureOr<Type> element = floatElement(l, {input, outBackprop});
  FailureOr<SmallVector<int64_t>> fs =
      succeeded(element) ? sizesOperand(l, sizes, "filter_sizes")
                         : FailureOr<SmallVector<int64_t>>(failure());
  if (failed(fs))
    return failure();
  if (fs->size() != 4)
    return l.error() << prefix << "filter must be 4-dimensional";
  if (llvm::any_of(*fs, ShapedType::isDynamic))
    return l.error() << "needs a constant filter_sizes (the graph does not "
                        "determine it at compile time)";
  if (failed(takeFilterSize(l, *w, *fs)))
    return failure();
  Value x = l.toChannelsLast(*w, input), dy = l.toChannelsLast(*w, outBackprop);
  if (failed(requireStatic(l, x, "input")) ||
      failed(requireStatic(l, dy, "out_backprop")))
    return failure();
  ArrayRef<int64_t> xs = shapeOf(x), dys = shapeOf(dy);
  if (!ShapedType::isDynamic(xs[0]) && !ShapedType::isDynamic(dys[0]) &&
      xs[0] != dys[0])
    return l.error() << prefix
                     << "input and out_backprop must have the same batch "
                        "size. Input batch: "
                     << xs[0] << ", outbackprop batch: " << dys[0]
                     << ", batch_dim: 0";
  l.checkEqual(l.dim(x, 0), l.dim(dy, 0),
               (prefix + "input and out_backprop must have the same batch "
                         "size. Input batch: {0}, outbackprop batch: {1}, "
                         "batch_dim: 0")
                   .str());
  if ((*fs)[2] == 0 || xs[3] % (*fs)[2] != 0)
    return l.error() << prefix
                     << "input depth must be evenly divisible by filter depth";
  if ((*fs)[3] != dys[3])
    return l.error() << prefix
                     << "filter and out_backprop must have the same out_depth";
  FailureOr<Extents> e = windowExtents(l, *w, xs.slice(1, 2));
  if (failed(e) ||
      failed(checkBackpropSpatial(l, *w, *e, xs.slice(1, 2), dys.slice(1, 2),
                                  prefix)) ||
      failed(checkDepth(l, xs[3], (*fs)[2], prefix, false)))
    return failure();
  auto [low, high] = paddingOf(*e);
  Value padded = l.pad(x, low, high, l.zero(*element));
  return filterGradient(l, *w, padded, dy, *fs, /*depthwise=*/false);
}

/// Conv3DBackprop{Input,Filter}Op's channel checks (TensorFlow reads the
/// channels-last positions).
LogicalResult checkConv3DChannels(Lowering &l, int64_t inputDepth,
                                  int64_t dyDepth, ArrayRef<int64_t> filter) {
  if (!ShapedType::isDynamic(inputDepth) && inputDepth != filter[3])
    return l.error() << "input and filter_sizes must have the same number of "
                        "channels. Got "
                     << inputDepth << " for input and " << filter[3]
                     << " for filter_sizes";
  if (dyDepth != filter[4])
    return l.error() << "out_backprop and filter_sizes must have the same "
                        "number of channels. Got "
                     << dyDepth << " for out_backprop and " << filter[4]
                     << " for filter_sizes";
  return success();
}

/// ConvBackpropComputeDimensions' batch rule: statically where both are
/// known, else at run time.
LogicalResult checkBackpropBatch(Lowering &l, StringRef prefix,
                                 OpFoldResult inputBatch, Value dy) {
  std::string message = (prefix + "input and out_backprop must have the same "
                                  "batch size. Input batch: {0}, outbackprop "
                                  "batch: {1}, batch_dim: 0")
                            .str();
  std::optional<int64_t> known = getConstantIntValue(inputBatch);
  int64_t dyBatch = shapeOf(dy)[0];
  if (known && !ShapedType::isDynamic(dyBatch) && *known != dyBatch)
    return l.error() << llvm::formatv(message.c_str(), *known, dyBatch).str();
  l.checkEqual(inputBatch, l.dim(dy, 0), message);
  return success();
}

FailureOr<Value> lowerConv3DBackpropInputV2(Lowering &l,
                                            ArrayRef<Value> operands) {
  static constexpr StringLiteral prefix = "Conv3DBackpropInputOp: ";
  Value sizes = operands[0], filter = operands[1], outBackprop = operands[2];
  FailureOr<Window> w = parseWindow(l, WindowKind::Conv, /*rank=*/3);
  if (failed(w))
    return failure();
  FailureOr<SmallVector<int64_t>> known = sizesOperand(l, sizes, "input_sizes");
  if (failed(known))
    return failure();
  if (known->size() != 5)
    return l.error() << "input tensor must have 5 dimensions";
  if (!hasRank(filter, 5))
    return l.error() << "filter_sizes tensor must have 5 dimensions";
  if (!hasRank(outBackprop, 5))
    return l.error() << "out_backprop tensor must have 5 dimensions";
  FailureOr<Type> element = floatElement(l, {filter, outBackprop});
  if (failed(element) || failed(takeFilterSize(l, *w, shapeOf(filter))))
    return failure();
  Value dy = l.toChannelsLast(*w, outBackprop);
  if (failed(requireStatic(l, dy, "out_backprop")))
    return failure();
  ArrayRef<int64_t> fs = shapeOf(filter), dys = shapeOf(dy);
  SmallVector<int64_t> input;
  for (int i = 0; i < 3; ++i)
    input.push_back((*known)[w->spatialAxis(i)]);
  if (llvm::any_of(input, ShapedType::isDynamic))
    return l.error() << "needs constant planes, rows and columns in "
                        "input_sizes (the graph does not determine them at "
                        "compile time)";
  int64_t depth = (*known)[w->axis('C')];
  if (failed(checkConv3DChannels(l, depth, dys[4], fs)))
    return failure();
  if (ShapedType::isDynamic(depth))
    l.checkEqual(sizeElement(l, sizes, *known, w->axis('C')),
                 l.b.getIndexAttr(fs[3]),
                 "input and filter_sizes must have the same number of "
                 "channels. Got {0} for input and {1} for filter_sizes");
  if (failed(
          checkBackpropBatch(l, prefix, sizeElement(l, sizes, *known, 0), dy)))
    return failure();
  FailureOr<Extents> e = windowExtents(l, *w, input);
  if (failed(e) ||
      failed(checkBackpropSpatial(l, *w, *e, input, dys.slice(1, 3), prefix)))
    return failure();
  return l.fromChannelsLast(
      *w, transposedConvolution(l, *w, *e, input, dy, filter));
}

FailureOr<Value> lowerConv3DBackpropFilterV2(Lowering &l,
                                             ArrayRef<Value> operands) {
  static constexpr StringLiteral prefix = "Conv3DBackpropFilterOp: ";
  Value input = operands[0], sizes = operands[1], outBackprop = operands[2];
  FailureOr<Window> w = parseWindow(l, WindowKind::Conv, /*rank=*/3);
  if (failed(w))
    return failure();
  if (!hasRank(input, 5))
    return l.error() << "input tensor must have 5 dimensions";
  FailureOr<SmallVector<int64_t>> fs = sizesOperand(l, sizes, "filter_sizes");
  if (failed(fs))
    return failure();
  if (fs->size() != 5)
    return l.error() << "filter_sizes tensor must have 5 dimensions";
  if (!hasRank(outBackprop, 5))
    return l.error() << "out_backprop tensor must have 5 dimensions";
  if (llvm::any_of(*fs, ShapedType::isDynamic))
    return l.error() << "needs a constant filter_sizes (the graph does not "
                        "determine it at compile time)";
  FailureOr<Type> element = floatElement(l, {input, outBackprop});
  if (failed(element) || failed(takeFilterSize(l, *w, *fs)))
    return failure();
  Value x = l.toChannelsLast(*w, input), dy = l.toChannelsLast(*w, outBackprop);
  if (failed(requireStatic(l, x, "input")) ||
      failed(requireStatic(l, dy, "out_backprop")))
    return failure();
  ArrayRef<int64_t> xs = shapeOf(x), dys = shapeOf(dy);
  if (failed(checkConv3DChannels(l, xs[4], dys[4], *fs)) ||
      failed(checkBackpropBatch(l, prefix, l.dim(x, 0), dy)))
    return failure();
  FailureOr<Extents> e = windowExtents(l, *w, xs.slice(1, 3));
  if (failed(e) || failed(checkBackpropSpatial(l, *w, *e, xs.slice(1, 3),
                                               dys.slice(1, 3), prefix)))
    return failure();
  auto [low, high] = paddingOf(*e);
  Value padded = l.pad(x, low, high, l.zero(*element));
  return filterGradient(l, *w, padded, dy, *fs, /*depthwise=*/false);
}

//===----------------------------------------------------------------------===//
// DepthwiseConv2dNative and its gradients
//===----------------------------------------------------------------------===//

FailureOr<Value> lowerDepthwise(Lowering &l, ArrayRef<Value> operands) {
  Value input = operands[0], filter = operands[1];
  if (!hasRank(input, 4))
    return l.error() << "input must be 4-dimensional" << shapeOfValue(input);
  if (!hasRank(filter, 4))
    return l.error() << "filter must be 4-dimensional: "
                     << shapeOfValue(filter);
  FailureOr<Type> element = floatElement(l, {input, filter});
  FailureOr<Window> w = succeeded(element)
                            ? parseWindow(l, WindowKind::Depthwise)
                            : FailureOr<Window>(failure());
  if (failed(w) || failed(takeFilterSize(l, *w, shapeOf(filter))))
    return failure();
  Value x = l.toChannelsLast(*w, input);
  if (failed(requireStatic(l, x, "input")))
    return failure();
  ArrayRef<int64_t> xs = shapeOf(x), fs = shapeOf(filter);
  if (xs[3] != fs[2])
    return l.error() << "input and filter must have the same depth: " << xs[3]
                     << " vs " << fs[2];
  FailureOr<Extents> e = windowExtents(l, *w, xs.slice(1, 2));
  if (failed(e))
    return failure();
  auto [low, high] = paddingOf(*e);
  Value padded = l.pad(x, low, high, l.zero(*element));
  Value init = l.filled({l.dim(x, 0), l.b.getIndexAttr((*e)[0].output),
                         l.b.getIndexAttr((*e)[1].output),
                         l.b.getIndexAttr(fs[2]), l.b.getIndexAttr(fs[3])},
                        l.zero(*element));
  Value conv =
      linalg::DepthwiseConv2DNhwcHwcmOp::create(
          l.b, l.loc(), init.getType(), ValueRange{padded, filter}, init,
          l.b.getI64TensorAttr(w->stride), l.b.getI64TensorAttr(w->dilation))
          .getResult(0);
  // TensorFlow's output channel c * multiplier + m.
  Value out = tensor::CollapseShapeOp::create(
      l.b, l.loc(), conv,
      ArrayRef<ReassociationIndices>{{0}, {1}, {2}, {3, 4}});
  return l.fromChannelsLast(*w, out);
}

/// [N, H, W, C * M] as [N, H, W, C, M].
Value splitChannels(Lowering &l, Value v, int64_t channels,
                    int64_t multiplier) {
  ArrayRef<int64_t> s = shapeOf(v);
  auto type = RankedTensorType::get({s[0], s[1], s[2], channels, multiplier},
                                    getElementTypeOrSelf(v.getType()));
  return tensor::ExpandShapeOp::create(
      l.b, l.loc(), type, v,
      ArrayRef<ReassociationIndices>{{0}, {1}, {2}, {3, 4}});
}

/// TensorFlow's depthwise backprop rules, in its kernels' order.
LogicalResult checkDepthwiseBackprop(Lowering &l, StringRef prefix,
                                     ArrayRef<int64_t> input,
                                     ArrayRef<int64_t> filter,
                                     ArrayRef<int64_t> dy) {
  if (!ShapedType::isDynamic(input[0]) && !ShapedType::isDynamic(dy[0]) &&
      input[0] != dy[0])
    return l.error() << prefix
                     << "input and out_backprop must have the same batch size";
  if (input[3] != filter[2])
    return l.error() << prefix
                     << "input and filter must have the same in_depth";
  if (filter[2] * filter[3] != dy[3])
    return l.error() << prefix
                     << "depth_multiplier * in_depth not equal to out_depth";
  return success();
}

LogicalResult checkDepthwiseSpatial(Lowering &l, StringRef prefix,
                                    ArrayRef<Extent> e, ArrayRef<int64_t> dy) {
  static constexpr StringLiteral names[2] = {"rows", "cols"};
  for (int i = 0; i < 2; ++i)
    if (e[i].output != dy[1 + i])
      return l.error() << prefix << "Number of " << names[i]
                       << " of out_backprop doesn't match computed: actual = "
                       << dy[1 + i] << ", computed = " << e[i].output;
  return success();
}

FailureOr<Value> lowerDepthwiseBackpropInput(Lowering &l,
                                             ArrayRef<Value> operands) {
  static constexpr StringLiteral prefix = "DepthwiseConv2DBackpropInput: ";
  Value sizes = operands[0], filter = operands[1], outBackprop = operands[2];
  FailureOr<Window> w = parseWindow(l, WindowKind::Depthwise);
  if (failed(w))
    return failure();
  FailureOr<SmallVector<int64_t>> known = sizesOperand(l, sizes, "input_sizes");
  if (failed(known))
    return failure();
  if (known->size() != 4)
    return l.error() << prefix << "input must be 4-dimensional";
  if (!hasRank(filter, 4))
    return l.error() << prefix << "filter must be 4-dimensional";
  if (!hasRank(outBackprop, 4))
    return l.error() << prefix << "out_backprop must be 4-dimensional";
  FailureOr<Type> element = floatElement(l, {filter, outBackprop});
  if (failed(element) || failed(takeFilterSize(l, *w, shapeOf(filter))))
    return failure();
  Value dy = l.toChannelsLast(*w, outBackprop);
  if (failed(requireStatic(l, dy, "out_backprop")))
    return failure();
  SmallVector<int64_t> input = {(*known)[0], (*known)[w->spatialAxis(0)],
                                (*known)[w->spatialAxis(1)],
                                (*known)[w->axis('C')]};
  if (llvm::any_of(ArrayRef(input).drop_front(), ShapedType::isDynamic))
    return l.error() << "needs constant rows, columns and depth in "
                        "input_sizes (the graph does not determine them at "
                        "compile time)";
  ArrayRef<int64_t> fs = shapeOf(filter), dys = shapeOf(dy);
  if (failed(checkDepthwiseBackprop(l, prefix, input, fs, dys)))
    return failure();
  l.checkEqual(sizeElement(l, sizes, *known, 0), l.dim(dy, 0),
               (prefix + "input and out_backprop must have the same batch "
                         "size (input batch {0}, out_backprop batch {1})")
                   .str());
  FailureOr<Extents> e = windowExtents(l, *w, ArrayRef(input).slice(1, 2));
  if (failed(e) || failed(checkDepthwiseSpatial(l, prefix, *e, dys)))
    return failure();

  // d input[n, h, w, c] = sum over kh, kw, m of placed[n, h + (KH - 1 -
  // kh) * dh, w + (KW - 1 - kw) * dw, c, m] * filter[kh, kw, c, m] (the
  // filter read as is, so that its dimensions give the loops' bounds).
  auto [low, size] = transposedPlacement(*w, *e, ArrayRef(input).slice(1, 2));
  Value placed = splitChannels(
      l, l.spreadAndPad(dy, w->stride, low, size, l.zero(*element)), fs[2],
      fs[3]);
  OpBuilder &b = l.b;
  auto d = [&](unsigned i) { return dimExpr(b, i); };
  // Loops (n, h, w, kh, kw, c, m).
  SmallVector<AffineMap> maps = {
      AffineMap::get(7, 0,
                     {d(0), d(1) + (fs[0] - 1 - d(3)) * w->dilation[0],
                      d(2) + (fs[1] - 1 - d(4)) * w->dilation[1], d(5), d(6)},
                     b.getContext()),
      AffineMap::get(7, 0, {d(3), d(4), d(5), d(6)}, b.getContext()),
      AffineMap::get(7, 0, {d(0), d(1), d(2), d(5)}, b.getContext())};
  using utils::IteratorType;
  SmallVector<IteratorType> iterators = {
      IteratorType::parallel,  IteratorType::parallel,  IteratorType::parallel,
      IteratorType::reduction, IteratorType::reduction, IteratorType::parallel,
      IteratorType::reduction};
  Value init = l.filled({l.dim(dy, 0), b.getIndexAttr(input[1]),
                         b.getIndexAttr(input[2]), b.getIndexAttr(input[3])},
                        l.zero(*element));
  Value grad =
      linalg::GenericOp::create(
          b, l.loc(), init.getType(), ValueRange{placed, filter}, init, maps,
          iterators,
          [](OpBuilder &nb, Location nloc, ValueRange args) {
            Value product = arith::MulFOp::create(nb, nloc, args[0], args[1]);
            linalg::YieldOp::create(
                nb, nloc,
                arith::AddFOp::create(nb, nloc, args[2], product).getResult());
          })
          .getResult(0);
  return l.fromChannelsLast(*w, grad);
}

FailureOr<Value> lowerDepthwiseBackpropFilter(Lowering &l,
                                              ArrayRef<Value> operands) {
  static constexpr StringLiteral prefix = "DepthwiseConv2DBackpropFilter: ";
  Value input = operands[0], sizes = operands[1], outBackprop = operands[2];
  FailureOr<Window> w = parseWindow(l, WindowKind::Depthwise);
  if (failed(w))
    return failure();
  if (!hasRank(input, 4))
    return l.error() << prefix << "input must be 4-dimensional";
  FailureOr<SmallVector<int64_t>> fs = sizesOperand(l, sizes, "filter_sizes");
  if (failed(fs))
    return failure();
  if (fs->size() != 4)
    return l.error() << prefix << "filter must be 4-dimensional";
  if (!hasRank(outBackprop, 4))
    return l.error() << prefix << "out_backprop must be 4-dimensional";
  if (llvm::any_of(*fs, ShapedType::isDynamic))
    return l.error() << "needs a constant filter_sizes (the graph does not "
                        "determine it at compile time)";
  FailureOr<Type> element = floatElement(l, {input, outBackprop});
  if (failed(element) || failed(takeFilterSize(l, *w, *fs)))
    return failure();
  Value x = l.toChannelsLast(*w, input), dy = l.toChannelsLast(*w, outBackprop);
  if (failed(requireStatic(l, x, "input")) ||
      failed(requireStatic(l, dy, "out_backprop")))
    return failure();
  ArrayRef<int64_t> xs = shapeOf(x), dys = shapeOf(dy);
  if (failed(checkDepthwiseBackprop(l, prefix, xs, *fs, dys)))
    return failure();
  l.checkEqual(l.dim(x, 0), l.dim(dy, 0),
               (prefix + "input and out_backprop must have the same batch "
                         "size (input batch {0}, out_backprop batch {1})")
                   .str());
  FailureOr<Extents> e = windowExtents(l, *w, xs.slice(1, 2));
  if (failed(e) || failed(checkDepthwiseSpatial(l, prefix, *e, dys)))
    return failure();
  auto [low, high] = paddingOf(*e);
  Value padded = l.pad(x, low, high, l.zero(*element));
  return filterGradient(l, *w, padded, splitChannels(l, dy, (*fs)[2], (*fs)[3]),
                        *fs,
                        /*depthwise=*/true);
}

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

/// The orig_output and grad operands of MaxPoolGrad and MaxPool3DGrad,
/// channels-last, checked as TensorFlow checks them: of the pooled shape,
/// their batch at run time where it is not known.
FailureOr<std::pair<Value, Value>>
maxPoolGradOperands(Lowering &l, const Pooled &p, Value input, Value output,
                    Value grad) {
  const Window &w = p.w;
  int64_t dims = w.rank + 2;
  if (!hasRank(output, dims))
    return l.error() << "tensor_out must be " << dims << "-dimensional";
  if (!hasRank(grad, dims))
    return l.error() << "out_backprop must be " << dims << "-dimensional";
  if (failed(floatElement(l, {input, output, grad})))
    return failure();
  ArrayRef<int64_t> xs = shapeOf(p.x);
  SmallVector<int64_t> pooled = {xs[0]};
  llvm::append_range(pooled, outputsOf(p.e));
  pooled.push_back(xs.back());
  SmallVector<int64_t> expected = w.toFormat(pooled);
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
  return std::make_pair(y, g);
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
  auto d = [&](unsigned i) { return dimExpr(b, i); };
  // Loops (n, oh, ow, kh, kw, c); an empty window tensor bounds kh and kw,
  // as in linalg's pooling ops.
  SmallVector<AffineMap> maps = {
      AffineMap::get(
          6, 0,
          {d(0), d(1) * w.stride[0] + d(3), d(2) * w.stride[1] + d(4), d(5)},
          b.getContext()),
      AffineMap::get(6, 0, {d(3), d(4)}, b.getContext()),
      AffineMap::get(6, 0, {d(0), d(1), d(2), d(5)}, b.getContext()),
      AffineMap::get(6, 0, {d(0), d(1), d(2), d(5)}, b.getContext())};
  using utils::IteratorType;
  SmallVector<IteratorType> iterators = {
      IteratorType::parallel,  IteratorType::parallel,  IteratorType::parallel,
      IteratorType::reduction, IteratorType::reduction, IteratorType::parallel};
  SmallVector<OpFoldResult> sizes = {
      l.dim(p.x, 0), b.getIndexAttr(p.e[0].output),
      b.getIndexAttr(p.e[1].output), l.dim(p.x, 3)};
  Value bestInit = l.filled(sizes, l.lowest(p.element));
  Value tapInit = l.filled(sizes, l.i64(-1));
  Extents e = p.e;
  auto body = [&](OpBuilder &nb, Location nloc, ValueRange args) {
    Value x = args[0], best = args[2], bestTap = args[3];
    auto ci = [&](int64_t v) {
      return arith::ConstantIndexOp::create(nb, nloc, v).getResult();
    };
    auto c64 = [&](int64_t v) {
      return arith::ConstantIntOp::create(nb, nloc, v, 64).getResult();
    };
    auto cmpi = [&](arith::CmpIPredicate pred, Value a, Value c) {
      return arith::CmpIOp::create(nb, nloc, pred, a, c).getResult();
    };
    auto select = [&](Value cond, Value a, Value c) {
      return arith::SelectOp::create(nb, nloc, cond, a, c).getResult();
    };
    Value valid = arith::ConstantIntOp::create(nb, nloc, 1, 1);
    Value tap = ci(0), firstTap = ci(0);
    for (int i = 0; i < 2; ++i) {
      Value out = linalg::IndexOp::create(nb, nloc, 1 + i);
      Value k = linalg::IndexOp::create(nb, nloc, 3 + i);
      // The input position of tap k, and the window's first in the input.
      Value start = arith::SubIOp::create(
          nb, nloc, arith::MulIOp::create(nb, nloc, out, ci(w.stride[i])),
          ci(e[i].before));
      Value at = arith::AddIOp::create(nb, nloc, start, k);
      valid = arith::AndIOp::create(
          nb, nloc, valid,
          arith::AndIOp::create(
              nb, nloc, cmpi(arith::CmpIPredicate::sge, at, ci(0)),
              cmpi(arith::CmpIPredicate::slt, at, ci(xs[1 + i]))));
      Value first = arith::MaxSIOp::create(
          nb, nloc, arith::SubIOp::create(nb, nloc, ci(0), start), ci(0));
      tap = arith::AddIOp::create(
          nb, nloc, arith::MulIOp::create(nb, nloc, tap, ci(w.size[i])), k);
      firstTap = arith::AddIOp::create(
          nb, nloc, arith::MulIOp::create(nb, nloc, firstTap, ci(w.size[i])),
          first);
    }
    tap = arith::IndexCastOp::create(nb, nloc, nb.getI64Type(), tap);
    firstTap = arith::IndexCastOp::create(nb, nloc, nb.getI64Type(), firstTap);
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
  Value input = operands[0], output = operands[1], grad = operands[2];
  FailureOr<Pooled> p = poolInput(l, input, WindowKind::MaxPoolGrad, 2);
  if (failed(p))
    return failure();
  FailureOr<std::pair<Value, Value>> outputAndGrad =
      maxPoolGradOperands(l, *p, input, output, grad);
  if (failed(outputAndGrad))
    return failure();
  const Window &w = p->w;
  ArrayRef<int64_t> xs = shapeOf(p->x);
  Value g = outputAndGrad->second;
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

/// MaxPool3DGrad as TensorFlow's CPU kernel computes it: every input
/// element within 1e-5 of orig_output's value of a window that holds it
/// (|x - max| < 1e-5, in T) gets that window's gradient. Ties all get it
/// (MaxPoolGrad routes to the first maximum only); infinities and NaNs,
/// whose difference is NaN, never do.
FailureOr<Value> lowerMaxPool3DGrad(Lowering &l, ArrayRef<Value> operands) {
  Value input = operands[0], output = operands[1], grad = operands[2];
  FailureOr<Pooled> p = poolInput(l, input, WindowKind::MaxPoolGrad, 3);
  if (failed(p))
    return failure();
  FailureOr<std::pair<Value, Value>> outputAndGrad =
      maxPoolGradOperands(l, *p, input, output, grad);
  if (failed(outputAndGrad))
    return failure();
  const Window &w = p->w;
  ArrayRef<int64_t> xs = shapeOf(p->x);
  auto [y, g] = *outputAndGrad;
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

} // namespace

void Legalizer::registerConvolutionHandlers() {
  using Lower = FailureOr<Value> (*)(Lowering &, ArrayRef<Value>);
  auto handler = [this](Lower lower) {
    return [this, lower](Operation *op, ArrayRef<Value> operands,
                         SmallVectorImpl<Value> &results) -> LogicalResult {
      auto check = [&](Value failed, StringRef message, ValueRange values) {
        runtimeCheck(op->getLoc(), failed, message, values);
      };
      Lowering l{b, op, check};
      return pushResult(results, lower(l, operands));
    };
  };
  handlers["Conv2D"] = handler(lowerConv2D);
  handlers["Conv2DBackpropInput"] = handler(lowerConv2DBackpropInput);
  handlers["Conv2DBackpropFilter"] = handler(lowerConv2DBackpropFilter);
  handlers["Conv3D"] = handler(lowerConv3D);
  handlers["Conv3DBackpropFilterV2"] = handler(lowerConv3DBackpropFilterV2);
  handlers["Conv3DBackpropInputV2"] = handler(lowerConv3DBackpropInputV2);
  handlers["DepthwiseConv2dNative"] = handler(lowerDepthwise);
  handlers["DepthwiseConv2dNativeBackpropInput"] =
      handler(lowerDepthwiseBackpropInput);
  handlers["DepthwiseConv2dNativeBackpropFilter"] =
      handler(lowerDepthwiseBackpropFilter);
  handlers["MaxPool"] = handler(lowerMaxPool<2>);
  handlers["MaxPoolGrad"] = handler(lowerMaxPoolGrad);
  handlers["MaxPool3D"] = handler(lowerMaxPool<3>);
  handlers["MaxPool3DGrad"] = handler(lowerMaxPool3DGrad);
  handlers["AvgPool"] = handler(lowerAvgPool);
  handlers["AvgPoolGrad"] = handler(lowerAvgPoolGrad<2>);
  handlers["AvgPool3D"] = handler(lowerAvgPool3D);
  handlers["AvgPool3DGrad"] = handler(lowerAvgPoolGrad<3>);
}

} // namespace mlir::tagrad::tf_legalize
