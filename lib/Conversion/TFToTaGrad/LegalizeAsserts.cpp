//===- LegalizeAsserts.cpp - Assert and Print
//------------------------------===//
//
// tf.Assert checks its condition at run time and fails with TensorFlow's
// "assertion failed: [data] [data] ..." message at the op's location
// (dynamic_rnn's sequence_length check is one, reached by a control edge);
// tf.Print forwards its input. Their string data are compile-time text.
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
}

} // namespace mlir::tagrad::tf_legalize
