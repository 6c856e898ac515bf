import ChatCanvas
import Foundation
import XCTest

@testable import UIKit

/// Views apps build with iOS 15's APIs draw: button configurations, materials, font descriptors, table view cell
/// styles and accessories; attachments and selector-based observers compile and are kept.
final class UIKitAppViewsTests: XCTestCase {
    private func pixel(_ canvas: Canvas, _ x: Int, _ y: Int) -> [UInt8] {
        let pixels = canvas.rgbaPixels()
        let i = (y * canvas.pixelWidth + x) * 4
        return Array(pixels[i..<i + 4])
    }

    func testFilledMediumButtonIsAboutThirtyFourPointsHighWithCapsuleCorners() throws {
        var config = UIButton.Configuration.filled()
        config.title = "Join"
        config.cornerStyle = .capsule
        config.baseBackgroundColor = .systemIndigo
        let button = UIButton(configuration: config)
        let size = button.intrinsicContentSize
        XCTAssertGreaterThanOrEqual(size.height, 33.5)
        XCTAssertLessThanOrEqual(size.height, 35.5)
        XCTAssertGreaterThan(size.width, 24 + 25, "12-pt insets each side around the title")
        button.frame = CGRect(
            origin: .zero, size: CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up)))
        button.layoutIfNeeded()
        let canvas = try Canvas(width: button.frame.width, height: button.frame.height, scale: 1)
        button.render(in: canvas)
        let middle = pixel(canvas, Int(button.frame.width / 2), 2)
        XCTAssertEqual(Array(middle[0..<3]), [0x58, 0x56, 0xD6], "the base background colour fills the button")
        XCTAssertEqual(pixel(canvas, 0, 0)[3], 0, "capsule: the corner stays empty")
        XCTAssertEqual(button.titleLabel?.textColor, .white)
        XCTAssertEqual(button.titleLabel?.text, "Join")
    }

    func testImagePaddingPlacementAndInsets() {
        var config = UIButton.Configuration.plain()
        config.title = "Add"
        config.image = UIImage(systemName: "plus")
        config.imagePadding = 6
        config.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10)
        let button = UIButton(configuration: config)
        let size = button.intrinsicContentSize
        button.frame = CGRect(origin: .zero, size: size)
        button.layoutIfNeeded()
        let image = button.imageView!.frame
        let title = button.titleLabel!.frame
        XCTAssertEqual(image.minX, 10, accuracy: 0.01)
        XCTAssertEqual(title.minX - image.maxX, 6, accuracy: 0.01)
        XCTAssertEqual(size.width - title.maxX, 10, accuracy: 0.01)
        config.imagePlacement = .top
        button.configuration = config
        let tall = button.intrinsicContentSize
        XCTAssertGreaterThan(tall.height, size.height + 6, "image above the title")
        button.frame = CGRect(origin: .zero, size: tall)
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel!.frame.minY - button.imageView!.frame.maxY, 6, accuracy: 0.01)
    }

    func testSubtitleStylesAndUpdateHandlerRunsOnce() {
        var config = UIButton.Configuration.tinted()
        config.title = "Title"
        config.subtitle = "Subtitle"
        config.titlePadding = 2
        config.buttonSize = .large
        let button = UIButton(configuration: config)
        var calls = 0
        button.configurationUpdateHandler = { b in
            calls += 1
            b.configuration?.title = "Updated"
        }
        let size = button.intrinsicContentSize
        button.frame = CGRect(origin: .zero, size: size)
        button.layoutIfNeeded()
        XCTAssertEqual(calls, 1)
        XCTAssertEqual(button.titleLabel?.text, "Updated")
        XCTAssertGreaterThan(size.height, 28 + 20 + 15, "large insets around two lines")
        XCTAssertEqual(config.background.cornerRadius, 0)
        XCTAssertEqual(
            UIButton.Configuration.gray().backgroundFill(tint: .systemBlue, enabled: true), .secondarySystemFill)
        XCTAssertNil(UIButton.Configuration.plain().backgroundFill(tint: .systemBlue, enabled: true))
        XCTAssertEqual(
            UIButton.Configuration.borderedProminent().foregroundColor(tint: .systemBlue, enabled: true), .white)
    }

    func testBackgroundStrokeIsDrawn() throws {
        var config = UIButton.Configuration.plain()
        config.title = "Go"
        config.cornerStyle = .fixed
        config.background.cornerRadius = 0
        config.background.strokeColor = .red
        config.background.strokeWidth = 2
        let button = UIButton(configuration: config)
        button.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        button.layoutIfNeeded()
        let canvas = try Canvas(width: 60, height: 30, scale: 1)
        button.render(in: canvas)
        XCTAssertEqual(pixel(canvas, 30, 0), [255, 0, 0, 255])
        XCTAssertEqual(pixel(canvas, 30, 15)[3] < 255 || pixel(canvas, 5, 15)[3] == 0, true)
    }

    func testMaterialFillsTheEffectViewAndContentGoesInContentView() throws {
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialDark))
        blur.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let child = UIView()
        blur.contentView.addSubview(child)
        blur.layoutIfNeeded()
        XCTAssertEqual(blur.contentView.frame, blur.bounds)
        XCTAssertTrue(child.superview === blur.contentView)
        let canvas = try Canvas(width: 20, height: 20, scale: 1)
        canvas.clear(.white)
        blur.render(in: canvas)
        let p = pixel(canvas, 10, 10)
        XCTAssertLessThan(Int(p[0]), 80, "a dark material darkens what is behind")
        XCTAssertGreaterThan(Int(p[0]), 20, "translucent: what is behind shows through")
        XCTAssertEqual(UIBlurEffect.Style.allCases.count, 21)
        let vibrancy = UIVisualEffectView(
            effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light), style: .label))
        vibrancy.frame = blur.frame
        let clear = try Canvas(width: 20, height: 20, scale: 1)
        vibrancy.render(in: clear)
        XCTAssertEqual(pixel(clear, 10, 10)[3], 0, "vibrancy draws nothing of its own")
    }

    func testABlurEffectBlursWhatIsBehindItOnlyInsideItsBounds() throws {
        // Black and white stripes 4 pt wide; a light material over the right half, rounded.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        root.backgroundColor = .white
        for i in stride(from: 0, to: 80, by: 8) {
            let stripe = UIView(frame: CGRect(x: CGFloat(i), y: 0, width: 4, height: 40))
            stripe.backgroundColor = .black
            root.addSubview(stripe)
        }
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterialLight))
        blur.frame = CGRect(x: 40, y: 0, width: 40, height: 40)
        blur.layer.cornerRadius = 8
        root.addSubview(blur)
        let canvas = try Canvas(width: 80, height: 40, scale: 2)
        root.render(in: canvas)
        // Left of the effect view the stripes are sharp: pure black and white.
        XCTAssertEqual(pixel(canvas, 2 * 2 + 1, 40)[0], 0)
        XCTAssertEqual(pixel(canvas, 2 * 6 + 1, 40)[0], 255)
        // Inside, a stripe's middle and the gap's middle come out the same grey: blurred, then tinted.
        let onStripe = Int(pixel(canvas, 2 * 58, 40)[0])
        let onGap = Int(pixel(canvas, 2 * 62, 40)[0])
        XCTAssertLessThan(abs(onStripe - onGap), 12, "blurred: \(onStripe) against \(onGap)")
        XCTAssertGreaterThan(onStripe, 130, "half black, half white, under a light tint")
        // The rounded corner keeps the stripes outside the curve.
        XCTAssertEqual(pixel(canvas, 2 * 40 + 1, 1)[0], 0, "outside the top-left corner's curve")
    }

    func testFontDescriptorTraitsDesignsAndSizes() {
        let font = UIFont.systemFont(ofSize: 15, weight: .medium)
        XCTAssertEqual(font.fontDescriptor.pointSize, 15)
        let italic = UIFont(descriptor: font.fontDescriptor.withSymbolicTraits(.traitItalic)!, size: 0)
        XCTAssertTrue(italic.font.italic)
        XCTAssertEqual(italic.pointSize, 15, "size 0: the descriptor's")
        let bold = UIFont(descriptor: font.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic])!, size: 20)
        XCTAssertEqual(bold.font.weight, 700)
        XCTAssertEqual(bold.pointSize, 20)
        XCTAssertTrue(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        XCTAssertEqual(UIFont(descriptor: font.fontDescriptor.withDesign(.serif)!, size: 0).font.family, "Noto Serif")
        XCTAssertEqual(
            UIFont(descriptor: font.fontDescriptor.withDesign(.monospaced)!, size: 0).font.family, Font.monospaceFamily)
        let heavier = font.fontDescriptor.addingAttributes([
            .size: 22, .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.heavy]
        ])
        XCTAssertEqual(heavier.pointSize, 22)
        XCTAssertEqual(UIFont(descriptor: heavier, size: 0).font.weight, 800)
    }

    func testItalicReachesTheLabelsDrawing() throws {
        func drawn(_ font: UIFont) throws -> [UInt8] {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 24))
            label.text = "Il"
            label.font = font
            let canvas = try Canvas(width: 60, height: 24, scale: 1)
            label.render(in: canvas)
            return canvas.rgbaPixels()
        }
        let upright = UIFont.systemFont(ofSize: 18)
        let slanted = UIFont(descriptor: upright.fontDescriptor.withSymbolicTraits(.traitItalic)!, size: 0)
        XCTAssertNotEqual(try drawn(upright), try drawn(slanted))
    }

    func testAttachmentStringCarriesTheAttachment() {
        let attachment = NSTextAttachment()
        attachment.image = UIImage(systemName: "checkmark.seal.fill")
        let s = NSMutableAttributedString(string: "Verified ")
        s.append(NSAttributedString(attachment: attachment))
        XCTAssertEqual(s.length, 10)
        XCTAssertTrue(s.attribute(.attachment, at: 9, effectiveRange: nil) as? NSTextAttachment === attachment)
        XCTAssertEqual(attachment.displaySize, attachment.image?.size)
        attachment.bounds = CGRect(x: 0, y: -3, width: 14, height: 14)
        XCTAssertEqual(attachment.displaySize, CGSize(width: 14, height: 14))
    }

    func testAnAttachmentsImageIsDrawnInlineWhereItsCharacterIs() throws {
        // "A" + a 14×14 template symbol (red, like the run's colour) lowered 3 pt + "B", on one line.
        func label(_ text: NSAttributedString) -> UILabel {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
            label.font = UIFont.systemFont(ofSize: 17)
            label.textColor = .black
            label.attributedText = text
            return label
        }
        let attachment = NSTextAttachment()
        attachment.image = UIImage(systemName: "checkmark.seal.fill")
        attachment.bounds = CGRect(x: 0, y: -3, width: 14, height: 14)
        let withImage = NSMutableAttributedString(string: "A")
        withImage.append(NSAttributedString(attachment: attachment))
        withImage.append(NSAttributedString(string: "B"))
        withImage.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 1, length: 1))
        let plain = NSAttributedString(string: "AB")

        func redColumns(_ view: UILabel) throws -> [Int] {
            let canvas = try Canvas(width: 120, height: 30, scale: 1)
            view.render(in: canvas)
            let pixels = canvas.rgbaPixels()
            return (0..<120).filter { x in
                (0..<30).contains { y in
                    let i = (y * 120 + x) * 4
                    return pixels[i] > 200 && pixels[i + 1] < 80 && pixels[i + 2] < 80 && pixels[i + 3] > 200
                }
            }
        }
        XCTAssertEqual(try redColumns(label(plain)), [])
        let red = try redColumns(label(withImage))
        XCTAssertFalse(red.isEmpty, "the symbol is drawn in the run's colour")
        XCTAssertLessThanOrEqual((red.last ?? 0) - (red.first ?? 0), 14, "within the attachment's 14 pt")
        // "B" moves right by the attachment's width.
        let plainSize = label(plain).intrinsicContentSize.width
        let imageSize = label(withImage).intrinsicContentSize.width
        XCTAssertEqual(imageSize - plainSize, 14, accuracy: 1)
    }

    func testTableViewCellStylesPlaceTheirLabelsAndImage() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        cell.imageView?.image = UIImage(systemName: "plus")
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        cell.layoutIfNeeded()
        let image = cell.imageView!.frame
        XCTAssertEqual(image.minX, 16)
        XCTAssertEqual(cell.textLabel!.frame.minX, image.maxX + 16)
        XCTAssertGreaterThanOrEqual(cell.detailTextLabel!.frame.minY, cell.textLabel!.frame.maxY)
        XCTAssertNil(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel)
        XCTAssertNil(UITableViewCell(style: .value2, reuseIdentifier: nil).imageView)

        let value1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
        value1.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        value1.textLabel?.text = "Name"
        value1.detailTextLabel?.text = "Value"
        value1.layoutIfNeeded()
        XCTAssertEqual(value1.detailTextLabel!.frame.maxX, 320 - 16, accuracy: 0.01)
        XCTAssertEqual(value1.textLabel!.frame.minX, 16)
    }

    func testAccessoriesDrawAtTheTrailingEdge() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        cell.accessoryType = .disclosureIndicator
        cell.selectionStyle = .none
        XCTAssertEqual(cell.selectionStyle, .none)
        cell.layoutIfNeeded()
        XCTAssertLessThan(cell.contentView.frame.width, 200 - 30, "the content view ends before the accessory")
        let canvas = try Canvas(width: 200, height: 44, scale: 1)
        cell.render(in: canvas)
        let chevronColumn = (176...184).map { x in (15...29).map { pixel(canvas, x, $0)[3] }.max()! }.max()!
        XCTAssertGreaterThan(chevronColumn, 50, "a (translucent grey) chevron 16 pt from the trailing edge")
        XCTAssertEqual(pixel(canvas, 100, 22)[3], 0)

        cell.accessoryType = .checkmark
        let check = try Canvas(width: 200, height: 44, scale: 1)
        cell.render(in: check)
        let blue = (170...184).flatMap { x in (15...29).map { pixel(check, x, $0) } }.contains {
            $0[2] > 200 && $0[3] > 200
        }
        XCTAssertTrue(blue, "a checkmark in the tint colour")
    }

    func testNotificationNamesAndSelectorObserversCompileAndAreKept() {
        let center = NotificationCenter()
        let observer = NSObject()
        center.addObserver(
            observer, selector: Selector("changed"), name: UIContentSizeCategory.didChangeNotification, object: nil)
        center.post(name: UIContentSizeCategory.didChangeNotification, object: nil)
        center.removeObserver(observer)
        XCTAssertEqual(UIResponder.keyboardWillShowNotification.rawValue, "UIKeyboardWillShowNotification")
        XCTAssertEqual(UIApplication.didBecomeActiveNotification.rawValue, "UIApplicationDidBecomeActiveNotification")
    }

}
