import ArgumentParser
import ChatShotCLI
import ChatShotKit
import ChatShotServe
import CustomizationBuild
import Foundation
import UIKit

/// `chatshot-serve`: the live preview of a transcript (with the options of `render` and `compare`) or of a gallery.
/// An executable of its own, so that `chatshot` builds without Hummingbird and SwiftNIO; a library, so that an app's
/// customization build (`--app DIR`) can run it with the app's look.
public struct ChatShotServeCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "chatshot-serve",
        abstract: "A local web page that shows shots and re-renders them as their files are saved.",
        discussion: """
            Shows the transcript light and dark (before and after with --after, a sheet with --vary), or every image of \
            a gallery (--gallery). Watches the transcript, the manifests, the gallery and the images they name; a \
            change re-renders only the shots that read it, and the page updates without a reload. Binds 127.0.0.1 \
            (another address only with --host); writes no file. With --review (and --gallery, --baseline) it runs the \
            check once and shows the changed, new and stale images to accept or reject one by one; accepting writes \
            that baseline (or removes a stale one), nothing else, and only from the page (127.0.0.1 only, a token per \
            session). With --app DIR the shots are drawn with an app's own customization sources (import UIKit, import \
            StreamChatUI), compiled unchanged as 'chatshot build-customization' does; --app-setup NAME names the set-up \
            function. See docs/serve.md.
            """,
        version: ChatShotVersion.current)

    @Argument(help: "The transcript: Stream channel JSON or YAML (not with --gallery).")
    var transcript: String?
    @Option(help: "A gallery file: show every image of it.")
    var gallery: String?
    @Option(help: "A baseline folder: show each shot beside its baseline (NAME.png) with the diff.")
    var baseline: String?
    @Flag(
        help:
            "Review a check: the changed, new and stale images of --gallery against --baseline, to accept (writes that baseline) or reject."
    )
    var review = false
    @OptionGroup var comparator: ComparatorOptions
    @Option(help: "The address to listen on (default 127.0.0.1, this machine only).")
    var host = "127.0.0.1"
    @Option(help: "The port (0: any free port).")
    var port = 8723
    @Option(help: ArgumentHelp("A manifest for an after panel (repeat for more panels).", valueName: "manifest"))
    var after: [String] = []
    @Option(
        help: ArgumentHelp("The manifest of the before panel (default: the SDK's default look).", valueName: "manifest")
    )
    var before: String?
    @Option(help: ArgumentHelp("A sheet of variants: KEY=V1,V2,…", valueName: "key=values"))
    var vary: String?
    @Option(help: "How the panels are laid out.")
    var arrange: Shot.Arrangement = .horizontal
    @OptionGroup var options: ShotOptions

    public init() {}

    public func validate() throws {
        if review {
            guard gallery != nil, baseline != nil, transcript == nil else {
                throw ValidationError("--review needs --gallery FILE and --baseline DIR (and no transcript)")
            }
            guard host == "127.0.0.1" else {
                throw ValidationError("--review listens on 127.0.0.1 only: it writes baselines")
            }
        } else if comparator.compare != nil || comparator.perceptualPrecision != nil {
            throw ValidationError("--compare and --perceptual-precision are options of --review")
        }
        if (transcript == nil) == (gallery == nil) {
            throw ValidationError("give a transcript or --gallery FILE (one of them)")
        }
        if gallery != nil, !after.isEmpty || before != nil || vary != nil {
            throw ValidationError(
                "--after, --before and --vary describe a transcript's shot; a gallery's shots say their own")
        }
        if !["127.0.0.1", "localhost", "::1"].contains(host) {
            FileHandle.standardError.write(
                Data("chatshot-serve: warning: --host \(host): other machines can reach the preview\n".utf8))
        }
    }

    /// Parses the arguments and runs the preview; an error ends the process the one way (`ExitStatus`): bad input
    /// and usage errors are one line on standard error and exit 2. With `--app DIR` the process first becomes the
    /// app's build of this command (`AppOption`).
    public static func runMain() async -> Never {
        var arguments = Array(CommandLine.arguments.dropFirst())
        do {
            arguments = try AppOption.execIfRequested(arguments, replacingProcess: true) { app, setUp in
                var builder = CustomizationBuilder(sources: app, setUp: setUp)
                builder.entry = .serve
                return AppOption.AppBuild(
                    executable: try builder.build().executable, chatshotBuild: builder.chatshotBuild)
            }
            var command = try parseAsRoot(arguments)
            if var preview = command as? ChatShotServeCommand { try await preview.run() } else { try command.run() }
            Foundation.exit(0)
        } catch {
            ExitStatus.exit(for: error, command: self, arguments: arguments)
        }
    }

    /// The transcript's shot in light and dark.
    func shots(transcript: String) throws -> [(name: String, shot: Shot)] {
        let base = try validated {
            let form: Shot.Form
            if let vary {
                form = .variants(try Shot.Variants(parsing: vary, arrangement: arrange))
            } else if !after.isEmpty {
                let beforeLook = Shot.Look(manifests: before.map { [$0] } ?? [], caption: "Before")
                form = .comparison(Shot.Comparison(before: beforeLook, after: after.map { Shot.Look(manifests: [$0]) }))
            } else {
                form = .picture
            }
            return try options.shot(transcript: transcript, form: form)
        }
        let name = ((transcript as NSString).lastPathComponent as NSString).deletingPathExtension
        return UIUserInterfaceStyle.allCases.map { style in
            var shot = base
            shot.display.style = style
            return ("\(name)--\(style.rawValue)", shot)
        }
    }

    public func run() async throws {
        if review { return try await runReview() }
        let source: PreviewSession.Source =
            try gallery.map { .gallery($0) } ?? .shots(try shots(transcript: transcript!))
        let session = PreviewSession(source: source, baselineFolder: baseline)
        session.refresh()
        for item in session.snapshot().items {
            if let e = item.error { FileHandle.standardError.write(Data("\(e)\n".utf8)) }
        }
        if let e = session.snapshot().galleryError { FileHandle.standardError.write(Data("\(e)\n".utf8)) }
        session.watch()
        AppRebuilder.startIfApp(session: session)
        let server = PreviewServer(session: session, host: host, port: port)
        let shown = host.contains(":") ? "[\(host)]" : host
        try await server.run { port in
            AppRebuilder.listening(on: port)
            FileHandle.standardOutput.write(Data("chatshot-serve: http://\(shown):\(port)/ (Ctrl-C to stop)\n".utf8))
        }
    }

    /// `--review`: runs the check once, then serves the review page until stopped.
    func runReview() async throws {
        try comparator.check()
        let runner = BatchRunner(parallelism: try GalleryRun.parallelism(nil), progress: BatchProgress()) {
            ThreadWorker()
        }
        let session = try ReviewSession(
            galleryPath: gallery!, baselineFolder: baseline!, runner: runner, comparator: comparator.compare,
            perceptualPrecision: comparator.perceptualPrecision)
        try session.run()
        let entries = session.entries()
        for e in entries where e.status == .error {
            FileHandle.standardError.write(
                Data("chatshot-serve: \(e.name).png: \(e.message ?? "render failed")\n".utf8))
        }
        FileHandle.standardOutput.write(Data("chatshot-serve: \(entries.count) images to review\n".utf8))
        // Ctrl-C (or a kill) removes the session's temporary renders before the process ends.
        let stops = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                session.removeWorkFolder()
                Foundation.exit(0)
            }
            source.resume()
            return source
        }
        defer { stops.forEach { $0.cancel() } }
        let server = ReviewServer(session: session, port: port)
        try await server.run { port in
            FileHandle.standardOutput.write(
                Data("chatshot-serve: review at http://127.0.0.1:\(port)/ (Ctrl-C to stop)\n".utf8))
        }
    }
}
