import CustomizationBuild
import XCTest

/// An app's file using the SDK API the demo app's customizations need: connection status, the attachment catalog
/// as a class, the current user's avatar control, the data store, the message view's delegate, the formatters,
/// thread loading and the pop gesture. Type-checked as the customization build compiles an app's folder.
final class AppSDKAPIFileTests: XCTestCase {
    static let source = """
        import StreamChat
        import StreamChatUI
        import UIKit

        @MainActor final class ConnectionBanner {
            let label = UILabel()
        }

        extension ConnectionBanner: ChatConnectionControllerDelegate {
            func connectionController(
                _ controller: ChatConnectionController, didUpdateConnectionStatus status: ConnectionStatus
            ) {
                switch status {
                case .connected: label.text = "Connected"
                case .connecting, .disconnecting, .initialized, .disconnected: label.text = "…"
                }
            }
        }

        final class StickerInjector: AttachmentViewInjector {}

        final class AppCatalog: AttachmentViewCatalog {
            override class func attachmentViewInjectorClassFor(
                message: ChatMessage, components: Components
            ) -> AttachmentViewInjector.Type? {
                if message.sharedLocation != nil { return StickerInjector.self }
                return super.attachmentViewInjectorClassFor(message: message, components: components)
            }
        }

        protocol StickerTapDelegate: ChatMessageContentViewDelegate {
            func didTapSticker(in message: ChatMessage)
        }

        final class AppMessageListVC: ChatMessageListVC {}

        extension AppMessageListVC: StickerTapDelegate {
            func didTapSticker(in message: ChatMessage) {
                client.messageController(cid: message.cid!, messageId: message.id).stopLiveLocationSharing { result in
                    if case .failure(let error) = result { print(error) }
                }
            }
        }

        final class AppThreadVC: ChatThreadVC, UIGestureRecognizerDelegate {
            var thread: ChatThread?
            lazy var avatar: CurrentChatUserAvatarView = components.currentUserAvatarView.init()

            override func viewDidLoad() {
                super.viewDidLoad()
                navigationController?.interactivePopGestureRecognizer?.delegate = self
                avatar.controller = messageController.client.currentUserController()
                thread = messageController.dataStore.thread(parentMessageId: messageController.messageId)
                messageController.loadThread { [weak self] result in self?.thread = try? result.get() }
                messageController.updateThread(title: "Title") { _ in }
            }

            override func eventsController(_ controller: EventsController, didReceiveEvent event: any Event) {
                super.eventsController(controller, didReceiveEvent: event)
                if let event = event as? MessageDeletedEvent, event.isHardDelete, event.message.id == messageController.messageId {
                    navigationController?.popViewController(animated: true)
                }
            }
        }

        final class StatusView: _View, ThemeProvider {
            let label = UILabel()
            func update(endAt: Date) {
                label.text = "Live until " + appearance.formatters.channelListMessageTimestamp.format(endAt)
            }
        }

        @MainActor func setUpChat(client: ChatClient, banner: ConnectionBanner) {
            Components.default.attachmentViewCatalog = AppCatalog.self
            Components.default.galleryAttachmentInjector = GalleryAttachmentViewInjector.self
            Appearance.default.formatters.messageTimestamp = DefaultMessageTimestampFormatter()
            Appearance.default.formatters.isMarkdownEnabled = false
            let connection = client.connectionController()
            connection.delegate = banner
            _ = connection.connectionStatus
        }
        """

    func testAnAppFileUsingTheseSDKAPIsTypeChecks() throws {
        let result = try CustomizationBuilder.typecheck([("/app/Chat.swift", Self.source)], topLevelCode: false)
        XCTAssertTrue(result.compiles, result.firstError ?? "")
    }

    /// The check can fail: a name the SDK does not have is an error.
    func testAMisspelledAPIFails() throws {
        let source = Self.source.replacingOccurrences(of: "connectionController()", with: "connectionControler()")
        let result = try CustomizationBuilder.typecheck([("/app/Chat.swift", source)], topLevelCode: false)
        XCTAssertFalse(result.compiles)
    }
}
