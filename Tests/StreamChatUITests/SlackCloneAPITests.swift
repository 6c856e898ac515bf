import Foundation
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

/// The SDK APIs the SDK's SlackClone sample reaches for: the typing suggester, `reactionsData`, an app's own
/// suggestion rows, the gallery's item spots and the message list's hit test.
final class SlackCloneAPITests: XCTestCase {
    func testTheTypingSuggesterFindsTheTextAfterTheSymbolBeforeTheCaret() {
        let suggester = TypingSuggester(
            options: TypingSuggestionOptions(symbol: ":", shouldTriggerOnlyAtStart: false, minimumRequiredCharacters: 2)
        )
        let textView = UITextView()
        textView.text = "nice :jo"
        let suggestion = suggester.typingSuggestion(in: textView)
        XCTAssertEqual(suggestion?.text, "jo")
        XCTAssertEqual(suggestion?.locationRange, NSRange(location: 6, length: 2))
        XCTAssertNil(suggester.typingSuggestion(in: "nice :j", caretLocation: 7), "fewer than 2 characters")
        XCTAssertNil(suggester.typingSuggestion(in: "a:joy", caretLocation: 5), "the symbol must follow a space")
        XCTAssertEqual(suggester.typingSuggestion(in: "a\n:joy", caretLocation: 6)?.text, "joy")
        let atStart = TypingSuggester(options: TypingSuggestionOptions(symbol: "/", shouldTriggerOnlyAtStart: true))
        XCTAssertEqual(atStart.typingSuggestion(in: "/gi", caretLocation: 3)?.text, "gi")
        XCTAssertNil(atStart.typingSuggestion(in: "hi /gi", caretLocation: 6))
    }

    func testReactionsDataListsEveryTypeWithScoresAndTheUsersChoice() {
        let message = ChatMessage(
            id: "m", author: Fixture.ann, createdAt: Date(timeIntervalSince1970: 0),
            reactionCounts: ["like": 2, "fire": 1], reactionScores: ["like": 2, "fire": 3],
            currentUserReactions: [ChatMessageReaction(type: "fire", author: Fixture.me)])
        let data = message.reactionsData.sorted { $0.type.rawValue < $1.type.rawValue }
        XCTAssertEqual(data.map(\.type.rawValue), ["fire", "like"], "types outside the default five are kept")
        XCTAssertEqual(data.map(\.score), [3, 2])
        XCTAssertEqual(data.map(\.count), [1, 2])
        XCTAssertEqual(data.map(\.isChosenByCurrentUser), [true, false])
    }

    final class EmojiCell: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(label)
            label.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: leadingAnchor),
                label.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
                label.heightAnchor.constraint(equalToConstant: 20)
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Emojis: NSObject, UICollectionViewDataSource {
        let emojis = ["😃 :happy:", "😂 :joy:"]
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            emojis.count
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "emoji", for: indexPath) as! EmojiCell
            cell.label.text = emojis[indexPath.item]
            return cell
        }
    }

    func testAnAppsDataSourceFillsTheSuggestionsPopup() {
        let composer = ComposerVC()
        composer.setUpIfNeeded()
        let suggestions = composer.suggestionsVC
        suggestions.setUpIfNeeded()
        suggestions.collectionView.register(EmojiCell.self, forCellWithReuseIdentifier: "emoji")
        XCTAssertTrue(suggestions.collectionView.collectionViewLayout is UICollectionViewFlowLayout)
        let source = Emojis()
        suggestions.dataSource = source
        suggestions.updateContentIfNeeded()
        var picked: Int?
        suggestions.didSelectItemAt = { picked = $0 }
        suggestions.didSelectItemAt?(1)
        XCTAssertEqual(picked, 1)
        let rows = suggestions.collectionView.stackView.arrangedSubviews.compactMap { $0 as? EmojiCell }
        XCTAssertEqual(rows.map { $0.label.text ?? "" }, ["😃 :happy:", "😂 :joy:"])
        XCTAssertTrue(composer.suggestionsVC.isHidden)
        composer.showSuggestions()
        XCTAssertFalse(composer.suggestionsVC.isHidden)
    }

    /// SlackClone's gallery: the spots in a row of squares.
    final class SpotsGalleryView: ChatMessageGalleryView {
        override func setUpLayout() {
            let stack = UIStackView(arrangedSubviews: itemSpots)
            stack.spacing = 10
            stack.distribution = .fillEqually
            embed(stack)
            for spot in itemSpots { spot.heightAnchor.constraint(equalTo: spot.widthAnchor).isActive = true }
        }
    }

    func testASubclassPuttingTheItemSpotsInItsLayoutGetsTheTilesInThem() {
        let gallery = SpotsGalleryView()
        gallery.sizingAspectRatio = nil
        gallery.content = [.init(image: nil), .init(image: nil)]
        gallery.setUpIfNeeded()
        XCTAssertEqual(gallery.itemSpots.count, 4)
        XCTAssertEqual(gallery.itemSpots.map(\.isHidden), [false, false, true, true])
        guard gallery.previews.count == 2 else { return XCTFail("no tiles") }
        XCTAssertTrue(gallery.previews[0].superview === gallery.itemSpots[0])
        XCTAssertTrue(gallery.previews[1].superview === gallery.itemSpots[1])
        let plain = ChatMessageGalleryView()
        plain.content = [.init(image: nil)]
        plain.setUpIfNeeded()
        XCTAssertTrue(plain.previews.first?.superview === plain, "the default layout frames its tiles itself")
        XCTAssertEqual(plain.sizeThatFits(CGSize(width: 264, height: CGFloat.infinity)).height, 200)
    }
}
