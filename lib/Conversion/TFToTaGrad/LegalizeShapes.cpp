//===- LegalizeShapes.cpp - Shape ops
//---------------------------------------===//
//
// Shape arithmetic, reshapes, concatenation and splitting,
// fills, tiling, ranges (Range, LinSpace), padding and reversal.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {

/// Groups for collapsing `shape` to its non-unit dimensions (unit
/// dimensions join the group before them, leading ones the first group).
static SmallVector<ReassociationIndices>
unitDimensionGroups(ArrayRef<int64_t> shape) {
  SmallVector<ReassociationIndices> groups;
  ReassociationIndices leading;
  for (int64_t d = 0, e = shape.size(); d < e; ++d) {
    if (shape[d] == 1) {
      if (groups.empty())
        leading.push_back(d);
      else
        groups.back().push_back(d);
      continue;
    }
    ReassociationIndices group = leading;
    leading.clear();
    group.push_back(d);
    groups.push_back(group);
  }
  return groups;
}

/// Reshapes to `shape` (no -1). A static reshape goes through one flat
/// dimension; with dynamic dimensions, only unit dimensions may come and
/// go (the non-unit dimensions must be the same in the same order), else
/// tensor.reshape with the shape computed at run time.
FailureOr<Value> Legalizer::reshape(Operation *op, Value input,
                                    ArrayRef<int64_t> shape) {
  Location loc = op->getLoc();
  auto type = cast<RankedTensorType>(input.getType());
  auto resultType = RankedTensorType::get(shape, type.getElementType());
  if (resultType == type)
    return input;
  auto reassociationOver = [](int64_t rank) {
    SmallVector<ReassociationIndices> all(1);
    for (int64_t d = 0; d < rank; ++d)
      all[0].push_back(d);
    return rank == 0 ? SmallVector<ReassociationIndices>() : all;
  };
  if (type.hasStaticShape() && resultType.hasStaticShape()) {
    if (type.getNumElements() != resultType.getNumElements()) {
      error(op) << "cannot reshape " << type << " to " << resultType;
      return failure();
    }
    if (input.getDefiningOp<tensor::FromElementsOp>())
      if (std::optional<SmallVector<Value>> values = knownElements(loc, input))
        return tensor::FromElementsOp::create(b, loc, resultType, *values)
            .getResult();
    Value v = input;
    if (type.getRank() != 1) {
      auto flat =
          RankedTensorType::get({type.getNumElements()}, type.getElementType());
      v = type.getRank() == 0
              ? b.createOrFold<tensor::ExpandShapeOp>(
                    loc, flat, v, ArrayRef<ReassociationIndices>{})
              : b.createOrFold<tensor::CollapseShapeOp>(
                    loc, flat, v, reassociationOver(type.getRank()));
    }
    if (resultType.getRank() == 1)
      return v;
    if (resultType.getRank() == 0)
      return b.createOrFold<tensor::CollapseShapeOp>(
          loc, resultType, v, ArrayRef<ReassociationIndices>{});
    return b.createOrFold<tensor::ExpandShapeOp>(
        loc, resultType, v, reassociationOver(shape.size()));
  }
  SmallVector<int64_t> from, to;
  for (int64_t d : type.getShape())
    if (d != 1)
      from.push_back(d);
  for (int64_t d : shape)
    if (d != 1)
      to.push_back(d);
  if (from == to) {
    // Collapse away the input's unit dimensions, then expand the result's.
    auto core = RankedTensorType::get(from, type.getElementType());
    Value v = input;
    if (core != type)
      v = tensor::CollapseShapeOp::create(b, loc, core, v,
                                          unitDimensionGroups(type.getShape()));
    if (core == resultType)
      return v;
    return tensor::ExpandShapeOp::create(b, loc, resultType, v,
                                         unitDimensionGroups(shape))
        .getResult();
  }
  // Dimensions known only at run time that do not line up: the shape is
  // computed from the result type's static sizes and the input's size.
  Value total = constantIndex(loc, 1);
  for (int64_t d = 0; d < type.getRank(); ++d)
    total = b.createOrFold<arith::MulIOp>(
        loc, total, b.createOrFold<tensor::DimOp>(loc, input, d));
  int64_t known = 1, dynamicCount = 0;
  for (int64_t d : shape) {
    if (ShapedType::isDynamic(d))
      ++dynamicCount;
    else
      known *= d;
  }
  if (dynamicCount > 1) {
    error(op) << "cannot reshape " << type << " to " << resultType
              << " (more than one size known only at run time)";
    return failure();
  }
  SmallVector<OpFoldResult> dims;
  for (int64_t d : shape)
    dims.push_back(ShapedType::isDynamic(d)
                       ? OpFoldResult(b.createOrFold<arith::DivUIOp>(
                             loc, total, constantIndex(loc, known)))
                       : OpFoldResult(b.getIndexAttr(d)));
  // The input's element count, known at run time only, must be the
  // requested sizes' product (a multiple of it, with a size to infer), as
  // TensorFlow checks; a tensor of 25 values reshaped to [4, 6] is an
  // error, not its first 24 values.
  Value whole = dynamicCount
                    ? b.createOrFold<arith::RemUIOp>(loc, total,
                                                     constantIndex(loc, known))
                    : b.createOrFold<arith::SubIOp>(loc, total,
                                                    constantIndex(loc, known));
  Value fits = b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq,
                                             whole, constantIndex(loc, 0));
  if (matchPattern(fits, m_Zero())) {
    error(op) << "cannot reshape " << type << " to " << resultType;
    return failure();
  }
  if (!matchPattern(fits, m_One()))
    requireAtRunTime(
        loc, fits,
        dynamicCount ? "Input to reshape is a tensor with {0} values, but the "
                       "requested shape requires a multiple of {1}"
                     : "Input to reshape is a tensor with {0} values, but the "
                       "requested shape has {1}",
        {arith::IndexCastOp::create(b, loc, b.getI64Type(), total),
         arith::ConstantIntOp::create(b, loc, known, 64)});
  return reshapeThroughFlat(loc, input, resultType, dims);
}

/// Reshapes through one flat dimension to sizes known at run time. Not
/// tensor.reshape: its buffer (memref.reshape of a function argument) is
/// freed by the ownership-based deallocation in MLIR 22, which crashes.
Value Legalizer::reshapeThroughFlat(Location loc, Value input,
                                    RankedTensorType resultType,
                                    ArrayRef<OpFoldResult> sizes) {
  auto type = cast<RankedTensorType>(input.getType());
  int64_t flatSize =
      type.hasStaticShape() ? type.getNumElements() : ShapedType::kDynamic;
  auto flatType = RankedTensorType::get({flatSize}, type.getElementType());
  SmallVector<ReassociationIndices> inGroup(1), outGroup(1);
  for (int64_t d = 0; d < type.getRank(); ++d)
    inGroup[0].push_back(d);
  for (int64_t d = 0; d < resultType.getRank(); ++d)
    outGroup[0].push_back(d);
  Value flat = input;
  if (type.getRank() == 0)
    flat = tensor::ExpandShapeOp::create(b, loc, flatType, input,
                                         ArrayRef<ReassociationIndices>{});
  else if (type.getRank() != 1)
    flat = tensor::CollapseShapeOp::create(b, loc, flatType, input, inGroup);
  if (resultType.getRank() == 0) {
    // A scalar's one element: collapse_shape wants it known statically.
    auto single = RankedTensorType::get({1}, type.getElementType());
    if (flat.getType() != single)
      flat = tensor::CastOp::create(b, loc, single, flat);
    return tensor::CollapseShapeOp::create(b, loc, resultType, flat,
                                           ArrayRef<ReassociationIndices>{});
  }
  // expand_shape wants the flat size static exactly when the result's
  // sizes all are.
  auto target = RankedTensorType::get({resultType.hasStaticShape()
                                           ? resultType.getNumElements()
                                           : ShapedType::kDynamic},
                                      type.getElementType());
  if (flat.getType() != target)
    flat = tensor::CastOp::create(b, loc, target, flat);
  if (resultType.getRank() == 1)
    return flat;
  return tensor::ExpandShapeOp::create(b, loc, resultType, flat, outGroup,
                                       sizes);
}

Value Legalizer::squeezeChecked(Operation *op, Value input,
                                const llvm::SmallBitVector &drop) {
  Location loc = op->getLoc();
  auto type = cast<RankedTensorType>(input.getType());
  int64_t rank = type.getRank();
  SmallVector<int64_t> shape;
  for (int64_t d = 0; d < rank; ++d)
    if (!drop[d])
      shape.push_back(type.getDimSize(d));
  auto resultType = RankedTensorType::get(shape, type.getElementType());
  if (shape.empty()) {
    Value zero = constantIndex(loc, 0);
    Value element = tensor::ExtractOp::create(b, loc, input,
                                              SmallVector<Value>(rank, zero));
    return tensor::FromElementsOp::create(b, loc, resultType, element);
  }
  // Each dropped dimension goes into the group of the next kept one (the
  // last kept one for those after it).
  SmallVector<ReassociationIndices> groups;
  ReassociationIndices pending;
  for (int64_t d = 0; d < rank; ++d) {
    pending.push_back(d);
    if (!drop[d]) {
      groups.push_back(pending);
      pending.clear();
    }
  }
  llvm::append_range(groups.back(), pending);
  Value collapsed = tensor::CollapseShapeOp::create(b, loc, input, groups);
  return b.createOrFold<tensor::CastOp>(loc, resultType, collapsed);
}

FailureOr<Value> Legalizer::concat(Operation *op, ArrayRef<Value> inputs,
                                   int64_t axis) {
  Location loc = op->getLoc();
  auto first = cast<RankedTensorType>(inputs[0].getType());
  int64_t rank = first.getRank();
  if (axis < 0)
    axis += rank;
  // Shapes, constant or known in part (pieces built from scalars)
  // concatenate to one vector of their scalars, so the known sizes stay
  // known (a constant when every one is).
  if (rank == 1 && axis == 0) {
    SmallVector<Value> scalars;
    for (Value v : inputs) {
      std::optional<SmallVector<Value>> known =
          getElementTypeOrSelf(v.getType()) == first.getElementType()
              ? knownElements(loc, v)
              : std::nullopt;
      if (!known) {
        scalars.clear();
        break;
      }
      llvm::append_range(scalars, *known);
    }
    if (!scalars.empty() && (int64_t)scalars.size() <= kMaxFoldedElements)
      return b.createOrFold<tensor::FromElementsOp>(
          loc,
          RankedTensorType::get({(int64_t)scalars.size()},
                                first.getElementType()),
          scalars);
  }
  // Small matrices of them (Slice's gradient: its paddings, the begin and
  // the rest side by side) likewise, element by element in row-major
  // order.
  if (rank > 1 && axis >= 0 && axis < rank && first.hasStaticShape() &&
      llvm::any_of(inputs, [](Value v) {
        return v.getDefiningOp<tensor::FromElementsOp>();
      })) {
    SmallVector<SmallVector<Value>> parts;
    SmallVector<int64_t> shape(first.getShape());
    shape[axis] = 0;
    for (Value v : inputs) {
      auto t = dyn_cast<RankedTensorType>(v.getType());
      std::optional<SmallVector<Value>> known =
          t && t.hasStaticShape() && t.getRank() == rank &&
                  t.getElementType() == first.getElementType()
              ? knownElements(loc, v)
              : std::nullopt;
      bool fits = known.has_value();
      for (int64_t d = 0; fits && d < rank; ++d)
        fits = d == axis || t.getDimSize(d) == first.getDimSize(d);
      if (!fits) {
        parts.clear();
        break;
      }
      parts.push_back(*known);
      shape[axis] += t.getDimSize(axis);
    }
    int64_t outer = 1, inner = 1;
    for (int64_t d = 0; d < axis; ++d)
      outer *= shape[d];
    for (int64_t d = axis + 1; d < rank; ++d)
      inner *= shape[d];
    if (!parts.empty() && outer * shape[axis] * inner <= kMaxFoldedElements) {
      // Output (o, row of input k, i) is input k's (o, row, i).
      SmallVector<Value> scalars;
      for (int64_t o = 0; o < outer; ++o)
        for (auto [k, part] : llvm::enumerate(parts)) {
          int64_t rows =
              cast<RankedTensorType>(inputs[k].getType()).getDimSize(axis);
          for (int64_t row = 0; row < rows; ++row)
            for (int64_t i = 0; i < inner; ++i)
              scalars.push_back(part[(o * rows + row) * inner + i]);
        }
      return b.createOrFold<tensor::FromElementsOp>(
          loc, RankedTensorType::get(shape, first.getElementType()), scalars);
    }
  }
  if (axis < 0 || axis >= rank) {
    error(op) << "has axis out of range for rank " << rank;
    return failure();
  }
  for (Value v : inputs) {
    auto t = dyn_cast<RankedTensorType>(v.getType());
    if (!t || t.getRank() != rank ||
        t.getElementType() != first.getElementType()) {
      error(op) << "needs inputs of one rank and element type, got " << first
                << " and " << v.getType();
      return failure();
    }
    for (int64_t d = 0; d < rank; ++d)
      if (d != axis && !t.isDynamicDim(d) && !first.isDynamicDim(d) &&
          t.getDimSize(d) != first.getDimSize(d)) {
        error(op) << "concatenates " << first << " and " << t
                  << ", which differ in dimension " << d;
        return failure();
      }
  }
  // Dimensions known only at run time must agree there (TensorFlow's
  // message; a mismatch would write past the result).
  for (auto [i, v] : llvm::enumerate(inputs)) {
    auto t = cast<RankedTensorType>(v.getType());
    for (int64_t d = 0; d < rank; ++d) {
      if (d == axis || i == 0 || (!t.isDynamicDim(d) && !first.isDynamicDim(d)))
        continue;
      Value a = dimAsI64(b, loc, inputs[0], d), c = dimAsI64(b, loc, v, d);
      runtimeCheck(
          loc, arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, a, c),
          "ConcatOp : Dimension " + std::to_string(d) +
              " in both shapes must be equal: {0} in shape[0] vs. "
              "{1} in shape[" +
              std::to_string(i) + "]",
          {a, c});
    }
  }
  // Constants (shape computations in gradients) are joined here.
  SmallVector<DenseElementsAttr> constants;
  for (Value v : inputs) {
    DenseElementsAttr c;
    auto t = dyn_cast<RankedTensorType>(v.getType());
    if (!t || !t.hasStaticShape() || t.getRank() != rank ||
        t.getNumElements() > 4096 || !matchPattern(v, m_Constant(&c)))
      break;
    constants.push_back(c);
  }
  if (constants.size() == inputs.size()) {
    SmallVector<int64_t> shape(first.getShape());
    shape[axis] = 0;
    for (DenseElementsAttr c : constants)
      shape[axis] += cast<RankedTensorType>(c.getType()).getDimSize(axis);
    // Row-major: the outer dimensions before `axis`, then each input's
    // block of its axis size times the inner dimensions.
    int64_t outer = 1;
    for (int64_t d = 0; d < axis; ++d)
      outer *= shape[d];
    SmallVector<SmallVector<Attribute>> values;
    SmallVector<int64_t> blocks;
    for (DenseElementsAttr c : constants) {
      values.emplace_back(c.getValues<Attribute>());
      blocks.push_back(values.back().size() / std::max<int64_t>(outer, 1));
    }
    SmallVector<Attribute> out;
    for (int64_t o = 0; o < outer; ++o)
      for (auto [v, block] : llvm::zip(values, blocks))
        out.append(v.begin() + o * block, v.begin() + (o + 1) * block);
    return arith::ConstantOp::create(
               b, loc,
               DenseElementsAttr::get(
                   RankedTensorType::get(shape, first.getElementType()), out))
        .getResult();
  }
  SmallVector<OpFoldResult> sizes = sizesOf(loc, inputs[0]);
  Value total = constantIndex(loc, 0);
  SmallVector<OpFoldResult> offsets;
  for (Value v : inputs) {
    offsets.push_back(getAsOpFoldResult(total));
    total = b.createOrFold<arith::AddIOp>(
        loc, total, b.createOrFold<tensor::DimOp>(loc, v, axis));
  }
  sizes[axis] = getAsOpFoldResult(total);
  Value result = tensor::EmptyOp::create(b, loc, sizes, first.getElementType());
  for (auto [v, offset] : llvm::zip(inputs, offsets)) {
    // An input empty along the axis adds nothing (and its offset may be the
    // end, which insert_slice does not take).
    if (cast<RankedTensorType>(v.getType()).getDimSize(axis) == 0)
      continue;
    SmallVector<OpFoldResult> at(rank, b.getIndexAttr(0));
    at[axis] = offset;
    SmallVector<OpFoldResult> strides(rank, b.getIndexAttr(1));
    result = tensor::InsertSliceOp::create(b, loc, v, result, at,
                                           sizesOf(loc, v), strides);
  }
  return result;
}

/// The `-1` of a reshape's shape known only in part, where it is known
/// before run time: when each dynamic dimension of `input` is named by a
/// shape entry that is that very dimension (Keras' `Reshape((-1,))` packs
/// `Shape(x)[0]` with -1), the -1 is the product of the input's static
/// dimensions over the shape's static entries. kDynamic otherwise.
/// `dims`: the shape's entries (kDynamic where unknown or -1); `sizes`:
/// their values.
static int64_t inferredSizeAtCompileTime(RankedTensorType type, Value input,
                                         ArrayRef<int64_t> dims,
                                         ArrayRef<Value> sizes) {
  auto dimensionOfInput = [&](Value v) -> std::optional<int64_t> {
    while (Operation *cast = v.getDefiningOp()) {
      if (!isa<arith::IndexCastOp, arith::ExtSIOp, arith::TruncIOp>(cast))
        break;
      v = cast->getOperand(0);
    }
    auto dim = v.getDefiningOp<tensor::DimOp>();
    if (!dim || dim.getSource() != input)
      return std::nullopt;
    return dim.getConstantIndex();
  };
  SmallVector<bool> named(type.getRank(), false);
  int64_t shapeProduct = 1, unnamed = 0;
  for (auto [d, size] : llvm::enumerate(sizes)) {
    if (!ShapedType::isDynamic(dims[d])) {
      if (llvm::MulOverflow(shapeProduct, dims[d], shapeProduct))
        return ShapedType::kDynamic;
      continue;
    }
    std::optional<int64_t> j = dimensionOfInput(size);
    if (!j) {
      ++unnamed; // The -1 itself, or a size from data.
      continue;
    }
    if (*j < 0 || *j >= type.getRank() || !type.isDynamicDim(*j) || named[*j])
      return ShapedType::kDynamic;
    named[*j] = true;
  }
  int64_t inputProduct = 1;
  for (int64_t j = 0; j < type.getRank(); ++j) {
    if (type.isDynamicDim(j) && !named[j])
      return ShapedType::kDynamic;
    if (!type.isDynamicDim(j) &&
        llvm::MulOverflow(inputProduct, type.getDimSize(j), inputProduct))
      return ShapedType::kDynamic;
  }
  if (unnamed != 1 || shapeProduct <= 0 || inputProduct % shapeProduct != 0)
    return ShapedType::kDynamic;
  return inputProduct / shapeProduct;
}

/// Tile by multiples known only at run time: each output element reads the
/// input at its index modulo the input's size.
LogicalResult Legalizer::tileDynamic(Operation *op, Value input,
                                     Value multiples,
                                     SmallVectorImpl<Value> &results) {
  Location loc = op->getLoc();
  auto type = cast<RankedTensorType>(input.getType());
  auto multiplesType = dyn_cast<RankedTensorType>(multiples.getType());
  int64_t rank = type.getRank();
  if (!multiplesType || multiplesType.getRank() != 1 ||
      multiplesType.getDimSize(0) != rank)
    return error(op) << "needs one multiple per dimension";
  // Multiples known where they are constants (Shape of a partly static
  // tensor: a reduction's gradient tiles by the input's shape), so the
  // result keeps those dimensions static.
  std::optional<SmallVector<int64_t>> known = partialShape(multiples);
  SmallVector<OpFoldResult> sizes;
  SmallVector<Value> inputSizes;
  for (int64_t d = 0; d < rank; ++d) {
    Value size = b.createOrFold<tensor::DimOp>(loc, input, d);
    inputSizes.push_back(size);
    int64_t knownMultiple = known ? (*known)[d] : ShapedType::kDynamic;
    if (!ShapedType::isDynamic(knownMultiple)) {
      if (knownMultiple < 0)
        return error(op) << "Expected multiples[" << d << "] >= 0, but got "
                         << knownMultiple;
      int64_t tiled;
      if (knownMultiple == 1) {
        sizes.push_back(tensor::getMixedSize(b, loc, input, d));
        continue;
      }
      if (!type.isDynamicDim(d)) {
        if (llvm::MulOverflow(type.getDimSize(d), knownMultiple, tiled))
          return error(op) << "tiles dimension " << d << " of "
                           << type.getDimSize(d) << " elements "
                           << knownMultiple
                           << " times: more than 2**63 - 1 elements";
        sizes.push_back(b.getIndexAttr(tiled));
        continue;
      }
    }
    Value m =
        toIndex(loc, b.createOrFold<tensor::ExtractOp>(
                         loc, multiples, ValueRange{constantIndex(loc, d)}));
    runtimeCheck(
        loc,
        b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::slt, m,
                                      constantIndex(loc, 0)),
        ("Expected multiples[" + Twine(d) + "] >= 0, but got {0}").str(), m);
    Value size64 =
        b.createOrFold<arith::IndexCastOp>(loc, b.getI64Type(), size);
    Value m64 = b.createOrFold<arith::IndexCastOp>(loc, b.getI64Type(), m);
    auto tiled = arith::MulSIExtendedOp::create(b, loc, size64, m64);
    Value zero = arith::ConstantIntOp::create(b, loc, 0, 64);
    runtimeCheck(loc,
                 b.createOrFold<arith::OrIOp>(
                     loc,
                     b.createOrFold<arith::CmpIOp>(
                         loc, arith::CmpIPredicate::ne, tiled.getHigh(), zero),
                     b.createOrFold<arith::CmpIOp>(
                         loc, arith::CmpIPredicate::slt, tiled.getLow(), zero)),
                 "Encountered overflow when multiplying {0} with {1}, "
                 "result: -1",
                 ValueRange{size64, m64});
    sizes.push_back(getAsOpFoldResult(b.createOrFold<arith::IndexCastOp>(
        loc, b.getIndexType(), tiled.getLow())));
  }
  checkShapeFromData(loc, sizes, type.getElementType(), ShapeRule::AddDim);
  Value init = tensor::EmptyOp::create(b, loc, sizes, type.getElementType());
  SmallVector<AffineMap> maps = {b.getMultiDimIdentityMap(rank)};
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  results.push_back(
      linalg::GenericOp::create(
          b, loc, init.getType(), ValueRange{}, init, maps, iterators,
          [&](OpBuilder &nb, Location nloc, ValueRange) {
            SmallVector<Value> at;
            for (int64_t d = 0; d < rank; ++d)
              at.push_back(arith::RemUIOp::create(
                  nb, nloc, linalg::IndexOp::create(nb, nloc, d),
                  inputSizes[d]));
            linalg::YieldOp::create(
                nb, nloc,
                tensor::ExtractOp::create(nb, nloc, input, at).getResult());
          })
          .getResult(0));
  return success();
}

void Legalizer::registerShapeHandlers() {
  auto &h = handlers;
  // Shapes.
  h["Shape"] = [this](Operation *op, ArrayRef<Value> operands,
                      SmallVectorImpl<Value> &results) -> LogicalResult {
    Value input = toTensor(op->getLoc(), operands[0]);
    if (!isa<RankedTensorType>(input.getType()))
      return error(op) << "needs a ranked input, got " << input.getType();
    FailureOr<Type> element = outElementType(op);
    if (failed(element))
      return failure();
    results.push_back(shapeOf(op->getLoc(), input, *element));
    return success();
  };
  // ShapeN: Shape of each operand (a concat's gradient reads every piece's
  // shape at once).
  h["ShapeN"] = [this](Operation *op, ArrayRef<Value> operands,
                       SmallVectorImpl<Value> &results) -> LogicalResult {
    FailureOr<Type> element = outElementType(op);
    if (failed(element))
      return failure();
    for (auto [i, operand] : llvm::enumerate(operands)) {
      Value input = toTensor(op->getLoc(), operand);
      if (!isa<RankedTensorType>(input.getType()))
        return error(op) << "needs ranked inputs, got " << input.getType()
                         << " as operand " << i;
      results.push_back(shapeOf(op->getLoc(), input, *element));
    }
    return success();
  };
  h["Size"] = [this](Operation *op, ArrayRef<Value> operands,
                     SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value input = toTensor(loc, operands[0]);
    auto type = dyn_cast<RankedTensorType>(input.getType());
    if (!type)
      return error(op) << "needs a ranked input";
    FailureOr<Type> outType = outElementType(op);
    if (failed(outType))
      return failure();
    Type element = *outType;
    Value count = constantIndex(loc, 1);
    for (int64_t d = 0; d < type.getRank(); ++d)
      count = b.createOrFold<arith::MulIOp>(
          loc, count, b.createOrFold<tensor::DimOp>(loc, input, d));
    results.push_back(
        toTensor(loc, b.createOrFold<arith::IndexCastOp>(loc, element, count)));
    return success();
  };
  h["Rank"] = [this](Operation *op, ArrayRef<Value> operands,
                     SmallVectorImpl<Value> &results) -> LogicalResult {
    auto type = dyn_cast<RankedTensorType>(operands[0].getType());
    if (!type)
      return error(op) << "needs a ranked input";
    results.push_back(arith::ConstantOp::create(
        b, op->getLoc(),
        DenseElementsAttr::get(RankedTensorType::get({}, b.getI32Type()),
                               b.getI32IntegerAttr(type.getRank()))));
    return success();
  };
  h["Reshape"] = [this](Operation *op, ArrayRef<Value> operands,
                        SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value input = toTensor(loc, operands[0]);
    auto type = dyn_cast<RankedTensorType>(input.getType());
    if (!type)
      return error(op) << "needs a ranked input, got " << input.getType();
    DenseIntElementsAttr shapeAttr;
    if (matchPattern(operands[1], m_Constant(&shapeAttr))) {
      if (failed(checkRank(op, shapeAttr.getNumElements(), "shape")))
        return failure();
      SmallVector<int64_t> shape;
      int64_t known = 1, inferred = -1;
      for (auto [i, v] : llvm::enumerate(shapeAttr.getValues<APInt>())) {
        int64_t d = v.getSExtValue();
        if (d == -1) {
          if (inferred >= 0)
            return error(op) << "has more than one -1 in its shape";
          inferred = i;
        } else if (d < 0) {
          return error(op) << "has a negative dimension in its shape";
        } else {
          known *= d;
        }
        shape.push_back(d);
      }
      if (inferred >= 0) {
        if (type.hasStaticShape()) {
          if (known == 0 || type.getNumElements() % known != 0)
            return error(op)
                   << "cannot reshape " << type << " to " << shapeAttr;
          shape[inferred] = type.getNumElements() / known;
        } else {
          shape[inferred] = ShapedType::kDynamic;
        }
      }
      return pushResult(results, reshape(op, input, shape));
    }
    auto shapeType = dyn_cast<RankedTensorType>(operands[1].getType());
    if (!shapeType || shapeType.getRank() != 1 || !shapeType.hasStaticShape())
      return error(op) << "needs a shape of known length";
    if (failed(checkRank(op, shapeType.getDimSize(0), "shape")))
      return failure();
    // Sizes known only at run time. One of them may be -1: it is the
    // input's element count over the product of the others, computed at
    // run time; the sizes must then account for every element
    // (TensorFlow's check), or the reshape would read out of bounds.
    SmallVector<int64_t> dims;
    SmallVector<Value> sizeValues;
    std::optional<SmallVector<int64_t>> partial = partialShape(operands[1]);
    std::optional<int64_t> staticInferred;
    for (int64_t d = 0; d < shapeType.getDimSize(0); ++d) {
      int64_t known = partial ? (*partial)[d] : ShapedType::kDynamic;
      if (known == -1) {
        if (staticInferred)
          return error(op) << "has more than one -1 in its shape";
        staticInferred = d;
        known = ShapedType::kDynamic;
      } else if (known < 0 && !ShapedType::isDynamic(known)) {
        return error(op) << "has a negative dimension in its shape";
      }
      dims.push_back(known);
      sizeValues.push_back(
          !ShapedType::isDynamic(known)
              ? constantIndex(loc, known)
              : toIndex(loc, b.createOrFold<tensor::ExtractOp>(
                                 loc, operands[1],
                                 ValueRange{constantIndex(loc, d)})));
    }
    if (staticInferred)
      dims[*staticInferred] =
          inferredSizeAtCompileTime(type, input, dims, sizeValues);
    Value one = constantIndex(loc, 1);
    Value total = one;
    for (int64_t d = 0; d < type.getRank(); ++d)
      total = b.createOrFold<arith::MulIOp>(
          loc, total, b.createOrFold<tensor::DimOp>(loc, input, d));
    Value minusOne = constantIndex(loc, -1);
    Value others = one;
    for (Value size : sizeValues) {
      Value inferred = b.createOrFold<arith::CmpIOp>(
          loc, arith::CmpIPredicate::eq, size, minusOne);
      others = b.createOrFold<arith::MulIOp>(
          loc, others,
          b.createOrFold<arith::SelectOp>(loc, inferred, one, size));
    }
    Value divisor = b.createOrFold<arith::SelectOp>(
        loc,
        b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, others,
                                      constantIndex(loc, 0)),
        one, others);
    Value quotient = b.createOrFold<arith::DivSIOp>(loc, total, divisor);
    SmallVector<OpFoldResult> sizes;
    Value product = one;
    Value allValid = arith::ConstantOp::create(b, loc, b.getBoolAttr(true));
    for (auto [d, size] : llvm::enumerate(sizeValues)) {
      if (!ShapedType::isDynamic(dims[d])) {
        sizes.push_back(b.getIndexAttr(dims[d]));
        product = b.createOrFold<arith::MulIOp>(
            loc, product,
            d == staticInferred ? constantIndex(loc, dims[d]) : size);
        continue;
      }
      Value inferred = b.createOrFold<arith::CmpIOp>(
          loc, arith::CmpIPredicate::eq, size, minusOne);
      Value actual =
          b.createOrFold<arith::SelectOp>(loc, inferred, quotient, size);
      allValid = b.createOrFold<arith::AndIOp>(
          loc, allValid,
          b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::sge, actual,
                                        constantIndex(loc, 0)));
      product = b.createOrFold<arith::MulIOp>(loc, product, actual);
      sizes.push_back(actual);
    }
    checkShapeFromData(loc, sizes, type.getElementType());
    Value matches = b.createOrFold<arith::AndIOp>(
        loc, allValid,
        b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, product,
                                      total));
    if (!matchPattern(matches, m_One())) {
      std::string message;
      llvm::raw_string_ostream os(message);
      os << "Input to reshape is a tensor of " << type
         << " whose number of values differs from the requested shape's";
      requireAtRunTime(loc, matches, message);
    }
    results.push_back(reshapeThroughFlat(
        loc, input, RankedTensorType::get(dims, type.getElementType()), sizes));
    return success();
  };
  h["ExpandDims"] = [this](Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
    Value input = toTensor(op->getLoc(), operands[0]);
    auto type = dyn_cast<RankedTensorType>(input.getType());
    FailureOr<SmallVector<int64_t>> axis = constInts(op, operands[1], "axis");
    if (!type || failed(axis) || axis->size() != 1)
      return error(op) << "needs a ranked input and one constant axis";
    int64_t a = (*axis)[0];
    int64_t rank = type.getRank();
    if (a < -rank - 1 || a > rank)
      return error(op) << "has axis " << a << " out of range";
    if (a < 0)
      a += rank + 1;
    SmallVector<int64_t> shape(type.getShape());
    shape.insert(shape.begin() + a, 1);
    return pushResult(results, reshape(op, input, shape));
  };
  h["Squeeze"] = [this](Operation *op, ArrayRef<Value> operands,
                        SmallVectorImpl<Value> &results) -> LogicalResult {
    auto type = dyn_cast<RankedTensorType>(operands[0].getType());
    if (!type)
      return error(op) << "needs a ranked input";
    int64_t rank = type.getRank();
    llvm::SmallBitVector drop(rank);
    // A run-time check of dynamic dimension d's size against 1.
    auto checkUnit = [&](int64_t d, arith::CmpIPredicate fails,
                         const std::string &message) {
      Location loc = op->getLoc();
      Value size = dimAsI64(b, loc, operands[0], d);
      runtimeCheck(loc,
                   arith::CmpIOp::create(b, loc, fails, size,
                                         arith::ConstantOp::create(
                                             b, loc, b.getI64IntegerAttr(1))),
                   message, {size});
    };
    auto dims = op->getAttrOfType<ArrayAttr>("squeeze_dims");
    if (dims && !dims.empty()) {
      for (Attribute a : dims) {
        int64_t d = cast<IntegerAttr>(a).getInt();
        if (d < 0)
          d += rank;
        if (d < 0 || d >= rank ||
            (!type.isDynamicDim(d) && type.getDimSize(d) != 1))
          return error(op) << "cannot squeeze dimension "
                           << cast<IntegerAttr>(a).getInt() << " of " << type;
        drop.set(d);
      }
      // A size known only at run time is checked there, in the order the
      // dimensions are named, as TensorFlow's kernel checks them.
      bool dynamic = false;
      for (Attribute a : dims) {
        int64_t d = cast<IntegerAttr>(a).getInt();
        if (d < 0)
          d += rank;
        if (!type.isDynamicDim(d))
          continue;
        dynamic = true;
        checkUnit(d, arith::CmpIPredicate::ne,
                  "Can not squeeze dim[" + std::to_string(d) +
                      "], expected a dimension of 1, got {0}");
      }
      if (dynamic)
        return pushResult(results, squeezeChecked(op, operands[0], drop));
    } else {
      // Every dimension of size 1. One known only at run time stays: the
      // result's rank is fixed here, so a 1 there is an error at run time
      // rather than a dimension TensorFlow would drop.
      for (int64_t d = 0; d < rank; ++d) {
        if (ShapedType::isDynamic(type.getDimSize(d))) {
          checkUnit(d, arith::CmpIPredicate::eq,
                    "Squeeze of every dimension of size 1: dim[" +
                        std::to_string(d) +
                        "] is 1 at run time, which TaGrad cannot drop from a "
                        "rank fixed at compile time (name the dimensions in "
                        "squeeze_dims)");
          continue;
        }
        if (type.getDimSize(d) == 1)
          drop.set(d);
      }
    }
    SmallVector<int64_t> shape;
    for (int64_t d = 0; d < rank; ++d)
      if (!drop[d])
        shape.push_back(type.getDimSize(d));
    return pushResult(results, reshape(op, operands[0], shape));
  };
  auto concatHandler = [this](bool axisFirst) {
    return [this, axisFirst](Operation *op, ArrayRef<Value> operands,
                             SmallVectorImpl<Value> &results) -> LogicalResult {
      assert(operands.size() >= 2 && "checked by verifyArity");
      Value axisValue = axisFirst ? operands.front() : operands.back();
      ArrayRef<Value> inputs =
          axisFirst ? operands.drop_front() : operands.drop_back();
      FailureOr<SmallVector<int64_t>> axis = constInts(op, axisValue, "axis");
      if (failed(axis))
        return failure();
      SmallVector<Value> tensors;
      for (Value v : inputs) {
        tensors.push_back(toTensor(op->getLoc(), v));
        if (!isa<RankedTensorType>(tensors.back().getType()))
          return error(op) << "needs ranked inputs";
      }
      return pushResult(results, concat(op, tensors, (*axis)[0]));
    };
  };
  h["ConcatV2"] = concatHandler(false);
  h["Concat"] = concatHandler(true);
  h["Pack"] = [this](Operation *op, ArrayRef<Value> operands,
                     SmallVectorImpl<Value> &results) -> LogicalResult {
    int64_t axis = 0;
    if (auto a = op->getAttrOfType<IntegerAttr>("axis"))
      axis = a.getInt();
    // Scalars and small vectors, constant or known in part (a shape built
    // from sizes): one vector of their scalars, so the known sizes stay
    // known (a constant when every one is).
    if (!operands.empty()) {
      SmallVector<SmallVector<Value>> parts;
      auto partType = dyn_cast<RankedTensorType>(
          toTensor(op->getLoc(), operands[0]).getType());
      for (Value v : operands) {
        Value t = toTensor(op->getLoc(), v);
        std::optional<SmallVector<Value>> known =
            t.getType() == partType ? knownElements(op->getLoc(), t)
                                    : std::nullopt;
        if (!known)
          break;
        parts.push_back(*known);
      }
      int64_t rank = partType ? partType.getRank() : 0;
      int64_t a = axis < 0 ? axis + rank + 1 : axis;
      if (parts.size() == operands.size() && a >= 0 && a <= rank &&
          (int64_t)(parts.size() * parts[0].size()) <= kMaxFoldedElements) {
        // Output element (outer, k, inner): operand k's (outer, inner).
        int64_t inner = 1;
        for (int64_t d = a; d < rank; ++d)
          inner *= partType.getDimSize(d);
        int64_t outer = parts[0].size() / std::max<int64_t>(inner, 1);
        SmallVector<Value> elements;
        for (int64_t o = 0; o < outer; ++o)
          for (auto &part : parts)
            for (int64_t i = 0; i < inner; ++i)
              elements.push_back(part[o * inner + i]);
        SmallVector<int64_t> shape(partType.getShape());
        shape.insert(shape.begin() + a, (int64_t)parts.size());
        results.push_back(b.createOrFold<tensor::FromElementsOp>(
            op->getLoc(),
            RankedTensorType::get(shape, partType.getElementType()), elements));
        return success();
      }
    }
    SmallVector<Value> expanded;
    for (Value v : operands) {
      v = toTensor(op->getLoc(), v);
      auto type = dyn_cast<RankedTensorType>(v.getType());
      if (!type)
        return error(op) << "needs ranked inputs";
      int64_t rank = type.getRank();
      int64_t a = axis < 0 ? axis + rank + 1 : axis;
      if (a < 0 || a > rank)
        return error(op) << "has axis " << axis << " out of range";
      SmallVector<int64_t> shape(type.getShape());
      shape.insert(shape.begin() + a, 1);
      FailureOr<Value> r = reshape(op, v, shape);
      if (failed(r))
        return failure();
      expanded.push_back(*r);
    }
    int64_t rank = cast<RankedTensorType>(expanded[0].getType()).getRank();
    return pushResult(results,
                      concat(op, expanded, axis < 0 ? axis + rank : axis));
  };
  h["Unpack"] = [this](Operation *op, ArrayRef<Value> operands,
                       SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value input = operands[0];
    auto type = dyn_cast<RankedTensorType>(input.getType());
    if (!type || type.getRank() == 0)
      return error(op) << "needs a ranked input of rank >= 1";
    int64_t rank = type.getRank();
    int64_t axis = 0;
    if (auto a = op->getAttrOfType<IntegerAttr>("axis"))
      axis = a.getInt();
    if (axis < 0)
      axis += rank;
    int64_t num = op->getNumResults();
    if (axis < 0 || axis >= rank ||
        (!type.isDynamicDim(axis) && type.getDimSize(axis) != num))
      return error(op) << "cannot unpack " << type << " into " << num
                       << " values";
    // An axis of unknown size (a GraphDef's unstack gradient, whose input
    // shape the importer could not infer) is checked as TensorFlow's kernel
    // does, then taken as `num`.
    if (type.isDynamicDim(axis)) {
      SmallVector<Value> dims;
      for (int64_t d = 0; d < rank; ++d)
        dims.push_back(dimAsI64(b, loc, input, d));
      requireAtRunTime(
          loc,
          arith::CmpIOp::create(
              b, loc, arith::CmpIPredicate::eq, dims[axis],
              arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(num))),
          "Input shape axis " + std::to_string(axis) + " must equal " +
              std::to_string(num) + ", got shape {shape}",
          dims);
      SmallVector<int64_t> known(type.getShape());
      known[axis] = num;
      type = RankedTensorType::get(known, type.getElementType());
      input = tensor::CastOp::create(b, loc, type, input);
    }
    // A shape vector's elements (Shape of a partly known shape) stay known
    // scalars: a gradient that rebuilds a shape from them keeps its
    // constant sizes.
    if (rank == 1) {
      if (std::optional<SmallVector<Value>> known = knownElements(loc, input)) {
        auto scalarType = RankedTensorType::get({}, type.getElementType());
        for (Value element : *known)
          results.push_back(b.createOrFold<tensor::FromElementsOp>(
              loc, scalarType, ValueRange{element}));
        return success();
      }
    }
    SmallVector<int64_t> shape(type.getShape());
    shape.erase(shape.begin() + axis);
    auto resultType = RankedTensorType::get(shape, type.getElementType());
    for (unsigned i = 0; i < op->getNumResults(); ++i) {
      SmallVector<OpFoldResult> offsets(rank, b.getIndexAttr(0));
      offsets[axis] = b.getIndexAttr(i);
      SmallVector<OpFoldResult> sizes = sizesOf(loc, input);
      sizes[axis] = b.getIndexAttr(1);
      SmallVector<OpFoldResult> strides(rank, b.getIndexAttr(1));
      results.push_back(tensor::ExtractSliceOp::create(
          b, loc, resultType, input, offsets, sizes, strides));
    }
    return success();
  };
  h["Fill"] = [this](Operation *op, ArrayRef<Value> operands,
                     SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value scalar = toScalar(loc, operands[1]);
    FailureOr<SmallVector<OpFoldResult>> sizes =
        shapeOperandSizes(op, operands[0], scalar.getType());
    if (failed(sizes))
      return failure();
    // A small constant fill (ones of a rank difference) is a constant.
    Attribute value;
    std::optional<SmallVector<int64_t>> shape = getConstantIntValues(*sizes);
    if (shape && matchPattern(scalar, m_Constant(&value)) &&
        isa<IntegerAttr, FloatAttr>(value) &&
        computeProduct(*shape) <= kMaxFoldedElements) {
      results.push_back(arith::ConstantOp::create(
          b, loc,
          DenseElementsAttr::get(
              RankedTensorType::get(*shape, scalar.getType()), value)));
      return success();
    }
    results.push_back(fill(loc, *sizes, scalar));
    return success();
  };
  // Empty(shape): a tensor of `dtype` whose contents TensorFlow leaves
  // uninitialized unless `init`; zeros here either way, so no garbage is
  // ever read.
  h["Empty"] = [this](Operation *op, ArrayRef<Value> operands,
                      SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    auto type = dyn_cast<TensorType>(op->getResult(0).getType());
    Type element = type ? type.getElementType() : Type();
    if (!element || !(isFloat(element) || element.isSignlessInteger()))
      return error(op) << "needs a numeric or boolean dtype";
    FailureOr<SmallVector<OpFoldResult>> sizes =
        shapeOperandSizes(op, operands[0], element);
    if (failed(sizes))
      return failure();
    results.push_back(
        fill(loc, *sizes,
             arith::ConstantOp::create(b, loc, b.getZeroAttr(element))));
    return success();
  };
  // BroadcastTo(input, shape): the input broadcast as element-wise ops
  // broadcast it, against a tensor of the target shape (constant or fed).
  h["BroadcastTo"] = [this](Operation *op, ArrayRef<Value> operands,
                            SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value input = toTensor(loc, operands[0]);
    auto type = dyn_cast<RankedTensorType>(input.getType());
    auto shapeType = dyn_cast<RankedTensorType>(operands[1].getType());
    if (!type || !shapeType || shapeType.getRank() != 1 ||
        !shapeType.hasStaticShape())
      return error(op) << "needs a ranked input and a shape of known length";
    int64_t rank = shapeType.getDimSize(0);
    if (rank < type.getRank())
      return error(op) << "Rank of input (" << type.getRank()
                       << ") must be no greater than rank of output shape ("
                       << rank << ").";
    FailureOr<SmallVector<OpFoldResult>> sizes =
        shapeOperandSizes(op, operands[1], type.getElementType());
    if (failed(sizes))
      return failure();
    Type element = type.getElementType();
    Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(element));
    Value target = fill(loc, *sizes, zero);
    return pushResult(results, elementwise(op, {input, target}, element,
                                           [](OpBuilder &, Location,
                                              ValueRange a) { return a[0]; }));
  };
  auto fillLike = [this](double value) {
    return [this, value](Operation *op, ArrayRef<Value> operands,
                         SmallVectorImpl<Value> &results) -> LogicalResult {
      Location loc = op->getLoc();
      Value input = toTensor(loc, operands[0]);
      auto type = dyn_cast<RankedTensorType>(input.getType());
      if (!type)
        return error(op) << "needs a ranked input";
      Type element = type.getElementType();
      Value scalar =
          isFloat(element)
              ? floatConstant(b, loc, element, value)
              : (Value)arith::ConstantOp::create(
                    b, loc, b.getIntegerAttr(element, (int64_t)value));
      results.push_back(fill(loc, sizesOf(loc, input), scalar));
      return success();
    };
  };
  h["ZerosLike"] = [this, zeros = fillLike(0.0)](
                       Operation *op, ArrayRef<Value> operands,
                       SmallVectorImpl<Value> &results) -> LogicalResult {
    if (!operands[0])
      return zerosLikeList(op, results);
    return zeros(op, operands, results);
  };
  h["OnesLike"] = fillLike(1.0);
  h["Tile"] = [this](Operation *op, ArrayRef<Value> operands,
                     SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value input = toTensor(loc, operands[0]);
    auto type = dyn_cast<RankedTensorType>(input.getType());
    if (!type)
      return error(op) << "needs a ranked input, got " << input.getType();
    DenseIntElementsAttr constant;
    if (!matchPattern(operands[1], m_Constant(&constant)) ||
        constant.getNumElements() != type.getRank())
      return tileDynamic(op, input, operands[1], results);
    SmallVector<int64_t> multipleValues =
        llvm::map_to_vector(constant.getValues<APInt>(),
                            [](const APInt &v) { return v.getSExtValue(); });
    ArrayRef<int64_t> multiples = multipleValues;
    if ((int64_t)multiples.size() != type.getRank())
      return error(op) << "needs one multiple per dimension";
    for (auto [i, m] : llvm::enumerate(multiples))
      if (m < 0)
        return error(op) << "Expected multiples[" << i << "] >= 0, but got "
                         << m;
    int64_t rank = type.getRank();
    SmallVector<AffineExpr> exprs;
    SmallVector<OpFoldResult> sizes;
    for (int64_t d = 0; d < rank; ++d) {
      int64_t m = multiples[d], size = type.getDimSize(d);
      if (m == 1) {
        exprs.push_back(b.getAffineDimExpr(d));
        sizes.push_back(tensor::getMixedSize(b, loc, input, d));
        continue;
      }
      if (ShapedType::isDynamic(size))
        return tileDynamic(op, input, operands[1], results);
      int64_t tiled;
      if (llvm::MulOverflow(size, m, tiled))
        return error(op) << "tiles dimension " << d << " of " << size
                         << " elements " << m
                         << " times: more than 2**63 - 1 elements";
      exprs.push_back(size == 1 ? b.getAffineConstantExpr(0)
                                : b.getAffineDimExpr(d) % size);
      sizes.push_back(b.getIndexAttr(tiled));
    }
    Value init = tensor::EmptyOp::create(b, loc, sizes, type.getElementType());
    SmallVector<AffineMap> maps = {
        AffineMap::get(rank, 0, exprs, b.getContext()),
        b.getMultiDimIdentityMap(rank)};
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    results.push_back(linalg::GenericOp::create(
                          b, loc, init.getType(), input, init, maps, iterators,
                          [](OpBuilder &nb, Location nloc, ValueRange a) {
                            linalg::YieldOp::create(nb, nloc, a[0]);
                          })
                          .getResult(0));
    return success();
  };
  // LinSpace(start, stop, num): num values from start to stop as
  // TensorFlow's kernel computes them: start + i * step with step = (stop -
  // start) / (num - 1), each in T; the last one exactly stop (start alone
  // when num is 1). A num from data is checked at run time.
  h["LinSpace"] = [this](Operation *op, ArrayRef<Value> operands,
                         SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Type element = getElementTypeOrSelf(operands[0].getType());
    if (!isFloat(element) ||
        getElementTypeOrSelf(operands[1].getType()) != element)
      return error(op) << "needs floating-point start and stop of one type";
    Value start = toScalar(loc, operands[0]), stop = toScalar(loc, operands[1]);
    Value num = toIndex(loc, operands[2]);
    OpFoldResult count;
    if (std::optional<int64_t> known = getConstantIntValue(num)) {
      if (*known <= 0)
        return error(op) << "Requires num > 0: " << *known;
      count = b.getIndexAttr(*known);
    } else {
      Value num64 =
          b.createOrFold<arith::IndexCastOp>(loc, b.getI64Type(), num);
      runtimeCheck(
          loc,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sle, num64,
                                arith::ConstantIntOp::create(b, loc, 0, 64)),
          "Requires num > 0: {0}", {num64});
      count = num;
    }
    Value last = b.createOrFold<arith::SubIOp>(loc, num, constantIndex(loc, 1));
    auto toFloat = [&](OpBuilder &nb, Location nloc, Value index) {
      return nb.createOrFold<arith::SIToFPOp>(
          nloc, element,
          nb.createOrFold<arith::IndexCastOp>(nloc, nb.getI64Type(), index));
    };
    Value step = b.createOrFold<arith::DivFOp>(
        loc, b.createOrFold<arith::SubFOp>(loc, stop, start),
        toFloat(b, loc, last));
    results.push_back(generate(
        loc, {count}, element, [&](OpBuilder &nb, Location nloc) -> Value {
          Value i = linalg::IndexOp::create(nb, nloc, 0);
          Value inner = arith::AddFOp::create(
              nb, nloc, start,
              arith::MulFOp::create(nb, nloc, step, toFloat(nb, nloc, i)));
          // num 1 gives start alone; step * 0 would be NaN there.
          Value only = arith::CmpIOp::create(
              nb, nloc, arith::CmpIPredicate::eq, last,
              arith::ConstantIndexOp::create(nb, nloc, 0));
          Value isLast = arith::CmpIOp::create(
              nb, nloc, arith::CmpIPredicate::eq, i, last);
          return arith::SelectOp::create(
              nb, nloc, only, start,
              arith::SelectOp::create(nb, nloc, isLast, stop, inner));
        }));
    return success();
  };
  h["Range"] = [this](Operation *op, ArrayRef<Value> operands,
                      SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Type element = getElementTypeOrSelf(operands[0].getType());
    bool fp = isFloat(element);
    if (!fp && !element.isSignlessInteger())
      return error(op) << "needs numeric bounds";
    // Constant bounds (the gradients' range(rank) and range(0, n, 2))
    // give a constant, so reductions over it see constant axes.
    Attribute startAttr, limitAttr, deltaAttr;
    SmallVector<Value> scalars = llvm::map_to_vector(
        operands.take_front(3), [&](Value v) { return toScalar(loc, v); });
    if (matchPattern(scalars[0], m_Constant(&startAttr)) &&
        matchPattern(scalars[1], m_Constant(&limitAttr)) &&
        matchPattern(scalars[2], m_Constant(&deltaAttr))) {
      auto asDouble = [](Attribute a) {
        if (auto f = dyn_cast<FloatAttr>(a))
          return f.getValueAsDouble();
        return (double)cast<IntegerAttr>(a).getInt();
      };
      double start = asDouble(startAttr), limit = asDouble(limitAttr),
             delta = asDouble(deltaAttr);
      // TensorFlow's run-time messages, decided at compile time.
      auto print = [](double v) {
        if (v == std::trunc(v) && std::fabs(v) < 9.2e18)
          return std::to_string((int64_t)v);
        std::string text;
        llvm::raw_string_ostream(text) << v;
        return text;
      };
      if (delta == 0)
        return error(op) << "Requires delta != 0: " << print(delta);
      if (delta > 0 && start > limit)
        return error(op) << "Requires start <= limit when delta > 0: "
                         << print(start) << "/" << print(limit);
      if (delta < 0 && start < limit)
        return error(op) << "Requires start >= limit when delta < 0: "
                         << print(start) << "/" << print(limit);
      // A float count of 2^63 or more (an infinite limit, NaN) is not an
      // int64: the run-time path below reports it.
      double steps = std::ceil(std::fabs((limit - start) / delta));
      int64_t count = fp ? (steps < 9223372036854775808.0 ? (int64_t)steps : -1)
                         : (std::abs((int64_t)limit - (int64_t)start) +
                            std::abs((int64_t)delta) - 1) /
                               std::abs((int64_t)delta);
      if (count > (1 << 20))
        count = -1; // too large to fold: built at run time below
      if (count >= 0) {
        auto type = RankedTensorType::get({count}, element);
        SmallVector<Attribute> elements;
        for (int64_t i = 0; i < count; ++i)
          elements.push_back(
              fp ? (Attribute)b.getFloatAttr(element, start + i * delta)
                 : (Attribute)b.getIntegerAttr(
                       element, (int64_t)start + i * (int64_t)delta));
        results.push_back(arith::ConstantOp::create(
            b, loc, DenseElementsAttr::get(type, elements)));
        return success();
      }
    }
    // TensorFlow's checks (sequence_ops.cc), on values printed as integers.
    Type i64 = b.getI64Type();
    auto asI64 = [&](Value v) -> Value {
      if (fp)
        return arith::FPToSIOp::create(b, loc, i64, v);
      return b.createOrFold<arith::ExtSIOp>(loc, i64, v);
    };
    auto cmp = [&](arith::CmpIPredicate ip, arith::CmpFPredicate fpred, Value l,
                   Value r) -> Value {
      if (fp)
        return b.createOrFold<arith::CmpFOp>(loc, fpred, l, r);
      return b.createOrFold<arith::CmpIOp>(loc, ip, l, r);
    };
    Value zeroValue = fp ? floatConstant(b, loc, element, 0.0)
                         : (Value)arith::ConstantOp::create(
                               b, loc, b.getIntegerAttr(element, 0));
    Value start64 = element.isInteger(64) ? scalars[0] : asI64(scalars[0]);
    Value limit64 = element.isInteger(64) ? scalars[1] : asI64(scalars[1]);
    Value delta64 = element.isInteger(64) ? scalars[2] : asI64(scalars[2]);
    Value deltaZero = cmp(arith::CmpIPredicate::eq, arith::CmpFPredicate::OEQ,
                          scalars[2], zeroValue);
    Value deltaPositive = cmp(arith::CmpIPredicate::sgt,
                              arith::CmpFPredicate::OGT, scalars[2], zeroValue);
    runtimeCheck(loc, deltaZero, "Requires delta != 0: {0}", delta64);
    Value upward = b.createOrFold<arith::AndIOp>(loc, deltaPositive,
                                                 cmp(arith::CmpIPredicate::sgt,
                                                     arith::CmpFPredicate::OGT,
                                                     scalars[0], scalars[1]));
    runtimeCheck(loc, upward, "Requires start <= limit when delta > 0: {0}/{1}",
                 ValueRange{start64, limit64});
    Value deltaNegative = cmp(arith::CmpIPredicate::slt,
                              arith::CmpFPredicate::OLT, scalars[2], zeroValue);
    Value downward = b.createOrFold<arith::AndIOp>(
        loc, deltaNegative,
        cmp(arith::CmpIPredicate::slt, arith::CmpFPredicate::OLT, scalars[0],
            scalars[1]));
    runtimeCheck(loc, downward,
                 "Requires start >= limit when delta < 0: {0}/{1}",
                 ValueRange{start64, limit64});
    Value count;
    if (fp) {
      Value span = arith::DivFOp::create(
          b, loc, arith::SubFOp::create(b, loc, scalars[1], scalars[0]),
          scalars[2]);
      Value steps =
          math::CeilOp::create(b, loc, math::AbsFOp::create(b, loc, span));
      // 2^63 as a float: fptosi of it or more (or NaN) is poison.
      Value limit = floatConstant(b, loc, element, 9223372036854775808.0);
      runtimeCheck(loc,
                   b.createOrFold<arith::CmpFOp>(loc, arith::CmpFPredicate::UGE,
                                                 steps, limit),
                   "Requires ((limit - start) / delta) <= "
                   "9223372036854775807");
      Value safeSteps = arith::SelectOp::create(
          b, loc,
          b.createOrFold<arith::CmpFOp>(loc, arith::CmpFPredicate::OLT, steps,
                                        limit),
          steps, floatConstant(b, loc, element, 0.0));
      count = arith::IndexCastOp::create(
          b, loc, b.getIndexType(),
          arith::FPToSIOp::create(b, loc, i64, safeSteps));
    } else {
      // |limit - start| and |delta| as unsigned 64-bit numbers: no wrap, no
      // division by zero or of INT64_MIN by -1 (a handler may return).
      Value span = b.createOrFold<arith::SelectOp>(
          loc, deltaPositive,
          b.createOrFold<arith::SubIOp>(loc, limit64, start64),
          b.createOrFold<arith::SubIOp>(loc, start64, limit64));
      Value zero = arith::ConstantIntOp::create(b, loc, 0, 64);
      Value magnitude = b.createOrFold<arith::SelectOp>(
          loc, deltaPositive, delta64,
          b.createOrFold<arith::SubIOp>(loc, zero, delta64));
      Value one = arith::ConstantIntOp::create(b, loc, 1, 64);
      Value divisor =
          b.createOrFold<arith::SelectOp>(loc, deltaZero, one, magnitude);
      Value wrongWay = b.createOrFold<arith::OrIOp>(
          loc, deltaZero, b.createOrFold<arith::OrIOp>(loc, upward, downward));
      Value steps = b.createOrFold<arith::SelectOp>(
          loc, wrongWay, zero,
          b.createOrFold<arith::CeilDivUIOp>(loc, span, divisor));
      count = b.createOrFold<arith::IndexCastOp>(loc, b.getIndexType(), steps);
    }
    checkShapeFromData(loc, getAsOpFoldResult(count), element);
    Value init = tensor::EmptyOp::create(
        b, loc, ArrayRef<OpFoldResult>{getAsOpFoldResult(count)}, element);
    SmallVector<AffineMap> maps = {b.getMultiDimIdentityMap(1)};
    results.push_back(
        linalg::GenericOp::create(
            b, loc, init.getType(), ValueRange{}, init, maps,
            {utils::IteratorType::parallel},
            [&](OpBuilder &nb, Location nloc, ValueRange) {
              Value i = linalg::IndexOp::create(nb, nloc, 0);
              Value iv =
                  arith::IndexCastOp::create(nb, nloc, nb.getI64Type(), i);
              Value v;
              if (fp) {
                Value fi = arith::SIToFPOp::create(nb, nloc, element, iv);
                v = arith::AddFOp::create(
                    nb, nloc, scalars[0],
                    arith::MulFOp::create(nb, nloc, fi, scalars[2]));
              } else {
                Value ii = arith::TruncIOp::create(nb, nloc, element, iv);
                if (element.isInteger(64))
                  ii = iv;
                v = arith::AddIOp::create(
                    nb, nloc, scalars[0],
                    arith::MulIOp::create(nb, nloc, ii, scalars[2]));
              }
              linalg::YieldOp::create(nb, nloc, v);
            })
            .getResult(0));
    return success();
  };
  h["ConcatOffset"] = [this](Operation *op, ArrayRef<Value> operands,
                             SmallVectorImpl<Value> &results) -> LogicalResult {
    // The offset of each input of a concat along `concat_dim`: zeros but
    // for the running sum of the inputs' sizes there.
    FailureOr<SmallVector<int64_t>> dim =
        constInts(op, operands[0], "concat_dim");
    if (failed(dim))
      return failure();
    if (dim->size() != 1)
      return error(op) << "needs a scalar concat_dim";
    SmallVector<std::optional<SmallVector<int64_t>>> shapes;
    for (Value shape : operands.drop_front())
      shapes.push_back(partialShape(shape));
    int64_t rank = shapes[0] ? shapes[0]->size() : -1;
    int64_t axis = (*dim)[0] < 0 ? (*dim)[0] + rank : (*dim)[0];
    if (rank < 0 || axis < 0 || axis >= rank)
      return error(op) << "needs shapes of known length and an axis in range";
    Location loc = op->getLoc();
    Type element = getElementTypeOrSelf(operands[1].getType());
    auto type = RankedTensorType::get({rank}, element);
    // The running sum is a constant while the sizes are, then a value
    // (sizes known only at run time: a concat along a dynamic dimension).
    int64_t offset = 0;
    Value dynamicOffset;
    Value zero =
        arith::ConstantOp::create(b, loc, b.getIntegerAttr(element, 0));
    for (auto [i, shape] : llvm::enumerate(shapes)) {
      if (!shape || (int64_t)shape->size() != rank)
        return error(op) << "has shapes of different lengths";
      if (!dynamicOffset) {
        SmallVector<APInt> v(rank, APInt(element.getIntOrFloatBitWidth(), 0));
        v[axis] = APInt(element.getIntOrFloatBitWidth(), offset);
        results.push_back(
            arith::ConstantOp::create(b, loc, DenseElementsAttr::get(type, v)));
      } else {
        SmallVector<Value> v(rank, zero);
        v[axis] = dynamicOffset;
        results.push_back(tensor::FromElementsOp::create(b, loc, type, v));
      }
      if (!ShapedType::isDynamic((*shape)[axis])) {
        if (dynamicOffset)
          dynamicOffset = b.createOrFold<arith::AddIOp>(
              loc, dynamicOffset,
              arith::ConstantOp::create(
                  b, loc, b.getIntegerAttr(element, (*shape)[axis])));
        else
          offset += (*shape)[axis];
        continue;
      }
      Value size = b.createOrFold<tensor::ExtractOp>(
          loc, operands[1 + i], ValueRange{constantIndex(loc, axis)});
      dynamicOffset = b.createOrFold<arith::AddIOp>(
          loc,
          dynamicOffset ? dynamicOffset
                        : arith::ConstantOp::create(
                              b, loc, b.getIntegerAttr(element, offset)),
          size);
    }
    return success();
  };
  h["BroadcastGradientArgs"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    // Shapes may be partly known: a gradient's Shape of a batch of unknown
    // size, or a shape that a loop carried or a stack kept.
    std::optional<SmallVector<int64_t>> s0 = partialShape(operands[0]);
    std::optional<SmallVector<int64_t>> s1 = partialShape(operands[1]);
    if (!s0 || !s1)
      return error(op) << "needs shapes of known length";
    Location loc = op->getLoc();
    Type element = getElementTypeOrSelf(operands[0].getType());
    int64_t rank = std::max(s0->size(), s1->size());
    auto constant = [&](int64_t v) -> Value {
      return arith::ConstantOp::create(b, loc, b.getIntegerAttr(element, v));
    };
    Value one = constant(1);
    // The size of input k at dimension i, aligned from the right (1 where
    // it lacks the dimension): its constant (kDynamic if none) and value.
    auto sizeAt = [&](int k, int64_t i) -> std::pair<int64_t, Value> {
      ArrayRef<int64_t> s = k == 0 ? *s0 : *s1;
      int64_t at = i - (rank - (int64_t)s.size());
      if (at < 0)
        return {1, one};
      if (!ShapedType::isDynamic(s[at]))
        return {s[at], constant(s[at])};
      return {s[at], b.createOrFold<tensor::ExtractOp>(
                         loc, operands[k], ValueRange{constantIndex(loc, at)})};
    };
    // TensorFlow's BCast reduces an input's gradient along each dimension
    // where the input has 1. A size known only at run time may be 1, so the
    // flag is computed then; unless the other input has 1 there or the same
    // size: the gradient has that size, and reduced or not is the same sum.
    SmallVector<SmallVector<Value>> reduced(2);
    for (int64_t i = 0; i < rank; ++i) {
      auto [a, av] = sizeAt(0, i);
      auto [c, cv] = sizeAt(1, i);
      Value broadcasts = b.createOrFold<arith::OrIOp>(
          loc,
          b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, av, cv),
          b.createOrFold<arith::OrIOp>(
              loc,
              b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, av,
                                            one),
              b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, cv,
                                            one)));
      if (matchPattern(broadcasts, m_Zero()))
        return error(op) << "has shapes that do not broadcast";
      if (!matchPattern(broadcasts, m_One()))
        requireAtRunTime(
            loc, broadcasts,
            "Incompatible shapes: dimension " + std::to_string(i) +
                " is {0} and {1}",
            {signExtendToI64(b, loc, av), signExtendToI64(b, loc, cv)});
      for (int k = 0; k < 2; ++k) {
        auto [own, ownValue] = k == 0 ? std::pair(a, av) : std::pair(c, cv);
        auto [other, otherValue] = k == 0 ? std::pair(c, cv) : std::pair(a, av);
        bool unchanged = ShapedType::isDynamic(own) &&
                         (other == 1 || ownValue == otherValue);
        reduced[k].push_back(
            unchanged ? arith::ConstantIntOp::create(b, loc, 0, 1).getResult()
                      : b.createOrFold<arith::CmpIOp>(
                            loc, arith::CmpIPredicate::eq, ownValue, one));
      }
    }
    for (ArrayRef<Value> flags : reduced) {
      if (llvm::all_of(flags,
                       [](Value f) { return matchPattern(f, m_Constant()); })) {
        SmallVector<APInt> ints;
        for (auto [i, f] : llvm::enumerate(flags))
          if (matchPattern(f, m_One()))
            ints.push_back(APInt(element.getIntOrFloatBitWidth(), i));
        auto type = RankedTensorType::get({(int64_t)ints.size()}, element);
        results.push_back(arith::ConstantOp::create(
            b, loc, DenseElementsAttr::get(type, ints)));
        continue;
      }
      // A length known only at run time: each index is written at the
      // count so far, which moves past it only where it is reduced.
      auto type = RankedTensorType::get({rank}, element);
      Value buffer = arith::ConstantOp::create(
          b, loc,
          DenseElementsAttr::get(type,
                                 APInt(element.getIntOrFloatBitWidth(), 0)));
      Value count = constantIndex(loc, 0);
      for (auto [i, f] : llvm::enumerate(flags)) {
        if (matchPattern(f, m_Zero()))
          continue;
        buffer = tensor::InsertOp::create(b, loc, constant(i), buffer,
                                          ValueRange{count});
        count = b.createOrFold<arith::AddIOp>(
            loc, count,
            b.createOrFold<arith::SelectOp>(loc, f, constantIndex(loc, 1),
                                            constantIndex(loc, 0)));
      }
      results.push_back(leadingElements(loc, buffer, count));
    }
    return success();
  };
  // BroadcastArgs(s0, s1): the shape two shapes broadcast to, TensorFlow's
  // BCast (aligned from the right, a 1 takes the other's size); a size
  // known only at run time is checked there.
  h["BroadcastArgs"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value s0 = toTensor(loc, operands[0]), s1 = toTensor(loc, operands[1]);
    auto t0 = dyn_cast<RankedTensorType>(s0.getType());
    auto t1 = dyn_cast<RankedTensorType>(s1.getType());
    if (!t0 || !t1 || t0.getRank() != 1 || t1.getRank() != 1 ||
        t0.isDynamicDim(0) || t1.isDynamicDim(0) ||
        t0.getElementType() != t1.getElementType())
      return error(op) << "needs two shape vectors of known length and one "
                          "element type";
    Type element = t0.getElementType();
    int64_t n0 = t0.getDimSize(0), n1 = t1.getDimSize(0);
    int64_t rank = std::max(n0, n1);
    SmallVector<Value> dims;
    Value one = arith::ConstantOp::create(b, loc, b.getIntegerAttr(element, 1));
    auto at = [&](Value v, int64_t n, int64_t i) -> Value {
      if (i < rank - n)
        return one;
      return b.createOrFold<tensor::ExtractOp>(
          loc, v, ValueRange{constantIndex(loc, i - (rank - n))});
    };
    for (int64_t i = 0; i < rank; ++i) {
      Value a = at(s0, n0, i), c = at(s1, n1, i);
      Value aIsOne =
          b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, a, one);
      Value cIsOne =
          b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, c, one);
      Value same =
          b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, a, c);
      Value ok = b.createOrFold<arith::OrIOp>(
          loc, same, b.createOrFold<arith::OrIOp>(loc, aIsOne, cIsOne));
      if (matchPattern(ok, m_Zero()))
        return error(op) << "has shapes that do not broadcast";
      runtimeCheck(loc,
                   b.createOrFold<arith::XOrIOp>(
                       loc, ok, arith::ConstantIntOp::create(b, loc, 1, 1)),
                   "Incompatible shapes: dimension " + std::to_string(i) +
                       " is {0} and {1}",
                   {signExtendToI64(b, loc, a), signExtendToI64(b, loc, c)});
      dims.push_back(foldConstantScalar(
          b.createOrFold<arith::SelectOp>(loc, aIsOne, c, a)));
    }
    SmallVector<Attribute> constants;
    for (Value d : dims) {
      Attribute attr;
      if (!matchPattern(d, m_Constant(&attr)))
        break;
      constants.push_back(attr);
    }
    auto type = RankedTensorType::get({rank}, element);
    if ((int64_t)constants.size() == rank)
      results.push_back(arith::ConstantOp::create(
          b, loc, DenseElementsAttr::get(type, constants)));
    else
      results.push_back(tensor::FromElementsOp::create(b, loc, type, dims));
    return success();
  };
  // Split(axis, value) into num_split equal pieces; SplitV(value, sizes,
  // axis) into the given sizes (one may be -1: the rest).
  auto splitInto = [this](Operation *op, Value value, int64_t axis,
                          ArrayRef<int64_t> pieces,
                          SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    value = toTensor(loc, value);
    auto type = dyn_cast<RankedTensorType>(value.getType());
    if (!type || type.getRank() == 0)
      return error(op) << "needs a ranked input of rank 1 or more";
    int64_t rank = type.getRank();
    if (axis < -rank || axis >= rank)
      return error(op) << "has axis " << axis << " out of range for " << type;
    if (axis < 0)
      axis += rank;
    if (type.isDynamicDim(axis))
      return error(op) << "splits a dimension known only at run time";
    int64_t offset = 0;
    SmallVector<OpFoldResult> sizes = sizesOf(loc, value);
    SmallVector<OpFoldResult> strides(rank, b.getIndexAttr(1));
    for (int64_t piece : pieces) {
      SmallVector<OpFoldResult> offsets(rank, b.getIndexAttr(0));
      // An empty piece may begin at the end; extract_slice wants 0 there.
      offsets[axis] = b.getIndexAttr(piece == 0 ? 0 : offset);
      sizes[axis] = b.getIndexAttr(piece);
      SmallVector<int64_t> shape(type.getShape());
      shape[axis] = piece;
      results.push_back(tensor::ExtractSliceOp::create(
          b, loc, RankedTensorType::get(shape, type.getElementType()), value,
          offsets, sizes, strides));
      offset += piece;
    }
    return success();
  };
  h["Split"] = [this,
                splitInto](Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
    FailureOr<SmallVector<int64_t>> axis = constInts(op, operands[0], "axis");
    if (failed(axis))
      return failure();
    auto type = dyn_cast<RankedTensorType>(operands[1].getType());
    int64_t count = op->getNumResults();
    if (!type || axis->size() != 1)
      return error(op) << "needs a ranked input and a scalar axis";
    int64_t a = (*axis)[0] < 0 ? (*axis)[0] + type.getRank() : (*axis)[0];
    if (a < 0 || a >= type.getRank())
      return error(op) << "has axis " << (*axis)[0] << " out of range for "
                       << type;
    if (type.isDynamicDim(a))
      return error(op) << "splits a dimension known only at run time";
    if (count == 0 || type.getDimSize(a) % count != 0)
      return error(op) << "cannot split dimension " << a << " of " << type
                       << " into " << count << " equal pieces";
    SmallVector<int64_t> pieces(count, type.getDimSize(a) / count);
    return splitInto(op, operands[1], a, pieces, results);
  };
  // SplitV(value, size_splits, axis): TensorFlow's checks on the sizes (at
  // compile time where they are constants, else at run time: the sizes of
  // a concat's gradient come from ShapeN when a shape is partly unknown),
  // one -1 taking the rest.
  h["SplitV"] = [this,
                 splitInto](Operation *op, ArrayRef<Value> operands,
                            SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    FailureOr<SmallVector<int64_t>> axis = constInts(op, operands[2], "axis");
    if (failed(axis))
      return failure();
    Value value = toTensor(loc, operands[0]);
    Value splits = toTensor(loc, operands[1]);
    auto type = dyn_cast<RankedTensorType>(value.getType());
    auto splitsType = dyn_cast<RankedTensorType>(splits.getType());
    int64_t count = op->getNumResults();
    if (!type || axis->size() != 1 || !splitsType ||
        splitsType.getRank() != 1 ||
        (!splitsType.isDynamicDim(0) && splitsType.getDimSize(0) != count))
      return error(op) << "needs a ranked input, a scalar axis and one size "
                          "per result";
    int64_t rank = type.getRank();
    int64_t a = (*axis)[0] < 0 ? (*axis)[0] + rank : (*axis)[0];
    if (a < 0 || a >= rank)
      return error(op) << "has axis " << (*axis)[0] << " out of range for "
                       << type;
    DenseIntElementsAttr constant;
    if (matchPattern(splits, m_Constant(&constant)) && !type.isDynamicDim(a)) {
      SmallVector<int64_t> pieces =
          llvm::map_to_vector(constant.getValues<APInt>(),
                              [](const APInt &v) { return v.getSExtValue(); });
      int64_t total = type.getDimSize(a), determined = 0, inferred = -1;
      for (auto [i, piece] : llvm::enumerate(pieces)) {
        if (piece != -1) {
          determined += piece;
        } else if (inferred >= 0) {
          return error(op) << "There can only be one -1 in the input.";
        } else {
          inferred = i;
        }
      }
      if (inferred < 0 ? determined != total : determined > total)
        return error(op) << "Determined shape must either match input shape "
                            "along split_dim exactly if fully specified, or "
                            "be less than the size of the input along "
                            "split_dim if not fully specified.  Got: "
                         << determined;
      if (inferred >= 0)
        pieces[inferred] = total - determined;
      for (auto [i, piece] : llvm::enumerate(pieces))
        if (piece < 0)
          return error(op) << "Split size at index " << i
                           << " must be >= 0. Got: " << piece;
      return splitInto(op, value, a, pieces, results);
    }
    // From data: the same rules, checked at run time.
    if (splitsType.isDynamicDim(0))
      requireAtRunTime(
          loc,
          b.createOrFold<arith::CmpIOp>(
              loc, arith::CmpIPredicate::eq,
              b.createOrFold<tensor::DimOp>(loc, splits, 0),
              constantIndex(loc, count)),
          "size of the split_tensor must be 1-D and have the same elements "
          "as outputs got 1 -D and {0} elements",
          {b.createOrFold<arith::IndexCastOp>(
              loc, b.getI64Type(),
              b.createOrFold<tensor::DimOp>(loc, splits, 0))});
    Value zero = constantIndex(loc, 0), minusOne = constantIndex(loc, -1);
    SmallVector<Value> entries;
    Value determined = zero, inferredCount = zero;
    for (int64_t i = 0; i < count; ++i) {
      Value entry = b.createOrFold<arith::IndexCastOp>(
          loc, b.getIndexType(),
          b.createOrFold<tensor::ExtractOp>(loc, splits,
                                            ValueRange{constantIndex(loc, i)}));
      entries.push_back(entry);
      Value isRest = b.createOrFold<arith::CmpIOp>(
          loc, arith::CmpIPredicate::eq, entry, minusOne);
      determined = b.createOrFold<arith::AddIOp>(
          loc, determined,
          b.createOrFold<arith::SelectOp>(loc, isRest, zero, entry));
      inferredCount = b.createOrFold<arith::AddIOp>(
          loc, inferredCount,
          b.createOrFold<arith::SelectOp>(loc, isRest, constantIndex(loc, 1),
                                          zero));
    }
    Value total = b.createOrFold<tensor::DimOp>(loc, value, a);
    auto asI64 = [&](Value v) {
      return b.createOrFold<arith::IndexCastOp>(loc, b.getI64Type(), v);
    };
    requireAtRunTime(
        loc,
        b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::sle,
                                      inferredCount, constantIndex(loc, 1)),
        "There can only be one -1 in the input.");
    Value anyRest = b.createOrFold<arith::CmpIOp>(
        loc, arith::CmpIPredicate::eq, inferredCount, constantIndex(loc, 1));
    Value fits = b.createOrFold<arith::SelectOp>(
        loc, anyRest,
        b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::sle,
                                      determined, total),
        b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, determined,
                                      total));
    requireAtRunTime(loc, fits,
                     "Determined shape must either match input shape along "
                     "split_dim exactly if fully specified, or be less than "
                     "the size of the input along split_dim if not fully "
                     "specified.  Got: {0}",
                     {asI64(determined)});
    Value rest = b.createOrFold<arith::SubIOp>(loc, total, determined);
    Value offset = zero;
    SmallVector<OpFoldResult> strides(rank, b.getIndexAttr(1));
    for (int64_t i = 0; i < count; ++i) {
      Value size = b.createOrFold<arith::SelectOp>(
          loc,
          b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq,
                                        entries[i], minusOne),
          rest, entries[i]);
      requireAtRunTime(loc,
                       b.createOrFold<arith::CmpIOp>(
                           loc, arith::CmpIPredicate::sge, size, zero),
                       "Split size at index " + std::to_string(i) +
                           " must be >= 0. Got: {0}",
                       {asI64(size)});
      SmallVector<OpFoldResult> offsets(rank, b.getIndexAttr(0));
      SmallVector<OpFoldResult> sizes = sizesOf(loc, value);
      offsets[a] = offset;
      sizes[a] = size;
      SmallVector<int64_t> shape(type.getShape());
      shape[a] = ShapedType::kDynamic;
      results.push_back(tensor::ExtractSliceOp::create(
          b, loc, RankedTensorType::get(shape, type.getElementType()), value,
          offsets, sizes, strides));
      offset = b.createOrFold<arith::AddIOp>(loc, offset, size);
    }
    return success();
  };
  // ReverseV2(tensor, axes): each listed dimension read backwards.
  // ReverseSequence(input, seq_lengths): along seq_dim, the first
  // seq_lengths[b] elements of batch entry b reversed, the rest kept (a
  // bidirectional RNN's backward direction; its own gradient).
  h["ReverseSequence"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value input = toTensor(loc, operands[0]);
    Value lengths = toTensor(loc, operands[1]);
    auto type = dyn_cast<RankedTensorType>(input.getType());
    auto lengthsType = dyn_cast<RankedTensorType>(lengths.getType());
    if (!type || !lengthsType || lengthsType.getRank() != 1)
      return error(op) << "needs a ranked input and a vector of lengths";
    int64_t rank = type.getRank();
    auto seqAttr = op->getAttrOfType<IntegerAttr>("seq_dim");
    auto batchAttr = op->getAttrOfType<IntegerAttr>("batch_dim");
    int64_t seqDim = seqAttr ? seqAttr.getInt() : -1;
    int64_t batchDim = batchAttr ? batchAttr.getInt() : 0;
    if (seqDim < 0 || seqDim >= rank)
      return error(op) << "Invalid seq_dim " << seqDim << " for input of rank "
                       << rank;
    if (batchDim < 0 || batchDim >= rank || batchDim == seqDim)
      return error(op) << "Invalid batch_dim " << batchDim
                       << " for input of rank " << rank << " and seq_dim "
                       << seqDim;
    Value batch = b.createOrFold<tensor::DimOp>(loc, input, batchDim);
    Value count = b.createOrFold<tensor::DimOp>(loc, lengths, 0);
    runtimeCheck(
        loc,
        b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::ne, count,
                                      batch),
        "Length of seq_lens != input.dims(" + std::to_string(batchDim) +
            "), (" + "{0} vs. {1})",
        {b.createOrFold<arith::IndexCastOp>(loc, b.getI64Type(), count),
         b.createOrFold<arith::IndexCastOp>(loc, b.getI64Type(), batch)});
    Value steps = b.createOrFold<tensor::DimOp>(loc, input, seqDim);
    {
      // Every length within [0, steps].
      auto loop = scf::ForOp::create(b, loc, constantIndex(loc, 0), count,
                                     constantIndex(loc, 1));
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPoint(loop.getBody()->getTerminator());
      Value d = loop.getInductionVar();
      Value raw = tensor::ExtractOp::create(b, loc, lengths, d);
      Value length = signExtendToI64(b, loc, raw);
      Value d64 = arith::IndexCastOp::create(b, loc, b.getI64Type(), d);
      Value steps64 = arith::IndexCastOp::create(b, loc, b.getI64Type(), steps);
      Value zero = arith::ConstantIntOp::create(b, loc, 0, 64);
      runtimeCheck(loc,
                   arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt,
                                         length, zero),
                   "seq_lens({0}) < 0", {d64});
      runtimeCheck(loc,
                   arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt,
                                         length, steps64),
                   "seq_lens({0}) > input.dims(" + std::to_string(seqDim) + ")",
                   {d64});
    }
    SmallVector<OpFoldResult> sizes = sizesOf(loc, input);
    Value init = tensor::EmptyOp::create(b, loc, sizes, type.getElementType());
    SmallVector<AffineMap> maps = {b.getMultiDimIdentityMap(rank)};
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    auto generic = linalg::GenericOp::create(
        b, loc, init.getType(), ValueRange{}, init, maps, iterators,
        [&](OpBuilder &nb, Location nloc, ValueRange) {
          SmallVector<Value> at;
          for (int64_t d = 0; d < rank; ++d)
            at.push_back(linalg::IndexOp::create(nb, nloc, d));
          Value raw = tensor::ExtractOp::create(nb, nloc, lengths,
                                                ValueRange{at[batchDim]});
          Value length =
              arith::IndexCastOp::create(nb, nloc, nb.getIndexType(), raw);
          Value i = at[seqDim];
          Value inside = arith::CmpIOp::create(
              nb, nloc, arith::CmpIPredicate::slt, i, length);
          Value mirrored = arith::SubIOp::create(
              nb, nloc,
              arith::SubIOp::create(
                  nb, nloc, length,
                  arith::ConstantIndexOp::create(nb, nloc, 1)),
              i);
          at[seqDim] = arith::SelectOp::create(nb, nloc, inside, mirrored, i);
          linalg::YieldOp::create(
              nb, nloc,
              tensor::ExtractOp::create(nb, nloc, input, at).getResult());
        });
    results.push_back(generic.getResult(0));
    return success();
  };
  h["ReverseV2"] = [this](Operation *op, ArrayRef<Value> operands,
                          SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value input = toTensor(loc, operands[0]);
    auto type = dyn_cast<RankedTensorType>(input.getType());
    FailureOr<SmallVector<int64_t>> axes = constInts(op, operands[1], "axis");
    if (failed(axes))
      return failure();
    if (!type)
      return error(op) << "needs a ranked input";
    int64_t rank = type.getRank();
    SmallVector<bool> reversed(rank, false);
    for (int64_t axis : *axes) {
      if (axis < -rank || axis >= rank)
        return error(op) << "has axis " << axis << " out of range for " << type;
      int64_t a = axis < 0 ? axis + rank : axis;
      if (reversed[a])
        return error(op) << "reverses dimension " << a << " twice";
      reversed[a] = true;
    }
    results.push_back(reverse(loc, input, reversed));
    return success();
  };
  // Pad / PadV2: the input inside a filled tensor (PadV2's constant, else
  // zero), paddings [rank, 2] constant and non-negative.
  for (StringRef kind : {"Pad", "PadV2"})
    h[kind] = [this](Operation *op, ArrayRef<Value> operands,
                     SmallVectorImpl<Value> &results) -> LogicalResult {
      Location loc = op->getLoc();
      Value input = toTensor(loc, operands[0]);
      auto type = dyn_cast<RankedTensorType>(input.getType());
      // Paddings: [rank, 2], constant or read at run time (the gradient
      // of a Slice whose begin is a run-time value).
      Value paddingsTensor = toTensor(loc, operands[1]);
      auto paddingsType = dyn_cast<RankedTensorType>(paddingsTensor.getType());
      if (!type || !paddingsType ||
          (paddingsType.hasStaticShape() &&
           paddingsType.getNumElements() != 2 * type.getRank()))
        return error(op) << "needs a ranked input and paddings of shape "
                            "[rank, 2]";
      DenseIntElementsAttr paddingsAttr;
      bool constant = matchPattern(paddingsTensor, m_Constant(&paddingsAttr));
      SmallVector<int64_t> constPaddings;
      if (constant) {
        FailureOr<SmallVector<int64_t>> paddings =
            constInts(op, operands[1], "paddings");
        if (failed(paddings))
          return failure();
        if ((int64_t)paddings->size() != 2 * type.getRank())
          return error(op) << "needs a ranked input and paddings of shape "
                              "[rank, 2]";
        constPaddings = *paddings;
      } else if (!paddingsType.hasStaticShape() ||
                 paddingsType.getRank() != 2) {
        return error(op) << "needs paddings of static shape [rank, 2], got "
                         << paddingsType;
      }
      Type element = type.getElementType();
      Value padValue = operands.size() > 2
                           ? toScalar(loc, operands[2])
                           : (Value)arith::ConstantOp::create(
                                 b, loc, b.getZeroAttr(element));
      if (padValue.getType() != element)
        return error(op) << "has a constant_values of another element type";
      SmallVector<OpFoldResult> sizes = sizesOf(loc, input);
      SmallVector<OpFoldResult> padded, offsets;
      SmallVector<int64_t> shape;
      for (int64_t d = 0; d < type.getRank(); ++d) {
        if (!constant) {
          // Paddings built from scalars (Slice's gradient when a batch is
          // unknown) keep the ones that are known.
          auto read = [&](int64_t k) {
            Value e = b.createOrFold<tensor::ExtractOp>(
                loc, paddingsTensor,
                ValueRange{constantIndex(loc, d), constantIndex(loc, k)});
            return e.getType().isInteger(64)
                       ? e
                       : b.createOrFold<arith::ExtSIOp>(loc, b.getI64Type(), e);
          };
          Value before = read(0), after = read(1);
          std::optional<int64_t> knownBefore = getConstantIntValue(before),
                                 knownAfter = getConstantIntValue(after);
          if (knownBefore && knownAfter && *knownBefore >= 0 &&
              *knownAfter >= 0) {
            offsets.push_back(b.getIndexAttr(*knownBefore));
            shape.push_back(type.isDynamicDim(d)
                                ? ShapedType::kDynamic
                                : type.getDimSize(d) + *knownBefore +
                                      *knownAfter);
            padded.push_back(getAsOpFoldResult(b.createOrFold<arith::AddIOp>(
                loc, getValueOrCreateConstantIndexOp(b, loc, sizes[d]),
                constantIndex(loc, *knownBefore + *knownAfter))));
            continue;
          }
          Value zero = arith::ConstantIntOp::create(b, loc, 0, 64);
          runtimeCheck(
              loc,
              arith::OrIOp::create(
                  b, loc,
                  arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt,
                                        before, zero),
                  arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt,
                                        after, zero)),
              "Paddings must be non-negative: {0} {1}", {before, after});
          Value beforeIndex =
              arith::IndexCastOp::create(b, loc, b.getIndexType(), before);
          Value afterIndex =
              arith::IndexCastOp::create(b, loc, b.getIndexType(), after);
          offsets.push_back(beforeIndex);
          shape.push_back(ShapedType::kDynamic);
          padded.push_back(getAsOpFoldResult(b.createOrFold<arith::AddIOp>(
              loc, getValueOrCreateConstantIndexOp(b, loc, sizes[d]),
              arith::AddIOp::create(b, loc, beforeIndex, afterIndex))));
          continue;
        }
        int64_t before = constPaddings[2 * d], after = constPaddings[2 * d + 1];
        if (before < 0 || after < 0)
          return error(op) << "has a negative padding in dimension " << d;
        offsets.push_back(b.getIndexAttr(before));
        shape.push_back(type.isDynamicDim(d)
                            ? ShapedType::kDynamic
                            : type.getDimSize(d) + before + after);
        padded.push_back(getAsOpFoldResult(b.createOrFold<arith::AddIOp>(
            loc, getValueOrCreateConstantIndexOp(b, loc, sizes[d]),
            constantIndex(loc, before + after))));
      }
      if (!constant)
        checkShapeFromData(loc, padded, element);
      Value filled = fill(loc, padded, padValue);
      SmallVector<OpFoldResult> strides(type.getRank(), b.getIndexAttr(1));
      Value result = tensor::InsertSliceOp::create(b, loc, input, filled,
                                                   offsets, sizes, strides);
      results.push_back(result);
      return success();
    };
}

} // namespace mlir::tagrad::tf_legalize
