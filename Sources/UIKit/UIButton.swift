import ChatCanvas

/// A button drawn at rest: an optional image (tinted when a template) and an optional title, centred.
open class UIButton: UIView {
    public enum ButtonType: Sendable { case custom, system }
    public enum State: Sendable { case normal, highlighted, disabled, selected }

    public let imageView = UIImageView()
    public let titleLabel = UILabel()
    public var isEnabled = true
    public var contentEdgeInsets = UIEdgeInsets.zero
    public var imageTitleSpacing: CGFloat = 4
    private var titleColorIsSet = false

    /// `.custom` or `.system`; both draw the same at rest.
    public private(set) var buttonType: ButtonType = .custom

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addImageAndTitle()
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addImageAndTitle()
    }
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    private func addImageAndTitle() {
        imageView.contentMode = .aspectFit
        titleLabel.font = .systemFont(ofSize: 17)
        addSubview(imageView)
        addSubview(titleLabel)
    }

    public func setImage(_ image: UIImage?, for state: State) {
        guard state == .normal else { return }
        imageView.image = image
    }
    public func image(for state: State) -> UIImage? { imageView.image }
    public func setTitle(_ title: String?, for state: State) {
        guard state == .normal else { return }
        titleLabel.text = title
    }
    public func setTitleColor(_ color: UIColor?, for state: State) {
        guard state == .normal, let color else { return }
        titleLabel.textColor = color
        titleColorIsSet = true
    }
    /// Target-action wiring is accepted and ignored: screenshots have no taps.
    public func addTarget(_ target: AnyObject?, action: Any?, for events: Any?) {}

    private var parts: (image: CGSize, title: CGSize, gap: CGFloat) {
        let img = imageView.image == nil || imageView.isHidden ? .zero : imageView.intrinsicContentSize
        let title = titleLabel.hasText ? titleLabel.intrinsicContentSize : .zero
        return (img, title, (img.width > 0 && title.width > 0) ? imageTitleSpacing : 0)
    }

    open override var intrinsicContentSize: CGSize {
        let p = parts
        return CGSize(width: p.image.width + p.gap + p.title.width + contentEdgeInsets.horizontal,
                    height: max(p.image.height, p.title.height) + contentEdgeInsets.vertical)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        var s = intrinsicContentSize
        let f = fixedSize
        if let w = f.width { s.width = w }
        if let h = f.height { s.height = h }
        return s
    }

    open override func layoutSubviews() {
        if !titleColorIsSet { titleLabel.textColor = tintColor }
        let inner = bounds.inset(by: contentEdgeInsets)
        let p = parts
        // Images shrink to fit the button, keeping their aspect.
        let k = p.image.width > 0 ? min(1, (inner.width - p.title.width - p.gap) / p.image.width, inner.height / p.image.height) : 1
        let iw = p.image.width * k, ih = p.image.height * k
        let total = iw + p.gap + p.title.width
        var x = inner.minX + (inner.width - total) / 2
        // UIKit puts the image on the pixel grid, rounding a half-pixel centring down (a 15-pt clip in a
        // 28-pt button starts 6 pt in, a 20-pt disc in a 35-pt button 7 pt in).
        let scale = UIScreen.main.scale
        func pixelFloor(_ v: CGFloat) -> CGFloat { (v * scale).rounded(.down) / scale }
        imageView.frame = CGRect(x: pixelFloor(x), y: pixelFloor(inner.minY + (inner.height - ih) / 2), width: iw, height: ih)
        x += iw + p.gap
        titleLabel.frame = CGRect(x: x, y: inner.minY + (inner.height - p.title.height) / 2, width: p.title.width, height: p.title.height)
        if isRightToLeft {
            for v in [imageView, titleLabel] { v.frame.origin.x = bounds.width - v.frame.maxX }
        }
    }
}
