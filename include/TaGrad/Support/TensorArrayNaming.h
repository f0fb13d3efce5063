//===- TensorArrayNaming.h - How TensorArrays are named ---------*- C++ -*-===//
//
// The part of the naming policy the compiler and the runtime share (this
// header needs neither MLIR nor LLVM): a gradient accumulator is named
// "<forward name>@<source>", TensorArrayGradV3's lookup key. How an unnamed
// array is named is decided by the compiler alone
// (TaGrad/Dialect/TaGrad/Analysis/TensorArrayAnalysis.h), which always
// passes the runtime a name.
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_SUPPORT_TENSORARRAYNAMING_H
#define TAGRAD_SUPPORT_TENSORARRAYNAMING_H

#include <string>
#include <string_view>

namespace mlir {
namespace tagrad {

/// TensorFlow's name of the gradient accumulator of (`forward`, `source`).
inline std::string getAccumulatorName(std::string_view forward,
                                      std::string_view source) {
  std::string name(forward);
  name += '@';
  name += source;
  return name;
}

} // namespace tagrad
} // namespace mlir

#endif // TAGRAD_SUPPORT_TENSORARRAYNAMING_H
