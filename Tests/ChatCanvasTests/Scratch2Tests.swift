import XCTest
@testable import ChatCanvas

final class Scratch2Tests: XCTestCase {
    func testScratchEmoji() throws {
        let c = try Canvas(width: 300, height: 200, scale: 2)
        c.clear(.white)
        var y = 5.0
        for s in ["a☺️b", "a☺b", "a ☺ b", "x❤y ❤️z", "12 1️⃣ #️⃣ *", "✓✔✅ ©®™"] {
            let t = TextLayout(s, font: Font(size: 17, lineHeight: 22), color: .black)
            c.fill(Rect(x: 5, y: y, width: t.size.width, height: t.size.height), color: Color(rgb: 0xEEEEFF))
            c.draw(t, at: Point(x: 5, y: y))
            print(s, t.size)
            y += 26
        }
        try c.writePNG(to: "/tmp/scratch_emoji.png")
    }
}
