import ChatCanvas

/// A button drawn at rest: an optional image (tinted when a template) and an optional title, centred. A control, as
/// in UIKit: its title, image and title colour are kept per `UIControl.State` and it shows those of its `state`
/// (else the `.normal` ones).
open class UIButton: UIControl {
    /// The image view (always there; optional, as in UIKit).
    open var imageView: UIImageView? { buttonImageView }
    /// The title label (always there; optional, as in UIKit).
    open var titleLabel: UILabel? { buttonTitleLabel }
    package let buttonImageView = UIImageView()
    package let buttonTitleLabel = UILabel()
    public var contentEdgeInsets = UIEdgeInsets.zero
    public var imageTitleSpacing: CGFloat = 4
    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    /// The view that draws the background image, behind the image and title (made when one is first set).
    private var backgroundImageView: UIImageView?
    private var titleColorIsSet: Bool { titleColor(for: state) != nil }

    /// The menu the button shows when tapped (kept: a still picture shows no open menu).
    open var menu: UIMenu?
    /// Whether a tap shows `menu` rather than sending the primary action (kept, inert).
    open var showsMenuAsPrimaryAction = false
    /// Whether a tap selects the chosen menu item, as a pop-up button (kept, inert).
    open var changesSelectionAsPrimaryAction = false

    /// `.custom` or `.system`; both draw the same at rest.
    public private(set) var buttonType: ButtonType = .custom

    /// The button's look as one value (iOS 15): when set, the button draws its background, title, subtitle and
    /// image from it instead of the per-state titles and images.
    open var configuration: UIButton.Configuration? {
        didSet {
            if configuration != nil { buttonType = .system }
            applyConfiguration()
        }
    }
    /// Called to update the configuration for the button's state: once, before the button is first measured or
    /// laid out, and again after `setNeedsUpdateConfiguration()`.
    open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler? {
        didSet { needsConfigurationUpdate = configurationUpdateHandler != nil }
    }
    /// The type of `configurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void
    /// Whether the configuration is updated for state changes (kept: the handler runs once).
    open var automaticallyUpdatesConfiguration = true
    private var needsConfigurationUpdate = false
    private var updatingConfiguration = false
    /// The subtitle of a configuration, made when one has a subtitle.
    var subtitleLabel: UILabel?
    /// The activity indicator of a configuration that shows one.
    var activityIndicator: UIActivityIndicatorView?

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
    /// A button of that type whose `primaryAction` runs for `.primaryActionTriggered`.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: .zero, primaryAction: primaryAction)
        self.buttonType = buttonType
    }

    /// A button drawn from a configuration, whose `primaryAction` runs for `.primaryActionTriggered`.
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero, primaryAction: primaryAction)
        self.buttonType = .system
        self.configuration = configuration
        applyConfiguration()  // an initializer's assignment does not call `didSet`
    }

    /// Asks for `updateConfiguration()` before the button is next measured or laid out.
    open func setNeedsUpdateConfiguration() { needsConfigurationUpdate = true }
    /// Updates the configuration for the current state: calls `configurationUpdateHandler`.
    open func updateConfiguration() {
        guard !updatingConfiguration else { return }
        updatingConfiguration = true
        defer { updatingConfiguration = false }
        needsConfigurationUpdate = false
        configurationUpdateHandler?(self)
    }
    private func updateConfigurationIfNeeded() {
        if needsConfigurationUpdate { updateConfiguration() }
    }

    /// Shows the configuration's title, subtitle, image and colours in the button's labels and image view.
    private func applyConfiguration() {
        UIView.invalidateMeasurements()
        guard let configuration else { return }
        let foreground = configuration.foregroundColor(tint: tintColor, enabled: isEnabled)
        buttonTitleLabel.text = configuration.shownTitle
        buttonTitleLabel.font = configuration.titleFont
        buttonTitleLabel.textColor = foreground
        buttonTitleLabel.lineBreakMode = configuration.titleLineBreakMode
        let alignment: NSTextAlignment =
            switch configuration.titleAlignment {
            case .automatic, .center: .center
            case .leading: .natural
            case .trailing: isRightToLeft ? .left : .right
            }
        buttonTitleLabel.textAlignment = alignment
        if let subtitle = configuration.shownSubtitle {
            let label = subtitleLabel ?? UILabel()
            if subtitleLabel == nil {
                subtitleLabel = label
                addSubview(label)
            }
            label.text = subtitle
            label.font = configuration.subtitleFont
            label.textColor = foreground
            label.textAlignment = alignment
            label.lineBreakMode = configuration.subtitleLineBreakMode
        } else {
            subtitleLabel?.text = nil
        }
        if configuration.showsActivityIndicator {
            let indicator = activityIndicator ?? UIActivityIndicatorView(style: .medium)
            if activityIndicator == nil {
                activityIndicator = indicator
                addSubview(indicator)
            }
            indicator.color = configuration.activityIndicatorColorTransformer.map { $0(foreground) } ?? foreground
            indicator.startAnimating()
            indicator.isHidden = false
            buttonImageView.image = nil
        } else {
            activityIndicator?.isHidden = true
            buttonImageView.image = configuration.image
        }
        buttonImageView.tintColor = configuration.imageColorTransformer.map { $0(foreground) } ?? foreground
    }

    private func addImageAndTitle() {
        buttonImageView.contentMode = .scaleAspectFit
        buttonTitleLabel.font = .systemFont(ofSize: 17)
        addSubview(buttonImageView)
        addSubview(buttonTitleLabel)
    }

    open override var isEnabled: Bool {
        didSet {
            showContentForState()
            if configuration != nil { applyConfiguration() }
        }
    }
    open override var isSelected: Bool { didSet { showContentForState() } }
    open override var isHighlighted: Bool { didSet { showContentForState() } }

    /// Sets the image shown in a state.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        if shows(state, in: images) { buttonImageView.image = self.image(for: self.state) }
    }
    /// The image for a state, else the `.normal` one.
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }
    /// Sets the image drawn behind the title and image in a state, stretched to the button's bounds as UIKit
    /// draws it.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
        if shows(state, in: backgroundImages) { showBackgroundImage(backgroundImage(for: self.state)) }
    }
    /// The background image for a state, else the `.normal` one.
    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[0]
    }
    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { backgroundImageView?.image }

    private func showBackgroundImage(_ image: UIImage?) {
        if backgroundImageView == nil, image != nil {
            let view = UIImageView()
            view.contentMode = .scaleToFill
            insertSubview(view, at: 0)
            backgroundImageView = view
        }
        backgroundImageView?.image = image
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Sets the title shown in a state.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        if shows(state, in: titles) { buttonTitleLabel.text = self.title(for: self.state) }
    }
    /// The title for a state, else the `.normal` one.
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }
    /// Sets the title colour of a state (without one, the title is drawn in the tint colour).
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        if shows(state, in: titleColors), let shown = titleColor(for: self.state) { buttonTitleLabel.textColor = shown }
        noteAppearanceSet(
            .titleColor, key: "titleColor.\(state.rawValue)",
            { [color] in ($0 as? UIButton)?.setTitleColor(color, for: state) })
    }
    /// The title colour for a state, else the `.normal` one.
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }
    /// The title shown now.
    open var currentTitle: String? { buttonTitleLabel.text }
    /// The image shown now.
    open var currentImage: UIImage? { buttonImageView.image }
    /// The title colour shown now.
    open var currentTitleColor: UIColor { buttonTitleLabel.textColor }

    /// Whether content set for `state` is what the button shows now.
    private func shows<T>(_ state: UIControl.State, in table: [UInt: T]) -> Bool {
        state == self.state || (state == .normal && table[self.state.rawValue] == nil)
    }
    /// Shows the content set for the current state (what was set for some state only).
    private func showContentForState() {
        let s = state
        if !images.isEmpty { buttonImageView.image = image(for: s) }
        if !titles.isEmpty { buttonTitleLabel.text = title(for: s) }
        if !backgroundImages.isEmpty { showBackgroundImage(backgroundImage(for: s)) }
        if let color = titleColor(for: s) { buttonTitleLabel.textColor = color }
    }

    private var parts: (image: CGSize, title: CGSize, gap: CGFloat) {
        let img =
            buttonImageView.image == nil || buttonImageView.isHidden ? .zero : buttonImageView.intrinsicContentSize
        let title = buttonTitleLabel.hasText ? buttonTitleLabel.intrinsicContentSize : .zero
        return (img, title, (img.width > 0 && title.width > 0) ? imageTitleSpacing : 0)
    }

    open override var intrinsicContentSize: CGSize {
        updateConfigurationIfNeeded()
        if let configuration { return configuredLayout(configuration, in: nil).size }
        let p = parts
        let background = backgroundImageView?.image?.size ?? .zero
        return CGSize(
            width: max(background.width, p.image.width + p.gap + p.title.width + contentEdgeInsets.horizontal),
            height: max(background.height, max(p.image.height, p.title.height) + contentEdgeInsets.vertical))
    }

    /// A configured button draws its background (fill, corners, stroke) under its content.
    open override func draw(_ rect: CGRect, in canvas: Canvas) {
        if let configuration { drawBackground(of: configuration, in: canvas) }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        var s = intrinsicContentSize
        let f = fixedSize
        if let w = f.width { s.width = w }
        if let h = f.height { s.height = h }
        return s
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        if let configuration {
            layOut(configuration)
            return
        }
        if !titleColorIsSet { buttonTitleLabel.textColor = tintColor }
        backgroundImageView?.frame = bounds
        let inner = bounds.inset(by: contentEdgeInsets)
        let p = parts
        // Images shrink to fit the button, keeping their aspect.
        let k =
            p.image.width > 0
            ? min(1, (inner.width - p.title.width - p.gap) / p.image.width, inner.height / p.image.height) : 1
        let iw = p.image.width * k
        let ih = p.image.height * k
        let total = iw + p.gap + p.title.width
        var x = inner.minX + (inner.width - total) / 2
        // UIKit puts the image on the pixel grid, rounding a half-pixel centring down (a 15-pt clip in a
        // 28-pt button starts 6 pt in, a 20-pt disc in a 35-pt button 7 pt in).
        let scale = UIScreen.main.scale
        func pixelFloor(_ v: CGFloat) -> CGFloat { (v * scale).rounded(.down) / scale }
        buttonImageView.frame = CGRect(
            x: pixelFloor(x), y: pixelFloor(inner.minY + (inner.height - ih) / 2), width: iw, height: ih)
        x += iw + p.gap
        buttonTitleLabel.frame = CGRect(
            x: x, y: inner.minY + (inner.height - p.title.height) / 2, width: p.title.width, height: p.title.height)
        if isRightToLeft {
            for v in [buttonImageView, buttonTitleLabel] { v.frame.origin.x = bounds.width - v.frame.maxX }
        }
    }
}
