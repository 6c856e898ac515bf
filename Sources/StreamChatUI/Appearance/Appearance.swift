import ChatCanvas
import Synchronization
import UIKit

/// The SDK's `Appearance`: colours, fonts and images every view reads. `Appearance.default` is what views use
/// unless given another; chatshot builds a fresh one per render from the defaults and the manifest.
public final class Appearance: @unchecked Sendable {
    public var colorPalette: ColorPalette
    public var fonts: Fonts
    public var images: Images
    /// The window's tint colour (UIKit's `tintColor`): links, mentions, own reactions, the enabled send button.
    /// The SDK never sets one, so it is the system blue.
    public var tintColor: UIColor
    /// Markdown in message text: `formatters.isMarkdownEnabled`, the SDK's name, by a shorter one.
    public var isMarkdownEnabled: Bool {
        get { formatters.isMarkdownEnabled }
        set { formatters.isMarkdownEnabled = newValue }
    }
    /// How dates become text in the views, and whether message text is markdown.
    public var formatters = Formatters()
    /// The content size category the fonts were made for.
    public let contentSizeCategory: UIContentSizeCategory
    /// The SDK's strings by key and table (the SDK's `localizationProvider`): the views ask it for each SDK text they
    /// draw ("message.deleted-message-placeholder", "Localizable"). By default chatshot's own texts in the render's
    /// language; an app's provider changes what is drawn (a key it answers with itself keeps chatshot's text).
    public var localizationProvider: @Sendable (_ key: String, _ table: String) -> String = { key, _ in
        L10n.builtInText(forKey: key)
    }

    public init(contentSizeCategory: UIContentSizeCategory = .large) {
        self.contentSizeCategory = contentSizeCategory
        colorPalette = ColorPalette()
        fonts = Fonts(contentSize: contentSizeCategory)
        images = Images()
        tintColor = .systemBlue
    }

    /// The appearance views use when none is given. Swift users customise it as in the SDK's guides, before any
    /// rendering starts (renders give their screens a fresh `Appearance`; this one is only for views made outside
    /// a render).
    public static var `default`: Appearance {
        get { shared.withLock { $0 } }
        set { shared.withLock { $0 = newValue } }
    }
    private static let shared = Mutex(Appearance())
}

extension Appearance {
    /// The SDK's nested name for the palette type.
    public typealias ColorPalette = StreamChatUI.ColorPalette
    /// The SDK's nested name for the fonts type.
    public typealias Fonts = StreamChatUI.Fonts
    /// The SDK's nested name for the images type.
    public typealias Images = StreamChatUI.Images
}
