import ChatCanvas
import Foundation

/// The input hashes stored beside a folder of pictures, in `.chatshot-docs.json`: for each picture file, a hash of
/// everything it was drawn from (chatshot's build, the directive's settings, the transcript, manifests and Swift
/// blocks) and a hash of the picture's bytes as written. When both still match, `chatshot docs` does not render the
/// picture again. Only `--write` updates the file; `--check` never writes into the documents' folders.
public struct InputHashes: Sendable {
    public static let fileName = ".chatshot-docs.json"

    public struct Entry: Codable, Sendable, Equatable {
        public var inputs: String
        public var picture: String
    }

    /// By folder, then by file name.
    private(set) var folders: [String: [String: Entry]] = [:]
    private var changed = Set<String>()

    public init() {}

    /// The stored entry of a picture file, reading its folder's file once.
    public mutating func entry(for picture: String) -> Entry? {
        let folder = (picture as NSString).deletingLastPathComponent
        if folders[folder] == nil {
            let path = (folder as NSString).appendingPathComponent(Self.fileName)
            let data = FileManager.default.contents(atPath: path) ?? Data()
            folders[folder] = (try? JSONDecoder().decode(Stored.self, from: data))?.pictures ?? [:]
        }
        return folders[folder]?[(picture as NSString).lastPathComponent]
    }

    public mutating func set(_ entry: Entry?, for picture: String) {
        _ = self.entry(for: picture)
        let folder = (picture as NSString).deletingLastPathComponent
        let name = (picture as NSString).lastPathComponent
        guard folders[folder]?[name] != entry else { return }
        folders[folder]?[name] = entry
        changed.insert(folder)
    }

    /// Writes the folders whose entries changed (atomically; sorted keys, so the file diffs well).
    public func save() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        for folder in changed.sorted() {
            let stored = Stored(version: 1, pictures: folders[folder] ?? [:])
            try AtomicFile.write(
                try encoder.encode(stored) + Data("\n".utf8),
                to: (folder as NSString).appendingPathComponent(Self.fileName), createFolders: true)
        }
    }

    struct Stored: Codable {
        var version: Int
        var pictures: [String: Entry]
    }
}

/// A 128-bit FNV-1a hash in two lanes, the same in every process; length-prefixed parts so boundaries count.
struct DocsHash {
    private var a: UInt64 = 0xcbf2_9ce4_8422_2325
    private var b: UInt64 = 0x6c62_272e_07bb_0142

    mutating func add(_ text: String) { add(Data(text.utf8)) }

    mutating func add(_ data: Data) {
        add(bytes: Data(String(data.count).utf8) + Data([0]))
        add(bytes: data)
    }

    private mutating func add(bytes: Data) {
        var a = self.a
        var b = self.b
        bytes.withUnsafeBytes { raw in
            for byte in raw {
                a = (a ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
                b = (b ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 &+ 0x9E37
            }
        }
        self.a = a
        self.b = b
    }

    var hex: String {
        [a, b].map {
            let s = String($0, radix: 16)
            return String(repeating: "0", count: 16 - s.count) + s
        }.joined()
    }

    /// The hash of a file's bytes (nil when it cannot be read).
    static func file(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        var h = DocsHash()
        h.add(data)
        return h.hex
    }
}
