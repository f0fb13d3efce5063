//===- LegalizeSparse.cpp - Sparse tensors against dense ones -------------===//
//
// SparseTensorDenseMatMul (tf.sparse.sparse_dense_matmul: wide models,
// graph convolutions; its gradient is itself with the other adjoint, plus
// gathers): one pass over the sparse entries, each adding its value times
// a row of B (a column with adjoint_b) into its output row in place, as
// TensorFlow's kernel does, with its checks and messages. Float sums
// accumulate in f64 and round once (docs/Numerics.md), as the segment
// sums do.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {

void Legalizer::registerSparseHandlers() {
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
    // A check that holds at compile time is no check; one that fails there
    // is an error at the op; else it is checked at run time.
    auto require = [&](Value holds, StringRef message,
                       ValueRange messageValues = {}) -> LogicalResult {
      if (matchPattern(holds, m_One()))
        return success();
      if (!matchPattern(holds, m_Zero())) {
        requireAtRunTime(loc, holds, message, messageValues);
        return success();
      }
      // Failed at compile time: the message with its (constant) values.
      std::string text = message.str();
      for (auto [i, v] : llvm::enumerate(messageValues)) {
        APInt constant;
        std::string field = "{" + std::to_string(i) + "}";
        if (size_t at = text.find(field);
            at != std::string::npos &&
            matchPattern(v, m_ConstantInt(&constant)))
          text.replace(at, field.size(),
                       std::to_string(constant.getSExtValue()));
      }
      return error(op) << text;
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

} // namespace mlir::tagrad::tf_legalize
