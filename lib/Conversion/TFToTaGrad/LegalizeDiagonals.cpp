//===- LegalizeDiagonals.cpp - Diagonals of matrices and tensors ----------===//
//
// tf.linalg's diagonals (MatrixDiagV3, MatrixDiagPartV3, MatrixSetDiagV3 on
// the main diagonal; MatrixBandPart) and TF1's tf.diag / tf.diag_part
// (Diag, DiagPart: the diagonal of a tensor as a tensor of twice its rank,
// each the other's gradient). One generic each: an output element compares
// its indices, or reads the input where they agree.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {

void Legalizer::registerDiagonalHandlers() {
  auto &h = handlers;
  // MatrixDiagV3 / MatrixDiagPartV3 / MatrixSetDiagV3 on the main diagonal
  // (k = 0; tf.linalg.diag, diag_part, set_diag, tf.eye): one generic each,
  // comparing the inner row and column.
  auto mainDiagonal = [this](Operation *op, Value k) -> LogicalResult {
    FailureOr<SmallVector<int64_t>> ks = constInts(op, k, "k");
    if (failed(ks))
      return failure();
    if (ks->empty() || ks->size() > 2 ||
        llvm::any_of(*ks, [](int64_t v) { return v != 0; }))
      return error(op) << "supports the main diagonal only (k = 0)";
    return success();
  };
  h["MatrixDiagV3"] =
      [this, mainDiagonal](Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    if (failed(mainDiagonal(op, operands[1])))
      return failure();
    Value diagonal = toTensor(loc, operands[0]);
    auto type = dyn_cast<RankedTensorType>(diagonal.getType());
    if (!type || type.getRank() < 1)
      return error(op) << "needs a diagonal of rank 1 or more, got "
                       << diagonal.getType();
    // The diagonal's length may be known at run time only (a gradient's,
    // under a batch of unknown size); num_rows and num_cols then follow it.
    int64_t n = type.getDimSize(type.getRank() - 1);
    SmallVector<OpFoldResult> sizes = sizesOf(loc, diagonal);
    OpFoldResult length = sizes.back();
    // num_rows, then num_cols: -1 or the diagonal's length (checked at run
    // time where only the length is unknown).
    for (Value count : {operands[2], operands[3]}) {
      FailureOr<SmallVector<int64_t>> v = constInts(op, count, "num_rows");
      if (failed(v))
        return failure();
      if (v->size() != 1 ||
          ((*v)[0] != -1 && !ShapedType::isDynamic(n) && (*v)[0] != n))
        return error(op) << "supports num_rows and num_cols of the "
                            "diagonal's length only";
      int64_t wanted = (*v)[0];
      if (wanted == -1 || !ShapedType::isDynamic(n)) {
        sizes.push_back(length);
        continue;
      }
      Value lengthValue = getValueOrCreateConstantIndexOp(b, loc, length);
      requireAtRunTime(
          loc,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, lengthValue,
                                constantIndex(loc, wanted)),
          "takes num_rows and num_cols of the diagonal's length only, got "
          "{0} for a diagonal of length {1}",
          {arith::ConstantIntOp::create(b, loc, wanted, 64),
           arith::IndexCastOp::create(b, loc, b.getI64Type(), lengthValue)});
      sizes.push_back(b.getIndexAttr(wanted));
      // Past a failed check the diagonal read is cut or padded to the
      // matrix's rows, so nothing is read out of bounds.
      if (sizes.size() == static_cast<size_t>(type.getRank() + 1)) {
        int64_t last = type.getRank() - 1;
        Value kept = arith::MinUIOp::create(b, loc, lengthValue,
                                            constantIndex(loc, wanted));
        SmallVector<OpFoldResult> offsets(type.getRank(), b.getIndexAttr(0));
        SmallVector<OpFoldResult> sliceSizes = sizesOf(loc, diagonal);
        sliceSizes[last] = kept;
        SmallVector<OpFoldResult> strides(type.getRank(), b.getIndexAttr(1));
        Value cut = tensor::ExtractSliceOp::create(b, loc, diagonal, offsets,
                                                   sliceSizes, strides);
        SmallVector<OpFoldResult> low(type.getRank(), b.getIndexAttr(0));
        SmallVector<OpFoldResult> high(type.getRank(), b.getIndexAttr(0));
        high[last] = getAsOpFoldResult(
            arith::SubIOp::create(b, loc, constantIndex(loc, wanted), kept));
        SmallVector<int64_t> shape(type.getShape());
        shape[last] = wanted;
        Value zero = arith::ConstantOp::create(
            b, loc, b.getZeroAttr(type.getElementType()));
        Value padded =
            tensor::PadOp::create(b, loc, Type(), cut, low, high, zero);
        diagonal = tensor::CastOp::create(
            b, loc, RankedTensorType::get(shape, type.getElementType()),
            padded);
      }
    }
    Value padding = toScalar(loc, operands[4]);
    if (padding.getType() != type.getElementType())
      return error(op) << "has a padding_value of another element type";
    // The matrix's rows replace the diagonal's length.
    sizes.erase(sizes.end() - 3);
    int64_t rank = type.getRank() + 1;
    Value init = tensor::EmptyOp::create(b, loc, sizes, type.getElementType());
    SmallVector<AffineExpr> in;
    for (int64_t d = 0; d < rank - 1; ++d)
      in.push_back(b.getAffineDimExpr(d));
    auto generic = linalg::GenericOp::create(
        b, loc, init.getType(), diagonal, init,
        SmallVector<AffineMap>{AffineMap::get(rank, 0, in, b.getContext()),
                               b.getMultiDimIdentityMap(rank)},
        SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
        [&](OpBuilder &nb, Location nloc, ValueRange args) {
          Value on = arith::CmpIOp::create(
              nb, nloc, arith::CmpIPredicate::eq,
              linalg::IndexOp::create(nb, nloc, rank - 2),
              linalg::IndexOp::create(nb, nloc, rank - 1));
          linalg::YieldOp::create(
              nb, nloc,
              arith::SelectOp::create(nb, nloc, on, args[0], padding)
                  .getResult());
        });
    results.push_back(generic.getResult(0));
    return success();
  };
  h["MatrixDiagPartV3"] =
      [this, mainDiagonal](Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    if (failed(mainDiagonal(op, operands[1])))
      return failure();
    Value input = toTensor(loc, operands[0]);
    auto type = dyn_cast<RankedTensorType>(input.getType());
    int64_t rank = type ? type.getRank() : 0;
    if (!type || rank < 2)
      return error(op) << "needs an input of rank 2 or more, got "
                       << input.getType();
    // The diagonal's length: the shorter inner dimension (at run time where
    // one is unknown).
    SmallVector<OpFoldResult> sizes = sizesOf(loc, input);
    OpFoldResult columns = sizes.pop_back_val();
    sizes.back() = getAsOpFoldResult(b.createOrFold<arith::MinUIOp>(
        loc, getValueOrCreateConstantIndexOp(b, loc, sizes.back()),
        getValueOrCreateConstantIndexOp(b, loc, columns)));
    results.push_back(
        generate(loc, sizes, type.getElementType(),
                 [&](OpBuilder &nb, Location nloc) -> Value {
                   SmallVector<Value> at;
                   for (int64_t d = 0; d < rank - 1; ++d)
                     at.push_back(linalg::IndexOp::create(nb, nloc, d));
                   at.push_back(at.back());
                   return tensor::ExtractOp::create(nb, nloc, input, at);
                 }));
    return success();
  };
  h["MatrixSetDiagV3"] =
      [this, mainDiagonal](Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    if (failed(mainDiagonal(op, operands[2])))
      return failure();
    Value input = toTensor(loc, operands[0]);
    Value diagonal = toTensor(loc, operands[1]);
    auto type = dyn_cast<RankedTensorType>(input.getType());
    auto diagType = dyn_cast<RankedTensorType>(diagonal.getType());
    int64_t rank = type ? type.getRank() : 0;
    if (!type || rank < 2 || !diagType || diagType.getRank() != rank - 1)
      return error(op) << "needs an input of rank 2 or more and its main "
                          "diagonal's shape, got "
                       << input.getType() << " and " << diagonal.getType();
    // The diagonal's shape is the input's batch and its shorter inner
    // dimension: at compile time where both are known, else at run time.
    SmallVector<OpFoldResult> inputSizes = sizesOf(loc, input);
    SmallVector<OpFoldResult> expected(inputSizes.begin(),
                                       inputSizes.end() - 1);
    expected.back() = getAsOpFoldResult(b.createOrFold<arith::MinUIOp>(
        loc, getValueOrCreateConstantIndexOp(b, loc, expected.back()),
        getValueOrCreateConstantIndexOp(b, loc, inputSizes.back())));
    for (auto [have, want] : llvm::zip(sizesOf(loc, diagonal), expected)) {
      Value same = b.createOrFold<arith::CmpIOp>(
          loc, arith::CmpIPredicate::eq,
          getValueOrCreateConstantIndexOp(b, loc, have),
          getValueOrCreateConstantIndexOp(b, loc, want));
      if (matchPattern(same, m_Zero()))
        return error(op) << "needs an input of rank 2 or more and its main "
                            "diagonal's shape, got "
                         << input.getType() << " and " << diagonal.getType();
      if (!matchPattern(same, m_One()))
        requireAtRunTime(
            loc, same,
            "Either first dimensions of diagonal don't match "
            "input.shape[:-2], or diagonal.shape[:-1] is not equal to the "
            "longests diagonal in range [lower_diag_index:upper_diag_index].");
    }
    SmallVector<AffineExpr> diagExprs;
    for (int64_t d = 0; d < rank - 1; ++d)
      diagExprs.push_back(b.getAffineDimExpr(d));
    Value init = tensor::EmptyOp::create(b, loc, sizesOf(loc, input),
                                         type.getElementType());
    // The diagonal is read at the row (a safe index off the diagonal; an
    // empty diagonal has no elements to write).
    Value last = b.createOrFold<arith::SubIOp>(
        loc,
        getValueOrCreateConstantIndexOp(b, loc,
                                        sizesOf(loc, diagonal)[rank - 2]),
        constantIndex(loc, 1));
    auto generic = linalg::GenericOp::create(
        b, loc, init.getType(), input, init,
        SmallVector<AffineMap>{b.getMultiDimIdentityMap(rank),
                               b.getMultiDimIdentityMap(rank)},
        SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
        [&](OpBuilder &nb, Location nloc, ValueRange args) {
          Value row = linalg::IndexOp::create(nb, nloc, rank - 2);
          Value col = linalg::IndexOp::create(nb, nloc, rank - 1);
          Value on = arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::eq,
                                           row, col);
          Value safe = arith::MinUIOp::create(nb, nloc, row, last);
          SmallVector<Value> at;
          for (int64_t d = 0; d < rank - 2; ++d)
            at.push_back(linalg::IndexOp::create(nb, nloc, d));
          at.push_back(safe);
          Value d = tensor::ExtractOp::create(nb, nloc, diagonal, at);
          linalg::YieldOp::create(
              nb, nloc,
              arith::SelectOp::create(nb, nloc, on, d, args[0]).getResult());
        });
    results.push_back(generic.getResult(0));
    return success();
  };
  // MatrixBandPart(input, num_lower, num_upper): the band of each inner
  // matrix, zeros outside (a negative bound keeps that whole triangle).
  h["MatrixBandPart"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value input = toTensor(loc, operands[0]);
    auto type = dyn_cast<RankedTensorType>(input.getType());
    if (!type || type.getRank() < 2)
      return error(op) << "input must be at least 2-dim, received shape: "
                       << input.getType();
    int64_t rank = type.getRank();
    auto i64 = b.getI64Type();
    Value lower = signExtendToI64(b, loc, toScalar(loc, operands[1]));
    Value upper = signExtendToI64(b, loc, toScalar(loc, operands[2]));
    Value rows = dimAsI64(b, loc, input, rank - 2);
    Value cols = dimAsI64(b, loc, input, rank - 1);
    runtimeCheck(
        loc,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt, lower, rows),
        "num_lower must be negative or less or equal to number of "
        "rows ({0}) got: {1}",
        {rows, lower});
    runtimeCheck(
        loc,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt, upper, cols),
        "num_upper must be negative or less or equal to number of "
        "columns ({0}) got: {1}",
        {cols, upper});
    Type element = type.getElementType();
    SmallVector<AffineMap> maps(2, b.getMultiDimIdentityMap(rank));
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    Value init = tensor::EmptyOp::create(b, loc, sizesOf(loc, input), element);
    auto generic = linalg::GenericOp::create(
        b, loc, init.getType(), input, init, maps, iterators,
        [&](OpBuilder &nb, Location nloc, ValueRange a) {
          auto index = [&](int64_t d) {
            return arith::IndexCastOp::create(
                nb, nloc, i64, linalg::IndexOp::create(nb, nloc, d));
          };
          Value m = index(rank - 2), n = index(rank - 1);
          Value zero64 = arith::ConstantIntOp::create(nb, nloc, 0, 64);
          auto within = [&](Value bound, Value distance) -> Value {
            return arith::OrIOp::create(
                nb, nloc,
                arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::slt,
                                      bound, zero64),
                arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::sle,
                                      distance, bound));
          };
          Value keep = arith::AndIOp::create(
              nb, nloc, within(lower, arith::SubIOp::create(nb, nloc, m, n)),
              within(upper, arith::SubIOp::create(nb, nloc, n, m)));
          Value zero =
              arith::ConstantOp::create(nb, nloc, nb.getZeroAttr(element));
          linalg::YieldOp::create(
              nb, nloc,
              arith::SelectOp::create(nb, nloc, keep, a[0], zero).getResult());
        });
    results.push_back(generic.getResult(0));
    return success();
  };
  // Diag (tf.compat.v1.diag): output[i..., j...] = input[i...] where the
  // indices agree, else 0.
  h["Diag"] = [this](Operation *op, ArrayRef<Value> operands,
                     SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value input = toTensor(loc, operands[0]);
    auto type = dyn_cast<RankedTensorType>(input.getType());
    if (!type)
      return error(op) << "needs a ranked diagonal, got " << input.getType();
    int64_t rank = type.getRank();
    if (rank == 0)
      return error(op) << "Input must be at least rank 1, got 0";
    if (failed(checkRank(op, 2 * rank, "result")))
      return failure();
    SmallVector<OpFoldResult> sizes = sizesOf(loc, input);
    sizes.append(SmallVector<OpFoldResult>(sizes));
    Type element = type.getElementType();
    Value init = tensor::EmptyOp::create(b, loc, sizes, element);
    SmallVector<AffineExpr> leading;
    for (int64_t d = 0; d < rank; ++d)
      leading.push_back(b.getAffineDimExpr(d));
    auto generic = linalg::GenericOp::create(
        b, loc, init.getType(), ValueRange{input}, ValueRange{init},
        SmallVector<AffineMap>{
            AffineMap::get(2 * rank, 0, leading, b.getContext()),
            b.getMultiDimIdentityMap(2 * rank)},
        SmallVector<utils::IteratorType>(2 * rank,
                                         utils::IteratorType::parallel),
        [&](OpBuilder &nb, Location nloc, ValueRange a) {
          Value onDiagonal =
              arith::ConstantOp::create(nb, nloc, nb.getBoolAttr(true));
          for (int64_t d = 0; d < rank; ++d)
            onDiagonal = arith::AndIOp::create(
                nb, nloc, onDiagonal,
                arith::CmpIOp::create(
                    nb, nloc, arith::CmpIPredicate::eq,
                    linalg::IndexOp::create(nb, nloc, d),
                    linalg::IndexOp::create(nb, nloc, d + rank)));
          Value zero =
              arith::ConstantOp::create(nb, nloc, nb.getZeroAttr(element));
          linalg::YieldOp::create(
              nb, nloc,
              arith::SelectOp::create(nb, nloc, onDiagonal, a[0], zero)
                  .getResult());
        });
    results.push_back(generic.getResult(0));
    return success();
  };
  // DiagPart (tf.compat.v1.diag_part): output[i...] = input[i..., i...].
  h["DiagPart"] = [this](Operation *op, ArrayRef<Value> operands,
                         SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value input = toTensor(loc, operands[0]);
    auto type = dyn_cast<RankedTensorType>(input.getType());
    if (!type)
      return error(op) << "needs a ranked input, got " << input.getType();
    int64_t rank = type.getRank();
    auto shapeText = [&] {
      std::string text = "[";
      for (int64_t d = 0; d < rank; ++d)
        text += (d ? "," : "") + (type.isDynamicDim(d)
                                      ? std::string("?")
                                      : std::to_string(type.getDimSize(d)));
      return text + "]";
    };
    if (rank == 0 || rank % 2)
      return error(op) << "The rank of the tensor should be even and "
                          "positive, got shape "
                       << shapeText();
    int64_t half = rank / 2;
    SmallVector<Value> dims;
    for (int64_t d = 0; d < rank; ++d)
      dims.push_back(dimAsI64(b, loc, input, d));
    for (int64_t d = 0; d < half; ++d) {
      if (!type.isDynamicDim(d) && !type.isDynamicDim(d + half)) {
        if (type.getDimSize(d) != type.getDimSize(d + half))
          return error(op) << "Invalid shape " << shapeText() << ": dimensions "
                           << d << " and " << d + half << " do not match.";
        continue;
      }
      requireAtRunTime(loc,
                       arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                             dims[d], dims[d + half]),
                       "Invalid shape {shape}: dimensions " +
                           std::to_string(d) + " and " +
                           std::to_string(d + half) + " do not match.",
                       dims);
    }
    SmallVector<OpFoldResult> sizes = sizesOf(loc, input);
    sizes.resize(half);
    Type element = type.getElementType();
    Value init = tensor::EmptyOp::create(b, loc, sizes, element);
    SmallVector<AffineExpr> twice;
    for (int64_t repeat = 0; repeat < 2; ++repeat)
      for (int64_t d = 0; d < half; ++d)
        twice.push_back(b.getAffineDimExpr(d));
    auto generic = linalg::GenericOp::create(
        b, loc, init.getType(), ValueRange{input}, ValueRange{init},
        SmallVector<AffineMap>{AffineMap::get(half, 0, twice, b.getContext()),
                               b.getMultiDimIdentityMap(half)},
        SmallVector<utils::IteratorType>(half, utils::IteratorType::parallel),
        [&](OpBuilder &nb, Location nloc, ValueRange a) {
          linalg::YieldOp::create(nb, nloc, a[0]);
        });
    results.push_back(generic.getResult(0));
    return success();
  };
}

} // namespace mlir::tagrad::tf_legalize
