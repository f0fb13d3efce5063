//===- VerifyPipelineInput.cpp - What the pipelines accept ------*- C++ -*-===//
//
// The input contract of --tagrad-cpu-pipeline and --tagrad-gpu-pipeline:
// valid IR that an upstream MLIR 22 pass of the pipelines crashes on, or
// compiles into code that writes out of bounds, is reported here at its op
// instead (issue 19; the crashes are recorded in docs/Fuzzing.md).
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"
#include "TaGrad/Dialect/TaGrad/IR/TaGradOps.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Pass/Pass.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADVERIFYPIPELINEINPUT
#include "TaGrad/Codegen/CPU/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;

namespace {

/// The bytes of one scalar: `index` has the data layout's width, types
/// without a fixed size count as one byte.
int64_t scalarBytes(Type type, unsigned indexBits) {
  if (type.isIndex())
    return llvm::divideCeil(indexBits, 8);
  if (type.isIntOrFloat())
    return std::max<int64_t>(1,
                             llvm::divideCeil(type.getIntOrFloatBitWidth(), 8));
  if (auto complex = dyn_cast<ComplexType>(type))
    return 2 * scalarBytes(complex.getElementType(), indexBits);
  return 1;
}

/// The bytes a value of `type` occupies, or std::nullopt when they overflow
/// int64. Dynamic dimensions count as 1 (what is known statically), and so
/// do zero sizes with `skipZeros`: an empty tensor<0x4x2^62x11xf16> has no
/// bytes, but its strides and the collapsed sizes of its other dimensions
/// wrap around (found by tagrad-graphdef-fuzz).
std::optional<int64_t> staticByteSize(ShapedType type, unsigned indexBits,
                                      bool skipZeros = false) {
  int64_t count = 1;
  for (int64_t size : type.getShape()) {
    if (ShapedType::isDynamic(size) || (skipZeros && size == 0))
      continue;
    if (llvm::MulOverflow(count, size, count))
      return std::nullopt;
  }
  int64_t elementBytes;
  if (auto vector = dyn_cast<VectorType>(type.getElementType())) {
    std::optional<int64_t> vectorBytes =
        staticByteSize(vector, indexBits, skipZeros);
    if (!vectorBytes)
      return std::nullopt;
    elementBytes = *vectorBytes;
  } else {
    elementBytes = scalarBytes(type.getElementType(), indexBits);
  }
  int64_t bytes;
  if (llvm::MulOverflow(count, elementBytes, bytes))
    return std::nullopt;
  return bytes;
}

/// The type `value` has once the tensor.casts that produce it fold into
/// their users (linalg's and tensor's canonicalizations do): each dimension
/// static where any cast on the way knows it.
Type castFoldedType(Value value) {
  auto refined = dyn_cast<RankedTensorType>(value.getType());
  while (auto cast = value.getDefiningOp<tensor::CastOp>()) {
    value = cast.getSource();
    auto source = dyn_cast<RankedTensorType>(value.getType());
    if (!source)
      continue;
    if (!refined || refined.getRank() != source.getRank()) {
      refined = source;
      continue;
    }
    SmallVector<int64_t> shape(refined.getShape());
    for (auto [dim, known] : llvm::zip(shape, source.getShape()))
      if (ShapedType::isDynamic(dim))
        dim = known;
    refined = refined.clone(shape);
  }
  return refined ? Type(refined) : value.getType();
}

/// A batch-norm op valid with its operands' types, but not with the types
/// the casts that produce them hide: canonicalization folds the casts into
/// the linalg ops it lowers to, which then do not verify (found by
/// tagrad-fuzz), and at run time it would read past the statistics.
template <typename OpTy>
LogicalResult verifyCastFoldedBatchNorm(OpTy op) {
  SmallVector<Type> types =
      llvm::map_to_vector(op->getOperands(), castFoldedType);
  if (TypeRange(types) == op->getOperandTypes())
    return success();
  return op.verifyWithOperandTypes(types, [&]() -> InFlightDiagnostic {
    InFlightDiagnostic diag = op->emitError();
    diag << "with the static shapes its operands are cast from, ";
    return diag;
  });
}

struct VerifyPipelineInput
    : public tagrad::impl::TaGradVerifyPipelineInputBase<VerifyPipelineInput> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    unsigned indexBits =
        DataLayout(module).getTypeSizeInBits(IndexType::get(&getContext()));
    // The largest byte count a signed index of that width holds.
    int64_t addressable = indexBits >= 64 ? std::numeric_limits<int64_t>::max()
                                          : (int64_t(1) << (indexBits - 1)) - 1;

    bool failed = false;
    // Each oversized type is reported once, where the walk (signatures
    // before bodies) first meets it; its other uses follow from it.
    DenseSet<Type> checked;
    auto checkType = [&](Operation *op, Type type, StringRef what) {
      type.walk([&](ShapedType shaped) {
        if (!shaped.hasRank() || !checked.insert(shaped).second)
          return;
        std::optional<int64_t> bytes = staticByteSize(shaped, indexBits);
        if (!bytes || *bytes > addressable) {
          op->emitError() << "type " << shaped << " " << what
                          << " holds more bytes than a " << indexBits
                          << "-bit index can address (its allocation size "
                             "would wrap around)";
          failed = true;
          return;
        }
        std::optional<int64_t> extent =
            staticByteSize(shaped, indexBits, /*skipZeros=*/true);
        if (extent && *extent <= addressable)
          return;
        op->emitError() << "type " << shaped << " " << what
                        << " is empty, but its other sizes multiply to more "
                           "bytes than a "
                        << indexBits
                        << "-bit index can address (its strides would wrap "
                           "around)";
        failed = true;
      });
    };
    auto checkDimIndex = [&](Operation *op, Value source, Value index) {
      APInt constant;
      if (!matchPattern(index, m_ConstantInt(&constant)))
        return;
      int64_t dim = constant.getSExtValue();
      auto shaped = cast<ShapedType>(source.getType());
      if (dim >= 0 && (!shaped.hasRank() || dim < shaped.getRank()))
        return;
      InFlightDiagnostic diag = op->emitError()
                                << "dimension index " << dim
                                << " is out of range for " << shaped;
      if (shaped.hasRank())
        diag << " (rank " << shaped.getRank() << ")";
      failed = true;
    };

    // tensor's reshape verifiers accept a reassociation that does not list
    // the dimensions in order ([[-2^63, 1]]); one-shot bufferization then
    // builds a memref reshape that does not verify.
    auto checkReassociation = [&](Operation *op,
                                  ArrayRef<ReassociationIndices> groups) {
      int64_t expected = 0;
      for (const ReassociationIndices &group : groups)
        for (int64_t dim : group)
          if (dim != expected++) {
            op->emitError() << "reassociation must list the dimensions in "
                               "order, in contiguous groups; found "
                            << dim << " where " << expected - 1 << " belongs";
            failed = true;
            return;
          }
    };

    // tensor.expand_shape's verifier accepts a static output_shape that
    // disagrees with the result type ([2^63 - 1, 3, 4, 5] into 2x3x4x5);
    // one-shot bufferization then builds a memref.expand_shape that does not
    // verify (found by tagrad-fuzz).
    auto checkOutputShape = [&](tensor::ExpandShapeOp expand) {
      RankedTensorType result = expand.getResultType();
      for (auto [dim, size] : llvm::enumerate(expand.getStaticOutputShape())) {
        if (ShapedType::isDynamic(size) || result.isDynamicDim(dim) ||
            result.getDimSize(dim) == size)
          continue;
        expand->emitError()
            << "output_shape has " << size << " at position " << dim
            << " where the result type has " << result.getDimSize(dim);
        failed = true;
        return;
      }
    };

    module.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (auto expand = dyn_cast<tensor::ExpandShapeOp>(op)) {
        checkReassociation(op, expand.getReassociationIndices());
        checkOutputShape(expand);
      } else if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(op))
        checkReassociation(op, collapse.getReassociationIndices());
      // The pipelines compile functions; computations outside one (a module
      // body is never run) would be lowered into a module of stray calls.
      // (Declarations without values, e.g. llvm.mlir.global_ctors, may stay.)
      if (op->getParentOp() == module && !isa<SymbolOpInterface>(op) &&
          (op->getNumOperands() != 0 || op->getNumResults() != 0)) {
        op->emitError() << "'" << op->getName()
                        << "' is outside any function: the pipelines "
                           "compile functions";
        failed = true;
        return WalkResult::skip();
      }
      if (auto grad = dyn_cast<tagrad::FusedBatchNormGradOp>(op))
        failed |= mlir::failed(verifyCastFoldedBatchNorm(grad));
      else if (auto forward = dyn_cast<tagrad::FusedBatchNormOp>(op))
        failed |= mlir::failed(verifyCastFoldedBatchNorm(forward));
      if (auto dim = dyn_cast<tensor::DimOp>(op))
        checkDimIndex(op, dim.getSource(), dim.getIndex());
      else if (auto dim = dyn_cast<memref::DimOp>(op))
        checkDimIndex(op, dim.getSource(), dim.getIndex());
      for (NamedAttribute attribute : op->getAttrs())
        if (auto typeAttr = dyn_cast<TypeAttr>(attribute.getValue()))
          checkType(op, typeAttr.getValue(),
                    "in attribute '" + attribute.getName().str() + "'");
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (BlockArgument argument : block.getArguments())
            checkType(op, argument.getType(),
                      "of block argument #" +
                          std::to_string(argument.getArgNumber()));
      for (OpResult result : op->getResults())
        checkType(op, result.getType(),
                  "of result #" + std::to_string(result.getResultNumber()));
      return WalkResult::advance();
    });
    if (failed)
      return signalPassFailure();
    // Only checks: the verifier need not run again after it.
    markAllAnalysesPreserved();
  }
};

} // namespace
