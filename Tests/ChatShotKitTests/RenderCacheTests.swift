import ChatCanvas
import Foundation
import TestSupport
import XCTest

@testable import ChatShotKit

/// The render cache in a folder: digests, records, and above all that a check through the cache gives exactly the
/// results of a check that renders everything.
final class RenderCacheTests: XCTestCase {
    func testSHA256KnownDigests() {
        XCTAssertEqual(
            SHA256Digest.hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(
            SHA256Digest.hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            SHA256Digest.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        // FIPS 180-4's long example: a million 'a's, fed in uneven pieces.
        var h = SHA256Digest()
        let piece = Data(repeating: UInt8(ascii: "a"), count: 999)
        for _ in 0..<1001 { h.update(piece) }
        h.update(Data(repeating: UInt8(ascii: "a"), count: 1))
        XCTAssertEqual(h.finalHex(), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        // Every length around the padding boundary, one piece or byte by byte.
        for n in 50...130 {
            let data = Data((0..<n).map { UInt8(truncatingIfNeeded: $0 &* 31) })
            var bytewise = SHA256Digest()
            for b in data { bytewise.update(Data([b])) }
            XCTAssertEqual(bytewise.finalHex(), SHA256Digest.hex(data), "length \(n)")
        }
    }

    func testActionRecordRoundTripsAndRefusesGarbage() {
        let record = ActionRecord(
            outputs: [.init(path: "image.png", sha256: String(repeating: "ab", count: 32), size: 123_456)],
            stdout: Data(#"{"reads":{}}"#.utf8))
        XCTAssertEqual(ActionRecord(decoding: record.encoded()), record)
        XCTAssertEqual(ActionRecord(decoding: ActionRecord(stdout: Data("x".utf8)).encoded())?.outputs, [])
        XCTAssertNil(ActionRecord(decoding: Data([0x12, 0x7F, 0x01])), "a length past the end")
        XCTAssertNil(ActionRecord(decoding: Data([0x0F])), "wire type 7")
        var badDigest = ActionRecord(outputs: [.init(path: "image.png", sha256: "nothex", size: 1)])
        XCTAssertNil(ActionRecord(decoding: badDigest.encoded()), "an output named by something not a SHA-256")
        badDigest.outputs = []
        XCTAssertEqual(ActionRecord(decoding: badDigest.encoded()), ActionRecord())
    }

    func testDirectoryCacheStoresBySHA256AndRefusesOtherKeys() throws {
        let scratch = try TemporaryFolder("dir-cache")
        let cache = try DirectoryCache(path: scratch.path("c"))
        let key = SHA256Digest.hex("x")
        XCTAssertNil(try cache.get(.cas, key))
        try cache.put(.cas, key, Data("x".utf8))
        XCTAssertEqual(try cache.get(.cas, key), Data("x".utf8))
        XCTAssertTrue(FileManager.default.fileExists(atPath: scratch.path("c/cas/\(key)")))
        XCTAssertThrowsError(try cache.get(.ac, "../../etc/passwd"))
        XCTAssertThrowsError(try cache.put(.ac, "ABC", Data()))
        try Data().write(to: scratch.url("file"))
        XCTAssertThrowsError(try DirectoryCache(path: scratch.path("file"))) {
            XCTAssertTrue("\($0)".contains("is a file"), "\($0)")
        }
    }

    /// The exactness proof: on a gallery with a changed manifest, a changed baseline file, a changed transcript and a
    /// changed image named through `extends:`, a check through the cache gives the results of a full check, and skips
    /// exactly the shots none of whose inputs changed.
    func testCachedCheckGivesTheResultsOfAFullCheck() throws {
        let f = try RenderCacheFixture()
        let cache = try DirectoryCache(path: f.dir + "/cache")
        _ = try f.check(.all)
        let full = try f.check()
        XCTAssertTrue(full.passed)

        let cold = try f.check(cache: f.session(cache))
        XCTAssertEqual(RenderCacheFixture.comparable(cold), RenderCacheFixture.comparable(full))
        XCTAssertEqual(Set(RenderCacheFixture.cacheUse(cold).values), ["rendered"])
        XCTAssertTrue(cold.shots.allSatisfy { $0.inputHash?.isSHA256Hex == true })

        let warm = try f.check(cache: f.session(cache))
        XCTAssertEqual(RenderCacheFixture.comparable(warm), RenderCacheFixture.comparable(full))
        XCTAssertEqual(Set(RenderCacheFixture.cacheUse(warm).values), ["unchanged-by-input"])
        XCTAssertEqual(warm.shots.map(\.inputHash), cold.shots.map(\.inputHash))
        XCTAssertTrue(CheckReport.summary(warm).contains("5 unchanged by input"), CheckReport.summary(warm))
        XCTAssertFalse(CheckReport.summary(full).contains("unchanged"))
        XCTAssertTrue(CheckReport.html(warm).contains("5 unchanged by input"))
        XCTAssertFalse(CheckReport.html(full).contains("unchanged"))

        try f.change()
        let fullAfter = try f.check()
        let cachedAfter = try f.check(cache: f.session(cache))
        XCTAssertEqual(RenderCacheFixture.comparable(cachedAfter), RenderCacheFixture.comparable(fullAfter))
        let status = Dictionary(uniqueKeysWithValues: fullAfter.shots.map { ($0.name, $0.status) })
        XCTAssertEqual(
            status,
            [
                "plain--light": .passed, "plain--dark": .changed, "brand": .changed, "icons": .changed,
                "group": .changed
            ])
        XCTAssertEqual(
            RenderCacheFixture.cacheUse(cachedAfter),
            [
                "plain--light": "unchanged-by-input", "plain--dark": "reused", "brand": "rendered", "icons": "rendered",
                "group": "rendered"
            ])
        let before = Dictionary(uniqueKeysWithValues: warm.shots.map { ($0.name, $0.inputHash) })
        for s in cachedAfter.shots {
            XCTAssertEqual(s.inputHash == before[s.name], s.name.hasPrefix("plain"), s.name)
        }
        XCTAssertEqual(f.warnings.all, [])

        // The image named by the extended manifest alone changes the input hash.
        let iconsHash = cachedAfter.shots.first { $0.name == "icons" }!.inputHash
        try RenderCacheFixture.square(0, 200, 0).write(
            to: URL(fileURLWithPath: f.dir + "/gallery/icons/placeholder.png"))
        let again = try f.check(cache: f.session(cache))
        XCTAssertNotEqual(again.shots.first { $0.name == "icons" }!.inputHash, iconsHash)
        XCTAssertEqual(RenderCacheFixture.cacheUse(again)["icons"], "rendered")
        XCTAssertEqual(RenderCacheFixture.comparable(again), RenderCacheFixture.comparable(try f.check()))

        // An avatar the transcript names.
        let avatars = f.dir + "/gallery/avatars/"
        try Data(contentsOf: URL(fileURLWithPath: avatars + "lando.svg")).write(
            to: URL(fileURLWithPath: avatars + "leia.svg"))
        let avatarsChanged = try f.check(cache: f.session(cache))
        let uses = RenderCacheFixture.cacheUse(avatarsChanged)
        for name in ["plain--light", "plain--dark", "brand"] {
            XCTAssertEqual(uses[name], "rendered", name)
        }
        XCTAssertEqual(RenderCacheFixture.comparable(avatarsChanged), RenderCacheFixture.comparable(try f.check()))
    }

    /// Another machine, with the gallery in another folder, finds the renders this one stored.
    func testAGalleryElsewhereSharesTheRenders() throws {
        let f = try RenderCacheFixture()
        let cache = try DirectoryCache(path: f.dir + "/cache")
        _ = try f.check(.all, cache: f.session(cache))
        let other = try TemporaryFolder("render-cache-elsewhere")
        try FileManager.default.copyItem(atPath: f.dir + "/gallery", toPath: other.path("checkout/gallery"))
        try FileManager.default.copyItem(atPath: f.baseline, toPath: other.path("baselines"))
        let warnings = f.warnings
        var check = BaselineCheck(
            galleryPath: other.path("checkout/gallery/gallery.yaml"), baseline: other.path("baselines"),
            runner: BatchRunner(parallelism: 2) { ThreadWorker() })
        check.cache = RenderCacheSession(
            cache: cache, root: other.path("checkout/gallery"), settings: "png-compression=fast",
            warn: { warnings.add($0) })
        let there = try check.run()
        XCTAssertEqual(Set(RenderCacheFixture.cacheUse(there).values), ["unchanged-by-input"])
        XCTAssertTrue(there.passed)
    }

    /// A missing image drawn as a placeholder is an input too: the render is not reused once the file appears.
    func testAMissingImageThatAppearsChangesTheInputHash() throws {
        let f = try RenderCacheFixture()
        let cache = try DirectoryCache(path: f.dir + "/cache")
        var shot = Shot(transcript: f.dir + "/gallery/absent.json", missingImages: .placeholder)
        shot.display.width = 240
        shot.display.height = 320
        shot.display.scale = 1
        let job = GalleryJob(name: "absent", shotName: "absent", variant: [], shot: shot, compare: CompareSettings())
        func render() throws -> RenderCacheSession.Use? {
            let session = f.session(cache)
            try CachingWorker(inner: ThreadWorker(), session: session).render(job, to: f.dir + "/absent.png")
            return session.use(for: "absent")
        }
        let first = try XCTUnwrap(try render())
        XCTAssertFalse(first.reused)
        XCTAssertEqual(
            try render(),
            RenderCacheSession.Use(inputHash: first.inputHash, imageSHA256: first.imageSHA256, reused: true))
        try FileManager.default.copyItem(
            atPath: f.dir + "/gallery/avatars/lando.svg", toPath: f.dir + "/gallery/avatars/absent.svg")
        let appeared = try XCTUnwrap(try render())
        XCTAssertFalse(appeared.reused)
        XCTAssertNotEqual(appeared.inputHash, first.inputHash)
    }

    /// A render stored by one check serves another baseline folder: fetched from `cas/`, then compared.
    func testACachedRenderServesADifferentBaseline() throws {
        let f = try RenderCacheFixture()
        let cache = try DirectoryCache(path: f.dir + "/cache")
        _ = try f.check(.all, cache: f.session(cache))
        // The check that recorded the baselines also recorded their comparisons: the next check renders nothing.
        XCTAssertEqual(
            Set(RenderCacheFixture.cacheUse(try f.check(cache: f.session(cache))).values), ["unchanged-by-input"])
        // Another baseline folder where one image differs.
        try FileManager.default.moveItem(atPath: f.baseline, toPath: f.dir + "/old")
        try FileManager.default.copyItem(atPath: f.dir + "/old", toPath: f.baseline)
        try RenderCacheFixture.square(1, 2, 3).write(to: URL(fileURLWithPath: f.baseline + "/group.png"))
        let cached = try f.check(cache: f.session(cache))
        XCTAssertEqual(RenderCacheFixture.comparable(cached), RenderCacheFixture.comparable(try f.check()))
        XCTAssertEqual(cached.shots.first { $0.name == "group" }?.cache, .reused)
        XCTAssertEqual(cached.shots.first { $0.name == "group" }?.status, .changed)
    }

    /// A blob whose bytes do not hash to its name is never used: the shot is rendered and fails as it should.
    func testATamperedBlobIsRenderedNeverPassed() throws {
        let f = try RenderCacheFixture()
        let cache = try DirectoryCache(path: f.dir + "/cache")
        _ = try f.check(.all, cache: f.session(cache))
        // The baseline of `group` changes to another image; its cached render's blob is replaced by those bytes, so
        // trusting the blob would pass the shot.
        let other = try Data(contentsOf: URL(fileURLWithPath: f.baseline + "/brand.png"))
        try other.write(to: URL(fileURLWithPath: f.baseline + "/group.png"))
        let blobs = try FileManager.default.contentsOfDirectory(atPath: f.dir + "/cache/cas")
        for blob in blobs { try other.write(to: URL(fileURLWithPath: f.dir + "/cache/cas/" + blob)) }
        let cached = try f.check(cache: f.session(cache, readOnly: true))
        let group = cached.shots.first { $0.name == "group" }!
        XCTAssertEqual(group.status, .changed)
        XCTAssertNil(group.cache, "rendered, not taken from the cache")
        XCTAssertEqual(RenderCacheFixture.comparable(cached), RenderCacheFixture.comparable(try f.check()))
        XCTAssertEqual(f.warnings.all.filter { $0.contains("does not have the SHA-256") }.count, 1, "\(f.warnings.all)")
    }
}
