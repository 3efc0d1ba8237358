/* Floor (a): read a transcript in 64 KiB blocks and split it into lines — the least any replay must
 * do with the file. Prints `lines N bytes B`.
 * Usage: floor-split FILE */
#include "floor_read.h"

static void count(const char *line, size_t length, void *context) {
  (void)line;
  *(size_t *)context += length + 1;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: floor-split FILE\n");
    return 64;
  }
  size_t bytes = 0;
  long lines = floor_read_lines(argv[1], count, &bytes);
  if (lines < 0) return 66;
  printf("lines %ld bytes %zu\n", lines, bytes);
  return 0;
}
