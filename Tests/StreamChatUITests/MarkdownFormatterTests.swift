import ChatCanvas
import Foundation
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

final class MarkdownFormatterTests: XCTestCase {
    let appearance = Appearance()

    func format(_ text: String, mentions: [ChatUser] = [], markdown: Bool = true) -> StyledText {
        let m = Fixture.message("1", Fixture.ann, at: 0, text: text)
        m.mentionedUsers = mentions
        appearance.isMarkdownEnabled = markdown
        return MessageTextFormatter(appearance: appearance, style: .light, tint: .systemBlue).format(m)
    }

    func run(_ s: StyledText, _ text: String) throws -> StyledText.Run {
        try XCTUnwrap(s.runs.first { $0.text == text }, "no run \"\(text)\" in \(s.runs.map(\.text))")
    }

    func testInlineStyles() throws {
        let s = format("a **bold** b *it* c ***both*** d ~~gone~~ e `code`")
        XCTAssertEqual(s.string, "a bold b it c both d gone e code")
        XCTAssertGreaterThanOrEqual(try run(s, "bold").font?.weight ?? 0, 600)
        XCTAssertEqual(try run(s, "it").font?.italic, true)
        XCTAssertEqual(try run(s, "it").font?.weight ?? 400, 400)
        XCTAssertGreaterThanOrEqual(try run(s, "both").font?.weight ?? 0, 600)
        XCTAssertEqual(try run(s, "both").font?.italic, true)
        XCTAssertTrue(try run(s, "gone").strikethrough)
        XCTAssertEqual(try run(s, "code").font?.family, Font.markdownCodeFamily)
        XCTAssertEqual(try run(s, "code").font?.size, 17, "code at the body size")
        XCTAssertNil(try run(s, "a ").font, "plain text keeps the text view's body font")
        XCTAssertEqual(format("__b__ and _i_").runs.first?.font?.weight ?? 0, Fonts.boldWeight)
    }

    func testUnderscoresInsideWordsAndUnclosedMarkersStayLiteral() {
        XCTAssertEqual(
            format("snake_case_name and 2 * 3 = 6 and *open").string, "snake_case_name and 2 * 3 = 6 and *open")
        XCTAssertEqual(format(#"\*not italic\*"#).string, "*not italic*")
    }

    func testCodeBlock() throws {
        let s = format("Run:\n\n```\ngit add .\ngit commit\n```")
        XCTAssertEqual(s.string, "Run:\n\ngit add .\ngit commit")
        let code = try run(s, "git add .\ngit commit")
        XCTAssertEqual(code.font?.family, Font.markdownCodeFamily)
        XCTAssertEqual(code.font?.size, 17)
        XCTAssertNil(code.color)
    }

    func testHeadingSizes() throws {
        let s = format("# h1\n## h2\n### h3\n#### h4\n##### h5\n###### h6\ntext")
        XCTAssertEqual(s.string, "h1\n\nh2\n\nh3\n\nh4\n\nh5\n\nh6\n\ntext")
        let sizes = try ["h1", "h2", "h3", "h4", "h5", "h6"].map { try run(s, $0).font?.size }
        XCTAssertEqual(sizes, [28, 22, 20, 17, 15, 13])
        XCTAssertGreaterThanOrEqual(try run(s, "h3").font?.weight ?? 0, 600, "title3 is bold")
        XCTAssertEqual(try run(s, "h1").font?.weight, 400)
        XCTAssertEqual(try run(s, "h6").color, appearance.colorPalette.textSecondary.light)
        XCTAssertNil(try run(s, "h5").color)
        XCTAssertEqual(format("#hashtag").string, "#hashtag", "no space: not a heading")
    }

    func testLists() throws {
        let s = format("Todo:\n\n- one\n- two\n  - nested\n\n1. first\n2. second")
        let lines = s.string.components(separatedBy: "\n")
        let indent = MarkdownFormatter.levelIndent
        XCTAssertEqual(lines, ["Todo:", "", "•  one", "•  two", indent + "•  nested", "", "1.  first", "2.  second"])
        XCTAssertEqual(format("3. c\n4. d").string, "3.  c\n4.  d", "numbering starts at the first number")
        XCTAssertEqual(format("1. a\n   - b\n2. c").string, "1.  a\n" + indent + "•  b\n2.  c")
    }

    func testQuoteAndParagraphs() throws {
        let s = format("> quoted\n> more\n\nafter")
        XCTAssertEqual(s.string, "┃ quoted more\n\nafter")
        XCTAssertEqual(try run(s, "┃ ").color, appearance.colorPalette.textSecondary.light)
        XCTAssertEqual(try run(s, "quoted more").color, appearance.colorPalette.textSecondary.light)
        XCTAssertEqual(
            format("one\ntwo\n\n\nthree").string, "one\ntwo\n\nthree",
            "line breaks kept, one blank line between paragraphs")
    }

    func testLinksAndMentionsInTheTint() throws {
        let tint = UIColor.systemBlue.light
        let s = format(
            "Hi @ann, see [the docs](https://getstream.io) or getstream.io/chat and `https://no.link`",
            mentions: [Fixture.ann])
        XCTAssertEqual(s.string, "Hi @ann, see the docs or getstream.io/chat and https://no.link")
        XCTAssertEqual(try run(s, "@ann").color, tint)
        XCTAssertEqual(try run(s, "the docs").color, tint)
        XCTAssertEqual(try run(s, "getstream.io/chat").color, tint)
        XCTAssertNil(try run(s, "https://no.link").color, "no links inside code")
        XCTAssertNil(try run(s, "Hi ").color)
        let named = format("ping @Ann Lee!", mentions: [Fixture.ann])
        XCTAssertEqual(try run(named, "@Ann Lee").color, tint)
        XCTAssertNil(format("@bob hi", mentions: [Fixture.ann]).runs.first { $0.color != nil })
    }

    func testMarkdownCanBeTurnedOff() {
        let s = format("**not bold** https://x.io", markdown: false)
        XCTAssertEqual(s.string, "**not bold** https://x.io")
        XCTAssertNil(s.runs.first?.font)
        XCTAssertEqual(s.runs.last?.color, UIColor.systemBlue.light)
    }

    func testBodyLinesKeepTheirPitchAndHeadingsGrow() {
        let plain = Fixture.contentView(
            options: [.bubble, .flipped, .text, .timestamp],
            message: Fixture.message("1", Fixture.me, at: 0, text: "a\nb"))
        let bold = Fixture.contentView(
            options: [.bubble, .flipped, .text, .timestamp],
            message: Fixture.message("1", Fixture.me, at: 0, text: "**a**\n*b*"))
        XCTAssertEqual(plain.bubbleFrame.height, 16 + 44)
        XCTAssertEqual(bold.bubbleFrame.height, 16 + 44, "bold and italic keep the 22-pt line pitch")
        let heading = Fixture.contentView(
            options: [.bubble, .flipped, .text, .timestamp],
            message: Fixture.message("1", Fixture.me, at: 0, text: "# Big"))
        XCTAssertGreaterThan(heading.bubbleFrame.height, 38 + 10)
    }
}
