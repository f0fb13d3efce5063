//===- TensorArrayRuntimeTest.cpp - TensorArray runtime unit tests --------===//
//
// Each TF rule with its exact message (TF_SEMANTICS.md sections 2, 3, 8),
// strided descriptors, 16-bit float and complex aggregation, misuse after an
// error handler returns, and concurrent use.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Runtime/TensorArray.h"

#include <gtest/gtest.h>

#include <atomic>
#include <complex>
#include <cstdint>
#include <cstring>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <vector>

namespace {

using Shape = std::vector<int64_t>;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// An MLIR strided memref descriptor over caller-owned storage:
/// {allocated, aligned, offset, sizes[rank], strides[rank]}.
struct Descriptor {
  std::vector<int64_t> words;
  int64_t rank = 0;

  Descriptor(void *data, int64_t offset, const Shape &sizes,
             const Shape &strides)
      : rank(int64_t(sizes.size())) {
    words.resize(3 + 2 * sizes.size());
    std::memcpy(&words[0], &data, sizeof(void *));
    std::memcpy(&words[1], &data, sizeof(void *));
    words[2] = offset;
    for (size_t i = 0; i < sizes.size(); ++i) {
      words[3 + i] = sizes[i];
      words[3 + sizes.size() + i] = strides[i];
    }
  }

  void *get() { return words.data(); }
};

Shape rowMajorStrides(const Shape &shape) {
  Shape strides(shape.size(), 1);
  for (size_t i = shape.size(); i-- > 1;)
    strides[i - 1] = strides[i] * shape[i];
  return strides;
}

/// A contiguous descriptor over `data` with shape `shape`.
template <typename T>
Descriptor dense(std::vector<T> &data, const Shape &shape) {
  return Descriptor(data.data(), 0, shape, rowMajorStrides(shape));
}

int64_t numElements(const Shape &shape) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

template <typename T>
void write(int64_t handle, int64_t index, const Shape &shape,
           std::vector<T> values, const char *location = nullptr) {
  Descriptor desc = dense(values, shape);
  tagradTensorArrayWrite(handle, index, desc.rank, desc.get(), location);
}

template <typename T>
std::vector<T> read(int64_t handle, int64_t index, const Shape &shape,
                    const char *location = nullptr) {
  std::vector<T> out(numElements(shape), T(77)); // 77: poison
  Descriptor desc = dense(out, shape);
  tagradTensorArrayRead(handle, index, desc.rank, desc.get(), location);
  return out;
}

Shape readShape(int64_t handle, int64_t index, int64_t rank) {
  Shape shape;
  for (int64_t d = 0; d < rank; ++d)
    shape.push_back(tagradTensorArrayElementDim(handle, index, d, nullptr));
  return shape;
}

int64_t create(int64_t size, int32_t dtype, const Shape *elementShape,
               int32_t flags, const char *name) {
  return tagradTensorArrayCreate(
      size, dtype, elementShape ? int64_t(elementShape->size()) : -1,
      elementShape ? elementShape->data() : nullptr, flags, name, nullptr);
}

int64_t grad(int64_t forward, const char *source) {
  return tagradTensorArrayGrad(forward, source, 0, nullptr, nullptr);
}

const int32_t kF32 = TAGRAD_DTYPE_F32;

/// Installs a recording handler; every test starts with a clean store.
class TensorArrayTest : public ::testing::Test {
protected:
  void SetUp() override {
    tagradSetErrorHandler(&TensorArrayTest::record, this);
  }
  void TearDown() override {
    tagradSetErrorHandler(nullptr, nullptr);
    tagradTensorArrayDestroyAll();
  }

  static void record(const char *message, void *self) {
    auto *test = static_cast<TensorArrayTest *>(self);
    std::lock_guard<std::mutex> lock(test->mutex);
    test->errors.push_back(message);
  }

  /// The errors since the last call; clears them.
  std::vector<std::string> take() {
    std::lock_guard<std::mutex> lock(mutex);
    std::vector<std::string> out;
    out.swap(errors);
    return out;
  }

  /// Expects exactly one error since the last check, equal to `expected`.
  void expectError(const std::string &expected) {
    std::vector<std::string> got = take();
    ASSERT_EQ(got.size(), 1u) << "expected: " << expected;
    EXPECT_EQ(got[0], expected);
  }

  void expectErrorContaining(const std::string &part) {
    std::vector<std::string> got = take();
    ASSERT_EQ(got.size(), 1u) << "expected: " << part;
    EXPECT_NE(got[0].find(part), std::string::npos) << got[0];
  }

  void expectNoError() {
    std::vector<std::string> got = take();
    EXPECT_TRUE(got.empty()) << got.front();
  }

  std::mutex mutex;
  std::vector<std::string> errors;
};

//===----------------------------------------------------------------------===//
// Basic write / read (scenario 1) and element dims
//===----------------------------------------------------------------------===//

TEST_F(TensorArrayTest, BasicWriteRead) {
  int64_t ta = create(3, kF32, nullptr, 0, "foo");
  ASSERT_GT(ta, 0);
  write<float>(ta, 0, {1, 2}, {4, 5});
  write<float>(ta, 1, {1, 1}, {1});
  write<float>(ta, 2, {}, {-3});
  expectNoError();
  EXPECT_EQ(tagradTensorArraySize(ta, nullptr), 3);
  EXPECT_EQ(readShape(ta, 0, 2), (Shape{1, 2}));
  EXPECT_EQ(readShape(ta, 1, 2), (Shape{1, 1}));
  EXPECT_EQ(read<float>(ta, 0, {1, 2}), (std::vector<float>{4, 5}));
  EXPECT_EQ(read<float>(ta, 1, {1, 1}), (std::vector<float>{1}));
  EXPECT_EQ(read<float>(ta, 2, {}), (std::vector<float>{-3}));
  expectNoError();
}

TEST_F(TensorArrayTest, HighRankElements) {
  // More dims than a shape keeps in place (6): they move to the heap and
  // back without losing any.
  int64_t ta = create(2, kF32, nullptr, 0, "foo");
  const Shape eight{1, 2, 1, 1, 1, 1, 1, 2};
  write<float>(ta, 0, eight, {1, 2, 3, 4});
  write<float>(ta, 1, {2, 2}, {5, 6, 7, 8});
  expectNoError();
  EXPECT_EQ(readShape(ta, 0, 8), eight);
  EXPECT_EQ(readShape(ta, 1, 2), (Shape{2, 2}));
  EXPECT_EQ(read<float>(ta, 1, {2, 2}), (std::vector<float>{5, 6, 7, 8}));
  EXPECT_EQ(read<float>(ta, 0, eight), (std::vector<float>{1, 2, 3, 4}));
  expectNoError();
  // The gradient's virtual zeros take the forward's shapes.
  int64_t acc = tagradTensorArrayGrad(ta, "g", 0, nullptr, nullptr);
  EXPECT_EQ(readShape(acc, 0, 8), eight);
  expectNoError();
}

TEST_F(TensorArrayTest, WriteCopiesTheValue) {
  int64_t ta = create(1, kF32, nullptr, 0, "foo");
  std::vector<float> value{1, 2};
  Descriptor desc = dense(value, {2});
  tagradTensorArrayWrite(ta, 0, 1, desc.get(), nullptr);
  value[0] = 100; // the caller reuses its buffer
  EXPECT_EQ(read<float>(ta, 0, {2}), (std::vector<float>{1, 2}));
  expectNoError();
}

TEST_F(TensorArrayTest, ElementDimDoesNotConsume) {
  int64_t ta = create(1, kF32, nullptr, TAGRAD_TA_CLEAR_AFTER_READ, "foo");
  write<float>(ta, 0, {3}, {1, 2, 3});
  EXPECT_EQ(readShape(ta, 0, 1), (Shape{3}));
  EXPECT_EQ(readShape(ta, 0, 1), (Shape{3}));
  EXPECT_EQ(read<float>(ta, 0, {3}), (std::vector<float>{1, 2, 3}));
  expectNoError();
  // After the consuming read, ElementDim reports what a read would.
  EXPECT_EQ(tagradTensorArrayElementDim(ta, 0, 0, nullptr), 0);
  expectError("TensorArray foo: Could not read index 0 twice because it was "
              "cleared after a previous read (perhaps try setting "
              "clear_after_read = false?).");
}

TEST_F(TensorArrayTest, ElementDimOutOfRange) {
  int64_t ta = create(1, kF32, nullptr, 0, "foo");
  write<float>(ta, 0, {3}, {1, 2, 3});
  EXPECT_EQ(tagradTensorArrayElementDim(ta, 0, 1, nullptr), 0);
  expectError("TensorArray foo: Could not get dimension 1 of TensorArray "
              "index 0 because its shape is [3]");
  EXPECT_EQ(tagradTensorArrayElementDim(ta, 0, -1, nullptr), 0);
  expectErrorContaining("Could not get dimension -1");
}

//===----------------------------------------------------------------------===//
// Write rules (scenarios 2, 3, 6)
//===----------------------------------------------------------------------===//

TEST_F(TensorArrayTest, DoubleWrite) {
  int64_t ta = create(3, kF32, nullptr, 0, "foo");
  write<float>(ta, 2, {}, {3});
  expectNoError();
  write<float>(ta, 2, {}, {3});
  expectError("TensorArray foo: Could not write to TensorArray index 2 "
              "because it has already been written to.");
  // The first value survives.
  EXPECT_EQ(read<float>(ta, 2, {}), (std::vector<float>{3}));
  expectNoError();
}

TEST_F(TensorArrayTest, WriteOutOfRange) {
  int64_t ta = create(3, kF32, nullptr, 0, "foo");
  write<float>(ta, 3, {}, {3});
  expectError("TensorArray foo: Tried to write to index 3 but array is not "
              "resizeable and size is: 3");
  write<float>(ta, -1, {}, {3});
  expectError("TensorArray foo: Tried to write to index -1 but array is not "
              "resizeable and size is: 3");
  EXPECT_EQ(tagradTensorArraySize(ta, nullptr), 3);
}

TEST_F(TensorArrayTest, NegativeWriteIndexFailsOnDynamicArrays) {
  int64_t ta = create(0, kF32, nullptr, TAGRAD_TA_DYNAMIC_SIZE, "dyn");
  write<float>(ta, -1, {}, {3});
  expectError("TensorArray dyn: Tried to write to index -1 but array is not "
              "resizeable and size is: 0");
}

TEST_F(TensorArrayTest, WriteAfterRead) {
  for (int32_t flags : {0, int32_t(TAGRAD_TA_CLEAR_AFTER_READ)}) {
    int64_t ta = create(1, kF32, nullptr, flags, "foo");
    write<float>(ta, 0, {}, {1});
    read<float>(ta, 0, {});
    expectNoError();
    write<float>(ta, 0, {}, {2});
    expectError("TensorArray foo: Could not write to TensorArray index 0 "
                "because it has already been read.");
  }
}

// TensorLists: a write replaces the item, read or not; unset items stay
// zeros of the element shape.
TEST_F(TensorArrayTest, WritesReplace) {
  int64_t ta = create(3, kF32, nullptr,
                      TAGRAD_TA_DYNAMIC_SIZE | TAGRAD_TA_WRITES_REPLACE, "l");
  write<float>(ta, 0, {2}, {1, 2});
  write<float>(ta, 0, {2}, {3, 4});
  expectNoError();
  EXPECT_EQ(read<float>(ta, 0, {2}), (std::vector<float>{3, 4}));
  EXPECT_EQ(read<float>(ta, 0, {2}), (std::vector<float>{3, 4}));
  write<float>(ta, 0, {2}, {5, 6});
  write<float>(ta, 4, {2}, {7, 8});
  expectNoError();
  EXPECT_EQ(read<float>(ta, 0, {2}), (std::vector<float>{5, 6}));
  EXPECT_EQ(tagradTensorArraySize(ta, nullptr), 5);
  // Items of a list with no element shape may differ in shape; the range
  // rule holds.
  write<float>(ta, 1, {3}, {1, 2, 3});
  expectNoError();
  EXPECT_EQ(read<float>(ta, 1, {3}), (std::vector<float>{1, 2, 3}));
  write<float>(ta, -1, {2}, {1, 2});
  expectError("TensorArray l: Tried to write to index -1 but array is not "
              "resizeable and size is: 5");
}

TEST_F(TensorArrayTest, WriteAfterReadOfUnwrittenZeros) {
  Shape elem{2};
  int64_t ta = create(1, kF32, &elem, 0, "foo");
  EXPECT_EQ(read<float>(ta, 0, {2}), (std::vector<float>{0, 0}));
  write<float>(ta, 0, {2}, {1, 2});
  expectError("TensorArray foo: Could not write to TensorArray index 0 "
              "because it has already been read.");
}

TEST_F(TensorArrayTest, IncompatibleElementShape) {
  Shape elem{-1, 2};
  int64_t ta = create(2, kF32, &elem, 0, "foo");
  write<float>(ta, 0, {3}, {1, 2, 3});
  expectError("TensorArray foo: Could not write to TensorArray index 0 "
              "because the value shape is [3] which is incompatible with the "
              "TensorArray's inferred element shape: [?,2] (consider setting "
              "infer_shape=False).");
  write<float>(ta, 0, {3, 2}, {1, 2, 3, 4, 5, 6});
  expectNoError();
}

TEST_F(TensorArrayTest, IdenticalElementShapesInfersFromFirstWrite) {
  int64_t ta =
      create(3, kF32, nullptr, TAGRAD_TA_IDENTICAL_ELEMENT_SHAPES, "foo");
  write<float>(ta, 0, {2}, {1, 2});
  write<float>(ta, 1, {3}, {1, 2, 3});
  expectError("TensorArray foo: Could not write to TensorArray index 1 "
              "because the value shape is [3] which is incompatible with the "
              "TensorArray's inferred element shape: [2] (consider setting "
              "infer_shape=False).");
  // The inferred shape makes unwritten reads possible.
  EXPECT_EQ(readShape(ta, 2, 1), (Shape{2}));
  EXPECT_EQ(read<float>(ta, 2, {2}), (std::vector<float>{0, 0}));
  expectNoError();
}

TEST_F(TensorArrayTest, DynamicGrowth) {
  int64_t ta = create(0, kF32, nullptr, TAGRAD_TA_DYNAMIC_SIZE, "dyn");
  write<float>(ta, 4, {}, {4});
  expectNoError();
  EXPECT_EQ(tagradTensorArraySize(ta, nullptr), 5);
  write<float>(ta, 1, {}, {1});
  EXPECT_EQ(tagradTensorArraySize(ta, nullptr), 5);
  EXPECT_EQ(read<float>(ta, 4, {}), (std::vector<float>{4}));
  expectNoError();
}

TEST_F(TensorArrayTest, FailedWriteStillGrows) {
  // TF grows before checking the shape.
  Shape elem{2};
  int64_t ta = create(0, kF32, &elem, TAGRAD_TA_DYNAMIC_SIZE, "dyn");
  write<float>(ta, 5, {3}, {1, 2, 3});
  expectErrorContaining("value shape is [3]");
  EXPECT_EQ(tagradTensorArraySize(ta, nullptr), 6);
}

TEST_F(TensorArrayTest, LockSizeStopsGrowth) {
  int64_t ta = create(0, kF32, nullptr, TAGRAD_TA_DYNAMIC_SIZE, "dyn");
  write<float>(ta, 1, {}, {1});
  tagradTensorArrayLockSize(ta, nullptr);
  expectNoError();
  write<float>(ta, 2, {}, {2});
  expectError("TensorArray dyn: Tried to write to index 2 but array is not "
              "resizeable and size is: 2");
  write<float>(ta, 0, {}, {0});
  expectNoError();
}

TEST_F(TensorArrayTest, HugeDynamicIndexIsCheap) {
  int64_t ta = create(0, kF32, nullptr, TAGRAD_TA_DYNAMIC_SIZE, "dyn");
  write<float>(ta, int64_t(1) << 40, {}, {1});
  expectNoError();
  EXPECT_EQ(tagradTensorArraySize(ta, nullptr), (int64_t(1) << 40) + 1);
  write<float>(ta, INT64_MAX, {}, {1});
  expectErrorContaining("Tried to write to index 9223372036854775807");
}

TEST_F(TensorArrayTest, StackPushesThenFarWritesKeepEveryElement) {
  // Elements in order live in a vector, isolated far ones in a map; one
  // written far ahead moves into the vector when the pushes reach it, and
  // every rule still sees it (written once, read once).
  int64_t ta = create(0, kF32, nullptr, TAGRAD_TA_DYNAMIC_SIZE, "stack");
  write<float>(ta, 5000, {}, {-1});
  write<float>(ta, int64_t(1) << 40, {}, {-2});
  for (int64_t i = 0; i < 6000; ++i)
    if (i != 5000)
      write<float>(ta, i, {}, {float(i)});
  expectNoError();
  EXPECT_EQ(tagradTensorArraySize(ta, nullptr), (int64_t(1) << 40) + 1);
  write<float>(ta, 5000, {}, {3});
  expectError("TensorArray stack: Could not write to TensorArray index 5000 "
              "because it has already been written to.");
  for (int64_t i = 5999; i >= 0; --i)
    EXPECT_EQ(read<float>(ta, i, {}),
              (std::vector<float>{i == 5000 ? -1.0f : float(i)}))
        << "index " << i;
  EXPECT_EQ(read<float>(ta, int64_t(1) << 40, {}), (std::vector<float>{-2}));
  expectNoError();
  write<float>(ta, 4999, {}, {0});
  expectErrorContaining("Could not write to TensorArray index 4999 because "
                        "it has already been read");
}

TEST_F(TensorArrayTest, SparseDoublingWritesStayCheap) {
  // Each index just within twice the last: a vector would double per write
  // (2^40 elements after 30 writes); a map holds the 40 elements.
  int64_t ta = create(0, kF32, nullptr, TAGRAD_TA_DYNAMIC_SIZE, "sparse");
  int64_t index = 0;
  std::vector<int64_t> written;
  for (int i = 0; i < 40; ++i) {
    write<float>(ta, index, {}, {float(i)});
    written.push_back(index);
    index = 2 * index + 1024;
  }
  expectNoError();
  for (size_t i = 0; i < written.size(); ++i)
    EXPECT_EQ(read<float>(ta, written[i], {}), (std::vector<float>{float(i)}));
  expectNoError();
}

//===----------------------------------------------------------------------===//
// Read rules (scenarios 4, 5, 7)
//===----------------------------------------------------------------------===//

TEST_F(TensorArrayTest, ReadOutOfRange) {
  int64_t ta = create(3, kF32, nullptr, 0, "foo");
  read<float>(ta, 3, {});
  expectError("TensorArray foo: Tried to read from index 3 but array size "
              "is: 3");
  read<float>(ta, -1, {});
  expectError("TensorArray foo: Tried to read from index -1 but array size "
              "is: 3");
  EXPECT_EQ(tagradTensorArrayElementDim(ta, 3, 0, nullptr), 0);
  expectErrorContaining("Tried to read from index 3");
}

TEST_F(TensorArrayTest, ClearAfterRead) {
  int64_t ta = create(2, kF32, nullptr, TAGRAD_TA_CLEAR_AFTER_READ, "foo");
  write<float>(ta, 0, {2}, {1, -1});
  write<float>(ta, 1, {2}, {10, -10});
  EXPECT_EQ(read<float>(ta, 0, {2}), (std::vector<float>{1, -1}));
  expectNoError();
  EXPECT_EQ(read<float>(ta, 0, {2}), (std::vector<float>{0, 0}));
  expectError("TensorArray foo: Could not read index 0 twice because it was "
              "cleared after a previous read (perhaps try setting "
              "clear_after_read = false?).");
  EXPECT_EQ(read<float>(ta, 1, {2}), (std::vector<float>{10, -10}));
  expectNoError();
}

TEST_F(TensorArrayTest, NoClearAfterReadAllowsRereads) {
  int64_t ta = create(2, kF32, nullptr, 0, "foo");
  write<float>(ta, 0, {2}, {1, -1});
  EXPECT_EQ(read<float>(ta, 0, {2}), (std::vector<float>{1, -1}));
  EXPECT_EQ(read<float>(ta, 0, {2}), (std::vector<float>{1, -1}));
  expectNoError();
}

TEST_F(TensorArrayTest, UnwrittenReadsGiveZeros) {
  Shape elem{1, 2};
  int64_t ta = create(3, kF32, &elem, 0, "foo");
  EXPECT_EQ(readShape(ta, 0, 2), (Shape{1, 2}));
  EXPECT_EQ(read<float>(ta, 0, {1, 2}), (std::vector<float>{0, 0}));
  write<float>(ta, 1, {1, 2}, {4, 5});
  EXPECT_EQ(read<float>(ta, 1, {1, 2}), (std::vector<float>{4, 5}));
  EXPECT_EQ(read<float>(ta, 2, {1, 2}), (std::vector<float>{0, 0}));
  expectNoError();
}

TEST_F(TensorArrayTest, UnwrittenReadWithUndefinedShape) {
  const std::string tail =
      ".  It is possible you are working with a resizeable TensorArray and "
      "stop_gradients is not allowing the gradients to be written.  If you "
      "set the full element_shape property on the forward TensorArray, the "
      "proper all-zeros tensor will be returned instead of incurring this "
      "error.";
  int64_t ta = create(3, kF32, nullptr, 0, "foo");
  read<float>(ta, 0, {});
  expectError("TensorArray foo: Could not read from TensorArray index 0.  "
              "Furthermore, the element shape is not fully defined: "
              "<unknown>" +
              tail);
  Shape partial{-1, 2};
  int64_t tb = create(3, kF32, &partial, 0, "bar");
  EXPECT_EQ(tagradTensorArrayElementDim(tb, 1, 1, nullptr), 0);
  expectError("TensorArray bar: Could not read from TensorArray index 1.  "
              "Furthermore, the element shape is not fully defined: [?,2]" +
              tail);
}

TEST_F(TensorArrayTest, ReadIntoWrongShapeZeroFills) {
  int64_t ta = create(1, kF32, nullptr, 0, "foo");
  write<float>(ta, 0, {2}, {1, 2});
  EXPECT_EQ(read<float>(ta, 0, {3}), (std::vector<float>{0, 0, 0}));
  expectError("TensorArray foo: Could not read from TensorArray index 0 into "
              "a buffer of shape [3] because the value has shape [2]");
  // A failed read neither consumes nor marks as read.
  EXPECT_EQ(read<float>(ta, 0, {2}), (std::vector<float>{1, 2}));
  expectNoError();
}

TEST_F(TensorArrayTest, ZeroElementValues) {
  int64_t ta = create(1, kF32, nullptr, 0, "foo");
  write<float>(ta, 0, {0, 3}, {});
  expectNoError();
  EXPECT_EQ(readShape(ta, 0, 2), (Shape{0, 3}));
  EXPECT_TRUE(read<float>(ta, 0, {0, 3}).empty());
  expectNoError();
}

//===----------------------------------------------------------------------===//
// Location, names, creation
//===----------------------------------------------------------------------===//

TEST_F(TensorArrayTest, LocationIsAppended) {
  int64_t ta = create(1, kF32, nullptr, 0, "foo");
  write<float>(ta, 0, {}, {1}, "model.py:12:3");
  write<float>(ta, 0, {}, {1}, "model.py:12:3");
  expectError("TensorArray foo: Could not write to TensorArray index 0 "
              "because it has already been written to. (at model.py:12:3)");
  write<float>(ta, 1, {}, {1}, "");
  expectError("TensorArray foo: Tried to write to index 1 but array is not "
              "resizeable and size is: 1");
}

TEST_F(TensorArrayTest, GeneratedNamesAreUnique) {
  int64_t a = create(0, kF32, nullptr, 0, "");
  int64_t b = create(0, kF32, nullptr, 0, nullptr);
  ASSERT_GT(a, 0);
  ASSERT_GT(b, 0);
  EXPECT_NE(a, b);
  write<float>(a, 0, {}, {1});
  write<float>(b, 0, {}, {1});
  std::vector<std::string> got = take();
  ASSERT_EQ(got.size(), 2u);
  const std::string prefix = "TensorArray tensor_array_";
  EXPECT_EQ(got[0].rfind(prefix, 0), 0u) << got[0];
  EXPECT_EQ(got[1].rfind(prefix, 0), 0u) << got[1];
  EXPECT_NE(got[0], got[1]);
}

TEST_F(TensorArrayTest, CreateErrors) {
  EXPECT_EQ(create(-1, kF32, nullptr, 0, "foo"), 0);
  expectError("TensorArray foo: Size should be >= 0.");
  EXPECT_EQ(create(1, 11, nullptr, 0, "foo"), 0);
  expectError("TensorArray foo: unknown dtype code 11");
  EXPECT_EQ(create(1, kF32, nullptr, 32, "foo"), 0);
  expectError("TensorArray foo: unknown flags 32");
  EXPECT_EQ(tagradTensorArrayCreate(1, kF32, 2, nullptr, 0, "foo", nullptr), 0);
  expectError("TensorArray foo: invalid element shape (rank 2)");
  Shape bad{-2};
  EXPECT_EQ(create(1, kF32, &bad, 0, "foo"), 0);
  expectError("TensorArray foo: invalid element shape dimension -2");
}

TEST_F(TensorArrayTest, DTypeWidths) {
  const int64_t widths[] = {4, 8, 2, 2, 1, 1, 2, 4, 8, 8, 16};
  for (int32_t d = 0; d <= 10; ++d)
    EXPECT_EQ(tagradDTypeByteWidth(d), widths[d]) << d;
  EXPECT_EQ(tagradDTypeByteWidth(11), 0);
  EXPECT_EQ(tagradDTypeByteWidth(-1), 0);
}

TEST_F(TensorArrayTest, StepsFreeTheArraysCreatedInThem) {
  int64_t outside = create(1, kF32, nullptr, 0, "outside");
  int64_t outer = tagradTensorArrayStepBegin();
  int64_t fwd = create(2, kF32, nullptr, 0, "fwd");
  write<float>(fwd, 0, {1}, {3});
  int64_t inner = tagradTensorArrayStepBegin();
  // Created in a nested step (a callee's): kept until the outermost ends.
  int64_t acc = grad(fwd, "gradients");
  tagradTensorArrayStepEnd(inner);
  expectNoError();
  EXPECT_EQ(tagradTensorArraySize(acc, nullptr), 2);
  EXPECT_EQ(read<float>(fwd, 0, {1}), (std::vector<float>{3}));
  expectNoError();
  tagradTensorArrayStepEnd(outer);
  for (int64_t freed : {fwd, acc}) {
    EXPECT_EQ(tagradTensorArraySize(freed, nullptr), 0);
    expectError("Invalid TensorArray handle " + std::to_string(freed) +
                " (never created, freed when the step that created it "
                "ended, or freed by tagradTensorArrayDestroyAll)");
  }
  // Created outside any step: still there, and a new step starts afresh.
  EXPECT_EQ(tagradTensorArraySize(outside, nullptr), 1);
  int64_t again = tagradTensorArrayStepBegin();
  EXPECT_EQ(again, outer);
  int64_t next = create(1, kF32, nullptr, 0, "next");
  tagradTensorArrayStepEnd(again);
  EXPECT_EQ(tagradTensorArraySize(next, nullptr), 0);
  expectErrorContaining("Invalid TensorArray handle " + std::to_string(next));
  EXPECT_EQ(tagradTensorArraySize(outside, nullptr), 1);
  expectNoError();
}

TEST_F(TensorArrayTest, AStepLeftOpenEndsWithTheOneAroundIt) {
  int64_t outer = tagradTensorArrayStepBegin();
  tagradTensorArrayStepBegin(); // never ended (a longjmp out of a callee)
  int64_t ta = create(1, kF32, nullptr, 0, "inner");
  tagradTensorArrayStepEnd(outer);
  EXPECT_EQ(tagradTensorArraySize(ta, nullptr), 0);
  expectErrorContaining("Invalid TensorArray handle " + std::to_string(ta));
  // The thread is outside any step again.
  int64_t after = create(1, kF32, nullptr, 0, "after");
  EXPECT_EQ(tagradTensorArrayStepBegin(), 1);
  tagradTensorArrayStepEnd(1);
  EXPECT_EQ(tagradTensorArraySize(after, nullptr), 1);
  expectNoError();
}

TEST_F(TensorArrayTest, StepsArePerThread) {
  int64_t step = tagradTensorArrayStepBegin();
  int64_t mine = create(1, kF32, nullptr, 0, "mine");
  int64_t theirs = 0;
  std::thread other([&] {
    int64_t otherStep = tagradTensorArrayStepBegin();
    theirs = create(1, kF32, nullptr, 0, "theirs");
    tagradTensorArrayStepEnd(otherStep);
  });
  other.join();
  expectNoError();
  EXPECT_EQ(tagradTensorArraySize(mine, nullptr), 1);
  EXPECT_EQ(tagradTensorArraySize(theirs, nullptr), 0);
  expectErrorContaining("Invalid TensorArray handle " + std::to_string(theirs));
  tagradTensorArrayStepEnd(step);
  EXPECT_EQ(tagradTensorArraySize(mine, nullptr), 0);
  expectErrorContaining("Invalid TensorArray handle " + std::to_string(mine));
  // An unmatched end is harmless.
  tagradTensorArrayStepEnd(step);
  expectNoError();
}

TEST_F(TensorArrayTest, InvalidHandles) {
  const std::string msg =
      "Invalid TensorArray handle 0 (never created, freed when the step that "
      "created it ended, or freed by tagradTensorArrayDestroyAll)";
  EXPECT_EQ(tagradTensorArraySize(0, nullptr), 0);
  expectError(msg);
  write<float>(0, 0, {}, {1});
  expectError(msg);
  read<float>(0, 0, {});
  expectError(msg);
  EXPECT_EQ(tagradTensorArrayElementDim(0, 0, 0, nullptr), 0);
  expectError(msg);
  EXPECT_EQ(grad(0, "g"), 0);
  expectError(msg);
  tagradTensorArrayClose(0, nullptr);
  expectError(msg);
  tagradTensorArrayLockSize(0, nullptr);
  expectError(msg);

  int64_t ta = create(1, kF32, nullptr, 0, "foo");
  // Looked up (and remembered by this thread) before it is destroyed.
  EXPECT_EQ(tagradTensorArraySize(ta, nullptr), 1);
  tagradTensorArrayDestroyAll();
  EXPECT_EQ(tagradTensorArraySize(ta, nullptr), 0);
  expectErrorContaining("Invalid TensorArray handle " + std::to_string(ta));
  // Handles are never reused.
  EXPECT_NE(create(1, kF32, nullptr, 0, "foo"), ta);
}

TEST_F(TensorArrayTest, BadDescriptors) {
  int64_t ta = create(1, kF32, nullptr, 0, "foo");
  tagradTensorArrayWrite(ta, 0, 0, nullptr, nullptr);
  expectError("TensorArray foo: Could not write to TensorArray index 0: null "
              "memref descriptor");
  float x = 1;
  Descriptor negative(&x, 0, {-2}, {1});
  tagradTensorArrayWrite(ta, 0, 1, negative.get(), nullptr);
  expectErrorContaining("negative memref size -2");
  Descriptor nullData(nullptr, 0, {2}, {1});
  tagradTensorArrayRead(ta, 0, 1, nullData.get(), nullptr);
  expectError("TensorArray foo: Could not read from TensorArray index 0: "
              "null memref data pointer");
  Descriptor huge(&x, 0, {INT64_MAX, 4}, {4, 1});
  tagradTensorArrayWrite(ta, 0, 2, huge.get(), nullptr);
  expectErrorContaining("overflows");
  // Nothing was written by the failed calls.
  write<float>(ta, 0, {}, {5});
  expectNoError();
}

//===----------------------------------------------------------------------===//
// Close (scenario 20)
//===----------------------------------------------------------------------===//

TEST_F(TensorArrayTest, ClosedArray) {
  const std::string closed = "TensorArray foo has already been closed.";
  int64_t ta = create(2, kF32, nullptr, 0, "foo");
  write<float>(ta, 0, {}, {1});
  tagradTensorArrayClose(ta, nullptr);
  expectNoError();
  EXPECT_EQ(tagradTensorArraySize(ta, nullptr), 0);
  expectError(closed);
  read<float>(ta, 0, {});
  expectError(closed);
  write<float>(ta, 1, {}, {1});
  expectError(closed);
  EXPECT_EQ(tagradTensorArrayElementDim(ta, 0, 0, nullptr), 0);
  expectError(closed);
  EXPECT_EQ(grad(ta, "grad"), 0);
  expectError(closed);
  tagradTensorArrayLockSize(ta, nullptr);
  expectError(closed);
  tagradTensorArrayClose(ta, nullptr); // twice: not an error in TF
  expectNoError();
}

TEST_F(TensorArrayTest, ClosingGradDoesNotCloseForward) {
  int64_t ta = create(1, kF32, nullptr, 0, "foo");
  write<float>(ta, 0, {}, {1});
  int64_t g = grad(ta, "grad");
  tagradTensorArrayClose(g, nullptr);
  EXPECT_EQ(read<float>(ta, 0, {}), (std::vector<float>{1}));
  expectNoError();
  read<float>(g, 0, {});
  expectError("TensorArray foo@grad has already been closed.");
  // The existing (closed) accumulator is still what grad() returns.
  EXPECT_EQ(grad(ta, "grad"), g);
}

//===----------------------------------------------------------------------===//
// Gradients (scenarios 8-14)
//===----------------------------------------------------------------------===//

template <typename T>
void checkAggregation(int32_t dtype, T a, T b, T c, T sum) {
  int64_t ta = create(3, dtype, nullptr, 0, "fwd");
  int64_t g = grad(ta, "grad");
  ASSERT_GT(g, 0);
  write<T>(g, 2, {}, {a});
  write<T>(g, 2, {}, {b});
  write<T>(g, 2, {}, {c});
  EXPECT_EQ(read<T>(g, 2, {}), (std::vector<T>{sum})) << "dtype " << dtype;
}

TEST_F(TensorArrayTest, GradAggregation) {
  checkAggregation<int32_t>(TAGRAD_DTYPE_I32, 3, 4, 5, 12);
  checkAggregation<int64_t>(TAGRAD_DTYPE_I64, 3, 4, 5, 12);
  checkAggregation<float>(TAGRAD_DTYPE_F32, 3, 4, 5, 12);
  checkAggregation<double>(TAGRAD_DTYPE_F64, 3, 4, 5, 12);
  checkAggregation<int16_t>(TAGRAD_DTYPE_I16, 3, 4, 5, 12);
  checkAggregation<int8_t>(TAGRAD_DTYPE_I8, 3, 4, 5, 12);
  using C64 = std::complex<float>;
  using C128 = std::complex<double>;
  checkAggregation<C64>(TAGRAD_DTYPE_C64, {3, 1}, {4, -2}, {5, 3}, {12, 2});
  checkAggregation<C128>(TAGRAD_DTYPE_C128, {3, 1}, {4, -2}, {5, 3}, {12, 2});
  expectNoError();
}

TEST_F(TensorArrayTest, GradAggregationOfTensors) {
  int64_t ta = create(1, kF32, nullptr, 0, "fwd");
  write<float>(ta, 0, {2, 2}, {1, 2, 3, 4});
  int64_t g = grad(ta, "grad");
  write<float>(g, 0, {2, 2}, {1, 2, 3, 4}); // stored over the virtual zero
  write<float>(g, 0, {2, 2}, {10, 20, 30, 40});
  write<float>(g, 0, {2, 2}, {100, 200, 300, 400});
  EXPECT_EQ(read<float>(g, 0, {2, 2}),
            (std::vector<float>{111, 222, 333, 444}));
  expectNoError();
}

TEST_F(TensorArrayTest, IntegerAggregationWraps) {
  checkAggregation<int8_t>(TAGRAD_DTYPE_I8, 100, 100, 0, -56);
  checkAggregation<int32_t>(TAGRAD_DTYPE_I32, INT32_MAX, 1, 0, INT32_MIN);
  checkAggregation<int64_t>(TAGRAD_DTYPE_I64, INT64_MAX, 1, 0, INT64_MIN);
  expectNoError();
}

TEST_F(TensorArrayTest, GradAggregateShapeMismatch) {
  int64_t ta = create(3, kF32, nullptr, 0, "foo");
  int64_t g = grad(ta, "grad");
  write<float>(g, 1, {}, {1});
  write<float>(g, 1, {1}, {1});
  expectError("TensorArray foo@grad: Could not aggregate to TensorArray index "
              "1 because the existing shape is [] but the new input shape is "
              "[1].");
}

TEST_F(TensorArrayTest, SameSourceSameHandle) {
  int64_t ta = create(3, kF32, nullptr, 0, "foo");
  int64_t g0 = grad(ta, "grad");
  int64_t g1 = grad(ta, "grad");
  ASSERT_GT(g0, 0);
  EXPECT_EQ(g0, g1);
  write<float>(g0, 0, {1, 2}, {4, 5});
  EXPECT_EQ(read<float>(g1, 0, {1, 2}), (std::vector<float>{4, 5}));
  expectNoError();
}

TEST_F(TensorArrayTest, DifferentSourcesDifferentAccumulators) {
  int64_t ta = create(2, kF32, nullptr, 0, "foo");
  write<float>(ta, 0, {}, {5});
  write<float>(ta, 1, {}, {10});
  int64_t gA = grad(ta, "gradients");
  int64_t gB = grad(ta, "gradients_1");
  ASSERT_GT(gA, 0);
  ASSERT_GT(gB, 0);
  EXPECT_NE(gA, gB);
  write<float>(gA, 0, {}, {2});
  write<float>(gB, 0, {}, {7});
  EXPECT_EQ(read<float>(gA, 0, {}), (std::vector<float>{2}));
  EXPECT_EQ(read<float>(gB, 0, {}), (std::vector<float>{7}));
  // Virtual zero with the forward element's shape [].
  EXPECT_EQ(read<float>(gA, 1, {}), (std::vector<float>{0}));
  expectNoError();
  read<float>(gA, 0, {}); // grad arrays are read-once
  expectError("TensorArray foo@gradients: Could not read index 0 twice "
              "because it was cleared after a previous read (perhaps try "
              "setting clear_after_read = false?).");
  write<float>(gB, 0, {}, {1});
  expectError("TensorArray foo@gradients_1: Could not write to TensorArray "
              "index 0 because it has already been read.");
}

TEST_F(TensorArrayTest, SameNameDifferentForwardArrays) {
  // Names are user-chosen and may repeat; accumulators are per array.
  int64_t a = create(1, kF32, nullptr, 0, "same");
  int64_t b = create(1, kF32, nullptr, 0, "same");
  EXPECT_NE(grad(a, "g"), grad(b, "g"));
  expectNoError();
}

TEST_F(TensorArrayTest, DynamicGrowthThenGradLocksSize) {
  int64_t ta = create(0, kF32, nullptr, TAGRAD_TA_DYNAMIC_SIZE, "foo");
  write<float>(ta, 0, {1, 2}, {4, 5});
  write<float>(ta, 1, {1, 1}, {1});
  write<float>(ta, 2, {}, {-3});
  int64_t g = grad(ta, "grad");
  expectNoError();
  EXPECT_EQ(tagradTensorArraySize(ta, nullptr), 3);
  EXPECT_EQ(tagradTensorArraySize(g, nullptr), 3);
  write<float>(g, 0, {1, 2}, {5, 6});
  write<float>(g, 1, {1, 1}, {2});
  write<float>(g, 2, {}, {-2});
  EXPECT_EQ(read<float>(g, 0, {1, 2}), (std::vector<float>{5, 6}));
  EXPECT_EQ(read<float>(g, 1, {1, 1}), (std::vector<float>{2}));
  EXPECT_EQ(read<float>(g, 2, {}), (std::vector<float>{-2}));
  expectNoError();
  write<float>(ta, 3, {}, {1});
  expectError("TensorArray foo: Tried to write to index 3 but array is not "
              "resizeable and size is: 3");
}

TEST_F(TensorArrayTest, GradLookupLocksSizeEveryTime) {
  int64_t ta = create(0, kF32, nullptr, TAGRAD_TA_DYNAMIC_SIZE, "foo");
  int64_t g = grad(ta, "grad");
  EXPECT_EQ(tagradTensorArraySize(g, nullptr), 0);
  write<float>(ta, 0, {}, {1});
  expectError("TensorArray foo: Tried to write to index 0 but array is not "
              "resizeable and size is: 0");
}

TEST_F(TensorArrayTest, GradShapeMismatchWithForward) {
  int64_t ta = create(1, kF32, nullptr, 0, "foo");
  write<float>(ta, 0, {3}, {1, 2, 3});
  int64_t g = grad(ta, "grad");
  EXPECT_EQ(readShape(g, 0, 1), (Shape{3}));
  write<float>(g, 0, {}, {1});
  expectError("TensorArray foo@grad: Could not aggregate to TensorArray index "
              "0 because the existing shape is [3] but the new input shape is "
              "[].");
}

TEST_F(TensorArrayTest, GradSnapshotsWrittenShapesAtCreation) {
  int64_t ta = create(2, kF32, nullptr, 0, "foo");
  write<float>(ta, 0, {2}, {1, 2});
  int64_t g = grad(ta, "grad");
  write<float>(ta, 1, {3}, {1, 2, 3}); // after the grad: not copied
  EXPECT_EQ(read<float>(g, 0, {2}), (std::vector<float>{0, 0}));
  expectNoError();
  read<float>(g, 1, {3});
  expectErrorContaining("TensorArray foo@grad: Could not read from "
                        "TensorArray index 1.  Furthermore, the element "
                        "shape is not fully defined: <unknown>");
}

TEST_F(TensorArrayTest, GradReadPastEndGivesZerosAndGrows) {
  Shape elem{2};
  int64_t ta = create(2, kF32, &elem, 0, "foo");
  int64_t g = grad(ta, "grad");
  EXPECT_EQ(readShape(g, 5, 1), (Shape{2}));
  EXPECT_EQ(tagradTensorArraySize(g, nullptr), 2); // ElementDim changes nothing
  EXPECT_EQ(read<float>(g, 5, {2}), (std::vector<float>{0, 0}));
  expectNoError();
  EXPECT_EQ(tagradTensorArraySize(g, nullptr), 6);
  read<float>(g, -1, {2});
  expectError("TensorArray foo@grad: Tried to read from index -1 but array "
              "size is: 6");
}

TEST_F(TensorArrayTest, GradWithShape) {
  Shape elem{2, 3};
  int64_t ta = create(3, kF32, &elem, 0, "foo");
  write<float>(ta, 1, {2, 3}, std::vector<float>(6, 1));
  const int64_t prepend[] = {4, 5};
  int64_t g = tagradTensorArrayGrad(ta, "source", 2, prepend, nullptr);
  ASSERT_GT(g, 0);
  EXPECT_EQ(readShape(g, 0, 4), (Shape{4, 5, 2, 3})); // element shape
  EXPECT_EQ(readShape(g, 1, 4), (Shape{4, 5, 2, 3})); // virtual zero
  write<float>(g, 0, {2, 3}, std::vector<float>(6, 1));
  expectError("TensorArray foo@source: Could not write to TensorArray index 0 "
              "because the value shape is [2,3] which is incompatible with "
              "the TensorArray's inferred element shape: [4,5,2,3] (consider "
              "setting infer_shape=False).");
  std::vector<float> value(4 * 5 * 2 * 3);
  for (size_t i = 0; i < value.size(); ++i)
    value[i] = float(i);
  write<float>(g, 0, {4, 5, 2, 3}, value);
  EXPECT_EQ(read<float>(g, 0, {4, 5, 2, 3}), value);
  expectNoError();
  // An existing accumulator is returned as-is: the prepend is ignored.
  const int64_t other[] = {7};
  EXPECT_EQ(tagradTensorArrayGrad(ta, "source", 1, other, nullptr), g);
  EXPECT_EQ(readShape(g, 2, 4), (Shape{4, 5, 2, 3}));
  expectNoError();
}

TEST_F(TensorArrayTest, GradWithShapeUnknownForwardShape) {
  int64_t ta = create(3, kF32, nullptr, 0, "foo");
  const int64_t prepend[] = {4, 5};
  int64_t g = tagradTensorArrayGrad(ta, "source", 2, prepend, nullptr);
  std::vector<float> value(4 * 5 * 7, 2.5f);
  write<float>(g, 0, {4, 5, 7}, value);
  EXPECT_EQ(read<float>(g, 0, {4, 5, 7}), value);
  expectNoError();
}

TEST_F(TensorArrayTest, GradWithShapeErrors) {
  int64_t ta = create(3, kF32, nullptr, 0, "foo");
  const int64_t bad[] = {-1};
  EXPECT_EQ(tagradTensorArrayGrad(ta, "s", 1, bad, nullptr), 0);
  expectError("TensorArray foo: shape_to_prepend [-1] must be fully defined");
  EXPECT_EQ(tagradTensorArrayGrad(ta, "s", 1, nullptr, nullptr), 0);
  expectError("TensorArray foo: invalid shape_to_prepend (rank 1)");
  EXPECT_EQ(tagradTensorArrayGrad(ta, "s", -1, nullptr, nullptr), 0);
  expectError("TensorArray foo: invalid shape_to_prepend (rank -1)");
}

TEST_F(TensorArrayTest, GradOfGrad) {
  int64_t ta = create(3, kF32, nullptr, 0, "foo");
  int64_t g = grad(ta, "grad");
  EXPECT_EQ(grad(g, "grad"), 0);
  expectError("Wrong input container. _tensor_array_gradsfoo@grad "
              "(TensorArray foo@grad is a gradient TensorArray; its gradient "
              "cannot be taken)");
}

TEST_F(TensorArrayTest, GradInheritsDTypeAndElementShape) {
  Shape elem{-1};
  int64_t ta = create(2, TAGRAD_DTYPE_F64, &elem,
                      TAGRAD_TA_IDENTICAL_ELEMENT_SHAPES, "foo");
  int64_t g = grad(ta, "grad");
  write<double>(g, 0, {3}, {1, 2, 3}); // infers [3] on the accumulator
  write<double>(g, 1, {2}, {1, 2});
  expectErrorContaining("inferred element shape: [3]");
  EXPECT_EQ(read<double>(g, 0, {3}), (std::vector<double>{1, 2, 3}));
  expectNoError();
}

//===----------------------------------------------------------------------===//
// Element types
//===----------------------------------------------------------------------===//

template <typename T>
void checkBits(int32_t dtype, const std::vector<uint16_t> &a,
               const std::vector<uint16_t> &b,
               const std::vector<uint16_t> &sum) {
  int64_t ta = create(1, dtype, nullptr, 0, "h");
  int64_t g = grad(ta, "grad");
  Shape shape{int64_t(a.size())};
  write<uint16_t>(g, 0, shape, a);
  write<uint16_t>(g, 0, shape, b);
  EXPECT_EQ(read<uint16_t>(g, 0, shape), sum) << "dtype " << dtype;
}

TEST_F(TensorArrayTest, HalfAggregation) {
  // 1+1=2, 1.5+2.25=3.75, 2048+1 ties to even (2048), 2048+3 -> 2052,
  // 65504+65504 -> inf, subnormals 2^-24+2^-24, -2+2 = 0, NaN stays NaN.
  checkBits<uint16_t>(
      TAGRAD_DTYPE_F16,
      {0x3C00, 0x3E00, 0x6800, 0x6800, 0x7BFF, 0x0001, 0xC000, 0x7E00},
      {0x3C00, 0x4080, 0x3C00, 0x4200, 0x7BFF, 0x0001, 0x4000, 0x3C00},
      {0x4000, 0x4380, 0x6800, 0x6802, 0x7C00, 0x0002, 0x0000, 0x7E00});
  expectNoError();
}

TEST_F(TensorArrayTest, BFloat16Aggregation) {
  // 1+2=3, 256+1 ties to even (256), 256+3 -> 260, 1.5+(-0.5)=1,
  // max+max -> inf.
  checkBits<uint16_t>(TAGRAD_DTYPE_BF16,
                      {0x3F80, 0x4380, 0x4380, 0x3FC0, 0x7F7F},
                      {0x4000, 0x3F80, 0x4040, 0xBF00, 0x7F7F},
                      {0x4040, 0x4380, 0x4382, 0x3F80, 0x7F80});
  expectNoError();
}

TEST_F(TensorArrayTest, BoolHasNoAggregationOrZeros) {
  int64_t ta = create(2, TAGRAD_DTYPE_I1, nullptr, 0, "b");
  int64_t g = grad(ta, "grad");
  write<uint8_t>(g, 0, {}, {1});
  expectNoError();
  write<uint8_t>(g, 0, {}, {1});
  expectError("TensorArray b@grad: Could not aggregate to TensorArray index 0: "
              "tensor_array::AddToTensor type not supported: bool");
  EXPECT_EQ(read<uint8_t>(g, 0, {}), (std::vector<uint8_t>{1}));

  Shape elem{2};
  int64_t tb = create(1, TAGRAD_DTYPE_I1, &elem, 0, "c");
  read<uint8_t>(tb, 0, {2});
  expectError("TensorArray c: Could not read from TensorArray index 0: "
              "tensor_array::TensorSetZero type not supported: bool");
  // Plain bool arrays work.
  int64_t tc = create(1, TAGRAD_DTYPE_I1, nullptr, 0, "d");
  write<uint8_t>(tc, 0, {3}, {1, 0, 1});
  EXPECT_EQ(read<uint8_t>(tc, 0, {3}), (std::vector<uint8_t>{1, 0, 1}));
  expectNoError();
}

//===----------------------------------------------------------------------===//
// Strided descriptors
//===----------------------------------------------------------------------===//

TEST_F(TensorArrayTest, StridedWriteAndRead) {
  int64_t ta = create(2, kF32, nullptr, 0, "foo");
  // A 2x3 view into a 3x8 buffer: offset 1 (row 0, col 1), column stride 2.
  std::vector<float> buffer(24);
  for (size_t i = 0; i < buffer.size(); ++i)
    buffer[i] = float(i);
  Descriptor view(buffer.data(), 1, {2, 3}, {8, 2});
  tagradTensorArrayWrite(ta, 0, 2, view.get(), nullptr);
  EXPECT_EQ(read<float>(ta, 0, {2, 3}),
            (std::vector<float>{1, 3, 5, 9, 11, 13}));
  // Transposed source: element (i, j) at j * 2 + i.
  std::vector<float> src{1, 2, 3, 4, 5, 6}; // column-major 2x3
  Descriptor transposed(src.data(), 0, {2, 3}, {1, 2});
  tagradTensorArrayWrite(ta, 1, 2, transposed.get(), nullptr);
  // Read into a strided destination; the gaps must stay untouched.
  std::vector<float> out(12, -1);
  Descriptor dest(out.data(), 2, {2, 3}, {5, 1});
  tagradTensorArrayRead(ta, 1, 2, dest.get(), nullptr);
  EXPECT_EQ(out,
            (std::vector<float>{-1, -1, 1, 3, 5, -1, -1, 2, 4, 6, -1, -1}));
  expectNoError();
}

TEST_F(TensorArrayTest, BroadcastAndReversedStrides) {
  int64_t ta = create(2, TAGRAD_DTYPE_I32, nullptr, 0, "foo");
  std::vector<int32_t> row{7, 8};
  Descriptor broadcast(row.data(), 0, {3, 2}, {0, 1}); // stride 0 rows
  tagradTensorArrayWrite(ta, 0, 2, broadcast.get(), nullptr);
  EXPECT_EQ(read<int32_t>(ta, 0, {3, 2}),
            (std::vector<int32_t>{7, 8, 7, 8, 7, 8}));
  std::vector<int32_t> seq{1, 2, 3, 4};
  Descriptor reversed(seq.data(), 3, {4}, {-1});
  tagradTensorArrayWrite(ta, 1, 1, reversed.get(), nullptr);
  EXPECT_EQ(read<int32_t>(ta, 1, {4}), (std::vector<int32_t>{4, 3, 2, 1}));
  expectNoError();
}

TEST_F(TensorArrayTest, StridedAggregation) {
  int64_t ta = create(1, TAGRAD_DTYPE_F64, nullptr, 0, "foo");
  int64_t g = grad(ta, "grad");
  std::vector<double> a{1, 0, 2, 0, 3}; // stride 2 view: 1, 2, 3
  Descriptor va(a.data(), 0, {3}, {2});
  tagradTensorArrayWrite(g, 0, 1, va.get(), nullptr);
  tagradTensorArrayWrite(g, 0, 1, va.get(), nullptr);
  EXPECT_EQ(read<double>(g, 0, {3}), (std::vector<double>{2, 4, 6}));
  expectNoError();
}

//===----------------------------------------------------------------------===//
// tagradReportTensorArrayError (checks inlined by the compiler)
//===----------------------------------------------------------------------===//

TEST_F(TensorArrayTest, ReportTensorArrayErrorRules) {
  struct Case {
    int32_t rule;
    int64_t index;
    int64_t size;
    std::string message;
  };
  const std::string twice =
      "TensorArray ta: Could not read index 0 twice because it was cleared "
      "after a previous read (perhaps try setting clear_after_read = false?).";
  const std::vector<Case> cases = {
      {TAGRAD_TA_RULE_WRITE_OUT_OF_RANGE, 3, 3,
       "TensorArray ta: Tried to write to index 3 but array is not resizeable "
       "and size is: 3"},
      {TAGRAD_TA_RULE_READ_OUT_OF_RANGE, 3, 3,
       "TensorArray ta: Tried to read from index 3 but array size is: 3"},
      {TAGRAD_TA_RULE_DOUBLE_WRITE, 2, 3,
       "TensorArray ta: Could not write to TensorArray index 2 because it has "
       "already been written to."},
      {TAGRAD_TA_RULE_WRITE_AFTER_READ, 0, 3,
       "TensorArray ta: Could not write to TensorArray index 0 because it has "
       "already been read."},
      {TAGRAD_TA_RULE_READ_AFTER_CLEAR, 0, 3, twice},
      {TAGRAD_TA_RULE_USE_AFTER_CLOSE, 0, 0,
       "TensorArray ta has already been closed."},
      {TAGRAD_TA_RULE_WRITE_BEYOND_LOCKED_SIZE, 5, 4,
       "TensorArray ta: Tried to write to index 5 but array is not resizeable "
       "and size is: 4"},
      {TAGRAD_TA_RULE_NEGATIVE_WRITE_INDEX, -1, 3,
       "TensorArray ta: Tried to write to index -1 but array is not "
       "resizeable and size is: 3"},
      {TAGRAD_TA_RULE_NEGATIVE_READ_INDEX, -1, 3,
       "TensorArray ta: Tried to read from index -1 but array size is: 3"},
      {TAGRAD_TA_RULE_NEGATIVE_SIZE, 0, -2,
       "TensorArray ta: Size should be >= 0."},
      {TAGRAD_TA_RULE_GRAD_OF_GRAD, 0, 0,
       "Wrong input container. _tensor_array_gradsta (TensorArray ta is a "
       "gradient TensorArray; its gradient cannot be taken)"},
      {99, 1, 2,
       "TensorArray ta: unknown TensorArray rule 99 (index 1, size 2)"},
  };
  for (const Case &c : cases) {
    tagradReportTensorArrayError(c.rule, "ta", c.index, c.size, nullptr);
    expectError(c.message);
  }
  tagradReportTensorArrayError(TAGRAD_TA_RULE_DOUBLE_WRITE, "ta", 2, 3,
                               "f.mlir:4:7");
  expectError("TensorArray ta: Could not write to TensorArray index 2 because "
              "it has already been written to. (at f.mlir:4:7)");
  tagradReportTensorArrayError(TAGRAD_TA_RULE_USE_AFTER_CLOSE, nullptr, 0, 0,
                               nullptr);
  expectError("TensorArray <unnamed> has already been closed.");
}

TEST_F(TensorArrayTest, ReportTensorArrayShapeError) {
  // TensorFlow 2.21 (scripts/gen_tensor_array_goldens.py) for a [3] value
  // into [2] elements; the compiler calls this where the value's shape is
  // only known at run time.
  int64_t value[] = {3}, element[] = {2};
  tagradReportTensorArrayShapeError("ta", 0, 1, value, element, "f.mlir:2:3");
  expectError("TensorArray ta: Could not write to TensorArray index 0 "
              "because the value shape is [3] which is incompatible with the "
              "TensorArray's inferred element shape: [2] (consider setting "
              "infer_shape=False). (at f.mlir:2:3)");
  int64_t value2[] = {1, 2}, element2[] = {3, -1};
  tagradReportTensorArrayShapeError(nullptr, 4, 2, value2, element2, nullptr);
  expectError("TensorArray <unnamed>: Could not write to TensorArray index 4 "
              "because the value shape is [1,2] which is incompatible with "
              "the TensorArray's inferred element shape: [3,?] (consider "
              "setting infer_shape=False).");
  tagradReportTensorArrayShapeError("ta", 0, 1, nullptr, element, nullptr);
  expectErrorContaining("invalid shape (rank 1)");
}

//===----------------------------------------------------------------------===//
// Partly shaped and unranked elements
//===----------------------------------------------------------------------===//

TEST_F(TensorArrayTest, PartialShapesAggregatingCreateReadsPastEndAndGrows) {
  // An accumulator the compiler resolved (created, aggregating) follows the
  // gradient rules: a read past the end gives zeros and grows the array
  // (TensorFlow: zeros [2], size 5 afterwards), and it has no gradient.
  Shape shape{2};
  int64_t acc =
      create(2, kF32, &shape,
             TAGRAD_TA_CLEAR_AFTER_READ | TAGRAD_TA_MULTIPLE_WRITES_AGGREGATE,
             "fwd@gradients");
  EXPECT_EQ(read<float>(acc, 4, {2}), (std::vector<float>{0, 0}));
  expectNoError();
  EXPECT_EQ(tagradTensorArraySize(acc, nullptr), 5);
  EXPECT_EQ(grad(acc, "gradients"), 0);
  expectErrorContaining("is a gradient TensorArray");
}

TEST_F(TensorArrayTest, PartialShapesGradZerosOfForwardShapes) {
  // TensorFlow: a [?] forward array written [3] at 0; its gradient reads
  // zeros [3] at 0 and fails at 1 (element shape [?] not fully defined).
  Shape shape{-1};
  int64_t fwd = create(0, kF32, &shape, TAGRAD_TA_DYNAMIC_SIZE, "fwd");
  write<float>(fwd, 0, {3}, {1, 2, 3});
  int64_t g = grad(fwd, "gradients");
  EXPECT_EQ(tagradTensorArrayElementRank(g, 0, 1, TAGRAD_TA_RANK_READ, nullptr),
            1);
  EXPECT_EQ(readShape(g, 0, 1), (Shape{3}));
  EXPECT_EQ(read<float>(g, 0, {3}), (std::vector<float>{0, 0, 0}));
  expectNoError();
  EXPECT_EQ(tagradTensorArraySize(g, nullptr), 1);
  EXPECT_EQ(tagradTensorArrayElementDim(g, 1, 0, nullptr), 0);
  expectErrorContaining("TensorArray fwd@gradients: Could not read from "
                        "TensorArray index 1.  Furthermore, the element shape "
                        "is not fully defined: [?].");
}

TEST_F(TensorArrayTest, ElementRank) {
  int64_t ta = create(3, kF32, nullptr, 0, "unr");
  write<float>(ta, 0, {2, 2}, {1, 2, 3, 4});
  write<float>(ta, 1, {}, {7});
  EXPECT_EQ(
      tagradTensorArrayElementRank(ta, 0, 1, TAGRAD_TA_RANK_READ, nullptr), 2);
  EXPECT_EQ(
      tagradTensorArrayElementRank(ta, 1, 1, TAGRAD_TA_RANK_GATHER, nullptr),
      0);
  expectNoError();
  // Does not consume: the element still reads.
  EXPECT_EQ(read<float>(ta, 1, {}), (std::vector<float>{7}));
  expectNoError();
  // TensorFlow's texts: an unwritten unranked element, a scalar concat, and
  // zero-size gathers/concats of an unknown element shape.
  EXPECT_EQ(
      tagradTensorArrayElementRank(ta, 2, 1, TAGRAD_TA_RANK_READ, nullptr), 0);
  expectErrorContaining("TensorArray unr: Could not read from TensorArray "
                        "index 2.  Furthermore, the element shape is not fully "
                        "defined: <unknown>.");
  int64_t scalars = create(1, kF32, nullptr, 0, "s");
  write<float>(scalars, 0, {}, {1});
  EXPECT_EQ(tagradTensorArrayElementRank(scalars, 0, 1, TAGRAD_TA_RANK_CONCAT,
                                         nullptr),
            0);
  expectError("TensorArray s: Concat saw a scalar shape at index 0 but "
              "requires at least vectors.  Did you mean to call pack?");
  EXPECT_EQ(tagradTensorArrayElementRank(ta, 0, 0, TAGRAD_TA_RANK_GATHER,
                                         "g.mlir:1:1"),
            0);
  expectError("TensorArray unr: TensorArray has size zero, but element shape "
              "<unknown> is not fully defined. Currently only static shapes "
              "are supported when packing zero-size TensorArrays. (at "
              "g.mlir:1:1)");
  EXPECT_EQ(
      tagradTensorArrayElementRank(ta, 0, 0, TAGRAD_TA_RANK_CONCAT, nullptr),
      0);
  expectError("TensorArray unr: TensorArray has size zero, but "
              "element_shape_except0 <unknown> is not fully defined. "
              "Currently only static shapes are supported when concatenating "
              "zero-size TensorArrays.");
  tagradTensorArrayClose(ta, nullptr);
  EXPECT_EQ(
      tagradTensorArrayElementRank(ta, 0, 1, TAGRAD_TA_RANK_READ, nullptr), 0);
  expectError("TensorArray unr has already been closed.");
}

TEST_F(TensorArrayTest, RuntimeErrorPassesMessageThrough) {
  tagradRuntimeError("plain message");
  expectError("plain message");
  tagradRuntimeError(nullptr);
  expectError("unknown error");
}

//===----------------------------------------------------------------------===//
// Concurrency
//===----------------------------------------------------------------------===//

TEST_F(TensorArrayTest, ConcurrentWritesGradsAndAggregation) {
  constexpr int kThreads = 8, kPerThread = 64;
  int64_t dyn =
      create(0, TAGRAD_DTYPE_I64, nullptr, TAGRAD_TA_DYNAMIC_SIZE, "dyn");
  int64_t fixed = create(4, TAGRAD_DTYPE_I64, nullptr, 0, "fixed");
  std::vector<std::vector<int64_t>> gradHandles(kThreads);
  std::vector<int64_t> created(kThreads);
  std::atomic<bool> go{false};
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      while (!go.load())
        std::this_thread::yield();
      for (int i = 0; i < kPerThread; ++i) {
        // Interleaved indices so that threads grow the array in turn.
        int64_t index = int64_t(i) * kThreads + t;
        write<int64_t>(dyn, index, {2}, {index, -index});
        // Sources "s0".."s3": every thread looks up every accumulator.
        std::string source = "s" + std::to_string(i % 4);
        int64_t g = grad(fixed, source.c_str());
        if (i < 4)
          gradHandles[t].push_back(g);
        // Everyone adds 1 to index (t % 4) of the shared accumulator.
        write<int64_t>(grad(fixed, "shared"), t % 4, {}, {1});
      }
      created[t] = create(1, kF32, nullptr, 0, "");
    });
  }
  go = true;
  for (std::thread &th : threads)
    th.join();
  expectNoError();

  EXPECT_EQ(tagradTensorArraySize(dyn, nullptr), kThreads * kPerThread);
  for (int64_t i = 0; i < kThreads * kPerThread; ++i)
    ASSERT_EQ(read<int64_t>(dyn, i, {2}), (std::vector<int64_t>{i, -i})) << i;
  for (int t = 1; t < kThreads; ++t)
    EXPECT_EQ(gradHandles[t], gradHandles[0]);
  std::set<int64_t> distinct(gradHandles[0].begin(), gradHandles[0].end());
  EXPECT_EQ(distinct.size(), 4u);
  int64_t shared = grad(fixed, "shared");
  for (int64_t i = 0; i < 4; ++i)
    EXPECT_EQ(read<int64_t>(shared, i, {}),
              (std::vector<int64_t>{2 * kPerThread}));
  std::set<int64_t> createdSet(created.begin(), created.end());
  EXPECT_EQ(createdSet.size(), size_t(kThreads));
  expectNoError();
}

TEST_F(TensorArrayTest, ConcurrentDoubleWritesReportOnce) {
  constexpr int kThreads = 8;
  int64_t ta = create(1, kF32, nullptr, 0, "race");
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([&] { write<float>(ta, 0, {}, {1}); });
  for (std::thread &th : threads)
    th.join();
  std::vector<std::string> got = take();
  ASSERT_EQ(got.size(), size_t(kThreads - 1));
  for (const std::string &m : got)
    EXPECT_EQ(m, "TensorArray race: Could not write to TensorArray index 0 "
                 "because it has already been written to.");
}

TEST_F(TensorArrayTest, ConcurrentDestroyAllIsSafe) {
  std::atomic<bool> stop{false};
  std::thread user([&] {
    while (!stop.load()) {
      int64_t ta = create(0, kF32, nullptr, TAGRAD_TA_DYNAMIC_SIZE, "x");
      write<float>(ta, 3, {}, {1});
      grad(ta, "g");
      tagradTensorArrayClose(ta, nullptr);
    }
  });
  for (int i = 0; i < 200; ++i)
    tagradTensorArrayDestroyAll();
  stop = true;
  user.join();
  // Only "invalid handle" errors can result from the race.
  for (const std::string &m : take())
    EXPECT_EQ(m.rfind("Invalid TensorArray handle", 0), 0u) << m;
}

//===----------------------------------------------------------------------===//
// Default handler
//===----------------------------------------------------------------------===//

TEST(TensorArrayDeathTest, DefaultHandlerPrintsAndExits) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(
      {
        tagradSetErrorHandler(nullptr, nullptr);
        int64_t ta = create(1, kF32, nullptr, 0, "foo");
        write<float>(ta, 0, {}, {1});
        write<float>(ta, 0, {}, {1}, "model.py:3");
      },
      ::testing::ExitedWithCode(1),
      "tagrad runtime error: TensorArray foo: Could not write to TensorArray "
      "index 0 because it has already been written to\\. \\(at "
      "model\\.py:3\\)");
}

TEST(TensorArrayDeathTest, InstalledHandlerDoesNotExit) {
  int calls = 0;
  tagradSetErrorHandler(
      [](const char *, void *user) { ++*static_cast<int *>(user); }, &calls);
  tagradRuntimeError("x");
  tagradSetErrorHandler(nullptr, nullptr);
  EXPECT_EQ(calls, 1);
}

} // namespace
