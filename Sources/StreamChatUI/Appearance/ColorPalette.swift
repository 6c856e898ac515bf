import ChatCanvas
import UIKit

/// The SDK's colour palette (`Appearance.colorPalette`): every semantic name with its light and dark value,
/// as listed in the SDK's current design. Assign a `UIColor` to re-theme (a single colour applies to both styles).
/// Each colour is declared once, below: manifests find it by its property name (`names`, `self[name]`).
public final class ColorPalette: NamedPropertyOwner, @unchecked Sendable {

    // MARK: Brand
    @Named public var brand50 = UIColor(light: Color(rgb: 0xF3F7FF), dark: Color(rgb: 0x091A3B))
    @Named public var brand100 = UIColor(light: Color(rgb: 0xE3EDFF), dark: Color(rgb: 0x142F63))
    @Named public var brand150 = UIColor(light: Color(rgb: 0xC3D9FF), dark: Color(rgb: 0x19418D))
    @Named public var brand200 = UIColor(light: Color(rgb: 0xA5C5FF), dark: Color(rgb: 0x1B53BD))
    @Named public var brand300 = UIColor(light: Color(rgb: 0x78A8FF), dark: Color(rgb: 0x005FFF))
    @Named public var brand400 = UIColor(Color(rgb: 0x4586FF))
    @Named public var brand500 = UIColor(light: Color(rgb: 0x005FFF), dark: Color(rgb: 0x78A8FF))
    @Named public var brand600 = UIColor(light: Color(rgb: 0x1B53BD), dark: Color(rgb: 0xA5C5FF))
    @Named public var brand700 = UIColor(light: Color(rgb: 0x19418D), dark: Color(rgb: 0xC3D9FF))
    @Named public var brand800 = UIColor(light: Color(rgb: 0x142F63), dark: Color(rgb: 0xE3EDFF))
    @Named public var brand900 = UIColor(light: Color(rgb: 0x091A3B), dark: Color(rgb: 0xF3F7FF))

    // MARK: Chrome
    @Named public var chrome0 = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x000000))
    @Named public var chrome50 = UIColor(light: Color(rgb: 0xF6F8FA), dark: Color(rgb: 0x1C1C1C))
    @Named public var chrome100 = UIColor(light: Color(rgb: 0xEBEEF1), dark: Color(rgb: 0x323232))
    @Named public var chrome150 = UIColor(light: Color(rgb: 0xD5DBE1), dark: Color(rgb: 0x464646))
    @Named public var chrome200 = UIColor(light: Color(rgb: 0xC0C8D2), dark: Color(rgb: 0x565656))
    @Named public var chrome300 = UIColor(light: Color(rgb: 0xA3ACBA), dark: Color(rgb: 0x6A6A6A))
    @Named public var chrome400 = UIColor(light: Color(rgb: 0x87909F), dark: Color(rgb: 0x8F8F8F))
    @Named public var chrome500 = UIColor(light: Color(rgb: 0x687385), dark: Color(rgb: 0xABABAB))
    @Named public var chrome600 = UIColor(light: Color(rgb: 0x545969), dark: Color(rgb: 0xC4C4C4))
    @Named public var chrome700 = UIColor(light: Color(rgb: 0x414552), dark: Color(rgb: 0xD8D8D8))
    @Named public var chrome800 = UIColor(light: Color(rgb: 0x30313D), dark: Color(rgb: 0xEFEFEF))
    @Named public var chrome900 = UIColor(light: Color(rgb: 0x1A1B25), dark: Color(rgb: 0xF8F8F8))
    @Named public var chrome1000 = UIColor(light: Color(rgb: 0x000000), dark: Color(rgb: 0xFFFFFF))

    // MARK: Accent
    @Named public var accentPrimary = UIColor(light: Color(rgb: 0x005FFF), dark: Color(rgb: 0x4586FF))
    @Named public var accentSuccess = UIColor(light: Color(rgb: 0x00A46E), dark: Color(rgb: 0x00C384))
    @Named public var accentError = UIColor(light: Color(rgb: 0xD90D10), dark: Color(rgb: 0xFC526A))
    @Named public var accentNeutral = UIColor(light: Color(rgb: 0x687385), dark: Color(rgb: 0xABABAB))

    // MARK: Background
    @Named public var backgroundCoreApp = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x000000))
    @Named public var backgroundCoreElevation0 = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x000000))
    @Named public var backgroundCoreElevation1 = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x1C1C1C))
    @Named public var backgroundCoreElevation2 = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x323232))
    @Named public var backgroundCoreElevation3 = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x565656))
    @Named public var backgroundCoreSurfaceDefault = UIColor(light: Color(rgb: 0xEBEEF1), dark: Color(rgb: 0x323232))
    @Named public var backgroundCoreSurfaceSubtle = UIColor(light: Color(rgb: 0xF6F8FA), dark: Color(rgb: 0x1C1C1C))
    @Named public var backgroundCoreSurfaceCard = UIColor(light: Color(rgb: 0xF6F8FA), dark: Color(rgb: 0x323232))
    @Named public var backgroundCoreSurfaceStrong = UIColor(light: Color(rgb: 0xD5DBE1), dark: Color(rgb: 0x464646))
    @Named public var backgroundCoreInverse = UIColor(light: Color(rgb: 0x000000), dark: Color(rgb: 0xFFFFFF))
    @Named public var backgroundCoreOnAccent = UIColor(Color(rgb: 0xFFFFFF))
    @Named public var backgroundCoreHighlight = UIColor(light: Color(rgb: 0xFEF9DA), dark: Color(rgb: 0x5F1A05))
    @Named public var backgroundCoreOverlayLight = UIColor(
        light: Color(rgb: 0xFFFFFF, alpha: 0.75), dark: Color(rgb: 0x000000, alpha: 0.75))
    @Named public var backgroundCoreOverlayDark = UIColor(
        light: Color(rgb: 0x1A1B25, alpha: 0.25), dark: Color(rgb: 0x000000, alpha: 0.5))
    @Named public var backgroundCoreScrim = UIColor(
        light: Color(rgb: 0x1A1B25, alpha: 0.5), dark: Color(rgb: 0x000000, alpha: 0.75))
    @Named public var backgroundUtilityPressed = UIColor(
        light: Color(rgb: 0x1A1B25, alpha: 0.15), dark: Color(rgb: 0xFFFFFF, alpha: 0.2))
    @Named public var backgroundUtilitySelected = UIColor(
        light: Color(rgb: 0x1A1B25, alpha: 0.2), dark: Color(rgb: 0xFFFFFF, alpha: 0.25))
    @Named public var backgroundUtilityDisabled = UIColor(light: Color(rgb: 0xEBEEF1), dark: Color(rgb: 0x323232))

    // MARK: Text
    @Named public var textPrimary = UIColor(light: Color(rgb: 0x1A1B25), dark: Color(rgb: 0xF8F8F8))
    @Named public var textSecondary = UIColor(light: Color(rgb: 0x414552), dark: Color(rgb: 0xD8D8D8))
    @Named public var textTertiary = UIColor(light: Color(rgb: 0x687385), dark: Color(rgb: 0xABABAB))
    @Named public var textOnInverse = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x000000))
    @Named public var textOnAccent = UIColor(Color(rgb: 0xFFFFFF))
    @Named public var textDisabled = UIColor(light: Color(rgb: 0xA3ACBA), dark: Color(rgb: 0x6A6A6A))
    @Named public var textLink = UIColor(light: Color(rgb: 0x005FFF), dark: Color(rgb: 0xA5C5FF))

    // MARK: Border
    @Named public var borderCoreDefault = UIColor(light: Color(rgb: 0xD5DBE1), dark: Color(rgb: 0x565656))
    @Named public var borderCoreSubtle = UIColor(light: Color(rgb: 0xEBEEF1), dark: Color(rgb: 0x323232))
    @Named public var borderCoreStrong = UIColor(light: Color(rgb: 0xA3ACBA), dark: Color(rgb: 0x6A6A6A))
    @Named public var borderCoreInverse = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x000000))
    @Named public var borderCoreOnInverse = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x000000))
    @Named public var borderCoreOnAccent = UIColor(Color(rgb: 0xFFFFFF))
    @Named public var borderCoreOpacitySubtle = UIColor(
        light: Color(rgb: 0x1A1B25, alpha: 0.1), dark: Color(rgb: 0xFFFFFF, alpha: 0.2))
    @Named public var borderCoreOpacityStrong = UIColor(
        light: Color(rgb: 0x1A1B25, alpha: 0.25), dark: Color(rgb: 0xFFFFFF, alpha: 0.25))
    @Named public var borderUtilityDisabled = UIColor(light: Color(rgb: 0xEBEEF1), dark: Color(rgb: 0x323232))
    @Named public var borderUtilityDisabledOnSurface = UIColor(light: Color(rgb: 0xD5DBE1), dark: Color(rgb: 0x464646))

    // MARK: Avatar
    @Named public var avatarBackgroundDefault = UIColor(light: Color(rgb: 0xC3D9FF), dark: Color(rgb: 0x1B53BD))
    @Named public var avatarPaletteBackground1 = UIColor(light: Color(rgb: 0xC3D9FF), dark: Color(rgb: 0x1B53BD))
    @Named public var avatarPaletteText1 = UIColor(light: Color(rgb: 0x091A3B), dark: Color(rgb: 0xE3EDFF))
    @Named public var avatarTextDefault = UIColor(light: Color(rgb: 0x091A3B), dark: Color(rgb: 0xE3EDFF))

    // MARK: Badge
    @Named public var badgeBackgroundDefault = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x565656))
    @Named public var badgeBackgroundError = UIColor(light: Color(rgb: 0xD90D10), dark: Color(rgb: 0xFC526A))
    @Named public var badgeBackgroundInverse = UIColor(light: Color(rgb: 0x000000), dark: Color(rgb: 0xFFFFFF))
    @Named public var badgeBackgroundNeutral = UIColor(light: Color(rgb: 0x687385), dark: Color(rgb: 0xABABAB))
    @Named public var badgeBackgroundOverlay = UIColor(Color(rgb: 0x000000, alpha: 0.75))
    @Named public var badgeBackgroundPrimary = UIColor(light: Color(rgb: 0x005FFF), dark: Color(rgb: 0x4586FF))
    @Named public var badgeBorder = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x000000))
    @Named public var badgeText = UIColor(light: Color(rgb: 0x1A1B25), dark: Color(rgb: 0xF8F8F8))
    @Named public var badgeTextOnAccent = UIColor(Color(rgb: 0xFFFFFF))
    @Named public var badgeTextOnInverse = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x000000))

    // MARK: Button
    @Named public var buttonPrimaryBackground = UIColor(light: Color(rgb: 0x005FFF), dark: Color(rgb: 0x4586FF))
    @Named public var buttonPrimaryBackgroundLiquidGlass = UIColor(Color(rgb: 0xFFFFFF, alpha: 0.0))
    @Named public var buttonPrimaryBorder = UIColor(light: Color(rgb: 0xA5C5FF), dark: Color(rgb: 0x1B53BD))
    @Named public var buttonPrimaryText = UIColor(light: Color(rgb: 0x005FFF), dark: Color(rgb: 0x4586FF))
    @Named public var buttonPrimaryTextOnAccent = UIColor(Color(rgb: 0xFFFFFF))
    @Named public var buttonSecondaryBackground = UIColor(light: Color(rgb: 0xEBEEF1), dark: Color(rgb: 0x323232))
    @Named public var buttonSecondaryBackgroundLiquidGlass = UIColor(
        light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x000000))
    @Named public var buttonSecondaryBorder = UIColor(light: Color(rgb: 0xD5DBE1), dark: Color(rgb: 0x565656))
    @Named public var buttonSecondaryText = UIColor(light: Color(rgb: 0x1A1B25), dark: Color(rgb: 0xF8F8F8))
    @Named public var buttonSecondaryTextOnAccent = UIColor(light: Color(rgb: 0x1A1B25), dark: Color(rgb: 0xF8F8F8))
    @Named public var buttonDestructiveBackground = UIColor(light: Color(rgb: 0xD90D10), dark: Color(rgb: 0xFC526A))
    @Named public var buttonDestructiveBackgroundLiquidGlass = UIColor(
        light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x000000))
    @Named public var buttonDestructiveBorder = UIColor(light: Color(rgb: 0xD90D10), dark: Color(rgb: 0xFC526A))
    @Named public var buttonDestructiveText = UIColor(light: Color(rgb: 0xD90D10), dark: Color(rgb: 0xFC526A))
    @Named public var buttonDestructiveTextOnAccent = UIColor(Color(rgb: 0xFFFFFF))

    // MARK: Chat
    @Named public var chatBackgroundIncoming = UIColor(light: Color(rgb: 0xEBEEF1), dark: Color(rgb: 0x323232))
    @Named public var chatBackgroundOutgoing = UIColor(light: Color(rgb: 0xE3EDFF), dark: Color(rgb: 0x142F63))
    @Named public var chatBackgroundAttachmentIncoming = UIColor(
        light: Color(rgb: 0xD5DBE1), dark: Color(rgb: 0x464646))
    @Named public var chatBackgroundAttachmentOutgoing = UIColor(
        light: Color(rgb: 0xC3D9FF), dark: Color(rgb: 0x19418D))
    @Named public var chatBorderIncoming = UIColor(light: Color(rgb: 0xEBEEF1), dark: Color(rgb: 0x323232))
    @Named public var chatBorderOutgoing = UIColor(light: Color(rgb: 0xE3EDFF), dark: Color(rgb: 0x142F63))
    @Named public var chatBorderOnChatIncoming = UIColor(light: Color(rgb: 0xA3ACBA), dark: Color(rgb: 0x6A6A6A))
    @Named public var chatBorderOnChatOutgoing = UIColor(light: Color(rgb: 0x78A8FF), dark: Color(rgb: 0x005FFF))
    @Named public var chatTextIncoming = UIColor(light: Color(rgb: 0x1A1B25), dark: Color(rgb: 0xF8F8F8))
    @Named public var chatTextOutgoing = UIColor(light: Color(rgb: 0x091A3B), dark: Color(rgb: 0xF3F7FF))
    @Named public var chatTextLink = UIColor(light: Color(rgb: 0x005FFF), dark: Color(rgb: 0xA5C5FF))
    @Named public var chatTextSystem = UIColor(light: Color(rgb: 0x414552), dark: Color(rgb: 0xD8D8D8))
    @Named public var chatTextTimestamp = UIColor(light: Color(rgb: 0x687385), dark: Color(rgb: 0xABABAB))
    @Named public var chatTextTypingIndicator = UIColor(light: Color(rgb: 0x1A1B25), dark: Color(rgb: 0xF8F8F8))
    @Named public var chatTextUsername = UIColor(light: Color(rgb: 0x414552), dark: Color(rgb: 0xD8D8D8))
    @Named public var chatReplyIndicatorIncoming = UIColor(light: Color(rgb: 0x87909F), dark: Color(rgb: 0x8F8F8F))
    @Named public var chatReplyIndicatorOutgoing = UIColor(Color(rgb: 0x4586FF))
    @Named public var chatPollProgressFillIncoming = UIColor(light: Color(rgb: 0x687385), dark: Color(rgb: 0xABABAB))
    @Named public var chatPollProgressFillOutgoing = UIColor(light: Color(rgb: 0x005FFF), dark: Color(rgb: 0x4586FF))
    @Named public var chatPollProgressTrackIncoming = UIColor(light: Color(rgb: 0xD5DBE1), dark: Color(rgb: 0x464646))
    @Named public var chatPollProgressTrackOutgoing = UIColor(light: Color(rgb: 0xA5C5FF), dark: Color(rgb: 0x1B53BD))

    // MARK: Control
    @Named public var controlCheckboxBorder = UIColor(light: Color(rgb: 0xD5DBE1), dark: Color(rgb: 0x565656))
    @Named public var controlChipText = UIColor(light: Color(rgb: 0x1A1B25), dark: Color(rgb: 0xF8F8F8))
    @Named public var controlPlaybackThumbBackgroundActive = UIColor(
        light: Color(rgb: 0x005FFF), dark: Color(rgb: 0x4586FF))
    @Named public var controlPlaybackThumbBackgroundDefault = UIColor(Color(rgb: 0xFFFFFF))
    @Named public var controlPlaybackThumbBorderActive = UIColor(Color(rgb: 0xFFFFFF))
    @Named public var controlPlaybackThumbBorderDefault = UIColor(
        light: Color(rgb: 0x1A1B25, alpha: 0.25), dark: Color(rgb: 0xFFFFFF, alpha: 0.25))
    @Named public var controlPlayButtonBackground = UIColor(Color(rgb: 0x000000, alpha: 0.75))
    @Named public var controlPlayButtonIcon = UIColor(Color(rgb: 0xFFFFFF))
    @Named public var controlProgressBarFill = UIColor(light: Color(rgb: 0x687385), dark: Color(rgb: 0xABABAB))
    @Named public var controlProgressBarTrack = UIColor(light: Color(rgb: 0xD5DBE1), dark: Color(rgb: 0x464646))
    @Named public var controlRadioCheckBackgroundSelected = UIColor(
        light: Color(rgb: 0x005FFF), dark: Color(rgb: 0x4586FF))
    @Named public var controlRadioCheckBorder = UIColor(light: Color(rgb: 0xD5DBE1), dark: Color(rgb: 0x565656))
    @Named public var controlRadioCheckIcon = UIColor(Color(rgb: 0xFFFFFF))
    @Named public var controlRemoveControlBackground = UIColor(light: Color(rgb: 0x000000), dark: Color(rgb: 0xFFFFFF))
    @Named public var controlRemoveControlBorder = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x000000))
    @Named public var controlRemoveControlIcon = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x000000))

    // MARK: Input
    @Named public var inputSendIconDisabled = UIColor(light: Color(rgb: 0xA3ACBA), dark: Color(rgb: 0x6A6A6A))
    @Named public var inputTextDefault = UIColor(light: Color(rgb: 0x1A1B25), dark: Color(rgb: 0xF8F8F8))
    @Named public var inputTextIcon = UIColor(light: Color(rgb: 0x687385), dark: Color(rgb: 0xABABAB))
    @Named public var inputTextPlaceholder = UIColor(light: Color(rgb: 0x687385), dark: Color(rgb: 0xABABAB))

    // MARK: Presence
    @Named public var presenceBackgroundOffline = UIColor(light: Color(rgb: 0x687385), dark: Color(rgb: 0xABABAB))
    @Named public var presenceBackgroundOnline = UIColor(light: Color(rgb: 0x00A46E), dark: Color(rgb: 0x00C384))
    @Named public var presenceBorder = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x000000))

    // MARK: Reaction
    @Named public var reactionBackground = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x565656))
    @Named public var reactionBorder = UIColor(light: Color(rgb: 0xD5DBE1), dark: Color(rgb: 0x565656))
    @Named public var reactionText = UIColor(light: Color(rgb: 0x1A1B25), dark: Color(rgb: 0xF8F8F8))

    // MARK: Navigation (SwiftUI SDK only)
    @Named public var navigationBarTitle = UIColor(light: Color(rgb: 0x1A1B25), dark: Color(rgb: 0xF8F8F8))
    @Named public var navigationBarSubtitle = UIColor(light: Color(rgb: 0x687385), dark: Color(rgb: 0xABABAB))
    @Named public var navigationBarTintColor = UIColor(light: Color(rgb: 0x005FFF), dark: Color(rgb: 0x4586FF))
    @Named public var navigationBarGlyph = UIColor(Color(rgb: 0xFFFFFF))
    /// The navigation bar's background; nil (the SDK's default) keeps the system's. Not a manifest name: chatshot's
    /// headers draw their own background.
    public var navigationBarBackground: UIColor?

    /// The colours of the SDK's earlier names that no design token draws (see ColorPalette+EarlierNames.swift).
    var earlierNames = EarlierNameValues()

    public init() {}

    /// The palette's colours, read from the declarations above.
    private static let colors = NamedProperties(of: ColorPalette())
    let namedBoxes = NamedBoxes()

    /// Every palette name, in declaration order.
    public static let names = colors.names(of: UIColor.self)

    /// The colour for a palette name (nil for an unknown name; setting nil changes nothing).
    public subscript(name: String) -> UIColor? {
        get { Self.colors.value(name, as: UIColor.self, in: self) }
        set { if let newValue { Self.colors.set(name, to: newValue, in: self) } }
    }
}
