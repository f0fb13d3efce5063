//===- LegalizePartitions.cpp - DynamicPartition and DynamicStitch --------===//
//
// The pair embedding_lookup uses on a partitioned table (and TensorFlow's
// gradients of data-dependent shapes): DynamicPartition splits rows by a
// partition id, DynamicStitch (and ParallelDynamicStitch) merges them back
// by index. Both have sizes only the data gives.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {

void Legalizer::registerPartitionHandlers() {
  auto &h = handlers;
  // DynamicPartition(data, partitions): output k holds, in order, the rows
  // data[i...] whose partitions[i...] is k: the coordinates of the matches
  // (Where), then a GatherNd of them.
  h["DynamicPartition"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value data = toTensor(loc, operands[0]);
    Value partitions = toTensor(loc, operands[1]);
    auto partitionsType = dyn_cast<RankedTensorType>(partitions.getType());
    auto dataType = dyn_cast<RankedTensorType>(data.getType());
    if (!partitionsType || !dataType ||
        !partitionsType.getElementType().isSignlessInteger(32) ||
        partitionsType.getRank() > dataType.getRank())
      return error(op) << "needs int32 partitions whose shape is a prefix of "
                          "the data's, got "
                       << partitions.getType() << " and " << data.getType();
    // num_partitions is the result count (TensorFlow's importer drops the
    // attribute).
    int64_t n = op->getNumResults();
    if (n < 1)
      return error(op) << "needs num_partitions >= 1";
    // Every partition id in [0, n): one reduction, one check.
    FailureOr<Value> low =
        reduce(op, partitions,
               llvm::to_vector(llvm::seq<int64_t>(0, partitionsType.getRank())),
               false, "Min");
    FailureOr<Value> high =
        reduce(op, partitions,
               llvm::to_vector(llvm::seq<int64_t>(0, partitionsType.getRank())),
               false, "Max");
    if (failed(low) || failed(high))
      return failure();
    if (partitionsType.getNumElements() != 0) {
      Value lo = signExtendToI64(b, loc, toScalar(loc, *low));
      Value hi = signExtendToI64(b, loc, toScalar(loc, *high));
      Value bad = arith::OrIOp::create(
          b, loc,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, lo,
                                arith::ConstantIntOp::create(b, loc, 0, 64)),
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, hi,
                                arith::ConstantIntOp::create(b, loc, n, 64)));
      runtimeCheck(loc, bad,
                   "partitions are not all in [0, " + std::to_string(n) +
                       "): the smallest is {0}, the largest {1}",
                   {lo, hi});
    }
    for (int64_t k = 0; k < n; ++k) {
      Value id = arith::ConstantOp::create(
          b, loc,
          DenseElementsAttr::get(RankedTensorType::get({}, b.getI32Type()),
                                 ArrayRef<Attribute>{b.getI32IntegerAttr(k)}));
      FailureOr<Value> match = compare(op, {partitions, id}, "Equal");
      if (failed(match))
        return failure();
      FailureOr<Value> where = whereTrue(op, *match);
      if (failed(where))
        return failure();
      FailureOr<Value> rows = gatherNd(op, data, *where);
      if (failed(rows))
        return failure();
      results.push_back(*rows);
    }
    return success();
  };
  // DynamicStitch(indices..., data...): merged[indices[m][i...], ...] =
  // data[m][i..., ...], as many rows as the largest index plus one; a later
  // write of the same row wins (ParallelDynamicStitch leaves the order to
  // the runtime: this one is as good as any).
  auto stitch = [this](Operation *op, ArrayRef<Value> operands,
                       SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    if (operands.size() % 2 != 0 || operands.empty())
      return error(op) << "needs as many data as indices operands";
    size_t n = operands.size() / 2;
    SmallVector<Value> indices, data;
    for (size_t m = 0; m < n; ++m) {
      indices.push_back(toTensor(loc, operands[m]));
      data.push_back(toTensor(loc, operands[n + m]));
      auto it = dyn_cast<RankedTensorType>(indices.back().getType());
      auto dt = dyn_cast<RankedTensorType>(data.back().getType());
      if (!it || !dt || dt.getRank() < it.getRank() ||
          !it.getElementType().isSignlessInteger(32))
        return error(op) << "needs int32 indices whose shapes start the "
                            "data's, got "
                         << indices.back().getType() << " and "
                         << data.back().getType();
    }
    auto first = cast<RankedTensorType>(data[0].getType());
    auto firstIndices = cast<RankedTensorType>(indices[0].getType());
    SmallVector<OpFoldResult> dataSizes = sizesOf(loc, data[0]);
    SmallVector<OpFoldResult> rest(
        ArrayRef<OpFoldResult>(dataSizes).drop_front(firstIndices.getRank()));
    // Rows: the largest index plus one (0 when every index list is empty);
    // known at compile time when every index is a constant (a gradient's
    // reshape target stitched from a shape whose size is not), so that what
    // reads the result keeps a static length.
    int64_t constantRows = 0;
    bool allConstant = llvm::all_of(indices, [&](Value list) {
      DenseIntElementsAttr values;
      if (!matchPattern(list, m_Constant(&values)))
        return false;
      for (const APInt &index : values.getValues<APInt>())
        constantRows = std::max(constantRows, index.getSExtValue() + 1);
      return true;
    });
    // Stitched vectors of known elements (a reduction's gradient stitching
    // a partly known shape with ones) stay known elements; later lists
    // overwrite earlier ones, as TensorFlow's kernel writes them.
    if (allConstant && first.getRank() == 1 && firstIndices.getRank() == 1 &&
        constantRows <= kMaxFoldedElements) {
      SmallVector<Value> elements(constantRows);
      bool known = true;
      for (size_t m = 0; m < n && known; ++m) {
        std::optional<SmallVector<Value>> values = knownElements(loc, data[m]);
        DenseIntElementsAttr positions;
        known =
            values && matchPattern(indices[m], m_Constant(&positions)) &&
            positions.getNumElements() == static_cast<int64_t>(values->size());
        if (!known)
          break;
        for (auto [position, value] :
             llvm::zip(positions.getValues<APInt>(), *values)) {
          if (position.isNegative())
            known = false;
          else
            elements[position.getSExtValue()] = value;
        }
      }
      if (known && llvm::all_of(elements, [](Value v) { return bool(v); })) {
        results.push_back(b.createOrFold<tensor::FromElementsOp>(
            loc, RankedTensorType::get({constantRows}, first.getElementType()),
            elements));
        return success();
      }
    }
    Value rows = constantIndex(loc, 0);
    for (Value list : allConstant ? ArrayRef<Value>() : ArrayRef(indices)) {
      auto type = cast<RankedTensorType>(list.getType());
      FailureOr<Value> largest = reduce(
          op, list, llvm::to_vector(llvm::seq<int64_t>(0, type.getRank())),
          false, "Max");
      if (failed(largest))
        return failure();
      Value next = arith::AddIOp::create(b, loc, toIndex(loc, *largest),
                                         constantIndex(loc, 1));
      rows = arith::MaxSIOp::create(b, loc, rows, next);
    }
    SmallVector<OpFoldResult> sizes = {
        allConstant ? OpFoldResult(b.getIndexAttr(constantRows))
                    : OpFoldResult(rows)};
    llvm::append_range(sizes, rest);
    Value merged = fill(loc, sizes,
                        arith::ConstantOp::create(
                            b, loc, b.getZeroAttr(first.getElementType())));
    for (size_t m = 0; m < n; ++m) {
      auto type = cast<RankedTensorType>(indices[m].getType());
      SmallVector<int64_t> shape(type.getShape());
      shape.push_back(1);
      SmallVector<ReassociationIndices> groups;
      for (int64_t d = 0; d < type.getRank(); ++d)
        groups.push_back({d});
      if (groups.empty())
        groups = {};
      else
        groups.back().push_back(type.getRank());
      Value column = tensor::ExpandShapeOp::create(
          b, loc, RankedTensorType::get(shape, type.getElementType()),
          indices[m], groups);
      FailureOr<Value> updated =
          scatterNd(op, column, data[m], Value(), merged, "Update");
      if (failed(updated))
        return failure();
      merged = *updated;
    }
    results.push_back(merged);
    return success();
  };
  h["DynamicStitch"] = stitch;
  h["ParallelDynamicStitch"] = stitch;
}

} // namespace mlir::tagrad::tf_legalize
