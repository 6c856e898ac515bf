import XCTest
@testable import ChatCanvas

final class Scratch3Tests: XCTestCase {
    func testZoomSheets() throws {
        let names = IconArtwork.all.keys.sorted()
        let per = 16
        for page in 0..<((names.count + per - 1) / per) {
            let slice = names[(page * per)..<min(names.count, (page + 1) * per)]
            let cell = 260.0
            let sheet = try Canvas(width: cell * 4, height: cell * 4, scale: 1)
            sheet.clear(.white)
            for (i, name) in slice.enumerated() {
                let x = Double(i % 4) * cell, y = Double(i / 4) * cell
                sheet.strokeBorder(Rect(x: x, y: y, width: cell, height: cell), color: Color(rgb: 0xCCCCCC), lineWidth: 1)
                let image = Icons.image(named: name)!
                let rect = Rect(x: x + 20, y: y + 10, width: cell - 40, height: cell - 50)
                if Icons.isTemplate(name) { sheet.draw(template: image, in: rect, tint: .black) } else { sheet.draw(image, in: rect, contentMode: .aspectFit) }
                sheet.draw(TextLayout(name, font: Font(size: 16), color: .black), at: Point(x: x + 5, y: y + cell - 30))
            }
            try sheet.writePNG(to: "/tmp/zoom\(page).png")
        }
    }
}
