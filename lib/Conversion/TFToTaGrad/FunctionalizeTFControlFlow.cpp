//===- FunctionalizeTFControlFlow.cpp - tf_executor to functional ops -----===//
//
// -tagrad-functionalize-tf-control-flow (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Conversion/Passes.h"

namespace mlir {
namespace tagrad {
#define GEN_PASS_DEF_TAGRADFUNCTIONALIZETFCONTROLFLOW
#include "TaGrad/Conversion/Passes.h.inc"
} // namespace tagrad
} // namespace mlir

using namespace mlir;

namespace {
struct FunctionalizeTFControlFlow
    : public tagrad::impl::TaGradFunctionalizeTFControlFlowBase<
          FunctionalizeTFControlFlow> {
  void runOnOperation() override {}
};
} // namespace
