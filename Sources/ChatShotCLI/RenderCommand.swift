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
            try ChatShot.write(try renderCanvas(request), to: output)
        }
    }
}
