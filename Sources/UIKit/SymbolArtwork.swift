import ChatCanvas
import Foundation
import Synchronization

/// chatshot's drawings of the SF Symbols that `UIImage(systemName:)` knows: small SVG documents drawn for this
/// project (simple geometric shapes, not traced from Apple's symbols or any other icon set), black on transparent
/// and tinted when drawn, as symbols are.
enum SymbolArtwork: SVGShapes {
    /// The symbols by name, each parsed when first drawn.
    static let icons = IconSet(allSymbols.mapValues { IconSet.Artwork(svg: $0, isTemplate: true) })

    /// Every group of drawings (this file's and its extensions'), by name; a name in two groups is a bug (it
    /// traps, and the tests run it).
    static var allSymbols: [String: String] {
        Dictionary(
            uniqueKeysWithValues: [
                symbols, marks, arrows, people, communication, objects, interface, sharedNames, appSymbols
            ]
            .joined().map {
                ($0.key, $0.value)
            })
    }

    /// What `UIImage(systemName:)` draws for a name without a drawing: a dashed square with a question mark.
    static let placeholder: IconSet.Icon = IconSet(
        [
            "placeholder": IconSet.Artwork(
                svg: document(
                    20, 20,
                    "<rect x=\"2.5\" y=\"2.5\" width=\"15\" height=\"15\" rx=\"3\" fill=\"none\" stroke=\"#000\" "
                        + "stroke-width=\"1.4\" stroke-dasharray=\"2.6 1.8\"/>"
                        + stroke(
                            "M7.6 7.8 C7.6 6.3 8.7 5.5 10 5.5 C11.4 5.5 12.4 6.4 12.4 7.6 C12.4 9.4 10 9.4 10 11.4", 1.5
                        )
                        + circle(10, 14.1, 1.05)),
                isTemplate: true)
        ]
    ).icon(named: "placeholder")!

    /// Names already warned about (one warning per name and process).
    private static let warned = Mutex(Set<String>())

    /// Warns once that `name` has no drawing here and draws as the placeholder.
    static func warnMissing(_ name: String) {
        guard warned.withLock({ $0.insert(name).inserted }) else { return }
        let line =
            "chatshot: warning: UIImage(systemName: \"\(name)\"): chatshot has no drawing of this SF Symbol; "
            + "a placeholder is drawn (docs/compatibility.md lists the symbols it draws)"
        if let handler = RenderThread.current.layoutWarningHandler {
            handler(line)
            return
        }
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// The first drawings: the SF Symbols StreamChatUI itself uses (read once, into `icons`).
    private static var symbols: [String: String] {
        [
            "xmark": document(20, 20, stroke("M5 5 L15 15 M15 5 L5 15", 1.9)),
            "xmark.circle": document(20, 20, ring(10, 10, 8.8, 1.5) + stroke("M7 7 L13 13 M13 7 L7 13", 1.6)),
            "exclamationmark.circle.fill": document(
                20, 20,
                knockout(
                    20, 20, shape: circle(10, 10, 10),
                    cutout: stroke("M10 4.9 V11.2", 2.1, color: "#000") + circle(10, 14.8, 1.35))),
            "eye.fill": document(
                22, 14,
                knockout(
                    22, 14,
                    shape: fill(
                        "M1 7 C3.6 2.8 7.1 0.8 11 0.8 C14.9 0.8 18.4 2.8 21 7 C18.4 11.2 14.9 13.2 11 13.2 "
                            + "C7.1 13.2 3.6 11.2 1 7 Z"),
                    cutout: ring(11, 7, 3.7, 1.5))),
            "text.bubble": document(
                20, 20,
                stroke(
                    "M5 3 H15 C16.7 3 18 4.3 18 6 V11.5 C18 13.2 16.7 14.5 15 14.5 H9 L5 17.6 V14.5 "
                        + "C3.3 14.5 2 13.2 2 11.5 V6 C2 4.3 3.3 3 5 3 Z", 1.5)
                    + stroke("M6 7.3 H14 M6 10.3 H11.5", 1.5)),
            "camera.fill": document(
                24, 18,
                knockout(
                    24, 18,
                    shape: fill(
                        "M4 4 H7.4 L9 1.6 H15 L16.6 4 H20 C21.7 4 23 5.3 23 7 V14 C23 15.7 21.7 17 20 17 H4 "
                            + "C2.3 17 1 15.7 1 14 V7 C1 5.3 2.3 4 4 4 Z"),
                    cutout: ring(12, 10.3, 3.9, 1.6))),
            "arrowshape.turn.up.right": document(
                22, 18,
                stroke("M13 1.6 L20.8 8.6 L13 15.6 V11.6 C7.8 11.6 4.2 12.9 1.2 16.6 C2 10.8 5.6 6.6 13 5.6 Z", 1.5)),
            "arrowshape.turn.up.left": document(
                22, 18,
                stroke("M9 1.6 L1.2 8.6 L9 15.6 V11.6 C14.2 11.6 17.8 12.9 20.8 16.6 C20 10.8 16.4 6.6 9 5.6 Z", 1.5)),
            "square.and.arrow.up": document(
                18, 22,
                stroke(
                    "M6 8.2 H4.2 C3.5 8.2 3 8.7 3 9.4 V19.2 C3 19.9 3.5 20.4 4.2 20.4 H13.8 C14.5 20.4 15 19.9 15 19.2 "
                        + "V9.4 C15 8.7 14.5 8.2 13.8 8.2 H12", 1.5)
                    + stroke("M9 1.6 V13.4 M5.6 5 L9 1.6 L12.4 5", 1.5)),
            "play.fill": document(
                18, 20,
                "<path d=\"M4 2.4 L15.6 10 L4 17.6 Z\" fill=\"#000\" stroke=\"#000\" "
                    + "stroke-width=\"2\" stroke-linejoin=\"round\"/>"),
            "folder": document(
                22, 18,
                stroke(
                    "M1.6 4 C1.6 2.9 2.5 2 3.6 2 H7.8 L10 4.3 H18.4 C19.5 4.3 20.4 5.2 20.4 6.3 V14 C20.4 15.1 19.5 16 "
                        + "18.4 16 H3.6 C2.5 16 1.6 15.1 1.6 14 Z M1.6 7 H20.4", 1.5)),
            "mic": document(
                14, 20,
                "<rect x=\"4.3\" y=\"1\" width=\"5.4\" height=\"11\" rx=\"2.7\" fill=\"none\" stroke=\"#000\" stroke-width=\"1.5\"/>"
                    + stroke(
                        "M1.6 8.8 C1.6 11.9 4 14.3 7 14.3 C10 14.3 12.4 11.9 12.4 8.8 M7 14.3 V18.6 M4.4 18.6 H9.6", 1.5
                    )),
            "link": document(
                20, 10,
                stroke(
                    "M8 1.4 H5.3 C3.2 1.4 1.4 3.1 1.4 5 C1.4 6.9 3.2 8.6 5.3 8.6 H8 M12 1.4 H14.7 C16.8 1.4 18.6 3.1 "
                        + "18.6 5 C18.6 6.9 16.8 8.6 14.7 8.6 H12 M6.4 5 H13.6", 1.6)),
            "pin": document(
                20, 20,
                fill(
                    "M7 1.6 H13 C13.4 1.6 13.6 1.9 13.6 2.2 V2.8 C13.6 3.2 13.3 3.4 13 3.4 H12.2 V8.2 L14.9 10.9 "
                        + "C15.3 11.3 15 12 14.4 12 H5.6 C5 12 4.7 11.3 5.1 10.9 L7.8 8.2 V3.4 H7 C6.7 3.4 6.4 3.2 6.4 2.8 "
                        + "V2.2 C6.4 1.9 6.6 1.6 7 1.6 Z")
                    + stroke("M10 12 V18.4", 1.5)),
            "message": document(
                22, 20,
                stroke(
                    "M11 2 C5.8 2 1.6 5.4 1.6 9.7 C1.6 12 2.8 14 4.7 15.5 L3.8 18.5 L7.6 16.8 C8.7 17.2 9.8 17.4 11 17.4 "
                        + "C16.2 17.4 20.4 14 20.4 9.7 C20.4 5.4 16.2 2 11 2 Z", 1.5)),
            "face.smiling": document(
                20, 20,
                ring(10, 10, 8.4, 1.6) + circle(7.1, 8, 1.25) + circle(12.9, 8, 1.25)
                    + stroke("M6.3 11.6 C7.6 14.4 12.4 14.4 13.7 11.6", 1.6)),
            "magnifyingglass": document(20, 20, ring(8.4, 8.4, 6.2, 1.8) + stroke("M13 13 L18.2 18.2", 2.2)),
            "speaker.slash": document(
                20, 20,
                knockout(
                    20, 20,
                    shape: "<path d=\"M2.6 7.2 H5.6 L10.2 3.4 V16.6 L5.6 12.8 H2.6 Z\" fill=\"#000\" stroke=\"#000\" "
                        + "stroke-width=\"1.2\" stroke-linejoin=\"round\"/>"
                        + stroke("M13.4 7.2 C14.3 8.6 14.3 11.4 13.4 12.8", 1.5),
                    cutout: stroke("M2.4 2.4 L17.6 17.6", 4, color: "#000"))
                    + stroke("M2.4 2.4 L17.6 17.6", 1.6)),
            "arrow.down": document(16, 18, stroke("M8 1.6 V16 M2.4 10.4 L8 16 L13.6 10.4", 1.8)),
            "text.alignleft": document(20, 18, stroke("M2 3 H18 M2 9 H14 M6 15 H16", 1.6)),
            "doc.on.doc": document(
                20, 20,
                "<rect x=\"6.5\" y=\"1.5\" width=\"11\" height=\"13\" rx=\"1.5\" fill=\"none\" stroke=\"#000\" stroke-width=\"1.5\"/>"
                    + stroke(
                        "M4.5 5.5 H3.8 C3 5.5 2.5 6 2.5 6.8 V17 C2.5 17.8 3 18.5 3.8 18.5 H12 C12.8 18.5 13.5 17.8 13.5 17 V16.5",
                        1.5)),
            "pencil": document(
                20, 20,
                stroke(
                    "M3 17 L3.8 13.2 L13.6 3.4 C14.4 2.6 15.6 2.6 16.4 3.4 C17.2 4.2 17.2 5.4 16.4 6.2 "
                        + "L6.6 16 Z M12.2 4.8 L15 7.6", 1.5)),
            "flag": document(20, 20, stroke("M4 18.5 V2 M4 2.8 C7.5 1.2 10 4.6 16 3 V11.2 C10 12.8 7.5 9.4 4 11", 1.5)),
            "nosign": document(20, 20, ring(10, 10, 8.2, 1.6) + stroke("M4.2 4.2 L15.8 15.8", 1.6)),
            "app.badge": document(
                20, 20,
                stroke(
                    "M11.5 3.2 H5 C3.8 3.2 2.8 4.2 2.8 5.4 V15 C2.8 16.2 3.8 17.2 5 17.2 H14.6 C15.8 17.2 16.8 16.2 16.8 15 V8.5",
                    1.5)
                    + circle(15.6, 4.4, 2.8)),
            "arrow.up.circle": document(
                20, 20, ring(10, 10, 8.4, 1.5) + stroke("M10 14.4 V5.8 M6.4 9.2 L10 5.6 L13.6 9.2", 1.6)),
            "checkmark": document(18, 16, stroke("M2 8.6 L6.5 13 L16 3", 2)),
            "chevron.left": document(13, 22, stroke("M10.6 2 L1.8 11 L10.6 20", 2.6)),
            "circle.fill": document(20, 20, circle(10, 10, 10)),
            "lock": document(
                16, 20,
                stroke("M4.6 8.6 V6 C4.6 3.6 6.1 1.8 8 1.8 C9.9 1.8 11.4 3.6 11.4 6 V8.6", 1.6)
                    + "<rect x=\"2\" y=\"8.6\" width=\"12\" height=\"9.6\" rx=\"2\" fill=\"#000\"/>"),
            "chevron.up": document(16, 10, stroke("M1.8 7.8 L8 2.2 L14.2 7.8", 1.8)),
            "trash": document(
                18, 20,
                stroke(
                    "M1.6 4.4 H16.4 M6.4 4.4 V2.6 C6.4 2 6.8 1.6 7.4 1.6 H10.6 C11.2 1.6 11.6 2 11.6 2.6 V4.4 "
                        + "M3.4 4.4 L4.4 17.2 C4.5 17.9 5 18.4 5.7 18.4 H12.3 C13 18.4 13.5 17.9 13.6 17.2 L14.6 4.4 "
                        + "M7.2 8 V14.8 M10.8 8 V14.8", 1.5)),
            "stop.circle": document(
                20, 20,
                ring(10, 10, 8.8, 1.6)
                    + "<rect x=\"6.6\" y=\"6.6\" width=\"6.8\" height=\"6.8\" rx=\"1.2\" fill=\"#000\"/>"),
            "heart.fill": document(
                20, 18,
                fill(
                    "M10 16.8 C10 16.8 1 11.4 1 5.8 C1 3.1 3.1 1 5.7 1 C7.5 1 9.1 2 10 3.5 C10.9 2 12.5 1 14.3 1 "
                        + "C16.9 1 19 3.1 19 5.8 C19 11.4 10 16.8 10 16.8 Z"))
        ]
    }
}
