import ChatCanvas
import Foundation
import StreamChat
import XCTest

@testable import StreamChatUI
@testable import UIKit

final class ChatChannelListItemViewTests: XCTestCase {
    let utc = TimeZone(identifier: "UTC")!
    /// 2024-05-13 16:00 UTC, a Monday.
    let now = Date(timeIntervalSince1970: 1_715_616_000)

    func channel(
        members: [ChatUser] = [Fixture.me, Fixture.ann], name: String? = nil, messages: [ChatMessage] = [],
        unread: Int = 0
    ) -> ChatChannel {
        var c = ChatChannel(cid: "messaging:t", name: name, members: members, messages: messages)
        c.unreadCount = ChannelUnreadCount(messages: unread)
        return c
    }

    func message(
        _ author: ChatUser, _ text: String, ago seconds: Double = 60, type: MessageType = .regular,
        attachments: [TranscriptAttachment] = []
    ) -> ChatMessage {
        ChatMessage(
            id: UUID().uuidString, text: text, type: type, author: author, createdAt: now.addingTimeInterval(-seconds),
            attachments: attachments, isSentByCurrentUser: author.id == Fixture.me.id)
    }

    func item(
        _ channel: ChatChannel, type: ChatChannelListItemView.Type = ChatChannelListItemView.self,
        width: Double = 360
    ) -> ChatChannelListItemView {
        let root = _View()
        root.appearance = Appearance()
        root.components = Components()
        root.setUpIfNeeded()
        let view = type.init()
        root.addSubview(view)
        view.content = .init(channel: channel, currentUserId: Fixture.me.id, now: now, timeZone: utc)
        let h = view.sizeThatFits(CGSize(width: width, height: CGFloat.infinity)).height
        view.frame = CGRect(x: 0, y: 0, width: width, height: h)
        view.layoutIfNeeded()
        return view
    }

    // MARK: Geometry

    func testRowMetrics() {
        let v = item(channel(messages: [message(Fixture.ann, "Hello")], unread: 4))
        XCTAssertEqual(v.frame.height, 64)
        let avatar = v.convert(v.avatarView.bounds, from: v.avatarView)
        XCTAssertEqual(avatar, CGRect(x: 8, y: 8, width: 48, height: 48))
        let title = v.convert(v.titleLabel.bounds, from: v.titleLabel)
        XCTAssertEqual(title.minX, 64)
        let badge = v.convert(v.unreadCountView.bounds, from: v.unreadCountView)
        XCTAssertFalse(v.unreadCountView.isHidden)
        XCTAssertEqual(badge.width, 20, accuracy: 1.5)
        XCTAssertEqual(badge.height, 20, accuracy: 1.5)
        XCTAssertEqual(badge.maxX, 352, accuracy: 0.5)
        let timestamp = v.convert(v.timestampLabel.bounds, from: v.timestampLabel)
        XCTAssertEqual(timestamp.maxX, 352, accuracy: 0.5)
        XCTAssertGreaterThan(timestamp.minY, title.maxY)
    }

    func testUnreadBadgeWidensForLongCounts() {
        let v = item(channel(messages: [message(Fixture.ann, "Hello")], unread: 100))
        XCTAssertGreaterThan(v.unreadCountView.frame.width, v.unreadCountView.frame.height)
        XCTAssertEqual(v.unreadCountView.unreadCountLabel.text, "100")
        let none = item(channel(messages: [message(Fixture.ann, "Hello")]))
        XCTAssertTrue(none.unreadCountView.isHidden)
        XCTAssertEqual(none.unreadCountView.content, .noUnread)
    }

    // MARK: Subtitles

    func testSubtitleFormats() {
        let group = [Fixture.me, Fixture.ann, Fixture.bob]
        XCTAssertEqual(item(channel(messages: [message(Fixture.ann, "Hi there")])).subtitleLabel.text, "Hi there")
        XCTAssertEqual(
            item(channel(members: group, messages: [message(Fixture.ann, "Hi there")])).subtitleLabel.text,
            "Ann Lee: Hi there")
        XCTAssertEqual(item(channel(messages: [message(Fixture.me, "Mine")])).subtitleLabel.text, "You: Mine")
        XCTAssertEqual(item(channel()).subtitleLabel.text, "No messages")
        let deleted = message(Fixture.ann, "gone")
        deleted.deletedAt = now
        // The SDK previews a deleted message without its author, also in groups.
        XCTAssertEqual(item(channel(members: group, messages: [deleted])).subtitleLabel.text, "Message deleted")
        XCTAssertEqual(item(channel(messages: [deleted])).subtitleLabel.text, "Message deleted")
        let photo = message(Fixture.ann, "", attachments: [TranscriptAttachment(type: "image")])
        XCTAssertEqual(item(channel(messages: [photo])).subtitleLabel.text, "📷 Photo")
        let captioned = message(Fixture.me, "Look", attachments: [TranscriptAttachment(type: "image")])
        XCTAssertEqual(item(channel(messages: [captioned])).subtitleLabel.text, "You: 📷 Look")
        let file = message(Fixture.ann, "", attachments: [TranscriptAttachment(type: "file", title: "plans.pdf")])
        XCTAssertEqual(item(channel(messages: [file])).subtitleLabel.text, "📄 plans.pdf")
        let giphy = message(Fixture.ann, "/giphy cats", attachments: [TranscriptAttachment(type: "giphy")])
        XCTAssertEqual(item(channel(members: group, messages: [giphy])).subtitleLabel.text, "Ann Lee: /giphy")
        let video = message(Fixture.ann, "", attachments: [TranscriptAttachment(type: "video")])
        XCTAssertEqual(item(channel(messages: [video])).subtitleLabel.text, "📹 Video")
        let system = message(Fixture.ann, "Ann joined the channel.", type: .system)
        XCTAssertEqual(item(channel(members: group, messages: [system])).subtitleLabel.text, "Ann joined the channel.")
        // Ephemeral messages are not previewed.
        let eph = message(Fixture.me, "Only you", ago: 10, type: .ephemeral)
        XCTAssertEqual(item(channel(messages: [message(Fixture.ann, "Before"), eph])).subtitleLabel.text, "Before")
    }

    func testTitleFromNamer() {
        XCTAssertEqual(item(channel()).titleLabel.text, "Ann Lee")
        XCTAssertEqual(
            item(channel(members: [Fixture.me, Fixture.ann, Fixture.bob])).titleLabel.text, "Ann Lee and Bob Stone")
        XCTAssertEqual(item(channel(name: "Crew")).titleLabel.text, "Crew")
    }

    // MARK: Timestamps

    func testTimestampRules() {
        func ts(_ ago: Double) -> String {
            ChannelListMessageTimestampFormatter.string(for: now.addingTimeInterval(-ago), now: now, timeZone: utc)
        }
        XCTAssertEqual(ts(60), "3:59\u{202F}PM")
        XCTAssertEqual(ts(20 * 3600), "Yesterday")
        XCTAssertEqual(ts(3 * 86400), "Friday")
        XCTAssertEqual(ts(6 * 86400), "Tuesday")
        XCTAssertEqual(ts(8 * 86400), "5/5/24")
        let jan2 = Date(timeIntervalSince1970: 1_704_200_000)  // 2024-01-02
        XCTAssertEqual(ChannelListMessageTimestampFormatter.string(for: jan2, now: now, timeZone: utc), "1/2/24")
        // The time zone decides which day it is.
        let tokyo = TimeZone(identifier: "Asia/Tokyo")!
        XCTAssertEqual(
            ChannelListMessageTimestampFormatter.string(
                for: now.addingTimeInterval(-2 * 3600), now: now, timeZone: tokyo),
            "Yesterday")
        XCTAssertEqual(ts(2 * 3600), "2:00\u{202F}PM")
    }

    // MARK: Receipts, muted, avatars

    func testReceiptAndMuted() {
        let mine = message(Fixture.me, "Read it")
        mine.readByCount = 1
        var c = channel(messages: [mine])
        c.isMuted = true
        let v = item(c)
        XCTAssertFalse(v.previewMessageDeliveryStatusView.isHidden)
        XCTAssertEqual(v.previewMessageDeliveryStatus, .read)
        XCTAssertFalse(v.mutedIndicatorView.isHidden)
        // Sent and read receipts follow the subtitle; pending ones lead it.
        let subtitleIndex = v.bottomContainer.arrangedSubviews.firstIndex { $0 === v.subtitleLabel }!
        let statusIndex = v.bottomContainer.arrangedSubviews.firstIndex { $0 === v.previewMessageDeliveryStatusView }!
        XCTAssertGreaterThan(statusIndex, subtitleIndex)
        let pending = message(Fixture.me, "Sending")
        pending.localState = .pending
        let p = item(channel(messages: [pending]))
        XCTAssertEqual(p.bottomContainer.arrangedSubviews.first.map { $0 === p.previewMessageDeliveryStatusView }, true)
        XCTAssertTrue(item(channel(messages: [message(Fixture.ann, "x")])).previewMessageDeliveryStatusView.isHidden)
        XCTAssertTrue(item(channel(messages: [message(Fixture.ann, "x")])).mutedIndicatorView.isHidden)
    }

    /// `test_appearance_deliveredPreviewMessageFromCurrentUser_deliveryEventsEnabled`: another member's device got
    /// the message (`last_delivered_at` after it was sent) and no one has read it: the grey double check (the SDK's
    /// ink 12×10 at 1× at half coverage, 14×10 with its edge; chatshot's drawing was 16×8 before it followed it)
    /// where chatshot drew the single check (ink 10 wide);
    /// delivered before the message was sent (the `…deliveryEventsDisabled` picture): the single check.
    func testDeliveredReceiptIsTheGreyDoubleCheck() throws {
        let mine = message(Fixture.me, "Delivered message from current user", ago: 3600)
        var c = channel(messages: [mine])
        c.reads = [
            ChatChannelRead(
                user: Fixture.ann, lastReadAt: .distantPast, lastDeliveredAt: mine.createdAt.addingTimeInterval(10),
                lastDeliveredMessageId: mine.id)
        ]
        let v = item(c)
        XCTAssertEqual(v.previewMessageDeliveryStatus, .delivered)
        let status = v.convert(v.previewMessageDeliveryStatusView.bounds, from: v.previewMessageDeliveryStatusView)
        let ink = try inkBox(of: v, in: status)
        XCTAssertEqual(ink.width, 13, accuracy: 1, "the double check, as the SDK's")
        XCTAssertEqual(ink.height, 10, accuracy: 1)
        for (got, want) in zip(ink.color, [0x68, 0x73, 0x85]) {
            XCTAssertEqual(got, want, accuracy: 12, "textTertiary, not the read blue: \(ink.color)")
        }

        c.reads[0].lastDeliveredAt = mine.createdAt.addingTimeInterval(-10)
        let sent = item(c)
        XCTAssertEqual(sent.previewMessageDeliveryStatus, .sent)
        let sentStatus = sent.convert(
            sent.previewMessageDeliveryStatusView.bounds, from: sent.previewMessageDeliveryStatusView)
        XCTAssertEqual(try inkBox(of: sent, in: sentStatus).width, 10, accuracy: 1, "the single check")
    }

    /// The box of the pixels in `rect` darker than light grey, and the darkest one's colour, on white at 1×.
    func inkBox(of view: UIView, in rect: CGRect) throws -> (width: Double, height: Double, color: [Int]) {
        let canvas = try Canvas(width: view.bounds.width, height: view.bounds.height)
        canvas.fill(Path.rect(view.bounds), color: .white)
        view.render(in: canvas)
        let px = canvas.rgbaPixels()
        var xs: [Int] = []
        var ys: [Int] = []
        var darkest = (sum: 765, rgb: [255, 255, 255])
        for y in Int(rect.minY)..<Int(rect.maxY.rounded(.up)) {
            for x in Int(rect.minX)..<Int(rect.maxX.rounded(.up)) {
                let i = (y * canvas.pixelWidth + x) * 4
                let rgb = [Int(px[i]), Int(px[i + 1]), Int(px[i + 2])]
                let sum = rgb.reduce(0, +)
                if sum < 3 * 220 {
                    xs.append(x)
                    ys.append(y)
                }
                if sum < darkest.sum { darkest = (sum, rgb) }
            }
        }
        let width = Double((xs.max() ?? 0) - (xs.min() ?? 0) + 1)
        let height = Double((ys.max() ?? 0) - (ys.min() ?? 0) + 1)
        return (width, height, darkest.rgb)
    }

    func testOnlineDotForDirectMessages() {
        var ann = Fixture.ann
        ann.isOnline = true
        let v = item(channel(members: [Fixture.me, ann]))
        XCTAssertEqual(v.avatarView.presenceAvatarView.avatarView.content?.isOnline, true)
        XCTAssertTrue(v.avatarView.presenceAvatarView.isOnlineIndicatorVisible)
        XCTAssertEqual(v.avatarView.presenceAvatarView.avatarView.content?.name, "Ann Lee")
    }

    func testMergedAvatarTiles() {
        let merged = MergedAvatarView()
        let img = UIImage(
            image: Image.rgba(width: 1, height: 1, bytes: [255, 0, 0, 255]), isTemplate: false, name: "red")
        let r = CGRect(x: 0, y: 0, width: 48, height: 48)
        merged.images = [img, img]
        XCTAssertEqual(
            merged.tiles(in: r), [CGRect(x: 0, y: 0, width: 24, height: 48), CGRect(x: 24, y: 0, width: 24, height: 48)]
        )
        merged.images = [img, img, img]
        XCTAssertEqual(merged.tiles(in: r)[2], CGRect(x: 24, y: 24, width: 24, height: 24))
        merged.images = [img, img, img, img]
        XCTAssertEqual(merged.tiles(in: r)[2], CGRect(x: 0, y: 24, width: 24, height: 24))
    }

    // MARK: The guide's iMessage subclass

    // MARK: Self-sizing rows

    /// As the SDK's subclassing test does: a footnote label pinned 8 pt under the avatar, and the avatar pinned 20 pt
    /// above the bottom margin, so the row must grow for the avatar to stay whole.
    final class FootnoteItemView: ChatChannelListItemView {
        let footnoteLabel = UILabel()
        override func setUpAppearance() {
            super.setUpAppearance()
            footnoteLabel.font = .preferredFont(forTextStyle: .caption1)
            footnoteLabel.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        }
        override func setUpLayout() {
            super.setUpLayout()
            footnoteLabel.translatesAutoresizingMaskIntoConstraints = false
            addSubview(footnoteLabel)
            footnoteLabel.leadingAnchor.constraint(equalTo: avatarView.leadingAnchor).isActive = true
            footnoteLabel.topAnchor.constraint(equalTo: avatarView.bottomAnchor, constant: 8).isActive = true
            avatarView.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor, constant: -20).isActive = true
        }
        override func updateContent() {
            super.updateContent()
            footnoteLabel.text = "Footnote"
        }
    }

    func testAnAppsLabelPinnedBelowTheAvatarMakesTheRowTallerAndIsDrawnInside() throws {
        let components = Components()
        components.channelContentView = FootnoteItemView.self
        let screen = ChatChannelListScreen()
        screen.appearance = Appearance()
        screen.components = components
        screen.setUpIfNeeded()
        screen.content = .init(
            channels: [channel(messages: [message(Fixture.ann, "Hello")]), channel(name: "Two")],
            currentUser: Fixture.me, now: now, timeZone: utc)
        screen.frame = CGRect(x: 0, y: 0, width: 360, height: 400)
        screen.layoutIfNeeded()
        // The stack keeps the avatar centred within its 8-pt margins and the app puts its bottom 28 pt (the 8-pt
        // margin and 20) above the row's: 2 × (24 + 28) = 104 pt, 40 more than the default row.
        let rows = screen.itemViews.map { screen.convert($0.bounds, from: $0) }
        XCTAssertEqual(
            rows, [CGRect(x: 0, y: 64, width: 360, height: 104), CGRect(x: 0, y: 169, width: 360, height: 104)])
        XCTAssertEqual(screen.pageBreaks, [169, 274], "below each row's 1-pt separator")
        let row = try XCTUnwrap(screen.itemViews.first as? FootnoteItemView)
        XCTAssertEqual(
            row.convert(row.avatarView.bounds, from: row.avatarView), CGRect(x: 8, y: 28, width: 48, height: 48),
            "the avatar keeps its 48 pt")
        let footnote = row.convert(row.footnoteLabel.bounds, from: row.footnoteLabel)
        XCTAssertEqual(footnote.minX, 8)
        XCTAssertEqual(footnote.minY, 84)
        XCTAssertGreaterThan(footnote.height, 10)
        XCTAssertLessThanOrEqual(footnote.maxY, 104, "inside the row")

        // Drawn: the footnote's red text shows in the picture, inside the first row.
        let canvas = try Canvas(width: 360, height: 400)
        screen.render(in: canvas)
        let px = canvas.rgbaPixels()
        var red: [(x: Int, y: Int)] = []
        for y in 0..<canvas.pixelHeight {
            for x in 0..<canvas.pixelWidth {
                let i = (y * canvas.pixelWidth + x) * 4
                if px[i] > 200 && px[i + 1] < 90 && px[i + 2] < 90 { red.append((x, y)) }
            }
        }
        XCTAssertGreaterThan(red.count, 20, "the footnote is drawn")
        let screenFootnote = screen.convert(row.footnoteLabel.bounds, from: row.footnoteLabel)
        let firstRowRed = red.filter { $0.y < 169 }
        XCTAssertFalse(firstRowRed.isEmpty)
        for p in firstRowRed {
            XCTAssertTrue(
                screenFootnote.insetBy(dx: -1, dy: -1).contains(CGPoint(x: Double(p.x) + 0.5, y: Double(p.y) + 0.5)),
                "red at \(p) is the footnote's")
        }
    }

    /// As the SDK's iMessage sample does: the avatar's top pinned 6 pt under the top row (a view of the right-hand
    /// stack, which the row is measured before placing), and a two-line subtitle.
    final class AvatarOnTopRowItemView: ChatChannelListItemView {
        override func setUpAppearance() {
            super.setUpAppearance()
            subtitleLabel.numberOfLines = 2
        }
        override func setUpLayout() {
            super.setUpLayout()
            avatarView.topAnchor.constraint(equalTo: topContainer.topAnchor, constant: 6).isActive = true
        }
    }

    func testAConstraintOnAStackedViewNotYetPlacedTakesItsStacksPlace() throws {
        let components = Components()
        components.channelContentView = AvatarOnTopRowItemView.self
        let screen = ChatChannelListScreen()
        screen.appearance = Appearance()
        screen.components = components
        screen.setUpIfNeeded()
        let long = "A preview long enough to take the second line of the row's subtitle, and more than that."
        screen.content = .init(
            channels: [
                channel(messages: [message(Fixture.ann, long)]), channel(messages: [message(Fixture.ann, "Hi")])
            ],
            currentUser: Fixture.me, now: now, timeZone: utc)
        screen.frame = CGRect(x: 0, y: 0, width: 360, height: 400)
        screen.layoutIfNeeded()
        for case let row as AvatarOnTopRowItemView in screen.itemViews {
            let top = row.convert(row.topContainer.bounds, from: row.topContainer)
            let bottom = row.convert(row.bottomContainer.bounds, from: row.bottomContainer)
            let right = row.convert(row.rightContainer.bounds, from: row.rightContainer)
            let avatar = row.convert(row.avatarView.bounds, from: row.avatarView)
            XCTAssertEqual(top.minY, right.minY, "the top row starts the right-hand stack")
            XCTAssertEqual(top.minX, right.minX)
            XCTAssertEqual(right.maxX, 352, "the right-hand stack takes the row's width, inside its 8-pt margin")
            XCTAssertGreaterThanOrEqual(bottom.minY, top.maxY, "the subtitle row is below it")
            XCTAssertLessThanOrEqual(bottom.maxY, right.maxY)
            XCTAssertEqual(avatar.minY, top.minY + 6, "the app's constraint holds")
            XCTAssertEqual(avatar.midY, right.midY, "both centred in the row, as the main stack aligns them")
            // Centred and 6 pt apart, the right-hand stack is 12 pt taller than the avatar: 60 + 2 × 8 = 76 pt.
            XCTAssertEqual(row.bounds.height, 76)
        }
        let two = try XCTUnwrap(screen.itemViews.first as? AvatarOnTopRowItemView)
        XCTAssertGreaterThan(two.subtitleLabel.bounds.height, 30, "two lines of subtitle")
    }

    /// As the SDK's Slack sample does: a 35-pt avatar 15 pt from the row's leading edge, against the SDK's own 48-pt
    /// avatar inside the row's 8-pt margins. The SDK makes its constraints at priority 900, so the app's win, and
    /// nothing is reported broken.
    final class SmallAvatarItemView: ChatChannelListItemView {
        override func setUpLayout() {
            super.setUpLayout()
            NSLayoutConstraint.activate([
                avatarView.heightAnchor.constraint(equalToConstant: 35),
                avatarView.widthAnchor.constraint(equalTo: avatarView.heightAnchor),
                avatarView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 15)
            ])
        }
    }

    func testAnAppsConstraintWinsOverTheSDKsOwnSilently() throws {
        let components = Components()
        components.channelContentView = SmallAvatarItemView.self
        let screen = ChatChannelListScreen()
        screen.appearance = Appearance()
        screen.components = components
        screen.setUpIfNeeded()
        screen.content = .init(
            channels: [channel(messages: [message(Fixture.ann, "Hello")])], currentUser: Fixture.me, now: now,
            timeZone: utc)
        var warnings: [String] = []
        RenderThread.current.layoutWarningHandler = { warnings.append($0) }
        defer { RenderThread.current.layoutWarningHandler = nil }
        screen.frame = CGRect(x: 0, y: 0, width: 360, height: 400)
        screen.layoutIfNeeded()
        let row = try XCTUnwrap(screen.itemViews.first as? SmallAvatarItemView)
        let avatar = row.convert(row.avatarView.bounds, from: row.avatarView)
        XCTAssertEqual(avatar.size, CGSize(width: 35, height: 35), "the app's size, not the SDK's 48")
        XCTAssertEqual(avatar.minX, 15, "the app's inset: the main stack moves, as the SDK's embed gives way")
        XCTAssertEqual(warnings, [], "the SDK's constraints are optional (900): none is broken")
    }

    /// An app's constraint on a view deep in the row's stacks (the unread count 16 pt from the trailing edge) roots a
    /// region at the row: the stacks that only hold the views it places keep arranging theirs.
    final class TrailingBadgeItemView: ChatChannelListItemView {
        override func setUpLayout() {
            super.setUpLayout()
            unreadCountView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16).isActive = true
        }
    }

    func testADeepAppConstraintLeavesTheOtherStacksArranged() throws {
        let components = Components()
        components.channelContentView = TrailingBadgeItemView.self
        let screen = ChatChannelListScreen()
        screen.appearance = Appearance()
        screen.components = components
        screen.setUpIfNeeded()
        screen.content = .init(
            channels: [channel(messages: [message(Fixture.ann, "Hello")], unread: 3)], currentUser: Fixture.me,
            now: now, timeZone: utc)
        screen.frame = CGRect(x: 0, y: 0, width: 360, height: 400)
        screen.layoutIfNeeded()
        let row = try XCTUnwrap(screen.itemViews.first as? TrailingBadgeItemView)
        XCTAssertEqual(
            row.convert(row.avatarView.bounds, from: row.avatarView), CGRect(x: 8, y: 8, width: 48, height: 48))
        let top = row.convert(row.topContainer.bounds, from: row.topContainer)
        let bottom = row.convert(row.bottomContainer.bounds, from: row.bottomContainer)
        XCTAssertGreaterThanOrEqual(bottom.minY, top.maxY, "the subtitle row under the title row")
        XCTAssertGreaterThan(top.height, 10)
        let badge = row.convert(row.unreadCountView.bounds, from: row.unreadCountView)
        XCTAssertEqual(badge.maxX, 344, accuracy: 0.5, "the app's 16 pt")
    }

    func testTheDefaultRowsFittingHeightIsTheSDKs64() {
        for messages in [[], [message(Fixture.ann, "Hello")]] {
            let v = item(channel(messages: messages, unread: 3))
            let fitted = v.systemLayoutSizeFitting(
                CGSize(width: 360, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            XCTAssertEqual(fitted, CGSize(width: 360, height: 64), "the avatar's 48 pt and the 8-pt margins")
        }
    }

    // MARK: Screen

    func testScreenLayoutAndEmptyState() {
        let screen = ChatChannelListScreen()
        screen.appearance = Appearance()
        screen.components = Components()
        screen.setUpIfNeeded()
        screen.content = .init(
            channels: [channel(), channel(name: "Two")], currentUser: Fixture.me, now: now, timeZone: utc)
        screen.frame = CGRect(x: 0, y: 0, width: 360, height: 700)
        screen.layoutIfNeeded()
        XCTAssertTrue(screen.emptyView.isHidden)
        XCTAssertEqual(
            screen.itemViews.map { screen.convert($0.bounds, from: $0) },
            [CGRect(x: 0, y: 64, width: 360, height: 64), CGRect(x: 0, y: 129, width: 360, height: 64)])
        XCTAssertEqual(screen.pageBreaks, [129, 194], "below each row's 1-pt separator")
        XCTAssertEqual(screen.headerView.titleLabel.text, "Stream Chat")
        XCTAssertEqual(
            screen.headerView.convert(
                screen.headerView.currentUserAvatarView.bounds, from: screen.headerView.currentUserAvatarView),
            CGRect(x: 20, y: 16, width: 36, height: 32))

        screen.content = .init(channels: [], currentUser: Fixture.me, now: now, timeZone: utc)
        screen.layoutIfNeeded()
        XCTAssertTrue(
            screen.emptyView.isHidden, "the list's states are off by default (isChatChannelListStatesEnabled)")
        screen.components.isChatChannelListStatesEnabled = true
        screen.content = .init(channels: [], currentUser: Fixture.me, now: now, timeZone: utc)
        screen.layoutIfNeeded()
        XCTAssertFalse(screen.emptyView.isHidden)
        XCTAssertTrue(screen.itemViews.isEmpty)
        XCTAssertEqual(screen.emptyView.titleLabel.text, "Let's start chatting!")
        XCTAssertEqual(screen.emptyView.subtitleLabel.text, "How about sending your first message to a friend?")
    }

    /// A screen of known size builds only the rows that can show; grown to `fullHeight` (`--full`), every one.
    func testOnlyTheRowsThatCanShowAreBuilt() {
        let channels = (0..<2_000).map { channel(name: "Channel \($0)") }
        for all in [false, true] {
            let screen = ChatChannelListScreen()
            screen.appearance = Appearance()
            screen.components = Components()
            screen.showsAllChannels = all
            screen.frame = CGRect(x: 0, y: 0, width: 360, height: 700)
            screen.setUpIfNeeded()
            screen.content = .init(channels: channels, currentUser: Fixture.me, now: now, timeZone: utc)
            // As a `--full` render does: the screen grows to the height of every row.
            if all { screen.frame.size.height = screen.fullHeight(width: 360) }
            screen.layoutIfNeeded()
            // 64 pt header, then 65 pt rows: ten fill 714 pt, the tenth crossing the bottom edge.
            XCTAssertEqual(screen.itemViews.count, all ? 2_000 : 10)
            XCTAssertEqual(
                screen.itemViews.last.map { screen.convert($0.bounds, from: $0).maxY } ?? 0,
                all ? 64 + 2_000 * 65 - 1 : 713)
        }
    }

    func testLoadingAndErrorStatesFollowTheFlag() {
        let screen = ChatChannelListScreen()
        screen.appearance = Appearance()
        screen.components = Components()
        screen.setUpIfNeeded()
        screen.frame = CGRect(x: 0, y: 0, width: 360, height: 700)
        for state in ListLoadingState.allCases {
            screen.content = .init(
                channels: [channel()], currentUser: Fixture.me, now: now, timeZone: utc, state: state)
            XCTAssertTrue(screen.loadingView.isHidden && screen.errorView.isHidden, "off by default (\(state))")
        }
        screen.components.isChatChannelListStatesEnabled = true
        screen.content = .init(channels: [], currentUser: Fixture.me, now: now, timeZone: utc, state: .loading)
        screen.layoutIfNeeded()
        XCTAssertFalse(screen.loadingView.isHidden)
        XCTAssertTrue(screen.emptyView.isHidden, "loading is not empty")
        XCTAssertEqual(screen.loadingView.frame, CGRect(x: 0, y: 64, width: 360, height: 636))
        let row = screen.loadingView.rowViews[0]
        XCTAssertEqual(row.frame.height, 64)
        XCTAssertEqual(
            row.convert(row.avatarView.bounds, from: row.avatarView), CGRect(x: 8, y: 8, width: 48, height: 48))

        screen.content = .init(channels: [channel()], currentUser: Fixture.me, now: now, timeZone: utc, state: .error)
        screen.layoutIfNeeded()
        XCTAssertTrue(screen.loadingView.isHidden)
        XCTAssertFalse(screen.errorView.isHidden)
        XCTAssertEqual(screen.errorView.frame, CGRect(x: 0, y: 612, width: 360, height: 88))
        XCTAssertEqual(screen.errorView.titleLabel.text, "Error loading channels")
        XCTAssertNotNil(screen.errorView.retryButton.image(for: .normal))
    }
}

/// An app's item view rewords the preview through the SDK's open methods, as the demo app's does.
extension ChatChannelListItemViewTests {
    final class AppItemView: ChatChannelListItemView {
        override func previewMessageTextForCurrentUser(messageText: String) -> String { "Me → " + messageText }
        override func previewMessageTextFromAnotherUser(_ user: ChatUser, messageText: String) -> String {
            "[\(user.id)] " + messageText
        }
        override var contentBackgroundColor: UIColor {
            content?.channel.isPinned == true
                ? appearance.colorPalette.backgroundCoreHighlight
                : super.contentBackgroundColor
        }
    }

    func testPreviewWordingOverridesAreWhatTheSubtitleShows() {
        let group = [Fixture.me, Fixture.ann, Fixture.bob]
        let mine = item(channel(messages: [message(Fixture.me, "Mine")]), type: AppItemView.self)
        XCTAssertEqual(mine.subtitleLabel.text, "Me → Mine")
        XCTAssertEqual(mine.previewMessage?.text, "Mine")
        let theirs = item(channel(members: group, messages: [message(Fixture.ann, "Hi")]), type: AppItemView.self)
        XCTAssertEqual(theirs.subtitleLabel.text, "[ann] Hi")
        var pinned = channel(messages: [message(Fixture.ann, "Hi")])
        pinned.isPinned = true
        let view = item(pinned, type: AppItemView.self)
        XCTAssertEqual(view.contentBackgroundColor, Appearance().colorPalette.backgroundCoreHighlight)
        XCTAssertEqual(item(channel()).contentBackgroundColor, Appearance().colorPalette.backgroundCoreApp)
    }
}
