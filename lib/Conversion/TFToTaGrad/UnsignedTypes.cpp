//===- UnsignedTypes.cpp - Which ops take unsigned integers ---------------===//
//
// MLIR's integers are signless: TaGrad carries TensorFlow's uint8 to uint64
// as the signless integers of their width (the bits), and every op that
// computes with them must pick the unsigned operation itself (a division,
// a comparison, a widening cast). The ops below are the ones whose handlers
// do (or whose result does not depend on the sign: they move, add or
// multiply bits); any other op with an unsigned operand or result is
// refused before its handler runs, instead of computing signed (issue 44).
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

#include "llvm/ADT/StringSet.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {

namespace {

/// Ops whose handlers compute TensorFlow's unsigned results: they move
/// elements, wrap as TensorFlow's unsigned arithmetic wraps, or choose the
/// unsigned comparison, division, extension and conversion.
const llvm::StringSet<> &opsTakingUnsigned() {
  static const llvm::StringSet<> ops = {
      // Values passed through or moved (the bits are the value).
      "Const", "Identity", "IdentityN", "Snapshot", "StopGradient",
      "PreventGradient", "EnsureShape", "PlaceholderWithDefault", "NoOp",
      "Reshape", "ExpandDims", "Squeeze", "ConcatV2", "Concat", "Pack",
      "Unpack", "Split", "SplitV", "Tile", "Pad", "PadV2", "MirrorPad",
      "ReverseV2", "Transpose", "ConjugateTranspose", "Slice", "StridedSlice",
      "BroadcastTo", "Fill", "ZerosLike", "OnesLike", "Empty", "Shape",
      "ShapeN", "Size", "Rank", "Roll", "DepthToSpace", "SpaceToDepth",
      "Gather", "GatherV2", "GatherNd", "Where", "Select", "SelectV2",
      "MatrixBandPart",
      // Wrapping arithmetic: the same bits signed or unsigned.
      "Add", "AddV2", "Sub", "Mul", "AddN", "AccumulateNV2", "Square", "Sum",
      "Prod", "Cumsum", "Cumprod",
      // Equality and the bitwise ops (their handlers read the TensorFlow
      // type for RightShift and the shift clamp).
      "Equal", "NotEqual", "BitwiseAnd", "BitwiseOr", "BitwiseXor", "Invert",
      "LeftShift", "RightShift", "PopulationCount", "Bitcast",
      // Unsigned comparisons, extrema, divisions and casts.
      "Less", "LessEqual", "Greater", "GreaterEqual", "Maximum", "Minimum",
      "ClipByValue", "Div", "FloorDiv", "TruncateDiv", "FloorMod", "Max", "Min",
      "Mean", "ArgMax", "ArgMin", "Cast",
      // Images converted to f32 as unsigned (TensorFlow's resizes and crops
      // of uint8 images), or moved (nearest neighbor).
      "ResizeBilinear", "ResizeBicubic", "ResizeNearestNeighbor",
      "CropAndResize", "CropAndResizeGradBoxes",
      // Random bits as uint64 (the Philox streams' own type).
      "StatelessRandomGetKeyCounter", "StatelessRandomUniformFullInt",
      "StatelessRandomUniformFullIntV2"};
  return ops;
}

/// Ops whose TensorFlow op definition allows no unsigned type for the
/// operand (TensorFlow itself refuses such a graph): refused with
/// TensorFlow's words.
const llvm::StringSet<> &opsTensorFlowRefuses() {
  static const llvm::StringSet<> ops = {
      "Neg", "Abs",         "Sign",     "Pow",       "SquaredDifference",
      "Mod", "TruncateMod", "Bincount", "Bucketize", "InTopKV2",
      "Diag"};
  return ops;
}

/// Operands that are uint64 bits by TensorFlow's definition: the Philox
/// key and counter of the stateless V2 random ops, RngReadAndSkip's delta.
ArrayRef<unsigned> bitOperands(StringRef name) {
  static const llvm::StringMap<SmallVector<unsigned, 2>> operands = {
      {"StatelessRandomUniformV2", {1, 2}},
      {"StatelessRandomNormalV2", {1, 2}},
      {"StatelessTruncatedNormalV2", {1, 2}},
      {"StatelessRandomUniformIntV2", {1, 2}},
      {"StatelessRandomUniformFullIntV2", {1, 2}},
      {"RngReadAndSkip", {2}}};
  auto it = operands.find(name);
  return it == operands.end() ? ArrayRef<unsigned>() : it->second;
}

/// The first unsigned element type among `op`'s operands (but `skip`) and
/// results.
Type firstUnsignedType(Operation *op, ArrayRef<unsigned> skip) {
  for (OpOperand &operand : op->getOpOperands()) {
    Type element = getElementTypeOrSelf(operand.get().getType());
    if (element.isUnsignedInteger() &&
        !llvm::is_contained(skip, operand.getOperandNumber()))
      return element;
  }
  for (Type t : op->getResultTypes())
    if (getElementTypeOrSelf(t).isUnsignedInteger())
      return getElementTypeOrSelf(t);
  return Type();
}

} // namespace

bool isUnsignedTF(Value tfValue) {
  return getElementTypeOrSelf(tfValue.getType()).isUnsignedInteger();
}

Type signlessOfUnsigned(Type type) {
  Type element = getElementTypeOrSelf(type);
  if (!element.isUnsignedInteger())
    return type;
  Type signless =
      IntegerType::get(type.getContext(), element.getIntOrFloatBitWidth());
  if (auto shaped = dyn_cast<ShapedType>(type))
    return shaped.clone(signless);
  return signless;
}

LogicalResult verifyUnsignedTypes(Operation *op) {
  StringRef name = op->getName().getStringRef();
  if (!name.consume_front("tf."))
    return success();
  Type unsignedType = firstUnsignedType(op, bitOperands(name));
  if (!unsignedType || opsTakingUnsigned().contains(name))
    return success();
  if (opsTensorFlowRefuses().contains(name))
    return op->emitError()
           << "'" << op->getName() << "' has element type " << unsignedType
           << ": TensorFlow's op takes no unsigned integers (Value for attr "
              "'T' of uint"
           << unsignedType.getIntOrFloatBitWidth()
           << " is not in the list of allowed values)";
  return op->emitError()
         << "'" << op->getName() << "' does not support unsigned element type "
         << unsignedType
         << ": TaGrad carries unsigned integers as their bits and refuses "
            "the ops that would compute them as signed";
}

} // namespace mlir::tagrad::tf_legalize
