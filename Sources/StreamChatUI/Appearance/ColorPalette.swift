import UIKit
import ChatCanvas

/// The SDK's colour palette (`Appearance.colorPalette`): every semantic name with its light and dark value,
/// as listed in the SDK's current design. Assign a `UIColor` to re-theme (a single colour applies to both styles).
public final class ColorPalette: @unchecked Sendable {

    // MARK: Brand
    public var brand50 = UIColor(light: Color(rgb: 0xF3F7FF), dark: Color(rgb: 0x091A3B))
    public var brand100 = UIColor(light: Color(rgb: 0xE3EDFF), dark: Color(rgb: 0x142F63))
    public var brand150 = UIColor(light: Color(rgb: 0xC3D9FF), dark: Color(rgb: 0x19418D))
    public var brand200 = UIColor(light: Color(rgb: 0xA5C5FF), dark: Color(rgb: 0x1B53BD))
    public var brand300 = UIColor(light: Color(rgb: 0x78A8FF), dark: Color(rgb: 0x005FFF))
    public var brand400 = UIColor(Color(rgb: 0x4586FF))
    public var brand500 = UIColor(light: Color(rgb: 0x005FFF), dark: Color(rgb: 0x78A8FF))
    public var brand600 = UIColor(light: Color(rgb: 0x1B53BD), dark: Color(rgb: 0xA5C5FF))
    public var brand700 = UIColor(light: Color(rgb: 0x19418D), dark: Color(rgb: 0xC3D9FF))
    public var brand800 = UIColor(light: Color(rgb: 0x142F63), dark: Color(rgb: 0xE3EDFF))
    public var brand900 = UIColor(light: Color(rgb: 0x091A3B), dark: Color(rgb: 0xF3F7FF))

    // MARK: Chrome
    public var chrome0 = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x000000))
    public var chrome50 = UIColor(light: Color(rgb: 0xF6F8FA), dark: Color(rgb: 0x1C1C1C))
    public var chrome100 = UIColor(light: Color(rgb: 0xEBEEF1), dark: Color(rgb: 0x323232))
    public var chrome150 = UIColor(light: Color(rgb: 0xD5DBE1), dark: Color(rgb: 0x464646))
    public var chrome200 = UIColor(light: Color(rgb: 0xC0C8D2), dark: Color(rgb: 0x565656))
    public var chrome300 = UIColor(light: Color(rgb: 0xA3ACBA), dark: Color(rgb: 0x6A6A6A))
    public var chrome400 = UIColor(light: Color(rgb: 0x87909F), dark: Color(rgb: 0x8F8F8F))
    public var chrome500 = UIColor(light: Color(rgb: 0x687385), dark: Color(rgb: 0xABABAB))
    public var chrome600 = UIColor(light: Color(rgb: 0x545969), dark: Color(rgb: 0xC4C4C4))
    public var chrome700 = UIColor(light: Color(rgb: 0x414552), dark: Color(rgb: 0xD8D8D8))
    public var chrome800 = UIColor(light: Color(rgb: 0x30313D), dark: Color(rgb: 0xEFEFEF))
    public var chrome900 = UIColor(light: Color(rgb: 0x1A1B25), dark: Color(rgb: 0xF8F8F8))
    public var chrome1000 = UIColor(light: Color(rgb: 0x000000), dark: Color(rgb: 0xFFFFFF))

    // MARK: Accent
    public var accentPrimary = UIColor(light: Color(rgb: 0x005FFF), dark: Color(rgb: 0x4586FF))
    public var accentSuccess = UIColor(light: Color(rgb: 0x00A46E), dark: Color(rgb: 0x00C384))
    public var accentError = UIColor(light: Color(rgb: 0xD90D10), dark: Color(rgb: 0xFC526A))
    public var accentNeutral = UIColor(light: Color(rgb: 0x687385), dark: Color(rgb: 0xABABAB))

    // MARK: Background
    public var backgroundCoreApp = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x000000))
    public var backgroundCoreElevation0 = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x000000))
    public var backgroundCoreElevation1 = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x1C1C1C))
    public var backgroundCoreElevation2 = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x323232))
    public var backgroundCoreElevation3 = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x565656))
    public var backgroundCoreSurfaceDefault = UIColor(light: Color(rgb: 0xEBEEF1), dark: Color(rgb: 0x323232))
    public var backgroundCoreSurfaceSubtle = UIColor(light: Color(rgb: 0xF6F8FA), dark: Color(rgb: 0x1C1C1C))
    public var backgroundCoreSurfaceCard = UIColor(light: Color(rgb: 0xF6F8FA), dark: Color(rgb: 0x323232))
    public var backgroundCoreSurfaceStrong = UIColor(light: Color(rgb: 0xD5DBE1), dark: Color(rgb: 0x464646))
    public var backgroundCoreInverse = UIColor(light: Color(rgb: 0x000000), dark: Color(rgb: 0xFFFFFF))
    public var backgroundCoreOnAccent = UIColor(Color(rgb: 0xFFFFFF))
    public var backgroundCoreHighlight = UIColor(light: Color(rgb: 0xFEF9DA), dark: Color(rgb: 0x5F1A05))
    public var backgroundCoreOverlayLight = UIColor(light: Color(rgb: 0xFFFFFF, alpha: 0.75), dark: Color(rgb: 0x000000, alpha: 0.75))
    public var backgroundCoreOverlayDark = UIColor(light: Color(rgb: 0x1A1B25, alpha: 0.25), dark: Color(rgb: 0x000000, alpha: 0.5))
    public var backgroundCoreScrim = UIColor(light: Color(rgb: 0x1A1B25, alpha: 0.5), dark: Color(rgb: 0x000000, alpha: 0.75))
    public var backgroundUtilityPressed = UIColor(light: Color(rgb: 0x1A1B25, alpha: 0.15), dark: Color(rgb: 0xFFFFFF, alpha: 0.2))
    public var backgroundUtilitySelected = UIColor(light: Color(rgb: 0x1A1B25, alpha: 0.2), dark: Color(rgb: 0xFFFFFF, alpha: 0.25))
    public var backgroundUtilityDisabled = UIColor(light: Color(rgb: 0xEBEEF1), dark: Color(rgb: 0x323232))

    // MARK: Text
    public var textPrimary = UIColor(light: Color(rgb: 0x1A1B25), dark: Color(rgb: 0xF8F8F8))
    public var textSecondary = UIColor(light: Color(rgb: 0x414552), dark: Color(rgb: 0xD8D8D8))
    public var textTertiary = UIColor(light: Color(rgb: 0x687385), dark: Color(rgb: 0xABABAB))
    public var textOnInverse = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x000000))
    public var textOnAccent = UIColor(Color(rgb: 0xFFFFFF))
    public var textDisabled = UIColor(light: Color(rgb: 0xA3ACBA), dark: Color(rgb: 0x6A6A6A))
    public var textLink = UIColor(light: Color(rgb: 0x005FFF), dark: Color(rgb: 0xA5C5FF))

    // MARK: Border
    public var borderCoreDefault = UIColor(light: Color(rgb: 0xD5DBE1), dark: Color(rgb: 0x565656))
    public var borderCoreSubtle = UIColor(light: Color(rgb: 0xEBEEF1), dark: Color(rgb: 0x323232))
    public var borderCoreStrong = UIColor(light: Color(rgb: 0xA3ACBA), dark: Color(rgb: 0x6A6A6A))
    public var borderCoreInverse = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x000000))
    public var borderCoreOnInverse = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x000000))
    public var borderCoreOnAccent = UIColor(Color(rgb: 0xFFFFFF))
    public var borderCoreOpacitySubtle = UIColor(light: Color(rgb: 0x1A1B25, alpha: 0.1), dark: Color(rgb: 0xFFFFFF, alpha: 0.2))
    public var borderCoreOpacityStrong = UIColor(light: Color(rgb: 0x1A1B25, alpha: 0.25), dark: Color(rgb: 0xFFFFFF, alpha: 0.25))
    public var borderUtilityDisabled = UIColor(light: Color(rgb: 0xEBEEF1), dark: Color(rgb: 0x323232))
    public var borderUtilityDisabledOnSurface = UIColor(light: Color(rgb: 0xD5DBE1), dark: Color(rgb: 0x464646))

    // MARK: Avatar
    public var avatarBackgroundDefault = UIColor(light: Color(rgb: 0xC3D9FF), dark: Color(rgb: 0x1B53BD))
    public var avatarPaletteBackground1 = UIColor(light: Color(rgb: 0xC3D9FF), dark: Color(rgb: 0x1B53BD))
    public var avatarPaletteText1 = UIColor(light: Color(rgb: 0x091A3B), dark: Color(rgb: 0xE3EDFF))
    public var avatarTextDefault = UIColor(light: Color(rgb: 0x091A3B), dark: Color(rgb: 0xE3EDFF))

    // MARK: Badge
    public var badgeBackgroundDefault = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x565656))
    public var badgeBackgroundError = UIColor(light: Color(rgb: 0xD90D10), dark: Color(rgb: 0xFC526A))
    public var badgeBackgroundInverse = UIColor(light: Color(rgb: 0x000000), dark: Color(rgb: 0xFFFFFF))
    public var badgeBackgroundNeutral = UIColor(light: Color(rgb: 0x687385), dark: Color(rgb: 0xABABAB))
    public var badgeBackgroundOverlay = UIColor(Color(rgb: 0x000000, alpha: 0.75))
    public var badgeBackgroundPrimary = UIColor(light: Color(rgb: 0x005FFF), dark: Color(rgb: 0x4586FF))
    public var badgeBorder = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x000000))
    public var badgeText = UIColor(light: Color(rgb: 0x1A1B25), dark: Color(rgb: 0xF8F8F8))
    public var badgeTextOnAccent = UIColor(Color(rgb: 0xFFFFFF))
    public var badgeTextOnInverse = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x000000))

    // MARK: Button
    public var buttonPrimaryBackground = UIColor(light: Color(rgb: 0x005FFF), dark: Color(rgb: 0x4586FF))
    public var buttonPrimaryBackgroundLiquidGlass = UIColor(Color(rgb: 0xFFFFFF, alpha: 0.0))
    public var buttonPrimaryBorder = UIColor(light: Color(rgb: 0xA5C5FF), dark: Color(rgb: 0x1B53BD))
    public var buttonPrimaryText = UIColor(light: Color(rgb: 0x005FFF), dark: Color(rgb: 0x4586FF))
    public var buttonPrimaryTextOnAccent = UIColor(Color(rgb: 0xFFFFFF))
    public var buttonSecondaryBackground = UIColor(light: Color(rgb: 0xEBEEF1), dark: Color(rgb: 0x323232))
    public var buttonSecondaryBackgroundLiquidGlass = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x000000))
    public var buttonSecondaryBorder = UIColor(light: Color(rgb: 0xD5DBE1), dark: Color(rgb: 0x565656))
    public var buttonSecondaryText = UIColor(light: Color(rgb: 0x1A1B25), dark: Color(rgb: 0xF8F8F8))
    public var buttonSecondaryTextOnAccent = UIColor(light: Color(rgb: 0x1A1B25), dark: Color(rgb: 0xF8F8F8))
    public var buttonDestructiveBackground = UIColor(light: Color(rgb: 0xD90D10), dark: Color(rgb: 0xFC526A))
    public var buttonDestructiveBackgroundLiquidGlass = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x000000))
    public var buttonDestructiveBorder = UIColor(light: Color(rgb: 0xD90D10), dark: Color(rgb: 0xFC526A))
    public var buttonDestructiveText = UIColor(light: Color(rgb: 0xD90D10), dark: Color(rgb: 0xFC526A))
    public var buttonDestructiveTextOnAccent = UIColor(Color(rgb: 0xFFFFFF))

    // MARK: Chat
    public var chatBackgroundIncoming = UIColor(light: Color(rgb: 0xEBEEF1), dark: Color(rgb: 0x323232))
    public var chatBackgroundOutgoing = UIColor(light: Color(rgb: 0xE3EDFF), dark: Color(rgb: 0x142F63))
    public var chatBackgroundAttachmentIncoming = UIColor(light: Color(rgb: 0xD5DBE1), dark: Color(rgb: 0x464646))
    public var chatBackgroundAttachmentOutgoing = UIColor(light: Color(rgb: 0xC3D9FF), dark: Color(rgb: 0x19418D))
    public var chatBorderIncoming = UIColor(light: Color(rgb: 0xEBEEF1), dark: Color(rgb: 0x323232))
    public var chatBorderOutgoing = UIColor(light: Color(rgb: 0xE3EDFF), dark: Color(rgb: 0x142F63))
    public var chatBorderOnChatIncoming = UIColor(light: Color(rgb: 0xA3ACBA), dark: Color(rgb: 0x6A6A6A))
    public var chatBorderOnChatOutgoing = UIColor(light: Color(rgb: 0x78A8FF), dark: Color(rgb: 0x005FFF))
    public var chatTextIncoming = UIColor(light: Color(rgb: 0x1A1B25), dark: Color(rgb: 0xF8F8F8))
    public var chatTextOutgoing = UIColor(light: Color(rgb: 0x091A3B), dark: Color(rgb: 0xF3F7FF))
    public var chatTextLink = UIColor(light: Color(rgb: 0x005FFF), dark: Color(rgb: 0xA5C5FF))
    public var chatTextSystem = UIColor(light: Color(rgb: 0x414552), dark: Color(rgb: 0xD8D8D8))
    public var chatTextTimestamp = UIColor(light: Color(rgb: 0x687385), dark: Color(rgb: 0xABABAB))
    public var chatTextTypingIndicator = UIColor(light: Color(rgb: 0x1A1B25), dark: Color(rgb: 0xF8F8F8))
    public var chatTextUsername = UIColor(light: Color(rgb: 0x414552), dark: Color(rgb: 0xD8D8D8))
    public var chatReplyIndicatorIncoming = UIColor(light: Color(rgb: 0x87909F), dark: Color(rgb: 0x8F8F8F))
    public var chatReplyIndicatorOutgoing = UIColor(Color(rgb: 0x4586FF))
    public var chatPollProgressFillIncoming = UIColor(light: Color(rgb: 0x687385), dark: Color(rgb: 0xABABAB))
    public var chatPollProgressFillOutgoing = UIColor(light: Color(rgb: 0x005FFF), dark: Color(rgb: 0x4586FF))
    public var chatPollProgressTrackIncoming = UIColor(light: Color(rgb: 0xD5DBE1), dark: Color(rgb: 0x464646))
    public var chatPollProgressTrackOutgoing = UIColor(light: Color(rgb: 0xA5C5FF), dark: Color(rgb: 0x1B53BD))

    // MARK: Control
    public var controlCheckboxBorder = UIColor(light: Color(rgb: 0xD5DBE1), dark: Color(rgb: 0x565656))
    public var controlChipText = UIColor(light: Color(rgb: 0x1A1B25), dark: Color(rgb: 0xF8F8F8))
    public var controlPlaybackThumbBackgroundActive = UIColor(light: Color(rgb: 0x005FFF), dark: Color(rgb: 0x4586FF))
    public var controlPlaybackThumbBackgroundDefault = UIColor(Color(rgb: 0xFFFFFF))
    public var controlPlaybackThumbBorderActive = UIColor(Color(rgb: 0xFFFFFF))
    public var controlPlaybackThumbBorderDefault = UIColor(light: Color(rgb: 0x1A1B25, alpha: 0.25), dark: Color(rgb: 0xFFFFFF, alpha: 0.25))
    public var controlPlayButtonBackground = UIColor(Color(rgb: 0x000000, alpha: 0.75))
    public var controlPlayButtonIcon = UIColor(Color(rgb: 0xFFFFFF))
    public var controlProgressBarFill = UIColor(light: Color(rgb: 0x687385), dark: Color(rgb: 0xABABAB))
    public var controlProgressBarTrack = UIColor(light: Color(rgb: 0xD5DBE1), dark: Color(rgb: 0x464646))
    public var controlRadioCheckBackgroundSelected = UIColor(light: Color(rgb: 0x005FFF), dark: Color(rgb: 0x4586FF))
    public var controlRadioCheckBorder = UIColor(light: Color(rgb: 0xD5DBE1), dark: Color(rgb: 0x565656))
    public var controlRadioCheckIcon = UIColor(Color(rgb: 0xFFFFFF))
    public var controlRemoveControlBackground = UIColor(light: Color(rgb: 0x000000), dark: Color(rgb: 0xFFFFFF))
    public var controlRemoveControlBorder = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x000000))
    public var controlRemoveControlIcon = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x000000))

    // MARK: Input
    public var inputSendIconDisabled = UIColor(light: Color(rgb: 0xA3ACBA), dark: Color(rgb: 0x6A6A6A))
    public var inputTextDefault = UIColor(light: Color(rgb: 0x1A1B25), dark: Color(rgb: 0xF8F8F8))
    public var inputTextIcon = UIColor(light: Color(rgb: 0x687385), dark: Color(rgb: 0xABABAB))
    public var inputTextPlaceholder = UIColor(light: Color(rgb: 0x687385), dark: Color(rgb: 0xABABAB))

    // MARK: Presence
    public var presenceBackgroundOffline = UIColor(light: Color(rgb: 0x687385), dark: Color(rgb: 0xABABAB))
    public var presenceBackgroundOnline = UIColor(light: Color(rgb: 0x00A46E), dark: Color(rgb: 0x00C384))
    public var presenceBorder = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x000000))

    // MARK: Reaction
    public var reactionBackground = UIColor(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x565656))
    public var reactionBorder = UIColor(light: Color(rgb: 0xD5DBE1), dark: Color(rgb: 0x565656))
    public var reactionText = UIColor(light: Color(rgb: 0x1A1B25), dark: Color(rgb: 0xF8F8F8))

    // MARK: Navigation (SwiftUI SDK only)
    public var navigationBarTitle = UIColor(light: Color(rgb: 0x1A1B25), dark: Color(rgb: 0xF8F8F8))
    public var navigationBarSubtitle = UIColor(light: Color(rgb: 0x687385), dark: Color(rgb: 0xABABAB))
    public var navigationBarTintColor = UIColor(light: Color(rgb: 0x005FFF), dark: Color(rgb: 0x4586FF))
    public var navigationBarGlyph = UIColor(Color(rgb: 0xFFFFFF))

    // MARK: Names of earlier SDK versions, used by the guides

    /// The outgoing bubble in earlier SDK versions (the guides' `background6`).
    public var background6: UIColor { get { chatBackgroundOutgoing } set { chatBackgroundOutgoing = newValue } }
    /// The standard border in earlier SDK versions.
    public var border: UIColor { get { borderCoreDefault } set { borderCoreDefault = newValue } }

    public init() {}

    /// Every palette name, in declaration order.
    public static let names: [String] = ["brand50", "brand100", "brand150", "brand200", "brand300", "brand400", "brand500", "brand600", "brand700", "brand800", "brand900", "chrome0", "chrome50", "chrome100", "chrome150", "chrome200", "chrome300", "chrome400", "chrome500", "chrome600", "chrome700", "chrome800", "chrome900", "chrome1000", "accentPrimary", "accentSuccess", "accentError", "accentNeutral", "backgroundCoreApp", "backgroundCoreElevation0", "backgroundCoreElevation1", "backgroundCoreElevation2", "backgroundCoreElevation3", "backgroundCoreSurfaceDefault", "backgroundCoreSurfaceSubtle", "backgroundCoreSurfaceCard", "backgroundCoreSurfaceStrong", "backgroundCoreInverse", "backgroundCoreOnAccent", "backgroundCoreHighlight", "backgroundCoreOverlayLight", "backgroundCoreOverlayDark", "backgroundCoreScrim", "backgroundUtilityPressed", "backgroundUtilitySelected", "backgroundUtilityDisabled", "textPrimary", "textSecondary", "textTertiary", "textOnInverse", "textOnAccent", "textDisabled", "textLink", "borderCoreDefault", "borderCoreSubtle", "borderCoreStrong", "borderCoreInverse", "borderCoreOnInverse", "borderCoreOnAccent", "borderCoreOpacitySubtle", "borderCoreOpacityStrong", "borderUtilityDisabled", "borderUtilityDisabledOnSurface", "avatarBackgroundDefault", "avatarPaletteBackground1", "avatarPaletteText1", "avatarTextDefault", "badgeBackgroundDefault", "badgeBackgroundError", "badgeBackgroundInverse", "badgeBackgroundNeutral", "badgeBackgroundOverlay", "badgeBackgroundPrimary", "badgeBorder", "badgeText", "badgeTextOnAccent", "badgeTextOnInverse", "buttonPrimaryBackground", "buttonPrimaryBackgroundLiquidGlass", "buttonPrimaryBorder", "buttonPrimaryText", "buttonPrimaryTextOnAccent", "buttonSecondaryBackground", "buttonSecondaryBackgroundLiquidGlass", "buttonSecondaryBorder", "buttonSecondaryText", "buttonSecondaryTextOnAccent", "buttonDestructiveBackground", "buttonDestructiveBackgroundLiquidGlass", "buttonDestructiveBorder", "buttonDestructiveText", "buttonDestructiveTextOnAccent", "chatBackgroundIncoming", "chatBackgroundOutgoing", "chatBackgroundAttachmentIncoming", "chatBackgroundAttachmentOutgoing", "chatBorderIncoming", "chatBorderOutgoing", "chatBorderOnChatIncoming", "chatBorderOnChatOutgoing", "chatTextIncoming", "chatTextOutgoing", "chatTextLink", "chatTextSystem", "chatTextTimestamp", "chatTextTypingIndicator", "chatTextUsername", "chatReplyIndicatorIncoming", "chatReplyIndicatorOutgoing", "chatPollProgressFillIncoming", "chatPollProgressFillOutgoing", "chatPollProgressTrackIncoming", "chatPollProgressTrackOutgoing", "controlCheckboxBorder", "controlChipText", "controlPlaybackThumbBackgroundActive", "controlPlaybackThumbBackgroundDefault", "controlPlaybackThumbBorderActive", "controlPlaybackThumbBorderDefault", "controlPlayButtonBackground", "controlPlayButtonIcon", "controlProgressBarFill", "controlProgressBarTrack", "controlRadioCheckBackgroundSelected", "controlRadioCheckBorder", "controlRadioCheckIcon", "controlRemoveControlBackground", "controlRemoveControlBorder", "controlRemoveControlIcon", "inputSendIconDisabled", "inputTextDefault", "inputTextIcon", "inputTextPlaceholder", "presenceBackgroundOffline", "presenceBackgroundOnline", "presenceBorder", "reactionBackground", "reactionBorder", "reactionText", "navigationBarTitle", "navigationBarSubtitle", "navigationBarTintColor", "navigationBarGlyph"]

    /// The colour for a palette name (nil for an unknown name).
    public subscript(name: String) -> UIColor? {
        get {
            switch name {
            case "brand50": return brand50
            case "brand100": return brand100
            case "brand150": return brand150
            case "brand200": return brand200
            case "brand300": return brand300
            case "brand400": return brand400
            case "brand500": return brand500
            case "brand600": return brand600
            case "brand700": return brand700
            case "brand800": return brand800
            case "brand900": return brand900
            case "chrome0": return chrome0
            case "chrome50": return chrome50
            case "chrome100": return chrome100
            case "chrome150": return chrome150
            case "chrome200": return chrome200
            case "chrome300": return chrome300
            case "chrome400": return chrome400
            case "chrome500": return chrome500
            case "chrome600": return chrome600
            case "chrome700": return chrome700
            case "chrome800": return chrome800
            case "chrome900": return chrome900
            case "chrome1000": return chrome1000
            case "accentPrimary": return accentPrimary
            case "accentSuccess": return accentSuccess
            case "accentError": return accentError
            case "accentNeutral": return accentNeutral
            case "backgroundCoreApp": return backgroundCoreApp
            case "backgroundCoreElevation0": return backgroundCoreElevation0
            case "backgroundCoreElevation1": return backgroundCoreElevation1
            case "backgroundCoreElevation2": return backgroundCoreElevation2
            case "backgroundCoreElevation3": return backgroundCoreElevation3
            case "backgroundCoreSurfaceDefault": return backgroundCoreSurfaceDefault
            case "backgroundCoreSurfaceSubtle": return backgroundCoreSurfaceSubtle
            case "backgroundCoreSurfaceCard": return backgroundCoreSurfaceCard
            case "backgroundCoreSurfaceStrong": return backgroundCoreSurfaceStrong
            case "backgroundCoreInverse": return backgroundCoreInverse
            case "backgroundCoreOnAccent": return backgroundCoreOnAccent
            case "backgroundCoreHighlight": return backgroundCoreHighlight
            case "backgroundCoreOverlayLight": return backgroundCoreOverlayLight
            case "backgroundCoreOverlayDark": return backgroundCoreOverlayDark
            case "backgroundCoreScrim": return backgroundCoreScrim
            case "backgroundUtilityPressed": return backgroundUtilityPressed
            case "backgroundUtilitySelected": return backgroundUtilitySelected
            case "backgroundUtilityDisabled": return backgroundUtilityDisabled
            case "textPrimary": return textPrimary
            case "textSecondary": return textSecondary
            case "textTertiary": return textTertiary
            case "textOnInverse": return textOnInverse
            case "textOnAccent": return textOnAccent
            case "textDisabled": return textDisabled
            case "textLink": return textLink
            case "borderCoreDefault": return borderCoreDefault
            case "borderCoreSubtle": return borderCoreSubtle
            case "borderCoreStrong": return borderCoreStrong
            case "borderCoreInverse": return borderCoreInverse
            case "borderCoreOnInverse": return borderCoreOnInverse
            case "borderCoreOnAccent": return borderCoreOnAccent
            case "borderCoreOpacitySubtle": return borderCoreOpacitySubtle
            case "borderCoreOpacityStrong": return borderCoreOpacityStrong
            case "borderUtilityDisabled": return borderUtilityDisabled
            case "borderUtilityDisabledOnSurface": return borderUtilityDisabledOnSurface
            case "avatarBackgroundDefault": return avatarBackgroundDefault
            case "avatarPaletteBackground1": return avatarPaletteBackground1
            case "avatarPaletteText1": return avatarPaletteText1
            case "avatarTextDefault": return avatarTextDefault
            case "badgeBackgroundDefault": return badgeBackgroundDefault
            case "badgeBackgroundError": return badgeBackgroundError
            case "badgeBackgroundInverse": return badgeBackgroundInverse
            case "badgeBackgroundNeutral": return badgeBackgroundNeutral
            case "badgeBackgroundOverlay": return badgeBackgroundOverlay
            case "badgeBackgroundPrimary": return badgeBackgroundPrimary
            case "badgeBorder": return badgeBorder
            case "badgeText": return badgeText
            case "badgeTextOnAccent": return badgeTextOnAccent
            case "badgeTextOnInverse": return badgeTextOnInverse
            case "buttonPrimaryBackground": return buttonPrimaryBackground
            case "buttonPrimaryBackgroundLiquidGlass": return buttonPrimaryBackgroundLiquidGlass
            case "buttonPrimaryBorder": return buttonPrimaryBorder
            case "buttonPrimaryText": return buttonPrimaryText
            case "buttonPrimaryTextOnAccent": return buttonPrimaryTextOnAccent
            case "buttonSecondaryBackground": return buttonSecondaryBackground
            case "buttonSecondaryBackgroundLiquidGlass": return buttonSecondaryBackgroundLiquidGlass
            case "buttonSecondaryBorder": return buttonSecondaryBorder
            case "buttonSecondaryText": return buttonSecondaryText
            case "buttonSecondaryTextOnAccent": return buttonSecondaryTextOnAccent
            case "buttonDestructiveBackground": return buttonDestructiveBackground
            case "buttonDestructiveBackgroundLiquidGlass": return buttonDestructiveBackgroundLiquidGlass
            case "buttonDestructiveBorder": return buttonDestructiveBorder
            case "buttonDestructiveText": return buttonDestructiveText
            case "buttonDestructiveTextOnAccent": return buttonDestructiveTextOnAccent
            case "chatBackgroundIncoming": return chatBackgroundIncoming
            case "chatBackgroundOutgoing": return chatBackgroundOutgoing
            case "chatBackgroundAttachmentIncoming": return chatBackgroundAttachmentIncoming
            case "chatBackgroundAttachmentOutgoing": return chatBackgroundAttachmentOutgoing
            case "chatBorderIncoming": return chatBorderIncoming
            case "chatBorderOutgoing": return chatBorderOutgoing
            case "chatBorderOnChatIncoming": return chatBorderOnChatIncoming
            case "chatBorderOnChatOutgoing": return chatBorderOnChatOutgoing
            case "chatTextIncoming": return chatTextIncoming
            case "chatTextOutgoing": return chatTextOutgoing
            case "chatTextLink": return chatTextLink
            case "chatTextSystem": return chatTextSystem
            case "chatTextTimestamp": return chatTextTimestamp
            case "chatTextTypingIndicator": return chatTextTypingIndicator
            case "chatTextUsername": return chatTextUsername
            case "chatReplyIndicatorIncoming": return chatReplyIndicatorIncoming
            case "chatReplyIndicatorOutgoing": return chatReplyIndicatorOutgoing
            case "chatPollProgressFillIncoming": return chatPollProgressFillIncoming
            case "chatPollProgressFillOutgoing": return chatPollProgressFillOutgoing
            case "chatPollProgressTrackIncoming": return chatPollProgressTrackIncoming
            case "chatPollProgressTrackOutgoing": return chatPollProgressTrackOutgoing
            case "controlCheckboxBorder": return controlCheckboxBorder
            case "controlChipText": return controlChipText
            case "controlPlaybackThumbBackgroundActive": return controlPlaybackThumbBackgroundActive
            case "controlPlaybackThumbBackgroundDefault": return controlPlaybackThumbBackgroundDefault
            case "controlPlaybackThumbBorderActive": return controlPlaybackThumbBorderActive
            case "controlPlaybackThumbBorderDefault": return controlPlaybackThumbBorderDefault
            case "controlPlayButtonBackground": return controlPlayButtonBackground
            case "controlPlayButtonIcon": return controlPlayButtonIcon
            case "controlProgressBarFill": return controlProgressBarFill
            case "controlProgressBarTrack": return controlProgressBarTrack
            case "controlRadioCheckBackgroundSelected": return controlRadioCheckBackgroundSelected
            case "controlRadioCheckBorder": return controlRadioCheckBorder
            case "controlRadioCheckIcon": return controlRadioCheckIcon
            case "controlRemoveControlBackground": return controlRemoveControlBackground
            case "controlRemoveControlBorder": return controlRemoveControlBorder
            case "controlRemoveControlIcon": return controlRemoveControlIcon
            case "inputSendIconDisabled": return inputSendIconDisabled
            case "inputTextDefault": return inputTextDefault
            case "inputTextIcon": return inputTextIcon
            case "inputTextPlaceholder": return inputTextPlaceholder
            case "presenceBackgroundOffline": return presenceBackgroundOffline
            case "presenceBackgroundOnline": return presenceBackgroundOnline
            case "presenceBorder": return presenceBorder
            case "reactionBackground": return reactionBackground
            case "reactionBorder": return reactionBorder
            case "reactionText": return reactionText
            case "navigationBarTitle": return navigationBarTitle
            case "navigationBarSubtitle": return navigationBarSubtitle
            case "navigationBarTintColor": return navigationBarTintColor
            case "navigationBarGlyph": return navigationBarGlyph
            default: return nil
            }
        }
        set {
            guard let newValue else { return }
            switch name {
            case "brand50": brand50 = newValue
            case "brand100": brand100 = newValue
            case "brand150": brand150 = newValue
            case "brand200": brand200 = newValue
            case "brand300": brand300 = newValue
            case "brand400": brand400 = newValue
            case "brand500": brand500 = newValue
            case "brand600": brand600 = newValue
            case "brand700": brand700 = newValue
            case "brand800": brand800 = newValue
            case "brand900": brand900 = newValue
            case "chrome0": chrome0 = newValue
            case "chrome50": chrome50 = newValue
            case "chrome100": chrome100 = newValue
            case "chrome150": chrome150 = newValue
            case "chrome200": chrome200 = newValue
            case "chrome300": chrome300 = newValue
            case "chrome400": chrome400 = newValue
            case "chrome500": chrome500 = newValue
            case "chrome600": chrome600 = newValue
            case "chrome700": chrome700 = newValue
            case "chrome800": chrome800 = newValue
            case "chrome900": chrome900 = newValue
            case "chrome1000": chrome1000 = newValue
            case "accentPrimary": accentPrimary = newValue
            case "accentSuccess": accentSuccess = newValue
            case "accentError": accentError = newValue
            case "accentNeutral": accentNeutral = newValue
            case "backgroundCoreApp": backgroundCoreApp = newValue
            case "backgroundCoreElevation0": backgroundCoreElevation0 = newValue
            case "backgroundCoreElevation1": backgroundCoreElevation1 = newValue
            case "backgroundCoreElevation2": backgroundCoreElevation2 = newValue
            case "backgroundCoreElevation3": backgroundCoreElevation3 = newValue
            case "backgroundCoreSurfaceDefault": backgroundCoreSurfaceDefault = newValue
            case "backgroundCoreSurfaceSubtle": backgroundCoreSurfaceSubtle = newValue
            case "backgroundCoreSurfaceCard": backgroundCoreSurfaceCard = newValue
            case "backgroundCoreSurfaceStrong": backgroundCoreSurfaceStrong = newValue
            case "backgroundCoreInverse": backgroundCoreInverse = newValue
            case "backgroundCoreOnAccent": backgroundCoreOnAccent = newValue
            case "backgroundCoreHighlight": backgroundCoreHighlight = newValue
            case "backgroundCoreOverlayLight": backgroundCoreOverlayLight = newValue
            case "backgroundCoreOverlayDark": backgroundCoreOverlayDark = newValue
            case "backgroundCoreScrim": backgroundCoreScrim = newValue
            case "backgroundUtilityPressed": backgroundUtilityPressed = newValue
            case "backgroundUtilitySelected": backgroundUtilitySelected = newValue
            case "backgroundUtilityDisabled": backgroundUtilityDisabled = newValue
            case "textPrimary": textPrimary = newValue
            case "textSecondary": textSecondary = newValue
            case "textTertiary": textTertiary = newValue
            case "textOnInverse": textOnInverse = newValue
            case "textOnAccent": textOnAccent = newValue
            case "textDisabled": textDisabled = newValue
            case "textLink": textLink = newValue
            case "borderCoreDefault": borderCoreDefault = newValue
            case "borderCoreSubtle": borderCoreSubtle = newValue
            case "borderCoreStrong": borderCoreStrong = newValue
            case "borderCoreInverse": borderCoreInverse = newValue
            case "borderCoreOnInverse": borderCoreOnInverse = newValue
            case "borderCoreOnAccent": borderCoreOnAccent = newValue
            case "borderCoreOpacitySubtle": borderCoreOpacitySubtle = newValue
            case "borderCoreOpacityStrong": borderCoreOpacityStrong = newValue
            case "borderUtilityDisabled": borderUtilityDisabled = newValue
            case "borderUtilityDisabledOnSurface": borderUtilityDisabledOnSurface = newValue
            case "avatarBackgroundDefault": avatarBackgroundDefault = newValue
            case "avatarPaletteBackground1": avatarPaletteBackground1 = newValue
            case "avatarPaletteText1": avatarPaletteText1 = newValue
            case "avatarTextDefault": avatarTextDefault = newValue
            case "badgeBackgroundDefault": badgeBackgroundDefault = newValue
            case "badgeBackgroundError": badgeBackgroundError = newValue
            case "badgeBackgroundInverse": badgeBackgroundInverse = newValue
            case "badgeBackgroundNeutral": badgeBackgroundNeutral = newValue
            case "badgeBackgroundOverlay": badgeBackgroundOverlay = newValue
            case "badgeBackgroundPrimary": badgeBackgroundPrimary = newValue
            case "badgeBorder": badgeBorder = newValue
            case "badgeText": badgeText = newValue
            case "badgeTextOnAccent": badgeTextOnAccent = newValue
            case "badgeTextOnInverse": badgeTextOnInverse = newValue
            case "buttonPrimaryBackground": buttonPrimaryBackground = newValue
            case "buttonPrimaryBackgroundLiquidGlass": buttonPrimaryBackgroundLiquidGlass = newValue
            case "buttonPrimaryBorder": buttonPrimaryBorder = newValue
            case "buttonPrimaryText": buttonPrimaryText = newValue
            case "buttonPrimaryTextOnAccent": buttonPrimaryTextOnAccent = newValue
            case "buttonSecondaryBackground": buttonSecondaryBackground = newValue
            case "buttonSecondaryBackgroundLiquidGlass": buttonSecondaryBackgroundLiquidGlass = newValue
            case "buttonSecondaryBorder": buttonSecondaryBorder = newValue
            case "buttonSecondaryText": buttonSecondaryText = newValue
            case "buttonSecondaryTextOnAccent": buttonSecondaryTextOnAccent = newValue
            case "buttonDestructiveBackground": buttonDestructiveBackground = newValue
            case "buttonDestructiveBackgroundLiquidGlass": buttonDestructiveBackgroundLiquidGlass = newValue
            case "buttonDestructiveBorder": buttonDestructiveBorder = newValue
            case "buttonDestructiveText": buttonDestructiveText = newValue
            case "buttonDestructiveTextOnAccent": buttonDestructiveTextOnAccent = newValue
            case "chatBackgroundIncoming": chatBackgroundIncoming = newValue
            case "chatBackgroundOutgoing": chatBackgroundOutgoing = newValue
            case "chatBackgroundAttachmentIncoming": chatBackgroundAttachmentIncoming = newValue
            case "chatBackgroundAttachmentOutgoing": chatBackgroundAttachmentOutgoing = newValue
            case "chatBorderIncoming": chatBorderIncoming = newValue
            case "chatBorderOutgoing": chatBorderOutgoing = newValue
            case "chatBorderOnChatIncoming": chatBorderOnChatIncoming = newValue
            case "chatBorderOnChatOutgoing": chatBorderOnChatOutgoing = newValue
            case "chatTextIncoming": chatTextIncoming = newValue
            case "chatTextOutgoing": chatTextOutgoing = newValue
            case "chatTextLink": chatTextLink = newValue
            case "chatTextSystem": chatTextSystem = newValue
            case "chatTextTimestamp": chatTextTimestamp = newValue
            case "chatTextTypingIndicator": chatTextTypingIndicator = newValue
            case "chatTextUsername": chatTextUsername = newValue
            case "chatReplyIndicatorIncoming": chatReplyIndicatorIncoming = newValue
            case "chatReplyIndicatorOutgoing": chatReplyIndicatorOutgoing = newValue
            case "chatPollProgressFillIncoming": chatPollProgressFillIncoming = newValue
            case "chatPollProgressFillOutgoing": chatPollProgressFillOutgoing = newValue
            case "chatPollProgressTrackIncoming": chatPollProgressTrackIncoming = newValue
            case "chatPollProgressTrackOutgoing": chatPollProgressTrackOutgoing = newValue
            case "controlCheckboxBorder": controlCheckboxBorder = newValue
            case "controlChipText": controlChipText = newValue
            case "controlPlaybackThumbBackgroundActive": controlPlaybackThumbBackgroundActive = newValue
            case "controlPlaybackThumbBackgroundDefault": controlPlaybackThumbBackgroundDefault = newValue
            case "controlPlaybackThumbBorderActive": controlPlaybackThumbBorderActive = newValue
            case "controlPlaybackThumbBorderDefault": controlPlaybackThumbBorderDefault = newValue
            case "controlPlayButtonBackground": controlPlayButtonBackground = newValue
            case "controlPlayButtonIcon": controlPlayButtonIcon = newValue
            case "controlProgressBarFill": controlProgressBarFill = newValue
            case "controlProgressBarTrack": controlProgressBarTrack = newValue
            case "controlRadioCheckBackgroundSelected": controlRadioCheckBackgroundSelected = newValue
            case "controlRadioCheckBorder": controlRadioCheckBorder = newValue
            case "controlRadioCheckIcon": controlRadioCheckIcon = newValue
            case "controlRemoveControlBackground": controlRemoveControlBackground = newValue
            case "controlRemoveControlBorder": controlRemoveControlBorder = newValue
            case "controlRemoveControlIcon": controlRemoveControlIcon = newValue
            case "inputSendIconDisabled": inputSendIconDisabled = newValue
            case "inputTextDefault": inputTextDefault = newValue
            case "inputTextIcon": inputTextIcon = newValue
            case "inputTextPlaceholder": inputTextPlaceholder = newValue
            case "presenceBackgroundOffline": presenceBackgroundOffline = newValue
            case "presenceBackgroundOnline": presenceBackgroundOnline = newValue
            case "presenceBorder": presenceBorder = newValue
            case "reactionBackground": reactionBackground = newValue
            case "reactionBorder": reactionBorder = newValue
            case "reactionText": reactionText = newValue
            case "navigationBarTitle": navigationBarTitle = newValue
            case "navigationBarSubtitle": navigationBarSubtitle = newValue
            case "navigationBarTintColor": navigationBarTintColor = newValue
            case "navigationBarGlyph": navigationBarGlyph = newValue
            default: break
            }
        }
    }
}
