import ChatCanvas
import Foundation

/// A one-line text input at rest (UIKit's `UITextField`): its text, or its placeholder in the placeholder grey,
/// inside its border style, with its left and right views. A still picture is never editing: the keyboard
/// settings are kept and inert, `becomeFirstResponder()` is UIResponder's (nothing takes focus), and the delegate is never asked anything.
open class UITextField: UIControl {
    /// The text (`""` when set to `nil`, as in UIKit).
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue ?? ""
            storedAttributedText = nil
            textDidChange()
        }
    }
    /// Styled text (its fonts and colours are drawn); setting it sets `text` to its characters.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? NSAttributedString(string: storedText) }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string ?? ""
            textDidChange()
        }
    }
    private var storedText = ""
    private var storedAttributedText: NSAttributedString?
    /// The grey text shown while the field is empty.
    open var placeholder: String? {
        get { storedPlaceholder?.string }
        set {
            storedPlaceholder = newValue.map { NSAttributedString(string: $0) }
            textDidChange()
        }
    }
    /// A styled placeholder (its fonts and colours are drawn; the placeholder grey where it has none).
    open var attributedPlaceholder: NSAttributedString? {
        get { storedPlaceholder }
        set {
            storedPlaceholder = newValue
            textDidChange()
        }
    }
    private var storedPlaceholder: NSAttributedString?
    /// The font (17-pt system font by default).
    open var font: UIFont? = .systemFont(ofSize: 17) {
        didSet {
            textDidChange()
            noteAppearanceSet(.font, key: "font", { [font] in ($0 as? UITextField)?.font = font })
        }
    }
    /// The text colour (the label colour by default).
    open var textColor: UIColor? = .label {
        didSet {
            noteAppearanceSet(
                .textColor, key: "textColor", { [textColor] in ($0 as? UITextField)?.textColor = textColor })
        }
    }
    /// How the text is aligned in the text rectangle.
    open var textAlignment: NSTextAlignment = .natural
    /// The border drawn around the field (`.none` by default, as in UIKit).
    open var borderStyle: UITextField.BorderStyle = .none { didSet { textDidChange() } }
    /// An image drawn to fill the field, in place of the border style's own drawing.
    open var background: UIImage?
    /// The background image of a disabled field.
    open var disabledBackground: UIImage?
    /// A view at the field's leading edge.
    open var leftView: UIView? {
        didSet {
            if oldValue !== leftView { oldValue?.removeFromSuperview() }
            textDidChange()
        }
    }
    /// When the left view shows.
    open var leftViewMode: UITextField.ViewMode = .never { didSet { textDidChange() } }
    /// A view at the field's trailing edge.
    open var rightView: UIView? {
        didSet {
            if oldValue !== rightView { oldValue?.removeFromSuperview() }
            textDidChange()
        }
    }
    /// When the right view shows.
    open var rightViewMode: UITextField.ViewMode = .never { didSet { textDidChange() } }
    /// When the clear button shows (with text only).
    open var clearButtonMode: UITextField.ViewMode = .never { didSet { textDidChange() } }
    /// Whether the text is drawn as bullets.
    open var isSecureTextEntry = false
    /// The delegate (asked nothing in a still picture).
    open weak var delegate: (any UITextFieldDelegate)?
    /// Whether the text is drawn smaller, down to `minimumFontSize`, when it is wider than the text rectangle.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest font size `adjustsFontSizeToFitWidth` shrinks to.
    open var minimumFontSize: CGFloat = 0
    /// Whether the font follows the content size category.
    open var adjustsFontForContentSizeCategory = false
    /// Whether editing clears the text (inert).
    open var clearsOnBeginEditing = false
    /// Whether inserting text clears it (inert).
    open var clearsOnInsertion = false
    /// Whether the text is being edited: never, in a still picture.
    open var isEditing: Bool { false }
    /// Whether there is text.
    open var hasText: Bool { !storedText.isEmpty }
    /// The keyboard asked for (inert).
    open var keyboardType: UIKeyboardType = .default
    /// The keyboard's appearance (inert).
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The return key's title (inert).
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the return key is enabled only with text (inert).
    open var enablesReturnKeyAutomatically = false
    /// Capitalisation (inert).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Autocorrection (inert).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Spell checking (inert).
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The content type, for autofill (inert).
    open var textContentType: UITextContentType?
    /// A view shown in place of the keyboard (inert).
    open var inputView: UIView?
    /// A view shown above the keyboard (inert).
    open var inputAccessoryView: UIView?

    /// Whether it can become first responder: a field can.
    open override var canBecomeFirstResponder: Bool { true }

    /// Posted when editing begins (never, in a still picture).
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when the text changes by typing (never, in a still picture).
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when editing ends (never, in a still picture).
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    private func textDidChange() {
        UIView.invalidateMeasurements()
        if let leftView, leftView.superview !== self { addSubview(leftView) }
        if let rightView, rightView.superview !== self { addSubview(rightView) }
    }

    // MARK: Geometry

    /// The padding between the border and the text for the border style.
    private var textPadding: CGFloat {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 6
        case .roundedRect: 7
        }
    }

    /// Whether an overlay view with that mode shows (the field is not being edited).
    private func shows(_ mode: UITextField.ViewMode) -> Bool { mode == .always || mode == .unlessEditing }

    private var showsClearButton: Bool { shows(clearButtonMode) && hasText }

    /// The size a left or right view takes: its frame's, else its own size.
    private func overlaySize(_ view: UIView) -> CGSize {
        if view.frame.size != .zero { return view.frame.size }
        let s = view.intrinsicContentSize
        return CGSize(width: max(0, s.width), height: max(0, s.height))
    }

    /// The rectangle of the border.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle the text is drawn in: inside the border's padding and beside the overlay views.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var r = bounds.insetBy(dx: textPadding, dy: 0)
        if let leftView, shows(leftViewMode) {
            let edge = leftViewRect(forBounds: bounds).maxX
            r.size.width -= max(0, edge - r.minX)
            r.origin.x = max(r.minX, edge)
        }
        if let rightView, shows(rightViewMode), rightView.superview === self || rightView.superview == nil {
            r.size.width = min(r.width, rightViewRect(forBounds: bounds).minX - r.minX)
        } else if showsClearButton {
            r.size.width = min(r.width, clearButtonRect(forBounds: bounds).minX - r.minX)
        }
        r.size.width = max(0, r.width)
        return r
    }

    /// The rectangle the placeholder is drawn in: the text rectangle.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle of the text while editing: the text rectangle.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle of the left view: at the leading edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView else { return .zero }
        let s = overlaySize(leftView)
        return CGRect(x: bounds.minX, y: bounds.minY + (bounds.height - s.height) / 2, width: s.width, height: s.height)
    }

    /// The rectangle of the right view: at the trailing edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView else { return .zero }
        let s = overlaySize(rightView)
        return CGRect(
            x: bounds.maxX - s.width, y: bounds.minY + (bounds.height - s.height) / 2, width: s.width, height: s.height)
    }

    /// The rectangle of the clear button: a 19-pt circle 5 pt from the trailing edge (iOS's).
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX - 5 - 19, y: bounds.minY + (bounds.height - 19) / 2, width: 19, height: 19)
    }

    /// Lays the overlay views out in their rectangles (hidden when their mode does not show them).
    open override func layoutSubviews() {
        // Placed after the subviews' constraints are solved (which would size an unconstrained overlay view).
        let left = leftViewRect(forBounds: bounds)
        let right = rightViewRect(forBounds: bounds)
        super.layoutSubviews()
        if let leftView {
            leftView.isHidden = !shows(leftViewMode)
            leftView.frame = left
        }
        if let rightView {
            rightView.isHidden = !shows(rightViewMode)
            rightView.frame = right
        }
    }

    // MARK: Text

    /// The font drawn: `font`, scaled for the content size category when asked.
    private var effectiveFont: Font {
        let f = font ?? .systemFont(ofSize: 17)
        var result = f.font
        if adjustsFontForContentSizeCategory, let style = f.textStyle {
            let category = traitCollection.preferredContentSizeCategory
            if category != f.contentSizeCategory {
                result = result.withSize(
                    result.size * category.scale(for: style) / f.contentSizeCategory.scale(for: style))
            }
        }
        return result
    }

    /// The text as drawn: bullets for secure entry.
    private var displayedPlaceholder: StyledText? {
        guard let storedPlaceholder, storedPlaceholder.length > 0 else { return nil }
        return storedPlaceholder.styledText(traitCollection.userInterfaceStyle)
    }

    private var displayedText: StyledText? {
        guard hasText else { return nil }
        if isSecureTextEntry { return StyledText(String(repeating: "\u{2022}", count: storedText.count)) }
        return storedAttributedText?.styledText(traitCollection.userInterfaceStyle) ?? StyledText(storedText)
    }

    private var effectiveAlignment: TextAlignment {
        let alignment = textAlignment.canvasAlignment
        return alignment == .natural && isRightToLeft ? .right : alignment
    }

    /// The laid-out text (or placeholder) for a width.
    private func layout(_ content: StyledText, color: Color, width: CGFloat?) -> TextLayout {
        var font = effectiveFont
        if adjustsFontSizeToFitWidth, let width, width > 0 {
            let natural = TextLayout(content, font: font, color: color, maxLines: 1).size.width
            if natural > width { font = font.withSize(max(minimumFontSize, font.size * width / natural)) }
        }
        return TextLayout(
            content, font: font, color: color, width: width.map { Double(max(0, $0)) }, maxLines: 1,
            alignment: width == nil ? .left : effectiveAlignment, lineBreakMode: .truncateTail, direction: .auto)
    }

    /// The height of one line of the font.
    private var lineHeight: CGFloat {
        TextLayout(StyledText(" "), font: effectiveFont, color: .black, maxLines: 1).size.height
    }

    /// As UIKit's: the text's (or placeholder's) width plus the padding and overlay views; the font's line height,
    /// rounded up, plus 13 pt for a rounded rectangle (34 pt for the 17-pt system font), 9 pt for a line or bezel.
    open override var intrinsicContentSize: CGSize {
        let content = displayedText ?? displayedPlaceholder
        var width = content.map { ceilSize(layout($0, color: .black, width: nil).size).width } ?? 0
        width += 2 * textPadding
        if let leftView, shows(leftViewMode) { width += overlaySize(leftView).width }
        if let rightView, shows(rightViewMode) {
            width += overlaySize(rightView).width
        } else if showsClearButton {
            width += 24
        }
        // iOS's: 21 + 13 = 34 pt for the 17-pt system font in a rounded rectangle.
        let vertical: CGFloat =
            switch borderStyle {
            case .none: 0
            case .line, .bezel: 9
            case .roundedRect: 13
            }
        var height = lineHeight.rounded(.up) + vertical
        for view in [leftView, rightView].compactMap({ $0 }) { height = max(height, overlaySize(view).height) }
        return CGSize(width: width, height: height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        var s = intrinsicContentSize
        let f = fixedSize
        if let w = f.width { s.width = w }
        if let h = f.height { s.height = h }
        return s
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect, in canvas: Canvas) {
        let border = borderRect(forBounds: rect)
        if let image = (isEnabled ? nil : disabledBackground) ?? background {
            canvas.draw(image.image, in: border)
        } else {
            drawBorder(in: border, canvas: canvas)
        }
        if let content = displayedText {
            let r = textRect(forBounds: rect)
            draw(layout(content, color: resolve(textColor ?? .label), width: r.width), in: r, canvas: canvas)
        } else if let placeholder = displayedPlaceholder {
            let r = placeholderRect(forBounds: rect)
            draw(layout(placeholder, color: resolve(placeholderColor), width: r.width), in: r, canvas: canvas)
        }
        if showsClearButton, !(rightView != nil && shows(rightViewMode)) {
            drawClearButton(in: clearButtonRect(forBounds: rect), canvas: canvas)
        }
    }

    private func draw(_ layout: TextLayout, in r: CGRect, canvas: Canvas) {
        let y: CGFloat =
            switch contentVerticalAlignment {
            case .top: r.minY
            case .bottom: r.maxY - layout.size.height
            default: r.minY + (r.height - layout.size.height) / 2
            }
        canvas.withState {
            canvas.clip(to: r)
            canvas.draw(layout, at: CGPoint(x: r.minX, y: y))
        }
    }

    /// The border styles as iOS draws them: a rounded rectangle is a white (system background) fill with a
    /// 0.5-pt light grey border and 5-pt corners; a line is a 1-pt dark rectangle; a bezel a grey one.
    private func drawBorder(in r: CGRect, canvas: Canvas) {
        switch borderStyle {
        case .none:
            return
        case .line:
            canvas.strokeBorder(r, color: resolve(UIColor(light: Color(rgb: 0x000000), dark: .white)), lineWidth: 1)
        case .bezel:
            canvas.fill(r, color: resolve(.systemBackground))
            canvas.strokeBorder(r, color: resolve(.systemGray), lineWidth: 1)
        case .roundedRect:
            let radii = CornerRadii(all: 5)
            canvas.fill(r, radii: radii, color: resolve(.systemBackground))
            canvas.strokeBorder(r, radii: radii, color: resolve(UITextField.roundedBorderColor), lineWidth: 0.5)
        }
    }

    /// The colour of a placeholder without its own (the placeholder grey).
    var placeholderColor: UIColor { .placeholderText }

    /// The grey of a rounded rectangle's border.
    static let roundedBorderColor = UIColor(light: Color(rgb: 0xC4C4C6), dark: Color(rgb: 0x48484A))

    /// iOS's clear button: a grey disc with a white cross.
    private func drawClearButton(in r: CGRect, canvas: Canvas) {
        canvas.fillEllipse(in: r, color: resolve(.systemGray3))
        var cross = Path()
        let c = CGPoint(x: r.midX, y: r.midY)
        let d: CGFloat = 3.5
        cross.move(to: CGPoint(x: c.x - d, y: c.y - d))
        cross.line(to: CGPoint(x: c.x + d, y: c.y + d))
        cross.move(to: CGPoint(x: c.x + d, y: c.y - d))
        cross.line(to: CGPoint(x: c.x - d, y: c.y + d))
        canvas.stroke(cross, color: resolve(.systemBackground), lineWidth: 1.5, cap: .round)
    }
}
