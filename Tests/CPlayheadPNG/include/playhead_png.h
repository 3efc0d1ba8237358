// A PNG's pixels through cairo (cairo_image_surface_create_from_png), for the tests' screenshots.
#ifndef PLAYHEAD_PNG_H
#define PLAYHEAD_PNG_H

#include <stdint.h>

/// The image at `path` as width×height 0xAARRGGBB words (premultiplied, rows packed), or NULL with
/// `*width`/`*height` 0 when it cannot be read. Free with `playhead_png_free`.
uint32_t *playhead_png_load(const char *path, int *width, int *height);
void playhead_png_free(uint32_t *pixels);

#endif
