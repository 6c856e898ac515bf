import ChatCanvas
import CoreGraphics
import Foundation

/// Options for measuring and drawing strings in a rectangle (kept: chatshot always lays out by lines).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Extra settings for string drawing (kept).
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open var actualScaleFactor: CGFloat { 1 }
    open var totalBounds: CGRect { .zero }
}

/// Strings measured and drawn as UIKit does outside a label: in the current context, with their attributes (the
/// system font at 12 pt and black where they have none; UIKit's default is Helvetica 12).
enum StringDrawing {
    static let defaultFont = UIFont.systemFont(ofSize: 12)

    static func layout(_ string: NSAttributedString, width: CGFloat?, style: UIUserInterfaceStyle) -> TextLayout {
        let whole = string.length > 0 ? string.attributes(at: 0, effectiveRange: nil) : [:]
        let font = (whole[.font] as? UIFont) ?? defaultFont
        let color = (whole[.foregroundColor] as? UIColor)?.resolved(style) ?? .black
        let paragraph = string.firstParagraphStyle
        let alignment = paragraph?.alignment ?? .natural
        return TextLayout(
            string.styledText(style), font: font.font, color: color,
            width: width.flatMap { $0.isFinite && $0 > 0 ? Double($0) : nil }, maxLines: 0,
            alignment: alignment.canvasAlignment, lineBreakMode: .wordWrap, direction: .auto,
            lineSpacing: Double(paragraph?.lineSpacing ?? 0), justify: alignment == .justified)
    }

    static func draw(_ string: NSAttributedString, in rect: CGRect?, at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext(), string.length > 0 else { return }
        let layout = layout(string, width: rect?.width, style: context.style)
        context.canvas.withState {
            if let rect { context.canvas.clip(to: rect) }
            if context.state.alpha < 1 {
                context.canvas.withAlpha(Double(context.state.alpha)) { context.canvas.draw(layout, at: point) }
            } else {
                context.canvas.draw(layout, at: point)
            }
        }
    }

    static func size(_ string: NSAttributedString, width: CGFloat?) -> CGSize {
        guard string.length > 0 else { return .zero }
        let size = layout(string, width: width, style: UITraitCollection.current.userInterfaceStyle).size
        return CGSize(width: size.width, height: size.height)
    }
}

extension NSAttributedString {
    /// Draws the string in one line per paragraph, its top-left corner at `point`.
    public func draw(at point: CGPoint) { StringDrawing.draw(self, in: nil, at: point) }
    /// Draws the string wrapped to `rect`'s width, cut to the rectangle.
    public func draw(in rect: CGRect) { StringDrawing.draw(self, in: rect, at: rect.origin) }
    /// Draws the string in `rect` (the options are kept).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        draw(in: rect)
    }
    /// The size the string takes in one line per paragraph.
    public func size() -> CGSize { StringDrawing.size(self, width: nil) }
    /// The rectangle the string takes wrapped to `size.width`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) -> CGRect {
        CGRect(origin: .zero, size: StringDrawing.size(self, width: size.width))
    }
}

extension NSString {
    /// Draws the string with `attrs`, its top-left corner at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(at: point)
    }
    /// Draws the string with `attrs`, wrapped to `rect`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(in: rect)
    }
    /// The size of the string with `attrs`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self as String, attributes: attrs).size()
    }
    /// The rectangle the string with `attributes` takes wrapped to `size.width`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
        context: NSStringDrawingContext?
    ) -> CGRect {
        NSAttributedString(string: self as String, attributes: attributes).boundingRect(
            with: size, options: options, context: context)
    }
}

extension StringProtocol {
    /// Draws the string with `attrs`, its top-left corner at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: String(self), attributes: attrs).draw(at: point)
    }
    /// Draws the string with `attrs`, wrapped to `rect`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: String(self), attributes: attrs).draw(in: rect)
    }
    /// The size of the string with `attrs`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: String(self), attributes: attrs).size()
    }
    /// The rectangle the string with `attributes` takes wrapped to `size.width`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
        context: NSStringDrawingContext?
    ) -> CGRect {
        NSAttributedString(string: String(self), attributes: attributes).boundingRect(
            with: size, options: options, context: context)
    }
}
