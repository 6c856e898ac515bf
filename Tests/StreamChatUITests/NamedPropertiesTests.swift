import ChatCanvas
import UIKit
import XCTest

@testable import StreamChatUI

/// The tables of names that manifests use come from the declarations (`@Named`): names in declaration order, and
/// reading or writing by name is the same as the property.
final class NamedPropertiesTests: XCTestCase {
    func testPaletteNamesAreTheDeclaredColoursInOrder() {
        XCTAssertEqual(ColorPalette.names.count, 143)
        XCTAssertEqual(Array(ColorPalette.names.prefix(3)), ["brand50", "brand100", "brand150"])
        XCTAssertEqual(ColorPalette.names.last, "navigationBarGlyph")
        XCTAssertEqual(Set(ColorPalette.names).count, ColorPalette.names.count)
        // The earlier SDK's names are computed properties, not palette entries.
        XCTAssertFalse(ColorPalette.names.contains("background6"))
        XCTAssertFalse(ColorPalette.names.contains("namedBoxes"))
    }

    func testPaletteByNameIsTheProperty() {
        let palette = ColorPalette()
        let colors = ColorPalette.names.indices.map { UIColor(Color(rgb: UInt32($0) * 0x010203)) }
        for (name, color) in zip(ColorPalette.names, colors) { palette[name] = color }
        for (name, color) in zip(ColorPalette.names, colors) { XCTAssertEqual(palette[name], color, name) }
        XCTAssertEqual(palette.brand50, colors[0])
        XCTAssertEqual(palette.navigationBarGlyph, colors[142])
        palette.textPrimary = .red
        XCTAssertEqual(palette["textPrimary"], .red)
        palette["chatBackgroundOutgoing"] = .blue
        XCTAssertEqual(palette.background6, .blue)
        XCTAssertNil(palette["textPrimery"])
        palette["textPrimery"] = .green
        palette["textPrimary"] = nil
        XCTAssertEqual(palette.textPrimary, .red)
        // Each palette has its own colours.
        XCTAssertEqual(ColorPalette().textPrimary, UIColor(light: Color(rgb: 0x1A1B25), dark: Color(rgb: 0xF8F8F8)))
    }

    func testComponentsFlagsAndSlotsAreTheDeclarations() {
        XCTAssertEqual(Components.flagNames.count, 17)
        XCTAssertEqual(Components.flagNames.first, "messageListDateSeparatorEnabled")
        XCTAssertEqual(Components.flagNames.last, "isBlockingUsersEnabled")
        XCTAssertEqual(Components.viewSlotNames.count, 42)
        XCTAssertEqual(Components.viewSlotNames.first, "avatarView")
        XCTAssertEqual(Components.viewSlotNames.last, "reactionAuthorCell")
        XCTAssertTrue(Set(Components.flagNames).isDisjoint(with: Components.viewSlotNames))

        let components = Components()
        for name in Components.flagNames { XCTAssertNotNil(components[flag: name], name) }
        XCTAssertEqual(components[flag: "isTypingIndicatorEnabled"], true)
        components[flag: "isBlockingUsersEnabled"] = true
        XCTAssertTrue(components.isBlockingUsersEnabled)
        components.messageListDateSeparatorEnabled = true
        XCTAssertEqual(components[flag: "messageListDateSeparatorEnabled"], true)
        XCTAssertNil(components[flag: "avatarView"])
        XCTAssertNil(components[flag: "viewOverrides"])

        for name in Components.viewSlotNames { XCTAssertNotNil(components.viewType(forSlot: name), name) }
        XCTAssertTrue(components.viewType(forSlot: "avatarView") == ChatAvatarView.self)
        XCTAssertTrue(components.viewType(forSlot: "reactionAuthorCell") == ChatMessageReactionAuthorViewCell.self)
        XCTAssertNil(components.viewType(forSlot: "isTypingIndicatorEnabled"))
        XCTAssertNil(components.viewType(forSlot: "avatarVeiw"))
    }

    func testASlotReadsTheClassRegisteredLast() {
        final class SquareAvatarView: ChatAvatarView {}
        let components = Components()
        XCTAssertTrue(components.viewType(forSlot: "avatarView") == ChatAvatarView.self)
        components.avatarView = SquareAvatarView.self
        XCTAssertTrue(components.viewType(forSlot: "avatarView") == SquareAvatarView.self)
        XCTAssertTrue(Components().viewType(forSlot: "avatarView") == ChatAvatarView.self)
        XCTAssertEqual(Components.subviewNames(forSlot: "avatarView"), ChatAvatarView.customizableSubviewNames)
    }

    func testOverridablePropertiesSetUIKitViewsByClass() {
        XCTAssertEqual(OverridableProperties.all.count, OverridableProperties.table.count)
        XCTAssertEqual(OverridableProperties.all["shadowOffset"], .size)
        XCTAssertEqual(OverridableProperties.all["placeholder"], .string)

        let progress = UIProgressView()
        XCTAssertTrue(progress.applyUIKitOverrideProperty("tintColor", .color(.red)))
        XCTAssertEqual(progress.progressTintColor, .red)
        let view = UIView()
        XCTAssertTrue(view.applyUIKitOverrideProperty("tintColor", .color(.red)))
        XCTAssertEqual(view.tintColor, .red)

        let blur = UIVisualEffectView()
        XCTAssertTrue(blur.applyUIKitOverrideProperty("shadowRadius", .number(4)))
        XCTAssertEqual(blur.blurRadius, 4)
        XCTAssertEqual(blur.layer.shadowRadius, UIView().layer.shadowRadius)

        let stack = ContainerStackView()
        XCTAssertTrue(
            stack.applyUIKitOverrideProperty(
                "layoutMargins", .insets(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))))
        XCTAssertTrue(stack.isLayoutMarginsRelativeArrangement)
        XCTAssertTrue(
            view.applyUIKitOverrideProperty(
                "layoutMargins", .insets(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))))
        XCTAssertEqual(view.layoutMargins.left, 2)

        let button = UIButton()
        XCTAssertTrue(button.applyUIKitOverrideProperty("title", .string("Send")))
        XCTAssertTrue(button.applyUIKitOverrideProperty("text", .string("Send")))
        let label = UILabel()
        XCTAssertTrue(label.applyUIKitOverrideProperty("text", .string("hello")))
        XCTAssertTrue(label.applyUIKitOverrideProperty("textTransform", .string("uppercase")))
        XCTAssertEqual(label.text, "HELLO")
        // No such property for this class, a value of another kind, a Stream view's own property, an unknown name.
        XCTAssertFalse(label.applyUIKitOverrideProperty("title", .string("x")))
        XCTAssertFalse(label.applyUIKitOverrideProperty("text", .number(1)))
        XCTAssertFalse(label.applyUIKitOverrideProperty("placeholder", .string("x")))
        XCTAssertFalse(view.applyUIKitOverrideProperty("spacing", .number(3)))
        XCTAssertFalse(view.applyUIKitOverrideProperty("cornerRadus", .number(3)))
    }
}
