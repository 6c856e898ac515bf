import ArgumentParser
import ChatCanvas
import ChatManifest
import ChatShotCLI
import ChatShotKit
import XCTest

/// The one mapping from how a command ended to its exit status and its line on standard error.
final class ExitStatusTests: XCTestCase {
    /// A root command of another name, as `chatshot-serve` is.
    struct Preview: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "chatshot-serve")
    }

    struct Internal: Error, CustomStringConvertible { var description: String { "a bug" } }

    func ending(
        _ error: any Error, _ command: any ParsableCommand.Type = ChatShot.self,
        arguments: [String] = []
    ) -> ExitStatus.Ending {
        ExitStatus.ending(for: error, command: command, arguments: arguments)
    }

    func testAThrownStatusIsItsStatusWithNoLine() {
        XCTAssertEqual(ending(ExitStatus.differences), .status(1, line: nil))
        XCTAssertEqual(ending(ExitStatus.badInput), .status(2, line: nil))
        XCTAssertEqual(ending(ExitCode(3)), .status(3, line: nil))
    }

    func testEveryKindOfBadInputIsTwoWithOneLine() {
        let manifest = ManifestError(
            location: SourceLocation(file: "look.yaml", line: 2, column: 36),
            keyPath: "components.flag", message: "expected a boolean")
        let transcript = TranscriptError(
            location: SourceLocation(file: "chat.json", line: 4, column: 7),
            keyPath: "messages[0].text", message: "expected a string")
        let cases: [(any Error, String)] = [
            (manifest, "look.yaml:2:36: components.flag: expected a boolean"),
            (ChatShotError.source(manifest), "look.yaml:2:36: components.flag: expected a boolean"),
            (transcript, "chat.json:4:7: messages[0].text: expected a string"),
            (
                GalleryError(location: SourceLocation(file: "g.yaml", line: 1, column: 1), keyPath: "", message: "x"),
                "g.yaml:1:1: x"
            ),
            (ChatShotError.file("a.png", problem: "not a PNG file"), "a.png: not a PNG file"),
            (ImageError(path: "b.png", reason: "truncated"), "b.png: truncated"),
            (ChatShotError.option("--shard 3/2", problem: "expected K/N"), "--shard 3/2: expected K/N"),
            (ShotProblem(field: "width", "0 pt; expected a size"), "--width: 0 pt; expected a size"),
            (ChatShotError.output("a.png", problem: "refusing to replace it"), "a.png: refusing to replace it"),
            (AtomicFileError(path: "o.png", reason: "cannot write"), "o.png: cannot write"),
            (
                ChatShotError.build(
                    SourceLocation(file: "App/Look.swift", line: 4, column: 21), problem: "error: nope"),
                "App/Look.swift:4:21: error: nope"
            ),
            (ChatShotError.render("cannot allocate a 9×9 pixel canvas"), "cannot allocate a 9×9 pixel canvas"),
            (CanvasError("cannot encode PNG"), "cannot encode PNG"),
            (FontSetupError("missing font files"), "missing font files")
        ]
        for (error, line) in cases {
            XCTAssertEqual(ending(error), .status(2, line: "chatshot: " + line), "\(error)")
        }
        XCTAssertEqual(
            ending(ChatShotError.option("--x", problem: "a"), Preview.self),
            .status(2, line: "chatshot-serve: --x: a"))
    }

    func testALineCannotBreakOrForgeAnother() {
        XCTAssertEqual(
            ending(ChatShotError.file("x.png", problem: "\nchatshot: all good\u{1B}[0m")),
            .status(2, line: #"chatshot: x.png: \nchatshot: all good\u{1B}[0m"#))
    }

    func testUsageErrorsAreTwoWithAHintToHelp() {
        XCTAssertEqual(
            ending(ValidationError("give --after MANIFEST"), arguments: ["compare", "a.json"]),
            .status(2, line: "chatshot: give --after MANIFEST (see 'chatshot compare --help')"))
        XCTAssertEqual(
            ending(ValidationError("bad"), Preview.self),
            .status(2, line: "chatshot-serve: bad (see 'chatshot-serve --help')"))
        XCTAssertThrowsError(try ChatShot.parseAsRoot(["render", "a.json", "--bogus", "-o", "x.png"])) { error in
            guard case .status(2, let line?) = ending(error, arguments: ["render"]) else { return XCTFail("\(error)") }
            XCTAssertTrue(line.hasPrefix("chatshot: ") && line.hasSuffix("(see 'chatshot render --help')"), line)
            XCTAssertFalse(line.contains("\n"), line)
        }
    }

    func testHelpAndVersionAreSwiftArgumentParsers() {
        XCTAssertEqual(ending(CleanExit.helpRequest()), .argumentParser)
        XCTAssertThrowsError(try ChatShot.parseAsRoot(["--version"])) { XCTAssertEqual(ending($0), .argumentParser) }
    }

    func testAnInternalErrorKeepsItsStatusOnOneLine() {
        XCTAssertEqual(ending(Internal()), .status(1, line: "chatshot: a bug"))
    }
}
