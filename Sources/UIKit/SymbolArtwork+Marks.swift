import ChatCanvas

/// Marks and signs: plus, minus, checkmarks, information, questions, warnings, ellipses, stars, hearts, sparkles.
extension SymbolArtwork {
    static var marks: [String: String] {
        let plusGlyph = "M10 5.6 V14.4 M5.6 10 H14.4"
        let checkGlyph = "M6 10.3 L8.8 13.1 L14 7.2"
        let info = circle(10, 5.9, 1.2)
        let infoStem = "M8.4 9 H10.2 V14.4 M8.2 14.4 H12"
        let question =
            "M7.4 7.6 C7.4 6 8.6 5 10 5 C11.5 5 12.6 6 12.6 7.3 C12.6 9.2 10 9.3 10 11.6"
        let triangle = "M11 2.2 L20.4 18.2 H1.6 Z"
        let seal = polygon(starPoints(10, 10, outer: 9, inner: 7.7, count: 12))
        let star = polygon(starPoints(10, 10.6, outer: 8.8, inner: 3.9, count: 5))
        let dollar =
            "M12.9 7.3 C12.6 6.1 11.5 5.5 10 5.5 C8.3 5.5 7.2 6.3 7.2 7.6 C7.2 10.4 12.9 9.3 12.9 12.3 "
            + "C12.9 13.7 11.7 14.5 10 14.5 C8.4 14.5 7.3 13.8 7 12.6 M10 3.6 V16.4"
        return [
            "plus": document(20, 20, stroke("M10 3 V17 M3 10 H17", 1.9)),
            "plus.circle": circled(stroke(plusGlyph, 1.6)),
            "plus.circle.fill": discWith(stroke(plusGlyph, 1.9)),
            "minus": document(20, 6, stroke("M3 3 H17", 1.9)),
            "minus.circle": circled(stroke("M5.6 10 H14.4", 1.6)),
            "multiply": document(20, 20, stroke("M5 5 L15 15 M15 5 L5 15", 1.7)),
            "xmark.circle.fill": discWith(stroke("M7 7 L13 13 M13 7 L7 13", 1.9)),
            "checkmark.circle": circled(stroke(checkGlyph, 1.7)),
            "checkmark.circle.fill": discWith(stroke(checkGlyph, 1.9)),
            "checkmark.seal": document(20, 20, stroke(seal, 1.4) + stroke(checkGlyph, 1.6)),
            "checkmark.seal.fill": document(
                20, 20, knockout(20, 20, shape: solid(seal, round: 1.4), cutout: stroke(checkGlyph, 1.8))),
            "info.circle": circled(info + stroke(infoStem, 1.5)),
            "info.circle.fill": discWith(circle(10, 5.9, 1.3) + stroke(infoStem, 1.7)),
            "questionmark.circle": circled(stroke(question, 1.6) + circle(10, 14.6, 1.1)),
            "exclamationmark.triangle": document(
                22, 20, stroke(triangle, 1.5) + stroke("M11 7.6 V12.4", 1.8) + circle(11, 15.2, 1.05)),
            "exclamationmark.triangle.fill": document(
                22, 20,
                knockout(
                    22, 20, shape: solid(triangle, round: 2),
                    cutout: stroke("M11 7.4 V12.2", 2, color: "#000") + circle(11, 15.3, 1.2))),
            "ellipsis": document(20, 6, circle(3.4, 3, 1.8) + circle(10, 3, 1.8) + circle(16.6, 3, 1.8)),
            "ellipsis.circle": circled(circle(6, 10, 1.3) + circle(10, 10, 1.3) + circle(14, 10, 1.3)),
            "star": document(20, 20, stroke(star, 1.5)),
            "star.fill": document(20, 20, solid(star, round: 1.5)),
            "heart": document(
                20, 18,
                stroke(
                    "M10 16 C10 16 1.8 11 1.8 5.9 C1.8 3.5 3.7 1.8 5.8 1.8 C7.5 1.8 9.1 2.8 10 4.4 "
                        + "C10.9 2.8 12.5 1.8 14.2 1.8 C16.3 1.8 18.2 3.5 18.2 5.9 C18.2 11 10 16 10 16 Z", 1.5)),
            "dollarsign.square.fill": document(
                20, 20, knockout(20, 20, shape: box(1, 1, 18, 18, radius: 4, 0), cutout: stroke(dollar, 1.7))),
            "sparkles": document(20, 20, sparkle(8, 11.4, 7.2) + sparkle(15.8, 4.2, 3.4) + sparkle(16.4, 16, 2.6))
        ]
    }
}
