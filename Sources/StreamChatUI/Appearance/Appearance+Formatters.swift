import Foundation

extension Appearance {
    /// The formatters that turn dates into the text views draw (the SDK's `Appearance.Formatters`). Assign your own
    /// to `Appearance.default.formatters.…` (or a view's `appearance`): the views draw what it returns. chatshot has
    /// the timestamp formatters and the markdown switch; the SDK's others (date separators, durations, …) are not
    /// there yet.
    public final class Formatters {
        /// The message list's timestamps ("3:33 PM").
        public var messageTimestamp: MessageTimestampFormatter = DefaultMessageTimestampFormatter()
        /// The channel list's timestamps ("8:46 AM", "Yesterday", "Monday", "1/2/24").
        public var channelListMessageTimestamp: MessageTimestampFormatter = ChannelListMessageTimestampFormatter()
        /// The thread list's timestamps: by default, the channel list's format.
        public var threadListMessageTimestamp: MessageTimestampFormatter = ChannelListMessageTimestampFormatter()
        /// Whether message text is read as markdown (bold, italics, code, lists, links, …).
        public var isMarkdownEnabled = true

        public init() {}
    }
}
