//===- MeasuredMode.h - an environment override of a measured policy ------===//
//
// The runtime's measured policies (product splits in Gemm.cpp, compiled
// regions in ParallelRegions.cpp) each read one environment variable, once:
// `always` and `never` override the measurement (tests and comparisons);
// anything else, or nothing, measures.
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_RUNTIME_MEASUREDMODE_H
#define TAGRAD_RUNTIME_MEASUREDMODE_H

#include <cstdlib>
#include <cstring>

namespace tagrad::runtime {

enum class MeasuredMode { Measured, Always, Never };

inline MeasuredMode measuredModeFromEnvironment(const char *variable) {
  const char *value = std::getenv(variable);
  if (value && std::strcmp(value, "always") == 0)
    return MeasuredMode::Always;
  if (value && std::strcmp(value, "never") == 0)
    return MeasuredMode::Never;
  return MeasuredMode::Measured;
}

} // namespace tagrad::runtime

#endif // TAGRAD_RUNTIME_MEASUREDMODE_H
