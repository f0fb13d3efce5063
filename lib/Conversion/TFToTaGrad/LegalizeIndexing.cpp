//===- LegalizeIndexing.cpp - Indexing ops
//----------------------------------===//
//
// Gathers and scatters, Where, one-hot, SparseToDense, UnravelIndex,
// ListDiff. Slices and strided slices are in LegalizeSlices.cpp, the
// segment reductions in LegalizeSegments.cpp.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {

/// TensorFlow's "[i,j]" of an index into a tensor of `shape`, for messages.
static std::string positionString(ArrayRef<int64_t> shape, int64_t flat) {
  SmallVector<int64_t> position(shape.size());
  for (int64_t d = shape.size() - 1; d >= 0; --d) {
    position[d] = shape[d] ? flat % shape[d] : 0;
    flat = shape[d] ? flat / shape[d] : 0;
  }
  std::string text = "[";
  llvm::raw_string_ostream os(text);
  llvm::interleave(position, os, ",");
  return text + "]";
}

/// GatherV2: result[b..., p..., i..., q...] = params[b..., p...,
/// indices[b..., i...], q...], the first `batchDims` dimensions shared by
/// params and indices. An index outside [0, params' size along axis) is
/// TensorFlow's error: at compile time for constant indices, otherwise a
/// run-time check; the read itself is never out of bounds.
FailureOr<Value> Legalizer::gather(Operation *op, Value params, Value indices,
                                   int64_t axis, int64_t batchDims) {
  Location loc = op->getLoc();
  params = toTensor(loc, params);
  indices = toTensor(loc, indices);
  auto paramsType = dyn_cast<RankedTensorType>(params.getType());
  auto indicesType = dyn_cast<RankedTensorType>(indices.getType());
  if (!paramsType || !indicesType || paramsType.getRank() == 0) {
    error(op) << "needs ranked params of rank 1 or more and ranked indices";
    return failure();
  }
  int64_t rank = paramsType.getRank();
  if (axis < -rank || axis >= rank) {
    error(op) << "has axis " << axis << " out of range for " << paramsType;
    return failure();
  }
  if (axis < 0)
    axis += rank;
  if (batchDims < 0)
    batchDims += indicesType.getRank();
  if (batchDims < 0 || batchDims > indicesType.getRank() || batchDims > axis) {
    error(op) << "batch_dims (" << batchDims
              << ") must be in [0, rank(indices)] and no greater than axis ("
              << axis << ")";
    return failure();
  }
  for (int64_t d = 0; d < batchDims; ++d)
    if (!paramsType.isDynamicDim(d) && !indicesType.isDynamicDim(d) &&
        paramsType.getDimSize(d) != indicesType.getDimSize(d)) {
      error(op) << "params.shape[" << d << "] = " << paramsType.getDimSize(d)
                << " should be equal to indices.shape[" << d
                << "] = " << indicesType.getDimSize(d);
      return failure();
    }
  // Constant picks from a small vector built from scalars (a shape partly
  // known: tensordot's free dimensions gathered from Shape) are its
  // scalars, so that the known sizes stay known.
  DenseIntElementsAttr constantIndices;
  if (rank == 1 && batchDims == 0 &&
      params.getDefiningOp<tensor::FromElementsOp>() &&
      matchPattern(indices, m_Constant(&constantIndices)) &&
      constantIndices.getNumElements() <= kMaxFoldedElements) {
    if (std::optional<SmallVector<Value>> scalars =
            knownElements(loc, params)) {
      SmallVector<Value> picked;
      for (const APInt &index : constantIndices.getValues<APInt>()) {
        int64_t i = index.getSExtValue();
        if (i < 0 || i >= (int64_t)scalars->size())
          break;
        picked.push_back((*scalars)[i]);
      }
      if ((int64_t)picked.size() == constantIndices.getNumElements())
        return b.createOrFold<tensor::FromElementsOp>(
            loc,
            RankedTensorType::get(indicesType.getShape(),
                                  paramsType.getElementType()),
            picked);
    }
  }
  int64_t indexRank = indicesType.getRank();
  int64_t freeIndexRank = indexRank - batchDims;
  int64_t resultRank = rank - 1 + freeIndexRank;
  SmallVector<OpFoldResult> paramSizes = sizesOf(loc, params);
  SmallVector<OpFoldResult> indexSizes = sizesOf(loc, indices);
  SmallVector<int64_t> shape;
  SmallVector<OpFoldResult> sizes;
  for (int64_t d = 0; d < rank; ++d) {
    if (d != axis) {
      shape.push_back(paramsType.getDimSize(d));
      sizes.push_back(paramSizes[d]);
      continue;
    }
    llvm::append_range(shape, indicesType.getShape().drop_front(batchDims));
    llvm::append_range(
        sizes, ArrayRef<OpFoldResult>(indexSizes).drop_front(batchDims));
  }
  int64_t limit = paramsType.getDimSize(axis);
  DenseIntElementsAttr constant;
  if (matchPattern(indices, m_Constant(&constant))) {
    if (!ShapedType::isDynamic(limit))
      for (auto [flat, value] : llvm::enumerate(constant.getValues<APInt>()))
        if (value.getSExtValue() < 0 || value.getSExtValue() >= limit) {
          error(op) << "has indices"
                    << positionString(indicesType.getShape(), flat) << " = "
                    << value.getSExtValue() << " is not in [0, " << limit
                    << ")";
          return failure();
        }
  }
  Value limitValue = getValueOrCreateConstantIndexOp(b, loc, paramSizes[axis]);
  auto inRange = [&](OpBuilder &nb, Location nloc, Value raw) {
    Value index = arith::IndexCastOp::create(nb, nloc, nb.getIndexType(), raw);
    Value nonNegative =
        arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::sge, index,
                              arith::ConstantIndexOp::create(nb, nloc, 0));
    Value below = arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::slt,
                                        index, limitValue);
    return std::make_pair(
        index, arith::AndIOp::create(nb, nloc, nonNegative, below).getResult());
  };
  if (!constant && indicesType.getNumElements() != 0) {
    // All indices in range: one reduction, one check.
    Value all = arith::ConstantOp::create(b, loc, b.getBoolAttr(true));
    Value init = tensor::FromElementsOp::create(
        b, loc, RankedTensorType::get({}, b.getI1Type()), all);
    SmallVector<AffineMap> maps = {
        b.getMultiDimIdentityMap(indexRank),
        AffineMap::get(indexRank, 0, {}, b.getContext())};
    SmallVector<utils::IteratorType> iterators(indexRank,
                                               utils::IteratorType::reduction);
    auto check = linalg::GenericOp::create(
        b, loc, init.getType(), indices, init, maps, iterators,
        [&](OpBuilder &nb, Location nloc, ValueRange args) {
          Value ok = inRange(nb, nloc, args[0]).second;
          linalg::YieldOp::create(
              nb, nloc,
              arith::AndIOp::create(nb, nloc, ok, args[1]).getResult());
        });
    Value ok = tensor::ExtractOp::create(b, loc, check.getResult(0));
    std::string message;
    llvm::raw_string_ostream os(message);
    os << "indices are not all in [0, ";
    if (ShapedType::isDynamic(limit))
      os << "the size of params' dimension " << axis;
    else
      os << limit;
    os << ")";
    requireAtRunTime(loc, ok, message);
  }
  SmallVector<AffineExpr> indexExprs;
  for (int64_t d = 0; d < batchDims; ++d)
    indexExprs.push_back(b.getAffineDimExpr(d));
  for (int64_t d = 0; d < freeIndexRank; ++d)
    indexExprs.push_back(b.getAffineDimExpr(axis + d));
  SmallVector<AffineMap> maps = {
      AffineMap::get(resultRank, 0, indexExprs, b.getContext()),
      b.getMultiDimIdentityMap(resultRank)};
  Value init =
      tensor::EmptyOp::create(b, loc, sizes, paramsType.getElementType());
  SmallVector<utils::IteratorType> iterators(resultRank,
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      b, loc, init.getType(), indices, init, maps, iterators,
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        auto [index, ok] = inRange(nb, nloc, args[0]);
        Value safe = arith::SelectOp::create(
            nb, nloc, ok, index, arith::ConstantIndexOp::create(nb, nloc, 0));
        SmallVector<Value> coordinates;
        for (int64_t d = 0; d < axis; ++d)
          coordinates.push_back(linalg::IndexOp::create(nb, nloc, d));
        coordinates.push_back(safe);
        for (int64_t d = axis + freeIndexRank; d < resultRank; ++d)
          coordinates.push_back(linalg::IndexOp::create(nb, nloc, d));
        linalg::YieldOp::create(
            nb, nloc,
            tensor::ExtractOp::create(nb, nloc, params, coordinates)
                .getResult());
      });
  return generic.getResult(0);
}

FailureOr<Value> Legalizer::scatterRows(Operation *op, Value base,
                                        Value indices, Value updates,
                                        StringRef kind) {
  Location loc = op->getLoc();
  base = toTensor(loc, base);
  indices = toTensor(loc, indices);
  updates = toTensor(loc, updates);
  auto baseType = dyn_cast<RankedTensorType>(base.getType());
  auto indicesType = dyn_cast<RankedTensorType>(indices.getType());
  auto updatesType = dyn_cast<RankedTensorType>(updates.getType());
  if (!baseType || baseType.getRank() < 1 || !indicesType || !updatesType) {
    error(op) << "needs a variable of rank 1 or more and ranked indices and "
                 "updates";
    return failure();
  }
  Type element = baseType.getElementType();
  if (updatesType.getElementType() != element) {
    error(op) << "needs updates of the variable's element type " << element
              << ", got " << updatesType;
    return failure();
  }
  int64_t rowRank = baseType.getRank() - 1;
  bool scalarUpdates = updatesType.getRank() == 0;
  // updates.shape = indices.shape + params.shape[1:] (or a scalar).
  if (!scalarUpdates &&
      updatesType.getRank() != indicesType.getRank() + rowRank) {
    error(op) << "Must have updates.shape = indices.shape + "
                 "params.shape[1:] or updates.shape = [], got "
              << updatesType << " for indices " << indicesType << " and params "
              << baseType;
    return failure();
  }
  // Indices and updates as [n] and [n, row...].
  Value flatIndices = indices;
  if (indicesType.getRank() != 1) {
    SmallVector<ReassociationIndices> groups(1);
    for (int64_t d = 0; d < indicesType.getRank(); ++d)
      groups[0].push_back(d);
    flatIndices =
        indicesType.getRank() == 0
            ? tensor::ExpandShapeOp::create(
                  b, loc,
                  RankedTensorType::get({1}, indicesType.getElementType()),
                  indices, SmallVector<ReassociationIndices>{})
                  .getResult()
            : tensor::CollapseShapeOp::create(b, loc, indices, groups)
                  .getResult();
  }
  Value flatUpdates = updates;
  if (!scalarUpdates) {
    int64_t indexRank = indicesType.getRank();
    if (indexRank == 0) {
      SmallVector<ReassociationIndices> groups;
      for (int64_t d = 0; d < updatesType.getRank(); ++d)
        groups.push_back({d == 0 ? 0 : d + 1});
      if (!groups.empty())
        groups[0] = {0, 1};
      SmallVector<int64_t> shape = {1};
      llvm::append_range(shape, updatesType.getShape());
      flatUpdates = tensor::ExpandShapeOp::create(
          b, loc, RankedTensorType::get(shape, element), updates,
          updatesType.getRank() == 0 ? SmallVector<ReassociationIndices>{}
                                     : groups);
    } else if (indexRank > 1) {
      SmallVector<ReassociationIndices> groups(1);
      for (int64_t d = 0; d < indexRank; ++d)
        groups[0].push_back(d);
      for (int64_t d = indexRank; d < updatesType.getRank(); ++d)
        groups.push_back({d});
      flatUpdates = tensor::CollapseShapeOp::create(b, loc, updates, groups);
    }
  }
  Value count = b.createOrFold<tensor::DimOp>(loc, flatIndices, 0);
  Value rows = b.createOrFold<tensor::DimOp>(loc, base, 0);
  SmallVector<OpFoldResult> baseSizes = sizesOf(loc, base);
  // Each update row must be a row of the variable.
  if (!scalarUpdates) {
    SmallVector<OpFoldResult> updateSizes = sizesOf(loc, flatUpdates);
    Value mismatch = b.createOrFold<arith::CmpIOp>(
        loc, arith::CmpIPredicate::ne,
        getValueOrCreateConstantIndexOp(b, loc, updateSizes[0]), count);
    for (int64_t d = 1; d <= rowRank; ++d) {
      Value differs = b.createOrFold<arith::CmpIOp>(
          loc, arith::CmpIPredicate::ne,
          getValueOrCreateConstantIndexOp(b, loc, updateSizes[d]),
          getValueOrCreateConstantIndexOp(b, loc, baseSizes[d]));
      mismatch = b.createOrFold<arith::OrIOp>(loc, mismatch, differs);
    }
    if (matchPattern(mismatch, m_One())) {
      error(op) << "Must have updates.shape = indices.shape + "
                   "params.shape[1:] or updates.shape = [], got "
                << updatesType << " for indices " << indicesType
                << " and params " << baseType;
      return failure();
    }
    runtimeCheck(loc, mismatch,
                 "Must have updates.shape = indices.shape + params.shape[1:] "
                 "or updates.shape = []");
  }
  auto loop = scf::ForOp::create(b, loc, constantIndex(loc, 0), count,
                                 constantIndex(loc, 1), ValueRange{base});
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(loop.getBody());
  Value i = loop.getInductionVar();
  Value carried = loop.getRegionIterArgs()[0];
  Value raw = tensor::ExtractOp::create(b, loc, flatIndices, i);
  Value row = arith::IndexCastOp::create(b, loc, b.getIndexType(), raw);
  Value outside = arith::OrIOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, row,
                            constantIndex(loc, 0)),
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, row, rows));
  auto i64 = b.getI64Type();
  runtimeCheck(loc, outside, "indices[{0}] = {1} is not in [0, {2})",
               {arith::IndexCastOp::create(b, loc, i64, i).getResult(),
                signExtendToI64(b, loc, raw),
                arith::IndexCastOp::create(b, loc, i64, rows).getResult()});
  int64_t rank = baseType.getRank();
  SmallVector<OpFoldResult> offsets(rank, b.getIndexAttr(0)), sizes(baseSizes),
      strides(rank, b.getIndexAttr(1));
  offsets[0] = row;
  sizes[0] = b.getIndexAttr(1);
  Value old =
      tensor::ExtractSliceOp::create(b, loc, carried, offsets, sizes, strides);
  Value update;
  if (scalarUpdates) {
    update = updates;
  } else {
    SmallVector<OpFoldResult> from(offsets);
    from[0] = i;
    update = tensor::ExtractSliceOp::create(b, loc, flatUpdates, from, sizes,
                                            strides);
  }
  FailureOr<Value> combined =
      kind == "Update" ? elementwise(op, {old, update}, element,
                                     [](OpBuilder &, Location,
                                        ValueRange args) { return args[1]; })
                       : binary(op, {old, update},
                                kind == "Min"   ? "Minimum"
                                : kind == "Max" ? "Maximum"
                                : kind == "Div" ? "RealDiv"
                                                : kind);
  if (failed(combined))
    return failure();
  Value newRow;
  if (failed(castTo(loc, *combined, old.getType(), newRow)))
    return failure();
  Value inserted = tensor::InsertSliceOp::create(b, loc, newRow, carried,
                                                 offsets, sizes, strides);
  scf::YieldOp::create(b, loc, inserted);
  return loop.getResult(0);
}

FailureOr<std::pair<Value, Value>> Legalizer::unique(Operation *op, Value x,
                                                     Type indexType) {
  Location loc = op->getLoc();
  x = toTensor(loc, x);
  auto type = dyn_cast<RankedTensorType>(x.getType());
  if (!type || type.getRank() != 1) {
    error(op) << "unique expects a 1D vector, got " << x.getType();
    return failure();
  }
  Type element = type.getElementType();
  Value n = b.createOrFold<tensor::DimOp>(loc, x, 0);
  Value values = tensor::EmptyOp::create(
      b, loc, RankedTensorType::get({ShapedType::kDynamic}, element), n);
  Value positions = tensor::EmptyOp::create(
      b, loc, RankedTensorType::get({ShapedType::kDynamic}, indexType), n);
  Value zero = constantIndex(loc, 0), one = constantIndex(loc, 1);
  // For each element, its first equal among the values found so far (a
  // linear search: ids per step are few), else it is a new value.
  auto outer = scf::ForOp::create(b, loc, zero, n, one,
                                  ValueRange{values, positions, zero});
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(outer.getBody());
    Value i = outer.getInductionVar();
    Value found = outer.getRegionIterArgs()[0];
    Value index = outer.getRegionIterArgs()[1];
    Value count = outer.getRegionIterArgs()[2];
    Value xi = tensor::ExtractOp::create(b, loc, x, i);
    Value none = constantIndex(loc, -1);
    auto search =
        scf::ForOp::create(b, loc, zero, count, one, ValueRange{none});
    {
      OpBuilder::InsertionGuard inner(b);
      b.setInsertionPointToStart(search.getBody());
      Value j = search.getInductionVar();
      Value at = search.getRegionIterArgs()[0];
      Value yj = tensor::ExtractOp::create(b, loc, found, j);
      Value equal =
          isa<FloatType>(element)
              ? arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, yj, xi)
                    .getResult()
              : arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, yj, xi)
                    .getResult();
      Value first = arith::AndIOp::create(
          b, loc, equal,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, at, zero));
      scf::YieldOp::create(
          b, loc, arith::SelectOp::create(b, loc, first, j, at).getResult());
    }
    Value at = search.getResult(0);
    Value isNew =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, at, zero);
    Value position = arith::SelectOp::create(b, loc, isNew, count, at);
    auto grown = scf::IfOp::create(
        b, loc, isNew,
        [&](OpBuilder &tb, Location tloc) {
          Value stored =
              tensor::InsertOp::create(tb, tloc, xi, found, count).getResult();
          scf::YieldOp::create(tb, tloc, stored);
        },
        [&](OpBuilder &tb, Location tloc) {
          scf::YieldOp::create(tb, tloc, found);
        });
    Value newCount = arith::SelectOp::create(
        b, loc, isNew, arith::AddIOp::create(b, loc, count, one), count);
    Value positionValue =
        arith::IndexCastOp::create(b, loc, indexType, position);
    Value newIndex =
        tensor::InsertOp::create(b, loc, positionValue, index, i).getResult();
    scf::YieldOp::create(b, loc,
                         ValueRange{grown.getResult(0), newIndex, newCount});
  }
  Value distinct = leadingElements(loc, outer.getResult(0), outer.getResult(2));
  return std::make_pair(distinct, outer.getResult(1));
}

/// GatherNd: result[i..., j...] = params[indices[i..., 0], ...,
/// indices[i..., D - 1], j...] for the last dimension D of indices, checked
/// as TensorFlow's kernel checks it.
FailureOr<Value> Legalizer::gatherNd(Operation *op, Value params,
                                     Value indices) {
  Location loc = op->getLoc();
  params = toTensor(loc, params);
  indices = toTensor(loc, indices);
  auto paramsType = dyn_cast<RankedTensorType>(params.getType());
  auto indicesType = dyn_cast<RankedTensorType>(indices.getType());
  if (!paramsType || !indicesType || indicesType.getRank() < 1 ||
      indicesType.isDynamicDim(indicesType.getRank() - 1)) {
    error(op) << "needs ranked params and indices of rank 1 or more whose "
                 "last dimension is known";
    return failure();
  }
  int64_t batchRank = indicesType.getRank() - 1;
  int64_t depth = indicesType.getDimSize(batchRank);
  int64_t rank = paramsType.getRank();
  if (depth < 1 || depth > rank) {
    error(op) << "index innermost dimension length must be in [1, " << rank
              << "]; saw: " << depth;
    return failure();
  }
  SmallVector<OpFoldResult> paramSizes = sizesOf(loc, params);
  SmallVector<OpFoldResult> indexSizes = sizesOf(loc, indices);
  SmallVector<OpFoldResult> sizes(indexSizes.begin(),
                                  indexSizes.begin() + batchRank);
  llvm::append_range(sizes,
                     ArrayRef<OpFoldResult>(paramSizes).drop_front(depth));
  int64_t resultRank = sizes.size();
  SmallVector<Value> limits;
  for (int64_t d = 0; d < depth; ++d)
    limits.push_back(getValueOrCreateConstantIndexOp(b, loc, paramSizes[d]));
  // The first row (in row-major order over the batch dimensions) with an
  // index out of range, or the row count when there is none.
  Value rows = constantIndex(loc, 1);
  for (int64_t d = 0; d < batchRank; ++d)
    rows = arith::MulIOp::create(
        b, loc, rows, getValueOrCreateConstantIndexOp(b, loc, indexSizes[d]));
  auto coordinate = [&](OpBuilder &nb, Location nloc, ValueRange batch,
                        int64_t d) {
    SmallVector<Value> at(batch);
    at.push_back(arith::ConstantIndexOp::create(nb, nloc, d));
    Value raw = tensor::ExtractOp::create(nb, nloc, indices, at);
    Value index = arith::IndexCastOp::create(nb, nloc, nb.getIndexType(), raw);
    Value bad = arith::OrIOp::create(
        nb, nloc,
        arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::slt, index,
                              arith::ConstantIndexOp::create(nb, nloc, 0)),
        arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::sge, index,
                              limits[d]));
    return std::make_pair(index, bad);
  };
  Value limitTensor = tensor::FromElementsOp::create(
      b, loc, RankedTensorType::get({depth}, b.getIndexType()), limits);
  Value init = tensor::FromElementsOp::create(
      b, loc, RankedTensorType::get({}, b.getIndexType()), rows);
  int64_t indexRank = batchRank + 1;
  SmallVector<AffineMap> checkMaps = {
      b.getMultiDimIdentityMap(indexRank),
      AffineMap::get(indexRank, 0, {}, b.getContext())};
  SmallVector<utils::IteratorType> checkIterators(
      indexRank, utils::IteratorType::reduction);
  auto check = linalg::GenericOp::create(
      b, loc, init.getType(), indices, init, checkMaps, checkIterators,
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        Value flat = arith::ConstantIndexOp::create(nb, nloc, 0);
        for (int64_t d = 0; d < batchRank; ++d) {
          Value extent =
              getValueOrCreateConstantIndexOp(nb, nloc, indexSizes[d]);
          flat = arith::AddIOp::create(
              nb, nloc, arith::MulIOp::create(nb, nloc, flat, extent),
              linalg::IndexOp::create(nb, nloc, d));
        }
        Value index =
            arith::IndexCastOp::create(nb, nloc, nb.getIndexType(), args[0]);
        Value limit = tensor::ExtractOp::create(
            nb, nloc, limitTensor,
            ValueRange{linalg::IndexOp::create(nb, nloc, batchRank)});
        Value bad = arith::OrIOp::create(
            nb, nloc,
            arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::slt, index,
                                  arith::ConstantIndexOp::create(nb, nloc, 0)),
            arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::sge, index,
                                  limit));
        Value first = arith::SelectOp::create(
            nb, nloc, bad, arith::MinUIOp::create(nb, nloc, flat, args[1]),
            args[1]);
        linalg::YieldOp::create(nb, nloc, first);
      });
  Value firstBad =
      tensor::ExtractOp::create(b, loc, check.getResult(0), ValueRange{});
  runtimeCheck(
      loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, firstBad, rows),
      "indices[{0}] (row-major over the leading dimensions) does not index "
      "into param shape " +
          shapeString(paramsType.getShape()),
      {arith::IndexCastOp::create(b, loc, b.getI64Type(), firstBad)
           .getResult()});
  Value result =
      tensor::EmptyOp::create(b, loc, sizes, paramsType.getElementType());
  SmallVector<AffineMap> maps = {b.getMultiDimIdentityMap(resultRank)};
  SmallVector<utils::IteratorType> iterators(resultRank,
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      b, loc, result.getType(), ValueRange{}, result, maps, iterators,
      [&](OpBuilder &nb, Location nloc, ValueRange) {
        SmallVector<Value> batch, at;
        for (int64_t d = 0; d < batchRank; ++d)
          batch.push_back(linalg::IndexOp::create(nb, nloc, d));
        for (int64_t d = 0; d < depth; ++d) {
          auto [index, bad] = coordinate(nb, nloc, batch, d);
          at.push_back(arith::SelectOp::create(
              nb, nloc, bad, arith::ConstantIndexOp::create(nb, nloc, 0),
              index));
        }
        for (int64_t d = batchRank; d < resultRank; ++d)
          at.push_back(linalg::IndexOp::create(nb, nloc, d));
        linalg::YieldOp::create(
            nb, nloc,
            tensor::ExtractOp::create(nb, nloc, params, at).getResult());
      });
  return generic.getResult(0);
}

/// ScatterNd: zeros of `shape` to which each updates[i..., j...] is added at
/// [indices[i..., 0], ..., indices[i..., D - 1], j...], in order (repeated
/// indices add up), checked as TensorFlow's kernel checks them.
FailureOr<Value> Legalizer::scatterNd(Operation *op, Value indices,
                                      Value updates, Value shape, Value base,
                                      StringRef kind) {
  Location loc = op->getLoc();
  indices = toTensor(loc, indices);
  updates = toTensor(loc, updates);
  auto indicesType = dyn_cast<RankedTensorType>(indices.getType());
  auto updatesType = dyn_cast<RankedTensorType>(updates.getType());
  if (!indicesType || !updatesType || indicesType.getRank() < 1 ||
      indicesType.isDynamicDim(indicesType.getRank() - 1)) {
    error(op) << "needs ranked updates and indices of rank 1 or more whose "
                 "last dimension is known";
    return failure();
  }
  Type element = updatesType.getElementType();
  FailureOr<SmallVector<OpFoldResult>> sizes;
  if (base) {
    base = toTensor(loc, base);
    auto baseType = dyn_cast<RankedTensorType>(base.getType());
    if (!baseType || baseType.getElementType() != element) {
      error(op) << "needs a ranked tensor of the updates' element type, got "
                << base.getType();
      return failure();
    }
    sizes = sizesOf(loc, base);
  } else {
    sizes = shapeOperandSizes(op, shape, element);
  }
  if (failed(sizes))
    return failure();
  int64_t rank = sizes->size();
  int64_t batchRank = indicesType.getRank() - 1;
  int64_t depth = indicesType.getDimSize(batchRank);
  if (depth < 1 || depth > rank ||
      updatesType.getRank() != batchRank + rank - depth) {
    error(op) << "needs updates.shape = indices.shape[:-1] + "
                 "shape[indices.shape[-1]:], got updates "
              << updatesType << ", indices " << indicesType << " and " << rank
              << " output dimensions";
    return failure();
  }
  // Indices as [n, D] and updates as [n, slice...].
  // A slice: the output's dimensions after the indexed ones (the updates'
  // are checked equal to them).
  SmallVector<int64_t> sliceShape;
  for (int64_t d = depth; d < rank; ++d) {
    std::optional<int64_t> size = getConstantIntValue((*sizes)[d]);
    sliceShape.push_back(size ? *size : ShapedType::kDynamic);
  }
  auto flatten = [&](Value v, RankedTensorType type) -> Value {
    if (batchRank == 1)
      return v;
    if (batchRank == 0) {
      SmallVector<int64_t> shape = {1};
      llvm::append_range(shape, type.getShape());
      SmallVector<ReassociationIndices> groups;
      for (int64_t d = 0; d < type.getRank(); ++d)
        groups.push_back(d == 0 ? ReassociationIndices{0, 1}
                                : ReassociationIndices{d + 1});
      return tensor::ExpandShapeOp::create(
          b, loc, RankedTensorType::get(shape, type.getElementType()), v,
          groups);
    }
    SmallVector<ReassociationIndices> groups(1);
    for (int64_t d = 0; d < batchRank; ++d)
      groups[0].push_back(d);
    for (int64_t d = batchRank; d < type.getRank(); ++d)
      groups.push_back({d});
    return tensor::CollapseShapeOp::create(b, loc, v, groups);
  };
  // The updates' shape: the indices' batch dimensions, then the slice's
  // (at compile time where both are known, else at run time).
  auto requireEqual = [&](Value got, Value want,
                          const std::string &message) -> LogicalResult {
    return requireOrError(
        op,
        b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, got, want),
        message, {got, want});
  };
  for (int64_t d = 0; d < batchRank; ++d)
    if (failed(requireEqual(dimAsI64(b, loc, updates, d),
                            dimAsI64(b, loc, indices, d),
                            "updates.shape[" + std::to_string(d) +
                                "] = {0} does not match indices.shape[" +
                                std::to_string(d) + "] = {1}")))
      return failure();
  for (int64_t d = 0; d < (int64_t)sliceShape.size(); ++d) {
    Value want = b.createOrFold<arith::IndexCastOp>(
        loc, b.getI64Type(),
        getValueOrCreateConstantIndexOp(b, loc, (*sizes)[depth + d]));
    if (failed(requireEqual(dimAsI64(b, loc, updates, batchRank + d), want,
                            "updates.shape[" + std::to_string(batchRank + d) +
                                "] = {0} does not match shape[" +
                                std::to_string(depth + d) + "] = {1}")))
      return failure();
  }
  Value flatIndices = flatten(indices, indicesType);
  Value flatUpdates = flatten(updates, updatesType);
  Value count = tensor::DimOp::create(b, loc, flatIndices, 0);
  Value out =
      base ? base
           : fill(loc, *sizes,
                  arith::ConstantOp::create(b, loc, b.getZeroAttr(element)));
  auto loop = scf::ForOp::create(b, loc, constantIndex(loc, 0), count,
                                 constantIndex(loc, 1), ValueRange{out});
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(loop.getBody());
  Value i = loop.getInductionVar();
  Value acc = loop.getRegionIterArgs()[0];
  SmallVector<OpFoldResult> offsets, sliceSizes,
      strides(rank, b.getIndexAttr(1));
  Value bad = arith::ConstantIntOp::create(b, loc, 0, 1);
  SmallVector<Value> coords;
  for (int64_t d = 0; d < depth; ++d) {
    Value raw = tensor::ExtractOp::create(b, loc, flatIndices,
                                          ValueRange{i, constantIndex(loc, d)});
    Value index = arith::IndexCastOp::create(b, loc, b.getIndexType(), raw);
    Value limit = getValueOrCreateConstantIndexOp(b, loc, (*sizes)[d]);
    bad = arith::OrIOp::create(
        b, loc, bad,
        arith::OrIOp::create(
            b, loc,
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, index,
                                  constantIndex(loc, 0)),
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, index,
                                  limit)));
    coords.push_back(index);
  }
  std::string shapeText = "[";
  for (auto [d, size] : llvm::enumerate(*sizes)) {
    std::optional<int64_t> c = getConstantIntValue(size);
    shapeText += (d ? "," : "") + (c ? std::to_string(*c) : std::string("?"));
  }
  shapeText += "]";
  runtimeCheck(
      loc, bad,
      "indices[{0}] (row-major over the leading dimensions) does "
      "not index into shape " +
          shapeText,
      {arith::IndexCastOp::create(b, loc, b.getI64Type(), i).getResult()});
  for (int64_t d = 0; d < depth; ++d) {
    offsets.push_back(
        arith::SelectOp::create(b, loc, bad, constantIndex(loc, 0), coords[d])
            .getResult());
    sliceSizes.push_back(b.getIndexAttr(1));
  }
  for (int64_t d = depth; d < rank; ++d) {
    offsets.push_back(b.getIndexAttr(0));
    sliceSizes.push_back((*sizes)[d]);
  }
  auto sliceType = RankedTensorType::get(sliceShape, element);
  Value current = tensor::ExtractSliceOp::create(b, loc, sliceType, acc,
                                                 offsets, sliceSizes, strides);
  SmallVector<OpFoldResult> updOffsets(1 + sliceShape.size(),
                                       b.getIndexAttr(0));
  updOffsets[0] = i;
  SmallVector<OpFoldResult> updSizes = {b.getIndexAttr(1)};
  llvm::append_range(updSizes,
                     ArrayRef<OpFoldResult>(*sizes).drop_front(depth));
  SmallVector<OpFoldResult> updStrides(1 + sliceShape.size(),
                                       b.getIndexAttr(1));
  Value update = tensor::ExtractSliceOp::create(
      b, loc, sliceType, flatUpdates, updOffsets, updSizes, updStrides);
  FailureOr<Value> sum = kind == "Update" ? FailureOr<Value>(update)
                                          : binary(op, {current, update}, kind);
  if (failed(sum))
    return failure();
  scf::YieldOp::create(b, loc,
                       tensor::InsertSliceOp::create(b, loc, *sum, acc, offsets,
                                                     sliceSizes, strides)
                           .getResult());
  return loop.getResult(0);
}

/// Where(condition): the coordinates of condition's true (nonzero)
/// elements in row-major order, as an int64 [count, rank]: counted first,
/// then written by one pass over the elements.
FailureOr<Value> Legalizer::whereTrue(Operation *op, Value condition) {
  Location loc = op->getLoc();
  condition = toTensor(loc, condition);
  auto type = dyn_cast<RankedTensorType>(condition.getType());
  if (!type) {
    error(op) << "needs a ranked condition";
    return failure();
  }
  // Floats, signless integers and booleans: what the front end admits.
  Type element = type.getElementType();
  int64_t rank = type.getRank();
  auto isTrue = [&](OpBuilder &nb, Location nloc, Value v) -> Value {
    if (isFloat(element))
      return arith::CmpFOp::create(nb, nloc, arith::CmpFPredicate::UNE, v,
                                   floatConstant(nb, nloc, element, 0.0));
    return arith::CmpIOp::create(
        nb, nloc, arith::CmpIPredicate::ne, v,
        arith::ConstantOp::create(nb, nloc, nb.getZeroAttr(element)));
  };
  // The count of true elements.
  Value zero = constantIndex(loc, 0);
  Value init = tensor::FromElementsOp::create(
      b, loc, RankedTensorType::get({}, b.getIndexType()), zero);
  SmallVector<AffineMap> maps = {b.getMultiDimIdentityMap(rank),
                                 AffineMap::get(rank, 0, {}, b.getContext())};
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::reduction);
  auto counted = linalg::GenericOp::create(
      b, loc, init.getType(), condition, init, maps, iterators,
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        Value one = arith::SelectOp::create(
            nb, nloc, isTrue(nb, nloc, args[0]),
            arith::ConstantIndexOp::create(nb, nloc, 1),
            arith::ConstantIndexOp::create(nb, nloc, 0));
        linalg::YieldOp::create(
            nb, nloc,
            arith::AddIOp::create(nb, nloc, args[1], one).getResult());
      });
  Value count =
      tensor::ExtractOp::create(b, loc, counted.getResult(0), ValueRange{});
  Value result = tensor::EmptyOp::create(
      b, loc, ArrayRef<OpFoldResult>{count, b.getIndexAttr(rank)},
      b.getI64Type());
  // Nested loops over the elements carry the result and the next row.
  SmallVector<OpFoldResult> sizes = sizesOf(loc, condition);
  SmallVector<Value> ivs;
  std::function<SmallVector<Value>(int64_t, Value, Value)> nest =
      [&](int64_t d, Value out, Value row) -> SmallVector<Value> {
    if (d == rank) {
      Value v = tensor::ExtractOp::create(b, loc, condition, ivs);
      auto ifOp =
          scf::IfOp::create(b, loc, TypeRange{out.getType(), row.getType()},
                            isTrue(b, loc, v), /*withElse=*/true);
      {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointToStart(ifOp.thenBlock());
        Value written = out;
        for (int64_t k = 0; k < rank; ++k)
          written = tensor::InsertOp::create(
              b, loc,
              arith::IndexCastOp::create(b, loc, b.getI64Type(), ivs[k]),
              written, ValueRange{row, constantIndex(loc, k)});
        scf::YieldOp::create(
            b, loc,
            ValueRange{written,
                       arith::AddIOp::create(b, loc, row, constantIndex(loc, 1))
                           .getResult()});
        b.setInsertionPointToStart(ifOp.elseBlock());
        scf::YieldOp::create(b, loc, ValueRange{out, row});
      }
      return {ifOp.getResult(0), ifOp.getResult(1)};
    }
    auto loop = scf::ForOp::create(
        b, loc, zero, getValueOrCreateConstantIndexOp(b, loc, sizes[d]),
        constantIndex(loc, 1), ValueRange{out, row});
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    ivs.push_back(loop.getInductionVar());
    SmallVector<Value> inner =
        nest(d + 1, loop.getRegionIterArgs()[0], loop.getRegionIterArgs()[1]);
    ivs.pop_back();
    scf::YieldOp::create(b, loc, inner);
    return {loop.getResult(0), loop.getResult(1)};
  };
  return nest(0, result, zero)[0];
}

void Legalizer::registerIndexingHandlers() {
  registerSliceHandlers();
  auto &h = handlers;
  // OneHot(indices, depth, on_value, off_value): on where the index equals
  // the position along the new axis (-1: last), off elsewhere (also for
  // indices outside [0, depth), as TensorFlow gives).
  h["OneHot"] = [this](Operation *op, ArrayRef<Value> operands,
                       SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value indices = toTensor(loc, operands[0]);
    auto type = dyn_cast<RankedTensorType>(indices.getType());
    FailureOr<SmallVector<int64_t>> depth = constInts(op, operands[1], "depth");
    if (failed(depth))
      return failure();
    if (!type || depth->size() != 1 || (*depth)[0] < 0)
      return error(op) << "needs ranked indices and a non-negative depth";
    int64_t rank = type.getRank() + 1;
    int64_t axis = -1;
    if (auto attr = op->getAttrOfType<IntegerAttr>("axis"))
      axis = attr.getInt();
    if (axis < -1 || axis >= rank)
      return error(op) << "has axis " << axis << " out of range";
    if (axis == -1)
      axis = rank - 1;
    Value on = toScalar(loc, operands[2]), off = toScalar(loc, operands[3]);
    if (on.getType() != off.getType())
      return error(op) << "has on_value and off_value of different types";
    SmallVector<OpFoldResult> sizes = sizesOf(loc, indices);
    sizes.insert(sizes.begin() + axis, b.getIndexAttr((*depth)[0]));
    Value init = tensor::EmptyOp::create(b, loc, sizes, on.getType());
    SmallVector<AffineExpr> indexExprs;
    for (int64_t d = 0; d < rank; ++d)
      if (d != axis)
        indexExprs.push_back(b.getAffineDimExpr(d));
    SmallVector<AffineMap> maps = {
        AffineMap::get(rank, 0, indexExprs, b.getContext()),
        b.getMultiDimIdentityMap(rank)};
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    auto generic = linalg::GenericOp::create(
        b, loc, init.getType(), indices, init, maps, iterators,
        [&](OpBuilder &nb, Location nloc, ValueRange args) {
          Value position = arith::IndexCastOp::create(
              nb, nloc, args[0].getType(),
              linalg::IndexOp::create(nb, nloc, axis));
          Value hit = arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::eq,
                                            args[0], position);
          linalg::YieldOp::create(
              nb, nloc,
              arith::SelectOp::create(nb, nloc, hit, on, off).getResult());
        });
    results.push_back(generic.getResult(0));
    return success();
  };
  h["GatherV2"] = [this](Operation *op, ArrayRef<Value> operands,
                         SmallVectorImpl<Value> &results) -> LogicalResult {
    int64_t batchDims = 0;
    if (auto attr = op->getAttrOfType<IntegerAttr>("batch_dims"))
      batchDims = attr.getInt();
    FailureOr<SmallVector<int64_t>> axis = constInts(op, operands[2], "axis");
    if (failed(axis))
      return failure();
    if (axis->size() != 1)
      return error(op) << "needs a scalar axis";
    return pushResult(
        results, gather(op, operands[0], operands[1], (*axis)[0], batchDims));
  };
  h["Where"] = [this](Operation *op, ArrayRef<Value> operands,
                      SmallVectorImpl<Value> &results) -> LogicalResult {
    return pushResult(results, whereTrue(op, operands[0]));
  };
  h["GatherNd"] = [this](Operation *op, ArrayRef<Value> operands,
                         SmallVectorImpl<Value> &results) -> LogicalResult {
    return pushResult(results, gatherNd(op, operands[0], operands[1]));
  };
  // SparseToDense(indices [N, R] | [N] | [], output_shape [R], values [N] |
  // [], default): default everywhere, values[i] at indices[i]. With
  // validate_indices the indices must be in bounds, sorted and distinct,
  // as TensorFlow's SparseTensor::IndicesValid checks them.
  h["SparseToDense"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value indices = toTensor(loc, operands[0]);
    Value values = toTensor(loc, operands[2]);
    Value fallback = toTensor(loc, operands[3]);
    auto indicesType = dyn_cast<RankedTensorType>(indices.getType());
    auto valuesType = dyn_cast<RankedTensorType>(values.getType());
    auto fallbackType = dyn_cast<RankedTensorType>(fallback.getType());
    if (!indicesType || !valuesType || !fallbackType)
      return error(op) << "needs ranked indices, values and default_value";
    if (indicesType.getRank() > 2)
      return error(op) << "sparse_indices should be a scalar, vector, or "
                          "matrix, got shape "
                       << indicesType;
    if (indicesType.getRank() == 2 && indicesType.isDynamicDim(1))
      return error(op) << "needs sparse_indices whose second dimension is "
                          "known";
    if (fallbackType.getRank() != 0)
      return error(op) << "default_value should be a scalar.";
    if (valuesType.getRank() > 1)
      return error(op) << "sparse_values has incorrect shape " << valuesType
                       << ", should be [] or [N]";
    Type element = valuesType.getElementType();
    int64_t rank = indicesType.getRank() == 2 ? indicesType.getDimSize(1) : 1;
    FailureOr<SmallVector<OpFoldResult>> sizes =
        shapeOperandSizes(op, operands[1], element);
    if (failed(sizes))
      return failure();
    if ((int64_t)sizes->size() != rank)
      return error(op) << "output_shape has incorrect number of elements: "
                       << sizes->size() << " should be: " << rank;
    Type i64 = b.getI64Type();
    Value zero = constantIndex(loc, 0), one = constantIndex(loc, 1);
    Value count = indicesType.getRank() == 0
                      ? one
                      : b.createOrFold<tensor::DimOp>(loc, indices, 0);
    if (valuesType.getRank() == 1) {
      Value n = b.createOrFold<tensor::DimOp>(loc, values, 0);
      runtimeCheck(
          loc,
          b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::ne, n,
                                        count),
          "sparse_values has incorrect shape [{0}], should be [] or [{1}]",
          {arith::IndexCastOp::create(b, loc, i64, n).getResult(),
           arith::IndexCastOp::create(b, loc, i64, count).getResult()});
      // Past a failed check, no value is read out of bounds.
      count = b.createOrFold<arith::MinUIOp>(loc, count, n);
    }
    SmallVector<Value> bounds =
        llvm::map_to_vector(*sizes, [&](OpFoldResult size) -> Value {
          return getValueOrCreateConstantIndexOp(b, loc, size);
        });
    // Messages print an index and the shape element by element.
    auto listOf = [](int64_t first, int64_t n) {
      std::string text;
      for (int64_t d = 0; d < n; ++d)
        text += (d ? ",{" : "{") + std::to_string(first + d) + "}";
      return text;
    };
    bool validate = boolAttr(op, "validate_indices", true);
    Value dense = fill(loc, *sizes, toScalar(loc, fallback));
    auto loop = scf::ForOp::create(
        b, loc, zero, count, one, ValueRange{dense},
        [&](OpBuilder &nb, Location nloc, Value i, ValueRange args) {
          OpBuilder::InsertionGuard guard(b);
          b.setInsertionPoint(nb.getInsertionBlock(), nb.getInsertionPoint());
          // Element d of entry `row`'s index, as i64.
          auto indexAt = [&](Value row, int64_t d) -> Value {
            SmallVector<Value> where;
            if (indicesType.getRank() >= 1)
              where.push_back(row);
            if (indicesType.getRank() == 2)
              where.push_back(constantIndex(nloc, d));
            return signExtendToI64(
                b, nloc, tensor::ExtractOp::create(b, nloc, indices, where));
          };
          SmallVector<Value> at, at64;
          Value inBounds =
              arith::ConstantOp::create(b, nloc, b.getBoolAttr(true));
          for (int64_t d = 0; d < rank; ++d) {
            Value v = indexAt(i, d);
            at64.push_back(v);
            Value bound = arith::IndexCastOp::create(b, nloc, i64, bounds[d]);
            Value ok = arith::AndIOp::create(
                b, nloc,
                arith::CmpIOp::create(
                    b, nloc, arith::CmpIPredicate::sge, v,
                    arith::ConstantOp::create(b, nloc, b.getI64IntegerAttr(0))),
                arith::CmpIOp::create(b, nloc, arith::CmpIPredicate::slt, v,
                                      bound));
            inBounds = arith::AndIOp::create(b, nloc, inBounds, ok);
            at.push_back(
                arith::IndexCastOp::create(b, nloc, b.getIndexType(), v));
          }
          SmallVector<Value> shape64 =
              llvm::map_to_vector(bounds, [&](Value v) {
                return arith::IndexCastOp::create(b, nloc, i64, v).getResult();
              });
          if (validate) {
            std::string index = "indices[{0}] = [" + listOf(1, rank) + "]";
            SmallVector<Value> fields = {
                arith::IndexCastOp::create(b, nloc, i64, i)};
            llvm::append_range(fields, at64);
            SmallVector<Value> withShape(fields);
            llvm::append_range(withShape, shape64);
            requireAtRunTime(nloc, inBounds,
                             index + " is out of bounds: need 0 <= index < [" +
                                 listOf(1 + rank, rank) + "]",
                             withShape);
            // Against the previous index: the sign of the first element
            // that differs (lexicographic order).
            Value first = arith::CmpIOp::create(
                b, nloc, arith::CmpIPredicate::eq, i, constantIndex(nloc, 0));
            Value previous = arith::SelectOp::create(
                b, nloc, first, constantIndex(nloc, 0),
                arith::SubIOp::create(b, nloc, i, constantIndex(nloc, 1)));
            auto c64 = [&](int64_t v) -> Value {
              return arith::ConstantOp::create(b, nloc, b.getI64IntegerAttr(v));
            };
            Value order = c64(0);
            for (int64_t d = rank - 1; d >= 0; --d) {
              Value before = indexAt(previous, d);
              Value sign = arith::SelectOp::create(
                  b, nloc,
                  arith::CmpIOp::create(b, nloc, arith::CmpIPredicate::sgt,
                                        at64[d], before),
                  c64(1),
                  arith::SelectOp::create(
                      b, nloc,
                      arith::CmpIOp::create(b, nloc, arith::CmpIPredicate::slt,
                                            at64[d], before),
                      c64(-1), c64(0)));
              order = arith::SelectOp::create(
                  b, nloc,
                  arith::CmpIOp::create(b, nloc, arith::CmpIPredicate::ne, sign,
                                        c64(0)),
                  sign, order);
            }
            auto firstOr = [&](arith::CmpIPredicate predicate) -> Value {
              return arith::OrIOp::create(
                  b, nloc, first,
                  arith::CmpIOp::create(b, nloc, predicate, order, c64(0)));
            };
            requireAtRunTime(
                nloc, firstOr(arith::CmpIPredicate::sge),
                index + " is out of order. Many sparse ops require sorted "
                        "indices.\n    Use `tf.sparse.reorder` to create a "
                        "correctly ordered copy.\n\n",
                fields);
            requireAtRunTime(nloc, firstOr(arith::CmpIPredicate::ne),
                             index + " is repeated", fields);
          } else {
            requireAtRunTime(
                nloc, inBounds,
                "Indices are not valid (out of bounds).  Shape: [" +
                    listOf(0, rank) + "]",
                shape64);
          }
          Value value =
              valuesType.getRank() == 0
                  ? tensor::ExtractOp::create(b, nloc, values, ValueRange{})
                        .getResult()
                  : tensor::ExtractOp::create(b, nloc, values, ValueRange{i})
                        .getResult();
          // Out of bounds writes nothing (the check has failed the call).
          auto write = scf::IfOp::create(b, nloc, TypeRange(args), inBounds,
                                         /*withElseRegion=*/true);
          {
            OpBuilder::InsertionGuard inner(b);
            b.setInsertionPointToStart(write.thenBlock());
            scf::YieldOp::create(
                b, nloc,
                tensor::InsertOp::create(b, nloc, value, args[0], at)
                    .getResult());
            b.setInsertionPointToStart(write.elseBlock());
            scf::YieldOp::create(b, nloc, args);
          }
          scf::YieldOp::create(b, nloc, write.getResults());
        });
    results.push_back(loop.getResult(0));
    return success();
  };
  h["ScatterNd"] = [this](Operation *op, ArrayRef<Value> operands,
                          SmallVectorImpl<Value> &results) -> LogicalResult {
    return pushResult(results,
                      scatterNd(op, operands[0], operands[1], operands[2]));
  };
  // TensorScatterUpdate/Add/Sub/Max/Min(tensor, indices, updates): ScatterNd
  // into a copy of `tensor`, each update combined with what is there.
  for (auto [name, kind] : {std::pair<StringLiteral, StringLiteral>{
                                "TensorScatterUpdate", "Update"},
                            {"TensorScatterAdd", "Add"},
                            {"TensorScatterSub", "Sub"},
                            {"TensorScatterMax", "Maximum"},
                            {"TensorScatterMin", "Minimum"}})
    h[name] = [this, kind](Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
      return pushResult(results, scatterNd(op, operands[1], operands[2],
                                           Value(), operands[0], kind));
    };
  h["Gather"] = [this](Operation *op, ArrayRef<Value> operands,
                       SmallVectorImpl<Value> &results) -> LogicalResult {
    return pushResult(results, gather(op, operands[0], operands[1], 0));
  };
  // UnravelIndex(indices, dims) (tf.unravel_index): the coordinates of each
  // flat index in an array of shape `dims`, [len(dims)] for a scalar index
  // and [len(dims), N] for N indices: (index % stride_i) / stride_{i+1},
  // stride_i the product of dims[i:], with C's truncating % and / as
  // TensorFlow's kernel computes them (a negative index, which it does not
  // reject, gets its coordinates so). dims and the indices are checked as
  // the kernel checks them, at compile time where they are constants, else
  // at run time (the overflow message then prints dims unpadded; TensorFlow
  // pads them to one width).
  h["UnravelIndex"] = [this](Operation *op, ArrayRef<Value> operands,
                             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value indices = toTensor(loc, operands[0]);
    Value dims = toTensor(loc, operands[1]);
    auto iType = dyn_cast<RankedTensorType>(indices.getType());
    auto dType = dyn_cast<RankedTensorType>(dims.getType());
    Type element = iType ? iType.getElementType() : Type();
    if (!iType || !dType || dType.getElementType() != element ||
        !(element.isSignlessInteger(32) || element.isSignlessInteger(64)))
      return error(op) << "needs ranked int32 or int64 indices and dims of "
                          "one type, got "
                       << operands[0].getType() << " and "
                       << operands[1].getType();
    if (iType.getRank() > 1)
      return error(op) << "The indices can only be scalar or vector, got \""
                       << shapeString(iType.getShape()) << "\"";
    if (dType.getRank() != 1)
      return error(op) << "The indices can only be 1-D, got \""
                       << shapeString(dType.getShape()) << "\"";
    if (dType.isDynamicDim(0))
      return error(op) << "needs dims of a length known at compile time (the "
                          "result's first dimension), got "
                       << dims.getType();
    bool is64 = element.isSignlessInteger(64);
    std::string empty = std::string("received empty tensor indices: ") +
                        "Tensor<type: " + (is64 ? "int64" : "int32") +
                        " shape: [0] values: >";
    if (iType.getRank() == 1) {
      if (iType.getDimSize(0) == 0)
        return error(op) << empty;
      if (iType.isDynamicDim(0))
        requireAtRunTime(
            loc,
            arith::CmpIOp::create(
                b, loc, arith::CmpIPredicate::ne, dimAsI64(b, loc, indices, 0),
                b.createOrFold<arith::ConstantOp>(loc, b.getI64IntegerAttr(0))),
            empty);
    }
    int64_t length = dType.getDimSize(0);
    int64_t limit = is64 ? std::numeric_limits<int64_t>::max()
                         : std::numeric_limits<int32_t>::max();
    auto i64 = [&](int64_t v) -> Value {
      return arith::ConstantIntOp::create(b, loc, v, 64);
    };
    // The dims as i64 values, checked in TensorFlow's order: per dim, not
    // zero, not negative, and the product so far times it within the
    // type's range.
    SmallVector<Value> sizes;
    Value product = i64(1);
    if (std::optional<DenseElementsAttr> constant = smallConstant(dims)) {
      SmallVector<int64_t> values =
          llvm::map_to_vector(constant->getValues<APInt>(),
                              [](const APInt &v) { return v.getSExtValue(); });
      int64_t prod = 1;
      for (auto [i, d] : llvm::enumerate(values)) {
        if (d == 0)
          return error(op) << "Input dims cannot contain a dim of zero, but "
                              "dims contains zero at index "
                           << i;
        if (d < 0)
          return error(op) << "Input dims cannot be negative. Got dim = " << d
                           << " at index " << i;
        if (prod > limit / d) {
          // Eigen prints a vector's elements right-aligned to one width.
          size_t width = 0;
          for (int64_t v : values)
            width = std::max(width, std::to_string(v).size());
          std::string text;
          for (auto [j, v] : llvm::enumerate(values)) {
            std::string digits = std::to_string(v);
            text += (j ? " " : "") + std::string(width - digits.size(), ' ') +
                    digits;
          }
          return error(op) << "Input dims product is causing integer "
                              "overflow: ("
                           << text << ")";
        }
        prod *= d;
        sizes.push_back(i64(d));
      }
      product = i64(prod);
    } else {
      std::string all;
      SmallVector<Value> values;
      for (int64_t i = 0; i < length; ++i) {
        values.push_back(signExtendToI64(
            b, loc,
            tensor::ExtractOp::create(b, loc, dims,
                                      ValueRange{constantIndex(loc, i)})));
        all += (i ? " {" : "{") + std::to_string(i) + "}";
      }
      for (auto [i, d] : llvm::enumerate(values)) {
        std::string at = std::to_string(i);
        requireAtRunTime(
            loc,
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, d, i64(0)),
            "Input dims cannot contain a dim of zero, but dims contains zero "
            "at index " +
                at);
        requireAtRunTime(
            loc,
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt, d, i64(0)),
            "Input dims cannot be negative. Got dim = {0} at index " + at, {d});
        // A positive divisor whatever the checks found.
        Value positive = arith::MaxSIOp::create(b, loc, d, i64(1));
        requireAtRunTime(
            loc,
            arith::CmpIOp::create(
                b, loc, arith::CmpIPredicate::sle, product,
                arith::DivSIOp::create(b, loc, i64(limit), positive)),
            "Input dims product is causing integer overflow: (" + all + ")",
            values);
        product = arith::MulIOp::create(b, loc, product, positive);
        sizes.push_back(positive);
      }
    }
    // Every index below the product (negative ones pass).
    if (std::optional<DenseElementsAttr> constant = smallConstant(indices);
        constant && matchPattern(product, m_Constant())) {
      int64_t prod = getConstantIntValue(product).value_or(0);
      for (const APInt &v : constant->getValues<APInt>())
        if (v.getSExtValue() >= prod)
          return error(op) << "index is out of bound as with dims";
    } else {
      Value flat = indices;
      if (iType.getRank() == 0)
        flat = tensor::ExpandShapeOp::create(
            b, loc, RankedTensorType::get({1}, element), indices,
            SmallVector<ReassociationIndices>{});
      Value count = b.createOrFold<tensor::DimOp>(loc, flat, 0);
      auto scan = scf::ForOp::create(
          b, loc, constantIndex(loc, 0), count, constantIndex(loc, 1),
          ValueRange{arith::ConstantIntOp::create(b, loc, 0, 1)},
          [&](OpBuilder &nb, Location nloc, Value i, ValueRange outside) {
            Value index = signExtendToI64(
                nb, nloc, tensor::ExtractOp::create(nb, nloc, flat, i));
            Value above = arith::CmpIOp::create(
                nb, nloc, arith::CmpIPredicate::sge, index, product);
            scf::YieldOp::create(
                nb, nloc,
                ValueRange{arith::OrIOp::create(nb, nloc, outside[0], above)});
          });
      runtimeCheck(loc, scan.getResult(0),
                   "index is out of bound as with dims");
    }
    // stride_i and stride_{i+1} per coordinate.
    SmallVector<Value> strides(length), shifted(length);
    Value running = i64(1);
    for (int64_t i = length - 1; i >= 0; --i) {
      shifted[i] = running;
      running = b.createOrFold<arith::MulIOp>(loc, running, sizes[i]);
      strides[i] = running;
    }
    auto vector = [&](ArrayRef<Value> v) -> Value {
      return tensor::FromElementsOp::create(
          b, loc, RankedTensorType::get({length}, b.getI64Type()), v);
    };
    Value strideVector = vector(strides), shiftedVector = vector(shifted);
    SmallVector<OpFoldResult> resultSizes = {b.getIndexAttr(length)};
    if (iType.getRank() == 1)
      resultSizes.push_back(tensor::getMixedSize(b, loc, indices, 0));
    results.push_back(
        generate(loc, resultSizes, element, [&](OpBuilder &nb, Location nloc) {
          Value i = linalg::IndexOp::create(nb, nloc, 0);
          SmallVector<Value> at;
          if (iType.getRank() == 1)
            at.push_back(linalg::IndexOp::create(nb, nloc, 1));
          Value index = signExtendToI64(
              nb, nloc, tensor::ExtractOp::create(nb, nloc, indices, at));
          Value stride =
              tensor::ExtractOp::create(nb, nloc, strideVector, ValueRange{i});
          Value next =
              tensor::ExtractOp::create(nb, nloc, shiftedVector, ValueRange{i});
          Value coordinate = arith::DivSIOp::create(
              nb, nloc, arith::RemSIOp::create(nb, nloc, index, stride), next);
          return is64 ? coordinate
                      : (Value)arith::TruncIOp::create(nb, nloc, element,
                                                       coordinate);
        }));
    return success();
  };
  // ListDiff (tf.compat.v1.setdiff1d; tf.norm's axes): the values of x that
  // y does not hold, in x's order, and their positions in x. One pass counts
  // them, a second writes them.
  h["ListDiff"] = [this](Operation *op, ArrayRef<Value> operands,
                         SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value x = toTensor(loc, operands[0]), y = toTensor(loc, operands[1]);
    auto xType = dyn_cast<RankedTensorType>(x.getType());
    auto yType = dyn_cast<RankedTensorType>(y.getType());
    if (!xType || xType.getRank() != 1)
      return error(op) << "x should be a 1D vector.";
    if (!yType || yType.getRank() != 1)
      return error(op) << "y should be a 1D vector.";
    Type element = xType.getElementType();
    if (yType.getElementType() != element)
      return error(op) << "needs x and y of one type, got " << x.getType()
                       << " and " << y.getType();
    Type indexType =
        derivedIndexType(op, "out_idx", op->getResult(1), b.getI32Type());
    if (!indexType.isSignlessInteger(32) && !indexType.isSignlessInteger(64))
      return error(op) << "needs out_idx int32 or int64, got " << indexType;
    Value zero = constantIndex(loc, 0), one = constantIndex(loc, 1);
    Value n = b.createOrFold<tensor::DimOp>(loc, x, 0);
    Value m = b.createOrFold<tensor::DimOp>(loc, y, 0);
    auto kept = [&](OpBuilder &nb, Location nloc, Value i) -> Value {
      Value xi = tensor::ExtractOp::create(nb, nloc, x, ValueRange{i});
      auto inY = scf::ForOp::create(
          nb, nloc, zero, m, one,
          ValueRange{arith::ConstantIntOp::create(nb, nloc, 0, 1)},
          [&](OpBuilder &lb, Location lloc, Value j, ValueRange found) {
            Value yj = tensor::ExtractOp::create(lb, lloc, y, ValueRange{j});
            Value equal = isa<FloatType>(element)
                              ? (Value)arith::CmpFOp::create(
                                    lb, lloc, arith::CmpFPredicate::OEQ, xi, yj)
                              : (Value)arith::CmpIOp::create(
                                    lb, lloc, arith::CmpIPredicate::eq, xi, yj);
            scf::YieldOp::create(
                lb, lloc,
                ValueRange{arith::OrIOp::create(lb, lloc, found[0], equal)});
          });
      return arith::XOrIOp::create(
          nb, nloc, inY.getResult(0),
          arith::ConstantIntOp::create(nb, nloc, 1, 1));
    };
    auto count = scf::ForOp::create(
        b, loc, zero, n, one, ValueRange{zero},
        [&](OpBuilder &nb, Location nloc, Value i, ValueRange c) {
          Value next = arith::AddIOp::create(
              nb, nloc, c[0],
              arith::IndexCastOp::create(
                  nb, nloc, nb.getIndexType(),
                  arith::ExtUIOp::create(nb, nloc, nb.getI64Type(),
                                         kept(nb, nloc, i))));
          scf::YieldOp::create(nb, nloc, ValueRange{next});
        });
    SmallVector<OpFoldResult> size = {count.getResult(0)};
    Value values = tensor::EmptyOp::create(b, loc, size, element);
    Value positions = tensor::EmptyOp::create(b, loc, size, indexType);
    auto write = scf::ForOp::create(
        b, loc, zero, n, one, ValueRange{values, positions, zero},
        [&](OpBuilder &nb, Location nloc, Value i, ValueRange s) {
          auto ifOp =
              scf::IfOp::create(nb, nloc, s.getTypes(), kept(nb, nloc, i),
                                /*withElseRegion=*/true);
          OpBuilder::InsertionGuard guard(nb);
          nb.setInsertionPointToStart(ifOp.thenBlock());
          Value k = s[2];
          Value v = tensor::InsertOp::create(
              nb, nloc, tensor::ExtractOp::create(nb, nloc, x, ValueRange{i}),
              s[0], ValueRange{k});
          Value p = tensor::InsertOp::create(
              nb, nloc, arith::IndexCastOp::create(nb, nloc, indexType, i),
              s[1], ValueRange{k});
          scf::YieldOp::create(
              nb, nloc,
              ValueRange{v, p, arith::AddIOp::create(nb, nloc, k, one)});
          nb.setInsertionPointToStart(ifOp.elseBlock());
          scf::YieldOp::create(nb, nloc, s);
          nb.setInsertionPointAfter(ifOp);
          scf::YieldOp::create(nb, nloc, ifOp.getResults());
        });
    results.push_back(write.getResult(0));
    results.push_back(write.getResult(1));
    return success();
  };
  // Unique(x): the values in order of first occurrence and each element's
  // position among them; UniqueWithCounts adds how often each occurs (a
  // segment sum of ones over the positions).
  for (StringRef name : {"Unique", "UniqueWithCounts"})
    h[name] = [this, name](Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
      Location loc = op->getLoc();
      Type indexType =
          derivedIndexType(op, "out_idx", op->getResult(1), b.getI32Type());
      if (!indexType.isSignlessInteger(32) && !indexType.isSignlessInteger(64))
        return error(op) << "needs out_idx int32 or int64, got " << indexType;
      FailureOr<std::pair<Value, Value>> r = unique(op, operands[0], indexType);
      if (failed(r))
        return failure();
      results.push_back(r->first);
      results.push_back(r->second);
      if (name != "UniqueWithCounts")
        return success();
      Value ones = fill(
          loc, sizesOf(loc, r->second),
          arith::ConstantOp::create(b, loc, b.getIntegerAttr(indexType, 1)));
      Value distinct = tensor::FromElementsOp::create(
          b, loc, RankedTensorType::get({}, b.getI64Type()),
          ValueRange{arith::IndexCastOp::create(
              b, loc, b.getI64Type(),
              b.createOrFold<tensor::DimOp>(loc, r->first, 0))});
      return pushResult(results, segmentReduce(op, ones, r->second, distinct,
                                               SegmentReduction::Sum));
    };
}

} // namespace mlir::tagrad::tf_legalize
