import ChatCanvas
import CoreGraphics

/// Something drawing can go to on this thread: a context, or a canvas whose context is made on first use.
enum GraphicsTarget {
    case context(CGContext)
    /// A view or layer being drawn: its canvas, its appearance and its bounds (drawing is clipped to them).
    case pending(Canvas, UIUserInterfaceStyle, clip: CGRect)
    /// A context made from a pending target (its clip is undone when the drawing ends).
    case opened(CGContext)
}

/// The context drawing goes to on this thread: inside a view's `draw(_:)`, a layer's `draw(in:)`, an image
/// renderer's actions or after `UIGraphicsPushContext(_:)`; nil elsewhere.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    let thread = RenderThread.current
    guard let last = thread.graphicsTargets.last else { return nil }
    switch last {
    case .context(let context), .opened(let context): return context
    case .pending(let canvas, let style, let clip):
        canvas.save()
        canvas.clip(to: clip)
        let context = CGContext(canvas: canvas, style: style)
        thread.graphicsTargets[thread.graphicsTargets.count - 1] = .opened(context)
        return context
    }
}

/// Makes `context` the current one until `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    RenderThread.current.graphicsTargets.append(.context(context))
}

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`.
public func UIGraphicsPopContext() {
    let thread = RenderThread.current
    guard let last = thread.graphicsTargets.last, case .context = last else { return }
    thread.graphicsTargets.removeLast()
}

/// Fills `rect` with the current fill colour.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Paints the outline of `rect`, one point wide inside it, with the current fill colour (as UIKit's `UIRectFrame`).
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let frame = CGMutablePath()
    frame.addRect(rect)
    frame.addRect(rect.insetBy(dx: 1, dy: 1))
    context.fill(frame.canvasPath, rule: .evenOdd)
}

/// Runs `body` with drawing going to `canvas` (clipped to `clip`) for code that asks for the current context.
func withGraphicsTarget(_ canvas: Canvas, style: UIUserInterfaceStyle, clip: CGRect, _ body: () -> Void) {
    let thread = RenderThread.current
    thread.graphicsTargets.append(.pending(canvas, style, clip: clip))
    body()
    if case .opened(let context) = thread.graphicsTargets.last {
        context.restoreAll()
        canvas.restore()
    }
    thread.graphicsTargets.removeLast()
}
