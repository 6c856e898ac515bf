import ChatCanvas
import Foundation
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

/// A loader that has a picture for every URL that does not start with "https:" (as local files would).
final class StubImageLoader: ImageLoading, @unchecked Sendable {
    let image = UIImage(
        image: Image.rgba(width: 40, height: 30, bytes: Array(repeating: 200, count: 40 * 30 * 4)), isTemplate: false,
        name: "stub")
    func image(for url: String?) -> UIImage? {
        guard let url, !url.hasPrefix("https:") else { return nil }
        return image
    }
}

enum AttachmentFixture {
    static func image(_ n: Int) -> TranscriptAttachment { TranscriptAttachment(type: "image", imageURL: "img\(n).png") }
    static func file(_ title: String, size: Int = 1000) -> TranscriptAttachment {
        TranscriptAttachment(type: "file", title: title, assetURL: "https://cdn.example.com/\(title)", fileSize: size)
    }

    /// A content view for a message with attachments, with the injector the default catalog picks.
    static func contentView(
        _ attachments: [TranscriptAttachment], text: String = "", from author: ChatUser = Fixture.ann,
        options: ChatMessageLayoutOptions? = nil, voice: Bool = false
    ) -> ChatMessageContentView {
        let m = Fixture.message("1", author, at: 0, text: text)
        m.attachments = attachments
        let mine = author.id == Fixture.me.id
        var opts: ChatMessageLayoutOptions =
            options ?? (mine ? [.bubble, .flipped, .timestamp] : [.avatar, .bubble, .timestamp])
        if !text.isEmpty { opts.insert(.text) }
        let root = _View()
        root.appearance = Appearance()
        let comps = Components()
        comps.imageLoader = StubImageLoader()
        comps.isVoiceRecordingEnabled = voice
        root.components = comps
        root.setUpIfNeeded()
        let view = ChatMessageContentView()
        view.context = MessageListContext(
            channel: Fixture.channel(), currentUser: Fixture.me, now: Fixture.t0, timeZone: TimeZone(identifier: "UTC")!
        )
        view.attachmentViewInjectorType = comps.attachmentViewCatalog.attachmentViewInjectorClassFor(
            message: m, components: comps)
        root.addSubview(view)
        view.setUpLayoutIfNeeded(options: opts)
        view.content = m
        let size = view.sizeThatFits(CGSize(width: 360, height: CGFloat.infinity))
        view.frame = CGRect(x: 0, y: 0, width: 360, height: size.height)
        view.layoutIfNeeded()
        return view
    }
}

final class AttachmentGalleryTests: XCTestCase {
    func frames(_ n: Int) throws -> (gallery: CGRect, tiles: [CGRect], view: ChatMessageContentView) {
        let v = AttachmentFixture.contentView((0..<n).map(AttachmentFixture.image))
        let injector = try XCTUnwrap(v.attachmentViewInjector as? GalleryAttachmentViewInjector)
        let g = injector.galleryView
        return (v.convert(g.bounds, from: g), g.previews.map { v.convert($0.bounds, from: $0) }, v)
    }

    func testOneImageFillsTheBubbleWithTwoPointPadding() throws {
        let (g, tiles, v) = try frames(1)
        XCTAssertEqual(g, CGRect(x: 48, y: 0, width: 214, height: 162), "214 wide, height = width / 1.32")
        XCTAssertEqual(tiles, [CGRect(x: 50, y: 2, width: 210, height: 158)])
        XCTAssertEqual(v.bubbleFrame.height, 162, "a gallery alone has no bubble margins")
        XCTAssertTrue(try XCTUnwrap(v.bubbleView).clipsToBounds)
    }

    func testTwoImagesSideBySide() throws {
        let (_, tiles, _) = try frames(2)
        XCTAssertEqual(
            tiles, [CGRect(x: 50, y: 2, width: 104, height: 158), CGRect(x: 156, y: 2, width: 104, height: 158)])
    }

    func testThreeImagesFullHeightLeftAndTwoStackedRight() throws {
        let (_, tiles, _) = try frames(3)
        XCTAssertEqual(
            tiles,
            [
                CGRect(x: 50, y: 2, width: 104, height: 158), CGRect(x: 156, y: 2, width: 104, height: 78),
                CGRect(x: 156, y: 82, width: 104, height: 78)
            ])
    }

    func testFourImagesInAGrid() throws {
        let (_, tiles, _) = try frames(4)
        XCTAssertEqual(
            tiles,
            [
                CGRect(x: 50, y: 2, width: 104, height: 78), CGRect(x: 156, y: 2, width: 104, height: 78),
                CGRect(x: 50, y: 82, width: 104, height: 78), CGRect(x: 156, y: 82, width: 104, height: 78)
            ])
    }

    func testMoreThanFourImagesShowPlusNOverTheFourthTile() throws {
        let (_, tiles, v) = try frames(6)
        XCTAssertEqual(tiles.count, 4)
        let g = try XCTUnwrap(v.attachmentViewInjector as? GalleryAttachmentViewInjector).galleryView
        XCTAssertEqual(g.moreItemsOverlay.text, "+2")
        XCTAssertEqual(g.moreItemsOverlay.frame, g.previews[3].frame)
        XCTAssertEqual(g.moreItemsOverlay.font.pointSize, 28, "title font")
        XCTAssertEqual(g.moreItemsOverlay.backgroundColor, Appearance().colorPalette.backgroundCoreScrim)
        let none = try frames(4).view
        XCTAssertNil(
            try XCTUnwrap(none.attachmentViewInjector as? GalleryAttachmentViewInjector).galleryView.moreItemsOverlay
                .superview)
    }

    func testImageWithTextAsTheSDKSnapshot() throws {
        // ChatMessageContentView_Tests/test_appearance_whenMessageHasOnlyOneImage: a 200-pt bubble (162 + 8 + 22 + 8).
        let v = AttachmentFixture.contentView([AttachmentFixture.image(1)], text: "Hello")
        XCTAssertEqual(v.bubbleFrame.height, 200)
        let tv = try XCTUnwrap(v.textView)
        XCTAssertEqual(v.convert(tv.bounds, from: tv).minY, 170)
        let g = try XCTUnwrap(v.attachmentViewInjector as? GalleryAttachmentViewInjector).galleryView
        XCTAssertEqual(g.previews[0].layer.maskedCorners, .all, "text below: the image keeps four round corners")
        XCTAssertEqual(g.previews[0].layer.cornerRadius, 16)
    }

    func testGalleryAtTheBottomFollowsTheBubblesSquaredCorner() throws {
        let v = AttachmentFixture.contentView([AttachmentFixture.image(1)], from: Fixture.me)
        XCTAssertEqual(v.bubbleFrame.maxX, 352)
        XCTAssertEqual(v.bubbleFrame.width, 254)
        let tile = try XCTUnwrap(v.attachmentViewInjector as? GalleryAttachmentViewInjector).galleryView.previews[0]
        XCTAssertFalse(tile.layer.maskedCorners.contains(.layerMaxXMaxYCorner), "outgoing tail corner is square")
        XCTAssertTrue(tile.layer.maskedCorners.contains(.layerMinXMaxYCorner))
    }

    func testVideoTileHasThePlayDiscAndDuration() throws {
        let video = TranscriptAttachment(type: "video", thumbURL: "thumb.png", duration: 83)
        let v = AttachmentFixture.contentView([video])
        let g = try XCTUnwrap(v.attachmentViewInjector as? GalleryAttachmentViewInjector).galleryView
        let tile = g.previews[0]
        XCTAssertFalse(tile.playIndicator.isHidden)
        XCTAssertEqual(tile.playIndicator.frame.size, CGSize(width: 48, height: 48))
        XCTAssertEqual(tile.playIndicator.frame.midX, tile.bounds.midX, accuracy: 0.5)
        XCTAssertEqual(tile.durationLabel.text, "1:23")
        XCTAssertNotNil(tile.imageView.image, "the thumbnail is the tile's picture")
        XCTAssertTrue(g.previews.allSatisfy { $0.item?.isVideo == true })
    }

    func testRemoteImagesDrawThePlaceholder() throws {
        let v = AttachmentFixture.contentView([
            TranscriptAttachment(type: "image", imageURL: "https://example.com/a.jpg")
        ])
        let tile = try XCTUnwrap(v.attachmentViewInjector as? GalleryAttachmentViewInjector).galleryView.previews[0]
        XCTAssertNil(tile.imageView.image)
        let canvas = try Canvas(width: 360, height: v.bounds.height)
        v.render(in: canvas)  // draws the placeholder without an image
    }
}

final class AttachmentFileTests: XCTestCase {
    func testFileRowsAre64PointsInAListWithFourPointMargins() throws {
        let v = AttachmentFixture.contentView([
            AttachmentFixture.file("a.pdf", size: 120), AttachmentFixture.file("b.xls", size: 180)
        ])
        let list = try XCTUnwrap(v.attachmentViewInjector as? FilesAttachmentViewInjector).fileAttachmentView
        XCTAssertEqual(list.frame.height, 140, "4 + 64 + 4 + 64 + 4 as in the SDK's two-file snapshot")
        let rows = list.itemViews.map { v.convert($0.bounds, from: $0) }
        XCTAssertEqual(rows.map(\.height), [64, 64])
        XCTAssertEqual(rows[0].minX, 48 + 4)
        XCTAssertEqual(rows[1].minY - rows[0].maxY, 4)
        let row = list.itemViews[0]
        XCTAssertEqual(row.fileIconImageView.frame, CGRect(x: 8, y: 8, width: 40, height: 48))
        XCTAssertEqual(row.layer.cornerRadius, 12)
        XCTAssertEqual(row.layer.borderWidth, 1)
        XCTAssertEqual(row.fileNameLabel.text, "a.pdf")
        XCTAssertEqual(row.fileSizeLabel.text, "120 bytes")
        XCTAssertEqual(row.fileNameLabel.lineBreakMode, .byTruncatingMiddle)
        XCTAssertEqual(row.fileSizeLabel.frame.minY - row.fileNameLabel.frame.maxY, 3)
        XCTAssertEqual(row.fileIconImageView.image?.name, Appearance().images["filePdf"]?.name)
        XCTAssertEqual(
            row.fileNameLabel.textColor, .label, "black in the SDK's ChatMessageFileAttachmentListView pictures")
    }

    func testFileWithTextKeepsTheTextMargins() throws {
        let v = AttachmentFixture.contentView([AttachmentFixture.file("a.pdf")], text: "Report")
        let list = try XCTUnwrap(v.attachmentViewInjector as? FilesAttachmentViewInjector).fileAttachmentView
        let tv = try XCTUnwrap(v.textView)
        XCTAssertEqual(list.frame.minY, 0)
        XCTAssertEqual(tv.frame.minY, list.frame.maxY + 8)
        XCTAssertEqual(v.bubbleFrame.height, 72 + 8 + 22 + 8)
    }

    func testIconByExtension() {
        let cases: [String: String] = [
            "pdf": "filePdf", "docx": "fileDoc", "txt": "fileDoc", "md": "fileDoc", "csv": "fileXls", "xlsx": "fileXls",
            "pptx": "filePpt", "m4a": "fileMp3", "wav": "fileMp3", "mov": "fileMp4", "webm": "fileMp4",
            "json": "fileHtml",
            "swift": "fileHtml", "tar.gz": "fileZip", "7z": "fileZip", "xyz": "fileFallback", "": "fileFallback"
        ]
        for (ext, icon) in cases { XCTAssertEqual(AttachmentFormatting.iconName(forExtension: ext), icon, ext) }
        XCTAssertEqual(AttachmentFormatting.fileExtension(of: AttachmentFixture.file("Backup.TAR.GZ")), "tar.gz")
        XCTAssertEqual(AttachmentFormatting.fileExtension(of: AttachmentFixture.file("Report.PDF")), "pdf")
        for name in Set(cases.values) { XCTAssertNotNil(Appearance().images[name], name) }
    }

    func testFileSizes() {
        XCTAssertEqual(AttachmentFormatting.fileSize(120), "120 bytes")
        XCTAssertEqual(AttachmentFormatting.fileSize(18_400), "18 KB")
        XCTAssertEqual(AttachmentFormatting.fileSize(1_240_000), "1.2 MB")
        XCTAssertEqual(AttachmentFormatting.fileSize(3_000_000), "3 MB")
        XCTAssertEqual(AttachmentFormatting.fileSize(1_250_000_000), "1.25 GB")
    }

    func testUnsupportedAttachmentRow() throws {
        let v = AttachmentFixture.contentView([TranscriptAttachment(type: "location")])
        let list = try XCTUnwrap(v.attachmentViewInjector as? UnsupportedAttachmentViewInjector).fileAttachmentView
        XCTAssertEqual(list.itemViews.map { $0.fileNameLabel.text }, ["Unsupported Attachment"])
        XCTAssertTrue(list.itemViews[0].fileSizeLabel.isHidden)
    }

    func testVoiceRecordingRowWhenEnabled() throws {
        let rec = TranscriptAttachment(
            type: "voiceRecording", title: "rec.aac", fileSize: 42_000, duration: 7.4,
            waveformData: [0, 0.5, 1, 0.5])
        let off = AttachmentFixture.contentView([rec])
        XCTAssertTrue(
            off.attachmentViewInjector is FilesAttachmentViewInjector, "voice recordings are files when voice is off")
        XCTAssertEqual(
            (off.attachmentViewInjector as? FilesAttachmentViewInjector)?.fileAttachmentView.itemViews.first?
                .fileIconImageView.image?.name,
            Appearance().images["fileMp3"]?.name)
        let on = AttachmentFixture.contentView([rec], voice: true)
        let list = try XCTUnwrap(on.attachmentViewInjector as? VoiceRecordingAttachmentViewInjector)
            .voiceRecordingAttachmentView
        let row = try XCTUnwrap(list.itemViews.first)
        XCTAssertEqual(row.durationLabel.text, "00:07")
        // The name line (the attachment title, bodyBold) sits above the duration and waveform, in one column.
        XCTAssertEqual(row.fileNameLabel.text, "rec.aac")
        XCTAssertFalse(row.fileNameLabel.isHidden)
        XCTAssertEqual(row.fileNameLabel.font, Appearance().fonts.bodyBold)
        XCTAssertEqual(row.fileNameLabel.frame.minX, row.durationLabel.frame.minX)
        XCTAssertLessThanOrEqual(row.fileNameLabel.frame.maxY, row.durationLabel.frame.minY)
        XCTAssertLessThanOrEqual(row.fileNameLabel.frame.maxY, row.waveformView.frame.minY)
        XCTAssertGreaterThanOrEqual(row.fileNameLabel.frame.minY, 8, "inside the 8-pt margins")
        XCTAssertLessThanOrEqual(row.waveformView.frame.maxY, row.bounds.height - 8)
        XCTAssertEqual(row.durationLabel.font.font.weight, 500)
        XCTAssertEqual(row.layer.cornerRadius, 12)
        let bars = row.waveformView.barHeights(for: CGSize(width: 38, height: 24))
        XCTAssertEqual(bars.count, 10)
        XCTAssertEqual(bars.max(), 24)
        XCTAssertEqual(bars.min(), 2, "silence still draws a 2-pt bar")
    }
}

final class AttachmentLinkPreviewTests: XCTestCase {
    func testLinkPreviewGeometry() throws {
        let link = TranscriptAttachment(
            type: "linkPreview", title: "Chat API Documentation",
            text: "Stream, scalable news feeds and activity streams as a service.",
            imageURL: "preview.png", ogURL: "https://getstream.io/chat/docs/", authorName: "Stream")
        let v = AttachmentFixture.contentView([link], text: "https://getstream.io/chat/docs/", from: Fixture.me)
        XCTAssertEqual(v.bubbleFrame.minX, 98, "the column fills 75 %: 360 × 0.75 = 270, bubble 254")
        XCTAssertEqual(v.bubbleFrame.maxX, 352)
        let preview = try XCTUnwrap(v.attachmentViewInjector as? LinkAttachmentViewInjector).linkPreviewView
        XCTAssertTrue(preview.superview === v.bubbleContentContainer)
        XCTAssertTrue(v.bubbleContentContainer.arrangedSubviews.last === preview, "appended below the text")
        let tv = try XCTUnwrap(v.textView)
        let image = v.convert(preview.imagePreviewContainer.bounds, from: preview.imagePreviewContainer)
        XCTAssertEqual(image.minX, 106, "inside the 8-pt margins")
        XCTAssertEqual(image.width, 238)
        XCTAssertEqual(image.height, 119, "half the width")
        XCTAssertEqual(image.minY, v.convert(tv.bounds, from: tv).maxY + 8)
        XCTAssertEqual(preview.imagePreviewContainer.layer.cornerRadius, 8)
        let author = v.convert(preview.authorBackground.bounds, from: preview.authorBackground)
        XCTAssertEqual(author.minX, image.minX)
        XCTAssertEqual(author.maxY, image.maxY, "the tab sits on the image's bottom-leading corner")
        XCTAssertEqual(preview.authorBackground.layer.maskedCorners, .layerMaxXMinYCorner)
        XCTAssertEqual(preview.authorBackground.layer.cornerRadius, 15)
        XCTAssertEqual(preview.authorLabel.textColor, UIColor.systemBlue)
        XCTAssertEqual(preview.titleLabel.frame.minY, preview.imagePreviewContainer.frame.maxY + 8)
        XCTAssertEqual(preview.titleLabel.font, Appearance().fonts.subheadlineBold)
        XCTAssertEqual(preview.bodyLabel.numberOfLines, 3)
        // The SDK's standalone preview (200 × 157): image + 57 pt for a title and a one-line text, +20 per further line.
        let lines = (preview.bodyLabel.frame.height / 20).rounded()
        XCTAssertEqual(preview.bodyLabel.frame.height, lines * 20)
        XCTAssertEqual(preview.frame.height, 119 + 57 + 20 * (lines - 1))
        XCTAssertTrue(try XCTUnwrap(v.bubbleView).clipsToBounds)
    }

    func testLinkPreviewWithoutImage() throws {
        let link = TranscriptAttachment(type: "linkPreview", title: "Title", text: "Body", ogURL: "https://x.io")
        let v = AttachmentFixture.contentView([link], text: "https://x.io")
        let preview = try XCTUnwrap(v.attachmentViewInjector as? LinkAttachmentViewInjector).linkPreviewView
        XCTAssertTrue(preview.imagePreviewContainer.isHidden)
        XCTAssertTrue(preview.authorBackground.isHidden)
        XCTAssertEqual(preview.frame.height, 57, "title and one line of text, as the SDK's snapshot without an image")
    }

    /// The SDK's text stack: the title label 18 pt tall (SF Pro's 15-pt line, rounded up), 8 pt under the image (or
    /// the preview's top), the text 3 pt under the title, on the 8-pt bottom margin. In
    /// `ChatMessageContentView_Tests/test_appearance_whenMessageHasLinkWithoutImageAndAuthor` the title's digits
    /// stand 2 pt lower and the text's 1 pt lower than chatshot drew them with a 20-pt title 6 pt under the top and
    /// the text 2 pt under it (the preview as tall as before: 57 pt for a title and a line).
    func testTitleAndTextSitAsTheSDKsTextStack() throws {
        let link = TranscriptAttachment(
            type: "linkPreview", title: "Chat API Documentation",
            text: "Stream, scalable news feeds and activity streams as a service.", ogURL: "https://getstream.io")
        let v = AttachmentFixture.contentView([link], text: "https://getstream.io/chat/docs/")
        let preview = try XCTUnwrap(v.attachmentViewInjector as? LinkAttachmentViewInjector).linkPreviewView
        XCTAssertEqual(preview.titleLabel.frame, CGRect(x: 8, y: 8, width: preview.bounds.width - 16, height: 18))
        XCTAssertEqual(preview.bodyLabel.frame.minY, 8 + 18 + 3)
        XCTAssertEqual(preview.bounds.height - preview.bodyLabel.frame.maxY, 8)
        XCTAssertEqual(preview.bodyLabel.frame.height, 60, "three lines of 20 pt")
    }

    /// Without an image the author tab starts on the text view's bottom: in
    /// `ChatMessageContentView_Tests/test_appearance_whenMessageHasLinkWithoutImage` the tab's fill starts at y 52,
    /// 8 pt above where `…whenMessageHasLink`'s image starts (60) under the same text, and the bubble is 190 pt
    /// (rows 0…189); chatshot left 1 pt between them (tab at 53, bubble 191, the title and text 1 pt low).
    func testAuthorTabWithoutImageStartsOnTheText() throws {
        let link = TranscriptAttachment(
            type: "linkPreview", title: "Chat API Documentation",
            text: "Stream, scalable news feeds and activity streams as a service.",
            ogURL: "https://getstream.io/chat/docs/", authorName: "Stream")
        let v = AttachmentFixture.contentView([link], text: "https://getstream.io/chat/docs/", from: Fixture.me)
        let preview = try XCTUnwrap(v.attachmentViewInjector as? LinkAttachmentViewInjector).linkPreviewView
        let tv = try XCTUnwrap(v.textView)
        let tab = v.convert(preview.authorBackground.bounds, from: preview.authorBackground)
        XCTAssertEqual(tab.minY, v.convert(tv.bounds, from: tv).maxY)
        XCTAssertEqual(tab.minY - v.bubbleFrame.minY, 52)
        XCTAssertEqual(v.bubbleFrame.height, 190)
    }

    /// The author's tab has the SDK's margins (8 top, 8 leading, 4 bottom, 12 trailing): in
    /// `ChatMessageContentView_Tests/test_appearance_whenMessageHasLink` the name's ink is rows 158…169 in a tab from
    /// 146 (chatshot's was 155…167 with 6-pt margins) and the tab ends 4 pt further right.
    func testAuthorTabHasTheSDKsMargins() throws {
        let link = TranscriptAttachment(
            type: "linkPreview", title: "Chat API Documentation", text: "Stream.", imageURL: "preview.png",
            ogURL: "https://getstream.io/chat/docs/", authorName: "Stream")
        let v = AttachmentFixture.contentView([link], text: "https://getstream.io/chat/docs/", from: Fixture.me)
        let preview = try XCTUnwrap(v.attachmentViewInjector as? LinkAttachmentViewInjector).linkPreviewView
        let tab = preview.authorBackground.bounds
        let name = preview.authorLabel.frame
        XCTAssertEqual(name.minY, 8)
        XCTAssertEqual(name.minX, 8)
        XCTAssertEqual(tab.height - name.maxY, 4)
        XCTAssertEqual(tab.width - name.maxX, 12)
        XCTAssertEqual(tab.height, 33, "8 + a 21-pt line + 4")
    }
}

final class AttachmentCatalogTests: XCTestCase {
    func injector(_ types: [String], voice: Bool = false, deleted: Bool = false) -> AttachmentViewInjector.Type? {
        let m = Fixture.message("1", Fixture.ann, at: 0)
        m.attachments = types.map { TranscriptAttachment(type: $0) }
        if deleted { m.deletedAt = Fixture.t0 }
        let c = Components()
        c.isVoiceRecordingEnabled = voice
        return c.attachmentViewCatalog.attachmentViewInjectorClassFor(message: m, components: c)
    }

    func testChoiceOrder() {
        XCTAssertTrue(injector(["image"]) == GalleryAttachmentViewInjector.self)
        XCTAssertTrue(injector(["video", "image"]) == GalleryAttachmentViewInjector.self)
        XCTAssertTrue(injector(["image", "file"]) == MixedAttachmentViewInjector.self)
        XCTAssertTrue(injector(["video", "unknown"]) == MixedAttachmentViewInjector.self)
        XCTAssertTrue(injector(["image", "giphy"]) == GalleryAttachmentViewInjector.self)
        XCTAssertTrue(injector(["giphy"]) == GiphyAttachmentViewInjector.self)
        XCTAssertTrue(injector(["giphy", "linkPreview"]) == GiphyAttachmentViewInjector.self)
        XCTAssertTrue(injector(["file"]) == FilesAttachmentViewInjector.self)
        XCTAssertTrue(injector(["audio"]) == FilesAttachmentViewInjector.self)
        XCTAssertTrue(injector(["file", "linkPreview"]) == FilesAttachmentViewInjector.self)
        XCTAssertTrue(injector(["linkPreview"]) == LinkAttachmentViewInjector.self)
        XCTAssertTrue(injector(["voiceRecording"]) == FilesAttachmentViewInjector.self)
        XCTAssertTrue(injector(["voiceRecording"], voice: true) == VoiceRecordingAttachmentViewInjector.self)
        XCTAssertTrue(injector(["voiceRecording", "file"], voice: true) == MixedAttachmentViewInjector.self)
        XCTAssertTrue(injector(["location"]) == UnsupportedAttachmentViewInjector.self)
        XCTAssertNil(injector([]))
        XCTAssertNil(injector(["image"], deleted: true))
    }

    func testMixedStacksGalleryThenFiles() throws {
        let v = AttachmentFixture.contentView(
            [AttachmentFixture.image(1), AttachmentFixture.file("n.txt")], text: "Notes")
        let mixed = try XCTUnwrap(v.attachmentViewInjector as? MixedAttachmentViewInjector)
        let arranged = v.bubbleContentContainer.arrangedSubviews.filter { !$0.isHidden }
        XCTAssertTrue(arranged[0] === mixed.galleryView)
        XCTAssertTrue(arranged[1] === mixed.fileAttachmentView)
        XCTAssertEqual(mixed.galleryView.frame.height, 162)
        XCTAssertEqual(mixed.fileAttachmentView.frame.minY, 162)
        XCTAssertEqual(try XCTUnwrap(v.textView).frame.minY, 162 + 72 + 8)
        XCTAssertTrue(mixed.voiceRecordingAttachmentView.isHidden)
    }

    func testGiphyIsSquareWithTheBadge() throws {
        let v = AttachmentFixture.contentView([TranscriptAttachment(type: "giphy", thumbURL: "g.gif")])
        let giphy = try XCTUnwrap(v.attachmentViewInjector as? GiphyAttachmentViewInjector).giphyImageView
        XCTAssertEqual(giphy.frame.size, CGSize(width: 214, height: 214))
        XCTAssertEqual(giphy.badgeView.frame.minX, 8)
        XCTAssertEqual(giphy.badgeView.frame.maxY, 214 - 8)
        XCTAssertEqual(giphy.badgeView.titleLabel.text, "GIPHY")
        XCTAssertEqual(v.bubbleFrame.height, 214)
    }
}
