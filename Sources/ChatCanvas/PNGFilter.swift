import Foundation

/// PNG's row filters undone: each filtered byte is the difference from a prediction made from the bytes already
/// decoded — the byte `bytesPerPixel` to the left, the one above, and the one above-left.
enum PNGFilter {
    /// Undoes one row's filter (`type`: 0 none, 1 Sub, 2 Up, 3 Average, 4 Paeth). `source` holds the row's filtered
    /// bytes and `row` receives the decoded ones: the same memory, or `row` lying before `source` (a row moving left
    /// over its filter byte). `above` is the decoded row above, nil for the first row (of a pass). false for an
    /// unknown filter type.
    @inline(__always)
    static func undo(
        _ type: UInt8, _ source: UnsafePointer<UInt8>, into row: UnsafeMutablePointer<UInt8>,
        above: UnsafePointer<UInt8>?, count: Int, bytesPerPixel bpp: Int
    ) -> Bool {
        let lead = min(bpp, count)  // the bytes with nothing to their left
        switch type {
        case 0:
            if UnsafeRawPointer(source) != UnsafeRawPointer(row) { memmove(row, source, count) }
        case 1:
            for i in 0..<lead { row[i] = source[i] }
            var i = lead
            while i < count {
                row[i] = source[i] &+ row[i &- bpp]
                i &+= 1
            }
        case 2:
            guard let above else {
                if UnsafeRawPointer(source) != UnsafeRawPointer(row) { memmove(row, source, count) }
                return true
            }
            // Eight bytes at a time: bytewise sums without carries from one byte into the next. Each word is read
            // before the same place is written, so a row moving left over its own bytes stays intact.
            var i = 0
            while i &+ 8 <= count {
                let x = UnsafeRawPointer(source + i).loadUnaligned(as: UInt64.self)
                let y = UnsafeRawPointer(above + i).loadUnaligned(as: UInt64.self)
                let low = (x & 0x7F7F_7F7F_7F7F_7F7F) &+ (y & 0x7F7F_7F7F_7F7F_7F7F)
                UnsafeMutableRawPointer(row + i).storeBytes(
                    of: low ^ ((x ^ y) & 0x8080_8080_8080_8080), as: UInt64.self)
                i &+= 8
            }
            while i < count {
                row[i] = source[i] &+ above[i]
                i &+= 1
            }
        case 3:
            if let above {
                for i in 0..<lead { row[i] = source[i] &+ above[i] >> 1 }
                var i = lead
                while i < count {
                    row[i] = source[i] &+ UInt8(truncatingIfNeeded: (Int(row[i &- bpp]) &+ Int(above[i])) >> 1)
                    i &+= 1
                }
            } else {
                for i in 0..<lead { row[i] = source[i] }
                var i = lead
                while i < count {
                    row[i] = source[i] &+ row[i &- bpp] >> 1
                    i &+= 1
                }
            }
        case 4:
            guard let above else {
                // With no row above, Paeth predicts from the left: Sub.
                return undo(1, source, into: row, above: nil, count: count, bytesPerPixel: bpp)
            }
            for i in 0..<lead { row[i] = source[i] &+ above[i] }  // left and above-left are 0: the prediction is above
            var i = lead
            while i < count {
                let a = Int(row[i &- bpp])
                let b = Int(above[i])
                let c = Int(above[i &- bpp])
                let pa = abs(b &- c)
                let pb = abs(a &- c)
                let pc = abs(a &+ b &- 2 &* c)
                let prediction = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                row[i] = source[i] &+ UInt8(truncatingIfNeeded: prediction)
                i &+= 1
            }
        default:
            return false
        }
        return true
    }
}
