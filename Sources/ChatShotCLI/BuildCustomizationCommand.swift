import ArgumentParser
import Foundation

/// `chatshot build-customization DIR`: an app's customization sources, unchanged, compiled into a renderer. The
/// options are parsed here; `chatshot-build` (`BuildTool`) compiles.
package struct BuildCustomizationCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "build-customization",
        abstract: "Compiles a folder of an app's StreamChatUI customization sources, unchanged, into a renderer.",
        discussion: """
            The folder's .swift files (`import UIKit`, `import StreamChatUI`, …) are compiled against this chatshot's \
            modules: Objective-C attributes (@objc, @IBOutlet, @IBAction, dynamic) are dropped and #selector(name) \
            becomes Selector("name"), keeping every line; nothing else is rewritten. The app's set-up function (the one \
            that assigns Components.default… and Appearance.default…, or the one --setup names) runs on every render \
            before the manifests. Prints the renderer's path: it is chatshot with the app's look (render, compare, \
            batch, check …). Builds are cached by a hash of the sources and of chatshot's build, so an unchanged folder \
            is not compiled again. Other commands take --app DIR to do all of this on the way.
            """)

    @Argument(help: "The folder of the app's customization sources.")
    package var folder: String

    @Option(
        help:
            "The set-up function to call (NAME or Type.NAME); default: the one that assigns Components.default or Appearance.default."
    )
    package var setup: String?

    @Option(help: "The build cache (default: $CHATSHOT_CACHE, $XDG_CACHE_HOME/chatshot or ~/.cache/chatshot).")
    package var cache: String?

    @Flag(
        help: ArgumentHelp(
            "Only type-check the folder's files (no set-up function needed, nothing linked): prints "
                + "the compiler's errors about them and exits 2 when they do not compile, 0 when they do."))
    package var typecheck = false

    package init() {}

    package func run() throws {
        var arguments = ["build-customization"]
        if let setup { arguments += ["--setup", setup] }
        if let cache { arguments += ["--cache", cache] }
        if typecheck { arguments.append("--typecheck") }
        try BuildTool.exec(arguments + ["--", folder])
    }
}
