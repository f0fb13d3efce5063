//===- LegalizePermutations.cpp - Transposes and permutations ------------===//
//
// Transpose and ConjugateTranspose (on real numbers the same) by a constant
// permutation or by one known only at run time (tf.vectorized_map's pfor
// picks one from a size), and InvertPermutation (a Transpose's gradient):
// TensorFlow's checks and messages at compile time where the graph decides
// them, at run time otherwise.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {

FailureOr<Value> Legalizer::transpose(Operation *op, Value input,
                                      ArrayRef<int64_t> perm) {
  Location loc = op->getLoc();
  auto type = cast<RankedTensorType>(input.getType());
  // The Transpose handler checks a graph's permutation with TensorFlow's
  // messages; the front end's own are permutations by construction.
  assert((int64_t)perm.size() == type.getRank() && isPermutationVector(perm) &&
         "a permutation of the input's rank");
  // Constants and vectors of known scalars (shape computations in
  // gradients) are permuted here, element by element: output element i is
  // input element sources[i].
  SmallVector<int64_t> shape = applyPermutation(type.getShape(), perm);
  auto sources = [&]() {
    SmallVector<int64_t> inStrides = computeStrides(type.getShape());
    SmallVector<int64_t> outStrides = computeStrides(shape);
    SmallVector<int64_t> from(type.getNumElements());
    for (int64_t i = 0, n = from.size(); i < n; ++i) {
      SmallVector<int64_t> index = delinearize(i, outStrides);
      for (auto [d, p] : llvm::enumerate(perm))
        from[i] += index[d] * inStrides[p];
    }
    return from;
  };
  auto resultType = RankedTensorType::get(shape, type.getElementType());
  DenseElementsAttr constant;
  if (matchPattern(input, m_Constant(&constant)) && type.hasStaticShape() &&
      type.getNumElements() <= 4096) {
    SmallVector<Attribute> values(constant.getValues<Attribute>());
    SmallVector<Attribute> out = llvm::map_to_vector(
        sources(), [&](int64_t from) { return values[from]; });
    return arith::ConstantOp::create(b, loc,
                                     DenseElementsAttr::get(resultType, out))
        .getResult();
  }
  if (input.getDefiningOp<tensor::FromElementsOp>()) {
    if (std::optional<SmallVector<Value>> values = knownElements(loc, input)) {
      SmallVector<Value> out = llvm::map_to_vector(
          sources(), [&](int64_t from) { return (*values)[from]; });
      return tensor::FromElementsOp::create(b, loc, resultType, out)
          .getResult();
    }
  }
  SmallVector<OpFoldResult> sizes;
  for (int64_t p : perm)
    sizes.push_back(tensor::getMixedSize(b, loc, input, p));
  Value init = tensor::EmptyOp::create(b, loc, sizes, type.getElementType());
  return linalg::TransposeOp::create(b, loc, input, init, perm).getResult()[0];
}

Value Legalizer::transposeAtRuntime(Operation *op, Value input, Value perm) {
  Location loc = op->getLoc();
  auto type = cast<RankedTensorType>(input.getType());
  int64_t rank = type.getRank();
  auto i64 = [&](int64_t v) -> Value {
    return arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(v));
  };
  Value permLength = dimAsI64(b, loc, perm, 0);
  runtimeCheck(loc,
               b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::ne,
                                             permLength, i64(rank)),
               "transpose expects a vector of size {0}. But input(1) is a "
               "vector of size {1}",
               {i64(rank), permLength});
  if (rank == 0)
    return input;
  // The entries, a negative one counted from the end, as TensorFlow's
  // kernel reads them; each in range, and every dimension named.
  SmallVector<Value> entries;
  for (int64_t k = 0; k < rank; ++k) {
    Value raw = tensor::ExtractOp::create(b, loc, perm,
                                          ValueRange{constantIndex(loc, k)});
    Value d = raw.getType().isInteger(64)
                  ? raw
                  : arith::ExtSIOp::create(b, loc, b.getI64Type(), raw);
    Value negative =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, d, i64(0));
    d = arith::SelectOp::create(b, loc, negative,
                                arith::AddIOp::create(b, loc, d, i64(rank)), d);
    runtimeCheck(
        loc,
        arith::OrIOp::create(
            b, loc,
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, d, i64(0)),
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, d,
                                  i64(rank))),
        "{0} is out of range [0 .. {1})", {d, i64(rank)});
    entries.push_back(d);
  }
  // "{{" is a literal brace in a run-time check's message.
  std::string missing = "{0} is missing from {{";
  for (int64_t k = 0; k < rank; ++k)
    missing += (k ? ",{" : "{") + std::to_string(k + 1) + "}";
  missing += "}.";
  for (int64_t d = 0; d < rank; ++d) {
    Value absent = arith::ConstantIntOp::create(b, loc, 1, 1);
    for (Value entry : entries)
      absent = arith::AndIOp::create(
          b, loc, absent,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, entry,
                                i64(d)));
    SmallVector<Value> values = {i64(d)};
    llvm::append_range(values, entries);
    runtimeCheck(loc, absent, missing, values);
  }
  // A permutation from here on: output dimension k is input dimension
  // entries[k], input dimension d is output dimension inverse[d].
  auto equals = [&](OpBuilder &nb, Location nloc, Value entry, int64_t d) {
    return arith::CmpIOp::create(
        nb, nloc, arith::CmpIPredicate::eq, entry,
        arith::ConstantOp::create(nb, nloc, nb.getI64IntegerAttr(d)));
  };
  SmallVector<OpFoldResult> sizes;
  for (Value entry : entries) {
    Value size = tensor::DimOp::create(b, loc, input, 0);
    for (int64_t d = 1; d < rank; ++d)
      size = arith::SelectOp::create(b, loc, equals(b, loc, entry, d),
                                     tensor::DimOp::create(b, loc, input, d),
                                     size);
    sizes.push_back(size);
  }
  SmallVector<Value> inverse;
  for (int64_t d = 0; d < rank; ++d) {
    Value k = constantIndex(loc, 0);
    for (int64_t j = 1; j < rank; ++j)
      k = arith::SelectOp::create(b, loc, equals(b, loc, entries[j], d),
                                  constantIndex(loc, j), k);
    inverse.push_back(k);
  }
  return generate(loc, sizes, type.getElementType(),
                  [&](OpBuilder &nb, Location nloc) -> Value {
                    SmallVector<Value> at;
                    for (Value k : inverse) {
                      Value index = linalg::IndexOp::create(nb, nloc, 0);
                      for (int64_t j = 1; j < rank; ++j)
                        index = arith::SelectOp::create(
                            nb, nloc,
                            arith::CmpIOp::create(
                                nb, nloc, arith::CmpIPredicate::eq, k,
                                arith::ConstantIndexOp::create(nb, nloc, j)),
                            linalg::IndexOp::create(nb, nloc, j), index);
                      at.push_back(index);
                    }
                    return tensor::ExtractOp::create(nb, nloc, input, at);
                  });
}

void Legalizer::registerPermutationHandlers() {
  auto &h = handlers;
  // On real numbers ConjugateTranspose is Transpose.
  for (StringRef name : {"Transpose", "ConjugateTranspose"})
    h[name] = [this](Operation *op, ArrayRef<Value> operands,
                     SmallVectorImpl<Value> &results) -> LogicalResult {
      Location loc = op->getLoc();
      Value input = toTensor(loc, operands[0]);
      auto type = dyn_cast<RankedTensorType>(input.getType());
      if (!type)
        return error(op) << "needs a ranked input, got "
                         << operands[0].getType();
      int64_t rank = type.getRank();
      Value permValue = toTensor(loc, operands[1]);
      // An integer vector (OperandChecks.cpp).
      auto permType = cast<RankedTensorType>(permValue.getType());
      if (!permType.isDynamicDim(0) && permType.getDimSize(0) != rank)
        return error(op) << "transpose expects a vector of size " << rank
                         << ". But input(1) is a vector of size "
                         << permType.getDimSize(0);
      if (!matchPattern(permValue, m_Constant()))
        return pushResult(results, transposeAtRuntime(op, input, permValue));
      FailureOr<SmallVector<int64_t>> perm =
          constInts(op, permValue, "permutation");
      if (failed(perm))
        return failure();
      // TensorFlow's kernel counts a negative entry from the end.
      llvm::SmallBitVector seen(rank);
      for (int64_t &d : *perm) {
        if (d < 0)
          d += rank;
        if (d < 0 || d >= rank)
          return error(op) << d << " is out of range [0 .. " << rank << ")";
        seen.set(d);
      }
      for (int64_t d = 0; d < rank; ++d)
        if (!seen[d]) {
          InFlightDiagnostic diag = error(op);
          diag << d << " is missing from {";
          llvm::interleave(
              *perm, [&](int64_t p) { diag << p; }, [&] { diag << ","; });
          return diag << "}.";
        }
      return pushResult(results, transpose(op, input, *perm));
    };
  h["InvertPermutation"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value input = toTensor(loc, operands[0]);
    if (!matchPattern(input, m_Constant())) {
      // Known at run time only (the gradient of a Transpose by one): y[x[i]]
      // = i, each entry checked as TensorFlow's kernel checks it.
      Type element = getElementTypeOrSelf(input.getType());
      Value n = b.createOrFold<tensor::DimOp>(loc, input, 0);
      Value zero = constantIndex(loc, 0), one = constantIndex(loc, 1);
      Value unset =
          arith::ConstantOp::create(b, loc, b.getIntegerAttr(element, -1));
      Value inverse = fill(loc, {n}, unset);
      auto loop = scf::ForOp::create(
          b, loc, zero, n, one, ValueRange{inverse},
          [&](OpBuilder &nb, Location nloc, Value i, ValueRange s) {
            OpBuilder::InsertionGuard guard(b);
            b.setInsertionPoint(nb.getInsertionBlock(), nb.getInsertionPoint());
            Value d = tensor::ExtractOp::create(b, nloc, input, ValueRange{i});
            Value d64 =
                element.isInteger(64)
                    ? d
                    : arith::ExtSIOp::create(b, nloc, b.getI64Type(), d);
            Value n64 = arith::IndexCastOp::create(b, nloc, b.getI64Type(), n);
            Value outside = arith::OrIOp::create(
                b, nloc,
                arith::CmpIOp::create(
                    b, nloc, arith::CmpIPredicate::slt, d64,
                    arith::ConstantOp::create(b, nloc, b.getI64IntegerAttr(0))),
                arith::CmpIOp::create(b, nloc, arith::CmpIPredicate::sge, d64,
                                      n64));
            runtimeCheck(nloc, outside, "{0} is not between 0 and {1}",
                         {d64, n64});
            Value at = arith::IndexCastOp::create(b, nloc, b.getIndexType(), d);
            Value seen = arith::CmpIOp::create(
                b, nloc, arith::CmpIPredicate::ne,
                tensor::ExtractOp::create(b, nloc, s[0], ValueRange{at}),
                unset);
            runtimeCheck(nloc, seen, "{0} is duplicated in the input.", {d64});
            scf::YieldOp::create(
                b, nloc,
                ValueRange{tensor::InsertOp::create(
                    b, nloc, arith::IndexCastOp::create(b, nloc, element, i),
                    s[0], ValueRange{at})});
          });
      results.push_back(loop.getResult(0));
      return success();
    }
    FailureOr<SmallVector<int64_t>> perm = constInts(op, input, "permutation");
    if (failed(perm))
      return failure();
    int64_t size = perm->size();
    SmallVector<bool> seen(size, false);
    for (int64_t d : *perm) {
      if (d < 0 || d >= size)
        return error(op) << d << " is not between 0 and " << size;
      if (seen[d])
        return error(op) << d << " is duplicated in the input.";
      seen[d] = true;
    }
    SmallVector<int64_t> inverse = invertPermutationVector(*perm);
    Type element = getElementTypeOrSelf(operands[0].getType());
    SmallVector<APInt> values = llvm::map_to_vector(inverse, [&](int64_t v) {
      return APInt(element.getIntOrFloatBitWidth(), v);
    });
    results.push_back(arith::ConstantOp::create(
        b, loc,
        DenseElementsAttr::get(
            RankedTensorType::get({(int64_t)values.size()}, element), values)));
    return success();
  };
}

} // namespace mlir::tagrad::tf_legalize
