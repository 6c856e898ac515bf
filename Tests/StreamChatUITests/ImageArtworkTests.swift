import ChatCanvas
import UIKit
import XCTest

@testable import StreamChatUI

/// chatshot's drawings of the SDK's image assets (`ImageArtwork`) and the built-in image names of `Images`.
final class ImageArtworkTests: XCTestCase {
    static let required = [
        "userAvatarPlaceholder", "person", "sendArrow", "openAttachments", "commands", "smallBolt", "confirmCheckmark",
        "shrinkInputArrow", "close", "closeCircleTransparent", "discardAttachment",
        "messageDeliveryStatusSending", "messageDeliveryStatusSent", "messageDeliveryStatusRead",
        "messageDeliveryStatusFailed", "messageListErrorIndicator", "onlyVisibleToCurrentUser", "threadIcon", "camera",
        "share", "bigPlay", "restart", "emptyChannelListMessageBubble", "muted",
        "reaction_love", "reaction_haha", "reaction_like", "reaction_sad", "reaction_wow",
        "command_giphy", "command_ban", "command_mute", "command_unmute", "command_flag", "command_unban",
        "command_imgur", "command_fallback", "command_mention",
        "file-pdf", "file-doc", "file-xls", "file-ppt", "file-mp3", "file-mp4", "file-html", "file-zip", "file-other"
    ]

    func testEveryRequiredImageExistsAndPaints() throws {
        for name in Self.required {
            let image = try XCTUnwrap(Images.builtIn(named: name), "missing image \(name)")
            XCTAssertEqual(image.name, name)
            XCTAssertTrue(image.image.isVector, name)
            XCTAssertGreaterThan(image.size.width, 0, name)
            let canvas = try Canvas(width: image.size.width, height: image.size.height, scale: 2)
            if image.isTemplate {
                canvas.draw(template: image.image, in: CGRect(origin: .zero, size: image.size), tint: .black)
            } else {
                canvas.draw(image.image, in: CGRect(origin: .zero, size: image.size))
            }
            let pixels = canvas.rgbaPixels()
            let covered = stride(from: 3, to: pixels.count, by: 4).filter { pixels[$0] > 128 }.count
            let total = pixels.count / 4
            XCTAssertGreaterThan(covered, total / 20, "\(name) paints almost nothing")
            XCTAssertLessThan(covered, total, "\(name) is a solid block")
        }
        XCTAssertNil(Images.builtIn(named: "no-such-icon"))
    }

    /// Every built-in name gives an image: SF Symbols, drawings, their other names and the SDK image names; the
    /// icon names come sorted, then the SDK image names that are not among them.
    func testEveryBuiltInNameResolves() throws {
        let names = Images.builtInNames
        XCTAssertEqual(Set(names).count, names.count, "no name twice")
        for name in names { XCTAssertNotNil(Images.builtIn(named: name), name) }
        for name in UIImage.systemNames + ImageArtwork.icons.names + Images.names {
            XCTAssertTrue(names.contains(name), name)
        }
        let sdkOnly = Images.names.filter {
            !UIImage.systemNames.contains($0) && !ImageArtwork.icons.names.contains($0)
                && ImageArtwork.aliases[$0] == nil
        }
        XCTAssertEqual(Array(names.suffix(sdkOnly.count)), sdkOnly)
        XCTAssertEqual(Array(names.dropLast(sdkOnly.count)), names.dropLast(sdkOnly.count).sorted())
        for (alias, target) in ImageArtwork.aliases {
            XCTAssertTrue(
                ImageArtwork.icons.icon(named: target) != nil || UIImage(systemName: target) != nil,
                "\(alias) → \(target)")
        }
        // The SDK's own pictures that share an SF Symbol's name (as an asset and a symbol may on iOS): a built-in
        // name gives the SDK's picture, `UIImage(systemName:)` the symbol.
        let shared: Set<String> = ["camera", "person", "bolt", "bolt.fill"]
        XCTAssertEqual(
            Set(ImageArtwork.icons.names).intersection(UIImage.systemNames).subtracting(shared), [],
            "a drawing named like an SF Symbol")
        XCTAssertEqual(
            Set(ImageArtwork.aliases.keys).intersection(ImageArtwork.icons.names + UIImage.systemNames)
                .subtracting(shared), [])
        for name in shared where ImageArtwork.icons.names.contains(name) || ImageArtwork.aliases[name] != nil {
            XCTAssertFalse(Images.builtIn(named: name)?.image === UIImage(systemName: name)?.image, name)
        }
    }

    /// An SDK image name stands for the image it starts as; `Appearance.images` gives the same.
    func testSDKImageNamesGiveTheirDefaults() throws {
        let images = Appearance().images
        for (name, icon) in Images.defaults {
            let image = try XCTUnwrap(Images.builtIn(named: name), name)
            XCTAssertEqual(images[name]?.image === image.image, true, name)
            XCTAssertEqual(Images.builtIn(named: icon)?.image === image.image, true, name)
        }
        XCTAssertEqual(Images.builtIn(named: "filePdf")?.name, "file-pdf")
        XCTAssertEqual(Images.builtIn(named: "xmark")?.image === UIImage(systemName: "xmark")?.image, true)
    }

    func testSizesOfSizedAssets() throws {
        let expected: [String: CGSize] = [
            "sendArrow": CGSize(width: 20, height: 20), "commands": CGSize(width: 8, height: 16),
            "confirmCheckmark": CGSize(width: 20, height: 20), "openAttachments": CGSize(width: 15, height: 19),
            "reaction_love": CGSize(width: 16, height: 16), "reaction_sad": CGSize(width: 16, height: 16),
            "command_giphy": CGSize(width: 24, height: 24), "command_mention": CGSize(width: 20, height: 20),
            "file-pdf": CGSize(width: 40, height: 48), "file-other": CGSize(width: 40, height: 48)
        ]
        for (name, size) in expected { XCTAssertEqual(ImageArtwork.icons.icon(named: name)?.image.size, size, name) }
    }

    func testTemplateAndOriginalColourIcons() throws {
        XCTAssertEqual(ImageArtwork.icons.icon(named: "sendArrow")?.isTemplate, true)
        XCTAssertEqual(ImageArtwork.icons.icon(named: "reaction_haha")?.isTemplate, true)
        XCTAssertEqual(Images.builtIn(named: "close")?.isTemplate, true)
        XCTAssertEqual(ImageArtwork.icons.icon(named: "discardAttachment")?.isTemplate, false)
        XCTAssertEqual(ImageArtwork.icons.icon(named: "command_fallback")?.isTemplate, false)
        XCTAssertEqual(ImageArtwork.icons.icon(named: "file-zip")?.isTemplate, false)

        // Template artwork is single-colour black on transparent.
        for name in ImageArtwork.icons.names {
            let icon = try XCTUnwrap(ImageArtwork.icons.icon(named: name))
            guard icon.isTemplate else { continue }
            let canvas = try Canvas(width: icon.image.size.width, height: icon.image.size.height, scale: 2)
            canvas.draw(icon.image, in: CGRect(origin: .zero, size: icon.image.size))
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
            "file-zip": (0xE5, 0x9E, 0x34), "file-other": (0x88, 0x88, 0x88)
        ]
        for (name, rgb) in colours {
            let canvas = try Canvas(width: 40, height: 48)
            canvas.draw(
                try XCTUnwrap(ImageArtwork.icons.icon(named: name)).image, in: CGRect(x: 0, y: 0, width: 40, height: 48)
            )
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
            canvas.draw(
                try XCTUnwrap(ImageArtwork.icons.icon(named: name)).image, in: CGRect(x: 0, y: 0, width: 40, height: 48)
            )
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
        let like = try ink("reaction_like", scale: 2)
        let sad = try ink("reaction_sad", scale: 2)
        XCTAssertGreaterThan(like.bottom, like.top * 2, "thumbs up: the hand is at the bottom, the thumb points up")
        XCTAssertGreaterThan(sad.top, sad.bottom * 2, "thumbs down: the hand is at the top, the thumb points down")
        XCTAssertEqual(sad.box.width, like.box.width)
        XCTAssertEqual(sad.box.maxX, 16 - like.box.minX, accuracy: 0.5, "half a turn: the thumb goes to the right")
    }

    /// The like is a fist without a cuff, 8–9 pt wide and 12 tall in the 16-pt square and centred, as the SDK's
    /// small like (8×12 at half coverage); it was a 14×13 hand with a cuff.
    func testLikeIsAboutEightByTwelvePointsWithoutACuff() throws {
        let like = try ink("reaction_like", scale: 1)
        XCTAssertTrue((8...9).contains(Int(like.box.width)), "\(like.box)")
        XCTAssertTrue((11...12).contains(Int(like.box.height)), "\(like.box)")
        XCTAssertEqual(like.box.midX, 8, accuracy: 1, "centred")
        XCTAssertEqual(like.box.midY, 8, accuracy: 1, "centred")
        let big = try ink("reaction_like", size: 24, scale: 1)
        XCTAssertTrue((12...14).contains(Int(big.box.width)), "big (24 pt): \(big.box), the SDK's is 14×18")
        XCTAssertTrue((17...18).contains(Int(big.box.height)), "big (24 pt): \(big.box)")
    }

    /// The big like and thumbs down (the SDK's `reactionThumgsUpBig` / `…DownBig`, drawn at 24 pt) are 14 × 18 of
    /// ink, as in the SDK's `ChatMessageReactionsView_Tests/test_defaultAppearance_whenBigIcons` picture; they were
    /// the small drawing scaled up, 12–13 × 18 (docs/fidelity.md).
    func testBigThumbsAreFourteenByEighteenPoints() throws {
        for name in ["reaction_like_big", "reaction_sad_big"] {
            let big = try ink(name, size: 24, scale: 1)
            XCTAssertEqual(big.box.width, 14, accuracy: 0.5, "\(name): \(big.box)")
            XCTAssertEqual(big.box.height, 18, accuracy: 0.5, "\(name): \(big.box)")
            XCTAssertEqual(big.box.midX, 12, accuracy: 1, "\(name): centred")
        }
        XCTAssertEqual(Images.builtIn(named: "reactionThumgsUpBig")?.name, "reaction_like_big")
        XCTAssertEqual(Images.builtIn(named: "reactionThumgsUpSmall")?.name, "reaction_like")
    }

    /// The heart is 12 × 10–11 of ink in the 16-pt square, centred, as the SDK's small heart in
    /// `ChatMessageReactionsView_Tests/test_defaultAppearance_whenSmallIcons` (12 × 10 at half coverage, the tip's
    /// row half covered), and 18 × 15–16 at 24 pt, as its big one (`…whenBigIcons`: 18 × 15); it was 14 × 13
    /// (21 × 19 at 24).
    func testHeartIsTwelveByTenPoints() throws {
        let small = try ink("reaction_love", scale: 1)
        XCTAssertEqual(small.box.width, 12, "\(small.box)")
        XCTAssertTrue((10...11).contains(Int(small.box.height)), "\(small.box)")
        XCTAssertEqual(small.box.midX, 8, accuracy: 0.5, "centred")
        XCTAssertEqual(small.box.midY, 8, accuracy: 1, "centred")
        let big = try ink("reaction_love", size: 24, scale: 1)
        XCTAssertEqual(big.box.width, 18, "big (24 pt): \(big.box)")
        XCTAssertTrue((15...16).contains(Int(big.box.height)), "big (24 pt): \(big.box)")
    }

    /// The composer's discard button (`discardAttachment`) is a 24-pt disc of black at 60 % filling its square
    /// (#666666 on white) with a white cross, as the SDK's asset; it was a 22-pt #72767E disc.
    func testDiscardAttachmentIsAFullSquareDiscAtSixtyPercentBlack() throws {
        let canvas = try Canvas(width: 24, height: 24, scale: 1)
        canvas.fill(Path.rect(CGRect(x: 0, y: 0, width: 24, height: 24)), color: .white)
        canvas.draw(
            try XCTUnwrap(ImageArtwork.icons.icon(named: "discardAttachment")).image,
            in: CGRect(x: 0, y: 0, width: 24, height: 24))
        let px = canvas.rgbaPixels()
        func rgb(_ x: Int, _ y: Int) -> [Int] { (0..<3).map { Int(px[(y * 24 + x) * 4 + $0]) } }
        var rows: [Int] = []
        for y in 0..<24 where (0..<24).contains(where: { rgb($0, y)[0] < 180 }) { rows.append(y) }
        XCTAssertEqual(rows.first, 0, "the disc reaches the top edge")
        XCTAssertEqual(rows.last, 23, "and the bottom one")
        for (x, y) in [(3, 12), (12, 3), (20, 12)] {
            for c in rgb(x, y) { XCTAssertEqual(c, 0x66, accuracy: 2, "disc at (\(x), \(y)): \(rgb(x, y))") }
        }
        XCTAssertEqual(rgb(12, 12), [255, 255, 255], "the cross's centre")
    }

    /// The read (and delivered) double check is 14×10 of ink from (1, 3) in its 16-pt box, as the SDK's
    /// `ChatMessageDeliveryStatusCheckmarkView_Tests` pictures (12×10 at half coverage); it was 16×8.
    func testDoubleCheckIsTwelveByTenPoints() throws {
        let check = try ink("messageDeliveryStatusRead", scale: 1)
        XCTAssertEqual(check.box.width, 12, "\(check.box)")
        XCTAssertEqual(check.box.height, 10, "\(check.box)")
        XCTAssertEqual(check.box.minX, 2, "\(check.box)")
        XCTAssertEqual(check.box.minY, 3, "\(check.box)")
    }

    /// The sent check is 8×8 of ink from (4, 4) in its 16-pt box at half coverage, as the SDK's
    /// `ChatMessageDeliveryStatusCheckmarkView_Tests/test_appearance_sent` picture (10×10 from (3, 3) with the
    /// anti-aliased edge, as the footnote rows of the `ChatChannelVC_Tests` pictures show it); it was 9×10 from
    /// (4, 3) at half coverage, a 10×8 region in the footnote row (the long stroke lower, drawn in a 20-pt box).
    func testSentCheckIsEightByEightPointsFromFourFour() throws {
        let check = try ink("messageDeliveryStatusSent", scale: 1)
        XCTAssertEqual(check.box, CGRect(x: 4, y: 4, width: 8, height: 8))
    }

    /// The composer's paper clip (`openAttachments`) fills its 15×19 box as the SDK's `clip` does: in every
    /// `ChatChannelVC_Tests` picture its ink (pixels more than 10 levels off the background, the region IoU's rule)
    /// spans x 10…24 and y 662…680, the last column faint (x 10…23 darker than half, as
    /// `ComposerVCParityTests.testComposerButtonArtworkMatchesTheSDK` checks). chatshot's spanned 14 columns
    /// (x 10…23; region IoU 0.933 in each picture).
    func testPaperClipFillsItsFifteenByNineteenBox() throws {
        let canvas = try Canvas(width: 15, height: 19, scale: 1)
        canvas.draw(
            template: try XCTUnwrap(ImageArtwork.icons.icon(named: "openAttachments")).image,
            in: CGRect(x: 0, y: 0, width: 15, height: 19), tint: .black)
        let pixels = canvas.rgbaPixels()
        // The composer's grey (#687385) is more than 10 levels off white where the alpha is over 17.
        let inked = (0..<(15 * 19)).filter { pixels[$0 * 4 + 3] > 17 }
        let xs = inked.map { $0 % 15 }
        let ys = inked.map { $0 / 15 }
        XCTAssertEqual((xs.max() ?? 0) - (xs.min() ?? 0) + 1, 15, "ink columns")
        XCTAssertEqual((ys.max() ?? 0) - (ys.min() ?? 0) + 1, 19, "ink rows")
    }

    /// Ink (alpha over half) of an icon drawn in a square at a scale: pixels in its top and bottom quarter, and
    /// the box around it in points.
    func ink(_ name: String, size: Int = 16, scale: Int) throws -> (top: Int, bottom: Int, box: CGRect) {
        let side = size * scale
        let canvas = try Canvas(width: CGFloat(size), height: CGFloat(size), scale: Double(scale))
        canvas.draw(
            template: try XCTUnwrap(ImageArtwork.icons.icon(named: name)).image,
            in: CGRect(x: 0, y: 0, width: size, height: size), tint: .black)
        let pixels = canvas.rgbaPixels()
        var top = 0
        var bottom = 0
        var xs: [Int] = []
        var ys: [Int] = []
        for y in 0..<side {
            for x in 0..<side where pixels[(y * side + x) * 4 + 3] > 128 {
                if y < side / 4 { top += 1 }
                if y >= side * 3 / 4 { bottom += 1 }
                xs.append(x)
                ys.append(y)
            }
        }
        let k = CGFloat(scale)
        let box = CGRect(
            x: CGFloat(xs.min() ?? 0) / k, y: CGFloat(ys.min() ?? 0) / k,
            width: CGFloat((xs.max() ?? 0) - (xs.min() ?? 0) + 1) / k,
            height: CGFloat((ys.max() ?? 0) - (ys.min() ?? 0) + 1) / k)
        return (top, bottom, box)
    }

    /// Renders every drawing and SF Symbol at 3× into a contact sheet to look at.
    func testContactSheetOfAllIcons() throws {
        let names = ImageArtwork.icons.names + UIImage.systemNames
        let columns = 8
        let cellW = 84.0
        let cellH = 84.0
        let rows = (names.count + columns - 1) / columns
        let sheet = try Canvas(width: Double(columns) * cellW, height: Double(rows) * cellH, scale: 3)
        sheet.clear(.white)
        for (i, name) in names.enumerated() {
            let x = Double(i % columns) * cellW
            let y = Double(i / columns) * cellH
            sheet.strokeBorder(
                CGRect(x: x, y: y, width: cellW, height: cellH), color: Color(rgb: 0xE0E0E0), lineWidth: 0.5)
            let image = try XCTUnwrap(Images.builtIn(named: name), name)
            let size = image.size
            let rect = CGRect(
                x: x + (cellW - size.width) / 2, y: y + 8 + (48 - size.height) / 2, width: size.width,
                height: size.height)
            if image.isTemplate {
                sheet.draw(template: image.image, in: rect, tint: Color(rgb: 0x222222))
            } else {
                sheet.draw(image.image, in: rect)
            }
            let label = TextLayout(
                name, font: Font(size: 8), color: Color(rgb: 0x555555), width: cellW - 4,
                maxLines: 2, alignment: .center)
            sheet.draw(label, at: CGPoint(x: x + 2, y: y + 60))
        }
        let path = NSTemporaryDirectory() + "chatshot-icons-contact-sheet.png"
        try sheet.writePNG(to: path)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path))
    }

    /// Straight RGBA of the device pixel at (x, y).
    private func pixel(_ canvas: Canvas, _ x: Int, _ y: Int, _ pixels: [UInt8]? = nil) -> (
        r: Int, g: Int, b: Int, a: Int
    ) {
        let data = pixels ?? canvas.rgbaPixels()
        let i = (y * canvas.pixelWidth + x) * 4
        return (Int(data[i]), Int(data[i + 1]), Int(data[i + 2]), Int(data[i + 3]))
    }
}
