import ChatCanvas
import ChatManifest
import ChatUI
import Foundation

/// The pipeline for one screenshot: decode and validate the inputs, build `Appearance` and `Components`, build the
/// screen's view tree, lay it out and paint it.
struct ScreenRenderer {
    let request: RenderRequest
    /// Seconds spent in each phase of the last render (for the benchmark).
    final class Timings { var decode = 0.0, layout = 0.0, paint = 0.0 }
    var timings = Timings()

    /// The screenshot; a `--full` transcript taller than Cairo's limit comes back as several pages.
    func render() throws -> [Canvas] {
        var mark = DispatchTime.now().uptimeNanoseconds
        func lap() -> Double {
            let now = DispatchTime.now().uptimeNanoseconds
            defer { mark = now }
            return Double(now - mark) / 1e9
        }
        try validateCanvasOptions()
        // A missing font package is a clear error, not a crash in the middle of text layout.
        do { try FontSetup.prepare() } catch { throw ChatShotError.badInput(String(describing: error)) }
        let transcript = try badInput {
            try TranscriptLoader.load(path: request.transcriptPath, currentUserId: request.currentUserId,
                                      placeholdersForMissingImages: request.placeholdersForMissingImages)
        }
        for warning in transcript.warnings {
            FileHandle.standardError.write(Data("chatshot: warning: \(warning)\n".utf8))
        }
        let manifest = try badInput { try ManifestLoader.load(paths: request.manifestPaths, sets: request.overrides) }
        guard let contentSize = ContentSizeCategory(rawValue: request.contentSize) else {
            throw ChatShotError.badInput("--content-size: unknown category \"\(request.contentSize)\"; expected one of "
                                         + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", "))
        }
        let appearance = try badInput { try manifest.makeAppearance(contentSize: .large) }
        let components = try badInput { try manifest.makeComponents(appearance: appearance) }
        try SwiftCustomizations.apply(request.customizations, appearance: appearance, components: components)
        components.imageLoader = TranscriptImages(transcript.images)
        guard let timeZone = TimeZone(identifier: request.timeZone) else {
            throw ChatShotError.badInput("--timezone: unknown time zone \"\(request.timeZone)\"; expected an IANA name such as UTC or Europe/Amsterdam")
        }
        let now = try nowDate(transcript)
        UIScreen.main.scale = request.scale
        timings.decode += lap()
        let traits = UITraitCollection(userInterfaceStyle: request.appearance == .dark ? .dark : .light,
                                       layoutDirection: request.rightToLeft ? .rightToLeft : .leftToRight,
                                       preferredContentSizeCategory: contentSize)
        let root: UIView
        switch request.screen {
        case .channel, .thread:
            guard let channel = transcript.channel else {
                throw ChatShotError.badInput("\(request.transcriptPath): a channel-list transcript ({channels: …}) can only render --screen channel-list")
            }
            let screen = ChatChannelScreen()
            screen.showsAllMessages = request.fullTranscript
            screen.isScrolling = request.isScrolling
            var parent: ChatMessage?
            if request.screen == .thread {
                parent = try threadParent(in: channel)
            }
            let context = MessageListContext(channel: channel, currentUser: transcript.currentUser, now: now, timeZone: timeZone,
                                             isInThread: parent != nil)
            var composer = ComposerContentBuilder.content(from: transcript.composer, channel: channel)
            composer.placeholder = transcript.composer?.placeholder
            prepare(screen, appearance: appearance, components: components, traits: traits)
            screen.content = .init(context: context, composer: composer, threadParent: parent)
            root = screen
        case .messages:
            // Only the message cells, as tall as they are (for comparing single messages with the SDK's pictures).
            guard let channel = transcript.channel else {
                throw ChatShotError.badInput("\(request.transcriptPath): a channel-list transcript ({channels: …}) can only render --screen channel-list")
            }
            let list = ChatMessageListView()
            list.showsAllMessages = true
            prepare(list, appearance: appearance, components: components, traits: traits)
            let context = MessageListContext(channel: channel, currentUser: transcript.currentUser, now: now, timeZone: timeZone)
            list.content = .init(messages: channel.messages.filter { $0.parentMessageId == nil || $0.showReplyInChannel }, context: context)
            root = list
        case .channelList:
            // A channel transcript renders as a list of its one channel.
            let screen = ChatChannelListScreen()
            screen.showsAllChannels = request.fullTranscript
            prepare(screen, appearance: appearance, components: components, traits: traits)
            screen.content = .init(channels: transcript.channels, currentUser: transcript.currentUser, now: now, timeZone: timeZone)
            root = screen
        }
        var height = request.height
        if let list = root as? ChatMessageListView {
            height = list.contentHeight(width: request.width)
        }
        if request.fullTranscript, let screen = root as? ChatChannelScreen {
            height = max(height, screen.fullHeight(width: request.width))
        }
        if request.fullTranscript, let screen = root as? ChatChannelListScreen {
            height = max(height, screen.fullHeight(width: request.width))
        }
        root.frame = Rect(x: 0, y: 0, width: request.width, height: height)
        root.layoutIfNeeded()
        timings.layout += lap()
        // A whole transcript taller than Cairo allows is split into pages, top to bottom.
        let pageHeight = request.fullTranscript ? (Double(Canvas.maxPixelSide) / request.scale).rounded(.down) : height
        var pages: [Canvas] = []
        var top = 0.0
        repeat {
            let h = min(pageHeight, height - top)
            let canvas: Canvas
            do {
                canvas = try Canvas(width: request.width, height: h, scale: request.scale)
            } catch let e as CanvasError {
                throw ChatShotError.badInput("canvas \(request.width.clean)×\(h.clean) pt at \(request.scale.clean)x: \(e.message)")
            }
            canvas.clear(appearance.colorPalette.backgroundCoreApp.resolved(traits.userInterfaceStyle))
            canvas.translate(x: 0, y: -top)
            root.render(in: canvas)
            pages.append(canvas)
            top += h
        } while top < height
        timings.paint += lap()
        return pages
    }

    private func prepare(_ root: UIView, appearance: Appearance, components: Components, traits: UITraitCollection) {
        root.appearance = appearance
        root.components = components
        root.traitCollection = traits
        root.setUpIfNeeded()
    }

    private func validateCanvasOptions() throws {
        guard request.width.isFinite, request.height.isFinite, request.width > 0, request.height > 0 else {
            throw ChatShotError.badInput("--width/--height: \(request.width.clean)×\(request.height.clean) pt; expected sizes greater than 0")
        }
        guard [1, 2, 3].contains(request.scale) else {
            throw ChatShotError.badInput("--scale: \(request.scale.clean); expected 1, 2 or 3")
        }
        let side = Double(Canvas.maxPixelSide)
        guard request.width * request.scale <= side, request.height * request.scale <= side else {
            throw ChatShotError.badInput("--width/--height: \(request.width.clean)×\(request.height.clean) pt at \(request.scale.clean)x is beyond Cairo's limit of \(Int(side)) pixels a side")
        }
    }

    private func nowDate(_ transcript: Transcript) throws -> Date {
        if let s = request.now {
            guard let d = ISODate.parse(s) else {
                throw ChatShotError.badInput("--now: \"\(s)\" is not an ISO 8601 date such as 2024-05-01T09:30:00Z")
            }
            return d
        }
        return transcript.newestMessageDate ?? Date(timeIntervalSince1970: 0)
    }

    private func threadParent(in channel: ChatChannel) throws -> ChatMessage {
        if let id = request.threadParentId {
            guard let m = channel.messages.first(where: { $0.id == id }) else {
                throw ChatShotError.badInput("--thread-parent: no message with id \"\(id)\" in \(request.transcriptPath)")
            }
            return m
        }
        guard let m = channel.messages.last(where: { m in m.replyCount > 0 || channel.messages.contains { $0.parentMessageId == m.id } }) else {
            throw ChatShotError.badInput("\(request.transcriptPath): --screen thread needs a message with replies (reply_count or replies with parent_id); none found")
        }
        return m
    }
}

/// Runs a step and turns the loaders' diagnostics into exit-status-2 errors.
func badInput<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let e as ChatShotError {
        throw e
    } catch {
        throw ChatShotError.badInput(String(describing: error))
    }
}

/// The transcript's decoded local images, by absolute path.
final class TranscriptImages: ImageLoading, @unchecked Sendable {
    let images: [String: Image]
    init(_ images: [String: Image]) { self.images = images }
    func image(for url: String?) -> UIImage? {
        guard let url, let img = images[url] else { return nil }
        return UIImage(image: img, isTemplate: false, name: url)
    }
}
