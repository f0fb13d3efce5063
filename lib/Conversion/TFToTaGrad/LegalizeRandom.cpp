//===- LegalizeRandom.cpp - Random numbers where they do not run ----------===//
//
// TaGrad does not reproduce TensorFlow's random generators (Philox streams
// keyed by the graph's and the op's seeds, advanced per call). A program
// may still hold random ops that do not run: a dropout or noise layer
// behind a training flag that is off takes the other branch of a tf.cond.
// Such an op compiles, with a warning, to zeros of its shape and a run-time
// check that fails, at the op's location, if it is ever reached.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {

void Legalizer::registerRandomHandlers() {
  for (StringRef name : {"RandomUniform", "RandomStandardNormal",
                         "TruncatedNormal", "RandomUniformInt"})
    handlers[name] = [this,
                      name](Operation *op, ArrayRef<Value> operands,
                            SmallVectorImpl<Value> &results) -> LogicalResult {
      Location loc = op->getLoc();
      auto type = dyn_cast<TensorType>(op->getResult(0).getType());
      if (!type || !type.getElementType().isIntOrFloat())
        return error(op) << "needs a numeric result, got "
                         << op->getResult(0).getType();
      Type element = type.getElementType();
      FailureOr<SmallVector<OpFoldResult>> sizes =
          shapeOperandSizes(op, operands[0], element);
      if (failed(sizes))
        return failure();
      if (warned.insert(loc).second)
        op->emitWarning() << "'" << op->getName()
                          << "' draws random numbers, which TaGrad does not "
                             "reproduce: the program fails if this op runs";
      runtimeCheck(loc, arith::ConstantOp::create(b, loc, b.getBoolAttr(true)),
                   (name + " ran: TaGrad does not reproduce TensorFlow's "
                           "random numbers (it takes programs whose random "
                           "ops do not run, such as a dropout with training "
                           "off)")
                       .str());
      results.push_back(
          fill(loc, *sizes,
               arith::ConstantOp::create(b, loc, b.getZeroAttr(element))));
      return success();
    };
}

} // namespace mlir::tagrad::tf_legalize
