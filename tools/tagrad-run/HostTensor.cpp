//===- HostTensor.cpp - tagrad-run's host-side values ---------------------===//

#include "HostTensor.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <sys/resource.h>
#include <unistd.h>

using namespace llvm;

namespace mlir::tagrad::run {

namespace {
/// Each kind's spelling, size on the host, and .npy descr (bf16 has none in
/// NumPy; ml_dtypes writes a 2-byte void).
struct KindInfo {
  ElementKind kind;
  StringLiteral name;
  int64_t size;
  StringLiteral npyDescr;
};
constexpr KindInfo kindTable[] = {
    {ElementKind::F16, "f16", 2, "<f2"},  {ElementKind::BF16, "bf16", 2, "<V2"},
    {ElementKind::F32, "f32", 4, "<f4"},  {ElementKind::F64, "f64", 8, "<f8"},
    {ElementKind::I1, "i1", 1, "|b1"},    {ElementKind::I32, "i32", 4, "<i4"},
    {ElementKind::I64, "i64", 8, "<i8"},  {ElementKind::I8, "i8", 1, "|i1"},
    {ElementKind::I16, "i16", 2, "<i2"},  {ElementKind::U8, "ui8", 1, "|u1"},
    {ElementKind::U16, "ui16", 2, "<u2"}, {ElementKind::U32, "ui32", 4, "<u4"},
    {ElementKind::U64, "ui64", 8, "<u8"}};

const KindInfo &infoOf(ElementKind kind) {
  for (const KindInfo &info : kindTable)
    if (info.kind == kind)
      return info;
  llvm_unreachable("unknown element kind");
}
} // namespace

StringRef elementKindName(ElementKind kind) { return infoOf(kind).name; }

std::optional<ElementKind> parseElementKind(StringRef name) {
  for (const KindInfo &info : kindTable)
    if (info.name == name)
      return info.kind;
  return std::nullopt;
}

int64_t elementSize(ElementKind kind) { return infoOf(kind).size; }

bool isUnsignedKind(ElementKind kind) {
  return kind == ElementKind::U8 || kind == ElementKind::U16 ||
         kind == ElementKind::U32 || kind == ElementKind::U64;
}

bool isIntegerKind(ElementKind kind) {
  return isUnsignedKind(kind) || kind == ElementKind::I8 ||
         kind == ElementKind::I16 || kind == ElementKind::I32 ||
         kind == ElementKind::I64;
}

/// Each signless integer kind and the unsigned kind of its width.
static constexpr std::pair<ElementKind, ElementKind> kSignlessAndUnsigned[] = {
    {ElementKind::I8, ElementKind::U8},
    {ElementKind::I16, ElementKind::U16},
    {ElementKind::I32, ElementKind::U32},
    {ElementKind::I64, ElementKind::U64}};

ElementKind unsignedKindOf(ElementKind kind) {
  for (auto [signless, unsignedKind] : kSignlessAndUnsigned)
    if (kind == signless)
      return unsignedKind;
  return kind;
}

ElementKind signlessKindOf(ElementKind kind) {
  for (auto [signless, unsignedKind] : kSignlessAndUnsigned)
    if (kind == unsignedKind)
      return signless;
  return kind;
}

int64_t HostTensor::integerElement(int64_t i) const {
  const uint8_t *p = bytes.data() + i * elementSize(kind);
  switch (kind) {
  case ElementKind::I8:
    return int8_t(*p);
  case ElementKind::U8:
    return *p;
  case ElementKind::I16: {
    int16_t v;
    std::memcpy(&v, p, 2);
    return v;
  }
  case ElementKind::U16: {
    uint16_t v;
    std::memcpy(&v, p, 2);
    return v;
  }
  case ElementKind::I32: {
    int32_t v;
    std::memcpy(&v, p, 4);
    return v;
  }
  case ElementKind::U32: {
    uint32_t v;
    std::memcpy(&v, p, 4);
    return v;
  }
  default: {
    int64_t v;
    std::memcpy(&v, p, 8);
    return v;
  }
  }
}

static const fltSemantics &halfSemantics(ElementKind kind) {
  return kind == ElementKind::F16 ? APFloat::IEEEhalf() : APFloat::BFloat();
}

int64_t HostTensor::numElements() const {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

std::string HostTensor::typeString() const {
  std::string s;
  for (int64_t d : shape)
    s += std::to_string(d) + "x";
  return s + elementKindName(kind).str();
}

double HostTensor::elementAsDouble(int64_t i) const {
  const uint8_t *p = bytes.data() + i * elementSize(kind);
  switch (kind) {
  case ElementKind::F16:
  case ElementKind::BF16: {
    uint16_t bits;
    std::memcpy(&bits, p, 2);
    APFloat value(halfSemantics(kind), APInt(16, bits));
    bool lost;
    value.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven, &lost);
    return value.convertToDouble();
  }
  case ElementKind::F32: {
    float v;
    std::memcpy(&v, p, 4);
    return v;
  }
  case ElementKind::F64: {
    double v;
    std::memcpy(&v, p, 8);
    return v;
  }
  case ElementKind::I1:
    return *p ? 1 : 0;
  case ElementKind::U64: {
    uint64_t v;
    std::memcpy(&v, p, 8);
    return static_cast<double>(v);
  }
  case ElementKind::I8:
  case ElementKind::I16:
  case ElementKind::I32:
  case ElementKind::I64:
  case ElementKind::U8:
  case ElementKind::U16:
  case ElementKind::U32:
    return static_cast<double>(integerElement(i));
  }
  llvm_unreachable("unknown element kind");
}

/// Stores `text` (one element) at element `i`; false when it does not
/// parse as the kind.
static bool storeElement(HostTensor &t, int64_t i, StringRef text) {
  uint8_t *p = t.bytes.data() + i * elementSize(t.kind);
  switch (t.kind) {
  case ElementKind::F16:
  case ElementKind::BF16:
  case ElementKind::F32:
  case ElementKind::F64: {
    double v;
    if (text.getAsDouble(v))
      return false;
    if (t.kind == ElementKind::F64) {
      std::memcpy(p, &v, 8);
    } else if (t.kind == ElementKind::F32) {
      float f = static_cast<float>(v);
      std::memcpy(p, &f, 4);
    } else {
      APFloat value(v);
      bool lost;
      value.convert(halfSemantics(t.kind), APFloat::rmNearestTiesToEven, &lost);
      uint16_t bits = value.bitcastToAPInt().getZExtValue();
      std::memcpy(p, &bits, 2);
    }
    return true;
  }
  case ElementKind::I1: {
    if (text == "true" || text == "1")
      *p = 1;
    else if (text == "false" || text == "0")
      *p = 0;
    else
      return false;
    return true;
  }
  case ElementKind::I8:
  case ElementKind::I16:
  case ElementKind::I32:
  case ElementKind::I64:
  case ElementKind::U8:
  case ElementKind::U16:
  case ElementKind::U32:
  case ElementKind::U64: {
    // In the kind's range, stored little-endian in its width.
    int64_t size = elementSize(t.kind);
    uint64_t bits;
    if (isUnsignedKind(t.kind)) {
      if (text.getAsInteger(10, bits) || (size < 8 && bits >> (8 * size) != 0))
        return false;
    } else {
      int64_t v;
      if (text.getAsInteger(10, v))
        return false;
      if (size < 8) {
        int64_t bound = int64_t(1) << (8 * size - 1);
        if (v < -bound || v >= bound)
          return false;
      }
      bits = static_cast<uint64_t>(v);
    }
    for (int64_t b = 0; b < size; ++b)
      p[b] = uint8_t(bits >> (8 * b));
    return true;
  }
  }
  llvm_unreachable("unknown element kind");
}

static Error makeError(const Twine &message) {
  return createStringError(inconvertibleErrorCode(), message);
}

/// The most bytes one input may take: the machine's physical memory, or
/// the address-space limit (ulimit -v) where that is lower. Beyond it the
/// allocation would abort ("LLVM ERROR: out of memory") or swap.
static uint64_t hostMemoryLimit() {
  uint64_t limit = UINT64_MAX;
  long pages = sysconf(_SC_PHYS_PAGES), pageSize = sysconf(_SC_PAGE_SIZE);
  if (pages > 0 && pageSize > 0)
    limit = uint64_t(pages) * uint64_t(pageSize);
  struct rlimit addressSpace;
  if (getrlimit(RLIMIT_AS, &addressSpace) == 0 &&
      addressSpace.rlim_cur != RLIM_INFINITY)
    limit = std::min<uint64_t>(limit, addressSpace.rlim_cur);
  return limit;
}

/// What an input must leave free for compiling and running: without it a
/// later small allocation aborts instead.
static constexpr uint64_t kInputHeadroomBytes = uint64_t(256) << 20;

bool canAllocate(uint64_t bytes) {
  void *probe = std::malloc(bytes);
  std::free(probe);
  return probe != nullptr || bytes == 0;
}

Expected<HostTensor> parseHostTensor(StringRef text) {
  auto [type, values] = text.split('=');
  if (!text.contains('='))
    return makeError("'" + text +
                     "' is not a value: write SHAPExTYPE=VALUES (e.g. "
                     "2x3xf32=1,2,3,4,5,6, f32=1.5) or @file.npy");
  HostTensor t;
  SmallVector<StringRef> parts;
  type.trim().split(parts, 'x');
  std::optional<ElementKind> kind = parseElementKind(parts.back());
  if (!kind)
    return makeError("unknown element type '" + parts.back() +
                     "' (f16, bf16, f32, f64, i1, i8, i16, i32, i64, ui8, "
                     "ui16, ui32, ui64)");
  t.kind = *kind;
  for (StringRef dim : ArrayRef(parts).drop_back()) {
    int64_t d;
    if (dim.getAsInteger(10, d) || d < 0)
      return makeError("bad dimension '" + dim + "' in '" + type + "'");
    if (d > 0 && t.numElements() > (int64_t(1) << 40) / d)
      return makeError("'" + type + "' has too many elements");
    t.shape.push_back(d);
  }
  uint64_t size = t.numElements() * elementSize(t.kind);
  if (uint64_t limit = hostMemoryLimit(); size > limit)
    return makeError("'" + type + "' needs " + Twine(size) +
                     " bytes, more than this process may allocate (" +
                     Twine(limit) + ")");
  // What is left of the limit may be less (the process's own memory), and
  // compiling and running need some of it.
  if (!canAllocate(size + kInputHeadroomBytes))
    return makeError("'" + type + "' needs " + Twine(size) +
                     " bytes, more than this process can allocate now and "
                     "still compile and run");
  t.bytes.assign(size, 0);
  SmallVector<StringRef> items;
  SplitString(values, items, ", \t\n[]");
  if (items.size() != 1 && int64_t(items.size()) != t.numElements())
    return makeError("'" + type + "' has " + Twine(t.numElements()) +
                     " elements but " + Twine(items.size()) +
                     " values are given");
  // One value that fills the tensor is parsed once and its bytes copied
  // (parsing it per element took 19 s for 10^8 floats).
  int64_t parsed = items.size() == 1 ? std::min<int64_t>(1, t.numElements())
                                     : t.numElements();
  for (int64_t i = 0; i < parsed; ++i) {
    if (!storeElement(t, i, items[i]))
      return makeError("'" + items[i] + "' is not a " +
                       elementKindName(t.kind) + " value");
  }
  if (parsed == 1)
    for (size_t filled = elementSize(t.kind); filled < t.bytes.size();
         filled *= 2)
      std::memcpy(t.bytes.data() + filled, t.bytes.data(),
                  std::min(filled, t.bytes.size() - filled));
  return t;
}

static StringRef npyDescr(ElementKind kind) { return infoOf(kind).npyDescr; }

/// The value of `key` in a .npy header dict (up to the next top-level
/// comma), or "" when it is missing.
static StringRef headerValue(StringRef header, StringRef key) {
  size_t at = header.find(("'" + key + "'").str());
  if (at == StringRef::npos)
    return "";
  StringRef rest = header.drop_front(at + key.size() + 2).ltrim();
  if (!rest.consume_front(":"))
    return "";
  rest = rest.ltrim();
  if (rest.starts_with("(")) {
    size_t close = rest.find(')');
    return close == StringRef::npos ? "" : rest.take_front(close + 1);
  }
  return rest.take_until([](char c) { return c == ',' || c == '}'; }).trim();
}

Expected<HostTensor> readNpy(StringRef path, bool headerOnly) {
  auto file = MemoryBuffer::getFile(path, /*IsText=*/false,
                                    /*RequiresNullTerminator=*/false);
  if (!file)
    return makeError("cannot read '" + path +
                     "': " + file.getError().message());
  StringRef data = (*file)->getBuffer();
  auto bad = [&](const Twine &why) {
    return makeError("'" + path + "' is not a .npy file TaGrad reads: " + why);
  };
  if (!data.consume_front("\x93NUMPY") || data.size() < 4)
    return bad("no .npy magic");
  uint8_t major = data[0];
  data = data.drop_front(2);
  uint64_t headerLength;
  if (major == 1) {
    headerLength = uint8_t(data[0]) | uint8_t(data[1]) << 8;
    data = data.drop_front(2);
  } else if (major == 2 || major == 3) {
    if (data.size() < 4)
      return bad("truncated header");
    headerLength =
        uint32_t(uint8_t(data[0])) | uint32_t(uint8_t(data[1])) << 8 |
        uint32_t(uint8_t(data[2])) << 16 | uint32_t(uint8_t(data[3])) << 24;
    data = data.drop_front(4);
  } else {
    return bad("version " + Twine(major));
  }
  if (headerLength > data.size())
    return bad("truncated header");
  StringRef header = data.take_front(headerLength);
  data = data.drop_front(headerLength);

  StringRef descr = headerValue(header, "descr").trim("'\"");
  HostTensor t;
  std::optional<ElementKind> kind;
  // Little-endian ('<'), native ('=', this host's) or, for one byte, no
  // order ('|'; NumPy also reads '<i1').
  for (const KindInfo &info : kindTable) {
    StringRef want = info.npyDescr;
    if (descr == want ||
        (descr.size() == 3 && descr.drop_front() == want.drop_front() &&
         (descr[0] == '=' || (info.size == 1 && descr[0] == '<'))))
      kind = info.kind;
  }
  if (descr == "|V2")
    kind = ElementKind::BF16;
  if (!kind)
    return bad("dtype '" + descr +
               "' (f16, bf16, f32, f64, bool, int8, int16, int32, int64, "
               "uint8, uint16, uint32, uint64, little-endian)");
  t.kind = *kind;
  if (headerValue(header, "fortran_order") != "False")
    return bad("Fortran order");
  StringRef shape = headerValue(header, "shape");
  if (!shape.consume_front("(") || !shape.consume_back(")"))
    return bad("no shape");
  SmallVector<StringRef> dims;
  shape.split(dims, ',', -1, /*KeepEmpty=*/false);
  for (StringRef dim : dims) {
    int64_t d;
    if (dim.trim().getAsInteger(10, d) || d < 0)
      return bad("shape '" + shape + "'");
    if (d > 0 && t.numElements() > (int64_t(1) << 40) / d)
      return bad("too many elements");
    t.shape.push_back(d);
  }
  uint64_t size = t.numElements() * elementSize(t.kind);
  if (data.size() != size)
    return bad("its header promises " + Twine(size) +
               " bytes of data (shape and dtype), the file holds " +
               Twine(data.size()));
  if (headerOnly)
    return t;
  if (!canAllocate(size + kInputHeadroomBytes))
    return bad("its " + Twine(size) +
               " bytes of data are more than this process can allocate now "
               "and still compile and run");
  t.bytes.assign(data.bytes_begin(), data.bytes_end());
  if (t.kind == ElementKind::I1)
    for (uint8_t &b : t.bytes)
      b = b != 0;
  return t;
}

Error writeNpy(const HostTensor &t, StringRef path) {
  std::string header = "{'descr': '" + npyDescr(t.kind).str() +
                       "', 'fortran_order': False, 'shape': (";
  for (int64_t d : t.shape)
    header += std::to_string(d) + ", ";
  // "(2, 3)", "(4,)", "()".
  if (t.shape.size() > 1)
    header.erase(header.size() - 2);
  else if (t.shape.size() == 1)
    header.erase(header.size() - 1);
  header += "), }";
  // Magic (6) + version (2) + length (2) + header + '\n', a multiple of 64.
  size_t total = 10 + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header += '\n';
  std::error_code ec;
  raw_fd_ostream os(path, ec, sys::fs::OF_None);
  if (ec)
    return makeError("cannot write '" + path + "': " + ec.message());
  os << "\x93NUMPY" << char(1) << char(0) << char(header.size() & 0xff)
     << char(header.size() >> 8) << header;
  os.write(reinterpret_cast<const char *>(t.bytes.data()), t.bytes.size());
  return Error::success();
}

void HostTensor::print(raw_ostream &os) const {
  os << typeString() << "=";
  auto value = [&](int64_t i) {
    if (kind == ElementKind::I1)
      os << (bytes[i] ? "true" : "false");
    else if (kind == ElementKind::U64) // not through a double: exact
      os << uint64_t(integerElement(i));
    else if (isIntegerKind(kind))
      os << integerElement(i);
    else
      os << format(kind == ElementKind::F64 ? "%.17g" : "%.9g",
                   elementAsDouble(i));
  };
  if (shape.empty()) {
    value(0);
    return;
  }
  // Nested brackets as IREE prints them: [1 2 3][4 5 6].
  int64_t n = numElements();
  for (int64_t i = 0; i < n; ++i) {
    int64_t stride = 1;
    for (int64_t d = shape.size() - 1; d >= 0; --d) {
      stride *= shape[d];
      if (i % stride == 0)
        os << "[";
    }
    if (i % shape.back() != 0)
      os << " ";
    value(i);
    stride = 1;
    for (int64_t d = shape.size() - 1; d >= 0; --d) {
      stride *= shape[d];
      if ((i + 1) % stride == 0)
        os << "]";
    }
  }
  if (n == 0)
    os << "[]";
}

std::string compareHostTensors(const HostTensor &actual,
                               const HostTensor &expected, double threshold) {
  if (actual.typeString() != expected.typeString())
    return "expected " + expected.typeString() + ", got " + actual.typeString();
  bool isFloat =
      actual.kind == ElementKind::F16 || actual.kind == ElementKind::BF16 ||
      actual.kind == ElementKind::F32 || actual.kind == ElementKind::F64;
  int64_t differing = 0, first = -1;
  double worst = 0;
  for (int64_t i = 0, n = actual.numElements(); i < n; ++i) {
    double a = actual.elementAsDouble(i), e = expected.elementAsDouble(i);
    bool same;
    if (actual.kind == ElementKind::I1)
      same = a == e;
    else if (!isFloat) // exactly, also beyond 2^53
      same = std::memcmp(actual.bytes.data() + i * elementSize(actual.kind),
                         expected.bytes.data() + i * elementSize(actual.kind),
                         elementSize(actual.kind)) == 0;
    else if (std::isnan(e) || std::isnan(a))
      same = std::isnan(e) && std::isnan(a);
    else if (std::isinf(e) || std::isinf(a))
      same = a == e; // an infinity matches only itself
    else
      same = std::fabs(a - e) <= threshold * std::max(1.0, std::fabs(e));
    if (same)
      continue;
    if (first < 0)
      first = i;
    worst = std::max(worst, std::fabs(a - e));
    ++differing;
  }
  if (differing == 0)
    return "";
  std::string s;
  llvm::raw_string_ostream os(s);
  // Integers as they are (exact beyond 2^53), floats as doubles.
  auto element = [&](const HostTensor &t) {
    std::string text;
    llvm::raw_string_ostream out(text);
    if (t.kind == ElementKind::U64)
      out << uint64_t(t.integerElement(first));
    else if (isIntegerKind(t.kind))
      out << t.integerElement(first);
    else
      out << t.elementAsDouble(first);
    return text;
  };
  os << differing << " of " << actual.numElements()
     << " elements differ; first at flat index " << first << ": got "
     << element(actual) << ", expected " << element(expected)
     << "; largest difference " << worst;
  return s;
}

} // namespace mlir::tagrad::run
