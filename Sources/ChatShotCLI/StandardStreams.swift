import ChatShotKit
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `-` as a file name: the transcript from standard input (`render - -o chat.png`), the PNG to standard output
/// (`-o -`).
enum StandardStreams {
    static let name = "-"

    /// The shot with its transcript read from standard input when it is `-`: the text is given to the renderer
    /// inline (`Shot.inlineTranscript`), named `<stdin>` in messages, and relative image paths in it resolve against
    /// the working directory. Any other shot comes back unchanged.
    static func readingTranscript(_ shot: Shot) throws -> Shot {
        guard shot.transcript == name else { return shot }
        let data = FileHandle.standardInput.readDataToEndOfFile()
        guard let text = String(data: data, encoding: .utf8) else {
            throw ChatShotError.file("<stdin>", problem: "the transcript is not UTF-8 text")
        }
        var shot = shot
        shot.transcript = "<stdin>"
        shot.inlineTranscript = Shot.InlineText(text: text, baseDirectory: FileManager.default.currentDirectoryPath)
        return shot
    }

    /// Writes PNG bytes to standard output, refusing a terminal (binary data would garble it).
    static func writePNG(_ data: Data) throws {
        if isatty(STDOUT_FILENO) != 0 {
            throw ChatShotError.output(
                "-o -",
                problem: "standard output is a terminal; redirect it to a file or a pipe")
        }
        do { try FileHandle.standardOutput.write(contentsOf: data) } catch {
            throw ChatShotError.output("standard output", problem: error.localizedDescription)
        }
    }
}
