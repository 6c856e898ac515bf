import CustomizationBuild
import Foundation
import TestSupport
import XCTest

/// Every ```swift block of the SDK's guides, read from the guides themselves (`$CHATSHOT_GUIDES_DIR`, else
/// `../shared/guides` beside the package), type-checked against chatshot's modules by the customization build's own
/// compiler invocation (`CustomizationBuilder.typecheck`). `Tests/GuideBlocks/expectations.txt` says, per guide and
/// block, which compile, which do not yet, and which are deliberate fragments (and why); the test fails when a block
/// expected to compile does not (naming the guide, the block and the compiler's first error), when one expected to
/// fail compiles, and when the guides' blocks and the list disagree.
///
/// A block is compiled with the earlier blocks of its guide whose types (or extension members) it uses
/// (`GuideBlockUnit`), in one main file, so set-up statements outside a function compile as they would in an app's
/// set-up code; `import UIKit`, `import StreamChat` and `import StreamChatUI` are added in front, as a reader's file
/// has them. `CHATSHOT_GUIDE_REPORT=FILE` also compiles the fragments and writes every block's errors to FILE.
final class GuideBlocksTests: XCTestCase {
    static let root = PackageRoot.url
    static let expectationsFile = root.appendingPathComponent("Tests/GuideBlocks/expectations.txt")

    /// `$CHATSHOT_GUIDES_DIR`, else `../shared/guides` relative to the package root.
    static var guidesFolder: URL {
        if let explicit = ProcessInfo.processInfo.environment["CHATSHOT_GUIDES_DIR"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit)
        }
        return root.appendingPathComponent("../shared/guides").standardizedFileURL
    }

    struct Outcome {
        let block: GuideBlock
        let unit: GuideBlockUnit
        let expectation: GuideBlockExpectations.Expectation
        let result: TypeCheckResult?
    }

    func testEveryGuideBlockCompilesAsExpected() throws {
        let folder = Self.guidesFolder
        let guides = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".md") }.sorted()
        guard !guides.isEmpty else {
            throw XCTSkip("no guides (*.md) in \(folder.path) (set CHATSHOT_GUIDES_DIR to the guides' folder)")
        }
        let expectations = try GuideBlockExpectations(contentsOf: Self.expectationsFile)
        let report = ProcessInfo.processInfo.environment["CHATSHOT_GUIDE_REPORT"].flatMap { $0.isEmpty ? nil : $0 }

        var work: [(block: GuideBlock, unit: GuideBlockUnit, expectation: GuideBlockExpectations.Expectation)] = []
        for guide in guides {
            let blocks = try GuideBlock.blocks(inGuideAt: folder.appendingPathComponent(guide))
            let listed = expectations.entries[guide] ?? [:]
            for ordinal in listed.keys.sorted() where ordinal > blocks.count {
                XCTFail("\(guide): expectations.txt lists block \(ordinal); the guide has \(blocks.count) Swift blocks")
            }
            let fragments = Set(listed.filter { $0.value.expectation == .fragment }.keys)
            let units = GuideBlockUnit.units(of: blocks, fragments: fragments)
            for block in blocks {
                guard let entry = listed[block.ordinal] else {
                    XCTFail("\(guide) block \(block.ordinal) (line \(block.line)) is not in expectations.txt")
                    continue
                }
                work.append((block, units[block.ordinal]!, entry.expectation))
            }
        }

        let outcomes = Self.typecheck(
            work.map { item in
                item.expectation != .fragment || report != nil ? item.unit : nil
            })
        var compiled = 0
        var all: [Outcome] = []
        for (item, result) in zip(work, outcomes) {
            all.append(Outcome(block: item.block, unit: item.unit, expectation: item.expectation, result: result))
            guard item.expectation != .fragment, let result else { continue }
            let block = item.block
            let name = "\(block.guide) block \(block.ordinal) (line \(block.line)\(Self.with(item.unit)))"
            if result.compiles { compiled += 1 }
            switch (item.expectation, result.compiles) {
            case (.compiles, false):
                XCTFail("\(name) is expected to compile but does not: \(result.firstError ?? "")")
            case (.fails, true):
                XCTFail("\(name) now compiles: mark it `compiles` in Tests/GuideBlocks/expectations.txt")
            default:
                break
            }
        }
        let expected = expectations.entries.values.flatMap(\.values).filter { $0.expectation == .compiles }.count
        XCTAssertEqual(
            compiled, expected,
            "guide blocks that compile (of \(work.count); fragments: "
                + "\(work.filter { $0.expectation == .fragment }.count))")
        if let report { try Self.writeReport(all, to: report) }
    }

    static func with(_ unit: GuideBlockUnit) -> String {
        let earlier = unit.blocks.dropLast().map { String($0.ordinal) }
        return earlier.isEmpty ? "" : ", with block\(earlier.count == 1 ? "" : "s") \(earlier.joined(separator: ", "))"
    }

    /// Type-checks the units (nil: skipped), two at a time.
    static func typecheck(_ units: [GuideBlockUnit?]) -> [TypeCheckResult?] {
        let results = ResultBox(count: units.count)
        DispatchQueue.concurrentPerform(iterations: units.count) { index in
            guard let unit = units[index] else { return }
            let last = unit.blocks.last!
            let result: TypeCheckResult
            do {
                result = try CustomizationBuilder.typecheck([(last.path, unit.source)], topLevelCode: true)
            } catch {
                result = TypeCheckResult(status: -1, output: "\(last.path): error: \(error)")
            }
            results.set(index, result)
        }
        return results.values
    }

    /// Every block's outcome and errors, for the inventory of missing APIs.
    static func writeReport(_ outcomes: [Outcome], to path: String) throws {
        var text = "# guide\tblock\tline\tunit\texpectation\tresult\n"
        for outcome in outcomes {
            let unit = outcome.unit.blocks.map { String($0.ordinal) }.joined(separator: ",")
            let result = outcome.result.map { $0.compiles ? "compiles" : "fails" } ?? "skipped"
            text +=
                "\(outcome.block.guide)\t\(outcome.block.ordinal)\t\(outcome.block.line)\t\(unit)\t"
                + "\(outcome.expectation.rawValue)\t\(result)\n"
            for error in outcome.result?.errors ?? [] { text += "\t\(error)\n" }
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
