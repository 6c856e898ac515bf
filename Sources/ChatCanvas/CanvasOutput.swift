import CCairo
import Foundation

extension Canvas {
    /// PNG bytes (deterministic: the same drawing gives the same bytes).
    public func pngData() throws -> Data {
        cairo_surface_flush(surface)
        final class Sink { var data = Data() }
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        withExtendedLifetime(sink) {}
        guard status == CAIRO_STATUS_SUCCESS else {
            throw CanvasError("cannot encode the \(pixelWidth)×\(pixelHeight) canvas as PNG (cairo: \(String(cString: cairo_status_to_string(status))))")
        }
        return sink.data
    }

    /// Writes the PNG with `AtomicFile` (a temporary file in the same folder, then a rename); `inputs` are files
    /// the caller reads, which must not be replaced. Throws `AtomicFileError` when the file cannot be written.
    public func writePNG(to path: String, protecting inputs: [String] = []) throws {
        try AtomicFile.write(try pngData(), to: path, protecting: inputs)
    }

    /// Straight-alpha RGBA pixels, row by row (for tests and diffs).
    public func rgbaPixels() -> [UInt8] {
        PixelFormat.straightRGBA(surface: surface, width: pixelWidth, height: pixelHeight)
    }
}
