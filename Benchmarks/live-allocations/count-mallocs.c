// Counts every heap allocation of a process (malloc, calloc, realloc, memalign, aligned_alloc,
// posix_memalign) on every thread, and writes the total to $COUNT_MALLOCS_OUT when the process ends
// (at exit or at `_exit`, which playhead's engine calls). Loaded with LD_PRELOAD by
// Benchmarks/scripts/live-allocations.sh; glibc's own __libc_* entry points, so no dlsym recursion.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
static atomic_ulong allocations;
void *malloc(size_t n) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); return __libc_malloc(n); }
void *calloc(size_t a, size_t b) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); return __libc_calloc(a, b); }
void *realloc(void *p, size_t n) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); return __libc_realloc(p, n); }
void *memalign(size_t a, size_t n) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); return __libc_memalign(a, n); }
void *aligned_alloc(size_t a, size_t n) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); return __libc_memalign(a, n); }
int posix_memalign(void **out, size_t a, size_t n) {
  void *p = __libc_memalign(a, n);
  if (p == NULL) return ENOMEM;
  atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  *out = p;
  return 0;
}
static void report(void) {
  const char *path = getenv("COUNT_MALLOCS_OUT");
  if (path == NULL) return;
  char line[32];
  int n = snprintf(line, sizeof line, "%lu\n", atomic_load(&allocations));
  FILE *f = fopen(path, "w");
  if (f != NULL) { fwrite(line, 1, (size_t)n, f); fclose(f); }
}
__attribute__((destructor)) static void at_exit_report(void) { report(); }
void _exit(int status) {
  report();
  void (*real)(int) = (void (*)(int))dlsym(RTLD_NEXT, "_exit");
  real(status);
  __builtin_unreachable();
}
