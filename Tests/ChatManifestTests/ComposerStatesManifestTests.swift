import ChatCanvas
import Foundation
import StreamChat
import StreamChatUI
import XCTest

@testable import ChatManifest

/// The manifest reaches the new slots and the composer's new parts, as it does the guides' views.
final class ComposerStatesManifestTests: XCTestCase {
    func testManifestCustomizesTheNewSlots() throws {
        let s = Scratch()
        s.write(
            "m.yaml",
            """
            components:
              isJumpToUnreadEnabled: true
              isVoiceRecordingEnabled: true
              scrollToBottomButton: {backgroundColor: "#FF0000"}
              jumpToUnreadMessagesButton:
                textLabel: {textColor: "#00FF00"}
              cooldownView:
                backgroundColor: "#0000FF"
                cooldownLabel: {textColor: white}
              voiceRecordingViewController:
                recordButton: {image: camera.fill}
              messageComposerView:
                cooldownView: {cornerRadius: 2}
            """)
        let m = try s.inside { try ManifestLoader.load(paths: ["m.yaml"]) }
        let appearance = try m.makeAppearance()
        let components = try m.makeComponents(appearance: appearance)
        XCTAssertTrue(components.isJumpToUnreadEnabled)

        let me = ChatUser(id: "me")
        let ann = ChatUser(id: "ann")
        let t0 = Date(timeIntervalSince1970: 1_700_000_000)
        var channel = ChatChannel(
            cid: "messaging:c", members: [me, ann],
            messages: [ChatMessage(id: "m1", text: "Hi", author: ann, createdAt: t0)])
        channel.cooldownDuration = 30
        let screen = ChatChannelVC()
        OfflineChatStore(channels: [channel], currentUser: me).performAsCurrent {
            screen.channelController = ChatClient(config: ChatClientConfig(apiKey: APIKey("test")))
                .channelController(for: channel.cid)
            screen.screenOptions = ScreenOptions(now: t0, timeZone: TimeZone(identifier: "UTC")!, isScrolling: true)
            screen.appearance = appearance
            screen.components = components
            screen.setUpIfNeeded()
            screen.frame = CGRect(x: 0, y: 0, width: 360, height: 700)
            screen.layoutIfNeeded()
        }

        let list = screen.messageListVC
        XCTAssertEqual(list.scrollToBottomButton.backgroundColor?.resolved(.light), Color(rgb: 0xFF0000))
        XCTAssertEqual(list.jumpToUnreadMessagesButton.textLabel.textColor.resolved(.light), Color(rgb: 0x00FF00))
        let vc = screen.messageComposerVC
        XCTAssertNotNil(vc.voiceRecordingVC.recordButton.imageView?.image)
        XCTAssertEqual(vc.voiceRecordingVC.recordButton.imageView?.image?.name, "camera.fill")
        vc.content = .init(cooldownRemaining: 5)
        let cooldown = vc.composerView.cooldownView
        XCTAssertEqual(cooldown.backgroundColor?.resolved(.light), Color(rgb: 0x0000FF))
        XCTAssertEqual(cooldown.cooldownLabel.textColor.resolved(.light), Color(rgb: 0xFFFFFF))
    }
}
