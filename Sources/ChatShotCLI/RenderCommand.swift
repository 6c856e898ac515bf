import ArgumentParser
import ChatShotKit

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Render a transcript (with optional manifests) into a PNG screenshot.")

    @Argument(help: "The transcript: Stream channel JSON or YAML.")
    var transcript: String
    @Option(name: [.short, .customLong("manifest")], help: "A manifest (YAML or JSON); repeat to layer several.")
    var manifests: [String] = []
    @Option(name: .shortAndLong, help: "The PNG to write.")
    var output: String
    @OptionGroup var canvas: CanvasOptions

    func run() throws {
        try exitingOnBadInput {
            let request = try canvas.request(transcript: transcript, manifests: manifests)
            let pages = try renderPages(request)
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
