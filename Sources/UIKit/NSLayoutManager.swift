/// TextKit's layout manager of a text view. Inert: chatshot lays text out with Pango; the properties are kept so
/// that an app's text-view set-up compiles.
open class NSLayoutManager {
    /// Whether layout may skip parts of the text (kept).
    open var allowsNonContiguousLayout = false
    /// Whether control characters are drawn (kept).
    open var showsControlCharacters = false
    /// Whether invisible characters are drawn (kept).
    open var showsInvisibleCharacters = false
    /// The layout manager's text containers.
    open private(set) var textContainers: [NSTextContainer] = []

    /// A layout manager with no containers.
    public init() {}

    /// Adds a text container.
    open func addTextContainer(_ container: NSTextContainer) { textContainers.append(container) }
}
