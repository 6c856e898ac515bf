import ChatCanvas
import Foundation
import TestSupport
import XCTest

@testable import ChatShotKit

/// A small gallery of real renders for the render-cache tests: two transcripts (one naming avatar images), a manifest,
/// and a manifest that extends a base naming an image file. `change()` edits one of each kind of input.
final class RenderCacheFixture {
    let scratch: TemporaryFolder
    var dir: String { scratch.path }
    var gallery: String { dir + "/gallery/gallery.yaml" }
    var baseline: String { dir + "/baselines" }
    let warnings = Warnings()

    final class Warnings: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func add(_ line: String) {
            lock.lock()
            lines.append(line)
            lock.unlock()
        }
        var all: [String] {
            lock.lock()
            defer { lock.unlock() }
            return lines
        }
    }

    init() throws {
        scratch = try TemporaryFolder("render-cache")
        let g = dir + "/gallery"
        let fm = FileManager.default
        try fm.createDirectory(atPath: g + "/icons", withIntermediateDirectories: true)
        let transcripts = PackageRoot.examples.appendingPathComponent("transcripts")
        try fm.copyItem(atPath: transcripts.appendingPathComponent("avatars").path, toPath: g + "/avatars")
        try fm.copyItem(
            atPath: transcripts.appendingPathComponent("composer-cooldown.json").path, toPath: g + "/chat.json")
        try fm.copyItem(
            atPath: transcripts.appendingPathComponent("group-chat.json").path, toPath: g + "/group.json")
        let chat = try String(contentsOfFile: g + "/chat.json", encoding: .utf8)
        XCTAssertTrue(chat.contains("avatars/chewie.svg"))
        try write("absent.json", chat.replacingOccurrences(of: "avatars/chewie.svg", with: "avatars/absent.svg"))
        try write("brand.yaml", "appearance:\n  colorPalette:\n    background: \"#F0E0D0\"\n")
        try write("base.yaml", "appearance:\n  images:\n    userAvatarPlaceholder: icons/placeholder.png\n")
        try write("icons.yaml", "extends: base.yaml\nappearance:\n  images:\n    sendArrow: arrowshape.turn.up.right\n")
        try Self.square(200, 40, 40).write(to: URL(fileURLWithPath: g + "/icons/placeholder.png"))
        try write(
            "gallery.yaml",
            """
            defaults:
              width: 240
              height: 320
              scale: 1
              threshold: 0
            shots:
              - {name: plain, transcript: chat.json, appearance: [light, dark]}
              - {name: brand, transcript: chat.json, manifest: brand.yaml}
              - {name: icons, transcript: group.json, manifest: icons.yaml}
              - {name: group, transcript: group.json}

            """)
    }

    static func square(_ r: UInt8, _ g: UInt8, _ b: UInt8) throws -> Data {
        try RGBAImage(width: 8, height: 8, fill: (r, g, b, 255)).pngData()
    }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: dir + "/gallery/" + name))
    }

    /// A check of the gallery; `cache`: through that session.
    func check(_ update: UpdateMode = .none, cache: RenderCacheSession? = nil) throws -> CheckResults {
        let runner = BatchRunner(parallelism: 2) { ThreadWorker() }
        var check = BaselineCheck(galleryPath: gallery, baseline: baseline, update: update, runner: runner)
        check.cache = cache
        return try check.run()
    }

    func session(_ cache: RenderCache, readOnly: Bool = false) -> RenderCacheSession {
        let warnings = self.warnings
        return RenderCacheSession(
            cache: cache, readOnly: readOnly, root: dir + "/gallery", settings: "png-compression=fast",
            warn: { warnings.add($0) })
    }

    /// Results without what differs between runs of the same check (timings) and what only a cache adds.
    static func comparable(_ r: CheckResults) -> [ShotResult] {
        r.shots.map {
            var s = $0
            s.milliseconds = nil
            s.inputHash = nil
            s.cache = nil
            return s
        }
    }

    static func cacheUse(_ r: CheckResults) -> [String: String] {
        Dictionary(uniqueKeysWithValues: r.shots.map { ($0.name, $0.cache?.rawValue ?? "rendered") })
    }

    /// A changed manifest (brand), a changed baseline file (plain--dark), a changed transcript (group, icons) and a
    /// changed image named by an extended manifest (icons).
    func change() throws {
        try write("brand.yaml", "appearance:\n  colorPalette:\n    background: \"#D0E0F0\"\n")
        let light = try Data(contentsOf: URL(fileURLWithPath: baseline + "/plain--light.png"))
        try light.write(to: URL(fileURLWithPath: baseline + "/plain--dark.png"))
        let group = try String(contentsOfFile: dir + "/gallery/group.json", encoding: .utf8)
        let edited = group.replacingOccurrences(of: "\"text\": \"", with: "\"text\": \"Edited: ")
        XCTAssertNotEqual(edited, group, "the transcript edit must change something")
        try write("group.json", edited)
        try Self.square(40, 40, 200).write(to: URL(fileURLWithPath: dir + "/gallery/icons/placeholder.png"))
    }
}
