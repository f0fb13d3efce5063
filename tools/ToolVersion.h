//===- ToolVersion.h - --version for TaGrad's tools -------------*- C++ -*-===//
//
// Adds TaGrad's version (the CMake project version) to the LLVM version that
// `--version` prints, and names the other tools.
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_TOOLS_TOOLVERSION_H
#define TAGRAD_TOOLS_TOOLVERSION_H

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::tagrad {

inline void addTaGradVersionPrinter() {
  llvm::cl::AddExtraVersionPrinter([](llvm::raw_ostream &os) {
    os << "TaGrad version " TAGRAD_VERSION "\n"
       << "  tools: tagrad-opt (passes and pipelines), tagrad-run (compile "
          "and run a function on .npy inputs), tagrad-lsp-server (editor "
          "support)\n";
  });
}

} // namespace mlir::tagrad

#endif // TAGRAD_TOOLS_TOOLVERSION_H
