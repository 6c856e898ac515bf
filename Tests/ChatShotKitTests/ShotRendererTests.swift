import ChatCanvas
import ChatManifest
import Foundation
import TestSupport
import UIKit
import XCTest

@testable import ChatShotKit

final class ShotRendererTests: XCTestCase {
    var groupChat: String { PackageRoot.examples.appendingPathComponent("transcripts/group-chat.json").path }

    private var folders: [TemporaryFolder] = []

    private func temp(_ name: String, _ contents: String) throws -> String {
        let folder = try TemporaryFolder("render")
        folders.append(folder)
        let url = folder.url(name)
        try contents.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    private func assertBadInput(
        _ request: Shot, contains fragment: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try renderCanvas(request), file: file, line: line) { error in
            guard let message = ChatShotError(error)?.description else {
                return XCTFail("expected bad input, got \(error)", file: file, line: line)
            }
            XCTAssertTrue(
                message.contains(fragment), "“\(message)” should mention “\(fragment)”", file: file, line: line)
        }
    }

    func testSameInputsGiveByteIdenticalPNGs() throws {
        let request = Shot(transcript: groupChat, display: .init(scale: 2, style: .dark))
        let a = try renderPNG(request)
        let b = try renderPNG(request)
        XCTAssertGreaterThan(a.count, 1000)
        XCTAssertEqual(a, b)
    }

    func testScaleMultipliesPixels() throws {
        let canvas = try renderCanvas(Shot(transcript: groupChat, display: .init(width: 320, height: 480, scale: 3)))
        XCTAssertEqual(canvas.pixelWidth, 960)
        XCTAssertEqual(canvas.pixelHeight, 1440)
    }

    func testLightAndDarkBackgrounds() throws {
        for (style, expected) in [(UIUserInterfaceStyle.light, UInt8(255)), (.dark, UInt8(0))] {
            let canvas = try renderCanvas(Shot(transcript: groupChat, display: .init(style: style)))
            let px = canvas.rgbaPixels()
            // A pixel in the empty area between header and messages is the app background.
            let i = (70 * canvas.pixelWidth + 2) * 4
            XCTAssertEqual(Array(px[i..<i + 3]), [expected, expected, expected], "\(style)")
        }
    }

    func testManifestChangesThePicture() throws {
        let manifest = try temp("m.yaml", "appearance:\n  colorPalette:\n    chatBackgroundOutgoing: \"#FF0000\"\n")
        let before = try renderPNG(Shot(transcript: groupChat))
        let after = try renderPNG(Shot(transcript: groupChat, look: .init(manifests: [manifest])))
        XCTAssertNotEqual(before, after)
    }

    func testBadInputIsReportedNotCrashed() throws {
        assertBadInput(Shot(transcript: "/nonexistent/t.json"), contains: "/nonexistent/t.json")
        let malformed = try temp("bad.json", "{\"channel\": {\"id\": \"x\",}\n")
        assertBadInput(Shot(transcript: malformed), contains: "bad.json:")
        let unknown = try temp("m.yaml", "appearance:\n  tintColour: red\n")
        assertBadInput(Shot(transcript: groupChat, look: .init(manifests: [unknown])), contains: "m.yaml:2:3")
        assertBadInput(
            Shot(transcript: groupChat, display: .init(width: 0)), contains: "--width: 0 pt; expected a size from 1")
        assertBadInput(Shot(transcript: groupChat, display: .init(height: 20000)), contains: "--height")
        assertBadInput(Shot(transcript: groupChat, display: .init(scale: 4)), contains: "--scale")
        XCTAssertThrowsError(try Shot.parseTimeZone("Mars/Olympus")) {
            XCTAssertTrue("\($0)".hasPrefix("--timezone:"), "\($0)")
        }
        XCTAssertThrowsError(try Shot.parseNow("yesterday")) { XCTAssertTrue("\($0)".hasPrefix("--now:"), "\($0)") }
        assertBadInput(Shot(transcript: groupChat, threadParent: "m1"), contains: "--thread-parent")
    }

    func testFullTranscriptGrowsTheImage() throws {
        let short = try renderCanvas(Shot(transcript: groupChat, display: .init(height: 300)))
        let full = try renderCanvas(Shot(transcript: groupChat, isFull: true, display: .init(height: 300)))
        XCTAssertEqual(short.height, 300)
        XCTAssertGreaterThan(full.height, 600)
    }

    func testCompositeHasAPanelPerManifest() throws {
        let a = try renderCanvas(Shot(transcript: groupChat, display: .init(width: 200, height: 300)))
        let sheet = try Compositor().compose([.init(caption: "Before", canvas: a), .init(caption: "After", canvas: a)])
        XCTAssertEqual(sheet.width, 24 * 2 + 200 * 2 + 24)
        let stacked = try Compositor(arrangement: .vertical).compose([
            .init(caption: "Before", canvas: a), .init(caption: "After", canvas: a)
        ])
        XCTAssertGreaterThan(stacked.height, 600)
    }

    func testWholeTranscriptTallerThanCairoAllowsIsSplitIntoPages() throws {
        var messages: [String] = []
        for i in 0..<300 {
            let user = i % 2 == 0 ? "a" : "b"
            messages.append(
                #"{"id": "m\#(i)", "text": "Message number \#(i), long enough to wrap onto a second line here", "user": {"id": "\#(user)"}, "created_at": "2024-01-01T10:\#(String(format: "%02d", i / 60)):\#(String(format: "%02d", i % 60))Z"}"#
            )
        }
        let json =
            #"{"current_user_id": "a", "members": [{"user": {"id": "a", "name": "Ann"}}, {"user": {"id": "b", "name": "Bob"}}], "messages": [\#(messages.joined(separator: ","))]}"#
        let path = try temp("long.json", json)
        let pages = try renderPages(Shot(transcript: path, isFull: true, display: .init(scale: 3)))
        XCTAssertGreaterThan(pages.count, 1)
        for page in pages { XCTAssertLessThanOrEqual(page.pixelHeight, Canvas.maxPixelSide) }
        let total = pages.map(\.height).reduce(0, +)
        XCTAssertGreaterThan(total, Double(Canvas.maxPixelSide) / 3)
        // Without --full the screen is the usual one, newest messages at the bottom.
        XCTAssertEqual(try renderPages(Shot(transcript: path, display: .init(scale: 3))).count, 1)
    }

    func testMissingAttachmentImageNamesTheMessageOrDrawsThePlaceholder() throws {
        let path = try temp(
            "missing.json",
            #"{"current_user_id": "a", "members": [{"user": {"id": "a"}}], "messages": [{"id": "photo-17", "text": "look", "user": {"id": "a"}, "created_at": "2024-01-01T10:00:00Z", "attachments": [{"type": "image", "image_url": "pics/nope.jpg"}]}]}"#
        )
        assertBadInput(Shot(transcript: path), contains: #"nope.jpg (message "photo-17")"#)
        let lenient = Shot(transcript: path, missingImages: .placeholder)
        XCTAssertGreaterThan(try renderPNG(lenient).count, 1000)
    }
}

/// A plain render builds only the messages that can show: a long transcript costs what a screenful does.
final class LongTranscriptTests: XCTestCase {
    private var folders: [TemporaryFolder] = []
    /// Messages `first..<count`, a minute apart, from three authors.
    func transcript(messages count: Int, from first: Int = 0) throws -> String {
        var messages: [String] = []
        for i in first..<count {
            let user = ["a", "b", "c"][i % 3]
            messages.append(
                #"{"id": "m\#(i)", "text": "Message \#(i), long enough to wrap onto a second line of its bubble", "user": {"id": "\#(user)"}, "created_at": "2024-01-01T\#(String(format: "%02d", (i / 60) % 24)):\#(String(format: "%02d", i % 60)):00Z"}"#
            )
        }
        let json =
            #"{"current_user_id": "a", "members": [{"user": {"id": "a", "name": "Ann"}}, {"user": {"id": "b", "name": "Bob"}}, {"user": {"id": "c", "name": "Cy"}}], "messages": [\#(messages.joined(separator: ","))]}"#
        let folder = try TemporaryFolder("long")
        folders.append(folder)
        let path = folder.path("transcript-\(first)-\(count).json")
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testTheScreenOfALongTranscriptIsTheScreenOfItsNewestMessages() throws {
        let long = try transcript(messages: 1440)
        let tail = try transcript(messages: 1440, from: 1380)  // the newest 60: far more than fit
        for scale in [1, 3] {
            let canvas = Shot.Display(scale: scale)
            XCTAssertEqual(
                try renderPNG(Shot(transcript: long, display: canvas)),
                try renderPNG(Shot(transcript: tail, display: canvas)))
        }
        XCTAssertNotEqual(try renderPNG(Shot(transcript: long, isFull: true, display: .init(height: 300))).count, 0)
    }
}

/// A panel that changes nothing is worth a word: the writer learns that the customization does not show here.
final class UnchangedPanelTests: XCTestCase {
    func testPanelsThatDrawTheSameAsTheOthersAreWarnedAbout() throws {
        let chat = PackageRoot.examples.appendingPathComponent("transcripts/group-chat.json").path
        var warnings: [String] = []
        var renderer = ShotRenderer()
        renderer.warn = { warnings.append($0) }
        // group-chat.json has no error to show: the error colour changes nothing.
        _ = try renderer.render(
            Shot(
                transcript: chat,
                form: .variants(
                    .init(
                        key: "appearance.colorPalette.accentError",
                        values: ["#FF0000", "#00FF00"]))))
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
        XCTAssertTrue(
            warnings.first?.contains(
                "variant \"accentError = #00FF00\" draws exactly what \"accentError = #FF0000\" draws") == true,
            "\(warnings)")
        warnings = []
        _ = try renderer.render(
            Shot(transcript: chat, form: .comparison(.init(after: [.init(sets: ["appearance.tintColor=systemPink"])]))))
        XCTAssertEqual(warnings, [], "the tint shows (read receipts, reactions): no warning")
    }
}
