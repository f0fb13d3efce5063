//===- CpuApproximateTanh.cpp - tanh as TensorFlow's CPU kernels compute it
//===//
//
// TensorFlow's CPU Tanh kernel is Eigen's, which for float evaluates a
// 13/6-degree rational approximation (accurate to a couple of ulp) in
// vector registers. Lowered to libm's tanhf instead, every element is a
// call that LLVM cannot vectorize: in an RNN step the tanh of the state
// was a seventh of the time. Upstream's approximation of math.tanh
// (populatePolynomialApproximateTanhPattern) uses Eigen's coefficients and
// clamp; it runs before the math ops are lowered, on scalars and vectors.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADCPUAPPROXIMATETANH
#include "TaGrad/Codegen/CPU/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;

namespace {

struct TaGradCpuApproximateTanh
    : public tagrad::impl::TaGradCpuApproximateTanhBase<
          TaGradCpuApproximateTanh> {
  void runOnOperation() override {
    // Only the tanh ops and what replaces them: the greedy driver would
    // also fold and erase elsewhere, changing code without a tanh.
    SmallVector<Operation *> tanhs;
    getOperation()->walk([&](math::TanhOp op) { tanhs.push_back(op); });
    if (tanhs.empty())
      return markAllAnalysesPreserved();
    RewritePatternSet patterns(&getContext());
    populatePolynomialApproximateTanhPattern(patterns);
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
    if (failed(applyOpPatternsGreedily(tanhs, std::move(patterns), config)))
      return signalPassFailure();
  }
};

} // namespace
