//===- Runner.cpp - Compile a function once, call it many times -----------===//
//
// The C face of tagrad-run's CompiledFunction (tools/tagrad-run), for
// embedders. What differs from the tool is what must not end the process:
// diagnostics are collected as text, and a failed run-time check returns to
// the caller. TensorArray rules report through the runtime's error handler
// and the compiled code goes on with the access skipped (docs/Runtime.md),
// so the call completes and its buffers are freed; a failed cf.assert
// aborts after its report, and the abort jumps back to the call.
//
//===----------------------------------------------------------------------===//

#include "TaGrad-c/Runner.h"

#include "CompiledFunction.h"
#include "HostTensor.h"
#include "ToolRegistration.h"

#include "TaGrad/Target/GraphDef.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"

#include <csetjmp>
#include <csignal>
#include <dlfcn.h>
#include <mutex>
#include <pthread.h>
#include <unistd.h>

using namespace mlir;
using namespace mlir::tagrad::run;

struct TagradRunErrorImpl {
  TagradRunErrorKind kind;
  std::string message;
  std::string location;
};

struct TagradCompiledFunctionImpl {
  // Declared first: the module inside `function` lives in this context.
  std::unique_ptr<MLIRContext> context;
  std::unique_ptr<CompiledFunction> function;
  // What TagradSlotInfo points at.
  std::vector<llvm::SmallVector<int64_t>> argumentShapes, resultShapes;
  std::vector<std::string> argumentTypes, resultTypes;
  void (*setErrorHandler)(void (*)(const char *, void *), void *) = nullptr;
  // The diagnostics of a compile that succeeded: its warnings.
  std::string warnings;
};

struct TagradResultsImpl {
  std::vector<HostTensor> tensors;
};

static_assert(int(ElementKind::F16) == TAGRAD_DTYPE_F16 &&
                  int(ElementKind::BF16) == TAGRAD_DTYPE_BF16 &&
                  int(ElementKind::F32) == TAGRAD_DTYPE_F32 &&
                  int(ElementKind::F64) == TAGRAD_DTYPE_F64 &&
                  int(ElementKind::I1) == TAGRAD_DTYPE_I1 &&
                  int(ElementKind::I32) == TAGRAD_DTYPE_I32 &&
                  int(ElementKind::I64) == TAGRAD_DTYPE_I64 &&
                  int(ElementKind::I8) == TAGRAD_DTYPE_I8 &&
                  int(ElementKind::I16) == TAGRAD_DTYPE_I16 &&
                  int(ElementKind::U8) == TAGRAD_DTYPE_U8 &&
                  int(ElementKind::U16) == TAGRAD_DTYPE_U16 &&
                  int(ElementKind::U32) == TAGRAD_DTYPE_U32 &&
                  int(ElementKind::U64) == TAGRAD_DTYPE_U64,
              "TagradDType follows tagrad-run's ElementKind");

namespace {

TagradRunError makeError(TagradRunErrorKind kind, std::string message,
                         std::string location = "") {
  return new TagradRunErrorImpl{kind, std::move(message), std::move(location)};
}

/// A RunError's message after the diagnostics that preceded it.
TagradRunError compileError(llvm::Error error, const std::string &diagnostics) {
  std::string message = diagnostics;
  llvm::handleAllErrors(std::move(error), [&](const llvm::ErrorInfoBase &e) {
    std::string text = e.message();
    if (!text.empty())
      message += (message.empty() ? "" : "\n") + text;
  });
  while (!message.empty() && message.back() == '\n')
    message.pop_back();
  return makeError(TAGRAD_ERROR_COMPILE,
                   message.empty() ? "compilation failed" : message);
}

/// Splits "<message> (at <location>)" (the runtime's reports) and
/// "<message> (<op> at <location>)" (a lowered cf.assert's fixed text).
std::pair<std::string, std::string> splitLocation(llvm::StringRef text) {
  text = text.rtrim();
  if (!text.ends_with(")"))
    return {text.str(), ""};
  for (size_t open = text.find(" ("); open != llvm::StringRef::npos;
       open = text.find(" (", open + 1)) {
    llvm::StringRef inside = text.slice(open + 2, text.size() - 1);
    size_t at = inside.find("at ");
    if (at == llvm::StringRef::npos)
      continue;
    llvm::StringRef before = inside.take_front(at);
    // Nothing, or one op name and a space.
    if (!before.empty() &&
        (!before.ends_with(" ") || before.drop_back().contains(' ')))
      continue;
    return {text.take_front(open).str(), inside.drop_front(at + 3).str()};
  }
  return {text.str(), ""};
}

const DialectRegistry &toolRegistry() {
  static const DialectRegistry *registry = [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    tagrad::registerToolPasses();
    auto *r = new DialectRegistry();
    tagrad::registerToolDialects(*r);
    return r;
  }();
  return *registry;
}

/// TaGrad's runtime is installed (and packaged) beside this library.
std::string thisLibraryDir() {
  Dl_info info;
  if (!dladdr(reinterpret_cast<void *>(&tagradCompile), &info) ||
      !info.dli_fname)
    return "";
  return llvm::sys::path::parent_path(info.dli_fname).str();
}

const char *orEmpty(const char *s) { return s ? s : ""; }

//===----------------------------------------------------------------------===//
// One call at a time: the runtime's handler and SIGABRT's are process-wide.
//===----------------------------------------------------------------------===//

std::mutex &callMutex() {
  static std::mutex *mutex = new std::mutex();
  return *mutex;
}

/// The first failed check of the running call (compiled code's OpenMP
/// threads may report too).
struct CallFailure {
  std::mutex mutex;
  std::string message;
  bool failed = false;
};

extern "C" void recordFailure(const char *message, void *userData) {
  auto *failure = static_cast<CallFailure *>(userData);
  std::lock_guard<std::mutex> lock(failure->mutex);
  if (!failure->failed)
    failure->message = message ? message : "unknown error";
  failure->failed = true;
}

sigjmp_buf abortJump;
pthread_t callingThread;

extern "C" void jumpBackOnAbort(int) {
  if (pthread_equal(pthread_self(), callingThread))
    siglongjmp(abortJump, 1);
  // An abort on another thread (a check inside an OpenMP region) cannot
  // return to the call: end the process as tagrad-run does.
  static const char note[] = "tagrad: a run-time check of the compiled code "
                             "failed on a worker thread\n";
  (void)!write(2, note, sizeof(note) - 1);
  _exit(kCompileFailed);
}

/// The invoker of calls that return: a cf.assert's abort jumps back here.
/// Only compiled code (no destructors) lies between here and the abort; the
/// buffers it had allocated before the check are lost.
llvm::Error returnOnFailedCheck(void (*packedFunction)(void **),
                                void **arguments) {
  struct sigaction onAbort = {}, previous = {};
  onAbort.sa_handler = jumpBackOnAbort;
  sigemptyset(&onAbort.sa_mask);
  sigaction(SIGABRT, &onAbort, &previous);
  callingThread = pthread_self();
  bool aborted = false;
  if (sigsetjmp(abortJump, /*savemask=*/1) == 0)
    packedFunction(arguments);
  else
    aborted = true;
  sigaction(SIGABRT, &previous, nullptr);
  if (aborted)
    return makeRunError(kCompileFailed, "aborted");
  return llvm::Error::success();
}

TagradRunError tensorFlowError(const std::string &report) {
  auto [message, location] = splitLocation(report);
  return makeError(TAGRAD_ERROR_TENSORFLOW, message, location);
}

/// Checks the caller's tensor `index` against the signature and copies it.
TagradRunError readArgument(const CompiledFunction &function, size_t index,
                            const TagradTensor &given, HostTensor &value) {
  std::string which =
      "argument " + std::to_string(index) + " of @" + function.name() + ": ";
  if (given.dtype < TAGRAD_DTYPE_F16 || given.dtype > TAGRAD_DTYPE_U64)
    return makeError(TAGRAD_ERROR_BAD_ARGUMENT,
                     which + "unknown dtype code " +
                         std::to_string(int(given.dtype)));
  if (given.rank < 0 || (given.rank > 0 && !given.shape))
    return makeError(TAGRAD_ERROR_BAD_ARGUMENT, which + "bad rank or shape");
  value.kind = ElementKind(given.dtype);
  uint64_t elements = 1;
  for (int64_t d = 0; d < given.rank; ++d) {
    int64_t size = given.shape[d];
    if (size < 0 || (size > 0 && elements > (uint64_t(1) << 62) / size))
      return makeError(TAGRAD_ERROR_BAD_ARGUMENT,
                       which + "bad dimension " + std::to_string(size));
    elements *= size;
    value.shape.push_back(size);
  }
  // The type first, with tagrad-run's message; only then the copy.
  if (llvm::Error error =
          function.checkArgument(index, value, "the value given"))
    return makeError(TAGRAD_ERROR_BAD_ARGUMENT,
                     llvm::toString(std::move(error)));
  uint64_t bytes = elements * elementSize(value.kind);
  if (bytes > 0 && !given.data)
    return makeError(TAGRAD_ERROR_BAD_ARGUMENT, which + "no data");
  if (!canAllocate(bytes))
    return makeError(TAGRAD_ERROR_BAD_ARGUMENT,
                     which + "out of memory for a copy of " +
                         std::to_string(bytes) + " bytes");
  auto *data = static_cast<const uint8_t *>(given.data);
  value.bytes.assign(data, data + bytes);
  return nullptr;
}

void describe(const Slot &slot, llvm::SmallVector<int64_t> &shape,
              std::string &type) {
  for (int64_t d : slot.shape)
    shape.push_back(ShapedType::isDynamic(d) ? -1 : d);
  type = slot.typeString();
}

bool getSlot(TagradCompiledFunction function, size_t index, bool argument,
             TagradSlotInfo *info) {
  if (!function || !info)
    return false;
  llvm::ArrayRef<Slot> slots = argument ? function->function->arguments()
                                        : function->function->results();
  if (index >= slots.size())
    return false;
  const Slot &slot = slots[index];
  const auto &shape = argument ? function->argumentShapes[index]
                               : function->resultShapes[index];
  info->dtype = TagradDType(slot.kind);
  info->unranked = slot.unranked;
  info->rank = int64_t(shape.size());
  info->shape = shape.data();
  info->variable = slot.variable.empty() ? nullptr : slot.variable.c_str();
  info->typeString = argument ? function->argumentTypes[index].c_str()
                              : function->resultTypes[index].c_str();
  return true;
}

} // namespace

//===----------------------------------------------------------------------===//
// Compile
//===----------------------------------------------------------------------===//

TagradRunError tagradCompile(const void *source, size_t size,
                             const TagradCompileOptions *options,
                             TagradCompiledFunction *function) {
  if (!function)
    return makeError(TAGRAD_ERROR_COMPILE, "no place for the function");
  *function = nullptr;
  if (!options || (!source && size))
    return makeError(TAGRAD_ERROR_COMPILE, "no source or options");
  auto compiled = std::make_unique<TagradCompiledFunctionImpl>();
  compiled->context = std::make_unique<MLIRContext>(toolRegistry());
  MLIRContext *context = compiled->context.get();
  context->loadAllAvailableDialects();
  // TensorFlow's MLIR is generic tf.* ops (as in tagrad-run).
  context->allowUnregisteredDialects();

  llvm::StringRef name = options->sourceName && *options->sourceName
                             ? llvm::StringRef(options->sourceName)
                             : llvm::StringRef("<bytes>");
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(
          llvm::StringRef(static_cast<const char *>(source), size), name),
      llvm::SMLoc());
  std::string diagnostics;
  llvm::raw_string_ostream diagnosticStream(diagnostics);
  SourceMgrDiagnosticHandler handler(sourceMgr, context, diagnosticStream);

  OwningOpRef<ModuleOp> module;
  if (options->sourceKind == TAGRAD_SOURCE_GRAPHDEF) {
    std::optional<llvm::StringRef> shapes;
    if (options->inputShapes)
      shapes = options->inputShapes;
    tagrad::GraphDefImportOptions importOptions =
        tagrad::parseGraphDefImportFlags(orEmpty(options->inputArrays),
                                         orEmpty(options->inputDataTypes),
                                         shapes, orEmpty(options->outputArrays),
                                         orEmpty(options->controlOutputArrays));
    module = tagrad::importGraphDef(
        sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID())->getBuffer(), name,
        context, importOptions);
  } else if (options->sourceKind == TAGRAD_SOURCE_MLIR) {
    module = parseSourceFile<ModuleOp>(sourceMgr, context);
  } else {
    return makeError(TAGRAD_ERROR_COMPILE,
                     "unknown source kind " +
                         std::to_string(int(options->sourceKind)));
  }
  if (!module)
    return compileError(llvm::Error::success(), diagnostics);

  llvm::Expected<std::unique_ptr<CompiledFunction>> prepared =
      CompiledFunction::prepare(std::move(module),
                                orEmpty(options->functionName), name);
  if (!prepared)
    return compileError(prepared.takeError(), diagnostics);
  compiled->function = std::move(*prepared);

  llvm::Expected<std::vector<std::string>> libs =
      sharedLibsWithRuntimeIn(thisLibraryDir());
  if (!libs)
    return compileError(libs.takeError(), diagnostics);
  // Privately: the embedding process may hold another LLVM (TensorFlow's).
  if (llvm::Error error = compiled->function->compileWithLibraries(
          orEmpty(options->pipelineOptions), *libs,
          /*privateLibraries=*/true))
    return compileError(std::move(error), diagnostics);
  // The runtime the compiled code calls is the one whose handler counts.
  compiled->setErrorHandler =
      reinterpret_cast<void (*)(void (*)(const char *, void *), void *)>(
          compiled->function->librarySymbol("tagradSetErrorHandler"));
  if (!compiled->setErrorHandler)
    return makeError(TAGRAD_ERROR_COMPILE,
                     "TaGrad's runtime does not export tagradSetErrorHandler");

  // The signature after compile(): a result's rank may be known by then.
  const CompiledFunction &f = *compiled->function;
  for (const Slot &slot : f.arguments())
    describe(slot, compiled->argumentShapes.emplace_back(),
             compiled->argumentTypes.emplace_back());
  for (const Slot &slot : f.results())
    describe(slot, compiled->resultShapes.emplace_back(),
             compiled->resultTypes.emplace_back());
  compiled->warnings = diagnostics;
  *function = compiled.release();
  return nullptr;
}

void tagradCompiledFunctionDestroy(TagradCompiledFunction function) {
  delete function;
}

//===----------------------------------------------------------------------===//
// Signature
//===----------------------------------------------------------------------===//

const char *tagradCompiledFunctionName(TagradCompiledFunction function) {
  return function ? function->function->name().c_str() : "";
}

const char *tagradCompiledFunctionWarnings(TagradCompiledFunction function) {
  return function ? function->warnings.c_str() : "";
}

size_t tagradCompiledFunctionNumArguments(TagradCompiledFunction function) {
  return function ? function->function->arguments().size() : 0;
}

size_t tagradCompiledFunctionNumResults(TagradCompiledFunction function) {
  return function ? function->function->results().size() : 0;
}

bool tagradCompiledFunctionGetArgument(TagradCompiledFunction function,
                                       size_t index, TagradSlotInfo *info) {
  return getSlot(function, index, /*argument=*/true, info);
}

bool tagradCompiledFunctionGetResult(TagradCompiledFunction function,
                                     size_t index, TagradSlotInfo *info) {
  return getSlot(function, index, /*argument=*/false, info);
}

//===----------------------------------------------------------------------===//
// Call
//===----------------------------------------------------------------------===//

TagradRunError tagradCompiledFunctionCall(TagradCompiledFunction function,
                                          const TagradTensor *arguments,
                                          size_t numArguments,
                                          TagradResults *results) {
  if (!results)
    return makeError(TAGRAD_ERROR_BAD_ARGUMENT, "no place for the results");
  *results = nullptr;
  if (!function)
    return makeError(TAGRAD_ERROR_BAD_ARGUMENT, "no function");
  CompiledFunction &f = *function->function;
  size_t expected = f.arguments().size();
  if (numArguments != expected || (numArguments && !arguments))
    return makeError(TAGRAD_ERROR_BAD_ARGUMENT,
                     "@" + f.name() + " takes " + std::to_string(expected) +
                         " arguments but " + std::to_string(numArguments) +
                         " are given");
  std::vector<HostTensor> values(numArguments);
  for (size_t i = 0; i < numArguments; ++i)
    if (TagradRunError error = readArgument(f, i, arguments[i], values[i]))
      return error;

  std::lock_guard<std::mutex> lock(callMutex());
  CallFailure failure;
  function->setErrorHandler(recordFailure, &failure);
  llvm::Expected<CompiledFunction::RawResults> raw =
      f.call(values, returnOnFailedCheck);
  function->setErrorHandler(nullptr, nullptr);
  if (!raw) {
    llvm::consumeError(raw.takeError());
    return tensorFlowError(failure.failed
                               ? failure.message
                               : "a run-time check of the compiled code "
                                 "failed");
  }
  // The call completed: its buffers are freed whether or not it failed.
  llvm::Expected<std::vector<HostTensor>> collected =
      f.collect(*raw, values, /*copy=*/!failure.failed);
  if (failure.failed) {
    llvm::consumeError(collected.takeError());
    return tensorFlowError(failure.message);
  }
  if (!collected)
    return compileError(collected.takeError(), "");
  *results = new TagradResultsImpl{std::move(*collected)};
  return nullptr;
}

size_t tagradResultsSize(TagradResults results) {
  return results ? results->tensors.size() : 0;
}

bool tagradResultsGet(TagradResults results, size_t index,
                      TagradTensor *tensor) {
  if (!results || !tensor || index >= results->tensors.size())
    return false;
  const HostTensor &value = results->tensors[index];
  tensor->dtype = TagradDType(value.kind);
  tensor->rank = int64_t(value.shape.size());
  tensor->shape = value.shape.data();
  tensor->data = value.bytes.data();
  return true;
}

void tagradResultsDestroy(TagradResults results) { delete results; }

//===----------------------------------------------------------------------===//
// Errors
//===----------------------------------------------------------------------===//

TagradRunErrorKind tagradRunErrorKind(TagradRunError error) {
  return error ? error->kind : TAGRAD_ERROR_COMPILE;
}

const char *tagradRunErrorMessage(TagradRunError error) {
  return error ? error->message.c_str() : "";
}

const char *tagradRunErrorLocation(TagradRunError error) {
  return error ? error->location.c_str() : "";
}

void tagradRunErrorDestroy(TagradRunError error) { delete error; }
