/// Symbol images with a configuration, as in UIKit. chatshot keeps the configuration and draws the symbol as
/// `UIImage(systemName:)` does.
extension UIImage {
    /// chatshot's drawing of an SF Symbol, with a configuration (kept, not applied).
    public convenience init?(systemName: String, withConfiguration configuration: UIImage.SymbolConfiguration?) {
        self.init(systemName: systemName)
    }
    /// The same image (the configuration is not applied).
    public func withConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage { self }
    /// The same image (the configuration is not applied).
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? { self }
}
