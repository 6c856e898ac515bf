import Foundation

/// A voice recording attachment (the SDK's `ChatMessageVoiceRecordingAttachment`).
public typealias ChatMessageVoiceRecordingAttachment = ChatMessageAttachment<VoiceRecordingAttachmentPayload>

/// The payload of a voice recording (the SDK's `VoiceRecordingAttachmentPayload`).
public struct VoiceRecordingAttachmentPayload: AttachmentPayload, Hashable, Sendable {
    public static let type: AttachmentType = .voiceRecording

    public var title: String?
    public var voiceRecordingURL: URL
    public var file: AttachmentFile
    public var duration: TimeInterval?
    public var waveformData: [Float]?
    public var extraData: [String: RawJSON]?

    public init(
        title: String?, voiceRecordingRemoteURL: URL, file: AttachmentFile, duration: TimeInterval?,
        waveformData: [Float]?, extraData: [String: RawJSON]?
    ) {
        self.title = title
        voiceRecordingURL = voiceRecordingRemoteURL
        self.file = file
        self.duration = duration
        self.waveformData = waveformData
        self.extraData = extraData
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AttachmentKey.self)
        self.init(
            title: try c.decodeIfPresent(String.self, forKey: .title),
            voiceRecordingRemoteURL: try c.decode(URL.self, forKey: .assetURL),
            file: try AttachmentFile(from: decoder),
            duration: try c.decodeIfPresent(Double.self, forKey: .duration),
            waveformData: try c.decodeIfPresent([Float].self, forKey: .waveformData),
            extraData: AttachmentExtraData.decode(
                from: decoder,
                known: [
                    .title, .assetURL, .duration, .waveformData
                ]))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: AttachmentKey.self)
        try AttachmentExtraData.encode(extraData, to: &c)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encode(voiceRecordingURL.absoluteString, forKey: .assetURL)
        try c.encodeIfPresent(duration, forKey: .duration)
        try c.encodeIfPresent(waveformData, forKey: .waveformData)
        try file.encode(to: encoder)
    }
}
