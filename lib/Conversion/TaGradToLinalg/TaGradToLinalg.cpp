// PLACEHOLDER: patterns being implemented.
#include "TaGrad/Conversion/Passes.h"
#include "mlir/IR/PatternMatch.h"

void mlir::tagrad::populateTaGradToLinalgPatterns(RewritePatternSet &) {}
