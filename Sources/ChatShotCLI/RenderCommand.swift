import ArgumentParser
import ChatShotKit

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a transcript (with optional manifests) into a PNG, PDF or SVG screenshot.",
        discussion: """
            -o NAME.pdf or NAME.svg (or --format) draws the same picture as vectors: text stays text. \
            A --full render taller than Cairo's 32767-pixel limit is written as OUT-1.png, OUT-2.png, … \
            TRANSCRIPT - reads the transcript from standard input (relative image paths resolve against the working \
            directory); -o - writes the PNG to standard output.
            """)

    @Argument(help: "The transcript: Stream channel JSON or YAML (- for standard input).")
    var transcript: String
    @Option(name: .shortAndLong, help: "The PNG (or .pdf, .svg) to write (- for standard output).")
    var output: String
    @OptionGroup var options: ShotOptions
    @OptionGroup var encoding: OutputOptions
    @OptionGroup var appOptions: AppOptions

    func run() throws {
        let shot = try StandardStreams.readingTranscript(try options.shot(transcript: transcript, output: output))
        var renderer = ShotRenderer()
        if self.output == StandardStreams.name {
            // One page to standard output.
            try renderer.render(shot) { _, count, page in
                if count > 1 {
                    throw ChatShotError.option(
                        "-o -", problem: "this --full render has \(count) pages; write them to files (-o OUT.png)")
                }
                try ChatShot.write(
                    page, to: StandardStreams.name, format: shot.format,
                    compression: encoding.pngCompression)
            }
            return
        }
        let output = PagedOutput(path: self.output, protecting: shot.inputFiles)
        renderer.outputs = [self.output]
        do {
            try renderer.render(shot) { index, count, page in
                let data = try ChatShot.encoded(page, format: shot.format, compression: encoding.pngCompression)
                try output.write(data, page: index, of: count)
            }
            let written = try output.commit()
            if written.count > 1 { written.forEach { print($0) } }
        } catch {
            output.abandon()
            throw error
        }
    }
}
