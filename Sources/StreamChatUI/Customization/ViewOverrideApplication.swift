import ChatCanvas
import UIKit

/// The properties a manifest may set on a view (or a named subview), with the kind of value each takes.
public enum OverridableProperties {
    public static let all: [String: OverrideValueKind] = [
        // appearance
        "backgroundColor": .color, "cornerRadius": .number, "borderWidth": .number, "borderColor": .color,
        "shadowColor": .color, "shadowOpacity": .number, "shadowRadius": .number, "shadowOffset": .size,
        "alpha": .number, "isHidden": .bool, "tintColor": .color, "clipsToBounds": .bool, "maskedCorners": .string,
        "font": .font, "textColor": .color, "lineColor": .color, "image": .image, "textAlignment": .string, "numberOfLines": .number,
        // layout
        "width": .number, "height": .number, "spacing": .number, "alignment": .string, "axis": .string,
        "distribution": .string, "layoutMargins": .insets, "textContainerInset": .insets,
        "maxContentWidthMultiplier": .number,
        // content
        "text": .string, "textTransform": .string, "placeholder": .string, "mentionSymbol": .string,
        "commandSymbol": .string, "isMentionSuggestionsEnabled": .bool, "isCommandSuggestionsEnabled": .bool,
        "title": .string,
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
            guard let spec = o.newViews.first(where: { $0.name == name }), let condition = spec.showWhen else { continue }
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
            if let stack = v.superview as? ContainerStackView { stack.removeArrangedSubview(v) } else { v.removeFromSuperview() }
        case .move(let name, let into, let index):
            guard let v = overrideSubview(named: name), let stack = overrideSubview(named: into) as? ContainerStackView else { return }
            if let i = index { stack.insertArrangedSubview(v, at: min(i, stack.arrangedSubviews.count)) } else { stack.addArrangedSubview(v) }
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
            NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 10), view.widthAnchor.constraint(equalTo: view.heightAnchor)])
            view.layer.cornerRadius = 5
        case .button:
            let b = UIButton(type: .system)
            b.imageView.contentMode = .aspectFit
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
        if let i = spec.index { stack.insertArrangedSubview(view, at: min(i, stack.arrangedSubviews.count)) } else { stack.addArrangedSubview(view) }
        for (name, value) in spec.properties.sorted(by: { $0.key < $1.key }) { setOverrideProperty(name, value, on: view) }
    }
}

/// Sets one manifest property on any view: a Stream view's own (`applyOverrideProperty`), else UIKit's.
@discardableResult
func setOverrideProperty(_ name: String, _ value: OverrideValue, on view: UIView) -> Bool {
    if let stream = view as? any StreamView { return stream.applyOverrideProperty(name, value) }
    return view.applyUIKitOverrideProperty(name, value)
}

extension UIView {
    /// The manifest properties UIKit's views have: each class's own, then those of every view.
    @discardableResult
    func applyUIKitOverrideProperty(_ name: String, _ value: OverrideValue) -> Bool {
        if let stack = self as? ContainerStackView, stack.applyStackOverrideProperty(name, value) { return true }
        switch (self, name, value) {
        case (let b as UIButton, "image", .image(let img)): b.setImage(img, for: .normal)
        case (let b as UIButton, "title", .string(let t)), (let b as UIButton, "text", .string(let t)): b.setTitle(t, for: .normal)
        case (let b as UIButton, "font", .font(let f)): b.titleLabel.font = f
        case (let b as UIButton, "textColor", .color(let c)): b.setTitleColor(c, for: .normal)
        case (let t as UITextView, "textContainerInset", .insets(let e)): t.textContainerInset = e
        case (let l as UILabel, "font", .font(let f)): l.font = f
        case (let l as UILabel, "textColor", .color(let c)): l.textColor = c
        case (let l as UILabel, "text", .string(let t)): l.text = t
        case (let l as UILabel, "textTransform", .string(let t)):
            if l.attributedText == nil, let text = l.text, let transform = TextTransform(rawValue: t) { l.text = transform.apply(text) }
        case (let l as UILabel, "numberOfLines", .number(let n)): l.numberOfLines = Int(n)
        case (let l as UILabel, "textAlignment", .string(let a)): l.textAlignment = ["left": .left, "center": .center, "right": .right][a] ?? .natural
        case (let i as UIImageView, "image", .image(let img)): i.image = img
        case (let p as UIProgressView, "tintColor", .color(let c)): p.progressTintColor = c
        case (let e as UIVisualEffectView, "shadowRadius", .number(let n)): e.blurRadius = n
        default: return applyCommonOverrideProperty(name, value)
        }
        return true
    }

    /// The properties every view has.
    func applyCommonOverrideProperty(_ name: String, _ value: OverrideValue) -> Bool {
        switch (name, value) {
        case ("backgroundColor", .color(let c)): backgroundColor = c
        case ("cornerRadius", .number(let n)): layer.cornerRadius = n
        case ("borderWidth", .number(let n)): layer.borderWidth = n
        case ("borderColor", .color(let c)): layer.borderColor = c
        case ("shadowColor", .color(let c)): layer.shadowColor = c
        case ("shadowOpacity", .number(let n)): layer.shadowOpacity = n
        case ("shadowRadius", .number(let n)): layer.shadowRadius = n
        case ("shadowOffset", .size(let s)): layer.shadowOffset = s
        case ("alpha", .number(let n)): alpha = n
        case ("isHidden", .bool(let b)): isHidden = b
        case ("tintColor", .color(let c)): tintColor = c
        case ("clipsToBounds", .bool(let b)): clipsToBounds = b
        case ("maskedCorners", .string(let s)): layer.maskedCorners = CACornerMask(manifestName: s)
        case ("layoutMargins", .insets(let e)): layoutMargins = e
        case ("width", .number(let n)): setFixedSize(.width, n)
        case ("height", .number(let n)): setFixedSize(.height, n)
        default: return false
        }
        return true
    }

    /// Replaces this view's own fixed width or height constraint.
    func setFixedSize(_ attribute: NSLayoutAttribute, _ value: Double) {
        if constraintsInvolvingSelf.contains(where: { $0.firstItem === self && $0.secondItem == nil && $0.firstAttribute == attribute && $0.constant == value }) {
            return
        }
        for c in constraintsInvolvingSelf where c.firstItem === self && c.secondItem == nil && c.firstAttribute == attribute { c.isActive = false }
        let anchor = attribute == .width ? widthAnchor : heightAnchor
        anchor.constraint(equalToConstant: value).isActive = true
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

extension ContainerStackView {
    /// The stack's own manifest properties.
    func applyStackOverrideProperty(_ name: String, _ value: OverrideValue) -> Bool {
        switch (name, value) {
        case ("spacing", .number(let n)): spacing = Spacing(n)
        case ("alignment", .string(let a)):
            alignment = ["fill": .fill, "leading": .leading, "top": .leading, "trailing": .trailing, "bottom": .trailing,
                         "center": .center][a] ?? alignment
        case ("axis", .string(let a)): axis = a == "vertical" ? .vertical : .horizontal
        case ("distribution", .string(let d)): distribution = d == "equal" ? .equal : .natural
        case ("layoutMargins", .insets(let e)):
            isLayoutMarginsRelativeArrangement = true
            layoutMargins = e
        default: return false
        }
        return true
    }
}
