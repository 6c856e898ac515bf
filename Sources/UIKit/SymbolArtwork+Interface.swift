import ChatCanvas

/// Settings and controls, places and time: gears, sliders, lists, grids, locks, eyes, pins, maps, a house, a
/// calendar, clocks.
extension SymbolArtwork {
    static var interface: [String: String] {
        let gear = polygon(starPoints(10, 10, outer: 9.2, inner: 6.8, count: 10, flat: 14))
        let gearshape = polygon(starPoints(10, 10, outer: 8.8, inner: 6.6, count: 8, flat: 20))
        let eye =
            "M1.6 7 C4 3.2 7.3 1.4 11 1.4 C14.7 1.4 18 3.2 20.4 7 C18 10.8 14.7 12.6 11 12.6 C7.3 12.6 4 10.8 1.6 7 Z"
        let shackle = "M4.6 8.6 V6 C4.6 3.6 6.1 1.8 8 1.8 C9.9 1.8 11.4 3.6 11.4 6 V8.6"
        let pinHead =
            "M7 1.6 H13 C13.4 1.6 13.6 1.9 13.6 2.2 V2.8 C13.6 3.2 13.3 3.4 13 3.4 H12.2 V8.2 L14.9 10.9 "
            + "C15.3 11.3 15 12 14.4 12 H5.6 C5 12 4.7 11.3 5.1 10.9 L7.8 8.2 V3.4 H7 C6.7 3.4 6.4 3.2 6.4 2.8 "
            + "V2.2 C6.4 1.9 6.6 1.6 7 1.6 Z"
        let pennant = "M4 2.8 C7.5 1.2 10 4.6 16 3 V11.2 C10 12.8 7.5 9.4 4 11 Z"
        let house = "M10 2.2 L16 7.4 V16.4 C16 17.3 15.3 18 14.4 18 H5.6 C4.7 18 4 17.3 4 16.4 V7.4 Z"
        return [
            "gear": document(
                20, 20, knockout(20, 20, shape: solid(gear, round: 1), cutout: circle(10, 10, 3.2, color: "#000"))),
            "gearshape": document(20, 20, stroke(gearshape, 1.5) + ring(10, 10, 2.8, 1.5)),
            "gearshape.fill": document(
                20, 20, knockout(20, 20, shape: solid(gearshape, round: 1.5), cutout: circle(10, 10, 3, color: "#000"))),
            "slider.horizontal.3": document(
                20, 16,
                stroke("M2 3 H18 M2 8 H18 M2 13 H18", 1.5) + circle(12.4, 3, 2.2) + circle(6.2, 8, 2.2)
                    + circle(14.2, 13, 2.2)),
            "line.3.horizontal": document(20, 14, stroke("M2 2 H18 M2 7 H18 M2 12 H18", 1.7)),
            "line.3.horizontal.decrease": document(20, 14, stroke("M2 2 H18 M5 7 H15 M8 12 H12", 1.7)),
            "list.bullet": document(
                20, 16,
                circle(3, 3, 1.4) + circle(3, 8, 1.4) + circle(3, 13, 1.4) + stroke("M7 3 H18 M7 8 H18 M7 13 H18", 1.6)),
            "square.grid.2x2": document(
                20, 20,
                box(2.4, 2.4, 6.4, 6.4, radius: 1.6) + box(11.2, 2.4, 6.4, 6.4, radius: 1.6)
                    + box(2.4, 11.2, 6.4, 6.4, radius: 1.6) + box(11.2, 11.2, 6.4, 6.4, radius: 1.6)),
            "lock.fill": document(16, 20, stroke(shackle, 2.1) + box(1.6, 8.2, 12.8, 10.4, radius: 2.2, 0)),
            "lock.open": document(
                20, 20,
                stroke("M11.4 8.6 V5.4 C11.4 3 12.9 1.2 14.8 1.2 C16.7 1.2 18.2 3 18.2 5.4 V6.4", 1.6)
                    + box(2, 8.6, 12, 9.6, radius: 2, 0)),
            "eye": document(22, 14, stroke(eye, 1.5) + circle(11, 7, 2.9)),
            "eye.slash": slashed(
                22, 18, "<g transform=\"translate(0 2)\">" + stroke(eye, 1.5) + circle(11, 7, 2.9) + "</g>"),
            "magnifyingglass.circle": circled(ring(9.1, 9.1, 3.4, 1.6) + stroke("M11.6 11.6 L14.2 14.2", 1.8)),
            "flag.fill": document(20, 20, stroke("M4 18.5 V2", 1.5) + solid(pennant, round: 1.5)),
            "pin.fill": document(20, 20, solid(pinHead, round: 1) + stroke("M10 12 V18.4", 2)),
            "pin.slash": slashed(20, 20, fill(pinHead) + stroke("M10 12 V18.4", 1.5)),
            "map": document(
                22, 20,
                stroke(
                    "M1.6 4.4 L7.4 2 L14.6 4.6 L20.4 2.2 V15.6 L14.6 18 L7.4 15.4 L1.6 17.8 Z M7.4 2 V15.4 M14.6 4.6 V18",
                    1.5)),
            "mappin": document(14, 22, circle(7, 5.8, 4.6) + stroke("M7 10 V20.4", 1.7)),
            "globe": document(
                20, 20,
                ring(10, 10, 8.4, 1.5)
                    + stroke(
                        "M10 1.6 C5.9 5 5.9 15 10 18.4 C14.1 15 14.1 5 10 1.6 Z M1.6 10 H18.4 M3.2 5.4 H16.8 M3.2 14.6 H16.8",
                        1.2)),
            "house": document(
                20, 20,
                stroke("M1.8 9.4 L10 2.2 L18.2 9.4", 1.6)
                    + stroke(
                        "M4.4 7.6 V16.4 C4.4 17.3 5.1 18 6 18 H14 C14.9 18 15.6 17.3 15.6 16.4 V7.6 M8.2 18 V13 H11.8 V18",
                        1.5)),
            "house.fill": document(
                20, 20,
                knockout(20, 20, shape: solid(house, round: 1.2), cutout: box(8.2, 12.4, 3.6, 7, radius: 0.8, 0))
                    + stroke("M1.8 9.4 L10 2.2 L18.2 9.4", 1.8)),
            "calendar": document(
                20, 20,
                box(2.2, 3.4, 15.6, 14.8, radius: 2.4)
                    + fill("M2.2 7.6 H17.8 V5.8 C17.8 4.5 16.7 3.4 15.4 3.4 H4.6 C3.3 3.4 2.2 4.5 2.2 5.8 Z")
                    + stroke("M6 1.6 V4.4 M14 1.6 V4.4", 1.6)
                    + circle(6, 11, 1.1) + circle(10, 11, 1.1) + circle(14, 11, 1.1) + circle(6, 14.6, 1.1)
                    + circle(10, 14.6, 1.1)),
            "clock": document(20, 20, ring(10, 10, 8.4, 1.5) + stroke("M10 5.2 V10 L13.4 12.2", 1.6)),
            "timer": document(
                20, 20, ring(10, 11, 7.4, 1.5) + stroke("M10 11 L13 8 M7.8 1.6 H12.2 M10 1.6 V3.6", 1.6))
        ]
    }
}
