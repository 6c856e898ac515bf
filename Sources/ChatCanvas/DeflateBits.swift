/// The pieces of the DEFLATE format (RFC 1951) that the PNG encoder writes itself: a bit writer, Huffman code
/// lengths with a length limit, canonical codes, and the length and distance code tables.
enum DeflateBits {
    /// Writes bits least significant first, the way DEFLATE packs them.
    struct Writer {
        var bytes: [UInt8] = []
        private var pending: UInt64 = 0
        private var pendingCount = 0

        init(reservingCapacity capacity: Int = 0) { bytes.reserveCapacity(capacity) }

        /// Appends the low `count` bits of `value` (at most 56).
        @inline(__always)
        mutating func put(_ value: UInt64, _ count: Int) {
            pending |= value << UInt64(pendingCount)
            pendingCount &+= count
            while pendingCount >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: pending))
                pending >>= 8
                pendingCount &-= 8
            }
        }

        /// Pads with zero bits to the next byte boundary.
        mutating func alignToByte() {
            if pendingCount > 0 { put(0, 8 - pendingCount) }
        }

        /// An empty stored block (3 header bits, padding, LEN 0, NLEN 0xFFFF): it ends the output on a byte
        /// boundary, so another DEFLATE stream's bytes can follow. `final` marks the end of the whole stream.
        mutating func emptyStoredBlock(final: Bool) {
            put(final ? 1 : 0, 3)
            alignToByte()
            bytes.append(contentsOf: [0, 0, 0xFF, 0xFF])
        }
    }

    /// Huffman code lengths for `frequencies` (0 = symbol unused), none longer than `limit` bits. When the plain
    /// Huffman code is too deep, the frequencies are halved (keeping every used symbol at least 1) and the code is
    /// built again. Fewer than two used symbols get extra one-bit codes (the lowest unused symbols), so the code is
    /// always complete, which every decoder accepts. Deterministic: ties go to the lower symbol. At most 2^limit
    /// symbols may be used (halving ends with equal weights, a balanced code).
    static func codeLengths(_ frequencies: [Int], limit: Int) -> [Int] {
        var weights = frequencies
        var used = weights.indices.filter { weights[$0] > 0 }
        var filler = 0
        while used.count < 2 {
            while weights[filler] > 0 { filler += 1 }
            weights[filler] = 1
            used = weights.indices.filter { weights[$0] > 0 }
        }
        precondition(used.count <= 1 << limit, "\(used.count) symbols cannot have codes of at most \(limit) bits")
        while true {
            let lengths = huffmanLengths(weights, used: used)
            if lengths.max()! <= limit { return lengths }
            for symbol in used { weights[symbol] = max(1, weights[symbol] / 2) }
        }
    }

    /// Plain Huffman code lengths for the used symbols (two queues: leaves sorted by weight, then merged nodes).
    private static func huffmanLengths(_ weights: [Int], used: [Int]) -> [Int] {
        let leaves = used.sorted { (weights[$0], $0) < (weights[$1], $1) }
        // Nodes 0..<n are the leaves in order; merged nodes follow. parent[i] is the node's parent.
        let n = leaves.count
        var weight = leaves.map { weights[$0] } + [Int](repeating: 0, count: n - 1)
        var parent = [Int](repeating: -1, count: 2 * n - 1)
        var nextLeaf = 0
        var nextMerged = n
        var created = n
        func takeSmallest() -> Int {
            if nextLeaf < n && (nextMerged >= created || weight[nextLeaf] <= weight[nextMerged]) {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextMerged += 1
            return nextMerged - 1
        }
        while created < 2 * n - 1 {
            let a = takeSmallest()
            let b = takeSmallest()
            weight[created] = weight[a] + weight[b]
            parent[a] = created
            parent[b] = created
            created += 1
        }
        var depth = [Int](repeating: 0, count: 2 * n - 1)
        for node in stride(from: 2 * n - 3, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        var lengths = [Int](repeating: 0, count: weights.count)
        for (i, symbol) in leaves.enumerated() { lengths[symbol] = depth[i] }
        return lengths
    }

    /// The canonical codes for `lengths` (RFC 1951 3.2.2), bit-reversed so the writer can put them least
    /// significant bit first.
    static func canonicalCodes(_ lengths: [Int]) -> [UInt64] {
        var counts = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { counts[length] += 1 }
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1..<16 {
            code = (code + counts[length - 1]) << 1
            next[length] = code
        }
        next[1] = 0
        var codes = [UInt64](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            var reversed: UInt64 = 0
            let value = next[length]
            next[length] += 1
            for bit in 0..<length where value & (1 << bit) != 0 { reversed |= 1 << UInt64(length - 1 - bit) }
            codes[symbol] = reversed
        }
        return codes
    }

    /// The length symbol (257…285), its extra bits and their value, for a match length of 3…258.
    static func lengthCode(_ length: Int) -> (symbol: Int, extraBits: Int, extra: Int) {
        if length == 258 { return (285, 0, 0) }
        if length < 11 { return (254 + length, 0, 0) }
        // Lengths 11…257: four codes per extra-bit count 1…5, each covering 2^extra lengths.
        var base = 11
        var symbol = 265
        for extraBits in 1...5 {
            let span = 1 << extraBits
            if length < base + 4 * span {
                let step = (length - base) / span
                return (symbol + step, extraBits, length - base - step * span)
            }
            base += 4 * span
            symbol += 4
        }
        preconditionFailure("match length \(length) out of range")
    }

    /// The distance code (0…29), its extra bits and their value, for a distance of 1…32768.
    static func distanceCode(_ distance: Int) -> (code: Int, extraBits: Int, extra: Int) {
        if distance <= 4 { return (distance - 1, 0, 0) }
        // Distances 5…32768: two codes per extra-bit count 1…13.
        var base = 5
        var code = 4
        for extraBits in 1...13 {
            let span = 1 << extraBits
            if distance < base + 2 * span {
                let step = (distance - base) / span
                return (code + step, extraBits, distance - base - step * span)
            }
            base += 2 * span
            code += 2
        }
        preconditionFailure("match distance \(distance) out of range")
    }
}
