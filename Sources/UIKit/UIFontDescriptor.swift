import ChatCanvas
import Foundation

/// A description of a font: family, size, weight, slant, design and text style, from which `UIFont(descriptor:size:)`
/// makes the font. What chatshot draws from it: the family (`.family`/`.name`, and `withDesign(_:)`), the size,
/// the weight (`traitBold`, `.traits[.weight]`) and italics (`traitItalic`); other attributes are kept in
/// `fontAttributes`.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// The font it describes.
    package let font: Font
    /// The Dynamic Type style it was made for, if any.
    package let textStyle: UIFont.TextStyle?
    package let contentSizeCategory: UIContentSizeCategory
    /// Every attribute, as given (the family, size and traits included).
    public let fontAttributes: [AttributeName: Any]

    package init(
        font: Font, textStyle: UIFont.TextStyle?, contentSizeCategory: UIContentSizeCategory,
        attributes: [AttributeName: Any] = [:]
    ) {
        self.font = font
        self.textStyle = textStyle
        self.contentSizeCategory = contentSizeCategory
        var all = attributes
        all[.family] = font.family
        all[.size] = CGFloat(font.size)
        self.fontAttributes = all
        super.init()
    }

    /// A descriptor of a family or font name at a size.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(font: Font(family: fontName, size: size), textStyle: nil, contentSizeCategory: .large)
    }
    /// A descriptor from attributes (`.family`, `.name`, `.size`, `.traits`).
    public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        let base = UIFontDescriptor(font: Font(size: 17), textStyle: nil, contentSizeCategory: .large)
        let made = base.addingAttributes(attributes)
        self.init(
            font: made.font, textStyle: made.textStyle, contentSizeCategory: made.contentSizeCategory,
            attributes: attributes)
    }

    /// The descriptor of a Dynamic Type style's font at the current content size category.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }
    open class func preferredFontDescriptor(
        withTextStyle style: UIFont.TextStyle,
        compatibleWith traitCollection: UITraitCollection?
    ) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    /// The size in points.
    open var pointSize: CGFloat { font.size }
    /// The font's PostScript-like name (its family, weight and slant).
    open var postscriptName: String {
        font.family.replacingOccurrences(of: " ", with: "") + "-" + (font.weight >= 700 ? "Bold" : "Regular")
            + (font.italic ? "Italic" : "")
    }
    /// Bold, italic and monospace, as the font has them.
    open var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if font.weight >= 700 { traits.insert(.traitBold) }
        if font.italic { traits.insert(.traitItalic) }
        if font.family == Font.monospaceFamily { traits.insert(.traitMonoSpace) }
        if textStyle != nil { traits.insert(.traitUIOptimized) }
        return traits
    }
    /// An attribute's value.
    open func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

    /// The same font with exactly these traits: bold sets the bold weight (and its absence takes a bold font back
    /// to regular), italic slants it, monospace takes the monospaced family.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var f = font
        if symbolicTraits.contains(.traitBold) {
            f.weight = max(f.weight, 700)
        } else if f.weight >= 700 {
            f.weight = 400
        }
        f.italic = symbolicTraits.contains(.traitItalic)
        if symbolicTraits.contains(.traitMonoSpace) { f.family = Font.monospaceFamily }
        return derived(f, adding: [.traits: [TraitKey.symbolic: symbolicTraits.rawValue]])
    }
    /// The same font in a system design: serif takes Noto Serif, monospaced Noto Sans Mono, default the system
    /// family; chatshot has no rounded face, so `.rounded` keeps the system family.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        var f = font
        switch design {
        case .serif: f.family = "Noto Serif"
        case .monospaced: f.family = Font.monospaceFamily
        case .default, .rounded: f.family = Font.uiFamily
        default: return nil
        }
        return derived(f, adding: [:])
    }
    /// The same font at another size.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        derived(font.withSize(newPointSize), adding: [:])
    }
    /// The same font in another family.
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var f = font
        f.family = newFamily
        return derived(f, adding: [:])
    }
    /// The descriptor with more attributes: `.family` or `.name` (a family), `.size` (a number), `.traits` (a
    /// dictionary with `.weight`, a `UIFont.Weight` or Apple's number from -1 to 1, and `.symbolic`).
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        var f = font
        if let family = (attributes[.family] ?? attributes[.name]) as? String { f.family = family }
        if let size = NSAttributedString.number(attributes[.size]), size > 0 { f.size = size }
        if let traits = attributes[.traits] as? [TraitKey: Any] {
            if let weight = traits[.weight] as? UIFont.Weight {
                f.weight = weight.rawValue
            } else if let value = NSAttributedString.number(traits[.weight]) {
                f.weight = UIFontDescriptor.cssWeight(appleWeight: value)
            }
            let raw = traits[.symbolic].flatMap { ($0 as? SymbolicTraits)?.rawValue ?? ($0 as? UInt32) }
            if let raw {
                let symbolic = SymbolicTraits(rawValue: raw)
                if symbolic.contains(.traitBold) { f.weight = max(f.weight, 700) }
                if symbolic.contains(.traitItalic) { f.italic = true }
            }
        }
        return derived(f, adding: attributes)
    }

    private func derived(_ f: Font, adding attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(
            font: f, textStyle: textStyle, contentSizeCategory: contentSizeCategory,
            attributes: fontAttributes.merging(attributes) { $1 })
    }

    /// The CSS weight nearest Apple's weight number (`UIFont.Weight.regular` is 0, `.bold` 0.4).
    static func cssWeight(appleWeight: Double) -> Int {
        let table: [(Double, Int)] = [
            (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600), (0.4, 700), (0.56, 800),
            (0.62, 900)
        ]
        return table.min { abs($0.0 - appleWeight) < abs($1.0 - appleWeight) }!.1
    }
}

extension UIFontDescriptor {
    /// The keys of `fontAttributes`.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName("NSFontFamilyAttribute")
        public static let name = AttributeName("NSFontNameAttribute")
        public static let face = AttributeName("NSFontFaceAttribute")
        public static let size = AttributeName("NSFontSizeAttribute")
        public static let visibleName = AttributeName("NSFontVisibleNameAttribute")
        public static let matrix = AttributeName("NSFontMatrixAttribute")
        public static let characterSet = AttributeName("NSFontCharacterSetAttribute")
        public static let cascadeList = AttributeName("NSFontCascadeListAttribute")
        public static let traits = AttributeName("NSFontTraitsAttribute")
        public static let fixedAdvance = AttributeName("NSFontFixedAdvanceAttribute")
        public static let featureSettings = AttributeName("NSFontFeatureSettingsAttribute")
        public static let textStyle = AttributeName("NSCTFontUIUsageAttribute")
    }
    /// The keys of the `.traits` dictionary.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey("NSCTFontSymbolicTrait")
        public static let weight = TraitKey("NSCTFontWeightTrait")
        public static let width = TraitKey("NSCTFontProportionTrait")
        public static let slant = TraitKey("NSCTFontSlantTrait")
    }
    /// Style traits of a font.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
        public static let classMask = SymbolicTraits(rawValue: 0xF000_0000)
    }
    /// The system font's designs.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign("NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign("NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign("NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign("NSCTFontUIFontDesignMonospaced")
    }
}

extension UIFont {
    /// The font's descriptor.
    public var fontDescriptor: UIFontDescriptor {
        UIFontDescriptor(font: font, textStyle: textStyle, contentSizeCategory: contentSizeCategory)
    }
    /// The font a descriptor describes, at `pointSize` (0: the descriptor's size).
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : descriptor.pointSize
        self.init(
            descriptor.font.withSize(size), textStyle: descriptor.textStyle,
            contentSizeCategory: descriptor.contentSizeCategory)
    }
}
