import Foundation
import TestSupport
import XCTest

@testable import ChatManifest

/// A manifest is read once while its files are unchanged, and again as soon as one of them (a base it extends
/// included) is saved.
final class ManifestCacheTests: XCTestCase {
    func testAManifestIsReadAgainOnlyWhenAFileItReadChanges() throws {
        let scratch = try TemporaryFolder("manifestcache")
        let folder = scratch.url
        let base = folder.appendingPathComponent("base.yaml")
        let theme = folder.appendingPathComponent("theme.yaml")
        try "appearance:\n  tintColor: \"#FF0000\"\n".write(to: base, atomically: true, encoding: .utf8)
        try "extends: base.yaml\ncomponents:\n  isTypingIndicatorEnabled: false\n".write(
            to: theme, atomically: true, encoding: .utf8)

        let first = try ManifestLoader.load(paths: [theme.path])
        let (second, reads) = try FileReads.recording { try ManifestLoader.load(paths: [theme.path]) }
        XCTAssertTrue(reads.isEmpty, "an unchanged manifest comes from the cache: no file read")
        XCTAssertEqual(try first.makeAppearance().tintColor, try second.makeAppearance().tintColor)

        try "appearance:\n  tintColor: \"#00FF00FF\"\n".write(to: base, atomically: true, encoding: .utf8)
        let (third, readAgain) = try FileReads.recording { try ManifestLoader.load(paths: [theme.path]) }
        XCTAssertEqual(
            Set(readAgain), [theme.path, base.path], "a changed base is read again, with the file that extends it")
        XCTAssertNotEqual(try third.makeAppearance().tintColor, try first.makeAppearance().tintColor)

        XCTAssertThrowsError(try ManifestLoader.load(paths: [theme.path], sets: ["components.noSuchFlag=true"]))
        XCTAssertThrowsError(
            try ManifestLoader.load(paths: [theme.path], sets: ["components.noSuchFlag=true"]),
            "errors are not cached: the same bad input fails again")
    }
}
