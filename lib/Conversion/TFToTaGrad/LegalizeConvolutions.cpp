//===- LegalizeConvolutions.cpp - Convolutions ----------------------------===//
//
// Conv2D and DepthwiseConv2dNative and their gradients, and Conv3D and its
// gradients, in both data formats: channels-first (NCHW, NCDHW) through
// transposes to channels-last and back (TensorFlow's CPU kernels take only
// channels-last, its GPU kernels both). One lowering serves both spatial
// ranks where TensorFlow's rules agree; the 3-D ops keep their kernels' own
// messages.
//
// The forward ops are linalg's named convolutions on a tensor.pad of the
// input, so that later passes see convolutions, not loops. An input
// gradient is the transposed convolution: the output gradient with
// stride - 1 zeros between its elements, padded so that every (output, tap)
// pair that read an input element lands on it, convolved with the flipped
// filter. A filter gradient contracts the padded input with the output
// gradient over the batch and the output positions. Attributes and shapes
// are checked as TensorFlow's kernels check them, with their messages
// (the window's rules: WindowOps.cpp). out_backprop sizes the graph leaves
// unknown (a gradient inside a TF1 while loop) are the ones the input (or
// input_sizes), the filter and the window give, checked at run time. A grouped Conv2D or Conv3D (the
// input's depth a multiple of the filter's) and its gradients are one
// ungrouped convolution per group on slices of the channels, as
// TensorFlow's XLA and GPU kernels compute them.
//
//===----------------------------------------------------------------------===//

#include "WindowOps.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {
namespace {

using namespace window;

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

/// Filter gradients need constant filter_sizes: they shape the result.
LogicalResult requireConstantFilterSizes(Lowering &l,
                                         ArrayRef<int64_t> filterSizes) {
  if (llvm::any_of(filterSizes, ShapedType::isDynamic))
    return l.error() << "needs a constant filter_sizes (the graph does not "
                        "determine it at compile time)";
  return success();
}

/// A filter gradient's input and out_backprop, channels-last, once the
/// filter's spatial size is in `w`; the input must be static but for the
/// batch (out_backprop's sizes follow from it: knownSizes).
FailureOr<std::pair<Value, Value>>
filterGradientOperands(Lowering &l, Window &w, ArrayRef<int64_t> filterSizes,
                       Value input, Value outBackprop) {
  if (failed(takeFilterSize(l, w, filterSizes)))
    return failure();
  Value x = l.toChannelsLast(w, input), dy = l.toChannelsLast(w, outBackprop);
  if (failed(requireStatic(l, x, "input")))
    return failure();
  return std::make_pair(x, dy);
}

/// TensorFlow's message for an out_backprop size other than the one its
/// dimension `d` (channels-last) must have: {0} the size, {1} the one
/// computed.
using SizeMessage = function_ref<std::string(int64_t d)>;

/// Channels-last out_backprop `dy` with its dimensions `dims` (in this
/// order) of the sizes `expected` (by dimension; the batch is not among
/// them). A gradient inside a TF1 while loop is often reshaped by a shape a
/// stack kept, of sizes the graph does not know: each such size is checked
/// at run time, with TensorFlow's message for a mismatch, and `dy` is cast
/// to the sizes it must have (the padding and the output sizes are
/// computed at compile time). A known size is left to the static checks.
Value knownSizes(Lowering &l, Value dy, ArrayRef<int64_t> dims,
                 ArrayRef<int64_t> expected, SizeMessage message) {
  auto type = cast<RankedTensorType>(dy.getType());
  SmallVector<int64_t> shape(type.getShape());
  for (int64_t d : dims) {
    if (!ShapedType::isDynamic(shape[d]) || ShapedType::isDynamic(expected[d]))
      continue;
    l.checkEqual(l.dim(dy, d), l.b.getIndexAttr(expected[d]), message(d));
    shape[d] = expected[d];
  }
  if (ArrayRef<int64_t>(shape) == type.getShape())
    return dy;
  return tensor::CastOp::create(l.b, l.loc(), type.clone(shape), dy);
}

/// The channels-last sizes out_backprop must have: the window's outputs and
/// `depth` channels (the batch left unknown).
SmallVector<int64_t> outBackpropSizes(ArrayRef<Extent> e, int64_t depth) {
  SmallVector<int64_t> sizes = {ShapedType::kDynamic};
  llvm::append_range(sizes, outputsOf(e));
  sizes.push_back(depth);
  return sizes;
}

/// The spatial dimensions 1..rank of a channels-last shape.
SmallVector<int64_t> spatialDims(const Window &w) {
  return llvm::to_vector(llvm::seq<int64_t>(1, w.rank + 1));
}

/// ConvBackpropComputeDimensionsV2's message for spatial dimension `i`
/// (checkBackpropSpatial's, the sizes as {0} and {1}).
std::string spatialSizeMessage(StringRef prefix, const Window &w, int i,
                               int64_t input) {
  return llvm::formatv("{0}Size of out_backprop doesn't match computed: "
                       "actual = {{0}, computed = {{1} spatial_dim: {1} "
                       "input: {2} filter: {3} output: {{0} stride: {4} "
                       "dilation: {5}",
                       prefix, w.spatialAxis(i), input, w.size[i], w.stride[i],
                       w.dilation[i])
      .str();
}

/// TensorFlow's rule for the `groups` of a grouped convolution (the input's
/// depth over the filter's): each group has as many output channels.
LogicalResult checkOutputDepth(Lowering &l, int64_t outDepth, int64_t groups,
                               StringRef prefix) {
  if (groups <= 0)
    return l.error() << prefix
                     << "number of groups must be stricly positive, got "
                     << groups;
  if (outDepth % groups != 0 || outDepth < groups)
    return l.error() << prefix
                     << "output depth must be evenly divisible by number of "
                        "groups: "
                     << outDepth << " vs " << groups;
  return success();
}

/// TensorFlow's depth rules of a convolution; the number of groups.
FailureOr<int64_t> groupCount(Lowering &l, int64_t inDepth, int64_t filterDepth,
                              int64_t outDepth, StringRef prefix,
                              bool filterDepthInMessage) {
  if (filterDepth == 0 || inDepth % filterDepth != 0) {
    InFlightDiagnostic d = l.error()
                           << prefix
                           << "input depth must be evenly divisible by filter "
                              "depth";
    if (filterDepthInMessage)
      d << ": " << inDepth << " vs " << filterDepth;
    return d;
  }
  int64_t groups = inDepth / filterDepth;
  if (failed(checkOutputDepth(l, outDepth, groups, prefix)))
    return failure();
  return groups;
}

/// Channels [first, first + count) of channels-last `v`.
Value channelSlice(Lowering &l, Value v, int64_t first, int64_t count) {
  ArrayRef<int64_t> shape = shapeOf(v);
  int64_t rank = shape.size();
  if (first == 0 && count == shape.back())
    return v;
  SmallVector<OpFoldResult> offsets(rank, l.b.getIndexAttr(0)),
      strides(rank, l.b.getIndexAttr(1)), sizes;
  for (int64_t d = 0; d + 1 < rank; ++d)
    sizes.push_back(l.dim(v, d));
  offsets.back() = l.b.getIndexAttr(first);
  sizes.push_back(l.b.getIndexAttr(count));
  return tensor::ExtractSliceOp::create(l.b, l.loc(), v, offsets, sizes,
                                        strides);
}

/// `perGroup(g)` of each group side by side along the last dimension: a
/// grouped convolution is one ungrouped convolution per group, and group
/// g's output channels (and filter columns) follow group g - 1's.
Value concatGroups(Lowering &l, int64_t groups,
                   function_ref<Value(int64_t)> perGroup) {
  if (groups == 1)
    return perGroup(0);
  Value result;
  for (int64_t g = 0; g < groups; ++g) {
    Value part = perGroup(g);
    int64_t rank = shapeOf(part).size(), channels = shapeOf(part).back();
    SmallVector<OpFoldResult> sizes, offsets(rank, l.b.getIndexAttr(0)),
        strides(rank, l.b.getIndexAttr(1));
    for (int64_t d = 0; d < rank; ++d)
      sizes.push_back(l.dim(part, d));
    if (!result) {
      SmallVector<OpFoldResult> all(sizes);
      all.back() = l.b.getIndexAttr(channels * groups);
      result = tensor::EmptyOp::create(l.b, l.loc(), all,
                                       getElementTypeOrSelf(part.getType()));
    }
    offsets.back() = l.b.getIndexAttr(g * channels);
    result = tensor::InsertSliceOp::create(l.b, l.loc(), part, result, offsets,
                                           sizes, strides);
  }
  return result;
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
/// padded as TensorFlow pads it, then linalg's named convolution per group.
Value convolve(Lowering &l, const Window &w, ArrayRef<Extent> e, Value x,
               Value filter, int64_t groups) {
  auto [low, high] = paddingOf(e);
  Value padded = l.pad(x, low, high, l.zero(getElementTypeOrSelf(x.getType())));
  ArrayRef<int64_t> fs = shapeOf(filter);
  int64_t in = fs[fs.size() - 2], out = fs.back() / groups;
  return concatGroups(l, groups, [&](int64_t g) {
    Value groupInput = channelSlice(l, padded, g * in, in);
    Value groupFilter = channelSlice(l, filter, g * out, out);
    return namedConvolution(l, groupInput, groupFilter, outputsOf(e), w.stride,
                            w.dilation);
  });
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
  if (failed(requireStatic(l, x, "input")))
    return failure();
  FailureOr<int64_t> groups = groupCount(l, xs[3], fs[2], fs[3], "", true);
  if (failed(groups))
    return failure();
  FailureOr<Extents> e = windowExtents(l, *w, xs.slice(1, 2));
  if (failed(e))
    return failure();
  return l.fromChannelsLast(*w, convolve(l, *w, *e, x, filter, *groups));
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
  int64_t groups = xs[4] / fs[3];
  if (failed(checkOutputDepth(l, fs[4], groups, "")))
    return failure();
  FailureOr<Extents> e = windowExtents(l, *w, xs.slice(1, 3));
  if (failed(e))
    return failure();
  return l.fromChannelsLast(*w, convolve(l, *w, *e, x, filter, groups));
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
/// `input` sizes, per group (each group's output channels give its input
/// channels).
Value transposedConvolution(Lowering &l, const Window &w, ArrayRef<Extent> e,
                            ArrayRef<int64_t> input, Value dy, Value filter,
                            int64_t groups) {
  auto [low, size] = transposedPlacement(w, e, input);
  Value placed = l.spreadAndPad(dy, w.stride, low, size,
                                l.zero(getElementTypeOrSelf(dy.getType())));
  SmallVector<int64_t> ones(w.rank, 1);
  int64_t out = shapeOf(filter).back() / groups;
  return concatGroups(l, groups, [&](int64_t g) {
    Value groupDy = channelSlice(l, placed, g * out, out);
    Value flipped = flipFilter(l, channelSlice(l, filter, g * out, out));
    return namedConvolution(l, groupDy, flipped, input, ones, w.dilation);
  });
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
  ArrayRef<int64_t> fs = shapeOf(filter);
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
    // Taken as ungrouped: the groups shape the lowering.
    depth = fs[2];
    l.checkEqual(sizeElement(l, sizes, *known, w->axis('C')),
                 l.b.getIndexAttr(depth),
                 "input depth {0} in input_sizes is not the filter's input "
                 "depth {1}: TaGrad needs a grouped convolution's input depth "
                 "at compile time");
  }
  if (!twoValues) {
    int64_t batch = (*known)[0], dyBatch = shapeOf(dy)[0];
    if (!ShapedType::isDynamic(batch) && !ShapedType::isDynamic(dyBatch) &&
        batch != dyBatch)
      return l.error() << prefix
                       << "input and out_backprop must have the same batch "
                          "size. Input batch: "
                       << batch << ", outbackprop batch: " << dyBatch
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
  int64_t input[2] = {rows, cols};
  FailureOr<Extents> e = windowExtents(l, *w, input);
  if (failed(e))
    return failure();
  dy =
      knownSizes(l, dy, {3, 1, 2}, outBackpropSizes(*e, fs[3]), [&](int64_t d) {
        return d == 3 ? (prefix + "filter and out_backprop must "
                                  "have the same out_depth")
                            .str()
                      : spatialSizeMessage(prefix, *w, d - 1, input[d - 1]);
      });
  ArrayRef<int64_t> dys = shapeOf(dy);
  if (fs[3] != dys[3])
    return l.error() << prefix
                     << "filter and out_backprop must have the same out_depth";
  if (failed(checkBackpropSpatial(l, *w, *e, input, dys.slice(1, 2), prefix)))
    return failure();
  int64_t groups = depth / fs[2];
  if (failed(checkOutputDepth(l, fs[3], groups, prefix)))
    return failure();
  return l.fromChannelsLast(
      *w, transposedConvolution(l, *w, *e, input, dy, filter, groups));
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
  return linalg::GenericOp::create(b, l.loc(), init.getType(),
                                   ValueRange{padded, dy}, init, maps,
                                   iterators, yieldProductSum)
      .getResult(0);
}

/// filterGradient per group: group g's input channels and output gradient
/// give the filter's columns of group g.
Value groupedFilterGradient(Lowering &l, const Window &w, Value padded,
                            Value dy, ArrayRef<int64_t> filterShape,
                            int64_t groups) {
  int64_t in = filterShape[filterShape.size() - 2],
          out = filterShape.back() / groups;
  SmallVector<int64_t> groupShape(filterShape);
  groupShape.back() = out;
  return concatGroups(l, groups, [&](int64_t g) {
    Value groupInput = channelSlice(l, padded, g * in, in);
    Value groupDy = channelSlice(l, dy, g * out, out);
    return filterGradient(l, w, groupInput, groupDy, groupShape,
                          /*depthwise=*/false);
  });
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
  if (failed(requireConstantFilterSizes(l, *fs)))
    return failure();
  FailureOr<std::pair<Value, Value>> xdy =
      filterGradientOperands(l, *w, *fs, input, outBackprop);
  if (failed(xdy))
    return failure();
  auto [x, dy] = *xdy;
  ArrayRef<int64_t> xs = shapeOf(x);
  if (!ShapedType::isDynamic(xs[0]) && !ShapedType::isDynamic(shapeOf(dy)[0]) &&
      xs[0] != shapeOf(dy)[0])
    return l.error() << prefix
                     << "input and out_backprop must have the same batch "
                        "size. Input batch: "
                     << xs[0] << ", outbackprop batch: " << shapeOf(dy)[0]
                     << ", batch_dim: 0";
  l.checkEqual(l.dim(x, 0), l.dim(dy, 0),
               (prefix + "input and out_backprop must have the same batch "
                         "size. Input batch: {0}, outbackprop batch: {1}, "
                         "batch_dim: 0")
                   .str());
  if ((*fs)[2] == 0 || xs[3] % (*fs)[2] != 0)
    return l.error() << prefix
                     << "input depth must be evenly divisible by filter depth";
  FailureOr<Extents> e = windowExtents(l, *w, xs.slice(1, 2));
  if (failed(e))
    return failure();
  // TensorFlow's order: the depth, then each spatial size.
  dy = knownSizes(
      l, dy, {3, 1, 2}, outBackpropSizes(*e, (*fs)[3]), [&](int64_t d) {
        return d == 3 ? (prefix + "filter and out_backprop must "
                                  "have the same out_depth")
                            .str()
                      : spatialSizeMessage(prefix, *w, d - 1, xs[d]);
      });
  ArrayRef<int64_t> dys = shapeOf(dy);
  if ((*fs)[3] != dys[3])
    return l.error() << prefix
                     << "filter and out_backprop must have the same out_depth";
  if (failed(checkBackpropSpatial(l, *w, *e, xs.slice(1, 2), dys.slice(1, 2),
                                  prefix)))
    return failure();
  FailureOr<int64_t> groups =
      groupCount(l, xs[3], (*fs)[2], (*fs)[3], prefix, false);
  if (failed(groups))
    return failure();
  auto [low, high] = paddingOf(*e);
  Value padded = l.pad(x, low, high, l.zero(*element));
  return groupedFilterGradient(l, *w, padded, dy, *fs, *groups);
}

/// Conv3DBackprop{Input,Filter}Op's channel checks (TensorFlow reads the
/// channels-last positions), with the depth rules of grouped convolutions
/// (TensorFlow's CPU kernels take only ungrouped ones, its XLA and GPU
/// kernels grouped ones too); the number of groups, 1 where the input's
/// depth is known only at run time.
FailureOr<int64_t> checkConv3DChannels(Lowering &l, StringRef prefix,
                                       int64_t inputDepth, int64_t dyDepth,
                                       ArrayRef<int64_t> filter) {
  if (!ShapedType::isDynamic(inputDepth) &&
      (filter[3] == 0 || inputDepth % filter[3] != 0))
    return l.error() << prefix
                     << "input depth must be evenly divisible by filter "
                        "depth: "
                     << inputDepth << " vs " << filter[3];
  if (dyDepth != filter[4])
    return l.error() << "out_backprop and filter_sizes must have the same "
                        "number of channels. Got "
                     << dyDepth << " for out_backprop and " << filter[4]
                     << " for filter_sizes";
  if (ShapedType::isDynamic(inputDepth))
    return 1;
  int64_t groups = inputDepth / filter[3];
  if (failed(checkOutputDepth(l, filter[4], groups, prefix)))
    return failure();
  return groups;
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
  ArrayRef<int64_t> fs = shapeOf(filter);
  SmallVector<int64_t> input;
  for (int i = 0; i < 3; ++i)
    input.push_back((*known)[w->spatialAxis(i)]);
  if (llvm::any_of(input, ShapedType::isDynamic))
    return l.error() << "needs constant planes, rows and columns in "
                        "input_sizes (the graph does not determine them at "
                        "compile time)";
  FailureOr<Extents> e = windowExtents(l, *w, input);
  if (failed(e))
    return failure();
  // TensorFlow's order: the channels, the batch, the spatial sizes.
  SmallVector<int64_t> expected = outBackpropSizes(*e, fs[4]);
  dy = knownSizes(l, dy, {4}, expected, [&](int64_t) {
    return llvm::formatv("out_backprop and filter_sizes must have the same "
                         "number of channels. Got {{0} for out_backprop and "
                         "{0} for filter_sizes",
                         fs[4])
        .str();
  });
  int64_t depth = (*known)[w->axis('C')];
  FailureOr<int64_t> groups =
      checkConv3DChannels(l, prefix, depth, shapeOf(dy)[4], fs);
  if (failed(groups))
    return failure();
  // Taken as ungrouped where the depth comes from data.
  if (ShapedType::isDynamic(depth))
    l.checkEqual(sizeElement(l, sizes, *known, w->axis('C')),
                 l.b.getIndexAttr(fs[3]),
                 "input depth {0} in input_sizes is not the filter's input "
                 "depth {1}: TaGrad needs a grouped convolution's input depth "
                 "at compile time");
  if (failed(
          checkBackpropBatch(l, prefix, sizeElement(l, sizes, *known, 0), dy)))
    return failure();
  dy = knownSizes(l, dy, spatialDims(*w), expected, [&](int64_t d) {
    return spatialSizeMessage(prefix, *w, d - 1, input[d - 1]);
  });
  if (failed(checkBackpropSpatial(l, *w, *e, input, shapeOf(dy).slice(1, 3),
                                  prefix)))
    return failure();
  return l.fromChannelsLast(
      *w, transposedConvolution(l, *w, *e, input, dy, filter, *groups));
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
  if (failed(requireConstantFilterSizes(l, *fs)))
    return failure();
  FailureOr<Type> element = floatElement(l, {input, outBackprop});
  if (failed(element))
    return failure();
  FailureOr<std::pair<Value, Value>> xdy =
      filterGradientOperands(l, *w, *fs, input, outBackprop);
  if (failed(xdy))
    return failure();
  auto [x, dy] = *xdy;
  ArrayRef<int64_t> xs = shapeOf(x);
  FailureOr<Extents> e = windowExtents(l, *w, xs.slice(1, 3));
  if (failed(e))
    return failure();
  // TensorFlow's order: the channels, the batch, the spatial sizes.
  SmallVector<int64_t> expected = outBackpropSizes(*e, (*fs)[4]);
  dy = knownSizes(l, dy, {4}, expected, [&](int64_t) {
    return llvm::formatv("out_backprop and filter_sizes must have the same "
                         "number of channels. Got {{0} for out_backprop and "
                         "{0} for filter_sizes",
                         (*fs)[4])
        .str();
  });
  FailureOr<int64_t> groups =
      checkConv3DChannels(l, prefix, xs[4], shapeOf(dy)[4], *fs);
  if (failed(groups) || failed(checkBackpropBatch(l, prefix, l.dim(x, 0), dy)))
    return failure();
  dy = knownSizes(l, dy, spatialDims(*w), expected, [&](int64_t d) {
    return spatialSizeMessage(prefix, *w, d - 1, xs[d]);
  });
  ArrayRef<int64_t> dys = shapeOf(dy);
  if (failed(checkBackpropSpatial(l, *w, *e, xs.slice(1, 3), dys.slice(1, 3),
                                  prefix)))
    return failure();
  auto [low, high] = paddingOf(*e);
  Value padded = l.pad(x, low, high, l.zero(*element));
  return groupedFilterGradient(l, *w, padded, dy, *fs, *groups);
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

/// knownSizes with the depthwise kernels' messages, in their order: the
/// depth (in_depth * depth_multiplier), then the rows and the columns.
Value knownDepthwiseSizes(Lowering &l, StringRef prefix, Value dy,
                          ArrayRef<Extent> e, int64_t depth) {
  static constexpr StringLiteral names[2] = {"rows", "cols"};
  return knownSizes(l, dy, {3, 1, 2}, outBackpropSizes(e, depth),
                    [&](int64_t d) {
                      if (d == 3)
                        return (prefix + "depth_multiplier * in_depth not "
                                         "equal to out_depth")
                            .str();
                      return (prefix + "Number of " + names[d - 1] +
                              " of out_backprop doesn't match computed: "
                              "actual = {0}, computed = {1}")
                          .str();
                    });
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
  SmallVector<int64_t> input = {(*known)[0], (*known)[w->spatialAxis(0)],
                                (*known)[w->spatialAxis(1)],
                                (*known)[w->axis('C')]};
  ArrayRef<int64_t> fs = shapeOf(filter);
  // input_sizes from data: TensorFlow's gradient takes the input's Shape,
  // which the gradient of a TF1 while loop pops from a stack. The depth must
  // be the filter's; along a stride of 1 the input's size follows from
  // out_backprop's (SAME keeps the size, VALID and EXPLICIT change it by
  // the filter's reach and the padding). Each is checked at run time, with
  // TensorFlow's message for the out_backprop size the input computes.
  if (ShapedType::isDynamic(input[3])) {
    input[3] = fs[2];
    l.checkEqual(
        sizeElement(l, sizes, *known, w->axis('C')), l.b.getIndexAttr(fs[2]),
        (prefix + "input and filter must have the same in_depth").str());
  }
  static constexpr StringLiteral names[2] = {"rows", "cols"};
  for (int i = 0; i < 2; ++i) {
    int64_t out = shapeOf(dy)[1 + i];
    if (!ShapedType::isDynamic(input[1 + i]) || w->stride[i] != 1 ||
        ShapedType::isDynamic(out))
      continue;
    int64_t reach = (w->size[i] - 1) * w->dilation[i];
    int64_t growth =
        w->padding == Padding::Same ? 0
        : w->padding == Padding::Valid
            ? -reach
            : w->explicitPadding[i][0] + w->explicitPadding[i][1] - reach;
    if (out - growth < 0)
      continue;
    input[1 + i] = out - growth;
    Value computed = l.b.createOrFold<arith::AddIOp>(
        l.loc(),
        getValueOrCreateConstantIndexOp(
            l.b, l.loc(), sizeElement(l, sizes, *known, w->spatialAxis(i))),
        l.index(growth));
    l.checkEqual(l.b.getIndexAttr(out), computed,
                 (prefix + "Number of " + names[i] +
                  " of out_backprop doesn't match computed: actual = {0}, "
                  "computed = {1}")
                     .str());
  }
  if (llvm::any_of(ArrayRef(input).drop_front(), ShapedType::isDynamic))
    return l.error() << "needs constant rows, columns and depth in "
                        "input_sizes (the graph does not determine them at "
                        "compile time)";
  l.checkEqual(sizeElement(l, sizes, *known, 0), l.dim(dy, 0),
               (prefix + "input and out_backprop must have the same batch "
                         "size (input batch {0}, out_backprop batch {1})")
                   .str());
  FailureOr<Extents> e = windowExtents(l, *w, ArrayRef(input).slice(1, 2));
  if (failed(e))
    return failure();
  dy = knownDepthwiseSizes(l, prefix, dy, *e, fs[2] * fs[3]);
  ArrayRef<int64_t> dys = shapeOf(dy);
  if (failed(checkDepthwiseBackprop(l, prefix, input, fs, dys)) ||
      failed(checkDepthwiseSpatial(l, prefix, *e, dys)))
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
  Value grad = linalg::GenericOp::create(b, l.loc(), init.getType(),
                                         ValueRange{placed, filter}, init, maps,
                                         iterators, yieldProductSum)
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
  if (failed(requireConstantFilterSizes(l, *fs)))
    return failure();
  FailureOr<Type> element = floatElement(l, {input, outBackprop});
  if (failed(element))
    return failure();
  FailureOr<std::pair<Value, Value>> xdy =
      filterGradientOperands(l, *w, *fs, input, outBackprop);
  if (failed(xdy))
    return failure();
  auto [x, dy] = *xdy;
  ArrayRef<int64_t> xs = shapeOf(x);
  l.checkEqual(l.dim(x, 0), l.dim(dy, 0),
               (prefix + "input and out_backprop must have the same batch "
                         "size (input batch {0}, out_backprop batch {1})")
                   .str());
  FailureOr<Extents> e = windowExtents(l, *w, xs.slice(1, 2));
  if (failed(e))
    return failure();
  dy = knownDepthwiseSizes(l, prefix, dy, *e, (*fs)[2] * (*fs)[3]);
  ArrayRef<int64_t> dys = shapeOf(dy);
  if (failed(checkDepthwiseBackprop(l, prefix, xs, *fs, dys)) ||
      failed(checkDepthwiseSpatial(l, prefix, *e, dys)))
    return failure();
  auto [low, high] = paddingOf(*e);
  Value padded = l.pad(x, low, high, l.zero(*element));
  return filterGradient(l, *w, padded, splitChannels(l, dy, (*fs)[2], (*fs)[3]),
                        *fs,
                        /*depthwise=*/true);
}

} // namespace

void Legalizer::registerConvolutionHandlers() {
  handlers["Conv2D"] = windowHandler(lowerConv2D);
  handlers["Conv2DBackpropInput"] = windowHandler(lowerConv2DBackpropInput);
  handlers["Conv2DBackpropFilter"] = windowHandler(lowerConv2DBackpropFilter);
  handlers["Conv3D"] = windowHandler(lowerConv3D);
  handlers["Conv3DBackpropFilterV2"] =
      windowHandler(lowerConv3DBackpropFilterV2);
  handlers["Conv3DBackpropInputV2"] = windowHandler(lowerConv3DBackpropInputV2);
  handlers["DepthwiseConv2dNative"] = windowHandler(lowerDepthwise);
  handlers["DepthwiseConv2dNativeBackpropInput"] =
      windowHandler(lowerDepthwiseBackpropInput);
  handlers["DepthwiseConv2dNativeBackpropFilter"] =
      windowHandler(lowerDepthwiseBackpropFilter);
}

} // namespace mlir::tagrad::tf_legalize
