import Foundation

/// Core Animation's transactions, as in QuartzCore. Nothing animates in a still picture: changes take effect at
/// once, and a completion block set in a transaction runs at its `commit()` (at once outside one).
open class CATransaction {
    /// Begins a transaction (on the calling thread).
    open class func begin() {
        RenderThread.current.transactionCompletions.append(nil)
    }
    /// Commits the innermost transaction: runs its completion block.
    open class func commit() {
        let thread = RenderThread.current
        guard !thread.transactionCompletions.isEmpty else { return }
        thread.transactionCompletions.removeLast()?()
    }
    /// Commits nothing pending: there is nothing to flush.
    open class func flush() {}
    /// Sets the completion block of the innermost transaction (runs it at once outside one).
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        let thread = RenderThread.current
        if thread.transactionCompletions.isEmpty {
            block?()
        } else {
            thread.transactionCompletions[thread.transactionCompletions.count - 1] = block
        }
    }
    /// The duration of implicit animations: 0.25 s, as in Core Animation; kept, changes nothing.
    open class func animationDuration() -> CFTimeInterval { 0.25 }
    /// Accepted; changes nothing.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {}
    /// Accepted; changes nothing.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}
    /// Whether implicit animations are off: always, here.
    open class func disableActions() -> Bool { true }
    /// Accepted; changes nothing.
    open class func setDisableActions(_ flag: Bool) {}
}
