//===- WindowOps.cpp - What the convolutions and pooling share ------------===//
//
// The window's attributes and sizes as TensorFlow's kernels check and
// compute them (WindowOps.h), and the legalizer's handler for a window op.
//
//===----------------------------------------------------------------------===//

#include "WindowOps.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {
namespace window {

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
FailureOr<Window> parseWindow(Lowering &l, WindowKind kind, int rank) {
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

} // namespace window

Legalizer::Handler Legalizer::windowHandler(window::LowerFn lower) {
  return [this, lower](Operation *op, ArrayRef<Value> operands,
                       SmallVectorImpl<Value> &results) -> LogicalResult {
    auto check = [&](Value failed, StringRef message, ValueRange values) {
      runtimeCheck(op->getLoc(), failed, message, values);
    };
    window::Lowering l{b, op, check};
    return pushResult(results, lower(l, operands));
  };
}

} // namespace mlir::tagrad::tf_legalize
