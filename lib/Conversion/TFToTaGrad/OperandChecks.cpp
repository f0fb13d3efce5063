//===- OperandChecks.cpp - Checks before a handler runs
//---------------------===//
//
// Arity (from the op table), attribute kinds and operand kinds: a malformed
// op is a diagnostic, never a bad cast in a handler.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

#include "TaGrad/TFFrontend/TFOpTable.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {

/// Operand and result counts from the op table, so that handlers index
/// safely.
LogicalResult verifyArity(Operation *op) {
  const tf::TFOpInfo *info = tf::lookupTFOp(op->getName().getStringRef());
  if (!info)
    return success();
  int operands = op->getNumOperands(), results = op->getNumResults();
  if (info->acceptsArity(operands, results))
    return success();
  return op->emitError() << "'" << op->getName() << "' has " << operands
                         << " operands and " << results
                         << " results; TensorFlow's op has "
                         << info->describeArity();
}

/// The attributes the handlers read, by kind: a present attribute of
/// another kind is malformed input, not a default.
LogicalResult verifyAttributeKinds(Operation *op) {
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
      {"output_type", Type_},
      {"padding", String},
      {"strides", Array},
      {"dilations", Array},
      {"ksize", Array},
      {"ksizes", Array},
      {"rates", Array},
      {"explicit_paddings", Array},
      {"num_bits", Integer},
      {"narrow_range", Bool},
      {"include_batch_in_index", Bool},
      {"Targmax", Type_},
      {"adjoint_a", Bool},
      {"adjoint_b", Bool},
      {"method", String},
      {"extrapolation_value", Float},
      {"preprocess_collapse_repeated", Bool},
      {"ctc_merge_repeated", Bool},
      {"ignore_longer_outputs_than_inputs", Bool}};
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
LogicalResult verifyOperandKinds(Operation *op, ArrayRef<Value> operands) {
  enum Kind {
    IntScalar,
    IntVector,
    IntScalarOrVector,
    IntScalarOrVectorOrMore,
    Flow,
    Bool,
    NumScalar,
    Scalar
  };
  static constexpr StringLiteral descriptions[] = {
      "an integer scalar",           "an integer vector",
      "an integer scalar or vector", "an integer tensor",
      "a flow (an f32 scalar)",      "a boolean tensor",
      "a number (a scalar)",         "a number or boolean scalar"};
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
      {"LinSpace", {{0, NumScalar}, {1, NumScalar}, {2, IntScalar}}},
      {"Roll", {{1, IntScalarOrVector}, {2, IntScalarOrVector}}},
      {"Fill", {{0, IntVector}, {1, Scalar}}},
      {"Reshape", {{1, IntVector}}},
      {"Tile", {{1, IntVector}}},
      {"ExpandDims", {{1, IntScalarOrVector}}},
      {"Transpose", {{1, IntVector}}},
      {"ConjugateTranspose", {{1, IntVector}}},
      {"BroadcastTo", {{1, IntVector}}},
      {"MatrixBandPart", {{1, IntScalar}, {2, IntScalar}}},
      {"Sum", {{1, IntScalarOrVector}}},
      {"EuclideanNorm", {{1, IntScalarOrVector}}},
      {"Mean", {{1, IntScalarOrVector}}},
      {"Max", {{1, IntScalarOrVector}}},
      {"Prod", {{1, IntScalarOrVector}}},
      {"Min", {{1, IntScalarOrVector}}},
      {"Cumsum", {{1, IntScalar}}},
      {"Cumprod", {{1, IntScalar}}},
      {"CumulativeLogsumexp", {{1, IntScalar}}},
      {"All", {{1, IntScalarOrVector}}},
      {"Any", {{1, IntScalarOrVector}}},
      {"ConcatV2", {{-1, IntScalar}}},
      {"Concat", {{0, IntScalar}}},
      {"Slice", {{1, IntVector}, {2, IntVector}}},
      {"StridedSlice", {{1, IntVector, true}}},
      {"StridedSliceGrad",
       {{0, IntVector}, {1, IntVector}, {2, IntVector}, {3, IntVector}}},
      {"TensorStridedSliceUpdate",
       {{1, IntVector}, {2, IntVector}, {3, IntVector}}},
      {"ResourceStridedSliceAssign",
       {{1, IntVector}, {2, IntVector}, {3, IntVector}}},
      {"StridedSliceAssign", {{1, IntVector}, {2, IntVector}, {3, IntVector}}},
      {"BroadcastGradientArgs", {{0, IntVector, true}}},
      {"BroadcastArgs", {{0, IntVector}, {1, IntVector}}},
      {"ConcatOffset", {{0, IntScalar}, {1, IntVector, true}}},
      {"InvertPermutation", {{0, IntVector}}},
      {"GatherV2", {{1, IntScalarOrVectorOrMore}, {2, IntScalar}}},
      {"GatherNd", {{1, IntScalarOrVectorOrMore}}},
      {"ResizeNearestNeighbor", {{1, IntVector}}},
      {"ResizeNearestNeighborGrad", {{1, IntVector}}},
      {"ScatterNd", {{0, IntScalarOrVectorOrMore}, {2, IntVector}}},
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
      {"ReverseSequence", {{1, IntVector}}},
      {"Pad", {{1, IntScalarOrVectorOrMore}}},
      {"PadV2", {{1, IntScalarOrVectorOrMore}, {2, NumScalar}}},
      {"UnsortedSegmentSum", {{1, IntScalarOrVectorOrMore}, {2, IntScalar}}},
      {"UnsortedSegmentProd", {{1, IntScalarOrVectorOrMore}, {2, IntScalar}}},
      {"UnsortedSegmentMax", {{1, IntScalarOrVectorOrMore}, {2, IntScalar}}},
      {"UnsortedSegmentMin", {{1, IntScalarOrVectorOrMore}, {2, IntScalar}}},
      {"SegmentSum", {{1, IntVector}}},
      {"SegmentMean", {{1, IntVector}}},
      {"SegmentProd", {{1, IntVector}}},
      {"SegmentMax", {{1, IntVector}}},
      {"SegmentMin", {{1, IntVector}}},
      {"TensorScatterUpdate", {{1, IntScalarOrVectorOrMore}}},
      {"TensorScatterAdd", {{1, IntScalarOrVectorOrMore}}},
      {"TensorScatterSub", {{1, IntScalarOrVectorOrMore}}},
      {"TensorScatterMax", {{1, IntScalarOrVectorOrMore}}},
      {"TensorScatterMin", {{1, IntScalarOrVectorOrMore}}},
      {"TopKV2", {{1, IntScalar}}},
      {"InTopKV2", {{1, IntVector}, {2, IntScalar}}},
      {"ResizeBilinear", {{1, IntVector}}},
      {"MatrixDiagV3",
       {{1, IntScalarOrVector}, {2, IntScalar}, {3, IntScalar}, {4, Scalar}}},
      {"MatrixDiagPartV3", {{1, IntScalarOrVector}, {2, Scalar}}},
      {"MatrixSetDiagV3", {{2, IntScalarOrVector}}},
      {"SpaceToBatchND", {{1, IntVector}, {2, IntScalarOrVectorOrMore}}},
      {"BatchToSpaceND", {{1, IntVector}, {2, IntScalarOrVectorOrMore}}},
      {"MirrorPad", {{1, IntScalarOrVectorOrMore}}},
      {"MirrorPadGrad", {{1, IntScalarOrVectorOrMore}}},
      {"DynamicPartition", {{1, IntScalarOrVectorOrMore}}},
      {"Select", {{0, Bool}}},
      {"SelectV2", {{0, Bool}}},
      {"LogicalAnd", {{0, Bool, true}}},
      {"LogicalOr", {{0, Bool, true}}},
      {"LogicalNot", {{0, Bool}}},
      {"Conv2DBackpropInput", {{0, IntVector}}},
      {"Conv2DBackpropFilter", {{1, IntVector}}},
      {"DepthwiseConv2dNativeBackpropInput", {{0, IntVector}}},
      {"DepthwiseConv2dNativeBackpropFilter", {{1, IntVector}}},
      {"AvgPoolGrad", {{0, IntVector}}},
      {"SparseSoftmaxCrossEntropyWithLogits", {{1, IntScalarOrVectorOrMore}}}};
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
    case Scalar:
      return scalar && (isa<FloatType>(element) || element.isSignlessInteger());
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
unsigned resourceOperandCount(StringRef name) {
  const tf::TFOpInfo *info = tf::lookupTFOp(name);
  return info ? info->resourceOperands : 0;
}

} // namespace mlir::tagrad::tf_legalize
