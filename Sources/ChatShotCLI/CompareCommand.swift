import ArgumentParser
import ChatShotKit

struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Render a transcript before and after a customization, side by side in one PNG (or PDF, SVG).",
        discussion: """
            The before panel is the SDK's default look (or --before / --before-customization). Each --after and each \
            --after-customization adds an after panel (an N-up sheet). --vary KEY=V1,V2,… instead makes a sheet of \
            variants of one manifest value. Manifests given with -m (and --set, --customization) lie under every panel: \
            the base of a --vary sheet, or a look both panels share.
            """)

    @Argument(help: "The transcript: Stream channel JSON or YAML (- for standard input).")
    var transcript: String
    @Option(help: ArgumentHelp("A manifest for an after panel (repeat for more panels).", valueName: "manifest"))
    var after: [String] = []
    @Option(
        name: .customLong("after-customization"),
        help: ArgumentHelp("A Swift customization for an after panel (repeatable).", valueName: "name"))
    var afterCustomizations: [String] = []
    @Option(
        help: ArgumentHelp("The manifest of the before panel (default: the SDK's default look).", valueName: "manifest")
    )
    var before: String?
    @Option(
        name: .customLong("before-customization"),
        help: ArgumentHelp("A Swift customization for the before panel.", valueName: "name"))
    var beforeCustomization: String?
    @Option(name: .customLong("before-caption"), help: "Caption over the before panel.")
    var beforeCaption = "Before"
    @Option(name: .customLong("after-caption"), help: "Caption over the after panel(s).")
    var afterCaption = "After"
    @Option(
        help: ArgumentHelp(
            "A sheet of variants: KEY=V1,V2,… (each value replaces KEY over the -m manifests).", valueName: "key=values"
        ))
    var vary: String?
    @Option(help: "How the panels are laid out.")
    var arrange: Shot.Arrangement = .horizontal
    @Option(name: .shortAndLong, help: "The PNG (or .pdf, .svg) to write (- for standard output).")
    var output: String
    @OptionGroup var options: ShotOptions
    @OptionGroup var encoding: OutputOptions
    @OptionGroup var appOptions: AppOptions

    func shot() throws -> Shot {
        if let vary {
            if !after.isEmpty || !afterCustomizations.isEmpty || before != nil || beforeCustomization != nil {
                throw ValidationError(
                    "--vary makes a sheet of variants; give the base manifest with -m, not --before/--after")
            }
            let form = Shot.Form.variants(try Shot.Variants(parsing: vary, arrangement: arrange))
            return try options.shot(transcript: transcript, form: form, output: output)
        }
        let beforeLook = Shot.Look(
            manifests: before.map { [$0] } ?? [], customizations: beforeCustomization.map { [$0] } ?? [],
            caption: beforeCaption)
        var panels =
            after.map { Shot.Look(manifests: [$0]) } + afterCustomizations.map { Shot.Look(customizations: [$0]) }
        if panels.isEmpty {
            throw ValidationError("give --after MANIFEST or --after-customization NAME (or --vary KEY=V1,V2)")
        }
        for i in panels.indices { panels[i].caption = panels.count > 1 ? "\(afterCaption) \(i + 1)" : afterCaption }
        return try options.shot(
            transcript: transcript,
            form: .comparison(Shot.Comparison(before: beforeLook, after: panels, arrangement: arrange)), output: output)
    }

    func run() throws {
        let shot = try StandardStreams.readingTranscript(try shot())
        var renderer = ShotRenderer()
        if output != StandardStreams.name { renderer.outputs = [output] }
        try ChatShot.write(
            try renderer.renderCanvas(shot), to: output, format: shot.format,
            compression: encoding.pngCompression, protecting: shot.inputFiles)
    }
}
