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

    /// Writes the PNG atomically: a temporary file in the same folder, then a rename.
    public func writePNG(to path: String) throws {
        try Canvas.writeAtomically(try pngData(), to: path)
    }

    /// Writes `data` to `path` through a temporary file in the same folder and `rename(2)`, so readers see
    /// either the old file or the complete new one; the temporary file never outlives a failure.
    static func writeAtomically(_ data: Data, to path: String) throws {
        guard !path.isEmpty else { throw CanvasError("cannot write PNG: the output path is empty") }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            throw CanvasError("cannot write \(path): the folder \(folder) does not exist")
        }
        guard isDirectory.boolValue else { throw CanvasError("cannot write \(path): \(folder) is not a folder") }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CanvasError("cannot write \(path): it is a folder")
        }
        let temporary = folder + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(UUID().uuidString.prefix(8))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw CanvasError("cannot write \(path): \(String(cString: strerror(errno))) (folder \(folder))")
        }
        var failure: String? = nil
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno)); return
                }
                offset += n
            }
        }
        if close(fd) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil, rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw CanvasError("cannot write \(path): \(failure)")
        }
    }

    /// Straight-alpha RGBA pixels, row by row (for tests and diffs).
    public func rgbaPixels() -> [UInt8] {
        PixelFormat.straightRGBA(surface: surface, width: pixelWidth, height: pixelHeight)
    }
}
