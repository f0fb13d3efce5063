//===- LegalizerSupport.cpp - Values, casts, builders and run-time checks
//---===//
//
// The building blocks every op family uses: TensorFlow's opaque types and
// attributes, casts between converted values, fills, constants read at
// compile time, and the run-time checks of shapes that come from data.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {

//===----------------------------------------------------------------------===//
// TensorFlow types and attributes (opaque: no tf dialect is registered)
//===----------------------------------------------------------------------===//

/// `!tf_type.resource` or `!tf_type.resource<tensor<...>>`, a TF1 reference,
/// or a `!tf_type.variant` (a TensorList), alone or as the element of a
/// tensor (TensorFlow's handles are tensor<!tf_type.resource>): the values
/// the legalizer tracks as resources rather than converts.
bool isResourceType(Type type) {
  if (auto tensor = dyn_cast<TensorType>(type))
    type = tensor.getElementType();
  auto opaque = dyn_cast<OpaqueType>(type);
  return opaque && opaque.getDialectNamespace() == "tf_type" &&
         (opaque.getTypeData().starts_with("resource") || isVariantType(type) ||
          refElementType(type));
}

bool isInlinedCall(Operation *op, ModuleOp module) {
  StringRef name = op->getName().getStringRef();
  if (name == "tf.PartitionedCall" || name == "tf.StatefulPartitionedCall" ||
      name == "tf.LegacyCall")
    return true;
  auto call = dyn_cast<func::CallOp>(op);
  auto callee =
      call ? module.lookupSymbol<func::FuncOp>(call.getCallee()) : nullptr;
  return callee && !callee.isExternal() && callee.getBody().hasOneBlock() &&
         llvm::any_of(callee.getArgumentTypes(), isResourceType);
}

/// `!tf_type.string`, alone or as a tensor's element.
bool isStringType(Type type) {
  if (auto tensor = dyn_cast<TensorType>(type))
    type = tensor.getElementType();
  auto opaque = dyn_cast<OpaqueType>(type);
  return opaque && opaque.getDialectNamespace() == "tf_type" &&
         opaque.getTypeData() == "string";
}

/// `!tf_type.variant` or `!tf_type.variant<...>`, alone or as a tensor's
/// element: TensorFlow 2's TensorLists.
bool isVariantType(Type type) {
  if (auto tensor = dyn_cast<TensorType>(type))
    type = tensor.getElementType();
  auto opaque = dyn_cast<OpaqueType>(type);
  return opaque && opaque.getDialectNamespace() == "tf_type" &&
         opaque.getTypeData().starts_with("variant");
}

/// The element type of a TF1 reference (`!tf_type.f32ref`, alone or as a
/// tensor's element), or null.
Type refElementType(Type type) {
  if (auto tensor = dyn_cast<TensorType>(type))
    type = tensor.getElementType();
  auto opaque = dyn_cast<OpaqueType>(type);
  if (!opaque || opaque.getDialectNamespace() != "tf_type")
    return nullptr;
  StringRef data = opaque.getTypeData();
  if (!data.consume_back("ref"))
    return nullptr;
  MLIRContext *context = type.getContext();
  return llvm::StringSwitch<Type>(data)
      .Case("f16", Float16Type::get(context))
      .Case("bf16", BFloat16Type::get(context))
      .Case("f32", Float32Type::get(context))
      .Case("f64", Float64Type::get(context))
      .Case("bool", IntegerType::get(context, 1))
      .Case("int8", IntegerType::get(context, 8))
      .Case("int16", IntegerType::get(context, 16))
      .Case("int32", IntegerType::get(context, 32))
      .Case("int64", IntegerType::get(context, 64))
      .Case("uint8", IntegerType::get(context, 8))
      .Default(nullptr);
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

std::string shapePlaceholders(int64_t first, int64_t count) {
  std::string text = "[";
  for (int64_t i = 0; i < count; ++i)
    text += (i ? "," : "") + ("{" + std::to_string(first + i) + "}");
  return text + "]";
}

std::string shapeString(ArrayRef<int64_t> shape) {
  std::string text = "[";
  for (auto [i, d] : llvm::enumerate(shape)) {
    if (i)
      text += ",";
    text += ShapedType::isDynamic(d) ? "?" : std::to_string(d);
  }
  return text + "]";
}

//===----------------------------------------------------------------------===//
// Values, casts and small builders
//===----------------------------------------------------------------------===//

Value Legalizer::toTensor(Location loc, Value v) {
  if (isa<TensorType>(v.getType()))
    return v;
  auto type = RankedTensorType::get({}, v.getType());
  // A constant stays one, so that shape arithmetic downstream folds.
  Attribute scalar;
  if (matchPattern(v, m_Constant(&scalar)) &&
      isa<IntegerAttr, FloatAttr>(scalar))
    return arith::ConstantOp::create(b, loc,
                                     DenseElementsAttr::get(type, scalar));
  return tensor::FromElementsOp::create(b, loc, type, ValueRange{v});
}

Value Legalizer::foldConstantScalar(Value v) {
  Operation *def = v.getDefiningOp();
  if (!def || def->getNumResults() != 1 || def->getNumRegions() != 0 ||
      matchPattern(v, m_Constant()))
    return v;
  SmallVector<Attribute> operands;
  for (Value operand : def->getOperands()) {
    Attribute attr;
    if (!matchPattern(operand, m_Constant(&attr)))
      return v;
    operands.push_back(attr);
  }
  SmallVector<OpFoldResult> folded;
  if (failed(def->fold(operands, folded)) || folded.size() != 1)
    return v;
  auto attr =
      dyn_cast_if_present<TypedAttr>(dyn_cast_if_present<Attribute>(folded[0]));
  if (!attr || attr.getType() != v.getType())
    return v;
  Value constant = arith::ConstantOp::create(b, def->getLoc(), attr);
  if (def->use_empty())
    def->erase();
  return constant;
}

std::optional<DenseElementsAttr> smallConstant(Value v) {
  DenseElementsAttr attr;
  if (!matchPattern(v, m_Constant(&attr)) ||
      attr.getNumElements() > kMaxFoldedElements)
    return std::nullopt;
  return attr;
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

Value Legalizer::generate(Location loc, ArrayRef<OpFoldResult> sizes,
                          Type element,
                          function_ref<Value(OpBuilder &, Location)> body) {
  Value init = tensor::EmptyOp::create(b, loc, sizes, element);
  int64_t rank = sizes.size();
  auto generic = linalg::GenericOp::create(
      b, loc, init.getType(), ValueRange{}, init,
      SmallVector<AffineMap>{b.getMultiDimIdentityMap(rank)},
      SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
      [&](OpBuilder &nb, Location nloc, ValueRange) {
        linalg::YieldOp::create(nb, nloc, body(nb, nloc));
      });
  return generic.getResult(0);
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

FailureOr<SmallVector<OpFoldResult>>
Legalizer::shapeOperandSizes(Operation *op, Value shape, Type elementType) {
  auto shapeType = dyn_cast<RankedTensorType>(shape.getType());
  if (!shapeType || shapeType.getRank() != 1 || !shapeType.hasStaticShape()) {
    error(op) << "needs dims of known length";
    return failure();
  }
  if (failed(checkRank(op, shapeType.getDimSize(0), "shape")))
    return failure();
  Location loc = op->getLoc();
  SmallVector<OpFoldResult> sizes;
  DenseIntElementsAttr dims;
  if (matchPattern(shape, m_Constant(&dims))) {
    for (const APInt &d : dims.getValues<APInt>()) {
      if (d.isNegative()) {
        error(op) << "has a negative dimension " << d.getSExtValue();
        return failure();
      }
      sizes.push_back(b.getIndexAttr(d.getSExtValue()));
    }
  } else if (std::optional<SmallVector<Value>> known =
                 knownElements(loc, shape)) {
    // A shape built from a partly known one (a gradient's Shape of a batch
    // of unknown size) keeps its constant sizes.
    for (Value element : *known) {
      OpFoldResult size = getAsOpFoldResult(
          b.createOrFold<arith::IndexCastOp>(loc, b.getIndexType(), element));
      if (std::optional<int64_t> c = getConstantIntValue(size); c && *c < 0) {
        error(op) << "has a negative dimension " << *c;
        return failure();
      }
      sizes.push_back(size);
    }
  } else {
    for (int64_t d = 0; d < shapeType.getDimSize(0); ++d)
      sizes.push_back(
          toIndex(loc, tensor::ExtractOp::create(
                           b, loc, shape, ValueRange{constantIndex(loc, d)})));
  }
  checkShapeFromData(loc, sizes, elementType);
  return sizes;
}

void Legalizer::runtimeCheck(Location loc, Value failed, StringRef message,
                             ValueRange values) {
  if (matchPattern(failed, m_Zero()))
    return;
  RuntimeCheckOp::create(b, loc, failed, message, values);
}

void Legalizer::requireAtRunTime(Location loc, Value holds, StringRef message,
                                 ValueRange values) {
  runtimeCheck(
      loc,
      b.createOrFold<arith::XOrIOp>(
          loc, holds, arith::ConstantOp::create(b, loc, b.getBoolAttr(true))),
      message, values);
}

LogicalResult Legalizer::requireOrError(Operation *op, Value holds,
                                        StringRef message, ValueRange values) {
  if (matchPattern(holds, m_One()))
    return success();
  if (!matchPattern(holds, m_Zero())) {
    requireAtRunTime(op->getLoc(), holds, message, values);
    return success();
  }
  std::string text = message.str();
  for (auto [i, v] : llvm::enumerate(values)) {
    APInt constant;
    std::string field = "{" + std::to_string(i) + "}";
    if (size_t at = text.find(field);
        at != std::string::npos && matchPattern(v, m_ConstantInt(&constant)))
      text.replace(at, field.size(), std::to_string(constant.getSExtValue()));
  }
  return error(op) << text;
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
                                   Type elementType, ShapeRule rule,
                                   Type storedType) {
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
  auto bytesOf = [](Type type) -> int64_t {
    type = getElementTypeOrSelf(type);
    return std::max<int64_t>(
        1, llvm::divideCeil(
               type.isIntOrFloat() ? type.getIntOrFloatBitWidth() : 64, 8));
  };
  int64_t bytes = bytesOf(elementType);
  if (storedType)
    bytes = std::max(bytes, bytesOf(storedType));
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

void yieldProductSum(OpBuilder &b, Location loc, ValueRange args) {
  Value product = arith::MulFOp::create(b, loc, args[0], args[1]);
  linalg::YieldOp::create(
      b, loc, arith::AddFOp::create(b, loc, args[2], product).getResult());
}

/// A handler's one result: pushed when it was built.
LogicalResult pushResult(SmallVectorImpl<Value> &results,
                         FailureOr<Value> result) {
  if (failed(result))
    return failure();
  results.push_back(*result);
  return success();
}

/// The elements of `constant` at offsets + i * strides for i < sizes, as a
/// constant of type `resultType` (same element count): how slices of
/// shapes fold, so the ops that need constant shapes still see them.
DenseElementsAttr sliceConstant(DenseElementsAttr constant,
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
std::optional<SmallVector<int64_t>> partialShape(Value v) {
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

Value Legalizer::reverse(Location loc, Value input, ArrayRef<bool> reversed) {
  auto type = cast<RankedTensorType>(input.getType());
  if (llvm::none_of(reversed, [](bool r) { return r; }))
    return input;
  SmallVector<OpFoldResult> sizes = sizesOf(loc, input);
  return generate(
      loc, sizes, type.getElementType(), [&](OpBuilder &nb, Location nloc) {
        SmallVector<Value> at;
        for (auto [d, size] : llvm::enumerate(sizes)) {
          Value i = linalg::IndexOp::create(nb, nloc, d);
          if (reversed[d]) {
            Value last = arith::SubIOp::create(
                nb, nloc, getValueOrCreateConstantIndexOp(nb, nloc, size),
                arith::ConstantIndexOp::create(nb, nloc, 1));
            i = arith::SubIOp::create(nb, nloc, last, i);
          }
          at.push_back(i);
        }
        return tensor::ExtractOp::create(nb, nloc, input, at).getResult();
      });
}

Value Legalizer::leadingElements(Location loc, Value buffer,
                                 OpFoldResult count) {
  auto type = cast<RankedTensorType>(buffer.getType());
  return tensor::ExtractSliceOp::create(
             b, loc,
             RankedTensorType::get({ShapedType::kDynamic},
                                   type.getElementType()),
             buffer, ArrayRef<OpFoldResult>{b.getIndexAttr(0)},
             ArrayRef<OpFoldResult>{count},
             ArrayRef<OpFoldResult>{b.getIndexAttr(1)})
      .getResult();
}

std::optional<SmallVector<Value>> Legalizer::knownElements(Location loc,
                                                           Value v) {
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (!type || !type.hasStaticShape() ||
      type.getNumElements() > kMaxFoldedElements)
    return std::nullopt;
  if (auto elements = v.getDefiningOp<tensor::FromElementsOp>())
    return SmallVector<Value>(elements.getElements());
  std::optional<DenseElementsAttr> constant = smallConstant(v);
  // A scalar is its one element, known or not.
  if (!constant && type.getRank() == 0)
    return SmallVector<Value>{
        b.createOrFold<tensor::ExtractOp>(loc, v, ValueRange{})};
  if (!constant)
    return std::nullopt;
  return llvm::map_to_vector(
      constant->getValues<Attribute>(), [&](Attribute e) -> Value {
        return arith::ConstantOp::create(b, loc, cast<TypedAttr>(e));
      });
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

//===----------------------------------------------------------------------===//
// Op handlers
//===----------------------------------------------------------------------===//

Type derivedIndexType(Operation *op, StringRef name, Value typedBy,
                      Type otherwise) {
  if (auto attr = op->getAttrOfType<TypeAttr>(name))
    return attr.getValue();
  Type element = getElementTypeOrSelf(typedBy.getType());
  return isa<IntegerType>(element) ? element : otherwise;
}

/// Shape and Size's `out_type`: the attribute, else the result's element
/// type (the importer derives it), else i32 as TensorFlow defaults.
FailureOr<Type> outElementType(Operation *op) {
  if (auto attr = op->getAttrOfType<TypeAttr>("out_type")) {
    Type type = attr.getValue();
    if (!type.isSignlessInteger(32) && !type.isSignlessInteger(64))
      return op->emitError()
             << "'" << op->getName() << "' has out_type " << type
             << ", where TensorFlow takes int32 and "
                "int64";
    return type;
  }
  Type element = getElementTypeOrSelf(op->getResult(0).getType());
  if (element.isSignlessInteger(32) || element.isSignlessInteger(64))
    return element;
  return IntegerType::get(op->getContext(), 32);
}

bool boolAttr(Operation *op, StringRef name, bool otherwise) {
  auto attr = op->getAttrOfType<BoolAttr>(name);
  return attr ? attr.getValue() : otherwise;
}

FailureOr<unsigned> Legalizer::resourceOperand(Operation *op, unsigned index,
                                               Resource::Kind kind) {
  static constexpr StringLiteral kinds[] = {"a TensorArray", "a stack",
                                            "a variable", "a TensorList"};
  assert(index < op->getNumOperands() && "checked by verifyArity");
  std::optional<unsigned> id = resourceOfValue(op->getOperand(index));
  if (!id || resources[*id].kind != kind) {
    error(op) << "needs " << kinds[kind] << " as operand " << index;
    return failure();
  }
  // A resource created in a loop body or branch is not there after it.
  Resource &resource = resources[*id];
  if (resource.kind == Resource::List && !resource.handle) {
    error(op) << "uses a TensorList that an AddN took";
    return failure();
  }
  bool visible =
      !resource.handle || resource.handle.getParentRegion()->isAncestor(
                              b.getInsertionBlock()->getParent());
  if (resource.kind == Resource::Stack || resource.kind == Resource::List)
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
  // Reads typed already keep their type, unless they are all in the loop
  // being converted, which then converts again with the refined type (a
  // loop that reads the items its earlier trips wrote).
  bool usedInLoopAttempt =
      !array.handle.use_empty() && !loopAttempts.empty() &&
      llvm::all_of(array.handle.getUsers(), [&](Operation *user) {
        return loopAttempts.back()->isAncestor(user);
      });
  if (!value || (element.hasRank() && element.hasStaticShape()) ||
      (!array.handle.use_empty() && !usedInLoopAttempt) ||
      !array.handle.getDefiningOp<TensorArrayOp>())
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
  auto refinedType = RankedTensorType::get(refined, element.getElementType());
  if (usedInLoopAttempt && refinedType != element)
    refinedInLoopAttempt = true;
  array.handle.setType(TensorArrayType::get(b.getContext(), refinedType));
  if (std::string node = nodeName(array.handle.getLoc());
      array.kind == Resource::Array && !node.empty())
    refinedArrayElements[node] = refinedType;
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

std::string variableName(Operation *op) {
  auto sharedName = op->getAttrOfType<StringAttr>("shared_name");
  if (sharedName && !sharedName.getValue().empty())
    return sharedName.getValue().str();
  if (std::string node = nodeName(op->getLoc()); !node.empty())
    return node;
  // Without locations, a variable's colocation class is its own name.
  if (auto classes = op->getAttrOfType<ArrayAttr>("_class"))
    for (auto name : classes.getAsRange<StringAttr>())
      if (name.getValue().starts_with("loc:@"))
        return name.getValue().drop_front(5).str();
  return "";
}

Value dimAsI64(OpBuilder &b, Location loc, Value tensor, int64_t d) {
  return b.createOrFold<arith::IndexCastOp>(
      loc, b.getI64Type(), b.createOrFold<tensor::DimOp>(loc, tensor, d));
}

Value signExtendToI64(OpBuilder &b, Location loc, Value integer) {
  if (integer.getType().isInteger(64))
    return integer;
  return arith::ExtSIOp::create(b, loc, b.getI64Type(), integer);
}

/// A tensor (or scalar) of a float, integer or boolean type: what a
/// lowered function can take and return.
bool isNumericTensorOrScalar(Type type) {
  Type element = getElementTypeOrSelf(type);
  return isa<FloatType>(element) || element.isSignlessInteger();
}

} // namespace mlir::tagrad::tf_legalize
