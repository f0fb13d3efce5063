//===- LegalizeAsserts.cpp - Assert, Print, CheckNumerics ----------------===//
//
// tf.Assert checks its condition at run time and fails with TensorFlow's
// "assertion failed: [data] [data] ..." message at the op's location
// (dynamic_rnn's sequence_length check is one, reached by a control edge);
// tf.CheckNumerics fails on NaN and infinities with TensorFlow's message;
// tf.Print, tf.print (StringFormat, PrintV2) and PlaceholderWithDefault
// forward or drop their input. Their string data are compile-time text.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {

namespace {
/// Appends TensorFlow's summary of a tensor (Tensor::SummarizeValue): its
/// first `limit` elements, "..." after them, one bracket pair per inner
/// dimension; integers as run-time values (`{k}` placeholders).
void summarizeInts(OpBuilder &b, Location loc, Value tensor,
                   ArrayRef<int64_t> shape, int64_t limit, std::string &text,
                   SmallVectorImpl<Value> &values) {
  int64_t count = 1;
  for (int64_t d : shape)
    count *= d;
  SmallVector<int64_t> index(shape.size(), 0);
  int64_t shown = std::min(count, limit);
  for (int64_t flat = 0; flat < shown; ++flat) {
    // Open the brackets of the dimensions this element starts.
    for (size_t d = 1; d < shape.size(); ++d)
      if (llvm::all_of(ArrayRef<int64_t>(index).drop_front(d),
                       [](int64_t i) { return i == 0; }))
        text += "[";
    if (flat > 0 && text.back() != '[')
      text += " ";
    SmallVector<Value> at = llvm::map_to_vector(index, [&](int64_t i) {
      return arith::ConstantIndexOp::create(b, loc, i).getResult();
    });
    Value element = tensor::ExtractOp::create(b, loc, tensor, at);
    if (element.getType().isInteger(1))
      element = arith::ExtUIOp::create(b, loc, b.getI64Type(), element);
    text += "{" + std::to_string(values.size()) + "}";
    values.push_back(element.getType().isInteger(64)
                         ? element
                         : signExtendToI64(b, loc, element));
    // Advance, closing the brackets of the dimensions this element ends.
    for (int64_t d = shape.size() - 1; d >= 0; --d) {
      if (++index[d] < shape[d])
        break;
      index[d] = 0;
      if (d > 0)
        text += "]";
    }
  }
  if (shown < count)
    text += "...";
}
} // namespace

void Legalizer::registerAssertHandlers() {
  auto &h = handlers;
  h["Assert"] = [this](Operation *op, ArrayRef<Value> operands,
                       SmallVectorImpl<Value> &) -> LogicalResult {
    Location loc = op->getLoc();
    Value condition = toTensor(loc, operands[0]);
    auto conditionType = dyn_cast<RankedTensorType>(condition.getType());
    if (!conditionType || conditionType.getRank() != 0 ||
        !conditionType.getElementType().isInteger(1))
      return error(op) << "In[0] should be a scalar: got "
                       << condition.getType();
    int64_t limit = 3;
    if (auto summarize = op->getAttrOfType<IntegerAttr>("summarize"))
      limit = summarize.getInt() < 0 ? std::numeric_limits<int64_t>::max()
                                     : summarize.getInt();
    std::string message = "assertion failed: ";
    SmallVector<Value> values;
    for (auto [i, data] : llvm::enumerate(op->getOperands().drop_front())) {
      if (i > 0)
        message += " ";
      message += "[";
      if (auto strings = stringConstants.lookup(data)) {
        // Braces are the message's placeholders.
        for (auto [k, text] : llvm::enumerate(strings.getRawStringData())) {
          if (int64_t(k) >= limit) {
            message += "...";
            break;
          }
          if (k > 0)
            message += " ";
          for (char c : text)
            message += c == '{' ? '(' : c == '}' ? ')' : c;
        }
        message += "]";
        continue;
      }
      Value value = toTensor(loc, operands[i + 1]);
      auto type = dyn_cast<RankedTensorType>(value.getType());
      // Integers and booleans of a known shape are printed as TensorFlow
      // prints them; other values by their type (the run-time message
      // carries integers only).
      if (type && type.hasStaticShape() &&
          type.getElementType().isSignlessInteger() &&
          type.getElementType().getIntOrFloatBitWidth() <= 64) {
        summarizeInts(b, loc, value, type.getShape(), limit, message, values);
      } else {
        llvm::raw_string_ostream os(message);
        os << "<" << value.getType() << ">";
      }
      message += "]";
    }
    Value scalar = toScalar(loc, condition);
    Value failed = arith::XOrIOp::create(
        b, loc, scalar, arith::ConstantOp::create(b, loc, b.getBoolAttr(true)));
    runtimeCheck(loc, failed, message, values);
    return success();
  };
  h["Print"] = [](Operation *op, ArrayRef<Value> operands,
                  SmallVectorImpl<Value> &results) -> LogicalResult {
    // What TensorFlow writes to its log is not part of the result.
    results.push_back(operands[0]);
    return success();
  };
  // tf.print: StringFormat's text goes to PrintV2 (or an Assert), which
  // writes it to TensorFlow's log; neither is part of a result. The text is
  // its template, as a message constant.
  h["StringFormat"] = [this](Operation *op, ArrayRef<Value>,
                             SmallVectorImpl<Value> &results) -> LogicalResult {
    for (Operation *user : op->getResult(0).getUsers()) {
      StringRef userName = user->getName().getStringRef();
      if (userName != "tf.PrintV2" && userName != "tf.Assert")
        return error(op) << "formats a string that '" << user->getName()
                         << "' reads; TaGrad takes StringFormat's text only "
                            "as a message of PrintV2 and Assert";
    }
    auto templ = op->getAttrOfType<StringAttr>("template");
    stringConstants[op->getResult(0)] = DenseStringElementsAttr::get(
        RankedTensorType::get(
            {}, cast<TensorType>(op->getResult(0).getType()).getElementType()),
        {templ ? templ.getValue() : StringRef()});
    results.push_back(Value());
    return success();
  };
  h["PrintV2"] = [](Operation *, ArrayRef<Value>, SmallVectorImpl<Value> &) {
    return success();
  };
  // An unfed PlaceholderWithDefault is its default.
  h["PlaceholderWithDefault"] = [](Operation *, ArrayRef<Value> operands,
                                   SmallVectorImpl<Value> &results) {
    results.push_back(operands[0]);
    return success();
  };
  // CheckNumerics(V2): the input, after a run-time check that no element is
  // NaN or infinite, failing with TensorFlow's "<message> : Tensor had NaN
  // values" (V2 tells -Inf from +Inf).
  for (StringRef name : {"CheckNumerics", "CheckNumericsV2"})
    h[name] = [this, name](Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
      Location loc = op->getLoc();
      Value input = toTensor(loc, operands[0]);
      auto type = dyn_cast<RankedTensorType>(input.getType());
      if (!type || !isa<FloatType>(type.getElementType()))
        return error(op) << "needs a ranked floating-point tensor, got "
                         << input.getType();
      bool v2 = name == "CheckNumericsV2";
      // No values: braces in the message stay as they are.
      std::string message;
      if (auto text = op->getAttrOfType<StringAttr>("message"))
        message = text.getValue().str();
      Value found = anomalies(loc, input, v2);
      // Bits: V1 Inf 1, NaN 2; V2 -Inf 1, +Inf 2, NaN 4 (TensorFlow's
      // order of naming them).
      SmallVector<StringRef> names =
          v2 ? SmallVector<StringRef>{"-Inf", "+Inf", "NaN"}
             : SmallVector<StringRef>{"Inf", "NaN"};
      for (unsigned bits = 1; bits < (1u << names.size()); ++bits) {
        SmallVector<StringRef> present;
        for (auto [k, n] : llvm::enumerate(names))
          if (bits & (1u << k))
            present.push_back(n);
        std::string status = present[0].str();
        if (present.size() == 2)
          status += " and " + present[1].str();
        else if (present.size() == 3)
          status += ", " + present[1].str() + ", and " + present[2].str();
        Value hit = arith::CmpIOp::create(
            b, loc, arith::CmpIPredicate::eq, found,
            arith::ConstantOp::create(b, loc, b.getI32IntegerAttr(bits)));
        runtimeCheck(loc, hit, message + " : Tensor had " + status + " values");
      }
      results.push_back(operands[0]);
      return success();
    };
}

Value Legalizer::anomalies(Location loc, Value input, bool signedInf) {
  auto type = cast<RankedTensorType>(input.getType());
  int64_t rank = type.getRank();
  Value init =
      fill(loc, {}, arith::ConstantOp::create(b, loc, b.getI32IntegerAttr(0)));
  SmallVector<AffineMap> maps = {b.getMultiDimIdentityMap(rank),
                                 AffineMap::get(rank, 0, {}, b.getContext())};
  auto reduce = linalg::GenericOp::create(
      b, loc, init.getType(), input, init, maps,
      SmallVector<utils::IteratorType>(rank, utils::IteratorType::reduction),
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        Value x = args[0];
        // f16 / bf16 widened exactly, so that the compares are f32's.
        if (x.getType().getIntOrFloatBitWidth() < 32)
          x = arith::ExtFOp::create(nb, nloc, nb.getF32Type(), x);
        auto constant = [&](int32_t v) -> Value {
          return arith::ConstantOp::create(nb, nloc, nb.getI32IntegerAttr(v));
        };
        Value zero = constant(0);
        // Compares, not math.isnan / math.isinf: the CPU pipeline has no
        // lowering for those (MLIR 22).
        Value isNan =
            arith::CmpFOp::create(nb, nloc, arith::CmpFPredicate::UNO, x, x);
        Value inf = arith::ConstantOp::create(
            nb, nloc,
            nb.getFloatAttr(
                x.getType(),
                APFloat::getInf(
                    cast<FloatType>(x.getType()).getFloatSemantics())));
        Value isInf =
            arith::CmpFOp::create(nb, nloc, arith::CmpFPredicate::OEQ,
                                  math::AbsFOp::create(nb, nloc, x), inf);
        Value infBits = constant(1);
        if (signedInf) {
          Value negative = arith::CmpFOp::create(
              nb, nloc, arith::CmpFPredicate::OLT, x,
              arith::ConstantOp::create(nb, nloc,
                                        nb.getFloatAttr(x.getType(), 0.0)));
          infBits = arith::SelectOp::create(nb, nloc, negative, constant(1),
                                            constant(2));
        }
        Value bits = arith::OrIOp::create(
            nb, nloc, arith::SelectOp::create(nb, nloc, isInf, infBits, zero),
            arith::SelectOp::create(nb, nloc, isNan,
                                    constant(signedInf ? 4 : 2), zero));
        linalg::YieldOp::create(
            nb, nloc,
            arith::OrIOp::create(nb, nloc, args[1], bits).getResult());
      });
  return tensor::ExtractOp::create(b, loc, reduce.getResult(0), ValueRange{});
}

} // namespace mlir::tagrad::tf_legalize
