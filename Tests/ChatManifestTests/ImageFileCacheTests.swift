import ChatCanvas
import Foundation
import TestSupport
import XCTest

@testable import ChatManifest

/// The process's cache of decoded image files stays bounded: a file saved again replaces its entry.
final class ImageFileCacheTests: XCTestCase {
    func testASavedAgainFileReplacesItsEntry() throws {
        let scratch = try TemporaryFolder("imagecache")
        let folder = scratch.url
        let path = folder.appendingPathComponent("avatar.png").path
        let before = ImageFileCache.usage
        for side in [10, 20, 30, 40] {
            let canvas = try Canvas(width: Double(side), height: Double(side))
            canvas.fill(CGRect(x: 0, y: 0, width: Double(side), height: Double(side)), color: Color(rgb: 0x336699))
            try canvas.pngData().write(to: URL(fileURLWithPath: path))
            let image = try ImageFileCache.image(atPath: path)
            XCTAssertEqual(image.size.width, Double(side), "the file as it is now, not an older version")
        }
        let after = ImageFileCache.usage
        XCTAssertEqual(after.entries - before.entries, 1, "one entry for the path, not one per saved version")
        XCTAssertEqual(after.bytes - before.bytes, 40 * 40 * 4)
    }
}
