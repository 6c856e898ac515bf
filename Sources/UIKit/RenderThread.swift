import Foundation

/// What a render keeps while it runs on a thread: the current trait collection (`UITraitCollection.current`, whose
/// display scale `UIScreen.main` reports) and its layout pass. Each thread has its own, so renders on several
/// threads of one process share nothing here.
final class RenderThread {
    var traits = UITraitCollection()
    /// The render's screen size in points (`UIScreen.main.bounds`).
    var screenSize = CGSize(width: 390, height: 844)
    /// The current layout pass (nil outside one) and the last pass number handed out.
    var layoutPass: Int?
    var passCounter = 0
    /// The activation order of constraints (later ones win conflicts).
    var constraintSerial = 0
    /// The completion blocks of the open `CATransaction`s, innermost last.
    var transactionCompletions: [(() -> Void)?] = []
    /// The outermost layout pass running (its number), so views placed by a Cassowary region are not laid out
    /// again by their own parents within it.
    var layoutRun = 0
    /// Active constraints the propagation solver cannot express (`AutoLayoutEngine`), held weakly, and the
    /// region roots computed from them for the current `structureGeneration` (bumped by every change of the
    /// hierarchy, of a constraint's activation or priority, or of a layout guide).
    var advancedConstraints: [ObjectIdentifier: WeakConstraint] = [:]
    var structureGeneration = 0
    var regionsGeneration = -1
    var regions: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
    /// The drawing targets open on this thread, innermost last: image renderers' and pushed contexts, and views
    /// or layers being drawn, whose context is made when their code asks for it (`UIGraphicsGetCurrentContext()`).
    var graphicsTargets: [GraphicsTarget] = []
    /// Where the engine's warnings go instead of standard error (tests).
    var layoutWarningHandler: ((String) -> Void)?
    /// The appearance proxies made on this thread (`UIView.appearance()`), in the order they were made.
    var appearanceProxies: [AppearanceProxyRecord] = []

    struct WeakConstraint { weak var constraint: NSLayoutConstraint? }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<RenderThread>.fromOpaque(pointer).release()
        }
        return key
    }()

    /// The calling thread's state.
    static var current: RenderThread {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<RenderThread>.fromOpaque(pointer).takeUnretainedValue()
        }
        let state = RenderThread()
        pthread_setspecific(key, Unmanaged.passRetained(state).toOpaque())
        return state
    }
}
