import Foundation

@_implementationOnly import CDeflate

/// Decodes PNG files into straight RGBA (`RGBAImage`): every colour type and bit depth of the format, interlaced
/// (Adam7) or not, with palettes and tRNS transparency. Samples are taken as written, the way pngjs reads files for
/// pixelmatch: no gamma or colour-profile correction (gAMA, cHRM, sRGB and iCCP are ignored), 16-bit samples rounded
/// to 8 bits, smaller grey samples scaled to 0…255; a palette index past the palette is opaque black (as libpng).
///
/// The file is checked before pixels are decoded (`PNGChunks`: the size within `maxPixels` from the header first,
/// every chunk's CRC, the end chunk); the image data must inflate to exactly the bytes the size needs, and a size
/// that the compressed data could never fill is refused before anything is allocated. Bad input throws
/// `ImageError` naming the file, with one line saying what is wrong.
public enum PNGDecoder {
    /// The most pixels an image may have to be decoded by default: 2^28 (1 GiB of RGBA).
    public static let maxPixels = 1 << 28

    /// Decodes PNG bytes; `name` is used in error messages.
    public static func decode(_ data: Data, name: String = "PNG data", maxPixels: Int = PNGDecoder.maxPixels) throws
        -> RGBAImage
    {
        try data.withUnsafeBytes { try decode($0, name: name, maxPixels: maxPixels) }
    }

    /// Decodes a PNG file (mapped, not copied). A missing, unreadable, truncated, corrupt or non-PNG file throws an
    /// `ImageError` naming it.
    public static func decode(contentsOf path: String, maxPixels: Int = PNGDecoder.maxPixels) throws -> RGBAImage {
        try decode(try fileData(path), name: path, maxPixels: maxPixels)
    }

    /// Checks PNG bytes without decoding their pixels (a size from the header may be all a caller needs): the
    /// checks of `PNGChunks` — the signature, a valid header first, each chunk inside the data with a good CRC,
    /// image data and the end chunk.
    public static func checkStructure(_ data: Data, name: String = "PNG data") throws {
        try data.withUnsafeBytes { _ = try PNGChunks($0, name: name) }
    }

    /// `checkStructure` of a file (mapped, not copied).
    public static func checkStructure(contentsOf path: String) throws {
        try checkStructure(try fileData(path), name: path)
    }

    /// A file's bytes, mapped; a missing or unreadable file, or a folder, is an `ImageError` naming it.
    static func fileData(_ path: String) throws -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        } catch {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ImageError(path: path, reason: "no such file, expected a PNG file")
            }
            if isDirectory.boolValue { throw ImageError(path: path, reason: "is a folder, expected a PNG file") }
            throw ImageError(path: path, reason: "cannot be read (permission denied?), expected a PNG file")
        }
    }

    // MARK: Decoding

    /// The most bytes DEFLATE can inflate one compressed byte to (a 258-byte match coded in two bits).
    static let maxInflation = 1032

    static func decode(_ raw: UnsafeRawBufferPointer, name: String, maxPixels: Int) throws -> RGBAImage {
        func fail(_ reason: String) -> ImageError { ImageError(path: name, reason: reason) }
        let chunks = try PNGChunks(raw, name: name, maxPixels: maxPixels)
        let header = chunks.header
        let samples = PNGSamples(header: header, palette: chunks.palette, transparency: chunks.transparency)
        let passes = PNGPass.passes(width: header.width, height: header.height, interlaced: header.interlaceMethod == 1)
        let filteredSize = passes.reduce(0) { $0 + $1.height * (1 + samples.rowBytes($1.width)) }
        guard filteredSize <= chunks.imageDataCount * maxInflation else {
            throw fail(
                "corrupt or truncated PNG (\(chunks.imageDataCount) bytes of image data cannot hold \(header.width)×\(header.height) pixels)"
            )
        }
        let (width, height) = (header.width, header.height)
        let pixelBytes = width * height * 4
        let inflater = Inflater(raw: raw, chunks: chunks, name: name)

        if passes.count == 1 && header.bitDepth == 8 {
            // 8-bit rows, not interlaced: inflate into the pixel buffer itself and decode there, no second buffer.
            let stride = width * 4
            let length = samples.rowBytes(width)
            let capacity = max(pixelBytes, filteredSize)
            let pixels = try [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                let base = buffer.baseAddress!
                PixelBuffer.adviseHugePages(base, capacity)
                if samples.isRGBA8 {
                    // RGBA (the buffer has room for the filter bytes): undo the filters row by row, moving each row left
                    // over the filter bytes before it; a row's filtered bytes always lie after the place its pixels go to.
                    try inflater.inflate(into: base, count: filteredSize)
                    for y in 0..<height {
                        let source = base + y * (stride + 1)
                        let row = base + y * stride
                        guard
                            PNGFilter.undo(
                                source[0], source + 1, into: row, above: y == 0 ? nil : UnsafePointer(row - stride),
                                count: stride, bytesPerPixel: 4)
                        else {
                            throw fail("corrupt PNG (unknown row filter \(source[0]) in row \(y))")
                        }
                    }
                } else {
                    // Fewer than 4 bytes a pixel: the filtered rows go at the end of the buffer, and each is widened to
                    // RGBA at the start of its place, one row behind the filters (which read the row above as it was).
                    // A row's pixels never reach the bytes of a row not yet converted (rows grow by the same number of
                    // bytes, and the last one ends where the buffer ends), nor, within a row, bytes not yet read.
                    let filtered = base + (capacity - filteredSize)
                    try inflater.inflate(into: filtered, count: filteredSize)
                    for y in 0...height {
                        let row = filtered + y * (length + 1)
                        if y < height {
                            let above = y == 0 ? nil : UnsafePointer(row - length)
                            guard
                                PNGFilter.undo(
                                    row[0], UnsafePointer(row + 1), into: row + 1, above: above, count: length,
                                    bytesPerPixel: samples.filterUnit)
                            else {
                                throw fail("corrupt PNG (unknown row filter \(row[0]) in row \(y))")
                            }
                        }
                        if y > 0 {
                            samples.convert(
                                UnsafePointer(row - length), count: width, into: base + (y - 1) * stride, step: 4)
                        }
                    }
                }
                count = pixelBytes
            }
            return RGBAImage(width: width, height: height, pixels: pixels)
        }

        // Interlaced, or not 8 bits: inflate into a buffer of filtered rows, undo the filters there in place, and convert each row
        // into RGBA at its place in the image (every pixel belongs to exactly one pass).
        let filtered = UnsafeMutablePointer<UInt8>.allocate(capacity: filteredSize)
        defer { filtered.deallocate() }
        PixelBuffer.adviseHugePages(filtered, filteredSize)
        try inflater.inflate(into: filtered, count: filteredSize)
        let pixels = try [UInt8](unsafeUninitializedCapacity: pixelBytes) { buffer, count in
            let out = buffer.baseAddress!
            PixelBuffer.adviseHugePages(out, pixelBytes)
            var row = filtered
            for (index, pass) in passes.enumerated() {
                let length = samples.rowBytes(pass.width)
                var above: UnsafePointer<UInt8>? = nil
                for y in 0..<pass.height {
                    let data = row + 1
                    guard
                        PNGFilter.undo(
                            row[0], UnsafePointer(data), into: data, above: above, count: length,
                            bytesPerPixel: samples.filterUnit)
                    else {
                        let which = passes.count > 1 ? " of pass \(index + 1)" : ""
                        throw fail("corrupt PNG (unknown row filter \(row[0]) in row \(y)\(which))")
                    }
                    let start = out + ((pass.y0 + y * pass.dy) * width + pass.x0) * 4
                    samples.convert(UnsafePointer(data), count: pass.width, into: start, step: pass.dx * 4)
                    above = UnsafePointer(data)
                    row += 1 + length
                }
            }
            count = pixelBytes
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Inflates a file's image data (the IDAT chunks, one zlib stream) with libdeflate in one call.
    struct Inflater {
        let raw: UnsafeRawBufferPointer
        let chunks: PNGChunks
        let name: String

        /// Fills `count` bytes at `out`; a stream that gives fewer or more bytes, or is corrupt, throws.
        func inflate(into out: UnsafeMutableRawPointer, count: Int) throws {
            func fail(_ reason: String) -> ImageError { ImageError(path: name, reason: reason) }
            guard let decompressor = libdeflate_alloc_decompressor() else {
                throw fail("cannot decode the PNG: libdeflate cannot allocate a decompressor")
            }
            defer { libdeflate_free_decompressor(decompressor) }
            var produced = 0
            let result: libdeflate_result
            if chunks.imageData.count == 1 {
                // Usually a single IDAT chunk: inflated straight from the file's bytes.
                let range = chunks.imageData[0]
                result = libdeflate_zlib_decompress(
                    decompressor, raw.baseAddress! + range.lowerBound, range.count, out, count, &produced)
            } else {
                var joined: [UInt8] = []
                joined.reserveCapacity(chunks.imageDataCount)
                for range in chunks.imageData { joined.append(contentsOf: raw[range]) }
                result = joined.withUnsafeBytes {
                    libdeflate_zlib_decompress(decompressor, $0.baseAddress, $0.count, out, count, &produced)
                }
            }
            switch result {
            case LIBDEFLATE_SUCCESS where produced == count:
                return
            case LIBDEFLATE_SUCCESS:
                throw fail(
                    "corrupt or truncated PNG (the image data ends after \(produced) of the \(count) bytes the size needs)"
                )
            case LIBDEFLATE_INSUFFICIENT_SPACE:
                throw fail("corrupt PNG (more image data than the \(count) bytes the size needs)")
            default:
                throw fail("corrupt PNG (the image data is not a valid zlib stream, or fails its checksum)")
            }
        }
    }
}

/// One pass over the image: the whole image, or one of Adam7's seven sub-images (every `dx`-th pixel of every
/// `dy`-th row, from `x0`, `y0`).
struct PNGPass {
    let x0: Int, y0: Int, dx: Int, dy: Int
    let width: Int, height: Int

    /// The passes of the image, empty ones left out (they have no bytes, not even filter bytes).
    static func passes(width: Int, height: Int, interlaced: Bool) -> [PNGPass] {
        guard interlaced else { return [PNGPass(x0: 0, y0: 0, dx: 1, dy: 1, width: width, height: height)] }
        let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        return adam7.compactMap { x0, y0, dx, dy in
            let w = (width - x0 + dx - 1) / dx
            let h = (height - y0 + dy - 1) / dy
            return w > 0 && h > 0 ? PNGPass(x0: x0, y0: y0, dx: dx, dy: dy, width: w, height: h) : nil
        }
    }
}
