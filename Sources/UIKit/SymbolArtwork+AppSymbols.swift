import ChatCanvas

/// Symbols public apps' chat customizations ask for (docs/compatibility.md, "Public apps tried"): block-arrow send
/// buttons, a muted speaker, iCloud and its lock, an archive box.
extension SymbolArtwork {
    static var appSymbols: [String: String] {
        let blockArrow = polygon([(1.6, 7), (10.4, 7), (10.4, 2.4), (18.4, 10), (10.4, 17.6), (10.4, 13), (1.6, 13)])
        let cloud =
            "M5.4 16.2 H15.6 C17.8 16.2 19.4 14.6 19.4 12.5 C19.4 10.5 17.9 9 16 8.9 C15.6 6.1 13.3 4 10.4 4 "
            + "C7.9 4 5.8 5.6 5.1 7.9 C2.8 8.2 1 10 1 12.2 C1 14.4 2.9 16.2 5.4 16.2 Z"
        return [
            "arrowshape.right.fill": document(20, 20, solid(blockArrow, round: 1.6)),
            "arrowshape.left.fill": document(20, 20, mirrored(20, solid(blockArrow, round: 1.6))),
            "arrowshape.right": document(20, 20, stroke(blockArrow, 1.5)),
            "speaker.slash.fill": document(
                20, 20,
                knockout(
                    20, 20,
                    shape: solid("M2.4 6.8 H5.6 L10.4 2.8 V17.2 L5.6 13.2 H2.4 Z", round: 1.8)
                        + stroke("M13.4 6.8 C14.6 8.4 14.6 11.6 13.4 13.2", 2),
                    cutout: stroke("M2.4 2.4 L17.6 17.6", 4, color: "#000"))
                    + stroke("M2.4 2.4 L17.6 17.6", 1.6)),
            "icloud": document(20.4, 20, stroke(cloud, 1.5)),
            "lock.icloud": document(
                20.4, 20,
                stroke(cloud, 1.5) + box(7.6, 10.4, 4.8, 3.6, radius: 0.8, 0)
                    + stroke("M8.6 10.4 V9.4 C8.6 8.5 9.2 7.9 10 7.9 C10.8 7.9 11.4 8.5 11.4 9.4 V10.4", 1.1)),
            "archivebox": document(
                20, 20,
                box(1.6, 3, 16.8, 4.4, radius: 1, 1.5)
                    + stroke("M3 7.4 V16.2 C3 16.9 3.5 17.4 4.2 17.4 H15.8 C16.5 17.4 17 16.9 17 16.2 V7.4", 1.5)
                    + stroke("M7.6 10.6 H12.4", 1.5))
        ]
    }
}
