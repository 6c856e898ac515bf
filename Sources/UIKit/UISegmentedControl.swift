import ChatCanvas
import Foundation

/// A row of segments at rest (UIKit's `UISegmentedControl`), drawn as iOS 13 and later draw it: a grey track with
/// 9-pt corners, the selected segment a white pill with a soft shadow, 13-pt titles (semibold when selected) and
/// thin separators between unselected segments. 32 pt tall.
open class UISegmentedControl: UIControl {
    /// The index meaning no segment is selected.
    public static let noSegment = -1

    private struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var width: CGFloat = 0
        var contentOffset = CGSize.zero
        var action: UIAction?
    }
    private var segments: [Segment] = []
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The selected segment (`noSegment` when none).
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    /// The selected segment's pill colour (white, or grey in the dark appearance, when `nil`).
    open var selectedSegmentTintColor: UIColor?
    /// Whether a segment does not stay selected after a tap (inert in a still picture).
    open var isMomentary = false
    /// Whether segments are as wide as their content rather than equal.
    open var apportionsSegmentWidthsByContent = false
    /// Whether the segments are drawn as springloaded (inert).
    open var isSpringLoaded = false

    /// A control with segments of titles (`String`) and images (`UIImage`).
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let image = item as? UIImage {
                segments.append(Segment(image: image))
            } else {
                segments.append(Segment(title: item as? String ?? "\(item)"))
            }
        }
    }

    /// A control with a segment per action; a segment's title and image are its action's.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
    }

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    private func clamped(_ segment: Int) -> Int { min(max(0, segment), segments.count) }
    private func insert(_ segment: Segment, at index: Int) {
        let i = clamped(index)
        segments.insert(segment, at: i)
        if selectedSegmentIndex >= i, selectedSegmentIndex != UISegmentedControl.noSegment {
            selectedSegmentIndex += 1
        }
        UIView.invalidateMeasurements()
    }

    /// Inserts a title segment.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }
    /// Inserts an image segment.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }
    /// Inserts a segment for an action.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment)
    }
    /// Removes a segment.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = UISegmentedControl.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
        UIView.invalidateMeasurements()
    }
    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = UISegmentedControl.noSegment
        UIView.invalidateMeasurements()
    }

    /// Sets a segment's title (it then shows no image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        UIView.invalidateMeasurements()
    }
    /// A segment's title.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }
    /// Sets a segment's image (it then shows no title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        UIView.invalidateMeasurements()
    }
    /// A segment's image.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }
    /// Sets a segment's width (0: automatic).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = max(0, width)
        UIView.invalidateMeasurements()
    }
    /// A segment's width (0: automatic).
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }
    /// Moves a segment's content.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].contentOffset = offset
    }
    /// How far a segment's content is moved.
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }
    /// Enables or disables a segment (a disabled segment's title is drawn faded).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }
    /// Whether a segment is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }
    /// The action of a segment made from one.
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// Sets the title attributes for a state: `.font` (a `UIFont`) and `.foregroundColor` (a `UIColor`) are drawn.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        UIView.invalidateMeasurements()
    }
    /// The title attributes set for a state.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    // MARK: Drawing

    /// The track's grey (iOS's tertiary system fill).
    static let track = UIColor(light: Color(rgb: 0x767680, alpha: 0.12), dark: Color(rgb: 0x767680, alpha: 0.24))
    /// The selected pill: white, a lighter grey in the dark appearance.
    static let selectedPill = UIColor(light: .white, dark: Color(rgb: 0x636366))

    private func titleLayout(_ index: Int, selected: Bool) -> TextLayout? {
        guard let title = segments[index].title, !title.isEmpty else { return nil }
        let normal = titleAttributes[UIControl.State.normal.rawValue] ?? [:]
        let own = selected ? (titleAttributes[UIControl.State.selected.rawValue] ?? [:]) : [:]
        let attributes = normal.merging(own) { $1 }
        var font = (attributes[.font] as? UIFont)?.font ?? Font(size: 13, weight: selected ? 600 : 400)
        if selected, attributes[.font] == nil, let base = (normal[.font] as? UIFont)?.font {
            font = base.withWeight(600)
        }
        var color = resolve((attributes[.foregroundColor] as? UIColor) ?? .label)
        if !segments[index].isEnabled || !isEnabled { color = color.withAlpha(color.alpha * 0.3) }
        return TextLayout(title, font: font, color: color, maxLines: 1, lineBreakMode: .truncateTail)
    }

    /// The natural width of a segment's content.
    private func contentWidth(_ index: Int) -> CGFloat {
        if let image = segments[index].image { return image.size.width }
        return ceilSize(titleLayout(index, selected: true)?.size ?? .zero).width
    }

    /// The segments' widths in a total width.
    private func widths(in total: CGFloat) -> [CGFloat] {
        guard !segments.isEmpty else { return [] }
        let fixed = segments.map(\.width)
        if apportionsSegmentWidthsByContent {
            let natural = segments.indices.map { fixed[$0] > 0 ? fixed[$0] : contentWidth($0) + 16 }
            let sum = natural.reduce(0, +)
            let extra = (total - sum) / CGFloat(natural.count)
            return natural.map { max(0, $0 + extra) }
        }
        let autoCount = fixed.filter { $0 == 0 }.count
        let rest = total - fixed.reduce(0, +)
        let each = autoCount > 0 ? max(0, rest / CGFloat(autoCount)) : 0
        return fixed.map { $0 > 0 ? $0 : each }
    }

    /// As UIKit's: the widest segment's content plus 16 pt, times the number of segments (or each segment's own
    /// width when it has one or widths follow content), and 32 pt high.
    open override var intrinsicContentSize: CGSize {
        guard !segments.isEmpty else { return CGSize(width: 0, height: 32) }
        let natural = segments.indices.map { contentWidth($0) + 16 }
        let width: CGFloat
        if apportionsSegmentWidthsByContent {
            width = segments.indices.map { segments[$0].width > 0 ? segments[$0].width : natural[$0] }.reduce(0, +)
        } else {
            let widest = natural.max() ?? 0
            width = segments.map { $0.width > 0 ? $0.width : widest }.reduce(0, +)
        }
        return CGSize(width: width, height: 32)
    }

    open override func draw(_ rect: CGRect, in canvas: Canvas) {
        canvas.fill(rect, radii: CornerRadii(all: min(9, rect.height / 2)), color: resolve(UISegmentedControl.track))
        let ws = widths(in: rect.width)
        var frames: [CGRect] = []
        var x = rect.minX
        for w in ws {
            frames.append(CGRect(x: x, y: rect.minY, width: w, height: rect.height))
            x += w
        }
        if isRightToLeft {
            frames = frames.map {
                CGRect(x: rect.maxX - ($0.maxX - rect.minX), y: $0.minY, width: $0.width, height: $0.height)
            }
        }
        let selected = segments.indices.contains(selectedSegmentIndex) ? selectedSegmentIndex : nil
        // Separators between segments that do not touch the selected one.
        let separator = resolve(
            UIColor(light: Color(rgb: 0x8E8E93, alpha: 0.3), dark: Color(rgb: 0x8E8E93, alpha: 0.3)))
        for i in segments.indices.dropFirst() where i != selected && i - 1 != selected {
            let edge = isRightToLeft ? frames[i].maxX : frames[i].minX
            canvas.fill(CGRect(x: edge - 0.5, y: rect.midY - 9, width: 1, height: 18), color: separator)
        }
        if let selected {
            let pill = frames[selected].insetBy(dx: 2, dy: 2)
            let radii = CornerRadii(all: min(7, pill.height / 2))
            let shape = Path.roundedRect(pill, radii: radii)
            canvas.shadow(
                of: shape, Shadow(color: Color(rgb: 0x000000, alpha: 0.12), offset: CGPoint(x: 0, y: 3), radius: 4))
            canvas.shadow(
                of: shape, Shadow(color: Color(rgb: 0x000000, alpha: 0.04), offset: CGPoint(x: 0, y: 3), radius: 0.5))
            canvas.fill(shape, color: resolve(selectedSegmentTintColor ?? UISegmentedControl.selectedPill))
        }
        for i in segments.indices {
            let f = frames[i].insetBy(dx: 6, dy: 0)
            let offset = segments[i].contentOffset
            if let image = segments[i].image {
                let s = image.size
                let r = CGRect(
                    x: f.midX - s.width / 2 + offset.width, y: f.midY - s.height / 2 + offset.height, width: s.width,
                    height: s.height)
                var tint = resolve(.label)
                if !segments[i].isEnabled || !isEnabled { tint = tint.withAlpha(0.3) }
                if image.isTemplate {
                    canvas.draw(template: image.image, in: r, tint: tint)
                } else {
                    canvas.draw(image.image, in: r)
                }
            } else if let layout = titleLayout(i, selected: i == selected) {
                let w = min(layout.size.width, f.width)
                let clipped = w < layout.size.width
                let text =
                    clipped
                    ? TextLayout(
                        StyledText(segments[i].title ?? ""), font: layout.font, color: layout.color,
                        width: Double(f.width), maxLines: 1, lineBreakMode: .truncateTail) : layout
                canvas.draw(
                    text,
                    at: CGPoint(x: f.midX - w / 2 + offset.width, y: f.midY - layout.size.height / 2 + offset.height))
            }
        }
    }
}
