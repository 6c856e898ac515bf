import ChatCanvas

/// Arrows and pointers: chevrons, straight and circling arrows, sharing, sending and locating.
extension SymbolArtwork {
    static var arrows: [String: String] {
        let box =
            "M6 8.2 H4.2 C3.5 8.2 3 8.7 3 9.4 V19.2 C3 19.9 3.5 20.4 4.2 20.4 H13.8 C14.5 20.4 15 19.9 15 19.2 "
            + "V9.4 C15 8.7 14.5 8.2 13.8 8.2 H12"
        let plane = "M18.4 1.6 L1.6 8.6 L8.4 11.6 L11.4 18.4 Z"
        let pointer = "M17.8 2.2 L2.2 9 L9.4 10.6 L11 17.8 Z"
        return [
            "chevron.right": document(13, 22, stroke("M2.4 2 L11.2 11 L2.4 20", 2.6)),
            "chevron.down": document(16, 10, stroke("M1.8 2.2 L8 7.8 L14.2 2.2", 1.8)),
            "chevron.left.circle": circled(stroke("M11.4 5.8 L7.2 10 L11.4 14.2", 1.8)),
            "arrow.left": document(18, 16, stroke("M16.4 8 H2 M7.6 2.4 L2 8 L7.6 13.6", 1.8)),
            "arrow.right": document(18, 16, stroke("M1.6 8 H16 M10.4 2.4 L16 8 L10.4 13.6", 1.8)),
            "arrow.up": document(16, 18, stroke("M8 16.4 V2 M2.4 7.6 L8 2 L13.6 7.6", 1.8)),
            "arrow.up.right": document(18, 18, stroke("M3 15 L15 3 M6.4 3 H15 V11.6", 1.8)),
            "arrow.clockwise": document(
                20, 20, stroke(arc(10, 11, 7, from: -30, to: 270), 1.7) + stroke("M7.6 1.4 L10.4 4 L7.6 6.6", 1.7)),
            "arrow.counterclockwise": document(
                20, 20,
                mirrored(20, stroke(arc(10, 11, 7, from: -30, to: 270), 1.7) + stroke("M7.6 1.4 L10.4 4 L7.6 6.6", 1.7))
            ),
            "arrow.triangle.2.circlepath": document(
                22, 20,
                stroke(arc(11, 10, 7, from: 200, to: 335), 1.6)
                    + solid(polygon([(19.5, 6.0), (18.7, 9.9), (15.2, 8.1)]), round: 1.2)
                    + stroke(arc(11, 10, 7, from: 20, to: 155), 1.6)
                    + solid(polygon([(2.5, 14.0), (3.3, 10.1), (6.8, 11.9)]), round: 1.2)),
            "square.and.arrow.down": document(
                18, 22, stroke(box, 1.5) + stroke("M9 1.6 V13.4 M5.6 10 L9 13.4 L12.4 10", 1.5)),
            "paperplane": document(20, 20, stroke(plane + " M18.4 1.6 L8.4 11.6", 1.5)),
            "paperplane.fill": document(
                20, 20,
                knockout(20, 20, shape: solid(plane, round: 1.5), cutout: stroke("M18 2 L8.4 11.6", 1.3, color: "#000"))
            ),
            "location": document(20, 20, stroke(pointer, 1.5)),
            "location.fill": document(20, 20, solid(pointer, round: 1.5))
        ]
    }
}
