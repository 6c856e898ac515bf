import Foundation
import ChatCanvas
#if canImport(Glibc)
import Glibc
#endif

/// A fast decoder for the PNG files screenshots are made of: 8-bit greyscale, RGB, palette or
/// RGBA (with or without tRNS), not interlaced, without colour-management chunks. It inflates
/// the image data in one call with libdeflate (loaded at run time; it is a dependency of libtiff
/// and so present wherever librsvg is) and undoes the row filters itself.
/// For anything else — or when libdeflate is missing — it returns nil and libpng decodes the file.
/// Set `CHATSHOT_PNG_DECODER=libpng` to always use libpng.
enum FastPNGDecoder {
    private typealias ZlibDecompress = @convention(c) (OpaquePointer?, UnsafeRawPointer?, Int, UnsafeMutableRawPointer?, Int,
                                                       UnsafeMutablePointer<Int>?) -> Int32
    private typealias AllocDecompressor = @convention(c) () -> OpaquePointer?
    private typealias FreeDecompressor = @convention(c) (OpaquePointer?) -> Void
    private typealias CRC32 = @convention(c) (UInt32, UnsafeRawPointer?, Int) -> UInt32

    private final class Library: @unchecked Sendable {
        let alloc: AllocDecompressor
        let free: FreeDecompressor
        let decompress: ZlibDecompress
        let crc32: CRC32
        init?() {
            if ProcessInfo.processInfo.environment["CHATSHOT_PNG_DECODER"] == "libpng" { return nil }
            guard let h = dlopen("libdeflate.so.0", RTLD_NOW | RTLD_LOCAL) ?? dlopen("libdeflate.so", RTLD_NOW | RTLD_LOCAL),
                  let a = dlsym(h, "libdeflate_alloc_decompressor"), let f = dlsym(h, "libdeflate_free_decompressor"),
                  let d = dlsym(h, "libdeflate_zlib_decompress"), let c = dlsym(h, "libdeflate_crc32") else { return nil }
            alloc = unsafeBitCast(a, to: AllocDecompressor.self)
            free = unsafeBitCast(f, to: FreeDecompressor.self)
            decompress = unsafeBitCast(d, to: ZlibDecompress.self)
            crc32 = unsafeBitCast(c, to: CRC32.self)
        }
    }
    private static let library = Library()

    /// Whether the fast path is available in this process.
    static var isAvailable: Bool { library != nil }

    /// The chunks of a PNG file, walked once: each one lies inside the file and passes its CRC check.
    private struct Chunks {
        /// IHDR's fields, when it is the first chunk and 13 bytes long.
        var header: (width: Int, height: Int, depth: UInt8, colorType: Int, compression: UInt8, filter: UInt8, interlace: UInt8)?
        var palette: [UInt8] = []        // RGB triples
        var transparency: [UInt8] = []   // tRNS payload
        var idat: [(Int, Int)] = []      // (offset, length) of each IDAT payload
        var idatTotal = 0
        var sawIEND = false
        /// gAMA, cHRM or iCCP: colour management that libpng may apply.
        var managesColor = false
    }

    private static func chunks(_ raw: UnsafeRawBufferPointer, name: String, lib: Library) throws -> Chunks {
        let bytes = raw.bindMemory(to: UInt8.self)
        @inline(__always) func be32(_ i: Int) -> Int {
            Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
        }
        var result = Chunks()
        var pos = 8
        while pos + 12 <= raw.count {
            let length = be32(pos)
            guard length <= 0x7FFF_FFFF, pos + 12 + length <= raw.count else {
                throw ChatShotError.badInput("\(name): corrupt or truncated PNG (a chunk runs past the end of the file)")
            }
            let type = (bytes[pos + 4], bytes[pos + 5], bytes[pos + 6], bytes[pos + 7])
            let crc = UInt32(truncatingIfNeeded: be32(pos + 8 + length))
            if lib.crc32(0, raw.baseAddress! + pos + 4, length + 4) != crc {
                let t = String(decoding: [type.0, type.1, type.2, type.3], as: UTF8.self)
                throw ChatShotError.badInput("\(name): corrupt PNG (\(t) chunk fails its CRC check)")
            }
            let data = pos + 8
            switch type {
            case (0x49, 0x48, 0x44, 0x52): // IHDR
                if length == 13, pos == 8 {
                    result.header = (be32(data), be32(data + 4), bytes[data + 8], Int(bytes[data + 9]), bytes[data + 10],
                                     bytes[data + 11], bytes[data + 12])
                }
            case (0x50, 0x4C, 0x54, 0x45): // PLTE
                result.palette = Array(UnsafeBufferPointer(rebasing: bytes[data..<(data + length)]))
            case (0x74, 0x52, 0x4E, 0x53): // tRNS
                result.transparency = Array(UnsafeBufferPointer(rebasing: bytes[data..<(data + length)]))
            case (0x49, 0x44, 0x41, 0x54): // IDAT
                result.idat.append((data, length)); result.idatTotal += length
            case (0x49, 0x45, 0x4E, 0x44): // IEND
                result.sawIEND = true
            case (0x67, 0x41, 0x4D, 0x41), (0x63, 0x48, 0x52, 0x4D), (0x69, 0x43, 0x43, 0x50):
                result.managesColor = true
            default:
                break
            }
            pos += 12 + length
            if result.sawIEND { break }
        }
        return result
    }

    /// Checks a PNG file's chunks without decoding its pixels (a size mismatch needs no more): each one inside the
    /// file with a good CRC, the header first with a size, image data, and the end chunk. Returns false when
    /// libdeflate is missing or the end chunk was not reached (then decoding gives the verdict).
    static func checkStructure(_ raw: UnsafeRawBufferPointer, name: String) throws -> Bool {
        guard let lib = library else { return false }
        let c = try chunks(raw, name: name, lib: lib)
        guard let header = c.header else { throw ChatShotError.badInput("\(name): corrupt PNG (no IHDR chunk first)") }
        guard header.width > 0, header.height > 0, header.width <= 0x7FFF_FFFF, header.height <= 0x7FFF_FFFF else {
            throw ChatShotError.badInput("\(name): corrupt PNG (IHDR gives a size of \(header.width)×\(header.height) pixels)")
        }
        guard !c.idat.isEmpty else { throw ChatShotError.badInput("\(name): corrupt or truncated PNG (no image data)") }
        return c.sawIEND
    }

    /// A thrown `badInput` means the file is certainly broken (bad CRC, bad chunk layout);
    /// nil means "not handled here" (unsupported format or data libpng should judge).
    static func decode(_ raw: UnsafeRawBufferPointer, name: String) throws -> RGBAImage? {
        guard let lib = library, raw.count >= 8 + 25 else { return nil }
        let c = try chunks(raw, name: name, lib: lib)
        guard !c.managesColor, let header = c.header, header.depth == 8, header.interlace == 0,
              [0, 2, 3, 4, 6].contains(header.colorType), header.compression == 0, header.filter == 0 else { return nil }
        let (width, height, colorType) = (header.width, header.height, header.colorType)
        let (palette, transparency, idat, idatTotal) = (c.palette, c.transparency, c.idat, c.idatTotal)
        guard c.sawIEND, width > 0, height > 0, !idat.isEmpty else { return nil }
        guard width.multipliedReportingOverflow(by: height).partialValue <= RGBAImage.maxPixels else { return nil }
        if colorType == 3 && (palette.isEmpty || palette.count % 3 != 0) { return nil }
        let bytes = raw.bindMemory(to: UInt8.self)

        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]!
        let stride = width * channels
        let filteredSize = height * (stride + 1)

        // Gather the zlib stream (usually a single IDAT chunk: no copy).
        var joined: [UInt8] = []
        if idat.count > 1 {
            joined.reserveCapacity(idatTotal)
            for (o, l) in idat { joined.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[o..<(o + l)])) }
        }
        guard let decompressor = lib.alloc() else { return nil }
        defer { lib.free(decompressor) }
        func inflate(into buffer: UnsafeMutablePointer<UInt8>) -> Bool {
            var produced = 0
            let result: Int32
            if idat.count == 1 {
                result = lib.decompress(decompressor, raw.baseAddress! + idat[0].0, idat[0].1, buffer, filteredSize, &produced)
            } else {
                result = joined.withUnsafeBytes { lib.decompress(decompressor, $0.baseAddress, $0.count, buffer, filteredSize, &produced) }
            }
            // Anything unusual (too much or too little data, a bad stream): libpng gives the verdict.
            return result == 0 && produced == filteredSize
        }

        if channels == 4 {
            // RGBA: inflate into the pixel buffer itself (it has room for the filter bytes) and unfilter in
            // place, row by row: the filtered bytes of a row always lie after the place its pixels go to.
            var ok = false
            let pixels = [UInt8](unsafeUninitializedCapacity: filteredSize) { buf, count in
                let dst = buf.baseAddress!
                PixelBuffer.adviseHugePages(dst, filteredSize)
                count = width * height * 4
                guard inflate(into: dst) else { return }
                for y in 0..<height {
                    let src = dst + y * (stride + 1)
                    let row = dst + y * stride
                    guard unfilter(type: src[0], src: src + 1, dst: row, prev: y == 0 ? nil : UnsafePointer(row - stride),
                                   count: stride, bpp: 4) else { return }
                }
                ok = true
            }
            return ok ? RGBAImage(width: width, height: height, pixels: pixels) : nil
        }

        let filtered = UnsafeMutablePointer<UInt8>.allocate(capacity: filteredSize)
        defer { filtered.deallocate() }
        guard inflate(into: filtered) else { return nil }

        var pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buf, count in
            PixelBuffer.adviseHugePages(buf.baseAddress!, width * height * 4)
            count = width * height * 4
        }
        let ok = pixels.withUnsafeMutableBufferPointer { out -> Bool in
            let dst = out.baseAddress!
            let rowA = UnsafeMutablePointer<UInt8>.allocate(capacity: stride)
            let rowB = UnsafeMutablePointer<UInt8>.allocate(capacity: stride)
            defer { rowA.deallocate(); rowB.deallocate() }
            var cur = rowA, prev = rowB
            // tRNS: for RGB/grey a single transparent colour (16-bit samples), for palettes alpha per entry.
            let key: (Int, Int, Int)? = {
                if colorType == 2 && transparency.count >= 6 {
                    return (Int(transparency[1]), Int(transparency[3]), Int(transparency[5]))
                }
                if colorType == 0 && transparency.count >= 2 { let g = Int(transparency[1]); return (g, g, g) }
                return nil
            }()
            for y in 0..<height {
                guard unfilter(type: filtered[y * (stride + 1)], src: filtered + y * (stride + 1) + 1, dst: cur,
                               prev: y == 0 ? nil : UnsafePointer(prev), count: stride, bpp: channels) else { return false }
                var o = dst + y * width * 4
                switch colorType {
                case 2:
                    for x in 0..<width {
                        let r = cur[x * 3], g = cur[x * 3 + 1], b = cur[x * 3 + 2]
                        o[0] = r; o[1] = g; o[2] = b
                        if let key, Int(r) == key.0, Int(g) == key.1, Int(b) == key.2 { o[3] = 0 } else { o[3] = 255 }
                        o += 4
                    }
                case 0:
                    for x in 0..<width {
                        let g = cur[x]
                        o[0] = g; o[1] = g; o[2] = g
                        o[3] = (key != nil && Int(g) == key!.0) ? 0 : 255
                        o += 4
                    }
                case 4:
                    for x in 0..<width {
                        let g = cur[x * 2]
                        o[0] = g; o[1] = g; o[2] = g; o[3] = cur[x * 2 + 1]
                        o += 4
                    }
                default: // 3, palette
                    let entries = palette.count / 3
                    for x in 0..<width {
                        let index = Int(cur[x])
                        // An index past the palette: let libpng decide.
                        if index >= entries { return false }
                        o[0] = palette[index * 3]; o[1] = palette[index * 3 + 1]; o[2] = palette[index * 3 + 2]
                        o[3] = index < transparency.count ? transparency[index] : 255
                        o += 4
                    }
                }
                swap(&cur, &prev)
            }
            return true
        }
        return ok ? RGBAImage(width: width, height: height, pixels: pixels) : nil
    }

    /// Undoes one row's PNG filter. `prev` is the previous unfiltered row (nil on the first row).
    @inline(__always)
    private static func unfilter(type: UInt8, src: UnsafePointer<UInt8>, dst: UnsafeMutablePointer<UInt8>,
                                 prev: UnsafePointer<UInt8>?, count: Int, bpp: Int) -> Bool {
        switch type {
        case 0:
            memmove(dst, src, count)
        case 1: // Sub
            for i in 0..<min(bpp, count) { dst[i] = src[i] }
            var i = bpp
            while i < count { dst[i] = src[i] &+ dst[i - bpp]; i &+= 1 }
        case 2: // Up
            if let prev {
                var i = 0
                // 8 bytes at a time: bytewise addition without carries between bytes.
                while i + 8 <= count {
                    let a = UnsafeRawPointer(src + i).loadUnaligned(as: UInt64.self)
                    let b = UnsafeRawPointer(prev + i).loadUnaligned(as: UInt64.self)
                    let low = (a & 0x7F7F7F7F7F7F7F7F) &+ (b & 0x7F7F7F7F7F7F7F7F)
                    let sum = low ^ ((a ^ b) & 0x8080808080808080)
                    UnsafeMutableRawPointer(dst + i).storeBytes(of: sum, as: UInt64.self)
                    i &+= 8
                }
                while i < count { dst[i] = src[i] &+ prev[i]; i &+= 1 }
            } else {
                memmove(dst, src, count)
            }
        case 3: // Average
            var i = 0
            while i < count {
                let left = i >= bpp ? Int(dst[i - bpp]) : 0
                let up = prev.map { Int($0[i]) } ?? 0
                dst[i] = src[i] &+ UInt8(truncatingIfNeeded: (left + up) >> 1)
                i &+= 1
            }
        case 4: // Paeth
            if let prev {
                for i in 0..<min(bpp, count) { dst[i] = src[i] &+ prev[i] }
                var i = bpp
                while i < count {
                    let a = Int(dst[i - bpp]), b = Int(prev[i]), c = Int(prev[i - bpp])
                    let p = b - c, q = a - c
                    let pa = abs(p), pb = abs(q), pc = abs(p + q)
                    let predictor = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c)
                    dst[i] = src[i] &+ UInt8(truncatingIfNeeded: predictor)
                    i &+= 1
                }
            } else {
                // Without a row above, Paeth predicts from the left: the same as Sub.
                for i in 0..<min(bpp, count) { dst[i] = src[i] }
                var i = bpp
                while i < count { dst[i] = src[i] &+ dst[i - bpp]; i &+= 1 }
            }
        default:
            return false
        }
        return true
    }
}
