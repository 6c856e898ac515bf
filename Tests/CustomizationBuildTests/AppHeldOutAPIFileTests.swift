import CustomizationBuild
import XCTest

/// An app's files using the SDK and UIKit API public apps' customization folders were found to use
/// (docs/compatibility.md, "Public apps tried"): channel-creating controllers, the header as a channel controller
/// delegate, button background images, fonts typed as in UIKit, layout options, unread counts, the localization
/// provider, the avatar and quote hooks, the composer's pickers, routers, log formatters and more. Type-checked as
/// the customization build compiles an app's folder.
final class AppHeldOutAPIFileTests: XCTestCase {
    static let source = """
        import StreamChat
        import StreamChatUI
        import UIKit

        final class ChatService {
            let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("key")))

            func openDirectMessage(with userId: UserId) -> ChatChannelController? {
                do {
                    let controller = try client.channelController(
                        createDirectMessageChannelWith: [userId], isCurrentUserMember: true, name: nil,
                        imageURL: nil, extraData: [String: RawJSON]())
                    controller.synchronize()
                    return controller
                } catch {
                    return nil
                }
            }

            func openGroup(named name: String) throws -> ChatChannelController {
                try client.channelController(
                    createChannelWithId: .init(type: .messaging, id: name), name: name, members: ["ann", "bob"])
            }

            func publicKey(of userId: UserId) -> String? {
                client.userController(userId: userId).user?.extraData["publicKey"]?.stringValue
            }

            func setUpLogging() {
                LogConfig.formatters = [PrefixLogFormatter(prefixes: [.info: "i", .error: "e"])]
            }
        }

        final class BadgeListener: EventsControllerDelegate {
            var count = 0
            func eventsController(_ controller: EventsController, didReceiveEvent event: any Event) {
                switch event {
                case let e as MessageNewEvent:
                    count += e.unreadCount?.messages ?? 0
                    _ = e.message.textContent ?? ""
                case let e as MessageReadEvent:
                    count -= e.unreadCount?.messages ?? 0
                default:
                    break
                }
            }
        }

        final class TypingHeader: ChatChannelHeaderView {
            var typing = Set<ChatUser>()
            override func channelController(
                _ channelController: ChatChannelController, didChangeTypingUsers typingUsers: Set<ChatUser>
            ) {
                typing = typingUsers.filter { $0.id != currentUserId }
                updateContentIfNeeded()
            }
            override var subtitleText: String? { typing.isEmpty ? super.subtitleText : "typing..." }
        }

        final class ImageSendButton: SendButton {
            override func setUpAppearance() {
                super.setUpAppearance()
                setBackgroundImage(UIImage(systemName: "arrow.up.circle.fill")?.withTintColor(.white, renderingMode: .alwaysOriginal), for: .normal)
                setBackgroundImage(UIImage(systemName: "arrow.up.circle"), for: .disabled)
                _ = backgroundImage(for: .normal)
            }
        }

        final class RowView: ChatChannelListItemView {
            override func setUpAppearance() {
                super.setUpAppearance()
                titleLabel.font = UIFont(name: "Avenir-Heavy", size: 17)
                let size = titleLabel.font.pointSize
                subtitleLabel.font = .systemFont(ofSize: size - 2)
                mainContainer.replaceArrangedSubviews(with: [avatarView, rightContainer])
                accessibilityValue = "row"
            }
            override func updateContent() {
                super.updateContent()
                let unread = content?.channel.unreadCount ?? .noUnread
                unreadCountView.isHidden = unread.messages == 0 && unread.mentions == 0
                if content?.channel.extraData["is_cool"]?.boolValue == true { backgroundColor = .yellow }
            }
        }

        final class BubbleContentView: ChatMessageContentView {
            override func layout(options: ChatMessageLayoutOptions) {
                var updated = options
                updated.insert(.continuousBubble)
                super.layout(options: updated)
                layoutOptions = updated
            }
            override func textView(
                _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                interaction: UITextItemInteraction
            ) -> Bool {
                URL.scheme == "app" ? false : super.textView(textView, shouldInteractWith: URL, in: characterRange, interaction: interaction)
            }
        }

        final class HashAvatar: ChatChannelAvatarView {
            override func loadAvatar(for channel: ChatChannel) {
                guard channel.imageURL == nil else { return super.loadAvatar(for: channel) }
                presenceAvatarView.isOnlineIndicatorVisible = false
                loadIntoAvatarImageView(from: nil, placeholder: UIImage(systemName: "number"))
            }
        }

        final class PinQuote: QuotedChatMessageView {
            override func setAttachmentPreview(for message: ChatMessage) {
                guard message.extraData["pin"] != nil else { return super.setAttachmentPreview(for: message) }
                attachmentPreviewView.image = UIImage(systemName: "mappin")
            }
        }

        final class PickerComposer: ComposerVC {
            override func showAttachmentsPicker(sender: UIButton) {
                if UIImagePickerController.isSourceTypeAvailable(.camera) { showCamera() } else { showMediaPicker() }
            }
            func mention(_ user: ChatUser) -> String { "@" + mentionText(for: user) }
        }

        final class Router: ChatChannelListRouter {
            override func showChannel(for cid: ChannelId) {
                guard let navigation = rootNavigationController else { return }
                navigation.pushViewController(ChatChannelVC(), animated: true)
            }
        }

        final class ActionsVC: ChatMessageActionsVC {
            func confirmDelete() {
                alertsRouter.showMessageDeletionConfirmationAlert { confirmed in _ = confirmed }
            }
        }

        final class DarkChannelVC: ChatChannelVC {
            override func viewDidLoad() {
                super.viewDidLoad()
                overrideUserInterfaceStyle = .dark
                let item = UIBarButtonItem(title: "Done", style: .plain, target: nil, action: nil)
                item.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .normal)
                navigationItem.rightBarButtonItem = item
                let search = UISearchBar()
                search.sizeToFit()
                _ = view.window
                let textView = UITextView()
                let font: UIFont? = textView.font
                let field = UITextField()
                field.font = font ?? field.font
            }
        }

        @MainActor func setUpChat() {
            Appearance.default.localizationProvider = { key, table in
                key == "message.deleted-message-placeholder" ? "Removed" : Bundle.main.localizedString(forKey: key, value: nil, table: table)
            }
            Appearance.default.images.availableReactions = Appearance.default.images.defaultReactions
            Components.default.channelHeaderView = TypingHeader.self
            Components.default.channelContentView = RowView.self
        }
        """

    func testAnAppFileUsingTheseAPIsTypeChecks() throws {
        let result = try CustomizationBuilder.typecheck([("/app/Chat.swift", Self.source)], topLevelCode: false)
        XCTAssertTrue(result.compiles, result.firstError ?? "")
    }

    /// The check can fail: a signature the SDK does not have is an error.
    func testAWrongSignatureFails() throws {
        let source = Self.source.replacingOccurrences(
            of: "extraData: [String: RawJSON]())", with: "extraData: [String: RawJSON](), ordering: .topToBottom)")
        let result = try CustomizationBuilder.typecheck([("/app/Chat.swift", source)], topLevelCode: false)
        XCTAssertFalse(result.compiles)
    }
}
