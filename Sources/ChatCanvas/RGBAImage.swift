import Foundation

/// An 8-bit RGBA image with straight (not premultiplied) alpha, rows packed without padding: what a PNG file holds
/// once decoded (`PNGDecoder`), what `Canvas.rgbaImage()` gives, and the pixel layout pixelmatch compares (the one
/// pngjs hands to it).
public struct RGBAImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A per pixel, row after row.
    public var pixels: [UInt8]

    /// An image of these pixels; `pixels` must hold `width * height * 4` bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(
            width >= 0 && height >= 0 && pixels.count == width * height * 4, "pixel buffer does not match the size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A blank (transparent black) image, or one filled with a colour.
    public init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)) {
        self.width = width
        self.height = height
        var p = [UInt8](repeating: 0, count: width * height * 4)
        if fill != (0, 0, 0, 0) {
            for i in stride(from: 0, to: p.count, by: 4) {
                p[i] = fill.0
                p[i + 1] = fill.1
                p[i + 2] = fill.2
                p[i + 3] = fill.3
            }
        }
        self.pixels = p
    }

    public var pixelCount: Int { width * height }

    /// Same size and the same bytes (compared with `memcmp`).
    public static func == (lhs: RGBAImage, rhs: RGBAImage) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height, lhs.pixels.count == rhs.pixels.count else {
            return false
        }
        return lhs.pixels.withUnsafeBytes { a in
            rhs.pixels.withUnsafeBytes { b in a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
    }

    /// The pixel at column `x`, row `y` as (R, G, B, A).
    public subscript(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        get {
            let i = (y * width + x) * 4
            return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            pixels[i] = newValue.0
            pixels[i + 1] = newValue.1
            pixels[i + 2] = newValue.2
            pixels[i + 3] = newValue.3
        }
    }

    /// PNG bytes, written by chatshot's encoder (`PNGEncoder`): RGB when every pixel is opaque, else RGBA; decoding
    /// them gives these pixels back. Throws `CanvasError` for an empty image.
    public func pngData(compression: PNGCompression = .fast) throws -> Data {
        guard width > 0, height > 0 else { throw CanvasError("cannot encode an empty \(width)×\(height) image as PNG") }
        return try pixels.withUnsafeBytes { raw in
            let rows = PNGEncoder.Pixels(
                base: raw.baseAddress!, width: width, height: height, stride: width * 4, layout: .straightRGBA)
            return try PNGEncoder.encode(rows, compression: compression)
        }
    }

    /// Writes the PNG with `AtomicFile` (a temporary file in the same folder, then a rename); `inputs` are files the
    /// caller reads, which must not be replaced. Throws `AtomicFileError` when the file cannot be written.
    public func writePNG(to path: String, compression: PNGCompression = .fast, protecting inputs: [String] = []) throws
    {
        try AtomicFile.write(try pngData(compression: compression), to: path, protecting: inputs)
    }
}
