import ChatCanvas
import Foundation
import StreamChat
import UIKit

@testable import StreamChatUI

/// A content view for a prepared message (a poll, an ephemeral giphy, …), with the injector the default catalog
/// picks and the default resolver's options for it alone in the channel, 360 pt wide.
enum MessageViewFixture {
    static func contentView(_ m: ChatMessage, voice: Bool = false) -> ChatMessageContentView {
        let root = _View()
        root.appearance = Appearance()
        let comps = Components()
        comps.imageLoader = StubImageLoader()
        comps.isVoiceRecordingEnabled = voice
        root.components = comps
        root.setUpIfNeeded()
        let view = ChatMessageContentView()
        let channel = Fixture.channel(messages: [m])
        view.context = MessageListContext(
            channel: channel, currentUser: Fixture.me, now: Fixture.t0, timeZone: TimeZone(identifier: "UTC")!)
        view.attachmentViewInjectorType = comps.attachmentViewCatalog.attachmentViewInjectorClassFor(
            message: m, components: comps)
        root.addSubview(view)
        view.setUpLayoutIfNeeded(options: Fixture.options([m], channel: channel)[0])
        view.content = m
        let size = view.sizeThatFits(CGSize(width: 360, height: CGFloat.infinity))
        view.frame = CGRect(x: 0, y: 0, width: 360, height: size.height)
        view.layoutIfNeeded()
        return view
    }

    /// The view drawn on white at 1×: its pixels' RGB by point.
    static func pixels(of view: UIView) throws -> (Int, Int) -> [Int] {
        let canvas = try Canvas(width: view.bounds.width, height: view.bounds.height, scale: 1)
        canvas.fill(Path.rect(view.bounds), color: .white)
        view.render(in: canvas)
        let data = canvas.rgbaPixels()
        let w = canvas.pixelWidth
        return { x, y in
            let i = (y * w + x) * 4
            return [Int(data[i]), Int(data[i + 1]), Int(data[i + 2])]
        }
    }
}
