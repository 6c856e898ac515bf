import ChatCanvas

/// Reaction, command and file-type artwork (chatshot's own drawings).
extension ImageArtwork {
    // MARK: Reactions (16×16 templates)

    /// A fist with the thumb up, no cuff: about 8.6 × 12 of the 16-pt square, centred (the SDK's small like is 8 pt
    /// wide and 12 tall at half coverage, its big one 14 × 18 of 24).
    static let thumbsUp =
        "M5 7 H10 C11.5 7 12.3 8 12.3 9.4 V11.4 C12.3 12.9 11.2 14 9.7 14 H5.8 C4.6 14 3.7 13.1 3.7 11.9 V8.6 "
        + "C3.7 7.7 4.2 7.1 5 7 Z M4.3 8.4 L5.9 3.2 C6.1 2.4 6.8 1.9 7.5 2.1 C8.3 2.3 8.7 3.1 8.5 3.9 L7.7 7.4 Z"

    /// 1.08 times as wide about the square's centre (x 8): the big like's ink becomes 14 pt wide at 24.
    static let bigStretch = "matrix(1.08 0 0 1 -0.64 0)"

    static let reactions: [String: String] = [
        // 12 × 10.4 of the 16-pt square, centred (the SDK's small heart is 12 × 10 at half coverage, its big one
        // 18 × 15 of 24: the same three quarters of the width and about two thirds of the height).
        "reaction_love": document(
            16, 16,
            fill(
                "M8 13.2 C8 13.2 2 9.73 2 5.86 C2 4.17 3.37 2.8 5.09 2.8 C6.29 2.8 7.4 3.44 8 4.41 C8.6 3.44 9.71 2.8 "
                    + "10.91 2.8 C12.63 2.8 14 4.17 14 5.86 C14 9.73 8 13.2 8 13.2 Z")),
        "reaction_haha": document(
            16, 16,
            stroke("M1.4 4.2 V11.8 H4.4", 1.5)
                + "<ellipse cx=\"8\" cy=\"8\" rx=\"2.1\" ry=\"3.8\" fill=\"none\" stroke=\"#000\" stroke-width=\"1.5\"/>"
                + stroke("M11.6 4.2 V11.8 H14.6", 1.5)),
        "reaction_like": document(16, 16, fill(thumbsUp)),
        // Thumbs down: the thumbs up turned half a turn (the thumb points down on the right, as the SDK's).
        "reaction_sad": document(16, 16, "<g transform=\"matrix(-1 0 0 -1 16 16)\">" + fill(thumbsUp) + "</g>"),
        // The big ones (24 pt, the SDK's `…Big` assets) are wider for their height: 14 × 18 of 24 in the SDK's
        // big-icons picture, where the small drawing scaled up was 2 pt narrower. The same hands, 1.08 times as wide.
        "reaction_like_big": document(16, 16, "<g transform=\"\(bigStretch)\">" + fill(thumbsUp) + "</g>"),
        "reaction_sad_big": document(
            16, 16,
            "<g transform=\"\(bigStretch)\"><g transform=\"matrix(-1 0 0 -1 16 16)\">" + fill(thumbsUp)
                + "</g></g>"),
        "reaction_wow": document(
            16, 16,
            stroke("M3.4 4.6 C3.4 3 4.6 1.8 6.3 1.8 C8 1.8 9.2 2.9 9.2 4.4 C9.2 6.6 6.3 6.9 6.3 9.4", 1.7)
                + circle(6.3, 13, 1.15) + stroke("M12.6 2.2 V9.4", 1.8) + circle(12.6, 13, 1.15))
    ]

    // MARK: Command icons (24×24, original colours)

    static let streamBlue = "#006CFF"
    static let white = "#FFFFFF"

    static func person(_ dx: Double, _ dy: Double) -> String {
        circle(9.6 + dx, 8.6 + dy, 2.9, color: white)
            + fill(
                "M\(n(4.4 + dx)) \(n(17.4 + dy)) C\(n(4.4 + dx)) \(n(14.4 + dy)) \(n(6.7 + dx)) \(n(12.6 + dy)) "
                    + "\(n(9.6 + dx)) \(n(12.6 + dy)) C\(n(12.5 + dx)) \(n(12.6 + dy)) \(n(14.8 + dx)) \(n(14.4 + dy)) "
                    + "\(n(14.8 + dx)) \(n(17.4 + dy)) Z", color: white)
    }
    static let speaker =
        "<path d=\"M5 9.6 H7.6 L11.4 6.4 V17.6 L7.6 14.4 H5 Z\" fill=\"#FFFFFF\" stroke=\"#FFFFFF\" "
        + "stroke-width=\"1\" stroke-linejoin=\"round\"/>"

    static let commands: [String: String] = [
        "command_giphy": document(
            24, 24,
            circle(12, 12, 12, color: "#000000")
                + "<rect x=\"7\" y=\"6\" width=\"2\" height=\"12\" fill=\"#00E6A0\"/>"
                + "<rect x=\"7\" y=\"16\" width=\"10\" height=\"2\" fill=\"#9A4DFF\"/>"
                + "<rect x=\"15\" y=\"9.5\" width=\"2\" height=\"8.5\" fill=\"#00C3FF\"/>"
                + "<rect x=\"7\" y=\"6\" width=\"5.5\" height=\"2\" fill=\"#FFF35C\"/>"
                + fill("M12.5 6 L17 10.5 V9.5 H14.5 C13.4 9.5 12.5 8.6 12.5 7.5 Z", color: "#FF6666")),
        "command_ban": document(
            24, 24,
            circle(12, 12, 12, color: streamBlue) + person(-1.2, -0.4)
                + stroke("M15.4 9.4 L19 13 M19 9.4 L15.4 13", 1.6, color: white)),
        "command_unban": document(
            24, 24,
            circle(12, 12, 12, color: streamBlue) + person(-1.2, -0.4)
                + stroke("M17.2 8.9 V13.5 M14.9 11.2 H19.5", 1.6, color: white)),
        "command_mute": document(
            24, 24,
            circle(12, 12, 12, color: streamBlue) + speaker
                + stroke("M14.2 10 L18.2 14 M18.2 10 L14.2 14", 1.6, color: white)),
        "command_unmute": document(
            24, 24,
            circle(12, 12, 12, color: streamBlue) + speaker
                + stroke("M14 9.8 C14.9 11 14.9 13 14 14.2 M16.3 7.9 C18.2 10.2 18.2 13.8 16.3 16.1", 1.5, color: white)
        ),
        "command_flag": document(
            24, 24,
            circle(12, 12, 12, color: streamBlue)
                + stroke("M8 18.2 V5.8", 1.6, color: white)
                + fill("M8.8 6 H16.8 L15 9.2 L16.8 12.4 H8.8 Z", color: white)),
        "command_imgur": document(
            24, 24,
            circle(12, 12, 12, color: "#1C2541")
                + circle(12, 7.4, 1.7, color: "#1BB76E")
                + "<rect x=\"10.6\" y=\"10.4\" width=\"2.8\" height=\"7.6\" rx=\"1.2\" fill=\"#FFFFFF\"/>"),
        "command_fallback": document(
            24, 24,
            circle(12, 12, 12, color: streamBlue)
                + fill("M13.2 4.6 L7.6 13.2 H11 L9.8 19.4 L16.4 10.6 H12.8 Z", color: white)),
        "command_mention": document(
            20, 20,
            "<circle cx=\"10\" cy=\"10\" r=\"3.4\" fill=\"none\" stroke=\"\(streamBlue)\" stroke-width=\"1.7\"/>"
                + stroke(
                    "M13.4 7 V11.4 C13.4 12.8 14.3 13.6 15.5 13.6 C16.9 13.6 18 12.4 18 10 C18 5.6 14.4 2 10 2 "
                        + "C5.6 2 2 5.6 2 10 C2 14.4 5.6 18 10 18 C11.6 18 13 17.6 14.2 16.8", 1.7, color: streamBlue))
    ]

    // MARK: File-type icons (40×48 documents with a folded corner and a label)

    static let fileColours: [(name: String, colour: String, label: String)] = [
        ("file-pdf", "#E71A01", "pdf"), ("file-doc", "#3375E2", "doc"), ("file-xls", "#0C864B", "xls"),
        ("file-ppt", "#D14423", "ppt"), ("file-mp3", "#2727B0", "mp3"), ("file-mp4", "#A847B7", "mp4"),
        ("file-html", "#00ACA1", "html"), ("file-zip", "#E59E34", "zip"), ("file-other", "#888888", "")
    ]

    /// The white picture in the middle of each file icon (centred around (20, 21)).
    static let fileGlyphs: [String: String] = [
        "file-pdf": stroke(
            "M20 13.4 C18.6 13.4 18.4 15.4 19.4 18 C20.6 21 22.8 24 25.6 25 C27 25.4 27.6 24.4 26.4 23.6 "
                + "C24.6 22.6 19.2 23.2 15.6 25.6 C14 26.6 14.4 28 16 27 C18 25.6 20.6 20.6 20.8 16.2 "
                + "C20.8 14.6 20.8 13.4 20 13.4 Z", 1.1, color: white),
        "file-doc": "<path d=\"M11.5 16 H26.5 M11.5 20.5 H21 M11.5 25 H26.5\" fill=\"none\" stroke=\"#FFFFFF\" "
            + "stroke-width=\"1.8\"/>",
        "file-xls":
            "<rect x=\"12.5\" y=\"14\" width=\"15\" height=\"13\" rx=\"1\" fill=\"none\" stroke=\"#FFFFFF\" stroke-width=\"1.6\"/>"
            + stroke("M12.5 18.8 H27.5 M18 14 V27", 1.4, color: white),
        "file-ppt":
            "<rect x=\"12\" y=\"14\" width=\"16\" height=\"11\" rx=\"1\" fill=\"none\" stroke=\"#FFFFFF\" stroke-width=\"1.6\"/>"
            + stroke("M20 25 V28.4 M17 28.4 H23", 1.6, color: white)
            + fill("M20 16.4 A3.2 3.2 0 1 0 23.2 19.6 H20 Z", color: white),
        "file-mp3": "<path d=\"M11.5 18.4 H14.4 L19.2 14.8 V27.2 L14.4 23.6 H11.5 Z\" fill=\"none\" stroke=\"#FFFFFF\" "
            + "stroke-width=\"1.5\" stroke-linejoin=\"round\"/>"
            + stroke(
                "M22.4 18.6 C23.1 19.3 23.4 20.1 23.4 21 C23.4 21.9 23.1 22.7 22.4 23.4 "
                    + "M25.2 15.9 C26.6 17.3 27.4 19.1 27.4 21 C27.4 22.9 26.6 24.7 25.2 26.1", 1.5, color: white),
        "file-mp4": fill(
            "M13 15.4 H22 C23.1 15.4 24 16.3 24 17.4 V24.6 C24 25.7 23.1 26.6 22 26.6 H13 C11.9 26.6 11 25.7 "
                + "11 24.6 V17.4 C11 16.3 11.9 15.4 13 15.4 Z M25 19.4 L29 17 V25 L25 22.6 Z", color: white),
        "file-html": stroke("M17 15.4 L12.4 21 L17 26.6 M23 15.4 L27.6 21 L23 26.6", 1.8, color: white),
        "file-zip": "<rect x=\"9.5\" y=\"0\" width=\"2.5\" height=\"2.4\" fill=\"#FFFFFF\"/>"
            + "<rect x=\"12\" y=\"2.4\" width=\"2.5\" height=\"2.4\" fill=\"#FFFFFF\"/>"
            + "<rect x=\"9.5\" y=\"4.8\" width=\"2.5\" height=\"2.4\" fill=\"#FFFFFF\"/>"
            + "<rect x=\"12\" y=\"7.2\" width=\"2.5\" height=\"2.4\" fill=\"#FFFFFF\"/>"
            + "<rect x=\"9.5\" y=\"9.6\" width=\"2.5\" height=\"2.4\" fill=\"#FFFFFF\"/>"
            + "<rect x=\"12\" y=\"12\" width=\"2.5\" height=\"2.4\" fill=\"#FFFFFF\"/>"
            + "<rect x=\"9.5\" y=\"14.4\" width=\"2.5\" height=\"2.4\" fill=\"#FFFFFF\"/>"
            + "<rect x=\"9.5\" y=\"19\" width=\"5\" height=\"4.5\" rx=\"1\" fill=\"#FFFFFF\"/>"
            + "<rect x=\"10.2\" y=\"19.7\" width=\"3.6\" height=\"7.6\" rx=\"1\" fill=\"none\" stroke=\"#FFFFFF\" "
            + "stroke-width=\"1.4\"/>",
        "file-other": stroke("M13 20 H27 M13 24.5 H27 M13 29 H22", 1.8, color: white)
    ]

    static var fileTypes: [String: String] {
        var icons: [String: String] = [:]
        for (name, colour, label) in fileColours {
            let page = fill(
                "M4 0 H28 L40 12 V44 C40 46.2 38.2 48 36 48 H4 C1.8 48 0 46.2 0 44 V4 C0 1.8 1.8 0 4 0 Z",
                color: colour)
            let fold = fill("M28 0 V8 C28 10.2 29.8 12 32 12 H40 Z", color: "#FFFFFF\" fill-opacity=\"0.5")
            let glyph = fileGlyphs[name] ?? ""
            let text = label.isEmpty ? "" : StrokeLetters.label(label, centreX: 20, top: 33, color: white)
            icons[name] = document(40, 48, page + fold + glyph + text)
        }
        return icons
    }
}
