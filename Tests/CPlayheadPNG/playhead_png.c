#include "playhead_png.h"

#include <cairo/cairo.h>
#include <stdlib.h>
#include <string.h>

uint32_t *playhead_png_load(const char *path, int *width, int *height) {
  *width = 0;
  *height = 0;
  cairo_surface_t *surface = cairo_image_surface_create_from_png(path);
  if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
    cairo_surface_destroy(surface);
    return NULL;
  }
  cairo_surface_flush(surface);
  cairo_format_t format = cairo_image_surface_get_format(surface);
  int w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface);
  int stride = cairo_image_surface_get_stride(surface);
  const unsigned char *data = cairo_image_surface_get_data(surface);
  uint32_t *pixels = (format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24) && w > 0 && h > 0
    ? malloc((size_t)w * (size_t)h * sizeof *pixels)
    : NULL;
  if (pixels) {
    for (int y = 0; y < h; y++) {
      memcpy(pixels + (size_t)y * (size_t)w, data + (size_t)y * (size_t)stride, (size_t)w * 4);
      // RGB24 leaves the top byte undefined: it is opaque.
      if (format == CAIRO_FORMAT_RGB24)
        for (int x = 0; x < w; x++) pixels[(size_t)y * (size_t)w + x] |= 0xff000000u;
    }
    *width = w;
    *height = h;
  }
  cairo_surface_destroy(surface);
  return pixels;
}

void playhead_png_free(uint32_t *pixels) { free(pixels); }
