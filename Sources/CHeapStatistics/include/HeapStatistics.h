#ifndef VELLUM_HEAP_STATISTICS_H
#define VELLUM_HEAP_STATISTICS_H

#include <stddef.h>

/// The bytes the C allocator has handed out and not taken back: the process's live heap.
///
/// glibc's `mallinfo2` (chunks in use plus memory-mapped chunks) on Linux, the default zone's
/// `size_in_use` on Apple platforms; 0 where neither exists.
size_t vellum_heap_bytes_in_use(void);

#endif
