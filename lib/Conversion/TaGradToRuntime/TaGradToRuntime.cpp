//===- TaGradToRuntime.cpp - Dynamic tensor arrays to runtime calls -------===//
//
// Every TensorArray op left after -tagrad-decompose-tensor-arrays becomes a
// call into libtagrad_runtime.so (docs/Runtime.md), and so does every
// tensor_array.check the decomposition leaves. Dtype codes, flags, rule codes
// and entry points come from the ABI table (TaGrad/ABI/TensorArrayABI.h).
// Handles become `i64` everywhere they flow: function signatures, calls,
// returns and scf iter_args / results (upstream structural type conversions).
//
// Element values cross the ABI as `memref<*xT>`, which MLIR's default
// calling convention passes as (rank, descriptor pointer): the runtime's
// tagradTensorArray{Write,Read}MemRef<DTYPE> entry points take exactly that.
// The calls sit in small private helpers (one per element type and rank) so
// that the descriptor's stack slot is released on return even when the
// access is in a loop. At the tensor level, a write is `bufferization.
// to_buffer` of the value and a call; a read asks the runtime for the
// element's dynamic dimensions, allocates, calls, and wraps the buffer with
// `bufferization.to_tensor`.
//
// gather / scatter / concat / split are loops of reads and writes; the
// runtime checks each element access. scatter and split first call
// tagradTensorArrayCheck{Scatter,Split}, which make TensorFlow's checks of
// the whole operation (with its numbers) before anything is written. Strings
// (names, sources, locations "file:line:col") are private constant LLVM
// globals.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Conversion/TaGradToRuntime/TaGradToRuntime.h"
#include "TaGrad/ABI/TensorArrayABI.h"
#include "TaGrad/Dialect/TaGrad/IR/TaGradOps.h"
#include "TaGrad/Support/StackArray.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/DebugLog.h"
#include "llvm/Support/xxhash.h"

#include <limits>

#define DEBUG_TYPE "convert-tagrad-to-runtime"

using namespace mlir;
namespace abi = tagrad_abi;
using namespace mlir::tagrad;

/// A helper this module defines for itself: private, and internal to the
/// object file, so that two compiled modules linked together (an embedder's
/// kernels, a test's threads=1 twin) do not both export its symbol.
static void defineLocally(func::FuncOp helper) {
  helper.setPrivate();
  helper->setAttr(
      "llvm.linkage",
      LLVM::LinkageAttr::get(helper.getContext(), LLVM::Linkage::Internal));
}

namespace {

//===----------------------------------------------------------------------===//
// Helpers shared by the patterns.
//===----------------------------------------------------------------------===//

/// The ABI table's entry for an element type, or null when the runtime
/// does not store it.
const abi::DTypeInfo *dtypeOf(Type type) {
  if (auto complex = dyn_cast<ComplexType>(type)) {
    auto part = dyn_cast<FloatType>(complex.getElementType());
    if (!part || part.isBF16() || part.isF16())
      return nullptr;
    return abi::lookupDType(abi::ElementKind::Complex, part.getWidth());
  }
  if (auto floatType = dyn_cast<FloatType>(type)) {
    // Only IEEE f16/f32/f64 and bf16 (not the other 16-bit or 8-bit formats).
    if (!floatType.isF16() && !floatType.isBF16() && !floatType.isF32() &&
        !floatType.isF64())
      return nullptr;
    return abi::lookupDType(abi::ElementKind::Float, floatType.getWidth(),
                            floatType.isBF16());
  }
  if (type.isSignlessInteger())
    return abi::lookupDType(abi::ElementKind::Integer,
                            type.getIntOrFloatBitWidth());
  return nullptr;
}

class RuntimeBuilder {
public:
  RuntimeBuilder(OpBuilder &b, Location loc, SymbolTable &symbols)
      : b(b), loc(loc), symbols(symbols),
        ptrType(LLVM::LLVMPointerType::get(b.getContext())) {}

  Value null() { return LLVM::ZeroOp::create(b, loc, ptrType); }

  /// Pointer to a NUL-terminated private constant; null for "".
  Value string(StringRef text, bool nullIfEmpty = true) {
    if (text.empty() && nullIfEmpty)
      return null();
    std::string contents = text.str();
    contents.push_back('\0');
    // Named by content, so each text is one global however often used.
    // Not upstream's LLVM::createGlobalString: it finds the module from the
    // insertion point, and these strings are often emitted into scf.for
    // bodies still being built (not yet in the module), where it crashes.
    std::string name =
        "__tagrad_rt_str_" + llvm::utohexstr(llvm::xxh3_64bits(contents));
    auto global = symbols.lookup<LLVM::GlobalOp>(name);
    if (!global) {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(moduleBody());
      auto type = LLVM::LLVMArrayType::get(b.getI8Type(), contents.size());
      global = LLVM::GlobalOp::create(b, loc, type, /*isConstant=*/true,
                                      LLVM::Linkage::Private, name,
                                      b.getStringAttr(contents));
      symbols.insert(global);
    }
    return LLVM::AddressOfOp::create(b, loc, global);
  }

  Value location() { return location(loc); }
  Value location(Location of) { return string(runtimeLocationString(of)); }

  /// Pointer to a private constant array of i64.
  Value int64Array(ArrayRef<int64_t> values) {
    if (values.empty())
      return null();
    std::string name = "__tagrad_rt_shape";
    for (int64_t v : values)
      name += "_" + (v < 0 ? "m" + std::to_string(-v) : std::to_string(v));
    auto global = symbols.lookup<LLVM::GlobalOp>(name);
    if (!global) {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(moduleBody());
      auto type = LLVM::LLVMArrayType::get(b.getI64Type(), values.size());
      auto attr = DenseElementsAttr::get(
          RankedTensorType::get({int64_t(values.size())}, b.getI64Type()),
          values);
      global = LLVM::GlobalOp::create(b, loc, type, /*isConstant=*/true,
                                      LLVM::Linkage::Private, name, attr);
      symbols.insert(global);
    }
    return LLVM::AddressOfOp::create(b, loc, global);
  }

  /// Declares `name` (private, external) if needed.
  func::FuncOp declare(StringRef name, TypeRange inputs, TypeRange results) {
    if (auto existing = symbols.lookup<func::FuncOp>(name))
      return existing;
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToEnd(moduleBody());
    auto func =
        func::FuncOp::create(b, loc, name, b.getFunctionType(inputs, results));
    func.setPrivate();
    symbols.insert(func);
    return func;
  }

  /// How compiled code passes an ABI parameter; `elementMemRef` stands for
  /// ParamType::ElementMemRef.
  Type abiType(abi::ParamType type, Type elementMemRef = {}) {
    switch (type) {
    case abi::ParamType::I32:
      return b.getI32Type();
    case abi::ParamType::I64:
      return b.getI64Type();
    case abi::ParamType::Ptr:
      return ptrType;
    case abi::ParamType::ElementMemRef:
      assert(elementMemRef && "a memref entry point needs its element type");
      return elementMemRef;
    case abi::ParamType::Void:
      break;
    }
    llvm_unreachable("void is no parameter type");
  }

  /// Declares `entry` (named `name`, which defaults to the table's) with the
  /// signature of the ABI table, if needed.
  func::FuncOp declare(const abi::EntryPoint &entry, StringRef name = {},
                       Type elementMemRef = {}) {
    SmallVector<Type> params;
    for (abi::ParamType param : ArrayRef(entry.params, entry.numParams))
      params.push_back(abiType(param, elementMemRef));
    SmallVector<Type> results;
    if (entry.result != abi::ParamType::Void)
      results.push_back(abiType(entry.result));
    return declare(name.empty() ? StringRef(entry.name) : name, params,
                   results);
  }

  /// Calls `entry`; returns its result, or null for a void entry point.
  Value call(const abi::EntryPoint &entry, ValueRange args) {
    func::FuncOp callee = declare(entry);
    assert(TypeRange(args) == callee.getArgumentTypes() &&
           "arguments follow the ABI table");
    auto call = func::CallOp::create(b, loc, callee, args);
    return call.getNumResults() ? call.getResult(0) : Value();
  }

  Value i64(Value index) {
    if (index.getType().isInteger(64))
      return index;
    if (index.getType().isIndex())
      return arith::IndexCastOp::create(b, loc, b.getI64Type(), index);
    return arith::ExtSIOp::create(b, loc, b.getI64Type(), index);
  }
  Value index(Value v) {
    if (v.getType().isIndex())
      return v;
    return arith::IndexCastOp::create(b, loc, b.getIndexType(), v);
  }
  Value indexConstant(int64_t v) {
    return arith::ConstantIndexOp::create(b, loc, v);
  }

  /// The fully dynamic strided memref type helpers take for `type`.
  static MemRefType helperMemRefType(RankedTensorType type) {
    SmallVector<int64_t> shape(type.getRank(), ShapedType::kDynamic);
    SmallVector<int64_t> strides(type.getRank(), ShapedType::kDynamic);
    auto layout = StridedLayoutAttr::get(type.getContext(),
                                         ShapedType::kDynamic, strides);
    return MemRefType::get(shape, type.getElementType(), layout);
  }

  /// The private helper that forwards a ranked memref to the runtime entry
  /// point `tagradTensorArray<Kind>MemRef<DTYPE>`.
  FailureOr<func::FuncOp> accessHelper(StringRef kind, RankedTensorType type) {
    const abi::DTypeInfo *dtype = dtypeOf(type.getElementType());
    if (!dtype)
      return failure();
    std::string name = ("__tagrad_ta_" + kind + "_" + dtype->suffix + "_" +
                        Twine(type.getRank()))
                           .str();
    if (auto existing = symbols.lookup<func::FuncOp>(name))
      return existing;
    MemRefType memrefType = helperMemRefType(type);
    auto unranked = UnrankedMemRefType::get(type.getElementType(), 0);
    const abi::EntryPoint &entryPoint =
        kind == "Write" ? abi::entry::kWriteMemRef : abi::entry::kReadMemRef;
    std::string entry = (entryPoint.name + Twine(dtype->suffix)).str();
    declare(entryPoint, entry, unranked);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToEnd(moduleBody());
    auto helper = func::FuncOp::create(
        b, loc, name,
        b.getFunctionType({b.getI64Type(), b.getI64Type(), memrefType, ptrType},
                          {}));
    defineLocally(helper);
    symbols.insert(helper);
    Block *body = helper.addEntryBlock();
    b.setInsertionPointToStart(body);
    Value cast = memref::CastOp::create(b, loc, unranked, body->getArgument(2));
    func::CallOp::create(b, loc, entry, TypeRange{},
                         ValueRange{body->getArgument(0), body->getArgument(1),
                                    cast, body->getArgument(3)});
    func::ReturnOp::create(b, loc);
    return helper;
  }

  /// The private helper `__tagrad_ta_CheckSplit_<rank>(handle, numLengths,
  /// minLength, sumLengths, dim_0, ..., dim_{rank-1}, location)` that puts
  /// the value's shape in a stack array (released on return) and calls
  /// tagradTensorArrayCheckSplit.
  func::FuncOp splitCheckHelper(int64_t rank) {
    std::string name = ("__tagrad_ta_CheckSplit_" + Twine(rank)).str();
    if (auto existing = symbols.lookup<func::FuncOp>(name))
      return existing;
    Type i64Type = b.getI64Type();
    func::FuncOp entry = declare(abi::entry::kCheckSplit);
    SmallVector<Type> inputs(4 + rank, i64Type);
    inputs.push_back(ptrType);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToEnd(moduleBody());
    auto helper =
        func::FuncOp::create(b, loc, name, b.getFunctionType(inputs, {}));
    defineLocally(helper);
    symbols.insert(helper);
    Block *body = helper.addEntryBlock();
    b.setInsertionPointToStart(body);
    Value shape = storeI64sOnStack(b, loc, body->getArguments().slice(4, rank));
    func::CallOp::create(
        b, loc, entry,
        ValueRange{body->getArgument(0), body->getArgument(1),
                   body->getArgument(2), body->getArgument(3),
                   arith::ConstantIntOp::create(b, loc, rank, 64), shape,
                   body->getArgument(4 + rank)});
    func::ReturnOp::create(b, loc);
    return helper;
  }

  /// Writes tensor `value` at `index` of `handle`.
  LogicalResult write(Value handle, Value index, Value value) {
    auto type = dyn_cast<RankedTensorType>(value.getType());
    if (!type)
      return failure();
    FailureOr<func::FuncOp> helper = accessHelper("Write", type);
    if (failed(helper))
      return failure();
    MemRefType memrefType = helperMemRefType(type);
    SmallVector<int64_t> strides(type.getRank(), ShapedType::kDynamic);
    auto bufferType = MemRefType::get(
        type.getShape(), type.getElementType(),
        StridedLayoutAttr::get(b.getContext(), ShapedType::kDynamic, strides));
    auto toBuffer = bufferization::ToBufferOp::create(b, loc, bufferType, value,
                                                      /*read_only=*/true);
    // One to_buffer per access: CSE would otherwise merge two writes of one
    // tensor into one to_buffer at the first, and the second's memref use is
    // a read One-Shot Bufferize does not see (it may then reuse the buffer
    // in place before that write). A distinct number keeps them apart.
    int64_t accesses = 0;
    if (auto func = toBuffer->getParentOfType<FunctionOpInterface>())
      func->walk([&](bufferization::ToBufferOp other) {
        accesses +=
            other->hasAttr(TaGradDialect::AccessAttrHelper::getNameStr());
      });
    TaGradDialect::AccessAttrHelper(b.getContext())
        .setAttr(toBuffer, b.getI64IntegerAttr(accesses));
    Value buffer = toBuffer;
    if (bufferType != memrefType)
      buffer = memref::CastOp::create(b, loc, memrefType, buffer);
    func::CallOp::create(b, loc, *helper,
                         ValueRange{handle, i64(index), buffer, location()});
    return success();
  }

  /// Reads element `index` of `handle` into a new tensor of `type`, whose
  /// dynamic dimensions are `dynamicSizes` (the runtime checks that they
  /// match the element).
  FailureOr<Value> read(Value handle, Value index, RankedTensorType type,
                        ValueRange dynamicSizes) {
    FailureOr<func::FuncOp> helper = accessHelper("Read", type);
    if (failed(helper))
      return failure();
    auto allocType = MemRefType::get(type.getShape(), type.getElementType());
    Value buffer = memref::AllocOp::create(b, loc, allocType, dynamicSizes);
    Value cast = memref::CastOp::create(b, loc, helperMemRefType(type), buffer);
    func::CallOp::create(b, loc, *helper,
                         ValueRange{handle, i64(index), cast, location()});
    return bufferization::ToTensorOp::create(b, loc, type, buffer,
                                             /*restrict=*/true,
                                             /*writable=*/true)
        .getResult();
  }

  /// tagradTensorArrayElementDim as an index.
  Value elementDim(Value handle, Value index, int64_t dim) {
    Value result =
        call(abi::entry::kElementDim,
             {handle, i64(index), arith::ConstantIntOp::create(b, loc, dim, 64),
              location()});
    return this->index(result);
  }

  /// The dynamic sizes of element `index` for the dynamic dims of `type`.
  SmallVector<Value> elementSizes(Value handle, Value index,
                                  RankedTensorType type) {
    SmallVector<Value> sizes;
    for (int64_t d = 0; d < type.getRank(); ++d)
      if (type.isDynamicDim(d))
        sizes.push_back(elementDim(handle, index, d));
    return sizes;
  }

  Block *moduleBody() { return &symbols.getOp()->getRegion(0).front(); }

  OpBuilder &b;
  Location loc;
  /// The module's symbol table, shared by every pattern of the pass: a
  /// lookup per emitted op made the conversion quadratic in module size.
  SymbolTable &symbols;
  Type ptrType;
};

template <typename Op>
struct RuntimePattern : public OpConversionPattern<Op> {
  using OpAdaptor = typename Op::Adaptor;
  RuntimePattern(const TypeConverter &converter, MLIRContext *ctx,
                 SymbolTableCollection &symbolTables)
      : OpConversionPattern<Op>(converter, ctx), symbolTables(symbolTables) {}

  SymbolTable &symbolTable(Op op) const {
    return symbolTables.getSymbolTable(
        op->template getParentOfType<ModuleOp>());
  }

  SymbolTableCollection &symbolTables;
  Value flowZero(OpBuilder &b, Location loc) const {
    return arith::ConstantOp::create(b, loc, b.getF32FloatAttr(0.0f));
  }
};

//===----------------------------------------------------------------------===//
// Patterns.
//===----------------------------------------------------------------------===//

struct CreateLowering : public RuntimePattern<TensorArrayOp> {
  using RuntimePattern::RuntimePattern;
  LogicalResult
  matchAndRewrite(TensorArrayOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RuntimeBuilder rt(rewriter, op.getLoc(), symbolTable(op));
    TensorType elementType = op.getHandle().getType().getElementType();
    const abi::DTypeInfo *dtype = dtypeOf(elementType.getElementType());
    if (!dtype)
      return rewriter.notifyMatchFailure(op, "element type has no runtime "
                                             "dtype");
    int64_t rank = -1;
    Value shape = rt.null();
    if (auto ranked = dyn_cast<RankedTensorType>(elementType)) {
      rank = ranked.getRank();
      SmallVector<int64_t> dims;
      for (int64_t dim : ranked.getShape())
        dims.push_back(ShapedType::isDynamic(dim) ? -1 : dim);
      shape = rt.int64Array(dims);
    }
    int32_t flags =
        (op.getDynamicSize() ? TAGRAD_TA_DYNAMIC_SIZE : 0) |
        (op.getClearAfterRead() ? TAGRAD_TA_CLEAR_AFTER_READ : 0) |
        (op.getIdenticalElementShapes() ? TAGRAD_TA_IDENTICAL_ELEMENT_SHAPES
                                        : 0) |
        (op.getMultipleWritesAggregate() ? TAGRAD_TA_MULTIPLE_WRITES_AGGREGATE
                                         : 0) |
        (op.getWritesReplace() ? TAGRAD_TA_WRITES_REPLACE : 0);
    Location loc = op.getLoc();
    Value handle =
        rt.call(abi::entry::kCreate,
                {rt.i64(adaptor.getSize()),
                 arith::ConstantIntOp::create(rewriter, loc, dtype->code, 32),
                 arith::ConstantIntOp::create(rewriter, loc, rank, 64), shape,
                 arith::ConstantIntOp::create(rewriter, loc, flags, 32),
                 rt.string(op.getTensorArrayName()), rt.location()});
    rewriter.replaceOp(op, {handle, flowZero(rewriter, loc)});
    return success();
  }
};

struct GradLowering : public RuntimePattern<GradOp> {
  using RuntimePattern::RuntimePattern;
  LogicalResult
  matchAndRewrite(GradOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RuntimeBuilder rt(rewriter, op.getLoc(), symbolTable(op));
    Value handle =
        rt.call(abi::entry::kGrad,
                {adaptor.getHandle(), rt.string(op.getSource(), false),
                 arith::ConstantIntOp::create(rewriter, op.getLoc(), 0, 64),
                 rt.null(), rt.location()});
    // TensorFlow's TensorArrayGradV3 returns a fresh flow (0.0).
    rewriter.replaceOp(op, {handle, flowZero(rewriter, op.getLoc())});
    return success();
  }
};

struct GradWithShapeLowering : public RuntimePattern<GradWithShapeOp> {
  using RuntimePattern::RuntimePattern;
  LogicalResult
  matchAndRewrite(GradWithShapeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RuntimeBuilder rt(rewriter, loc, symbolTable(op));
    auto shapeType = cast<RankedTensorType>(op.getShapeToPrepend().getType());
    if (shapeType.isDynamicDim(0))
      return rewriter.notifyMatchFailure(op, "shape_to_prepend needs a "
                                             "static length");
    int64_t count = shapeType.getDimSize(0);
    Value buffer = rt.null();
    if (count > 0) {
      SmallVector<Value> dims;
      for (int64_t k = 0; k < count; ++k)
        dims.push_back(rt.i64(tensor::ExtractOp::create(
            rewriter, loc, adaptor.getShapeToPrepend(),
            ValueRange{rt.indexConstant(k)})));
      buffer = storeI64sOnStack(rewriter, loc, dims);
    }
    Value handle =
        rt.call(abi::entry::kGrad,
                {adaptor.getHandle(), rt.string(op.getSource(), false),
                 arith::ConstantIntOp::create(rewriter, loc, count, 64), buffer,
                 rt.location()});
    rewriter.replaceOp(op, {handle, flowZero(rewriter, loc)});
    return success();
  }
};

struct LockSizeLowering : public RuntimePattern<LockSizeOp> {
  using RuntimePattern::RuntimePattern;
  LogicalResult
  matchAndRewrite(LockSizeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RuntimeBuilder rt(rewriter, op.getLoc(), symbolTable(op));
    rt.call(abi::entry::kLockSize, {adaptor.getHandle(), rt.location()});
    rewriter.replaceOp(op, adaptor.getFlowIn());
    return success();
  }
};

struct SizeLowering : public RuntimePattern<SizeOp> {
  using RuntimePattern::RuntimePattern;
  LogicalResult
  matchAndRewrite(SizeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RuntimeBuilder rt(rewriter, op.getLoc(), symbolTable(op));
    Value size =
        rt.call(abi::entry::kSize, {adaptor.getHandle(), rt.location()});
    rewriter.replaceOp(op, rt.index(size));
    return success();
  }
};

struct CloseLowering : public RuntimePattern<CloseOp> {
  using RuntimePattern::RuntimePattern;
  LogicalResult
  matchAndRewrite(CloseOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RuntimeBuilder rt(rewriter, op.getLoc(), symbolTable(op));
    rt.call(abi::entry::kClose, {adaptor.getHandle(), rt.location()});
    rewriter.eraseOp(op);
    return success();
  }
};

struct WriteLowering : public RuntimePattern<WriteOp> {
  using RuntimePattern::RuntimePattern;
  LogicalResult
  matchAndRewrite(WriteOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RuntimeBuilder rt(rewriter, op.getLoc(), symbolTable(op));
    if (failed(rt.write(adaptor.getHandle(), adaptor.getIndex(),
                        adaptor.getValue())))
      return rewriter.notifyMatchFailure(op, "unsupported value type");
    rewriter.replaceOp(op, adaptor.getFlowIn());
    return success();
  }
};

/// An scf.index_switch over the run-time `rank` of an element: one case per
/// rank in (minRank, kMaxUnrankedRank], the default case for minRank (a
/// larger rank then fails the runtime's shape check of the read). Each case
/// builds its ranked access with `body` and yields the results cast to
/// `resultTypes`.
constexpr int64_t kMaxUnrankedRank = 8;

static FailureOr<SmallVector<Value>>
switchOnRank(OpBuilder &b, Location loc, Value rank, int64_t minRank,
             TypeRange resultTypes,
             function_ref<FailureOr<SmallVector<Value>>(int64_t)> body) {
  SmallVector<int64_t> cases;
  for (int64_t r = minRank + 1; r <= kMaxUnrankedRank; ++r)
    cases.push_back(r);
  auto switchOp = scf::IndexSwitchOp::create(b, loc, resultTypes, rank, cases,
                                             cases.size());
  SmallVector<std::pair<Region *, int64_t>> regions;
  for (auto [region, r] : llvm::zip(switchOp.getCaseRegions(), cases))
    regions.push_back({&region, r});
  regions.push_back({&switchOp.getDefaultRegion(), minRank});
  for (auto [region, r] : regions) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(&region->emplaceBlock());
    FailureOr<SmallVector<Value>> values = body(r);
    if (failed(values))
      return failure();
    for (auto [value, type] : llvm::zip(*values, resultTypes))
      if (value.getType() != type)
        value = tensor::CastOp::create(b, loc, type, value);
    scf::YieldOp::create(b, loc, *values);
  }
  return SmallVector<Value>(switchOp.getResults());
}

/// A ranked tensor type of `rank` dynamic dimensions.
static RankedTensorType dynamicRanked(int64_t rank, Type elementType) {
  return RankedTensorType::get(SmallVector<int64_t>(rank, ShapedType::kDynamic),
                               elementType);
}

/// The rank of the element an access of an unranked array reads.
static Value elementRank(RuntimeBuilder &rt, Value handle, Value index,
                         Value count, int32_t kind) {
  OpBuilder &b = rt.b;
  return rt.index(rt.call(abi::entry::kElementRank,
                          {handle, rt.i64(index), rt.i64(count),
                           arith::ConstantIntOp::create(b, rt.loc, kind, 32),
                           rt.location()}));
}

struct ReadLowering : public RuntimePattern<ReadOp> {
  using RuntimePattern::RuntimePattern;
  LogicalResult
  matchAndRewrite(ReadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RuntimeBuilder rt(rewriter, op.getLoc(), symbolTable(op));
    Value handle = adaptor.getHandle();
    Value index = adaptor.getIndex();
    auto readRanked = [&](RankedTensorType type) {
      return rt.read(handle, index, type, rt.elementSizes(handle, index, type));
    };
    if (auto type = dyn_cast<RankedTensorType>(op.getType())) {
      FailureOr<Value> value = readRanked(type);
      if (failed(value))
        return rewriter.notifyMatchFailure(op, "unsupported element type");
      rewriter.replaceOp(op, *value);
      return success();
    }
    // Unranked elements: the rank (and then the shape) of the stored one.
    Value rank = elementRank(rt, handle, index, rt.indexConstant(1),
                             TAGRAD_TA_RANK_READ);
    Type dtype = cast<TensorType>(op.getType()).getElementType();
    FailureOr<SmallVector<Value>> value =
        switchOnRank(rewriter, op.getLoc(), rank, 0, op.getType(),
                     [&](int64_t r) -> FailureOr<SmallVector<Value>> {
                       FailureOr<Value> ranked =
                           readRanked(dynamicRanked(r, dtype));
                       if (failed(ranked))
                         return failure();
                       return SmallVector<Value>{*ranked};
                     });
    if (failed(value))
      return rewriter.notifyMatchFailure(op, "unsupported element type");
    rewriter.replaceOp(op, *value);
    return success();
  }
};

/// `for k in [0, count)` with one tensor iter_arg (or none).
static Value buildLoop(OpBuilder &b, Location loc, Value count, Value init,
                       function_ref<Value(OpBuilder &, Value, Value)> body) {
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  SmallVector<Value> inits;
  if (init)
    inits.push_back(init);
  auto loop = scf::ForOp::create(
      b, loc, zero, count, one, inits,
      [&](OpBuilder &nested, Location, Value iv, ValueRange args) {
        Value next = body(nested, iv, init ? args[0] : Value());
        scf::YieldOp::create(nested, loc,
                             next ? ValueRange{next} : ValueRange{});
      });
  return init ? loop.getResult(0) : Value();
}

/// `numResults` indices that `then` computes from an array's first element
/// where `count` > 0, and zeros where the access is empty (it has no first
/// element to read dimensions from).
static SmallVector<Value>
indicesIfNonEmpty(OpBuilder &b, Location loc, Value count, unsigned numResults,
                  function_ref<SmallVector<Value>(OpBuilder &)> then) {
  if (numResults == 0)
    return {};
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value nonEmpty =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt, count, zero);
  auto ifOp = scf::IfOp::create(
      b, loc, nonEmpty,
      [&](OpBuilder &thenBuilder, Location) {
        scf::YieldOp::create(thenBuilder, loc, then(thenBuilder));
      },
      [&](OpBuilder &elseBuilder, Location) {
        scf::YieldOp::create(elseBuilder, loc,
                             SmallVector<Value>(numResults, zero));
      });
  return SmallVector<Value>(ifOp.getResults());
}

/// `type` with a dynamic leading dimension: one element's piece of a
/// concatenation or split.
static RankedTensorType withDynamicLeadingDim(RankedTensorType type) {
  SmallVector<int64_t> shape(type.getShape());
  shape[0] = ShapedType::kDynamic;
  return RankedTensorType::get(shape, type.getElementType());
}

/// The elements at `indices` of `handle`, stacked into `resultType`.
static FailureOr<Value> lowerGather(OpBuilder &rewriter, Location loc,
                                    SymbolTable &symbols, Value handle,
                                    Value indices,
                                    RankedTensorType resultType) {
  RuntimeBuilder rt(rewriter, loc, symbols);
  Value count = tensor::DimOp::create(rewriter, loc, indices, 0);
  auto rowType = RankedTensorType::get(resultType.getShape().drop_front(),
                                       resultType.getElementType());
  // Row dimensions from the first gathered element (none when empty).
  SmallVector<Value> rowSizes;
  if (!rowType.hasStaticShape())
    rowSizes = indicesIfNonEmpty(
        rewriter, loc, count, rowType.getNumDynamicDims(), [&](OpBuilder &b) {
          RuntimeBuilder inner(b, loc, rt.symbols);
          Value first = tensor::ExtractOp::create(
              b, loc, indices, ValueRange{inner.indexConstant(0)});
          return inner.elementSizes(handle, first, rowType);
        });
  SmallVector<Value> resultSizes;
  if (resultType.isDynamicDim(0))
    resultSizes.push_back(count);
  llvm::append_range(resultSizes, rowSizes);
  Value init = tensor::EmptyOp::create(rewriter, loc, resultType, resultSizes);
  bool failedRead = false;
  Value result =
      buildLoop(rewriter, loc, count, init,
                [&](OpBuilder &b, Value iv, Value acc) -> Value {
                  RuntimeBuilder inner(b, loc, rt.symbols);
                  Value index = tensor::ExtractOp::create(b, loc, indices, iv);
                  FailureOr<Value> row =
                      inner.read(handle, index, rowType, rowSizes);
                  if (failed(row)) {
                    failedRead = true;
                    return acc;
                  }
                  SmallVector<OpFoldResult> offsets(resultType.getRank(),
                                                    b.getIndexAttr(0));
                  offsets[0] = iv;
                  SmallVector<OpFoldResult> sizes{b.getIndexAttr(1)};
                  for (OpFoldResult size : tensor::getMixedSizes(b, loc, *row))
                    sizes.push_back(size);
                  SmallVector<OpFoldResult> strides(resultType.getRank(),
                                                    b.getIndexAttr(1));
                  return tensor::InsertSliceOp::create(b, loc, *row, acc,
                                                       offsets, sizes, strides);
                });
  if (failedRead)
    return failure();
  return result;
}

struct GatherLowering : public RuntimePattern<GatherOp> {
  using RuntimePattern::RuntimePattern;
  LogicalResult
  matchAndRewrite(GatherOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value handle = adaptor.getHandle();
    Value indices = adaptor.getIndices();
    if (auto resultType = dyn_cast<RankedTensorType>(op.getType())) {
      FailureOr<Value> result = lowerGather(rewriter, loc, symbolTable(op),
                                            handle, indices, resultType);
      if (failed(result))
        return rewriter.notifyMatchFailure(op, "unsupported element type");
      rewriter.replaceOp(op, *result);
      return success();
    }
    // Unranked elements: the rank of the first gathered one (TensorFlow
    // requires every element to have its shape).
    RuntimeBuilder rt(rewriter, loc, symbolTable(op));
    Value count = tensor::DimOp::create(rewriter, loc, indices, 0);
    Value first = indicesIfNonEmpty(rewriter, loc, count, 1, [&](OpBuilder &b) {
      RuntimeBuilder inner(b, loc, rt.symbols);
      return SmallVector<Value>{inner.index(tensor::ExtractOp::create(
          b, loc, indices, ValueRange{inner.indexConstant(0)}))};
    })[0];
    Value rank = elementRank(rt, handle, first, count, TAGRAD_TA_RANK_GATHER);
    Type dtype = cast<TensorType>(op.getType()).getElementType();
    FailureOr<SmallVector<Value>> result =
        switchOnRank(rewriter, loc, rank, 0, op.getType(),
                     [&](int64_t r) -> FailureOr<SmallVector<Value>> {
                       FailureOr<Value> value =
                           lowerGather(rewriter, loc, rt.symbols, handle,
                                       indices, dynamicRanked(r + 1, dtype));
                       if (failed(value))
                         return failure();
                       return SmallVector<Value>{*value};
                     });
    if (failed(result))
      return rewriter.notifyMatchFailure(op, "unsupported element type");
    rewriter.replaceOp(op, *result);
    return success();
  }
};

struct ScatterLowering : public RuntimePattern<ScatterOp> {
  using RuntimePattern::RuntimePattern;
  LogicalResult
  matchAndRewrite(ScatterOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RuntimeBuilder rt(rewriter, loc, symbolTable(op));
    Value value = adaptor.getValue();
    auto valueType = dyn_cast<RankedTensorType>(value.getType());
    if (!valueType)
      return rewriter.notifyMatchFailure(op, "unranked value");
    Value indices = adaptor.getIndices();
    Value numIndices = tensor::DimOp::create(rewriter, loc, indices, 0);
    Value numRows = tensor::DimOp::create(rewriter, loc, value, 0);
    // TensorFlow checks len(indices) and the largest index before writing
    // anything.
    auto maxLoop = scf::ForOp::create(
        rewriter, loc, rt.indexConstant(0), numIndices, rt.indexConstant(1),
        ValueRange{arith::ConstantIntOp::create(rewriter, loc, -1, 64)},
        [&](OpBuilder &b, Location, Value iv, ValueRange args) {
          RuntimeBuilder inner(b, loc, rt.symbols);
          Value index =
              inner.i64(tensor::ExtractOp::create(b, loc, indices, iv));
          scf::YieldOp::create(
              b, loc,
              ValueRange{arith::MaxSIOp::create(b, loc, args[0], index)});
        });
    rt.call(abi::entry::kCheckScatter,
            {adaptor.getHandle(), maxLoop.getResult(0), rt.i64(numIndices),
             rt.i64(numRows), rt.location()});
    Value count = arith::MinUIOp::create(rewriter, loc, numIndices, numRows);
    auto rowType = RankedTensorType::get(valueType.getShape().drop_front(),
                                         valueType.getElementType());
    bool failedWrite = false;
    buildLoop(rewriter, loc, count, Value(),
              [&](OpBuilder &b, Value iv, Value) -> Value {
                RuntimeBuilder inner(b, loc, rt.symbols);
                SmallVector<OpFoldResult> offsets(valueType.getRank(),
                                                  b.getIndexAttr(0));
                offsets[0] = iv;
                SmallVector<OpFoldResult> sizes =
                    tensor::getMixedSizes(b, loc, value);
                sizes[0] = b.getIndexAttr(1);
                SmallVector<OpFoldResult> strides(valueType.getRank(),
                                                  b.getIndexAttr(1));
                Value row = tensor::ExtractSliceOp::create(
                    b, loc, rowType, value, offsets, sizes, strides);
                Value index = tensor::ExtractOp::create(b, loc, indices, iv);
                if (failed(inner.write(adaptor.getHandle(), index, row)))
                  failedWrite = true;
                return Value();
              });
    if (failedWrite)
      return rewriter.notifyMatchFailure(op, "unsupported element type");
    rewriter.replaceOp(op, adaptor.getFlowIn());
    return success();
  }
};

struct SplitLowering : public RuntimePattern<SplitOp> {
  using RuntimePattern::RuntimePattern;
  LogicalResult
  matchAndRewrite(SplitOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RuntimeBuilder rt(rewriter, loc, symbolTable(op));
    Value value = adaptor.getValue();
    Value lengths = adaptor.getLengths();
    auto valueType = dyn_cast<RankedTensorType>(value.getType());
    if (!valueType)
      return rewriter.notifyMatchFailure(op, "unranked value");
    Value count = tensor::DimOp::create(rewriter, loc, lengths, 0);
    Value rows = tensor::DimOp::create(rewriter, loc, value, 0);
    Value zero = rt.indexConstant(0);
    Value one = rt.indexConstant(1);

    // TensorFlow checks the lengths and the array's size before writing
    // anything: sum and smallest length here, the messages in the runtime.
    auto sumLoop = scf::ForOp::create(
        rewriter, loc, zero, count, one,
        ValueRange{arith::ConstantIntOp::create(rewriter, loc, 0, 64),
                   arith::ConstantIntOp::create(
                       rewriter, loc, std::numeric_limits<int64_t>::max(), 64)},
        [&](OpBuilder &b, Location, Value iv, ValueRange args) {
          Value length = tensor::ExtractOp::create(b, loc, lengths, iv);
          scf::YieldOp::create(
              b, loc,
              ValueRange{arith::AddIOp::create(b, loc, args[0], length),
                         arith::MinSIOp::create(b, loc, args[1], length)});
        });
    Value sum = sumLoop.getResult(0);
    Value minLength = sumLoop.getResult(1);
    SmallVector<Value> checkArgs{adaptor.getHandle(), rt.i64(count), minLength,
                                 sum};
    for (int64_t d = 0; d < valueType.getRank(); ++d)
      checkArgs.push_back(
          rt.i64(tensor::DimOp::create(rewriter, loc, value, d)));
    checkArgs.push_back(rt.location());
    func::CallOp::create(rewriter, loc,
                         rt.splitCheckHelper(valueType.getRank()), checkArgs);
    // Only slice when the lengths fit the value (an installed error handler
    // may return).
    Value bad = arith::OrIOp::create(
        rewriter, loc,
        arith::CmpIOp::create(
            rewriter, loc, arith::CmpIPredicate::slt, minLength,
            arith::ConstantIntOp::create(rewriter, loc, 0, 64)),
        arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::ne, sum,
                              rt.i64(rows)));
    Value good = arith::XOrIOp::create(
        rewriter, loc, bad, arith::ConstantIntOp::create(rewriter, loc, 1, 1));

    auto pieceType = withDynamicLeadingDim(valueType);
    bool failedWrite = false;
    auto ifOp = scf::IfOp::create(rewriter, loc, good, false);
    {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(ifOp.thenBlock());
      scf::ForOp::create(
          rewriter, loc, zero, count, one, ValueRange{zero},
          [&](OpBuilder &b, Location, Value iv, ValueRange args) {
            RuntimeBuilder inner(b, loc, rt.symbols);
            Value length =
                inner.index(tensor::ExtractOp::create(b, loc, lengths, iv));
            SmallVector<OpFoldResult> offsets(valueType.getRank(),
                                              b.getIndexAttr(0));
            offsets[0] = args[0];
            SmallVector<OpFoldResult> sizes =
                tensor::getMixedSizes(b, loc, value);
            sizes[0] = length;
            SmallVector<OpFoldResult> strides(valueType.getRank(),
                                              b.getIndexAttr(1));
            Value piece = tensor::ExtractSliceOp::create(
                b, loc, pieceType, value, offsets, sizes, strides);
            if (failed(inner.write(adaptor.getHandle(), iv, piece)))
              failedWrite = true;
            scf::YieldOp::create(
                b, loc,
                ValueRange{arith::AddIOp::create(b, loc, args[0], length)});
          });
    }
    if (failedWrite)
      return rewriter.notifyMatchFailure(op, "unsupported element type");
    rewriter.replaceOp(op, adaptor.getFlowIn());
    return success();
  }
};

/// All elements of `handle` (of `elementType`, null when unranked)
/// concatenated into `valueType`, and their lengths.
static FailureOr<std::pair<Value, Value>>
lowerConcat(OpBuilder &rewriter, Location loc, SymbolTable &symbols,
            Value handle, RankedTensorType valueType,
            RankedTensorType elementType) {
  RuntimeBuilder rt(rewriter, loc, symbols);
  Value count = rt.index(rt.call(abi::entry::kSize, {handle, rt.location()}));
  Value zero = rt.indexConstant(0);
  Value one = rt.indexConstant(1);

  // Pass 1: every element's leading dimension, and their sum.
  auto lengthsType =
      RankedTensorType::get({ShapedType::kDynamic}, rewriter.getI64Type());
  Value lengthsInit =
      tensor::EmptyOp::create(rewriter, loc, lengthsType, ValueRange{count});
  auto lengthLoop = scf::ForOp::create(
      rewriter, loc, zero, count, one, ValueRange{lengthsInit, zero},
      [&](OpBuilder &b, Location, Value iv, ValueRange args) {
        RuntimeBuilder inner(b, loc, rt.symbols);
        Value length = elementType && !elementType.isDynamicDim(0)
                           ? inner.indexConstant(elementType.getDimSize(0))
                           : inner.elementDim(handle, iv, 0);
        Value lengths = tensor::InsertOp::create(b, loc, inner.i64(length),
                                                 args[0], ValueRange{iv});
        scf::YieldOp::create(b, loc,
                             ValueRange{lengths, arith::AddIOp::create(
                                                     b, loc, args[1], length)});
      });
  Value lengths = lengthLoop.getResult(0);
  Value total = lengthLoop.getResult(1);

  // Trailing dimensions from element 0 (0 when the array is empty).
  SmallVector<int64_t> trailingDims;
  for (int64_t d = 1; d < valueType.getRank(); ++d)
    if (valueType.isDynamicDim(d))
      trailingDims.push_back(d);
  SmallVector<Value> trailingSizes = indicesIfNonEmpty(
      rewriter, loc, count, trailingDims.size(), [&](OpBuilder &b) {
        RuntimeBuilder inner(b, loc, rt.symbols);
        SmallVector<Value> sizes;
        for (int64_t d : trailingDims)
          sizes.push_back(inner.elementDim(handle, zero, d));
        return sizes;
      });
  SmallVector<Value> valueSizes;
  if (valueType.isDynamicDim(0))
    valueSizes.push_back(total);
  llvm::append_range(valueSizes, trailingSizes);
  Value init = tensor::EmptyOp::create(rewriter, loc, valueType, valueSizes);

  // Pass 2: read each element into its rows.
  auto pieceType = withDynamicLeadingDim(valueType);
  bool failedRead = false;
  auto readLoop = scf::ForOp::create(
      rewriter, loc, zero, count, one, ValueRange{init, zero},
      [&](OpBuilder &b, Location, Value iv, ValueRange args) {
        RuntimeBuilder inner(b, loc, rt.symbols);
        Value length = inner.index(
            tensor::ExtractOp::create(b, loc, lengths, ValueRange{iv}));
        SmallVector<Value> sizes{length};
        llvm::append_range(sizes, trailingSizes);
        FailureOr<Value> piece = inner.read(handle, iv, pieceType, sizes);
        Value acc = args[0];
        if (failed(piece)) {
          failedRead = true;
        } else {
          SmallVector<OpFoldResult> offsets(valueType.getRank(),
                                            b.getIndexAttr(0));
          offsets[0] = args[1];
          SmallVector<OpFoldResult> strides(valueType.getRank(),
                                            b.getIndexAttr(1));
          acc = tensor::InsertSliceOp::create(
              b, loc, *piece, acc, offsets,
              tensor::getMixedSizes(b, loc, *piece), strides);
        }
        scf::YieldOp::create(
            b, loc,
            ValueRange{acc, arith::AddIOp::create(b, loc, args[1], length)});
      });
  if (failedRead)
    return failure();
  return std::make_pair(readLoop.getResult(0), lengths);
}

struct ConcatLowering : public RuntimePattern<ConcatOp> {
  using RuntimePattern::RuntimePattern;
  LogicalResult
  matchAndRewrite(ConcatOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value handle = adaptor.getHandle();
    auto elementType =
        dyn_cast<RankedTensorType>(op.getHandle().getType().getElementType());
    SmallVector<Value> results;
    if (auto valueType = dyn_cast<RankedTensorType>(op.getValue().getType())) {
      auto concat = lowerConcat(rewriter, loc, symbolTable(op), handle,
                                valueType, elementType);
      if (failed(concat))
        return rewriter.notifyMatchFailure(op, "unsupported element type");
      results = {concat->first, concat->second};
    } else {
      // Unranked elements: the rank of element 0 (TensorFlow requires the
      // others to match it beyond their first dimension).
      RuntimeBuilder rt(rewriter, loc, symbolTable(op));
      Value count =
          rt.index(rt.call(abi::entry::kSize, {handle, rt.location()}));
      Value rank = elementRank(rt, handle, rt.indexConstant(0), count,
                               TAGRAD_TA_RANK_CONCAT);
      Type dtype = cast<TensorType>(op.getValue().getType()).getElementType();
      auto lengthsType =
          RankedTensorType::get({ShapedType::kDynamic}, rewriter.getI64Type());
      FailureOr<SmallVector<Value>> switched = switchOnRank(
          rewriter, loc, rank, 1, {op.getValue().getType(), lengthsType},
          [&](int64_t r) -> FailureOr<SmallVector<Value>> {
            auto concat =
                lowerConcat(rewriter, loc, rt.symbols, handle,
                            dynamicRanked(r, dtype), dynamicRanked(r, dtype));
            if (failed(concat))
              return failure();
            return SmallVector<Value>{concat->first, concat->second};
          });
      if (failed(switched))
        return rewriter.notifyMatchFailure(op, "unsupported element type");
      results = *switched;
    }
    if (results[1].getType() != op.getLengths().getType())
      results[1] = tensor::CastOp::create(
          rewriter, loc, op.getLengths().getType(), results[1]);
    rewriter.replaceOp(op, results);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Unsupported input: diagnosed at the op before the conversion runs, so that
// the user sees what is unsupported and what to do instead of the generic
// "failed to legalize operation" error.
//===----------------------------------------------------------------------===//

constexpr StringLiteral kSupportedDTypes =
    "f16, bf16, f32, f64, i1, i8, i16, i32, i64, complex<f32> or complex<f64>";

/// The element type of `type` must have a runtime dtype.
LogicalResult checkDType(Operation *op, Type type, StringRef what) {
  Type element = getElementTypeOrSelf(type);
  if (dtypeOf(element))
    return success();
  return op->emitError() << what << " of element type " << element
                         << " is not supported by the runtime lowering "
                            "(supported element types: "
                         << kSupportedDTypes
                         << "): convert the values to one of these types";
}

/// `type` must be ranked.
LogicalResult checkRanked(Operation *op, Type type, StringRef what,
                          StringRef remedy) {
  if (isa<RankedTensorType>(type))
    return success();
  return op->emitError() << what << " of unranked type " << type
                         << " is not supported by the runtime lowering: "
                         << remedy;
}

constexpr StringLiteral kRankValue =
    "cast the value to a ranked type (tensor.cast) first";

LogicalResult checkSupported(Operation *op) {
  return TypeSwitch<Operation *, LogicalResult>(op)
      .Case([](TensorArrayOp op) {
        return checkDType(op, op.getHandle().getType().getElementType(),
                          "creating a TensorArray");
      })
      .Case([](WriteOp op) {
        if (failed(checkRanked(op, op.getValue().getType(), "writing a value",
                               kRankValue)))
          return failure();
        return checkDType(op, op.getValue().getType(), "writing a value");
      })
      .Case([](ReadOp op) {
        return checkDType(op, op.getType(), "reading an element");
      })
      .Case([](GatherOp op) {
        return checkDType(op, op.getType(), "gathering elements");
      })
      .Case([](ScatterOp op) {
        if (failed(checkRanked(op, op.getValue().getType(),
                               "scattering a value", kRankValue)))
          return failure();
        return checkDType(op, op.getValue().getType(), "scattering a value");
      })
      .Case([](SplitOp op) {
        if (failed(checkRanked(op, op.getValue().getType(), "splitting a value",
                               kRankValue)))
          return failure();
        return checkDType(op, op.getValue().getType(), "splitting a value");
      })
      .Case([](ConcatOp op) {
        return checkDType(op, op.getValue().getType(),
                          "concatenating elements");
      })
      .Case([](GradWithShapeOp op) -> LogicalResult {
        auto type = cast<RankedTensorType>(op.getShapeToPrepend().getType());
        if (!type.isDynamicDim(0))
          return success();
        return op.emitError()
               << "a 'shape_to_prepend' of dynamic length (" << type
               << ") is not supported by the runtime lowering: give it a "
                  "static length (e.g. tensor.cast to tensor<Nxi32>)";
      })
      .Default([](Operation *) { return success(); });
}

bool isTensorArray(Type type) { return isa<TensorArrayType>(type); }

/// Handles can flow through the TaGrad ops, functions (signatures, calls,
/// returns) and scf.for / while / if; anything else holding one (a branch
/// to a block with a handle argument, scf.index_switch, ...) would be left
/// half converted.
LogicalResult checkHandleUser(Operation *op) {
  if (isa_and_nonnull<TaGradDialect>(op->getDialect()) ||
      isa<func::FuncOp, func::CallOp, func::ReturnOp, scf::ForOp, scf::IfOp,
          scf::WhileOp, scf::YieldOp, scf::ConditionOp,
          UnrealizedConversionCastOp>(op))
    return success();
  bool holdsHandle = llvm::any_of(op->getOperandTypes(), isTensorArray) ||
                     llvm::any_of(op->getResultTypes(), isTensorArray);
  for (Region &region : op->getRegions())
    for (Block &block : region)
      holdsHandle |= llvm::any_of(block.getArgumentTypes(), isTensorArray);
  if (!holdsHandle)
    return success();
  return op->emitError()
         << "a TensorArray handle passed through '" << op->getName()
         << "' is not supported by the runtime lowering: pass handles only "
            "through TaGrad ops, func.func / func.call / func.return, "
            "scf.for / scf.while / scf.if";
}

//===----------------------------------------------------------------------===//
// tensor_array.check: the decomposition's inlined checks.
//===----------------------------------------------------------------------===//

// The dialect's rule enum is the runtime's rule codes.
#define TAGRAD_SAME_RULE(ENUM, CODE)                                           \
  static_assert(int32_t(TensorArrayRule::ENUM) == TAGRAD_TA_RULE_##CODE,       \
                "tagrad.tensor_array.check's rules are the runtime's codes")
TAGRAD_SAME_RULE(WriteOutOfRange, WRITE_OUT_OF_RANGE);
TAGRAD_SAME_RULE(ReadOutOfRange, READ_OUT_OF_RANGE);
TAGRAD_SAME_RULE(DoubleWrite, DOUBLE_WRITE);
TAGRAD_SAME_RULE(WriteAfterRead, WRITE_AFTER_READ);
TAGRAD_SAME_RULE(ReadAfterClear, READ_AFTER_CLEAR);
TAGRAD_SAME_RULE(UseAfterClose, USE_AFTER_CLOSE);
TAGRAD_SAME_RULE(WriteBeyondLockedSize, WRITE_BEYOND_LOCKED_SIZE);
TAGRAD_SAME_RULE(NegativeWriteIndex, NEGATIVE_WRITE_INDEX);
TAGRAD_SAME_RULE(NegativeReadIndex, NEGATIVE_READ_INDEX);
TAGRAD_SAME_RULE(NegativeSize, NEGATIVE_SIZE);
TAGRAD_SAME_RULE(GradOfGrad, GRAD_OF_GRAD);
TAGRAD_SAME_RULE(IncompatibleShape, INCOMPATIBLE_SHAPE);
#undef TAGRAD_SAME_RULE

/// The private helper `__tagrad_ta_ReportShape_<rank>(name, index, value
/// dims..., element dims..., location)` that keeps both shapes in stack
/// arrays of its own frame and calls tagradReportTensorArrayShapeError.
static func::FuncOp shapeReportHelper(RuntimeBuilder &rt, int64_t rank) {
  OpBuilder &b = rt.b;
  Location loc = rt.loc;
  std::string name = ("__tagrad_ta_ReportShape_" + Twine(rank)).str();
  if (auto existing = rt.symbols.lookup<func::FuncOp>(name))
    return existing;
  func::FuncOp entry = rt.declare(abi::entry::kReportShapeError);
  Type i64Type = b.getI64Type();
  SmallVector<Type> inputs{rt.ptrType, i64Type};
  inputs.append(2 * rank, i64Type);
  inputs.push_back(rt.ptrType);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToEnd(rt.moduleBody());
  auto helper =
      func::FuncOp::create(b, loc, name, b.getFunctionType(inputs, {}));
  defineLocally(helper);
  rt.symbols.insert(helper);
  Block *body = helper.addEntryBlock();
  b.setInsertionPointToStart(body);
  auto dims = body->getArguments().drop_front(2);
  Value shapes[2] = {storeI64sOnStack(b, loc, dims.take_front(rank)),
                     storeI64sOnStack(b, loc, dims.slice(rank, rank))};
  func::CallOp::create(
      b, loc, entry,
      ValueRange{body->getArgument(0), body->getArgument(1),
                 arith::ConstantIntOp::create(b, loc, rank, 64), shapes[0],
                 shapes[1], body->getArgument(2 + 2 * rank)});
  func::ReturnOp::create(b, loc);
  return helper;
}

/// The private helper `__tagrad_rt_ReportCheck_<count>(format, values...,
/// location)`: the values in a stack array of its own frame (not of a loop
/// that checks every trip), passed to tagradReportRuntimeCheck, then abort
/// (reached only when an installed handler returns).
static func::FuncOp runtimeCheckHelper(RuntimeBuilder &rt, int64_t count) {
  OpBuilder &b = rt.b;
  Location loc = rt.loc;
  std::string name = ("__tagrad_rt_ReportCheck_" + Twine(count)).str();
  if (auto existing = rt.symbols.lookup<func::FuncOp>(name))
    return existing;
  func::FuncOp entry = rt.declare(abi::entry::kReportRuntimeCheck);
  SmallVector<Type> inputs{rt.ptrType};
  inputs.append(count, b.getI64Type());
  inputs.push_back(rt.ptrType);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToEnd(rt.moduleBody());
  auto helper =
      func::FuncOp::create(b, loc, name, b.getFunctionType(inputs, {}));
  defineLocally(helper);
  rt.symbols.insert(helper);
  Block *body = helper.addEntryBlock();
  b.setInsertionPointToStart(body);
  Value values =
      count ? storeI64sOnStack(b, loc, body->getArguments().slice(1, count))
            : rt.null();
  func::CallOp::create(
      b, loc, entry,
      ValueRange{body->getArgument(0),
                 arith::ConstantIntOp::create(b, loc, count, 64), values,
                 body->getArgument(1 + count)});
  // What the check guards (a size, a bound, a shape) would be wrong after
  // it: when an embedder's handler returns (the C API's records the
  // message), the call ends here as a failed cf.assert's does.
  func::CallOp::create(b, loc, rt.declare("abort", {}, {}), ValueRange{});
  func::ReturnOp::create(b, loc);
  return helper;
}

/// tagrad.runtime_check: the report, called when the condition holds.
struct RuntimeCheckLowering : public RuntimePattern<RuntimeCheckOp> {
  using RuntimePattern::RuntimePattern;
  LogicalResult
  matchAndRewrite(RuntimeCheckOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    if (matchPattern(adaptor.getFailed(), m_Zero())) {
      rewriter.eraseOp(op);
      return success();
    }
    RuntimeBuilder rt(rewriter, loc, symbolTable(op));
    func::FuncOp helper = runtimeCheckHelper(rt, adaptor.getValues().size());
    auto ifOp = scf::IfOp::create(rewriter, loc, adaptor.getFailed(), false);
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(ifOp.thenBlock());
    SmallVector<Value> args{rt.string(op.getMessage(), /*nullIfEmpty=*/false)};
    for (Value v : adaptor.getValues())
      args.push_back(rt.i64(v));
    args.push_back(rt.location());
    func::CallOp::create(rewriter, loc, helper, args);
    rewriter.eraseOp(op);
    return success();
  }
};

/// The rule code (0, or the first rule whose condition holds) becomes one
/// select chain; a code other than 0 is reported by
/// tagradReportTensorArrayError, incompatible_shape by the shape helper.
/// Conditions known at compile time fold: a check that cannot fail leaves
/// no call, one that always fails an unconditional one.
/// No TensorArray op is left to reject the constant: it becomes what it
/// always was.
struct OpaqueConstantLowering : public OpConversionPattern<OpaqueConstantOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(OpaqueConstantOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, op.getValue());
    return success();
  }
};

struct CheckLowering : public RuntimePattern<CheckOp> {
  using RuntimePattern::RuntimePattern;
  LogicalResult
  matchAndRewrite(CheckOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RuntimeBuilder rt(rewriter, loc, symbolTable(op));
    auto ruleConstant = [&](int32_t code) -> Value {
      return arith::ConstantIntOp::create(rewriter, loc, code, 32);
    };
    ValueRange conditions = adaptor.getConditions();
    ArrayAttr rules = op.getRules();
    Value code = ruleConstant(0);
    for (int64_t i = int64_t(rules.size()) - 1; i >= 0; --i) {
      auto rule = cast<TensorArrayRuleAttr>(rules[i]).getValue();
      code = rewriter.createOrFold<arith::SelectOp>(
          loc, conditions[i], ruleConstant(int32_t(rule)), code);
    }
    Value reportedCode = code;
    if (std::optional<ArrayRef<int64_t>> elementShape = op.getElementShape()) {
      Value isShape = rewriter.createOrFold<arith::CmpIOp>(
          loc, arith::CmpIPredicate::eq, code,
          ruleConstant(int32_t(TensorArrayRule::IncompatibleShape)));
      reportShape(rt, op, isShape, adaptor.getIndex(), adaptor.getValueShape(),
                  *elementShape);
      reportedCode = rewriter.createOrFold<arith::SelectOp>(
          loc, isShape, ruleConstant(0), code);
    }
    reportRule(rt, op, reportedCode, adaptor.getIndex());
    Value ok = rewriter.createOrFold<arith::CmpIOp>(
        loc, arith::CmpIPredicate::eq, code, ruleConstant(0));
    rewriter.replaceOp(op, ok);
    return success();
  }

private:
  /// Calls tagradReportTensorArrayError when `code` is not 0.
  static void reportRule(RuntimeBuilder &rt, CheckOp op, Value code,
                         Value index) {
    OpBuilder &b = rt.b;
    Location loc = rt.loc;
    Value violated = b.createOrFold<arith::CmpIOp>(
        loc, arith::CmpIPredicate::ne, code,
        arith::ConstantIntOp::create(b, loc, 0, 32));
    std::optional<int64_t> known = getConstantIntValue(violated);
    if (known && !*known)
      return;
    OpBuilder::InsertionGuard guard(b);
    if (!known) {
      auto ifOp = scf::IfOp::create(b, loc, violated, /*withElseRegion=*/false);
      b.setInsertionPointToStart(ifOp.thenBlock());
    }
    Value name = rt.string(op.getTensorArrayName(), /*nullIfEmpty=*/false);
    Value location = rt.location();
    Value size =
        arith::ConstantIntOp::create(b, loc, op.getSizeAttr().getInt(), 64);
    rt.call(abi::entry::kReportError,
            {code, name, rt.i64(index), size, location});
  }

  /// Calls the shape helper when `condition` holds.
  static void reportShape(RuntimeBuilder &rt, CheckOp op, Value condition,
                          Value index, ValueRange valueShape,
                          ArrayRef<int64_t> elementShape) {
    OpBuilder &b = rt.b;
    Location loc = rt.loc;
    std::optional<int64_t> known = getConstantIntValue(condition);
    if (known && !*known)
      return;
    func::FuncOp helper = shapeReportHelper(rt, elementShape.size());
    auto ifOp = scf::IfOp::create(b, loc, condition, /*withElseRegion=*/false);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(ifOp.thenBlock());
    SmallVector<Value> args{
        rt.string(op.getTensorArrayName(), /*nullIfEmpty=*/false),
        rt.i64(index)};
    for (Value dim : valueShape)
      args.push_back(rt.i64(dim));
    for (int64_t dim : elementShape)
      args.push_back(arith::ConstantIntOp::create(b, loc, dim, 64));
    args.push_back(rt.location());
    func::CallOp::create(b, loc, helper, args);
  }
};

} // namespace

//===----------------------------------------------------------------------===//
// Entry points.
//===----------------------------------------------------------------------===//

std::string mlir::tagrad::runtimeLocationString(Location loc) {
  // A file position where there is one; otherwise the first name, which for
  // an imported TensorFlow graph is the node name ("while/TensorArrayWrite").
  std::string fileText, nameText;
  loc->walk([&](Location nested) {
    if (auto fileLoc = dyn_cast<FileLineColLoc>(nested)) {
      fileText = (fileLoc.getFilename().getValue() + ":" +
                  Twine(fileLoc.getLine()) + ":" + Twine(fileLoc.getColumn()))
                     .str();
      return WalkResult::interrupt();
    }
    // Importers fuse the op type ("Assert:") before the node's name.
    if (auto nameLoc = dyn_cast<NameLoc>(nested);
        nameLoc && nameText.empty() &&
        !nameLoc.getName().getValue().ends_with(":"))
      nameText = nameLoc.getName().str();
    return WalkResult::advance();
  });
  return fileText.empty() ? nameText : fileText;
}

void mlir::tagrad::insertTensorArraySteps(ModuleOp module) {
  auto contains = [](Operation *root, function_ref<bool(Operation *)> pred) {
    return root
        ->walk([&](Operation *op) {
          return pred(op) ? WalkResult::interrupt() : WalkResult::advance();
        })
        .wasInterrupted();
  };
  auto createsArrays = [](Operation *op) {
    return isa<TensorArrayOp, GradOp, GradWithShapeOp>(op);
  };
  if (!contains(module, createsArrays))
    return;
  SymbolTable symbols(module);
  auto isArray = [](Type type) { return isa<TensorArrayType>(type); };
  // Collected first: declaring the entry points adds functions.
  for (auto func : llvm::to_vector(module.getOps<func::FuncOp>())) {
    if (func.isExternal() || llvm::any_of(func.getArgumentTypes(), isArray) ||
        llvm::any_of(func.getResultTypes(), isArray))
      continue;
    // A callee may create arrays; one that returns them has no step of its
    // own, and its arrays belong to the caller's.
    if (!contains(func, [&](Operation *op) {
          return createsArrays(op) || isa<func::CallOp>(op);
        }))
      continue;
    OpBuilder b = OpBuilder::atBlockBegin(&func.getBody().front());
    Value token = RuntimeBuilder(b, func.getLoc(), symbols)
                      .call(abi::entry::kStepBegin, {});
    func.walk([&](func::ReturnOp ret) {
      b.setInsertionPoint(ret);
      RuntimeBuilder(b, ret.getLoc(), symbols)
          .call(abi::entry::kStepEnd, {token});
    });
  }
}

LogicalResult mlir::tagrad::checkTaGradToRuntimeSupported(ModuleOp module) {
  bool unsupported = false;
  module.walk([&](Operation *op) {
    if (failed(checkHandleUser(op)) ||
        (isa_and_nonnull<TaGradDialect>(op->getDialect()) &&
         failed(checkSupported(op)))) {
      LDBG() << "unsupported by the runtime lowering: " << op->getName();
      unsupported = true;
    }
  });
  return failure(unsupported);
}

void mlir::tagrad::populateTaGradToRuntimeTypeConversion(
    TypeConverter &converter) {
  converter.addConversion([](Type type) { return type; });
  converter.addConversion([](TensorArrayType type) -> Type {
    return IntegerType::get(type.getContext(), 64);
  });
  auto materialize = [](OpBuilder &b, Type type, ValueRange inputs,
                        Location loc) -> Value {
    return UnrealizedConversionCastOp::create(b, loc, type, inputs)
        .getResult(0);
  };
  converter.addSourceMaterialization(materialize);
  converter.addTargetMaterialization(materialize);
}

void mlir::tagrad::populateTaGradToRuntimeLegality(
    ConversionTarget &target, const TypeConverter &converter) {
  target.addLegalDialect<arith::ArithDialect,
                         bufferization::BufferizationDialect, LLVM::LLVMDialect,
                         memref::MemRefDialect, tensor::TensorDialect,
                         scf::SCFDialect, func::FuncDialect, TaGradDialect>();
  target.addIllegalOp<TensorArrayOp, WriteOp, ReadOp, GatherOp, ScatterOp,
                      ConcatOp, SplitOp, SizeOp, CloseOp, GradOp,
                      GradWithShapeOp, LockSizeOp, CheckOp, OpaqueConstantOp>();
  target.addDynamicallyLegalOp<func::FuncOp>([&converter](func::FuncOp op) {
    return converter.isSignatureLegal(op.getFunctionType()) &&
           converter.isLegal(&op.getBody());
  });
  target.addDynamicallyLegalOp<func::CallOp, func::ReturnOp>(
      [&converter](Operation *op) { return converter.isLegal(op); });
}

/// A value of `type` to return where no code runs: an empty tensor (0 for
/// a dynamic size), a zero scalar; null where there is none to make.
static Value placeholderResult(OpBuilder &b, Location loc, Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type)) {
    // Of the result's very type: a dynamic size stays dynamic.
    SmallVector<Value> dynamicSizes(
        tensor.getNumDynamicDims(), arith::ConstantIndexOp::create(b, loc, 0));
    return tensor::EmptyOp::create(b, loc, tensor.getShape(),
                                   tensor.getElementType(), dynamicSizes,
                                   tensor.getEncoding());
  }
  if (isa<IntegerType, IndexType, FloatType>(type))
    return arith::ConstantOp::create(b, loc, b.getZeroAttr(type));
  return Value();
}

void mlir::tagrad::truncateAtChecksThatAlwaysFail(Operation *root) {
  SmallVector<RuntimeCheckOp> failing;
  root->walk([&](RuntimeCheckOp op) {
    // Only a check every call reaches: one in a function's body, not in a
    // loop or a branch.
    if (matchPattern(op.getFailed(), m_One()) &&
        isa<func::FuncOp>(op->getParentOp()))
      failing.push_back(op);
  });
  DenseSet<Operation *> erased;
  for (RuntimeCheckOp op : failing) {
    if (erased.contains(op))
      continue; // after an earlier one
    Operation *terminator = op->getBlock()->getTerminator();
    auto ret = dyn_cast<func::ReturnOp>(terminator);
    if (!ret)
      continue;
    // Everything between the check and the results goes.
    SmallVector<Operation *> dead;
    for (Operation *next = op->getNextNode(); next != terminator;
         next = next->getNextNode())
      dead.push_back(next);
    OpBuilder b(terminator);
    SmallVector<Value> placeholders;
    for (Type type : ret.getOperandTypes())
      if (Value v = placeholderResult(b, ret.getLoc(), type))
        placeholders.push_back(v);
    if (placeholders.size() != ret.getNumOperands()) {
      for (Value v : placeholders)
        v.getDefiningOp()->erase();
      continue;
    }
    ret->setOperands(placeholders);
    for (Operation *deadOp : llvm::reverse(dead)) {
      deadOp->walk([&](Operation *nested) { erased.insert(nested); });
      deadOp->dropAllUses();
      deadOp->erase();
    }
  }
}

void mlir::tagrad::populateRuntimeCheckLoweringPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns,
    SymbolTableCollection &symbolTables) {
  patterns.add<RuntimeCheckLowering>(converter, patterns.getContext(),
                                     symbolTables);
}

void mlir::tagrad::populateTaGradToRuntimePatterns(
    const TypeConverter &converter, ConversionTarget &target,
    RewritePatternSet &patterns, SymbolTableCollection &symbolTables) {
#ifndef NDEBUG
  // The keywords of the dialect's rules are the ABI table's.
  for (const abi::RuleInfo &rule : abi::kRules)
    assert(stringifyTensorArrayRule(TensorArrayRule(rule.code)) ==
               rule.mnemonic &&
           "TensorArrayABI.h and TaGradOps.td name the rules alike");
#endif
  MLIRContext *ctx = patterns.getContext();
  patterns.add<CreateLowering, GradLowering, GradWithShapeLowering,
               LockSizeLowering, SizeLowering, CloseLowering, WriteLowering,
               ReadLowering, GatherLowering, ScatterLowering, SplitLowering,
               ConcatLowering, CheckLowering>(converter, ctx, symbolTables);
  patterns.add<OpaqueConstantLowering>(converter, ctx);
  populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns,
                                                                 converter);
  populateCallOpTypeConversionPattern(patterns, converter);
  populateReturnOpTypeConversionPattern(patterns, converter);
  scf::populateSCFStructuralTypeConversionsAndLegality(converter, patterns,
                                                       target);
}
