import ArgumentParser
import ChatShotKit

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Render a transcript (with optional manifests) into a PNG screenshot.",
        discussion: """
        A --full render taller than Cairo's 32767-pixel limit is written as OUT-1.png, OUT-2.png, … \
        TRANSCRIPT - reads the transcript from standard input (relative image paths resolve against the working \
        directory); -o - writes the PNG to standard output.
        """)

    @Argument(help: "The transcript: Stream channel JSON or YAML (- for standard input).")
    var transcript: String
    @Option(name: .shortAndLong, help: "The PNG to write (- for standard output).")
    var output: String
    @OptionGroup var options: ShotOptions

    func validate() throws { _ = try validated(try options.shot(transcript: transcript)) }

    func run() throws {
        try exitingOnBadInput {
            let pages = try renderPages(try StandardStreams.readingTranscript(try options.shot(transcript: transcript)))
            if pages.count == 1 {
                try ChatShot.write(pages[0], to: output)
            } else {
                // OUT.png → OUT-1.png, OUT-2.png, …
                if output == StandardStreams.name {
                    throw ChatShotError.badInput("-o -: this --full render has \(pages.count) pages; write them to files (-o OUT.png)")
                }
                let base = output.hasSuffix(".png") ? String(output.dropLast(4)) : output
                for (i, page) in pages.enumerated() {
                    let path = "\(base)-\(i + 1).png"
                    try ChatShot.write(page, to: path)
                    print(path)
                }
            }
        }
    }
}
