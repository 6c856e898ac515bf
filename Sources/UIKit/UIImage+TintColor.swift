import CoreGraphics

extension UIImage {
    /// The image in one colour, as UIKit's `withTintColor(_:)` draws it: the image's shape (its alpha) filled with
    /// `color` — for a bitmap, the tint under the image kept where the image is opaque; a symbol always in that
    /// colour. As on iOS, an image view's or button's tint does not re-colour it. (UIKit keeps the original's
    /// rendering mode on the result; here the result reads `.alwaysOriginal`, which is how it draws.)
    public func withTintColor(_ color: UIColor) -> UIImage { withTintColor(color, renderingMode: renderingMode) }

    /// The image in one colour (`withTintColor(_:)`); the rendering mode is accepted for UIKit's signature, and the
    /// colour is kept whatever it says.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        // Three pixels a point (chatshot's largest display scale) or the image's own, so the shape stays crisp at
        // any render scale.
        format.scale = max(3, scale)
        let bounds = CGRect(origin: .zero, size: size)
        let tinted = UIGraphicsImageRenderer(size: bounds.size, format: format).image { _ in
            color.setFill()
            withRenderingMode(.alwaysTemplate).draw(in: bounds)
        }
        return UIImage(
            image: tinted.image, isTemplate: false, name: name, scale: tinted.scale)
    }
}
