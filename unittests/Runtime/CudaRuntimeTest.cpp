//===- CudaRuntimeTest.cpp - Tests of the mgpu* CUDA entry points ---------===//
//
// The tests that need a GPU skip with a visible message where there is no
// driver or no device; the error-path tests run everywhere. The kernels are
// hand-written PTX, JIT-compiled by the driver.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Runtime/ErrorHandling.h"

#include <cuda.h>

#include <dlfcn.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include "gtest/gtest.h"

// The entry points under test, with the C shapes MLIR 22's gpu-to-llvm calls
// them with (see docs/GpuRuntime.md).
extern "C" {
CUmodule mgpuModuleLoad(void *data, int64_t sizeBytes);
CUmodule mgpuModuleLoadJIT(void *data, int32_t optLevel);
void mgpuModuleUnload(CUmodule module);
CUfunction mgpuModuleGetFunction(CUmodule module, const char *name);
void mgpuLaunchKernel(CUfunction function, intptr_t gridX, intptr_t gridY,
                      intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                      intptr_t blockZ, int32_t smem, CUstream stream,
                      void **params, void **extra, size_t paramsCount);
void mgpuLaunchClusterKernel(CUfunction function, intptr_t clusterX,
                             intptr_t clusterY, intptr_t clusterZ,
                             intptr_t gridX, intptr_t gridY, intptr_t gridZ,
                             intptr_t blockX, intptr_t blockY, intptr_t blockZ,
                             int32_t smem, CUstream stream, void **params,
                             void **extra);
CUstream mgpuStreamCreate();
void mgpuStreamDestroy(CUstream stream);
void mgpuStreamSynchronize(CUstream stream);
void mgpuStreamWaitEvent(CUstream stream, CUevent event);
CUevent mgpuEventCreate();
void mgpuEventDestroy(CUevent event);
void mgpuEventSynchronize(CUevent event);
void mgpuEventRecord(CUevent event, CUstream stream);
void *mgpuMemAlloc(uint64_t sizeBytes, CUstream stream, uint8_t isHostShared);
void mgpuMemFree(void *ptr, CUstream stream);
void mgpuMemcpy(void *dst, void *src, size_t sizeBytes, CUstream stream);
void mgpuMemset32(void *dst, uint32_t value, size_t count, CUstream stream);
void mgpuMemset16(void *dst, uint16_t value, size_t count, CUstream stream);
void mgpuMemHostRegister(void *ptr, uint64_t sizeBytes);
void mgpuMemHostUnregister(void *ptr);
void mgpuMemHostRegisterMemRef(int64_t rank, void *descriptor,
                               int64_t elementSizeBytes);
void mgpuMemHostUnregisterMemRef(int64_t rank, void *descriptor,
                                 int64_t elementSizeBytes);
void mgpuSetDefaultDevice(int32_t device);
}

namespace {

// add_one(float *p, uint32_t n): p[i] += 1 for i < n.
// scale_via_smem(float *p, uint32_t n): stages p through dynamic shared
// memory (one float per thread) and writes back 2 * p[i].
// PTX 6.3 / sm_75 so that any current driver can JIT it.
constexpr const char *kPtx = R"ptx(
.version 6.3
.target sm_75
.address_size 64

.extern .shared .align 4 .b8 dynSmem[];

.visible .entry add_one(
    .param .u64 add_one_param_0,
    .param .u32 add_one_param_1
)
{
    .reg .pred %p<2>;
    .reg .b32 %r<6>;
    .reg .f32 %f<3>;
    .reg .b64 %rd<5>;

    ld.param.u64 %rd1, [add_one_param_0];
    ld.param.u32 %r2, [add_one_param_1];
    mov.u32 %r3, %ctaid.x;
    mov.u32 %r4, %ntid.x;
    mov.u32 %r5, %tid.x;
    mad.lo.s32 %r1, %r3, %r4, %r5;
    setp.ge.u32 %p1, %r1, %r2;
    @%p1 bra ADD_DONE;
    cvta.to.global.u64 %rd2, %rd1;
    mul.wide.u32 %rd3, %r1, 4;
    add.s64 %rd4, %rd2, %rd3;
    ld.global.f32 %f1, [%rd4];
    add.f32 %f2, %f1, 0f3F800000;
    st.global.f32 [%rd4], %f2;
ADD_DONE:
    ret;
}

.visible .entry scale_via_smem(
    .param .u64 scale_param_0,
    .param .u32 scale_param_1
)
{
    .reg .pred %p<2>;
    .reg .b32 %r<8>;
    .reg .f32 %f<4>;
    .reg .b64 %rd<5>;

    ld.param.u64 %rd1, [scale_param_0];
    ld.param.u32 %r2, [scale_param_1];
    mov.u32 %r3, %ctaid.x;
    mov.u32 %r4, %ntid.x;
    mov.u32 %r5, %tid.x;
    mad.lo.s32 %r1, %r3, %r4, %r5;
    setp.ge.u32 %p1, %r1, %r2;
    @%p1 bra SCALE_DONE;
    cvta.to.global.u64 %rd2, %rd1;
    mul.wide.u32 %rd3, %r1, 4;
    add.s64 %rd4, %rd2, %rd3;
    ld.global.f32 %f1, [%rd4];
    mov.u32 %r6, dynSmem;
    shl.b32 %r7, %r5, 2;
    add.s32 %r6, %r6, %r7;
    st.shared.f32 [%r6], %f1;
    ld.shared.f32 %f2, [%r6];
    add.f32 %f3, %f2, %f2;
    st.global.f32 [%rd4], %f3;
SCALE_DONE:
    ret;
}
)ptx";

/// Whether this machine can run the GPU tests, and if not, why.
struct GpuProbe {
  bool driverLoaded = false;
  bool usable = false;
  int computeMajor = 0;
  std::string why;
};

const GpuProbe &probe() {
  static const GpuProbe result = [] {
    GpuProbe p;
    void *handle = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
      p.why = "no CUDA driver: libcuda.so.1 not found";
      return p;
    }
    p.driverLoaded = true;
    using InitFn = CUresult (*)(unsigned);
    using CountFn = CUresult (*)(int *);
    using AttrFn = CUresult (*)(int *, CUdevice_attribute, CUdevice);
    auto init = reinterpret_cast<InitFn>(dlsym(handle, "cuInit"));
    auto count = reinterpret_cast<CountFn>(dlsym(handle, "cuDeviceGetCount"));
    auto attr = reinterpret_cast<AttrFn>(dlsym(handle, "cuDeviceGetAttribute"));
    if (!init || !count || !attr) {
      p.why = "CUDA driver libcuda.so.1 lacks cuInit/cuDeviceGetCount";
      return p;
    }
    CUresult r = init(0);
    if (r != CUDA_SUCCESS) {
      p.why = "no usable CUDA driver: cuInit returned " + std::to_string(r);
      return p;
    }
    int n = 0;
    if (count(&n) != CUDA_SUCCESS || n == 0) {
      p.why = "no CUDA device";
      return p;
    }
    attr(&p.computeMajor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, 0);
    p.usable = true;
    return p;
  }();
  return result;
}

/// Captures every runtime error of a test instead of exiting.
class CudaRuntimeTest : public ::testing::Test {
protected:
  void SetUp() override { tagradSetErrorHandler(&capture, &errors); }
  void TearDown() override { tagradSetErrorHandler(nullptr, nullptr); }

  static void capture(const char *message, void *userData) {
    static_cast<std::vector<std::string> *>(userData)->push_back(message);
  }

  std::string allErrors() const {
    std::string all;
    for (const std::string &e : errors)
      all += e + "\n";
    return all;
  }

  bool sawError(const std::string &needle) const {
    for (const std::string &e : errors)
      if (e.find(needle) != std::string::npos)
        return true;
    return false;
  }

  std::vector<std::string> errors;
};

/// GPU tests: skip visibly without a device.
class CudaGpuTest : public CudaRuntimeTest {
protected:
  void SetUp() override {
    CudaRuntimeTest::SetUp();
    if (!probe().usable)
      GTEST_SKIP() << probe().why;
    module = mgpuModuleLoadJIT(const_cast<char *>(kPtx), /*optLevel=*/2);
    ASSERT_NE(module, nullptr) << allErrors();
    addOne = mgpuModuleGetFunction(module, "add_one");
    ASSERT_NE(addOne, nullptr) << allErrors();
  }
  void TearDown() override {
    if (module)
      mgpuModuleUnload(module);
    EXPECT_TRUE(errors.empty()) << allErrors();
    CudaRuntimeTest::TearDown();
  }

  /// Runs add_one over `n` floats at device address `p` on `stream`.
  void launchAddOne(void *p, uint32_t n, CUstream stream) {
    void *params[] = {&p, &n};
    intptr_t blocks = (n + 127) / 128;
    mgpuLaunchKernel(addOne, blocks, 1, 1, 128, 1, 1, 0, stream, params,
                     nullptr, 2);
  }

  CUmodule module = nullptr;
  CUfunction addOne = nullptr;
};

//===----------------------------------------------------------------------===//
// Tests that run everywhere
//===----------------------------------------------------------------------===//

TEST_F(CudaRuntimeTest, StreamCreateReportsMissingDriver) {
  CUstream stream = mgpuStreamCreate();
  if (!probe().driverLoaded) {
    EXPECT_EQ(stream, nullptr);
    ASSERT_EQ(errors.size(), 1u) << allErrors();
    EXPECT_NE(errors[0].find("libcuda.so.1"), std::string::npos) << errors[0];
    EXPECT_NE(errors[0].find("mgpuStreamCreate"), std::string::npos)
        << errors[0];
    std::printf("reported as expected: %s\n", errors[0].c_str());
    return;
  }
  if (!probe().usable) {
    // A driver without a device: the error comes from cuInit.
    EXPECT_EQ(stream, nullptr);
    ASSERT_EQ(errors.size(), 1u) << allErrors();
    EXPECT_NE(errors[0].find("cuInit failed: CUDA_ERROR_"), std::string::npos)
        << errors[0];
    return;
  }
  EXPECT_NE(stream, nullptr);
  EXPECT_TRUE(errors.empty()) << allErrors();
  mgpuStreamDestroy(stream);
}

TEST_F(CudaRuntimeTest, EveryEntryPointReportsInsteadOfCrashing) {
  if (probe().usable)
    GTEST_SKIP() << "a usable GPU is present; covered by CudaGpuTest";
  char blob[16] = {};
  EXPECT_EQ(mgpuModuleLoad(blob, sizeof(blob)), nullptr);
  EXPECT_EQ(mgpuModuleLoadJIT(blob, 2), nullptr);
  EXPECT_EQ(mgpuMemAlloc(64, nullptr, 0), nullptr);
  EXPECT_EQ(mgpuEventCreate(), nullptr);
  int hostBuffer[4] = {};
  mgpuMemcpy(hostBuffer, hostBuffer + 2, 8, nullptr);
  mgpuMemset32(hostBuffer, 1, 4, nullptr);
  mgpuMemset16(hostBuffer, 1, 4, nullptr);
  mgpuStreamSynchronize(nullptr);
  mgpuMemHostRegister(hostBuffer, sizeof(hostBuffer));
  EXPECT_EQ(errors.size(), 9u) << allErrors();
  const char *what = probe().driverLoaded ? "cuInit" : "libcuda.so.1";
  for (const std::string &e : errors)
    EXPECT_NE(e.find(what), std::string::npos) << e;
  EXPECT_TRUE(sawError("(in mgpuMemset16)")) << allErrors();
}

TEST_F(CudaRuntimeTest, ArgumentChecksNeedNoDriver) {
  // Zero-sized or null operations are no-ops, not errors.
  EXPECT_EQ(mgpuMemAlloc(0, nullptr, 0), nullptr);
  mgpuMemFree(nullptr, nullptr);
  mgpuMemcpy(nullptr, nullptr, 0, nullptr);
  mgpuMemset32(nullptr, 0, 0, nullptr);
  mgpuStreamDestroy(nullptr);
  mgpuEventDestroy(nullptr);
  mgpuModuleUnload(nullptr);
  EXPECT_TRUE(errors.empty()) << allErrors();

  mgpuLaunchKernel(nullptr, 1, 1, 1, 1, 1, 1, 0, nullptr, nullptr, nullptr, 0);
  EXPECT_TRUE(sawError("null kernel function (in mgpuLaunchKernel)"))
      << allErrors();
  EXPECT_EQ(mgpuModuleGetFunction(nullptr, "k"), nullptr);
  EXPECT_TRUE(sawError("mgpuModuleGetFunction")) << allErrors();
  mgpuEventRecord(nullptr, nullptr);
  EXPECT_TRUE(sawError("null event (in mgpuEventRecord)")) << allErrors();
  mgpuSetDefaultDevice(-1);
  EXPECT_TRUE(sawError("invalid device ordinal -1")) << allErrors();

  // A memref with a negative stride cannot be registered.
  float data[4];
  struct {
    void *allocated, *aligned;
    int64_t offset, sizes[1], strides[1];
  } desc = {data, data, 0, {4}, {-1}};
  mgpuMemHostRegisterMemRef(1, &desc, 4);
  EXPECT_TRUE(sawError("negative size or stride")) << allErrors();
  // An empty memref registers nothing.
  errors.clear();
  desc.sizes[0] = 0;
  desc.strides[0] = 1;
  mgpuMemHostRegisterMemRef(1, &desc, 4);
  EXPECT_TRUE(errors.empty()) << allErrors();
}

//===----------------------------------------------------------------------===//
// Tests that need a GPU
//===----------------------------------------------------------------------===//

TEST_F(CudaGpuTest, LaunchAddOne) {
  constexpr uint32_t n = 1000;
  std::vector<float> host(n);
  for (uint32_t i = 0; i < n; ++i)
    host[i] = static_cast<float>(i);
  CUstream stream = mgpuStreamCreate();
  ASSERT_NE(stream, nullptr) << allErrors();
  void *dev = mgpuMemAlloc(n * sizeof(float), stream, 0);
  ASSERT_NE(dev, nullptr) << allErrors();
  mgpuMemcpy(dev, host.data(), n * sizeof(float), stream);
  launchAddOne(dev, n, stream);
  launchAddOne(dev, n, stream);
  mgpuMemcpy(host.data(), dev, n * sizeof(float), stream);
  mgpuStreamSynchronize(stream);
  for (uint32_t i = 0; i < n; ++i)
    ASSERT_EQ(host[i], static_cast<float>(i) + 2.0f) << "at " << i;
  mgpuMemFree(dev, stream);
  mgpuStreamDestroy(stream);
}

TEST_F(CudaGpuTest, FunctionLookupIsCached) {
  CUfunction again = mgpuModuleGetFunction(module, "add_one");
  std::string name = "add_one"; // Same name, different pointer.
  EXPECT_EQ(again, addOne);
  EXPECT_EQ(mgpuModuleGetFunction(module, name.c_str()), addOne);
  EXPECT_NE(mgpuModuleGetFunction(module, "scale_via_smem"), addOne);
}

TEST_F(CudaGpuTest, ModuleLoadAcceptsPtxImage) {
  CUmodule other = mgpuModuleLoad(const_cast<char *>(kPtx),
                                  static_cast<int64_t>(std::strlen(kPtx) + 1));
  ASSERT_NE(other, nullptr) << allErrors();
  CUfunction f = mgpuModuleGetFunction(other, "add_one");
  EXPECT_NE(f, nullptr);
  EXPECT_NE(f, addOne); // Cached per module.
  mgpuModuleUnload(other);
}

TEST_F(CudaGpuTest, StreamsAndEvents) {
  constexpr uint32_t n = 4096;
  CUstream producer = mgpuStreamCreate();
  CUstream consumer = mgpuStreamCreate();
  CUevent ready = mgpuEventCreate();
  ASSERT_TRUE(producer && consumer && ready) << allErrors();
  void *dev = mgpuMemAlloc(n * sizeof(float), producer, 0);
  ASSERT_NE(dev, nullptr) << allErrors();
  float three = 3.0f;
  uint32_t bits;
  std::memcpy(&bits, &three, sizeof(bits));
  mgpuMemset32(dev, bits, n, producer);
  launchAddOne(dev, n, producer);
  mgpuEventRecord(ready, producer);
  mgpuStreamWaitEvent(consumer, ready);
  launchAddOne(dev, n, consumer);
  std::vector<float> host(n, 0.0f);
  mgpuMemcpy(host.data(), dev, n * sizeof(float), consumer);
  CUevent done = mgpuEventCreate();
  mgpuEventRecord(done, consumer);
  mgpuEventSynchronize(done);
  for (uint32_t i = 0; i < n; ++i)
    ASSERT_EQ(host[i], 5.0f) << "at " << i;
  mgpuEventDestroy(done);
  mgpuEventDestroy(ready);
  mgpuMemFree(dev, consumer);
  mgpuStreamDestroy(consumer);
  mgpuStreamDestroy(producer);
}

TEST_F(CudaGpuTest, Memset16) {
  constexpr size_t n = 1001;
  uint16_t *dev = static_cast<uint16_t *>(mgpuMemAlloc(n * 2, nullptr, 0));
  ASSERT_NE(dev, nullptr) << allErrors();
  mgpuMemset16(dev, 0xBEEF, n, nullptr);
  std::vector<uint16_t> host(n + 1, 0);
  mgpuMemcpy(host.data(), dev, n * 2, nullptr);
  mgpuStreamSynchronize(nullptr);
  for (size_t i = 0; i < n; ++i)
    ASSERT_EQ(host[i], 0xBEEF) << "at " << i;
  EXPECT_EQ(host[n], 0u);
  mgpuMemFree(dev, nullptr);
}

TEST_F(CudaGpuTest, HostSharedAllocation) {
  constexpr uint32_t n = 256;
  auto *shared = static_cast<float *>(mgpuMemAlloc(n * sizeof(float), nullptr,
                                                   /*isHostShared=*/1));
  ASSERT_NE(shared, nullptr) << allErrors();
  for (uint32_t i = 0; i < n; ++i)
    shared[i] = static_cast<float>(i);
  CUstream stream = mgpuStreamCreate();
  launchAddOne(shared, n, stream);
  mgpuStreamSynchronize(stream);
  for (uint32_t i = 0; i < n; ++i)
    ASSERT_EQ(shared[i], static_cast<float>(i) + 1.0f) << "at " << i;
  mgpuStreamDestroy(stream);
  mgpuMemFree(shared, nullptr);
}

TEST_F(CudaGpuTest, HostRegisterMemRef) {
  constexpr int64_t rows = 8, cols = 16;
  std::vector<float> host(rows * cols + 4, 1.0f);
  // memref<8x16xf32> at offset 4 into the buffer.
  struct {
    void *allocated, *aligned;
    int64_t offset, sizes[2], strides[2];
  } desc = {host.data(), host.data(), 4, {rows, cols}, {cols, 1}};
  mgpuMemHostRegisterMemRef(2, &desc, sizeof(float));
  ASSERT_TRUE(errors.empty()) << allErrors();

  // Registering the same range again names the CUDA error.
  mgpuMemHostRegisterMemRef(2, &desc, sizeof(float));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].find("cuMemHostRegister failed: "
                           "CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED"),
            std::string::npos)
      << errors[0];
  EXPECT_NE(errors[0].find("mgpuMemHostRegisterMemRef"), std::string::npos);
  errors.clear();

  // Pinned memory round trip.
  size_t bytes = rows * cols * sizeof(float);
  void *dev = mgpuMemAlloc(bytes, nullptr, 0);
  CUstream stream = mgpuStreamCreate();
  mgpuMemcpy(dev, host.data() + 4, bytes, stream);
  launchAddOne(dev, rows * cols, stream);
  mgpuMemcpy(host.data() + 4, dev, bytes, stream);
  mgpuStreamSynchronize(stream);
  for (int64_t i = 0; i < rows * cols; ++i)
    ASSERT_EQ(host[4 + i], 2.0f) << "at " << i;
  EXPECT_EQ(host[0], 1.0f);

  mgpuMemHostUnregisterMemRef(2, &desc, sizeof(float));
  // Unregistering twice is an error too.
  mgpuMemHostUnregisterMemRef(2, &desc, sizeof(float));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].find("cuMemHostUnregister failed: CUDA_ERROR_"),
            std::string::npos)
      << errors[0];
  errors.clear();
  mgpuStreamDestroy(stream);
  mgpuMemFree(dev, nullptr);
}

TEST_F(CudaGpuTest, BadModulesNameTheCudaError) {
  char garbage[64];
  std::memset(garbage, 0x5A, sizeof(garbage));
  garbage[63] = '\0';
  EXPECT_EQ(mgpuModuleLoad(garbage, sizeof(garbage)), nullptr);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].find("cuModuleLoadData failed: CUDA_ERROR_"),
            std::string::npos)
      << errors[0];
  EXPECT_NE(errors[0].find("(in mgpuModuleLoad)"), std::string::npos)
      << errors[0];
  errors.clear();

  const char *badPtx = ".version 6.3\n.target sm_75\n.address_size 64\n"
                       ".visible .entry k() { bogus.instruction; ret; }\n";
  EXPECT_EQ(mgpuModuleLoadJIT(const_cast<char *>(badPtx), 2), nullptr);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].find("cuModuleLoadDataEx failed: CUDA_ERROR_INVALID_PTX"),
            std::string::npos)
      << errors[0];
  std::printf("bad PTX reported as: %s\n", errors[0].c_str());
  errors.clear();

  EXPECT_EQ(mgpuModuleGetFunction(module, "no_such_kernel"), nullptr);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].find("cuModuleGetFunction failed: CUDA_ERROR_NOT_FOUND"),
            std::string::npos)
      << errors[0];
  EXPECT_NE(errors[0].find("no_such_kernel"), std::string::npos) << errors[0];
  errors.clear();
}

TEST_F(CudaGpuTest, LaunchErrors) {
  int dummy = 0;
  void *params[] = {&dummy, &dummy};
  mgpuLaunchKernel(addOne, 0, 1, 1, 1, 1, 1, 0, nullptr, params, nullptr, 2);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].find("invalid grid size (0, 1, 1)"), std::string::npos)
      << errors[0];
  errors.clear();
  mgpuLaunchKernel(addOne, 1, 1, 1, 1, 1, 1, 1 << 30, nullptr, params, nullptr,
                   2);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].find("exceeds the device limit"), std::string::npos)
      << errors[0];
  errors.clear();
  // Too many threads per block: the driver's error, by name.
  mgpuLaunchKernel(addOne, 1, 1, 1, 4096, 1, 1, 0, nullptr, params, nullptr, 2);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].find("cuLaunchKernel failed: CUDA_ERROR_INVALID_VALUE"),
            std::string::npos)
      << errors[0];
  errors.clear();
}

TEST_F(CudaGpuTest, LargeDynamicSharedMemory) {
  CUfunction scale = mgpuModuleGetFunction(module, "scale_via_smem");
  ASSERT_NE(scale, nullptr) << allErrors();
  constexpr uint32_t n = 512;
  std::vector<float> host(n);
  for (uint32_t i = 0; i < n; ++i)
    host[i] = static_cast<float>(i);
  void *dev = mgpuMemAlloc(n * sizeof(float), nullptr, 0);
  mgpuMemcpy(dev, host.data(), n * sizeof(float), nullptr);
  void *params[] = {&dev, const_cast<uint32_t *>(&n)};
  // 64 KiB needs the per-function opt-in above the 48 KiB default.
  mgpuLaunchKernel(scale, 2, 1, 1, 256, 1, 1, 64 * 1024, nullptr, params,
                   nullptr, 2);
  mgpuMemcpy(host.data(), dev, n * sizeof(float), nullptr);
  mgpuStreamSynchronize(nullptr);
  for (uint32_t i = 0; i < n; ++i)
    ASSERT_EQ(host[i], 2.0f * static_cast<float>(i)) << "at " << i;
  mgpuMemFree(dev, nullptr);
}

TEST_F(CudaGpuTest, ClusterLaunch) {
  if (probe().computeMajor < 9)
    GTEST_SKIP() << "thread-block clusters need compute capability 9.0";
  constexpr uint32_t n = 1024;
  void *dev = mgpuMemAlloc(n * sizeof(float), nullptr, 0);
  mgpuMemset32(dev, 0, n, nullptr);
  void *params[] = {&dev, const_cast<uint32_t *>(&n)};
  mgpuLaunchClusterKernel(addOne, 2, 1, 1, 8, 1, 1, 128, 1, 1, 0, nullptr,
                          params, nullptr);
  std::vector<float> host(n);
  mgpuMemcpy(host.data(), dev, n * sizeof(float), nullptr);
  mgpuStreamSynchronize(nullptr);
  for (uint32_t i = 0; i < n; ++i)
    ASSERT_EQ(host[i], 1.0f) << "at " << i;
  mgpuMemFree(dev, nullptr);
}

TEST_F(CudaGpuTest, OtherThreadsAndDefaultDevice) {
  // A fresh thread has no current context; the runtime makes one current.
  constexpr uint32_t n = 64;
  void *dev = mgpuMemAlloc(n * sizeof(float), nullptr, 0);
  mgpuMemset32(dev, 0, n, nullptr);
  mgpuStreamSynchronize(nullptr);
  std::thread worker([&] {
    CUstream stream = mgpuStreamCreate();
    launchAddOne(dev, n, stream);
    mgpuStreamSynchronize(stream);
    mgpuStreamDestroy(stream);
  });
  worker.join();
  std::vector<float> host(n);
  mgpuMemcpy(host.data(), dev, n * sizeof(float), nullptr);
  mgpuStreamSynchronize(nullptr);
  for (uint32_t i = 0; i < n; ++i)
    ASSERT_EQ(host[i], 1.0f) << "at " << i;
  mgpuMemFree(dev, nullptr);
  ASSERT_TRUE(errors.empty()) << allErrors();

  // The default device is per thread; a bad ordinal fails on first use.
  std::thread badDevice([] {
    mgpuSetDefaultDevice(1 << 20);
    EXPECT_EQ(mgpuStreamCreate(), nullptr);
  });
  badDevice.join();
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].find("cuDeviceGet failed: CUDA_ERROR_INVALID_DEVICE"),
            std::string::npos)
      << errors[0];
  errors.clear();
}

} // namespace
