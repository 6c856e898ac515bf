import ChatCanvas
import UIKit

/// How an avatar placeholder looks: the SDK's initials image (fill avatarBackgroundDefault, text avatarTextDefault).
struct PlaceholderInfo {
    var initials: String
    var fill: UIColor
    var text: UIColor
    var glyph: UIImage?
    /// The initials' letter spacing: the appearance's (`appearance.fontTracking`; the body font's).
    var tracking: FontTracking

    init(name: String?, appearance: Appearance) {
        initials = PlaceholderInfo.initials(from: name ?? "")
        fill = appearance.colorPalette.avatarBackgroundDefault
        text = appearance.colorPalette.avatarTextDefault
        glyph = appearance.images["userAvatarPlaceholder"]
        tracking = appearance.fonts.body.font.tracking
    }

    /// Paints the SDK's placeholder: a 40-pt initials image scaled into `rect` (or the person glyph at half size).
    func draw(in rect: CGRect, canvas: Canvas, style: UIUserInterfaceStyle) {
        canvas.fill(rect, color: fill.resolved(style))
        let k = rect.width / Self.imageSide
        if initials.isEmpty {
            guard let glyph else { return }
            let s = rect.width * 0.5
            canvas.draw(
                template: glyph.image, in: CGRect(x: rect.midX - s / 2, y: rect.midY - s / 2, width: s, height: s),
                tint: text.resolved(style))
            return
        }
        let letters = Self.letters(of: initials, imageSide: Self.imageSide)
        var layout = TextLayout(
            letters, font: Font(size: 20 * k, weight: Fonts.boldWeight, tracking: tracking), color: text.resolved(style)
        )
        // Inter is wider than SF: keep wide initials ("MW") inside the circle.
        let maxWidth = rect.width * 0.68
        if layout.size.width > maxWidth {
            layout = TextLayout(
                letters,
                font: Font(
                    size: 20 * k * maxWidth / layout.size.width, weight: Fonts.boldWeight, tracking: tracking),
                color: text.resolved(style))
        }
        let s = layout.size
        canvas.draw(layout, at: CGPoint(x: rect.midX - s.width / 2, y: rect.midY - s.height / 2))
    }

    /// The side of the SDK's initials image: the avatar thumbnail size, whatever the avatar's own size.
    static let imageSide: CGFloat = 40

    /// The letters an initials image of a side shows: one under 28 pt, else all (up to two). Avatars draw the image
    /// at `imageSide` and scale it, so a 20-pt poll voter shows "PG", as the SDK's does.
    static func letters(of initials: String, imageSide: CGFloat) -> String {
        imageSide < 28 ? String(initials.prefix(1)) : initials
    }

    /// Up to two letters: the first letters of the first and last words ("Anakin Skywalker" → "AS"). A name that
    /// starts with a family-name particle is a family name alone, as Apple's person-name formatter reads it, and
    /// gives one letter: "Di Maria" → "D" (the SDK's poll picture).
    static func initials(from name: String) -> String {
        let words = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).filter { !$0.isEmpty }
        guard let first = words.first?.first else { return "" }
        if words.count > 1, familyNameParticles.contains(words[0].lowercased()) { return String(first).uppercased() }
        if words.count > 1, let last = words.last?.first { return (String(first) + String(last)).uppercased() }
        return String(first).uppercased()
    }

    /// Words that begin a family name ("Di Maria", "van Dijk", "de la Cruz").
    static let familyNameParticles: Set<String> = [
        "al", "bin", "da", "das", "de", "del", "della", "der", "di", "do", "dos", "du", "el", "la", "le", "st",
        "ten", "ter", "van", "von"
    ]
}
