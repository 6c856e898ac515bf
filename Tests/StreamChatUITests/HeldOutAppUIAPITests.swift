import ChatCanvas
import Foundation
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

/// StreamChatUI API that public apps' customizations use (docs/compatibility.md, "Public apps tried"): the header as
/// a channel controller delegate, the avatar's loading hooks, the quote's attachment preview hook, the localization
/// provider, and smaller members the SDK declares.
final class HeldOutAppUIAPITests: XCTestCase {
    private let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("offline")))

    private func root() -> _View {
        let root = _View(frame: CGRect(x: 0, y: 0, width: 360, height: 200))
        root.appearance = Appearance()
        root.components = Components()
        root.setUpIfNeeded()
        return root
    }

    /// An app's header that shows "typing..." while someone else types, as apps write it.
    final class TypingHeaderView: ChatChannelHeaderView {
        var typingUsers = Set<ChatUser>()
        override func channelController(
            _ channelController: ChatChannelController, didChangeTypingUsers typingUsers: Set<ChatUser>
        ) {
            self.typingUsers = typingUsers.filter { $0.id != currentUserId }
            updateContentIfNeeded()
        }
        override var subtitleText: String? { typingUsers.isEmpty ? super.subtitleText : "typing..." }
    }

    /// The header hears of the channel's typing users when its controller is set, and draws what its override says.
    func testTheHeaderIsToldOfTheTypingUsersAndDrawsTheOverride() {
        var channel = Fixture.channel(members: [Fixture.me, Fixture.ann, Fixture.bob])
        channel.typingUsers = [Fixture.ann]
        let store = OfflineChatStore(channels: [channel], currentUser: Fixture.me)
        let root = root()
        let header = TypingHeaderView()
        root.addSubview(header)
        store.performAsCurrent {
            header.channelController = client.channelController(for: channel.cid)
        }
        XCTAssertEqual(header.typingUsers.map(\.id), ["ann"])
        XCTAssertEqual(header.subtitleLabel.text, "typing...")
        // Without typing users the SDK's subtitle stays.
        channel.typingUsers = []
        let quiet = TypingHeaderView()
        root.addSubview(quiet)
        OfflineChatStore(channels: [channel], currentUser: Fixture.me).performAsCurrent {
            quiet.channelController = client.channelController(for: channel.cid)
        }
        XCTAssertTrue(quiet.typingUsers.isEmpty)
        XCTAssertEqual(quiet.subtitleLabel.text, "3 members, 0 online")
        // The header is a ChatChannelControllerDelegate, as in the SDK.
        let delegate: ChatChannelControllerDelegate = quiet
        XCTAssertNotNil(delegate)
    }

    /// An app's avatar that shows its own image for channels without one, through the SDK's hooks.
    final class HashAvatarView: ChatChannelAvatarView {
        static let hash = UIImage(systemName: "number")!
        override func loadAvatar(for channel: ChatChannel) {
            if channel.imageURL != nil { return super.loadAvatar(for: channel) }
            loadIntoAvatarImageView(from: nil, placeholder: Self.hash)
        }
    }

    func testTheChannelAvatarLoadsThroughLoadAvatar() {
        let root = root()
        let avatar = HashAvatarView()
        root.addSubview(avatar)
        avatar.content = (Fixture.channel(members: [Fixture.me, Fixture.ann, Fixture.bob]), Fixture.me.id)
        XCTAssertTrue(avatar.presenceAvatarView.avatarView.content?.image === HashAvatarView.hash)
        XCTAssertTrue(avatar.mergedAvatarView.isHidden)
        // The default avatar is unchanged: a group without images shows the placeholder.
        let plain = ChatChannelAvatarView()
        root.addSubview(plain)
        plain.content = (Fixture.channel(members: [Fixture.me, Fixture.ann, Fixture.bob]), Fixture.me.id)
        XCTAssertNil(plain.presenceAvatarView.avatarView.content?.image)
    }

    /// An app's quote that previews its own attachment type through `setAttachmentPreview(for:)`.
    final class LocationQuoteView: QuotedChatMessageView {
        static let pin = UIImage(systemName: "mappin.circle.fill")!
        override func setAttachmentPreview(for message: ChatMessage) {
            if message.attachments.first?.type == "location" {
                attachmentPreviewView.image = Self.pin
                textView.text = "Location"
                return
            }
            super.setAttachmentPreview(for: message)
        }
    }

    func testTheQuoteShowsAnAppsAttachmentPreview() {
        let root = root()
        let quote = LocationQuoteView()
        root.addSubview(quote)
        let message = Fixture.message("q", Fixture.ann, at: 0, text: "")
        message.attachments = [TranscriptAttachment(type: "location")]
        quote.content = .init(message: message, avatarAlignment: .leading)
        XCTAssertFalse(quote.attachmentPreviewView.isHidden, "shown, as the SDK shows it before the hook")
        XCTAssertTrue(quote.attachmentPreviewView.image === LocationQuoteView.pin)
        XCTAssertEqual(quote.textView.text, "Location")
        // The default hook hides the preview of a type it does not preview.
        let plain = QuotedChatMessageView()
        root.addSubview(plain)
        plain.content = .init(message: message, avatarAlignment: .leading)
        XCTAssertTrue(plain.attachmentPreviewView.isHidden)
    }

    /// An app's `localizationProvider` answers the SDK's keys; a key it answers with itself keeps chatshot's text;
    /// the default gives chatshot's own text in the render's language.
    func testTheLocalizationProviderAnswersTheSDKsStrings() {
        let appearance = Appearance()
        XCTAssertEqual(
            appearance.localizationProvider("message.deleted-message-placeholder", "Localizable"), "Message deleted")
        XCTAssertEqual(appearance.localizationProvider("no.such.key", "Localizable"), "no.such.key")
        ChatLocale.es.performAsCurrent {
            XCTAssertEqual(
                appearance.localizationProvider("message.deleted-message-placeholder", "Localizable"),
                "Mensaje eliminado")
        }
        appearance.localizationProvider = { key, table in
            switch (key, table) {
            case ("message.deleted-message-placeholder", "Localizable"): return "Removed"
            case ("message.title.group", "Localizable"): return "%d people, %d here"
            default: return key
            }
        }
        let previous = L10n.installedProvider
        L10n.installedProvider = appearance.localizationProvider
        defer { L10n.installedProvider = previous }
        XCTAssertEqual(L10n.text("Message deleted"), "Removed")
        XCTAssertEqual(L10n.format("%d members, %d online", 3, 1), "3 people, 1 here")
        XCTAssertEqual(L10n.text("Photo"), "Photo", "a key the provider answers with itself keeps chatshot's text")
        XCTAssertEqual(Fixture.message("d", Fixture.ann, at: 0, type: .deleted).textContent, "Removed")
        // What a view draws: the header's subtitle.
        let root = root()
        let header = ChatChannelHeaderView()
        root.addSubview(header)
        let channel = Fixture.channel(members: [Fixture.me, Fixture.ann, Fixture.bob])
        header.content = ChannelHeaderContent.make(channel: channel, currentUser: Fixture.me, now: Fixture.t0)
        XCTAssertEqual(header.subtitleLabel.text, "3 people, 0 here")
        // Copying an appearance (an app's set-up into a render's) keeps the provider.
        let copy = Appearance()
        copy.copy(from: appearance)
        XCTAssertEqual(copy.localizationProvider("message.deleted-message-placeholder", "Localizable"), "Removed")
    }

    /// Smaller members: replacing a stack's views, the mention text, the earlier name of the reaction table, a
    /// message's text content, the actions' alerts router and the router's navigation controller.
    func testSmallerMembersTheSDKDeclares() {
        let stack = ContainerStackView()
        let (a, b, c) = (UIView(), UIView(), UIView())
        stack.addArrangedSubviews([a, b])
        stack.replaceArrangedSubviews(with: [c, a])
        XCTAssertEqual(stack.subviews.map(ObjectIdentifier.init), [c, a].map(ObjectIdentifier.init))

        let composer = ComposerVC()
        XCTAssertEqual(composer.mentionText(for: Fixture.ann), "Ann Lee")
        XCTAssertEqual(composer.mentionText(for: ChatUser(id: "zoe")), "zoe")
        composer.showCamera()
        composer.showMediaPicker()
        XCTAssertEqual((composer.cameraVC as? UIImagePickerController)?.sourceType, .camera)

        let images = Appearance().images
        let fire = ChatMessageReactionAppearance(
            smallIcon: UIImage(systemName: "flame")!, largeIcon: UIImage(systemName: "flame")!)
        images.availableReactions = ["fire": fire]
        XCTAssertEqual(Array(images.defaultReactions.keys), ["fire"], "the 4.x name sets the table the views read")

        XCTAssertNil(Fixture.message("e", Fixture.ann, at: 0, type: .ephemeral).textContent)
        XCTAssertEqual(Fixture.message("t", Fixture.ann, at: 0, text: "Hi").textContent, "Hi")

        let actions = ChatMessageActionsVC()
        XCTAssertTrue(type(of: actions.alertsRouter) == AlertsRouter.self)

        let list = ChatChannelListVC()
        let navigation = UINavigationController(rootViewController: list)
        let router = ChatChannelListRouter(rootViewController: list)
        XCTAssertTrue(router.rootNavigationController === navigation)
    }

    /// `layoutOptions` is settable, as in the SDK.
    func testLayoutOptionsAreSettable() {
        let view = ChatMessageContentView()
        view.layoutOptions = [.text, .bubble]
        XCTAssertEqual(view.layoutOptions, [.text, .bubble])
    }
}
