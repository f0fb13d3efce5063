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
// SparseReorder (tf.sparse.reorder; GCN adjacencies built from edge lists):
// a stable bottom-up merge sort of the entries' positions by their
// coordinates, then the indices and values gathered in that order. Its
// gradient (a reorder of a range, InvertPermutation, a gather) uses it too.
//
// SparseAdd (tf.sparse.add of two SparseTensors; self loops added to an
// adjacency) and SparseAddGrad: TensorFlow's merges of sorted entry lists,
// one pass each; a sum with |sum| < thresh dropped, so the output is as
// long as the data decides. SparseTensorDenseAdd: each entry added into a
// copy of the dense operand, every index checked. SparseSlice
// (ExtractVolumePatches' gradient): the entries inside the window, in
// input order, one pass; SparseSliceGrad, TensorFlow's walk of the input
// entries against the slice's.
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

/// `values` as a shape string for a run-time message: "[{i},{i+1},...]".
static std::string shapeFields(int64_t first, int64_t count) {
  std::string text = "[";
  for (int64_t i = 0; i < count; ++i)
    text += (i ? "," : "") + ("{" + std::to_string(first + i) + "}");
  return text + "]";
}

/// Whether row `x` of the int64 matrix `xIndices` comes before row `y` of
/// `yIndices` in row-major order (its coordinates compared in turn, as signed
/// integers, the first that differs deciding).
static Value rowBefore(OpBuilder &b, Location loc, Value xIndices, Value x,
                       Value yIndices, Value y, Value columns) {
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value no = arith::ConstantIntOp::create(b, loc, 0, 1);
  auto loop = scf::ForOp::create(
      b, loc, zero, columns, one, ValueRange{no, no},
      [&](OpBuilder &nb, Location nloc, Value d, ValueRange args) {
        Value p =
            tensor::ExtractOp::create(nb, nloc, xIndices, ValueRange{x, d});
        Value q =
            tensor::ExtractOp::create(nb, nloc, yIndices, ValueRange{y, d});
        Value less =
            arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::slt, p, q);
        Value differ =
            arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::ne, p, q);
        scf::YieldOp::create(
            nb, nloc,
            ValueRange{
                arith::OrIOp::create(nb, nloc, args[0], differ),
                arith::SelectOp::create(nb, nloc, args[0], args[1], less)});
      });
  return loop.getResult(1);
}

/// The permutation that sorts the `count` rows of `indices` into row-major
/// order, stable (equal rows keep their input order): a bottom-up merge
/// sort of positions, runs of 1, 2, 4, ... merged from one buffer into the
/// other.
static Value rowMajorPermutation(OpBuilder &b, Location loc, Value indices,
                                 Value count) {
  Type i64 = b.getI64Type();
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value columns = b.createOrFold<tensor::DimOp>(loc, indices, 1);
  auto vectorType = RankedTensorType::get({ShapedType::kDynamic}, i64);
  Value iota =
      tensor::GenerateOp::create(
          b, loc, vectorType, ValueRange{count},
          [&](OpBuilder &gb, Location gloc, ValueRange ivs) {
            tensor::YieldOp::create(
                gb, gloc, arith::IndexCastOp::create(gb, gloc, i64, ivs[0]));
          })
          .getResult();
  Value scratch = tensor::EmptyOp::create(
      b, loc, SmallVector<OpFoldResult>{getAsOpFoldResult(count)}, i64);
  // Both buffers of unknown length, as the loop carries them.
  scratch = b.createOrFold<tensor::CastOp>(loc, vectorType, scratch);
  auto passes = scf::WhileOp::create(
      b, loc, TypeRange{b.getIndexType(), vectorType, vectorType},
      ValueRange{one, iota, scratch},
      [&](OpBuilder &cb, Location cloc, ValueRange args) {
        Value more = arith::CmpIOp::create(cb, cloc, arith::CmpIPredicate::ult,
                                           args[0], count);
        scf::ConditionOp::create(cb, cloc, more, args);
      },
      [&](OpBuilder &pb, Location ploc, ValueRange args) {
        Value width = args[0], from = args[1];
        Value span = arith::AddIOp::create(pb, ploc, width, width);
        auto runs = scf::ForOp::create(
            pb, ploc, zero, count, span, ValueRange{args[2]},
            [&](OpBuilder &rb, Location rloc, Value lo, ValueRange into) {
              Value mid = arith::MinUIOp::create(
                  rb, rloc, arith::AddIOp::create(rb, rloc, lo, width), count);
              Value hi = arith::MinUIOp::create(
                  rb, rloc, arith::AddIOp::create(rb, rloc, lo, span), count);
              Value last = arith::SubIOp::create(rb, rloc, count, one);
              Type index = rb.getIndexType();
              auto merge = scf::WhileOp::create(
                  rb, rloc, TypeRange{index, index, index, vectorType},
                  ValueRange{lo, mid, lo, into[0]},
                  [&](OpBuilder &cb, Location cloc, ValueRange m) {
                    scf::ConditionOp::create(
                        cb, cloc,
                        arith::CmpIOp::create(
                            cb, cloc, arith::CmpIPredicate::ult, m[2], hi),
                        m);
                  },
                  [&](OpBuilder &mb, Location mloc, ValueRange m) {
                    Value i = m[0], j = m[1], k = m[2];
                    // Positions clamped into the buffer: a run that is
                    // used up is not read.
                    Value left = tensor::ExtractOp::create(
                        mb, mloc, from,
                        ValueRange{arith::MinUIOp::create(mb, mloc, i, last)});
                    Value right = tensor::ExtractOp::create(
                        mb, mloc, from,
                        ValueRange{arith::MinUIOp::create(mb, mloc, j, last)});
                    Value leftRow =
                        arith::IndexCastOp::create(mb, mloc, index, left);
                    Value rightRow =
                        arith::IndexCastOp::create(mb, mloc, index, right);
                    Value leftLeft = arith::CmpIOp::create(
                        mb, mloc, arith::CmpIPredicate::ult, i, mid);
                    Value rightLeft = arith::CmpIOp::create(
                        mb, mloc, arith::CmpIPredicate::ult, j, hi);
                    // The left entry unless the right one comes strictly
                    // before it (stable).
                    Value rightFirst = rowBefore(mb, mloc, indices, rightRow,
                                                 indices, leftRow, columns);
                    Value takeRight = arith::AndIOp::create(
                        mb, mloc, rightLeft,
                        arith::OrIOp::create(
                            mb, mloc,
                            arith::XOrIOp::create(
                                mb, mloc, leftLeft,
                                arith::ConstantIntOp::create(mb, mloc, 1, 1)),
                            rightFirst));
                    Value taken = arith::SelectOp::create(mb, mloc, takeRight,
                                                          right, left);
                    Value step = arith::ConstantIndexOp::create(mb, mloc, 1);
                    scf::YieldOp::create(
                        mb, mloc,
                        ValueRange{
                            arith::SelectOp::create(
                                mb, mloc, takeRight, i,
                                arith::AddIOp::create(mb, mloc, i, step)),
                            arith::SelectOp::create(
                                mb, mloc, takeRight,
                                arith::AddIOp::create(mb, mloc, j, step), j),
                            arith::AddIOp::create(mb, mloc, k, step),
                            tensor::InsertOp::create(mb, mloc, taken, m[3], k)
                                .getResult()});
                  });
              scf::YieldOp::create(rb, rloc, merge.getResult(3));
            });
        scf::YieldOp::create(pb, ploc,
                             ValueRange{span, runs.getResult(0), from});
      });
  return passes.getResult(1);
}

void Legalizer::registerSparseHandlers() {
  registerSparseMatMul();
  // SparseAdd(a_indices, a_values, a_shape, b_indices, b_values, b_shape,
  // thresh) (tf.sparse.add of two SparseTensors): TensorFlow's merge of the
  // two entry lists, each taken as row-major sorted: the entry that comes
  // first is copied, equal indices are summed and the sum kept where
  // thresh <= |sum| (a copied entry is kept whatever its value). One pass
  // into buffers as long as both lists; the output is as long as the data
  // decides. sum_shape is a_shape.
  handlers["SparseAdd"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value aIndices = toTensor(loc, operands[0]);
    Value aValues = toTensor(loc, operands[1]);
    Value aShape = toTensor(loc, operands[2]);
    Value bIndices = toTensor(loc, operands[3]);
    Value bValues = toTensor(loc, operands[4]);
    Value bShape = toTensor(loc, operands[5]);
    Value thresh = toTensor(loc, operands[6]);
    auto ranked = [](Value v) {
      return dyn_cast<RankedTensorType>(v.getType());
    };
    auto aIT = ranked(aIndices), bIT = ranked(bIndices);
    auto aVT = ranked(aValues), bVT = ranked(bValues);
    auto aST = ranked(aShape), bST = ranked(bShape);
    auto tT = ranked(thresh);
    if (!aIT || !bIT || aIT.getRank() != 2 || bIT.getRank() != 2)
      return error(op) << "Input indices should be matrices but received "
                          "shapes: "
                       << aIndices.getType() << " and " << bIndices.getType();
    if (!aVT || !bVT || aVT.getRank() != 1 || bVT.getRank() != 1)
      return error(op) << "Input values should be vectors but received "
                          "shapes: "
                       << aValues.getType() << " and " << bValues.getType();
    if (!aST || !bST || aST.getRank() != 1 || bST.getRank() != 1)
      return error(op) << "Input shapes should be a vector but received "
                          "shapes "
                       << aShape.getType() << " and " << bShape.getType();
    if (!tT || tT.getRank() != 0)
      return error(op) << "The magnitude threshold must be a scalar: got "
                          "shape "
                       << thresh.getType();
    Type element = aVT.getElementType();
    if (!aIT.getElementType().isInteger(64) ||
        !bIT.getElementType().isInteger(64) ||
        !aST.getElementType().isInteger(64) ||
        !bST.getElementType().isInteger(64) ||
        bVT.getElementType() != element || tT.getElementType() != element ||
        !(isFloat(element) ||
          (element.isSignlessInteger() && !element.isInteger(1))))
      return error(op) << "needs int64 indices and shapes and real values "
                          "and thresh of one type, got "
                       << aValues.getType() << ", " << bValues.getType()
                       << " and " << thresh.getType();
    int64_t rank = aIT.getDimSize(1);
    for (int64_t known :
         {bIT.getDimSize(1), aST.getDimSize(0), bST.getDimSize(0)})
      if (ShapedType::isDynamic(rank))
        rank = known;
    if (ShapedType::isDynamic(rank))
      return error(op) << "needs indices or shapes of known rank, got "
                       << aIndices.getType() << " and " << aShape.getType();
    Type i64 = b.getI64Type();
    auto asI64 = [&](OpFoldResult v) -> Value {
      return b.createOrFold<arith::IndexCastOp>(
          loc, i64, getValueOrCreateConstantIndexOp(b, loc, v));
    };
    auto equal = [&](Value x, Value y) {
      return b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, x, y);
    };
    SmallVector<OpFoldResult> aSizes = sizesOf(loc, aIndices),
                              bSizes = sizesOf(loc, bIndices);
    Value aCount = asI64(aSizes[0]), bCount = asI64(bSizes[0]);
    Value aValueCount = asI64(sizesOf(loc, aValues)[0]);
    Value bValueCount = asI64(sizesOf(loc, bValues)[0]);
    Value aColumns = asI64(aSizes[1]), bColumns = asI64(bSizes[1]);
    Value aLength = asI64(sizesOf(loc, aShape)[0]);
    Value bLength = asI64(sizesOf(loc, bShape)[0]);
    if (failed(requireOrError(
            op,
            b.createOrFold<arith::AndIOp>(loc, equal(aCount, aValueCount),
                                          equal(bCount, bValueCount)),
            "Expected {0} and {1} non-empty input values, got {2} and {3}",
            {aCount, bCount, aValueCount, bValueCount})) ||
        failed(requireOrError(op, equal(aColumns, aLength),
                              "Second dimension of a_indices and length of "
                              "a_shape must match, got {0} and {1}",
                              {aColumns, aLength})))
      return failure();
    if (rank == 0)
      return error(op) << "Tesors must not be empty";
    if (failed(requireOrError(op, equal(aColumns, bColumns),
                              "Input indices must have the same dimension, "
                              "got {0} and {1}",
                              {aColumns, bColumns})) ||
        failed(requireOrError(op, equal(aLength, bLength),
                              "Operands do not have the same ranks; got "
                              "shapes of {0} and {1} elements",
                              {aLength, bLength})))
      return failure();
    Value zero = constantIndex(loc, 0);
    for (int64_t d = 0; d < rank; ++d) {
      // Only what both shapes have is read (their lengths checked above).
      Value at = constantIndex(loc, d);
      Value inside = b.createOrFold<arith::AndIOp>(
          loc,
          b.createOrFold<arith::CmpIOp>(
              loc, arith::CmpIPredicate::sgt, aLength,
              arith::ConstantIntOp::create(b, loc, d, 64)),
          b.createOrFold<arith::CmpIOp>(
              loc, arith::CmpIPredicate::sgt, bLength,
              arith::ConstantIntOp::create(b, loc, d, 64)));
      auto dims = scf::IfOp::create(
          b, loc, inside,
          [&](OpBuilder &tb, Location tloc) {
            scf::YieldOp::create(
                tb, tloc,
                ValueRange{tensor::ExtractOp::create(tb, tloc, aShape, at),
                           tensor::ExtractOp::create(tb, tloc, bShape, at)});
          },
          [&](OpBuilder &eb, Location eloc) {
            Value z = arith::ConstantIntOp::create(eb, eloc, 0, 64);
            scf::YieldOp::create(eb, eloc, ValueRange{z, z});
          });
      requireAtRunTime(loc, equal(dims.getResult(0), dims.getResult(1)),
                       "Operands' shapes do not match: got {0} and {1} for "
                       "dimension " +
                           std::to_string(d),
                       {dims.getResult(0), dims.getResult(1)});
    }
    // Past a failed check, nothing is read out of bounds.
    Value aN = b.createOrFold<arith::MinUIOp>(
        loc, getValueOrCreateConstantIndexOp(b, loc, aSizes[0]),
        getValueOrCreateConstantIndexOp(b, loc, sizesOf(loc, aValues)[0]));
    Value bN = b.createOrFold<arith::MinUIOp>(
        loc, getValueOrCreateConstantIndexOp(b, loc, bSizes[0]),
        getValueOrCreateConstantIndexOp(b, loc, sizesOf(loc, bValues)[0]));
    Value columns = constantIndex(loc, rank);
    auto matrixType = RankedTensorType::get({ShapedType::kDynamic, rank}, i64);
    auto vectorType = RankedTensorType::get({ShapedType::kDynamic}, element);
    Value aMatrix = b.createOrFold<tensor::CastOp>(loc, matrixType, aIndices);
    Value bMatrix = b.createOrFold<tensor::CastOp>(loc, matrixType, bIndices);
    Value capacity = b.createOrFold<arith::AddIOp>(loc, aN, bN);
    Value outIndices = b.createOrFold<tensor::CastOp>(
        loc, matrixType,
        tensor::EmptyOp::create(
            b, loc,
            SmallVector<OpFoldResult>{getAsOpFoldResult(capacity),
                                      b.getIndexAttr(rank)},
            i64));
    Value outValues = b.createOrFold<tensor::CastOp>(
        loc, vectorType,
        tensor::EmptyOp::create(
            b, loc, SmallVector<OpFoldResult>{getAsOpFoldResult(capacity)},
            element));
    Value limit = b.createOrFold<tensor::ExtractOp>(loc, thresh, ValueRange{});
    Type index = b.getIndexType();
    auto merge = scf::WhileOp::create(
        b, loc, TypeRange{index, index, index, matrixType, vectorType},
        ValueRange{zero, zero, zero, outIndices, outValues},
        [&](OpBuilder &cb, Location cloc, ValueRange m) {
          Value more = arith::OrIOp::create(
              cb, cloc,
              arith::CmpIOp::create(cb, cloc, arith::CmpIPredicate::ult, m[0],
                                    aN),
              arith::CmpIOp::create(cb, cloc, arith::CmpIPredicate::ult, m[1],
                                    bN));
          scf::ConditionOp::create(cb, cloc, more, m);
        },
        [&](OpBuilder &mb, Location mloc, ValueRange m) {
          Value i = m[0], j = m[1], k = m[2];
          Value aLeft =
              arith::CmpIOp::create(mb, mloc, arith::CmpIPredicate::ult, i, aN);
          Value bLeft =
              arith::CmpIOp::create(mb, mloc, arith::CmpIPredicate::ult, j, bN);
          Value no = arith::ConstantIntOp::create(mb, mloc, 0, 1);
          Value yes = arith::ConstantIntOp::create(mb, mloc, 1, 1);
          // Which comes first where both lists have entries left.
          auto order = scf::IfOp::create(
              mb, mloc, arith::AndIOp::create(mb, mloc, aLeft, bLeft),
              [&](OpBuilder &tb, Location tloc) {
                scf::YieldOp::create(
                    tb, tloc,
                    ValueRange{
                        rowBefore(tb, tloc, aMatrix, i, bMatrix, j, columns),
                        rowBefore(tb, tloc, bMatrix, j, aMatrix, i, columns)});
              },
              [&](OpBuilder &eb, Location eloc) {
                scf::YieldOp::create(eb, eloc, ValueRange{no, no});
              });
          Value aFirst = arith::AndIOp::create(
              mb, mloc, aLeft,
              arith::OrIOp::create(mb, mloc,
                                   arith::XOrIOp::create(mb, mloc, bLeft, yes),
                                   order.getResult(0)));
          Value bFirst = arith::AndIOp::create(
              mb, mloc, bLeft,
              arith::OrIOp::create(mb, mloc,
                                   arith::XOrIOp::create(mb, mloc, aLeft, yes),
                                   order.getResult(1)));
          Value both = arith::AndIOp::create(
              mb, mloc, arith::XOrIOp::create(mb, mloc, aFirst, yes),
              arith::XOrIOp::create(mb, mloc, bFirst, yes));
          // The entry copied (or the sum's, at a's position): its
          // coordinates and value, read from the list it is in.
          auto readEntry = [&](Value matrix, Value vector, Value at) {
            return [&, matrix, vector, at](OpBuilder &rb, Location rloc) {
              SmallVector<Value> read;
              for (int64_t d = 0; d < rank; ++d)
                read.push_back(tensor::ExtractOp::create(
                    rb, rloc, matrix,
                    ValueRange{at,
                               arith::ConstantIndexOp::create(rb, rloc, d)}));
              read.push_back(tensor::ExtractOp::create(rb, rloc, vector, at));
              scf::YieldOp::create(rb, rloc, read);
            };
          };
          auto entry = scf::IfOp::create(mb, mloc, bFirst,
                                         readEntry(bMatrix, bValues, j),
                                         readEntry(aMatrix, aValues, i));
          Value first = entry.getResult(rank);
          auto value = scf::IfOp::create(
              mb, mloc, both,
              [&](OpBuilder &tb, Location tloc) {
                Value other = tensor::ExtractOp::create(tb, tloc, bValues, j);
                Value sum =
                    isFloat(element)
                        ? (Value)arith::AddFOp::create(tb, tloc, first, other)
                        : (Value)arith::AddIOp::create(tb, tloc, first, other);
                Value magnitude =
                    isFloat(element)
                        ? (Value)math::AbsFOp::create(tb, tloc, sum)
                        : (Value)math::AbsIOp::create(tb, tloc, sum);
                Value kept = isFloat(element)
                                 ? (Value)arith::CmpFOp::create(
                                       tb, tloc, arith::CmpFPredicate::OLE,
                                       limit, magnitude)
                                 : (Value)arith::CmpIOp::create(
                                       tb, tloc, arith::CmpIPredicate::sle,
                                       limit, magnitude);
                scf::YieldOp::create(tb, tloc, ValueRange{sum, kept});
              },
              [&](OpBuilder &eb, Location eloc) {
                scf::YieldOp::create(
                    eb, eloc,
                    ValueRange{first,
                               arith::ConstantIntOp::create(eb, eloc, 1, 1)});
              });
          // Written at k; a sum dropped is written over by the next entry.
          Value placed = m[3];
          for (int64_t d = 0; d < rank; ++d)
            placed = tensor::InsertOp::create(
                mb, mloc, entry.getResult(d), placed,
                ValueRange{k, arith::ConstantIndexOp::create(mb, mloc, d)});
          Value step = arith::ConstantIndexOp::create(mb, mloc, 1);
          Value zeroStep = arith::ConstantIndexOp::create(mb, mloc, 0);
          auto advance = [&](Value cond) -> Value {
            return arith::SelectOp::create(mb, mloc, cond, step, zeroStep);
          };
          scf::YieldOp::create(
              mb, mloc,
              ValueRange{arith::AddIOp::create(mb, mloc, i,
                                               advance(arith::OrIOp::create(
                                                   mb, mloc, aFirst, both))),
                         arith::AddIOp::create(mb, mloc, j,
                                               advance(arith::OrIOp::create(
                                                   mb, mloc, bFirst, both))),
                         arith::AddIOp::create(mb, mloc, k,
                                               advance(value.getResult(1))),
                         placed,
                         tensor::InsertOp::create(mb, mloc, value.getResult(0),
                                                  m[4], k)
                             .getResult()});
        });
    OpFoldResult kept = getAsOpFoldResult(merge.getResult(2));
    results.push_back(tensor::ExtractSliceOp::create(
        b, loc, merge.getResult(3),
        SmallVector<OpFoldResult>{b.getIndexAttr(0), b.getIndexAttr(0)},
        SmallVector<OpFoldResult>{kept, b.getIndexAttr(rank)},
        SmallVector<OpFoldResult>{b.getIndexAttr(1), b.getIndexAttr(1)}));
    results.push_back(tensor::ExtractSliceOp::create(
        b, loc, merge.getResult(4),
        SmallVector<OpFoldResult>{b.getIndexAttr(0)},
        SmallVector<OpFoldResult>{kept},
        SmallVector<OpFoldResult>{b.getIndexAttr(1)}));
    results.push_back(aShape);
    return success();
  };
  // SparseAddGrad(backprop_val_grad, a_indices, b_indices, sum_indices):
  // TensorFlow's walk of the three sorted lists: an a (or b) entry equal to
  // the current sum entry takes its gradient, one before it (its sum was
  // dropped by thresh) gets 0, and the sum entry is done once neither list
  // is behind it.
  handlers["SparseAddGrad"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value grad = toTensor(loc, operands[0]);
    Value aIndices = toTensor(loc, operands[1]);
    Value bIndices = toTensor(loc, operands[2]);
    Value sumIndices = toTensor(loc, operands[3]);
    auto ranked = [](Value v) {
      return dyn_cast<RankedTensorType>(v.getType());
    };
    auto gT = ranked(grad), aT = ranked(aIndices), bT = ranked(bIndices),
         sT = ranked(sumIndices);
    if (!aT || !bT || !sT || aT.getRank() != 2 || bT.getRank() != 2 ||
        sT.getRank() != 2)
      return error(op) << "Input indices should be matrices but received "
                          "shapes: "
                       << aIndices.getType() << " and " << bIndices.getType()
                       << " and " << sumIndices.getType();
    if (!gT || gT.getRank() != 1)
      return error(op) << "Input backprop_val_grad should be a vector but "
                          "received shape: "
                       << grad.getType();
    if (!aT.getElementType().isInteger(64) ||
        !bT.getElementType().isInteger(64) ||
        !sT.getElementType().isInteger(64))
      return error(op) << "needs int64 indices, got " << aIndices.getType()
                       << ", " << bIndices.getType() << " and "
                       << sumIndices.getType();
    Type element = gT.getElementType();
    Type i64 = b.getI64Type();
    auto asI64 = [&](OpFoldResult v) -> Value {
      return b.createOrFold<arith::IndexCastOp>(
          loc, i64, getValueOrCreateConstantIndexOp(b, loc, v));
    };
    auto equal = [&](Value x, Value y) {
      return b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, x, y);
    };
    SmallVector<OpFoldResult> aSizes = sizesOf(loc, aIndices),
                              bSizes = sizesOf(loc, bIndices),
                              sSizes = sizesOf(loc, sumIndices);
    Value aColumns = asI64(aSizes[1]), bColumns = asI64(bSizes[1]),
          sColumns = asI64(sSizes[1]);
    Value gradCount = asI64(sizesOf(loc, grad)[0]), sumCount = asI64(sSizes[0]);
    if (failed(requireOrError(
            op,
            b.createOrFold<arith::AndIOp>(loc, equal(aColumns, bColumns),
                                          equal(bColumns, sColumns)),
            "The densified operands should have the same ndims; for A, B, "
            "sum got: {0}{1}{2}",
            {aColumns, bColumns, sColumns})) ||
        failed(requireOrError(op, equal(gradCount, sumCount),
                              "# elements of backprop_val_grad and # rows of "
                              "sum_indices should match (#nnz of sum): got "
                              "{0} and {1}",
                              {gradCount, sumCount})))
      return failure();
    // Past a failed check, nothing is read out of bounds: the columns
    // compared are those all three have.
    Value columns = b.createOrFold<arith::MinUIOp>(
        loc,
        b.createOrFold<arith::MinUIOp>(
            loc, getValueOrCreateConstantIndexOp(b, loc, aSizes[1]),
            getValueOrCreateConstantIndexOp(b, loc, bSizes[1])),
        getValueOrCreateConstantIndexOp(b, loc, sSizes[1]));
    Value aN = getValueOrCreateConstantIndexOp(b, loc, aSizes[0]);
    Value bN = getValueOrCreateConstantIndexOp(b, loc, bSizes[0]);
    Value sN = b.createOrFold<arith::MinUIOp>(
        loc, getValueOrCreateConstantIndexOp(b, loc, sSizes[0]),
        getValueOrCreateConstantIndexOp(b, loc, sizesOf(loc, grad)[0]));
    Value zeroValue = arith::ConstantOp::create(b, loc, b.getZeroAttr(element));
    auto vectorType = RankedTensorType::get({ShapedType::kDynamic}, element);
    Value aGrad = b.createOrFold<tensor::CastOp>(
        loc, vectorType, fill(loc, {aSizes[0]}, zeroValue));
    Value bGrad = b.createOrFold<tensor::CastOp>(
        loc, vectorType, fill(loc, {bSizes[0]}, zeroValue));
    Value zero = constantIndex(loc, 0);
    Type index = b.getIndexType();
    auto walk = scf::WhileOp::create(
        b, loc, TypeRange{index, index, index, vectorType, vectorType},
        ValueRange{zero, zero, zero, aGrad, bGrad},
        [&](OpBuilder &cb, Location cloc, ValueRange m) {
          Value more = arith::AndIOp::create(
              cb, cloc,
              arith::CmpIOp::create(cb, cloc, arith::CmpIPredicate::ult, m[2],
                                    sN),
              arith::OrIOp::create(
                  cb, cloc,
                  arith::CmpIOp::create(cb, cloc, arith::CmpIPredicate::ult,
                                        m[0], aN),
                  arith::CmpIOp::create(cb, cloc, arith::CmpIPredicate::ult,
                                        m[1], bN)));
          scf::ConditionOp::create(cb, cloc, more, m);
        },
        [&](OpBuilder &wb, Location wloc, ValueRange m) {
          Value k = m[2];
          Value update =
              tensor::ExtractOp::create(wb, wloc, grad, ValueRange{k});
          // One list's step: (its next position, its gradients, whether
          // it is not behind the sum entry).
          auto stepOf = [&](Value listIndices, Value at, Value count,
                            Value grads) -> scf::IfOp {
            Value left = arith::CmpIOp::create(
                wb, wloc, arith::CmpIPredicate::ult, at, count);
            return scf::IfOp::create(
                wb, wloc, left,
                [&](OpBuilder &tb, Location tloc) {
                  Value before = rowBefore(tb, tloc, listIndices, at,
                                           sumIndices, k, columns);
                  Value after = rowBefore(tb, tloc, sumIndices, k, listIndices,
                                          at, columns);
                  Value same = arith::AndIOp::create(
                      tb, tloc,
                      arith::XOrIOp::create(
                          tb, tloc, before,
                          arith::ConstantIntOp::create(tb, tloc, 1, 1)),
                      arith::XOrIOp::create(
                          tb, tloc, after,
                          arith::ConstantIntOp::create(tb, tloc, 1, 1)));
                  Value moved = arith::OrIOp::create(tb, tloc, before, same);
                  Value old = tensor::ExtractOp::create(tb, tloc, grads, at);
                  Value written = tensor::InsertOp::create(
                      tb, tloc,
                      arith::SelectOp::create(tb, tloc, same, update, old),
                      grads, at);
                  Value next = arith::AddIOp::create(
                      tb, tloc, at,
                      arith::SelectOp::create(
                          tb, tloc, moved,
                          arith::ConstantIndexOp::create(tb, tloc, 1),
                          arith::ConstantIndexOp::create(tb, tloc, 0)));
                  Value notBehind = arith::XOrIOp::create(
                      tb, tloc, before,
                      arith::ConstantIntOp::create(tb, tloc, 1, 1));
                  scf::YieldOp::create(tb, tloc,
                                       ValueRange{next, written, notBehind});
                },
                [&](OpBuilder &eb, Location eloc) {
                  scf::YieldOp::create(
                      eb, eloc,
                      ValueRange{at, grads,
                                 arith::ConstantIntOp::create(eb, eloc, 1, 1)});
                });
          };
          scf::IfOp aStep = stepOf(aIndices, m[0], aN, m[3]);
          scf::IfOp bStep = stepOf(bIndices, m[1], bN, m[4]);
          Value done = arith::AndIOp::create(wb, wloc, aStep.getResult(2),
                                             bStep.getResult(2));
          scf::YieldOp::create(
              wb, wloc,
              ValueRange{aStep.getResult(0), bStep.getResult(0),
                         arith::AddIOp::create(
                             wb, wloc, k,
                             arith::SelectOp::create(
                                 wb, wloc, done,
                                 arith::ConstantIndexOp::create(wb, wloc, 1),
                                 arith::ConstantIndexOp::create(wb, wloc, 0))),
                         aStep.getResult(1), bStep.getResult(1)});
        });
    results.push_back(walk.getResult(3));
    results.push_back(walk.getResult(4));
    return success();
  };
  // SparseTensorDenseAdd(a_indices, a_values, a_shape, b) (tf.sparse.add of
  // a SparseTensor and a dense tensor): b with each entry added into the
  // element it names, in entry order, with TensorFlow's checks of the
  // sizes, the shapes and every index.
  handlers["SparseTensorDenseAdd"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value indices = toTensor(loc, operands[0]);
    Value values = toTensor(loc, operands[1]);
    Value shape = toTensor(loc, operands[2]);
    Value dense = toTensor(loc, operands[3]);
    auto iT = dyn_cast<RankedTensorType>(indices.getType());
    auto vT = dyn_cast<RankedTensorType>(values.getType());
    auto sT = dyn_cast<RankedTensorType>(shape.getType());
    auto dT = dyn_cast<RankedTensorType>(dense.getType());
    if (!iT || !vT || !sT || !dT)
      return error(op) << "needs ranked operands";
    if (vT.getRank() != 1 || sT.getRank() != 1)
      return error(op) << "Inputs a_values and a_shape should be vectors but "
                          "received shapes: "
                       << values.getType() << " and " << shape.getType();
    if (iT.getRank() != 2)
      return error(op) << "Input a_indices should be a matrix but received "
                          "shape: "
                       << indices.getType();
    Type element = dT.getElementType();
    Type indexElement = iT.getElementType();
    if (vT.getElementType() != element ||
        !(isFloat(element) ||
          (element.isSignlessInteger() && !element.isInteger(1))) ||
        !(indexElement.isInteger(32) || indexElement.isInteger(64)) ||
        sT.getElementType() != indexElement)
      return error(op) << "needs a_values and b of one numeric type and "
                          "int32 or int64 a_indices and a_shape, got "
                       << values.getType() << ", " << dense.getType() << ", "
                       << indices.getType() << " and " << shape.getType();
    int64_t rank = dT.getRank();
    Type i64 = b.getI64Type();
    auto asI64 = [&](OpFoldResult v) -> Value {
      return b.createOrFold<arith::IndexCastOp>(
          loc, i64, getValueOrCreateConstantIndexOp(b, loc, v));
    };
    auto equal = [&](Value x, Value y) {
      return b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, x, y);
    };
    SmallVector<OpFoldResult> indexSizes = sizesOf(loc, indices);
    Value rows = asI64(indexSizes[0]), columns = asI64(indexSizes[1]);
    Value valueCount = asI64(sizesOf(loc, values)[0]);
    Value shapeLength = asI64(sizesOf(loc, shape)[0]);
    Value denseRank = arith::ConstantIntOp::create(b, loc, rank, 64);
    if (failed(requireOrError(op, equal(rows, valueCount),
                              "Dimensions {0} and {1} are not compatible",
                              {rows, valueCount})) ||
        failed(requireOrError(op, equal(columns, shapeLength),
                              "Dimensions {0} and {1} are not compatible",
                              {columns, shapeLength})) ||
        failed(requireOrError(op, equal(shapeLength, denseRank),
                              "Two operands have different ranks; received: "
                              "{0} and {1}",
                              {shapeLength, denseRank})))
      return failure();
    SmallVector<OpFoldResult> denseSizes = sizesOf(loc, dense);
    SmallVector<Value> denseDims;
    for (int64_t d = 0; d < rank; ++d) {
      Value sparseDim =
          signExtendToI64(b, loc,
                          b.createOrFold<tensor::ExtractOp>(
                              loc, shape, ValueRange{constantIndex(loc, d)}));
      Value denseDim = asI64(denseSizes[d]);
      denseDims.push_back(denseDim);
      requireAtRunTime(loc, equal(sparseDim, denseDim),
                       "Dimension " + std::to_string(d) +
                           " does not equal (no broadcasting is supported): "
                           "sparse side {0} vs dense side {1}",
                       {sparseDim, denseDim});
    }
    std::string shapeText;
    for (int64_t d = 0; d < rank; ++d)
      shapeText += (d ? " {" : "{") + std::to_string(d + 2) + "}";
    // Past a failed check, nothing is read out of bounds.
    Value count = b.createOrFold<arith::MinUIOp>(
        loc, getValueOrCreateConstantIndexOp(b, loc, indexSizes[0]),
        getValueOrCreateConstantIndexOp(b, loc, sizesOf(loc, values)[0]));
    auto loop = scf::ForOp::create(
        b, loc, constantIndex(loc, 0), count, constantIndex(loc, 1),
        ValueRange{dense},
        [&](OpBuilder &nb, Location nloc, Value i, ValueRange args) {
          OpBuilder::InsertionGuard guard(b);
          b.setInsertionPoint(nb.getInsertionBlock(), nb.getInsertionPoint());
          SmallVector<Value> at;
          Value inside = arith::ConstantIntOp::create(b, nloc, 1, 1);
          for (int64_t d = 0; d < rank; ++d) {
            Value coordinate = signExtendToI64(
                b, nloc,
                tensor::ExtractOp::create(
                    b, nloc, indices, ValueRange{i, constantIndex(nloc, d)}));
            Value valid = arith::AndIOp::create(
                b, nloc,
                arith::CmpIOp::create(
                    b, nloc, arith::CmpIPredicate::sge, coordinate,
                    arith::ConstantIntOp::create(b, nloc, 0, 64)),
                arith::CmpIOp::create(b, nloc, arith::CmpIPredicate::slt,
                                      coordinate, denseDims[d]));
            SmallVector<Value> fields = {
                arith::IndexCastOp::create(b, nloc, i64, i), coordinate};
            fields.append(denseDims.begin(), denseDims.end());
            requireAtRunTime(
                nloc, valid,
                "Sparse tensor has an invalid index on dimension " +
                    std::to_string(d) + ": a_indices({0}," + std::to_string(d) +
                    ") = {1}, dense tensor shape: " + shapeText,
                fields);
            inside = arith::AndIOp::create(b, nloc, inside, valid);
            at.push_back(arith::IndexCastOp::create(b, nloc, b.getIndexType(),
                                                    coordinate));
          }
          auto update = scf::IfOp::create(b, nloc, TypeRange{dense.getType()},
                                          inside, /*withElseRegion=*/true);
          {
            OpBuilder::InsertionGuard branch(b);
            b.setInsertionPointToStart(update.thenBlock());
            Value value = tensor::ExtractOp::create(b, nloc, values, i);
            Value old = tensor::ExtractOp::create(b, nloc, args[0], at);
            Value sum = isFloat(element)
                            ? (Value)arith::AddFOp::create(b, nloc, old, value)
                            : (Value)arith::AddIOp::create(b, nloc, old, value);
            scf::YieldOp::create(
                b, nloc,
                tensor::InsertOp::create(b, nloc, sum, args[0], at)
                    .getResult());
            b.setInsertionPointToStart(update.elseBlock());
            scf::YieldOp::create(b, nloc, args[0]);
          }
          scf::YieldOp::create(nb, nloc, update.getResults());
        });
    results.push_back(loop.getResult(0));
    return success();
  };
  // SparseSlice(indices, values, shape, start, size) (tf.sparse.slice;
  // ExtractVolumePatches' gradient): the entries with start <= index <
  // start + size in every dimension, in input order, moved by -start; the
  // output shape min(start + size, shape) - start, at least 0. One pass
  // into buffers as long as the input; the output as long as the data
  // decides.
  handlers["SparseSlice"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value indices = toTensor(loc, operands[0]);
    Value values = toTensor(loc, operands[1]);
    Value shape = toTensor(loc, operands[2]);
    Value start = toTensor(loc, operands[3]);
    Value size = toTensor(loc, operands[4]);
    auto ranked = [](Value v) {
      return dyn_cast<RankedTensorType>(v.getType());
    };
    auto iT = ranked(indices), vT = ranked(values), sT = ranked(shape),
         startT = ranked(start), sizeT = ranked(size);
    if (!iT || iT.getRank() != 2)
      return error(op) << "Input indices should be a matrix but received shape "
                       << indices.getType();
    if (!vT || vT.getRank() != 1)
      return error(op) << "Input values should be a vector but received shape "
                       << values.getType();
    if (!sT || sT.getRank() != 1)
      return error(op) << "Input shape should be a vector but received shape "
                       << shape.getType();
    if (!startT || startT.getRank() != 1)
      return error(op) << "Input start should be a vector but received shape "
                       << start.getType();
    if (!sizeT || sizeT.getRank() != 1)
      return error(op) << "Input size should be a vector but received shape "
                       << size.getType();
    if (!iT.getElementType().isInteger(64) ||
        !sT.getElementType().isInteger(64) ||
        !startT.getElementType().isInteger(64) ||
        !sizeT.getElementType().isInteger(64))
      return error(op) << "needs int64 indices, shape, start and size";
    int64_t rank = iT.getDimSize(1);
    if (ShapedType::isDynamic(rank))
      rank = sT.getDimSize(0);
    if (ShapedType::isDynamic(rank))
      return error(op) << "needs indices or a shape of known rank, got "
                       << indices.getType() << " and " << shape.getType();
    Type i64 = b.getI64Type();
    auto asI64 = [&](OpFoldResult v) -> Value {
      return b.createOrFold<arith::IndexCastOp>(
          loc, i64, getValueOrCreateConstantIndexOp(b, loc, v));
    };
    auto equal = [&](Value x, Value y) {
      return b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, x, y);
    };
    SmallVector<OpFoldResult> indexSizes = sizesOf(loc, indices);
    Value entries = asI64(indexSizes[0]), columns = asI64(indexSizes[1]);
    Value valueCount = asI64(sizesOf(loc, values)[0]);
    Value shapeLength = asI64(sizesOf(loc, shape)[0]);
    Value startLength = asI64(sizesOf(loc, start)[0]);
    Value sizeLength = asI64(sizesOf(loc, size)[0]);
    if (failed(requireOrError(op, equal(entries, valueCount),
                              "Number of elements in indices ({0}) and "
                              "values ({1}) do not match",
                              {entries, valueCount})) ||
        failed(requireOrError(op, equal(columns, shapeLength),
                              "Index rank ({0}) and shape rank ({1}) do not "
                              "match",
                              {columns, shapeLength})) ||
        failed(requireOrError(op, equal(startLength, shapeLength),
                              "Expected start to be a vector of length {0} "
                              "but got length {1}",
                              {shapeLength, startLength})) ||
        failed(requireOrError(op, equal(sizeLength, shapeLength),
                              "Expected size to be a vector of length {0} "
                              "but got length {1}",
                              {shapeLength, sizeLength})))
      return failure();
    // Each vector's element d, 0 past its end (after a failed check).
    auto elementOf = [&](Value vector, Value length, int64_t d) -> Value {
      Value inside = b.createOrFold<arith::CmpIOp>(
          loc, arith::CmpIPredicate::sgt, length,
          arith::ConstantIntOp::create(b, loc, d, 64));
      if (matchPattern(inside, m_One()))
        return b.createOrFold<tensor::ExtractOp>(
            loc, vector, ValueRange{constantIndex(loc, d)});
      return scf::IfOp::create(
                 b, loc, inside,
                 [&](OpBuilder &tb, Location tloc) {
                   scf::YieldOp::create(
                       tb, tloc,
                       ValueRange{tensor::ExtractOp::create(
                           tb, tloc, vector,
                           ValueRange{
                               arith::ConstantIndexOp::create(tb, tloc, d)})});
                 },
                 [&](OpBuilder &eb, Location eloc) {
                   scf::YieldOp::create(eb, eloc,
                                        ValueRange{arith::ConstantIntOp::create(
                                            eb, eloc, 0, 64)});
                 })
          .getResult(0);
    };
    SmallVector<Value> starts, ends, outShape;
    Value zero64 = arith::ConstantIntOp::create(b, loc, 0, 64);
    for (int64_t d = 0; d < rank; ++d) {
      Value first = elementOf(start, startLength, d);
      Value extent = elementOf(size, sizeLength, d);
      Value dim = elementOf(shape, shapeLength, d);
      requireAtRunTime(loc,
                       b.createOrFold<arith::CmpIOp>(
                           loc, arith::CmpIPredicate::sge, extent, zero64),
                       "Expected a non-negative size, got {0}", {extent});
      Value end = b.createOrFold<arith::AddIOp>(loc, first, extent);
      starts.push_back(first);
      ends.push_back(end);
      outShape.push_back(b.createOrFold<arith::MaxSIOp>(
          loc,
          b.createOrFold<arith::SubIOp>(
              loc, b.createOrFold<arith::MinSIOp>(loc, end, dim), first),
          zero64));
    }
    Value count = b.createOrFold<arith::MinUIOp>(
        loc, getValueOrCreateConstantIndexOp(b, loc, indexSizes[0]),
        getValueOrCreateConstantIndexOp(b, loc, sizesOf(loc, values)[0]));
    Type element = vT.getElementType();
    auto matrixType = RankedTensorType::get({ShapedType::kDynamic, rank}, i64);
    auto vectorType = RankedTensorType::get({ShapedType::kDynamic}, element);
    Value outIndices = b.createOrFold<tensor::CastOp>(
        loc, matrixType,
        tensor::EmptyOp::create(
            b, loc,
            SmallVector<OpFoldResult>{getAsOpFoldResult(count),
                                      b.getIndexAttr(rank)},
            i64));
    Value outValues = b.createOrFold<tensor::CastOp>(
        loc, vectorType,
        tensor::EmptyOp::create(
            b, loc, SmallVector<OpFoldResult>{getAsOpFoldResult(count)},
            element));
    auto loop = scf::ForOp::create(
        b, loc, constantIndex(loc, 0), count, constantIndex(loc, 1),
        ValueRange{constantIndex(loc, 0), outIndices, outValues},
        [&](OpBuilder &nb, Location nloc, Value i, ValueRange args) {
          Value k = args[0];
          Value kept = arith::ConstantIntOp::create(nb, nloc, 1, 1);
          Value placed = args[1];
          for (int64_t d = 0; d < rank; ++d) {
            Value column = arith::ConstantIndexOp::create(nb, nloc, d);
            Value coordinate = tensor::ExtractOp::create(nb, nloc, indices,
                                                         ValueRange{i, column});
            kept = arith::AndIOp::create(
                nb, nloc, kept,
                arith::AndIOp::create(
                    nb, nloc,
                    arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::sge,
                                          coordinate, starts[d]),
                    arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::slt,
                                          coordinate, ends[d])));
            // Written at k; an entry not kept is written over by the next.
            placed = tensor::InsertOp::create(
                nb, nloc,
                arith::SubIOp::create(nb, nloc, coordinate, starts[d]), placed,
                ValueRange{k, column});
          }
          Value written = tensor::InsertOp::create(
              nb, nloc, tensor::ExtractOp::create(nb, nloc, values, i), args[2],
              k);
          Value next = arith::AddIOp::create(
              nb, nloc, k,
              arith::SelectOp::create(
                  nb, nloc, kept, arith::ConstantIndexOp::create(nb, nloc, 1),
                  arith::ConstantIndexOp::create(nb, nloc, 0)));
          scf::YieldOp::create(nb, nloc, ValueRange{next, placed, written});
        });
    OpFoldResult kept = getAsOpFoldResult(loop.getResult(0));
    results.push_back(tensor::ExtractSliceOp::create(
        b, loc, loop.getResult(1),
        SmallVector<OpFoldResult>{b.getIndexAttr(0), b.getIndexAttr(0)},
        SmallVector<OpFoldResult>{kept, b.getIndexAttr(rank)},
        SmallVector<OpFoldResult>{b.getIndexAttr(1), b.getIndexAttr(1)}));
    results.push_back(tensor::ExtractSliceOp::create(
        b, loc, loop.getResult(2), SmallVector<OpFoldResult>{b.getIndexAttr(0)},
        SmallVector<OpFoldResult>{kept},
        SmallVector<OpFoldResult>{b.getIndexAttr(1)}));
    results.push_back(tensor::FromElementsOp::create(
        b, loc, RankedTensorType::get({rank}, i64), outShape));
    return success();
  };
  // SparseSliceGrad(backprop_val_grad, input_indices, input_start,
  // output_indices) (SparseSlice's gradient): TensorFlow's walk of the
  // input entries against the slice's, in order: an input entry equal to
  // the next output entry moved by input_start takes its gradient, the
  // rest get 0; every output entry must be matched.
  handlers["SparseSliceGrad"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value grad = toTensor(loc, operands[0]);
    Value inIndices = toTensor(loc, operands[1]);
    Value start = toTensor(loc, operands[2]);
    Value outIndices = toTensor(loc, operands[3]);
    auto ranked = [](Value v) {
      return dyn_cast<RankedTensorType>(v.getType());
    };
    auto gT = ranked(grad), iT = ranked(inIndices), sT = ranked(start),
         oT = ranked(outIndices);
    if (!iT || !oT || iT.getRank() != 2 || oT.getRank() != 2)
      return error(op) << "Input and output indices should be matrices but "
                          "received shapes: "
                       << inIndices.getType() << " and "
                       << outIndices.getType();
    if (!gT || gT.getRank() != 1)
      return error(op) << "Input backprop_val_grad should be a vector but "
                          "received shape: "
                       << grad.getType();
    if (!sT || sT.getRank() != 1)
      return error(op) << "The input_start should be a vector but received "
                          "shape "
                       << start.getType();
    if (!iT.getElementType().isInteger(64) ||
        !oT.getElementType().isInteger(64) ||
        !sT.getElementType().isInteger(64))
      return error(op) << "needs int64 indices and input_start";
    Type i64 = b.getI64Type();
    auto asI64 = [&](OpFoldResult v) -> Value {
      return b.createOrFold<arith::IndexCastOp>(
          loc, i64, getValueOrCreateConstantIndexOp(b, loc, v));
    };
    auto equal = [&](Value x, Value y) {
      return b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, x, y);
    };
    SmallVector<OpFoldResult> inSizes = sizesOf(loc, inIndices),
                              outSizes = sizesOf(loc, outIndices);
    Value inRows = asI64(inSizes[0]), inColumns = asI64(inSizes[1]);
    Value outRows = asI64(outSizes[0]), outColumns = asI64(outSizes[1]);
    Value gradCount = asI64(sizesOf(loc, grad)[0]);
    Value startLength = asI64(sizesOf(loc, start)[0]);
    if (failed(requireOrError(op, equal(inColumns, outColumns),
                              "The input and output should have the same "
                              "ndims: got: {0} and {1}",
                              {inColumns, outColumns})) ||
        failed(requireOrError(
            op,
            b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::sle,
                                          outRows, inRows),
            "# rows of output_indices should be not greater than of "
            "input_indices, got {0} and {1}",
            {outRows, inRows})) ||
        failed(requireOrError(op, equal(gradCount, outRows),
                              "# elements of backprop_val_grad and # rows of "
                              "output_indices should match (#nnz of sum): got "
                              "{0} and {1}",
                              {gradCount, outRows})) ||
        failed(requireOrError(op, equal(startLength, inColumns),
                              "Expected input_start to be a vector of length "
                              "{0} but got length {1}",
                              {inColumns, startLength})))
      return failure();
    // Past a failed check, nothing is read out of bounds.
    Value columns = b.createOrFold<arith::MinUIOp>(
        loc,
        b.createOrFold<arith::MinUIOp>(
            loc, getValueOrCreateConstantIndexOp(b, loc, inSizes[1]),
            getValueOrCreateConstantIndexOp(b, loc, outSizes[1])),
        getValueOrCreateConstantIndexOp(b, loc, sizesOf(loc, start)[0]));
    Value inN = getValueOrCreateConstantIndexOp(b, loc, inSizes[0]);
    Value outN = b.createOrFold<arith::MinUIOp>(
        loc, getValueOrCreateConstantIndexOp(b, loc, outSizes[0]),
        getValueOrCreateConstantIndexOp(b, loc, sizesOf(loc, grad)[0]));
    Type element = gT.getElementType();
    auto vectorType = RankedTensorType::get({ShapedType::kDynamic}, element);
    Value grads = b.createOrFold<tensor::CastOp>(
        loc, vectorType,
        fill(loc, {inSizes[0]},
             arith::ConstantOp::create(b, loc, b.getZeroAttr(element))));
    Type index = b.getIndexType();
    Value zero = constantIndex(loc, 0);
    auto walk = scf::WhileOp::create(
        b, loc, TypeRange{index, index, vectorType},
        ValueRange{zero, zero, grads},
        [&](OpBuilder &cb, Location cloc, ValueRange m) {
          scf::ConditionOp::create(
              cb, cloc,
              arith::AndIOp::create(
                  cb, cloc,
                  arith::CmpIOp::create(cb, cloc, arith::CmpIPredicate::ult,
                                        m[0], inN),
                  arith::CmpIOp::create(cb, cloc, arith::CmpIPredicate::ult,
                                        m[1], outN)),
              m);
        },
        [&](OpBuilder &wb, Location wloc, ValueRange m) {
          Value i = m[0], j = m[1];
          auto same = scf::ForOp::create(
              wb, wloc, arith::ConstantIndexOp::create(wb, wloc, 0), columns,
              arith::ConstantIndexOp::create(wb, wloc, 1),
              ValueRange{arith::ConstantIntOp::create(wb, wloc, 1, 1)},
              [&](OpBuilder &fb, Location floc, Value d, ValueRange args) {
                Value a = tensor::ExtractOp::create(fb, floc, inIndices,
                                                    ValueRange{i, d});
                Value o = tensor::ExtractOp::create(fb, floc, outIndices,
                                                    ValueRange{j, d});
                Value offset = tensor::ExtractOp::create(fb, floc, start, d);
                Value matches = arith::CmpIOp::create(
                    fb, floc, arith::CmpIPredicate::eq, a,
                    arith::AddIOp::create(fb, floc, o, offset));
                scf::YieldOp::create(fb, floc,
                                     ValueRange{arith::AndIOp::create(
                                         fb, floc, args[0], matches)});
              });
          Value matched = same.getResult(0);
          Value old = tensor::ExtractOp::create(wb, wloc, m[2], i);
          Value update = tensor::ExtractOp::create(wb, wloc, grad, j);
          Value written = tensor::InsertOp::create(
              wb, wloc, arith::SelectOp::create(wb, wloc, matched, update, old),
              m[2], i);
          Value one = arith::ConstantIndexOp::create(wb, wloc, 1);
          scf::YieldOp::create(
              wb, wloc,
              ValueRange{arith::AddIOp::create(wb, wloc, i, one),
                         arith::AddIOp::create(
                             wb, wloc, j,
                             arith::SelectOp::create(
                                 wb, wloc, matched, one,
                                 arith::ConstantIndexOp::create(wb, wloc, 0))),
                         written});
        });
    Value used =
        b.createOrFold<arith::IndexCastOp>(loc, i64, walk.getResult(1));
    requireAtRunTime(loc, equal(outRows, used),
                     "Elements of backprop_val_grad aren't all propagated. "
                     "Num elements:{0}, used: {1}",
                     {outRows, used});
    results.push_back(walk.getResult(2));
    return success();
  };
  // SparseReorder(indices [N, R], values [N], shape [R])
  // (tf.sparse.reorder): the entries in row-major order of their
  // coordinates (compared as TensorFlow's kernel compares them: signed, an
  // index out of the shape sorted as any other). Equal indices keep their
  // input order (TensorFlow's std::sort keeps it for up to 16 entries and
  // leaves it open past that). Its gradient reorders a range of positions
  // and inverts the permutation.
  handlers["SparseReorder"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value indices = toTensor(loc, operands[0]);
    Value values = toTensor(loc, operands[1]);
    Value shape = toTensor(loc, operands[2]);
    auto indicesType = dyn_cast<RankedTensorType>(indices.getType());
    auto valuesType = dyn_cast<RankedTensorType>(values.getType());
    auto shapeType = dyn_cast<RankedTensorType>(shape.getType());
    if (!indicesType || indicesType.getRank() != 2)
      return error(op) << "Input indices should be a matrix but received shape "
                       << indices.getType();
    if (!valuesType || valuesType.getRank() != 1)
      return error(op) << "Input values should be a vector but received shape "
                       << values.getType();
    if (!shapeType || shapeType.getRank() != 1)
      return error(op) << "Input shape should be a vector but received shape "
                       << shape.getType();
    if (!indicesType.getElementType().isInteger(64) ||
        !shapeType.getElementType().isInteger(64))
      return error(op) << "needs int64 indices and shape, got "
                       << indices.getType() << " and " << shape.getType();
    Type i64 = b.getI64Type();
    auto asI64 = [&](OpFoldResult v) -> Value {
      return b.createOrFold<arith::IndexCastOp>(
          loc, i64, getValueOrCreateConstantIndexOp(b, loc, v));
    };
    auto equal = [&](Value x, Value y) {
      return b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, x, y);
    };
    SmallVector<OpFoldResult> indexSizes = sizesOf(loc, indices);
    Value entries = asI64(indexSizes[0]), columns = asI64(indexSizes[1]);
    Value valueCount = asI64(sizesOf(loc, values)[0]);
    Value shapeLength = asI64(sizesOf(loc, shape)[0]);
    if (failed(requireOrError(op, equal(entries, valueCount),
                              "Number of elements in indices ({0}) and "
                              "values ({1}) do not match",
                              {entries, valueCount})) ||
        failed(requireOrError(op, equal(columns, shapeLength),
                              "Index rank ({0}) and shape rank ({1}) do not "
                              "match",
                              {columns, shapeLength})))
      return failure();
    // Past a failed check, nothing is read out of bounds.
    Value count = b.createOrFold<arith::MinUIOp>(
        loc, getValueOrCreateConstantIndexOp(b, loc, indexSizes[0]),
        getValueOrCreateConstantIndexOp(b, loc, sizesOf(loc, values)[0]));
    Value permutation = rowMajorPermutation(b, loc, indices, count);
    auto source = [&](OpBuilder &gb, Location gloc) -> Value {
      Value at = linalg::IndexOp::create(gb, gloc, 0);
      return arith::IndexCastOp::create(
          gb, gloc, gb.getIndexType(),
          tensor::ExtractOp::create(gb, gloc, permutation, ValueRange{at}));
    };
    results.push_back(
        generate(loc, {getAsOpFoldResult(count), indexSizes[1]}, i64,
                 [&](OpBuilder &gb, Location gloc) -> Value {
                   return tensor::ExtractOp::create(
                       gb, gloc, indices,
                       ValueRange{source(gb, gloc),
                                  linalg::IndexOp::create(gb, gloc, 1)});
                 }));
    results.push_back(
        generate(loc, {getAsOpFoldResult(count)}, valuesType.getElementType(),
                 [&](OpBuilder &gb, Location gloc) -> Value {
                   return tensor::ExtractOp::create(
                       gb, gloc, values, ValueRange{source(gb, gloc)});
                 }));
    return success();
  };
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
      return " inputShape=" + shapeFields(2, inRank) + between.str() +
             shapeFields(2 + inRank, outRank);
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
