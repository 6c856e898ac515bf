import ChatCanvas
import ChatManifest
import Foundation
import StreamChat
import StreamChatUI
import TestSupport
import UIKit
import XCTest

@testable import ChatShotKit

/// Polls, the ephemeral giphy, upload overlays and the long-press popup (issue 14).
final class MessageSurfacesTests: XCTestCase {
    static let transcripts = PackageRoot.examples.appendingPathComponent("transcripts")
    func path(_ name: String) -> String { Self.transcripts.appendingPathComponent(name).path }

    /// The message list of a transcript, laid out at 360 pt, with these components.
    func list(_ name: String, components: Components = Components()) throws -> ChatMessageListView {
        let transcript = try TranscriptLoader.load(path: path(name), currentUserId: nil)
        let channel = try XCTUnwrap(transcript.channel)
        let list = ChatMessageListView()
        list.appearance = Appearance()
        list.components = components
        list.setUpIfNeeded()
        let context = MessageListContext(
            channel: channel, currentUser: transcript.currentUser, now: Date(), timeZone: Shot.utc)
        list.content = .init(messages: channel.messages, context: context)
        list.frame = CGRect(x: 0, y: 0, width: 360, height: list.contentHeight(width: 360))
        list.layoutIfNeeded()
        return list
    }

    func injector<T: AttachmentViewInjector>(_ list: ChatMessageListView, _ id: String, as type: T.Type) throws -> T {
        let cell = try XCTUnwrap(list.cells.first { $0.messageContentView?.content?.id == id })
        return try XCTUnwrap(cell.messageContentView?.attachmentViewInjector as? T)
    }

    func count(_ canvas: ChatCanvas.Canvas, near rgb: (Int, Int, Int), tolerance: Int = 12) -> Int {
        let px = canvas.rgbaPixels()
        var n = 0
        for i in stride(from: 0, to: px.count, by: 4)
        where abs(Int(px[i]) - rgb.0) <= tolerance && abs(Int(px[i + 1]) - rgb.1) <= tolerance
            && abs(Int(px[i + 2]) - rgb.2) <= tolerance
        {
            n += 1
        }
        return n
    }

    // MARK: Polls

    func testPollIsDecodedWithoutAWarning() throws {
        let t = try TranscriptLoader.load(path: path("poll.json"), currentUserId: nil)
        XCTAssertFalse(t.warnings.contains { $0.contains("poll") }, "\(t.warnings)")
        let poll = try XCTUnwrap(t.channel?.messages.first?.poll)
        XCTAssertEqual(poll.name, "Which game do we play tonight?")
        XCTAssertEqual(poll.options.map(\.id), ["o1", "o2", "o3", "o4"])
        XCTAssertEqual(poll.voteCount(for: poll.options[0]), 3)
        XCTAssertTrue(poll.hasCurrentUserVoted(for: poll.options[0]))
        XCTAssertEqual(poll.options[0].latestVotes.first?.user?.imageURL?.path.hasSuffix("lando.svg"), true)
        XCTAssertEqual(poll.createdBy?.id, "han")
    }

    func testPollView() throws {
        let list = try list("poll.json")
        let open = try injector(list, "p1", as: PollAttachmentViewInjector.self).pollAttachmentView
        XCTAssertEqual(open.pollSubtitleLabel.text, "Select one or more")
        XCTAssertEqual(open.optionListView.itemViews.count, 4)
        let first = open.optionListView.itemViews[0]
        let second = open.optionListView.itemViews[1]
        XCTAssertTrue(first.voteCheckboxButton.isChecked)
        XCTAssertFalse(second.voteCheckboxButton.isChecked)
        XCTAssertEqual(first.votesCountLabel.text, "3")
        XCTAssertEqual(first.votesProgressView.progress, 1)
        XCTAssertEqual(second.votesProgressView.progress, 1.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(first.latestVotesAuthorsView.avatarViews.count, 2)
        XCTAssertFalse(open.endPollButton.isHidden, "the creator may end the poll")
        XCTAssertFalse(open.pollResultsButton.isHidden)
        // Everything stays inside the bubble.
        let bubble = try XCTUnwrap(list.cells[0].messageContentView?.bubbleView)
        for item in open.optionListView.itemViews {
            let f = bubble.convert(item.votesCountLabel.bounds, from: item.votesCountLabel)
            XCTAssertLessThanOrEqual(f.maxX, bubble.bounds.width)
        }
        let closed = try injector(list, "p3", as: PollAttachmentViewInjector.self).pollAttachmentView
        XCTAssertEqual(closed.pollSubtitleLabel.text, "Vote ended")
        XCTAssertTrue(closed.endPollButton.isHidden)
        XCTAssertTrue(closed.optionListView.itemViews.allSatisfy { $0.voteCheckboxButton.isHidden })
        XCTAssertTrue(closed.optionListView.itemViews[1].isOptionWinner)
        XCTAssertFalse(closed.optionListView.itemViews[0].isOptionWinner)
    }

    func testPollIsDrawn() throws {
        let canvas = try renderCanvas(Shot(transcript: path("poll.json"), screen: .messages))
        XCTAssertGreaterThan(
            count(canvas, near: (0x00, 0x5F, 0xFF)), 200, "the voted check and the votes bars in accentPrimary")
        XCTAssertGreaterThan(count(canvas, near: (0x00, 0xA4, 0x6E)), 100, "the winner's bar in accentSuccess")
    }

    func testManifestCustomizesThePoll() throws {
        let folder = try TemporaryFolder("poll")
        let manifest = folder.url("manifest.yaml")
        try "components:\n  pollAttachmentOptionListItemView:\n    votesProgressView: {tintColor: \"#FF0000\"}\n".write(
            to: manifest, atomically: true, encoding: .utf8)
        let before = try renderCanvas(Shot(transcript: path("poll.json"), screen: .messages))
        let after = try renderCanvas(
            Shot(transcript: path("poll.json"), look: .init(manifests: [manifest.path]), screen: .messages))
        XCTAssertEqual(count(before, near: (255, 0, 0)), 0)
        XCTAssertGreaterThan(count(after, near: (255, 0, 0)), 200)
    }

    final class TitledPollView: PollAttachmentView {
        override var subtitleText: String { "Vote now" }
    }

    func testSwiftSubclassCustomizesThePoll() throws {
        let components = Components()
        components.pollAttachmentView = TitledPollView.self
        let view = try injector(
            try list("poll.json", components: components), "p1", as: PollAttachmentViewInjector.self
        ).pollAttachmentView
        XCTAssertTrue(view is TitledPollView)
        XCTAssertEqual(view.pollSubtitleLabel.text, "Vote now")
    }

    // MARK: Giphy and uploads

    func testEphemeralGiphyHasItsActions() throws {
        let list = try list("giphy-ephemeral.json")
        let injector = try injector(list, "g2", as: GiphyAttachmentViewInjector.self)
        XCTAssertTrue(injector.giphyImageView.isHidden)
        let view = injector.interactiveAttachmentView
        XCTAssertEqual(view.actionButtons.map(\.titleLabel?.text), ["Send", "Shuffle", "Cancel"])
        let widths = view.actionButtons.map(\.frame.width)
        XCTAssertEqual(widths.max()! - widths.min()!, 0, accuracy: 0.01)
        XCTAssertEqual(view.actionButtons[0].frame.height, 48)
        XCTAssertEqual(view.preview.frame.width, view.preview.frame.height)
        XCTAssertEqual(list.cells[1].messageContentView?.onlyVisibleToYouLabel?.text, "Only visible to you")
    }

    func testUploadOverlays() throws {
        let list = try list("uploads.json")
        let gallery = try injector(list, "u2", as: GalleryAttachmentViewInjector.self).galleryView
        let overlays = gallery.previews.compactMap(\.uploadingOverlay)
        XCTAssertEqual(overlays.count, 2)
        XCTAssertEqual(overlays[0].uploadingProgressLabel.text, "40%")
        XCTAssertFalse(overlays[0].isHidden)
        XCTAssertTrue(overlays[0].actionButton.isHidden)
        XCTAssertEqual(overlays[1].uploadingProgressLabel.text, "Upload failed")
        XCTAssertFalse(overlays[1].actionButton.isHidden)
        XCTAssertEqual(overlays[0].frame.size, gallery.previews[0].bounds.size)
        let files = try injector(list, "u3", as: FilesAttachmentViewInjector.self).fileAttachmentView.itemViews
        XCTAssertEqual(files.map(\.fileSizeLabel.text), ["310 KB / 1.2 MB", "UPLOADING FAILED"])
        XCTAssertFalse(files[0].loadingIndicator.isHidden)
        XCTAssertFalse(files[1].actionIconImageView.isHidden)
    }

    // MARK: The long-press popup

    /// The SDK's item types of the actions, by name (`InlineReplyActionItem`, …).
    func actions(_ id: String, capabilities: Set<String>?? = .none, components: Components = Components()) throws
        -> [String]
    {
        let t = try TranscriptLoader.load(path: path("message-actions.json"), currentUserId: nil)
        var channel = try XCTUnwrap(t.channel)
        if case .some(let caps) = capabilities { channel.ownCapabilities = caps }
        let vc = ChatMessageActionsVC()
        vc.components = components
        vc.appearance = Appearance()
        vc.setUpIfNeeded()
        vc.content = .init(
            message: try XCTUnwrap(channel.messages.first { $0.id == id }), channel: channel, currentUser: t.currentUser
        )
        return vc.messageActions.map { String(describing: type(of: $0)) }
    }

    func testActionsAreDecidedTheSDKWay() throws {
        XCTAssertEqual(
            try actions("a3"),
            ["InlineReplyActionItem", "ThreadReplyActionItem", "CopyActionItem", "EditActionItem", "DeleteActionItem"])
        XCTAssertEqual(
            try actions("a2"),
            [
                "InlineReplyActionItem", "ThreadReplyActionItem", "MarkUnreadActionItem", "CopyActionItem",
                "FlagActionItem", "UnmuteUserActionItem"
            ])
        XCTAssertEqual(
            try actions("a1"),
            [
                "InlineReplyActionItem", "ThreadReplyActionItem", "MarkUnreadActionItem", "CopyActionItem",
                "FlagActionItem", "MuteUserActionItem"
            ])
        XCTAssertEqual(try actions("a4"), ["ResendActionItem", "EditActionItem", "DeleteActionItem"])
        XCTAssertEqual(try actions("a3", capabilities: ["send-reply"]), ["ThreadReplyActionItem", "CopyActionItem"])
        XCTAssertEqual(
            try actions("a3", capabilities: .some(nil)),
            ["InlineReplyActionItem", "ThreadReplyActionItem", "CopyActionItem", "EditActionItem", "DeleteActionItem"])
        let blocking = Components()
        blocking.isBlockingUsersEnabled = true
        XCTAssertEqual(try actions("a1", components: blocking).last, "BlockUserActionItem")
    }

    func testMessageActionsScreen() throws {
        let shot = Shot(transcript: path("message-actions.json"), screen: .messageActions, message: "a3")
        let canvas = try renderCanvas(shot)
        XCTAssertEqual(canvas.pixelHeight, 700)
        XCTAssertGreaterThan(
            count(canvas, near: (0xD9, 0x0D, 0x10), tolerance: 20), 50, "Delete Message in accentError")
        XCTAssertEqual(try renderPNG(shot), try renderPNG(shot))
    }

    /// The blurred screen under the popup is opaque up to its edges: the blur took the nothing past the picture's
    /// edges for transparent black, so the PNG faded out over its outer 20 pt (alpha 31 in the corners, 88 at the
    /// middle of each edge: a grey halo on a dark page). Both screens, light and dark.
    func testPopupScreensAreOpaqueToTheirEdges() throws {
        for screen in [Shot.Screen.messageActions, .reactionAuthors] {
            for style in [UIUserInterfaceStyle.light, .dark] {
                var shot = Shot(transcript: path("message-actions.json"), screen: screen, message: "a3")
                shot.display.style = style
                let canvas = try renderCanvas(shot)
                let px = canvas.rgbaPixels()
                let w = canvas.pixelWidth
                let h = canvas.pixelHeight
                var minAlpha = 255
                for y in [0, 1, 5, 10, h / 2, h - 1] {
                    for x in [0, 1, 5, 10, w / 2, w - 1] { minAlpha = min(minAlpha, Int(px[(y * w + x) * 4 + 3])) }
                }
                XCTAssertEqual(minAlpha, 255, "\(screen) \(style)")
            }
        }
    }

    func testReactionAuthorsScreen() throws {
        let t = try TranscriptLoader.load(path: path("message-actions.json"), currentUserId: nil)
        let message = try XCTUnwrap(t.channel?.messages.first { $0.id == "a3" })
        let content = ChatMessageReactionAuthorsVC.Content(message: message, currentUserId: "han")
        XCTAssertEqual(content.reactions.count, 9)
        XCTAssertEqual(content.totalReactionsCount, 9)
        let canvas = try renderCanvas(
            Shot(transcript: path("message-actions.json"), screen: .reactionAuthors, message: "a3"))
        XCTAssertEqual(canvas.pixelWidth, 360)
    }

    func testPopupLayout() throws {
        let t = try TranscriptLoader.load(path: path("message-actions.json"), currentUserId: nil)
        let channel = try XCTUnwrap(t.channel)
        let screen = ChatMessagePopupScreen()
        let pressed = try XCTUnwrap(channel.messages.first { $0.id == "a3" })
        OfflineChatStore(channels: [channel], currentUser: t.currentUser).performAsCurrent {
            let channelVC = ChatChannelVC()
            channelVC.channelController = ChatClient(config: ChatClientConfig(apiKey: APIKey("test")))
                .channelController(for: channel.cid)
            screen.screenVC = channelVC
            screen.appearance = Appearance()
            screen.components = Components()
            screen.setUpIfNeeded()
            let context = MessageListContext(
                channel: channel, currentUser: t.currentUser, now: Date(), timeZone: Shot.utc)
            screen.content = .init(message: pressed, context: context)
            screen.frame = CGRect(x: 0, y: 0, width: 360, height: 700)
            screen.layoutIfNeeded()
        }
        let popup = screen.popupVC
        let picker = try XCTUnwrap(popup.reactionsController)
        let message = try XCTUnwrap(popup.messageContentView)
        let actions = try XCTUnwrap(popup.actionsController)
        XCTAssertLessThan(picker.frame.maxY, message.frame.minY + 1)
        XCTAssertEqual(actions.frame.minY, message.frame.maxY + 8, accuracy: 0.01)
        XCTAssertEqual(actions.frame.width, 252)
        XCTAssertEqual(actions.frame.maxX, 360, accuracy: 0.01, "outgoing: trailing-aligned")
        XCTAssertLessThanOrEqual(actions.frame.maxY, 700 - 8 + 0.01)
        XCTAssertEqual(
            actions.actionControls.map(\.titleLabel.text),
            ["Reply", "Thread Reply", "Copy Message", "Edit Message", "Delete Message"])
        XCTAssertNil(message.reactionsBubbleView, "the picker replaces the reactions pill")
    }

    final class ShortActionsVC: ChatMessageActionsVC {
        override var messageActions: [ChatMessageActionItem] { [copyActionItem()] }
    }

    func testActionsCanBeCustomized() throws {
        let components = Components()
        components.messageActionsVC = ShortActionsVC.self
        let popup = ChatMessagePopupVC()
        popup.components = components
        popup.appearance = Appearance()
        popup.setUpIfNeeded()
        let t = try TranscriptLoader.load(path: path("message-actions.json"), currentUserId: nil)
        let channel = try XCTUnwrap(t.channel)
        popup.content = .init(
            message: channel.messages[2],
            context: .init(channel: channel, currentUser: t.currentUser, now: Date(), timeZone: Shot.utc),
            layoutOptions: [.bubble, .flipped, .text], messageViewFrame: CGRect(x: 0, y: 300, width: 360, height: 40))
        XCTAssertEqual((popup.actionsController as? ShortActionsVC)?.actionControls.count, 1)

        let folder = try TemporaryFolder("actions")
        let manifest = folder.url("manifest.yaml")
        try "components:\n  messageActionsVC:\n    messageActionsContainerStackView: {backgroundColor: \"#00FF00\"}\n"
            .write(to: manifest, atomically: true, encoding: .utf8)
        let canvas = try renderCanvas(
            Shot(
                transcript: path("message-actions.json"), look: .init(manifests: [manifest.path]),
                screen: .messageActions, message: "a3"))
        XCTAssertGreaterThan(count(canvas, near: (0, 255, 0)), 100, "the 1-pt lines between the actions")
    }

    func testMessageOptionIsValidated() throws {
        XCTAssertThrowsError(try Shot(transcript: "t.json", screen: .messageActions).validate()) {
            XCTAssertEqual(($0 as? ShotProblem)?.field, "message")
        }
        XCTAssertThrowsError(try Shot(transcript: "t.json", screen: .channel, message: "m1").validate()) {
            XCTAssertEqual(($0 as? ShotProblem)?.field, "message")
        }
        XCTAssertNoThrow(try Shot(transcript: "t.json", screen: .reactionAuthors, message: "m1").validate())
        XCTAssertThrowsError(
            try renderCanvas(Shot(transcript: path("message-actions.json"), screen: .messageActions, message: "a33"))
        ) {
            XCTAssertTrue(String(describing: $0).contains("a3"), "\($0)")
        }
    }
}
