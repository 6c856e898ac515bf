/// A function from a colour to a colour that a configuration applies (a background's or an image's colour).
public struct UIConfigurationColorTransformer: @unchecked Sendable {
    /// The function.
    public let transform: (UIColor) -> UIColor
    public init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }
    /// Applies the transform.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }
    /// The colour, unchanged (chatshot draws no grey-scale conversion of a colour here).
    public static let grayscale = UIConfigurationColorTransformer { $0 }
    /// The colour, unchanged.
    public static let preferredTint = UIConfigurationColorTransformer { $0 }
    /// The colour, unchanged.
    public static let monochromeTint = UIConfigurationColorTransformer { $0 }
}
