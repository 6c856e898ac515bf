import Foundation

@_implementationOnly import CCairo

/// The file formats a canvas is written in: pixels (PNG) or vectors (PDF, SVG: text stays text).
public enum ImageFormat: String, Hashable, Codable, Sendable, CaseIterable {
    case png, pdf, svg

    /// The format a file name asks for by its extension (`.pdf`, `.svg`; anything else is PNG).
    public init(path: String) {
        self = ImageFormat(rawValue: (path as NSString).pathExtension.lowercased()) ?? .png
    }

    public var fileExtension: String { rawValue }
    public var isVector: Bool { self != .png }
}

extension Canvas {
    /// PNG bytes: RGB for an opaque canvas, else RGBA. Deterministic: the same drawing and `compression` give the
    /// same bytes on every run, whatever the number of cores. A vector canvas is rasterised at its scale first.
    public func pngData(compression: PNGCompression = .fast) throws -> Data {
        try pngData(compression: compression, concurrency: ProcessInfo.processInfo.activeProcessorCount)
    }

    /// PNG bytes compressed on `concurrency` threads at once (1: only on the calling thread). The bytes are the
    /// same whatever the number. A caller that already keeps every core busy (a batch rendering one image per core)
    /// passes 1, so an image's bands do not compete with the other images for the cores.
    public func pngData(compression: PNGCompression, concurrency: Int) throws -> Data {
        let image = try pixelSurface()
        defer { if image != surface { cairo_surface_destroy(image) } }
        cairo_surface_flush(image)
        guard let data = cairo_image_surface_get_data(image) else {
            throw CanvasError(
                "cannot encode the \(pixelWidth)×\(pixelHeight) canvas as PNG: its pixels are not readable")
        }
        let pixels = PNGEncoder.Pixels(
            base: UnsafeRawPointer(data), width: Int(cairo_image_surface_get_width(image)),
            height: Int(cairo_image_surface_get_height(image)),
            stride: Int(cairo_image_surface_get_stride(image)))
        return try PNGEncoder.encode(pixels, compression: compression, concurrency: concurrency)
    }

    /// The bytes of the canvas in `format` (PNG with `compression`, compressed on `concurrency` threads: see
    /// `pngData(compression:concurrency:)`).
    public func data(
        _ format: ImageFormat, compression: PNGCompression = .fast,
        concurrency: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws -> Data {
        switch format {
        case .png: return try pngData(compression: compression, concurrency: concurrency)
        case .pdf, .svg: return try vectorData(format)
        }
    }

    /// Writes the PNG with `AtomicFile` (a temporary file in the same folder, then a rename); `inputs` are files
    /// the caller reads, which must not be replaced. Throws `AtomicFileError` when the file cannot be written.
    public func writePNG(to path: String, compression: PNGCompression = .fast, protecting inputs: [String] = []) throws
    {
        try AtomicFile.write(try pngData(compression: compression), to: path, protecting: inputs)
    }

    /// Writes the canvas in `format` atomically (see `writePNG`).
    public func write(
        to path: String, format: ImageFormat, compression: PNGCompression = .fast, protecting inputs: [String] = []
    ) throws {
        try AtomicFile.write(try data(format, compression: compression), to: path, protecting: inputs)
    }

    /// Straight-alpha RGBA pixels, row by row (for tests and diffs).
    public func rgbaPixels() -> [UInt8] {
        guard let image = try? pixelSurface() else { return [] }
        defer { if image != surface { cairo_surface_destroy(image) } }
        return PixelFormat.straightRGBA(surface: image, width: pixelWidth, height: pixelHeight)
    }

    /// The pixels as an `RGBAImage`: exactly what decoding the canvas's PNG gives (a vector canvas is rasterised at
    /// its scale), without encoding it. Throws `CanvasError` when a vector canvas cannot be rasterised.
    public func rgbaImage() throws -> RGBAImage {
        let image = try pixelSurface()
        defer { if image != surface { cairo_surface_destroy(image) } }
        let width = Int(cairo_image_surface_get_width(image))
        let height = Int(cairo_image_surface_get_height(image))
        return RGBAImage(
            width: width, height: height, pixels: PixelFormat.straightRGBA(surface: image, width: width, height: height)
        )
    }

    /// The image surface itself, or a vector canvas played back into a new image surface (the caller destroys it).
    private func pixelSurface() throws -> OpaquePointer {
        guard isVector else { return surface }
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)),
            cairo_surface_status(image) == CAIRO_STATUS_SUCCESS
        else {
            throw CanvasError("cannot allocate a \(pixelWidth)×\(pixelHeight) pixel canvas")
        }
        let c = cairo_create(image)
        // The recording's device space is pixels already: play it back 1:1.
        cairo_set_source_surface(c, surface, 0, 0)
        cairo_paint(c)
        cairo_destroy(c)
        return image
    }

    /// PDF or SVG bytes: the drawing played back into a vector surface of `width`×`height` points (1 pt = 1 unit).
    /// Text stays text; images, emoji and blurred shadows are embedded as images (at the canvas's scale). The
    /// document carries fixed metadata and no date, so the same drawing gives the same bytes.
    private func vectorData(_ format: ImageFormat) throws -> Data {
        let sink = ByteSink()
        let write: cairo_write_func_t = { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        guard
            let target = format == .pdf
                ? cairo_pdf_surface_create_for_stream(write, closure, width, height)
                : cairo_svg_surface_create_for_stream(write, closure, width, height)
        else {
            throw CanvasError("cannot create a \(format.rawValue) surface")
        }
        defer { cairo_surface_destroy(target) }
        if format == .pdf {
            cairo_pdf_surface_set_metadata(target, CAIRO_PDF_METADATA_CREATOR, "chatshot")
            cairo_pdf_surface_set_metadata(target, CAIRO_PDF_METADATA_CREATE_DATE, Canvas.documentDate)
            cairo_pdf_surface_set_metadata(target, CAIRO_PDF_METADATA_MOD_DATE, Canvas.documentDate)
        } else {
            cairo_svg_surface_set_document_unit(target, CAIRO_SVG_UNIT_USER)
        }
        // What cairo cannot express as vectors (a transparent hole) falls back to pixels at the PNG's resolution.
        cairo_surface_set_fallback_resolution(target, 72 * scale, 72 * scale)
        let c = cairo_create(target)
        cairo_scale(c, 1 / scale, 1 / scale)  // the canvas's device space is pixels of `scale`
        cairo_set_source_surface(c, surface, 0, 0)
        cairo_paint(c)
        cairo_destroy(c)
        cairo_surface_finish(target)
        let status = cairo_surface_status(target)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw CanvasError(
                "cannot write the canvas as \(format.rawValue.uppercased()) (cairo: \(String(cString: cairo_status_to_string(status))))"
            )
        }
        return format == .svg ? SVGIdentifiers.renumbered(sink.data) : sink.data
    }

    /// The fixed creation date of every PDF (not the clock: the same input gives the same bytes).
    static let documentDate = "2000-01-01T00:00:00Z"
}

/// Collects what cairo writes to a stream.
private final class ByteSink { var data = Data() }

/// Cairo's SVG writer names some elements after process-wide counters (`surface12`, `image5`); renumbering them in
/// order of appearance makes the document the same whatever was drawn before in the process.
enum SVGIdentifiers {
    /// `id="image72"`, `#surface74` (in `href` and `url(…)`): a name of letters and a number.
    private static let pattern = try! NSRegularExpression(pattern: #"(id="|#)([a-z]+)([0-9]+)(?=[")])"#)

    static func renumbered(_ data: Data) -> Data {
        guard let text = String(data: data, encoding: .utf8) else { return data }
        var names: [String: String] = [:]
        var counts: [String: Int] = [:]
        var result = ""
        var last = text.startIndex
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let whole = Range(match.range, in: text), let prefix = Range(match.range(at: 1), in: text),
                let letters = Range(match.range(at: 2), in: text)
            else { continue }
            let old = String(text[letters.lowerBound..<whole.upperBound])
            let new =
                names[old]
                ?? {
                    let kind = String(text[letters])
                    counts[kind, default: 0] += 1
                    let name = "\(kind)\(counts[kind]!)"
                    names[old] = name
                    return name
                }()
            result += text[last..<whole.lowerBound] + text[prefix] + new
            last = whole.upperBound
        }
        result += text[last...]
        return Data(result.utf8)
    }
}
