import ChatCanvas
import Foundation
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

/// The composer's states of issue 14, measured against the SDK's `ComposerVC_Tests` pictures where they exist.
final class ComposerStatesTests: XCTestCase {
    /// Keeps the roots alive (views hold their superview weakly).
    private var roots: [UIView] = []

    func makeComposer(
        _ content: ComposerVC.Content, channel: ChatChannel = Fixture.channel(), width: Double = 360,
        components: Components = Components()
    ) -> ComposerVC {
        let root = _View()
        root.appearance = Appearance()
        root.components = components
        root.setUpIfNeeded()
        roots.append(root)
        let vc = components.messageComposerVC.init()
        root.addSubview(vc)
        vc.channel = channel
        vc.currentUserId = Fixture.me.id
        vc.content = content
        root.frame = CGRect(x: 0, y: 0, width: width, height: 700)
        let h = vc.sizeThatFits(CGSize(width: width, height: CGFloat.infinity)).height
        vc.frame = CGRect(x: 0, y: 700 - h, width: width, height: h)
        vc.layoutIfNeeded()
        return vc
    }

    func frame(_ v: UIView, in vc: ComposerVC) -> CGRect { vc.convert(v.bounds, from: v) }

    /// `test_canNotSendMessage`: no attachment or commands button, the pill from x 6 to 319, the placeholder says so,
    /// the send button stays disabled.
    func testCanNotSendMessage() {
        var channel = Fixture.channel()
        channel.ownCapabilities = ["read-events"]
        let vc = makeComposer(.init(text: ""), channel: channel)
        let view = vc.composerView
        XCTAssertTrue(view.attachmentButton.isHidden)
        XCTAssertTrue(view.commandsButton.isHidden)
        let pill = frame(view.inputMessageView, in: vc)
        XCTAssertEqual(pill.minX, 6, accuracy: 0.5)
        XCTAssertEqual(pill.maxX, 319, accuracy: 0.5)
        XCTAssertEqual(view.inputMessageView.textView.placeholderLabel.text, "You can't send messages in this channel")
        XCTAssertEqual(view.sendButton.tintColor, Appearance().colorPalette.inputSendIconDisabled)
        // A frozen channel is the same; text typed there does not enable sending.
        var frozen = Fixture.channel()
        frozen.isFrozen = true
        let typed = makeComposer(.init(text: "Hi"), channel: frozen)
        XCTAssertEqual(typed.composerView.sendButton.tintColor, Appearance().colorPalette.inputSendIconDisabled)
        XCTAssertTrue(typed.composerView.shrinkInputButton.isHidden)
    }

    /// `test_channelWithSlowModeActive_…CountdownShown`: the countdown replaces the send button — a capsule 33 pt
    /// tall (bodyBold + 6 + 6) ending 4 pt from the edge, centred on the 40-pt row, on backgroundUtilityDisabled.
    func testCooldownReplacesTheSendButton() throws {
        var channel = Fixture.channel()
        channel.cooldownDuration = 30
        let vc = makeComposer(.init(text: "", cooldownRemaining: 12), channel: channel)
        let view = vc.composerView
        XCTAssertTrue(view.sendButton.isHidden)
        XCTAssertFalse(view.cooldownView.isHidden)
        XCTAssertEqual(view.cooldownView.cooldownLabel.text, "12")
        XCTAssertEqual(view.inputMessageView.textView.placeholderLabel.text, "Slow mode ON")
        let capsule = frame(view.cooldownView, in: vc)
        XCTAssertEqual(capsule.height, 33, accuracy: 1)
        XCTAssertGreaterThanOrEqual(capsule.width, capsule.height)
        XCTAssertEqual(capsule.maxX, 356, accuracy: 0.5)
        XCTAssertEqual(capsule.midY, 28, accuracy: 0.5)
        XCTAssertEqual(view.cooldownView.layer.cornerRadius, capsule.height / 2)

        let root = try XCTUnwrap(vc.superview)
        let canvas = try Canvas(width: 360, height: 700)
        root.render(in: canvas)
        let px = canvas.rgbaPixels()
        let i = (Int(vc.frame.minY + capsule.midY) * 360 + Int(capsule.maxX) - 4) * 4
        XCTAssertEqual(Array(px[i..<i + 3]), [0xEB, 0xEE, 0xF1], "backgroundUtilityDisabled")
        // Slow mode without a countdown keeps the send button.
        XCTAssertFalse(makeComposer(.init(text: "Hi"), channel: channel).composerView.sendButton.isHidden)
    }

    /// `test_showLinkPreview` (a 400-pt composer): the 35-pt thumbnail at (4, 8), the 2-pt bar 8 pt after it, the
    /// close button centred at x 382, the input row from y 56.
    func testLinkPreviewGeometry() {
        let components = Components()
        components.isComposerLinkPreviewEnabled = true
        let text = "Some link: https://github.com/GetStream/stream-chat-swift"
        let link = ComposerLinkPreviewView.firstLink(in: text)
        XCTAssertEqual(link, "https://github.com/GetStream/stream-chat-swift")
        let vc = makeComposer(
            .init(text: text, linkPreview: .init(url: link!, title: "GitHub", text: "iOS Chat SDK in Swift")),
            width: 400, components: components)
        let preview = vc.composerView.linkPreviewView
        XCTAssertFalse(preview.isHidden)
        XCTAssertEqual(frame(preview.linkIconView, in: vc), CGRect(x: 4, y: 8, width: 35, height: 35))
        XCTAssertEqual(frame(preview.separatorView, in: vc), CGRect(x: 47, y: 8, width: 2, height: 35))
        XCTAssertEqual(frame(preview.closeButton, in: vc).midX, 382, accuracy: 0.5)
        XCTAssertEqual(frame(vc.composerView.centerContainer, in: vc).minY, 56, accuracy: 0.5)
        XCTAssertEqual(preview.titleLabel.text, "GitHub")
        // No metadata: the link is the title; links in the text are highlighted in textLink.
        let bare = makeComposer(.init(text: text, linkPreview: .init(url: link!)), width: 400, components: components)
        XCTAssertEqual(bare.composerView.linkPreviewView.titleLabel.text, link)
        XCTAssertTrue(bare.composerView.linkPreviewView.descriptionLabel.isHidden)
        let runs = bare.composerView.inputMessageView.textView.styledText?.runs ?? []
        XCTAssertEqual(runs.map(\.text), ["Some link: ", link!])
        // Off by default.
        XCTAssertTrue(
            makeComposer(.init(text: text, linkPreview: .init(url: link!))).composerView.linkPreviewView.isHidden)
    }

    func testRecordButtonShowsWhileThereIsNothingToSend() {
        let components = Components()
        components.isVoiceRecordingEnabled = true
        let empty = makeComposer(.init(), components: components)
        XCTAssertFalse(empty.voiceRecordingVC.recordButton.isHidden)
        XCTAssertTrue(empty.composerView.sendButton.isHidden)
        XCTAssertEqual(frame(empty.voiceRecordingVC.recordButton, in: empty).maxX, 356, accuracy: 0.5)
        let typed = makeComposer(.init(text: "Hi"), components: components)
        XCTAssertTrue(typed.voiceRecordingVC.recordButton.isHidden)
        XCTAssertFalse(typed.composerView.sendButton.isHidden)
        XCTAssertTrue(makeComposer(.init()).voiceRecordingVC.recordButton.isHidden, "off by default")
    }

    func testRecordingStates() {
        let recording = makeComposer(.init(state: .recording, voiceRecording: .init(state: .recording, duration: 4.2)))
        let vr = recording.voiceRecordingVC
        XCTAssertTrue(recording.composerView.inputMessageView.isHidden)
        XCTAssertTrue(recording.composerView.leadingContainer.isHidden)
        XCTAssertFalse(vr.liveRecordingView.isHidden)
        XCTAssertEqual(vr.liveRecordingView.durationLabel.text, "0:04")
        XCTAssertFalse(vr.liveRecordingView.slideToCancelView.isHidden)
        XCTAssertTrue(vr.liveRecordingView.waveformView.isHidden)
        XCTAssertFalse(vr.recordButton.isHidden)
        XCTAssertTrue(vr.lockedControlsView.isHidden)
        // The lock floats 8 pt above the composer, centred over the record button.
        let lock = frame(vr.lockIndicatorView, in: recording)
        XCTAssertEqual(lock.maxY, -8, accuracy: 0.5)
        XCTAssertEqual(lock.midX, frame(vr.recordButton, in: recording).midX, accuracy: 0.5)

        let locked = makeComposer(.init(state: .recordingLocked, voiceRecording: .init(state: .locked, duration: 65)))
        let lv = locked.voiceRecordingVC
        XCTAssertEqual(lv.liveRecordingView.durationLabel.text, "1:05")
        XCTAssertFalse(lv.liveRecordingView.waveformView.isHidden)
        XCTAssertTrue(lv.liveRecordingView.slideToCancelView.isHidden)
        XCTAssertFalse(lv.lockedControlsView.isHidden)
        XCTAssertTrue(lv.recordButton.isHidden)
        let discard = frame(lv.discardRecordingButton, in: locked)
        let send = frame(lv.sendButton, in: locked)
        XCTAssertLessThan(discard.maxX, frame(lv.stopRecordingButton, in: locked).minX)
        XCTAssertEqual(send.maxX, 356, accuracy: 0.5)
        XCTAssertGreaterThan(send.minY, frame(lv.liveRecordingView, in: locked).maxY)
    }

    func testUploadProgressInPreviews() throws {
        let image = { (state: LocalAttachmentState?) -> TranscriptAttachment in
            var a = TranscriptAttachment(type: "image")
            a.uploadingState = state
            return a
        }
        var file = TranscriptAttachment(type: "file", title: "plans.pdf", fileSize: 1_200_000)
        file.uploadingState = .uploading(progress: 0.65)
        let vc = makeComposer(
            .init(
                attachments: [image(.uploading(progress: 0.42)), image(.uploadingFailed), image(nil), file].map(
                    AnyAttachmentPayload.init(transcriptAttachment:))))
        let thumbs = vc.attachmentsVC.horizontalStackView.arrangedSubviews.compactMap {
            $0 as? ImageAttachmentComposerPreview
        }
        let overlays = thumbs.map(\.uploadingOverlayView)
        XCTAssertEqual(overlays.map(\.isHidden), [false, false, true])
        XCTAssertEqual(overlays[0].uploadingProgressLabel.text, "42%")
        XCTAssertFalse(overlays[0].fileSizeContainer.isHidden)
        XCTAssertEqual(overlays[1].uploadingProgressLabel.text, "Upload failed")
        XCTAssertFalse(overlays[1].actionButton.isHidden)
        // The progress capsule sits 8 pt inside the thumbnail's bottom trailing corner.
        let capsule = thumbs[0].convert(overlays[0].fileSizeContainer.bounds, from: overlays[0].fileSizeContainer)
        XCTAssertEqual(capsule.maxX, 92, accuracy: 0.5)
        XCTAssertEqual(capsule.maxY, 92, accuracy: 0.5)
        let row = try XCTUnwrap(
            vc.attachmentsVC.verticalStackView.arrangedSubviews.first as? FileAttachmentComposerPreview)
        XCTAssertEqual(row.fileSizeLabel.text, "780 KB / 1.2 MB")
        XCTAssertEqual(
            FileAttachmentComposerPreview.sizeText(size: 30, uploadingState: .uploadingFailed), "UPLOADING FAILED")
        let canvas = try Canvas(width: 360, height: 700)
        try XCTUnwrap(vc.superview).render(in: canvas)
    }
}
