import ChatCanvas

/// Things: documents and folders, pictures, editing, bookmarks, shopping, gifts, power.
extension SymbolArtwork {
    static var objects: [String: String] {
        let page =
            "M3.4 1.6 H9.6 L14.4 6.4 V16.6 C14.4 17.6 13.6 18.4 12.6 18.4 H3.4 C2.4 18.4 1.6 17.6 1.6 16.6 V3.4 "
            + "C1.6 2.4 2.4 1.6 3.4 1.6 Z"
        let fold = "M9.6 1.6 V5.4 C9.6 6 10 6.4 10.6 6.4 H14.4"
        let folder =
            "M1.6 4 C1.6 2.9 2.5 2 3.6 2 H7.8 L10 4.3 H18.4 C19.5 4.3 20.4 5.2 20.4 6.3 V14 C20.4 15.1 19.5 16 "
            + "18.4 16 H3.6 C2.5 16 1.6 15.1 1.6 14 Z"
        let can =
            "M3.4 4.4 L4.4 17.2 C4.5 17.9 5 18.4 5.7 18.4 H12.3 C13 18.4 13.5 17.9 13.6 17.2 L14.6 4.4 Z"
        let lid =
            "M1.6 4.4 H16.4 M6.4 4.4 V2.6 C6.4 2 6.8 1.6 7.4 1.6 H10.6 C11.2 1.6 11.6 2 11.6 2.6 V4.4"
        let mountains = "M1.6 14.4 L7.2 9.4 L10.8 12.6 L14.6 8.8 L20.4 13.8"
        let bookmark = "M2.6 3 C2.6 2.1 3.3 1.6 4.2 1.6 H9.8 C10.7 1.6 11.4 2.1 11.4 3 V18.2 L7 14.6 L2.6 18.2 Z"
        let pencil =
            "M8.6 11.4 L9 9 L15.6 2.4 C16.2 1.8 17.2 1.8 17.8 2.4 C18.4 3 18.4 4 17.8 4.6 L11.2 11.2 Z"
        return [
            "doc": document(16, 20, stroke(page, 1.5) + stroke(fold, 1.5)),
            "doc.text": document(
                16, 20,
                stroke(page, 1.5) + stroke(fold, 1.5) + stroke("M4.6 10 H11.4 M4.6 12.8 H11.4 M4.6 15.6 H9", 1.4)),
            "doc.fill": document(
                16, 20, knockout(16, 20, shape: solid(page, round: 1.2), cutout: stroke(fold, 1.3, color: "#000"))),
            "folder.fill": document(
                22, 18,
                knockout(22, 18, shape: solid(folder, round: 1.2), cutout: stroke("M1 7 H21", 1.2, color: "#000"))),
            "trash.fill": document(
                18, 20,
                knockout(
                    18, 20, shape: stroke(lid, 1.5) + solid(can, round: 1.2),
                    cutout: stroke("M7.2 8 V14.8 M10.8 8 V14.8", 1.5, color: "#000"))),
            "photo": document(
                22, 18, box(1.6, 1.6, 18.8, 14.8, radius: 2.4) + circle(7, 6.4, 1.8) + stroke(mountains, 1.5)),
            "photo.on.rectangle": document(
                24, 20,
                stroke(
                    "M6 3.8 V3.4 C6 2.4 6.8 1.6 7.8 1.6 H20.6 C21.6 1.6 22.4 2.4 22.4 3.4 V12.8 C22.4 13.8 21.6 14.6 "
                        + "20.6 14.6 H20", 1.5)
                    + "<g transform=\"translate(0 3)\">" + box(1.6, 2.6, 16.8, 13.8, radius: 2.2)
                    + circle(6.4, 7.2, 1.6)
                    + stroke("M1.8 14.2 L6.6 10 L9.8 12.8 L13 9.6 L18.2 14", 1.5) + "</g>"),
            "square.and.pencil": document(
                20, 20,
                stroke(
                    "M9 3 H4.4 C3.3 3 2.4 3.9 2.4 5 V15.6 C2.4 16.7 3.3 17.6 4.4 17.6 H15 C16.1 17.6 17 16.7 17 15.6 V11",
                    1.5) + stroke(pencil, 1.5)),
            "pencil.circle": circled(
                stroke(
                    "M6.4 13.6 L6.8 11.4 L12 6.2 C12.5 5.7 13.3 5.7 13.8 6.2 C14.3 6.7 14.3 7.5 13.8 8 L8.6 13.2 Z", 1.4
                )),
            "bookmark": document(14, 20, stroke(bookmark, 1.5)),
            "bookmark.fill": document(14, 20, solid(bookmark)),
            "cart": document(
                22, 20,
                stroke("M1.4 2 H4.2 L6.6 13.4 H17.6 L19.8 5 H5", 1.6) + circle(8, 17.2, 1.6) + circle(16.4, 17.2, 1.6)),
            "creditcard": document(
                24, 18,
                box(1.6, 2, 20.8, 14, radius: 2.4) + stroke("M1.8 6.6 H22.2", 2.4) + stroke("M4.8 12.4 H9.4", 1.5)),
            "gift": document(
                20, 20,
                box(1.8, 6.2, 16.4, 3.6, radius: 1)
                    + stroke(
                        "M3.4 9.8 V17 C3.4 17.6 3.8 18 4.4 18 H15.6 C16.2 18 16.6 17.6 16.6 17 V9.8 M10 6.2 V18", 1.5)
                    + stroke(
                        "M10 6 C8.8 3.4 5.6 1.8 5.2 4 C4.9 5.6 7.6 6 10 6 C12.4 6 15.1 5.6 14.8 4 C14.4 1.8 11.2 3.4 10 6 Z",
                        1.3)),
            "battery.100": document(
                26, 14,
                box(1.2, 1.2, 21, 11.6, radius: 3, 1.4) + box(3.4, 3.4, 16.6, 7.2, radius: 1.4, 0)
                    + fill("M23.6 4.8 C24.6 5 25.2 5.9 25.2 7 C25.2 8.1 24.6 9 23.6 9.2 Z"))
        ]
    }
}
