import ChatCanvas
import UIKit

/// A value a manifest sets on a view property.
public enum OverrideValue: Sendable {
    case color(UIColor)
    case number(CGFloat)
    case bool(Bool)
    case string(String)
    case font(UIFont)
    case image(UIImage)
    case insets(UIEdgeInsets)
    case size(CGSize)
}

/// The kinds of value a view property takes (for validation and error messages).
public enum OverrideValueKind: String, Sendable {
    case color, number, bool, string, font, image, insets, size
}

/// A declarative customization of one view type registered in `Components` (the manifest's
/// `components.<viewSlot>` object): the guides' three kinds of change — appearance, layout and content.
public struct ViewOverride: Sendable {
    /// Properties of the view itself (`backgroundColor`, `cornerRadius`, `textTransform`, …).
    public var properties: [String: OverrideValue]
    /// Overrides for named subviews (`imageView`, `textLabel`, `mainContainer`, …).
    public var subviews: [String: ViewOverride]
    /// Structural changes, applied in order after the view lays itself out.
    public var layout: [LayoutOperation]
    /// New views the manifest adds.
    public var newViews: [NewViewSpec]

    public init(
        properties: [String: OverrideValue] = [:], subviews: [String: ViewOverride] = [:],
        layout: [LayoutOperation] = [], newViews: [NewViewSpec] = []
    ) {
        self.properties = properties
        self.subviews = subviews
        self.layout = layout
        self.newViews = newViews
    }

    public var isEmpty: Bool { properties.isEmpty && subviews.isEmpty && layout.isEmpty && newViews.isEmpty }

    /// Layers `other` on top of this override (later manifests win).
    public func merged(with other: ViewOverride) -> ViewOverride {
        var result = self
        result.properties.merge(other.properties) { _, new in new }
        for (name, sub) in other.subviews {
            result.subviews[name] = result.subviews[name].map { $0.merged(with: sub) } ?? sub
        }
        result.layout += other.layout
        result.newViews += other.newViews
        return result
    }
}

/// A structural change to a view's containers, by subview name.
public enum LayoutOperation: Sendable {
    /// Takes a view out of its container (it no longer takes space).
    case remove(view: String)
    /// Moves a view (existing or new) into a container, at an index (nil: at the end).
    case move(view: String, into: String, at: Int?)
    /// Reverses the order of a container's arranged subviews.
    case reverse(container: String)
    /// Reorders a container's arranged subviews to the given names (the others keep their relative order after them).
    case reorder(container: String, order: [String])
}

/// A new view a manifest inserts: a dot, a button with an icon, a label or an image.
public struct NewViewSpec: Sendable {
    public enum Kind: String, Sendable, CaseIterable { case dot, button, label, image, spacer }
    public var name: String
    public var kind: Kind
    /// The container it goes into, and where (nil: at the end).
    public var container: String
    public var index: Int?
    public var properties: [String: OverrideValue]
    /// Shown only when this condition holds for the content (nil: always shown).
    public var showWhen: Condition?
    /// When the condition fails: true keeps the view's space (alpha 0, like the guide's unread dot), false collapses it.
    public var keepsSpaceWhenHidden: Bool

    public init(
        name: String, kind: Kind, container: String, index: Int? = nil, properties: [String: OverrideValue] = [:],
        showWhen: Condition? = nil, keepsSpaceWhenHidden: Bool = false
    ) {
        self.name = name
        self.kind = kind
        self.container = container
        self.index = index
        self.properties = properties
        self.showWhen = showWhen
        self.keepsSpaceWhenHidden = keepsSpaceWhenHidden
    }
}

/// A condition on the content a view shows (a message, a channel, …).
public indirect enum Condition: Sendable {
    /// A layout option is present (`shareAttachments`, `flipped`, …) — for message content views.
    case option(String)
    /// A named predicate (`isSentByCurrentUser`, `hasAttachments`, `hasReactions`, `isInThread`, `hasUnread`, …)
    /// compared with a boolean.
    case predicate(String, Bool)
    /// The message type equals one of these (`regular`, `ephemeral`, …).
    case messageType([String])
    case all([Condition])
    case any([Condition])
    case not(Condition)
}
