//===- LegalizeSets.cpp - tf.sets on dense inputs -------------------------===//
//
// DenseToDenseSetOperation: for each row of the last dimension, the set
// difference (a-b, b-a), intersection or union of two rows of integers,
// as TensorFlow's kernel (set_kernels.cc) returns it: a sparse tensor whose
// rows hold each result set sorted ascending, without repeats. The
// tf.compat.v1.losses check that weights broadcast to the values, which
// every loss with weights of unknown shape carries, is built on it.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {

void Legalizer::registerSetHandlers() {
  handlers["DenseToDenseSetOperation"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    auto kindAttr = op->getAttrOfType<StringAttr>("set_operation");
    StringRef kind = kindAttr ? kindAttr.getValue() : "";
    if (kind != "a-b" && kind != "b-a" && kind != "intersection" &&
        kind != "union")
      return error(op) << "Invalid set_operation " << kind << ".";
    Value set1 = toTensor(loc, operands[0]), set2 = toTensor(loc, operands[1]);
    auto type1 = dyn_cast<RankedTensorType>(set1.getType());
    auto type2 = dyn_cast<RankedTensorType>(set2.getType());
    if (!type1 || !type2 || type1.getElementType() != type2.getElementType() ||
        !type1.getElementType().isSignlessInteger())
      return error(op) << "needs ranked integer sets of one type, got "
                       << set1.getType() << " and " << set2.getType();
    int64_t rank = type1.getRank();
    if (rank < 2 || type2.getRank() != rank)
      return error(op) << "needs sets of one rank, 2 or more, got "
                       << set1.getType() << " and " << set2.getType();
    Type element = type1.getElementType(), i64 = b.getI64Type();
    Value zero = constantIndex(loc, 0), one = constantIndex(loc, 1);
    // The groups: every dimension but the last, equal in both (TensorFlow's
    // "Shapes ... mismatch"), flattened.
    SmallVector<Value> groupSizes;
    Value groups = one, groups2 = one;
    for (int64_t d = 0; d + 1 < rank; ++d) {
      Value a = b.createOrFold<tensor::DimOp>(loc, set1, d);
      Value c = b.createOrFold<tensor::DimOp>(loc, set2, d);
      runtimeCheck(
          loc,
          b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::ne, a, c),
          "Shapes of set1 and set2 differ in dimension " + std::to_string(d) +
              ": {0} vs {1}",
          {arith::IndexCastOp::create(b, loc, i64, a).getResult(),
           arith::IndexCastOp::create(b, loc, i64, c).getResult()});
      groupSizes.push_back(a);
      groups = b.createOrFold<arith::MulIOp>(loc, groups, a);
      groups2 = b.createOrFold<arith::MulIOp>(loc, groups2, c);
    }
    Value n1 = b.createOrFold<tensor::DimOp>(loc, set1, rank - 1);
    Value n2 = b.createOrFold<tensor::DimOp>(loc, set2, rank - 1);
    auto flat = [&](Value set, Value count, Value n) -> Value {
      return reshapeThroughFlat(
          loc, set,
          RankedTensorType::get({ShapedType::kDynamic, ShapedType::kDynamic},
                                element),
          {count, n});
    };
    Value rows1 = flat(set1, groups, n1), rows2 = flat(set2, groups2, n2);
    // Past a failed shape check, only the groups both sets have are read.
    Value walked = b.createOrFold<arith::MinUIOp>(loc, groups, groups2);
    // Candidates per group: a-b and intersection walk set1, b-a set2, union
    // both; each kept at most once.
    bool fromSecond = kind == "b-a";
    Value candidates = kind == "union"
                           ? b.createOrFold<arith::AddIOp>(loc, n1, n2)
                           : (fromSecond ? n2 : n1);
    Value capacity = b.createOrFold<arith::MulIOp>(loc, groups, candidates);
    Value values = tensor::EmptyOp::create(
        b, loc, ArrayRef<OpFoldResult>{capacity}, element);
    Value owners =
        tensor::EmptyOp::create(b, loc, ArrayRef<OpFoldResult>{capacity}, i64);
    Value starts =
        tensor::EmptyOp::create(b, loc, ArrayRef<OpFoldResult>{groups}, i64);
    auto c64 = [&](OpBuilder &nb, Location nloc, int64_t v) -> Value {
      return arith::ConstantOp::create(nb, nloc, nb.getI64IntegerAttr(v));
    };
    // Whether `row` of `rows` (of `n` elements) holds `v`.
    auto contains = [&](OpBuilder &nb, Location nloc, Value rows, Value row,
                        Value n, Value v) -> Value {
      auto loop = scf::ForOp::create(
          nb, nloc, arith::ConstantIndexOp::create(nb, nloc, 0), n,
          arith::ConstantIndexOp::create(nb, nloc, 1),
          ValueRange{
              arith::ConstantOp::create(nb, nloc, nb.getBoolAttr(false))},
          [&](OpBuilder &lb, Location lloc, Value k, ValueRange found) {
            Value e =
                tensor::ExtractOp::create(lb, lloc, rows, ValueRange{row, k});
            Value same =
                arith::CmpIOp::create(lb, lloc, arith::CmpIPredicate::eq, e, v);
            scf::YieldOp::create(
                lb, lloc,
                arith::OrIOp::create(lb, lloc, found[0], same).getResult());
          });
      return loop.getResult(0);
    };
    auto outer = scf::ForOp::create(
        b, loc, zero, walked, one,
        ValueRange{zero, c64(b, loc, 0), values, owners, starts},
        [&](OpBuilder &nb, Location nloc, Value g, ValueRange state) {
          Value start = state[0];
          Value g64 = arith::IndexCastOp::create(nb, nloc, i64, g);
          Value startsOut =
              tensor::InsertOp::create(
                  nb, nloc, arith::IndexCastOp::create(nb, nloc, i64, start),
                  state[4], ValueRange{g})
                  .getResult();
          auto inner = scf::ForOp::create(
              nb, nloc, arith::ConstantIndexOp::create(nb, nloc, 0), candidates,
              arith::ConstantIndexOp::create(nb, nloc, 1),
              ValueRange{start, state[2], state[3]},
              [&](OpBuilder &ib, Location iloc, Value k, ValueRange acc) {
                Value count = acc[0], vals = acc[1], own = acc[2];
                // The k-th candidate and whether the operation keeps it.
                Value v, keep;
                if (kind == "union") {
                  Value first = arith::CmpIOp::create(
                      ib, iloc, arith::CmpIPredicate::ult, k, n1);
                  Value k2 = arith::SelectOp::create(
                      ib, iloc, first,
                      arith::ConstantIndexOp::create(ib, iloc, 0),
                      arith::SubIOp::create(ib, iloc, k, n1));
                  Value k1 = arith::SelectOp::create(
                      ib, iloc, first, k,
                      arith::ConstantIndexOp::create(ib, iloc, 0));
                  // An empty set1 row reads nothing from it.
                  auto read1 = scf::IfOp::create(ib, iloc, TypeRange{element},
                                                 first, true);
                  {
                    OpBuilder::InsertionGuard guard(ib);
                    ib.setInsertionPointToStart(read1.thenBlock());
                    scf::YieldOp::create(ib, iloc,
                                         tensor::ExtractOp::create(
                                             ib, iloc, rows1, ValueRange{g, k1})
                                             .getResult());
                    ib.setInsertionPointToStart(read1.elseBlock());
                    scf::YieldOp::create(ib, iloc,
                                         tensor::ExtractOp::create(
                                             ib, iloc, rows2, ValueRange{g, k2})
                                             .getResult());
                  }
                  v = read1.getResult(0);
                  keep =
                      arith::ConstantOp::create(ib, iloc, ib.getBoolAttr(true));
                } else {
                  v = tensor::ExtractOp::create(
                      ib, iloc, fromSecond ? rows2 : rows1, ValueRange{g, k});
                  Value inOther = contains(ib, iloc, fromSecond ? rows1 : rows2,
                                           g, fromSecond ? n1 : n2, v);
                  keep = kind == "intersection"
                             ? inOther
                             : arith::XOrIOp::create(
                                   ib, iloc, inOther,
                                   arith::ConstantOp::create(
                                       ib, iloc, ib.getBoolAttr(true)));
                }
                // Not yet in this group's result, whose [start, count) is
                // sorted: the number of smaller elements is its place.
                auto scan = scf::ForOp::create(
                    ib, iloc, start, count,
                    arith::ConstantIndexOp::create(ib, iloc, 1),
                    ValueRange{arith::ConstantOp::create(ib, iloc,
                                                         ib.getBoolAttr(false)),
                               start},
                    [&](OpBuilder &sb, Location sloc, Value j,
                        ValueRange found) {
                      Value e = tensor::ExtractOp::create(sb, sloc, vals,
                                                          ValueRange{j});
                      Value same = arith::CmpIOp::create(
                          sb, sloc, arith::CmpIPredicate::eq, e, v);
                      Value less = arith::CmpIOp::create(
                          sb, sloc, arith::CmpIPredicate::slt, e, v);
                      Value place = arith::SelectOp::create(
                          sb, sloc, less,
                          arith::AddIOp::create(
                              sb, sloc, j,
                              arith::ConstantIndexOp::create(sb, sloc, 1)),
                          found[1]);
                      scf::YieldOp::create(
                          sb, sloc,
                          ValueRange{
                              arith::OrIOp::create(sb, sloc, found[0], same),
                              place});
                    });
                Value seen = scan.getResult(0), place = scan.getResult(1);
                Value add = arith::AndIOp::create(
                    ib, iloc, keep,
                    arith::XOrIOp::create(ib, iloc, seen,
                                          arith::ConstantOp::create(
                                              ib, iloc, ib.getBoolAttr(true))));
                auto insert = scf::IfOp::create(ib, iloc, TypeRange(acc), add,
                                                /*withElseRegion=*/true);
                {
                  OpBuilder::InsertionGuard guard(ib);
                  ib.setInsertionPointToStart(insert.thenBlock());
                  // Shift [place, count) up by one, from the top.
                  Value span = arith::SubIOp::create(ib, iloc, count, place);
                  auto shift = scf::ForOp::create(
                      ib, iloc, arith::ConstantIndexOp::create(ib, iloc, 0),
                      span, arith::ConstantIndexOp::create(ib, iloc, 1),
                      ValueRange{vals},
                      [&](OpBuilder &hb, Location hloc, Value s,
                          ValueRange moved) {
                        Value from = arith::SubIOp::create(
                            hb, hloc,
                            arith::SubIOp::create(
                                hb, hloc, count,
                                arith::ConstantIndexOp::create(hb, hloc, 1)),
                            s);
                        Value to = arith::AddIOp::create(
                            hb, hloc, from,
                            arith::ConstantIndexOp::create(hb, hloc, 1));
                        Value e = tensor::ExtractOp::create(hb, hloc, moved[0],
                                                            ValueRange{from});
                        scf::YieldOp::create(
                            hb, hloc,
                            tensor::InsertOp::create(hb, hloc, e, moved[0],
                                                     ValueRange{to})
                                .getResult());
                      });
                  Value placed = tensor::InsertOp::create(
                      ib, iloc, v, shift.getResult(0), ValueRange{place});
                  Value owned = tensor::InsertOp::create(ib, iloc, g64, own,
                                                         ValueRange{count});
                  scf::YieldOp::create(
                      ib, iloc,
                      ValueRange{
                          arith::AddIOp::create(
                              ib, iloc, count,
                              arith::ConstantIndexOp::create(ib, iloc, 1)),
                          placed, owned});
                  ib.setInsertionPointToStart(insert.elseBlock());
                  scf::YieldOp::create(ib, iloc, acc);
                }
                scf::YieldOp::create(ib, iloc, insert.getResults());
              });
          Value count = inner.getResult(0);
          Value size = arith::IndexCastOp::create(
              nb, nloc, i64, arith::SubIOp::create(nb, nloc, count, start));
          Value widest = arith::MaxSIOp::create(nb, nloc, state[1], size);
          scf::YieldOp::create(nb, nloc,
                               ValueRange{count, widest, inner.getResult(1),
                                          inner.getResult(2), startsOut});
        });
    Value total = outer.getResult(0), widest = outer.getResult(1);
    Value owner = outer.getResult(3), first = outer.getResult(4);
    // Indices: the group's position in the leading dimensions, then the
    // element's place in its group.
    Value indices = generate(
        loc, {total, b.getIndexAttr(rank)}, i64,
        [&](OpBuilder &nb, Location nloc) -> Value {
          Value i = linalg::IndexOp::create(nb, nloc, 0);
          Value c = linalg::IndexOp::create(nb, nloc, 1);
          Value g = tensor::ExtractOp::create(nb, nloc, owner, ValueRange{i});
          Value gIndex =
              arith::IndexCastOp::create(nb, nloc, nb.getIndexType(), g);
          Value place = arith::SubIOp::create(
              nb, nloc, arith::IndexCastOp::create(nb, nloc, i64, i),
              tensor::ExtractOp::create(nb, nloc, first, ValueRange{gIndex}));
          // Coordinate d of g in the leading sizes, last one fastest.
          Value result = place;
          Value rest = g;
          for (int64_t d = rank - 2; d >= 0; --d) {
            Value size =
                arith::IndexCastOp::create(nb, nloc, i64, groupSizes[d]);
            Value coordinate = arith::RemUIOp::create(nb, nloc, rest, size);
            rest = arith::DivUIOp::create(nb, nloc, rest, size);
            Value here = arith::CmpIOp::create(
                nb, nloc, arith::CmpIPredicate::eq, c,
                arith::ConstantIndexOp::create(nb, nloc, d));
            result =
                arith::SelectOp::create(nb, nloc, here, coordinate, result);
          }
          return result;
        });
    SmallVector<Value> shape = llvm::map_to_vector(groupSizes, [&](Value v) {
      return arith::IndexCastOp::create(b, loc, i64, v).getResult();
    });
    shape.push_back(widest);
    results.push_back(indices);
    results.push_back(leadingElements(loc, outer.getResult(2), total));
    results.push_back(tensor::FromElementsOp::create(
        b, loc, RankedTensorType::get({rank}, i64), shape));
    return success();
  };
}

} // namespace mlir::tagrad::tf_legalize
