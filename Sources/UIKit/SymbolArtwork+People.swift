import ChatCanvas

/// People and hands: figures, avatars in circles, groups, thumbs, a raised hand, a runner, a smiling face.
extension SymbolArtwork {
    static var people: [String: String] {
        let solidBody = "M2.6 18.4 C2.6 14 5.9 11.2 10 11.2 C14.1 11.2 17.4 14 17.4 18.4 Z"
        let shoulders = "M5.2 15.8 C6.2 13.7 7.9 12.7 10 12.7 C12.1 12.7 13.8 13.7 14.8 15.8"
        let croppedShoulders = "M4.2 16.4 C5.4 13.9 7.5 12.6 10 12.6 C12.5 12.6 14.6 13.9 15.8 16.4"
        let frontBody = "M1.8 18.2 C1.8 14.6 4.6 12.2 8.4 12.2 C12.2 12.2 15 14.6 15 18.2 Z"
        let backBody = "M13.4 11.6 C14.2 11.3 15 11.2 15.8 11.2 C19.2 11.2 22 13.4 22 16.8 H16.6"
        let thumb =
            "M7.6 9 L10.6 3 C11 2.2 12.1 2 12.8 2.7 C13.3 3.3 13.3 4.2 13.1 5 L12.3 8 H16.2 C17.4 8 18.3 9.1 18 10.3 "
            + "L16.7 16.4 C16.5 17.4 15.7 18 14.7 18 H7.6 Z"
        let cuff = "M2 9 H5.4 V18 H2 Z"
        let hand =
            "M4.6 10.6 V5 C4.6 4.1 5.3 3.4 6.2 3.4 C7.1 3.4 7.8 4.1 7.8 5 V9.4 V3.4 C7.8 2.5 8.5 1.8 9.4 1.8 "
            + "C10.3 1.8 11 2.5 11 3.4 V9.4 V4 C11 3.1 11.7 2.4 12.6 2.4 C13.5 2.4 14.2 3.1 14.2 4 V9.8 V6.4 "
            + "C14.2 5.5 14.9 4.8 15.8 4.8 C16.7 4.8 17.4 5.5 17.4 6.4 V12.6 C17.4 16 15 18.6 11.6 18.6 H10.4 "
            + "C8.4 18.6 7 17.8 5.8 16.2 L2.6 11.8 C2.1 11.1 2.2 10.2 2.9 9.8 C3.5 9.4 4.2 9.7 4.6 10.4"
        let faceGlyph =
            circle(7.1, 8, 1.35) + circle(12.9, 8, 1.35) + stroke("M6.2 11.6 C7.6 14.6 12.4 14.6 13.8 11.6", 1.8)
        return [
            "person.fill": document(20, 20, circle(10, 6.2, 4.2) + fill(solidBody)),
            "person.circle": circled(ring(10, 7.9, 2.9, 1.5) + stroke(shoulders, 1.5)),
            "person.circle.fill": discWith(circle(10, 7.9, 3.4) + solid(croppedShoulders + " Z", round: 0.5)),
            "person.crop.circle": circled(ring(10, 7.6, 3.3, 1.5) + stroke(croppedShoulders, 1.5)),
            "person.2": document(
                24, 20,
                ring(8.4, 6.6, 3.4, 1.5) + stroke(frontBody, 1.5) + ring(16.2, 5.8, 2.8, 1.5) + stroke(backBody, 1.5)),
            "person.2.fill": document(
                24, 20,
                knockout(
                    24, 20, shape: circle(16.2, 5.8, 3.3) + fill(backBody + " V11.2 Z"),
                    cutout: stroke(frontBody, 3.4, color: "#000") + circle(8.4, 6.6, 5.4))
                    + circle(8.4, 6.6, 3.9) + fill(frontBody)),
            "person.badge.plus": document(
                22, 20,
                ring(8, 6.4, 3.4, 1.5)
                    + stroke("M1.6 18.2 C1.6 14.6 4.4 12.2 8 12.2 C11.6 12.2 14.4 14.6 14.4 18.2 Z", 1.5)
                    + stroke("M17.6 4.4 V11.2 M14.2 7.8 H21", 1.6)),
            "hand.thumbsup": document(20, 20, stroke(thumb, 1.5) + stroke(cuff, 1.5)),
            "hand.thumbsup.fill": document(20, 20, solid(thumb) + solid(cuff)),
            "hand.thumbsdown": document(20, 20, upsideDown(20, stroke(thumb, 1.5) + stroke(cuff, 1.5))),
            "hand.raised": document(20, 20, stroke(hand, 1.5)),
            "figure.run": document(
                20, 20,
                circle(12.6, 3.2, 2.1)
                    + stroke(
                        "M11.4 6.6 L9.4 11.6 L12.6 13.8 L11.2 18.6 M9.4 11.6 L7 14.4 L3 14 M11.4 6.6 L7.8 7.6 L6 10.2 "
                            + "M11.4 6.6 L13.6 9.8 L16.8 10.6", 1.9)),
            "face.smiling.fill": discWith(faceGlyph)
        ]
    }
}
