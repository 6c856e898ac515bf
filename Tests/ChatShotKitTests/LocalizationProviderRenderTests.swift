import Foundation
import StreamChat
import StreamChatUI
import Synchronization
import TestSupport
import XCTest

@testable import ChatShotKit

/// An app's `Appearance.localizationProvider` changes the SDK's strings a render draws.
final class LocalizationProviderRenderTests: XCTestCase {
    static let subtitles = Mutex<[String]>([])

    /// A header that records the subtitle it draws.
    final class RecordingHeaderView: ChatChannelHeaderView {
        override func updateContent() {
            super.updateContent()
            LocalizationProviderRenderTests.subtitles.withLock { $0.append(subtitleLabel.text ?? "") }
        }
    }

    func testAnAppsProviderIsWhatTheHeaderDraws() throws {
        SwiftCustomizations.register("l10n-plain") { _, components in
            components.channelHeaderView = RecordingHeaderView.self
        }
        SwiftCustomizations.register("l10n-provider") { appearance, components in
            components.channelHeaderView = RecordingHeaderView.self
            appearance.localizationProvider = { key, table in
                key == "message.title.group" && table == "Localizable" ? "%d crew, %d aboard" : key
            }
        }
        let transcript = PackageRoot.examples.appendingPathComponent("transcripts/group-chat.json").path
        Self.subtitles.withLock { $0 = [] }
        let plain = try renderPNG(Shot(transcript: transcript, look: .init(customizations: ["l10n-plain"])))
        let plainSubtitle = try XCTUnwrap(Self.subtitles.withLock { $0.last })
        XCTAssertTrue(plainSubtitle.hasSuffix(" online"), plainSubtitle)
        Self.subtitles.withLock { $0 = [] }
        let custom = try renderPNG(Shot(transcript: transcript, look: .init(customizations: ["l10n-provider"])))
        let customSubtitle = try XCTUnwrap(Self.subtitles.withLock { $0.last })
        XCTAssertTrue(customSubtitle.hasSuffix(" aboard"), customSubtitle)
        XCTAssertEqual(
            customSubtitle.split(separator: " ").first, plainSubtitle.split(separator: " ").first,
            "the same count in the app's words")
        XCTAssertNotEqual(plain, custom, "the header draws the app's text")
        // After the render, the provider is gone from the thread.
        XCTAssertNil(L10n.installedProvider)
    }
}
