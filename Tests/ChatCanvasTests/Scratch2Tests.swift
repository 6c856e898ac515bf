import XCTest
@testable import ChatCanvas

final class Scratch2Tests: XCTestCase {
    func testShadowVisual() throws {
        let c = try Canvas(width: 360, height: 140, scale: 3)
        c.clear(.white)
        for (i, r) in [2.0, 8, 16, 40].enumerated() {
            let rect = Rect(x: 20 + Double(i) * 85, y: 40, width: 60, height: 50)
            let p = Path.roundedRect(rect, radii: CornerRadii(topLeft: 16, topRight: 16, bottomRight: 16, bottomLeft: 0))
            c.shadow(of: p, Shadow(color: Color.black.withAlpha(0.5), offset: Point(x: 0, y: 4), radius: r))
            c.fill(p, color: Color(rgb: 0xE9EAED))
        }
        try c.writePNG(to: "/tmp/shadows.png")
        try DeterminismTests.drawScene(scale: 3).writePNG(to: "/tmp/scene.png")
    }
}
