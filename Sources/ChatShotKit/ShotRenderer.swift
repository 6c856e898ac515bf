internal import CFrozenClock
import ChatCanvas
import ChatManifest
import Foundation
import StreamChat
import StreamChatUI
import UIKit

/// The one renderer: every command, gallery job, example and test hands a `Shot` to it. It validates the shot,
/// decodes the transcript once, builds `Appearance` and `Components` for each panel, builds the screen's view tree,
/// lays it out, paints it, and composes the panels of a comparison or variant sheet.
public struct ShotRenderer {
    /// Seconds spent in each phase (for the benchmark).
    public final class Timings {
        public var decode = 0.0, layout = 0.0, paint = 0.0
        public init() {}
    }
    public var timings = Timings()
    /// Files this render writes: each is refused (bad input, before anything is drawn) when it is one of the shot's
    /// inputs — the transcript, a manifest, an image the transcript names — or not a regular file.
    public var outputs: [String] = []
    /// Where warnings go (one line each, without the `chatshot: warning: ` prefix).
    public var warn: (String) -> Void = { FileHandle.standardError.write(Data("chatshot: warning: \($0)\n".utf8)) }

    public init() {}

    /// The shot's picture; a `--full` transcript taller than Cairo's limit comes back as several pages. Bad input
    /// throws the reader's diagnostic (`file:line:column`), ChatCanvas's error or a `ChatShotError`, unchanged:
    /// `ChatShotError(error)` names its kind.
    public func render(_ shot: Shot) throws -> [Canvas] {
        var pages: [Canvas] = []
        try render(shot) { _, _, page in pages.append(page) }
        return pages
    }

    /// Renders the shot page by page: `page(index, count, canvas)` gets each page as soon as it is painted, so a
    /// whole transcript of many pages needs the memory of one. Pages break between messages (or rows) where one fits.
    public func render(_ shot: Shot, page: (_ index: Int, _ count: Int, _ canvas: Canvas) throws -> Void) throws {
        try shot.validate()
        // A missing font package is a clear error, not a crash in the middle of text layout.
        try FontSetup.prepare()
        var clock = Lap()
        let placeholders = shot.missingImages == .placeholder
        let transcript =
            if let inline = shot.inlineTranscript {
                try TranscriptLoader.decode(
                    text: inline.text, file: shot.transcript, baseDirectory: inline.baseDirectory,
                    currentUserId: shot.currentUser, placeholdersForMissingImages: placeholders)
            } else {
                try TranscriptLoader.load(
                    path: shot.transcript, currentUserId: shot.currentUser,
                    placeholdersForMissingImages: placeholders)
            }
        for warning in transcript.warnings { warn(warning) }
        let inputs = shot.inputFiles + transcript.images.keys.sorted()
        for output in outputs { try AtomicFile.checkDestination(output, inputs: inputs) }
        timings.decode += clock.lap()
        let panels = shot.panels
        if case .picture = shot.form {
            return try paint(shot, transcript, panels[0], page: page)
        }
        var rendered: [Compositor.Panel] = []
        for look in panels {
            try paint(shot, transcript, look) { _, _, canvas in
                rendered.append(.init(caption: look.caption ?? "", canvas: canvas))
            }
        }
        for warning in Self.unchangedPanels(rendered, form: shot.form) { warn("\(shot.transcript): \(warning)") }
        let arrangement: Shot.Arrangement
        switch shot.form {
        case .comparison(let c): arrangement = c.arrangement
        case .variants(let v): arrangement = v.arrangement
        case .picture: arrangement = .horizontal
        }
        let sheet = try Compositor(arrangement: arrangement, dark: shot.display.style == .dark).compose(rendered)
        timings.paint += clock.lap()
        try page(0, 1, sheet)
    }

    /// Builds and paints one panel's screen. The views run with their isolation on this render's thread (one
    /// thread owns all of a render's views and callbacks, so nothing here crosses threads).
    private func paint(
        _ shot: Shot, _ transcript: Transcript, _ look: Shot.Look,
        page: (_ index: Int, _ count: Int, _ canvas: Canvas) throws -> Void
    ) throws {
        nonisolated(unsafe) let (page, timings, warn) = (page, timings, warn)
        // The SDK's strings in the shot's language, read by the views on this thread.
        try (shot.display.locale ?? .en).performAsCurrent {
            try assumeRenderIsolation {
                try ScreenPass(shot: shot, transcript: transcript, look: look, timings: timings, warn: warn).render(
                    page: page)
            }
        }
    }

    /// The shot's first (usually only) canvas.
    public func renderCanvas(_ shot: Shot) throws -> Canvas { try render(shot)[0] }

    /// The shot's picture as PNG bytes (the first page of a paged `--full` render).
    public func renderPNG(_ shot: Shot, compression: PNGCompression = .fast) throws -> Data {
        try renderCanvas(shot).pngData(compression: compression)
    }

    /// The shot's picture in its `format` (PNG, PDF or SVG; the first page of a paged `--full` render).
    public func renderData(_ shot: Shot, compression: PNGCompression = .fast) throws -> Data {
        try renderCanvas(shot).data(shot.format, compression: compression)
    }
}

extension ShotRenderer {
    /// Warnings for panels that draw exactly what another draws: an after panel identical to the before panel, or a
    /// variant identical to the one before it — the change shows nowhere on this screen.
    static func unchangedPanels(_ panels: [Compositor.Panel], form: Shot.Form) -> [String] {
        guard panels.count > 1 else { return [] }
        let pixels = panels.map { $0.canvas.rgbaPixels() }
        let hint =
            "the change shows nowhere on this screen (another transcript, a taller --height or --full may show it)"
        switch form {
        case .comparison:
            return (1..<panels.count).filter { pixels[$0] == pixels[0] }.map {
                "panel \(quoted(panels[$0].caption)) draws exactly what \(quoted(panels[0].caption)) draws: \(hint)"
            }
        case .variants:
            return (1..<panels.count).filter { pixels[$0] == pixels[$0 - 1] }.map {
                "variant \(quoted(panels[$0].caption)) draws exactly what \(quoted(panels[$0 - 1].caption)) draws: \(hint)"
            }
        case .picture:
            return []
        }
    }
}

/// Renders a shot with a default `ShotRenderer` (see there).
public func renderPages(_ shot: Shot) throws -> [Canvas] { try ShotRenderer().render(shot) }
public func renderCanvas(_ shot: Shot) throws -> Canvas { try ShotRenderer().renderCanvas(shot) }
public func renderPNG(_ shot: Shot) throws -> Data { try ShotRenderer().renderPNG(shot) }

/// A stopwatch for the phases.
struct Lap {
    var mark = DispatchTime.now().uptimeNanoseconds
    mutating func lap() -> Double {
        let now = DispatchTime.now().uptimeNanoseconds
        defer { mark = now }
        return Double(now - mark) / 1e9
    }
}

/// One panel: `Appearance` and `Components` from the look, the screen's view tree, layout and paint.
/// One panel's screen, built from the SDK's view controllers and painted: it runs with the views' isolation (the
/// render's thread, entered through `assumeRenderIsolation`).
@preconcurrency @MainActor
struct ScreenPass {
    let shot: Shot
    let transcript: Transcript
    let look: Shot.Look
    let timings: ShotRenderer.Timings
    let warn: (String) -> Void

    func render(page: (Int, Int, ChatCanvas.Canvas) throws -> Void) throws {
        var clock = Lap()
        let now = shot.now ?? transcript.newestMessageDate ?? Date(timeIntervalSince1970: 0)
        // A still picture is one moment: code that reads the wall clock on this thread while the screen is made and
        // drawn — an app's set-up, its formatters' `Date()` — reads `now`.
        chatshot_clock_freeze(now.timeIntervalSince1970)
        defer { chatshot_clock_thaw() }
        let manifest = try ManifestLoader.load(paths: look.manifests, sets: look.sets)
        let (appearance, components) = try manifest.makeLook(contentSize: .large) {
            AppSetUp.apply(appearance: $0, components: $1)
        }
        try SwiftCustomizations.apply(look.customizations, appearance: appearance, components: components)
        components.imageLoader = TranscriptImages(transcript.images)
        let scale = Double(shot.display.scale)
        timings.decode += clock.lap()
        let traits = UITraitCollection(
            userInterfaceStyle: shot.display.style, layoutDirection: shot.display.layoutDirection,
            preferredContentSizeCategory: shot.display.contentSize, displayScale: scale)
        // The render's traits are the current ones (UIScreen.main.scale) until it returns.
        let previousTraits = UITraitCollection.current
        UITraitCollection.current = traits
        defer { UITraitCollection.current = previousTraits }
        let previousScreen = UIScreen.renderScreenSize
        UIScreen.renderScreenSize = CGSize(width: shot.display.width, height: shot.display.height)
        defer { UIScreen.renderScreenSize = previousScreen }
        // So is its transcript's data, for the controllers of an app's view controllers (ChatClient offline).
        let previousStore = OfflineChatStore.installed
        OfflineChatStore.installed = OfflineChatStore(
            channels: transcript.channels.isEmpty
                ? transcript.channel.map { [$0] } ?? [] : transcript.channels,
            currentUser: transcript.currentUser)
        defer { OfflineChatStore.installed = previousStore }
        // And its appearance's `localizationProvider`, asked for the SDK's strings the views draw.
        let previousLocalization = L10n.installedProvider
        L10n.installedProvider = appearance.localizationProvider
        defer { L10n.installedProvider = previousLocalization }
        let width = shot.display.width
        // The screen's size is known before its content, so a list builds only what can show.
        // With device chrome the screen lies between the status bar and the home indicator.
        let chrome =
            shot.display.chrome == .none
            ? nil : DeviceChrome(display: shot.display, tracking: appearance.fonts.body.font.tracking)
        let screenFrame = CGRect(
            x: 0, y: 0, width: width, height: chrome?.contentRect.height ?? CGFloat(shot.display.height))
        let root: any PagedScreen
        switch shot.screen {
        case .channel, .thread:
            let channel = try self.channel()
            let parent = shot.screen == .thread ? try threadParent(in: channel) : nil
            var options = screenOptions(now: now, channel: channel)
            options.visibleSize = screenFrame.size
            let screen = makeScreenVC(channel: channel, threadParent: parent, options: options, components: components)
            screen.frame = screenFrame
            prepare(screen, appearance: appearance, components: components, traits: traits)
            root = screen
        case .messages:
            let channel = try self.channel()
            let list = ChatMessageListView()
            list.showsAllMessages = true
            prepare(list, appearance: appearance, components: components, traits: traits)
            let context = MessageListContext(
                channel: channel, currentUser: transcript.currentUser, now: now, timeZone: shot.timeZone)
            list.content = .init(
                messages: channel.messages.filter { $0.parentMessageId == nil || $0.showReplyInChannel },
                context: context)
            root = list
        case .messageActions, .reactionAuthors:
            let channel = try self.channel()
            let message = try popupMessage(in: channel)
            // A thread reply not shown in the channel is long-pressed in its thread.
            let parent =
                message.parentMessageId != nil && !message.showReplyInChannel
                ? channel.messages.first { $0.id == message.parentMessageId } : nil
            let context = MessageListContext(
                channel: channel, currentUser: transcript.currentUser, now: now, timeZone: shot.timeZone,
                isInThread: parent != nil)
            let screen = ChatMessagePopupScreen()
            screen.screenVC = makeScreenVC(
                channel: channel, threadParent: parent, options: screenOptions(now: now, channel: channel),
                components: components)
            prepare(screen, appearance: appearance, components: components, traits: traits)
            screen.content = .init(
                message: message, context: context, showsReactionAuthors: shot.screen == .reactionAuthors)
            root = screen
        case .channelList:
            // A channel transcript renders as a list of its one channel.
            let screen = ChatChannelListScreen()
            // The app's ChatChannelListVC subclass, when its folder declares one, draws the rows.
            let (listVC, warning) = AppScreens.makeChannelListVC()
            if let warning { warn(warning) }
            screen.listVC = listVC
            screen.frame = screenFrame
            screen.showsAllChannels = shot.isFull
            prepare(screen, appearance: appearance, components: components, traits: traits)
            screen.content = .init(
                channels: transcript.channels, currentUser: transcript.currentUser, now: now, timeZone: shot.timeZone,
                state: transcript.listState)
            root = screen
        case .threadList:
            // A channel or channel-list transcript renders the threads of its channels.
            let screen = ChatThreadListScreen()
            screen.showsAllThreads = shot.isFull
            prepare(screen, appearance: appearance, components: components, traits: traits)
            let threads =
                transcript.isThreadList ? transcript.threads : transcript.channels.flatMap(ChatThread.threads(in:))
            screen.content = .init(
                threads: threads, currentUser: transcript.currentUser, now: now, timeZone: shot.timeZone,
                state: transcript.listState, newThreadsCount: transcript.newThreadsCount)
            root = screen
        }
        // One layout pass: every view is measured once for each proposal, however often the height is asked for.
        let height = UIView.performLayoutPass { () -> CGFloat in
            var height = chrome?.contentRect.height ?? CGFloat(shot.display.height)
            if shot.screen == .messages {
                height = root.fullHeight(width: width)
            } else if shot.isFull {
                height = max(height, root.fullHeight(width: width))
            }
            root.frame = CGRect(x: 0, y: 0, width: width, height: height)
            root.layoutIfNeeded()
            return height
        }
        timings.layout += clock.lap()
        // A whole transcript taller than Cairo allows is split into pages, top to bottom, between messages.
        let breaks = root.pageBreaks.map { Double($0) }
        let ranges = Self.pages(
            height: height, maxPage: (Double(ChatCanvas.Canvas.maxPixelSide) / scale).rounded(.down),
            breaks: breaks, scale: scale)
        let background = appearance.colorPalette.backgroundCoreApp.resolved(traits.userInterfaceStyle)
        if let chrome {
            let canvas = try paint(root, in: chrome, background: background)
            timings.paint += clock.lap()
            return try page(0, 1, canvas)
        }
        for (index, range) in ranges.enumerated() {
            let canvas: ChatCanvas.Canvas
            do {
                canvas = try ChatCanvas.Canvas(
                    width: width, height: range.upperBound - range.lowerBound, scale: scale,
                    vector: shot.format.isVector)
            } catch let e as CanvasError {
                let size = "\(width.clean)×\((range.upperBound - range.lowerBound).clean) pt"
                throw ChatShotError.render("canvas \(size) at \(shot.display.scale)x: \(e.message)")
            }
            canvas.clear(background)
            canvas.translate(x: 0, y: -range.lowerBound)
            root.render(in: canvas)
            timings.paint += clock.lap()
            try page(index, ranges.count, canvas)
            clock = Lap()
        }
    }

    /// The screen with its status bar and home indicator, inside the device outline for `frame`.
    private func paint(_ root: UIView, in chrome: DeviceChrome, background: Color) throws -> ChatCanvas.Canvas {
        let scale = Double(shot.display.scale)
        let screen = try ChatCanvas.Canvas(
            width: chrome.screenSize.width, height: chrome.screenSize.height,
            scale: scale)
        screen.clear(background)
        screen.withState {
            screen.clip(to: chrome.contentRect)
            screen.translate(x: 0, y: chrome.contentRect.minY)
            root.render(in: screen)
        }
        chrome.drawScreenChrome(in: screen)
        guard chrome.mode == .frame else { return screen }
        let framed = try ChatCanvas.Canvas(width: chrome.frameSize.width, height: chrome.frameSize.height, scale: scale)
        chrome.drawDevice(screen: screen, in: framed)
        return framed
    }

    /// Splits `height` points into pages of at most `maxPage` points, each ending at the lowest break that fits (a
    /// row taller than a page is cut), on whole pixels.
    nonisolated static func pages(height: Double, maxPage: Double, breaks: [Double], scale: Double) -> [Range<Double>] {
        let candidates = breaks.map { ($0 * scale).rounded(.down) / scale }.filter { $0 > 0 && $0 < height }.sorted()
        var result: [Range<Double>] = []
        var top = 0.0
        while top < height {
            var bottom = min(height, top + maxPage)
            if bottom < height, let b = candidates.last(where: { $0 > top && $0 <= bottom }) { bottom = b }
            result.append(top..<bottom)
            top = bottom
        }
        return result.isEmpty ? [0..<height] : result
    }

    private func channel() throws -> ChatChannel {
        guard let channel = transcript.channel else {
            if transcript.isThreadList {
                throw ChatShotError.file(
                    shot.transcript,
                    problem: "a thread-list transcript ({threads: …}) "
                        + "can only render --screen thread-list")
            }
            throw ChatShotError.file(
                shot.transcript,
                problem: "a channel-list transcript ({channels: …}) "
                    + "can only render --screen channel-list")
        }
        return channel
    }

    /// What the screen's view controller draws: the shot's moment and time zone, a whole transcript, mid-scroll,
    /// the back button and the composer's state.
    private func screenOptions(now: Date, channel: ChatChannel) -> ScreenOptions {
        var composer = ComposerContentBuilder.content(from: transcript.composer, channel: channel)
        composer.placeholder = transcript.composer?.placeholder
        return ScreenOptions(
            now: now, timeZone: shot.timeZone, showsAllRows: shot.isFull, isScrolling: shot.isScrolling,
            showsBackButton: shot.display.showsBackButton, composer: composer)
    }

    /// The channel's view controller (`Components.channelVC`), or with a parent message the thread's
    /// (`Components.threadVC`): an app's subclass when one is registered, reading the transcript offline.
    private func makeScreenVC(
        channel: ChatChannel, threadParent parent: ChatMessage?, options: ScreenOptions, components: Components
    ) -> _ViewController & PagedScreen {
        let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("chatshot")))
        if let parent {
            let vc = components.threadVC.init()
            vc.channelController = client.channelController(for: channel.cid)
            vc.messageController = client.messageController(cid: channel.cid, messageId: parent.id)
            vc.screenOptions = options
            return vc
        }
        let vc = components.channelVC.init()
        vc.channelController = client.channelController(for: channel.cid)
        vc.screenOptions = options
        return vc
    }

    private func prepare(_ root: _View, appearance: Appearance, components: Components, traits: UITraitCollection) {
        root.appearance = appearance
        root.components = components
        root.traitCollection = traits
        root.setUpIfNeeded()
    }

    private func prepare(
        _ root: ChatMessageListView, appearance: Appearance, components: Components, traits: UITraitCollection
    ) {
        root.appearance = appearance
        root.components = components
        root.traitCollection = traits
        root.setUpIfNeeded()
    }

    private func prepare(
        _ root: _ViewController, appearance: Appearance, components: Components, traits: UITraitCollection
    ) {
        root.appearance = appearance
        root.components = components
        root.traitCollection = traits
        root.setUpIfNeeded()
    }

    private func popupMessage(in channel: ChatChannel) throws -> ChatMessage {
        let id = shot.message ?? ""
        guard let m = channel.messages.first(where: { $0.id == id }) else {
            let hint = Suggestions.hint(for: id, in: channel.messages.map(\.id), listIfShort: false)
            throw ChatShotError.option(
                "--message",
                problem: "no message with id \(quoted(id)) in \(shot.transcript)" + hint)
        }
        return m
    }

    private func threadParent(in channel: ChatChannel) throws -> ChatMessage {
        if let id = shot.threadParent {
            guard let m = channel.messages.first(where: { $0.id == id }) else {
                throw ChatShotError.option(
                    "--thread-parent",
                    problem: "no message with id \(quoted(id)) in \(shot.transcript)")
            }
            return m
        }
        guard
            let m = channel.messages.last(where: { m in
                m.replyCount > 0 || channel.messages.contains { $0.parentMessageId == m.id }
            })
        else {
            throw ChatShotError.file(
                shot.transcript,
                problem: "--screen thread needs a message with replies "
                    + "(reply_count or replies with parent_id); none found")
        }
        return m
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
