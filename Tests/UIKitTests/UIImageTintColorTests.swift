import ChatCanvas
import UIKit
import XCTest

/// `UIImage.withTintColor(_:)` as in UIKit: the image's shape in one colour, which an image view's own tint does not
/// change.
final class UIImageTintColorTests: XCTestCase {
    /// The colours of the opaque pixels of an image view showing `image` with the given tint.
    private func inkColours(_ image: UIImage, viewTint: UIColor) throws -> Set<[UInt8]> {
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        view.tintColor = viewTint
        let canvas = try Canvas(width: 20, height: 20, scale: 2)
        view.render(in: canvas)
        let pixels = canvas.rgbaPixels()
        var colours: Set<[UInt8]> = []
        for i in stride(from: 0, to: pixels.count, by: 4) where pixels[i + 3] == 255 {
            colours.insert(Array(pixels[i..<i + 3]))
        }
        return colours
    }

    func testASymbolTintedRedDrawsRedWhateverTheViewsTint() throws {
        let symbol = try XCTUnwrap(UIImage(systemName: "trash"))
        let red = symbol.withTintColor(UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(red.size, symbol.size)
        let colours = try inkColours(red, viewTint: .blue)
        XCTAssertFalse(colours.isEmpty, "the symbol is drawn")
        XCTAssertEqual(colours, [[255, 0, 0]], "only red ink: the view's blue tint does not re-colour it")
        // The template itself follows the view's tint.
        XCTAssertEqual(try inkColours(symbol, viewTint: UIColor(red: 0, green: 0, blue: 1, alpha: 1)), [[0, 0, 255]])
    }

    func testABitmapTintedKeepsItsShapeInTheColour() throws {
        // A 10×10 bitmap: the left half opaque black, the right half transparent.
        let bytes: [UInt8] = (0..<100).flatMap { i in i % 10 < 5 ? [0, 0, 0, 255] : [0, 0, 0, 0] }
        let image = UIImage(image: .rgba(width: 10, height: 10, bytes: bytes), isTemplate: false, name: "half")
        let green = image.withTintColor(UIColor(red: 0, green: 1, blue: 0, alpha: 1), renderingMode: .alwaysOriginal)
        XCTAssertEqual(green.renderingMode, .alwaysOriginal)
        XCTAssertEqual(green.size, CGSize(width: 10, height: 10))
        let view = UIImageView(image: green)
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let canvas = try Canvas(width: 10, height: 10, scale: 1)
        view.render(in: canvas)
        let pixels = canvas.rgbaPixels()
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels[(y * 10 + x) * 4..<(y * 10 + x) * 4 + 4]) }
        XCTAssertEqual(pixel(1, 5), [0, 255, 0, 255], "the opaque half is green")
        XCTAssertEqual(pixel(8, 5)[3], 0, "the transparent half stays transparent")
    }
}
