import ChatCanvas
import Foundation
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

/// Geometry measured on the SDK's composer pictures (`ComposerVC_Tests`, `CommandLabelView_Tests`, 1×).
final class ComposerVCParityTests: XCTestCase {
    func makeComposer(_ content: ComposerVC.Content, channel: ChatChannel = Fixture.channel(), width: Double = 360)
        -> ComposerVC
    {
        let root = _View()
        root.appearance = Appearance()
        root.components = Components()
        root.setUpIfNeeded()
        let vc = ComposerVC()
        root.addSubview(vc)
        vc.channel = channel
        vc.currentUserId = Fixture.me.id
        vc.content = content
        root.frame = CGRect(x: 0, y: 0, width: width, height: 700)
        let h = vc.sizeThatFits(CGSize(width: width, height: CGFloat.infinity)).height
        vc.frame = CGRect(x: 0, y: 700 - h, width: width, height: h)
        vc.layoutIfNeeded()
        return vc
    }

    /// `CommandLabelView_Tests`: a 16×16 bolt right before the name, 8-pt sides, 4-pt top/bottom → "GIPHY" 26 pt
    /// tall; the bolt alone is 32×24.
    func testCommandLabelGeometry() {
        let vc = makeComposer(.init(command: .init(name: "giphy", args: "[text]")))
        let label = vc.composerView.inputMessageView.commandLabelView
        let icon = label.convert(label.iconView.bounds, from: label.iconView)
        let name = label.convert(label.nameLabel.bounds, from: label.nameLabel)
        XCTAssertEqual(icon, CGRect(x: 8, y: (label.bounds.height - 16) / 2, width: 16, height: 16))
        XCTAssertEqual(name.minX, 24, accuracy: 0.5)
        XCTAssertEqual(label.bounds.height, 26, accuracy: 0.5)
        XCTAssertEqual(label.bounds.width - name.maxX, 8, accuracy: 0.5)
    }

    /// `test_commandWithNonEmptyArgs_hasSendButtonDisabled` / `…EmptyArgs_hasSendButtonEnabled`: a command that
    /// takes arguments leaves the send button disabled until text follows; one without arguments enables it.
    func testSendButtonWithCommands() {
        let palette = Appearance().colorPalette
        let needsArgs = makeComposer(.init(command: .init(name: "argNeeded", args: "[text]")))
        XCTAssertTrue(needsArgs.content.isEmpty)
        XCTAssertEqual(needsArgs.composerView.sendButton.tintColor, palette.inputSendIconDisabled)
        let noArgs = makeComposer(.init(command: .init(name: "noArgNeeded")))
        XCTAssertFalse(noArgs.content.isEmpty)
        XCTAssertNotEqual(noArgs.composerView.sendButton.tintColor, palette.inputSendIconDisabled)
        XCTAssertTrue(ComposerVC.Content(text: "  \n").isEmpty)
    }

    /// `test_quotedTranslatedMessage`: the quote sits 8 pt inside the input on every side and its box takes the
    /// rest of the width (box 36 pt tall, the input 89 pt).
    /// `ComposerVC_Tests/test_attachmentsPreview_withMultipleAttachmentTypes`: the file name follows the content size,
    /// as the SDK's (`bodyBold`, 17 pt → 15 at the small size): "yoda.txt" is 63 pt of ink in the SDK's default
    /// picture and 57 in its `small-dark` one; chatshot drew it 66 wide in both (and "30 bytes" and the typed text
    /// the same).
    func testFileNameFollowsTheContentSize() throws {
        func fileRow(_ category: UIContentSizeCategory) throws -> (width: Double, sizes: [Double]) {
            let root = _View()
            root.traitCollection = UITraitCollection(preferredContentSizeCategory: category)
            root.appearance = Appearance()
            root.components = Components()
            root.setUpIfNeeded()
            let vc = ComposerVC()
            root.addSubview(vc)
            vc.channel = Fixture.channel()
            vc.currentUserId = Fixture.me.id
            vc.content = .init(attachments: [
                AnyAttachmentPayload(
                    transcriptAttachment: TranscriptAttachment(type: "file", title: "yoda.txt", fileSize: 30))
            ])
            let h = vc.sizeThatFits(CGSize(width: 360, height: CGFloat.infinity)).height
            vc.frame = CGRect(x: 0, y: 700 - h, width: 360, height: h)
            vc.layoutIfNeeded()
            // Measured while the root (which holds the traits) is alive.
            let row = try XCTUnwrap(
                vc.attachmentsVC.verticalStackView.arrangedSubviews.first as? FileAttachmentComposerPreview)
            return (
                try XCTUnwrap(row.fileNameLabel.textLayout(width: nil)).size.width,
                [
                    row.fileNameLabel.effectiveFont.size, row.fileSizeLabel.effectiveFont.size,
                    vc.composerView.inputMessageView.textView.effectiveFont.size
                ]
            )
        }
        let large = try fileRow(.large)
        let small = try fileRow(.small)
        // Inter with SF Pro's tracking (untracked: 68 and 60).
        XCTAssertEqual(large.width, 65, accuracy: 1, "the SDK's: 65")
        XCTAssertEqual(small.width, 58, accuracy: 1, "the SDK's: 58")
        // File name, file size, and the typed text ("Reply" in `test_quotedTranslatedMessage.small-dark`: ink 41 →
        // 37 wide, the SDK's 35).
        XCTAssertEqual(large.sizes, [17, 15, 17])
        XCTAssertEqual(small.sizes, [15, 13, 15])
    }

    func testQuoteInsideInput() {
        let quoted = Fixture.message("q1", Fixture.ann, at: 0, text: "Olá")
        let vc = makeComposer(.init(text: "Reply", state: .quote, quotingMessage: quoted))
        let input = vc.composerView.inputMessageView
        let q = input.quotedMessageView
        let avatar = input.convert(q.authorAvatarView.bounds, from: q.authorAvatarView)
        let box = input.convert(q.contentContainer.bounds, from: q.contentContainer)
        XCTAssertEqual(avatar.minX, 8, accuracy: 0.5)
        XCTAssertEqual(box.minY, 8, accuracy: 0.5)
        XCTAssertEqual(box.height, 36, accuracy: 0.5)
        XCTAssertEqual(box.maxX, input.bounds.width - 8, accuracy: 0.5)
        XCTAssertEqual(input.bounds.height, 90, accuracy: 1)
    }

    /// `test_attachmentsPreview_withLongFileNames`: files alone start 16 pt below the input's top edge;
    /// `…withMultipleAttachmentTypes`: 24 pt between the thumbnails and the first file row.
    func testAttachmentSectionsSpacing() {
        let file = AnyAttachmentPayload(
            transcriptAttachment: TranscriptAttachment(type: "file", title: "yoda.txt", fileSize: 30))
        let onlyFiles = makeComposer(.init(attachments: [file]))
        let input = onlyFiles.composerView.inputMessageView
        let row = onlyFiles.attachmentsVC.verticalStackView.arrangedSubviews[0]
        XCTAssertEqual(input.convert(row.bounds, from: row).minY, 16, accuracy: 0.5)
        let image = AnyAttachmentPayload(transcriptAttachment: TranscriptAttachment(type: "image"))
        let mixed = makeComposer(.init(attachments: [image, file]))
        let thumb = mixed.attachmentsVC.horizontalStackView.arrangedSubviews[0]
        let row2 = mixed.attachmentsVC.verticalStackView.arrangedSubviews[0]
        let mi = mixed.composerView.inputMessageView
        XCTAssertEqual(mi.convert(thumb.bounds, from: thumb).minY, 8, accuracy: 0.5)
        XCTAssertEqual(
            mi.convert(row2.bounds, from: row2).minY - mi.convert(thumb.bounds, from: thumb).maxY, 24, accuracy: 0.5)
    }

    /// `test_linkPreview_whenComposerLinkPreviewEnabled_thenHighlightsLinks` (three lines of text): the input is 82 pt
    /// tall (its border at y 610 and 691), the lines 22 pt apart (the body's leading, as the SDK's text view gives
    /// every line); it was 78 (lines 20.7 apart, Inter's own height). One line keeps the 38-pt minimum.
    func testThreeLineInputIsEightyTwoPointsTall() {
        let text = "Some link: https://github.com/GetStream/stream-chat-swift Another one: www.google.com"
        let vc = makeComposer(.init(text: text))
        let input = vc.composerView.inputMessageView
        XCTAssertEqual(input.textView.lineHeight, 22)
        XCTAssertEqual(input.textView.frame.height, 82)
        XCTAssertEqual(input.bounds.height, 82, "the bordered input")
        let one = makeComposer(.init(text: "Reply"))
        XCTAssertEqual(one.composerView.inputMessageView.textView.frame.height, 38)
    }

    /// `test_attachmentsPreview_withMultipleAttachmentTypes`: a file row's discard disc is 24 × 24, 8 pt from the
    /// row's top and trailing edges (x 279…302 and y 518…541 for the row at x 8…311, y 510), #666666; it was a
    /// 22 × 22 #72767E disc from 11 pt down.
    func testFileDiscardButtonGeometry() throws {
        let previous = UITraitCollection.current
        UITraitCollection.current = UITraitCollection(displayScale: 1)
        defer { UITraitCollection.current = previous }
        let file = AnyAttachmentPayload(
            transcriptAttachment: TranscriptAttachment(type: "file", title: "yoda.txt", fileSize: 30))
        let vc = makeComposer(.init(attachments: [file]))
        let row = try XCTUnwrap(
            vc.attachmentsVC.verticalStackView.arrangedSubviews.first as? FileAttachmentComposerPreview)
        let button = row.convert(row.discardButton.bounds, from: row.discardButton)
        XCTAssertEqual(button, CGRect(x: row.bounds.width - 32, y: 8, width: 24, height: 24))
        // In the screen's coordinates (the composer's frame is in them), as the render draws it.
        let f = vc.convert(row.discardButton.bounds, from: row.discardButton)
            .offsetBy(dx: vc.frame.minX, dy: vc.frame.minY)
        let ink = try inkBounds(of: vc, in: f.insetBy(dx: -3, dy: -3), darker: true, threshold: 160)
        XCTAssertEqual(ink, [Int(f.minX), Int(f.maxX) - 1, Int(f.minY), Int(f.maxY) - 1], "the disc fills the button")
        let disc = try renderedRows(of: vc, x: Int(f.minX) + 3, rows: Int(f.midY)...Int(f.midY))[0]
        for c in disc { XCTAssertEqual(c, 0x66, accuracy: 2, "#666666: \(disc)") }
    }

    /// RGB of the pixels in column `x`, `rows`, of a 1× render of the composer's screen (white behind).
    func renderedRows(of vc: ComposerVC, x: Int, rows: ClosedRange<Int>) throws -> [[Int]] {
        let canvas = try Canvas(width: 360, height: 700)
        canvas.fill(Path.rect(CGRect(x: 0, y: 0, width: 360, height: 700)), color: .white)
        vc.render(in: canvas)
        let data = canvas.rgbaPixels()
        return rows.map { y in
            let i = (y * canvas.pixelWidth + x) * 4
            return [Int(data[i]), Int(data[i + 1]), Int(data[i + 2])]
        }
    }

    /// `ChatChannelVC_Tests` (light): the composer's systemGray shadow of radius 0.5 is a one-pixel #F3F3F3 hairline
    /// right above its top edge (y 643 when the composer starts at 644), nothing further up. It used to be missing:
    /// the box-blur approximation is no blur at all at σ = 0.25.
    func testTopHairlineFromTheShadow() throws {
        let vc = makeComposer(.init())
        XCTAssertEqual(vc.frame.minY, 644)
        let rows = try renderedRows(of: vc, x: 180, rows: 641...644)
        XCTAssertEqual(rows[0], [255, 255, 255])
        XCTAssertEqual(rows[1], [255, 255, 255])
        for channel in rows[2] { XCTAssertEqual(channel, 0xF3, accuracy: 2, "the hairline: \(rows[2])") }
        XCTAssertEqual(rows[3], [255, 255, 255], "the composer's own background")
    }

    /// Bounds of the pixels in `region` of a 1× render of the composer's screen that are darker (or lighter) than
    /// `threshold` (mean of R, G, B), as (minX, maxX, minY, maxY).
    func inkBounds(of vc: ComposerVC, in region: CGRect, darker: Bool, threshold: Int = 200) throws -> [Int] {
        let canvas = try Canvas(width: 360, height: 700)
        canvas.fill(Path.rect(CGRect(x: 0, y: 0, width: 360, height: 700)), color: .white)
        vc.render(in: canvas)
        let data = canvas.rgbaPixels()
        var b = [Int.max, Int.min, Int.max, Int.min]
        for y in Int(region.minY)..<Int(region.maxY) {
            for x in Int(region.minX)..<Int(region.maxX) {
                let i = (y * canvas.pixelWidth + x) * 4
                let lum = (Int(data[i]) + Int(data[i + 1]) + Int(data[i + 2])) / 3
                if darker ? lum < threshold : lum > threshold {
                    b = [min(b[0], x), max(b[1], x), min(b[2], y), max(b[3], y)]
                }
            }
        }
        return b
    }

    /// `ChatChannelVC_Tests` composers (1×): the paper clip fills its 15×19 asset box at x 10…23, y 662…680 (the image is
    /// put on whole pixels, 6 pt into its 28-pt button; its faint edge reaches x 24, see `ImageArtworkTests`); the send disc's knocked-out arrow is 8×8 (x 334…341, y 668…675)
    /// with a 2-pt shaft; the bolt spans x 42…49, y 664…677. Ours were a 12×15 clip and a 10×10 stroked chevron.
    func testComposerButtonArtworkMatchesTheSDK() throws {
        // A 1× screen, as the pictures.
        let previous = UITraitCollection.current
        UITraitCollection.current = UITraitCollection(displayScale: 1)
        defer { UITraitCollection.current = previous }
        let vc = makeComposer(.init())
        XCTAssertEqual(
            try inkBounds(of: vc, in: CGRect(x: 4, y: 652, width: 28, height: 40), darker: true), [10, 23, 662, 680])
        XCTAssertEqual(
            try inkBounds(of: vc, in: CGRect(x: 331, y: 665, width: 14, height: 14), darker: false),
            [334, 341, 668, 675])
        XCTAssertEqual(
            try inkBounds(of: vc, in: CGRect(x: 32, y: 652, width: 28, height: 40), darker: true), [42, 49, 664, 677])
    }

    /// The guide's iMessage composer (`composer-imessage-ui-after.png`): an app's template image in place of the
    /// clip is drawn in the tint colour (the SDK's clip is pre-tinted grey, its button keeps the inherited tint); the
    /// camera was grey (`inputTextIcon`, #7E828B). The default clip stays grey.
    func testReplacedAttachmentImageTakesTheTintColour() throws {
        func darkest(_ vc: ComposerVC) throws -> [Int] {
            let canvas = try Canvas(width: 360, height: 700)
            canvas.fill(Path.rect(CGRect(x: 0, y: 0, width: 360, height: 700)), color: .white)
            vc.render(in: canvas)
            let data = canvas.rgbaPixels()
            let button = vc.composerView.attachmentButton
            let f = vc.convert(button.bounds, from: button).offsetBy(dx: vc.frame.minX, dy: vc.frame.minY)
            var best = (sum: 765, rgb: [255, 255, 255])
            for y in Int(f.minY)..<Int(f.maxY) {
                for x in Int(f.minX)..<Int(f.maxX) {
                    let i = (y * canvas.pixelWidth + x) * 4
                    let rgb = [Int(data[i]), Int(data[i + 1]), Int(data[i + 2])]
                    if rgb.reduce(0, +) < best.sum { best = (rgb.reduce(0, +), rgb) }
                }
            }
            return best.rgb
        }
        let clip = try darkest(makeComposer(.init()))
        XCTAssertLessThan(abs(clip[2] - clip[0]), 30, "the default clip is grey: \(clip)")

        final class CameraComposerView: ComposerView {
            override func setUpAppearance() {
                super.setUpAppearance()
                attachmentButton.setImage(UIImage(systemName: "camera.fill"), for: .normal)
            }
        }
        let components = Components()
        components.messageComposerView = CameraComposerView.self
        let root = _View()
        root.appearance = Appearance()
        root.components = components
        root.setUpIfNeeded()
        let vc = ComposerVC()
        root.addSubview(vc)
        vc.channel = Fixture.channel()
        vc.currentUserId = Fixture.me.id
        vc.content = .init()
        root.frame = CGRect(x: 0, y: 0, width: 360, height: 700)
        let h = vc.sizeThatFits(CGSize(width: 360, height: CGFloat.infinity)).height
        vc.frame = CGRect(x: 0, y: 700 - h, width: 360, height: h)
        vc.layoutIfNeeded()
        let camera = try darkest(vc)
        XCTAssertGreaterThan(camera[2] - camera[0], 150, "the camera is in the tint colour (system blue): \(camera)")
    }

    /// A template image on a composer button is drawn in the button's tint (UIKit), whatever set the image: the
    /// darkest pixel of the clip is the tint, not grey.
    func testTemplateImageOnAButtonTakesTheButtonsTint() throws {
        let vc = makeComposer(.init())
        let button = vc.composerView.attachmentButton
        button.setImage(UIImage(systemName: "camera.fill"), for: .normal)
        button.tintColor = UIColor(Color(rgb: 0xFF0000))
        vc.layoutIfNeeded()
        let canvas = try Canvas(width: 360, height: 700)
        canvas.fill(Path.rect(CGRect(x: 0, y: 0, width: 360, height: 700)), color: .white)
        vc.render(in: canvas)
        let data = canvas.rgbaPixels()
        let f = vc.convert(button.bounds, from: button).offsetBy(dx: vc.frame.minX, dy: vc.frame.minY)
        var reddest = (r: 0, g: 255, b: 255)
        for y in Int(f.minY)..<Int(f.maxY) {
            for x in Int(f.minX)..<Int(f.maxX) {
                let i = (y * canvas.pixelWidth + x) * 4
                if Int(data[i + 1]) < reddest.g { reddest = (Int(data[i]), Int(data[i + 1]), Int(data[i + 2])) }
            }
        }
        XCTAssertEqual(reddest.r, 255, accuracy: 2)
        XCTAssertEqual(reddest.g, 0, accuracy: 2)
        XCTAssertEqual(reddest.b, 0, accuracy: 2)
    }
}
