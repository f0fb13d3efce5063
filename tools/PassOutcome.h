//===- PassOutcome.h - How a fuzzed pass pipeline went ----------*- C++ -*-===//
//
// tagrad-fuzz and tagrad-graphdef-fuzz count a pass that fails without an
// error diagnostic, or leaves IR that does not verify, as a bug; errors are
// the expected outcome of most mutants.
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_TOOLS_PASSOUTCOME_H
#define TAGRAD_TOOLS_PASSOUTCOME_H

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassInstrumentation.h"

#include <cstdint>
#include <string>

namespace mlir::tagrad {

/// Tells a pass that fails from one that leaves IR that does not verify (the
/// pass manager's verifier, which stops the pipeline, runs between the pass
/// and runAfterPassFailed): the first error of a failing pass's window is
/// then the verifier's own first error. The caller's diagnostic handler
/// counts `errors` and keeps the first error since the pass began in
/// `firstError`; `broken` says what went wrong ("" while nothing did).
struct PassOutcome : public PassInstrumentation {
  std::string &broken;
  std::string &firstError;
  const uint64_t &errors;
  uint64_t errorsBefore = 0;
  PassOutcome(std::string &broken, std::string &firstError,
              const uint64_t &errors)
      : broken(broken), firstError(firstError), errors(errors) {}
  void runBeforePass(Pass *, Operation *) override {
    errorsBefore = errors;
    firstError.clear();
  }
  void runAfterPassFailed(Pass *pass, Operation *op) override {
    // Nested pipelines report the inner pass first; adaptors have no name.
    if (!broken.empty() || pass->getArgument().empty())
      return;
    if (errors == errorsBefore) {
      broken = "-" + pass->getArgument().str() +
               " failed without an error diagnostic";
      return;
    }
    std::string verifierError;
    ScopedDiagnosticHandler first(op->getContext(), [&](Diagnostic &d) {
      if (verifierError.empty() && d.getSeverity() == DiagnosticSeverity::Error)
        verifierError = d.str();
      return success();
    });
    if (failed(verify(op)) && verifierError == firstError)
      broken =
          "-" + pass->getArgument().str() + " left IR that does not verify";
  }
};

} // namespace mlir::tagrad

#endif // TAGRAD_TOOLS_PASSOUTCOME_H
