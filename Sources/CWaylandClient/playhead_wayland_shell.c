// The connection side of Playhead's Wayland client: globals, outputs and their scale, the
// xdg toplevel's configure/close, and the non-blocking dispatch (see include/playhead_wayland.h).
#define _GNU_SOURCE
#include <errno.h>
#include <poll.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <wayland-client.h>

#include "phw_window_private.h"
#include "presentation-time-client-protocol.h"
#include "xdg-shell-client-protocol.h"

// MARK: outputs and scale

// The buffer scale is the largest scale among the outputs the surface is on (1 on none).
static void update_scale(struct phw_window *w) {
  int32_t scale = 1;
  for (int i = 0; i < PHW_MAX_OUTPUTS; i++) {
    struct phw_output *o = &w->outputs[i];
    if (o->output && o->entered && o->scale > scale) scale = o->scale;
  }
  if (scale == w->scale) return;
  w->scale = scale;
  phw_event event = {.kind = PHW_EVENT_SCALE, .scale = scale};
  phw_emit(w, &event);
}

static void output_geometry(
  void *data, struct wl_output *output, int32_t x, int32_t y, int32_t physical_width,
  int32_t physical_height, int32_t subpixel, const char *make, const char *model, int32_t transform) {
  (void)data, (void)output, (void)x, (void)y, (void)physical_width, (void)physical_height;
  (void)subpixel, (void)make, (void)model, (void)transform;
}

static void output_mode(
  void *data, struct wl_output *output, uint32_t flags, int32_t width, int32_t height, int32_t refresh) {
  (void)data, (void)output, (void)flags, (void)width, (void)height, (void)refresh;
}

static void output_done(void *data, struct wl_output *output) {
  (void)output;
  struct phw_output *o = data;
  update_scale(o->window);
}

static void output_scale(void *data, struct wl_output *output, int32_t factor) {
  (void)output;
  struct phw_output *o = data;
  o->scale = factor > 0 ? factor : 1;
}

// Bound at version 2: name and description (version 4) never come.
static const struct wl_output_listener output_listener = {
  .geometry = output_geometry, .mode = output_mode, .done = output_done, .scale = output_scale};

static struct phw_output *find_output(struct phw_window *w, struct wl_output *output) {
  for (int i = 0; i < PHW_MAX_OUTPUTS; i++)
    if (w->outputs[i].output == output) return &w->outputs[i];
  return NULL;
}

static void surface_enter(void *data, struct wl_surface *surface, struct wl_output *output) {
  (void)surface;
  struct phw_window *w = data;
  struct phw_output *o = find_output(w, output);
  if (!o) return;
  o->entered = 1;
  update_scale(w);
}

static void surface_leave(void *data, struct wl_surface *surface, struct wl_output *output) {
  (void)surface;
  struct phw_window *w = data;
  struct phw_output *o = find_output(w, output);
  if (!o) return;
  o->entered = 0;
  update_scale(w);
}

static const struct wl_surface_listener surface_listener = {surface_enter, surface_leave};

// MARK: the shell

static void wm_base_ping(void *data, struct xdg_wm_base *wm_base, uint32_t serial) {
  (void)data;
  xdg_wm_base_pong(wm_base, serial);
}

static const struct xdg_wm_base_listener wm_base_listener = {wm_base_ping};

static void xdg_surface_configure(void *data, struct xdg_surface *xdg_surface, uint32_t serial) {
  struct phw_window *w = data;
  xdg_surface_ack_configure(xdg_surface, serial);
  // 0 means the client picks: it keeps the size it has.
  if (w->pending_width > 0) w->width = w->pending_width;
  if (w->pending_height > 0) w->height = w->pending_height;
  w->configured = 1;
  phw_event event = {.kind = PHW_EVENT_CONFIGURE, .width = w->width, .height = w->height};
  phw_emit(w, &event);
}

static const struct xdg_surface_listener xdg_surface_listener = {xdg_surface_configure};

static void toplevel_configure(
  void *data, struct xdg_toplevel *toplevel, int32_t width, int32_t height, struct wl_array *states) {
  (void)toplevel, (void)states;
  struct phw_window *w = data;
  w->pending_width = width;
  w->pending_height = height;
}

static void toplevel_close(void *data, struct xdg_toplevel *toplevel) {
  (void)toplevel;
  phw_event event = {.kind = PHW_EVENT_CLOSE};
  phw_emit(data, &event);
}

static void toplevel_configure_bounds(void *data, struct xdg_toplevel *toplevel, int32_t width, int32_t height) {
  (void)data, (void)toplevel, (void)width, (void)height;
}

static void toplevel_wm_capabilities(void *data, struct xdg_toplevel *toplevel, struct wl_array *capabilities) {
  (void)data, (void)toplevel, (void)capabilities;
}

static const struct xdg_toplevel_listener toplevel_listener = {
  toplevel_configure, toplevel_close, toplevel_configure_bounds, toplevel_wm_capabilities};

static void presentation_clock_id(void *data, struct wp_presentation *presentation, uint32_t clock_id) {
  (void)presentation;
  struct phw_window *w = data;
  w->clock_id = clock_id;
}

static const struct wp_presentation_listener presentation_listener = {presentation_clock_id};

// MARK: globals

static uint32_t min_version(uint32_t a, uint32_t b) { return a < b ? a : b; }

static void registry_global(
  void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version) {
  struct phw_window *w = data;
  if (strcmp(interface, wl_compositor_interface.name) == 0 && version >= 4) {
    w->compositor = wl_registry_bind(registry, name, &wl_compositor_interface, 4);
  } else if (strcmp(interface, wl_shm_interface.name) == 0) {
    w->shm = wl_registry_bind(registry, name, &wl_shm_interface, 1);
  } else if (strcmp(interface, xdg_wm_base_interface.name) == 0) {
    w->wm_base = wl_registry_bind(registry, name, &xdg_wm_base_interface, min_version(version, 4));
    xdg_wm_base_add_listener(w->wm_base, &wm_base_listener, w);
  } else if (strcmp(interface, wp_presentation_interface.name) == 0) {
    w->presentation = wl_registry_bind(registry, name, &wp_presentation_interface, 1);
    wp_presentation_add_listener(w->presentation, &presentation_listener, w);
  } else if (strcmp(interface, wl_seat_interface.name) == 0) {
    phw_seat_bind(w, registry, name, version);
  } else if (strcmp(interface, wl_output_interface.name) == 0 && version >= 2) {
    for (int i = 0; i < PHW_MAX_OUTPUTS; i++) {
      struct phw_output *o = &w->outputs[i];
      if (o->output) continue;
      o->window = w;
      o->name = name;
      o->scale = 1;
      o->entered = 0;
      o->output = wl_registry_bind(registry, name, &wl_output_interface, 2);
      wl_output_add_listener(o->output, &output_listener, o);
      break;
    }
  }
}

static void registry_global_remove(void *data, struct wl_registry *registry, uint32_t name) {
  (void)registry;
  struct phw_window *w = data;
  for (int i = 0; i < PHW_MAX_OUTPUTS; i++) {
    struct phw_output *o = &w->outputs[i];
    if (!o->output || o->name != name) continue;
    wl_output_destroy(o->output);
    memset(o, 0, sizeof *o);
    update_scale(w);
  }
}

static const struct wl_registry_listener registry_listener = {registry_global, registry_global_remove};

// MARK: errors and dispatch

// Turns the display's error into a status and a message naming the interface or errno.
static phw_status display_failure(struct phw_window *w) {
  int code = wl_display_get_error(w->display);
  if (code == EPROTO) {
    const struct wl_interface *interface = NULL;
    uint32_t id = 0;
    uint32_t error = wl_display_get_protocol_error(w->display, &interface, &id);
    phw_say(w->message, sizeof w->message, "Wayland protocol error %u on %s@%u", error,
      interface ? interface->name : "an unknown interface", id);
    return PHW_PROTOCOL;
  }
  phw_say(w->message, sizeof w->message, "the Wayland connection failed: %s", strerror(code ? code : errno));
  return PHW_IO;
}

phw_status phw_window_dispatch(phw_window *w) {
  while (wl_display_prepare_read(w->display) != 0) {
    if (wl_display_dispatch_pending(w->display) < 0) return display_failure(w);
  }
  if (wl_display_flush(w->display) < 0 && errno != EAGAIN) {
    wl_display_cancel_read(w->display);
    return display_failure(w);
  }
  struct pollfd fd = {.fd = wl_display_get_fd(w->display), .events = POLLIN};
  if (poll(&fd, 1, 0) > 0 && (fd.revents & (POLLIN | POLLHUP | POLLERR))) {
    if (wl_display_read_events(w->display) < 0) return display_failure(w);
  } else {
    wl_display_cancel_read(w->display);
  }
  if (wl_display_dispatch_pending(w->display) < 0) return display_failure(w);
  return PHW_OK;
}

// MARK: life

void phw_window_destroy(phw_window *w) {
  if (!w) return;
  for (int i = 0; i < PHW_MAX_FEEDBACK; i++)
    if (w->feedback[i].feedback) wp_presentation_feedback_destroy(w->feedback[i].feedback);
  for (int i = 0; i < PHW_BUFFER_COUNT; i++) phw_buffer_free(&w->buffers[i]);
  if (w->frame_callback) wl_callback_destroy(w->frame_callback);
  phw_seat_destroy(w);
  if (w->toplevel) xdg_toplevel_destroy(w->toplevel);
  if (w->xdg_surface) xdg_surface_destroy(w->xdg_surface);
  if (w->surface) wl_surface_destroy(w->surface);
  for (int i = 0; i < PHW_MAX_OUTPUTS; i++)
    if (w->outputs[i].output) wl_output_destroy(w->outputs[i].output);
  if (w->presentation) wp_presentation_destroy(w->presentation);
  if (w->wm_base) xdg_wm_base_destroy(w->wm_base);
  if (w->shm) wl_shm_destroy(w->shm);
  if (w->compositor) wl_compositor_destroy(w->compositor);
  if (w->registry) wl_registry_destroy(w->registry);
  if (w->display) {
    wl_display_flush(w->display);
    wl_display_disconnect(w->display);
  }
  free(w);
}

static phw_window *fail(phw_window *w, phw_status why, phw_status *status, char *message, int size) {
  *status = why;
  phw_say(message, size, "%s", w->message);
  phw_window_destroy(w);
  return NULL;
}

// libwayland prints its own complaints on stderr (`error: XDG_RUNTIME_DIR is invalid or not set in
// the environment.`): kept here instead, so the caller's one line says what went wrong and nothing
// else is printed. The newest message stays for the failure that follows it.
static char phw_library_message[200];

static void phw_library_log(const char *format, va_list args) {
  vsnprintf(phw_library_message, sizeof phw_library_message, format, args);
  size_t n = strlen(phw_library_message);
  while (n > 0 && (phw_library_message[n - 1] == '\n' || phw_library_message[n - 1] == '.')) phw_library_message[--n] = 0;
}

/// Connects and binds the globals the window needs; NULL (with `*status` and `message`) when one is
/// missing or the display cannot be reached. The part of `phw_window_create` `phw_display_check` shares.
static phw_window *phw_connect(
  const char *display, int32_t width, int32_t height, phw_status *status, char *message, int message_size) {
  *status = PHW_OK;
  phw_window *w = calloc(1, sizeof *w);
  if (!w) {
    *status = PHW_RESOURCES;
    phw_say(message, message_size, "out of memory");
    return NULL;
  }
  w->width = width > 0 ? width : 800;
  w->height = height > 0 ? height : 600;
  w->scale = 1;
  w->committed_scale = 1;
  w->clock_id = CLOCK_MONOTONIC;
  wl_log_set_handler_client(phw_library_log);
  phw_library_message[0] = 0;
  w->display = wl_display_connect(display);
  if (!w->display) {
    // The caller names the display it tried; this is only the system's reason (and libwayland's).
    int error = errno;
    if (phw_library_message[0] && strncmp(phw_library_message, "error: ", 7) == 0)
      phw_say(w->message, sizeof w->message, "%s (%s)", strerror(error), phw_library_message + 7);
    else
      phw_say(w->message, sizeof w->message, "%s", strerror(error));
    return fail(w, PHW_NO_DISPLAY, status, message, message_size);
  }
  w->registry = wl_display_get_registry(w->display);
  wl_registry_add_listener(w->registry, &registry_listener, w);
  // Two round trips: the globals, then the outputs' first events.
  if (wl_display_roundtrip(w->display) < 0 || wl_display_roundtrip(w->display) < 0)
    return fail(w, display_failure(w), status, message, message_size);
  const char *missing = !w->compositor ? "wl_compositor (version 4)"
    : !w->shm                          ? "wl_shm"
    : !w->wm_base                      ? "xdg_wm_base"
    : !w->presentation                 ? "wp_presentation"
                                       : NULL;
  if (missing) {
    phw_say(w->message, sizeof w->message, "the Wayland compositor has no %s", missing);
    return fail(w, PHW_MISSING_GLOBAL, status, message, message_size);
  }
  return w;
}

phw_status phw_display_check(const char *display, char *message, int message_size) {
  phw_status status;
  phw_window *w = phw_connect(display, 0, 0, &status, message, message_size);
  if (w) phw_window_destroy(w);
  return status;
}

phw_window *phw_window_create(
  const char *display, const char *title, int32_t width, int32_t height, phw_event_callback callback,
  void *user_data, phw_status *status, char *message, int message_size) {
  phw_window *w = phw_connect(display, width, height, status, message, message_size);
  if (!w) return NULL;
  w->surface = wl_compositor_create_surface(w->compositor);
  wl_surface_add_listener(w->surface, &surface_listener, w);
  w->xdg_surface = xdg_wm_base_get_xdg_surface(w->wm_base, w->surface);
  xdg_surface_add_listener(w->xdg_surface, &xdg_surface_listener, w);
  w->toplevel = xdg_surface_get_toplevel(w->xdg_surface);
  xdg_toplevel_add_listener(w->toplevel, &toplevel_listener, w);
  xdg_toplevel_set_title(w->toplevel, title ? title : "playhead");
  xdg_toplevel_set_app_id(w->toplevel, "playhead");
  wl_surface_commit(w->surface);
  // The first configure comes in answer to that commit; a bounded number of round trips waits for it.
  for (int i = 0; i < 8 && !w->configured; i++) {
    if (wl_display_roundtrip(w->display) < 0)
      return fail(w, display_failure(w), status, message, message_size);
  }
  if (!w->configured) {
    phw_say(w->message, sizeof w->message, "the Wayland compositor never configured the window");
    return fail(w, PHW_PROTOCOL, status, message, message_size);
  }
  // Events from here on reach the caller (the first configure set the size above).
  w->callback = callback;
  w->user_data = user_data;
  return w;
}

int phw_window_fd(const phw_window *w) { return wl_display_get_fd(w->display); }
const char *phw_window_message(const phw_window *w) { return w->message; }
int32_t phw_window_width(const phw_window *w) { return w->width; }
int32_t phw_window_height(const phw_window *w) { return w->height; }
int32_t phw_window_scale(const phw_window *w) { return w->scale; }

void phw_window_set_title(phw_window *w, const char *title) {
  xdg_toplevel_set_title(w->toplevel, title ? title : "");
  wl_display_flush(w->display);
}
