import ChatCanvas
import Foundation

extension UIButton {
    /// How a button looks, as one value (iOS 15's button configurations): a style (`filled()`, `tinted()`, …), a
    /// title and subtitle, an image and where it goes, paddings, insets, a size, a corner style and colours. A
    /// button with a configuration draws from it (`UIButton(configuration:)`, `button.configuration`).
    public struct Configuration: Hashable, @unchecked Sendable {
        /// The look a style starts from: which colours the background and the content take.
        package enum Style: Hashable, Sendable { case plain, tinted, gray, filled, borderless, bordered }
        package var style: Style

        /// How round the background's corners are.
        public enum CornerStyle: Int, Sendable, Hashable {
            /// `background.cornerRadius`, as set.
            case fixed = -1
            /// A radius that follows `buttonSize`.
            case dynamic = 0
            case small, medium, large
            /// Half the height: a pill.
            case capsule
        }
        /// The size class of the button: its fonts and default insets.
        public enum Size: Int, Sendable, Hashable { case mini, small, medium, large }
        /// How the title and subtitle align with each other.
        public enum TitleAlignment: Int, Sendable, Hashable { case automatic, leading, center, trailing }
        /// How the configuration follows the Mac idiom (kept).
        public enum MacIdiomStyle: Int, Sendable, Hashable { case automatic, bordered, borderless, borderlessTinted }

        /// The background: colour, corner radius, stroke.
        public var background: UIBackgroundConfiguration
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        public var macIdiomStyle: MacIdiomStyle = .automatic
        /// The colour the style derives the background from (the tint colour when nil).
        public var baseBackgroundColor: UIColor?
        /// The colour the style derives the title, subtitle and image colours from.
        public var baseForegroundColor: UIColor?
        public var image: UIImage?
        /// A transform of the image's colour (applied to the foreground colour).
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// The symbol configuration for `image` (kept).
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// An activity indicator in place of the image.
        public var showsActivityIndicator = false
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?
        public var title: String?
        /// A styled title (its characters are drawn in the title font and colour).
        public var attributedTitle: AttributedString?
        public var subtitle: String?
        public var attributedSubtitle: AttributedString?
        /// Insets from the button's edges to its content; nil: the defaults of `buttonSize`.
        private var explicitContentInsets: NSDirectionalEdgeInsets?
        /// Where the image goes relative to the title (`.leading`, `.trailing`, `.top`, `.bottom`).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Space between the image and the text.
        public var imagePadding: CGFloat = 0
        /// Space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        /// Whether the selected state changes the look (kept).
        public var automaticallyUpdateForSelection = true
        public var titleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var subtitleLineBreakMode: NSLineBreakMode = .byTruncatingTail

        package init(style: Style) {
            self.style = style
            background = .clear()
        }

        /// Text only, in the tint colour, no background.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A tint-coloured title on a light wash of the tint colour.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A tint-coloured title on a grey fill.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A white title on the tint colour.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// As `plain()`.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// As `gray()`.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// As `tinted()`.
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// As `filled()`.
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        /// Insets from the button's edges to its content (the defaults of `buttonSize` until set).
        public var contentInsets: NSDirectionalEdgeInsets {
            get { explicitContentInsets ?? defaultContentInsets }
            set { explicitContentInsets = newValue }
        }
        /// Goes back to the default insets of `buttonSize`.
        public mutating func setDefaultContentInsets() { explicitContentInsets = nil }

        /// This configuration for a button's state (as is: a still picture's button is at rest).
        public func updated(for button: UIButton) -> Configuration { self }

        // MARK: Metrics

        private var defaultContentInsets: NSDirectionalEdgeInsets {
            switch buttonSize {
            case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }
        /// The title's font: body (17 pt) for medium and large, subheadline (15) small, footnote (13) mini.
        package var titleFont: UIFont {
            switch buttonSize {
            case .mini: .systemFont(ofSize: 13)
            case .small: .systemFont(ofSize: 15)
            case .medium, .large: .systemFont(ofSize: 17)
            }
        }
        /// The subtitle's font, a step smaller than the title's.
        package var subtitleFont: UIFont {
            switch buttonSize {
            case .mini: .systemFont(ofSize: 11)
            case .small: .systemFont(ofSize: 12)
            case .medium, .large: .systemFont(ofSize: 15)
            }
        }
        /// The corner radius of the background for a button height.
        package func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: background.cornerRadius
            case .small: 4
            case .medium: 8
            case .large: 12
            case .capsule: height / 2
            case .dynamic:
                switch buttonSize {
                case .mini: 4
                case .small: 5
                case .medium: 6
                case .large: 8
                }
            }
        }

        /// The title as drawn (the attributed title's characters, else the title).
        package var shownTitle: String? { attributedTitle.map { String($0.characters) } ?? title }
        package var shownSubtitle: String? { attributedSubtitle.map { String($0.characters) } ?? subtitle }

        // MARK: Colours

        /// The content's colour: `baseForegroundColor`, else white on filled styles and the tint elsewhere;
        /// disabled buttons draw theirs in the tertiary label colour.
        package func foregroundColor(tint: UIColor, enabled: Bool) -> UIColor {
            guard enabled else { return .tertiaryLabel }
            if let baseForegroundColor { return baseForegroundColor }
            return style == .filled ? .white : tint
        }
        /// The background's fill: `background.backgroundColor` when set, else the style's colour from
        /// `baseBackgroundColor` (or the tint): the colour itself (filled), a 15 % wash (tinted), the grey
        /// secondary system fill (gray, bordered); none for plain and borderless.
        package func backgroundFill(tint: UIColor, enabled: Bool) -> UIColor? {
            if let color = background.backgroundColor {
                return background.backgroundColorTransformer.map { $0(color) } ?? color
            }
            switch style {
            case .plain, .borderless: return nil
            case .gray, .bordered: return baseBackgroundColor ?? .secondarySystemFill
            case .tinted:
                guard enabled else { return .tertiarySystemFill }
                return baseBackgroundColor ?? tint.withAlphaComponent(0.15)
            case .filled:
                guard enabled else { return .tertiarySystemFill }
                return baseBackgroundColor ?? tint
            }
        }

        public static func == (a: Configuration, b: Configuration) -> Bool {
            a.style == b.style && a.title == b.title && a.subtitle == b.subtitle
                && a.attributedTitle == b.attributedTitle && a.attributedSubtitle == b.attributedSubtitle
                && a.image === b.image && a.imagePlacement == b.imagePlacement && a.imagePadding == b.imagePadding
                && a.titlePadding == b.titlePadding && a.contentInsets == b.contentInsets
                && a.cornerStyle == b.cornerStyle && a.buttonSize == b.buttonSize
                && a.baseBackgroundColor == b.baseBackgroundColor && a.baseForegroundColor == b.baseForegroundColor
                && a.background == b.background && a.titleAlignment == b.titleAlignment
                && a.showsActivityIndicator == b.showsActivityIndicator
        }
        public func hash(into hasher: inout Hasher) {
            hasher.combine(style)
            hasher.combine(title)
            hasher.combine(subtitle)
            hasher.combine(buttonSize)
        }
    }
}
