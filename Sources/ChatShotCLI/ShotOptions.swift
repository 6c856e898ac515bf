import ArgumentParser
import ChatCanvas
import ChatShotKit
import Foundation
import StreamChatUI
import UIKit

extension Shot.Screen: ExpressibleByArgument, ArgumentValue {}
extension UIUserInterfaceStyle: ExpressibleByArgument, ArgumentValue {}
extension UITraitEnvironmentLayoutDirection: ExpressibleByArgument, ArgumentValue {}
extension Shot.MissingImages: ExpressibleByArgument, ArgumentValue {}
extension Shot.Arrangement: ExpressibleByArgument, ArgumentValue {}
extension Shot.Chrome: ExpressibleByArgument, ArgumentValue {}
extension UIContentSizeCategory: ExpressibleByArgument, ArgumentValue {}
extension ChatLocale: ExpressibleByArgument, ArgumentValue {}
extension PNGCompression: ExpressibleByArgument, ArgumentValue {}
extension ImageFormat: ExpressibleByArgument, ArgumentValue {}

/// `--png-compression`: how PNG files are written (the pixels are the same either way).
struct OutputOptions: ParsableArguments {
    @Option(
        name: .customLong("png-compression"),
        help:
            "fast (default) or small: smallest files, about 50 times slower to encode (for documentation and baselines)."
    )
    var pngCompression: PNGCompression = .fast
}

/// Where the renders of `batch` and `check` run.
enum WorkerKind: String, CaseIterable, ExpressibleByArgument, ArgumentValue {
    case threads, processes
}

/// `--jobs` and `--workers` of `batch` and `check`.
struct WorkerOptions: ParsableArguments {
    @Option(help: "How many images to render at the same time (default: all cores; at most the cores).")
    var jobs: Int?
    @Option(
        help:
            "threads (default): one process renders on several threads, sharing fonts and images; processes: a child process per job slot, so a crash takes only its worker down."
    )
    var workers: WorkerKind = .threads

    func runner(compression: PNGCompression, progress: BatchProgress?) throws -> BatchRunner {
        let parallelism = try GalleryRun.parallelism(jobs)
        let encoderThreads = BatchRunner.encoderThreads(parallelism: parallelism)
        switch workers {
        case .threads:
            return BatchRunner(parallelism: parallelism, progress: progress) {
                ThreadWorker(compression: compression, encoderThreads: encoderThreads)
            }
        case .processes:
            let arguments = [
                "batch", "--worker", "--png-compression", compression.rawValue, "--encoder-threads",
                String(encoderThreads)
            ]
            return BatchRunner(parallelism: parallelism, progress: progress) { try ProcessWorker(arguments: arguments) }
        }
    }
}

/// Turns a value parser's `ShotProblem` into swift-argument-parser's own error for the option.
func parsing<T>(_ parse: @escaping (String) throws -> T) -> (String) throws -> T {
    { text in
        do { return try parse(text) } catch let p as ShotProblem { throw ValidationError(p.message) }
    }
}

/// The options of a shot shared by `render`, `compare` and `chatshot-serve`: the transcript's look, the screen and
/// the canvas. Their names are the keys of a gallery shot.
package struct ShotOptions: ParsableArguments {
    package init() {}

    @Option(
        name: [.short, .customLong("manifest")],
        help: ArgumentHelp("A manifest (YAML or JSON); repeat to layer several.", valueName: "manifest"))
    var manifests: [String] = []
    @Option(
        name: .customLong("set"),
        help: ArgumentHelp("Override a manifest value, KEY=VALUE (repeatable).", valueName: "key=value"))
    var sets: [String] = []
    @Option(
        name: .customLong("customization"), help: "A Swift customization registered by this executable (repeatable).")
    var customizations: [String] = []
    @Option(help: "The screen to draw (messages: the message cells only).")
    var screen: Shot.Screen = .channel
    @Option(
        name: .customLong("thread-parent"),
        help: "For --screen thread: the parent message id (default: the newest with replies).")
    var threadParent: String?
    @Option(help: "For --screen message-actions and reaction-authors: the long-pressed message's id.")
    var message: String?
    @Flag(help: "Draw the list mid-scroll: the date overlay shows (when messageListDateOverlayEnabled).")
    var scrolling = false
    @Flag(help: "Render the whole transcript as one tall image instead of the newest messages that fit.")
    var full = false
    @Option(
        help: ArgumentHelp(
            "A device preset giving width and height: \(Devices.names.joined(separator: ", ")).", valueName: "device"),
        completion: .list(Devices.names))
    var device: String?
    @Option(help: "Canvas width in points (default 360, the SDK's snapshot canvas).")
    var width: Double?
    @Option(help: "Canvas height in points (default 700).")
    var height: Double?
    @Option(
        help:
            "The phone around the screen: none (default), status-bar (iOS status bar and home indicator), frame (the device outline too)."
    )
    var chrome: Shot.Chrome = .none
    @Flag(
        name: .customLong("back-button"), inversion: .prefixedNo,
        help: "The navigation bar's back button in the channel and thread headers (default: shown with --chrome).")
    var backButton: Bool?
    @Option(help: "Pixels per point: 1, 2 or 3.")
    var scale: Int = 1
    @Option(help: "The interface style.")
    var appearance: UIUserInterfaceStyle = .light
    @Option(name: .customLong("content-size"), help: "The Dynamic Type category.")
    var contentSize: UIContentSizeCategory = .large
    @Option(name: .customLong("layout-direction"), help: "The layout direction.")
    var layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
    @Option(help: "The language of the SDK's own strings: en (default) or es, from the SDK's localization files.")
    var locale: ChatLocale?
    @Option(name: .customLong("current-user"), help: "The current user's id (else the transcript's current_user_id).")
    var currentUser: String?
    @Option(
        help: ArgumentHelp(
            "The moment of the screenshot, ISO 8601 (default: the newest message's time).", valueName: "iso8601"),
        transform: parsing(Shot.parseNow))
    var now: Date?
    @Option(
        help: ArgumentHelp("IANA time zone for times and dates (default UTC).", valueName: "zone"),
        transform: parsing(Shot.parseTimeZone))
    var timezone: TimeZone?
    @Option(
        name: .customLong("missing-images"),
        help: "A missing or corrupt image fails the render, or draws the placeholder with a warning.")
    var missingImages: Shot.MissingImages = .error
    @Option(help: "png, pdf or svg (default: from the -o file's extension, else png). PDF and SVG keep text as text.")
    var format: ImageFormat?

    /// The shot these options describe, in the given form, in `--format` or the format `output`'s extension names.
    package func shot(transcript: String, form: Shot.Form = .picture, output: String? = nil) throws -> Shot {
        var canvas = Shot.Display(
            scale: scale, style: appearance, contentSize: contentSize, layoutDirection: layoutDirection)
        if let device {
            if width != nil || height != nil {
                throw ValidationError("use either --device or --width/--height, not both")
            }
            let d = try Devices.device(named: device)
            (canvas.width, canvas.height, canvas.device) = (d.width, d.height, d)
        }
        canvas.locale = locale
        canvas.chrome = chrome
        canvas.backButton = backButton
        if let width { canvas.width = width }
        if let height { canvas.height = height }
        var shot = Shot(
            transcript: transcript, look: Shot.Look(manifests: manifests, sets: sets, customizations: customizations),
            screen: screen, threadParent: threadParent, message: message, isScrolling: scrolling, isFull: full,
            display: canvas,
            currentUser: currentUser, now: now, timeZone: timezone ?? Shot.utc, missingImages: missingImages, form: form
        )
        shot.format = format ?? output.map { ImageFormat(path: $0) } ?? .png
        return shot
    }
}

/// Makes a shot and validates it the one way (`Shot.validate()`): a `ShotProblem` in either is a command-line
/// validation error (a usage error, with a hint to `--help`).
package func validated(_ make: () throws -> Shot) throws -> Shot {
    do {
        let shot = try make()
        try shot.validate()
        return shot
    } catch let p as ShotProblem {
        throw ValidationError(p.description)
    }
}
