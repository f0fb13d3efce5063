//===- LegalizeTFPass.cpp - -tagrad-legalize-tf ---------------------------===//

#include "TaGrad/Conversion/Passes.h"

namespace mlir {
namespace tagrad {
#define GEN_PASS_DEF_TAGRADLEGALIZETF
#include "TaGrad/Conversion/Passes.h.inc"
} // namespace tagrad
} // namespace mlir

using namespace mlir;

namespace {
struct LegalizeTF : public tagrad::impl::TaGradLegalizeTFBase<LegalizeTF> {
  void runOnOperation() override {}
};
} // namespace
