//===- CpuMatmulToBlas.cpp - f32 matrix products as sgemm calls -*- C++ -*-===//
//
// The TensorFlow front end lowers MatMul and BatchMatMul to a contraction
// generic that -convert-linalg-to-loops would turn into a plain triple loop
// (no packing, no register blocking, one thread). On buffers, an f32
// contraction C[b, m, n] += A[b, m, k] * B[b, k, n] (each operand in either
// orientation, the batch dimension optional) becomes a call of the
// runtime's tagradSgemm, which runs OpenBLAS's sgemm on the buffers as they
// are: a transposed operand is passed as a stride pattern, not copied
// (docs/Rationale.md says why OpenBLAS). A product whose C was just set to
// zeros (a fill, or a copy of a buffer that only ever holds zeros: a zero
// fill hoisted out of a loop) overwrites C instead (beta = 0), and the fill
// or copy goes: in a loop that copy is a memcpy per trip.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/Support/Threading.h"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADCPUMATMULTOBLAS
#include "TaGrad/Codegen/CPU/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;

namespace {

constexpr StringLiteral kSgemm = "tagradSgemm";

/// The loop dimensions of a product: batch (optional), m, n, k.
struct ProductDims {
  std::optional<unsigned> batch;
  unsigned m, n, k;
};

/// Whether `op`'s body is exactly `out + in0 * in1` (either order of each
/// operation's operands). linalg's contraction check looks through one-
/// operand ops between the block arguments and the multiplication (meant
/// for casts), so it also takes a negation or a tanh fused into the product
/// by elementwise fusion; sgemm would drop it.
bool hasPlainProductBody(linalg::LinalgOp op) {
  Block *body = op.getBlock();
  if (body->getNumArguments() != 3 || body->getOperations().size() != 3)
    return false;
  auto isPair = [](Operation *operation, Value x, Value y) {
    return (operation->getOperand(0) == x && operation->getOperand(1) == y) ||
           (operation->getOperand(0) == y && operation->getOperand(1) == x);
  };
  auto multiply = dyn_cast<arith::MulFOp>(&body->front());
  auto add = dyn_cast_if_present<arith::AddFOp>(
      multiply ? multiply->getNextNode() : nullptr);
  auto yield = dyn_cast<linalg::YieldOp>(body->getTerminator());
  return multiply && add && yield && yield->getNumOperands() == 1 &&
         yield->getOperand(0) == add.getResult() &&
         isPair(multiply, body->getArgument(0), body->getArgument(1)) &&
         isPair(add, body->getArgument(2), multiply.getResult());
}

/// The dimensions of `op` when it is C[b, m, n] += A[b, m, k] * B[b, k, n]
/// on f32 buffers, up to each operand's order of dimensions: one loop
/// dimension each, at most one batch dimension, every operand dimension a
/// loop dimension (no broadcasts, no constants).
std::optional<ProductDims> matchProduct(linalg::LinalgOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumDpsInputs() != 2 ||
      op.getNumDpsInits() != 1 || !linalg::isaContractionOpInterface(op) ||
      !hasPlainProductBody(op))
    return std::nullopt;
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = dyn_cast<MemRefType>(operand.get().getType());
    if (!type || !type.getElementType().isF32())
      return std::nullopt;
  }
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  if (failed(dims) || dims->m.size() != 1 || dims->n.size() != 1 ||
      dims->k.size() != 1 || dims->batch.size() > 1)
    return std::nullopt;
  ProductDims product{std::nullopt, dims->m[0], dims->n[0], dims->k[0]};
  if (!dims->batch.empty())
    product.batch = dims->batch[0];
  unsigned loops = product.batch ? 4 : 3;
  if (op.getNumLoops() != loops)
    return std::nullopt;
  for (AffineMap map : op.getIndexingMapsArray())
    if (map.getNumResults() != loops - 1 || !map.isProjectedPermutation())
      return std::nullopt;
  return product;
}

/// The stride of `value`'s dimension that `map` indexes by loop `dim`;
/// zero when it has none (a batch dimension the operand does not have).
Value strideOf(OpBuilder &b, Location loc, AffineMap map, ValueRange strides,
               std::optional<unsigned> dim) {
  if (dim)
    if (std::optional<unsigned> position =
            map.getResultPosition(b.getAffineDimExpr(*dim)))
      return strides[*position];
  return arith::ConstantIndexOp::create(b, loc, 0);
}

/// The extent of loop `dim`: the size of the first operand dimension it
/// indexes.
Value extentOf(OpBuilder &b, Location loc, linalg::LinalgOp op,
               std::optional<unsigned> dim) {
  if (!dim)
    return arith::ConstantIndexOp::create(b, loc, 1);
  for (OpOperand &operand : op->getOpOperands())
    if (std::optional<unsigned> position =
            op.getMatchingIndexingMap(&operand).getResultPosition(
                b.getAffineDimExpr(*dim)))
      return memref::DimOp::create(b, loc, operand.get(), *position);
  llvm_unreachable("a contraction's loop indexes some operand");
}

/// Whether `op` is a fill of +0.0 into `buffer`.
bool isZeroFillOf(Operation *op, Value buffer) {
  auto fill = dyn_cast_if_present<linalg::FillOp>(op);
  return fill && fill.hasPureBufferSemantics() &&
         fill.getOutputs().front() == buffer &&
         matchPattern(fill.getInputs().front(), m_PosZeroFloat());
}

/// Whether `buffer` (an allocation) only ever holds zeros where it is read:
/// its one writer a fill of +0.0, its other users copies out of it and its
/// deallocation (no views, which could be written).
bool holdsOnlyZeros(Value buffer) {
  if (!buffer.getDefiningOp<memref::AllocOp>() &&
      !buffer.getDefiningOp<memref::AllocaOp>())
    return false;
  int fills = 0;
  for (Operation *user : buffer.getUsers()) {
    if (isZeroFillOf(user, buffer))
      ++fills;
    else if (auto copy = dyn_cast<memref::CopyOp>(user);
             !(copy && copy.getSource() == buffer &&
               copy.getTarget() != buffer) &&
             !isa<memref::DeallocOp>(user))
      return false;
  }
  return fills == 1;
}

/// The op that sets `product`'s C to zeros just before it (nothing with a
/// memory effect in between): a zero fill of C, or a copy into C of a
/// buffer that only holds zeros; null if there is none.
Operation *zeroInitOf(linalg::LinalgOp product) {
  Value c = product.getDpsInitOperand(0)->get();
  if (llvm::is_contained(product.getDpsInputs(), c))
    return nullptr;
  for (Operation *op = product->getPrevNode(); op; op = op->getPrevNode()) {
    if (isMemoryEffectFree(op))
      continue;
    if (isZeroFillOf(op, c))
      return op;
    auto copy = dyn_cast<memref::CopyOp>(op);
    if (copy && copy.getTarget() == c && holdsOnlyZeros(copy.getSource()))
      return op;
    return nullptr;
  }
  return nullptr;
}

struct TaGradCpuMatmulToBlas
    : public tagrad::impl::TaGradCpuMatmulToBlasBase<TaGradCpuMatmulToBlas> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<std::pair<linalg::LinalgOp, ProductDims>> products;
    module.walk([&](linalg::LinalgOp op) {
      if (std::optional<ProductDims> dims = matchProduct(op))
        products.push_back({op, *dims});
    });
    if (products.empty())
      return markAllAnalysesPreserved();
    if (minFlops < 0) {
      module.emitError("-tagrad-cpu-matmul-to-blas: min-flops must be "
                       "non-negative, got ")
          << static_cast<int64_t>(minFlops);
      return signalPassFailure();
    }

    OpBuilder b(module.getContext());
    Type i64 = b.getI64Type();
    SmallVector<Type> argumentTypes(21, i64);
    func::FuncOp sgemm = module.lookupSymbol<func::FuncOp>(kSgemm);
    if (!sgemm) {
      b.setInsertionPointToStart(module.getBody());
      sgemm = func::FuncOp::create(b, module.getLoc(), kSgemm,
                                   b.getFunctionType(argumentTypes, {}));
      sgemm.setPrivate();
    }
    int64_t threadCount =
        threads != 0 ? threads
                     : llvm::hardware_concurrency().compute_thread_count();

    IRRewriter rewriter(module.getContext());
    for (auto [op, dims] : products) {
      // Products known small stay loops: a call and OpenBLAS's dispatch
      // cost more than their work.
      SmallVector<int64_t> ranges = op.getStaticLoopRanges();
      if (llvm::none_of(ranges, ShapedType::isDynamic)) {
        int64_t flops = 2;
        for (int64_t range : ranges)
          flops *= range;
        if (flops < minFlops)
          continue;
      }
      Location loc = op.getLoc();
      Operation *zeroInit = zeroInitOf(op);
      rewriter.setInsertionPoint(op);
      auto asI64 = [&](Value index) -> Value {
        return arith::IndexCastOp::create(rewriter, loc, i64, index);
      };
      SmallVector<Value> arguments = {
          arith::ConstantIntOp::create(rewriter, loc, threadCount, 64),
          asI64(extentOf(rewriter, loc, op, dims.batch)),
          asI64(extentOf(rewriter, loc, op, dims.m)),
          asI64(extentOf(rewriter, loc, op, dims.n)),
          asI64(extentOf(rewriter, loc, op, dims.k))};
      // A's rows and columns are m and k, B's k and n, C's m and n.
      std::pair<unsigned, unsigned> rowsAndColumns[] = {
          {dims.m, dims.k}, {dims.k, dims.n}, {dims.m, dims.n}};
      for (auto [operand, layout] :
           llvm::zip_equal(op->getOpOperands(), rowsAndColumns)) {
        Value buffer = operand.get();
        AffineMap map = op.getMatchingIndexingMap(&operand);
        auto metadata =
            memref::ExtractStridedMetadataOp::create(rewriter, loc, buffer);
        ValueRange strides = metadata.getStrides();
        arguments.push_back(
            asI64(memref::ExtractAlignedPointerAsIndexOp::create(rewriter, loc,
                                                                 buffer)));
        arguments.push_back(asI64(metadata.getOffset()));
        arguments.push_back(
            asI64(strideOf(rewriter, loc, map, strides, dims.batch)));
        arguments.push_back(
            asI64(strideOf(rewriter, loc, map, strides, layout.first)));
        arguments.push_back(
            asI64(strideOf(rewriter, loc, map, strides, layout.second)));
      }
      arguments.push_back(
          arith::ConstantIntOp::create(rewriter, loc, zeroInit ? 0 : 1, 64));
      func::CallOp::create(rewriter, loc, sgemm, arguments);
      rewriter.eraseOp(op);
      if (zeroInit)
        rewriter.eraseOp(zeroInit);
    }
  }
};

} // namespace
