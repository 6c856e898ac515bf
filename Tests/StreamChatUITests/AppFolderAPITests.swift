import ChatCanvas
import Foundation
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

/// SDK API that public apps' customization folders use (docs/compatibility.md, "Public apps tried"): an app's own
/// long-press action, the composer's sending helpers, the animation helper, the modal presentation delegate, the
/// channel row's swipe view, typed attachments in an injector and the content view's channel.
final class AppFolderAPITests: XCTestCase {
    /// An app's own action type, as apps write it: a struct conforming to the SDK's protocol.
    struct DecryptActionItem: ChatMessageActionItem {
        var title: String
        let icon: UIImage
        let action: (ChatMessageActionItem) -> Void
    }

    final class DecryptingActionsVC: ChatMessageActionsVC {
        let lock = UIImage(systemName: "lock.open")!
        override var messageActions: [ChatMessageActionItem] {
            var actions = super.messageActions
            actions.append(DecryptActionItem(title: "Decrypt Message", icon: lock, action: { _ in }))
            return actions
        }
    }

    private func actionsVC(_ type: ChatMessageActionsVC.Type) -> ChatMessageActionsVC {
        let root = _View()
        root.appearance = Appearance()
        root.components = Components()
        root.setUpIfNeeded()
        let vc = type.init()
        root.addSubview(vc)
        let message = Fixture.message("m", Fixture.ann, at: 0)
        vc.content = .init(message: message, channel: Fixture.channel(), currentUser: Fixture.me)
        let height = vc.sizeThatFits(CGSize(width: 300, height: CGFloat.infinity)).height
        vc.frame = CGRect(x: 0, y: 0, width: 300, height: height)
        vc.layoutIfNeeded()
        return vc
    }

    /// The app's item is a row after the SDK's, with its title and icon.
    func testAnAppsOwnActionIsDrawnAsARow() throws {
        let plain = actionsVC(ChatMessageActionsVC.self)
        let vc = actionsVC(DecryptingActionsVC.self)
        XCTAssertEqual(vc.actionControls.count, plain.actionControls.count + 1)
        let row = try XCTUnwrap(vc.actionControls.last)
        XCTAssertEqual(row.titleLabel.text, "Decrypt Message")
        XCTAssertTrue(row.imageView.image === (vc as? DecryptingActionsVC)?.lock)
        XCTAssertEqual(vc.frame.height, plain.frame.height + 38, "one more 37-pt row, 1 pt apart")
        XCTAssertEqual(vc.message?.id, "m")
        XCTAssertEqual(vc.channel?.cid, Fixture.channel().cid)
        // The SDK's items keep their titles, icons and colours.
        XCTAssertEqual(plain.actionControls.first?.titleLabel.text, "Reply")
        XCTAssertTrue(
            plain.actionControls.first?.imageView.image === Appearance().images.messageActionInlineReply
                || plain.actionControls.first?.imageView.image == Appearance().images.messageActionInlineReply)
        XCTAssertTrue(DeleteActionItem(action: { _ in }).isDestructive)
        XCTAssertTrue(ResendActionItem(action: { _ in }).isPrimary)
        XCTAssertFalse(DecryptActionItem(title: "x", icon: UIImage(), action: { _ in }).isDestructive)
        XCTAssertEqual(UIImage().size, .zero)
    }

    func testAnimateEndsAtTheEndState() {
        let view = UIView()
        var finished: Bool?
        Animate({ view.alpha = 0.25 }, completion: { finished = $0 })
        XCTAssertEqual(view.alpha, 0.25)
        XCTAssertEqual(finished, true)
    }

    func testTheModalDelegateMakesTheSDKsPresentation() throws {
        let presented = UIViewController()
        let delegate = StreamModalTransitioningDelegate()
        let presentation = try XCTUnwrap(
            delegate.presentationController(forPresented: presented, presenting: nil, source: presented)
                as? StreamModalPresentationController)
        XCTAssertEqual(presentation.cornerRadius, 22)
        XCTAssertEqual(presentation.presentedViewHeightScale, 0.94)
        XCTAssertEqual(presentation.frameOfPresentedViewInContainerView, .zero, "no container: nothing presented")
        let navigation = UINavigationController(rootViewController: presented)
        navigation.transitioningDelegate = delegate
        XCTAssertTrue(navigation.transitioningDelegate === delegate)
    }

    final class NoActionsView: SwipeableView {}

    func testTheRowsSwipeViewComesFromComponentsAndIsNotDrawn() {
        let components = Components()
        components.channelActionsView = NoActionsView.self
        let cell = ChatChannelListCollectionViewCell()
        cell.components = components
        XCTAssertTrue(cell.swipeableView is NoActionsView)
        XCTAssertTrue(cell.swipeableView === cell.swipeableView, "made once")
        cell.swipeableView.delegate = nil
        XCTAssertNil(cell.swipeableView.superview, "a closed row shows no actions")
    }

    final class LinkInjector: AttachmentViewInjector {}

    func testAnInjectorReadsTypedAttachments() throws {
        let link = TranscriptAttachment(
            type: "linkPreview", title: "Stream", text: "Chat", imageURL: "https://s.io/i.png",
            ogURL: "https://getstream.io")
        let message = ChatMessage(
            id: "l", text: "https://getstream.io", author: Fixture.ann, createdAt: Fixture.t0, attachments: [link])
        let view = Fixture.contentView(options: [.bubble, .text], message: message)
        let injector = LinkInjector(view)
        let links = injector.attachments(payloadType: LinkAttachmentPayload.self)
        XCTAssertEqual(links.count, 1)
        XCTAssertEqual(links.first?.payload.originalURL, URL(string: "https://getstream.io"))
        XCTAssertTrue(injector.attachments(payloadType: ImageAttachmentPayload.self).isEmpty)
    }

    func testTheContentViewsChannelIsTheListsUnlessSet() {
        let channel = Fixture.channel(members: [Fixture.me, Fixture.bob])
        let view = Fixture.contentView(
            options: [.bubble, .text], message: Fixture.message("m", Fixture.ann, at: 0), channel: channel)
        XCTAssertEqual(view.channel?.members.map(\.id), ["me", "bob"])
        view.channel = Fixture.channel()
        XCTAssertEqual(view.channel?.members.map(\.id), ["me", "ann"])
    }

    func testTheComposerContentClearsAsTheSDKs() {
        var content = ComposerVC.Content(
            text: "/giphy cats", state: .edit, editingMessage: Fixture.message("e", Fixture.me, at: 0),
            threadMessage: Fixture.message("t", Fixture.ann, at: 0), command: ChannelConfig.Command(name: "giphy"),
            cooldownRemaining: 5)
        XCTAssertTrue(content.hasCommand)
        content.clear()
        XCTAssertEqual(content.text, "")
        XCTAssertEqual(content.state, .new)
        XCTAssertNil(content.editingMessage)
        XCTAssertFalse(content.hasCommand)
        XCTAssertEqual(content.threadMessage?.id, "t", "the thread stays")
        XCTAssertEqual(content.cooldownRemaining, 5, "the cooldown stays")
    }

    func testTheComposersCooldownTrackerReportsOnce() {
        let composer = ComposerVC()
        var reported: [Int] = []
        composer.cooldownTracker.onChange = { reported.append($0) }
        composer.cooldownTracker.start(with: 0)
        composer.cooldownTracker.start(with: 30)
        XCTAssertEqual(reported, [30], "a still picture does not count down")
        composer.createNewMessage(text: "inert without a channel")
        composer.editMessage(withId: "m", newText: "inert")
    }

    // MARK: The navigation items the screens' bars draw

    final class MyChatsVC: ChatChannelListVC {
        override func setUpAppearance() {
            super.setUpAppearance()
            title = "My chats"
            navigationItem.leftBarButtonItems = []
        }
    }

    private func listScreen(_ listVC: ChatChannelListVC) -> ChatChannelListScreen {
        let screen = ChatChannelListScreen()
        screen.listVC = listVC
        screen.appearance = Appearance()
        screen.components = Components()
        screen.setUpIfNeeded()
        screen.content = .init(
            channels: [Fixture.channel()], currentUser: Fixture.me, now: Fixture.t0,
            timeZone: TimeZone(identifier: "UTC")!)
        screen.frame = CGRect(x: 0, y: 0, width: 360, height: 300)
        screen.layoutIfNeeded()
        return screen
    }

    /// The channel list's bar shows the list controller's title, and no avatar once the app removed the leading
    /// item (the SDK puts the current user's avatar there).
    func testTheChannelListBarShowsTheControllersNavigationItem() {
        let plain = listScreen(ChatChannelListVC())
        XCTAssertEqual(plain.headerView.titleLabel.text, "Stream Chat")
        XCTAssertFalse(plain.headerView.currentUserAvatarView.isHidden)
        XCTAssertNotNil(plain.listVC.navigationItem.leftBarButtonItem?.customView as? CurrentChatUserAvatarView)
        let app = listScreen(MyChatsVC())
        XCTAssertEqual(app.headerView.titleLabel.text, "My chats")
        XCTAssertTrue(app.headerView.currentUserAvatarView.isHidden)
    }

    final class NoAvatarChannelVC: ChatChannelVC {
        override func setUpAppearance() {
            super.setUpAppearance()
            navigationItem.rightBarButtonItems = []
        }
    }

    /// The channel header draws the channel avatar while the controller's navigation item has its trailing item.
    func testTheChannelHeaderDropsTheAvatarWithTheTrailingItem() {
        let plain = VCFixture.channelScreen(Fixture.channel())
        XCTAssertNotNil(plain.headerView.content?.avatar)
        XCTAssertTrue(plain.navigationItem.rightBarButtonItem?.customView === plain.channelAvatarView)
        let components = Components()
        components.channelVC = NoAvatarChannelVC.self
        let app = VCFixture.channelScreen(Fixture.channel(), components: components)
        XCTAssertNil(app.headerView.content?.avatar, "no trailing item: no avatar in the bar")
        XCTAssertEqual(app.headerView.titleLabel.text, plain.headerView.titleLabel.text)
    }
}
