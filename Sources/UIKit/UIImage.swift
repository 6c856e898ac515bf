import ChatCanvas

/// An image as views hold it: the picture and whether it is a template (tinted when drawn), like UIKit's
/// rendering mode. `UIImage(systemName:)` finds chatshot's own drawings for SF Symbol names.
public struct UIImage: @unchecked Sendable {
    public var image: Image
    public var isTemplate: Bool
    /// The icon or file name it came from (for messages and tests).
    public var name: String

    public init(image: Image, isTemplate: Bool, name: String) {
        self.image = image; self.isTemplate = isTemplate; self.name = name
    }

    /// A built-in icon by SF Symbol name (or another name the icon set knows); nil when chatshot has no drawing for it.
    public init?(systemName: String) {
        guard let img = Icons.image(named: systemName) else { return nil }
        self.init(image: img, isTemplate: Icons.isTemplate(systemName), name: systemName)
    }

    public var size: Size { image.size }

    public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        var copy = self
        copy.isTemplate = mode == .alwaysTemplate
        return copy
    }
    public enum RenderingMode: Sendable { case alwaysOriginal, alwaysTemplate }
}
