//===- TensorArrayChecks.h - The `checks` option ----------------*- C++ -*-===//

#ifndef TAGRAD_DIALECT_TAGRAD_TRANSFORMS_TENSORARRAYCHECKS_H
#define TAGRAD_DIALECT_TAGRAD_TRANSFORMS_TENSORARRAYCHECKS_H

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir {
namespace tagrad {

/// Which of TensorFlow's TensorArray rules decomposed arrays check at run
/// time (-tagrad-decompose-tensor-arrays, --tagrad-cpu-pipeline).
enum class TensorArrayChecks { All, Bounds, None };

inline llvm::raw_ostream &operator<<(llvm::raw_ostream &os,
                                     TensorArrayChecks checks) {
  switch (checks) {
  case TensorArrayChecks::All:
    return os << "all";
  case TensorArrayChecks::Bounds:
    return os << "bounds";
  case TensorArrayChecks::None:
    return os << "none";
  }
  llvm_unreachable("unknown TensorArrayChecks");
}

/// The option's values, for llvm::cl.
inline auto tensorArrayChecksValues() {
  return llvm::cl::values(
      clEnumValN(TensorArrayChecks::All, "all",
                 "TensorFlow's full rules: bounds, double write, write after "
                 "read, read once, use after close"),
      clEnumValN(TensorArrayChecks::Bounds, "bounds", "index range only"),
      clEnumValN(TensorArrayChecks::None, "none",
                 "nothing reported; indices clamped into range"));
}

} // namespace tagrad
} // namespace mlir

#endif // TAGRAD_DIALECT_TAGRAD_TRANSFORMS_TENSORARRAYCHECKS_H
