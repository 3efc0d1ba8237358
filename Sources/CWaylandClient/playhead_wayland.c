// Playhead's Wayland client (see include/playhead_wayland.h). In the spirit of weston's
// clients/simple-shm.c and presentation-shm.c, written for Playhead: one toplevel, a pool of
// PHW_BUFFER_COUNT shm buffers reused frame after frame, frame callbacks and presentation feedback.
#define _GNU_SOURCE
#include "playhead_wayland.h"

#include <errno.h>
#include <poll.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>
#include <wayland-client.h>

#include "phw_window_private.h"
#include "presentation-time-client-protocol.h"
#include "xdg-shell-client-protocol.h"

// MARK: buffers

static void buffer_release(void *data, struct wl_buffer *wl_buffer) {
  (void)wl_buffer;
  struct phw_buffer *b = data;
  b->busy = 0;
}

static const struct wl_buffer_listener buffer_listener = {buffer_release};

void phw_buffer_free(struct phw_buffer *b) {
  if (b->buffer) wl_buffer_destroy(b->buffer);
  if (b->pixels) munmap(b->pixels, b->size);
  memset(b, 0, sizeof *b);
}

// One memfd and wl_shm_pool per buffer, so a buffer the compositor still holds after a resize can
// be freed on its own when released; the pool is destroyed at once (the buffer keeps the memory).
static int buffer_make(struct phw_window *w, struct phw_buffer *b, int32_t width, int32_t height) {
  int32_t stride = width * 4;
  size_t size = (size_t)stride * (size_t)height;
  int fd = memfd_create("playhead-shm", MFD_CLOEXEC | MFD_ALLOW_SEALING);
  if (fd < 0) return -1;
  if (ftruncate(fd, (off_t)size) < 0) {
    close(fd);
    return -1;
  }
  void *pixels = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  if (pixels == MAP_FAILED) {
    close(fd);
    return -1;
  }
  struct wl_shm_pool *pool = wl_shm_create_pool(w->shm, fd, (int32_t)size);
  b->buffer = wl_shm_pool_create_buffer(pool, 0, width, height, stride, WL_SHM_FORMAT_ARGB8888);
  wl_buffer_add_listener(b->buffer, &buffer_listener, b);
  wl_shm_pool_destroy(pool);
  close(fd);
  b->pixels = pixels;
  b->size = size;
  b->width = width;
  b->height = height;
  b->stride = stride;
  b->busy = 0;
  return 0;
}

int phw_window_next_buffer(
  phw_window *w, void **pixels, int32_t *width, int32_t *height, int32_t *stride) {
  int32_t pw = w->width * w->scale, ph = w->height * w->scale;
  for (int i = 0; i < PHW_BUFFER_COUNT; i++) {
    struct phw_buffer *b = &w->buffers[i];
    if (b->busy) continue;
    if (b->buffer && (b->width != pw || b->height != ph)) phw_buffer_free(b);
    if (!b->buffer && buffer_make(w, b, pw, ph) < 0) {
      phw_say(w->message, sizeof w->message, "cannot make a %dx%d shm buffer: %s", pw, ph, strerror(errno));
      return -1;
    }
    *pixels = b->pixels;
    *width = b->width;
    *height = b->height;
    *stride = b->stride;
    return i;
  }
  return -1;
}

// MARK: frame callbacks and presentation feedback

static void frame_done(void *data, struct wl_callback *callback, uint32_t time) {
  struct phw_window *w = data;
  wl_callback_destroy(callback);
  if (w->frame_callback == callback) w->frame_callback = NULL;
  phw_event event = {.kind = PHW_EVENT_FRAME, .callback_ms = time};
  phw_emit(w, &event);
}

static const struct wl_callback_listener frame_listener = {frame_done};

static void ask_frame(struct phw_window *w) {
  if (w->frame_callback) wl_callback_destroy(w->frame_callback);
  w->frame_callback = wl_surface_frame(w->surface);
  wl_callback_add_listener(w->frame_callback, &frame_listener, w);
}

static void feedback_end(struct phw_feedback *f) {
  wp_presentation_feedback_destroy(f->feedback);
  f->feedback = NULL;
}

static void feedback_sync_output(
  void *data, struct wp_presentation_feedback *feedback, struct wl_output *output) {
  (void)data, (void)feedback, (void)output;  // which output showed it does not matter here
}

static void feedback_presented(
  void *data, struct wp_presentation_feedback *feedback, uint32_t tv_sec_hi, uint32_t tv_sec_lo,
  uint32_t tv_nsec, uint32_t refresh, uint32_t seq_hi, uint32_t seq_lo, uint32_t flags) {
  (void)feedback;
  struct phw_feedback *f = data;
  struct phw_window *w = f->window;
  int64_t seconds = (int64_t)(((uint64_t)tv_sec_hi << 32) | tv_sec_lo);
  int64_t nanoseconds = seconds * 1000000000 + (int64_t)tv_nsec;
  // Callers measure on CLOCK_MONOTONIC; a compositor on another clock (headless weston uses
  // CLOCK_MONOTONIC_RAW) is moved onto it by the two clocks' offset now (they drift by ppm).
  if (w->clock_id != CLOCK_MONOTONIC) {
    struct timespec theirs, ours;
    if (clock_gettime((clockid_t)w->clock_id, &theirs) == 0 && clock_gettime(CLOCK_MONOTONIC, &ours) == 0)
      nanoseconds += (ours.tv_sec - theirs.tv_sec) * 1000000000 + (ours.tv_nsec - theirs.tv_nsec);
  }
  phw_event event = {
    .kind = PHW_EVENT_PRESENTED,
    .commit = f->commit,
    .nanoseconds = nanoseconds,
    .refresh_nanoseconds = (int64_t)refresh,
    .sequence = ((uint64_t)seq_hi << 32) | seq_lo,
    .flags = flags,
  };
  feedback_end(f);
  phw_emit(w, &event);
}

static void feedback_discarded(void *data, struct wp_presentation_feedback *feedback) {
  (void)feedback;
  struct phw_feedback *f = data;
  phw_event event = {.kind = PHW_EVENT_DISCARDED, .commit = f->commit};
  feedback_end(f);
  phw_emit(f->window, &event);
}

static const struct wp_presentation_feedback_listener feedback_listener = {
  feedback_sync_output, feedback_presented, feedback_discarded};

static void ask_feedback(struct phw_window *w, uint64_t commit) {
  for (int i = 0; i < PHW_MAX_FEEDBACK; i++) {
    struct phw_feedback *f = &w->feedback[i];
    if (f->feedback) continue;
    f->window = w;
    f->commit = commit;
    f->feedback = wp_presentation_feedback(w->presentation, w->surface);
    wp_presentation_feedback_add_listener(f->feedback, &feedback_listener, f);
    return;
  }
  // All records outstanding: this commit goes unmeasured rather than allocating.
}

uint64_t phw_window_commit(phw_window *w, int index) {
  if (index < 0 || index >= PHW_BUFFER_COUNT || !w->buffers[index].buffer) return 0;
  struct phw_buffer *b = &w->buffers[index];
  if (b->busy) return 0;
  if (w->committed_scale != w->scale) {
    wl_surface_set_buffer_scale(w->surface, w->scale);
    w->committed_scale = w->scale;
  }
  wl_surface_attach(w->surface, b->buffer, 0, 0);
  wl_surface_damage_buffer(w->surface, 0, 0, b->width, b->height);
  b->busy = 1;
  ask_frame(w);
  uint64_t commit = ++w->commits;
  ask_feedback(w, commit);
  wl_surface_commit(w->surface);
  wl_display_flush(w->display);
  return commit;
}
