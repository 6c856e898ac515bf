import CCairo
import Foundation

extension Canvas {
    /// PNG bytes: RGB for an opaque canvas, else RGBA. Deterministic: the same drawing and `compression` give the
    /// same bytes on every run, whatever the number of cores.
    public func pngData(compression: PNGCompression = .fast) throws -> Data {
        try pngData(compression: compression, concurrency: ProcessInfo.processInfo.activeProcessorCount)
    }

    /// `concurrency`: how many bands are compressed at once (tests vary it; the bytes must not change).
    func pngData(compression: PNGCompression, concurrency: Int) throws -> Data {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else {
            throw CanvasError("cannot encode the \(pixelWidth)×\(pixelHeight) canvas as PNG: its pixels are not readable")
        }
        let pixels = PNGEncoder.Pixels(base: UnsafeRawPointer(data), width: Int(cairo_image_surface_get_width(surface)),
                                       height: Int(cairo_image_surface_get_height(surface)),
                                       stride: Int(cairo_image_surface_get_stride(surface)))
        return try PNGEncoder.encode(pixels, compression: compression, concurrency: concurrency)
    }

    /// Writes the PNG with `AtomicFile` (a temporary file in the same folder, then a rename); `inputs` are files
    /// the caller reads, which must not be replaced. Throws `AtomicFileError` when the file cannot be written.
    public func writePNG(to path: String, compression: PNGCompression = .fast, protecting inputs: [String] = []) throws {
        try AtomicFile.write(try pngData(compression: compression), to: path, protecting: inputs)
    }

    /// Straight-alpha RGBA pixels, row by row (for tests and diffs).
    public func rgbaPixels() -> [UInt8] {
        PixelFormat.straightRGBA(surface: surface, width: pixelWidth, height: pixelHeight)
    }
}
