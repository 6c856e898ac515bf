extension UIImage {
    /// How a symbol image is drawn, as in UIKit: point size, weight, scale, text style, colours. chatshot keeps it
    /// and draws its symbols at their own size and weight, tinted as templates.
    public final class SymbolConfiguration: Sendable {
        /// The point size, when given.
        public let pointSize: CGFloat?
        /// The weight.
        public let weight: UIImage.SymbolWeight
        /// The scale.
        public let scale: UIImage.SymbolScale
        /// The text style whose size it follows, when given.
        public let textStyle: UIFont.TextStyle?

        private init(
            pointSize: CGFloat?, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale,
            textStyle: UIFont.TextStyle?
        ) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
        }
        /// A configuration with a point size.
        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
        }
        /// A configuration with a point size and weight.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil)
        }
        /// A configuration with a point size, weight and scale.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }
        /// A configuration with a weight.
        public convenience init(weight: UIImage.SymbolWeight) {
            self.init(pointSize: nil, weight: weight, scale: .unspecified, textStyle: nil)
        }
        /// A configuration with a scale.
        public convenience init(scale: UIImage.SymbolScale) {
            self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: nil)
        }
        /// A configuration following a text style.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: textStyle)
        }
        /// A configuration following a text style, with a scale.
        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: textStyle)
        }
        /// A configuration with a font's point size.
        public convenience init(font: UIFont) {
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
        }
        /// A configuration with a font's point size and a scale.
        public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale, textStyle: nil)
        }

        /// This configuration with the values `configuration` sets.
        public func applying(_ configuration: UIImage.SymbolConfiguration?) -> UIImage.SymbolConfiguration {
            guard let other = configuration else { return self }
            return SymbolConfiguration(
                pointSize: other.pointSize ?? pointSize,
                weight: other.weight == .unspecified ? weight : other.weight,
                scale: other.scale == .unspecified ? scale : other.scale,
                textStyle: other.textStyle ?? textStyle)
        }
    }
}
