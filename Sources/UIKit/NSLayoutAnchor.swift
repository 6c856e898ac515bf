/// An anchor: an item (a view or a layout guide) and one of its attributes.
@preconcurrency @MainActor
public class NSLayoutAnchor {
    let item: AnyObject
    let attribute: NSLayoutAttribute
    /// The standard spacing between two views' edges (the system spacing anchors' unit).
    static let systemSpacing: CGFloat = 8
    init(_ item: AnyObject, _ attribute: NSLayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// A constraint made by code in `file` (`#fileID`): one StreamChatUI's own views make is one of the SDK's
    /// default constraints (`NSLayoutConstraint.isSDKDefault`).
    func make(
        _ relation: NSLayoutRelation, _ other: NSLayoutAnchor?, _ constant: CGFloat,
        multiplier: CGFloat = 1, file: StaticString
    ) -> NSLayoutConstraint {
        let c = NSLayoutConstraint(
            item, attribute, relation, other?.item, other?.attribute, multiplier: multiplier,
            constant: constant)
        c.isSDKDefault = file.withUTF8Buffer { $0.starts(with: "StreamChatUI/".utf8) }
        return c
    }
}
