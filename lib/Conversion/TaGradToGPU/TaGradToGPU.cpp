//===- TaGradToGPU.cpp - Batch norm to gpu dialect kernels ------*- C++ -*-===//
//
// Lowers tagrad.fused_batch_norm_grad and tagrad.fused_batch_norm to
// gpu.launch kernels. Batch norm is memory bound, so the kernels are built
// around two sweeps over the data, each reading it once with coalesced
// loads:
//
//  * a reduction sweep: each thread owns one channel and accumulates in f32
//    over a strided range of that channel's elements; the block combines
//    its threads and one thread per channel adds the block partial to the
//    channel's result with an atomic add (no scratch buffers, so the device
//    resident form allocates nothing but its results);
//  * an elementwise sweep with the same thread-to-channel mapping, so each
//    thread computes its channel's coefficients once and then streams.
//
// Between them a per-channel "finish" kernel turns raw sums into the
// statistics the elementwise sweep needs.
//
// Thread mapping, chosen from data_format at compile time:
//  * channels-last (NHWC/NDHWC): block (32, blockSize/32); lane x is a
//    channel, y a row, so a warp reads 32 consecutive channels of one row.
//    Rows are summed through a shared memory column.
//  * channels-first (NCHW/NCDHW): a block per (channel, chunk); the block's
//    threads walk the channel's N x spatial elements in order, so lanes
//    read consecutive addresses even when the spatial size is small. The
//    (n, i) position is advanced without divisions. Threads are combined
//    with gpu.all_reduce, which lowers to warp shuffles plus shared memory.
//
// Each pattern is three steps: the host side hands out device buffers
// (prepare*Buffers, with DeviceBuffers.cpp's copies and fills), the kernels
// are emitted on those buffers alone (emit*Kernels), and the host side
// copies the results back and replaces the op (DeviceBuffers::finish).
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Conversion/TaGradToGPU/TaGradToGPU.h"
#include "TaGrad/Conversion/BatchNormShapeChecks.h"

#include "DeviceBuffers.h"

#include "TaGrad/Dialect/TaGrad/IR/TaGradOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::tagrad;
using gpu_host::DeviceBuffers;
using gpu_host::dimOf;
using gpu_host::emptyPlaceholder;
using gpu_host::flatten;

namespace {

constexpr int64_t kWarpSize = 32;

//===----------------------------------------------------------------------===//
// Small builders
//===----------------------------------------------------------------------===//

/// Index and f32 arithmetic at one insertion point.
struct Arith {
  OpBuilder &b;
  Location loc;

  Value index(int64_t value) {
    return arith::ConstantIndexOp::create(b, loc, value);
  }
  Value f32(float value) {
    return arith::ConstantOp::create(b, loc, b.getF32FloatAttr(value));
  }
  Value add(Value lhs, Value rhs) { return ArithBuilder(b, loc).add(lhs, rhs); }
  Value sub(Value lhs, Value rhs) { return ArithBuilder(b, loc).sub(lhs, rhs); }
  Value mul(Value lhs, Value rhs) { return ArithBuilder(b, loc).mul(lhs, rhs); }
  Value divf(Value lhs, Value rhs) {
    return arith::DivFOp::create(b, loc, lhs, rhs);
  }
  // Target-neutral and rounded once each (math.rsqrt would be an
  // approximation on some targets): the IEEE square root, then a correctly
  // rounded division (once per thread, so the precise forms cost nothing).
  // The target's pipeline gives them forms that need no device library
  // (-tagrad-gpu-lower-math-to-nvvm for NVVM).
  Value fma(Value a, Value x, Value c) {
    return math::FmaOp::create(b, loc, a, x, c);
  }
  Value rsqrt(Value value) {
    return divf(f32(1.0f), math::SqrtOp::create(b, loc, value));
  }
  Value divui(Value lhs, Value rhs) {
    return arith::DivUIOp::create(b, loc, lhs, rhs);
  }
  Value remui(Value lhs, Value rhs) {
    return arith::RemUIOp::create(b, loc, lhs, rhs);
  }
  Value ceilDiv(Value lhs, int64_t rhs) {
    return arith::CeilDivUIOp::create(b, loc, lhs, index(rhs));
  }
  Value max(Value lhs, Value rhs) {
    return arith::MaxUIOp::create(b, loc, lhs, rhs);
  }
  Value min(Value lhs, Value rhs) {
    return arith::MinUIOp::create(b, loc, lhs, rhs);
  }
  Value ult(Value lhs, Value rhs) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, lhs, rhs);
  }
  Value eq(Value lhs, Value rhs) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, lhs, rhs);
  }
  Value land(Value lhs, Value rhs) {
    return ArithBuilder(b, loc)._and(lhs, rhs);
  }
  Value select(Value cond, Value t, Value f) {
    return ArithBuilder(b, loc).select(cond, t, f);
  }
  /// An index count as f32 (element counts are exact up to 2^24, and the
  /// statistics only need them to f32 precision beyond that).
  Value indexToF32(Value value) {
    Value i64 = arith::IndexCastUIOp::create(b, loc, b.getI64Type(), value);
    return arith::UIToFPOp::create(b, loc, b.getF32Type(), i64);
  }
  /// Loads element `index` of a 1-D buffer, widened to f32.
  Value loadF32(Value buffer, Value position) {
    Value value = memref::LoadOp::create(b, loc, buffer, position);
    if (!value.getType().isF32())
      value = arith::ExtFOp::create(b, loc, b.getF32Type(), value);
    return value;
  }
  /// Stores an f32 value into a 1-D buffer, narrowed to its element type.
  void storeF32(Value value, Value buffer, Value position) {
    Type elementType = cast<MemRefType>(buffer.getType()).getElementType();
    if (elementType != value.getType())
      value = arith::TruncFOp::create(b, loc, elementType, value);
    memref::StoreOp::create(b, loc, value, buffer, position);
  }
};

//===----------------------------------------------------------------------===//
// Data geometry
//===----------------------------------------------------------------------===//

/// The data seen as [outer, C, inner]: channels-last has inner = 1 and
/// outer = M; channels-first has outer = N and inner = the spatial size.
struct Geometry {
  bool channelsLast;
  Value elementsPerChannel; // M
  Value channels;           // C
  Value inner;              // 1 for channels-last
};

Geometry computeGeometry(OpBuilder &b, Location loc, Value dataBuffer,
                         bool channelsLast) {
  Arith a{b, loc};
  int64_t rank = cast<MemRefType>(dataBuffer.getType()).getRank();
  Geometry geometry;
  geometry.channelsLast = channelsLast;
  if (channelsLast) {
    Value rows = a.index(1);
    for (int64_t i = 0; i + 1 < rank; ++i)
      rows = a.mul(rows, dimOf(b, loc, dataBuffer, i));
    geometry.elementsPerChannel = rows;
    geometry.channels = dimOf(b, loc, dataBuffer, rank - 1);
    geometry.inner = a.index(1);
    return geometry;
  }
  Value inner = a.index(1);
  for (int64_t i = 2; i < rank; ++i)
    inner = a.mul(inner, dimOf(b, loc, dataBuffer, i));
  geometry.channels = dimOf(b, loc, dataBuffer, 1);
  geometry.inner = inner;
  geometry.elementsPerChannel = a.mul(dimOf(b, loc, dataBuffer, 0), inner);
  return geometry;
}

//===----------------------------------------------------------------------===//
// Kernel emission
//===----------------------------------------------------------------------===//

/// Loads what a thread needs about its channel before it streams.
using ChannelSetupFn = function_ref<SmallVector<Value>(Arith &, Value channel)>;
/// Handles one element at flat `position`; returns the updated sums
/// (none for elementwise sweeps).
using ElementFn = function_ref<SmallVector<Value>(
    Arith &, Value position, ValueRange channelValues, ValueRange sums)>;
/// Publishes a block's sums for `channel` (one thread per channel).
using ChannelResultFn =
    function_ref<void(Arith &, Value channel, ValueRange sums)>;
/// Per-channel work of a finish kernel.
using ChannelFn = function_ref<void(Arith &, Value channel)>;

/// Emits the kernels of one op on one async token chain.
class KernelEmitter {
public:
  KernelEmitter(OpBuilder &b, Location loc, const TaGradToGPUOptions &options,
                Geometry geometry, Value token, StringRef opName)
      : b(b), loc(loc), options(options), geometry(geometry), token(token),
        namePrefix(
            (opName + (geometry.channelsLast ? "_nhwc" : "_nchw")).str()) {}

  Value getToken() const { return token; }

  /// Names the next kernels `<prefix>_<stage>`.
  KernelEmitter &named(StringRef newStage) {
    stage = newStage.str();
    return *this;
  }

  /// One pass over every element. With `numSums` > 0 each thread carries
  /// that many f32 sums for its channel, which are combined per block and
  /// handed to `result`.
  void sweep(unsigned numSums, ChannelSetupFn setup, ElementFn element,
             ChannelResultFn result) {
    if (geometry.channelsLast)
      sweepChannelsLast(numSums, setup, element, result);
    else
      sweepChannelsFirst(numSums, setup, element, result);
  }

  /// One thread per channel.
  void perChannel(ChannelFn body) {
    Arith a{b, loc};
    Value one = a.index(1);
    Value blocks = a.max(a.ceilDiv(geometry.channels, options.blockSize), one);
    launch(blocks, one, a.index(options.blockSize), one, {},
           [&](Arith &k, gpu::LaunchOp launchOp) {
             Value channel = k.add(
                 k.mul(launchOp.getBlockIds().x, k.index(options.blockSize)),
                 launchOp.getThreadIds().x);
             Value valid = k.ult(channel, geometry.channels);
             scf::IfOp::create(k.b, k.loc, valid, [&](OpBuilder &, Location) {
               body(k, channel);
               scf::YieldOp::create(k.b, k.loc);
             });
           });
  }

private:
  void launch(Value gridX, Value gridY, Value blockX, Value blockY,
              TypeRange workgroup,
              function_ref<void(Arith &, gpu::LaunchOp)> bodyBuilder) {
    Value one = arith::ConstantIndexOp::create(b, loc, 1);
    // Outlining names the kernel (and its gpu.module, uniqued) after these.
    std::string name = namePrefix + "_" + stage;
    auto symbol = FlatSymbolRefAttr::get(b.getContext(), name);
    auto launchOp = gpu::LaunchOp::create(
        b, loc, gridX, gridY, one, blockX, blockY, one,
        /*dynamicSharedMemorySize=*/nullptr,
        gpu::AsyncTokenType::get(b.getContext()), ValueRange{token}, workgroup,
        /*privateAttributions=*/{}, /*clusterSizeX=*/nullptr,
        /*clusterSizeY=*/nullptr, /*clusterSizeZ=*/nullptr, symbol, symbol);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(&launchOp.getBody().front());
    Arith k{b, loc};
    bodyBuilder(k, launchOp);
    gpu::TerminatorOp::create(b, loc);
    token = launchOp.getAsyncToken();
  }

  /// The strided per-thread loop, guarded by `valid`; yields the sums.
  SmallVector<Value>
  guardedLoop(Arith &k, Value valid, Value channel, unsigned numSums,
              ChannelSetupFn setup,
              function_ref<SmallVector<Value>(Arith &, ValueRange channelValues,
                                              ValueRange sums)>
                  loop) {
    // Result types are inferred from the yields.
    auto ifOp = scf::IfOp::create(
        k.b, k.loc, valid,
        [&](OpBuilder &, Location) {
          SmallVector<Value> channelValues = setup(k, channel);
          SmallVector<Value> sums = loop(k, channelValues, {});
          scf::YieldOp::create(k.b, k.loc, sums);
        },
        [&](OpBuilder &, Location) {
          SmallVector<Value> zeros(numSums, k.f32(0.0f));
          scf::YieldOp::create(k.b, k.loc, zeros);
        });
    return SmallVector<Value>(ifOp.getResults());
  }

  void sweepChannelsLast(unsigned numSums, ChannelSetupFn setup,
                         ElementFn element, ChannelResultFn result) {
    Arith a{b, loc};
    int64_t rowsPerBlock = options.blockSize / kWarpSize;
    Value one = a.index(1);
    Value channelTiles = a.max(a.ceilDiv(geometry.channels, kWarpSize), one);
    Value rowBlocks = a.max(
        a.min(a.ceilDiv(geometry.elementsPerChannel, rowsPerBlock),
              a.max(a.divui(a.index(options.gridBlocks), channelTiles), one)),
        one);

    auto columnType = MemRefType::get(
        {rowsPerBlock, kWarpSize}, b.getF32Type(), MemRefLayoutAttrInterface{},
        gpu::AddressSpaceAttr::get(b.getContext(),
                                   gpu::AddressSpace::Workgroup));
    SmallVector<Type> workgroup(numSums, columnType);

    launch(
        channelTiles, rowBlocks, a.index(kWarpSize), a.index(rowsPerBlock),
        workgroup, [&](Arith &k, gpu::LaunchOp launchOp) {
          Value tx = launchOp.getThreadIds().x;
          Value ty = launchOp.getThreadIds().y;
          Value rowsPerBlockValue = k.index(rowsPerBlock);
          Value channel =
              k.add(k.mul(launchOp.getBlockIds().x, k.index(kWarpSize)), tx);
          Value valid = k.ult(channel, geometry.channels);
          Value firstRow =
              k.add(k.mul(launchOp.getBlockIds().y, rowsPerBlockValue), ty);
          Value rowStep = k.mul(launchOp.getGridSize().y, rowsPerBlockValue);

          SmallVector<Value> sums = guardedLoop(
              k, valid, channel, numSums, setup,
              [&](Arith &, ValueRange channelValues, ValueRange) {
                SmallVector<Value> init(numSums, k.f32(0.0f));
                auto forOp = scf::ForOp::create(
                    k.b, k.loc, firstRow, geometry.elementsPerChannel, rowStep,
                    init,
                    [&](OpBuilder &, Location, Value row, ValueRange iterSums) {
                      Value position =
                          k.add(k.mul(row, geometry.channels), channel);
                      SmallVector<Value> next =
                          element(k, position, channelValues, iterSums);
                      scf::YieldOp::create(k.b, k.loc, next);
                    });
                return SmallVector<Value>(forOp.getResults());
              });
          if (numSums == 0)
            return;

          // Sum the rows of each channel column through shared memory.
          ArrayRef<BlockArgument> columns = launchOp.getWorkgroupAttributions();
          for (unsigned s = 0; s < numSums; ++s)
            memref::StoreOp::create(k.b, k.loc, sums[s], columns[s],
                                    ValueRange{ty, tx});
          gpu::BarrierOp::create(k.b, k.loc);
          Value leader = k.land(k.eq(ty, k.index(0)), valid);
          scf::IfOp::create(k.b, k.loc, leader, [&](OpBuilder &, Location) {
            SmallVector<Value> totals;
            for (unsigned s = 0; s < numSums; ++s) {
              Value total = k.f32(0.0f);
              for (int64_t row = 0; row < rowsPerBlock; ++row)
                total =
                    k.add(total,
                          memref::LoadOp::create(k.b, k.loc, columns[s],
                                                 ValueRange{k.index(row), tx}));
              totals.push_back(total);
            }
            result(k, channel, totals);
            scf::YieldOp::create(k.b, k.loc);
          });
        });
  }

  void sweepChannelsFirst(unsigned numSums, ChannelSetupFn setup,
                          ElementFn element, ChannelResultFn result) {
    Arith a{b, loc};
    Value one = a.index(1);
    Value channelBlocks = a.max(geometry.channels, one);
    Value chunks = a.max(
        a.min(a.ceilDiv(geometry.elementsPerChannel, options.blockSize),
              a.max(a.divui(a.index(options.gridBlocks), channelBlocks), one)),
        one);
    // Hoisted to the host: the kernel only adds them.
    Value safeInner = a.max(geometry.inner, one);
    Value channelStride = a.mul(geometry.channels, geometry.inner);

    launch(
        channelBlocks, chunks, a.index(options.blockSize), one, {},
        [&](Arith &k, gpu::LaunchOp launchOp) {
          Value tx = launchOp.getThreadIds().x;
          Value channel = launchOp.getBlockIds().x;
          Value valid = k.ult(channel, geometry.channels);
          Value blockSizeValue = k.index(options.blockSize);
          Value first =
              k.add(k.mul(launchOp.getBlockIds().y, blockSizeValue), tx);
          Value step = k.mul(launchOp.getGridSize().y, blockSizeValue);
          Value channelBase = k.mul(channel, geometry.inner);

          SmallVector<Value> sums = guardedLoop(
              k, valid, channel, numSums, setup,
              [&](Arith &, ValueRange channelValues, ValueRange) {
                // Element j of the channel is (n, i) = (j / inner,
                // j % inner); divide once, then step without divisions.
                Value n0 = k.divui(first, safeInner);
                Value i0 = k.remui(first, safeInner);
                Value stepN = k.divui(step, safeInner);
                Value stepI = k.remui(step, safeInner);
                SmallVector<Value> init = {n0, i0};
                for (unsigned s = 0; s < numSums; ++s)
                  init.push_back(k.f32(0.0f));
                auto forOp = scf::ForOp::create(
                    k.b, k.loc, first, geometry.elementsPerChannel, step, init,
                    [&](OpBuilder &, Location, Value, ValueRange iter) {
                      Value n = iter[0], i = iter[1];
                      Value position =
                          k.add(k.add(k.mul(n, channelStride), channelBase), i);
                      SmallVector<Value> next = element(
                          k, position, channelValues, iter.drop_front(2));
                      Value nextI = k.add(i, stepI);
                      Value nextN = k.add(n, stepN);
                      Value wrap = k.ult(nextI, geometry.inner);
                      nextI =
                          k.select(wrap, nextI, k.sub(nextI, geometry.inner));
                      nextN = k.select(wrap, nextN, k.add(nextN, k.index(1)));
                      SmallVector<Value> yielded = {nextN, nextI};
                      llvm::append_range(yielded, next);
                      scf::YieldOp::create(k.b, k.loc, yielded);
                    });
                return SmallVector<Value>(forOp.getResults().drop_front(2));
              });
          if (numSums == 0)
            return;

          // The whole block works on one channel: warp shuffles, then
          // one shared memory step across warps.
          SmallVector<Value> totals;
          for (Value sum : sums)
            totals.push_back(gpu::AllReduceOp::create(
                k.b, k.loc, sum,
                gpu::AllReduceOperationAttr::get(k.b.getContext(),
                                                 gpu::AllReduceOperation::ADD),
                /*uniform=*/true));
          Value leader = k.land(k.eq(tx, k.index(0)), valid);
          scf::IfOp::create(k.b, k.loc, leader, [&](OpBuilder &, Location) {
            result(k, channel, totals);
            scf::YieldOp::create(k.b, k.loc);
          });
        });
  }

  OpBuilder &b;
  Location loc;
  const TaGradToGPUOptions &options;
  Geometry geometry;
  Value token;
  std::string namePrefix;
  std::string stage = "kernel";
};

void atomicAdd(Arith &k, Value value, Value buffer, Value position) {
  memref::AtomicRMWOp::create(k.b, k.loc, arith::AtomicRMWKind::addf, value,
                              buffer, ValueRange{position});
}

//===----------------------------------------------------------------------===//
// fused_batch_norm_grad
//===----------------------------------------------------------------------===//

/// The device buffers of one fused_batch_norm_grad (data flattened to 1-D)
/// and the geometry of its data.
struct GradBuffers {
  Geometry geometry;
  Value dy, x, scale, mean, variance;
  Value dx, scaleGrad, offsetGrad;
};

/// Host side: the op's tensors as device buffers, its sums zeroed for the
/// kernels' atomics.
GradBuffers prepareGradBuffers(OpBuilder &b, Location loc,
                               DeviceBuffers &buffers,
                               FusedBatchNormGradOp op) {
  GradBuffers device;
  Value dy = buffers.input(op.getYBackprop());
  Value x = buffers.input(op.getX());
  device.scale = buffers.input(op.getScale());
  device.mean = buffers.input(op.getReserveSpace_1());
  device.variance = buffers.input(op.getReserveSpace_2());
  Value dx = buffers.output(op.getXBackprop(), x);
  device.scaleGrad = buffers.output(op.getScaleBackprop(), device.scale);
  device.offsetGrad = buffers.output(op.getOffsetBackprop(), device.scale);
  buffers.zero(device.scaleGrad);
  buffers.zero(device.offsetGrad);
  device.geometry =
      computeGeometry(b, loc, x, isChannelsLast(op.getDataFormat()));
  device.dy = flatten(b, loc, dy);
  device.x = flatten(b, loc, x);
  device.dx = flatten(b, loc, dx);
  return device;
}

/// The kernels of one fused_batch_norm_grad, continuing the stream at
/// `token`; returns its new end.
Value emitGradKernels(OpBuilder &b, Location loc,
                      const TaGradToGPUOptions &options,
                      FusedBatchNormGradOp op, const GradBuffers &device,
                      Value token) {
  bool training = op.getIsTraining();
  Arith a{b, loc};
  const Geometry &geometry = device.geometry;
  Value dy = device.dy, x = device.x, dx = device.dx;
  Value scale = device.scale, mean = device.mean, variance = device.variance;
  Value scaleGrad = device.scaleGrad, offsetGrad = device.offsetGrad;
  Value epsilon = a.f32(op.getEpsilon().convertToFloat());
  Value invCount =
      a.divf(a.f32(1.0f), a.indexToF32(geometry.elementsPerChannel));

  KernelEmitter kernels(b, loc, options, geometry, token, "bn_grad");
  // 1. offset_backprop = sum(dy), scale_backprop = sum(dy * (x - mean)).
  kernels.named("reduce").sweep(
      /*numSums=*/2,
      [&](Arith &k, Value c) {
        return SmallVector<Value>{memref::LoadOp::create(k.b, k.loc, mean, c)};
      },
      [&](Arith &k, Value position, ValueRange channel, ValueRange sums) {
        Value g = k.loadF32(dy, position);
        Value centred = k.sub(k.loadF32(x, position), channel[0]);
        return SmallVector<Value>{k.add(sums[0], g),
                                  k.fma(g, centred, sums[1])};
      },
      [&](Arith &k, Value c, ValueRange totals) {
        atomicAdd(k, totals[0], offsetGrad, c);
        atomicAdd(k, totals[1], scaleGrad, c);
      });
  // 2. scale_backprop *= rstd.
  kernels.named("finish").perChannel([&](Arith &k, Value c) {
    Value rstd = k.rsqrt(
        k.add(memref::LoadOp::create(k.b, k.loc, variance, c), epsilon));
    Value sum = memref::LoadOp::create(k.b, k.loc, scaleGrad, c);
    memref::StoreOp::create(k.b, k.loc, k.mul(sum, rstd), scaleGrad, c);
  });
  // 3. dx = A * dy - K * (x - mean) + D, per-channel A, K, D.
  kernels.named("apply").sweep(
      /*numSums=*/0,
      [&](Arith &k, Value c) {
        Value gamma = memref::LoadOp::create(k.b, k.loc, scale, c);
        Value rstd = k.rsqrt(
            k.add(memref::LoadOp::create(k.b, k.loc, variance, c), epsilon));
        Value coefficient = k.mul(gamma, rstd);
        if (!training)
          return SmallVector<Value>{coefficient};
        Value dScale = memref::LoadOp::create(k.b, k.loc, scaleGrad, c);
        Value dOffset = memref::LoadOp::create(k.b, k.loc, offsetGrad, c);
        Value slope = k.mul(k.mul(coefficient, rstd), k.mul(dScale, invCount));
        Value shift =
            k.sub(k.f32(0.0f), k.mul(coefficient, k.mul(dOffset, invCount)));
        return SmallVector<Value>{coefficient, slope, shift,
                                  memref::LoadOp::create(k.b, k.loc, mean, c)};
      },
      [&](Arith &k, Value position, ValueRange channel, ValueRange) {
        Value g = k.loadF32(dy, position);
        Value result;
        // What the per-channel part returned, in its order.
        Value coefficient = channel[0];
        if (!training) {
          result = k.mul(coefficient, g);
        } else {
          Value slope = channel[1], shift = channel[2],
                channelMean = channel[3];
          Value centred = k.sub(k.loadF32(x, position), channelMean);
          Value rest = k.sub(shift, k.mul(slope, centred));
          result = k.fma(coefficient, g, rest);
        }
        k.storeF32(result, dx, position);
        return SmallVector<Value>{};
      },
      [](Arith &, Value, ValueRange) {});

  return kernels.getToken();
}

struct FusedBatchNormGradToGPU : public OpRewritePattern<FusedBatchNormGradOp> {
  FusedBatchNormGradToGPU(MLIRContext *context,
                          const TaGradToGPUOptions &options)
      : OpRewritePattern(context), options(options) {}

  LogicalResult matchAndRewrite(FusedBatchNormGradOp op,
                                PatternRewriter &rewriter) const override {
    emitRunTimeShapeChecks(rewriter, op);
    Location loc = op.getLoc();
    DeviceBuffers buffers(rewriter, loc, options.deviceResident);
    GradBuffers device = prepareGradBuffers(rewriter, loc, buffers, op);
    buffers.setToken(emitGradKernels(rewriter, loc, options, op, device,
                                     buffers.getToken()));
    Value placeholder3 =
        emptyPlaceholder(rewriter, loc, op.getReserveSpace_3().getType());
    Value placeholder4 =
        emptyPlaceholder(rewriter, loc, op.getReserveSpace_4().getType());
    buffers.finish(rewriter, op,
                   {{cast<OpResult>(op.getReserveSpace_3()), placeholder3},
                    {cast<OpResult>(op.getReserveSpace_4()), placeholder4}});
    return success();
  }

  TaGradToGPUOptions options;
};

//===----------------------------------------------------------------------===//
// fused_batch_norm
//===----------------------------------------------------------------------===//

/// Whether training blends the batch statistics into the running ones
/// (exponential_avg_factor != 1); only then are those read.
bool blendsRunningStatistics(FusedBatchNormOp op) {
  return op.getIsTraining() &&
         op.getExponentialAvgFactor().convertToFloat() != 1.0f;
}

/// The device buffers of one fused_batch_norm (data flattened to 1-D) and
/// the geometry of its data.
struct ForwardBuffers {
  Geometry geometry;
  Value x, y, scale, offset;
  /// The running statistics; null where they are not read.
  Value runningMean, runningVariance;
  /// The statistics the elementwise sweep normalizes with: the batch's
  /// (reserve_space_1/2) in training, else the running ones.
  Value mean, variance;
  /// Training results; batchMean is null without blending (it is
  /// reserve_space_1 then).
  Value batchMean, batchVariance;
};

/// Host side: the op's tensors as device buffers, the statistics zeroed
/// for the kernels' atomics.
ForwardBuffers prepareForwardBuffers(OpBuilder &b, Location loc,
                                     DeviceBuffers &buffers,
                                     FusedBatchNormOp op) {
  bool training = op.getIsTraining();
  bool blend = blendsRunningStatistics(op);
  ForwardBuffers device;
  Value x = buffers.input(op.getX());
  device.scale = buffers.input(op.getScale());
  device.offset = buffers.input(op.getOffset());
  // Training without blending never reads the running statistics (they
  // may be [0] placeholders).
  if (!training || blend) {
    device.runningMean = buffers.input(op.getMean());
    device.runningVariance = buffers.input(op.getVariance());
  }
  Value y = buffers.output(op.getY(), x);
  device.geometry =
      computeGeometry(b, loc, x, isChannelsLast(op.getDataFormat()));
  device.x = flatten(b, loc, x);
  device.y = flatten(b, loc, y);
  if (!training) {
    device.mean = device.runningMean;
    device.variance = device.runningVariance;
    return device;
  }
  Value scale = device.scale;
  device.mean = buffers.output(op.getReserveSpace_1(), scale);
  device.variance = buffers.output(op.getReserveSpace_2(), scale);
  device.batchVariance = buffers.output(op.getBatchVariance(), scale);
  if (blend)
    device.batchMean = buffers.output(op.getBatchMean(), scale);
  buffers.zero(device.mean);
  buffers.zero(device.variance);
  return device;
}

/// The kernels of one fused_batch_norm, continuing the stream at `token`;
/// returns its new end.
Value emitForwardKernels(OpBuilder &b, Location loc,
                         const TaGradToGPUOptions &options, FusedBatchNormOp op,
                         const ForwardBuffers &device, Value token) {
  bool training = op.getIsTraining();
  float factor = op.getExponentialAvgFactor().convertToFloat();
  bool blend = blendsRunningStatistics(op);
  Arith a{b, loc};
  const Geometry &geometry = device.geometry;
  Value x = device.x, y = device.y, scale = device.scale,
        offset = device.offset;
  Value runningMean = device.runningMean,
        runningVariance = device.runningVariance;
  Value meanBuffer = device.mean, varianceBuffer = device.variance;
  Value batchMean = device.batchMean, batchVariance = device.batchVariance;
  Value epsilon = a.f32(op.getEpsilon().convertToFloat());

  KernelEmitter kernels(b, loc, options, geometry, token, "bn_forward");
  if (training) {
    Value count = a.indexToF32(geometry.elementsPerChannel);
    Value countMinusOne = a.indexToF32(
        a.sub(a.max(geometry.elementsPerChannel, a.index(2)), a.index(1)));
    Value bessel = a.divf(count, countMinusOne);
    // 1. mean = sum(x) / M.
    kernels.named("sum").sweep(
        /*numSums=*/1, [](Arith &, Value) { return SmallVector<Value>{}; },
        [&](Arith &k, Value position, ValueRange, ValueRange sums) {
          return SmallVector<Value>{k.add(sums[0], k.loadF32(x, position))};
        },
        [&](Arith &k, Value c, ValueRange totals) {
          atomicAdd(k, totals[0], meanBuffer, c);
        });
    kernels.named("mean").perChannel([&](Arith &k, Value c) {
      Value sum = memref::LoadOp::create(k.b, k.loc, meanBuffer, c);
      memref::StoreOp::create(k.b, k.loc, k.divf(sum, count), meanBuffer, c);
    });
    // 2. Biased variance = sum((x - mean)^2) / M (centred, so a large
    //    mean does not cancel the variance away).
    kernels.named("sum_squares")
        .sweep(
            /*numSums=*/1,
            [&](Arith &k, Value c) {
              return SmallVector<Value>{
                  memref::LoadOp::create(k.b, k.loc, meanBuffer, c)};
            },
            [&](Arith &k, Value position, ValueRange channel, ValueRange sums) {
              Value centred = k.sub(k.loadF32(x, position), channel[0]);
              return SmallVector<Value>{k.fma(centred, centred, sums[0])};
            },
            [&](Arith &k, Value c, ValueRange totals) {
              atomicAdd(k, totals[0], varianceBuffer, c);
            });
    kernels.named("variance").perChannel([&](Arith &k, Value c) {
      Value sum = memref::LoadOp::create(k.b, k.loc, varianceBuffer, c);
      Value biased = k.divf(sum, count);
      memref::StoreOp::create(k.b, k.loc, biased, varianceBuffer, c);
      Value corrected = k.mul(biased, bessel);
      if (blend) {
        Value keep = k.f32(1.0f - factor), take = k.f32(factor);
        Value oldMean = memref::LoadOp::create(k.b, k.loc, runningMean, c);
        Value newMean = memref::LoadOp::create(k.b, k.loc, meanBuffer, c);
        memref::StoreOp::create(
            k.b, k.loc, k.add(k.mul(keep, oldMean), k.mul(take, newMean)),
            batchMean, c);
        Value oldVariance =
            memref::LoadOp::create(k.b, k.loc, runningVariance, c);
        corrected = k.add(k.mul(keep, oldVariance), k.mul(take, corrected));
      }
      memref::StoreOp::create(k.b, k.loc, corrected, batchVariance, c);
    });
  }
  // 3. y = scale * rstd * (x - mean) + offset.
  kernels.named("apply").sweep(
      /*numSums=*/0,
      [&](Arith &k, Value c) {
        Value rstd = k.rsqrt(k.add(
            memref::LoadOp::create(k.b, k.loc, varianceBuffer, c), epsilon));
        Value gamma = memref::LoadOp::create(k.b, k.loc, scale, c);
        return SmallVector<Value>{
            k.mul(gamma, rstd), memref::LoadOp::create(k.b, k.loc, offset, c),
            memref::LoadOp::create(k.b, k.loc, meanBuffer, c)};
      },
      [&](Arith &k, Value position, ValueRange channel, ValueRange) {
        Value coefficient = channel[0], channelOffset = channel[1],
              channelMean = channel[2];
        Value centred = k.sub(k.loadF32(x, position), channelMean);
        k.storeF32(k.fma(coefficient, centred, channelOffset), y, position);
        return SmallVector<Value>{};
      },
      [](Arith &, Value, ValueRange) {});
  return kernels.getToken();
}

struct FusedBatchNormToGPU : public OpRewritePattern<FusedBatchNormOp> {
  FusedBatchNormToGPU(MLIRContext *context, const TaGradToGPUOptions &options)
      : OpRewritePattern(context), options(options) {}

  LogicalResult matchAndRewrite(FusedBatchNormOp op,
                                PatternRewriter &rewriter) const override {
    emitRunTimeShapeChecks(rewriter, op);
    Location loc = op.getLoc();
    bool training = op.getIsTraining();
    bool blend = blendsRunningStatistics(op);
    DeviceBuffers buffers(rewriter, loc, options.deviceResident);
    ForwardBuffers device = prepareForwardBuffers(rewriter, loc, buffers, op);
    buffers.setToken(emitForwardKernels(rewriter, loc, options, op, device,
                                        buffers.getToken()));

    // Results that are the inputs or another result unchanged.
    auto batchMeanResult = cast<OpResult>(op.getBatchMean());
    auto batchVarianceResult = cast<OpResult>(op.getBatchVariance());
    auto reserveSpace1 = cast<OpResult>(op.getReserveSpace_1());
    auto reserveSpace2 = cast<OpResult>(op.getReserveSpace_2());
    SmallVector<std::pair<OpResult, Value>> forwarded;
    if (!training) {
      forwarded = {{batchMeanResult, op.getMean()},
                   {batchVarianceResult, op.getVariance()},
                   {reserveSpace1, op.getMean()},
                   {reserveSpace2, op.getVariance()}};
    }
    // Without blending, batch_mean is reserve_space_1 (the batch mean).
    SmallVector<std::pair<OpResult, OpResult>> aliases;
    if (training && !blend)
      aliases.push_back({batchMeanResult, reserveSpace1});
    buffers.finish(rewriter, op, forwarded, aliases);
    return success();
  }

  TaGradToGPUOptions options;
};

} // namespace

void mlir::tagrad::populateTaGradToGPUPatterns(
    RewritePatternSet &patterns, const TaGradToGPUOptions &options) {
  patterns.add<FusedBatchNormGradToGPU, FusedBatchNormToGPU>(
      patterns.getContext(), options);
}
