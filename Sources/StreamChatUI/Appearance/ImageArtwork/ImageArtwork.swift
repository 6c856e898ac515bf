import ChatCanvas

/// chatshot's drawings of the SDK's own image assets: the avatar placeholder, the composer's buttons, delivery
/// checks, reactions, commands and file types. Small SVG documents drawn for this project (simple geometric shapes,
/// not traced from any other icon set); template icons are black on transparent and tinted when drawn, the others
/// keep their colours. `Images` starts from these and from the SF Symbols of `UIImage(systemName:)`.
enum ImageArtwork: SVGShapes {
    /// Every drawing by its name, each parsed when first drawn.
    static let icons: IconSet = {
        var icons: [String: IconSet.Artwork] = [:]
        for (name, svg) in general { icons[name] = IconSet.Artwork(svg: svg, isTemplate: true) }
        for (name, svg) in reactions { icons[name] = IconSet.Artwork(svg: svg, isTemplate: true) }
        for (name, svg) in originalColour { icons[name] = IconSet.Artwork(svg: svg, isTemplate: false) }
        for (name, svg) in commands { icons[name] = IconSet.Artwork(svg: svg, isTemplate: false) }
        for (name, svg) in fileTypes { icons[name] = IconSet.Artwork(svg: svg, isTemplate: false) }
        return IconSet(icons)
    }()

    /// Other names of the drawings and of SF Symbols (the SDK's asset and property names, SF Symbol names) → the
    /// drawing's name or the SF Symbol's name.
    static let aliases: [String: String] = [
        "person": "userAvatarPlaceholder",
        "close": "xmark",
        "discard": "xmark",
        "closeCircleTransparent": "xmark.circle",
        "messageListErrorIndicator": "exclamationmark.circle.fill",
        "onlyVisibleToCurrentUser": "eye.fill",
        "threadIcon": "text.bubble",
        "share": "square.and.arrow.up",
        "bigPlay": "play.fill",
        "play": "play.fill",
        "playFill": "play.fill",
        "emptyChannelListMessageBubble": "message",
        "emptySearch": "magnifyingglass",
        "muted": "speaker.slash",
        "scrollDownArrow": "arrow.down",
        "whiteCheckmark": "checkmark",
        "bolt": "commands",
        "bolt.fill": "commands",
        "commandFallback": "command_fallback",
        "messageActionSwipeReply": "arrowshape.turn.up.left",
        "reaction_love_small": "reaction_love", "reaction_love_big": "reaction_love",
        "reaction_lol_small": "reaction_haha", "reaction_lol_big": "reaction_haha",
        "reaction_thumbsup_small": "reaction_like", "reaction_thumbsup_big": "reaction_like_big",
        "reaction_thumbsdown_small": "reaction_sad", "reaction_thumbsdown_big": "reaction_sad_big",
        "reaction_wut_small": "reaction_wow", "reaction_wut_big": "reaction_wow",
        "iconPdf": "file-pdf", "iconDoc": "file-doc", "iconXls": "file-xls", "iconPpt": "file-ppt",
        "iconMp3": "file-mp3", "iconMp4": "file-mp4", "iconHtml": "file-html", "iconZip": "file-zip",
        "iconOther": "file-other",
        "chevronLeft": "chevron.left", "chevronUp": "chevron.up", "stop": "stop.circle"
    ]

    // MARK: Template icons

    static let general: [String: String] = [
        "userAvatarPlaceholder": document(
            24, 24,
            ring(12, 8, 4.2, 1.7)
                + stroke("M4.5 21 V19.8 C4.5 16.6 7.8 14.4 12 14.4 C16.2 14.4 19.5 16.6 19.5 19.8 V21 Z", 1.7)),
        // A disc with a small arrow knocked out: a 2-pt shaft and a filled triangular head, 8 pt long (the SDK's `arrow_send`).
        "sendArrow": document(
            20, 20,
            knockout(
                20, 20, shape: circle(10, 10, 10),
                cutout: "<path d=\"M14.1 10 L10.1 6.5 V13.5 Z\" fill=\"#000\" stroke=\"#000\" stroke-width=\"0.6\" "
                    + "stroke-linejoin=\"round\"/><rect x=\"6\" y=\"9\" width=\"4.6\" height=\"2\" fill=\"#000\"/>")),
        // A paper clip leaning right, filling its 15×19 box as the SDK's `clip` asset does: a wide outer loop whose
        // free end juts out half-way up the right side, a narrower top loop and an inner loop. Stretched 3 %
        // across so its faint edge reaches the box's last column, as the SDK's ink does (x 10…24 in the composer,
        // the column at x 24 lighter than half).
        "openAttachments": document(
            15, 19,
            "<g transform=\"translate(7.7 9.8) scale(1.03 1) rotate(33) scale(1.12) translate(-3.6 -9)\">"
                + stroke(
                    "M7.2 8.6 V13.4 A3.6 3.6 0 0 1 0 13.4 V3.2 A2.7 2.7 0 0 1 5.4 3.2 V12.2 A1.6 1.6 0 0 1 2.2 12.2 V5.6",
                    1.45)
                + "</g>"),
        "commands": document(8, 16, fill("M3 0 H6.8 L5 5.8 H8 L2.6 16 L3.4 8.8 H0.3 Z")),
        "smallBolt": document(14, 16, fill("M8.8 0.5 L3.4 9.1 H6.4 L5.2 15.5 L10.6 6.8 H7.6 Z")),
        "confirmCheckmark": document(
            20, 20,
            knockout(
                20, 20, shape: circle(10, 10, 10),
                cutout: stroke("M5.6 10.3 L8.7 13.3 L14.5 7.2", 2, color: "#000"))),
        "shrinkInputArrow": document(20, 20, ring(10, 10, 8.8, 1.6) + stroke("M8.6 6 L12.6 10 L8.6 14", 1.8)),
        "messageDeliveryStatusSending": document(
            17, 17, ring(8.5, 8.5, 7.2, 1.4) + stroke("M8.5 4.6 V8.6 L11.3 10.4", 1.4)),
        // One check in the 16-pt box, 1.3 pt thick: ink 10×10 from (3, 3) with the anti-aliased edge (8×8 from
        // (4, 4) at half coverage), as in the SDK's sent picture.
        "messageDeliveryStatusSent": document(16, 16, stroke("M3.9 9 L6.7 11.8 L12.1 3.9", 1.3)),
        // Two checks 4 pt apart in the 16-pt box: ink 12×10 from (2, 3) at half coverage (14×10 with the
        // anti-aliased edge), as in the SDK's read and delivered pictures; the second's short stroke stops where it
        // would cross the first.
        "messageDeliveryStatusRead": document(
            16, 16,
            stroke("M2.2 9.2 L5.1 12.1 L10.1 3.9", 1.4) + stroke("M8.5 11.5 L9.1 12.1 L13.95 3.95", 1.4)),
        "messageDeliveryStatusFailed": document(
            16, 16,
            knockout(
                16, 16, shape: circle(8, 8, 8),
                cutout: stroke("M8 3.9 V9", 1.8, color: "#000") + circle(8, 11.9, 1.15))),
        "camera": document(
            17, 12,
            fill(
                "M2.5 1.2 H9.5 C10.6 1.2 11.5 2.1 11.5 3.2 V8.8 C11.5 9.9 10.6 10.8 9.5 10.8 H2.5 "
                    + "C1.4 10.8 0.5 9.9 0.5 8.8 V3.2 C0.5 2.1 1.4 1.2 2.5 1.2 Z")
                + fill("M12.4 4.6 L16.5 2.2 V9.8 L12.4 7.4 Z")),
        "restart": document(
            20, 16,
            stroke("M3.4 8 C3.4 4.4 6.3 1.6 10 1.6 C12.2 1.6 14.1 2.6 15.3 4.2 M15.8 1.2 V4.6 H12.4", 1.6)
                + stroke("M16.6 8 C16.6 11.6 13.7 14.4 10 14.4 C7.8 14.4 5.9 13.4 4.7 11.8 M4.2 14.8 V11.4 H7.6", 1.6))
    ]

    // MARK: Original-colour icons

    static let originalColour: [String: String] = [
        // The SDK's asset: a 24-pt disc of black at 60 % (#666666 on white) filling the square, a white cross of
        // 2-pt round-capped strokes 8.5 pt long each way.
        "discardAttachment": document(
            24, 24,
            circle(12, 12, 12, color: "#000\" fill-opacity=\"0.6")
                + stroke("M7.76 7.76 L16.24 16.24 M16.24 7.76 L7.76 16.24", 2, color: "#FFFFFF"))
    ]
}
