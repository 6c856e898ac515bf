import XCTest
@testable import ChatCanvas

final class Scratch2Tests: XCTestCase {
    func testTiming() throws {
        var t = Date()
        try FontSetup.prepare()
        print("fontsetup", Date().timeIntervalSince(t)); t = Date()
        _ = TextLayout("Hello 👋 שלום", font: Font(size: 17), color: .black)
        print("first layout", Date().timeIntervalSince(t)); t = Date()
        for i in 0..<500 { _ = TextLayout("Hello there message number \(i) with some words to wrap around", font: Font(size: 17, lineHeight: 22), color: .black, width: 250) }
        print("500 layouts", Date().timeIntervalSince(t)); t = Date()
        _ = Icons.names
        print("icons", Date().timeIntervalSince(t)); t = Date()
        let c = try Canvas(width: 375, height: 812, scale: 3)
        for i in 0..<20 {
            c.shadow(of: Path.roundedRect(Rect(x: 20, y: Double(i) * 40, width: 250, height: 36), radii: CornerRadii(all: 18)), Shadow(color: .black.withAlpha(0.2), offset: Point(x: 0, y: 2), radius: 8))
        }
        print("20 shadows @3x", Date().timeIntervalSince(t)); t = Date()
        _ = try c.pngData()
        print("png", Date().timeIntervalSince(t)); t = Date()
    }
}
