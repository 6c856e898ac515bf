import ChatCanvas

/// Talking and hearing: speech bubbles, mail, calls, video, bells, microphones, a speaker, links, wifi.
extension SymbolArtwork {
    static var communication: [String: String] {
        let bubble =
            "M5 1.8 H15 C17 1.8 18.4 3.2 18.4 5.2 V10.4 C18.4 12.4 17 13.8 15 13.8 H8.6 L4.4 16.8 V13.7 "
            + "C2.8 13.4 1.6 12.1 1.6 10.4 V5.2 C1.6 3.2 3 1.8 5 1.8 Z"
        let frontBubble =
            "M4.6 7 H12.4 C14.1 7 15.4 8.3 15.4 10 V14 C15.4 15.7 14.1 17 12.4 17 H8 L4.2 19.2 V16.9 "
            + "C2.7 16.6 1.6 15.4 1.6 14 V10 C1.6 8.3 2.9 7 4.6 7 Z"
        let backBubble =
            "M11.6 1.6 H19.4 C21.1 1.6 22.4 2.9 22.4 4.6 V8.6 C22.4 10 21.5 11.2 20 11.5 V13.8 L16.2 11.6 H11.6 "
            + "C9.9 11.6 8.6 10.3 8.6 8.6 V4.6 C8.6 2.9 9.9 1.6 11.6 1.6 Z"
        let quoteBubble =
            "M5 3 H15 C16.7 3 18 4.3 18 6 V11.5 C18 13.2 16.7 14.5 15 14.5 H9 L5 17.6 V14.5 "
            + "C3.3 14.5 2 13.2 2 11.5 V6 C2 4.3 3.3 3 5 3 Z"
        let envelope = box(1.6, 1.6, 18.8, 12.8, radius: 2)
        let flap = "M2.4 2.8 L11 9.2 L19.6 2.8"
        let handset =
            "M5 1.8 L7.4 2.2 L8.8 6.2 L6.8 8 C7.8 10.2 9.8 12.2 12 13.2 L13.8 11.2 L17.8 12.6 L18.2 15 "
            + "C18.2 16.8 16.8 18.2 15 18.2 C8 18.2 1.8 12 1.8 5 C1.8 3.2 3.2 1.8 5 1.8 Z"
        let lens = "M16.6 6.4 L22.4 3.2 V12.8 L16.6 9.6 Z"
        let bell =
            "M10 2.4 C13.1 2.4 15.2 4.8 15.2 8 V11.6 L17 14.6 H3 L4.8 11.6 V8 C4.8 4.8 6.9 2.4 10 2.4 Z"
        let clapper = "M8 17.2 C8.4 18.1 9.1 18.6 10 18.6 C10.9 18.6 11.6 18.1 12 17.2"
        let micStand = "M1.6 8.8 C1.6 11.9 4 14.3 7 14.3 C10 14.3 12.4 11.9 12.4 8.8 M7 14.3 V18.6 M4.4 18.6 H9.6"
        let speaker =
            "<path d=\"M2.6 7.2 H5.6 L10.2 3.4 V16.6 L5.6 12.8 H2.6 Z\" fill=\"#000\" stroke=\"#000\" "
            + "stroke-width=\"1.2\" stroke-linejoin=\"round\"/>"
        let linkGlyph =
            "<g transform=\"matrix(0.42 -0.42 0.42 0.42 3.7 12.1)\">"
            + stroke(
                "M8 1.4 H5.3 C3.2 1.4 1.4 3.1 1.4 5 C1.4 6.9 3.2 8.6 5.3 8.6 H8 M12 1.4 H14.7 C16.8 1.4 18.6 3.1 "
                    + "18.6 5 C18.6 6.9 16.8 8.6 14.7 8.6 H12 M6.4 5 H13.6", 2.6) + "</g>"
        return [
            "bubble.left": document(20, 18, stroke(bubble, 1.5)),
            "bubble.left.fill": document(20, 18, solid(bubble)),
            "bubble.right": document(20, 18, mirrored(20, stroke(bubble, 1.5))),
            "bubble.left.and.bubble.right": document(
                24, 20,
                knockout(24, 20, shape: stroke(backBubble, 1.5), cutout: solid(frontBubble, round: 4.4, color: "#000"))
                    + stroke(frontBubble, 1.5)),
            "bubble.left.and.bubble.right.fill": document(
                24, 20,
                knockout(24, 20, shape: solid(backBubble), cutout: solid(frontBubble, round: 4.4, color: "#000"))
                    + solid(frontBubble)),
            "message.fill": document(
                22, 20,
                solid(
                    "M11 2 C5.8 2 1.6 5.4 1.6 9.7 C1.6 12 2.8 14 4.7 15.5 L3.8 18.5 L7.6 16.8 C8.7 17.2 9.8 17.4 11 17.4 "
                        + "C16.2 17.4 20.4 14 20.4 9.7 C20.4 5.4 16.2 2 11 2 Z")),
            "quote.bubble": document(
                20, 20,
                stroke(quoteBubble, 1.5) + circle(7.6, 7.6, 1.4) + circle(12.4, 7.6, 1.4)
                    + stroke("M8.9 7.8 C8.9 9.2 8.2 10.4 7 11 M13.7 7.8 C13.7 9.2 13 10.4 11.8 11", 1.3)),
            "envelope": document(22, 16, envelope + stroke(flap, 1.5)),
            "envelope.fill": document(
                22, 16,
                knockout(22, 16, shape: box(0.8, 0.8, 20.4, 14.4, radius: 2.4, 0), cutout: stroke(flap, 1.5))),
            "phone": document(20, 20, stroke(handset, 1.5)),
            "phone.fill": document(20, 20, solid(handset)),
            "video": document(24, 16, box(1.6, 2.4, 14, 11.2, radius: 2.4) + stroke(lens, 1.5)),
            "video.fill": document(24, 16, box(0.8, 1.6, 15.6, 12.8, radius: 2.8, 0) + solid(lens)),
            "bell": document(20, 20, stroke(bell, 1.5) + stroke(clapper, 1.5)),
            "bell.fill": document(
                20, 20, solid(bell) + fill("M7.6 16.3 H12.4 C12.2 17.7 11.2 18.8 10 18.8 C8.8 18.8 7.8 17.7 7.6 16.3 Z")
            ),
            "bell.slash": slashed(20, 20, stroke(bell, 1.5) + stroke(clapper, 1.5)),
            "mic.fill": document(
                14, 20, box(3.8, 0.8, 6.4, 11.6, radius: 3.2, 0) + stroke(micStand, 1.6)),
            "mic.slash": slashed(
                16, 20,
                "<g transform=\"translate(1 0)\">"
                    + box(4.3, 1, 5.4, 11, radius: 2.7) + stroke(micStand, 1.5) + "</g>"),
            "speaker.wave.2": document(
                20, 20,
                speaker + stroke("M13.2 7.2 C14.1 8.6 14.1 11.4 13.2 12.8 M15.8 4.6 C17.8 7.6 17.8 12.4 15.8 15.4", 1.5)
            ),
            "link.circle": circled(linkGlyph),
            "paperclip": document(
                14, 22,
                stroke(
                    "M11.6 9 V15.6 C11.6 18.3 9.6 20.4 7 20.4 C4.4 20.4 2.4 18.3 2.4 15.6 V5.2 C2.4 3.2 3.9 1.6 5.8 1.6 "
                        + "C7.7 1.6 9.2 3.2 9.2 5.2 V15 C9.2 16.3 8.2 17.2 7 17.2 C5.8 17.2 4.8 16.3 4.8 15 V7.4", 1.5)),
            "wifi": document(
                22, 18,
                stroke(arc(11, 15.6, 4.4, from: 225, to: 315), 1.7)
                    + stroke(arc(11, 15.6, 8.2, from: 225, to: 315), 1.7)
                    + stroke(arc(11, 15.6, 12, from: 225, to: 315), 1.7) + circle(11, 15.6, 1.5))
        ]
    }
}
