import ChatCanvas
import UIKit

/// The palette's names from the SDK's 4.x design (`text`, `background`, `background6`, `border`, `alert`, …), which
/// the SDK still declares and apps' themes set. Each one that plays a design token's part reads and writes that token,
/// so setting it re-colours what the token draws (`background8` is the incoming bubble, `background6` the outgoing
/// one, `text` the primary text); the few that no token plays are kept (`EarlierNameValues`).
extension ColorPalette {
    // MARK: Text

    /// The primary text.
    public var text: UIColor {
        get { textPrimary }
        set { textPrimary = newValue }
    }
    /// Text on an inverse background.
    public var textInverted: UIColor {
        get { textOnInverse }
        set { textOnInverse = newValue }
    }
    /// Secondary, low-emphasis text (timestamps, placeholders).
    public var textLowEmphasis: UIColor {
        get { textTertiary }
        set { textTertiary = newValue }
    }
    /// Links in text.
    public var textLinkColor: UIColor {
        get { textLink }
        set { textLink = newValue }
    }
    /// Text that stays white in both appearances (badges, the giphy label).
    public var staticColorText: UIColor {
        get { textOnAccent }
        set { textOnAccent = newValue }
    }
    /// Text that stays black in both appearances (kept).
    public var staticBlackColorText: UIColor {
        get { earlierNames.staticBlackColorText }
        set { earlierNames.staticBlackColorText = newValue }
    }
    /// Subtitles (the channel list's previews, the header's status).
    public var subtitleText: UIColor {
        get { textSecondary }
        set { textSecondary = newValue }
    }

    // MARK: Text interactions (kept)

    /// The colour of a highlighted control, from its normal colour.
    public var highlightedColorForColor: @Sendable (UIColor) -> UIColor {
        get { earlierNames.highlightedColorForColor }
        set { earlierNames.highlightedColorForColor = newValue }
    }
    /// The colour of a disabled control, from its normal colour.
    public var disabledColorForColor: @Sendable (UIColor) -> UIColor {
        get { earlierNames.disabledColorForColor }
        set { earlierNames.disabledColorForColor = newValue }
    }
    /// The colour of an unselected control, from its normal colour.
    public var unselectedColorForColor: @Sendable (UIColor) -> UIColor {
        get { earlierNames.unselectedColorForColor }
        set { earlierNames.unselectedColorForColor = newValue }
    }

    // MARK: Backgrounds

    /// The screen's background.
    public var background: UIColor {
        get { backgroundCoreApp }
        set { backgroundCoreApp = newValue }
    }
    /// A subtle surface (the composer's input, search fields).
    public var background1: UIColor {
        get { backgroundCoreSurfaceSubtle }
        set { backgroundCoreSurfaceSubtle = newValue }
    }
    /// A default surface (chips, the unread separator).
    public var background2: UIColor {
        get { backgroundCoreSurfaceDefault }
        set { backgroundCoreSurfaceDefault = newValue }
    }
    /// A light overlay.
    public var background3: UIColor {
        get { backgroundCoreOverlayLight }
        set { backgroundCoreOverlayLight = newValue }
    }
    /// A dark overlay.
    public var background4: UIColor {
        get { backgroundCoreOverlayDark }
        set { backgroundCoreOverlayDark = newValue }
    }
    /// The scrim behind a popup.
    public var background5: UIColor {
        get { backgroundCoreScrim }
        set { backgroundCoreScrim = newValue }
    }
    /// The outgoing message bubble.
    public var background6: UIColor {
        get { chatBackgroundOutgoing }
        set { chatBackgroundOutgoing = newValue }
    }
    /// A dark grey background (kept).
    public var background7: UIColor {
        get { earlierNames.background7 }
        set { earlierNames.background7 = newValue }
    }
    /// The incoming message bubble.
    public var background8: UIColor {
        get { chatBackgroundIncoming }
        set { chatBackgroundIncoming = newValue }
    }
    /// An overlay over content.
    public var overlayBackground: UIColor {
        get { backgroundCoreOverlayLight }
        set { backgroundCoreOverlayLight = newValue }
    }
    /// The background of popups (the message actions).
    public var popoverBackground: UIColor {
        get { backgroundCoreElevation2 }
        set { backgroundCoreElevation2 = newValue }
    }
    /// A pressed or highlighted row.
    public var highlightedBackground: UIColor {
        get { backgroundUtilityPressed }
        set { backgroundUtilityPressed = newValue }
    }
    /// An accent-coloured highlight (kept).
    public var highlightedAccentBackground: UIColor {
        get { earlierNames.highlightedAccentBackground }
        set { earlierNames.highlightedAccentBackground = newValue }
    }
    /// A light accent-coloured highlight (kept).
    public var highlightedAccentBackground1: UIColor {
        get { earlierNames.highlightedAccentBackground1 }
        set { earlierNames.highlightedAccentBackground1 = newValue }
    }
    /// A highlighted message cell.
    public var messageCellHighlightBackground: UIColor {
        get { backgroundCoreHighlight }
        set { backgroundCoreHighlight = newValue }
    }
    /// A pinned message's background.
    public var pinnedMessageBackground: UIColor {
        get { backgroundCoreHighlight }
        set { backgroundCoreHighlight = newValue }
    }
    /// The "jump to unread" button (kept).
    public var jumpToUnreadButtonBackground: UIColor {
        get { earlierNames.jumpToUnreadButtonBackground }
        set { earlierNames.jumpToUnreadButtonBackground = newValue }
    }

    // MARK: Borders and shadows

    /// Shadows (kept).
    public var shadow: UIColor {
        get { earlierNames.shadow }
        set { earlierNames.shadow = newValue }
    }
    /// A light border.
    public var lightBorder: UIColor {
        get { borderCoreSubtle }
        set { borderCoreSubtle = newValue }
    }
    /// The standard border (bubbles, the composer).
    public var border: UIColor {
        get { borderCoreDefault }
        set { borderCoreDefault = newValue }
    }
    /// A strong border.
    public var border2: UIColor {
        get { borderCoreStrong }
        set { borderCoreStrong = newValue }
    }
    /// A subtle border.
    public var border3: UIColor {
        get { borderCoreSubtle }
        set { borderCoreSubtle = newValue }
    }
    /// A floating button's shadow (kept).
    public var hoverButtonShadow: UIColor {
        get { earlierNames.hoverButtonShadow }
        set { earlierNames.hoverButtonShadow = newValue }
    }
    /// An inner border (kept).
    public var innerBorder: UIColor {
        get { earlierNames.innerBorder }
        set { earlierNames.innerBorder = newValue }
    }

    // MARK: Tints and alerts

    /// A validation error.
    public var validationError: UIColor {
        get { accentError }
        set { accentError = newValue }
    }
    /// Errors and destructive actions.
    public var alert: UIColor {
        get { accentError }
        set { accentError = newValue }
    }
    /// A second active tint (online, success).
    public var alternativeActiveTint: UIColor {
        get { accentSuccess }
        set { accentSuccess = newValue }
    }
    /// Inactive icons.
    public var inactiveTint: UIColor {
        get { accentNeutral }
        set { accentNeutral = newValue }
    }
    /// A second inactive tint (kept).
    public var alternativeInactiveTint: UIColor {
        get { earlierNames.alternativeInactiveTint }
        set { earlierNames.alternativeInactiveTint = newValue }
    }
}

/// The values of the earlier palette names that no design token draws: kept so that an app reads back what it set.
struct EarlierNameValues: @unchecked Sendable {
    var staticBlackColorText = UIColor(Color(rgb: 0x000000))
    var highlightedColorForColor: @Sendable (UIColor) -> UIColor = { $0.withAlphaComponent(0.5) }
    var disabledColorForColor: @Sendable (UIColor) -> UIColor = { _ in .lightGray }
    var unselectedColorForColor: @Sendable (UIColor) -> UIColor = { _ in .lightGray }
    var background7 = UIColor(light: Color(rgb: 0x72767E), dark: Color(rgb: 0x72767E))
    var highlightedAccentBackground = UIColor(light: Color(rgb: 0x005FFF), dark: Color(rgb: 0x4586FF))
    var highlightedAccentBackground1 = UIColor(light: Color(rgb: 0xF3F7FF), dark: Color(rgb: 0x091A3B))
    var jumpToUnreadButtonBackground = UIColor(light: Color(rgb: 0x687385), dark: Color(rgb: 0xABABAB))
    var shadow = UIColor(Color(rgb: 0x000000, alpha: 0.25))
    var hoverButtonShadow = UIColor(Color(rgb: 0x000000, alpha: 0.25))
    var innerBorder = UIColor(light: Color(rgb: 0xD5DBE1), dark: Color(rgb: 0x565656))
    var alternativeInactiveTint = UIColor(light: Color(rgb: 0xD5DBE1), dark: Color(rgb: 0x464646))
}
