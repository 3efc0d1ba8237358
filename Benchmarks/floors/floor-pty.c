/* Floor (d): the least a HUD must pay to put its frames on a terminal at a frame's pace. Each frame's
 * bytes (FRAMES: frames as the HUD's writer sends them, each ending with the synchronized update's end
 * ESC [ ? 2026 l) go to TTY with one write(2), GAP µs apart, timed around the write alone; the frames
 * are sent in order, again from the first, ROUNDS writes in all. Prints `frames N bytes B` and
 * `write µs min M p50 M p90 M max M` (ROUNDS 0: the count alone, nothing written).
 * Usage: floor-pty FRAMES TTY [ROUNDS [GAP_US]]   (ROUNDS 600, GAP_US 5000) */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static long long now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* A whole number, or -1 for anything else. */
static long number(const char *text) {
  char *end;
  errno = 0;
  long value = strtol(text, &end, 10);
  return (errno != 0 || end == text || *end != '\0' || value < 0) ? -1 : value;
}

static int by_value(const void *a, const void *b) {
  long long x = *(const long long *)a, y = *(const long long *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  if (argc < 3 || argc > 5) {
    fprintf(stderr, "usage: floor-pty FRAMES TTY [ROUNDS [GAP_US]]\n");
    return 64;
  }
  long rounds = argc > 3 ? number(argv[3]) : 600;
  long gap = argc > 4 ? number(argv[4]) : 5000;
  if (rounds < 0 || gap < 0) {
    fprintf(stderr, "floor-pty: ROUNDS and GAP_US are whole numbers, 0 or more\n");
    return 64;
  }
  FILE *file = fopen(argv[1], "rb");
  if (file == NULL) {
    fprintf(stderr, "floor-pty: %s: %s\n", argv[1], strerror(errno));
    return 66;
  }
  static char bytes[1 << 22];
  size_t size = fread(bytes, 1, sizeof bytes, file);
  int failed = ferror(file), more = fgetc(file) != EOF;
  fclose(file);
  if (failed || more) {
    fprintf(stderr, "floor-pty: %s: %s\n", argv[1], failed ? "cannot read" : "over 4 MiB");
    return 65;
  }
  // Frame boundaries: just past each end marker.
  static const char marker[] = "\x1b[?2026l";
  size_t marker_length = sizeof marker - 1;
  static size_t ends[1 << 16];
  size_t frames = 0;
  for (size_t i = 0; i + marker_length <= size; i++) {
    if (memcmp(bytes + i, marker, marker_length) != 0) continue;
    if (frames == sizeof ends / sizeof ends[0]) {
      fprintf(stderr, "floor-pty: %s: over %zu frames\n", argv[1], frames);
      return 65;
    }
    ends[frames++] = i + marker_length;
  }
  printf("frames %zu bytes %zu\n", frames, frames > 0 ? ends[frames - 1] : 0);
  if (frames == 0 || rounds < 1) return frames == 0 ? 65 : 0;
  int fd = open(argv[2], O_WRONLY | O_NOCTTY);
  if (fd < 0) {
    fprintf(stderr, "floor-pty: %s: %s\n", argv[2], strerror(errno));
    return 66;
  }
  long long *took = calloc((size_t)rounds, sizeof *took);
  if (took == NULL) {
    fprintf(stderr, "floor-pty: out of memory\n");
    return 71;
  }
  struct timespec pause = {gap / 1000000, (gap % 1000000) * 1000};
  for (long r = 0; r < rounds; r++) {
    size_t frame = (size_t)r % frames;
    size_t start = frame == 0 ? 0 : ends[frame - 1];
    if (nanosleep(&pause, NULL) != 0) {
      fprintf(stderr, "floor-pty: nanosleep: %s\n", strerror(errno));
      return 71;
    }
    long long before = now_ns();
    ssize_t written = write(fd, bytes + start, ends[frame] - start);
    took[r] = now_ns() - before;
    if (written != (ssize_t)(ends[frame] - start)) {
      fprintf(stderr, "floor-pty: write to %s: %s\n", argv[2], written < 0 ? strerror(errno) : "short");
      return 74;
    }
  }
  close(fd);
  qsort(took, (size_t)rounds, sizeof *took, by_value);
  printf("write µs min %.1f p50 %.1f p90 %.1f max %.1f\n", took[0] / 1e3, took[rounds / 2] / 1e3,
         took[rounds * 9 / 10] / 1e3, took[rounds - 1] / 1e3);
  free(took);
  return 0;
}
