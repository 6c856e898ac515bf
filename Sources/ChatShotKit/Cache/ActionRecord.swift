import Foundation

/// What an `ac/` entry holds: Bazel's `ActionResult` message (protocol buffers), with only the fields chatshot
/// uses, so a Bazel cache server that checks its action entries (bazel-remote does) accepts them. `outputs` name blobs
/// in `cas/` (the rendered PNG); `stdout` carries chatshot's own JSON (the files a render read, or a comparison).
public struct ActionRecord: Equatable, Sendable {
    public struct Output: Equatable, Sendable {
        public var path: String
        public var sha256: String
        public var size: Int
    }
    public var outputs: [Output] = []
    public var stdout = Data()

    public init(outputs: [Output] = [], stdout: Data = Data()) {
        self.outputs = outputs
        self.stdout = stdout
    }

    // ActionResult: output_files = 2 (OutputFile: path = 1, digest = 2), stdout_raw = 5.
    // Digest: hash = 1, size_bytes = 2.

    /// The message's bytes.
    public func encoded() -> Data {
        var out = Data()
        for o in outputs {
            var digest = Data()
            Self.appendBytes(1, Data(o.sha256.utf8), to: &digest)
            Self.appendVarint(2, UInt64(o.size), to: &digest)
            var file = Data()
            Self.appendBytes(1, Data(o.path.utf8), to: &file)
            Self.appendBytes(2, digest, to: &file)
            Self.appendBytes(2, file, to: &out)
        }
        if !stdout.isEmpty { Self.appendBytes(5, stdout, to: &out) }
        return out
    }

    /// Reads a message; nil when the bytes are not one (unknown fields are skipped).
    public init?(decoding data: Data) {
        guard let fields = Self.fields(data) else { return nil }
        for (number, value) in fields {
            switch (number, value) {
            case (2, .bytes(let file)):
                guard let fileFields = Self.fields(file) else { return nil }
                var path = ""
                var hash = ""
                var size = -1
                for f in fileFields {
                    if case (1, .bytes(let p)) = f { path = String(decoding: p, as: UTF8.self) }
                    if case (2, .bytes(let d)) = f {
                        guard let digestFields = Self.fields(d) else { return nil }
                        for g in digestFields {
                            if case (1, .bytes(let h)) = g { hash = String(decoding: h, as: UTF8.self) }
                            if case (2, .varint(let s)) = g, s <= UInt64(Int.max) { size = Int(s) }
                        }
                    }
                }
                guard hash.isSHA256Hex, size >= 0 else { return nil }
                outputs.append(Output(path: path, sha256: hash, size: size))
            case (5, .bytes(let raw)):
                stdout = raw
            default:
                continue
            }
        }
    }

    private enum Value {
        case varint(UInt64)
        case bytes(Data)
        case fixed
    }

    private static func fields(_ data: Data) -> [(Int, Value)]? {
        let bytes = [UInt8](data)
        var i = 0
        func varint() -> UInt64? {
            var result: UInt64 = 0
            var shift: UInt64 = 0
            while i < bytes.count, shift < 64 {
                let b = bytes[i]
                i += 1
                result |= UInt64(b & 0x7F) << shift
                if b & 0x80 == 0 { return result }
                shift += 7
            }
            return nil
        }
        var out: [(Int, Value)] = []
        while i < bytes.count {
            guard let tag = varint(), tag >> 3 > 0, tag >> 3 < 1 << 29 else { return nil }
            let number = Int(tag >> 3)
            switch tag & 7 {
            case 0:
                guard let v = varint() else { return nil }
                out.append((number, .varint(v)))
            case 1, 5:
                let n = tag & 7 == 1 ? 8 : 4
                guard bytes.count - i >= n else { return nil }
                i += n
                out.append((number, .fixed))
            case 2:
                guard let n = varint(), n <= UInt64(bytes.count - i) else { return nil }
                out.append((number, .bytes(Data(bytes[i..<i + Int(n)]))))
                i += Int(n)
            default:
                return nil
            }
        }
        return out
    }

    private static func appendVarint(_ value: UInt64, to out: inout Data) {
        var v = value
        while v >= 0x80 {
            out.append(UInt8(v & 0x7F) | 0x80)
            v >>= 7
        }
        out.append(UInt8(v))
    }

    private static func appendVarint(_ field: Int, _ value: UInt64, to out: inout Data) {
        appendVarint(UInt64(field << 3), to: &out)
        appendVarint(value, to: &out)
    }

    private static func appendBytes(_ field: Int, _ value: Data, to out: inout Data) {
        appendVarint(UInt64(field << 3 | 2), to: &out)
        appendVarint(UInt64(value.count), to: &out)
        out.append(value)
    }
}
