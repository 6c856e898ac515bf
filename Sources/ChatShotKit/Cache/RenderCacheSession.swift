import ChatCanvas
import Foundation
import Synchronization

/// One run's use of a render cache: what it may trust, what it learned, and when it stops.
///
/// - A render is looked up by its key (`ShotInputHash`); the `ac/` record lists the other files that render read,
///   each with its SHA-256, and is used only when every one of them is unchanged. The image comes from `cas/` and is
///   used only when its bytes have the SHA-256 that names them: anything else is ignored and the shot rendered.
/// - The first failure of the cache (no connection, an error status, a timeout) costs one warning; the run then
///   renders locally and neither reads nor writes the cache again, so results are the same as without it.
/// - `readOnly`: nothing is ever written (`--cache-read-only`, for untrusted branches).
public final class RenderCacheSession: Sendable {
    public let cache: any RenderCache
    public let readOnly: Bool
    public let hasher: ShotInputHash
    /// What else shapes an image's bytes (the PNG compression), part of every key.
    public let settings: String
    private let warn: @Sendable (String) -> Void

    /// How the cache served one image of the run.
    public struct Use: Sendable, Equatable {
        public var inputHash: String
        /// The SHA-256 of the image's PNG bytes.
        public var imageSHA256: String
        /// The image came from the cache (or from an identical baseline), not from a render.
        public var reused: Bool
    }

    private struct State {
        var disabled = false
        var warnedMismatch = false
        var uses: [String: Use] = [:]
    }
    private let state = Mutex(State())

    /// The most files one render record may list (a record naming more is not used).
    static let maxReads = 100_000

    /// The JSON of an `ac/` render record: the files the render read beyond the key's.
    struct Reads: Codable {
        var format = "chatshot-render-v1"
        var reads: [String: String]
    }

    public init(
        cache: any RenderCache, readOnly: Bool = false, root: String, settings: String = "",
        warn: @escaping @Sendable (String) -> Void = GalleryRun.printWarning
    ) {
        self.cache = cache
        self.readOnly = readOnly
        self.hasher = ShotInputHash(root: root)
        self.settings = settings
        self.warn = warn
    }

    /// False once the cache failed in this run.
    public var isUsable: Bool { state.withLock { !$0.disabled } }

    /// How the cache served the image named `name` (nil: not through the cache).
    public func use(for name: String) -> Use? { state.withLock { $0.uses[name] } }

    func record(_ name: String, _ use: Use) { state.withLock { $0.uses[name] = use } }

    /// Stops using the cache after its first failure, with one warning.
    func fail(_ error: Error) {
        let first = state.withLock { s in
            defer { s.disabled = true }
            return !s.disabled
        }
        if first {
            warn(
                "render cache \(cache.location): \(error); rendering locally, the cache is not used for the rest of the run"
            )
        }
    }

    private func get(_ area: CacheArea, _ key: String) -> Data? {
        guard isUsable else { return nil }
        do { return try cache.get(area, key) } catch {
            fail(error)
            return nil
        }
    }

    private func put(_ area: CacheArea, _ key: String, _ data: Data) -> Bool {
        guard !readOnly, isUsable else { return false }
        do {
            try cache.put(area, key, data)
            return true
        } catch {
            fail(error)
            return false
        }
    }

    /// A blob whose bytes do not hash to its name: ignored, with one warning per run.
    private func mismatch(_ key: String) {
        let first = state.withLock { s in
            defer { s.warnedMismatch = true }
            return !s.warnedMismatch
        }
        if first {
            warn(
                "render cache \(cache.location): blob \(key) does not have the SHA-256 that names it; ignored, rendering"
            )
        }
    }

    /// A render found for a key: the image's digest, the input hash, and where its bytes are.
    public struct Found: Sendable {
        public var imageSHA256: String
        public var inputHash: String
        public var size: Int
    }

    /// The cached render for `key`, when every file it read is unchanged; nil otherwise.
    public func find(key: String) -> Found? {
        guard let data = get(.ac, key), let record = ActionRecord(decoding: data), let output = record.outputs.first,
            let reads = try? JSONDecoder().decode(Reads.self, from: record.stdout),
            reads.format == "chatshot-render-v1", reads.reads.count <= Self.maxReads
        else { return nil }
        for (path, digest) in reads.reads {
            guard Self.digest(ofFile: hasher.local(path)) == digest else { return nil }
        }
        return Found(
            imageSHA256: output.sha256, inputHash: ShotInputHash.inputHash(key: key, reads: reads.reads),
            size: output.size)
    }

    /// The image's bytes from `cas/`, checked against their name; nil when absent or when they do not match.
    public func image(_ found: Found) -> Data? {
        guard let data = get(.cas, found.imageSHA256) else { return nil }
        guard data.count == found.size, SHA256Digest.hex(data) == found.imageSHA256 else {
            mismatch(found.imageSHA256)
            return nil
        }
        return data
    }

    /// A file's SHA-256, or `absent` when it is missing or not a readable regular file (a missing image drawn as a
    /// placeholder: the render depends on its absence).
    static func digest(ofFile path: String) -> String { FileDigests.sha256(ofFile: path) ?? "absent" }

    /// Stores a fresh render: its PNG in `cas/`, then its record under `key`. `reads`: the files the render read.
    /// Returns how the image is described (its input hash).
    public func store(key: String, reads: [String], png: Data) -> Use {
        var digests: [String: String] = [:]
        for path in Set(reads) { digests[hasher.portable(path)] = Self.digest(ofFile: path) }
        let imageSHA256 = SHA256Digest.hex(png)
        let use = Use(
            inputHash: ShotInputHash.inputHash(key: key, reads: digests), imageSHA256: imageSHA256, reused: false)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard !readOnly, let json = try? encoder.encode(Reads(reads: digests)) else { return use }
        let record = ActionRecord(
            outputs: [.init(path: "image.png", sha256: imageSHA256, size: png.count)], stdout: json)
        if put(.cas, imageSHA256, png) { _ = put(.ac, key, record.encoded()) }
        return use
    }

    // MARK: Comparisons

    /// The key of a comparison: the two images' digests and the settings, under chatshot's version.
    func comparisonKey(image: String, baseline: String, compare: CompareSettings) -> String {
        var hash = SHA256Digest()
        hash.field("chatshot-comparison-v2")
        hash.field(ChatShotVersion.current)
        hash.field(image)
        hash.field(baseline)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        hash.field(String(decoding: (try? encoder.encode(compare)) ?? Data(), as: UTF8.self))
        return hash.finalHex()
    }

    /// The recorded result of comparing two identical images (nil when none): a passed `ShotResult` without what
    /// names the shot, which the caller fills in.
    func comparison(image: String, baseline: String, compare: CompareSettings) -> ShotResult? {
        guard image == baseline,
            let data = get(.ac, comparisonKey(image: image, baseline: baseline, compare: compare)),
            let record = ActionRecord(decoding: data),
            let result = try? JSONDecoder().decode(ShotResult.self, from: record.stdout),
            result.status == .passed, !result.updated
        else { return nil }
        return result
    }

    /// Records the result of comparing two identical images (a passed shot), so that a later check shows it without
    /// comparing again. What names the shot or the run (name, variant, timing, file paths) is left out.
    func storeComparison(_ result: ShotResult, image: String, baseline: String, compare: CompareSettings) {
        guard image == baseline, !readOnly, result.status == .passed, !result.updated else { return }
        var stored = result
        (stored.name, stored.shot, stored.variant) = ("", "", [])
        (stored.milliseconds, stored.inputHash, stored.cache) = (nil, nil, nil)
        stored.diff?.expected = nil
        stored.diff?.actual = nil
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let json = try? encoder.encode(stored) else { return }
        _ = put(
            .ac, comparisonKey(image: image, baseline: baseline, compare: compare), ActionRecord(stdout: json).encoded()
        )
    }
}
