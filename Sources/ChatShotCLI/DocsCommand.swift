import ArgumentParser
import ChatCanvas
import Foundation

/// `chatshot docs PATH…`: documentation whose pictures are drawn from its own code (docs/docs-command.md). The
/// options are parsed here; `chatshot-build` (`BuildTool`) reads the documents and renders their pictures with this
/// renderer.
package struct DocsCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract:
            "Draws or checks the pictures of Markdown documents from their own Swift, manifest and transcript blocks.",
        discussion: """
            A picture is asked for by an HTML comment before its image reference: \
            <!-- chatshot: compare after=block:3 appearance=light,dark --> then ![…](images/NAME.png). \
            Each document's Swift blocks are compiled together (cached); its ```yaml / ```json blocks are manifests, \
            ```json transcript blocks transcripts. --check (the default) renders the pictures whose inputs changed \
            and compares them with the committed files as `check` does; --write writes those that differ or are \
            missing. DocC catalogs (*.docc) count: images by name in Resources/, NAME~dark.png, NAME@2x.png. \
            Exit status: 0 every picture is up to date (or was written), 1 some are stale, missing or no longer \
            referenced, 2 bad input (a bad directive or a Swift error, at the document's line and column).
            """)

    @Argument(help: "Markdown files, folders of them, or DocC catalogs.") package var paths: [String]
    @Flag(help: "Compare the pictures with what the documents draw (the default).") package var check = false
    @Flag(help: "Write the pictures that differ or are missing (and the input hashes beside them).")
    package var write = false
    @Flag(help: "With --write, remove pictures no document references any more (only when a PATH is a folder).")
    package var prune = false
    @Flag(help: "Render every picture, even those whose inputs did not change.") package var force = false
    @Option(help: "Write check's report (report.html, junit.xml, results.json) into this folder.")
    package var report: String?
    @Option(help: "The build cache (default: $CHATSHOT_CACHE, $XDG_CACHE_HOME/chatshot or ~/.cache/chatshot).")
    package var cache: String?
    @Option(
        name: .customLong("png-compression"),
        help: "small (default: documentation is committed, so its pictures are made as small as PNG allows) or fast.")
    package var pngCompression: PNGCompression = .small
    @Flag(name: .shortAndLong, help: "Print only problems and the summary line.") package var quiet = false
    @OptionGroup var appOptions: AppOptions

    package init() {}

    package func validate() throws {
        if check && write { throw ValidationError("give --check or --write, not both") }
        if prune && !write { throw ValidationError("--prune needs --write") }
    }

    package func run() throws {
        var arguments = ["docs", "--png-compression", pngCompression.rawValue]
        if check { arguments.append("--check") }
        if write { arguments.append("--write") }
        if prune { arguments.append("--prune") }
        if force { arguments.append("--force") }
        if let report { arguments += ["--report", report] }
        if let cache { arguments += ["--cache", cache] }
        if quiet { arguments.append("--quiet") }
        try BuildTool.exec(arguments + ["--"] + paths)
    }
}
