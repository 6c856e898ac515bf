import ChatCanvas

/// SF Symbols whose names StreamChatUI's own images also use (`person`, `camera`, `bolt`, `bolt.fill`): here they
/// are the symbols; a manifest's built-in image of that name stays StreamChatUI's drawing (`Images` looks there
/// first), as on iOS, where an asset and a symbol of one name are different pictures.
extension SymbolArtwork {
    static var sharedNames: [String: String] {
        let bolt = "M9.6 1.6 L2.6 11.2 H7.8 L6.4 18.4 L13.4 8.8 H8.2 Z"
        return [
            "person": document(
                20, 20,
                ring(10, 6.2, 3.6, 1.5)
                    + stroke("M3.2 18.2 C3.2 14.4 6.2 12 10 12 C13.8 12 16.8 14.4 16.8 18.2 Z", 1.5)),
            "camera": document(
                24, 18,
                stroke(
                    "M4.4 4.6 H7.6 L9.2 2.4 H14.8 L16.4 4.6 H19.6 C21.1 4.6 22.2 5.7 22.2 7.2 V13.8 C22.2 15.3 21.1 "
                        + "16.4 19.6 16.4 H4.4 C2.9 16.4 1.8 15.3 1.8 13.8 V7.2 C1.8 5.7 2.9 4.6 4.4 4.6 Z", 1.5)
                    + ring(12, 10.3, 3.5, 1.5)),
            "bolt": document(16, 20, stroke(bolt, 1.5)),
            "bolt.fill": document(16, 20, solid(bolt))
        ]
    }
}
