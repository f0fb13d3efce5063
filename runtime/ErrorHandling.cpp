//===- ErrorHandling.cpp - TaGrad runtime error entry point ---------------===//
//
// The handler is process-wide. It is copied out under a lock and called
// without holding it, so a handler may itself call into the runtime (e.g.
// reinstall a handler) without deadlocking.
//
// tagradReportTensorArrayError lives in TensorArrayRuntime.cpp, next to the
// message formatters the store uses, so inlined and runtime checks cannot
// drift apart.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Runtime/ErrorHandling.h"

#include <cstdio>
#include <cstdlib>
#include <mutex>

namespace {
struct HandlerSlot {
  std::mutex mutex;
  TagradErrorHandler handler = nullptr;
  void *userData = nullptr;
};

HandlerSlot &getSlot() {
  // Never destroyed: errors reported from other threads or from static
  // destructors during exit must still find a valid mutex.
  static HandlerSlot *slot = new HandlerSlot();
  return *slot;
}
} // namespace

extern "C" void tagradSetErrorHandler(TagradErrorHandler handler,
                                      void *userData) {
  HandlerSlot &slot = getSlot();
  std::lock_guard<std::mutex> lock(slot.mutex);
  slot.handler = handler;
  slot.userData = handler ? userData : nullptr;
}

extern "C" void tagradRuntimeError(const char *message) {
  if (!message)
    message = "unknown error";
  TagradErrorHandler handler;
  void *userData;
  {
    HandlerSlot &slot = getSlot();
    std::lock_guard<std::mutex> lock(slot.mutex);
    handler = slot.handler;
    userData = slot.userData;
  }
  if (handler) {
    handler(message, userData);
    return;
  }
  // exit, not abort: abort loses buffered output and looks like a crash.
  std::fprintf(stderr, "tagrad runtime error: %s\n", message);
  std::fflush(stderr);
  std::exit(1);
}
