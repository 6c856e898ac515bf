import Foundation
import XCTest

@testable import StreamChatUI

/// `LinkDetector` must find exactly what ICU's regular expression engine finds with the link pattern it replaces.
final class LinkDetectorTests: XCTestCase {
    private let pattern = try! NSRegularExpression(
        pattern:
            #"(https?://[^\s]+[^\s.,;:!?)\]'"]|www\.[^\s]+[^\s.,;:!?)\]'"]|\b[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)*\.(com|io|org|net|dev|app|co|ai|me|gov|edu)\b(/[^\s]*[^\s.,;:!?)\]'"])?)"#
    )

    private func regexLinks(_ text: String) -> [String] {
        pattern.matches(in: text, range: NSRange(text.startIndex..<text.endIndex, in: text)).map {
            String(text.utf16.dropFirst($0.range.location).prefix($0.range.length))!
        }
    }

    private func links(_ text: String) -> [String] {
        LinkDetector.links(in: text).map { r in
            String(text.utf16[r.lowerBound.samePosition(in: text.utf16)!..<r.upperBound.samePosition(in: text.utf16)!])!
        }
    }

    func testEverydayTexts() {
        let cases: [(String, [String])] = [
            ("See https://getstream.io/chat/docs/, it's great.", ["https://getstream.io/chat/docs/"]),
            ("(www.example.com/a?b=1)", ["www.example.com/a?b=1"]),
            ("mail me at ann@example.com!", ["example.com"]),
            ("docs.example.io/path/to.", ["docs.example.io/path/to"]),
            ("the company.com.au site", ["company.com"]),
            ("not a link: example.comx or foo_bar.com", []),
            ("http://", []),
            ("HTTPS://EXAMPLE.COM", [])
        ]
        for (text, expected) in cases {
            XCTAssertEqual(links(text), expected, text)
            XCTAssertEqual(regexLinks(text), expected, "the regular expression on: \(text)")
        }
    }

    /// Texts stitched from pieces that sit on every edge of the pattern: schemes, dots, top-level domains and near
    /// misses, trailing punctuation, white space of every kind, word and non-word characters,
    /// combining marks, joiners and emoji.
    func testThousandsOfTextsAgreeWithTheRegularExpression() {
        let pieces = [
            "http://", "https://", "HTTP://", "http:/", "www.", "WWW.", "www", "example", "a", "Z9", "-", "--x", "_",
            "com", "co", "io", "uk", "edu", "company", "comx", ".", "..", ",", ";", ":", "!", "?", ")", "]", "'", "\"",
            "(", "[", "/", "//", "?q=1", "#f", "@ann", " ", "  ", "\n", "\t", "\u{0B}", "\u{85}", "\u{A0}",
            "\u{2028}", "\u{3000}", "\u{200B}", "\u{200C}", "\u{200D}", "\u{00AD}", "é", "e\u{301}", "\u{301}",
            "ü", "日本", "١٢", "👍", "👍🏽", "🇩🇪", "x.com", ".com", ".co", ".io/", "1.2",
            "\u{FEFF}", "\u{200E}", "\u{300}", "ß", "İ", "ǅ", "\u{1F3FB}", "x_", "Ⅻ", "²", "\u{20DD}"
        ]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        var withLinks = 0
        for _ in 0..<20_000 {
            let text = (0..<(1 + next(12))).map { _ in pieces[next(pieces.count)] }.joined()
            let expected = regexLinks(text)
            if !expected.isEmpty { withLinks += 1 }
            XCTAssertEqual(
                links(text), expected, text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
        }
        XCTAssertGreaterThan(withLinks, 3000, "the texts exercise links, not only their absence")
    }

    /// Long runs of dotted labels with no top-level domain are read once, not once per position (a transcript's
    /// text can be long); links after them are still found.
    func testLongDottedRunsAreReadOnce() {
        let run = String(repeating: "a.b-", count: 50_000)
        let found = links(run + " www.example.org/x " + run + ".com")
        XCTAssertEqual(found.count, 2)
        XCTAssertEqual(found.first, "www.example.org/x")
        XCTAssertTrue(found.last == run + ".com", "the second run with its top-level domain is one link")
        let small = "a.b-a.b- x a.b-a.b-.com"
        XCTAssertEqual(links(small), ["a.b-a.b-.com"])
        XCTAssertEqual(regexLinks(small), ["a.b-a.b-.com"])
    }
}
