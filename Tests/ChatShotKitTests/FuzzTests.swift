import ChatCanvas
import ChatManifest
import Foundation
import TestSupport
import XCTest

@testable import ChatShotKit

/// A deterministic mutation fuzzer for the four readers of untrusted files: transcripts, manifests, galleries and PNG
/// (the diff's decoder). Each starts from the examples, mutates them byte-wise and with tokens that parsers trip on
/// (a seeded generator: the same inputs every run) and checks that every input either reads or throws one short line
/// without control characters — never crashes, never takes long. `CHATSHOT_FUZZ_ITERATIONS` sets the inputs per reader
/// (default 2000, about a second each); `CHATSHOT_FUZZ_SEED` changes the sequence. `Scripts/fuzz.sh` runs it longer.
final class FuzzTests: XCTestCase {
    static let root = PackageRoot.url
    static var iterations: Int {
        ProcessInfo.processInfo.environment["CHATSHOT_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 2000
    }
    static var seed: UInt64 { ProcessInfo.processInfo.environment["CHATSHOT_FUZZ_SEED"].flatMap(UInt64.init) ?? 11 }
    /// The longest one input may take to be read or refused (debug build).
    static let perInputLimit = 5.0

    func testTranscriptReader() throws {
        let seeds = try [
            "one-to-one.json", "group-chat.json", "attachments.json", "composer-multiline.yaml", "poll.json"
        ].map {
            try Data(contentsOf: Self.root.appendingPathComponent("Examples/transcripts/\($0)"))
        }
        let base = Self.root.appendingPathComponent("Examples/transcripts").path
        fuzz("transcript", seeds: seeds) { data, index in
            let text = String(decoding: data, as: UTF8.self)
            let file = index % 2 == 0 ? "fuzz.json" : "fuzz.yaml"
            _ = try TranscriptLoader.decode(
                text: text, file: file, baseDirectory: base, currentUserId: nil, loadImages: false)
        }
    }

    func testManifestReader() throws {
        let folder = Self.root.appendingPathComponent("Examples/customizations")
        let seeds = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().compactMap {
            try? Data(contentsOf: folder.appendingPathComponent("\($0)/manifest.yaml"))
        }
        XCTAssertGreaterThan(seeds.count, 5)
        fuzz("manifest", seeds: seeds) { data, _ in
            let manifest = try ManifestLoader.parse(text: String(decoding: data, as: UTF8.self), file: "fuzz.yaml")
            let appearance = try manifest.makeAppearance()
            _ = try manifest.makeComponents(appearance: appearance)
        }
    }

    func testGalleryReader() throws {
        // A copy of the CI example gallery, so its relative paths resolve; mutated galleries are written beside it.
        let scratch = try TemporaryFolder("fuzz")
        let folder = scratch.url("gallery")
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Examples/ci/gallery"), to: folder)
        let seeds = [try Data(contentsOf: folder.appendingPathComponent("gallery.yaml"))]
        let path = folder.appendingPathComponent("fuzz.yaml").path
        fuzz("gallery", seeds: seeds) { data, _ in
            try data.write(to: URL(fileURLWithPath: path))
            _ = try Gallery.load(path: path)
        }
    }

    func testPNGReader() throws {
        let canvas = try Canvas(width: 24, height: 16, scale: 1)
        canvas.clear(Color(rgb: 0x3366CC))
        canvas.fill(CGRect(x: 4, y: 4, width: 10, height: 6), color: Color(rgb: 0xFFCC00))
        // A translucent one too: RGBA rows (decoded in place) beside the opaque canvas's RGB rows.
        let translucent = try Canvas(width: 24, height: 16, scale: 1)
        translucent.fill(CGRect(x: 2, y: 2, width: 18, height: 9), color: Color(rgb: 0x3366CC, alpha: 0.5))
        let seeds = [try canvas.pngData(), try translucent.pngData()]
        fuzz("PNG", seeds: seeds, fixPNGChecksums: true) { data, _ in
            _ = try PNGDecoder.decode(data, name: "fuzz.png")
        }
    }

    // MARK: - The fuzzer

    /// Reads `iterations` mutants of the seeds with `read`; fails on an error that is not one short clean line or
    /// an input that takes too long. With `fixPNGChecksums`, half of the mutants get correct chunk CRCs (else
    /// nearly every mutant would stop at the first CRC check).
    func fuzz(_ what: String, seeds: [Data], fixPNGChecksums: Bool = false, read: (Data, Int) throws -> Void) {
        var rng = SplitMix64(seed: Self.seed)
        var refused = 0
        for index in 0..<Self.iterations {
            var bytes = [UInt8](seeds[index % seeds.count])
            for _ in 0...Int(rng.next() % 4) { mutate(&bytes, &rng) }
            if fixPNGChecksums, rng.next() % 2 == 0 { Self.fixChecksums(&bytes) }
            let input = Data(bytes)
            let start = Date()
            do {
                try read(input, index)
            } catch {
                refused += 1
                let message = "\(error)"
                let clean =
                    !message.isEmpty
                    && !message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
                if !clean || message.count > 1000 {
                    XCTFail(
                        "\(what) #\(index): not one short line: \(message.prefix(300).debugDescription); input: \(input.base64EncodedString())"
                    )
                    return
                }
            }
            let seconds = Date().timeIntervalSince(start)
            if seconds > Self.perInputLimit {
                XCTFail("\(what) #\(index): took \(seconds) s; input: \(input.prefix(4096).base64EncodedString())")
                return
            }
        }
        print(
            "fuzz \(what): \(Self.iterations) inputs (seed \(Self.seed)): \(Self.iterations - refused) read, \(refused) refused"
        )
        // Most mutants break the input; some must still read (else the mutations are too blunt to get past the parser).
        XCTAssertGreaterThan(refused, 0, what)
        XCTAssertGreaterThan(Self.iterations - refused, 0, what)
    }

    /// Tokens that parsers trip on.
    static let tokens: [String] = [
        "{", "}", "[", "]", ":", ",", "\"", "'", "\\", "\\u0000", "\\ud800", "\n", "\r\n", "\t", "- ", "? ", "&a ",
        "*a", "!!binary ",
        "<<: *a", "|", ">", "#", "%YAML 1.2\n", "---\n", "...", "null", "true", "~", "0", "-1", "1e308", "-1e308",
        "1e999",
        "NaN", ".nan", ".inf", "-.inf", "18446744073709551616", "0x1F", "\u{1B}[31m", "\u{FEFF}", "\u{202E}", "\u{0}",
        "é",
        String(repeating: "[", count: 300), String(repeating: "9", count: 400)
    ]

    func mutate(_ bytes: inout [UInt8], _ rng: inout SplitMix64) {
        func position(_ extra: Int = 0) -> Int { Int(rng.next() % UInt64(bytes.count + extra)) }
        if bytes.isEmpty {
            bytes = Array(Self.tokens[Int(rng.next() % UInt64(Self.tokens.count))].utf8)
            return
        }
        switch rng.next() % 8 {
        case 0: bytes[position()] ^= UInt8(1 << (rng.next() % 8))  // flip a bit
        case 1: bytes[position()] = UInt8(truncatingIfNeeded: rng.next())  // any byte
        case 2:  // delete a run
            let at = position()
            let length = min(bytes.count - at, Int(rng.next() % 32) + 1)
            bytes.removeSubrange(at..<at + length)
        case 3:  // repeat a run
            let at = position()
            let length = min(bytes.count - at, Int(rng.next() % 64) + 1)
            bytes.insert(contentsOf: bytes[at..<at + length], at: position(1))
        case 4: bytes = Array(bytes.prefix(position()))  // truncate
        default:  // insert a token
            bytes.insert(
                contentsOf: Array(Self.tokens[Int(rng.next() % UInt64(Self.tokens.count))].utf8), at: position(1))
        }
    }

    /// Rewrites every whole chunk's CRC so that a mutant gets past the CRC checks to the decoder behind them.
    static func fixChecksums(_ bytes: inout [UInt8]) {
        var pos = 8
        while pos + 12 <= bytes.count {
            let length =
                Int(bytes[pos]) << 24 | Int(bytes[pos + 1]) << 16 | Int(bytes[pos + 2]) << 8 | Int(bytes[pos + 3])
            guard length <= bytes.count - pos - 12 else { return }
            let crc = crc32(bytes[(pos + 4)..<(pos + 8 + length)])
            for k in 0..<4 { bytes[pos + 8 + length + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * k)) }
            pos += 12 + length
        }
    }

    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

/// A small seeded generator (SplitMix64): the same seed gives the same mutants on every machine.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
