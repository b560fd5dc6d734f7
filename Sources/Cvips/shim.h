// libvips reads the match photos' sizes and makes their reduced copies for og:image.
// Its calls take options as NULL-terminated variadic arguments, which Swift cannot pass:
// these wrappers make each call the build needs, and keep its objects on the C side.
#include <vips/vips.h>

/// Starts libvips once, for a build that uses a photo; its operation cache is switched
/// off (a build reads each photo once, and the cache would hold files open). 0 on success.
static inline int gs_vips_start(void) {
  if (VIPS_INIT("gather-site")) return 1;
  vips_cache_set_max(0);
  return 0;
}

/// The image at `path`, read from its header alone, without parsing the path for options
/// (a name may hold "[").
static inline VipsImage *gs_vips_open(const char *path) {
  VipsSource *source = vips_source_new_from_file(path);
  if (!source) return NULL;
  VipsImage *image = vips_image_new_from_source(source, "", "access", VIPS_ACCESS_SEQUENTIAL,
                                                NULL);
  g_object_unref(source);
  return image;
}

/// The size of the image at `path` as it is shown, after its EXIF orientation. 0 on success.
static inline int gs_vips_size(const char *path, int *width, int *height) {
  VipsImage *image = gs_vips_open(path);
  if (!image) {
    vips_error_clear();
    return 1;
  }
  int w = vips_image_get_width(image), h = vips_image_get_height(image);
  int swap = vips_image_get_orientation_swap(image);
  g_object_unref(image);
  *width = swap ? h : w;
  *height = swap ? w : h;
  return (*width > 0 && *height > 0) ? 0 : 1;
}

/// The image at `path` turned upright and scaled to exactly `width` by `height`, with any
/// transparency on white, in memory; NULL when it cannot be read.
static inline VipsImage *gs_vips_thumbnail(const char *path, int width, int height) {
  VipsSource *source = vips_source_new_from_file(path);
  if (!source) {
    vips_error_clear();
    return NULL;
  }
  VipsImage *thumbnail = NULL;
  int failed = vips_thumbnail_source(source, &thumbnail, width, "height", height, "size",
                                     VIPS_SIZE_FORCE, NULL);
  g_object_unref(source);
  if (failed) {
    vips_error_clear();
    return NULL;
  }
  if (vips_image_hasalpha(thumbnail)) {
    VipsImage *flat = NULL;
    VipsArrayDouble *white = vips_array_double_newv(3, 255.0, 255.0, 255.0);
    failed = vips_flatten(thumbnail, &flat, "background", white, NULL);
    vips_area_unref(VIPS_AREA(white));
    g_object_unref(thumbnail);
    if (failed) {
      vips_error_clear();
      return NULL;
    }
    thumbnail = flat;
  }
  VipsImage *memory = vips_image_copy_memory(thumbnail);
  g_object_unref(thumbnail);
  if (!memory) vips_error_clear();
  return memory;
}

/// `image` as a baseline JPEG of `quality` (1 to 100) without metadata (no EXIF, so no
/// place or camera). On success *out holds the bytes (free them with g_free) and 0 is
/// returned.
static inline int gs_vips_jpeg(VipsImage *image, int quality, void **out, size_t *count) {
  if (vips_jpegsave_buffer(image, out, count, "Q", quality, "strip", TRUE, "optimize_coding",
                           TRUE, NULL)) {
    vips_error_clear();
    return 1;
  }
  return 0;
}

static inline void gs_vips_release(VipsImage *image) { g_object_unref(image); }

static inline void gs_vips_free(void *bytes) { g_free(bytes); }
