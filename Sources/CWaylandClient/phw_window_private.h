// What the two halves of the client share: the window's state and two small helpers.
#ifndef PHW_WINDOW_PRIVATE_H
#define PHW_WINDOW_PRIVATE_H

#include <stdarg.h>
#include <stdio.h>
#include <wayland-client.h>

#include "playhead_wayland.h"

#define PHW_MAX_OUTPUTS 8
// Feedback records live in a fixed ring: frame-paced commits leave only a few outstanding.
#define PHW_MAX_FEEDBACK 32

struct phw_buffer {
  struct wl_buffer *buffer;
  void *pixels;
  size_t size;
  int32_t width, height, stride;
  int busy;  // attached and committed, not yet released by the compositor
};

struct phw_output {
  struct phw_window *window;
  struct wl_output *output;
  uint32_t name;
  int32_t scale;
  int entered;
};

struct phw_feedback {
  struct phw_window *window;
  struct wp_presentation_feedback *feedback;
  uint64_t commit;
};

struct phw_window {
  struct wl_display *display;
  struct wl_registry *registry;
  struct wl_compositor *compositor;
  struct wl_shm *shm;
  struct xdg_wm_base *wm_base;
  struct wp_presentation *presentation;
  struct wl_surface *surface;
  struct xdg_surface *xdg_surface;
  struct xdg_toplevel *toplevel;
  struct wl_callback *frame_callback;
  struct wl_seat *seat;
  struct wl_keyboard *keyboard;
  struct phw_output outputs[PHW_MAX_OUTPUTS];
  struct phw_buffer buffers[PHW_BUFFER_COUNT];
  struct phw_feedback feedback[PHW_MAX_FEEDBACK];
  phw_event_callback callback;
  void *user_data;
  int32_t width, height, scale;
  int32_t pending_width, pending_height;
  int32_t committed_scale;
  int configured;
  uint32_t clock_id;  // wp_presentation.clock_id: the clock presentation times are on
  uint64_t commits;
  char message[256];
};

static inline void phw_emit(struct phw_window *w, phw_event *event) {
  if (w->callback) w->callback(w->user_data, event);
}

static inline void phw_say(char *message, int size, const char *format, ...) {
  if (!message || size <= 0) return;
  va_list args;
  va_start(args, format);
  vsnprintf(message, (size_t)size, format, args);
  va_end(args);
}

void phw_buffer_free(struct phw_buffer *b);
// playhead_wayland_keys.c: the seat's keyboard.
void phw_seat_bind(struct phw_window *w, struct wl_registry *registry, uint32_t name, uint32_t version);
void phw_seat_destroy(struct phw_window *w);

#endif
