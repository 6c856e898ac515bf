import XCTest
@testable import ChatCanvas

final class ScratchTests: XCTestCase {
    func testScratchText() throws {
        let c = try Canvas(width: 360, height: 400, scale: 2)
        c.clear(.white)
        var y = 10.0
        let samples: [(String, TextDirection, TextAlignment)] = [
            ("Hello world, this is Inter 17", .auto, .natural),
            ("Emoji: ❤️ ❤ 1️⃣ 👍🏽 🇺🇸 👨‍👩‍👧 😂 #️⃣ ☺️ ☺", .auto, .natural),
            ("שלום עולם, מה שלומך", .auto, .natural),
            ("مرحبا بالعالم كيف حالك", .auto, .natural),
            ("नमस्ते दुनिया", .auto, .natural),
            ("Left explicit שלום", .auto, .left),
            ("שלום explicit left", .auto, .left),
            ("Code: let x = 1 → ★ ✓", .auto, .natural),
        ]
        for (s, d, a) in samples {
            let t = TextLayout(s, font: Font(size: 17, lineHeight: 22), color: .black, width: 340, alignment: a, direction: d)
            c.fill(Rect(x: 10, y: y, width: t.size.width, height: t.size.height), color: Color(rgb: 0xEEEEFF))
            c.draw(t, at: Point(x: 10, y: y))
            print("\(s): size=\(t.size) lines=\(t.lineCount) base=\(t.firstBaseline) rtl=\(t.isRightToLeft)")
            y += t.size.height + 6
        }
        let long = TextLayout("A much longer paragraph that should wrap across several lines because it is long.\nSecond paragraph here with words.\nThird", font: Font(size: 17, lineHeight: 22), color: Color(rgb: 0x333333), width: 200, maxLines: 3)
        c.draw(long, at: Point(x: 10, y: y))
        print("long lines", long.lineCount, long.size, long.lineWidths)
        y += long.size.height + 6
        let styled = StyledText(runs: [.init("Bold ", font: Font(size: 17, weight: 700)), .init("big", font: Font(size: 30)), .init(" strike", strikethrough: true), .init(" under", color: Color(rgb: 0xFF0000, alpha: 0.5), underline: true, backgroundColor: Color(rgb: 0xFFFF00))])
        let st = TextLayout(styled, font: Font(size: 17, lineHeight: 22), color: .black)
        c.draw(st, at: Point(x: 10, y: y))
        print("styled", st.size, st.lineCount)
        y += st.size.height + 6
        let mono = TextLayout("monospace code()", font: Font(family: Font.monospaceFamily, size: 15), color: .black)
        c.draw(mono, at: Point(x: 10, y: y))
        try c.writePNG(to: "/tmp/scratch_text.png")
        print(try FontSetup.availableFamilies().count)
    }
}
