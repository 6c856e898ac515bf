/// A tiny stroke alphabet for the lower-case labels on file icons ("pdf", "doc", …, as the SDK's artwork), drawn
/// as paths so icons never depend on which fonts are installed. Stroke centre lines: ascenders from 1.2, x-height
/// 2.65…6.35 (5 pixel rows of ink, as measured in the SDK's icons), descenders to 7.8.
enum StrokeLetters {
    static let glyphs: [Character: (path: String, width: Double)] = [
        "p": (
            "M0.32 2.65 V7.83 M0.32 4.5 C0.32 3.39 1.04 2.65 2 2.65 C2.96 2.65 3.68 3.39 3.68 4.5"
                + " C3.68 5.61 2.96 6.35 2 6.35 C1.04 6.35 0.32 5.61 0.32 4.5", 3.68
        ),
        "d": (
            "M3.36 1.17 V6.35 M3.36 4.5 C3.36 3.39 2.64 2.65 1.68 2.65 C0.72 2.65 0 3.39 0 4.5"
                + " C0 5.61 0.72 6.35 1.68 6.35 C2.64 6.35 3.36 5.61 3.36 4.5", 3.36
        ),
        "f": ("M2.72 1.32 C2.48 1.24 2.24 1.17 2 1.17 C1.36 1.17 0.96 1.54 0.96 2.21 V6.35 M0 2.95 H2.48", 2.48),
        "o": (
            "M1.76 2.65 C2.8 2.65 3.52 3.39 3.52 4.5 C3.52 5.61 2.8 6.35 1.76 6.35 C0.72 6.35 0 5.61 0 4.5"
                + " C0 3.39 0.72 2.65 1.76 2.65 Z", 3.52
        ),
        "c": (
            "M3.2 3.39 C2.88 2.87 2.4 2.65 1.76 2.65 C0.72 2.65 0 3.39 0 4.5 C0 5.61 0.72 6.35 1.76 6.35"
                + " C2.4 6.35 2.88 6.13 3.2 5.61", 3.2
        ),
        "x": ("M0 2.65 L3.2 6.35 M3.2 2.65 L0 6.35", 3.2),
        "l": ("M0 1.17 V6.35", 0),
        "s": (
            "M2.96 3.17 C2.72 2.8 2.24 2.65 1.6 2.65 C0.8 2.65 0.24 3.02 0.24 3.61 C0.24 4.87 3.12 4.13 3.12 5.39"
                + " C3.12 5.98 2.48 6.35 1.68 6.35 C0.96 6.35 0.4 6.13 0 5.68", 3.12
        ),
        "t": ("M0.96 1.61 V5.46 C0.96 6.05 1.28 6.35 1.84 6.35 H2.4 M0 2.87 H2.32", 2.4),
        "m": (
            "M0 6.35 V2.65 M0 3.83 C0.3 3.02 0.8 2.65 1.6 2.65 C2.4 2.65 2.8 3.09 2.8 3.69 V6.35 M2.8 3.69"
                + " C2.8 3.09 3.3 2.65 4.1 2.65 C5 2.65 5.6 3.09 5.6 3.76 V6.35", 5.6
        ),
        "h": ("M0 1.17 V6.35 M0 3.83 C0.24 3.02 0.8 2.65 1.52 2.65 C2.4 2.65 2.88 3.09 2.88 3.98 V6.35", 2.88),
        "z": ("M0.16 2.65 H3.04 L0 6.35 H3.2", 3.2),
        "i": ("M0 2.95 V6.35 M0 1.39 V1.54", 0),
        "3": (
            "M0.24 1.76 C0.72 1.39 1.28 1.17 1.84 1.17 C2.8 1.17 3.44 1.76 3.44 2.5 C3.44 3.32 2.8 3.76 1.68 3.76"
                + " C2.88 3.76 3.68 4.28 3.68 5.09 C3.68 5.83 2.88 6.35 1.84 6.35 C1.2 6.35 0.48 6.13 0 5.68", 3.68
        ),
        "4": ("M2.8 6.35 V1.17 L0 4.87 H3.68", 3.68)
    ]

    static let spacing = 1.8
    static let strokeWidth = 1.3

    /// The label as stroked paths, centred on `centreX`, the glyph cells from `top` (baseline at `top` + 7).
    static func label(_ text: String, centreX: Double, top: Double, color: String) -> String {
        let letters = text.compactMap { glyphs[$0] }
        let total = letters.reduce(0) { $0 + $1.width } + spacing * Double(max(0, letters.count - 1))
        var x = centreX - total / 2
        var body = ""
        for letter in letters {
            body +=
                "<path transform=\"translate(\(ImageArtwork.n(x)) \(ImageArtwork.n(top)))\" d=\"\(letter.path)\" "
                + "fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(strokeWidth)\" stroke-linecap=\"round\" "
                + "stroke-linejoin=\"round\"/>"
            x += letter.width + spacing
        }
        return body
    }
}
