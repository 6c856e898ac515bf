import ChatCanvas
import UIKit

/// The three typing dots (5-pt circles, 10 pt apart), as the SDK's snapshots show them before the pulse starts: all opaque.
open class TypingAnimationView: _View {
    open override var intrinsicContentSize: CGSize { CGSize(width: 25, height: 5) }

    open override func draw(_ rect: CGRect, in canvas: Canvas) {
        let color = resolve(appearance.colorPalette.chatTextTypingIndicator)
        for (i, opacity) in [1.0, 1.0, 1.0].enumerated() {
            let x = rect.minX + CGFloat(i) * 10
            canvas.fillEllipse(
                in: CGRect(x: x, y: rect.midY - 2.5, width: 5, height: 5), color: color.withAlpha(color.alpha * opacity)
            )
        }
    }
}
