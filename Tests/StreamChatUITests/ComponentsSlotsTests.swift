import Foundation
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

/// The SDK's `Components` slots that chatshot's views make their parts from: an app's subclass registered in a slot
/// is the view in the drawn tree.
final class ComponentsSlotsTests: XCTestCase {
    // MARK: Helpers

    /// Whether `view` is `root` or below it, and shown (neither it nor a superview up to `root` hidden).
    private func isDrawn(_ view: UIView, in root: UIView) -> Bool {
        var current: UIView? = view
        while let v = current {
            if v.isHidden { return false }
            if v === root { return true }
            current = v.superview
        }
        return false
    }

    /// A message's content view laid out with `components`, the injector the catalog picks, at 360 pt.
    private func messageView(
        _ m: ChatMessage, components: Components, options: ChatMessageLayoutOptions? = nil
    ) -> ChatMessageContentView {
        let root = _View()
        root.appearance = Appearance()
        components.imageLoader = StubImageLoader()
        root.components = components
        root.setUpIfNeeded()
        let view = components.messageContentView.init()
        let channel = Fixture.channel(messages: [m])
        view.context = MessageListContext(
            channel: channel, currentUser: Fixture.me, now: Fixture.t0, timeZone: TimeZone(identifier: "UTC")!)
        view.attachmentViewInjectorType = components.attachmentViewCatalog.attachmentViewInjectorClassFor(
            message: m, components: components)
        root.addSubview(view)
        view.setUpLayoutIfNeeded(options: options ?? Fixture.options([m], channel: channel)[0])
        view.content = m
        let size = view.sizeThatFits(CGSize(width: 360, height: CGFloat.infinity))
        view.frame = CGRect(x: 0, y: 0, width: 360, height: size.height)
        view.layoutIfNeeded()
        return view
    }

    private func channelScreen(_ components: Components, scrolling: Bool = false) -> ChatChannelVC {
        let messages = [Fixture.message("m1", Fixture.ann, at: 0, text: "Hi"), Fixture.message("m2", Fixture.me, at: 5)]
        return VCFixture.channelScreen(
            Fixture.channel(messages: messages), components: components, scrolling: scrolling)
    }

    // MARK: Composer

    func testSendButton() {
        final class AppSendButton: SendButton {}
        let components = Components()
        components.sendButton = AppSendButton.self
        let vc = channelScreen(components)
        let button = vc.messageComposerVC.composerView.sendButton
        XCTAssertTrue(button is AppSendButton)
        XCTAssertTrue(isDrawn(button, in: vc))
        XCTAssertEqual(button.image(for: .normal), vc.appearance.images.sendArrow, "SendButton sets its own image")
    }

    func testAttachmentButton() {
        final class AppAttachmentButton: AttachmentButton {
            override func setUpAppearance() {
                super.setUpAppearance()
                setImage(appearance.images.camera, for: .normal)
            }
        }
        let components = Components()
        components.attachmentButton = AppAttachmentButton.self
        let vc = channelScreen(components)
        let button = vc.messageComposerVC.composerView.attachmentButton
        XCTAssertTrue(button is AppAttachmentButton)
        XCTAssertTrue(isDrawn(button, in: vc))
        XCTAssertEqual(button.image(for: .normal), vc.appearance.images.camera, "the subclass's image stays")
    }

    func testCommandsButton() {
        final class AppCommandButton: CommandButton {}
        let components = Components()
        components.commandsButton = AppCommandButton.self
        let vc = channelScreen(components)
        XCTAssertTrue(vc.messageComposerVC.composerView.commandsButton is AppCommandButton)
        XCTAssertTrue(isDrawn(vc.messageComposerVC.composerView.commandsButton, in: vc))
    }

    func testShrinkInputAndConfirmButtons() {
        final class AppShrink: ShrinkInputButton {}
        final class AppConfirm: ConfirmButton {}
        let components = Components()
        components.shrinkInputButton = AppShrink.self
        components.confirmButton = AppConfirm.self
        let vc = channelScreen(components)
        let composer = vc.messageComposerVC.composerView
        XCTAssertTrue(composer.shrinkInputButton is AppShrink)
        XCTAssertTrue(composer.confirmButton is AppConfirm)
        XCTAssertTrue(composer.confirmButton.isDescendant(of: composer))
        // Typing shows the shrink button in place of the attachment and command buttons.
        vc.messageComposerVC.content = .init(text: "Typing")
        vc.layoutIfNeeded()
        XCTAssertTrue(isDrawn(composer.shrinkInputButton, in: vc))
    }

    func testCloseButtonOfTheComposerHeader() {
        final class AppClose: CloseButton {}
        let components = Components()
        components.closeButton = AppClose.self
        let vc = channelScreen(components)
        let editing = Fixture.message("m2", Fixture.me, at: 5)
        vc.messageComposerVC.content = .init(text: "Hello", state: .edit, editingMessage: editing)
        vc.layoutIfNeeded()
        let close = vc.messageComposerVC.composerView.dismissButton
        XCTAssertTrue(close is AppClose)
        XCTAssertTrue(isDrawn(close, in: vc))
    }

    func testAButtonClassThatIsNotAStreamButtonDrawsTheDefault() {
        final class PlainButton: UIButton {}
        let components = Components()
        components.sendButton = PlainButton.self
        let vc = channelScreen(components)
        XCTAssertTrue(type(of: vc.messageComposerVC.composerView.sendButton) == SendButton.self)
    }

    func testInputMessageViewAndCommandLabelView() {
        final class AppInput: InputChatMessageView {}
        final class AppCommandLabel: CommandLabelView {}
        let components = Components()
        components.inputMessageView = AppInput.self
        components.commandLabelView = AppCommandLabel.self
        let vc = channelScreen(components)
        vc.messageComposerVC.content = .init(text: "", command: ChannelConfig.Command(name: "giphy"))
        vc.layoutIfNeeded()
        let input = vc.messageComposerVC.composerView.inputMessageView
        XCTAssertTrue(input is AppInput)
        XCTAssertTrue(isDrawn(input, in: vc))
        XCTAssertTrue(input.commandLabelView is AppCommandLabel)
        XCTAssertTrue(isDrawn(input.commandLabelView, in: vc))
    }

    func testCheckmarkControl() {
        final class AppCheckbox: CheckboxControl {}
        let components = Components()
        components.checkmarkControl = AppCheckbox.self
        let vc = channelScreen(components)
        let checkbox = vc.messageComposerVC.composerView.checkboxControl
        XCTAssertTrue(checkbox is AppCheckbox)
        XCTAssertTrue(checkbox.isDescendant(of: vc.messageComposerVC.composerView))
    }

    func testComposerAttachmentsVCAndImagePreview() {
        final class AppAttachments: AttachmentsPreviewVC {}
        final class AppImagePreview: ImageAttachmentComposerPreview {}
        let components = Components()
        components.messageComposerAttachmentsVC = AppAttachments.self
        components.imageAttachmentComposerPreview = AppImagePreview.self
        let vc = channelScreen(components)
        vc.messageComposerVC.content = .init(attachments: [
            AnyAttachmentPayload(
                transcriptAttachment: TranscriptAttachment(
                    type: "image", title: "yoda.png", assetURL: "/nowhere/yoda.png"))
        ])
        vc.layoutIfNeeded()
        let attachments = vc.messageComposerVC.attachmentsVC
        XCTAssertTrue(attachments is AppAttachments)
        XCTAssertTrue(isDrawn(attachments, in: vc))
        let tile = attachments.horizontalStackView.arrangedSubviews.first
        XCTAssertTrue(tile is AppImagePreview)
        XCTAssertTrue(tile.map { isDrawn($0, in: vc) } ?? false)
    }

    func testSuggestionsCollectionAndHeaderViews() {
        final class AppCollection: ChatSuggestionsCollectionView {}
        final class AppHeader: ChatSuggestionsHeaderView {}
        let components = Components()
        components.suggestionsCollectionView = AppCollection.self
        components.suggestionsHeaderView = AppHeader.self
        let vc = VCFixture.loaded(ChatSuggestionsVC(), components: components)
        XCTAssertTrue(vc.collectionView is AppCollection)
        XCTAssertTrue(vc.headerView is AppHeader)
        XCTAssertTrue(vc.collectionView.isDescendant(of: vc))
    }

    // MARK: Message list

    func testTypingIndicatorAndItsAnimationView() {
        final class AppTyping: TypingIndicatorView {}
        final class AppDots: TypingAnimationView {}
        let components = Components()
        components.typingIndicatorView = AppTyping.self
        components.typingAnimationView = AppDots.self
        let vc = channelScreen(components)
        let list = vc.messageListVC
        list.showTypingIndicator(typingUsers: [Fixture.ann])
        vc.layoutIfNeeded()
        XCTAssertTrue(list.typingIndicatorView is AppTyping)
        XCTAssertTrue(list.typingIndicatorView.typingAnimationView is AppDots)
        XCTAssertTrue(isDrawn(list.typingIndicatorView.typingAnimationView, in: vc))
    }

    func testMessageListViewAndScrollOverlay() {
        final class AppList: ChatMessageListView {}
        final class AppOverlay: ChatMessageListScrollOverlayView {}
        let components = Components()
        components.messageListView = AppList.self
        components.messageListScrollOverlayView = AppOverlay.self
        let vc = channelScreen(components, scrolling: true)
        XCTAssertTrue(vc.messageListVC.listView is AppList)
        XCTAssertTrue(isDrawn(vc.messageListVC.listView, in: vc))
        XCTAssertEqual(vc.messageListVC.listView.visibleCells.count, 2, "the subclass lists the messages")
        XCTAssertTrue(vc.messageListVC.dateOverlayView is AppOverlay)
        XCTAssertTrue(vc.messageListVC.dateOverlayView.isDescendant(of: vc))
    }

    func testMessageDeliveryStatusView() {
        final class AppStatus: ChatMessageDeliveryStatusView {}
        let components = Components()
        components.messageDeliveryStatusView = AppStatus.self
        let m = Fixture.message("1", Fixture.me, at: 0)
        m.localState = nil
        let view = messageView(
            m, components: components, options: [.bubble, .flipped, .timestamp, .deliveryStatusIndicator])
        let status = try? XCTUnwrap(view.deliveryStatusView)
        XCTAssertTrue(status is AppStatus)
        XCTAssertTrue(status.map { isDrawn($0, in: view) } ?? false)
    }

    func testMessageReactionsBubbleView() {
        final class AppBubble: ChatReactionsBubbleView {}
        let components = Components()
        components.messageReactionsBubbleView = AppBubble.self
        let m = Fixture.message("1", Fixture.ann, at: 0)
        m.reactionScores = ["love": 1]
        m.reactionCounts = ["love": 1]
        let view = messageView(m, components: components, options: [.avatar, .bubble, .timestamp, .reactions])
        let bubble = view.reactionsBubbleView
        XCTAssertTrue(bubble is AppBubble)
        XCTAssertTrue(bubble.map { isDrawn($0, in: view) } ?? false)
    }

    func testGiphyBadgeView() {
        final class AppBadge: ChatMessageGiphyBadgeView {}
        let components = Components()
        components.giphyBadgeView = AppBadge.self
        let m = Fixture.message("1", Fixture.ann, at: 0, text: "")
        m.attachments = [TranscriptAttachment(type: "giphy", title: "hello", thumbURL: "img1.png")]
        let view = messageView(m, components: components)
        let giphy = try? XCTUnwrap((view.attachmentViewInjector as? GiphyAttachmentViewInjector)?.giphyImageView)
        XCTAssertTrue(giphy?.badgeView is AppBadge)
        XCTAssertTrue(giphy.map { isDrawn($0.badgeView, in: view) } ?? false)
    }

    func testFileAttachmentView() {
        final class AppFileRow: ChatMessageFileAttachmentItemView {}
        let components = Components()
        components.fileAttachmentView = AppFileRow.self
        let m = Fixture.message("1", Fixture.ann, at: 0, text: "")
        m.attachments = [AttachmentFixture.file("plans.pdf")]
        let view = messageView(m, components: components)
        let rows = (view.attachmentViewInjector as? FilesAttachmentViewInjector)?.fileAttachmentView.itemViews ?? []
        XCTAssertEqual(rows.count, 1)
        XCTAssertTrue(rows.allSatisfy { $0 is AppFileRow && isDrawn($0, in: view) })
    }

    func testVoiceRecordingAttachmentView() {
        final class AppVoiceRow: ChatMessageVoiceRecordingItemView {}
        let components = Components()
        components.voiceRecordingAttachmentView = AppVoiceRow.self
        components.isVoiceRecordingEnabled = true
        let m = Fixture.message("1", Fixture.ann, at: 0, text: "")
        m.attachments = [
            TranscriptAttachment(
                type: "voiceRecording", title: "rec.aac", fileSize: 42_000, duration: 7.4, waveformData: [0, 1])
        ]
        let view = messageView(m, components: components)
        let row = view.allSubviewsDepthFirst().first { $0 is ChatMessageVoiceRecordingItemView }
        XCTAssertTrue(row is AppVoiceRow)
        XCTAssertTrue(row.map { isDrawn($0, in: view) } ?? false)
    }

    func testLinkPreviewView() {
        final class AppLink: ChatMessageLinkPreviewView {}
        let components = Components()
        components.linkPreviewView = AppLink.self
        let m = Fixture.message("1", Fixture.ann, at: 0, text: "https://x.io")
        m.attachments = [TranscriptAttachment(type: "linkPreview", title: "Title", text: "Body", ogURL: "https://x.io")]
        let view = messageView(m, components: components)
        let link = (view.attachmentViewInjector as? LinkAttachmentViewInjector)?.linkPreviewView
        XCTAssertTrue(link is AppLink)
        XCTAssertTrue(link.map { isDrawn($0, in: view) } ?? false)
    }

    func testGalleryView() {
        final class AppGallery: ChatMessageGalleryView {}
        let components = Components()
        components.galleryView = AppGallery.self
        let m = Fixture.message("1", Fixture.ann, at: 0, text: "")
        m.attachments = [AttachmentFixture.image(1), AttachmentFixture.image(2)]
        let view = messageView(m, components: components)
        let gallery = (view.attachmentViewInjector as? GalleryAttachmentViewInjector)?.galleryView
        XCTAssertTrue(gallery is AppGallery)
        XCTAssertTrue(gallery.map { isDrawn($0, in: view) } ?? false)
    }

    func testLoadingIndicatorOfTheUploadOverlay() {
        final class AppSpinner: ChatLoadingIndicator {}
        let components = Components()
        components.loadingIndicator = AppSpinner.self
        let root = _View()
        root.appearance = Appearance()
        root.components = components
        root.setUpIfNeeded()
        let overlay = components.uploadingOverlayView.init()
        root.addSubview(overlay)
        XCTAssertTrue(overlay.loadingIndicator is AppSpinner)
        XCTAssertTrue(overlay.loadingIndicator.isDescendant(of: root))
    }

    // MARK: Channel list

    func testChannelListEmptyView() {
        final class AppEmpty: ChatChannelListEmptyView {}
        VCFixture.store().performAsCurrent {
            let components = Components()
            components.isChatChannelListStatesEnabled = true
            components.channelListEmptyView = AppEmpty.self
            let empty = ChannelListQuery(filter: .equal(.cid, to: ChannelId(type: .messaging, id: "none")))
            let vc = ChatChannelListVC.make(with: VCFixture.client.channelListController(query: empty))
            _ = VCFixture.loaded(vc, components: components)
            XCTAssertTrue(vc.emptyView is AppEmpty)
            XCTAssertTrue(isDrawn(vc.emptyView, in: vc))
        }
    }

    func testChannelListItemDeliveryStatusView() {
        final class AppStatus: ChatMessageDeliveryStatusView {}
        let components = Components()
        components.messageDeliveryStatusView = AppStatus.self
        let root = _View()
        root.appearance = Appearance()
        root.components = components
        root.setUpIfNeeded()
        let item = ChatChannelListItemView()
        root.addSubview(item)
        XCTAssertTrue(item.previewMessageDeliveryStatusView is AppStatus)
    }

    // MARK: Presence avatar

    /// A channel avatar of a direct message with an online member, 48 pt, set up with `components`.
    private func onlineChannelAvatar(_ components: Components) -> ChatChannelAvatarView {
        var ann = Fixture.ann
        ann.isOnline = true
        let root = _View(frame: CGRect(x: 0, y: 0, width: 48, height: 48))
        root.appearance = Appearance()
        root.components = components
        root.setUpIfNeeded()
        let avatar = ChatChannelAvatarView()
        root.addSubview(avatar)
        avatar.content = (channel: Fixture.channel(members: [Fixture.me, ann]), currentUserId: Fixture.me.id)
        avatar.frame = root.bounds
        avatar.layoutIfNeeded()
        return avatar
    }

    func testPresenceAvatarViewHasTheSDKsStructure() {
        final class AppPresence: ChatPresenceAvatarView {}
        let components = Components()
        components.presenceAvatarView = AppPresence.self
        let avatar = onlineChannelAvatar(components)
        let presence = avatar.presenceAvatarView
        XCTAssertTrue(presence is AppPresence)
        XCTAssertTrue(isDrawn(presence, in: avatar))
        // The SDK's path to the image view, as apps write it.
        let imageView: UIImageView = presence.avatarView.imageView
        XCTAssertTrue(isDrawn(imageView, in: avatar))
        XCTAssertEqual(presence.avatarView.frame, CGRect(x: 0, y: 0, width: 48, height: 48))
        XCTAssertTrue(presence.isOnlineIndicatorVisible)
        XCTAssertTrue(presence.onlineIndicatorView is OnlineIndicatorView)
        XCTAssertTrue(presence.onlineIndicatorView.isHidden, "the avatar draws the default dot itself")
    }

    func testOnlineIndicatorView() throws {
        final class RedDot: OnlineIndicatorView {
            override func setUpAppearance() {
                super.setUpAppearance()
                backgroundColor = .red
            }
        }
        let components = Components()
        components.onlineIndicatorView = RedDot.self
        let avatar = onlineChannelAvatar(components)
        let dot = avatar.presenceAvatarView.onlineIndicatorView
        XCTAssertTrue(dot is RedDot)
        XCTAssertTrue(isDrawn(dot, in: avatar))
        XCTAssertEqual(dot.frame.width, 48 * 0.2, accuracy: 0.01)
        let read = try MessageViewFixture.pixels(of: avatar)
        let centre = read(Int(dot.frame.midX), Int(dot.frame.midY))
        XCTAssertGreaterThan(centre[0], 200, "the app's dot is drawn")
        XCTAssertLessThan(centre[1], 60)
        let standard = try MessageViewFixture.pixels(of: onlineChannelAvatar(Components()))
        let green = standard(Int(dot.frame.midX), Int(dot.frame.midY))
        XCTAssertGreaterThan(green[1], green[0], "the default dot is the avatar's green one")
    }
}

extension UIView {
    /// This view's subviews, depth first.
    fileprivate func allSubviewsDepthFirst() -> [UIView] {
        subviews.flatMap { [$0] + $0.allSubviewsDepthFirst() }
    }
}
