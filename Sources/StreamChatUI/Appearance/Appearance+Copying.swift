import Foundation
import UIKit

extension Appearance {
    /// Makes this appearance look like `other`: its palette, images, tint colour and formatters, and the fonts it
    /// changed (a font `other` has at its default keeps this appearance's own, made for its content size). How a
    /// render starts from the appearance an app's set-up left in `Appearance.default` when that is another instance
    /// (`Appearance.default = appearance`, or a set-up that runs once, such as a `static let`'s initializer).
    public func copy(from other: Appearance) {
        guard other !== self else { return }
        colorPalette.copy(from: other.colorPalette)
        fonts.copyChanges(from: other.fonts, defaults: Fonts(contentSize: other.contentSizeCategory))
        images.copy(from: other.images)
        tintColor = other.tintColor
        formatters = other.formatters
        localizationProvider = other.localizationProvider
    }
}

extension ColorPalette {
    /// Makes this palette the same as `other`, colour by colour.
    public func copy(from other: ColorPalette) {
        guard other !== self else { return }
        for property in Self.storedProperties { property.copy(self, other) }
    }

    /// Every stored property by name, with how to copy it (`AppearanceCopyTests` checks that none is missing).
    static let storedProperties: [(name: String, copy: @Sendable (ColorPalette, ColorPalette) -> Void)] = [
        ("brand50", { $0.brand50 = $1.brand50 }),
        ("brand100", { $0.brand100 = $1.brand100 }),
        ("brand150", { $0.brand150 = $1.brand150 }),
        ("brand200", { $0.brand200 = $1.brand200 }),
        ("brand300", { $0.brand300 = $1.brand300 }),
        ("brand400", { $0.brand400 = $1.brand400 }),
        ("brand500", { $0.brand500 = $1.brand500 }),
        ("brand600", { $0.brand600 = $1.brand600 }),
        ("brand700", { $0.brand700 = $1.brand700 }),
        ("brand800", { $0.brand800 = $1.brand800 }),
        ("brand900", { $0.brand900 = $1.brand900 }),
        ("chrome0", { $0.chrome0 = $1.chrome0 }),
        ("chrome50", { $0.chrome50 = $1.chrome50 }),
        ("chrome100", { $0.chrome100 = $1.chrome100 }),
        ("chrome150", { $0.chrome150 = $1.chrome150 }),
        ("chrome200", { $0.chrome200 = $1.chrome200 }),
        ("chrome300", { $0.chrome300 = $1.chrome300 }),
        ("chrome400", { $0.chrome400 = $1.chrome400 }),
        ("chrome500", { $0.chrome500 = $1.chrome500 }),
        ("chrome600", { $0.chrome600 = $1.chrome600 }),
        ("chrome700", { $0.chrome700 = $1.chrome700 }),
        ("chrome800", { $0.chrome800 = $1.chrome800 }),
        ("chrome900", { $0.chrome900 = $1.chrome900 }),
        ("chrome1000", { $0.chrome1000 = $1.chrome1000 }),
        ("accentPrimary", { $0.accentPrimary = $1.accentPrimary }),
        ("accentSuccess", { $0.accentSuccess = $1.accentSuccess }),
        ("accentError", { $0.accentError = $1.accentError }),
        ("accentNeutral", { $0.accentNeutral = $1.accentNeutral }),
        ("backgroundCoreApp", { $0.backgroundCoreApp = $1.backgroundCoreApp }),
        ("backgroundCoreElevation0", { $0.backgroundCoreElevation0 = $1.backgroundCoreElevation0 }),
        ("backgroundCoreElevation1", { $0.backgroundCoreElevation1 = $1.backgroundCoreElevation1 }),
        ("backgroundCoreElevation2", { $0.backgroundCoreElevation2 = $1.backgroundCoreElevation2 }),
        ("backgroundCoreElevation3", { $0.backgroundCoreElevation3 = $1.backgroundCoreElevation3 }),
        ("backgroundCoreSurfaceDefault", { $0.backgroundCoreSurfaceDefault = $1.backgroundCoreSurfaceDefault }),
        ("backgroundCoreSurfaceSubtle", { $0.backgroundCoreSurfaceSubtle = $1.backgroundCoreSurfaceSubtle }),
        ("backgroundCoreSurfaceCard", { $0.backgroundCoreSurfaceCard = $1.backgroundCoreSurfaceCard }),
        ("backgroundCoreSurfaceStrong", { $0.backgroundCoreSurfaceStrong = $1.backgroundCoreSurfaceStrong }),
        ("backgroundCoreInverse", { $0.backgroundCoreInverse = $1.backgroundCoreInverse }),
        ("backgroundCoreOnAccent", { $0.backgroundCoreOnAccent = $1.backgroundCoreOnAccent }),
        ("backgroundCoreHighlight", { $0.backgroundCoreHighlight = $1.backgroundCoreHighlight }),
        ("backgroundCoreOverlayLight", { $0.backgroundCoreOverlayLight = $1.backgroundCoreOverlayLight }),
        ("backgroundCoreOverlayDark", { $0.backgroundCoreOverlayDark = $1.backgroundCoreOverlayDark }),
        ("backgroundCoreScrim", { $0.backgroundCoreScrim = $1.backgroundCoreScrim }),
        ("backgroundUtilityPressed", { $0.backgroundUtilityPressed = $1.backgroundUtilityPressed }),
        ("backgroundUtilitySelected", { $0.backgroundUtilitySelected = $1.backgroundUtilitySelected }),
        ("backgroundUtilityDisabled", { $0.backgroundUtilityDisabled = $1.backgroundUtilityDisabled }),
        ("textPrimary", { $0.textPrimary = $1.textPrimary }),
        ("textSecondary", { $0.textSecondary = $1.textSecondary }),
        ("textTertiary", { $0.textTertiary = $1.textTertiary }),
        ("textOnInverse", { $0.textOnInverse = $1.textOnInverse }),
        ("textOnAccent", { $0.textOnAccent = $1.textOnAccent }),
        ("textDisabled", { $0.textDisabled = $1.textDisabled }),
        ("textLink", { $0.textLink = $1.textLink }),
        ("borderCoreDefault", { $0.borderCoreDefault = $1.borderCoreDefault }),
        ("borderCoreSubtle", { $0.borderCoreSubtle = $1.borderCoreSubtle }),
        ("borderCoreStrong", { $0.borderCoreStrong = $1.borderCoreStrong }),
        ("borderCoreInverse", { $0.borderCoreInverse = $1.borderCoreInverse }),
        ("borderCoreOnInverse", { $0.borderCoreOnInverse = $1.borderCoreOnInverse }),
        ("borderCoreOnAccent", { $0.borderCoreOnAccent = $1.borderCoreOnAccent }),
        ("borderCoreOpacitySubtle", { $0.borderCoreOpacitySubtle = $1.borderCoreOpacitySubtle }),
        ("borderCoreOpacityStrong", { $0.borderCoreOpacityStrong = $1.borderCoreOpacityStrong }),
        ("borderUtilityDisabled", { $0.borderUtilityDisabled = $1.borderUtilityDisabled }),
        ("borderUtilityDisabledOnSurface", { $0.borderUtilityDisabledOnSurface = $1.borderUtilityDisabledOnSurface }),
        ("avatarBackgroundDefault", { $0.avatarBackgroundDefault = $1.avatarBackgroundDefault }),
        ("avatarPaletteBackground1", { $0.avatarPaletteBackground1 = $1.avatarPaletteBackground1 }),
        ("avatarPaletteText1", { $0.avatarPaletteText1 = $1.avatarPaletteText1 }),
        ("avatarTextDefault", { $0.avatarTextDefault = $1.avatarTextDefault }),
        ("badgeBackgroundDefault", { $0.badgeBackgroundDefault = $1.badgeBackgroundDefault }),
        ("badgeBackgroundError", { $0.badgeBackgroundError = $1.badgeBackgroundError }),
        ("badgeBackgroundInverse", { $0.badgeBackgroundInverse = $1.badgeBackgroundInverse }),
        ("badgeBackgroundNeutral", { $0.badgeBackgroundNeutral = $1.badgeBackgroundNeutral }),
        ("badgeBackgroundOverlay", { $0.badgeBackgroundOverlay = $1.badgeBackgroundOverlay }),
        ("badgeBackgroundPrimary", { $0.badgeBackgroundPrimary = $1.badgeBackgroundPrimary }),
        ("badgeBorder", { $0.badgeBorder = $1.badgeBorder }),
        ("badgeText", { $0.badgeText = $1.badgeText }),
        ("badgeTextOnAccent", { $0.badgeTextOnAccent = $1.badgeTextOnAccent }),
        ("badgeTextOnInverse", { $0.badgeTextOnInverse = $1.badgeTextOnInverse }),
        ("buttonPrimaryBackground", { $0.buttonPrimaryBackground = $1.buttonPrimaryBackground }),
        (
            "buttonPrimaryBackgroundLiquidGlass",
            { $0.buttonPrimaryBackgroundLiquidGlass = $1.buttonPrimaryBackgroundLiquidGlass }
        ),
        ("buttonPrimaryBorder", { $0.buttonPrimaryBorder = $1.buttonPrimaryBorder }),
        ("buttonPrimaryText", { $0.buttonPrimaryText = $1.buttonPrimaryText }),
        ("buttonPrimaryTextOnAccent", { $0.buttonPrimaryTextOnAccent = $1.buttonPrimaryTextOnAccent }),
        ("buttonSecondaryBackground", { $0.buttonSecondaryBackground = $1.buttonSecondaryBackground }),
        (
            "buttonSecondaryBackgroundLiquidGlass",
            { $0.buttonSecondaryBackgroundLiquidGlass = $1.buttonSecondaryBackgroundLiquidGlass }
        ),
        ("buttonSecondaryBorder", { $0.buttonSecondaryBorder = $1.buttonSecondaryBorder }),
        ("buttonSecondaryText", { $0.buttonSecondaryText = $1.buttonSecondaryText }),
        ("buttonSecondaryTextOnAccent", { $0.buttonSecondaryTextOnAccent = $1.buttonSecondaryTextOnAccent }),
        ("buttonDestructiveBackground", { $0.buttonDestructiveBackground = $1.buttonDestructiveBackground }),
        (
            "buttonDestructiveBackgroundLiquidGlass",
            { $0.buttonDestructiveBackgroundLiquidGlass = $1.buttonDestructiveBackgroundLiquidGlass }
        ),
        ("buttonDestructiveBorder", { $0.buttonDestructiveBorder = $1.buttonDestructiveBorder }),
        ("buttonDestructiveText", { $0.buttonDestructiveText = $1.buttonDestructiveText }),
        ("buttonDestructiveTextOnAccent", { $0.buttonDestructiveTextOnAccent = $1.buttonDestructiveTextOnAccent }),
        ("chatBackgroundIncoming", { $0.chatBackgroundIncoming = $1.chatBackgroundIncoming }),
        ("chatBackgroundOutgoing", { $0.chatBackgroundOutgoing = $1.chatBackgroundOutgoing }),
        (
            "chatBackgroundAttachmentIncoming",
            { $0.chatBackgroundAttachmentIncoming = $1.chatBackgroundAttachmentIncoming }
        ),
        (
            "chatBackgroundAttachmentOutgoing",
            { $0.chatBackgroundAttachmentOutgoing = $1.chatBackgroundAttachmentOutgoing }
        ),
        ("chatBorderIncoming", { $0.chatBorderIncoming = $1.chatBorderIncoming }),
        ("chatBorderOutgoing", { $0.chatBorderOutgoing = $1.chatBorderOutgoing }),
        ("chatBorderOnChatIncoming", { $0.chatBorderOnChatIncoming = $1.chatBorderOnChatIncoming }),
        ("chatBorderOnChatOutgoing", { $0.chatBorderOnChatOutgoing = $1.chatBorderOnChatOutgoing }),
        ("chatTextIncoming", { $0.chatTextIncoming = $1.chatTextIncoming }),
        ("chatTextOutgoing", { $0.chatTextOutgoing = $1.chatTextOutgoing }),
        ("chatTextLink", { $0.chatTextLink = $1.chatTextLink }),
        ("chatTextSystem", { $0.chatTextSystem = $1.chatTextSystem }),
        ("chatTextTimestamp", { $0.chatTextTimestamp = $1.chatTextTimestamp }),
        ("chatTextTypingIndicator", { $0.chatTextTypingIndicator = $1.chatTextTypingIndicator }),
        ("chatTextUsername", { $0.chatTextUsername = $1.chatTextUsername }),
        ("chatReplyIndicatorIncoming", { $0.chatReplyIndicatorIncoming = $1.chatReplyIndicatorIncoming }),
        ("chatReplyIndicatorOutgoing", { $0.chatReplyIndicatorOutgoing = $1.chatReplyIndicatorOutgoing }),
        ("chatPollProgressFillIncoming", { $0.chatPollProgressFillIncoming = $1.chatPollProgressFillIncoming }),
        ("chatPollProgressFillOutgoing", { $0.chatPollProgressFillOutgoing = $1.chatPollProgressFillOutgoing }),
        ("chatPollProgressTrackIncoming", { $0.chatPollProgressTrackIncoming = $1.chatPollProgressTrackIncoming }),
        ("chatPollProgressTrackOutgoing", { $0.chatPollProgressTrackOutgoing = $1.chatPollProgressTrackOutgoing }),
        ("controlCheckboxBorder", { $0.controlCheckboxBorder = $1.controlCheckboxBorder }),
        ("controlChipText", { $0.controlChipText = $1.controlChipText }),
        (
            "controlPlaybackThumbBackgroundActive",
            { $0.controlPlaybackThumbBackgroundActive = $1.controlPlaybackThumbBackgroundActive }
        ),
        (
            "controlPlaybackThumbBackgroundDefault",
            { $0.controlPlaybackThumbBackgroundDefault = $1.controlPlaybackThumbBackgroundDefault }
        ),
        (
            "controlPlaybackThumbBorderActive",
            { $0.controlPlaybackThumbBorderActive = $1.controlPlaybackThumbBorderActive }
        ),
        (
            "controlPlaybackThumbBorderDefault",
            { $0.controlPlaybackThumbBorderDefault = $1.controlPlaybackThumbBorderDefault }
        ),
        ("controlPlayButtonBackground", { $0.controlPlayButtonBackground = $1.controlPlayButtonBackground }),
        ("controlPlayButtonIcon", { $0.controlPlayButtonIcon = $1.controlPlayButtonIcon }),
        ("controlProgressBarFill", { $0.controlProgressBarFill = $1.controlProgressBarFill }),
        ("controlProgressBarTrack", { $0.controlProgressBarTrack = $1.controlProgressBarTrack }),
        (
            "controlRadioCheckBackgroundSelected",
            { $0.controlRadioCheckBackgroundSelected = $1.controlRadioCheckBackgroundSelected }
        ),
        ("controlRadioCheckBorder", { $0.controlRadioCheckBorder = $1.controlRadioCheckBorder }),
        ("controlRadioCheckIcon", { $0.controlRadioCheckIcon = $1.controlRadioCheckIcon }),
        ("controlRemoveControlBackground", { $0.controlRemoveControlBackground = $1.controlRemoveControlBackground }),
        ("controlRemoveControlBorder", { $0.controlRemoveControlBorder = $1.controlRemoveControlBorder }),
        ("controlRemoveControlIcon", { $0.controlRemoveControlIcon = $1.controlRemoveControlIcon }),
        ("inputSendIconDisabled", { $0.inputSendIconDisabled = $1.inputSendIconDisabled }),
        ("inputTextDefault", { $0.inputTextDefault = $1.inputTextDefault }),
        ("inputTextIcon", { $0.inputTextIcon = $1.inputTextIcon }),
        ("inputTextPlaceholder", { $0.inputTextPlaceholder = $1.inputTextPlaceholder }),
        ("presenceBackgroundOffline", { $0.presenceBackgroundOffline = $1.presenceBackgroundOffline }),
        ("presenceBackgroundOnline", { $0.presenceBackgroundOnline = $1.presenceBackgroundOnline }),
        ("presenceBorder", { $0.presenceBorder = $1.presenceBorder }),
        ("reactionBackground", { $0.reactionBackground = $1.reactionBackground }),
        ("reactionBorder", { $0.reactionBorder = $1.reactionBorder }),
        ("reactionText", { $0.reactionText = $1.reactionText }),
        ("navigationBarTitle", { $0.navigationBarTitle = $1.navigationBarTitle }),
        ("navigationBarSubtitle", { $0.navigationBarSubtitle = $1.navigationBarSubtitle }),
        ("navigationBarTintColor", { $0.navigationBarTintColor = $1.navigationBarTintColor }),
        ("navigationBarGlyph", { $0.navigationBarGlyph = $1.navigationBarGlyph }),
        ("navigationBarBackground", { $0.navigationBarBackground = $1.navigationBarBackground }),
        ("earlierNames", { $0.earlierNames = $1.earlierNames })
    ]
}

extension Fonts {
    /// Takes the fonts of `other` that differ from `defaults` (the fonts `other` started with).
    func copyChanges(from other: Fonts, defaults: Fonts) {
        for (_, keyPath) in Self.storedProperties where other[keyPath: keyPath] != defaults[keyPath: keyPath] {
            self[keyPath: keyPath] = other[keyPath: keyPath]
        }
    }

    /// Every stored font by name (`AppearanceCopyTests` checks that none is missing).
    nonisolated(unsafe) static let storedProperties:
        [(name: String, keyPath: ReferenceWritableKeyPath<Fonts, UIFont>)] = [
            ("caption1", \.caption1),
            ("footnote", \.footnote),
            ("footnoteBold", \.footnoteBold),
            ("subheadline", \.subheadline),
            ("subheadlineBold", \.subheadlineBold),
            ("body", \.body),
            ("bodyBold", \.bodyBold),
            ("bodyItalic", \.bodyItalic),
            ("headline", \.headline),
            ("headlineBold", \.headlineBold),
            ("title", \.title),
            ("title2", \.title2),
            ("title3", \.title3),
            ("emoji", \.emoji)
        ]
}
