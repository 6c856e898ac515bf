import ChatCanvas
import UIKit

/// The composer's text field with a placeholder (the SDK's `InputTextView`).
/// A `UITextView` with the lifecycle and theme of `_View`, as in the SDK.
open class InputTextView: UITextView, Customizable, ThemeProvider, StreamView {
    let streamState = StreamViewState()
    public let placeholderLabel = UILabel()

    /// What the composer makes from `Components.inputTextView` (a subclass that overrides `init(frame:)` and
    /// `init?(coder:)`, or neither, inherits it).
    public required convenience init() { self.init(frame: .zero) }

    public var appearance: Appearance {
        get { inheritedAppearance }
        set { streamState.appearance = newValue }
    }
    public var components: Components {
        get { inheritedComponents }
        set { streamState.components = newValue }
    }
    open override var tintColor: UIColor! {
        get { inheritedTintColor }
        set {
            streamState.tintColor = newValue
            super.tintColor = newValue
        }
    }

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        setUpIfInDrawnTree()
    }

    open class var customizableSubviewNames: [String] { ["placeholderLabel"] }
    open func customizableSubviews() -> [String: UIView] { ["placeholderLabel": placeholderLabel] }
    @discardableResult
    open func applyOverrideProperty(_ name: String, _ value: OverrideValue) -> Bool {
        applyUIKitOverrideProperty(name, value)
    }
    open func evaluateOverrideCondition(_ condition: Condition) -> Bool { true }
    open var appliesOverrideLayoutAfterSetUpLayout: Bool { true }

    /// Whether pasting an image adds it as an attachment (kept: a still picture pastes nothing).
    open var isPastingImagesEnabled: Bool = true
    /// The height the text view keeps at least: one line of the font with its insets.
    open var minimumHeight: CGFloat { 38 }
    /// The height constraint the composer sets (none here: the composer sizes the text view).
    open var heightConstraint: NSLayoutConstraint?
    /// The height above which the text scrolls instead of growing.
    open var maximumHeight: CGFloat { 120 }

    /// Puts `text` in place of the selection (at the end, where nothing is selected), as typing it would.
    open func replaceSelectedText(_ text: String) {
        self.text = (self.text ?? "") + text
        textDidChangeProgrammatically()
    }

    /// Tells the composer that the text changed without typing (it updates the placeholder).
    open func textDidChangeProgrammatically() { handleTextChange() }

    /// Shows the placeholder when there is no text.
    open func handleTextChange() { placeholderLabel.isHidden = !(text ?? "").isEmpty }

    open func setUp() {}

    open func setUpLayout() {
        addSubview(placeholderLabel)
    }

    open func updateContent() {}

    open func setUpAppearance() {
        font = appearance.fonts.body
        // The SDK's text view adjusts its font for the content size category, as its placeholder does.
        adjustsFontForContentSizeCategory = true
        textColor = appearance.colorPalette.inputTextDefault
        textContainerInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        placeholderLabel.font = appearance.fonts.body
        placeholderLabel.textColor = appearance.colorPalette.inputTextPlaceholder
        placeholderLabel.adjustsFontForContentSizeCategory = true
        // Long placeholders ("You can't send messages in this channel") shrink to fit, as the SDK's do.
        placeholderLabel.adjustsFontSizeToFitWidth = true
        placeholderLabel.minimumScaleFactor = 0.5
    }

    /// The line height this view set itself (an app's own `lineHeight` is left alone).
    private var bodyLineHeight: CGFloat?

    /// The body style's leading, which the SDK's text view gives every line: 22 pt at 17 pt, in proportion at
    /// the content size's font size (three lines make the input 82 pt tall, one line its 38-pt minimum).
    open var lineHeightForFont: CGFloat { (22 * effectiveFont.size / 17 * 100).rounded() / 100 }

    /// Gives the text `lineHeightForFont` unless something else set a line height.
    private func updateLineHeight() {
        guard lineHeight == nil || lineHeight == bodyLineHeight else { return }
        let h = lineHeightForFont
        guard lineHeight != h else { return }
        bodyLineHeight = h
        lineHeight = h
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        updateLineHeight()
        var s = super.sizeThatFits(size)
        let ph = placeholderLabel.sizeThatFits(CGSize(width: size.width - 16, height: CGFloat.infinity))
        s.height = min(120, max(38, s.height, ph.height + 16))
        if size.width.isFinite { s.width = size.width }
        return s
    }

    open override func layoutSubviews() {
        updateLineHeight()
        placeholderLabel.isHidden = hasText
        let inner = bounds.inset(by: textContainerInset)
        let h = placeholderLabel.sizeThatFits(CGSize(width: inner.width, height: CGFloat.infinity)).height
        placeholderLabel.frame = CGRect(
            x: inner.minX, y: inner.minY + (inner.height - h) / 2, width: inner.width, height: h)
        if isRightToLeft { placeholderLabel.textAlignment = .right }
    }
}
