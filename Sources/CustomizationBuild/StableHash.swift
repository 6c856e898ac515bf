/// A 128-bit FNV-1a hash (two 64-bit lanes with different offsets), the same in every process: the cache key of a
/// customization build. Each added string is length-prefixed so boundaries count.
struct StableHash {
    private var a: UInt64 = 0xcbf2_9ce4_8422_2325
    private var b: UInt64 = 0x6c62_272e_07bb_0142

    mutating func add(_ text: String) {
        add(bytes: String(text.utf8.count).utf8)
        add(bytes: [0])
        add(bytes: text.utf8)
    }

    private mutating func add<S: Sequence>(bytes: S) where S.Element == UInt8 {
        for byte in bytes {
            a = (a ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            b = (b ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 &+ 0x9E37
        }
    }

    var hex: String {
        [a, b].map { String($0, radix: 16).leftPadded(to: 16) }.joined()
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
