import ChatCanvas
import UIKit
import XCTest

/// UIKit API that public apps' StreamChatUI customizations use (docs/compatibility.md, "Public apps tried"): a
/// button's background images, a label's implicitly unwrapped font, bar item title attributes, a view controller's
/// own interface style, `sizeToFit()`, `window` and the accessibility value.
final class UIKitHeldOutAPITests: XCTestCase {
    /// A bitmap of one opaque colour.
    private func solid(_ rgb: [UInt8], size: Int = 4) -> UIImage {
        let pixel: [UInt8] = rgb + [255]
        let bytes: [UInt8] = Array((0..<size * size).map { _ in pixel }.joined())
        return UIImage(image: .rgba(width: size, height: size, bytes: bytes), isTemplate: false, name: "solid")
    }

    private func pixels(of view: UIView) throws -> (Int, Int) -> [UInt8] {
        let width = Int(view.frame.width)
        let canvas = try Canvas(width: Double(view.frame.width), height: Double(view.frame.height), scale: 1)
        view.render(in: canvas)
        let rgba: [UInt8] = canvas.rgbaPixels()
        return { x, y in
            let start = (y * width + x) * 4
            return Array(rgba[start..<start + 4])
        }
    }

    /// The background image fills the button, behind its title; each state shows its own, else the normal one.
    func testAButtonDrawsItsBackgroundImageOfItsStateBehindTheTitle() throws {
        let button = UIButton(type: .custom)
        let red = solid([255, 0, 0])
        let green = solid([0, 255, 0])
        button.setBackgroundImage(red, for: .normal)
        button.setBackgroundImage(green, for: .disabled)
        button.setTitle("Go", for: .normal)
        button.setTitleColor(.black, for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        button.layoutIfNeeded()
        XCTAssertTrue(button.backgroundImage(for: .normal) === red)
        XCTAssertTrue(button.backgroundImage(for: .highlighted) === red, "a state without its own uses .normal's")
        XCTAssertTrue(button.currentBackgroundImage === red)
        var pixel = try pixels(of: button)
        XCTAssertEqual(pixel(2, 2), [255, 0, 0, 255], "the image is stretched to the corner")
        XCTAssertEqual(pixel(57, 27), [255, 0, 0, 255])
        let title = try XCTUnwrap(button.titleLabel)
        XCTAssertTrue(
            button.subviews.firstIndex { $0 is UIImageView && $0 !== button.imageView }! < button.subviews.firstIndex {
                $0 === title
            }!, "the background is behind the title")
        // Some pixel of the title is dark: drawn over the background.
        let titleFrame = title.frame
        var darkest = 255
        for x in Int(titleFrame.minX)..<Int(titleFrame.maxX) {
            for y in Int(titleFrame.minY)..<Int(titleFrame.maxY) { darkest = min(darkest, Int(pixel(x, y)[0])) }
        }
        XCTAssertLessThan(darkest, 100, "the title is drawn over the background image")
        button.isEnabled = false
        button.layoutIfNeeded()
        pixel = try pixels(of: button)
        XCTAssertEqual(pixel(2, 2), [0, 255, 0, 255], "the disabled state's image")
        button.setBackgroundImage(nil, for: .disabled)
        button.setBackgroundImage(nil, for: .normal)
        XCTAssertNil(button.currentBackgroundImage)
        pixel = try pixels(of: button)
        XCTAssertEqual(pixel(2, 2)[3], 0, "no image: nothing behind")
    }

    /// A button with only a background image is as large as the image.
    func testAButtonIsAtLeastAsLargeAsItsBackgroundImage() {
        let button = UIButton(type: .custom)
        button.setBackgroundImage(solid([0, 0, 255], size: 24), for: .normal)
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 24, height: 24))
    }

    /// `label.font` is `UIFont!` as in UIKit: a font that may not exist assigns, and nil puts back the default;
    /// text views and text fields have `UIFont?`.
    func testFontsAreTypedAsInUIKit() {
        let label = UILabel()
        label.font = UIFont(name: "Helvetica-Bold", size: 20)
        let font: UIFont = label.font
        XCTAssertEqual(font.pointSize, 20)
        label.font = nil
        XCTAssertEqual(label.font.pointSize, 17, "nil resets to the system font")
        let textView = UITextView()
        let optional: UIFont? = textView.font
        XCTAssertNotNil(optional)
        textView.font = .systemFont(ofSize: 13)
        XCTAssertEqual(textView.font?.pointSize, 13)
        let field = UITextField()
        field.font = nil
        let fieldFont: UIFont? = field.font
        _ = fieldFont
    }

    /// `setTitleTextAttributes(_:for:)` keeps the attributes per state.
    func testABarItemKeepsItsTitleAttributesByState() throws {
        let item = UIBarButtonItem(title: "Logout", style: .plain, target: nil, action: nil)
        item.setTitleTextAttributes([.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 12)], for: .normal)
        let normal = try XCTUnwrap(item.titleTextAttributes(for: .normal))
        XCTAssertEqual(normal[.foregroundColor] as? UIColor, .red)
        XCTAssertEqual((normal[.font] as? UIFont)?.pointSize, 12)
        XCTAssertNil(item.titleTextAttributes(for: .disabled))
    }

    /// A view controller's `overrideUserInterfaceStyle` sets the style of its own traits and its subviews',
    /// whatever the screen's; `.unspecified` inherits again.
    func testOverrideUserInterfaceStyleSetsTheTraitsOfTheControllersViews() throws {
        let root = UIView()
        root.traitCollection = UITraitCollection(
            userInterfaceStyle: .light, layoutDirection: .leftToRight, preferredContentSizeCategory: .large,
            displayScale: 2)
        let vc = UIViewController()
        let child = UIView()
        vc.view.addSubview(child)
        root.addSubview(vc.view)
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .light)
        vc.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(vc.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(child.traitCollection.displayScale, 2, "the other traits are inherited")
        XCTAssertEqual(root.traitCollection.userInterfaceStyle, .light, "views above keep theirs")
        // A dynamic colour resolves for the overridden style.
        XCTAssertEqual(
            UIColor.label.resolvedColor(with: child.traitCollection),
            UIColor.label.resolvedColor(
                with: UITraitCollection(
                    userInterfaceStyle: .dark, layoutDirection: .leftToRight, preferredContentSizeCategory: .large,
                    displayScale: 2)))
        // Drawn: the child's system background is the dark one.
        child.backgroundColor = .systemBackground
        child.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        XCTAssertEqual(try pixels(of: child)(1, 1), [0, 0, 0, 255])
        vc.overrideUserInterfaceStyle = .unspecified
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(try pixels(of: child)(1, 1), [255, 255, 255, 255])
    }

    /// `sizeToFit()` sizes a label to its text; `window` is the nearest window above; the accessibility value is
    /// kept.
    func testSizeToFitWindowAndAccessibilityValue() {
        let label = UILabel()
        label.text = "Hello"
        label.sizeToFit()
        XCTAssertEqual(label.frame.size, label.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity)))
        XCTAssertGreaterThan(label.frame.width, 0)
        // A one-line label that had a narrow frame grows to its whole text, as UIKit's does.
        let full = label.frame.size
        label.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        label.sizeToFit()
        XCTAssertEqual(label.frame.size, full)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = UIView()
        window.addSubview(container)
        container.addSubview(label)
        XCTAssertTrue(label.window === window)
        XCTAssertNil(UIView().window)
        label.accessibilityValue = "highlighted"
        XCTAssertEqual(label.accessibilityValue, "highlighted")
    }

    /// The image picker: the render machine has no camera, the library is there.
    func testTheImagePickerHasNoCamera() {
        XCTAssertFalse(UIImagePickerController.isSourceTypeAvailable(.camera))
        XCTAssertTrue(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        XCTAssertNil(UIImagePickerController.availableMediaTypes(for: .camera))
        let picker = UIImagePickerController()
        picker.sourceType = .savedPhotosAlbum
        XCTAssertEqual(picker.sourceType, .savedPhotosAlbum)
    }
}
