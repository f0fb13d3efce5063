//===- TaGradToGPUPass.cpp - -convert-tagrad-to-gpu ------------*- C++ -*-===//

#include "TaGrad/Conversion/Passes.h"
#include "TaGrad/Conversion/TaGradToGPU/TaGradToGPU.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir {
namespace tagrad {
#define GEN_PASS_DEF_CONVERTTAGRADTOGPU
#include "TaGrad/Conversion/Passes.h.inc"
} // namespace tagrad
} // namespace mlir

using namespace mlir;
using namespace mlir::tagrad;

namespace {
struct ConvertTaGradToGPUPass
    : public tagrad::impl::ConvertTaGradToGPUBase<ConvertTaGradToGPUPass> {
  using Base::Base;

  void runOnOperation() override {
    if (blockSize < 32 || blockSize > 1024 || blockSize % 32 != 0) {
      getOperation()->emitError()
          << "block-size must be a multiple of 32 in [32, 1024], got "
          << static_cast<unsigned>(blockSize);
      return signalPassFailure();
    }
    if (gridBlocks < 1 || gridBlocks > 65535) {
      getOperation()->emitError() << "grid-blocks must be in [1, 65535], got "
                                  << static_cast<unsigned>(gridBlocks);
      return signalPassFailure();
    }
    TaGradToGPUOptions options;
    options.blockSize = blockSize;
    options.gridBlocks = gridBlocks;
    options.deviceResident = deviceResident;

    RewritePatternSet patterns(&getContext());
    populateTaGradToGPUPatterns(patterns, options);
    // One rewrite per op, no folding: the result is easy to read in tests.
    walkAndApplyPatterns(getOperation(), std::move(patterns));

    // Device-resident results computed in their destination leave
    // materialize_in_destination(to_tensor(%m), %m): drop them.
    getOperation()->walk(
        [](bufferization::MaterializeInDestinationOp materialize) {
          auto toTensor = materialize.getSource()
                              .getDefiningOp<bufferization::ToTensorOp>();
          if (toTensor && toTensor.getBuffer() == materialize.getDest())
            materialize.erase();
        });
  }
};
} // namespace
