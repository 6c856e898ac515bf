import ChatCanvas

/// A search bar at rest (UIKit's `UISearchBar`): its `searchTextField`, a 36-pt rounded grey field with a magnifier
/// and the placeholder, 8 pt from the sides and 10 pt from the top; a Cancel button after it when
/// `showsCancelButton`. The default style draws the bar's background (the bar tint, else the system background).
open class UISearchBar: UIView {
    /// The field.
    public let searchTextField = UISearchTextField()
    private let cancelButton = UIButton(type: .system)

    /// The field's text.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// The field's placeholder.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// A line above the field (`nil`: none).
    open var prompt: String?
    /// The background style.
    open var searchBarStyle: UISearchBar.Style = .default
    /// The bar's background colour.
    open var barTintColor: UIColor?
    /// Whether the bar is translucent (inert).
    open var isTranslucent = true
    /// Whether a Cancel button shows after the field.
    open var showsCancelButton = false {
        didSet {
            cancelButton.isHidden = !showsCancelButton
            UIView.invalidateMeasurements()
        }
    }
    /// Shows or hides the Cancel button; a still picture shows where the animation would end.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }
    /// Whether a bookmark button shows (inert).
    open var showsBookmarksButton = false
    /// Whether the scope bar shows (inert).
    open var showsScopeBar = false
    /// The scope bar's titles (inert).
    open var scopeButtonTitles: [String]?
    /// The selected scope (inert).
    open var selectedScopeButtonIndex = 0
    /// The delegate (told nothing in a still picture).
    open weak var delegate: (any UISearchBarDelegate)?
    /// The keyboard asked for (the field's).
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    /// The return key (the field's).
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    /// Capitalisation (the field's).
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    /// Autocorrection (the field's).
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    /// A view above the keyboard (the field's).
    open var inputAccessoryView: UIView? {
        get { searchTextField.inputAccessoryView }
        set { searchTextField.inputAccessoryView = newValue }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpBar()
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpBar()
    }

    private func setUpBar() {
        searchTextField.placeholder = "Search"
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.isHidden = true
        addSubview(searchTextField)
        addSubview(cancelButton)
    }

    /// The bar's height: 56 pt (the 36-pt field with 10 pt above and below).
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 56) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: fixedSize.width ?? (size.width.isFinite ? size.width : 320), height: fixedSize.height ?? 56)
    }

    open override func layoutSubviews() {
        let cancel = showsCancelButton ? cancelButton.intrinsicContentSize : .zero
        let trailing: CGFloat = showsCancelButton ? cancel.width + 16 : 8
        var field = CGRect(x: 8, y: (bounds.height - 36) / 2, width: max(0, bounds.width - 8 - trailing), height: 36)
        var button = CGRect(
            x: field.maxX + 8, y: (bounds.height - cancel.height) / 2, width: cancel.width, height: cancel.height)
        if isRightToLeft {
            field.origin.x = bounds.width - field.maxX
            button.origin.x = bounds.width - button.maxX
        }
        searchTextField.frame = field
        cancelButton.frame = button
    }

    open override func draw(_ rect: CGRect, in canvas: Canvas) {
        guard searchBarStyle != .minimal else { return }
        if let barTintColor { canvas.fill(rect, color: resolve(barTintColor)) }
    }
}
