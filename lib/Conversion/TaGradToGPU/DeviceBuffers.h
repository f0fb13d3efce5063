//===- DeviceBuffers.h - Host side of the GPU conversion --------*- C++ -*-===//
//
// The host code around the kernels -convert-tagrad-to-gpu emits: device
// buffers for an op's tensors, the copies and fills the memory model needs
// (see the pass description), the stream they are chained on, and the op's
// replacement once the stream has finished. Kernel emission
// (TaGradToGPU.cpp) only sees the buffers this hands out and the token.
// Internal to lib/Conversion/TaGradToGPU.
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_LIB_CONVERSION_TAGRADTOGPU_DEVICEBUFFERS_H
#define TAGRAD_LIB_CONVERSION_TAGRADTOGPU_DEVICEBUFFERS_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::tagrad::gpu_host {

/// Size `dim` of a buffer: a constant when static.
Value dimOf(OpBuilder &b, Location loc, Value buffer, int64_t dim);

/// A 1-D view of a dense buffer.
Value flatten(OpBuilder &b, Location loc, Value buffer);

/// A [0] placeholder result (reserve_space_3/4).
Value emptyPlaceholder(OpBuilder &b, Location loc, Type type);

/// Device buffers for one op, with the transfers the memory model needs,
/// all on one stream (an async token chain) that starts here.
class DeviceBuffers {
public:
  DeviceBuffers(OpBuilder &b, Location loc, bool deviceResident);

  /// The end of the stream; the kernels continue it (setToken).
  Value getToken() const { return token; }
  void setToken(Value newToken) { token = newToken; }

  /// A device buffer holding tensor `value` (copied in unless the tensors
  /// are device resident).
  Value input(Value value);

  /// A device buffer for result `result`, shaped like `shapeSource`.
  Value output(Value result, Value shapeSource);

  /// Fills a device buffer with zeros (on the stream).
  void zero(Value buffer);

  /// Copies results back, frees temporaries, waits for the stream, and
  /// replaces the op's results (named by their accessors).
  /// `forwarded` results are given values (cast to the result type);
  /// `aliases` results take the value of another result.
  void finish(RewriterBase &rewriter, Operation *op,
              ArrayRef<std::pair<OpResult, Value>> forwarded,
              ArrayRef<std::pair<OpResult, OpResult>> aliases = {});

private:
  struct Output {
    OpResult result;
    Value device;
    Value shapeSource;
    bool isDestination;
  };

  Type tokenType();
  SmallVector<Value> dynamicSizes(MemRefType type, Value shapeSource);
  Value allocate(MemRefType type, Value shapeSource);

  OpBuilder &b;
  Location loc;
  bool deviceResident;
  Value token;
  SmallVector<Value> temporaries;
  SmallVector<Output> outputs;
};

} // namespace mlir::tagrad::gpu_host

#endif // TAGRAD_LIB_CONVERSION_TAGRADTOGPU_DEVICEBUFFERS_H
