import StreamChat
import UIKit

/// The voice recordings of a message (only when `Components.isVoiceRecordingEnabled`), one row each, in a list
/// with 4-pt margins and spacing like the files list.
open class ChatMessageVoiceRecordingAttachmentListView: AttachmentListView {
    public struct Item: Sendable {
        /// The recording's name (the attachment title), shown above the duration; nil hides the line.
        public var title: String?
        public var duration: TimeInterval
        public var waveform: [Double]
        public init(title: String? = nil, duration: TimeInterval, waveform: [Double]) {
            self.title = title
            self.duration = duration
            self.waveform = waveform
        }
        public init(attachment a: TranscriptAttachment) {
            self.init(title: a.title, duration: a.duration ?? 0, waveform: a.waveformData)
        }
    }

    public var content: [Item] = [] { didSet { updateContentIfNeeded() } }

    public private(set) var itemViews: [ChatMessageVoiceRecordingItemView] = []

    open override func updateContent() {
        itemViews = content.map { item in
            let v = components.voiceRecordingAttachmentView.init()
            v.content = item
            return v
        }
        setRows(itemViews)
    }
}
