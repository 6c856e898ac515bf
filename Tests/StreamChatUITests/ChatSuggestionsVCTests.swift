import ChatCanvas
import Foundation
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

/// The guide's "Disabling the Suggestions" composer.
final class NoSuggestionsComposerVC: ComposerVC {
    override func typingMention(in textView: UITextView) -> (String, NSRange)? { nil }
    override func typingCommand(in textView: UITextView) -> String? { nil }
}

/// The guide's custom symbols.
final class SymbolComposerVC: ComposerVC {
    override var mentionSymbol: String { "👤" }
    override var commandSymbol: String { "⚡️" }
}

/// The guide's basic `ChatSuggestionsVC` customization.
final class CustomChatSuggestionsVC: ChatSuggestionsVC {
    override func setUpAppearance() {
        super.setUpAppearance()
        collectionView.layer.borderWidth = 1
        collectionView.layer.borderColor = appearance.colorPalette.borderCoreDefault
        collectionView.layer.cornerRadius = 10
        view.layer.shadowOpacity = 0.0
    }
}

final class ChatSuggestionsVCTests: XCTestCase {
    static let leia = ChatUser(id: "leia_organa", name: "Leia Organa", isOnline: true)
    static let lando = ChatUser(id: "lando", name: "Lando Calrissian")
    static let luke = ChatUser(id: "luke", name: "Luke Skywalker")
    let members = [Fixture.me, leia, lando, luke, Fixture.ann, Fixture.bob]
    let giphy = ChannelConfig.Command(name: "giphy", args: "[text]")
    let mute = ChannelConfig.Command(name: "mute", args: "[@username]")

    func makeComposer(
        text: String, commands: [ChannelConfig.Command] = [], type: ComposerVC.Type = ComposerVC.self,
        components: Components = Components(), width: Double = 360
    ) -> ComposerVC {
        let root = _View()
        root.appearance = Appearance()
        root.components = components
        root.setUpIfNeeded()
        let vc = type.init()
        root.addSubview(vc)
        var channel = Fixture.channel(members: members)
        channel.config.commands = commands
        vc.channel = channel
        vc.currentUserId = Fixture.me.id
        vc.content = .init(text: text)
        root.frame = CGRect(x: 0, y: 0, width: width, height: 400)
        let h = vc.sizeThatFits(CGSize(width: width, height: CGFloat.infinity)).height
        vc.frame = CGRect(x: 0, y: 400 - h, width: width, height: h)
        vc.layoutIfNeeded()
        return vc
    }

    func mentionNames(_ vc: ComposerVC) -> [String]? {
        guard !vc.suggestionsVC.isHidden, case .mentions(let users) = vc.suggestionsVC.content else { return nil }
        return users.map(\.id)
    }

    func commandNames(_ vc: ComposerVC) -> [String]? {
        guard !vc.suggestionsVC.isHidden, case .commands(let c) = vc.suggestionsVC.content else { return nil }
        return c.map(\.name)
    }

    func testTypingMentionDetection() {
        let vc = makeComposer(text: "")
        let tv = UITextView()
        tv.text = "Hello @Le"
        XCTAssertEqual(vc.typingMention(in: tv)?.0, "Le")
        XCTAssertEqual(vc.typingMention(in: tv)?.1, NSRange(location: 7, length: 2))
        tv.text = "@"
        XCTAssertEqual(vc.typingMention(in: tv)?.0, "")
        tv.text = "mail me@home"
        XCTAssertNil(vc.typingMention(in: tv))
        tv.text = "Hello @Leia and"
        XCTAssertNil(vc.typingMention(in: tv))
        tv.text = "/gi"
        XCTAssertEqual(vc.typingCommand(in: tv), "gi")
        tv.text = "/giphy cats"
        XCTAssertNil(vc.typingCommand(in: tv))
        tv.text = "say /gi"
        XCTAssertNil(vc.typingCommand(in: tv))
    }

    func testMentionFiltering() {
        // Name or id, case-insensitive, the current user left out; closest first (edit distance to the id or the
        // name), equal distances by id, as the SDK's `searchUsers` sorts them ("luke" and "ann" are both 3 from "l").
        XCTAssertEqual(mentionNames(makeComposer(text: "Hi @l")), ["ann", "luke", "lando", "leia_organa"])
        XCTAssertEqual(mentionNames(makeComposer(text: "Hi @LEIA")), ["leia_organa"])
        XCTAssertEqual(mentionNames(makeComposer(text: "Hi @stone")), ["bob"])
        XCTAssertNil(mentionNames(makeComposer(text: "Hi @me")))
        XCTAssertNil(mentionNames(makeComposer(text: "Hi @zzz")))
        XCTAssertEqual(mentionNames(makeComposer(text: "@"))?.count, 5)
    }

    /// The SDK's `searchUsers` on the suggestions transcript's members (Mr Vader, then Yoda): a bare "@" is the
    /// empty text, 4 edits from "yoda" and 5 from "vader", so Yoda comes first, as in an app on the SDK (its
    /// `ChatSuggestionsVC_Tests` pictures list Mr Vader first because the test hands the list to the data source
    /// as it is). Equal distances go by id, whatever the member order; the distance is to the name as written.
    func testMentionOrderIsTheSDKsSearchUsersOrder() {
        let vader = ChatUser(id: "vader", name: "Mr Vader")
        let yoda = ChatUser(id: "yoda", name: "Yoda")
        let vc = ComposerVC()
        vc.currentUserId = Fixture.me.id
        vc.channel = Fixture.channel(members: [Fixture.me, vader, yoda])
        XCTAssertEqual(vc.mentionCandidates(for: "").map(\.id), ["yoda", "vader"])
        XCTAssertEqual(vc.mentionCandidates(for: "Vad").map(\.id), ["vader"])
        XCTAssertEqual(vc.mentionCandidates(for: "d").map(\.id), ["yoda", "vader"])
        let anne = ChatUser(id: "anne", name: nil)
        let anna = ChatUser(id: "anna", name: nil)
        vc.channel = Fixture.channel(members: [Fixture.me, anne, anna, anne])
        XCTAssertEqual(vc.mentionCandidates(for: "ann").map(\.id), ["anna", "anne"], "a tie goes by id, once each")
        let eve = ChatUser(id: "u1", name: "Ève")
        let eva = ChatUser(id: "u2", name: "Evan")
        vc.channel = Fixture.channel(members: [Fixture.me, eve, eva])
        // The typed text and the names are compared with case and accents folded: "Ève" holds "eve", "Evan" not.
        XCTAssertEqual(vc.mentionCandidates(for: "eve").map(\.id), ["u1"])
        XCTAssertEqual(vc.mentionCandidates(for: "ev").map(\.id), ["u1", "u2"])
    }

    func testCommandFiltering() {
        XCTAssertEqual(commandNames(makeComposer(text: "/", commands: [giphy, mute])), ["giphy", "mute"])
        XCTAssertEqual(commandNames(makeComposer(text: "/GI", commands: [giphy, mute])), ["giphy"])
        XCTAssertNil(commandNames(makeComposer(text: "/x", commands: [giphy, mute])))
        XCTAssertNil(commandNames(makeComposer(text: "/", commands: [])))
    }

    func testMentionPopupGeometry() {
        let vc = makeComposer(text: "Hello @Lei")
        XCTAssertEqual(mentionNames(vc), ["leia_organa"])
        let popup = vc.suggestionsVC
        XCTAssertEqual(popup.frame, CGRect(x: 8, y: -8 - 56, width: 344, height: 56))
        let cell = popup.collectionView.stackView.arrangedSubviews[0] as! ChatMentionSuggestionView
        XCTAssertEqual(cell.frame.height, 56)
        XCTAssertEqual(
            cell.convert(cell.avatarView.bounds, from: cell.avatarView), CGRect(x: 8, y: 8, width: 40, height: 40))
        XCTAssertEqual(cell.usernameLabel.text, "Leia Organa")
        XCTAssertEqual(cell.usernameTagLabel.text, "@leia_organa")
        XCTAssertEqual(cell.avatarView.content?.isOnline, true)
        XCTAssertTrue(cell.avatarView.isOnlineIndicatorEnabled)
        let icon = cell.convert(cell.mentionSymbolImageView.bounds, from: cell.mentionSymbolImageView)
        XCTAssertEqual(icon.maxX, 336, accuracy: 0.5)
        XCTAssertEqual(popup.layer.shadowOpacity, 1)
        XCTAssertEqual(popup.layer.shadowRadius, 8)
        XCTAssertEqual(popup.collectionView.layer.cornerRadius, 10)
        // The popup takes no space in the composer.
        XCTAssertEqual(vc.frame.height, 56)
    }

    func testAtMostFourRows() {
        let vc = makeComposer(text: "@")
        XCTAssertEqual(vc.suggestionsVC.frame.height, 4 * 56)
        let commands = (1...6).map { ChannelConfig.Command(name: "cmd\($0)") }
        let c = makeComposer(text: "/", commands: commands)
        XCTAssertEqual(c.suggestionsVC.frame.height, 4 * 40)
    }

    func testCommandPopupGeometry() {
        let vc = makeComposer(text: "/", commands: [giphy])
        let stack = vc.suggestionsVC.collectionView.stackView
        let header = stack.arrangedSubviews[0] as! ChatSuggestionsHeaderView
        XCTAssertEqual(header.frame.height, 40)
        XCTAssertEqual(header.headerLabel.text, "Instant Commands")
        XCTAssertEqual(header.convert(header.headerLabel.bounds, from: header.headerLabel).minX, 32, accuracy: 0.5)
        let row = stack.arrangedSubviews[1] as! ChatCommandSuggestionView
        XCTAssertEqual(row.frame.height, 40)
        XCTAssertEqual(row.commandNameLabel.text, "Giphy")
        XCTAssertEqual(row.commandNameSubtitleLabel.text, "/giphy [text]")
        XCTAssertEqual(
            row.convert(row.commandImageView.bounds, from: row.commandImageView),
            CGRect(x: 8, y: 8, width: 24, height: 24))
        XCTAssertEqual(vc.suggestionsVC.frame, CGRect(x: 8, y: -8 - 80, width: 344, height: 80))
    }

    func testDisablingAndSymbols() {
        XCTAssertTrue(
            makeComposer(text: "Hi @l", commands: [giphy], type: NoSuggestionsComposerVC.self).suggestionsVC.isHidden)
        XCTAssertTrue(
            makeComposer(text: "/", commands: [giphy], type: NoSuggestionsComposerVC.self).suggestionsVC.isHidden)
        XCTAssertEqual(mentionNames(makeComposer(text: "Hi 👤lu", type: SymbolComposerVC.self)), ["luke"])
        XCTAssertNil(mentionNames(makeComposer(text: "Hi @lu", type: SymbolComposerVC.self)))
        XCTAssertEqual(commandNames(makeComposer(text: "⚡️", commands: [giphy], type: SymbolComposerVC.self)), ["giphy"])
        // An active command pill stops command suggestions.
        let vc = makeComposer(text: "", commands: [giphy])
        vc.content = .init(text: "/", command: giphy)
        XCTAssertTrue(vc.suggestionsVC.isHidden)
    }

    func testCustomSuggestionsVCFromComponents() {
        let components = Components()
        components.suggestionsVC = CustomChatSuggestionsVC.self
        let vc = makeComposer(text: "@", components: components)
        XCTAssertTrue(vc.suggestionsVC is CustomChatSuggestionsVC)
        XCTAssertEqual(vc.suggestionsVC.layer.shadowOpacity, 0)
        XCTAssertEqual(vc.suggestionsVC.collectionView.layer.borderWidth, 1)
    }
}
