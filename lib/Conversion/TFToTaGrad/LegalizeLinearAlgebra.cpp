//===- LegalizeLinearAlgebra.cpp - tf.linalg's factorizations -------------===//
//
// MatrixInverse, MatrixSolve, MatrixDeterminant, LogMatrixDeterminant,
// Cholesky, MatrixTriangularSolve, Qr, SelfAdjointEigV2 and Svd: what
// tf.linalg's inv, solve, det, slogdet, cholesky, triangular_solve, qr,
// eigh and svd emit, and their gradients reuse; Cross, and SparseMatMul
// (tf.matmul's sparse hints).
// TensorFlow runs Eigen's PartialPivLU (inverse, solve, determinants), LLT
// (Cholesky) and HouseholderQR per matrix of a batch; these are the same
// algorithms as loops over the batch's matrices: Gaussian elimination with
// partial pivoting (the first largest pivot of a column, as Eigen picks
// it), the Cholesky-Banachiewicz order, Eigen's reflections. The symmetric
// eigenproblem and the SVD are Jacobi rotations in f64 (Eigen's solvers
// differ; the results agree up to the vectors' signs). The matrices of
// training steps are small; the loops are scalar.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {
namespace {

/// Builds the scalar loops of one factorization over [B, R, C] tensors.
struct MatrixLoops {
  OpBuilder &b;
  Location loc;

  Value index(int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); }
  Value get(Value t, Value batch, Value i, Value j) {
    return tensor::ExtractOp::create(b, loc, t, ValueRange{batch, i, j});
  }
  Value set(Value t, Value v, Value batch, Value i, Value j) {
    return tensor::InsertOp::create(b, loc, v, t, ValueRange{batch, i, j});
  }
  /// for i in [lo, hi): carried = body(i, carried).
  SmallVector<Value>
  loop(Value lo, Value hi, ValueRange inits,
       function_ref<SmallVector<Value>(Value, ValueRange)> body) {
    auto forOp = scf::ForOp::create(b, loc, lo, hi, index(1), inits);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(forOp.getBody());
    SmallVector<Value> next =
        body(forOp.getInductionVar(), forOp.getRegionIterArgs());
    scf::YieldOp::create(b, loc, next);
    return forOp.getResults();
  }
  Value zero(Type t) {
    return arith::ConstantOp::create(b, loc, b.getZeroAttr(t));
  }
  Value one(Type t) { return floatConstant(b, loc, t, 1.0); }
};

/// `v` ([..., R, C]) as [B, R, C], and the batch sizes to restore it.
std::pair<Value, SmallVector<OpFoldResult>>
collapseBatch(OpBuilder &b, Location loc, Value v) {
  auto type = cast<RankedTensorType>(v.getType());
  int64_t rank = type.getRank();
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, v);
  SmallVector<OpFoldResult> batch(sizes.begin(), sizes.end() - 2);
  if (rank == 2) {
    auto expanded = RankedTensorType::get(
        {1, type.getDimSize(0), type.getDimSize(1)}, type.getElementType());
    SmallVector<OpFoldResult> shape = {b.getIndexAttr(1), sizes[0], sizes[1]};
    return {tensor::ExpandShapeOp::create(
                b, loc, expanded, v,
                SmallVector<ReassociationIndices>{{0, 1}, {2}}, shape),
            batch};
  }
  ReassociationIndices lead;
  for (int64_t d = 0; d < rank - 2; ++d)
    lead.push_back(d);
  return {tensor::CollapseShapeOp::create(
              b, loc, v,
              SmallVector<ReassociationIndices>{lead, {rank - 2}, {rank - 1}}),
          batch};
}

/// `v` ([B, ...trailing]) with B expanded back to `batch`.
Value expandBatch(OpBuilder &b, Location loc, Value v,
                  ArrayRef<OpFoldResult> batch) {
  auto type = cast<RankedTensorType>(v.getType());
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, v);
  SmallVector<OpFoldResult> shape(batch);
  shape.append(sizes.begin() + 1, sizes.end());
  SmallVector<int64_t> staticShape;
  for (OpFoldResult s : shape)
    staticShape.push_back(
        getConstantIntValue(s).value_or(ShapedType::kDynamic));
  auto resultType = RankedTensorType::get(staticShape, type.getElementType());
  int64_t trailing = type.getRank() - 1;
  if (batch.empty()) {
    // [1, d0, ...] to [d0, ...]: the unit batch joins the first trailing dim.
    SmallVector<ReassociationIndices> collapse = {{0, 1}};
    for (int64_t d = 2; d <= trailing; ++d)
      collapse.push_back({d});
    return tensor::CollapseShapeOp::create(b, loc, resultType, v, collapse);
  }
  SmallVector<ReassociationIndices> groups;
  ReassociationIndices lead;
  for (size_t d = 0; d < batch.size(); ++d)
    lead.push_back(d);
  groups.push_back(lead);
  for (int64_t d = 0; d < trailing; ++d)
    groups.push_back({static_cast<int64_t>(batch.size()) + d});
  return tensor::ExpandShapeOp::create(b, loc, resultType, v, groups, shape);
}

/// Gaussian elimination with partial pivoting of each matrix of `a`
/// ([B, N, N]), applied to `rhs` ([B, N, K], or null; K `k` columns, known
/// at run time) as it goes.
struct Elimination {
  Value lu;        // U above and on the diagonal
  Value rhs;       // L^-1 P rhs
  Value parity;    // [B]: -1 after an odd number of row swaps, else 1
  Value zeroPivot; // i1: some matrix had a zero pivot
};

Elimination eliminate(MatrixLoops &m, Value a, Value rhs, Value batchSize,
                      int64_t n, Value k) {
  OpBuilder &b = m.b;
  Location loc = m.loc;
  Type element = cast<RankedTensorType>(a.getType()).getElementType();
  Value parity = tensor::EmptyOp::create(
      b, loc, SmallVector<OpFoldResult>{getAsOpFoldResult(batchSize)}, element);
  Value noZero = arith::ConstantOp::create(b, loc, b.getBoolAttr(false));
  SmallVector<Value> inits = {a, parity, noZero};
  if (rhs)
    inits.push_back(rhs);
  SmallVector<Value> out =
      m.loop(m.index(0), batchSize, inits, [&](Value bi, ValueRange state) {
        SmallVector<Value> inner = {state[0], m.one(element), state[2]};
        if (rhs)
          inner.push_back(state[3]);
        SmallVector<Value> done =
            m.loop(m.index(0), m.index(n), inner, [&](Value col, ValueRange s) {
              Value lu = s[0], sign = s[1], zeroSeen = s[2];
              Value r = rhs ? s[3] : Value();
              // The first row at or below `col` of largest magnitude.
              Value start = m.get(lu, bi, col, col);
              SmallVector<Value> best = m.loop(
                  arith::AddIOp::create(b, loc, col, m.index(1)), m.index(n),
                  {col, math::AbsFOp::create(b, loc, start)},
                  [&](Value row, ValueRange s2) -> SmallVector<Value> {
                    Value mag =
                        math::AbsFOp::create(b, loc, m.get(lu, bi, row, col));
                    Value larger = arith::CmpFOp::create(
                        b, loc, arith::CmpFPredicate::OGT, mag, s2[1]);
                    return {
                        arith::SelectOp::create(b, loc, larger, row, s2[0]),
                        arith::SelectOp::create(b, loc, larger, mag, s2[1])};
                  });
              Value pivotRow = best[0];
              Value swapped = arith::CmpIOp::create(
                  b, loc, arith::CmpIPredicate::ne, pivotRow, col);
              sign = arith::SelectOp::create(
                  b, loc, swapped, arith::NegFOp::create(b, loc, sign), sign);
              auto swapRows = [&](Value t, Value width) {
                return m.loop(
                    m.index(0), width, {t},
                    [&](Value j, ValueRange s3) -> SmallVector<Value> {
                      Value x = m.get(s3[0], bi, col, j);
                      Value y = m.get(s3[0], bi, pivotRow, j);
                      Value t2 = m.set(s3[0], y, bi, col, j);
                      return {m.set(t2, x, bi, pivotRow, j)};
                    })[0];
              };
              lu = swapRows(lu, m.index(n));
              if (r)
                r = swapRows(r, k);
              Value pivot = m.get(lu, bi, col, col);
              Value isZero = arith::CmpFOp::create(
                  b, loc, arith::CmpFPredicate::OEQ, pivot, m.zero(element));
              zeroSeen = arith::OrIOp::create(b, loc, zeroSeen, isZero);
              // Rows below: subtract their multiple of the pivot row (none
              // where the pivot is zero, as Eigen skips the column).
              SmallVector<Value> rowInits = {lu};
              if (r)
                rowInits.push_back(r);
              SmallVector<Value> eliminated = m.loop(
                  arith::AddIOp::create(b, loc, col, m.index(1)), m.index(n),
                  rowInits, [&](Value row, ValueRange s4) {
                    Value quotient = arith::DivFOp::create(
                        b, loc, m.get(s4[0], bi, row, col), pivot);
                    Value factor = arith::SelectOp::create(
                        b, loc, isZero, m.zero(element), quotient);
                    auto update = [&](Value t, Value from, Value width) {
                      return m.loop(
                          from, width, {t},
                          [&](Value j, ValueRange s5) -> SmallVector<Value> {
                            Value v = arith::SubFOp::create(
                                b, loc, m.get(s5[0], bi, row, j),
                                arith::MulFOp::create(
                                    b, loc, factor, m.get(s5[0], bi, col, j)));
                            return {m.set(s5[0], v, bi, row, j)};
                          })[0];
                    };
                    SmallVector<Value> next = {update(
                        s4[0], arith::AddIOp::create(b, loc, col, m.index(1)),
                        m.index(n))};
                    if (r)
                      next.push_back(update(s4[1], m.index(0), k));
                    return next;
                  });
              SmallVector<Value> result = {eliminated[0], sign, zeroSeen};
              if (r)
                result.push_back(eliminated[1]);
              return result;
            });
        Value parities =
            tensor::InsertOp::create(b, loc, done[1], state[1], ValueRange{bi});
        SmallVector<Value> result = {done[0], parities, done[2]};
        if (rhs)
          result.push_back(done[3]);
        return result;
      });
  return {out[0], rhs ? out[3] : Value(), out[1], out[2]};
}

/// Solves U x = y in place of y ([B, N, K], K `k` columns known at run
/// time) for the upper triangle of `u` ([B, N, N]), or L x = y for its
/// lower triangle.
Value substitute(MatrixLoops &m, Value u, Value y, Value batchSize, int64_t n,
                 Value k, bool upper) {
  OpBuilder &b = m.b;
  Location loc = m.loc;
  return m.loop(m.index(0), batchSize, {y}, [&](Value bi, ValueRange s) {
    return m.loop(
        m.index(0), m.index(n), {s[0]}, [&](Value step, ValueRange s2) {
          // Rows last to first for U, first to last for L.
          Value row = upper
                          ? arith::SubIOp::create(b, loc, m.index(n - 1), step)
                          : step;
          Value lo = upper ? arith::AddIOp::create(b, loc, row, m.index(1))
                           : m.index(0);
          Value hi = upper ? m.index(n) : row;
          return m.loop(
              m.index(0), k, {s2[0]},
              [&](Value c, ValueRange s3) -> SmallVector<Value> {
                Value acc = m.get(s3[0], bi, row, c);
                acc = m.loop(
                    lo, hi, {acc},
                    [&](Value j, ValueRange s4) -> SmallVector<Value> {
                      return {arith::SubFOp::create(
                          b, loc, s4[0],
                          arith::MulFOp::create(b, loc, m.get(u, bi, row, j),
                                                m.get(s3[0], bi, j, c)))};
                    })[0];
                Value x =
                    arith::DivFOp::create(b, loc, acc, m.get(u, bi, row, row));
                return {m.set(s3[0], x, bi, row, c)};
              });
        });
  })[0];
}

/// Lines p and q (columns, or rows where `rows`) of matrix `bi` of `t`
/// ([B, R, C], `length` long) rotated by (c, s): p' = c p - s q,
/// q' = s p + c q.
Value rotateLines(MatrixLoops &m, Value t, Value bi, Value p, Value q, Value c,
                  Value s, int64_t length, bool rows) {
  OpBuilder &b = m.b;
  Location loc = m.loc;
  return m.loop(
      m.index(0), m.index(length), {t},
      [&](Value k, ValueRange st) -> SmallVector<Value> {
        auto at = [&](Value line) {
          return rows ? std::pair<Value, Value>{line, k}
                      : std::pair<Value, Value>{k, line};
        };
        auto [pi, pj] = at(p);
        auto [qi, qj] = at(q);
        Value xp = m.get(st[0], bi, pi, pj), xq = m.get(st[0], bi, qi, qj);
        auto mul = [&](Value x, Value y) -> Value {
          return arith::MulFOp::create(b, loc, x, y);
        };
        Value t2 =
            m.set(st[0], arith::SubFOp::create(b, loc, mul(c, xp), mul(s, xq)),
                  bi, pi, pj);
        return {m.set(t2, arith::AddFOp::create(b, loc, mul(s, xp), mul(c, xq)),
                      bi, qi, qj)};
      })[0];
}

/// The Jacobi rotation (c, s) that zeroes the off-diagonal entry `gamma`
/// of the symmetric 2x2 [[alpha, gamma], [gamma, beta]] (the identity where
/// gamma is 0), with |t| = |s / c| <= 1.
std::pair<Value, Value> jacobiRotation(OpBuilder &b, Location loc, Value alpha,
                                       Value beta, Value gamma) {
  Type f64 = b.getF64Type();
  auto f = [&](double v) { return floatConstant(b, loc, f64, v); };
  auto mul = [&](Value x, Value y) -> Value {
    return arith::MulFOp::create(b, loc, x, y);
  };
  Value theta = arith::DivFOp::create(
      b, loc, arith::SubFOp::create(b, loc, beta, alpha), mul(f(2), gamma));
  Value sign = arith::SelectOp::create(
      b, loc,
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGE, theta, f(0)),
      f(1), f(-1));
  Value t = arith::DivFOp::create(
      b, loc, sign,
      arith::AddFOp::create(
          b, loc, math::AbsFOp::create(b, loc, theta),
          math::SqrtOp::create(
              b, loc, arith::AddFOp::create(b, loc, mul(theta, theta), f(1)))));
  Value c = arith::DivFOp::create(
      b, loc, f(1),
      math::SqrtOp::create(b, loc,
                           arith::AddFOp::create(b, loc, mul(t, t), f(1))));
  Value s = mul(t, c);
  Value none =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, gamma, f(0));
  return {arith::SelectOp::create(b, loc, none, f(1), c),
          arith::SelectOp::create(b, loc, none, f(0), s)};
}

/// Runs `sweep` (the state in, the state out) up to `maxSweeps` times for
/// each matrix of the batch, until `converged` (of the state) holds.
SmallVector<Value> untilConverged(
    MatrixLoops &m, Value batchSize, ValueRange inits, int64_t maxSweeps,
    function_ref<Value(Value bi, ValueRange state)> converged,
    function_ref<SmallVector<Value>(Value bi, ValueRange state)> sweep) {
  OpBuilder &b = m.b;
  Location loc = m.loc;
  return m.loop(m.index(0), batchSize, inits,
                [&](Value bi, ValueRange s0) -> SmallVector<Value> {
                  return m.loop(
                      m.index(0), m.index(maxSweeps), s0,
                      [&](Value, ValueRange s1) -> SmallVector<Value> {
                        auto ifOp = scf::IfOp::create(b, loc, TypeRange(s1),
                                                      converged(bi, s1),
                                                      /*withElseRegion=*/true);
                        OpBuilder::InsertionGuard guard(b);
                        b.setInsertionPointToStart(ifOp.thenBlock());
                        scf::YieldOp::create(b, loc, s1);
                        b.setInsertionPointToStart(ifOp.elseBlock());
                        scf::YieldOp::create(b, loc, sweep(bi, s1));
                        return SmallVector<Value>(ifOp.getResults());
                      });
                });
}

/// `values` ([B, P]) sorted (ascending, or descending), the columns of each
/// of `vectors` ([B, R, P] each) moved with them; selection sort, the first
/// extreme value first.
SmallVector<Value> sortWithColumns(MatrixLoops &m, Value batchSize,
                                   Value values, ArrayRef<Value> vectors,
                                   ArrayRef<int64_t> rows, int64_t p,
                                   bool descending) {
  OpBuilder &b = m.b;
  Location loc = m.loc;
  SmallVector<Value> inits = {values};
  llvm::append_range(inits, vectors);
  return m.loop(
      m.index(0), batchSize, inits,
      [&](Value bi, ValueRange s0) -> SmallVector<Value> {
        return m.loop(
            m.index(0), m.index(p), s0,
            [&](Value i, ValueRange s1) -> SmallVector<Value> {
              auto at = [&](Value vals, Value k) -> Value {
                return tensor::ExtractOp::create(b, loc, vals,
                                                 ValueRange{bi, k});
              };
              SmallVector<Value> best = m.loop(
                  arith::AddIOp::create(b, loc, i, m.index(1)), m.index(p),
                  {i, at(s1[0], i)},
                  [&](Value j, ValueRange s2) -> SmallVector<Value> {
                    Value vj = at(s1[0], j);
                    Value better = arith::CmpFOp::create(
                        b, loc,
                        descending ? arith::CmpFPredicate::OGT
                                   : arith::CmpFPredicate::OLT,
                        vj, s2[1]);
                    return {arith::SelectOp::create(b, loc, better, j, s2[0]),
                            arith::SelectOp::create(b, loc, better, vj, s2[1])};
                  });
              Value j = best[0];
              Value vi = at(s1[0], i);
              Value vals = tensor::InsertOp::create(b, loc, best[1], s1[0],
                                                    ValueRange{bi, i});
              SmallVector<Value> next = {tensor::InsertOp::create(
                  b, loc, vi, vals, ValueRange{bi, j})};
              for (auto [k, vecs] : llvm::enumerate(s1.drop_front()))
                next.push_back(m.loop(
                    m.index(0), m.index(rows[k]), {vecs},
                    [&](Value r, ValueRange s2) -> SmallVector<Value> {
                      Value xi = m.get(s2[0], bi, r, i);
                      Value xj = m.get(s2[0], bi, r, j);
                      return {m.set(m.set(s2[0], xj, bi, r, i), xi, bi, r, j)};
                    })[0]);
              return next;
            });
      });
}

} // namespace

void Legalizer::registerLinearAlgebraHandlers() {
  // [B, N, N] f64 identity matrices: the rotations' start.
  auto identityMatrices = [this](Location loc,
                                 ArrayRef<OpFoldResult> sizes) -> Value {
    Type f64 = b.getF64Type();
    return generate(
        loc, sizes, f64, [&](OpBuilder &nb, Location nloc) -> Value {
          Value diagonal =
              arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::eq,
                                    linalg::IndexOp::create(nb, nloc, 1),
                                    linalg::IndexOp::create(nb, nloc, 2));
          return arith::SelectOp::create(nb, nloc, diagonal,
                                         floatConstant(nb, nloc, f64, 1.0),
                                         floatConstant(nb, nloc, f64, 0.0));
        });
  };
  // The operand's type: a float tensor of rank >= 2 with static matrix dims.
  auto matrixOperand = [this](Operation *op, Value v, StringRef what,
                              bool square) -> FailureOr<RankedTensorType> {
    auto type = dyn_cast<RankedTensorType>(v.getType());
    if (!type || type.getRank() < 2 ||
        !(type.getElementType().isF32() || type.getElementType().isF64()))
      return error(op) << "needs a float or double " << what
                       << " of rank 2 or more, got " << v.getType();
    int64_t rows = type.getDimSize(type.getRank() - 2);
    int64_t cols = type.getDimSize(type.getRank() - 1);
    if (ShapedType::isDynamic(rows) || ShapedType::isDynamic(cols))
      return error(op) << "needs the " << what
                       << "'s matrix dimensions known, got " << v.getType();
    if (square && rows != cols)
      return error(op) << "needs square matrices: " << what << " is "
                       << shapeString(type.getShape());
    return type;
  };

  // The op's first operand, transposed in its last two dims (a real
  // matrix's adjoint) where its `adjoint` attribute says so.
  auto matrixOrAdjoint = [this](Operation *op, Value v) -> FailureOr<Value> {
    if (!boolAttr(op, "adjoint", false))
      return v;
    int64_t rank = cast<RankedTensorType>(v.getType()).getRank();
    SmallVector<int64_t> perm;
    for (int64_t d = 0; d < rank - 2; ++d)
      perm.push_back(d);
    perm.push_back(rank - 1);
    perm.push_back(rank - 2);
    return transpose(op, v, perm);
  };

  // `v`'s sizes appended to `out` as i64 values (constants where static),
  // and its shape's text "[{i},{j},...]" with their placeholders, for
  // run-time messages that print whole shapes as TensorFlow does.
  auto shapeFields = [this](Location loc, Value v,
                            SmallVectorImpl<Value> &out) -> std::string {
    int64_t rank = cast<RankedTensorType>(v.getType()).getRank();
    std::string text = shapePlaceholders(out.size(), rank);
    for (int64_t d = 0; d < rank; ++d)
      out.push_back(dimAsI64(b, loc, v, d));
    return text;
  };

  // MatrixSolve's matrix and rhs, as TensorFlow's LinearAlgebraOp checks
  // them: of one rank, with the same outer (batch) dimensions and rows
  // (TensorFlow does not broadcast them). Returns the rhs, whose batch
  // dimensions and rows are the matrix's where the rhs leaves them to run
  // time (checked there); its columns may stay dynamic.
  auto checkSolveOperands =
      [=, this](Operation *op, ArrayRef<Value> operands) -> FailureOr<Value> {
    auto aType = matrixOperand(op, operands[0], "matrix", /*square=*/true);
    if (failed(aType))
      return failure();
    Location loc = op->getLoc();
    Value rhs = toTensor(loc, operands[1]);
    auto rType = dyn_cast<RankedTensorType>(rhs.getType());
    if (!rType || rType.getElementType() != aType->getElementType())
      return error(op) << "needs a ranked rhs of the matrix's type, got "
                       << operands[0].getType() << " and "
                       << operands[1].getType();
    int64_t rank = aType->getRank();
    if (rType.getRank() != rank)
      return error(op) << "All input tensors must have the same rank.";
    SmallVector<int64_t> refined(aType->getShape().drop_back(1));
    refined.push_back(rType.getShape().back());
    for (int64_t d = 0; d < rank - 1; ++d) {
      int64_t want = aType->getDimSize(d), have = rType.getDimSize(d);
      bool rows = d == rank - 2;
      if (!ShapedType::isDynamic(want) && !ShapedType::isDynamic(have)) {
        if (want == have)
          continue;
        if (rows)
          return error(op) << "Input matrix and right-hand side must have "
                              "the same number of rows, got "
                           << want << " != " << have;
        return error(op)
               << "All input tensors must have the same outer dimensions.";
      }
      Value wantSize = dimAsI64(b, loc, toTensor(loc, operands[0]), d);
      Value haveSize = dimAsI64(b, loc, rhs, d);
      requireAtRunTime(loc,
                       arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                             wantSize, haveSize),
                       rows ? "Input matrix and right-hand side must have the "
                              "same number of rows, got {0} != {1}"
                            : "All input tensors must have the same outer "
                              "dimensions.",
                       {wantSize, haveSize});
      if (ShapedType::isDynamic(want))
        refined[d] = have;
    }
    if (ArrayRef<int64_t>(refined) != rType.getShape())
      rhs = tensor::CastOp::create(
          b, loc, RankedTensorType::get(refined, rType.getElementType()), rhs);
    return rhs;
  };

  // `v` ([batch..., R, C]) broadcast to the batch `outBatch` (right-aligned,
  // as TensorFlow's MatMulBCast broadcasts) with `rows` rows: an element
  // read at index 0 along a dimension of size 1. `v` itself where nothing
  // is broadcast; its rows cast to `rows` where it leaves them dynamic.
  auto broadcastBatch = [this](Location loc, Value v,
                               ArrayRef<OpFoldResult> outBatch,
                               int64_t rows) -> Value {
    auto type = cast<RankedTensorType>(v.getType());
    int64_t rank = type.getRank(), vb = rank - 2;
    int64_t nb = outBatch.size();
    SmallVector<int64_t> outShape;
    for (OpFoldResult s : outBatch)
      outShape.push_back(getConstantIntValue(s).value_or(ShapedType::kDynamic));
    ArrayRef<int64_t> vBatch = type.getShape().drop_back(2);
    // A batch dimension of v's own: a size known to be the output's, or the
    // output's size read from v.
    auto own = [&](int64_t d) {
      if (!ShapedType::isDynamic(vBatch[d]))
        return vBatch[d] == outShape[d];
      Value size = dyn_cast_if_present<Value>(outBatch[d]);
      auto dim = size ? size.getDefiningOp<tensor::DimOp>() : tensor::DimOp();
      std::optional<int64_t> index =
          dim ? dim.getConstantIndex() : std::nullopt;
      return dim && dim.getSource() == v && index == d;
    };
    bool same = nb == vb && llvm::all_of(llvm::seq<int64_t>(0, vb), own);
    if (same) {
      if (type.getDimSize(rank - 2) == rows)
        return v;
      SmallVector<int64_t> refined(type.getShape());
      refined[rank - 2] = rows;
      return tensor::CastOp::create(
          b, loc, RankedTensorType::get(refined, type.getElementType()), v);
    }
    SmallVector<OpFoldResult> sizes(outBatch);
    sizes.push_back(b.getIndexAttr(rows));
    sizes.push_back(tensor::getMixedSize(b, loc, v, rank - 1));
    SmallVector<Value> vSizes;
    for (int64_t d = 0; d < vb; ++d)
      vSizes.push_back(type.isDynamicDim(d)
                           ? b.createOrFold<tensor::DimOp>(loc, v, d)
                           : Value());
    return generate(
        loc, sizes, type.getElementType(), [&](OpBuilder &nb2, Location nloc) {
          SmallVector<Value> at;
          Value zero = arith::ConstantIndexOp::create(nb2, nloc, 0);
          for (int64_t d = 0; d < vb; ++d) {
            Value i = linalg::IndexOp::create(nb2, nloc, nb - vb + d);
            if (type.getDimSize(d) == 1)
              at.push_back(zero);
            else if (!type.isDynamicDim(d))
              at.push_back(i);
            else
              at.push_back(arith::SelectOp::create(
                  nb2, nloc,
                  arith::CmpIOp::create(
                      nb2, nloc, arith::CmpIPredicate::eq, vSizes[d],
                      arith::ConstantIndexOp::create(nb2, nloc, 1)),
                  zero, i));
          }
          at.push_back(linalg::IndexOp::create(nb2, nloc, nb));
          at.push_back(linalg::IndexOp::create(nb2, nloc, nb + 1));
          return tensor::ExtractOp::create(nb2, nloc, v, at);
        });
  };

  // Solves a x = rhs (a: [..., N, N], rhs: [..., N, K]) by elimination;
  // fails at run time with `singular` where a pivot is zero.
  auto solve = [this](Operation *op, Value a, Value rhs,
                      StringRef singular) -> Value {
    Location loc = op->getLoc();
    MatrixLoops m{b, loc};
    auto [a3, batch] = collapseBatch(b, loc, a);
    Value r3 = collapseBatch(b, loc, rhs).first;
    auto aType = cast<RankedTensorType>(a3.getType());
    int64_t n = aType.getDimSize(1);
    Value k = b.createOrFold<tensor::DimOp>(loc, r3, 2);
    Value batchSize = b.createOrFold<tensor::DimOp>(loc, a3, 0);
    Elimination e = eliminate(m, a3, r3, batchSize, n, k);
    runtimeCheck(loc, e.zeroPivot, singular);
    Value x = substitute(m, e.lu, e.rhs, batchSize, n, k, /*upper=*/true);
    return expandBatch(b, loc, x, batch);
  };

  handlers["MatrixSolve"] =
      [=, this](Operation *op, ArrayRef<Value> operands,
                SmallVectorImpl<Value> &results) -> LogicalResult {
    FailureOr<Value> rhs = checkSolveOperands(op, operands);
    FailureOr<Value> a;
    if (failed(rhs) || failed(a = matrixOrAdjoint(op, operands[0])))
      return failure();
    results.push_back(solve(op, *a, *rhs, "Input matrix is not invertible."));
    return success();
  };

  handlers["MatrixInverse"] =
      [=, this](Operation *op, ArrayRef<Value> operands,
                SmallVectorImpl<Value> &results) -> LogicalResult {
    auto type = matrixOperand(op, operands[0], "input", /*square=*/true);
    if (failed(type))
      return failure();
    Location loc = op->getLoc();
    FailureOr<Value> adjusted = matrixOrAdjoint(op, operands[0]);
    if (failed(adjusted))
      return failure();
    Value a = *adjusted;
    // The identity, batched like the input.
    SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, a);
    Type element = type->getElementType();
    Value identity =
        generate(loc, sizes, element, [&](OpBuilder &nb, Location nloc) {
          int64_t rank = sizes.size();
          Value same = arith::CmpIOp::create(
              nb, nloc, arith::CmpIPredicate::eq,
              linalg::IndexOp::create(nb, nloc, rank - 2),
              linalg::IndexOp::create(nb, nloc, rank - 1));
          return arith::SelectOp::create(nb, nloc, same,
                                         floatConstant(nb, nloc, element, 1.0),
                                         floatConstant(nb, nloc, element, 0.0));
        });
    results.push_back(solve(op, a, identity, "Input is not invertible."));
    return success();
  };

  // log|det| and the sign of each matrix, as TensorFlow's SLogDet: from the
  // LU diagonal; a singular matrix has sign 0 and log|det| -inf.
  auto slogdet = [=, this](Operation *op,
                           Value input) -> FailureOr<std::pair<Value, Value>> {
    auto type = matrixOperand(op, input, "input", /*square=*/true);
    if (failed(type))
      return failure();
    Location loc = op->getLoc();
    MatrixLoops m{b, loc};
    auto [a3, batch] = collapseBatch(b, loc, input);
    int64_t n = type->getShape().back();
    Type element = type->getElementType();
    Value batchSize = b.createOrFold<tensor::DimOp>(loc, a3, 0);
    Elimination e = eliminate(m, a3, Value(), batchSize, n, Value());
    Value empty = tensor::EmptyOp::create(
        b, loc, SmallVector<OpFoldResult>{getAsOpFoldResult(batchSize)},
        element);
    SmallVector<Value> out = m.loop(
        m.index(0), batchSize, {empty, empty},
        [&](Value bi, ValueRange s) -> SmallVector<Value> {
          Value parity =
              tensor::ExtractOp::create(b, loc, e.parity, ValueRange{bi});
          SmallVector<Value> acc = m.loop(
              m.index(0), m.index(n), {parity, m.zero(element)},
              [&](Value i, ValueRange s2) -> SmallVector<Value> {
                Value d = m.get(e.lu, bi, i, i);
                Value negative = arith::CmpFOp::create(
                    b, loc, arith::CmpFPredicate::OLT, d, m.zero(element));
                Value sign = arith::SelectOp::create(
                    b, loc, negative, arith::NegFOp::create(b, loc, s2[0]),
                    s2[0]);
                Value log = math::LogOp::create(
                    b, loc, math::AbsFOp::create(b, loc, d));
                return {sign, arith::AddFOp::create(b, loc, s2[1], log)};
              });
          // A non-finite log|det| (a zero pivot): sign 0, log|det| -inf
          // (+inf where it overflowed).
          Value logAbs = acc[1];
          Value finite = arith::CmpFOp::create(
              b, loc, arith::CmpFPredicate::ONE,
              math::AbsFOp::create(b, loc, logAbs),
              floatConstant(b, loc, element,
                            std::numeric_limits<double>::infinity()));
          Value sign =
              arith::SelectOp::create(b, loc, finite, acc[0], m.zero(element));
          Value positive = arith::CmpFOp::create(
              b, loc, arith::CmpFPredicate::OGT, logAbs, m.zero(element));
          Value inf = floatConstant(b, loc, element,
                                    std::numeric_limits<double>::infinity());
          Value edge = arith::SelectOp::create(
              b, loc, positive, inf, arith::NegFOp::create(b, loc, inf));
          logAbs = arith::SelectOp::create(b, loc, finite, logAbs, edge);
          return {
              tensor::InsertOp::create(b, loc, sign, s[0], ValueRange{bi}),
              tensor::InsertOp::create(b, loc, logAbs, s[1], ValueRange{bi})};
        });
    auto restore = [&](Value v) -> Value {
      if (batch.empty())
        return tensor::CollapseShapeOp::create(
            b, loc, RankedTensorType::get({}, element), v,
            SmallVector<ReassociationIndices>{});
      SmallVector<int64_t> staticShape;
      for (OpFoldResult s : batch)
        staticShape.push_back(
            getConstantIntValue(s).value_or(ShapedType::kDynamic));
      ReassociationIndices all;
      for (size_t d = 0; d < batch.size(); ++d)
        all.push_back(d);
      return tensor::ExpandShapeOp::create(
          b, loc, RankedTensorType::get(staticShape, element), v,
          SmallVector<ReassociationIndices>{all}, batch);
    };
    return std::make_pair(restore(out[0]), restore(out[1]));
  };

  handlers["LogMatrixDeterminant"] =
      [=](Operation *op, ArrayRef<Value> operands,
          SmallVectorImpl<Value> &results) -> LogicalResult {
    auto r = slogdet(op, operands[0]);
    if (failed(r))
      return failure();
    results.push_back(r->first);
    results.push_back(r->second);
    return success();
  };

  handlers["MatrixDeterminant"] =
      [=, this](Operation *op, ArrayRef<Value> operands,
                SmallVectorImpl<Value> &results) -> LogicalResult {
    auto r = slogdet(op, operands[0]);
    if (failed(r))
      return failure();
    // sign * exp(log|det|), as TensorFlow computes it (no overflow inside).
    FailureOr<Value> det =
        elementwise(op, {r->first, r->second},
                    cast<ShapedType>(r->first.getType()).getElementType(),
                    [](OpBuilder &nb, Location nloc, ValueRange v) -> Value {
                      return arith::MulFOp::create(
                          nb, nloc, v[0], math::ExpOp::create(nb, nloc, v[1]));
                    });
    return pushResult(results, det);
  };

  // Cholesky: L column by column (Cholesky-Banachiewicz), reading the lower
  // triangle. Where a diagonal is not positive Eigen's LLT stops, and
  // TensorFlow's CPU kernel then gives that matrix a lower triangle of NaN
  // (no error); its upper triangle, unset there, is zero here.
  handlers["Cholesky"] =
      [=, this](Operation *op, ArrayRef<Value> operands,
                SmallVectorImpl<Value> &results) -> LogicalResult {
    auto type = matrixOperand(op, operands[0], "input", /*square=*/true);
    if (failed(type))
      return failure();
    Location loc = op->getLoc();
    MatrixLoops m{b, loc};
    auto [a3, batch] = collapseBatch(b, loc, operands[0]);
    int64_t n = type->getShape().back();
    Type element = type->getElementType();
    Value batchSize = b.createOrFold<tensor::DimOp>(loc, a3, 0);
    SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, a3);
    Value l = fill(loc, sizes, m.zero(element));
    Value failures = tensor::EmptyOp::create(
        b, loc, SmallVector<OpFoldResult>{sizes[0]}, b.getI1Type());
    SmallVector<Value> out = m.loop(
        m.index(0), batchSize, {l, failures},
        [&](Value bi, ValueRange s) -> SmallVector<Value> {
          Value noFailure =
              arith::ConstantOp::create(b, loc, b.getBoolAttr(false));
          SmallVector<Value> done = m.loop(
              m.index(0), m.index(n), {s[0], noFailure},
              [&](Value j, ValueRange s2) -> SmallVector<Value> {
                Value lj = s2[0];
                // d = a[j][j] - sum_k<j l[j][k]^2; LLT stops where d <= 0
                // (or is NaN).
                Value d = m.loop(
                    m.index(0), j, {m.get(a3, bi, j, j)},
                    [&](Value kk, ValueRange s3) -> SmallVector<Value> {
                      Value x = m.get(lj, bi, j, kk);
                      return {arith::SubFOp::create(
                          b, loc, s3[0], arith::MulFOp::create(b, loc, x, x))};
                    })[0];
                Value bad = arith::CmpFOp::create(
                    b, loc, arith::CmpFPredicate::ULE, d, m.zero(element));
                Value diag = math::SqrtOp::create(b, loc, d);
                lj = m.set(lj, diag, bi, j, j);
                lj = m.loop(
                    arith::AddIOp::create(b, loc, j, m.index(1)), m.index(n),
                    {lj}, [&](Value i, ValueRange s4) -> SmallVector<Value> {
                      Value acc = m.loop(
                          m.index(0), j, {m.get(a3, bi, i, j)},
                          [&](Value kk, ValueRange s5) -> SmallVector<Value> {
                            return {arith::SubFOp::create(
                                b, loc, s5[0],
                                arith::MulFOp::create(
                                    b, loc, m.get(s4[0], bi, i, kk),
                                    m.get(s4[0], bi, j, kk)))};
                          })[0];
                      return {m.set(s4[0],
                                    arith::DivFOp::create(b, loc, acc, diag),
                                    bi, i, j)};
                    })[0];
                return {lj, arith::OrIOp::create(b, loc, s2[1], bad)};
              });
          return {done[0], tensor::InsertOp::create(b, loc, done[1], s[1],
                                                    ValueRange{bi})};
        });
    Value factor = out[0], failedMatrices = out[1];
    Value nan = floatConstant(b, loc, element,
                              std::numeric_limits<double>::quiet_NaN());
    Value result =
        generate(loc, sizes, element, [&](OpBuilder &nb, Location nloc) {
          Value bi = linalg::IndexOp::create(nb, nloc, 0);
          Value i = linalg::IndexOp::create(nb, nloc, 1);
          Value j = linalg::IndexOp::create(nb, nloc, 2);
          Value lower =
              arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::uge, i, j);
          Value failedHere = tensor::ExtractOp::create(nb, nloc, failedMatrices,
                                                       ValueRange{bi});
          Value value =
              tensor::ExtractOp::create(nb, nloc, factor, ValueRange{bi, i, j});
          return arith::SelectOp::create(
              nb, nloc, arith::AndIOp::create(nb, nloc, lower, failedHere), nan,
              value);
        });
    results.push_back(expandBatch(b, loc, result, batch));
    return success();
  };

  // MatrixTriangularSolve: substitution, per matrix of the batch, of the
  // lower (or upper) triangle (TensorFlow checks no pivot). The batch
  // dimensions of matrix and rhs broadcast (TensorFlow >= 2.2; tf.linalg's
  // LinearOperator solves rely on it); they are checked, and the rows, as
  // TensorFlow's kernel checks them, at run time where they are not known.
  handlers["MatrixTriangularSolve"] =
      [=, this](Operation *op, ArrayRef<Value> operands,
                SmallVectorImpl<Value> &results) -> LogicalResult {
    auto aType = matrixOperand(op, operands[0], "matrix", /*square=*/true);
    if (failed(aType))
      return failure();
    Location loc = op->getLoc();
    Value matrix = toTensor(loc, operands[0]);
    Value rhs = toTensor(loc, operands[1]);
    auto rType = dyn_cast<RankedTensorType>(rhs.getType());
    if (!rType || rType.getElementType() != aType->getElementType())
      return error(op) << "needs a ranked rhs of the matrix's type, got "
                       << operands[0].getType() << " and "
                       << operands[1].getType();
    if (rType.getRank() < 2)
      return error(op) << "In[1] ndims must be >= 2: " << rType.getRank();
    bool lowerAttr = boolAttr(op, "lower", true);
    bool adjoint = boolAttr(op, "adjoint", false);
    ArrayRef<int64_t> aShape = aType->getShape(), rShape = rType.getShape();
    int64_t n = aShape.back();
    int64_t ab = aShape.size() - 2, rb = rShape.size() - 2;
    int64_t nb = std::max(ab, rb);
    // The broadcast batch: each dimension known where either side's is
    // known and not 1 (or both are 1); else the run-time size that is not 1.
    SmallVector<OpFoldResult> outBatch;
    Value compatible = arith::ConstantIntOp::create(b, loc, 1, 1);
    Value one64 = arith::ConstantIntOp::create(b, loc, 1, 64);
    for (int64_t d = 0; d < nb; ++d) {
      int64_t ad = d - (nb - ab), rd = d - (nb - rb);
      int64_t x = ad >= 0 ? aShape[ad] : 1, y = rd >= 0 ? rShape[rd] : 1;
      bool xs = !ShapedType::isDynamic(x), ys = !ShapedType::isDynamic(y);
      if (xs && ys) {
        if (x != y && x != 1 && y != 1)
          return error(op)
                 << "In[0] and In[1] must have compatible batch dimensions: "
                 << shapeString(aShape) << " vs. " << shapeString(rShape);
        outBatch.push_back(b.getIndexAttr(x == 1 ? y : x));
        continue;
      }
      if ((xs && x != 1) || (ys && y != 1)) {
        outBatch.push_back(b.getIndexAttr(xs ? x : y));
      } else if (xs || ys) {
        // One side 1: the other's size.
        outBatch.push_back(b.createOrFold<tensor::DimOp>(loc, xs ? rhs : matrix,
                                                         xs ? rd : ad));
        continue;
      } else {
        Value xv = b.createOrFold<tensor::DimOp>(loc, matrix, ad);
        Value yv = b.createOrFold<tensor::DimOp>(loc, rhs, rd);
        outBatch.push_back(arith::SelectOp::create(
                               b, loc,
                               arith::CmpIOp::create(
                                   b, loc, arith::CmpIPredicate::eq, xv,
                                   arith::ConstantIndexOp::create(b, loc, 1)),
                               yv, xv)
                               .getResult());
      }
      // Sizes x and y (one of them known only at run time) agree, or one
      // is 1.
      Value xv = ad >= 0 ? dimAsI64(b, loc, matrix, ad) : one64;
      Value yv = rd >= 0 ? dimAsI64(b, loc, rhs, rd) : one64;
      Value ok = arith::OrIOp::create(
          b, loc,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, xv, yv),
          arith::OrIOp::create(
              b, loc,
              arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, xv,
                                    one64),
              arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, yv,
                                    one64)));
      compatible = arith::AndIOp::create(b, loc, compatible, ok);
    }
    SmallVector<Value> fields;
    std::string aText = shapeFields(loc, matrix, fields);
    std::string rText = shapeFields(loc, rhs, fields);
    if (!matchPattern(compatible, m_One()))
      requireAtRunTime(loc, compatible,
                       "In[0] and In[1] must have compatible batch "
                       "dimensions: " +
                           aText + " vs. " + rText,
                       fields);
    // The rhs's rows must be the matrix's order (TensorFlow prints the
    // attributes lower and adjoint after the shapes, as 1 and 0).
    std::string flags =
        " " + std::to_string(lowerAttr) + " " + std::to_string(adjoint);
    int64_t rows = rShape[rShape.size() - 2];
    if (!ShapedType::isDynamic(rows) && rows != n)
      return error(op) << "In[0] mismatch In[1] shape: " << n << " vs. " << rows
                       << ": " << shapeString(aShape) << " "
                       << shapeString(rShape) << flags;
    if (ShapedType::isDynamic(rows)) {
      SmallVector<Value> values = {dimAsI64(b, loc, matrix, ab + 1),
                                   dimAsI64(b, loc, rhs, rb)};
      std::string message = "In[0] mismatch In[1] shape: {0} vs. {1}: ";
      fields.clear();
      fields.append(values);
      message += shapeFields(loc, matrix, fields) + " " +
                 shapeFields(loc, rhs, fields) + flags;
      requireAtRunTime(loc,
                       arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                             values[0], values[1]),
                       message, fields);
    }
    FailureOr<Value> a = matrixOrAdjoint(op, matrix);
    if (failed(a))
      return failure();
    // The adjoint of a lower triangle is an upper one.
    bool lower = lowerAttr != adjoint;
    MatrixLoops m{b, loc};
    auto [a3, batch] =
        collapseBatch(b, loc, broadcastBatch(loc, *a, outBatch, n));
    Value r3 =
        collapseBatch(b, loc, broadcastBatch(loc, rhs, outBatch, n)).first;
    Value k = b.createOrFold<tensor::DimOp>(loc, r3, 2);
    Value batchSize = b.createOrFold<tensor::DimOp>(loc, a3, 0);
    Value x = substitute(m, a3, r3, batchSize, n, k, /*upper=*/!lower);
    results.push_back(expandBatch(b, loc, x, batch));
    return success();
  };

  // tf.linalg.eigh / eigvalsh: the eigenvalues of each matrix's lower
  // triangle (as Eigen's SelfAdjointEigenSolver reads it), ascending, and
  // the eigenvectors as columns. Cyclic Jacobi rotations in f64 until the
  // off-diagonal part is below 1e-12 of the matrix (Frobenius), at most
  // kMaxJacobiSweeps sweeps; each result rounded once. An eigenvector's
  // sign is the rotations', not necessarily Eigen's (both are eigenvectors;
  // TensorFlow's own gradient and tests use only sign-free quantities).
  handlers["SelfAdjointEigV2"] =
      [=, this](Operation *op, ArrayRef<Value> operands,
                SmallVectorImpl<Value> &results) -> LogicalResult {
    auto type = matrixOperand(op, operands[0], "input", /*square=*/true);
    if (failed(type))
      return failure();
    constexpr int64_t kMaxJacobiSweeps = 50;
    Location loc = op->getLoc();
    MatrixLoops m{b, loc};
    auto [x3, batch] = collapseBatch(b, loc, operands[0]);
    int64_t n = type->getShape().back();
    Type element = type->getElementType();
    Type f64 = b.getF64Type();
    Value batchSize = b.createOrFold<tensor::DimOp>(loc, x3, 0);
    SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, x3);
    Value symmetric =
        generate(loc, sizes, f64, [&](OpBuilder &nb, Location nloc) -> Value {
          Value bi = linalg::IndexOp::create(nb, nloc, 0);
          Value i = linalg::IndexOp::create(nb, nloc, 1);
          Value j = linalg::IndexOp::create(nb, nloc, 2);
          Value x = tensor::ExtractOp::create(
              nb, nloc, x3,
              ValueRange{bi, arith::MaxUIOp::create(nb, nloc, i, j),
                         arith::MinUIOp::create(nb, nloc, i, j)});
          return element == f64 ? x : arith::ExtFOp::create(nb, nloc, f64, x);
        });
    Value identity = identityMatrices(loc, sizes);
    auto f = [&](double v) { return floatConstant(b, loc, f64, v); };
    auto mul = [&](Value x, Value y) -> Value {
      return arith::MulFOp::create(b, loc, x, y);
    };
    // Converged: the off-diagonal squares below 1e-24 of all.
    auto converged = [&](Value bi, ValueRange state) -> Value {
      SmallVector<Value> sums = m.loop(
          m.index(0), m.index(n), {f(0), f(0)}, [&](Value i, ValueRange s2) {
            return m.loop(
                m.index(0), m.index(n), {s2[0], s2[1]},
                [&](Value j, ValueRange s3) -> SmallVector<Value> {
                  Value x = m.get(state[0], bi, i, j);
                  Value sq = mul(x, x);
                  Value above = arith::CmpIOp::create(
                      b, loc, arith::CmpIPredicate::ult, i, j);
                  return {arith::AddFOp::create(
                              b, loc, s3[0],
                              arith::SelectOp::create(b, loc, above, sq, f(0))),
                          arith::AddFOp::create(b, loc, s3[1], sq)};
                });
          });
      return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::ULE, sums[0],
                                   mul(f(1e-24), sums[1]));
    };
    // One sweep: for each p < q, the rotation that zeroes a[p][q], applied
    // to a's columns and rows and to the eigenvectors' columns.
    auto sweep = [&](Value bi, ValueRange state) {
      return m.loop(m.index(0), m.index(n), state, [&](Value p, ValueRange s2) {
        return m.loop(
            arith::AddIOp::create(b, loc, p, m.index(1)), m.index(n), s2,
            [&](Value q, ValueRange s3) -> SmallVector<Value> {
              auto [c, sn] = jacobiRotation(b, loc, m.get(s3[0], bi, p, p),
                                            m.get(s3[0], bi, q, q),
                                            m.get(s3[0], bi, p, q));
              Value a = rotateLines(m, s3[0], bi, p, q, c, sn, n,
                                    /*rows=*/false);
              a = rotateLines(m, a, bi, p, q, c, sn, n, /*rows=*/true);
              return {a, rotateLines(m, s3[1], bi, p, q, c, sn, n,
                                     /*rows=*/false)};
            });
      });
    };
    SmallVector<Value> out = untilConverged(m, batchSize, {symmetric, identity},
                                            kMaxJacobiSweeps, converged, sweep);
    // The diagonal, ascending, the eigenvectors' columns moved with it.
    Value diagonal =
        generate(loc, {sizes[0], sizes[1]}, f64,
                 [&](OpBuilder &nb, Location nloc) -> Value {
                   Value i = linalg::IndexOp::create(nb, nloc, 1);
                   return tensor::ExtractOp::create(
                       nb, nloc, out[0],
                       ValueRange{linalg::IndexOp::create(nb, nloc, 0), i, i});
                 });
    SmallVector<Value> sorted = sortWithColumns(
        m, batchSize, diagonal, {out[1]}, {n}, n, /*descending=*/false);
    FailureOr<Value> eigenvalues = castElements(op, sorted[0], element);
    if (failed(eigenvalues))
      return failure();
    results.push_back(expandBatch(b, loc, *eigenvalues, batch));
    if (!boolAttr(op, "compute_v", true)) {
      // TensorFlow's shape function: an empty vector.
      results.push_back(tensor::EmptyOp::create(
          b, loc, SmallVector<OpFoldResult>{b.getIndexAttr(0)}, element));
      return success();
    }
    FailureOr<Value> eigenvectors = castElements(op, sorted[1], element);
    if (failed(eigenvectors))
      return failure();
    results.push_back(expandBatch(b, loc, *eigenvectors, batch));
    return success();
  };

  // tf.linalg.svd (and tf.norm's matrix 2-norm and nuclear norm): one-sided
  // Jacobi (Hestenes) rotations in f64 of the columns of the matrix, or of
  // its transpose when it is wide, until every pair of columns is
  // orthogonal to 1e-12 of their norms, at most kMaxJacobiSweeps sweeps;
  // the singular values are the columns' norms, descending, each result
  // rounded once. A zero singular value's left vector is the first unit
  // vector that stays after removing the other columns' parts from it (as
  // TensorFlow gives the identity for a zero matrix). A pair of singular
  // vectors' signs are the rotations', not necessarily Eigen's.
  handlers["Svd"] = [=,
                     this](Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
    auto type = matrixOperand(op, operands[0], "input", /*square=*/false);
    if (failed(type))
      return failure();
    constexpr int64_t kMaxJacobiSweeps = 50;
    int64_t rows = type->getDimSize(type->getRank() - 2);
    int64_t cols = type->getDimSize(type->getRank() - 1);
    bool computeUV = boolAttr(op, "compute_uv", true);
    if (computeUV && boolAttr(op, "full_matrices", false) && rows != cols)
      return error(op) << "takes full_matrices only for square matrices, got "
                       << shapeString(type->getShape())
                       << " (TaGrad builds no orthogonal completion)";
    Location loc = op->getLoc();
    MatrixLoops m{b, loc};
    auto [x3, batch] = collapseBatch(b, loc, operands[0]);
    bool wide = rows < cols;
    int64_t tall = std::max(rows, cols), p = std::min(rows, cols);
    Type element = type->getElementType();
    Type f64 = b.getF64Type();
    Value batchSize = b.createOrFold<tensor::DimOp>(loc, x3, 0);
    OpFoldResult batchDim = getAsOpFoldResult(batchSize);
    // [B, tall, p] in f64: the matrix, or its transpose.
    Value a = generate(
        loc, {batchDim, b.getIndexAttr(tall), b.getIndexAttr(p)}, f64,
        [&](OpBuilder &nb, Location nloc) -> Value {
          Value bi = linalg::IndexOp::create(nb, nloc, 0);
          Value i = linalg::IndexOp::create(nb, nloc, 1);
          Value j = linalg::IndexOp::create(nb, nloc, 2);
          Value x = tensor::ExtractOp::create(
              nb, nloc, x3, wide ? ValueRange{bi, j, i} : ValueRange{bi, i, j});
          return element == f64 ? x : arith::ExtFOp::create(nb, nloc, f64, x);
        });
    Value identity =
        identityMatrices(loc, {batchDim, b.getIndexAttr(p), b.getIndexAttr(p)});
    auto f = [&](double v) { return floatConstant(b, loc, f64, v); };
    auto mul = [&](Value x, Value y) -> Value {
      return arith::MulFOp::create(b, loc, x, y);
    };
    // Dot products of columns i and j of matrix bi of `t` (`length` rows).
    auto dot = [&](Value t, Value bi, Value i, Value j, int64_t length) {
      return m.loop(
          m.index(0), m.index(length), {f(0)},
          [&](Value k, ValueRange s) -> SmallVector<Value> {
            return {arith::AddFOp::create(
                b, loc, s[0], mul(m.get(t, bi, k, i), m.get(t, bi, k, j)))};
          })[0];
    };
    // Converged: the squared cosines of all pairs of columns below 1e-24
    // (summed as gamma^2 against alpha beta).
    auto converged = [&](Value bi, ValueRange state) -> Value {
      SmallVector<Value> sums = m.loop(
          m.index(0), m.index(p), {f(0), f(0)}, [&](Value i, ValueRange s2) {
            return m.loop(
                arith::AddIOp::create(b, loc, i, m.index(1)), m.index(p),
                {s2[0], s2[1]},
                [&](Value j, ValueRange s3) -> SmallVector<Value> {
                  Value gamma = dot(state[0], bi, i, j, tall);
                  Value norms = mul(dot(state[0], bi, i, i, tall),
                                    dot(state[0], bi, j, j, tall));
                  return {
                      arith::AddFOp::create(b, loc, s3[0], mul(gamma, gamma)),
                      arith::AddFOp::create(b, loc, s3[1], norms)};
                });
          });
      return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::ULE, sums[0],
                                   mul(f(1e-24), sums[1]));
    };
    auto sweep = [&](Value bi, ValueRange state) {
      return m.loop(m.index(0), m.index(p), state, [&](Value i, ValueRange s2) {
        return m.loop(arith::AddIOp::create(b, loc, i, m.index(1)), m.index(p),
                      s2, [&](Value j, ValueRange s3) -> SmallVector<Value> {
                        auto [c, sn] =
                            jacobiRotation(b, loc, dot(s3[0], bi, i, i, tall),
                                           dot(s3[0], bi, j, j, tall),
                                           dot(s3[0], bi, i, j, tall));
                        return {rotateLines(m, s3[0], bi, i, j, c, sn, tall,
                                            /*rows=*/false),
                                rotateLines(m, s3[1], bi, i, j, c, sn, p,
                                            /*rows=*/false)};
                      });
      });
    };
    SmallVector<Value> out = untilConverged(m, batchSize, {a, identity},
                                            kMaxJacobiSweeps, converged, sweep);
    // The columns' norms, descending, and the columns scaled to unit norm.
    Value norms = tensor::EmptyOp::create(
        b, loc, SmallVector<OpFoldResult>{batchDim, b.getIndexAttr(p)}, f64);
    SmallVector<Value> scaled = m.loop(
        m.index(0), batchSize, {norms, out[0]}, [&](Value bi, ValueRange s0) {
          return m.loop(
              m.index(0), m.index(p), s0,
              [&](Value j, ValueRange s1) -> SmallVector<Value> {
                Value norm =
                    math::SqrtOp::create(b, loc, dot(s1[1], bi, j, j, tall));
                Value scale = arith::SelectOp::create(
                    b, loc,
                    arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGT,
                                          norm, f(0)),
                    arith::DivFOp::create(b, loc, f(1), norm), f(0));
                Value u = m.loop(
                    m.index(0), m.index(tall), {s1[1]},
                    [&](Value k, ValueRange s2) -> SmallVector<Value> {
                      return {m.set(s2[0], mul(scale, m.get(s2[0], bi, k, j)),
                                    bi, k, j)};
                    })[0];
                return {tensor::InsertOp::create(b, loc, norm, s1[0],
                                                 ValueRange{bi, j}),
                        u};
              });
        });
    SmallVector<Value> sorted =
        sortWithColumns(m, batchSize, scaled[0], {scaled[1], out[1]}, {tall, p},
                        p, /*descending=*/true);
    FailureOr<Value> singular = castElements(op, sorted[0], element);
    if (failed(singular))
      return failure();
    results.push_back(expandBatch(b, loc, *singular, batch));
    if (!computeUV) {
      // TensorFlow's shape function: empty vectors.
      for (int k = 0; k < 2; ++k)
        results.push_back(tensor::EmptyOp::create(
            b, loc, SmallVector<OpFoldResult>{b.getIndexAttr(0)}, element));
      return success();
    }
    // Zero singular values (last): each left vector the first unit vector
    // e_k with a part of norm > 1/2 outside the other columns.
    Value left = m.loop(
        m.index(0), batchSize, {sorted[1]},
        [&](Value bi, ValueRange s0) -> SmallVector<Value> {
          return m.loop(
              m.index(0), m.index(p), s0,
              [&](Value j, ValueRange s1) -> SmallVector<Value> {
                Value zero = arith::CmpFOp::create(
                    b, loc, arith::CmpFPredicate::OEQ,
                    tensor::ExtractOp::create(b, loc, sorted[0],
                                              ValueRange{bi, j}),
                    f(0));
                auto ifOp = scf::IfOp::create(b, loc, TypeRange(s1), zero,
                                              /*withElseRegion=*/true);
                OpBuilder::InsertionGuard guard(b);
                b.setInsertionPointToStart(ifOp.elseBlock());
                scf::YieldOp::create(b, loc, s1);
                b.setInsertionPointToStart(ifOp.thenBlock());
                Value no = arith::ConstantIntOp::create(b, loc, 0, 1);
                SmallVector<Value> found = m.loop(
                    m.index(0), m.index(tall), {s1[0], no},
                    [&](Value k, ValueRange s2) -> SmallVector<Value> {
                      auto pick =
                          scf::IfOp::create(b, loc, TypeRange(s2), s2[1],
                                            /*withElseRegion=*/true);
                      OpBuilder::InsertionGuard inner(b);
                      b.setInsertionPointToStart(pick.thenBlock());
                      scf::YieldOp::create(b, loc, s2);
                      b.setInsertionPointToStart(pick.elseBlock());
                      // w = e_k - sum_{i != j} u_i u_i[k], into column j.
                      Value w = m.loop(
                          m.index(0), m.index(tall), {s2[0]},
                          [&](Value r, ValueRange s3) -> SmallVector<Value> {
                            Value unit = arith::SelectOp::create(
                                b, loc,
                                arith::CmpIOp::create(
                                    b, loc, arith::CmpIPredicate::eq, r, k),
                                f(1), f(0));
                            Value sum = m.loop(
                                m.index(0), m.index(p), {unit},
                                [&](Value i,
                                    ValueRange s4) -> SmallVector<Value> {
                                  Value other = arith::CmpIOp::create(
                                      b, loc, arith::CmpIPredicate::ne, i, j);
                                  Value part = mul(m.get(s3[0], bi, r, i),
                                                   m.get(s3[0], bi, k, i));
                                  return {arith::SubFOp::create(
                                      b, loc, s4[0],
                                      arith::SelectOp::create(b, loc, other,
                                                              part, f(0)))};
                                })[0];
                            return {m.set(s3[0], sum, bi, r, j)};
                          })[0];
                      Value norm =
                          math::SqrtOp::create(b, loc, dot(w, bi, j, j, tall));
                      Value enough = arith::CmpFOp::create(
                          b, loc, arith::CmpFPredicate::OGT, norm, f(0.5));
                      Value unitW = m.loop(
                          m.index(0), m.index(tall), {w},
                          [&](Value r, ValueRange s3) -> SmallVector<Value> {
                            Value x = m.get(s3[0], bi, r, j);
                            Value y = arith::SelectOp::create(
                                b, loc, enough,
                                arith::DivFOp::create(b, loc, x, norm), f(0));
                            return {m.set(s3[0], y, bi, r, j)};
                          })[0];
                      scf::YieldOp::create(b, loc, ValueRange{unitW, enough});
                      return SmallVector<Value>(pick.getResults());
                    });
                scf::YieldOp::create(b, loc, found[0]);
                return SmallVector<Value>(ifOp.getResults());
              });
        })[0];
    // A wide matrix's factors are its transpose's, exchanged.
    Value u = wide ? sorted[2] : left, v = wide ? left : sorted[2];
    for (Value factor : {u, v}) {
      FailureOr<Value> rounded = castElements(op, factor, element);
      if (failed(rounded))
        return failure();
      results.push_back(expandBatch(b, loc, *rounded, batch));
    }
    return success();
  };

  // tf.linalg.qr: Householder QR as Eigen's HouseholderQR computes it (each
  // reflection's beta of the sign opposite to the diagonal entry, none where
  // the column below the diagonal is zero), so that Q and R are TensorFlow's
  // and not only some QR; in f64, each result rounded once. Q accumulates
  // the reflections backwards from the identity's first P (M) columns.
  handlers["Qr"] = [=, this](Operation *op, ArrayRef<Value> operands,
                             SmallVectorImpl<Value> &results) -> LogicalResult {
    auto type = matrixOperand(op, operands[0], "input", /*square=*/false);
    if (failed(type))
      return failure();
    int64_t rows = type->getDimSize(type->getRank() - 2);
    int64_t cols = type->getDimSize(type->getRank() - 1);
    int64_t p = std::min(rows, cols);
    bool full = boolAttr(op, "full_matrices", false);
    int64_t qCols = full ? rows : p, rRows = full ? rows : p;
    Location loc = op->getLoc();
    MatrixLoops m{b, loc};
    auto [x3, batch] = collapseBatch(b, loc, operands[0]);
    Type element = type->getElementType();
    Type f64 = b.getF64Type();
    Value batchSize = b.createOrFold<tensor::DimOp>(loc, x3, 0);
    OpFoldResult batchDim = getAsOpFoldResult(batchSize);
    SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, x3);
    Value a = generate(loc, sizes, f64, [&](OpBuilder &nb, Location nloc) {
      Value x = tensor::ExtractOp::create(
          nb, nloc, x3,
          ValueRange{linalg::IndexOp::create(nb, nloc, 0),
                     linalg::IndexOp::create(nb, nloc, 1),
                     linalg::IndexOp::create(nb, nloc, 2)});
      return element == f64 ? x
                            : (Value)arith::ExtFOp::create(nb, nloc, f64, x);
    });
    auto f = [&](double v) { return floatConstant(b, loc, f64, v); };
    auto mul = [&](Value x, Value y) -> Value {
      return arith::MulFOp::create(b, loc, x, y);
    };
    auto sub = [&](Value x, Value y) -> Value {
      return arith::SubFOp::create(b, loc, x, y);
    };
    auto after = [&](Value k) {
      return arith::AddIOp::create(b, loc, k, m.index(1)).getResult();
    };
    // t (columns [0, width)) := H_k t, H_k = I - tau v v^T, v = [1; a[k+1:,
    // k]] on rows k and below.
    auto reflect = [&](Value t, Value reflectors, Value bi, Value k, Value tau,
                       Value from, int64_t width) {
      return m.loop(
          from, m.index(width), {t},
          [&](Value j, ValueRange s) -> SmallVector<Value> {
            Value w = m.loop(
                after(k), m.index(rows), {m.get(s[0], bi, k, j)},
                [&](Value i, ValueRange s2) -> SmallVector<Value> {
                  return {arith::AddFOp::create(
                      b, loc, s2[0],
                      mul(m.get(reflectors, bi, i, k), m.get(s[0], bi, i, j)))};
                })[0];
            Value tw = mul(tau, w);
            Value t2 = m.set(s[0], sub(m.get(s[0], bi, k, j), tw), bi, k, j);
            return {m.loop(after(k), m.index(rows), {t2},
                           [&](Value i, ValueRange s2) -> SmallVector<Value> {
                             Value v = m.get(reflectors, bi, i, k);
                             return {m.set(
                                 s2[0], sub(m.get(s2[0], bi, i, j), mul(v, tw)),
                                 bi, i, j)};
                           })[0]};
          })[0];
    };
    Value taus = tensor::EmptyOp::create(
        b, loc, SmallVector<OpFoldResult>{batchDim, b.getIndexAttr(p)}, f64);
    SmallVector<Value> factored = m.loop(
        m.index(0), batchSize, {a, taus},
        [&](Value bi, ValueRange s0) -> SmallVector<Value> {
          return m.loop(
              m.index(0), m.index(p), s0,
              [&](Value k, ValueRange s1) -> SmallVector<Value> {
                Value c0 = m.get(s1[0], bi, k, k);
                Value tail = m.loop(
                    after(k), m.index(rows), {f(0)},
                    [&](Value i, ValueRange s2) -> SmallVector<Value> {
                      Value x = m.get(s1[0], bi, i, k);
                      return {arith::AddFOp::create(b, loc, s2[0], mul(x, x))};
                    })[0];
                Value none = arith::CmpFOp::create(
                    b, loc, arith::CmpFPredicate::OLE, tail,
                    f(std::numeric_limits<double>::min()));
                Value norm = math::SqrtOp::create(
                    b, loc, arith::AddFOp::create(b, loc, mul(c0, c0), tail));
                Value beta = arith::SelectOp::create(
                    b, loc,
                    arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGE, c0,
                                          f(0)),
                    arith::NegFOp::create(b, loc, norm), norm);
                Value tau = arith::SelectOp::create(
                    b, loc, none, f(0),
                    arith::DivFOp::create(b, loc, sub(beta, c0), beta));
                Value scale = arith::SelectOp::create(
                    b, loc, none, f(0),
                    arith::DivFOp::create(b, loc, f(1), sub(c0, beta)));
                Value t = m.set(s1[0],
                                arith::SelectOp::create(b, loc, none, c0, beta),
                                bi, k, k);
                t = m.loop(after(k), m.index(rows), {t},
                           [&](Value i, ValueRange s2) -> SmallVector<Value> {
                             return {m.set(s2[0],
                                           mul(scale, m.get(s2[0], bi, i, k)),
                                           bi, i, k)};
                           })[0];
                t = reflect(t, t, bi, k, tau, after(k), cols);
                return {t, tensor::InsertOp::create(b, loc, tau, s1[1],
                                                    ValueRange{bi, k})};
              });
        });
    Value reflectors = factored[0];
    Value q = identityMatrices(
        loc, {batchDim, b.getIndexAttr(rows), b.getIndexAttr(qCols)});
    q = m.loop(m.index(0), batchSize, {q},
               [&](Value bi, ValueRange s0) -> SmallVector<Value> {
                 return m.loop(
                     m.index(0), m.index(p), s0,
                     [&](Value step, ValueRange s1) -> SmallVector<Value> {
                       Value k =
                           arith::SubIOp::create(b, loc, m.index(p - 1), step);
                       Value tau = tensor::ExtractOp::create(
                           b, loc, factored[1], ValueRange{bi, k});
                       return {reflect(s1[0], reflectors, bi, k, tau,
                                       m.index(0), qCols)};
                     });
               })[0];
    Value r =
        generate(loc, {batchDim, b.getIndexAttr(rRows), b.getIndexAttr(cols)},
                 f64, [&](OpBuilder &nb, Location nloc) -> Value {
                   Value bi = linalg::IndexOp::create(nb, nloc, 0);
                   Value i = linalg::IndexOp::create(nb, nloc, 1);
                   Value j = linalg::IndexOp::create(nb, nloc, 2);
                   Value upper = arith::CmpIOp::create(
                       nb, nloc, arith::CmpIPredicate::ule, i, j);
                   return arith::SelectOp::create(
                       nb, nloc, upper,
                       tensor::ExtractOp::create(nb, nloc, reflectors,
                                                 ValueRange{bi, i, j}),
                       floatConstant(nb, nloc, f64, 0.0));
                 });
    for (Value factor : {q, r}) {
      FailureOr<Value> rounded = castElements(op, factor, element);
      if (failed(rounded))
        return failure();
      results.push_back(expandBatch(b, loc, *rounded, batch));
    }
    return success();
  };

  // tf.linalg.cross: the cross products of the 3-vectors along the last
  // dimension, TensorFlow's checks at compile time where the shapes decide
  // them, at run time otherwise.
  handlers["Cross"] = [this](Operation *op, ArrayRef<Value> operands,
                             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value lhs = toTensor(loc, operands[0]), rhs = toTensor(loc, operands[1]);
    auto lhsType = dyn_cast<RankedTensorType>(lhs.getType());
    auto rhsType = dyn_cast<RankedTensorType>(rhs.getType());
    if (!lhsType || !rhsType ||
        lhsType.getElementType() != rhsType.getElementType())
      return error(op) << "needs ranked operands of one type, got "
                       << lhs.getType() << " and " << rhs.getType();
    Type element = lhsType.getElementType();
    if (!isa<FloatType>(element) &&
        (!element.isSignlessInteger() || element.isInteger(1)))
      return error(op) << "does not support element type " << element;
    int64_t rank = lhsType.getRank();
    auto sameShapeMessage = [&](ArrayRef<int64_t> a, ArrayRef<int64_t> c) {
      return "Both inputs must be of same shape: " + shapeString(a) + " vs. " +
             shapeString(c);
    };
    if (rank != rhsType.getRank())
      return error(op) << sameShapeMessage(lhsType.getShape(),
                                           rhsType.getShape());
    Value differs = arith::ConstantIntOp::create(b, loc, 0, 1);
    bool decided = true;
    for (int64_t d = 0; d < rank; ++d) {
      int64_t l = lhsType.getDimSize(d), r = rhsType.getDimSize(d);
      if (!ShapedType::isDynamic(l) && !ShapedType::isDynamic(r)) {
        if (l != r)
          return error(op) << sameShapeMessage(lhsType.getShape(),
                                               rhsType.getShape());
        continue;
      }
      decided = false;
      differs = arith::OrIOp::create(
          b, loc, differs,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                                dimAsI64(b, loc, lhs, d),
                                dimAsI64(b, loc, rhs, d)));
    }
    if (!decided) {
      std::string message = "Both inputs must be of same shape: [";
      SmallVector<Value> sizes;
      for (Value v : {lhs, rhs}) {
        for (int64_t d = 0; d < rank; ++d) {
          message += (d ? ",{" : "{") + std::to_string(sizes.size()) + "}";
          sizes.push_back(dimAsI64(b, loc, v, d));
        }
        message += sizes.size() == size_t(rank) ? "] vs. [" : "]";
      }
      runtimeCheck(loc, differs, message, sizes);
    }
    if (rank == 0)
      return error(op) << "Input must be at least 1D[]";
    const char *threeMessage =
        "Cross-products are only defined for 3-element vectors.";
    int64_t inner = lhsType.getDimSize(rank - 1);
    if (!ShapedType::isDynamic(inner) && inner != 3)
      return error(op) << threeMessage;
    if (ShapedType::isDynamic(inner))
      runtimeCheck(
          loc,
          arith::CmpIOp::create(
              b, loc, arith::CmpIPredicate::ne, dimAsI64(b, loc, lhs, rank - 1),
              arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(3))),
          threeMessage);
    // out[..., i] = lhs[..., i+1] rhs[..., i+2] - lhs[..., i+2] rhs[..., i+1],
    // the components counted modulo 3.
    SmallVector<OpFoldResult> sizes = sizesOf(loc, lhs);
    sizes.back() = b.getIndexAttr(3);
    bool fp = isa<FloatType>(element);
    Value product = generate(
        loc, sizes, element, [&](OpBuilder &nb, Location nloc) -> Value {
          SmallVector<Value> at;
          for (int64_t d = 0; d < rank; ++d)
            at.push_back(linalg::IndexOp::create(nb, nloc, d));
          Value three = arith::ConstantIndexOp::create(nb, nloc, 3);
          auto component = [&](int64_t shift) {
            Value i = arith::RemUIOp::create(
                nb, nloc,
                arith::AddIOp::create(
                    nb, nloc, at.back(),
                    arith::ConstantIndexOp::create(nb, nloc, shift)),
                three);
            SmallVector<Value> where = at;
            where.back() = i;
            return std::pair<Value, Value>{
                tensor::ExtractOp::create(nb, nloc, lhs, where),
                tensor::ExtractOp::create(nb, nloc, rhs, where)};
          };
          auto [l1, r1] = component(1);
          auto [l2, r2] = component(2);
          auto mul = [&](Value x, Value y) -> Value {
            return fp ? (Value)arith::MulFOp::create(nb, nloc, x, y)
                      : (Value)arith::MulIOp::create(nb, nloc, x, y);
          };
          Value first = mul(l1, r2), second = mul(l2, r1);
          return fp ? (Value)arith::SubFOp::create(nb, nloc, first, second)
                    : (Value)arith::SubIOp::create(nb, nloc, first, second);
        });
    results.push_back(product);
    return success();
  };

  // SparseMatMul (tf.matmul with a_is_sparse or b_is_sparse; Keras'
  // LocallyConnected layers, implementation 2): a 2-D product with
  // transpose_a / transpose_b, each operand float or bfloat16, summed and
  // returned in float. The flags are hints, but TensorFlow's sparse path
  // skips the zeros of its sparse operand (a where a_is_sparse, else b):
  // their products are not added, so 0 * inf and 0 * NaN there give
  // nothing instead of NaN. With neither flag it is MatMul.
  handlers["SparseMatMul"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value a = toTensor(loc, operands[0]), bm = toTensor(loc, operands[1]);
    auto aType = dyn_cast<RankedTensorType>(a.getType());
    auto bType = dyn_cast<RankedTensorType>(bm.getType());
    auto floatOrBf16 = [](RankedTensorType t) {
      return t && (t.getElementType().isF32() || t.getElementType().isBF16());
    };
    if (!floatOrBf16(aType) || !floatOrBf16(bType))
      return error(op) << "needs ranked float or bfloat16 operands, got "
                       << operands[0].getType() << " and "
                       << operands[1].getType();
    if (aType.getRank() != 2)
      return error(op) << "a is not a matrix";
    if (bType.getRank() != 2)
      return error(op) << "b is not a matrix";
    bool transA = boolAttr(op, "transpose_a", false);
    bool transB = boolAttr(op, "transpose_b", false);
    bool aSparse = boolAttr(op, "a_is_sparse", false);
    bool bSparse = boolAttr(op, "b_is_sparse", false);
    int64_t k = aType.getDimSize(transA ? 0 : 1);
    int64_t k2 = bType.getDimSize(transB ? 1 : 0);
    if (!ShapedType::isDynamic(k) && !ShapedType::isDynamic(k2)) {
      if (k != k2)
        return error(op) << "Matrix size incompatible: a: "
                         << shapeString(aType.getShape())
                         << ", b: " << shapeString(bType.getShape());
    } else {
      SmallVector<Value> dims = {dimAsI64(b, loc, a, 0), dimAsI64(b, loc, a, 1),
                                 dimAsI64(b, loc, bm, 0),
                                 dimAsI64(b, loc, bm, 1)};
      requireAtRunTime(
          loc,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                dims[transA ? 0 : 1], dims[transB ? 3 : 2]),
          "Matrix size incompatible: a: [{0},{1}], b: [{2},{3}]", dims);
    }
    Type f32 = b.getF32Type();
    if (!aSparse && !bSparse) {
      FailureOr<Value> a32 = castElements(op, a, f32);
      FailureOr<Value> b32 = castElements(op, bm, f32);
      if (failed(a32) || failed(b32))
        return failure();
      return pushResult(results, matmul(op, *a32, *b32, transA, transB));
    }
    // Loops (m, n, k); the sparse operand's zeros add nothing.
    auto d = [&](unsigned i) { return b.getAffineDimExpr(i); };
    auto map = [&](unsigned row, unsigned col, bool trans) {
      SmallVector<AffineExpr> exprs = {d(row), d(col)};
      if (trans)
        std::swap(exprs[0], exprs[1]);
      return AffineMap::get(3, 0, exprs, b.getContext());
    };
    SmallVector<AffineMap> maps = {map(0, 2, transA), map(2, 1, transB),
                                   map(0, 1, false)};
    SmallVector<OpFoldResult> sizes = {
        tensor::getMixedSize(b, loc, a, transA ? 1 : 0),
        tensor::getMixedSize(b, loc, bm, transB ? 0 : 1)};
    Value init = fill(loc, sizes, floatConstant(b, loc, f32, 0.0));
    SmallVector<utils::IteratorType> iterators = {
        utils::IteratorType::parallel, utils::IteratorType::parallel,
        utils::IteratorType::reduction};
    Value product =
        linalg::GenericOp::create(
            b, loc, init.getType(), ValueRange{a, bm}, init, maps, iterators,
            [&](OpBuilder &nb, Location nloc, ValueRange args) {
              auto widen = [&](Value v) -> Value {
                return v.getType() == f32
                           ? v
                           : arith::ExtFOp::create(nb, nloc, f32, v);
              };
              Value x = widen(args[0]), y = widen(args[1]);
              Value skipped = arith::CmpFOp::create(
                  nb, nloc, arith::CmpFPredicate::OEQ, aSparse ? x : y,
                  floatConstant(nb, nloc, f32, 0.0));
              Value sum = arith::AddFOp::create(
                  nb, nloc, args[2], arith::MulFOp::create(nb, nloc, x, y));
              linalg::YieldOp::create(
                  nb, nloc,
                  arith::SelectOp::create(nb, nloc, skipped, args[2], sum)
                      .getResult());
            })
            .getResult(0);
    results.push_back(product);
    return success();
  };
}

} // namespace mlir::tagrad::tf_legalize
