//===- CudaRuntime.cpp - mgpu* host entry points on the CUDA driver -------===//
//
// The host-side functions that MLIR 22's `gpu-to-llvm` lowering calls
// (`mgpuModuleLoad`, `mgpuLaunchKernel`, `mgpuStreamCreate`, ...), implemented
// on the CUDA driver API.
//
// The driver is not linked: `libcuda.so.1` is opened with dlopen on the first
// call of any entry point and the driver functions are resolved with dlsym, so
// the runtime library loads (and the CPU path works) on machines without a GPU
// driver. Every failure -- driver missing, a CUDA call failing -- is reported
// through `tagradRuntimeError` with the CUDA error name and the failing call;
// nothing is silently printed and ignored. If an embedding application's
// handler returns, the entry point returns a null handle / does nothing.
//
// The ABI (names and argument types) is the one MLIR 22 emits; see
// docs/GpuRuntime.md for how it was checked.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Runtime/ErrorHandling.h"

#include <cuda.h>

#include <dlfcn.h>

#include <climits>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#define TAGRAD_CUDA_EXPORT extern "C" __attribute__((visibility("default")))

namespace {

//===----------------------------------------------------------------------===//
// Lazily loaded driver
//===----------------------------------------------------------------------===//

constexpr const char *kDriverLibrary = "libcuda.so.1";

// cuda.h maps several API names to versioned symbols (cuMemAlloc ->
// cuMemAlloc_v2, ...). Stringizing after macro expansion gives exactly the
// symbol a normally linked program would bind to, and decltype of the
// (expanded) name gives its prototype.
#define TAGRAD_STRINGIZE_IMPL(x) #x
#define TAGRAD_STRINGIZE(x) TAGRAD_STRINGIZE_IMPL(x)

// X(name, required)
#define TAGRAD_CUDA_DRIVER_FUNCTIONS(X)                                        \
  X(cuGetErrorName, true)                                                      \
  X(cuGetErrorString, true)                                                    \
  X(cuInit, true)                                                              \
  X(cuDeviceGet, true)                                                         \
  X(cuDeviceGetAttribute, true)                                                \
  X(cuDevicePrimaryCtxRetain, true)                                            \
  X(cuCtxGetCurrent, true)                                                     \
  X(cuCtxSetCurrent, true)                                                     \
  X(cuCtxGetDevice, true)                                                      \
  X(cuModuleLoadData, true)                                                    \
  X(cuModuleLoadDataEx, true)                                                  \
  X(cuModuleUnload, true)                                                      \
  X(cuModuleGetFunction, true)                                                 \
  X(cuFuncSetAttribute, true)                                                  \
  X(cuLaunchKernel, true)                                                      \
  X(cuLaunchKernelEx, false)                                                   \
  X(cuStreamCreate, true)                                                      \
  X(cuStreamDestroy, true)                                                     \
  X(cuStreamSynchronize, true)                                                 \
  X(cuStreamWaitEvent, true)                                                   \
  X(cuEventCreate, true)                                                       \
  X(cuEventDestroy, true)                                                      \
  X(cuEventRecord, true)                                                       \
  X(cuEventSynchronize, true)                                                  \
  X(cuMemAlloc, true)                                                          \
  X(cuMemAllocManaged, true)                                                   \
  X(cuMemFree, true)                                                           \
  X(cuMemcpyAsync, true)                                                       \
  X(cuMemsetD32Async, true)                                                    \
  X(cuMemsetD16Async, true)                                                    \
  X(cuMemHostRegister, true)                                                   \
  X(cuMemHostUnregister, true)

struct Driver {
#define TAGRAD_DECLARE_POINTER(name, required) decltype(&::name) name = nullptr;
  TAGRAD_CUDA_DRIVER_FUNCTIONS(TAGRAD_DECLARE_POINTER)
#undef TAGRAD_DECLARE_POINTER

  /// Empty when the driver loaded and initialized; otherwise why it did not.
  std::string loadError;
};

/// Opens libcuda.so.1 and resolves every function. Never unloaded.
void loadDriver(Driver &d) {
  void *handle = ::dlopen(kDriverLibrary, RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    const char *why = ::dlerror();
    d.loadError = std::string("no CUDA driver: cannot load ") + kDriverLibrary +
                  " (" + (why ? why : "unknown dlopen error") + ")";
    return;
  }
#define TAGRAD_RESOLVE(name, required)                                         \
  d.name = reinterpret_cast<decltype(d.name)>(                                 \
      ::dlsym(handle, TAGRAD_STRINGIZE(name)));                                \
  if (!d.name && (required)) {                                                 \
    d.loadError = std::string("CUDA driver ") + kDriverLibrary +               \
                  " does not export " TAGRAD_STRINGIZE(name) " (driver too "   \
                                                             "old?)";          \
    return;                                                                    \
  }
  TAGRAD_CUDA_DRIVER_FUNCTIONS(TAGRAD_RESOLVE)
#undef TAGRAD_RESOLVE
}

#undef TAGRAD_CUDA_DRIVER_FUNCTIONS

/// Names for a few codes, used when the driver cannot name them itself (the
/// toolkit's stub library answers every call, cuGetErrorName included, with
/// CUDA_ERROR_STUB_LIBRARY).
const char *fallbackErrorName(CUresult result) {
  switch (result) {
  case CUDA_ERROR_INVALID_VALUE:
    return "CUDA_ERROR_INVALID_VALUE";
  case CUDA_ERROR_OUT_OF_MEMORY:
    return "CUDA_ERROR_OUT_OF_MEMORY";
  case CUDA_ERROR_NOT_INITIALIZED:
    return "CUDA_ERROR_NOT_INITIALIZED";
  case CUDA_ERROR_STUB_LIBRARY:
    return "CUDA_ERROR_STUB_LIBRARY";
  case CUDA_ERROR_NO_DEVICE:
    return "CUDA_ERROR_NO_DEVICE";
  case CUDA_ERROR_INVALID_DEVICE:
    return "CUDA_ERROR_INVALID_DEVICE";
  default:
    return nullptr;
  }
}

/// Heap-allocated and never destroyed: generated code unloads its modules
/// from global destructors, which may run after this library's own.
Driver &driver() {
  static Driver *d = [] {
    auto *result = new Driver;
    loadDriver(*result);
    return result;
  }();
  return *d;
}

//===----------------------------------------------------------------------===//
// Error reporting
//===----------------------------------------------------------------------===//

void reportError(const char *entryPoint, const std::string &what) {
  std::string message = what + " (in " + entryPoint + ")";
  tagradRuntimeError(message.c_str());
}

/// "cuModuleLoadData failed: CUDA_ERROR_NO_BINARY_FOR_GPU (no kernel image is
/// available for execution on the device) (in mgpuModuleLoad)".
std::string describeFailure(const char *call, CUresult result) {
  const Driver &d = driver();
  const char *name = nullptr;
  const char *text = nullptr;
  if (d.cuGetErrorName && d.cuGetErrorName(result, &name) != CUDA_SUCCESS)
    name = nullptr;
  if (d.cuGetErrorString && d.cuGetErrorString(result, &text) != CUDA_SUCCESS)
    text = nullptr;
  if (!name)
    name = fallbackErrorName(result);
  std::string message = std::string(call) + " failed: ";
  if (name)
    message += name;
  else
    message += "CUDA error " + std::to_string(static_cast<int>(result));
  if (text)
    message += std::string(" (") + text + ")";
  return message;
}

/// Returns true on success; otherwise reports and returns false.
bool check(const char *entryPoint, const char *call, CUresult result) {
  if (result == CUDA_SUCCESS)
    return true;
  reportError(entryPoint, describeFailure(call, result));
  return false;
}

// Stringizes the unexpanded name: "cuMemAlloc", not "cuMemAlloc_v2".
#define TAGRAD_CU_CHECK(entry, fn, ...) check(entry, #fn, drv.fn(__VA_ARGS__))

//===----------------------------------------------------------------------===//
// Contexts
//===----------------------------------------------------------------------===//

/// The device `mgpuSetDefaultDevice` selected on this thread.
thread_local int32_t defaultDevice = 0;

/// Process-wide state shared by all threads. Never destroyed (see driver()).
struct State {
  std::once_flag initOnce;
  bool initOk = false;
  std::string initError;

  std::mutex contextMutex;
  /// Retained primary context per device ordinal (null until first use).
  std::vector<CUcontext> primaryContexts;

  std::mutex functionMutex;
  /// CUfunction per (module, kernel name).
  std::unordered_map<CUmodule, std::map<std::string, CUfunction, std::less<>>>
      functions;
};

State &state() {
  static State *s = new State;
  return *s;
}

/// Loads the driver and runs cuInit once; reports why not if that fails.
const Driver *getDriver(const char *entryPoint) {
  Driver &drv = driver();
  if (!drv.loadError.empty()) {
    reportError(entryPoint, drv.loadError);
    return nullptr;
  }
  State &s = state();
  std::call_once(s.initOnce, [&] {
    CUresult result = drv.cuInit(0);
    if (result == CUDA_SUCCESS)
      s.initOk = true;
    else
      s.initError = describeFailure("cuInit", result);
  });
  if (!s.initOk) {
    reportError(entryPoint, s.initError);
    return nullptr;
  }
  return &drv;
}

/// The primary context this thread last used, and for which device.
thread_local int32_t cachedOrdinal = -1;
thread_local CUcontext cachedContext = nullptr;

/// Returns the retained primary context of device `ordinal`, retaining it
/// the first time any thread needs it; null after reporting an error.
CUcontext primaryContext(const Driver &drv, const char *entryPoint,
                         int32_t ordinal) {
  State &s = state();
  const char *failedCall = nullptr;
  CUresult result = CUDA_SUCCESS;
  CUcontext context = nullptr;
  {
    std::lock_guard<std::mutex> lock(s.contextMutex);
    if (static_cast<size_t>(ordinal) < s.primaryContexts.size())
      context = s.primaryContexts[ordinal];
    if (!context) {
      CUdevice device;
      result = drv.cuDeviceGet(&device, ordinal);
      if (result != CUDA_SUCCESS) {
        failedCall = "cuDeviceGet";
      } else {
        result = drv.cuDevicePrimaryCtxRetain(&context, device);
        if (result != CUDA_SUCCESS) {
          failedCall = "cuDevicePrimaryCtxRetain";
          context = nullptr;
        } else {
          if (s.primaryContexts.size() <= static_cast<size_t>(ordinal))
            s.primaryContexts.resize(ordinal + 1, nullptr);
          s.primaryContexts[ordinal] = context;
        }
      }
    }
  }
  // Reported outside the lock: a handler may call back into the runtime.
  if (failedCall) {
    check(entryPoint, failedCall, result);
    return nullptr;
  }
  return context;
}

/// Makes the primary context of this thread's default device current on this
/// thread and returns the driver; null after reporting an error.
const Driver *enterContext(const char *entryPoint) {
  const Driver *d = getDriver(entryPoint);
  if (!d)
    return nullptr;
  const Driver &drv = *d;
  int32_t ordinal = defaultDevice;
  if (ordinal != cachedOrdinal || !cachedContext) {
    CUcontext context = primaryContext(drv, entryPoint, ordinal);
    if (!context)
      return nullptr;
    cachedOrdinal = ordinal;
    cachedContext = context;
  }
  // Checked on every call: the application may have switched contexts.
  CUcontext current = nullptr;
  if (!TAGRAD_CU_CHECK(entryPoint, cuCtxGetCurrent, &current))
    return nullptr;
  if (current != cachedContext &&
      !TAGRAD_CU_CHECK(entryPoint, cuCtxSetCurrent, cachedContext))
    return nullptr;
  return d;
}

bool debugEnabled() {
  static const bool enabled = [] {
    const char *value = std::getenv("TAGRAD_CUDA_DEBUG");
    return value && *value && std::strcmp(value, "0") != 0;
  }();
  return enabled;
}

/// Checks that a launch dimension from MLIR's `index` fits the driver's
/// unsigned int.
bool checkDims(const char *entryPoint, const char *what, intptr_t x, intptr_t y,
               intptr_t z) {
  for (intptr_t v : {x, y, z}) {
    if (v < 1 || static_cast<uintmax_t>(v) > UINT_MAX) {
      reportError(entryPoint, std::string("invalid ") + what + " (" +
                                  std::to_string(x) + ", " + std::to_string(y) +
                                  ", " + std::to_string(z) +
                                  "): each must be in [1, 4294967295]");
      return false;
    }
  }
  return true;
}

/// Dynamic shared memory above the 48 KiB default needs an opt-in per
/// function; check it against the device limit first.
bool prepareSharedMemory(const Driver &drv, const char *entryPoint,
                         CUfunction function, int32_t smem) {
  if (smem < 0) {
    reportError(entryPoint,
                "negative dynamic shared memory size " + std::to_string(smem));
    return false;
  }
  constexpr int32_t kDefaultLimit = 48 * 1024;
  if (smem <= kDefaultLimit)
    return true;
  CUdevice device;
  if (!TAGRAD_CU_CHECK(entryPoint, cuCtxGetDevice, &device))
    return false;
  int maxOptIn = 0;
  if (!TAGRAD_CU_CHECK(entryPoint, cuDeviceGetAttribute, &maxOptIn,
                       CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN,
                       device))
    return false;
  if (smem > maxOptIn) {
    reportError(entryPoint, "dynamic shared memory of " + std::to_string(smem) +
                                " bytes exceeds the device limit of " +
                                std::to_string(maxOptIn) + " bytes");
    return false;
  }
  return TAGRAD_CU_CHECK(entryPoint, cuFuncSetAttribute, function,
                         CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, smem);
}

/// Byte extent and start of the elements of a ranked memref descriptor
/// {allocated, aligned, offset, sizes[rank], strides[rank]}.
bool memrefExtent(const char *entryPoint, int64_t rank, void *descriptor,
                  int64_t elementBytes, char **start, uint64_t *bytes) {
  if (!descriptor || rank < 0 || elementBytes <= 0) {
    reportError(entryPoint, "invalid memref descriptor (rank " +
                                std::to_string(rank) + ", element size " +
                                std::to_string(elementBytes) + ")");
    return false;
  }
  struct Header {
    void *allocated;
    char *aligned;
    int64_t offset;
  };
  auto *header = static_cast<Header *>(descriptor);
  auto *sizes = reinterpret_cast<int64_t *>(header + 1);
  int64_t *strides = sizes + rank;
  // One past the farthest element, in elements.
  uint64_t span = 1;
  for (int64_t i = 0; i < rank; ++i) {
    if (sizes[i] == 0) {
      span = 0;
      break;
    }
    if (sizes[i] < 0 || strides[i] < 0) {
      reportError(entryPoint,
                  "memref with negative size or stride in dimension " +
                      std::to_string(i) + " cannot be host-registered");
      return false;
    }
    span +=
        static_cast<uint64_t>(sizes[i] - 1) * static_cast<uint64_t>(strides[i]);
  }
  *start = header->aligned + header->offset * elementBytes;
  *bytes = span * static_cast<uint64_t>(elementBytes);
  return true;
}

} // namespace

//===----------------------------------------------------------------------===//
// Modules and kernels
//===----------------------------------------------------------------------===//

/// Loads a cubin or fatbin (or PTX text) image. Called from the global
/// constructor MLIR emits for each gpu.binary.
TAGRAD_CUDA_EXPORT CUmodule mgpuModuleLoad(void *data, int64_t sizeBytes) {
  constexpr const char *kEntry = "mgpuModuleLoad";
  if (!data || sizeBytes < 0) {
    reportError(kEntry, "no module image (data " +
                            std::string(data ? "non-null" : "null") +
                            ", size " + std::to_string(sizeBytes) + ")");
    return nullptr;
  }
  const Driver *d = enterContext(kEntry);
  if (!d)
    return nullptr;
  const Driver &drv = *d;
  CUmodule module = nullptr;
  if (!TAGRAD_CU_CHECK(kEntry, cuModuleLoadData, &module, data))
    return nullptr;
  return module;
}

/// JIT-compiles and loads a null-terminated PTX image (`cubin-format=isa`).
TAGRAD_CUDA_EXPORT CUmodule mgpuModuleLoadJIT(void *data, int32_t optLevel) {
  constexpr const char *kEntry = "mgpuModuleLoadJIT";
  if (!data) {
    reportError(kEntry, "no PTX image (null data)");
    return nullptr;
  }
  const Driver *d = enterContext(kEntry);
  if (!d)
    return nullptr;
  const Driver &drv = *d;
  if (optLevel < 0)
    optLevel = 0;
  if (optLevel > 4)
    optLevel = 4;
  constexpr unsigned kLogSize = 8192;
  std::vector<char> errorLog(kLogSize, '\0');
  CUjit_option options[] = {CU_JIT_OPTIMIZATION_LEVEL, CU_JIT_ERROR_LOG_BUFFER,
                            CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
  void *values[] = {
      reinterpret_cast<void *>(static_cast<intptr_t>(optLevel)),
      errorLog.data(),
      reinterpret_cast<void *>(static_cast<uintptr_t>(kLogSize - 1))};
  CUmodule module = nullptr;
  CUresult result = drv.cuModuleLoadDataEx(
      &module, data, sizeof(options) / sizeof(options[0]), options, values);
  if (result != CUDA_SUCCESS) {
    std::string message = describeFailure("cuModuleLoadDataEx", result);
    errorLog.back() = '\0';
    if (errorLog[0])
      message += "; JIT log: " + std::string(errorLog.data());
    reportError(kEntry, message);
    return nullptr;
  }
  return module;
}

/// Unloads a module (from the global destructor MLIR emits) and forgets its
/// cached functions.
TAGRAD_CUDA_EXPORT void mgpuModuleUnload(CUmodule module) {
  constexpr const char *kEntry = "mgpuModuleUnload";
  if (!module)
    return;
  {
    State &s = state();
    std::lock_guard<std::mutex> lock(s.functionMutex);
    s.functions.erase(module);
  }
  const Driver *d = enterContext(kEntry);
  if (!d)
    return;
  const Driver &drv = *d;
  TAGRAD_CU_CHECK(kEntry, cuModuleUnload, module);
}

/// Looks up a kernel. MLIR calls this before every launch, so the result is
/// cached per (module, name).
TAGRAD_CUDA_EXPORT CUfunction mgpuModuleGetFunction(CUmodule module,
                                                    const char *name) {
  constexpr const char *kEntry = "mgpuModuleGetFunction";
  if (!module || !name) {
    reportError(kEntry, std::string("null ") +
                            (module ? "kernel name" : "module") +
                            " (was the module loaded?)");
    return nullptr;
  }
  State &s = state();
  std::string_view key(name);
  {
    std::lock_guard<std::mutex> lock(s.functionMutex);
    auto moduleIt = s.functions.find(module);
    if (moduleIt != s.functions.end()) {
      auto it = moduleIt->second.find(key);
      if (it != moduleIt->second.end())
        return it->second;
    }
  }
  const Driver *d = enterContext(kEntry);
  if (!d)
    return nullptr;
  const Driver &drv = *d;
  CUfunction function = nullptr;
  CUresult result = drv.cuModuleGetFunction(&function, module, name);
  if (result != CUDA_SUCCESS) {
    reportError(kEntry, describeFailure("cuModuleGetFunction", result) +
                            " for kernel '" + std::string(key) + "'");
    return nullptr;
  }
  std::lock_guard<std::mutex> lock(s.functionMutex);
  s.functions[module].emplace(std::string(key), function);
  return function;
}

/// Launches `function`. `params` holds one pointer per kernel argument word
/// (`paramsCount` of them; a memref contributes 3 + 2 * rank). Dimensions are
/// MLIR `index` values.
TAGRAD_CUDA_EXPORT void mgpuLaunchKernel(CUfunction function, intptr_t gridX,
                                         intptr_t gridY, intptr_t gridZ,
                                         intptr_t blockX, intptr_t blockY,
                                         intptr_t blockZ, int32_t smem,
                                         CUstream stream, void **params,
                                         void **extra, size_t paramsCount) {
  constexpr const char *kEntry = "mgpuLaunchKernel";
  if (!function) {
    reportError(kEntry, "null kernel function");
    return;
  }
  if (!checkDims(kEntry, "grid size", gridX, gridY, gridZ) ||
      !checkDims(kEntry, "block size", blockX, blockY, blockZ))
    return;
  const Driver *d = enterContext(kEntry);
  if (!d)
    return;
  const Driver &drv = *d;
  if (!prepareSharedMemory(drv, kEntry, function, smem))
    return;
  if (debugEnabled())
    std::fprintf(stderr,
                 "[tagrad-cuda] launch %p grid (%lld, %lld, %lld) block (%lld, "
                 "%lld, %lld) smem %d stream %p params %zu\n",
                 static_cast<void *>(function), static_cast<long long>(gridX),
                 static_cast<long long>(gridY), static_cast<long long>(gridZ),
                 static_cast<long long>(blockX), static_cast<long long>(blockY),
                 static_cast<long long>(blockZ), smem,
                 static_cast<void *>(stream), paramsCount);
  auto u = [](intptr_t v) { return static_cast<unsigned>(v); };
  TAGRAD_CU_CHECK(kEntry, cuLaunchKernel, function, u(gridX), u(gridY),
                  u(gridZ), u(blockX), u(blockY), u(blockZ),
                  static_cast<unsigned>(smem), stream, params, extra);
}

/// Launches with thread-block clusters (`gpu.launch_func ... clusters in`).
/// MLIR 22 passes no trailing parameter count here.
TAGRAD_CUDA_EXPORT void
mgpuLaunchClusterKernel(CUfunction function, intptr_t clusterX,
                        intptr_t clusterY, intptr_t clusterZ, intptr_t gridX,
                        intptr_t gridY, intptr_t gridZ, intptr_t blockX,
                        intptr_t blockY, intptr_t blockZ, int32_t smem,
                        CUstream stream, void **params, void **extra) {
  constexpr const char *kEntry = "mgpuLaunchClusterKernel";
  if (!function) {
    reportError(kEntry, "null kernel function");
    return;
  }
  if (!checkDims(kEntry, "cluster size", clusterX, clusterY, clusterZ) ||
      !checkDims(kEntry, "grid size", gridX, gridY, gridZ) ||
      !checkDims(kEntry, "block size", blockX, blockY, blockZ))
    return;
  const Driver *d = enterContext(kEntry);
  if (!d)
    return;
  const Driver &drv = *d;
  if (!drv.cuLaunchKernelEx) {
    reportError(kEntry, std::string("CUDA driver ") + kDriverLibrary +
                            " lacks cuLaunchKernelEx (cluster launches need "
                            "CUDA 12 or newer)");
    return;
  }
  if (!prepareSharedMemory(drv, kEntry, function, smem))
    return;
  if (clusterX * clusterY * clusterZ > 8 &&
      !TAGRAD_CU_CHECK(kEntry, cuFuncSetAttribute, function,
                       CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED, 1))
    return;
  CUlaunchAttribute attribute;
  std::memset(&attribute, 0, sizeof(attribute));
  attribute.id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
  attribute.value.clusterDim.x = static_cast<unsigned>(clusterX);
  attribute.value.clusterDim.y = static_cast<unsigned>(clusterY);
  attribute.value.clusterDim.z = static_cast<unsigned>(clusterZ);
  CUlaunchConfig config;
  std::memset(&config, 0, sizeof(config));
  config.gridDimX = static_cast<unsigned>(gridX);
  config.gridDimY = static_cast<unsigned>(gridY);
  config.gridDimZ = static_cast<unsigned>(gridZ);
  config.blockDimX = static_cast<unsigned>(blockX);
  config.blockDimY = static_cast<unsigned>(blockY);
  config.blockDimZ = static_cast<unsigned>(blockZ);
  config.sharedMemBytes = static_cast<unsigned>(smem);
  config.hStream = stream;
  config.attrs = &attribute;
  config.numAttrs = 1;
  if (debugEnabled())
    std::fprintf(
        stderr,
        "[tagrad-cuda] cluster launch %p cluster (%lld, %lld, %lld) "
        "grid (%lld, %lld, %lld) block (%lld, %lld, %lld) smem %d stream "
        "%p\n",
        static_cast<void *>(function), static_cast<long long>(clusterX),
        static_cast<long long>(clusterY), static_cast<long long>(clusterZ),
        static_cast<long long>(gridX), static_cast<long long>(gridY),
        static_cast<long long>(gridZ), static_cast<long long>(blockX),
        static_cast<long long>(blockY), static_cast<long long>(blockZ), smem,
        static_cast<void *>(stream));
  TAGRAD_CU_CHECK(kEntry, cuLaunchKernelEx, &config, function, params, extra);
}

//===----------------------------------------------------------------------===//
// Streams and events
//===----------------------------------------------------------------------===//

TAGRAD_CUDA_EXPORT CUstream mgpuStreamCreate() {
  constexpr const char *kEntry = "mgpuStreamCreate";
  const Driver *d = enterContext(kEntry);
  if (!d)
    return nullptr;
  const Driver &drv = *d;
  CUstream stream = nullptr;
  if (!TAGRAD_CU_CHECK(kEntry, cuStreamCreate, &stream, CU_STREAM_NON_BLOCKING))
    return nullptr;
  return stream;
}

TAGRAD_CUDA_EXPORT void mgpuStreamDestroy(CUstream stream) {
  constexpr const char *kEntry = "mgpuStreamDestroy";
  if (!stream) // The default stream is not ours to destroy.
    return;
  const Driver *d = enterContext(kEntry);
  if (!d)
    return;
  const Driver &drv = *d;
  TAGRAD_CU_CHECK(kEntry, cuStreamDestroy, stream);
}

TAGRAD_CUDA_EXPORT void mgpuStreamSynchronize(CUstream stream) {
  constexpr const char *kEntry = "mgpuStreamSynchronize";
  const Driver *d = enterContext(kEntry);
  if (!d)
    return;
  const Driver &drv = *d;
  TAGRAD_CU_CHECK(kEntry, cuStreamSynchronize, stream);
}

TAGRAD_CUDA_EXPORT void mgpuStreamWaitEvent(CUstream stream, CUevent event) {
  constexpr const char *kEntry = "mgpuStreamWaitEvent";
  if (!event) {
    reportError(kEntry, "null event");
    return;
  }
  const Driver *d = enterContext(kEntry);
  if (!d)
    return;
  const Driver &drv = *d;
  TAGRAD_CU_CHECK(kEntry, cuStreamWaitEvent, stream, event, /*Flags=*/0);
}

TAGRAD_CUDA_EXPORT CUevent mgpuEventCreate() {
  constexpr const char *kEntry = "mgpuEventCreate";
  const Driver *d = enterContext(kEntry);
  if (!d)
    return nullptr;
  const Driver &drv = *d;
  CUevent event = nullptr;
  if (!TAGRAD_CU_CHECK(kEntry, cuEventCreate, &event, CU_EVENT_DISABLE_TIMING))
    return nullptr;
  return event;
}

TAGRAD_CUDA_EXPORT void mgpuEventDestroy(CUevent event) {
  constexpr const char *kEntry = "mgpuEventDestroy";
  if (!event)
    return;
  const Driver *d = enterContext(kEntry);
  if (!d)
    return;
  const Driver &drv = *d;
  TAGRAD_CU_CHECK(kEntry, cuEventDestroy, event);
}

TAGRAD_CUDA_EXPORT void mgpuEventSynchronize(CUevent event) {
  constexpr const char *kEntry = "mgpuEventSynchronize";
  if (!event) {
    reportError(kEntry, "null event");
    return;
  }
  const Driver *d = enterContext(kEntry);
  if (!d)
    return;
  const Driver &drv = *d;
  TAGRAD_CU_CHECK(kEntry, cuEventSynchronize, event);
}

TAGRAD_CUDA_EXPORT void mgpuEventRecord(CUevent event, CUstream stream) {
  constexpr const char *kEntry = "mgpuEventRecord";
  if (!event) {
    reportError(kEntry, "null event");
    return;
  }
  const Driver *d = enterContext(kEntry);
  if (!d)
    return;
  const Driver &drv = *d;
  TAGRAD_CU_CHECK(kEntry, cuEventRecord, event, stream);
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

/// `gpu.alloc`: device memory, or managed memory when `isHostShared` (MLIR's
/// i8 `host_shared` flag) is set.
/// The allocation is synchronous, so it is ready whatever `stream` does.
TAGRAD_CUDA_EXPORT void *mgpuMemAlloc(uint64_t sizeBytes, CUstream /*stream*/,
                                      uint32_t isHostSharedBits) {
  // MLIR passes an i8 without zeroext: only the low byte is defined.
  bool isHostShared = (isHostSharedBits & 0xFFu) != 0;
  constexpr const char *kEntry = "mgpuMemAlloc";
  if (sizeBytes == 0)
    return nullptr;
  const Driver *d = enterContext(kEntry);
  if (!d)
    return nullptr;
  const Driver &drv = *d;
  CUdeviceptr ptr = 0;
  if (isHostShared) {
    if (!TAGRAD_CU_CHECK(kEntry, cuMemAllocManaged, &ptr, sizeBytes,
                         CU_MEM_ATTACH_GLOBAL))
      return nullptr;
  } else if (!TAGRAD_CU_CHECK(kEntry, cuMemAlloc, &ptr, sizeBytes)) {
    return nullptr;
  }
  return reinterpret_cast<void *>(ptr);
}

/// `gpu.dealloc`. cuMemFree waits for work still using the memory.
TAGRAD_CUDA_EXPORT void mgpuMemFree(void *ptr, CUstream /*stream*/) {
  constexpr const char *kEntry = "mgpuMemFree";
  if (!ptr)
    return;
  const Driver *d = enterContext(kEntry);
  if (!d)
    return;
  const Driver &drv = *d;
  TAGRAD_CU_CHECK(kEntry, cuMemFree, reinterpret_cast<CUdeviceptr>(ptr));
}

/// `gpu.memcpy` in any direction (unified addressing), ordered on `stream`.
TAGRAD_CUDA_EXPORT void mgpuMemcpy(void *dst, void *src, size_t sizeBytes,
                                   CUstream stream) {
  constexpr const char *kEntry = "mgpuMemcpy";
  if (sizeBytes == 0)
    return;
  const Driver *d = enterContext(kEntry);
  if (!d)
    return;
  const Driver &drv = *d;
  TAGRAD_CU_CHECK(kEntry, cuMemcpyAsync, reinterpret_cast<CUdeviceptr>(dst),
                  reinterpret_cast<CUdeviceptr>(src), sizeBytes, stream);
}

/// `gpu.memset` of 32-bit elements; `count` is in elements.
TAGRAD_CUDA_EXPORT void mgpuMemset32(void *dst, uint32_t value, size_t count,
                                     CUstream stream) {
  constexpr const char *kEntry = "mgpuMemset32";
  if (count == 0)
    return;
  const Driver *d = enterContext(kEntry);
  if (!d)
    return;
  const Driver &drv = *d;
  TAGRAD_CU_CHECK(kEntry, cuMemsetD32Async, reinterpret_cast<CUdeviceptr>(dst),
                  value, count, stream);
}

/// `gpu.memset` of 16-bit elements; `count` is in elements.
TAGRAD_CUDA_EXPORT void mgpuMemset16(void *dst, uint32_t valueBits,
                                     size_t count, CUstream stream) {
  // MLIR passes an i16 without zeroext: only the low 16 bits are defined.
  auto value = static_cast<unsigned short>(valueBits & 0xFFFFu);
  constexpr const char *kEntry = "mgpuMemset16";
  if (count == 0)
    return;
  const Driver *d = enterContext(kEntry);
  if (!d)
    return;
  const Driver &drv = *d;
  TAGRAD_CU_CHECK(kEntry, cuMemsetD16Async, reinterpret_cast<CUdeviceptr>(dst),
                  value, count, stream);
}

/// Page-locks host memory and maps it for the device.
TAGRAD_CUDA_EXPORT void mgpuMemHostRegister(void *ptr, uint64_t sizeBytes) {
  constexpr const char *kEntry = "mgpuMemHostRegister";
  if (!ptr || sizeBytes == 0)
    return;
  const Driver *d = enterContext(kEntry);
  if (!d)
    return;
  const Driver &drv = *d;
  TAGRAD_CU_CHECK(kEntry, cuMemHostRegister, ptr, sizeBytes, /*Flags=*/0);
}

TAGRAD_CUDA_EXPORT void mgpuMemHostUnregister(void *ptr) {
  constexpr const char *kEntry = "mgpuMemHostUnregister";
  if (!ptr)
    return;
  const Driver *d = enterContext(kEntry);
  if (!d)
    return;
  const Driver &drv = *d;
  TAGRAD_CU_CHECK(kEntry, cuMemHostUnregister, ptr);
}

/// `gpu.host_register` of a `memref<*xT>`: `descriptor` points at the ranked
/// descriptor of rank `rank`. Registers every byte the memref can address.
TAGRAD_CUDA_EXPORT void mgpuMemHostRegisterMemRef(int64_t rank,
                                                  void *descriptor,
                                                  int64_t elementSizeBytes) {
  constexpr const char *kEntry = "mgpuMemHostRegisterMemRef";
  char *start = nullptr;
  uint64_t bytes = 0;
  if (!memrefExtent(kEntry, rank, descriptor, elementSizeBytes, &start,
                    &bytes) ||
      bytes == 0)
    return;
  const Driver *d = enterContext(kEntry);
  if (!d)
    return;
  const Driver &drv = *d;
  TAGRAD_CU_CHECK(kEntry, cuMemHostRegister, start, bytes, /*Flags=*/0);
}

/// `gpu.host_unregister` of a `memref<*xT>`.
TAGRAD_CUDA_EXPORT void mgpuMemHostUnregisterMemRef(int64_t rank,
                                                    void *descriptor,
                                                    int64_t elementSizeBytes) {
  constexpr const char *kEntry = "mgpuMemHostUnregisterMemRef";
  char *start = nullptr;
  uint64_t bytes = 0;
  if (!memrefExtent(kEntry, rank, descriptor, elementSizeBytes, &start,
                    &bytes) ||
      bytes == 0)
    return;
  const Driver *d = enterContext(kEntry);
  if (!d)
    return;
  const Driver &drv = *d;
  TAGRAD_CU_CHECK(kEntry, cuMemHostUnregister, start);
}

//===----------------------------------------------------------------------===//
// Devices
//===----------------------------------------------------------------------===//

/// `gpu.set_default_device`: later calls on this thread use `device`'s
/// primary context. The ordinal is checked when the context is first needed.
TAGRAD_CUDA_EXPORT void mgpuSetDefaultDevice(int32_t device) {
  if (device < 0) {
    reportError("mgpuSetDefaultDevice",
                "invalid device ordinal " + std::to_string(device));
    return;
  }
  defaultDevice = device;
}
