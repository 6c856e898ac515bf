import ChatCanvas
import UIKit

/// `Appearance.fonts`: the SDK's named fonts, from Dynamic Type text styles at a content size category.
/// Inter stands in for SF Pro; the "bold" trait is drawn as Semibold (600), which matches SF's bold text styles best.
public final class Fonts: @unchecked Sendable {
    public var caption1: UIFont
    public var footnote: UIFont
    public var footnoteBold: UIFont
    public var subheadline: UIFont
    public var subheadlineBold: UIFont
    public var body: UIFont
    public var bodyBold: UIFont
    public var bodyItalic: UIFont
    public var headline: UIFont
    public var headlineBold: UIFont
    public var title: UIFont
    public var title2: UIFont
    public var title3: UIFont
    public var emoji: UIFont

    /// The weight used for the SDK's `.bold` trait.
    public static let boldWeight = 600

    public init(contentSize: UIContentSizeCategory = .large) {
        func f(_ style: UIFont.TextStyle, weight: Int = 400, italic: Bool = false) -> UIFont {
            UIFont(
                Font(size: contentSize.pointSize(style), weight: weight, italic: italic), textStyle: style,
                contentSizeCategory: contentSize)
        }
        caption1 = f(.caption1)
        footnote = f(.footnote)
        footnoteBold = f(.footnote, weight: Fonts.boldWeight)
        subheadline = f(.subheadline)
        subheadlineBold = f(.subheadline, weight: Fonts.boldWeight)
        body = f(.body)
        bodyBold = f(.body, weight: Fonts.boldWeight)
        bodyItalic = f(.body, italic: true)
        headline = f(.headline, weight: 600)
        headlineBold = f(.headline, weight: 700)
        title = f(.title1)
        title2 = f(.title2)
        title3 = f(.title3, weight: Fonts.boldWeight)
        emoji = UIFont(Font(size: 50))
    }

    /// Every font name, in declaration order.
    public static let names = [
        "caption1", "footnote", "footnoteBold", "subheadline", "subheadlineBold", "body", "bodyBold",
        "bodyItalic", "headline", "headlineBold", "title", "title2", "title3", "emoji"
    ]

    /// The font for a name (nil for an unknown name).
    public subscript(name: String) -> UIFont? {
        get {
            switch name {
            case "caption1": return caption1
            case "footnote": return footnote
            case "footnoteBold": return footnoteBold
            case "subheadline": return subheadline
            case "subheadlineBold": return subheadlineBold
            case "body": return body
            case "bodyBold": return bodyBold
            case "bodyItalic": return bodyItalic
            case "headline": return headline
            case "headlineBold": return headlineBold
            case "title": return title
            case "title2": return title2
            case "title3": return title3
            case "emoji": return emoji
            default: return nil
            }
        }
        set {
            guard let v = newValue else { return }
            switch name {
            case "caption1": caption1 = v
            case "footnote": footnote = v
            case "footnoteBold": footnoteBold = v
            case "subheadline": subheadline = v
            case "subheadlineBold": subheadlineBold = v
            case "body": body = v
            case "bodyBold": bodyBold = v
            case "bodyItalic": bodyItalic = v
            case "headline": headline = v
            case "headlineBold": headlineBold = v
            case "title": title = v
            case "title2": title2 = v
            case "title3": title3 = v
            case "emoji": emoji = v
            default: break
            }
        }
    }

    /// The letter spacing of every font (`appearance.fontTracking` in a manifest): `.sfPro` (the default) tracks
    /// Inter as SF Pro is tracked at each size; `.none` keeps Inter's own spacing.
    public func setTracking(_ tracking: FontTracking) {
        for name in Fonts.names {
            guard let font = self[name] else { continue }
            self[name] = UIFont(
                font.font.withTracking(tracking), textStyle: font.textStyle,
                contentSizeCategory: font.contentSizeCategory)
        }
    }
}
