import Foundation
import StreamChatUI
import XCTest

@testable import ChatManifest

/// The transcript keys of issue 14: slow mode, capabilities, frozen channels, recording, link previews, uploads.
final class ComposerStatesTranscriptTests: XCTestCase {
    func decode(_ text: String) throws -> Transcript {
        try TranscriptLoader.decode(text: text, file: "t.yaml", baseDirectory: "/", currentUserId: "me")
    }

    func testChannelSlowModeCapabilitiesAndFrozen() throws {
        let t = try decode(
            """
            channel: {id: c, cooldown: 30, frozen: true, own_capabilities: [read-events, upload-file]}
            composer: {cooldown_remaining: 12}
            """)
        let channel = try XCTUnwrap(t.channel)
        XCTAssertEqual(channel.cooldownDuration, 30)
        XCTAssertTrue(channel.isFrozen)
        XCTAssertEqual(channel.ownCapabilities, ["read-events", "upload-file"])
        XCTAssertFalse(channel.canSendMessage)
        XCTAssertTrue(channel.canUploadFile)
        XCTAssertEqual(t.composer?.cooldownRemaining, 12)
        // Without own_capabilities everything is allowed.
        let open = try decode("channel: {id: c}")
        XCTAssertTrue(open.channel?.canSendMessage ?? false)
        XCTAssertFalse(try decode("channel: {id: c, own_capabilities: [read-events]}").channel?.canSendMessage ?? true)
    }

    func testRecordingLinkPreviewAndUploads() throws {
        let t = try decode(
            """
            composer:
              text: see getstream.io
              recording: {state: locked, duration: 4.2, waveform: [0.1, 0.9]}
              link_preview: {title: Stream, text: Chat, image: "https://example.com/a.png"}
              attachments:
                - {name: a.png, upload_progress: 0.4}
                - {name: b.pdf, upload_state: failed}
                - {name: c.pdf, upload_state: uploading, upload_progress: 1}
                - {name: d.pdf}
            """)
        let c = try XCTUnwrap(t.composer)
        XCTAssertEqual(c.recording, ComposerDraft.Recording(isLocked: true, duration: 4.2, waveform: [0.1, 0.9]))
        XCTAssertEqual(
            c.linkPreview,
            ComposerDraft.LinkPreview(title: "Stream", text: "Chat", imageURL: "https://example.com/a.png"))
        XCTAssertEqual(
            c.attachments.map(\.uploadingState),
            [.uploading(progress: 0.4), .uploadingFailed, .uploading(progress: 1), nil])
        XCTAssertTrue(c.showsLinkPreview)
    }

    /// `link_preview: false`: no preview bar (the SDK's `test_linkPreview_whenComposerLinkPreviewEnabled_thenHighlightsLinks`
    /// picture, taken before the link is enriched), and the ComposerVC content the render makes has none.
    func testLinkPreviewFalseHidesTheBar() throws {
        let c = try XCTUnwrap(try decode("composer: {text: see getstream.io, link_preview: false}").composer)
        XCTAssertFalse(c.showsLinkPreview)
        XCTAssertNil(c.linkPreview)
        XCTAssertTrue(try XCTUnwrap(try decode("composer: {text: a, link_preview: true}").composer).showsLinkPreview)
    }

    func testBadValuesNameTheKey() {
        XCTAssertErrorDescription(
            #"t.yaml:2:32: composer.cooldown_remaining: 40 seconds left is more than the channel's cooldown of 30"#
        ) {
            try decode("channel: {id: c, cooldown: 30}\ncomposer: {cooldown_remaining: 40}")
        }
        XCTAssertErrorDescription(
            #"t.yaml:1:50: composer.attachments[0].upload_state: unknown upload state "uploadng"; did you mean "uploading"?"#
        ) {
            try decode("composer: {attachments: [{name: a, upload_state: uploadng}]}")
        }
        XCTAssertErrorDescription(
            #"t.yaml:1:31: composer.recording.state: expected recording or locked, found "paused""#
        ) {
            try decode("composer: {recording: {state: paused}}")
        }
        XCTAssertErrorDescription(
            #"t.yaml:1:24: composer.recording.length: unknown recording key; expected one of: state, duration, waveform"#
        ) {
            try decode("composer: {recording: {length: 3}}")
        }
    }
}
