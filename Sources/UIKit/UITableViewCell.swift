import ChatCanvas
import CoreGraphics

/// A row of a table view: a `contentView` (subviews go there) and, for the built-in styles, a text label, a
/// detail label and an image view placed as UIKit places them; the accessory (`accessoryType` or
/// `accessoryView`) is drawn at the trailing edge, the content view ending before it. Selection and editing
/// controls are kept (inert in a still picture).
open class UITableViewCell: UIView {
    /// The built-in layouts of a cell.
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    /// How a selected cell is highlighted (inert).
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    /// The control drawn at the trailing edge.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// The view a cell's content goes into.
    public let contentView: UIView = CellContentView()
    /// The identifier the cell was made for (`dequeueReusableCell(withIdentifier:)`).
    public internal(set) var reuseIdentifier: String?
    open var selectionStyle: SelectionStyle = .default
    open var accessoryType: AccessoryType = .none
    /// A view shown at the trailing edge in place of `accessoryType`'s.
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
        }
    }
    open var isSelected = false
    open var isHighlighted = false
    open var separatorInset: UIEdgeInsets = .zero
    private let style: CellStyle
    private var builtInLabel: UILabel?
    private var builtInDetailLabel: UILabel?
    private var builtInImageView: UIImageView?

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

    /// The second label of the `.subtitle`, `.value1` and `.value2` styles (nil for `.default`), made when first
    /// asked for.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let builtInDetailLabel { return builtInDetailLabel }
        let label = UILabel()
        switch style {
        case .subtitle: label.font = .systemFont(ofSize: 15)
        case .value1:
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        default: label.font = .systemFont(ofSize: 15)
        }
        contentView.addSubview(label)
        builtInDetailLabel = label
        return label
    }
    /// The image at the leading edge of the built-in styles (not `.value2`), made when first asked for.
    open var imageView: UIImageView? {
        guard style != .value2 else { return nil }
        if let builtInImageView { return builtInImageView }
        let view = UIImageView()
        contentView.addSubview(view)
        builtInImageView = view
        return view
    }

    /// Called before the cell is handed out again (chatshot hands out a new cell each time).
    open func prepareForReuse() {}
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

    /// The width the accessory takes at the trailing edge (its drawing, without the margins).
    private var accessoryWidth: CGFloat {
        if let accessoryView { return accessoryView.frame.width }
        switch accessoryType {
        case .none: return 0
        case .disclosureIndicator: return 8
        case .checkmark: return 14
        case .detailButton: return 22
        case .detailDisclosureButton: return 22 + 12 + 8
        }
    }
    /// Where the accessory is drawn: 16 pt from the trailing edge, centred vertically.
    private var accessoryFrame: CGRect {
        let w = accessoryWidth
        let h =
            accessoryView?.frame.height
            ?? (accessoryType == .checkmark ? 12 : accessoryType == .disclosureIndicator ? 13 : 22)
        let x = isRightToLeft ? 16 : bounds.width - 16 - w
        return CGRect(x: x, y: ((bounds.height - h) / 2).rounded(), width: w, height: h)
    }

    open override func layoutSubviews() {
        let w = accessoryWidth
        let contentWidth = w > 0 ? max(0, bounds.width - w - 16 - 14) : bounds.width
        contentView.frame = CGRect(
            x: isRightToLeft ? bounds.width - contentWidth : 0, y: 0, width: contentWidth, height: bounds.height)
        accessoryView?.frame = accessoryFrame
    }

    /// Places the built-in parts after the content view has laid out its subviews (whose constraint solving
    /// would otherwise move them).
    fileprivate func layOutBuiltInParts() {
        guard builtInLabel != nil || builtInDetailLabel != nil || builtInImageView != nil else { return }
        layOutBuiltInParts(in: contentView.bounds, trailingMargin: accessoryWidth > 0 ? 0 : 16)
    }

    /// Places the text label, detail label and image view of the built-in styles, as UIKit does: the image at
    /// the leading margin (16 pt), the text 16 pt after it; `.subtitle` stacks the detail under the title,
    /// `.value1` puts it at the trailing edge, `.value2` puts a right-aligned title in a 91-pt column before it.
    private func layOutBuiltInParts(in box: CGRect, trailingMargin: CGFloat) {
        var x: CGFloat = 16
        if let imageView = builtInImageView, let size = imageView.image?.size, size.width > 0 {
            imageView.frame = CGRect(
                x: x, y: ((box.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            x = imageView.frame.maxX + 16
        }
        let right = box.width - trailingMargin
        let width = max(0, right - x)
        let title =
            builtInLabel.map { $0.hasText ? $0.measure(CGSize(width: width, height: .infinity)) : .zero } ?? .zero
        let detail =
            builtInDetailLabel.map { $0.hasText ? $0.measure(CGSize(width: width, height: .infinity)) : .zero } ?? .zero
        func centred(_ h: CGFloat) -> CGFloat { ((box.height - h) / 2).rounded() }
        switch style {
        case .default:
            builtInLabel?.frame = CGRect(x: x, y: 0, width: width, height: box.height)
        case .subtitle:
            let gap: CGFloat = title.height > 0 && detail.height > 0 ? 1 : 0
            let top = centred(title.height + gap + detail.height)
            builtInLabel?.frame = CGRect(x: x, y: top, width: width, height: title.height)
            builtInDetailLabel?.frame = CGRect(x: x, y: top + title.height + gap, width: width, height: detail.height)
        case .value1:
            let detailWidth = min(detail.width, width)
            builtInDetailLabel?.frame = CGRect(
                x: right - detailWidth, y: centred(detail.height), width: detailWidth, height: detail.height)
            builtInLabel?.frame = CGRect(
                x: x, y: centred(title.height), width: max(0, width - detailWidth - 8), height: title.height)
        case .value2:
            builtInLabel?.textAlignment = .right
            builtInLabel?.frame = CGRect(x: x, y: centred(title.height), width: 91, height: title.height)
            let dx = x + 91 + 6
            builtInDetailLabel?.frame = CGRect(
                x: dx, y: centred(detail.height), width: max(0, right - dx), height: detail.height)
        }
        if isRightToLeft {
            for v in [builtInLabel, builtInDetailLabel, builtInImageView as UIView?] {
                if let v { v.frame.origin.x = box.width - v.frame.maxX }
            }
        }
    }

    /// Draws the accessory of `accessoryType` (when there is no `accessoryView`): a grey chevron, a checkmark or
    /// an info button in the tint colour.
    open override func draw(_ rect: CGRect, in canvas: Canvas) {
        guard accessoryView == nil, accessoryType != .none else { return }
        let f = accessoryFrame
        let tint = resolve(tintColor)
        func chevron(at x: CGFloat) {
            var p = Path()
            let y = (bounds.height - 13) / 2
            let (near, far) = isRightToLeft ? (x + 7, x + 1) : (x + 1, x + 7)
            p.move(to: CGPoint(x: near, y: y + 0.5))
            p.line(to: CGPoint(x: far, y: y + 6.5))
            p.line(to: CGPoint(x: near, y: y + 12.5))
            canvas.stroke(p, color: resolve(.tertiaryLabel), lineWidth: 2, cap: .round, join: .round)
        }
        func info(at x: CGFloat) {
            let circle = CGRect(x: x + 1, y: (bounds.height - 20) / 2, width: 20, height: 20)
            canvas.stroke(Path.ellipse(in: circle), color: tint, lineWidth: 1.5)
            canvas.fillEllipse(
                in: CGRect(x: circle.midX - 1.25, y: circle.minY + 4.5, width: 2.5, height: 2.5), color: tint)
            var stem = Path()
            stem.move(to: CGPoint(x: circle.midX, y: circle.minY + 9))
            stem.line(to: CGPoint(x: circle.midX, y: circle.maxY - 4.5))
            canvas.stroke(stem, color: tint, lineWidth: 2, cap: .round)
        }
        switch accessoryType {
        case .none: break
        case .disclosureIndicator: chevron(at: f.minX)
        case .checkmark:
            var p = Path()
            p.move(to: CGPoint(x: f.minX + 1, y: f.minY + 6.5))
            p.line(to: CGPoint(x: f.minX + 5, y: f.maxY - 1))
            p.line(to: CGPoint(x: f.maxX - 1, y: f.minY + 1))
            canvas.stroke(p, color: tint, lineWidth: 2, cap: .round, join: .round)
        case .detailButton: info(at: f.minX)
        case .detailDisclosureButton:
            if isRightToLeft {
                chevron(at: f.minX)
                info(at: f.maxX - 22)
            } else {
                info(at: f.minX)
                chevron(at: f.maxX - 8)
            }
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let content = contentView.measure(size)
        let label = builtInLabel.map { $0.measure(CGSize(width: max(0, size.width - 32), height: size.height)) }
        return CGSize(width: size.width, height: max(content.height, (label?.height ?? 0) + (label == nil ? 0 : 22)))
    }
}

/// A cell's content view: it lays out its subviews as any view does, then the cell places its built-in labels and
/// image view in it.
private final class CellContentView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        (superview as? UITableViewCell)?.layOutBuiltInParts()
    }
}
