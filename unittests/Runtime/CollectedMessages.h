//===- CollectedMessages.h - Runtime errors collected, not fatal -*- C++
//-*-===//
//
// A test fixture base whose error handler records the runtime's messages
// instead of exiting, so a test can check TensorFlow's texts.
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_UNITTESTS_RUNTIME_COLLECTEDMESSAGES_H
#define TAGRAD_UNITTESTS_RUNTIME_COLLECTEDMESSAGES_H

#include "TaGrad/Runtime/ErrorHandling.h"

#include <gtest/gtest.h>
#include <string>
#include <vector>

class CollectedMessages : public ::testing::Test {
protected:
  void SetUp() override {
    tagradSetErrorHandler(
        [](const char *message, void *data) {
          static_cast<std::vector<std::string> *>(data)->push_back(message);
        },
        &messages);
  }
  void TearDown() override { tagradSetErrorHandler(nullptr, nullptr); }

  std::vector<std::string> messages;
};

#endif // TAGRAD_UNITTESTS_RUNTIME_COLLECTEDMESSAGES_H
