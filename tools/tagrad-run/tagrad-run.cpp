//===- tagrad-run.cpp - Compile a module and run one function -------------===//
//
// Compiles a module (text or bytecode) with --tagrad-cpu-pipeline (after
// --tagrad-tf-frontend for TensorFlow's MLIR) and runs one of its functions
// with MLIR's ExecutionEngine on inputs given as .npy files or IREE-style text,
// printing or saving the results: no hand-written main. Flags follow IREE's
// iree-run-module (--function, --input, --output, --expected_output,
// --benchmark_repetitions).
//
// Exit status: 0 on success; 1 when the module does not compile or a
// TensorFlow rule fails at run time (the runtime prints TensorFlow's
// message) or a result differs from its --expected_output; 2 for bad inputs
// (count, shape, dtype, unreadable file) or an unknown function.
//
//===----------------------------------------------------------------------===//

#include "CompiledFunction.h"
#include "HostTensor.h"
#include "ToolRegistration.h"
#include "ToolVersion.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <map>

using namespace mlir;
using namespace mlir::tagrad::run;
namespace cl = llvm::cl;

static cl::OptionCategory runCategory("tagrad-run options");

static cl::opt<std::string> inputFilename(cl::Positional,
                                          cl::desc("<module.mlir|.mlirbc>"),
                                          cl::init("-"), cl::cat(runCategory));
static cl::opt<std::string>
    functionName("function",
                 cl::desc("Function to run (default: main, or the module's "
                          "only public function)"),
                 cl::cat(runCategory));
static cl::list<std::string>
    inputs("input",
           cl::desc("One per argument, in order: @file.npy, or "
                    "SHAPExTYPE=VALUES (\"2x3xf32=1,2,3,4,5,6\", \"f32=1.5\"; "
                    "one value fills the tensor)"),
           cl::cat(runCategory));
static cl::opt<std::string> variablesDir(
    "variables",
    cl::desc("Folder holding the values of variable arguments (attribute "
             "tagrad.variable) that no --input gives, one file per variable: "
             "var__NAME.npy or refvar__NAME.npy, NAME the variable's name "
             "with '/' written '__' (default: the folder of the first "
             "--input @file)"),
    cl::value_desc("dir"), cl::cat(runCategory));
static cl::list<std::string>
    outputs("output",
            cl::desc("One per result, in order: @file.npy to save it, or - "
                     "to print it (the default for results without one)"),
            cl::cat(runCategory));
static cl::opt<std::string> pipelineOptions(
    "pipeline-options",
    cl::desc("Options for --tagrad-cpu-pipeline, e.g. \"checks=none "
             "threads=1\""),
    cl::init(""), cl::cat(runCategory));
static cl::opt<bool> verifyEach(
    "verify-each",
    cl::desc("Run MLIR's verifier after every pass of the pipeline, not "
             "only at its stage boundaries (slower on large programs)"),
    cl::init(false), cl::cat(runCategory));
static cl::list<std::string> expectedOutputs(
    "expected_output",
    cl::desc("One per result, in order: @file.npy or SHAPExTYPE=VALUES that "
             "the result must match (exit 1 if any differs)"),
    cl::cat(runCategory));
static cl::opt<double> expectedThreshold(
    "expected_f32_threshold",
    cl::desc("Tolerance for floating-point --expected_output: |actual - "
             "expected| <= T * max(1, |expected|) elementwise"),
    cl::init(1e-4), cl::cat(runCategory));
static cl::opt<unsigned> benchmarkRepetitions(
    "benchmark_repetitions",
    cl::desc("Run the function this many times after one warm-up call and "
             "print the median wall time per call as 'median_ns_per_call: "
             "N': the compiled call and the release of the buffers it "
             "returns, not the copies of inputs and results tagrad-run "
             "makes (results are not printed)"),
    cl::init(0), cl::cat(runCategory));
static cl::list<std::string>
    sharedLibs("shared-libs",
               cl::desc("More shared libraries for the compiled code"),
               cl::CommaSeparated, cl::cat(runCategory));

namespace {

[[noreturn]] void fail(int code, const llvm::Twine &message) {
  llvm::errs() << "tagrad-run: " << message << "\n";
  std::exit(code);
}

/// Exits with the status and message of a failed step.
[[noreturn]] void exitWith(llvm::Error error) {
  std::exit(reportRunError(std::move(error), "tagrad-run"));
}

/// The file of variable `name` in `dir` (TensorFlow's checkpoint-free case
/// layout: var__ for resource variables, refvar__ for TF1 references), or
/// "" if there is none.
std::string variableFile(llvm::StringRef dir, llvm::StringRef name) {
  std::string stem;
  for (char c : name)
    stem += c == '/' ? std::string("__") : std::string(1, c);
  for (llvm::StringRef prefix : {"var__", "refvar__"}) {
    llvm::SmallString<256> path(dir);
    llvm::sys::path::append(path, prefix + stem + ".npy");
    if (llvm::sys::fs::exists(path))
      return std::string(path);
  }
  return "";
}

/// One input spec per argument. The --input values bind in order; when
/// fewer are given, variable arguments take their values from files: all
/// variables when the inputs number the other arguments (a graph's feeds,
/// its variables wherever they sit), else the trailing ones.
std::vector<std::string> bindArguments(const std::string &name,
                                       llvm::ArrayRef<Slot> args) {
  auto countMismatch = [&](llvm::StringRef why) {
    fail(kBadInput, "@" + name + " takes " + llvm::Twine(args.size()) +
                        " arguments but " + llvm::Twine(inputs.size()) +
                        " --input are given" + why);
  };
  if (inputs.size() == args.size())
    return std::vector<std::string>(inputs.begin(), inputs.end());
  if (inputs.size() > args.size())
    countMismatch("");
  size_t numVariables = llvm::count_if(
      args, [](const Slot &slot) { return !slot.variable.empty(); });
  bool feedsOnly = args.size() - numVariables == inputs.size();
  if (!feedsOnly &&
      llvm::any_of(args.drop_front(inputs.size()),
                   [](const Slot &slot) { return slot.variable.empty(); }))
    countMismatch("");
  std::string dir = variablesDir;
  if (dir.empty()) {
    auto file = llvm::find_if(inputs, [](const std::string &spec) {
      return llvm::StringRef(spec).starts_with("@");
    });
    if (file == inputs.end())
      countMismatch(" (the missing ones are variables: give --variables=dir "
                    "or their --input)");
    dir = llvm::sys::path::parent_path(llvm::StringRef(*file).drop_front());
    if (dir.empty())
      dir = ".";
  }
  std::vector<std::string> specs;
  size_t next = 0;
  for (const Slot &slot : args) {
    bool fromFile =
        !slot.variable.empty() && (feedsOnly || specs.size() >= inputs.size());
    if (!fromFile) {
      specs.push_back(inputs[next++]);
      continue;
    }
    std::string path = variableFile(dir, slot.variable);
    if (path.empty())
      countMismatch(" and variable '" + slot.variable + "' has no var__ or " +
                    "refvar__ file in " + dir);
    specs.push_back("@" + path);
  }
  return specs;
}

/// The kinds and shapes of the var__NAME.npy / refvar__NAME.npy files in
/// the folder bindArguments reads variables from, by variable name.
std::vector<std::pair<std::string, HostTensor>> variableFileTypes() {
  std::string dir = variablesDir;
  if (dir.empty()) {
    auto file = llvm::find_if(inputs, [](const std::string &spec) {
      return llvm::StringRef(spec).starts_with("@");
    });
    if (file == inputs.end())
      return {};
    dir = llvm::sys::path::parent_path(llvm::StringRef(*file).drop_front());
    if (dir.empty())
      dir = ".";
  }
  std::map<std::string, HostTensor> byName;
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(dir, ec), end; it != end && !ec;
       it.increment(ec)) {
    llvm::StringRef file = llvm::sys::path::filename(it->path());
    if (!file.consume_back(".npy"))
      continue;
    bool isRef = file.consume_front("refvar__");
    if (!isRef && !file.consume_front("var__"))
      continue;
    std::string name = llvm::join(llvm::split(file, "__"), "/");
    llvm::Expected<HostTensor> header =
        readNpy(it->path(), /*headerOnly=*/true);
    if (!header) {
      llvm::consumeError(header.takeError()); // reported if it is read
      continue;
    }
    // var__ first, as variableFile looks.
    if (!isRef || !byName.count(name))
      byName[name] = std::move(*header);
  }
  return {byName.begin(), byName.end()};
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  mlir::tagrad::addTaGradVersionPrinter();
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  tagrad::registerToolPasses();
  cl::HideUnrelatedOptions(runCategory);
  cl::ParseCommandLineOptions(
      argc, argv,
      "tagrad-run: compile a module with --tagrad-cpu-pipeline and run one "
      "function\n\n"
      "  tagrad-run model.mlir --function=step --input=@x.npy "
      "--input=\"4xf32=1,2,3,4\" --output=@y.npy\n\n"
      "Exit status: 0; 1 when compilation or a TensorFlow rule at run time "
      "fails; 2 for bad inputs or an unknown function.\n");

  DialectRegistry registry;
  tagrad::registerToolDialects(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  // TensorFlow's MLIR is generic tf.* / tf_executor.* ops: TaGrad
  // registers no tf dialect (-tagrad-legalize-tf rejects what it cannot
  // lower).
  context.allowUnregisteredDialects();

  std::string errorMessage;
  auto file = openInputFile(inputFilename, &errorMessage);
  if (!file)
    fail(kBadInput, errorMessage);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return kCompileFailed;

  // The inputs are read first: a TF2 graph's captured variables are
  // untyped resource placeholders, typed from their feeds.
  std::vector<HostTensor> given;
  for (auto [i, spec] : llvm::enumerate(inputs)) {
    llvm::StringRef text(spec);
    llvm::Expected<HostTensor> value =
        text.consume_front("@") ? readNpy(text) : parseHostTensor(text);
    if (!value)
      fail(kBadInput, "argument " + llvm::Twine(i) + " (--input " + spec +
                          "): " + llvm::toString(value.takeError()));
    given.push_back(std::move(*value));
  }
  setArgumentTypeHints(*module, functionName, given, variableFileTypes());

  // TensorFlow's MLIR is legalized first, so the signature is the lowered
  // one.
  llvm::Expected<std::unique_ptr<CompiledFunction>> prepared =
      CompiledFunction::prepare(std::move(module), functionName, inputFilename);
  if (!prepared)
    exitWith(prepared.takeError());
  CompiledFunction &function = **prepared;
  const std::string &name = function.name();
  llvm::ArrayRef<Slot> args = function.arguments();
  size_t numResults = function.results().size();

  // Inputs, checked against the signature before anything is compiled.
  std::vector<std::string> argumentSpecs = bindArguments(name, args);
  if (outputs.size() > numResults)
    fail(kBadInput, "@" + name + " has " + llvm::Twine(numResults) +
                        " results but " + llvm::Twine(outputs.size()) +
                        " --output are given");
  if (expectedOutputs.size() > numResults)
    fail(kBadInput, "@" + name + " has " + llvm::Twine(numResults) +
                        " results but " + llvm::Twine(expectedOutputs.size()) +
                        " --expected_output are given");
  for (const std::string &spec : outputs)
    if (spec != "-" && !llvm::StringRef(spec).starts_with("@"))
      fail(kBadInput, "--output " + spec + ": write @file.npy or -");
  // The --input values were read above; variables from files now.
  std::vector<HostTensor> values;
  size_t nextGiven = 0;
  for (auto [i, spec] : llvm::enumerate(argumentSpecs)) {
    llvm::Expected<HostTensor> value = HostTensor();
    if (nextGiven < inputs.size() && spec == inputs[nextGiven]) {
      *value = std::move(given[nextGiven++]);
    } else {
      llvm::StringRef text(spec);
      value = text.consume_front("@") ? readNpy(text) : parseHostTensor(text);
    }
    if (!value)
      fail(kBadInput, "argument " + llvm::Twine(i) + " (--input " + spec +
                          "): " + llvm::toString(value.takeError()));
    if (llvm::Error error =
            function.checkArgument(i, *value, "--input " + spec))
      exitWith(std::move(error));
    values.push_back(std::move(*value));
  }

  std::vector<std::string> moreLibs(sharedLibs.begin(), sharedLibs.end());
  function.setVerifyEachPass(verifyEach);
  if (llvm::Error error = function.compile(pipelineOptions, argv[0], moreLibs))
    exitWith(std::move(error));

  // Each call gets its own copy of the inputs (compiled code may write into
  // its argument buffers).
  auto call = [&](std::vector<HostTensor> &callValues) {
    llvm::Expected<CompiledFunction::RawResults> raw =
        function.call(callValues);
    if (!raw)
      exitWith(raw.takeError());
    return std::move(*raw);
  };
  auto collect = [&](const CompiledFunction::RawResults &raw,
                     const std::vector<HostTensor> &callValues, bool copy) {
    llvm::Expected<std::vector<HostTensor>> results =
        function.collect(raw, callValues, copy);
    if (!results)
      exitWith(results.takeError());
    return std::move(*results);
  };
  auto invoke = [&](std::vector<HostTensor> callValues) {
    CompiledFunction::RawResults raw = call(callValues);
    return collect(raw, callValues, /*copy=*/true);
  };

  if (benchmarkRepetitions > 0) {
    invoke(values);
    // Timed: the compiled call and the release of the buffers it returned
    // (what a caller that consumes its results in place pays). Not timed:
    // copying the inputs for the call, and tagrad-run's own host copies.
    std::vector<int64_t> times;
    for (unsigned r = 0; r < benchmarkRepetitions; ++r) {
      std::vector<HostTensor> callValues = values;
      auto begin = std::chrono::steady_clock::now();
      CompiledFunction::RawResults raw = call(callValues);
      collect(raw, callValues, /*copy=*/false);
      auto end = std::chrono::steady_clock::now();
      times.push_back(
          std::chrono::duration_cast<std::chrono::nanoseconds>(end - begin)
              .count());
    }
    std::sort(times.begin(), times.end());
    llvm::outs() << "median_ns_per_call: " << times[times.size() / 2] << "\n";
    return 0;
  }

  // The inputs' only use: not copied (an input may take most of memory).
  std::vector<HostTensor> resultValues = invoke(std::move(values));
  bool mismatch = false;
  for (auto [i, value] : llvm::enumerate(resultValues)) {
    if (i < expectedOutputs.size()) {
      llvm::StringRef spec(expectedOutputs[i]);
      llvm::Expected<HostTensor> expected =
          spec.consume_front("@") ? readNpy(spec) : parseHostTensor(spec);
      if (!expected)
        fail(kBadInput, "result " + llvm::Twine(i) + " (--expected_output " +
                            expectedOutputs[i] +
                            "): " + llvm::toString(expected.takeError()));
      std::string difference =
          compareHostTensors(value, *expected, expectedThreshold);
      llvm::outs() << "result " << i << ": " << value.typeString() << " "
                   << (difference.empty() ? "matches" : "MISMATCH: ")
                   << difference << "\n";
      mismatch |= !difference.empty();
      continue;
    }
    llvm::StringRef where =
        i < outputs.size() ? llvm::StringRef(outputs[i]) : llvm::StringRef("-");
    if (where.consume_front("@")) {
      if (llvm::Error error = writeNpy(value, where))
        fail(kBadInput, "result " + llvm::Twine(i) + ": " +
                            llvm::toString(std::move(error)));
      continue;
    }
    value.print(llvm::outs());
    llvm::outs() << "\n";
  }
  return mismatch ? kCompileFailed : 0;
}
