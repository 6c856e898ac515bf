import ArgumentParser
import ChatShotKit

/// The canvas options shared by `render` and `compare`.
struct CanvasOptions: ParsableArguments {
    @Option(help: "Screen to draw: channel, thread, channel-list, or messages (the message cells only).")
    var screen: String = "channel"
    @Option(help: "Canvas width in points.")
    var width: Double = 360
    @Option(help: "Canvas height in points.")
    var height: Double = 700
    @Option(help: "Pixels per point: 1, 2 or 3.")
    var scale: Double = 1
    @Option(help: "light or dark.")
    var appearance: String = "light"
    @Option(name: .customLong("current-user"), help: "The current user's id (else the transcript's current_user_id).")
    var currentUser: String?
    @Option(help: "The moment of the screenshot, ISO 8601 (default: the newest message's time).")
    var now: String?
    @Option(help: "IANA time zone for times and dates.")
    var timezone: String = "UTC"
    @Option(name: .customLong("content-size"), help: "Dynamic Type category: small, large (default), extraExtraExtraLarge, …")
    var contentSize: String = "large"
    @Option(name: .customLong("layout-direction"), help: "ltr or rtl.")
    var layoutDirection: String = "ltr"
    @Option(name: .customLong("thread-parent"), help: "For --screen thread: the parent message id (default: the newest with replies).")
    var threadParent: String?
    @Flag(name: .customLong("full"), help: "Render the whole transcript as one tall image instead of the newest messages that fit.")
    var full = false
    @Option(name: .customLong("set"), help: "Override a manifest value, KEY=VALUE (repeatable).")
    var sets: [String] = []
    @Option(name: .customLong("missing-images"), help: "error (default) or placeholder: draw the placeholder, with a warning, for a missing or corrupt image.")
    var missingImages = "error"
    @Flag(help: "Draw the list mid-scroll: the date overlay shows (when messageListDateOverlayEnabled).")
    var scrolling = false
    @Option(name: .customLong("customization"), help: "A Swift customization registered by this executable (repeatable).")
    var customizations: [String] = []

    func request(transcript: String, manifests: [String], extraSets: [String] = []) throws -> RenderRequest {
        guard let screen = RenderRequest.Screen(rawValue: screen) else {
            throw ChatShotError.badInput("--screen: \"\(screen)\"; expected channel, thread, channel-list or messages")
        }
        guard let style = RenderRequest.AppearanceStyle(rawValue: appearance) else {
            throw ChatShotError.badInput("--appearance: \"\(appearance)\"; expected light or dark")
        }
        guard ["ltr", "rtl"].contains(layoutDirection) else {
            throw ChatShotError.badInput("--layout-direction: \"\(layoutDirection)\"; expected ltr or rtl")
        }
        var request = RenderRequest(transcriptPath: transcript, manifestPaths: manifests, overrides: sets + extraSets, screen: screen,
                             width: width, height: height, scale: scale, appearance: style, currentUserId: currentUser,
                             now: now, timeZone: timezone, contentSize: contentSize, rightToLeft: layoutDirection == "rtl",
                             threadParentId: threadParent, fullTranscript: full)
        request.customizations = customizations
        request.isScrolling = scrolling
        guard ["error", "placeholder"].contains(missingImages) else {
            throw ChatShotError.badInput("--missing-images: \"\(missingImages)\"; expected error or placeholder")
        }
        request.placeholdersForMissingImages = missingImages == "placeholder"
        return request
    }
}
