import CCairo
import Foundation

@testable import ChatCanvas

// Cairo's PNG reader (libpng inside Cairo): a decoder independent of chatshot's own, to check PNGs against.

/// Premultiplied ARGB32 words through Cairo's PNG reader (opaque images come back as RGB24: alpha set to 255).
func decodeWithCairo(_ png: Data) throws -> [UInt32] {
    final class Source {
        var bytes: [UInt8]
        var offset = 0
        init(_ b: [UInt8]) { bytes = b }
    }
    let source = Source([UInt8](png))
    let surface = withExtendedLifetime(source) {
        cairo_image_surface_create_from_png_stream(
            { closure, out, length in
                let source = Unmanaged<Source>.fromOpaque(closure!).takeUnretainedValue()
                let n = Int(length)
                guard source.offset + n <= source.bytes.count, let out else { return CAIRO_STATUS_READ_ERROR }
                source.bytes.withUnsafeBufferPointer { out.update(from: $0.baseAddress! + source.offset, count: n) }
                source.offset += n
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(source).toOpaque())!
    }
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
        throw CanvasError(
            "Cairo cannot read the PNG: \(String(cString: cairo_status_to_string(cairo_surface_status(surface))))")
    }
    let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
    return words(of: surface).map { opaque ? $0 | 0xFF00_0000 : $0 }
}

/// The canvas's premultiplied ARGB32 words, row by row.
func premultipliedPixels(_ canvas: Canvas) -> [UInt32] {
    cairo_surface_flush(canvas.surface)
    return words(of: canvas.surface)
}

/// Straight RGBA bytes premultiplied the way Cairo's PNG reader does it.
func premultipliedPixels(_ image: RGBAImage) -> [UInt32] {
    stride(from: 0, to: image.pixels.count, by: 4).map { i in
        PixelFormat.premultiplied(
            r: image.pixels[i], g: image.pixels[i + 1], b: image.pixels[i + 2], a: image.pixels[i + 3])
    }
}

/// An image surface's pixel words, row by row.
func words(of surface: OpaquePointer) -> [UInt32] {
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let base = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
    var out: [UInt32] = []
    out.reserveCapacity(width * height)
    for y in 0..<height {
        let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
        out.append(contentsOf: UnsafeBufferPointer(start: row, count: width))
    }
    return out
}
