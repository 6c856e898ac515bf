import ChatCanvas
import ChatManifest
import Foundation
import StreamChat
import StreamChatUI
import TestSupport
import UIKit
import XCTest

@testable import ChatShotKit

/// `--screen thread-list`: the query-threads transcript, the rows, the banner and states, and customization by
/// manifest and by Swift subclass.
final class ThreadListTests: XCTestCase {
    func example(_ name: String) -> String {
        PackageRoot.examples.appendingPathComponent("transcripts/\(name)").path
    }
    let now = ISODate.parse("2024-05-13T16:00:00Z")!

    func shot(_ transcript: String, look: Shot.Look = .init()) -> Shot {
        Shot(transcript: example(transcript), look: look, screen: .threadList, now: now)
    }

    func testDecodesTheQueryThreadsResponse() throws {
        let t = try TranscriptLoader.load(path: example("thread-list.json"), currentUserId: nil)
        XCTAssertTrue(t.isThreadList)
        XCTAssertNil(t.channel)
        XCTAssertEqual(t.newThreadsCount, 1)
        XCTAssertEqual(t.threads.map(\.parentMessageId), ["p1", "p2", "p3", "p4"])
        let first = t.threads[0]
        XCTAssertEqual(first.channel.name, "Falcon Crew")
        XCTAssertEqual(first.latestReplies.map(\.id), ["r11", "r12"])
        XCTAssertEqual(first.latestReplies.last?.author.name, "Leia Organa")
        XCTAssertEqual(first.reads.first { $0.user.id == "han" }?.unreadMessagesCount, 2)
        XCTAssertEqual(first.participants.map(\.id), ["leia", "chewie", "han"])
        XCTAssertEqual(
            first.participants.first?.name, "Leia Organa", "participants are merged with the users seen elsewhere")
        XCTAssertEqual(t.threads[3].title, "Death Star plans")
        XCTAssertEqual(
            try TranscriptLoader.load(path: example("thread-list-error.json"), currentUserId: nil).listState, .error)
    }

    func testUnknownTopLevelKeyOfAThreadList() {
        XCTAssertThrowsError(
            try TranscriptLoader.decode(
                text: #"{"current_user_id": "a", "threads": [], "new_thread_count": 2}"#,
                file: "t.json", baseDirectory: "/tmp", currentUserId: nil)
        ) { error in
            XCTAssertTrue("\(error)".contains("did you mean \"new_threads_count\""), "\(error)")
        }
    }

    private func screen(_ transcript: String, components: Components = Components()) throws -> ChatThreadListScreen {
        let t = try TranscriptLoader.load(path: example(transcript), currentUserId: nil)
        let screen = ChatThreadListScreen()
        screen.appearance = Appearance()
        screen.components = components
        screen.setUpIfNeeded()
        screen.content = .init(
            threads: t.threads, currentUser: t.currentUser, now: now, timeZone: Shot.utc, state: t.listState,
            newThreadsCount: t.newThreadsCount)
        screen.frame = CGRect(x: 0, y: 0, width: 393, height: 793)
        screen.layoutIfNeeded()
        return screen
    }

    func testRowsBannerAndTexts() throws {
        let s = try screen("thread-list.json")
        XCTAssertEqual(s.headerView.titleLabel.text, "Threads")
        XCTAssertFalse(s.headerBannerView.isHidden)
        XCTAssertEqual(s.headerBannerView.bannerView.textLabel.text, "1 new threads")
        XCTAssertEqual(s.headerBannerView.frame, CGRect(x: 0, y: 64, width: 393, height: 56))
        XCTAssertEqual(s.itemViews.count, 4)
        XCTAssertEqual(s.itemViews[0].frame.minY, 120, "rows start below the banner")
        XCTAssertEqual(s.separatorViews[0].frame.minX, 20)
        XCTAssertEqual(s.separatorViews[0].frame.minY, s.itemViews[0].frame.maxY)
        XCTAssertEqual(s.itemViews[1].frame.minY, s.itemViews[0].frame.maxY + 1)
        let row = s.itemViews[0]
        XCTAssertEqual(row.threadTitleLabel.text, "Falcon Crew")
        XCTAssertEqual(row.threadDescriptionLabel.text, "replied to: Who checked the hyperdrive this morning?")
        XCTAssertEqual(row.replyTitleLabel.text, "Leia Organa")
        XCTAssertEqual(row.replyDescriptionLabel.text, "Chewie says it's fixed. Again.")
        XCTAssertEqual(row.replyTimestampLabel.text?.replacingOccurrences(of: "\u{202F}", with: " "), "3:41 PM")
        XCTAssertFalse(row.threadUnreadCountView.isHidden)
        XCTAssertEqual(row.threadUnreadCountView.unreadCountLabel.text, "2")
        XCTAssertEqual(
            row.convert(row.replyAuthorAvatarView.bounds, from: row.replyAuthorAvatarView).size,
            CGSize(width: 40, height: 40))
        XCTAssertEqual(
            row.convert(row.threadIconView.bounds, from: row.threadIconView).origin,
            CGPoint(x: 8, y: 10 + (row.threadTitleLabel.frame.height - 15) / 2))
        XCTAssertEqual(s.itemViews[1].replyTimestampLabel.text, "Yesterday")
        XCTAssertTrue(s.itemViews[2].threadUnreadCountView.isHidden)
        XCTAssertEqual(
            s.itemViews[3].threadDescriptionLabel.text, "replied to: Death Star plans", "the thread's title wins")
        XCTAssertTrue(s.emptyView.isHidden && s.loadingView.isHidden && s.errorView.isHidden)
    }

    /// Measured in the SDK's thread-list pictures (`ThreadListHeaderBannerView.png`, `_CustomAdvanced`,
    /// `ChatThreadListErrorView.png`: iOS 17, 393 pt wide): rows 111 pt and a separator apart with or without an
    /// unread badge (chatshot: 117 with one, 111 without, before); the badge 20×20 (22×22 before), its top 31 pt below
    /// the row's, centred on the "replied to" line; the avatar at y 59; separators from x 20 to the trailing edge
    /// (16 before); the channel name at the reply author's 15-pt size ("Falcon Crew" was drawn at 17 pt).
    func testRowsBadgeAndSeparatorsMeasureAsTheSDKs() throws {
        let s = try screen("thread-list.json")
        XCTAssertFalse(s.itemViews[0].threadUnreadCountView.isHidden)
        XCTAssertTrue(s.itemViews[2].threadUnreadCountView.isHidden)
        for (row, separator) in zip(s.itemViews, s.separatorViews) {
            XCTAssertEqual(row.frame.height, 111, row.threadTitleLabel.text ?? "")
            XCTAssertEqual(separator.frame.minX, 20)
            XCTAssertEqual(separator.frame.maxX, 393)
            XCTAssertEqual(separator.frame.height, 1)
            func frame(_ v: UIView) -> CGRect { row.convert(CGRect(origin: .zero, size: v.frame.size), from: v) }
            XCTAssertEqual(frame(row.replyAuthorAvatarView), CGRect(x: 8, y: 59, width: 40, height: 40))
            XCTAssertEqual(row.threadTitleLabel.font.pointSize, row.replyTitleLabel.font.pointSize)
            XCTAssertEqual(row.threadTitleLabel.font.pointSize, 15)
            if !row.threadUnreadCountView.isHidden {
                let badge = frame(row.threadUnreadCountView)
                XCTAssertEqual(badge.size, CGSize(width: 20, height: 20))
                XCTAssertEqual(badge.minY, 31)
                XCTAssertEqual(badge.maxX, 385)
                XCTAssertEqual(badge.midY, frame(row.threadDescriptionLabel).midY, accuracy: 0.5)
            }
        }
        XCTAssertEqual(s.itemViews[1].frame.minY - s.itemViews[0].frame.minY, 112)
        XCTAssertEqual(s.itemViews[3].frame.minY - s.itemViews[2].frame.minY, 112)
    }

    func testStates() throws {
        let loading = try screen("thread-list-loading.json")
        XCTAssertFalse(loading.loadingView.isHidden)
        XCTAssertTrue(loading.emptyView.isHidden)
        XCTAssertEqual(loading.loadingView.loadingIndicator.frame.midY, (793 - 64) / 2)
        let error = try screen("thread-list-error.json")
        XCTAssertFalse(error.errorView.isHidden)
        XCTAssertEqual(error.errorView.frame, CGRect(x: 0, y: 793 - 56, width: 393, height: 56))
        XCTAssertEqual(error.errorView.bannerView.textLabel.text, "Error loading threads")
        XCTAssertEqual(error.itemViews.count, 3, "the rows stay under the error banner")
        let empty = try screen("thread-list-empty.json")
        XCTAssertFalse(empty.emptyView.isHidden)
        XCTAssertTrue(empty.headerBannerView.isHidden)
        XCTAssertEqual(empty.emptyView.descriptionLabel.text, "No threads here yet...")
    }

    final class CustomItemView: ChatThreadListItemView {
        override var channelNameText: String? { "#" + (super.channelNameText ?? "") }
        override func setUpAppearance() {
            super.setUpAppearance()
            threadTitleLabel.textColor = .systemPink
        }
    }

    func testSwiftSubclassInComponents() throws {
        let components = Components()
        components.threadListItemView = CustomItemView.self
        let s = try screen("thread-list.json", components: components)
        XCTAssertTrue(s.itemViews.allSatisfy { $0 is CustomItemView })
        XCTAssertEqual(s.itemViews[0].threadTitleLabel.text, "#Falcon Crew")

        SwiftCustomizations.register("thread-list-test-item") { _, components in
            components.threadListItemView = CustomItemView.self
        }
        let before = try renderPNG(shot("thread-list.json"))
        let after = try renderPNG(shot("thread-list.json", look: .init(customizations: ["thread-list-test-item"])))
        XCTAssertNotEqual(before, after)
    }

    func testManifestCustomizesTheSlots() throws {
        let folder = try TemporaryFolder("threads")
        addTeardownBlock { _ = folder }
        let path = folder.path("manifest.yaml")
        try Data(
            """
            components:
              threadListItemView:
                backgroundColor: "#FF0000"
                threadIconView: {isHidden: true}
              threadListHeaderBannerView:
                bannerView: {backgroundColor: "#00FF00"}

            """.utf8
        ).write(to: URL(fileURLWithPath: path))
        let canvas = try renderCanvas(shot("thread-list.json", look: .init(manifests: [path])))
        let px = canvas.rgbaPixels()
        func at(_ x: Int, _ y: Int) -> [UInt8] {
            let i = (y * canvas.pixelWidth + x) * 4
            return Array(px[i..<i + 3])
        }
        XCTAssertEqual(at(200, 64 + 28), [0, 255, 0], "the banner")
        XCTAssertEqual(at(380, 64 + 56 + 4), [255, 0, 0], "a row")
    }

    func testScreensAndTranscriptsFit() throws {
        XCTAssertThrowsError(try renderCanvas(Shot(transcript: example("thread-list.json")))) { error in
            XCTAssertTrue("\(error)".contains("--screen thread-list"), "\(error)")
        }
        // A channel transcript lists its own threads.
        let t = try TranscriptLoader.load(path: example("thread.yaml"), currentUserId: nil)
        let threads = ChatThread.threads(in: t.channel!)
        XCTAssertEqual(threads.map(\.parentMessageId), ["p1"])
        XCTAssertNoThrow(try renderCanvas(Shot(transcript: example("thread.yaml"), screen: .threadList)))
    }
}
