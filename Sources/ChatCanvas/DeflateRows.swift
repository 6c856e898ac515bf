/// DEFLATE for the unfiltered rows of a PNG band (a chat screen's rows: flat backgrounds, bubbles, text), written
/// by the encoder itself instead of libdeflate.
///
/// A screen's rows mostly repeat: a pixel repeats the one to its left (flat stretches) or the one above (edges,
/// repeated rows), and the rest (glyphs, icons) repeats pixels seen a little earlier. The parse tries exactly those:
/// a copy from one pixel back, from one row back — both found by comparing eight bytes at a time, without hashing
/// the bytes they cover — and, where neither is long, a copy found through a hash table of the positions that were
/// not covered by such copies. It is greedy (no lazy matching) and the result is one dynamic-Huffman block. On a
/// chat screen this gives files as small as libdeflate's level 5 in a fraction of its time.
enum DeflateRows {
    /// A copy (`length` 3…258 bytes from `distance` back) or, with `distance` 0, the literal byte `length`.
    struct Token: Equatable {
        var length: Int
        var distance: Int
    }

    /// A copy from the left neighbour at least this long is taken at once (it codes in a few bits).
    static let leftRunThreshold = 16
    /// log2 of the hash table's size (`HashTable`).
    static let hashBits = 15

    /// The positions last seen for each hash of four bytes; reset for each band.
    final class HashTable: @unchecked Sendable {
        let slots: UnsafeMutablePointer<Int32>
        init() { slots = .allocate(capacity: 1 << DeflateRows.hashBits) }
        deinit { slots.deallocate() }
        func reset() { slots.initialize(repeating: -1, count: 1 << DeflateRows.hashBits) }
        /// Resets and returns the table.
        func resetting() -> HashTable {
            reset()
            return self
        }
    }

    /// The copies and literals that produce `bytes[start..<end]`, copying only from `bytes[floor..<position]` (what
    /// comes before `floor` may not be what the decoder has). `rowLength` must be at most 32,768 (DEFLATE's window).
    static func parse(
        _ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int, floor: Int, rowLength: Int, bytesPerPixel: Int,
        table: HashTable
    ) -> [Token] {
        precondition(rowLength <= 32768, "a row longer than DEFLATE's window")
        var tokens: [Token] = []
        tokens.reserveCapacity((end - start) / 64)
        let slots = table.slots
        var p = start
        while p < end {
            let limit = min(258, end - p)
            if limit < 3 {
                tokens.append(Token(length: Int(bytes[p]), distance: 0))
                p += 1
                continue
            }
            let left = p - bytesPerPixel >= floor ? matchLength(bytes, p, p - bytesPerPixel, limit) : 0
            if left == limit || left >= leftRunThreshold {
                tokens.append(Token(length: left, distance: bytesPerPixel))
                p += left
                continue
            }
            let up = p - rowLength >= floor ? matchLength(bytes, p, p - rowLength, limit) : 0
            var best = max(left, up)
            var distance = left >= up ? bytesPerPixel : rowLength
            if best < limit && end - p >= 4 {
                let word = UnsafeRawPointer(bytes + p).loadUnaligned(as: UInt32.self)
                let slot = Int((word &* 0x9E37_79B1) >> UInt32(32 - hashBits))
                let candidate = Int(slots[slot])
                slots[slot] = Int32(p)
                if candidate >= floor && p - candidate <= 32768 {
                    let length = matchLength(bytes, p, candidate, limit)
                    if length > best + 1 {
                        best = length
                        distance = p - candidate
                    }
                }
            }
            if best >= 3 {
                tokens.append(Token(length: best, distance: distance))
                p += best
            } else {
                tokens.append(Token(length: Int(bytes[p]), distance: 0))
                p += 1
            }
        }
        return tokens
    }

    /// How many bytes from `p` on (at most `limit`) equal those from `q` on (`q` < `p`; the ranges may overlap, as
    /// a DEFLATE copy may). Eight bytes at a time.
    @inline(__always)
    static func matchLength(_ bytes: UnsafePointer<UInt8>, _ p: Int, _ q: Int, _ limit: Int) -> Int {
        var k = 0
        while k &+ 8 <= limit {
            let a = UnsafeRawPointer(bytes + (p &+ k)).loadUnaligned(as: UInt64.self)
            let b = UnsafeRawPointer(bytes + (q &+ k)).loadUnaligned(as: UInt64.self)
            if a != b { return k &+ (UInt64(littleEndian: a) ^ UInt64(littleEndian: b)).trailingZeroBitCount / 8 }
            k &+= 8
        }
        while k < limit && bytes[p &+ k] == bytes[q &+ k] { k &+= 1 }
        return k
    }

    /// Appends one dynamic-Huffman block (not final) holding the tokens.
    static func writeBlock(_ tokens: [Token], to writer: inout DeflateBits.Writer) {
        var literalFrequencies = [Int](repeating: 0, count: 286)
        var distanceFrequencies = [Int](repeating: 0, count: 30)
        for token in tokens {
            if token.distance == 0 {
                literalFrequencies[token.length] += 1
            } else {
                literalFrequencies[DeflateBits.lengthCode(token.length).symbol] += 1
                distanceFrequencies[DeflateBits.distanceCode(token.distance).code] += 1
            }
        }
        literalFrequencies[256] = 1  // end of block
        let literalLengths = DeflateBits.codeLengths(literalFrequencies, limit: 15)
        let distanceLengths = DeflateBits.codeLengths(distanceFrequencies, limit: 15)
        writer.put(0b100, 3)  // not final; type 2 (dynamic Huffman)
        writeCodeLengths(literalLengths, distanceLengths, to: &writer)

        // Each token's bits (code and extra bits of length and distance) at most 15+5+15+13 = 48: one put each.
        let literalCodes = DeflateBits.canonicalCodes(literalLengths)
        let distanceCodes = DeflateBits.canonicalCodes(distanceLengths)
        let packed: [(bits: UInt64, count: Int)] = tokens.map { token in
            if token.distance == 0 { return (literalCodes[token.length], literalLengths[token.length]) }
            let length = DeflateBits.lengthCode(token.length)
            let distance = DeflateBits.distanceCode(token.distance)
            var bits = literalCodes[length.symbol]
            var count = literalLengths[length.symbol]
            bits |= UInt64(length.extra) << UInt64(count)
            count += length.extraBits
            bits |= distanceCodes[distance.code] << UInt64(count)
            count += distanceLengths[distance.code]
            bits |= UInt64(distance.extra) << UInt64(count)
            count += distance.extraBits
            return (bits, count)
        }
        for token in packed { writer.put(token.bits, token.count) }
        writer.put(literalCodes[256], literalLengths[256])
    }

    /// The dynamic block's header after BTYPE: HLIT, HDIST, HCLEN, the code-length code, then both alphabets'
    /// code lengths (runs of zeros as codes 17 and 18).
    private static func writeCodeLengths(_ literal: [Int], _ distance: [Int], to writer: inout DeflateBits.Writer) {
        let literalCount = max(257, (literal.lastIndex { $0 > 0 } ?? 0) + 1)
        let distanceCount = max(1, (distance.lastIndex { $0 > 0 } ?? 0) + 1)
        let lengths = Array(literal[0..<literalCount]) + Array(distance[0..<distanceCount])
        // (symbol, extra bits value) pairs of the code-length alphabet.
        var symbols: [(symbol: Int, extra: Int)] = []
        var i = 0
        while i < lengths.count {
            guard lengths[i] == 0 else {
                symbols.append((lengths[i], 0))
                i += 1
                continue
            }
            var end = i
            while end < lengths.count && lengths[end] == 0 && end - i < 138 { end += 1 }
            let zeros = end - i
            if zeros >= 11 {
                symbols.append((18, zeros - 11))
            } else if zeros >= 3 {
                symbols.append((17, zeros - 3))
            } else {
                for _ in 0..<zeros { symbols.append((0, 0)) }
            }
            i = end
        }
        var frequencies = [Int](repeating: 0, count: 19)
        for item in symbols { frequencies[item.symbol] += 1 }
        let codeLengths = DeflateBits.codeLengths(frequencies, limit: 7)
        let codes = DeflateBits.canonicalCodes(codeLengths)
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var orderedCount = 19
        while orderedCount > 4 && codeLengths[order[orderedCount - 1]] == 0 { orderedCount -= 1 }
        writer.put(UInt64(literalCount - 257), 5)
        writer.put(UInt64(distanceCount - 1), 5)
        writer.put(UInt64(orderedCount - 4), 4)
        for position in 0..<orderedCount { writer.put(UInt64(codeLengths[order[position]]), 3) }
        for item in symbols {
            writer.put(codes[item.symbol], codeLengths[item.symbol])
            if item.symbol == 17 { writer.put(UInt64(item.extra), 3) }
            if item.symbol == 18 { writer.put(UInt64(item.extra), 7) }
        }
    }
}
