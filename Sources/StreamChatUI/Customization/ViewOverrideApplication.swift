import ChatCanvas
import UIKit

/// The properties a manifest may set on a view (or a named subview), each declared once in `table`: its name, the
/// kind of value it takes, and how UIKit's views take it. The validator, the JSON Schema and
/// `applyUIKitOverrideProperty` all read that one table.
public enum OverridableProperties {
    /// Each property's kind of value, by name.
    public static let all: [String: OverrideValueKind] = Dictionary(
        uniqueKeysWithValues: table.map { ($0.name, $0.kind) })

    /// The properties by name, for setting them.
    static let byName: [String: OverridableProperty] = Dictionary(uniqueKeysWithValues: table.map { ($0.name, $0) })

    /// Every property. Its setters are tried in order, the first for the view's class wins; a property with none
    /// (`maxContentWidthMultiplier`, `placeholder`, …) is a Stream view's own, set by its `applyOverrideProperty`.
    static let table: [OverridableProperty] = [
        // appearance
        .color("backgroundColor", .every { $0.backgroundColor = $1 }),
        .number("cornerRadius", .every { $0.layer.cornerRadius = $1 }),
        .number("borderWidth", .every { $0.layer.borderWidth = $1 }),
        .color("borderColor", .every { $0.layer.borderColor = $1 }),
        .color("shadowColor", .every { $0.layer.shadowColor = $1 }),
        .number("shadowOpacity", .every { $0.layer.shadowOpacity = Float($1) }),
        .number(
            "shadowRadius", .on(UIVisualEffectView.self) { $0.blurRadius = $1 }, .every { $0.layer.shadowRadius = $1 }),
        .size("shadowOffset", .every { $0.layer.shadowOffset = $1 }),
        .number("alpha", .every { $0.alpha = $1 }),
        .bool("isHidden", .every { $0.isHidden = $1 }),
        .color("tintColor", .on(UIProgressView.self) { $0.progressTintColor = $1 }, .every { $0.tintColor = $1 }),
        .bool("clipsToBounds", .every { $0.clipsToBounds = $1 }),
        .string("maskedCorners", .every { $0.layer.maskedCorners = CACornerMask(manifestName: $1) }),
        .font("font", .on(UIButton.self) { $0.titleLabel?.font = $1 }, .on(UILabel.self) { $0.font = $1 }),
        .color(
            "textColor", .on(UIButton.self) { $0.setTitleColor($1, for: .normal) },
            .on(UILabel.self) { $0.textColor = $1 }),
        .color("lineColor"),
        .image("image", .on(UIButton.self) { $0.setImage($1, for: .normal) }, .on(UIImageView.self) { $0.image = $1 }),
        .string(
            "textAlignment",
            .on(UILabel.self) { label, a in
                label.textAlignment = ["left": .left, "center": .center, "right": .right][a] ?? .natural
            }),
        .number("numberOfLines", .on(UILabel.self) { $0.numberOfLines = Int($1) }),
        // layout
        .number("width", .every { $0.setFixedSize(.width, $1) }),
        .number("height", .every { $0.setFixedSize(.height, $1) }),
        .number("spacing", .on(ContainerStackView.self) { $0.spacing = ContainerStackView.Spacing($1) }),
        .string(
            "alignment",
            .on(ContainerStackView.self) { stack, a in
                stack.alignment =
                    [
                        "fill": .fill, "leading": .leading, "top": .leading, "trailing": .trailing, "bottom": .trailing,
                        "center": .center
                    ][a] ?? stack.alignment
            }),
        .string("axis", .on(ContainerStackView.self) { $0.axis = $1 == "vertical" ? .vertical : .horizontal }),
        .string("distribution", .on(ContainerStackView.self) { $0.distribution = $1 == "equal" ? .equal : .natural }),
        .insets(
            "layoutMargins",
            .on(ContainerStackView.self) { stack, e in
                stack.isLayoutMarginsRelativeArrangement = true
                stack.layoutMargins = e
            }, .every { $0.layoutMargins = $1 }),
        .insets("textContainerInset", .on(UITextView.self) { $0.textContainerInset = $1 }),
        .number("maxContentWidthMultiplier"),
        // content
        .string("text", .on(UIButton.self) { $0.setTitle($1, for: .normal) }, .on(UILabel.self) { $0.text = $1 }),
        .string(
            "textTransform",
            .on(UILabel.self) { l, t in
                if !l.hasAttributedContent, let text = l.text, let transform = TextTransform(rawValue: t) {
                    l.text = transform.apply(text)
                }
            }),
        .string("placeholder"),
        .string("mentionSymbol"),
        .string("commandSymbol"),
        .bool("isMentionSuggestionsEnabled"),
        .bool("isCommandSuggestionsEnabled"),
        .string("title", .on(UIButton.self) { $0.setTitle($1, for: .normal) })
    ]
}

extension StreamView {
    /// The manifest override registered for this view's class in `Components` (nil: none).
    var manifestOverride: ViewOverride? {
        let comps = components
        guard !comps.viewOverrides.isEmpty else { return nil }
        let me = ObjectIdentifier(type(of: self))
        for (slot, override) in comps.viewOverrides {
            if let t = comps.viewType(forSlot: slot), ObjectIdentifier(t) == me { return override }
        }
        return nil
    }

    /// A named subview: one the view declares, or one the manifest added.
    func overrideSubview(named name: String) -> UIView? {
        customizableSubviews()[name] ?? streamState.manifestViews[name]
    }

    /// Runs the slot's structural changes and adds its new views, once.
    func applyManifestLayout() {
        guard !streamState.manifestLayoutApplied, let o = manifestOverride else { return }
        streamState.manifestLayoutApplied = true
        for spec in o.newViews { addManifestView(spec) }
        for op in o.layout { apply(op) }
        applyManifestProperties()
    }

    /// Sets the slot's properties on this view and its named subviews (idempotent; runs after each phase).
    func applyManifestProperties() {
        guard let o = manifestOverride else { return }
        apply(o, to: self)
        for (name, view) in streamState.manifestViews {
            guard let spec = o.newViews.first(where: { $0.name == name }), let condition = spec.showWhen else {
                continue
            }
            let shown = evaluateOverrideCondition(condition)
            if spec.keepsSpaceWhenHidden { view.alpha = shown ? 1 : 0 } else { view.isHidden = !shown }
        }
    }

    /// Sets an override's properties on a view (this one or a named subview) and on its named subviews.
    /// After `updateContent()`: the slot properties of this view and of every Stream view below it, since a view's
    /// content sets its subviews' properties (a composer hides buttons of its composer view) and the manifest wins.
    func applyManifestPropertiesToSubtree() {
        applyManifestProperties()
        guard !components.viewOverrides.isEmpty else { return }
        func walk(_ view: UIView) {
            for v in view.subviews {
                if let stream = v as? any StreamView, stream.streamState.isSetUp { stream.applyManifestProperties() }
                walk(v)
            }
        }
        walk(self)
    }

    private func apply(_ o: ViewOverride, to view: UIView) {
        for (name, value) in o.properties.sorted(by: { $0.key < $1.key }) { setOverrideProperty(name, value, on: view) }
        for (name, sub) in o.subviews.sorted(by: { $0.key < $1.key }) {
            guard let subview = (view as? any StreamView)?.overrideSubview(named: name) else { continue }
            apply(sub, to: subview)
        }
    }

    private func apply(_ op: LayoutOperation) {
        switch op {
        case .remove(let name):
            guard let v = overrideSubview(named: name) else { return }
            if let stack = v.superview as? ContainerStackView {
                stack.removeArrangedSubview(v)
            } else {
                v.removeFromSuperview()
            }
        case .move(let name, let into, let index):
            guard let v = overrideSubview(named: name), let stack = overrideSubview(named: into) as? ContainerStackView
            else { return }
            if let i = index {
                stack.insertArrangedSubview(v, at: min(i, stack.arrangedSubviews.count))
            } else {
                stack.addArrangedSubview(v)
            }
        case .reverse(let name):
            guard let stack = overrideSubview(named: name) as? ContainerStackView else { return }
            let views = stack.arrangedSubviews
            stack.removeAllArrangedSubviews()
            stack.addArrangedSubviews(views.reversed())
        case .reorder(let name, let order):
            guard let stack = overrideSubview(named: name) as? ContainerStackView else { return }
            let views = stack.arrangedSubviews
            let first = order.compactMap { n in overrideSubview(named: n).flatMap { v in views.first { $0 === v } } }
            let rest = views.filter { v in !first.contains { $0 === v } }
            stack.removeAllArrangedSubviews()
            stack.addArrangedSubviews(first + rest)
        }
    }

    private func addManifestView(_ spec: NewViewSpec) {
        let view: UIView
        switch spec.kind {
        case .dot:
            view = UIView()
            view.backgroundColor = tintColor
            NSLayoutConstraint.activate([
                view.widthAnchor.constraint(equalToConstant: 10),
                view.widthAnchor.constraint(equalTo: view.heightAnchor)
            ])
            view.layer.cornerRadius = 5
        case .button:
            let b = UIButton(type: .system)
            b.imageView?.contentMode = .scaleAspectFit
            view = b
        case .label: view = UILabel()
        case .image: view = UIImageView()
        case .spacer:
            view = UIView()
            view.horizontalHuggingPriority = 1
            view.verticalHuggingPriority = 1
        }
        view.accessibilityIdentifier = spec.name
        streamState.manifestViews[spec.name] = view
        guard let stack = overrideSubview(named: spec.container) as? ContainerStackView else { return }
        if let i = spec.index {
            stack.insertArrangedSubview(view, at: min(i, stack.arrangedSubviews.count))
        } else {
            stack.addArrangedSubview(view)
        }
        for (name, value) in spec.properties.sorted(by: { $0.key < $1.key }) {
            setOverrideProperty(name, value, on: view)
        }
    }
}

/// Sets one manifest property on any view: a Stream view's own (`applyOverrideProperty`), else UIKit's.
@discardableResult
@preconcurrency @MainActor
func setOverrideProperty(_ name: String, _ value: OverrideValue, on view: UIView) -> Bool {
    if let stream = view as? any StreamView { return stream.applyOverrideProperty(name, value) }
    return view.applyUIKitOverrideProperty(name, value)
}

extension UIView {
    /// Sets a manifest property the way UIKit's views take it (`OverridableProperties.table`); false when this
    /// view has no such property.
    @discardableResult
    func applyUIKitOverrideProperty(_ name: String, _ value: OverrideValue) -> Bool {
        OverridableProperties.byName[name]?.apply(self, value) ?? false
    }

    /// Replaces this view's own fixed width or height constraint.
    func setFixedSize(_ attribute: NSLayoutAttribute, _ value: CGFloat) {
        if constraintsInvolvingSelf.contains(where: {
            $0.firstItem === self && $0.secondItem == nil && $0.firstAttribute == attribute && $0.constant == value
        }) {
            return
        }
        for c in constraintsInvolvingSelf
        where c.firstItem === self && c.secondItem == nil && c.firstAttribute == attribute { c.isActive = false }
        let anchor = attribute == .width ? widthAnchor : heightAnchor
        // The manifest's size is the user's, not one of the SDK's default constraints (which give way at 900).
        anchor.constraint(equalToConstant: value, "manifest").isActive = true
    }
}

extension CACornerMask {
    /// `all`, `none`, `top`, `bottom`, `left`, `right`, or a comma list of `topLeft`, `topRight`, `bottomLeft`, `bottomRight`.
    init(manifestName: String) {
        var m: CACornerMask = []
        for part in manifestName.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            switch part {
            case "all": m.formUnion(.all)
            case "top": m.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner])
            case "bottom": m.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
            case "left": m.formUnion([.layerMinXMinYCorner, .layerMinXMaxYCorner])
            case "right": m.formUnion([.layerMaxXMinYCorner, .layerMaxXMaxYCorner])
            case "topLeft": m.insert(.layerMinXMinYCorner)
            case "topRight": m.insert(.layerMaxXMinYCorner)
            case "bottomLeft": m.insert(.layerMinXMaxYCorner)
            case "bottomRight": m.insert(.layerMaxXMaxYCorner)
            default: break
            }
        }
        self = m
    }
}

/// Text transforms a manifest may apply to labels.
enum TextTransform: String {
    case uppercase, lowercase, capitalize
    func apply(_ s: String) -> String {
        switch self {
        case .uppercase: return s.uppercased()
        case .lowercase: return s.lowercased()
        case .capitalize: return s.capitalized
        }
    }
}
