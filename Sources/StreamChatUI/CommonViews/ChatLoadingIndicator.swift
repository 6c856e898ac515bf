import ChatCanvas
import Foundation
import UIKit

/// The SDK's `ChatLoadingIndicator`: a 16-pt spinner, an arc fading toward its tail, in the tint colour.
open class ChatLoadingIndicator: _View {
    open override var intrinsicContentSize: CGSize { CGSize(width: 16, height: 16) }

    open override func draw(_ rect: CGRect, in canvas: Canvas) {
        let r = min(rect.width, rect.height) / 2 - 1.5
        let c = CGPoint(x: rect.midX, y: rect.midY)
        let color = resolve(tintColor)
        let steps = 12
        for i in 0..<steps {
            // Twelve short arcs from faint to full, three quarters of a turn.
            let a0 = -CGFloat.pi / 2 + CGFloat(i) * 1.5 * CGFloat.pi / CGFloat(steps)
            let a1 = a0 + 1.5 * CGFloat.pi / CGFloat(steps) + 0.02
            var path = Path()
            path.move(to: CGPoint(x: c.x + r * cos(a0), y: c.y + r * sin(a0)))
            for k in 1...4 {
                let a = a0 + (a1 - a0) * CGFloat(k) / 4
                path.line(to: CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a)))
            }
            canvas.stroke(path, color: color.withAlpha(color.alpha * CGFloat(i + 1) / CGFloat(steps)), lineWidth: 2)
        }
    }
}
