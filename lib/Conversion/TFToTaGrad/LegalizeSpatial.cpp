//===- LegalizeSpatial.cpp - Spatial rearrangements
//-------------------------===//
//
// SpaceToBatchND and BatchToSpaceND (TensorFlow's dilated convolutions run
// between them, and each is the other's gradient), MirrorPad and its
// gradient, SpaceToDepth and DepthToSpace (each the other's gradient) and
// Roll; ExtractVolumePatches (tf.extract_volume_patches). Each output
// element reads the input element it comes from: one parallel generic, no
// copies in between. Block shapes, paddings and crops are constants, as the
// graphs TensorFlow's layers build have them.
//
//===----------------------------------------------------------------------===//

#include "WindowOps.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {

namespace {
/// The spatial block of SpaceToBatchND / BatchToSpaceND: block sizes and
/// the paddings (or crops) before and after each spatial dimension.
struct SpatialBlocks {
  SmallVector<int64_t> block, before, after;
  int64_t count = 1; // the product of the block sizes
};
} // namespace

static FailureOr<SpatialBlocks>
readBlocks(function_ref<FailureOr<SmallVector<int64_t>>(Value, StringRef)> ints,
           Value blockShape, Value amounts, StringRef amountName,
           RankedTensorType inputType,
           function_ref<InFlightDiagnostic()> error) {
  FailureOr<SmallVector<int64_t>> block = ints(blockShape, "block_shape");
  if (failed(block))
    return failure();
  FailureOr<SmallVector<int64_t>> pads = ints(amounts, amountName);
  if (failed(pads))
    return failure();
  int64_t m = block->size();
  if (m < 1 || (int64_t)pads->size() != 2 * m || inputType.getRank() < m + 1) {
    error() << "needs block_shape of M >= 1 values, " << amountName
            << " of shape [M, 2] and an input of rank M + 1 or more";
    return failure();
  }
  SpatialBlocks blocks;
  for (int64_t d = 0; d < m; ++d) {
    int64_t size = (*block)[d], lo = (*pads)[2 * d], hi = (*pads)[2 * d + 1];
    if (size < 1 || lo < 0 || hi < 0) {
      error() << "needs positive block sizes and non-negative " << amountName;
      return failure();
    }
    if (inputType.isDynamicDim(d + 1)) {
      error() << "needs static spatial dimensions, got " << inputType;
      return failure();
    }
    blocks.block.push_back(size);
    blocks.before.push_back(lo);
    blocks.after.push_back(hi);
    blocks.count *= size;
  }
  return blocks;
}

/// The index `i` as the coordinates of a row-major block of `sizes`.
static SmallVector<Value> delinearize(OpBuilder &b, Location loc, Value i,
                                      ArrayRef<int64_t> sizes) {
  SmallVector<Value> coordinates(sizes.size());
  for (int64_t d = sizes.size() - 1; d >= 0; --d) {
    Value size = arith::ConstantIndexOp::create(b, loc, sizes[d]);
    coordinates[d] = arith::RemUIOp::create(b, loc, i, size);
    i = arith::DivUIOp::create(b, loc, i, size);
  }
  return coordinates;
}

/// MirrorPad's source of output position `i` along a dimension of `n`
/// elements padded by `before`: REFLECT leaves the edge out of the mirror,
/// SYMMETRIC repeats it.
static Value mirrorSource(OpBuilder &b, Location loc, Value i, int64_t before,
                          int64_t n, bool reflect) {
  auto c = [&](int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); };
  Value j = arith::SubIOp::create(b, loc, i, c(before));
  Value below =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, j, c(0));
  Value above =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, j, c(n));
  Value low = arith::SubIOp::create(b, loc, c(reflect ? 0 : -1), j);
  Value high =
      arith::SubIOp::create(b, loc, c(reflect ? 2 * n - 2 : 2 * n - 1), j);
  Value source = arith::SelectOp::create(b, loc, below, low, j);
  return arith::SelectOp::create(b, loc, above, high, source);
}

/// ExtractVolumePatches(input): each output position of a window over the
/// planes, rows and columns holds the window's elements, depth fastest,
/// then columns, rows and planes: out[n, i, j, k, ((p * kr + r) * kc + c) *
/// depth + d] = padded[n, i * sp + p, j * sr + r, k * sc + c, d], the
/// windows placed as a convolution's (ksizes, strides; SAME or VALID
/// padding with zeros; TensorFlow's kernel takes no rates). Any real
/// element type: TensorFlow's gradient extracts the patches of an int64
/// index volume. One copy generic, then the last four dimensions as one,
/// as ExtractImagePatches.
static FailureOr<Value> lowerExtractVolumePatches(window::Lowering &l,
                                                  ArrayRef<Value> operands) {
  using namespace window;
  Value input = operands[0];
  Window w(/*rank=*/3);
  // TensorFlow's ParseAttributeVec5 (after the shape function's length).
  for (auto [name, field] :
       {std::pair<StringRef, SmallVector<int64_t, 3> *>("ksizes", &w.size),
        {"strides", &w.stride}}) {
    std::optional<SmallVector<int64_t>> values = intList(l.op, name);
    if (!values || values->size() != 5)
      return l.error() << "ExtractVolumePatches requires the " << name
                       << " attribute to contain 5 values, but got: "
                       << (values ? values->size() : 0);
    if ((*values)[0] != 1 || (*values)[4] != 1)
      return l.error() << "Only support " << name << " across space.";
    if ((*values)[1] < 1 || (*values)[2] < 1 || (*values)[3] < 1)
      return l.error() << name << " is out of range.";
    // TensorFlow's kernel takes int32 values.
    if (llvm::any_of(*values, [](int64_t v) {
          return v > std::numeric_limits<int32_t>::max();
        }))
      return l.error() << "has a '" << name << "' value of "
                       << *llvm::max_element(*values)
                       << ", outside the int32 range TensorFlow's kernels "
                          "take";
    for (int i = 0; i < 3; ++i)
      (*field)[i] = (*values)[1 + i];
  }
  auto padding = l.op->getAttrOfType<StringAttr>("padding");
  if (!padding ||
      (padding.getValue() != "SAME" && padding.getValue() != "VALID"))
    return l.error() << "Value for attr 'padding' of \""
                     << (padding ? padding.getValue() : "") << "\" is not in "
                     << "the list of allowed values: \"SAME\", \"VALID\"";
  w.padding = padding.getValue() == "SAME" ? Padding::Same : Padding::Valid;
  if (!hasRank(input, 5))
    return l.error() << "input must be 5-dimensional" << shapeOfValue(input);
  Type element = getElementTypeOrSelf(input.getType());
  if (!isFloat(element) &&
      (!element.isSignlessInteger() || element.isInteger(1)))
    return l.error() << "takes real numbers, got " << input.getType();
  ArrayRef<int64_t> shape = shapeOf(input);
  if (llvm::any_of(shape.slice(1, 3), ShapedType::isDynamic))
    return l.error() << "needs static planes, rows and columns (its padding "
                        "is computed at compile time), got "
                     << input.getType();
  FailureOr<Extents> e = windowExtents(l, w, shape.slice(1, 3));
  if (failed(e))
    return failure();
  auto [low, high] = paddingOf(*e);
  Value zero =
      arith::ConstantOp::create(l.b, l.loc(), l.b.getZeroAttr(element));
  Value padded = l.pad(input, low, high, zero);
  SmallVector<int64_t> out = outputsOf(*e), reach;
  for (int i = 0; i < 3; ++i)
    reach.push_back((out[i] - 1) * w.stride[i] + w.size[i]);
  SmallVector<OpFoldResult> sizes = {l.dim(input, 0)};
  for (int64_t v : out)
    sizes.push_back(l.b.getIndexAttr(v));
  for (int64_t v : w.size)
    sizes.push_back(l.b.getIndexAttr(v));
  sizes.push_back(l.dim(input, 4));
  Value init = tensor::EmptyOp::create(l.b, l.loc(), sizes, element);
  // Loops (n, i, j, k, p, r, c, d).
  auto d = [&](unsigned i) { return dimExpr(l.b, i); };
  SmallVector<AffineExpr> reads = {d(0)};
  for (int i = 0; i < 3; ++i)
    reads.push_back(d(1 + i) * w.stride[i] + d(4 + i));
  reads.push_back(d(7));
  SmallVector<AffineMap> maps = {AffineMap::get(8, 0, reads, l.b.getContext()),
                                 l.b.getMultiDimIdentityMap(8)};
  Value patches =
      linalg::GenericOp::create(
          l.b, l.loc(), init.getType(), l.fitExtent(padded, reach), init, maps,
          SmallVector<utils::IteratorType>(8, utils::IteratorType::parallel),
          [](OpBuilder &nb, Location nloc, ValueRange args) {
            linalg::YieldOp::create(nb, nloc, args[0]);
          })
          .getResult(0);
  SmallVector<ReassociationIndices> groups = {{0}, {1}, {2}, {3}, {4, 5, 6, 7}};
  return tensor::CollapseShapeOp::create(l.b, l.loc(), patches, groups)
      .getResult();
}

void Legalizer::registerSpatialHandlers() {
  auto &h = handlers;
  h["ExtractVolumePatches"] = windowHandler(lowerExtractVolumePatches);
  // The ranked input and the constant blocks of SpaceToBatchND (paddings)
  // and BatchToSpaceND (crops).
  auto blocksOf = [this](Operation *op, Value input, ArrayRef<Value> operands,
                         StringRef amountName,
                         RankedTensorType &type) -> FailureOr<SpatialBlocks> {
    type = dyn_cast<RankedTensorType>(input.getType());
    if (!type) {
      error(op) << "needs a ranked input";
      return failure();
    }
    return readBlocks(
        [&](Value v, StringRef what) { return constInts(op, v, what); },
        operands[1], operands[2], amountName, type, [&] { return error(op); });
  };
  // SpaceToBatchND(input, block_shape, paddings): the padded input's
  // spatial blocks moved into the batch, block offsets major:
  // out[(i * B) + b, y..., r...] = padded[b, y * block + i..., r...].
  h["SpaceToBatchND"] =
      [this, blocksOf](Operation *op, ArrayRef<Value> operands,
                       SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value input = toTensor(loc, operands[0]);
    RankedTensorType type;
    FailureOr<SpatialBlocks> blocks =
        blocksOf(op, input, operands, "paddings", type);
    if (failed(blocks))
      return failure();
    int64_t m = blocks->block.size(), rank = type.getRank();
    SmallVector<OpFoldResult> sizes = sizesOf(loc, input);
    SmallVector<OpFoldResult> outSizes(sizes);
    Value batch = getValueOrCreateConstantIndexOp(b, loc, sizes[0]);
    outSizes[0] = getAsOpFoldResult(b.createOrFold<arith::MulIOp>(
        loc, batch, constantIndex(loc, blocks->count)));
    for (int64_t d = 0; d < m; ++d) {
      int64_t padded =
          type.getDimSize(d + 1) + blocks->before[d] + blocks->after[d];
      if (padded % blocks->block[d] != 0)
        return error(op) << "padded_shape[" << d << "]=" << padded
                         << " is not divisible by block_shape[" << d
                         << "]=" << blocks->block[d];
      outSizes[d + 1] = b.getIndexAttr(padded / blocks->block[d]);
    }
    Type element = type.getElementType();
    Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(element));
    results.push_back(generate(
        loc, outSizes, element, [&](OpBuilder &nb, Location nloc) -> Value {
          Value o = linalg::IndexOp::create(nb, nloc, 0);
          Value bi = arith::RemUIOp::create(nb, nloc, o, batch);
          SmallVector<Value> offsets =
              delinearize(nb, nloc, arith::DivUIOp::create(nb, nloc, o, batch),
                          blocks->block);
          SmallVector<Value> at = {bi};
          Value inside = arith::ConstantIntOp::create(nb, nloc, 1, 1);
          for (int64_t d = 0; d < m; ++d) {
            // y * block + i - before, in range of the unpadded input?
            Value y = linalg::IndexOp::create(nb, nloc, d + 1);
            Value p = arith::AddIOp::create(
                nb, nloc,
                arith::MulIOp::create(
                    nb, nloc, y,
                    arith::ConstantIndexOp::create(nb, nloc, blocks->block[d])),
                offsets[d]);
            Value s = arith::SubIOp::create(
                nb, nloc, p,
                arith::ConstantIndexOp::create(nb, nloc, blocks->before[d]));
            Value ok = arith::AndIOp::create(
                nb, nloc,
                arith::CmpIOp::create(
                    nb, nloc, arith::CmpIPredicate::sge, s,
                    arith::ConstantIndexOp::create(nb, nloc, 0)),
                arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::slt, s,
                                      arith::ConstantIndexOp::create(
                                          nb, nloc, type.getDimSize(d + 1))));
            inside = arith::AndIOp::create(nb, nloc, inside, ok);
            at.push_back(arith::SelectOp::create(
                nb, nloc, ok, s, arith::ConstantIndexOp::create(nb, nloc, 0)));
          }
          for (int64_t d = m + 1; d < rank; ++d)
            at.push_back(linalg::IndexOp::create(nb, nloc, d));
          Value v = tensor::ExtractOp::create(nb, nloc, input, at);
          return arith::SelectOp::create(nb, nloc, inside, v, zero);
        }));
    return success();
  };
  // BatchToSpaceND(input, block_shape, crops): the inverse, cropped:
  // out[b, z..., r...] = input[(i * B) + b, y..., r...] with
  // z + crop_start = y * block + i.
  h["BatchToSpaceND"] =
      [this, blocksOf](Operation *op, ArrayRef<Value> operands,
                       SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value input = toTensor(loc, operands[0]);
    RankedTensorType type;
    FailureOr<SpatialBlocks> blocks =
        blocksOf(op, input, operands, "crops", type);
    if (failed(blocks))
      return failure();
    int64_t m = blocks->block.size(), rank = type.getRank();
    SmallVector<OpFoldResult> sizes = sizesOf(loc, input);
    SmallVector<OpFoldResult> outSizes(sizes);
    int64_t batchIn = type.getDimSize(0);
    if (!ShapedType::isDynamic(batchIn) && batchIn % blocks->count != 0)
      return error(op) << "Input batch dimension (" << batchIn
                       << ") is not divisible by product of block sizes ("
                       << blocks->count << ")";
    Value batch = b.createOrFold<arith::DivUIOp>(
        loc, getValueOrCreateConstantIndexOp(b, loc, sizes[0]),
        constantIndex(loc, blocks->count));
    outSizes[0] = getAsOpFoldResult(batch);
    for (int64_t d = 0; d < m; ++d) {
      int64_t full = type.getDimSize(d + 1) * blocks->block[d];
      int64_t kept = full - blocks->before[d] - blocks->after[d];
      if (kept < 0)
        return error(op) << "crops must be less than the block's span " << full
                         << " in spatial dimension " << d;
      outSizes[d + 1] = b.getIndexAttr(kept);
    }
    Type element = type.getElementType();
    results.push_back(generate(
        loc, outSizes, element, [&](OpBuilder &nb, Location nloc) -> Value {
          Value bi = linalg::IndexOp::create(nb, nloc, 0);
          Value offset = arith::ConstantIndexOp::create(nb, nloc, 0);
          SmallVector<Value> at(1);
          for (int64_t d = 0; d < m; ++d) {
            Value z = arith::AddIOp::create(
                nb, nloc, linalg::IndexOp::create(nb, nloc, d + 1),
                arith::ConstantIndexOp::create(nb, nloc, blocks->before[d]));
            Value size =
                arith::ConstantIndexOp::create(nb, nloc, blocks->block[d]);
            at.push_back(arith::DivUIOp::create(nb, nloc, z, size));
            offset = arith::AddIOp::create(
                nb, nloc, arith::MulIOp::create(nb, nloc, offset, size),
                arith::RemUIOp::create(nb, nloc, z, size));
          }
          at[0] = arith::AddIOp::create(
              nb, nloc, arith::MulIOp::create(nb, nloc, offset, batch), bi);
          for (int64_t d = m + 1; d < rank; ++d)
            at.push_back(linalg::IndexOp::create(nb, nloc, d));
          return tensor::ExtractOp::create(nb, nloc, input, at);
        }));
    return success();
  };

  // MirrorPad(input, paddings, mode) and MirrorPadGrad(grad, paddings,
  // mode): the gradient sums, per padded dimension in turn, each element's
  // own position and the (at most two) mirrored ones that read it.
  auto mirrorPaddings =
      [this](Operation *op, Value paddings, RankedTensorType type,
             bool &reflect) -> FailureOr<SmallVector<int64_t>> {
    auto mode = op->getAttrOfType<StringAttr>("mode");
    if (!mode ||
        (mode.getValue() != "REFLECT" && mode.getValue() != "SYMMETRIC")) {
      error(op) << "needs mode REFLECT or SYMMETRIC";
      return failure();
    }
    reflect = mode.getValue() == "REFLECT";
    FailureOr<SmallVector<int64_t>> pads = constInts(op, paddings, "paddings");
    if (failed(pads))
      return failure();
    if ((int64_t)pads->size() != 2 * type.getRank()) {
      error(op) << "needs paddings of shape [" << type.getRank() << ", 2]";
      return failure();
    }
    for (int64_t v : *pads)
      if (v < 0) {
        error(op) << "Paddings must be non-negative";
        return failure();
      }
    return pads;
  };
  h["MirrorPad"] =
      [this, mirrorPaddings](Operation *op, ArrayRef<Value> operands,
                             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value input = toTensor(loc, operands[0]);
    auto type = dyn_cast<RankedTensorType>(input.getType());
    if (!type)
      return error(op) << "needs a ranked input, got " << input.getType();
    bool reflect;
    FailureOr<SmallVector<int64_t>> pads =
        mirrorPaddings(op, operands[1], type, reflect);
    if (failed(pads))
      return failure();
    int64_t rank = type.getRank();
    // Dimensions without padding (a batch of unknown size) are copied.
    SmallVector<OpFoldResult> sizes = sizesOf(loc, input);
    SmallVector<bool> padded(rank, false);
    for (int64_t d = 0; d < rank; ++d) {
      int64_t n = type.getDimSize(d), lo = (*pads)[2 * d],
              hi = (*pads)[2 * d + 1];
      if (lo == 0 && hi == 0)
        continue;
      if (ShapedType::isDynamic(n))
        return error(op) << "pads dimension " << d << " of unknown size in "
                         << input.getType();
      padded[d] = true;
      // TensorFlow's messages.
      if (reflect && (lo >= n || hi >= n))
        return error(op) << "paddings must be less than the dimension size: "
                         << lo << ", " << hi << " not less than " << n;
      if (!reflect && (lo > n || hi > n))
        return error(op)
               << "paddings must be no greater than the dimension size: " << lo
               << ", " << hi << " greater than " << n;
      sizes[d] = b.getIndexAttr(n + lo + hi);
    }
    results.push_back(generate(
        loc, sizes, type.getElementType(),
        [&](OpBuilder &nb, Location nloc) -> Value {
          SmallVector<Value> at;
          for (int64_t d = 0; d < rank; ++d) {
            Value i = linalg::IndexOp::create(nb, nloc, d);
            at.push_back(padded[d] ? mirrorSource(nb, nloc, i, (*pads)[2 * d],
                                                  type.getDimSize(d), reflect)
                                   : i);
          }
          return tensor::ExtractOp::create(nb, nloc, input, at);
        }));
    return success();
  };
  h["MirrorPadGrad"] =
      [this, mirrorPaddings](Operation *op, ArrayRef<Value> operands,
                             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value grad = toTensor(loc, operands[0]);
    auto type = dyn_cast<RankedTensorType>(grad.getType());
    if (!type || !isFloat(type.getElementType()))
      return error(op) << "needs a ranked float gradient, got "
                       << grad.getType();
    bool reflect;
    FailureOr<SmallVector<int64_t>> pads =
        mirrorPaddings(op, operands[1], type, reflect);
    if (failed(pads))
      return failure();
    int64_t rank = type.getRank();
    Type element = type.getElementType();
    SmallVector<int64_t> shape(type.getShape());
    for (int64_t d = 0; d < rank; ++d) {
      int64_t lo = (*pads)[2 * d], hi = (*pads)[2 * d + 1];
      if (lo == 0 && hi == 0)
        continue;
      if (ShapedType::isDynamic(shape[d]))
        return error(op) << "pads dimension " << d << " of unknown size in "
                         << grad.getType();
      int64_t n = shape[d] - lo - hi;
      if (n < 1 || lo > (reflect ? n - 1 : n) || hi > (reflect ? n - 1 : n))
        return error(op) << "has paddings larger than its input allows in "
                            "dimension "
                         << d;
      Value source = grad;
      shape[d] = n;
      SmallVector<OpFoldResult> sizes = sizesOf(loc, source);
      sizes[d] = b.getIndexAttr(n);
      grad = generate(
          loc, sizes, element, [&](OpBuilder &nb, Location nloc) -> Value {
            auto c = [&](int64_t v) -> Value {
              return arith::ConstantIndexOp::create(nb, nloc, v);
            };
            SmallVector<Value> at;
            for (int64_t e = 0; e < rank; ++e)
              at.push_back(linalg::IndexOp::create(nb, nloc, e));
            Value j = at[d];
            auto read = [&](Value i) -> Value {
              SmallVector<Value> where(at);
              where[d] = i;
              return tensor::ExtractOp::create(nb, nloc, source, where);
            };
            Value sum = read(arith::AddIOp::create(nb, nloc, j, c(lo)));
            // The mirror before the input: position lo - j (REFLECT) or
            // lo - 1 - j (SYMMETRIC), when inside the padding.
            Value left =
                arith::SubIOp::create(nb, nloc, c(reflect ? lo : lo - 1), j);
            Value leftOk = arith::AndIOp::create(
                nb, nloc,
                arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::sge, left,
                                      c(0)),
                arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::slt, left,
                                      c(lo)));
            // ... and after it: lo + 2n - 2 - j or lo + 2n - 1 - j.
            Value right = arith::SubIOp::create(
                nb, nloc, c(lo + (reflect ? 2 * n - 2 : 2 * n - 1)), j);
            Value rightOk = arith::AndIOp::create(
                nb, nloc,
                arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::sge,
                                      right, c(lo + n)),
                arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::slt,
                                      right, c(lo + n + hi)));
            Value zero =
                arith::ConstantOp::create(nb, nloc, nb.getZeroAttr(element));
            Value l =
                read(arith::SelectOp::create(nb, nloc, leftOk, left, c(0)));
            Value r =
                read(arith::SelectOp::create(nb, nloc, rightOk, right, c(0)));
            sum = arith::AddFOp::create(
                nb, nloc, sum,
                arith::SelectOp::create(nb, nloc, leftOk, l, zero));
            sum = arith::AddFOp::create(
                nb, nloc, sum,
                arith::SelectOp::create(nb, nloc, rightOk, r, zero));
            return sum;
          });
    }
    results.push_back(grad);
    return success();
  };
  // SpaceToDepth / DepthToSpace(input), NHWC: each block_size x
  // block_size block of pixels moves into the channels, block row major
  // (DepthToSpace moves it back): with b = block_size and C the input's
  // depth, SpaceToDepth's out[n, y, x, (i * b + j) * C + c] =
  // in[n, y * b + i, x * b + j, c].
  for (bool toDepth : {true, false})
    h[toDepth ? "SpaceToDepth" : "DepthToSpace"] =
        [this, toDepth](Operation *op, ArrayRef<Value> operands,
                        SmallVectorImpl<Value> &results) -> LogicalResult {
      Location loc = op->getLoc();
      Value input = toTensor(loc, operands[0]);
      auto blockAttr = op->getAttrOfType<IntegerAttr>("block_size");
      if (!blockAttr)
        return error(op) << "needs a 'block_size' attribute";
      int64_t block = blockAttr.getInt();
      if (block < 2)
        return error(op) << "Value for attr 'block_size' of " << block
                         << " must be at least minimum 2";
      // TensorFlow's kernels read it as an int (and square it).
      if (block > std::numeric_limits<int32_t>::max())
        return error(op) << "Attr block_size has value " << block
                         << " out of range for an int32";
      if (auto format = op->getAttrOfType<StringAttr>("data_format");
          format && format.getValue() != "NHWC")
        return error(op) << "takes only data_format \"NHWC\" (TensorFlow's "
                            "CPU kernels' only one), got "
                         << format;
      auto type = dyn_cast<RankedTensorType>(input.getType());
      if (!type)
        return error(op) << "needs a ranked input, got " << input.getType();
      if (type.getRank() != 4)
        return error(op) << (toDepth ? "Input rank should be 4 instead of "
                                     : "Input rank should be: 4 instead of: ")
                         << type.getRank();
      // Sizes known at compile time are checked here, the others at run
      // time with the same message (a batch or a gradient's depth of
      // unknown size).
      ArrayRef<int64_t> shape = type.getShape();
      int64_t area = block * block;
      auto blockError = [&](int64_t rows, int64_t cols, int64_t depth) {
        if (toDepth)
          return error(op) << "Image width " << cols << " and height " << rows
                           << " should be divisible by block_size: " << block;
        return error(op) << "Input depth dimension " << depth
                         << " should be divisible by: " << area;
      };
      if (toDepth && ((!ShapedType::isDynamic(shape[1]) && shape[1] % block) ||
                      (!ShapedType::isDynamic(shape[2]) && shape[2] % block)))
        return blockError(shape[1], shape[2], shape[3]);
      if (!toDepth && !ShapedType::isDynamic(shape[3]) && shape[3] % area)
        return blockError(shape[1], shape[2], shape[3]);
      SmallVector<OpFoldResult> sizes = sizesOf(loc, input);
      auto index = [&](int64_t v) -> Value {
        return arith::ConstantIndexOp::create(b, loc, v);
      };
      auto rest = [&](OpFoldResult size, int64_t divisor) {
        return b.createOrFold<arith::RemUIOp>(
            loc, getValueOrCreateConstantIndexOp(b, loc, size), index(divisor));
      };
      auto asI64 = [&](OpFoldResult size) -> Value {
        return arith::IndexCastOp::create(
            b, loc, b.getI64Type(),
            getValueOrCreateConstantIndexOp(b, loc, size));
      };
      Value zero = index(0);
      if (toDepth) {
        Value divisible = b.createOrFold<arith::AndIOp>(
            loc,
            b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq,
                                          rest(sizes[1], block), zero),
            b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq,
                                          rest(sizes[2], block), zero));
        if (!matchPattern(divisible, m_One()))
          requireAtRunTime(loc, divisible,
                           "Image width {1} and height {0} should be "
                           "divisible by block_size: " +
                               std::to_string(block),
                           {asI64(sizes[1]), asI64(sizes[2])});
      } else {
        Value divisible = b.createOrFold<arith::CmpIOp>(
            loc, arith::CmpIPredicate::eq, rest(sizes[3], area), zero);
        if (!matchPattern(divisible, m_One()))
          requireAtRunTime(loc, divisible,
                           "Input depth dimension {0} should be divisible "
                           "by: " +
                               std::to_string(area),
                           {asI64(sizes[3])});
      }
      auto scaled = [&](OpFoldResult size, bool multiply,
                        int64_t factor) -> OpFoldResult {
        Value v = getValueOrCreateConstantIndexOp(b, loc, size);
        Value r = multiply
                      ? b.createOrFold<arith::MulIOp>(loc, v, index(factor))
                      : b.createOrFold<arith::DivUIOp>(loc, v, index(factor));
        return getAsOpFoldResult(r);
      };
      // The input's depth for SpaceToDepth, the output's for DepthToSpace.
      OpFoldResult spaceDepth =
          toDepth ? sizes[3] : scaled(sizes[3], false, area);
      sizes[1] = scaled(sizes[1], !toDepth, block);
      sizes[2] = scaled(sizes[2], !toDepth, block);
      sizes[3] = toDepth ? scaled(sizes[3], true, area) : spaceDepth;
      Value spaceDepthValue =
          getValueOrCreateConstantIndexOp(b, loc, spaceDepth);
      results.push_back(generate(
          loc, sizes, type.getElementType(),
          [&](OpBuilder &nb, Location nloc) -> Value {
            auto c = [&](int64_t v) {
              return arith::ConstantIndexOp::create(nb, nloc, v).getResult();
            };
            SmallVector<Value> out;
            for (int64_t d = 0; d < 4; ++d)
              out.push_back(linalg::IndexOp::create(nb, nloc, d));
            SmallVector<Value> at = {out[0]};
            if (toDepth) {
              Value offset =
                  arith::DivUIOp::create(nb, nloc, out[3], spaceDepthValue);
              Value i = arith::DivUIOp::create(nb, nloc, offset, c(block));
              Value j = arith::RemUIOp::create(nb, nloc, offset, c(block));
              for (auto [o, k] : {std::pair(out[1], i), {out[2], j}})
                at.push_back(arith::AddIOp::create(
                    nb, nloc, arith::MulIOp::create(nb, nloc, o, c(block)), k));
              at.push_back(
                  arith::RemUIOp::create(nb, nloc, out[3], spaceDepthValue));
            } else {
              Value i = arith::RemUIOp::create(nb, nloc, out[1], c(block));
              Value j = arith::RemUIOp::create(nb, nloc, out[2], c(block));
              at.push_back(arith::DivUIOp::create(nb, nloc, out[1], c(block)));
              at.push_back(arith::DivUIOp::create(nb, nloc, out[2], c(block)));
              Value offset = arith::AddIOp::create(
                  nb, nloc, arith::MulIOp::create(nb, nloc, i, c(block)), j);
              at.push_back(arith::AddIOp::create(
                  nb, nloc,
                  arith::MulIOp::create(nb, nloc, offset, spaceDepthValue),
                  out[3]));
            }
            return tensor::ExtractOp::create(nb, nloc, input, at);
          }));
      return success();
    };
  // Roll(input, shift, axis): along each axis, out[..., i, ...] =
  // in[..., (i - shift) mod n, ...]; the shifts of a repeated axis add up.
  // The axes are constants; the shifts may come from data. As TensorFlow's
  // kernel, each shift is taken modulo max(n, 1) before they are added.
  h["Roll"] = [this](Operation *op, ArrayRef<Value> operands,
                     SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value input = toTensor(loc, operands[0]);
    Value shift = toTensor(loc, operands[1]);
    auto type = dyn_cast<RankedTensorType>(input.getType());
    auto shiftType = dyn_cast<RankedTensorType>(shift.getType());
    if (!type || !shiftType)
      return error(op) << "needs a ranked input and shift";
    int64_t rank = type.getRank();
    if (rank == 0)
      return error(op) << "input must be 1-D or higher";
    FailureOr<SmallVector<int64_t>> axes = constInts(op, operands[2], "axis");
    if (failed(axes))
      return failure();
    int64_t shifts = shiftType.getRank() == 0 ? 1 : shiftType.getDimSize(0);
    if (ShapedType::isDynamic(shifts))
      return error(op) << "needs a shift of a known length, got " << shiftType;
    if (shifts != static_cast<int64_t>(axes->size()))
      return error(op) << "shift and axis must have the same size";
    SmallVector<Value> net(rank);
    for (auto [k, axis] : llvm::enumerate(*axes)) {
      if (axis < 0)
        axis += rank;
      if (axis < 0 || axis >= rank)
        return error(op) << "axis " << axis << " is out of range";
      Value element =
          shiftType.getRank() == 0
              ? b.createOrFold<tensor::ExtractOp>(loc, shift, ValueRange{})
              : b.createOrFold<tensor::ExtractOp>(
                    loc, shift, ValueRange{constantIndex(loc, k)});
      Value one = constantIndex(loc, 1);
      Value length = b.createOrFold<arith::MaxSIOp>(
          loc, b.createOrFold<tensor::DimOp>(loc, input, axis), one);
      // ((sum + shift) % n + n) % n, from shift % n so that nothing
      // overflows.
      auto mod = [&](Value v) {
        return b.createOrFold<arith::RemSIOp>(
            loc,
            b.createOrFold<arith::AddIOp>(
                loc, b.createOrFold<arith::RemSIOp>(loc, v, length), length),
            length);
      };
      Value sum = mod(
          b.createOrFold<arith::IndexCastOp>(loc, b.getIndexType(), element));
      if (net[axis])
        sum = mod(b.createOrFold<arith::AddIOp>(loc, net[axis], sum));
      net[axis] = sum;
    }
    SmallVector<OpFoldResult> sizes = sizesOf(loc, input);
    results.push_back(generate(
        loc, sizes, type.getElementType(),
        [&](OpBuilder &nb, Location nloc) -> Value {
          SmallVector<Value> at;
          for (int64_t d = 0; d < rank; ++d) {
            Value i = linalg::IndexOp::create(nb, nloc, d);
            if (net[d]) {
              // i - s, wrapped: s < n, so one addition of n suffices.
              Value length =
                  getValueOrCreateConstantIndexOp(nb, nloc, sizes[d]);
              Value back = arith::SubIOp::create(nb, nloc, i, net[d]);
              Value wrapped = arith::AddIOp::create(nb, nloc, back, length);
              Value negative = arith::CmpIOp::create(
                  nb, nloc, arith::CmpIPredicate::slt, back,
                  arith::ConstantIndexOp::create(nb, nloc, 0));
              i = arith::SelectOp::create(nb, nloc, negative, wrapped, back);
            }
            at.push_back(i);
          }
          return tensor::ExtractOp::create(nb, nloc, input, at);
        }));
    return success();
  };
}

} // namespace mlir::tagrad::tf_legalize
