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
    @OptionGroup var encoding: OutputOptions

    func validate() throws { _ = try validated(try options.shot(transcript: transcript)) }

    func run() throws {
        try exitingOnBadInput {
            let shot = try options.shot(transcript: transcript)
            let output = PagedOutput(path: self.output, protecting: shot.inputFiles)
            var renderer = ShotRenderer()
            renderer.outputs = [self.output]
            do {
                try renderer.render(shot) { index, count, page in
                    try output.write(try ChatShot.pngData(page, compression: encoding.pngCompression), page: index, of: count)
                }
                let written = try output.commit()
                if written.count > 1 { written.forEach { print($0) } }
            } catch {
                output.abandon()
                throw error
            }
        }
    }
}
