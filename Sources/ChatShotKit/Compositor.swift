import ChatCanvas
import Foundation

/// Lays rendered panels side by side (or stacked, or in an N-up grid) with a caption over each, dividers between
/// them and a neutral background that reads in light and dark: the before/after pictures of the docs.
public struct Compositor {
    public typealias Arrangement = Shot.Arrangement
    public struct Panel {
        public var caption: String
        public var canvas: Canvas
        public init(caption: String, canvas: Canvas) {
            self.caption = caption
            self.canvas = canvas
        }
    }

    public var arrangement: Arrangement
    public var dark: Bool
    /// Columns of a grid (default: the square root of the panel count, rounded up).
    public var columns: Int?

    public init(arrangement: Arrangement = .horizontal, dark: Bool = false, columns: Int? = nil) {
        self.arrangement = arrangement
        self.dark = dark
        self.columns = columns
    }

    static let padding = 24.0, gap = 24.0, captionHeight = 28.0

    /// Composes the panels at their common scale, on a vector canvas when the panels are vector.
    public func compose(_ panels: [Panel]) throws -> Canvas {
        guard let first = panels.first else { throw ChatShotError.render("nothing to compose") }
        let scale = first.canvas.scale
        let cols: Int
        switch arrangement {
        case .horizontal: cols = panels.count
        case .vertical: cols = 1
        case .grid: cols = max(1, columns ?? Int(Double(panels.count).squareRoot().rounded(.up)))
        }
        let rows = (panels.count + cols - 1) / cols
        let cellW = panels.map(\.canvas.width).max()!
        let cellH = panels.map(\.canvas.height).max()! + Self.captionHeight
        let width = Self.padding * 2 + Double(cols) * cellW + Double(cols - 1) * Self.gap
        let height = Self.padding * 2 + Double(rows) * cellH + Double(rows - 1) * Self.gap
        let canvas: Canvas
        do { canvas = try Canvas(width: width, height: height, scale: scale, vector: first.canvas.isVector) } catch {
            throw ChatShotError.render("composite \(width.clean)×\(height.clean) pt: \(error)")
        }
        let background = dark ? Color(rgb: 0x2C2C2E) : Color(rgb: 0xE9ECEF)
        let captionColor = dark ? Color(rgb: 0xEBEBF0) : Color(rgb: 0x30313D)
        let divider = dark ? Color(rgb: 0x48484A) : Color(rgb: 0xC0C8D2)
        canvas.clear(background)
        for (i, panel) in panels.enumerated() {
            let col = i % cols
            let row = i / cols
            let x = Self.padding + Double(col) * (cellW + Self.gap)
            let y = Self.padding + Double(row) * (cellH + Self.gap)
            let caption = TextLayout(
                panel.caption, font: Font(size: 15, weight: 600), color: captionColor, width: cellW, maxLines: 1,
                alignment: .center, lineBreakMode: .truncateTail)
            canvas.draw(caption, at: CGPoint(x: x, y: y + (Self.captionHeight - 8 - caption.size.height) / 2))
            let panelOrigin = CGPoint(x: x + (cellW - panel.canvas.width) / 2, y: y + Self.captionHeight)
            let frame = CGRect(
                origin: panelOrigin, size: CGSize(width: panel.canvas.width, height: panel.canvas.height))
            canvas.shadow(
                of: Path.rect(frame),
                Shadow(color: Color.black.withAlpha(dark ? 0.5 : 0.18), offset: CGPoint(x: 0, y: 2), radius: 8))
            canvas.draw(panel.canvas, at: panelOrigin)
            canvas.strokeBorder(frame.insetBy(dx: -1, dy: -1), color: divider, lineWidth: 1)
            if col > 0 {
                let dx = x - Self.gap / 2
                canvas.fill(CGRect(x: dx - 0.5, y: y, width: 1, height: cellH), color: divider)
            }
        }
        return canvas
    }
}
