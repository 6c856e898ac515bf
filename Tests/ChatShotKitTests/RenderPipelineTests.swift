import ChatCanvas
import Foundation
import XCTest
@testable import ChatShotKit

final class RenderPipelineTests: XCTestCase {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")
    var groupChat: String { Self.examples.appendingPathComponent("transcripts/group-chat.json").path }

    private func temp(_ name: String, _ contents: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chatshot-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try contents.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    private func assertBadInput(_ request: RenderRequest, contains fragment: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try renderCanvas(request), file: file, line: line) { error in
            guard case ChatShotError.badInput(let message) = error else {
                return XCTFail("expected bad input, got \(error)", file: file, line: line)
            }
            XCTAssertTrue(message.contains(fragment), "“\(message)” should mention “\(fragment)”", file: file, line: line)
        }
    }

    func testSameInputsGiveByteIdenticalPNGs() throws {
        let request = RenderRequest(transcriptPath: groupChat, scale: 2, appearance: .dark)
        let a = try renderPNG(request)
        let b = try renderPNG(request)
        XCTAssertGreaterThan(a.count, 1000)
        XCTAssertEqual(a, b)
    }

    func testScaleMultipliesPixels() throws {
        let canvas = try renderCanvas(RenderRequest(transcriptPath: groupChat, width: 320, height: 480, scale: 3))
        XCTAssertEqual(canvas.pixelWidth, 960)
        XCTAssertEqual(canvas.pixelHeight, 1440)
    }

    func testLightAndDarkBackgrounds() throws {
        for (style, expected) in [(RenderRequest.AppearanceStyle.light, UInt8(255)), (.dark, UInt8(0))] {
            let canvas = try renderCanvas(RenderRequest(transcriptPath: groupChat, appearance: style))
            let px = canvas.rgbaPixels()
            // A pixel in the empty area between header and messages is the app background.
            let i = (70 * canvas.pixelWidth + 2) * 4
            XCTAssertEqual(Array(px[i..<i + 3]), [expected, expected, expected], "\(style)")
        }
    }

    func testManifestChangesThePicture() throws {
        let manifest = try temp("m.yaml", "appearance:\n  colorPalette:\n    chatBackgroundOutgoing: \"#FF0000\"\n")
        let before = try renderPNG(RenderRequest(transcriptPath: groupChat))
        let after = try renderPNG(RenderRequest(transcriptPath: groupChat, manifestPaths: [manifest]))
        XCTAssertNotEqual(before, after)
    }

    func testBadInputIsReportedNotCrashed() throws {
        assertBadInput(RenderRequest(transcriptPath: "/nonexistent/t.json"), contains: "/nonexistent/t.json")
        let malformed = try temp("bad.json", "{\"channel\": {\"id\": \"x\",}\n")
        assertBadInput(RenderRequest(transcriptPath: malformed), contains: "bad.json:")
        let unknown = try temp("m.yaml", "appearance:\n  tintColour: red\n")
        assertBadInput(RenderRequest(transcriptPath: groupChat, manifestPaths: [unknown]), contains: "m.yaml:2:3")
        assertBadInput(RenderRequest(transcriptPath: groupChat, width: 0), contains: "greater than 0")
        assertBadInput(RenderRequest(transcriptPath: groupChat, width: 40000), contains: "limit")
        assertBadInput(RenderRequest(transcriptPath: groupChat, scale: 4), contains: "--scale")
        assertBadInput(RenderRequest(transcriptPath: groupChat, timeZone: "Mars/Olympus"), contains: "--timezone")
        assertBadInput(RenderRequest(transcriptPath: groupChat, now: "yesterday"), contains: "--now")
    }

    func testFullTranscriptGrowsTheImage() throws {
        let short = try renderCanvas(RenderRequest(transcriptPath: groupChat, height: 300))
        let full = try renderCanvas(RenderRequest(transcriptPath: groupChat, height: 300, fullTranscript: true))
        XCTAssertEqual(short.height, 300)
        XCTAssertGreaterThan(full.height, 600)
    }

    func testCompositeHasAPanelPerManifest() throws {
        let a = try renderCanvas(RenderRequest(transcriptPath: groupChat, width: 200, height: 300))
        let sheet = try Compositor().compose([.init(caption: "Before", canvas: a), .init(caption: "After", canvas: a)])
        XCTAssertEqual(sheet.width, 24 * 2 + 200 * 2 + 24)
        let stacked = try Compositor(arrangement: .vertical).compose([.init(caption: "Before", canvas: a), .init(caption: "After", canvas: a)])
        XCTAssertGreaterThan(stacked.height, 600)
    }

    func testWholeTranscriptTallerThanCairoAllowsIsSplitIntoPages() throws {
        var messages: [String] = []
        for i in 0..<300 {
            let user = i % 2 == 0 ? "a" : "b"
            messages.append(#"{"id": "m\#(i)", "text": "Message number \#(i), long enough to wrap onto a second line here", "user": {"id": "\#(user)"}, "created_at": "2024-01-01T10:\#(String(format: "%02d", i / 60)):\#(String(format: "%02d", i % 60))Z"}"#)
        }
        let json = #"{"current_user_id": "a", "members": [{"user": {"id": "a", "name": "Ann"}}, {"user": {"id": "b", "name": "Bob"}}], "messages": [\#(messages.joined(separator: ","))]}"#
        let path = try temp("long.json", json)
        let pages = try renderPages(RenderRequest(transcriptPath: path, scale: 3, fullTranscript: true))
        XCTAssertGreaterThan(pages.count, 1)
        for page in pages { XCTAssertLessThanOrEqual(page.pixelHeight, Canvas.maxPixelSide) }
        let total = pages.map(\.height).reduce(0, +)
        XCTAssertGreaterThan(total, Double(Canvas.maxPixelSide) / 3)
        // Without --full the screen is the usual one, newest messages at the bottom.
        XCTAssertEqual(try renderPages(RenderRequest(transcriptPath: path, scale: 3)).count, 1)
    }

    func testMissingAttachmentImageNamesTheMessageOrDrawsThePlaceholder() throws {
        let path = try temp("missing.json", #"{"current_user_id": "a", "members": [{"user": {"id": "a"}}], "messages": [{"id": "photo-17", "text": "look", "user": {"id": "a"}, "created_at": "2024-01-01T10:00:00Z", "attachments": [{"type": "image", "image_url": "pics/nope.jpg"}]}]}"#)
        assertBadInput(RenderRequest(transcriptPath: path), contains: #"nope.jpg (message "photo-17")"#)
        var lenient = RenderRequest(transcriptPath: path)
        lenient.placeholdersForMissingImages = true
        XCTAssertGreaterThan(try renderPNG(lenient).count, 1000)
    }
}
