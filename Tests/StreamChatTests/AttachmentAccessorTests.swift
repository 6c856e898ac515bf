import Foundation
import XCTest

@testable import StreamChat

/// `ChatMessage`'s typed attachments, built from the transcript's.
final class AttachmentAccessorTests: XCTestCase {
    private func message(_ attachments: [TranscriptAttachment]) -> ChatMessage {
        let message = ChatMessage(id: "m1", author: ChatUser(id: "ann"), createdAt: Date(), attachments: attachments)
        message.cid = "messaging:design"
        return message
    }

    func testTypedAccessors() throws {
        var file = TranscriptAttachment(
            type: "file", title: "Report.pdf", assetURL: "https://cdn.example/r.pdf",
            mimeType: "application/pdf", fileSize: 2048)
        file.uploadingState = .uploading(progress: 0.5)
        var giphy = TranscriptAttachment(type: "giphy", title: "cat", thumbURL: "https://giphy.example/cat.gif")
        giphy.actions = AttachmentAction.giphyPreviewActions
        let m = message([
            TranscriptAttachment(type: "image", title: "Cat", imageURL: "/tmp/photos/cat.jpg"),
            file,
            TranscriptAttachment(
                type: "video", thumbURL: "https://cdn.example/v.jpg",
                assetURL: "https://cdn.example/v.mp4", duration: 12),
            giphy,
            TranscriptAttachment(
                type: "linkPreview", title: " Stream ", text: "Chat", imageURL: "https://s.io/i.png",
                ogURL: "https://getstream.io", authorName: "GetStream"),
            TranscriptAttachment(type: "audio", assetURL: "https://cdn.example/a.mp3", mimeType: "audio/mpeg"),
            TranscriptAttachment(
                type: "voice_recording", assetURL: "https://cdn.example/v.aac", duration: 3,
                waveformData: [0.25, 0.5])
        ])
        let image = try XCTUnwrap(m.imageAttachments.first)
        XCTAssertEqual(image.imageURL, URL(fileURLWithPath: "/tmp/photos/cat.jpg"))
        XCTAssertEqual(image.title, "Cat")
        XCTAssertEqual(image.id, AttachmentId(cid: "messaging:design", messageId: "m1", index: 0))
        XCTAssertEqual(image.type, .image)

        let f = try XCTUnwrap(m.fileAttachments.first)
        XCTAssertEqual(f.payload.assetURL.absoluteString, "https://cdn.example/r.pdf")
        XCTAssertEqual(f.file.size, 2048)
        XCTAssertEqual(f.file.type, .pdf)
        XCTAssertEqual(f.uploadingState?.state, .uploading(progress: 0.5))

        let v = try XCTUnwrap(m.videoAttachments.first)
        XCTAssertEqual(v.videoURL.absoluteString, "https://cdn.example/v.mp4")
        XCTAssertEqual(v.thumbnailURL?.absoluteString, "https://cdn.example/v.jpg")
        XCTAssertEqual(v.duration, 12)

        let g = try XCTUnwrap(m.giphyAttachments.first)
        XCTAssertEqual(g.previewURL.absoluteString, "https://giphy.example/cat.gif")
        XCTAssertEqual(g.actions.map(\.value), ["send", "shuffle", "cancel"])

        let link = try XCTUnwrap(m.linkAttachments.first)
        XCTAssertEqual(link.originalURL.absoluteString, "https://getstream.io")
        XCTAssertEqual(link.title, "Stream")
        XCTAssertEqual(link.author, "GetStream")
        XCTAssertEqual(link.assetURL?.absoluteString, "https://s.io/i.png")

        XCTAssertEqual(m.audioAttachments.first?.audioURL.absoluteString, "https://cdn.example/a.mp3")
        let voice = try XCTUnwrap(m.voiceRecordingAttachments.first)
        XCTAssertEqual(voice.waveformData, [0.25, 0.5])
        XCTAssertEqual(voice.duration, 3)
        XCTAssertEqual(voice.type, .voiceRecording)

        XCTAssertEqual(m.allAttachments.count, 7)
        XCTAssertEqual(m.attachmentCounts[.image], 1)
        XCTAssertEqual(m.attachmentCounts[.voiceRecording], 1)
        XCTAssertEqual(m.attachment(with: image.id)?.type, .image)
        XCTAssertEqual(
            image.asAnyAttachment.attachment(payloadType: ImageAttachmentPayload.self)?.payload,
            image.payload)
    }

    func testAppsOwnPayloadType() throws {
        struct WorkoutPayload: AttachmentPayload {
            static let type: AttachmentType = "workout"
            var title: String?
            var text: String?
        }
        let m = message([
            TranscriptAttachment(type: "workout", title: "Run", text: "5 km"),
            TranscriptAttachment(type: "image", imageURL: "https://x.io/a.png")
        ])
        let workouts = m.attachments(payloadType: WorkoutPayload.self)
        XCTAssertEqual(workouts.map(\.payload.text), ["5 km"])
        XCTAssertEqual(workouts.first?.id.index, 0)
        XCTAssertTrue(m.fileAttachments.isEmpty)
    }
}
