import Foundation
import XCTest

/// The bad-input corpus (`Tests/Corpus/{transcripts,manifests,galleries,images}`, each file named for what is wrong
/// with it) and a few inputs too big for git, made here at run time, through the executable as a user runs it — under a
/// 3 GB address-space cap and a time limit. Every case must exit with status 2, print exactly one line on standard
/// error that names the bad file (with its line and column where the format has them) and holds no control
/// characters, and leave no output file or folder behind.
extension CommandLineTests {
    static var corpus: URL { root.appendingPathComponent("Tests/Corpus") }
    /// Seconds one case may take (a debug build; real cases take well under one).
    static let caseTimeLimit = 30.0

    /// Runs chatshot under `ulimit -v 3000000` (about 3 GB), killing it after `caseTimeLimit` seconds.
    func runCapped(_ args: [String]) throws -> (status: Int32, stderr: String, seconds: Double) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", "ulimit -v 3000000; exec \"$0\" \"$@\"", executable.path] + args
        p.currentDirectoryURL = Self.root
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        p.standardInput = FileHandle.nullDevice
        let start = Date()
        try p.run()
        let timer = DispatchWorkItem { [p] in if p.isRunning { p.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.caseTimeLimit, execute: timer)
        let data = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        timer.cancel()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self), Date().timeIntervalSince(start))
    }

    /// Runs one bad-input case and checks what the user sees. `names`: the file the message must name (a path as
    /// given on the command line or in the input); `lineColumn`: whether `names:LINE:COLUMN` must appear;
    /// `outputs`: paths that must not exist afterwards.
    func assertBadInput(
        _ args: [String], names: String, lineColumn: Bool, outputs: [String],
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let r = try runCapped(args)
        let label = args.joined(separator: " ")
        XCTAssertEqual(r.status, 2, "\(label): \(r.stderr)", file: file, line: line)
        XCTAssertLessThan(r.seconds, Self.caseTimeLimit, "\(label): too slow", file: file, line: line)
        XCTAssertTrue(
            r.stderr.hasSuffix("\n") && r.stderr.filter { $0 == "\n" }.count == 1,
            "\(label): not exactly one line: \(r.stderr.debugDescription)", file: file, line: line)
        XCTAssertTrue(r.stderr.contains(names), "\(label): does not name \(names): \(r.stderr)", file: file, line: line)
        if lineColumn {
            let pattern = NSRegularExpression.escapedPattern(for: names) + #":\d+:\d+"#
            XCTAssertNotNil(
                r.stderr.range(of: pattern, options: .regularExpression),
                "\(label): no line and column: \(r.stderr)", file: file, line: line)
        }
        let controls = r.stderr.dropLast().unicodeScalars.filter { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
        XCTAssertTrue(
            controls.isEmpty, "\(label): control characters printed raw: \(r.stderr.debugDescription)", file: file,
            line: line)
        for output in outputs {
            XCTAssertFalse(
                FileManager.default.fileExists(atPath: output), "\(label) left \(output) behind", file: file, line: line
            )
        }
    }

    /// The corpus files of one folder, sorted.
    func corpusFiles(_ folder: String) throws -> [String] {
        let dir = Self.corpus.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted().map {
            dir.appendingPathComponent($0).path
        }
    }

    /// Errors about a whole file (its size, encoding or emptiness) or about a file it refers to have no line and column.
    static let wholeFileCases: Set<String> = [
        "empty.json", "empty.yaml", "bom-utf16le.json", "bom-utf16be.yaml", "invalid-utf8.json", "invalid-utf8.yaml"
    ]
    /// Cases whose message names the file they refer to rather than themselves.
    static let referencedFile: [String: String] = [
        "missing-image.json": "no-such-picture.png", "missing-image-asset.yaml": "no-such-file.png",
        "missing-transcript.yaml": "no-such-transcript.json"
    ]

    func corpusExpectation(_ path: String) -> (names: String, lineColumn: Bool) {
        let name = (path as NSString).lastPathComponent
        if let other = Self.referencedFile[name] { return (other, false) }
        return (path, !Self.wholeFileCases.contains(name))
    }

    func testCorpusTranscripts() throws {
        let out = tmp.appendingPathComponent("never.png").path
        for path in try corpusFiles("transcripts") {
            let (names, lineColumn) = corpusExpectation(path)
            try assertBadInput(["render", path, "-o", out], names: names, lineColumn: lineColumn, outputs: [out])
            try assertBadInput(
                ["render", path, "--full", "-o", out], names: names, lineColumn: lineColumn, outputs: [out])
        }
    }

    func testCorpusManifests() throws {
        let out = tmp.appendingPathComponent("never.png").path
        let transcript = "Examples/transcripts/one-to-one.json"
        for path in try corpusFiles("manifests") {
            let (names, lineColumn) = corpusExpectation(path)
            try assertBadInput(
                ["render", transcript, "-m", path, "-o", out], names: names, lineColumn: lineColumn, outputs: [out])
            try assertBadInput(
                ["compare", transcript, "--after", path, "-o", out], names: names, lineColumn: lineColumn,
                outputs: [out])
        }
    }

    func testCorpusGalleries() throws {
        let out = tmp.appendingPathComponent("out").path
        for path in try corpusFiles("galleries") {
            let (names, lineColumn) = corpusExpectation(path)
            try assertBadInput(["batch", path, "--out", out], names: names, lineColumn: lineColumn, outputs: [out])
            try assertBadInput(
                ["check", path, "--baseline", out + "/baselines", "--report", out + "/report"],
                names: names, lineColumn: lineColumn, outputs: [out])
        }
    }

    /// Every image through `diff` (against a good PNG, both ways) and as a transcript's attachment.
    func testCorpusImages() throws {
        let good = tmp.appendingPathComponent("good.png").path
        XCTAssertEqual(
            try run(["render", "Examples/transcripts/one-to-one.json", "-o", good, "--width", "40", "--height", "40"])
                .status, 0)
        let out = tmp.appendingPathComponent("never.png").path
        var images = try corpusFiles("images")
        images.append(try zipBombPNG())
        images.append(
            try sparseFile("huge.png", bytes: 300 << 20, head: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])))
        images.append(tmp.path)  // a folder where an image should be
        for path in images {
            let isPNG = path.hasSuffix(".png")
            if isPNG || path.hasSuffix(".jpg") {
                try assertBadInput(["diff", path, good, "-o", out], names: path, lineColumn: false, outputs: [out])
                try assertBadInput(["diff", good, path, "-o", out], names: path, lineColumn: false, outputs: [out])
            }
            let transcript = try transcriptShowing(path)
            try assertBadInput(["render", transcript, "-o", out], names: path, lineColumn: false, outputs: [out])
        }
    }

    /// Inputs too big or too deep for git, made now: deep nesting, alias bombs, huge files and strings.
    func testCorpusGeneratedInputs() throws {
        let out = tmp.appendingPathComponent("never.png").path
        let outDir = tmp.appendingPathComponent("out").path
        func write(_ name: String, _ text: String) throws -> String {
            let url = tmp.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
        let deepJSON = try write("deep-nesting.json", "{\"messages\": " + String(repeating: "[", count: 100_000))
        let deepYAML = try write("deep-nesting.yaml", "messages: " + String(repeating: "[", count: 100_000))
        let deepBlock = try write(
            "deep-nesting-block.yaml",
            (0..<1000).map { String(repeating: "  ", count: $0) + "k\($0):" }.joined(separator: "\n") + " 1\n")
        let letters = Array("abcdefghij")
        var bomb = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for (previous, name) in zip(letters, letters.dropFirst()) {
            bomb += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
        }
        let bombFile = try write("alias-bomb.yaml", bomb)
        let hugeString = try write(
            "huge-string.json",
            "{\"messages\": [\n {\"id\": \"a\", \"user\": {\"id\": \"u\"}, \"created_at\": \""
                + String(repeating: "\u{1B}[2J", count: 1_000_000) + "\"}]}\n")
        let hugeTranscript = try sparseFile(
            "huge-transcript.json", bytes: 65 << 20, head: Data("{\"messages\": [".utf8))
        let hugeManifest = try sparseFile("huge-manifest.yaml", bytes: 5 << 20, head: Data("appearance:\n".utf8))
        for path in [deepJSON, deepYAML, deepBlock, bombFile, hugeString] {
            try assertBadInput(["render", path, "-o", out], names: path, lineColumn: true, outputs: [out])
            try assertBadInput(
                ["render", "Examples/transcripts/one-to-one.json", "-m", path, "-o", out],
                names: path, lineColumn: true, outputs: [out])
            try assertBadInput(["batch", path, "--out", outDir], names: path, lineColumn: true, outputs: [outDir])
        }
        try assertBadInput(
            ["render", hugeTranscript, "-o", out], names: hugeTranscript, lineColumn: false, outputs: [out])
        try assertBadInput(
            ["render", "Examples/transcripts/one-to-one.json", "-m", hugeManifest, "-o", out],
            names: hugeManifest, lineColumn: false, outputs: [out])
        try assertBadInput(
            ["batch", hugeManifest, "--out", outDir], names: hugeManifest, lineColumn: false, outputs: [outDir])
        // The message quoting a megabyte of escape sequences stays short.
        let r = try runCapped(["render", hugeString, "-o", out])
        XCTAssertLessThan(r.stderr.count, 2000, r.stderr)
    }

    /// Output paths that are special files: a FIFO (which would block a writer), a folder, a symlink into a folder.
    func testCorpusOutputPaths() throws {
        let transcript = "Examples/transcripts/one-to-one.json"
        let fifo = tmp.appendingPathComponent("fifo.png").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let folder = tmp.appendingPathComponent("folder.png").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        for output in [fifo, folder] {
            try assertBadInput(["render", transcript, "-o", output], names: output, lineColumn: false, outputs: [])
            try assertBadInput(
                [
                    "diff", "Examples/baselines/" + (try firstBaseline()),
                    "Examples/baselines/" + (try firstBaseline()),
                    "-o", output
                ], names: output, lineColumn: false, outputs: [])
        }
        var isDirectory: ObjCBool = false
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) && isDirectory.boolValue)
        // batch --out and check --report naming a file, not a folder.
        let gallery = try smallGallery()
        let file = tmp.appendingPathComponent("a-file").path
        try Data("keep".utf8).write(to: URL(fileURLWithPath: file))
        try assertBadInput(["batch", gallery, "--out", file], names: file, lineColumn: false, outputs: [])
        try assertBadInput(["batch", gallery, "--out", fifo], names: fifo, lineColumn: false, outputs: [])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: file)), Data("keep".utf8))
    }

    /// Three 10000×10000 pt panels and their sheet would need over 1.5 GiB of pixels: the canvas that would pass the
    /// process's memory budget (shared by decoded images and canvases) is refused before it is allocated.
    func testCanvasesPastTheMemoryBudgetAreBadInput() throws {
        let out = tmp.appendingPathComponent("never.png").path
        try assertBadInput(
            [
                "compare", "Examples/transcripts/one-to-one.json", "--vary",
                "appearance.tintColor=systemPink,systemGreen,systemBlue",
                "--width", "10000", "--height", "10000", "-o", out
            ],
            names:
                "pixel canvas needs 382 MiB, which would take this process's decoded images and canvases past their 1 GiB budget",
            lineColumn: false, outputs: [out])
    }

    /// A whole transcript of many messages (`--full`, `--screen messages`) is drawn page by page with the rows of one
    /// page built at a time: it stays under the corpus's memory cap and writes pages that break between messages.
    func testFullRenderOfManyMessagesStaysWithinTheCap() throws {
        let messages = (0..<2_500).map {
            #"{"id": "m\#($0)", "type": "regular", "text": "hi \#($0)", "user": {"id": "u"}, "created_at": "2024-01-01T00:00:00Z"}"#
        }
        let url = tmp.appendingPathComponent("many.json")
        try (#"{"current_user_id": "u", "messages": ["# + messages.joined(separator: ",\n") + "]}")
            .write(to: url, atomically: true, encoding: .utf8)
        for screen in [["--full"], ["--screen", "messages"]] {
            let out = tmp.appendingPathComponent("many-\(screen.count).png").path
            let result = try runCapped(["render", url.path, "-o", out, "--scale", "1"] + screen)
            XCTAssertEqual(result.status, 0, result.stderr)
            let pages = try FileManager.default.contentsOfDirectory(atPath: tmp.path).filter {
                $0.hasPrefix("many-\(screen.count)-")
            }
            XCTAssertGreaterThanOrEqual(pages.count, 4, "\(screen): about 110,000 pt at 1x is four pages or more")
        }
    }

    // MARK: - Helpers

    func firstBaseline() throws -> String {
        try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Examples/baselines").path)
            .filter { $0.hasSuffix(".png") }.sorted()[0]
    }

    /// A file of `bytes` bytes that starts with `head` and is sparse after it (no disk used).
    func sparseFile(_ name: String, bytes: Int, head: Data) throws -> String {
        let url = tmp.appendingPathComponent(name)
        try head.write(to: url)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(bytes))
        try handle.close()
        return url.path
    }

    /// A one-message transcript in the temporary folder whose image attachment is `image`.
    func transcriptShowing(_ image: String) throws -> String {
        let url = tmp.appendingPathComponent("shows-image.json")
        let json = """
            {"messages": [{"id": "a", "type": "regular", "user": {"id": "u"}, "created_at": "2024-01-01T00:00:00Z",
                           "attachments": [{"type": "image", "image_url": "\(image)"}]}]}
            """
        try json.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// A "zip bomb" PNG: its IHDR says 1×1 pixels, its IDAT inflates to 512 MiB of zeros (about 260 KB of deflate,
    /// made here: fixed-Huffman blocks of 258-byte copies), and it has no IEND.
    func zipBombPNG() throws -> String {
        var bits = BitWriter()
        bits.write(1, count: 1)  // the last block
        bits.write(1, count: 2)  // fixed Huffman codes
        bits.writeReversed(0b00110000, count: 8)  // literal 0
        let copies = (512 << 20) / 258
        for _ in 0..<copies {
            bits.writeReversed(0b11000101, count: 8)  // length 258 (code 285)
            bits.writeReversed(0, count: 5)  // distance 1 (code 0)
        }
        bits.writeReversed(0, count: 7)  // end of block (code 256)
        let inflated = 1 + copies * 258
        var idat = Data([0x78, 0x01]) + bits.finished
        let b = UInt32(inflated % 65521)  // Adler-32 of zeros: a = 1, b = n mod 65521
        idat += Data([UInt8(b >> 8), UInt8(b & 0xFF), 0, 1])
        func chunk(_ type: String, _ body: Data) -> Data {
            let typed = Data(type.utf8) + body
            var length = UInt32(body.count).bigEndian
            var crc = crc32(typed).bigEndian
            return Data(bytes: &length, count: 4) + typed + Data(bytes: &crc, count: 4)
        }
        var ihdr = Data([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0])
        ihdr = chunk("IHDR", ihdr)
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + ihdr + chunk("IDAT", idat)
        let url = tmp.appendingPathComponent("zip-bomb-1x1.png")
        try png.write(to: url)
        return url.path
    }

    func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

/// Deflate's bit order: values least significant bit first, Huffman codes most significant bit first.
struct BitWriter {
    var bytes = Data()
    var current: UInt8 = 0
    var used = 0
    mutating func write(_ value: Int, count: Int) {
        for i in 0..<count { push(value >> i & 1) }
    }
    mutating func writeReversed(_ code: Int, count: Int) {
        for i in stride(from: count - 1, through: 0, by: -1) { push(code >> i & 1) }
    }
    /// The bytes written, the last one padded with zero bits.
    var finished: Data { used == 0 ? bytes : bytes + [current] }
    private mutating func push(_ bit: Int) {
        current |= UInt8(bit) << used
        used += 1
        if used == 8 {
            bytes.append(current)
            current = 0
            used = 0
        }
    }
}
