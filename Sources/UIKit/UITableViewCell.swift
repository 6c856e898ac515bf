import CoreGraphics

/// A row of a table view: a `contentView` filling it (subviews go there) and, for the built-in styles, a text
/// label. Selection, accessories and editing controls are inert in a still picture.
open class UITableViewCell: UIView {
    /// The built-in layouts of a cell.
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    /// How a selected cell is highlighted (inert).
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    /// The control at the trailing edge (inert).
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// The view a cell's content goes into.
    public let contentView = UIView()
    /// The identifier the cell was made for (`dequeueReusableCell(withIdentifier:)`).
    public internal(set) var reuseIdentifier: String?
    open var selectionStyle: SelectionStyle = .default
    open var accessoryType: AccessoryType = .none
    open var isSelected = false
    open var isHighlighted = false
    open var separatorInset: UIEdgeInsets = .zero
    private let style: CellStyle
    private var builtInLabel: UILabel?

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }
    /// A default-style cell with no reuse identifier: what `dequeueReusableCell` makes from a registered class (a
    /// cell that overrides `init(style:reuseIdentifier:)` and `init?(coder:)` inherits it).
    public required convenience init() { self.init(style: .default, reuseIdentifier: nil) }
    public required init?(coder: NSCoder) {
        style = .default
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The label of the built-in styles, made when first asked for.
    open var textLabel: UILabel? {
        if let builtInLabel { return builtInLabel }
        let label = UILabel()
        contentView.addSubview(label)
        builtInLabel = label
        return label
    }

    /// Called before the cell is handed out again (chatshot hands out a new cell each time).
    open func prepareForReuse() {}
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

    open override func layoutSubviews() {
        contentView.frame = bounds
        if let builtInLabel {
            builtInLabel.frame = bounds.inset(by: UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let content = contentView.measure(size)
        let label = builtInLabel.map { $0.measure(CGSize(width: max(0, size.width - 32), height: size.height)) }
        return CGSize(width: size.width, height: max(content.height, (label?.height ?? 0) + (label == nil ? 0 : 22)))
    }
}
