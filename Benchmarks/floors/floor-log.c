/* Floor (c): read + split + parse a libinput-1.22 `debug-events` transcript's gesture lines and
 * format the JSON-lines records `playhead replay FILE --speed max --log OUT` writes for it, into one
 * 64 KiB buffer written with write(2) when full. Prints `lines N records R bytes B` (B: bytes of log).
 *
 * Reproduced: the field set, key order and number formatting (at most six decimals from an integer
 * of millionths, trailing zeros dropped, integers without a point) of the `gesture` records (one per
 * gesture line), of the `frame` records (three layers of 13 values, `latency` and `latencyMetric` on
 * frames that show a new event), and one `decision` and one `complete` record per gesture.
 * Not reproduced: the recognizers (translation is the unaccelerated delta × 0.095 mm, velocity the
 * last delta over its interval), the transition and its curve (the layer values are simple functions
 * of the percent), the decision's rule (always a cancel lasting `percent` seconds, as the benchmark
 * transcript's short swipes give), frame timing beyond a 60 Hz grid anchored at the first
 * event, pinch/hold specifics, the device record and every other line type (skipped). So the bytes
 * per event are close to Playhead's, not equal: the benchmark script prints both counts.
 * Usage: floor-log FILE [OUT]   (OUT: /dev/null when omitted) */
#define _GNU_SOURCE /* memmem */
#include <math.h>
#include <stdint.h>

#include "floor_read.h"

static char out[FLOOR_BLOCK + 4096];
static size_t used;
static int out_fd;
static size_t total_bytes;
static long records;

static void flush_out(void) {
  size_t done = 0;
  while (done < used) {
    ssize_t n = write(out_fd, out + done, used - done);
    if (n <= 0) {
      perror("write");
      exit(74);
    }
    done += (size_t)n;
  }
  total_bytes += used;
  used = 0;
}

#define LIT(s) (memcpy(out + used, s, sizeof(s) - 1), used += sizeof(s) - 1)

static void put_uint(uint64_t v) {
  char digits[20];
  int n = 0;
  do {
    digits[n++] = (char)('0' + v % 10);
    v /= 10;
  } while (v);
  while (n) out[used++] = digits[--n];
}

static void put_int(int64_t v) {
  if (v < 0) out[used++] = '-';
  put_uint(v < 0 ? (uint64_t)(-v) : (uint64_t)v);
}

/* Playhead's number: round(v × 10⁶) as an integer, the fraction's trailing zeros dropped. */
static void put_number(double v) {
  int64_t m = (int64_t)llround(v * 1e6);
  if (m < 0) out[used++] = '-';
  uint64_t magnitude = m < 0 ? (uint64_t)(-m) : (uint64_t)m;
  put_uint(magnitude / 1000000);
  uint64_t fraction = magnitude % 1000000;
  if (!fraction) return;
  out[used++] = '.';
  uint64_t divisor = 100000;
  while (fraction) {
    out[used++] = (char)('0' + fraction / divisor);
    fraction %= divisor;
    divisor /= 10;
  }
}

static void end_record(void) {
  LIT("}\n");
  records++;
  if (used >= FLOOR_BLOCK) flush_out();
}

struct state {
  int active;
  double first, last_t, x, y, vx, vy, percent;
  long seq, next_grid;
  int completion_left;
};

static void layer(const char *name, size_t name_length, double rotation_x, double opacity) {
  out[used++] = '"';
  memcpy(out + used, name, name_length);
  used += name_length;
  LIT("\":{\"opacity\":");
  put_number(opacity);
  LIT(",\"positionX\":");
  put_number(160);
  LIT(",\"positionY\":");
  put_number(284);
  LIT(",\"width\":");
  put_number(320);
  LIT(",\"height\":");
  put_number(568);
  LIT(",\"rotationX\":");
  put_number(rotation_x);
  LIT(",\"rotationY\":");
  put_number(0);
  LIT(",\"rotationZ\":");
  put_number(0);
  LIT(",\"scaleX\":");
  put_number(1);
  LIT(",\"scaleY\":");
  put_number(1);
  LIT(",\"translationX\":");
  put_number(0);
  LIT(",\"translationY\":");
  put_number(0);
  LIT(",\"translationZ\":");
  put_number(0);
  out[used++] = '}';
}

static void frame(struct state *s, double t, const char *phase, size_t phase_length, int latency) {
  LIT("{\"type\":\"frame\",\"t\":");
  put_number(t);
  LIT(",\"seq\":");
  put_int(s->seq++);
  LIT(",\"transition\":\"flip\",\"phase\":\"");
  memcpy(out + used, phase, phase_length);
  used += phase_length;
  LIT("\",\"percent\":");
  put_number(s->percent);
  LIT(",\"speed\":");
  put_number(0);
  LIT(",\"timeOffset\":");
  put_number(s->percent);
  LIT(",\"layers\":{");
  layer("container", 9, 0, 1);
  out[used++] = ',';
  layer("from", 4, s->percent * 90 * 0.155, 1);
  out[used++] = ',';
  layer("to", 2, -90 + s->percent * 90, 1);
  out[used++] = '}';
  if (latency >= 0) {
    LIT(",\"latency\":");
    put_int(latency);
    LIT(",\"latencyMetric\":\"event_to_frame\"");
  }
  end_record();
}

/* Frames on the 60 Hz grid up to t: interactive ones while a gesture is on, then the completion's. */
static void frames_until(struct state *s, double t, int event_shown) {
  for (;;) {
    double grid = s->first + (double)s->next_grid / 60.0;
    if (grid > t + 1e-9) return;
    if (s->active) {
      frame(s, grid, "interactive", 11, event_shown ? (int)llround((t - grid) * 1e6 + 667) : -1);
    } else if (s->completion_left > 0) {
      s->completion_left--;
      if (s->completion_left == 0) frame(s, grid, "idle", 4, -1);
      else frame(s, grid, "cancelling", 10, -1);
    }
    s->next_grid++;
  }
}

static void gesture(struct state *s, double t, const char *kind, size_t kind_length, long fingers,
                    const char *state, size_t state_length) {
  LIT("{\"type\":\"gesture\",\"t\":");
  put_number(t);
  LIT(",\"kind\":\"");
  memcpy(out + used, kind, kind_length);
  used += kind_length;
  LIT("\",\"fingers\":");
  put_int(fingers);
  LIT(",\"state\":\"");
  memcpy(out + used, state, state_length);
  used += state_length;
  LIT("\",\"translation\":[");
  put_number(s->x);
  out[used++] = ',';
  put_number(s->y);
  LIT("],\"velocity\":[");
  put_number(s->vx);
  out[used++] = ',';
  put_number(s->vy);
  LIT("],\"scale\":1,\"rotation\":0,\"units\":\"mm\"");
  end_record();
}

static void on_line(const char *line, size_t length, void *context) {
  struct state *s = context;
  const char *g = memmem(line, length, "GESTURE_", 8);
  if (!g) return;
  const char *end = line + length;
  const char *kind_end = memchr(g + 8, '_', (size_t)(end - g - 8));
  if (!kind_end) return;
  const char *kind = "swipe";
  size_t kind_length = 5;
  if (kind_end - g == 13 && !memcmp(g + 8, "PINCH", 5)) kind = "pinch";
  else if (kind_end - g == 12 && !memcmp(g + 8, "HOLD", 4)) kind = "hold", kind_length = 4;
  char phase = kind_end[1]; /* B(egin), U(pdate), E(nd) */
  const char *plus = memchr(kind_end, '+', (size_t)(end - kind_end));
  if (!plus) return;
  char text[512];
  size_t rest = (size_t)(end - plus);
  if (rest >= sizeof text) rest = sizeof text - 1;
  memcpy(text, plus, rest);
  text[rest] = '\0';
  char *p;
  double t = strtod(text, &p);
  if (*p == 's') p++;
  long fingers = strtol(p, &p, 10);
  if (s->first < 0) s->first = t;
  if (phase == 'B') {
    frames_until(s, t - 1e-6, 0); /* the completion's frames before this BEGIN; its own is the next */
    s->active = 1;
    s->x = s->y = s->vx = s->vy = s->percent = 0;
    frames_until(s, t, 1);
    gesture(s, t, kind, kind_length, fingers, "began", 5);
  } else if (phase == 'U') {
    strtod(p, &p); /* the accelerated delta, then the unaccelerated one in parentheses */
    if (*p == '/') p++;
    strtod(p, &p);
    char *open = strchr(p, '(');
    double dx = 0, dy = 0;
    if (open) {
      dx = strtod(open + 1, &p);
      if (*p == '/') p++;
      dy = strtod(p, &p);
    }
    double interval = t - s->last_t;
    s->x += dx * 0.095;
    s->y += dy * 0.095;
    s->vx = interval > 0 ? dx * 0.095 / interval : 0;
    s->vy = interval > 0 ? dy * 0.095 / interval : 0;
    s->percent = fmin(1, fabs(s->y) / 56); /* of the pad's 56 mm height */
    frames_until(s, t, 1);
    gesture(s, t, kind, kind_length, fingers, "changed", 7);
  } else if (phase == 'E') {
    frames_until(s, t, 1);
    gesture(s, t, kind, kind_length, fingers, "ended", 5);
    s->active = 0;
    /* The cancel runs back over the percent in `percent` seconds: a frame each 1/60 s, then idle. */
    double duration = s->percent;
    s->completion_left = (int)(duration * 60) + 1;
    LIT("{\"type\":\"decision\",\"t\":");
    put_number(t);
    LIT(",\"transition\":\"flip\",\"outcome\":\"cancel\",\"percent\":");
    put_number(s->percent);
    LIT(",\"velocity\":");
    put_number(s->vy / 56);
    LIT(",\"reason\":\"percent 0.41 < threshold 0.5\",\"duration\":");
    put_number(s->percent);
    end_record();
    frames_until(s, t + duration + 1.0 / 60, 0);
    LIT("{\"type\":\"complete\",\"t\":");
    put_number(t + duration);
    LIT(",\"transition\":\"flip\",\"finished\":false");
    end_record();
  }
  s->last_t = t;
}

int main(int argc, char **argv) {
  if (argc != 2 && argc != 3) {
    fprintf(stderr, "usage: floor-log FILE [OUT]\n");
    return 64;
  }
  const char *path = argc == 3 ? argv[2] : "/dev/null";
  out_fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (out_fd < 0) {
    perror(path);
    return 73;
  }
  struct state s = {0};
  s.first = -1;
  long lines = floor_read_lines(argv[1], on_line, &s);
  if (lines < 0) return 66;
  flush_out();
  close(out_fd);
  printf("lines %ld records %ld bytes %zu\n", lines, records, total_bytes);
  return 0;
}
