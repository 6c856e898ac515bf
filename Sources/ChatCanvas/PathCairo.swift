import Foundation

@_implementationOnly import CCairo

extension Path {
    /// Whether every coordinate is a finite number (cairo misbehaves on NaN and infinity).
    var isFinite: Bool {
        func ok(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        return elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): return ok(p)
            case .curve(let a, let b, let c): return ok(a) && ok(b) && ok(c)
            case .arc(let center, let radius, let start, let end, _):
                return ok(center) && radius.isFinite && start.isFinite && end.isFinite
            case .close: return true
            }
        }
    }

    /// Replaces (or extends) cairo's current path with this one. Arcs follow the declared convention: angles from
    /// +x, growing clockwise on screen (y down) — cairo's own direction — when `clockwise` is true.
    static func append(_ path: Path, to cr: OpaquePointer, newPath: Bool = true) {
        if newPath { cairo_new_path(cr) }
        guard path.isFinite else { return }
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .curve(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .arc(let center, let radius, let start, let end, let clockwise):
                let r = max(0, radius)
                if clockwise {
                    cairo_arc(cr, center.x, center.y, r, start, end)
                } else {
                    cairo_arc_negative(cr, center.x, center.y, r, start, end)
                }
            case .close: cairo_close_path(cr)
            }
        }
    }
}
