//===- TensorArrayABITest.cpp - The ABI table against the runtime --------===//
//
// TensorArrayABI.h is what the compiler lowers to: every entry point it
// names is exported by the runtime, its dtype widths are the runtime's, and
// its messages are exactly what the runtime reports.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/ABI/TensorArrayABI.h"
#include "CollectedMessages.h"

#include <gtest/gtest.h>

#include <dlfcn.h>
#include <string>
#include <vector>

namespace {

using namespace tagrad_abi;

class TensorArrayABI : public CollectedMessages {
protected:
};

TEST_F(TensorArrayABI, EveryEntryPointIsExported) {
  // The test links the runtime: its symbols are in the global scope.
  void *self = dlopen(nullptr, RTLD_NOW);
  ASSERT_NE(self, nullptr);
  for (const EntryPoint *entry : kEntryPoints) {
    if (entry == &entry::kWriteMemRef || entry == &entry::kReadMemRef) {
      for (const DTypeInfo &dtype : kDTypes) {
        std::string name = std::string(entry->name) + dtype.suffix;
        EXPECT_NE(dlsym(self, name.c_str()), nullptr) << name;
      }
      continue;
    }
    EXPECT_NE(dlsym(self, entry->name), nullptr) << entry->name;
  }
  dlclose(self);
}

TEST_F(TensorArrayABI, RuntimeCheckMessagesSubstituteTheValues) {
  const int64_t values[] = {4294967296, -3};
  tagradReportRuntimeCheck("Shape {shape} saw {1} vs. {0}; {2} {x}", 2, values,
                           "fill_node");
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_EQ(messages[0],
            "Shape [4294967296,-3] saw -3 vs. 4294967296; {2} {x} (at "
            "fill_node)");
  // No values: placeholders stay; a missing format is an empty message.
  tagradReportRuntimeCheck("Requires delta != 0: {0}", 0, nullptr, nullptr);
  tagradReportRuntimeCheck(nullptr, 2, nullptr, "");
  ASSERT_EQ(messages.size(), 3u);
  EXPECT_EQ(messages[1], "Requires delta != 0: {0}");
  EXPECT_EQ(messages[2], "");
  EXPECT_EQ(missingPlaceholder("saw {0} vs. {1}", 1), 1);
  EXPECT_EQ(missingPlaceholder("Shape {shape} {0}", 1), -1);
  EXPECT_EQ(missingPlaceholder("{99999999999999999999}", 1), -1);
  // "{{" is a literal brace (Transpose's "2 is missing from {0,0,1}.").
  const int64_t perm[] = {2, 0, 0, 1};
  EXPECT_EQ(
      formatRuntimeCheckMessage("{0} is missing from {{{1},{2},{3}}.", perm, 4),
      "2 is missing from {0,0,1}.");
  EXPECT_EQ(missingPlaceholder("{0} is missing from {{{1},{2},{3}}.", 4), -1);
  EXPECT_EQ(missingPlaceholder("{0} is missing from {{{1},{2},{3}}.", 3), 3);
}

TEST_F(TensorArrayABI, DTypeWidthsAreTheRuntimes) {
  for (const DTypeInfo &dtype : kDTypes)
    EXPECT_EQ(tagradDTypeByteWidth(dtype.code), dtype.byteWidth)
        << dtype.suffix;
  EXPECT_EQ(lookupDType(11), nullptr);
  EXPECT_EQ(lookupDType(ElementKind::Float, 16, /*isBFloat=*/true)->code,
            TAGRAD_DTYPE_BF16);
  EXPECT_EQ(lookupDType(ElementKind::Complex, 64)->code, TAGRAD_DTYPE_C128);
}

TEST_F(TensorArrayABI, RuleMessagesAreWhatTheRuntimeReports) {
  for (const RuleInfo &rule : kRules) {
    if (rule.code == TAGRAD_TA_RULE_INCOMPATIBLE_SHAPE)
      continue; // its own entry point, below
    messages.clear();
    tagradReportTensorArrayError(rule.code, "ta", 5, 3, "f.mlir:1:2");
    ASSERT_EQ(messages.size(), 1u) << rule.mnemonic;
    EXPECT_EQ(
        messages[0],
        withLocation(formatRuleMessage(rule.code, "ta", 5, 3), "f.mlir:1:2"))
        << rule.mnemonic;
  }
}

TEST_F(TensorArrayABI, ShapeMessageIsWhatTheRuntimeReports) {
  int64_t value[] = {4, 2};
  int64_t element[] = {3, 2};
  tagradReportTensorArrayShapeError("ta", 1, 2, value, element, nullptr);
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_EQ(messages[0],
            formatRuleMessage(TAGRAD_TA_RULE_INCOMPATIBLE_SHAPE, "ta", 1, 0,
                              shapeString(value, 2), shapeString(element, 2)));
}

TEST_F(TensorArrayABI, FormatsForTheCompiler) {
  EXPECT_EQ(formatRuleMessage(TAGRAD_TA_RULE_DOUBLE_WRITE, "ta", 2, 4),
            "TensorArray ta: Could not write to TensorArray index 2 because "
            "it has already been written to.");
  EXPECT_EQ(formatRuleMessage(TAGRAD_TA_RULE_USE_AFTER_CLOSE, "x", 0, 0),
            "TensorArray x has already been closed.");
  EXPECT_EQ(formatRuleMessage(99, "ta", 0, 0), "");
  // Placeholders without a value stay; text without any is unchanged.
  EXPECT_EQ(formatMessage("{name} at {where}", {{"name", "ta"}}),
            "ta at {where}");
  EXPECT_EQ(formatMessage("no {", {}), "no {");
  EXPECT_EQ(withLocation("m", ""), "m");
  EXPECT_EQ(withLocation("m", "a.mlir:1:1"), "m (at a.mlir:1:1)");
}

TEST_F(TensorArrayABI, UnknownRuleIsNamed) {
  tagradReportTensorArrayError(TAGRAD_TA_RULE_INCOMPATIBLE_SHAPE, "ta", 1, 2,
                               nullptr);
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_EQ(messages[0],
            "TensorArray ta: unknown TensorArray rule 12 (index 1, size 2)");
}

} // namespace
