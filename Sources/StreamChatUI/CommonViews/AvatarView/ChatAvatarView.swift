import UIKit
import ChatCanvas

/// What an avatar shows: an image, else initials from a name, else the person glyph.
public struct AvatarContent: Sendable {
    public var image: UIImage?
    public var name: String?
    public var isOnline: Bool
    public init(image: UIImage? = nil, name: String? = nil, isOnline: Bool = false) {
        self.image = image; self.name = name; self.isOnline = isOnline
    }
}

/// A round avatar (the SDK's `ChatAvatarView`): an `imageView` clipped to a circle, a placeholder with the user's
/// initials (or a person glyph) when there is no image, and an optional presence dot.
open class ChatAvatarView: _View {
    public let imageView = UIImageView()
    /// Whether to draw the green presence dot when the content is online.
    public var isOnlineIndicatorEnabled = false
    public var content: AvatarContent? { didSet { updateContentIfNeeded() } }

    public required init() { super.init() }

    open override class var customizableSubviewNames: [String] { ["imageView"] }
    open override func customizableSubviews() -> [String: UIView] { ["imageView": imageView] }

    open override func setUpLayout() {
        embed(imageView)
    }

    open override func setUpAppearance() {
        imageView.contentMode = .aspectFill
        imageView.clipsToBounds = true
        // A radius this large is clamped to half the side: a circle at any size.
        imageView.layer.cornerRadius = .greatestFiniteMagnitude
    }

    open override func updateContent() {
        imageView.image = content?.image.map { $0.isTemplate ? $0.withRenderingMode(.alwaysOriginal) : $0 }
        updatePlaceholderDrawing()
    }

    open override var intrinsicContentSize: Size { Size(width: 32, height: 32) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updatePlaceholderDrawing()
    }

    /// The placeholder follows the content (set on content changes too: an avatar re-added to a container
    /// with an unchanged frame is not laid out again).
    private func updatePlaceholderDrawing() {
        let info = PlaceholderInfo(name: components.isAvatarInitialsEnabled ? content?.name : nil, appearance: appearance)
        imageView.placeholderDrawing = { [weak self] rect, canvas in
            guard let self else { return }
            info.draw(in: rect, canvas: canvas, style: self.traitCollection.userInterfaceStyle)
        }
    }

    private var showsPresence: Bool { isOnlineIndicatorEnabled && (content?.isOnline ?? false) }
    open override var drawsOverlayInGroup: Bool { showsPresence }

    /// The presence dot: 20 % of the width, 1 pt from the top right, in a transparent notch a quarter wider.
    open override func drawOverlay(_ rect: Rect, in canvas: Canvas) {
        guard showsPresence else { return }
        let d = rect.width * 0.2
        let dot = Rect(x: rect.maxX - 1 - d, y: rect.minY + 1, width: d, height: d)
        canvas.erase(Path.ellipse(in: dot.insetBy(dx: -d / 4, dy: -d / 4)))
        canvas.fillEllipse(in: dot, color: resolve(appearance.colorPalette.accentSuccess))
    }
}

/// How an avatar placeholder looks: the SDK's initials image (fill avatarBackgroundDefault, text avatarTextDefault).
struct PlaceholderInfo {
    var initials: String
    var fill: UIColor
    var text: UIColor
    var glyph: UIImage?

    init(name: String?, appearance: Appearance) {
        initials = PlaceholderInfo.initials(from: name ?? "")
        fill = appearance.colorPalette.avatarBackgroundDefault
        text = appearance.colorPalette.avatarTextDefault
        glyph = appearance.images["userAvatarPlaceholder"]
    }

    /// Paints the SDK's placeholder: a 40-pt initials image scaled into `rect` (or the person glyph at half size).
    func draw(in rect: Rect, canvas: Canvas, style: UserInterfaceStyle) {
        canvas.fill(rect, color: fill.resolved(style))
        let k = rect.width / 40
        if initials.isEmpty {
            guard let glyph else { return }
            let s = rect.width * 0.5
            canvas.draw(template: glyph.image, in: Rect(x: rect.midX - s / 2, y: rect.midY - s / 2, width: s, height: s),
                        tint: text.resolved(style))
            return
        }
        let letters = rect.width * 1 < 28 ? String(initials.prefix(1)) : initials
        var layout = TextLayout(letters, font: Font(size: 20 * k, weight: Fonts.boldWeight), color: text.resolved(style))
        // Inter is wider than SF: keep wide initials ("MW") inside the circle.
        let maxWidth = rect.width * 0.68
        if layout.size.width > maxWidth {
            layout = TextLayout(letters, font: Font(size: 20 * k * maxWidth / layout.size.width, weight: Fonts.boldWeight),
                                color: text.resolved(style))
        }
        let s = layout.size
        canvas.draw(layout, at: Point(x: rect.midX - s.width / 2, y: rect.midY - s.height / 2))
    }

    /// Up to two letters: the first letters of the first and last words ("Anakin Skywalker" → "AS").
    static func initials(from name: String) -> String {
        let words = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).filter { !$0.isEmpty }
        guard let first = words.first?.first else { return "" }
        if words.count > 1, let last = words.last?.first { return (String(first) + String(last)).uppercased() }
        return String(first).uppercased()
    }
}
