import Foundation

@_implementationOnly import CDeflate

/// The header of a PNG file: the fields of its IHDR chunk, read from the first 29 bytes.
public struct PNGHeader: Sendable, Equatable {
    public var width: Int
    public var height: Int
    /// Bits per sample: 1, 2, 4, 8 or 16 (which ones a colour type allows: `problem`).
    public var bitDepth: Int
    /// 0 grey, 2 RGB, 3 palette, 4 grey and alpha, 6 RGBA.
    public var colorType: Int
    public var compressionMethod: Int
    public var filterMethod: Int
    /// 0 none, 1 Adam7.
    public var interlaceMethod: Int

    /// The eight bytes every PNG file starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The bytes the header is read from: the signature, the IHDR chunk's length and type, and its 13 data bytes.
    public static let byteCount = 29

    /// Samples per pixel for the colour type (nil for an unknown one).
    var channels: Int? {
        switch colorType {
        case 0, 3: return 1
        case 4: return 2
        case 2: return 3
        case 6: return 4
        default: return nil
        }
    }

    /// Why these fields do not describe an image the format allows (nil: they do).
    public var problem: String? {
        guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
            return "IHDR gives a size of \(width)×\(height) pixels"
        }
        let depths: [Int]
        switch colorType {
        case 0: depths = [1, 2, 4, 8, 16]
        case 3: depths = [1, 2, 4, 8]
        case 2, 4, 6: depths = [8, 16]
        default: return "unknown colour type \(colorType)"
        }
        guard depths.contains(bitDepth) else {
            return "bit depth \(bitDepth) is not allowed with colour type \(colorType)"
        }
        guard compressionMethod == 0 else { return "unknown compression method \(compressionMethod)" }
        guard filterMethod == 0 else { return "unknown filter method \(filterMethod)" }
        guard interlaceMethod <= 1 else { return "unknown interlace method \(interlaceMethod)" }
        return nil
    }
}

extension PNGHeader {
    /// The header from the first bytes of a file; nil when they are not the PNG signature and an IHDR chunk. The
    /// fields are as written: `problem` tells whether they describe an image.
    public init?<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        let b = Array(bytes.prefix(Self.byteCount))
        guard b.count == Self.byteCount, b.starts(with: Self.signature), b[12..<16].elementsEqual("IHDR".utf8) else {
            return nil
        }
        func be32(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        width = be32(16)
        height = be32(20)
        bitDepth = Int(b[24])
        colorType = Int(b[25])
        compressionMethod = Int(b[26])
        filterMethod = Int(b[27])
        interlaceMethod = Int(b[28])
    }

    /// The header of a PNG file, reading only its first bytes; nil when the file cannot be read or does not start
    /// like a PNG (decoding it then says why).
    public init?(contentsOf path: String) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: Self.byteCount) else { return nil }
        self.init(head)
    }
}

/// The chunks of a PNG file, walked once and checked before any pixel is decoded: the signature, a valid IHDR
/// chunk first (its size within `maxPixels`, checked before anything else is read), every chunk inside the file
/// and passing its CRC check, the IEND chunk reached, image data present, and a palette where the colour type needs
/// one. Anything else is an `ImageError` naming the file, with one line saying what is wrong.
struct PNGChunks {
    static let IHDR = 0x4948_4452, PLTE = 0x504C_5445, tRNS = 0x7452_4E53, IDAT = 0x4944_4154, IEND = 0x4945_4E44

    let header: PNGHeader
    /// PLTE: RGB triples.
    private(set) var palette: [UInt8] = []
    /// tRNS: alpha per palette entry, or the transparent grey or RGB value (16-bit samples).
    private(set) var transparency: [UInt8] = []
    /// Where the IDAT chunks' data lies in the file, in order; together one zlib stream.
    private(set) var imageData: [Range<Int>] = []
    /// The bytes of all IDAT chunks.
    private(set) var imageDataCount = 0

    init(_ raw: UnsafeRawBufferPointer, name: String, maxPixels: Int = .max) throws {
        func fail(_ reason: String) -> ImageError { ImageError(path: name, reason: reason) }
        if raw.isEmpty { throw fail("empty file, expected a PNG image") }
        guard raw.count >= 8, raw.prefix(8).elementsEqual(PNGHeader.signature) else {
            throw fail("not a PNG image (no PNG signature)")
        }
        // The header first: a file claiming more pixels than the limit is refused before anything else is read.
        let truncated = fail("truncated PNG (the file ends before the IEND chunk)")
        guard let header = PNGHeader(raw) else {
            throw raw.count < 16 || raw[12..<16].elementsEqual("IHDR".utf8)
                ? truncated : fail("corrupt PNG (no IHDR chunk first)")
        }
        if let problem = header.problem { throw fail("corrupt PNG (\(problem))") }
        let (pixels, overflow) = header.width.multipliedReportingOverflow(by: header.height)
        if overflow || pixels > maxPixels {
            throw fail("PNG of \(header.width)×\(header.height) pixels is too large (the limit is \(maxPixels) pixels)")
        }
        self.header = header
        let bytes = raw.bindMemory(to: UInt8.self)
        func be32(_ i: Int) -> Int {
            Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
        }
        var position = 8
        var sawHeader = false
        var sawPalette = false
        while true {
            guard raw.count - position >= 12 else { throw truncated }
            let length = be32(position)
            guard length <= 0x7FFF_FFFF else {
                throw fail("corrupt PNG (a chunk length of \(length) bytes, past the format's limit)")
            }
            guard length <= raw.count - position - 12 else { throw truncated }
            let type = be32(position + 4)
            if !sawHeader {
                guard type == Self.IHDR, length == 13 else { throw fail("corrupt PNG (no IHDR chunk first)") }
                sawHeader = true
            }
            let crc = UInt32(truncatingIfNeeded: be32(position + 8 + length))
            guard libdeflate_crc32(0, raw.baseAddress! + position + 4, length + 4) == crc else {
                let name = String(decoding: bytes[(position + 4)..<(position + 8)], as: UTF8.self)
                throw fail("corrupt PNG (\(name) chunk fails its CRC check)")
            }
            let data = (position + 8)..<(position + 8 + length)
            switch type {
            case Self.PLTE where !sawPalette:
                guard length > 0, length % 3 == 0, length <= 768 else {
                    throw fail("corrupt PNG (a PLTE chunk of \(length) bytes)")
                }
                palette = Array(bytes[data])
                sawPalette = true
            case Self.tRNS:
                transparency = Array(bytes[data])
            case Self.IDAT:
                imageData.append(data)
                imageDataCount += length
            case Self.IEND:
                guard !imageData.isEmpty else { throw fail("corrupt or truncated PNG (no image data)") }
                if header.colorType == 3 && palette.isEmpty {
                    throw fail("corrupt PNG (a palette image without a PLTE chunk)")
                }
                return
            default:
                break
            }
            position = data.upperBound + 4
        }
    }
}
