import ChatCanvas

/// A rectangle of pixels: where two images differ (the report boxes it).
public struct PixelRegion: Codable, Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

extension RGBAImage {
    /// The smallest rectangle holding every opaque pixel of one of `colors` — in a diff image drawn by `PixelMatch`,
    /// the pixels counted as different (its grey background and yellow anti-aliasing never match a diff colour
    /// unless one is chosen that way). nil when there is none.
    public func boundingBox(ofColors colors: [RGBColor]) -> PixelRegion? {
        var minX = width
        var minY = height
        var maxX = -1
        var maxY = -1
        pixels.withUnsafeBufferPointer { p in
            for y in 0..<height {
                var row = y * width * 4
                for x in 0..<width {
                    if p[row + 3] == 255,
                        colors.contains(where: { $0.r == p[row] && $0.g == p[row + 1] && $0.b == p[row + 2] })
                    {
                        if x < minX { minX = x }
                        if x > maxX { maxX = x }
                        if y < minY { minY = y }
                        if y > maxY { maxY = y }
                    }
                    row += 4
                }
            }
        }
        guard maxX >= 0 else { return nil }
        return PixelRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
