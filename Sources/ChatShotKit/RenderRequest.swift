import Foundation
import ChatCanvas

/// Everything one screenshot needs: the inputs (files) and the canvas options of the command line.
public struct RenderRequest: Hashable, Sendable {
    /// `messages`: only the message cells, as tall as they are (no header or composer).
    public enum Screen: String, Sendable, CaseIterable { case channel, thread, channelList = "channel-list", messages }
    public enum AppearanceStyle: String, Sendable, CaseIterable { case light, dark }

    public var transcriptPath: String
    /// Manifests applied in order (later ones win); empty for the SDK's default look.
    public var manifestPaths: [String]
    /// `KEY=VALUE` overrides applied after the manifests (`appearance.tintColor=#FF00AA`).
    public var overrides: [String]
    public var screen: Screen
    public var width: Double
    public var height: Double
    public var scale: Double
    public var appearance: AppearanceStyle
    public var currentUserId: String?
    /// ISO 8601; nil: the newest message's time.
    public var now: String?
    public var timeZone: String
    /// The SDK's content size category name (`large` is the default).
    public var contentSize: String
    public var rightToLeft: Bool
    /// For `screen == .thread`: the parent message id (nil: the newest message with replies).
    public var threadParentId: String?
    /// Render every message into one tall image instead of clipping the oldest.
    public var fullTranscript: Bool
    /// A missing or corrupt image draws the placeholder with a warning instead of failing.
    public var placeholdersForMissingImages = false
    /// Draw the list mid-scroll: the date overlay (`messageListDateOverlayEnabled`) is visible.
    public var isScrolling = false
    /// Swift customizations (registered with `SwiftCustomizations`) applied after the manifests.
    public var customizations: [String] = []

    public init(transcriptPath: String, manifestPaths: [String] = [], overrides: [String] = [], screen: Screen = .channel,
                width: Double = 360, height: Double = 700, scale: Double = 1, appearance: AppearanceStyle = .light,
                currentUserId: String? = nil, now: String? = nil, timeZone: String = "UTC", contentSize: String = "large",
                rightToLeft: Bool = false, threadParentId: String? = nil, fullTranscript: Bool = false) {
        self.transcriptPath = transcriptPath; self.manifestPaths = manifestPaths; self.overrides = overrides
        self.screen = screen; self.width = width; self.height = height; self.scale = scale; self.appearance = appearance
        self.currentUserId = currentUserId; self.now = now; self.timeZone = timeZone; self.contentSize = contentSize
        self.rightToLeft = rightToLeft; self.threadParentId = threadParentId; self.fullTranscript = fullTranscript
    }
}

/// Renders a request into a canvas. Throws `ChatShotError.badInput` for bad input.
/// A `--full` render taller than Cairo's limit gives its first page; use `renderPages` for all of them.
public func renderCanvas(_ request: RenderRequest) throws -> Canvas {
    try ScreenRenderer(request: request).render()[0]
}

/// Renders a request into one canvas, or several pages for a whole transcript taller than Cairo allows.
public func renderPages(_ request: RenderRequest) throws -> [Canvas] {
    try ScreenRenderer(request: request).render()
}

/// Renders a request into PNG bytes.
public func renderPNG(_ request: RenderRequest) throws -> Data {
    try renderCanvas(request).pngData()
}
