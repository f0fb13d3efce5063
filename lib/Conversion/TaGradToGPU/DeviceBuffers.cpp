//===- DeviceBuffers.cpp - Host side of the GPU conversion ------*- C++ -*-===//
//
// Device buffers, copies, fills and the stream around the kernels of
// -convert-tagrad-to-gpu (see DeviceBuffers.h).
//
//===----------------------------------------------------------------------===//

#include "DeviceBuffers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::tagrad::gpu_host;

Value mlir::tagrad::gpu_host::dimOf(OpBuilder &b, Location loc, Value buffer,
                                    int64_t dim) {
  auto type = cast<MemRefType>(buffer.getType());
  if (!type.isDynamicDim(dim))
    return arith::ConstantIndexOp::create(b, loc, type.getDimSize(dim));
  return memref::DimOp::create(b, loc, buffer, dim);
}

Value mlir::tagrad::gpu_host::flatten(OpBuilder &b, Location loc,
                                      Value buffer) {
  auto type = cast<MemRefType>(buffer.getType());
  if (type.getRank() == 1)
    return buffer;
  ReassociationIndices all;
  for (int64_t i = 0; i < type.getRank(); ++i)
    all.push_back(i);
  return memref::CollapseShapeOp::create(b, loc, buffer,
                                         ArrayRef<ReassociationIndices>{all});
}

Value mlir::tagrad::gpu_host::emptyPlaceholder(OpBuilder &b, Location loc,
                                               Type type) {
  auto tensorType = cast<RankedTensorType>(type);
  return tensor::EmptyOp::create(b, loc, tensorType.getShape(),
                                 tensorType.getElementType());
}

DeviceBuffers::DeviceBuffers(OpBuilder &b, Location loc, bool deviceResident)
    : b(b), loc(loc), deviceResident(deviceResident) {
  token =
      gpu::WaitOp::create(b, loc, tokenType(), ValueRange{}).getAsyncToken();
}

Value DeviceBuffers::input(Value value) {
  auto tensorType = cast<RankedTensorType>(value.getType());
  auto memrefType =
      MemRefType::get(tensorType.getShape(), tensorType.getElementType());
  Value host = bufferization::ToBufferOp::create(b, loc, memrefType, value,
                                                 /*read_only=*/true);
  if (deviceResident)
    return host;
  Value device = allocate(memrefType, host);
  token = gpu::MemcpyOp::create(b, loc, tokenType(), ValueRange{token}, device,
                                host)
              .getAsyncToken();
  return device;
}

Value DeviceBuffers::output(Value resultValue, Value shapeSource) {
  auto result = cast<OpResult>(resultValue);
  auto tensorType = cast<RankedTensorType>(result.getType());
  if (deviceResident && result.hasOneUse()) {
    auto materialize = dyn_cast<bufferization::MaterializeInDestinationOp>(
        *result.getUsers().begin());
    if (materialize) {
      auto destType = dyn_cast<MemRefType>(materialize.getDest().getType());
      if (destType && destType.getLayout().isIdentity()) {
        outputs.push_back({result, materialize.getDest(), Value(), true});
        return materialize.getDest();
      }
    }
  }
  auto memrefType =
      MemRefType::get(tensorType.getShape(), tensorType.getElementType());
  Value device = allocate(memrefType, shapeSource);
  outputs.push_back({result, device, shapeSource, false});
  return device;
}

void DeviceBuffers::zero(Value buffer) {
  Value zero = arith::ConstantOp::create(b, loc, b.getF32FloatAttr(0.0f));
  token = gpu::MemsetOp::create(b, loc, tokenType(), ValueRange{token}, buffer,
                                zero)
              .getAsyncToken();
}

void DeviceBuffers::finish(RewriterBase &rewriter, Operation *op,
                           ArrayRef<std::pair<OpResult, Value>> forwarded,
                           ArrayRef<std::pair<OpResult, OpResult>> aliases) {
  SmallVector<Value> replacements(op->getNumResults());
  for (auto [result, value] : forwarded) {
    if (value.getType() != result.getType())
      value = tensor::CastOp::create(b, loc, result.getType(), value);
    replacements[result.getResultNumber()] = value;
  }
  SmallVector<std::pair<unsigned, Value>> ready;
  for (Output &output : outputs) {
    auto tensorType = cast<RankedTensorType>(output.result.getType());
    if (output.isDestination) {
      // The kernels wrote the destination; what is left,
      // materialize_in_destination(to_tensor(%dest), %dest), is a no-op
      // that the pass erases after the rewrite (a walk pattern may only
      // erase the op it matched).
      replacements[output.result.getResultNumber()] =
          bufferization::ToTensorOp::create(b, loc, tensorType, output.device,
                                            /*restrict=*/false,
                                            /*writable=*/false);
      continue;
    }
    Value buffer = output.device;
    if (!deviceResident) {
      auto memrefType = cast<MemRefType>(output.device.getType());
      buffer = memref::AllocOp::create(
          b, loc, memrefType, dynamicSizes(memrefType, output.shapeSource));
      token = gpu::MemcpyOp::create(b, loc, tokenType(), ValueRange{token},
                                    buffer, output.device)
                  .getAsyncToken();
    }
    ready.push_back({output.result.getResultNumber(), buffer});
  }
  if (!deviceResident) {
    for (Value buffer : temporaries)
      token =
          gpu::DeallocOp::create(b, loc, tokenType(), ValueRange{token}, buffer)
              .getAsyncToken();
  }
  gpu::WaitOp::create(b, loc, Type(), ValueRange{token});
  // The results become tensors only once the stream has finished.
  for (auto [index, buffer] : ready)
    replacements[index] = bufferization::ToTensorOp::create(
        b, loc, op->getResult(index).getType(), buffer, /*restrict=*/true,
        /*writable=*/true);
  for (auto [result, source] : aliases)
    replacements[result.getResultNumber()] =
        replacements[source.getResultNumber()];
  rewriter.replaceOp(op, replacements);
}

Type DeviceBuffers::tokenType() {
  return gpu::AsyncTokenType::get(b.getContext());
}

SmallVector<Value> DeviceBuffers::dynamicSizes(MemRefType type,
                                               Value shapeSource) {
  SmallVector<Value> sizes;
  for (int64_t i = 0; i < type.getRank(); ++i)
    if (type.isDynamicDim(i))
      sizes.push_back(dimOf(b, loc, shapeSource, i));
  return sizes;
}

Value DeviceBuffers::allocate(MemRefType type, Value shapeSource) {
  auto alloc = gpu::AllocOp::create(
      b, loc, type, tokenType(), ValueRange{token},
      dynamicSizes(type, shapeSource), ValueRange{}, /*hostShared=*/false);
  token = alloc.getAsyncToken();
  temporaries.push_back(alloc.getMemref());
  return alloc.getMemref();
}
