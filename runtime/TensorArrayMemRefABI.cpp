//===- TensorArrayMemRefABI.cpp - Entry points for compiled MLIR ----------===//
//
// -convert-tagrad-to-runtime passes element values as `memref<*xT>`. In
// MLIR's default calling convention an unranked memref argument becomes two
// arguments, (int64_t rank, void *descriptor), so a call declared in MLIR as
//
//   func.func private @tagradTensorArrayWriteMemRefF32(
//       i64, i64, memref<*xf32>, !llvm.ptr)
//
// lands in C as (handle, index, rank, descriptor, location): exactly the
// signature of tagradTensorArrayWrite / tagradTensorArrayRead. MLIR needs one
// symbol per element type (a function has one signature), hence one thin
// forwarding entry point per dtype here.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Runtime/TensorArray.h"

#define TAGRAD_MEMREF_ENTRY_POINTS(SUFFIX)                                     \
  extern "C" TAGRAD_RUNTIME_EXPORT void tagradTensorArrayWriteMemRef##SUFFIX(  \
      int64_t handle, int64_t index, int64_t rank, void *descriptor,           \
      const char *location) {                                                  \
    tagradTensorArrayWrite(handle, index, rank, descriptor, location);         \
  }                                                                            \
  extern "C" TAGRAD_RUNTIME_EXPORT void tagradTensorArrayReadMemRef##SUFFIX(   \
      int64_t handle, int64_t index, int64_t rank, void *descriptor,           \
      const char *location) {                                                  \
    tagradTensorArrayRead(handle, index, rank, descriptor, location);          \
  }

TAGRAD_MEMREF_ENTRY_POINTS(F32)
TAGRAD_MEMREF_ENTRY_POINTS(F64)
TAGRAD_MEMREF_ENTRY_POINTS(F16)
TAGRAD_MEMREF_ENTRY_POINTS(BF16)
TAGRAD_MEMREF_ENTRY_POINTS(I1)
TAGRAD_MEMREF_ENTRY_POINTS(I8)
TAGRAD_MEMREF_ENTRY_POINTS(I16)
TAGRAD_MEMREF_ENTRY_POINTS(I32)
TAGRAD_MEMREF_ENTRY_POINTS(I64)
TAGRAD_MEMREF_ENTRY_POINTS(C64)
TAGRAD_MEMREF_ENTRY_POINTS(C128)
