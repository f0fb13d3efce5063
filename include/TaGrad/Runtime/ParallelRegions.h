/*===- ParallelRegions.h - whether compiled OpenMP regions pay ---*- C -*-===*\
|*                                                                            *|
|* --tagrad-cpu-pipeline (measure-parallel-regions=true, the default) gives   *|
|* every outermost OpenMP region of compiled code a state of                 *|
|* TAGRAD_PARALLEL_REGION_STATE_WORDS int64_t words (zeros, a global of the   *|
|* module) and brackets the region with these calls: Begin says whether the  *|
|* region runs on the team or on the calling thread alone (its `if` clause), *|
|* End records how long it took. The choice is the one measured faster for   *|
|* this region (moving averages of each way's time), with the other way      *|
|* tried again now and then: on a machine where another busy process takes   *|
|* a core, a region waits for a descheduled thread and one thread is faster. *|
|*                                                                            *|
|* TAGRAD_PARALLEL_REGIONS (environment, read once) = `always` / `never`      *|
|* overrides the measurement. Thread-safe; Begin and End of one region run    *|
|* on the same thread.                                                        *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef TAGRAD_RUNTIME_PARALLELREGIONS_H
#define TAGRAD_RUNTIME_PARALLELREGIONS_H

#include "TaGrad/Runtime/ErrorHandling.h"

#include <stdbool.h>
#include <stdint.h>

#define TAGRAD_PARALLEL_REGION_STATE_WORDS 5

#ifdef __cplusplus
extern "C" {
#endif

/* Whether the region whose state is at `state` runs on the team now. */
TAGRAD_RUNTIME_EXPORT bool tagradParallelRegionBegin(int64_t *state);
/* The region ended: its time counts for the way Begin chose. */
TAGRAD_RUNTIME_EXPORT void tagradParallelRegionEnd(int64_t *state);
/* End, with the region's time measured by the caller (`tookNs`
   nanoseconds) instead of from Begin. */
TAGRAD_RUNTIME_EXPORT void tagradParallelRegionEndTook(int64_t *state,
                                                       int64_t tookNs);

#ifdef __cplusplus
}
#endif

#endif /* TAGRAD_RUNTIME_PARALLELREGIONS_H */
