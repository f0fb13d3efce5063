/*===- BufferCache.h - heap buffers of compiled code -------------*- C -*-===*\
|*                                                                            *|
|* --tagrad-cpu-pipeline (buffer-cache=true, the default) lowers memref.alloc *|
|* and memref.dealloc to MLIR's generic allocation hooks, which this runtime  *|
|* implements. Large blocks (64 KiB and more) freed by one call of a kernel   *|
|* are kept and handed to the next allocation of about the same size, so a    *|
|* kernel called in a loop does not return its pages to the kernel and fault  *|
|* them in again on every call (glibc trims and unmaps large blocks on free). *|
|* Small blocks go straight to malloc / free.                                 *|
|*                                                                            *|
|* A buffer that compiled code allocates and returns to its caller must be   *|
|* released with tagradFreeBuffer, not free(): the cache tracks its address. *|
|* Thread-safe: a block may be freed on another thread than the one that     *|
|* allocated it.                                                              *|
|*                                                                            *|
|* The cache holds at most TAGRAD_BUFFER_CACHE_BYTES (environment, read once; *|
|* default 512 MiB; 0 turns caching off) of free blocks; what is cached at    *|
|* exit is freed.                                                             *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef TAGRAD_RUNTIME_BUFFERCACHE_H
#define TAGRAD_RUNTIME_BUFFERCACHE_H

/* TAGRAD_RUNTIME_EXPORT, and the error entry point exhaustion ends in. */
#include "TaGrad/Runtime/ErrorHandling.h"

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* MLIR's generic allocation hooks (-finalize-memref-to-llvm with
 * use-generic-functions=true). On exhaustion they report "out of memory:
 * cannot allocate <n> bytes for a buffer" through tagradRuntimeError and
 * return null if a handler returns. */
TAGRAD_RUNTIME_EXPORT void *_mlir_memref_to_llvm_alloc(uint64_t size);
TAGRAD_RUNTIME_EXPORT void *
_mlir_memref_to_llvm_aligned_alloc(uint64_t alignment, uint64_t size);
TAGRAD_RUNTIME_EXPORT void _mlir_memref_to_llvm_free(void *ptr);

/* Frees a buffer that compiled code allocated and returned (its `allocated`
 * pointer); null is ignored. */
TAGRAD_RUNTIME_EXPORT void tagradFreeBuffer(void *ptr);

/* Frees every cached block (live blocks stay valid and tracked). */
TAGRAD_RUNTIME_EXPORT void tagradReleaseBufferCache(void);

typedef struct TagradBufferCacheStats {
  uint64_t hits;        /* large allocations served from the cache */
  uint64_t misses;      /* large allocations that called the allocator */
  uint64_t cachedBytes; /* bytes in free blocks held now */
  uint64_t liveBlocks;  /* large blocks handed out and not yet freed */
} TagradBufferCacheStats;

TAGRAD_RUNTIME_EXPORT TagradBufferCacheStats tagradGetBufferCacheStats(void);

#ifdef __cplusplus
}
#endif

#endif /* TAGRAD_RUNTIME_BUFFERCACHE_H */
