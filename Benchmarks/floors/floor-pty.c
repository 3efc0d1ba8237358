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

static int by_value(const void *a, const void *b) {
  long long x = *(const long long *)a, y = *(const long long *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  if (argc < 3 || argc > 5) {
    fprintf(stderr, "usage: floor-pty FRAMES TTY [ROUNDS [GAP_US]]\n");
    return 64;
  }
  long rounds = argc > 3 ? strtol(argv[3], NULL, 10) : 600;
  long gap = argc > 4 ? strtol(argv[4], NULL, 10) : 5000;
  FILE *file = fopen(argv[1], "rb");
  if (file == NULL) {
    fprintf(stderr, "floor-pty: %s: %s\n", argv[1], strerror(errno));
    return 66;
  }
  static char bytes[1 << 22];
  size_t size = fread(bytes, 1, sizeof bytes, file);
  fclose(file);
  // Frame boundaries: just past each end marker.
  static const char marker[] = "\x1b[?2026l";
  size_t marker_length = sizeof marker - 1;
  static size_t ends[1 << 16];
  size_t frames = 0;
  for (size_t i = 0; i + marker_length <= size && frames < sizeof ends / sizeof ends[0]; i++) {
    if (memcmp(bytes + i, marker, marker_length) == 0) ends[frames++] = i + marker_length;
  }
  printf("frames %zu bytes %zu\n", frames, frames > 0 ? ends[frames - 1] : 0);
  if (frames == 0 || rounds < 1) return frames == 0 ? 65 : 0;
  int fd = open(argv[2], O_WRONLY | O_NOCTTY);
  if (fd < 0) {
    fprintf(stderr, "floor-pty: %s: %s\n", argv[2], strerror(errno));
    return 66;
  }
  long long *took = calloc((size_t)rounds, sizeof *took);
  struct timespec pause = {gap / 1000000, (gap % 1000000) * 1000};
  for (long r = 0; r < rounds; r++) {
    size_t frame = (size_t)r % frames;
    size_t start = frame == 0 ? 0 : ends[frame - 1];
    nanosleep(&pause, NULL);
    long long before = now_ns();
    ssize_t written = write(fd, bytes + start, ends[frame] - start);
    took[r] = now_ns() - before;
    if (written != (ssize_t)(ends[frame] - start)) {
      fprintf(stderr, "floor-pty: short write to %s\n", argv[2]);
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
