import ChatCanvas
import XCTest

@testable import UIKit

/// `UIImage(systemName:)`: chatshot's drawings of SF Symbols.
final class SystemSymbolTests: XCTestCase {
    static let required = [
        "xmark", "xmark.circle", "exclamationmark.circle.fill", "eye.fill", "text.bubble", "camera.fill",
        "arrowshape.turn.up.right", "arrowshape.turn.up.left", "square.and.arrow.up", "play.fill", "folder", "mic",
        "link", "pin", "message", "face.smiling", "magnifyingglass", "speaker.slash", "arrow.down", "checkmark",
        "circle.fill", "heart.fill", "chevron.left", "chevron.up", "trash", "stop.circle", "lock"
    ]

    func testEveryRequiredSymbolExistsAndPaints() throws {
        for name in Self.required {
            let symbol = try XCTUnwrap(UIImage(systemName: name), "missing symbol \(name)")
            XCTAssertTrue(symbol.isTemplate, name)
            XCTAssertEqual(symbol.name, name)
            XCTAssertTrue(symbol.image.isVector, name)
            let canvas = try Canvas(width: symbol.size.width, height: symbol.size.height, scale: 2)
            canvas.draw(template: symbol.image, in: CGRect(origin: .zero, size: symbol.size), tint: .black)
            let pixels = canvas.rgbaPixels()
            let covered = stride(from: 3, to: pixels.count, by: 4).filter { pixels[$0] > 128 }.count
            let total = pixels.count / 4
            XCTAssertGreaterThan(covered, total / 20, "\(name) paints almost nothing")
            XCTAssertLessThan(covered, total, "\(name) is a solid block")
        }
        XCTAssertTrue(Set(Self.required).isSubset(of: UIImage.systemNames))
        XCTAssertEqual(UIImage.systemNames, UIImage.systemNames.sorted())
    }

    /// Only SF Symbol names, as on iOS: the SDK's image names and artwork belong to StreamChatUI.
    func testOnlySymbolNamesAreKnown() {
        for name in [
            "no-such-icon", "sendArrow", "userAvatarPlaceholder", "person", "close", "reaction_love", "file-pdf"
        ] {
            XCTAssertNil(UIImage.symbol(named: name), name)
        }
    }

    /// A symbol chatshot has no drawing of draws a visible placeholder (an app's `UIImage(systemName: "…")!` must
    /// not stop the render) and warns once, naming it.
    func testAnUnknownSymbolDrawsAPlaceholderAndWarnsOnce() throws {
        var lines: [String] = []
        RenderThread.current.layoutWarningHandler = { lines.append($0) }
        defer { RenderThread.current.layoutWarningHandler = nil }
        let name = "ladybug.fill.\(UUID().uuidString)"
        let image = try XCTUnwrap(UIImage(systemName: name))
        _ = UIImage(systemName: name)
        XCTAssertEqual(lines.count, 1, "\(lines)")
        XCTAssertTrue(lines[0].contains("UIImage(systemName: \"\(name)\")"), lines[0])
        XCTAssertEqual(image.renderingMode, .alwaysTemplate)
        XCTAssertEqual(image.size, CGSize(width: 20, height: 20))
        let view = UIImageView(image: image)
        view.tintColor = .red
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let canvas = try Canvas(width: 20, height: 20, scale: 2)
        view.render(in: canvas)
        let inked = canvas.rgbaPixels().enumerated().filter { $0.offset % 4 == 3 && $0.element > 128 }.count
        XCTAssertGreaterThan(inked, 40, "the placeholder draws")
    }

    /// Symbol artwork is single-colour black on transparent.
    func testSymbolsArePlainBlack() throws {
        for name in UIImage.systemNames {
            let symbol = try XCTUnwrap(UIImage(systemName: name))
            let canvas = try Canvas(width: symbol.size.width, height: symbol.size.height, scale: 2)
            canvas.draw(symbol.image, in: CGRect(origin: .zero, size: symbol.size))
            let pixels = canvas.rgbaPixels()
            for i in stride(from: 0, to: pixels.count, by: 4) where pixels[i + 3] > 0 {
                XCTAssertTrue(pixels[i] == 0 && pixels[i + 1] == 0 && pixels[i + 2] == 0, "\(name) is not plain black")
                break
            }
        }
    }

    func testRenderingModeSwitchesTemplate() throws {
        let symbol = try XCTUnwrap(UIImage(systemName: "trash"))
        XCTAssertFalse(symbol.withRenderingMode(.alwaysOriginal).isTemplate)
        XCTAssertTrue(symbol.withRenderingMode(.alwaysOriginal).withRenderingMode(.alwaysTemplate).isTemplate)
    }
}
