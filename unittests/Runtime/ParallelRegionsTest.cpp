//===- ParallelRegionsTest.cpp - the measured choice of compiled regions --===//

#include "TaGrad/Runtime/ParallelRegions.h"

#include "gtest/gtest.h"

#include <chrono>
#include <thread>
#include <vector>

namespace {

/// One call of a region that takes 5 ms on the way `slowOnTeam` names and
/// no time on the other; returns whether it ran on the team. The times are
/// given, not measured, so that the choices do not depend on the machine's
/// load.
bool callRegion(int64_t *state, bool slowOnTeam) {
  bool onTeam = tagradParallelRegionBegin(state);
  tagradParallelRegionEndTook(state, onTeam == slowOnTeam ? 5000000 : 0);
  return onTeam;
}

/// The wall-clock End: a region's measured time counts for its way.
TEST(ParallelRegionsTest, EndMeasuresTheRegion) {
  int64_t state[TAGRAD_PARALLEL_REGION_STATE_WORDS] = {};
  EXPECT_TRUE(tagradParallelRegionBegin(state));
  tagradParallelRegionEnd(state); // The team's first call: not counted.
  EXPECT_EQ(state[0], 0);         // Word 0: the team's average, ns.
  EXPECT_TRUE(tagradParallelRegionBegin(state));
  std::this_thread::sleep_for(std::chrono::milliseconds(2));
  tagradParallelRegionEnd(state);
  EXPECT_GE(state[0], 2000000); // At least the sleep, in nanoseconds.
}

TEST(ParallelRegionsTest, RunsTheFasterWayAndTriesTheOtherLessOften) {
  int64_t state[TAGRAD_PARALLEL_REGION_STATE_WORDS] = {};
  // Each way once, the team first (its first call, which may start the
  // threads, not counted: fast here).
  EXPECT_TRUE(callRegion(state, /*slowOnTeam=*/false));
  EXPECT_TRUE(callRegion(state, /*slowOnTeam=*/true));
  EXPECT_FALSE(callRegion(state, /*slowOnTeam=*/true));
  // The team is slower: the calling thread alone, with the team tried
  // again after 16 calls, then 32 after it lost again.
  std::vector<int> trials;
  for (int call = 3; call < 80; ++call)
    if (callRegion(state, /*slowOnTeam=*/true))
      trials.push_back(call);
  ASSERT_EQ(trials.size(), 3u);
  EXPECT_EQ(trials[0], 19);
  EXPECT_EQ(trials[1] - trials[0], 16);
  EXPECT_EQ(trials[2] - trials[1], 32);
}

TEST(ParallelRegionsTest, TurnsToTheTeamWhenItBecomesFaster) {
  int64_t state[TAGRAD_PARALLEL_REGION_STATE_WORDS] = {};
  callRegion(state, /*slowOnTeam=*/true);
  callRegion(state, /*slowOnTeam=*/true);
  callRegion(state, /*slowOnTeam=*/true);
  // Now the calling thread alone is the slow way: at the next trial (call
  // 19) the team's time replaces its old average, and the team runs from
  // then on but for a trial of the calling thread 16 calls later.
  std::vector<int> alone;
  for (int call = 3; call < 40; ++call)
    if (!callRegion(state, /*slowOnTeam=*/false))
      alone.push_back(call);
  ASSERT_EQ(alone.size(), 17u);
  EXPECT_EQ(alone.front(), 3);
  EXPECT_EQ(alone[15], 18);
  EXPECT_EQ(alone[16], 35);
}

} // namespace
