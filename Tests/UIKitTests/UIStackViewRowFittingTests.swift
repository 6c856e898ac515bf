import ChatCanvas
import UIKit
import XCTest

/// A row that is too narrow for its views' natural widths squeezes them, and a view whose height follows its width
/// (wrapping text) is measured again at the width it gets, so the row grows taller; an empty spacer view takes a
/// row's spare room before a view with content; a view hears of the subviews added to it.
final class UIStackViewRowFittingTests: XCTestCase {
    /// Text-like content: 10 pt per character on one line, 20-pt lines, wrapping at the offered width.
    final class Wrapping: UIView {
        var characters = 30
        override func sizeThatFits(_ size: CGSize) -> CGSize {
            let natural = CGFloat(characters * 10)
            let width = min(natural, size.width)
            let lines = (natural / max(width, 1)).rounded(.up)
            return CGSize(width: width, height: lines * 20)
        }
        override var intrinsicContentSize: CGSize {
            sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
        }
    }

    final class Recorder: UIView {
        var added: [UIView] = []
        override func didAddSubview(_ subview: UIView) { added.append(subview) }
    }

    private func bubble(around text: Wrapping) -> UIView {
        let bubble = UIView()
        bubble.translatesAutoresizingMaskIntoConstraints = false
        text.translatesAutoresizingMaskIntoConstraints = false
        bubble.addSubview(text)
        NSLayoutConstraint.activate([
            text.topAnchor.constraint(equalTo: bubble.topAnchor, constant: 8),
            text.bottomAnchor.constraint(equalTo: bubble.bottomAnchor, constant: -8),
            text.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: 12),
            text.trailingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: -12)
        ])
        return bubble
    }

    func testAViewPinnedInsideAnotherWrapsAtTheWidthLeftByItsInsets() {
        let text = Wrapping()
        let bubble = bubble(around: text)
        // 300 pt of text in 200 pt: 176 pt for the text after the 12-pt insets, two lines.
        XCTAssertEqual(bubble.sizeThatFits(CGSize(width: 200, height: CGFloat.infinity)).height, 2 * 20 + 16)
    }

    func testASqueezedRowMeasuresItsWrappingViewAtTheWidthItGets() {
        let avatar = UIView()
        avatar.widthAnchor.constraint(equalToConstant: 30).isActive = true
        avatar.heightAnchor.constraint(equalToConstant: 30).isActive = true
        let text = Wrapping()
        let bubble = bubble(around: text)
        let row = UIStackView(arrangedSubviews: [avatar, bubble])
        row.spacing = 8
        row.alignment = .bottom
        // 360 - 30 - 8 = 322 pt for the bubble: 298 pt of text, so 300 pt of text wraps to two lines.
        let size = row.sizeThatFits(CGSize(width: 360, height: CGFloat.infinity))
        XCTAssertEqual(size.height, 2 * 20 + 16)
        row.frame = CGRect(origin: .zero, size: CGSize(width: 360, height: size.height))
        row.layoutIfNeeded()
        XCTAssertEqual(bubble.frame, CGRect(x: 38, y: 0, width: 322, height: 56))
        XCTAssertEqual(text.frame, CGRect(x: 12, y: 8, width: 298, height: 40))
        XCTAssertEqual(avatar.frame, CGRect(x: 0, y: 26, width: 30, height: 30), "bottom-aligned")
    }

    func testAnEmptySpacerTakesTheRoomBeforeAViewWithContent() {
        let spacer = UIView()
        let text = Wrapping()
        text.characters = 5
        let bubble = bubble(around: text)
        let row = UIStackView(arrangedSubviews: [spacer, bubble])
        row.frame = CGRect(x: 0, y: 0, width: 360, height: 36)
        row.layoutIfNeeded()
        XCTAssertEqual(bubble.frame, CGRect(x: 360 - 74, y: 0, width: 74, height: 36))
        XCTAssertEqual(spacer.frame.width, 360 - 74)
    }

    func testAViewHearsOfTheSubviewsAddedToIt() {
        let parent = Recorder()
        let a = UIView()
        let b = UIView()
        parent.addSubview(a)
        parent.insertSubview(b, at: 0)
        XCTAssertTrue(parent.added.count == 2 && parent.added[0] === a && parent.added[1] === b)
    }
}

/// A constraint whose constant is the largest number there is ("as wide as possible") is solved as a very long
/// one: the views around it keep finite frames and the content that resists compression keeps its size.
final class HugeConstantTests: XCTestCase {
    final class Fixed: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: 98, height: 21) }
    }

    func testAnAsWideAsPossibleSpacerTakesTheRestOfTheRow() {
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 32))
        let label = Fixed()
        let spacer = UIView()
        for view in [label, spacer] {
            view.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(view)
        }
        let wide = spacer.widthAnchor.constraint(greaterThanOrEqualToConstant: .greatestFiniteMagnitude)
        wide.priority = .defaultLow
        NSLayoutConstraint.activate([
            wide,
            label.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            label.topAnchor.constraint(equalTo: row.topAnchor),
            spacer.leadingAnchor.constraint(equalTo: label.trailingAnchor),
            spacer.trailingAnchor.constraint(equalTo: row.trailingAnchor),
            spacer.topAnchor.constraint(equalTo: row.topAnchor),
            spacer.bottomAnchor.constraint(equalTo: row.bottomAnchor)
        ])
        row.layoutIfNeeded()
        XCTAssertEqual(label.frame, CGRect(x: 0, y: 0, width: 98, height: 21))
        XCTAssertEqual(spacer.frame, CGRect(x: 98, y: 0, width: 202, height: 32))
    }

    /// A required "as wide as possible" bar starting at x 100 is drawn from there, at 1x and 3x: its far edge
    /// (10⁶ pt) stays within the coordinates Cairo draws (at 10⁷ it wrapped round and covered x 0…100).
    func testAnAsWideAsPossibleViewIsDrawnWhereItStarts() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 20))
        root.backgroundColor = .white
        let bar = UIView()
        bar.backgroundColor = .red
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
            bar.widthAnchor.constraint(greaterThanOrEqualToConstant: .greatestFiniteMagnitude),
            bar.topAnchor.constraint(equalTo: root.topAnchor),
            bar.bottomAnchor.constraint(equalTo: root.bottomAnchor)
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(bar.frame.minX, 100)
        for scale in [1.0, 3.0] {
            let canvas = try Canvas(width: 360, height: 20, scale: scale)
            root.render(in: canvas)
            let pixels = canvas.rgbaPixels()
            func red(atX x: Int) -> Bool {
                let i = (10 * Int(scale) * canvas.pixelWidth + x * Int(scale)) * 4
                return pixels[i] > 200 && pixels[i + 1] < 60
            }
            XCTAssertFalse(red(atX: 50), "nothing left of the bar at \(scale)x")
            XCTAssertTrue(red(atX: 200), "the bar at \(scale)x")
        }
    }
}
