//===- LegalizeSparse.cpp - Sparse tensors against dense ones -------------===//
//
// The sparse ops of tf.sparse and of embedding lookups on sparse ids
// (tf.nn.safe_embedding_lookup_sparse, feature columns' embedding_column):
//
// SparseReduceSum (tf.sparse.reduce_sum): each entry added into the output
// element of its kept coordinates, at TensorFlow's flat index.
//
// SparseTensorDenseMatMul (tf.sparse.sparse_dense_matmul: wide models,
// graph convolutions; its gradient is itself with the other adjoint, plus
// gathers): one pass over the sparse entries, each adding its value times
// a row of B (a column with adjoint_b) into its output row in place, as
// TensorFlow's kernel does, with its checks and messages. Float sums
// accumulate in f64 and round once (docs/Numerics.md), as the segment
// sums do.
//
// SparseReshape: each entry's index linearized in the old dense shape and
// split in the new one (one -1 size inferred), with TensorFlow's checks.
//
// SparseFillEmptyRows: the entries grouped by row (input order within a
// row, as TensorFlow's kernel keeps it), an entry (row, 0, ...) of the
// default value for each empty row, and where each input entry went. Row
// counts, then their running sum, then the entries placed: three passes,
// the output as long as the data decides.
//
// SparseReorder, SparseAdd, SparseTensorDenseAdd and SparseSlice (with
// their gradients) are in LegalizeSparseCombinations.cpp.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {

void Legalizer::registerSparseMatMul() {
  handlers["SparseTensorDenseMatMul"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value indices = toTensor(loc, operands[0]);
    Value values = toTensor(loc, operands[1]);
    Value denseShape = toTensor(loc, operands[2]);
    Value dense = toTensor(loc, operands[3]);
    bool adjointA = boolAttr(op, "adjoint_a", false);
    bool adjointB = boolAttr(op, "adjoint_b", false);
    auto indicesType = dyn_cast<RankedTensorType>(indices.getType());
    auto valuesType = dyn_cast<RankedTensorType>(values.getType());
    auto shapeType = dyn_cast<RankedTensorType>(denseShape.getType());
    auto denseType = dyn_cast<RankedTensorType>(dense.getType());
    if (!indicesType || !valuesType || !shapeType || !denseType)
      return error(op) << "needs ranked operands";
    // TensorFlow's checks, in its order.
    if (denseType.getRank() != 2)
      return error(op) << "Tensor 'b' is not a matrix";
    if (shapeType.getRank() != 1)
      return error(op) << "Tensor 'a_shape' is not a vector";
    int64_t shapeSize = shapeType.getDimSize(0);
    if (!ShapedType::isDynamic(shapeSize) && shapeSize != 2)
      return error(op) << "Tensor 'a_shape' must have 2 elements";
    if (valuesType.getRank() != 1)
      return error(op) << "Tensor 'a_values' is not a vector";
    if (indicesType.getRank() != 2)
      return error(op) << "Tensor 'a_indices' is not a matrix";
    Type element = denseType.getElementType();
    if (valuesType.getElementType() != element ||
        !(isFloat(element) || element.isSignlessInteger(32)))
      return error(op) << "needs a_values and b of one float or int32 type, "
                          "got "
                       << values.getType() << " and " << dense.getType();
    if (!indicesType.getElementType().isSignlessInteger(32) &&
        !indicesType.getElementType().isSignlessInteger(64))
      return error(op) << "needs int32 or int64 indices, got "
                       << indices.getType();
    auto asI64 = [&](Value index) -> Value {
      return b.createOrFold<arith::IndexCastOp>(loc, b.getI64Type(), index);
    };
    auto equal = [&](Value x, Value y) {
      return b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, x, y);
    };
    auto require = [&](Value holds, StringRef message,
                       ValueRange messageValues = {}) {
      return requireOrError(op, holds, message, messageValues);
    };
    SmallVector<OpFoldResult> indexSizes = sizesOf(loc, indices);
    Value entries = getValueOrCreateConstantIndexOp(b, loc, indexSizes[0]);
    if (failed(require(
            equal(entries, getValueOrCreateConstantIndexOp(
                               b, loc, sizesOf(loc, values)[0])),
            "Number of rows of a_indices does not match number of entries "
            "in a_values")) ||
        failed(require(
            equal(getValueOrCreateConstantIndexOp(b, loc, indexSizes[1]),
                  constantIndex(loc, 2)),
            "Number of columns of a_indices does not match "
            "number of entries in a_shape")))
      return failure();
    // The sparse operand's dimensions (data, or constants folded). Of an
    // a_shape of unknown length (checked below), only what it has is read.
    Value shapeLength =
        getValueOrCreateConstantIndexOp(b, loc, sizesOf(loc, denseShape)[0]);
    auto shapeElement = [&](int64_t i) -> Value {
      auto read = [&](OpBuilder &rb, Location rloc) -> Value {
        return rb.createOrFold<arith::IndexCastOp>(
            rloc, rb.getIndexType(),
            rb.createOrFold<tensor::ExtractOp>(
                rloc, denseShape,
                ValueRange{arith::ConstantIndexOp::create(rb, rloc, i)}));
      };
      if (!ShapedType::isDynamic(shapeSize))
        return read(b, loc);
      Value present = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt,
                                            shapeLength, constantIndex(loc, i));
      return scf::IfOp::create(
                 b, loc, present,
                 [&](OpBuilder &tb, Location tloc) {
                   scf::YieldOp::create(tb, tloc, read(tb, tloc));
                 },
                 [&](OpBuilder &eb, Location eloc) {
                   scf::YieldOp::create(
                       eb, eloc,
                       ValueRange{arith::ConstantIndexOp::create(eb, eloc, 0)});
                 })
          .getResult(0);
    };
    if (failed(require(equal(shapeLength, constantIndex(loc, 2)),
                       "Tensor 'a_shape' must have 2 elements")))
      return failure();
    Value sparseRows = shapeElement(0), sparseColumns = shapeElement(1);
    Value outerLeft = adjointA ? sparseColumns : sparseRows;
    Value innerLeft = adjointA ? sparseRows : sparseColumns;
    SmallVector<OpFoldResult> denseSizes = sizesOf(loc, dense);
    Value denseRows = getValueOrCreateConstantIndexOp(b, loc, denseSizes[0]);
    Value denseColumns = getValueOrCreateConstantIndexOp(b, loc, denseSizes[1]);
    Value outerRight = adjointB ? denseRows : denseColumns;
    Value innerRight = adjointB ? denseColumns : denseRows;
    if (failed(require(
            equal(innerLeft, innerRight),
            "Cannot multiply A and B because inner dimension does not match: "
            "{0} vs. {1}.  Did you forget a transpose?  Dimensions of A: "
            "[{2}, {3}).  Dimensions of B: [{4},{5}]",
            {asI64(innerLeft), asI64(innerRight), asI64(sparseRows),
             asI64(sparseColumns), asI64(denseRows), asI64(denseColumns)})))
      return failure();
    // A negative dimension in a_shape fails TensorFlow's allocation.
    Value zero = constantIndex(loc, 0);
    if (failed(require(b.createOrFold<arith::CmpIOp>(
                           loc, arith::CmpIPredicate::sge,
                           b.createOrFold<arith::IndexCastOp>(
                               loc, b.getI64Type(), outerLeft),
                           arith::ConstantIntOp::create(b, loc, 0, 64)),
                       "Dimension -1 must be >= 0")))
      return failure();

    Type accumulator = isFloat(element) && element.getIntOrFloatBitWidth() < 64
                           ? b.getF64Type()
                           : element;
    SmallVector<OpFoldResult> outSizes = {getAsOpFoldResult(outerLeft),
                                          getAsOpFoldResult(outerRight)};
    // a_shape's rows come from data: the output's bytes, in the wider
    // accumulator too, must not overflow.
    checkShapeFromData(loc, outSizes, element, ShapeRule::MakeShape,
                       accumulator);
    Value init =
        fill(loc, outSizes,
             isFloat(accumulator) ? floatConstant(b, loc, accumulator, 0.0)
                                  : (Value)arith::ConstantOp::create(
                                        b, loc, b.getZeroAttr(accumulator)));
    int64_t rowIndex = adjointA ? 1 : 0, columnIndex = adjointA ? 0 : 1;
    auto loop = scf::ForOp::create(
        b, loc, zero, entries, constantIndex(loc, 1), ValueRange{init},
        [&](OpBuilder &nb, Location nloc, Value i, ValueRange iterArgs) {
          OpBuilder::InsertionGuard guard(b);
          b.setInsertionPoint(nb.getInsertionBlock(), nb.getInsertionPoint());
          auto read = [&](int64_t column) -> Value {
            Value raw = tensor::ExtractOp::create(
                b, nloc, indices, ValueRange{i, constantIndex(nloc, column)});
            return arith::IndexCastOp::create(b, nloc, b.getIndexType(), raw);
          };
          Value m = read(rowIndex), k = read(columnIndex);
          auto inside = [&](Value v, Value bound) -> Value {
            // Unsigned: a negative index is out of bounds too.
            return arith::CmpIOp::create(b, nloc, arith::CmpIPredicate::ult, v,
                                         bound);
          };
          Value kInside = inside(k, innerRight), mInside = inside(m, outerLeft);
          requireAtRunTime(nloc, kInside,
                           ("k ({0}) from index[{1}," +
                            std::to_string(columnIndex) +
                            "] out of bounds (>={2})"),
                           {asI64(k), asI64(i), asI64(innerRight)});
          requireAtRunTime(
              nloc,
              arith::OrIOp::create(
                  b, nloc, mInside,
                  arith::XOrIOp::create(
                      b, nloc, kInside,
                      arith::ConstantIntOp::create(b, nloc, 1, 1))),
              ("m ({0}) from index[{1}," + std::to_string(rowIndex) +
               "] out of bounds (>={2})"),
              {asI64(m), asI64(i), asI64(outerLeft)});
          Value both = arith::AndIOp::create(b, nloc, kInside, mInside);
          auto ifOp = scf::IfOp::create(b, nloc, TypeRange(iterArgs), both,
                                        /*withElseRegion=*/true);
          {
            OpBuilder::InsertionGuard inner(b);
            b.setInsertionPointToStart(ifOp.thenBlock());
            Value value = tensor::ExtractOp::create(b, nloc, values, i);
            if (accumulator != element)
              value = arith::ExtFOp::create(b, nloc, accumulator, value);
            SmallVector<OpFoldResult> unit(2, b.getIndexAttr(1));
            SmallVector<OpFoldResult> rowSizes = {
                b.getIndexAttr(1), getAsOpFoldResult(outerRight)};
            Value old = tensor::ExtractSliceOp::create(
                b, nloc, iterArgs[0],
                SmallVector<OpFoldResult>{getAsOpFoldResult(m),
                                          b.getIndexAttr(0)},
                rowSizes, unit);
            // B's row k, or its column k with adjoint_b (read transposed).
            SmallVector<OpFoldResult> denseOffsets =
                adjointB ? SmallVector<OpFoldResult>{b.getIndexAttr(0),
                                                     getAsOpFoldResult(k)}
                         : SmallVector<OpFoldResult>{getAsOpFoldResult(k),
                                                     b.getIndexAttr(0)};
            SmallVector<OpFoldResult> denseSliceSizes =
                adjointB
                    ? SmallVector<OpFoldResult>{getAsOpFoldResult(outerRight),
                                                b.getIndexAttr(1)}
                    : rowSizes;
            Value slice = tensor::ExtractSliceOp::create(
                b, nloc, dense, denseOffsets, denseSliceSizes, unit);
            MLIRContext *ctx = b.getContext();
            AffineMap identity = b.getMultiDimIdentityMap(2);
            AffineMap sliceMap =
                adjointB
                    ? AffineMap::get(
                          2, 0, {b.getAffineDimExpr(1), b.getAffineDimExpr(0)},
                          ctx)
                    : identity;
            Value updated =
                linalg::GenericOp::create(
                    b, nloc, old.getType(), slice, old,
                    SmallVector<AffineMap>{sliceMap, identity},
                    SmallVector<utils::IteratorType>(
                        2, utils::IteratorType::parallel),
                    [&](OpBuilder &gb, Location gloc, ValueRange args) {
                      Value x = args[0];
                      if (accumulator != element)
                        x = arith::ExtFOp::create(gb, gloc, accumulator, x);
                      Value product =
                          isFloat(accumulator)
                              ? (Value)arith::MulFOp::create(gb, gloc, value, x)
                              : (Value)arith::MulIOp::create(gb, gloc, value,
                                                             x);
                      linalg::YieldOp::create(
                          gb, gloc,
                          isFloat(accumulator)
                              ? (Value)arith::AddFOp::create(gb, gloc, args[1],
                                                             product)
                              : (Value)arith::AddIOp::create(gb, gloc, args[1],
                                                             product));
                    })
                    .getResult(0);
            scf::YieldOp::create(
                b, nloc,
                ValueRange{tensor::InsertSliceOp::create(
                    b, nloc, updated, iterArgs[0],
                    SmallVector<OpFoldResult>{getAsOpFoldResult(m),
                                              b.getIndexAttr(0)},
                    rowSizes, unit)});
            b.setInsertionPointToStart(ifOp.elseBlock());
            scf::YieldOp::create(b, nloc, iterArgs);
          }
          scf::YieldOp::create(b, nloc, ifOp.getResults());
        });
    Value result = loop.getResult(0);
    if (accumulator != element) {
      FailureOr<Value> rounded = castElements(op, result, element);
      if (failed(rounded))
        return failure();
      result = *rounded;
    }
    results.push_back(result);
    return success();
  };
}

void Legalizer::registerSparseHandlers() {
  registerSparseMatMul();
  registerSparseCombinationHandlers();
  // SparseReduceSum(indices [N, R], values [N], dense_shape [R],
  // reduction_axes, keep_dims) (tf.sparse.reduce_sum): each entry added
  // into the output element its kept coordinates name, at the flat index
  // TensorFlow's kernel computes from them (an out-of-range coordinate of a
  // reduced dimension is summed, one that moves the flat index out of the
  // output is TensorFlow's error). Floats accumulate in f64 and round once.
  handlers["SparseReduceSum"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value indices = toTensor(loc, operands[0]);
    Value values = toTensor(loc, operands[1]);
    auto indicesType = dyn_cast<RankedTensorType>(indices.getType());
    auto valuesType = dyn_cast<RankedTensorType>(values.getType());
    if (!indicesType || !valuesType)
      return error(op) << "needs ranked indices and values";
    if (indicesType.getRank() != 2 || indicesType.isDynamicDim(1) ||
        valuesType.getRank() != 1)
      return error(op) << "needs indices [N, R] of known R and values [N], "
                          "got "
                       << indices.getType() << " and " << values.getType();
    Type element = valuesType.getElementType();
    if (!isFloat(element) &&
        !(element.isSignlessInteger() && !element.isInteger(1)))
      return error(op) << "needs numeric values, got " << values.getType();
    int64_t rank = indicesType.getDimSize(1);
    FailureOr<SmallVector<OpFoldResult>> sizes =
        shapeOperandSizes(op, operands[2], element);
    if (failed(sizes))
      return failure();
    if (static_cast<int64_t>(sizes->size()) != rank)
      return error(op) << "needs a dense_shape of " << rank
                       << " elements (the indices' rank), got "
                       << sizes->size();
    FailureOr<SmallVector<int64_t>> axes =
        constInts(op, operands[3], "reduction_axes");
    if (failed(axes))
      return failure();
    SmallVector<bool> reduced(rank, false);
    for (int64_t axis : *axes) {
      if (axis < -rank || axis >= rank)
        return error(op) << "Invalid reduction dimension " << axis
                         << ", for input with " << rank << " dimensions.";
      reduced[axis < 0 ? axis + rank : axis] = true;
    }
    bool keepDims = boolAttr(op, "keep_dims", false);
    Type i64 = b.getI64Type();
    Value zero = constantIndex(loc, 0), one = constantIndex(loc, 1);
    Value count = b.createOrFold<tensor::DimOp>(loc, indices, 0);
    Value valueCount = b.createOrFold<tensor::DimOp>(loc, values, 0);
    if (failed(requireOrError(
            op,
            b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, count,
                                          valueCount),
            "indices and values rows (indexing dimension) must match. "
            "(indices = {0}, values = {1})",
            {b.createOrFold<arith::IndexCastOp>(loc, i64, count),
             b.createOrFold<arith::IndexCastOp>(loc, i64, valueCount)})))
      return failure();
    // Past a failed check, no value is read out of bounds.
    count = b.createOrFold<arith::MinUIOp>(loc, count, valueCount);
    // The output: the kept sizes (1 for a reduced one with keep_dims), and
    // the row-major strides of the kept ones.
    SmallVector<OpFoldResult> outSizes;
    SmallVector<int64_t> outShape;
    SmallVector<int64_t> keptDims;
    for (int64_t d = 0; d < rank; ++d) {
      if (!reduced[d]) {
        keptDims.push_back(d);
        outSizes.push_back((*sizes)[d]);
        std::optional<int64_t> c = getConstantIntValue((*sizes)[d]);
        outShape.push_back(c ? *c : ShapedType::kDynamic);
      } else if (keepDims) {
        outSizes.push_back(b.getIndexAttr(1));
        outShape.push_back(1);
      }
    }
    SmallVector<Value> strides(keptDims.size());
    Value total = one;
    for (int64_t k = keptDims.size() - 1; k >= 0; --k) {
      strides[k] = total;
      total = b.createOrFold<arith::MulIOp>(
          loc, total,
          getValueOrCreateConstantIndexOp(b, loc, (*sizes)[keptDims[k]]));
    }
    Type accumulated = isFloat(element) ? Type(b.getF64Type()) : element;
    // dense_shape was checked with the reduced sizes in; without them the
    // output can hold more elements (a reduced size of 0).
    checkShapeFromData(loc, outSizes, element, ShapeRule::MakeShape,
                       accumulated);
    Value flat =
        fill(loc, {total},
             arith::ConstantOp::create(b, loc, b.getZeroAttr(accumulated)));
    Value total64 = b.createOrFold<arith::IndexCastOp>(loc, i64, total);
    auto loop = scf::ForOp::create(
        b, loc, zero, count, one, ValueRange{flat},
        [&](OpBuilder &nb, Location nloc, Value i, ValueRange args) {
          OpBuilder::InsertionGuard guard(b);
          b.setInsertionPoint(nb.getInsertionBlock(), nb.getInsertionPoint());
          Value at = arith::ConstantOp::create(b, nloc, b.getI64IntegerAttr(0));
          for (auto [k, d] : llvm::enumerate(keptDims)) {
            Value coordinate = signExtendToI64(
                b, nloc,
                tensor::ExtractOp::create(
                    b, nloc, indices, ValueRange{i, constantIndex(nloc, d)}));
            at = arith::AddIOp::create(
                b, nloc, at,
                arith::MulIOp::create(
                    b, nloc, coordinate,
                    arith::IndexCastOp::create(b, nloc, i64, strides[k])));
          }
          Value inBounds = arith::AndIOp::create(
              b, nloc,
              arith::CmpIOp::create(
                  b, nloc, arith::CmpIPredicate::sge, at,
                  arith::ConstantOp::create(b, nloc, b.getI64IntegerAttr(0))),
              arith::CmpIOp::create(b, nloc, arith::CmpIPredicate::slt, at,
                                    total64));
          requireAtRunTime(nloc, inBounds,
                           "Obtained a write index of {0} which is outside "
                           "of bounds of [0, {1})",
                           {at, total64});
          auto update = scf::IfOp::create(b, nloc, TypeRange{flat.getType()},
                                          inBounds, /*withElseRegion=*/true);
          {
            OpBuilder::InsertionGuard branch(b);
            b.setInsertionPointToStart(update.thenBlock());
            Value where =
                arith::IndexCastOp::create(b, nloc, b.getIndexType(), at);
            Value value = tensor::ExtractOp::create(b, nloc, values, i);
            Value old = tensor::ExtractOp::create(b, nloc, args[0], where);
            Value sum =
                isFloat(element)
                    ? (Value)arith::AddFOp::create(
                          b, nloc, old,
                          arith::ExtFOp::create(b, nloc, accumulated, value))
                    : (Value)arith::AddIOp::create(b, nloc, old, value);
            scf::YieldOp::create(
                b, nloc,
                tensor::InsertOp::create(b, nloc, sum, args[0], where)
                    .getResult());
            b.setInsertionPointToStart(update.elseBlock());
            scf::YieldOp::create(b, nloc, args[0]);
          }
          scf::YieldOp::create(nb, nloc, update.getResults());
        });
    Value sums = loop.getResult(0);
    if (isFloat(element)) {
      FailureOr<Value> rounded = castElements(op, sums, element);
      if (failed(rounded))
        return failure();
      sums = *rounded;
    }
    auto resultType = RankedTensorType::get(outShape, element);
    return pushResult(results,
                      reshapeThroughFlat(loc, sums, resultType, outSizes));
  };
  handlers["SparseReshape"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value indices = toTensor(loc, operands[0]);
    Value inputShape = toTensor(loc, operands[1]);
    Value newShape = toTensor(loc, operands[2]);
    auto indicesType = dyn_cast<RankedTensorType>(indices.getType());
    auto inputType = dyn_cast<RankedTensorType>(inputShape.getType());
    auto newType = dyn_cast<RankedTensorType>(newShape.getType());
    if (!indicesType || indicesType.getRank() != 2)
      return error(op) << "Input indices should be a matrix but received shape "
                       << indices.getType();
    if (!inputType || inputType.getRank() != 1)
      return error(op) << "Input shape should be a vector but received shape "
                       << inputShape.getType();
    if (!newType || newType.getRank() != 1)
      return error(op) << "Target shape should be a vector but received shape "
                       << newShape.getType();
    int64_t inRank = inputType.getDimSize(0), outRank = newType.getDimSize(0);
    // The new rank decides the output's; the old one may be known at run
    // time only (a sparse placeholder of unknown rank).
    if (ShapedType::isDynamic(outRank))
      return error(op) << "needs a target shape of known length, got "
                       << newShape.getType();
    if (ShapedType::isDynamic(inRank))
      inRank = indicesType.getDimSize(1);
    bool knownRank = !ShapedType::isDynamic(inRank);
    int64_t indexColumns = indicesType.getDimSize(1);
    if (knownRank && !ShapedType::isDynamic(indexColumns) &&
        indexColumns != inRank)
      return error(op) << "Input tensor rank (" << indexColumns
                       << ") and input shape length (" << inRank
                       << ") must match";
    Value inLength =
        getValueOrCreateConstantIndexOp(b, loc, sizesOf(loc, inputShape)[0]);
    if (!knownRank || ShapedType::isDynamic(indexColumns)) {
      auto asI64 = [&](OpFoldResult v) -> Value {
        return b.createOrFold<arith::IndexCastOp>(
            loc, b.getI64Type(), getValueOrCreateConstantIndexOp(b, loc, v));
      };
      Value columns = asI64(sizesOf(loc, indices)[1]);
      Value length = asI64(getAsOpFoldResult(inLength));
      requireAtRunTime(loc,
                       b.createOrFold<arith::CmpIOp>(
                           loc, arith::CmpIPredicate::eq, columns, length),
                       "Input tensor rank ({0}) and input shape length ({1}) "
                       "must match",
                       {columns, length});
    }
    Type i64 = b.getI64Type();
    if (!indicesType.getElementType().isInteger(64) ||
        !inputType.getElementType().isInteger(64) ||
        !newType.getElementType().isInteger(64))
      return error(op) << "needs int64 indices and shapes";
    auto c64 = [&](int64_t v) -> Value {
      return arith::ConstantIntOp::create(b, loc, v, 64);
    };
    auto element = [&](Value vector, int64_t i) -> Value {
      return b.createOrFold<tensor::ExtractOp>(
          loc, vector, ValueRange{constantIndex(loc, i)});
    };
    SmallVector<Value> in, wanted;
    Value denseSize = c64(1);
    if (knownRank) {
      for (int64_t d = 0; d < inRank; ++d) {
        in.push_back(element(inputShape, d));
        denseSize = b.createOrFold<arith::MulIOp>(loc, denseSize, in.back());
      }
    } else {
      denseSize =
          scf::ForOp::create(
              b, loc, constantIndex(loc, 0), inLength, constantIndex(loc, 1),
              ValueRange{denseSize},
              [&](OpBuilder &nb, Location nloc, Value d, ValueRange args) {
                scf::YieldOp::create(
                    nb, nloc,
                    ValueRange{arith::MulIOp::create(
                        nb, nloc, args[0],
                        tensor::ExtractOp::create(nb, nloc, inputShape, d))});
              })
              .getResult(0);
    }
    // The shapes in the messages, where the old rank is known.
    auto shapes = [&](StringRef between) -> std::string {
      if (!knownRank)
        return "";
      return " inputShape=" + shapePlaceholders(2, inRank) + between.str() +
             shapePlaceholders(2 + inRank, outRank);
    };
    // The requested sizes: their product without the -1, and where it is.
    Value product = c64(1), unknownAt = c64(-1);
    Value minusOne = c64(-1), zero = c64(0);
    for (int64_t d = 0; d < outRank; ++d) {
      Value size = element(newShape, d);
      wanted.push_back(size);
      Value isUnknown = b.createOrFold<arith::CmpIOp>(
          loc, arith::CmpIPredicate::eq, size, minusOne);
      Value seen = b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::sge,
                                                 unknownAt, zero);
      requireAtRunTime(
          loc,
          b.createOrFold<arith::XOrIOp>(
              loc, b.createOrFold<arith::AndIOp>(loc, isUnknown, seen),
              arith::ConstantIntOp::create(b, loc, 1, 1)),
          "only one output dimension may be -1, not both {0} and {1}",
          {unknownAt, c64(d)});
      requireAtRunTime(loc,
                       b.createOrFold<arith::OrIOp>(
                           loc, isUnknown,
                           b.createOrFold<arith::CmpIOp>(
                               loc, arith::CmpIPredicate::sge, size, zero)),
                       "size {0} must be non-negative, not {1}",
                       {c64(d), size});
      unknownAt =
          b.createOrFold<arith::SelectOp>(loc, isUnknown, c64(d), unknownAt);
      product = b.createOrFold<arith::SelectOp>(
          loc, isUnknown, product,
          b.createOrFold<arith::MulIOp>(loc, product, size));
    }
    Value hasUnknown = b.createOrFold<arith::CmpIOp>(
        loc, arith::CmpIPredicate::sge, unknownAt, zero);
    Value positive = b.createOrFold<arith::CmpIOp>(
        loc, arith::CmpIPredicate::sgt, product, zero);
    requireAtRunTime(
        loc,
        b.createOrFold<arith::OrIOp>(
            loc,
            b.createOrFold<arith::XOrIOp>(
                loc, hasUnknown, arith::ConstantIntOp::create(b, loc, 1, 1)),
            positive),
        "reshape cannot infer the missing input size for an empty tensor "
        "unless all specified input sizes are non-zero");
    // A product of 0 (a failed check above) divides by 1.
    Value divisor =
        b.createOrFold<arith::SelectOp>(loc, positive, product, c64(1));
    Value missing = b.createOrFold<arith::DivSIOp>(loc, denseSize, divisor);
    SmallVector<Value> messageValues = {denseSize, product};
    llvm::append_range(messageValues, in);
    llvm::append_range(messageValues, wanted);
    requireAtRunTime(
        loc,
        b.createOrFold<arith::OrIOp>(
            loc,
            b.createOrFold<arith::XOrIOp>(
                loc, hasUnknown, arith::ConstantIntOp::create(b, loc, 1, 1)),
            b.createOrFold<arith::CmpIOp>(
                loc, arith::CmpIPredicate::eq,
                b.createOrFold<arith::MulIOp>(loc, missing, divisor),
                denseSize)),
        "Input to reshape is a SparseTensor with {0} dense values, but the "
        "requested shape requires a multiple of {1}." +
            shapes(" outputShape= "),
        messageValues);
    SmallVector<Value> out;
    Value outSize = c64(1);
    for (int64_t d = 0; d < outRank; ++d) {
      out.push_back(b.createOrFold<arith::SelectOp>(
          loc,
          b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq,
                                        unknownAt, c64(d)),
          missing, wanted[d]));
      outSize = b.createOrFold<arith::MulIOp>(loc, outSize, out.back());
    }
    messageValues = {denseSize, outSize};
    llvm::append_range(messageValues, in);
    llvm::append_range(messageValues, out);
    requireAtRunTime(
        loc,
        b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, outSize,
                                      denseSize),
        "Input to reshape is a tensor with {0} dense values, but the "
        "requested shape has {1}." +
            shapes(" outputShape="),
        messageValues);
    // Each entry: its linear position in the old shape, split in the new.
    SmallVector<OpFoldResult> sizes = {sizesOf(loc, indices)[0],
                                       b.getIndexAttr(outRank)};
    results.push_back(
        generate(loc, sizes, i64, [&](OpBuilder &nb, Location nloc) -> Value {
          Value row = linalg::IndexOp::create(nb, nloc, 0);
          Value column = linalg::IndexOp::create(nb, nloc, 1);
          Value linear = arith::ConstantIntOp::create(nb, nloc, 0, 64);
          auto step = [&](OpBuilder &sb, Location sloc, Value d, Value size,
                          Value sum) -> Value {
            Value index = tensor::ExtractOp::create(sb, sloc, indices,
                                                    ValueRange{row, d});
            return arith::AddIOp::create(
                sb, sloc, arith::MulIOp::create(sb, sloc, sum, size), index);
          };
          if (knownRank) {
            for (int64_t d = 0; d < inRank; ++d)
              linear =
                  step(nb, nloc, arith::ConstantIndexOp::create(nb, nloc, d),
                       in[d], linear);
          } else {
            linear = scf::ForOp::create(
                         nb, nloc, arith::ConstantIndexOp::create(nb, nloc, 0),
                         inLength, arith::ConstantIndexOp::create(nb, nloc, 1),
                         ValueRange{linear},
                         [&](OpBuilder &lb, Location lloc, Value d,
                             ValueRange args) {
                           scf::YieldOp::create(
                               lb, lloc,
                               ValueRange{step(lb, lloc, d,
                                               tensor::ExtractOp::create(
                                                   lb, lloc, inputShape, d),
                                               args[0])});
                         })
                         .getResult(0);
          }
          // Strides of the new shape from the innermost out; a size of 0
          // (no entries then) divides by 1.
          SmallVector<Value> coordinates(outRank);
          for (int64_t d = outRank - 1; d >= 0; --d) {
            Value size = arith::MaxSIOp::create(
                nb, nloc, out[d],
                arith::ConstantIntOp::create(nb, nloc, 1, 64));
            coordinates[d] = arith::RemSIOp::create(nb, nloc, linear, size);
            linear = arith::DivSIOp::create(nb, nloc, linear, size);
          }
          Value picked = coordinates[0];
          for (int64_t d = 1; d < outRank; ++d)
            picked = arith::SelectOp::create(
                nb, nloc,
                arith::CmpIOp::create(
                    nb, nloc, arith::CmpIPredicate::eq, column,
                    arith::ConstantIndexOp::create(nb, nloc, d)),
                coordinates[d], picked);
          return picked;
        }));
    results.push_back(tensor::FromElementsOp::create(
        b, loc, RankedTensorType::get({outRank}, i64), out));
    return success();
  };

  handlers["SparseFillEmptyRows"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value indices = toTensor(loc, operands[0]);
    Value values = toTensor(loc, operands[1]);
    Value denseShape = toTensor(loc, operands[2]);
    Value defaultValue = toTensor(loc, operands[3]);
    auto indicesType = dyn_cast<RankedTensorType>(indices.getType());
    auto valuesType = dyn_cast<RankedTensorType>(values.getType());
    auto shapeType = dyn_cast<RankedTensorType>(denseShape.getType());
    auto defaultType = dyn_cast<RankedTensorType>(defaultValue.getType());
    if (!indicesType || !valuesType || !shapeType || !defaultType)
      return error(op) << "needs ranked operands";
    if (shapeType.getRank() != 1)
      return error(op) << "dense_shape must be a vector, saw: "
                       << denseShape.getType();
    if (indicesType.getRank() != 2)
      return error(op) << "indices must be a matrix, saw: "
                       << indices.getType();
    if (valuesType.getRank() != 1)
      return error(op) << "values must be a vector, saw: " << values.getType();
    if (defaultType.getRank() != 0)
      return error(op) << "default_value must be a scalar, saw: "
                       << defaultValue.getType();
    int64_t rank = indicesType.getDimSize(1);
    if (ShapedType::isDynamic(rank))
      rank = shapeType.getDimSize(0);
    if (ShapedType::isDynamic(rank))
      return error(op) << "needs indices or a dense_shape of known rank, got "
                       << indices.getType() << " and " << denseShape.getType();
    if (rank == 0)
      return error(op) << "Dense shape cannot be empty.";
    Type i64 = b.getI64Type();
    if (!indicesType.getElementType().isInteger(64) ||
        !shapeType.getElementType().isInteger(64))
      return error(op) << "needs int64 indices and dense_shape";
    auto asI64 = [&](OpFoldResult v) -> Value {
      return b.createOrFold<arith::IndexCastOp>(
          loc, i64, getValueOrCreateConstantIndexOp(b, loc, v));
    };
    SmallVector<OpFoldResult> indexSizes = sizesOf(loc, indices);
    OpFoldResult entries = indexSizes[0];
    OpFoldResult valueCount = sizesOf(loc, values)[0];
    OpFoldResult shapeLength = sizesOf(loc, denseShape)[0];
    for (auto [holds, message, fields] :
         {std::tuple(
              b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq,
                                            asI64(entries), asI64(valueCount)),
              "The length of `values` ({0}) must match the first "
              "dimension of `indices` ({1}).",
              SmallVector<Value>{asI64(valueCount), asI64(entries)}),
          std::tuple(
              b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq,
                                            asI64(shapeLength),
                                            asI64(b.getIndexAttr(rank))),
              "The length of `dense_shape` ({0}) must match the "
              "second dimension of `indices` ({1}).",
              SmallVector<Value>{asI64(shapeLength), asI64(indexSizes[1])})}) {
      if (matchPattern(holds, m_Zero()))
        return error(op) << "has inconsistent operand sizes: "
                         << indices.getType() << ", " << values.getType()
                         << " and " << denseShape.getType();
      if (!matchPattern(holds, m_One()))
        requireAtRunTime(loc, holds, message, fields);
    }
    Value zero = constantIndex(loc, 0), one = constantIndex(loc, 1);
    Value entryCount = getValueOrCreateConstantIndexOp(b, loc, entries);
    Value denseRows =
        b.createOrFold<tensor::ExtractOp>(loc, denseShape, ValueRange{zero});
    requireAtRunTime(
        loc,
        b.createOrFold<arith::OrIOp>(
            loc,
            b.createOrFold<arith::CmpIOp>(
                loc, arith::CmpIPredicate::ne, denseRows,
                arith::ConstantIntOp::create(b, loc, 0, 64)),
            b.createOrFold<arith::CmpIOp>(
                loc, arith::CmpIPredicate::eq, asI64(entries),
                arith::ConstantIntOp::create(b, loc, 0, 64))),
        "Received SparseTensor with dense_shape[0] = 0 but indices.shape[0] "
        "= {0}",
        {asI64(entries)});
    // A negative row count (TensorFlow fails to allocate) makes no rows.
    Value rows = b.createOrFold<arith::IndexCastOp>(
        loc, b.getIndexType(),
        b.createOrFold<arith::MaxSIOp>(
            loc, denseRows, arith::ConstantIntOp::create(b, loc, 0, 64)));
    auto zeros = [&](ArrayRef<OpFoldResult> sizes, Type type) {
      return fill(loc, sizes,
                  arith::ConstantOp::create(b, loc, b.getZeroAttr(type)));
    };
    // An entry's row, and whether it is inside [0, rows) (checked with
    // TensorFlow's messages in the first pass).
    auto rowOf = [&](OpBuilder &rb, Location rloc, Value i, bool check,
                     Value &row) -> Value {
      Value raw =
          tensor::ExtractOp::create(rb, rloc, indices, ValueRange{i, zero});
      row = arith::IndexCastOp::create(rb, rloc, rb.getIndexType(), raw);
      if (check) {
        Value i64Index = arith::IndexCastOp::create(rb, rloc, i64, i);
        requireAtRunTime(rloc,
                         arith::CmpIOp::create(
                             rb, rloc, arith::CmpIPredicate::sge, raw,
                             arith::ConstantIntOp::create(rb, rloc, 0, 64)),
                         "indices({0}, 0) is invalid: {1} < 0",
                         {i64Index, raw});
        requireAtRunTime(rloc,
                         arith::CmpIOp::create(rb, rloc,
                                               arith::CmpIPredicate::slt, raw,
                                               denseRows),
                         "indices({0}, 0) is invalid: {1} >= {2}",
                         {i64Index, raw, denseRows});
      }
      return arith::CmpIOp::create(rb, rloc, arith::CmpIPredicate::ult, row,
                                   rows);
    };
    // Pass 1: the entries per row.
    Value counts = zeros({getAsOpFoldResult(rows)}, i64);
    counts =
        scf::ForOp::create(
            b, loc, zero, entryCount, one, ValueRange{counts},
            [&](OpBuilder &nb, Location nloc, Value i, ValueRange args) {
              Value row;
              Value inside = rowOf(nb, nloc, i, /*check=*/true, row);
              auto ifOp = scf::IfOp::create(
                  nb, nloc, inside,
                  [&](OpBuilder &tb, Location tloc) {
                    Value n = tensor::ExtractOp::create(tb, tloc, args[0], row);
                    Value n1 = arith::AddIOp::create(
                        tb, tloc, n,
                        arith::ConstantIntOp::create(tb, tloc, 1, 64));
                    scf::YieldOp::create(tb, tloc,
                                         ValueRange{tensor::InsertOp::create(
                                             tb, tloc, n1, args[0], row)});
                  },
                  [&](OpBuilder &eb, Location eloc) {
                    scf::YieldOp::create(eb, eloc, args[0]);
                  });
              scf::YieldOp::create(nb, nloc, ifOp.getResults());
            })
            .getResult(0);
    // Pass 2: each row's first output position (a running sum of its
    // count, or 1 for an empty row) and whether it is empty.
    Value starts = zeros({getAsOpFoldResult(rows)}, i64);
    Value empty = zeros({getAsOpFoldResult(rows)}, b.getI1Type());
    auto scan = scf::ForOp::create(
        b, loc, zero, rows, one,
        ValueRange{starts, empty, arith::ConstantIntOp::create(b, loc, 0, 64)},
        [&](OpBuilder &nb, Location nloc, Value r, ValueRange args) {
          Value n = tensor::ExtractOp::create(nb, nloc, counts, r);
          Value isEmpty = arith::CmpIOp::create(
              nb, nloc, arith::CmpIPredicate::eq, n,
              arith::ConstantIntOp::create(nb, nloc, 0, 64));
          Value taken = arith::MaxSIOp::create(
              nb, nloc, n, arith::ConstantIntOp::create(nb, nloc, 1, 64));
          scf::YieldOp::create(
              nb, nloc,
              ValueRange{
                  tensor::InsertOp::create(nb, nloc, args[2], args[0], r),
                  tensor::InsertOp::create(nb, nloc, isEmpty, args[1], r),
                  arith::AddIOp::create(nb, nloc, args[2], taken)});
        });
    starts = scan.getResult(0);
    empty = scan.getResult(1);
    Value total =
        arith::IndexCastOp::create(b, loc, b.getIndexType(), scan.getResult(2));
    // Pass 3: an empty row's entry is (row, 0, ...) with the default value.
    Value fallback =
        b.createOrFold<tensor::ExtractOp>(loc, defaultValue, ValueRange{});
    Value outIndices =
        zeros({getAsOpFoldResult(total), b.getIndexAttr(rank)}, i64);
    Value outValues = fill(loc, {getAsOpFoldResult(total)}, fallback);
    outIndices =
        scf::ForOp::create(
            b, loc, zero, rows, one, ValueRange{outIndices},
            [&](OpBuilder &nb, Location nloc, Value r, ValueRange args) {
              Value isEmpty = tensor::ExtractOp::create(nb, nloc, empty, r);
              auto ifOp = scf::IfOp::create(
                  nb, nloc, isEmpty,
                  [&](OpBuilder &tb, Location tloc) {
                    Value at = arith::IndexCastOp::create(
                        tb, tloc, tb.getIndexType(),
                        tensor::ExtractOp::create(tb, tloc, starts, r));
                    Value row = arith::IndexCastOp::create(tb, tloc, i64, r);
                    scf::YieldOp::create(
                        tb, tloc,
                        ValueRange{tensor::InsertOp::create(
                            tb, tloc, row, args[0],
                            ValueRange{at, arith::ConstantIndexOp::create(
                                               tb, tloc, 0)})});
                  },
                  [&](OpBuilder &eb, Location eloc) {
                    scf::YieldOp::create(eb, eloc, args[0]);
                  });
              scf::YieldOp::create(nb, nloc, ifOp.getResults());
            })
            .getResult(0);
    // Pass 4: each entry to its row's next position, in input order.
    Value reverse = zeros({entries}, i64);
    Value filled = zeros({getAsOpFoldResult(rows)}, i64);
    auto place = scf::ForOp::create(
        b, loc, zero, entryCount, one,
        ValueRange{outIndices, outValues, reverse, filled},
        [&](OpBuilder &nb, Location nloc, Value i, ValueRange args) {
          Value row;
          Value inside = rowOf(nb, nloc, i, /*check=*/false, row);
          auto ifOp = scf::IfOp::create(
              nb, nloc, inside,
              [&](OpBuilder &tb, Location tloc) {
                Value done = tensor::ExtractOp::create(tb, tloc, args[3], row);
                Value at64 = arith::AddIOp::create(
                    tb, tloc, tensor::ExtractOp::create(tb, tloc, starts, row),
                    done);
                Value at = arith::IndexCastOp::create(tb, tloc,
                                                      tb.getIndexType(), at64);
                Value placed = args[0];
                for (int64_t d = 0; d < rank; ++d) {
                  Value column = arith::ConstantIndexOp::create(tb, tloc, d);
                  placed = tensor::InsertOp::create(
                      tb, tloc,
                      tensor::ExtractOp::create(tb, tloc, indices,
                                                ValueRange{i, column}),
                      placed, ValueRange{at, column});
                }
                Value value = tensor::ExtractOp::create(tb, tloc, values, i);
                scf::YieldOp::create(
                    tb, tloc,
                    ValueRange{
                        placed,
                        tensor::InsertOp::create(tb, tloc, value, args[1], at),
                        tensor::InsertOp::create(tb, tloc, at64, args[2], i),
                        tensor::InsertOp::create(
                            tb, tloc,
                            arith::AddIOp::create(
                                tb, tloc, done,
                                arith::ConstantIntOp::create(tb, tloc, 1, 64)),
                            args[3], row)});
              },
              [&](OpBuilder &eb, Location eloc) {
                scf::YieldOp::create(eb, eloc, args);
              });
          scf::YieldOp::create(nb, nloc, ifOp.getResults());
        });
    results.push_back(place.getResult(0));
    results.push_back(place.getResult(1));
    results.push_back(empty);
    results.push_back(place.getResult(2));
    return success();
  };
}

} // namespace mlir::tagrad::tf_legalize
