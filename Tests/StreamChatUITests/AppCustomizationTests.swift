import ChatCanvas
import Foundation
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

/// What an app's customization code written for the SDK does in chatshot: views its subclass adds to the message
/// content view are placed by their constraints, injectors registered with the mixed injector draw their
/// attachments, and the palette's earlier names re-colour what the design tokens draw.
final class AppCustomizationTests: XCTestCase {
    /// A badge pinned to the content view's top trailing corner.
    final class BadgeContentView: ChatMessageContentView {
        let badge = UIView()
        override func setUpLayout() {
            super.setUpLayout()
            badge.translatesAutoresizingMaskIntoConstraints = false
            addSubview(badge)
            NSLayoutConstraint.activate([
                badge.topAnchor.constraint(equalTo: topAnchor, constant: 4),
                badge.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -4),
                badge.widthAnchor.constraint(equalToConstant: 20),
                badge.heightAnchor.constraint(equalToConstant: 12)
            ])
        }
    }

    /// A dot centred on the bubble's top leading corner (a view the SDK's layout places).
    final class CornerDotContentView: ChatMessageContentView {
        let dot = UIView()
        override func setUpLayout() {
            super.setUpLayout()
            dot.translatesAutoresizingMaskIntoConstraints = false
            addSubview(dot)
        }
        override func layout(options: ChatMessageLayoutOptions) {
            super.layout(options: options)
            guard let bubble = bubbleView else { return }
            NSLayoutConstraint.activate([
                dot.widthAnchor.constraint(equalToConstant: 10),
                dot.heightAnchor.constraint(equalToConstant: 10),
                dot.centerXAnchor.constraint(equalTo: bubble.leadingAnchor),
                dot.centerYAnchor.constraint(equalTo: bubble.topAnchor)
            ])
        }
    }

    /// A 26-pt row of its own under the message, 8 pt above the bottom (SlackClone's reactions row).
    final class RowBelowContentView: ChatMessageContentView {
        let row = UIView()
        override func layout(options: ChatMessageLayoutOptions) {
            super.layout(options: options)
            row.translatesAutoresizingMaskIntoConstraints = false
            addSubview(row)
            NSLayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
                row.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
                row.topAnchor.constraint(equalTo: mainContainer.bottomAnchor),
                row.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
                row.heightAnchor.constraint(equalToConstant: 26)
            ])
        }
    }

    struct WorkoutPayload: AttachmentPayload {
        static let type: AttachmentType = "workout"
    }

    /// Inserts a 100×40 view under the built-in attachments.
    final class WorkoutInjector: AttachmentViewInjector {
        let workoutView = UIView()
        override func contentViewDidLayout(options: ChatMessageLayoutOptions) {
            workoutView.translatesAutoresizingMaskIntoConstraints = false
            workoutView.heightAnchor.constraint(equalToConstant: 40).isActive = true
            contentView.bubbleContentContainer.addArrangedSubview(workoutView)
        }
        override func contentViewDidUpdateContent() {
            workoutView.backgroundColor = .systemGreen
        }
    }

    private func laidOut<View: ChatMessageContentView>(
        _: View.Type, attachments: [TranscriptAttachment] = [], components: Components = Components()
    ) -> View {
        let m = Fixture.message("1", Fixture.ann, at: 0, text: "Hello there")
        m.attachments = attachments
        let root = _View()
        root.appearance = Appearance()
        components.imageLoader = StubImageLoader()
        root.components = components
        root.setUpIfNeeded()
        let view = View()
        view.context = MessageListContext(
            channel: Fixture.channel(), currentUser: Fixture.me, now: Fixture.t0,
            timeZone: TimeZone(identifier: "UTC")!)
        view.attachmentViewInjectorType = components.attachmentViewCatalog.attachmentViewInjectorClassFor(
            message: m, components: components)
        root.addSubview(view)
        view.setUpLayoutIfNeeded(options: [.avatar, .bubble, .text, .timestamp])
        view.content = m
        let size = view.sizeThatFits(CGSize(width: 360, height: CGFloat.infinity))
        view.frame = CGRect(x: 0, y: 0, width: 360, height: size.height)
        view.layoutIfNeeded()
        return view
    }

    func testASubviewPinnedToTheContentViewIsPlacedByItsConstraints() {
        let v = laidOut(BadgeContentView.self)
        XCTAssertEqual(v.badge.frame, CGRect(x: 360 - 4 - 20, y: 4, width: 20, height: 12))
        XCTAssertEqual(v.bubbleFrame.minX, 48, "the SDK's own views keep the message layout")
    }

    func testAViewPinnedBelowTheMessageMakesItTaller() {
        let plain = laidOut(ChatMessageContentView.self)
        let v = laidOut(RowBelowContentView.self)
        XCTAssertEqual(v.frame.height, plain.frame.height + 26 + 8, "the row and its 8-pt margin are added")
        XCTAssertEqual(v.mainContainer.frame, plain.mainContainer.frame, "the message keeps its own size")
        XCTAssertEqual(v.row.frame, CGRect(x: 8, y: plain.frame.height, width: 360 - 16, height: 26))
    }

    func testAViewPinnedInsideTheMessageLeavesItsHeight() {
        XCTAssertEqual(
            laidOut(BadgeContentView.self).frame.height, laidOut(ChatMessageContentView.self).frame.height)
    }

    /// The views of `.errorIndicator` and `.avatarSizePadding` come from the SDK's factories, so a subclass's
    /// overrides are what is laid out and drawn.
    func testTheErrorIndicatorAndAvatarSpacerFactoriesAreUsed() {
        final class Marked: ChatMessageContentView {
            let slot = UIView()
            let spacer = UIView()
            override func createErrorIndicatorContainer() -> UIView { slot }
            override func createAvatarSpacer() -> UIView { spacer }
        }
        let m = Fixture.message("1", Fixture.ann, at: 0, text: "Hello there")
        let root = _View()
        root.appearance = Appearance()
        root.components = Components()
        root.setUpIfNeeded()
        let view = Marked()
        view.context = MessageListContext(
            channel: Fixture.channel(), currentUser: Fixture.me, now: Fixture.t0,
            timeZone: TimeZone(identifier: "UTC")!)
        root.addSubview(view)
        view.setUpLayoutIfNeeded(options: [.avatarSizePadding, .bubble, .text, .errorIndicator])
        view.content = m
        XCTAssertTrue(view.errorIndicatorContainer === view.slot)
        XCTAssertTrue(view.slot.isDescendant(of: view.mainContainer))
        XCTAssertTrue(view.spacer.isDescendant(of: view.mainContainer))
    }

    func testASubviewPinnedToTheBubbleLandsOnTheBubble() {
        let v = laidOut(CornerDotContentView.self)
        let bubble = v.bubbleFrame
        XCTAssertEqual(bubble.minX, 48)
        XCTAssertEqual(v.dot.frame.midX, bubble.minX)
        XCTAssertEqual(v.dot.frame.midY, bubble.minY)
        XCTAssertEqual(v.bubbleFrame, bubble, "pinning to the bubble does not move it")
    }

    func testARegisteredInjectorDrawsItsAttachmentsBesideTheBuiltInOnes() throws {
        MixedAttachmentViewInjector.register(WorkoutPayload.type, with: WorkoutInjector.self)
        let v = laidOut(
            ChatMessageContentView.self,
            attachments: [AttachmentFixture.image(1), TranscriptAttachment(type: "workout")])
        let mixed = try XCTUnwrap(v.attachmentViewInjector as? MixedAttachmentViewInjector)
        let workout = try XCTUnwrap(mixed.registeredInjectors.first as? WorkoutInjector)
        XCTAssertEqual(mixed.registeredInjectors.count, 1)
        XCTAssertFalse(mixed.galleryView.isHidden, "the image is still drawn by the gallery")
        XCTAssertTrue(mixed.fileAttachmentView.isHidden, "a registered type is not an unsupported file row")
        let frame = v.convert(workout.workoutView.bounds, from: workout.workoutView)
        XCTAssertEqual(frame.height, 40)
        XCTAssertGreaterThan(frame.minY, v.convert(mixed.galleryView.bounds, from: mixed.galleryView).maxY - 1)
        XCTAssertEqual(workout.workoutView.backgroundColor, .systemGreen)
    }

    func testThePalettesEarlierNamesRecolourTheTokensTheyPlay() {
        let palette = ColorPalette()
        palette.background8 = .red
        XCTAssertEqual(palette.chatBackgroundIncoming, .red, "background8 is the incoming bubble")
        palette.background6 = .blue
        XCTAssertEqual(palette.chatBackgroundOutgoing, .blue, "background6 is the outgoing bubble")
        palette.text = .green
        XCTAssertEqual(palette.textPrimary, .green)
        palette.textLowEmphasis = .orange
        XCTAssertEqual(palette.textTertiary, .orange)
        palette.alert = .purple
        XCTAssertEqual(palette.accentError, .purple)
        palette.shadow = .brown
        XCTAssertEqual(palette.shadow, .brown, "a name no token plays keeps what the app set")
        let appearance: Appearance.ColorPalette = palette
        XCTAssertEqual(appearance.background8, .red)
    }

    func testSearchStrategiesNameTheirScreens() {
        final class MySearchVC: ChatMessageSearchVC {}
        XCTAssertEqual(ChannelListSearchStrategy.messages.name, "messages")
        XCTAssertTrue(ChannelListSearchStrategy.channels.searchVC == ChatChannelSearchVC.self)
        XCTAssertTrue(ChannelListSearchStrategy.messages(MySearchVC.self).searchVC == MySearchVC.self)
        let components = Components()
        components.channelListSearchStrategy = .messages
        XCTAssertEqual(components.channelListSearchStrategy?.name, "messages")
    }

    /// `ChatMessageContentView_Tests.test_appearanceCustomization_usingSubclassing`'s way: the failed message's
    /// indicator is the app's `messageErrorIndicator` class, set up with its own tint.
    func testTheErrorIndicatorIsTheComponentsClass() throws {
        final class YellowIndicator: ChatMessageErrorIndicator {
            override func setUpAppearance() {
                super.setUpAppearance()
                tintColor = .systemYellow
            }
        }
        let components = Components()
        components.messageErrorIndicator = YellowIndicator.self
        let root = _View()
        root.appearance = Appearance()
        root.components = components
        root.setUpIfNeeded()
        let m = Fixture.message("1", Fixture.me, at: 0, text: "Hello")
        m.localState = .syncingFailed
        let view = ChatMessageContentView()
        view.context = MessageListContext(
            channel: Fixture.channel(), currentUser: Fixture.me, now: Fixture.t0,
            timeZone: TimeZone(identifier: "UTC")!)
        root.addSubview(view)
        view.setUpLayoutIfNeeded(options: [.bubble, .errorIndicator, .flipped, .text, .timestamp])
        view.content = m
        view.frame = CGRect(origin: .zero, size: view.sizeThatFits(CGSize(width: 360, height: CGFloat.infinity)))
        view.layoutIfNeeded()
        let indicator = try XCTUnwrap(view.errorIndicatorView as? YellowIndicator)
        indicator.setUpIfNeeded()
        XCTAssertEqual(indicator.tintColor, .systemYellow)
        XCTAssertEqual(indicator.frame.width, 16)
    }
}
