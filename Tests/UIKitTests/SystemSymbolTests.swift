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
            XCTAssertNil(UIImage(systemName: name), name)
        }
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
