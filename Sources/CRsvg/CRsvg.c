// See include/CRsvg.h. librsvg's functions are looked up with dlsym() when crsvg_load() first runs, so nothing here
// links -lrsvg-2. The few types of librsvg's and GLib's API used are declared here with their documented layout
// (librsvg's header needs GLib's, cairo's and gdk-pixbuf's include folders, which a plain C target does not get).
#include "CRsvg.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/// GLib's error: a domain, a code and a message.
typedef struct {
    uint32_t domain;
    int code;
    char *message;
} crsvg_gerror;

/// librsvg's RsvgRectangle.
typedef struct {
    double x, y, width, height;
} crsvg_rectangle;

/// librsvg's RsvgLength: a number and its unit (an enum).
typedef struct {
    double length;
    int unit;
} crsvg_length;

/// The librsvg (and GLib) functions used, found in the loaded library and the libraries it depends on.
static struct {
    void *(*new_from_data)(const unsigned char *data, size_t length, crsvg_gerror **error);
    void (*set_dpi)(void *handle, double dpi);
    int (*get_intrinsic_size_in_pixels)(void *handle, double *width, double *height);
    void (*get_intrinsic_dimensions)(
        void *handle, int *has_width, crsvg_length *width, int *has_height, crsvg_length *height, int *has_viewbox,
        crsvg_rectangle *viewbox);
    int (*render_document)(void *handle, struct _cairo *cairo, const crsvg_rectangle *viewport, crsvg_gerror **error);
    void (*object_unref)(void *object);
    void (*error_free)(crsvg_gerror *error);
} rsvg;
static int loaded;
static void *loaded_handle;
static pthread_mutex_t load_lock = PTHREAD_MUTEX_INITIALIZER;

int crsvg_load(const char *library, char *error, size_t size) {
    pthread_mutex_lock(&load_lock);
    // The library named must open even when another one was loaded before (the answer does not depend on what ran
    // earlier in the process).
    void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        const char *why = dlerror();
        snprintf(error, size, "%s", why != NULL ? why : "cannot be opened");
        pthread_mutex_unlock(&load_lock);
        return -1;
    }
    // The functions are looked up in every library named, so that one without them is refused whatever ran before.
    __typeof__(rsvg) found = {0};
    const char *missing = NULL;
#define CRSVG_RESOLVE(field, symbol)                                   \
    if (missing == NULL) {                                             \
        void *address = dlsym(handle, symbol);                         \
        if (address == NULL) missing = symbol;                         \
        memcpy(&found.field, &address, sizeof address);                \
    }
    CRSVG_RESOLVE(new_from_data, "rsvg_handle_new_from_data")
    CRSVG_RESOLVE(set_dpi, "rsvg_handle_set_dpi")
    CRSVG_RESOLVE(get_intrinsic_size_in_pixels, "rsvg_handle_get_intrinsic_size_in_pixels")
    CRSVG_RESOLVE(get_intrinsic_dimensions, "rsvg_handle_get_intrinsic_dimensions")
    CRSVG_RESOLVE(render_document, "rsvg_handle_render_document")
    // GLib's, from the libraries librsvg depends on (the same ones Pango brought in).
    CRSVG_RESOLVE(object_unref, "g_object_unref")
    CRSVG_RESOLVE(error_free, "g_error_free")
#undef CRSVG_RESOLVE
    if (missing != NULL) {
        snprintf(error, size, "%s: no %s in it (not librsvg 2.52 or later?)", library, missing);
        dlclose(handle);
        pthread_mutex_unlock(&load_lock);
        return -1;
    }
    if (loaded) {
        // The functions stay those of the first library loaded.
        if (handle != loaded_handle) dlclose(handle);
        pthread_mutex_unlock(&load_lock);
        return 0;
    }
    rsvg = found;
    loaded = 1;
    loaded_handle = handle;
    pthread_mutex_unlock(&load_lock);
    return 0;
}

/// Copies the error's message into `buffer` (when there is one) and frees the error.
static void take_error(crsvg_gerror *error, char *buffer, size_t size) {
    if (error == NULL) return;
    if (buffer != NULL && size > 0) snprintf(buffer, size, "%s", error->message != NULL ? error->message : "");
    rsvg.error_free(error);
}

/// Whether the functions are there: set once under the lock, read after crsvg_load() returned 0 on some thread.
static int is_loaded(void) {
    pthread_mutex_lock(&load_lock);
    int answer = loaded;
    pthread_mutex_unlock(&load_lock);
    return answer;
}

crsvg_handle *crsvg_handle_new_from_data(const unsigned char *data, size_t length, char *error, size_t size) {
    if (error != NULL && size > 0) error[0] = 0;
    if (!is_loaded()) {
        if (error != NULL && size > 0) snprintf(error, size, "librsvg is not loaded");
        return NULL;
    }
    crsvg_gerror *failure = NULL;
    void *handle = rsvg.new_from_data(data, length, &failure);
    take_error(failure, handle == NULL ? error : NULL, size);
    return (crsvg_handle *)handle;
}

void crsvg_handle_free(crsvg_handle *handle) {
    if (handle != NULL) rsvg.object_unref(handle);
}

void crsvg_handle_set_dpi(crsvg_handle *handle, double dpi) { rsvg.set_dpi(handle, dpi); }

int crsvg_handle_intrinsic_size_in_pixels(crsvg_handle *handle, double *width, double *height) {
    return rsvg.get_intrinsic_size_in_pixels(handle, width, height) != 0;
}

int crsvg_handle_viewbox_size(crsvg_handle *handle, double *width, double *height) {
    int has_width = 0, has_height = 0, has_viewbox = 0;
    crsvg_length w = {0, 0}, h = {0, 0};
    crsvg_rectangle viewbox = {0, 0, 0, 0};
    rsvg.get_intrinsic_dimensions(handle, &has_width, &w, &has_height, &h, &has_viewbox, &viewbox);
    if (!has_viewbox) return 0;
    *width = viewbox.width;
    *height = viewbox.height;
    return 1;
}

int crsvg_handle_render_document(
    crsvg_handle *handle, struct _cairo *cairo, double x, double y, double width, double height) {
    crsvg_rectangle viewport = {x, y, width, height};
    crsvg_gerror *failure = NULL;
    int drawn = rsvg.render_document(handle, cairo, &viewport, &failure);
    take_error(failure, NULL, 0);
    return drawn ? 0 : -1;
}
