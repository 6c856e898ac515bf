import Foundation

extension Path {
    /// The length of the path in points: lines and arcs exactly, curves by 32 straight steps each, closing lines
    /// included.
    public var length: Double {
        var total = 0.0
        var start = CGPoint.zero
        var current = CGPoint.zero
        func distance(_ a: CGPoint, _ b: CGPoint) -> Double { hypot(Double(b.x - a.x), Double(b.y - a.y)) }
        for element in elements {
            switch element {
            case .move(let p):
                start = p
                current = p
            case .line(let p):
                total += distance(current, p)
                current = p
            case .curve(let c1, let c2, let p):
                var previous = current
                for step in 1...32 {
                    let t = Double(step) / 32
                    let u = 1 - t
                    let x = u * u * u * current.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x
                    let y = u * u * u * current.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y
                    let point = CGPoint(x: x, y: y)
                    total += distance(previous, point)
                    previous = point
                }
                current = p
            case .arc(let center, let radius, let startAngle, let endAngle, let clockwise):
                let from = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
                total += distance(current, from)
                var sweep = clockwise ? endAngle - startAngle : startAngle - endAngle
                if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi) + 2 * .pi }
                total += abs(radius) * sweep
                current = CGPoint(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
            case .close:
                total += distance(current, start)
                current = start
            }
        }
        return total.isFinite ? total : 0
    }
}
