import ChatCanvas
import UIKit

/// The round vote checkbox: a thin ring when not voted, a filled accent disc with a white check mark when voted.
open class CheckboxButton: _View {
    public var isChecked = false

    open override var intrinsicContentSize: CGSize { CGSize(width: 25, height: 25) }

    open override func draw(_ rect: CGRect, in canvas: Canvas) {
        let p = appearance.colorPalette
        let d = min(rect.width, rect.height, 22)
        let circle = CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d)
        if isChecked {
            canvas.fillEllipse(in: circle, color: resolve(p.controlRadioCheckBackgroundSelected))
            if let check = UIImage(systemName: "checkmark")?.image {
                let s = d * 0.5
                canvas.draw(
                    template: check,
                    in: CGRect(x: circle.midX - s / 2, y: circle.midY - s * 0.45, width: s, height: s * 0.9),
                    tint: resolve(p.controlRadioCheckIcon))
            }
        } else {
            canvas.stroke(
                Path.ellipse(in: circle.insetBy(dx: 0.75, dy: 0.75)), color: resolve(p.textTertiary), lineWidth: 1.5)
        }
    }
}
