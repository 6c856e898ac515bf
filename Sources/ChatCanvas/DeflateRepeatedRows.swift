/// DEFLATE for rows that repeat the row above byte for byte (a third of a chat screenshot's rows: backgrounds,
/// the straight sides of bubbles, gaps between messages), written without searching for matches.
///
/// Every such row is the row before it, so one row's parse serves the whole run: each byte is copied either from
/// one pixel to the left (`bytesPerPixel` back: flat stretches, cheap to code) or from the row above (one row
/// length back: edges and text); a row flat from its start copies its first pixel from the row above's last. The parse is made once per run and coded in one dynamic-Huffman block; the run
/// costs about as many bytes as libdeflate would make of it, at memory speed.
enum DeflateRepeatedRows {
    /// A copy (`length` 3…258 bytes from `distance` back) or, with `distance` 0, the literal byte `length`.
    struct Token: Equatable {
        var length: Int
        var distance: Int
    }

    /// Flat stretches at least this long are copied from the left; shorter ones from the row above (its distance
    /// needs about ten extra bits per copy, the left neighbour's none).
    static let leftRunThreshold = 16

    /// The copies that rebuild `row` (a filtered PNG row: the filter byte, then the pixel bytes) when an identical
    /// copy of it comes just before. `row.count` must be at most 32,768 (DEFLATE's window).
    static func parse(_ row: UnsafeBufferPointer<UInt8>, bytesPerPixel: Int) -> [Token] {
        let n = row.count
        precondition(n <= 32768, "a row longer than DEFLATE's window")
        // leftRun[i]: how many bytes from i on equal the byte `bytesPerPixel` before them (within the row; before
        // the row's start, the copy of the row above).
        var leftRun = [Int](repeating: 0, count: n + 1)
        var i = n - 1
        while i >= 0 {
            let left = i >= bytesPerPixel ? row[i - bytesPerPixel] : row[n + i - bytesPerPixel]
            leftRun[i] = row[i] == left ? leftRun[i + 1] + 1 : 0
            i -= 1
        }
        func flatAt(_ i: Int) -> Bool { leftRun[i] >= min(leftRunThreshold, max(3, n - i)) }
        var tokens: [Token] = []
        i = 0
        // A row that is flat from its first pixel on: the filter byte as a literal, the first pixel copied from the
        // last pixel of the row above (one byte further back, across the filter byte), then copies from the left.
        let pixelEnd = bytesPerPixel + 1
        if n > pixelEnd, flatAt(pixelEnd), (1..<pixelEnd).allSatisfy({ row[$0] == row[n + $0 - pixelEnd] }) {
            tokens.append(Token(length: Int(row[0]), distance: 0))
            tokens.append(Token(length: bytesPerPixel, distance: pixelEnd))
            i = pixelEnd
        }
        while i < n {
            let remaining = n - i
            if remaining < 3 {
                for j in i..<n { tokens.append(Token(length: Int(row[j]), distance: 0)) }
                break
            }
            if flatAt(i) {
                let length = min(leftRun[i], 258)
                tokens.append(Token(length: length, distance: bytesPerPixel))
                i += length
                continue
            }
            var end = i + 1
            while end < n && end - i < 258 && !flatAt(end) { end += 1 }
            let length = min(max(end - i, 3), remaining)
            tokens.append(Token(length: length, distance: n))
            i += length
        }
        return tokens
    }

    /// Appends one dynamic-Huffman block (not final) holding `rowCount` copies of the row `tokens` rebuild.
    static func writeBlock(_ tokens: [Token], rowCount: Int, to writer: inout DeflateBits.Writer) {
        var literalFrequencies = [Int](repeating: 0, count: 286)
        var distanceFrequencies = [Int](repeating: 0, count: 30)
        for token in tokens {
            if token.distance == 0 {
                literalFrequencies[token.length] += rowCount
            } else {
                literalFrequencies[DeflateBits.lengthCode(token.length).symbol] += rowCount
                distanceFrequencies[DeflateBits.distanceCode(token.distance).code] += rowCount
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
        for _ in 0..<rowCount {
            for token in packed { writer.put(token.bits, token.count) }
        }
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
