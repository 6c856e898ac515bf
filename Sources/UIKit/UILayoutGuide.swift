import ChatCanvas

/// A rectangle in a view's coordinates that constraints can position and pin other items to, without a view of
/// its own (`addLayoutGuide`). `layoutMarginsGuide` and `safeAreaLayoutGuide` are guides their view keeps at its
/// margins and safe area. Constraints that name a guide are solved by the Cassowary engine (`AutoLayoutEngine`).
@preconcurrency @MainActor
open class UILayoutGuide {
    /// What a system guide follows: nothing (the app's own guide), the owner's layout margins or safe area.
    enum Kind { case custom, margins, safeArea }

    let kind: Kind
    public internal(set) weak var owningView: UIView?
    public var identifier = ""
    /// The frame in the owning view's coordinates, as the last layout solved it.
    var solvedFrame: CGRect = .zero

    public init() { kind = .custom }
    init(kind: Kind, owner: UIView) {
        self.kind = kind
        owningView = owner
    }

    /// The guide's rectangle in its owning view's coordinates.
    public var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        switch kind {
        case .custom: return solvedFrame
        case .margins: return owner.bounds.inset(by: owner.layoutMargins)
        case .safeArea: return owner.bounds.inset(by: owner.safeAreaInsets)
        }
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}
