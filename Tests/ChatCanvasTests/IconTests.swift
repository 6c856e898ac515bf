import XCTest
@testable import ChatCanvas

final class IconTests: XCTestCase {
    static let required = [
        "userAvatarPlaceholder", "person", "sendArrow", "openAttachments", "commands", "smallBolt", "confirmCheckmark",
        "shrinkInputArrow", "close", "xmark", "closeCircleTransparent", "xmark.circle", "discardAttachment",
        "messageDeliveryStatusSending", "messageDeliveryStatusSent", "messageDeliveryStatusRead",
        "messageDeliveryStatusFailed", "messageListErrorIndicator", "exclamationmark.circle.fill",
        "onlyVisibleToCurrentUser", "eye.fill", "threadIcon", "text.bubble", "camera.fill", "camera",
        "arrowshape.turn.up.right", "square.and.arrow.up", "share", "play.fill", "bigPlay", "folder", "mic", "link",
        "restart", "pin", "message", "emptyChannelListMessageBubble", "magnifyingglass", "speaker.slash", "muted",
        "arrow.down", "checkmark", "circle.fill", "heart.fill",
        "reaction_love", "reaction_haha", "reaction_like", "reaction_sad", "reaction_wow",
        "command_giphy", "command_ban", "command_mute", "command_unmute", "command_flag", "command_unban",
        "command_imgur", "command_fallback", "command_mention",
        "file-pdf", "file-doc", "file-xls", "file-ppt", "file-mp3", "file-mp4", "file-html", "file-zip", "file-other",
    ]

    func testEveryRequiredIconExistsAndPaints() throws {
        for name in Self.required {
            let image = try XCTUnwrap(Icons.image(named: name), "missing icon \(name)")
            XCTAssertTrue(image.isVector, name)
            XCTAssertGreaterThan(image.size.width, 0, name)
            let canvas = try Canvas(width: image.size.width, height: image.size.height, scale: 2)
            if Icons.isTemplate(name) {
                canvas.draw(template: image, in: Rect(origin: .zero, size: image.size), tint: .black)
            } else {
                canvas.draw(image, in: Rect(origin: .zero, size: image.size))
            }
            let pixels = canvas.rgbaPixels()
            let covered = stride(from: 3, to: pixels.count, by: 4).filter { pixels[$0] > 128 }.count
            let total = pixels.count / 4
            XCTAssertGreaterThan(covered, total / 20, "\(name) paints almost nothing")
            XCTAssertLessThan(covered, total, "\(name) is a solid block")
        }
        XCTAssertTrue(Icons.names.contains("sendArrow"))
        XCTAssertEqual(Icons.names, Icons.names.sorted())
        XCTAssertNil(Icons.image(named: "no-such-icon"))
    }

    func testSizesOfSizedAssets() throws {
        let expected: [String: Size] = [
            "sendArrow": Size(width: 20, height: 20), "commands": Size(width: 8, height: 16),
            "confirmCheckmark": Size(width: 20, height: 20), "openAttachments": Size(width: 15, height: 19),
            "reaction_love": Size(width: 16, height: 16), "reaction_sad": Size(width: 16, height: 16),
            "command_giphy": Size(width: 24, height: 24), "command_mention": Size(width: 20, height: 20),
            "file-pdf": Size(width: 40, height: 48), "file-other": Size(width: 40, height: 48),
        ]
        for (name, size) in expected { XCTAssertEqual(Icons.image(named: name)?.size, size, name) }
    }

    func testTemplateAndOriginalColourIcons() throws {
        XCTAssertTrue(Icons.isTemplate("sendArrow"))
        XCTAssertTrue(Icons.isTemplate("reaction_haha"))
        XCTAssertTrue(Icons.isTemplate("xmark"))
        XCTAssertFalse(Icons.isTemplate("discardAttachment"))
        XCTAssertFalse(Icons.isTemplate("command_fallback"))
        XCTAssertFalse(Icons.isTemplate("file-zip"))
        XCTAssertFalse(Icons.isTemplate("unknown"))

        // Template artwork is single-colour black on transparent.
        for name in Icons.names where Icons.isTemplate(name) {
            let image = try XCTUnwrap(Icons.image(named: name))
            let canvas = try Canvas(width: image.size.width, height: image.size.height, scale: 2)
            canvas.draw(image, in: Rect(origin: .zero, size: image.size))
            let pixels = canvas.rgbaPixels()
            for i in stride(from: 0, to: pixels.count, by: 4) where pixels[i + 3] > 0 {
                XCTAssertTrue(pixels[i] == 0 && pixels[i + 1] == 0 && pixels[i + 2] == 0, "\(name) is not plain black")
                break
            }
        }
    }

    func testFileIconsUseTheirColours() throws {
        let colours: [String: (Int, Int, Int)] = [
            "file-pdf": (0xE7, 0x1A, 0x01), "file-doc": (0x33, 0x75, 0xE2), "file-xls": (0x0C, 0x86, 0x4B),
            "file-zip": (0xE5, 0x9E, 0x34), "file-other": (0x88, 0x88, 0x88),
        ]
        for (name, rgb) in colours {
            let canvas = try Canvas(width: 40, height: 48)
            canvas.draw(try XCTUnwrap(Icons.image(named: name)), in: Rect(x: 0, y: 0, width: 40, height: 48))
            let p = pixel(canvas, 4, 44)  // bottom-left area of the page, away from glyph and label
            XCTAssertEqual(p.r, rgb.0, accuracy: 2, name)
            XCTAssertEqual(p.g, rgb.1, accuracy: 2, name)
            XCTAssertEqual(p.b, rgb.2, accuracy: 2, name)
        }
    }

    /// `ChatMessageFileAttachmentListView_Tests`, `ComposerVC_Tests` (1×): labels are lower case ("doc", not "DOC"):
    /// 5 rows of x-height ink (y 35…39), only the d's stem above, nothing below the baseline; "doc" is about 15 px
    /// wide around x 20. The SDK's "pdf" shows the p's descender below the baseline.
    func testFileIconLabelsAreLowerCase() throws {
        /// Columns with white label ink in pixel row `y` of a 1× file icon (the page colour is saturated, the label white).
        func whiteColumns(_ name: String, _ y: Int) throws -> [Int] {
            let canvas = try Canvas(width: 40, height: 48)
            canvas.draw(try XCTUnwrap(Icons.image(named: name)), in: Rect(x: 0, y: 0, width: 40, height: 48))
            let pixels = canvas.rgbaPixels()
            return (0..<40).filter { x in
                let p = pixel(canvas, x, y, pixels)
                return min(p.r, p.g, p.b) > 170
            }
        }
        for y in 35...39 { XCTAssertFalse(try whiteColumns("file-doc", y).isEmpty, "x-height row \(y)") }
        XCTAssertTrue(try whiteColumns("file-doc", 40).isEmpty, "no ink below the baseline")
        XCTAssertLessThanOrEqual(try whiteColumns("file-doc", 33).count, 2, "only the d's ascender above the x-height")
        let middle = try whiteColumns("file-doc", 36)
        XCTAssertEqual(Double(middle.max()! - middle.min()! + 1), 15, accuracy: 2)
        XCTAssertEqual(Double(middle.max()! + middle.min()!) / 2, 20, accuracy: 1)
        XCTAssertFalse(try whiteColumns("file-pdf", 40).isEmpty, "the p's descender")
    }

    func testThumbsDownIsTheThumbsUpUpsideDown() throws {
        /// Ink in the top 4 pt, the bottom 4 pt, and the left 4 pt (the cuff) of the 16-pt icon at 2×.
        func ink(_ name: String) throws -> (top: Int, bottom: Int, left: Int) {
            let canvas = try Canvas(width: 16, height: 16, scale: 2)
            canvas.draw(template: try XCTUnwrap(Icons.image(named: name)), in: Rect(x: 0, y: 0, width: 16, height: 16), tint: .black)
            let pixels = canvas.rgbaPixels()
            var top = 0, bottom = 0, left = 0
            for y in 0..<32 {
                for x in 0..<32 where pixels[(y * 32 + x) * 4 + 3] > 128 {
                    if y < 8 { top += 1 }
                    if y >= 24 { bottom += 1 }
                    if x < 8 { left += 1 }
                }
            }
            return (top, bottom, left)
        }
        let like = try ink("reaction_like"), sad = try ink("reaction_sad")
        XCTAssertGreaterThan(like.bottom, like.top * 2, "thumbs up: the hand is at the bottom, the thumb points up")
        XCTAssertGreaterThan(sad.top, sad.bottom * 2, "thumbs down: the hand is at the top, the thumb points down")
        XCTAssertGreaterThan(like.left, 40)
        XCTAssertEqual(sad.left, like.left, accuracy: 4, "the cuff stays on the left")
    }

    /// Renders every icon at 3× into a contact sheet to look at.
    func testContactSheetOfAllIcons() throws {
        let names = IconArtwork.all.keys.sorted()
        let columns = 8, cellW = 84.0, cellH = 84.0
        let rows = (names.count + columns - 1) / columns
        let sheet = try Canvas(width: Double(columns) * cellW, height: Double(rows) * cellH, scale: 3)
        sheet.clear(.white)
        for (i, name) in names.enumerated() {
            let x = Double(i % columns) * cellW, y = Double(i / columns) * cellH
            sheet.strokeBorder(Rect(x: x, y: y, width: cellW, height: cellH), color: Color(rgb: 0xE0E0E0), lineWidth: 0.5)
            let image = try XCTUnwrap(Icons.image(named: name), name)
            let size = image.size
            let rect = Rect(x: x + (cellW - size.width) / 2, y: y + 8 + (48 - size.height) / 2, width: size.width, height: size.height)
            if Icons.isTemplate(name) {
                sheet.draw(template: image, in: rect, tint: Color(rgb: 0x222222))
            } else {
                sheet.draw(image, in: rect)
            }
            let label = TextLayout(name, font: Font(size: 8), color: Color(rgb: 0x555555), width: cellW - 4,
                                   maxLines: 2, alignment: .center)
            sheet.draw(label, at: Point(x: x + 2, y: y + 60))
        }
        let path = NSTemporaryDirectory() + "chatshot-icons-contact-sheet.png"
        try sheet.writePNG(to: path)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path))
    }
}

final class FontSetupTests: XCTestCase {
    func testOnlyThePinnedFamiliesAreKnown() throws {
        try FontSetup.prepare()
        let families = try FontSetup.availableFamilies()
        for family in ["Inter", "Noto Color Emoji", "Noto Sans", "Noto Sans Mono", "Noto Sans Arabic", "Noto Sans Hebrew",
                       "Noto Sans Devanagari"] {
            XCTAssertTrue(families.contains(family), "missing \(family)")
        }
        XCTAssertFalse(families.contains("Inter Display"))
        XCTAssertTrue(families.contains("Noto Serif"))
        XCTAssertFalse(families.contains("Noto Serif Display"))
        XCTAssertFalse(families.contains("DejaVu Sans"))
    }

    func testGenericFamiliesMapToPinnedFamilies() {
        let inter = TextLayout("Hello", font: Font(size: 17), color: .black).size
        XCTAssertEqual(TextLayout("Hello", font: Font(family: "SF Pro", size: 17), color: .black).size, inter)
        XCTAssertEqual(TextLayout("Hello", font: Font(family: "sans-serif", size: 17), color: .black).size, inter)
        let notoSerif = TextLayout("Hello", font: Font(family: "Noto Serif", size: 17), color: .black).size
        XCTAssertNotEqual(notoSerif, inter)
        XCTAssertEqual(TextLayout("Hello", font: Font(family: "serif", size: 17), color: .black).size, notoSerif)
        XCTAssertEqual(try FontSetup.useFamily("serif"), .pinned)
        XCTAssertEqual(try FontSetup.useFamily("noto serif"), .pinned)
    }

    /// A family installed on the machine draws in that family once `useFamily` added it, even on a thread whose
    /// font map was already in use (it used to fall back to Inter silently).
    func testInstalledFamilyIsAddedOnRequest() throws {
        guard FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf") else {
            throw XCTSkip("DejaVu Serif is not installed")
        }
        let inter = TextLayout("Hello", font: Font(size: 17), color: .black).size
        XCTAssertEqual(try FontSetup.useFamily("DejaVu Serif"), .installed)
        let dejaVu = TextLayout("Hello", font: Font(family: "DejaVu Serif", size: 17), color: .black).size
        XCTAssertNotEqual(dejaVu, inter)
        XCTAssertTrue(try FontSetup.availableFamilies().contains("DejaVu Serif"))
        XCTAssertFalse(try FontSetup.availableFamilies().contains("DejaVu Sans"), "only the family asked for")
    }

    func testUnknownFamilyIsNotFound() throws {
        guard case .notFound(let closest) = try FontSetup.useFamily("Georgia") else { return XCTFail("Georgia is not installed") }
        XCTAssertEqual(closest.first, "Noto Sans Georgian")
    }
}
