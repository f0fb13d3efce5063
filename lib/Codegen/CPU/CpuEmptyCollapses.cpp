//===- CpuEmptyCollapses.cpp - Empty collapses of dynamic type ------------===//
//
// A tensor.collapse_shape group with a static 0 and a dynamic size
// ([0, 7, ?]: an empty batch of dynamic width, collapsed by a batch norm's
// lowering or a Reshape) has a dynamic size in the tensor type, but MLIR 22's
// one-shot bufferization and memref.collapse_shape's canonicalization
// multiply the static sizes to a static 0, and build a memref.collapse_shape
// that does not verify (found by tagrad-graphdef-fuzz). The expand_shape
// back to [0, 7, ?] lowers its dynamic size as the collapsed size divided by
// the static ones (0 / 0) instead of its output_shape. Either has no
// elements: it becomes a tensor.empty of its type with its sizes.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/Pass/Pass.h"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADCPUEMPTYCOLLAPSES
#include "TaGrad/Codegen/CPU/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;

namespace {

/// Whether a group of `source` holds a static 0 and a dynamic size.
bool hasEmptyDynamicGroup(RankedTensorType source,
                          ArrayRef<ReassociationIndices> groups) {
  return llvm::any_of(groups, [&](const ReassociationIndices &group) {
    return llvm::any_of(
               group, [&](int64_t dim) { return source.isDynamicDim(dim); }) &&
           llvm::any_of(
               group, [&](int64_t dim) { return source.getDimSize(dim) == 0; });
  });
}

struct CpuEmptyCollapses
    : public tagrad::impl::TaGradCpuEmptyCollapsesBase<CpuEmptyCollapses> {
  void runOnOperation() override {
    SmallVector<tensor::CollapseShapeOp> collapses;
    SmallVector<tensor::ExpandShapeOp> expands;
    getOperation().walk([&](Operation *op) {
      if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(op);
          collapse && hasEmptyDynamicGroup(collapse.getSrcType(),
                                           collapse.getReassociationIndices()))
        collapses.push_back(collapse);
      else if (auto expand = dyn_cast<tensor::ExpandShapeOp>(op);
               expand && hasEmptyDynamicGroup(expand.getResultType(),
                                              expand.getReassociationIndices()))
        expands.push_back(expand);
    });
    if (collapses.empty() && expands.empty())
      return markAllAnalysesPreserved();
    for (tensor::ExpandShapeOp expand : expands) {
      OpBuilder builder(expand);
      RankedTensorType result = expand.getResultType();
      Value empty = tensor::EmptyOp::create(
          builder, expand.getLoc(), result.getShape(), result.getElementType(),
          expand.getOutputShape(), result.getEncoding());
      expand.getResult().replaceAllUsesWith(empty);
      expand.erase();
    }
    for (tensor::CollapseShapeOp collapse : collapses) {
      OpBuilder builder(collapse);
      Location loc = collapse.getLoc();
      RankedTensorType source = collapse.getSrcType();
      RankedTensorType result = collapse.getResultType();
      // The dynamic result sizes: products of their groups' source sizes.
      SmallVector<Value> sizes;
      for (auto [resultDim, group] :
           llvm::enumerate(collapse.getReassociationIndices())) {
        if (!result.isDynamicDim(resultDim))
          continue;
        Value size = arith::ConstantIndexOp::create(builder, loc, 1);
        for (int64_t dim : group) {
          Value factor = source.isDynamicDim(dim)
                             ? Value(tensor::DimOp::create(
                                   builder, loc, collapse.getSrc(), dim))
                             : Value(arith::ConstantIndexOp::create(
                                   builder, loc, source.getDimSize(dim)));
          size = arith::MulIOp::create(builder, loc, size, factor);
        }
        sizes.push_back(size);
      }
      Value empty = tensor::EmptyOp::create(builder, loc, result.getShape(),
                                            result.getElementType(), sizes,
                                            result.getEncoding());
      collapse.getResult().replaceAllUsesWith(empty);
      collapse.erase();
    }
  }
};

} // namespace
