//===- ParallelRegionsTest.cpp - the measured choice of compiled regions --===//

#include "TaGrad/Runtime/ParallelRegions.h"

#include "gtest/gtest.h"

#include <chrono>
#include <thread>
#include <vector>

namespace {

/// One call of a region that takes `slowMs` on the way `slowOnTeam` names
/// and no time on the other; returns whether it ran on the team.
bool callRegion(int64_t *state, bool slowOnTeam, int slowMs = 5) {
  bool onTeam = tagradParallelRegionBegin(state);
  if (onTeam == slowOnTeam)
    std::this_thread::sleep_for(std::chrono::milliseconds(slowMs));
  tagradParallelRegionEnd(state);
  return onTeam;
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
    if (callRegion(state, /*slowOnTeam=*/true, /*slowMs=*/5))
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
    if (!callRegion(state, /*slowOnTeam=*/false, /*slowMs=*/5))
      alone.push_back(call);
  ASSERT_EQ(alone.size(), 17u);
  EXPECT_EQ(alone.front(), 3);
  EXPECT_EQ(alone[15], 18);
  EXPECT_EQ(alone[16], 35);
}

} // namespace
