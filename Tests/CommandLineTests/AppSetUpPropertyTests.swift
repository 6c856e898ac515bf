import ChatCanvas
import Foundation
import XCTest

/// The set-up pattern of the SDK's sample apps: a `static let shared: ChatClient = { … }()` whose initial value
/// builds an `Appearance` and `Components`, assigns them to the defaults and makes the client. It is found, read
/// once, and every render of the process (here a gallery's light and dark images) draws the app's look.
final class AppSetUpPropertyTests: ChatShotProcessTestCase {
    static let source = """
        import StreamChat
        import StreamChatUI
        import UIKit

        final class SquareBubbleView: ChatMessageBubbleView {}

        extension ChatClient {
            @MainActor static let shared: ChatClient = {
                var appearance = Appearance()
                var components = Components()
                appearance.colorPalette.background6 = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
                components.messageBubbleView = SquareBubbleView.self
                Appearance.default = appearance
                Components.default = components
                return ChatClient(config: ChatClientConfig(apiKey: APIKey("sample")))
            }()
        }
        """

    func testAStaticLetSetUpDrawsEveryImageOfABatch() throws {
        let folder = tmp.appendingPathComponent("Sample")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.source.write(to: folder.appendingPathComponent("ChatClient.swift"), atomically: true, encoding: .utf8)
        let gallery = tmp.appendingPathComponent("gallery.yaml")
        try """
        shots:
          - {name: chat, transcript: \(Self.root.path)/Examples/transcripts/group-chat.json, appearance: [light, dark]}
        """.write(to: gallery, atomically: true, encoding: .utf8)
        setenv("CHATSHOT_CACHE", tmp.appendingPathComponent("cache").path, 1)
        defer { unsetenv("CHATSHOT_CACHE") }
        let out = tmp.appendingPathComponent("out")
        let r = try run(["batch", gallery.path, "--out", out.path, "--jobs", "1", "--app", folder.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        for name in ["chat--light.png", "chat--dark.png"] {
            let image = try PNGDecoder.decode(contentsOf: out.appendingPathComponent(name).path)
            var magenta = 0
            for i in stride(from: 0, to: image.pixels.count, by: 4)
            where image.pixels[i] == 255 && image.pixels[i + 1] == 0 && image.pixels[i + 2] == 255 {
                magenta += 1
            }
            XCTAssertGreaterThan(magenta, 2000, "\(name): the app's outgoing bubbles")
        }
    }
}
