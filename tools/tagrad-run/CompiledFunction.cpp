//===- CompiledFunction.cpp - One function compiled for the host ----------===//

#include "CompiledFunction.h"

#include "TaGrad/Dialect/TaGrad/IR/TaGradDialect.h"
#include "TaGrad/Pipelines/Pipelines.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/DynamicLibrary.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <unistd.h>

using namespace mlir;
using namespace mlir::tagrad::run;

char RunError::ID = 0;

llvm::Error mlir::tagrad::run::makeRunError(int exitCode,
                                            const llvm::Twine &message) {
  return llvm::make_error<RunError>(exitCode, message.str());
}

int mlir::tagrad::run::reportRunError(llvm::Error error, llvm::StringRef tool) {
  int exitCode = kCompileFailed;
  llvm::handleAllErrors(
      std::move(error),
      [&](const RunError &e) {
        exitCode = e.exitCode;
        if (!e.message.empty())
          llvm::errs() << tool << ": " << e.message << "\n";
      },
      [&](const llvm::ErrorInfoBase &e) {
        llvm::errs() << tool << ": " << e.message() << "\n";
      });
  return exitCode;
}

std::string Slot::typeString() const {
  std::string s = unranked ? "*x" : "";
  for (int64_t d : shape)
    s +=
        (ShapedType::isDynamic(d) ? std::string("?") : std::to_string(d)) + "x";
  return s + elementKindName(kind).str();
}

namespace {

/// A failed run-time check of the compiled code (a cf.assert: TensorFlow's
/// shape and index rules, an empty stack) prints its message and aborts.
/// That is the program's error, not the tool's crash: exit 1, as for the
/// TensorArray runtime's errors, without a stack dump.
extern "C" void exitOnAbort(int) {
  static const char note[] =
      "tagrad-run: a run-time check of the compiled code failed (above)\n";
  (void)!write(2, note, sizeof(note) - 1);
  _exit(kCompileFailed);
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
  // Signless only: unsigned values are signless integers marked
  // tagrad.unsigned (a ui8 in a module is not what compiled code takes).
  if (type.isSignlessInteger(8))
    return ElementKind::I8;
  if (type.isSignlessInteger(16))
    return ElementKind::I16;
  if (type.isInteger(32))
    return ElementKind::I32;
  if (type.isInteger(64) || type.isIndex())
    return ElementKind::I64;
  return std::nullopt;
}

/// The slot for `type`, or none for a type the tools cannot pass.
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
llvm::Expected<HostTensor> readResult(const Descriptor &desc,
                                      ElementKind kind) {
  HostTensor t;
  t.kind = kind;
  for (int64_t d = 0; d < desc.rank(); ++d)
    t.shape.push_back(desc.size(d));
  int64_t elt = elementSize(kind);
  if (!canAllocate(uint64_t(t.numElements()) * elt))
    return makeRunError(kCompileFailed,
                        "out of memory: cannot copy a " + t.typeString() +
                            " result (" + llvm::Twine(t.numElements() * elt) +
                            " bytes) out of the compiled code's buffer");
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

llvm::Expected<func::FuncOp> findFunction(ModuleOp module,
                                          llvm::StringRef functionName,
                                          llvm::StringRef fileName) {
  if (!functionName.empty()) {
    auto func = module.lookupSymbol<func::FuncOp>(functionName);
    if (!func || func.isExternal())
      return makeRunError(kBadInput, "no function '" + functionName +
                                         "' with a body in '" + fileName + "'");
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
      return makeRunError(kBadInput,
                          "'" + fileName +
                              "' has several public functions and no @main: "
                              "choose one with --function");
    only = func;
  }
  if (!only)
    return makeRunError(kBadInput, "'" + fileName + "' has no function to run");
  return only;
}

} // namespace

llvm::Expected<std::vector<std::string>>
mlir::tagrad::run::defaultSharedLibs(const char *argv0) {
  std::string exe = llvm::sys::fs::getMainExecutable(
      argv0, reinterpret_cast<void *>(&defaultSharedLibs));
  llvm::SmallString<256> libDir(
      llvm::sys::path::parent_path(llvm::sys::path::parent_path(exe)));
  llvm::sys::path::append(libDir, "lib");
  return sharedLibsWithRuntimeIn(libDir);
}

llvm::Expected<std::vector<std::string>>
mlir::tagrad::run::sharedLibsWithRuntimeIn(llvm::StringRef runtimeDir) {
  std::vector<std::string> libs;
  llvm::SmallString<256> runtime(runtimeDir);
  llvm::sys::path::append(runtime, "libtagrad_runtime.so");
  if (!llvm::sys::fs::exists(runtime))
    return makeRunError(kCompileFailed,
                        "cannot find TaGrad's runtime at '" + runtime + "'");
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

void mlir::tagrad::run::setArgumentTypeHints(
    ModuleOp module, llvm::StringRef functionName,
    llvm::ArrayRef<HostTensor> values,
    llvm::ArrayRef<std::pair<std::string, HostTensor>> variables) {
  auto func = module.lookupSymbol<func::FuncOp>(
      functionName.empty() ? "main" : functionName);
  if (!func || func.isExternal())
    return;
  bool isTF = false;
  func.walk([&](Operation *op) {
    isTF |= op->getName().getDialectNamespace() == "tf_executor" ||
            op->getName().getDialectNamespace() == "tf";
  });
  if (!isTF)
    return;
  Builder b(module.getContext());
  auto typeOf = [&](const HostTensor &value) -> Type {
    Type element;
    switch (value.kind) {
    case ElementKind::F16:
      element = b.getF16Type();
      break;
    case ElementKind::BF16:
      element = b.getBF16Type();
      break;
    case ElementKind::F32:
      element = b.getF32Type();
      break;
    case ElementKind::F64:
      element = b.getF64Type();
      break;
    case ElementKind::I1:
      element = b.getI1Type();
      break;
    case ElementKind::I32:
      element = b.getI32Type();
      break;
    case ElementKind::I64:
      element = b.getI64Type();
      break;
    case ElementKind::I8:
    case ElementKind::I16:
      element = b.getIntegerType(8 * elementSize(value.kind));
      break;
    // TensorFlow's own unsigned types (a uint8 variable is ui8 there).
    case ElementKind::U8:
    case ElementKind::U16:
    case ElementKind::U32:
    case ElementKind::U64:
      element = b.getIntegerType(8 * elementSize(value.kind),
                                 /*isSigned=*/false);
      break;
    }
    return RankedTensorType::get(value.shape, element);
  };
  SmallVector<Attribute> types;
  for (const HostTensor &value : values)
    types.push_back(TypeAttr::get(typeOf(value)));
  func->setAttr("tagrad.argument_types", b.getArrayAttr(types));
  if (variables.empty())
    return;
  SmallVector<NamedAttribute> named;
  for (const auto &[name, value] : variables)
    named.push_back(b.getNamedAttr(name, TypeAttr::get(typeOf(value))));
  func->setAttr("tagrad.variable_types", b.getDictionaryAttr(named));
}

CompiledFunction::~CompiledFunction() {
  engine.reset();
  for (void *handle : privateHandles)
    dlclose(handle);
}

void *CompiledFunction::librarySymbol(llvm::StringRef name) const {
  if (privateHandles.empty())
    return llvm::sys::DynamicLibrary::SearchForAddressOfSymbol(name.str());
  for (void *handle : privateHandles)
    if (void *address = dlsym(handle, name.str().c_str()))
      return address;
  return nullptr;
}

llvm::Expected<std::unique_ptr<CompiledFunction>>
CompiledFunction::prepare(OwningOpRef<ModuleOp> module,
                          llvm::StringRef functionName,
                          llvm::StringRef fileName) {
  std::unique_ptr<CompiledFunction> compiled(new CompiledFunction());
  compiled->module = std::move(module);
  ModuleOp moduleOp = *compiled->module;

  // TensorFlow's importer output: the front end (--tagrad-tf-frontend)
  // first, so the signature below is the lowered one.
  bool hasTF = false;
  moduleOp->walk([&](Operation *op) {
    StringRef dialect = op->getName().getDialectNamespace();
    hasTF |= dialect == "tf" || dialect == "tf_executor" ||
             dialect == "tf_saved_model";
  });
  if (hasTF) {
    PassManager frontEnd(moduleOp.getContext());
    tagrad::buildTFFrontEndPipeline(frontEnd);
    if (failed(frontEnd.run(moduleOp)))
      return makeRunError(kCompileFailed, ""); // the diagnostics said why
  }

  llvm::Expected<func::FuncOp> func =
      findFunction(moduleOp, functionName, fileName);
  if (!func)
    return func.takeError();
  compiled->functionName = func->getName().str();
  FunctionType type = func->getFunctionType();
  auto slotsOf = [&](TypeRange types, llvm::StringRef what,
                     llvm::StringRef cannot, bool allowUnranked,
                     llvm::SmallVector<Slot> &slots) -> llvm::Error {
    for (auto [i, t] : llvm::enumerate(types)) {
      std::optional<Slot> slot = slotOf(t);
      if (!slot || (slot->unranked && !allowUnranked)) {
        std::string s;
        llvm::raw_string_ostream(s) << t;
        return makeRunError(kBadInput,
                            what + " " + llvm::Twine(i) + " of @" +
                                compiled->functionName + " has type " + s +
                                ", which tagrad-run cannot " + cannot);
      }
      slots.push_back(*slot);
    }
    return llvm::Error::success();
  };
  // Resource variables (-tagrad-legalize-tf) are named by shared_name.
  auto variableOf = [](DictionaryAttr attrs) -> std::string {
    if (auto name =
            attrs ? attrs.getAs<StringAttr>("tagrad.variable") : StringAttr())
      return name.str();
    return "";
  };
  if (llvm::Error error = slotsOf(
          type.getInputs(), "argument",
          "pass (ranked tensors and scalars of f16, bf16, f32, f64, i1, "
          "i8, i16, i32, i64, index)",
          /*allowUnranked=*/false, compiled->args))
    return std::move(error);
  // A result's rank may come with it (TensorArray reads of unknown shape).
  if (llvm::Error error =
          slotsOf(type.getResults(), "result", "return",
                  /*allowUnranked=*/true, compiled->resultSlots))
    return std::move(error);
  // TensorFlow's unsigned arguments and results (-tagrad-legalize-tf marks
  // them tagrad.unsigned; the dialect checks they are integers) are
  // signless in compiled code and unsigned to the caller.
  auto unsignedOf = [](DictionaryAttr attrs, Slot &slot) {
    if (attrs && attrs.get(TaGradDialect::UnsignedAttrHelper::getNameStr()))
      slot.kind = unsignedKindOf(slot.kind);
  };
  for (auto [i, slot] : llvm::enumerate(compiled->args)) {
    slot.variable = variableOf(func->getArgAttrDict(i));
    unsignedOf(func->getArgAttrDict(i), slot);
  }
  for (auto [i, slot] : llvm::enumerate(compiled->resultSlots)) {
    slot.variable = variableOf(func->getResultAttrDict(i));
    unsignedOf(func->getResultAttrDict(i), slot);
  }
  return compiled;
}

llvm::Error CompiledFunction::checkArgument(size_t index,
                                            const HostTensor &value,
                                            const llvm::Twine &given) const {
  const Slot &slot = args[index];
  bool shapeOk = value.shape.size() == slot.shape.size();
  for (size_t d = 0; shapeOk && d < slot.shape.size(); ++d)
    shapeOk =
        ShapedType::isDynamic(slot.shape[d]) || slot.shape[d] == value.shape[d];
  // An unsigned value may feed a signless integer of its width (the
  // compiled code's bits are the same).
  bool kindOk =
      value.kind == slot.kind ||
      (isUnsignedKind(value.kind) && signlessKindOf(value.kind) == slot.kind);
  if (!kindOk || !shapeOk)
    return makeRunError(kBadInput, "argument " + llvm::Twine(index) + " of @" +
                                       functionName + " is " +
                                       slot.typeString() + " but " + given +
                                       " is " + value.typeString());
  return llvm::Error::success();
}

llvm::Error
CompiledFunction::compile(llvm::StringRef pipelineOptions, const char *argv0,
                          llvm::ArrayRef<std::string> moreSharedLibs) {
  llvm::Expected<std::vector<std::string>> libs = defaultSharedLibs(argv0);
  if (!libs)
    return libs.takeError();
  libs->insert(libs->end(), moreSharedLibs.begin(), moreSharedLibs.end());
  return compileWithLibraries(pipelineOptions, *libs);
}

llvm::Error
CompiledFunction::compileWithLibraries(llvm::StringRef pipelineOptions,
                                       llvm::ArrayRef<std::string> libs,
                                       bool privateLibraries) {
  MLIRContext *context = module->getContext();
  auto func = module->lookupSymbol<func::FuncOp>(functionName);
  // Compile: the C interface gives one calling convention for any
  // signature (memrefs by pointer to descriptor).
  func->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                UnitAttr::get(context));
  PassManager pm(context);
  pm.enableVerifier(verifyEachPass);
  std::string pipeline = "tagrad-cpu-pipeline";
  if (!pipelineOptions.empty())
    pipeline += "{" + pipelineOptions.str() + "}";
  std::string optionErrors;
  llvm::raw_string_ostream optionErrorStream(optionErrors);
  if (failed(parsePassPipeline(pipeline, pm, optionErrorStream)))
    return makeRunError(kBadInput,
                        "bad --pipeline-options '" + pipelineOptions +
                            "': " + llvm::StringRef(optionErrors).trim());
  if (failed(pm.run(*module)))
    return makeRunError(kCompileFailed, "");

  // Bufferization may have found the rank of a tensor<*x...> result: the
  // compiled function returns a ranked descriptor then, not {rank, ptr}.
  if (auto compiled = module->lookupSymbol<LLVM::LLVMFuncOp>(functionName)) {
    Type returned = compiled.getFunctionType().getReturnType();
    for (auto [i, slot] : llvm::enumerate(resultSlots)) {
      if (!slot.unranked)
        continue;
      auto descriptor = dyn_cast<LLVM::LLVMStructType>(
          resultSlots.size() == 1
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

  llvm::SmallVector<llvm::StringRef> libRefs(libs.begin(), libs.end());
  ExecutionEngineOptions engineOptions;
  // LLVM's -O3 for this machine: without a target machine its cost model
  // knows no vector registers, and the loop vectorizer leaves every loop
  // scalar (what mlir-runner -O3 and the benchmarks' llc get right).
  auto targetBuilder = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!targetBuilder)
    return makeRunError(kCompileFailed,
                        "cannot describe this machine to LLVM: " +
                            llvm::toString(targetBuilder.takeError()));
  auto targetMachine = targetBuilder->createTargetMachine();
  if (!targetMachine)
    return makeRunError(kCompileFailed,
                        "cannot create LLVM's target machine: " +
                            llvm::toString(targetMachine.takeError()));
  auto transformer = makeOptimizingTransformer(3, 0, targetMachine->get());
  engineOptions.transformer = transformer;
  engineOptions.jitCodeGenOptLevel = llvm::CodeGenOptLevel::Aggressive;
  std::vector<std::string> externals;
  if (!privateLibraries) {
    engineOptions.sharedLibPaths = libRefs;
  } else {
    for (const std::string &lib : libs) {
      // Not RTLD_DEEPBIND: libomp (the runtime's) crashes deep-bound.
      void *handle = dlopen(lib.c_str(), RTLD_NOW | RTLD_LOCAL);
      if (!handle)
        return makeRunError(kCompileFailed,
                            "cannot load '" + lib + "': " + dlerror());
      privateHandles.push_back(handle);
    }
  }
  // The declarations the compiled code calls, read from the LLVM module
  // (the OpenMP runtime's __kmpc_* appear only there).
  auto optimizeAndListExternals = [&](llvm::Module *llvmModule) {
    llvm::Error error = transformer(llvmModule);
    for (const llvm::Function &function : *llvmModule)
      if (function.isDeclaration() && !function.isIntrinsic())
        externals.push_back(function.getName().str());
    return error;
  };
  if (privateLibraries)
    engineOptions.transformer = optimizeAndListExternals;
  auto created = ExecutionEngine::create(*module, engineOptions);
  if (!created)
    return makeRunError(kCompileFailed, llvm::toString(created.takeError()));
  engine = std::move(*created);
  if (privateLibraries)
    engine->registerSymbols([&](llvm::orc::MangleAndInterner interner) {
      llvm::orc::SymbolMap symbols;
      for (const std::string &name : externals)
        if (void *address = librarySymbol(name))
          symbols[interner(name)] = {llvm::orc::ExecutorAddr::fromPtr(address),
                                     llvm::JITSymbolFlags::Exported};
      return symbols;
    });
  // The JIT materializes code at its first lookup: here, so that a call
  // (or a forked child's) does not compile.
  auto packed = engine->lookupPacked("_mlir_ciface_" + functionName);
  if (!packed)
    return makeRunError(kCompileFailed, llvm::toString(packed.takeError()));
  packedFunction = *packed;
  // Results are allocated through the runtime's buffer cache (the
  // pipeline's buffer-cache option), which must see them freed; it passes
  // blocks it does not track on to free().
  freeBuffer =
      reinterpret_cast<void (*)(void *)>(librarySymbol("tagradFreeBuffer"));
  if (!freeBuffer)
    return makeRunError(kCompileFailed,
                        "TaGrad's runtime does not export tagradFreeBuffer");

  resultByPointer = resultSlots.size() > 1 ||
                    (resultSlots.size() == 1 && resultSlots[0].isTensor);
  resultOffsets.clear();
  resultBytes = 0;
  for (const Slot &slot : resultSlots) {
    auto [size, align] = layoutOf(slot);
    resultBytes = (resultBytes + align - 1) / align * align;
    resultOffsets.push_back(resultBytes);
    resultBytes += size;
  }
  return llvm::Error::success();
}

// Arguments are tensors by descriptor (the host buffer, row-major) and
// scalars by value. The results stay where the compiled code put them until
// collect() copies them out and frees their buffers.
llvm::Error CompiledFunction::exitOnFailedCheck(void (*packedFunction)(void **),
                                                void **arguments) {
  struct sigaction onAbort = {}, previous = {};
  onAbort.sa_handler = exitOnAbort;
  sigaction(SIGABRT, &onAbort, &previous);
  packedFunction(arguments);
  sigaction(SIGABRT, &previous, nullptr);
  return llvm::Error::success();
}

llvm::Expected<CompiledFunction::RawResults>
CompiledFunction::call(std::vector<HostTensor> &values, Invoker invoker) {
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
    HostTensor &value = values[i];
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
  if (!resultByPointer && resultSlots.size() == 1)
    packed.push_back(&raw.scalar);

  engine->initialize(); // global constructors, once (as invokePacked)
  if (llvm::Error error = invoker(packedFunction, packed.data()))
    return std::move(error);
  return raw;
}

// Results may share a buffer (one may be a view into another's): each
// buffer is freed once, after every copy.
llvm::Expected<std::vector<HostTensor>>
CompiledFunction::collect(const RawResults &raw,
                          const std::vector<HostTensor> &values, bool copy) {
  std::vector<HostTensor> resultValues;
  llvm::Error copyError = llvm::Error::success();
  llvm::SmallPtrSet<void *, 4> owned;
  for (auto [i, slot] : llvm::enumerate(resultSlots)) {
    const uint8_t *at =
        resultByPointer
            ? reinterpret_cast<const uint8_t *>(raw.storage.data()) +
                  resultOffsets[i]
            : reinterpret_cast<const uint8_t *>(&raw.scalar);
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
    if (copy && !copyError) {
      llvm::Expected<HostTensor> value = readResult(desc, slot.kind);
      if (value)
        resultValues.push_back(std::move(*value));
      else
        copyError = value.takeError();
    }
    // Returned buffers belong to the caller (ownership-based
    // deallocation); a result that is an argument's buffer is not ours.
    bool isArgument = llvm::any_of(values, [&](const HostTensor &v) {
      return v.bytes.data() == desc.allocated();
    });
    if (!isArgument)
      owned.insert(desc.allocated());
  }
  for (void *buffer : owned)
    freeBuffer(buffer);
  if (copyError)
    return std::move(copyError);
  return resultValues;
}
