extension UIView {
    /// The properties a manifest may set on a view (or a named subview), with the kind of value each takes.
    public static let overridableProperties: [String: OverrideValueKind] = [
        // appearance
        "backgroundColor": .color, "cornerRadius": .number, "borderWidth": .number, "borderColor": .color,
        "shadowColor": .color, "shadowOpacity": .number, "shadowRadius": .number, "shadowOffset": .size,
        "alpha": .number, "isHidden": .bool, "tintColor": .color, "clipsToBounds": .bool, "maskedCorners": .string,
        "font": .font, "textColor": .color, "image": .image, "textAlignment": .string, "numberOfLines": .number,
        // layout
        "width": .number, "height": .number, "spacing": .number, "alignment": .string, "axis": .string,
        "distribution": .string, "layoutMargins": .insets, "textContainerInset": .insets,
        "maxContentWidthMultiplier": .number,
        // content
        "text": .string, "textTransform": .string, "placeholder": .string, "mentionSymbol": .string,
        "commandSymbol": .string, "isMentionSuggestionsEnabled": .bool, "isCommandSuggestionsEnabled": .bool,
        "title": .string,
    ]

    /// Applies the manifest's override for this view's `Components` slot, if any (filled in with issue 4).
    func applyManifestOverride() {}
}
