//===- ChoiceParser.h - Enum options that list their values -----*- C++ -*-===//
//
// llvm::cl's enum parser answers a bad value with "Cannot find option named
// 'x'!". TaGrad's enum options (pass and pipeline options alike) name the
// valid values instead, when the option is parsed. An enum used with it
// needs an `operator<<` printing its option name (how PassOptions prints a
// pipeline back).
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_SUPPORT_CHOICEPARSER_H
#define TAGRAD_SUPPORT_CHOICEPARSER_H

#include "llvm/Support/CommandLine.h"

#include <string>

namespace mlir {
namespace tagrad {

template <typename EnumT>
struct ChoiceParser : public llvm::cl::parser<EnumT> {
  using llvm::cl::parser<EnumT>::parser;

  bool parse(llvm::cl::Option &option, llvm::StringRef argName,
             llvm::StringRef arg, EnumT &value) {
    std::string valid;
    for (auto &entry : this->Values) {
      if (entry.Name == arg) {
        value = entry.V.getValue();
        return false;
      }
      valid += (valid.empty() ? "" : ", ") + entry.Name.str();
    }
    return option.error(
        "'" + arg + "' is not a valid value (expected one of: " + valid + ")");
  }
};

} // namespace tagrad
} // namespace mlir

#endif // TAGRAD_SUPPORT_CHOICEPARSER_H
