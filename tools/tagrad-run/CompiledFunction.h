//===- CompiledFunction.h - One function compiled for the host --*- C++ -*-===//
//
// What tagrad-run and tagrad-run-fuzz share: read the signature of the
// function to run (after legalizing TensorFlow's MLIR), compile the module
// with --tagrad-cpu-pipeline and MLIR's ExecutionEngine, call the function
// on host tensors through its C interface, and copy its results out and
// free their buffers.
//
// Errors carry tagrad-run's exit status (RunError): 1 when the module does
// not compile or a call fails, 2 for a bad input or invocation.
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_TOOLS_TAGRAD_RUN_COMPILEDFUNCTION_H
#define TAGRAD_TOOLS_TAGRAD_RUN_COMPILEDFUNCTION_H

#include "HostTensor.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <string>
#include <vector>

namespace mlir::tagrad::run {

/// Exit statuses: a failed compilation or call (also a TensorFlow rule that
/// fails at run time), and a bad input or invocation.
constexpr int kCompileFailed = 1;
constexpr int kBadInput = 2;

/// A failure and the exit status it gives; an empty message means the
/// diagnostics have already said what failed.
class RunError : public llvm::ErrorInfo<RunError> {
public:
  static char ID;
  RunError(int exitCode, std::string message)
      : exitCode(exitCode), message(std::move(message)) {}
  void log(llvm::raw_ostream &os) const override { os << message; }
  std::error_code convertToErrorCode() const override {
    return llvm::inconvertibleErrorCode();
  }
  int exitCode;
  std::string message;
};

llvm::Error makeRunError(int exitCode, const llvm::Twine &message);

/// Prints `error` as "<tool>: <message>" (nothing for an empty message) and
/// returns its exit status.
int reportRunError(llvm::Error error, llvm::StringRef tool);

/// What one argument or result is in the function's signature.
struct Slot {
  ElementKind kind;
  bool isTensor = false;
  /// A result of unknown rank (tensor<*x...>): its rank comes with it.
  bool unranked = false;
  llvm::SmallVector<int64_t> shape; // ShapedType::kDynamic for '?'
  /// The resource variable's shared_name (attribute tagrad.variable), or "".
  std::string variable;
  std::string typeString() const;
};

/// The default libraries of compiled code: TaGrad's runtime next to the
/// executable `argv0` (bin/../lib) and MLIR's runner utilities.
llvm::Expected<std::vector<std::string>> defaultSharedLibs(const char *argv0);
/// The same with TaGrad's runtime in `runtimeDir`.
llvm::Expected<std::vector<std::string>>
sharedLibsWithRuntimeIn(llvm::StringRef runtimeDir);

/// Records the types of the values that will be passed to `functionName`
/// (empty: @main), when it is TensorFlow's: the arguments' as attribute
/// tagrad.argument_types, the variables' that files hold by name as
/// tagrad.variable_types. -tagrad-legalize-tf types a captured variable
/// whose graph does not say its type from them.
void setArgumentTypeHints(
    ModuleOp module, llvm::StringRef functionName,
    llvm::ArrayRef<HostTensor> values,
    llvm::ArrayRef<std::pair<std::string, HostTensor>> variables = {});

/// One function of a module, compiled and callable.
class CompiledFunction {
public:
  /// Legalizes TensorFlow's MLIR in `module` (tf / tf_executor ops) and
  /// reads the signature of `functionName` (empty: @main, or the module's
  /// only public function). `fileName` names the module in messages.
  static llvm::Expected<std::unique_ptr<CompiledFunction>>
  prepare(OwningOpRef<ModuleOp> module, llvm::StringRef functionName,
          llvm::StringRef fileName);
  ~CompiledFunction();

  const std::string &name() const { return functionName; }
  llvm::ArrayRef<Slot> arguments() const { return args; }
  llvm::ArrayRef<Slot> results() const { return resultSlots; }

  /// Checks `value` against argument `index`; `given` says where the
  /// value comes from in the message ("--input x.npy").
  llvm::Error checkArgument(size_t index, const HostTensor &value,
                            const llvm::Twine &given) const;

  /// Compiles the module with tagrad-cpu-pipeline{pipelineOptions} and
  /// creates the execution engine with defaultSharedLibs(argv0) and
  /// `moreSharedLibs`.
  llvm::Error compile(llvm::StringRef pipelineOptions, const char *argv0,
                      llvm::ArrayRef<std::string> moreSharedLibs = {});
  /// The same with the compiled code's libraries given in full (an embedder
  /// finds TaGrad's runtime beside itself, not beside the executable).
  /// With `privateLibraries` they are opened with RTLD_LOCAL and the
  /// compiled code's external symbols are resolved from them:
  /// ExecutionEngine's own loading (RTLD_GLOBAL) makes them and their
  /// dependencies (Debian's libLLVM and libMLIR) global, and another LLVM in
  /// the process (TensorFlow's Python module) would then bind to them.
  llvm::Error compileWithLibraries(llvm::StringRef pipelineOptions,
                                   llvm::ArrayRef<std::string> sharedLibs,
                                   bool privateLibraries = false);
  /// Whether compile() runs MLIR's verifier after every pass (the
  /// pipeline's own stage checks, -tagrad-verify-ir, run either way); off
  /// by default: on large programs it costs as much as the passes.
  void setVerifyEachPass(bool verify) { verifyEachPass = verify; }
  /// A symbol of the compiled code's libraries (after compile), or null.
  void *librarySymbol(llvm::StringRef name) const;

  /// The results as the compiled code left them, until collect().
  struct RawResults {
    // The struct a multi-result or memref-returning C interface fills.
    std::vector<int64_t> storage;
    // A single scalar result, returned by value.
    int64_t scalar = 0;
  };
  /// Runs the compiled code's packed entry point. An error means the call
  /// did not complete: there are no results to collect.
  using Invoker = llvm::Error (*)(void (*packedFunction)(void **),
                                  void **arguments);
  /// tagrad-run's invoker: a failed run-time check (cf.assert's abort)
  /// exits the process with status 1.
  static llvm::Error exitOnFailedCheck(void (*packedFunction)(void **),
                                       void **arguments);
  /// One call on `values` (checked arguments) through `invoker`. Compiled
  /// code may write into its argument buffers: give each call its own copy.
  llvm::Expected<RawResults> call(std::vector<HostTensor> &values,
                                  Invoker invoker = exitOnFailedCheck);
  /// Copies the results of call(values) out (unless `copy` is false) and
  /// frees the buffers the compiled code returned. Fails (status 1) when a
  /// copy does not fit in memory.
  llvm::Expected<std::vector<HostTensor>>
  collect(const RawResults &raw, const std::vector<HostTensor> &values,
          bool copy);

private:
  CompiledFunction() = default;

  OwningOpRef<ModuleOp> module;
  std::string functionName;
  bool verifyEachPass = false;
  llvm::SmallVector<Slot> args, resultSlots;
  std::unique_ptr<ExecutionEngine> engine;
  // dlopen handles of privateLibraries, closed after the engine is gone.
  std::vector<void *> privateHandles;
  void (*packedFunction)(void **) = nullptr;
  void (*freeBuffer)(void *) = nullptr;
  // Layout of the results struct.
  bool resultByPointer = false;
  llvm::SmallVector<int64_t> resultOffsets;
  int64_t resultBytes = 0;
};

} // namespace mlir::tagrad::run

#endif // TAGRAD_TOOLS_TAGRAD_RUN_COMPILEDFUNCTION_H
