import StreamChat
import StreamChatUI
import XCTest

@testable import ChatShotKit

/// The transcript's composer draft made into `ComposerVC.Content`.
final class ComposerContentBuilderTests: XCTestCase {
    /// The preview follows the text's first link unless the draft says `link_preview: false`.
    func testLinkPreviewFollowsTheFirstLinkUnlessTheDraftHidesIt() {
        let channel = ChatChannel(cid: "messaging:c")
        var draft = ComposerDraft(
            text: "Some link: https://github.com/GetStream/stream-chat-swift Another one: www.google.com")
        XCTAssertEqual(
            ComposerContentBuilder.content(from: draft, channel: channel).linkPreview?.url,
            "https://github.com/GetStream/stream-chat-swift")
        draft.showsLinkPreview = false
        let hidden = ComposerContentBuilder.content(from: draft, channel: channel)
        XCTAssertNil(hidden.linkPreview)
        XCTAssertEqual(hidden.text, draft.text, "the text (and so its highlighted links) is kept")
    }
}
