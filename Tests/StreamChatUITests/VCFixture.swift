import Foundation
import StreamChat

@testable import StreamChatUI

/// A transcript of one channel with a thread, for the view controller tests.
enum VCFixture {
    static let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("offline")))
    static let cid = ChannelId(type: .messaging, id: "test")

    static func store() -> OfflineChatStore {
        var reply = Fixture.message("r1", Fixture.ann, at: 20, text: "In the thread")
        reply.parentMessageId = "m1"
        var parent = Fixture.message("m1", Fixture.ann, at: 0, text: "Start")
        parent.replyCount = 1
        let messages = [parent, Fixture.message("m2", Fixture.me, at: 10, text: "Hi"), reply]
        return OfflineChatStore(channels: [Fixture.channel(messages: messages)], currentUser: Fixture.me)
    }

    /// A controller made and set up with fresh `Components` (and its lifecycle run).
    static func loaded<VC: _ViewController>(_ vc: VC, components: Components = Components()) -> VC {
        vc.appearance = Appearance()
        vc.components = components
        vc.frame = CGRect(x: 0, y: 0, width: 360, height: 700)
        vc.loadViewIfNeeded()
        vc.layoutIfNeeded()
        return vc
    }
}

extension VCFixture {
    /// The channel screen as a render draws it: `components.channelVC` on `channel`, with the render's options,
    /// set up and laid out while the channel is the current offline data.
    static func channelScreen(
        _ channel: ChatChannel, components: Components = Components(), scrolling: Bool = false,
        height: Double = 700
    ) -> ChatChannelVC {
        let vc = components.channelVC.init()
        OfflineChatStore(channels: [channel], currentUser: Fixture.me).performAsCurrent {
            vc.channelController = client.channelController(for: channel.cid)
            vc.screenOptions = ScreenOptions(
                now: Fixture.t0, timeZone: TimeZone(identifier: "UTC")!, isScrolling: scrolling)
            vc.appearance = Appearance()
            vc.components = components
            vc.setUpIfNeeded()
            vc.frame = CGRect(x: 0, y: 0, width: 360, height: height)
            vc.layoutIfNeeded()
        }
        return vc
    }
}
