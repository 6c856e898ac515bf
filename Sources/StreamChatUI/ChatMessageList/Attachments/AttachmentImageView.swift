import UIKit

/// An image view for attachment pictures: aspect-fill, its own corner radii, and the SDK's placeholder when
/// the picture is not available (remote URLs are never fetched).
open class AttachmentImageView: UIImageView, AppearanceProvider {
    private var ownAppearance: Appearance?
    /// Its own appearance, else the one of the Stream view it is in.
    public var appearance: Appearance {
        get { ownAppearance ?? nearestStreamView(above: self)?.appearance ?? .default }
        set { ownAppearance = newValue }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        drawsPlaceholder()
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        drawsPlaceholder()
    }

    private func drawsPlaceholder() {
        contentMode = .scaleAspectFill
        clipsToBounds = true
        placeholderDrawing = { [unowned self] rect, canvas in
            let p = self.appearance.colorPalette
            AttachmentFormatting.drawImagePlaceholder(
                in: rect, canvas: canvas, background: self.resolve(p.backgroundCoreSurfaceSubtle),
                glyph: self.resolve(p.textTertiary).withAlpha(0.6))
        }
    }
}
