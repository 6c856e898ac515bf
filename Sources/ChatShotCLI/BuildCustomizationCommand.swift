import ArgumentParser
import ChatShotKit
import CustomizationBuild
import Foundation

/// `chatshot build-customization DIR`: an app's customization sources, unchanged, compiled into a renderer.
struct BuildCustomizationCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
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
    var folder: String

    @Option(
        help:
            "The set-up function to call (NAME or Type.NAME); default: the one that assigns Components.default or Appearance.default."
    )
    var setup: String?

    @Option(help: "The build cache (default: $CHATSHOT_CACHE, $XDG_CACHE_HOME/chatshot or ~/.cache/chatshot).")
    var cache: String?

    @Flag(
        help: ArgumentHelp(
            "Only type-check the folder's files (no set-up function needed, nothing linked): prints "
                + "the compiler's errors about them and exits 2 when they do not compile, 0 when they do."))
    var typecheck = false

    func run() throws {
        if typecheck {
            let result = try CustomizationBuilder(sources: folder, setUp: setup, cacheRoot: cache).typecheck()
            guard result.compiles else {
                let lines = CustomizationBuilder.userDiagnostics(of: result)
                FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
                printError(CustomizationBuilder.summary(of: result, sources: folder))
                throw ExitStatus.badInput
            }
            print("\(folder): compiles")
            return
        }
        let result = try CustomizationBuilder(sources: folder, setUp: setup, cacheRoot: cache).build()
        print(result.executable)
    }
}
