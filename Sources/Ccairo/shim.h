// Cairo and Pango draw the share cards and the season books (PDF); fontconfig says which
// characters the installed fonts cover; HarfBuzz (under Pango) says which glyph is a font's own for a
// character; libpng encodes the cards. gs_png_encode keeps libpng's error handling
// (setjmp/longjmp, which Swift cannot take part in) on the C side.
#include <cairo.h>
#include <cairo-pdf.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  unsigned char *bytes;
  size_t count;
  size_t capacity;
  int failed;
} gs_png_buffer;

static inline void gs_png_write(png_structp png, png_bytep data, png_size_t length) {
  gs_png_buffer *buffer = (gs_png_buffer *)png_get_io_ptr(png);
  if (buffer->failed) return;
  if (buffer->count + length > buffer->capacity) {
    size_t capacity = buffer->capacity ? buffer->capacity : 65536;
    while (capacity < buffer->count + length) capacity *= 2;
    unsigned char *grown = (unsigned char *)realloc(buffer->bytes, capacity);
    if (!grown) { buffer->failed = 1; return; }
    buffer->bytes = grown;
    buffer->capacity = capacity;
  }
  memcpy(buffer->bytes + buffer->count, data, length);
  buffer->count += length;
}

static inline void gs_png_flush(png_structp png) { (void)png; }

/// Encodes an opaque cairo RGB24 image (`stride` bytes a row) as an RGB PNG at zlib
/// `level`, without row filters. On success *out holds the bytes (free them) and 0 is
/// returned.
static inline int gs_png_encode(const unsigned char *pixels, int width, int height, int stride,
                                int level, unsigned char **out, size_t *count) {
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  if (!png) return 1;
  png_infop info = png_create_info_struct(png);
  gs_png_buffer buffer = {NULL, 0, 0, 0};
  unsigned char *row = (unsigned char *)malloc((size_t)width * 3);
  if (!info || !row || setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, info ? &info : NULL);
    free(buffer.bytes);
    free(row);
    return 1;
  }
  png_set_write_fn(png, &buffer, gs_png_write, gs_png_flush);
  png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, PNG_COLOR_TYPE_RGB,
               PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_compression_level(png, level);
  png_set_filter(png, 0, PNG_FILTER_NONE);
  png_write_info(png, info);
  for (int y = 0; y < height; y++) {
    const uint32_t *source = (const uint32_t *)(pixels + (size_t)y * (size_t)stride);
    for (int x = 0; x < width; x++) {
      uint32_t pixel = source[x];
      row[3 * x] = (unsigned char)(pixel >> 16);
      row[3 * x + 1] = (unsigned char)(pixel >> 8);
      row[3 * x + 2] = (unsigned char)pixel;
    }
    png_write_row(png, row);
  }
  png_write_end(png, NULL);
  png_destroy_write_struct(&png, &info);
  free(row);
  if (buffer.failed) { free(buffer.bytes); return 1; }
  *out = buffer.bytes;
  *count = buffer.count;
  return 0;
}
