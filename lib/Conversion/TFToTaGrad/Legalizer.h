//===- Legalizer.h - The TensorFlow legalizer, shared by its files -*- C++
//-*-===//
//
// The class behind -tagrad-legalize-tf: the driver (LegalizeTF.cpp) converts
// ops in program order and dispatches each to a handler; the op families
// (Legalize<Family>.cpp) register their handlers and building blocks.
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_LIB_CONVERSION_TFTOTAGRAD_LEGALIZER_H
#define TAGRAD_LIB_CONVERSION_TFTOTAGRAD_LEGALIZER_H

#include "LegalizeTF.h"
#include "Philox.h"

#include "TaGrad/Dialect/TaGrad/IR/TaGradOps.h"
#include "TaGrad/Support/TensorArrayNaming.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"

#include <functional>
#include <limits>
#include <map>

namespace mlir::tagrad::tf_legalize {

/// TensorShape::MaxDimensions(): longer shapes are bad input, not lists to
/// build (a splat constant of 2^31 dimensions).
constexpr int64_t kMaxRank = 254;

//===----------------------------------------------------------------------===//
// The legalizer
//===----------------------------------------------------------------------===//

// TensorFlow's types and attributes (opaque: no tf dialect is registered).
/// A handle: a resource (`!tf_type.resource<...>`) or a TF1 reference
/// (`!tf_type.f32ref`), which -tagrad-legalize-tf treats as a variable.
bool isResourceType(Type type);
bool isVariantType(Type type);
bool isStringType(Type type);
/// The functions `root` and its nested ops name through TensorFlow's
/// function attributes (calls, loop and branch functions), transitively.
void collectCallees(Operation *root, ModuleOp module,
                    SetVector<func::FuncOp> &callees);
/// Whether -tagrad-tf-inline-calls inlines `op`: TensorFlow's calls, and a
/// func.call of a function in `module` that takes a resource (a handle names
/// state of the caller, which no function boundary carries after
/// legalization).
bool isInlinedCall(Operation *op, ModuleOp module);
/// The element type of a TF1 reference type, or null.
Type refElementType(Type type);
/// The tensor type a resource handle's subtype states, if any.
TensorType resourceSubtype(Type type);
FailureOr<std::optional<SmallVector<int64_t>>> parseShapeAttr(Attribute attr);
/// The TensorFlow node name a location carries, for messages.
std::string nodeName(Location loc);
/// A variable's name: its shared_name, else its node's name (from the
/// location, else its colocation class).
std::string variableName(Operation *op);
/// TensorFlow's TensorShape::DebugString, "[2,3]" ("?" where unknown), for
/// messages.
std::string shapeString(ArrayRef<int64_t> shape);
/// A shape of `count` run-time values for a run-time message: "[{first},
/// {first+1},...]", the placeholders of the message's values.
std::string shapePlaceholders(int64_t first, int64_t count);

// Checks before a handler runs (OperandChecks.cpp).
LogicalResult verifyAttributeKinds(Operation *op);
LogicalResult verifyArity(Operation *op);
unsigned resourceOperandCount(StringRef name);
LogicalResult verifyOperandKinds(Operation *op, ArrayRef<Value> operands);
/// Unsigned operands and results only where the handler computes them as
/// unsigned (UnsignedTypes.cpp).
LogicalResult verifyUnsignedTypes(Operation *op);

// Small helpers the op families share (LegalizerSupport.cpp).
/// Appends a handler's one result, or fails with it.
/// The body of a float contraction generic: yields out + in0 * in1
/// (`args`: in0, in1, out).
void yieldProductSum(OpBuilder &b, Location loc, ValueRange args);
LogicalResult pushResult(SmallVectorImpl<Value> &results,
                         FailureOr<Value> result);
/// The strided slice of a constant, as a constant.
DenseElementsAttr sliceConstant(DenseElementsAttr constant,
                                ArrayRef<int64_t> offsets,
                                ArrayRef<int64_t> sizes,
                                ArrayRef<int64_t> strides,
                                RankedTensorType resultType);
/// The known dimensions of `v` (kDynamic where unknown), if its rank is.
std::optional<SmallVector<int64_t>> partialShape(Value v);
/// TensorFlow's broadcast of static shapes (kDynamic: unknown).
FailureOr<SmallVector<int64_t>> broadcastShape(ArrayRef<RankedTensorType> ts);
/// Shape's and Size's `out_type` (i32 by default), which must be int32 or
/// int64.
FailureOr<Type> outElementType(Operation *op);
/// A type attribute TensorFlow derives from a result's type (ArgMax's
/// output_type, Unique's out_idx): TensorFlow's MLIR importer drops it, so
/// without the attribute the integer element type of `typedBy` says it,
/// else `otherwise` (TensorFlow's default).
Type derivedIndexType(Operation *op, StringRef name, Value typedBy,
                      Type otherwise);
bool boolAttr(Operation *op, StringRef name, bool otherwise);
/// Whether `type` is a float type TensorFlow's math ops take.
bool isFloat(Type type);
/// Whether a TensorFlow value (an op's operand or result, before
/// conversion) has an unsigned integer element type.
bool isUnsignedTF(Value tfValue);
/// `type` with an unsigned integer element type as the signless integer of
/// its width (how the legalizer carries it); other types as they are.
Type signlessOfUnsigned(Type type);
/// Eigen::NumTraits<T>::epsilon() of a float type.
double machineEpsilon(Type type);
/// LeakyRelu's `alpha` (TensorFlow's default: 0.2).
double leakyReluAlpha(Operation *op);
Value floatConstant(OpBuilder &b, Location loc, Type type, double v);
/// Shape arithmetic (Fill, ConcatV2, Pack of constants) is folded up to
/// this many elements, so that shapes built from shapes stay static.
constexpr int64_t kMaxFoldedElements = 64;
/// `v`'s value when it is a constant of at most kMaxFoldedElements.
std::optional<DenseElementsAttr> smallConstant(Value v);
/// Dimension `d` of `tensor` as i64 (for run-time checks and messages).
Value dimAsI64(OpBuilder &b, Location loc, Value tensor, int64_t d);
/// An integer scalar as i64 (for run-time check messages).
Value signExtendToI64(OpBuilder &b, Location loc, Value integer);
/// A tensor (or scalar) of a float, integer or boolean type: what a
/// lowered function can take and return.
bool isNumericTensorOrScalar(Type type);
/// Binds a callee's (or branch's) arguments to the converted `operands`.
void bindArguments(Block &block, ValueRange operands,
                   DenseMap<Value, Value> &values,
                   DenseMap<Value, unsigned> &resourceOf);

/// New values of the slots (the variable first, then its accumulators)
/// from their current values, the gradient and the op's other operands
/// (hyperparameters, in operand order); `flag` is the rule's boolean
/// attribute (use_nesterov, update_slots).
struct ScalarMath;
using UpdateFn = SmallVector<Value> (*)(ScalarMath &s, ValueRange slots,
                                        Value grad, ValueRange hyper,
                                        bool flag);

/// How a segment's rows combine; SqrtN is a sum divided by the square root
/// of the row count (SparseSegmentSqrtN).
enum class SegmentReduction { Sum, Mean, Prod, Max, Min, SqrtN };

struct OptimizerRule {
  StringLiteral name;
  unsigned numSlots;
  unsigned gradOperand;
  int indicesOperand; // -1: dense
  UpdateFn update;
  StringLiteral flagAttr = "";
  bool flagDefault = false;
  /// An integer scalar operand the update reads as a float (AdagradDA's
  /// global_step), or -1.
  int stepOperand = -1;
};

namespace window {
struct Lowering;
/// A convolution's or pooling op's lowering (WindowOps.h).
using LowerFn = FailureOr<Value> (*)(Lowering &, ArrayRef<Value>);
} // namespace window

/// A piece of TensorFlow state a resource handle names. Its mutable parts
/// live in slots (indices into Legalizer::slots) so that loops and
/// conditionals can carry them.
struct Resource {
  enum Kind { Array, Stack, Variable, List } kind;
  std::string name;
  Value handle;         // the tagrad.tensor_array (arrays, stacks, lists)
  unsigned counter = 0; // stacks, lists: slot of the element count (index)
  unsigned flow = 0;    // stacks, lists: slot of the array's flow
  unsigned value = 0;   // variables: slot of the current value
  int64_t maxSize = -1; // stacks: TensorFlow's max_size (< 0: unbounded)
  TensorType declaredElement;   // lists: the element shape TensorFlow declared
  bool sharedStack = false;     // lists: one stack for every trip of a loop
  bool variantElements = false; // lists of lists or of optionals
  /// Lists: a TensorListReserve whose items set since are not written yet
  /// (see addLists); the first other use writes them.
  bool fresh = false;
  SmallVector<std::pair<Value, Value>> pendingItems; // (index, item)
  /// Lists of lists: the list every element is (one resource).
  std::optional<unsigned> elementList;
  /// Lists whose element shape is not fully defined, where the module takes
  /// a ZerosLike of a list: an array of i8 scalars, 1 where an item was
  /// written (the runtime has no such query; TensorListZerosLike keeps
  /// unwritten items unwritten), and the slot of its flow.
  Value written;
  unsigned writtenFlow = 0;
  /// Arrays: the TensorArrayV3 that made it. Stacks of TensorArray handles
  /// (a gradient saving the arrays a loop body makes): the one TensorArrayV3
  /// whose handles it holds, as each array's size (docs/Rationale.md).
  Operation *arrayOrigin = nullptr;
  bool holdsArrays = false;
  /// Stacks whose handle reaches only pushes, pops and closes: every push,
  /// and the constant each pushed (null where it was not one) once handled.
  /// When all pushed one constant, a pop can only return it.
  std::optional<SmallVector<Operation *>> pushes;
  DenseMap<Operation *, Attribute> pushedConstants;
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
  /// tf.Case: scf.if on index == 0, 1, ..., the last branch the innermost
  /// else (TensorFlow's rule for an index outside [0, N)).
  LogicalResult convertCase(Operation *op, Value index,
                            ArrayRef<Block *> branches);
  Value placeholderOf(Location loc, Type type);
  /// A run-time check that `value`, of unknown rank, has `type`'s rank and
  /// static dimensions (`what` names it in the message).
  void checkShapeOfUnranked(Location loc, Value value, RankedTensorType type,
                            StringRef what);
  LogicalResult convertBranches(
      Operation *op, ArrayRef<Block *> branches,
      function_ref<std::pair<Operation *, SmallVector<Region *>>(TypeRange)>
          build);
  /// Converts `entry` in place (its arguments bound), `op`'s results
  /// becoming what it returns: a tf.Case of one branch.
  LogicalResult inlineBlock(Operation *op, Block &entry, StringRef calleeName);
  /// The one branch of a conditional that runs, inlined.
  LogicalResult inlineTaken(Operation *op, Block &branch);
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
  /// Whether a TensorFlow value is a handle the legalizer tracks: a
  /// resource, a reference, or a variant that is not an optional (which
  /// converts to the value it holds).
  bool isHandle(Value source) const {
    return isResourceType(source.getType()) &&
           !(isVariantType(source.getType()) && values.count(source));
  }
  unsigned addSlot(Value v) {
    slots.push_back(v);
    return slots.size() - 1;
  }
  LogicalResult castTo(Location loc, Value v, Type type, Value &result);
  /// A variable's new value (cast to its type).
  LogicalResult assignVariable(Operation *op, Value value, unsigned id);

  // Building blocks.
  Value toTensor(Location loc, Value v);
  /// `v` as a constant when its op folds with constant operands (scalar
  /// arithmetic on shapes and ranks), else `v`.
  Value foldConstantScalar(Value v);
  /// When every operand of `op` is a small constant, replaces its small
  /// results by their values, evaluated from the ops its handler `created`
  /// (ConstantEvaluation.cpp).
  void foldConstantResults(Operation *op, ArrayRef<Value> operands,
                           ArrayRef<Operation *> created,
                           SmallVectorImpl<Value> &results);
  Value toScalar(Location loc, Value v);
  Value toIndex(Location loc, Value v);
  Value constantIndex(Location loc, int64_t v) {
    return arith::ConstantIndexOp::create(b, loc, v);
  }
  SmallVector<OpFoldResult> sizesOf(Location loc, Value tensor);
  Value fill(Location loc, ArrayRef<OpFoldResult> sizes, Value scalar);
  /// A tensor of `sizes` whose every element is what `body` computes (from
  /// linalg.index positions): one parallel generic without inputs, each
  /// element reading by index what it needs.
  Value generate(Location loc, ArrayRef<OpFoldResult> sizes, Type element,
                 function_ref<Value(OpBuilder &, Location)> body);
  FailureOr<Value>
  elementwise(Operation *op, ArrayRef<Value> operands, Type resultElement,
              function_ref<Value(OpBuilder &, Location, ValueRange)> body);
  /// `isUnsigned`: integers as TensorFlow's unsigned types (Max, Min and
  /// Mean compare and divide unsigned).
  FailureOr<Value> reduce(Operation *op, Value input, ArrayRef<int64_t> axes,
                          bool keepDims, StringRef kind,
                          bool isUnsigned = false);
  FailureOr<Value> reshape(Operation *op, Value input, ArrayRef<int64_t> shape);
  Value reshapeThroughFlat(Location loc, Value input,
                           RankedTensorType resultType,
                           ArrayRef<OpFoldResult> sizes);
  /// `fromUnsigned` / `toUnsigned`: the integers are TensorFlow's unsigned
  /// types (zero-extended, converted as unsigned; floats to unsigned as
  /// TensorFlow's x86 kernels convert them).
  FailureOr<Value> castElements(Operation *op, Value input, Type to,
                                bool fromUnsigned = false,
                                bool toUnsigned = false);
  FailureOr<Value> binary(Operation *op, ArrayRef<Value> operands,
                          StringRef kind, bool isUnsigned = false);
  FailureOr<Value> unary(Operation *op, Value input, StringRef kind);
  FailureOr<Value> compare(Operation *op, ArrayRef<Value> operands,
                           StringRef kind, bool isUnsigned = false);
  FailureOr<Value> matmul(Operation *op, Value lhs, Value rhs, bool transA,
                          bool transB);
  FailureOr<Value> einsum(Operation *op, ArrayRef<Value> operands,
                          StringRef equation);
  FailureOr<Value> diagonalEinsum(Operation *op, ArrayRef<Value> operands,
                                  StringRef inputs, StringRef output,
                                  StringRef unique);
  FailureOr<Value> transpose(Operation *op, Value input,
                             ArrayRef<int64_t> perm);
  /// Transpose by a permutation known only at run time (tf.vectorized_map
  /// picks one from sizes), checked there as TensorFlow checks it.
  Value transposeAtRuntime(Operation *op, Value input, Value perm);
  /// `input` without the dimensions in `drop`, whose sizes (1) are checked.
  Value squeezeChecked(Operation *op, Value input,
                       const llvm::SmallBitVector &drop);
  FailureOr<Value> concat(Operation *op, ArrayRef<Value> inputs, int64_t axis);
  /// `input` with each dimension marked in `reversed` read backwards.
  Value reverse(Location loc, Value input, ArrayRef<bool> reversed);
  /// The first `count` elements of a 1-D buffer: a result whose length the
  /// data decides (Unique's values, accidental hits, sets), built in a
  /// buffer of its largest length.
  Value leadingElements(Location loc, Value buffer, OpFoldResult count);
  /// The scalars, in row-major order, of a small static tensor built from
  /// scalars (tensor.from_elements: a shape some of whose sizes are known),
  /// a small constant or a scalar tensor; none for anything else. Shape
  /// arithmetic on them (Pack, ConcatV2, Transpose, Reshape, slices) builds
  /// from_elements again, so that the known sizes stay known.
  std::optional<SmallVector<Value>> knownElements(Location loc, Value v);
  FailureOr<SmallVector<int64_t>> constInts(Operation *op, Value v,
                                            StringRef what);
  Value shapeOf(Location loc, Value tensor, Type elementType);
  void refineArrayType(Resource &array, Type valueType, bool isRows);
  LogicalResult stridedSlice(Operation *op, Value input, ArrayRef<Value> spec,
                             Value gradient, SmallVectorImpl<Value> &results,
                             Value gradShape = Value());
  FailureOr<Value> broadcastIntoSlice(Operation *op, Value value, Type element,
                                      ArrayRef<int64_t> finalShape,
                                      ArrayRef<OpFoldResult> finalSizes,
                                      ArrayRef<OpFoldResult> sliceSizes);
  FailureOr<Value> gather(Operation *op, Value params, Value indices,
                          int64_t axis, int64_t batchDims = 0);
  FailureOr<Value> gatherNd(Operation *op, Value params, Value indices);
  FailureOr<Value> whereTrue(Operation *op, Value condition);
  /// ScatterNd: zeros of `shape` plus the updates; with a `base`, the
  /// updates combined into it by the binary op `kind` ("Update" replaces).
  FailureOr<Value> scatterNd(Operation *op, Value indices, Value updates,
                             Value shape, Value base = Value(),
                             StringRef kind = "Add");
  /// base[indices[i], ...] = base[...] `kind` updates[i, ...] for each i in
  /// order (kind "Update" overwrites), checked as TensorFlow's
  /// ResourceScatter ops check indices.
  FailureOr<Value> scatterRows(Operation *op, Value base, Value indices,
                               Value updates, StringRef kind);
  /// Unique(x): the values in order of first occurrence, and each element's
  /// index among them (of `indexType`).
  FailureOr<std::pair<Value, Value>> unique(Operation *op, Value x,
                                            Type indexType);
  /// Slice with begin or size known only at run time, checked as
  /// TensorFlow checks them.
  FailureOr<Value> sliceAtRuntime(Operation *op, Value input, Value begin,
                                  Value size);
  /// Segment reductions: sorted ids when `numSegments` is null (as many
  /// segments as the last id plus one), TensorFlow's Unsorted ops otherwise.
  /// SparseSegment{Sum,Mean,SqrtN}Grad: each row of `grad` (one per
  /// segment) scaled as the reduction scaled it and added into the rows of
  /// an `outputRows`-row result that `indices` named.
  FailureOr<Value> sparseSegmentGrad(Operation *op, Value grad, Value indices,
                                     Value segmentIds, Value outputRows,
                                     SegmentReduction kind);
  /// Bincount / DenseBincount: per row of `input` (rank 1 or 2), how often
  /// each value below `size` occurs (or the sum of its `weights`, or 1 with
  /// `binaryOutput`), as `element`.
  FailureOr<Value> bincount(Operation *op, Value input, Value size,
                            Value weights, Type element, bool binaryOutput);
  FailureOr<Value> segmentReduce(Operation *op, Value data, Value segmentIds,
                                 Value numSegments, SegmentReduction kind);
  LogicalResult tileDynamic(Operation *op, Value input, Value multiples,
                            SmallVectorImpl<Value> &results);

  // Random numbers (LegalizeRandom.cpp).
  Value fillRandom(Location loc, ArrayRef<OpFoldResult> sizes, Type element,
                   philox::Distribution distribution,
                   const philox::Stream &base, Value lo, Value range);
  Value elementCount(Location loc, ArrayRef<OpFoldResult> sizes);
  memref::GlobalOp randomState(Operation *op);
  /// A stateful random op's run (LegalizeRandom.cpp).
  struct GeneratorRun {
    philox::Stream stream; // where this run draws from
    Value state;           // the op's count of blocks used (a memref)
    Value used;            // its value before this run
  };
  GeneratorRun beginGeneratorRun(Operation *op);
  void endGeneratorRun(Location loc, const GeneratorRun &run, Value blocks);
  FailureOr<std::pair<Value, Value>>
  uniformIntBounds(Operation *op, Value minval, Value maxval, Type element);
  FailureOr<std::pair<Value, Value>> seedPair(Operation *op, Value seed);
  FailureOr<philox::Stream> keyCounterStream(Operation *op, Value key,
                                             Value counter, Value alg);
  FailureOr<Value> multinomial(Operation *op, Value logits, Value numSamples,
                               const philox::Stream &base);

  // Run-time checks of shapes, sizes and counts that come from data.
  void runtimeCheck(Location loc, Value failed, StringRef message,
                    ValueRange values = {});
  /// runtimeCheck of a condition that must hold.
  void requireAtRunTime(Location loc, Value holds, StringRef message,
                        ValueRange values = {});
  /// A condition TensorFlow checks: nothing where it folds to true, an error
  /// at the op where it folds to false (the message with its constant
  /// values), else requireAtRunTime.
  LogicalResult requireOrError(Operation *op, Value holds, StringRef message,
                               ValueRange values = {});
  enum class ShapeRule { MakeShape, AddDim };
  /// `storedType`: the element type TaGrad allocates the tensor with where
  /// it is wider than TensorFlow's (an f64 accumulator of f32 values); its
  /// bytes are checked too, under TensorFlow's OOM message.
  void checkShapeFromData(Location loc, ArrayRef<OpFoldResult> dims,
                          Type elementType,
                          ShapeRule rule = ShapeRule::MakeShape,
                          Type storedType = {});
  LogicalResult checkRank(Operation *op, int64_t rank, StringRef what);
  /// The sizes a shape operand (Fill's dims, BroadcastTo's shape) gives,
  /// constant or read at run time and checked there.
  FailureOr<SmallVector<OpFoldResult>>
  shapeOperandSizes(Operation *op, Value shape, Type elementType);

  // Diagnostics.
  InFlightDiagnostic error(Operation *op) {
    return op->emitError() << "'" << op->getName() << "' ";
  }

  // Handler registration: the driver's own (forwarding, constants), then
  // one function per op family, each in its Legalize<Family>.cpp.
  void registerHandlers();
  void registerAssertHandlers();
  /// The NaN and infinity bits CheckNumerics reports, or-ed over `input`
  /// (an i32: Inf 1, NaN 2; with `signedInf`, -Inf 1, +Inf 2, NaN 4).
  Value anomalies(Location loc, Value input, bool signedInf);
  void registerRandomHandlers();
  void registerCandidateSamplingHandlers();
  void registerElementwiseHandlers();
  void registerShapeHandlers();
  void registerPermutationHandlers();
  void registerDiagonalHandlers();
  void registerIndexingHandlers();
  /// Slice, StridedSlice and its gradient and update (LegalizeSlices.cpp),
  /// registered by registerIndexingHandlers.
  void registerSliceHandlers();
  void registerSegmentHandlers();
  void registerSetHandlers();
  void registerSearchHandlers();
  void registerFakeQuantHandlers();
  void registerSparseHandlers();
  /// SparseTensorDenseMatMul, registered by registerSparseHandlers.
  void registerSparseMatMul();
  /// SparseReorder, SparseAdd, SparseTensorDenseAdd, SparseSlice and their
  /// gradients (LegalizeSparseCombinations.cpp), registered by
  /// registerSparseHandlers.
  void registerSparseCombinationHandlers();
  void registerSpatialHandlers();
  void registerPartitionHandlers();
  void registerReductionHandlers();
  void registerNNHandlers();
  void registerCTCHandlers();
  void registerImageHandlers();
  /// ScaleAndTranslate(Grad) (LegalizeScaleAndTranslate.cpp) and
  /// NonMaxSuppressionV2..V5 (LegalizeNonMaxSuppression.cpp), registered by
  /// registerImageHandlers.
  void registerScaleAndTranslateHandlers();
  void registerNonMaxSuppressionHandlers();
  void registerLinearAlgebraHandlers();
  void registerConvolutionHandlers();
  void registerPoolingHandlers();
  /// The handler of a convolution or pooling op: `lower` with the op, the
  /// builder and the legalizer's run-time checks (WindowOps.cpp).
  Handler windowHandler(window::LowerFn lower);
  void registerVariableHandlers();
  /// The handler of a TF1 reference's update (Assign, ApplyAdam,
  /// ScatterAdd): `update`, the resource variant's rule, then the result
  /// is the reference (TensorFlow's "out"/"output_ref").
  Handler returningRef(Handler update);
  void registerOptimizerHandlers();
  LogicalResult applyOptimizer(Operation *op, ArrayRef<Value> operands,
                               const OptimizerRule &rule);
  void registerTensorArrayHandlers();
  void registerTensorListHandlers();
  /// A new TensorList for `op`'s first result: an array of `size`
  /// elements holding `length` items. Returns its resource.
  unsigned createList(Operation *op, TensorType element, Value size,
                      Value length);
  /// Creates, at the entry, the lists of the EmptyTensorList ops that run
  /// in loop bodies (docs/Rationale.md: one stack per op).
  LogicalResult hoistLoopAccumulators(func::FuncOp func);
  /// The array a popped TensorArray handle stands for: one per array op and
  /// block, so that every pop of the same trip's handle meets the same
  /// gradient accumulators.
  DenseMap<std::pair<Block *, Operation *>, unsigned> poppedArrays;
  /// The element type each TensorArrayV3 node's writes refined its array
  /// to, by node name: a copy of the node (the functionalizer clones a
  /// branch's array into the gradient's branch) starts from it.
  llvm::StringMap<TensorType> refinedArrayElements;
  /// The latest conversion of each TensorArrayV3 (loops convert their body
  /// again until its types settle).
  DenseMap<Operation *, TensorArrayOp> arrayOps;
  /// Erases a loop or branch op built by an attempt, forgetting what refers
  /// into it.
  void eraseAttempt(Operation *op);
  /// EmptyTensorList ops created by hoistLoopAccumulators, by op.
  DenseMap<Operation *, unsigned> hoistedLists;
  Value refineToResult(Operation *op, unsigned result, Value value);
  /// An op that returns the list `id` it was given (in place).
  LogicalResult returnList(Operation *op, unsigned id,
                           SmallVectorImpl<Value> &results);
  /// ZerosLike of a TensorList: a list as long, each written item zeros of
  /// its shape, the others unset.
  LogicalResult zerosLikeList(Operation *op, SmallVectorImpl<Value> &results);
  /// The zeros of a loop accumulator or a list of lists (zerosLikeList).
  FailureOr<unsigned> zerosOfStack(Operation *op, unsigned id,
                                   StringRef suffix);
  /// Gives list `id` its `written` mask when it may need one.
  void addWrittenMask(unsigned id);
  /// Marks `indices` (an index, or a 1-D tensor of them) of `list` written.
  void markWritten(Resource &list, Location loc, Value indices);
  /// Whether the module takes a ZerosLike of a TensorList (computed once).
  std::optional<bool> zerosLikeOfLists;
  /// AddN of TensorLists.
  LogicalResult addLists(Operation *op, SmallVectorImpl<Value> &results);
  /// A list's array, its pending items written first.
  Value listHandle(Resource &list);
  /// Writes the pending items of the lists made in the current block, before
  /// a loop or conditional takes them.
  void flushPendingItems();
  /// 0, 1, ..., count - 1 as a tensor<?xi64>.
  Value indexRange(Location loc, Value count);

  OpBuilder b;
  ModuleOp module;
  llvm::StringMap<Handler> handlers;
  DenseMap<Value, Value> values;
  DenseMap<Value, unsigned> resourceOf;
  /// TensorFlow's lists are values, TaGrad's are updated in place: the
  /// length each list value had when its op made it (or a loop body took
  /// it), and for a list of lists the length of the list it holds, so that
  /// an op of the same block taking an older value of a list (the gradient
  /// loops of two tf.gradients calls, both popping the accumulators of one
  /// forward loop; a jacobian's loop popping them every trip) sees those
  /// lengths again.
  DenseMap<Value, SmallVector<std::pair<unsigned, Value>>> listLengthOf;
  /// The value of each list (by resource) its slots now stand for.
  DenseMap<unsigned, Value> newestListValue;
  void restoreListLengths(Operation *op);
  void recordListLength(Value value);
  bool definedAround(Value value);
  /// Drops the lengths that values inside `op`, about to be erased, hold.
  void forgetListLengthsIn(Operation *op);
  std::vector<Resource> resources;
  SmallVector<Value> slots;
  std::map<std::string, unsigned> variablesByName;
  /// The variables the function returns (marked tagrad.variable).
  llvm::StringSet<> returnedVariables;
  /// String constants (messages of Assert and Print), by their value.
  DenseMap<Value, DenseStringElementsAttr> stringConstants;
  /// The locations warned about already: loops and conditionals are
  /// converted more than once until their types settle, and the
  /// functionalizer copies a node a gradient's conditional reads.
  DenseSet<Location> warned;
  /// The stateful random ops warned about drawing inside a loop whose
  /// iterations TensorFlow may run side by side.
  DenseSet<Location> warnedLoopOrder;
  /// parallel_iterations of the innermost TensorFlow loop being converted (1
  /// outside loops).
  int64_t loopParallelIterations = 1;
  /// The scf.while of each loop being converted, innermost last, and
  /// whether a write in the innermost refined the element type of an array
  /// that only that loop reads (its reads so far were typed without it:
  /// the loop converts again).
  SmallVector<Operation *> loopAttempts;
  bool refinedInLoopAttempt = false;
  /// The block count of each stateful random op (randomState).
  DenseMap<Operation *, memref::GlobalOp> randomStates;
};

} // namespace mlir::tagrad::tf_legalize

#endif // TAGRAD_LIB_CONVERSION_TFTOTAGRAD_LEGALIZER_H
