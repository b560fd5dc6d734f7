// libvips reads the match photos' sizes and makes their reduced copies for og:image. It is
// loaded with dlopen the first time a photo is read, not linked: libvips brings some sixty
// shared libraries, whose loading would slow every start of the program, photos or not.
// Its calls take options as NULL-terminated variadic arguments, which Swift cannot pass:
// these wrappers make each call the build needs, and keep its objects on the C side.
#include <dlfcn.h>
#include <vips/vips.h>

/// The functions of libvips (and of GLib under it) that the wrappers call.
typedef struct {
  int (*init)(const char *);
  void (*cache_set_max)(int);
  VipsSource *(*source_new_from_file)(const char *);
  VipsImage *(*image_new_from_source)(VipsSource *, const char *, ...);
  void (*object_unref)(gpointer);
  void (*error_clear)(void);
  int (*get_width)(const VipsImage *);
  int (*get_height)(const VipsImage *);
  gboolean (*orientation_swap)(VipsImage *);
  int (*thumbnail_source)(VipsSource *, VipsImage **, int, ...);
  gboolean (*hasalpha)(VipsImage *);
  VipsArrayDouble *(*array_double_newv)(int, ...);
  int (*flatten)(VipsImage *, VipsImage **, ...);
  void (*area_unref)(VipsArea *);
  VipsImage *(*copy_memory)(VipsImage *);
  int (*jpegsave_buffer)(VipsImage *, void **, size_t *, ...);
  void (*free)(gpointer);
} gs_vips_api;

/// Loads libvips into `api` and starts it, with its operation cache off (a build reads
/// each photo once, and the cache would hold files open). 0 on success.
static inline int gs_vips_start(gs_vips_api *api) {
  void *library = dlopen("libvips.so.42", RTLD_NOW | RTLD_GLOBAL);
  if (!library) return 1;
#define GS_VIPS_FIND(field, name) \
  if (!(*(void **)(&api->field) = dlsym(library, name))) return 1;
  GS_VIPS_FIND(init, "vips_init")
  GS_VIPS_FIND(cache_set_max, "vips_cache_set_max")
  GS_VIPS_FIND(source_new_from_file, "vips_source_new_from_file")
  GS_VIPS_FIND(image_new_from_source, "vips_image_new_from_source")
  GS_VIPS_FIND(object_unref, "g_object_unref")
  GS_VIPS_FIND(error_clear, "vips_error_clear")
  GS_VIPS_FIND(get_width, "vips_image_get_width")
  GS_VIPS_FIND(get_height, "vips_image_get_height")
  GS_VIPS_FIND(orientation_swap, "vips_image_get_orientation_swap")
  GS_VIPS_FIND(thumbnail_source, "vips_thumbnail_source")
  GS_VIPS_FIND(hasalpha, "vips_image_hasalpha")
  GS_VIPS_FIND(array_double_newv, "vips_array_double_newv")
  GS_VIPS_FIND(flatten, "vips_flatten")
  GS_VIPS_FIND(area_unref, "vips_area_unref")
  GS_VIPS_FIND(copy_memory, "vips_image_copy_memory")
  GS_VIPS_FIND(jpegsave_buffer, "vips_jpegsave_buffer")
  GS_VIPS_FIND(free, "g_free")
#undef GS_VIPS_FIND
  if (api->init("gather-site")) return 1;
  api->cache_set_max(0);
  return 0;
}

/// The size of the image at `path` as it is shown, after its EXIF orientation, read from
/// its header alone, without parsing the path for options (a name may hold "["). 0 on
/// success.
static inline int gs_vips_size(const gs_vips_api *api, const char *path, int *width,
                               int *height) {
  VipsSource *source = api->source_new_from_file(path);
  VipsImage *image =
      source ? api->image_new_from_source(source, "", "access", VIPS_ACCESS_SEQUENTIAL, NULL)
             : NULL;
  if (source) api->object_unref(source);
  if (!image) {
    api->error_clear();
    return 1;
  }
  int w = api->get_width(image), h = api->get_height(image);
  int swap = api->orientation_swap(image);
  api->object_unref(image);
  *width = swap ? h : w;
  *height = swap ? w : h;
  return (*width > 0 && *height > 0) ? 0 : 1;
}

/// The image at `path` turned upright and scaled to exactly `width` by `height`, with any
/// transparency on white, in memory; NULL when it cannot be read.
static inline VipsImage *gs_vips_thumbnail(const gs_vips_api *api, const char *path, int width,
                                           int height) {
  VipsSource *source = api->source_new_from_file(path);
  if (!source) {
    api->error_clear();
    return NULL;
  }
  VipsImage *thumbnail = NULL;
  int failed = api->thumbnail_source(source, &thumbnail, width, "height", height, "size",
                                     VIPS_SIZE_FORCE, NULL);
  api->object_unref(source);
  if (failed) {
    api->error_clear();
    return NULL;
  }
  if (api->hasalpha(thumbnail)) {
    VipsImage *flat = NULL;
    VipsArrayDouble *white = api->array_double_newv(3, 255.0, 255.0, 255.0);
    failed = api->flatten(thumbnail, &flat, "background", white, NULL);
    api->area_unref(VIPS_AREA(white));
    api->object_unref(thumbnail);
    if (failed) {
      api->error_clear();
      return NULL;
    }
    thumbnail = flat;
  }
  VipsImage *memory = api->copy_memory(thumbnail);
  api->object_unref(thumbnail);
  if (!memory) api->error_clear();
  return memory;
}

/// `image` as a baseline JPEG of `quality` (1 to 100) without metadata (no EXIF, so no
/// place or camera). On success *out holds the bytes (free them with gs_vips_free) and 0
/// is returned.
static inline int gs_vips_jpeg(const gs_vips_api *api, VipsImage *image, int quality,
                               void **out, size_t *count) {
  if (api->jpegsave_buffer(image, out, count, "Q", quality, "strip", TRUE, "optimize_coding",
                           TRUE, NULL)) {
    api->error_clear();
    return 1;
  }
  return 0;
}

static inline void gs_vips_release(const gs_vips_api *api, VipsImage *image) {
  api->object_unref(image);
}

static inline void gs_vips_free(const gs_vips_api *api, void *bytes) { api->free(bytes); }
