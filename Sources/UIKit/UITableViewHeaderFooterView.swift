import CoreGraphics

/// A table view's section header or footer: a `contentView` filling it (subviews go there) and a text label.
open class UITableViewHeaderFooterView: UIView {
    /// The view the header's content goes into.
    public let contentView = UIView()
    /// The identifier the view was made for.
    public internal(set) var reuseIdentifier: String?
    private var builtInLabel: UILabel?

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }
    /// A header with no reuse identifier: what a table view makes from a registered class.
    public required convenience init() { self.init(reuseIdentifier: nil) }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The header's label, made when first asked for.
    open var textLabel: UILabel? {
        if let builtInLabel { return builtInLabel }
        let label = UILabel()
        contentView.addSubview(label)
        builtInLabel = label
        return label
    }

    /// Called before the view is handed out again (chatshot hands out a new one each time).
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        builtInLabel?.frame = bounds.insetBy(dx: 16, dy: 0)
    }
}
