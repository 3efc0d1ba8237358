/* Floor (b): read + split as floor-split, then parse every number on each line with strtod(3): a
 * number starts at a digit, or at a sign followed by a digit (so `event12` gives 12, `+1.000s` gives
 * 1.0). Does not classify lines or build events: it is the cost of the bytes and the numbers alone.
 * Prints `lines N numbers M sum S` (the sum keeps the parse from being optimised away).
 * Usage: floor-strtod FILE */
#include "floor_read.h"

struct totals {
  long numbers;
  double sum;
};

static void parse(const char *line, size_t length, void *context) {
  struct totals *totals = context;
  /* strtod needs a terminated string: lines inside the block are not, so copy to a small buffer. */
  char text[4096];
  if (length >= sizeof text) length = sizeof text - 1;
  memcpy(text, line, length);
  text[length] = '\0';
  char *p = text;
  while (*p) {
    char c = *p;
    int starts = (c >= '0' && c <= '9') || ((c == '+' || c == '-') && p[1] >= '0' && p[1] <= '9');
    if (!starts) {
      p++;
      continue;
    }
    char *end;
    double value = strtod(p, &end);
    if (end == p) {
      p++;
      continue;
    }
    totals->numbers++;
    totals->sum += value;
    p = end;
  }
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: floor-strtod FILE\n");
    return 64;
  }
  struct totals totals = {0, 0};
  long lines = floor_read_lines(argv[1], parse, &totals);
  if (lines < 0) return 66;
  printf("lines %ld numbers %ld sum %.3f\n", lines, totals.numbers, totals.sum);
  return 0;
}
