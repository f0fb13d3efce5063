//===- LegalizeTF.cpp - TensorFlow's MLIR to tagrad and upstream ----------===//
//
// Converts generic tf.* ops in program order, building each op's lowering
// from its already converted operands. Types are computed, not converted:
// TensorFlow's importer leaves loop values unranked (tensor<*xf32>), so a
// type map cannot say what a value is; the lowering of its producer can. A
// loop is built with its entry types, and rebuilt with the join of entry
// and back-edge types until they agree (the join only loses precision, so
// this ends after at most rank + 1 builds per loop variable).
//
// Resources have no SSA value of their own in TensorFlow's graphs (a
// handle names a piece of state), so their state lives in "slots": the
// current value of each variable, the counter and flow of each stack.
// Loops and conditionals carry the slots their bodies change.
//
//===----------------------------------------------------------------------===//

#include "LegalizeTF.h"

#include "TaGrad/Dialect/TaGrad/IR/TaGradOps.h"
#include "TaGrad/Support/TensorArrayNaming.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSwitch.h"

#include <functional>
#include <limits>
#include <map>

using namespace mlir;
using namespace mlir::tagrad;

/// TensorShape::MaxDimensions(): longer shapes are bad input, not lists to
/// build (a splat constant of 2^31 dimensions).
constexpr int64_t kMaxRank = 254;

namespace {

/// The one-operand element-wise TensorFlow ops (Legalizer::unary).
constexpr StringLiteral kUnaryOps[] = {
    "Neg",      "Square",   "Sqrt",  "Rsqrt",      "Exp",      "Log",  "Tanh",
    "Sigmoid",  "Relu",     "Abs",   "Reciprocal", "Sin",      "Cos",  "Log1p",
    "Expm1",    "Erf",      "Floor", "Ceil",       "Round",    "Rint", "Sign",
    "Softsign", "Softplus", "Elu",   "Relu6",      "LeakyRelu"};

//===----------------------------------------------------------------------===//
// TensorFlow types and attributes (opaque: no tf dialect is registered)
//===----------------------------------------------------------------------===//

/// `!tf_type.resource` or `!tf_type.resource<tensor<...>>`, alone or as the
/// element of a tensor (TensorFlow's handles are tensor<!tf_type.resource>).
bool isResourceType(Type type) {
  if (auto tensor = dyn_cast<TensorType>(type))
    type = tensor.getElementType();
  auto opaque = dyn_cast<OpaqueType>(type);
  return opaque && opaque.getDialectNamespace() == "tf_type" &&
         opaque.getTypeData().starts_with("resource");
}

/// The `tensor<...>` a `!tf_type.resource<tensor<...>>` carries, if any.
TensorType resourceSubtype(Type type) {
  if (auto tensor = dyn_cast<TensorType>(type))
    type = tensor.getElementType();
  auto opaque = dyn_cast<OpaqueType>(type);
  if (!opaque)
    return nullptr;
  StringRef data = opaque.getTypeData();
  if (!data.consume_front("resource<") || !data.consume_back(">"))
    return nullptr;
  return dyn_cast_or_null<TensorType>(parseType(data, type.getContext()));
}

/// A `#tf_type.shape<2x?x3>` attribute: std::nullopt for unknown rank.
FailureOr<std::optional<SmallVector<int64_t>>> parseShapeAttr(Attribute attr) {
  auto opaque = dyn_cast_or_null<OpaqueAttr>(attr);
  if (!opaque || opaque.getDialectNamespace() != "tf_type")
    return failure();
  StringRef data = opaque.getAttrData();
  if (!data.consume_front("shape<") || !data.consume_back(">"))
    return failure();
  if (data == "*")
    return std::optional<SmallVector<int64_t>>();
  SmallVector<int64_t> dims;
  if (data.empty())
    return std::optional<SmallVector<int64_t>>(dims);
  SmallVector<StringRef> parts;
  data.split(parts, 'x');
  for (StringRef part : parts) {
    int64_t dim;
    if (part == "?")
      dims.push_back(ShapedType::kDynamic);
    else if (!part.getAsInteger(10, dim) && dim >= 0)
      dims.push_back(dim);
    else
      return failure();
  }
  return std::optional<SmallVector<int64_t>>(dims);
}

/// The node name TensorFlow's importer gives an op: the NameLoc inside its
/// location that is not the "OpType:" one.
std::string nodeName(Location loc) {
  std::string name;
  loc->walk([&](Location inner) {
    if (auto nameLoc = dyn_cast<NameLoc>(inner)) {
      StringRef n = nameLoc.getName().strref();
      if (!n.ends_with(":") && name.empty())
        name = n.str();
    }
    return WalkResult::advance();
  });
  return name;
}

//===----------------------------------------------------------------------===//
// The legalizer
//===----------------------------------------------------------------------===//

static LogicalResult verifyAttributeKinds(Operation *op);
static LogicalResult verifyArity(Operation *op);
static unsigned resourceOperandCount(StringRef name);
static LogicalResult verifyOperandKinds(Operation *op,
                                        ArrayRef<Value> operands);

/// A piece of TensorFlow state a resource handle names. Its mutable parts
/// live in slots (indices into Legalizer::slots) so that loops and
/// conditionals can carry them.
struct Resource {
  enum Kind { Array, Stack, Variable } kind;
  std::string name;
  Value handle;          // the tagrad.tensor_array (arrays and stacks)
  unsigned counter = 0;  // stacks: slot of the element count (index)
  unsigned flow = 0;     // stacks: slot of the array's flow
  unsigned value = 0;    // variables: slot of the current value
  int64_t maxSize = -1;  // stacks: TensorFlow's max_size (< 0: unbounded)
  bool written = false;  // variables: assigned somewhere
  unsigned argument = 0; // variables: the function argument
};

/// Converts one function: `values` maps each TensorFlow value to its
/// converted value, `resourceOf` each handle to its Resource; handlers
/// (one per op name) build the lowering of an op from converted operands.
class Legalizer {
public:
  Legalizer(ModuleOp module, MLIRContext *context)
      : b(context), module(module) {
    registerHandlers();
  }
  LogicalResult run(func::FuncOp func);

private:
  using Handler = std::function<LogicalResult(Operation *, ArrayRef<Value>,
                                              SmallVectorImpl<Value> &)>;

  // Conversion drivers.
  LogicalResult convertOps(Block &block);
  LogicalResult convertOp(Operation *op);
  FailureOr<SmallVector<Value>> terminatorValues(Block &block);
  LogicalResult convertWhile(Operation *op, ValueRange inits, Block &cond,
                             Block &body);
  LogicalResult convertIf(Operation *op, Value pred, Block &thenBlock,
                          Block &elseBlock);
  LogicalResult inlineCall(Operation *op, func::FuncOp callee,
                           ValueRange operands);
  func::FuncOp lookupFunction(Operation *op, StringRef attrName);

  // Values.
  Value lookup(Value source) const { return values.lookup(source); }
  std::optional<unsigned> resourceOfValue(Value source) const {
    auto it = resourceOf.find(source);
    if (it == resourceOf.end())
      return std::nullopt;
    return it->second;
  }
  FailureOr<unsigned> resourceOperand(Operation *op, unsigned index,
                                      Resource::Kind kind);
  unsigned addSlot(Value v) {
    slots.push_back(v);
    return slots.size() - 1;
  }
  LogicalResult castTo(Location loc, Value v, Type type, Value &result);

  // Building blocks.
  Value toTensor(Location loc, Value v);
  Value toScalar(Location loc, Value v);
  Value toIndex(Location loc, Value v);
  Value constantIndex(Location loc, int64_t v) {
    return arith::ConstantIndexOp::create(b, loc, v);
  }
  SmallVector<OpFoldResult> sizesOf(Location loc, Value tensor);
  Value fill(Location loc, ArrayRef<OpFoldResult> sizes, Value scalar);
  FailureOr<Value>
  elementwise(Operation *op, ArrayRef<Value> operands, Type resultElement,
              function_ref<Value(OpBuilder &, Location, ValueRange)> body);
  FailureOr<Value> reduce(Operation *op, Value input, ArrayRef<int64_t> axes,
                          bool keepDims, StringRef kind);
  FailureOr<Value> reshape(Operation *op, Value input, ArrayRef<int64_t> shape);
  Value reshapeThroughFlat(Location loc, Value input,
                           RankedTensorType resultType,
                           ArrayRef<OpFoldResult> sizes);
  FailureOr<Value> castElements(Operation *op, Value input, Type to);
  FailureOr<Value> binary(Operation *op, ArrayRef<Value> operands,
                          StringRef kind);
  FailureOr<Value> unary(Operation *op, Value input, StringRef kind);
  FailureOr<Value> compare(Operation *op, ArrayRef<Value> operands,
                           StringRef kind);
  FailureOr<Value> matmul(Operation *op, Value lhs, Value rhs, bool transA,
                          bool transB);
  FailureOr<Value> transpose(Operation *op, Value input,
                             ArrayRef<int64_t> perm);
  FailureOr<Value> concat(Operation *op, ArrayRef<Value> inputs, int64_t axis);
  FailureOr<SmallVector<int64_t>> constInts(Operation *op, Value v,
                                            StringRef what);
  Value shapeOf(Location loc, Value tensor, Type elementType);
  void refineArrayType(Resource &array, Type valueType, bool isRows);
  LogicalResult stridedSlice(Operation *op, Value input, ArrayRef<Value> spec,
                             Value gradient, SmallVectorImpl<Value> &results,
                             Value gradShape = Value());
  void registerResourceHandlers();
  FailureOr<Value> gather(Operation *op, Value params, Value indices,
                          int64_t axis);
  FailureOr<Value> unsortedSegmentSum(Operation *op, Value data,
                                      Value segmentIds, Value numSegments);
  LogicalResult tileDynamic(Operation *op, Value input, Value multiples,
                            SmallVectorImpl<Value> &results);

  // Run-time checks of shapes, sizes and counts that come from data.
  void runtimeCheck(Location loc, Value failed, StringRef message,
                    ValueRange values = {});
  enum class ShapeRule { MakeShape, AddDim };
  void checkShapeFromData(Location loc, ArrayRef<OpFoldResult> dims,
                          Type elementType,
                          ShapeRule rule = ShapeRule::MakeShape);
  LogicalResult checkRank(Operation *op, int64_t rank, StringRef what);

  // Diagnostics.
  InFlightDiagnostic error(Operation *op) {
    return op->emitError() << "'" << op->getName() << "' ";
  }

  void registerHandlers();

  OpBuilder b;
  ModuleOp module;
  llvm::StringMap<Handler> handlers;
  DenseMap<Value, Value> values;
  DenseMap<Value, unsigned> resourceOf;
  std::vector<Resource> resources;
  SmallVector<Value> slots;
  std::map<std::string, unsigned> variablesByName;
  unsigned inlineDepth = 0;
};

//===----------------------------------------------------------------------===//
// Values, casts and small builders
//===----------------------------------------------------------------------===//

Value Legalizer::toTensor(Location loc, Value v) {
  if (isa<TensorType>(v.getType()))
    return v;
  return tensor::FromElementsOp::create(
      b, loc, RankedTensorType::get({}, v.getType()), ValueRange{v});
}

Value Legalizer::toScalar(Location loc, Value v) {
  auto tensor = dyn_cast<RankedTensorType>(v.getType());
  if (!tensor)
    return v;
  SmallVector<Value> zeros(tensor.getRank(), constantIndex(loc, 0));
  return b.createOrFold<tensor::ExtractOp>(loc, v, zeros);
}

Value Legalizer::toIndex(Location loc, Value v) {
  v = toScalar(loc, v);
  if (v.getType().isIndex())
    return v;
  return b.createOrFold<arith::IndexCastOp>(loc, b.getIndexType(), v);
}

LogicalResult Legalizer::castTo(Location loc, Value v, Type type,
                                Value &result) {
  if (v.getType() == type) {
    result = v;
    return success();
  }
  auto from = dyn_cast<TensorType>(v.getType());
  auto to = dyn_cast<TensorType>(type);
  if (from && to && from.getElementType() == to.getElementType() &&
      tensor::CastOp::areCastCompatible(from, to)) {
    result = b.createOrFold<tensor::CastOp>(loc, to, v);
    return success();
  }
  if (from && !to && from.hasRank() && from.getNumElements() == 1 &&
      from.getElementType() == type) {
    result = toScalar(loc, v);
    return success();
  }
  if (!from && to && to.hasRank() && to.getRank() == 0 &&
      to.getElementType() == v.getType()) {
    result = toTensor(loc, v);
    return success();
  }
  return failure();
}

SmallVector<OpFoldResult> Legalizer::sizesOf(Location loc, Value tensor) {
  return tensor::getMixedSizes(b, loc, tensor);
}

Value Legalizer::fill(Location loc, ArrayRef<OpFoldResult> sizes,
                      Value scalar) {
  Value empty = tensor::EmptyOp::create(b, loc, sizes, scalar.getType());
  return linalg::FillOp::create(b, loc, scalar, empty).getResult(0);
}

FailureOr<SmallVector<int64_t>> Legalizer::constInts(Operation *op, Value v,
                                                     StringRef what) {
  DenseIntElementsAttr attr;
  if (v && matchPattern(v, m_Constant(&attr))) {
    // Shapes, axes and sizes are short; a huge (splat) constant here is
    // bad input, not a list to materialize.
    constexpr int64_t kMaxElements = 1 << 16;
    if (attr.getNumElements() > kMaxElements) {
      error(op) << "has a constant " << what << " of " << attr.getNumElements()
                << " elements (at most " << kMaxElements << " are taken)";
      return failure();
    }
    return llvm::map_to_vector(attr.getValues<APInt>(),
                               [](const APInt &i) { return i.getSExtValue(); });
  }
  IntegerAttr scalar;
  if (v && matchPattern(v, m_Constant(&scalar)))
    return SmallVector<int64_t>{scalar.getInt()};
  error(op) << "needs a constant " << what
            << " (the graph does not determine it at compile time)";
  return failure();
}

//===----------------------------------------------------------------------===//
// Run-time checks of values from data
//===----------------------------------------------------------------------===//

void Legalizer::runtimeCheck(Location loc, Value failed, StringRef message,
                             ValueRange values) {
  if (matchPattern(failed, m_Zero()))
    return;
  RuntimeCheckOp::create(b, loc, failed, message, values);
}

LogicalResult Legalizer::checkRank(Operation *op, int64_t rank,
                                   StringRef what) {
  if (rank <= kMaxRank)
    return success();
  return error(op) << "has a " << what << " of " << rank
                   << " dimensions (TensorFlow allows at most " << kMaxRank
                   << ")";
}

/// TensorFlow's name of an element type, as its OOM message prints it.
static std::string dtypeName(Type type) {
  if (type.isF32())
    return "float";
  if (type.isF64())
    return "double";
  if (type.isF16())
    return "half";
  if (type.isBF16())
    return "bfloat16";
  if (type.isInteger(1))
    return "bool";
  if (type.isIntOrIndex())
    return "int" + std::to_string(type.getIntOrFloatBitWidth());
  std::string name;
  llvm::raw_string_ostream os(name);
  os << type;
  return name;
}

/// The shape `dims` (index values or constants) taken from run-time data
/// as TensorFlow takes it: each dimension >= 0 and the element count below
/// 2^63 (TensorShapeUtils::MakeShape's messages, or AddDimWithStatus' for
/// ops that build the shape a dimension at a time), and the bytes of a
/// tensor of `elementType` addressable (TensorFlow's allocator fails them
/// with OOM). Conditions that fold leave no check.
void Legalizer::checkShapeFromData(Location loc, ArrayRef<OpFoldResult> dims,
                                   Type elementType, ShapeRule rule) {
  Type i64 = b.getI64Type();
  SmallVector<Value> values = llvm::map_to_vector(dims, [&](OpFoldResult d) {
    return b.createOrFold<arith::IndexCastOp>(
        loc, i64, getValueOrCreateConstantIndexOp(b, loc, d));
  });
  auto constant = [&](int64_t v) -> Value {
    return arith::ConstantIntOp::create(b, loc, v, 64);
  };
  Value zero = constant(0);
  Value count = constant(1);
  bool makeShape = rule == ShapeRule::MakeShape;
  for (Value dim : values) {
    Value negative = b.createOrFold<arith::CmpIOp>(
        loc, arith::CmpIPredicate::slt, dim, zero);
    runtimeCheck(loc, negative,
                 makeShape ? "Dimension {0} must be >= 0"
                           : "Expected a non-negative size, got {0}",
                 dim);
    // MultiplyWithoutOverflow of two non-negative counts.
    auto product = arith::MulSIExtendedOp::create(b, loc, count, dim);
    Value overflow = b.createOrFold<arith::OrIOp>(
        loc,
        b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::ne,
                                      product.getHigh(), zero),
        b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::slt,
                                      product.getLow(), zero));
    if (makeShape)
      runtimeCheck(loc, overflow,
                   "Shape {shape} would have more than 2**63 - 1 elements",
                   values);
    else
      runtimeCheck(loc, overflow,
                   "Encountered overflow when multiplying {0} with {1}, "
                   "result: -1",
                   ValueRange{count, dim});
    count = product.getLow();
  }
  int64_t bytes = std::max<int64_t>(
      1, llvm::divideCeil(
             getElementTypeOrSelf(elementType).isIntOrFloat()
                 ? getElementTypeOrSelf(elementType).getIntOrFloatBitWidth()
                 : 64,
             8));
  if (bytes == 1)
    return;
  Value tooLarge = b.createOrFold<arith::CmpIOp>(
      loc, arith::CmpIPredicate::sgt, count,
      constant(std::numeric_limits<int64_t>::max() / bytes));
  runtimeCheck(loc, tooLarge,
               "OOM when allocating tensor with shape{shape} and type " +
                   dtypeName(getElementTypeOrSelf(elementType)),
               values);
}

/// A handler's one result: pushed when it was built.
static LogicalResult pushResult(SmallVectorImpl<Value> &results,
                                FailureOr<Value> result) {
  if (failed(result))
    return failure();
  results.push_back(*result);
  return success();
}

/// The elements of `constant` at offsets + i * strides for i < sizes, as a
/// constant of type `resultType` (same element count): how slices of
/// shapes fold, so the ops that need constant shapes still see them.
static DenseElementsAttr sliceConstant(DenseElementsAttr constant,
                                       ArrayRef<int64_t> offsets,
                                       ArrayRef<int64_t> sizes,
                                       ArrayRef<int64_t> strides,
                                       RankedTensorType resultType) {
  auto type = cast<RankedTensorType>(constant.getType());
  SmallVector<Attribute> values(constant.getValues<Attribute>());
  SmallVector<int64_t> inStrides = computeStrides(type.getShape());
  int64_t count = 1;
  for (int64_t size : sizes)
    count *= size;
  SmallVector<int64_t> outStrides = computeStrides(sizes);
  SmallVector<Attribute> out;
  for (int64_t i = 0; i < count; ++i) {
    SmallVector<int64_t> index = delinearize(i, outStrides);
    int64_t from = 0;
    for (int64_t d = 0; d < type.getRank(); ++d)
      from += (offsets[d] + index[d] * strides[d]) * inStrides[d];
    out.push_back(values[from]);
  }
  return DenseElementsAttr::get(resultType, out);
}

/// The elements of a 1-D integer tensor, kDynamic where unknown: a
/// constant, or a tensor.from_elements of partly constant scalars.
static std::optional<SmallVector<int64_t>> partialShape(Value v) {
  auto shapeType = dyn_cast<RankedTensorType>(v.getType());
  if (!shapeType || shapeType.getRank() != 1 ||
      shapeType.getDimSize(0) > kMaxRank)
    return std::nullopt;
  DenseIntElementsAttr attr;
  if (matchPattern(v, m_Constant(&attr)))
    return llvm::map_to_vector(attr.getValues<APInt>(),
                               [](const APInt &i) { return i.getSExtValue(); });
  auto fromElements = v.getDefiningOp<tensor::FromElementsOp>();
  if (!fromElements) {
    auto type = dyn_cast<RankedTensorType>(v.getType());
    if (!type || type.getRank() != 1 || type.isDynamicDim(0))
      return std::nullopt;
    return SmallVector<int64_t>(type.getDimSize(0), ShapedType::kDynamic);
  }
  SmallVector<int64_t> dims;
  for (Value element : fromElements.getElements()) {
    IntegerAttr value;
    dims.push_back(matchPattern(element, m_Constant(&value))
                       ? value.getInt()
                       : ShapedType::kDynamic);
  }
  return dims;
}

Value Legalizer::shapeOf(Location loc, Value tensor, Type elementType) {
  auto type = cast<RankedTensorType>(tensor.getType());
  SmallVector<Value> dims;
  for (int64_t d = 0; d < type.getRank(); ++d) {
    Value dim = b.createOrFold<tensor::DimOp>(loc, tensor, d);
    dims.push_back(b.createOrFold<arith::IndexCastOp>(loc, elementType, dim));
  }
  return b.createOrFold<tensor::FromElementsOp>(
      loc, RankedTensorType::get({type.getRank()}, elementType), dims);
}

/// Broadcast shape of ranked shapes after NumPy/TensorFlow's rules (a
/// dynamic dimension against a static one takes the static one).
FailureOr<SmallVector<int64_t>> broadcastShape(ArrayRef<RankedTensorType> ts) {
  int64_t rank = 0;
  for (RankedTensorType t : ts)
    rank = std::max(rank, t.getRank());
  SmallVector<int64_t> shape(rank, 1);
  for (RankedTensorType t : ts) {
    int64_t offset = rank - t.getRank();
    for (int64_t d = 0; d < t.getRank(); ++d) {
      int64_t a = shape[offset + d], e = t.getDimSize(d);
      if (e == 1)
        continue;
      if (a == 1 || ShapedType::isDynamic(a))
        shape[offset + d] =
            ShapedType::isDynamic(e) && !ShapedType::isDynamic(a) && a != 1 ? a
                                                                            : e;
      else if (!ShapedType::isDynamic(e) && a != e)
        return failure();
    }
  }
  return shape;
}

FailureOr<Value> Legalizer::elementwise(
    Operation *op, ArrayRef<Value> operands, Type resultElement,
    function_ref<Value(OpBuilder &, Location, ValueRange)> body) {
  Location loc = op->getLoc();
  SmallVector<Value> inputs;
  SmallVector<RankedTensorType> types;
  for (Value v : operands) {
    v = toTensor(loc, v);
    auto t = dyn_cast<RankedTensorType>(v.getType());
    if (!t) {
      error(op) << "needs ranked operands, but one is " << v.getType();
      return failure();
    }
    inputs.push_back(v);
    types.push_back(t);
  }
  FailureOr<SmallVector<int64_t>> shape = broadcastShape(types);
  if (failed(shape)) {
    error(op) << "has operands that do not broadcast: " << types[0] << ", "
              << types.back();
    return failure();
  }
  int64_t rank = shape->size();
  if (rank == 0) {
    SmallVector<Value> scalars =
        llvm::map_to_vector(inputs, [&](Value v) { return toScalar(loc, v); });
    return toTensor(loc, body(b, loc, scalars));
  }
  // Dynamic result sizes come from an operand with that dynamic dimension.
  SmallVector<OpFoldResult> sizes;
  for (int64_t d = 0; d < rank; ++d) {
    if (!ShapedType::isDynamic((*shape)[d])) {
      sizes.push_back(b.getIndexAttr((*shape)[d]));
      continue;
    }
    for (auto [v, t] : llvm::zip(inputs, types)) {
      int64_t od = d - (rank - t.getRank());
      if (od >= 0 && ShapedType::isDynamic(t.getDimSize(od))) {
        sizes.push_back(b.createOrFold<tensor::DimOp>(loc, v, od));
        break;
      }
    }
  }
  // A dimension known only at run time must match the result's size (a
  // size-1 dimension that is dynamic does not broadcast): checked, so a
  // mismatch stops with TensorFlow's message instead of reading out of
  // bounds.
  for (auto [v, t] : llvm::zip(inputs, types)) {
    int64_t offset = rank - t.getRank();
    for (int64_t od = 0; od < t.getRank(); ++od) {
      if (!t.isDynamicDim(od))
        continue;
      Value size = b.createOrFold<tensor::DimOp>(loc, v, od);
      Value expected =
          getValueOrCreateConstantIndexOp(b, loc, sizes[offset + od]);
      if (size == expected)
        continue;
      Value same = b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq,
                                                 size, expected);
      if (matchPattern(same, m_One()))
        continue;
      std::string message;
      llvm::raw_string_ostream os(message);
      os << "Incompatible shapes: " << types[0] << " vs. " << types.back()
         << " at " << nodeName(loc);
      cf::AssertOp::create(b, loc, same, message);
    }
  }
  SmallVector<AffineMap> maps;
  for (RankedTensorType t : types) {
    SmallVector<AffineExpr> exprs;
    int64_t offset = rank - t.getRank();
    for (int64_t d = 0; d < t.getRank(); ++d)
      exprs.push_back(t.getDimSize(d) == 1 && (*shape)[offset + d] != 1
                          ? b.getAffineConstantExpr(0)
                          : b.getAffineDimExpr(offset + d));
    maps.push_back(AffineMap::get(rank, 0, exprs, b.getContext()));
  }
  maps.push_back(b.getMultiDimIdentityMap(rank));
  Value init = tensor::EmptyOp::create(b, loc, sizes, resultElement);
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      b, loc, init.getType(), inputs, init, maps, iterators,
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        Value r = body(nb, nloc, args.drop_back());
        linalg::YieldOp::create(nb, nloc, r);
      });
  return generic.getResult(0);
}

/// Whether `type` is a float type TensorFlow's math ops take.
bool isFloat(Type type) { return isa<FloatType>(type); }

/// The distance from 1 to the next larger value of a float type
/// (Eigen::NumTraits<T>::epsilon(), which TensorFlow's kernels use).
double machineEpsilon(Type type) {
  const llvm::fltSemantics &semantics =
      cast<FloatType>(type).getFloatSemantics();
  return std::ldexp(1.0, 1 - int(APFloat::semanticsPrecision(semantics)));
}

/// LeakyRelu's and LeakyReluGrad's `alpha` (TensorFlow's default: 0.2).
double leakyReluAlpha(Operation *op) {
  auto alpha = op->getAttrOfType<FloatAttr>("alpha");
  return alpha ? alpha.getValueAsDouble() : 0.2;
}

Value floatConstant(OpBuilder &b, Location loc, Type type, double v) {
  return arith::ConstantOp::create(b, loc, b.getFloatAttr(type, v));
}

FailureOr<Value> Legalizer::binary(Operation *op, ArrayRef<Value> operands,
                                   StringRef kind) {
  assert(operands.size() == 2 && "binary ops take two operands");
  Type element = getElementTypeOrSelf(operands[0].getType());
  if (element != getElementTypeOrSelf(operands[1].getType())) {
    error(op) << "has operands of different element types";
    return failure();
  }
  bool fp = isFloat(element);
  if (!fp && !element.isSignlessInteger()) {
    error(op) << "does not support element type " << element;
    return failure();
  }
  // Shape arithmetic on constants folds here, so later ops that need
  // constant shapes see them.
  DenseIntElementsAttr lhsConst, rhsConst;
  if (!fp && matchPattern(operands[0], m_Constant(&lhsConst)) &&
      matchPattern(operands[1], m_Constant(&rhsConst)) &&
      (kind == "Add" || kind == "Sub" || kind == "Mul" || kind == "Maximum" ||
       kind == "Minimum" || kind == "FloorMod" || kind == "FloorDiv")) {
    auto lt = cast<RankedTensorType>(lhsConst.getType());
    auto rt = cast<RankedTensorType>(rhsConst.getType());
    // Same shapes, or a one-element side of no larger rank.
    RankedTensorType type;
    if (lt == rt)
      type = lt;
    else if (rt.getNumElements() == 1 && rt.getRank() <= lt.getRank())
      type = lt;
    else if (lt.getNumElements() == 1 && lt.getRank() <= rt.getRank())
      type = rt;
    if (type) {
      SmallVector<APInt> l(lhsConst.getValues<APInt>()),
          r(rhsConst.getValues<APInt>());
      SmallVector<APInt> out;
      bool divisionByZero = false;
      for (int64_t i = 0; i < type.getNumElements(); ++i) {
        const APInt &x = l[l.size() == 1 ? 0 : i];
        const APInt &y = r[r.size() == 1 ? 0 : i];
        if ((kind == "FloorMod" || kind == "FloorDiv") && y.isZero()) {
          divisionByZero = true;
          break;
        }
        if (kind == "FloorMod") {
          APInt m = x.srem(y);
          if (!m.isZero() && m.isNegative() != y.isNegative())
            m += y;
          out.push_back(m);
          continue;
        }
        if (kind == "FloorDiv") {
          APInt q = x.sdiv(y);
          if (!x.srem(y).isZero() && x.isNegative() != y.isNegative())
            q -= 1;
          out.push_back(q);
          continue;
        }
        out.push_back(kind == "Add"       ? x + y
                      : kind == "Sub"     ? x - y
                      : kind == "Mul"     ? x * y
                      : kind == "Maximum" ? (x.sgt(y) ? x : y)
                                          : (x.slt(y) ? x : y));
      }
      if (!divisionByZero)
        return arith::ConstantOp::create(b, op->getLoc(),
                                         DenseElementsAttr::get(type, out))
            .getResult();
    }
  }
  if (!fp && (kind == "RealDiv" || kind.ends_with("Grad"))) {
    error(op) << "needs floating-point operands";
    return failure();
  }
  return elementwise(
      op, operands, element,
      [&](OpBuilder &nb, Location loc, ValueRange a) -> Value {
        Value x = a[0], y = a[1];
        auto one = [&] { return floatConstant(nb, loc, element, 1.0); };
        if (kind == "Add")
          return fp ? (Value)arith::AddFOp::create(nb, loc, x, y)
                    : (Value)arith::AddIOp::create(nb, loc, x, y);
        if (kind == "Sub")
          return fp ? (Value)arith::SubFOp::create(nb, loc, x, y)
                    : (Value)arith::SubIOp::create(nb, loc, x, y);
        if (kind == "Mul")
          return fp ? (Value)arith::MulFOp::create(nb, loc, x, y)
                    : (Value)arith::MulIOp::create(nb, loc, x, y);
        if (kind == "RealDiv")
          return arith::DivFOp::create(nb, loc, x, y);
        if (kind == "Maximum")
          return fp ? (Value)arith::MaximumFOp::create(nb, loc, x, y)
                    : (Value)arith::MaxSIOp::create(nb, loc, x, y);
        if (kind == "Minimum")
          return fp ? (Value)arith::MinimumFOp::create(nb, loc, x, y)
                    : (Value)arith::MinSIOp::create(nb, loc, x, y);
        if (kind == "FloorDiv") {
          if (!fp)
            return arith::FloorDivSIOp::create(nb, loc, x, y);
          return math::FloorOp::create(nb, loc,
                                       arith::DivFOp::create(nb, loc, x, y));
        }
        if (kind == "FloorMod") {
          // The remainder takes the divisor's sign, as TensorFlow's does.
          Value r = fp ? (Value)arith::RemFOp::create(nb, loc, x, y)
                       : (Value)arith::RemSIOp::create(nb, loc, x, y);
          Value zero = fp ? floatConstant(nb, loc, element, 0.0)
                          : (Value)arith::ConstantOp::create(
                                nb, loc, nb.getIntegerAttr(element, 0));
          Value rNegative =
              fp ? (Value)arith::CmpFOp::create(
                       nb, loc, arith::CmpFPredicate::OLT, r, zero)
                 : (Value)arith::CmpIOp::create(
                       nb, loc, arith::CmpIPredicate::slt, r, zero);
          Value yNegative =
              fp ? (Value)arith::CmpFOp::create(
                       nb, loc, arith::CmpFPredicate::OLT, y, zero)
                 : (Value)arith::CmpIOp::create(
                       nb, loc, arith::CmpIPredicate::slt, y, zero);
          Value nonZero = fp ? (Value)arith::CmpFOp::create(
                                   nb, loc, arith::CmpFPredicate::UNE, r, zero)
                             : (Value)arith::CmpIOp::create(
                                   nb, loc, arith::CmpIPredicate::ne, r, zero);
          Value signsDiffer =
              arith::XOrIOp::create(nb, loc, rNegative, yNegative);
          Value adjust = arith::AndIOp::create(nb, loc, nonZero, signsDiffer);
          Value shifted = fp ? (Value)arith::AddFOp::create(nb, loc, r, y)
                             : (Value)arith::AddIOp::create(nb, loc, r, y);
          return arith::SelectOp::create(nb, loc, adjust, shifted, r);
        }
        if (kind == "Pow")
          return fp ? (Value)math::PowFOp::create(nb, loc, x, y)
                    : (Value)math::IPowIOp::create(nb, loc, x, y);
        if (kind == "SquaredDifference") {
          Value d = fp ? (Value)arith::SubFOp::create(nb, loc, x, y)
                       : (Value)arith::SubIOp::create(nb, loc, x, y);
          return fp ? (Value)arith::MulFOp::create(nb, loc, d, d)
                    : (Value)arith::MulIOp::create(nb, loc, d, d);
        }
        if (kind == "TanhGrad") { // dy * (1 - y^2)
          Value y2 = arith::MulFOp::create(nb, loc, x, x);
          Value s = arith::SubFOp::create(nb, loc, one(), y2);
          return arith::MulFOp::create(nb, loc, y, s);
        }
        if (kind == "SigmoidGrad") { // dy * y * (1 - y)
          Value s = arith::SubFOp::create(nb, loc, one(), x);
          Value t = arith::MulFOp::create(nb, loc, x, s);
          return arith::MulFOp::create(nb, loc, y, t);
        }
        // The gradients of y = f(x) given y: (y, dy).
        if (kind == "SqrtGrad") // dy * 0.5 / y
          return arith::DivFOp::create(
              nb, loc,
              arith::MulFOp::create(nb, loc, y,
                                    floatConstant(nb, loc, element, 0.5)),
              x);
        if (kind == "RsqrtGrad") // dy * -0.5 * y^3
          return arith::MulFOp::create(
              nb, loc,
              arith::MulFOp::create(nb, loc, y,
                                    floatConstant(nb, loc, element, -0.5)),
              arith::MulFOp::create(nb, loc, x,
                                    arith::MulFOp::create(nb, loc, x, x)));
        if (kind == "ReciprocalGrad") // -dy * y^2
          return arith::NegFOp::create(
              nb, loc,
              arith::MulFOp::create(nb, loc, y,
                                    arith::MulFOp::create(nb, loc, x, x)));
        // The gradients given the forward input or output: (dy, x).
        Value zero = floatConstant(nb, loc, element, 0.0);
        if (kind == "Relu6Grad") { // dy where 0 < x < 6
          Value above = arith::CmpFOp::create(
              nb, loc, arith::CmpFPredicate::OGT, y, zero);
          Value below =
              arith::CmpFOp::create(nb, loc, arith::CmpFPredicate::OLT, y,
                                    floatConstant(nb, loc, element, 6.0));
          return arith::SelectOp::create(
              nb, loc, arith::AndIOp::create(nb, loc, above, below), x, zero);
        }
        if (kind == "EluGrad") // (dy, y): y < 0 ? dy (y + 1) : dy
          return arith::SelectOp::create(
              nb, loc,
              arith::CmpFOp::create(nb, loc, arith::CmpFPredicate::OLT, y,
                                    zero),
              arith::MulFOp::create(nb, loc, x,
                                    arith::AddFOp::create(nb, loc, y, one())),
              x);
        if (kind == "SoftplusGrad") // dy / (1 + exp(-x))
          return arith::DivFOp::create(
              nb, loc, x,
              arith::AddFOp::create(
                  nb, loc, one(),
                  math::ExpOp::create(nb, loc,
                                      arith::NegFOp::create(nb, loc, y))));
        if (kind == "SoftsignGrad") { // dy / (1 + |x|)^2
          Value d = arith::AddFOp::create(nb, loc, one(),
                                          math::AbsFOp::create(nb, loc, y));
          return arith::DivFOp::create(nb, loc, x,
                                       arith::MulFOp::create(nb, loc, d, d));
        }
        if (kind == "LeakyReluGrad") // x > 0 ? dy : alpha dy
          return arith::SelectOp::create(
              nb, loc,
              arith::CmpFOp::create(nb, loc, arith::CmpFPredicate::OGT, y,
                                    zero),
              x,
              arith::MulFOp::create(
                  nb, loc, x,
                  floatConstant(nb, loc, element, leakyReluAlpha(op))));
        // ReluGrad(gradients, features): gradients where features > 0.
        Value positive =
            arith::CmpFOp::create(nb, loc, arith::CmpFPredicate::OGT, y, zero);
        return arith::SelectOp::create(nb, loc, positive, x, zero);
      });
}

FailureOr<Value> Legalizer::unary(Operation *op, Value input, StringRef kind) {
  Type element = getElementTypeOrSelf(input.getType());
  bool fp = isFloat(element);
  bool intOk =
      kind == "Neg" || kind == "Square" || kind == "Abs" || kind == "Sign";
  if (!fp && !(intOk && element.isSignlessInteger())) {
    error(op) << "does not support element type " << element;
    return failure();
  }
  return elementwise(
      op, {input}, element,
      [&](OpBuilder &nb, Location loc, ValueRange a) -> Value {
        Value x = a[0];
        auto one = [&] { return floatConstant(nb, loc, element, 1.0); };
        if (kind == "Neg")
          return fp ? (Value)arith::NegFOp::create(nb, loc, x)
                    : (Value)arith::SubIOp::create(
                          nb, loc,
                          arith::ConstantOp::create(
                              nb, loc, nb.getIntegerAttr(element, 0)),
                          x);
        if (kind == "Square")
          return fp ? (Value)arith::MulFOp::create(nb, loc, x, x)
                    : (Value)arith::MulIOp::create(nb, loc, x, x);
        if (kind == "Abs")
          return fp ? (Value)math::AbsFOp::create(nb, loc, x)
                    : (Value)math::AbsIOp::create(nb, loc, x);
        if (kind == "Sqrt")
          return math::SqrtOp::create(nb, loc, x);
        if (kind == "Rsqrt")
          return math::RsqrtOp::create(nb, loc, x);
        if (kind == "Exp")
          return math::ExpOp::create(nb, loc, x);
        if (kind == "Log")
          return math::LogOp::create(nb, loc, x);
        if (kind == "Tanh")
          return math::TanhOp::create(nb, loc, x);
        if (kind == "Reciprocal")
          return arith::DivFOp::create(nb, loc, one(), x);
        if (kind == "Sin")
          return math::SinOp::create(nb, loc, x);
        if (kind == "Cos")
          return math::CosOp::create(nb, loc, x);
        if (kind == "Log1p")
          return math::Log1pOp::create(nb, loc, x);
        if (kind == "Expm1")
          return math::ExpM1Op::create(nb, loc, x);
        if (kind == "Erf")
          return math::ErfOp::create(nb, loc, x);
        if (kind == "Floor")
          return math::FloorOp::create(nb, loc, x);
        if (kind == "Ceil")
          return math::CeilOp::create(nb, loc, x);
        // Round and Rint: half to even, as TensorFlow's kernels round.
        if (kind == "Round" || kind == "Rint")
          return math::RoundEvenOp::create(nb, loc, x);
        if (kind == "Sign") {
          if (!fp) {
            Value zero = arith::ConstantOp::create(
                nb, loc, nb.getIntegerAttr(element, 0));
            auto toInt = [&](arith::CmpIPredicate predicate) -> Value {
              return arith::ExtUIOp::create(
                  nb, loc, element,
                  arith::CmpIOp::create(nb, loc, predicate, x, zero));
            };
            Value positive = toInt(arith::CmpIPredicate::sgt);
            Value negative = toInt(arith::CmpIPredicate::slt);
            return arith::SubIOp::create(nb, loc, positive, negative);
          }
          // -1, 1, or x itself for +-0 and NaN.
          Value zero = floatConstant(nb, loc, element, 0.0);
          Value positive = arith::CmpFOp::create(
              nb, loc, arith::CmpFPredicate::OGT, x, zero);
          Value negative = arith::CmpFOp::create(
              nb, loc, arith::CmpFPredicate::OLT, x, zero);
          Value sign = arith::SelectOp::create(
              nb, loc, negative, floatConstant(nb, loc, element, -1.0), x);
          return arith::SelectOp::create(nb, loc, positive, one(), sign);
        }
        if (kind == "Softsign") // x / (1 + |x|)
          return arith::DivFOp::create(
              nb, loc, x,
              arith::AddFOp::create(nb, loc, one(),
                                    math::AbsFOp::create(nb, loc, x)));
        if (kind == "Softplus") {
          // TensorFlow's kernel: x past -log(eps) + 2 is x itself, x below
          // log(eps) - 2 is exp(x), log1p(exp(x)) in between.
          double threshold = std::log(machineEpsilon(element)) + 2.0;
          Value exp = math::ExpOp::create(nb, loc, x);
          Value middle = math::Log1pOp::create(nb, loc, exp);
          Value tooLarge = arith::CmpFOp::create(
              nb, loc, arith::CmpFPredicate::OGT, x,
              floatConstant(nb, loc, element, -threshold));
          Value tooSmall =
              arith::CmpFOp::create(nb, loc, arith::CmpFPredicate::OLT, x,
                                    floatConstant(nb, loc, element, threshold));
          Value low = arith::SelectOp::create(nb, loc, tooSmall, exp, middle);
          return arith::SelectOp::create(nb, loc, tooLarge, x, low);
        }
        if (kind == "Elu") { // x < 0 ? exp(x) - 1 : x
          Value zero = floatConstant(nb, loc, element, 0.0);
          Value negative = arith::CmpFOp::create(
              nb, loc, arith::CmpFPredicate::OLT, x, zero);
          return arith::SelectOp::create(nb, loc, negative,
                                         math::ExpM1Op::create(nb, loc, x), x);
        }
        if (kind == "Relu6") // min(max(x, 0), 6), NaN staying NaN
          return arith::MinimumFOp::create(
              nb, loc,
              arith::MaximumFOp::create(nb, loc, x,
                                        floatConstant(nb, loc, element, 0.0)),
              floatConstant(nb, loc, element, 6.0));
        if (kind == "LeakyRelu") { // x > 0 ? x : alpha x
          Value zero = floatConstant(nb, loc, element, 0.0);
          Value positive = arith::CmpFOp::create(
              nb, loc, arith::CmpFPredicate::OGT, x, zero);
          Value scaled = arith::MulFOp::create(
              nb, loc, x, floatConstant(nb, loc, element, leakyReluAlpha(op)));
          return arith::SelectOp::create(nb, loc, positive, x, scaled);
        }
        if (kind == "Sigmoid") { // 1 / (1 + exp(-x))
          Value e =
              math::ExpOp::create(nb, loc, arith::NegFOp::create(nb, loc, x));
          return arith::DivFOp::create(
              nb, loc, one(), arith::AddFOp::create(nb, loc, one(), e));
        }
        // Relu: NaN stays NaN, as TensorFlow's max(x, 0) kernel gives.
        Value zero = floatConstant(nb, loc, element, 0.0);
        return arith::MaximumFOp::create(nb, loc, x, zero);
      });
}

FailureOr<Value> Legalizer::compare(Operation *op, ArrayRef<Value> operands,
                                    StringRef kind) {
  Type element = getElementTypeOrSelf(operands[0].getType());
  bool fp = isFloat(element);
  auto fpred = llvm::StringSwitch<arith::CmpFPredicate>(kind)
                   .Case("Less", arith::CmpFPredicate::OLT)
                   .Case("LessEqual", arith::CmpFPredicate::OLE)
                   .Case("Greater", arith::CmpFPredicate::OGT)
                   .Case("GreaterEqual", arith::CmpFPredicate::OGE)
                   .Case("Equal", arith::CmpFPredicate::OEQ)
                   .Default(arith::CmpFPredicate::UNE);
  auto ipred = llvm::StringSwitch<arith::CmpIPredicate>(kind)
                   .Case("Less", arith::CmpIPredicate::slt)
                   .Case("LessEqual", arith::CmpIPredicate::sle)
                   .Case("Greater", arith::CmpIPredicate::sgt)
                   .Case("GreaterEqual", arith::CmpIPredicate::sge)
                   .Case("Equal", arith::CmpIPredicate::eq)
                   .Default(arith::CmpIPredicate::ne);
  return elementwise(op, operands, b.getI1Type(),
                     [&](OpBuilder &nb, Location loc, ValueRange a) -> Value {
                       if (fp)
                         return arith::CmpFOp::create(nb, loc, fpred, a[0],
                                                      a[1]);
                       return arith::CmpIOp::create(nb, loc, ipred, a[0], a[1]);
                     });
}

FailureOr<Value> Legalizer::castElements(Operation *op, Value input, Type to) {
  Type from = getElementTypeOrSelf(input.getType());
  if (from == to)
    return input;
  DenseIntElementsAttr constant;
  if (matchPattern(input, m_Constant(&constant)) && to.isSignlessInteger() &&
      !to.isInteger(1) && !from.isInteger(1)) {
    unsigned width = to.getIntOrFloatBitWidth();
    return arith::ConstantOp::create(
               b, op->getLoc(),
               constant.mapValues(
                   to, [&](const APInt &v) { return v.sextOrTrunc(width); }))
        .getResult();
  }
  return elementwise(
      op, {input}, to, [&](OpBuilder &nb, Location loc, ValueRange a) -> Value {
        Value x = a[0];
        if (to.isInteger(1)) {
          if (isFloat(from))
            return arith::CmpFOp::create(nb, loc, arith::CmpFPredicate::UNE, x,
                                         floatConstant(nb, loc, from, 0.0));
          return arith::CmpIOp::create(
              nb, loc, arith::CmpIPredicate::ne, x,
              arith::ConstantOp::create(nb, loc, nb.getIntegerAttr(from, 0)));
        }
        if (isFloat(from) && isFloat(to))
          return from.getIntOrFloatBitWidth() < to.getIntOrFloatBitWidth()
                     ? (Value)arith::ExtFOp::create(nb, loc, to, x)
                     : (Value)arith::TruncFOp::create(nb, loc, to, x);
        if (isFloat(from))
          return arith::FPToSIOp::create(nb, loc, to, x);
        if (isFloat(to))
          return from.isInteger(1)
                     ? (Value)arith::UIToFPOp::create(nb, loc, to, x)
                     : (Value)arith::SIToFPOp::create(nb, loc, to, x);
        if (from.getIntOrFloatBitWidth() < to.getIntOrFloatBitWidth())
          return from.isInteger(1)
                     ? (Value)arith::ExtUIOp::create(nb, loc, to, x)
                     : (Value)arith::ExtSIOp::create(nb, loc, to, x);
        return arith::TruncIOp::create(nb, loc, to, x);
      });
}

FailureOr<Value> Legalizer::reduce(Operation *op, Value input,
                                   ArrayRef<int64_t> axesIn, bool keepDims,
                                   StringRef kind) {
  Location loc = op->getLoc();
  input = toTensor(loc, input);
  auto type = dyn_cast<RankedTensorType>(input.getType());
  if (!type) {
    error(op) << "needs a ranked input, got " << input.getType();
    return failure();
  }
  int64_t rank = type.getRank();
  llvm::SmallBitVector reduced(rank);
  for (int64_t a : axesIn) {
    if (a < -rank || a >= std::max<int64_t>(rank, 1)) {
      error(op) << "has axis " << a << " out of range for rank " << rank;
      return failure();
    }
    if (rank > 0)
      reduced.set(a < 0 ? a + rank : a);
  }
  Type element = type.getElementType();
  bool fp = isFloat(element);
  SmallVector<OpFoldResult> sizes;
  SmallVector<AffineExpr> outExprs;
  SmallVector<utils::IteratorType> iterators;
  for (int64_t d = 0; d < rank; ++d) {
    if (reduced[d]) {
      iterators.push_back(utils::IteratorType::reduction);
      continue;
    }
    iterators.push_back(utils::IteratorType::parallel);
    outExprs.push_back(b.getAffineDimExpr(d));
    sizes.push_back(tensor::getMixedSize(b, loc, input, d));
  }
  Attribute initAttr;
  if (kind == "Max")
    initAttr =
        fp ? (Attribute)b.getFloatAttr(
                 element,
                 APFloat::getInf(cast<FloatType>(element).getFloatSemantics(),
                                 /*Negative=*/true))
           : (Attribute)b.getIntegerAttr(
                 element,
                 APInt::getSignedMinValue(element.getIntOrFloatBitWidth()));
  else if (kind == "Prod")
    initAttr = fp ? (Attribute)b.getFloatAttr(element, 1.0)
                  : (Attribute)b.getIntegerAttr(element, 1);
  else
    initAttr = fp ? (Attribute)b.getFloatAttr(element, 0.0)
                  : (Attribute)b.getIntegerAttr(element, 0);
  Value init = fill(
      loc, sizes, arith::ConstantOp::create(b, loc, cast<TypedAttr>(initAttr)));
  Value result = init;
  if (rank > 0) {
    SmallVector<AffineMap> maps = {
        b.getMultiDimIdentityMap(rank),
        AffineMap::get(rank, 0, outExprs, b.getContext())};
    result =
        linalg::GenericOp::create(
            b, loc, init.getType(), input, init, maps, iterators,
            [&](OpBuilder &nb, Location nloc, ValueRange a) {
              Value r;
              if (kind == "Max")
                r = fp ? (Value)arith::MaximumFOp::create(nb, nloc, a[0], a[1])
                       : (Value)arith::MaxSIOp::create(nb, nloc, a[0], a[1]);
              else if (kind == "Prod")
                r = fp ? (Value)arith::MulFOp::create(nb, nloc, a[0], a[1])
                       : (Value)arith::MulIOp::create(nb, nloc, a[0], a[1]);
              else
                r = fp ? (Value)arith::AddFOp::create(nb, nloc, a[0], a[1])
                       : (Value)arith::AddIOp::create(nb, nloc, a[0], a[1]);
              linalg::YieldOp::create(nb, nloc, r);
            })
            .getResult(0);
  } else {
    result = input;
  }
  if (kind == "Mean" && rank > 0) {
    Value count = constantIndex(loc, 1);
    for (int64_t d = 0; d < rank; ++d)
      if (reduced[d])
        count = b.createOrFold<arith::MulIOp>(
            loc, count, b.createOrFold<tensor::DimOp>(loc, input, d));
    Value countInt =
        b.createOrFold<arith::IndexCastOp>(loc, b.getI64Type(), count);
    Value divisor =
        fp ? b.createOrFold<arith::SIToFPOp>(loc, element, countInt)
           : b.createOrFold<arith::TruncIOp>(loc, element, countInt);
    if (element.isInteger(64))
      divisor = countInt;
    FailureOr<Value> mean = elementwise(
        op, {result, toTensor(loc, divisor)}, element,
        [&](OpBuilder &nb, Location nloc, ValueRange a) -> Value {
          return fp ? (Value)arith::DivFOp::create(nb, nloc, a[0], a[1])
                    : (Value)arith::DivSIOp::create(nb, nloc, a[0], a[1]);
        });
    if (failed(mean))
      return failure();
    result = *mean;
  }
  if (!keepDims || rank == 0)
    return result;
  SmallVector<int64_t> keptShape;
  for (int64_t d = 0; d < rank; ++d)
    keptShape.push_back(reduced[d] ? 1 : type.getDimSize(d));
  return reshape(op, result, keptShape);
}

/// Groups for collapsing `shape` to its non-unit dimensions (unit
/// dimensions join the group before them, leading ones the first group).
static SmallVector<ReassociationIndices>
unitDimensionGroups(ArrayRef<int64_t> shape) {
  SmallVector<ReassociationIndices> groups;
  ReassociationIndices leading;
  for (int64_t d = 0, e = shape.size(); d < e; ++d) {
    if (shape[d] == 1) {
      if (groups.empty())
        leading.push_back(d);
      else
        groups.back().push_back(d);
      continue;
    }
    ReassociationIndices group = leading;
    leading.clear();
    group.push_back(d);
    groups.push_back(group);
  }
  return groups;
}

/// Reshapes to `shape` (no -1). A static reshape goes through one flat
/// dimension; with dynamic dimensions, only unit dimensions may come and
/// go (the non-unit dimensions must be the same in the same order), else
/// tensor.reshape with the shape computed at run time.
FailureOr<Value> Legalizer::reshape(Operation *op, Value input,
                                    ArrayRef<int64_t> shape) {
  Location loc = op->getLoc();
  auto type = cast<RankedTensorType>(input.getType());
  auto resultType = RankedTensorType::get(shape, type.getElementType());
  if (resultType == type)
    return input;
  auto reassociationOver = [](int64_t rank) {
    SmallVector<ReassociationIndices> all(1);
    for (int64_t d = 0; d < rank; ++d)
      all[0].push_back(d);
    return rank == 0 ? SmallVector<ReassociationIndices>() : all;
  };
  if (type.hasStaticShape() && resultType.hasStaticShape()) {
    if (type.getNumElements() != resultType.getNumElements()) {
      error(op) << "cannot reshape " << type << " to " << resultType;
      return failure();
    }
    Value v = input;
    if (type.getRank() != 1) {
      auto flat =
          RankedTensorType::get({type.getNumElements()}, type.getElementType());
      v = type.getRank() == 0
              ? b.createOrFold<tensor::ExpandShapeOp>(
                    loc, flat, v, ArrayRef<ReassociationIndices>{})
              : b.createOrFold<tensor::CollapseShapeOp>(
                    loc, flat, v, reassociationOver(type.getRank()));
    }
    if (resultType.getRank() == 1)
      return v;
    if (resultType.getRank() == 0)
      return b.createOrFold<tensor::CollapseShapeOp>(
          loc, resultType, v, ArrayRef<ReassociationIndices>{});
    return b.createOrFold<tensor::ExpandShapeOp>(
        loc, resultType, v, reassociationOver(shape.size()));
  }
  SmallVector<int64_t> from, to;
  for (int64_t d : type.getShape())
    if (d != 1)
      from.push_back(d);
  for (int64_t d : shape)
    if (d != 1)
      to.push_back(d);
  if (from == to) {
    // Collapse away the input's unit dimensions, then expand the result's.
    auto core = RankedTensorType::get(from, type.getElementType());
    Value v = input;
    if (core != type)
      v = tensor::CollapseShapeOp::create(b, loc, core, v,
                                          unitDimensionGroups(type.getShape()));
    if (core == resultType)
      return v;
    return tensor::ExpandShapeOp::create(b, loc, resultType, v,
                                         unitDimensionGroups(shape))
        .getResult();
  }
  // Dimensions known only at run time that do not line up: the shape is
  // computed from the result type's static sizes and the input's size.
  Value total = constantIndex(loc, 1);
  for (int64_t d = 0; d < type.getRank(); ++d)
    total = b.createOrFold<arith::MulIOp>(
        loc, total, b.createOrFold<tensor::DimOp>(loc, input, d));
  int64_t known = 1, dynamicCount = 0;
  for (int64_t d : shape) {
    if (ShapedType::isDynamic(d))
      ++dynamicCount;
    else
      known *= d;
  }
  if (dynamicCount > 1) {
    error(op) << "cannot reshape " << type << " to " << resultType
              << " (more than one size known only at run time)";
    return failure();
  }
  SmallVector<OpFoldResult> dims;
  for (int64_t d : shape)
    dims.push_back(ShapedType::isDynamic(d)
                       ? OpFoldResult(b.createOrFold<arith::DivUIOp>(
                             loc, total, constantIndex(loc, known)))
                       : OpFoldResult(b.getIndexAttr(d)));
  return reshapeThroughFlat(loc, input, resultType, dims);
}

/// Reshapes through one flat dimension to sizes known at run time. Not
/// tensor.reshape: its buffer (memref.reshape of a function argument) is
/// freed by the ownership-based deallocation in MLIR 22, which crashes.
Value Legalizer::reshapeThroughFlat(Location loc, Value input,
                                    RankedTensorType resultType,
                                    ArrayRef<OpFoldResult> sizes) {
  auto type = cast<RankedTensorType>(input.getType());
  int64_t flatSize =
      type.hasStaticShape() ? type.getNumElements() : ShapedType::kDynamic;
  auto flatType = RankedTensorType::get({flatSize}, type.getElementType());
  SmallVector<ReassociationIndices> inGroup(1), outGroup(1);
  for (int64_t d = 0; d < type.getRank(); ++d)
    inGroup[0].push_back(d);
  for (int64_t d = 0; d < resultType.getRank(); ++d)
    outGroup[0].push_back(d);
  Value flat = input;
  if (type.getRank() == 0)
    flat = tensor::ExpandShapeOp::create(b, loc, flatType, input,
                                         ArrayRef<ReassociationIndices>{});
  else if (type.getRank() != 1)
    flat = tensor::CollapseShapeOp::create(b, loc, flatType, input, inGroup);
  if (resultType.getRank() == 0)
    return tensor::CollapseShapeOp::create(b, loc, resultType, flat,
                                           ArrayRef<ReassociationIndices>{});
  // expand_shape wants the flat size static exactly when the result's
  // sizes all are.
  auto target = RankedTensorType::get({resultType.hasStaticShape()
                                           ? resultType.getNumElements()
                                           : ShapedType::kDynamic},
                                      type.getElementType());
  if (flat.getType() != target)
    flat = tensor::CastOp::create(b, loc, target, flat);
  if (resultType.getRank() == 1)
    return flat;
  return tensor::ExpandShapeOp::create(b, loc, resultType, flat, outGroup,
                                       sizes);
}

FailureOr<Value> Legalizer::matmul(Operation *op, Value lhs, Value rhs,
                                   bool transA, bool transB) {
  Location loc = op->getLoc();
  auto lt = dyn_cast<RankedTensorType>(lhs.getType());
  auto rt = dyn_cast<RankedTensorType>(rhs.getType());
  if (!lt || !rt || lt.getRank() < 2 || rt.getRank() < 2 ||
      lt.getElementType() != rt.getElementType() ||
      !isFloat(lt.getElementType())) {
    error(op) << "needs ranked floating-point operands of rank >= 2, got "
              << lhs.getType() << " and " << rhs.getType();
    return failure();
  }
  // Batch dimensions broadcast (BatchMatMulV2); then m, n, k.
  auto lBatch =
      RankedTensorType::get(lt.getShape().drop_back(2), lt.getElementType());
  auto rBatch =
      RankedTensorType::get(rt.getShape().drop_back(2), rt.getElementType());
  FailureOr<SmallVector<int64_t>> batch = broadcastShape({lBatch, rBatch});
  if (failed(batch)) {
    error(op) << "has batch dimensions that do not broadcast";
    return failure();
  }
  {
    int64_t lk = transA ? lt.getDimSize(lt.getRank() - 2)
                        : lt.getDimSize(lt.getRank() - 1);
    int64_t rk = transB ? rt.getDimSize(rt.getRank() - 1)
                        : rt.getDimSize(rt.getRank() - 2);
    if (!ShapedType::isDynamic(lk) && !ShapedType::isDynamic(rk) && lk != rk) {
      error(op) << "multiplies " << lhs.getType() << " by " << rhs.getType()
                << ": the inner dimensions " << lk << " and " << rk
                << " differ";
      return failure();
    }
  }
  int64_t nb = batch->size();
  // Loops run in dimension order: with B read row by row (no transpose_b)
  // the reduction goes before n, so the innermost loop walks B and C
  // contiguously (C[m, :] += A[m, k] * B[k, :]); with B transposed, k is
  // innermost (a dot product of two contiguous rows).
  int64_t m = nb, n = transB ? nb + 1 : nb + 2, k = transB ? nb + 2 : nb + 1;
  auto operandMap = [&](RankedTensorType t, bool trans, int64_t row,
                        int64_t col) {
    SmallVector<AffineExpr> exprs;
    int64_t offset = nb - (t.getRank() - 2);
    for (int64_t d = 0; d < t.getRank() - 2; ++d)
      exprs.push_back(t.getDimSize(d) == 1 && (*batch)[offset + d] != 1
                          ? b.getAffineConstantExpr(0)
                          : b.getAffineDimExpr(offset + d));
    exprs.push_back(b.getAffineDimExpr(trans ? col : row));
    exprs.push_back(b.getAffineDimExpr(trans ? row : col));
    return AffineMap::get(nb + 3, 0, exprs, b.getContext());
  };
  SmallVector<AffineExpr> outExprs;
  for (int64_t d = 0; d < nb; ++d)
    outExprs.push_back(b.getAffineDimExpr(d));
  outExprs.push_back(b.getAffineDimExpr(m));
  outExprs.push_back(b.getAffineDimExpr(n));
  SmallVector<AffineMap> maps = {
      operandMap(lt, transA, m, k), operandMap(rt, transB, k, n),
      AffineMap::get(nb + 3, 0, outExprs, b.getContext())};
  int64_t lr = lt.getRank(), rr = rt.getRank();
  SmallVector<OpFoldResult> sizes;
  for (int64_t d = 0; d < nb; ++d) {
    if (!ShapedType::isDynamic((*batch)[d])) {
      sizes.push_back(b.getIndexAttr((*batch)[d]));
      continue;
    }
    int64_t ld = d - (nb - (lr - 2));
    sizes.push_back(
        ld >= 0 && ShapedType::isDynamic(lt.getDimSize(ld))
            ? tensor::getMixedSize(b, loc, lhs, ld)
            : tensor::getMixedSize(b, loc, rhs, d - (nb - (rr - 2))));
  }
  sizes.push_back(tensor::getMixedSize(b, loc, lhs, transA ? lr - 1 : lr - 2));
  sizes.push_back(tensor::getMixedSize(b, loc, rhs, transB ? rr - 2 : rr - 1));
  Type element = lt.getElementType();
  Value init = fill(loc, sizes, floatConstant(b, loc, element, 0.0));
  SmallVector<utils::IteratorType> iterators(nb + 3,
                                             utils::IteratorType::parallel);
  iterators[k] = utils::IteratorType::reduction;
  // TensorFlow's kernels (Eigen, oneDNN) sum k in blocks and with fused
  // multiply-adds, in no documented order; the flags let LLVM do the same.
  // Without them the dot products of transpose_b (k innermost) stay one
  // scalar add after another.
  auto flags = arith::FastMathFlagsAttr::get(
      b.getContext(),
      arith::FastMathFlags::reassoc | arith::FastMathFlags::contract);
  return linalg::GenericOp::create(
             b, loc, init.getType(), ValueRange{lhs, rhs}, init, maps,
             iterators,
             [&](OpBuilder &nb2, Location nloc, ValueRange a) {
               Value p = arith::MulFOp::create(nb2, nloc, a[0], a[1], flags);
               linalg::YieldOp::create(
                   nb2, nloc,
                   arith::AddFOp::create(nb2, nloc, a[2], p, flags)
                       .getResult());
             })
      .getResult(0);
}

FailureOr<Value> Legalizer::transpose(Operation *op, Value input,
                                      ArrayRef<int64_t> perm) {
  Location loc = op->getLoc();
  auto type = cast<RankedTensorType>(input.getType());
  if ((int64_t)perm.size() != type.getRank() || !isPermutationVector(perm)) {
    error(op) << "has a permutation that does not fit rank " << type.getRank();
    return failure();
  }
  // Constants (shape computations in gradients) are permuted here.
  DenseElementsAttr constant;
  if (matchPattern(input, m_Constant(&constant)) && type.hasStaticShape() &&
      type.getNumElements() <= 4096) {
    SmallVector<Attribute> values(constant.getValues<Attribute>());
    SmallVector<int64_t> shape;
    for (int64_t p : perm)
      shape.push_back(type.getDimSize(p));
    SmallVector<int64_t> inStrides = computeStrides(type.getShape());
    SmallVector<int64_t> outStrides = computeStrides(shape);
    SmallVector<Attribute> out(values.size());
    for (int64_t i = 0, n = values.size(); i < n; ++i) {
      SmallVector<int64_t> index = delinearize(i, outStrides);
      int64_t from = 0;
      for (auto [d, p] : llvm::enumerate(perm))
        from += index[d] * inStrides[p];
      out[i] = values[from];
    }
    return arith::ConstantOp::create(
               b, loc,
               DenseElementsAttr::get(
                   RankedTensorType::get(shape, type.getElementType()), out))
        .getResult();
  }
  SmallVector<OpFoldResult> sizes;
  for (int64_t p : perm)
    sizes.push_back(tensor::getMixedSize(b, loc, input, p));
  Value init = tensor::EmptyOp::create(b, loc, sizes, type.getElementType());
  return linalg::TransposeOp::create(b, loc, input, init, perm).getResult()[0];
}

FailureOr<Value> Legalizer::concat(Operation *op, ArrayRef<Value> inputs,
                                   int64_t axis) {
  Location loc = op->getLoc();
  auto first = cast<RankedTensorType>(inputs[0].getType());
  int64_t rank = first.getRank();
  if (axis < 0)
    axis += rank;
  if (axis < 0 || axis >= rank) {
    error(op) << "has axis out of range for rank " << rank;
    return failure();
  }
  for (Value v : inputs) {
    auto t = dyn_cast<RankedTensorType>(v.getType());
    if (!t || t.getRank() != rank ||
        t.getElementType() != first.getElementType()) {
      error(op) << "needs inputs of one rank and element type, got " << first
                << " and " << v.getType();
      return failure();
    }
    for (int64_t d = 0; d < rank; ++d)
      if (d != axis && !t.isDynamicDim(d) && !first.isDynamicDim(d) &&
          t.getDimSize(d) != first.getDimSize(d)) {
        error(op) << "concatenates " << first << " and " << t
                  << ", which differ in dimension " << d;
        return failure();
      }
  }
  // Constants (shape computations in gradients) are joined here.
  SmallVector<DenseElementsAttr> constants;
  for (Value v : inputs) {
    DenseElementsAttr c;
    auto t = dyn_cast<RankedTensorType>(v.getType());
    if (!t || !t.hasStaticShape() || t.getRank() != rank ||
        t.getNumElements() > 4096 || !matchPattern(v, m_Constant(&c)))
      break;
    constants.push_back(c);
  }
  if (constants.size() == inputs.size()) {
    SmallVector<int64_t> shape(first.getShape());
    shape[axis] = 0;
    for (DenseElementsAttr c : constants)
      shape[axis] += cast<RankedTensorType>(c.getType()).getDimSize(axis);
    // Row-major: the outer dimensions before `axis`, then each input's
    // block of its axis size times the inner dimensions.
    int64_t outer = 1;
    for (int64_t d = 0; d < axis; ++d)
      outer *= shape[d];
    SmallVector<SmallVector<Attribute>> values;
    SmallVector<int64_t> blocks;
    for (DenseElementsAttr c : constants) {
      values.emplace_back(c.getValues<Attribute>());
      blocks.push_back(values.back().size() / std::max<int64_t>(outer, 1));
    }
    SmallVector<Attribute> out;
    for (int64_t o = 0; o < outer; ++o)
      for (auto [v, block] : llvm::zip(values, blocks))
        out.append(v.begin() + o * block, v.begin() + (o + 1) * block);
    return arith::ConstantOp::create(
               b, loc,
               DenseElementsAttr::get(
                   RankedTensorType::get(shape, first.getElementType()), out))
        .getResult();
  }
  SmallVector<OpFoldResult> sizes = sizesOf(loc, inputs[0]);
  Value total = constantIndex(loc, 0);
  SmallVector<OpFoldResult> offsets;
  for (Value v : inputs) {
    offsets.push_back(getAsOpFoldResult(total));
    total = b.createOrFold<arith::AddIOp>(
        loc, total, b.createOrFold<tensor::DimOp>(loc, v, axis));
  }
  sizes[axis] = getAsOpFoldResult(total);
  Value result = tensor::EmptyOp::create(b, loc, sizes, first.getElementType());
  for (auto [v, offset] : llvm::zip(inputs, offsets)) {
    // An input empty along the axis adds nothing (and its offset may be the
    // end, which insert_slice does not take).
    if (cast<RankedTensorType>(v.getType()).getDimSize(axis) == 0)
      continue;
    SmallVector<OpFoldResult> at(rank, b.getIndexAttr(0));
    at[axis] = offset;
    SmallVector<OpFoldResult> strides(rank, b.getIndexAttr(1));
    result = tensor::InsertSliceOp::create(b, loc, v, result, at,
                                           sizesOf(loc, v), strides);
  }
  return result;
}

//===----------------------------------------------------------------------===//
// Driver: functions, blocks, control flow, calls
//===----------------------------------------------------------------------===//

/// A tensor (or scalar) of a float, integer or boolean type: what a
/// lowered function can take and return.
static bool isNumericTensorOrScalar(Type type) {
  Type element = getElementTypeOrSelf(type);
  return isa<FloatType>(element) || element.isSignlessInteger();
}

/// The join of two types a loop variable takes: equal dimensions stay,
/// others become dynamic; a scalar and a rank-0 tensor of one element type
/// join to the scalar (flows are f32 scalars in tagrad). Null if the types
/// differ in rank or element type.
Type joinTypes(Type a, Type b) {
  if (a == b)
    return a;
  auto ta = dyn_cast<RankedTensorType>(a);
  auto tb = dyn_cast<RankedTensorType>(b);
  if (ta && tb && ta.getElementType() == tb.getElementType() &&
      ta.getRank() == tb.getRank()) {
    SmallVector<int64_t> dims;
    for (auto [x, y] : llvm::zip(ta.getShape(), tb.getShape()))
      dims.push_back(x == y ? x : ShapedType::kDynamic);
    return RankedTensorType::get(dims, ta.getElementType());
  }
  if (!ta && tb && tb.getRank() == 0 && tb.getElementType() == a)
    return a;
  if (ta && !tb && ta.getRank() == 0 && ta.getElementType() == b)
    return b;
  return nullptr;
}

FailureOr<SmallVector<Value>> Legalizer::terminatorValues(Block &block) {
  if (block.empty())
    return failure();
  Operation &last = block.back();
  StringRef name = last.getName().getStringRef();
  if (name != "tf.Yield" && name != "func.return") {
    last.emitError() << "ends a TensorFlow region but is not tf.Yield or "
                        "func.return";
    return failure();
  }
  return SmallVector<Value>(last.getOperands());
}

LogicalResult Legalizer::convertOps(Block &block) {
  // Unregistered terminators (tf.Yield) are not known to be terminators,
  // so the last op is skipped by name.
  for (Operation &op : block) {
    StringRef name = op.getName().getStringRef();
    if (&op == &block.back() && (name == "tf.Yield" || name == "func.return"))
      break;
    if (failed(convertOp(&op)))
      return failure();
  }
  return success();
}

func::FuncOp Legalizer::lookupFunction(Operation *op, StringRef attrName) {
  auto ref = op->getAttrOfType<FlatSymbolRefAttr>(attrName);
  auto callee =
      ref ? module.lookupSymbol<func::FuncOp>(ref.getValue()) : nullptr;
  if (!callee || callee.isExternal() || !callee.getBody().hasOneBlock()) {
    error(op) << "needs '" << attrName
              << "' naming a function with one block in this module";
    return nullptr;
  }
  return callee;
}

/// Binds the arguments of `block` to the converted `operands`.
static void bindArguments(Block &block, ValueRange operands,
                          DenseMap<Value, Value> &values,
                          DenseMap<Value, unsigned> &resourceOf) {
  for (auto [arg, operand] : llvm::zip(block.getArguments(), operands)) {
    if (isResourceType(arg.getType())) {
      auto it = resourceOf.find(operand);
      if (it != resourceOf.end())
        resourceOf[arg] = it->second;
      continue;
    }
    values[arg] = values.lookup(operand);
  }
}

LogicalResult Legalizer::inlineCall(Operation *op, func::FuncOp callee,
                                    ValueRange operands) {
  if (inlineDepth > 64) {
    error(op) << "calls functions 64 deep (recursion cannot be inlined)";
    return failure();
  }
  Block &entry = callee.front();
  if (entry.getNumArguments() != operands.size()) {
    error(op) << "passes " << operands.size() << " operands to @"
              << callee.getName() << ", which takes "
              << entry.getNumArguments();
    return failure();
  }
  bindArguments(entry, operands, values, resourceOf);
  ++inlineDepth;
  LogicalResult converted = convertOps(entry);
  --inlineDepth;
  if (failed(converted))
    return failure();
  FailureOr<SmallVector<Value>> results = terminatorValues(entry);
  if (failed(results) || results->size() != op->getNumResults()) {
    error(op) << "has " << op->getNumResults() << " results but @"
              << callee.getName() << " returns a different number";
    return failure();
  }
  for (auto [result, value] : llvm::zip(op->getResults(), *results)) {
    if (auto r = resourceOfValue(value))
      resourceOf[result] = *r;
    else
      values[result] = lookup(value);
  }
  return success();
}

LogicalResult Legalizer::convertWhile(Operation *op, ValueRange inits,
                                      Block &cond, Block &body) {
  Location loc = op->getLoc();
  unsigned n = inits.size();
  if (cond.getNumArguments() != n || body.getNumArguments() != n ||
      op->getNumResults() != n) {
    error(op) << "has " << n << " loop variables but its cond, body and "
              << "results do not all have as many";
    return failure();
  }
  SmallVector<std::optional<unsigned>> resource(n);
  SmallVector<Value> initValues(n);
  SmallVector<Type> types(n);
  for (unsigned i = 0; i < n; ++i) {
    if (isResourceType(inits[i].getType())) {
      resource[i] = resourceOfValue(inits[i]);
      if (!resource[i]) {
        error(op) << "loop variable " << i
                  << " is a resource that no supported op created";
        return failure();
      }
      continue;
    }
    initValues[i] = lookup(inits[i]);
    types[i] = initValues[i].getType();
    if (auto t = dyn_cast<TensorType>(types[i]); t && !t.hasRank()) {
      error(op) << "loop variable " << i
                << " has no known rank where the loop starts (" << t << ")";
      return failure();
    }
  }
  SmallVector<Value> snapshot = slots;
  SmallVector<unsigned> carried;
  for (unsigned s = 0; s < snapshot.size(); ++s)
    carried.push_back(s);

  for (int attempt = 0; attempt < 16; ++attempt) {
    slots = snapshot;
    SmallVector<Value> operands;
    SmallVector<Type> loopTypes;
    for (unsigned i = 0; i < n; ++i) {
      if (resource[i])
        continue;
      Value v;
      if (failed(castTo(loc, initValues[i], types[i], v)))
        return error(op) << "cannot pass " << initValues[i].getType()
                         << " as loop variable " << i << " of type "
                         << types[i];
      operands.push_back(v);
      loopTypes.push_back(types[i]);
    }
    unsigned numVars = operands.size();
    for (unsigned s : carried) {
      operands.push_back(slots[s]);
      loopTypes.push_back(slots[s].getType());
    }
    SmallVector<Location> locs(loopTypes.size(), loc);
    auto whileOp = scf::WhileOp::create(b, loc, loopTypes, operands);
    OpBuilder::InsertionGuard guard(b);
    auto fail = [&]() {
      whileOp.erase();
      return failure();
    };

    auto bindRegion = [&](Block &src, Block *dst) {
      unsigned k = 0;
      for (unsigned i = 0; i < n; ++i) {
        if (resource[i])
          resourceOf[src.getArgument(i)] = *resource[i];
        else
          values[src.getArgument(i)] = dst->getArgument(k++);
      }
      for (unsigned s : carried)
        slots[s] = dst->getArgument(k++);
    };
    Block *before = b.createBlock(&whileOp.getBefore(), {}, loopTypes, locs);
    bindRegion(cond, before);
    if (failed(convertOps(cond)))
      return fail();
    FailureOr<SmallVector<Value>> condValues = terminatorValues(cond);
    if (failed(condValues) || condValues->size() != 1) {
      error(op) << "needs a cond region yielding one boolean";
      return fail();
    }
    Value predicate = toScalar(loc, lookup((*condValues)[0]));
    if (!predicate || !predicate.getType().isInteger(1)) {
      error(op) << "needs a boolean loop condition";
      return fail();
    }
    SmallVector<Value> forwarded(before->getArguments().take_front(numVars));
    SmallVector<bool> condChanged;
    for (auto [k, s] : llvm::enumerate(carried)) {
      forwarded.push_back(slots[s]);
      condChanged.push_back(slots[s] != before->getArgument(numVars + k));
    }
    scf::ConditionOp::create(b, loc, predicate, forwarded);

    Block *after = b.createBlock(&whileOp.getAfter(), {}, loopTypes, locs);
    bindRegion(body, after);
    if (failed(convertOps(body)))
      return fail();
    FailureOr<SmallVector<Value>> yields = terminatorValues(body);
    if (failed(yields) || yields->size() != n) {
      error(op) << "needs a body region yielding its " << n
                << " loop variables";
      return fail();
    }
    bool again = false;
    SmallVector<Value> next;
    for (unsigned i = 0; i < n; ++i) {
      if (resource[i]) {
        if (resourceOfValue((*yields)[i]) != resource[i]) {
          error(op) << "loop variable " << i
                    << " is a resource handle that the body replaces";
          return fail();
        }
        continue;
      }
      Value y = lookup((*yields)[i]);
      Type joined = joinTypes(types[i], y.getType());
      if (!joined) {
        error(op) << "loop variable " << i << " enters as " << types[i]
                  << " and comes back as " << y.getType();
        return fail();
      }
      if (joined != types[i]) {
        types[i] = joined;
        again = true;
      }
      next.push_back(y);
    }
    // The slots the loop changes: carried ones that either region updates,
    // and any other the body updated after all.
    SmallVector<unsigned> changed;
    for (auto [k, s] : llvm::enumerate(carried))
      if (condChanged[k] || slots[s] != after->getArgument(numVars + k))
        changed.push_back(s);
    for (unsigned s = 0; s < snapshot.size(); ++s)
      if (!llvm::is_contained(carried, s) && slots[s] != snapshot[s])
        changed.push_back(s);
    llvm::sort(changed);
    if (changed != carried) {
      carried = changed;
      again = true;
    }
    if (again) {
      whileOp.erase();
      continue;
    }
    SmallVector<Value> yielded;
    for (auto [v, t] : llvm::zip(next, loopTypes)) {
      Value c;
      if (failed(castTo(loc, v, t, c))) {
        error(op) << "cannot pass " << v.getType() << " back as " << t;
        return fail();
      }
      yielded.push_back(c);
    }
    for (unsigned s : carried)
      yielded.push_back(slots[s]);
    scf::YieldOp::create(b, loc, yielded);

    unsigned k = 0;
    for (unsigned i = 0; i < n; ++i) {
      if (resource[i])
        resourceOf[op->getResult(i)] = *resource[i];
      else
        values[op->getResult(i)] = whileOp.getResult(k++);
    }
    slots = snapshot;
    for (unsigned s : carried)
      slots[s] = whileOp.getResult(k++);
    return success();
  }
  return error(op) << "has loop variable types that do not settle";
}

LogicalResult Legalizer::convertIf(Operation *op, Value sourcePredicate,
                                   Block &thenBlock, Block &elseBlock) {
  Location loc = op->getLoc();
  Value converted = lookup(sourcePredicate);
  auto predicateType = dyn_cast_or_null<RankedTensorType>(
      converted ? converted.getType() : Type());
  if (predicateType && predicateType.getRank() != 0)
    return error(op) << "needs a scalar predicate, got " << predicateType;
  Value predicate = converted ? toScalar(loc, converted) : Value();
  if (!predicate || !predicate.getType().isInteger(1))
    return error(op) << "needs a boolean predicate";
  SmallVector<Value> snapshot = slots;
  auto scratch = scf::IfOp::create(b, loc, TypeRange{}, predicate,
                                   /*withElseRegion=*/true);
  auto fail = [&]() {
    scratch.erase();
    slots = snapshot;
    return failure();
  };
  Block *branches[2] = {&thenBlock, &elseBlock};
  Block *built[2] = {scratch.thenBlock(), scratch.elseBlock()};
  SmallVector<Value> branchValues[2];
  SmallVector<Value> branchSlots[2];
  SmallVector<std::optional<unsigned>> branchResources[2];
  for (int k = 0; k < 2; ++k) {
    OpBuilder::InsertionGuard guard(b);
    built[k]->getTerminator()->erase();
    b.setInsertionPointToEnd(built[k]);
    slots = snapshot;
    if (failed(convertOps(*branches[k])))
      return fail();
    FailureOr<SmallVector<Value>> results = terminatorValues(*branches[k]);
    if (failed(results) || results->size() != op->getNumResults()) {
      error(op) << "has branches that do not yield its " << op->getNumResults()
                << " results";
      return fail();
    }
    for (Value v : *results) {
      branchResources[k].push_back(resourceOfValue(v));
      branchValues[k].push_back(branchResources[k].back() ? Value()
                                                          : lookup(v));
    }
    branchSlots[k] = slots;
  }
  SmallVector<Type> resultTypes;
  for (unsigned i = 0; i < op->getNumResults(); ++i) {
    if (branchResources[0][i] || branchResources[1][i]) {
      if (branchResources[0][i] != branchResources[1][i]) {
        if (!branchResources[0][i] || !branchResources[1][i])
          error(op) << "result " << i
                    << " is a resource handle in one branch and a tensor "
                       "in the other";
        else
          error(op) << "result " << i
                    << " is a different resource in each branch";
        return fail();
      }
      continue;
    }
    Type joined =
        joinTypes(branchValues[0][i].getType(), branchValues[1][i].getType());
    if (!joined) {
      error(op) << "result " << i << " is " << branchValues[0][i].getType()
                << " in one branch and " << branchValues[1][i].getType()
                << " in the other";
      return fail();
    }
    resultTypes.push_back(joined);
  }
  SmallVector<unsigned> changed;
  for (unsigned s = 0; s < snapshot.size(); ++s)
    if (branchSlots[0][s] != snapshot[s] || branchSlots[1][s] != snapshot[s]) {
      changed.push_back(s);
      resultTypes.push_back(snapshot[s].getType());
    }
  for (int k = 0; k < 2; ++k) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToEnd(built[k]);
    SmallVector<Value> yielded;
    unsigned t = 0;
    for (unsigned i = 0; i < op->getNumResults(); ++i) {
      if (!branchValues[k][i])
        continue;
      Value c;
      if (failed(castTo(loc, branchValues[k][i], resultTypes[t++], c))) {
        error(op) << "cannot join the branches' result " << i;
        return fail();
      }
      yielded.push_back(c);
    }
    for (unsigned s : changed)
      yielded.push_back(branchSlots[k][s]);
    scf::YieldOp::create(b, loc, yielded);
  }
  auto ifOp = scf::IfOp::create(b, loc, resultTypes, predicate,
                                /*addThenBlock=*/false,
                                /*addElseBlock=*/false);
  ifOp.getThenRegion().takeBody(scratch.getThenRegion());
  ifOp.getElseRegion().takeBody(scratch.getElseRegion());
  scratch.erase();
  unsigned r = 0;
  for (unsigned i = 0; i < op->getNumResults(); ++i) {
    if (branchResources[0][i])
      resourceOf[op->getResult(i)] = *branchResources[0][i];
    else
      values[op->getResult(i)] = ifOp.getResult(r++);
  }
  slots = snapshot;
  for (unsigned s : changed)
    slots[s] = ifOp.getResult(r++);
  return success();
}

LogicalResult Legalizer::convertOp(Operation *op) {
  StringRef name = op->getName().getStringRef();
  b.setInsertionPointToEnd(b.getInsertionBlock());

  if (name == "tf.WhileRegion") {
    if (op->getNumRegions() != 2 || op->getRegion(0).empty() ||
        op->getRegion(1).empty())
      return error(op) << "needs a cond and a body region";
    return convertWhile(op, op->getOperands(), op->getRegion(0).front(),
                        op->getRegion(1).front());
  }
  if (name == "tf.While") {
    func::FuncOp cond = lookupFunction(op, "cond");
    func::FuncOp body = cond ? lookupFunction(op, "body") : nullptr;
    if (!body)
      return failure();
    return convertWhile(op, op->getOperands(), cond.front(), body.front());
  }
  if (name == "tf.IfRegion") {
    if (op->getNumOperands() != 1 || op->getNumRegions() != 2 ||
        op->getRegion(0).empty() || op->getRegion(1).empty())
      return error(op) << "needs a predicate and two regions";
    return convertIf(op, op->getOperand(0), op->getRegion(0).front(),
                     op->getRegion(1).front());
  }
  if (name == "tf.If" || name == "tf.StatelessIf") {
    func::FuncOp thenFunc = lookupFunction(op, "then_branch");
    func::FuncOp elseFunc =
        thenFunc ? lookupFunction(op, "else_branch") : nullptr;
    if (!elseFunc)
      return failure();
    if (op->getNumOperands() < 1)
      return error(op) << "needs a predicate operand";
    ValueRange args = op->getOperands().drop_front();
    if (thenFunc.getNumArguments() != args.size() ||
        elseFunc.getNumArguments() != args.size())
      return error(op) << "passes " << args.size()
                       << " operands to branches that take a different number";
    bindArguments(thenFunc.front(), args, values, resourceOf);
    bindArguments(elseFunc.front(), args, values, resourceOf);
    return convertIf(op, op->getOperand(0), thenFunc.front(), elseFunc.front());
  }
  if (name == "tf.PartitionedCall" || name == "tf.StatefulPartitionedCall" ||
      name == "tf.LegacyCall") {
    func::FuncOp callee = lookupFunction(op, "f");
    if (!callee)
      return failure();
    return inlineCall(op, callee, op->getOperands());
  }
  if (auto call = dyn_cast<func::CallOp>(op)) {
    auto callee = module.lookupSymbol<func::FuncOp>(call.getCallee());
    if (callee && !callee.isExternal() &&
        llvm::any_of(callee.getArgumentTypes(), isResourceType))
      return inlineCall(op, callee, op->getOperands());
  }
  if (name == "builtin.unrealized_conversion_cast" &&
      op->getNumOperands() == op->getNumResults()) {
    for (auto [from, to] : llvm::zip(op->getOperands(), op->getResults())) {
      if (auto r = resourceOfValue(from))
        resourceOf[to] = *r;
      else
        values[to] = lookup(from);
    }
    return success();
  }

  // Operands: converted values; resources are looked up by the handlers,
  // and only where TensorFlow's op takes one.
  unsigned resourceOperands = resourceOperandCount(name);
  SmallVector<Value> operands;
  for (auto [i, operand] : llvm::enumerate(op->getOperands())) {
    if (isResourceType(operand.getType())) {
      if (i >= resourceOperands)
        return error(op) << "takes a resource handle as operand " << i
                         << ", where TensorFlow's op takes a tensor";
      if (!resourceOfValue(operand))
        return error(op) << "takes a resource (operand " << i
                         << ") that no supported op created";
      operands.push_back(Value());
      continue;
    }
    Value v = lookup(operand);
    if (!v)
      return error(op) << "uses a value (operand " << i
                       << ") that was not converted";
    operands.push_back(v);
  }

  // Ops of registered dialects (arith, tensor, ... next to tf ops) are
  // kept, on converted operands.
  if (op->getDialect() && !name.starts_with("tf.")) {
    if (op->getNumRegions() != 0)
      return op->emitError()
             << "'" << name << "' with regions cannot be mixed with tf ops";
    IRMapping mapping;
    for (auto [from, to] : llvm::zip(op->getOperands(), operands))
      if (to)
        mapping.map(from, to);
    Operation *clone = b.clone(*op, mapping);
    for (auto [from, to] : llvm::zip(op->getResults(), clone->getResults()))
      values[from] = to;
    return success();
  }

  if (!name.consume_front("tf."))
    return op->emitError() << "'" << op->getName()
                           << "' is not supported by -tagrad-legalize-tf";
  auto handler = handlers.find(name);
  if (handler == handlers.end())
    return op->emitError() << "'" << op->getName()
                           << "' is not supported by -tagrad-legalize-tf";
  if (failed(verifyArity(op)) || failed(verifyAttributeKinds(op)) ||
      failed(verifyOperandKinds(op, operands)))
    return failure();
  SmallVector<Value> results;
  Block *block = b.getInsertionBlock();
  Block::iterator point = b.getInsertionPoint();
  Operation *before = point == block->begin() ? nullptr : &*std::prev(point);
  if (failed(handler->second(op, operands, results)))
    return failure();
  // The ops a handler builds follow TensorFlow's rules only as far as the
  // handler checks them: TaGrad's verifiers hold the rest (a constant
  // negative size, a value that does not fit the element shape), and their
  // diagnostic, at the TensorFlow op's location, beats leaving invalid IR
  // for the passes after this one.
  if (b.getInsertionBlock() == block)
    for (Operation &created : llvm::make_range(
             before ? std::next(Block::iterator(before)) : block->begin(),
             b.getInsertionPoint()))
      if (failed(mlir::verify(&created, /*verifyRecursively=*/false)))
        return failure();
  assert(results.size() == op->getNumResults() &&
         "a handler gives one value per result (null for resources)");
  for (auto [result, value] : llvm::zip(op->getResults(), results))
    if (value)
      values[result] = value;
  return success();
}

/// Operand and result counts of the supported ops (-1: any number; "N"
/// for as many results as operands), so that handlers index safely.
static LogicalResult verifyArity(Operation *op) {
  struct Arity {
    int minOperands, maxOperands, results;
  };
  constexpr int any = -1, same = -2, allButFirst = -3;
  static const llvm::StringMap<Arity> arities = [] {
    llvm::StringMap<Arity> m;
    auto set = [&](std::initializer_list<StringRef> names, Arity a) {
      for (StringRef n : names)
        m[n] = a;
    };
    set({"Identity", "Snapshot", "StopGradient", "PreventGradient",
         "LogicalNot", "Cast", "Shape", "Size", "Rank", "Squeeze", "ZerosLike",
         "OnesLike", "StackPopV2", "ReadVariableOp", "VarIsInitializedOp",
         "StackV2"},
        {1, 1, 1});
    for (StringRef unary : kUnaryOps)
      m[unary] = {1, 1, 1};
    set({"IdentityN"}, {0, any, same});
    set({"InvertPermutation"}, {1, 1, 1});
    set({"NoOp"}, {0, any, 0});
    set({"Const", "VarHandleOp"}, {0, 0, 1});
    set({"Add",
         "AddV2",
         "Sub",
         "Mul",
         "RealDiv",
         "Maximum",
         "Minimum",
         "SquaredDifference",
         "FloorMod",
         "FloorDiv",
         "Pow",
         "TanhGrad",
         "SigmoidGrad",
         "ReluGrad",
         "Less",
         "LessEqual",
         "SqrtGrad",
         "RsqrtGrad",
         "ReciprocalGrad",
         "InvGrad",
         "Relu6Grad",
         "EluGrad",
         "SoftplusGrad",
         "SoftsignGrad",
         "LeakyReluGrad",
         "Greater",
         "GreaterEqual",
         "Equal",
         "NotEqual",
         "LogicalAnd",
         "LogicalOr",
         "MatMul",
         "BatchMatMul",
         "BatchMatMulV2",
         "BatchMatMulV3",
         "Sum",
         "Mean",
         "Max",
         "Prod",
         "Reshape",
         "ExpandDims",
         "Transpose",
         "Fill",
         "Tile",
         "EnsureShape",
         "StackPushV2"},
        {2, 2, 1});
    set({"Select", "SelectV2", "Range", "Slice", "GatherV2",
         "UnsortedSegmentSum"},
        {3, 3, 1});
    set({"Gather", "ReverseV2", "Pad"}, {2, 2, 1});
    set({"PadV2"}, {3, 3, 1});
    set({"ArgMax", "ArgMin"}, {2, 2, 1});
    set({"OneHot"}, {4, 4, 1});
    set({"Split"}, {2, 2, any});
    set({"SplitV"}, {3, 3, any});
    set({"ConcatOffset"}, {3, any, allButFirst});
    set({"AddN", "Pack"}, {1, any, 1});
    set({"ConcatV2", "Concat"}, {2, any, 1});
    set({"Unpack"}, {1, 1, any});
    set({"BroadcastGradientArgs", "SoftmaxCrossEntropyWithLogits"}, {2, 2, 2});
    set({"BiasAdd"}, {2, 2, 1});
    set({"BiasAddGrad", "Softmax", "LogSoftmax", "L2Loss"}, {1, 1, 1});
    set({"StridedSlice"}, {4, 4, 1});
    set({"StridedSliceGrad"}, {5, 5, 1});
    set({"TensorArrayV3"}, {1, 1, 2});
    set({"TensorArrayWriteV3", "TensorArrayScatterV3", "TensorArraySplitV3"},
        {4, 4, 1});
    set({"TensorArrayReadV3", "TensorArrayGatherV3"}, {3, 3, 1});
    set({"TensorArrayConcatV3"}, {2, 2, 2});
    set({"TensorArraySizeV3"}, {2, 2, 1});
    set({"TensorArrayCloseV3", "StackCloseV2"}, {1, 1, 0});
    set({"TensorArrayGradV3"}, {2, 2, 2});
    set({"TensorArrayGradWithShape"}, {3, 3, 2});
    set({"AssignVariableOp", "AssignAddVariableOp", "AssignSubVariableOp"},
        {2, 2, 0});
    set({"ResourceApplyGradientDescent"}, {3, 3, 0});
    set({"ResourceApplyMomentum"}, {5, 5, 0});
    set({"FusedBatchNorm", "FusedBatchNormV2"}, {5, 5, 5});
    set({"FusedBatchNormV3"}, {5, 5, 6});
    set({"FusedBatchNormGrad", "FusedBatchNormGradV2"}, {5, 5, 5});
    set({"FusedBatchNormGradV3"}, {6, 6, 5});
    return m;
  }();
  StringRef name = op->getName().getStringRef().drop_front(3);
  auto it = arities.find(name);
  if (it == arities.end())
    return success();
  const Arity &a = it->second;
  int operands = op->getNumOperands(), results = op->getNumResults();
  bool operandsOk = operands >= a.minOperands &&
                    (a.maxOperands == any || operands <= a.maxOperands);
  bool resultsOk =
      a.results == any || (a.results == same          ? results == operands
                           : a.results == allButFirst ? results == operands - 1
                                                      : results == a.results);
  if (operandsOk && resultsOk)
    return success();
  InFlightDiagnostic diag = op->emitError()
                            << "'" << op->getName() << "' has " << operands
                            << " operands and " << results
                            << " results; TensorFlow's op has ";
  if (a.maxOperands == any)
    diag << "at least " << a.minOperands;
  else
    diag << a.minOperands;
  diag << " operands and ";
  if (a.results == any)
    diag << "any number of";
  else if (a.results == same)
    diag << "as many";
  else if (a.results == allButFirst)
    diag << "one fewer";
  else
    diag << a.results;
  return diag << " results";
}

/// The attributes the handlers read, by kind: a present attribute of
/// another kind is malformed input, not a default.
static LogicalResult verifyAttributeKinds(Operation *op) {
  enum Kind { Bool, Float, String, Integer, Type_, Array };
  static const llvm::StringMap<Kind> kinds = {
      {"epsilon", Float},
      {"exponential_avg_factor", Float},
      {"data_format", String},
      {"is_training", Bool},
      {"dynamic_size", Bool},
      {"clear_after_read", Bool},
      {"identical_element_shapes", Bool},
      {"tensor_array_name", String},
      {"source", String},
      {"transpose_a", Bool},
      {"transpose_b", Bool},
      {"adj_x", Bool},
      {"adj_y", Bool},
      {"keep_dims", Bool},
      {"begin_mask", Integer},
      {"end_mask", Integer},
      {"ellipsis_mask", Integer},
      {"new_axis_mask", Integer},
      {"shrink_axis_mask", Integer},
      {"axis", Integer},
      {"squeeze_dims", Array},
      {"shared_name", String},
      {"stack_name", String},
      {"use_nesterov", Bool},
      {"alpha", Float},
      {"dtype", Type_},
      {"elem_type", Type_},
      {"DstT", Type_},
      {"out_type", Type_},
      {"output_type", Type_}};
  static constexpr StringLiteral names[] = {
      "a boolean", "a float", "a string", "an integer", "a type", "an array"};
  for (NamedAttribute attr : op->getAttrs()) {
    auto it = kinds.find(attr.getName().strref());
    if (it == kinds.end())
      continue;
    Attribute value = attr.getValue();
    bool ok = false;
    switch (it->second) {
    case Bool:
      ok = isa<BoolAttr>(value);
      break;
    case Float:
      ok = isa<FloatAttr>(value);
      break;
    case String:
      ok = isa<StringAttr>(value);
      break;
    case Integer:
      ok = isa<IntegerAttr>(value) && !isa<BoolAttr>(value);
      break;
    case Type_:
      ok = isa<TypeAttr>(value);
      break;
    case Array:
      ok = isa<ArrayAttr>(value) &&
           llvm::all_of(cast<ArrayAttr>(value), llvm::IsaPred<IntegerAttr>);
      break;
    }
    if (!ok)
      return op->emitError()
             << "'" << op->getName() << "' has a malformed '"
             << attr.getName().strref() << "' attribute: expected "
             << names[it->second] << ", got " << value;
  }
  if (auto format = op->getAttrOfType<StringAttr>("data_format"))
    if (!llvm::is_contained({"NHWC", "NCHW", "NDHWC", "NCDHW"},
                            format.getValue()))
      return op->emitError() << "'" << op->getName()
                             << "' has an unsupported data_format " << format;
  return success();
}

/// What the operands that TensorFlow's kernels read as indices, sizes,
/// shapes, flows and predicates must be: checked before the handlers use
/// them, so a wrong one is a diagnostic rather than a bad cast.
static LogicalResult verifyOperandKinds(Operation *op,
                                        ArrayRef<Value> operands) {
  enum Kind {
    IntScalar,
    IntVector,
    IntScalarOrVector,
    IntScalarOrVectorOrMore,
    Flow,
    Bool,
    NumScalar
  };
  static constexpr StringLiteral descriptions[] = {
      "an integer scalar",           "an integer vector",
      "an integer scalar or vector", "an integer tensor",
      "a flow (an f32 scalar)",      "a boolean tensor",
      "a number (a scalar)"};
  // Operand index (negative: from the end; `rest`: this and all after).
  struct Rule {
    int index;
    Kind kind;
    bool rest = false;
  };
  static const llvm::StringMap<SmallVector<Rule>> rules = {
      {"TensorArrayV3", {{0, IntScalar}}},
      {"TensorArrayWriteV3", {{1, IntScalar}, {3, Flow}}},
      {"TensorArrayReadV3", {{1, IntScalar}, {2, Flow}}},
      {"TensorArrayGatherV3", {{1, IntVector}, {2, Flow}}},
      {"TensorArrayScatterV3", {{1, IntVector}, {3, Flow}}},
      {"TensorArrayConcatV3", {{1, Flow}}},
      {"TensorArraySplitV3", {{2, IntVector}, {3, Flow}}},
      {"TensorArraySizeV3", {{1, Flow}}},
      {"TensorArrayGradV3", {{1, Flow}}},
      {"TensorArrayGradWithShape", {{1, Flow}, {2, IntVector}}},
      {"StackV2", {{0, IntScalar}}},
      {"Range", {{0, NumScalar}, {1, NumScalar}, {2, NumScalar}}},
      {"Fill", {{0, IntVector}, {1, NumScalar}}},
      {"Reshape", {{1, IntVector}}},
      {"Tile", {{1, IntVector}}},
      {"ExpandDims", {{1, IntScalarOrVector}}},
      {"Transpose", {{1, IntVector}}},
      {"Sum", {{1, IntScalarOrVector}}},
      {"Mean", {{1, IntScalarOrVector}}},
      {"Max", {{1, IntScalarOrVector}}},
      {"Prod", {{1, IntScalarOrVector}}},
      {"ConcatV2", {{-1, IntScalar}}},
      {"Concat", {{0, IntScalar}}},
      {"Slice", {{1, IntVector}, {2, IntVector}}},
      {"StridedSlice", {{1, IntVector, true}}},
      {"StridedSliceGrad",
       {{0, IntVector}, {1, IntVector}, {2, IntVector}, {3, IntVector}}},
      {"BroadcastGradientArgs", {{0, IntVector, true}}},
      {"ConcatOffset", {{0, IntScalar}, {1, IntVector, true}}},
      {"InvertPermutation", {{0, IntVector}}},
      {"GatherV2", {{1, IntScalarOrVectorOrMore}, {2, IntScalar}}},
      {"Gather", {{1, IntScalarOrVectorOrMore}}},
      {"Split", {{0, IntScalar}}},
      {"ArgMax", {{1, IntScalar}}},
      {"ArgMin", {{1, IntScalar}}},
      {"OneHot",
       {{0, IntScalarOrVectorOrMore},
        {1, IntScalar},
        {2, NumScalar},
        {3, NumScalar}}},
      {"SplitV", {{1, IntVector}, {2, IntScalar}}},
      {"ReverseV2", {{1, IntScalarOrVector}}},
      {"Pad", {{1, IntScalarOrVectorOrMore}}},
      {"PadV2", {{1, IntScalarOrVectorOrMore}, {2, NumScalar}}},
      {"UnsortedSegmentSum", {{1, IntScalarOrVectorOrMore}, {2, IntScalar}}},
      {"Select", {{0, Bool}}},
      {"SelectV2", {{0, Bool}}},
      {"LogicalAnd", {{0, Bool, true}}},
      {"LogicalOr", {{0, Bool, true}}},
      {"LogicalNot", {{0, Bool}}}};
  auto it = rules.find(op->getName().getStringRef().drop_front(3));
  if (it == rules.end())
    return success();
  auto matches = [](Value v, Kind kind) {
    Type type = v.getType();
    auto tensor = dyn_cast<RankedTensorType>(type);
    Type element = getElementTypeOrSelf(type);
    bool scalar = !isa<ShapedType>(type) || (tensor && tensor.getRank() == 0);
    bool vector = tensor && tensor.getRank() == 1;
    bool isInt = element.isSignlessInteger() && !element.isInteger(1);
    switch (kind) {
    case IntScalar:
      return isInt && scalar;
    case IntVector:
      return isInt && vector;
    case IntScalarOrVector:
      return isInt && (scalar || vector);
    case IntScalarOrVectorOrMore:
      return isInt;
    case Flow:
      return element.isF32() && scalar;
    case Bool:
      return element.isInteger(1);
    case NumScalar:
      return scalar && (isa<FloatType>(element) || isInt);
    }
    return false;
  };
  int n = operands.size();
  for (const Rule &rule : it->second) {
    int first = rule.index < 0 ? n + rule.index : rule.index;
    int last = rule.rest ? n - 1 : first;
    for (int i = first; i <= last && i < n; ++i) {
      if (!operands[i] || matches(operands[i], rule.kind))
        continue;
      return op->emitError()
             << "'" << op->getName() << "' needs " << descriptions[rule.kind]
             << " as operand " << i << ", got " << operands[i].getType();
    }
  }
  if (op->getName().getStringRef() == "tf.Range" &&
      (getElementTypeOrSelf(operands[0].getType()) !=
           getElementTypeOrSelf(operands[1].getType()) ||
       getElementTypeOrSelf(operands[0].getType()) !=
           getElementTypeOrSelf(operands[2].getType())))
    return op->emitError() << "'" << op->getName()
                           << "' needs start, limit and delta of one type";
  return success();
}

/// How many leading operands of a tf op may be resource handles (all, for
/// the ops that only forward their operands).
static unsigned resourceOperandCount(StringRef name) {
  name.consume_front("tf.");
  if (llvm::is_contained({"Identity", "IdentityN", "Snapshot", "StopGradient",
                          "PreventGradient", "NoOp"},
                         name))
    return ~0u;
  if (name == "ResourceApplyMomentum")
    return 2;
  if (name.starts_with("TensorArray") || name.starts_with("Stack") ||
      name.starts_with("Assign") || name.starts_with("ResourceApply") ||
      name == "ReadVariableOp" || name == "VarIsInitializedOp")
    return 1;
  return 0;
}

/// The functions `op` and its nested ops name through TensorFlow's
/// function attributes (calls, loop and branch functions).
static void collectCallees(Operation *root, ModuleOp module,
                           SetVector<func::FuncOp> &callees) {
  root->walk([&](Operation *op) {
    for (NamedAttribute attr : op->getAttrs()) {
      auto ref = dyn_cast<FlatSymbolRefAttr>(attr.getValue());
      if (!ref)
        continue;
      auto callee = module.lookupSymbol<func::FuncOp>(ref.getValue());
      if (callee && callees.insert(callee))
        collectCallees(callee, module, callees);
    }
  });
}

LogicalResult Legalizer::run(func::FuncOp func) {
  MLIRContext *context = func.getContext();
  Location loc = func.getLoc();
  if (!func.getBody().hasOneBlock())
    return func.emitError() << "has " << func.getBody().getBlocks().size()
                            << " blocks; -tagrad-legalize-tf takes "
                               "functions of one block";

  // Variables, by shared_name, from this function and all it calls.
  std::map<std::string, TensorType> variableTypes;
  SetVector<func::FuncOp> scope;
  scope.insert(func);
  collectCallees(func, module, scope);
  for (func::FuncOp f : scope) {
    WalkResult walk = f.walk([&](Operation *op) {
      if (op->getName().getStringRef() != "tf.VarHandleOp")
        return WalkResult::advance();
      auto sharedName = op->getAttrOfType<StringAttr>("shared_name");
      std::string key = sharedName && !sharedName.getValue().empty()
                            ? sharedName.getValue().str()
                            : nodeName(op->getLoc());
      TensorType type = op->getNumResults() == 1
                            ? resourceSubtype(op->getResult(0).getType())
                            : nullptr;
      if (!type) {
        auto dtype = op->getAttrOfType<TypeAttr>("dtype");
        FailureOr<std::optional<SmallVector<int64_t>>> shape =
            parseShapeAttr(op->getAttr("shape"));
        if (dtype && succeeded(shape) && *shape)
          type = RankedTensorType::get(**shape, dtype.getValue());
      }
      auto ranked = dyn_cast_or_null<RankedTensorType>(type);
      if (ranked && !isNumericTensorOrScalar(ranked)) {
        op->emitError() << "'tf.VarHandleOp' '" << key << "' holds " << ranked
                        << ", which TaGrad cannot take (numbers and booleans "
                           "only)";
        return WalkResult::interrupt();
      }
      if (!ranked) {
        op->emitError() << "'tf.VarHandleOp' '" << key
                        << "' needs a ranked type (a resource subtype or "
                           "dtype and shape attributes)";
        return WalkResult::interrupt();
      }
      auto [it, inserted] = variableTypes.try_emplace(key, ranked);
      if (!inserted && it->second != ranked) {
        op->emitError() << "'tf.VarHandleOp' '" << key << "' is " << ranked
                        << " here but " << it->second << " elsewhere";
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return failure();
  }

  Block &entry = func.front();
  SmallVector<Type> argTypes;
  for (BlockArgument arg : entry.getArguments()) {
    if (isResourceType(arg.getType()))
      return emitError(arg.getLoc())
             << "argument " << arg.getArgNumber() << " of @" << func.getName()
             << " is a resource; -tagrad-legalize-tf takes variables as "
                "tf.VarHandleOp only";
    if (!isNumericTensorOrScalar(arg.getType()))
      return emitError(arg.getLoc())
             << "argument " << arg.getArgNumber() << " of @" << func.getName()
             << " has type " << arg.getType()
             << ", which TaGrad cannot take (numbers and booleans only)";
    argTypes.push_back(arg.getType());
  }
  unsigned numArgs = argTypes.size();
  for (auto &[name, type] : variableTypes)
    argTypes.push_back(type);

  auto newFunc = func::FuncOp::create(loc, func.getName(),
                                      FunctionType::get(context, argTypes, {}));
  func->getBlock()->getOperations().insertAfter(Block::iterator(func), newFunc);
  Block *newEntry = newFunc.addEntryBlock();
  b.setInsertionPointToStart(newEntry);
  for (unsigned i = 0; i < numArgs; ++i)
    values[entry.getArgument(i)] = newEntry->getArgument(i);
  unsigned argument = numArgs;
  for (auto &[name, type] : variableTypes) {
    Resource variable{Resource::Variable, name};
    variable.argument = argument;
    variable.value = addSlot(newEntry->getArgument(argument++));
    variablesByName[name] = resources.size();
    resources.push_back(variable);
  }

  auto fail = [&]() {
    newFunc.erase();
    return failure();
  };
  if (failed(convertOps(entry)))
    return fail();
  FailureOr<SmallVector<Value>> returned = terminatorValues(entry);
  if (failed(returned))
    return fail();
  SmallVector<Value> results;
  for (auto [i, v] : llvm::enumerate(*returned)) {
    if (isResourceType(v.getType())) {
      emitError(entry.back().getLoc())
          << "result " << i << " of @" << func.getName()
          << " is a resource, which -tagrad-legalize-tf cannot return";
      return fail();
    }
    if (!isNumericTensorOrScalar(v.getType())) {
      emitError(entry.back().getLoc())
          << "result " << i << " of @" << func.getName() << " has type "
          << v.getType()
          << ", which TaGrad cannot return (numbers and booleans only)";
      return fail();
    }
    // TensorFlow returns tensors: a flow (an f32 scalar here) goes back
    // as tensor<f32>.
    b.setInsertionPointToEnd(newEntry);
    results.push_back(toTensor(entry.back().getLoc(), lookup(v)));
  }
  SmallVector<std::string> writtenNames;
  for (auto &[name, id] : variablesByName)
    if (resources[id].written) {
      results.push_back(slots[resources[id].value]);
      writtenNames.push_back(name);
    }
  b.setInsertionPointToEnd(newEntry);
  func::ReturnOp::create(b, entry.back().getLoc(), results);
  newFunc.setFunctionType(
      FunctionType::get(context, argTypes, ValueRange(results).getTypes()));

  // Names: tf.entry_function's inputs/outputs, index paths, variables.
  SmallVector<StringRef> inputNames, outputNames;
  if (auto entryAttr =
          func->getAttrOfType<DictionaryAttr>("tf.entry_function")) {
    if (auto in = entryAttr.getAs<StringAttr>("inputs"))
      in.getValue().split(inputNames, ',', -1, false);
    if (auto out = entryAttr.getAs<StringAttr>("outputs"))
      out.getValue().split(outputNames, ',', -1, false);
  }
  for (unsigned i = 0; i < numArgs; ++i) {
    if (DictionaryAttr attrs = func.getArgAttrDict(i))
      for (NamedAttribute attr : attrs)
        newFunc.setArgAttr(i, attr.getName(), attr.getValue());
    if (i < inputNames.size())
      newFunc.setArgAttr(i, "tagrad.name", b.getStringAttr(inputNames[i]));
  }
  unsigned numReturned = returned->size();
  for (unsigned i = 0; i < numReturned; ++i) {
    if (i < func.getNumResults())
      if (DictionaryAttr attrs = func.getResultAttrDict(i))
        for (NamedAttribute attr : attrs)
          newFunc.setResultAttr(i, attr.getName(), attr.getValue());
    if (i < outputNames.size())
      newFunc.setResultAttr(i, "tagrad.name", b.getStringAttr(outputNames[i]));
  }
  for (auto [i, name] : llvm::enumerate(variableTypes))
    newFunc.setArgAttr(numArgs + i, "tagrad.variable",
                       b.getStringAttr(name.first));
  for (auto [i, name] : llvm::enumerate(writtenNames))
    newFunc.setResultAttr(numReturned + i, "tagrad.variable",
                          b.getStringAttr(name));
  for (NamedAttribute attr : func->getAttrs()) {
    StringRef attrName = attr.getName().strref();
    if (attrName == "function_type" || attrName == "sym_name" ||
        attrName == "arg_attrs" || attrName == "res_attrs" ||
        attrName.starts_with("tf.") || attrName.starts_with("tf_saved_model."))
      continue;
    newFunc->setAttr(attr.getName(), attr.getValue());
  }
  // Folding left constants and index casts no one uses.
  SmallVector<Operation *> ops;
  newFunc.walk<WalkOrder::PreOrder>([&](Operation *op) { ops.push_back(op); });
  for (Operation *op : llvm::reverse(ops))
    if (op != newFunc && isOpTriviallyDead(op))
      op->erase();
  func.erase();
  return success();
}

//===----------------------------------------------------------------------===//
// Op handlers
//===----------------------------------------------------------------------===//

/// Shape and Size's `out_type`: the attribute, else the result's element
/// type (the importer derives it), else i32 as TensorFlow defaults.
static Type outElementType(Operation *op) {
  if (auto attr = op->getAttrOfType<TypeAttr>("out_type"))
    return attr.getValue();
  Type element = getElementTypeOrSelf(op->getResult(0).getType());
  if (element.isSignlessInteger(32) || element.isSignlessInteger(64))
    return element;
  return IntegerType::get(op->getContext(), 32);
}

static bool boolAttr(Operation *op, StringRef name, bool otherwise) {
  auto attr = op->getAttrOfType<BoolAttr>(name);
  return attr ? attr.getValue() : otherwise;
}

FailureOr<unsigned> Legalizer::resourceOperand(Operation *op, unsigned index,
                                               Resource::Kind kind) {
  static constexpr StringLiteral kinds[] = {"a TensorArray", "a stack",
                                            "a variable"};
  assert(index < op->getNumOperands() && "checked by verifyArity");
  std::optional<unsigned> id = resourceOfValue(op->getOperand(index));
  if (!id || resources[*id].kind != kind) {
    error(op) << "needs " << kinds[kind] << " as operand " << index;
    return failure();
  }
  // A resource created in a loop body or branch is not there after it.
  Resource &resource = resources[*id];
  bool visible =
      !resource.handle || resource.handle.getParentRegion()->isAncestor(
                              b.getInsertionBlock()->getParent());
  if (resource.kind == Resource::Stack)
    visible &= resource.counter < slots.size() && resource.flow < slots.size();
  if (!visible) {
    error(op) << "uses " << kinds[kind] << " created inside a loop or "
              << "conditional outside of it";
    return failure();
  }
  return *id;
}

void Legalizer::refineArrayType(Resource &array, Type valueType, bool isRows) {
  auto handleType = cast<TensorArrayType>(array.handle.getType());
  TensorType element = handleType.getElementType();
  auto value = dyn_cast<RankedTensorType>(valueType);
  if (!value || (element.hasRank() && element.hasStaticShape()) ||
      !array.handle.use_empty() || !array.handle.getDefiningOp<TensorArrayOp>())
    return;
  ArrayRef<int64_t> shape = value.getShape();
  if (isRows) {
    if (shape.empty())
      return;
    shape = shape.drop_front();
  }
  SmallVector<int64_t> refined(shape);
  if (element.hasRank()) {
    if (element.getRank() != (int64_t)refined.size())
      return;
    for (auto [r, e] : llvm::zip(refined, element.getShape()))
      if (!ShapedType::isDynamic(e))
        r = e;
  }
  array.handle.setType(TensorArrayType::get(
      b.getContext(),
      RankedTensorType::get(refined, element.getElementType())));
}

void Legalizer::registerHandlers() {
  auto &h = handlers;
  auto passThrough = [this](Operation *op, ArrayRef<Value> operands,
                            SmallVectorImpl<Value> &results) -> LogicalResult {
    for (auto [i, v] : llvm::enumerate(operands)) {
      if (i >= op->getNumResults())
        break;
      if (!v)
        resourceOf[op->getResult(i)] = *resourceOfValue(op->getOperand(i));
      results.push_back(v);
    }
    return success();
  };
  for (StringRef name : {"Identity", "IdentityN", "Snapshot", "StopGradient",
                         "PreventGradient", "EnsureShape"})
    h[name] = passThrough;
  h["EnsureShape"] =
      [passThrough](Operation *op, ArrayRef<Value> operands,
                    SmallVectorImpl<Value> &results) -> LogicalResult {
    return passThrough(op, operands.take_front(1), results);
  };
  h["NoOp"] = [](Operation *, ArrayRef<Value>,
                 SmallVectorImpl<Value> &) -> LogicalResult {
    return success();
  };

  h["Const"] = [this](Operation *op, ArrayRef<Value>,
                      SmallVectorImpl<Value> &results) -> LogicalResult {
    auto value = op->getAttrOfType<DenseElementsAttr>("value");
    Type element = value ? value.getElementType() : Type();
    if (!value || !(isa<FloatType>(element) || element.isSignlessInteger()))
      return error(op) << "has a value TaGrad cannot take (only numbers and "
                          "booleans; strings and opaque tensors are not "
                          "supported)";
    // A large splat is a fill at run time: as a constant it would become
    // a global of every element (smaller ones stay constants that handlers
    // read: axes, shapes).
    constexpr int64_t kMaxSplatConstantElements = 1 << 20;
    if (value.isSplat() && value.getNumElements() > kMaxSplatConstantElements) {
      auto type = cast<RankedTensorType>(value.getType());
      Value scalar = arith::ConstantOp::create(
          b, op->getLoc(), cast<TypedAttr>(value.getSplatValue<Attribute>()));
      SmallVector<OpFoldResult> sizes =
          llvm::map_to_vector(type.getShape(), [&](int64_t d) -> OpFoldResult {
            return b.getIndexAttr(d);
          });
      results.push_back(fill(op->getLoc(), sizes, scalar));
      return success();
    }
    results.push_back(arith::ConstantOp::create(b, op->getLoc(), value));
    return success();
  };

  auto binaryHandler = [this](StringRef kind) {
    return [this, kind](Operation *op, ArrayRef<Value> operands,
                        SmallVectorImpl<Value> &results) -> LogicalResult {
      return pushResult(results, binary(op, operands, kind));
    };
  };
  for (auto [tf, kind] : SmallVector<std::pair<StringRef, StringRef>>{
           {"Add", "Add"},
           {"AddV2", "Add"},
           {"Sub", "Sub"},
           {"Mul", "Mul"},
           {"RealDiv", "RealDiv"},
           {"Maximum", "Maximum"},
           {"Minimum", "Minimum"},
           {"SquaredDifference", "SquaredDifference"},
           {"FloorMod", "FloorMod"},
           {"FloorDiv", "FloorDiv"},
           {"Pow", "Pow"},
           {"TanhGrad", "TanhGrad"},
           {"SigmoidGrad", "SigmoidGrad"},
           {"ReluGrad", "ReluGrad"},
           {"SqrtGrad", "SqrtGrad"},
           {"RsqrtGrad", "RsqrtGrad"},
           {"ReciprocalGrad", "ReciprocalGrad"},
           {"InvGrad", "ReciprocalGrad"},
           {"Relu6Grad", "Relu6Grad"},
           {"EluGrad", "EluGrad"},
           {"SoftplusGrad", "SoftplusGrad"},
           {"SoftsignGrad", "SoftsignGrad"},
           {"LeakyReluGrad", "LeakyReluGrad"}})
    h[tf] = binaryHandler(kind);
  for (StringRef kind : kUnaryOps)
    h[kind] = [this, kind](Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
      return pushResult(results, unary(op, operands[0], kind));
    };
  for (StringRef kind :
       {"Less", "LessEqual", "Greater", "GreaterEqual", "Equal", "NotEqual"})
    h[kind] = [this, kind](Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
      return pushResult(results, compare(op, operands.take_front(2), kind));
    };
  for (StringRef kind : {"LogicalAnd", "LogicalOr", "LogicalNot"})
    h[kind] = [this, kind](Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
      FailureOr<Value> r = elementwise(
          op, operands, b.getI1Type(),
          [&](OpBuilder &nb, Location loc, ValueRange a) -> Value {
            if (kind == "LogicalAnd")
              return arith::AndIOp::create(nb, loc, a[0], a[1]);
            if (kind == "LogicalOr")
              return arith::OrIOp::create(nb, loc, a[0], a[1]);
            Value t = arith::ConstantOp::create(nb, loc, nb.getBoolAttr(true));
            return arith::XOrIOp::create(nb, loc, a[0], t);
          });
      if (failed(r))
        return failure();
      results.push_back(*r);
      return success();
    };
  auto select = [this](Operation *op, ArrayRef<Value> operands,
                       SmallVectorImpl<Value> &results) -> LogicalResult {
    Value cond = toTensor(op->getLoc(), operands[0]);
    auto condType = dyn_cast<RankedTensorType>(cond.getType());
    auto valueType = dyn_cast<RankedTensorType>(operands[1].getType());
    // Select (v1) with a vector condition picks rows.
    if (op->getName().getStringRef() == "tf.Select" && condType && valueType &&
        condType.getRank() == 1 && valueType.getRank() > 1) {
      SmallVector<int64_t> shape(valueType.getRank(), 1);
      shape[0] = condType.getDimSize(0);
      FailureOr<Value> r = reshape(op, cond, shape);
      if (failed(r))
        return failure();
      cond = *r;
    }
    FailureOr<Value> r =
        elementwise(op, {cond, operands[1], operands[2]},
                    getElementTypeOrSelf(operands[1].getType()),
                    [&](OpBuilder &nb, Location loc, ValueRange a) -> Value {
                      return arith::SelectOp::create(nb, loc, a[0], a[1], a[2]);
                    });
    if (failed(r))
      return failure();
    results.push_back(*r);
    return success();
  };
  h["Select"] = select;
  h["SelectV2"] = select;
  h["Cast"] = [this](Operation *op, ArrayRef<Value> operands,
                     SmallVectorImpl<Value> &results) -> LogicalResult {
    // The importer drops attributes TensorFlow derives from types (DstT,
    // T, out_type): the result type says what to cast to.
    auto dst = op->getAttrOfType<TypeAttr>("DstT");
    Type to =
        dst ? dst.getValue() : getElementTypeOrSelf(op->getResult(0).getType());
    if (!(isa<FloatType>(to) || to.isSignlessInteger()))
      return error(op) << "casts to " << to
                       << ", which is not a number or boolean";
    return pushResult(results, castElements(op, operands[0], to));
  };
  auto matmulHandler = [this](StringRef a, StringRef bName) {
    return [this, a, bName](Operation *op, ArrayRef<Value> operands,
                            SmallVectorImpl<Value> &results) -> LogicalResult {
      return pushResult(results, matmul(op, operands[0], operands[1],
                                        boolAttr(op, a, false),
                                        boolAttr(op, bName, false)));
    };
  };
  h["MatMul"] = matmulHandler("transpose_a", "transpose_b");
  for (StringRef name : {"BatchMatMul", "BatchMatMulV2", "BatchMatMulV3"})
    h[name] = matmulHandler("adj_x", "adj_y");
  for (StringRef kind : {"Sum", "Mean", "Max", "Prod"})
    h[kind] = [this, kind](Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
      assert(operands.size() == 2 && "checked by verifyArity");
      FailureOr<SmallVector<int64_t>> axes =
          constInts(op, operands[1], "reduction axes");
      if (failed(axes))
        return failure();
      return pushResult(results,
                        reduce(op, operands[0], *axes,
                               boolAttr(op, "keep_dims", false), kind));
    };
  // Dense layers and classification losses (tf.compat.v1.layers.dense,
  // tf.nn.softmax_cross_entropy_with_logits).
  auto channelAxis = [](Operation *op, int64_t rank) -> int64_t {
    auto format = op->getAttrOfType<StringAttr>("data_format");
    return format && format.getValue().starts_with("NC") && rank > 2 ? 1
                                                                     : rank - 1;
  };
  h["BiasAdd"] =
      [this, channelAxis](Operation *op, ArrayRef<Value> operands,
                          SmallVectorImpl<Value> &results) -> LogicalResult {
    auto type = dyn_cast<RankedTensorType>(operands[0].getType());
    auto biasType = dyn_cast<RankedTensorType>(operands[1].getType());
    if (!type || type.getRank() < 2 || !biasType || biasType.getRank() != 1)
      return error(op) << "needs a value of rank >= 2 and a vector bias";
    int64_t axis = channelAxis(op, type.getRank());
    // The bias broadcasts along the channel dimension.
    SmallVector<int64_t> shape(type.getRank() - axis, 1);
    shape[0] = biasType.getDimSize(0);
    FailureOr<Value> bias = reshape(op, operands[1], shape);
    FailureOr<Value> sum = succeeded(bias)
                               ? binary(op, {operands[0], *bias}, "Add")
                               : FailureOr<Value>(failure());
    if (failed(sum))
      return failure();
    results.push_back(*sum);
    return success();
  };
  h["BiasAddGrad"] =
      [this, channelAxis](Operation *op, ArrayRef<Value> operands,
                          SmallVectorImpl<Value> &results) -> LogicalResult {
    auto type = dyn_cast<RankedTensorType>(operands[0].getType());
    if (!type || type.getRank() < 2)
      return error(op) << "needs a gradient of rank >= 2";
    int64_t axis = channelAxis(op, type.getRank());
    SmallVector<int64_t> axes;
    for (int64_t d = 0; d < type.getRank(); ++d)
      if (d != axis)
        axes.push_back(d);
    return pushResult(results, reduce(op, operands[0], axes, false, "Sum"));
  };
  // L2Loss: sum(x * x) / 2 over every element, as TensorFlow's kernel
  // ((x.square() * 0.5).sum(); halving is exact, so its place does not
  // matter).
  h["L2Loss"] = [this](Operation *op, ArrayRef<Value> operands,
                       SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value x = toTensor(loc, operands[0]);
    auto type = dyn_cast<RankedTensorType>(x.getType());
    if (!type || !isFloat(type.getElementType()))
      return error(op) << "needs a ranked floating-point input, got "
                       << x.getType();
    FailureOr<Value> square = binary(op, {x, x}, "Mul");
    if (failed(square))
      return failure();
    SmallVector<int64_t> axes =
        llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()));
    FailureOr<Value> sum = reduce(op, *square, axes, false, "Sum");
    if (failed(sum))
      return failure();
    Value half = toTensor(
        loc, floatConstant(b, loc, type.getElementType(), 0.5));
    return pushResult(results, binary(op, {*sum, half}, "Mul"));
  };
  // softmax(x) along the last axis, from x - max(x) (TensorFlow's kernel
  // subtracts the maximum too); also gives log(sum(exp(x - max))).
  auto softmaxParts = [this](Operation *op, Value logits, Value &shifted,
                             Value &logSum) -> LogicalResult {
    auto type = dyn_cast<RankedTensorType>(logits.getType());
    if (!type || type.getRank() < 1 || !isFloat(type.getElementType()))
      return error(op) << "needs ranked floating-point logits";
    int64_t last = type.getRank() - 1;
    FailureOr<Value> max = reduce(op, logits, {last}, true, "Max");
    FailureOr<Value> diff = succeeded(max) ? binary(op, {logits, *max}, "Sub")
                                           : FailureOr<Value>(failure());
    FailureOr<Value> e =
        succeeded(diff) ? unary(op, *diff, "Exp") : FailureOr<Value>(failure());
    FailureOr<Value> sum = succeeded(e) ? reduce(op, *e, {last}, true, "Sum")
                                        : FailureOr<Value>(failure());
    FailureOr<Value> log =
        succeeded(sum) ? unary(op, *sum, "Log") : FailureOr<Value>(failure());
    if (failed(log))
      return failure();
    shifted = *diff;
    logSum = *log;
    return success();
  };
  h["Softmax"] =
      [this, softmaxParts](Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
    Value shifted, logSum;
    if (failed(softmaxParts(op, operands[0], shifted, logSum)))
      return failure();
    FailureOr<Value> logSoftmax = binary(op, {shifted, logSum}, "Sub");
    return pushResult(results, succeeded(logSoftmax)
                                   ? unary(op, *logSoftmax, "Exp")
                                   : FailureOr<Value>(failure()));
  };
  h["LogSoftmax"] =
      [this, softmaxParts](Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
    Value shifted, logSum;
    if (failed(softmaxParts(op, operands[0], shifted, logSum)))
      return failure();
    return pushResult(results, binary(op, {shifted, logSum}, "Sub"));
  };
  // (loss, backprop): loss = sum(labels * -log_softmax(x)) per row,
  // backprop = softmax(x) - labels.
  h["SoftmaxCrossEntropyWithLogits"] =
      [this, softmaxParts](Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
    auto type = dyn_cast<RankedTensorType>(operands[0].getType());
    if (!type || type.getRank() != 2)
      return error(op) << "needs 2-D logits (batch x classes)";
    Value shifted, logSum;
    if (failed(softmaxParts(op, operands[0], shifted, logSum)))
      return failure();
    FailureOr<Value> logSoftmax = binary(op, {shifted, logSum}, "Sub");
    FailureOr<Value> weighted =
        succeeded(logSoftmax) ? binary(op, {operands[1], *logSoftmax}, "Mul")
                              : FailureOr<Value>(failure());
    FailureOr<Value> sum = succeeded(weighted)
                               ? reduce(op, *weighted, {1}, false, "Sum")
                               : FailureOr<Value>(failure());
    FailureOr<Value> loss =
        succeeded(sum) ? unary(op, *sum, "Neg") : FailureOr<Value>(failure());
    FailureOr<Value> softmax = succeeded(loss) ? unary(op, *logSoftmax, "Exp")
                                               : FailureOr<Value>(failure());
    FailureOr<Value> backprop = succeeded(softmax)
                                    ? binary(op, {*softmax, operands[1]}, "Sub")
                                    : FailureOr<Value>(failure());
    if (failed(backprop))
      return failure();
    results.push_back(*loss);
    results.push_back(*backprop);
    return success();
  };
  h["AddN"] = [this](Operation *op, ArrayRef<Value> operands,
                     SmallVectorImpl<Value> &results) -> LogicalResult {
    assert(!operands.empty() && "checked by verifyArity");
    // Neighbours added pairwise, level by level: a term goes through
    // ceil(log2 N) additions, not up to N - 1 (docs/Numerics.md).
    SmallVector<Value> terms(operands);
    while (terms.size() > 1) {
      SmallVector<Value> sums;
      for (size_t i = 0; i + 1 < terms.size(); i += 2) {
        FailureOr<Value> r = binary(op, {terms[i], terms[i + 1]}, "Add");
        if (failed(r))
          return failure();
        sums.push_back(*r);
      }
      if (terms.size() % 2)
        sums.push_back(terms.back());
      terms = std::move(sums);
    }
    results.push_back(terms.front());
    return success();
  };

  // Shapes.
  h["Shape"] = [this](Operation *op, ArrayRef<Value> operands,
                      SmallVectorImpl<Value> &results) -> LogicalResult {
    Value input = toTensor(op->getLoc(), operands[0]);
    if (!isa<RankedTensorType>(input.getType()))
      return error(op) << "needs a ranked input, got " << input.getType();
    results.push_back(shapeOf(op->getLoc(), input, outElementType(op)));
    return success();
  };
  h["Size"] = [this](Operation *op, ArrayRef<Value> operands,
                     SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value input = toTensor(loc, operands[0]);
    auto type = dyn_cast<RankedTensorType>(input.getType());
    if (!type)
      return error(op) << "needs a ranked input";
    Type element = outElementType(op);
    Value count = constantIndex(loc, 1);
    for (int64_t d = 0; d < type.getRank(); ++d)
      count = b.createOrFold<arith::MulIOp>(
          loc, count, b.createOrFold<tensor::DimOp>(loc, input, d));
    results.push_back(
        toTensor(loc, b.createOrFold<arith::IndexCastOp>(loc, element, count)));
    return success();
  };
  h["Rank"] = [this](Operation *op, ArrayRef<Value> operands,
                     SmallVectorImpl<Value> &results) -> LogicalResult {
    auto type = dyn_cast<RankedTensorType>(operands[0].getType());
    if (!type)
      return error(op) << "needs a ranked input";
    results.push_back(arith::ConstantOp::create(
        b, op->getLoc(),
        DenseElementsAttr::get(RankedTensorType::get({}, b.getI32Type()),
                               b.getI32IntegerAttr(type.getRank()))));
    return success();
  };
  h["Reshape"] = [this](Operation *op, ArrayRef<Value> operands,
                        SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value input = toTensor(loc, operands[0]);
    auto type = dyn_cast<RankedTensorType>(input.getType());
    if (!type)
      return error(op) << "needs a ranked input, got " << input.getType();
    DenseIntElementsAttr shapeAttr;
    if (matchPattern(operands[1], m_Constant(&shapeAttr))) {
      if (failed(checkRank(op, shapeAttr.getNumElements(), "shape")))
        return failure();
      SmallVector<int64_t> shape;
      int64_t known = 1, inferred = -1;
      for (auto [i, v] : llvm::enumerate(shapeAttr.getValues<APInt>())) {
        int64_t d = v.getSExtValue();
        if (d == -1) {
          if (inferred >= 0)
            return error(op) << "has more than one -1 in its shape";
          inferred = i;
        } else if (d < 0) {
          return error(op) << "has a negative dimension in its shape";
        } else {
          known *= d;
        }
        shape.push_back(d);
      }
      if (inferred >= 0) {
        if (type.hasStaticShape()) {
          if (known == 0 || type.getNumElements() % known != 0)
            return error(op)
                   << "cannot reshape " << type << " to " << shapeAttr;
          shape[inferred] = type.getNumElements() / known;
        } else {
          shape[inferred] = ShapedType::kDynamic;
        }
      }
      return pushResult(results, reshape(op, input, shape));
    }
    auto shapeType = dyn_cast<RankedTensorType>(operands[1].getType());
    if (!shapeType || shapeType.getRank() != 1 || !shapeType.hasStaticShape())
      return error(op) << "needs a shape of known length";
    if (failed(checkRank(op, shapeType.getDimSize(0), "shape")))
      return failure();
    // Sizes known only at run time. One of them may be -1: it is the
    // input's element count over the product of the others, computed at
    // run time; the sizes must then account for every element
    // (TensorFlow's check), or the reshape would read out of bounds.
    SmallVector<int64_t> dims;
    SmallVector<Value> sizeValues;
    std::optional<SmallVector<int64_t>> partial = partialShape(operands[1]);
    bool staticInferred = false;
    for (int64_t d = 0; d < shapeType.getDimSize(0); ++d) {
      int64_t known = partial ? (*partial)[d] : ShapedType::kDynamic;
      if (known == -1) {
        if (staticInferred)
          return error(op) << "has more than one -1 in its shape";
        staticInferred = true;
        known = ShapedType::kDynamic;
      } else if (known < 0 && !ShapedType::isDynamic(known)) {
        return error(op) << "has a negative dimension in its shape";
      }
      dims.push_back(known);
      sizeValues.push_back(
          !ShapedType::isDynamic(known)
              ? constantIndex(loc, known)
              : toIndex(loc, tensor::ExtractOp::create(
                                 b, loc, operands[1],
                                 ValueRange{constantIndex(loc, d)})));
    }
    Value one = constantIndex(loc, 1);
    Value total = one;
    for (int64_t d = 0; d < type.getRank(); ++d)
      total = b.createOrFold<arith::MulIOp>(
          loc, total, b.createOrFold<tensor::DimOp>(loc, input, d));
    Value minusOne = constantIndex(loc, -1);
    Value others = one;
    for (Value size : sizeValues) {
      Value inferred = b.createOrFold<arith::CmpIOp>(
          loc, arith::CmpIPredicate::eq, size, minusOne);
      others = b.createOrFold<arith::MulIOp>(
          loc, others,
          b.createOrFold<arith::SelectOp>(loc, inferred, one, size));
    }
    Value divisor = b.createOrFold<arith::SelectOp>(
        loc,
        b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, others,
                                      constantIndex(loc, 0)),
        one, others);
    Value quotient = b.createOrFold<arith::DivSIOp>(loc, total, divisor);
    SmallVector<OpFoldResult> sizes;
    Value product = one;
    Value allValid = arith::ConstantOp::create(b, loc, b.getBoolAttr(true));
    for (auto [d, size] : llvm::enumerate(sizeValues)) {
      if (!ShapedType::isDynamic(dims[d])) {
        sizes.push_back(b.getIndexAttr(dims[d]));
        product = b.createOrFold<arith::MulIOp>(loc, product, size);
        continue;
      }
      Value inferred = b.createOrFold<arith::CmpIOp>(
          loc, arith::CmpIPredicate::eq, size, minusOne);
      Value actual =
          b.createOrFold<arith::SelectOp>(loc, inferred, quotient, size);
      allValid = b.createOrFold<arith::AndIOp>(
          loc, allValid,
          b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::sge, actual,
                                        constantIndex(loc, 0)));
      product = b.createOrFold<arith::MulIOp>(loc, product, actual);
      sizes.push_back(actual);
    }
    checkShapeFromData(loc, sizes, type.getElementType());
    Value matches = b.createOrFold<arith::AndIOp>(
        loc, allValid,
        b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, product,
                                      total));
    if (!matchPattern(matches, m_One())) {
      std::string message;
      llvm::raw_string_ostream os(message);
      os << "Input to reshape is a tensor of " << type
         << " whose number of values differs from the requested shape's (at "
         << nodeName(loc) << ")";
      cf::AssertOp::create(b, loc, matches, message);
    }
    results.push_back(reshapeThroughFlat(
        loc, input, RankedTensorType::get(dims, type.getElementType()), sizes));
    return success();
  };
  h["ExpandDims"] = [this](Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
    Value input = toTensor(op->getLoc(), operands[0]);
    auto type = dyn_cast<RankedTensorType>(input.getType());
    FailureOr<SmallVector<int64_t>> axis = constInts(op, operands[1], "axis");
    if (!type || failed(axis) || axis->size() != 1)
      return error(op) << "needs a ranked input and one constant axis";
    int64_t a = (*axis)[0];
    int64_t rank = type.getRank();
    if (a < -rank - 1 || a > rank)
      return error(op) << "has axis " << a << " out of range";
    if (a < 0)
      a += rank + 1;
    SmallVector<int64_t> shape(type.getShape());
    shape.insert(shape.begin() + a, 1);
    return pushResult(results, reshape(op, input, shape));
  };
  h["Squeeze"] = [this](Operation *op, ArrayRef<Value> operands,
                        SmallVectorImpl<Value> &results) -> LogicalResult {
    auto type = dyn_cast<RankedTensorType>(operands[0].getType());
    if (!type)
      return error(op) << "needs a ranked input";
    int64_t rank = type.getRank();
    llvm::SmallBitVector drop(rank);
    auto dims = op->getAttrOfType<ArrayAttr>("squeeze_dims");
    if (dims && !dims.empty()) {
      for (Attribute a : dims) {
        int64_t d = cast<IntegerAttr>(a).getInt();
        if (d < 0)
          d += rank;
        if (d < 0 || d >= rank || type.getDimSize(d) != 1)
          return error(op) << "cannot squeeze dimension "
                           << cast<IntegerAttr>(a).getInt() << " of " << type;
        drop.set(d);
      }
    } else {
      for (int64_t d = 0; d < rank; ++d) {
        if (ShapedType::isDynamic(type.getDimSize(d)))
          return error(op) << "cannot tell which dimensions of " << type
                           << " are 1";
        if (type.getDimSize(d) == 1)
          drop.set(d);
      }
    }
    SmallVector<int64_t> shape;
    for (int64_t d = 0; d < rank; ++d)
      if (!drop[d])
        shape.push_back(type.getDimSize(d));
    return pushResult(results, reshape(op, operands[0], shape));
  };
  h["Transpose"] = [this](Operation *op, ArrayRef<Value> operands,
                          SmallVectorImpl<Value> &results) -> LogicalResult {
    FailureOr<SmallVector<int64_t>> perm =
        constInts(op, operands[1], "permutation");
    if (failed(perm))
      return failure();
    if (!isa<RankedTensorType>(operands[0].getType()))
      return error(op) << "needs a ranked input, got " << operands[0].getType();
    return pushResult(results, transpose(op, operands[0], *perm));
  };
  auto concatHandler = [this](bool axisFirst) {
    return [this, axisFirst](Operation *op, ArrayRef<Value> operands,
                             SmallVectorImpl<Value> &results) -> LogicalResult {
      assert(operands.size() >= 2 && "checked by verifyArity");
      Value axisValue = axisFirst ? operands.front() : operands.back();
      ArrayRef<Value> inputs =
          axisFirst ? operands.drop_front() : operands.drop_back();
      FailureOr<SmallVector<int64_t>> axis = constInts(op, axisValue, "axis");
      if (failed(axis))
        return failure();
      SmallVector<Value> tensors;
      for (Value v : inputs) {
        tensors.push_back(toTensor(op->getLoc(), v));
        if (!isa<RankedTensorType>(tensors.back().getType()))
          return error(op) << "needs ranked inputs";
      }
      return pushResult(results, concat(op, tensors, (*axis)[0]));
    };
  };
  h["ConcatV2"] = concatHandler(false);
  h["Concat"] = concatHandler(true);
  h["Pack"] = [this](Operation *op, ArrayRef<Value> operands,
                     SmallVectorImpl<Value> &results) -> LogicalResult {
    int64_t axis = 0;
    if (auto a = op->getAttrOfType<IntegerAttr>("axis"))
      axis = a.getInt();
    SmallVector<Value> expanded;
    for (Value v : operands) {
      v = toTensor(op->getLoc(), v);
      auto type = dyn_cast<RankedTensorType>(v.getType());
      if (!type)
        return error(op) << "needs ranked inputs";
      int64_t rank = type.getRank();
      int64_t a = axis < 0 ? axis + rank + 1 : axis;
      if (a < 0 || a > rank)
        return error(op) << "has axis " << axis << " out of range";
      SmallVector<int64_t> shape(type.getShape());
      shape.insert(shape.begin() + a, 1);
      FailureOr<Value> r = reshape(op, v, shape);
      if (failed(r))
        return failure();
      expanded.push_back(*r);
    }
    int64_t rank = cast<RankedTensorType>(expanded[0].getType()).getRank();
    return pushResult(results,
                      concat(op, expanded, axis < 0 ? axis + rank : axis));
  };
  h["Unpack"] = [this](Operation *op, ArrayRef<Value> operands,
                       SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    auto type = dyn_cast<RankedTensorType>(operands[0].getType());
    if (!type || type.getRank() == 0)
      return error(op) << "needs a ranked input of rank >= 1";
    int64_t rank = type.getRank();
    int64_t axis = 0;
    if (auto a = op->getAttrOfType<IntegerAttr>("axis"))
      axis = a.getInt();
    if (axis < 0)
      axis += rank;
    if (axis < 0 || axis >= rank ||
        type.getDimSize(axis) != (int64_t)op->getNumResults())
      return error(op) << "cannot unpack " << type << " into "
                       << op->getNumResults() << " values";
    SmallVector<int64_t> shape(type.getShape());
    shape.erase(shape.begin() + axis);
    auto resultType = RankedTensorType::get(shape, type.getElementType());
    for (unsigned i = 0; i < op->getNumResults(); ++i) {
      SmallVector<OpFoldResult> offsets(rank, b.getIndexAttr(0));
      offsets[axis] = b.getIndexAttr(i);
      SmallVector<OpFoldResult> sizes = sizesOf(loc, operands[0]);
      sizes[axis] = b.getIndexAttr(1);
      SmallVector<OpFoldResult> strides(rank, b.getIndexAttr(1));
      results.push_back(tensor::ExtractSliceOp::create(
          b, loc, resultType, operands[0], offsets, sizes, strides));
    }
    return success();
  };
  h["Fill"] = [this](Operation *op, ArrayRef<Value> operands,
                     SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value scalar = toScalar(loc, operands[1]);
    SmallVector<OpFoldResult> sizes;
    auto shapeType = dyn_cast<RankedTensorType>(operands[0].getType());
    if (!shapeType || shapeType.getRank() != 1 || !shapeType.hasStaticShape())
      return error(op) << "needs dims of known length";
    if (failed(checkRank(op, shapeType.getDimSize(0), "shape")))
      return failure();
    DenseIntElementsAttr dims;
    if (matchPattern(operands[0], m_Constant(&dims))) {
      for (const APInt &d : dims.getValues<APInt>()) {
        if (d.isNegative())
          return error(op) << "has a negative dimension " << d.getSExtValue();
        sizes.push_back(b.getIndexAttr(d.getSExtValue()));
      }
    } else {
      for (int64_t d = 0; d < shapeType.getDimSize(0); ++d)
        sizes.push_back(toIndex(
            loc, tensor::ExtractOp::create(b, loc, operands[0],
                                           ValueRange{constantIndex(loc, d)})));
    }
    checkShapeFromData(loc, sizes, scalar.getType());
    results.push_back(fill(loc, sizes, scalar));
    return success();
  };
  auto fillLike = [this](double value) {
    return [this, value](Operation *op, ArrayRef<Value> operands,
                         SmallVectorImpl<Value> &results) -> LogicalResult {
      Location loc = op->getLoc();
      Value input = toTensor(loc, operands[0]);
      auto type = dyn_cast<RankedTensorType>(input.getType());
      if (!type)
        return error(op) << "needs a ranked input";
      Type element = type.getElementType();
      Value scalar =
          isFloat(element)
              ? floatConstant(b, loc, element, value)
              : (Value)arith::ConstantOp::create(
                    b, loc, b.getIntegerAttr(element, (int64_t)value));
      results.push_back(fill(loc, sizesOf(loc, input), scalar));
      return success();
    };
  };
  h["ZerosLike"] = fillLike(0.0);
  h["OnesLike"] = fillLike(1.0);
  h["Tile"] = [this](Operation *op, ArrayRef<Value> operands,
                     SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value input = toTensor(loc, operands[0]);
    auto type = dyn_cast<RankedTensorType>(input.getType());
    if (!type)
      return error(op) << "needs a ranked input, got " << input.getType();
    DenseIntElementsAttr constant;
    if (!matchPattern(operands[1], m_Constant(&constant)) ||
        constant.getNumElements() != type.getRank())
      return tileDynamic(op, input, operands[1], results);
    SmallVector<int64_t> multipleValues =
        llvm::map_to_vector(constant.getValues<APInt>(),
                            [](const APInt &v) { return v.getSExtValue(); });
    ArrayRef<int64_t> multiples = multipleValues;
    if ((int64_t)multiples.size() != type.getRank())
      return error(op) << "needs one multiple per dimension";
    for (auto [i, m] : llvm::enumerate(multiples))
      if (m < 0)
        return error(op) << "Expected multiples[" << i << "] >= 0, but got "
                         << m;
    int64_t rank = type.getRank();
    SmallVector<AffineExpr> exprs;
    SmallVector<OpFoldResult> sizes;
    for (int64_t d = 0; d < rank; ++d) {
      int64_t m = multiples[d], size = type.getDimSize(d);
      if (m == 1) {
        exprs.push_back(b.getAffineDimExpr(d));
        sizes.push_back(tensor::getMixedSize(b, loc, input, d));
        continue;
      }
      if (ShapedType::isDynamic(size))
        return error(op) << "tiles a dynamic dimension";
      int64_t tiled;
      if (llvm::MulOverflow(size, m, tiled))
        return error(op) << "tiles dimension " << d << " of " << size
                         << " elements " << m
                         << " times: more than 2**63 - 1 elements";
      exprs.push_back(size == 1 ? b.getAffineConstantExpr(0)
                                : b.getAffineDimExpr(d) % size);
      sizes.push_back(b.getIndexAttr(tiled));
    }
    Value init = tensor::EmptyOp::create(b, loc, sizes, type.getElementType());
    SmallVector<AffineMap> maps = {
        AffineMap::get(rank, 0, exprs, b.getContext()),
        b.getMultiDimIdentityMap(rank)};
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    results.push_back(linalg::GenericOp::create(
                          b, loc, init.getType(), input, init, maps, iterators,
                          [](OpBuilder &nb, Location nloc, ValueRange a) {
                            linalg::YieldOp::create(nb, nloc, a[0]);
                          })
                          .getResult(0));
    return success();
  };
  h["Range"] = [this](Operation *op, ArrayRef<Value> operands,
                      SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Type element = getElementTypeOrSelf(operands[0].getType());
    bool fp = isFloat(element);
    if (!fp && !element.isSignlessInteger())
      return error(op) << "needs numeric bounds";
    // Constant bounds (the gradients' range(rank) and range(0, n, 2))
    // give a constant, so reductions over it see constant axes.
    Attribute startAttr, limitAttr, deltaAttr;
    SmallVector<Value> scalars = llvm::map_to_vector(
        operands.take_front(3), [&](Value v) { return toScalar(loc, v); });
    if (matchPattern(scalars[0], m_Constant(&startAttr)) &&
        matchPattern(scalars[1], m_Constant(&limitAttr)) &&
        matchPattern(scalars[2], m_Constant(&deltaAttr))) {
      auto asDouble = [](Attribute a) {
        if (auto f = dyn_cast<FloatAttr>(a))
          return f.getValueAsDouble();
        return (double)cast<IntegerAttr>(a).getInt();
      };
      double start = asDouble(startAttr), limit = asDouble(limitAttr),
             delta = asDouble(deltaAttr);
      // TensorFlow's run-time messages, decided at compile time.
      auto print = [](double v) {
        if (v == std::trunc(v) && std::fabs(v) < 9.2e18)
          return std::to_string((int64_t)v);
        std::string text;
        llvm::raw_string_ostream(text) << v;
        return text;
      };
      if (delta == 0)
        return error(op) << "Requires delta != 0: " << print(delta);
      if (delta > 0 && start > limit)
        return error(op) << "Requires start <= limit when delta > 0: "
                         << print(start) << "/" << print(limit);
      if (delta < 0 && start < limit)
        return error(op) << "Requires start >= limit when delta < 0: "
                         << print(start) << "/" << print(limit);
      int64_t count =
          fp ? (int64_t)std::ceil(std::fabs((limit - start) / delta))
             : (std::abs((int64_t)limit - (int64_t)start) +
                std::abs((int64_t)delta) - 1) /
                   std::abs((int64_t)delta);
      if (count > (1 << 20))
        count = -1; // too large to fold: built at run time below
      if (count >= 0) {
        auto type = RankedTensorType::get({count}, element);
        SmallVector<Attribute> elements;
        for (int64_t i = 0; i < count; ++i)
          elements.push_back(
              fp ? (Attribute)b.getFloatAttr(element, start + i * delta)
                 : (Attribute)b.getIntegerAttr(
                       element, (int64_t)start + i * (int64_t)delta));
        results.push_back(arith::ConstantOp::create(
            b, loc, DenseElementsAttr::get(type, elements)));
        return success();
      }
    }
    // TensorFlow's checks (sequence_ops.cc), on values printed as integers.
    Type i64 = b.getI64Type();
    auto asI64 = [&](Value v) -> Value {
      if (fp)
        return arith::FPToSIOp::create(b, loc, i64, v);
      return b.createOrFold<arith::ExtSIOp>(loc, i64, v);
    };
    auto cmp = [&](arith::CmpIPredicate ip, arith::CmpFPredicate fpred, Value l,
                   Value r) -> Value {
      if (fp)
        return b.createOrFold<arith::CmpFOp>(loc, fpred, l, r);
      return b.createOrFold<arith::CmpIOp>(loc, ip, l, r);
    };
    Value zeroValue = fp ? floatConstant(b, loc, element, 0.0)
                         : (Value)arith::ConstantOp::create(
                               b, loc, b.getIntegerAttr(element, 0));
    Value start64 = element.isInteger(64) ? scalars[0] : asI64(scalars[0]);
    Value limit64 = element.isInteger(64) ? scalars[1] : asI64(scalars[1]);
    Value delta64 = element.isInteger(64) ? scalars[2] : asI64(scalars[2]);
    Value deltaZero = cmp(arith::CmpIPredicate::eq, arith::CmpFPredicate::OEQ,
                          scalars[2], zeroValue);
    Value deltaPositive = cmp(arith::CmpIPredicate::sgt,
                              arith::CmpFPredicate::OGT, scalars[2], zeroValue);
    runtimeCheck(loc, deltaZero, "Requires delta != 0: {0}", delta64);
    Value upward = b.createOrFold<arith::AndIOp>(loc, deltaPositive,
                                                 cmp(arith::CmpIPredicate::sgt,
                                                     arith::CmpFPredicate::OGT,
                                                     scalars[0], scalars[1]));
    runtimeCheck(loc, upward, "Requires start <= limit when delta > 0: {0}/{1}",
                 ValueRange{start64, limit64});
    Value deltaNegative = cmp(arith::CmpIPredicate::slt,
                              arith::CmpFPredicate::OLT, scalars[2], zeroValue);
    Value downward = b.createOrFold<arith::AndIOp>(
        loc, deltaNegative,
        cmp(arith::CmpIPredicate::slt, arith::CmpFPredicate::OLT, scalars[0],
            scalars[1]));
    runtimeCheck(loc, downward,
                 "Requires start >= limit when delta < 0: {0}/{1}",
                 ValueRange{start64, limit64});
    Value count;
    if (fp) {
      Value span = arith::DivFOp::create(
          b, loc, arith::SubFOp::create(b, loc, scalars[1], scalars[0]),
          scalars[2]);
      Value steps =
          math::CeilOp::create(b, loc, math::AbsFOp::create(b, loc, span));
      // 2^63 as a float: fptosi of it or more (or NaN) is poison.
      Value limit = floatConstant(b, loc, element, 9223372036854775808.0);
      runtimeCheck(loc,
                   b.createOrFold<arith::CmpFOp>(loc, arith::CmpFPredicate::UGE,
                                                 steps, limit),
                   "Requires ((limit - start) / delta) <= "
                   "9223372036854775807");
      Value safeSteps = arith::SelectOp::create(
          b, loc,
          b.createOrFold<arith::CmpFOp>(loc, arith::CmpFPredicate::OLT, steps,
                                        limit),
          steps, floatConstant(b, loc, element, 0.0));
      count = arith::IndexCastOp::create(
          b, loc, b.getIndexType(),
          arith::FPToSIOp::create(b, loc, i64, safeSteps));
    } else {
      // |limit - start| and |delta| as unsigned 64-bit numbers: no wrap, no
      // division by zero or of INT64_MIN by -1 (a handler may return).
      Value span = b.createOrFold<arith::SelectOp>(
          loc, deltaPositive,
          b.createOrFold<arith::SubIOp>(loc, limit64, start64),
          b.createOrFold<arith::SubIOp>(loc, start64, limit64));
      Value zero = arith::ConstantIntOp::create(b, loc, 0, 64);
      Value magnitude = b.createOrFold<arith::SelectOp>(
          loc, deltaPositive, delta64,
          b.createOrFold<arith::SubIOp>(loc, zero, delta64));
      Value one = arith::ConstantIntOp::create(b, loc, 1, 64);
      Value divisor =
          b.createOrFold<arith::SelectOp>(loc, deltaZero, one, magnitude);
      Value wrongWay = b.createOrFold<arith::OrIOp>(
          loc, deltaZero, b.createOrFold<arith::OrIOp>(loc, upward, downward));
      Value steps = b.createOrFold<arith::SelectOp>(
          loc, wrongWay, zero,
          b.createOrFold<arith::CeilDivUIOp>(loc, span, divisor));
      count = b.createOrFold<arith::IndexCastOp>(loc, b.getIndexType(), steps);
    }
    checkShapeFromData(loc, getAsOpFoldResult(count), element);
    Value init = tensor::EmptyOp::create(
        b, loc, ArrayRef<OpFoldResult>{getAsOpFoldResult(count)}, element);
    SmallVector<AffineMap> maps = {b.getMultiDimIdentityMap(1)};
    results.push_back(
        linalg::GenericOp::create(
            b, loc, init.getType(), ValueRange{}, init, maps,
            {utils::IteratorType::parallel},
            [&](OpBuilder &nb, Location nloc, ValueRange) {
              Value i = linalg::IndexOp::create(nb, nloc, 0);
              Value iv =
                  arith::IndexCastOp::create(nb, nloc, nb.getI64Type(), i);
              Value v;
              if (fp) {
                Value fi = arith::SIToFPOp::create(nb, nloc, element, iv);
                v = arith::AddFOp::create(
                    nb, nloc, scalars[0],
                    arith::MulFOp::create(nb, nloc, fi, scalars[2]));
              } else {
                Value ii = arith::TruncIOp::create(nb, nloc, element, iv);
                if (element.isInteger(64))
                  ii = iv;
                v = arith::AddIOp::create(
                    nb, nloc, scalars[0],
                    arith::MulIOp::create(nb, nloc, ii, scalars[2]));
              }
              linalg::YieldOp::create(nb, nloc, v);
            })
            .getResult(0));
    return success();
  };
  h["InvertPermutation"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    FailureOr<SmallVector<int64_t>> perm =
        constInts(op, operands[0], "permutation");
    if (failed(perm))
      return failure();
    if (!isPermutationVector(*perm))
      return error(op) << "needs a permutation";
    SmallVector<int64_t> inverse = invertPermutationVector(*perm);
    Type element = getElementTypeOrSelf(operands[0].getType());
    SmallVector<APInt> values = llvm::map_to_vector(inverse, [&](int64_t v) {
      return APInt(element.getIntOrFloatBitWidth(), v);
    });
    results.push_back(arith::ConstantOp::create(
        b, op->getLoc(),
        DenseElementsAttr::get(
            RankedTensorType::get({(int64_t)values.size()}, element), values)));
    return success();
  };
  h["ConcatOffset"] = [this](Operation *op, ArrayRef<Value> operands,
                             SmallVectorImpl<Value> &results) -> LogicalResult {
    // The offset of each input of a concat along `concat_dim`: zeros but
    // for the running sum of the inputs' sizes there.
    FailureOr<SmallVector<int64_t>> dim =
        constInts(op, operands[0], "concat_dim");
    if (failed(dim))
      return failure();
    if (dim->size() != 1)
      return error(op) << "needs a scalar concat_dim";
    SmallVector<std::optional<SmallVector<int64_t>>> shapes;
    for (Value shape : operands.drop_front())
      shapes.push_back(partialShape(shape));
    int64_t rank = shapes[0] ? shapes[0]->size() : -1;
    int64_t axis = (*dim)[0] < 0 ? (*dim)[0] + rank : (*dim)[0];
    if (rank < 0 || axis < 0 || axis >= rank)
      return error(op) << "needs shapes of known length and an axis in range";
    Type element = getElementTypeOrSelf(operands[1].getType());
    auto type = RankedTensorType::get({rank}, element);
    int64_t offset = 0;
    bool known = true;
    for (auto [i, shape] : llvm::enumerate(shapes)) {
      if (!shape || (int64_t)shape->size() != rank)
        return error(op) << "has shapes of different lengths";
      SmallVector<APInt> v(rank, APInt(element.getIntOrFloatBitWidth(), 0));
      v[axis] = APInt(element.getIntOrFloatBitWidth(), offset);
      if (!known)
        return error(op) << "needs the concatenated sizes at compile time";
      results.push_back(arith::ConstantOp::create(
          b, op->getLoc(), DenseElementsAttr::get(type, v)));
      if (ShapedType::isDynamic((*shape)[axis]))
        known = false;
      else
        offset += (*shape)[axis];
    }
    return success();
  };
  h["BroadcastGradientArgs"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    // Shapes may be partly known (Shape of a value with dynamic
    // dimensions); a dynamic dimension is taken to be not 1, as the
    // elementwise lowering takes it.
    std::optional<SmallVector<int64_t>> s0 = partialShape(operands[0]);
    std::optional<SmallVector<int64_t>> s1 = partialShape(operands[1]);
    if (!s0 || !s1)
      return error(op) << "needs shapes of known length";
    // TensorFlow's BCast: align from the right; a dimension is reduced for
    // an input that has 1 (or lacks it) where the output does not, and for
    // both when every input has 1 there.
    size_t rank = std::max(s0->size(), s1->size());
    SmallVector<int64_t> r0, r1;
    for (size_t i = 0; i < rank; ++i) {
      int64_t a = i < rank - s0->size() ? 1 : (*s0)[i - (rank - s0->size())];
      int64_t c = i < rank - s1->size() ? 1 : (*s1)[i - (rank - s1->size())];
      if (a != c && a != 1 && c != 1 && !ShapedType::isDynamic(a) &&
          !ShapedType::isDynamic(c))
        return error(op) << "has shapes that do not broadcast";
      if (a == 1 && c == 1) {
        r0.push_back(i);
        r1.push_back(i);
        continue;
      }
      if (a == 1)
        r0.push_back(i);
      if (c == 1)
        r1.push_back(i);
    }
    Type element = getElementTypeOrSelf(operands[0].getType());
    for (ArrayRef<int64_t> r : {ArrayRef<int64_t>(r0), ArrayRef<int64_t>(r1)}) {
      auto type = RankedTensorType::get({(int64_t)r.size()}, element);
      SmallVector<APInt> ints = llvm::map_to_vector(r, [&](int64_t v) {
        return APInt(element.getIntOrFloatBitWidth(), v);
      });
      results.push_back(arith::ConstantOp::create(
          b, op->getLoc(), DenseElementsAttr::get(type, ints)));
    }
    return success();
  };
  h["Slice"] = [this](Operation *op, ArrayRef<Value> operands,
                      SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    auto type = dyn_cast<RankedTensorType>(operands[0].getType());
    FailureOr<SmallVector<int64_t>> begin = constInts(op, operands[1], "begin");
    FailureOr<SmallVector<int64_t>> size =
        succeeded(begin) ? constInts(op, operands[2], "size")
                         : FailureOr<SmallVector<int64_t>>(failure());
    if (!type || failed(size) || (int64_t)begin->size() != type.getRank() ||
        size->size() != begin->size())
      return error(op) << "needs a ranked input and constant begin and size";
    SmallVector<OpFoldResult> offsets, sizes, strides;
    SmallVector<int64_t> shape;
    for (int64_t d = 0; d < type.getRank(); ++d) {
      int64_t s = (*size)[d];
      strides.push_back(b.getIndexAttr(1));
      if (s == -1) {
        if (ShapedType::isDynamic(type.getDimSize(d)))
          return error(op) << "slices to the end of a dynamic dimension";
        s = type.getDimSize(d) - (*begin)[d];
      }
      if ((*begin)[d] < 0 || s < 0 ||
          (!ShapedType::isDynamic(type.getDimSize(d)) &&
           (*begin)[d] + s > type.getDimSize(d)))
        return error(op) << "slices out of bounds of " << type;
      // An empty slice may begin at the end; extract_slice's offset may not.
      offsets.push_back(b.getIndexAttr(s == 0 ? 0 : (*begin)[d]));
      sizes.push_back(b.getIndexAttr(s));
      shape.push_back(s);
    }
    auto resultType = RankedTensorType::get(shape, type.getElementType());
    // A slice of a constant (a shape being taken apart) is a constant.
    DenseElementsAttr constant;
    if (matchPattern(operands[0], m_Constant(&constant)) &&
        type.hasStaticShape() && type.getNumElements() <= 4096) {
      results.push_back(arith::ConstantOp::create(
          b, loc,
          sliceConstant(constant, *begin, shape,
                        SmallVector<int64_t>(shape.size(), 1), resultType)));
      return success();
    }
    results.push_back(tensor::ExtractSliceOp::create(
        b, loc, resultType, operands[0], offsets, sizes, strides));
    return success();
  };
  h["StridedSlice"] = [this](Operation *op, ArrayRef<Value> operands,
                             SmallVectorImpl<Value> &results) -> LogicalResult {
    return stridedSlice(op, operands[0], operands.drop_front(), Value(),
                        results);
  };
  h["StridedSliceGrad"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    return stridedSlice(op, Value(), operands.slice(1, 3), operands[4], results,
                        operands[0]);
  };
  // Split(axis, value) into num_split equal pieces; SplitV(value, sizes,
  // axis) into the given sizes (one may be -1: the rest).
  auto splitInto = [this](Operation *op, Value value, int64_t axis,
                          ArrayRef<int64_t> pieces,
                          SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    value = toTensor(loc, value);
    auto type = dyn_cast<RankedTensorType>(value.getType());
    if (!type || type.getRank() == 0)
      return error(op) << "needs a ranked input of rank 1 or more";
    int64_t rank = type.getRank();
    if (axis < -rank || axis >= rank)
      return error(op) << "has axis " << axis << " out of range for " << type;
    if (axis < 0)
      axis += rank;
    if (type.isDynamicDim(axis))
      return error(op) << "splits a dimension known only at run time";
    int64_t offset = 0;
    SmallVector<OpFoldResult> sizes = sizesOf(loc, value);
    SmallVector<OpFoldResult> strides(rank, b.getIndexAttr(1));
    for (int64_t piece : pieces) {
      SmallVector<OpFoldResult> offsets(rank, b.getIndexAttr(0));
      // An empty piece may begin at the end; extract_slice wants 0 there.
      offsets[axis] = b.getIndexAttr(piece == 0 ? 0 : offset);
      sizes[axis] = b.getIndexAttr(piece);
      SmallVector<int64_t> shape(type.getShape());
      shape[axis] = piece;
      results.push_back(tensor::ExtractSliceOp::create(
          b, loc, RankedTensorType::get(shape, type.getElementType()), value,
          offsets, sizes, strides));
      offset += piece;
    }
    return success();
  };
  h["Split"] = [this,
                splitInto](Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
    FailureOr<SmallVector<int64_t>> axis = constInts(op, operands[0], "axis");
    if (failed(axis))
      return failure();
    auto type = dyn_cast<RankedTensorType>(operands[1].getType());
    int64_t count = op->getNumResults();
    if (!type || axis->size() != 1)
      return error(op) << "needs a ranked input and a scalar axis";
    int64_t a = (*axis)[0] < 0 ? (*axis)[0] + type.getRank() : (*axis)[0];
    if (a < 0 || a >= type.getRank())
      return error(op) << "has axis " << (*axis)[0] << " out of range for "
                       << type;
    if (type.isDynamicDim(a))
      return error(op) << "splits a dimension known only at run time";
    if (count == 0 || type.getDimSize(a) % count != 0)
      return error(op) << "cannot split dimension " << a << " of " << type
                       << " into " << count << " equal pieces";
    SmallVector<int64_t> pieces(count, type.getDimSize(a) / count);
    return splitInto(op, operands[1], a, pieces, results);
  };
  h["SplitV"] = [this,
                 splitInto](Operation *op, ArrayRef<Value> operands,
                            SmallVectorImpl<Value> &results) -> LogicalResult {
    FailureOr<SmallVector<int64_t>> pieces =
        constInts(op, operands[1], "size_splits");
    if (failed(pieces))
      return failure();
    FailureOr<SmallVector<int64_t>> axis = constInts(op, operands[2], "axis");
    if (failed(axis))
      return failure();
    auto type = dyn_cast<RankedTensorType>(operands[0].getType());
    if (!type || axis->size() != 1 || pieces->size() != op->getNumResults())
      return error(op) << "needs a ranked input, a scalar axis and one size "
                          "per result";
    int64_t a = (*axis)[0] < 0 ? (*axis)[0] + type.getRank() : (*axis)[0];
    if (a < 0 || a >= type.getRank() || type.isDynamicDim(a))
      return error(op) << "needs axis " << (*axis)[0]
                       << " to be a static dimension of " << type;
    int64_t known = 0, inferred = -1;
    for (auto [i, piece] : llvm::enumerate(*pieces)) {
      if (piece == -1 && inferred < 0) {
        inferred = i;
        continue;
      }
      if (piece < 0)
        return error(op) << "has a negative size_splits entry " << piece;
      known += piece;
    }
    int64_t total = type.getDimSize(a);
    if (inferred >= 0 && known <= total)
      (*pieces)[inferred] = total - known;
    else if (inferred >= 0 || known != total)
      return error(op) << "has size_splits that do not add up to " << total
                       << ", the size of dimension " << a << " of " << type;
    return splitInto(op, operands[0], a, *pieces, results);
  };
  // ReverseV2(tensor, axes): each listed dimension read backwards.
  h["ReverseV2"] = [this](Operation *op, ArrayRef<Value> operands,
                          SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value input = toTensor(loc, operands[0]);
    auto type = dyn_cast<RankedTensorType>(input.getType());
    FailureOr<SmallVector<int64_t>> axes = constInts(op, operands[1], "axis");
    if (failed(axes))
      return failure();
    if (!type)
      return error(op) << "needs a ranked input";
    int64_t rank = type.getRank();
    SmallVector<bool> reversed(rank, false);
    for (int64_t axis : *axes) {
      if (axis < -rank || axis >= rank)
        return error(op) << "has axis " << axis << " out of range for " << type;
      int64_t a = axis < 0 ? axis + rank : axis;
      if (reversed[a])
        return error(op) << "reverses dimension " << a << " twice";
      reversed[a] = true;
    }
    if (rank == 0 || llvm::none_of(reversed, [](bool r) { return r; })) {
      results.push_back(input);
      return success();
    }
    SmallVector<OpFoldResult> sizes = sizesOf(loc, input);
    Value init = tensor::EmptyOp::create(b, loc, sizes, type.getElementType());
    SmallVector<Value> sizeValues =
        llvm::map_to_vector(sizes, [&](OpFoldResult size) {
          return getValueOrCreateConstantIndexOp(b, loc, size);
        });
    SmallVector<AffineMap> maps = {b.getMultiDimIdentityMap(rank)};
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    auto generic = linalg::GenericOp::create(
        b, loc, init.getType(), ValueRange{}, init, maps, iterators,
        [&](OpBuilder &nb, Location nloc, ValueRange) {
          SmallVector<Value> at;
          for (int64_t d = 0; d < rank; ++d) {
            Value i = linalg::IndexOp::create(nb, nloc, d);
            if (reversed[d]) {
              Value last = arith::SubIOp::create(
                  nb, nloc, sizeValues[d],
                  arith::ConstantIndexOp::create(nb, nloc, 1));
              i = arith::SubIOp::create(nb, nloc, last, i);
            }
            at.push_back(i);
          }
          linalg::YieldOp::create(
              nb, nloc,
              tensor::ExtractOp::create(nb, nloc, input, at).getResult());
        });
    results.push_back(generic.getResult(0));
    return success();
  };
  // Pad / PadV2: the input inside a filled tensor (PadV2's constant, else
  // zero), paddings [rank, 2] constant and non-negative.
  for (StringRef kind : {"Pad", "PadV2"})
    h[kind] = [this](Operation *op, ArrayRef<Value> operands,
                     SmallVectorImpl<Value> &results) -> LogicalResult {
      Location loc = op->getLoc();
      Value input = toTensor(loc, operands[0]);
      auto type = dyn_cast<RankedTensorType>(input.getType());
      FailureOr<SmallVector<int64_t>> paddings =
          constInts(op, operands[1], "paddings");
      if (failed(paddings))
        return failure();
      if (!type || (int64_t)paddings->size() != 2 * type.getRank())
        return error(op) << "needs a ranked input and paddings of shape "
                            "[rank, 2]";
      Type element = type.getElementType();
      Value padValue = operands.size() > 2
                           ? toScalar(loc, operands[2])
                           : (Value)arith::ConstantOp::create(
                                 b, loc, b.getZeroAttr(element));
      if (padValue.getType() != element)
        return error(op) << "has a constant_values of another element type";
      SmallVector<OpFoldResult> sizes = sizesOf(loc, input);
      SmallVector<OpFoldResult> padded, offsets;
      SmallVector<int64_t> shape;
      for (int64_t d = 0; d < type.getRank(); ++d) {
        int64_t before = (*paddings)[2 * d], after = (*paddings)[2 * d + 1];
        if (before < 0 || after < 0)
          return error(op) << "has a negative padding in dimension " << d;
        offsets.push_back(b.getIndexAttr(before));
        shape.push_back(type.isDynamicDim(d)
                            ? ShapedType::kDynamic
                            : type.getDimSize(d) + before + after);
        padded.push_back(getAsOpFoldResult(b.createOrFold<arith::AddIOp>(
            loc, getValueOrCreateConstantIndexOp(b, loc, sizes[d]),
            constantIndex(loc, before + after))));
      }
      Value filled = fill(loc, padded, padValue);
      SmallVector<OpFoldResult> strides(type.getRank(), b.getIndexAttr(1));
      Value result = tensor::InsertSliceOp::create(b, loc, input, filled,
                                                   offsets, sizes, strides);
      results.push_back(result);
      return success();
    };
  // ArgMax / ArgMin(input, dimension): the index of the first largest
  // (smallest) element along the dimension, as output_type (int64 by
  // default). The combination is order independent: ties keep the smaller
  // index.
  for (StringRef kind : {"ArgMax", "ArgMin"})
    h[kind] = [this, kind](Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
      Location loc = op->getLoc();
      Value input = toTensor(loc, operands[0]);
      auto type = dyn_cast<RankedTensorType>(input.getType());
      FailureOr<SmallVector<int64_t>> axis =
          constInts(op, operands[1], "dimension");
      if (failed(axis))
        return failure();
      if (!type || type.getRank() == 0 || axis->size() != 1)
        return error(op) << "needs a ranked input of rank 1 or more and a "
                            "scalar dimension";
      int64_t rank = type.getRank();
      int64_t a = (*axis)[0];
      if (a < -rank || a >= rank)
        return error(op) << "has dimension " << a << " out of range for "
                         << type;
      if (a < 0)
        a += rank;
      if (type.getDimSize(a) == 0)
        return error(op) << "reduces an empty dimension";
      Type element = type.getElementType();
      bool fp = isFloat(element);
      if (!fp && !element.isSignlessInteger())
        return error(op) << "does not support element type " << element;
      Type indexType = IntegerType::get(b.getContext(), 64);
      if (auto attr = op->getAttrOfType<TypeAttr>("output_type"))
        indexType = attr.getValue();
      if (!indexType.isSignlessInteger(32) && !indexType.isSignlessInteger(64))
        return error(op) << "has an output_type that is not int32 or int64";
      bool max = kind == "ArgMax";
      TypedAttr start;
      if (fp)
        start = b.getFloatAttr(
            element,
            APFloat::getInf(cast<FloatType>(element).getFloatSemantics(),
                            /*Negative=*/max));
      else
        start = b.getIntegerAttr(
            element,
            max ? APInt::getSignedMinValue(element.getIntOrFloatBitWidth())
                : APInt::getSignedMaxValue(element.getIntOrFloatBitWidth()));
      SmallVector<OpFoldResult> sizes = sizesOf(loc, input);
      sizes.erase(sizes.begin() + a);
      Value best = fill(loc, sizes, arith::ConstantOp::create(b, loc, start));
      Value where = fill(
          loc, sizes,
          arith::ConstantOp::create(b, loc, b.getIntegerAttr(indexType, 0)));
      SmallVector<AffineExpr> reduced;
      for (int64_t d = 0; d < rank; ++d)
        if (d != a)
          reduced.push_back(b.getAffineDimExpr(d));
      AffineMap outMap = AffineMap::get(rank, 0, reduced, b.getContext());
      SmallVector<AffineMap> maps = {b.getMultiDimIdentityMap(rank), outMap,
                                     outMap};
      SmallVector<utils::IteratorType> iterators(rank,
                                                 utils::IteratorType::parallel);
      iterators[a] = utils::IteratorType::reduction;
      auto generic = linalg::GenericOp::create(
          b, loc, TypeRange{best.getType(), where.getType()}, input,
          ValueRange{best, where}, maps, iterators,
          [&](OpBuilder &nb, Location nloc, ValueRange args) {
            Value x = args[0], current = args[1], at = args[2];
            Value i = arith::IndexCastOp::create(
                nb, nloc, indexType, linalg::IndexOp::create(nb, nloc, a));
            Value better, same;
            if (fp) {
              better = arith::CmpFOp::create(nb, nloc,
                                             max ? arith::CmpFPredicate::OGT
                                                 : arith::CmpFPredicate::OLT,
                                             x, current);
              same = arith::CmpFOp::create(nb, nloc, arith::CmpFPredicate::OEQ,
                                           x, current);
            } else {
              better = arith::CmpIOp::create(nb, nloc,
                                             max ? arith::CmpIPredicate::sgt
                                                 : arith::CmpIPredicate::slt,
                                             x, current);
              same = arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::eq,
                                           x, current);
            }
            Value earlier = arith::CmpIOp::create(
                nb, nloc, arith::CmpIPredicate::slt, i, at);
            Value take = arith::OrIOp::create(
                nb, nloc, better,
                arith::AndIOp::create(nb, nloc, same, earlier));
            linalg::YieldOp::create(
                nb, nloc,
                ValueRange{arith::SelectOp::create(nb, nloc, take, x, current),
                           arith::SelectOp::create(nb, nloc, take, i, at)});
          });
      results.push_back(generic.getResult(1));
      return success();
    };
  // OneHot(indices, depth, on_value, off_value): on where the index equals
  // the position along the new axis (-1: last), off elsewhere (also for
  // indices outside [0, depth), as TensorFlow gives).
  h["OneHot"] = [this](Operation *op, ArrayRef<Value> operands,
                       SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value indices = toTensor(loc, operands[0]);
    auto type = dyn_cast<RankedTensorType>(indices.getType());
    FailureOr<SmallVector<int64_t>> depth = constInts(op, operands[1], "depth");
    if (failed(depth))
      return failure();
    if (!type || depth->size() != 1 || (*depth)[0] < 0)
      return error(op) << "needs ranked indices and a non-negative depth";
    int64_t rank = type.getRank() + 1;
    int64_t axis = -1;
    if (auto attr = op->getAttrOfType<IntegerAttr>("axis"))
      axis = attr.getInt();
    if (axis < -1 || axis >= rank)
      return error(op) << "has axis " << axis << " out of range";
    if (axis == -1)
      axis = rank - 1;
    Value on = toScalar(loc, operands[2]), off = toScalar(loc, operands[3]);
    if (on.getType() != off.getType())
      return error(op) << "has on_value and off_value of different types";
    SmallVector<OpFoldResult> sizes = sizesOf(loc, indices);
    sizes.insert(sizes.begin() + axis, b.getIndexAttr((*depth)[0]));
    Value init = tensor::EmptyOp::create(b, loc, sizes, on.getType());
    SmallVector<AffineExpr> indexExprs;
    for (int64_t d = 0; d < rank; ++d)
      if (d != axis)
        indexExprs.push_back(b.getAffineDimExpr(d));
    SmallVector<AffineMap> maps = {
        AffineMap::get(rank, 0, indexExprs, b.getContext()),
        b.getMultiDimIdentityMap(rank)};
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    auto generic = linalg::GenericOp::create(
        b, loc, init.getType(), indices, init, maps, iterators,
        [&](OpBuilder &nb, Location nloc, ValueRange args) {
          Value position = arith::IndexCastOp::create(
              nb, nloc, args[0].getType(),
              linalg::IndexOp::create(nb, nloc, axis));
          Value hit = arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::eq,
                                            args[0], position);
          linalg::YieldOp::create(
              nb, nloc,
              arith::SelectOp::create(nb, nloc, hit, on, off).getResult());
        });
    results.push_back(generic.getResult(0));
    return success();
  };
  h["GatherV2"] = [this](Operation *op, ArrayRef<Value> operands,
                         SmallVectorImpl<Value> &results) -> LogicalResult {
    if (auto batchDims = op->getAttrOfType<IntegerAttr>("batch_dims");
        batchDims && batchDims.getInt() != 0)
      return error(op) << "supports batch_dims = 0 only, got "
                       << batchDims.getInt();
    FailureOr<SmallVector<int64_t>> axis = constInts(op, operands[2], "axis");
    if (failed(axis))
      return failure();
    if (axis->size() != 1)
      return error(op) << "needs a scalar axis";
    return pushResult(results,
                      gather(op, operands[0], operands[1], (*axis)[0]));
  };
  h["Gather"] = [this](Operation *op, ArrayRef<Value> operands,
                       SmallVectorImpl<Value> &results) -> LogicalResult {
    return pushResult(results, gather(op, operands[0], operands[1], 0));
  };
  h["UnsortedSegmentSum"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    return pushResult(
        results, unsortedSegmentSum(op, operands[0], operands[1], operands[2]));
  };
  registerResourceHandlers();
}

/// TensorFlow's "[i,j]" of an index into a tensor of `shape`, for messages.
static std::string positionString(ArrayRef<int64_t> shape, int64_t flat) {
  SmallVector<int64_t> position(shape.size());
  for (int64_t d = shape.size() - 1; d >= 0; --d) {
    position[d] = shape[d] ? flat % shape[d] : 0;
    flat = shape[d] ? flat / shape[d] : 0;
  }
  std::string text = "[";
  llvm::raw_string_ostream os(text);
  llvm::interleave(position, os, ",");
  return text + "]";
}

/// GatherV2 with batch_dims 0: result[p..., i..., q...] =
/// params[p..., indices[i...], q...]. An index outside [0, params' size
/// along axis) is TensorFlow's error: at compile time for constant indices,
/// otherwise a run-time check; the read itself is never out of bounds.
FailureOr<Value> Legalizer::gather(Operation *op, Value params, Value indices,
                                   int64_t axis) {
  Location loc = op->getLoc();
  params = toTensor(loc, params);
  indices = toTensor(loc, indices);
  auto paramsType = dyn_cast<RankedTensorType>(params.getType());
  auto indicesType = dyn_cast<RankedTensorType>(indices.getType());
  if (!paramsType || !indicesType || paramsType.getRank() == 0) {
    error(op) << "needs ranked params of rank 1 or more and ranked indices";
    return failure();
  }
  int64_t rank = paramsType.getRank();
  if (axis < -rank || axis >= rank) {
    error(op) << "has axis " << axis << " out of range for " << paramsType;
    return failure();
  }
  if (axis < 0)
    axis += rank;
  int64_t indexRank = indicesType.getRank();
  int64_t resultRank = rank - 1 + indexRank;
  SmallVector<OpFoldResult> paramSizes = sizesOf(loc, params);
  SmallVector<OpFoldResult> indexSizes = sizesOf(loc, indices);
  SmallVector<int64_t> shape;
  SmallVector<OpFoldResult> sizes;
  for (int64_t d = 0; d < rank; ++d) {
    if (d != axis) {
      shape.push_back(paramsType.getDimSize(d));
      sizes.push_back(paramSizes[d]);
      continue;
    }
    llvm::append_range(shape, indicesType.getShape());
    llvm::append_range(sizes, indexSizes);
  }
  int64_t limit = paramsType.getDimSize(axis);
  DenseIntElementsAttr constant;
  if (matchPattern(indices, m_Constant(&constant))) {
    if (!ShapedType::isDynamic(limit))
      for (auto [flat, value] : llvm::enumerate(constant.getValues<APInt>()))
        if (value.getSExtValue() < 0 || value.getSExtValue() >= limit) {
          error(op) << "has indices"
                    << positionString(indicesType.getShape(), flat) << " = "
                    << value.getSExtValue() << " is not in [0, " << limit
                    << ")";
          return failure();
        }
  }
  Value limitValue = getValueOrCreateConstantIndexOp(b, loc, paramSizes[axis]);
  auto inRange = [&](OpBuilder &nb, Location nloc, Value raw) {
    Value index = arith::IndexCastOp::create(nb, nloc, nb.getIndexType(), raw);
    Value nonNegative =
        arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::sge, index,
                              arith::ConstantIndexOp::create(nb, nloc, 0));
    Value below = arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::slt,
                                        index, limitValue);
    return std::make_pair(
        index, arith::AndIOp::create(nb, nloc, nonNegative, below).getResult());
  };
  if (!constant && indicesType.getNumElements() != 0) {
    // All indices in range: one reduction, one check.
    Value all = arith::ConstantOp::create(b, loc, b.getBoolAttr(true));
    Value init = tensor::FromElementsOp::create(
        b, loc, RankedTensorType::get({}, b.getI1Type()), all);
    SmallVector<AffineMap> maps = {
        b.getMultiDimIdentityMap(indexRank),
        AffineMap::get(indexRank, 0, {}, b.getContext())};
    SmallVector<utils::IteratorType> iterators(indexRank,
                                               utils::IteratorType::reduction);
    auto check = linalg::GenericOp::create(
        b, loc, init.getType(), indices, init, maps, iterators,
        [&](OpBuilder &nb, Location nloc, ValueRange args) {
          Value ok = inRange(nb, nloc, args[0]).second;
          linalg::YieldOp::create(
              nb, nloc,
              arith::AndIOp::create(nb, nloc, ok, args[1]).getResult());
        });
    Value ok = tensor::ExtractOp::create(b, loc, check.getResult(0));
    std::string message;
    llvm::raw_string_ostream os(message);
    os << nodeName(loc) << ": indices are not all in [0, ";
    if (ShapedType::isDynamic(limit))
      os << "the size of params' dimension " << axis;
    else
      os << limit;
    os << ")";
    cf::AssertOp::create(b, loc, ok, message);
  }
  SmallVector<AffineExpr> indexExprs;
  for (int64_t d = 0; d < indexRank; ++d)
    indexExprs.push_back(b.getAffineDimExpr(axis + d));
  SmallVector<AffineMap> maps = {
      AffineMap::get(resultRank, 0, indexExprs, b.getContext()),
      b.getMultiDimIdentityMap(resultRank)};
  Value init =
      tensor::EmptyOp::create(b, loc, sizes, paramsType.getElementType());
  SmallVector<utils::IteratorType> iterators(resultRank,
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      b, loc, init.getType(), indices, init, maps, iterators,
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        auto [index, ok] = inRange(nb, nloc, args[0]);
        Value safe = arith::SelectOp::create(
            nb, nloc, ok, index, arith::ConstantIndexOp::create(nb, nloc, 0));
        SmallVector<Value> coordinates;
        for (int64_t d = 0; d < axis; ++d)
          coordinates.push_back(linalg::IndexOp::create(nb, nloc, d));
        coordinates.push_back(safe);
        for (int64_t d = axis + indexRank; d < resultRank; ++d)
          coordinates.push_back(linalg::IndexOp::create(nb, nloc, d));
        linalg::YieldOp::create(
            nb, nloc,
            tensor::ExtractOp::create(nb, nloc, params, coordinates)
                .getResult());
      });
  return generic.getResult(0);
}

/// UnsortedSegmentSum: result[s, q...] = the sum of data[i..., q...] over
/// the i with segment_ids[i...] = s. Negative ids are dropped, as
/// TensorFlow's kernel drops them; an id at or past num_segments is its
/// error (checked at run time).
FailureOr<Value> Legalizer::unsortedSegmentSum(Operation *op, Value data,
                                               Value segmentIds,
                                               Value numSegments) {
  Location loc = op->getLoc();
  data = toTensor(loc, data);
  segmentIds = toTensor(loc, segmentIds);
  auto dataType = dyn_cast<RankedTensorType>(data.getType());
  auto idsType = dyn_cast<RankedTensorType>(segmentIds.getType());
  if (!dataType || !idsType || idsType.getRank() > dataType.getRank()) {
    error(op) << "needs ranked data and segment ids of no larger rank";
    return failure();
  }
  int64_t idsRank = idsType.getRank();
  for (int64_t d = 0; d < idsRank; ++d)
    if (!ShapedType::isDynamic(idsType.getDimSize(d)) &&
        !ShapedType::isDynamic(dataType.getDimSize(d)) &&
        idsType.getDimSize(d) != dataType.getDimSize(d)) {
      error(op) << "has segment ids of shape " << idsType
                << " that is not a prefix of data's " << dataType;
      return failure();
    }
  Type element = dataType.getElementType();
  if (!isFloat(element) && !element.isSignlessInteger()) {
    error(op) << "does not support element type " << element;
    return failure();
  }
  // Rows: data as [n, q...] and the ids as [n].
  SmallVector<int64_t> rowShape(dataType.getShape().drop_front(idsRank));
  SmallVector<OpFoldResult> dataSizes = sizesOf(loc, data);
  SmallVector<OpFoldResult> rowSizes(
      ArrayRef<OpFoldResult>(dataSizes).drop_front(idsRank));
  int64_t count = 1;
  for (int64_t d : idsType.getShape())
    count = ShapedType::isDynamic(d) || ShapedType::isDynamic(count)
                ? ShapedType::kDynamic
                : count * d;
  SmallVector<ReassociationIndices> dataGroups(1), idGroups(1);
  for (int64_t d = 0; d < idsRank; ++d) {
    dataGroups[0].push_back(d);
    idGroups[0].push_back(d);
  }
  SmallVector<int64_t> flatShape = {count};
  llvm::append_range(flatShape, rowShape);
  Value flatData, flatIds;
  if (idsRank == 0) {
    flatData = tensor::ExpandShapeOp::create(
        b, loc, RankedTensorType::get(flatShape, element), data,
        dataType.getRank() == 0 ? SmallVector<ReassociationIndices>{} : [&] {
          SmallVector<ReassociationIndices> groups = {{0, 1}};
          for (int64_t d = 1; d < dataType.getRank(); ++d)
            groups.push_back({d + 1});
          return groups;
        }());
    flatIds = tensor::ExpandShapeOp::create(
        b, loc, RankedTensorType::get({1}, idsType.getElementType()),
        segmentIds, SmallVector<ReassociationIndices>{});
  } else {
    for (int64_t d = idsRank; d < dataType.getRank(); ++d)
      dataGroups.push_back({d});
    flatData = tensor::CollapseShapeOp::create(b, loc, data, dataGroups);
    flatIds = tensor::CollapseShapeOp::create(b, loc, segmentIds, idGroups);
  }
  Value segmentCount;
  DenseIntElementsAttr numConstant;
  int64_t staticSegments = ShapedType::kDynamic;
  if (matchPattern(toTensor(loc, numSegments), m_Constant(&numConstant)) &&
      numConstant.getNumElements() == 1) {
    staticSegments = (*numConstant.getValues<APInt>().begin()).getSExtValue();
    if (staticSegments < 0) {
      error(op) << "has a negative num_segments " << staticSegments;
      return failure();
    }
    segmentCount = constantIndex(loc, staticSegments);
  } else {
    segmentCount = toIndex(loc, numSegments);
  }
  SmallVector<int64_t> resultShape = {staticSegments};
  llvm::append_range(resultShape, rowShape);
  SmallVector<OpFoldResult> resultSizes = {
      staticSegments == ShapedType::kDynamic
          ? OpFoldResult(segmentCount)
          : OpFoldResult(b.getIndexAttr(staticSegments))};
  llvm::append_range(resultSizes, rowSizes);
  Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(element));
  Value result = fill(loc, resultSizes, zero);
  Value rows = b.createOrFold<tensor::DimOp>(loc, flatIds, 0);
  std::string message;
  llvm::raw_string_ostream os(message);
  os << nodeName(loc) << ": segment_ids are not all below num_segments";
  if (!ShapedType::isDynamic(staticSegments))
    os << " = " << staticSegments;
  auto loop = scf::ForOp::create(
      b, loc, constantIndex(loc, 0), rows, constantIndex(loc, 1),
      ValueRange{result},
      [&](OpBuilder &nb, Location nloc, Value row, ValueRange iterArgs) {
        Value raw = tensor::ExtractOp::create(nb, nloc, flatIds, row);
        Value id = arith::IndexCastOp::create(nb, nloc, nb.getIndexType(), raw);
        Value below = arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::slt,
                                            id, segmentCount);
        cf::AssertOp::create(
            nb, nloc,
            arith::OrIOp::create(
                nb, nloc, below,
                arith::CmpIOp::create(
                    nb, nloc, arith::CmpIPredicate::slt, id,
                    arith::ConstantIndexOp::create(nb, nloc, 0))),
            message);
        Value kept = arith::AndIOp::create(
            nb, nloc, below,
            arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::sge, id,
                                  arith::ConstantIndexOp::create(nb, nloc, 0)));
        auto ifOp = scf::IfOp::create(
            nb, nloc, kept,
            [&](OpBuilder &tb, Location tloc) {
              int64_t rank = resultShape.size();
              SmallVector<OpFoldResult> sliceSizes = {tb.getIndexAttr(1)};
              llvm::append_range(sliceSizes, rowSizes);
              SmallVector<OpFoldResult> strides(rank, tb.getIndexAttr(1));
              SmallVector<OpFoldResult> into(rank, tb.getIndexAttr(0)),
                  from(rank, tb.getIndexAttr(0));
              into[0] = id;
              from[0] = row;
              SmallVector<int64_t> sliceShape = {1};
              llvm::append_range(sliceShape, rowShape);
              auto sliceType = RankedTensorType::get(sliceShape, element);
              Value old = tensor::ExtractSliceOp::create(
                  tb, tloc, sliceType, iterArgs[0], into, sliceSizes, strides);
              Value add = tensor::ExtractSliceOp::create(
                  tb, tloc, sliceType, flatData, from, sliceSizes, strides);
              Value sum = linalg::AddOp::create(tb, tloc, ValueRange{old, add},
                                                ValueRange{old})
                              .getResult(0);
              scf::YieldOp::create(
                  tb, tloc,
                  tensor::InsertSliceOp::create(tb, tloc, sum, iterArgs[0],
                                                into, sliceSizes, strides)
                      .getResult());
            },
            [&](OpBuilder &tb, Location tloc) {
              scf::YieldOp::create(tb, tloc, iterArgs[0]);
            });
        scf::YieldOp::create(nb, nloc, ifOp.getResult(0));
      });
  return loop.getResult(0);
}

/// StridedSlice (input given) and StridedSliceGrad (gradient and its shape
/// given) after TensorFlow's dense-spec rules: ellipsis, new-axis and
/// shrink-axis masks, negative and clamped bounds, positive strides.
LogicalResult Legalizer::stridedSlice(Operation *op, Value input,
                                      ArrayRef<Value> spec, Value gradient,
                                      SmallVectorImpl<Value> &results,
                                      Value gradShape) {
  Location loc = op->getLoc();
  FailureOr<SmallVector<int64_t>> begin = constInts(op, spec[0], "begin");
  FailureOr<SmallVector<int64_t>> end =
      succeeded(begin) ? constInts(op, spec[1], "end")
                       : FailureOr<SmallVector<int64_t>>(failure());
  FailureOr<SmallVector<int64_t>> strides =
      succeeded(end) ? constInts(op, spec[2], "strides")
                     : FailureOr<SmallVector<int64_t>>(failure());
  if (failed(strides))
    return failure();
  if (begin->size() != end->size() || begin->size() != strides->size())
    return error(op) << "has begin, end and strides of different lengths";
  auto mask = [&](StringRef name) -> uint64_t {
    auto attr = op->getAttrOfType<IntegerAttr>(name);
    return attr ? attr.getInt() : 0;
  };
  uint64_t beginMask = mask("begin_mask"), endMask = mask("end_mask"),
           ellipsisMask = mask("ellipsis_mask"),
           newAxisMask = mask("new_axis_mask"),
           shrinkMask = mask("shrink_axis_mask");
  SmallVector<int64_t> inputShape;
  Type element;
  if (input) {
    auto type = dyn_cast<RankedTensorType>(input.getType());
    if (!type)
      return error(op) << "needs a ranked input";
    inputShape.assign(type.getShape().begin(), type.getShape().end());
    element = type.getElementType();
  } else {
    FailureOr<SmallVector<int64_t>> shape =
        constInts(op, gradShape, "input shape");
    if (failed(shape))
      return failure();
    inputShape = *shape;
    if (llvm::any_of(inputShape, [](int64_t d) { return d < 0; }))
      return error(op) << "needs a static input shape of non-negative sizes";
    element = getElementTypeOrSelf(gradient.getType());
  }
  int64_t rank = inputShape.size();
  int64_t sparse = begin->size();
  int64_t newAxesAfterEllipsis = 0;
  bool seenEllipsis = false;
  for (int64_t i = 0; i < sparse; ++i) {
    if (ellipsisMask & (1ull << i))
      seenEllipsis = true;
    else if (seenEllipsis && (newAxisMask & (1ull << i)))
      ++newAxesAfterEllipsis;
  }
  // Per input dimension: offset, size, stride, and whether it is kept.
  SmallVector<int64_t> offsets(rank, 0), sizes(inputShape), steps(rank, 1);
  SmallVector<bool> shrink(rank, false);
  // The output shape with new axes, as (input dim or -1 for a new axis).
  SmallVector<int64_t> outputDims;
  int64_t dim = 0;
  bool ellipsisDone = false;
  auto fullDim = [&](int64_t d) { outputDims.push_back(d); };
  for (int64_t i = 0; i < sparse; ++i) {
    uint64_t bit = 1ull << i;
    if (ellipsisMask & bit) {
      if (ellipsisDone)
        return error(op) << "has more than one ellipsis";
      ellipsisDone = true;
      int64_t next = std::min<int64_t>(
          rank - (sparse - i) + 1 + newAxesAfterEllipsis, rank);
      for (; dim < next; ++dim)
        fullDim(dim);
      continue;
    }
    if (newAxisMask & bit) {
      outputDims.push_back(-1);
      continue;
    }
    if (dim >= rank)
      return error(op) << "indexes more dimensions than the input has";
    int64_t size = inputShape[dim], stride = (*strides)[i];
    if (stride <= 0)
      return error(op) << "supports positive strides only";
    bool dynamic = ShapedType::isDynamic(size);
    if (shrinkMask & bit) {
      int64_t at = (*begin)[i];
      if (at < 0) {
        if (dynamic)
          return error(op) << "indexes a dynamic dimension from the end";
        at += size;
      }
      if (at < 0 || (!dynamic && at >= size))
        return error(op) << "has index " << (*begin)[i]
                         << " out of bounds for dimension " << dim;
      offsets[dim] = at;
      sizes[dim] = 1;
      shrink[dim] = true;
      ++dim;
      continue;
    }
    bool fullBegin = beginMask & bit, fullEnd = endMask & bit;
    if (dynamic && !(fullBegin && fullEnd && stride == 1))
      return error(op) << "slices a dynamic dimension";
    if (!dynamic) {
      auto clamp = [&](int64_t v) {
        if (v < 0)
          v += size;
        return std::clamp<int64_t>(v, 0, size);
      };
      int64_t lo = fullBegin ? 0 : clamp((*begin)[i]);
      int64_t hi = fullEnd ? size : clamp((*end)[i]);
      offsets[dim] = lo;
      sizes[dim] = hi > lo ? (hi - lo + stride - 1) / stride : 0;
      steps[dim] = stride;
    }
    fullDim(dim);
    ++dim;
  }
  for (; dim < rank; ++dim)
    fullDim(dim);

  SmallVector<OpFoldResult> offsetFolds, sizeFolds, strideFolds;
  SmallVector<int64_t> sliceShape;
  for (int64_t d = 0; d < rank; ++d) {
    // An empty slice may start at the end (x[1:] of one element);
    // tensor.extract_slice wants its offset inside the dimension.
    offsetFolds.push_back(b.getIndexAttr(sizes[d] == 0 ? 0 : offsets[d]));
    strideFolds.push_back(b.getIndexAttr(steps[d]));
    sliceShape.push_back(sizes[d]);
    if (ShapedType::isDynamic(sizes[d]))
      sizeFolds.push_back(tensor::getMixedSize(b, loc, input, d));
    else
      sizeFolds.push_back(b.getIndexAttr(sizes[d]));
  }
  SmallVector<int64_t> outputShape;
  for (int64_t d : outputDims)
    outputShape.push_back(d < 0 ? 1 : sliceShape[d]);
  auto sliceType = RankedTensorType::get(sliceShape, element);
  DenseElementsAttr constantInput;
  if (input && matchPattern(input, m_Constant(&constantInput)) &&
      sliceType.hasStaticShape() && sliceType.getNumElements() <= 4096) {
    // A slice of a constant (a shape taken apart) is a constant.
    results.push_back(arith::ConstantOp::create(
        b, loc,
        sliceConstant(constantInput, offsets, sizes, steps,
                      RankedTensorType::get(outputShape, element))));
    return success();
  }
  if (input) {
    Value slice = tensor::ExtractSliceOp::create(
        b, loc, sliceType, input, offsetFolds, sizeFolds, strideFolds);
    return pushResult(results, reshape(op, slice, outputShape));
  }
  if (llvm::any_of(inputShape, ShapedType::isDynamic))
    return error(op) << "needs a static input shape";
  Value dy = toTensor(loc, gradient);
  auto dyType = dyn_cast<RankedTensorType>(dy.getType());
  if (!dyType)
    return error(op) << "needs a ranked gradient";
  if (dyType.getShape() != ArrayRef<int64_t>(outputShape)) {
    Value cast;
    if (failed(
            castTo(loc, dy, RankedTensorType::get(outputShape, element), cast)))
      return error(op) << "has a gradient of type " << dyType
                       << " for a slice of shape " << sliceType;
    dy = cast;
  }
  FailureOr<Value> piece = reshape(op, dy, sliceShape);
  if (failed(piece))
    return failure();
  Value zero = isFloat(element) ? floatConstant(b, loc, element, 0.0)
                                : (Value)arith::ConstantOp::create(
                                      b, loc, b.getIntegerAttr(element, 0));
  SmallVector<OpFoldResult> full =
      getAsIndexOpFoldResult(b.getContext(), inputShape);
  Value zeros = fill(loc, full, zero);
  results.push_back(tensor::InsertSliceOp::create(
      b, loc, *piece, zeros, offsetFolds, sizeFolds, strideFolds));
  return success();
}

/// Tile by multiples known only at run time: each output element reads the
/// input at its index modulo the input's size.
LogicalResult Legalizer::tileDynamic(Operation *op, Value input,
                                     Value multiples,
                                     SmallVectorImpl<Value> &results) {
  Location loc = op->getLoc();
  auto type = cast<RankedTensorType>(input.getType());
  auto multiplesType = dyn_cast<RankedTensorType>(multiples.getType());
  int64_t rank = type.getRank();
  if (!multiplesType || multiplesType.getRank() != 1 ||
      multiplesType.getDimSize(0) != rank)
    return error(op) << "needs one multiple per dimension";
  SmallVector<OpFoldResult> sizes;
  SmallVector<Value> inputSizes;
  for (int64_t d = 0; d < rank; ++d) {
    Value size = b.createOrFold<tensor::DimOp>(loc, input, d);
    inputSizes.push_back(size);
    Value m =
        toIndex(loc, tensor::ExtractOp::create(
                         b, loc, multiples, ValueRange{constantIndex(loc, d)}));
    runtimeCheck(
        loc,
        b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::slt, m,
                                      constantIndex(loc, 0)),
        ("Expected multiples[" + Twine(d) + "] >= 0, but got {0}").str(), m);
    Value size64 =
        b.createOrFold<arith::IndexCastOp>(loc, b.getI64Type(), size);
    Value m64 = b.createOrFold<arith::IndexCastOp>(loc, b.getI64Type(), m);
    auto tiled = arith::MulSIExtendedOp::create(b, loc, size64, m64);
    Value zero = arith::ConstantIntOp::create(b, loc, 0, 64);
    runtimeCheck(loc,
                 b.createOrFold<arith::OrIOp>(
                     loc,
                     b.createOrFold<arith::CmpIOp>(
                         loc, arith::CmpIPredicate::ne, tiled.getHigh(), zero),
                     b.createOrFold<arith::CmpIOp>(
                         loc, arith::CmpIPredicate::slt, tiled.getLow(), zero)),
                 "Encountered overflow when multiplying {0} with {1}, "
                 "result: -1",
                 ValueRange{size64, m64});
    sizes.push_back(getAsOpFoldResult(b.createOrFold<arith::IndexCastOp>(
        loc, b.getIndexType(), tiled.getLow())));
  }
  checkShapeFromData(loc, sizes, type.getElementType(), ShapeRule::AddDim);
  Value init = tensor::EmptyOp::create(b, loc, sizes, type.getElementType());
  SmallVector<AffineMap> maps = {b.getMultiDimIdentityMap(rank)};
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  results.push_back(
      linalg::GenericOp::create(
          b, loc, init.getType(), ValueRange{}, init, maps, iterators,
          [&](OpBuilder &nb, Location nloc, ValueRange) {
            SmallVector<Value> at;
            for (int64_t d = 0; d < rank; ++d)
              at.push_back(arith::RemUIOp::create(
                  nb, nloc, linalg::IndexOp::create(nb, nloc, d),
                  inputSizes[d]));
            linalg::YieldOp::create(
                nb, nloc,
                tensor::ExtractOp::create(nb, nloc, input, at).getResult());
          })
          .getResult(0));
  return success();
}

void Legalizer::registerResourceHandlers() {
  auto &h = handlers;
  using Results = SmallVectorImpl<Value>;

  // TensorArrays.
  h["TensorArrayV3"] = [this](Operation *op, ArrayRef<Value> operands,
                              Results &results) -> LogicalResult {
    Location loc = op->getLoc();
    auto dtype = op->getAttrOfType<TypeAttr>("dtype");
    if (!dtype || !(isa<FloatType>(dtype.getValue()) ||
                    dtype.getValue().isSignlessInteger()))
      return error(op) << "needs a numeric or boolean 'dtype'";
    TensorType element = UnrankedTensorType::get(dtype.getValue());
    if (Attribute shapeAttr = op->getAttr("element_shape")) {
      FailureOr<std::optional<SmallVector<int64_t>>> shape =
          parseShapeAttr(shapeAttr);
      if (failed(shape))
        return error(op) << "has a malformed 'element_shape' " << shapeAttr;
      if (*shape)
        element = RankedTensorType::get(**shape, dtype.getValue());
    }
    auto name = op->getAttrOfType<StringAttr>("tensor_array_name");
    std::string arrayName = name && !name.getValue().empty()
                                ? name.getValue().str()
                                : nodeName(loc);
    auto create = TensorArrayOp::create(
        b, loc, TensorArrayType::get(b.getContext(), element), b.getF32Type(),
        toIndex(loc, operands[0]), boolAttr(op, "dynamic_size", false),
        boolAttr(op, "clear_after_read", true),
        boolAttr(op, "identical_element_shapes", false),
        /*multiple_writes_aggregate=*/false, arrayName);
    Resource array{Resource::Array, arrayName};
    array.handle = create.getHandle();
    resourceOf[op->getResult(0)] = resources.size();
    resources.push_back(array);
    results.push_back(Value());
    results.push_back(create.getFlow());
    return success();
  };
  h["TensorArrayWriteV3"] = [this](Operation *op, ArrayRef<Value> operands,
                                   Results &results) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Array);
    if (failed(id))
      return failure();
    Location loc = op->getLoc();
    Resource &array = resources[*id];
    Value value = toTensor(loc, operands[2]);
    refineArrayType(array, value.getType(), false);
    results.push_back(WriteOp::create(b, loc, array.handle,
                                      toIndex(loc, operands[1]), value,
                                      toScalar(loc, operands[3])));
    return success();
  };
  h["TensorArrayReadV3"] = [this](Operation *op, ArrayRef<Value> operands,
                                  Results &results) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Array);
    if (failed(id))
      return failure();
    Location loc = op->getLoc();
    results.push_back(ReadOp::create(b, loc, resources[*id].handle,
                                     toIndex(loc, operands[1]),
                                     toScalar(loc, operands[2])));
    return success();
  };
  h["TensorArrayGatherV3"] = [this](Operation *op, ArrayRef<Value> operands,
                                    Results &results) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Array);
    if (failed(id))
      return failure();
    Location loc = op->getLoc();
    results.push_back(GatherOp::create(b, loc, resources[*id].handle,
                                       toTensor(loc, operands[1]),
                                       toScalar(loc, operands[2])));
    return success();
  };
  h["TensorArrayScatterV3"] = [this](Operation *op, ArrayRef<Value> operands,
                                     Results &results) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Array);
    if (failed(id))
      return failure();
    Location loc = op->getLoc();
    Resource &array = resources[*id];
    Value indices = toTensor(loc, operands[1]);
    refineArrayType(array, operands[2].getType(), true);
    results.push_back(ScatterOp::create(b, loc, array.handle, indices,
                                        operands[2],
                                        toScalar(loc, operands[3])));
    return success();
  };
  h["TensorArrayConcatV3"] = [this](Operation *op, ArrayRef<Value> operands,
                                    Results &results) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Array);
    if (failed(id))
      return failure();
    auto concatOp = ConcatOp::create(b, op->getLoc(), resources[*id].handle,
                                     toScalar(op->getLoc(), operands[1]));
    results.push_back(concatOp.getValue());
    results.push_back(concatOp.getLengths());
    return success();
  };
  h["TensorArraySplitV3"] = [this](Operation *op, ArrayRef<Value> operands,
                                   Results &results) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Array);
    if (failed(id))
      return failure();
    Location loc = op->getLoc();
    Resource &array = resources[*id];
    Value value = operands[1];
    if (auto type = dyn_cast<RankedTensorType>(value.getType());
        type && type.getRank() > 0) {
      SmallVector<int64_t> rows(type.getShape());
      rows[0] = ShapedType::kDynamic;
      refineArrayType(array, RankedTensorType::get(rows, type.getElementType()),
                      false);
    }
    FailureOr<Value> lengths =
        castElements(op, toTensor(loc, operands[2]), b.getI64Type());
    if (failed(lengths))
      return failure();
    results.push_back(SplitOp::create(b, loc, array.handle, value, *lengths,
                                      toScalar(loc, operands[3])));
    return success();
  };
  h["TensorArraySizeV3"] = [this](Operation *op, ArrayRef<Value> operands,
                                  Results &results) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Array);
    if (failed(id))
      return failure();
    Location loc = op->getLoc();
    Value size = SizeOp::create(b, loc, resources[*id].handle,
                                toScalar(loc, operands[1]));
    results.push_back(toTensor(
        loc, b.createOrFold<arith::IndexCastOp>(loc, b.getI32Type(), size)));
    return success();
  };
  h["TensorArrayCloseV3"] = [this](Operation *op, ArrayRef<Value>,
                                   Results &) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Array);
    if (failed(id))
      return failure();
    CloseOp::create(b, op->getLoc(), resources[*id].handle);
    return success();
  };
  auto gradHandler = [this](bool withShape) {
    return [this, withShape](Operation *op, ArrayRef<Value> operands,
                             Results &results) -> LogicalResult {
      FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Array);
      if (failed(id))
        return failure();
      Location loc = op->getLoc();
      auto source = op->getAttrOfType<StringAttr>("source");
      if (!source)
        return error(op) << "needs a 'source' string";
      Value forward = resources[*id].handle;
      Value flow = toScalar(loc, operands[1]);
      Value grad, gradFlow;
      if (withShape) {
        Value prepend = toTensor(loc, operands[2]);
        auto type = GradWithShapeOp::inferGradType(
            cast<TensorArrayType>(forward.getType()), prepend);
        auto gradOp = GradWithShapeOp::create(b, loc, type, b.getF32Type(),
                                              forward, flow, prepend, source);
        grad = gradOp.getGradHandle();
        gradFlow = gradOp.getFlowOut();
      } else {
        auto gradOp = GradOp::create(b, loc, forward, flow, source);
        grad = gradOp.getGradHandle();
        gradFlow = gradOp.getFlowOut();
      }
      Resource accumulator{
          Resource::Array,
          getAccumulatorName(resources[*id].name, source.getValue().str())};
      accumulator.handle = grad;
      resourceOf[op->getResult(0)] = resources.size();
      resources.push_back(accumulator);
      results.push_back(Value());
      results.push_back(gradFlow);
      return success();
    };
  };
  h["TensorArrayGradV3"] = gradHandler(false);
  h["TensorArrayGradWithShape"] = gradHandler(true);

  // Stacks: a dynamic TensorArray and an element count (docs/Rationale.md).
  h["StackV2"] = [this](Operation *op, ArrayRef<Value> operands,
                        Results &results) -> LogicalResult {
    Location loc = op->getLoc();
    auto elemType = op->getAttrOfType<TypeAttr>("elem_type");
    if (!elemType || !(isa<FloatType>(elemType.getValue()) ||
                       elemType.getValue().isSignlessInteger()))
      return error(op) << "needs a numeric or boolean 'elem_type'";
    auto nameAttr = op->getAttrOfType<StringAttr>("stack_name");
    std::string name = nameAttr && !nameAttr.getValue().empty()
                           ? nameAttr.getValue().str()
                           : nodeName(loc);
    auto create = TensorArrayOp::create(
        b, loc,
        TensorArrayType::get(b.getContext(),
                             UnrankedTensorType::get(elemType.getValue())),
        b.getF32Type(), constantIndex(loc, 0), /*dynamic_size=*/true,
        /*clear_after_read=*/true, /*identical_element_shapes=*/false,
        /*multiple_writes_aggregate=*/false, name);
    Resource stack{Resource::Stack, name};
    stack.handle = create.getHandle();
    stack.counter = addSlot(constantIndex(loc, 0));
    stack.flow = addSlot(create.getFlow());
    IntegerAttr maxSize;
    if (!operands.empty() && matchPattern(operands[0], m_Constant(&maxSize)))
      stack.maxSize = maxSize.getInt();
    else if (DenseIntElementsAttr dense;
             !operands.empty() &&
             matchPattern(operands[0], m_Constant(&dense)) &&
             dense.getNumElements() == 1)
      stack.maxSize = (*dense.getValues<APInt>().begin()).getSExtValue();
    resourceOf[op->getResult(0)] = resources.size();
    resources.push_back(stack);
    results.push_back(Value());
    return success();
  };
  h["StackPushV2"] = [this](Operation *op, ArrayRef<Value> operands,
                            Results &results) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Stack);
    if (failed(id))
      return failure();
    Location loc = op->getLoc();
    Resource &stack = resources[*id];
    Value value = toTensor(loc, operands[1]);
    refineArrayType(stack, value.getType(), false);
    Value count = slots[stack.counter];
    if (stack.maxSize >= 0) {
      Value fits =
          b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::slt, count,
                                        constantIndex(loc, stack.maxSize));
      if (!matchPattern(fits, m_One()))
        cf::AssertOp::create(b, loc, fits,
                             "Stack[" + stack.name +
                                 "] overflowed its max_size (" +
                                 std::to_string(stack.maxSize) + ")");
    }
    slots[stack.flow] =
        WriteOp::create(b, loc, stack.handle, count, value, slots[stack.flow]);
    slots[stack.counter] =
        b.createOrFold<arith::AddIOp>(loc, count, constantIndex(loc, 1));
    results.push_back(operands[1]);
    return success();
  };
  h["StackPopV2"] = [this](Operation *op, ArrayRef<Value>,
                           Results &results) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Stack);
    if (failed(id))
      return failure();
    Location loc = op->getLoc();
    Resource &stack = resources[*id];
    Value count = slots[stack.counter];
    Value nonEmpty = b.createOrFold<arith::CmpIOp>(
        loc, arith::CmpIPredicate::sgt, count, constantIndex(loc, 0));
    if (!matchPattern(nonEmpty, m_One()))
      cf::AssertOp::create(b, loc, nonEmpty,
                           "Stack[" + stack.name + "] is empty.");
    Value top =
        b.createOrFold<arith::SubIOp>(loc, count, constantIndex(loc, 1));
    slots[stack.counter] = top;
    results.push_back(
        ReadOp::create(b, loc, stack.handle, top, slots[stack.flow]));
    return success();
  };
  h["StackCloseV2"] = [this](Operation *op, ArrayRef<Value>,
                             Results &) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Stack);
    if (failed(id))
      return failure();
    CloseOp::create(b, op->getLoc(), resources[*id].handle);
    return success();
  };

  // Resource variables: a slot holding the current value.
  h["VarHandleOp"] = [this](Operation *op, ArrayRef<Value>,
                            Results &results) -> LogicalResult {
    auto sharedName = op->getAttrOfType<StringAttr>("shared_name");
    std::string key = sharedName && !sharedName.getValue().empty()
                          ? sharedName.getValue().str()
                          : nodeName(op->getLoc());
    auto it = variablesByName.find(key);
    if (it == variablesByName.end())
      return error(op) << "names a variable '" << key
                       << "' outside the converted function";
    resourceOf[op->getResult(0)] = it->second;
    results.push_back(Value());
    return success();
  };
  h["VarIsInitializedOp"] = [this](Operation *op, ArrayRef<Value>,
                                   Results &results) -> LogicalResult {
    if (failed(resourceOperand(op, 0, Resource::Variable)))
      return failure();
    results.push_back(arith::ConstantOp::create(
        b, op->getLoc(),
        DenseElementsAttr::get(RankedTensorType::get({}, b.getI1Type()),
                               true)));
    return success();
  };
  h["ReadVariableOp"] = [this](Operation *op, ArrayRef<Value>,
                               Results &results) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Variable);
    if (failed(id))
      return failure();
    results.push_back(slots[resources[*id].value]);
    return success();
  };
  auto assign = [this](Operation *op, Value value,
                       unsigned id) -> LogicalResult {
    Resource &variable = resources[id];
    Value current = slots[variable.value];
    Value cast;
    if (failed(castTo(op->getLoc(), toTensor(op->getLoc(), value),
                      current.getType(), cast)))
      return error(op) << "assigns a value of type " << value.getType()
                       << " to variable '" << variable.name << "' of type "
                       << current.getType();
    slots[variable.value] = cast;
    variable.written = true;
    return success();
  };
  auto assignHandler = [this, assign](StringRef kind) {
    return [this, assign, kind](Operation *op, ArrayRef<Value> operands,
                                Results &) -> LogicalResult {
      FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Variable);
      if (failed(id))
        return failure();
      Value value = operands[1];
      if (!kind.empty()) {
        FailureOr<Value> r =
            binary(op, {slots[resources[*id].value], value}, kind);
        if (failed(r))
          return failure();
        value = *r;
      }
      return assign(op, value, *id);
    };
  };
  h["AssignVariableOp"] = assignHandler("");
  h["AssignAddVariableOp"] = assignHandler("Add");
  h["AssignSubVariableOp"] = assignHandler("Sub");
  h["ResourceApplyGradientDescent"] =
      [this, assign](Operation *op, ArrayRef<Value> operands,
                     Results &) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Variable);
    if (failed(id))
      return failure();
    // var -= alpha * delta
    FailureOr<Value> step = binary(op, {operands[1], operands[2]}, "Mul");
    FailureOr<Value> next =
        succeeded(step)
            ? binary(op, {slots[resources[*id].value], *step}, "Sub")
            : FailureOr<Value>(failure());
    if (failed(next))
      return failure();
    return assign(op, *next, *id);
  };
  h["ResourceApplyMomentum"] = [this, assign](Operation *op,
                                              ArrayRef<Value> operands,
                                              Results &) -> LogicalResult {
    FailureOr<unsigned> var = resourceOperand(op, 0, Resource::Variable);
    FailureOr<unsigned> accum = succeeded(var)
                                    ? resourceOperand(op, 1, Resource::Variable)
                                    : FailureOr<unsigned>(failure());
    if (failed(accum))
      return failure();
    Value lr = operands[2], grad = operands[3], momentum = operands[4];
    // accum = accum * momentum + grad; var -= lr * accum, or with Nesterov
    // var -= grad * lr + accum * momentum * lr.
    FailureOr<Value> scaled =
        binary(op, {slots[resources[*accum].value], momentum}, "Mul");
    FailureOr<Value> newAccum = succeeded(scaled)
                                    ? binary(op, {*scaled, grad}, "Add")
                                    : FailureOr<Value>(failure());
    if (failed(newAccum) || failed(assign(op, *newAccum, *accum)))
      return failure();
    Value accumValue = slots[resources[*accum].value];
    FailureOr<Value> step;
    if (boolAttr(op, "use_nesterov", false)) {
      FailureOr<Value> a = binary(op, {grad, lr}, "Mul");
      FailureOr<Value> m = succeeded(a)
                               ? binary(op, {accumValue, momentum}, "Mul")
                               : FailureOr<Value>(failure());
      FailureOr<Value> ml = succeeded(m) ? binary(op, {*m, lr}, "Mul")
                                         : FailureOr<Value>(failure());
      step = succeeded(ml) ? binary(op, {*a, *ml}, "Add")
                           : FailureOr<Value>(failure());
    } else {
      step = binary(op, {accumValue, lr}, "Mul");
    }
    FailureOr<Value> next =
        succeeded(step)
            ? binary(op, {slots[resources[*var].value], *step}, "Sub")
            : FailureOr<Value>(failure());
    if (failed(next))
      return failure();
    return assign(op, *next, *var);
  };

  // Batch normalization.
  auto batchNorm = [this](Operation *op, ArrayRef<Value> operands,
                          Results &results) -> LogicalResult {
    Location loc = op->getLoc();
    assert(operands.size() == 5 && "checked by verifyArity");
    auto epsilon = op->getAttrOfType<FloatAttr>("epsilon");
    auto factor = op->getAttrOfType<FloatAttr>("exponential_avg_factor");
    auto format = op->getAttrOfType<StringAttr>("data_format");
    auto fused = FusedBatchNormOp::create(
        b, loc, operands[0], operands[1], operands[2], operands[3], operands[4],
        b.getF32FloatAttr(epsilon ? epsilon.getValueAsDouble() : 1e-4),
        b.getF32FloatAttr(factor ? factor.getValueAsDouble() : 1.0),
        format ? format : b.getStringAttr("NHWC"),
        b.getBoolAttr(boolAttr(op, "is_training", true)));
    for (Value r : fused->getResults())
      results.push_back(r);
    while (results.size() < op->getNumResults())
      results.push_back(arith::ConstantOp::create(
          b, loc,
          DenseElementsAttr::get(RankedTensorType::get({0}, b.getF32Type()),
                                 ArrayRef<float>{})));
    return success();
  };
  for (StringRef name :
       {"FusedBatchNorm", "FusedBatchNormV2", "FusedBatchNormV3"})
    h[name] = batchNorm;
  auto batchNormGrad = [this](Operation *op, ArrayRef<Value> operands,
                              Results &results) -> LogicalResult {
    Location loc = op->getLoc();
    assert(operands.size() >= 5 && "checked by verifyArity");
    auto epsilon = op->getAttrOfType<FloatAttr>("epsilon");
    auto format = op->getAttrOfType<StringAttr>("data_format");
    auto grad = FusedBatchNormGradOp::create(
        b, loc, operands[0], operands[1], operands[2], operands[3], operands[4],
        b.getF32FloatAttr(epsilon ? epsilon.getValueAsDouble() : 1e-4),
        format ? format : b.getStringAttr("NHWC"),
        b.getBoolAttr(boolAttr(op, "is_training", true)));
    for (Value r : grad->getResults())
      results.push_back(r);
    results.resize(op->getNumResults());
    return success();
  };
  for (StringRef name :
       {"FusedBatchNormGrad", "FusedBatchNormGradV2", "FusedBatchNormGradV3"})
    h[name] = batchNormGrad;
}

} // namespace

LogicalResult mlir::tagrad::legalizeTFFunction(func::FuncOp func,
                                               ModuleOp module) {
  Legalizer legalizer(module, func.getContext());
  return legalizer.run(func);
}
