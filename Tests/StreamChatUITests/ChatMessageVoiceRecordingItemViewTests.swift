import ChatCanvas
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

final class ChatMessageVoiceRecordingItemViewTests: XCTestCase {
    func row() throws -> (ChatMessageContentView, ChatMessageVoiceRecordingItemView) {
        let m = Fixture.message("1", Fixture.ann, at: 0, text: "")
        m.attachments = [
            TranscriptAttachment(
                type: "voiceRecording", title: "Recording", fileSize: 42_000, duration: 10.2,
                waveformData: [0.1, 0.2, 0.9, 0.6, 1, 0.4, 0.2, 0.1])
        ]
        let v = MessageViewFixture.contentView(m, voice: true)
        let list = try XCTUnwrap(v.attachmentViewInjector as? VoiceRecordingAttachmentViewInjector)
            .voiceRecordingAttachmentView
        return (v, try XCTUnwrap(list.itemViews.first))
    }

    /// The SDK pads the minutes: "00:10" (its picture), not "0:10".
    func testDurationPadsTheMinutes() throws {
        XCTAssertEqual(try row().1.durationLabel.text, "00:10")
        XCTAssertEqual(ChatMessageVoiceRecordingItemView.durationText(7.4), "00:07")
        XCTAssertEqual(ChatMessageVoiceRecordingItemView.durationText(725), "12:05")
        XCTAssertEqual(ChatMessageVoiceRecordingItemView.durationText(3723), "1:02:03")
    }

    /// A 36-pt disc without an outline: the row's colour just outside its sides and a shadow under it.
    func testPlayButtonIsADiscWithAShadowBelow() throws {
        let (v, row) = try row()
        let play = row.playPauseButton
        XCTAssertEqual(play.frame.size, CGSize(width: 36, height: 36))
        XCTAssertEqual(play.layer.cornerRadius, 18)
        XCTAssertEqual(play.layer.borderWidth, 0)
        let f = v.convert(play.bounds, from: play)
        let px = try MessageViewFixture.pixels(of: v)
        let inside = px(Int(f.midX), Int(f.midY) + 12)
        XCTAssertEqual(inside, [255, 255, 255], "the disc is white in light mode")
        // One point below the disc the shadow darkens the white row; one point above it hardly does.
        let below = px(Int(f.midX), Int(f.maxY) + 1)
        let above = px(Int(f.midX), Int(f.minY) - 2)
        XCTAssertLessThan(below[0], 240, "shadow under the disc")
        XCTAssertGreaterThan(above[0], below[0] + 8, "the shadow falls below")
    }

    /// The slider's thumb: 6×28, standing 2 pt out of the 24-pt waveform at both ends, at the start of the bars.
    func testWaveformHasTheSliderThumbAtTheStart() throws {
        let (_, row) = try row()
        let wave = row.waveformView
        XCTAssertTrue(wave.showsSliderThumb)
        XCTAssertEqual(wave.frame.height, 24)
        let thumb = wave.sliderThumbFrame(for: wave.bounds.size)
        XCTAssertEqual(thumb.size, CGSize(width: 6, height: 28))
        XCTAssertEqual(thumb.minY, -2)
        XCTAssertEqual(thumb.minX, 4, "centred in the first 14 pt, as the SDK's thumb at 0")
        wave.progress = 1
        XCTAssertEqual(wave.sliderThumbFrame(for: wave.bounds.size).maxX, wave.bounds.width - 4)
        XCTAssertFalse(ChatMessageWaveformView().showsSliderThumb, "the composer's live waveform has none")
    }
}
