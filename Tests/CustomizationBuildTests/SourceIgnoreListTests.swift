import ChatShotKit
import CustomizationBuild
import Foundation
import TestSupport
import XCTest

/// A folder's `.chatshotignore` leaves files out of the build: names at any depth, paths from the folder, folders;
/// a bad line is a one-line error naming the file and line.
final class SourceIgnoreListTests: XCTestCase {
    private func folder(_ files: [String], ignore: String?) throws -> (TemporaryFolder, CustomizationBuilder) {
        let folder = try TemporaryFolder("ignore")
        for file in files {
            let url = folder.url(file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "import UIKit\n".write(to: url, atomically: true, encoding: .utf8)
        }
        if let ignore { try ignore.write(to: folder.url(".chatshotignore"), atomically: true, encoding: .utf8) }
        return (folder, CustomizationBuilder(sources: folder.path))
    }

    private func names(_ builder: CustomizationBuilder, in folder: TemporaryFolder) throws -> [String] {
        try builder.sourceFiles().map { String($0.dropFirst(folder.path.count + 1)) }
    }

    func testNamesPathsAndFoldersAreLeftOut() throws {
        let files = [
            "FetchImage.swift", "Views/ImageView.swift", "Views/ContentView.swift", "Screens/LoginView.swift",
            "Screens/ChannelVC.swift", "Previews/A.swift", "Previews/B.swift", "Theme.swift"
        ]
        let ignore = """
            # SwiftUI and Nuke: modules chatshot does not have
            FetchImage.swift
            *ImageView.swift
            Screens/Login*.swift
            /Previews/

            """
        let (folder, builder) = try folder(files, ignore: ignore)
        XCTAssertEqual(
            try names(builder, in: folder), ["Screens/ChannelVC.swift", "Theme.swift", "Views/ContentView.swift"])
    }

    func testWithoutTheFileEverySwiftFileIsBuilt() throws {
        let (folder, builder) = try folder(["A.swift", "B/C.swift"], ignore: nil)
        XCTAssertEqual(try names(builder, in: folder), ["A.swift", "B/C.swift"])
    }

    func testWindowsLineEndingsSeparatePatterns() throws {
        let (folder, builder) = try folder(
            ["A.swift", "B.swift", "C.swift"], ignore: "# left out\r\nA.swift\r\nB.swift\r\n")
        XCTAssertEqual(try names(builder, in: folder), ["C.swift"])
    }

    func testANegatedPatternIsAnErrorAtItsLine() throws {
        let (folder, builder) = try folder(["A.swift"], ignore: "# keep\nA.swift\n!B.swift\n")
        XCTAssertThrowsError(try builder.sourceFiles()) { error in
            let message = ChatShotError(error)?.description ?? "\(error)"
            XCTAssertTrue(message.hasPrefix(folder.path(".chatshotignore") + ":3:1: negated"), message)
        }
    }

    func testLeavingEveryFileOutSaysSo() throws {
        let (folder, builder) = try folder(["A.swift"], ignore: "*.swift\n")
        XCTAssertThrowsError(try builder.sourceFiles()) { error in
            XCTAssertTrue(
                "\(error)".contains("no .swift files in the folder (its .chatshotignore leaves out 1)"), "\(error)")
        }
        withExtendedLifetime(folder) {}
    }
}
