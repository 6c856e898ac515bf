import UIKit
import XCTest

/// A scroll view has no natural size in Auto Layout, as in UIKit: between a title bar sized by its label and the
/// bottom edge, the collection view takes the rest and the bar keeps the label's height (SlackClone's channel list).
final class ScrollViewNaturalSizeTests: XCTestCase {
    func testACollectionViewTakesWhatTheTitleBarLeaves() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        let title = UILabel()
        title.text = "Direct Messages"
        title.translatesAutoresizingMaskIntoConstraints = false
        bar.addSubview(title)
        let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        list.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(list)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.topAnchor.constraint(equalTo: root.topAnchor),
            title.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 10),
            title.topAnchor.constraint(equalTo: bar.topAnchor, constant: 15),
            title.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -15),
            list.topAnchor.constraint(equalTo: bar.bottomAnchor),
            list.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            list.bottomAnchor.constraint(equalTo: root.bottomAnchor)
        ])
        root.layoutIfNeeded()
        let labelHeight = title.sizeThatFits(CGSize(width: 300, height: CGFloat.infinity)).height
        XCTAssertGreaterThan(labelHeight, 0)
        XCTAssertEqual(bar.frame.height, labelHeight + 30, accuracy: 0.5)
        XCTAssertEqual(list.frame.minY, bar.frame.maxY, accuracy: 0.5)
        XCTAssertEqual(list.frame.maxY, 600, accuracy: 0.5)
    }
}
