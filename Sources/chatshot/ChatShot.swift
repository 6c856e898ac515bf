import ArgumentParser
import ChatShotKit

@main
struct ChatShot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chatshot",
        abstract: "Renders chat transcripts into StreamChatUI-style screenshots, compares them and guards them in CI.",
        subcommands: []
    )
}
