import ArgumentParser
import ChatShotKit

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Render a transcript (with optional manifests) into a PNG screenshot.",
        discussion: "A --full render taller than Cairo's 32767-pixel limit is written as OUT-1.png, OUT-2.png, …")

    @Argument(help: "The transcript: Stream channel JSON or YAML.")
    var transcript: String
    @Option(name: .shortAndLong, help: "The PNG to write.")
    var output: String
    @OptionGroup var options: ShotOptions

    func validate() throws { _ = try validated(try options.shot(transcript: transcript)) }

    func run() throws {
        try exitingOnBadInput {
            let pages = try renderPages(try options.shot(transcript: transcript))
            if pages.count == 1 {
                try ChatShot.write(pages[0], to: output)
            } else {
                // OUT.png → OUT-1.png, OUT-2.png, …
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
