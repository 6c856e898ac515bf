import CustomizationBuild
import XCTest

/// The patterns public apps' customization folders were found to use (docs/compatibility.md, "Public apps
/// tried"), written afresh in one app-like file: an `@main` app delegate, a channel row that swaps its unread badge
/// for a dot and turns off swipes, a navigation controller styled through the bar's appearance and key-value
/// coding, a long-press menu with an action of the app's own, a composer with an extra send button that sends
/// through the SDK's helpers, a router presenting with the SDK's modal delegate, an injector reading typed
/// attachments, and the SDK's logger. Type-checked as the customization build compiles an app's folder.
final class AppPublicPatternsFileTests: XCTestCase {
    static let source = """
        import StreamChat
        import StreamChatUI
        import UIKit

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }

        final class DotRow: ChatChannelListItemView {
            private lazy var dot = UIView()
            override func setUpLayout() {
                super.setUpLayout()
                topContainer.removeArrangedSubview(unreadCountView)
                mainContainer.insertArrangedSubview(dot, at: 0)
            }
            override func updateContent() {
                super.updateContent()
                dot.alpha = unreadCountView.content == .noUnread ? 0 : 1
            }
        }

        final class RowsWithoutSwipes: ChatChannelListVC {
            override func collectionView(
                _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
            ) -> UICollectionViewCell {
                let cell = super.collectionView(collectionView, cellForItemAt: indexPath)
                (cell as? ChatChannelListCollectionViewCell)?.swipeableView.delegate = nil
                return cell
            }
        }

        final class PlainNavigation: UINavigationController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationBar.barStyle = .default
                navigationBar.setValue(true, forKey: "hidesShadow")
                navigationBar.standardAppearance.backgroundEffect = nil
                navigationBar.standardAppearance.titleTextAttributes = [.foregroundColor: UIColor.black]
                view.isOpaque = true
            }
        }

        struct ArchiveActionItem: ChatMessageActionItem {
            var title: String { "Archive" }
            let icon: UIImage
            let action: (ChatMessageActionItem) -> Void
        }

        final class ArchivingActionsVC: ChatMessageActionsVC {
            override var messageActions: [ChatMessageActionItem] {
                var actions = super.messageActions
                actions.append(ArchiveActionItem(icon: UIImage(systemName: "archivebox")!) { [weak self] _ in
                    guard let self else { return }
                    self.messageController.pin(.noExpiration) { error in
                        if let error { log.error("Could not archive: \\(error)") }
                        self.delegate?.chatMessageActionsVCDidFinish(self)
                    }
                })
                return actions
            }
        }

        final class QuietSendButton: _Button, AppearanceProvider {
            override func setUpAppearance() {
                super.setUpAppearance()
                setImage(appearance.images.sendArrow.withTintColor(.gray), for: .disabled)
            }
            func pulse() { Animate { self.alpha = 0.5 } }
        }

        final class QuietComposerVC: ComposerVC {
            @objc func sendQuietly(sender: UIButton) {
                let text = content.text.trimmingCharacters(in: .whitespacesAndNewlines)
                if let editing = content.editingMessage {
                    editMessage(withId: editing.id, newText: text)
                } else {
                    createNewMessage(text: text)
                    if !content.hasCommand, let cooldown = channelController?.channel?.cooldownDuration {
                        cooldownTracker.start(with: cooldown)
                    }
                }
                content.clear()
            }
        }

        final class SheetRouter: ChatChannelListRouter {
            let sheet = StreamModalTransitioningDelegate()
            override func showChannel(for cid: ChannelId) {
                let channel = components.channelVC.init()
                let navigation = UINavigationController(rootViewController: channel)
                navigation.transitioningDelegate = sheet
                navigation.modalPresentationStyle = .custom
                if let split = rootViewController.splitViewController {
                    split.showDetailViewController(navigation, sender: self)
                } else {
                    rootViewController.show(navigation, sender: self)
                }
            }
        }

        struct StickerPayload: AttachmentPayload {
            static let type: AttachmentType = .unknown
            var url: URL
        }

        final class StickerInjector: AttachmentViewInjector {
            let label = UILabel()
            override func contentViewDidLayout(options: ChatMessageLayoutOptions) {
                contentView.bubbleContentContainer.insertArrangedSubview(label, at: 0, respectsLayoutMargins: true)
            }
            override func contentViewDidUpdateContent() {
                label.text = attachments(payloadType: StickerPayload.self).first?.payload.url.lastPathComponent
                contentView.bubbleView?.backgroundColor = .clear
                _ = contentView.channel?.cid
            }
        }

        func setUpChat() {
            Components.default.channelContentView = DotRow.self
            Components.default.messageActionsVC = ArchivingActionsVC.self
            Components.default.messageComposerVC = QuietComposerVC.self
            Components.default.channelListRouter = SheetRouter.self
        }
        """

    func testAnAppFileWithThesePatternsTypeChecks() throws {
        let result = try CustomizationBuilder.typecheck([("/app/Chat.swift", Self.source)], topLevelCode: false)
        XCTAssertTrue(result.compiles, result.firstError ?? "")
    }

    /// The check can fail: a name the SDK does not have is an error.
    func testAMisspelledAPIFails() throws {
        let source = Self.source.replacingOccurrences(of: "cooldownTracker.start", with: "cooldownTracker.begin")
        let result = try CustomizationBuilder.typecheck([("/app/Chat.swift", source)], topLevelCode: false)
        XCTAssertFalse(result.compiles)
    }
}
