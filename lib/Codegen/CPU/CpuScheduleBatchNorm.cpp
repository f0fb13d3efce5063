//===- CpuScheduleBatchNorm.cpp - batch-norm generics for the CPU ---------===//
//
// -tagrad-cpu-schedule-batch-norm: classifies the generics that
// -convert-tagrad-to-linalg stamped with a #tagrad.batch_norm_schedule,
// restructures some forms in C++ (per-thread row partials for sums, fusion
// of channels-first gradients per channel or per block of channels,
// channels-first planes cut at 64-byte boundaries), then tiles, parallelizes
// and vectorizes them with the transform library
// TransformLibrary/BatchNormSchedule.mlir, embedded at build time.
// Everything stays on tensors.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"
#include "TaGrad/Dialect/TaGrad/IR/TaGradAttrs.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/TransformOps/BufferizationTransformOps.h"
#include "mlir/Dialect/Linalg/TransformOps/DialectExtension.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/TransformOps/SCFTransformOps.h"
#include "mlir/Dialect/Tensor/TransformOps/TensorTransformOps.h"
#include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.h"
#include "mlir/Dialect/Transform/Transforms/TransformInterpreterUtils.h"
#include "mlir/Dialect/Vector/TransformOps/VectorTransformOps.h"
#include "mlir/IR/Dominance.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/DebugLog.h"
#include "llvm/Support/Threading.h"

#include <limits>

#define DEBUG_TYPE "tagrad-cpu-schedule-batch-norm"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADCPUSCHEDULEBATCHNORM
#include "TaGrad/Codegen/CPU/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;
using namespace mlir::tagrad;

int64_t mlir::tagrad::defaultCpuThreads() {
  return std::max<int64_t>(1,
                           llvm::hardware_concurrency().compute_thread_count());
}

namespace {

/// The transform library (TransformLibrary/BatchNormSchedule.mlir, one
/// sequence per schedule class), embedded by the build.
constexpr StringLiteral kBatchNormScheduleLibrary =
#include "BatchNormSchedule.mlir.inc"
    ;

/// The library's entry point: every class in turn, then the clean-up.
constexpr StringLiteral kBatchNormScheduleEntry =
    "tagrad_cpu_schedule_batch_norm";

/// The schedule class `classify` gave `op` (a #tagrad.cpu_schedule, which
/// the transform library matches on), or none (also for null).
std::optional<CpuSchedule> scheduleKind(Operation *op) {
  auto attr =
      op ? op->getAttrOfType<CpuScheduleAttr>(CpuScheduleAttr::getAttrName())
         : nullptr;
  if (!attr)
    return std::nullopt;
  return attr.getValue();
}

/// Gives `op` the schedule class `kind`.
void setScheduleKind(Operation *op, CpuSchedule kind) {
  op->setAttr(CpuScheduleAttr::getAttrName(),
              CpuScheduleAttr::get(op->getContext(), kind));
}

/// `op` tiled at `offsets` / `sizes`, as one generic on slices of its
/// operands. Linalg's TilingInterface model cannot fail on a generic with
/// tensor semantics (classify checked them): it clones the op onto the
/// slices, one op.
linalg::GenericOp tileGeneric(RewriterBase &rewriter, linalg::GenericOp op,
                              ArrayRef<OpFoldResult> offsets,
                              ArrayRef<OpFoldResult> sizes) {
  FailureOr<TilingResult> result =
      cast<TilingInterface>(op.getOperation())
          .getTiledImplementation(rewriter, offsets, sizes);
  if (failed(result) || result->tiledOps.size() != 1)
    llvm_unreachable("linalg tiles a generic into one generic");
  return cast<linalg::GenericOp>(result->tiledOps.front());
}

/// Whether `kind` is a channels-first sum, of one or two outputs.
bool isInnerReduction(std::optional<CpuSchedule> kind) {
  return kind == CpuSchedule::InnerReduction1 ||
         kind == CpuSchedule::InnerReduction2;
}

/// The contiguous share [begin, begin + size) of an outermost loop of
/// `extent` iterations that `thread` (0 .. threads - 1) of `threads` takes:
/// ceil(extent / threads) iterations each, the last share shorter. With
/// three threads or more a share can be empty (and would be negative
/// without the max with 0: 5 iterations, 4 threads: 2, 2, 1, -1); with one
/// or two it cannot, nor for a static extent that leaves the last thread
/// a share, and the max is left out.
std::pair<OpFoldResult, OpFoldResult> threadShare(RewriterBase &rewriter,
                                                  Location loc, Value thread,
                                                  OpFoldResult extent,
                                                  int64_t threads) {
  MLIRContext *ctx = rewriter.getContext();
  AffineExpr t = getAffineDimExpr(0, ctx), e = getAffineSymbolExpr(0, ctx);
  AffineExpr share = e.ceilDiv(threads);
  OpFoldResult begin = affine::makeComposedFoldedAffineApply(
      rewriter, loc, AffineMap::get(1, 1, t * share), {thread, extent});
  OpFoldResult size = affine::makeComposedFoldedAffineMin(
      rewriter, loc, AffineMap::get(1, 1, {share, e - t * share}, ctx),
      {thread, extent});
  // The last thread's share, extent - (threads - 1) * share, is the
  // shortest.
  std::optional<int64_t> known = getConstantIntValue(extent);
  bool nonNegative = threads <= 2 ||
                     (known && *known >= (threads - 1) * llvm::divideCeilSigned(
                                                             *known, threads));
  if (!nonNegative)
    size = affine::makeComposedFoldedAffineMax(
        rewriter, loc,
        AffineMap::get(
            1, 0, {getAffineDimExpr(0, ctx), getAffineConstantExpr(0, ctx)},
            ctx),
        {size});
  return {begin, size};
}

/// Whether every op in the body is plain scalar arithmetic the vectorizer
/// handles (no index, extract or calls).
bool hasVectorizableBody(linalg::GenericOp op) {
  for (Operation &nested : op.getBody()->without_terminator())
    if (!isa_and_nonnull<arith::ArithDialect, math::MathDialect>(
            nested.getDialect()) ||
        nested.getNumRegions() != 0)
      return false;
  return true;
}

/// What the schedule needs to know about a generic: whether its loops are
/// channels-last rows [R, C] (else channels-first planes [N, C, S]) and
/// whether it sums into per-channel accumulators (else it is elementwise).
struct GenericForm {
  bool channelsLast;
  bool sums;
};

/// The form of `op`: from its #tagrad.batch_norm_schedule where
/// -convert-tagrad-to-linalg stamped one (nothing for its per-channel
/// coefficients, left to the plain path); for the generics of other front
/// ends (TensorFlow's elementwise ops and bias gradients), which carry no
/// stamp, from their loops alone (2: rows, 3: planes; sums when loop 0
/// reduces).
std::optional<GenericForm> formOf(linalg::GenericOp op) {
  auto schedule = op->getAttrOfType<BatchNormScheduleAttr>(
      BatchNormScheduleAttr::getAttrName());
  if (schedule) {
    if (schedule.getStage() == BatchNormStage::Coefficients)
      return std::nullopt;
    return GenericForm{schedule.getLayout() == BatchNormLoops::ChannelsLast,
                       schedule.getStage() == BatchNormStage::Sums};
  }
  unsigned loops = op.getNumLoops();
  if (loops != 2 && loops != 3)
    return std::nullopt;
  return GenericForm{loops == 2, op.getIteratorTypesArray()[0] ==
                                     utils::IteratorType::reduction};
}

/// The schedule class of a generic, or none when it is left to the plain
/// path. The form (formOf) is checked before it is scheduled: data operands
/// with the identity map, per-channel operands with (d0, ..) -> (d1), on
/// tensors of floats, as many loops as the layout has.
std::optional<CpuSchedule> classify(linalg::GenericOp op) {
  std::optional<GenericForm> form = formOf(op);
  if (!form)
    return std::nullopt;
  bool channelsLast = form->channelsLast;
  unsigned loops = op.getNumLoops();
  if (loops != (channelsLast ? 2u : 3u) || !op.hasPureTensorSemantics() ||
      !hasVectorizableBody(op)) {
    LDBG() << "not in the expected form: " << op;
    return std::nullopt;
  }
  MLIRContext *ctx = op.getContext();
  AffineMap identity = AffineMap::getMultiDimIdentityMap(loops, ctx);
  AffineMap channel = AffineMap::get(loops, 0, getAffineDimExpr(1, ctx));
  for (AffineMap map : op.getIndexingMapsArray())
    if (map != identity && map != channel) {
      LDBG() << "indexing map " << map << " not in the collapsed form";
      return std::nullopt;
    }
  for (OpOperand &operand : op->getOpOperands())
    if (!isa<FloatType>(getElementTypeOrSelf(operand.get().getType())))
      return std::nullopt;
  // Statically empty: nothing to schedule (and zero-sized thread tiles).
  for (int64_t size : op.getStaticLoopRanges())
    if (size == 0)
      return std::nullopt;
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  auto isReduction = [](utils::IteratorType type) {
    return type == utils::IteratorType::reduction;
  };
  bool sums = form->sums;
  // Sums reduce every loop but the channel one into per-channel
  // accumulators; elementwise passes have no reduction.
  for (auto [i, iterator] : llvm::enumerate(iterators))
    if (isReduction(iterator) != (sums && i != 1)) {
      LDBG() << "iterators do not match the stage: " << op;
      return std::nullopt;
    }
  for (OpOperand &init : op.getDpsInitsMutable())
    if (op.getMatchingIndexingMap(&init) != (sums ? channel : identity))
      return std::nullopt;
  // Other front ends' f16 / bf16 sums would add in their own type (the
  // batch-norm lowering's accumulate in f32): -tagrad-lower-pairwise-
  // reductions sums them in f32 instead.
  if (sums && !op->hasAttr(BatchNormScheduleAttr::getAttrName()) &&
      llvm::any_of(op.getDpsInits(), [](Value init) {
        return getElementTypeOrSelf(init.getType()).getIntOrFloatBitWidth() <
               32;
      })) {
    LDBG() << "a narrow sum left to the pairwise lowering: " << op;
    return std::nullopt;
  }
  if (!sums)
    return channelsLast ? CpuSchedule::ElementwiseRows
                        : CpuSchedule::ElementwisePlanes;
  if (channelsLast)
    return CpuSchedule::OuterReduction;
  switch (op.getNumDpsInits()) {
  case 1:
    return CpuSchedule::InnerReduction1;
  case 2:
    return CpuSchedule::InnerReduction2;
  default:
    return std::nullopt;
  }
}

// Tuning constants: why each has its value is in docs/CpuSchedule.md
// ("Constants"); the cache sizes are options ("Options and their
// defaults").

/// f32 lanes of one AVX-512 vector (64 bytes), as in the transform library.
constexpr int64_t kLanes = 16;

/// The shortest static channels-first plane cut at 64-byte boundaries
/// (cutPlanes), in blocks of channels or not.
constexpr int64_t kMinCutPlane = 64;

/// Whether a block of `block` channels of planes of `plane` elements is one
/// run of whole vectors per batch entry: every run then starts where a
/// vector does (for f32 a 64-byte line, in a 64-byte aligned buffer), and
/// cutting it leaves no masked head or tail.
bool hasWholeVectorRuns(int64_t block, int64_t plane) {
  return block > 0 && (block * plane) % kLanes == 0;
}

/// Loops over the planes of a static channels-first elementwise op
/// [N, C', S]: batch entries `firstEntry` .. `firstEntry + entries` of the op
/// and all its C' channels, each plane cut where its memory reaches a 64-byte
/// boundary, so that its body is whole 16-lane vectors starting at aligned
/// addresses (64-byte aligned buffers assumed; the non-temporal stores check
/// at run time) and its head and tail are masked vectors (pieces classified
/// plane_piece; the body loop is an x_backprop loop, also marked for
/// prefetching the element `prefetchAhead` channels further on when that is
/// not 0). The op's channel c is channel
/// `channelOffset + c` of `totalChannels` in the buffer, its batch entries
/// are the buffer's. `outs` are the carried outputs, whose batch entry 0 is
/// the op's `firstEntry`. Returns the loops' results.
FailureOr<SmallVector<Value>>
cutPlanes(RewriterBase &rewriter, linalg::GenericOp op, ValueRange outs,
          Value firstEntry, Value entries, Value channelOffset,
          int64_t totalChannels, int64_t prefetchAhead) {
  auto type = cast<RankedTensorType>(op->getResult(0).getType());
  int64_t channels = type.getDimSize(1), plane = type.getDimSize(2);
  MLIRContext *ctx = op.getContext();
  Location loc = op.getLoc();
  auto index = [&](int64_t value) {
    return arith::ConstantIndexOp::create(rewriter, loc, value).getResult();
  };
  Value zero = index(0), one = index(1);
  // One piece of one plane: the op tiled at batch entry `entry`, its outputs
  // slices of the carried `outs` at entry `local`.
  auto piece = [&](ValueRange outs, Value entry, Value local, Value channel,
                   OpFoldResult offset,
                   OpFoldResult length) -> FailureOr<SmallVector<Value>> {
    linalg::GenericOp tiled = tileGeneric(
        rewriter, op, {entry, channel, offset},
        {rewriter.getIndexAttr(1), rewriter.getIndexAttr(1), length});
    setScheduleKind(tiled, CpuSchedule::PlanePiece);
    SmallVector<OpFoldResult> offsets = {local, channel, offset};
    SmallVector<OpFoldResult> sizes = {rewriter.getIndexAttr(1),
                                       rewriter.getIndexAttr(1), length};
    SmallVector<OpFoldResult> strides(3, rewriter.getIndexAttr(1));
    SmallVector<Value> updated;
    for (auto [i, init] : llvm::enumerate(tiled.getDpsInitsMutable())) {
      Operation *old = init.get().getDefiningOp();
      rewriter.setInsertionPoint(tiled);
      init.set(tensor::ExtractSliceOp::create(
          rewriter, loc, cast<RankedTensorType>(init.get().getType()), outs[i],
          offsets, sizes, strides));
      if (old && old->use_empty())
        rewriter.eraseOp(old);
      rewriter.setInsertionPointAfter(tiled);
      updated.push_back(
          tensor::InsertSliceOp::create(rewriter, loc, tiled->getResult(i),
                                        outs[i], offsets, sizes, strides));
    }
    return updated;
  };
  LogicalResult status = success();
  auto entryLoop = scf::ForOp::create(
      rewriter, loc, zero, entries, one, outs,
      [&](OpBuilder &, Location, Value local, ValueRange outs) {
        Value entry = arith::AddIOp::create(rewriter, loc, firstEntry, local);
        auto channelLoop = scf::ForOp::create(
            rewriter, loc, zero, index(channels), one, outs,
            [&](OpBuilder &, Location, Value channel, ValueRange outs) {
              // Elements from the plane's start to the next multiple of 16
              // (64 bytes) in the flat buffer, then whole vectors.
              AffineExpr n = getAffineDimExpr(0, ctx),
                         c = getAffineDimExpr(1, ctx),
                         c0 = getAffineDimExpr(2, ctx);
              AffineExpr start = n * (totalChannels * plane) + (c0 + c) * plane;
              AffineExpr head = (kLanes - start % kLanes) % kLanes;
              SmallVector<Value> position = {entry, channel, channelOffset};
              Value headEnd = affine::AffineApplyOp::create(
                  rewriter, loc, AffineMap::get(3, 0, head), position);
              Value bodyEnd = affine::AffineApplyOp::create(
                  rewriter, loc,
                  AffineMap::get(3, 0, plane - (plane - head) % kLanes),
                  position);
              FailureOr<SmallVector<Value>> afterHead =
                  piece(outs, entry, local, channel, rewriter.getIndexAttr(0),
                        headEnd);
              if (failed(afterHead)) {
                status = failure();
                scf::YieldOp::create(rewriter, loc, outs);
                return;
              }
              auto body = scf::ForOp::create(
                  rewriter, loc, headEnd, bodyEnd, index(kLanes), *afterHead,
                  [&](OpBuilder &, Location, Value offset, ValueRange outs) {
                    FailureOr<SmallVector<Value>> next =
                        piece(outs, entry, local, channel, offset,
                              rewriter.getIndexAttr(kLanes));
                    if (failed(next))
                      status = failure();
                    scf::YieldOp::create(
                        rewriter, loc,
                        succeeded(next) ? *next : SmallVector<Value>(outs));
                  });
              setCpuLoop(body, CpuLoopAttr::get(
                                   ctx, /*writesDx=*/true,
                                   /*prefetchNextBlock=*/prefetchAhead != 0,
                                   /*reversed=*/false,
                                   /*nontemporal=*/false,
                                   /*prefetchChannels=*/prefetchAhead,
                                   /*prefetchRowBytes=*/0,
                                   /*channelBlock=*/0));
              rewriter.setInsertionPointAfter(body);
              Value tail =
                  arith::SubIOp::create(rewriter, loc, index(plane), bodyEnd);
              FailureOr<SmallVector<Value>> afterTail = piece(
                  body.getResults(), entry, local, channel, bodyEnd, tail);
              if (failed(afterTail))
                status = failure();
              scf::YieldOp::create(rewriter, loc,
                                   succeeded(afterTail)
                                       ? *afterTail
                                       : SmallVector<Value>(body.getResults()));
            });
        scf::YieldOp::create(rewriter, loc, channelLoop.getResults());
      });
  if (failed(status))
    return failure();
  return SmallVector<Value>(entryLoop.getResults());
}

/// A zero-filled tensor of `sizes` for partial sums. Its storage is a
/// bufferization.alloc_tensor, which CSE never merges with another one: two
/// identical tensor.empty + fill pairs would become one, and bufferization
/// would then allocate the fill once more and copy it into each buffer.
Value zeroPartials(RewriterBase &rewriter, Location loc,
                   ArrayRef<OpFoldResult> sizes, Type element) {
  SmallVector<int64_t> staticSizes;
  SmallVector<Value> dynamicSizes;
  dispatchIndexOpFoldResults(sizes, dynamicSizes, staticSizes);
  Value storage = bufferization::AllocTensorOp::create(
      rewriter, loc, RankedTensorType::get(staticSizes, element), dynamicSizes);
  Value zero = arith::ConstantOp::create(rewriter, loc, element,
                                         rewriter.getZeroAttr(element));
  return linalg::FillOp::create(rewriter, loc, zero, storage).getResult(0);
}

/// inits[c] plus the sum of each partial (all of one shape, the channel at
/// dimension 1) over every other dimension: one generic, result i the sum
/// of partial i into init i.
linalg::GenericOp addPartials(RewriterBase &rewriter, Location loc,
                              ValueRange partials, ValueRange inits) {
  MLIRContext *ctx = rewriter.getContext();
  unsigned rank = cast<RankedTensorType>(partials.front().getType()).getRank();
  unsigned count = inits.size();
  SmallVector<AffineMap> maps(count,
                              AffineMap::getMultiDimIdentityMap(rank, ctx));
  maps.append(count, AffineMap::get(rank, 0, getAffineDimExpr(1, ctx)));
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::reduction);
  iterators[1] = utils::IteratorType::parallel;
  return linalg::GenericOp::create(
      rewriter, loc, TypeRange(inits), partials, inits, maps, iterators,
      [&](OpBuilder &b, Location l, ValueRange args) {
        SmallVector<Value> sums;
        for (unsigned i = 0; i < count; ++i)
          sums.push_back(arith::AddFOp::create(b, l, args[count + i], args[i]));
        linalg::YieldOp::create(b, l, sums);
      });
}

/// Whether every result of `op` is `out + value` with `out` its own init.
bool isSumReduction(linalg::GenericOp op) {
  auto yield = cast<linalg::YieldOp>(op.getBody()->getTerminator());
  for (auto [i, value] : llvm::enumerate(yield.getValues())) {
    auto add = value.getDefiningOp<arith::AddFOp>();
    BlockArgument out = op.getMatchingBlockArgument(op.getDpsInitOperand(i));
    if (!add || (add.getLhs() != out && add.getRhs() != out))
      return false;
  }
  return true;
}

/// Most terms one vector lane adds one after the other in a channels-first
/// plane (chunkedPlaneSums): a longer plane is cut into chunks of at most
/// kMaxLaneRun * kLanes elements, each summed into its own partial.
constexpr int64_t kMaxLaneRun = 512;

/// The sums `op` of one channel of channels-first data ([N, 1, S], every
/// loop but the channel one reduced, inits [1]: isSumReduction), so that
/// their error grows like log(N S) (docs/Numerics.md): each plane is cut
/// into Q = ceil(S / (kMaxLaneRun * kLanes)) chunks of whole vectors (the
/// last one shorter), each chunk of each plane summed on its own (a generic
/// over [N, 1, chunk], the batch a parallel loop, classified `kind`: 16
/// lanes per step, the lanes reduced as a tree) into its own row of
/// zero-filled [Q x N, 1] partials (an scf.for over the chunks when there
/// are several), and an unclassified [1, Q x N] generic adds the partials
/// to the inits, which -tagrad-lower-pairwise-reductions lowers pairwise.
/// The chunks' class is plane_sums_<outputs>, or plane_sums_pairs_<outputs>
/// (two planes per step: `pairs`, for a static, even batch). Returns the
/// op's replacement.
FailureOr<SmallVector<Value>>
chunkedPlaneSums(RewriterBase &rewriter, linalg::GenericOp op, bool pairs) {
  MLIRContext *ctx = op.getContext();
  // Only channels-first sums come here: one output or two (classify).
  assert((op.getNumDpsInits() == 1 || op.getNumDpsInits() == 2) &&
         "plane sums of one or two outputs");
  CpuSchedule kind =
      op.getNumDpsInits() == 1
          ? (pairs ? CpuSchedule::PlaneSumsPairs1 : CpuSchedule::PlaneSums1)
          : (pairs ? CpuSchedule::PlaneSumsPairs2 : CpuSchedule::PlaneSums2);
  Location loc = op.getLoc();
  SmallVector<Range> domain =
      cast<TilingInterface>(op.getOperation()).getIterationDomain(rewriter);
  OpFoldResult batch = domain[0].size, plane = domain[2].size;
  AffineExpr s0 = getAffineSymbolExpr(0, ctx), s1 = getAffineSymbolExpr(1, ctx);
  constexpr int64_t kMaxChunk = kMaxLaneRun * kLanes;
  // Chunks of whole vectors. A static plane: `full` chunks of `chunk`
  // elements (as even as whole vectors make them) and a shorter last one
  // of `rest` elements, all of static length. A dynamic one: ceil(S /
  // kMaxChunk) chunks of kMaxChunk elements, the last one shorter.
  OpFoldResult chunks = affine::makeComposedFoldedAffineApply(
      rewriter, loc, s0.ceilDiv(kMaxChunk), {plane});
  int64_t chunk = kMaxChunk, full = 0, rest = 0;
  std::optional<int64_t> knownPlane = getConstantIntValue(plane);
  if (knownPlane) {
    int64_t count =
        std::max<int64_t>(1, llvm::divideCeil(*knownPlane, kMaxChunk));
    chunk = llvm::alignTo(llvm::divideCeil(*knownPlane, count), kLanes);
    full = *knownPlane / chunk;
    rest = *knownPlane - full * chunk;
    chunks = rewriter.getIndexAttr(full + (rest != 0));
  }
  OpFoldResult rows = affine::makeComposedFoldedAffineApply(
      rewriter, loc, s0 * s1, {chunks, batch});
  SmallVector<Value> partials;
  for (Value init : op.getDpsInits())
    partials.push_back(zeroPartials(rewriter, loc,
                                    {rows, rewriter.getIndexAttr(1)},
                                    getElementTypeOrSelf(init.getType())));
  AffineMap rowMap = AffineMap::get(
      3, 0, {getAffineDimExpr(0, ctx), getAffineDimExpr(1, ctx)}, ctx);
  // Chunk `q` (from element `offset`, `length` long) of every plane into
  // rows [q N, q N + N) of `outs`.
  auto sumChunk = [&](ValueRange outs, OpFoldResult q, OpFoldResult offset,
                      OpFoldResult length) -> FailureOr<SmallVector<Value>> {
    linalg::GenericOp tiled = tileGeneric(
        rewriter, op,
        {rewriter.getIndexAttr(0), rewriter.getIndexAttr(0), offset},
        {batch, rewriter.getIndexAttr(1), length});
    // (Arith, not affine: q may be the induction variable of a loop whose
    // body is being built, which affine's folding cannot look at yet.)
    OpFoldResult firstRow =
        isConstantIntValue(q, 0)
            ? q
            : OpFoldResult(arith::MulIOp::create(
                  rewriter, loc,
                  getValueOrCreateConstantIndexOp(rewriter, loc, q),
                  getValueOrCreateConstantIndexOp(rewriter, loc, batch))
                  .getResult());
    SmallVector<OpFoldResult> offsets = {firstRow, rewriter.getIndexAttr(0)};
    SmallVector<OpFoldResult> sizes = {batch, rewriter.getIndexAttr(1)};
    SmallVector<OpFoldResult> strides(2, rewriter.getIndexAttr(1));
    SmallVector<Value> inits;
    for (Value out : outs)
      inits.push_back(tensor::ExtractSliceOp::create(rewriter, loc, out,
                                                     offsets, sizes, strides));
    SmallVector<AffineMap> maps;
    for (OpOperand *input : tiled.getDpsInputOperands())
      maps.push_back(tiled.getMatchingIndexingMap(input));
    maps.append(inits.size(), rowMap);
    auto sums = linalg::GenericOp::create(
        rewriter, loc, TypeRange(ValueRange(inits)), tiled.getDpsInputs(),
        inits, maps,
        {utils::IteratorType::parallel, utils::IteratorType::parallel,
         utils::IteratorType::reduction});
    rewriter.cloneRegionBefore(tiled.getRegion(), sums.getRegion(),
                               sums.getRegion().begin());
    setScheduleKind(sums, kind);
    SmallVector<Operation *> oldInits;
    for (Value init : tiled.getDpsInits())
      if (Operation *def = init.getDefiningOp())
        oldInits.push_back(def);
    rewriter.eraseOp(tiled);
    for (Operation *def : oldInits)
      if (def->use_empty())
        rewriter.eraseOp(def);
    SmallVector<Value> updated;
    for (auto [sum, out] : llvm::zip(sums->getResults(), outs))
      updated.push_back(tensor::InsertSliceOp::create(
          rewriter, loc, sum, out, offsets, sizes, strides));
    return updated;
  };
  // Chunks [first, first + count) of `chunk` elements each (`length`, the
  // last one shorter where that is dynamic) into `outs`; no loop for one.
  auto sumChunks = [&](ValueRange outs, int64_t first, OpFoldResult count,
                       bool dynamicLength) -> FailureOr<SmallVector<Value>> {
    if (isConstantIntValue(count, 1) && !dynamicLength)
      return sumChunk(outs, rewriter.getIndexAttr(first),
                      rewriter.getIndexAttr(first * chunk),
                      rewriter.getIndexAttr(chunk));
    Value start = arith::ConstantIndexOp::create(rewriter, loc, first);
    Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
    Value end = arith::AddIOp::create(
        rewriter, loc, start,
        getValueOrCreateConstantIndexOp(rewriter, loc, count));
    LogicalResult status = success();
    auto loop = scf::ForOp::create(
        rewriter, loc, start, end, one, outs,
        [&](OpBuilder &, Location, Value q, ValueRange outs) {
          Value chunkSize = arith::ConstantIndexOp::create(rewriter, loc, chunk);
          Value offset = arith::MulIOp::create(rewriter, loc, q, chunkSize);
          OpFoldResult length = rewriter.getIndexAttr(chunk);
          if (dynamicLength)
            length = arith::MinSIOp::create(
                         rewriter, loc, chunkSize,
                         arith::SubIOp::create(
                             rewriter, loc,
                             getValueOrCreateConstantIndexOp(rewriter, loc,
                                                             plane),
                             offset))
                         .getResult();
          FailureOr<SmallVector<Value>> summed =
              sumChunk(outs, q, offset, length);
          if (failed(summed))
            status = failure();
          scf::YieldOp::create(rewriter, loc,
                               succeeded(summed) ? *summed
                                                 : SmallVector<Value>(outs));
        });
    if (failed(status))
      return failure();
    return SmallVector<Value>(loop.getResults());
  };
  FailureOr<SmallVector<Value>> summed = partials;
  if (!knownPlane)
    summed = sumChunks(partials, 0, chunks, /*dynamicLength=*/true);
  else if (full != 0)
    summed = sumChunks(partials, 0, rewriter.getIndexAttr(full),
                       /*dynamicLength=*/false);
  if (failed(summed))
    return failure();
  if (knownPlane && rest != 0) {
    summed = sumChunk(*summed, rewriter.getIndexAttr(full),
                      rewriter.getIndexAttr(full * chunk),
                      rewriter.getIndexAttr(rest));
    if (failed(summed))
      return failure();
  }
  SmallVector<Value> results = *summed;
  // inits[0] + the Q x N partials, the partials' loop innermost (one
  // reduction loop: blocks in registers and a cascade on the stack).
  unsigned count = results.size();
  SmallVector<AffineMap> maps(
      count, AffineMap::get(2, 0,
                            {getAffineDimExpr(1, ctx), getAffineDimExpr(0, ctx)},
                            ctx));
  maps.append(count, AffineMap::get(2, 0, getAffineDimExpr(0, ctx)));
  auto finish = linalg::GenericOp::create(
      rewriter, loc, TypeRange(op.getDpsInits()), results, op.getDpsInits(),
      maps, {utils::IteratorType::parallel, utils::IteratorType::reduction},
      [&](OpBuilder &b, Location l, ValueRange args) {
        SmallVector<Value> sums;
        for (unsigned i = 0; i < count; ++i)
          sums.push_back(arith::AddFOp::create(b, l, args[count + i], args[i]));
        linalg::YieldOp::create(b, l, sums);
      });
  return SmallVector<Value>(finish->getResults());
}

/// Whether every input of `op`, a generic over the [N, K, S] tiles of a
/// block of a fusion in `blocks` blocks, is per channel or a unit-stride
/// slice of a whole static [N, K * blocks, S] tensor.
bool hasBlockInputs(linalg::GenericOp op, int64_t blocks) {
  SmallVector<int64_t> loops = op.getStaticLoopRanges();
  if (loops.size() != 3 || ShapedType::isDynamicShape(loops))
    return false;
  AffineExpr channel = getAffineDimExpr(1, op.getContext());
  return llvm::all_of(op.getDpsInputOperands(), [&](OpOperand *input) {
    AffineMap map = op.getMatchingIndexingMap(input);
    if (map.getNumResults() == 1)
      return map.getResult(0) == channel;
    auto slice = input->get().getDefiningOp<tensor::ExtractSliceOp>();
    if (!map.isIdentity() || !slice || !slice.hasUnitStride())
      return false;
    RankedTensorType whole = slice.getSourceType();
    return whole.hasStaticShape() && whole.getRank() == 3 &&
           whole.getDimSize(0) == loops[0] &&
           whole.getDimSize(1) == loops[1] * blocks &&
           whole.getDimSize(2) == loops[2];
  });
}

/// Whether blockRuns can rewrite `op`, the elementwise pass [N, K, S] of a
/// block of a fusion in `blocks` blocks: one output, inputs as
/// hasBlockInputs.
bool blockRunsApply(linalg::GenericOp op, int64_t blocks) {
  return op.getNumDpsInits() == 1 && hasBlockInputs(op, blocks);
}

/// Whether blockRunSums can rewrite `op`, the sums [N, K, S] -> [K] of a
/// block of a fusion in `blocks` blocks: every result a sum
/// (isSumReduction), inputs as hasBlockInputs.
bool blockRunSumsApply(linalg::GenericOp op, int64_t blocks) {
  return op.getNumDpsInits() > 0 && isSumReduction(op) &&
         hasBlockInputs(op, blocks);
}

/// Block `blockIndex`'s runs of `data` ([N, K, S], a slice of a whole
/// [N, K * blocks, S] tensor: hasBlockInputs), as [N, 1, K * S]: a slice of
/// the whole tensor viewed as [N, blocks, K * S], whose dimension 1 is the
/// block (the next block's prefetch is one step along it).
Value blockRunRows(RewriterBase &rewriter, Location loc, Value data,
                   Value blockIndex, int64_t blocks) {
  auto type = cast<RankedTensorType>(data.getType());
  int64_t batch = type.getDimSize(0),
          run = type.getDimSize(1) * type.getDimSize(2);
  Value whole = data.getDefiningOp<tensor::ExtractSliceOp>().getSource();
  SmallVector<ReassociationIndices> flatPlanes = {{0}, {1, 2}};
  Value flat =
      tensor::CollapseShapeOp::create(rewriter, loc, whole, flatPlanes);
  Value runs = tensor::ExpandShapeOp::create(
      rewriter, loc,
      RankedTensorType::get({batch, blocks, run}, type.getElementType()), flat,
      flatPlanes);
  OpFoldResult zero = rewriter.getIndexAttr(0), one = rewriter.getIndexAttr(1);
  return tensor::ExtractSliceOp::create(
      rewriter, loc,
      RankedTensorType::get({batch, 1, run}, type.getElementType()), runs,
      ArrayRef<OpFoldResult>{zero, blockIndex, zero},
      ArrayRef<OpFoldResult>{rewriter.getIndexAttr(batch), one,
                             rewriter.getIndexAttr(run)},
      ArrayRef<OpFoldResult>{one, one, one});
}

/// A per-channel operand `value` ([K]) spread to the S elements of each
/// channel's plane, [K * S]: a [K, S] linalg.broadcast classified
/// spread_channels, collapsed.
Value spreadChannels(RewriterBase &rewriter, Location loc, Value value,
                     int64_t plane) {
  auto type = cast<RankedTensorType>(value.getType());
  Value empty = tensor::EmptyOp::create(
      rewriter, loc, {type.getDimSize(0), plane}, type.getElementType());
  auto spread = linalg::BroadcastOp::create(rewriter, loc, value, empty,
                                            /*dimensions=*/{1});
  setScheduleKind(spread, CpuSchedule::SpreadChannels);
  return tensor::CollapseShapeOp::create(
      rewriter, loc, spread->getResult(0),
      SmallVector<ReassociationIndices>{{0, 1}});
}

/// The sums `op` [N, K, S] -> [K] of block `blockIndex` of a channel fusion
/// in blocks of K channels (static, K * S elements a whole number of
/// vectors: hasWholeVectorRuns; blockRunSumsApply must hold), in two steps:
/// over the batch, each run position on its own ([N, K * S] rows of the
/// runs, per-channel operands spread: a generic classified row_partial, so
/// whole aligned vectors into [K * S] partial sums), then each channel's S
/// partials into the op's inits (a [1, K, S] generic classified
/// plane_partial: one horizontal sum per channel and block, where summing
/// plane by plane takes one per channel and batch entry). Returns the op's
/// replacement.
SmallVector<Value> blockRunSums(RewriterBase &rewriter, linalg::GenericOp op,
                                Value blockIndex, int64_t blocks) {
  MLIRContext *ctx = op.getContext();
  Location loc = op.getLoc();
  SmallVector<int64_t> loops = op.getStaticLoopRanges();
  int64_t channels = loops[1], plane = loops[2], run = channels * plane;
  AffineExpr n = getAffineDimExpr(0, ctx), f = getAffineDimExpr(1, ctx);
  AffineMap rowsMap = AffineMap::get(2, 0, {n, f}, ctx),
            positionMap = AffineMap::get(2, 0, {f}, ctx);
  SmallVector<Value> inputs;
  SmallVector<AffineMap> maps;
  for (OpOperand *input : op.getDpsInputOperands()) {
    bool data = op.getMatchingIndexingMap(input).getNumResults() == 3;
    inputs.push_back(data ? tensor::CollapseShapeOp::create(
                                rewriter, loc,
                                blockRunRows(rewriter, loc, input->get(),
                                             blockIndex, blocks),
                                SmallVector<ReassociationIndices>{{0, 1}, {2}})
                          : spreadChannels(rewriter, loc, input->get(), plane));
    maps.push_back(data ? rowsMap : positionMap);
  }
  SmallVector<Value> partialInits;
  SmallVector<Type> partialTypes;
  for (Value init : op.getDpsInits()) {
    partialInits.push_back(zeroPartials(rewriter, loc,
                                        {rewriter.getIndexAttr(run)},
                                        getElementTypeOrSelf(init.getType())));
    partialTypes.push_back(partialInits.back().getType());
    maps.push_back(positionMap);
  }
  auto partials = linalg::GenericOp::create(
      rewriter, loc, partialTypes, inputs, partialInits, maps,
      {utils::IteratorType::reduction, utils::IteratorType::parallel});
  rewriter.cloneRegionBefore(op.getRegion(), partials.getRegion(),
                             partials.getRegion().begin());
  setScheduleKind(partials, CpuSchedule::RowPartial);
  // inits[k] + the S partials of channel k.
  SmallVector<Value> planes;
  for (Value partial : partials->getResults()) {
    Type element = getElementTypeOrSelf(partial.getType());
    planes.push_back(tensor::ExpandShapeOp::create(
        rewriter, loc, RankedTensorType::get({1, channels, plane}, element),
        partial, SmallVector<ReassociationIndices>{{0, 1, 2}}));
  }
  linalg::GenericOp finish =
      addPartials(rewriter, loc, planes, op.getDpsInits());
  setScheduleKind(finish, CpuSchedule::PlanePartial);
  return SmallVector<Value>(finish->getResults());
}

/// The elementwise pass `op` [N, K, S] of block `blockIndex` of a channel
/// fusion in blocks of K channels (static shapes, K * S elements a whole
/// number of vectors: hasWholeVectorRuns), as one run of K * S contiguous
/// elements per batch entry: its dy and x read through [N, C / K, K * S]
/// views of the whole tensors (dimension 1 is the block, so the next block's
/// prefetch is one step along it), its output viewed as [N, 1, K * S], each
/// per-channel operand spread to the S elements of its channel
/// (spreadChannels), and the runs cut at 64-byte boundaries (cutPlanes:
/// whole vectors only, all streamed when dx is large).
/// Returns the op's replacement (blockRunsApply must hold).
FailureOr<SmallVector<Value>> blockRuns(RewriterBase &rewriter,
                                        linalg::GenericOp op, Value blockIndex,
                                        int64_t blocks) {
  auto type = cast<RankedTensorType>(op->getResult(0).getType());
  MLIRContext *ctx = op.getContext();
  Location loc = op.getLoc();
  int64_t batch = type.getDimSize(0), channels = type.getDimSize(1),
          plane = type.getDimSize(2), run = channels * plane;
  SmallVector<ReassociationIndices> flatPlanes = {{0}, {1, 2}};
  AffineExpr n = getAffineDimExpr(0, ctx), b = getAffineDimExpr(1, ctx),
             f = getAffineDimExpr(2, ctx);
  AffineMap dataMap = AffineMap::get(3, 0, {n, b, f}, ctx),
            spreadMap = AffineMap::get(3, 0, {f}, ctx);
  SmallVector<Value> inputs;
  SmallVector<AffineMap> maps;
  for (OpOperand *input : op.getDpsInputOperands()) {
    Value value = input->get();
    if (op.getMatchingIndexingMap(input).getNumResults() == 3) {
      inputs.push_back(blockRunRows(rewriter, loc, value, blockIndex, blocks));
      maps.push_back(dataMap);
      continue;
    }
    inputs.push_back(spreadChannels(rewriter, loc, value, plane));
    maps.push_back(spreadMap);
  }
  maps.push_back(dataMap);
  Value flatInit = tensor::CollapseShapeOp::create(
      rewriter, loc, op.getDpsInits()[0], flatPlanes);
  Value init = tensor::ExpandShapeOp::create(
      rewriter, loc,
      RankedTensorType::get({batch, 1, run}, type.getElementType()), flatInit,
      flatPlanes);
  auto runs = linalg::GenericOp::create(
      rewriter, loc, init.getType(), inputs, init, maps,
      SmallVector<utils::IteratorType>(3, utils::IteratorType::parallel));
  rewriter.cloneRegionBefore(op.getRegion(), runs.getRegion(),
                             runs.getRegion().begin());
  // Block b's run of batch entry n is run b of the [N, C / K, K * S] view:
  // the cut finds its lines there, and the next block is one run further.
  FailureOr<SmallVector<Value>> results = cutPlanes(
      rewriter, runs, init, arith::ConstantIndexOp::create(rewriter, loc, 0),
      arith::ConstantIndexOp::create(rewriter, loc, batch), blockIndex, blocks,
      /*prefetchAhead=*/1);
  if (failed(results))
    return failure();
  rewriter.eraseOp(runs);
  Value flat = tensor::CollapseShapeOp::create(rewriter, loc, results->front(),
                                               flatPlanes);
  return SmallVector<Value>{
      tensor::ExpandShapeOp::create(rewriter, loc, type, flat, flatPlanes)};
}

/// One scf.forall over the channels computing, per channel (`block` 0) or
/// per block of `block` channels (short static planes; `block` divides C),
/// the reduction, the coefficients and the elementwise pass on that
/// channel's or block's tiles; every result of the three ops becomes a
/// result of the forall (shared outputs: their inits).
LogicalResult fuseChannels(RewriterBase &rewriter, linalg::GenericOp reduction,
                           linalg::GenericOp coefficients,
                           linalg::GenericOp planes, int64_t block) {
  Location loc = planes.getLoc();
  rewriter.setInsertionPoint(planes);
  SmallVector<Range> domain =
      cast<TilingInterface>(planes.getOperation()).getIterationDomain(rewriter);
  SmallVector<linalg::GenericOp> ops = {reduction, coefficients, planes};
  SmallVector<Value> inits;
  for (linalg::GenericOp op : ops)
    llvm::append_range(inits, op.getDpsInits());
  OpFoldResult blocks =
      block == 0
          ? domain[1].size
          : rewriter.getIndexAttr(*getConstantIntValue(domain[1].size) / block);
  auto forall = scf::ForallOp::create(
      rewriter, loc, ArrayRef<OpFoldResult>{blocks}, inits, std::nullopt);
  if (block != 0)
    setCpuLoop(forall, CpuLoopAttr::get(rewriter.getContext(),
                                        /*writesDx=*/false,
                                        /*prefetchNextBlock=*/false,
                                        /*reversed=*/false,
                                        /*nontemporal=*/false,
                                        /*prefetchChannels=*/0,
                                        /*prefetchRowBytes=*/0, block));
  Block::BlockArgListType shared = forall.getRegionIterArgs();
  rewriter.setInsertionPoint(forall.getTerminator());
  int64_t channels = std::max<int64_t>(block, 1);
  OpFoldResult channel = affine::makeComposedFoldedAffineApply(
      rewriter, loc, getAffineDimExpr(0, rewriter.getContext()) * channels,
      {forall.getInductionVars()[0]});
  OpFoldResult zero = rewriter.getIndexAttr(0),
               size = rewriter.getIndexAttr(channels);
  SmallVector<OpFoldResult> dataOffsets = {zero, channel, zero};
  SmallVector<OpFoldResult> dataSizes = {domain[0].size, size, domain[2].size};
  SmallVector<OpFoldResult> channelOffsets = {channel}, channelSizes = {size};

  SmallVector<Operation *> tiled;
  for (linalg::GenericOp op : ops) {
    bool data = op != coefficients;
    tiled.push_back(tileGeneric(rewriter, op,
                                data ? dataOffsets : channelOffsets,
                                data ? dataSizes : channelSizes));
  }
  // Consumers read the tiled producers' results instead of slices of the
  // untiled ones.
  auto rewire = [&](Operation *consumer, unsigned operand, Value value) {
    Operation *slice = consumer->getOperand(operand).getDefiningOp();
    consumer->setOperand(operand, value);
    if (slice && slice->use_empty())
      rewriter.eraseOp(slice);
  };
  for (auto [op, tiledOp] : llvm::zip_equal(ops, tiled))
    for (OpOperand *input : op.getDpsInputOperands()) {
      auto result = dyn_cast<OpResult>(input->get());
      if (!result)
        continue;
      auto *producer = llvm::find_if(ops, [&](linalg::GenericOp candidate) {
        return candidate.getOperation() == result.getOwner();
      });
      if (producer != ops.end())
        rewire(
            tiledOp, input->getOperandNumber(),
            tiled[producer - ops.begin()]->getResult(result.getResultNumber()));
    }
  // Inits: slices of the shared outputs, inserted back in parallel.
  unsigned next = 0;
  for (Operation *op : tiled) {
    auto dps = cast<DestinationStyleOpInterface>(op);
    for (OpOperand &init : dps.getDpsInitsMutable()) {
      auto slice = init.get().getDefiningOp<tensor::ExtractSliceOp>();
      if (!slice)
        return op->emitError("internal error: untiled init in channel fusion");
      rewriter.setInsertionPoint(op);
      Value sharedSlice = tensor::ExtractSliceOp::create(
          rewriter, loc, shared[next], slice.getMixedOffsets(),
          slice.getMixedSizes(), slice.getMixedStrides());
      rewire(op, init.getOperandNumber(), sharedSlice);
      rewriter.setInsertionPointToEnd(forall.getTerminator().getBody());
      tensor::ParallelInsertSliceOp::create(
          rewriter, loc, dps.getTiedOpResult(&init), shared[next],
          cast<tensor::ExtractSliceOp>(sharedSlice.getDefiningOp())
              .getMixedOffsets(),
          cast<tensor::ExtractSliceOp>(sharedSlice.getDefiningOp())
              .getMixedSizes(),
          cast<tensor::ExtractSliceOp>(sharedSlice.getDefiningOp())
              .getMixedStrides());
      ++next;
    }
  }
  // Blocks of channels: the elementwise pass as runs of whole vectors where a
  // block's planes make them, else on planes cut where they are long
  // enough; aligned whole vectors either way (so non-temporal stores), and
  // prefetching the next block.
  auto blockPlanes = cast<linalg::GenericOp>(tiled[2]);
  auto planesType = cast<RankedTensorType>(blockPlanes->getResult(0).getType());
  int64_t plane = planesType.getDimSize(2);
  int64_t totalChannels = *getConstantIntValue(domain[1].size);
  rewriter.setInsertionPoint(blockPlanes);
  std::optional<FailureOr<SmallVector<Value>>> results;
  if (hasWholeVectorRuns(block, plane) &&
      blockRunsApply(blockPlanes, totalChannels / block)) {
    // The sums over the same runs, where they are sums.
    auto blockSums = cast<linalg::GenericOp>(tiled[0]);
    if (blockRunSumsApply(blockSums, totalChannels / block)) {
      rewriter.setInsertionPoint(blockSums);
      rewriter.replaceOp(blockSums, blockRunSums(rewriter, blockSums,
                                                 forall.getInductionVars()[0],
                                                 totalChannels / block));
    }
    rewriter.setInsertionPoint(blockPlanes);
    results = blockRuns(rewriter, blockPlanes, forall.getInductionVars()[0],
                        totalChannels / block);
  } else if (block != 0 && plane >= kMinCutPlane) {
    results = cutPlanes(
        rewriter, blockPlanes, blockPlanes.getDpsInits(),
        arith::ConstantIndexOp::create(rewriter, loc, 0),
        getValueOrCreateConstantIndexOp(rewriter, loc, domain[0].size),
        getValueOrCreateConstantIndexOp(rewriter, loc, channel), totalChannels,
        /*prefetchAhead=*/block);
  }
  if (results) {
    if (failed(*results))
      return failure();
    rewriter.replaceOp(blockPlanes, **results);
  }
  // Channels one at a time: each plane's (chunk's) sums into partials,
  // added pairwise.
  // (With blocks, tiled[0] may have been replaced already.)
  auto channelSums =
      block == 0 ? cast<linalg::GenericOp>(tiled[0]) : linalg::GenericOp();
  if (channelSums && isSumReduction(channelSums)) {
    rewriter.setInsertionPoint(channelSums);
    FailureOr<SmallVector<Value>> sums = chunkedPlaneSums(
        rewriter, channelSums,
        scheduleKind(channelSums) == CpuSchedule::FusedReductionPairs);
    if (failed(sums))
      return failure();
    rewriter.replaceOp(channelSums, *sums);
  }
  next = 0;
  for (linalg::GenericOp op : ops)
    for (Value result : op->getResults())
      rewriter.replaceAllUsesWith(result, forall.getResult(next++));
  for (linalg::GenericOp op : llvm::reverse(ops))
    rewriter.eraseOp(op);
  return success();
}

/// The size in bytes of a static tensor.
int64_t staticTensorBytes(RankedTensorType type) {
  return type.getNumElements() * (type.getElementTypeBitWidth() / 8);
}

/// The longest static plane (H*W) that channels-first sums take as one
/// vector per plane (plane_partial), fused in blocks of channels or not;
/// longer or dynamic planes are fused per channel (markFusedPlanes) or swept
/// per channel (sumChannels).
constexpr int64_t kMaxVectorPlane = 256;

/// Static planes shorter than this are never fused per channel (only in
/// blocks of channels).
constexpr int64_t kMinFusedPlane = 64;

/// The shortest contiguous run (bytes: K planes of one batch entry) a block
/// of channels may read: the hardware prefetcher needs runs that long.
constexpr int64_t kMinBlockRunBytes = 512;

/// The cache sizes the channels-first fusion is tuned to (the pass's
/// options).
struct CacheBudget {
  /// The most dy and x bytes one block of channels may span, so that the
  /// second pass over a block finds it in the core's L2 next to the
  /// following block, which is prefetched meanwhile.
  int64_t maxBlockBytes;
  /// The largest x_backprop for which short planes that are not fused in
  /// blocks stay on the separate passes (beyond it they are fused per
  /// channel).
  int64_t maxCachedBytes;
};

/// Channels per block for fusing channels-first gradients with static
/// planes, for `threads` threads: the most channels whose dy and x fit
/// `maxBlockBytes` and that divide C into a multiple of `threads` blocks
/// (every thread gets the same work), preferring blocks whose runs are
/// whole vectors (hasWholeVectorRuns: the elementwise pass can stream all
/// its stores), else into `threads` blocks or more (whole vectors first
/// again); 0 when not even one channel fits or the block's runs would be
/// shorter than kMinBlockRunBytes.
int64_t channelBlock(RankedTensorType type, int64_t elementBytes,
                     int64_t threads, int64_t maxBlockBytes) {
  int64_t batch = type.getDimSize(0), channels = type.getDimSize(1),
          plane = type.getDimSize(2);
  int64_t most =
      std::min(channels, maxBlockBytes / (2 * batch * plane * elementBytes));
  // The largest k <= `from` dividing C into blocks that `fits`, those with
  // runs of whole vectors first.
  auto largest = [&](int64_t from, auto fits) -> int64_t {
    for (bool wholeVectors : {true, false})
      for (int64_t k = from; k > 0; --k)
        if (channels % k == 0 && fits(channels / k) &&
            (!wholeVectors || hasWholeVectorRuns(k, plane)))
          return k;
    return 0;
  };
  int64_t block =
      largest(most, [&](int64_t blocks) { return blocks % threads == 0; });
  if (block == 0)
    block = largest(std::min(most, std::max<int64_t>(channels / threads, 1)),
                    [](int64_t) { return true; });
  if (block * plane * elementBytes < kMinBlockRunBytes)
    return 0;
  return block;
}

/// Whether -convert-tagrad-to-linalg stamped `op` as part of a training
/// gradient whose sums, coefficients and elementwise pass may run one
/// channel at a time.
bool isFusible(Operation *op) {
  auto schedule = op->getAttrOfType<BatchNormScheduleAttr>(
      BatchNormScheduleAttr::getAttrName());
  return schedule && schedule.getFusion() == BatchNormFusion::Channels;
}

/// The one generic stamped as `stage` of a fusible gradient that produces
/// inputs of `op`; null if there is none or more than one.
linalg::GenericOp fusibleProducer(linalg::GenericOp op, BatchNormStage stage) {
  linalg::GenericOp found;
  for (Value input : op.getDpsInputs()) {
    auto producer = input.getDefiningOp<linalg::GenericOp>();
    if (!producer || !isFusible(producer) ||
        producer->getAttrOfType<BatchNormScheduleAttr>(
                    BatchNormScheduleAttr::getAttrName())
                .getStage() != stage)
      continue;
    if (found && found != producer)
      return nullptr;
    found = producer;
  }
  return found;
}

/// NCHW gradients: the elementwise pass, the per-channel coefficient
/// generic feeding it and the two-sum reduction feeding that are scheduled
/// together, one channel (or block of channels) per scf.forall iteration
/// (see the transform library), so the second pass over a channel's planes
/// finds them still in cache. Matches the three generics stamped fusible:
/// the elementwise pass reads the coefficients, which read the two sums.
LogicalResult markFusedPlanes(Operation *root, int64_t threads,
                              CacheBudget budget) {
  MLIRContext *ctx = root->getContext();
  SmallVector<std::tuple<linalg::GenericOp, linalg::GenericOp,
                         linalg::GenericOp, int64_t>>
      fused;
  root->walk([&](linalg::GenericOp planes) {
    if (scheduleKind(planes) != CpuSchedule::ElementwisePlanes ||
        !isFusible(planes))
      return;
    // Short static planes are fused in blocks of channels, each block a run
    // of contiguous memory per batch entry (one channel's data is N short
    // runs, which a per-channel sweep reads slowly), and so are longer
    // static planes whose block's runs are whole vectors (the next block
    // prefetched, every store streamed). Without a block (too
    // long a batch, or a dynamic batch or channel count), planes below
    // kMinFusedPlane, and short planes of an x_backprop up to
    // maxCachedBytes, stay on the separate passes; the others are fused per
    // channel.
    auto type = cast<RankedTensorType>(planes->getResult(0).getType());
    int64_t plane = type.getDimSize(2);
    bool staticShortPlanes = type.hasStaticShape() && plane <= kMaxVectorPlane;
    int64_t block = 0;
    if (type.hasStaticShape()) {
      // dy and x have the same element type (the verifier's C5).
      OpOperand *data =
          *llvm::find_if(planes.getDpsInputOperands(), [&](OpOperand *input) {
            return planes.getMatchingIndexingMap(input).getNumResults() == 3;
          });
      block = channelBlock(
          type, getElementTypeOrSelf(data->get()).getIntOrFloatBitWidth() / 8,
          threads, budget.maxBlockBytes);
      // Longer planes only in blocks whose runs are whole vectors, whose
      // sums go over the batch first (blockRunSums): one vector per plane
      // would be too long a vector.
      if (!staticShortPlanes && !hasWholeVectorRuns(block, plane))
        block = 0;
    }
    if (block == 0 && !ShapedType::isDynamic(plane) &&
        (plane < kMinFusedPlane ||
         (staticShortPlanes &&
          staticTensorBytes(type) <= budget.maxCachedBytes)))
      return;
    linalg::GenericOp coefficients =
        fusibleProducer(planes, BatchNormStage::Coefficients);
    if (!coefficients || coefficients.getNumLoops() != 1 ||
        !coefficients.hasPureTensorSemantics() ||
        !hasVectorizableBody(coefficients)) {
      LDBG() << "no per-channel coefficients to fuse with " << planes;
      return;
    }
    linalg::GenericOp reduction =
        fusibleProducer(coefficients, BatchNormStage::Sums);
    if (!reduction || scheduleKind(reduction) != CpuSchedule::InnerReduction2) {
      LDBG() << "no two-sum reduction to fuse with " << coefficients;
      return;
    }
    // Every other use of the three ops' results comes after the elementwise
    // pass (the forall replacing them sits where it is).
    for (linalg::GenericOp op : {reduction, coefficients, planes})
      for (Operation *user : op->getUsers())
        if (user != coefficients.getOperation() &&
            user != planes.getOperation() &&
            (user->getBlock() != planes->getBlock() ||
             !planes->isBeforeInBlock(user)))
          return;
    CpuSchedule planesKind = CpuSchedule::FusedPlanes,
                reductionKind = CpuSchedule::FusedReduction;
    int64_t batch = reduction.getStaticLoopRanges()[0];
    if (block != 0) {
      planesKind = CpuSchedule::BlockPlanes;
      reductionKind = CpuSchedule::PlanePartial;
    } else if (!ShapedType::isDynamic(batch) && batch % 2 == 0) {
      reductionKind = CpuSchedule::FusedReductionPairs;
    }
    setScheduleKind(planes, planesKind);
    setScheduleKind(reduction, reductionKind);
    fused.push_back({reduction, coefficients, planes, block});
  });
  IRRewriter rewriter(ctx);
  for (auto [reduction, coefficients, planes, block] : fused) {
    if (failed(fuseChannels(rewriter, reduction, coefficients, planes, block)))
      return failure();
  }
  return success();
}

/// Unused elements after each thread's row of partial sums (256 bytes of
/// f32).
constexpr int64_t kPartialRowPadding = 64;

/// The schedule class of one thread's share of a sum split by splitRows:
/// plane_partial for channels-first [N, C, S], else row_share (one row at a
/// time, the rows prefetched ahead: faster cold than 8-row tiles, also for
/// wide rows; docs/CpuSchedule.md, Constants).
CpuSchedule sharePartialKind(linalg::GenericOp share) {
  return share.getNumLoops() == 3 ? CpuSchedule::PlanePartial
                                  : CpuSchedule::RowShare;
}

/// Most rows a thread's share of a channels-last sum adds in each lane, one
/// after the other: the sum's error bound grows with it. A longer share is
/// cut into sub-shares summed one after the other, each
/// into its own row of partials, which -tagrad-lower-pairwise-reductions
/// then adds pairwise (docs/Numerics.md).
constexpr int64_t kMaxShareRows = 512;

/// Sums over contiguous shares of memory: the `threads` threads (T) take
/// shares of the outermost loop (NHWC rows, or the batch of NCHW [N, C, S]
/// data, threadShare), each summing into its own rows of [T x K, C]
/// partials (tiled op classified by sharePartialKind; K sub-shares of at
/// most kMaxShareRows rows or batch entries per thread),
/// then a small [T x K, C] -> [C] generic adds the partials to the inits.
/// The elementwise pass splits the outermost loop the same way.
LogicalResult splitRows(RewriterBase &rewriter, linalg::GenericOp op,
                        int64_t threads) {
  Location loc = op.getLoc();
  MLIRContext *ctx = op.getContext();
  rewriter.setInsertionPoint(op);
  SmallVector<Range> domain =
      cast<TilingInterface>(op.getOperation()).getIterationDomain(rewriter);
  OpFoldResult channels = domain[1].size;
  // K: max(1, ceil(rows / (T x kMaxShareRows))), folded for static rows
  // (NCHW: batch entries, each a plane sum).
  OpFoldResult subShares = affine::makeComposedFoldedAffineMax(
      rewriter, loc,
      AffineMap::get(
          0, 1,
          {getAffineSymbolExpr(0, ctx).ceilDiv(threads * kMaxShareRows),
           getAffineConstantExpr(1, ctx)},
          ctx),
      {domain[0].size});
  OpFoldResult partialRows = affine::makeComposedFoldedAffineApply(
      rewriter, loc, getAffineSymbolExpr(0, ctx) * threads, {subShares});
  Value subShareCount =
      getValueOrCreateConstantIndexOp(rewriter, loc, subShares);
  // Each thread's rows of partials are followed by kPartialRowPadding unused
  // elements, so two threads never write neighbouring cache lines (the
  // adjacent-line prefetcher pulls 128-byte pairs, and a line shared between
  // the threads' rows would bounce between the cores on every row). One
  // thread needs no padding.
  OpFoldResult paddedChannels = affine::makeComposedFoldedAffineApply(
      rewriter, loc,
      getAffineDimExpr(0, ctx) +
          getAffineConstantExpr(threads > 1 ? kPartialRowPadding : 0, ctx),
      {channels});
  SmallVector<Value> partialInits;
  for (Value init : op.getDpsInits()) {
    partialInits.push_back(zeroPartials(rewriter, loc,
                                        {partialRows, paddedChannels},
                                        getElementTypeOrSelf(init.getType())));
  }
  auto forall = scf::ForallOp::create(
      rewriter, loc, ArrayRef<OpFoldResult>{rewriter.getIndexAttr(threads)},
      partialInits, std::nullopt);
  rewriter.setInsertionPoint(forall.getTerminator());
  Value thread = forall.getInductionVars()[0];
  auto [begin, size] =
      threadShare(rewriter, loc, thread, domain[0].size, threads);
  SmallVector<OpFoldResult> strides(2, rewriter.getIndexAttr(1));
  Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
  Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
  // The thread's block of partial rows [thread x K, K).
  Value firstRow = arith::MulIOp::create(rewriter, loc, thread, subShareCount);
  SmallVector<OpFoldResult> blockOffsets = {firstRow, rewriter.getIndexAttr(0)};
  SmallVector<OpFoldResult> blockSizes = {subShares, channels};
  SmallVector<Value> blocks;
  for (Value shared : forall.getRegionIterArgs())
    blocks.push_back(tensor::ExtractSliceOp::create(
        rewriter, loc, shared, blockOffsets, blockSizes, strides));
  // Sub-share j of the thread's share: ceil(size / K) rows from
  // begin + j ceil(size / K), the last ones shorter (or empty).
  auto loop =
      scf::ForOp::create(rewriter, loc, zero, subShareCount, one, blocks);
  rewriter.setInsertionPointToStart(loop.getBody());
  auto yield =
      scf::YieldOp::create(rewriter, loc, ValueRange(loop.getRegionIterArgs()));
  rewriter.setInsertionPoint(yield);
  Value sub = loop.getInductionVar();
  OpFoldResult subBegin = begin, subSize = size;
  if (!isConstantIntValue(subShares, 1)) {
    Value shareRows = getValueOrCreateConstantIndexOp(rewriter, loc, size);
    Value subRows =
        arith::CeilDivUIOp::create(rewriter, loc, shareRows, subShareCount);
    Value skipped = arith::MulIOp::create(rewriter, loc, sub, subRows);
    subBegin =
        arith::AddIOp::create(
            rewriter, loc,
            getValueOrCreateConstantIndexOp(rewriter, loc, begin), skipped)
            .getResult();
    Value left = arith::MaxSIOp::create(
        rewriter, loc, arith::SubIOp::create(rewriter, loc, shareRows, skipped),
        zero);
    subSize = arith::MinSIOp::create(rewriter, loc, subRows, left).getResult();
  }
  SmallVector<OpFoldResult> offsets(domain.size(), rewriter.getIndexAttr(0));
  SmallVector<OpFoldResult> sizes = {subSize};
  offsets[0] = subBegin;
  for (const Range &range : llvm::drop_begin(domain))
    sizes.push_back(range.size);
  linalg::GenericOp tiled = tileGeneric(rewriter, op, offsets, sizes);
  setScheduleKind(tiled, sharePartialKind(tiled));
  SmallVector<OpFoldResult> rowOffsets = {sub, rewriter.getIndexAttr(0)};
  SmallVector<OpFoldResult> rowSizes = {rewriter.getIndexAttr(1), channels};
  SmallVector<Value> updated;
  for (OpOperand &init : tiled.getDpsInitsMutable()) {
    unsigned i = init.getOperandNumber() - tiled.getNumDpsInputs();
    Value block = loop.getRegionIterArgs()[i];
    Operation *old = init.get().getDefiningOp();
    rewriter.setInsertionPoint(tiled);
    auto slice = tensor::ExtractSliceOp::create(
        rewriter, loc, cast<RankedTensorType>(init.get().getType()), block,
        rowOffsets, rowSizes, strides);
    init.set(slice);
    if (old && old->use_empty())
      rewriter.eraseOp(old);
    rewriter.setInsertionPoint(yield);
    updated.push_back(tensor::InsertSliceOp::create(
        rewriter, loc, tiled.getTiedOpResult(&init), block, rowOffsets,
        rowSizes, strides));
  }
  rewriter.modifyOpInPlace(yield, [&] { yield->setOperands(updated); });
  rewriter.setInsertionPointToEnd(forall.getTerminator().getBody());
  for (auto [shared, block] :
       llvm::zip(forall.getRegionIterArgs(), loop.getResults()))
    tensor::ParallelInsertSliceOp::create(rewriter, loc, block, shared,
                                          blockOffsets, blockSizes, strides);
  // inits[c] + partials[0, c] + ... + partials[T x K - 1, c].
  rewriter.setInsertionPointAfter(forall);
  SmallVector<Value> partials;
  for (Value padded : forall.getResults())
    partials.push_back(tensor::ExtractSliceOp::create(
        rewriter, loc, padded,
        ArrayRef<OpFoldResult>{rewriter.getIndexAttr(0),
                               rewriter.getIndexAttr(0)},
        ArrayRef<OpFoldResult>{partialRows, channels},
        ArrayRef<OpFoldResult>{rewriter.getIndexAttr(1),
                               rewriter.getIndexAttr(1)}));
  rewriter.replaceOp(
      op, addPartials(rewriter, loc, partials, op.getDpsInits())->getResults());
  return success();
}

/// Channels-first sums [N, C, S] -> [C] that are neither split into the
/// threads' shares of the batch (splitRows) nor fused with their gradient's
/// elementwise pass: one scf.forall iteration per channel (contiguous ranges
/// of channels per thread once lowered, as the fused channels), each
/// channel's sums through chunkedPlaneSums.
LogicalResult sumChannels(RewriterBase &rewriter, linalg::GenericOp op) {
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  SmallVector<Range> domain =
      cast<TilingInterface>(op.getOperation()).getIterationDomain(rewriter);
  auto forall = scf::ForallOp::create(
      rewriter, loc, ArrayRef<OpFoldResult>{domain[1].size}, op.getDpsInits(),
      std::nullopt);
  rewriter.setInsertionPoint(forall.getTerminator());
  Value channel = forall.getInductionVars()[0];
  OpFoldResult zero = rewriter.getIndexAttr(0), one = rewriter.getIndexAttr(1);
  linalg::GenericOp tiled = tileGeneric(rewriter, op, {zero, channel, zero},
                                        {domain[0].size, one, domain[2].size});
  for (auto [init, shared] :
       llvm::zip(tiled.getDpsInitsMutable(), forall.getRegionIterArgs())) {
    Operation *old = init.get().getDefiningOp();
    rewriter.setInsertionPoint(tiled);
    init.set(tensor::ExtractSliceOp::create(
        rewriter, loc, shared, ArrayRef<OpFoldResult>{channel},
        ArrayRef<OpFoldResult>{one}, ArrayRef<OpFoldResult>{one}));
    if (old && old->use_empty())
      rewriter.eraseOp(old);
  }
  rewriter.setInsertionPoint(tiled);
  FailureOr<SmallVector<Value>> sums =
      chunkedPlaneSums(rewriter, tiled, /*pairs=*/false);
  if (failed(sums))
    return failure();
  rewriter.eraseOp(tiled);
  rewriter.setInsertionPointToEnd(forall.getTerminator().getBody());
  for (auto [sum, shared] : llvm::zip(*sums, forall.getRegionIterArgs()))
    tensor::ParallelInsertSliceOp::create(
        rewriter, loc, sum, shared, ArrayRef<OpFoldResult>{channel},
        ArrayRef<OpFoldResult>{one}, ArrayRef<OpFoldResult>{one});
  rewriter.replaceOp(op, forall.getResults());
  return success();
}

/// Channels-first elementwise pass on static data: the `threads` threads
/// take contiguous shares of the batch, each plane cut at 64-byte boundaries
/// (cutPlanes). Without the cut, a plane's vectors start wherever the plane
/// does (every fourth plane of 196 elements is aligned) and few stores
/// could be streamed.
LogicalResult alignPlanes(RewriterBase &rewriter, linalg::GenericOp op,
                          int64_t threads) {
  auto type = cast<RankedTensorType>(op->getResult(0).getType());
  for (Value init : op.getDpsInits())
    if (!cast<RankedTensorType>(init.getType()).hasStaticShape())
      return success();
  int64_t batch = type.getDimSize(0), channels = type.getDimSize(1),
          plane = type.getDimSize(2);
  // Shorter planes (49 for 7x7) were measured slower cut: streaming two or
  // three lines per plane between lines stored the ordinary way cost more
  // than it saved.
  if (plane < kMinCutPlane)
    return success();
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  auto forall = scf::ForallOp::create(
      rewriter, loc, ArrayRef<OpFoldResult>{rewriter.getIndexAttr(threads)},
      op.getDpsInits(), std::nullopt);
  rewriter.setInsertionPoint(forall.getTerminator());
  auto [beginFold, sizeFold] =
      threadShare(rewriter, loc, forall.getInductionVars()[0],
                  rewriter.getIndexAttr(batch), threads);
  Value begin = getValueOrCreateConstantIndexOp(rewriter, loc, beginFold);
  Value size = getValueOrCreateConstantIndexOp(rewriter, loc, sizeFold);
  SmallVector<OpFoldResult> unitStrides(3, rewriter.getIndexAttr(1));
  // Each thread's rows of the outputs, carried through its loops.
  SmallVector<Value> rows;
  for (Value shared : forall.getRegionIterArgs())
    rows.push_back(tensor::ExtractSliceOp::create(
        rewriter, loc, shared,
        ArrayRef<OpFoldResult>{begin, rewriter.getIndexAttr(0),
                               rewriter.getIndexAttr(0)},
        ArrayRef<OpFoldResult>{size, rewriter.getIndexAttr(channels),
                               rewriter.getIndexAttr(plane)},
        unitStrides));
  FailureOr<SmallVector<Value>> results =
      cutPlanes(rewriter, op, rows, begin, size,
                arith::ConstantIndexOp::create(rewriter, loc, 0), channels,
                /*prefetchAhead=*/0);
  if (failed(results))
    return failure();
  rewriter.setInsertionPointToEnd(forall.getTerminator().getBody());
  for (auto [result, shared] : llvm::zip(*results, forall.getRegionIterArgs()))
    tensor::ParallelInsertSliceOp::create(
        rewriter, loc, result, shared,
        ArrayRef<OpFoldResult>{begin, rewriter.getIndexAttr(0),
                               rewriter.getIndexAttr(0)},
        ArrayRef<OpFoldResult>{size, rewriter.getIndexAttr(channels),
                               rewriter.getIndexAttr(plane)},
        unitStrides);
  rewriter.replaceOp(op, forall.getResults());
  return success();
}

/// For materialize_in_destination(expand_shape(generic(outs:
/// collapse_shape(tensor.empty))), %dest) into a restrict, writable buffer,
/// the empty tensor becomes that buffer, so the elementwise pass writes the
/// caller's memory directly. Upstream empty-tensor elimination stops at the
/// reshapes the batch-norm lowering puts around its collapsed form.
void writeIntoDestinations(ModuleOp module) {
  IRRewriter rewriter(module.getContext());
  DominanceInfo dominance(module);
  module.walk([&](bufferization::MaterializeInDestinationOp op) {
    auto dest = dyn_cast<TypedValue<MemRefType>>(op.getDest());
    if (!dest || !op.getRestrict() || !op.getWritable())
      return;
    auto expand = op.getSource().getDefiningOp<tensor::ExpandShapeOp>();
    auto generic =
        expand ? expand.getSrc().getDefiningOp<linalg::GenericOp>() : nullptr;
    if (!generic || generic.getNumDpsInits() != 1)
      return;
    auto collapse =
        generic.getDpsInits()[0].getDefiningOp<tensor::CollapseShapeOp>();
    auto empty =
        collapse ? collapse.getSrc().getDefiningOp<tensor::EmptyOp>() : nullptr;
    if (!empty || !empty->hasOneUse() ||
        empty.getType() != op.getSource().getType() ||
        !dominance.properlyDominates(dest, empty))
      return;
    rewriter.setInsertionPoint(empty);
    auto buffer = bufferization::ToTensorOp::create(
        rewriter, empty.getLoc(), empty.getType(), dest, /*restrict=*/true,
        /*writable=*/true);
    // The materialization stays (it keeps the computation alive) and
    // becomes a copy of `dest` onto itself once bufferized, which folds away.
    rewriter.replaceOp(empty, buffer);
  });
}

/// The largest result of `op` in bytes, or nullopt if one is not a static
/// tensor.
std::optional<int64_t> largestResultBytes(Operation *op) {
  int64_t largest = 0;
  for (Type type : op->getResultTypes()) {
    auto shaped = dyn_cast<RankedTensorType>(type);
    if (!shaped || !shaped.hasStaticShape())
      return std::nullopt;
    largest = std::max(largest, staticTensorBytes(shaped));
  }
  return largest;
}

/// The loop whose results are the whole outputs of the pass `loop` is in:
/// its nearest scf.forall (of the threads, channels or blocks), or, where
/// that had one iteration and was folded away (one thread, one block), the
/// outermost scf.for around it that the schedule made (not one of
/// `earlierLoops`).
Operation *outputLoop(scf::ForOp loop,
                      const llvm::DenseSet<Operation *> &earlierLoops) {
  if (auto forall = loop->getParentOfType<scf::ForallOp>())
    return forall;
  Operation *outermost = loop;
  for (auto parent = loop->getParentOfType<scf::ForOp>();
       parent && !earlierLoops.contains(parent);
       parent = parent->getParentOfType<scf::ForOp>())
    outermost = parent;
  return outermost;
}

/// Runs the loops marked `reversed` backwards: iteration k of n takes the
/// induction value of iteration n - 1 - k, lb + (ceil((ub - lb) / step) - 1)
/// * step - (iv - lb), so a partial last tile (affine.min of the bounds)
/// stays the one at the top of the range. The marked loops' trips write
/// disjoint slices and read nothing the others write, so any order computes
/// the same. The marks are cleared; a reversed loop's `prefetch_row_bytes`
/// is negated (its rows ahead are the rows before).
void reverseLoops(ModuleOp module) {
  module.walk([](scf::ForOp loop) {
    CpuLoopAttr mark = getCpuLoop(loop);
    if (!mark || !mark.getReversed())
      return;
    std::optional<int64_t> step = getConstantIntValue(loop.getStep());
    bool reversible = step && *step > 0;
    // The rows ahead of a loop that runs backwards are the rows before it.
    setCpuLoop(loop, CpuLoopAttr::get(loop.getContext(), mark.getWritesDx(),
                                      mark.getPrefetchNextBlock(),
                                      /*reversed=*/false, mark.getNontemporal(),
                                      mark.getPrefetchChannels(),
                                      reversible ? -mark.getPrefetchRowBytes()
                                                 : mark.getPrefetchRowBytes(),
                                      mark.getChannelBlock()));
    if (!reversible)
      return;
    OpBuilder builder = OpBuilder::atBlockBegin(loop.getBody());
    MLIRContext *ctx = loop.getContext();
    AffineExpr iv = getAffineDimExpr(0, ctx), lb = getAffineSymbolExpr(0, ctx),
               ub = getAffineSymbolExpr(1, ctx);
    AffineExpr last = lb + ((ub - lb).ceilDiv(*step) - 1) * *step;
    Value inductionVar = loop.getInductionVar();
    OpFoldResult reversed = affine::makeComposedFoldedAffineApply(
        builder, loop.getLoc(), AffineMap::get(1, 2, last - (iv - lb)),
        {inductionVar, loop.getLowerBound(), loop.getUpperBound()});
    Value value =
        getValueOrCreateConstantIndexOp(builder, loop.getLoc(), reversed);
    inductionVar.replaceAllUsesExcept(value, value.getDefiningOp());
  });
}

/// Turns the schedule's loop marks into the marks the passes after
/// bufferization read (on the loops: they keep their attributes through
/// bufferization, the transfers do not):
/// * `writes_dx` (the NHWC elementwise pass, the fused NCHW one and the
///   whole-vector loops of cut NCHW planes): `nontemporal` when the largest
///   result of their outputLoop is static and at least `minBytes` large
///   (negative: never). Streaming stores skip the read-for-ownership of each
///   dx line and keep dy and x in cache.
/// * `prefetch_next_block` (the elementwise loops of blocks of channels):
///   `prefetch_channels`, the block size their scf.forall carries unless the
///   schedule gave them another distance (none when there is one block: its
///   forall is folded away, and there is no next block to prefetch).
void markLoops(ModuleOp module, int64_t minBytes,
               const llvm::DenseSet<Operation *> &earlierLoops) {
  module.walk([&](scf::ForOp loop) {
    CpuLoopAttr mark = getCpuLoop(loop);
    if (!mark)
      return;
    bool nontemporal = mark.getNontemporal();
    if (mark.getWritesDx() && minBytes >= 0) {
      std::optional<int64_t> largest =
          largestResultBytes(outputLoop(loop, earlierLoops));
      nontemporal |= largest && *largest >= minBytes;
    }
    int64_t prefetchChannels = mark.getPrefetchChannels();
    if (mark.getPrefetchNextBlock()) {
      auto forall = loop->getParentOfType<scf::ForallOp>();
      CpuLoopAttr block = forall ? getCpuLoop(forall) : CpuLoopAttr();
      if (!block)
        prefetchChannels = 0;
      else if (prefetchChannels == 0)
        prefetchChannels = block.getChannelBlock();
    }
    setCpuLoop(loop, CpuLoopAttr::get(
                         loop.getContext(), /*writesDx=*/false,
                         /*prefetchNextBlock=*/false, mark.getReversed(),
                         nontemporal, prefetchChannels,
                         mark.getPrefetchRowBytes(), mark.getChannelBlock()));
  });
}

struct CpuScheduleBatchNorm
    : public tagrad::impl::TaGradCpuScheduleBatchNormBase<
          CpuScheduleBatchNorm> {
  using Base::Base;
  void getDependentDialects(DialectRegistry &registry) const override {
    Base::getDependentDialects(registry);
    linalg::registerTransformDialectExtension(registry);
    scf::registerTransformDialectExtension(registry);
    tensor::registerTransformDialectExtension(registry);
    vector::registerTransformDialectExtension(registry);
    bufferization::registerTransformDialectExtension(registry);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (threads < 0) {
      emitError(module.getLoc())
          << "-tagrad-cpu-schedule-batch-norm: threads must be 0 (the "
             "machine's logical CPUs) or positive, got "
          << static_cast<int64_t>(threads);
      return signalPassFailure();
    }
    int64_t threadCount = threads != 0 ? threads : defaultCpuThreads();
    // Loops of the input, which markLoops does not take for the schedule's.
    llvm::DenseSet<Operation *> earlierLoops;
    module.walk([&](scf::ForOp loop) { earlierLoops.insert(loop); });
    writeIntoDestinations(module);
    bool any = false;
    module.walk([&](linalg::GenericOp op) {
      std::optional<CpuSchedule> kind = classify(op);
      if (!kind)
        return;
      setScheduleKind(op, *kind);
      any = true;
    });
    // The stamps are consumed here, scheduled or not.
    auto removeStamps = [&] {
      module.walk([](Operation *op) {
        op->removeAttr(BatchNormScheduleAttr::getAttrName());
      });
    };
    if (!any)
      return removeStamps();
    if (maxBlockBytes <= 0 || maxCachedBytes < 0) {
      emitError(module.getLoc())
          << "-tagrad-cpu-schedule-batch-norm: max-block-bytes must be "
             "positive and max-cached-bytes non-negative, got "
          << static_cast<int64_t>(maxBlockBytes) << " and "
          << static_cast<int64_t>(maxCachedBytes);
      return signalPassFailure();
    }
    if (minParallelBytes < 0) {
      emitError(module.getLoc())
          << "-tagrad-cpu-schedule-batch-norm: min-parallel-bytes must be "
             "non-negative, got "
          << static_cast<int64_t>(minParallelBytes);
      return signalPassFailure();
    }
    OwningOpRef<ModuleOp> schedule =
        parseSourceString<ModuleOp>(kBatchNormScheduleLibrary, &getContext());
    if (!schedule) {
      module.emitError("internal error: cannot parse the CPU schedule");
      return signalPassFailure();
    }
    llvm::DenseSet<Operation *> earlierReductions;
    module.walk([&](vector::ReductionOp op) { earlierReductions.insert(op); });
    // Each function is scheduled on its own, for one thread when all its
    // batch-norm data is small: forking and joining an OpenMP region costs
    // about a microsecond, more than such a gradient takes on one core.
    SmallVector<FunctionOpInterface> functions;
    module.walk([&](FunctionOpInterface function) {
      if (function
              .walk([](linalg::GenericOp op) {
                return scheduleKind(op) ? WalkResult::interrupt()
                                        : WalkResult::advance();
              })
              .wasInterrupted())
        functions.push_back(function);
    });
    for (FunctionOpInterface function : functions) {
      int64_t largest = largestScheduledOperandBytes(function);
      int64_t functionThreads = largest < minParallelBytes ? 1 : threadCount;
      LDBG() << "scheduling " << function.getName() << " for "
             << functionThreads << " thread(s), largest operand " << largest
             << " bytes";
      if (failed(scheduleFunction(function, functionThreads, *schedule)))
        return signalPassFailure();
    }
    // The schedule's horizontal sums may add the lanes in any order (the
    // vectorization has already reordered the sum); without the flag LLVM
    // adds them one after the other.
    module.walk([&](vector::ReductionOp op) {
      if (earlierReductions.contains(op) ||
          op.getKind() != vector::CombiningKind::ADD ||
          !isa<FloatType>(op.getType()))
        return;
      op.setFastmathAttr(arith::FastMathFlagsAttr::get(
          op.getContext(), op.getFastmath() | arith::FastMathFlags::reassoc));
    });
    reverseLoops(module);
    markLoops(module, nontemporalMinBytes, earlierLoops);
    module.walk([](Operation *op) {
      op->removeAttr(CpuScheduleAttr::getAttrName());
      if (isa<scf::ForallOp>(op))
        op->removeAttr(CpuLoopAttr::getAttrName());
    });
    removeStamps();
  }

  /// Bytes of the largest operand or result of the function's scheduled
  /// generics; int64's maximum when one has a dynamic shape.
  static int64_t largestScheduledOperandBytes(FunctionOpInterface function) {
    int64_t largest = 0;
    function.walk([&](linalg::GenericOp op) {
      if (!scheduleKind(op))
        return;
      auto measure = [&](Type type) {
        auto shaped = dyn_cast<RankedTensorType>(type);
        if (!shaped)
          return;
        largest = std::max(largest, shaped.hasStaticShape()
                                        ? staticTensorBytes(shaped)
                                        : std::numeric_limits<int64_t>::max());
      };
      for (Value operand : op->getOperands())
        measure(operand.getType());
      for (Type type : op->getResultTypes())
        measure(type);
    });
    return largest;
  }

  /// Fuses, splits and tiles the scheduled generics of `function` for
  /// `threadCount` threads, with the transform library `schedule`.
  LogicalResult scheduleFunction(FunctionOpInterface function,
                                 int64_t threadCount, ModuleOp schedule) {
    if (failed(markFusedPlanes(function, threadCount,
                               CacheBudget{maxBlockBytes, maxCachedBytes})))
      return failure();
    // Channels-first elementwise passes to cut at 64-byte boundaries, and
    // sums to split across the threads by contiguous shares of memory: NHWC
    // rows, and the batch of channels-first sums left unfused (so that each
    // thread streams through memory instead of hopping between a channel's
    // planes) when it has two entries or more.
    SmallVector<linalg::GenericOp> planes, sums, channelSums;
    function.walk([&](linalg::GenericOp op) {
      std::optional<CpuSchedule> kind = scheduleKind(op);
      if (kind == CpuSchedule::ElementwisePlanes)
        planes.push_back(op);
      if (!kind || !isSumReduction(op))
        return;
      SmallVector<int64_t> sizes = op.getStaticLoopRanges();
      if (kind == CpuSchedule::OuterReduction ||
          (isInnerReduction(kind) && sizes[0] != 1 &&
           !ShapedType::isDynamic(sizes[2]) && sizes[2] <= kMaxVectorPlane))
        sums.push_back(op);
      else if (isInnerReduction(kind))
        channelSums.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::GenericOp op : planes)
      if (failed(alignPlanes(rewriter, op, threadCount)))
        return failure();
    for (linalg::GenericOp op : sums)
      if (failed(splitRows(rewriter, op, threadCount)))
        return failure();
    for (linalg::GenericOp op : channelSums)
      if (failed(sumChannels(rewriter, op)))
        return failure();

    auto entry = cast<transform::TransformOpInterface>(
        schedule.lookupSymbol(kBatchNormScheduleEntry));
    // The entry's arguments: the payload and the thread count (%threads,
    // the num_threads of its tile_using_forall ops).
    RaggedArray<transform::MappedValue> bindings;
    bindings.push_back(ArrayRef<Operation *>{function});
    bindings.push_back(ArrayRef<Attribute>{
        IntegerAttr::get(IntegerType::get(&getContext(), 64), threadCount)});
    return transform::applyTransformNamedSequence(
        bindings, entry, schedule, transform::TransformOptions());
  }
};

} // namespace
