//===- TensorArrayABI.h - The TensorArray runtime ABI as one table -*- C++ -*-//
//
// Header-only, no LLVM: included by the runtime (runtime/), by
// -convert-tagrad-to-runtime and by the compiler's own diagnostics (hence a
// folder of its own, not the runtime's), so that
// dtype codes, creation flags, rule codes, TensorFlow's message texts and the
// entry points' signatures are written down once.
//
// Messages are format strings with named placeholders ("{name}", "{index}",
// ...); formatMessage substitutes them. A compile-time diagnostic uses the
// same text as the run-time error:
//
//   tagrad_abi::formatRuleMessage(TAGRAD_TA_RULE_DOUBLE_WRITE, "ta", 2, 4)
//   == "TensorArray ta: Could not write to TensorArray index 2 because it "
//      "has already been written to."
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_ABI_TENSORARRAYABI_H
#define TAGRAD_ABI_TENSORARRAYABI_H

#include "TaGrad/Runtime/TensorArray.h"

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

// Not `tagrad::`: code that says `using namespace mlir;` would find two.
namespace tagrad_abi {

//===----------------------------------------------------------------------===//
// Element types
//===----------------------------------------------------------------------===//

/// How MLIR spells an element type the runtime stores.
enum class ElementKind { Float, Integer, Complex };

struct DTypeInfo {
  TagradDType code;
  /// Entry-point suffix: tagradTensorArray{Write,Read}MemRef<suffix>.
  const char *suffix;
  int64_t byteWidth;
  ElementKind kind;
  /// Bit width of the MLIR scalar (of each part for complex types).
  unsigned bitWidth;
  /// For 16-bit floats: bf16 rather than f16.
  bool isBFloat;
};

inline constexpr DTypeInfo kDTypes[] = {
    {TAGRAD_DTYPE_F32, "F32", 4, ElementKind::Float, 32, false},
    {TAGRAD_DTYPE_F64, "F64", 8, ElementKind::Float, 64, false},
    {TAGRAD_DTYPE_F16, "F16", 2, ElementKind::Float, 16, false},
    {TAGRAD_DTYPE_BF16, "BF16", 2, ElementKind::Float, 16, true},
    {TAGRAD_DTYPE_I1, "I1", 1, ElementKind::Integer, 1, false},
    {TAGRAD_DTYPE_I8, "I8", 1, ElementKind::Integer, 8, false},
    {TAGRAD_DTYPE_I16, "I16", 2, ElementKind::Integer, 16, false},
    {TAGRAD_DTYPE_I32, "I32", 4, ElementKind::Integer, 32, false},
    {TAGRAD_DTYPE_I64, "I64", 8, ElementKind::Integer, 64, false},
    {TAGRAD_DTYPE_C64, "C64", 8, ElementKind::Complex, 32, false},
    {TAGRAD_DTYPE_C128, "C128", 16, ElementKind::Complex, 64, false},
};

/// The entry of `code`, or null for a code the runtime does not know.
constexpr const DTypeInfo *lookupDType(int32_t code) {
  for (const DTypeInfo &info : kDTypes)
    if (int32_t(info.code) == code)
      return &info;
  return nullptr;
}

/// The entry of an MLIR scalar type described by kind and widths, or null.
constexpr const DTypeInfo *lookupDType(ElementKind kind, unsigned bitWidth,
                                       bool isBFloat = false) {
  for (const DTypeInfo &info : kDTypes)
    if (info.kind == kind && info.bitWidth == bitWidth &&
        info.isBFloat == isBFloat)
      return &info;
  return nullptr;
}

//===----------------------------------------------------------------------===//
// Creation flags
//===----------------------------------------------------------------------===//

struct FlagInfo {
  int32_t bit;
  /// The `tagrad.tensor_array` attribute that sets it.
  const char *attribute;
};

inline constexpr FlagInfo kCreationFlags[] = {
    {TAGRAD_TA_DYNAMIC_SIZE, "dynamic_size"},
    {TAGRAD_TA_CLEAR_AFTER_READ, "clear_after_read"},
    {TAGRAD_TA_IDENTICAL_ELEMENT_SHAPES, "identical_element_shapes"},
    {TAGRAD_TA_MULTIPLE_WRITES_AGGREGATE, "multiple_writes_aggregate"},
    {TAGRAD_TA_WRITES_REPLACE, "writes_replace"},
};

constexpr int32_t allCreationFlags() {
  int32_t mask = 0;
  for (const FlagInfo &flag : kCreationFlags)
    mask |= flag.bit;
  return mask;
}

//===----------------------------------------------------------------------===//
// Messages: TensorFlow's texts (tensor_array.h / tensor_array_ops.cc) where
// it has one. Placeholders: {name} (the array), {index}, {size}, {shape} (a
// value's shape), {element_shape}, {existing_shape}, {count}, {rows},
// {max}, {length}, {sum}, {handle}, {location}.
//===----------------------------------------------------------------------===//

enum class Message {
  WriteOutOfRange,
  ReadOutOfRange,
  DoubleWrite,
  WriteAfterRead,
  ReadAfterClear,
  Closed,
  NegativeSize,
  GradOfGrad,
  IncompatibleShape,
  AggregateShape,
  UndefinedShape,
  ScatterCount,
  ScatterMaxIndex,
  SplitNotVector,
  SplitNegativeLength,
  SplitSum,
  SplitSize,
  InvalidHandle,
  LocationSuffix,
};

struct MessageInfo {
  Message id;
  const char *format;
};

inline constexpr MessageInfo kMessages[] = {
    {Message::WriteOutOfRange,
     "TensorArray {name}: Tried to write to index {index} but array is not "
     "resizeable and size is: {size}"},
    // TF's text has no array name; the prefix is added so the array is named.
    {Message::ReadOutOfRange, "TensorArray {name}: Tried to read from index "
                              "{index} but array size is: {size}"},
    {Message::DoubleWrite, "TensorArray {name}: Could not write to TensorArray "
                           "index {index} because it has already been "
                           "written to."},
    {Message::WriteAfterRead, "TensorArray {name}: Could not write to "
                              "TensorArray index {index} because it has "
                              "already been read."},
    {Message::ReadAfterClear,
     "TensorArray {name}: Could not read index {index} twice because it was "
     "cleared after a previous read (perhaps try setting clear_after_read = "
     "false?)."},
    // TF: no colon in this one.
    {Message::Closed, "TensorArray {name} has already been closed."},
    {Message::NegativeSize, "TensorArray {name}: Size should be >= 0."},
    // TF rejects it through the resource container name; that text, and
    // what it means.
    {Message::GradOfGrad,
     "Wrong input container. _tensor_array_grads{name} (TensorArray {name} "
     "is a gradient TensorArray; its gradient cannot be taken)"},
    {Message::IncompatibleShape,
     "TensorArray {name}: Could not write to TensorArray index {index} "
     "because the value shape is {shape} which is incompatible with the "
     "TensorArray's inferred element shape: {element_shape} (consider "
     "setting infer_shape=False)."},
    {Message::AggregateShape,
     "TensorArray {name}: Could not aggregate to TensorArray index {index} "
     "because the existing shape is {existing_shape} but the new input shape "
     "is {shape}."},
    {Message::UndefinedShape,
     "TensorArray {name}: Could not read from TensorArray index {index}.  "
     "Furthermore, the element shape is not fully defined: {element_shape}.  "
     "It is possible you are working with a resizeable TensorArray and "
     "stop_gradients is not allowing the gradients to be written.  If you "
     "set the full element_shape property on the forward TensorArray, the "
     "proper all-zeros tensor will be returned instead of incurring this "
     "error."},
    {Message::ScatterCount, "TensorArray {name}: Expected len(indices) == "
                            "values.shape[0], but saw: {count} vs. {rows}"},
    {Message::ScatterMaxIndex, "TensorArray {name}: Max scatter index must be "
                               "< array size ({max} vs. {size})"},
    {Message::SplitNotVector, "TensorArray {name}: Expected value to be at "
                              "least a vector, but received shape: {shape}"},
    // Not TF's: TF has no check of its own here.
    {Message::SplitNegativeLength,
     "TensorArray {name}: Expected lengths to be non-negative, but saw a "
     "length of {length}"},
    {Message::SplitSum,
     "TensorArray {name}: Expected sum of lengths to be equal to "
     "values.shape[0], but sum of lengths is {sum} and value's shape is: "
     "{shape}"},
    {Message::SplitSize,
     "TensorArray {name}: TensorArray's size is not equal to the size of "
     "lengths ({size} vs. {count}), and the TensorArray is not marked as "
     "dynamically resizeable"},
    {Message::InvalidHandle,
     "Invalid TensorArray handle {handle} (never created, freed when the "
     "step that created it ended, or freed by tagradTensorArrayDestroyAll)"},
    {Message::LocationSuffix, " (at {location})"},
};

constexpr const char *messageFormat(Message id) {
  for (const MessageInfo &info : kMessages)
    if (info.id == id)
      return info.format;
  return "";
}

/// One placeholder's value.
struct MessageArg {
  std::string_view key;
  std::string value;
  MessageArg(std::string_view key, std::string_view value)
      : key(key), value(value) {}
  MessageArg(std::string_view key, const char *value)
      : key(key), value(value ? value : "") {}
  MessageArg(std::string_view key, const std::string &value)
      : key(key), value(value) {}
  MessageArg(std::string_view key, int64_t value)
      : key(key), value(std::to_string(value)) {}
};

/// `format` with every "{key}" of `args` replaced by its value; unknown
/// placeholders stay as they are.
inline std::string formatMessage(std::string_view format,
                                 std::initializer_list<MessageArg> args) {
  std::string out;
  out.reserve(format.size() + 32);
  size_t pos = 0;
  while (pos < format.size()) {
    size_t open = format.find('{', pos);
    if (open == std::string_view::npos)
      break;
    size_t close = format.find('}', open);
    if (close == std::string_view::npos)
      break;
    out.append(format.substr(pos, open - pos));
    std::string_view key = format.substr(open + 1, close - open - 1);
    const MessageArg *match = nullptr;
    for (const MessageArg &arg : args)
      if (arg.key == key)
        match = &arg;
    if (match)
      out += match->value;
    else
      out.append(format.substr(open, close - open + 1));
    pos = close + 1;
  }
  out.append(format.substr(pos < format.size() ? pos : format.size()));
  return out;
}

inline std::string formatMessage(Message id,
                                 std::initializer_list<MessageArg> args) {
  return formatMessage(messageFormat(id), args);
}

/// The index of a "{N}" placeholder of a tagrad.runtime_check message with
/// N >= count (the first one), or -1 when every placeholder names a value.
inline int64_t missingPlaceholder(std::string_view format, int64_t count) {
  for (size_t open = format.find('{'); open != std::string_view::npos;
       open = format.find('{', open + 1)) {
    size_t close = format.find('}', open);
    if (close == std::string_view::npos)
      break;
    std::string_view key = format.substr(open + 1, close - open - 1);
    if (key.empty() || key.size() > 18 ||
        key.find_first_not_of("0123456789") != std::string_view::npos)
      continue;
    int64_t n = std::stoll(std::string(key));
    if (n >= count)
      return n;
  }
  return -1;
}

/// A tagrad.runtime_check message: "{N}" is values[N], "{shape}" all the
/// values as TensorFlow prints a shape ("[2,-3]"), "{{" a literal "{";
/// others stay as written.
inline std::string formatRuntimeCheckMessage(std::string_view format,
                                             const int64_t *values,
                                             int64_t count) {
  std::string shape = "[";
  for (int64_t i = 0; i < count; ++i)
    shape += (i ? "," : "") + std::to_string(values[i]);
  shape += "]";
  std::string out;
  size_t pos = 0;
  while (pos < format.size()) {
    size_t open = format.find('{', pos);
    size_t close = open == std::string_view::npos ? std::string_view::npos
                                                  : format.find('}', open);
    if (close == std::string_view::npos)
      break;
    out.append(format.substr(pos, open - pos));
    if (format.substr(open, 2) == "{{") {
      out += '{';
      pos = open + 2;
      continue;
    }
    std::string_view key = format.substr(open + 1, close - open - 1);
    bool numeric =
        !key.empty() && key.size() <= 18 &&
        key.find_first_not_of("0123456789") == std::string_view::npos;
    int64_t n = numeric ? std::stoll(std::string(key)) : -1;
    if (key == "shape")
      out += shape;
    else if (numeric && n < count)
      out += std::to_string(values[n]);
    else
      out.append(format.substr(open, close - open + 1));
    pos = close + 1;
  }
  out.append(format.substr(pos < format.size() ? pos : format.size()));
  return out;
}

/// TensorShape::DebugString: "[2,3]", "[]" for scalars; -1 (an unknown
/// dimension) prints "?".
inline std::string shapeString(const int64_t *dims, int64_t rank) {
  std::string s = "[";
  for (int64_t i = 0; i < rank; ++i) {
    if (i)
      s += ',';
    s += dims[i] < 0 ? std::string("?") : std::to_string(dims[i]);
  }
  return s + "]";
}

//===----------------------------------------------------------------------===//
// Rules: what tagradReportTensorArrayError reports, by code.
//===----------------------------------------------------------------------===//

struct RuleInfo {
  TagradTensorArrayRule code;
  /// The rule's keyword in `tagrad.tensor_array.check`.
  const char *mnemonic;
  Message message;
};

inline constexpr RuleInfo kRules[] = {
    {TAGRAD_TA_RULE_WRITE_OUT_OF_RANGE, "write_out_of_range",
     Message::WriteOutOfRange},
    {TAGRAD_TA_RULE_READ_OUT_OF_RANGE, "read_out_of_range",
     Message::ReadOutOfRange},
    {TAGRAD_TA_RULE_DOUBLE_WRITE, "double_write", Message::DoubleWrite},
    {TAGRAD_TA_RULE_WRITE_AFTER_READ, "write_after_read",
     Message::WriteAfterRead},
    {TAGRAD_TA_RULE_READ_AFTER_CLEAR, "read_after_clear",
     Message::ReadAfterClear},
    {TAGRAD_TA_RULE_USE_AFTER_CLOSE, "use_after_close", Message::Closed},
    {TAGRAD_TA_RULE_WRITE_BEYOND_LOCKED_SIZE, "write_beyond_locked_size",
     Message::WriteOutOfRange},
    {TAGRAD_TA_RULE_NEGATIVE_WRITE_INDEX, "negative_write_index",
     Message::WriteOutOfRange},
    {TAGRAD_TA_RULE_NEGATIVE_READ_INDEX, "negative_read_index",
     Message::ReadOutOfRange},
    {TAGRAD_TA_RULE_NEGATIVE_SIZE, "negative_size", Message::NegativeSize},
    {TAGRAD_TA_RULE_GRAD_OF_GRAD, "grad_of_grad", Message::GradOfGrad},
    {TAGRAD_TA_RULE_INCOMPATIBLE_SHAPE, "incompatible_shape",
     Message::IncompatibleShape},
};

constexpr const RuleInfo *lookupRule(int32_t code) {
  for (const RuleInfo &info : kRules)
    if (int32_t(info.code) == code)
      return &info;
  return nullptr;
}

/// TensorFlow's message for `rule` about array `name` (no location), or ""
/// for an unknown code. Shapes are only used by incompatible_shape.
inline std::string formatRuleMessage(int32_t rule, std::string_view name,
                                     int64_t index, int64_t size,
                                     std::string_view shape = {},
                                     std::string_view elementShape = {}) {
  const RuleInfo *info = lookupRule(rule);
  if (!info)
    return "";
  return formatMessage(info->message, {{"name", name},
                                       {"index", index},
                                       {"size", size},
                                       {"shape", shape},
                                       {"element_shape", elementShape}});
}

/// `message` with the op's location appended, when there is one.
inline std::string withLocation(std::string message, const char *location) {
  if (location && *location)
    message += formatMessage(Message::LocationSuffix, {{"location", location}});
  return message;
}

//===----------------------------------------------------------------------===//
// Entry points called by compiled code, with their C signatures.
//===----------------------------------------------------------------------===//

/// A parameter or result of an entry point as compiled code passes it.
enum class ParamType {
  Void,
  I32,
  I64,
  Ptr,
  /// memref<*xT> of the element type (rank and descriptor pointer in C).
  ElementMemRef,
};

struct EntryPoint {
  const char *name;
  ParamType result;
  ParamType params[7];
  unsigned numParams;
};

namespace entry {
using P = ParamType;
inline constexpr EntryPoint kCreate{
    "tagradTensorArrayCreate",
    P::I64,
    {P::I64, P::I32, P::I64, P::Ptr, P::I32, P::Ptr, P::Ptr},
    7};
inline constexpr EntryPoint kGrad{"tagradTensorArrayGrad",
                                  P::I64,
                                  {P::I64, P::Ptr, P::I64, P::Ptr, P::Ptr},
                                  5};
inline constexpr EntryPoint kLockSize{
    "tagradTensorArrayLockSize", P::Void, {P::I64, P::Ptr}, 2};
inline constexpr EntryPoint kSize{
    "tagradTensorArraySize", P::I64, {P::I64, P::Ptr}, 2};
inline constexpr EntryPoint kClose{
    "tagradTensorArrayClose", P::Void, {P::I64, P::Ptr}, 2};
inline constexpr EntryPoint kStepBegin{
    "tagradTensorArrayStepBegin", P::I64, {}, 0};
inline constexpr EntryPoint kStepEnd{
    "tagradTensorArrayStepEnd", P::Void, {P::I64}, 1};
inline constexpr EntryPoint kElementDim{
    "tagradTensorArrayElementDim", P::I64, {P::I64, P::I64, P::I64, P::Ptr}, 4};
inline constexpr EntryPoint kElementRank{
    "tagradTensorArrayElementRank",
    P::I64,
    {P::I64, P::I64, P::I64, P::I32, P::Ptr},
    5};
inline constexpr EntryPoint kCheckScatter{
    "tagradTensorArrayCheckScatter",
    P::Void,
    {P::I64, P::I64, P::I64, P::I64, P::Ptr},
    5};
inline constexpr EntryPoint kCheckSplit{
    "tagradTensorArrayCheckSplit",
    P::Void,
    {P::I64, P::I64, P::I64, P::I64, P::I64, P::Ptr, P::Ptr},
    7};
// ErrorHandling.h's generic entry: a message, no rule (the CPU pipeline's
// lowering of cf.assert calls it).
inline constexpr EntryPoint kRuntimeError{
    "tagradRuntimeError", P::Void, {P::Ptr}, 1};
// tagrad.runtime_check: (format, count, values, location).
inline constexpr EntryPoint kReportRuntimeCheck{
    "tagradReportRuntimeCheck", P::Void, {P::Ptr, P::I64, P::Ptr, P::Ptr}, 4};
inline constexpr EntryPoint kReportError{
    "tagradReportTensorArrayError",
    P::Void,
    {P::I32, P::Ptr, P::I64, P::I64, P::Ptr},
    5};
inline constexpr EntryPoint kReportShapeError{
    "tagradReportTensorArrayShapeError",
    P::Void,
    {P::Ptr, P::I64, P::I64, P::Ptr, P::Ptr, P::Ptr},
    6};
/// Per dtype: the name is this prefix and the dtype's suffix.
inline constexpr EntryPoint kWriteMemRef{
    "tagradTensorArrayWriteMemRef",
    P::Void,
    {P::I64, P::I64, P::ElementMemRef, P::Ptr},
    4};
inline constexpr EntryPoint kReadMemRef{
    "tagradTensorArrayReadMemRef",
    P::Void,
    {P::I64, P::I64, P::ElementMemRef, P::Ptr},
    4};
} // namespace entry

inline constexpr const EntryPoint *kEntryPoints[] = {
    &entry::kCreate,       &entry::kGrad,
    &entry::kLockSize,     &entry::kSize,
    &entry::kClose,        &entry::kStepBegin,
    &entry::kStepEnd,      &entry::kElementDim,
    &entry::kElementRank,  &entry::kCheckScatter,
    &entry::kCheckSplit,   &entry::kReportRuntimeCheck,
    &entry::kReportError,  &entry::kReportShapeError,
    &entry::kRuntimeError, &entry::kWriteMemRef,
    &entry::kReadMemRef,
};

} // namespace tagrad_abi

#endif // TAGRAD_ABI_TENSORARRAYABI_H
