import ArgumentParser
import ChatShotKit

struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Render a transcript before and after a customization, side by side in one PNG.",
        discussion: """
        The before panel is the SDK's default look (or --before). Give --after several times for an N-up sheet, or \
        --vary KEY=V1,V2,… for a sheet of variants of one manifest value.
        """)

    @Argument(help: "The transcript: Stream channel JSON or YAML.")
    var transcript: String
    @Option(help: "The manifest of the \"after\" panel (repeat for more panels).")
    var after: [String] = []
    @Option(help: "The manifest of the \"before\" panel (default: no manifest, the SDK's default look).")
    var before: String?
    @Option(name: .customLong("before-caption"), help: "Caption over the before panel.")
    var beforeCaption = "Before"
    @Option(name: .customLong("after-caption"), help: "Caption over the after panel(s).")
    var afterCaption = "After"
    @Option(help: "A sheet of variants: KEY=V1,V2,… (each value replaces KEY in the after manifest).")
    var vary: String?
    @Option(help: "horizontal (default), vertical or grid.")
    var arrange = "horizontal"
    @Option(name: .shortAndLong, help: "The PNG to write.")
    var output: String
    @OptionGroup var canvas: CanvasOptions

    func run() throws {
        try exitingOnBadInput {
            guard let arrangement = Compositor.Arrangement(rawValue: arrange) else {
                throw ChatShotError.badInput("--arrange: \"\(arrange)\"; expected horizontal, vertical or grid")
            }
            var panels: [Compositor.Panel] = []
            if let vary {
                guard let eq = vary.firstIndex(of: "="), !vary[vary.index(after: eq)...].isEmpty else {
                    throw ChatShotError.badInput("--vary: \"\(vary)\"; expected KEY=V1,V2,…")
                }
                let key = String(vary[..<eq])
                for value in vary[vary.index(after: eq)...].split(separator: ",") {
                    let r = try canvas.request(transcript: transcript, manifests: after, extraSets: ["\(key)=\(value)"])
                    panels.append(.init(caption: "\(key.split(separator: ".").last ?? "") = \(value)", canvas: try renderCanvas(r)))
                }
            } else {
                guard !after.isEmpty else { throw ChatShotError.badInput("compare: give --after MANIFEST (or --vary KEY=V1,V2)") }
                let b = try canvas.request(transcript: transcript, manifests: before.map { [$0] } ?? [])
                panels.append(.init(caption: beforeCaption, canvas: try renderCanvas(b)))
                for (i, m) in after.enumerated() {
                    let r = try canvas.request(transcript: transcript, manifests: [m])
                    let caption = after.count > 1 ? "\(afterCaption) \(i + 1)" : afterCaption
                    panels.append(.init(caption: caption, canvas: try renderCanvas(r)))
                }
            }
            let sheet = try Compositor(arrangement: arrangement, dark: canvas.appearance == "dark").compose(panels)
            try ChatShot.write(sheet, to: output)
        }
    }
}
