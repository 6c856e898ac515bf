import ChatCanvas
import Foundation
import CPNG

/// An 8-bit RGBA image with straight (not premultiplied) alpha, rows packed without padding.
/// This is the pixel layout the diff works on (the same layout pngjs hands to pixelmatch).
public struct RGBAImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A per pixel, row after row.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4, "pixel buffer does not match the size")
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// A blank (transparent black) image, or one filled with a colour.
    public init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)) {
        self.width = width; self.height = height
        var p = [UInt8](repeating: 0, count: width * height * 4)
        if fill != (0, 0, 0, 0) {
            for i in stride(from: 0, to: p.count, by: 4) { p[i] = fill.0; p[i + 1] = fill.1; p[i + 2] = fill.2; p[i + 3] = fill.3 }
        }
        self.pixels = p
    }

    public var pixelCount: Int { width * height }

    public subscript(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        get { let i = (y * width + x) * 4; return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) }
        set { let i = (y * width + x) * 4; pixels[i] = newValue.0; pixels[i + 1] = newValue.1; pixels[i + 2] = newValue.2; pixels[i + 3] = newValue.3 }
    }
}

// MARK: - PNG decoding and encoding (libpng's simplified API)

private let pngFormatRGBA: png_uint_32 = 0x03 // PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA
private let pngImageFlagFast: png_uint_32 = 0x02 // PNG_IMAGE_FLAG_FAST

private func libpngMessage(_ image: inout png_image) -> String {
    withUnsafeBytes(of: &image.message) { raw -> String in
        let bytes = raw.bindMemory(to: UInt8.self)
        let end = bytes.firstIndex(of: 0) ?? bytes.count
        return String(decoding: bytes[..<end], as: UTF8.self)
    }
}

extension RGBAImage {
    /// The most pixels one image may have to be decoded: 2^28 (1 GiB of RGBA; two of them are compared at once).
    public static let maxPixels = 1 << 28

    /// Width and height from the IHDR chunk of PNG bytes (the first 24 bytes suffice).
    static func headerSize(_ bytes: [UInt8]) -> (Int, Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, bytes.starts(with: signature), bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        func be32(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        return (be32(16), be32(20))
    }

    /// Width and height from a PNG file's header, reading only its first 24 bytes; nil when the file cannot be
    /// read or does not start like a PNG (decoding it then says why).
    static func headerSize(ofFile path: String) -> (Int, Int)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 24) else { return nil }
        return headerSize([UInt8](head))
    }

    static func checkSize(_ width: Int, _ height: Int, name: String) throws {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard overflow || pixels > maxPixels else { return }
        throw ChatShotError.badInput("\(name): PNG of \(width)×\(height) pixels is too large to compare (the limit is \(maxPixels) pixels)")
    }

    /// Checks a PNG file's chunks without decoding its pixels (see `FastPNGDecoder.checkStructure`); false when that
    /// check is not available here.
    static func checkStructure(ofFile path: String) throws -> Bool {
        let data = try mapped(path)
        try checkHead(data, name: path)
        return try data.withUnsafeBytes { raw in
            try checkChunkLayout(raw, name: path)
            return try FastPNGDecoder.checkStructure(raw, name: path)
        }
    }

    /// Reads a PNG file into RGBA. Missing, unreadable, truncated, corrupt or non-PNG files
    /// throw `ChatShotError.badInput` with a one-line message naming the file.
    public static func read(contentsOf path: String) throws -> RGBAImage {
        try decodePNG(mapped(path), name: path)
    }

    /// The file's bytes, mapped; a missing or unreadable file is bad input naming it.
    private static func mapped(_ path: String) throws -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        } catch {
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDir) {
                if isDir.boolValue { throw ChatShotError.badInput("\(path): is a folder, expected a PNG file") }
                throw ChatShotError.badInput("\(path): cannot be read (permission denied?), expected a PNG file")
            }
            throw ChatShotError.badInput("\(path): no such file, expected a PNG file")
        }
    }

    /// Decodes PNG bytes; `name` is used in error messages.
    public static func decodePNG(_ data: Data, name: String = "PNG data") throws -> RGBAImage {
        try checkHead(data, name: name)
        return try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> RGBAImage in
            try checkChunkLayout(raw, name: name)
            if let fast = try FastPNGDecoder.decode(raw, name: name) { return fast }
            return try decodeWithLibpng(raw, name: name)
        }
    }

    /// The PNG signature, and a size in the header within the pixel cap.
    private static func checkHead(_ data: Data, name: String) throws {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if data.isEmpty { throw ChatShotError.badInput("\(name): empty file, expected a PNG image") }
        if data.count < 8 || !data.prefix(8).elementsEqual(signature) {
            throw ChatShotError.badInput("\(name): not a PNG image (no PNG signature)")
        }
        if let (width, height) = headerSize([UInt8](data.prefix(24))) { try checkSize(width, height, name: name) }
    }

    /// Walks the chunk list: a file whose chunks run past its end, or that stops before IEND, is truncated.
    static func checkChunkLayout(_ raw: UnsafeRawBufferPointer, name: String) throws {
        var pos = 8
        while pos + 12 <= raw.count {
            let length = Int(raw[pos]) << 24 | Int(raw[pos + 1]) << 16 | Int(raw[pos + 2]) << 8 | Int(raw[pos + 3])
            if pos + 12 + length > raw.count { break }
            if raw[pos + 4] == 0x49 && raw[pos + 5] == 0x45 && raw[pos + 6] == 0x4E && raw[pos + 7] == 0x44 { return }
            pos += 12 + length
        }
        throw ChatShotError.badInput("\(name): truncated PNG (the file ends before the IEND chunk)")
    }

    /// Decodes PNG bytes with libpng's simplified API (any PNG: all depths, interlacing, colour types).
    static func decodeWithLibpng(_ raw: UnsafeRawBufferPointer, name: String) throws -> RGBAImage {
        do {
            var image = png_image()
            image.version = png_uint_32(PNG_IMAGE_VERSION)
            defer { png_image_free(&image) }
            guard png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count) != 0 else {
                throw ChatShotError.badInput("\(name): corrupt PNG (\(libpngMessage(&image)))")
            }
            let width = Int(image.width), height = Int(image.height)
            guard width > 0, height > 0 else { throw ChatShotError.badInput("\(name): corrupt PNG (zero width or height)") }
            try checkSize(width, height, name: name)
            image.format = pngFormatRGBA
            var pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buf, count in
                count = width * height * 4
            }
            let ok = pixels.withUnsafeMutableBytes { out in
                png_image_finish_read(&image, nil, out.baseAddress, png_int_32(width * 4), nil)
            }
            guard ok != 0 else {
                let message = libpngMessage(&image)
                let hint = message.isEmpty ? "truncated or corrupt data" : message
                throw ChatShotError.badInput("\(name): corrupt or truncated PNG (\(hint))")
            }
            return RGBAImage(width: width, height: height, pixels: pixels)
        }
    }

    /// Encodes the image as an 8-bit RGBA PNG. `fast` trades file size for speed.
    public func pngData(fast: Bool = false) throws -> Data {
        guard width > 0, height > 0 else { throw ChatShotError.badInput("cannot encode an empty image as PNG") }
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = pngFormatRGBA
        if fast { image.flags = pngImageFlagFast }
        defer { png_image_free(&image) }
        return try pixels.withUnsafeBytes { src -> Data in
            var size: Int = 0
            guard png_image_write_to_memory(&image, nil, &size, 0, src.baseAddress, png_int_32(width * 4), nil) != 0, size > 0 else {
                throw ChatShotError.badInput("PNG encoding failed (\(libpngMessage(&image)))")
            }
            var out = Data(count: size)
            let ok = out.withUnsafeMutableBytes { dst in
                png_image_write_to_memory(&image, dst.baseAddress, &size, 0, src.baseAddress, png_int_32(width * 4), nil)
            }
            guard ok != 0 else { throw ChatShotError.badInput("PNG encoding failed (\(libpngMessage(&image)))") }
            out.count = size
            return out
        }
    }

    /// Writes the image as PNG atomically (a temporary file in the same folder, then a rename); `inputs` are
    /// files the caller reads, which must not be replaced.
    public func writePNG(to path: String, fast: Bool = false, protecting inputs: [String] = []) throws {
        try AtomicFile.writeOutput(try pngData(fast: fast), to: path, protecting: inputs)
    }
}
