import Foundation
import TestSupport
import XCTest

@testable import ChatCanvas

/// Every font file chatshot loads comes from a package that Scripts/setup.sh installs, so a font installed by hand can
/// never hide a missing install step.
final class FontFilesTests: XCTestCase {
    static let root = PackageRoot.url

    func output(_ executable: String, _ args: [String]) throws -> (status: Int32, text: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = args
        p.currentDirectoryURL = Self.root
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    func testTheSetUpScriptReadsTheSameList() throws {
        let listed = try output("/bin/bash", ["Scripts/setup.sh", "--list-fonts"])
        XCTAssertEqual(listed.status, 0)
        let lines = listed.text.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines, FontFiles.required.map { "\($0.path) \($0.package)" })
    }

    func testEveryFontFileIsOwnedByItsPackage() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/dpkg"), "not a Debian machine")
        for (path, package) in FontFiles.required {
            XCTAssertTrue(FileManager.default.isReadableFile(atPath: path), "\(path) is missing: run Scripts/setup.sh")
            let owner = try output("/usr/bin/dpkg", ["-S", path])
            XCTAssertEqual(owner.status, 0, "\(path) belongs to no package: it was put there by hand")
            let owners =
                owner.text.split(separator: ":").first.map {
                    $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                } ?? []
            XCTAssertTrue(
                owners.contains { $0 == package || $0.hasPrefix(package + ":") },
                "\(path) is owned by \(owners), not \(package)")
        }
    }
}
