import Foundation

/// Turns a PNG's decoded rows of samples (any colour type and bit depth) into straight RGBA pixels: grey spread to
/// R, G and B, palette indices looked up, tRNS applied, 16-bit samples rounded to 8 bits and smaller grey samples
/// scaled to 0…255 (both as pngjs and libpng do).
struct PNGSamples {
    let colorType: Int
    let depth: Int
    let bitsPerPixel: Int
    /// Bytes per complete pixel, at least 1: how far back the row filters look.
    let filterUnit: Int
    /// 256 palette entries as RGBA words (`word`), tRNS alpha applied; entries past the palette are opaque black.
    let palette: [UInt32]
    /// tRNS for grey and RGB: the sample values (at the image's bit depth) that are transparent; grey gives the same
    /// value three times.
    let key: (Int, Int, Int)?

    init(header: PNGHeader, palette entries: [UInt8], transparency: [UInt8]) {
        colorType = header.colorType
        depth = header.bitDepth
        bitsPerPixel = (header.channels ?? 1) * depth
        filterUnit = max(1, bitsPerPixel / 8)
        var table = [UInt32](repeating: Self.word(0, 0, 0, 255), count: 256)
        if colorType == 3 {
            for i in 0..<min(entries.count / 3, 256) {
                table[i] = Self.word(
                    Int(entries[i * 3]), Int(entries[i * 3 + 1]), Int(entries[i * 3 + 2]),
                    i < transparency.count ? Int(transparency[i]) : 255)
            }
        }
        palette = table
        // Values wider than the depth keep their low bits (libpng's reading of an out-of-range tRNS value).
        let mask = depth == 16 ? 0xFFFF : (1 << depth) - 1
        func value(_ i: Int) -> Int { (Int(transparency[i]) << 8 | Int(transparency[i + 1])) & mask }
        if colorType == 0 && transparency.count >= 2 {
            key = (value(0), value(0), value(0))
        } else if colorType == 2 && transparency.count >= 6 {
            key = (value(0), value(2), value(4))
        } else {
            key = nil
        }
    }

    /// Whether the rows are 8-bit RGBA already.
    var isRGBA8: Bool { colorType == 6 && depth == 8 }

    /// Bytes of one row of `width` pixels (without the filter byte).
    func rowBytes(_ width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }

    /// A pixel as the word whose bytes in memory are R, G, B, A.
    @inline(__always)
    static func word(_ r: Int, _ g: Int, _ b: Int, _ a: Int) -> UInt32 {
        (UInt32(truncatingIfNeeded: r) | UInt32(truncatingIfNeeded: g) << 8 | UInt32(truncatingIfNeeded: b) << 16
            | UInt32(truncatingIfNeeded: a) << 24).littleEndian
    }

    /// A 16-bit sample rounded to 8 bits (v × 255 / 65535, to the nearest).
    @inline(__always)
    static func eight(_ v: Int) -> Int { (v &* 255 &+ 32895) >> 16 }

    /// Writes the `count` pixels of `row` as RGBA words from `out`, `step` bytes apart (4, or more for a pass of an
    /// interlaced image).
    func convert(_ row: UnsafePointer<UInt8>, count: Int, into out: UnsafeMutablePointer<UInt8>, step: Int) {
        let o = UnsafeMutableRawPointer(out)
        @inline(__always) func put(_ x: Int, _ word: UInt32) { (o + x &* step).storeBytes(of: word, as: UInt32.self) }
        switch (colorType, depth) {
        case (6, 8):
            if step == 4 {
                o.copyMemory(from: row, byteCount: count * 4)
                return
            }
            for x in 0..<count { put(x, UnsafeRawPointer(row + x &* 4).loadUnaligned(as: UInt32.self)) }
        case (2, 8):
            if let key {
                for x in 0..<count {
                    let r = Int(row[x &* 3])
                    let g = Int(row[x &* 3 &+ 1])
                    let b = Int(row[x &* 3 &+ 2])
                    put(x, Self.word(r, g, b, r == key.0 && g == key.1 && b == key.2 ? 0 : 255))
                }
                return
            }
            var x = 0
            if step == 4 {
                // Four pixels at a time: three little-endian words hold R0 G0 B0 R1 | G1 B1 R2 G2 | B2 R3 G3 B3.
                let alpha: UInt32 = 0xFF00_0000
                while x &+ 4 <= count {
                    let p = UnsafeRawPointer(row + x &* 3)
                    let q = o + x &* 4
                    let a = UInt32(littleEndian: p.loadUnaligned(as: UInt32.self))
                    let b = UInt32(littleEndian: (p + 4).loadUnaligned(as: UInt32.self))
                    let c = UInt32(littleEndian: (p + 8).loadUnaligned(as: UInt32.self))
                    q.storeBytes(of: (a & 0xFF_FFFF | alpha).littleEndian, as: UInt32.self)
                    (q + 4).storeBytes(of: (a >> 24 | (b & 0xFFFF) << 8 | alpha).littleEndian, as: UInt32.self)
                    (q + 8).storeBytes(of: (b >> 16 | (c & 0xFF) << 16 | alpha).littleEndian, as: UInt32.self)
                    (q + 12).storeBytes(of: (c >> 8 | alpha).littleEndian, as: UInt32.self)
                    x &+= 4
                }
            }
            // Four bytes from each pixel's start are its R, G, B and the next pixel's R: replace that last byte with an
            // opaque alpha. The last pixel is read byte by byte (nothing may be read past the row).
            let opaque = Self.word(0, 0, 0, 255)
            let rgb = Self.word(255, 255, 255, 0)
            while x &+ 1 < count {
                put(x, UnsafeRawPointer(row + x &* 3).loadUnaligned(as: UInt32.self) & rgb | opaque)
                x &+= 1
            }
            if x < count { put(x, Self.word(Int(row[x &* 3]), Int(row[x &* 3 &+ 1]), Int(row[x &* 3 &+ 2]), 255)) }
        case (0, 8):
            for x in 0..<count {
                let g = Int(row[x])
                put(x, Self.word(g, g, g, key?.0 == g ? 0 : 255))
            }
        case (4, 8):
            for x in 0..<count {
                let g = Int(row[x &* 2])
                put(x, Self.word(g, g, g, Int(row[x &* 2 &+ 1])))
            }
        case (3, 8):
            for x in 0..<count { put(x, palette[Int(row[x])]) }
        case (_, 16):
            let channels = bitsPerPixel / 16
            for x in 0..<count {
                let p = row + x &* channels &* 2
                @inline(__always) func s(_ c: Int) -> Int { Int(p[c &* 2]) << 8 | Int(p[c &* 2 &+ 1]) }
                switch colorType {
                case 0:
                    let g = s(0)
                    let v = Self.eight(g)
                    put(x, Self.word(v, v, v, key?.0 == g ? 0 : 255))
                case 2:
                    let r = s(0)
                    let g = s(1)
                    let b = s(2)
                    let transparent = key.map { r == $0.0 && g == $0.1 && b == $0.2 } ?? false
                    put(x, Self.word(Self.eight(r), Self.eight(g), Self.eight(b), transparent ? 0 : 255))
                case 4:
                    let v = Self.eight(s(0))
                    put(x, Self.word(v, v, v, Self.eight(s(1))))
                default:
                    put(x, Self.word(Self.eight(s(0)), Self.eight(s(1)), Self.eight(s(2)), Self.eight(s(3))))
                }
            }
        default:
            // 1, 2 or 4 bits: grey or palette indices, packed from the most significant bit.
            let mask = (1 << depth) - 1
            let scale = 255 / mask
            for x in 0..<count {
                let bit = x &* depth
                let v = Int(row[bit >> 3]) >> (8 &- depth &- bit & 7) & mask
                if colorType == 3 {
                    put(x, palette[v])
                } else {
                    put(x, Self.word(v &* scale, v &* scale, v &* scale, key?.0 == v ? 0 : 255))
                }
            }
        }
    }
}
