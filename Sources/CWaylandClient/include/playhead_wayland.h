// Playhead's Wayland client: one xdg_toplevel drawn from a small wl_shm buffer pool, paced by
// wl_surface.frame and measured by wp_presentation. Events reach the caller through one callback.
#ifndef PLAYHEAD_WAYLAND_H
#define PLAYHEAD_WAYLAND_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct phw_window phw_window;

/// What an event is; the fields of `phw_event` it fills are named after each.
typedef enum {
  PHW_EVENT_CONFIGURE = 1,  ///< width, height: the surface size now (surface coordinates)
  PHW_EVENT_SCALE,          ///< scale: the buffer scale now
  PHW_EVENT_FRAME,          ///< callback_ms: wl_callback.done's time
  PHW_EVENT_PRESENTED,      ///< commit, nanoseconds, refresh_nanoseconds, sequence, flags
  PHW_EVENT_DISCARDED,      ///< commit
  PHW_EVENT_CLOSE,          ///< the compositor asks the window to close
  PHW_EVENT_KEY,            ///< key: a key pressed in the window, as the HUD's key byte (q, ' ', r, s, p)
} phw_event_kind;

typedef struct {
  phw_event_kind kind;
  int32_t width, height, scale;
  uint32_t callback_ms;
  uint64_t commit;
  int64_t nanoseconds;
  int64_t refresh_nanoseconds;
  uint64_t sequence;
  uint32_t flags;  ///< wp_presentation_feedback's kind bits: vsync 1, hw_clock 2, hw_completion 4, zero_copy 8
  uint8_t key;
} phw_event;

typedef void (*phw_event_callback)(void *user_data, const phw_event *event);

/// Why a call failed; `message` of the window (or of `phw_window_create`) says more.
typedef enum {
  PHW_OK = 0,
  PHW_NO_DISPLAY,      ///< wl_display_connect failed
  PHW_MISSING_GLOBAL,  ///< the compositor lacks a global; the message names it
  PHW_PROTOCOL,        ///< a protocol error (the message names the interface and code)
  PHW_IO,              ///< the connection failed (errno in the message)
  PHW_RESOURCES,       ///< memfd/mmap/allocation failed
} phw_status;

/// The buffers a window keeps (one may be drawn while the compositor holds the others).
#define PHW_BUFFER_COUNT 3

/// Connects to `display` (NULL: WAYLAND_DISPLAY; an absolute path: that socket), binds the globals,
/// maps a toplevel titled `title` (app_id "playhead") and waits for its first configure.
/// On failure returns NULL with `*status` set and the reason in `message` (`message_size` bytes).
phw_window *phw_window_create(
  const char *display, const char *title, int32_t width, int32_t height, phw_event_callback callback,
  void *user_data, phw_status *status, char *message, int message_size);

/// Connects to `display` as `phw_window_create` does and checks the compositor offers every global a
/// window needs, without opening one; PHW_OK or why not (the reason in `message`).
phw_status phw_display_check(const char *display, char *message, int message_size);

/// The HUD's key byte for an evdev key code (linux/input-event-codes.h) pressed in the window: 'q' for
/// KEY_Q and KEY_ESC, ' ' KEY_SPACE, 'r', 's', 'p'; 0 for any other key.
uint8_t phw_key_byte(uint32_t evdev_code);

/// Destroys every object, disconnects and frees the window.
void phw_window_destroy(phw_window *window);

/// The connection's descriptor, to poll for reading.
int phw_window_fd(const phw_window *window);

/// Non-blocking: flushes, reads what is ready, dispatches (events reach the callback).
phw_status phw_window_dispatch(phw_window *window);

/// The last failure's text.
const char *phw_window_message(const phw_window *window);

void phw_window_set_title(phw_window *window, const char *title);
int32_t phw_window_width(const phw_window *window);
int32_t phw_window_height(const phw_window *window);
int32_t phw_window_scale(const phw_window *window);

/// A free buffer of width×scale by height×scale pixels, ARGB8888 (re-created only when the size
/// or scale changed); -1 when the compositor holds all of them or memory ran out. Fills the out values.
int phw_window_next_buffer(
  phw_window *window, void **pixels, int32_t *width, int32_t *height, int32_t *stride);

/// Attaches buffer `index`, damages it whole, asks for a frame callback and presentation feedback,
/// commits and flushes. Returns the commit number (from 1), 0 when `index` is not a buffer to commit.
uint64_t phw_window_commit(phw_window *window, int index);

#ifdef __cplusplus
}
#endif

#endif
