import ChatManifest
import ChatShotKit
import Foundation

/// Every picture one document asks for, with everything resolved: the files to write (one per appearance), the
/// transcript, and the before and after looks as the document's blocks and files. Building the plan checks every
/// directive against the document (block numbers, kinds, files, the image reference), so a bad directive fails before
/// anything is rendered.
public struct DocumentPlan: Sendable {
    /// One look: the Swift blocks that run (by number), and the manifests under them in order (a block or a file).
    public struct Look: Sendable, Equatable {
        public var swiftBlocks: [Int] = []
        public var manifests: [ManifestSource] = []
        public var isEmpty: Bool { swiftBlocks.isEmpty && manifests.isEmpty }
    }

    public enum ManifestSource: Sendable, Equatable, Hashable {
        case block(Int)
        /// An absolute path.
        case file(String)
    }

    /// One file a picture writes.
    public struct Output: Sendable, Equatable {
        /// Where the file goes (the document's folder joined with the reference; a DocC catalog's Resources file).
        public let path: String
        public let appearance: String
    }

    public struct Picture: Sendable {
        public let directive: Directive
        /// The reference as the document writes it.
        public let reference: String
        public let outputs: [Output]
        public let transcript: ManifestSource
        public let before: Look
        public let after: Look
        /// The picture's name in reports: the document's name and the picture's file name.
        public let name: String

        /// The files it reads (a transcript or manifest file beside the document), which it may never write.
        public var inputFiles: [String] {
            ([transcript] + before.manifests + after.manifests).compactMap {
                if case .file(let path) = $0 { return path }
                return nil
            }
        }
    }

    public let document: MarkdownDocument
    public let pictures: [Picture]
    /// The catalog, when the document is an article of a DocC catalog.
    public let catalog: DocCCatalog?

    /// Whether any picture runs Swift blocks (the document's blocks are then compiled).
    public var usesSwift: Bool {
        pictures.contains { !$0.before.swiftBlocks.isEmpty || !$0.after.swiftBlocks.isEmpty }
    }

    /// Plans a document. `swift` tells which Swift blocks set something up (`SwiftBlocks`).
    public init(document: MarkdownDocument, catalog: DocCCatalog? = nil) throws {
        self.document = document
        self.catalog = catalog
        let path = document.path
        let folder = (path as NSString).deletingLastPathComponent
        let swift = SwiftBlocks(document: document, markdownPath: path)
        let settingUp = Set(swift.blocks.filter(\.setsUp).map(\.number))
        var pictures: [Picture] = []
        let directives = try document.comments.filter(Directive.isDirective).map {
            try Directive(parsing: $0, file: path)
        }
        let ends = document.comments.filter(Directive.isDirective).map(\.endLine)
        var names = Set<String>()
        var written: [String: Int] = [:]
        for (index, directive) in directives.enumerated() {
            let at = SourceLocation(file: path, line: directive.line, column: directive.column)
            func fail(_ problem: String, key: String? = nil) -> ChatShotDocsError {
                ChatShotDocsError(
                    location: key.flatMap { directive.keyLocations[$0] } ?? at, key: key, problem: problem)
            }
            // The image reference: the first one after the comment, before the next directive.
            let nextDirective = index + 1 < directives.count ? directives[index + 1].line : Int.max
            let reference: String
            if let image = directive.image {
                reference = image
            } else {
                guard
                    let image = document.images.first(where: {
                        ($0.line > ends[index] || ($0.line == ends[index] && $0.column > directive.column))
                            && $0.line < nextDirective
                    })
                else {
                    if let above = document.images.last(where: {
                        $0.line < directive.line && $0.line >= directive.line - 2
                    }) {
                        throw fail(
                            "no image reference follows the directive; it goes before its picture (the one on line "
                                + "\(above.line) is above it)")
                    }
                    throw fail(
                        "no image reference follows the directive (add ![alt](images/NAME.png) after it, or image=PATH)"
                    )
                }
                reference = image.destination
            }
            let outputs = try Self.outputs(
                reference: reference, directive: directive, folder: folder, catalog: catalog, fail: fail)
            for output in outputs {
                if let other = written[output.path] {
                    throw fail("\(output.path) is already drawn by the directive on line \(other)")
                }
                written[output.path] = directive.line
            }

            // Blocks above the directive, by kind.
            let above = document.blocks.filter { $0.fenceLine < directive.line }
            func block(_ n: Int, key: String) throws -> MarkdownDocument.CodeBlock {
                guard let b = document.blocks.first(where: { $0.number == n }) else {
                    throw fail("block \(n): the document has \(document.blocks.count) fenced blocks", key: key)
                }
                return b
            }
            func look(_ parts: [Directive.LookPart], key: String) throws -> Look {
                var look = Look()
                for part in parts {
                    switch part {
                    case .swift:
                        look.swiftBlocks += above.filter { $0.isSwift && settingUp.contains($0.number) }.map(\.number)
                    case .manifest:
                        look.manifests += above.filter(\.isManifest).map { .block($0.number) }
                    case .block(let n):
                        let b = try block(n, key: key)
                        if b.isSwift {
                            guard settingUp.contains(n) else {
                                throw fail(
                                    "block \(n) (line \(b.firstLine)) runs nothing: it has no statements and declares "
                                        + "no set-up function (one that assigns Components.default… or Appearance.default…)",
                                    key: key)
                            }
                            look.swiftBlocks.append(n)
                        } else if b.isManifest {
                            look.manifests.append(.block(n))
                        } else if b.isTranscript {
                            throw fail(
                                "block \(n) (line \(b.firstLine)) is not a manifest: it is marked as a transcript",
                                key: key)
                        } else {
                            throw fail(
                                "block \(n) (line \(b.firstLine)) is \(b.language.isEmpty ? "a block without a language" : "```\(b.language)"); "
                                    + "expected a ```swift block or a ```yaml / ```json manifest block",
                                key: key)
                        }
                    case .file(let file):
                        let full = Self.join(folder, file)
                        guard FileManager.default.fileExists(atPath: full) else {
                            throw fail("no such manifest file: \(full)", key: key)
                        }
                        look.manifests.append(.file(full))
                    }
                }
                var seen = Set<Int>()
                look.swiftBlocks = look.swiftBlocks.filter { seen.insert($0).inserted }
                var seenManifests = Set<ManifestSource>()
                look.manifests = look.manifests.filter { seenManifests.insert($0).inserted }
                return look
            }
            let after = try look(directive.after ?? [.swift, .manifest], key: "after")
            let before = try look(directive.before, key: "before")
            if directive.kind == .compare && after.isEmpty && directive.after == nil
                && above.contains(where: \.isSwift)
            {
                throw fail(
                    "nothing to draw after: the Swift blocks above declare but run nothing (assign "
                        + "Components.default… or Appearance.default… in a block, or in a set-up function)")
            }
            if directive.kind == .compare && after.isEmpty {
                throw fail(
                    directive.after == nil
                        ? "nothing to draw after: no Swift or manifest block above the directive (give after=…)"
                        : "after is empty: a comparison needs an after look",
                    key: directive.after == nil ? nil : "after")
            }
            let transcript: ManifestSource
            switch directive.transcript {
            case .block(let n):
                let b = try block(n, key: "transcript")
                guard ["json", "yaml", "yml"].contains(b.language) else {
                    throw fail("block \(n) (line \(b.firstLine)) is not a ```json or ```yaml block", key: "transcript")
                }
                transcript = .block(n)
            case .file(let file):
                let full = Self.join(folder, file)
                guard FileManager.default.fileExists(atPath: full) else {
                    throw fail("no such transcript file: \(full)", key: "transcript")
                }
                transcript = .file(full)
            case nil:
                guard let b = above.last(where: \.isTranscript) else {
                    throw fail("no transcript: add transcript=FILE, or a ```json transcript block above the directive")
                }
                transcript = .block(b.number)
            }
            let stem = ((document.path as NSString).lastPathComponent as NSString).deletingPathExtension
            var name = Self.safeName(
                directive.name ?? stem + "-"
                    + ((reference as NSString).lastPathComponent as NSString).deletingPathExtension)
            while !names.insert(name).inserted { name += "-\(directive.line)" }
            pictures.append(
                Picture(
                    directive: directive, reference: reference, outputs: outputs, transcript: transcript,
                    before: before, after: after, name: name))
        }
        self.pictures = pictures
    }

    /// The files a picture writes: the reference's file for the first appearance, `NAME~dark.png` (or `~light`)
    /// beside it for the other; in a DocC catalog, `Resources/NAME[~dark][@Nx].png`.
    static func outputs(
        reference: String, directive: Directive, folder: String, catalog: DocCCatalog?,
        fail: (String, String?) -> ChatShotDocsError
    ) throws -> [Output] {
        if let catalog {
            return try directive.appearances.map { appearance in
                Output(
                    path: try catalog.resource(named: reference, dark: appearance == "dark", scale: directive.scale) {
                        fail($0, directive.image == nil ? nil : "image")
                    },
                    appearance: appearance)
            }
        }
        guard !reference.contains("://"), !reference.hasPrefix("/"), !reference.hasPrefix("data:") else {
            throw fail(
                "the image \(quoted(reference)) is not a file beside the document (chatshot docs writes relative paths)",
                directive.image == nil ? nil : "image")
        }
        let decoded = reference.removingPercentEncoding ?? reference
        guard decoded.lowercased().hasSuffix(".png") else {
            throw fail("the image \(quoted(reference)) is not a .png file", directive.image == nil ? nil : "image")
        }
        let base = join(folder, decoded)
        let stem = String(base.dropLast(4))
        return directive.appearances.enumerated().map { index, appearance in
            Output(path: index == 0 ? base : stem + "~" + appearance + ".png", appearance: appearance)
        }
    }

    /// A path relative to a folder, standardized (`a/./b` → `a/b`).
    static func join(_ folder: String, _ relative: String) -> String {
        let joined = folder.isEmpty ? relative : (folder as NSString).appendingPathComponent(relative)
        return (joined as NSString).standardizingPath
    }

    /// A report name: letters, digits, `-`, `_`, `.` only.
    static func safeName(_ text: String) -> String {
        let mapped = String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) ? $0 : "-" })
        return mapped.first.map { $0.isLetter || $0.isNumber } == true ? mapped : "p" + mapped
    }
}
