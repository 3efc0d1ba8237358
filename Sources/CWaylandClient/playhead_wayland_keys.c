// The window's keys: wl_seat's keyboard, its presses turned into the HUD's key bytes (q, space, r,
// s, p) by evdev key code, so the window answers the keys the terminal does. No xkbcommon: these
// five keys sit at the same codes on every layout's key map Playhead cares about (the keymap fd the
// compositor sends is closed unread).
#include <string.h>
#include <unistd.h>

#include "phw_window_private.h"

// linux/input-event-codes.h: KEY_ESC 1, KEY_Q 16, KEY_R 19, KEY_P 25, KEY_S 31, KEY_SPACE 57.
uint8_t phw_key_byte(uint32_t evdev_code) {
  switch (evdev_code) {
  case 1: return 'q';  // Escape quits too
  case 16: return 'q';
  case 19: return 'r';
  case 25: return 'p';
  case 31: return 's';
  case 57: return ' ';
  default: return 0;
  }
}

static void keyboard_keymap(void *data, struct wl_keyboard *keyboard, uint32_t format, int32_t fd, uint32_t size) {
  (void)data, (void)keyboard, (void)format, (void)size;
  close(fd);
}

static void keyboard_enter(
  void *data, struct wl_keyboard *keyboard, uint32_t serial, struct wl_surface *surface, struct wl_array *keys) {
  (void)data, (void)keyboard, (void)serial, (void)surface, (void)keys;
}

static void keyboard_leave(void *data, struct wl_keyboard *keyboard, uint32_t serial, struct wl_surface *surface) {
  (void)data, (void)keyboard, (void)serial, (void)surface;
}

static void keyboard_key(
  void *data, struct wl_keyboard *keyboard, uint32_t serial, uint32_t time, uint32_t key, uint32_t state) {
  (void)keyboard, (void)serial, (void)time;
  uint8_t byte = phw_key_byte(key);
  if (state != WL_KEYBOARD_KEY_STATE_PRESSED || byte == 0) return;
  phw_event event = {.kind = PHW_EVENT_KEY, .key = byte};
  phw_emit(data, &event);
}

static void keyboard_modifiers(void *data, struct wl_keyboard *keyboard, uint32_t serial, uint32_t depressed,
  uint32_t latched, uint32_t locked, uint32_t group) {
  (void)data, (void)keyboard, (void)serial, (void)depressed, (void)latched, (void)locked, (void)group;
}

static void keyboard_repeat_info(void *data, struct wl_keyboard *keyboard, int32_t rate, int32_t delay) {
  (void)data, (void)keyboard, (void)rate, (void)delay;
}

static const struct wl_keyboard_listener keyboard_listener = {
  keyboard_keymap, keyboard_enter, keyboard_leave, keyboard_key, keyboard_modifiers, keyboard_repeat_info};

static void seat_capabilities(void *data, struct wl_seat *seat, uint32_t capabilities) {
  struct phw_window *w = data;
  int has = (capabilities & WL_SEAT_CAPABILITY_KEYBOARD) != 0;
  if (has && !w->keyboard) {
    w->keyboard = wl_seat_get_keyboard(seat);
    wl_keyboard_add_listener(w->keyboard, &keyboard_listener, w);
  } else if (!has && w->keyboard) {
    wl_keyboard_release(w->keyboard);
    w->keyboard = NULL;
  }
}

static void seat_name(void *data, struct wl_seat *seat, const char *name) { (void)data, (void)seat, (void)name; }

static const struct wl_seat_listener seat_listener = {seat_capabilities, seat_name};

void phw_seat_bind(struct phw_window *w, struct wl_registry *registry, uint32_t name, uint32_t version) {
  if (w->seat) return;
  // Version 5 for wl_keyboard.release; the first seat only.
  w->seat = wl_registry_bind(registry, name, &wl_seat_interface, version < 5 ? version : 5);
  wl_seat_add_listener(w->seat, &seat_listener, w);
}

void phw_seat_destroy(struct phw_window *w) {
  if (w->keyboard) {
    if (wl_keyboard_get_version(w->keyboard) >= 3) wl_keyboard_release(w->keyboard);
    else wl_keyboard_destroy(w->keyboard);
  }
  if (w->seat) {
    if (wl_seat_get_version(w->seat) >= 5) wl_seat_release(w->seat);
    else wl_seat_destroy(w->seat);
  }
  w->keyboard = NULL;
  w->seat = NULL;
}
