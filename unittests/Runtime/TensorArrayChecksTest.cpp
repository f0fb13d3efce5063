//===- TensorArrayChecksTest.cpp - scatter / split checks -----------------===//
//
// tagradTensorArrayCheckScatter / tagradTensorArrayCheckSplit report
// TensorFlow's scatter and split messages with their numbers
// (TF_SEMANTICS.md section 2.6, 2.7; section 8, scenarios 16 and 17).
//
//===----------------------------------------------------------------------===//

#include "CollectedMessages.h"
#include "TaGrad/Runtime/TensorArray.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

/// Scatter and split checks, their messages collected instead of exiting.
class TensorArrayChecks : public CollectedMessages {
protected:
  int64_t create(int64_t size, int32_t flags, const char *name) {
    int64_t shape[] = {2};
    return tagradTensorArrayCreate(size, TAGRAD_DTYPE_F32, 1, shape, flags,
                                   name, nullptr);
  }
};

TEST_F(TensorArrayChecks, ScatterMaxIndex) {
  int64_t h = create(3, 0, "foo");
  tagradTensorArrayCheckScatter(h, 5, 2, 2, "f.mlir:3:4");
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_EQ(messages[0], "TensorArray foo: Max scatter index must be < array "
                         "size (5 vs. 3) (at f.mlir:3:4)");
  tagradTensorArrayCheckScatter(h, 2, 2, 2, nullptr);
  tagradTensorArrayCheckScatter(h, -1, 0, 0, nullptr);
  EXPECT_EQ(messages.size(), 1u);
}

TEST_F(TensorArrayChecks, ScatterLengthMismatchComesFirst) {
  int64_t h = create(3, 0, "foo");
  tagradTensorArrayCheckScatter(h, 9, 2, 3, nullptr);
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_EQ(messages[0], "TensorArray foo: Expected len(indices) == "
                         "values.shape[0], but saw: 2 vs. 3");
}

TEST_F(TensorArrayChecks, ScatterDynamicGrowsUnlessLocked) {
  int64_t h = create(0, TAGRAD_TA_DYNAMIC_SIZE, "dyn");
  tagradTensorArrayCheckScatter(h, 8, 2, 2, nullptr);
  EXPECT_TRUE(messages.empty());
  tagradTensorArrayLockSize(h, nullptr);
  tagradTensorArrayCheckScatter(h, 8, 2, 2, nullptr);
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_EQ(messages[0], "TensorArray dyn: Max scatter index must be < array "
                         "size (8 vs. 0)");
}

TEST_F(TensorArrayChecks, ScatterClosedAndInvalid) {
  int64_t h = create(3, 0, "shut");
  tagradTensorArrayClose(h, nullptr);
  tagradTensorArrayCheckScatter(h, 0, 1, 1, nullptr);
  tagradTensorArrayCheckScatter(0, 0, 1, 1, nullptr);
  ASSERT_EQ(messages.size(), 2u);
  EXPECT_EQ(messages[0], "TensorArray shut has already been closed.");
  EXPECT_EQ(messages[1].rfind("Invalid TensorArray handle 0", 0), 0u);
}

TEST_F(TensorArrayChecks, SplitSumOfLengths) {
  int64_t h = create(1, 0, "foo");
  int64_t shape[] = {3};
  tagradTensorArrayCheckSplit(h, 1, 1, 1, 1, shape, nullptr);
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_EQ(messages[0],
            "TensorArray foo: Expected sum of lengths to be equal to "
            "values.shape[0], but sum of lengths is 1 and value's shape is: "
            "[3]");
  int64_t matrix[] = {4, 2};
  tagradTensorArrayCheckSplit(h, 1, 3, 3, 2, matrix, nullptr);
  ASSERT_EQ(messages.size(), 2u);
  EXPECT_NE(messages[1].find("sum of lengths is 3 and value's shape is: "
                             "[4,2]"),
            std::string::npos);
}

TEST_F(TensorArrayChecks, SplitSizeMismatch) {
  int64_t h = create(2, 0, "foo");
  int64_t shape[] = {1};
  tagradTensorArrayCheckSplit(h, 1, 1, 1, 1, shape, "f.mlir:1:2");
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_EQ(messages[0],
            "TensorArray foo: TensorArray's size is not equal to the size of "
            "lengths (2 vs. 1), and the TensorArray is not marked as "
            "dynamically resizeable (at f.mlir:1:2)");
}

TEST_F(TensorArrayChecks, SplitDynamicGrowsButNeverShrinks) {
  int64_t h = create(0, TAGRAD_TA_DYNAMIC_SIZE, "dyn");
  int64_t shape[] = {3};
  tagradTensorArrayCheckSplit(h, 3, 0, 3, 1, shape, nullptr);
  EXPECT_TRUE(messages.empty());
  int64_t big = create(5, TAGRAD_TA_DYNAMIC_SIZE, "big");
  tagradTensorArrayCheckSplit(big, 3, 0, 3, 1, shape, nullptr);
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_NE(messages[0].find("(5 vs. 3)"), std::string::npos);
}

TEST_F(TensorArrayChecks, SplitScalarAndNegativeLengths) {
  int64_t h = create(1, 0, "foo");
  tagradTensorArrayCheckSplit(h, 1, 1, 1, 0, nullptr, nullptr);
  int64_t shape[] = {1};
  tagradTensorArrayCheckSplit(h, 2, -1, 1, 1, shape, nullptr);
  ASSERT_EQ(messages.size(), 2u);
  EXPECT_EQ(messages[0], "TensorArray foo: Expected value to be at least a "
                         "vector, but received shape: []");
  EXPECT_EQ(messages[1], "TensorArray foo: Expected lengths to be "
                         "non-negative, but saw a length of -1");
}

TEST_F(TensorArrayChecks, SplitExactSizeAndEmpty) {
  int64_t h = create(3, 0, "foo");
  int64_t shape[] = {3, 2};
  tagradTensorArrayCheckSplit(h, 3, 0, 3, 2, shape, nullptr);
  int64_t empty = create(0, 0, "empty");
  int64_t none[] = {0};
  tagradTensorArrayCheckSplit(empty, 0, 0, 0, 1, none, nullptr);
  EXPECT_TRUE(messages.empty());
}

} // namespace
