/// Makes a complete raw DEFLATE stream joinable: so another stream can follow it inside one zlib stream.
///
/// libdeflate compresses whole buffers and always marks its last block final (BFINAL), and a decoder stops
/// after that block. `reopen` walks the blocks (reading the Huffman codes, producing no output) to find where
/// the last block starts and ends, clears its BFINAL bit and appends an empty stored block, which ends the
/// stream on a byte boundary (the same bytes zlib's sync flush writes). Anything can follow the result.
enum DeflateJoin {
    struct Malformed: Error, CustomStringConvertible {
        var description: String { "cannot encode PNG: unexpected DEFLATE data from libdeflate" }
    }

    /// Rewrites `stream[0..<count]` in place (`capacity` must leave 5 spare bytes) and returns its new length.
    static func reopen(_ stream: UnsafeMutablePointer<UInt8>, count: Int, capacity: Int) throws -> Int {
        var scanner = Scanner(bytes: UnsafeBufferPointer(start: stream, count: count))
        let (header, end) = try scanner.lastBlock()
        stream[header >> 3] &= ~(1 << UInt8(header & 7))
        // The empty stored block: 3 zero header bits (not final, type 0) at `end`, zero padding to the next
        // byte, then LEN = 0 and NLEN = 0xFFFF.
        let aligned = (end + 3 + 7) / 8
        guard aligned + 4 <= capacity else { throw Malformed() }
        if end & 7 != 0 { stream[end >> 3] &= UInt8((1 << (end & 7)) - 1) }
        for i in ((end + 7) / 8)..<aligned { stream[i] = 0 }
        stream[aligned] = 0
        stream[aligned + 1] = 0
        stream[aligned + 2] = 0xFF
        stream[aligned + 3] = 0xFF
        return aligned + 4
    }

    /// A canonical Huffman code: a lookup table for codes up to `fastBits` long, and counts and symbols sorted by
    /// code length for the longer ones.
    struct Code {
        static let fastBits = 10
        /// Indexed by the next `fastBits` input bits: symbol << 4 | length, or 0 when the code is longer.
        var fast = [Int32](repeating: 0, count: 1 << fastBits)
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: ArraySlice<Int>) throws {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = [Int](repeating: 0, count: offsets[15] + counts[15])
            var nextCode = [Int](repeating: 0, count: 16)
            var code = 0
            for length in 1...15 {
                code = (code + counts[length - 1]) << 1
                nextCode[length] = code
            }
            nextCode[1] = 0
            for (i, length) in lengths.enumerated() where length > 0 {
                let symbol = i
                symbols[offsets[length]] = symbol
                offsets[length] += 1
                let code = nextCode[length]
                nextCode[length] += 1
                guard code < 1 << length else { throw Malformed() }  // over-subscribed
                guard length <= Code.fastBits else { continue }
                // Codes are sent most significant bit first; the input is read least significant bit first.
                var reversed = 0
                for bit in 0..<length where code & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
                var index = reversed
                while index < fast.count {
                    fast[index] = Int32(symbol << 4 | length)
                    index += 1 << length
                }
            }
        }

        static let fixedLiterals = try! Code(
            lengths: ArraySlice(
                Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112) + Array(repeating: 7, count: 24)
                    + Array(repeating: 8, count: 8)))
        static let fixedDistances = try! Code(lengths: ArraySlice(Array(repeating: 5, count: 30)))
    }

    /// Reads the stream's blocks without producing output.
    struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0  // in bits

        /// The bit offsets where the final block starts and where it ends.
        mutating func lastBlock() throws -> (header: Int, end: Int) {
            while true {
                let header = position
                let final = try bits(1)
                switch try bits(2) {
                case 0:
                    position = (position + 7) & ~7
                    let length = try bits(16)
                    let complement = try bits(16)
                    guard length ^ complement == 0xFFFF else { throw Malformed() }
                    position += length * 8
                    guard position <= bytes.count * 8 else { throw Malformed() }
                case 1:
                    try skipSymbols(Code.fixedLiterals, Code.fixedDistances)
                case 2:
                    let (literals, distances) = try dynamicCodes()
                    try skipSymbols(literals, distances)
                default:
                    throw Malformed()
                }
                if final == 1 { return (header, position) }
            }
        }

        /// Next `count` bits (at most 16), least significant first.
        mutating func bits(_ count: Int) throws -> Int {
            let value = peek(count)
            position += count
            guard position <= bytes.count * 8 else { throw Malformed() }
            return value
        }

        /// The next `count` bits (at most 24) without consuming them; zeros past the end.
        @inline(__always)
        func peek(_ count: Int) -> Int {
            var byte = position >> 3
            // Away from the end, one unaligned 8-byte load holds them (at most 7 + 24 bits are needed).
            if byte + 8 <= bytes.count, let base = bytes.baseAddress {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + byte).loadUnaligned(as: UInt64.self))
                return Int(truncatingIfNeeded: word >> UInt64(position & 7)) & ((1 << count) - 1)
            }
            var window = 0
            var shift = 0
            while shift < count + 7, byte < bytes.count {
                window |= Int(bytes[byte]) << shift
                byte += 1
                shift += 8
            }
            return (window >> (position & 7)) & ((1 << count) - 1)
        }

        mutating func decode(_ code: Code) throws -> Int {
            let entry = Int(code.fast[peek(Code.fastBits)])
            if entry != 0 {
                position += entry & 15
                guard position <= bytes.count * 8 else { throw Malformed() }
                return entry >> 4
            }
            // Longer code: walk the canonical code one bit at a time.
            var value = 0
            var first = 0
            var index = 0
            for length in 1...15 {
                value |= try bits(1)
                let count = code.counts[length]
                if value - count < first { return code.symbols[index + value - first] }
                index += count
                first += count
                first <<= 1
                value <<= 1
            }
            throw Malformed()
        }

        /// Reads literals and matches up to the end-of-block symbol.
        mutating func skipSymbols(_ literals: Code, _ distances: Code) throws {
            while true {
                let symbol = try decode(literals)
                if symbol < 256 { continue }
                if symbol == 256 { return }
                guard symbol <= 285 else { throw Malformed() }
                if symbol >= 265 && symbol < 285 { position += (symbol - 261) / 4 }  // length extra bits
                let distance = try decode(distances)
                guard distance < 30 else { throw Malformed() }
                if distance >= 4 { position += distance / 2 - 1 }  // distance extra bits
                guard position <= bytes.count * 8 else { throw Malformed() }
            }
        }

        /// The literal/length and distance codes of a dynamic block.
        mutating func dynamicCodes() throws -> (Code, Code) {
            let literalCount = try bits(5) + 257
            let distanceCount = try bits(5) + 1
            let lengthCodeCount = try bits(4) + 4
            let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
            var lengthCodeLengths = [Int](repeating: 0, count: 19)
            for i in 0..<lengthCodeCount { lengthCodeLengths[order[i]] = try bits(3) }
            let lengthCode = try Code(lengths: lengthCodeLengths[...])
            var lengths: [Int] = []
            lengths.reserveCapacity(literalCount + distanceCount)
            while lengths.count < literalCount + distanceCount {
                let symbol = try decode(lengthCode)
                switch symbol {
                case 0..<16: lengths.append(symbol)
                case 16:
                    guard let last = lengths.last else { throw Malformed() }
                    lengths += repeatElement(last, count: 3 + (try bits(2)))
                case 17: lengths += repeatElement(0, count: 3 + (try bits(3)))
                case 18: lengths += repeatElement(0, count: 11 + (try bits(7)))
                default: throw Malformed()
                }
            }
            guard lengths.count == literalCount + distanceCount, lengths[256] > 0 else { throw Malformed() }
            return (try Code(lengths: lengths[0..<literalCount]), try Code(lengths: lengths[literalCount...]))
        }
    }
}
