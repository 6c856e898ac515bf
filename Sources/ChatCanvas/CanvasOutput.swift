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

    /// Writes the PNG atomically: a temporary file in the same folder, then a rename.
    public func writePNG(to path: String, compression: PNGCompression = .fast) throws {
        try Canvas.writeAtomically(try pngData(compression: compression), to: path)
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
