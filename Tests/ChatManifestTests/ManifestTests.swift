import ChatCanvas
import Foundation
import StreamChatUI
import UIKit
import XCTest

@testable import ChatManifest

final class ManifestTests: XCTestCase {
    // MARK: - Appearance

    func testAppearance() throws {
        let s = Scratch()
        let path = s.write(
            "m.yaml",
            """
            appearance:
              tintColor: systemPink
              colorPalette:
                background6: yellow            # legacy name from the guide
                textPrimary: "#112233"
                chatTextIncoming: {light: "#000000", dark: "#FFFFFF80"}
                accentPrimary: tintColor
                chatBorderIncoming: border
              fonts:
                body: {italic: true, size: 20}
                footnote: {family: Noto Sans, weight: semibold}
                caption1: 9
              isMarkdownEnabled: false
            """)
        let manifest = try ManifestLoader.load(paths: [path])
        let a = try manifest.makeAppearance()
        XCTAssertFalse(a === Appearance.default)
        XCTAssertEqual(a.tintColor, .systemPink)
        XCTAssertEqual(a.colorPalette.chatBackgroundOutgoing, .yellow)
        XCTAssertEqual(a.colorPalette.textPrimary, UIColor(Color(rgb: 0x112233)))
        XCTAssertEqual(a.colorPalette.chatTextIncoming.light, Color(rgb: 0))
        XCTAssertEqual(a.colorPalette.chatTextIncoming.dark, Color(rgb: 0xFFFFFF, alpha: 128.0 / 255))
        XCTAssertEqual(a.colorPalette.accentPrimary, .systemPink, "palette entries may name the tint")
        XCTAssertEqual(a.colorPalette.chatBorderIncoming, ColorPalette().borderCoreDefault)
        XCTAssertEqual(a.fonts.body.font.size, 20)
        XCTAssertTrue(a.fonts.body.font.italic)
        XCTAssertEqual(a.fonts.body.font.weight, 400, "omitted parts keep the default's")
        XCTAssertEqual(a.fonts.footnote.font.family, "Noto Sans")
        XCTAssertEqual(a.fonts.footnote.font.weight, 600)
        XCTAssertEqual(a.fonts.footnote.font.size, 13)
        XCTAssertEqual(a.fonts.caption1.font.size, 9)
        XCTAssertFalse(a.isMarkdownEnabled)
        // A fresh object every call; the default is untouched.
        XCTAssertFalse(try manifest.makeAppearance() === a)
        XCTAssertEqual(Appearance.default.tintColor, .systemBlue)
        XCTAssertEqual(Appearance.default.fonts.body.font.size, 17)
    }

    func testContentSizeAndTextStyle() throws {
        let m = try ManifestLoader.load(paths: [], sets: ["appearance.fonts.headline.textStyle=title2"])
        XCTAssertEqual(try m.makeAppearance(contentSize: .large).fonts.headline.font.size, 22)
        XCTAssertEqual(try m.makeAppearance(contentSize: .extraLarge).fonts.headline.font.size, 24)
        XCTAssertEqual(try m.makeAppearance().fonts.headline.font.weight, 600, "weight kept")
    }

    func testEmptyManifest() throws {
        let s = Scratch()
        let path = s.write("empty.yaml", "# nothing yet\n")
        let m = try ManifestLoader.load(paths: [path])
        XCTAssertTrue(m.isEmpty)
        XCTAssertEqual(try m.makeAppearance().tintColor, .systemBlue)
        XCTAssertTrue(Manifest.empty.isEmpty)
    }

    func testJSONManifest() throws {
        let s = Scratch()
        let path = s.write(
            "m.json",
            ##"{"appearance": {"tintColor": "#FF2D55"}, "components": {"messageListDateSeparatorEnabled": true}}"##)
        let m = try ManifestLoader.load(paths: [path])
        XCTAssertEqual(try m.makeAppearance().tintColor, UIColor(hex: "#FF2D55"))
        XCTAssertTrue(try m.makeComponents().messageListDateSeparatorEnabled)
    }

    // MARK: - Errors with positions

    func testUnknownPaletteNameSuggests() {
        let s = Scratch()
        s.write(
            "m.yaml",
            """
            appearance:
              colorPalette:
                textPrimery: "#000000"
            """)
        s.inside {
            XCTAssertErrorDescription(
                #"m.yaml:3:5: appearance.colorPalette.textPrimery: unknown colour name; did you mean "textPrimary"?"#
            ) {
                try ManifestLoader.load(paths: ["m.yaml"])
            }
        }
    }

    func testWrongType() {
        let s = Scratch()
        s.write(
            "Examples/x/manifest.yaml",
            """
            components:
              messageListDateSeparatorEnabled: yes please
            """)
        s.inside {
            XCTAssertErrorDescription(
                #"Examples/x/manifest.yaml:2:36: components.messageListDateSeparatorEnabled: expected a boolean (true/false), found "yes please""#
            ) {
                try ManifestLoader.load(paths: ["Examples/x/manifest.yaml"])
            }
        }
    }

    func testMalformedYAML() {
        let s = Scratch()
        s.write(
            "m.yaml",
            """
            appearance:
              tintColor: systemPink
             fonts: {}
            """)
        s.inside {
            XCTAssertErrorDescription(
                "m.yaml:3:2: invalid YAML: did not find expected key (while parsing a block mapping at 1:1)"
            ) {
                try ManifestLoader.load(paths: ["m.yaml"])
            }
        }
    }

    func testMalformedJSONManifest() {
        let s = Scratch()
        s.write(
            "m.json",
            """
            {"appearance": {"tintColor": "#FF2D55",}}}
            """)
        s.inside {
            XCTAssertErrorDescription("m.json:1:39: invalid JSON: trailing comma before '}'") {
                try ManifestLoader.load(paths: ["m.json"])
            }
        }
    }

    func testUnknownTopLevelKey() {
        let s = Scratch()
        s.write("m.yaml", "apperance:\n  tintColor: red\n")
        s.inside {
            XCTAssertErrorDescription(#"m.yaml:1:1: apperance: unknown top-level key; did you mean "appearance"?"#) {
                try ManifestLoader.load(paths: ["m.yaml"])
            }
        }
    }

    func testBadColours() {
        let s = Scratch()
        s.write("a.yaml", "appearance:\n  tintColor: \"#GG0000\"\n")
        s.write("b.yaml", "appearance:\n  tintColor: systemPinkk\n")
        s.write("c.yaml", "appearance:\n  tintColor: #FF2D55\n")
        s.inside {
            XCTAssertErrorDescription(
                ##"a.yaml:2:14: appearance.tintColor: expected a hex colour #RRGGBB or #RRGGBBAA, found "#GG0000""##
            ) {
                try ManifestLoader.load(paths: ["a.yaml"])
            }
            XCTAssertErrorDescription(
                #"b.yaml:2:14: appearance.tintColor: unknown colour "systemPinkk"; did you mean "systemPink"?"#
            ) {
                try ManifestLoader.load(paths: ["b.yaml"])
            }
            XCTAssertErrorDescription(
                ##"c.yaml:2:13: appearance.tintColor: expected a colour (#RRGGBB, #RRGGBBAA, a system colour such as systemPink, a palette name, tintColor, or {light:, dark:}), found null (in YAML a # starts a comment: quote hex colours, "#FF2D55")"##
            ) {
                try ManifestLoader.load(paths: ["c.yaml"])
            }
        }
    }

    func testFontErrors() {
        let s = Scratch()
        s.write("a.yaml", "appearance:\n  fonts:\n    body: {weight: heavvy}\n")
        s.write("b.yaml", "appearance:\n  fonts:\n    bodyy: {size: 3}\n")
        s.write("c.yaml", "appearance:\n  fonts:\n    body: {size: 12, colour: red}\n")
        s.inside {
            XCTAssertErrorDescription(
                #"a.yaml:3:20: appearance.fonts.body.weight: unknown font weight "heavvy"; did you mean "heavy"?"#
            ) {
                try ManifestLoader.load(paths: ["a.yaml"])
            }
            XCTAssertErrorDescription(#"b.yaml:3:5: appearance.fonts.bodyy: unknown font name; did you mean "body"?"#) {
                try ManifestLoader.load(paths: ["b.yaml"])
            }
            XCTAssertErrorDescription(
                #"c.yaml:3:22: appearance.fonts.body.colour: unknown font key; expected one of: base, family, size, weight, italic, textStyle, lineHeight, tracking"#
            ) {
                try ManifestLoader.load(paths: ["c.yaml"])
            }
        }
    }

    /// A family that is not installed is an error at its line, with the closest installed families; before, it drew
    /// in Inter without a word.
    func testUnknownFontFamilyIsAnError() {
        let s = Scratch()
        s.write("m.yaml", "appearance:\n  fonts:\n    body: {family: Georgia}\n")
        s.inside {
            do {
                _ = try ManifestLoader.load(paths: ["m.yaml"])
                XCTFail("Georgia is not installed here")
            } catch {
                let text = "\(error)"
                XCTAssertTrue(
                    text.hasPrefix(
                        #"m.yaml:3:20: appearance.fonts.body.family: font family "Georgia" is not installed on this machine; closest installed families: "Noto Sans Georgian""#
                    ), text)
            }
        }
    }

    /// Pinned families, generic names and families installed on the machine are accepted as written.
    func testFontFamiliesThatExist() throws {
        let m = try ManifestLoader.load(
            paths: [],
            sets: [
                "appearance.fonts.body.family=serif", "appearance.fonts.footnote.family=Noto Serif",
                "appearance.fonts.caption1.family=Inter"
            ])
        let a = try m.makeAppearance()
        XCTAssertEqual(a.fonts.body.font.family, "serif")
        XCTAssertEqual(a.fonts.footnote.font.family, "Noto Serif")
        guard FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf") else { return }
        let d = try ManifestLoader.load(paths: [], sets: ["appearance.fonts.body.family=DejaVu Serif"])
        XCTAssertEqual(try d.makeAppearance().fonts.body.font.family, "DejaVu Serif")
    }

    /// `appearance.fontTracking` sets every appearance font's tracking; a font's own `tracking` comes after it.
    func testFontTracking() throws {
        let defaults = try ManifestLoader.load(paths: [], sets: []).makeAppearance()
        XCTAssertEqual(defaults.fonts.body.font.tracking, .sfPro)
        let m = try ManifestLoader.load(
            paths: [], sets: ["appearance.fontTracking=none", "appearance.fonts.footnote.tracking=sf-pro"])
        let a = try m.makeAppearance()
        XCTAssertEqual(a.fonts.body.font.tracking, .none)
        XCTAssertEqual(a.fonts.subheadline.font.letterSpacing, 0)
        XCTAssertEqual(a.fonts.footnote.font.tracking, .sfPro)
        XCTAssertEqual(a.fonts.footnote.font.letterSpacing, -0.08, accuracy: 1e-9)
        XCTAssertErrorDescription(
            #"--set:1:25: appearance.fontTracking: expected a font tracking (sf-pro or none), found "sfpro"; did you mean "sf-pro"?"#
        ) {
            try ManifestLoader.load(paths: [], sets: ["appearance.fontTracking=sfpro"])
        }
    }

    /// A font file named relative to the manifest draws with the file's family.
    func testFontFileRelativeToTheManifest() throws {
        let source = "/usr/share/fonts/truetype/noto/NotoSansMono-Regular.ttf"
        let s = Scratch()
        try FileManager.default.createDirectory(atPath: s.dir + "/theme/fonts", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: source, toPath: s.dir + "/theme/fonts/Brand.ttf")
        s.write(
            "theme/m.yaml",
            "appearance:\n  fonts:\n    body: {family: fonts/Brand.ttf}\n    footnote: {family: fonts/Missing.otf}\n")
        s.write("theme/ok.yaml", "appearance:\n  fonts:\n    body: {family: fonts/Brand.ttf}\n")
        try s.inside {
            let m = try ManifestLoader.load(paths: ["theme/ok.yaml"])
            XCTAssertEqual(try m.makeAppearance().fonts.body.font.family, "Noto Sans Mono")
            XCTAssertErrorDescription(
                "theme/m.yaml:4:24: appearance.fonts.footnote.family: no such font file: theme/fonts/Missing.otf"
            ) {
                try ManifestLoader.load(paths: ["theme/m.yaml"])
            }
        }
    }

    func testMissingManifest() {
        XCTAssertErrorDescription("/nonexistent/m.yaml: no such file") {
            try ManifestLoader.load(paths: ["/nonexistent/m.yaml"])
        }
    }

    // MARK: - Images

    func testImageFilesAndIcons() throws {
        let s = Scratch()
        s.write("theme/send.png", bytes: tinyPNG)
        s.write(
            "theme/m.yaml",
            """
            appearance:
              images:
                sendArrow: send.png
                openAttachments: camera.fill
                commands: {icon: bolt.fill, template: false}
            """)
        let m = try s.inside { try ManifestLoader.load(paths: ["theme/m.yaml"]) }
        let a = try m.makeAppearance()
        XCTAssertEqual(a.images.sendArrow.name, "send.png")
        XCTAssertEqual(a.images.sendArrow.size, CGSize(width: 1, height: 1))
        XCTAssertFalse(a.images.sendArrow.isTemplate)
        XCTAssertEqual(a.images.openAttachments.name, "camera.fill")
        XCTAssertTrue(a.images.openAttachments.isTemplate)
        XCTAssertFalse(a.images.commands.isTemplate)
    }

    func testMissingImageFile() {
        let s = Scratch()
        s.write("theme/m.yaml", "appearance:\n  images:\n    sendArrow: icons/send.png\n")
        s.inside {
            XCTAssertErrorDescription(
                "theme/m.yaml:3:16: appearance.images.sendArrow: no such image file: theme/icons/send.png"
            ) {
                try ManifestLoader.load(paths: ["theme/m.yaml"])
            }
        }
    }

    func testCorruptImageFile() {
        let s = Scratch()
        s.write("send.png", bytes: [0x89, 0x50, 0x4E, 0x47, 0x00, 0x01, 0x02])
        s.write("m.yaml", "appearance:\n  images:\n    sendArrow: send.png\n")
        s.inside {
            do {
                _ = try ManifestLoader.load(paths: ["m.yaml"])
                XCTFail("a corrupt image is an error")
            } catch {
                XCTAssertTrue(
                    "\(error)".hasPrefix("m.yaml:3:16: appearance.images.sendArrow: cannot decode image send.png: "),
                    "\(error)")
            }
        }
    }

    func testUnknownIconAndImageName() {
        let s = Scratch()
        s.write("a.yaml", "appearance:\n  images:\n    sendArrow: no-such-icon-anywhere\n")
        s.write("b.yaml", "appearance:\n  images:\n    sendArow: camera.fill\n")
        s.inside {
            XCTAssertErrorDescription(
                #"a.yaml:3:16: appearance.images.sendArrow: unknown icon "no-such-icon-anywhere" (or give an image file: a .png, .jpg or .svg path)"#
            ) {
                try ManifestLoader.load(paths: ["a.yaml"])
            }
            XCTAssertErrorDescription(
                #"b.yaml:3:5: appearance.images.sendArow: unknown image name; did you mean "sendArrow"?"#
            ) {
                try ManifestLoader.load(paths: ["b.yaml"])
            }
        }
    }

    // MARK: - extends and --set

    func testExtendsLayering() throws {
        let s = Scratch()
        s.write(
            "base.yaml",
            """
            appearance:
              tintColor: systemPink
              fonts:
                body: {family: Noto Sans, size: 18}
            components:
              messageListDateSeparatorEnabled: true
              messageLayoutOptionsResolver:
                remove: [flipped, reactions]
            """)
        s.write(
            "experiment/exp.yaml",
            """
            extends: ../base.yaml
            appearance:
              fonts:
                body: {size: 20}
              colorPalette:
                background6: null        # null resets to the default (nothing to reset here)
            components:
              messageLayoutOptionsResolver:
                insert: [reactions]
            """)
        let m = try s.inside { try ManifestLoader.load(paths: ["experiment/exp.yaml"]) }
        let a = try m.makeAppearance()
        XCTAssertEqual(a.tintColor, .systemPink, "from the base")
        XCTAssertEqual(a.fonts.body.font.family, "Noto Sans", "merged key by key")
        XCTAssertEqual(a.fonts.body.font.size, 20, "this one wins")
        let c = try m.makeComponents()
        XCTAssertTrue(c.messageListDateSeparatorEnabled)
        XCTAssertEqual(
            c.messageLayoutOptionsResolver.removedOptions, ["flipped"], "the later insert cancels the base's remove")
        XCTAssertEqual(c.messageLayoutOptionsResolver.insertedOptions, ["reactions"])
    }

    func testExtendsCycle() {
        let s = Scratch()
        s.write("a.yaml", "extends: b.yaml\nappearance: {tintColor: red}\n")
        s.write("b.yaml", "extends: [c.yaml]\n")
        s.write("c.yaml", "appearance: {tintColor: blue}\nextends: a.yaml\n")
        s.inside {
            XCTAssertErrorDescription("c.yaml:2:10: extends: extends cycle: a.yaml → b.yaml → c.yaml → a.yaml") {
                try ManifestLoader.load(paths: ["a.yaml"])
            }
        }
    }

    func testExtendsMissingBase() {
        let s = Scratch()
        s.write("a.yaml", "extends: basee.yaml\n")
        s.inside {
            XCTAssertErrorDescription("a.yaml:1:10: extends: no such file: basee.yaml") {
                try ManifestLoader.load(paths: ["a.yaml"])
            }
        }
    }

    func testSetOverrides() throws {
        let s = Scratch()
        s.write("m.yaml", "appearance:\n  tintColor: systemPink\n  fonts:\n    body: {weight: bold}\n")
        let m = try s.inside {
            try ManifestLoader.load(
                paths: ["m.yaml"],
                sets: [
                    "appearance.tintColor=#FF2D55",
                    "components.messageListDateSeparatorEnabled=true",
                    "appearance.fonts.body.size=20",
                    "components.messageLayoutOptionsResolver.remove=[flipped, avatar]",
                    "appearance.colorPalette.textPrimary={light: \"#000000\", dark: \"#FFFFFF\"}"
                ])
        }
        let a = try m.makeAppearance()
        XCTAssertEqual(a.tintColor, UIColor(hex: "#FF2D55"))
        XCTAssertEqual(a.fonts.body.font.size, 20)
        XCTAssertEqual(a.fonts.body.font.weight, 700, "the file's weight is kept")
        XCTAssertEqual(a.colorPalette.textPrimary.dark, .white)
        let c = try m.makeComponents()
        XCTAssertTrue(c.messageListDateSeparatorEnabled)
        XCTAssertEqual(c.messageLayoutOptionsResolver.removedOptions, ["flipped", "avatar"])

        // null resets a value to the default.
        let reset = try s.inside { try ManifestLoader.load(paths: ["m.yaml"], sets: ["appearance.tintColor=null"]) }
        XCTAssertEqual(try reset.makeAppearance().tintColor, .systemBlue)
    }

    func testSetErrors() {
        XCTAssertErrorDescription(
            #"--set:1:44: components.messageListDateSeparatorEnabled: expected a boolean (true/false), found "maybe""#
        ) {
            try ManifestLoader.load(paths: [], sets: ["components.messageListDateSeparatorEnabled=maybe"])
        }
        XCTAssertErrorDescription(
            #"--set:1:12: appearance.tintColour: unknown appearance key; did you mean "tintColor"?"#
        ) {
            try ManifestLoader.load(paths: [], sets: ["appearance.tintColour=red"])
        }
        XCTAssertErrorDescription(
            #"--set:1:1: expected KEY=VALUE (such as appearance.tintColor=#FF2D55), found "appearance.tintColor""#
        ) {
            try ManifestLoader.load(paths: [], sets: ["appearance.tintColor"])
        }
        XCTAssertErrorDescription(#"--set:1:28: appearance.fonts.body.size: expected a number, found "big""#) {
            try ManifestLoader.load(paths: [], sets: ["appearance.fonts.body.size=big"])
        }
    }

    func testSuggestions() {
        XCTAssertEqual(Suggestions.distance("kitten", "sitting"), 3)
        XCTAssertEqual(Suggestions.closest(to: "textPrimery", in: ColorPalette.names), "textPrimary")
        XCTAssertEqual(
            Suggestions.closest(to: "MESSAGELISTDATESEPARATORENABLED", in: Components.flagNames),
            "messageListDateSeparatorEnabled")
        XCTAssertNil(Suggestions.closest(to: "zzzzzz", in: ["textPrimary"]))
    }
}
