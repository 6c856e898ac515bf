import Foundation
import TestSupport
import UIKit
import XCTest

@testable import ChatManifest

/// Reading an app's `*.xcassets` folders: colour sets and image sets, and refusing malformed ones.
final class AssetCatalogReaderTests: XCTestCase {
    private var scratch: TemporaryFolder!
    private var folder: URL { scratch.url }

    override func setUpWithError() throws { scratch = try TemporaryFolder("assets") }

    private func set(_ path: String, _ contents: String) throws -> URL {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try contents.write(to: url.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        return url
    }

    func testImageSetsKeepScalesAppearancesAndTemplateIntent() throws {
        let url = try set(
            "App/Assets.xcassets/Icons/send.imageset",
            """
            { "images" : [
                { "filename" : "send.png", "idiom" : "universal", "scale" : "1x" },
                { "filename" : "send@2x.png", "idiom" : "universal", "scale" : "2x" },
                { "filename" : "send-mac.png", "idiom" : "mac", "scale" : "2x" },
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "filename" : "send-dark@2x.png", "idiom" : "universal", "scale" : "2x" }
              ],
              "properties" : { "template-rendering-intent" : "template" } }
            """)
        let catalog = try AssetCatalogReader.read(appFolder: folder.path)
        let send = try XCTUnwrap(catalog.images["send"])
        XCTAssertTrue(send.isTemplate)
        XCTAssertEqual(
            send.files.map { ($0.path as NSString).lastPathComponent },
            ["send.png", "send@2x.png", "send-dark@2x.png"])
        XCTAssertEqual(send.files.map(\.scale), [1, 2, 2])
        XCTAssertEqual(send.files.map(\.isDark), [false, false, true])
        XCTAssertTrue(send.files[0].path.hasPrefix(url.path))
    }

    func testColourSetsReadEveryComponentSpelling() throws {
        _ = try set(
            "Assets.xcassets/Accent.colorset",
            """
            { "colors" : [ { "color" : { "components" : { "red" : "0x80", "green" : "128", "blue" : "0.5", "alpha" : "1.000" } } } ] }
            """)
        _ = try set(
            "Assets.xcassets/Link.colorset",
            """
            { "colors" : [ { "color" : { "platform" : "ios", "reference" : "systemBlueColor" } } ] }
            """)
        let catalog = try AssetCatalogReader.read(appFolder: folder.path)
        let accent = try XCTUnwrap(catalog.colors["Accent"]).light
        XCTAssertEqual(accent.red, 128.0 / 255, accuracy: 1e-9)
        XCTAssertEqual(accent.green, 128.0 / 255, accuracy: 1e-9)
        XCTAssertEqual(accent.blue, 0.5, accuracy: 1e-9)
        XCTAssertEqual(catalog.colors["Link"], UIColor.systemBlue)
    }

    func testAFileNameOutsideTheSetIsRefusedAtItsLine() throws {
        let url = try set(
            "Assets.xcassets/evil.imageset",
            """
            { "images" : [
                { "filename" : "../../secret.png", "scale" : "1x" } ] }
            """)
        XCTAssertThrowsError(try AssetCatalogReader.read(appFolder: folder.path)) { error in
            XCTAssertTrue("\(error)".hasPrefix("\(url.path)/Contents.json:2:"), "\(error)")
        }
    }

    func testNoCatalogIsAnEmptyCatalog() throws {
        let catalog = try AssetCatalogReader.read(appFolder: folder.path)
        XCTAssertTrue(catalog.colors.isEmpty && catalog.images.isEmpty)
    }
}
