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

    /// The symbols apps' own customization files use most (issue 22), beyond the SDK's.
    static let common = [
        "info.circle", "info.circle.fill", "plus", "plus.circle", "plus.circle.fill", "minus", "minus.circle",
        "multiply", "checkmark.circle", "checkmark.circle.fill", "checkmark.seal", "checkmark.seal.fill",
        "xmark.circle.fill", "exclamationmark.triangle", "exclamationmark.triangle.fill", "questionmark.circle",
        "ellipsis", "ellipsis.circle", "chevron.right", "chevron.down", "chevron.left.circle", "arrow.left",
        "arrow.right", "arrow.up", "arrow.clockwise", "arrow.counterclockwise", "arrow.up.right",
        "arrow.triangle.2.circlepath", "gear", "gearshape", "gearshape.fill", "slider.horizontal.3",
        "line.3.horizontal", "line.3.horizontal.decrease", "person", "person.fill", "person.circle",
        "person.circle.fill",
        "person.2", "person.2.fill", "person.crop.circle", "person.badge.plus", "bell", "bell.fill", "bell.slash",
        "star", "star.fill", "heart", "hand.thumbsup", "hand.thumbsup.fill", "hand.thumbsdown", "bookmark",
        "bookmark.fill", "paperplane", "paperplane.fill", "paperclip", "phone", "phone.fill", "video", "video.fill",
        "camera", "photo", "photo.on.rectangle", "doc", "doc.text", "doc.fill", "folder.fill", "trash.fill",
        "square.and.pencil", "pencil.circle", "location", "location.fill", "map", "mappin", "globe", "house",
        "house.fill", "calendar", "clock", "timer", "lock.fill", "lock.open", "eye", "eye.slash",
        "magnifyingglass.circle", "mic.fill", "mic.slash", "speaker.wave.2", "bubble.left", "bubble.left.fill",
        "bubble.right", "bubble.left.and.bubble.right", "bubble.left.and.bubble.right.fill", "message.fill",
        "envelope", "envelope.fill", "quote.bubble", "face.smiling.fill", "hand.raised", "flag.fill", "pin.fill",
        "pin.slash", "link.circle", "square.and.arrow.down", "square.grid.2x2", "list.bullet", "figure.run",
        "bolt", "bolt.fill", "sparkles", "wifi", "battery.100", "cart", "creditcard", "gift", "dollarsign.square.fill"
    ]

    /// The share of `symbol`'s box its ink covers (alpha over half), drawn at 2 pixels per point, and the ink's
    /// bounding box in pixels.
    private func ink(_ symbol: UIImage) throws -> (coverage: Double, bounds: CGRect) {
        let canvas = try Canvas(width: symbol.size.width, height: symbol.size.height, scale: 2)
        canvas.draw(template: symbol.image, in: CGRect(origin: .zero, size: symbol.size), tint: .black)
        let pixels = canvas.rgbaPixels()
        let width = canvas.pixelWidth
        var covered = 0
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
        for i in stride(from: 3, to: pixels.count, by: 4) where pixels[i] > 128 {
            covered += 1
            let (x, y) = ((i / 4) % width, (i / 4) / width)
            (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
        }
        let bounds = covered == 0 ? .zero : CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        return (Double(covered) / Double(pixels.count / 4), bounds)
    }

    /// Every common symbol has a drawing: no warning, and ink that fills its box (not a speck, not a block).
    func testCommonSymbolsResolveWithoutWarningAndInkTheirBox() throws {
        var lines: [String] = []
        RenderThread.current.layoutWarningHandler = { lines.append($0) }
        defer { RenderThread.current.layoutWarningHandler = nil }
        XCTAssertEqual(Set(Self.common).count, Self.common.count)
        XCTAssertTrue(Set(Self.common).isDisjoint(with: Self.required), "the SDK's symbols are listed there")
        for name in Self.common {
            let symbol = try XCTUnwrap(UIImage(systemName: name), name)
            XCTAssertEqual(symbol.name, name)
            XCTAssertTrue(symbol.isTemplate, name)
            XCTAssertNotNil(UIImage.symbol(named: name), name)
            let (coverage, bounds) = try ink(symbol)
            XCTAssertGreaterThan(coverage, 0.05, "\(name) paints almost nothing")
            XCTAssertLessThan(coverage, 0.9, "\(name) is a solid block")
            let box = CGSize(width: symbol.size.width * 2, height: symbol.size.height * 2)
            XCTAssertGreaterThan(
                max(bounds.width / box.width, bounds.height / box.height), 0.55, "\(name) does not fill its box")
            XCTAssertLessThanOrEqual(max(symbol.size.width, symbol.size.height), 26, name)
        }
        XCTAssertEqual(lines, [], "a common symbol fell back to the placeholder")
        XCTAssertGreaterThanOrEqual(UIImage.systemNames.count, Self.required.count + Self.common.count)
    }

    /// A `.fill` variant covers more of its box than its outline form.
    func testFillVariantsDrawMoreInkThanTheirOutlines() throws {
        let names = Set(UIImage.systemNames)
        let pairs = names.filter { $0.hasSuffix(".fill") }.map { (String($0.dropLast(5)), $0) }
            .filter { names.contains($0.0) }.sorted { $0.0 < $1.0 }
        XCTAssertGreaterThanOrEqual(pairs.count, 30, "\(pairs)")
        for (outline, filled) in pairs {
            let plain = try ink(try XCTUnwrap(UIImage.symbol(named: outline))).coverage
            let solid = try ink(try XCTUnwrap(UIImage.symbol(named: filled))).coverage
            XCTAssertGreaterThan(solid, plain * 1.05, "\(filled) is not heavier than \(outline)")
        }
    }

    /// Symbol configurations (point size, weight, scale) keep the drawing, for the common symbols too.
    func testSymbolConfigurationsKeepTheCommonSymbols() throws {
        var lines: [String] = []
        RenderThread.current.layoutWarningHandler = { lines.append($0) }
        defer { RenderThread.current.layoutWarningHandler = nil }
        let configuration = UIImage.SymbolConfiguration(pointSize: 24, weight: .bold, scale: .large)
        for name in Self.common {
            let configured = try XCTUnwrap(UIImage(systemName: name, withConfiguration: configuration), name)
            XCTAssertEqual(configured.name, name)
            XCTAssertTrue(configured.image === UIImage.symbol(named: name)?.image, name)
            let again = configured.withConfiguration(UIImage.SymbolConfiguration(pointSize: 12))
            XCTAssertEqual(again.name, name)
            XCTAssertTrue(again.image === configured.image, name)
        }
        XCTAssertEqual(lines, [])
    }

    /// Every symbol at 24 points in a grid, drawn with `UIGraphicsImageRenderer` as an app would, each cell inked.
    /// With `CHATSHOT_SYMBOL_SHEET=/path.png` the sheet is written there, to look at.
    func testContactSheetDrawsEverySymbol() throws {
        let names = UIImage.systemNames
        let (columns, cell) = (8, CGSize(width: 104, height: 50))
        let rows = (names.count + columns - 1) / columns
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let size = CGSize(width: cell.width * CGFloat(columns), height: cell.height * CGFloat(rows))
        let sheet = UIGraphicsImageRenderer(size: size, format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(origin: .zero, size: size))
            for (index, name) in names.enumerated() {
                let origin = CGPoint(
                    x: CGFloat(index % columns) * cell.width, y: CGFloat(index / columns) * cell.height)
                guard let symbol = UIImage(systemName: name) else { continue }
                let scale = 24 / max(symbol.size.width, symbol.size.height)
                let drawn = CGSize(width: symbol.size.width * scale, height: symbol.size.height * scale)
                UIColor.black.setFill()
                symbol.draw(
                    in: CGRect(
                        x: origin.x + (cell.width - drawn.width) / 2, y: origin.y + 4 + (24 - drawn.height) / 2,
                        width: drawn.width, height: drawn.height))
                NSAttributedString(
                    string: name,
                    attributes: [.font: UIFont.systemFont(ofSize: 7), .foregroundColor: UIColor.darkGray]
                ).draw(in: CGRect(x: origin.x + 2, y: origin.y + 32, width: cell.width - 4, height: 14))
            }
        }
        let pixels = try XCTUnwrap(sheet.image.rgbaPixels())
        let pixelWidth = Int(size.width * 2)
        for (index, name) in names.enumerated() {
            let x0 = Int(CGFloat(index % columns) * cell.width * 2)
            let y0 = Int(CGFloat(index / columns) * cell.height * 2)
            var dark = 0
            for y in (y0 + 8)..<(y0 + 56) {
                for x in x0..<(x0 + Int(cell.width * 2)) where pixels[(y * pixelWidth + x) * 4] < 100 { dark += 1 }
            }
            XCTAssertGreaterThan(dark, 60, "\(name) is missing from the sheet")
        }
        if let path = ProcessInfo.processInfo.environment["CHATSHOT_SYMBOL_SHEET"] {
            let canvas = try Canvas(width: size.width, height: size.height, scale: 2)
            canvas.draw(sheet.image, in: CGRect(origin: .zero, size: size))
            try canvas.writePNG(to: path)
        }
    }

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
            "no-such-icon", "sendArrow", "userAvatarPlaceholder", "close", "reaction_love", "file-pdf"
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
