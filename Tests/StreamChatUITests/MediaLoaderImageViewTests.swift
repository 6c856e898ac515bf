import ChatCanvas
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

/// `components.mediaLoader.loadImage(into:from:with:)`, as MessengerClone's content view calls it for the author's
/// avatar: the render's image for a transcript file, the placeholder for no URL, nothing fetched for a remote one.
final class MediaLoaderImageViewTests: XCTestCase {
    func testTheRendersImageThePlaceholderOrNothing() {
        MainActor.assumeIsolated { check() }
    }

    @MainActor private func check() {
        let root = _View()
        root.appearance = Appearance()
        let components = Components()
        let loader = StubImageLoader()
        components.imageLoader = loader
        root.components = components
        root.setUpIfNeeded()
        let imageView = UIImageView()
        root.addSubview(imageView)
        let placeholder = UIImage(systemName: "person.circle")
        let options = ImageLoaderOptions(resize: ImageResize(components.avatarThumbnailSize), placeholder: placeholder)

        var results: [Bool] = []
        components.mediaLoader.loadImage(
            into: imageView, from: URL(fileURLWithPath: "/avatars/leia.png"), with: options
        ) { results.append((try? $0.get()) != nil) }
        XCTAssertTrue(imageView.image === loader.image, "the transcript's file")

        components.mediaLoader.loadImage(into: imageView, from: nil, with: options)
        XCTAssertTrue(imageView.image === placeholder, "no URL: the placeholder")

        components.mediaLoader.loadImage(
            into: imageView, from: URL(string: "https://example.com/a.png"), with: options
        ) { results.append((try? $0.get()) != nil) }
        XCTAssertTrue(imageView.image === placeholder, "a remote image is not fetched: the view keeps its image")
        XCTAssertEqual(results, [true, false])
    }
}
