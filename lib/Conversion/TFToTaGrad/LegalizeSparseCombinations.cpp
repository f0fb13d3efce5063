//===- LegalizeSparseCombinations.cpp - Sparse tensors combined ---------===//
//
// SparseReorder (tf.sparse.reorder; GCN adjacencies built from edge lists):
// a stable bottom-up merge sort of the entries' positions by their
// coordinates, then the indices and values gathered in that order. Its
// gradient (a reorder of a range, InvertPermutation, a gather) uses it too,
// and so does SparseConcat (tf.sparse.concat), which reorders its inputs'
// entries put one after the other.
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

/// A size as the i64 TensorFlow's messages and checks take.
static Value sizeAsI64(OpBuilder &b, Location loc, OpFoldResult size) {
  return b.createOrFold<arith::IndexCastOp>(
      loc, b.getI64Type(), getValueOrCreateConstantIndexOp(b, loc, size));
}

/// x == y, folded where both are known.
static Value equalValues(OpBuilder &b, Location loc, Value x, Value y) {
  return b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, x, y);
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

void Legalizer::registerSparseCombinationHandlers() {
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
    SmallVector<OpFoldResult> aSizes = sizesOf(loc, aIndices),
                              bSizes = sizesOf(loc, bIndices);
    Value aCount = sizeAsI64(b, loc, aSizes[0]),
          bCount = sizeAsI64(b, loc, bSizes[0]);
    Value aValueCount = sizeAsI64(b, loc, sizesOf(loc, aValues)[0]);
    Value bValueCount = sizeAsI64(b, loc, sizesOf(loc, bValues)[0]);
    Value aColumns = sizeAsI64(b, loc, aSizes[1]),
          bColumns = sizeAsI64(b, loc, bSizes[1]);
    Value aLength = sizeAsI64(b, loc, sizesOf(loc, aShape)[0]);
    Value bLength = sizeAsI64(b, loc, sizesOf(loc, bShape)[0]);
    if (failed(requireOrError(
            op,
            b.createOrFold<arith::AndIOp>(
                loc, equalValues(b, loc, aCount, aValueCount),
                equalValues(b, loc, bCount, bValueCount)),
            "Expected {0} and {1} non-empty input values, got {2} and {3}",
            {aCount, bCount, aValueCount, bValueCount})) ||
        failed(requireOrError(op, equalValues(b, loc, aColumns, aLength),
                              "Second dimension of a_indices and length of "
                              "a_shape must match, got {0} and {1}",
                              {aColumns, aLength})))
      return failure();
    if (rank == 0)
      return error(op) << "Tesors must not be empty";
    if (failed(requireOrError(op, equalValues(b, loc, aColumns, bColumns),
                              "Input indices must have the same dimension, "
                              "got {0} and {1}",
                              {aColumns, bColumns})) ||
        failed(requireOrError(op, equalValues(b, loc, aLength, bLength),
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
      requireAtRunTime(
          loc, equalValues(b, loc, dims.getResult(0), dims.getResult(1)),
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
    SmallVector<OpFoldResult> aSizes = sizesOf(loc, aIndices),
                              bSizes = sizesOf(loc, bIndices),
                              sSizes = sizesOf(loc, sumIndices);
    Value aColumns = sizeAsI64(b, loc, aSizes[1]),
          bColumns = sizeAsI64(b, loc, bSizes[1]),
          sColumns = sizeAsI64(b, loc, sSizes[1]);
    Value gradCount = sizeAsI64(b, loc, sizesOf(loc, grad)[0]),
          sumCount = sizeAsI64(b, loc, sSizes[0]);
    if (failed(requireOrError(
            op,
            b.createOrFold<arith::AndIOp>(
                loc, equalValues(b, loc, aColumns, bColumns),
                equalValues(b, loc, bColumns, sColumns)),
            "The densified operands should have the same ndims; for A, B, "
            "sum got: {0}{1}{2}",
            {aColumns, bColumns, sColumns})) ||
        failed(requireOrError(op, equalValues(b, loc, gradCount, sumCount),
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
    SmallVector<OpFoldResult> indexSizes = sizesOf(loc, indices);
    Value rows = sizeAsI64(b, loc, indexSizes[0]),
          columns = sizeAsI64(b, loc, indexSizes[1]);
    Value valueCount = sizeAsI64(b, loc, sizesOf(loc, values)[0]);
    Value shapeLength = sizeAsI64(b, loc, sizesOf(loc, shape)[0]);
    Value denseRank = arith::ConstantIntOp::create(b, loc, rank, 64);
    if (failed(requireOrError(op, equalValues(b, loc, rows, valueCount),
                              "Dimensions {0} and {1} are not compatible",
                              {rows, valueCount})) ||
        failed(requireOrError(op, equalValues(b, loc, columns, shapeLength),
                              "Dimensions {0} and {1} are not compatible",
                              {columns, shapeLength})) ||
        failed(requireOrError(op, equalValues(b, loc, shapeLength, denseRank),
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
      Value denseDim = sizeAsI64(b, loc, denseSizes[d]);
      denseDims.push_back(denseDim);
      requireAtRunTime(loc, equalValues(b, loc, sparseDim, denseDim),
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
    SmallVector<OpFoldResult> indexSizes = sizesOf(loc, indices);
    Value entries = sizeAsI64(b, loc, indexSizes[0]),
          columns = sizeAsI64(b, loc, indexSizes[1]);
    Value valueCount = sizeAsI64(b, loc, sizesOf(loc, values)[0]);
    Value shapeLength = sizeAsI64(b, loc, sizesOf(loc, shape)[0]);
    Value startLength = sizeAsI64(b, loc, sizesOf(loc, start)[0]);
    Value sizeLength = sizeAsI64(b, loc, sizesOf(loc, size)[0]);
    if (failed(requireOrError(op, equalValues(b, loc, entries, valueCount),
                              "Number of elements in indices ({0}) and "
                              "values ({1}) do not match",
                              {entries, valueCount})) ||
        failed(requireOrError(op, equalValues(b, loc, columns, shapeLength),
                              "Index rank ({0}) and shape rank ({1}) do not "
                              "match",
                              {columns, shapeLength})) ||
        failed(requireOrError(op, equalValues(b, loc, startLength, shapeLength),
                              "Expected start to be a vector of length {0} "
                              "but got length {1}",
                              {shapeLength, startLength})) ||
        failed(requireOrError(op, equalValues(b, loc, sizeLength, shapeLength),
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
    SmallVector<OpFoldResult> inSizes = sizesOf(loc, inIndices),
                              outSizes = sizesOf(loc, outIndices);
    Value inRows = sizeAsI64(b, loc, inSizes[0]),
          inColumns = sizeAsI64(b, loc, inSizes[1]);
    Value outRows = sizeAsI64(b, loc, outSizes[0]),
          outColumns = sizeAsI64(b, loc, outSizes[1]);
    Value gradCount = sizeAsI64(b, loc, sizesOf(loc, grad)[0]);
    Value startLength = sizeAsI64(b, loc, sizesOf(loc, start)[0]);
    if (failed(requireOrError(op, equalValues(b, loc, inColumns, outColumns),
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
        failed(requireOrError(op, equalValues(b, loc, gradCount, outRows),
                              "# elements of backprop_val_grad and # rows of "
                              "output_indices should match (#nnz of sum): got "
                              "{0} and {1}",
                              {gradCount, outRows})) ||
        failed(requireOrError(op, equalValues(b, loc, startLength, inColumns),
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
    requireAtRunTime(loc, equalValues(b, loc, outRows, used),
                     "Elements of backprop_val_grad aren't all propagated. "
                     "Num elements:{0}, used: {1}",
                     {outRows, used});
    results.push_back(walk.getResult(2));
    return success();
  };
  // SparseDenseCwiseAdd/Mul/Div(indices [N, R], values [N], shape [R],
  // dense): each entry combined with the dense operand's element at its
  // coordinates, the dense operand broadcast to the sparse shape (aligned
  // right, a size-1 dimension read at 0; tf.sparse softmax's gradient, `sp *
  // dense`). A coordinate outside the dense operand is read clamped.
  for (auto [name, kind] :
       {std::pair<StringLiteral, char>{"SparseDenseCwiseAdd", '+'},
        {"SparseDenseCwiseMul", '*'},
        {"SparseDenseCwiseDiv", '/'}})
    handlers[name] =
        [this, kind = kind](Operation *op, ArrayRef<Value> operands,
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
      if (!iT || iT.getRank() != 2)
        return error(op) << "Input sp_indices should be a matrix but received "
                            "shape "
                         << indices.getType();
      if (!vT || vT.getRank() != 1 || !sT || sT.getRank() != 1)
        return error(op) << "Inputs sp_values and sp_shape should be vectors "
                            "but received shapes "
                         << values.getType() << " and " << shape.getType();
      if (!iT.getElementType().isInteger(64) ||
          !sT.getElementType().isInteger(64))
        return error(op) << "needs int64 indices and shape, got " << iT
                         << " and " << sT;
      if (!dT || dT.getElementType() != vT.getElementType())
        return error(op) << "needs a ranked dense operand of the values' type, "
                            "got "
                         << dense.getType();
      int64_t rank = ShapedType::isDynamic(sT.getDimSize(0)) ? iT.getDimSize(1)
                                                             : sT.getDimSize(0);
      if (ShapedType::isDynamic(rank))
        return error(op) << "needs the sparse rank known at compile time";
      int64_t denseRank = dT.getRank();
      if (denseRank > rank)
        return error(op) << "SparseDenseBinaryOpShared broadcasts dense side "
                            "to the sparse side, but the dense rank "
                         << denseRank << " exceeds the sparse rank " << rank;
      SmallVector<OpFoldResult> denseSizes = sizesOf(loc, dense);
      SmallVector<OpFoldResult> indexSizes = sizesOf(loc, indices);
      Value entries = sizeAsI64(b, loc, indexSizes[0]);
      Value valueCount = sizeAsI64(b, loc, sizesOf(loc, values)[0]);
      if (failed(requireOrError(op, equalValues(b, loc, entries, valueCount),
                                "The first dimension of sp_indices ({0}) "
                                "should equal the length of sp_values ({1})",
                                {entries, valueCount})))
        return failure();
      // Each dense dimension is 1 or the sparse one it lines up with.
      for (int64_t d = 0; d < denseRank; ++d) {
        Value denseSize = sizeAsI64(b, loc, denseSizes[d]);
        Value sparseSize = tensor::ExtractOp::create(
            b, loc, shape,
            ValueRange{constantIndex(loc, rank - denseRank + d)});
        Value one = arith::ConstantIntOp::create(b, loc, 1, 64);
        Value fits = b.createOrFold<arith::OrIOp>(
            loc, equalValues(b, loc, denseSize, one),
            equalValues(b, loc, denseSize, sparseSize));
        if (failed(requireOrError(
                op, fits,
                "SparseDenseBinaryOpShared broadcasts dense side to the "
                "sparse side, but dense dimension {0} has size {1} where the "
                "sparse shape has {2}",
                {arith::ConstantIntOp::create(b, loc, d, 64), denseSize,
                 sparseSize})))
          return failure();
      }
      Value count = b.createOrFold<arith::MinUIOp>(
          loc, getValueOrCreateConstantIndexOp(b, loc, indexSizes[0]),
          getValueOrCreateConstantIndexOp(b, loc, sizesOf(loc, values)[0]));
      Type element = vT.getElementType();
      results.push_back(generate(
          loc, {getAsOpFoldResult(count)}, element,
          [&](OpBuilder &gb, Location gloc) -> Value {
            Value n = linalg::IndexOp::create(gb, gloc, 0);
            SmallVector<Value> at;
            for (int64_t d = 0; d < denseRank; ++d) {
              Value size =
                  getValueOrCreateConstantIndexOp(gb, gloc, denseSizes[d]);
              Value coordinate = arith::IndexCastOp::create(
                  gb, gloc, gb.getIndexType(),
                  tensor::ExtractOp::create(
                      gb, gloc, indices,
                      ValueRange{n, arith::ConstantIndexOp::create(
                                        gb, gloc, rank - denseRank + d)}));
              Value zero = arith::ConstantIndexOp::create(gb, gloc, 0);
              Value last = arith::SubIOp::create(
                  gb, gloc, size, arith::ConstantIndexOp::create(gb, gloc, 1));
              coordinate = arith::MaxSIOp::create(
                  gb, gloc, zero,
                  arith::MinSIOp::create(gb, gloc, coordinate, last));
              at.push_back(coordinate);
            }
            Value x =
                tensor::ExtractOp::create(gb, gloc, values, ValueRange{n});
            Value y = tensor::ExtractOp::create(gb, gloc, dense, at);
            bool isFloat = isa<FloatType>(element);
            switch (kind) {
            case '+':
              return isFloat ? Value(arith::AddFOp::create(gb, gloc, x, y))
                             : Value(arith::AddIOp::create(gb, gloc, x, y));
            case '*':
              return isFloat ? Value(arith::MulFOp::create(gb, gloc, x, y))
                             : Value(arith::MulIOp::create(gb, gloc, x, y));
            default:
              return isFloat ? Value(arith::DivFOp::create(gb, gloc, x, y))
                             : Value(arith::DivSIOp::create(gb, gloc, x, y));
            }
          }));
      return success();
    };
  // SparseSoftmax(indices [N, R], values [N], shape [R]) (tf.sparse.softmax):
  // a softmax over each run of consecutive entries that share their first
  // R - 1 coordinates, as TensorFlow's kernel groups them (exp(v - max) over
  // its sum). Four passes: the runs' maxima forward then back to every
  // entry, the sums likewise.
  handlers["SparseSoftmax"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value indices = toTensor(loc, operands[0]);
    Value values = toTensor(loc, operands[1]);
    Value shape = toTensor(loc, operands[2]);
    auto iT = dyn_cast<RankedTensorType>(indices.getType());
    auto vT = dyn_cast<RankedTensorType>(values.getType());
    auto sT = dyn_cast<RankedTensorType>(shape.getType());
    if (!iT || iT.getRank() != 2)
      return error(op) << "Input sp_indices should be a matrix but received "
                          "shape "
                       << indices.getType();
    if (!vT || vT.getRank() != 1)
      return error(op) << "Input sp_values should be a vector but received "
                          "shape "
                       << values.getType();
    if (!sT || sT.getRank() != 1)
      return error(op) << "Input sp_shape should be a vector but received "
                          "shape "
                       << shape.getType();
    if (!iT.getElementType().isInteger(64) ||
        !isa<FloatType>(vT.getElementType()))
      return error(op) << "needs int64 indices and float values, got " << iT
                       << " and " << vT;
    SmallVector<OpFoldResult> indexSizes = sizesOf(loc, indices);
    Value entries = sizeAsI64(b, loc, indexSizes[0]);
    Value valueCount = sizeAsI64(b, loc, sizesOf(loc, values)[0]);
    Value columns = sizeAsI64(b, loc, indexSizes[1]);
    Value shapeLength = sizeAsI64(b, loc, sizesOf(loc, shape)[0]);
    if (failed(requireOrError(op, equalValues(b, loc, entries, valueCount),
                              "Number of elements in indices ({0}) and "
                              "values ({1}) do not match",
                              {entries, valueCount})) ||
        failed(requireOrError(
            op,
            b.createOrFold<arith::CmpIOp>(
                loc, arith::CmpIPredicate::sge, shapeLength,
                arith::ConstantIntOp::create(b, loc, 2, 64)),
            "Input should have rank >= 2, but received shape rank {0}",
            {shapeLength})) ||
        failed(requireOrError(op, equalValues(b, loc, columns, shapeLength),
                              "Index rank ({0}) and shape rank ({1}) do not "
                              "match",
                              {columns, shapeLength})))
      return failure();
    Type element = vT.getElementType();
    Value count = b.createOrFold<arith::MinUIOp>(
        loc, getValueOrCreateConstantIndexOp(b, loc, indexSizes[0]),
        getValueOrCreateConstantIndexOp(b, loc, sizesOf(loc, values)[0]));
    Value prefix = b.createOrFold<arith::SubIOp>(
        loc, getValueOrCreateConstantIndexOp(b, loc, indexSizes[1]),
        constantIndex(loc, 1));
    Value zero = constantIndex(loc, 0), one = constantIndex(loc, 1);
    Value yes = arith::ConstantIntOp::create(b, loc, 1, 1);
    auto vectorOf = [&](Type t) {
      return tensor::EmptyOp::create(b, loc, ArrayRef<OpFoldResult>{count}, t)
          .getResult();
    };
    // Whether entry n (> 0) starts a new run: a first R - 1 coordinate
    // differs from entry n - 1's.
    auto startsRun = [&](OpBuilder &lb, Location lloc, Value n) -> Value {
      Value isFirst =
          arith::CmpIOp::create(lb, lloc, arith::CmpIPredicate::eq, n, zero);
      Value previous = arith::SelectOp::create(
          lb, lloc, isFirst, n, arith::SubIOp::create(lb, lloc, n, one));
      auto loop = scf::ForOp::create(
          lb, lloc, zero, prefix, one, ValueRange{isFirst},
          [&](OpBuilder &nb, Location nloc, Value d, ValueRange args) {
            Value p =
                tensor::ExtractOp::create(nb, nloc, indices, ValueRange{n, d});
            Value q = tensor::ExtractOp::create(nb, nloc, indices,
                                                ValueRange{previous, d});
            Value differ =
                arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::ne, p, q);
            scf::YieldOp::create(
                nb, nloc,
                ValueRange{arith::OrIOp::create(nb, nloc, args[0], differ)});
          });
      return loop.getResult(0);
    };
    // Forward: a per-entry flag (starts a run) and the combination of the
    // run so far; backward: the run's total carried from its last entry.
    auto runTotals = [&](function_ref<Value(OpBuilder &, Location, Value)> of,
                         bool isMax) -> Value {
      auto forward = scf::ForOp::create(
          b, loc, zero, count, one,
          ValueRange{vectorOf(element), vectorOf(b.getI1Type()),
                     arith::ConstantOp::create(b, loc, b.getZeroAttr(element))},
          [&](OpBuilder &nb, Location nloc, Value n, ValueRange args) {
            Value fresh = startsRun(nb, nloc, n);
            Value x = of(nb, nloc, n);
            Value combined =
                isMax ? Value(arith::MaximumFOp::create(nb, nloc, args[2], x))
                      : Value(arith::AddFOp::create(nb, nloc, args[2], x));
            Value running =
                arith::SelectOp::create(nb, nloc, fresh, x, combined);
            scf::YieldOp::create(
                nb, nloc,
                ValueRange{tensor::InsertOp::create(nb, nloc, running, args[0],
                                                    ValueRange{n}),
                           tensor::InsertOp::create(nb, nloc, fresh, args[1],
                                                    ValueRange{n}),
                           running});
          });
      Value partial = forward.getResult(0), fresh = forward.getResult(1);
      auto backward = scf::ForOp::create(
          b, loc, zero, count, one,
          ValueRange{vectorOf(element), yes,
                     arith::ConstantOp::create(b, loc, b.getZeroAttr(element))},
          [&](OpBuilder &nb, Location nloc, Value k, ValueRange args) {
            // args[1]: whether entry n + 1 starts a run (n the last entry
            // counts as followed by one); args[2]: that run's total.
            Value n = arith::SubIOp::create(
                nb, nloc, arith::SubIOp::create(nb, nloc, count, one), k);
            Value own =
                tensor::ExtractOp::create(nb, nloc, partial, ValueRange{n});
            Value total =
                arith::SelectOp::create(nb, nloc, args[1], own, args[2]);
            Value startsHere =
                tensor::ExtractOp::create(nb, nloc, fresh, ValueRange{n});
            scf::YieldOp::create(
                nb, nloc,
                ValueRange{tensor::InsertOp::create(nb, nloc, total, args[0],
                                                    ValueRange{n}),
                           startsHere, total});
          });
      return backward.getResult(0);
    };
    Value maxima = runTotals(
        [&](OpBuilder &nb, Location nloc, Value n) -> Value {
          return tensor::ExtractOp::create(nb, nloc, values, ValueRange{n});
        },
        /*isMax=*/true);
    auto shiftedExp = [&](OpBuilder &nb, Location nloc, Value n) -> Value {
      Value x = tensor::ExtractOp::create(nb, nloc, values, ValueRange{n});
      Value m = tensor::ExtractOp::create(nb, nloc, maxima, ValueRange{n});
      return math::ExpOp::create(nb, nloc,
                                 arith::SubFOp::create(nb, nloc, x, m));
    };
    Value sums = runTotals(shiftedExp, /*isMax=*/false);
    results.push_back(generate(
        loc, {getAsOpFoldResult(count)}, element,
        [&](OpBuilder &gb, Location gloc) -> Value {
          Value n = linalg::IndexOp::create(gb, gloc, 0);
          Value sum = tensor::ExtractOp::create(gb, gloc, sums, ValueRange{n});
          return arith::DivFOp::create(gb, gloc, shiftedExp(gb, gloc, n), sum);
        }));
    return success();
  };
  // SparseConcat(indices [Ni, R] x N, values [Ni] x N, shapes [R] x N)
  // (tf.sparse.concat): each input's entries shifted along concat_dim by
  // the sizes before it, put one after the other, then in row-major order
  // as TensorFlow's kernel leaves them (it reorders after concatenating).
  // The output shape is the inputs' with concat_dim summed.
  handlers["SparseConcat"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    if (operands.size() < 3 || operands.size() % 3 != 0)
      return error(op) << "needs N indices, N values and N shapes, got "
                       << operands.size() << " operands";
    size_t count = operands.size() / 3;
    SmallVector<Value> indices, values, shapes;
    int64_t rank = ShapedType::kDynamic;
    for (size_t i = 0; i < count; ++i) {
      indices.push_back(toTensor(loc, operands[i]));
      values.push_back(toTensor(loc, operands[count + i]));
      shapes.push_back(toTensor(loc, operands[2 * count + i]));
      auto iT = dyn_cast<RankedTensorType>(indices.back().getType());
      auto vT = dyn_cast<RankedTensorType>(values.back().getType());
      auto sT = dyn_cast<RankedTensorType>(shapes.back().getType());
      if (!iT || iT.getRank() != 2)
        return error(op) << "Input indices should be a matrix but received "
                            "shape "
                         << indices.back().getType() << " at position " << i;
      if (!vT || vT.getRank() != 1)
        return error(op) << "Input values should be a vector but received "
                            "shape "
                         << values.back().getType() << " at position " << i;
      if (!sT || sT.getRank() != 1)
        return error(op) << "Input shapes should be a vector but received "
                            "shape "
                         << shapes.back().getType() << " at position " << i;
      if (!iT.getElementType().isInteger(64) ||
          !sT.getElementType().isInteger(64))
        return error(op) << "needs int64 indices and shapes, got " << iT
                         << " and " << sT;
      for (int64_t known : {iT.getDimSize(1), sT.getDimSize(0)})
        if (!ShapedType::isDynamic(known)) {
          if (!ShapedType::isDynamic(rank) && rank != known)
            return error(op) << "Input " << i << " has rank " << known
                             << ", not the rank " << rank << " of the others";
          rank = known;
        }
    }
    if (ShapedType::isDynamic(rank))
      return error(op) << "needs the inputs' rank known at compile time";
    int64_t concatDim = 0;
    if (auto attr = op->getAttrOfType<IntegerAttr>("concat_dim"))
      concatDim = attr.getInt();
    if (concatDim < -rank || concatDim >= rank)
      return error(op) << "Concat dimension must be in range [" << -rank << ", "
                       << rank << "), got " << concatDim;
    if (concatDim < 0)
      concatDim += rank;
    Type i64 = b.getI64Type();
    auto shapeAt = [&](size_t i, int64_t d) -> Value {
      return tensor::ExtractOp::create(b, loc, shapes[i],
                                       ValueRange{constantIndex(loc, d)});
    };
    // The shapes agree but along concat_dim; the rows past a failed check
    // are never read out of bounds (each input is read at its own size).
    SmallVector<Value> offsets; // each input's first position along concatDim
    Value total = arith::ConstantIntOp::create(b, loc, 0, 64);
    for (size_t i = 0; i < count; ++i) {
      for (int64_t d = 0; d < rank; ++d) {
        if (d == concatDim || i == 0)
          continue;
        Value expected = shapeAt(0, d), got = shapeAt(i, d);
        if (failed(requireOrError(
                op, equalValues(b, loc, expected, got),
                "Input shapes must match: expected {0} for dimension {1} but "
                "got {2} from input {3}",
                {expected, arith::ConstantIntOp::create(b, loc, d, 64), got,
                 arith::ConstantIntOp::create(b, loc, i, 64)})))
          return failure();
      }
      SmallVector<OpFoldResult> indexSizes = sizesOf(loc, indices[i]);
      Value entries = sizeAsI64(b, loc, indexSizes[0]);
      Value valueCount = sizeAsI64(b, loc, sizesOf(loc, values[i])[0]);
      if (failed(requireOrError(op, equalValues(b, loc, entries, valueCount),
                                "Number of elements in indices ({0}) and "
                                "values ({1}) do not match",
                                {entries, valueCount})))
        return failure();
      offsets.push_back(total);
      total = b.createOrFold<arith::AddIOp>(loc, total, shapeAt(i, concatDim));
    }
    // The entries one input after the other, concat_dim coordinates shifted.
    Value rows = constantIndex(loc, 0);
    SmallVector<Value> starts, counts;
    for (size_t i = 0; i < count; ++i) {
      Value n = b.createOrFold<arith::MinUIOp>(
          loc,
          getValueOrCreateConstantIndexOp(b, loc, sizesOf(loc, indices[i])[0]),
          getValueOrCreateConstantIndexOp(b, loc, sizesOf(loc, values[i])[0]));
      starts.push_back(rows);
      counts.push_back(n);
      rows = b.createOrFold<arith::AddIOp>(loc, rows, n);
    }
    Type valueElement =
        cast<RankedTensorType>(values.front().getType()).getElementType();
    Value allIndices = tensor::EmptyOp::create(
        b, loc, ArrayRef<OpFoldResult>{rows, b.getIndexAttr(rank)}, i64);
    Value allValues = tensor::EmptyOp::create(
        b, loc, ArrayRef<OpFoldResult>{rows}, valueElement);
    for (size_t i = 0; i < count; ++i) {
      Value source = indices[i], offset = offsets[i];
      Value shifted = generate(
          loc, {counts[i], b.getIndexAttr(rank)}, i64,
          [&](OpBuilder &gb, Location gloc) -> Value {
            Value column = linalg::IndexOp::create(gb, gloc, 1);
            Value at = tensor::ExtractOp::create(
                gb, gloc, source,
                ValueRange{linalg::IndexOp::create(gb, gloc, 0), column});
            Value onConcatDim = arith::CmpIOp::create(
                gb, gloc, arith::CmpIPredicate::eq, column,
                arith::ConstantIndexOp::create(gb, gloc, concatDim));
            return arith::SelectOp::create(
                gb, gloc, onConcatDim,
                arith::AddIOp::create(gb, gloc, at, offset), at);
          });
      allIndices = tensor::InsertSliceOp::create(
          b, loc, shifted, allIndices,
          ArrayRef<OpFoldResult>{starts[i], b.getIndexAttr(0)},
          ArrayRef<OpFoldResult>{counts[i], b.getIndexAttr(rank)},
          ArrayRef<OpFoldResult>{b.getIndexAttr(1), b.getIndexAttr(1)});
      Value sourceValues = values[i];
      if (cast<RankedTensorType>(sourceValues.getType()).getElementType() !=
          valueElement)
        return error(op) << "needs the inputs' values of one type";
      sourceValues = tensor::ExtractSliceOp::create(
          b, loc, sourceValues, ArrayRef<OpFoldResult>{b.getIndexAttr(0)},
          ArrayRef<OpFoldResult>{counts[i]},
          ArrayRef<OpFoldResult>{b.getIndexAttr(1)});
      allValues = tensor::InsertSliceOp::create(
          b, loc, sourceValues, allValues, ArrayRef<OpFoldResult>{starts[i]},
          ArrayRef<OpFoldResult>{counts[i]},
          ArrayRef<OpFoldResult>{b.getIndexAttr(1)});
    }
    Value permutation = rowMajorPermutation(b, loc, allIndices, rows);
    auto source = [&](OpBuilder &gb, Location gloc) -> Value {
      Value at = linalg::IndexOp::create(gb, gloc, 0);
      return arith::IndexCastOp::create(
          gb, gloc, gb.getIndexType(),
          tensor::ExtractOp::create(gb, gloc, permutation, ValueRange{at}));
    };
    results.push_back(
        generate(loc, {getAsOpFoldResult(rows), b.getIndexAttr(rank)}, i64,
                 [&](OpBuilder &gb, Location gloc) -> Value {
                   return tensor::ExtractOp::create(
                       gb, gloc, allIndices,
                       ValueRange{source(gb, gloc),
                                  linalg::IndexOp::create(gb, gloc, 1)});
                 }));
    results.push_back(generate(loc, {getAsOpFoldResult(rows)}, valueElement,
                               [&](OpBuilder &gb, Location gloc) -> Value {
                                 return tensor::ExtractOp::create(
                                     gb, gloc, allValues,
                                     ValueRange{source(gb, gloc)});
                               }));
    SmallVector<Value> outShape;
    for (int64_t d = 0; d < rank; ++d)
      outShape.push_back(d == concatDim ? total : shapeAt(0, d));
    results.push_back(tensor::FromElementsOp::create(
        b, loc, RankedTensorType::get({rank}, i64), outShape));
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
    SmallVector<OpFoldResult> indexSizes = sizesOf(loc, indices);
    Value entries = sizeAsI64(b, loc, indexSizes[0]),
          columns = sizeAsI64(b, loc, indexSizes[1]);
    Value valueCount = sizeAsI64(b, loc, sizesOf(loc, values)[0]);
    Value shapeLength = sizeAsI64(b, loc, sizesOf(loc, shape)[0]);
    if (failed(requireOrError(op, equalValues(b, loc, entries, valueCount),
                              "Number of elements in indices ({0}) and "
                              "values ({1}) do not match",
                              {entries, valueCount})) ||
        failed(requireOrError(op, equalValues(b, loc, columns, shapeLength),
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
}

} // namespace mlir::tagrad::tf_legalize
