/// An attachment as the transcript gives it (image, video, file, giphy, link preview, voice recording, …): the fields
/// chatshot draws from, with its paths and URLs as written. Apps read the SDK's typed attachments
/// (`ChatMessage.imageAttachments`, `allAttachments`, …), which are built from these.
public struct TranscriptAttachment: Hashable, Sendable {
    public var type: String
    public var title: String?
    public var text: String?
    public var imageURL: String?
    public var thumbURL: String?
    public var assetURL: String?
    public var titleLink: String?
    public var ogURL: String?
    public var authorName: String?
    public var mimeType: String?
    public var fileSize: Int?
    public var duration: Double?
    public var waveformData: [Double]
    /// The upload of an attachment not yet on the server (chatshot extension keys `upload_state`, `upload_progress`,
    /// in messages and in composer previews); nil: uploaded or remote.
    public var uploadingState: LocalAttachmentState?
    /// Buttons of an interactive attachment (`actions`).
    public var actions: [AttachmentAction] = []

    public init(
        type: String, title: String? = nil, text: String? = nil, imageURL: String? = nil, thumbURL: String? = nil,
        assetURL: String? = nil, titleLink: String? = nil, ogURL: String? = nil, authorName: String? = nil,
        mimeType: String? = nil, fileSize: Int? = nil, duration: Double? = nil, waveformData: [Double] = []
    ) {
        self.type = type
        self.title = title
        self.text = text
        self.imageURL = imageURL
        self.thumbURL = thumbURL
        self.assetURL = assetURL
        self.titleLink = titleLink
        self.ogURL = ogURL
        self.authorName = authorName
        self.mimeType = mimeType
        self.fileSize = fileSize
        self.duration = duration
        self.waveformData = waveformData
    }
}
