// librsvg, loaded when the first SVG is drawn: chatshot does not link librsvg (a large library that brings libxml2
// and ICU with it), so commands that draw nothing (`--help`, `--version`, `diff`, a `check` answered by the render
// cache) do not pay for loading it at start. These functions open librsvg with dlopen() on first use and call the
// few functions ChatCanvas needs through typed wrappers; GLib's errors come back as text.
#ifndef CRSVG_H
#define CRSVG_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Loads librsvg from `library` (a file name the dynamic loader looks up, or a path) and looks up its functions, once
/// per process: a later call only checks that `library` opens. Returns 0, or -1 with the loader's message in `error`
/// (`size` bytes).
int crsvg_load(const char *library, char *error, size_t size);

/// A parsed SVG document (an RsvgHandle). Not for two threads at once.
typedef struct crsvg_handle crsvg_handle;

/// Parses `length` bytes of SVG. Returns NULL with librsvg's message in `error` (`size` bytes) when the document
/// does not parse, or when librsvg is not loaded.
crsvg_handle *crsvg_handle_new_from_data(const unsigned char *data, size_t length, char *error, size_t size);
void crsvg_handle_free(crsvg_handle *handle);

/// Sets the resolution that physical units (mm, in, pt) are converted at.
void crsvg_handle_set_dpi(crsvg_handle *handle, double dpi);

/// The document's width and height in pixels, when both are absolute lengths: returns 1, else 0.
int crsvg_handle_intrinsic_size_in_pixels(crsvg_handle *handle, double *width, double *height);

/// The size of the document's viewBox: returns 1, or 0 when it has none.
int crsvg_handle_viewbox_size(crsvg_handle *handle, double *width, double *height);

/// Draws the whole document into the rectangle (x, y, width, height) of `cairo`'s user space (a cairo_t).
/// Returns 0, or -1 when librsvg reports an error (the document is then drawn as far as it could be).
struct _cairo;
int crsvg_handle_render_document(
    crsvg_handle *handle, struct _cairo *cairo, double x, double y, double width, double height);

#ifdef __cplusplus
}
#endif

#endif
