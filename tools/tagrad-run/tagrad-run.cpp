//===- tagrad-run.cpp - Compile a module and run one function -------------===//
//
// Compiles a module (text or bytecode) with --tagrad-cpu-pipeline (after
// -tagrad-functionalize-tf-control-flow and -tagrad-legalize-tf for
// TensorFlow's MLIR) and runs
// one of its functions with MLIR's ExecutionEngine on inputs given as .npy
// files or IREE-style text, printing or saving the results: no hand-written
// main. Flags follow IREE's iree-run-module (--function, --input, --output,
// --expected_output, --benchmark_repetitions).
//
// Exit status: 0 on success; 1 when the module does not compile or a
// TensorFlow rule fails at run time (the runtime prints TensorFlow's
// message) or a result differs from its --expected_output; 2 for bad inputs
// (count, shape, dtype, unreadable file) or an unknown function.
//
//===----------------------------------------------------------------------===//

#include "HostTensor.h"
#include "ToolVersion.h"

#include "TaGrad/Codegen/CPU/Passes.h"
#include "TaGrad/Conversion/Passes.h"
#include "TaGrad/Dialect/TaGrad/IR/TaGradDialect.h"
#include "TaGrad/Dialect/TaGrad/Transforms/Passes.h"
#include "TaGrad/Pipelines/Pipelines.h"
#include "ToolRegistration.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/DynamicLibrary.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"

#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/ToolOutputFile.h"
#include <csignal>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>

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

/// Exit codes: a bad input or invocation, and a failed compilation.
constexpr int kBadInput = 2;
constexpr int kCompileFailed = 1;

[[noreturn]] void fail(int code, const llvm::Twine &message) {
  llvm::errs() << "tagrad-run: " << message << "\n";
  std::exit(code);
}

/// A failed run-time check of the compiled code (a cf.assert: TensorFlow's
/// shape and index rules, an empty stack) prints its message and aborts.
/// That is the program's error, not tagrad-run's crash: exit 1, as for the
/// TensorArray runtime's errors, without a stack dump.
extern "C" void exitOnFailedCheck(int) {
  static const char note[] =
      "tagrad-run: a run-time check of the compiled code failed (above)\n";
  (void)!write(2, note, sizeof(note) - 1);
  _exit(kCompileFailed);
}

/// What one argument or result is in the function's signature.
struct Slot {
  ElementKind kind;
  bool isTensor = false;
  /// A result of unknown rank (tensor<*x...>): its rank comes with it.
  bool unranked = false;
  llvm::SmallVector<int64_t> shape; // ShapedType::kDynamic for '?'
  std::string typeString() const;
};

std::string Slot::typeString() const {
  std::string s = unranked ? "*x" : "";
  for (int64_t d : shape)
    s +=
        (ShapedType::isDynamic(d) ? std::string("?") : std::to_string(d)) + "x";
  return s + elementKindName(kind).str();
}

std::optional<ElementKind> kindOf(Type type) {
  if (type.isF16())
    return ElementKind::F16;
  if (type.isBF16())
    return ElementKind::BF16;
  if (type.isF32())
    return ElementKind::F32;
  if (type.isF64())
    return ElementKind::F64;
  if (type.isInteger(1))
    return ElementKind::I1;
  if (type.isInteger(32))
    return ElementKind::I32;
  if (type.isInteger(64) || type.isIndex())
    return ElementKind::I64;
  return std::nullopt;
}

/// The slot for `type`, or an error naming what tagrad-run cannot pass.
std::optional<Slot> slotOf(Type type) {
  Slot slot;
  if (auto tensor = dyn_cast<RankedTensorType>(type)) {
    std::optional<ElementKind> kind = kindOf(tensor.getElementType());
    if (!kind)
      return std::nullopt;
    slot.kind = *kind;
    slot.isTensor = true;
    slot.shape.assign(tensor.getShape().begin(), tensor.getShape().end());
    return slot;
  }
  if (auto tensor = dyn_cast<UnrankedTensorType>(type)) {
    std::optional<ElementKind> kind = kindOf(tensor.getElementType());
    if (!kind)
      return std::nullopt;
    slot.kind = *kind;
    slot.isTensor = slot.unranked = true;
    return slot;
  }
  std::optional<ElementKind> kind = kindOf(type);
  if (!kind)
    return std::nullopt;
  slot.kind = *kind;
  return slot;
}

/// A strided memref descriptor as compiled code sees it: allocated and
/// aligned pointers, offset, sizes, strides (all 64-bit).
struct Descriptor {
  std::vector<int64_t> words;
  explicit Descriptor(int64_t rank) : words(3 + 2 * rank, 0) {}
  int64_t rank() const { return (words.size() - 3) / 2; }
  void *allocated() const { return reinterpret_cast<void *>(words[0]); }
  void *aligned() const { return reinterpret_cast<void *>(words[1]); }
  int64_t offset() const { return words[2]; }
  int64_t size(int64_t d) const { return words[3 + d]; }
  int64_t stride(int64_t d) const { return words[3 + rank() + d]; }
};

/// Copies a (possibly strided) result out of compiled code's buffer, a
/// run of the innermost dimension at a time where it is contiguous.
HostTensor readResult(const Descriptor &desc, ElementKind kind) {
  HostTensor t;
  t.kind = kind;
  for (int64_t d = 0; d < desc.rank(); ++d)
    t.shape.push_back(desc.size(d));
  int64_t elt = elementSize(kind);
  t.bytes.resize(t.numElements() * elt);
  auto *base = static_cast<const uint8_t *>(desc.aligned());
  int64_t rank = desc.rank();
  // Elements per copied run: the innermost dimension when its stride is 1.
  int64_t run =
      rank > 0 && desc.stride(rank - 1) == 1 ? desc.size(rank - 1) : 1;
  int64_t runDims = run > 1 ? rank - 1 : rank;
  llvm::SmallVector<int64_t> index(runDims, 0);
  for (int64_t i = 0, n = t.numElements(); i < n; i += run) {
    int64_t at = desc.offset();
    for (int64_t d = 0; d < runDims; ++d)
      at += index[d] * desc.stride(d);
    std::memcpy(t.bytes.data() + i * elt, base + at * elt, run * elt);
    for (int64_t d = runDims - 1; d >= 0; --d) {
      if (++index[d] < desc.size(d))
        break;
      index[d] = 0;
    }
  }
  return t;
}

/// Size and alignment of a value in the LLVM struct a multi-result or
/// memref-returning C interface writes through its first argument.
std::pair<int64_t, int64_t> layoutOf(const Slot &slot) {
  if (slot.unranked) // rank, pointer to the ranked descriptor
    return {16, 8};
  if (slot.isTensor)
    return {8 * (3 + 2 * int64_t(slot.shape.size())), 8};
  int64_t size = elementSize(slot.kind);
  return {size, size};
}

func::FuncOp findFunction(ModuleOp module) {
  if (!functionName.empty()) {
    auto func = module.lookupSymbol<func::FuncOp>(functionName);
    if (!func || func.isExternal())
      fail(kBadInput, "no function '" + functionName + "' with a body in '" +
                          inputFilename + "'");
    return func;
  }
  if (auto main = module.lookupSymbol<func::FuncOp>("main"))
    if (!main.isExternal())
      return main;
  func::FuncOp only;
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isExternal() || func.isPrivate())
      continue;
    if (only)
      fail(kBadInput, "'" + inputFilename +
                          "' has several public functions and no @main: "
                          "choose one with --function");
    only = func;
  }
  if (!only)
    fail(kBadInput, "'" + inputFilename + "' has no function to run");
  return only;
}

/// The default libraries: TaGrad's runtime next to this executable
/// (bin/../lib, in the build tree and installed) and MLIR's runner
/// utilities (memref copies of strided buffers call into them).
std::vector<std::string> defaultSharedLibs(const char *argv0) {
  std::vector<std::string> libs;
  std::string exe = llvm::sys::fs::getMainExecutable(
      argv0, reinterpret_cast<void *>(&defaultSharedLibs));
  llvm::SmallString<256> runtime(
      llvm::sys::path::parent_path(llvm::sys::path::parent_path(exe)));
  llvm::sys::path::append(runtime, "lib", "libtagrad_runtime.so");
  if (!llvm::sys::fs::exists(runtime))
    fail(kCompileFailed, "cannot find TaGrad's runtime at '" + runtime + "'");
  libs.push_back(std::string(runtime));
  for (const char *name :
       {"libmlir_c_runner_utils.so", "libmlir_runner_utils.so"}) {
    llvm::SmallString<256> path(TAGRAD_MLIR_LIB_DIR);
    llvm::sys::path::append(path, name);
    if (llvm::sys::fs::exists(path))
      libs.push_back(std::string(path));
  }
  return libs;
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

  // TensorFlow's importer output: functionalize its graphs and legalize
  // its ops first, so the signature below is the lowered one.
  bool hasExecutor = false, hasTF = false;
  module->walk([&](Operation *op) {
    StringRef dialect = op->getName().getDialectNamespace();
    hasExecutor |= dialect == "tf_executor";
    hasTF |= dialect == "tf" || dialect == "tf_executor" ||
             dialect == "tf_saved_model";
  });
  if (hasTF) {
    PassManager frontEnd(&context);
    if (hasExecutor)
      frontEnd.addNestedPass<func::FuncOp>(
          tagrad::createTaGradFunctionalizeTFControlFlow());
    frontEnd.addPass(tagrad::createTaGradLegalizeTF());
    if (failed(frontEnd.run(*module)))
      return kCompileFailed;
  }

  func::FuncOp func = findFunction(*module);
  std::string name = func.getName().str();
  FunctionType type = func.getFunctionType();
  auto slotsOf = [&](TypeRange types, llvm::StringRef what,
                     llvm::StringRef cannot, bool allowUnranked) {
    llvm::SmallVector<Slot> slots;
    for (auto [i, t] : llvm::enumerate(types)) {
      std::optional<Slot> slot = slotOf(t);
      if (!slot || (slot->unranked && !allowUnranked)) {
        std::string s;
        llvm::raw_string_ostream(s) << t;
        fail(kBadInput, what + " " + llvm::Twine(i) + " of @" + name +
                            " has type " + s + ", which tagrad-run cannot " +
                            cannot);
      }
      slots.push_back(*slot);
    }
    return slots;
  };
  llvm::SmallVector<Slot> args =
      slotsOf(type.getInputs(), "argument",
              "pass (ranked tensors and scalars of f16, bf16, f32, f64, i1, "
              "i32, i64, index)",
              /*allowUnranked=*/false);
  // A result's rank may come with it (TensorArray reads of unknown shape).
  llvm::SmallVector<Slot> results =
      slotsOf(type.getResults(), "result", "return", /*allowUnranked=*/true);

  // Inputs, checked against the signature before anything is compiled.
  if (inputs.size() != args.size())
    fail(kBadInput, "@" + name + " takes " + llvm::Twine(args.size()) +
                        " arguments but " + llvm::Twine(inputs.size()) +
                        " --input are given");
  if (outputs.size() > results.size())
    fail(kBadInput, "@" + name + " has " + llvm::Twine(results.size()) +
                        " results but " + llvm::Twine(outputs.size()) +
                        " --output are given");
  if (expectedOutputs.size() > results.size())
    fail(kBadInput, "@" + name + " has " + llvm::Twine(results.size()) +
                        " results but " + llvm::Twine(expectedOutputs.size()) +
                        " --expected_output are given");
  for (const std::string &spec : outputs)
    if (spec != "-" && !llvm::StringRef(spec).starts_with("@"))
      fail(kBadInput, "--output " + spec + ": write @file.npy or -");
  std::vector<HostTensor> values;
  for (auto [i, spec] : llvm::enumerate(inputs)) {
    llvm::StringRef text(spec);
    llvm::Expected<HostTensor> value =
        text.consume_front("@") ? readNpy(text) : parseHostTensor(text);
    if (!value)
      fail(kBadInput, "argument " + llvm::Twine(i) + " (--input " + spec +
                          "): " + llvm::toString(value.takeError()));
    const Slot &slot = args[i];
    bool shapeOk = value->shape.size() == slot.shape.size();
    for (size_t d = 0; shapeOk && d < slot.shape.size(); ++d)
      shapeOk = ShapedType::isDynamic(slot.shape[d]) ||
                slot.shape[d] == value->shape[d];
    if (value->kind != slot.kind || !shapeOk)
      fail(kBadInput, "argument " + llvm::Twine(i) + " of @" + name + " is " +
                          slot.typeString() + " but --input " + spec + " is " +
                          value->typeString());
    values.push_back(std::move(*value));
  }

  // Compile: the C interface gives one calling convention for any
  // signature (memrefs by pointer to descriptor).
  func->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                UnitAttr::get(&context));
  PassManager pm(&context);
  std::string pipeline = "tagrad-cpu-pipeline";
  if (!pipelineOptions.empty())
    pipeline += "{" + pipelineOptions + "}";
  if (failed(parsePassPipeline(pipeline, pm, llvm::errs())))
    fail(kBadInput, "bad --pipeline-options '" + pipelineOptions + "'");
  if (failed(pm.run(*module)))
    return kCompileFailed;

  // Bufferization may have found the rank of a tensor<*x...> result: the
  // compiled function returns a ranked descriptor then, not {rank, ptr}.
  if (auto compiled = module->lookupSymbol<LLVM::LLVMFuncOp>(name)) {
    Type returned = compiled.getFunctionType().getReturnType();
    for (auto [i, slot] : llvm::enumerate(results)) {
      if (!slot.unranked)
        continue;
      auto descriptor = dyn_cast<LLVM::LLVMStructType>(
          results.size() == 1
              ? returned
              : cast<LLVM::LLVMStructType>(returned).getBody()[i]);
      if (!descriptor || descriptor.getBody().size() < 3)
        continue; // {rank, ptr}: unranked as declared
      int64_t rank = descriptor.getBody().size() == 3
                         ? 0
                         : cast<LLVM::LLVMArrayType>(descriptor.getBody()[3])
                               .getNumElements();
      slot.unranked = false;
      slot.shape.assign(rank, ShapedType::kDynamic);
    }
  }

  // Compiled code reports failed checks (cf.assert) through C's stdout and
  // then aborts: unbuffered, the message is not lost with the process.
  std::setvbuf(stdout, nullptr, _IONBF, 0);

  std::vector<std::string> libs = defaultSharedLibs(argv[0]);
  libs.insert(libs.end(), sharedLibs.begin(), sharedLibs.end());
  llvm::SmallVector<llvm::StringRef> libRefs(libs.begin(), libs.end());
  ExecutionEngineOptions engineOptions;
  // LLVM's -O3 for this machine: without a target machine its cost model
  // knows no vector registers, and the loop vectorizer leaves every loop
  // scalar (what mlir-runner -O3 and the benchmarks' llc get right).
  auto targetBuilder = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!targetBuilder)
    fail(kCompileFailed, "cannot describe this machine to LLVM: " +
                             llvm::toString(targetBuilder.takeError()));
  auto targetMachine = targetBuilder->createTargetMachine();
  if (!targetMachine)
    fail(kCompileFailed, "cannot create LLVM's target machine: " +
                             llvm::toString(targetMachine.takeError()));
  auto transformer = makeOptimizingTransformer(3, 0, targetMachine->get());
  engineOptions.transformer = transformer;
  engineOptions.jitCodeGenOptLevel = llvm::CodeGenOptLevel::Aggressive;
  engineOptions.sharedLibPaths = libRefs;
  auto engine = ExecutionEngine::create(*module, engineOptions);
  if (!engine) {
    llvm::errs() << "tagrad-run: " << llvm::toString(engine.takeError())
                 << "\n";
    return kCompileFailed;
  }
  // Results are allocated through the runtime's buffer cache (the
  // pipeline's buffer-cache option), which must see them freed; it passes
  // blocks it does not track on to free().
  using FreeBufferFn = void (*)(void *);
  auto freeBuffer = reinterpret_cast<FreeBufferFn>(
      llvm::sys::DynamicLibrary::SearchForAddressOfSymbol("tagradFreeBuffer"));
  if (!freeBuffer)
    fail(kCompileFailed, "TaGrad's runtime does not export tagradFreeBuffer");

  // One call: arguments are tensors by descriptor (the host buffer,
  // row-major) and scalars by value. The results stay where the compiled
  // code put them (`RawResults`) until `collect` copies them out and frees
  // their buffers. Compiled code may write into its argument buffers, so
  // each call gets its own copy of the inputs.
  bool resultByPointer =
      results.size() > 1 || (results.size() == 1 && results[0].isTensor);
  llvm::SmallVector<int64_t> resultOffsets;
  int64_t resultBytes = 0;
  for (const Slot &slot : results) {
    auto [size, align] = layoutOf(slot);
    resultBytes = (resultBytes + align - 1) / align * align;
    resultOffsets.push_back(resultBytes);
    resultBytes += size;
  }
  struct RawResults {
    // The struct a multi-result or memref-returning C interface fills.
    std::vector<int64_t> storage;
    // A single scalar result, returned by value.
    int64_t scalar = 0;

    /// Where result `i` (at `offset` in the struct) lies.
    const uint8_t *at(bool byPointer, int64_t offset) const {
      return byPointer
                 ? reinterpret_cast<const uint8_t *>(storage.data()) + offset
                 : reinterpret_cast<const uint8_t *>(&scalar);
    }
  };
  auto call = [&](std::vector<HostTensor> &callValues) -> RawResults {
    RawResults raw;
    std::vector<Descriptor> argDescs;
    argDescs.reserve(args.size());
    std::vector<void *> descPointers(args.size(), nullptr);
    llvm::SmallVector<void *> packed;
    void *resultPointer = nullptr;
    if (resultByPointer) {
      raw.storage.assign((resultBytes + 7) / 8 + 1, 0);
      resultPointer = raw.storage.data();
      packed.push_back(&resultPointer);
    }
    for (auto [i, slot] : llvm::enumerate(args)) {
      HostTensor &value = callValues[i];
      if (!slot.isTensor) {
        packed.push_back(value.bytes.data());
        continue;
      }
      Descriptor &desc = argDescs.emplace_back(slot.shape.size());
      desc.words[0] = desc.words[1] =
          reinterpret_cast<int64_t>(value.bytes.data());
      int64_t stride = 1;
      for (int64_t d = slot.shape.size() - 1; d >= 0; --d) {
        desc.words[3 + d] = value.shape[d];
        desc.words[3 + slot.shape.size() + d] = stride;
        stride *= value.shape[d];
      }
      descPointers[i] = desc.words.data();
      packed.push_back(&descPointers[i]);
    }
    if (!resultByPointer && results.size() == 1)
      packed.push_back(&raw.scalar);

    struct sigaction onAbort = {}, previous = {};
    onAbort.sa_handler = exitOnFailedCheck;
    sigaction(SIGABRT, &onAbort, &previous);
    llvm::Error error = (*engine)->invokePacked("_mlir_ciface_" + name, packed);
    sigaction(SIGABRT, &previous, nullptr);
    if (error)
      fail(kCompileFailed, llvm::toString(std::move(error)));
    return raw;
  };

  // Copies the results out (unless `copy` is false) and frees the buffers
  // the compiled code returned. Results may share a buffer (one may be a
  // view into another's): each buffer is freed once, after every copy.
  auto collect = [&](const RawResults &raw,
                     const std::vector<HostTensor> &callValues,
                     bool copy) -> std::vector<HostTensor> {
    std::vector<HostTensor> resultValues;
    llvm::SmallPtrSet<void *, 4> owned;
    for (auto [i, slot] : llvm::enumerate(results)) {
      const uint8_t *at = raw.at(resultByPointer, resultOffsets[i]);
      if (!slot.isTensor) {
        if (!copy)
          continue;
        HostTensor &value = resultValues.emplace_back();
        value.kind = slot.kind;
        value.bytes.resize(elementSize(slot.kind));
        std::memcpy(value.bytes.data(), at, elementSize(slot.kind));
        continue;
      }
      int64_t rank = slot.shape.size();
      const void *ranked = at;
      if (slot.unranked) {
        // The callee copied the ranked descriptor to the heap (upstream's
        // convention for returned unranked memrefs); it is ours to free.
        void *copied;
        std::memcpy(&rank, at, 8);
        std::memcpy(&copied, at + 8, 8);
        ranked = copied;
        owned.insert(copied);
      }
      Descriptor desc(rank);
      std::memcpy(desc.words.data(), ranked, desc.words.size() * 8);
      if (copy)
        resultValues.push_back(readResult(desc, slot.kind));
      // Returned buffers belong to the caller (ownership-based
      // deallocation); a result that is an argument's buffer is not ours.
      bool isArgument = llvm::any_of(callValues, [&](const HostTensor &v) {
        return v.bytes.data() == desc.allocated();
      });
      if (!isArgument)
        owned.insert(desc.allocated());
    }
    for (void *buffer : owned)
      freeBuffer(buffer);
    return resultValues;
  };
  auto invoke = [&](std::vector<HostTensor> callValues) {
    RawResults raw = call(callValues);
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
      RawResults raw = call(callValues);
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

  std::vector<HostTensor> resultValues = invoke(values);
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
