//===- InferGradSource.cpp - Fill empty grad sources ------------*- C++ -*-===//
//
// TensorFlow derives the `source` of TensorArrayGradV3 from the name of the
// incoming gradient (`_GetGradSource` in tensor_array_grad.py): each
// tf.gradients call opens its own `gradients`, `gradients_1`, ... scope, and
// the source keeps separate gradient computations from sharing (and double
// counting in) one accumulator. Imported graphs keep that name in the op's
// NameLoc, so the same rule applies here.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Dialect/TaGrad/Analysis/TensorArrayAnalysis.h"
#include "TaGrad/Dialect/TaGrad/Transforms/Passes.h"

namespace mlir {
namespace tagrad {
#define GEN_PASS_DEF_TAGRADINFERGRADSOURCE
#include "TaGrad/Dialect/TaGrad/Transforms/Passes.h.inc"
} // namespace tagrad
} // namespace mlir

using namespace mlir;
using namespace mlir::tagrad;

namespace {
struct InferGradSourcePass
    : public tagrad::impl::TaGradInferGradSourceBase<InferGradSourcePass> {
  void runOnOperation() override {
    bool failed = false;
    getOperation().walk([&](TensorArrayGradOpInterface grad) {
      if (!grad.getGradientSource().empty())
        return;
      Operation *op = grad;
      std::string name;
      std::optional<std::string> source = inferGradSource(op->getLoc(), &name);
      if (!source) {
        failed = true;
        if (name.empty())
          op->emitOpError("has an empty 'source' and no name location to "
                          "infer it from (TensorFlow's _GetGradSource needs "
                          "a name with a 'gradients' scope)");
        else
          op->emitOpError("has an empty 'source' that cannot be inferred: "
                          "Expected op/tensor name to start with gradients "
                          "(excluding scope), got: ")
              << name;
        return;
      }
      grad.setGradientSource(*source);
    });
    if (failed)
      signalPassFailure();
  }
};
} // namespace
