//===- ParallelRegions.cpp - whether compiled OpenMP regions pay ----------===//
//
// The measured choice between a compiled region's team and its calling
// thread (TaGrad/Runtime/ParallelRegions.h). Per region, two moving
// averages of nanoseconds per call, one for each way; the faster way runs,
// and the slower is tried again after `interval` calls, which doubles (up
// to kLongestInterval) each time it loses again and restarts at
// kFirstInterval when it wins. A call that waited for a descheduled thread
// moves its way's average by a quarter, not the choice for good.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Runtime/ParallelRegions.h"

#include "MeasuredMode.h"

#include <algorithm>
#include <atomic>
#include <chrono>

namespace {

enum Word { ParallelNs, SerialNs, Calls, NextTry, Interval };
static_assert(Interval < TAGRAD_PARALLEL_REGION_STATE_WORDS,
              "the state has a word for each field");

constexpr int64_t kFirstInterval = 16;
constexpr int64_t kLongestInterval = 1024;

using Mode = tagrad::runtime::MeasuredMode;
const Mode mode =
    tagrad::runtime::measuredModeFromEnvironment("TAGRAD_PARALLEL_REGIONS");

/// The words of the state, updated with relaxed atomics: a lost update
/// between two threads running one region changes one average a little.
std::atomic<int64_t> &word(int64_t *state, Word w) {
  static_assert(sizeof(std::atomic<int64_t>) == sizeof(int64_t) &&
                    alignof(std::atomic<int64_t>) == alignof(int64_t),
                "atomics overlay the module's int64 words");
  return *reinterpret_cast<std::atomic<int64_t> *>(state + w);
}

int64_t nowNs() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

/// The open region of this thread (regions are not nested: only outermost
/// ones are measured).
thread_local int64_t regionStartNs = 0;
thread_local bool regionOnTeam = true;
thread_local bool regionTrial = false;
thread_local int64_t regionCall = 0;
thread_local bool regionUncounted = false;

} // namespace

extern "C" TAGRAD_RUNTIME_EXPORT bool
tagradParallelRegionBegin(int64_t *state) {
  if (mode != Mode::Measured)
    return mode == Mode::Always;
  int64_t parallel = word(state, ParallelNs).load(std::memory_order_relaxed);
  int64_t serial = word(state, SerialNs).load(std::memory_order_relaxed);
  int64_t call = word(state, Calls).fetch_add(1, std::memory_order_relaxed);
  bool onTeam;
  regionTrial = false;
  if (call == 0 || parallel == 0) {
    // Each way measured once first, the team's first call not counted (it
    // may start libomp's threads).
    onTeam = true;
  } else if (serial == 0) {
    onTeam = false;
  } else {
    onTeam = parallel <= serial;
    int64_t nextTry = word(state, NextTry).load(std::memory_order_relaxed);
    if (nextTry == 0) {
      nextTry = call + kFirstInterval;
      word(state, NextTry).store(nextTry, std::memory_order_relaxed);
    }
    if (call >= nextTry) {
      onTeam = !onTeam;
      regionTrial = true;
    }
  }
  regionOnTeam = onTeam;
  regionCall = call;
  regionUncounted = call == 0;
  regionStartNs = nowNs();
  return onTeam;
}

extern "C" TAGRAD_RUNTIME_EXPORT void tagradParallelRegionEnd(int64_t *state) {
  if (mode != Mode::Measured || regionUncounted)
    return;
  tagradParallelRegionEndTook(state, nowNs() - regionStartNs);
}

extern "C" TAGRAD_RUNTIME_EXPORT void
tagradParallelRegionEndTook(int64_t *state, int64_t tookNs) {
  if (mode != Mode::Measured || regionUncounted)
    return;
  int64_t took = std::max<int64_t>(tookNs, 1);
  std::atomic<int64_t> &average =
      word(state, regionOnTeam ? ParallelNs : SerialNs);
  int64_t old = average.load(std::memory_order_relaxed);
  // A quarter of the new call: a single late call moves the average, a
  // run of them turns it. A trial's call replaces its way's average, which
  // is as old as the last trial.
  int64_t updated = old == 0 || regionTrial ? took : old + (took - old) / 4;
  average.store(std::max<int64_t>(updated, 1), std::memory_order_relaxed);
  if (!regionTrial)
    return;
  // The tried way won: next trials soon; lost again: twice as far.
  int64_t parallel = word(state, ParallelNs).load(std::memory_order_relaxed);
  int64_t serial = word(state, SerialNs).load(std::memory_order_relaxed);
  bool triedWins = regionOnTeam ? parallel <= serial : serial < parallel;
  int64_t last = word(state, Interval).load(std::memory_order_relaxed);
  int64_t interval = triedWins ? kFirstInterval
                               : std::min(kLongestInterval,
                                          std::max(kFirstInterval, 2 * last));
  word(state, Interval).store(interval, std::memory_order_relaxed);
  word(state, NextTry).store(regionCall + interval, std::memory_order_relaxed);
}
