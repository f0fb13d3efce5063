//===- TensorArrayRuntime.cpp - TensorArray store for dynamic arrays -----===//
//
// A restatement of TensorFlow's TensorArray kernel (tensor_array.h,
// tensor_array_ops.cc) for arrays whose size or element shapes the compiler
// could not make static. Rules are checked in TF's order and reported with
// TF's texts; see docs/Runtime.md for the few deliberate differences.
//
// Locking: a registry mutex guards the handle table, a per-array mutex
// guards each array. The only nesting is array -> registry (a gradient is
// registered while its forward array is locked), so there is no cycle.
// Errors are formatted under the lock but reported after every lock is
// released, so a handler may call back into the runtime.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/ABI/TensorArrayABI.h"
#include "TaGrad/Runtime/TensorArray.h"
#include "TaGrad/Support/TensorArrayNaming.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstring>
#include <exception>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <new>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace {

/// Dims of a shape (or strides, or an index): up to kInline of them in
/// place, more on the heap. Every read and write of an element handles a
/// few of these; as std::vector each was a malloc and a free.
class Shape {
public:
  Shape() = default;
  Shape(size_t count, int64_t value) { resize(count, value); }
  Shape(const int64_t *first, const int64_t *last) { assign(first, last); }

  size_t size() const { return count; }
  bool empty() const { return count == 0; }
  int64_t *data() { return count > kInline ? heap.data() : inlineDims; }
  const int64_t *data() const {
    return count > kInline ? heap.data() : inlineDims;
  }
  int64_t *begin() { return data(); }
  int64_t *end() { return data() + count; }
  const int64_t *begin() const { return data(); }
  const int64_t *end() const { return data() + count; }
  int64_t &operator[](size_t i) { return data()[i]; }
  int64_t operator[](size_t i) const { return data()[i]; }

  void resize(size_t newCount, int64_t value = 0) {
    if (newCount > kInline) {
      if (count <= kInline)
        heap.assign(inlineDims, inlineDims + count);
      heap.resize(newCount, value);
    } else {
      if (count > kInline)
        std::copy(heap.begin(), heap.begin() + newCount, inlineDims);
      for (size_t i = count; i < newCount; ++i)
        inlineDims[i] = value;
      heap.clear();
    }
    count = newCount;
  }
  void assign(const int64_t *first, const int64_t *last) {
    resize(0);
    append(first, last);
  }
  void append(const int64_t *first, const int64_t *last) {
    size_t old = count, added = size_t(last - first);
    resize(old + added);
    std::copy(first, last, data() + old);
  }
  void push_back(int64_t value) {
    resize(count + 1);
    data()[count - 1] = value;
  }

  friend bool operator==(const Shape &a, const Shape &b) {
    return a.count == b.count && std::equal(a.begin(), a.end(), b.begin());
  }
  friend bool operator!=(const Shape &a, const Shape &b) { return !(a == b); }

private:
  static constexpr size_t kInline = 6;
  size_t count = 0;
  int64_t inlineDims[kInline] = {};
  std::vector<int64_t> heap; // the dims when there are more than kInline
};

//===----------------------------------------------------------------------===//
// Shapes
//===----------------------------------------------------------------------===//

/// TF's PartialTensorShape: unknown rank, or dims with -1 for unknown.
struct PartialShape {
  bool knownRank = false;
  Shape dims;

  bool isFullyDefined() const {
    if (!knownRank)
      return false;
    for (int64_t d : dims)
      if (d < 0)
        return false;
    return true;
  }

  bool isCompatibleWith(const Shape &shape) const {
    if (!knownRank)
      return true;
    if (dims.size() != shape.size())
      return false;
    for (size_t i = 0; i < dims.size(); ++i)
      if (dims[i] >= 0 && dims[i] != shape[i])
        return false;
    return true;
  }
};

/// TensorShape::DebugString: "[2,3]", "[]" for scalars.
std::string shapeString(const Shape &shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i)
      s += ',';
    s += std::to_string(shape[i]);
  }
  return s + "]";
}

/// PartialTensorShape::DebugString: "<unknown>", "[?,3]".
std::string shapeString(const PartialShape &shape) {
  if (!shape.knownRank)
    return "<unknown>";
  std::string s = "[";
  for (size_t i = 0; i < shape.dims.size(); ++i) {
    if (i)
      s += ',';
    s += shape.dims[i] < 0 ? std::string("?") : std::to_string(shape.dims[i]);
  }
  return s + "]";
}

//===----------------------------------------------------------------------===//
// Messages: TF's texts, from the table shared with the compiler
// (TensorArrayABI.h).
//===----------------------------------------------------------------------===//

using tagrad_abi::formatMessage;
using tagrad_abi::Message;

std::string prefix(const std::string &name) {
  return "TensorArray " + name + ": ";
}

std::string closedMessage(const std::string &name) {
  return formatMessage(Message::Closed, {{"name", name}});
}

std::string writeOutOfRangeMessage(const std::string &name, int64_t index,
                                   int64_t size) {
  return formatMessage(Message::WriteOutOfRange,
                       {{"name", name}, {"index", index}, {"size", size}});
}

std::string readOutOfRangeMessage(const std::string &name, int64_t index,
                                  int64_t size) {
  return formatMessage(Message::ReadOutOfRange,
                       {{"name", name}, {"index", index}, {"size", size}});
}

std::string doubleWriteMessage(const std::string &name, int64_t index) {
  return formatMessage(Message::DoubleWrite,
                       {{"name", name}, {"index", index}});
}

std::string writeAfterReadMessage(const std::string &name, int64_t index) {
  return formatMessage(Message::WriteAfterRead,
                       {{"name", name}, {"index", index}});
}

std::string readAfterClearMessage(const std::string &name, int64_t index) {
  return formatMessage(Message::ReadAfterClear,
                       {{"name", name}, {"index", index}});
}

std::string negativeSizeMessage(const std::string &name) {
  return formatMessage(Message::NegativeSize, {{"name", name}});
}

std::string gradOfGradMessage(const std::string &name) {
  return formatMessage(Message::GradOfGrad, {{"name", name}});
}

std::string incompatibleShapeMessage(const std::string &name, int64_t index,
                                     const Shape &value,
                                     const PartialShape &element) {
  return formatMessage(Message::IncompatibleShape,
                       {{"name", name},
                        {"index", index},
                        {"shape", shapeString(value)},
                        {"element_shape", shapeString(element)}});
}

std::string aggregateShapeMessage(const std::string &name, int64_t index,
                                  const Shape &existing, const Shape &value) {
  return formatMessage(Message::AggregateShape,
                       {{"name", name},
                        {"index", index},
                        {"existing_shape", shapeString(existing)},
                        {"shape", shapeString(value)}});
}

std::string undefinedShapeMessage(const std::string &name, int64_t index,
                                  const PartialShape &element) {
  return formatMessage(Message::UndefinedShape,
                       {{"name", name},
                        {"index", index},
                        {"element_shape", shapeString(element)}});
}

std::string invalidHandleMessage(int64_t handle) {
  return formatMessage(Message::InvalidHandle, {{"handle", handle}});
}

/// Appends the op's source location, when known.
void report(std::string message, const char *location) {
  tagradRuntimeError(
      tagrad_abi::withLocation(std::move(message), location).c_str());
}

//===----------------------------------------------------------------------===//
// Element types and arithmetic
//===----------------------------------------------------------------------===//

int64_t byteWidth(int32_t dtype) {
  const tagrad_abi::DTypeInfo *info = tagrad_abi::lookupDType(dtype);
  return info ? info->byteWidth : 0;
}

float halfToFloat(uint16_t h) {
  uint32_t sign = uint32_t(h & 0x8000u) << 16;
  uint32_t exp = (h >> 10) & 0x1fu;
  uint32_t mant = h & 0x3ffu;
  uint32_t bits;
  if (exp == 0 && mant == 0) {
    bits = sign;
  } else if (exp == 0) {
    // Subnormal: shift the leading one into the implicit bit.
    uint32_t e = 0;
    while (!(mant & 0x400u)) {
      mant <<= 1;
      ++e;
    }
    bits = sign | ((113 - e) << 23) | ((mant & 0x3ffu) << 13);
  } else if (exp == 31) {
    bits = sign | 0x7f800000u | (mant << 13);
  } else {
    bits = sign | ((exp + 112) << 23) | (mant << 13);
  }
  float f;
  std::memcpy(&f, &bits, sizeof(f));
  return f;
}

/// Round to nearest even, overflow to infinity, NaN stays NaN.
uint16_t floatToHalf(float f) {
  uint32_t x;
  std::memcpy(&x, &f, sizeof(x));
  uint32_t sign = (x >> 16) & 0x8000u;
  uint32_t absx = x & 0x7fffffffu;
  if (absx > 0x7f800000u)
    return uint16_t(sign | 0x7e00u | ((absx >> 13) & 0x3ffu));
  if (absx >= 0x477ff000u) // >= 65520 rounds to infinity
    return uint16_t(sign | 0x7c00u);
  if (absx < 0x38800000u) { // below 2^-14: subnormal or zero
    if (absx < 0x33000000u) // <= 2^-25 rounds to zero
      return uint16_t(sign);
    uint32_t exp = absx >> 23;
    uint32_t mant = (absx & 0x7fffffu) | 0x800000u;
    uint32_t shift = 126 - exp;
    uint32_t h = mant >> shift;
    uint32_t rem = mant & ((1u << shift) - 1);
    uint32_t halfway = 1u << (shift - 1);
    if (rem > halfway || (rem == halfway && (h & 1)))
      ++h;
    return uint16_t(sign | h);
  }
  uint32_t h = (absx - 0x38000000u) >> 13; // rebias 127 -> 15
  uint32_t rem = absx & 0x1fffu;
  if (rem > 0x1000u || (rem == 0x1000u && (h & 1)))
    ++h;
  return uint16_t(sign | h);
}

float bf16ToFloat(uint16_t b) {
  uint32_t bits = uint32_t(b) << 16;
  float f;
  std::memcpy(&f, &bits, sizeof(f));
  return f;
}

uint16_t floatToBf16(float f) {
  uint32_t x;
  std::memcpy(&x, &f, sizeof(x));
  if ((x & 0x7fffffffu) > 0x7f800000u)
    return uint16_t((x >> 16) | 0x40u); // keep NaN quiet
  x += 0x7fffu + ((x >> 16) & 1u);      // round to nearest even
  return uint16_t(x >> 16);
}

/// dst[i] += src[i] for `count` scalars of type T; memcpy keeps it free of
/// alignment and aliasing assumptions about the byte buffers.
template <typename T>
void addScalars(unsigned char *dst, const unsigned char *src, int64_t count) {
  for (int64_t i = 0; i < count; ++i) {
    T a, b;
    std::memcpy(&a, dst + i * sizeof(T), sizeof(T));
    std::memcpy(&b, src + i * sizeof(T), sizeof(T));
    a = T(a + b);
    std::memcpy(dst + i * sizeof(T), &a, sizeof(T));
  }
}

/// 16-bit floats are summed in f32, as Eigen does for half and bfloat16.
template <float (*ToFloat)(uint16_t), uint16_t (*FromFloat)(float)>
void addHalves(unsigned char *dst, const unsigned char *src, int64_t count) {
  for (int64_t i = 0; i < count; ++i) {
    uint16_t a, b;
    std::memcpy(&a, dst + 2 * i, 2);
    std::memcpy(&b, src + 2 * i, 2);
    a = FromFloat(ToFloat(a) + ToFloat(b));
    std::memcpy(dst + 2 * i, &a, 2);
  }
}

/// Returns false for dtypes TF's AddToTensor does not support (bool).
/// Integers wrap (unsigned arithmetic) instead of hitting signed-overflow UB.
bool addInto(int32_t dtype, unsigned char *dst, const unsigned char *src,
             int64_t numElements) {
  switch (dtype) {
  case TAGRAD_DTYPE_F32:
    addScalars<float>(dst, src, numElements);
    return true;
  case TAGRAD_DTYPE_F64:
    addScalars<double>(dst, src, numElements);
    return true;
  case TAGRAD_DTYPE_F16:
    addHalves<halfToFloat, floatToHalf>(dst, src, numElements);
    return true;
  case TAGRAD_DTYPE_BF16:
    addHalves<bf16ToFloat, floatToBf16>(dst, src, numElements);
    return true;
  case TAGRAD_DTYPE_I8:
    addScalars<uint8_t>(dst, src, numElements);
    return true;
  case TAGRAD_DTYPE_I16:
    addScalars<uint16_t>(dst, src, numElements);
    return true;
  case TAGRAD_DTYPE_I32:
    addScalars<uint32_t>(dst, src, numElements);
    return true;
  case TAGRAD_DTYPE_I64:
    addScalars<uint64_t>(dst, src, numElements);
    return true;
  case TAGRAD_DTYPE_C64: // componentwise
    addScalars<float>(dst, src, 2 * numElements);
    return true;
  case TAGRAD_DTYPE_C128:
    addScalars<double>(dst, src, 2 * numElements);
    return true;
  default:
    return false;
  }
}

//===----------------------------------------------------------------------===//
// Memref descriptors
//===----------------------------------------------------------------------===//

/// A validated view of a strided memref descriptor.
struct StridedView {
  unsigned char *aligned = nullptr;
  int64_t offset = 0;
  Shape sizes;
  Shape strides;
  int64_t numElements = 1;
  int64_t elemBytes = 0;

  bool isContiguous() const {
    int64_t expected = 1;
    for (size_t i = sizes.size(); i-- > 0;) {
      if (sizes[i] != 1 && strides[i] != expected)
        return false;
      expected *= sizes[i];
    }
    return true;
  }

  /// Calls fn(elementAddress, linearIndex) in row-major order.
  template <typename Fn>
  void forEach(Fn fn) const {
    if (numElements == 0)
      return;
    if (sizes.empty()) {
      fn(aligned + offset * elemBytes, int64_t(0));
      return;
    }
    size_t rank = sizes.size();
    int64_t innerSize = sizes[rank - 1], innerStride = strides[rank - 1];
    Shape idx(rank, 0);
    int64_t linear = 0;
    while (true) {
      int64_t base = offset;
      for (size_t d = 0; d + 1 < rank; ++d)
        base += idx[d] * strides[d];
      for (int64_t i = 0; i < innerSize; ++i)
        fn(aligned + (base + i * innerStride) * elemBytes, linear++);
      // Odometer over the outer dimensions.
      size_t d = rank - 1;
      while (d-- > 0) {
        if (++idx[d] < sizes[d])
          break;
        idx[d] = 0;
      }
      if (d == size_t(-1))
        return;
    }
  }

  /// Copies the viewed elements into a dense row-major buffer.
  void gather(unsigned char *out) const {
    if (isContiguous()) {
      if (numElements)
        std::memcpy(out, aligned + offset * elemBytes, numElements * elemBytes);
      return;
    }
    forEach([&](unsigned char *p, int64_t i) {
      std::memcpy(out + i * elemBytes, p, elemBytes);
    });
  }

  /// Copies a dense row-major buffer into the viewed elements.
  void scatter(const unsigned char *in) const {
    if (isContiguous()) {
      if (numElements)
        std::memcpy(aligned + offset * elemBytes, in, numElements * elemBytes);
      return;
    }
    forEach([&](unsigned char *p, int64_t i) {
      std::memcpy(p, in + i * elemBytes, elemBytes);
    });
  }

  /// All-zero bytes are zero for every supported dtype.
  void fillZeros() const {
    if (isContiguous()) {
      if (numElements)
        std::memset(aligned + offset * elemBytes, 0, numElements * elemBytes);
      return;
    }
    forEach([&](unsigned char *p, int64_t) { std::memset(p, 0, elemBytes); });
  }
};

/// Reads {allocated, aligned, offset, sizes[rank], strides[rank]}. Returns
/// an error text, empty on success.
std::string parseDescriptor(const void *descriptor, int64_t rank,
                            int64_t elemBytes, StridedView &view) {
  if (!descriptor)
    return "null memref descriptor";
  if (rank < 0)
    return "negative memref rank " + std::to_string(rank);
  auto field = [&](int64_t slot) {
    int64_t v;
    std::memcpy(&v, static_cast<const unsigned char *>(descriptor) + 8 * slot,
                sizeof(v));
    return v;
  };
  void *aligned;
  std::memcpy(&aligned, static_cast<const unsigned char *>(descriptor) + 8,
              sizeof(aligned));
  view.aligned = static_cast<unsigned char *>(aligned);
  view.offset = field(2);
  view.elemBytes = elemBytes;
  view.sizes.resize(rank);
  view.strides.resize(rank);
  view.numElements = 1;
  for (int64_t i = 0; i < rank; ++i) {
    view.sizes[i] = field(3 + i);
    view.strides[i] = field(3 + rank + i);
    if (view.sizes[i] < 0)
      return "negative memref size " + std::to_string(view.sizes[i]);
    if (__builtin_mul_overflow(view.numElements, view.sizes[i],
                               &view.numElements))
      return "memref element count overflows";
  }
  int64_t bytes;
  if (__builtin_mul_overflow(view.numElements, elemBytes, &bytes))
    return "memref byte size overflows";
  if (view.numElements > 0 && !view.aligned)
    return "null memref data pointer";
  return {};
}

//===----------------------------------------------------------------------===//
// The store
//===----------------------------------------------------------------------===//

struct Element {
  bool written = false; // also set for virtual zeros (shape, no data)
  bool read = false;
  bool cleared = false;
  Shape shape;                     // valid when written
  std::vector<unsigned char> data; // dense; empty = zeros of `shape`
};

/// Elements by index: a vector for the indices written in (near) order, as
/// TensorFlow's own vector of tensors (the stacks of a gradient loop push
/// and pop one per step), and a map for isolated large indices, so that
/// growing a dynamic array to a large index costs nothing until elements
/// are written there. The vector grows only while a quarter of it or more
/// is in use. A default Element is an absent one.
class ElementStore {
public:
  Element *find(int64_t index) {
    if (index >= 0 && uint64_t(index) < dense.size())
      return &dense[index];
    auto it = sparse.find(index);
    return it == sparse.end() ? nullptr : &it->second;
  }

  /// The element at `index`, created absent if there is none.
  Element &at(int64_t index) {
    ++uses;
    if (index >= 0 && uint64_t(index) < dense.size())
      return dense[index];
    size_t grown =
        index < 0 ? 0 : std::max<size_t>(uint64_t(index) + 1, 2 * dense.size());
    if (index >= 0 && uint64_t(index) <= 2 * dense.size() + kMinDense &&
        (grown <= kMinDense || grown <= 4 * uses)) {
      dense.resize(grown);
      for (auto it = sparse.begin(); it != sparse.end();) {
        if (uint64_t(it->first) < grown) {
          dense[it->first] = std::move(it->second);
          it = sparse.erase(it);
        } else {
          ++it;
        }
      }
      return dense[index];
    }
    return sparse[index];
  }

  template <typename Fn>
  void forEach(Fn fn) const {
    for (size_t i = 0; i < dense.size(); ++i)
      fn(int64_t(i), dense[i]);
    for (const auto &entry : sparse)
      fn(entry.first, entry.second);
  }

  void swap(ElementStore &other) {
    dense.swap(other.dense);
    sparse.swap(other.sparse);
    std::swap(uses, other.uses);
  }

private:
  static constexpr size_t kMinDense = 1024;
  std::vector<Element> dense;
  std::unordered_map<int64_t, Element> sparse;
  // Calls of at(): at least the elements in use, at most a few per element.
  size_t uses = 0;
};

struct TensorArray {
  TensorArray(std::string name, int32_t dtype, bool clearAfterRead,
              bool identicalElementShapes, bool aggregate, bool isGrad)
      : name(std::move(name)), dtype(dtype), elemBytes(byteWidth(dtype)),
        clearAfterRead(clearAfterRead),
        identicalElementShapes(identicalElementShapes), aggregate(aggregate),
        isGrad(isGrad) {}

  // Immutable after creation: read without the lock.
  const std::string name;
  const int32_t dtype;
  const int64_t elemBytes;
  const bool clearAfterRead;
  const bool identicalElementShapes;
  const bool aggregate;
  const bool isGrad;
  // Set before the array is registered (TensorLists).
  bool writesReplace = false;

  std::mutex mutex; // guards everything below
  int64_t size = 0;
  bool dynamicSize = false;
  bool closed = false;
  PartialShape elementShape;
  ElementStore elements;
  std::map<std::string, int64_t> grads; // source -> accumulator handle
};

using ArrayPtr = std::shared_ptr<TensorArray>;

/// The calling thread's steps (tagradTensorArrayStepBegin/End): how deep
/// it is, and the handles it created since the outermost one began.
struct ThreadSteps {
  int64_t depth = 0;
  std::vector<int64_t> created;
};

ThreadSteps &threadSteps() {
  thread_local ThreadSteps steps;
  return steps;
}

class Registry {
public:
  ~Registry() { destroyAll(); }

  int64_t add(ArrayPtr array) {
    int64_t handle;
    {
      std::lock_guard<std::mutex> lock(mutex);
      handle = nextHandle++;
      arrays.emplace(handle, std::move(array));
    }
    ThreadSteps &steps = threadSteps();
    if (steps.depth > 0)
      steps.created.push_back(handle);
    return handle;
  }

  /// The array behind `handle`, or null. Each thread remembers its recent
  /// lookups (a compiled loop touches a few arrays on every trip), valid
  /// while no array has left the table since; a remembered array still
  /// alive is the table's, so only a miss takes the lock.
  ArrayPtr lookup(int64_t handle) {
    uint64_t current = generation.load(std::memory_order_acquire);
    LookupCache::Slot &slot =
        lookupCache().slots[uint64_t(handle) % LookupCache::kSlots];
    if (slot.handle == handle && slot.generation == current)
      if (ArrayPtr remembered = slot.array.lock())
        return remembered;
    ArrayPtr found;
    {
      std::lock_guard<std::mutex> lock(mutex);
      auto it = arrays.find(handle);
      if (it != arrays.end())
        found = it->second;
    }
    slot.handle = handle;
    slot.generation = current;
    slot.array = found;
    return found;
  }

  /// Drops `handles` from the table; the arrays are freed once no call in
  /// flight holds them.
  void release(const std::vector<int64_t> &handles) {
    std::vector<ArrayPtr> doomed;
    doomed.reserve(handles.size());
    std::lock_guard<std::mutex> lock(mutex);
    for (int64_t handle : handles) {
      auto it = arrays.find(handle);
      if (it == arrays.end())
        continue;
      doomed.push_back(std::move(it->second));
      arrays.erase(it);
    }
    generation.fetch_add(1, std::memory_order_release);
    // `doomed` is destroyed after the lock is released (declared first).
  }

  void destroyAll() {
    std::unordered_map<int64_t, ArrayPtr> doomed;
    {
      std::lock_guard<std::mutex> lock(mutex);
      doomed.swap(arrays);
      generation.fetch_add(1, std::memory_order_release);
    }
    // Freed outside the lock; arrays still in use elsewhere stay alive
    // through their shared_ptr until that call returns.
  }

private:
  struct LookupCache {
    static constexpr size_t kSlots = 16;
    struct Slot {
      int64_t handle = 0; // 0: no handle
      uint64_t generation = 0;
      std::weak_ptr<TensorArray> array;
    };
    Slot slots[kSlots];
  };
  static LookupCache &lookupCache() {
    thread_local LookupCache cache;
    return cache;
  }

  std::mutex mutex;
  // Bumped whenever arrays leave the table: lookups remembered before are
  // stale.
  std::atomic<uint64_t> generation{1};
  // Never reused, so stale handles stay invalid after destroyAll.
  int64_t nextHandle = 1;
  std::unordered_map<int64_t, ArrayPtr> arrays;
};

Registry &registry() {
  static Registry instance;
  return instance;
}

/// The array behind `handle`, or null with `error` set to the
/// invalid-handle message.
ArrayPtr lookupArray(int64_t handle, std::string &error) {
  ArrayPtr ta = registry().lookup(handle);
  if (!ta)
    error = invalidHandleMessage(handle);
  return ta;
}

std::atomic<uint64_t> nameCounter{0};

/// The shape a read of `index` would return, applying TF's LockedRead
/// checks in order. Sets `unwritten` when the read synthesizes zeros.
/// Caller holds the lock.
std::string resolveReadShape(TensorArray &ta, int64_t index, Shape &shape,
                             bool &unwritten) {
  if (ta.closed)
    return closedMessage(ta.name);
  // Grad arrays may be read past their size (it grows); the growth must not
  // overflow.
  if (index < 0 || (!ta.isGrad && index >= ta.size) ||
      index == std::numeric_limits<int64_t>::max())
    return readOutOfRangeMessage(ta.name, index, ta.size);
  const Element *e = ta.elements.find(index);
  unwritten = !e || !e->written;
  if (unwritten) {
    if (!ta.elementShape.isFullyDefined())
      return undefinedShapeMessage(ta.name, index, ta.elementShape);
    shape = ta.elementShape.dims;
  } else {
    if (e->cleared)
      return readAfterClearMessage(ta.name, index);
    shape = e->shape;
  }
  // Zeros needed but TF's TensorSetZero has no bool kernel.
  bool needsZeros = unwritten || e->data.empty();
  if (needsZeros && ta.dtype == TAGRAD_DTYPE_I1) {
    int64_t n = 1;
    for (int64_t d : shape)
      n *= d;
    if (n > 0)
      return prefix(ta.name) + "Could not read from TensorArray index " +
             std::to_string(index) +
             ": tensor_array::TensorSetZero type not supported: bool";
  }
  return {};
}

std::string doWrite(TensorArray &ta, int64_t index, const StridedView &value,
                    std::vector<unsigned char> &&dense) {
  std::lock_guard<std::mutex> lock(ta.mutex);
  // TF's LockedWriteOrAggregate order.
  if (ta.closed)
    return closedMessage(ta.name);
  if (index < 0 || (!ta.dynamicSize && index >= ta.size) ||
      index == std::numeric_limits<int64_t>::max())
    return writeOutOfRangeMessage(ta.name, index, ta.size);
  // TF grows before the remaining checks, so a failing write still grows.
  if (index >= ta.size)
    ta.size = index + 1;
  const Shape &shape = value.sizes;
  if (!ta.elementShape.isCompatibleWith(shape))
    return incompatibleShapeMessage(ta.name, index, shape, ta.elementShape);
  if (ta.identicalElementShapes && !ta.elementShape.isFullyDefined()) {
    ta.elementShape.knownRank = true;
    ta.elementShape.dims = shape;
  }
  if (ta.writesReplace) {
    Element &e = ta.elements.at(index);
    e = Element();
    e.written = true;
    e.shape = shape;
    e.data = std::move(dense);
    return {};
  }
  if (Element *found = ta.elements.find(index)) {
    Element &e = *found;
    if (e.read)
      return writeAfterReadMessage(ta.name, index);
    if (e.written) {
      if (!ta.aggregate)
        return doubleWriteMessage(ta.name, index);
      if (e.shape != shape)
        return aggregateShapeMessage(ta.name, index, e.shape, shape);
      if (e.data.empty()) { // virtual zero or 0-element tensor: just store
        e.data = std::move(dense);
        return {};
      }
      if (!addInto(ta.dtype, e.data.data(), dense.data(), value.numElements))
        return prefix(ta.name) + "Could not aggregate to TensorArray index " +
               std::to_string(index) +
               ": tensor_array::AddToTensor type not supported: bool";
      return {};
    }
  }
  Element &e = ta.elements.at(index);
  e.written = true;
  e.shape = shape;
  e.data = std::move(dense);
  return {};
}

/// Runs `body`, turning C++ exceptions (bad_alloc on a huge element) into
/// runtime errors: nothing may unwind through the C ABI.
template <typename Fn>
void guarded(const char *location, Fn body) {
  std::string error;
  try {
    body(error);
  } catch (const std::bad_alloc &) {
    error = "TensorArray runtime: out of memory";
  } catch (const std::exception &ex) {
    error = std::string("TensorArray runtime: ") + ex.what();
  }
  if (!error.empty())
    report(std::move(error), location);
}

/// Runs `body(array, error)` on the open array `handle` with its lock held;
/// an unknown handle or a closed array is the error.
template <typename Fn>
void withOpenArray(int64_t handle, const char *location, Fn body) {
  guarded(location, [&](std::string &error) {
    ArrayPtr ta = lookupArray(handle, error);
    if (!ta)
      return;
    std::lock_guard<std::mutex> lock(ta->mutex);
    if (ta->closed) {
      error = closedMessage(ta->name);
      return;
    }
    body(*ta, error);
  });
}

} // namespace

//===----------------------------------------------------------------------===//
// C ABI
//===----------------------------------------------------------------------===//

extern "C" int64_t tagradDTypeByteWidth(int32_t dtype) {
  return byteWidth(dtype);
}

extern "C" void tagradReportTensorArrayError(int32_t rule,
                                             const char *arrayName,
                                             int64_t index, int64_t size,
                                             const char *location) {
  std::string name = arrayName ? arrayName : "<unnamed>";
  // The shape rule's message needs both shapes: it has its own entry point.
  std::string message =
      rule == TAGRAD_TA_RULE_INCOMPATIBLE_SHAPE
          ? std::string()
          : tagrad_abi::formatRuleMessage(rule, name, index, size);
  if (message.empty())
    message = prefix(name) + "unknown TensorArray rule " +
              std::to_string(rule) + " (index " + std::to_string(index) +
              ", size " + std::to_string(size) + ")";
  report(std::move(message), location);
}

extern "C" void tagradReportRuntimeCheck(const char *format, int64_t count,
                                         const int64_t *values,
                                         const char *location) {
  if (count < 0 || (count > 0 && !values))
    count = 0;
  report(tagrad_abi::formatRuntimeCheckMessage(format ? format : "", values,
                                               count),
         location);
}

extern "C" void tagradReportTensorArrayShapeError(const char *arrayName,
                                                  int64_t index, int64_t rank,
                                                  const int64_t *valueShape,
                                                  const int64_t *elementShape,
                                                  const char *location) {
  std::string name = arrayName ? arrayName : "<unnamed>";
  if (rank < 0 || (rank > 0 && (!valueShape || !elementShape))) {
    report(prefix(name) + "Could not write to TensorArray index " +
               std::to_string(index) + ": invalid shape (rank " +
               std::to_string(rank) + ")",
           location);
    return;
  }
  PartialShape element;
  element.knownRank = true;
  element.dims.assign(elementShape, elementShape + rank);
  report(incompatibleShapeMessage(
             name, index, Shape(valueShape, valueShape + rank), element),
         location);
}

extern "C" int64_t tagradTensorArrayCreate(int64_t size, int32_t dtype,
                                           int64_t rank,
                                           const int64_t *elementShape,
                                           int32_t flags, const char *name,
                                           const char *location) {
  int64_t handle = 0;
  guarded(location, [&](std::string &error) {
    std::string arrayName =
        name && *name ? std::string(name)
                      : "tensor_array_" + std::to_string(nameCounter++);
    if (size < 0) {
      error = negativeSizeMessage(arrayName);
      return;
    }
    if (byteWidth(dtype) == 0) {
      error = prefix(arrayName) + "unknown dtype code " + std::to_string(dtype);
      return;
    }
    const int32_t known = tagrad_abi::allCreationFlags();
    if (flags & ~known) {
      error = prefix(arrayName) + "unknown flags " + std::to_string(flags);
      return;
    }
    if (rank < -1 || (rank > 0 && !elementShape)) {
      error = prefix(arrayName) + "invalid element shape (rank " +
              std::to_string(rank) + ")";
      return;
    }
    PartialShape shape;
    shape.knownRank = rank >= 0;
    for (int64_t i = 0; i < rank; ++i) {
      if (elementShape[i] < -1) {
        error = prefix(arrayName) + "invalid element shape dimension " +
                std::to_string(elementShape[i]);
        return;
      }
      shape.dims.push_back(elementShape[i]);
    }
    // In TensorFlow only gradient arrays aggregate, so an aggregating array
    // (an accumulator the compiler resolved) follows the gradient rules: a
    // read past its end gives zeros and grows it; its gradient is rejected.
    bool aggregate = flags & TAGRAD_TA_MULTIPLE_WRITES_AGGREGATE;
    auto ta = std::make_shared<TensorArray>(
        std::move(arrayName), dtype, flags & TAGRAD_TA_CLEAR_AFTER_READ,
        flags & TAGRAD_TA_IDENTICAL_ELEMENT_SHAPES, aggregate,
        /*isGrad=*/aggregate);
    ta->size = size;
    ta->dynamicSize = flags & TAGRAD_TA_DYNAMIC_SIZE;
    ta->writesReplace = flags & TAGRAD_TA_WRITES_REPLACE;
    ta->elementShape = std::move(shape);
    handle = registry().add(std::move(ta));
  });
  return handle;
}

extern "C" int64_t tagradTensorArrayGrad(int64_t forward, const char *source,
                                         int64_t prependRank,
                                         const int64_t *shapeToPrepend,
                                         const char *location) {
  int64_t handle = 0;
  guarded(location, [&](std::string &error) {
    ArrayPtr fwd = registry().lookup(forward);
    if (!fwd) {
      error = invalidHandleMessage(forward);
      return;
    }
    if (fwd->isGrad) {
      error = gradOfGradMessage(fwd->name);
      return;
    }
    if (prependRank < 0 || (prependRank > 0 && !shapeToPrepend)) {
      error = prefix(fwd->name) + "invalid shape_to_prepend (rank " +
              std::to_string(prependRank) + ")";
      return;
    }
    Shape prepend(shapeToPrepend, shapeToPrepend + prependRank);
    for (int64_t d : prepend) {
      if (d < 0) {
        error = prefix(fwd->name) + "shape_to_prepend " + shapeString(prepend) +
                " must be fully defined";
        return;
      }
    }
    std::string src = source ? source : "";

    std::lock_guard<std::mutex> lock(fwd->mutex);
    if (fwd->closed) {
      error = closedMessage(fwd->name);
      return;
    }
    // Every call locks the forward size, even when the grad already exists.
    fwd->dynamicSize = false;
    auto it = fwd->grads.find(src);
    if (it != fwd->grads.end()) {
      handle = it->second; // as-is: shape_to_prepend is ignored
      return;
    }
    auto grad = std::make_shared<TensorArray>(
        mlir::tagrad::getAccumulatorName(fwd->name, src), fwd->dtype,
        /*clearAfterRead=*/true, fwd->identicalElementShapes,
        /*aggregate=*/true, /*isGrad=*/true);
    grad->size = fwd->size;
    if (fwd->elementShape.knownRank) {
      grad->elementShape.knownRank = true;
      grad->elementShape.dims = prepend;
      grad->elementShape.dims.append(fwd->elementShape.dims.begin(),
                                     fwd->elementShape.dims.end());
    }
    // CopyShapesFrom: forward-written indices become virtual zeros.
    fwd->elements.forEach([&](int64_t index, const Element &written) {
      if (!written.written)
        return;
      Element &e = grad->elements.at(index);
      e.written = true;
      e.shape = prepend;
      e.shape.append(written.shape.begin(), written.shape.end());
    });
    handle = registry().add(std::move(grad));
    fwd->grads.emplace(std::move(src), handle);
  });
  return handle;
}

extern "C" void tagradTensorArrayLockSize(int64_t handle,
                                          const char *location) {
  withOpenArray(handle, location,
                [](TensorArray &ta, std::string &) { ta.dynamicSize = false; });
}

extern "C" int64_t tagradTensorArraySize(int64_t handle, const char *location) {
  int64_t size = 0;
  withOpenArray(handle, location,
                [&](TensorArray &ta, std::string &) { size = ta.size; });
  return size;
}

extern "C" void tagradTensorArrayClose(int64_t handle, const char *location) {
  guarded(location, [&](std::string &error) {
    ArrayPtr ta = lookupArray(handle, error);
    if (!ta)
      return;
    ElementStore doomed;
    std::lock_guard<std::mutex> lock(ta->mutex);
    // Closing twice is not an error in TF. The array stays in the table so
    // later uses get the "closed" message rather than "invalid handle".
    ta->closed = true;
    doomed.swap(ta->elements);
  });
}

extern "C" void tagradTensorArrayWrite(int64_t handle, int64_t index,
                                       int64_t rank, void *descriptor,
                                       const char *location) {
  guarded(location, [&](std::string &error) {
    ArrayPtr ta = lookupArray(handle, error);
    if (!ta)
      return;
    StridedView value;
    std::string bad = parseDescriptor(descriptor, rank, ta->elemBytes, value);
    if (!bad.empty()) {
      error = prefix(ta->name) + "Could not write to TensorArray index " +
              std::to_string(index) + ": " + bad;
      return;
    }
    // Copy the caller's data before taking the lock.
    std::vector<unsigned char> dense(value.numElements * ta->elemBytes);
    value.gather(dense.data());
    error = doWrite(*ta, index, value, std::move(dense));
  });
}

extern "C" int64_t tagradTensorArrayElementDim(int64_t handle, int64_t index,
                                               int64_t dim,
                                               const char *location) {
  int64_t result = 0;
  guarded(location, [&](std::string &error) {
    ArrayPtr ta = lookupArray(handle, error);
    if (!ta)
      return;
    std::lock_guard<std::mutex> lock(ta->mutex);
    Shape shape;
    bool unwritten = false;
    error = resolveReadShape(*ta, index, shape, unwritten);
    if (!error.empty())
      return;
    if (dim < 0 || dim >= int64_t(shape.size())) {
      error = prefix(ta->name) + "Could not get dimension " +
              std::to_string(dim) + " of TensorArray index " +
              std::to_string(index) + " because its shape is " +
              shapeString(shape);
      return;
    }
    result = shape[dim];
  });
  return result;
}

extern "C" int64_t tagradTensorArrayElementRank(int64_t handle, int64_t index,
                                                int64_t count, int32_t kind,
                                                const char *location) {
  int64_t result = 0;
  withOpenArray(handle, location, [&](TensorArray &ta, std::string &error) {
    if (kind != TAGRAD_TA_RANK_READ && count == 0) {
      // TF's Unimplemented errors for zero-size packs of unknown shapes.
      error = prefix(ta.name) +
              (kind == TAGRAD_TA_RANK_CONCAT
                   ? "TensorArray has size zero, but element_shape_except0 "
                     "<unknown> is not fully defined. Currently only static "
                     "shapes are supported when concatenating zero-size "
                     "TensorArrays."
                   : "TensorArray has size zero, but element shape <unknown> "
                     "is not fully defined. Currently only static shapes are "
                     "supported when packing zero-size TensorArrays.");
      return;
    }
    Shape shape;
    bool unwritten = false;
    error = resolveReadShape(ta, index, shape, unwritten);
    if (!error.empty())
      return;
    if (kind == TAGRAD_TA_RANK_CONCAT && shape.empty()) {
      error = prefix(ta.name) + "Concat saw a scalar shape at index " +
              std::to_string(index) +
              " but requires at least vectors.  Did you mean to call pack?";
      return;
    }
    result = int64_t(shape.size());
  });
  return result;
}

extern "C" void tagradTensorArrayRead(int64_t handle, int64_t index,
                                      int64_t rank, void *descriptor,
                                      const char *location) {
  guarded(location, [&](std::string &error) {
    ArrayPtr ta = lookupArray(handle, error);
    if (!ta)
      return;
    StridedView dest;
    std::string bad = parseDescriptor(descriptor, rank, ta->elemBytes, dest);
    if (!bad.empty()) {
      error = prefix(ta->name) + "Could not read from TensorArray index " +
              std::to_string(index) + ": " + bad;
      return;
    }
    {
      std::lock_guard<std::mutex> lock(ta->mutex);
      Shape shape;
      bool unwritten = false;
      error = resolveReadShape(*ta, index, shape, unwritten);
      if (error.empty() && shape != dest.sizes)
        error = prefix(ta->name) + "Could not read from TensorArray index " +
                std::to_string(index) + " into a buffer of shape " +
                shapeString(dest.sizes) + " because the value has shape " +
                shapeString(shape);
      if (error.empty()) {
        // Only now mutate, so that a failed read changes nothing.
        if (index >= ta->size) // grad arrays grow on reads past the end
          ta->size = index + 1;
        Element &e = ta->elements.at(index);
        if (unwritten) {
          e.written = true;
          e.shape = std::move(shape);
        }
        if (e.data.empty())
          dest.fillZeros();
        else
          dest.scatter(e.data.data());
        e.read = true;
        if (ta->clearAfterRead) {
          e.cleared = true;
          std::vector<unsigned char>().swap(e.data);
        }
        return;
      }
    }
    // Deterministic contents for code that continues after a handler.
    dest.fillZeros();
  });
}

static std::string shapeString(int64_t rank, const int64_t *dims) {
  if (rank < 0 || (rank > 0 && !dims))
    return "<unknown>";
  return shapeString(Shape(dims, dims + rank));
}

extern "C" void tagradTensorArrayCheckScatter(int64_t handle, int64_t maxIndex,
                                              int64_t numIndices,
                                              int64_t numRows,
                                              const char *location) {
  guarded(location, [&](std::string &error) {
    ArrayPtr ta = lookupArray(handle, error);
    if (!ta)
      return;
    // TF's order: the indices/values check, then Size() (closed), then the
    // range of the largest index on a non-resizeable array.
    if (numIndices != numRows) {
      error = formatMessage(
          Message::ScatterCount,
          {{"name", ta->name}, {"count", numIndices}, {"rows", numRows}});
      return;
    }
    std::lock_guard<std::mutex> lock(ta->mutex);
    if (ta->closed) {
      error = closedMessage(ta->name);
      return;
    }
    if (!ta->dynamicSize && maxIndex >= ta->size)
      error = formatMessage(
          Message::ScatterMaxIndex,
          {{"name", ta->name}, {"max", maxIndex}, {"size", ta->size}});
  });
}

extern "C" void tagradTensorArrayCheckSplit(
    int64_t handle, int64_t numLengths, int64_t minLength, int64_t sumLengths,
    int64_t valueRank, const int64_t *valueShape, const char *location) {
  guarded(location, [&](std::string &error) {
    ArrayPtr ta = lookupArray(handle, error);
    if (!ta)
      return;
    if (valueRank < 1 || !valueShape) {
      error = formatMessage(
          Message::SplitNotVector,
          {{"name", ta->name}, {"shape", shapeString(valueRank, valueShape)}});
      return;
    }
    if (numLengths > 0 && minLength < 0) {
      error = formatMessage(Message::SplitNegativeLength,
                            {{"name", ta->name}, {"length", minLength}});
      return;
    }
    if (sumLengths != valueShape[0]) {
      error = formatMessage(Message::SplitSum,
                            {{"name", ta->name},
                             {"sum", sumLengths},
                             {"shape", shapeString(valueRank, valueShape)}});
      return;
    }
    std::lock_guard<std::mutex> lock(ta->mutex);
    if (ta->closed) {
      error = closedMessage(ta->name);
      return;
    }
    // A dynamic array smaller than the lengths grows (the writes grow it);
    // otherwise the sizes must match, even for a larger dynamic array.
    bool grows = ta->dynamicSize && ta->size < numLengths;
    if (!grows && ta->size != numLengths)
      error = formatMessage(
          Message::SplitSize,
          {{"name", ta->name}, {"size", ta->size}, {"count", numLengths}});
  });
}

extern "C" void tagradTensorArrayDestroyAll(void) { registry().destroyAll(); }

extern "C" int64_t tagradTensorArrayStepBegin(void) {
  return ++threadSteps().depth;
}

extern "C" void tagradTensorArrayStepEnd(int64_t token) {
  ThreadSteps &steps = threadSteps();
  // `token` is the depth its StepBegin returned; a step left without its
  // StepEnd (a longjmp out of compiled code) ends with the one around it.
  steps.depth = std::max<int64_t>(0, std::min(steps.depth, token) - 1);
  if (steps.depth > 0)
    return;
  std::vector<int64_t> created;
  created.swap(steps.created);
  guarded(nullptr, [&](std::string &) { registry().release(created); });
}
