import Foundation
import Synchronization

@_implementationOnly import CCairo
@_implementationOnly import CRsvg

/// Errors reading images; the message names the file and what was wrong.
public struct ImageError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var reason: String
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
    /// One line: `path: reason`, control characters escaped.
    public var description: String { OneLine.escaped("\(path): \(reason)", limit: 1000) }
}

/// A decoded raster image (PNG or JPEG) or a vector image (SVG, drawn crisply at any scale).
public final class Image: @unchecked Sendable {
    enum Backing {
        /// A premultiplied ARGB32 cairo image surface (immutable once created).
        case raster(surface: OpaquePointer, width: Int, height: Int)
        /// A librsvg handle and its intrinsic size. librsvg handles are not safe to render from two threads at
        /// once; `renderLock` serialises rendering.
        case vector(handle: OpaquePointer, size: CGSize)
        /// Another image's shape (its alpha) filled with one colour (UIKit's `withTintColor`).
        case tinted(base: Image, color: Color)
    }
    let backing: Backing
    private let renderLock = Mutex(())
    /// Bytes reserved in `ImageMemory` for a decoded file, given back when the image is freed.
    private let reservedBytes: Int

    init(backing: Backing, reservedBytes: Int = 0) {
        self.backing = backing
        self.reservedBytes = reservedBytes
    }

    deinit {
        ImageMemory.release(reservedBytes)
        switch backing {
        case .raster(let surface, _, _): cairo_surface_destroy(surface)
        case .vector(let handle, _): crsvg_handle_free(handle)
        case .tinted: break
        }
    }

    /// This image's shape filled with `color`: what it covers, in that colour, at its opacity.
    public func tinted(_ color: Color) -> Image {
        if case .tinted(let base, _) = backing { return Image(backing: .tinted(base: base, color: color)) }
        return Image(backing: .tinted(base: self, color: color))
    }

    /// The natural size in points (pixels for raster images, the SVG's intrinsic size for vectors).
    public var size: CGSize {
        switch backing {
        case .raster(_, let w, let h): return CGSize(width: Double(w), height: Double(h))
        case .vector(_, let size): return size
        case .tinted(let base, _): return base.size
        }
    }
    /// True for SVG-backed images.
    public var isVector: Bool {
        switch backing {
        case .vector: return true
        case .raster: return false
        case .tinted(let base, _): return base.isVector
        }
    }

    /// Loads a PNG, JPEG or SVG file (chosen by content, not extension). Throws `ImageError` for a missing,
    /// unreadable or corrupt file.
    public static func load(path: String) throws -> Image {
        let data = try ImageDecoder.readFile(path)
        return try ImageDecoder.decode(data, path: path)
    }
    /// An SVG document from memory.
    public static func svg(_ document: String, name: String = "svg") throws -> Image {
        try ImageDecoder.decodeSVG(Data(document.utf8), path: name)
    }
    /// Decodes PNG, JPEG or SVG bytes (chosen by content); `name` is used in error messages.
    public static func decode(_ data: Data, name: String = "image") throws -> Image {
        try ImageDecoder.decode(data, path: name)
    }
    /// A raster image from straight-alpha RGBA bytes (width × height × 4). Missing bytes are transparent;
    /// a non-positive side gives an empty image.
    public static func rgba(width: Int, height: Int, bytes: [UInt8]) -> Image {
        let valid = width > 0 && height > 0
        let w = valid ? min(width, 32767) : 0
        let h = valid ? min(height, 32767) : 0
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        if w > 0, h > 0, let base = cairo_image_surface_get_data(surface) {
            let stride = Int(cairo_image_surface_get_stride(surface))
            bytes.withUnsafeBufferPointer { src in
                for y in 0..<h {
                    let row = UnsafeMutableRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<w {
                        let i = (y * width + x) * 4
                        guard i + 3 < src.count else {
                            row[x] = 0
                            continue
                        }
                        row[x] = PixelFormat.premultiplied(r: src[i], g: src[i + 1], b: src[i + 2], a: src[i + 3])
                    }
                }
            }
            cairo_surface_mark_dirty(surface)
        }
        return Image(backing: .raster(surface: surface, width: w, height: h))
    }

    /// Straight-alpha RGBA bytes of a raster image (nil for SVG images), row by row.
    public func rgbaPixels() -> [UInt8]? {
        guard case .raster(let surface, let w, let h) = backing else { return nil }
        return PixelFormat.straightRGBA(surface: surface, width: w, height: h)
    }

    /// Paints the image so that its natural bounds map onto `rect` (stretching), in the current user space.
    /// Raster images use `filter` when scaled.
    func paint(in cr: OpaquePointer, rect: CGRect, alpha: Double = 1) {
        let natural = size
        guard natural.width > 0, natural.height > 0, !rect.isEmpty else { return }
        cairo_save(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / natural.width, rect.height / natural.height)
        switch backing {
        case .raster(let surface, let w, let h):
            let pattern = cairo_pattern_create_for_surface(surface)!
            cairo_pattern_set_filter(pattern, Self.filter(for: cr))
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_set_source(cr, pattern)
            cairo_rectangle(cr, 0, 0, Double(w), Double(h))
            cairo_clip(cr)
            if alpha >= 1 { cairo_paint(cr) } else { cairo_paint_with_alpha(cr, max(0, alpha)) }
            cairo_pattern_destroy(pattern)
        case .tinted(let base, let color):
            cairo_push_group(cr)
            base.paint(in: cr, rect: CGRect(origin: .zero, size: natural))
            let shape = cairo_pop_group(cr)!
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * min(max(alpha, 0), 1))
            cairo_mask(cr, shape)
            cairo_pattern_destroy(shape)
        case .vector:
            cairo_rectangle(cr, 0, 0, natural.width, natural.height)
            cairo_clip(cr)
            if alpha < 1 { cairo_push_group(cr) }
            renderVector(cr, size: natural)
            if alpha < 1 {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, max(0, alpha))
            }
        }
        cairo_restore(cr)
    }

    /// Renders the SVG document into (0, 0, size) of the current user space.
    func renderVector(_ cr: OpaquePointer, size: CGSize) {
        guard case .vector(let handle, _) = backing else { return }
        renderLock.withLock { _ in
            _ = crsvg_handle_render_document(handle, cr, 0, 0, size.width, size.height)
        }
    }

    /// Identity transforms copy pixels exactly; anything else is resampled with a good filter.
    static func filter(for cr: OpaquePointer) -> cairo_filter_t {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let integerTranslation = m.x0 == m.x0.rounded() && m.y0 == m.y0.rounded()
        if m.xx == 1, m.yy == 1, m.xy == 0, m.yx == 0, integerTranslation { return CAIRO_FILTER_NEAREST }
        return CAIRO_FILTER_GOOD
    }
}

/// How an image fills a rectangle.
public enum ContentMode: Sendable { case scaleToFill, aspectFit, aspectFill, center }
